"""A knock's alternative said the other way round (issue 22, English round of 3 December, night;
blackhorse/parsing/letinsaid.py): "knock on 205, if C answers go in, otherwise come home" is the
knock with "if nobody opens, go home". The forms are our own.

A is in 201, targets C (205, alone there) and D (203, with H), in the seed sample's cast."""

from __future__ import annotations

import pytest

from blackhorse.orders.model import Action
from tests.parsekit import seed_orders, seed_refused

HOME = "201"


@pytest.mark.parametrize(
    "message",
    [
        "9pm knock on 205, if C answers go in, otherwise come home",
        "at 9 go to 205, if C lets me in, chat, otherwise home",
        "at 9 knock on 205, if she opens the door I stay, otherwise go home",
        "at 9 knock on 205; if they open, go in, otherwise back to my room",
        "at 9 knock on 203, if someone answers, stay, otherwise go home",
    ],
)
def test_if_they_let_me_in_otherwise_is_the_knocks_alternative(message: str) -> None:
    (order,) = seed_orders(message)
    assert order[0] == 60 and order[1].otherwise == Action(HOME)
    assert order[1].go in ("205", "203") and order[1].kill is None


@pytest.mark.parametrize(
    "message",
    [
        "at 9 knock on 203, if D opens, stay, otherwise go home",  # H may open 203 too
        "at 9 knock on 205, if E opens, stay, otherwise go home",  # E does not live there
        "at 9 knock on 205, if C opens, go to the garden, otherwise go home",  # not going in
    ],
)
def test_if_someone_else_might_open_or_the_case_does_more_it_is_not_read_so(message: str) -> None:
    assert seed_refused(message)
