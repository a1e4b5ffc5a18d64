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
threshold. The dead observe nothing.

The pass itself lives in :mod:`blackhorse.sight.sightlines` (plain Python on per-inn
tables, no NumPy, so the command line never loads it); the sightings come back as
:class:`SightingColumns`, plain tuples, with NumPy arrays and DataFrames built on request.
"""

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, repeat
from typing import TYPE_CHECKING, Any

from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.records import Case, Step
from blackhorse.inn.layout import Inn
from blackhorse.night.protocol import NightRun
from blackhorse.sight.sightlines import CHANNELS, Row, sight_columns, track_columns, track_count

if TYPE_CHECKING:
    import numpy.typing as npt
    import pandas as pd

SIGHTING_COLUMNS = ["minute", "observer", "subject", "spot", "activity", "channel"]
POSITION_COLUMNS = ["minute", "person", "spot", "activity", "detail", "place"]


class Sighting(NamedTuple):
    """``observer`` saw ``subject`` (a person or a body) at ``minute``, on ``spot``, doing
    ``activity``, through ``channel`` (one of :data:`CHANNELS`)."""

    minute: int
    observer: str
    subject: str
    spot: str
    activity: str
    channel: str


SightingRow = tuple[int, str, str, str, str, str]
"""A sighting as a plain tuple: the fields of :class:`Sighting` in its order (minute, observer,
subject, spot, activity, channel). The report build reads these (``SightingColumns.plain_rows``):
on CPython 3.11 a plain tuple's field by index, or its unpacking, costs a third of a named
tuple's field by name (docs/PERFORMANCE.md, "Fourteenth round"); a :class:`Sighting` is one too."""


class SightingColumns(NamedTuple):
    """The night's sightings as columns (one entry per sighting, plain tuples), sorted by
    minute, observer, subject: what :func:`sightings_frame` returns, without pandas or NumPy."""

    minute: tuple[int, ...]
    observer: tuple[str, ...]
    subject: tuple[str, ...]
    spot: tuple[str, ...]
    activity: tuple[str, ...]
    channel: tuple[str, ...]

    def rows(self) -> tuple[Sighting, ...]:
        """The sightings as :class:`Sighting` rows, in the same order."""
        return tuple(map(tuple.__new__, repeat(Sighting), zip(*self, strict=True)))  # Sighting._make in C

    def plain_rows(self) -> "Iterator[SightingRow]":
        """The sightings as :data:`SightingRow` plain tuples, in the same order (made in C)."""
        return zip(*self, strict=True)

    def arrays(self) -> "dict[str, npt.NDArray[Any]]":
        """The columns as NumPy arrays (``minute`` as int64, the others as objects), for
        vectorised work in a notebook; imports NumPy on first use."""
        import numpy as np

        def column(values: tuple[Any, ...], dtype: type[Any]) -> "npt.NDArray[Any]":
            out: npt.NDArray[Any] = np.empty(len(values), dtype=dtype)
            out[:] = values
            return out

        return {
            name: column(values, np.int64 if name == "minute" else object)
            for name, values in zip(SIGHTING_COLUMNS, self, strict=True)
        }

    def frame(self) -> "pd.DataFrame":
        """The columns as a DataFrame (the columns of ``sightings.csv``, int minutes)."""
        import pandas as pd

        return pd.DataFrame(self.arrays())

    def at_minutes(self, minutes: Iterable[int]) -> "Iterator[SightingRow]":
        """The sightings of ``minutes`` (each once, in minute order), as plain rows: found by
        bisection, without reading the other minutes' rows."""
        return chain.from_iterable(self.between(m, m).plain_rows() for m in sorted(set(minutes)))

    def between(self, first: int, last: int) -> "SightingColumns":
        """The sightings from minute ``first`` to minute ``last``, both included."""
        lo, hi = bisect_left(self.minute, first), bisect_right(self.minute, last)
        return SightingColumns(
            self.minute[lo:hi],
            self.observer[lo:hi],
            self.subject[lo:hi],
            self.spot[lo:hi],
            self.activity[lo:hi],
            self.channel[lo:hi],
        )


