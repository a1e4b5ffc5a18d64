"""English as a group types it on its third night (issue 22, English third-night round): the door
named before its rule, "back in my room", a resend's "final answer" heading, "first of all". Each
class has several phrasings of our own (none from a corpus or a tuning set); every accepted one
reads into the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as a group types it on its third night*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203 (targets 陈美玲, 刘洋),
刘洋 and 王建国 share 201, Lily and 陈美玲 share 207, 赵强 is in 209."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, order_list, problems_of, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


def refused_at(message: str, word: str, who: str = "Tom") -> None:
    problems = problems_of(who, message, GAME)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


def set_aside(message: str, said: str, who: str = "Tom") -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.ok, [str(p) for p in parsed.problems]
    assert any(said in a for a in parsed.aside), parsed.said_back


LILY_ONLY = "door: [Lily]\n"
GARDEN = order_list("21:00 go: garden")
GARDEN_HOME = order_list("21:00 go: garden", "22:40 go: home")


# -- the door named right before its rule ----------------------------------------------------------
DOOR_SUBJECT = [
    ("Tom", "my door is only open for Lily before 10. at 9 the garden", LILY_ONLY + GARDEN),
    ("Tom", "Before 10 my door is only open for Lily. 9pm garden, 10:40 home", LILY_ONLY + GARDEN_HOME),
    ("Tom", "till 10 the door only opens for Lily, other people no. 9 garden", LILY_ONLY + GARDEN),
    ("Tom", "before 22:00 my door is only open to Lily and 赵强. 9 garden", "door: [Lily, 赵强]\n" + GARDEN),
    ("Tom", "the door opens only for Lily before ten o'clock. 9 garden", LILY_ONLY + GARDEN),
]


@cases(DOOR_SUBJECT)
def test_the_door_named_right_before_its_rule_is_that_rule(who: str, message: str, expect: str) -> None:
    """ "my door is only open for X", "before 10 the door only opens for X": the door named right
    before its rule (opening a clause, or after the rule's time) is the rule's subject."""
    reads_as(who, message, expect)
    assert parse_message(message, GAME, 1, who, INN).aside == ()  # the door word is read, not set aside


# -- "back in my room", "come back my room" ----------------------------------------------------------
THREE_PLACES = order_list("20:30 go: '204'", "21:00 go: garden", "22:40 go: home")
BACK_IN_MY_ROOM = [
    ("Tom", "8:30 common room. 9:00 I go in garden. 10:40 I go back in my room.", THREE_PLACES),
    ("Tom", "8:30pm the lounge, 9pm garden, 10:40 I come back my room", THREE_PLACES),
    ("Tom", "at 8:30 the common room, at 9 the garden. at 10:40 I'll come back in my room", THREE_PLACES),
    (
        "Tom",
        "9:00 I go in garden, 9:50 I go 201 and if 刘洋 is there I kill him. If he is not there I go 204. "
        "10:40 I go back in my room.",
        order_list(
            "21:00 go: garden",
            "21:50 go: '201', kill: 刘洋, if: {present: 刘洋}, else: {go: '204'}",
            "22:40 go: home",
        ),
    ),
    ("Tom", "8:30 common room, 9 garden, 10:40 head back in our room", THREE_PLACES),
]


@cases(BACK_IN_MY_ROOM)
def test_back_in_my_room_is_going_home_wherever_one_was(who: str, message: str, expect: str) -> None:
    """ "go back in my room", "come back my room" (as non-native players write it): one's own room
    said after "back" is home, wherever the orders left the person before ("back where?" asked)."""
    reads_as(who, message, expect)


# -- a resend's heading: "final answer", "final final" -----------------------------------------------
FINAL = [
    ("Tom", "final answer: 9 garden", GARDEN, "final answer"),
    ("Tom", "ok final final: at 9 the garden", GARDEN, "final final"),
    ("Tom", "Right, final answer. 9pm I go to the garden.", GARDEN, "final answer"),
    ("Tom", "my final version: 9 garden", GARDEN, "final version"),
    ("Tom", "final, final, final one. 9pm garden", GARDEN, "final one"),
]


def test_a_resends_final_answer_heading_is_set_aside() -> None:
    """ "final answer", "final final", "my final version" at the message's start: the message is the
    whole order file anyway; set aside and said, as "new plan:" is."""
    for who, message, expect, said in FINAL:
        reads_as(who, message, expect)
        set_aside(message, said, who)


def test_final_after_the_orders_is_still_refused() -> None:
    """Only at the message's start: after an order it may say which one stands, and is not guessed."""
    refused_at("9 garden. final answer", "final")


# -- "first of all", "before anything else" ------------------------------------------------------------
WINDOW_GARDEN = order_list("20:00 go: home, peek: window", "21:00 go: garden")
FIRST = [
    ("Tom", "before anything else I'm in my room at the window, 9 garden", WINDOW_GARDEN),
    ("Tom", "first of all I'm in my room watching through the window. at 9 the garden", WINDOW_GARDEN),
    ("Tom", "to begin with, window from my room. 9pm garden", WINDOW_GARDEN),
    ("Tom", "for starters I stay home at the window, at 9 the garden", WINDOW_GARDEN),
    ("Tom", "first off I stay in my room by the window. 9 garden", WINDOW_GARDEN),
]


@cases(FIRST)
def test_first_of_all_said_any_way_is_first(who: str, message: str, expect: str) -> None:
    """ "before anything else", "first of all", "to begin with", "for starters": the first order of
    the night, as "first" is; the "else" and the "before" in them are no otherwise, no end."""
    reads_as(who, message, expect)


# -- the kill said as what becomes of the person ------------------------------------------------------
KILL_201 = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: home}}]"
STANDING = "standing: [{kill: 刘洋, if: alone}]\n"
OUTCOMES = [
    ("Tom", "10pm I go to 201. If 刘洋's there alone, he's done. If not, back to my room.", KILL_201),
    ("Tom", "at 10 go to 201; if 刘洋 is alone there he is dead, otherwise home", KILL_201),
    ("Tom", "if I run into 刘洋 on his own anywhere tonight hes toast. 9 garden", STANDING + GARDEN),
    ("Tom", "if I meet 刘洋 alone, 刘洋's history. 9pm garden", STANDING + GARDEN),
    (
        "Tom",
        "all night: if I bump into 刘洋 anywhere and he's by himself, he's a goner. 9 garden",
        STANDING + GARDEN,
    ),
]


