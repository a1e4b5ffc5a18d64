"""English as players type it around their orders (issue 22, English players round): a reason
said with "because" / "cause" / "since" beside an order, and a word of English one letter from a
word of the orders that no typing slip makes (``game``, ``lay``, ``hope``). Each class has five
phrasings or more of our own (none from a corpus or a tuning set); every accepted one reads into
the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as players type it around their orders*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203 (targets 陈美玲, 刘洋),
刘洋 and 王建国 share 201, Lily and 陈美玲 share 207, 赵强 is in 209."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import problems_of, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

GARDEN = "orders: [{at: '21:00', go: garden}]"
COMMON_HOME = "orders: [{at: '21:00', go: '204'}, {at: '22:00', go: home}]"
WINDOW = "orders: [{at: '20:00', peek: window}]"
KILL_201 = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: home}}]"


def refused_at(message: str, word: str, who: str = "Tom") -> None:
    problems = problems_of(who, message, GAME)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


def set_aside(message: str, said: str, who: str = "Tom") -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.ok, [str(p) for p in parsed.problems]
    assert any(said in a for a in parsed.aside), parsed.said_back


# -- a reason said beside an order ------------------------------------------------------------------
REASONS = [
    ("Tom", "at 9 I'll go to the garden because it's usually quiet there", GARDEN, "because"),
    ("Tom", "9pm garden cause nobody ever goes there lol", GARDEN, "cause nobody"),
    ("Tom", "at 9 go to the garden cuz 刘洋 is always there", GARDEN, "cuz"),
    ("Tom", "common room at 9 since everybody hangs out there, back home at 10", COMMON_HOME, "since"),
    ("Tom", "at 9 the common room (because people come by), at 10 home", COMMON_HOME, "because"),
    ("Tom", "window all night bc I don't trust anyone", WINDOW, "bc"),
    ("Tom", "I'll watch from my window all night, since I'm scared of 赵强", WINDOW, "since"),
]


@pytest.mark.parametrize(("who", "message", "expect", "said"), REASONS, ids=[r[1] for r in REASONS])
def test_a_reason_said_beside_an_order_is_set_aside_and_said(
    who: str, message: str, expect: str, said: str
) -> None:
    """ "because ...", "cause ...", "since ..." (not before a time) to the end of its clause says
    why, never what to do: set aside whole and said on the ignored line."""
    reads_as(who, message, expect)
    set_aside(message, said, who)


REASONS_THAT_COULD_BE_ORDERS = [
    ("at 9 go to the lawn because I want to kill 刘洋 there", "because"),  # a kill
    ("at 9 go to the common room cause from there I can watch the garden", "there"),  # a look
    ("at 9 go to the lawn bc I won't open the door to anyone", "door"),  # the door
    ("at 9 go to the lawn because I'll stay there until 10 maybe", "maybe"),  # a stay of one's own
    ("at 9 go to the lawn since if 刘洋 is alone there", "if"),  # a condition
]


@pytest.mark.parametrize(("message", "word"), REASONS_THAT_COULD_BE_ORDERS)
def test_a_reason_that_could_hold_an_order_is_never_set_aside(message: str, word: str) -> None:
    """A reason holding a kill, a look, the door, the sender's own going or a condition may be the
    order the player means: read as before, or refused at the word, never set aside."""
    refused_at(message, word)


def test_since_before_a_time_is_still_from_then() -> None:
    reads_as("Tom", "since 9 I'm in the garden", GARDEN)


# -- a word of English no typing slip makes ---------------------------------------------------------
MEANT_AS_ITSELF = [
    ("Tom", "this is my first game so be gentle lol. at 9 go to the garden", GARDEN, "game"),
    ("Tom", "gonna lay low tonight. window all night", WINDOW, "lay low"),
    ("Tom", "hope that's ok! at 9 go to the garden", GARDEN, "hope"),
    ("Tom", "at 9 go to the garden. what a game this is lol", GARDEN, "game"),
    ("Tom", "I'll lay low and just keep to my window all night", WINDOW, "lay low"),
]


@pytest.mark.parametrize(
    ("who", "message", "expect", "said"), MEANT_AS_ITSELF, ids=[r[1] for r in MEANT_AS_ITSELF]
)
def test_a_word_of_english_no_slip_makes_is_meant_as_itself(
    who: str, message: str, expect: str, said: str
) -> None:
    """A word of English one letter from a word of the orders is meant as itself when the letter
    that differs is far from it on the keyboard (game / same) or the word is written ten times as
    often (lay / slay, hope / nope): set aside with the chat around it."""
    reads_as(who, message, expect)
    set_aside(message, said, who)


STILL_SLIPS = [
    ("at 9 go to the garden, watch through the widow", "widow"),  # window: n dropped
    ("at 10 go to 201 and ill 刘洋 if he's alone", ""),  # kill: k dropped, kill far commoner
    ("at 9 go to the garden. leek", "leek"),  # peek: l beside p, and peek the commoner
    ("at 10 go to 201, kil 刘洋 if he's alone", "kil"),
]


@pytest.mark.parametrize(("message", "word"), STILL_SLIPS)
def test_a_word_a_slip_could_make_of_a_word_of_the_orders_is_still_refused(message: str, word: str) -> None:
    """A key beside the one meant, or a letter dropped from a word far more common: a slip,
    refused at the word ("did you mean ...?"), never set aside."""
    refused_at(message, word)


# -- staying in said as not going out, however the negation stands ---------------------------------
STAYING_IN = [
    ("Tom", "tonight I not go out. window all night", WINDOW),
    ("Tom", "I dont go out tonight, just the window all night", WINDOW),
    ("Tom", "I do not leave my room. window all night", WINDOW),
    ("Tom", "I will not step outside tonight, window all night", WINDOW),
    ("Tom", "I never go out, window all night", WINDOW),
    ("Tom", "im not heading out tonight. window all night", WINDOW),
]


@pytest.mark.parametrize(("who", "message", "expect"), STAYING_IN, ids=[r[1] for r in STAYING_IN])
def test_not_going_out_said_any_way_is_staying_in(who: str, message: str, expect: str) -> None:
    """A negation before a verb of going out or of leaving one's room ("I not go out", "I do not
    leave my room") is staying in, as "not going out" is."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["I not go out. at 9 go to the garden", "I do not leave my room. 9pm lawn, 10pm home"]
)
def test_not_going_out_in_a_message_that_goes_out_is_still_refused(message: str) -> None:
    """In a message that goes out anyway, the negation is what it says: refused at it."""
    refused_at(message, "not")


