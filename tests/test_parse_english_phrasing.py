"""English phrasing as players write it (issue 22, English phrasing): verbs and phrases read by
class, not one message at a time; each class has five paraphrases or more of our own.
docs/PARSING.md, *English phrasing by class*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps alone in 203 (window: the lawn,
peephole: the corridor) and targets 陈美玲 (207, with Lily) and 刘洋 (Liu Yang, 201 with 王建国)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"

# -- what someone else does, without the third person's -s -----------------------------------
AGREEMENT = [
    (
        "Tom",
        "9pm go to 201 to visit Liu Yang. if nobody open, go to the garden",
        "orders: [{at: '21:00', go: '201', else: {go: garden}}]",
    ),
    (
        "Tom",
        "at 9 knock on 207, if no one answer go back home",
        "orders: [{at: '21:00', go: '207', else: {go: home}}]",
    ),
    (
        "Tom",
        "at 9 I go to 201, if he don't open I go to the lawn",
        "orders: [{at: '21:00', go: '201', else: {go: lawn}}]",
    ),
    (
        "Tom",
        "9:30 knock at 207. if she don't answer, go home",
        "orders: [{at: '21:30', go: '207', else: {go: home}}]",
    ),
    (
        "Tom",
        "at 9 visit Liu Yang, if nobody answer the door go to the common room",
        "orders: [{at: '21:00', go: '201', else: {go: '204'}}]",
    ),
]


@cases(AGREEMENT)
def test_what_someone_else_does_said_without_its_s_is_that(who: str, message: str, expect: str) -> None:
    """``if nobody open``, ``if he don't open``: the verb as non-native players agree it."""
    reads_as(who, message, expect)


# -- whoever is around, said with "whether" --------------------------------------------------
WHETHER = [
    (
        "Tom",
        "10:20 go to 201 and kill Liu Yang whether or not anyone else is there",
        "orders: [{at: '22:20', go: '201', kill: 刘洋, if: always}]",
    ),
    (
        "Tom",
        "at 10 go to 207, kill 陈美玲 whether anybody is around or not",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: always}]",
    ),
    (
        "Tom",
        "at 10 go to 201 and kill Liu Yang no matter if somebody sees",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: always}]",
    ),
    (
        "Tom",
        "at 10 go to 207; kill 陈美玲, regardless of whether others are there",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: always}]",
    ),
    (
        "Tom",
        "10pm 201, kill Liu Yang even if someone else is around",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: always}]",
    ),
]


