"""Reading one person's order file for a night into an :class:`OrderSheet`.

Everything is checked in one pass; each problem names file, line, field, value and what
is allowed. Past this module the engine trusts its input. The words accepted here (and the
map's place aliases) are listed for GMs in ``docs/ORDERS.md``.
"""

from __future__ import annotations

from typing import Any

from blackhorse.core.catalog import Msg, Place, msg
from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm, parse_time
from blackhorse.core.errors import Problem
from blackhorse.core.names import name_key
from blackhorse.core.yamlsource import Located
from blackhorse.inn.layout import Inn
from blackhorse.orders import conditionkinds
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.model import (
    Action,
    Condition,
    DoorPolicy,
    Order,
    OrderSheet,
    PeekKind,
    StandingKill,
)
from blackhorse.orders.orderrules import (
    AFTER_FROM,
    DOOR_ALLOWED,
    MINUTE_ALLOWED,
    MISPLACED_ORDER,
    MISPLACED_STANDING,
    NO_SPOT,
    NO_STOP_ALLOWED,
    PEEK_ALLOWED,
    PERSON_ALLOWED,
    PLACE_ALLOWED,
    SLOT_ALLOWED,
    bare_peeks,
    kill_rule,
    peek_rule,
)
from blackhorse.orders.words import (  # the accepted words live with how words are matched
    DOOR_WORDS,
    HOME_WORDS,
    PEEK_WORDS,
    did_you_mean,
    find,
    near_hint,
    normal,
    spot_word,
)

Path_ = tuple[str | int, ...]

FILE_FIELDS = ("who", "door", "orders", "standing")
ORDER_FIELDS = ("at", "go", "via", "peek", "kill", "if", "else")
ACTION_FIELDS = ORDER_FIELDS[1:]
STANDING_FIELDS = ("kill", "if", "from", "until")
_ORDER_KEYS, _ACTION_KEYS = frozenset(ORDER_FIELDS), frozenset(ACTION_FIELDS)
_HOME: Any = object()  # what `_Reader.known` keeps for a home word: the sender's home, said when asked


def shown(value: object) -> str:
    """A value as a GM would recognise it in a message."""
    if value is None or value == "":
        return msg("(empty)")
    return value if isinstance(value, str) else repr(value)


