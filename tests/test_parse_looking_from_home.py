"""A look whose view is one's own home ("watch through the peephole home", 从窗户看家): the look
from home, never a traceback (it raised KeyError('home') in `blackhorse parse` and the portal's
live echo). A is in 201 (its window sees the lawn, its peephole the corridor), in the seed
sample's cast (tests/parsing/game); P1 is a police officer, who has no room."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, cases, reads_as

INN = game_map(SEED_GAME)

FROM_HOME = [
    ("A", "21:00 watch through the peep hole home", 'orders: [{at: "21:00", peek: peephole}]'),
    ("A", "at 9 look out of the window home", 'orders: [{at: "21:00", peek: window}]'),
    ("A", "9pm watch the corridor home through the peephole", 'orders: [{at: "21:00", peek: peephole}]'),
    ("A", "九点从猫眼看自己房间", 'orders: [{at: "21:00", peek: peephole}]'),
    ("A", "9点从窗户看家", 'orders: [{at: "21:00", peek: window}]'),
    ("A", "10点回家从门孔看家", 'orders: [{at: "22:00", go: home, peek: peephole}]'),
]


@cases(FROM_HOME)
def test_a_look_at_home_from_home_is_the_look_from_ones_room(who: str, message: str, expect: str) -> None:
    """One's own room as what one looks at is where one looks from, as "the common room window"
    is the window of the room one is in."""
    reads_as(who, message, expect, SEED_GAME)


ELSEWHERE = [
    ("A", "at 8 go to 203, at 9 look out of the window home", "room 201"),
    ("A", "8点去203，9点从窗户看家", "201"),
]


@pytest.mark.parametrize(("who", "message", "named"), ELSEWHERE, ids=[m for _, m, _ in ELSEWHERE])
def test_a_look_at_home_from_another_room_is_refused_by_what_that_room_sees(
    who: str, message: str, named: str
) -> None:
    parsed = parse_message(message, SEED_GAME, 1, who, INN)
    assert [p.kind for p in parsed.problems] == ["view_unseen"]
    assert parsed.problems[0].text.endswith(named)


@pytest.mark.parametrize("message", ["9pm look out of the window home", "9点从门孔看家"])
def test_an_officer_looking_at_home_is_read_or_refused_never_a_traceback(message: str) -> None:
    parsed = parse_message(message, SEED_GAME, 1, "P1", INN)
    assert parsed.ok or parsed.problems
