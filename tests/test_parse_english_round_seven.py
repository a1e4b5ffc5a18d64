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
