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
    # A kills on the threshold (the room: place 205), and is inside from the next minute
    assert at(result, "A", "20:02")[2:6] == ("door-205", "killing", "C", "205")
    assert at(result, "A", "20:03")[2:4] == ("205", "cleaning")
    assert at(result, "C", "20:02")[2:4] == ("205", "dead")
    (case,) = result.case_records
    assert (case.spot, case.place) == ("205", "205")
    # the passer-by in the corridor sees A go in, never the killing, and is no witness
    assert {
        (r.subject, r.activity) for r in result.sighting_rows if r.observer == "P1" and r.minute == 2
    } == {("A", "entering")}
    assert result.cases.iloc[0]["witnesses"] == 0
    report = result.reports["P1"].markdown("en") + result.reports["P1"].markdown("zh")
    assert "killed" not in report and "杀" not in report


def test_a_kill_on_arriving_at_a_room_does_not_hide_the_arrival(tmp_path: Path) -> None:
    # issue 21, point 4: B walks to 201 and kills A on arrival; C, in the corridor, is told
    # that B went into room 201 ("I saw B go into 201", the game's commonest key clue), and
    # the same when the victim walks in to the killer; never the killing
    orders = {
        "B": {"orders": [{"at": "20:00", "go": "201", "kill": "A"}]},
        "C": {"orders": [{"at": "20:00", "go": "garden"}]},  # door-203 at 20:01, door-201 at 20:02
    }
    result = play(tmp_path, orders)
    assert [(c.victim, c.killer, c.minute, c.spot) for c in result.case_records] == [("A", "B", 1, "201")]
    c = result.reports["C"]
    assert "20:00 B came out of room 203 and went into room 201" in c.text("en")
    assert "8:00看见B从203房间出来，走进201房间" in c.text("zh")
    assert "kill" not in c.text("en") and "杀" not in c.text("zh")
    assert result.cases.iloc[0]["witnesses"] == 0
    # the victim walks in to the killer: A comes to 203, where B kills on sight
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
        "B": {"standing": [{"kill": "A"}]},
        "C": {"orders": [{"at": "20:00", "go": "garden"}]},
    }
    result = play(tmp_path / "2", orders)
    assert [(c.victim, c.killer, c.minute, c.spot) for c in result.case_records] == [("A", "B", 1, "203")]
    assert at(result, "A", "20:01")[2:6] == ("door-203", "dead", "killed by B", "203")
    assert at(result, "A", "20:02")[2:4] == ("203", "dead")  # the body lies inside
    assert "20:00 A came out of room 201 and went into room 203" in result.reports["C"].text("en")
    assert list(result.witness_table["witness"].unique()) == ["H"]  # B's roommate, inside, saw it


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
    assert at(result, "B", "20:10")[2:5] == ("door-203", "dead", "killed by H")  # in the doorway
    assert at(result, "B", "20:11")[2:4] == ("203", "dead")  # the body lies inside
    assert at(result, "H", "20:10")[2:4] == ("203", "killing")
    assert [(c.spot, c.place) for c in result.case_records] == [("203", "203")]


def test_a_kill_between_a_passer_by_and_the_doorway_happens_at_the_door(tmp_path: Path) -> None:
    # C leaves 205 for 203 (on 203's threshold at 20:01); A leaves 201 for 209 (door-203 at
    # 20:01, walking by): they meet at the door, and the kill happens there, in the corridor,
    # each where they stand: nobody jumps into the room (issue 21, point 2)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "209"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}], "standing": [{"kill": "A"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "C", "20:01")[2:6] == ("door-203", "killing", "A", "door-203")
    assert at(result, "A", "20:01")[2:6] == ("door-203", "dead", "killed by C", "door-203")
    assert at(result, "C", "20:11")[2:4] == ("203", "staying")  # then steps in
    # the other way round: the killer walks by, the victim stands in the doorway
    orders = {
        "C": {"orders": [{"at": "20:00", "go": "201"}], "standing": [{"kill": "A"}]},
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
    }
    result = play(tmp_path / "2", orders)
    assert at(result, "C", "20:01")[2:5] == ("door-203", "killing", "A")  # in the corridor
    assert track(result, "A", "20:01", "20:03") == [("door-203", "dead")] * 3  # the body lies there
    assert at(result, "A", "20:03").place == "door-203"  # outside the room, at its door


