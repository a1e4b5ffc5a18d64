"""Per-inn sight tables: what decides sight for a person-minute, worked out once per inn.

They depend on the map alone, so they sit with it, below the night: the visibility pass
(:mod:`blackhorse.sight.sightlines`) reads them for every minute, and a condition about
seeing (:mod:`blackhorse.night.conditions`, ``Ground.sight``) for the minute it settles.

What decides sight for one person at one minute is a function of ``(place, spot,
activity)``, plus ``detail`` for a peeker. As an *observer* it is a :class:`View`: the zone
of their place, the zone of their spot (the two differ only on a room's open threshold),
the zone their window faces and the spots their peephole shows while they peek, and
whether they are alive. As a *subject* it is one byte, a code for the zone of their place,
the zone of their spot and, on a spot some peephole shows, the spot.

- A **look** is one byte: a view with a subject code. Each view has a **sight line**, a
  256-byte table giving the channel through which it sees each subject code (1 to 4 for
  ``same-zone`` to ``peephole``, 0 for not at all), by the plain rules of
  docs/VISIBILITY.md (:func:`channel`).
- A **kind** (numbered from 1) is a look with a spot and an activity: everything a sighting
  reads of a person-minute, as observer or subject. Each distinct ``(place, spot, activity,
  detail)`` is looked up once per inn; a night's person-minutes become kinds with one dict
  lookup each, in C (:meth:`SightTables.kinds`).
- A night's grid of kinds is written as one ``bytes`` of **labels** with an
  :class:`Alphabet` saying what each label stands for: the kinds themselves while the inn
  has fewer than :data:`ALPHABET` of them (the shipped inn has about 120 after hundreds of
  nights), else the grid's own distinct kinds numbered from 1.

The tables are kept as long as their inn, in its memo (:func:`sight_tables`). Limits: an inn whose
zones, thresholds and peephole spots give more than 256 ways of seeing and being seen is
refused with a ValueError.
"""

import threading
from collections.abc import Sequence

from blackhorse.core.namedtuple import NamedTuple
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn

ALPHABET = 256  # labels of a grid: 1..255 (0 stands for no one)
Column = Sequence[str]


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


class Alphabet(NamedTuple):
    """What a byte of a grid of *labels* stands for (0 is never a label): its subject code,
    the number of its spot's zone, its view's sight line, its spot and its activity."""

    codes: bytes | bytearray
    zones: bytes | bytearray
    lines: Sequence[bytes | bytearray]
    spots: Sequence[str]
    activities: Sequence[str]


Key = tuple[str, str, str, str]
"""A person-minute as sight reads it: ``(place, spot, activity, detail)``."""


