"""What a room's threshold shows, for the visibility pass (:mod:`blackhorse.sight.sightlines`).

Two rules of sight read more than one person-minute at a time, both about a room's door in
a minute when someone stands on its threshold (going in or out, the door open):

- **An open door seen from inside** (ADJUDICATION 7: whoever opens a door sees everyone at
  it): everyone alive inside sees everyone in the corridor on that door spot, through the
  ``threshold`` channel (:func:`opened_doors`, cells the pass adds to its matrix).
- **A kill on a threshold seen from outside** (ADJUDICATION 9.3; issue 21, point 4): the
  one on the threshold is seen going in or out, the killing only from inside
  (:func:`doorway_cells`, :func:`seen_at_the_door`, applied to the pass's columns).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import repeat
from typing import Any

from blackhorse.inn.sighttables import SightTables

Columns = tuple[tuple[Any, ...], ...]
"""Sightings as columns: minute, observer, subject, spot, activity, channel."""


def opened_doors(kinds: Sequence[int], n: int, tables: SightTables) -> dict[int, list[tuple[int, int]]]:
    """``(observer, subject)`` pairs by minute index: whoever is alive inside a room whose
    door stands open that minute (someone on its threshold, going in or out) sees everyone
    in the corridor at that door (ADJUDICATION 7: whoever opens a door sees everyone at it;
    a refused knocker at an opened door included)."""
    opening, inside, at_door = tables.opening, tables.inside, tables.at_door
    if not opening or not at_door:
        return {}
    if isinstance(kinds, bytes | bytearray) and len(tables.room_bit) <= 8:
        return _opened_doors(kinds, n, tables)
    if isinstance(kinds, bytes | bytearray):  # in C: the minutes with a door open and someone at a door
        marks = kinds.translate(bytes(tables.door_marks))
        minutes = []
        i = marks.find(1)
        while i >= 0:
            t = i // n
            if marks.find(2, t * n, t * n + n) >= 0:
                minutes.append(t)
            i = marks.find(1, t * n + n)
    else:
        minutes = sorted({i // n for i, k in enumerate(kinds) if k in opening})
    out: dict[int, list[tuple[int, int]]] = {}
    for t in minutes:
        row = kinds[t * n : t * n + n]
        open_rooms = {opening[k] for k in row if k in opening}
        insiders = [(o, inside[k]) for o, k in enumerate(row) if inside.get(k) in open_rooms]
        if not insiders:
            continue
        outside = [(s, at_door[k]) for s, k in enumerate(row) if at_door.get(k) in open_rooms]
        pairs = [(o, s) for o, room in insiders for s, door in outside if door == room]
        if pairs:
            out[t] = pairs
    return out


NONZERO = bytes([0] + [1] * 255)


def _opened_doors(kinds: bytes | bytearray, n: int, tables: SightTables) -> dict[int, list[tuple[int, int]]]:
    """:func:`opened_doors` on a grid of kinds below 256, in an inn of at most 8 rooms with
    doors: each cell's room as one bit, as an opener, an insider and someone at its door;
    the three OR-ed over each minute's row and AND-ed, as integers over the whole night, give
    the minutes (and rooms) that have all three. Only those minutes are read, by ``find``."""
    size = len(kinds)
    opener = int.from_bytes(kinds.translate(bytes(tables.opening_bits)), "little")
    if not opener:
        return {}
    inside = kinds.translate(bytes(tables.inside_bits))
    at_door = kinds.translate(bytes(tables.at_door_bits))
    rooms = (
        _per_minute(opener, n)
        & _per_minute(int.from_bytes(inside, "little"), n)
        & _per_minute(int.from_bytes(at_door, "little"), n)
    )
    if not rooms:
        return {}
    by_minute = rooms.to_bytes(size, "little")[::n]  # each minute's rooms with all three
    found = by_minute.translate(NONZERO)
    out: dict[int, list[tuple[int, int]]] = {}
    t = found.find(1)
    while t >= 0:
        lo, hi = t * n, t * n + n
        bits = by_minute[t]
        pairs: list[tuple[int, int]] = []
        while bits:
            room = bits & -bits  # one room's bit
            bits ^= room
            outside = []
            s = at_door.find(room, lo, hi)
            while s >= 0:
                outside.append(s - lo)
                s = at_door.find(room, s + 1, hi)
            o = inside.find(room, lo, hi)
            while o >= 0:
                pairs.extend(zip(repeat(o - lo), outside))
                o = inside.find(room, o + 1, hi)
        if by_minute[t] & (by_minute[t] - 1):  # more than one room: in observer order
            pairs.sort()
        out[t] = pairs
        t = found.find(1, t + 1)
    return out


def _per_minute(cells: int, n: int) -> int:
    """``cells`` (one byte a cell, little-endian) with each minute's first byte OR-ed with the
    other ``n - 1`` of its minute (the other bytes are not read)."""
    covers = [cells]  # covers[j]: each byte OR-ed with the 2**j - 1 after it
    while 2 << (len(covers) - 1) <= n:
        c = covers[-1]
        covers.append(c | c >> (8 << (len(covers) - 1)))
    out, offset = 0, 0
    for j in reversed(range(len(covers))):
        if n - offset >= 1 << j:
            out |= covers[j] >> (8 * offset)
            offset += 1 << j
    return out


def doorway_cells(kinds: Sequence[int], n: int, tables: SightTables) -> dict[tuple[int, int], str]:
    """The cells ``(minute index, person index)`` of a kill on a room's threshold (the killer or
    the victim stepping in or out as it happens), each with the way they were going:
    ``entering`` or, when they stood in the room the minute before, ``leaving`` (at the
    night's first minute, ``leaving``: everyone starts the night inside, nobody arrives)."""
    if not tables.doorway:
        return {}
    if isinstance(kinds, bytes | bytearray):
        cells = [i for k in tables.doorway for i in _all(kinds, k)]
    else:
        cells = [i for i, k in enumerate(kinds) if k in tables.doorway]
    out: dict[tuple[int, int], str] = {}
    spots = tables.alphabet.spots
    for i in cells:
        t, s = divmod(i, n)
        here = spots[kinds[i]]
        room = tables.room_of_door[here]
        before = spots[kinds[i - n]] if t else room
        out[(t, s)] = "leaving" if before == room else "entering"
    return out


def _all(kinds: bytes | bytearray, k: int) -> list[int]:
    """Every index of the byte ``k`` in ``kinds``."""
    out, i = [], kinds.find(k)
    while i >= 0:
        out.append(i)
        i = kinds.find(k, i + 1)
    return out


def seen_at_the_door(columns: Columns, ways: dict[tuple[int, str], str]) -> Columns:
    """A kill on a room's threshold seen from outside the room (the corridor, a peephole): the
    person on the threshold is seen going in or out (``entering``, ``leaving``); the killing
    (or the death) is seen only from inside (ADJUDICATION 9; issue 21, point 4)."""
    minute, observer, subject, spot, activity, channel = columns
    changed = list(activity)
    for m in sorted({m for m, _ in ways}):  # the columns are sorted by minute
        for i in range(bisect_left(minute, m), bisect_right(minute, m)):
            way = ways.get((m, subject[i]))
            if way is not None and channel[i] != "same-zone":
                changed[i] = way
    return minute, observer, subject, spot, tuple(changed), channel


__all__ = ["doorway_cells", "opened_doors", "seen_at_the_door"]
