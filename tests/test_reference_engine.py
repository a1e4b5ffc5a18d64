"""The night engine against the reference engine (``tests/refengine.py``), row for row.

The reference is a plain minute-by-minute loop written from the docs, never from
``blackhorse/night/`` (docs/TESTING.md, "The reference engine"). Every Hypothesis night and
every night of the corpus (``tests/nightkit.py``) is played by both; every ``Step`` (minute,
person, spot, activity, detail, place) and every ``Case`` must be the same. The GM's notes
are not compared (their text is the engine's wording).

The reference plays the rules as revised for issue 21 (a crossing and the same open-air zone
are meetings, "alone" counts the target's zone, nobody jumps at a kill, a kill on a
threshold keeps its threshold minute); every night is compared whole.
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import MappingProxyType
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from blackhorse.analysis.bots import checked_sheet
from blackhorse.core.records import Case, Step
from blackhorse.inn.layout import default_inn
from blackhorse.night.referee import simulate
from blackhorse.orders.cast import Cast, Game, Tenant, first_night_cast
from blackhorse.orders.model import OrderSheet
from tests import refengine
from tests.gamekit import POLICE, TENANTS
from tests.hypothesiskit import examples
from tests.nightkit import corpus_runs
from tests.strategies import (
    SLOTS,
    busy_night_orders,
    night_orders,
    visitor_nights,
    without_pacing,
)

INN = default_inn()
GAME = Game(
    Path("<reference>"),
    "reference",
    MappingProxyType({n: Tenant(n, t["room"], tuple(t["targets"])) for n, t in TENANTS.items()}),
    tuple(POLICE),
)


# P1 lives in 209 (police_rooms): an officer at home, behind a door, as a door's only insider
LODGED = Game(GAME.folder, GAME.name, GAME.tenants, GAME.police, MappingProxyType({"P1": "209"}))


def night_of(orders: dict[str, dict[str, Any]], game: Game = GAME) -> tuple[Cast, tuple[OrderSheet, ...]]:
    """The cast and checked sheets of a drawn night (police on the map if they sent orders)."""
    cast = first_night_cast(game, frozenset(orders))
    sheets = tuple(checked_sheet({"who": who, **body}, cast, INN) for who, body in sorted(orders.items()))
    return cast, sheets


# -- kill nights: what the shared strategies draw rarely --------------------------------------
NEAR = ("A", "B", "C", "H", "P1")  # 201, 203, 205, 203 and 209: targets of each other
NEAR_PLACES = ("home", "201", "203", "205", "209", "204", "garden", "lawn")


def _condition() -> st.SearchStrategy[Any]:
    named = st.sampled_from([*NEAR, "P2"])
    return st.one_of(
        st.sampled_from(["alone", "always"]),
        named.map(lambda n: {"present": n}),
        named.map(lambda n: {"absent": n}),
    )


@st.composite
def _otherwise(draw: st.DrawFn, who: str, depth: int = 0) -> dict[str, Any]:
    """An `else`: a walk, a peek or a kill where one stands, maybe with its own `if`/`else`."""
    kind = draw(st.sampled_from(["go", "peek", "kill"] if who in TENANTS else ["go", "peek"]))
    out: dict[str, Any]
    if kind == "go":
        out = {"go": draw(st.sampled_from(NEAR_PLACES))}
    elif kind == "peek":
        out = {"peek": "window"}
    else:
        out = {"kill": draw(st.sampled_from(TENANTS[who]["targets"]))}
    if depth == 0 and draw(st.booleans()):
        out["if"] = draw(_condition())
        out["else"] = draw(_otherwise(who, 1))
    return out


@st.composite
def _kill_sheet(draw: st.DrawFn, who: str) -> dict[str, Any]:
    orders: list[dict[str, Any]] = []
    for at in sorted(draw(st.lists(st.sampled_from(SLOTS[:9]), unique=True, min_size=1, max_size=5))):
        order: dict[str, Any] = {"at": f"{20 + at // 60}:{at % 60:02d}"}
        if draw(st.booleans()):
            order["go"] = draw(st.sampled_from(NEAR_PLACES))
        if who in TENANTS and draw(st.booleans()):
            order["kill"] = draw(st.sampled_from(TENANTS[who]["targets"]))
        if draw(st.booleans()):
            order["if"] = draw(_condition())
        if draw(st.booleans()):
            order["else"] = draw(_otherwise(who))
        orders.append(order)
    body: dict[str, Any] = {
        "orders": without_pacing(who, orders),
        "door": draw(st.sampled_from(["open", "closed", ["A"], ["B", "P1"]])),
    }
    if who in TENANTS:
        standing = st.fixed_dictionaries(
            {"kill": st.sampled_from(TENANTS[who]["targets"]), "if": _condition()},
            optional={"from": st.sampled_from(["20:00", "20:15", "20:40"])},
        )
        body["standing"] = draw(st.lists(standing, max_size=2))
    return body


@st.composite
def kill_nights(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    """Five people whose rooms are close and who are each other's targets, an officer living
    in 209: kills with every condition (standing ones with `present`/`absent` too), `else`
    that peeks or kills where one stands, nested `else`, all in the first ninety minutes."""
    return {who: draw(_kill_sheet(who)) for who in NEAR if draw(st.integers(0, 3)) > 0}


def differences(
    steps: tuple[Step, ...] | list[Step],
    cases: tuple[Case, ...] | list[Case],
    expected: refengine.Night,
) -> list[str]:
    """Where the engine's rows and cases are not the reference's."""
    mine = {(s.minute, s.person): s for s in expected.steps}
    theirs = {(s.minute, s.person): s for s in steps}
    out = [
        f"{s.minute} {s.person}: engine {tuple(s[2:])}, reference {tuple(mine[k][2:]) if k in mine else None}"
        for k, s in sorted(theirs.items())
        if mine.get(k) != s
    ]
    out += [f"{k}: not in the engine's rows" for k in sorted(set(mine) - set(theirs))]
    engine_cases, reference_cases = sorted(cases), sorted(expected.cases)
    if engine_cases != reference_cases:
        out.append(f"cases: engine {engine_cases}, reference {reference_cases}")
    return out


def check(cast: Cast, sheets: tuple[OrderSheet, ...], steps: Any = None, cases: Any = None) -> None:
    """Compare one whole night."""
    if steps is None:
        run = simulate(cast, sheets, INN)
        steps, cases = run.steps, run.cases
    wrong = differences(steps, cases, refengine.run(cast, sheets, INN))
    assert not wrong, "engine and reference differ:\n" + "\n".join(wrong[:8])


# C, arriving at 203's door, kills A passing it (out in the corridor) while B, inside 203,
# kills C: C falls on the door spot where C stands killing, not inside (found by Hypothesis)
KILLING_OUT_FROM_A_THRESHOLD = {
    "A": {"orders": [{"at": "22:20", "go": "202"}, {"at": "22:30", "go": "home"}]},
    "B": {"standing": [{"kill": "C", "from": "21:56", "until": "22:28"}]},
    "C": {
        "orders": [{"at": "22:20", "go": "203", "if": "alone", "else": {"go": "home"}}],
        "standing": [{"kill": "A", "from": "20:00", "until": "22:38"}],
    },
}


@settings(max_examples=examples(30), deadline=None)
@given(night_orders())
@example(KILLING_OUT_FROM_A_THRESHOLD)
def test_random_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    check(*night_of(orders))


@settings(max_examples=examples(6), deadline=None)
@given(busy_night_orders())
def test_busy_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    check(*night_of(orders))


@settings(max_examples=examples(10), deadline=None)
@given(visitor_nights())
def test_visitor_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    """Visits sent on by `via` orders the checker would refuse as pacing (the engine run
    without the checker, as tests/test_night_properties.py does)."""
    check(*night_of(orders))


@settings(max_examples=examples(30), deadline=None)
@given(kill_nights())
def test_kill_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    check(*night_of(orders, LODGED))


def test_every_corpus_night_agrees_with_the_reference() -> None:
    """The 362 nights of the digest corpus (busy, odd, bot games, scenarios), simulated once
    per process by ``nightkit.corpus_runs``."""
    runs = corpus_runs()
    assert len(runs) > 350
    for label, (cast, sheets), run in runs:
        try:
            check(cast, sheets, run.steps, run.cases)
        except AssertionError as exc:
            raise AssertionError(f"{label}: {exc}") from None


def test_the_reference_is_independent_of_the_engine() -> None:
    """The reference reads the map, the checked orders and the row records, never the
    engine, the sight pass or the reports (docs/TESTING.md)."""
    tree = ast.parse((Path(__file__).parent / "refengine.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    allowed = (
        "blackhorse.core.",
        "blackhorse.inn.",
        "blackhorse.orders.",
        "__future__",
        "collections",
        "dataclasses",
        "typing",
    )
    assert imported and all(m.startswith(allowed) for m in imported), sorted(imported)
