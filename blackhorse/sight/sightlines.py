"""The visibility pass itself: per-inn sight lines and a few passes over the night in C.

Plain Python, no NumPy, and almost no Python per person-minute: the night's positions are
read once, as rows (:func:`sight_columns`) or straight from the engine's per-person tracks
(:func:`track_columns`, no rows built), each person-minute looked up once, and every later
step works on whole ``bytes`` objects (``bytes.translate``, ``join``, integer masks), whose
loops run in C.

1. **Looks, per inn** (:class:`SightTables`, kept as long as the inn is). What decides
   sight for one person at one minute is a function of ``(place, spot, activity)``, plus
   ``detail`` for a peeker, worked out the first time it occurs. As an *observer* it is a
   :class:`View`: the
   zone of their place, the zone of their spot (the two differ only on a room's open
   threshold), the zone their window faces and the spots their peephole shows while they
   peek, and whether they are alive. As a *subject* it is one byte, a code for the zone of
   their place, the zone of their spot and, on a spot some peephole shows, the spot.
2. **Sight lines, per inn.** For each view, a 256-byte table: the channel through which it
   sees each subject code (1 to 4 for ``same-zone`` to ``peephole``, 0 for not at all), by
   the plain rules of docs/VISIBILITY.md (:func:`channel`). Row ``(minute, observer)`` of the
   night's who-sees-whom matrix is that minute's subject codes translated through the
   observer's sight line; the whole night's matrix is one ``bytes`` of minutes x people x
   people. Oneself is masked out; ``crossing`` (5) is added where two people swap spots
   across a zone boundary, the only swaps no other channel already shows.
3. **Columns.** Patterns of the same size hold each cell's observer, subject and minute;
   masked by "seen" and stripped of zeros (``translate(None, b"\\0")``) they give the
   sightings' observers, subjects, minutes and channels in (minute, observer, subject)
   order, named through one ``itemgetter`` each; the subjects' spots and activities are
   picked from each minute's rows.

Limits (far above a night's: 11 people, 180 minutes, about 30 subject codes for the
shipped inn): at most 255 people; minutes are taken 255 at a time; an inn whose zones,
thresholds and peephole spots give more than 256 ways of being seen is refused with a
ValueError.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain, compress, repeat
from operator import itemgetter
from typing import Any, NamedTuple

from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.night.protocol import Track, steps_of

CHANNELS = ("same-zone", "threshold", "window", "peephole", "crossing")
"""Sighting channels, in order of precedence (the first that applies is recorded)."""

CROSSING = 5  # the channel byte of a crossing; 0 is "not seen"
SPAN = 255  # minutes per pass (each cell's minute is one byte, 1..255)
SEEN = bytes([0] + [255] * 255)  # translate: seen -> 0xFF, not seen -> 0
LESS_ONE = bytes([0, *range(255)])  # translate: k -> k - 1

Row = tuple[int, str, str, str, str, str]
"""A position row: ``(minute, person, spot, activity, detail, place)``, as a ``Step``."""
Column = Sequence[str]
Columns = tuple[tuple[Any, ...], ...]
"""Sightings as columns: minute, observer, subject, spot, activity, channel."""
EMPTY: Columns = ((), (), (), (), (), ())
MINUTE, PERSON, SPOT, ACTIVITY, DETAIL, PLACE = map(itemgetter, range(6))


class View(NamedTuple):
    """What decides what one person sees at one minute."""

    zone: str  # the zone of the place they count as being in
    outer: str  # the zone of the spot they stand on (the corridor, on an open threshold)
    window: str | None  # the zone their window faces, while they peek through it
    hole: frozenset[str]  # the spots their peephole shows, while they peek through it
    alive: bool


Seen = tuple[str, str, str | None]
"""How one person is seen: the zone of their place, of their spot, and the spot if some
peephole shows it."""


def channel(view: View, seen: Seen) -> int:
    """The channel byte through which ``view`` sees ``seen`` (0: not at all; no crossings)."""
    zone, outer, spot = seen
    if not view.alive:
        return 0  # the dead see nothing
    if view.zone == zone:
        return 1
    if view.outer == zone or view.zone == outer or view.outer == outer:
        return 2
    if view.window is not None and view.window in (zone, outer):
        return 3
    if spot is not None and spot in view.hole:
        return 4
    return 0


class SightTables:
    """An inn's looks and sight lines, filled in as nights are seen.

    A *look* is one byte: a view with a subject code. ``lines[look]`` is its view's sight
    line, ``codes`` and ``zones`` translate looks to subject codes and to a number for the
    zone of the spot.
    """

    def __init__(self, inn: Inn) -> None:
        self.zone = dict(inn.zone)
        self.windows = dict(inn.windows)
        self.peepholes = dict(inn.peepholes)
        self.shown = frozenset().union(*self.peepholes.values())  # spots some peephole shows
        self.look_of: dict[tuple[str, ...], int] = {}  # (place, spot, activity[, detail]) -> look
        self.look_index: dict[tuple[View, int], int] = {}
        self.lines: list[bytearray] = []  # look -> its view's sight line (channel per subject code)
        self.codes = bytearray(256)  # look -> subject code
        self.zones = bytearray(256)  # look -> a number for the zone of its spot
        self.view_lines: dict[View, bytearray] = {}
        self.seen: dict[Seen, int] = {}  # subject codes
        self.zone_numbers: dict[str, int] = {}

    def look(self, key: tuple[str, ...]) -> int:
        """The look of a ``(place, spot, activity[, detail])``."""
        found = self.look_of.get(key)
        if found is not None:
            return found
        place, spot, activity = key[:3]
        for column, value in (("spot", spot), ("place", place)):
            if value not in self.zone:
                raise ValueError(f"positions name a {column} that is not on the map: {value!r}")
        peek = key[3] if activity == "peeking" and len(key) > 3 else ""
        view = View(
            self.zone[place],
            self.zone[spot],
            self.windows.get(place) if peek == "window" else None,
            self.peepholes.get(place, frozenset()) if peek == "peephole" else frozenset(),
            activity != "dead",
        )
        code = self._code((self.zone[place], self.zone[spot], spot if spot in self.shown else None))
        look = self.look_index.get((view, code))
        if look is None:
            if len(self.lines) == 256:
                raise ValueError("the map gives more than 256 ways of seeing and being seen")
            look = self.look_index[(view, code)] = len(self.lines)
            self.lines.append(self._line(view))
            self.codes[look] = code
            self.zones[look] = self.zone_numbers.setdefault(self.zone[spot], len(self.zone_numbers) % 255 + 1)
        self.look_of[key] = look
        return look

    def _code(self, seen: Seen) -> int:
        code = self.seen.get(seen)
        if code is None:
            if len(self.seen) == 256:
                raise ValueError("the map gives more than 256 ways of being seen")
            code = self.seen[seen] = len(self.seen)
            for view, line in self.view_lines.items():
                line[code] = channel(view, seen)
        return code

    def _line(self, view: View) -> bytearray:
        line = self.view_lines.get(view)
        if line is None:
            line = self.view_lines[view] = bytearray(256)
            for seen, code in self.seen.items():
                line[code] = channel(view, seen)
        return line

    def looks(self, place: Column, spot: Column, activity: Column, detail: Column) -> bytes:
        """Each cell's look, from the grid's columns (one dict lookup per cell, in C)."""
        found = list(map(self.look_of.get, zip(place, spot, activity, strict=True)))
        if None in found:  # a new look, or a peeker (whose look depends on the detail)
            for i in [i for i, f in enumerate(found) if f is None]:
                peek = (detail[i],) if activity[i] == "peeking" else ()
                found[i] = self.look((place[i], spot[i], activity[i], *peek))
        return bytes(found)  # type: ignore[arg-type]


@per_inn
def sight_tables(inn: Inn) -> SightTables:
    """The inn's sight tables, one per inn, kept as long as the inn is."""
    return SightTables(inn)


