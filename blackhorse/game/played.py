"""A whole game played in memory (``bh.play``): every night and day, nothing written.

The game folder's orders and day files are read as ``blackhorse play`` reads them, and every
night is run (results already in the folder are neither read nor touched), so a notebook
sees each night's :class:`~blackhorse.results.nightresult.NightResult`, every state and
each day's outcome without a copy of the folder left anywhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from blackhorse.core.clock import whole
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import argument_error
from blackhorse.game.days import Outcome
from blackhorse.game.display import game_html
from blackhorse.game.gameplay import last_step_night
from blackhorse.game.history import History
from blackhorse.game.ledger import Ledger, Replay, Stepper, basis, ledger_for, senders
from blackhorse.game.state import GameState, cast_for_night
from blackhorse.game.status import status_dict
from blackhorse.inn.layout import Inn
from blackhorse.orders.nightinput import load_night
from blackhorse.results.nightresult import NightResult, run_checked


@dataclass(frozen=True)
class PlayedGame:
    """A game played in memory from its folder's files: ``.nights`` (each night's
    ``NightResult`` by number), ``.states``, ``.state``, ``.days`` (each day's outcomes),
    ``.history`` (every night's frames with a ``night`` column), ``.winner``."""

    folder: Path
    inn: Inn
    nights: Mapping[int, NightResult]
    replay: Replay

    def __repr__(self) -> str:
        state = self.state
        winner = f", winner {state.winner}" if state.winner else ""
        return (
            f"<PlayedGame {str(self.folder)!r} in memory: {state.game.name!r}, {state.moment}, "
            f"{len(self.nights)} night{'' if len(self.nights) == 1 else 's'}{winner}>"
        )

    def _repr_html_(self) -> str:
        """The game's course in Jupyter: each moment's standing and the murder cases."""
        return game_html(self.state, self.states, f"{self.state.game.name} (played in memory)")

    @property
    def state(self) -> GameState:
        """The state after the last night or day the folder holds (or the win)."""
        return self.replay.state

    @property
    def states(self) -> tuple[GameState, ...]:
        """Before night 1, after night 1, after day 1, after night 2, ..."""
        return self.replay.snapshots

    @property
    def days(self) -> Mapping[int, tuple[Outcome, ...]]:
        """What became of each day's requests (accusations, moves), by day."""
        return self.replay.outcomes

    @property
    def winner(self) -> str | None:
        """Who won (``None`` while nobody has)."""
        return self.state.winner

    @property
    def warnings(self) -> tuple[str, ...]:
        """What the folder's files warn about (files past the end of the game, ...)."""
        return self.replay.warnings

    @property
    def history(self) -> History:
        """Every night's ``timeline``, ``sightings``, ``cases`` and ``witness_table`` as one
        typed frame each, with a ``night`` column (as ``GameFolder.history``)."""
        return History(self.folder, len(self.nights), self.inn, self.state.game.people, self.nights)

    def status(self) -> dict[str, Any]:
        """The dictionary ``blackhorse status --json`` would print once the game is played."""
        return status_dict(self.state)

    def run_night(self, night: object) -> NightResult:
        """Night ``night`` as it was played (the same object as ``.nights[night]``)."""
        if not whole(night) or int(night) not in self.nights:  # type: ignore[call-overload]
            allowed = f"a night this game played: {', '.join(map(str, self.nights)) or 'none'}"
            raise argument_error("night", night, allowed, f"the game {self.folder.name}")
        return self.nights[int(night)]  # type: ignore[call-overload]


def play_in_memory(game_dir: Path, inn: Inn) -> PlayedGame:
    """Play every night and day of ``game_dir`` in memory, to the end or the win."""
    pending: dict[int, Ledger] = {}
    nights: dict[int, NightResult] = {}
    walk = Stepper(game_dir, inn, pending)
    for night in range(1, last_step_night(game_dir) + 1):
        walk.advance(before=2 * night - 1)
        if walk.state.winner is not None:
            break
        cast = cast_for_night(walk.state, senders(game_dir, night))
        result = run_checked(load_night(game_dir, night, inn, cast), inn)
        pending[night] = ledger_for(night, basis(cast, game_dir, night, inn), result.case_records, inn)
        nights[night] = result
    walk.advance()
    return PlayedGame(game_dir, inn, MappingProxyType(nights), walk.result(None))
