"""A correction sent after the orders that finds the order it changes by its time, its place or
its number in a list (issue 22, English follow-ups; blackhorse/parsing/followupsaid.py). The
forms here are our own, none from a tuning set.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.orders.model import Action
from tests.parsekit import seed_orders, seed_refused

HOME = "201"


@pytest.mark.parametrize(
    "message",
    [
        "9 garden, 10 lawn. actually make the 9pm one the common room",
        "at 9 go to the garden, at 10 go to the lawn. change the 9 o'clock one to the common room",
        "9pm garden, 10pm lawn. oops, make the 9pm bit the common room",
        "9 garden, 10 lawn. scratch the 9pm garden, I'll go to the common room instead",
        "9 garden, 10 lawn.\nupdate: the garden one should be the common room",
        "9 garden, 10 lawn. swap the garden for the common room",
        "9 garden, 10 lawn. replace the garden with the common room",
        "9 garden, 10 lawn. scratch the garden, I'll go to the common room at 9 instead",
    ],
)
def test_a_follow_up_naming_the_order_by_its_time_or_place_changes_its_place(message: str) -> None:
    assert seed_orders(message) == [(60, Action("204")), (120, Action("lawn"))]


@pytest.mark.parametrize(
    "message",
    [
        "8:30 lawn, 9:30 garden. oops, 9:40 not 9:30",
        "8:30 lawn, 9:30 garden. sorry, move the garden to 9:40",
        "8:30 lawn, 9:30 garden. correction: the garden thing at 9:40, not 9:30",
        "8:30 lawn, 9:30 garden. change the garden bit to 9:40",
        "1) 8:30 lawn\n2) 9:30 garden\nwait, make #2 9:40 not 9:30",
        "8:30 lawn, 9:30 garden. scratch that, 9:40 not 9:30",
        "8:30 lawn, 9:30 garden. oh wait, I meant 9:40 for the garden",
        "8:30 lawn, 9:30 garden. Edit: garden at 9:40 not 9:30",
        "8:30 lawn, 9:30 garden. correction - garden at 9:40",
        "8:30 lawn, 9:30 garden. wait no, garden 9:40",
        "8:30 lawn, 9:30 garden. change of plan: 9:40 for the garden",
        "8:30 lawn, 9:30 garden. the garden should be at 9:40",
    ],
)
def test_a_follow_up_naming_the_order_by_its_place_time_or_number_changes_its_time(message: str) -> None:
    assert seed_orders(message) == [(30, Action("lawn")), (100, Action("garden"))]


def test_the_rest_of_the_order_named_stays_with_it() -> None:
    """Only the time moves: the kill, its condition and its otherwise stay that order's."""
    message = (
        "8:30 garden, 10:00 go to 205 and if C is alone kill her, else go home. "
        "Correction: the 205 thing at 10:20, not 10"
    )
    (first, second) = seed_orders(message)
    assert first == (30, Action("garden"))
    assert second[0] == 140 and (second[1].go, second[1].kill) == ("205", "C")
    assert second[1].otherwise == Action(HOME)


@pytest.mark.parametrize(
    "message",
    [
        # the time named is said twice (an order's and an end's): which?
        "8:30 lawn, 9:30 garden until 10, 10 home. change the 10 one to the lawn",
        # the place named is gone to twice
        "8:30 lawn, 9:30 lawn. change the lawn bit to 9:40",
        # no order at that time
        "8:30 lawn, 9:30 garden. make the 10pm one the lawn",
        # the number and the time said name two orders
        "1) 8:30 lawn\n2) 9:30 garden\nmake #1 9:50 not 9:30",
        # more than one new value
        "8:30 lawn, 9:30 garden. make it 9:40 not 9:30 and go to 205",
    ],
)
def test_a_follow_up_that_names_no_one_order_is_refused(message: str) -> None:
    """Never guessed: the message is refused (at the correction's words), not read as one of
    the orders it could mean."""
    problem = seed_refused(message)
    assert problem.start > message.index(".") if "." in message else problem.line > 1


@pytest.mark.parametrize(
    "message",
    [
        "garden at 8:45, no wait, has to be on the tens, make it 8:40",
        "I'll pop down to the garden at quarter to nine - no wait, that won't work, make it 8:40",
        "garden at 8:45, no wait, it must be on the tens, I mean 8:40",
    ],
)
def test_a_reason_between_a_change_and_what_replaces_is_set_aside(message: str) -> None:
    assert seed_orders(message) == [(40, Action("garden"))]


