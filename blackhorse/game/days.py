"""A day between two nights (seed 六): accusations, room changes, a police officer moving in.

A day file (``days/N.yaml``, the day after night N)::

    accusations: [{case: 1, accused: D}]     # once per case, final; the accused is jailed
    moves: [{who: A, to: "205"}]             # room changes, first come first served
    police_moves: [{who: P1, to: "203"}]     # into a bed freed by a death; one officer at most

:func:`read_day` checks the file against the game (names, rooms, shapes) and raises
:class:`InputError` for mistakes. :func:`apply_day` then grants or refuses each request by
the rules, in this order: accusations, tenants' moves, police moves, each list in file
order. A refused request changes nothing and is reported with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple, TypeVar

from blackhorse.core.errors import InputError, Problem
from blackhorse.core.reader import FileRefused, decode, read_input_bytes
from blackhorse.core.yamlsource import Located, YamlSyntaxError, parse_yaml
from blackhorse.game.state import GameState
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Game
from blackhorse.orders.words import did_you_mean, find, room_number

SECTIONS = ("accusations", "moves", "police_moves")
T = TypeVar("T")
KeyPath = tuple[str | int, ...]


class RoomChange(NamedTuple):
    who: str
    to: str


class Accusation(NamedTuple):
    case: int
    accused: str


@dataclass(frozen=True)
class DayPlan:
    """What the GM recorded for one day, checked against the game."""

    accusations: tuple[Accusation, ...] = ()
    moves: tuple[RoomChange, ...] = ()
    police_moves: tuple[RoomChange, ...] = ()


class Outcome(NamedTuple):
    """One request of a day and what became of it."""

    kind: str  # accusation | move | police-move
    request: str
    granted: bool
    reason: str

    def __str__(self) -> str:
        from blackhorse.game.statuswords import outcome_text  # its sentence table: only when said

        return outcome_text(self.kind, self.request, self.granted, self.reason, "en")


def day_text(path: Path, inside: Path | None) -> str:
    """The text of the day file ``path`` (in the game folder ``inside``, or anywhere the GM
    keeps it when None), read as every input is; a refusal is an :class:`InputError`."""
    try:
        return decode(read_input_bytes(path, inside=inside))
    except FileRefused as exc:
        raise InputError([exc.problem(str(path), "valid YAML")]) from None
    except FileNotFoundError:
        raise InputError([Problem(str(path), 0, "", "missing", "an existing day file")]) from None


def read_day(text: str, shown: str, game: Game, inn: Inn) -> DayPlan:
    """Parse and check a day file's text; every problem at once."""
    try:
        located = parse_yaml(text, shown)
    except YamlSyntaxError as exc:
        raise InputError([exc.problem(shown, "valid YAML")]) from None
    return _DayReader(located, game, inn).read()


