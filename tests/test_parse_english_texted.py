"""English as players text it (issue 22, English texting round): all lowercase, no punctuation,
the colon of a time typed as a space ("at 8 40"), the g of "going" dropped ("goin", "stayin'"),
"2" for "to", and corrections sent after the orders ("9 garden. that's wrong. 10 lawn"). Each
class has several phrasings of our own (none from a corpus or a tuning set); every accepted one
reads into the order file a GM would write, and its echo reads back into the same orders.
docs/PARSING.md, *English as players text it*, says the decisions.

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


def aside_of(message: str, who: str = "Tom") -> tuple[str, ...]:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.ok, [str(p) for p in parsed.problems]
    return tuple(parsed.aside)


def refused_at(message: str, word: str, who: str = "Tom") -> None:
    problems = problems_of(who, message, GAME)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


# -- the colon of a time typed as a space -------------------------------------------------------
SPACED = [
    ("Tom", "at 8 40 go to the garden", order_list("20:40 go: garden")),
    ("Tom", "9 30pm lawn then 10 10 home", order_list("21:30 go: lawn", "22:10 go: home")),
    ("Tom", "21 20 common room, window", order_list("21:20 go: common room, peek: window")),
    ("Tom", "garden from 8 50 till 9 40", order_list("20:50 go: garden", "21:40 go: home")),
]


@cases(SPACED)
def test_a_time_with_a_space_for_its_colon_is_that_time(who: str, message: str, expect: str) -> None:
    """ "at 8 40", "9 30pm": an hour of the night and two digits of minutes, a space between, are
    that clock time, as "8:40" is (it was refused at the minutes)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("at 9 05 go to the garden", "9 05"),  # off the slots: refused as 21:05, named
        ("at 9 20 minutes later go home", "later"),  # a length, never 21:20
        ("at 9 20ish garden", "20ish"),
    ],
)
def test_a_spaced_time_is_never_a_length_nor_read_off_the_slots(message: str, word: str) -> None:
    refused_at(message, word)


# -- the g of -ing dropped, "2" for "to" -----------------------------------------------------------
DROPPED_G = [
    (
        "Tom",
        "im goin to the garden at 9 then headin home at 10",
        order_list("21:00 go: garden", "22:00 go: home"),
    ),
    ("Tom", "goin' to the lawn at 9, stayin there til 10", order_list("21:00 go: lawn", "22:00 go: home")),
    ("Tom", "all night im stayin in my room watchin' the lawn", order_list("20:00 go: home, peek: window")),
    ("Tom", "go 2 the garden at 9, 10 head back 2 my room", order_list("21:00 go: garden", "22:00 go: home")),
    ("Tom", "9pm go 2 205", order_list("21:00 go: '205'")),
]


@cases(DROPPED_G)
def test_a_verb_typed_without_its_g_or_2_for_to_is_that_word(who: str, message: str, expect: str) -> None:
    """ "goin", "stayin'", "watchin": a verb of the orders in -ing said without its g is that verb
    (said on the echo's corrected: line); "2" between a verb of going and a place is "to"."""
    reads_as(who, message, expect)


def test_the_dropped_g_is_said_as_corrected() -> None:
    parsed = parse_message("im goin to the garden at 9", GAME, 1, "Tom", INN)
    assert any("goin→going" in line for line in parsed.said_back), parsed.said_back


@pytest.mark.parametrize(("message", "word"), [("at 9 go 2 3 places", "2"), ("9pm go 2", "2")])
def test_2_anywhere_else_is_still_a_number(message: str, word: str) -> None:
    refused_at(message, word)


# -- an order said to be wrong, then what replaces it ----------------------------------------------
TAKEN_BACK = [
    ("Tom", "9 garden. that's wrong. 10 lawn", order_list("22:00 go: lawn")),
    ("Tom", "at 9 go to the garden. thats wrong, at 10 go to the lawn", order_list("22:00 go: lawn")),
    ("Tom", "9 garden, my bad, 9:30 garden", order_list("21:30 go: garden")),
    (
        "Tom",
        "9 garden, 10 lawn. that was wrong, 10:30 lawn",
        order_list("21:00 go: garden", "22:30 go: lawn"),
    ),
]


