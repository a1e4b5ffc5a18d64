"""What the person processes of a night and its referee share.

A person's process plans ahead: it writes its minutes straight into its :class:`Track`
until the next minute at which the referee has something to settle for it (an order
starting, an arrival), leaves its :class:`Intent` for that minute on the desk and sleeps
until the referee wakes it (``desk.wake(minute)``). The referee settles that minute from
everyone's positions (doors, conditions, kills), may change the intent, writes it into the
track and wakes the people it settled. The walker depends on this protocol only, never on
the referee.

The night's result, :class:`NightRun`, keeps the tracks: its ``steps`` rows are built from
them on first use, and the visibility pass reads the tracks directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from itertools import repeat
from typing import Any, Protocol

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.records import Case, Note, Step
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.orders.model import Action

CLEANING_MINUTES = 9
WALK_HOME = Action()  # the arrival of a walk home after a refused knock


@dataclass(slots=True)
class Intent:
    """What a person does at one minute, before the referee settles it."""

    spot: str
    activity: str
    detail: str
    place: str
    arrival: Action | None = None  # this minute ends a walk made for this action
    begins: Action | None = None  # this action starts here, without a walk

    @property
    def settles(self) -> bool:
        """The referee must settle this minute: an action starts or arrives (doors, conditions)."""
        return self.begins is not None or (self.arrival is not None and self.arrival is not WALK_HOME)


Rows = tuple[list[str], list[str], list[str], list[str]]


class Walk:
    """A walk under way: its minutes as four columns (``rows``: spot, activity, detail,
    place, from its first step to its arrival) and ``pos``, the first of them not yet walked.
    The columns are shared between walks (:func:`walk_rows`) and never changed. ``met``: its
    arrival needs the referee (a kill, a condition, a door that may stay shut)."""

    __slots__ = ("origin", "destination", "action", "rows", "pos", "last", "met")

    def __init__(
        self, origin: str, destination: str, action: Action | None, rows: Rows, met: bool, pos: int = 0
    ) -> None:
        self.origin = origin
        self.destination = destination
        self.action = action  # the action to settle on arrival; None when resuming is all
        self.rows = rows
        self.pos = pos
        self.last = len(rows[0]) - 1  # the arrival's index in the rows
        self.met = met


def rows_of(spots: list[str], origin: str, destination: str, leaving: bool) -> Rows:
    """A walk's minutes as four columns (spot, activity, detail, place) over ``spots``, the
    last of them the arrival at ``destination``; with ``leaving``, the first minute steps out
    of ``origin`` by its threshold (and still counts as being in it)."""
    n = len(spots)
    activity, detail, place = ["walking"] * n, [f"to {destination}"] * n, list(spots)
    if leaving and n > 1:
        activity[0], place[0] = "leaving", origin
    activity[-1], detail[-1], place[-1] = "entering", f"from {origin}", destination
    return spots, activity, detail, place


WalkTable = dict[str, dict[str, Rows]]  # origin -> destination -> rows


@per_inn
def walk_table(inn: Inn) -> tuple[WalkTable, WalkTable]:
    """The inn's walks without a `via` built so far, ``[departed][origin][destination]``:
    read by the walkers directly (two look-ups by name a walk); filled by :func:`walk_rows`."""
    return {}, {}


def _rows(inn: Inn, origin: str, destination: str, via: tuple[str, ...], departed: bool) -> Rows:
    spots = list(inn.route(origin, destination, via).spots)[1 if departed else 0 :]
    return rows_of(spots, origin, destination, not departed)


_via_rows = per_inn(_rows)


def walk_rows(inn: Inn, origin: str, destination: str, via: tuple[str, ...], departed: bool) -> Rows:
    """A walk's minutes as four columns (spot, activity, detail, place), from its first step
    (leaving ``origin``, or already outside it when ``departed``) to its arrival; built once
    per inn (:func:`walk_table`)."""
    if via:
        return _via_rows(inn, origin, destination, via, departed)
    to = walk_table(inn)[departed].setdefault(origin, {})
    rows = to.get(destination)
    if rows is None:
        rows = to[destination] = _rows(inn, origin, destination, via, departed)
    return rows


class Track:
    """One person's night, minute by minute, as four columns (the rows of ``Step``)."""

    __slots__ = ("spot", "activity", "detail", "place")

    def __init__(self) -> None:
        self.spot: list[str] = [""] * NIGHT_MINUTES
        self.activity: list[str] = [""] * NIGHT_MINUTES
        self.detail: list[str] = [""] * NIGHT_MINUTES
        self.place: list[str] = [""] * NIGHT_MINUTES

    def write(self, minute: int, it: Intent) -> None:
        self.spot[minute] = it.spot
        self.activity[minute] = it.activity
        self.detail[minute] = it.detail
        self.place[minute] = it.place

    def fill(self, start: int, end: int, it: Intent) -> None:
        """The same row for minutes ``start`` to ``end - 1``."""
        self.fill_row(start, end, it.spot, it.activity, it.detail, it.place)

    def fill_row(self, start: int, end: int, spot: str, activity: str, detail: str, place: str) -> None:
        """The row (spot, activity, detail, place) for minutes ``start`` to ``end - 1``."""
        n = end - start
        self.spot[start:end] = [spot] * n
        self.activity[start:end] = [activity] * n
        self.detail[start:end] = [detail] * n
        self.place[start:end] = [place] * n

    def at(self, minute: int) -> Intent:
        return Intent(self.spot[minute], self.activity[minute], self.detail[minute], self.place[minute])


class MinuteDesk(Protocol):
    """What a person's process sees of the referee."""

    settling: bool  # notes written now belong to the referee's settling of a minute

    def wake(self, minute: int) -> Any:
        """The event on which a person sleeps until the referee has settled ``minute``."""


@cache
def _frame(names: tuple[str, ...]) -> tuple[list[int], list[str]]:
    """The minute and person columns of a night's rows (the same for every night of a cast)."""
    return [m for m in range(NIGHT_MINUTES) for _ in names], list(names) * NIGHT_MINUTES


def steps_of(names: tuple[str, ...], tracks: tuple[Track, ...]) -> tuple[Step, ...]:
    """The night's rows, minute by minute and in name order within a minute, from the tracks."""
    n = len(names)
    columns = []
    for column in ("spot", "activity", "detail", "place"):
        rows: list[str] = [""] * (n * NIGHT_MINUTES)
        for i, track in enumerate(tracks):
            rows[i::n] = getattr(track, column)
        columns.append(rows)
    minutes, people = _frame(names)
    rows_ = zip(minutes, people, *columns, strict=True)
    return tuple(map(tuple.__new__, repeat(Step, n * NIGHT_MINUTES), rows_))  # Step(*row), at C speed


@dataclass(frozen=True, eq=False)
class NightRun:
    """The raw truth of one night: each person's track (in the order of ``people``), notes
    and cases; ``steps``, one row per person per minute, is built from the tracks on first use.
    Two runs are equal when their steps, notes, cases and people are."""

    tracks: tuple[Track, ...]
    notes: tuple[Note, ...]
    cases: tuple[Case, ...]
    people: tuple[str, ...]

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The rows, minute by minute and in name order within a minute (see :func:`steps_of`)."""
        return steps_of(self.people, self.tracks)

    def _key(self) -> tuple[tuple[Step, ...], tuple[Note, ...], tuple[Case, ...], tuple[str, ...]]:
        return self.steps, self.notes, self.cases, self.people

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NightRun) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())
