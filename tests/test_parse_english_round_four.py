"""English, round four (issue 22, 4 December, afternoon): classes of phrasing found on the
tuning set dev18's English messages, each grown as a class (docs/PARSING.md, "English, round
four"). The forms here are our own, none copied from a tuning set.

A is in 201 (home), targets C (205) and D (203), in the seed sample's cast (tests/parsing/game);
P1 is a police officer (no room, starts in 204)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused

HOME = "201"


# -- the way said as a clause of its own after the going ------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "9 garden, take the west stairs",
        "9pm garden, take the west stairs down",
        "at 9 the garden - use the west stairs",
        "9:00 go to the garden, taking the west stairs down.",
        "9 garden, using the west stairs down. 10 lawn",
        "9 garden, west stairs down",
    ],
)
def test_the_stairs_taken_in_a_clause_after_a_going_are_its_way(message: str) -> None:
    """ "take" / "use" the stairs (never a place to go) right after a going, in a clause of its
    own: the way there. "take" was refused as a word the orders do not know."""
    orders = seed_orders(message)
    assert orders[0] == (60, Action("garden", ("west-stairs",)))


@pytest.mark.parametrize(
    "message",
    [
        "9 lawn, via the east stairs. 10 back",
        "9 lawn, by the east stairs. 10 head back",
        "9 lawn, take the east stairs. 10 back home",
    ],
)
def test_a_way_after_a_place_at_its_time_is_that_goings_never_the_next(message: str) -> None:
    """A misread on main: "9 lawn, via the east stairs. 10 back" put the stairs on the walk back
    (the route clause was taken for the next going's, the place after its time not counted as a
    going); the way belongs to the walk it follows."""
    assert seed_orders(message) == [(60, Action("lawn", ("east-stairs",))), (120, Action(HOME))]


@pytest.mark.parametrize(
    "message",
    [
        "9 lawn via the east stairs. 10 back up the same way",
        "9 lawn via the east stairs. 10 back up the same way, home",
        "9 lawn, take the east stairs down. 10:00 back up the way i came",
        "9 lawn via the east stairs. 10 back up",
    ],
)
def test_back_up_or_down_says_nothing_more_than_back(message: str) -> None:
    """ "back up" / "back down" before the way back or the clause's end: going back ("up" was
    left over, the message refused at it)."""
    orders = seed_orders(message)
    assert orders[0] == (60, Action("lawn", ("east-stairs",)))
    assert orders[1][0] == 120 and orders[1][1].go == HOME


# -- what one sees, then the room whose window one looks out of -------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "8pm watch the garden from the 204 window",
        "8 keep an eye on the garden from the 204 window",
        "at 8 look at the garden through the 204 window",
    ],
)
def test_a_look_at_a_place_from_a_rooms_window_is_in_that_room(message: str) -> None:
    """What one sees said before the room's window ("the garden ... from the 204 window"): in the
    room, looking out; the garden was taken for where one looks from and refused."""
    orders = seed_orders(message, "P1")
    assert orders[0][0] == 0 and orders[0][1].peek == "window" and orders[0][1].go in (None, "204")


def test_a_rooms_window_that_cannot_see_the_place_is_still_refused() -> None:
    problem = seed_refused("8pm watch the lawn from the 204 window", "P1")
    assert "lawn" in problem.text


# -- "except RANGE when I <do something> at PLACE" ---------------------------------------------
@pytest.mark.parametrize(
    ("message", "doing"),
    [
        ("peephole all night, except 9 to 10 when I check the lawn", "check"),
        ("all night at the window except 9-10 when i snoop around the lawn", "snoop around"),
        ("window all night except from 9 to 10, when I patrol the lawn", "patrol"),
    ],
)
def test_what_one_does_at_an_excepted_ranges_place_is_set_aside_and_said(message: str, doing: str) -> None:
    """ "when I check the lawn": the range's place, what one does there set aside and said (as
    "10:00 check the lawn" is); it was refused at the place."""
    orders = seed_orders(message)
    assert [at for at, _ in orders] == [0, 60, 120]
    assert orders[1][1] == Action("lawn") and orders[2][1].peek == orders[0][1].peek
    parsed = parse_message(message, SEED_GAME, 1, "A", default_inn())
    assert doing in parsed.said_back[-1]


def test_a_condition_on_someone_else_in_an_excepted_range_is_still_refused() -> None:
    seed_refused("peephole all night except when C is in the garden")


# -- a case's stay with its end, before the "otherwise" ----------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "9 go to 203. if D's there, stay till 10, if not go to the lawn. 10 home",
        "9 go to 203. If D is there stay and chat until 10, otherwise the lawn. 10:00 back home",
        "at 9 go to 203, if D's there stay there till 10, else go to the lawn. at 10 home",
    ],
)
def test_the_end_of_a_cases_stay_said_again_by_the_next_order_is_that_orders_time(message: str) -> None:
    """ "stay till 10, if not ...", then "10 home": the end is the next order's time, said again;
    the "otherwise" was cut off from its condition and refused."""
    assert seed_orders(message) == [
        (60, Action("203", (), None, None, Condition("present", "D"), Action("lawn"))),
        (120, Action(HOME)),
    ]


def test_the_end_of_a_cases_stay_with_no_order_then_ends_the_whole_order() -> None:
    """With no order starting at the end, the end is the whole order's (the Chinese round four's
    decision, 6412531: the otherwise is still the condition's), read as an end elsewhere: home at
    the end when nothing follows, staying where one is until a later order."""
    case = Action("203", (), None, None, Condition("present", "D"), Action("lawn"))
    message = "9 go to 203. if D's there, stay till 10, if not go to the lawn."
    assert seed_orders(message) == [(60, case), (120, Action(HOME))]
    later = seed_orders(message + " 10:30 home")
    assert later[0] == (60, case) and later[2] == (150, Action(HOME))
    assert later[1][0] == 120 and later[1][1].go is None


# -- "peep" said as a thing: the peephole ------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "8 peep",
        "20:00-21:00 peep, 21:00 garden",
        "peep all night",
        "9 lawn, 10 back home on the peep",
        "8 garden. 9 home, my peep",
    ],
)
def test_peep_said_as_a_thing_is_the_peephole(message: str) -> None:
    orders = seed_orders(message)
    assert any(o.peek == "peephole" for _, o in orders)
    assert not any(o.peek == "window" for _, o in orders)


@pytest.mark.parametrize(
    ("message", "peek"),
    [("8 peep out the window", "window"), ("8 peep through the peephole", "peephole")],
)
def test_peep_before_what_it_looks_through_stays_the_look(message: str, peek: str) -> None:
    assert seed_orders(message)[0][1].peek == peek


@pytest.mark.parametrize("message", ["8 peek", "8 home and peep", "8 look"])
def test_a_look_alone_as_a_verb_is_still_asked(message: str) -> None:
    assert "through what" in seed_refused(message).text
