"""English, round seven (issue 22, 4 December, late night; docs/PARSING.md, *English, round seven
(issue 22)*): classes of phrasing shown by the English misses of the tuning sets dev24a and dev24b,
each grown as a class. Every phrasing here is written for the test, none copied from a tuning set;
beside each, the variants that must still refuse.

The cast is the chat corpus's (tests/parsing/chat): Lily lives in 207 (targets Tom and 李雨桐; its
window sees the lawn), Tom in 203, 张伟 in 205, 赵强 in 209."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


# -- an earlier night's orders asked for again -----------------------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "same as yesterday for me",
        "same plan as last time pls",
        "Repeat last night's orders, thanks",
        "same as last night but window from 10",
        "evening gm, same again tonight x",
    ],
)
def test_the_same_as_an_earlier_night_is_refused_with_what_to_write(message: str) -> None:
    """The reader has no earlier night's message (and night 1 has none): "the same" is never
    guessed, and the refusal says so, not "not a word the orders know"."""
    [problem] = problems_of("Lily", message)[:1]
    assert problem.kind == "same_as_before"
    assert "last night" in str(problem) and "night 1" in str(problem)


def test_the_same_time_as_someone_is_no_earlier_night() -> None:
    assert problems_of("Lily", "at 9 garden, at the same time as Tom")[0].kind != "same_as_before"


# -- "when not": the "otherwise" of a condition said with "when" -----------------------------------
@cases(
    [
        (
            "Lily",
            "at 9:20 I go to 203. When Tom is alone there, I kill him. When not, I go back to my room.",
            _orders("21:20 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
        (
            "Lily",
            "9pm I go to the lawn. when Tom's alone, kill him, when not go to 204",
            _orders("21:00 go: lawn, kill: Tom, if: alone, else: {go: '204'}"),
        ),
    ]
)
def test_when_not_after_a_condition_is_its_otherwise(who: str, message: str, expect: str) -> None:
    # "when" was already "if"; "when not" was "if" and "not", refused at the comma after it
    reads_as(who, message, expect)


def test_when_not_alone_is_read_as_if_not_alone_is() -> None:
    """ "when not alone, go home" is what "if not alone, go home" is (refused here: no kill before)."""
    assert (
        problems_of("Lily", "at 9 go to 203, when not alone go home")[0].kind
        == problems_of("Lily", "at 9 go to 203, if not alone go home")[0].kind
    )


# -- going to knock, and the door knocked at --------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "at 9 I go to knock on 205. If nobody opens, I go to the garden.",
            _orders("21:00 go: '205', else: {go: garden}"),
        ),
        (
            "Lily",
            "9:30 I'll go over to knock on Tom's door, if he doesn't open, back to my room",
            _orders("21:30 go: '203', else: {go: home}"),
        ),
        ("Lily", "at 9 go and knock on the door of 205", _orders("21:00 go: '205'")),
        (
            "Lily",
            "21:00 knock on the door to 203, if no answer, garden",
            _orders("21:00 go: '203', else: {go: garden}"),
        ),
    ]
)
def test_going_to_knock_is_the_knocks_own_going(who: str, message: str, expect: str) -> None:
    # "I go to" before a knock was a going with no place: refused at the knock ("knock where?")
    reads_as(who, message, expect)


def test_a_place_between_the_going_and_the_knock_is_still_refused() -> None:
    problems_of("Lily", "at 9 go to the garden to knock on 205")


# -- a hunch before an open choice ---------------------------------------------------------------
def test_a_hunch_is_set_aside_and_said() -> None:
    reads_as(
        "Lily",
        "reckon I'll go to the lawn at 9, then home at 10",
        _orders("21:00 go: lawn", "22:00 go: home"),
    )


def test_an_open_choice_after_a_hunch_is_refused_as_a_choice() -> None:
    # it was refused at "reckon", a word the orders do not know, not at the choice
    assert problems_of("Lily", "reckon either the garden or the lawn at 9, you pick")[0].kind == "choice"


# -- seeing who comes by: a purpose, set aside ------------------------------------------------------
def test_seeing_who_comes_by_is_a_purpose_set_aside() -> None:
    reads_as(
        "Lily",
        "at 9 I go to the garden so I can see who comes by. 10 home",
        _orders("21:00 go: garden", "22:00 go: home"),
    )


def test_waiting_on_the_stairs_to_see_who_comes_up_is_refused_by_the_rule() -> None:
    # it was refused at the full stop ("up" read as a way): now by the corridor rule (seed 八)
    problem = problems_of("Lily", "at 9 I go to the west stairs and wait there so I can see who comes up")[0]
    assert "stairs" in str(problem)


# -- a look right after a stay in one's own room that ends at a time ----------------------------------
@cases(
    [
        (
            "Lily",
            "stay in my room till 9, window. 9 garden",
            _orders("20:00 go: home, peek: window", "21:00 go: garden"),
        ),
        (
            "Lily",
            "in the room til half eight, quick look out the window at the lawn\n"
            "- half eight, off to the garden",
            _orders("20:00 go: home, peek: window", "20:30 go: garden"),
        ),
        (
            "Lily",
            "stay home until 9:30 - peephole. 9:30 lawn",
            _orders("20:00 go: home, peek: peephole", "21:30 go: lawn"),
        ),
    ]
)
def test_a_look_right_after_a_stay_in_ones_room_is_the_stays(who: str, message: str, expect: str) -> None:
    # it was a look from the stay's end: a window from the garden (refused), or, with nothing after
    # it, a window from nine while the stay had none (a misread)
    reads_as(who, message, expect)


def test_a_look_right_after_a_stay_with_nothing_after_is_the_stays_not_from_its_end() -> None:
    reads_as("Lily", "stay in my room till 9, window", _orders("20:00 go: home, peek: window", "21:00"))


@cases(
    [
        ("Lily", "stay in my room till 9, then window", _orders("20:00 go: home", "21:00 peek: window")),
        ("Lily", "stay in my room till 9, window after", _orders("20:00 go: home", "21:00 peek: window")),
        (
            "Lily",
            "stay in my room till 9, window afterwards",
            _orders("20:00 go: home", "21:00 peek: window"),
        ),
        ("Lily", "stay in my room till 9, window from 9", _orders("20:00 go: home", "21:00 peek: window")),
    ]
)
def test_a_look_said_after_the_stay_is_still_from_its_end(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_look_right_after_a_wait_elsewhere_is_still_refused() -> None:
    # the garden has no window: the look is not the wait's, and from nine it is refused as before
    problems_of("Lily", "wait in the garden till 9, window")


# -- "here's me": a heading, "that's me": a sign-off ------------------------------------------------
def test_heres_me_and_thats_me_are_set_aside_and_said() -> None:
    reads_as(
        "Lily",
        "Evening! Right, here's me for the night:\n- 8:30 garden\n"
        "- 9:30 back to the room, peephole\nThat's me!",
        _orders("20:30 go: garden", "21:30 go: home, peek: peephole"),
    )


# -- "also if" others are there: whoever is around --------------------------------------------------
@cases(
    [
        (
            "Lily",
            "All night, wherever I meet Tom, I kill him, also if other people are there.",
            "standing: [{kill: Tom, if: always}]",
        ),
        (
            "Lily",
            "9 lawn, if Tom is there kill him, also when others are around",
            _orders("21:00 go: lawn, kill: Tom, if: always"),
        ),
    ]
)
def test_also_if_others_are_there_is_whoever_is_around(who: str, message: str, expect: str) -> None:
    # German "auch wenn": it was "if someone is there" after a kill, refused (someone_kill)
    reads_as(who, message, expect)


# -- "not in, or someone with him": the kill's otherwise ---------------------------------------------
@cases(
    [
        (
            "Lily",
            "half nine I'll nip over to 203, if Tom's on his own I'll do him in. If he's not in or there's "
            "folk with him, head down to the garden instead.",
            _orders("21:30 go: '203', kill: Tom, if: alone, else: {go: garden}"),
        ),
        (
            "Lily",
            "9:30 go to 203, if Tom is alone kill him, if he isn't there or someone's with him, "
            "go to the garden",
            _orders("21:30 go: '203', kill: Tom, if: alone, else: {go: garden}"),
        ),
        (
            "Lily",
            "9:30 go to 203, if Tom is alone kill him, if there's anyone with him or he's not in, "
            "back to my room",
            _orders("21:30 go: '203', kill: Tom, if: alone, else: {go: home}"),
        ),
    ]
)
def test_not_there_or_not_alone_after_a_kill_on_alone_is_its_otherwise(
    who: str, message: str, expect: str
) -> None:
    # it was refused at "or" (a choice not guessed)
    reads_as(who, message, expect)


def test_not_there_or_with_someone_without_a_kill_on_alone_is_still_refused() -> None:
    assert problems_of("Lily", "9:30 go to 203. if he's not in or there's folk with him, go to the garden")[
        0
    ].kind == ("choice")


def test_a_look_for_a_span_of_its_own_after_a_stay_is_not_the_stays() -> None:
    problems_of("Lily", "stay in my room till 9, window all night. 9 garden")
    problems_of("Lily", "stay in my room till 9, peephole for the rest of the night. 9 garden")


# -- the door only for some, the rest said to stay shut ----------------------------------------------
@cases(
    [
        (
            "Lily",
            "my door is only open for Tom and 张伟, for the others it stays closed.",
            "door: [Tom, 张伟]",
        ),
        ("Lily", "door only open for Tom. for the rest it remains shut", "door: [Tom]"),
    ]
)
def test_the_rest_staying_shut_after_a_door_for_some_restates_it(who: str, message: str, expect: str) -> None:
    # "stays" / "remains" between the others and "closed" was refused at "closed"
    reads_as(who, message, expect)


def test_the_rest_staying_shut_without_a_door_for_some_is_still_refused() -> None:
    problems_of("Lily", "for the others it stays closed")


# -- nobody wanted in one's room, except some ---------------------------------------------------------
@cases(
    [
        ("Lily", "I don't want anyone come in my room before 10pm, except Tom.", "door: [Tom]"),
        (
            "Lily",
            "i don't want anybody to come into my room, except Tom and 张伟. 9 garden",
            "door: [Tom, 张伟]\n" + _orders("21:00 go: garden"),
        ),
        ("Lily", "nobody comes in my room except Tom.", "door: [Tom]"),
        ("Lily", "I don't want anyone to come in", "door: closed"),
    ]
)
def test_nobody_wanted_in_ones_room_is_the_door_shut(who: str, message: str, expect: str) -> None:
    # "anyone" was a word the orders do not know; "my room" after "comes in" was left as a place
    reads_as(who, message, expect)


def test_nobody_coming_into_another_room_is_still_refused() -> None:
    problems_of("Lily", "nobody comes in 205 except Tom")


# -- office English: a change of plan heading, back to base, pivot, take it offline -------------------
@cases(
    [
        (
            "Lily",
            "As per my last email, slight change of plan for tonight - please disregard the earlier "
            "version.\n"
            "20:40: head to 203. If Tom's alone, take him out. If not, pivot to the garden.\n"
            "21:30: back to base (207), peephole\nLet me know if anything's unclear. Thanks!",
            _orders(
                "20:40 go: '203', kill: Tom, if: alone, else: {go: garden}", "21:30 go: home, peek: peephole"
            ),
        ),
        (
            "Lily",
            "Circling back on tonight's action items:\n1. 20:00 - peephole\n2. 21:00 - common room (204)\n"
            "Let's take this offline if anything's unclear.",
            _orders("20:00 peek: peephole", "21:00 go: '204'"),
        ),
    ]
)
def test_office_english_around_the_orders_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    # "per my last", "change of scope / plan" before a "disregard the earlier version" were refused at
    # "last" and "change"; "base" was a word the orders do not know; "pivot to" no going
    reads_as(who, message, expect)


def test_base_with_another_rooms_number_is_still_refused() -> None:
    problems_of("Lily", "21:30: back to base (205), peephole")


# -- Irish English: "yer man", "any time ..., anywhere", "he's getting it" ----------------------------
@cases(
    [
        (
            "Lily",
            "And yer man Tom — any time after nine, anywhere at all, if I catch him on his own he's getting "
            "it. Sound.",
            "standing: [{kill: Tom, if: alone, from: '21:00'}]",
        ),
        (
            "Lily",
            "any time, anywhere, if I meet Tom alone, he's getting it",
            "standing: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_a_standing_kill_said_the_irish_way_is_read(who: str, message: str, expect: str) -> None:
    # "any time" and "anywhere" together are one scope (refused at the second); "And Tom —" opens
    # the sentence about him; "yer man" before a name is that person; "he's getting it" the kill
    reads_as(who, message, expect)


def test_yer_man_without_a_name_is_still_refused() -> None:
    problems_of("Lily", "9 garden. if yer man is there alone, kill him")


# -- "her room 207": the person's room, then its number -----------------------------------------------
@cases(
    [
        (
            "Lily",
            "I want to kill Tom tonight. At 10:10 I go to his room 203. If only he is there, I kill him. "
            "If not, I go to lawn.",
            _orders("22:10 go: '203', kill: Tom, if: alone, else: {go: lawn}"),
        ),
    ]
)
def test_a_pronouns_room_then_its_number_is_that_room(who: str, message: str, expect: str) -> None:
    # "his room 203" was "his" and "room 203": refused at "his" (as "Tom's room 203" was read)
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "I want to kill Tom tonight. At 10:10 I go to his room 205.",  # Tom lives in 203
        "At 10:10 I go to his room 203.",  # whose?
    ],
)
def test_a_pronouns_room_with_another_number_or_no_one_before_is_refused(message: str) -> None:
    problems_of("Lily", message)


# -- a look "via" the window or the peephole ----------------------------------------------------------
@cases(
    [
        (
            "Lily",
            "(a) 20:00-20:50: remain in Room 207; observe via the peephole.\n"
            "(b) 20:50: proceed to the lawn.\n"
            "(c) 21:30: return to Room 207; observe via the window.",
            _orders("20:00 go: home, peek: peephole", "20:50 go: lawn", "21:30 go: home, peek: window"),
        ),
        ("Lily", "at 9 watch the corridor via the peephole", _orders("21:00 peek: peephole")),
    ]
)
def test_a_look_via_the_window_or_peephole_is_through_it(who: str, message: str, expect: str) -> None:
    # "via" was a route's word: refused at the window ("expected a place")
    reads_as(who, message, expect)


def test_via_after_a_going_is_still_the_route() -> None:
    reads_as(
        "Lily", "9 go to the garden via the east stairs", _orders("21:00 go: garden, via: [east-stairs]")
    )


# -- the formal register: "prior to" a time, a "standing instruction" heading --------------------------
@cases(
    [
        ("Lily", "prior to 9 window, then garden", _orders("20:00 peek: window", "21:00 go: garden")),
        ("Lily", "door closed prior to 10", "door: closed"),
        (
            "Lily",
            "Standing instruction: all night, wherever I meet Tom alone, I kill him.",
            "standing: [{kill: Tom, if: alone}]",
        ),
    ]
)
def test_prior_to_is_before_and_a_standing_instruction_heading_is_said(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)
