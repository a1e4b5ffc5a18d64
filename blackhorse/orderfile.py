"""Reading one person's order file for a night into an :class:`OrderSheet`.

Everything is checked in one pass; each problem names file, line, field, value and what
is allowed. Past this module the engine trusts its input.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from .cast import Cast
from .clock import NIGHT_MINUTES, SLOT, hhmm, parse_time
from .errors import Problem
from .inn import Inn
from .orders import Action, Condition, DoorPolicy, Order, OrderSheet, PeekKind, StandingKill
from .yamlsource import Located

ORDER_FIELDS = ("at", "go", "via", "peek", "kill", "if", "else")
ACTION_FIELDS = ORDER_FIELDS[1:]
STANDING_FIELDS = ("kill", "if", "from", "until")
HOME_WORDS = ("home", "own room", "回家", "自己房间", "自己的房间")
PEEK_WORDS: dict[str, PeekKind] = {
    "window": "window",
    "窗户": "window",
    "窗口": "window",
    "peephole": "peephole",
    "门孔": "peephole",
    "猫眼": "peephole",
}
CONDITION_WORDS = {"alone": "alone", "always": "always", "单独": "alone", "无论": "always"}


@dataclass
class _Reader:
    located: Located
    cast: Cast
    inn: Inn
    who: str = ""
    problems: list[Problem] = field(default_factory=list)

    def bad(self, path: tuple[str | int, ...], value: object, allowed: str) -> None:
        shown = value if isinstance(value, str) else repr(value)
        self.problems.append(
            Problem(
                self.located.file,
                self.located.line(*path),
                ".".join(map(str, path)),
                shown,
                allowed,
            )
        )

    # -- pieces -------------------------------------------------------------------------
    def person(self, path: tuple[str | int, ...], value: object) -> str | None:
        name = str(value).strip() if isinstance(value, str | int) else None
        if name is None or name not in self.cast.known:
            self.bad(path, value, f"a person of this game: {', '.join(sorted(self.cast.known))}")
            return None
        return name

    def place(self, path: tuple[str | int, ...], value: object) -> str | None:
        text = str(value).strip() if isinstance(value, str | int) else ""
        if text in HOME_WORDS:
            return self.cast.home(self.who)
        spot = self.inn.resolve(text)
        allowed = "home, " + ", ".join(self.inn.destinations)
        if spot is None:
            self.bad(path, value, f"a place: {allowed}")
            return None
        if spot not in self.inn.destinations:
            self.bad(
                path,
                value,
                f"nobody may stop in the corridor or on the stairs (seed 八); go to: {allowed}"
                " (name stairs with `via` to choose a route)",
            )
            return None
        return spot

    def condition(self, path: tuple[str | int, ...], value: object) -> Condition | None:
        allowed = "alone, always, {present: NAME} or {absent: NAME}"
        if isinstance(value, str):
            word = CONDITION_WORDS.get(value.strip())
            if word:
                return Condition(cast(Any, word))
        elif isinstance(value, dict) and len(value) == 1:
            ((kind, who),) = value.items()
            if kind in ("present", "absent"):
                name = self.person((*path, kind), who)
                return Condition(kind, name) if name else None
        self.bad(path, value, allowed)
        return None

    def kill(self, path: tuple[str | int, ...], value: object) -> str | None:
        target = self.person(path, value)
        if target is None:
            return None
        me = self.cast.people[self.who]
        if me.role == "police":
            self.bad(path, value, "police cannot kill (seed 五.10); remove `kill`")
        elif target in self.cast.police:
            self.bad(path, value, f"police cannot be killed; {self.who}'s targets: {', '.join(me.targets)}")
        elif target not in me.targets:
            self.bad(path, value, f"only one of {self.who}'s targets: {', '.join(me.targets)}")
        elif not me.may_kill:
            self.bad(path, value, f"{self.who} has already killed in this game (one kill per game)")
        elif target not in self.cast.people:
            why = self.cast.absent.get(target, "not on the map")
            self.bad(
                path,
                value,
                f"{target} is {why}; targets still on the map: "
                + (", ".join(t for t in me.targets if t in self.cast.people) or "none"),
            )
        else:
            return target
        return None

    def action(self, path: tuple[str | int, ...], raw: object, fields: tuple[str, ...]) -> Action | None:
        if not isinstance(raw, dict):
            self.bad(path, raw, 'an order is a mapping such as {at: "20:30", go: "204"}')
            return None
        before = len(self.problems)
        for key in raw:
            if key not in fields:
                self.bad((*path, key), key, f"fields allowed here: {', '.join(fields)}")
        go = self.place((*path, "go"), raw["go"]) if "go" in raw else None
        via: tuple[str, ...] = ()
        if "via" in raw:
            via = self.via((*path, "via"), raw["via"], go)
        peek: PeekKind | None = None
        if "peek" in raw:
            peek = PEEK_WORDS.get(str(raw["peek"]).strip())
            if peek is None:
                self.bad((*path, "peek"), raw["peek"], "window (窗户) or peephole (门孔)")
            elif go is not None:
                self.check_peek((*path, "peek"), peek, go)
        kill = self.kill((*path, "kill"), raw["kill"]) if "kill" in raw else None
        condition = self.condition((*path, "if"), raw["if"]) if "if" in raw else None
        otherwise = None
        if "else" in raw:
            otherwise = self.action((*path, "else"), raw["else"], ACTION_FIELDS)
        if len(self.problems) > before:
            return None
        return Action(go, via, peek, kill, condition, otherwise, self.located.line(*path))

    def via(self, path: tuple[str | int, ...], raw: object, go: str | None) -> tuple[str, ...]:
        items = raw if isinstance(raw, list) else [raw]
        out: list[str] = []
        walkable = [s for s in self.inn.spots if self.inn.kind[s] != "room"]
        for i, item in enumerate(items):
            spot = self.inn.resolve(str(item)) if isinstance(item, str | int) else None
            if spot is None or self.inn.kind[spot] == "room":
                self.bad(
                    (*path, i) if isinstance(raw, list) else path,
                    item,
                    f"spots to pass on the way: {', '.join(walkable)}",
                )
            else:
                out.append(spot)
        if out and go is None:
            self.bad(path, raw, "`via` needs a `go` in the same order")
        return tuple(out)

    def check_peek(self, path: tuple[str | int, ...], peek: PeekKind, place: str) -> None:
        home = self.cast.people[self.who].room
        if place == home:
            return
        if place in self.inn.always_open and place in self.inn.windows:
            if peek == "window":
                return
            self.bad(path, peek, f"only `window` from {place}; a peephole only from one's own room")
            return
        self.bad(
            path,
            peek,
            f"peeking only from one's own room ({home or 'none'}) or `window` from 204; not from {place}",
        )

    def slot(self, path: tuple[str | int, ...], raw: object) -> int | None:
        minute = parse_time(raw)
        if minute is None or minute % SLOT or not 0 <= minute < NIGHT_MINUTES:
            self.bad(path, raw, 'a multiple of 10 minutes from 20:00 to 22:50, e.g. "20:30" or "8:30"')
            return None
        return minute

    def minute(self, path: tuple[str | int, ...], raw: object, default: int) -> int | None:
        if raw is None:
            return default
        minute = parse_time(raw)
        if minute is None or not 0 <= minute <= NIGHT_MINUTES:
            self.bad(path, raw, 'a time from 20:00 to 23:00, e.g. "21:15"')
            return None
        return minute

    # -- the file ---------------------------------------------------------------------
    def sheet(self, stem: str) -> OrderSheet | None:
        data = self.located.data
        if not isinstance(data, dict):
            self.bad((), data, "an order file is a mapping with who, door, orders, standing")
            return None
        for key in data:
            if key not in ("who", "door", "orders", "standing"):
                self.bad((key,), key, "fields of an order file: who, door, orders, standing")
        who = self.person(("who",), data.get("who", stem))
        if who is None:
            return None
        if who != stem:
            self.bad(("who",), who, f"the file is named {stem}.yaml; `who` must be {stem}")
            return None
        if who not in self.cast.people:
            why = self.cast.absent.get(who, "not on the map tonight")
            self.bad(("who",), who, f"{who} is {why}; remove this file")
            return None
        self.who = who
        door = self.door(data.get("door", "open"))
        orders = self.orders(data.get("orders") or [])
        standing = self.standing(data.get("standing") or [])
        return OrderSheet(who, self.located.file, door, orders, standing)

    def door(self, raw: object) -> DoorPolicy:
        if raw in ("open", "closed"):
            return cast(DoorPolicy, raw)
        if isinstance(raw, list):
            names = [self.person(("door", i), x) for i, x in enumerate(raw)]
            return frozenset(n for n in names if n)
        self.bad(("door",), raw, "open, closed, or a list of names who may enter, e.g. [B, C]")
        return "open"

    def orders(self, raw: object) -> tuple[Order, ...]:
        if not isinstance(raw, list):
            self.bad(("orders",), raw, "a list of orders, each with `at`")
            return ()
        out: list[Order] = []
        seen: dict[int, int] = {}
        for i, item in enumerate(raw):
            if isinstance(item, dict) and "at" not in item:
                self.bad(("orders", i), item, 'every order has `at`, e.g. at: "20:30"')
                continue
            at = self.slot(("orders", i, "at"), item.get("at")) if isinstance(item, dict) else None
            action = self.action(("orders", i), item, ORDER_FIELDS)
            if at is not None and at in seen:
                self.bad(
                    ("orders", i, "at"),
                    item["at"],
                    f"one order per 10-minute slot; {hhmm(at)} already has the order on line {seen[at]}",
                )
                continue
            if at is not None:
                seen[at] = self.located.line("orders", i)
            if at is not None and action is not None:
                out.append(Order(at, action, self.located.line("orders", i)))
        return tuple(sorted(out, key=lambda o: o.at))

    def standing(self, raw: object) -> tuple[StandingKill, ...]:
        if not isinstance(raw, list):
            self.bad(("standing",), raw, "a list of {kill: NAME, if: alone|always, from, until}")
            return ()
        out: list[StandingKill] = []
        for i, item in enumerate(raw):
            path: tuple[str | int, ...] = ("standing", i)
            if not isinstance(item, dict) or "kill" not in item:
                self.bad(path, item, '{kill: NAME, if: alone|always, from: "20:00", until: "23:00"}')
                continue
            for key in item:
                if key not in STANDING_FIELDS:
                    self.bad((*path, key), key, f"fields of a standing order: {', '.join(STANDING_FIELDS)}")
            target = self.kill((*path, "kill"), item["kill"])
            condition = self.condition((*path, "if"), item["if"]) if "if" in item else Condition("always")
            start = self.minute((*path, "from"), item.get("from"), 0)
            end = self.minute((*path, "until"), item.get("until"), NIGHT_MINUTES)
            if start is not None and end is not None and start >= end:
                self.bad((*path, "until"), item.get("until"), f"a time after `from` ({hhmm(start)})")
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
