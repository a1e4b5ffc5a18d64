"""English as players across the world type it (issue 22, English world round): Indian and
Singaporean English ("in my room only", "go garden lah"), a German
speaker's ("I go back into my room"), the formal letter ("please find my orders below"), and a
place the map does not have after a verb of staying ("chill in the lobby": refused, never "stay
where you are"). Each class has several phrasings of our own (none from a corpus or a tuning
set); every accepted one reads into the order file a GM would write, and its echo reads back
into the same orders. docs/PARSING.md, *English as players across the world type it*, says the
decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203 (targets 陈美玲, 刘洋),
刘洋 and 王建国 share 201, Lily and 陈美玲 share 207, 赵强 is in 209; Kate is an officer."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, order_list, problems_of, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

GARDEN = order_list("21:00 go: garden")
GARDEN_HOME = order_list("21:00 go: garden", "22:00 go: home")
KILL_LIU = "go: '201', kill: 刘洋, if: alone"


def said_aside(message: str, said: str, who: str = "Tom") -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.ok, [str(p) for p in parsed.problems]
    assert any(said in a for a in parsed.aside + parsed.questions), parsed.aside  # a question: its own line


def refused_at(message: str, word: str, who: str = "Tom") -> None:
    problems = problems_of(who, message, GAME)
    assert problems, "accepted"
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


# -- a place the map does not have, after a verb of staying --------------------------------------
@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("at 9 chill in the lobby", "lobby"),
        ("stay in the kitchen from 9 to 10, then home", "kitchen"),
        ("from 9 I'll be in the library", "library"),
        ("at 10 hide in the cellar", "cellar"),
        ("9pm hang out at the bar till 10", "bar"),
    ],
)
def test_a_place_the_map_does_not_have_after_staying_is_refused_at_it(message: str, word: str) -> None:
    """ "chill in the lobby", "I'll be in the library": an unknown word right where a verb of
    staying says where is that place; it was set aside and the order read as "stay where you are"
    (a misread)."""
    refused_at(message, word)


def test_a_word_between_staying_and_a_place_of_the_map_is_still_set_aside() -> None:
    """ "stay cosy in my room": the place is said after the unknown word, which only says how."""
    reads_as("Tom", "at 9 stay cosy in my room, window", order_list("21:00 go: home, peek: window"))


# -- "only" closing what it follows ----------------------------------------------------------------
ONLY_LAST = [
    ("Tom", "at 9 pm I will be in the garden only. 10 pm home", GARDEN_HOME),
    (
        "Tom",
        "from 8 I will be in my room only and watching from the window",
        order_list("20:00 go: home, peek: window"),
    ),
    ("Tom", "9 pm go 201 see 刘洋. if he is alone only, I kill him", order_list(f"21:00 {KILL_LIU}")),
    (
        "Tom",
        "at 8 pm common room, I sit there only till 9 pm. 9 pm garden",
        order_list("20:00 go: common room", "21:00 go: garden"),
    ),
    ("Tom", "9pm garden. at 10 pm I will come back to my room only.", GARDEN_HOME),
]


@cases(ONLY_LAST)
def test_only_closing_a_place_a_look_or_alone_says_it_again(who: str, message: str, expect: str) -> None:
    """ "in my room only", "alone only", "sit there only till 9": "only" at the clause's end after
    a place, a look or "alone" is emphasis (Indian English); set aside and said."""
    reads_as(who, message, expect)
    said_aside(message, "only", who)


def test_only_after_a_person_is_still_the_doors() -> None:
    reads_as("Tom", "door open for Lily only. 9 garden", "door: [Lily]\n" + GARDEN)


# -- the progressive, and meeting by chance --------------------------------------------------------
MEETING = [
    (
        "Tom",
        "9 pm garden. If I am meeting 刘洋 there alone, I will kill him",
        order_list("21:00 go: garden, kill: 刘洋, if: alone"),
    ),
    (
        "Tom",
        "9 pm garden. if I'm finding 刘洋 there by himself I kill him",
        order_list("21:00 go: garden, kill: 刘洋, if: alone"),
    ),
    (
        "Tom",
        "at 9 the garden, and if I happen to run into 刘洋 there on his own, kill him",
        order_list("21:00 go: garden, kill: 刘洋, if: alone"),
    ),
    ("Tom", "at 9 go to 201. if I happen to find 刘洋 alone, I kill him", order_list(f"21:00 {KILL_LIU}")),
]


@cases(MEETING)
def test_meeting_said_in_the_progressive_or_by_chance_is_meeting(who: str, message: str, expect: str) -> None:
    """ "if I am meeting X", "if I'm finding X", "if I happen to see X": the condition on meeting X."""
    reads_as(who, message, expect)


# -- looking said with "see", chatting said with "speak" -------------------------------------------
SEEING = [
    (
        "Tom",
        "8:30 pm common room, I will see from the window",
        order_list("20:30 go: common room, peek: window"),
    ),
    (
        "Tom",
        "whole night in my room seeing through the peephole",
        order_list("20:00 go: home, peek: peephole"),
    ),
    (
        "Tom",
        "at 9 I see out of the window, at 10 the garden",
        order_list("21:00 peek: window", "22:00 go: garden"),
    ),
]


@cases(SEEING)
def test_seeing_from_the_window_is_looking_through_it(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


SPEAKING = [
    ("Tom", "at 9 I go to 201 to speak with 刘洋", order_list("21:00 go: '201'")),
    ("Tom", "9pm knock at 207 to have chat with Lily", order_list("21:00 go: '207'")),
    (
        "Tom",
        "at 9 go to 209 to have a talk with 赵强, if he doesn't open go to the garden",
        order_list("21:00 go: '209', else: {go: garden}"),
    ),
    (
        "Tom",
        "at 9 knock on 209, chat w/ 赵强. if nobody answers, garden",
        order_list("21:00 go: '209', else: {go: garden}"),
    ),
]


@cases(SPEAKING)
def test_speaking_or_having_a_chat_with_someone_is_visiting_them(who: str, message: str, expect: str) -> None:
    """ "to speak with X", "to have chat with X", a comma before "chat w/ X" after the room:
    what one goes there for, as "to talk to X" is."""
    reads_as(who, message, expect)


# -- going back into one's room, staying in said with "anywhere" -----------------------------------
HOME_AGAIN = [
    ("Tom", "At 21 o'clock I go into the garden. At 22 o'clock I go back into my room.", GARDEN_HOME),
    ("Tom", "9 pm garden, 10 pm coming back into my room", GARDEN_HOME),
    (
        "Tom",
        "9 garden. 10 back into my room and peephole",
        order_list("21:00 go: garden", "22:00 go: home, peek: peephole"),
    ),
]


@cases(HOME_AGAIN)
def test_going_back_into_ones_room_is_going_home(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


STAYING_IN = [
    ("Tom", "tonight I am not going out anywhere. window all night", order_list("20:00 peek: window")),
    ("Tom", "I won't go anywhere tonight, peephole from 8", order_list("20:00 peek: peephole")),
    (
        "Tom",
        "not heading anywhere tonight. common room? no. my room, window",
        order_list("20:00 peek: window"),
    ),
]


@cases(STAYING_IN[:2])
def test_not_going_out_anywhere_is_staying_in(who: str, message: str, expect: str) -> None:
    """ "I am not going out anywhere": staying in; "anywhere" was read as a standing kill's."""
    reads_as(who, message, expect)


