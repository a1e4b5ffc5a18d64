"""When each order of a sheet gets its person where it sends them, if the night goes as written.

Players plan routes by the travel table; the echo of their orders says, beside each `go`,
when they leave and when they arrive (seed 五.6: "8:30出发去娱乐室聊天，8:33到达"). The
times follow the order file alone, as the pacing rule reads it (orders/pacing.py): the
person starts at home, each `go` leads from where the last one led, and a walk takes the
route the night will take (`via` included, the map's tie rule). An order that falls due
while the person is still walking starts the minute after the arrival (docs/ADJUDICATION.md
3.6), and of several orders due in one walk only the latest runs.

What the file alone cannot tell is left out and said so by the page: whether an `else`
runs (only if a condition fails or a knock is refused), a kill (its ten minutes of cleaning
delay what follows only if it happens), a door nobody opens. The arrival of each order is
the one of its main branch, as if every earlier order ran as written; an `else` that walks
has its own arrival (:func:`otherwise_arrivals`), were it to run: at once, from where the
main branch got to (its arrival spot, or where the person stood), docs/ADJUDICATION.md 9.
"""

from __future__ import annotations

from blackhorse.core.dataclass import dataclass
from blackhorse.inn.layout import Inn
from blackhorse.orders.model import OrderSheet


@dataclass(frozen=True)
class Arrival:
    """Where the order at minute ``at`` (minutes after 20:00) gets its person.

    ``leaves`` is the minute the walk starts (``at``, or later when an earlier walk is not
    over), ``arrives`` the minute the person reaches ``place`` (the destination's threshold);
    ``skipped`` marks an order that never runs because a later one fell due in the same walk.
    """

    at: int
    place: str
    leaves: int
    arrives: int
    skipped: bool = False


def arrivals(sheet: OrderSheet, inn: Inn, start: str) -> dict[int, Arrival]:
    """The arrival of every order of ``sheet`` that walks somewhere, by its minute; ``start``
    is where the person is at 20:00 (their room, or the common room for an officer without
    one). An order to where the person already is makes no walk and has no arrival; an order
    overtaken during a walk is there, ``skipped``."""
    return _walks(sheet, inn, start)[0]


def otherwise_arrivals(sheet: OrderSheet, inn: Inn, start: str) -> dict[int, Arrival]:
    """The arrival of every `else` of ``sheet`` that walks somewhere, by its order's minute,
    were it to run: it leaves at once from where the main branch got to (its arrival, or,
    for an order that walks nowhere, where the person stood when it fell due)."""
    return _walks(sheet, inn, start)[1]


def _walks(sheet: OrderSheet, inn: Inn, start: str) -> tuple[dict[int, Arrival], dict[int, Arrival]]:
    out: dict[int, Arrival] = {}
    otherwise: dict[int, Arrival] = {}
    orders = sorted(sheet.orders, key=lambda o: o.at)
    place, busy_until = start, -1  # where the last walk leads; the minute it arrives
    i = 0
    while i < len(orders):
        begins = max(orders[i].at, busy_until + 1)
        j = i  # of the orders due by then, only the latest runs (ADJUDICATION 3.6)
        while j + 1 < len(orders) and orders[j + 1].at <= begins:
            j += 1
        for order in orders[i:j]:
            if order.action.go is not None and order.action.go != place:
                out[order.at] = Arrival(order.at, order.action.go, begins, begins, skipped=True)
        order = orders[j]
        leaves = max(order.at, busy_until + 1)
        go = order.action.go
        other = order.action.otherwise
        origin, ready = place, leaves  # where and when an `else` would set off
        if go is not None and go != place:
            arrives = leaves + inn.route(place, go, order.action.via).minutes
            out[order.at] = Arrival(order.at, go, leaves, arrives)
            place, busy_until = go, arrives
            origin, ready = go, arrives
        if other is not None and other.go is not None and other.go != origin:
            there = ready + inn.route(origin, other.go, other.via).minutes
            otherwise[order.at] = Arrival(order.at, other.go, ready, there)
        i = j + 1
    return out, otherwise
