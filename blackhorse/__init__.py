"""blackhorse: the game master's engine for the Black Horse Inn.

A notebook typically does::

    import blackhorse as bh
    night = bh.run_night("scenarios/first-night", 1)
    night.timeline, night.sightings, night.cases, night.notes
"""

from blackhorse.api.notebook import check_night, run_night
from blackhorse.core.errors import BlackhorseError, GameOver, InputError, MapConflict, OutOfOrder, Problem
from blackhorse.core.records import Case, Note, Step
from blackhorse.game.history import GameFolder, History, open_game
from blackhorse.game.state import GameState
from blackhorse.inn.layout import Inn, Route, load_inn
from blackhorse.orders.cast import Game
from blackhorse.orders.gamefile import load_game
from blackhorse.results.nightresult import NightResult
from blackhorse.sight.visibility import Sighting

__all__ = [
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
    "Problem",
    "Route",
    "Sighting",
    "Step",
    "check_night",
    "load_game",
    "load_inn",
    "open_game",
    "run_night",
]
