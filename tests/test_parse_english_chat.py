"""English as players type it in a chat app (issue 22, English chat round): texting shorthand,
capitals and run-ons, bullet lists, sign-offs, a person's room said alone. Each class has five
paraphrases or more of our own (none from a corpus or a tuning set); every accepted one reads
into the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as typed in a chat*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): 张伟 sleeps alone in 205 (window: the lawn);
Tom is in 203, 赵强 in 209, Lily and 陈美玲 share 207."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

LAWN_HOME = "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"
SHORTHAND = [
    ("张伟", "gonna hit the lawn at 9 tho, back to my rm at 10", LAWN_HOME),
    ("张伟", "lawn @ 9, home @ 10 thx", LAWN_HOME),
    ("张伟", "lemme go to the lawn at 9 n home at 10", LAWN_HOME),
    ("张伟", "nvm, lawn at 9 then home at 10 pls", LAWN_HOME),
    ("张伟", "i wanna hit the lawn at 9 tho then my rm at 10", LAWN_HOME),
    (
        "张伟",
        "b4 9 stay in my rm, 9 lawn, 10 home",
        "orders: [{at: '20:00', go: home}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("张伟", "at 9 go to Tom's rm pls lol", "orders: [{at: '21:00', go: '203'}]"),
]


@cases(SHORTHAND)
def test_texting_shorthand_reads_as_the_words_it_stands_for(who: str, message: str, expect: str) -> None:
    """``w/``, ``rm``, ``@``, ``lemme``, ``n``, ``tho``, ``hit`` (a place), ``nvm`` opening the
    message: the words they stand for."""
    reads_as(who, message, expect)


NOT_KNOWING = [
    ("张伟", "idk just window all night i guess", "orders: [{at: '20:00', peek: window}]"),
    ("张伟", "lawn at 9, home at 10 idk", LAWN_HOME),
    ("张伟", "dunno, lawn at 9 then home at 10", LAWN_HOME),
    ("张伟", "lawn at 9 i guess, home at 10", LAWN_HOME),
    ("张伟", "idek. lawn @ 9, home @ 10 i suppose", LAWN_HOME),
]


@cases(NOT_KNOWING)
def test_i_dont_know_and_i_guess_are_set_aside_and_said(who: str, message: str, expect: str) -> None:
    """``idk``, ``dunno``, ``I guess``, ``I suppose``: the sender's state of mind, as "no idea" is;
    the orders are what they say. Set aside and listed on the echo's last line."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    ["lawn at 9, maybe", "not sure, lawn at 9", "lawn at 9 probably", "maybe lawn at 9", "lawn at 9 perhaps"],
)
def test_a_maybe_is_still_refused(message: str) -> None:
    """ "maybe", "probably", "not sure" say the order may not hold: refused at the word, as before."""
    problems = parse_message(message, GAME, 1, "张伟", INN).problems
    assert problems and problems[0].kind == "hedge", [str(p) for p in problems]


CAPS_AND_RUN_ONS = [
    ("张伟", "LAWN @ 9, HOME @ 10. TY", LAWN_HOME),
    ("张伟", "GONNA HIT THE LAWN AT 9 THEN HOME AT 10", LAWN_HOME),
    ("张伟", "lawn at 9 home at 10 ngl", LAWN_HOME),
    ("张伟", "at 9 lawn at 10 home thx", LAWN_HOME),
    ("张伟", "yo gm lawn 9 home 10 peace out", LAWN_HOME),
    (
        "张伟",
        "thx gm! lawn at 9, home 10, peephole till end",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home, peek: peephole}]",
    ),
]


@cases(CAPS_AND_RUN_ONS)
def test_capitals_and_run_ons_read_as_written(who: str, message: str, expect: str) -> None:
    """All capitals, no punctuation, a time after its place without "at" (``home 10``), thanks
    right after the last time (``home at 10 ty``: the comma before was read as a list of places)."""
    reads_as(who, message, expect)


