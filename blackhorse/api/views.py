"""Small tables for notebooks: a report beside its sources, a game's course and cases.

Each function returns a typed pandas DataFrame (whole-number ``minute`` with ``clock``,
categoricals in the cast's order; see :mod:`blackhorse.results.frames`) built from the API
objects (a :class:`~blackhorse.results.nightresult.NightResult`, a
:class:`~blackhorse.game.history.GameFolder` or a :class:`~blackhorse.game.played.PlayedGame`).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pandas as pd

from blackhorse.core.errors import InputError, Problem, argument_error
from blackhorse.results import frames

if TYPE_CHECKING:
    from blackhorse.game.history import GameFolder
    from blackhorse.game.played import PlayedGame
    from blackhorse.inn.layout import Inn
    from blackhorse.results.nightresult import NightResult


def report_lines(result: NightResult, name: str) -> pd.DataFrame:
    """``name``'s report, one row per line: ``line``, ``minute``, ``clock``, the English and
    Chinese text, and its sources: ``seen`` lists the sightings behind the line (``B lawn
    killing via window``, one per subject and activity), ``timeline_rows`` and
    ``sighting_rows`` count the rows it came from.
    """
    report = _night(result, "report_lines").reports[name]  # no report: an ArgumentError saying why
    rows = []
    for line in report.lines:
        seen = dict.fromkeys(f"{s.subject} {s.spot} {s.activity} via {s.channel}" for s in line.sightings)
        rows.append(
            (
                line.k,
                line.minute,
                line.text_en,
                line.text_zh,
                "; ".join(seen),
                len(line.timeline),
                len(line.sightings),
            )
        )
    columns = ["line", "minute", "text_en", "text_zh", "seen", "timeline_rows", "sighting_rows"]
    frame = pd.DataFrame(rows, columns=columns).astype(
        {"line": "int64", "minute": "int64", "timeline_rows": "int64", "sighting_rows": "int64"}
    )
    frame.insert(2, "clock", frames.clock_column(list(frame["minute"])))
    return frame


def report_sightings(result: NightResult, name: str) -> pd.DataFrame:
    """Every sighting ``name`` made that night (the columns of ``night.sightings``) with
    ``line``, the report line that tells it (0: none; a person killed that night has no
    report). A name not on the map is an ArgumentError."""
    name = _night(result, "report_sightings").person(name)  # `a` is A, as everywhere
    told: dict[tuple[int, str], int] = {}
    if name in result.reports:
        for line in result.reports[name].lines:
            for s in line.sightings:
                told.setdefault((s.minute, s.subject), line.k)
    frame = result.sightings
    mine = frame[frame["observer"] == name].reset_index(drop=True)
    mine["line"] = pd.array(
        [told.get((int(m), str(s)), 0) for m, s in zip(mine["minute"], mine["subject"], strict=True)],
        dtype="int64",
    )
    return mine


STATUSES = ("alive", "dead", "jailed")


def standings(game: GameFolder | PlayedGame) -> pd.DataFrame:
    """Each tenant at each moment of the game (before night 1, after night 1, after day 1,
    ...), one row each: ``moment`` (ordered), ``tenant`` (game.yaml's order), ``status``
    (``alive``, ``dead``, ``jailed``), ``room`` (where they sleep, or slept), ``since``
    (the night or day their status began; empty while alive). ``.pivot(index="moment",
    columns="tenant", values="status")`` is the wide grid.
    """
    states = _game(game, "standings").states
    people = list(game.state.game.tenants)
    rows = [
        (state.moment, name, t.status, t.room, t.since or "")
        for state in states
        for name, t in ((n, state.tenants[n]) for n in people)
    ]
    frame = pd.DataFrame(rows, columns=["moment", "tenant", "status", "room", "since"])
    moments = frames.ordered(s.moment for s in states)
    frame["moment"] = frames.categorical(list(frame["moment"]), moments)
    frame["tenant"] = frames.categorical(list(frame["tenant"]), frames.ordered(people))
    frame["status"] = frames.categorical(list(frame["status"]), frames.ordered(STATUSES, frame["status"]))
    frame["room"] = frames.categorical(list(frame["room"]), frames.ordered(game.inn.rooms, frame["room"]))
    return frame


def moments(game: GameFolder | PlayedGame) -> pd.DataFrame:
    """One row per moment of the game: ``moment`` (ordered), ``nights`` and ``days`` played,
    ``alive``, ``dead``, ``jailed`` (how many tenants), ``cases``, ``winner`` (empty until
    someone has won)."""
    rows = []
    for state in _game(game, "moments").states:
        status: list[str] = [t.status for t in state.tenants.values()]
        rows.append(
            (
                state.moment,
                state.nights,
                state.days,
                *(status.count(s) for s in STATUSES),
                len(state.cases),
                state.winner or "",
            )
        )
    columns = ["moment", "nights", "days", *STATUSES, "cases", "winner"]
    frame = pd.DataFrame(rows, columns=columns).astype({c: "int64" for c in columns[1:-1]})
    frame["moment"] = frames.categorical(list(frame["moment"]), frames.ordered(frame["moment"]))
    return frame


def cases(game: GameFolder | PlayedGame) -> pd.DataFrame:
    """Every murder case of the game: ``case`` (its number, as day files name it),
    ``night``, ``victim``, ``killer``, ``minute``, ``clock``, ``accused`` (missing: nobody yet),
    ``accused_day`` (nullable), ``solved``."""
    people = list(_game(game, "cases").state.game.people)
    rows = [
        (c.id, c.night, c.victim, c.killer, c.minute, c.accused, c.accused_day, c.solved)
        for c in game.state.cases
    ]
    columns = ["case", "night", "victim", "killer", "minute", "accused", "accused_day", "solved"]
    frame = pd.DataFrame(rows, columns=columns).astype(
        {"case": "int64", "night": "int64", "minute": "int64", "accused_day": "Int64", "solved": "bool"}
    )
    frame.insert(5, "clock", frames.clock_column(list(frame["minute"])))
    for column in ("victim", "killer", "accused"):
        frame[column] = frames.categorical(frame[column].tolist(), frames.ordered(people, frame[column]))
    return frame


def _night(value: object, view: str) -> NightResult:
    from blackhorse.results.nightresult import NightResult

    if not isinstance(value, NightResult):
        raise argument_error(
            "result", value, "a night: bh.run_night(...) or game.run_night(N)", f"views.{view}"
        )
    return value


def _game(value: object, view: str) -> GameFolder | PlayedGame:
    from blackhorse.game.history import GameFolder
    from blackhorse.game.played import PlayedGame

    if not isinstance(value, GameFolder | PlayedGame):
        raise argument_error(
            "game", value, "a game: bh.open_game(folder) or bh.play(folder)", f"views.{view}"
        )
    return value


def played_copy(
    folder: str | Path, into: str | Path | None = None, inn: Inn | str | Path | None = None
) -> GameFolder:
    """Copy a game folder (without its results) and play it to the end; the copy is returned.

    To look at a whole game, ``bh.play(folder)`` plays it in memory and leaves nothing
    behind; this is for a copy on disk (to open in the portal, or run commands on). The
    original is left untouched. ``into`` is where the copy goes (default: a new
    temporary folder). Notebooks use this to look at a whole game from its orders alone. A
    folder that is no game, or an ``into`` that already holds a copy, is an ``InputError``.
    """
    from blackhorse.game.gameplay import play_game
    from blackhorse.game.history import open_game
    from blackhorse.orders.gamefile import read_game
    from blackhorse.orders.gamemap import game_map

    source = Path(folder)
    inn = game_map(source, inn)
    read_game(source, inn)  # a wrong folder is the usual InputError, not shutil's traceback
    parent = Path(into) if into is not None else Path(tempfile.mkdtemp(prefix="blackhorse-"))
    target = parent / source.resolve().name
    if target.exists() or (parent.exists() and not parent.is_dir()):
        taken = "is not a folder" if not parent.is_dir() else f"already holds {target.name}/"
        allowed = "a folder without a copy of this game: remove the old copy or choose another `into`"
        raise InputError([Problem("played_copy", 0, "into", f"{parent} ({taken})", allowed)])
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("results"))
    play_game(target, inn)
    return open_game(target, inn)
