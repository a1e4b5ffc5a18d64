"""The Python API a notebook uses: load a game, run a night, look at the results."""

from __future__ import annotations

from pathlib import Path

from blackhorse.inn.layout import Inn, load_inn
from blackhorse.orders.cast import Cast, Game
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.nightinput import NightInput, load_night
from blackhorse.results.nightresult import NightResult, run_checked


def check_night(
    game_dir: str | Path, night: int, inn: Inn | str | Path | None = None, cast: Cast | None = None
) -> NightInput:
    """Read and check a night's input; raises :class:`~blackhorse.core.errors.InputError`.

    ``cast`` defaults to who is on the map that night according to the game's history
    (the dead and jailed are off the map, moved tenants sleep in their new rooms).
    """
    from blackhorse.game.gameplay import night_number

    night = night_number(night)  # `"1"` is a clear error, not a comparison failing deep inside
    inn = game_map(game_dir, inn)
    return load_night(game_dir, night, inn, cast or _cast_from_history(game_dir, night, inn))


def run_night(
    game_dir: str | Path, night: int, inn: Inn | str | Path | None = None, cast: Cast | None = None
) -> NightResult:
    """Run one night of a game folder and return its results (nothing is written).

    ``inn`` is the map: an :class:`Inn`, a map file's path, or None for game.yaml's ``map:``
    (the shipped inn when it names none); a different map than game.yaml's is refused."""
    inn = game_map(game_dir, inn)
    return run_checked(check_night(game_dir, night, inn, cast), inn)


def _cast_from_history(game_dir: str | Path, night: int, inn: Inn) -> Cast:
    from blackhorse.game.gameplay import night_cast

    return night_cast(game_dir, night, inn)


__all__ = ["Game", "Inn", "NightInput", "NightResult", "check_night", "load_game", "load_inn", "run_night"]