BULLETS = [
    ("张伟", "• lawn at 9\n• home at 10", LAWN_HOME),
    ("张伟", "* lawn at 9\n* home at 10", LAWN_HOME),
    ("张伟", "◦ 9pm lawn\n◦ 10pm home", LAWN_HOME),
    ("张伟", "my orders:\n•9 lawn\n•10 home", LAWN_HOME),
    ("张伟", "‣ lawn @ 9 ‣ home @ 10", LAWN_HOME),
    ("张伟", "1) lawn at 9\n2) home at 10\n* thx", LAWN_HOME),
]


@cases(BULLETS)
def test_a_bullet_list_is_its_lines(who: str, message: str, expect: str) -> None:
    """A bullet (``•``, ``*``, ``◦``, ``‣``) is punctuation, as a dash or a list's number is."""
    reads_as(who, message, expect)


SIGN_OFFS = [
    ("张伟", "lawn at 9, home at 10 ty!", LAWN_HOME),
    ("张伟", "lawn at 9, home at 10. cheers mate", LAWN_HOME),
    ("张伟", "lawn at 9, home at 10\npeace out", LAWN_HOME),
    ("张伟", "lawn at 9, home at 10 xx", LAWN_HOME),
    ("张伟", "lawn at 9, home at 10. that's it from me, ttyl", LAWN_HOME),
    ("张伟", "lawn at 9, home at 10\n- Zhang Wei", LAWN_HOME),
]


@cases(SIGN_OFFS)
def test_a_sign_off_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    """Thanks and goodbyes at the end (``ty!``, ``cheers mate``, ``peace out``, ``xx``, ``ttyl``)
    and the sender's name: set aside and listed on the echo's last line."""
    reads_as(who, message, expect)


@pytest.fixture
def mandy_game(tmp_path: Path) -> Path:
    """The chat game with 陈美玲's English name declared (game.yaml ``nicknames:``)."""
    folder = tmp_path / "game"
    shutil.copytree(GAME, folder)
    with (folder / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  陈美玲: [Mandy]\n")
    return folder


@pytest.mark.parametrize(
    "message",
    [
        "lawn at 9, home at 10\n- Mandy",
        "Mandy here! lawn at 9, home at 10",
        "mandy: lawn at 9, home at 10",
        "lawn at 9, home at 10. thx, Mandy",
        "lawn at 9, home at 10 ~mandy",
    ],
)
def test_the_sender_signing_by_a_declared_name_is_set_aside(message: str, mandy_game: Path) -> None:
    reads_as("陈美玲", message, LAWN_HOME, mandy_game)


THEIR_ROOM_ALONE = [
    ("张伟", "9pm Tom's room", "orders: [{at: '21:00', go: '203'}]"),
    ("张伟", "Lily's rm at 9", "orders: [{at: '21:00', go: '207'}]"),
    ("张伟", "at 9 I'm going to 赵强's", "orders: [{at: '21:00', go: '209'}]"),
    (
        "张伟",
        "9pm 赵强's place, back home at 10",
        "orders: [{at: '21:00', go: '209'}, {at: '22:00', go: home}]",
    ),
    ("张伟", "lawn at 9, Tom's at 10", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: '203'}]"),
    (
        "张伟",
        "at 9 i'm going to Zhao Qiang's room, if he's alone kill him",
        "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone}]",
    ),
]


