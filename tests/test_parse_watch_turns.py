"""Time patterns as players say them (issue 22, conditions and time round: docs/PARSING.md,
*Watches that alternate*). Each class has five paraphrases written for it (none from a corpus):
every one reads into the order file a GM would write, and its echo reads back into the same
orders; what cannot be read without guessing is refused, saying what to add.

The cast is the chat corpus's (tests/parsing/chat): 王建国 and 刘洋 share 201, 赵强 sleeps in 209,
Tom in 203; 周正 is a police officer (no room on night 1: he starts in the common room)."""

from __future__ import annotations

from pathlib import Path

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


def _kinds(who: str, message: str) -> list[str]:
    return [p.kind for p in parse_message(message, GAME, 1, who, INN).problems]


def _turns(start: str, end: str, first: str, every: int = 10) -> str:
    """The orders of a watch that alternates from ``start`` to ``end`` (exclusive)."""
    (h0, m0), (h1, m1) = (map(int, t.split(":")) for t in (start, end))
    other = "peephole" if first == "window" else "window"
    out, minute, turn = [], h0 * 60 + m0, 0
    while minute < h1 * 60 + m1:
        out.append(f"{{at: '{minute // 60:02d}:{minute % 60:02d}', peek: {other if turn % 2 else first}}}")
        minute, turn = minute + every, turn + 1
    return ", ".join(out)


# -- a digit after 点 that starts the next word is no minute -----------------------------------
DIGIT_STARTS_A_WORD = [
    (
        "赵强",
        "8点到10点一直从窗户看草坪。10点以后去餐厅待着",
        "orders: [{at: '20:00', peek: window}, {at: '22:00', go: '204'}]",
    ),
    ("赵强", "9点一直待在房间里看窗户", "orders: [{at: '21:00', go: home, peek: window}]"),
    ("赵强", "十点一起去花园", "orders: [{at: '22:00', go: garden}]"),
    ("赵强", "9点到10点一直在草坪上，然后回房", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"),
    (
        "赵强",
        "8点到9点一直看门孔，9点去草坪",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: lawn}]",
    ),
]


@cases(DIGIT_STARTS_A_WORD)
def test_a_digit_after_the_hour_that_starts_the_next_word_is_no_minute(
    who: str, message: str, expect: str
) -> None:
    """``到10点一直…`` was read as 22:01 (refused as off the slots): 一 starts 一直."""
    reads_as(who, message, expect)


def test_minutes_said_after_the_hour_are_still_minutes() -> None:
    reads_as("赵强", "九点十去花园", "orders: [{at: '21:10', go: garden}]")
    reads_as("赵强", "九点二十去花园", "orders: [{at: '21:20', go: garden}]")
    for message, said in (("九点五分去花园", "21:05"), ("十点一刻去花园", "22:15")):
        problems = parse_message(message, GAME, 1, "赵强", INN).problems
        assert len(problems) == 1 and problems[0].value == said  # off the slots, named


# -- the window and the peephole in turn --------------------------------------------------------
ALTERNATE = [
    (
        "Tom",
        "第一时段在屋里，窗户和门孔轮流看，每10分钟换一次，先看窗户。第三时段去草坪。",
        "orders: [{at: '20:00', go: home, peek: window}, "
        + _turns("20:10", "21:00", "peephole")
        + ", {at: '22:00', go: lawn}]",
    ),
    (
        "Tom",
        "十点以后，窗户和门孔轮流看，每十分钟换一次，先门孔。",
        f"orders: [{_turns('22:00', '23:00', 'peephole')}]",
    ),
    (
        "Tom",
        "alternate window and peephole every slot, window first",
        f"orders: [{_turns('20:00', '23:00', 'window')}]",
    ),
    (
        "Tom",
        "from 9 to 10 switch between the window and the peephole every 10 minutes, "
        "starting with the peephole",
        f"orders: [{_turns('21:00', '22:00', 'peephole')}, {{at: '22:00'}}]",
    ),
    (
        "赵强",
        "8点半去花园，9点回屋，先从门孔看，门孔和窗户每20分钟一换，10点去草坪",
        "orders: [{at: '20:30', go: garden}, {at: '21:00', go: home, peek: peephole}, "
        "{at: '21:20', peek: window}, {at: '21:40', peek: peephole}, {at: '22:00', go: lawn}]",
    ),
]


@cases(ALTERNATE)
def test_a_watch_that_alternates_is_written_out_slot_by_slot(who: str, message: str, expect: str) -> None:
    """轮流看 over the order's time: from its time to its end, the next order, or the period's hour;
    the first one named first."""
    reads_as(who, message, expect)


def test_a_watch_that_alternates_without_saying_what_first_or_how_often_is_refused() -> None:
    assert _kinds("Tom", "窗户和门孔轮流看，每10分钟换一次") == ["alternate_first"]
    assert _kinds("Tom", "alternate the window and the peephole every 10 minutes") == ["alternate_first"]
    assert _kinds("Tom", "9点以后轮流看窗户和门孔，先看窗户") == ["alternate_every"]
    assert _kinds("Tom", "9点以后轮流看窗户和门孔，每15分钟换一次，先看窗户") != []  # off the slots
    assert _kinds("Tom", "9点去203，不然窗户和门孔轮流看，每10分钟换一次，先看窗户") != []


# -- "and so on" after watches said slot by slot -------------------------------------------------
CARRIED_ON = [
    (
        "王建国",
        "一晚上哪儿也不去。8点窗户，8点10门孔，8点20窗户……就这样每10分钟换一次到9点。9点以后一直看窗户。",
        f"orders: [{_turns('20:00', '21:00', 'window')}, {{at: '21:00', peek: window}}]",
    ),
    (
        "王建国",
        "8:00 window, 8:10 peephole, and so on every 10 minutes until 9",
        f"orders: [{_turns('20:00', '21:00', 'window')}, {{at: '21:00'}}]",
    ),
    (
        "王建国",
        "8点窗户，8点10门孔，以此类推到9点，9点去花园",
        f"orders: [{_turns('20:00', '21:00', 'window')}, {{at: '21:00', go: garden}}]",
    ),
    ("王建国", "十点门孔，十点二十窗户，依此类推", f"orders: [{_turns('22:00', '23:00', 'peephole', 20)}]"),
    (
        "王建国",
        "9pm peephole, 9:10pm window, etc. 10pm go to the lawn",
        f"orders: [{_turns('21:00', '22:00', 'peephole')}, {{at: '22:00', go: lawn}}]",
    ),
]


@cases(CARRIED_ON)
def test_and_so_on_carries_on_the_watches_said_slot_by_slot(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_and_so_on_after_no_pair_of_watches_is_refused() -> None:
    assert _kinds("王建国", "8点窗户，以此类推") == ["alternate_on"]
    assert _kinds("王建国", "8:00 window, 8:10 peephole, and so on every 20 minutes") == ["alternate_on"]
