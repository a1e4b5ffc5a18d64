"""English as players type it (issue 22, English by class, this round): conditions said with
"once" / "as soon as", kills said as "take care of" / "deal with" / "finish", "tomorrow" for the
night the orders are for, the door shut by ignoring knocks or only for some with "nobody else"
after, a range said after its place, "half past" with its hour left out, "try" before a place,
"if she isn't," turning a condition round, and short words typed with one slip. Each class has
five phrasings or more of our own (none from a corpus or a tuning set); every accepted one reads
into the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as players type it, by class*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203 (targets 陈美玲, 刘洋),
刘洋 and 王建国 share 201, Lily and 陈美玲 share 207, 赵强 is in 209."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, problems_of, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

KILL_201 = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: home}}]"
KILL_201_ONLY = "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone}]"
LAWN_HOME = "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"
STANDING = "standing: [{kill: 刘洋, if: alone}]"


def refused_at(message: str, word: str, who: str = "Tom") -> None:
    problems = problems_of(who, message, GAME)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


# -- a condition said with "once", "as soon as", "the moment" --------------------------------------
WHEN_SAID = [
    ("Tom", "at 10 go to 201. once I find 刘洋 alone, kill him, otherwise home", KILL_201),
    ("Tom", "10pm 201, as soon as 刘洋 is on his own I kill him, otherwise back home", KILL_201),
    ("Tom", "at 10 go to 201 and the moment 刘洋's alone, kill him", KILL_201_ONLY),
    ("Tom", "at 10 go to 201, kill 刘洋 once he's by himself", KILL_201_ONLY),
    ("Tom", "all night: once I see 刘洋 alone anywhere, kill him", STANDING),
    ("Tom", "as soon as I run into 刘洋 by himself tonight, kill him", STANDING),
]


@cases(WHEN_SAID)
def test_a_condition_said_with_once_or_as_soon_as_is_that_condition(
    who: str, message: str, expect: str
) -> None:
    """ "once", "as soon as", "the moment" open a condition, as "if" and "when" do."""
    reads_as(who, message, expect)


# -- a kill said as "take care of", "deal with", "finish" ------------------------------------------
KILL_SAID = [
    ("Tom", "at 10 go to 201 and take care of 刘洋 if he's alone, otherwise home", KILL_201),
    ("Tom", "at 10 go to 201, if 刘洋 is alone I'll deal with him, if not go home", KILL_201),
    ("Tom", "10:00 201 - finish 刘洋 if he's alone, else back home", KILL_201),
    ("Tom", "at 10 head to 201 and deal with 刘洋 if nobody's with him", KILL_201_ONLY),
    ("Tom", "all night, wherever I catch 刘洋 alone I take care of him", STANDING),
    ("Tom", "at 10 go to 201, if 刘洋's on his own, finish him", KILL_201_ONLY),
]


@cases(KILL_SAID)
def test_a_kill_said_as_take_care_of_deal_with_or_finish_is_the_kill(
    who: str, message: str, expect: str
) -> None:
    """ "take care of X", "deal with X", "finish X": the kill of X, in every form of the verb."""
    reads_as(who, message, expect)


# -- "tomorrow" for the night the orders are for ----------------------------------------------------
TOMORROW = [
    ("Tom", "lawn at 9 tmrw, home at 10", LAWN_HOME),
    ("Tom", "tomorrow night: lawn at 9, home at 10", LAWN_HOME),
    ("Tom", "tmrw 9pm lawn then 10pm back home", LAWN_HOME),
    ("Tom", "for tomorrow: 9 lawn, 10 home", LAWN_HOME),
    (
        "Tom",
        "2moro im staying in my room all night watching thru the peephole",
        "orders: [{at: '20:00', go: home, peek: peephole}]",
    ),
]


@cases(TOMORROW)
def test_tomorrow_is_the_night_the_orders_are_for(who: str, message: str, expect: str) -> None:
    """A message sent the day before says "tomorrow" (``tmrw``, ``2moro``) for the night it is read
    for: as "tonight" is."""
    reads_as(who, message, expect)


# -- the door: knocks ignored, only some let in with "nobody else" after ------------------------------
DOORS = [
    ("Tom", "ignore any knocks. 9 lawn 10 home", f"door: closed\n{LAWN_HOME}"),
    ("Tom", "i'll ignore anyone who knocks. lawn 9, home 10", f"door: closed\n{LAWN_HOME}"),
    ("Tom", "let Lily in but nobody else. 9 lawn 10 home", f"door: [Lily]\n{LAWN_HOME}"),
    ("Tom", "let Lily and 张伟 in, no one else. lawn at 9, home at 10", f"door: [Lily, 张伟]\n{LAWN_HOME}"),
    (
        "Tom",
        "door: only Lily gets in before 10. everyone else, no. 9 lawn 10 home",
        f"door: [Lily]\n{LAWN_HOME}",
    ),
    ("Tom", "only Lily gets in. Everybody else, no.", "door: [Lily]"),
]


@cases(DOORS)
def test_the_door_said_by_ignoring_knocks_or_letting_some_in_and_nobody_else(
    who: str, message: str, expect: str
) -> None:
    """ "ignore any knocks" is the door shut; "let X in but nobody else", "... Everyone else, no."
    after a door only for X are the door only for X."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["let Lily in. 9 lawn 10 home", "Everyone else, no. 9 lawn 10 home"])
