"""Hypothesis strategies for random VALID nights (shared by the property tests).

``night_orders()`` draws the order files of one night for the cast of
:mod:`tests.gamekit` (tenants A..H, police P1..P3): a dict ``{who: sheet}`` ready for
``gamekit.write_game``. Everything it draws passes the order-file checks: times on slots,
one order per slot, destinations from the map, peeks only from one's own room (or the
window of 204), kills only of one's own targets, names from game.yaml.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import strategies as st

from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm
from blackhorse.inn.layout import default_inn
from tests.gamekit import POLICE, TENANTS

INN = default_inn()
EVERYONE = (*TENANTS, *POLICE)
DESTINATIONS = ("home", "201", "202", "203", "204", "205", "207", "209", "garden", "lawn")
VIA = ("east-stairs", "west-stairs", "north-corridor", "door-205", "garden", "west-path")
SLOTS = tuple(range(0, NIGHT_MINUTES, SLOT))


def _time(minute: int) -> str:
    return "23:00" if minute >= NIGHT_MINUTES else hhmm(minute)


def conditions() -> st.SearchStrategy[Any]:
    named = st.sampled_from(EVERYONE)
    return st.one_of(
        st.sampled_from(["alone", "always"]),
        named.map(lambda n: {"present": n}),
        named.map(lambda n: {"absent": n}),
    )


def _go(police_without_room: bool) -> st.SearchStrategy[dict[str, Any]]:
    """A walk (maybe by a named route), or a walk home / to 204 with a peek."""
    places = st.sampled_from([d for d in DESTINATIONS if not (police_without_room and d == "home")])
    plain = st.builds(lambda go: {"go": go}, places)
    routed = st.builds(lambda go, via: {"go": go, "via": [via]}, places, st.sampled_from(VIA))
    window_204 = st.just({"go": "204", "peek": "window"})
    if police_without_room:
        return st.one_of(plain, routed, window_204)
    home_peek = st.sampled_from(["window", "peephole"]).map(lambda k: {"go": "home", "peek": k})
    return st.one_of(plain, routed, window_204, home_peek)


def _conditional_go() -> st.SearchStrategy[dict[str, Any]]:
    """ "Go to X if ..., else go to Y" (no kill)."""
    return st.builds(
        lambda go, cond, alt: {"go": go, "if": cond, "else": {"go": alt}},
        st.sampled_from(DESTINATIONS),
        conditions(),
        st.sampled_from(DESTINATIONS),
    )


def _kill(targets: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """A kill order: maybe a walk first, maybe a condition, maybe an ``else``."""

    def build(target: str, go: str | None, cond: Any, alt: str | None) -> dict[str, Any]:
        order: dict[str, Any] = {"kill": target}
        if go is not None:
            order["go"] = go
        if cond is not None:
            order["if"] = cond
        if alt is not None:
            order["else"] = {"go": alt}
        return order

    return st.builds(
        build,
        st.sampled_from(targets),
        st.none() | st.sampled_from(DESTINATIONS),
        st.none() | conditions(),
        st.none() | st.sampled_from(DESTINATIONS),
    )


@st.composite
def _standing(draw: st.DrawFn, targets: list[str]) -> dict[str, Any]:
    start = draw(st.integers(0, NIGHT_MINUTES - 1))
    end = draw(st.integers(start + 1, NIGHT_MINUTES))
    order: dict[str, Any] = {
        "kill": draw(st.sampled_from(targets)),
        "from": _time(start),
        "until": _time(end),
    }
    cond = draw(st.none() | st.sampled_from(["alone", "always"]))
    if cond is not None:
        order["if"] = cond
    return order


@cache
def _person(who: str) -> tuple[st.SearchStrategy[dict[str, Any]], st.SearchStrategy[Any]]:
    """The strategies of one person's orders and standing orders (built once: drawing from
    a fresh strategy object costs Hypothesis a validation each time)."""
    tenant = TENANTS.get(who)
    bare_peek = st.sampled_from(["window"] if tenant is None else ["window", "peephole"])
    actions = [
        _go(police_without_room=tenant is None),
        _conditional_go(),
        bare_peek.map(lambda k: {"peek": k}),
    ]
    standing: st.SearchStrategy[Any] = st.just([])
    if tenant is not None:
        actions.append(_kill(list(tenant["targets"])))
        standing = st.lists(_standing(list(tenant["targets"])), max_size=2)
    return st.one_of(actions), standing


_DOOR = st.one_of(
    st.sampled_from(["open", "closed"]),
    st.lists(st.sampled_from(EVERYONE), unique=True, max_size=3),
)


@st.composite
def sheet(draw: st.DrawFn, who: str, max_orders: int = 8) -> dict[str, Any]:
    """One person's order file (without ``who``)."""
    actions, standing = _person(who)
    slots = draw(st.lists(st.sampled_from(SLOTS), unique=True, max_size=max_orders))
    orders = [{"at": hhmm(at), **draw(actions)} for at in sorted(slots)]
    # a bare peek only while still at home (a police officer without a room: in 204)
    orders = [o for i, o in enumerate(orders) if set(o) != {"at", "peek"} or _peek_ok(orders[:i])]
    body: dict[str, Any] = {"orders": without_pacing(who, orders), "door": draw(_DOOR)}
    if who in TENANTS:
        body["standing"] = draw(standing)
    return body


