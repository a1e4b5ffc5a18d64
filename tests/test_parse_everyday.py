"""Orders in the words players really write (issue 22): greetings, thanks, names and the
header set aside and said; everyday verbs of going, looking at a place, conditions and their
"otherwise" as people say them, hours without minutes; never a silent misread: every accepted
message of every corpus reads back from its echo into the same orders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, corpus, every_accepted_message, ids, round_trip

EVERYDAY: dict[str, list[dict[str, Any]]] = corpus("everyday")
INN = default_inn()


@pytest.mark.parametrize("entry", EVERYDAY["accepted"], ids=ids(EVERYDAY["accepted"]))
def test_an_everyday_message_gives_the_orders_it_says(entry: dict[str, Any]) -> None:
    who = entry["who"]
    parsed = parse_message(entry["message"], GAME, 1, who, INN)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert parsed.lang == entry["lang"]
    cast = cast_of(GAME, 1, who, INN)
    text = yaml.safe_dump({"who": who, **entry["expect"]}, allow_unicode=True)
    expected, problems = read_order_sheet(parse_yaml(text, "expected"), who, cast, INN)
    assert problems == [] and expected is not None and parsed.sheet is not None
    assert bare(parsed.sheet) == bare(expected)
    assert list(parsed.aside) == entry.get("aside", [])


@pytest.mark.parametrize("entry", EVERYDAY["refused"], ids=ids(EVERYDAY["refused"]))
def test_an_everyday_message_that_cannot_be_read_is_refused_at_the_word(entry: dict[str, Any]) -> None:
    parsed = parse_message(entry["message"], GAME, 1, entry["who"], INN)
    assert parsed.problems and parsed.echo == ()
    first = parsed.problems[0]
    assert (first.quote, first.kind) == (entry["quote"], entry["kind"])


EVERY = every_accepted_message()


@pytest.mark.parametrize(("who", "message", "game"), [e[1:] for e in EVERY], ids=[e[0] for e in EVERY])
def test_every_accepted_message_of_every_corpus_reads_back_from_its_echo_into_the_same_orders(
    who: str, message: str, game: Path
) -> None:
    sheet, back, said = round_trip(message, who, game, game_map(game))
    assert bare(back)[2:] == bare(sheet)[2:], said  # the orders and standing kills


def test_the_echo_says_what_was_set_aside_in_the_messages_language() -> None:
    zh = parse_message("老板晚上好～8点去花园逛逛，谢谢老板", GAME, 1, "A", INN)
    assert zh.said_back[-1] == "已忽略：老板晚上好、逛逛、谢谢老板"
    en = parse_message("Hi GM! at 8:30 head to the garden. thanks!", GAME, 1, "A", INN)
    assert en.said_back[-1] == "ignored: Hi GM, thanks"


def test_a_meaning_bearing_word_is_never_set_aside() -> None:
    for message, word in (
        ("9点别去花园", "别去"),
        ("9:00 dont go to the lawn", "dont"),
        ("九点左右去花园", "九点左右"),  # the rough word with the time it rounds
        ("around 9 go home", "around 9"),
    ):
        parsed = parse_message(message, GAME, 1, "A", INN)
        assert parsed.problems and parsed.problems[0].quote == word, message


def test_the_all_night_kill_with_a_later_order_is_a_standing_kill_not_an_order_that_lapses() -> None:
    parsed = parse_message("这三个小时里，如果碰见B单独一个人，就杀了他。10点去草坪。", GAME, 1, "E", INN)
    assert parsed.sheet is not None
    (kill,) = parsed.sheet.standing
    assert (kill.target, kill.condition.kind, kill.start, kill.end) == ("B", "alone", 0, 180)
    assert [(o.at, o.action.go, o.action.kill) for o in parsed.sheet.orders] == [(120, "lawn", None)]
