"""Voice input: a message spoken into the phone, one long run without punctuation, read as the
same words typed with a comma before each time that opens an order (voicedsaid.py).

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.voicedsaid import voiced_commas
from tests.parsekit import CHAT_GAME, order_list, problems_of, reads_as

SPOKEN = [
    (
        "我讲一下今晚的打算哈八点钟去娱乐室坐坐九点钟回自己屋里从猫眼往外瞧十点去草坪转一圈",
        order_list("20:00 go: '204'", "21:00 go: home, peek: peephole", "22:00 go: lawn"),
    ),
    (
        "我这边安排是这样子的八点到九点在娱乐室从窗户看花园九点以后回屋从门孔看走廊",
        order_list("20:00 go: '204', peek: window", "21:00 go: home, peek: peephole"),
    ),
    (
        "收到收到我这边安排好了九点半去花园散散步十点半回房间",
        order_list("21:30 go: garden", "22:30 go: home"),
    ),
]


@pytest.mark.parametrize(("message", "expect"), SPOKEN, ids=[m[:12] for m, _ in SPOKEN])
def test_a_message_spoken_without_punctuation_reads_as_typed_with_commas(message: str, expect: str) -> None:
    reads_as("Lily", message, expect)


# a time bound to the words before it is never parted from them
BOUND = [
    "我今晚在房间里一直从窗户往外看到十点然后就睡觉了",  # 到十点: until ten
    "大家好我今天晚上从八点开始一直在娱乐室看窗户",  # 从八点, 晚上: the time's own words
    "先说一声我打算把时间改成九点半去花园散步走走",  # 改成: a change of the time
]


@pytest.mark.parametrize("message", BOUND)
def test_a_time_bound_to_the_words_before_it_is_not_parted(message: str) -> None:
    voiced = voiced_commas(message)
    assert voiced is None or all(
        voiced.index(time) == message.index(time)
        for time in ("到十点", "从八点", "改成九点")
        if time in message
    ), voiced


def test_typed_clauses_are_never_parted() -> None:
    """Short clauses between punctuation are typed, not spoken: no comma is tried there."""
    assert voiced_commas("我先去娱乐室，九点回房看窗户。十点去草坪") is None


def test_a_spoken_message_that_breaks_a_rule_is_still_refused_for_it() -> None:
    """The comma is only tried: a kill of someone who is not a target is refused either way."""
    problems = problems_of("Lily", "今晚就这样吧我想好了九点去209找赵强如果他一个人在就杀了他")
    assert any("赵强" in str(p) for p in problems), [str(p) for p in problems]


def test_the_order_file_quotes_the_message_as_spoken() -> None:
    """The commas are the reader's: the order file's comment quotes the message as the player sent
    it, without them."""
    message = SPOKEN[0][0]
    parsed = parse_message(message, CHAT_GAME, 1, "Lily", game_map(CHAT_GAME))
    assert parsed.ok and f"#   {message}\n" in parsed.yaml
