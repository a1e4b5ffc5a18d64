"""What the person processes of a night and its referee share.

A person's process plans ahead: it writes its minutes straight into its :class:`Track`
until the next minute at which the referee has something to settle for it (an order
starting, an arrival), leaves its :class:`Intent` for that minute on the timekeeper and sleeps
until the referee wakes it (``timekeeper.wake(minute)``). The referee settles that minute from
everyone's positions (doors, conditions, kills), may change the intent, writes it into the
track and wakes the people it settled. The walker depends on this protocol only, never on
the referee.

The night's result, :class:`NightRun`, keeps the tracks: its ``steps`` rows are built from
them on first use, and the visibility pass reads the tracks directly.
"""

from __future__ import annotations

from functools import cache, cached_property
from itertools import repeat
from operator import add
from typing import TYPE_CHECKING, Protocol

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.dataclass import dataclass
from blackhorse.core.records import Case, Note, Step
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.orders.model import Action

if TYPE_CHECKING:
    import simpy

    from blackhorse.night.notewords import NoteWords

CLEANING_MINUTES = 9
WALK_HOME = Action()  # the arrival of a walk home after a refused knock


class Intent:
    """What a person does at one minute, before the referee settles it."""

    __slots__ = ("spot", "activity", "detail", "place", "arrival", "begins")

    def __init__(
        self,
        spot: str,
        activity: str,
        detail: str,
        place: str,
        arrival: Action | None = None,  # this minute ends a walk made for this action
        begins: Action | None = None,  # this action starts here, without a walk
    ) -> None:
        self.spot = spot
        self.activity = activity
        self.detail = detail
        self.place = place
        self.arrival = arrival
        self.begins = begins

    @property
    def settles(self) -> bool:
        """The referee must settle this minute: an action starts or arrives (doors, conditions)."""
        return self.begins is not None or (self.arrival is not None and self.arrival is not WALK_HOME)


Row = tuple[str, str, str, str]
"""One person's minute: ``(spot, activity, detail, place)``, the columns of a ``Step`` after
its minute and person."""
Rows = list[Row]
NO_ROW: Row = ("", "", "", "")


class Walk:
    """A walk under way: its minutes as rows (``rows``: from its first step to its arrival)
    and ``pos``, the first of them not yet walked. The rows are shared between walks
    (:func:`walk_rows`) and never changed. ``met``: its arrival needs the referee (a kill, a
    condition, a door that may stay shut)."""

    __slots__ = ("origin", "destination", "action", "rows", "pos", "last", "met")

    def __init__(
        self, origin: str, destination: str, action: Action | None, rows: Rows, met: bool, pos: int = 0
    ) -> None:
        self.origin = origin
        self.destination = destination
        self.action = action  # the action to settle on arrival; None when resuming is all
        self.rows = rows
        self.pos = pos
        self.last = len(rows) - 1  # the arrival's index in the rows
        self.met = met


def rows_of(spots: list[str], origin: str, destination: str, leaving: bool) -> Rows:
    """A walk's minutes as rows (spot, activity, detail, place) over ``spots``, the last of
    them the arrival at ``destination``; with ``leaving``, the first minute steps out of
    ``origin`` by its threshold (and still counts as being in it)."""
    to = f"to {destination}"
    rows = [(spot, "walking", to, spot) for spot in spots]
    if leaving and len(spots) > 1:
        rows[0] = (spots[0], "leaving", to, origin)
    rows[-1] = (spots[-1], "entering", f"from {origin}", destination)
    return rows


def can_peek(inn: Inn, place: str, room: str | None, kind: str) -> bool:
    """Whether someone in ``place`` whose room is ``room`` can peek through ``kind`` there:
    from their own room through its window or peephole, or through the common room's window."""
    if place == room:
        return place in (inn.windows if kind == "window" else inn.peepholes)
    return kind == "window" and place in inn.always_open and place in inn.windows


