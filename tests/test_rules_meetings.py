"""Where kills happen and who meets whom (ADJUDICATION 9, "Presence, conditions and kills").

Cast (tests/gamekit.py): A alone in 201, B+H in 203, C alone in 205, D+G in 207, E+F in
202, 209 empty; police P1..P3 without rooms (they start in 204 when they send orders).
"""

from __future__ import annotations

from pathlib import Path

import blackhorse as bh
from tests.gamekit import TENANTS, at, notes, play, track


def saw(result: bh.NightResult, observer: str, minute: int) -> set[str]:
    f = result.sightings
    return set(f[(f["minute"] == minute) & (f["observer"] == observer)]["subject"])


def test_a_kill_at_a_rooms_door_happens_inside_the_room(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}]},  # at 205's door 20:02
        "P1": {"orders": [{"at": "20:00", "go": "201", "via": ["door-207"]}]},  # door-205 at 20:02
    }
    result = play(tmp_path, orders)
    assert at(result, "P1", "20:02").spot == "door-205"
    assert at(result, "A", "20:02")[2:5] == ("205", "killing", "C")  # the room, not the doorway
    assert at(result, "C", "20:02")[2:4] == ("205", "dead")
    (case,) = result.case_records
    assert (case.spot, case.place) == ("205", "205")
    # the passer-by in the corridor sees neither of them, and is no witness
    assert not {"A", "C"} & saw(result, "P1", 2)
    assert result.cases.iloc[0]["witnesses"] == 0
    report = result.reports["P1"].markdown("en") + result.reports["P1"].markdown("zh")
    assert "killed" not in report and "杀" not in report


def test_reports_place_a_kill_at_a_door_inside_the_room(tmp_path: Path) -> None:
    orders = {
        "P1": {"orders": [{"at": "20:00", "go": "203"}]},  # inside 203 from 20:04
        "A": {"orders": [{"at": "20:10", "go": "203", "kill": "B"}]},  # at 203's door 20:11
        "G": {"orders": [{"at": "20:10", "go": "202"}]},  # in the corridor, door-205 at 20:11
    }
    result = play(tmp_path, orders)
    assert [(c.minute, c.spot) for c in result.case_records] == [(11, "203")]
    witness = [(x.text_zh, x.text_en) for x in result.reports["P1"].lines if x.minute == 11]
    assert witness == [
        ("8:11 A来到203房间，至8:21杀死B", "20:11 A came into room 203 and by 20:21 had killed B")
    ]
    passer_by = result.reports["G"].markdown("en") + result.reports["G"].markdown("zh")
    assert "kill" not in passer_by and "杀" not in passer_by and "body" not in passer_by
    every = "".join(r.markdown(lang) for r in result.reports.values() for lang in ("en", "zh"))
    assert "outside room 203" not in every and "203房间门外" not in every


def test_a_kill_on_the_threshold_as_the_victim_leaves_happens_inside(tmp_path: Path) -> None:
    # B leaves 203 at 20:10 while H, B's roommate and killer, stays inside
    tenants = {**TENANTS, "H": {"room": "203", "targets": ["B", "A"]}}
    orders = {
        "B": {"orders": [{"at": "20:10", "go": "lawn"}]},
        "H": {"standing": [{"kill": "B", "from": "20:10", "until": "20:11"}]},
        "A": {"orders": [{"at": "20:10", "go": "205"}]},  # passes door-203 at 20:11 only
    }
    result = play(tmp_path, orders, tenants=tenants)
    assert at(result, "B", "20:10")[2:4] == ("203", "dead")
    assert at(result, "H", "20:10")[2:4] == ("203", "killing")
    assert [(c.spot, c.place) for c in result.case_records] == [("203", "203")]


def test_a_kill_between_a_passer_by_and_the_doorway_happens_at_the_killers_place(tmp_path: Path) -> None:
    # C leaves 205 for 201 (door-203 at 20:01); A leaves 201 for 209 (door-203 at 20:01, walking by)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "209"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}], "standing": [{"kill": "A"}]},
    }
    result = play(tmp_path, orders)
    # C is on 203's threshold (entering), A passes on the same spot: they meet; C's place
    # is the room 203, so the murder happens inside the room
    assert at(result, "C", "20:01")[2:5] == ("203", "killing", "A")
    assert at(result, "A", "20:01")[2:4] == ("203", "dead")
    # the other way round: the killer walks by, the victim stands in the doorway
    orders = {
        "C": {"orders": [{"at": "20:00", "go": "201"}], "standing": [{"kill": "A"}]},
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
    }
    result = play(tmp_path / "2", orders)
    assert at(result, "C", "20:01")[2:5] == ("door-203", "killing", "A")  # in the corridor
    assert track(result, "A", "20:01", "20:03") == [("door-203", "dead")] * 3  # the body lies there


