"""Helpers for the game-across-nights tests: small games built in memory or in tmp folders."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import MappingProxyType

from blackhorse.core.lock import LOCK_NAME
from blackhorse.game.days import Accusation, DayPlan, apply_day
from blackhorse.game.state import Death, GameState, after_night, initial_state
from blackhorse.game.wins import settle_after_day, settle_after_night
from blackhorse.inn.layout import default_inn
from blackhorse.orders.cast import Game, Tenant
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
FULL_GAME = SCENARIOS / "full-game"
FIRST_NIGHT = SCENARIOS / "first-night"
GOLDEN = Path(__file__).resolve().parent / "golden" / "full-game"


def make_game(
    rooms: dict[str, str], targets: dict[str, tuple[str, str]] | None = None, police: tuple[str, ...] = ()
) -> Game:
    """A game with the given tenants (name: room); targets default to the next two names."""
    names = sorted(rooms)
    if targets is None:
        targets = {n: (names[(i + 1) % len(names)], names[(i + 2) % len(names)]) for i, n in enumerate(names)}
    tenants = {n: Tenant(n, rooms[n], targets[n]) for n in names}
    return Game(Path("mem"), "test", MappingProxyType(tenants), police)


def start(rooms: dict[str, str], **kw: object) -> GameState:
    return initial_state(make_game(rooms, **kw))  # type: ignore[arg-type]


def night(state: GameState, *deaths: tuple[str, str]) -> GameState:
    """Settle one night with the given (victim, killer) murders (no night is simulated)."""
    n = state.nights + 1
    found = tuple(Death(v, k, 60 + i) for i, (v, k) in enumerate(deaths))
    return settle_after_night(after_night(state, n, found), len(found))


def day(state: GameState, *accusations: tuple[int, str]) -> GameState:
    """Settle one day with the given (case, accused) accusations."""
    plan = DayPlan(accusations=tuple(Accusation(c, a) for c, a in accusations))
    state, _ = apply_day(state, state.nights, plan, default_inn())
    return settle_after_day(state)


def copy_game(src: Path, dst: Path, with_results: bool = False) -> Path:
    """Copy a scenario's inputs (not its results, unless asked) into ``dst``; never a game
    lock file (a command running on ``src`` in another test process holds one meanwhile)."""
    ignore = shutil.ignore_patterns(LOCK_NAME, *(() if with_results else ("results",)))
    shutil.copytree(src, dst, ignore=ignore)
    return dst


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file and folder under ``folder`` (relative path: bytes), to compare before and after."""
    return {
        str(p.relative_to(folder)) + ("/" if p.is_dir() else ""): b"" if p.is_dir() else p.read_bytes()
        for p in sorted(folder.rglob("*"))
    }
