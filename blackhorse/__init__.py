"""blackhorse: the game master's engine for the Black Horse Inn.

A notebook typically does::

    import blackhorse as bh
    night = bh.run_night("scenarios/first-night", 1)
    night.timeline, night.sightings, night.cases, night.notes
    night.seen("B", near="E", within=10)        # who saw the killer around the murder
    night.diff(night.with_orders("A", "at 9:10 go to the lawn"))  # what-if, in memory
"""

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