# -- a plan's heading that takes the last message back ---------------------------------------------
HOME_10 = "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"
HEADINGS = [
    ("Tom", "ok forget that last one. new plan: 9 garden, 10 home", HOME_10),
    ("Tom", "ignore the previous one. garden at 9, home at 10", HOME_10),
    ("Tom", "Sorry, I change my plan. at 9 garden, at 10 home", HOME_10),
    ("Tom", "I correct my message before: 9pm garden, 10pm home", HOME_10),
    ("Tom", "oops, scrap my last msg. 9 garden then 10 home", HOME_10),
    ("Tom", "correction to my earlier message: garden 9, home 10", HOME_10),
    ("Tom", "changed my mind: 9 garden, 10 home", HOME_10),
]


@pytest.mark.parametrize(("who", "message", "expect"), HEADINGS, ids=[r[1] for r in HEADINGS])
def test_a_heading_taking_the_last_message_back_is_set_aside(who: str, message: str, expect: str) -> None:
    """Taking back the message before, or saying the plan changed, at the start: this message is
    the whole order file anyway; set aside and said."""
    reads_as(who, message, expect)


def test_a_change_of_plan_after_the_orders_is_still_refused() -> None:
    """After an order ("9 garden. I change my plan: 10 home": which order?) it is no heading."""
    refused_at("9 garden. I change my plan: 10 home", "change")


# -- "down to" / "up to" a place opening a clause ---------------------------------------------------
DOWN_TO = [
    (
        "Tom",
        "8pm garden. 9:30 down to the lawn. 10:30 back home",
        "orders: [{at: '20:00', go: garden}, {at: '21:30', go: lawn}, {at: '22:30', go: home}]",
    ),
    (
        "Tom",
        "9 garden, then down to the lawn at 10",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: lawn}]",
    ),
    (
        "Tom",
        "at 9 down to the garden via the east stairs",
        "orders: [{at: '21:00', go: garden, via: [east-stairs]}]",
    ),
    ("Tom", "9:30 up to my room, window", "orders: [{at: '21:30', go: home, peek: window}]"),
    ("Tom", "10pm down to the common room", "orders: [{at: '22:00', go: '204'}]"),
]