@cases(WHETHER)
def test_whoever_is_around_said_with_whether_is_always(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- staying said by what one does there -----------------------------------------------------
STAYING = [
    (
        "Tom",
        "lurk on the lawn from 8pm, at 9 go back to my room & peek out the window",
        "orders: [{at: '20:00', go: lawn}, {at: '21:00', go: home, peek: window}]",
    ),
    (
        "Tom",
        "at 8 hide in my room and watch the corridor, at 9 the garden",
        "orders: [{at: '20:00', go: home, peek: peephole}, {at: '21:00', go: garden}]",
    ),
    (
        "Tom",
        "8:30 loiter in the common room, 9:30 linger on the lawn",
        "orders: [{at: '20:30', go: '204'}, {at: '21:30', go: lawn}]",
    ),
    (
        "Tom",
        "at 9 go to the garden, at 10 I sleep in my room",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 skulking about in the garden, at 10 resting in my room",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 loitering on the lawn, 9:40 home",
        "orders: [{at: '21:00', go: lawn}, {at: '21:40', go: home}]",
    ),
]


@cases(STAYING)
def test_staying_said_by_what_one_does_there_is_being_there(who: str, message: str, expect: str) -> None:
    """``lurk on the lawn``, ``hide in my room``, ``sleep in my room``: being there."""
    reads_as(who, message, expect)


STOP_LOOKING = [
    (
        "Tom",
        "8:00 look out the window, 9:00 stop looking and just chat, 10:00 look out the window again",
        "orders: [{at: '20:00', peek: window}, {at: '21:00'}, {at: '22:00', peek: window}]",
    ),
    (
        "Tom",
        "watch the corridor from 8, at 9 stop watching",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00'}]",
    ),
    (
        "Tom",
        "8pm peephole. 9pm no more peeking, 10pm window",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00'}, {at: '22:00', peek: window}]",
    ),
    (
        "Tom",
        "window at 8, quit spying at 9:30",
        "orders: [{at: '20:00', peek: window}, {at: '21:30'}]",
    ),
    (
        "Tom",
        "8:00 watching the corridor, 8:30 stopped looking out",
        "orders: [{at: '20:00', peek: peephole}, {at: '20:30'}]",
    ),
]


@cases(STOP_LOOKING)
def test_no_more_looking_is_staying_without_a_peek(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


NOTHING = [
    ("Tom", "nothing tonight, I just sleep in my room. no peeking", "orders: [{at: '20:00', go: home}]"),
    ("Tom", "Nothing for me tonight.", "orders: [{at: '20:00'}]"),
    ("Tom", "hi GM, no plans tonight, thanks", "orders: [{at: '20:00'}]"),
    ("Tom", "nothing this time, I stay in", "orders: [{at: '20:00'}]"),
    ("Tom", "no moves this evening", "orders: [{at: '20:00'}]"),
    ("Tom", "nothing for me this evening, cheers", "orders: [{at: '20:00'}]"),
]


@cases(NOTHING)
def test_nothing_tonight_is_no_orders(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- walking round a place --------------------------------------------------------------------
ROUND = [
    ("Tom", "8:20 stroll round the garden", "orders: [{at: '20:20', go: garden}]"),
    ("Tom", "at 9 I'll wander round the lawn", "orders: [{at: '21:00', go: lawn}]"),
    (
        "Tom",
        "8:30 amble about on the lawn, 9:30 potter round the garden",
        "orders: [{at: '20:30', go: lawn}, {at: '21:30', go: garden}]",
    ),
    (
        "Tom",
        "at 9 wandered round the garden, at 10 home",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
    ),
    ("Tom", "at 9 mooching round the garden", "orders: [{at: '21:00', go: garden}]"),
]


@cases(ROUND)
def test_walking_round_a_place_is_going_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- the door only for some, without its article -----------------------------------------------
DOOR_ONLY = [
    (
        "Tom",
        "open door only for Lily before 10pm. 9:00 garden",
        "door: [Lily]\norders: [{at: '21:00', go: garden}]",
    ),
    ("Tom", "only open door for Lily. at 9 the garden", "door: [Lily]\norders: [{at: '21:00', go: garden}]"),
    (
        "Tom",
        "I'll open my door only to Lily. 9pm garden",
        "door: [Lily]\norders: [{at: '21:00', go: garden}]",
    ),
    ("Tom", "answer door only for Lily, 9pm garden", "door: [Lily]\norders: [{at: '21:00', go: garden}]"),
    (
        "Tom",
        "before 10 pm door closed for everybody. 8:00 peephole, 9:00 window",
        "door: closed\norders: [{at: '20:00', peek: peephole}, {at: '21:00', peek: window}]",
    ),
    ("Tom", "only opening door for Lily. 9pm garden", "door: [Lily]\norders: [{at: '21:00', go: garden}]"),
]


@cases(DOOR_ONLY)
def test_the_door_said_without_its_article_is_the_door(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- a time before a colon -----------------------------------------------------------------------
COLON = [
    (
        "Tom",
        "quarter past eight to quarter to ten: meet Liu Yang alone, kill him.",
        "standing: [{kill: 刘洋, if: alone, from: '20:15', until: '21:45'}]",
    ),
    (
        "Tom",
        "ten past nine: garden. twenty to eleven: home",
        "orders: [{at: '21:10', go: garden}, {at: '22:40', go: home}]",
    ),
    ("Tom", "from 8 to twenty to ten: window", "orders: [{at: '20:00', peek: window}, {at: '21:40'}]"),
    (
        "Tom",
        "half past nine: the lawn, of course via the east stairs",
        "orders: [{at: '21:30', go: lawn, via: [east-stairs]}]",
    ),
    (
        "Tom",
        "twenty past eight: peephole; ten to ten: garden",
        "orders: [{at: '20:20', peek: peephole}, {at: '21:50', go: garden}]",
    ),
]


@cases(COLON)
def test_a_time_said_in_words_before_a_colon_is_that_time(who: str, message: str, expect: str) -> None:
    """``quarter to ten:`` was no time (a colon after the hour was read as its minutes to come)."""
    reads_as(who, message, expect)


# -- am and pm are words of their own -------------------------------------------------------------
AMBLE = [
    ("Tom", "8:30 amble about on the lawn", "orders: [{at: '20:30', go: lawn}]"),
    ("Tom", "at 9 amble to the lawn", "orders: [{at: '21:00', go: lawn}]"),
    ("Tom", "9:30 ambling over to the garden", "orders: [{at: '21:30', go: garden}]"),
    (
        "Tom",
        "8:00 amble round the garden, 9:00 home",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home}]",
    ),
    ("Tom", "10 ambled back to my room", "orders: [{at: '22:00', go: home}]"),
]


@cases(AMBLE)
def test_a_word_starting_with_am_after_a_time_is_no_am(who: str, message: str, expect: str) -> None:
    """``8:30 amble`` was 8:30 am (and "ble"): am and pm only as words of their own."""
    reads_as(who, message, expect)


# -- his / her / their room, door or place -------------------------------------------------------
THEIR_ROOM = [
    (
        "Tom",
        "at 9 visit Liu Yang in his room, if he's alone kill him",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "at 9 I go see Liu Yang. knock on his door, if he is alone kill him",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "at 9 call on Liu Yang at his place and kill him if he's alone",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "at 10 go see 陈美玲 at her place; if she's by herself, kill her",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: alone}]",
    ),
    (
        "Tom",
        "at 9 I drop in on Liu Yang in his room; if he is alone, stab him, otherwise go home",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone, else: {go: home}}]",
    ),
]