def test_a_mutual_kill_across_a_doorway_each_dies_where_they_stand(tmp_path: Path) -> None:
    # A walks past 205's door (door-205 at 20:12) as C steps home through it: they meet at the
    # door, and each has a standing kill of the other. Both kills happen (9.7), at the door,
    # each where they stand: both bodies lie at door-205, in the corridor, where P1 (walking
    # there) sees them fall. Found by the bot nights' property (seed 65, mix).
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
    assert at(result, "C", "20:12")[2:6] == ("door-205", "dead", "killed by A", "door-205")
    cases = {(c.victim, c.killer, c.minute, c.spot) for c in result.case_records}
    assert cases == {("A", "C", 12, "door-205"), ("C", "A", 12, "door-205")}
    # P1 in the corridor sees both at the murders' first minute: a witness of both
    assert saw(result, "P1", 12) == {"A", "C"}
    assert list(result.cases["witnesses"]) == [1, 1]
    assert list(result.witness_table["witness"].unique()) == ["P1"]
    report = result.reports["P1"].text("en")
    assert "20:12 A and C killed each other outside room 205" in report, report


def test_same_spot_same_minute_they_meet(tmp_path: Path) -> None:
    # "wherever you meet A": C on the threshold of 203, A walking past that door, one minute
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "209"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}], "standing": [{"kill": "A", "if": "always"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:01")[2:5] == ("door-203", "dead", "killed by C")  # at the door
    assert [(c.victim, c.killer, c.minute) for c in result.case_records] == [("A", "C", 1)]


def test_a_crossing_is_a_meeting_and_a_standing_kill_fires_there(tmp_path: Path) -> None:
    # issue 21, point 1: A (201 -> 207) and D (207 -> 201) swap door spots between 20:01 and
    # 20:02; the seed calls such a crossing 遇见 (五.6), and "kill A wherever you meet him"
    # (五.7) fires there: at the later minute, each where they stand (nobody jumps)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "207"}]},
        "D": {"orders": [{"at": "20:00", "go": "201"}], "standing": [{"kill": "A", "until": "20:03"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:01").spot == "door-203" and at(result, "D", "20:01").spot == "door-205"
    assert [(c.victim, c.killer, c.minute, c.spot) for c in result.case_records] == [
        ("A", "D", 2, "door-205")
    ]
    assert at(result, "D", "20:02")[2:5] == ("door-203", "killing", "A")
    assert track(result, "A", "20:02", "20:04") == [("door-205", "dead")] * 3
    assert "A" in saw(result, "D", 1)  # D saw A at the crossing


def test_a_lawn_goer_meets_whoever_stands_in_the_garden(tmp_path: Path) -> None:
    # issue 21, point 2: the route to the lawn passes the garden (seed 五.3(5)); A, on the way,
    # stands at the foot of the west stairs (the garden zone) at 20:12 while D stands in the
    # garden: they meet, and D's standing kill fires then, each where they stand
    orders = {
        "D": {"orders": [{"at": "20:00", "go": "garden"}], "standing": [{"kill": "A", "from": "20:10"}]},
        "A": {"orders": [{"at": "20:10", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)
    assert [(c.victim, c.killer, c.minute, c.spot) for c in result.case_records] == [
        ("A", "D", 12, "west-stairs-foot")
    ]
    assert at(result, "D", "20:12")[2:5] == ("garden", "killing", "A")  # D stays in the garden
    assert track(result, "A", "20:12", "20:14") == [("west-stairs-foot", "dead")] * 3


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
