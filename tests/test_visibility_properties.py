"""Properties of the sightings over random valid nights (ADJUDICATION 6 and 9).

The expected sightings are recomputed here from the timeline with a plain loop that reads
like the rules, independently of the vectorized engine in ``blackhorse/sight/visibility.py``.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import blackhorse as bh
from blackhorse.core.records import Step
from blackhorse.sight.visibility import SIGHTING_COLUMNS, step_sightings
from tests.gamekit import play
from tests.hypothesiskit import examples
from tests.strategies import busy_night_orders, night_orders

Key = tuple[int, str, str]  # minute, observer, subject


def inside(step: Step) -> str | None:
    """The room someone is inside of, or None."""
    return step.spot if step.spot == step.place and step.place in INN.door_of_room else None


def on_threshold(step: Step) -> str | None:
    """The room whose open threshold someone stands on, or None (a shut door is no threshold)."""
    room = INN.room_of_door.get(step.spot)
    return room if room is not None and step.place == room else None


def areas(step: Step) -> set[str]:
    """The zones someone is seen in: inside a room, that room; on its open threshold, the
    room and the corridor; anywhere else, the zone of their spot."""
    room = on_threshold(step)
    if room is not None:
        return {INN.zone[room], INN.zone[step.spot]}
    return {INN.zone[step.spot]}


def counted_zone(step: Step) -> str:
    """The zone someone counts as being in (a threshold counts as its room)."""
    room = on_threshold(step) or inside(step)
    return INN.zone[room] if room else INN.zone[step.spot]


class Seen:
    """One row of the timeline with what the rules need to know about it."""

    def __init__(self, step: Step, following: Step | None) -> None:
        self.step = step
        self.zone = counted_zone(step)
        self.areas = areas(step)
        self.threshold = on_threshold(step) is not None
        self.next_spot = following.spot if following else None
        peeking = step.activity == "peeking"
        self.window = INN.windows[step.place] if peeking and step.detail == "window" else None
        self.peephole = INN.peepholes[step.place] if peeking and step.detail == "peephole" else frozenset()


def at_an_open_door(me: Seen, other: Seen, open_rooms: set[str] | frozenset[str]) -> bool:
    """``me`` is inside a room whose door stands open this minute (someone on its threshold)
    and ``other`` is in the corridor at that door: whoever opens a door sees everyone at it
    (ADJUDICATION 7)."""
    room = inside(me.step)
    return room in open_rooms and other.step.spot == INN.door_of_room[room] and other.step.place != room


def channel(me: Seen, other: Seen, open_rooms: set[str] | frozenset[str] = frozenset()) -> str | None:
    """What ``me`` sees of ``other`` this minute, by the first channel that applies
    (``open_rooms``: the rooms whose door stands open this minute)."""
    if me.zone == other.zone:
        return "same-zone"
    if (me.threshold or other.threshold) and me.areas & other.areas:
        return "threshold"
    if at_an_open_door(me, other, open_rooms):
        return "threshold"
    if me.window is not None and me.window in other.areas:
        return "window"
    if other.step.spot in me.peephole:
        return "peephole"
    crossed = me.next_spot == other.step.spot and other.next_spot == me.step.spot
    if crossed and me.step.spot != other.step.spot:
        return "crossing"
    return None


def seen_doing(me: Seen, other: Seen, before: Step | None) -> str:
    """What ``me`` sees ``other`` doing: their activity, except that someone killing or killed
    on a room's threshold is seen from outside that room going in (or, standing in it the
    minute before, or at the night's first minute, when nobody arrives: coming out): the
    killing is seen only from inside (ADJUDICATION 9.3)."""
    room = on_threshold(other.step)
    if room is None or other.step.activity not in ("killing", "dead") or me.zone == INN.zone[room]:
        return other.step.activity
    return "leaving" if before is None or before.spot == room else "entering"


def expected_sightings(steps: Iterable[Step]) -> dict[Key, tuple[str, str, str]]:
    at = {(s.minute, s.person): s for s in steps}
    minutes = sorted({m for m, _ in at})
    people = sorted({p for _, p in at})
    out: dict[Key, tuple[str, str, str]] = {}
    for t in minutes:
        now = [Seen(at[(t, p)], at.get((t + 1, p))) for p in people]
        open_rooms = {room for s in now if (room := on_threshold(s.step)) is not None}
        for me in now:
            if me.step.activity == "dead":
                continue
            for other in now:
                if other is me:
                    continue
                seen = channel(me, other, open_rooms)
                if seen is not None:
                    doing = seen_doing(me, other, at.get((t - 1, other.step.person)))
                    out[(t, me.step.person, other.step.person)] = (other.step.spot, doing, seen)
    return out


def actual_sightings(result: bh.NightResult) -> dict[Key, tuple[str, str, str]]:
    rows = result.sightings[SIGHTING_COLUMNS].itertuples(index=False, name=None)
    return {(m, o, s): (spot, act, ch) for m, o, s, spot, act, ch in rows}


INN = bh.load_inn()


def run(orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    with tempfile.TemporaryDirectory() as folder:
        return play(Path(folder), orders)


@settings(max_examples=examples(25), deadline=None)
@given(night_orders())
def test_sightings_are_exactly_what_the_rules_give(orders: dict[str, dict[str, Any]]) -> None:
    """Every sighting is justified by the positions, and no living observer misses one."""
    result = run(orders)
    actual, expected = actual_sightings(result), expected_sightings(result.run.steps)
    unjustified = sorted(set(actual) - set(expected))[:5]
    missing = sorted(set(expected) - set(actual))[:5]
    assert not unjustified, f"sightings the rules do not give: {unjustified}"
    assert not missing, f"sightings the rules give but the engine missed: {missing}"
    wrong = [(k, actual[k], expected[k]) for k in sorted(actual) if actual[k] != expected[k]][:5]
    assert not wrong, f"spot/activity/channel differ: {wrong}"


@settings(max_examples=examples(8), deadline=None)
@given(busy_night_orders())
def test_busy_nights_match_the_rules_too(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    assert actual_sightings(result) == expected_sightings(result.run.steps)


@settings(max_examples=examples(4), deadline=None)
@given(busy_night_orders(), st.integers(min_value=5, max_value=9))
def test_a_crowd_of_sixteen_to_twenty_is_seen_by_the_same_rules(
    orders: dict[str, dict[str, Any]], extra: int
) -> None:
    """More people than the pass names as one byte per (observer, subject) pair (15): some
    of a busy night's people walk twice, as a second person each."""
    steps = run(orders).run.steps
    doubles = sorted({s.person for s in steps})[:extra]
    crowd = [*steps, *(s._replace(person=f"{s.person}+") for s in steps if s.person in doubles)]
    assert len({s.person for s in crowd}) > 15  # more people than one byte per pair can name
    found = step_sightings(crowd, INN).rows()
    assert {(m, o, s): (spot, act, ch) for m, o, s, spot, act, ch in found} == expected_sightings(crowd)


