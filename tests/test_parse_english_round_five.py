"""English, round five (issue 22, 4 December, evening): classes of phrasing found on the tuning set
parse19's English messages, each grown as a class (docs/PARSING.md, "English, round five"). The
forms here are our own, none copied from a tuning set; beside each, the meaning-bearing variants that
must still refuse.

A is in 201 (home), targets C (205) and D (203); D is in 203 with H (his roommate), targets A and H;
the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused

HOME = "201"


# -- "if she is": the negated condition turned round -----------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to 205. if D isn't there, kill C; if he is, go home.",
        "at 9 go to 205, if D is not there kill C, if he is just go back to my room",
        "9pm head to 205 - if D's not there kill C. if he is, back home",
        "at 9 go to 205. If D isn't in there, kill C, if he is then go home",
        "at 9 go to 205. if D isn't there, kill C; if he is there, go home.",
        "at 9 go to 205. unless D is there, kill C; if he's, go home",
    ],
)
def test_if_she_is_after_a_negated_condition_is_its_otherwise(message: str) -> None:
    """ "if he is" (the verb alone) after a kill on a negated condition is that condition turned
    round: the kill's "otherwise"."""
    [(at, action)] = seed_orders(message)
    assert at == 60
    assert action.go == "205" and action.kill == "C" and action.otherwise == Action(HOME)
    assert action.condition is not None and action.condition.kind == "absent"


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to 205. if C is alone, kill her; if she is, go home.",  # the same case again: which?
        "at 9 go to 205. if D isn't there, kill C; if he is in the garden, go home.",  # says more
    ],
)
def test_if_she_is_after_a_positive_condition_or_saying_more_is_not_read_so(message: str) -> None:
    seed_refused(message)


# -- "X is there and nobody else is": alone --------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to 205. if C is in and nobody else is, kill her",
        "at 9 go to 205. if C is there and nobody else is there, kill her",
        "at 9 go to 205, if C's in and no one else is around, kill her, if not go home",
    ],
)
def test_someone_there_and_nobody_else_is_them_alone(message: str) -> None:
    [(at, action)] = seed_orders(message)
    assert (at, action.go, action.kill) == (60, "205", "C")
    assert action.condition == Condition("alone", "C") or action.condition == Condition("alone")


def test_someone_in_our_room_and_nobody_else_is_them_alone_where_one_stays() -> None:
    orders = seed_orders(
        "staying in my room all night. at 10:30, if H is in our room and nobody else is, kill him", "D"
    )
    assert orders[-1][0] == 150
    assert orders[-1][1].kill == "H" and orders[-1][1].condition is not None
    assert orders[-1][1].condition.kind == "alone"


def test_nobody_else_said_of_something_else_is_not_alone() -> None:
    seed_refused("at 9 go to 205. if C is in and nobody else is with D, kill her")


# -- a rotation said with ranges, the message ending in a line's end -------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "staying home. window 8-9:30, peephole 9:30-11.\n",
        "window 8-9:30, peephole 9:30-11.\n\n",
        "door: only B. in my room all night, window 8 to 9:30, peephole 9:30 to 11.\n",
    ],
)
def test_a_rotation_said_with_ranges_reads_with_the_line_end_after_it(message: str) -> None:
    """A range said last in its clause is the clause's, when the next clause says a time or none
    follows; a line's end after the full stop is no clause (it was: the second range stayed last)."""
    assert [(at, a.peek) for at, a in seed_orders(message)] == [(0, "window"), (90, "peephole")]


# -- a look for the whole time one stays -----------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("stay in my room till 9:30, peephole the whole time. 9:30 garden", [(0, "peephole"), (90, None)]),
        ("hanging in my room until 10, window the whole time, then 10 lawn", [(0, "window"), (120, None)]),
        (
            "gonna stay home till 9, window the entire time. at 9 i go to the garden",
            [(0, "window"), (60, None)],
        ),
    ],
)
def test_a_look_said_for_the_whole_time_one_stays_is_that_stays(
    message: str, orders: list[tuple[int, str | None]]
) -> None:
    """ "the whole time" after a look, right after a stay that ends at a time, is the stay's time:
    the look from its start (it was all night from the end: refused, or a look from the end alone)."""
    assert [(at, a.peek) for at, a in seed_orders(message)] == orders


