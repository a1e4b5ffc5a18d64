"""Hypothesis properties of the night engine over random valid order sets."""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings

import blackhorse as bh
from blackhorse.core.records import Step
from blackhorse.core.yamlsource import read_yaml
from blackhorse.inn.layout import default_inn
from blackhorse.night.conditions import ground, met
from blackhorse.night.referee import NightRun, simulate
from blackhorse.orders.cast import first_night_cast
from blackhorse.orders.gamefile import load_game
from blackhorse.orders.nightinput import order_files
from blackhorse.orders.orderfile import read_order_sheet
from tests.gamekit import TENANTS, play, write_game
from tests.hypothesiskit import examples
from tests.strategies import night_orders, visitor_nights

INN = default_inn()
GROUND = ground(INN)
# 30 nights a property on a run of the suite (the same 30 every run), 300 when exploring
SETTINGS = settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    with tempfile.TemporaryDirectory() as tmp:
        return play(Path(tmp) / "game", orders)


def by_person(result: bh.NightResult | NightRun) -> dict[str, list[Step]]:
    out: dict[str, list[Step]] = {}
    steps = result.steps if isinstance(result, NightRun) else result.run.steps
    for step in steps:
        out.setdefault(step.person, []).append(step)
    return out


def without_via(orders: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    def strip(order: dict[str, Any]) -> dict[str, Any]:
        clean = {k: v for k, v in order.items() if k != "via"}
        if isinstance(clean.get("else"), dict):
            clean["else"] = strip(clean["else"])
        return clean

    return {who: {**s, "orders": [strip(o) for o in s.get("orders", [])]} for who, s in orders.items()}


def one_step(a: Step, b: Step) -> bool:
    """``b`` follows ``a`` by at most one minute's walk. A kill at a room's door happens
    inside the room: killer and victim go from the corridor onto the room spot at once."""
    if a.spot == b.spot or b.spot in INN.neighbours(a.spot):
        return True
    door = INN.threshold(b.spot)
    inside = b.activity in ("killing", "dead") and b.spot in INN.rooms
    return inside and (door == a.spot or door in INN.neighbours(a.spot))


def assert_rows_and_steps(run: NightRun) -> None:
    counts = Counter((s.person, s.minute) for s in run.steps)
    assert set(counts.values()) == {1}
    assert len(counts) == 180 * len(run.people)
    for steps in by_person(run).values():
        assert [s.minute for s in steps] == list(range(180))
        for a, b in zip(steps, steps[1:], strict=False):
            assert one_step(a, b), (a, b)
            if a.spot in INN.rooms and b.spot == a.spot:  # inside a room: no walk shown
                assert b.activity not in ("walking", "entering"), (a, b)


@SETTINGS
@given(night_orders())
def test_one_row_per_person_per_minute_and_moves_are_steps(orders: dict[str, dict[str, Any]]) -> None:
    assert_rows_and_steps(run(orders).run)


@SETTINGS
@given(visitor_nights())
def test_visitors_inside_others_rooms_move_by_steps(orders: dict[str, dict[str, Any]]) -> None:
    # the engine on its own, without the checker's pacing rule: a `via` back to the room one
    # is in, or one that doubles back, must never make anyone jump or knock from inside
    with tempfile.TemporaryDirectory() as tmp:
        folder = write_game(Path(tmp) / "game", orders)
        game = load_game(folder, INN)
        cast = first_night_cast(game, frozenset(orders))
        sheets = []
        for path in order_files(folder, 1):
            sheet, problems = read_order_sheet(read_yaml(path), path.stem, cast, INN)
            assert sheet is not None, problems
            sheets.append(sheet)
    assert_rows_and_steps(simulate(cast, tuple(sheets), INN))


@SETTINGS
@given(night_orders())
def test_no_route_visits_a_spot_twice(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    for steps in by_person(result).values():
        route: list[str] = []
        for step in steps:
            knock = step.activity == "walking" and step.detail.startswith("knock at")
            if step.activity == "leaving" or knock:
                route = [step.spot]
            elif step.activity in ("walking", "entering"):
                assert step.spot not in route, (step, route)
                route.append(step.spot)
            else:
                route = []


@SETTINGS
@given(night_orders())
def test_every_kill_at_a_room_is_invisible_from_the_corridor(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    place = {(s.person, s.minute): s.place for s in result.run.steps}
    for case in result.case_records:
        if case.place not in INN.rooms:
            continue
        assert case.spot == case.place
        f = result.sightings
        rows = f[(f["minute"] == case.minute) & f["subject"].isin([case.killer, case.victim])]
        door = INN.door_of_room[case.place]
        for observer, subject, spot, activity in zip(
            rows["observer"], rows["subject"], rows["spot"], rows["activity"], strict=True
        ):
            inside = place[(observer, case.minute)] == case.place
            if spot == case.spot:  # the room: seen only from inside it
                assert inside, (case, observer)
            elif spot == door and not inside:  # on the threshold: seen going in or out (issue 21, 4)
                assert activity in ("entering", "leaving"), (case, observer, subject, activity)
            elif spot == door:  # the killing, seen from inside
                assert activity in ("killing", "dead"), (case, observer, subject, activity)
            else:  # a killer killed that minute in a mutual kill, lying where they stood (9.7)
                assert (subject, activity) == (case.killer, "dead"), (case, observer, subject, spot)


@SETTINGS
@given(night_orders())
def test_every_walk_lasts_exactly_the_table_minutes(orders: dict[str, dict[str, Any]]) -> None:
    result = run(without_via(orders))
    for steps in by_person(result).values():
        start: Step | None = None
        origin = ""
        for step in steps:
            if step.activity == "leaving":
                start, origin = step, step.place
            elif step.activity == "walking" and step.detail.startswith("knock at"):
                start, origin = step, step.spot  # a refused visitor walks on from the door
            elif step.activity in ("killing", "cleaning", "dead", "staying", "peeking"):
                start = None  # an interrupted walk is not a plain walk
            elif step.activity == "entering" and start is not None:
                minutes = step.minute - start.minute
                assert minutes == INN.distance(origin, step.place), (start, step)
                start = None


@SETTINGS
@given(night_orders())
def test_the_dead_never_move_and_only_targets_die(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    killers = Counter(c.killer for c in result.case_records)
    assert all(n == 1 for n in killers.values())  # at most one kill per tenant
    for case in result.case_records:
        assert case.victim in TENANTS[case.killer]["targets"]
    victims = {c.victim: c for c in result.case_records}
    assert len(victims) == len(result.case_records)  # nobody dies twice
    for person, steps in by_person(result).items():
        dead = [s for s in steps if s.activity == "dead"]
        if person not in victims:
            assert not dead
            continue
        case = victims[person]
        assert dead[0].minute == case.minute and len(dead) == 180 - case.minute
        # the body never moves: from the murder minute it lies at the case's spot (a kill
        # at a room's door happens inside the room: a victim stepping in or out falls on the
        # threshold that minute, seen from the corridor, and lies inside from the next)
        assert {(s.spot, s.place) for s in dead[1:]} <= {(case.spot, case.place)}
        first = (dead[0].spot, dead[0].place)
        assert first == (case.spot, case.place) or first == (INN.door_of_room.get(case.place), case.place)


@SETTINGS
@given(night_orders())
def test_every_kill_is_one_minute_then_nine_of_cleaning(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    steps = by_person(result)
    for case in result.case_records:
        killer = steps[case.killer]
        assert killer[case.minute].activity in ("killing", "dead")  # dead: killed the same minute
        if killer[case.minute].activity == "dead":
            continue
        assert killer[case.minute].detail == case.victim
        after = killer[case.minute + 1 : case.minute + 10]
        cleaning = [s for s in after if s.activity == "cleaning"]
        assert len(cleaning) == len(after) or any(s.activity == "dead" for s in after)
        # the killer met the victim: in the victim's room (the threshold counts as the room),
        # else where the killer stood (issue 21: a crossing, the open air's zones, a doorway)
        k = killer[case.minute]
        if case.place in INN.beds:
            assert k.place == case.place
        else:
            v = steps[case.victim]
            here, there = (k.spot, k.activity, k.detail, k.place), (case.spot, "dead", "", case.place)
            before = killer[case.minute - 1] if case.minute else None
            earlier = v[case.minute - 1] if case.minute else None
            assert met(GROUND, here, there, before and before[2:], earlier and earlier[2:]), case