WalkTable = dict[str, dict[str, Rows]]  # origin -> destination -> rows


@per_inn
def walk_table(inn: Inn) -> tuple[WalkTable, WalkTable]:
    """The inn's walks without a `via` built so far, ``[departed][origin][destination]``:
    read by the walkers directly (two look-ups by name a walk); filled by :func:`walk_rows`."""
    return {}, {}


@per_inn
def stay_table(inn: Inn) -> tuple[dict[str, Row], dict[tuple[str, str], Row]]:
    """The inn's rows of someone staying in place, by place, and of someone peeking there, by
    ``(place, peek)``: one row object each night after night, as a walk's rows are, so that
    the visibility pass finds each one's kind by identity, without comparing it. Filled by
    the walkers (``dict.setdefault``: any thread's first row is everyone's)."""
    return {}, {}


def _rows(inn: Inn, origin: str, destination: str, via: tuple[str, ...], departed: bool) -> Rows:
    spots = list(inn.route(origin, destination, via).spots)[1 if departed else 0 :]
    return rows_of(spots, origin, destination, not departed)


_via_rows = per_inn(_rows)


def walk_rows(inn: Inn, origin: str, destination: str, via: tuple[str, ...], departed: bool) -> Rows:
    """A walk's minutes as rows (spot, activity, detail, place), from its first step
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
    """One person's night, minute by minute: a row ``(spot, activity, detail, place)`` per
    minute (the columns of ``Step``), written in runs: a stay is one row repeated, a walk
    the shared rows of its route (no per-minute work, and the visibility pass reads each
    minute's look from one object)."""

    __slots__ = ("rows",)

    def __init__(self) -> None:
        self.rows: list[Row] = [NO_ROW] * NIGHT_MINUTES

    def write(self, minute: int, it: Intent) -> None:
        self.rows[minute] = (it.spot, it.activity, it.detail, it.place)

    def fill(self, start: int, end: int, it: Intent) -> None:
        """The same row for minutes ``start`` to ``end - 1``."""
        self.rows[start:end] = [(it.spot, it.activity, it.detail, it.place)] * (end - start)

    def fill_row(self, start: int, end: int, spot: str, activity: str, detail: str, place: str) -> None:
        """The row (spot, activity, detail, place) for minutes ``start`` to ``end - 1``."""
        self.rows[start:end] = [(spot, activity, detail, place)] * (end - start)

    def at(self, minute: int) -> Intent:
        return Intent(*self.rows[minute])

    @property
    def spot(self) -> list[str]:
        """The spot column (built on use, for readers outside the engine)."""
        return [row[0] for row in self.rows]

    @property
    def activity(self) -> list[str]:
        return [row[1] for row in self.rows]

    @property
    def detail(self) -> list[str]:
        return [row[2] for row in self.rows]

    @property
    def place(self) -> list[str]:
        return [row[3] for row in self.rows]


class Timekeeper(Protocol):
    """What a person's process sees of the referee."""

    settling: bool  # notes written now belong to the referee's settling of a minute
    words: NoteWords  # the night's phrases and sentences for the notes, made once

    def wake(self, minute: int) -> simpy.Event:
        """The event on which a person sleeps until the referee has settled ``minute``."""


@cache
def _frame(names: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
    """The (minute, person) pairs of a night's rows (the same for every night of a cast)."""
    return tuple((m, name) for m in range(NIGHT_MINUTES) for name in names)


def steps_of(names: tuple[str, ...], tracks: tuple[Track, ...]) -> tuple[Step, ...]:
    """The night's rows, minute by minute and in name order within a minute, from the tracks."""
    n = len(names)
    rows: list[Row] = [NO_ROW] * (n * NIGHT_MINUTES)
    for i, track in enumerate(tracks):
        rows[i::n] = track.rows
    return tuple(map(tuple.__new__, repeat(Step), map(add, _frame(names), rows)))  # Step(m, p, *row) in C


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