@dataclass
class _DayReader:
    located: Located
    game: Game
    inn: Inn

    def __post_init__(self) -> None:
        self.problems: list[Problem] = []
        self.bedrooms = [r for r in self.inn.rooms if self.inn.beds[r] > 0]

    def bad(self, path: KeyPath, value: object, allowed: str) -> None:
        shown = value if isinstance(value, str) else repr(value)
        self.problems.append(
            Problem(self.located.file, self.located.line(*path), ".".join(map(str, path)), shown, allowed)
        )

    def read(self) -> DayPlan:
        data = self.located.data
        if data is None:
            return DayPlan()
        if not isinstance(data, dict):
            self.bad((), data, "a mapping with accusations, moves and/or police_moves")
            raise InputError(self.problems)
        for key in data:
            if key not in SECTIONS:
                self.bad((key,), key, f"fields of a day file: {', '.join(SECTIONS)}")
        plan = DayPlan(
            accusations=tuple(self.items("accusations", ("case", "accused"), self.accusation)),
            moves=tuple(self.items("moves", ("who", "to"), self.move)),
            police_moves=tuple(self.items("police_moves", ("who", "to"), self.police_move)),
        )
        if self.problems:
            raise InputError(self.problems)
        return plan

    def items(
        self, section: str, fields: tuple[str, ...], make: Callable[[KeyPath, dict[str, object]], T | None]
    ) -> list[T]:
        raw = self.located.data.get(section) or []
        if not isinstance(raw, list):
            self.bad((section,), raw, f"a list of {{{': ..., '.join(fields)}: ...}}")
            return []
        out: list[T] = []
        for i, item in enumerate(raw):
            path = (section, i)
            if not isinstance(item, dict) or sorted(item) != sorted(fields):
                self.bad(path, item, "a mapping with exactly " + " and ".join(fields))
                continue
            made = make(path, item)
            if made is not None:
                out.append(made)
        return out

    def name(self, path: KeyPath, value: object, allowed: tuple[str, ...], what: str) -> str:
        """The name as the game writes it: matched regardless of case and width, as in order
        files (``e`` and ``Ｅ`` are E)."""
        text = str(value).strip() if isinstance(value, str | int) else ""
        found = find(text, allowed) if text else None
        if found is None:
            self.bad(path, value, f"{what}: {', '.join(allowed)}{did_you_mean(text, allowed)}")
            return text
        return found

    def room(self, path: KeyPath, value: object) -> str:
        text = str(value).strip() if isinstance(value, str | int) else ""
        found = find(room_number(text) or text, self.bedrooms) if text else None  # 205, ２０５, 205房
        if found is None:
            self.bad(path, value, f"a room with beds: {', '.join(self.bedrooms)}")
            return text
        return found

    def officer(self, value: object) -> bool:
        return isinstance(value, str | int) and find(str(value).strip(), self.game.police) is not None

    def move(self, path: KeyPath, item: dict[str, object]) -> RoomChange | None:
        tenants = tuple(self.game.tenants)
        if self.officer(item["who"]):
            self.bad((*path, "who"), item["who"], "a police officer moves under police_moves")
            return None
        before = len(self.problems)
        move = RoomChange(
            self.name((*path, "who"), item["who"], tenants, "a tenant"), self.room((*path, "to"), item["to"])
        )
        return move if len(self.problems) == before else None

    def police_move(self, path: KeyPath, item: dict[str, object]) -> RoomChange | None:
        before = len(self.problems)
        move = RoomChange(
            self.name((*path, "who"), item["who"], self.game.police, "a police officer"),
            self.room((*path, "to"), item["to"]),
        )
        return move if len(self.problems) == before else None

    def accusation(self, path: KeyPath, item: dict[str, object]) -> Accusation | None:
        case = item["case"]
        number = case if isinstance(case, int) and not isinstance(case, bool) else 0
        if number < 1:
            self.bad((*path, "case"), case, "a case number (1, 2, ...; see `blackhorse status`)")
        if self.officer(item["accused"]):
            self.bad((*path, "accused"), item["accused"], "police cannot be accused; a tenant")
            return None
        before = len(self.problems)
        accused = self.name((*path, "accused"), item["accused"], tuple(self.game.tenants), "a tenant")
        return Accusation(number, accused) if number >= 1 and len(self.problems) == before else None


def apply_day(state: GameState, day: int, plan: DayPlan, inn: Inn) -> tuple[GameState, tuple[Outcome, ...]]:
    """Grant or refuse each request of day ``day`` (no win check here)."""
    tenants = dict(state.tenants)
    cases = list(state.cases)
    police_rooms = dict(state.police_rooms)
    outcomes: list[Outcome] = []

    def current() -> GameState:
        return replace(
            state,
            tenants=MappingProxyType(dict(tenants)),
            cases=tuple(cases),
            police_rooms=MappingProxyType(dict(police_rooms)),
        )

    for acc in plan.accusations:
        request = f"case {acc.case}: {acc.accused}"
        reason = _refuse_accusation(current(), acc)
        if reason:
            outcomes.append(Outcome("accusation", request, False, reason))
            continue
        case = cases[acc.case - 1]
        cases[acc.case - 1] = replace(case, accused=acc.accused, accused_day=day)
        t = tenants[acc.accused]
        fate = f"{acc.accused} jailed"
        if t.status == "alive":
            tenants[acc.accused] = replace(t, status="jailed", since=f"day {day}, case {acc.case}")
        elif t.status == "dead":
            fate = f"{acc.accused} is dead: nobody jailed"
        verdict = "solved" if acc.accused == case.killer else "not solved: wrong person"
        outcomes.append(Outcome("accusation", request, True, f"{fate}; case {verdict}"))
    verdicts = _settle_moves(current(), plan.moves, inn)
    for move, (granted, reason) in zip(plan.moves, verdicts, strict=True):
        outcomes.append(Outcome("move", f"{move.who} to {move.to}", granted, reason))
        if granted:
            tenants[move.who] = replace(tenants[move.who], room=move.to)
    for move in plan.police_moves:
        request = f"{move.who} to {move.to}"
        reason = _refuse_police_move(current(), move, inn)
        if reason:
            outcomes.append(Outcome("police-move", request, False, reason))
            continue
        police_rooms.pop(move.who, None)
        police_rooms[move.who] = move.to
        outcomes.append(Outcome("police-move", request, True, ""))
    return replace(current(), days=day), tuple(outcomes)