@cases(THEIR_ROOM_ALONE)
def test_a_persons_room_said_alone_is_going_there(who: str, message: str, expect: str) -> None:
    """``9pm Tom's room``, ``I'm going to 赵强's`` ("going to" an intention): the room said alone
    at a clause's start is going there, as ``the lawn`` alone is."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["at 9 hit Tom", "9pm hit 赵强 if he's alone", "hit him at 9"])
def test_hit_before_a_person_is_never_read(message: str) -> None:
    """``hit`` is going only before a place: before a person it may be a kill, never guessed."""
    assert parse_message(message, GAME, 1, "张伟", INN).problems


STAY_THERE = "orders: [{at: '21:00', go: lawn}, {at: '22:40', go: home}]"
HANGING_THERE = [
    ("张伟", "9pm lawn, hang there till 10:40, then home", STAY_THERE),
    ("张伟", "9pm lawn n hang out there until 10:40 then back to my rm", STAY_THERE),
    ("张伟", "at 9 the lawn, sit there till 10:40, home after that", STAY_THERE),
    ("张伟", "lawn at 9, chill there til 10:40, then home", STAY_THERE),
    ("张伟", "9pm lawn - hang around there until 10:40 - then home", STAY_THERE),
]


@cases(HANGING_THERE)
def test_hanging_there_until_a_time_is_staying_there(who: str, message: str, expect: str) -> None:
    """``hang there``, ``sit there``, ``chill there`` till a time: staying where one went, as
    ``stay there`` is ("hang" alone was read past and "there" refused)."""
    reads_as(who, message, expect)


HOME_PEEPHOLE = "orders: [{at: '20:00', go: home, peek: peephole}]"
STAYING_IN = [
    ("张伟", "sitting in my room all evening, peephole only", HOME_PEEPHOLE),
    ("张伟", "in my room all night, peephole only.", HOME_PEEPHOLE),
    ("张伟", "not going out tonight, peephole", "orders: [{at: '20:00', peek: peephole}]"),
    ("张伟", "im in all night, peephole only", "orders: [{at: '20:00', peek: peephole}]"),
    (
        "张伟",
        "not going out. peephole 8-9, window after",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', peek: window}]",
    ),
    (
        "张伟",
        "I'm in tonight. window 8-9, PEEPHOLE AFTER",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', peek: peephole}]",
    ),
]


@cases(STAYING_IN)
def test_staying_in_and_one_look_only_is_that_look_from_home(who: str, message: str, expect: str) -> None:
    """``peephole only`` (the look and nothing else), ``not going out``, ``im in all night``
    (staying in), ``window after`` (after that, the window)."""
    reads_as(who, message, expect)


REST_OF_THE_NIGHT = (
    "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: lawn}, "
    "{at: '22:00', go: home, peek: window}]"
)
APART_FROM_THAT = [
    (
        "张伟",
        "lawn at 9, back at 10. apart from that I just stay in my room peeking out the window",
        REST_OF_THE_NIGHT,
    ),
    ("张伟", "9pm lawn, 10pm home. Other than that I'm in my room on the window", REST_OF_THE_NIGHT),
    ("张伟", "lawn 9 to 10. besides that, stay in my room watching out the window", REST_OF_THE_NIGHT),
    ("张伟", "Apart from that: in my room, window. 9pm lawn, 10pm back home", REST_OF_THE_NIGHT),
    (
        "张伟",
        "lawn at 9, back at 10. the rest of the time I stay in my room peeking out the window",
        REST_OF_THE_NIGHT,
    ),
]


@cases(APART_FROM_THAT)
def test_apart_from_that_is_the_rest_of_the_night(who: str, message: str, expect: str) -> None:
    """ "Apart from that" at a sentence's start is the night's own order, resumed where the others
    end: going home at 10 is going back to the window (the look was lost at 22:00)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "9pm go to 209 and kill 赵强 if he's alone, apart from that go home",
        "9pm 209, kill 赵强 if alone other than that home",
    ],
)
def test_apart_from_that_inside_a_sentence_is_not_guessed(message: str) -> None:
    """Inside a sentence "apart from that" could be "otherwise": never read as the rest of the night."""
    assert parse_message(message, GAME, 1, "张伟", INN).problems


