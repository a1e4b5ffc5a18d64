"""What each person sees (ADJUDICATION 6 and the sighting points of 9), one test per point.

Cast (tests/gamekit.py): A alone in 201, B+H in 203, C alone in 205, D+G in 207, E+F in
202, 209 empty; police P1..P3 without rooms (they start in 204 when they send orders).
201 203 205 207 209 face south (the lawn), 202 and 204 north (the garden and stair feet).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import blackhorse as bh
from blackhorse.core.clock import parse_time
from blackhorse.sight.visibility import CHANNELS, SIGHTING_COLUMNS, Sighting, sightings, sightings_frame
from tests.gamekit import at, notes, play
from tests.scenariokit import SCENARIOS


def minute(time: str) -> int:
    m = parse_time(time)
    assert m is not None
    return m


def seen(result: bh.NightResult, observer: str, subject: str, time: str) -> tuple[str, str, str] | None:
    """(spot, activity, channel) of what ``observer`` saw of ``subject`` at ``time``, or None."""
    f = result.sightings
    rows = f[(f["minute"] == minute(time)) & (f["observer"] == observer) & (f["subject"] == subject)]
    assert len(rows) <= 1, "one row per observer, subject and minute"
    if rows.empty:
        return None
    row = rows.iloc[0]
    return (str(row["spot"]), str(row["activity"]), str(row["channel"]))


def seen_by(result: bh.NightResult, observer: str, time: str) -> set[str]:
    f = result.sightings
    return set(f[(f["minute"] == minute(time)) & (f["observer"] == observer)]["subject"])


# -- same zone ------------------------------------------------------------------------------
def test_roommates_see_each_other_and_a_tenant_alone_sees_no_one(tmp_path: Path) -> None:
    result = play(tmp_path, {})
    assert seen(result, "B", "H", "20:00") == ("203", "staying", "same-zone")
    assert seen(result, "H", "B", "22:59") == ("203", "staying", "same-zone")
    assert seen_by(result, "A", "20:00") == set()
    assert result.sightings["observer"].isin(["A", "C"]).sum() == 0  # alone all night


def test_corridor_walkers_see_each_other_but_not_through_closed_doors(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:30", "go": "204"}]},
        "G": {"orders": [{"at": "20:30", "go": "garden", "via": ["west-stairs"]}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:33").spot == "north-corridor"
    assert seen(result, "A", "G", "20:33") == ("door-202", "walking", "same-zone")
    assert seen(result, "G", "A", "20:33") == ("north-corridor", "walking", "same-zone")
    # A passes door-203 at 20:31: B and H inside 203 see nothing of it (the door is shut)
    assert at(result, "A", "20:31").spot == "door-203"
    assert seen(result, "B", "A", "20:31") is None
    assert seen(result, "A", "B", "20:31") is None


def test_the_garden_zone_is_the_garden_and_both_stair_feet(tmp_path: Path) -> None:
    orders = {
        "E": {"orders": [{"at": "20:00", "go": "garden"}]},
        "A": {"orders": [{"at": "20:10", "go": "garden"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:12").spot == "west-stairs-foot"
    assert seen(result, "E", "A", "20:12") == ("west-stairs-foot", "walking", "same-zone")
    assert seen(result, "A", "E", "20:12") == ("garden", "staying", "same-zone")


def test_a_walker_on_the_stair_head_sees_the_corridor_not_the_garden(tmp_path: Path) -> None:
    orders = {
        "E": {"orders": [{"at": "20:00", "go": "garden"}]},
        "A": {"orders": [{"at": "20:10", "go": "garden"}]},
        "C": {"orders": [{"at": "20:10", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:11").spot == "west-stairs"
    assert at(result, "C", "20:11").spot == "door-203"
    assert seen(result, "A", "C", "20:11") == ("door-203", "walking", "same-zone")
    assert seen(result, "A", "E", "20:11") is None
    assert seen(result, "E", "A", "20:11") is None


def test_a_wall_path_is_a_zone_of_its_own(tmp_path: Path) -> None:
    orders = {
        "E": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "F": {"orders": [{"at": "20:00", "go": "garden"}]},
        "A": {"orders": [{"at": "20:10", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)
    t = next(m for m in range(10, 20) if at(result, "A", f"20:{m}").spot == "west-path")
    assert seen_by(result, "A", f"20:{t}") == set()
    assert seen(result, "E", "A", f"20:{t}") is None
    assert seen(result, "F", "A", f"20:{t}") is None
    assert seen(result, "E", "A", f"20:{t + 1}") == ("lawn", "entering", "same-zone")


# -- thresholds -----------------------------------------------------------------------------
def test_a_threshold_minute_is_seen_from_inside_and_from_the_corridor(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:30", "go": "204"}]},
        "P1": {"orders": [{"at": "20:00", "peek": "window"}]},
        "G": {"orders": [{"at": "20:30", "go": "garden", "via": ["west-stairs"]}]},
    }
    result = play(tmp_path, orders)
    assert (at(result, "A", "20:34").spot, at(result, "A", "20:34").place) == ("door-204", "204")
    assert at(result, "G", "20:34").spot == "west-stairs"
    # inside 204: counted as the same room; from the corridor: across the open threshold
    assert seen(result, "P1", "A", "20:34") == ("door-204", "entering", "same-zone")
    assert seen(result, "G", "A", "20:34") == ("door-204", "entering", "threshold")
    # and the one on the threshold sees both sides
    assert seen(result, "A", "G", "20:34") == ("west-stairs", "walking", "threshold")
    assert seen(result, "A", "P1", "20:34") == ("204", "peeking", "same-zone")
    # the minute before, A was in the corridor only; the minute after, inside only
    assert seen(result, "P1", "A", "20:33") is None
    assert seen(result, "G", "A", "20:35") is None


def test_the_departure_threshold_is_seen_by_the_roommate(tmp_path: Path) -> None:
    result = play(tmp_path, {"B": {"orders": [{"at": "20:30", "go": "lawn"}]}})
    assert seen(result, "H", "B", "20:30") == ("door-203", "leaving", "same-zone")
    assert seen(result, "H", "B", "20:31") is None


def test_a_peeker_is_seen_from_the_threshold_but_not_from_the_corridor(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:30", "go": "204"}]},
        "P1": {"orders": [{"at": "20:00", "peek": "window"}]},
        "G": {"orders": [{"at": "20:30", "go": "garden", "via": ["west-stairs"]}]},
    }
    result = play(tmp_path, orders)
    assert seen(result, "A", "P1", "20:34") == ("204", "peeking", "same-zone")
    assert seen(result, "G", "P1", "20:34") is None


# -- windows --------------------------------------------------------------------------------
def test_a_south_window_sees_the_lawn_and_not_the_garden(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "peek": "window"}]},
        "E": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "F": {"orders": [{"at": "20:00", "go": "garden"}]},
    }
    result = play(tmp_path, orders)
    assert seen(result, "A", "E", "20:30") == ("lawn", "staying", "window")
    assert seen(result, "A", "F", "20:30") is None
    assert seen(result, "B", "E", "20:30") is None  # not peeking: a window shows nothing


def test_a_north_window_sees_the_garden_and_stair_feet_not_the_lawn(tmp_path: Path) -> None:
    orders = {
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
        "C": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "A": {"orders": [{"at": "20:10", "go": "garden"}]},
    }
    result = play(tmp_path, orders)
    assert seen(result, "E", "A", "20:12") == ("west-stairs-foot", "walking", "window")
    assert seen(result, "E", "A", "20:30") == ("garden", "staying", "window")
    assert seen(result, "E", "C", "20:30") is None


def test_the_common_room_window_sees_the_garden(tmp_path: Path) -> None:
    orders = {
        "P1": {"orders": [{"at": "20:00", "peek": "window"}]},
        "E": {"orders": [{"at": "20:00", "go": "garden"}]},
    }
    result = play(tmp_path, orders)
    assert seen(result, "P1", "E", "20:20") == ("garden", "staying", "window")


def test_a_window_peeker_is_not_seen_from_outside(tmp_path: Path) -> None:
    orders = {
        "P1": {"orders": [{"at": "20:00", "peek": "window"}]},
        "E": {"orders": [{"at": "20:00", "go": "garden"}]},
    }
    result = play(tmp_path, orders)
    assert seen(result, "E", "P1", "20:20") is None
    assert not (result.sightings["subject"] == "P1").any()  # nobody else was ever in 204


# -- peepholes ------------------------------------------------------------------------------
def test_a_peephole_sees_its_door_and_stair_head_not_the_next_door(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "peek": "peephole"}]},
        "C": {"orders": [{"at": "20:10", "go": "202", "via": ["door-201", "west-stairs"]}]},
        "E": {"orders": [{"at": "20:10", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)
    spots = {at(result, "C", f"20:{m}").spot: f"20:{m}" for m in range(10, 14)}
    assert seen(result, "A", "C", spots["door-201"]) == ("door-201", "walking", "peephole")
    assert seen(result, "A", "C", spots["door-203"]) is None  # the next door
    assert at(result, "E", "20:11").spot == "west-stairs"
    assert seen(result, "A", "E", "20:11") == ("west-stairs", "walking", "peephole")
    # and the passers-by do not see the peeker
    assert seen(result, "C", "A", spots["door-201"]) is None
    assert seen(result, "E", "A", "20:11") is None


def test_another_rooms_peephole_does_not_see_the_stair_head(tmp_path: Path) -> None:
    orders = {
        "C": {"orders": [{"at": "20:00", "peek": "peephole"}]},
        "E": {"orders": [{"at": "20:10", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "E", "20:11").spot == "west-stairs"
    assert seen(result, "C", "E", "20:11") is None


# -- closed doors ---------------------------------------------------------------------------
def closed_door_murder(tmp_path: Path) -> bh.NightResult:
    """E kills roommate F in 202 at 20:32 while A knocks; both keep the door shut."""
    orders: dict[str, dict[str, Any]] = {
        "A": {"orders": [{"at": "20:30", "go": "202"}]},
        "E": {"door": "closed", "standing": [{"kill": "F", "if": "always", "from": "20:32"}]},
        "F": {"door": "closed"},
        "H": {"orders": [{"at": "20:00", "peek": "peephole"}]},
    }
    return play(tmp_path, orders)


def test_a_closed_door_hides_a_murder(tmp_path: Path) -> None:
    result = closed_door_murder(tmp_path)
    (case,) = result.case_records
    assert (case.killer, case.victim, case.minute) == ("E", "F", minute("20:32"))
    knock = at(result, "A", "20:32")
    assert (knock.spot, knock.place) == ("door-202", "door-202")  # refused: the door stays shut
    assert notes(result, "refused-knock")
    assert seen(result, "A", "E", "20:32") is None
    assert seen(result, "A", "F", "20:32") is None
    assert seen(result, "E", "A", "20:32") is None
    assert result.witnesses(case) == ()
    assert result.cases["witnesses"].tolist() == [0] and result.witness_table.empty


def test_a_refused_visitor_is_seen_from_the_corridor_and_the_peephole_only(tmp_path: Path) -> None:
    orders: dict[str, dict[str, Any]] = {
        "A": {"orders": [{"at": "20:30", "go": "203"}]},
        "B": {"door": "closed"},
        "H": {"door": "closed", "orders": [{"at": "20:00", "peek": "peephole"}]},
        "C": {"orders": [{"at": "20:30", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    knock = at(result, "A", "20:31")
    assert (knock.spot, knock.place, knock.activity) == ("door-203", "door-203", "walking")
    assert seen(result, "H", "A", "20:31") == ("door-203", "walking", "peephole")
    assert seen(result, "B", "A", "20:31") is None  # inside, not peeking: the door is shut
    assert seen(result, "A", "B", "20:31") is None
    assert seen(result, "A", "H", "20:31") is None
    assert seen(result, "C", "A", "20:31") == ("door-203", "walking", "same-zone")


def test_whoever_opens_a_door_sees_everyone_at_it(tmp_path: Path) -> None:
    # ADJUDICATION 7 (issue 21, point 11): B and H open 203 for A at 20:01, when C knocks at
    # the same door and is turned away; through the open door they see C in the corridor at
    # it. A passer-by at a shut door stays unseen from inside (the rule is the open door).
    orders: dict[str, dict[str, Any]] = {
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}]},
        "B": {"door": ["A"]},
        "H": {"door": ["A"]},
    }
    result = play(tmp_path, orders)
    assert (at(result, "A", "20:01").spot, at(result, "A", "20:01").place) == ("door-203", "203")
    knock = at(result, "C", "20:01")
    assert (knock.spot, knock.place) == ("door-203", "door-203")
    for insider in ("B", "H"):
        assert seen(result, insider, "C", "20:01") == ("door-203", "walking", "threshold")
        assert seen(result, insider, "C", "20:02") is None  # the door is shut again
    # C walking past 203's shut door (on door-203 at 20:01, to 201) is not seen from inside
    shut = play(tmp_path / "shut", {"C": {"orders": [{"at": "20:00", "go": "201"}]}})
    assert (at(shut, "C", "20:01").spot, at(shut, "C", "20:01").place) == ("door-203", "door-203")
    assert seen(shut, "B", "C", "20:01") is None


# -- murders and bodies ---------------------------------------------------------------------
def lawn_murder(tmp_path: Path) -> bh.NightResult:
    """B kills C on the lawn at 20:15; D and H peek through south windows, E through a north one."""
    orders: dict[str, dict[str, Any]] = {
        "C": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "B": {"orders": [{"at": "20:10", "go": "lawn", "kill": "C", "if": "alone"}]},
        "D": {"orders": [{"at": "20:00", "peek": "window"}]},
        "H": {"orders": [{"at": "20:00", "peek": "window"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    return play(tmp_path, orders)


def test_a_murder_is_seen_in_its_first_minute(tmp_path: Path) -> None:
    result = lawn_murder(tmp_path)
    (case,) = result.case_records
    assert case.minute == minute("20:15")
    assert seen(result, "D", "B", "20:15") == ("lawn", "killing", "window")
    assert seen(result, "D", "C", "20:15") == ("lawn", "dead", "window")
    assert seen(result, "B", "C", "20:15") == ("lawn", "dead", "same-zone")


def test_witnesses_are_the_living_who_saw_the_first_minute(tmp_path: Path) -> None:
    result = lawn_murder(tmp_path)
    (case,) = result.case_records
    # D and H peek south onto the lawn; E's north window, G and the rest see nothing of it
    assert result.witnesses(case) == ("D", "H")
    assert result.cases["witnesses"].tolist() == [2]
    assert list(result.witness_table["witness"].unique()) == ["D", "H"]
    assert "cases.csv" in result.files()
    assert "C,B,20:15,lawn,D;H" in result.files()["cases.csv"]


def test_the_killer_is_seen_cleaning_beside_the_body_then_the_body_alone(tmp_path: Path) -> None:
    result = lawn_murder(tmp_path)
    assert seen(result, "D", "B", "20:16") == ("lawn", "cleaning", "window")
    assert seen(result, "D", "B", "20:24") == ("lawn", "cleaning", "window")
    assert seen(result, "D", "C", "20:24") == ("lawn", "dead", "window")
    assert seen(result, "D", "B", "20:25") == ("lawn", "staying", "window")
    assert seen(result, "D", "C", "22:59") == ("lawn", "dead", "window")


def test_the_victim_sees_nothing_from_the_murder_minute_on(tmp_path: Path) -> None:
    result = closed_door_murder(tmp_path)
    f = result.sightings
    mine = f[f["observer"] == "F"]
    assert mine["minute"].max() == minute("20:31")
    assert set(mine["subject"]) == {"E"}
    assert seen(result, "F", "E", "20:32") is None


def test_the_dead_inside_a_room_are_seen_by_whoever_is_there(tmp_path: Path) -> None:
    result = closed_door_murder(tmp_path)
    assert seen(result, "E", "F", "20:32") == ("202", "dead", "same-zone")
    assert seen(result, "E", "F", "20:40") == ("202", "dead", "same-zone")
    assert seen(result, "E", "F", "22:59") == ("202", "dead", "same-zone")


# -- crossings ------------------------------------------------------------------------------
def test_walkers_crossing_on_the_stairs_see_each_other(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:10", "go": "garden"}]},
        "G": {
            "orders": [{"at": "20:00", "go": "garden"}, {"at": "20:10", "go": "home", "via": ["west-stairs"]}]
        },
    }
    result = play(tmp_path, orders)
    assert [at(result, "A", t).spot for t in ("20:11", "20:12")] == ["west-stairs", "west-stairs-foot"]
    assert [at(result, "G", t).spot for t in ("20:11", "20:12")] == ["west-stairs-foot", "west-stairs"]
    # recorded at the earlier minute, at the subject's spot then
    assert seen(result, "A", "G", "20:11") == ("west-stairs-foot", "walking", "crossing")
    assert seen(result, "G", "A", "20:11") == ("west-stairs", "walking", "crossing")
    assert seen(result, "A", "G", "20:12") is None  # stair head and foot: different zones


def test_a_crossing_already_seen_another_way_is_recorded_once(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:10", "go": "205"}]},
        "B": {"orders": [{"at": "20:10", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    # they swap door-201 and door-203 between 20:10 and 20:11, but at 20:10 both stand on
    # open thresholds in the corridor: the threshold channel comes first, one row each
    assert [at(result, "A", t).spot for t in ("20:10", "20:11")] == ["door-201", "door-203"]
    assert [at(result, "B", t).spot for t in ("20:10", "20:11")] == ["door-203", "door-201"]
    assert seen(result, "A", "B", "20:10") == ("door-203", "leaving", "threshold")
    assert seen(result, "B", "A", "20:10") == ("door-201", "leaving", "threshold")
    assert "crossing" not in set(result.sightings["channel"])


# -- the table itself -----------------------------------------------------------------------
def test_one_row_per_observer_subject_and_minute_sorted() -> None:
    result = bh.run_night(SCENARIOS / "first-night", 1)
    f = result.sightings
    assert list(f.columns) == [
        "minute", "clock", "observer", "subject", "spot", "zone", "kind", "activity", "channel"
    ]  # fmt: skip
    assert not f.duplicated(["minute", "observer", "subject"]).any()
    assert f.equals(f.sort_values(["minute", "observer", "subject"], ignore_index=True))
    assert set(f["channel"]) <= set(CHANNELS)
    assert (f["observer"] != f["subject"]).all()
    (case,) = result.case_records
    assert result.witnesses(case) == ("A", "D", "G")  # three south windows on the lawn


def test_sightings_csv_is_written_with_hhmm_minutes(tmp_path: Path) -> None:
    result = lawn_murder(tmp_path / "game")
    out = result.write(tmp_path / "out")
    lines = (out / "sightings.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "minute,observer,subject,spot,activity,channel"
    assert "20:15,D,B,lawn,killing,window" in lines
    assert len(lines) == 1 + len(result.sightings)


def test_the_pass_is_a_pure_function_of_positions_and_map() -> None:
    result = bh.run_night(SCENARIOS / "first-night", 1)
    shuffled = result.positions.sample(frac=1, random_state=7)
    assert sightings_frame(shuffled, result.inn).equals(result.sighting_columns.frame())
    rows = sightings(result.run.steps, result.inn)
    assert rows[0] == Sighting(*result.sightings[SIGHTING_COLUMNS].iloc[0])
    assert len(rows) == len(result.sightings)


def test_positions_must_be_one_row_per_person_per_minute() -> None:
    result = bh.run_night(SCENARIOS / "first-night", 1)
    with pytest.raises(ValueError, match="one row per person per minute"):
        sightings_frame(result.positions.iloc[1:], result.inn)
    with pytest.raises(ValueError, match="not on the map"):
        sightings_frame(result.positions.assign(spot="cellar"), result.inn)
    empty = sightings_frame(pd.DataFrame(columns=result.positions.columns), result.inn)
    assert list(empty.columns) == ["minute", "observer", "subject", "spot", "activity", "channel"]


# -- found by the random nights (fixed in the engine) -----------------------------------------
def test_an_else_back_to_the_refusing_room_walks_home(tmp_path: Path) -> None:
    """Valid input (ORDERS.md): knock at empty 209, ``else`` go 209. Once crashed the engine."""
    orders = {"H": {"orders": [{"at": "20:00", "go": "209", "if": "alone", "else": {"go": "209"}}]}}
    result = play(tmp_path, orders)
    assert notes(result, "refused-knock")
    assert len(result.positions) == len(result.people) * 180
    assert at(result, "H", "22:59").spot == "203"


def test_a_victim_killed_arriving_lies_inside_the_room_behind_its_door(tmp_path: Path) -> None:
    """ADJUDICATION 9: "a kill on arriving at a room happens inside the room". F comes home to
    202 where E waits with a standing kill: the body lies inside 202 from the next minute, out
    of sight of the corridor (it once stayed on the open threshold all night)."""
    orders = {
        "F": {"orders": [{"at": "20:00", "go": "garden"}, {"at": "20:10", "go": "home"}]},
        "E": {"standing": [{"kill": "F", "if": "always", "from": "20:05"}]},
        "A": {"orders": [{"at": "20:20", "go": "204"}]},
    }
    result = play(tmp_path, orders)
    (case,) = result.case_records
    assert (case.killer, case.victim, case.place) == ("E", "F", "202")
    assert at(result, "F", "20:30").spot == "202"
    assert at(result, "A", "20:21").spot == "door-203"  # in the corridor, next to door-202
    assert seen(result, "A", "F", "20:21") is None  # a body inside 202 is behind a shut door
    assert seen(result, "E", "F", "20:30") == ("202", "dead", "same-zone")


def test_long_runs_of_minutes_are_seen_in_spans_with_the_same_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pass takes at most 255 minutes at a time (docs/VISIBILITY.md, Speed); where it cuts
    a run of minutes changes nothing, crossings over the cut included."""
    from blackhorse.sight import sightlines

    night = bh.run_night(SCENARIOS / "first-night", 1)
    steps = list(night.run.steps)
    twice = steps + [s._replace(minute=s.minute + 180) for s in steps]  # 360 minutes
    whole = sightings(twice, night.inn)
    assert len(whole) > 2 * len(night.sighting_rows) - 20  # both halves seen
    for span in (7, 180, 255):
        monkeypatch.setattr(sightlines, "SPAN", span)
        assert sightings(twice, night.inn) == whole
    before_the_cut = [r for r in whole if r.minute < 179]
    assert before_the_cut == [r for r in night.sighting_rows if r.minute < 179]


def test_positions_of_more_than_255_people_are_refused_clearly() -> None:
    night = bh.run_night(SCENARIOS / "first-night", 1)
    crowd = [(0, f"P{i:03d}", "garden", "staying", "", "garden") for i in range(256)]
    with pytest.raises(ValueError, match="at most 255"):
        sightings(crowd, night.inn)
