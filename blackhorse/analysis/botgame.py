"""A whole game played by bots, in memory: nights and days to a winner (docs/BOTS.md).

The batch path of a sweep: no files, no reports. Each night the bots' checked orders are
built directly (:func:`~blackhorse.analysis.bots.bot_order_sheets`: what the order-file
reader makes of the files ``blackhorse bots`` writes), the engine simulates them, the
visibility pass counts the sightings and gives those of the minutes around each murder only
(:func:`~blackhorse.sight.visibility.sightings_near`), :mod:`~blackhorse.analysis.clues`
reads each murder's witnesses and suspects from them, and the game stage's own
rules (:mod:`blackhorse.game.state`, :mod:`blackhorse.game.days`, :mod:`blackhorse.game.wins`)
move the game on, exactly as ``blackhorse play`` would from the same files.

The game: eight tenants ``A`` to ``H`` (fewer if the map has fewer beds) in beds drawn at
random, two targets each drawn as ``blackhorse register --seed`` draws them, and three
police officers without a room who send orders every night. After each night, a simple
police bot accuses on the day (:func:`accusations`). A game that has no winner after
:data:`MAX_NIGHTS` nights is recorded as ``unfinished``.
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any

from blackhorse.analysis.bots import bot_order_sheets, no_destinations, rng_for, strategy_of
from blackhorse.analysis.clues import case_clues, clue_windows
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.gcpause import gc_paused
from blackhorse.core.records import Case
from blackhorse.game.days import Accusation, DayPlan, apply_day
from blackhorse.game.registration import bedrooms, draw_targets
from blackhorse.game.state import Death, GameState, after_night, cast_for_night, initial_state
from blackhorse.game.wins import settle_after_day, settle_after_night
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import simulate
from blackhorse.orders.cast import COMMON_ROOM, Cast, Game, Tenant, common_room_fault
from blackhorse.orders.model import OrderSheet
from blackhorse.sight.visibility import SightingColumns, sightings_near

TENANT_NAMES = ("A", "B", "C", "D", "E", "F", "G", "H")
POLICE_NAMES = ("P1", "P2", "P3")
MAX_NIGHTS = 20
Row = dict[str, Any]


MIN_TENANTS = 3  # each tenant has two targets, other tenants


def too_few_beds(inn: Inn) -> Problem | None:
    """Why no bot game can be set up on this map (None: one can): fewer beds than tenants
    a game needs. Said before a sweep plays anything, naming the map file."""
    beds = sum(inn.beds[room] for room in bedrooms(inn))
    if beds >= MIN_TENANTS:
        return None
    return Problem(
        inn.source,
        0,
        "spots",
        f"{beds} bed{'s' if beds != 1 else ''}",
        f"at least {MIN_TENANTS} beds over the rooms: a bot game seats a tenant in each bed (up to"
        f" {len(TENANT_NAMES)}), and each tenant needs two other tenants as targets",
    )


def map_problems(inn: Inn) -> list[Problem]:
    """Why no bot game can be played on this map (empty: one can), said before any game:
    too few beds, no destination to walk to, or no common room ``204``, always open, where
    the game's officers, who have no room, go home (``Cast.home``); without it their first
    walk home stopped the night with 'Inn.route: spot: 204', and with its door closeable an
    officer refused there walked home from its door (0 minutes) and the engine raised
    IndexError."""
    problems = [p for p in (too_few_beds(inn), no_destinations(inn)) if p is not None]
    fault = common_room_fault(inn)
    if fault == "missing":
        problems.append(
            Problem(
                inn.source,
                0,
                "spots",
                f"no {COMMON_ROOM}",
                f"the common room {COMMON_ROOM}: a bot game's police officers have no room and go home to it",
            )
        )
    elif fault == "shut":  # an officer refused there walked 0 minutes home: IndexError
        problems.append(
            Problem(
                inn.source,
                0,
                f"spots.{COMMON_ROOM}.always_open",
                "false",
                f"true: {COMMON_ROOM} is the home of a bot game's police officers, who have no room;"
                " the engine has no rule for an officer refused at the door of their own home",
            )
        )
    return problems


def bot_game_setup(inn: Inn, seed: int | str) -> Game:
    """The sweep's game: tenants in random beds with balanced targets, police without rooms."""
    problems = map_problems(inn)
    if problems:
        raise InputError(problems)
    rng = rng_for(seed, "setup")
    beds = [room for room in bedrooms(inn) for _ in range(inn.beds[room])]
    names = TENANT_NAMES[: min(len(TENANT_NAMES), len(beds))]
    rooms = rng.sample(beds, len(names))
    targets = draw_targets(names, rng.randrange(2**31))
    tenants = {n: Tenant(n, room, targets[n]) for n, room in zip(names, rooms, strict=True)}
    return Game(Path("<bot game>"), f"bot game {seed}", MappingProxyType(tenants), POLICE_NAMES)


