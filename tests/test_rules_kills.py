"""ADJUDICATION 5 (kills) and the presence/condition/kill cases of 9."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.core.errors import InputError
from tests.gamekit import TENANTS, at, notes, play, track


def test_kill_takes_ten_minutes_victim_dies_first_minute(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}]}})
    # on arrival: the killer on 205's threshold (the room: seen from the corridor going in)
    assert at(result, "A", "20:02")[2:5] == ("door-205", "killing", "C")
    assert at(result, "A", "20:02").place == "205"
    assert track(result, "A", "20:03", "20:11") == [("205", "cleaning")] * 9
    assert at(result, "A", "20:12")[2:4] == ("205", "staying")
    assert at(result, "C", "20:02")[2:5] == ("205", "dead", "killed by A")
    assert set(track(result, "C", "20:02", "22:59")) == {("205", "dead")}  # the dead never move


def test_only_targets_may_be_killed(tmp_path: Path) -> None:
    with pytest.raises(InputError) as err:
        play(tmp_path, {"A": {"orders": [{"at": "20:00", "kill": "D"}]}})
    assert "targets: B, C" in str(err.value)


def test_police_cannot_kill_or_be_killed(tmp_path: Path) -> None:
    tenants = {**TENANTS, "A": {"room": "201", "targets": ["B", "C"]}}
    with pytest.raises(InputError) as err:
        play(tmp_path, {"P1": {"orders": [{"at": "20:00", "kill": "A"}]}}, tenants=tenants)
    assert "police cannot kill" in str(err.value)
    with pytest.raises(InputError) as err:
        play(tmp_path / "2", {"A": {"orders": [{"at": "20:00", "kill": "P1"}]}})
    assert "police cannot be killed" in str(err.value)


def test_one_kill_per_tenant(tmp_path: Path) -> None:
    orders = {
        "A": {
            "orders": [
                {"at": "20:00", "go": "205", "kill": "C"},
                {"at": "20:20", "go": "203", "kill": "B"},
            ]
        }
    }
    result = play(tmp_path, orders)
    assert [c.victim for c in result.case_records] == ["C"]
    assert at(result, "B", "22:59").activity == "staying"
    assert "already killed once" in notes(result, "voided-kill")[0].text


def test_kill_needs_the_target_met(tmp_path: Path) -> None:
    # A waits in the garden; B watches the garden from the common room's window: seeing is
    # not meeting, and the kill never fires
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden", "kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "204", "peek": "window"}]},
    }
    result = play(tmp_path, orders)
    assert "A" in {r.subject for r in result.sighting_rows if r.observer == "B"}
    assert not result.case_records


def test_someone_at_the_foot_of_the_stairs_spoils_alone_in_the_garden(tmp_path: Path) -> None:
    # issue 21, point 3: "alone" means no third living person in the target's zone. B waits
    # in the garden; H walks to the lawn and stands at the west stairs' foot (the garden zone)
    # at 20:13, the minute A arrives to kill B "if alone": B is not alone, A's else runs.
    # E peeks at the garden from 202's window all the while: a peeker does not count.
    orders = {
        "B": {"orders": [{"at": "20:00", "go": "garden"}]},
        "H": {"orders": [{"at": "20:10", "go": "lawn"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
        "A": {
            "orders": [{"at": "20:10", "go": "garden", "kill": "B", "if": "alone", "else": {"go": "home"}}]
        },
    }
    result = play(tmp_path, orders)
    assert at(result, "H", "20:13").spot == "west-stairs-foot"
    assert at(result, "A", "20:13")[2:4] == ("garden", "leaving")
    assert not result.case_records
    (note,) = notes(result, "else-run")
    assert "not alone (H there)" in note.text
    # without H, E's peeking does not spoil it: the kill happens
    del orders["H"]
    result = play(tmp_path / "2", orders)
    assert [(c.victim, c.killer, c.minute) for c in result.case_records] == [("B", "A", 13)]


def test_simultaneous_kills_of_one_victim_name_sorts_first(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "D": {"orders": [{"at": "20:00", "go": "lawn", "kill": "A"}]},
        "H": {"orders": [{"at": "20:10", "go": "lawn", "kill": "A"}]},
        "C": {"orders": [{"at": "20:10", "go": "lawn", "kill": "A"}]},
    }
    result = play(tmp_path, orders)
    # A on the lawn 20:04; D arrives 20:05 and kills. H and C come later and find a body.
    assert [(c.victim, c.killer) for c in result.case_records] == [("A", "D")]
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "H": {"orders": [{"at": "20:10", "go": "lawn", "kill": "A"}]},  # 203 -> lawn: 5, arrives 20:15
        "B": {"orders": [{"at": "20:10", "go": "lawn", "kill": "A"}]},  # 203 -> lawn: 5, arrives 20:15
    }
    result = play(tmp_path / "same", orders)
    assert [(c.victim, c.killer, c.minute) for c in result.case_records] == [("A", "B", 15)]
    (void,) = notes(result, "voided-kill")
    assert void.person == "H" and "B killed A the same minute" in void.text
    assert at(result, "H", "20:16").activity == "staying"  # H sees the body, kill still unused


def test_mutual_kills_both_happen(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn", "kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "lawn", "kill": "A"}]},
    }
    # 201 -> lawn 4, 203 -> lawn 5: make them arrive together: A goes by the garden (5)
    orders["A"]["orders"][0]["via"] = ["garden"]
    result = play(tmp_path, orders)
    assert sorted((c.victim, c.killer, c.minute) for c in result.case_records) == [
        ("A", "B", 5),
        ("B", "A", 5),
    ]
    assert at(result, "A", "20:06").activity == "dead"
    assert at(result, "B", "20:06").activity == "dead"


def test_order_kill_with_else_runs_else_when_target_absent(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn", "kill": "B", "if": "alone", "else": {"go": "home"}}]}
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:04")[2:5] == ("lawn", "leaving", "to 201")
    assert [n.kind for n in result.notes] == ["else-run"]


def test_an_else_runs_when_the_target_is_absent_on_arrival_with_or_without_an_if(tmp_path: Path) -> None:
    # issue 21, point 7 (ORDERS.md): `else` runs when the kill's target is not there on
    # arrival, whether or not the order has an `if`; B comes to the lawn only at 20:35
    for extra in ({}, {"if": "alone"}, {"if": "always"}):
        order = {"at": "20:00", "go": "lawn", "kill": "B", **extra, "else": {"go": "home"}}
        result = play(
            tmp_path / str(len(extra)) / str(extra),
            {"A": {"orders": [order]}, "B": {"orders": [{"at": "20:30", "go": "lawn"}]}},
        )
        assert at(result, "A", "20:04")[2:5] == ("lawn", "leaving", "to 201"), extra
        (note,) = notes(result, "else-run")
        assert "B not there" in note.text and "running else: go 201" in note.text
        assert not result.case_records  # A is home before B comes


def test_a_kill_is_settled_where_an_else_walk_has_put_the_killer(tmp_path: Path) -> None:
    # ADJUDICATION 9.8: conditions and `else` are settled before the kills, and an `else`
    # with a `go` makes its minute the walk's first (9.4). D, knocked back at 201, is home at
    # 21:10 (busy: the 21:10 order starts at 21:11); not alone (G is in 207), the `else`
    # sends D out onto door-207 at 21:11, where A, walking home from the common room, is
    # that minute: D's standing kill fires there, at the door, in the corridor. (The engine
    # used to judge the kill from D's row before the `else`, inside 207, and kill a minute
    # later at door-205; the reference engine, tests/refengine.py, disagreed.)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "204"}, {"at": "21:10", "go": "home"}]},
        "D": {
            "orders": [
                {"at": "21:00", "go": "201", "via": ["garden"]},
                {"at": "21:10", "go": "home", "if": "alone", "else": {"go": "201"}},
            ],
            "standing": [{"kill": "A", "from": "21:10"}],
        },
    }
    result = play(tmp_path, orders)
    assert "not alone (G there)" in notes(result, "else-run")[0].text
    assert at(result, "A", "21:11")[2:5] == ("door-207", "dead", "killed by D")
    assert at(result, "D", "21:11")[2:5] == ("door-207", "killing", "A")
    assert [(c.victim, c.killer, c.minute, c.spot, c.place) for c in result.case_records] == [
        ("A", "D", 71, "door-207", "door-207")
    ]


def test_kill_without_else_stays_armed(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn", "kill": "B"}]},
        "B": {"orders": [{"at": "20:30", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)
    assert result.case_records[0].minute == 35


def test_standing_kill_checked_while_walking_interrupts_the_walk(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "209"}]},  # passes door-203 at 20:01
        "C": {"orders": [{"at": "20:00", "go": "lawn"}], "standing": [{"kill": "A"}]},  # door-203 at 20:01
    }
    result = play(tmp_path, orders)
    assert [(c.victim, c.killer, c.minute, c.spot) for c in result.case_records] == [
        ("A", "C", 1, "door-203")
    ]
    assert at(result, "C", "20:01")[2:5] == ("door-203", "killing", "A")
    # C cleans where it happened, then the walk resumes from there and reaches the lawn
    assert track(result, "C", "20:02", "20:10") == [("door-203", "cleaning")] * 9
    assert track(result, "C", "20:11", "20:15") == [
        ("door-201", "walking"),
        ("west-stairs", "walking"),
        ("west-stairs-foot", "walking"),
        ("west-path", "walking"),
        ("lawn", "entering"),
    ]


def test_order_kill_is_tried_before_a_standing_kill(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}], "standing": [{"kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    # A and B both reach 205 (B at 20:01, A at 20:02): the order's target C dies, not B
    assert [(c.victim, c.killer) for c in result.case_records] == [("C", "A")]


def test_kill_of_a_dead_target_never_fires(tmp_path: Path) -> None:
    orders = {
        "D": {"orders": [{"at": "20:00", "go": "201", "kill": "A"}]},
        "B": {"orders": [{"at": "20:20", "go": "201", "kill": "A"}]},
        "A": {"door": "open"},
    }
    result = play(tmp_path, orders)
    assert [(c.victim, c.killer) for c in result.case_records] == [("A", "D")]
    assert not notes(result, "voided-kill")


def test_closed_door_protects_from_a_standing_kill(tmp_path: Path) -> None:
    orders = {
        "C": {"door": "closed"},
        "A": {"orders": [{"at": "20:00", "go": "205"}], "standing": [{"kill": "C"}]},
    }
    result = play(tmp_path, orders)
    assert not result.case_records  # refused at the door: never at the same place as C


def test_a_walk_cut_by_a_kill_on_the_threshold_resumes_its_named_route(tmp_path: Path) -> None:
    # G leaves 202 for the lawn by the east stairs and kills F on the threshold at once.
    tenants = {
        **TENANTS,
        "G": {"room": "202", "targets": ["F", "H"]},
        "E": {"room": "207", "targets": ["D", "F"]},
    }
    orders = {
        "G": {
            "orders": [{"at": "20:30", "go": "lawn", "via": ["east-stairs"]}],
            "standing": [{"kill": "F", "from": "20:30", "until": "20:31"}],
        }
    }
    result = play(tmp_path, orders, tenants=tenants)
    assert at(result, "G", "20:30")[2:6] == ("door-202", "killing", "F", "202")  # in the doorway
    assert track(result, "G", "20:31", "20:39") == [("202", "cleaning")] * 9
    # then the whole walk by the east stairs: 202 -> east stairs 3, down to the lawn 3
    spots = [s for s, _ in track(result, "G", "20:40", "20:46")]
    assert spots == [
        "door-202",
        "north-corridor",
        "door-204",
        "east-stairs",
        "east-stairs-foot",
        "east-path",
        "lawn",
    ]
    assert at(result, "G", "20:46").activity == "entering"
    assert not notes(result, "refused-knock")