@pytest.mark.parametrize(("who", "message", "expect"), DOWN_TO, ids=[r[1] for r in DOWN_TO])
def test_down_to_a_place_opening_a_clause_is_going_there(who: str, message: str, expect: str) -> None:
    """ "down" or "up" right after a time, "then" or "and", before "to" and a place: going there."""
    reads_as(who, message, expect)


# -- meeting someone, then "and" they are alone ------------------------------------------------------
STANDING = "standing: [{kill: 刘洋, if: alone}]"
MET_AND_ALONE = [
    ("Tom", "all night: if I meet 刘洋 and he is alone, I kill him", STANDING),
    ("Tom", "all night, if I run into 刘洋 and he's by himself, kill him", STANDING),
    ("Tom", "whole night long, whenever I meet 刘洋 and nobody else is around, kill", STANDING),
    ("Tom", "all night: if I find 刘洋 and no one else is there, kill him", STANDING),
    ("Tom", "all night, when I see 刘洋 and he's on his own, kill him", STANDING),
    (
        "Tom",
        "all night: if I bump into 刘洋 and he's alone I kill him. 9 garden, 10 home",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]\nstanding: [{kill: 刘洋, if: alone}]",
    ),
]


@pytest.mark.parametrize(("who", "message", "expect"), MET_AND_ALONE, ids=[r[1] for r in MET_AND_ALONE])
def test_meeting_someone_and_then_they_are_alone_is_meeting_them_alone(
    who: str, message: str, expect: str
) -> None:
    """ "if I meet X and he is alone", "and nobody else is around": X met alone, the kill that holds
    all night. It was an order at 20:00, the kill tried only where one stood (a misread)."""
    reads_as(who, message, expect)


def test_meeting_someone_and_another_alone_is_still_refused() -> None:
    """Another person named after "and" is a second condition, never the one met."""
    refused_at("all night: if I meet 刘洋 and Lily is alone, kill him", "Lily")


# -- whoever is around, said as not caring -----------------------------------------------------------
KILL_ALWAYS = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: always}]"
NOT_CARING = [
    ("Tom", "at 10 go to 201, kill 刘洋 if he's in, don't care who else is there", KILL_ALWAYS),
    ("Tom", "at 10 go to 201 and kill 刘洋, it doesn't matter other people", KILL_ALWAYS),
    ("Tom", "at 10 I go 201 and I kill 刘洋 even if other people there", KILL_ALWAYS),
    ("Tom", "10pm 201, kill 刘洋 with or without company", KILL_ALWAYS),
    ("Tom", "at 10 go to 201, kill 刘洋 whether he's alone or not", KILL_ALWAYS),
    ("Tom", "at 10 go to 201 and kill 刘洋, I do not care if anyone else is around", KILL_ALWAYS),
    ("Tom", "at 10 go to 201, kill 刘洋 witnesses or not", KILL_ALWAYS),
]


@pytest.mark.parametrize(("who", "message", "expect"), NOT_CARING, ids=[r[1] for r in NOT_CARING])
def test_whoever_is_around_said_as_not_caring_is_always(who: str, message: str, expect: str) -> None:
    """ "don't care who else is there", "it doesn't matter other people", "even if other people
    there", "with or without company", "whether he's alone or not": the kill whoever is around."""
    reads_as(who, message, expect)


# -- failures joined by "or", said as non-native players do ------------------------------------------
KILL_201_LAWN = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: lawn}}]"
FAILURES = [
    (
        "Tom",
        "at 10 go to 201, if 刘洋 alone I kill him. If not alone or nobody open, I go the lawn",
        KILL_201_LAWN,
    ),
    (
        "Tom",
        "at 10 go to 201, kill 刘洋 if he's alone; if anyone else is there or he doesn't answer, lawn",
        KILL_201_LAWN,
    ),
    (
        "Tom",
        "at 10 go to 201 and kill 刘洋 if alone, if not alone or no one opens go to the lawn",
        KILL_201_LAWN,
    ),
    (
        "Tom",
        "at 10 I go 201, if 刘洋 is alone I kill him, if he does not answer or has company, lawn",
        KILL_201_LAWN,
    ),
    (
        "Tom",
        "10pm 201: kill 刘洋 if he's alone. if somebody else is there or he doesn't answer -> lawn",
        KILL_201_LAWN,
    ),
]


