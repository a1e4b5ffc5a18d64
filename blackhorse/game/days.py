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

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

from blackhorse.core.catalog import msg
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.namedtuple import NamedTuple
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


class DayPlan(NamedTuple):
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
        raise InputError([exc.problem(str(path), msg("valid YAML"))]) from None
    except FileNotFoundError:
        raise InputError([Problem(str(path), 0, "", msg("missing"), msg("an existing day file"))]) from None


def read_day(text: str, shown: str, game: Game, inn: Inn) -> DayPlan:
    """Parse and check a day file's text; every problem at once."""
    try:
        located = parse_yaml(text, shown)
    except YamlSyntaxError as exc:
        raise InputError([exc.problem(shown, msg("valid YAML"))]) from None
    return _DayReader(located, game, inn).read()


class _DayReader:
    """A day file read request by request, every problem collected."""

    def __init__(self, located: Located, game: Game, inn: Inn) -> None:
        self.located = located
        self.game = game
        self.inn = inn
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
            self.bad((), data, msg("a mapping with accusations, moves and/or police_moves"))
            raise InputError(self.problems)
        for key in data:
            if key not in SECTIONS:
                self.bad((key,), key, msg("fields of a day file: {fields}", fields=tuple(SECTIONS)))
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
            self.bad(
                (section,), raw, msg("a list of {{{entries}}}", entries=": ..., ".join(fields) + ": ...")
            )
            return []
        out: list[T] = []
        for i, item in enumerate(raw):
            path = (section, i)
            if (
                isinstance(item, dict)
                and sorted(item) != sorted(fields)
                and self.fields(path, section, item, fields)
            ):
                continue
            if not isinstance(item, dict) or sorted(item) != sorted(fields):
                self.bad(
                    path,
                    item,
                    msg("a mapping with exactly {first} and {second}", first=fields[0], second=fields[1]),
                )
                continue
            made = make(path, item)
            if made is not None:
                out.append(made)
        return out

    def fields(
        self, path: KeyPath, section: str, item: dict[object, object], fields: tuple[str, ...]
    ) -> bool:
        """An entry's unknown keys, each at its own line with the field it was likely meant
        for (``acused``: ``accused``), as order files say theirs; False when every key is
        known (a field missing: said of the whole entry)."""
        unknown = [key for key in item if key not in fields]
        for key in unknown:
            hint = did_you_mean(str(key), [f for f in fields if f not in item])
            self.bad(
                (*path, str(key)),
                str(key),
                msg("fields of {what}: {fields}{hint}", what=section, fields=fields, hint=hint),
            )
        return bool(unknown)

    def name(self, path: KeyPath, value: object, allowed: tuple[str, ...], what: str) -> str:
        """The name as the game writes it: matched regardless of case and width, as in order
        files (``e`` and ``Ｅ`` are E)."""
        text = str(value).strip() if isinstance(value, str | int) else ""
        found = find(text, allowed) if text else None
        if found is None:
            hint = did_you_mean(text, allowed)
            if what == "a tenant":
                self.bad(path, value, msg("a tenant: {names}{hint}", names=allowed, hint=hint))
            else:
                self.bad(path, value, msg("a police officer: {names}{hint}", names=allowed, hint=hint))
            return text
        return found

    def room(self, path: KeyPath, value: object) -> str:
        text = str(value).strip() if isinstance(value, str | int) else ""
        found = find(room_number(text) or text, self.bedrooms) if text else None  # 205, ２０５, 205房
        if found is None:
            self.bad(path, value, msg("a room with beds: {rooms}", rooms=tuple(self.bedrooms)))
            return text
        return found

    def officer(self, value: object) -> bool:
        return isinstance(value, str | int) and find(str(value).strip(), self.game.police) is not None

    def move(self, path: KeyPath, item: dict[str, object]) -> RoomChange | None:
        tenants = tuple(self.game.tenants)
        if self.officer(item["who"]):
            self.bad((*path, "who"), item["who"], msg("a police officer moves under police_moves"))
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
            self.bad((*path, "case"), case, msg("a case number (1, 2, ...; see `blackhorse status`)"))
        if self.officer(item["accused"]):
            self.bad((*path, "accused"), item["accused"], msg("police cannot be accused; a tenant"))
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
        request = msg("case {case}: {name}", case=acc.case, name=acc.accused)
        reason = _refuse_accusation(current(), acc)
        if reason:
            outcomes.append(Outcome("accusation", request, False, reason))
            continue
        case = cases[acc.case - 1]
        cases[acc.case - 1] = replace(case, accused=acc.accused, accused_day=day)
        t = tenants[acc.accused]
        dead, solved = t.status == "dead", acc.accused == case.killer
        if t.status == "alive":
            since = msg("day {day}, case {case}", day=day, case=acc.case)
            tenants[acc.accused] = replace(t, status="jailed", since=since)
        outcomes.append(Outcome("accusation", request, True, _verdict(acc.accused, dead, solved)))
    verdicts = _settle_moves(current(), plan.moves, inn)
    for move, (granted, reason) in zip(plan.moves, verdicts, strict=True):
        outcomes.append(Outcome("move", msg("{who} to {room}", who=move.who, room=move.to), granted, reason))
        if granted:
            tenants[move.who] = replace(tenants[move.who], room=move.to)
    for move in plan.police_moves:
        request = msg("{who} to {room}", who=move.who, room=move.to)
        reason = _refuse_police_move(current(), move, inn)
        if reason:
            outcomes.append(Outcome("police-move", request, False, reason))
            continue
        police_rooms.pop(move.who, None)
        police_rooms[move.who] = move.to
        outcomes.append(Outcome("police-move", request, True, ""))
    return replace(current(), days=day), tuple(outcomes)