def test_a_change_with_only_a_reason_and_nothing_replacing_is_still_refused() -> None:
    assert seed_refused("garden at 8:45, no wait, has to be on the tens").kind in (
        "change",
        "rule:at",
        "unknown",
    )


@pytest.mark.parametrize(
    "message",
    [
        "8:30 lawn, 9:30 garden. actually skip the garden",
        "8:30 lawn, 9:30 garden. scratch the 9:30 one",
        "8:30 lawn, 9:30 garden. forget the garden bit",
    ],
)
def test_a_follow_up_dropping_the_order_it_names_drops_it(message: str) -> None:
    """The order named is set aside with the sentence; the one before holds on, as without it."""
    assert seed_orders(message) == [(30, Action("lawn"))]


def test_two_values_that_could_each_name_an_order_are_refused() -> None:
    """ "sorry, lawn at 9:30": the lawn order moved to 21:30, or the 21:30 order to the lawn?"""
    assert seed_refused("8:30 lawn, 9:30 garden. sorry, lawn at 9:30")


@pytest.mark.parametrize(
    "message",
    [
        # the place named is gone to twice, the follow-up read on as an order of its own
        "9 garden. 10 garden. move the garden to 9:40",
        "8:40 lawn, 9:20 lawn, 10:10 garden. shift the lawn to 9",
        "9 garden. 10:30 garden. sorry, garden at 9:40",
        "9pm the lawn, 10 the garden, 10:30 the lawn. push the lawn to 10:40",
        "at 9 go to the garden, at 10 go to the garden. bump the garden one to 9:30",
        # the time named is an end, not an order's time
        "9 garden till 10. move the 10 one to 10:30",
        "8:30 lawn until 9:30. make the 9:30 bit the common room",
    ],
)
def test_a_follow_up_whose_order_is_found_more_than_one_way_is_refused_at_it(message: str) -> None:
    """Never a new order of its own ("21:40 stay where you are"): the correction is refused at
    its words, the change of mind that does not say what it changes."""
    problem = seed_refused(message)
    assert problem.kind == "change"
    assert problem.start > message.index(".")


@pytest.mark.parametrize(
    ("message", "end"),
    [
        ("9:30 garden till 10. move the garden to 10:20", "till 10"),
        ("8:30 lawn, 9 garden until 9:40. push the garden to 9:50", "until 9:40"),
        ("9 garden till 10, 10:30 lawn. change the garden bit to 10:40", "till 10"),
        ("10:20 garden till 10", "till 10"),
        ("at 10 go to the lawn until 10", "until 10"),
        ("lawn from 10:30 to 9:30", "to 9:30"),
        ("十点半去花园，待到十点", "待到十点"),
    ],
)
def test_an_end_not_after_its_orders_start_is_refused_at_it(message: str, end: str) -> None:
    """An order moved past its own end, or said so: the end was dropped (22:00 "stay where you
    are", the order after it). Which time is meant is not said: refused at the end."""
    problem = seed_refused(message)
    assert problem.kind == "until_not_after"
    assert problem.start == message.index(end)


@pytest.mark.parametrize(
    "message",
    [
        "9:30 garden till 10. move the garden to 9:40",
        "9:30 garden until 10. change the garden bit to 9:40",
        "9:30 garden till 10pm. actually 9:40 not 9:30",
    ],
)
def test_an_order_with_an_end_moved_inside_it_keeps_its_end(message: str) -> None:
    assert seed_orders(message) == [(100, Action("garden")), (120, Action(HOME))]


@pytest.mark.parametrize(
    "message",
    [
        "9:30 garden till 10. sorry, garden till 10:30",
        "9:30 garden until 10. actually the garden until 10:30",
        "8:30 lawn, 9:30 garden till 10. oops, the garden one till 10:30",
    ],
)
def test_a_follow_up_giving_an_end_moves_the_orders_end(message: str) -> None:
    """ "garden till 10:30" after "9:30 garden till 10": the end moved, not the start (it was read
    as the start, 22:30, after its own end)."""
    orders = seed_orders(message)
    assert orders[-2:] == [(90, Action("garden")), (150, Action(HOME))]
