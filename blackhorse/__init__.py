"""blackhorse: the game master's engine for the Black Horse Inn.

A notebook typically does::

    import blackhorse as bh
    night = bh.run_night("scenarios/first-night", 1)
    night.timeline, night.sightings, night.cases, night.notes
"""

from .api import check_night, run_night
from .cast import Game, load_game
from .errors import BlackhorseError, GameOver, InputError, OutOfOrder, Problem
from .history import GameFolder, History, open_game
from .inn import Inn, Route, load_inn
from .records import Case, Note, Step
from .results import NightResult
from .state import GameState
from .visibility import Sighting

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