def _verdict(accused: str, dead: bool, solved: bool) -> str:
    """What became of an accepted accusation: the accused jailed (or already dead), solved or not."""
    if dead:
        if solved:
            return msg("{name} is dead: nobody jailed; case solved", name=accused)
        return msg("{name} is dead: nobody jailed; case not solved: wrong person", name=accused)
    if solved:
        return msg("{name} jailed; case solved", name=accused)
    return msg("{name} jailed; case not solved: wrong person", name=accused)


def _refuse_accusation(state: GameState, acc: Accusation) -> str:
    case = state.case(acc.case)
    if case is None:
        have = tuple(str(c.id) for c in state.cases) or msg("none")
        return msg("there is no case {case} (cases so far: {cases})", case=acc.case, cases=have)
    if case.accused is not None:
        return msg(
            "case {case} was already accused on day {day} ({name}); final",
            case=case.id,
            day=case.accused_day,
            name=case.accused,
        )
    return ""


def _bed_taken(state: GameState, room: str, inn: Inn) -> str:
    who = state.occupants(room)
    if len(who) >= inn.beds[room]:
        return msg("room {room} is full ({names})", room=room, names=tuple(who))
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
            again = msg(
                "one room change a day; {who} already asked for {room}", who=move.who, room=moves[first].to
            )
            verdicts[i] = (False, again)
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
            verdicts[i] = (True, msg("a bed came free during the day") if later else "")
        else:
            ring = _ring([moves[i] for i in waiting], room)
            ring = [waiting[k] for k in ring]
            for i in ring:
                others = tuple(moves[j].who for j in ring if j != i)
                verdicts[i] = (True, msg("moved together with {names} (full rooms, exchanged)", names=others))
            if not ring:
                break
        for i in ring:
            room[moves[i].who] = moves[i].to
            waiting.remove(i)
    for i in waiting:
        to = moves[i].to
        verdicts[i] = (False, msg("room {room} is full ({names})", room=to, names=tuple(sleepers(to))))
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
        return msg("{who} is {why}", who=move.who, why=state.absent_reason(move.who))
    if t.room == move.to:
        return msg("{who} already lives in {room}", who=move.who, room=move.to)
    return ""


def _refuse_police_move(state: GameState, move: RoomChange, inn: Inn) -> str:
    elsewhere = [p for p in state.police_rooms if p != move.who]
    if elsewhere:
        p = elsewhere[0]
        return msg(
            "{who} already lives in the inn ({room}); at most one officer", who=p, room=state.police_rooms[p]
        )
    if state.police_rooms.get(move.who) == move.to:
        return msg("{who} already lives in {room}", who=move.who, room=move.to)
    if state.deaths_in(move.to) == 0:
        return msg(
            "no tenant of {room} has been murdered; an officer only takes a bed freed by a death",
            room=move.to,
        )
    living = tuple(n for n in state.occupants(move.to) if n in state.tenants)
    if living:
        return msg(
            "room {room} is not empty ({names} lives there); an officer only moves"
            " into a room deaths have left empty (seed 六.6)",
            room=move.to,
            names=living,
        )
    return _bed_taken(state, move.to, inn)