CLOCK_TALK = [
    ("张伟", "half nine: lawn. half ten: home", "orders: [{at: '21:30', go: lawn}, {at: '22:30', go: home}]"),
    (
        "张伟",
        "half eight garden, twenty to ten lawn, half ten home. ta",
        "orders: [{at: '20:30', go: garden}, {at: '21:40', go: lawn}, {at: '22:30', go: home}]",
    ),
    (
        "张伟",
        "in my room, window from 8. 10:20 lawn",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '22:20', go: lawn}]",
    ),
    ("张伟", "lawn at 2130, home at 22h30", "orders: [{at: '21:30', go: lawn}, {at: '22:30', go: home}]"),
    ("张伟", "lawn 9.30pm, home 10:30 p.m.", "orders: [{at: '21:30', go: lawn}, {at: '22:30', go: home}]"),
    (
        "张伟",
        "- 8 window\n- 9 sharp lawn\n- 10 home",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "张伟",
        "GARDEN AT 8.40, HOME AT 9.20 VIA THE WEST STAIRS, PEEPHOLE AFTER",
        "orders: [{at: '20:40', go: garden}, {at: '21:20', go: home, via: [west-stairs], peek: peephole}]",
    ),
    (
        "张伟",
        "stay in my room peeking out the window the whole first period; 9:00 lawn",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: lawn}]",
    ),
]


@cases(CLOCK_TALK)
def test_clock_talk_reads_to_the_minute(who: str, message: str, expect: str) -> None:
    """British half-hours before a colon (``half nine:``), a sentence's end before a time
    (``from 8. 10:20``: never 20:10 and 20), a time said after its place and its way, a period
    said last."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "lawn at 9ish",
        "lawn around 10",
        "lawn later",
        "at 9 lawn, later home",
        "lawn after dinner",
        "garden after supper, home later on",
    ],
)
def test_a_time_said_roughly_is_refused_as_vague(message: str) -> None:
    problems = parse_message(message, GAME, 1, "张伟", INN).problems
    assert problems and problems[0].kind == "vague_time", [str(p) for p in problems]


THERE_AGAIN = [
    (
        "张伟",
        "8pm 204 n watch the garden from the window there",
        "orders: [{at: '20:00', go: '204', peek: window}]",
    ),
    ("张伟", "204 from 8 and look out the window there", "orders: [{at: '20:00', go: '204', peek: window}]"),
    (
        "张伟",
        "COMMON ROOM AT 8 AND WINDOW THERE TILL THE END",
        "orders: [{at: '20:00', go: '204', peek: window}]",
    ),
    (
        "张伟",
        "9:50 go to the common room and kill 赵强 there if he's alone",
        "orders: [{at: '21:50', go: '204', kill: 赵强, if: alone}]",
    ),
    (
        "张伟",
        "at 9 go to the lawn and kill 赵强 there if he's on his own",
        "orders: [{at: '21:00', go: lawn, kill: 赵强, if: alone}]",
    ),
]


@cases(THERE_AGAIN)
def test_there_said_again_after_the_look_or_the_kill_is_the_place_gone_to(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


NAMES_AND_ROUTES = [
    ("张伟", "going 203 at 8:10", "orders: [{at: '20:10', go: '203'}]"),
    ("张伟", "9pm lawn via the stairs", "orders: [{at: '21:00', go: lawn}]"),
    ("张伟", "9pm go down the stairs to the garden", "orders: [{at: '21:00', go: garden}]"),
    ("张伟", "at 9 take the stairs down to the lawn", "orders: [{at: '21:00', go: lawn}]"),
    ("张伟", "9:20 on to the lawn, 10 home", "orders: [{at: '21:20', go: lawn}, {at: '22:00', go: home}]"),
    ("张伟", "9pm lawn via east stairs", "orders: [{at: '21:00', go: lawn, via: [east-stairs]}]"),
    (
        "张伟",
        "TO the Mastermind:\n1. 8pm window\n2. 9pm 赵强's room",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: '209'}]",
    ),
]


@cases(NAMES_AND_ROUTES)
def test_rooms_and_routes_as_typed(who: str, message: str, expect: str) -> None:
    """A room with no "to" (``going 203``), stairs said without which (set aside and said: the
    way is the usual one), ``on to``, the order header in English (``TO the Mastermind:``)."""
    reads_as(who, message, expect)


BEFORE_THAT = [
    (
        "张伟",
        "lawn at half nine, home at half ten. window b4 that pls",
        "orders: [{at: '20:00', peek: window}, {at: '21:30', go: lawn}, {at: '22:30', go: home}]",
    ),
    (
        "张伟",
        "9pm lawn, 10pm home; before that the window",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "张伟",
        "at 9 the lawn, back home at 10. before that, peephole",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
]


@cases(BEFORE_THAT)
def test_a_look_before_that_is_not_taken_home_again(who: str, message: str, expect: str) -> None:
    """ "Window before that" is the look until the first order, not the night's: going home later
    is home, without it (only the whole night's look comes back)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "not going out. 8pm go to the garden",
        "8pm lawn. not going out after that",
        "not going out tonight, at 9 visit 赵强",
        "won't go out. 9pm lawn",
        "not heading out. 9:30 go to 209",
    ],
)
def test_not_going_out_in_a_message_that_goes_out_is_refused_at_the_not(message: str) -> None:
    problems = parse_message(message, GAME, 1, "张伟", INN).problems
    assert problems and problems[0].kind == "negation", [str(p) for p in problems]


