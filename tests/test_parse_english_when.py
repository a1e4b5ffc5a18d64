"""When an English order starts and ends, said around it (issue 22, English round of 3 December,
night): "then" after an order said for an hour ("window the first hour then peephole") starts at
the hour's end; "from 10pm on" is "from 10pm". The forms are our own, none from a tuning set.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused

HOME = "201"


@pytest.mark.parametrize(
    ("message", "expect"),
    [
        ("window the first hour then peephole", [(0, Action(peek="window")), (60, Action(peek="peephole"))]),
        ("the first hour window, then peephole", [(0, Action(peek="window")), (60, Action(peek="peephole"))]),
        (
            "I'm in my room all night, peephole for the first hour, then the window",
            [(0, Action(HOME, peek="peephole")), (60, Action(peek="window"))],
        ),
        ("in the second hour the garden, then the lawn", [(60, Action("garden")), (120, Action("lawn"))]),
        (
            "lawn the first hour then garden, at 10 home",
            [(0, Action("lawn")), (60, Action("garden")), (120, Action(HOME))],
        ),
    ],
)
def test_then_after_an_order_said_for_an_hour_starts_at_the_hours_end(
    message: str, expect: list[tuple[int, Action]]
) -> None:
    """It was refused as two looks (or two places) in one order."""
    assert seed_orders(message) == expect


def test_then_after_the_last_hour_is_refused_at_the_then() -> None:
    assert "then" in seed_refused("the last hour garden then lawn").quote


def test_then_inside_a_chinese_period_is_not_taken_for_its_end() -> None:
    """第一时段去花园，然后去草坪: "then" may stay inside the period; not read as 21:00."""
    parsed = parse_message("第一时段去花园，然后去草坪", SEED_GAME, 1, "A", default_inn())
    assert parsed.sheet is None or [o.at for o in parsed.sheet.orders] != [0, 60]


@pytest.mark.parametrize(
    "message",
    [
        "from 10pm on, if I bump into C alone, kill her. all night I'm in my room at the window",
        "from 10 on, if I meet C alone anywhere I kill her. all night window",
        "From 22:00 on: if I find C on her own, kill her. All night I stay home at the window",
    ],
)
def test_from_a_time_on_is_from_that_time(message: str) -> None:
    parsed = parse_message(message, SEED_GAME, 1, "A", default_inn())
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    (kill,) = parsed.sheet.standing
    assert (kill.target, kill.condition, kill.start, kill.end) == ("C", Condition("alone"), 120, 180)
    assert [(at, a.peek) for at, a in seed_orders(message)] == [(0, "window")]


def test_from_a_time_on_a_place_is_on_that_place() -> None:
    assert seed_orders("from 10 on the lawn") == [(120, Action("lawn"))]


@pytest.mark.parametrize(
    "message",
    [
        "Around 9 - call it 9:10 sharp - I'll wander down to the garden",
        "around 9, say 9:10, garden",
        "about 9 - no, 9:10 - go to the garden",
        "roughly 9, let's say 9:10, the garden",
    ],
)
def test_a_rough_time_settled_at_once_is_the_exact_time(message: str) -> None:
    assert seed_orders(message) == [(70, Action("garden"))]


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("around 9, the garden", "around"),
        ("around 9 - call it 9ish - garden", "around"),
        ("around 9, say garden", "around"),
    ],
)
def test_a_rough_time_not_settled_by_an_exact_one_is_still_refused(message: str, word: str) -> None:
    assert seed_refused(message).quote.lower().startswith(word)


@pytest.mark.parametrize(
    "message",
    [
        "So here's what I'm thinking. 9 garden",
        "I don't do much tonight. 9 garden",
        "police don't do much lol. 9 garden",
        "not much to do. 9 garden",
    ],
)
def test_talk_about_the_plan_is_set_aside(message: str) -> None:
    assert seed_orders(message) == [(60, Action("garden"))]


@pytest.mark.parametrize(
    ("message", "expect"),
    [
        (
            "9:30 garden, peephole from 10 in my room",
            [(90, Action("garden")), (120, Action(HOME, peek="peephole"))],
        ),
        ("9:30 lawn, window at 10 in my room", [(90, Action("lawn")), (120, Action(HOME, peek="window"))]),
        (
            "9 garden, window at 10 in the common room",
            [(60, Action("garden")), (120, Action("204", peek="window"))],
        ),
    ],
)
def test_a_time_said_before_where_one_looks_from_is_the_clauses_time(
    message: str, expect: list[tuple[int, Action]]
) -> None:
    """It was refused: the look went on the order before (a peephole in the garden)."""
    assert seed_orders(message) == expect
