"""Time as players say it (issue 22, "times"): each class said five ways, in words of our own.

A clock time in traditional characters, as four or three digits (2200, 930), after an evening
word (夜里十点); "till the end" said any way; a period with a measure word or a preposition
(第二个时段, "in the first hour"); an end said after a going with nothing after it (back home
then); and the refusals that name the time and the rule: a time off the ten-minute slots, a
time outside the night, a time said only roughly.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps alone in 203 (south: his window
sees the lawn), 李雨桐 in 202, Kate is an officer (no room of her own)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.core.nightclock import said_time
from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, problems_of, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


TRADITIONAL = [
    ("Tom", "九點過十分去花園", "orders: [{at: '21:10', go: garden}]"),
    ("Tom", "八點半從窗戶看草坪", "orders: [{at: '20:30', peek: window}]"),
    (
        "Tom",
        "九點去草坪，十點差十分回來從門孔看",
        "orders: [{at: '21:00', go: lawn}, {at: '21:50', go: home, peek: peephole}]",
    ),
    ("Tom", "第二時段去娛樂室，十點以後回來", "orders: [{at: '21:00', go: '204'}, {at: '22:00', go: home}]"),
    (
        "Tom",
        "整晚碰見陳美玲單獨一個人就殺了她。九點去花園",
        "standing: [{kill: 陈美玲, if: alone, from: '20:00', until: '23:00'}]\n"
        "orders: [{at: '21:00', go: garden}]",
    ),
]


@cases(TRADITIONAL)
def test_a_message_in_traditional_characters_reads_as_in_simplified(
    who: str, message: str, expect: str
) -> None:
    """黄美华 of the dev set always types traditional characters: 九點過十分 is 九点过十分."""
    reads_as(who, message, expect)


DIGITS = [
    ("Tom", "930 go to the garden", "orders: [{at: '21:30', go: garden}]"),
    ("Tom", "at 2200 go to the lawn", "orders: [{at: '22:00', go: lawn}]"),
    ("Tom", "2130: garden. 2200: home", "orders: [{at: '21:30', go: garden}, {at: '22:00', go: home}]"),
    ("Tom", "2040去花园，2120回房", "orders: [{at: '20:40', go: garden}, {at: '21:20', go: home}]"),
    ("Tom", "1030pm go to the lawn", "orders: [{at: '22:30', go: lawn}]"),
]


@cases(DIGITS)
def test_a_time_written_as_digits_without_a_colon_is_that_clock_time(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_room_number_is_still_a_room_not_a_time() -> None:
    reads_as("Tom", "at 9 go to 209", "orders: [{at: '21:00', go: '209'}]")
    reads_as("Tom", "2100去209", "orders: [{at: '21:00', go: '209'}]")


EVENING = [
    ("Tom", "夜里十点去草坪", "orders: [{at: '22:00', go: lawn}]"),
    ("Tom", "夜间九点半去花园", "orders: [{at: '21:30', go: garden}]"),
    ("Tom", "晚间八点去娱乐室", "orders: [{at: '20:00', go: '204'}]"),
    ("Tom", "夜晚十点去草坪", "orders: [{at: '22:00', go: lawn}]"),
    ("Tom", "深夜十点半去花园", "orders: [{at: '22:30', go: garden}]"),
]


@cases(EVENING)
def test_an_evening_word_before_a_clock_time_changes_nothing(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


TO_THE_END = [
    ("Tom", "10 home, window till end", "orders: [{at: '22:00', go: home, peek: window}]"),
    ("Tom", "10点回房从窗户看到最后", "orders: [{at: '22:00', go: home, peek: window}]"),
    ("Tom", "10点去娱乐室坐到最后", "orders: [{at: '22:00', go: '204'}]"),
    ("Tom", "9点去花园，一直到结束", "orders: [{at: '21:00', go: garden}]"),
    (
        "Tom",
        "at 10 go to the lawn and stay there till the night is over",
        "orders: [{at: '22:00', go: lawn}]",
    ),
]


@cases(TO_THE_END)
def test_till_the_end_said_any_way_holds_to_the_end_of_the_night(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


PERIODS = [
    ("Tom", "第二个时段去花园", "orders: [{at: '21:00', go: garden}]"),
    ("Tom", "第三个时段：回房从门孔看", "orders: [{at: '22:00', go: home, peek: peephole}]"),
    (
        "Tom",
        "in the first hour go to the garden, in the second hour go to the lawn",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: lawn}]",
    ),
    ("Tom", "during the third hour watch through the window", "orders: [{at: '22:00', peek: window}]"),
    ("Tom", "第2个时段去草坪", "orders: [{at: '21:00', go: lawn}]"),
]


@cases(PERIODS)
def test_a_period_said_with_a_measure_word_or_a_preposition(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


ENDS = [
    ("李雨桐", "我8点半去花园待到9点", "orders: [{at: '20:30', go: garden}, {at: '21:00', go: home}]"),
    (
        "Tom",
        "hanging out in the common room till 10",
        "orders: [{at: '20:00', go: '204'}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 go to the lawn and stay till 10",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("Tom", "9点去娱乐室，一直待到9点半", "orders: [{at: '21:00', go: '204'}, {at: '21:30', go: home}]"),
    ("Kate", "9点去花园待到10点", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
]


@cases(ENDS)
def test_an_end_said_after_a_going_with_nothing_after_it_is_back_home(
    who: str, message: str, expect: str
) -> None:
    """The dev sets' GM reading (parse-dev, parse-dev3 READMEs): "till 10" with nothing said
    for 22:00 is back home then (an officer: the common room), not "stay where you are"."""
    reads_as(who, message, expect)


def test_an_end_followed_by_what_comes_next_is_not_back_home() -> None:
    reads_as(
        "Tom",
        "9点去花园待到9点半，然后去草坪",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}]",
    )
    reads_as("Tom", "8点到9点看窗户", "orders: [{at: '20:00', peek: window}, {at: '21:00'}]")


OFF_SLOT = [
    ("8点15去花园", "20:15"),
    ("8:35 go to the garden", "20:35"),
    ("九点一刻去草坪", "21:15"),
    ("at quarter past ten go home", "22:15"),
    ("九点三刻回房", "21:45"),
    ("九点过一刻去花园", "21:15"),
]


@pytest.mark.parametrize(("message", "time"), OFF_SLOT, ids=[m for m, _ in OFF_SLOT])
def test_a_start_off_the_ten_minute_slots_is_refused_naming_the_time_and_the_rule(
    message: str, time: str
) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert [p.kind for p in parsed.problems] == ["rule:at"], [str(p) for p in parsed.problems]
    text = parsed.problems[0].text
    assert str(said_time(time, parsed.lang)) in text  # on the message's one clock (core/nightclock.py)
    assert ("10分钟" in text) if parsed.lang == "zh" else ("10-minute" in text)


OUTSIDE = [
    ("7:30 go to the garden", "19:30"),
    ("11点半回家", "23:30"),
    ("晚上七点去花园", "19:00"),
    ("at 11pm go to the lawn", "23:00"),
    ("六点半去草坪", "18:30"),
    ("8am go to the garden", "08:00"),
    ("早上八点去花园", "08:00"),
]


@pytest.mark.parametrize(("message", "time"), OUTSIDE, ids=[m for m, _ in OUTSIDE])
def test_a_time_outside_the_night_is_refused_as_outside_the_night(message: str, time: str) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    kinds = [p.kind for p in parsed.problems]  # before 20:00 the reader's, from 23:00 the checker's
    assert kinds in (["outside_night"], ["rule:at"]), [str(p) for p in parsed.problems]
    text = parsed.problems[0].text
    assert str(said_time(time, parsed.lang)) in text  # on the message's one clock (core/nightclock.py)
    night = ("8:00", "11:00") if parsed.lang == "zh" else ("20:00", "23:00")
    assert (night[0] in text and night[1] in text) and (
        "夜里" in text if parsed.lang == "zh" else "night" in text
    )


# the refusal quotes the rough word with the time it rounds: which time is vague, not 多 alone
VAGUE = [
    ("我大概九点去花园", "大概九点"),
    ("around 9ish go to the garden", "9ish"),
    ("9点多去花园", "9点多"),
    ("at 9ish go to the lawn", "9ish"),
    ("九点左右去草坪", "九点左右"),
    ("十点来钟回家", "十点来钟"),
    ("8:30 garden, roughly 9:20 the lawn", "roughly 9:20"),
    ("去花园，九点多", "九点多"),
]


@pytest.mark.parametrize(("message", "quote"), VAGUE, ids=[m for m, _ in VAGUE])
def test_a_time_said_roughly_is_refused_as_vague_naming_the_time(message: str, quote: str) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    kinds = [p.kind for p in parsed.problems]
    assert "vague_time" in kinds, [str(p) for p in parsed.problems]
    p = parsed.problems[kinds.index("vague_time")]
    assert p.quote == quote
    assert ("时间不明确" in p.text) if parsed.lang == "zh" else ("vague time" in p.text)


THEN_WHEN = [
    ("9点去花园，然后去草坪", "然后"),
    ("at 9 go to the garden, then the lawn", "then"),
    ("第一时段在娱乐室，然后去花园", "然后"),
    ("9点去花园，之后去草坪", "之后"),
    ("at 9 go to the lawn and after that go to the garden", "and after that"),
]


@pytest.mark.parametrize(("message", "quote"), THEN_WHEN, ids=[m for m, _ in THEN_WHEN])
def test_then_with_no_time_before_another_place_is_refused_at_the_then(message: str, quote: str) -> None:
    """Orders are per 10-minute slot and an order holds until the next time said (seed 五.5):
    "then" with no time and no end before it says no slot for the second place. It is refused
    at the word, asking when, not as "two places"."""
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert [(p.kind, p.quote) for p in parsed.problems] == [("then_when", quote)]
    assert quote in parsed.problems[0].text


LATER = [
    ("Tom", "9点去花园，过二十分钟回家", "orders: [{at: '21:00', go: garden}, {at: '21:20', go: home}]"),
    ("Tom", "9点去花园，过半小时去草坪", "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}]"),
    ("Tom", "8点半去娱乐室，过一个小时回房", "orders: [{at: '20:30', go: '204'}, {at: '21:30', go: home}]"),
    ("Tom", "九点去草坪，过四十分钟回来", "orders: [{at: '21:00', go: lawn}, {at: '21:40', go: home}]"),
    ("Tom", "10点去花园，过10分钟去草坪", "orders: [{at: '22:00', go: garden}, {at: '22:10', go: lawn}]"),
]


@cases(LATER)
def test_a_length_after_guo_is_that_long_after_the_order_before(who: str, message: str, expect: str) -> None:
    """过二十分钟 ("twenty minutes on") is 二十分钟后: the order before lasts that long."""
    reads_as(who, message, expect)


H_CLOCK = [
    ("Tom", "21h30 go to the garden", "orders: [{at: '21:30', go: garden}]"),
    ("Tom", "9h30 go to the lawn", "orders: [{at: '21:30', go: lawn}]"),
    ("Tom", "at 20h40 go to the garden", "orders: [{at: '20:40', go: garden}]"),
    ("Tom", "22h10 lawn", "orders: [{at: '22:10', go: lawn}]"),
    ("Tom", "20h00-21h00 garden", "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home}]"),
]


@cases(H_CLOCK)
def test_a_clock_time_written_with_an_h_is_that_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# A time said after its place ("garden at 8"): two orders for one slot are refused, and the
# problem quotes each whole order, time and place, never a stray letter and an empty quote.
SAID_LAST_TWICE = [
    ("Tom", "garden at 8. lawn at 8", "lawn at 8", "garden at 8"),
    ("Tom", "go to the garden at 9. go to the lawn at 9", "go to the lawn at 9", "go to the garden at 9"),
    ("Tom", "I kill 李雨桐 if I meet her alone tonight. garden at 8. lawn at 8", "lawn at 8", "garden at 8"),
    ("Tom", "去花园9点，去草坪9点", "去草坪9点", "去花园9点"),
]


@pytest.mark.parametrize(
    ("who", "message", "second", "first"), SAID_LAST_TWICE, ids=[r[1] for r in SAID_LAST_TWICE]
)
def test_two_orders_for_one_slot_quote_both_whole(who: str, message: str, second: str, first: str) -> None:
    problems = problems_of(who, message, GAME)
    slot = [p for p in problems if p.kind == "dup_slot"]
    assert len(slot) == 1, [str(p) for p in problems]
    assert slot[0].quote == second
    assert f"“{first}”" in slot[0].text or f'"{first}"' in slot[0].text