@pytest.mark.parametrize(("who", "message", "expect"), FAILURES, ids=[r[1] for r in FAILURES])
def test_failures_joined_by_or_said_plainly_are_the_kills_otherwise(
    who: str, message: str, expect: str
) -> None:
    """ "if not alone or nobody open", "if anyone else is there or he doesn't answer": every way the
    kill on someone alone can fail, its one otherwise."""
    reads_as(who, message, expect)


# -- "if ... then ..." -------------------------------------------------------------------------------
PRESENT_ELSE = "orders: [{at: '21:00', go: '205', if: {present: 张伟}, else: {go: garden}}]"
IF_THEN = [
    ("Tom", "at 9 go to 205, if 张伟 is not there then go to the garden", PRESENT_ELSE),
    ("Tom", "9pm room 205, if 张伟 not there then garden", PRESENT_ELSE),
    ("Tom", "at 9 go to 205 and if 张伟 is out then the garden", PRESENT_ELSE),
    (
        "Tom",
        "at 9 I go 205, if nobody opens then I go to the garden",
        "orders: [{at: '21:00', go: '205', else: {go: garden}}]",
    ),
    ("Tom", "at 10 go to 201, if 刘洋 is alone then kill him, if not then home", KILL_201),
]


@pytest.mark.parametrize(("who", "message", "expect"), IF_THEN, ids=[r[1] for r in IF_THEN])
def test_then_ending_a_condition_says_nothing_more(who: str, message: str, expect: str) -> None:
    """The "then" of "if ... then ..." right after the condition: what follows is what it does."""
    reads_as(who, message, expect)


# -- the door said shut with "is", nobody may enter, the others "no" --------------------------------
DOORS = [
    ("Tom", "door's shut to everyone before 10. at 9 garden", "door: closed\n" + GARDEN),
    ("Tom", "my door is locked for everybody. at 9 garden", "door: closed\n" + GARDEN),
    ("Tom", "Nobody can enter my room before 10 o'clock. at 9 garden", "door: closed\n" + GARDEN),
    ("Tom", "no one may come in before 10, at 9 garden", "door: closed\n" + GARDEN),
    (
        "Tom",
        "my door is only open for Lily before 10, other people no. at 9 garden",
        "door: [Lily]\n" + GARDEN,
    ),
    ("Tom", "door open only for Lily, for the others closed. at 9 garden", "door: [Lily]\n" + GARDEN),
    ("Tom", "only open for Lily, everybody else not allowed. at 9 garden", "door: [Lily]\n" + GARDEN),
]


@pytest.mark.parametrize(("who", "message", "expect"), DOORS, ids=[r[1] for r in DOORS])
def test_the_door_said_with_is_or_enter_or_the_others_no(who: str, message: str, expect: str) -> None:
    """ "door's shut", "nobody can enter my room", and after a door only for some "other people no",
    "for the others closed": the night's door rule."""
    reads_as(who, message, expect)


def test_the_others_no_without_a_door_for_some_is_still_refused() -> None:
    """ "other people no" with no door only for some before it (no to what?) is not guessed."""
    refused_at("at 9 garden. other people no", "no")


# -- a heading naming the timed list after its colon --------------------------------------------------
HEADED = [
    ("Tom", "moves: 9pm garden, 10pm home", HOME_10),
    ("Tom", "Where I go: 9:00 garden, 10:00 home", HOME_10),
    ("Tom", "door locked. schedule: 9 garden, 10 home", "door: closed\n" + HOME_10),
    ("Tom", "My movements tonight: at 9 garden, at 10 home", HOME_10),
    ("Tom", "all night, if I meet 刘洋 alone, kill him. Moves: 9 garden, 10 home", HOME_10 + "\n" + STANDING),
]


@pytest.mark.parametrize(("who", "message", "expect"), HEADED, ids=[r[1] for r in HEADED])
def test_a_heading_naming_the_timed_list_is_set_aside(who: str, message: str, expect: str) -> None:
    """ "moves:", "where I go:", "schedule:" opening a sentence before a timed list: set aside."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "word"), [("the usual: 9 garden", "usual"), ("never: 9 garden", "never")]
)
def test_a_heading_that_could_change_the_orders_is_still_refused(message: str, word: str) -> None:
    """A heading holding a reference to other orders or a negation is refused at it, as before."""
    refused_at(message, word)
