"""Arrival times in the echo (issue 24, item 3): when each `go` of an order file gets its
person there, if the night goes as the file says (blackhorse/orders/arrival.py)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackhorse.inn.layout import default_inn
from blackhorse.orders.arrival import Arrival, arrivals
from blackhorse.orders.model import Action, Order, OrderSheet
from tests.gamekit import TENANTS, play
from tests.hypothesiskit import examples
from tests.scenariokit import SCENARIOS
from tests.strategies import night_orders, without_pacing
from tests.test_echo import sheet_of

INN = default_inn()


def test_the_seed_sample_arrives_as_the_travel_table_says() -> None:
    # seed 五.5: A (201) goes to the common room at 8:30, the lawn at 9:10, home at 9:40;
    # the table: 201 to 204 is 4 minutes, 204 to the lawn 4, the lawn to 201 4
    sheet, home = sheet_of(SCENARIOS / "seed-sample", "A")
    assert home is not None
    got = {a.at: (a.place, a.leaves, a.arrives) for a in arrivals(sheet, INN, home).values()}
    assert got == {30: ("204", 30, 34), 70: ("lawn", 70, 74), 100: ("201", 100, 104)}


def test_a_route_named_with_via_takes_its_own_minutes() -> None:
    sheet = OrderSheet("A", "A.yaml", orders=(Order(0, Action(go="209", via=("west-stairs",))),))
    (walk,) = arrivals(sheet, INN, "201").values()
    assert walk == Arrival(0, "209", 0, INN.route("201", "209", ("west-stairs",)).minutes)
    assert walk.arrives > INN.distance("door-201", "door-209")  # the long way round


def test_an_order_due_during_a_walk_starts_the_minute_after_the_arrival() -> None:
    # the engine's own long walk (tests/test_rules_clock_orders.py): 205 to 202 the long way
    # takes 12 minutes; the 20:10 order starts at 20:13 (ADJUDICATION 3.6)
    long_way = ("door-201", "garden", "east-stairs", "door-209", "door-207", "north-corridor")
    late = OrderSheet(
        "C", "C.yaml", orders=(Order(0, Action(go="202", via=long_way)), Order(10, Action(go="lawn")))
    )
    got = arrivals(late, INN, "205")
    assert got[0] == Arrival(0, "202", 0, 12)
    assert got[10] == Arrival(10, "lawn", 13, 13 + INN.distance("door-202", "lawn"))


def test_going_where_one_already_is_makes_no_walk() -> None:
    sheet = OrderSheet("A", "A.yaml", orders=(Order(0, Action(go="201")), Order(10, Action(peek="window"))))
    assert arrivals(sheet, INN, "201") == {}


def _plain(data: dict[str, Any], home: str) -> bool:
    """An order file whose night the file alone decides: no condition, `else` or kill, and
    no walk to a room whose door might stay shut."""
    if data.get("standing"):
        return False
    for order in data.get("orders", []):
        if set(order) & {"if", "else", "kill"}:
            return False
        if order.get("go") not in (None, "home", home, "204", "garden", "lawn"):
            return False
    return True


SPOTS = (
    "door-201",
    "door-203",
    "door-205",
    "north-corridor",
    "west-stairs",
    "east-stairs",
    "garden",
    "east-path",
)


@st.composite
def walking_nights(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    """Nights where some tenants only walk (home, the common room, the garden, the lawn,
    sometimes `via` a spot or two, long walks included), among others' ordinary orders."""
    out = draw(night_orders(max_orders=4))
    for who in draw(st.lists(st.sampled_from(sorted(TENANTS)), min_size=1, max_size=4, unique=True)):
        slots = draw(st.lists(st.integers(0, 17), min_size=1, max_size=8, unique=True))
        orders = []
        for slot in sorted(slots):
            order: dict[str, Any] = {"at": f"{20 + slot // 6}:{slot % 6}0", "go": draw(st.sampled_from(GOES))}
            via = draw(st.lists(st.sampled_from(SPOTS), max_size=2, unique=True))
            if via:
                order["via"] = via
            orders.append(order)
        out[who] = {"orders": without_pacing(who, orders)}
    return out


GOES = ("home", "204", "garden", "lawn")


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(walking_nights())
def test_every_arrival_is_where_the_night_puts_the_walker(orders: dict[str, dict[str, Any]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        result = play(Path(tmp) / "game", orders)
    victims = {c.victim for c in result.run.cases}
    at = {(s.person, s.minute): s for s in result.run.steps}
    for sheet in result.input.sheets:
        home = result.input.cast.home(sheet.who)
        if sheet.who in victims or not _plain(orders.get(sheet.who, {}), home):
            continue
        for walk in arrivals(sheet, INN, home).values():
            if walk.skipped or walk.arrives >= 180:
                continue
            step = at[(sheet.who, walk.arrives)]
            assert step.spot == INN.threshold(walk.place), (sheet.who, walk, step)
            assert at[(sheet.who, walk.leaves)].activity == "leaving", (sheet.who, walk)
