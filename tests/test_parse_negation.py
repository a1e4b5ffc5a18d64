"""A negation is read as said, or refused at the negation with the one thing to change; never
accepted as the opposite (blackhorse/parsing/negation.py, docs/PARSING.md *Never a silent
misread*). Table-driven, Chinese and English.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

from typing import Any

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, bare_action, round_trip

INN = default_inn()
HOME = "201"


def _orders(message: str) -> list[tuple[int, Any]]:
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    sheet, back, said = round_trip(message, "A", GAME, INN)  # and the echo reads back the same
    assert bare(back)[2:] == bare(sheet)[2:], said
    return [(o.at, bare_action(o.action)) for o in parsed.sheet.orders]


def _refused(message: str) -> Any:
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.problems and parsed.echo == (), parsed.said_back
    return parsed.problems[0]


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间，不看窗",
        "9点回房间，不看窗户",
        "9点回房间，不偷看窗户",
        "9点回房间，不从窗户看",
        "9点回房间，别从门孔看",
        "9点回房间，不盯着走廊",
        "9点回房间，不再看窗户",
        "9点回房间，不偷看花园",
        "at 9 go home, don't peek",
        "at 9 go home and stop watching",
        "at 9 go home, not watching the window",
        "at 9 go home, no peeking through the window",
        "at 9 go home, don't look out of the window",
        "at 9 go home, not peeking at the lawn",
    ],
)
def test_a_negated_look_is_not_looking(message: str) -> None:
    """不看窗, "no peeking through the window": home, no peek. 不看窗 was read as a peek through
    the window (不看 a word of staying, 窗 then the peek's object): the opposite."""
    assert _orders(message) == [(60, Action(HOME))]


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间从窗户看，10点不看了",
        "9点回房间从窗户看，10点以后不再看",
        "9点回房间从窗户看，10点起不看窗了",
        "9点回房间从窗户看，10点停止偷看",
        "at 9 go home and watch the window, at 10 stop watching",
        "at 9 go home and watch the window; at 10 no more peeking",
    ],
)
def test_stopping_a_look_at_a_time_is_no_peek_from_then(message: str) -> None:
    """10点起不看窗了 was a peek through the window at 22:00."""
    assert _orders(message) == [(60, Action(HOME, (), "window")), (120, Action(None))]


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间从门孔看，不看窗",
        "9点回房间看门孔，不看窗户",
        "9点回房间从门孔看，不从窗户看",
        "at 9 go home and watch the peephole, don't watch the window",
        "at 9 go home and watch the peephole, not the window",
    ],
)
def test_a_negated_look_naming_the_other_thing_keeps_the_look(message: str) -> None:
    assert _orders(message) == [(60, Action(HOME, (), "peephole"))]


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点回房间从门孔看，不偷看了", "不偷看"),
        ("9点回房间从窗户看，不看窗", "不看窗"),
        ("9点从门孔看，10点不看窗", "不看窗"),
        ("at 9 go home and watch the peephole, no peeking", "no peeking"),
        ("at 9 go home and watch the window, no peeking through the window", "no peeking through the window"),
        ("at 9 watch the peephole, at 10 don't watch the window", "don't watch the window"),
    ],
)
def test_a_look_and_not_looking_in_one_order_is_refused_at_the_negation(message: str, quote: str) -> None:
    """Which one? Looking through the peephole and "no peeking" in one order (it was read as the
    peek), or not looking through the window right after looking through the peephole (go on
    with the peephole, or stop?): refused at the negation."""
    problem = _refused(message)
    assert (problem.kind, problem.quote) == ("look_and_not", quote)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点不去花园", "不"),
        ("9点去花园，10点不回房间", "不"),
        ("9点去205，不杀C", "不"),
        ("9点去花园，不待在那里", "不"),
        ("9点不再去花园", "不再"),
        ("9点去205，C在就不杀", "不"),
        ("at 9 don't go to the garden", "don't"),
        ("at 10 go to 205, do not kill C", "do not"),
        ("at 9 go to the garden, don't stay there", "don't"),
    ],
)
def test_a_negation_before_a_going_a_stay_or_a_kill_is_refused_at_the_negation(
    message: str, quote: str
) -> None:
    """No order file holds "not going" or "not killing": refused at the negation, saying what to
    write instead (it was refused at the word after it, "expected a person")."""
    problem = _refused(message)
    assert (problem.kind, problem.quote) == ("negation", quote)


POLICE = ("P1", "P2", "P3")
EVERYONE_BUT_POLICE = ("B", "C", "D", "E", "F", "G", "H")


@pytest.mark.parametrize(
    ("message", "door"),
    [
        ("只给警察开门", POLICE),
        ("10点前只给警察开门", POLICE),
        ("除了警察不给任何人开门", POLICE),
        ("除了警察谁都不开", POLICE),
        ("只给D和警察开门", ("D", *POLICE)),
        ("除了警察谁都开", EVERYONE_BUT_POLICE),
        ("only open for the police", POLICE),
        ("only the police may come in", POLICE),
        ("only let the police in before 10", POLICE),
        ("only open for D and the police", ("D", *POLICE)),
        ("open the door to anyone but the police", EVERYONE_BUT_POLICE),
    ],
)
def test_the_police_in_a_door_rule_are_the_officers(message: str, door: tuple[str, ...]) -> None:
    """ "Only for the police" is the door list of every officer of the game (docs/ORDERS.md); it
    was refused (警察: nobody of the game), and "anyone but the police" read as an open door."""
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    assert not isinstance(parsed.sheet.door, str) and sorted(parsed.sheet.door) == sorted(door)


@pytest.mark.parametrize(
    "message",
    [
        "不许任何人进来",
        "10点前不许任何人进来",
        "不让任何人进来",
        "谁都不让进",
        "don't let anyone in before 10",
    ],
)
def test_letting_nobody_in_is_the_door_shut(message: str) -> None:
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    assert parsed.sheet.door in ("closed", ())


def test_the_police_outside_a_door_rule_are_still_refused() -> None:
    assert _refused("9点去花园，如果警察在就回家")
