"""The people of a game: tenants with rooms and targets, police, as read from game.yaml."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from .errors import InputError, Problem
from .inn import Inn
from .yamlsource import Located, YamlSyntaxError, read_yaml

Role = Literal["tenant", "police"]


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

    def home(self, name: str, common_room: str = "204") -> str:
        room = self.people[name].room
        return room if room is not None else common_room


def load_game(folder: str | Path, inn: Inn) -> Game:
    """Read ``folder/game.yaml``; raise :class:`InputError` listing every problem."""
    folder = Path(folder)
    path = folder / "game.yaml"
    shown = str(path)
    try:
        located = read_yaml(path, shown)
    except FileNotFoundError:
        raise InputError(
            [Problem(shown, 0, "", "missing", "a game folder holds a game.yaml (see ORDERS.md)")]
        ) from None
    except YamlSyntaxError as exc:
        raise InputError([Problem(shown, exc.line, "", exc.message, "valid YAML")]) from None
    game, problems = _parse_game(located, folder, inn)
    if problems:
        raise InputError(problems)
    assert game is not None
    return game


def _parse_game(located: Located, folder: Path, inn: Inn) -> tuple[Game | None, list[Problem]]:
    data = located.data
    problems: list[Problem] = []

    def bad(path: tuple[str | int, ...], value: object, allowed: str) -> None:
        problems.append(
            Problem(located.file, located.line(*path), ".".join(map(str, path)), repr(value), allowed)
        )

    if not isinstance(data, dict):
        bad((), data, "a mapping with `tenants:` (and optionally `name:`, `police:`)")
        return None, problems
    for key in data:
        if key not in ("name", "tenants", "police", "police_rooms"):
            bad((key,), key, "fields of game.yaml are name, tenants, police, police_rooms")
    raw_tenants = data.get("tenants")
    if not isinstance(raw_tenants, dict) or not raw_tenants:
        bad(("tenants",), raw_tenants, "a mapping NAME: {room: ROOM, targets: [X, Y]}")
        return None, problems
    raw_police = data.get("police") or []
    if not isinstance(raw_police, list):
        bad(("police",), raw_police, "a list of names, e.g. [P1, P2, P3]")
        raw_police = []
    police = tuple(str(p).strip() for p in raw_police)
    names = [str(n).strip() for n in raw_tenants]
    for i, p in enumerate(police):
        if p in names or police.count(p) > 1:
            bad(("police", i), p, "a name used by no other person of the game")
    bedrooms = [r for r in inn.rooms if inn.beds[r] > 0]
    occupants: dict[str, list[str]] = {}
    tenants: dict[str, Tenant] = {}
    for name, spec in raw_tenants.items():
        if not isinstance(spec, dict):
            bad(("tenants", name), spec, "{room: ROOM, targets: [X, Y]}")
            continue
        for key in spec:
            if key not in ("room", "targets"):
                bad(("tenants", name, key), key, "a tenant has room and targets")
        room = str(spec.get("room", "")).strip()
        if room not in bedrooms:
            bad(("tenants", name, "room"), spec.get("room"), f"a room with beds: {', '.join(bedrooms)}")
        else:
            occupants.setdefault(room, []).append(str(name))
        targets = spec.get("targets")
        if not isinstance(targets, list) or len(targets) != 2:
            bad(("tenants", name, "targets"), targets, "a list of two other tenants, e.g. [B, C]")
            targets = []
        clean = tuple(str(t).strip() for t in targets)
        for i, t in enumerate(clean):
            if t not in names or t == name:
                bad(
                    ("tenants", name, "targets", i),
                    t,
                    f"another tenant: {', '.join(n for n in names if n != name)}",
                )
        if len(clean) == 2 and clean[0] == clean[1]:
            bad(("tenants", name, "targets"), list(clean), "two different tenants")
        tenants[str(name)] = Tenant(str(name), room, clean)
    raw_rooms = data.get("police_rooms") or {}
    police_rooms: dict[str, str] = {}
    if not isinstance(raw_rooms, dict):
        bad(("police_rooms",), raw_rooms, "a mapping OFFICER: ROOM")
        raw_rooms = {}
    for who, room in raw_rooms.items():
        if who not in police:
            bad(("police_rooms", who), who, f"one of police: {', '.join(police) or '(none declared)'}")
        if str(room) not in bedrooms:
            bad(("police_rooms", who), room, f"a room with beds: {', '.join(bedrooms)}")
        else:
            police_rooms[str(who)] = str(room)
            occupants.setdefault(str(room), []).append(str(who))
    if len(police_rooms) > 1:
        bad(("police_rooms",), sorted(police_rooms), "at most one police officer lives in the inn")
    for room, who in sorted(occupants.items()):
        if len(who) > inn.beds[room]:
            bad(("tenants",), f"{room}: {', '.join(who)}", f"room {room} has {inn.beds[room]} beds")
    game = Game(
        folder=folder,
        name=str(data.get("name", folder.name)),
        tenants=MappingProxyType(tenants),
        police=police,
        police_rooms=MappingProxyType(police_rooms),
    )
    return game, problems


def first_night_cast(game: Game, senders: frozenset[str]) -> Cast:
    """The cast of a night played straight from game.yaml (nobody dead, jailed or moved).

    Every tenant is on the map; a police officer is on the map if they live in the inn or
    sent orders (``senders``).
    """
    people: dict[str, Person] = {}
    for t in game.tenants.values():
        people[t.name] = Person(t.name, "tenant", t.room, t.targets, may_kill=True)
    for p in game.police:
        if p in game.police_rooms or p in senders:
            people[p] = Person(p, "police", game.police_rooms.get(p))
    return Cast(
        people=MappingProxyType(people),
        known=frozenset(game.people),
        police=frozenset(game.police),
    )
