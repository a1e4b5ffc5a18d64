"""blackhorse: the game master's engine for the Black Horse Inn.

A notebook typically does::

    import blackhorse as bh
    night = bh.run_night("scenarios/first-night", 1)
    night.timeline, night.sightings, night.cases, night.notes
    night.seen("B", near="E", within=10)        # who saw the killer around the murder
    night.diff(night.with_orders("A", "at 9:10 go to the lawn"))  # what-if, in memory

Each public name is loaded from its module the first time it is asked for (PEP 562): the
``blackhorse`` command imports this package before any of its commands, and a command
loads only the modules it uses (``tests/test_cli_imports.py``; docs/PERFORMANCE.md).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blackhorse.api.notebook import check_night, play, run_night
    from blackhorse.core.clock import clock, minute
    from blackhorse.core.errors import (
        ArgumentError,
        BlackhorseError,
        GameOver,
        InputError,
        MapConflict,
        OutOfOrder,
        Problem,
    )
    from blackhorse.core.records import Case, Note, Step
    from blackhorse.game.history import GameFolder, History, open_game
    from blackhorse.game.played import PlayedGame
    from blackhorse.game.state import GameState
    from blackhorse.inn.layout import Inn, Route, load_inn
    from blackhorse.orders.cast import Game
    from blackhorse.orders.gamefile import load_game
    from blackhorse.results.nightresult import NightResult
    from blackhorse.sight.visibility import Sighting

# each public name: the module that defines it
_HOMES: dict[str, str] = {
    **dict.fromkeys(("check_night", "play", "run_night"), "blackhorse.api.notebook"),
    **dict.fromkeys(("clock", "minute"), "blackhorse.core.clock"),
    **dict.fromkeys(
        (
            "ArgumentError",
            "BlackhorseError",
            "GameOver",
            "InputError",
            "MapConflict",
            "OutOfOrder",
            "Problem",
        ),
        "blackhorse.core.errors",
    ),
    **dict.fromkeys(("Case", "Note", "Step"), "blackhorse.core.records"),
    **dict.fromkeys(("GameFolder", "History", "open_game"), "blackhorse.game.history"),
    "PlayedGame": "blackhorse.game.played",
    "GameState": "blackhorse.game.state",
    **dict.fromkeys(("Inn", "Route", "load_inn"), "blackhorse.inn.layout"),
    "Game": "blackhorse.orders.cast",
    "load_game": "blackhorse.orders.gamefile",
    "NightResult": "blackhorse.results.nightresult",
    "Sighting": "blackhorse.sight.visibility",
}

__all__ = [
    "ArgumentError",
    "BlackhorseError",
    "Case",
    "Game",
    "GameFolder",
    "GameOver",
    "GameState",
    "History",
    "Inn",
    "InputError",
    "MapConflict",
    "NightResult",
    "Note",
    "OutOfOrder",
    "PlayedGame",
    "Problem",
    "Route",
    "Sighting",
    "Step",
    "check_night",
    "clock",
    "load_game",
    "load_inn",
    "minute",
    "open_game",
    "play",
    "run_night",
]


def __getattr__(name: str) -> object:
    """``blackhorse.NAME``: the public name, imported from its module on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'blackhorse' has no attribute {name!r}")
    value = getattr(import_module(home), name)
    globals()[name] = value  # asked once: later lookups do not come here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
