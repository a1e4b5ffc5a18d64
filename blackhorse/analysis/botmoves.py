"""A bot's orders in both forms at once: the order file's data, and the checked model objects.

A bot decides one *move* per slot (go somewhere, maybe peek, maybe try a kill). Each
:class:`SlotOrder` carries the fields the order file says (``{go: home, peek: window}``) and the
:class:`~blackhorse.orders.model.Action` the order-file reader makes of them (home resolved
to the room, the ``if`` and ``else`` read), so the batch path of a sweep gets its
:class:`~blackhorse.orders.model.OrderSheet` without writing or reading anything, and
``blackhorse bots`` writes the very same orders as files. A :class:`BotPlan` is one
person's night of moves; :meth:`BotPlan.data` is the file, :meth:`BotPlan.sheet` what the
reader makes of it (``tests/test_bot_orders.py`` proves the two agree, model object for
model object, on many seeds, strategies and nights).

Moves are made once per map and home and reused: the engine never changes them.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm
from blackhorse.core.dataclass import dataclass
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.orders.cast import COMMON_ROOM  # where ``home`` takes an officer without a room
from blackhorse.orders.model import Action, Condition, DoorPolicy, Order, OrderSheet, PeekKind, StandingKill

SLOTS = tuple(range(0, NIGHT_MINUTES, SLOT))
LINE = 1
"""The line the order-file reader gives every value of order data that has no file text (a
bot's orders read in memory): what it makes of ``bots.checked_sheet``'s data."""
ALONE = Condition("alone")
Sheet = dict[str, Any]


class SlotOrder:
    """One slot's order without its time: what the file says and what the reader makes of it."""

    __slots__ = ("action", "fields", "orders")

    def __init__(self, fields: dict[str, Any], action: Action) -> None:
        self.fields = fields
        self.action = action
        self.orders = tuple(Order(minute, action, LINE) for minute in SLOTS)  # one per slot

    def data(self, minute: int) -> dict[str, Any]:
        """The order as the file writes it (a fresh mapping the caller may keep)."""
        fields = {k: dict(v) if isinstance(v, dict) else v for k, v in self.fields.items()}
        return {"at": hhmm(minute), **fields}


class Moves:
    """Every move one person can make on one map, made on first use and kept."""

    def __init__(self, inn: Inn, home: str | None) -> None:
        self.inn, self.home = inn, home
        self.home_spot = home if home is not None else COMMON_ROOM
        self.made: dict[tuple[str | None, ...], SlotOrder] = {}
        self.home_peeks: list[PeekKind] = []
        if home is not None:
            sides: tuple[tuple[PeekKind, bool], ...] = (
                ("window", home in inn.windows),
                ("peephole", home in inn.peepholes),
            )
            self.home_peeks = [kind for kind, ok in sides if ok]
        self.lookouts = sorted(r for r in inn.always_open if r in inn.windows)  # 204 on the shipped map
        self.rooms = [r for r in inn.rooms if inn.beds[r] > 0 and r in inn.destinations]
        self.outdoors = [d for d in inn.destinations if d not in inn.rooms]
        # moves in the same order as the lists they are drawn from (one draw picks both)
        self.to_destinations = tuple(self.go(d) for d in inn.destinations)
        self.to_lookouts = tuple(self.go(r, "window") for r in self.lookouts)
        self.to_rooms = tuple(self.go(r) for r in self.rooms)
        self.to_outdoors = tuple(self.go(d) for d in self.outdoors)
        self.home_plain = self.go_home()
        self.home_peeking = tuple(self.go_home(p) for p in self.home_peeks)

    def go(self, place: str, peek: PeekKind | None = None) -> SlotOrder:
        key = ("go", place, peek)
        if key not in self.made:
            fields: dict[str, Any] = {"go": place} if peek is None else {"go": place, "peek": peek}
            self.made[key] = SlotOrder(fields, Action(place, peek=peek, line=LINE))
        return self.made[key]

    def go_home(self, peek: PeekKind | None = None) -> SlotOrder:
        key = ("home", peek)
        if key not in self.made:
            fields: dict[str, Any] = {"go": "home"} if peek is None else {"go": "home", "peek": peek}
            self.made[key] = SlotOrder(fields, Action(self.home_spot, peek=peek, line=LINE))
        return self.made[key]

    def attack(self, room: str, target: str) -> SlotOrder:
        """Go to ``room`` and kill ``target`` if alone there, else go home (``home`` when the
        target is a roommate)."""
        key = ("kill", room, target)
        if key not in self.made:
            go = "home" if room == self.home else room
            fields = {"go": go, "kill": target, "if": "alone", "else": {"go": "home"}}
            otherwise = Action(self.home_spot, line=LINE)
            action = Action(room, kill=target, condition=ALONE, otherwise=otherwise, line=LINE)
            self.made[key] = SlotOrder(fields, action)
        return self.made[key]


@per_inn
def moves_for(inn: Inn, home: str | None) -> Moves:
    """The moves of whoever lives in ``home`` (None: an officer without a room) on ``inn``."""
    return Moves(inn, home)


@dataclass
class BotPlan:
    """One person's night: a move per slot, the door, standing kills ``(target, from)``."""

    moves: list[SlotOrder]
    closed: bool = False
    standing: list[tuple[str, int | None]] = field(default_factory=list)

    def data(self, who: str) -> Sheet:
        """The order file's data, fields in the order the file writes them."""
        sheet: Sheet = {"who": who}
        if self.closed:
            sheet["door"] = "closed"
        sheet["orders"] = [move.data(minute) for move, minute in zip(self.moves, SLOTS, strict=True)]
        if self.standing:
            sheet["standing"] = [
                {"kill": target, "if": "alone", **({} if start is None else {"from": hhmm(start)})}
                for target, start in self.standing
            ]
        return sheet

    def sheet(self, who: str) -> OrderSheet:
        """What the order-file reader makes of :meth:`data` read in memory (no file lines)."""
        orders = tuple([move.orders[i] for i, move in enumerate(self.moves)])
        standing = tuple(
            StandingKill(target, ALONE, start or 0, NIGHT_MINUTES, LINE) for target, start in self.standing
        )
        door: DoorPolicy = "closed" if self.closed else "open"
        return OrderSheet(who, f"bot:{who}.yaml", door, orders, standing, door_stated=self.closed)
