"""Hypothesis properties of the night engine over random valid order sets."""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings

import blackhorse as bh
from blackhorse.core.records import Step
from blackhorse.inn.layout import default_inn
from tests.gamekit import TENANTS, play
from tests.strategies import night_orders

INN = default_inn()
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    with tempfile.TemporaryDirectory() as tmp:
        return play(Path(tmp) / "game", orders)


def by_person(result: bh.NightResult) -> dict[str, list[Step]]:
    out: dict[str, list[Step]] = {}
    for step in result.run.steps:
        out.setdefault(step.person, []).append(step)
    return out


def without_via(orders: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    def strip(order: dict[str, Any]) -> dict[str, Any]:
        clean = {k: v for k, v in order.items() if k != "via"}
        if isinstance(clean.get("else"), dict):
            clean["else"] = strip(clean["else"])
        return clean

    return {who: {**s, "orders": [strip(o) for o in s.get("orders", [])]} for who, s in orders.items()}


@SETTINGS
@given(night_orders())
def test_one_row_per_person_per_minute_and_moves_are_steps(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    counts = Counter((s.person, s.minute) for s in result.run.steps)
    assert set(counts.values()) == {1}
    assert len(counts) == 180 * len(result.people)
    for steps in by_person(result).values():
        assert [s.minute for s in steps] == list(range(180))
        for a, b in zip(steps, steps[1:], strict=False):
            assert a.spot == b.spot or b.spot in INN.neighbours(a.spot), (a, b)


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
        # the body never moves: after the murder minute it lies at the case's spot; only a
        # victim killed on a room's threshold lies inside that room from the next minute
        assert {(s.spot, s.place) for s in dead[1:]} <= {(case.spot, case.place)}
        assert dead[0].spot in (case.spot, INN.threshold(case.spot))


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
        # the killer stood at the victim's place: the threshold counts as the room
        assert killer[case.minute].place == case.place