class _Reader:
    """One order file read field by field, every problem collected."""

    def __init__(self, located: Located, cast: Cast, inn: Inn) -> None:
        self.located = located
        self.cast = cast
        self.inn = inn
        self.me: Person | None = None  # None while `who` is unusable: person-specific checks wait
        self.problems: list[Problem] = []
        # Each word found once a file: (what it names, as typed) -> what it was found to be.
        # Only words found are kept; a word not found is looked up (and its problem said) again.
        self.known: dict[tuple[str, str], Any] = {}
        self.kill_why: dict[str, Msg | None] = {}  # kill_rule of each target named

    def bad(self, path: Path_, value: object, allowed: str, typed: bool = True) -> None:
        """Report ``value`` at ``path``; ``typed``: show the scalar there as the GM wrote it."""
        text = self.located.text(*path) if typed else None
        if text is None or isinstance(value, dict | list):
            text = shown(value)
        self.problems.append(
            Problem(
                self.located.file, self.located.line(*path), ".".join(map(str, path)), shown(text), allowed
            )
        )

    def word(self, path: Path_, value: object) -> str | None:
        """A scalar as typed (``20:30`` stays ``"20:30"``, ``No`` stays ``"No"``), trimmed."""
        if isinstance(value, dict | list):
            return None
        text = self.located.texts.get(path)
        if text is None:
            text = "" if value is None else str(value)
        return text.strip()

    def fields(self, path: Path_, raw: dict[str, Any], allowed: tuple[str, ...], what: Msg) -> None:
        for key in raw:
            if key in allowed:
                continue
            if key == "at" and path and path[-1] == "else":
                self.bad(
                    (*path, key),
                    key,
                    msg(
                        "`else` has no `at`: it runs at once, when the `if` fails on arrival or nobody"
                        " opens the door; give a later order its own slot in `orders`"
                    ),
                )
                continue
            from difflib import get_close_matches  # only when a field is wrong

            near = get_close_matches(key, allowed, n=1)
            hint = near_hint(near[0]) if near else ""
            self.bad(
                (*path, key),
                key,
                msg("fields of {what}: {fields}{hint}", what=what, fields=allowed, hint=hint),
                typed=False,
            )

    # -- pieces -------------------------------------------------------------------------
    def person(self, path: Path_, value: object) -> str | None:
        """A person of the game, found regardless of letter case and width."""
        typed = self.word(path, value) or ""
        name = self.known.get(("person", typed))
        if name is not None:
            return str(name)
        name = find(typed, sorted(self.cast.known)) if typed else None
        if name is not None:
            self.known["person", typed] = name
        if name is None:
            hint = did_you_mean(typed, self.cast.known) if typed else ""
            self.bad(
                path,
                value,
                msg(PERSON_ALLOWED, names=tuple(sorted(self.cast.known)), hint=hint),
            )
        return name

    def place(self, path: Path_, value: object) -> str | None:
        text = self.word(path, value) or ""
        spot = self.known.get(("place", text))
        if spot is None and find(text, HOME_WORDS):
            spot = self.known["place", text] = _HOME
        if spot is _HOME:
            return self.cast.home(self.me.name) if self.me else "home"
        if spot is not None:
            return str(spot)
        spot = self.spot(text)
        if spot is None:
            hint = did_you_mean(text, [*self.inn.destinations, *self.inn.aliases, "home"])
            self.bad(
                path,
                value,
                msg(PLACE_ALLOWED, places=self.places(), hint=hint),
            )
            return None
        if spot not in self.inn.destinations:
            self.bad(
                path,
                value,
                msg(NO_STOP_ALLOWED, places=self.places()),
            )
            return None
        self.known["place", text] = spot
        return spot

    def places(self) -> tuple[Place, ...]:
        """Where an order may go, said by the map's names where the reader has them (花园, not
        garden: a Chinese page's); made only for a problem's message."""
        return tuple(Place(p) for p in ("home", *self.inn.destinations))

    def spot(self, text: str) -> str | None:
        """The map's spot for ``text``: a spot name or alias regardless of case and width, or a
        room written the Chinese way (``209房``, ``204室``)."""
        return spot_word(text, self.inn)

    def condition(self, path: Path_, value: object) -> Condition | None:
        """A condition of a registered kind (:mod:`blackhorse.orders.conditionkinds`): its word
        alone (``alone``, ``单独``) or, for a kind that names someone, ``{WORD: NAME}``."""
        if isinstance(value, dict) and len(value) == 1:
            ((key, who),) = value.items()
            named = conditionkinds.who_words()
            if isinstance(key, str) and key in named:
                name = self.person((*path, key), who)
                return Condition(named[key], name) if name else None
        typed = self.word(path, value) or ""
        known = self.known.get(("condition", typed))
        if known is not None:
            return known  # type: ignore[no-any-return]
        plain = conditionkinds.plain_words()
        kind = plain.get(find(typed, plain) or "")
        if kind is not None:
            condition = self.known["condition", typed] = Condition(kind)
            return condition
        self.bad(path, value, conditionkinds.allowed())
        return None

    def kill(self, path: Path_, value: object) -> str | None:
        target = self.person(path, value)
        why = None
        if target is not None and self.me is not None:
            if target not in self.kill_why:
                self.kill_why[target] = kill_rule(self.me, target, self.cast)
            why = self.kill_why[target]
        if why is not None:
            self.bad(path, value, why)
        return None if why is not None else target

    def action(self, path: Path_, raw: object, fields: tuple[str, ...]) -> Action | None:
        if not isinstance(raw, dict):
            if fields is ACTION_FIELDS:
                self.bad(path, raw, msg("an `else` is a mapping (an order without `at`), e.g. {{go: lawn}}"))
            else:
                self.bad(path, raw, msg('an order is a mapping, e.g. {{at: "20:30", go: "204"}}'))
            return None
        before = len(self.problems)
        allowed = (
            _ORDER_KEYS
            if fields is ORDER_FIELDS
            else _ACTION_KEYS
            if fields is ACTION_FIELDS
            else set(fields)
        )
        if not allowed.issuperset(raw):  # the message only for a field that is wrong
            self.fields(path, raw, fields, msg("an order") if "at" in fields else msg("an `else`"))
        go = self.place((*path, "go"), raw["go"]) if "go" in raw else None
        via = self.via((*path, "via"), raw["via"], "go" in raw) if "via" in raw else ()
        peek = self.peek((*path, "peek"), raw["peek"], go) if "peek" in raw else None
        kill = self.kill((*path, "kill"), raw["kill"]) if "kill" in raw else None
        condition = self.condition((*path, "if"), raw["if"]) if "if" in raw else None
        otherwise = self.action((*path, "else"), raw["else"], ACTION_FIELDS) if "else" in raw else None
        if len(self.problems) > before:
            return None
        return Action(go, via, peek, kill, condition, otherwise, self.located.line(*path))

    def via(self, path: Path_, raw: object, has_go: bool) -> tuple[str, ...]:
        items = raw if isinstance(raw, list) else [raw]
        out: list[str] = []
        walkable = tuple(Place(s) for s in self.inn.spots if self.inn.kind[s] != "room")
        for i, item in enumerate(items):
            where: Path_ = (*path, i) if isinstance(raw, list) else path
            spot = self.spot(self.word(where, item) or "")
            if spot is None or self.inn.kind[spot] == "room":
                self.bad(where, item, msg("spots to pass on the way (not rooms): {spots}", spots=walkable))
            elif spot in out:  # [door-201, door-201] read as one pass: never what was written
                self.bad(
                    where,
                    item,
                    msg(
                        "each spot once: {place} is already on this route (nobody paces, seed 八)",
                        place=Place(spot),
                    ),
                )
            else:
                out.append(spot)
        if not items:
            self.bad(path, raw, msg(NO_SPOT))
        if not has_go:
            self.bad(path, raw, msg("`via` needs a `go` in the same order"))
        return tuple(out)

    def peek(self, path: Path_, raw: object, go: str | None) -> PeekKind | None:
        typed = self.word(path, raw) or ""
        peek = self.known.get(("peek", typed))
        if peek is None:
            peek = PEEK_WORDS.get(find(typed, PEEK_WORDS) or "")
            if peek is not None:
                self.known["peek", typed] = peek
        if peek is None:
            self.bad(path, raw, msg(PEEK_ALLOWED))
        elif go is not None and self.me is not None and (why := peek_rule(self.me, self.inn, peek, go)):
            self.bad(path, peek, why)
        return peek

    def slot(self, path: Path_, raw: object) -> int | None:
        typed = self.word(path, raw)
        minute = self.known.get(("slot", typed)) if typed is not None else None
        if minute is not None:
            return int(minute)
        minute = parse_time(typed)
        if minute is None or minute % SLOT or not 0 <= minute < NIGHT_MINUTES:
            self.bad(path, raw, SLOT_ALLOWED)
            return None
        if typed is not None:
            self.known["slot", typed] = minute
        return minute

    def minute(self, path: Path_, raw: object, default: int) -> int | None:
        if raw is None:
            return default
        minute = parse_time(self.word(path, raw))
        if minute is None or not 0 <= minute <= NIGHT_MINUTES:
            self.bad(path, raw, MINUTE_ALLOWED)
            return None
        return minute

    # -- the file ---------------------------------------------------------------------
    def sheet(self, stem: str) -> OrderSheet | None:
        for dup in self.located.duplicates:
            again = msg(
                "each field once; `{field}` is also on line {line}", field=dup.path[-1], line=dup.first_line
            )
            self.bad(dup.path, dup.path[-1], again)
        data = self.located.data
        if data is None:
            self.bad(
                (),
                msg("(empty file)"),
                msg("at least `who: {name}`; delete the file if {name} sent no orders", name=stem),
            )
            return None
        if not isinstance(data, dict):
            self.bad(
                (),
                data,
                msg("an order file is a mapping with who, door, orders, standing (see docs/ORDERS.md)"),
            )
            return None
        self.fields((), data, FILE_FIELDS, msg("an order file"))
        who = self.sender(data, stem)
        door = self.door(data.get("door", "open"))
        orders = self.orders(data.get("orders") or [])
        standing = self.standing(data.get("standing") or [])
        if who is None:
            return None
        return OrderSheet(who, self.located.file, door, orders, standing, door_stated="door" in data)

    def sender(self, data: dict[str, Any], stem: str) -> str | None:
        who = self.person(("who",), data["who"]) if "who" in data else self.person((), stem)
        if who is None:
            return None
        if name_key(who) != name_key(normal(stem)):
            self.bad(
                ("who",),
                who,
                msg(
                    "the order file of {name} is named {name}.yaml (this one is {stem}):"
                    " rename it or fix `who`",
                    name=who,
                    stem=stem,
                ),
            )
            return None
        if who not in self.cast.people:
            why = self.cast.absent.get(who, msg("not on the map tonight"))
            self.bad(("who",), who, msg("{name} is {why}; remove this file", name=who, why=why))
            return None
        self.me = self.cast.people[who]
        return who

    def door(self, raw: object) -> DoorPolicy:
        if isinstance(raw, list):
            names = [self.person(("door", i), x) for i, x in enumerate(raw)]
            return frozenset(n for n in names if n)
        policy = DOOR_WORDS.get(find(self.word(("door",), raw) or "", DOOR_WORDS) or "")
        if policy is None:
            self.bad(("door",), raw, msg(DOOR_ALLOWED))
            return "open"
        return policy

    def orders(self, raw: object) -> tuple[Order, ...]:
        if not isinstance(raw, list):
            self.bad(("orders",), raw, msg('a list of orders, each starting with `- at: "HH:MM"`'))
            return ()
        out: list[Order] = []
        seen: dict[int, int] = {}
        where: dict[int, Path_] = {}
        for i, item in enumerate(raw):
            path: Path_ = ("orders", i)
            if (
                isinstance(item, dict)
                and "at" not in item
                and "kill" in item
                and {"from", "until"} & set(item)
            ):
                self.bad(path, item, MISPLACED_STANDING)
                continue
            if isinstance(item, dict) and "at" not in item:
                self.bad(path, item, msg('every order has `at`, e.g. at: "20:30"'))
            at = self.slot((*path, "at"), item["at"]) if isinstance(item, dict) and "at" in item else None
            action = self.action(path, item, ORDER_FIELDS)
            line = self.located.line(*path)
            if at is not None and at in seen:
                self.bad(
                    (*path, "at"),
                    hhmm(at),
                    msg(
                        "one order per 10-minute slot; {at} already has the order on line {line}",
                        at=hhmm(at),
                        line=seen[at],
                    ),
                )
                continue
            if at is not None:
                seen[at] = line
            if at is not None and action is not None:
                out.append(Order(at, action, line))
                where[at] = path
        ordered = tuple(sorted(out, key=lambda o: o.at))
        for at, peek, why in bare_peeks(self.me, self.cast, self.inn, ordered) if self.me else ():
            self.bad((*where[at], "peek"), peek, why)  # a peek without `go` where the sender surely is
        return ordered

    def standing(self, raw: object) -> tuple[StandingKill, ...]:
        if not isinstance(raw, list):
            self.bad(("standing",), raw, msg("a list of {{kill: NAME, if: alone|always, from, until}}"))
            return ()
        out: list[StandingKill] = []
        for i, item in enumerate(raw):
            path: Path_ = ("standing", i)
            ordinary = isinstance(item, dict) and (
                "at" in item or "kill" not in item and {"go", "peek"} & set(item)
            )
            if ordinary:
                self.bad(path, item, MISPLACED_ORDER)
                continue
            if not isinstance(item, dict) or "kill" not in item:
                self.bad(
                    path, item, msg('a mapping {{kill: NAME, if: alone, from: "20:00", until: "23:00"}}')
                )
                continue
            self.fields(path, item, STANDING_FIELDS, msg("a standing order"))
            target = self.kill((*path, "kill"), item["kill"])
            condition = self.condition((*path, "if"), item["if"]) if "if" in item else Condition("always")
            start = self.minute((*path, "from"), item.get("from"), 0)
            end = self.minute((*path, "until"), item.get("until"), NIGHT_MINUTES)
            if start is not None and end is not None and start >= end:
                after = msg(AFTER_FROM, start=hhmm(start))
                self.bad((*path, "until"), item.get("until", "23:00"), after)
                continue
            if target and condition and start is not None and end is not None:
                out.append(StandingKill(target, condition, start, end, self.located.line(*path)))
        return tuple(out)


def read_order_sheet(
    located: Located, stem: str, cast: Cast, inn: Inn
) -> tuple[OrderSheet | None, list[Problem]]:
    """Parse one order file. Returns the sheet (None if unusable) and every problem found."""
    reader = _Reader(located, cast, inn)
    sheet = reader.sheet(stem)
    return (sheet if not reader.problems else None), reader.problems
