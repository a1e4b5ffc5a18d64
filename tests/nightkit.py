"""A fixed corpus of nights for the engine's digest golden (tests/test_night_digests.py).

Each night is the engine's whole input, ``(cast, sheets)``, under a stable label:

``busy:SEED``
    ``benchmarks/busy_night.py``'s generator (the one copy, loaded from its file): 11 people,
    an order in every slot, conditional kills with and without ``else``, standing kills, closed
    doors.
``odd:SEED``
    sparse, varied nights in the manner of ``tests/strategies.py`` (drawn here from a seeded
    ``random.Random``, so Hypothesis upgrades never move them): routes by ``via``, ``present``/
    ``absent`` conditions, conditional walks with ``else``, kills with and without walks,
    standing kills with ``from``/``until``, bare peeks, door lists, people who send nothing.
``bot:STRATEGY:SEED:NIGHT``
    whole bot games (``blackhorse.analysis``) played night after night to their end, so later
    nights have dead, jailed and moved people and used kills.
``scenario:NAME:NIGHT``
    every night of every shipped scenario.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import random
import re
import sys
import tempfile
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

import blackhorse as bh
from blackhorse.analysis.botgame import after_bot_night, bot_game_setup, play_bot_night
from blackhorse.analysis.bots import bot_sheets, checked_sheet
from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm
from blackhorse.core.yamlsource import Located
from blackhorse.game.gameplay import play_game
from blackhorse.game.state import cast_for_night, initial_state
from blackhorse.inn.layout import Inn, default_inn
from blackhorse.night.referee import NightRun, simulate
from blackhorse.orders.cast import Cast, Game, Tenant, first_night_cast
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from tests.gamehelpers import copy_game
from tests.gamekit import POLICE, TENANTS
from tests.scenariokit import SCENARIOS
from tests.strategies import without_pacing

ROOT = Path(__file__).resolve().parent.parent
BUSY_SEEDS = range(150)
ODD_SEEDS = range(150)
BOT_STRATEGIES = ("wanderer", "hunter", "cautious", "mix")
BOT_SEEDS = range(4)
BOT_NIGHTS = 6  # at most this many nights of each bot game
Night = tuple[Cast, tuple[OrderSheet, ...]]


def busy_module() -> ModuleType:
    path = ROOT / "benchmarks" / "busy_night.py"
    spec = importlib.util.spec_from_file_location("busy_night", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("busy_night", module)
    spec.loader.exec_module(module)
    return module


def _cast(tenants: dict[str, dict[str, Any]], police: list[str]) -> Cast:
    people = {n: Tenant(n, t["room"], tuple(t["targets"])) for n, t in tenants.items()}
    game = Game(Path("<corpus>"), "corpus", MappingProxyType(people), tuple(police))
    return first_night_cast(game, frozenset(police))


def _sheets(data: dict[str, dict[str, Any]], cast: Cast, inn: Inn) -> tuple[OrderSheet, ...]:
    return tuple(checked_sheet({"who": who, **body}, cast, inn) for who, body in sorted(data.items()))


def busy_nights(inn: Inn) -> Iterator[tuple[str, Night]]:
    busy = busy_module()
    cast = _cast(busy.TENANTS, busy.POLICE)
    for seed in BUSY_SEEDS:
        rng = random.Random(seed)
        data = {who: busy.busy_orders(rng, who) for who in [*busy.TENANTS, *busy.POLICE]}
        yield f"busy:{seed}", (cast, _sheets(data, cast, inn))


# -- odd nights ------------------------------------------------------------------------------
EVERYONE = (*TENANTS, *POLICE)
PLACES = ("home", "201", "202", "203", "204", "205", "207", "209", "garden", "lawn")
VIA = ("east-stairs", "west-stairs", "north-corridor", "door-205", "garden", "west-path")
LONG_WAY = ["door-201", "garden", "east-stairs", "door-209", "door-207", "north-corridor"]
SLOTS = tuple(range(0, NIGHT_MINUTES, SLOT))


def _condition(rng: random.Random) -> Any:
    kind = rng.choice(["alone", "always", "present", "absent"])
    return {kind: rng.choice(EVERYONE)} if kind in ("present", "absent") else kind


def _go(rng: random.Random, tenant: bool) -> dict[str, Any]:
    places = [p for p in PLACES if tenant or p != "home"]
    roll = rng.random()
    if roll < 0.15:
        return {"go": "204", "peek": "window"}
    if roll < 0.3 and tenant:
        return {"go": "home", "peek": rng.choice(["window", "peephole"])}
    order: dict[str, Any] = {"go": rng.choice(places)}
    if roll < 0.4:
        order["via"] = [rng.choice(VIA)]
    elif roll < 0.5:  # the long way round: walks longer than a slot, late and skipped orders
        order["via"] = LONG_WAY[: rng.randint(3, len(LONG_WAY))]
    return order


def _action(rng: random.Random, who: str) -> dict[str, Any]:
    tenant = TENANTS.get(who)
    roll = rng.random()
    if roll < 0.1:  # where the file cannot know the person is: noted at run time when elsewhere
        return {"peek": rng.choice(["window", "peephole"] if tenant else ["window"])}
    if roll < 0.3:
        return {"go": rng.choice(PLACES), "if": _condition(rng), "else": {"go": rng.choice(PLACES)}}
    if roll < 0.55 and tenant is not None:
        order: dict[str, Any] = {"kill": rng.choice(tenant["targets"])}
        if rng.random() < 0.7:
            order["go"] = rng.choice(PLACES)
        if rng.random() < 0.7:
            order["if"] = _condition(rng)
        if rng.random() < 0.5:
            order["else"] = {"go": rng.choice(PLACES)}
        return order
    return _go(rng, tenant is not None)


def _odd_sheet(rng: random.Random, who: str) -> dict[str, Any]:
    slots = sorted(rng.sample(SLOTS, rng.randint(0, len(SLOTS))))
    orders = [{"at": hhmm(at), **_action(rng, who)} for at in slots]
    door = rng.choice(["open", "closed", sorted(rng.sample(EVERYONE, rng.randint(0, 3)))])
    body: dict[str, Any] = {"orders": without_pacing(who, orders), "door": door}
    tenant = TENANTS.get(who)
    if tenant is not None and rng.random() < 0.5:
        standing = []
        for _ in range(rng.randint(1, 2)):
            start = rng.randrange(NIGHT_MINUTES)
            end = rng.randint(start + 1, NIGHT_MINUTES)
            order = {"kill": rng.choice(tenant["targets"]), "from": hhmm(start)}
            order["until"] = "23:00" if end >= NIGHT_MINUTES else hhmm(end)
            if rng.random() < 0.6:
                order["if"] = rng.choice(["alone", "always"])
            standing.append(order)
        body["standing"] = standing
    return body


def _without_refused_peeks(who: str, body: dict[str, Any], cast: Cast, inn: Inn) -> dict[str, Any]:
    """The body with every bare peek the checker refuses dropped (a peek where the file
    already knows the person stands and cannot peek that way); the rest is kept as drawn,
    so bare peeks the night must note at run time stay in the corpus."""
    located = Located({"who": who, **body}, f"odd:{who}.yaml")
    _, problems = read_order_sheet(located, who, cast, inn)
    refused = {int(p.field.split(".")[1]) for p in problems if re.fullmatch(r"orders\.\d+\.peek", p.field)}
    orders = [
        {k: v for k, v in order.items() if k != "peek"} if i in refused else order
        for i, order in enumerate(body["orders"])
    ]
    return {**body, "orders": orders}


def odd_nights(inn: Inn) -> Iterator[tuple[str, Night]]:
    cast = _cast(TENANTS, POLICE)
    for seed in ODD_SEEDS:
        rng = random.Random(f"odd:{seed}")
        drawn = {who: _odd_sheet(rng, who) for who in EVERYONE if rng.random() < 0.85}
        data = {who: _without_refused_peeks(who, body, cast, inn) for who, body in drawn.items()}
        yield f"odd:{seed}", (cast, _sheets(data, cast, inn))


# -- bot games and scenarios -----------------------------------------------------------------
def bot_nights(inn: Inn) -> Iterator[tuple[str, Night]]:
    """Bot games as ``analysis.botgame.play_bot_game`` plays them, night after night."""
    for choice in BOT_STRATEGIES:
        for seed in BOT_SEEDS:
            game_seed = f"corpus:{choice}:{seed}"
            state = initial_state(bot_game_setup(inn, game_seed))
            for night in range(1, BOT_NIGHTS + 1):
                cast = cast_for_night(state, frozenset(state.game.police))
                data = bot_sheets(cast, inn, cast.people, choice, game_seed, night)
                sheets = tuple(checked_sheet(s, cast, inn) for s in data.values())
                yield f"bot:{choice}:{seed}:{night}", (cast, sheets)
                seen = play_bot_night(state, night, choice, game_seed, inn)
                state = after_bot_night(state, night, seen, game_seed, inn)
                if state.winner is not None:
                    break


def scenario_nights(inn: Inn) -> Iterator[tuple[str, Night]]:
    """Every night of every shipped scenario, played in a copy (a later night's cast comes
    from the earlier nights' results)."""
    with tempfile.TemporaryDirectory() as tmp:
        for source in sorted((SCENARIOS).iterdir()):
            game = copy_game(source, Path(tmp) / source.name)
            play_game(game, inn)
            nights = sorted(int(p.name) for p in (game / "nights").iterdir() if p.name.isdigit())
            for night in nights:
                checked = bh.check_night(game, night, inn)
                yield f"scenario:{source.name}:{night}", (checked.cast, checked.sheets)


def corpus(inn: Inn) -> Iterator[tuple[str, Night]]:
    yield from scenario_nights(inn)
    yield from busy_nights(inn)
    yield from odd_nights(inn)
    yield from bot_nights(inn)


@cache
def corpus_runs() -> tuple[tuple[str, Night, NightRun], ...]:
    """Every night of the corpus with its run on the shipped inn, simulated once per test
    process for every test that reads them (tests/test_night_digests.py checks each run's
    digest, tests/test_track_sightings.py reads their tracks); the tests only read them."""
    inn = default_inn()
    return tuple((label, night, simulate(*night, inn)) for label, night in corpus(inn))


def digest(run: NightRun) -> str:
    """A sha256 of the night's raw truth: every step, note (its file columns,
    :attr:`~blackhorse.core.records.Note.columns`) and case, in order."""
    notes = [n.columns for n in run.notes]
    body = json.dumps([run.steps, notes, run.cases], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(body.encode("utf-8")).hexdigest()