@cases(OUTCOMES)
def test_what_becomes_of_the_person_after_a_condition_is_the_kill(
    who: str, message: str, expect: str
) -> None:
    """ "she's done", "he's dead", "he's toast", "X's history", "a goner", right after a condition on
    meeting the person or their being there (the clause ending there): the kill of them."""
    reads_as(who, message, expect)


OUTCOMES_ELSEWHERE = [
    ("10pm 201, he's done", "he's"),  # no condition before it: whose outcome?
    ("10pm 201, if nobody opens, he's done", "he's"),  # a condition on the door, not on him
]


DYING = [
    ("Tom", "10pm I go to 201. If 刘洋's there alone, he dies. If not, back to my room.", KILL_201),
    ("Tom", "at 10 go to 201; if 刘洋 is alone there 刘洋 dies, otherwise home", KILL_201),
    ("Tom", "at 10 go to 201; if 刘洋 is alone there he'll die, otherwise home", KILL_201),
    ("Tom", "10pm 201, if 刘洋 is there alone, off him, else home", KILL_201),
    ("Tom", "if I run into 刘洋 on his own anywhere tonight, off him. 9 garden", STANDING + GARDEN),
    ("Tom", "if I meet 刘洋 alone, he gets it. 9pm garden", STANDING + GARDEN),
]