@cases(THEIR_ROOM)
def test_his_or_her_room_door_or_place_is_that_persons_room(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- a visit of a room ------------------------------------------------------------------------------
VISIT_ROOM = [
    ("Tom", "at 9 visit 207", "orders: [{at: '21:00', go: '207'}]"),
    (
        "Tom",
        "at 9 visiting room 201, at 10 home",
        "orders: [{at: '21:00', go: '201'}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "8:30 visit 201 and kill Liu Yang if he's alone",
        "orders: [{at: '20:30', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "9pm visit 207. if nobody opens, go home",
        "orders: [{at: '21:00', go: '207', else: {go: home}}]",
    ),
    ("Tom", "Tom visits 205 at 9:30", "orders: [{at: '21:30', go: '205'}]"),
]


@cases(VISIT_ROOM)
def test_a_visit_of_a_room_is_going_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "be in the garden by 9",
        "at 8 window, back home by 9:30",
        "get to the lawn by 10",
    ],
)
def test_by_a_time_is_refused_as_a_vague_time(message: str) -> None:
    """``by 9`` after the order it ends is a deadline (at 9, or before?): never guessed, refused at
    ``by 9`` as a vague time. ("by 9 go to the garden", opening its clause, is the order's time since
    the English texting round: tests/test_parse_english_texted.py.)"""
    parsed = parse_message(message, GAME, 1, "Tom", game_map(GAME))
    first = parsed.problems[0]  # quoted with the time it rounds: "by 9"
    assert first.quote.startswith("by ") and first.quote[3:] in message, [str(p) for p in parsed.problems]
    assert first.kind == "vague_time"


# -- "meanwhile" before a time -----------------------------------------------------------------------
MEANWHILE = [
    (
        "Tom",
        "All evening: if I bump into Liu Yang alone, kill him.\nMeanwhile: 8:40 garden, 9:40 lawn.",
        "orders: [{at: '20:40', go: garden}, {at: '21:40', go: lawn}]\nstanding: [{kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "kill Liu Yang wherever I meet him alone. In the meantime, 9:00 garden",
        "orders: [{at: '21:00', go: garden}]\nstanding: [{kill: 刘洋, if: alone}]",
    ),
    ("Tom", "door shut. meanwhile 9pm lawn", "door: closed\norders: [{at: '21:00', go: lawn}]"),
    (
        "Tom",
        "meantime: 8:30 window, 9:30 peephole",
        "orders: [{at: '20:30', peek: window}, {at: '21:30', peek: peephole}]",
    ),
    ("Tom", "Meanwhile, at 10 home.", "orders: [{at: '22:00', go: home}]"),
    ("Tom", "Meanwhile at 9:30 lawn", "orders: [{at: '21:30', go: lawn}]"),
    ("Tom", "lawn at 9. meanwhile, 10pm home", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"),
]


@cases(MEANWHILE)
def test_meanwhile_right_before_a_time_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)
    said = parse_message(message, GAME, 1, who, game_map(GAME)).aside
    assert any(a.lower() in ("meanwhile", "in the meantime", "meantime") for a in said), said