def test_let_someone_in_without_nobody_else_is_still_not_guessed(message: str) -> None:
    """ "let Lily in" alone (her only, or everyone?) and "everyone else, no" with no door before it
    are not guessed: refused at the word."""
    refused_at(message, message.split()[0])


# -- a range said after its place ------------------------------------------------------------------
RANGES_LAST = [
    ("Tom", "lawn 9-10, garden 10-11", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: garden}]"),
    (
        "Tom",
        "lawn from 9 till 10, garden from 10 till 11",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: garden}]",
    ),
    (
        "Tom",
        "the lawn 9 to 10. the garden 10 to 10:30",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: garden}, {at: '22:30', go: home}]",
    ),
    (
        "Tom",
        "peephole from 8 to 9, lawn 9 to 10",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "common room 8:30-9:30, lawn 9:30-10",
        "orders: [{at: '20:30', go: '204'}, {at: '21:30', go: lawn}, {at: '22:00', go: home}]",
    ),
]


@cases(RANGES_LAST)
def test_a_range_said_after_its_place_is_that_orders_range(who: str, message: str, expect: str) -> None:
    """ "lawn 9-10, garden 10-11": each clause's range, as when it comes first (the second range
    was "a time with nothing to do at it")."""
    reads_as(who, message, expect)


# -- "half past" with its hour left out ------------------------------------------------------------
PAST_THE_HOUR = [
    (
        "Tom",
        "at 9 go down to the garden and walk over to the lawn at half past, back home at 10:30",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}, {at: '22:30', go: home}]",
    ),
    (
        "Tom",
        "9 garden, half past lawn, 10 home",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "garden at 10, then at twenty past the lawn",
        "orders: [{at: '22:00', go: garden}, {at: '22:20', go: lawn}]",
    ),
    (
        "Tom",
        "8pm common room. half past: garden",
        "orders: [{at: '20:00', go: '204'}, {at: '20:30', go: garden}]",
    ),
    (
        "Tom",
        "lawn at 9:10, garden at half past",
        "orders: [{at: '21:10', go: lawn}, {at: '21:30', go: garden}]",
    ),
]


@cases(PAST_THE_HOUR)
def test_half_past_with_its_hour_left_out_is_past_the_hour_said_last(
    who: str, message: str, expect: str
) -> None:
    """ "at half past", "twenty past" after a time: past the hour of the time said last."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    ["half past lawn, 10 home", "9:40 garden, half past lawn", "lawn at 10:30, garden at half past"],
)
def test_half_past_with_no_hour_before_it_or_before_that_time_is_refused(message: str) -> None:
    """With no time before it, or one it would come before, "half past" is not guessed."""
    refused_at(message, "half")


def test_a_quarter_past_with_its_hour_left_out_is_refused_by_the_slot_rule() -> None:
    """ "9 garden, quarter past lawn" is 21:15: refused by the ten-minute rule, naming that time."""
    problems = parse_message("9 garden, quarter past lawn", GAME, 1, "Tom", INN).problems
    assert problems and "21:15" in problems[0].text, [str(p) for p in problems]


# -- "try" before a place ---------------------------------------------------------------------------
TRY = [
    ("Tom", "at 9 try the lawn, 10 home", LAWN_HOME),
    (
        "Tom",
        "at 10 knock on 201, kill 刘洋 if he's alone, otherwise try the common room",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: '204'}}]",
    ),
    (
        "Tom",
        "10pm 201: if 刘洋's alone kill him. if he isn't, try 209; if that fails too, go home",
        "orders: [{at: '22:00', go: '201', kill: 刘洋, if: alone, else: {go: '209', else: {go: home}}}]",
    ),
    ("Tom", "at 9 im trying 207, back at 10", "orders: [{at: '21:00', go: '207'}, {at: '22:00', go: home}]"),
    ("Tom", "9: try Lily's room. 10: home", "orders: [{at: '21:00', go: '207'}, {at: '22:00', go: home}]"),
]


@cases(TRY)
def test_try_before_a_place_is_going_there(who: str, message: str, expect: str) -> None:
    """ "try 207", "try the common room": going there (knocking, at a room)."""
    reads_as(who, message, expect)


def test_try_before_a_person_is_still_refused() -> None:
    """ "try Lily" (her room? her door?) is not guessed."""
    refused_at("at 9 try Lily", "try")


# -- "if she isn't," turning the condition before it round ------------------------------------------
IF_NOT_SAID = [
    ("Tom", "at 10 go to 201, if 刘洋 is alone kill him, if he's not, go home", KILL_201),
    ("Tom", "at 10 go to 201. if 刘洋's alone, kill him. if he isn't, come back", KILL_201),
    ("Tom", "10pm 201, kill 刘洋 if he's by himself; if he is not, home", KILL_201),
    (
        "Tom",
        "at 10 go to 207, if 陈美玲 is alone kill her. if she isn't, go to the lawn",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: alone, else: {go: lawn}}]",
    ),
    (
        "Tom",
        "at 10 go to 207, kill 陈美玲 if she's there, if she's not, go home",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: {present: 陈美玲}, else: {go: home}}]",
    ),
]


@cases(IF_NOT_SAID)
def test_if_she_isnt_after_a_condition_is_its_otherwise(who: str, message: str, expect: str) -> None:
    """ "if he isn't," right after a condition: the condition turned round, "otherwise"."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["at 10 go to 201, if he isn't, go home", "9 lawn. if she's not, home"])