class SightTables:
    """An inn's looks, kinds and sight lines, filled in as nights are seen.

    A *look* is one byte: a view with a subject code. ``lines[look]`` is its view's sight
    line, ``codes`` and ``zones`` translate looks to subject codes and to a number for the
    zone of the spot. A *kind* (from 1) is a look with a spot and an activity: all that a
    sighting reads of its subject; while the inn has fewer than :data:`ALPHABET` kinds, the
    kinds are the labels of every grid (:attr:`alphabet`).
    """

    def __init__(self, inn: Inn) -> None:
        self.zone = dict(inn.zone)
        self.windows = dict(inn.windows)
        self.peepholes = dict(inn.peepholes)
        self.shown = frozenset().union(*self.peepholes.values())  # spots some peephole shows
        self.look_index: dict[tuple[View, int], int] = {}
        self.lines: list[bytearray] = []  # look -> its view's sight line (channel per subject code)
        self.codes = bytearray(256)  # look -> subject code
        self.zones = bytearray(256)  # look -> a number for the zone of its spot
        self.view_lines: dict[View, bytearray] = {}
        self.seen: dict[Seen, int] = {}  # subject codes
        self.zone_numbers: dict[str, int] = {}
        self.kind_of: dict[Key, int] = {}
        self.plain_kind: dict[tuple[str, ...], int] = {}  # (place, spot, activity) -> kind, but peeking
        self.row_kind: dict[tuple[str, str, str, str], int] = {}  # an engine's row -> its kind
        self.kind_index: dict[tuple[int, str, str], int] = {}
        self.kind_look: list[int] = [0]  # kind -> look (kind 0 stands for nothing)
        self.alphabet = Alphabet(bytearray(256), bytearray(256), [b""], [""], [""])  # labels = kinds
        self.room_of_door = dict(inn.room_of_door)
        self.rooms_with_doors = frozenset(self.room_of_door.values())
        # kinds of a kill on a room's threshold (see ``sightlines``): replaced, never changed in
        # place, so a night iterating it while another thread's night adds a kind is safe
        self.doorway: frozenset[int] = frozenset()
        # the tables grow as nights meet new kinds; nights run at once in threads (a sweep on
        # Dask) share them, so growing is one thread at a time (reading needs no lock)
        self._growing = threading.Lock()
        # an open door (see ``sightlines``): the room of each kind on its open threshold, of
        # each kind of the living inside a room, of each kind in the corridor on a door spot
        self.opening: dict[int, str] = {}
        self.inside: dict[int, str] = {}
        self.at_door: dict[int, str] = {}
        self.door_marks = bytearray(256)  # kind -> 1 for ``opening``, 2 for ``at_door`` (below 256)
        # each kind's spot as a number from 1 (kinds below 256, while the spots number fewer than
        # 256): the crossings compare spots as bytes
        self.spot_number: dict[str, int] = {}
        self.spot_numbers = bytearray(256)
        # the same kinds' rooms as one bit each (kinds below 256, an inn of at most 8 rooms with
        # doors): a night's grid translated to them is read a minute at a time in C
        self.room_bit = {room: 1 << i for i, room in enumerate(sorted(self.rooms_with_doors))}
        self.opening_bits = bytearray(256)
        self.inside_bits = bytearray(256)
        self.at_door_bits = bytearray(256)

    def look(self, key: tuple[str, ...]) -> int:
        """The look of a ``(place, spot, activity[, detail])``."""
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
        return look

    def kind(self, key: Key) -> int:
        """The kind of a person-minute."""
        found = self.kind_of.get(key)
        if found is not None:
            return found
        with self._growing:
            return self._new_kind(key)

    def _new_kind(self, key: Key) -> int:
        found = self.kind_of.get(key)  # another thread may have added it meanwhile
        if found is None and key[2] != "peeking":
            # a detail decides only a peeker's look: the kind of this place, spot and activity
            # met before with another detail ("from 201", "to lawn") is this one's
            found = self.plain_kind.get(key[:3])
            if found is not None:
                self.kind_of[key] = found
                return found
        if found is None:
            look = self.look(key)
            found = self.kind_index.setdefault((look, key[1], key[2]), len(self.kind_look))
            if found == len(self.kind_look):
                self.kind_look.append(look)
                place, spot, activity = key[:3]
                if activity in ("killing", "dead") and self.room_of_door.get(spot) == place:
                    self.doorway = self.doorway | {found}
                self._classify(found, place, spot, activity)
                if found < len(self.spot_numbers):
                    number = self.spot_number.setdefault(spot, len(self.spot_number) + 1)
                    self.spot_numbers[found] = number if number < 256 else 0
                codes, zones, lines, spots, activities = self.alphabet
                if found < len(codes):
                    codes[found], zones[found] = self.codes[look], self.zones[look]  # type: ignore[index]
                lines.append(self.lines[look])  # type: ignore[attr-defined]
                spots.append(key[1])  # type: ignore[attr-defined]
                activities.append(key[2])  # type: ignore[attr-defined]
            self.kind_of[key] = found
            if key[2] != "peeking":
                self.plain_kind[key[:3]] = found
        return found

    def sees(self, observer: tuple[str, str, str, str], subject: tuple[str, str, str, str]) -> int:
        """The channel byte through which someone at the engine's row ``observer`` (``(spot,
        activity, detail, place)``) sees someone at ``subject`` (0: not at all; a crossing is
        the visibility pass's, from two minutes): what a condition about seeing reads."""
        looks = self.kind_look
        return self.lines[looks[self._row_kind(observer)]][self.codes[looks[self._row_kind(subject)]]]

    def _classify(self, kind: int, place: str, spot: str, activity: str) -> None:
        """Note ``kind`` in :attr:`opening`, :attr:`inside` or :attr:`at_door`."""
        room = self.room_of_door.get(spot)
        byte = kind < len(self.door_marks)
        bits = byte and len(self.room_bit) <= 8
        if room is not None and place == room:
            self.opening[kind] = room
            if byte:
                self.door_marks[kind] = 1
            if bits:
                self.opening_bits[kind] = self.room_bit[room]
        elif room is not None:
            self.at_door[kind] = room
            if byte:
                self.door_marks[kind] = 2
            if bits:
                self.at_door_bits[kind] = self.room_bit[room]
        elif spot == place and spot in self.rooms_with_doors and activity != "dead":
            self.inside[kind] = spot
            if bits:
                self.inside_bits[kind] = self.room_bit[spot]

    def kinds(self, place: Column, spot: Column, activity: Column, detail: Column) -> list[int]:
        """Each cell's kind, from the grid's columns (one dict lookup per cell, in C)."""
        try:
            return list(map(self.kind_of.__getitem__, zip(place, spot, activity, detail, strict=False)))
        except KeyError:  # a person-minute not seen before on this inn
            return list(map(self.kind, zip(place, spot, activity, detail, strict=True)))

    def row_kinds(self, rows: Sequence[tuple[str, str, str, str]]) -> list[int]:
        """Each minute's kind, from an engine's track rows ``(spot, activity, detail, place)``
        (one dict lookup per minute, in C; a stay's minutes share one row object)."""
        try:
            return list(map(self.row_kind.__getitem__, rows))
        except KeyError:  # a row not seen before on this inn
            return [self._row_kind(row) for row in rows]

    def _row_kind(self, row: tuple[str, str, str, str]) -> int:
        found = self.row_kind.get(row)
        if found is None:
            spot, activity, detail, place = row
            found = self.row_kind[row] = self.kind((place, spot, activity, detail))
        return found

    def labels(self, kinds: Sequence[int]) -> tuple[bytes, Alphabet] | None:
        """The grid of ``kinds`` as labels, with their alphabet; None if more than
        ``ALPHABET - 1`` kinds differ in it."""
        labels = _byte_kinds(kinds)
        if labels is not None:
            return labels, self.alphabet
        distinct = list(dict.fromkeys(kinds))
        if len(distinct) >= ALPHABET:
            return None
        label = dict(zip(distinct, range(1, len(distinct) + 1), strict=True))
        codes, zones, lines, spots, activities = self.alphabet
        looks = [self.kind_look[k] for k in distinct]
        return bytes(map(label.__getitem__, kinds)), Alphabet(
            bytes([0, *(self.codes[k] for k in looks)]).ljust(256, b"\0"),
            bytes([0, *(self.zones[k] for k in looks)]).ljust(256, b"\0"),
            [b"", *(self.lines[k] for k in looks)],
            ("", *(spots[k] for k in distinct)),
            ("", *(activities[k] for k in distinct)),
        )

    def zones_of(self, kinds: Sequence[int]) -> bytes:
        """Each cell's number for the zone of its spot."""
        labels = _byte_kinds(kinds)
        if labels is not None:
            return labels.translate(self.alphabet.zones)
        return bytes([self.zones[self.kind_look[k]] for k in kinds])

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


@per_inn
def sight_tables(inn: Inn) -> SightTables:
    """The inn's sight tables, one per inn, kept as long as the inn is (in ``inn.memo``)."""
    return SightTables(inn)


def _byte_kinds(kinds: Sequence[int]) -> bytes | None:
    """``kinds`` as bytes, if each is below :data:`ALPHABET`."""
    try:
        labels = bytes(kinds)
    except ValueError:
        return None
    return labels if ALPHABET > 255 or max(labels, default=0) < ALPHABET else None
