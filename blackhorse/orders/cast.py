"""The people of a game: tenants with rooms and targets, police, as read from game.yaml."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from blackhorse.core.dataclass import dataclass
from blackhorse.core.names import same_name
from blackhorse.inn.layout import Inn

Role = Literal["tenant", "police"]
COMMON_ROOM = "204"  # where a police officer without a room starts and goes home (ADJUDICATION 2.5)


@dataclass(frozen=True)
class Tenant:
    name: str
    room: str
    targets: tuple[str, ...]


@dataclass(frozen=True)
class Game:
    """The cast as game.yaml declares it (the state before night 1)."""

    folder: Path
    name: str
    tenants: Mapping[str, Tenant]
    police: tuple[str, ...] = ()
    police_rooms: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    lang: str = "en"  # the game's language (game.yaml's `lang:`): gm.md, charts, replay, defaults
    timezone: str = ""  # the game's clock (an IANA name), "" for the machine's: core/gamezone.py
    # what players call people, as the GM declares it (game.yaml's `nicknames:`): name -> nicknames
    nicknames: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def people(self) -> tuple[str, ...]:
        return (*self.tenants, *self.police)


@dataclass(frozen=True)
class Person:
    """Someone on the map for one night."""

    name: str
    role: Role
    room: str | None  # None: a police officer without a bed (starts in the common room)
    targets: tuple[str, ...] = ()
    may_kill: bool = False  # a tenant who has not killed yet in this game


@dataclass(frozen=True)
class Cast:
    """Who takes part in one night: the people on the map and everyone known to the game."""

    people: Mapping[str, Person]
    known: frozenset[str]  # every name of the game, on the map or not
    police: frozenset[str]
    absent: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # name: why
    # the nicknames the GM declared (game.yaml's `nicknames:`): name -> nicknames (blackhorse parse)
    nicknames: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def about(self, me: str) -> tuple[str, ...]:
        """Whom a condition of ``me``'s orders can be about (``if: {present: NAME}``, the
        form's "whom"): everyone who may be on the map tonight but ``me``: the tenants still
        in the game and every police officer (never dead or jailed; one who sent no orders
        may still walk the inn), in name order. Not the dead nor the jailed (off the map: a
        condition about them says nothing), nor oneself (always there). The order file still
        takes any person of the game (``blackhorse check``)."""
        return tuple(sorted(n for n in self.known - set(self.absent) if n != me))

    def home(self, name: str, common_room: str = COMMON_ROOM) -> str:
        room = self.people[name].room
        return room if room is not None else common_room


def first_night_cast(game: Game, senders: frozenset[str]) -> Cast:
    """The cast of a night played straight from game.yaml (nobody dead, jailed or moved).

    Every tenant is on the map; a police officer is on the map if they live in the inn or
    sent orders (``senders``).
    """
    people: dict[str, Person] = {}
    for t in game.tenants.values():
        people[t.name] = Person(t.name, "tenant", t.room, t.targets, may_kill=True)
    for p in game.police:
        if p in game.police_rooms or same_name(p, senders) is not None:
            people[p] = Person(p, "police", game.police_rooms.get(p))
    return Cast(
        people=MappingProxyType(people),
        known=frozenset(game.people),
        police=frozenset(game.police),
        nicknames=game.nicknames,
    )


def common_room_fault(inn: Inn) -> Literal["missing", "shut"] | None:
    """What keeps the map's common room from being the home of police officers without a
    room (ADJUDICATION 2.5): it is not on the map, or its door can be shut (nobody inside
    opens it for them); None when it can be."""
    if COMMON_ROOM not in inn.rooms:
        return "missing"
    return None if COMMON_ROOM in inn.always_open else "shut"
