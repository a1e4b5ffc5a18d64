"""The visibility pass itself: a night's who-sees-whom matrix and its columns, in C.

Plain Python, no NumPy, and almost no Python per person-minute: the night's positions are
read once, as rows (:func:`sight_columns`) or straight from the engine's per-person tracks
(:func:`track_columns`, no rows built), each person-minute becomes a *kind* with one dict
lookup (:mod:`blackhorse.inn.sighttables`: looks, kinds and sight lines, per inn), and
every later step works on whole ``bytes`` objects (``bytes.translate``, ``join``, integer
masks), whose loops run in C.

1. **The matrix.** The grid's kinds are written as one ``bytes`` of labels; cell ``(minute,
   observer, subject)`` of the night's matrix is the subject's code translated through the
   observer's sight line, all cells in one ``map(bytes.translate, ...)`` joined once.
   Oneself is left out by one strided slice per person; ``threshold`` (2) is added where a room's
   door stands open and someone inside sees whoever is at it
   (:func:`~blackhorse.sight.thresholds.opened_doors`); ``crossing`` (5) where two people
   swap spots across a zone boundary, the only swaps no other channel already shows
   (:func:`crossings`).
2. **Columns.** Patterns of the same size hold each cell's observer, subject and subject's
   label; masked by "seen" and stripped of zeros (``translate(None, b"\\0")``) they give the
   sightings in (minute, observer, subject) order, named through one ``itemgetter`` per
   column (the spots and activities through the subjects' labels); the minutes are
   repeated by each minute's count.
3. **Counting only** (:func:`track_count`, the sweeps' bot nights): the matrix gives the
   number of sightings, and the columns are written for the minutes asked for only.

Limits (far above a night's: 11 people, 180 minutes): at most 255 people; minutes are
taken :data:`SPAN` at a time, fewer if they hold more kinds than a grid has labels.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import chain, compress, repeat
from operator import itemgetter, sub
from typing import Any

from blackhorse.inn.layout import Inn
from blackhorse.inn.sighttables import Alphabet, SightTables, sight_tables
from blackhorse.night.protocol import Track, steps_of
from blackhorse.sight.thresholds import doorway_cells, opened_doors, seen_at_the_door

CHANNELS = ("same-zone", "threshold", "window", "peephole", "crossing")
"""Sighting channels, in order of precedence (the first that applies is recorded)."""

THRESHOLD = 2  # the channel byte of a threshold sighting (an open door included)
CROSSING = 5  # the channel byte of a crossing; 0 is "not seen"
SPAN = 255  # minutes per pass (each cell's minute is one byte, 1..255)
SEEN = bytes([0] + [255] * 255)  # translate: seen -> 0xFF, not seen -> 0
BYTE = tuple(bytes([i]) for i in range(256))  # each byte value as a bytes of one

Row = tuple[int, str, str, str, str, str]
"""A position row: ``(minute, person, spot, activity, detail, place)``, as a ``Step``."""
Columns = tuple[tuple[Any, ...], ...]
"""Sightings as columns: minute, observer, subject, spot, activity, channel."""
EMPTY: Columns = ((), (), (), (), (), ())
MINUTE, PERSON, SPOT, ACTIVITY, DETAIL, PLACE = map(itemgetter, range(6))


@lru_cache(maxsize=32)
def _patterns(n: int, m: int) -> tuple[int, int]:
    """For ``m`` minutes of ``n`` people, as little-endian integers over the cells
    ``(minute, observer, subject)``: each cell's observer and subject (counted from 1)."""
    observer = b"".join(bytes([o + 1]) * n for o in range(n))
    subject = bytes(range(1, n + 1)) * n
    return tuple(int.from_bytes(block * m, "little") for block in (observer, subject))  # type: ignore[return-value]


def _pick(indices: bytes, *values: Sequence[Any]) -> tuple[tuple[Any, ...], ...]:
    """``values[i]`` for each index, for each of ``values`` (one getter for all)."""
    if len(indices) > 1:
        getter = itemgetter(*indices)
        return tuple(getter(v) for v in values)
    return tuple(tuple(v[i] for i in indices) for v in values)


