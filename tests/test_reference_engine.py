"""The night engine against the reference engine (``tests/refengine.py``), row for row.

The reference is a plain minute-by-minute loop written from the docs, never from
``blackhorse/night/`` (docs/TESTING.md, "The reference engine"). Every Hypothesis night and
every night of the corpus (``tests/nightkit.py``) is played by both; every ``Step`` (minute,
person, spot, activity, detail, place) and every ``Case`` must be the same. The GM's notes
are not compared (their text is the engine's wording).

Restriction, until issue 21's rules are on main: the reference plays the REVISED rules (a
crossing and the same open-air zone are meetings, "alone" counts the target's zone, nobody
jumps at a kill), which the engine does not play yet. So each night is compared only up to
the first minute where the revised rules and the reading before them
(``refengine.BEFORE_ISSUE_21``) part; a night they never part on is compared whole. Where
the two readings part, the disagreement is listed in ``/work/helpers/ref-disagreements.md``.
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import MappingProxyType
from typing import Any

from hypothesis import given, settings

from blackhorse.analysis.bots import checked_sheet
from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.records import Case, Step
from blackhorse.inn.layout import default_inn
from blackhorse.night.referee import simulate
from blackhorse.orders.cast import Cast, Game, Tenant, first_night_cast
from blackhorse.orders.model import OrderSheet
from tests import refengine
from tests.gamekit import POLICE, TENANTS
from tests.nightkit import corpus_runs
from tests.strategies import busy_night_orders, night_orders, visitor_nights

INN = default_inn()
GAME = Game(
    Path("<reference>"),
    "reference",
    MappingProxyType({n: Tenant(n, t["room"], tuple(t["targets"])) for n, t in TENANTS.items()}),
    tuple(POLICE),
)


def night_of(orders: dict[str, dict[str, Any]]) -> tuple[Cast, tuple[OrderSheet, ...]]:
    """The cast and checked sheets of a drawn night (police on the map if they sent orders)."""
    cast = first_night_cast(GAME, frozenset(orders))
    sheets = tuple(checked_sheet({"who": who, **body}, cast, INN) for who, body in sorted(orders.items()))
    return cast, sheets


def compared_until(cast: Cast, sheets: tuple[OrderSheet, ...], revised: refengine.Night) -> int:
    """The first minute the revised rules and the reading before them part (the restriction
    of this module's docstring), or the night's end."""
    before = refengine.run(cast, sheets, INN, refengine.BEFORE_ISSUE_21)
    parted = [s.minute for s, b in zip(revised.steps, before.steps, strict=True) if s != b]
    parted += [c.minute for c in set(revised.cases) ^ set(before.cases)]
    return min(parted, default=NIGHT_MINUTES)


def differences(
    steps: tuple[Step, ...] | list[Step],
    cases: tuple[Case, ...] | list[Case],
    expected: refengine.Night,
    until: int,
) -> list[str]:
    """The engine's rows that the reference does not give, before minute ``until``."""
    mine = {(s.minute, s.person): s for s in expected.steps if s.minute < until}
    theirs = {(s.minute, s.person): s for s in steps if s.minute < until}
    out = [
        f"{s.minute} {s.person}: engine {tuple(s[2:])}, reference {tuple(mine[k][2:]) if k in mine else None}"
        for k, s in sorted(theirs.items())
        if mine.get(k) != s
    ]
    out += [f"{k}: not in the engine's rows" for k in sorted(set(mine) - set(theirs))]
    engine_cases = sorted(c for c in cases if c.minute < until)
    reference_cases = sorted(c for c in expected.cases if c.minute < until)
    if engine_cases != reference_cases:
        out.append(f"cases: engine {engine_cases}, reference {reference_cases}")
    return out


def check(cast: Cast, sheets: tuple[OrderSheet, ...], steps: Any = None, cases: Any = None) -> int:
    """Compare one night; returns how many minutes were compared."""
    if steps is None:
        run = simulate(cast, sheets, INN)
        steps, cases = run.steps, run.cases
    expected = refengine.run(cast, sheets, INN)
    until = compared_until(cast, sheets, expected)
    wrong = differences(steps, cases, expected, until)
    assert not wrong, "engine and reference differ:\n" + "\n".join(wrong[:8])
    return until


@settings(max_examples=30, deadline=None)
@given(night_orders())
def test_random_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    check(*night_of(orders))


@settings(max_examples=6, deadline=None)
@given(busy_night_orders())
def test_busy_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    check(*night_of(orders))


@settings(max_examples=10, deadline=None)
@given(visitor_nights())
def test_visitor_nights_agree_with_the_reference(orders: dict[str, dict[str, Any]]) -> None:
    """Visits sent on by `via` orders the checker would refuse as pacing (the engine run
    without the checker, as tests/test_night_properties.py does)."""
    check(*night_of(orders))


def test_every_corpus_night_agrees_with_the_reference() -> None:
    """The 362 nights of the digest corpus (busy, odd, bot games, scenarios), simulated once
    per process by ``nightkit.corpus_runs``."""
    runs = corpus_runs()
    compared = 0
    for label, (cast, sheets), run in runs:
        try:
            compared += check(cast, sheets, run.steps, run.cases)
        except AssertionError as exc:
            raise AssertionError(f"{label}: {exc}") from None
    # the restriction leaves more than half the corpus minutes compared (58 %)
    assert compared >= 0.55 * len(runs) * NIGHT_MINUTES, compared


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