def step_sightings(steps: Sequence[Step], inn: Inn) -> SightingColumns:
    """Every sighting of a night given as :class:`Step` rows (see :func:`sightings_frame`).

    The pass itself is :func:`blackhorse.sight.sightlines.sight_columns` (plain Python).
    """
    return SightingColumns(*sight_columns(steps, inn))


def run_sightings(run: NightRun, inn: Inn) -> SightingColumns:
    """Every sighting of an engine's night: the same columns as ``step_sightings(run.steps,
    inn)``, read from the run's tracks without building its rows."""
    return SightingColumns(*track_columns(run.people, run.tracks, inn))


def sightings_near(
    run: NightRun, inn: Inn, windows: Sequence[tuple[int, int]]
) -> tuple[int, SightingColumns]:
    """How many sightings the engine's night has, and the sightings of the minutes in
    ``windows`` only (``(first, last)`` pairs, both included, overlapping or reaching past
    the night as they may): ``len(run_sightings(run, inn).minute)`` and exactly its rows in
    those minutes, for much less work when few minutes are asked for (the sweeps read the
    minutes around each murder)."""
    count, columns = track_count(run.people, run.tracks, inn, windows)
    return count, SightingColumns(*columns)


def sightings_frame(positions: "pd.DataFrame", inn: Inn) -> "pd.DataFrame":
    """Every sighting of the night, one row per (minute, observer, subject), int minutes.

    ``positions`` has the columns of :class:`~blackhorse.core.records.Step` (``NightResult.positions``),
    one row per person for each of a run of consecutive minutes, in any order. Rows come out
    sorted by minute, observer, subject. Raises ValueError when the grid is incomplete or
    names a spot the map does not have.
    """
    rows: list[Row] = list(zip(*(positions[c].tolist() for c in POSITION_COLUMNS), strict=True))
    return SightingColumns(*sight_columns(rows, inn)).frame()


def sightings(steps: Sequence[Step], inn: Inn) -> tuple[Sighting, ...]:
    """The sightings of a night given as :class:`Step` rows (see :func:`sightings_frame`)."""
    return step_sightings(steps, inn).rows()


MURDER = ("killing", "dead")
"""What a witness sees of killer and victim in a murder's first minute (seen from outside, a
kill on a room's threshold is someone going in or out: no witness)."""


def case_witnesses(rows: Iterable[SightingRow], cases: Iterable[Case]) -> dict[Case, tuple[str, ...]]:
    """For each case, who saw the killer or the victim in the murder's first minute.

    ``rows`` are the night's sightings (:class:`Sighting` rows or plain tuples of its fields;
    observers are alive by construction), or any of them that hold the cases' minutes; the
    killer and the victim are left out. Names are sorted. Same answer as
    :func:`murder_witnesses`.
    """
    cases = tuple(cases)
    minutes = {c.minute for c in cases}
    at: dict[int, list[SightingRow]] = {m: [] for m in minutes}
    for r in rows:
        if r[0] in minutes:  # the minute
            at[r[0]].append(r)
    out: dict[Case, tuple[str, ...]] = {}
    for case in cases:
        pair = (case.killer, case.victim)
        out[case] = tuple(
            sorted(
                {
                    observer
                    for _, observer, subject, _, activity, _ in at[case.minute]
                    if subject in pair and observer not in pair and activity in MURDER
                }
            )
        )
    return out


def murder_witnesses(frame: "pd.DataFrame", cases: Iterable[Case]) -> dict[Case, tuple[str, ...]]:
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
            & frame["activity"].isin(MURDER)
        ]
        out[case] = tuple(sorted(set(rows["observer"])))
    return out


__all__ = [
    "CHANNELS",
    "SIGHTING_COLUMNS",
    "Sighting",
    "SightingColumns",
    "SightingRow",
    "case_witnesses",
    "murder_witnesses",
    "run_sightings",
    "sightings",
    "sightings_frame",
    "sightings_near",
    "step_sightings",
]
