"""Someone coming by the sender who stays in, said in English (issue 22, English round two;
blackhorse/parsing/comingsaid.py). The forms here are our own, none from a tuning set.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused


@pytest.mark.parametrize(
    "message",
    [
        "I stay in. if C comes by and she's alone, kill her",
        "I stay in. if C knocks and she's alone, kill her",
        "I'm staying in. if C comes to my room alone, kill her",
        "stay in my room. if C knocks on my door alone, kill her",
        "I'll stay home. if C drops by alone, kill her",
        "staying put. if C visits me alone, kill her",
        "I stay in, if C comes over alone, kill her",
    ],
)
def test_someone_coming_by_the_one_who_stays_in_is_met_there_all_night(message: str) -> None:
    """The kill holds all night where the sender stays: wherever the sender meets C alone."""
    orders = seed_orders(message)
    assert all(o.go in (None, "201") and o.kill is None for _, o in orders)
    sheet = parse_message(message, SEED_GAME, 1, "A", default_inn()).sheet
    assert sheet is not None
    assert [(k.target, k.start, k.end) for k in sheet.standing] == [("C", 0, 180)]
    assert "alone" in str(sheet.standing[0].condition)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        # an order goes elsewhere: she may knock while the sender is out
        ("I stay in. 9 garden. if C knocks and she's alone, kill her", "knocks"),
        ("stay in my room. at 10 go to the lawn. if C comes to my room alone, kill her", "comes to"),
        # no kill: what happens when she comes is not a meeting
        ("I stay in. if C comes by alone, go to the garden", "comes by"),
    ],
)
def test_coming_by_when_the_sender_may_be_elsewhere_is_refused_at_it(message: str, word: str) -> None:
    assert seed_refused(message).start == message.index(word)