def test_staying_in_without_looking_out_is_no_look() -> None:
    reads_as(
        "Tom",
        "at 9 the garden. before 9 I stay in my room without looking out",
        order_list("20:00 go: home", "21:00 go: garden"),
    )


# -- kills said with another verb, refused by the rule for an officer -----------------------------
@pytest.mark.parametrize("verb", ["shoot", "knife", "poison"])
def test_another_verb_of_killing_is_a_kill(verb: str) -> None:
    reads_as("Tom", f"at 9 go to 201. If 刘洋 is alone, I {verb} him", order_list(f"21:00 {KILL_LIU}"))


def test_an_officer_shooting_is_refused_by_the_rule() -> None:
    problems = problems_of("Kate", "At 21:00 I go to the lawn. If 赵强 is there alone, I shoot him.", GAME)
    assert any("police cannot kill" in p.text and "shoot" in p.quote for p in problems), [
        str(p) for p in problems
    ]


# -- the door kept shut said formally ----------------------------------------------------------
DOOR_KEPT = [
    ("Tom", "my door shall be kept locked until 22:00. 9 garden", "door: closed\n" + GARDEN),
    ("Tom", "The door is to remain closed to all visitors till 10. 9 garden", "door: closed\n" + GARDEN),
    ("Tom", "door must stay shut for visitors before 10. 9 garden", "door: closed\n" + GARDEN),
]