def test_if_she_isnt_with_no_condition_before_it_is_refused(message: str) -> None:
    """With no condition before it in its order ("if he isn't" what?), it is not guessed."""
    refused_at(message, "if")


# -- short words typed with one slip ----------------------------------------------------------------
SHORT_SLIPS = [
    (
        "Tom",
        "8:40 go to the gardn, 9:10 to the lawm, 9:50 back hoem",
        "orders: [{at: '20:40', go: garden}, {at: '21:10', go: lawn}, {at: '21:50', go: home}]",
    ),
    ("Tom", "9 lawm, 10 homw", LAWN_HOME),
    ("Tom", "9pm the lawb, 10pm go hoem", LAWN_HOME),
    ("Tom", "at 9 lanw, at 10 home", LAWN_HOME),
    ("Tom", "lawn at 9, go back hoem at 10", LAWN_HOME),
]


@cases(SHORT_SLIPS)
def test_a_short_word_typed_with_one_slip_after_its_start_is_that_word(
    who: str, message: str, expect: str
) -> None:
    """A word of four letters one slip from one word of the orders, the slip after its first two
    letters (``lawm``, ``hoem``, ``homw``): that word, said on the echo's ``corrected:`` line."""
    reads_as(who, message, expect)
    parsed = parse_message(message, GAME, 1, who, INN)
    assert any(line.startswith("corrected:") for line in parsed.said_back), parsed.said_back


@pytest.mark.parametrize(
    "message", ["9 lwan, 10 home", "9 lawn, 10 hmoe", "9 lawn, 10 hime", "9 lawn, 10 cone back"]
)
def test_a_short_word_with_a_slip_at_its_start_or_near_two_words_is_still_refused(message: str) -> None:
    """``lwan``, ``hmoe`` (the slip in the first two letters), ``hime`` (him? home? hide?): refused
    at the word, with its nearest words."""
    word = next(w for w in message.replace(",", "").split() if w in ("lwan", "hmoe", "hime", "cone"))
    refused_at(message, word)


