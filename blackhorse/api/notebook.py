"""The Python API a notebook uses: load a game, run a night, look at the results."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.core.errors import argument_error, folder_argument
from blackhorse.inn.layout import Inn, load_inn
from blackhorse.orders.cast import Cast, Game
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.gamemap import game_map
from blackhorse.orders.nightinput import NightInput, load_night
from blackhorse.results.nightresult import NightResult, run_checked
from blackhorse.results.whatif import read_words_with

if TYPE_CHECKING:
    from blackhorse.game.played import PlayedGame
    from blackhorse.orders.model import OrderSheet


def check_night(
    game_dir: str | Path, night: int, inn: Inn | str | Path | None = None, cast: Cast | None = None
) -> NightInput:
    """Read and check a night's input; raises :class:`~blackhorse.core.errors.InputError`.

    ``cast`` defaults to who is on the map that night according to the game's history
    (the dead and jailed are off the map, moved tenants sleep in their new rooms).
    """
    from blackhorse.game.gameplay import night_number

    night = night_number(night)  # `"1"` is a clear error, not a comparison failing deep inside
    game_dir = folder_argument(game_dir, "game_dir", "bh.check_night")
    if cast is not None and not isinstance(cast, Cast):
        raise argument_error(
            "cast", cast, "a Cast (game.cast(N)), or None: the game's history says", "bh.check_night"
        )
    inn = game_map(game_dir, inn)
    return load_night(game_dir, night, inn, cast or _cast_from_history(game_dir, night, inn))


def run_night(
    game_dir: str | Path, night: int, inn: Inn | str | Path | None = None, cast: Cast | None = None
) -> NightResult:
    """Run one night of a game folder and return its results (nothing is written).

    ``inn`` is the map: an :class:`Inn`, a map file's path, or None for game.yaml's ``map:``
    (the shipped inn when it names none); a different map than game.yaml's is refused."""
    game_dir = folder_argument(game_dir, "game_dir", "bh.run_night")
    inn = game_map(game_dir, inn)
    return run_checked(check_night(game_dir, night, inn, cast), inn)


def play(game_dir: str | Path, inn: Inn | str | Path | None = None) -> PlayedGame:
    """Play a whole game folder in memory and return every night and day (``.nights``,
    ``.states``, ``.days``, ``.history``, ``.winner``); nothing is written, no copy of the
    folder is made, and results already in the folder are neither read nor touched."""
    from blackhorse.game.played import play_in_memory
    from blackhorse.orders.gamefile import read_game

    game_dir = folder_argument(game_dir, "game_dir", "bh.play")
    inn = game_map(game_dir, inn)
    read_game(Path(game_dir), inn)  # a folder that is no game: the usual InputError
    return play_in_memory(Path(game_dir), inn)


def read_words(text: str, who: str, night: int, inn: Inn, cast: Cast, lang: str | None) -> OrderSheet:
    """A player's own words read into a checked order sheet, as ``blackhorse parse`` reads
    them (the parsing stage's public entry); every problem in one ``InputError``."""
    from blackhorse.core.catalog import msg
    from blackhorse.core.errors import InputError, Problem
    from blackhorse.parsing.message import read_message

    parsed = read_message(text, who, night, inn, cast, lang)
    if parsed.sheet is None or parsed.problems:
        where = msg("{name}'s message (what-if)", name=who)
        problems = [
            Problem(where, p.line, msg("column {n}", n=p.column), p.quote, p.text) for p in parsed.problems
        ]
        raise InputError(
            problems or [Problem(where, 0, "", msg("no orders"), msg("orders in the player's own words"))]
        )
    return parsed.sheet


read_words_with(read_words)  # NightResult.with_orders reads a player's words this way


def _cast_from_history(game_dir: str | Path, night: int, inn: Inn) -> Cast:
    from blackhorse.game.gameplay import night_cast

    return night_cast(game_dir, night, inn)


__all__ = [
    "Game", "Inn", "NightInput", "NightResult", "check_night", "load_game", "load_inn", "play", "run_night",
]  # fmt: skip
