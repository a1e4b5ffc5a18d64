"""The echo of a player's orders as the orders page shows it: each line in plain words
(orders.echo) and, beside each walk, when the player leaves and arrives (orders.arrival)."""

from __future__ import annotations

from blackhorse.core.clock import hhmm, short
from blackhorse.core.dataclass import dataclass
from blackhorse.orders.arrival import Arrival, arrivals, otherwise_arrivals
from blackhorse.orders.echo import echo_lines, place_en, place_zh
from blackhorse.orders.model import OrderSheet
from blackhorse.portal.desk import Desk
from blackhorse.portal.i18n import translator


@dataclass(frozen=True)
class EchoLine:
    """One line of the echo; ``arrival``: when its walk ends, in the reader's words ("" for
    a line that walks nowhere: a stay, a peek, a standing kill, the door)."""

    text: str
    arrival: str = ""


def arrival_text(arrival: Arrival, desk: Desk, home: str | None, lang: str, key: str = "") -> str:
    """When a walk leaves and arrives, in the reader's words; ``key``: the sentence for an
    `else` ("arrival_else"), or "" for an order's own walk."""
    t = translator(lang)
    clock = short if lang == "zh" else hhmm
    place = (place_zh if lang == "zh" else place_en)(desk.inn, arrival.place, home)
    if arrival.skipped:
        return t("arrival_skipped", leaves=clock(arrival.leaves))
    key = key or ("arrival_late" if arrival.leaves > arrival.at else "arrival")
    return t(key, leaves=clock(arrival.leaves), arrives=clock(arrival.arrives), place=place)


def echo_view(desk: Desk, name: str, night: int, sheet: OrderSheet | None, lang: str) -> list[EchoLine]:
    """The orders of ``sheet`` (``name``'s for ``night``) in plain words, line by line, in the
    reader's language, each walk with its arrival; nothing for no sheet."""
    if sheet is None:
        return []
    state = desk.state_before(night)
    t = state.tenants.get(name)
    home = t.room if t is not None else state.police_rooms.get(name)
    # an officer without a room has no door to open or keep shut (seed 四)
    lines = echo_lines(sheet, desk.inn, lang, home, door=home is not None)
    cast = desk.cast(night, name)
    start = cast.home(name) if name in cast.people else (home or "")  # a dead tenant's next night
    known = start in desk.inn.spots
    walks = arrivals(sheet, desk.inn, start) if known else {}
    others = otherwise_arrivals(sheet, desk.inn, start) if known else {}
    out: list[EchoLine] = []
    for k, text in enumerate(lines):
        order = sheet_order(sheet, k)
        walk = walks.get(order) if order is not None else None
        other = others.get(order) if order is not None else None
        said = [arrival_text(walk, desk, home, lang)] if walk is not None else []
        if other is not None and not (walk is not None and walk.skipped):
            said.append(arrival_text(other, desk, home, lang, "arrival_else"))
        out.append(EchoLine(text, ("；" if lang == "zh" else "; ").join(said)))
    return out


def sheet_order(sheet: OrderSheet, k: int) -> int | None:
    """The minute of the order echoed on line ``k`` (the echo gives the orders first, in time
    order), or None for a line after them."""
    minutes = sorted(o.at for o in sheet.orders)
    return minutes[k] if k < len(minutes) else None