@cases(TAKEN_BACK)
def test_an_order_said_to_be_wrong_is_taken_back(who: str, message: str, expect: str) -> None:
    """ "that's wrong", "my bad", "that was a mistake" after an order: that order is taken back, as
    "scratch that" takes it back, and said on the ignored line with it; it was set aside alone and
    the order it took back kept (a misread)."""
    reads_as(who, message, expect)
    assert any("wrong" in a or "my bad" in a for a in aside_of(message, who))


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("that's wrong. at 9 go to the garden", "wrong"),  # nothing before it: what does it take back?
        ("9 garden, wrong room, go to 205", "wrong"),
    ],
)
def test_wrong_where_it_takes_back_nothing_clear_is_refused_at_it(message: str, word: str) -> None:
    """A correction word is never set aside: where what it takes back is not clear, the message is
    refused at it."""
    refused_at(message, word)


# -- chat words of the Philippines, Nigeria and Australia, texted words ----------------------------
CHAT_WORDS = [
    ("Tom", "good evening po. garden at 9 po, home at 10", order_list("21:00 go: garden", "22:00 go: home")),
    ("Tom", "oga gm, abeg 9pm lawn. 10pm home. salamat po", order_list("21:00 go: lawn", "22:00 go: home")),
    (
        "Tom",
        "righto mate, lawn at 9 then home at 10, no worries",
        order_list("21:00 go: lawn", "22:00 go: home"),
    ),
    ("Tom", "ill be on the lawn frm 9 n back home @ 10", order_list("21:00 go: lawn", "22:00 go: home")),
]


@cases(CHAT_WORDS)
def test_chat_words_of_english_across_the_world_are_set_aside(who: str, message: str, expect: str) -> None:
    """ "po" (Filipino politeness), "oga", "abeg" (Nigerian), "righto", "mate", "no worries"
    (Australian): no order, set aside and said; "frm" is "from"."""
    reads_as(who, message, expect)


# -- visiting said as "see X" right after the room, and the refused knock said any way -------------
VISITS = [
    (
        "Tom",
        "9:30 go to 209 see 赵强, if he doesnt open go to the lawn",
        order_list("21:30 go: '209', else: {go: lawn}"),
    ),
    (
        "Tom",
        "at 9 go 209 find 赵强, if he never open door then go garden",
        order_list("21:00 go: '209', else: {go: garden}"),
    ),
    (
        "Tom",
        "9pm I will go to 209 to greet 赵强. If he no open the door, I will go to the garden.",
        order_list("21:00 go: '209', else: {go: garden}"),
    ),
    (
        "Tom",
        "At 21:00 I shall call upon Room 209. Should no one answer the door, I shall proceed to the lawn.",
        order_list("21:00 go: '209', else: {go: lawn}"),
    ),
    ("Tom", "9 go to 209, should he not open, lawn", order_list("21:00 go: '209', else: {go: lawn}")),
    (
        "Tom",
        "9 knock on 209 c 赵强, if he wont answer go home",
        order_list("21:00 go: '209', else: {go: home}"),
    ),
]


@cases(VISITS)
def test_see_x_after_the_room_and_a_refused_knock_said_any_way(who: str, message: str, expect: str) -> None:
    """ "go to 209 see X", "go 209 find X": visiting X (it was meeting X, "if X is there", which
    turned "if he doesn't open" into the alternative of X's absence: another order); "if he never
    open door", "if she no open the door", "should no one answer the door": the knock refused."""
    reads_as(who, message, expect)


def test_meeting_someone_after_a_condition_is_still_meeting() -> None:
    reads_as(
        "Tom", "9 garden, if i see 刘洋 alone kill him", order_list("21:00 go: garden, kill: 刘洋, if: alone")
    )