def test_meanwhile_anywhere_else_is_still_refused() -> None:
    """``At 10 go to the lawn. Meanwhile, watch the corridor``: during what? Not guessed."""
    parsed = parse_message(
        "At 10 go to the lawn. Meanwhile, watch the corridor.", GAME, 1, "Tom", game_map(GAME)
    )
    assert "Meanwhile" in [p.quote for p in parsed.problems]


# -- "tonight" right after the door ----------------------------------------------------------------
DOOR_TONIGHT = [
    (
        "Tom",
        "Door closed to everyone tonight (before 10). I stay in all night peeking through the peephole.",
        "door: closed\norders: [{at: '20:00', peek: peephole}]",
    ),
    (
        "Tom",
        "door shut to everyone tonight, before 10. all night at my window",
        "door: closed\norders: [{at: '20:00', peek: window}]",
    ),
    (
        "Tom",
        "Door closed to everyone tonight (before 10 of course). I stay in all night watching the corridor.",
        "door: closed\norders: [{at: '20:00', peek: peephole}]",
    ),
    (
        "Tom",
        "door locked for everybody tonight before 10. I watch the lawn from my window all night",
        "door: closed\norders: [{at: '20:00', peek: window}]",
    ),
    (
        "Tom",
        "keep my door shut to anyone tonight, before 10. all night peephole.",
        "door: closed\norders: [{at: '20:00', peek: peephole}]",
    ),
]


@cases(DOOR_TONIGHT)
def test_tonight_right_after_the_door_is_the_doors(who: str, message: str, expect: str) -> None:
    """``door closed to everyone tonight (before 10)`` then an all-night order: "tonight" was an
    order of its own that "before 10" ended, adding a "stay" at 22:00 nobody said (a misread)."""
    reads_as(who, message, expect)


# -- a plan's heading at the message's start ---------------------------------------------------------
HEADING = [
    (
        "Tom",
        "wait, actually scrap what I said before. new plan: lawn at 10:00 via the east stairs,"
        " back home 10:30",
        "orders: [{at: '22:00', go: lawn, via: [east-stairs]}, {at: '22:30', go: home}]",
    ),
    (
        "Tom",
        "new plan: lawn at 10, back home 10:30",
        "orders: [{at: '22:00', go: lawn}, {at: '22:30', go: home}]",
    ),
    ("Tom", "Hi GM! scrap what I said before. new plan: 9pm garden", "orders: [{at: '21:00', go: garden}]"),
    (
        "Tom",
        "Change of plans: 9pm lawn, 10pm home",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("Tom", "ignore my last message. updated orders: at 9 the garden", "orders: [{at: '21:00', go: garden}]"),
]


@cases(HEADING)
def test_a_plans_heading_at_the_start_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)
    assert parse_message(message, GAME, 1, who, game_map(GAME)).aside


# -- "if he opens and ..." ----------------------------------------------------------------------------
OPENS_AND = [
    (
        "Tom",
        "at 10 knock on Liu Yang's door. If he lets me in and he's alone, I kill him.",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "10pm: go to Liu Yang's room; if he answers and nobody's with him, kill him; otherwise head home",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: home}}]",
    ),
    (
        "Tom",
        "at 9 visit 陈美玲, if she opens and she is alone, kill her",
        "orders: [{at: '21:00', go: '207', kill: 陈美玲, if: alone}]",
    ),
    (
        "Tom",
        "at 9:30 drop in on Liu Yang. If he opens the door and he's by himself, stab him.",
        "orders: [{at: '21:30', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "at 10 go see 陈美玲. if she answers the door and she's on her own, finish her off",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: alone}]",
    ),
]