@settings(max_examples=examples(15), deadline=None)
@given(night_orders())
def test_same_zone_sightings_are_mutual_between_the_living(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    frame = result.sightings
    dead = {(s.minute, s.person) for s in result.run.steps if s.activity == "dead"}
    same = frame[frame["channel"] == "same-zone"]
    pairs = set(zip(same["minute"], same["observer"], same["subject"], strict=True))
    for minute, observer, subject in pairs:
        if (minute, subject) not in dead:
            assert (minute, subject, observer) in pairs, (minute, observer, subject)


@settings(max_examples=examples(15), deadline=None)
@given(night_orders())
def test_the_dead_see_nothing_and_peekers_are_seen_only_from_their_room(
    orders: dict[str, dict[str, Any]],
) -> None:
    result = run(orders)
    at = {(s.minute, s.person): s for s in result.run.steps}
    for row in result.sightings.itertuples(index=False):
        me, other = at[(row.minute, row.observer)], at[(row.minute, row.subject)]
        assert me.activity != "dead"
        if other.activity == "peeking":
            assert me.place == other.place, row


@settings(max_examples=examples(20), deadline=None)
@given(night_orders(), st.data())
def test_case_witnesses_are_the_living_who_saw_the_first_minute(
    orders: dict[str, dict[str, Any]], data: st.DataObject
) -> None:
    result = run(orders)
    expected = expected_sightings(result.run.steps)
    table = result.cases
    for case, written in zip(result.case_records, table["witnesses"], strict=True):
        who = sorted(
            {
                o
                for (t, o, s), (_, doing, _) in expected.items()
                if t == case.minute
                and s in (case.killer, case.victim)
                and o not in (case.killer, case.victim)
                and doing in ("killing", "dead")  # seen going in at the door: no witness
            }
        )
        assert result.witnesses(case) == tuple(who)
        assert written == len(who)
        named = result.witness_table
        assert sorted(set(named[named["victim"] == case.victim]["witness"].astype(str))) == who
    # sightings.csv: HH:MM minutes, the contract's columns, one row per sighting
    csv = result.files()["sightings.csv"].splitlines()
    assert csv[0] == "minute,observer,subject,spot,activity,channel"
    assert len(csv) == 1 + len(result.sightings)
    if len(csv) > 1:
        line = data.draw(st.sampled_from(csv[1:]))
        assert line[2] == ":" and line.split(",")[5] in (
            "same-zone",
            "threshold",
            "window",
            "peephole",
            "crossing",
        )