# -- "by" a time opening its clause ----------------------------------------------------------------
BY = [
    (
        "Tom",
        "By 8 o'clock I will be in my room looking through the window. By 9 I will go to the garden.",
        order_list("20:00 go: home, peek: window", "21:00 go: garden"),
    ),
    ("Tom", "by 9 go to the garden", order_list("21:00 go: garden")),
    ("Tom", "by 10pm I'm in my room", order_list("22:00 go: home")),
    (
        "Tom",
        "by 9:30 i go to the lawn, then by 10 back to my room",
        order_list("21:30 go: lawn", "22:00 go: home"),
    ),
]


@cases(BY)
def test_by_a_time_opening_its_clause_is_that_orders_time(who: str, message: str, expect: str) -> None:
    """ "By 9 I will go to the garden": "by" opening a clause before its time and what the order
    does says when the order starts, as Nigerian and Indian English say "at"."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["be in the garden by 9", "garden by 9, home at 10", "at 9 go to the lawn. by 10"]
)
def test_by_a_time_after_its_order_is_still_a_deadline_refused(message: str) -> None:
    """ "be in the garden by 9": a deadline after the order it ends, no time: refused as vague."""
    refused_at(message, "by")


# -- the time said last before what one goes for; the formal letter's joins ------------------------
LETTERS = [
    (
        "Tom",
        "Knocking on 209 at 10:10 for a yarn with 赵强. If no one answers I'll go sit in the common room.",
        order_list("22:10 go: '209', else: {go: common room}"),
    ),
    (
        "Tom",
        "Dear Sir or Madam,\nKindly be advised that I shall go to the garden at 20:10 and shall remain"
        " there until 21:30, at which time I shall proceed to the lawn.\nRespectfully, Tom",
        order_list("20:10 go: garden", "21:30 go: lawn"),
    ),
    (
        "Tom",
        "Please note that at 21:00 I shall go to the lawn and remain there until 22:00, whereupon I shall"
        " return to my room.",
        order_list("21:00 go: lawn", "22:00 go: home"),
    ),
]


@cases(LETTERS)
def test_a_letters_joins_and_a_purpose_after_a_time_said_last(who: str, message: str, expect: str) -> None:
    """ "Knocking on 209 at 10:10 for a chat with X": the time said last before what one goes for is
    the order's time; "kindly be advised that", "please note that" are set aside; "at which time",
    "whereupon" are "then"."""
    reads_as(who, message, expect)


# -- "tonight" before a standing kill with its own window; "actually nah"; "l8r" as goodbye --------
NIGHT_AND_MIND = [
    (
        "Tom",
        "Tonight if I find 刘洋 alone anywhere between 9pm and 10pm I will finish him."
        " 8:00 lawn. 9:00 garden.",
        order_list("20:00 go: lawn", "21:00 go: garden")
        + "\nstanding: [{kill: 刘洋, if: alone, from: '21:00', until: '22:00'}]",
    ),
    (
        "Tom",
        "Reckon I'll stay in tonight. Actually nah, at 9:40 I'll wander over to 209 for a chat, and if he"
        " won't let me in I'll go look out the common room window instead.",
        order_list("21:40 go: '209', else: {go: common room, peek: window}"),
    ),
    ("Tom", "9 garden. nah wait, 9 lawn", order_list("21:00 go: lawn")),
    (
        "Tom",
        "8:30 knock on 207 to talk 2 lily, if no 1 opens go to the garden. back home @ 9:30 n look out the"
        " window. l8r",
        order_list("20:30 go: '207', else: {go: garden}", "21:30 go: home, peek: window"),
    ),
]


@cases(NIGHT_AND_MIND)
def test_tonight_before_a_windowed_kill_actually_nah_and_goodbye(who: str, message: str, expect: str) -> None:
    """ "Tonight if I find X alone anywhere between 9 and 10 ...": the night the kill's window is in,
    not an order for the whole night (it took 21:00's slot: refused); "actually nah" takes back the
    order before it, as "scratch that" does; "l8r" said last is goodbye."""
    reads_as(who, message, expect)


def test_later_said_inside_the_orders_is_still_refused() -> None:
    refused_at("9 garden l8r", "l8r")


# -- the person a sentence is about, named first; the night named in a list's heading -------------
TOPICS = [
    (
        "Tom",
        "Liu Yang: if I find him alone anywhere after 10, kill him.",
        "standing: [{kill: 刘洋, if: alone, from: '22:00'}]",
    ),
    (
        "Lily",
        "Tom: if I find him alone anywhere after 10, kill him.",
        "standing: [{kill: Tom, if: alone, from: '22:00'}]",
    ),
    (
        "Lily",
        "Tom - if I run into him on his own anywhere before 10, I kill him. 8 garden",
        order_list("20:00 go: garden") + "\nstanding: [{kill: Tom, if: alone, until: '22:00'}]",
    ),
    (
        "Tom",
        "just patrolling tonight: garden at 8:40, lawn at 9:40, common room at 10:40 and window there",
        order_list("20:40 go: garden", "21:40 go: lawn", "22:40 go: common room, peek: window"),
    ),
]


@cases(TOPICS)
def test_the_person_named_first_and_the_night_in_a_heading(who: str, message: str, expect: str) -> None:
    """ "Tom: if I find him alone anywhere after 10, kill him": the person a sentence is about, named
    before its colon, is who its pronoun stands for; "just patrolling tonight:" heads the timed list
    after it (set aside and said)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "word"), [("Lily", "Tom: 9 garden", ":"), ("Lily", "Tom: go home", ":")]
)
def test_a_person_named_first_with_nothing_about_them_is_still_refused(
    who: str, message: str, word: str
) -> None:
    problems = problems_of(who, message, GAME)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


