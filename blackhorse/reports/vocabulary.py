"""The vocabulary of reports: times, names of people and places, in Chinese and English.

Chinese follows the seed's sample report (rule 五.6): times as the seed writes them
(``8:30``), ``你门前`` for the player's own door; English writes times ``HH:MM`` (20:30).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from blackhorse.core.clock import NIGHT_MINUTES, hhmm, short
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.reports.events import Viewer

K = TypeVar("K")

PEEK_ZH = {"window": "正在向窗口张望", "peephole": "正从门孔向外看"}
PEEK_EN = {"window": "looking out of the window", "peephole": "looking through the peephole"}
EN_NAMES = {
    "garden": "the garden",
    "lawn": "the lawn",
    "west-stairs": "the west stairs",
    "east-stairs": "the east stairs",
    "west-stairs-foot": "the foot of the west stairs",
    "east-stairs-foot": "the foot of the east stairs",
    "west-path": "the west path",
    "east-path": "the east path",
    "north-corridor": "the north corridor",
}
EN_PREPOSITION = {
    "room": "in",
    "corridor": "in",
    "stairs": "on",
    "stair-foot": "at",
    "garden": "in",
    "path": "on",
    "lawn": "on",
}
ZH_SUFFIX = {"room": "里", "corridor": "上", "stairs": "上", "garden": "里", "path": "上", "lawn": "上"}


class Memo(dict[K, str]):
    """Text worked out once per key (``memo[key]``): minutes of the night, place names."""

    def __init__(self, make: Callable[[K], str]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> str:
        self[key] = text = self.make(key)
        return text


HHMM: Memo[int] = Memo(hhmm)  # 20:30
SHORT: Memo[int] = Memo(short)  # 8:30, as the seed writes it
# both for the minutes a report can name (the night, a minute either side), in a plain dict:
# ``TIMES[minute]`` is one plain lookup (a Memo, a dict subclass, is read through CPython's
# generic slot, several times slower); any other minute through the memos (see ``times``)
TIMES = {m: (short(m), hhmm(m)) for m in range(-1, NIGHT_MINUTES + 2)}


def times(minute: int) -> tuple[str, str]:
    """A minute as Chinese and English write it (``8:30``, ``20:30``), any minute."""
    return SHORT[minute], HHMM[minute]


def t_zh(minute: int) -> str:
    return SHORT[minute]


def t_en(minute: int) -> str:
    return HHMM[minute]


def zh_lead(time: str, text: str) -> str:
    """``8:50 F离开`` but ``8:34到达``: a space only before a Latin name."""
    return f"{time} {text}" if text[:1].isascii() and text[:1].isalnum() else f"{time}{text}"


def names_zh(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else "、".join(names[:-1]) + "和" + names[-1]


def names_en(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Words:
    """Place names as one observer speaks of them (remembered per inn and room: see :class:`Names`)."""

    def __init__(self, viewer: Viewer) -> None:
        self.v = viewer
        self.inn = viewer.inn
        names = names_for(viewer.inn, viewer.room)
        self._zh, self._zh_at, self._en, self._en_at = names.zh, names.zh_at, names.en, names.en_at
        self._zh_door = names.zh_door
        # movements already worded (see phrasing.seen_text), kept per inn night after night:
        # those about the observer's own room or door per room; all others read the same
        # from every room
        self.moves = move_words(viewer.inn, viewer.room)
        self.any_moves = move_words(viewer.inn, None)
        self.walks = walk_texts(viewer.inn, viewer.room)  # own departures, knocks, resumed walks
        room = viewer.room
        doors = viewer.inn.room_of_door.items()
        self.mine = frozenset(() if room is None else (room, *(d for d, r in doors if r == room)))

    def own(self, spot: str) -> bool:
        return spot == self.v.room

    def zh(self, spot: str) -> str:
        return self._zh[spot]

    def zh_at(self, spot: str) -> str:
        return self._zh_at[spot]

    def zh_door(self, room: str) -> str:
        return self._zh_door[room]

    def en(self, spot: str) -> str:
        return self._en[spot]

    def en_at(self, spot: str) -> str:
        return self._en_at[spot]

    def outdoor(self, spot: str) -> bool:
        return self.inn.kind.get(spot) in ("garden", "lawn")


class Names:
    """How someone living in ``room`` names the inn's spots; each name is worked out once."""

    def __init__(self, inn: Inn, room: str | None) -> None:
        self.inn = inn
        self.room = room
        self.zh = Memo(self._zh)
        self.zh_at = Memo(self._zh_at)
        self.zh_door = Memo(self._zh_door)
        self.en = Memo(self._en)
        self.en_at = Memo(self._en_at)

    def own(self, spot: str) -> bool:
        return spot == self.room

    def _zh(self, spot: str) -> str:
        inn = self.inn
        if self.own(spot):
            return "你的房间"
        if spot in inn.room_of_door:
            room = inn.room_of_door[spot]
            return "你门前" if self.own(room) else f"{self.zh[room]}门前"
        if spot in inn.names_zh:
            return inn.names_zh[spot]
        return f"{spot}房间" if inn.kind.get(spot) == "room" else spot

    def _zh_at(self, spot: str) -> str:
        kind = self.inn.kind.get(spot, "")
        if kind == "door" and self.inn.room_of_door[spot] != self.room:
            return f"{self.zh[self.inn.room_of_door[spot]]}门前"
        name = self.zh[spot]
        if kind in ("door", "stair-foot") or name.endswith(("下", "前")):
            return name
        return name + ZH_SUFFIX.get(kind, "")

    def _zh_door(self, room: str) -> str:
        """A room's door, as what is knocked at: ``203房间的门`` (the seed's words), and
        ``你的房门`` for one's own (never the doubled ``你的房间的门``)."""
        return "你的房门" if self.own(room) else f"{self.zh[room]}的门"

    def _en(self, spot: str) -> str:
        inn = self.inn
        if self.own(spot):
            return "your room"
        if spot in inn.room_of_door:
            room = inn.room_of_door[spot]
            return "your door" if self.own(room) else f"the door of {self.en[room]}"
        if spot in inn.always_open:
            return "the common room"
        if inn.kind.get(spot) == "room":
            return f"room {spot}"
        return EN_NAMES.get(spot, "the " + spot.replace("-", " "))

    def _en_at(self, spot: str) -> str:
        kind = self.inn.kind.get(spot, "")
        if kind == "door":
            room = self.inn.room_of_door[spot]
            return "outside your door" if self.own(room) else f"outside {self.en[room]}"
        return f"{EN_PREPOSITION.get(kind, 'at')} {self.en[spot]}"


@per_inn
def move_words(inn: Inn, room: str | None) -> dict[tuple[object, ...], tuple[str, str]]:
    """Movements worded with a stand-in for the names (``phrasing.seen_text``), by what decides
    their words, as someone living in ``room`` tells them (``None``: movements that read the
    same from every room). Shared by every report, night after night: a few hundred keys
    for a map (the spots, how a walk came into view and how it left it)."""
    return {}


@per_inn
def walk_texts(inn: Inn, room: str | None) -> dict[tuple[object, ...], tuple[str, str]]:
    """The person's own departures, refused knocks and resumed walks worded after the time
    (``phrasing.own_text``, filled by ``phrasing.walk_words``), by kind, place, destination
    and whether it follows an arrival at once, as someone living in ``room`` tells them;
    shared night after night."""
    return {}


@per_inn
def names_for(inn: Inn, room: str | None) -> Names:
    """The :class:`Names` of a room's occupant (shared by every report, night after night)."""
    return Names(inn, room)