def test_a_look_for_the_whole_time_with_nothing_after_is_the_stays_not_from_its_end() -> None:
    # was "21:00 watch through the window": the stay had no look, a misread
    orders = seed_orders("stay in my room till 9, window the whole time")
    assert orders[0] == (0, Action(HOME, peek="window")) or orders[0] == (0, Action(None, peek="window"))
    assert all(a.peek is None for at, a in orders[1:])


def test_a_look_all_night_after_a_stay_with_an_end_is_not_moved() -> None:
    seed_refused("stay in my room till 9, window all night. 9 garden")


# -- a rough time taken back -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "9 garden. around... actually, 9:40 home",
        "9 garden. about -- no wait, at 9:40 home",
        "9 garden. roughly... no, exactly 9:40 i come back",
    ],
)
def test_a_rough_time_taken_back_by_an_exact_one_is_the_exact_one(message: str) -> None:
    assert seed_orders(message) == [(60, Action("garden")), (100, Action(HOME))]


@pytest.mark.parametrize(
    "message", ["9 garden. around 9:40 home", "9 garden. around... no", "around 10? no. 9 home"]
)
def test_a_rough_time_not_taken_back_is_still_refused(message: str) -> None:
    seed_refused(message)


# -- the sender's own language, said not to be good ------------------------------------------------
@pytest.mark.parametrize(
    ("message", "aside"),
    [
        ("hello (my english not so good). 9 garden", "my english not so good"),
        ("9 garden. sorry, my english isn't great", "sorry, my english isn't great"),
        ("english is not my native language sorry. 9 garden", "english is not my native language sorry"),
        ("9 garden. not very good with english, sorry", "not very good with english, sorry"),
        ("apologies for my broken english. 9 garden", "apologies for my broken english"),
    ],
)
def test_the_senders_english_said_not_good_is_set_aside_and_said(message: str, aside: str) -> None:
    """A sentence about the sender's own English holding a negation governs no order: set aside
    whole and said; "good" was refused as a word one edit from "go"."""
    assert seed_orders(message) == [(60, Action("garden"))]
    parsed = parse_message(message, SEED_GAME, 1, "A", default_inn())
    assert aside in parsed.aside, parsed.aside


def test_a_negation_beside_the_senders_english_that_governs_an_order_is_refused() -> None:
    seed_refused("my english is not good. not 9 garden")


# -- going back in ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "from 9 to 9:30 the garden, then go back in and watch through the peephole.",
        "9 garden. 9:30 head back inside and peephole",
    ],
)
def test_going_back_in_is_going_home(message: str) -> None:
    assert seed_orders(message) == [(60, Action("garden")), (90, Action(HOME, peek="peephole"))]


# -- refusals that name the rule: the corridor and the stairs are no place to stay -----------------
@pytest.mark.parametrize(
    "message",
    [
        "from 9 to 9:30 walk up and down the hallway, then go back in and watch through the peephole.",
        "at 9 i'll wait at the top of the west stairs to see who goes by, home at 9:30",
        "at 9 hang around at the head of the east staircase",
        "at 9 wait at the bottom of the east stairs",
    ],
)
def test_staying_in_the_corridor_or_on_the_stairs_is_refused_by_the_rule(message: str) -> None:
    """Pacing the corridor, or waiting at the top or the bottom of the stairs: refused by rule 八
    (nobody stops in the corridor or on the stairs), named, not at a word the reader did not know."""
    problem = seed_refused(message)
    assert problem.kind == "rule:go", str(problem)
    assert "八" in problem.text


def test_the_top_of_the_stairs_on_the_way_is_the_way() -> None:
    assert seed_orders("at 9 go to the garden via the top of the east stairs") == [
        (60, Action("garden", ("east-stairs",)))
    ]