# -- "till 9 ..., after that ..." after orders said for the whole night ---------------------------
TILL_AFTER_THE_NIGHT = [
    (
        "Tom",
        "tonight im not going out anywhere. till 9 pm i will peep through the peephole,"
        " after that the window.",
        order_list("20:00 peek: peephole", "21:00 peek: window"),
    ),
    (
        "Tom",
        "I stay in all night. till 9 peephole, after that window.",
        order_list("20:00 peek: peephole", "21:00 peek: window"),
    ),
]


@cases(TILL_AFTER_THE_NIGHT)
def test_until_opening_a_sentence_after_the_nights_own_order_is_before(
    who: str, message: str, expect: str
) -> None:
    """ "I stay in all night. Till 9 peephole, after that window": "till 9" opening a sentence after
    orders said only for the whole night is "before 9", from 20:00, as it is opening the message (it
    ended the night's stay at 21:00, and both looks fell at 20:00: refused as two looks)."""
    reads_as(who, message, expect)


# -- "w" for "with", "bk" for "back" (English round of 3 December, night) -----------------------
TEXTED_SHORT = [
    ("Tom", "9 207, chat w Lily", order_list("21:00 go: '207'")),
    ("Tom", "at 9 go to 209 to talk w 赵强, 10 bk home", order_list("21:00 go: '209'", "22:00 go: home")),
    (
        "Tom",
        "8:30 lawn, 9:20 bk to my rm + peephole",
        order_list("20:30 go: lawn", "21:20 go: home, peek: peephole"),
    ),
    ("Tom", "9 garden then 9:40 bk 2 my room", order_list("21:00 go: garden", "21:40 go: home")),
]


@cases(TEXTED_SHORT)
def test_w_for_with_and_bk_for_back(who: str, message: str, expect: str) -> None:
    """``w`` is ``with`` (a word that changes nothing), ``bk`` is ``back`` in every phrase of the
    orders that says it (``lexicon.CHAT_SPELLINGS``)."""
    reads_as(who, message, expect, GAME)
