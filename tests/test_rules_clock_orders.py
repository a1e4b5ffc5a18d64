"""ADJUDICATION 2 (clock) and 3 (orders)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from tests.gamekit import at, notes, play, track, write_game


def test_night_is_180_minutes_one_row_per_person(tmp_path: Path) -> None:
    result = play(tmp_path)
    tl = result.timeline
    assert tl["clock"].iloc[0] == "20:00" and tl["clock"].iloc[-1] == "22:59"
    assert tl["minute"].iloc[0] == 0 and tl["minute"].iloc[-1] == 179
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


def test_nobody_paces_a_route_never_visits_a_spot_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = (
        "who: A\n"
        "orders:\n"
        "  - at: '20:00'\n"
        "    go: home\n"
        "    via: [east-stairs]\n"  # a round trip
        "  - at: '20:10'\n"
        "    go: '205'\n"
        "  - at: '20:20'\n"
        "    go: '205'\n"
        "    via: [door-205]\n"  # already in 205 (issue 10)
        "  - at: '20:30'\n"
        "    go: home\n"
        "    via: [door-207]\n"  # from 205: door-205, door-207 and back past door-205
        "    kill: B\n"
        "    else: {go: garden, via: [west-stairs]}\n"  # from 201: fine
    )
    write_game(tmp_path)
    (tmp_path / "nights" / "1" / "A.yaml").write_text(sheet, encoding="utf-8")
    assert main(["check", str(tmp_path), "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("3 problems found")
    file = f"{tmp_path}/nights/1/A.yaml"
    assert f"{file}:5: orders.0.via: go 201 via east-stairs -- the person is already at 201 (at home)" in err
    assert f"{file}:10: orders.2.via: go 205 via door-205 -- the person is already at 205" in err
    assert f"{file}:13: orders.3.via: go 201 via door-207 -- from 205 (after the 20:20 order)" in err
    assert "passes door-205 twice; nobody paces (seed 八)" in err
    assert "else" not in err


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


# 205 to 202 the long way round, no spot twice: 12 minutes (door-205 at 0, garden at 5,
# east stairs at 7, north corridor at 11, door-202 at 12)
LONG_WAY = ["door-201", "garden", "east-stairs", "door-209", "door-207", "north-corridor"]


def test_orders_due_during_one_busy_spell_only_the_latest_runs(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden"}]},  # in the garden from 20:03
        "C": {
            "orders": [
                {"at": "20:00", "go": "202", "via": LONG_WAY},
                {"at": "20:10", "go": "204"},
                {"at": "20:20", "go": "lawn"},
            ],
            "standing": [{"kill": "A"}],
        },
    }
    result = play(tmp_path, orders)
    # C meets A (in the garden) from the west stairs' foot at 20:04 and kills her there, cleans
    # there until 20:13, walks on and reaches 202 at 20:21
    assert [(c.victim, c.minute, c.spot) for c in result.case_records] == [("A", 4, "garden")]
    assert at(result, "C", "20:21")[2:4] == ("door-202", "entering")
    # both later orders fell due while busy: the 20:10 one is skipped, the 20:20 one runs late
    assert at(result, "C", "20:22")[2:5] == ("door-202", "leaving", "to lawn")
    (skipped,) = notes(result, "skipped-order")
    assert "20:10 go 204" in skipped.text and skipped.minute == 20
    (late,) = notes(result, "late-start")
    assert late.minute == 22 and "2 min late" in late.text


def test_an_order_due_the_minute_a_waiting_one_could_start_replaces_it(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden"}]},
        "C": {
            "orders": [
                {"at": "20:00", "go": "209", "via": ["garden"]},
                {"at": "20:10", "go": "204"},
                {"at": "20:20", "go": "209"},
            ],
            "standing": [{"kill": "A"}],
        },
    }
    result = play(tmp_path, orders)
    # C kills A in the garden at 20:05, cleans, knocks at the empty 209 at 20:17, is home
    # at 20:19: the busy spell ends the minute before the 20:20 order falls due
    assert at(result, "C", "20:19")[2:4] == ("door-205", "entering")
    assert at(result, "C", "20:20")[2:5] == ("door-205", "leaving", "to 209")
    (skipped,) = notes(result, "skipped-order")
    assert skipped.minute == 20 and "20:10 go 204" in skipped.text and "20:20 order" in skipped.text
    assert notes(result, "late-start") == []  # the skipped order never runs later
    assert all(spot != "door-204" for spot, _ in track(result, "C", "20:00", "22:59"))


def test_late_start_after_a_long_walk(tmp_path: Path) -> None:
    orders = {
        "C": {
            "orders": [
                {"at": "20:00", "go": "202", "via": LONG_WAY},
                {"at": "20:10", "go": "lawn"},
            ]
        },
    }
    result = play(tmp_path, orders)
    # the long way takes 12 minutes: C arrives 20:12, the 20:10 order starts late at 20:13
    assert at(result, "C", "20:12") == (12, "C", "door-202", "entering", "from 205", "202")
    assert at(result, "C", "20:13").activity == "leaving"
    (late,) = notes(result, "late-start")
    assert late.minute == 13 and "3 min late" in late.text
