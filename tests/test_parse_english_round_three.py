"""English, round three (issue 22): classes of phrasing found by writing messages the way
players text, one class at a time (docs/PARSING.md, "English round three"). The forms here are
our own, none from a tuning set.

A is in 201 (home), targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused

HOME = "201"


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9 garden, 10 lawn. if C is in the garden go home", "in the garden"),
        ("at 9 go to the lawn. If C's at the garden, head back home", "at the garden"),
        ("9:30 garden then 10 go to 205, if D is on the lawn go back to my room", "on the lawn"),
    ],
)
def test_a_condition_naming_another_place_before_leaving_is_refused_at_the_place(
    message: str, quote: str
) -> None:
    """A misread: the place of "if C is in the garden go home" was dropped and the leaving put
    on the order before (the lawn's). As with a kill, refused at the place."""
    problem = seed_refused(message)
    assert problem.quote == quote and "condition" in problem.text


@pytest.mark.parametrize(
    "message",
    [
        "9 garden. if C's in the garden go home",
        "at 9 go to 205, if C is in 205 go back home",
    ],
)
def test_a_condition_naming_the_orders_own_place_before_leaving_is_read(message: str) -> None:
    orders = seed_orders(message)
    assert len(orders) == 1 and orders[0][1].otherwise == Action(HOME)


@pytest.mark.parametrize(
    "message",
    [
        "garden at 9:30, sorry, 9:40",
        "lawn @ 9:20 sry 9:40 then home at 10",
        "9:30 soz 9:40 go to the lawn",
        "go to the garden at 9:30. sorry, 9:40.",
        "garden at 9:30 whoops 9:40",
        "garden @ 930 err 940",
        "garden at 9:30, no sorry, 9:40",
    ],
)
def test_sorry_right_before_a_time_corrects_the_time_just_said(message: str) -> None:
    """A misread: "sorry" was set aside as talk and the time after it read as a second step."""
    orders = seed_orders(message)
    assert orders[0][0] == 100 and orders[0][1].go in ("garden", "lawn")
    assert all(at != 90 for at, _ in orders)


@pytest.mark.parametrize(
    "message",
    [
        "9:30 garden sorry 9:40 lawn",
        "9:30 garden, sorry, 10 lawn",
    ],
)
def test_sorry_before_a_whole_order_is_refused_at_sorry(message: str) -> None:
    """A correction of the order before, or a second order? Not guessed."""
    assert seed_refused(message).quote == "sorry"


@pytest.mark.parametrize(
    "message",
    [
        "sorry, 9 garden 10 home",
        "sorry for typos. garden at 9, home at 10",
        "9 garden, 10 home sorry",
    ],
)
def test_sorry_as_talk_is_still_set_aside(message: str) -> None:
    assert [(at, o.go) for at, o in seed_orders(message)] == [(60, "garden"), (120, HOME)]


@pytest.mark.parametrize(
    "message",
    [
        "all night, 9 garden, if C is alone kill her",
        "the whole night: i go to the lawn at 9:30 and if C's alone there she's dead",
        "all evening - 10pm 205, kill C if she is alone",
        "整晚，9点去花园，如果C一个人就杀了她",
    ],
)
def test_all_night_said_before_an_order_at_a_time_with_a_kill_is_refused_at_it(message: str) -> None:
    """A misread: "all night" was dropped for the time after it, and the kill read as that
    order's only; or does it hold all night, wherever one meets her? Not guessed."""
    problem = seed_refused(message)
    assert problem.quote in ("all night", "the whole night", "all evening", "整晚")


@pytest.mark.parametrize(
    "message",
    [
        "tonight: 9 garden, if C is alone kill her",
        "all night, if C is alone kill her. 9 garden",
        "all night: 9 garden, 10 home",
    ],
)
def test_tonight_before_a_timed_kill_and_all_night_before_orders_without_one_are_read(message: str) -> None:
    assert seed_orders(message)


@pytest.mark.parametrize(
    "message",
    [
        "from 9 on, if C is alone kill her. 9:30 garden",
        "after 9pm kill C if she's alone, garden at 9:30",
        "from 9 onwards, if i see C alone i kill her; lawn 9:40, home 10",
        "starting at 9 if C's alone kill her. 9:30 go to the garden",
    ],
)
def test_a_kill_said_from_a_time_on_before_later_orders_holds_from_then_on(message: str) -> None:
    """A misread: the kill was an order staying where one is at 21:00, lapsing at the next."""
    inn = default_inn()
    parsed = parse_message(message, SEED_GAME, 1, "A", inn)
    assert parsed.problems == () and parsed.sheet is not None, [str(p) for p in parsed.problems]
    (kill,) = parsed.sheet.standing
    assert (kill.target, kill.start, kill.end) == ("C", 60, 180)
    assert all(o.action.kill is None for o in parsed.sheet.orders)
    assert seed_orders(message)  # and its echo reads back the same


@pytest.mark.parametrize(
    "message",
    [
        "all night peephole except 9 to 10 i'll be in the garden",
        "all night at the window except 9 to 10 in the garden",
        "all nite peephole except 9-10 when im in the garden",
    ],
)
def test_a_range_excepted_after_all_night_said_first_goes_there_and_back(message: str) -> None:
    """ "all night" said before the look ("all night peephole except 9 to 10 ..."): it was refused
    at the range, "except" read as the door's ("except C")."""
    orders = seed_orders(message)
    assert [(at, o.go) for at, o in orders] == [(0, None), (60, "garden"), (120, HOME)]
    assert orders[0][1].peek is not None and orders[2][1].peek == orders[0][1].peek


@pytest.mark.parametrize(
    "message",
    [
        "peephole all night except when C is in the garden",
        "stay in all night except if C comes by",
        "window all night except at 9 when i go to the lawn",
        "all night peephole except 9:30, garden",
    ],
)
def test_except_after_an_all_night_order_with_a_condition_or_no_end_is_asked_at_except(message: str) -> None:
    """What is done then, and until when, is not said: refused at "except" (it was refused at the
    word after it, as if "except" named someone the door lets in)."""
    problem = seed_refused(message)
    assert problem.quote == "except" and "until when" in problem.text


def test_except_after_a_door_rule_all_night_is_still_the_doors() -> None:
    """The door's "except" names who it lets in; it is not asked about as an order's."""
    assert "until when" not in seed_refused("9 garden. door closed all night except when C knocks").text


GARDEN_HOME = [(60, "garden"), (120, HOME)]


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        ("9 garden 10 home cos i reckon D is the killer", "cos i reckon D is the killer"),
        ("garden @ 9, home @ 10 - just to be safe", "just to be safe"),
        ("9 garden, 10 home. not sure if this is a good idea lol", "not sure if this is a good idea lol"),
        ("9pm garden 10pm home, better safe than sorry", "better safe than sorry"),
        ("trust me. garden at 9 then home at 10", "trust me"),
        ("9 garden 10 home. no kills tonight", "no kills tonight"),
        ("i'm not killing anyone tonight. 9 garden, 10 home", "not killing anyone tonight"),
        ("9 garden 10 home, won't kill tonight tbh", "won't kill tonight tbh"),
        ("sorry im late! 9 garden 10 home", "sorry im late"),
        ("9 garden, 10 home. sorry for the late orders", "sorry for the late orders"),
    ],
)
def test_reasons_and_feelings_without_an_order_word_are_set_aside_and_said(message: str, aside: str) -> None:
    """A reason naming someone as the killer (a noun, no kill to do), a precaution, a doubt about
    the plan, no kill tonight: set aside and said (they were refused at "killer", "safe",
    "smart", "than", "no")."""
    inn = default_inn()
    parsed = parse_message(message, SEED_GAME, 1, "A", inn)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert aside in parsed.aside_line
    assert [(at, o.go) for at, o in seed_orders(message)] == GARDEN_HOME


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9 garden, no kills tonight. 10 go to 205 and kill C", "no"),
        ("9 garden, not killing C tonight", "not"),
    ],
)
def test_a_no_kill_beside_a_kill_is_never_set_aside(message: str, quote: str) -> None:
    """Which is meant, the kill or none? Refused at the negation, as before."""
    assert seed_refused(message).quote == quote