@cases(DOOR_KEPT)
def test_the_door_kept_shut_said_formally_is_the_door_shut(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- chat around the orders -------------------------------------------------------------------------
CHAT = [
    ("Tom", "at 9 i go garden lah, 10 come back my room", "lah"),
    ("Tom", "GM ah, 9 go garden, 10 go back room can already", "can already"),
    ("Tom", "Dear GM, please find my orders below. 9 pm garden, 10 pm home. Thanking you.", "Thanking you"),
    ("Tom", "door shut before 10 (obv). 9pm garden, 10 home", "obv"),
    ("Tom", "At 9 pm garden, I will do timepass there till 10 pm.", "timepass"),
]


@cases(CHAT)
def test_chat_around_the_orders_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    """Singaporean particles (lah, lor, ah, "can already"), a letter's lines ("please find my orders
    below", "Thanking you"), "obv", "timepass": no order; set aside and said (``expect``)."""
    said_aside(message, expect, who)


def test_only_closing_a_range_says_it_again() -> None:
    """ "from 9 to 10 only, if I meet X alone anywhere, I kill him": the range ends there anyway."""
    reads_as(
        "Tom",
        "from 9 to 10 only, if I meet 刘洋 alone anywhere, I kill him",
        "standing: [{kill: 刘洋, if: alone, from: '21:00', until: '22:00'}]\n",
    )


# -- a room said as "to" with its person in brackets, "back" before a place, "before," alone ------
OTHER_SHAPES = [
    (
        "Tom",
        "20:20 to room 207 (Lily). If nobody opens, back home",
        order_list("20:20 go: '207', else: {go: home}"),
    ),
    ("Tom", "9pm garden, 10 come back common room", order_list("21:00 go: garden", "22:00 go: common room")),
    ("Tom", "at 9 the lawn, at 10 go back garden", order_list("21:00 go: lawn", "22:00 go: garden")),
    (
        "Tom",
        "I go at 21:30 to the lawn. Before, I am in the common room without looking out.",
        order_list("20:00 go: common room", "21:30 go: lawn"),
    ),
]


@cases(OTHER_SHAPES)
def test_a_room_to_with_its_person_back_before_a_place_and_before_alone(
    who: str, message: str, expect: str
) -> None:
    """ "20:20 to room 207 (Lily)": going to her room, said twice; "come back common room" (no
    "to"): going back there; "Before," opening a sentence: before that, the night's own order."""
    reads_as(who, message, expect)


DOOR_ENTER = [
    (
        "Tom",
        "tonight only Lily and 赵强 may enter my room before 10 pm. 9 garden",
        "door: [Lily, 赵强]\n" + GARDEN,
    ),
    ("Tom", "before 10 only Lily can enter. 9 garden", "door: [Lily]\n" + GARDEN),
    ("Tom", "only Lily is allowed to enter my room before 10. 9 garden", "door: [Lily]\n" + GARDEN),
]


@cases(DOOR_ENTER)
def test_who_may_enter_said_with_only_is_the_door_for_them(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- remarks about the message itself ---------------------------------------------------------------
REMARKS = [
    ("Tom", "at 9 garden, 10 home. hope this makes sense!", "hope this makes sense"),
    ("Tom", "I'm new here. at 9 garden, 10 home", "I'm new here"),
    ("Tom", "at 9 garden, 10 home (not sure if that's allowed)", "not sure if that's allowed"),
    (
        "Tom",
        "at 9 garden, 10 home. pls let me know if this is a problem",
        "pls let me know if this is a problem",
    ),
    ("Tom", "Still new to this, sorry if it's wrong. 9pm garden, 10pm home. Is that ok?", "Is that ok"),
]


@cases(REMARKS)
def test_a_remark_about_the_message_itself_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    """ "sorry if this is wrong", "is that ok?", "let me know if this is a problem", "I'm new here":
    a sentence whose subject is the message and whose verdict is of a closed set says nothing of
    the night; set aside whole and said (``expect``), the orders read as the rest says."""
    reads_as(who, message, GARDEN_HOME)
    said_aside(message, expect, who)


def test_a_remark_that_says_what_to_do_instead_is_not_set_aside() -> None:
    """ "if that's not allowed, stay in my room": an order for another case, not a remark."""
    problems_of("Tom", "at 9 garden. if that's not allowed, stay in my room", GAME)


def test_what_one_wants_to_see_in_a_reason_is_set_aside() -> None:
    """ "because I want to see who is there": what the sender wants to find out, no meeting."""
    reads_as(
        "Tom", "I think what I want to do is go to the garden at 9 because I want to see who is there", GARDEN
    )
    said_aside("at 9 the garden because I want to see who is there", "because I want to see who is there")
