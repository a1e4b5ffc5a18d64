"""What a message says, before it is written as an order file: drafts of orders, standing
kills and the door, each part remembering where in the message it was said."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from blackhorse.core.dataclass import dataclass

Span = tuple[int, int]
DEFERRED = -1  # the slot of an order whose time comes after it ("go home at 9:40")


@dataclass
class Pending:
    """A time said, waiting for the order it starts."""

    minute: int
    span: Span
    kind: str  # time | period | night | until | slot
    end: int | None = None
    end_span: Span = (0, 0)


@dataclass(frozen=True)
class Fault:
    """Something in the message that cannot become an order: where, and which message."""

    start: int
    end: int
    key: str
    args: tuple[tuple[str, str], ...] = ()


@dataclass
class ActionDraft:
    go: str | None = None  # a spot, HOME, or a room of a named person (resolved already)
    via: list[str] = field(default_factory=list)
    peek: str | None = None
    kill: str | None = None
    cond: tuple[str, str | None] | None = None  # (kind, who)
    alone_of: str | None = None  # "if B is alone": the kill must be B
    cond_place: str | None = None  # the place a condition names (如果B一个人在花园)
    otherwise: ActionDraft | None = None
    spans: dict[str, Span] = field(default_factory=dict)

    def empty(self) -> bool:
        return not (self.go or self.peek or self.kill or self.cond or self.otherwise)


@dataclass
class OrderDraft:
    at: int
    action: ActionDraft
    span: Span
    end: int | None = None  # the slot where the message says this order stops
    end_span: Span = (0, 0)
    added: bool = False  # a "stay" added where a range ended
    extent: Span = (0, 0)  # the whole of the order in the message
    origin: str = "time"  # what gave its slot: time, period, night, until
    ranged: bool = False  # said over a range before what it does (8点50到9点10去花园)
    said_before: str = ""  # "cond" / "kill": said before its time (C一个人在的话，10点去205杀了她)
    alternate: tuple[str, str, int, Span] | None = None  # 窗户和门孔轮流看: first, second, every (minutes)


@dataclass
class StandingDraft:
    target: str | None
    cond: tuple[str, str | None]
    start: int
    end: int
    span: Span
    subject: str | None = None
    spans: dict[str, Span] = field(default_factory=dict)
    intent: bool = False  # "kill C tonight", without a place or a time: the plan may say more


@dataclass
class Draft:
    orders: list[OrderDraft] = field(default_factory=list)
    standing: list[StandingDraft] = field(default_factory=list)
    door: Any = None  # "open" | "closed" | list of names
    door_span: Span = (0, 0)
    faults: list[Fault] = field(default_factory=list)
    aside: list[Span] = field(default_factory=list)  # what was set aside as no order
    corrected: list[tuple[int, int, str]] = field(default_factory=list)  # 花圆 read as 花园 (typos.py)
    answers: list[tuple[int, str, str]] = field(
        default_factory=list
    )  # (question's start, zh, en): asksaid.py