@pytest.mark.parametrize(
    "message",
    [
        "if C is alone in 205 at 9:10 kill her, if not go garden",
        "if C's alone in her room @ 9:10 i kill her, else the garden",
        "if C is by herself in 205 at 9:10pm kill her otherwise garden",
    ],
)
def test_a_place_and_a_time_said_inside_a_kills_condition_are_where_the_order_goes(message: str) -> None:
    """The kill can be done nowhere else: the order goes there (it was refused, "say the place")."""
    assert seed_orders(message) == [(70, Action("205", (), None, "C", Condition("alone"), Action("garden")))]


def test_a_condition_on_a_place_one_is_not_going_to_stays_refused() -> None:
    assert seed_refused("9 lawn. if C is alone in the garden kill her").quote == "in the garden"


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        ("lawn at 10 because i think C goes there a lot", "because i think C goes there a lot"),
        ("9 garden cuz i bet D hangs out there", "cuz i bet D hangs out there"),
        ("garden @ 9 cos i heard C will be there", "cos i heard C will be there"),
    ],
)
def test_a_belief_about_someone_elses_going_in_a_reason_is_set_aside(message: str, aside: str) -> None:
    """The going is theirs, not the sender's ("I think C goes there"): it was kept as the sender's
    and the reason refused."""
    parsed = parse_message(message, SEED_GAME, 1, "A", default_inn())
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert aside in parsed.aside_line and len(seed_orders(message)) == 1