def _refuse_accusation(state: GameState, acc: Accusation) -> str:
    case = state.case(acc.case)
    if case is None:
        have = ", ".join(str(c.id) for c in state.cases) or "none"
        return f"there is no case {acc.case} (cases so far: {have})"
    if case.accused is not None:
        return f"case {case.id} was already accused on day {case.accused_day} ({case.accused}); final"
    return ""


def _bed_taken(state: GameState, room: str, inn: Inn) -> str:
    who = state.occupants(room)
    if len(who) >= inn.beds[room]:
        return f"room {room} is full ({', '.join(who)})"
    return ""


def _settle_moves(state: GameState, moves: tuple[RoomChange, ...], inn: Inn) -> list[tuple[bool, str]]:
    """Grant or refuse each room change (seed 六.1, first come first served), in file order.

    Requests wait in the order they were asked. Whenever a bed is free, the earliest waiting
    request for its room gets it; a bed freed by a granted move goes to the earliest request
    still waiting. Requests that close a circle between full rooms (two tenants asking to
    swap, or a longer ring) are granted together. One room change per tenant a day: a later
    request by a tenant who already has one waiting is refused.
    """
    room = {n: t.room for n, t in state.tenants.items() if t.in_game}
    officers = list(state.police_rooms.values())
    verdicts: list[tuple[bool, str]] = [(False, "")] * len(moves)
    waiting: list[int] = []
    for i, move in enumerate(moves):
        first = next((j for j in waiting if moves[j].who == move.who), None)
        if first is not None:
            verdicts[i] = (False, f"one room change a day; {move.who} already asked for {moves[first].to}")
        elif reason := _cannot_move(state, move):
            verdicts[i] = (False, reason)
        else:
            waiting.append(i)

    def sleepers(to: str) -> list[str]:
        return sorted(n for n, r in room.items() if r == to) + [p for p in officers if p == to]

    full_at_dawn = {m.to for m in moves if len(sleepers(m.to)) >= inn.beds[m.to]}
    while waiting:
        ring = [i for i in waiting if len(sleepers(moves[i].to)) < inn.beds[moves[i].to]][:1]
        if ring:
            i = ring[0]
            later = moves[i].to in full_at_dawn
            verdicts[i] = (True, "a bed came free during the day" if later else "")
        else:
            ring = _ring([moves[i] for i in waiting], room)
            ring = [waiting[k] for k in ring]
            for i in ring:
                others = ", ".join(moves[j].who for j in ring if j != i)
                verdicts[i] = (True, f"moved together with {others} (full rooms, exchanged)")
            if not ring:
                break
        for i in ring:
            room[moves[i].who] = moves[i].to
            waiting.remove(i)
    for i in waiting:
        to = moves[i].to
        verdicts[i] = (False, f"room {to} is full ({', '.join(sleepers(to))})")
    return verdicts


def _ring(waiting: list[RoomChange], room: dict[str, str]) -> list[int]:
    """The earliest circle of waiting requests between full rooms, as positions in
    ``waiting``: each request asks for the room the next mover lives in, and the last one for
    the first mover's room (two tenants swapping, or a longer ring). Every room in the circle
    loses one sleeper and gains one, so all of them move at once."""
    for start in range(len(waiting)):
        ring = [start]
        while True:
            last = waiting[ring[-1]]
            nxt = next(
                (k for k, m in enumerate(waiting) if room[m.who] == last.to and k not in ring),
                None,
            )
            if nxt is None:
                break
            ring.append(nxt)
            if waiting[nxt].to == room[waiting[start].who]:
                return ring
    return []


def _cannot_move(state: GameState, move: RoomChange) -> str:
    """Why a tenant cannot ask to move at all (a full room is a reason to wait instead)."""
    t = state.tenants[move.who]
    if not t.in_game:
        return f"{move.who} is {state.absent_reason(move.who)}"
    if t.room == move.to:
        return f"{move.who} already lives in {move.to}"
    return ""


def _refuse_police_move(state: GameState, move: RoomChange, inn: Inn) -> str:
    elsewhere = [p for p in state.police_rooms if p != move.who]
    if elsewhere:
        p = elsewhere[0]
        return f"{p} already lives in the inn ({state.police_rooms[p]}); at most one officer"
    if state.police_rooms.get(move.who) == move.to:
        return f"{move.who} already lives in {move.to}"
    if state.deaths_in(move.to) == 0:
        return f"no tenant of {move.to} has been murdered; an officer only takes a bed freed by a death"
    living = [n for n in state.occupants(move.to) if n in state.tenants]
    if living:
        return (
            f"room {move.to} is not empty ({', '.join(living)} lives there); an officer only moves"
            " into a room deaths have left empty (seed 六.6)"
        )
    return _bed_taken(state, move.to, inn)
