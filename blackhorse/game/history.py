"""A whole game for a notebook: its state, and every night's rows as one DataFrame each.

import blackhorse as bh
game = bh.open_game("scenarios/full-game")
game.state.winner, game.status()
game.history.timeline      # timeline.csv of every night played, with a ``night`` column
game.history.cases         # cases.csv of every night, with ``night`` and the case ``id``
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackhorse.game.ledger import Replay, replay, results_folder
from blackhorse.game.state import GameState
from blackhorse.game.status import status_dict
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.gamemap import game_map
from blackhorse.results.nightresult import NightResult

if TYPE_CHECKING:
    import pandas as pd

TIMELINE_COLUMNS = ["minute", "person", "spot", "activity", "detail"]
SIGHTING_COLUMNS = ["minute", "observer", "subject", "spot", "activity", "channel"]
CASE_COLUMNS = ["victim", "killer", "minute", "spot", "witnesses"]


@dataclass(frozen=True)
class History:
    """The result files of nights 1..N of a game folder, concatenated with a ``night`` column."""

    folder: Path
    nights: int

    def _frame(self, name: str, columns: list[str]) -> pd.DataFrame:
        import pandas as pd  # only here: the command line never builds a DataFrame

        frames = []
        for night in range(1, self.nights + 1):
            path = results_folder(self.folder, night) / name
            if path.is_file():
                frame = pd.read_csv(path, dtype=str, keep_default_na=False)
            else:
                frame = pd.DataFrame(columns=columns, dtype=str)
            frame.insert(0, "night", night)
            frames.append(frame)
        if not frames:
            return pd.DataFrame(columns=["night", *columns])
        return pd.concat(frames, ignore_index=True)

    @property
    def timeline(self) -> pd.DataFrame:
        return self._frame("timeline.csv", TIMELINE_COLUMNS)

    @property
    def sightings(self) -> pd.DataFrame:
        """Every night's sightings.csv (empty for nights whose results have none)."""
        return self._frame("sightings.csv", SIGHTING_COLUMNS)

    @property
    def cases(self) -> pd.DataFrame:
        """Every murder in order of death, with its case ``id`` across the game."""
        frame = self._frame("cases.csv", CASE_COLUMNS)
        frame.insert(0, "id", range(1, len(frame) + 1))
        return frame


@dataclass
class GameFolder:
    """A game folder opened for reading; everything is derived from its files."""

    folder: Path
    inn: Inn

    def __repr__(self) -> str:
        state = self.state
        winner = f", winner {state.winner}" if state.winner else ""
        return f"<GameFolder {str(self.folder)!r}: {state.game.name!r}, {state.moment}{winner}>"

    @cached_property
    def replay(self) -> Replay:
        return replay(self.folder, self.inn)

    @property
    def state(self) -> GameState:
        """The state after the last night or day played."""
        return self.replay.state

    @property
    def states(self) -> tuple[GameState, ...]:
        """Before night 1, after night 1, after day 1, after night 2, ..."""
        return self.replay.snapshots

    @property
    def warnings(self) -> tuple[str, ...]:
        return self.replay.warnings

    @property
    def history(self) -> History:
        return History(self.folder, self.state.nights)

    def status(self) -> dict[str, Any]:
        """The same dictionary as ``blackhorse status --json``."""
        return status_dict(self.state)

    def cast(self, night: int) -> Cast:
        """Who is on the map on ``night`` (the state after day ``night - 1``)."""
        from blackhorse.game.gameplay import night_cast

        return night_cast(self.folder, night, self.inn)

    def run_night(self, night: int) -> NightResult:
        """Run ``night`` on the game's state and return its results; nothing is written."""
        from blackhorse.game.gameplay import compute_night

        return compute_night(self.folder, night, self.inn).result


def open_game(folder: str | Path, inn: Inn | str | Path | None = None) -> GameFolder:
    """Open a game folder; raises :class:`~blackhorse.core.errors.InputError` for a bad game.yaml.

    ``inn`` is the map: an :class:`Inn`, a map file's path, or None for game.yaml's ``map:``
    (the shipped inn when it names none); a different map than game.yaml's is refused
    (:class:`~blackhorse.core.errors.MapConflict`)."""
    game = GameFolder(Path(folder), game_map(folder, inn))
    _ = game.replay
    return game
