"""A whole game for a notebook: its state, and every night's rows as one DataFrame each.

import blackhorse as bh
game = bh.open_game("scenarios/full-game")
game.state.winner, game.status()
game.history.timeline      # timeline.csv of every night played, with a ``night`` column
game.history.cases         # cases.csv of every night, with ``night`` and the case ``id``
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import folder_argument
from blackhorse.game.ledger import Replay, replay, results_folder
from blackhorse.game.state import GameState
from blackhorse.game.status import status_dict
from blackhorse.inn.layout import Inn, default_inn
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
    """Every night of a game as one typed frame each, with a ``night`` column: read from the
    result files of nights 1..N (``GameFolder.history``) or from the nights played in memory
    (``bh.play(...).history``). The columns are the night's frames' (``minute`` a whole
    number, ``clock`` beside it, names in the game's order, spots in the map's)."""

    folder: Path
    nights: int
    inn: Inn | None = None
    people: tuple[str, ...] = ()
    results: Mapping[int, NightResult] | None = None

    def _frame(self, name: str, columns: list[str]) -> pd.DataFrame:
        import pandas as pd  # only here: the command line never builds a DataFrame

        from blackhorse.results.frames import retyped

        inn = self.inn or default_inn()
        frames = []
        for night in range(1, self.nights + 1):
            path = results_folder(self.folder, night) / name
            if self.results is not None:
                frame = _night_frame(self.results[night], name)
            elif path.is_file():
                frame = retyped(
                    pd.read_csv(path, dtype=str, keep_default_na=False), self.people, inn, str(path)
                )
            else:
                frame = retyped(pd.DataFrame(columns=columns, dtype=str), self.people, inn)
            frame.insert(0, "night", night)
            frames.append(
                frame.astype({c: object for c in frame if isinstance(frame[c].dtype, pd.CategoricalDtype)})
            )
        if not frames:
            return retyped(pd.DataFrame(columns=["night", *columns]), self.people, inn).astype(
                {"night": "int64"}
            )
        together = pd.concat(frames, ignore_index=True)
        return retyped(together, self.people, inn).astype({"night": "int64"})

    @property
    def timeline(self) -> pd.DataFrame:
        """Every night's timeline: ``night`` and the columns of ``NightResult.timeline``."""
        return self._frame("timeline.csv", TIMELINE_COLUMNS)

    @property
    def sightings(self) -> pd.DataFrame:
        """Every night's sightings: ``night`` and the columns of ``NightResult.sightings``."""
        return self._frame("sightings.csv", SIGHTING_COLUMNS)

    @property
    def cases(self) -> pd.DataFrame:
        """Every murder in order of death: ``id`` (the case's number across the game, as the
        day files name it), ``night``, ``victim``, ``killer``, ``minute``, ``clock``,
        ``spot``, ``zone``, ``kind``, ``witnesses`` (how many: :attr:`witness_table`)."""
        frame = self._frame("cases.csv", CASE_COLUMNS)
        names = frame.pop("witnesses")
        frame["witnesses"] = [len(_names(v)) for v in names]
        frame = frame.astype({"witnesses": "int64"})
        frame.insert(0, "id", range(1, len(frame) + 1))
        return frame.astype({"id": "int64"})

    @property
    def witness_table(self) -> pd.DataFrame:
        """Each case's witnesses, one row each: ``id``, ``night``, ``victim``, ``killer``,
        ``witness`` (names in the game's order)."""
        import pandas as pd

        from blackhorse.results.frames import retyped

        frame = self._frame("cases.csv", CASE_COLUMNS)
        rows = [
            (k, night, str(victim), str(killer), witness)
            for k, (night, victim, killer, names) in enumerate(
                zip(frame["night"], frame["victim"], frame["killer"], frame["witnesses"], strict=True),
                start=1,
            )
            for witness in _names(names)
        ]
        table = pd.DataFrame(rows, columns=["id", "night", "victim", "killer", "witness"])
        return retyped(table, self.people, self.inn or default_inn()).astype(
            {"id": "int64", "night": "int64"}
        )


def _night_frame(night: NightResult, name: str) -> pd.DataFrame:
    if name == "timeline.csv":
        return night.timeline
    if name == "sightings.csv":
        return night.sightings
    frame = night.cases.drop(columns=["case", "place", "witnesses"])
    frame["witnesses"] = [";".join(night.murder_witnesses.get(c, ())) for c in night.case_records]
    return frame


def _names(value: object) -> list[str]:
    return [n for n in str(value).split(";") if n] if isinstance(value, str) else []


@dataclass
class GameFolder:
    """A game folder opened for reading; everything is derived from its files."""

    folder: Path
    inn: Inn

    def __repr__(self) -> str:
        state = self.state
        winner = f", winner {state.winner}" if state.winner else ""
        return f"<GameFolder {str(self.folder)!r}: {state.game.name!r}, {state.moment}{winner}>"

    def _repr_html_(self) -> str:
        """The game's course in Jupyter: each moment's standing and the murder cases."""
        from blackhorse.game.display import game_html

        return game_html(self.state, self.states, self.state.game.name)

    @cached_property
    def replay(self) -> Replay:
        """The game as its folder replays it: every state, each day's outcomes, warnings."""
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
        """What the folder's files warn about, as ``blackhorse status`` says it."""
        return self.replay.warnings

    @property
    def history(self) -> History:
        """Every night's timeline, sightings and cases whose results are written (as
        ``blackhorse night`` or ``play`` wrote them), as typed frames with a ``night`` column."""
        state = self.state
        return History(self.folder, state.nights, self.inn, state.game.people)

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
    folder = folder_argument(folder, "folder", "bh.open_game")
    game = GameFolder(Path(folder), game_map(folder, inn))
    _ = game.replay
    return game
