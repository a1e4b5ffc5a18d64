"""The Python API a notebook uses: load a game, run a night, look at the results."""

from __future__ import annotations

from pathlib import Path

from .cast import Cast, Game, load_game
from .folder import NightInput, load_night
from .inn import Inn, load_inn
from .night import simulate
from .results import NightResult


def check_night(
    game_dir: str | Path, night: int, inn: Inn | None = None, cast: Cast | None = None
) -> NightInput:
    """Read and check a night's input; raises :class:`~blackhorse.errors.InputError`."""
    return load_night(game_dir, night, inn or load_inn(), cast)


def run_night(
    game_dir: str | Path, night: int, inn: Inn | None = None, cast: Cast | None = None
) -> NightResult:
    """Run one night of a game folder and return its results (nothing is written)."""
    inn = inn or load_inn()
    checked = load_night(game_dir, night, inn, cast)
    return run_checked(checked, inn)


def run_checked(checked: NightInput, inn: Inn) -> NightResult:
    run = simulate(checked.cast, checked.sheets, inn)
    return NightResult(checked, run, inn)


__all__ = ["Game", "Inn", "NightInput", "NightResult", "check_night", "load_game", "load_inn", "run_night"]