def _place(who: str, go: str) -> str:
    if go != "home":
        return go
    tenant = TENANTS.get(who)
    return str(tenant["room"]) if tenant is not None else "204"


def without_pacing(who: str, orders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Drop every `via` the checker would refuse as pacing (blackhorse.orders.pacing): a
    route that visits a spot twice from where the file puts the person."""
    place = _place(who, "home")
    out: list[dict[str, Any]] = []

    def clean(action: dict[str, Any], origin: str) -> dict[str, Any]:
        if "via" not in action or "go" not in action:
            return action
        go = _place(who, action["go"])
        if go == origin or INN.revisits(origin, go, action["via"]):
            return {k: v for k, v in action.items() if k != "via"}
        return action

    for order in orders:
        order = clean(order, place)
        target = _place(who, order["go"]) if "go" in order else place
        if isinstance(order.get("else"), dict):
            order = {**order, "else": clean(order["else"], target)}
        out.append(order)
        place = target
    return out


def _peek_ok(before: list[dict[str, Any]]) -> bool:
    """A bare peek is drawn only while the person has not been sent anywhere yet."""
    return not any("go" in o or "else" in o for o in before)


@st.composite
def night_orders(draw: st.DrawFn, max_orders: int = 8) -> dict[str, dict[str, Any]]:
    """The order files of one night: every tenant sometimes, some police officers."""
    out: dict[str, dict[str, Any]] = {}
    for who in TENANTS:
        if draw(st.booleans()) or draw(st.booleans()):
            out[who] = draw(sheet(who, max_orders))
    for who in POLICE:
        if draw(st.booleans()):
            out[who] = draw(sheet(who, max_orders))
    return out


@st.composite
def busy_night_orders(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    """Everyone sends orders, with an order in most slots (the heaviest nights)."""
    return {who: draw(sheet(who, max_orders=len(SLOTS))) for who in EVERYONE}


ROOMS = ("201", "202", "203", "205", "207", "209")


@st.composite
def visitor_nights(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    """Nights of visits: someone goes into another tenant's room (let in or refused, by
    random door policies, sometimes after 22:00), then is sent on by orders with `via`,
    including back to the room they are in (issue 10). The visitor's orders are NOT
    cleaned of pacing: they are for running the engine without the checker."""
    out = draw(night_orders(max_orders=3))
    visitor = draw(st.sampled_from(EVERYONE))
    home = _place(visitor, "home")
    room = draw(st.sampled_from([r for r in ROOMS if r != home]))
    start = draw(st.sampled_from(SLOTS[:-3]))
    via = st.lists(st.sampled_from(VIA), min_size=1, max_size=2, unique=True)
    later = [
        {"at": hhmm(start + SLOT), "go": room, "via": draw(via)},
        {"at": hhmm(start + 2 * SLOT), "go": draw(st.sampled_from(DESTINATIONS)), "via": draw(via)},
    ]
    orders = [{"at": hhmm(start), "go": room}, *later]
    out[visitor] = {**out.get(visitor, {}), "orders": orders}  # not checked for pacing
    return out
