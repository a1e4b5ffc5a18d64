"""How a message is put together (issue 22, structure round): a kill that holds all night said
with no time at all, a place that a kill holding for a while cannot keep, a kill called off with
nothing said instead, corrections inside one message, conditions in brackets, failures joined by
"or", waiting for someone, the door "as the rules say". Each class is tested with paraphrases of
its own, in Chinese and English.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game); P1 is
an officer."""

from __future__ import annotations

from typing import Any

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, round_trip

INN = default_inn()


def _parsed(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, who, GAME, INN)  # and the echo reads back the same
    assert bare(back)[2:] == bare(sheet)[2:], said
    return parsed


def _refused(message: str, who: str = "A") -> Any:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems


def _standing(parsed: Any) -> list[tuple[str, str, str | None, int, int]]:
    return [(k.target, k.condition.kind, k.condition.who, k.start, k.end) for k in parsed.sheet.standing]


# -- a kill on meeting someone, said with no time at all: all night -------------------------


@pytest.mark.parametrize(
    ("message", "cond"),
    [
        ("碰到C单独一个人就杀了她", "alone"),
        ("碰见C一个人就把她干掉", "alone"),
        ("如果碰到C单独一人，就杀了她", "alone"),
        ("if I meet C alone, kill her", "alone"),
        ("If I run into C by herself, kill her.", "alone"),
        ("碰到C就杀了她", "present"),
    ],
)
def test_a_kill_on_meeting_someone_said_with_no_time_holds_all_night(message: str, cond: str) -> None:
    parsed = _parsed(message)
    assert parsed.sheet.orders == ()
    [(kill, kind, _, start, end)] = _standing(parsed)
    assert (kill, kind, start, end) == ("C", cond, 0, 180)  # 20:00 to 23:00


@pytest.mark.parametrize(
    ("message", "who", "said"),
    [
        ("碰到P1就杀了他", "A", ("不能杀警察", "police cannot be killed")),
        ("if I meet P2 alone, kill him", "A", ("不能杀警察", "police cannot be killed")),
        ("碰到F单独一个人就杀了她", "A", ("目标", "targets")),
        ("If I bump into E alone, kill him.", "A", ("目标", "targets")),
        ("碰到C就杀了她", "P1", ("警察不能杀人", "police cannot kill")),
        ("if I meet C alone, take her out", "P1", ("警察不能杀人", "police cannot kill")),
    ],
)
def test_a_kill_on_meeting_someone_with_no_time_is_refused_by_the_rule_it_breaks(
    message: str, who: str, said: tuple[str, str]
) -> None:
    problems = _refused(message, who)
    assert any(s in p.text for p in problems for s in said), [str(p) for p in problems]
    assert not any(p.kind == "no_time" for p in problems), [str(p) for p in problems]


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("If I catch C alone in the garden, take her out", "in the garden"),
        ("all night, if I catch C alone in the garden, kill her", "in the garden"),
        ("tonight, if I meet C alone on the lawn, kill her", "on the lawn"),
        ("整晚，如果碰到C一个人在花园就杀了她", "在花园"),
        ("这三个小时里，碰见C单独一个人在草坪就杀了她", "在草坪"),
    ],
)
def test_a_place_said_in_a_kill_that_holds_for_a_while_is_refused_never_dropped(
    message: str, quote: str
) -> None:
    problems = _refused(message)
    assert any(p.kind == "standing_place" and quote in p.quote for p in problems), [str(p) for p in problems]


# -- a kill called off after a condition, with nothing said instead ---------------------------


@pytest.mark.parametrize(
    "message",
    [
        "9点去205杀了C，P1在就不杀",
        "9点去205杀了C，要是P1在就别杀",
        "9点去205杀了C。P1在的话就不杀了。10点回家",
        "9点去205杀了C，D也在就别杀了",
        "9点去205杀了C，如果D在就先不杀",
    ],
)
def test_a_kill_called_off_with_nothing_said_instead_is_refused_never_kept_on_that_case(message: str) -> None:
    problems = _refused(message)
    assert any(p.quote.startswith(("不", "别", "先不")) for p in problems), [str(p) for p in problems]


def test_a_kill_called_off_then_what_to_do_instead_is_still_its_alternative() -> None:
    parsed = _parsed("9点去205杀了C，有人就别动手，回家")
    [order] = parsed.sheet.orders
    assert (order.action.kill, order.action.condition.kind, order.action.otherwise.go) == (
        "C",
        "alone",
        "201",
    )
