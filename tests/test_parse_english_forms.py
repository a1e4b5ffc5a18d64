"""English verbs of the orders in every form (issue 22, English forms): the third person, the past,
its participle and the ``-ing`` form of every verb the reader knows, by rule and by a table of
irregular verbs (``blackhorse/parsing/englishforms.py``), each class with five paraphrases or more
of our own; docs/PARSING.md, *English verbs in every form*, says the decisions.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps alone in 203 (window: the lawn,
peephole: the corridor) and targets 陈美玲 (207, with Lily) and 刘洋 (Liu Yang, 201 with 王建国)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.englishforms import forms, ing, lemmas, past, third
from blackhorse.parsing.meaning import en_classes
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"


# -- the rules and the table -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("verb", "said"),
    [
        ("go", ("goes", "went", "gone", "going")),
        ("head", ("heads", "headed", "heading")),
        ("move", ("moves", "moved", "moving")),
        ("stop", ("stops", "stopped", "stopping")),
        ("stab", ("stabs", "stabbed", "stabbing")),
        ("visit", ("visits", "visited", "visiting")),
        ("spy", ("spies", "spied", "spying")),
        ("stay", ("stays", "stayed", "staying")),
        ("watch", ("watches", "watched", "watching")),
        ("sit", ("sits", "sat", "sitting")),
        ("see", ("sees", "saw", "seen", "seeing")),
        ("patrol", ("patrols", "patrolled", "patrolling")),
        ("lie", ("lies", "lay", "lain", "lying")),
        ("take", ("takes", "took", "taken", "taking")),
        ("flee", ("flees", "fled", "fleeing")),
    ],
)
def test_a_verb_has_its_forms_by_rule_or_by_the_table(verb: str, said: tuple[str, ...]) -> None:
    assert forms(verb) == said
    assert {third(verb), *past(verb), ing(verb)} == set(said)
    assert all(verb in lemmas(form) for form in said)  # and back


# -- the forms read as the verb ---------------------------------------------------------------
PAST = [
    (
        "Tom",
        "at 9 I walked to the garden, at 10 I went back home and watched the corridor",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home, peek: peephole}]",
    ),
    (
        "Tom",
        "8pm peeked through the peephole, 9pm headed over to the common room, 10pm came back home",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: '204'}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "stayed in my room until 9 looking out the window, then at 9 moved to the lawn",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: lawn}]",
    ),
    (
        "Tom",
        "at 9 went over to the lawn, at 9:30 wandered back home",
        "orders: [{at: '21:00', go: lawn}, {at: '21:30', go: home}]",
    ),
    (
        "Tom",
        "8:00 stayed put in my room, 9:00 popped over to the garden, 10:00 got back home",
        "orders: [{at: '20:00', go: home}, {at: '21:00', go: garden}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 strolled to the lawn, at 10 hung out in the common room",
        "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: '204'}]",
    ),
    (
        "Tom",
        "at 10 I snuck over to 207 and murdered 陈美玲 if she is alone",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: alone}]",
    ),
    (
        "Tom",
        "all night, if I met 陈美玲 alone, I kill her",
        "standing: [{kill: 陈美玲, if: alone}]",
    ),
]


@cases(PAST)
def test_a_verb_of_the_orders_said_in_the_past_is_that_verb(who: str, message: str, expect: str) -> None:
    """A plan written in the past, as non-native players do (``at 9 I went to the garden``): the
    verb, whatever its tense; the irregular ones by the table (went, came, sat, hung, snuck, met)."""
    reads_as(who, message, expect)


ING = [
    (
        "Tom",
        "at 9:30 knocking on 201, and if Liu Yang is alone, stabbing him",
        "orders: [{at: '21:30', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "9pm visiting Liu Yang; if he's alone, killing him",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone}]",
    ),
    (
        "Tom",
        "8pm spying through the peephole, 9pm strolling over to the lawn, 10pm wandering back to my room",
        "orders: [{at: '20:00', peek: peephole}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "at 9 sneaking back up to my room and peering out the window",
        "orders: [{at: '21:00', go: home, peek: window}]",
    ),
    (
        "Tom",
        "at 10 dashing over to 207, murdering 陈美玲 if she's alone",
        "orders: [{at: '22:00', go: '207', kill: 陈美玲, if: alone}]",
    ),
]


@cases(ING)
def test_a_verb_of_the_orders_said_with_ing_is_that_verb(who: str, message: str, expect: str) -> None:
    """``knocking on``, ``visiting``, ``stabbing`` (the consonant doubled), ``spying``."""
    reads_as(who, message, expect)


BACK = [
    (
        "Tom",
        "Tom peers through the window from 8. At 9 Tom sneaks over to the lawn"
        " and at 10 he wanders back home.",
        "orders: [{at: '20:00', peek: window}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
    ),
    (
        "Tom",
        "9pm garden, 10pm sauntered straight back to my room and watched the corridor",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home, peek: peephole}]",
    ),
    (
        "Tom",
        "at 9 the lawn, at 9:40 hurrying back upstairs",
        "orders: [{at: '21:00', go: lawn}, {at: '21:40', go: home}]",
    ),
    (
        "Tom",
        "8:30 garden, 9:30 scooted back over to the lawn",
        "orders: [{at: '20:30', go: garden}, {at: '21:30', go: lawn}]",
    ),
    (
        "Tom",
        "at 9 go to the garden, at 9:30 trudged back to the lawn",
        "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}]",
    ),
    (
        "Tom",
        "8:30 garden, 9:30 moseying back home",
        "orders: [{at: '20:30', go: garden}, {at: '21:30', go: home}]",
    ),
    (
        "Tom",
        "lawn at 9, then at 9:50 I raced back up to my room to peek through the peephole",
        "orders: [{at: '21:00', go: lawn}, {at: '21:50', go: home, peek: peephole}]",
    ),
]


@cases(BACK)
def test_going_back_said_with_any_verb_of_moving_is_going_back(who: str, message: str, expect: str) -> None:
    """``wander back home``, ``stroll straight back to my room``, ``hurrying back upstairs``: a
    verb of moving, ``back``, and where to, in any form; ``back to the lawn`` is the lawn."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("waited", "going"),
        ("remained", "going"),
        ("leaves", "going"),
        ("spied", "look"),
        ("closes", "door"),
        ("shuts", "door"),
        ("cancels", "correction"),
    ],
)
def test_a_meaning_bearing_verb_in_any_form_keeps_its_class(word: str, kind: str) -> None:
    """An unknown word that is a form of a verb of a meaning-bearing class is of that class: never
    set aside (docs/PARSING.md, *What is set aside, and what never is*)."""
    assert kind in en_classes(word)


@pytest.mark.parametrize("word", ["ones", "cases", "things", "thirds"])
def test_a_plural_noun_is_no_form_of_a_class_word(word: str) -> None:
    """Only verbs count in any form: ``ones`` is no number, ``cases`` no condition."""
    assert en_classes(word) == set()


def test_someone_elses_door_in_any_form_is_not_set_aside() -> None:
    parsed = parse_message("at 9 go to the garden. Lily always closes up", GAME, 1, "Tom", game_map(GAME))
    assert [p.quote for p in parsed.problems] == ["closes"]


def test_got_to_before_a_going_is_a_must_not_a_second_going() -> None:
    """``got to`` is not ``get to`` in the past: "I've got to go to the garden" goes once."""
    reads_as("Tom", "at 9 I've got to go to the garden", "orders: [{at: '21:00', go: garden}]")
