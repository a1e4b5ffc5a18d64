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


@pytest.mark.parametrize(
    "message",
    [
        "lawn at 9, idk",
        "idk, lawn at 9 i guess",
        "dunno, lawn at 9",
        "lawn at 9 or idk home",
        "idek lawn at 9",
    ],
)
def test_i_dont_know_is_a_hedge_refused_at_the_word(message: str) -> None:
    """``idk``, ``dunno``: the sender is not sure, as "not sure" says: refused at the word, never
    read past as if the order were certain."""
    problems = parse_message(message, GAME, 1, "张伟", INN).problems
    assert problems and problems[0].kind in ("hedge", "unknown", "choice"), [str(p) for p in problems]


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
