"""Every item of meaning the grammar read ends in the orders: a kill, a condition, "otherwise", a
place gone to, a time, the door; an item the assembly leaves out refuses the message at the words
that say it (docs/PARSING.md, "Nothing is dropped unsaid", the assembly)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import blackhorse.parsing.message as message_module
from blackhorse.inn.layout import default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.model import Action, OrderSheet
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.drafts import Draft
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME, ROOM
from blackhorse.parsing.message import read_message
from tests.hypothesiskit import examples
from tests.parsekit import SEED_GAME, seed_orders, seed_refused
from tests.test_parse_accounting import MESSAGES, _mutated

INN = default_inn()


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("8点在娱乐室看窗外，否则9点去花园", "否则"),
        ("8点半去娱乐室否则聊天，9点回家", "否则"),
        ("九点去草坪否则，十点回家", "否则"),
        ("At 8:30 go to the common room otherwise for a chat. At 9 go home.", "otherwise"),
        ("at 9 go to the garden otherwise. at 10 go home", "otherwise"),
    ],
)
def test_an_otherwise_of_no_condition_is_refused_at_it(message: str, quote: str) -> None:
    """ "Otherwise" with no condition before it in its order: otherwise than what? It was read by
    the grammar and left out of the orders with nothing said."""
    problem = seed_refused(message)
    assert (problem.kind, problem.quote) == ("unsaid", quote)


@pytest.mark.parametrize(
    "message",
    [
        "9点去203，如果D一个人就杀了他，否则待着",
        "九点去草坪，C一个人在就杀了她，不然就在那儿待着",
        "9点去草坪，如果C一个人就杀了她，否则10点回家",
        "at 9 go to the lawn, if C is alone kill her, otherwise stay there",
        "at 9 go to 203 and kill D if he is alone; otherwise at 10 go home",
        "kill C wherever I meet her alone. Otherwise I stay home",
        "9点去203，如果D一个人就杀了他，否则如果没人开门就回家",
    ],
)
def test_an_otherwise_that_says_what_happens_anyway_reads_as_before(message: str) -> None:
    """After a condition, an "otherwise" of staying, of the next order at its time, or of the
    rest of the night beside a standing kill says what the orders do without it."""
    assert seed_orders(message)


def _dropping(what: Callable[[Draft], None]) -> Callable[..., Draft]:
    """The assembly, with a step that leaves ``what`` out of the draft it made."""
    assemble = message_module.assemble

    def careless(*args: object, **kwargs: object) -> Draft:
        draft = assemble(*args, **kwargs)  # type: ignore[arg-type]
        what(draft)
        return draft

    return careless


def _no_kill(draft: Draft) -> None:
    for order in draft.orders:
        order.action.kill = None


def _no_second_order(draft: Draft) -> None:
    del draft.orders[1:]


def _no_otherwise(draft: Draft) -> None:
    for order in draft.orders:
        order.action.otherwise = None


def _no_door(draft: Draft) -> None:
    draft.door = None


def _no_route(draft: Draft) -> None:
    for order in draft.orders:
        order.action.via = []


def _no_standing(draft: Draft) -> None:
    draft.standing.clear()


def _no_look(draft: Draft) -> None:
    for order in draft.orders:
        order.action.peek = None


def _standing_made_an_order_kill(draft: Draft) -> None:
    """The standing kill's kill put on the order before, as the known misread did."""
    (standing,) = draft.standing
    draft.orders[-1].action.kill = standing.target
    draft.standing.clear()


@pytest.mark.parametrize(
    ("drop", "message", "quote"),
    [
        (_no_kill, "9点去203，把D杀了", "把D杀了"),
        (_no_kill, "at 9 go to 203 and kill D", "kill D"),
        (_no_second_order, "9点去花园，10点去草坪", "10点"),
        (_no_second_order, "at 9 go to the garden, at 10 the lawn", "at 10"),
        (_no_otherwise, "9点去203，如果D一个人就杀了他，否则回家", "否则"),
        (_no_otherwise, "at 9 go to 203, if D is alone kill him, otherwise go home", "otherwise"),
        (_no_door, "门只给B开。9点去花园", "只给B开"),
        (_no_door, "only let B in. at 9 go to the garden", "only let B in"),
        (_no_route, "9点经东楼梯去草坪", "经东楼梯去草坪"),
        (_no_standing, "今晚在哪碰到C一个人就杀了她。9点去花园", "在哪碰到C"),
        (_no_look, "9点去娱乐室，从窗户往外看", "从窗户往外看"),
        (_no_look, "at 9 go home and watch through the peephole", "watch through the peephole"),
        (_standing_made_an_order_kill, "9 garden. if I meet C alone anywhere, I kill her", "if I meet C"),
    ],
)
def test_an_item_the_assembly_leaves_out_refuses_the_message_at_it(
    monkeypatch: pytest.MonkeyPatch, drop: Callable[[Draft], None], message: str, quote: str
) -> None:
    """An assembly step nobody expected to meet this message, leaving a kill, an order, an
    "otherwise", the door, a route, a look or a standing kill out of the draft (or "anywhere": a
    standing kill made a kill of an order, the known misread): the message is refused
    at the words that said it, never read as the orders left."""
    assert seed_orders(message)
    monkeypatch.setattr(message_module, "assemble", _dropping(drop))
    parsed = read_message(message, "A", 1, INN, cast_of(SEED_GAME, 1, "A", INN))
    assert [p.kind for p in parsed.problems] == ["unsaid"], [str(p) for p in parsed.problems]
    assert parsed.problems[0].quote.startswith(quote), parsed.problems[0].quote


