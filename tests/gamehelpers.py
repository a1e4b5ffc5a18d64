"""Helpers for the game-across-nights tests: small games built in memory or in tmp folders."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import MappingProxyType

from blackhorse.game.state import GameState, initial_state
from blackhorse.orders.cast import Game, Tenant

ROOT = Path(__file__).resolve().parent.parent
FULL_GAME = ROOT / "scenarios" / "full-game"
FIRST_NIGHT = ROOT / "scenarios" / "first-night"
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


def copy_game(src: Path, dst: Path, with_results: bool = False) -> Path:
    """Copy a scenario's inputs (not its results, unless asked) into ``dst``."""
    ignore = None if with_results else shutil.ignore_patterns("results")
    shutil.copytree(src, dst, ignore=ignore)
    return dst


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file and folder under ``folder`` (relative path: bytes), to compare before and after."""
    return {
        str(p.relative_to(folder)) + ("/" if p.is_dir() else ""): b"" if p.is_dir() else p.read_bytes()
        for p in sorted(folder.rglob("*"))
    }
