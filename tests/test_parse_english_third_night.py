"""English as a group types it on its third night (issue 22, English third-night round): the door
named before its rule, "back in my room", a resend's "final answer" heading, "first of all". Each
class has several phrasings of our own (none from a corpus or a tuning set); every accepted one
reads into the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as a group types it on its third night*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203 (targets 陈美玲, 刘洋),
刘洋 and 王建国 share 201, Lily and 陈美玲 share 207, 赵强 is in 209."""

from __future__ import annotations

from pathlib import Path

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