def test_a_mutual_kill_across_a_doorway_each_dies_where_they_stand(tmp_path: Path) -> None:
    # A walks past 205's door (door-205 at 20:12) as C steps home through it: they meet, and
    # each has a standing kill of the other. Both kills happen (9.7): C, in the doorway, dies
    # inside the room; A, the passer-by, in the corridor, where P1 (walking there) sees the
    # body fall without seeing C. Found by the bot nights' property (seed 65, mix).
    orders = {
        "A": {"orders": [{"at": "20:10", "go": "207"}], "standing": [{"kill": "C", "from": "20:10"}]},
        "C": {
            "orders": [{"at": "20:00", "go": "204"}, {"at": "20:10", "go": "home"}],
            "standing": [{"kill": "A", "from": "20:10"}],
        },
        "P1": {"orders": [{"at": "20:00", "go": "202"}, {"at": "20:10", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:12")[2:6] == ("door-205", "dead", "killed by C", "door-205")
    assert at(result, "C", "20:12")[2:6] == ("205", "dead", "killed by A", "205")
    cases = {(c.victim, c.killer, c.minute, c.spot) for c in result.case_records}
    assert cases == {("A", "C", 12, "door-205"), ("C", "A", 12, "205")}
    # P1 in the corridor sees A's body, never C; seeing A (C's killer) at the murders' first
    # minute makes P1 a witness of both (the witness rule: saw the killer or the victim)
    assert saw(result, "P1", 12) == {"A"}
    assert list(result.cases["witnesses"]) == [1, 1]
    assert list(result.witness_table["witness"].unique()) == ["P1"]
    # and P1's report says what P1 saw: A walking, then A lying dead at 205's door
    report = result.reports["P1"].text("en")
    assert "20:12" in report and "A's body" in report, report


def test_same_spot_same_minute_they_meet(tmp_path: Path) -> None:
    # "wherever you meet A": C on the threshold of 203, A walking past that door, one minute
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "209"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}], "standing": [{"kill": "A", "if": "always"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:01")[2:5] == ("203", "dead", "killed by C")
    assert [(c.victim, c.killer, c.minute) for c in result.case_records] == [("A", "C", 1)]


def test_a_crossing_is_not_a_meeting_for_kills(tmp_path: Path) -> None:
    # A (201 -> 207) and D (207 -> 201) swap door spots between 20:01 and 20:02
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "207"}]},
        "D": {"orders": [{"at": "20:00", "go": "201"}], "standing": [{"kill": "A", "until": "20:03"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:01").spot == at(result, "D", "20:02").spot == "door-203"
    assert at(result, "D", "20:01").spot == at(result, "A", "20:02").spot == "door-205"
    assert not result.case_records  # never on one spot in one minute
    assert "A" in saw(result, "D", 1)  # yet D saw A pass


def test_going_where_one_already_is_never_walks_even_with_via(tmp_path: Path) -> None:
    # issue 10: the order file expects A at 209, but 209 was empty and A walked home; at
    # 20:10 "go home via door-203" finds A at home already: no walk, the via is noted
    first = {"at": "20:00", "go": "209"}
    result = play(tmp_path, {"A": {"orders": [first, {"at": "20:10", "go": "home", "via": ["door-203"]}]}})
    assert at(result, "A", "20:04").detail == "knock at 209 refused; to 201"
    assert track(result, "A", "20:09", "20:19") == [("201", "staying")] * 11  # no walk, no jump
    (note,) = notes(result, "ignored-via")
    assert note.minute == 10 and "already at 201" in note.text
    # from 201, "the lawn via door-203" would pass door-201 twice: the shortest way instead
    result = play(
        tmp_path / "2", {"A": {"orders": [first, {"at": "20:10", "go": "lawn", "via": ["door-203"]}]}}
    )
    assert [s for s, _ in track(result, "A", "20:10", "20:14")] == [
        "door-201",
        "west-stairs",
        "west-stairs-foot",
        "west-path",
        "lawn",
    ]
    (note,) = notes(result, "ignored-via")
    assert note.minute == 10 and "door-201 twice" in note.text
    assert note.text.endswith("took the shortest way to lawn")  # the GM reads where, not a template
