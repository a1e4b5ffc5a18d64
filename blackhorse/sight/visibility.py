"""Who saw whom: the night's sightings, computed from everyone's minute positions and the map.

A pure function of the positions (one row per person per minute, see
:class:`~blackhorse.core.records.Step`) and the :class:`~blackhorse.inn.layout.Inn`; nothing here knows how
people walked. The rules are ADJUDICATION 6 and 9, written out in ``docs/VISIBILITY.md``.

Every row of the positions is somewhere: in the zone of its ``place`` (a room for someone
inside it or on its open threshold, else the zone of the spot). Someone on a room's open
threshold is also in the corridor. Each minute, for every living observer and every other
person (alive or a body), the first channel that applies is recorded:

``same-zone``
    observer and subject count as being in the same zone (their places' zones are equal);
``threshold``
    one of them stands on an open threshold and they share the room or the corridor;
``window``
    the observer peeks through the window of the room they are in and the subject is in the
    zone that window faces;
``peephole``
    the observer peeks through their room's peephole and the subject stands on a spot it sees;
``crossing``
    the two swap spots between this minute and the next (recorded at this minute, at the
    subject's spot now).

Peekers are inside rooms, so they are seen only from inside the same room or its open
threshold. The dead observe nothing. The whole pass works on ``(minute, person)`` arrays.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import repeat
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
import numpy.typing as npt

from blackhorse.core.clock import hhmm
from blackhorse.core.records import Case, Step
from blackhorse.inn.layout import Inn

if TYPE_CHECKING:
    import pandas as pd

CHANNELS = ("same-zone", "threshold", "window", "peephole", "crossing")
"""Sighting channels, in order of precedence (the first that applies is recorded)."""

SIGHTING_COLUMNS = ["minute", "observer", "subject", "spot", "activity", "channel"]
POSITION_COLUMNS = ["minute", "person", "spot", "activity", "detail", "place"]

BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]
ObjArray = npt.NDArray[np.object_]


class Sighting(NamedTuple):
    """``observer`` saw ``subject`` (a person or a body) at ``minute``, on ``spot``, doing
    ``activity``, through ``channel`` (one of :data:`CHANNELS`)."""

    minute: int
    observer: str
    subject: str
    spot: str
    activity: str
    channel: str


class _MapTables:
    """The map as lookup arrays indexed by spot code (the map file's spot order)."""

    def __init__(self, inn: Inn) -> None:
        self.spots: ObjArray = np.array(inn.spots, dtype=object)
        self.code = {s: i for i, s in enumerate(inn.spots)}
        zones = sorted(set(inn.zone.values()))
        zone_code = {z: i for i, z in enumerate(zones)}
        self.zone: IntArray = np.array([zone_code[inn.zone[s]] for s in inn.spots], dtype=np.int64)
        self.window: IntArray = np.array(
            [zone_code[inn.windows[s]] if s in inn.windows else -1 for s in inn.spots], dtype=np.int64
        )
        self.hole: BoolArray = np.zeros((len(inn.spots), len(inn.spots)), dtype=np.bool_)
        for room, seen in inn.peepholes.items():
            for s in seen:
                self.hole[self.code[room], self.code[s]] = True


@cache
def _tables(inn: Inn) -> _MapTables:
    return _MapTables(inn)


class _Grid:
    """The positions as ``(minute, person)`` arrays of codes.

    ``columns`` maps each of :data:`POSITION_COLUMNS` to one value per row (``minute`` as
    integers, the others as objects).
    """

    def __init__(self, columns: dict[str, npt.NDArray[Any]], inn: Inn) -> None:
        tables = _tables(inn)
        self.spots = tables.spots
        minutes, t = np.unique(columns["minute"], return_inverse=True)
        names = columns["person"]
        self.people: tuple[str, ...] = tuple(sorted(set(names.tolist())))
        self.minutes: IntArray = minutes
        shape = (len(minutes), len(self.people))
        cell = t.ravel() * shape[1] + _encode(names, {n: i for i, n in enumerate(self.people)}, "person")
        if len(cell) != shape[0] * shape[1] or np.bincount(cell).max() != 1:
            raise ValueError("positions must hold exactly one row per person per minute")
        in_order = bool(np.array_equal(cell, np.arange(len(cell))))

        def grid(column: str) -> npt.NDArray[Any]:
            values = columns[column]
            if in_order:
                return values.reshape(shape)
            out = np.empty(len(values), dtype=object)
            out[cell] = values
            return out.reshape(shape)

        def codes(column: str) -> IntArray:
            return _encode(grid(column).ravel(), tables.code, column).reshape(shape)

        self.spot = codes("spot")
        self.place = codes("place")
        self.activity: npt.NDArray[np.object_] = grid("activity")
        detail = grid("detail")
        self.alive: BoolArray = self.activity != "dead"
        # the zone each row counts as being in, and the zone of the spot it stands on: they
        # differ only on a room's open threshold (the room, and the corridor outside it)
        self.zone: IntArray = tables.zone[self.place]
        self.outer: IntArray = tables.zone[self.spot]
        peeking = self.activity == "peeking"
        self.window: IntArray = np.where(peeking & (detail == "window"), tables.window[self.place], -1)
        by_hole = peeking & (detail == "peephole")
        self.hole: BoolArray = by_hole[:, :, None] & tables.hole[self.place]  # (minute, person, spot seen)


def _encode(values: npt.NDArray[Any], code: dict[str, int], column: str) -> IntArray:
    try:
        return np.fromiter(map(code.__getitem__, values), dtype=np.int64, count=len(values))
    except KeyError as exc:
        raise ValueError(f"positions name a {column} that is not on the map: {exc}") from None


def _channels(grid: _Grid) -> IntArray:
    """``(minute, observer, subject)`` -> index into :data:`CHANNELS`, or -1 (not seen)."""
    zone, outer = grid.zone, grid.outer
    obs_zone, sub_zone = zone[:, :, None], zone[:, None, :]
    obs_outer, sub_outer = outer[:, :, None], outer[:, None, :]
    same = obs_zone == sub_zone
    threshold = (obs_outer == sub_zone) | (obs_zone == sub_outer) | (obs_outer == sub_outer)
    window_zone = grid.window[:, :, None]
    window = (window_zone >= 0) & ((window_zone == sub_zone) | (window_zone == sub_outer))
    people = np.arange(grid.spot.shape[1])
    peephole = _peephole(grid)
    crossing = np.zeros_like(same)
    now, then = grid.spot[:-1], grid.spot[1:]
    crossing[:-1] = (
        (now[:, :, None] == then[:, None, :])
        & (now[:, None, :] == then[:, :, None])
        & (now[:, :, None] != now[:, None, :])
    )
    channel = np.select([same, threshold, window, peephole, crossing], list(range(len(CHANNELS))), -1)
    channel[:, people, people] = -1
    channel[~grid.alive] = -1
    return channel.astype(np.int64)


def _peephole(grid: _Grid) -> BoolArray:
    n_t, n_p = grid.spot.shape
    t = np.arange(n_t)[:, None, None]
    p = np.arange(n_p)[None, :, None]
    return grid.hole[t, p, grid.spot[:, None, :]]


class SightingColumns(NamedTuple):
    """The night's sightings as columns (one entry per sighting), sorted by minute, observer,
    subject: what :func:`sightings_frame` returns, without pandas."""

    minute: IntArray
    observer: ObjArray
    subject: ObjArray
    spot: ObjArray
    activity: ObjArray
    channel: ObjArray

    def rows(self) -> tuple[Sighting, ...]:
        """The sightings as :class:`Sighting` rows, in the same order."""
        columns = [self.minute.tolist(), *(c.tolist() for c in self[1:])]
        return tuple(map(tuple.__new__, repeat(Sighting), zip(*columns, strict=True)))  # Sighting._make in C

    def frame(self) -> pd.DataFrame:
        """The columns as a DataFrame (the columns of ``sightings.csv``, int minutes)."""
        import pandas as pd

        if not len(self.minute):
            return pd.DataFrame(
                {c: pd.Series(dtype="int64" if c == "minute" else "object") for c in SIGHTING_COLUMNS}
            )
        return pd.DataFrame(dict(zip(SIGHTING_COLUMNS, self, strict=True)))


def _columns(grid: _Grid) -> SightingColumns:
    channel = _channels(grid)
    t, o, s = np.nonzero(channel >= 0)
    people = np.asarray(grid.people, dtype=object)
    names = np.asarray(CHANNELS, dtype=object)
    return SightingColumns(
        grid.minutes[t],
        people[o],
        people[s],
        grid.spots[grid.spot[t, s]],
        grid.activity[t, s],
        names[channel[t, o, s]],
    )


def _no_sightings() -> SightingColumns:
    empty = np.empty(0, dtype=object)
    return SightingColumns(np.empty(0, dtype=np.int64), empty, empty, empty, empty, empty)


def step_sightings(steps: Sequence[Step], inn: Inn) -> SightingColumns:
    """Every sighting of a night given as :class:`Step` rows (see :func:`sightings_frame`)."""
    if not steps:
        return _no_sightings()
    minute, *rest = zip(*steps, strict=True)
    columns: dict[str, npt.NDArray[Any]] = {"minute": np.array(minute, dtype=np.int64)}
    for name, values in zip(POSITION_COLUMNS[1:], rest, strict=True):
        column = np.empty(len(values), dtype=object)
        column[:] = values
        columns[name] = column
    return _columns(_Grid(columns, inn))


def sightings_frame(positions: pd.DataFrame, inn: Inn) -> pd.DataFrame:
    """Every sighting of the night, one row per (minute, observer, subject), int minutes.

    ``positions`` has the columns of :class:`~blackhorse.core.records.Step` (``NightResult.positions``),
    one row per person for each of a run of consecutive minutes, in any order. Rows come out
    sorted by minute, observer, subject. Raises ValueError when the grid is incomplete or
    names a spot the map does not have.
    """
    if positions.empty:
        return _no_sightings().frame()
    columns = {
        c: positions[c].to_numpy(dtype=np.int64 if c == "minute" else object) for c in POSITION_COLUMNS
    }
    return _columns(_Grid(columns, inn)).frame()


def sightings(steps: Sequence[Step], inn: Inn) -> tuple[Sighting, ...]:
    """The sightings of a night given as :class:`Step` rows (see :func:`sightings_frame`)."""
    return step_sightings(steps, inn).rows()


def sightings_table(frame: pd.DataFrame) -> pd.DataFrame:
    """``sightings.csv`` as a DataFrame: the int-minute frame with minutes written ``HH:MM``."""
    table = frame[SIGHTING_COLUMNS].copy()
    table["minute"] = table["minute"].map(hhmm)
    return table


def case_witnesses(rows: Iterable[Sighting], cases: Iterable[Case]) -> dict[Case, tuple[str, ...]]:
    """For each case, who saw the killer or the victim in the murder's first minute.

    ``rows`` are the night's sightings (observers are alive by construction); the killer and
    the victim are left out. Names are sorted. Same answer as :func:`murder_witnesses`.
    """
    cases = tuple(cases)
    minutes = {c.minute for c in cases}
    at: dict[int, list[Sighting]] = {m: [] for m in minutes}
    for r in rows:
        if r.minute in minutes:
            at[r.minute].append(r)
    out: dict[Case, tuple[str, ...]] = {}
    for case in cases:
        pair = (case.killer, case.victim)
        out[case] = tuple(
            sorted({r.observer for r in at[case.minute] if r.subject in pair and r.observer not in pair})
        )
    return out


def murder_witnesses(frame: pd.DataFrame, cases: Iterable[Case]) -> dict[Case, tuple[str, ...]]:
    """For each case, who saw the killer or the victim in the murder's first minute.

    Observers in ``frame`` are alive by construction; the killer and the victim are left
    out. Names are sorted.
    """
    out: dict[Case, tuple[str, ...]] = {}
    for case in cases:
        rows = frame[
            (frame["minute"] == case.minute)
            & frame["subject"].isin((case.killer, case.victim))
            & ~frame["observer"].isin((case.killer, case.victim))
        ]
        out[case] = tuple(sorted(set(rows["observer"])))
    return out


__all__ = [
    "CHANNELS",
    "SIGHTING_COLUMNS",
    "Sighting",
    "SightingColumns",
    "case_witnesses",
    "murder_witnesses",
    "sightings",
    "sightings_frame",
    "sightings_table",
    "step_sightings",
]