@dataclass(frozen=True)
class NightSeen:
    """One bot night, reduced to what the sweep and the police bot need."""

    night: int
    deaths: tuple[Death, ...]
    cases: tuple[Case, ...]
    witnesses: dict[Case, tuple[str, ...]]
    identified: dict[Case, bool]  # a witness saw the killer in the murder's first minute
    suspects: dict[Case, dict[str, int]]  # free tenants seen near the murder, and how often
    sightings: int
    people: int


def play_bot_night(state: GameState, night: int, choice: str, seed: int | str, inn: Inn) -> NightSeen:
    """One night of a bot game: the bots' checked orders built directly, the engine's night,
    the visibility pass (the night's sightings counted, those around each murder written
    out), and each murder's clues (nothing written, no report built): what
    ``night_seen(..., run_sightings(run, inn), inn)`` gives. The cycle collector is paused
    meanwhile (:func:`~blackhorse.core.gcpause.gc_paused`)."""
    with gc_paused():
        cast, checked = bot_night_orders(state, night, choice, seed, inn)
        run = simulate(cast, checked, inn)
        count, near = sightings_near(run, inn, clue_windows(run.cases))
        return night_seen(night, len(cast.people), run.cases, near, inn, count)


def bot_night_orders(
    state: GameState, night: int, choice: str, seed: int | str, inn: Inn
) -> tuple[Cast, tuple[OrderSheet, ...]]:
    """The night's cast and every bot's checked orders (the first part of :func:`play_bot_night`)."""
    cast = cast_for_night(state, frozenset(state.game.police))
    return cast, tuple(bot_order_sheets(cast, inn, cast.people, choice, seed, night).values())


def night_seen(
    night: int,
    people: int,
    cases: tuple[Case, ...],
    columns: SightingColumns,
    inn: Inn,
    sightings: int | None = None,
) -> NightSeen:
    """What the night hands to the day (the last part of :func:`play_bot_night`): each
    murder's clues, read from the sightings around it only. ``columns`` are the night's
    sightings, or those of the minutes around each murder (``clue_windows``) with
    ``sightings`` the night's number of them."""
    clues = case_clues(columns, cases, inn)
    return NightSeen(
        night,
        tuple(Death(c.victim, c.killer, c.minute) for c in cases),
        cases,
        {c: clues[c].witnesses for c in cases},
        {c: clues[c].identified for c in cases},
        {c: clues[c].suspects for c in cases},
        len(columns.minute) if sightings is None else sightings,
        people,
    )


def accusations(state: GameState, seen: NightSeen, seed: int | str) -> DayPlan:
    """The police bot's day after a night: for each of the night's murders, in case order,
    accuse the killer if a witness saw the killer; otherwise the free tenant seen most often
    in the murder's zone within ten minutes of it (ties drawn by lot); nobody if nobody was
    seen. A case is decided on the day after its night only."""
    rng = rng_for(seed, "police", seen.night)
    by_death = {(c.victim, c.minute): c for c in seen.cases}
    plan: list[Accusation] = []
    for case_state in state.cases:
        if case_state.night != seen.night:
            continue
        case = by_death[(case_state.victim, case_state.minute)]
        if seen.identified[case]:
            plan.append(Accusation(case_state.id, case.killer))
            continue
        free = {
            n: k for n, k in seen.suspects[case].items() if n in state.tenants and state.tenants[n].in_game
        }
        if free:
            top = max(free.values())
            plan.append(Accusation(case_state.id, rng.choice(sorted(n for n, k in free.items() if k == top))))
    return DayPlan(accusations=tuple(plan))


