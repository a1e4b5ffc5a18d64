"""What players ask for, as immutable objects (validated once, trusted afterwards)."""

from __future__ import annotations

from typing import Literal

from blackhorse.core.clock import hhmm
from blackhorse.core.dataclass import dataclass

ConditionWord = str
"""A condition kind's order file word, one of :data:`blackhorse.orders.conditionkinds.KINDS`."""
PeekKind = Literal["window", "peephole"]


@dataclass(frozen=True)
class Condition:
    """A condition of one kind (:mod:`blackhorse.orders.conditionkinds`: ``always``, ``alone``,
    ``present``/``absent`` ...), ``who`` the person it names, if its kind names someone."""

    kind: ConditionWord
    who: str | None = None

    def __str__(self) -> str:
        return f"{self.kind} {self.who}" if self.who else self.kind


@dataclass(frozen=True)
class Action:
    """The body of an order (also of an ``else``): where to go and what to do there.

    ``go`` is a resolved place (a room, ``"204"``, ``garden``, ``lawn``) or None to stay.
    """

    go: str | None = None
    via: tuple[str, ...] = ()
    peek: PeekKind | None = None
    kill: str | None = None
    condition: Condition | None = None
    otherwise: Action | None = None
    line: int = 0

    def describe(self) -> str:
        parts: list[str] = []
        if self.go:
            parts.append(f"go {self.go}" + (f" via {', '.join(self.via)}" if self.via else ""))
        if self.peek:
            parts.append(f"peek {self.peek}")
        if self.kill:
            parts.append(f"kill {self.kill}")
        if self.condition:
            parts.append(f"if {self.condition}")
        if self.otherwise:
            parts.append(f"else ({self.otherwise.describe()})")
        return ", ".join(parts) or "stay"


@dataclass(frozen=True)
class Order:
    """One slot's order: starts at minute ``at`` (a multiple of 10) and runs to the next."""

    at: int
    action: Action
    line: int = 0

    def describe(self) -> str:
        return f"{hhmm(self.at)} {self.action.describe()}"


@dataclass(frozen=True)
class StandingKill:
    """ "Wherever you meet TARGET (alone), kill them", during minutes [start, end)."""

    target: str
    condition: Condition
    start: int
    end: int
    line: int = 0

    def describe(self) -> str:
        return f"standing: kill {self.target} if {self.condition} {hhmm(self.start)}-{hhmm(self.end)}"


DoorPolicy = Literal["open", "closed"] | frozenset[str]


@dataclass(frozen=True)
class OrderSheet:
    """Everything one person sent for one night."""

    who: str
    file: str
    door: DoorPolicy = "open"
    orders: tuple[Order, ...] = ()
    standing: tuple[StandingKill, ...] = ()
    door_stated: bool = False  # the file says `door:` (an explicit choice beats the default)

    def admits(self, visitor: str) -> bool:
        """Whether this person's door policy lets ``visitor`` in (tenants: before 22:00)."""
        if self.door == "open":
            return True
        if self.door == "closed":
            return False
        return visitor in self.door