# -- shorthand and talk of a voice message ---------------------------------------------------------
SHORTHAND = [
    (
        "Tom",
        "20:00 win / 21:00 -> lawn / 22:00 -> home",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "my room, win till 9, 9 lawn, 10 home",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "2F common rm 8:30-9:30, then lawn, 10 home",
        "orders: [{at: '20:30', go: '204'}, {at: '21:30', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("Tom", "so like at nine I go to the lawn and like at ten I go home", LAWN_HOME),
    ("Tom", "you know, lawn at 9, home at 10", LAWN_HOME),
    ("Tom", "leave my door unlocked. 9 lawn 10 home", LAWN_HOME),
]


@cases(SHORTHAND)
def test_shorthand_and_talk_of_a_voice_message(who: str, message: str, expect: str) -> None:
    """``win`` is the window (it was set aside after a place, and the look lost); ``2F``, ``like``,
    ``you know`` say nothing; ``leave my door unlocked`` is the door open."""
    reads_as(who, message, expect)


# -- a correction said side by side ----------------------------------------------------------------
SIDE_BY_SIDE = [
    (
        "Tom",
        "peephole at eight and then nine no wait nine thirty go to the lawn and at ten go home",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:30', go: lawn}, {at: '22:00', go: home}]",
    ),
    ("Tom", "at 9 the garden um no wait I mean the lawn at 9 not the garden, 10 home", LAWN_HOME),
    ("Tom", "at 9 the garden no wait the lawn, then at 10 go home", LAWN_HOME),
    ("Tom", "at 8:50 no wait 9 go to the lawn, 10 home", LAWN_HOME),
    (
        "Tom",
        "at 9 go to the lawn, at ten sorry I mean ten thirty go home",
        "orders: [{at: '21:00', go: lawn}, {at: '22:30', go: home}]",
    ),
]


@cases(SIDE_BY_SIDE)
def test_a_correction_said_side_by_side_takes_the_first_words_place(
    who: str, message: str, expect: str
) -> None:
    """A word said right before "no wait" / "I mean" and one of its kind right after: the second,
    whatever follows; the first is set aside and said."""
    reads_as(who, message, expect)


# -- a chatty message: words of English near a word of the orders, the night named, the plan -------
CHATTY = [
    ("Tom", "I've been thinking. 9 lawn, 10 home", LAWN_HOME),
    ("Tom", "things are tense with my neighbours. lawn at 9, home at 10", LAWN_HOME),
    ("Tom", "Tom, night 1\n9pm lawn\n10pm home", LAWN_HOME),
    ("Tom", "Night 1 orders: lawn at 9, home at 10", LAWN_HOME),  # another night's: refused (round twelve)
    ("Tom", "Here's the plan. At 9 I go down to the lawn and at 10 I'm back home", LAWN_HOME),
    ("Tom", "so here's the plan: 9pm over to the lawn, 10 back", LAWN_HOME),
]


@cases(CHATTY)
def test_a_chatty_message_around_the_orders_is_set_aside_and_said(
    who: str, message: str, expect: str
) -> None:
    """A word of English one letter from a word of the orders (``been``: between, ``things``) is meant
    as itself, and set aside; "night 1" in a heading, "here's the plan" are said on the ignored line;
    "over to" a place after a time is going there."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("9 lawn, peep thru the widow", "widow"),
        ("at 10 go to 201 and kil 刘洋", "kil"),
        ("keep my door shot. 9 lawn 10 home", "shot"),
    ],
)
def test_a_word_one_letter_from_a_look_a_kill_or_a_negation_is_still_refused(message: str, word: str) -> None:
    """``widow`` (window), ``kil`` (kill), ``shot`` (shut): what it could be changes the order, so a
    word of English or not, it is refused at the word, never set aside."""
    refused_at(message, word)


# -- a room number said as a voice message types it -------------------------------------------------
ROOMS_IN_WORDS = [
    (
        "Tom",
        "go to room two oh five at nine twenty, home at ten",
        "orders: [{at: '21:20', go: '205'}, {at: '22:00', go: home}]",
    ),
    ("Tom", "at 9 two oh seven, 10 home", "orders: [{at: '21:00', go: '207'}, {at: '22:00', go: home}]"),
    (
        "Tom",
        "at nine go to two-oh-nine, at ten go home",
        "orders: [{at: '21:00', go: '209'}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 go to rm two zero one, 10 home",
        "orders: [{at: '21:00', go: '201'}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "um at nine knock on two o two and then at ten back home",
        "orders: [{at: '21:00', go: '202'}, {at: '22:00', go: home}]",
    ),
]


@cases(ROOMS_IN_WORDS)
def test_a_room_number_said_in_words_is_that_room(who: str, message: str, expect: str) -> None:
    """ "room two oh five", "two-oh-nine": the room, as a voice message types its digits ("nine" was a
    time, the rest unknown)."""
    reads_as(who, message, expect)


def test_a_room_said_in_words_that_the_map_does_not_have_is_refused_by_the_rule() -> None:
    """ "two oh eight": no such room on this map; refused by the checker, naming the places."""
    problems = parse_message("at 9 go to two oh eight", GAME, 1, "Tom", INN).problems
    assert problems and problems[0].kind == "rule:go", [str(p) for p in problems]


RANGE_THEN_AFTER = [
    (
        "Tom",
        "home all night: window 8 to 9, peephole after that",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', peek: peephole}]",
    ),
    (
        "Tom",
        "peephole 8 to 9, window after",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', peek: window}]",
    ),
    ("Tom", "lawn 9 to 10, then the garden", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: garden}]"),
]


@cases(RANGE_THEN_AFTER)
def test_a_range_said_after_its_place_before_what_follows_it_is_still_its_end(
    who: str, message: str, expect: str
) -> None:
    """Before a clause with no time of its own ("window after that", "then the garden"), the range
    stays where it was said and what follows goes on from its end (moving it made two looks of
    one order)."""
    reads_as(who, message, expect)