@cases(OPENS_AND)
def test_if_they_open_and_then_a_condition_is_that_condition(who: str, message: str, expect: str) -> None:
    """The kill of a visit is tried inside the room, once the door is open: "if he opens and" says
    nothing more than the condition after it."""
    reads_as(who, message, expect)


# -- "return" with no place ----------------------------------------------------------------------------
RETURN = [
    (
        "Tom",
        "8:00 I stay in my room. 8:30 I go to the common room. 9:30 I return.",
        "orders: [{at: '20:00', go: home}, {at: '20:30', go: '204'}, {at: '21:30', go: home}]",
    ),
    (
        "Tom",
        "I am going to the garden at 21:00 and return at 22:00.",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
    ),
    ("Tom", "at 9 garden, return at 10", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
    ("Tom", "lawn 9pm, returning 9:40", "orders: [{at: '21:00', go: lawn}, {at: '21:40', go: home}]"),
    (
        "Tom",
        "at 9 the common room. at 10 I returned.",
        "orders: [{at: '21:00', go: '204'}, {at: '22:00', go: home}]",
    ),
]


@cases(RETURN)
def test_return_with_no_place_is_going_back(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


HANG_ABOUT = [
    (
        "Tom",
        "at 9 go to the lawn, hang about there till 10",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("Tom", "at 9 hang about on the lawn", "orders: [{at: '21:00', go: lawn}]"),
    ("Tom", "9pm stick round the garden", "orders: [{at: '21:00', go: garden}]"),
    (
        "Tom",
        "at 9 the garden, hanging about there until 9:30",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: home}]",
    ),
    ("Tom", "could you have me go to the garden at 9 please", "orders: [{at: '21:00', go: garden}]"),
]


@cases(HANG_ABOUT)
def test_hanging_about_a_place_is_being_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- what one goes to do with someone, after the going's time ----------------------------------------
PURPOSE = [
    ("Tom", "pop over to 201 at 9 to chat with Liu Yang", "orders: [{at: '21:00', go: '201'}]"),
    (
        "Tom",
        "head to 207 at 9:30 to talk to Lily, then home at 10",
        "orders: [{at: '21:30', go: '207'}, {at: '22:00', go: home}]",
    ),
    ("Tom", "swing by 201 at 9 to have a chat with Liu Yang", "orders: [{at: '21:00', go: '201'}]"),
    ("Tom", "drop in at 207 at 10 to play cards with Lily", "orders: [{at: '22:00', go: '207'}]"),
    (
        "Tom",
        "go to 201 at 9 to chat with Liu Yang and kill him if he's alone",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone}]",
    ),
]


@cases(PURPOSE)
def test_what_one_goes_to_do_with_someone_after_the_time_is_the_visit(
    who: str, message: str, expect: str
) -> None:
    """``pop over to 201 at 9 to chat with Liu Yang``: the time between the going and its purpose
    ("to chat with X") keeps them one order, as ``at 9 pop over to 201 to chat with Liu Yang``."""
    reads_as(who, message, expect)


# -- "after" a time, right after its order ------------------------------------------------------------
AFTER = [
    (
        "Tom",
        "window from 8 to 10, peephole after 10",
        "orders: [{at: '20:00', peek: window}, {at: '22:00', peek: peephole}]",
    ),
    (
        "Tom",
        "garden from 8 to 9, lawn after 9",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: lawn}]",
    ),
    ("Tom", "lawn at 9, back home after 10", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"),
    (
        "Tom",
        "garden from 8:30 to 9:30, home after 9:30",
        "orders: [{at: '20:30', go: garden}, {at: '21:30', go: home}]",
    ),
    (
        "Tom",
        "peephole from 8 to 9, lawn after 9",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: lawn}]",
    ),
]


@cases(AFTER)
def test_after_a_time_right_after_its_order_is_that_orders_time(who: str, message: str, expect: str) -> None:
    """``peephole after 10``: from 22:00, as ``peephole at 10`` and ``after 10 peephole`` are."""
    reads_as(who, message, expect)
