"""ADJUDICATION 2 (clock) and 3 (orders)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.core.errors import InputError
from tests.gamekit import at, notes, play, track


def test_night_is_180_minutes_one_row_per_person(tmp_path: Path) -> None:
    result = play(tmp_path)
    tl = result.timeline
    assert tl["minute"].iloc[0] == "20:00" and tl["minute"].iloc[-1] == "22:59"
    assert len(tl) == 180 * len(result.people)
    assert tl.groupby("person").size().eq(180).all()


def test_orders_only_on_ten_minute_slots(tmp_path: Path) -> None:
    with pytest.raises(InputError) as err:
        play(tmp_path, {"A": {"orders": [{"at": "20:05", "go": "lawn"}]}})
    assert "orders.0.at" in str(err.value) and "multiple of 10" in str(err.value)


def test_night_ends_at_23_where_everyone_stands(tmp_path: Path) -> None:
    # 205 -> 209 by way of the garden and the lawn: far longer than the ten minutes left
    cut = play(tmp_path, {"C": {"orders": [{"at": "22:50", "go": "209", "via": ["garden", "lawn"]}]}})
    last = at(cut, "C", "22:59")
    assert (last.spot, last.activity) == ("east-stairs-foot", "walking")  # garden 22:55, lawn 22:57
    assert len(cut.timeline) == 180 * len(cut.people)  # nothing after 22:59 is simulated
    assert [n.text for n in notes(cut, "unfinished-walk")] == [
        "still on the way to 209 when the night ended at 23:00"
    ]


def test_no_orders_means_staying_home_not_peeking(tmp_path: Path) -> None:
    result = play(tmp_path)
    assert set(track(result, "D", "20:00", "22:59")) == {("207", "staying")}


def test_police_on_the_map_only_with_a_room_or_orders(tmp_path: Path) -> None:
    result = play(
        tmp_path,
        {"P2": {"orders": [{"at": "21:00", "go": "garden"}]}},
        police_rooms={"P3": "209"},
    )
    assert "P1" not in result.people
    assert at(result, "P2", "20:00").spot == "204"  # no room: starts in the common room
    assert at(result, "P3", "20:00").spot == "209"


def test_an_order_runs_until_the_next_one(tmp_path: Path) -> None:
    result = play(
        tmp_path,
        {"A": {"orders": [{"at": "20:00", "peek": "window"}, {"at": "20:20", "peek": "peephole"}]}},
    )
    assert at(result, "A", "20:19").detail == "window"
    assert at(result, "A", "20:20").detail == "peephole"
    assert at(result, "A", "22:59").detail == "peephole"


def test_conditional_order_runs_else_when_condition_fails(tmp_path: Path) -> None:
    orders = {"A": {"orders": [{"at": "20:30", "go": "204", "if": {"present": "B"}, "else": {"go": "lawn"}}]}}
    result = play(tmp_path, orders)
    # 201 to 204 is 4 minutes: arrives 20:34 at door-204; B is not there, so A leaves for the lawn
    step = at(result, "A", "20:34")
    assert (step.spot, step.activity, step.detail) == ("door-204", "leaving", "to lawn")
    assert at(result, "A", "20:38").spot == "lawn"
    assert [n.kind for n in result.notes] == ["else-run"]


def test_conditional_order_holds_when_condition_met(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:30", "go": "204", "if": {"present": "B"}, "else": {"go": "lawn"}}]},
        "B": {"orders": [{"at": "20:00", "go": "204"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:40").spot == "204"
    assert not result.notes


def test_standing_kill_fires_at_first_minute_condition_holds(tmp_path: Path) -> None:
    orders = {
        "A": {"standing": [{"kill": "B", "if": "alone"}]},
        "B": {"orders": [{"at": "20:10", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    # 203 to 201: one minute; B is let in at 20:11 (A inside, door open) and killed on arrival
    assert at(result, "A", "20:11").activity == "killing"
    assert at(result, "B", "20:11").activity == "dead"
    assert [(c.victim, c.killer, c.minute) for c in result.case_records] == [("B", "A", 11)]


def test_corridor_is_never_a_destination(tmp_path: Path) -> None:
    with pytest.raises(InputError) as err:
        play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "west-stairs"}]}})
    assert "corridor or on the stairs" in str(err.value)


def test_conditions_checked_every_minute_while_present(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn", "kill": "B", "if": "alone"}]},
        "B": {"orders": [{"at": "20:30", "go": "lawn"}]},
        "C": {"orders": [{"at": "20:20", "go": "lawn"}, {"at": "20:40", "go": "home"}]},
    }
    result = play(tmp_path, orders)
    # C is on the lawn from 20:26; B arrives 20:35 (203 -> lawn, 5 min): A is not alone.
    # C leaves at 20:40 (still on the lawn that minute), so A and B are alone from 20:41.
    kill = result.case_records[0]
    assert (kill.victim, kill.killer, kill.minute) == ("B", "A", 41)
    (unmet,) = notes(result, "unmet-condition")  # on arrival at 20:04, B was not there
    assert unmet.minute == 4 and "B not there" in unmet.text


def test_orders_due_during_one_busy_spell_only_the_latest_runs(tmp_path: Path) -> None:
    loop = ["lawn", "garden", "lawn", "garden", "lawn"]  # 6 + 2 + 2 + 2 + 2 + 6 = 20 minutes
    orders = {
        "C": {
            "orders": [
                {"at": "20:00", "go": "home", "via": loop},
                {"at": "20:10", "go": "204"},
                {"at": "20:20", "go": "lawn"},
            ]
        },
    }
    result = play(tmp_path, orders)
    assert at(result, "C", "20:20")[2:4] == ("door-205", "entering")
    # both later orders fell due while walking: the 20:10 one is skipped, the 20:20 one runs late
    assert at(result, "C", "20:21")[2:5] == ("door-205", "leaving", "to lawn")
    (skipped,) = notes(result, "skipped-order")
    assert "20:10 go 204" in skipped.text and skipped.minute == 20
    (late,) = notes(result, "late-start")
    assert late.minute == 21 and "1 min late" in late.text


def test_late_start_after_a_long_walk(tmp_path: Path) -> None:
    orders = {
        "C": {
            "orders": [
                {"at": "20:00", "go": "home", "via": ["lawn", "garden"]},
                {"at": "20:10", "go": "lawn"},
            ]
        },
    }
    result = play(tmp_path, orders)
    # 205 -> lawn 6, lawn -> garden 2, garden -> 205 5: arrives 20:13, the late order starts 20:14
    assert at(result, "C", "20:13") == (13, "C", "door-205", "entering", "from 205", "205")
    assert at(result, "C", "20:14").activity == "leaving"
    (late,) = notes(result, "late-start")
    assert late.minute == 14 and "4 min late" in late.text