@lru_cache(maxsize=8)
def _cells(n: int, m: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each cell's minute index and person index, for a grid of ``n`` people over ``m`` minutes."""
    return tuple(t for t in range(m) for _ in range(n)), tuple(range(n)) * m


def crossings(kinds: Sequence[int], n: int, tables: SightTables) -> dict[int, list[tuple[int, int]]]:
    """``(observer, subject)`` pairs by minute index: the living who swap spots with someone
    across a zone boundary between one minute and the next."""
    zones = tables.zones_of(kinds)
    moved = (int.from_bytes(zones[:-n], "little") ^ int.from_bytes(zones[n:], "little")).to_bytes(
        len(zones) - n, "little"
    )
    if len(moved) - moved.count(0) < 2:
        return {}
    if isinstance(kinds, bytes) and len(moved) // n <= SPAN and n <= 255 and len(tables.spot_number) < 256:
        return _byte_crossings(kinds, n, tables, moved)
    spot, activity = tables.alphabet.spots, tables.alphabet.activities
    at, person = _cells(n, len(kinds) // n)
    pick = itemgetter(*compress(range(len(moved)), moved))  # the movers' cells, two or more
    minute = pick(at)
    now = itemgetter(*pick(kinds))(spot)
    then = itemgetter(*pick(kinds[n:]))(spot)
    keys = tuple(zip(minute, now, then, strict=True))
    swaps = set(keys).intersection(zip(minute, then, now, strict=True))
    out: dict[int, list[tuple[int, int]]] = {}
    if not swaps:
        return out
    who: dict[tuple[int, str, str], list[int]] = {}
    for key, o in compress(zip(keys, pick(person), strict=True), map(swaps.__contains__, keys)):
        who.setdefault(key, []).append(o)
    for (t, a, b), observers in who.items():
        for o in observers:
            if activity[kinds[t * n + o]] != "dead":
                out.setdefault(t, []).extend((o, s) for s in who[(t, b, a)])
    return out


def _byte_crossings(
    kinds: bytes, n: int, tables: SightTables, moved: bytes
) -> dict[int, list[tuple[int, int]]]:
    """:func:`crossings` for a grid of kinds below 256 of at most :data:`SPAN` + 1 minutes and
    fewer than 256 spots: the movers' minute, person and spots now and then kept as bytes by
    one mask (as the columns are), their swaps found on byte triples."""
    size, m = len(moved), len(moved) // n
    mask = int.from_bytes(moved.translate(SEEN), "little")

    def kept(pattern: int) -> bytes:
        return (mask & pattern).to_bytes(size, "little").translate(None, b"\0")

    spots = kinds.translate(bytes(tables.spot_numbers))
    minute = kept(_minute_cells(n, m))
    now, then = kept(int.from_bytes(spots[:-n], "little")), kept(int.from_bytes(spots[n:], "little"))
    keys = tuple(zip(minute, now, then, strict=True))
    swaps = set(keys).intersection(zip(minute, then, now, strict=True))
    out: dict[int, list[tuple[int, int]]] = {}
    if not swaps:
        return out
    who: dict[tuple[int, int, int], list[int]] = {}
    person = kept(_person_cells(n, m))
    for key, o in compress(zip(keys, person, strict=True), map(swaps.__contains__, keys)):
        who.setdefault(key, []).append(o - 1)
    activity = tables.alphabet.activities
    for (t, a, b), observers in who.items():
        for o in observers:
            if activity[kinds[(t - 1) * n + o]] != "dead":
                out.setdefault(t - 1, []).extend((o, s) for s in who[(t, b, a)])
    return out


@lru_cache(maxsize=8)
def _minute_cells(n: int, m: int) -> int:
    """Each cell's minute index counted from 1, for ``m`` (at most 255) minutes of ``n`` people."""
    return int.from_bytes(b"".join(bytes([t]) * n for t in range(1, m + 1)), "little")


@lru_cache(maxsize=8)
def _person_cells(n: int, m: int) -> int:
    """Each cell's person index counted from 1, for ``m`` minutes of ``n`` (at most 255) people."""
    return int.from_bytes(bytes(range(1, n + 1)) * m, "little")


def sight_columns(rows: Sequence[Row], inn: Inn) -> Columns:
    """Every sighting of the night given as position rows, as columns sorted by minute,
    observer, subject (see ``visibility.step_sightings``)."""
    if not rows:
        return EMPTY
    return _sight(*_row_kinds(rows, sight_tables(inn)))[1]


def track_columns(people: tuple[str, ...], tracks: Sequence[Track], inn: Inn) -> Columns:
    """The columns :func:`sight_columns` gives for ``steps_of(people, tracks)``, read from the
    engine's tracks (each person's minute rows, their kinds interleaved by slicing): no ``Step`` built."""
    if not tracks:
        return EMPTY
    return _sight(*_track_kinds(people, tracks, sight_tables(inn)))[1]


def track_count(
    people: tuple[str, ...], tracks: Sequence[Track], inn: Inn, windows: Sequence[tuple[int, int]]
) -> tuple[int, Columns]:
    """The number of sightings :func:`track_columns` gives, and its columns for the minutes
    in ``windows`` only (``(first, last)`` minute indices, both included)."""
    if not tracks:
        return 0, EMPTY
    return _sight(*_track_kinds(people, tracks, sight_tables(inn)), windows)


def _row_kinds(
    rows: Sequence[Row], tables: SightTables
) -> tuple[tuple[str, ...], list[int], Sequence[int], SightTables]:
    people, minutes, rows = grid(rows)
    kinds = tables.kinds(*(tuple(map(column, rows)) for column in (PLACE, SPOT, ACTIVITY, DETAIL)))
    return people, minutes, kinds, tables


def _track_kinds(
    people: tuple[str, ...], tracks: Sequence[Track], tables: SightTables
) -> tuple[tuple[str, ...], list[int], Sequence[int], SightTables]:
    """The people, the minutes and each cell's kind in (minute, person) order: as ``bytes``
    while every kind is below 256 (then sliced, copied and read in C by every later step)."""
    if list(people) != sorted(set(people)) or len(people) != len(tracks):
        return _row_kinds(steps_of(people, tuple(tracks)), tables)
    n, m = len(people), len(tracks[0].rows)
    kinds = [0] * (n * m)
    for i, t in enumerate(tracks):
        kinds[i::n] = tables.row_kinds(t.rows)
    try:
        return people, list(range(m)), bytes(kinds), tables
    except ValueError:  # a kind above 255 (an inn with very many ways of being somewhere)
        return people, list(range(m)), kinds, tables


def _sight(
    people: tuple[str, ...],
    minutes: list[int],
    kinds: Sequence[int],
    tables: SightTables,
    windows: Sequence[tuple[int, int]] | None = None,
) -> tuple[int, Columns]:
    """The number of sightings of a grid of ``people`` over ``minutes`` (its kinds in
    (minute, person) order), and their columns in the minute indices of ``windows``
    (``(first, last)``, both included; every minute if None)."""
    n, m = len(people), len(minutes)
    if n > 255:
        raise ValueError(f"positions of {n} people: the visibility pass takes at most 255")
    keep = bytearray(m) if windows is not None else bytearray(b"\1" * m)
    for first, last in windows or ():
        lo, hi = max(first, 0), min(last + 1, m)
        keep[lo:hi] = b"\1" * max(hi - lo, 0)
    crossed = crossings(kinds, n, tables)
    opened = opened_doors(kinds, n, tables)
    doorways = doorway_cells(kinds, n, tables)
    count, parts = 0, []
    start = 0
    while start < m:
        stop = min(start + SPAN, m)
        labelled = tables.labels(kinds[start * n : stop * n])
        while labelled is None:  # more kinds than labels: fewer minutes at a time
            stop = start + (stop - start) // 2
            labelled = tables.labels(kinds[start * n : stop * n])
        labels, alphabet = labelled
        matrix = _matrix(labels, alphabet, n, crossed, opened, start)
        count += len(matrix) - matrix.count(0)
        for lo, hi in _runs(keep, start, stop):
            window = (
                labels[(lo - start) * n : (hi - start) * n],
                matrix[(lo - start) * n * n : (hi - start) * n * n],
            )
            parts.append(_columns(people, minutes[lo:hi], *window, alphabet))
        start = stop
    if len(parts) == 1:
        columns = parts[0]
    else:
        columns = tuple(tuple(chain.from_iterable(c)) for c in zip(*parts, strict=True)) if parts else EMPTY
    if doorways:
        ways = {(minutes[t], people[s]): way for (t, s), way in doorways.items()}
        columns = seen_at_the_door(columns, ways)
    return count, columns


def _runs(keep: bytearray, start: int, stop: int) -> list[tuple[int, int]]:
    """The runs ``[lo, hi)`` of kept minutes between ``start`` and ``stop``."""
    out: list[tuple[int, int]] = []
    lo = keep.find(1, start, stop)
    while lo >= 0:
        hi = keep.find(0, lo, stop)
        hi = stop if hi < 0 else hi
        out.append((lo, hi))
        lo = keep.find(1, hi, stop)
    return out


def _matrix(
    labels: bytes,
    alphabet: Alphabet,
    n: int,
    crossed: dict[int, list[tuple[int, int]]],
    opened: dict[int, list[tuple[int, int]]],
    start: int,
) -> bytes:
    """Who sees whom, a channel byte per cell ``(minute, observer, subject)``, of the grid
    whose first minute is minute index ``start``: the sight lines, then an open door seen
    from inside (``threshold``, before a window, a peephole or a crossing), then crossings
    where nothing else sees."""
    m = len(labels) // n
    codes = labels.translate(alphabet.codes)
    (lines,) = _pick(labels, alphabet.lines)
    rows = map(codes.__getitem__, _slices(n, m))
    patched = bytearray(
        b"".join(map(bytes.translate, chain.from_iterable(map(repeat, rows, repeat(n))), lines))
    )
    nobody = bytes(m)
    for o in range(n):  # oneself: cell (t, o, o), every n * n cells from the first minute's
        patched[o * (n + 1) :: n * n] = nobody
    doors = [(t, o, s) for t, pairs in opened.items() if start <= t < start + m for o, s in pairs]
    swaps = [(t, o, s) for t, pairs in crossed.items() if start <= t < start + m for o, s in pairs]
    for t, o, s in doors:
        cell = ((t - start) * n + o) * n + s
        if not 0 < patched[cell] <= THRESHOLD:
            patched[cell] = THRESHOLD
    for t, o, s in swaps:
        cell = ((t - start) * n + o) * n + s
        patched[cell] = patched[cell] or CROSSING
    return bytes(patched)


def _columns(
    people: tuple[str, ...], minutes: list[int], labels: bytes, matrix: bytes, alphabet: Alphabet
) -> Columns:
    """The sightings of a grid's ``matrix`` as columns, in (minute, observer, subject) order."""
    n, m = len(people), len(minutes)
    cells, square = n * n * m, n * n
    seen = int.from_bytes(matrix.translate(SEEN), "little")

    def kept(pattern: int) -> bytes:
        return (seen & pattern).to_bytes(cells, "little").translate(None, b"\0")

    rows = map(labels.__getitem__, _slices(n, m))
    subjects = kept(int.from_bytes(b"".join(map(bytes.__mul__, rows, repeat(n))), "little"))
    counts = map(matrix.count, repeat(0), range(0, cells, square), range(square, cells + 1, square))
    seen_in = map(sub, repeat(square), counts)  # each minute's sightings
    if type(minutes[0]) is int and minutes[0] >= 0 and minutes[-1] < 256:  # a byte each, read back as ints
        at = tuple(b"".join(map(bytes.__mul__, map(BYTE.__getitem__, minutes), seen_in)))
    else:
        at = tuple([*chain.from_iterable(map(repeat, minutes, seen_in))])  # sized once
    if square < 256:  # observer and subject as one byte: one getter for both names
        observers, names = _pick(kept(_pairs(n, m)), *_pair_names(people))
    else:
        observer, subject = _patterns(n, m)
        (observers,), (names,) = _pick(kept(observer), (None, *people)), _pick(kept(subject), (None, *people))
    return (
        at,
        observers,
        names,
        *_pick(subjects, alphabet.spots, alphabet.activities),
        *_pick(matrix.translate(None, b"\0"), (None, *CHANNELS)),
    )


@lru_cache(maxsize=8)
def _slices(n: int, m: int) -> tuple[slice, ...]:
    """The rows of a grid of ``n`` people over ``m`` minutes: one slice per minute."""
    return tuple(map(slice, range(0, n * m, n), range(n, n * m + 1, n)))


@lru_cache(maxsize=8)
def _pair_names(people: tuple[str, ...]) -> tuple[tuple[str | None, ...], tuple[str | None, ...]]:
    """The observer and the subject of each (observer, subject) pair byte (see :func:`_pairs`)."""
    n = len(people)
    return (None, *(o for o in people for _ in people)), (None, *people * n)


@lru_cache(maxsize=32)
def _pairs(n: int, m: int) -> int:
    """Each cell's (observer, subject) pair, ``observer * n + subject + 1``, for ``n * n < 256``."""
    return int.from_bytes(bytes(range(1, n * n + 1)) * m, "little")


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
