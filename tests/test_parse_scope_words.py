"""A word of scope ("anywhere", "whenever", "at any point", "wherever I am", "any time") said
of a kill is never dropped (issue 22, the known misread): it makes a kill that holds for a
while, or the message is refused at it.

"9 garden. if I meet Marisol alone anywhere, I kill her" was read as a kill in the garden at
21:00 only: the sentence of its own was joined to the order before, and "anywhere" lost.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import seed_orders, seed_refused

INN = default_inn()


def _standing(message: str) -> tuple[object, ...]:
    """The one standing kill ``message`` gives (target, condition, start, end), and its orders
    (minute, place); the echo reads back the same (seed_orders checks it)."""
    orders = [(at, action.go) for at, action in seed_orders(message)]
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None
    (kill,) = parsed.sheet.standing
    return (kill.target, kill.condition, kill.start, kill.end), orders


ALL_NIGHT_C_ALONE = ("C", Condition("alone"), 0, 180)


@pytest.mark.parametrize(
    "message",
    [
        "9 garden. if I meet C alone anywhere, I kill her",
        "9 garden. If I see C alone at any point, I kill her.",
        "at 9 go to the garden. if I meet C alone wherever I am, I kill her",
        "9pm garden. if I run into C alone anywhere, kill her",
        "9 garden. if C is alone anywhere, kill her",
        "9 garden. Should I meet C on her own at any time, kill her",
        "at 9 the garden. if I bump into C by herself anywhere at all, I kill her",
        "at 9 go to the garden; if I find C alone anywhere, kill her",
        "9 garden; at any point if C's alone with me kill her",
        "9 garden. at any point, if C is alone, kill her",
        "9 garden. if C turns up alone at any point tonight, kill her",
        "9 garden. if I meet C alone anywhere tonight, I kill her",
    ],
)
def test_a_scope_word_in_a_condition_of_its_own_sentence_is_a_kill_all_night(message: str) -> None:
    """The condition in a sentence of its own after a timed order, "anywhere" (or a word of its
    class) in it: the kill holds all night wherever one meets her; the order keeps its place."""
    assert _standing(message) == (ALL_NIGHT_C_ALONE, [(60, "garden")])


def test_the_same_class_in_chinese_is_a_kill_all_night_too() -> None:
    """The same class in Chinese (如果在哪儿碰到C一个人就杀了她), read so before this round too."""
    assert _standing("9点去花园。如果在哪儿碰到C一个人就杀了她") == (ALL_NIGHT_C_ALONE, [(60, "garden")])


def test_a_scope_word_with_a_time_of_its_own_holds_from_that_time() -> None:
    message = "at 9 go to the garden. from 9:30, if I meet C alone anywhere, I kill her"
    assert _standing(message) == (("C", Condition("alone"), 90, 180), [(60, "garden")])


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to the garden, and if I meet C alone anywhere I kill her",
        "9 garden, if I see C alone at any point, kill her",
        "at 9 go to the garden, and if I find C alone anywhere at all, I kill her",
        "at 9 go to the garden and if I run into C anywhere, I kill her",
    ],
)
def test_a_scope_word_inside_an_order_that_goes_somewhere_is_refused_at_it(message: str) -> None:
    """In the sentence of an order that goes somewhere, "anywhere" cannot make the kill hold
    for a while (it was dropped: a kill there only); refused, naming the condition it is in."""
    problem = seed_refused(message)
    assert problem.kind == "anywhere_order"
    assert any(w in problem.quote for w in ("anywhere", "any point"))


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to the garden, if I meet C anywhere, go home",
        "at 9 go to the garden. if I see C at any point, go back to my room",
    ],
)
def test_a_scope_word_of_a_condition_without_a_kill_is_refused_at_it(message: str) -> None:
    """Only a kill holds wherever one meets someone: "if I meet C anywhere, go home" was read as
    "if C is there", the scope word dropped."""
    problem = seed_refused(message)
    assert problem.kind == "anywhere_no_kill"
    assert "C" in problem.quote


@pytest.mark.parametrize(
    "message",
    [
        "9 garden. if I meet C alone I kill her (all night)",
        "at 9 go to 205 and kill C if she's alone. (all night)",
        "9 garden. if I find C alone, she's dead [tonight]",
        "9 garden. if I meet C alone I kill her, all night",
        "at 9 go to the garden. kill C if she's alone there, all night",
    ],
)
def test_all_night_said_last_after_the_kill_of_an_order_is_refused_at_it(message: str) -> None:
    """It was dropped, the kill read as the order's only (at its place): does "all night" make
    it a kill wherever one meets her, or say that the order holds? Never guessed."""
    problem = seed_refused(message)
    assert problem.kind == "allnight_kill"
    assert problem.quote in ("all night", "tonight")


@pytest.mark.parametrize("message", ["9 garden. that's it for tonight", "9 garden. all night"])
def test_all_night_said_last_after_orders_without_a_kill_changes_nothing(message: str) -> None:
    assert seed_orders(message) == [(60, Action("garden"))]