def side_of(winner: str | None) -> str:
    if winner is None:
        return "unfinished"
    return winner if winner in ("police", "draw") else "tenant"


def after_bot_night(state: GameState, night: int, seen: NightSeen, seed: int | str, inn: Inn) -> GameState:
    """The game after bot night ``night``: its deaths settled and, unless a side has won by
    then, the police bot's day (:func:`accusations`) settled too. The game is over when the
    returned state has a ``winner``."""
    state = settle_after_night(after_night(state, night, seen.deaths), len(seen.deaths))
    if state.winner is not None:
        return state
    state, _ = apply_day(state, night, accusations(state, seen, seed), inn)
    return settle_after_day(state)


def play_bot_game(index: int, seed: int | str, choice: str, inn: Inn) -> list[Row]:
    """Game ``index`` of a sweep: its night rows, then its case rows (see :data:`COLUMNS`)."""
    game_seed = f"{seed}:{index}"
    game = bot_game_setup(inn, game_seed)
    strategies = {n: strategy_of(choice, p, game_seed) for n, p in _everyone(game).items()}
    state = initial_state(game)
    nights: list[Row] = []
    seen_cases: dict[int, NightSeen] = {}
    for night in range(1, MAX_NIGHTS + 1):
        free = len(state.free_tenants)
        seen = play_bot_night(state, night, choice, game_seed, inn)
        state = after_bot_night(state, night, seen, game_seed, inn)
        seen_cases[night] = seen
        nights.append(
            {
                "kind": "night",
                "game": index,
                "night": night,
                "murders": len(seen.cases),
                "witnessed": sum(1 for c in seen.cases if seen.witnesses[c]),
                "sightings": seen.sightings,
                "people": seen.people,
                "free_tenants": free,
            }
        )
        if state.winner is not None:
            break
    winner = ",".join(state.winners) if state.winner == "tenants" else state.winner or "unfinished"
    outcome = {"winner": winner, "side": side_of(state.winner), "nights": state.nights}
    cases: list[Row] = []
    for c in state.cases:
        seen = seen_cases[c.night]
        case = next(x for x in seen.cases if (x.victim, x.minute) == (c.victim, c.minute))
        cases.append(
            {
                "kind": "case",
                "game": index,
                "night": c.night,
                "case": c.id,
                "victim": c.victim,
                "killer": c.killer,
                "killer_strategy": strategies[c.killer],
                "victim_strategy": strategies[c.victim],
                "minute": c.minute,
                "place": case.place,
                "witnesses": len(seen.witnesses[case]),
                "accused": c.accused,
                "solved": c.solved,
            }
        )
    return [{**COLUMN_DEFAULTS, **row, **_game_columns(outcome)} for row in nights + cases]


def _everyone(game: Game) -> dict[str, Any]:
    state = initial_state(game)
    return dict(cast_for_night(state, frozenset(game.police)).people)


def _game_columns(outcome: dict[str, Any]) -> Row:
    return {"game_winner": outcome["winner"], "game_side": outcome["side"], "game_nights": outcome["nights"]}


COLUMNS: dict[str, str] = {
    "kind": "string",  # "night" or "case"
    "game": "int64",
    "night": "int64",
    "murders": "int64",  # night rows
    "witnessed": "int64",  # night rows: murders with at least one witness
    "sightings": "int64",
    "people": "int64",  # people on the map
    "free_tenants": "int64",  # tenants in the game when the night began
    "case": "int64",  # case rows
    "victim": "string",
    "killer": "string",
    "killer_strategy": "string",
    "victim_strategy": "string",
    "minute": "int64",
    "place": "string",
    "witnesses": "int64",
    "accused": "string",
    "solved": "bool",
    "game_winner": "string",  # every row: "police", "draw", a tenant's name ("B,E": several) or "unfinished"
    "game_side": "string",  # police | tenant | draw | unfinished
    "game_nights": "int64",  # nights the game lasted
}
COLUMN_DEFAULTS: Row = dict.fromkeys(COLUMNS)
