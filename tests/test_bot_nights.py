"""The Hypothesis night and sight properties hold on bot nights too.

Every property of ``tests/test_night_properties.py`` and ``tests/test_visibility_properties.py``
that takes one night's orders is run again, this time on nights whose every order file is
written by bots (drawn strategy and seed), for the cast of :mod:`tests.gamekit`. A property
added to those files later is picked up here without a change.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from blackhorse.analysis.bots import bot_sheets
from blackhorse.inn.layout import default_inn
from blackhorse.orders.cast import Game, Tenant, first_night_cast
from tests import test_night_properties, test_visibility_properties
from tests.gamekit import POLICE, TENANTS
from tests.hypothesiskit import examples

INN = default_inn()
TENANT_OBJECTS = {n: Tenant(n, t["room"], tuple(t["targets"])) for n, t in TENANTS.items()}
CAST = first_night_cast(Game(Path("g"), "g", TENANT_OBJECTS, tuple(POLICE)), frozenset(POLICE))


def night_properties() -> list[tuple[str, Callable[[dict[str, dict[str, Any]]], None]]]:
    found = []
    for module in (test_night_properties, test_visibility_properties):
        for name, test in sorted(vars(module).items()):
            inner = getattr(getattr(test, "hypothesis", None), "inner_test", None)
            if name.startswith("test_") and inner and list(inspect.signature(inner).parameters) == ["orders"]:
                found.append((f"{module.__name__.rsplit('.', 1)[-1]}.{name}", inner))
    return found


PROPERTIES = night_properties()


def bot_orders(seed: int, strategy: str) -> dict[str, dict[str, Any]]:
    sheets = bot_sheets(CAST, INN, CAST.people, strategy, seed, 1)
    return {who: {k: v for k, v in sheet.items() if k != "who"} for who, sheet in sheets.items()}


def test_the_night_properties_are_found() -> None:
    assert len(PROPERTIES) >= 6


@pytest.mark.parametrize(("name", "prop"), PROPERTIES, ids=[n for n, _ in PROPERTIES])
def test_night_property_holds_on_bot_nights(
    name: str, prop: Callable[[dict[str, dict[str, Any]]], None]
) -> None:
    @settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**32), strategy=st.sampled_from(["wanderer", "hunter", "cautious", "mix"]))
    @example(seed=65, strategy="mix")  # a mutual kill across 205's doorway (ADJUDICATION 9.7)
    def check(seed: int, strategy: str) -> None:
        prop(bot_orders(seed, strategy))

    check()


def test_hunters_kill_on_some_bot_nights() -> None:
    murders = 0
    for seed in range(10):
        orders = bot_orders(seed, "hunter")
        result = test_night_properties.run(orders)
        murders += len(result.case_records)
    assert murders > 0  # the properties above are not run on nights where nothing happens