@cases(DYING)
def test_the_persons_dying_after_a_condition_is_the_kill(who: str, message: str, expect: str) -> None:
    """ "he dies", "X dies", "he'll die", "he gets it", "off him", as a condition's whole outcome
    on meeting the person or their being there: the kill of them, as "he's done" is."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("10pm 201, he dies", "dies"),  # no condition before it: whose dying?
        ("10pm 201, off 刘洋", "off"),
        ("10pm 201, if he dies, go home", "dies"),  # a condition of its own
    ],
)
def test_dying_without_a_condition_on_the_person_is_still_refused(message: str, word: str) -> None:
    refused_at(message, word)


def test_what_becomes_of_someone_without_a_condition_on_them_is_still_refused() -> None:
    for message, word in OUTCOMES_ELSEWHERE:
        refused_at(message, word)


def test_if_he_is_gone_is_still_a_condition_of_his_not_being_there() -> None:
    reads_as(
        "Tom",
        "10pm 209, if he's gone, go home",
        "orders: [{at: '22:00', go: '209', if: {present: 赵强}, else: {go: home}}]",
    )


# -- "otherwise" after a standing kill: "apart from that" -------------------------------------------
PLAN = order_list("20:30 go: '204'", "21:10 go: garden", "21:50 go: home")
OTHERWISE_PLAN = [
    (
        "Tom",
        "If I meet 刘洋 alone, I kill him. Otherwise: 8:30 common room, 9:10 garden, 9:50 home.",
        STANDING + PLAN,
    ),
    (
        "Tom",
        "wherever I bump into 刘洋 by himself, he's done. otherwise 8:30 lounge, 9:10 garden, 9:50 home",
        STANDING + PLAN,
    ),
    (
        "Tom",
        "From 9 till 10, kill 刘洋 if I see him alone. Otherwise: 8:30 the lounge, 9:10 garden, 9:50 home.",
        "standing: [{kill: 刘洋, if: alone, from: '21:00', until: '22:00'}]\n" + PLAN,
    ),
    (
        "Tom",
        "anywhere tonight, if I see 刘洋 alone, kill him. Otherwise, 8:30 lounge, 9:10 garden, 9:50 home",
        STANDING + PLAN,
    ),
]


@cases(OTHERWISE_PLAN)
def test_otherwise_before_the_plan_after_a_standing_kill_is_apart_from_that(
    who: str, message: str, expect: str
) -> None:
    """ "Otherwise:" opening the sentence after a standing kill (which has no alternative), right
    before a time: "apart from that", the timed plan; set aside and said."""
    reads_as(who, message, expect)
    parsed = parse_message(message, GAME, 1, who, INN)
    assert any(a.lower().startswith("otherwise") for a in parsed.aside), parsed.said_back


def test_otherwise_after_a_visit_with_a_kill_stays_its_alternative() -> None:
    reads_as("Tom", "10pm go to 201, if 刘洋 is alone kill him. Otherwise: go home", KILL_201)


# -- the end of the night said as bed ------------------------------------------------------------------
HOME_PEEPHOLE = order_list("21:00 go: garden", "22:00 go: home, peek: peephole")
TILL_BED = [
    ("Tom", "9 garden, back home at 10 and watch the peephole till bed", HOME_PEEPHOLE),
    ("Tom", "9pm garden. 10pm home, peephole until I go to bed", HOME_PEEPHOLE),
    ("Tom", "at 9 the garden, at 10 home with the peephole till i sleep", HOME_PEEPHOLE),
    ("Tom", "9 garden, 10 home, peephole til bed", HOME_PEEPHOLE),
    ("Tom", "9 garden then at 10 back home, peephole until bed time", HOME_PEEPHOLE),
]


@cases(TILL_BED)
def test_till_bed_is_the_end_of_the_night(who: str, message: str, expect: str) -> None:
    """ "till bed", "until I go to bed", "till I sleep": to the end of the night, as "till bedtime" is."""
    reads_as(who, message, expect)


# -- chatting with the one a condition finds there -------------------------------------------------------
VISIT_209 = "orders: [{at: '21:10', go: '209', if: {present: 赵强}, else: {go: lawn}}]"
CHAT_WITH_THEM = [
    ("Tom", "at 9:10 go to 209, if 赵强 is there talk to him, otherwise go to lawn", VISIT_209),
    ("Tom", "9:10 209. if 赵强 is there I stay and chat with him, if not the lawn", VISIT_209),
    ("Tom", "at 9:10 I go to 209 and if 赵强's there I'll have a chat with him, otherwise lawn", VISIT_209),
    ("Tom", "9:10 go to 209, if 赵强 is there chat to him, otherwise go to the lawn", VISIT_209),
]


@cases(CHAT_WITH_THEM)
def test_chatting_with_the_one_a_condition_finds_there_is_no_order(
    who: str, message: str, expect: str
) -> None:
    """After "if X is there", "talk to him", "chat with her" is what one does there: set aside and said
    whole (the pronoun with it), the condition and its otherwise as before."""
    reads_as(who, message, expect)
    parsed = parse_message(message, GAME, 1, who, INN)
    assert any(a.split()[-1] in ("him", "her") for a in parsed.aside), parsed.said_back


def test_talking_to_him_with_no_condition_naming_him_is_still_refused() -> None:
    refused_at("at 9:10 go to 209, talk to him", "him")