@lru_cache(maxsize=8)
def _patterns(n: int, m: int) -> tuple[int, int, int, int]:
    """For ``m`` minutes of ``n`` people, as little-endian integers over the cells
    ``(minute, observer, subject)``: a mask without oneself, then each cell's observer,
    subject and minute (counted from 1)."""
    cells = n * n
    eye = bytearray(b"\xff" * cells)
    eye[:: n + 1] = bytes(n)
    observer = b"".join(bytes([o + 1]) * n for o in range(n))
    subject = bytes(range(1, n + 1)) * n
    minute = b"".join(bytes([t + 1]) * cells for t in range(m))

    def number(block: bytes) -> int:
        return int.from_bytes(block, "little")

    return number(bytes(eye) * m), number(observer * m), number(subject * m), number(minute)


def _pick(indices: bytes, values: Sequence[Any]) -> tuple[Any, ...]:
    if len(indices) > 1:
        picked: tuple[Any, ...] = itemgetter(*indices)(values)
        return picked
    return tuple(values[i] for i in indices)


def crossings(
    spot: Sequence[str], activity: Sequence[str], looks: bytes, n: int, tables: SightTables
) -> dict[int, list[tuple[int, int]]]:
    """``(observer, subject)`` pairs by minute index: the living who swap spots with someone
    across a zone boundary between one minute and the next."""
    zones = looks.translate(tables.zones)
    moved = (int.from_bytes(zones[:-n], "little") ^ int.from_bytes(zones[n:], "little")).to_bytes(
        len(zones) - n, "little"
    )
    if len(moved) - moved.count(0) < 2:
        return {}
    movers = list(compress(range(len(moved)), moved))
    now, then = [spot[i] for i in movers], [spot[i + n] for i in movers]
    keys = list(zip([i // n for i in movers], now, then, strict=True))
    swaps = set(keys).intersection((t, b, a) for t, a, b in keys)
    out: dict[int, list[tuple[int, int]]] = {}
    if not swaps:
        return out
    who: dict[tuple[int, str, str], list[int]] = {}
    for i, key in zip(movers, keys, strict=True):
        if key in swaps:
            who.setdefault(key, []).append(i % n)
    for (t, a, b), observers in who.items():
        for o in observers:
            if activity[t * n + o] != "dead":
                out.setdefault(t, []).extend((o, s) for s in who[(t, b, a)])
    return out


def sight_columns(rows: Sequence[Row], inn: Inn) -> Columns:
    """Every sighting of the night given as position rows, as columns sorted by minute,
    observer, subject (see ``visibility.step_sightings``)."""
    if not rows:
        return EMPTY
    people, minutes, rows = grid(rows)
    tables = sight_tables(inn)
    place, spot, activity, detail = (tuple(map(column, rows)) for column in (PLACE, SPOT, ACTIVITY, DETAIL))
    return _sight(people, minutes, spot, activity, tables.looks(place, spot, activity, detail), tables)


def track_columns(people: tuple[str, ...], tracks: Sequence[Track], inn: Inn) -> Columns:
    """The columns :func:`sight_columns` gives for ``steps_of(people, tracks)``, read from the
    engine's tracks (each person's minute columns, interleaved by slicing): no rows built."""
    if not tracks:
        return EMPTY
    if list(people) != sorted(set(people)) or len(people) != len(tracks):
        return sight_columns(steps_of(people, tuple(tracks)), inn)
    tables = sight_tables(inn)
    n, m = len(people), len(tracks[0].spot)
    place, spot, activity, detail = ([""] * (n * m) for _ in range(4))
    for i, track in enumerate(tracks):
        place[i::n], spot[i::n], activity[i::n], detail[i::n] = (
            track.place,
            track.spot,
            track.activity,
            track.detail,
        )
    return _sight(people, list(range(m)), spot, activity, tables.looks(place, spot, activity, detail), tables)


def _sight(
    people: tuple[str, ...],
    minutes: list[int],
    spot: Sequence[str],
    activity: Sequence[str],
    looks: bytes,
    tables: SightTables,
) -> Columns:
    """The sightings of a grid of ``people`` over ``minutes``, from its columns in (minute,
    person) order and each cell's look."""
    n = len(people)
    if n > 255:
        raise ValueError(f"positions of {n} people: the visibility pass takes at most 255")
    crossed = crossings(spot, activity, looks, n, tables)
    spans = [
        _span(people, minutes, (spot, activity), tables, looks, crossed, t, min(t + SPAN, len(minutes)))
        for t in range(0, len(minutes), SPAN)
    ]
    if len(spans) == 1:
        return spans[0]
    return tuple(tuple(chain.from_iterable(c)) for c in zip(*spans, strict=True))


def _span(
    people: tuple[str, ...],
    minutes: list[int],
    columns: tuple[Sequence[str], Sequence[str]],
    tables: SightTables,
    looks: bytes,
    crossed: dict[int, list[tuple[int, int]]],
    start: int,
    stop: int,
) -> Columns:
    """The sightings of minutes ``start`` to ``stop`` (indices into ``minutes``)."""
    n, m = len(people), stop - start
    cells = n * n * m
    eye, observer, subject, minute = _patterns(n, m)
    here = looks[start * n : stop * n]
    codes = here.translate(tables.codes)
    lines = list(map(tables.lines.__getitem__, here))
    rows = range(0, n * m, n)
    matrix = b"".join([b"".join(map(codes[a : a + n].translate, lines[a : a + n])) for a in rows])
    matrix = (int.from_bytes(matrix, "little") & eye).to_bytes(cells, "little")
    swaps = [(t, o, s) for t, pairs in crossed.items() if start <= t < stop for o, s in pairs]
    if swaps:
        patched = bytearray(matrix)
        for t, o, s in swaps:
            cell = ((t - start) * n + o) * n + s
            patched[cell] = patched[cell] or CROSSING
        matrix = bytes(patched)
    seen = int.from_bytes(matrix.translate(SEEN), "little")

    def kept(pattern: int) -> bytes:
        return (seen & pattern).to_bytes(cells, "little").translate(None, b"\0")

    at, subjects = kept(minute), kept(subject)
    ends = list(map(bisect_right, repeat(at, m), range(1, m + 1)))
    spot, activity = columns
    who = subjects.translate(LESS_ONE)
    spots: list[str] = []
    activities: list[str] = []
    first = 0
    for row, end in zip(range(start * n, stop * n, n), ends, strict=True):
        if end - first > 1:
            pick = itemgetter(*who[first:end])
            spots.extend(pick(spot[row : row + n]))
            activities.extend(pick(activity[row : row + n]))
        elif end > first:
            spots.append(spot[row + who[first]])
            activities.append(activity[row + who[first]])
        first = end
    names = (None, *people)
    return (
        _pick(at, (None, *minutes[start:stop])),
        _pick(kept(observer), names),
        _pick(subjects, names),
        tuple(spots),
        tuple(activities),
        _pick(matrix.translate(None, b"\0"), (None, *CHANNELS)),
    )


def _minute_column(n: int, minutes: list[int]) -> tuple[int, ...]:
    """The minute column of a grid of ``n`` people over ``minutes``."""
    if minutes == list(range(minutes[0], minutes[0] + len(minutes))):
        return _run_column(n, minutes[0], len(minutes))
    return tuple(chain.from_iterable(map(repeat, minutes, repeat(n))))


@lru_cache(maxsize=8)
def _run_column(n: int, first: int, count: int) -> tuple[int, ...]:
    return tuple(chain.from_iterable(map(repeat, range(first, first + count), repeat(n))))


def grid(rows: Sequence[Row]) -> tuple[tuple[str, ...], list[int], Sequence[Row]]:
    """The people, the minutes and the rows in (minute, person) order.

    Raises ValueError unless there is exactly one row per person per minute.
    """
    person = tuple(map(PERSON, rows))
    people = tuple(sorted(set(person)))
    n = len(people)
    minute = tuple(map(MINUTE, rows))
    minutes = list(minute[::n])
    if len(rows) != n * len(minutes) or person != people * len(minutes) or minutes != sorted(set(minutes)):
        rows = sorted(rows, key=itemgetter(0, 1))
        person, minute = tuple(map(PERSON, rows)), tuple(map(MINUTE, rows))
        minutes = sorted(set(minute))
    complete = len(rows) == n * len(minutes) and person == people * len(minutes)
    if complete and minute == _minute_column(n, minutes):
        return people, minutes, rows
    raise ValueError("positions must hold exactly one row per person per minute")