@pytest.mark.parametrize(
    "message",
    [
        "between 8:20 and 9 i'm chatting in 205 with C, then garden at 9",
        "8:20 to 9 chat in the common room w D. 9 garden",
        "from 8:20 play cards in 203 with D, garden at 9",
    ],
)
def test_what_one_does_with_someone_said_before_the_place_is_a_visit_there(message: str) -> None:
    orders = seed_orders(message)
    assert orders[0][0] == 20 and orders[0][1].go in ("205", "204", "203")
    assert orders[-1] == (60, Action("garden"))


@pytest.mark.parametrize(
    "message",
    [
        "9 go to 205, kill C if she's alone, otherwise (or if she's not there) go home",
        "9 go to 205, kill C only if alone, if not (or if she's out) come back home",
        "kill C in her room at 9. only if she's alone, else or if C is not in, home",
    ],
)
def test_the_kills_failure_said_again_after_its_otherwise_is_that_otherwise(message: str) -> None:
    assert seed_orders(message) == [(60, Action("205", (), None, "C", Condition("alone"), Action(HOME)))]


def test_someone_elses_case_after_an_otherwise_is_still_refused() -> None:
    assert seed_refused("9 go to 205, kill C if she's alone, otherwise (or if D is not there) go home")


@pytest.mark.parametrize(
    "message",
    [
        "garden 9ish, wait no, 9:10",
        "garden nine-ish, no, 9:10 then home 10",
        "lawn @ 9:30ish, wait no 9:10",
    ],
)
def test_a_time_said_with_ish_and_corrected_at_once_is_the_exact_time(message: str) -> None:
    """As "around 9, wait no, 9:10" was read: the rough time set aside (it was refused as vague)."""
    orders = seed_orders(message)
    assert orders[0][0] == 70 and orders[0][1].go in ("garden", "lawn")


def test_a_time_said_with_ish_alone_is_still_vague() -> None:
    assert seed_refused("garden 9ish").kind == "vague_time"


@pytest.mark.parametrize(
    ("message", "cond"),
    [
        ("lawn 9:30 unless D is there, in which case garden", Condition("absent", "D")),
        ("i'll go to the lawn at 9:30 unless D's there, in which case the garden", Condition("absent", "D")),
        ("lawn at 9:30 unless someone's there, in which case garden", Condition("alone")),
    ],
)
def test_unless_with_in_which_case_is_the_case_and_what_to_do_then(message: str, cond: Condition) -> None:
    """ "unless P, in which case Y": stay if P does not hold, Y if it does (refused at "case")."""
    assert seed_orders(message) == [(90, Action("lawn", (), None, None, cond, Action("garden")))]


@pytest.mark.parametrize(
    "message",
    [
        "watch the corridor from 8 to 9 then garden",
        "watch the hallway between 8 and 9, then the garden",
    ],
)
def test_a_range_said_after_watching_the_corridor_is_when(message: str) -> None:
    orders = seed_orders(message)
    assert orders[0][0] == 0 and orders[0][1].peek is not None and orders[1] == (60, Action("garden"))


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        (
            "just in case someone comes for me i keep my door shut till 10. 9 garden",
            "just in case someone comes",
        ),
        ("door locked till 10 just in case anyone shows up. garden at 9", "just in case anyone shows up"),
        ("just in case, door shut till 10. 9 garden", "just in case"),
        ("nothing fancy tonight. door shut till 10, 9 garden", "nothing fancy tonight"),
    ],
)
def test_a_precaution_beside_the_door_is_set_aside_and_said(message: str, aside: str) -> None:
    """ "just in case" and who might come, before or after a shut door: a precaution (it was refused
    at "in case", a condition with nothing to do, or at "nothing", a negation)."""
    parsed = parse_message(message, SEED_GAME, 1, "A", default_inn())
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert aside in parsed.aside_line and parsed.sheet is not None and parsed.sheet.door == "closed"
    assert seed_orders(message) == [(60, Action("garden"))]


def test_just_in_case_someone_of_the_game_comes_is_no_precaution() -> None:
    assert seed_refused("just in case C comes by, kill her")