KILL_209 = "orders: [{at: '21:30', go: '209', kill: 赵强, if: alone}]"
TO_KILL = [
    ("张伟", "9:30 go to 209 to kill 赵强 if he's by himself", KILL_209),
    ("张伟", "9:30 -> 209 to kill 赵强 if he's alone", KILL_209),
    ("张伟", "at 9:30 head to 赵强's room to kill him if he's on his own", KILL_209),
    ("张伟", "9:30pm 209 to kill 赵强, only if he's alone", KILL_209),
    ("张伟", "9.30 => 209 to kill Zhao Qiang if alone", KILL_209),
]


@cases(TO_KILL)
def test_going_somewhere_to_kill_is_the_kill_there(who: str, message: str, expect: str) -> None:
    """ "to kill" after the place says what one goes there for (it was refused at "kill"); an arrow
    between a time and a place points from when to where."""
    reads_as(who, message, expect)


TO_THE_LOOK = [
    (
        "张伟",
        "lawn from 8:30 until 10, then home to my peephole",
        "orders: [{at: '20:30', go: lawn}, {at: '22:00', go: home, peek: peephole}]",
    ),
    (
        "张伟",
        "9pm lawn, 10pm back to the window",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home, peek: window}]",
    ),
    (
        "张伟",
        "9pm lawn, 10pm home to the peephole",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home, peek: peephole}]",
    ),
    ("张伟", "8pm to my window, 9pm lawn", "orders: [{at: '20:00', peek: window}, {at: '21:00', go: lawn}]"),
    ("张伟", "10 -> back to my room to the peephole", "orders: [{at: '22:00', go: home, peek: peephole}]"),
]


