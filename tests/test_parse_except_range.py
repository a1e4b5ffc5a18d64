"""A range excepted from an all-night order, said with where one is then (issue 22, English round
two; blackhorse/parsing/exceptsaid.py). The forms here are our own, none from a tuning set.

A is in 201 (home), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.orders.model import Action
from tests.parsekit import seed_orders, seed_refused

HOME = "201"


@pytest.mark.parametrize(
    "message",
    [
        "peephole all night, except 9 to 10 when I'm in the garden",
        "I keep an eye on the peephole all night except from 9 to 10, when I go to the garden",
        "peephole all night, except between 9 and 10 while I'm out in the garden",
        "peephole all night except 9-10 when I'll be at the garden",
    ],
)
def test_a_range_excepted_from_an_all_night_look_goes_there_and_back(message: str) -> None:
    orders = seed_orders(message)
    assert [(at, o.go) for at, o in orders] == [(0, None), (60, "garden"), (120, HOME)]
    assert orders[0][1].peek is not None and orders[2][1].peek == orders[0][1].peek
    assert orders[1][1].peek is None


@pytest.mark.parametrize(
    "message",
    [
        "stay in all night, except 9 to 10 when I'm in the garden",
        "stay in all night, 9 to 10 garden",
        "staying put all night, garden 9:30 to 10",
    ],
)
def test_after_a_range_away_from_an_all_night_stay_one_goes_back_home(message: str) -> None:
    """The night's stay resumed after a range elsewhere is home, not "stay where you are" (in the
    garden: the night's stay was read again where the range left the sender)."""
    orders = seed_orders(message)
    assert orders[-1][1] == Action(HOME) and orders[-1][0] == 120
    assert all(o.go != "garden" for at, o in orders if at >= 120)


def test_a_range_excepted_when_someone_else_is_somewhere_is_still_refused() -> None:
    assert seed_refused("peephole all night, except 9 to 10 when C is in the garden")