def _actions(sheet: OrderSheet) -> list[Action]:
    out: list[Action] = []
    for order in sheet.orders:
        action: Action | None = order.action
        while action is not None:
            out.append(action)
            action = action.otherwise
    return out


def _named(person: object) -> str | None:
    if isinstance(person, Phrase) and not person.args.get("pronoun") and person.args.get("name"):
        return str(person.args["name"])
    return None


def _unused(
    phrases: list[Phrase], sheet: OrderSheet, home: str | None, rooms: dict[str, str]
) -> list[Phrase]:
    """The phrases whose kill, person killed or place gone to is in no order of ``sheet``: an
    oracle of its own, over the order file (not the draft the reader checks)."""
    actions = _actions(sheet)
    killed = {a.kill for a in actions if a.kill} | {k.target for k in sheet.standing}
    places = {p for a in actions for p in (a.go, *a.via) if p} | {HOME, ROOM, home}
    out = []
    for p in phrases:
        if p.kind in ("kill", "standing"):
            who = _named(p.args.get("who"))
            if not killed or who is not None and who not in killed:
                out.append(p)
        target = p.args.get("target") if p.kind in ("go", "knock") else None
        if isinstance(target, Phrase):
            place = target.args.get("place")
            room = rooms.get(str(target.args.get("room_of")))
            if place and place not in places or room and room not in places and not target.args.get("visit"):
                out.append(p)
        if p.kind == "door" and not sheet.door_stated:
            out.append(p)
    return out


def _readings(text: str, who: str, game: Path) -> list[tuple[list[Phrase], object]]:
    """(phrases, parsed) of the first reader and of the second, each read once (no echo)."""
    inn = game_map(game)
    cast = cast_of(game, 1, who, inn)
    out = []
    assemble = message_module.assemble
    seen: list[list[Phrase]] = []

    def spy(phrases: list[Phrase], *args: object, **kwargs: object) -> Draft:
        seen.append(list(phrases))
        return assemble(phrases, *args, **kwargs)  # type: ignore[arg-type]

    for slotwise in (False, True):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(message_module, "assemble", spy)
            parsed = message_module._read_message(text, who, 1, inn, cast, None, False, False, slotwise)
        if parsed.ok:
            out.append((seen[-1], parsed))
    return out


@example(0, "as is", 0, 0)  # the seed's own message
@settings(max_examples=examples(40), deadline=None)  # exploring: 400
@given(
    st.integers(0, len(MESSAGES) - 1),
    st.sampled_from(("as is", "insert", "swap")),
    st.integers(0, 200),
    st.integers(0, 100),
)
def test_every_kill_and_place_the_grammar_read_is_in_the_orders_of_an_accepted_message(
    index: int, how: str, at: int, pick: int
) -> None:
    """Every message of every corpus, and the same with a word inserted or two swapped: when it
    is accepted (by the first reader or the second), every kill read is a kill of the order file
    (of the person it names), every place gone to or knocked at is gone to, and a door rule
    read is the file's door."""
    who, message, game = MESSAGES[index]
    text = _mutated(message, game, who, how, at, pick)
    inn = game_map(game)
    cast = cast_of(game, 1, who, inn)
    home = cast.people[who].room if who in cast.people else None
    rooms = {n: p.room for n, p in cast.people.items() if p.room is not None}
    for phrases, parsed in _readings(text, who, game):
        sheet = getattr(parsed, "sheet", None)
        assert sheet is not None
        assert _unused(phrases, replace(sheet), home, rooms) == [], text