@cases(TO_THE_LOOK)
def test_going_to_the_window_or_the_peephole_is_looking_through_it(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


SHOWS_UP_THERE = "orders: [{at: '21:40', go: garden, kill: 赵强, if: alone}, {at: '22:20', go: home}]"
TURNS_UP_THERE = [
    (
        "张伟",
        "21:40 garden. If 赵强 shows up there on his own, kill him. Stay there until 22:20, then home.",
        SHOWS_UP_THERE,
    ),
    ("张伟", "9:40 garden, if 赵强 turns up there alone kill him, home at 10:20", SHOWS_UP_THERE),
    (
        "张伟",
        "9:40pm the garden; if 赵强 shows up there by himself, kill him. 10:20 back home",
        SHOWS_UP_THERE,
    ),
    ("张伟", "garden at 9:40. if 赵强 turns up there alone, kill him. 10:20 home", SHOWS_UP_THERE),
    ("张伟", "9:40 garden - if 赵强 appears there on his own kill him - 10:20 home", SHOWS_UP_THERE),
]


@cases(TURNS_UP_THERE)
def test_someone_turning_up_there_is_turning_up_where_one_is(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


PUT_ME_DOWN = [
    ("张伟", "pls put me down for: lawn at 9, home at 10", LAWN_HOME),
    ("张伟", "can you put me down for lawn at 9, home at 10", LAWN_HOME),
    ("张伟", "sign me up for: lawn @ 9, home @ 10", LAWN_HOME),
    ("张伟", "lawn at 9 (chat w Tom), home at 10", LAWN_HOME),
    (
        "张伟",
        "Nothing tonight from me. in my room, not even at the window",
        "orders: [{at: '20:00', go: home}]",
    ),
]


@cases(PUT_ME_DOWN)
def test_what_a_chat_says_around_the_orders_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


KNOCK_ELSE = "orders: [{at: '21:00', go: '209', else: {go: lawn}}]"
THEY_DONT_OPEN = [
    ("张伟", "9pm knock on 209; if 赵强 doesn't open, go to the lawn", KNOCK_ELSE),
    ("张伟", "9pm knock at 赵强's door, if 赵强 does not answer go to the lawn", KNOCK_ELSE),
    ("张伟", "at 9 knock on 209. if Zhao Qiang doesnt open, lawn instead", KNOCK_ELSE),
    ("张伟", "9pm knock on 209 - if 赵强 won't open, the lawn", KNOCK_ELSE),
    ("张伟", "9pm: knock on 209, if 赵强 doesn't open up then go to the lawn", KNOCK_ELSE),
]


@cases(THEY_DONT_OPEN)
def test_the_one_visited_not_opening_is_nobody_opening(who: str, message: str, expect: str) -> None:
    """ "If 赵强 doesn't open" is "if nobody opens", as "if he doesn't open" was."""
    reads_as(who, message, expect)


KILL_IF_ALONE = "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone}]"
OPENS_AND = [
    ("张伟", "9pm go to 209; if 赵强 opens and he's by himself, kill him", KILL_IF_ALONE),
    ("张伟", "at 9 go to 209, if 赵强 answers and he's alone kill him", KILL_IF_ALONE),
    ("张伟", "9pm 209. if Zhao Qiang lets me in and he's on his own, kill him", KILL_IF_ALONE),
    ("张伟", "9pm knock on 209, if 赵强 opens the door and he's alone, kill him", KILL_IF_ALONE),
    ("张伟", "9pm go to 209 - if 赵强 opens and he is alone I kill him", KILL_IF_ALONE),
]


@cases(OPENS_AND)
def test_if_someone_named_opens_and_is_alone_is_them_alone(who: str, message: str, expect: str) -> None:
    """ "If 老葛 opens and he's by himself": the opening says nothing more (the kill is inside); the
    name stays the condition's (it was dropped with the opening, and "he" named no one)."""
    reads_as(who, message, expect)


TYPING_APOLOGIES = [
    ("张伟", "lawn 9 home 10 no punctuation sorry typing on bus", LAWN_HOME),
    ("张伟", "no plans really, lawn at 9, home at 10", LAWN_HOME),
    ("张伟", "sorry for typos. lawn @ 9, home @ 10", LAWN_HOME),
    ("张伟", "lawn at 9 home at 10 (on my phone)", LAWN_HOME),
    (
        "张伟",
        "lawn at half nine, home at half ten. ta\n",
        "orders: [{at: '21:30', go: lawn}, {at: '22:30', go: home}]",
    ),
]


@cases(TYPING_APOLOGIES)
def test_apologies_for_typing_are_set_aside_and_said(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)
