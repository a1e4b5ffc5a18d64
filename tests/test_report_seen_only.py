"""Every line true, continued (issue 21): a line claims only what its reader could see
(docs/VISIBILITY.md), at a kill on a threshold, a kill at an open-air meeting or a crossing,
and a killer turning back in the garden or on the lawn.

Cast of tests/gamekit.py: A 201 alone, B+H 203, C 205 alone, D+G 207, E+F 202, 209 empty.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import blackhorse as bh
from tests.gamekit import TENANTS, at, play
from tests.reportkit import claim_problems


def night(tmp_path: Path, orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    return play(tmp_path / "game", orders)


def said(result: bh.NightResult, who: str, minute: int) -> list[tuple[str, str]]:
    return [(x.text_zh, x.text_en) for x in result.reports[who].lines if x.minute == minute]


# -- a kill on the threshold as the killer comes out: seen from the corridor --------------------
def test_a_killer_who_kills_in_the_doorway_came_out_and_went_back_in(tmp_path: Path) -> None:
    # A visits 203 (inside from 20:02); B sets off at 20:10 with a standing kill of A from
    # 20:10: B kills A from the threshold and cleans up inside. C, stepping out of 205 that
    # minute, sees B in 203's doorway and was told "B came out of room 203, heading toward
    # room 203" (the last sighting `leaving`, the next step back inside the room)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
        "B": {"orders": [{"at": "20:10", "go": "garden"}], "standing": [{"kill": "A", "from": "20:10"}]},
        "C": {"orders": [{"at": "20:10", "go": "201"}]},
    }
    result = night(tmp_path, orders)
    assert at(result, "B", "20:10")[2:5] == ("door-203", "killing", "A")
    assert at(result, "B", "20:11")[2:4] == ("203", "cleaning")
    assert ("8:10看见B从203房间出来，又回了203房间", "20:10 B came out of room 203 and went back in") in said(
        result, "C", 10
    )
    assert "heading toward" not in result.reports["C"].text("en")
    # H, inside, saw the killing in the room (ADJUDICATION 9.3: the kill happens inside), not
    # "outside your door"
    assert said(result, "H", 10) == [
        (
            "8:10 B在你的房间里杀死了A，此后守在尸体旁直到8:19",
            "20:10 B killed A in your room, then stayed by the body until 20:19",
        )
    ]
    assert claim_problems(result) == []


# -- a killer who reaches the garden or the lawn and turns back: no door there ------------------
@pytest.mark.parametrize(
    ("place", "minute", "zh", "en"),
    [
        (
            "garden",
            14,
            "B来到花园，随即折返，从西楼梯上楼去了",
            "B came into the garden and turned back at once, then went up the west stairs",
        ),
        (
            "lawn",
            15,
            "B来到草坪，随即折返，往西墙根小路方向去了",
            "B came onto the lawn and turned back at once, heading toward the west path",
        ),
    ],
)
def test_a_killer_turning_back_in_the_open_air_came_to_no_door(
    tmp_path: Path, place: str, minute: int, zh: str, en: str
) -> None:
    # A and D stand in the garden (on the lawn); B comes at 20:10 to kill A if alone, else goes
    # home: A is not alone, so B turns back on arrival. A and D were told "B来到门口" and a
    # window-watcher "B来到花园门前" / "came to the door of the garden": there is no door
    orders = {
        "A": {"orders": [{"at": "20:00", "go": place}]},
        "D": {"orders": [{"at": "20:00", "go": place}]},
        "B": {"orders": [{"at": "20:10", "go": place, "kill": "A", "if": "alone", "else": {"go": "home"}}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},  # 202: the garden
        "C": {"orders": [{"at": "20:00", "peek": "window"}]},  # 205: the lawn
    }
    result = night(tmp_path, orders)
    assert result.case_records == ()
    watcher = "E" if place == "garden" else "C"
    assert (f"8:{minute}看见{zh}", f"20:{minute} {en}") in said(result, watcher, minute)
    for who in ("A", "D"):
        assert (f"8:{minute} {zh}", f"20:{minute} {en}") in said(result, who, minute)
    every = "".join(r.text(lang) for r in result.reports.values() for lang in ("zh", "en"))
    assert "门口" not in every and "门前" not in every and "door" not in every
    assert claim_problems(result) == []


# -- a kill at a crossing or an open-air meeting: each where they stand -------------------------
def test_a_killer_at_the_stair_foot_is_never_by_a_body_the_garden_cannot_see(tmp_path: Path) -> None:
    # A walks home from the lawn, B down to the garden with a standing kill of A: they cross
    # on the west stairs (20:12 to 20:13), and the kill happens at 20:13 each where they stand,
    # A at the top of the stairs, B at the foot (the garden zone). D, in the garden, and E,
    # at 202's window, see B killing and cleaning at the foot, never the body: they were told
    # "B在西楼梯下杀死了A，此后守在尸体旁直到8:22" (standing by a body they cannot see)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn"}, {"at": "20:10", "go": "home"}]},
        "B": {"orders": [{"at": "20:10", "go": "garden"}], "standing": [{"kill": "A"}]},
        "D": {"orders": [{"at": "20:00", "go": "garden"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    result = night(tmp_path, orders)
    assert at(result, "A", "20:13")[2:4] == ("west-stairs", "dead")
    assert at(result, "B", "20:14")[2:4] == ("west-stairs-foot", "cleaning")
    line = "B在西楼梯下杀死了A，此后B一直在西楼梯下待到8:22"
    line_en = (
        "B killed A at the foot of the west stairs; B then stayed at the foot of the west stairs until 20:22"
    )
    assert said(result, "D", 13) == [(f"8:13 {line}", f"20:13 {line_en}")]
    assert said(result, "E", 13) == [(f"8:13看见{line}", f"20:13 {line_en}")]
    for who in ("D", "E"):
        assert "尸体" not in result.reports[who].text("zh") and "bod" not in result.reports[who].text("en")
    # the killer knows where the body fell
    assert said(result, "B", 13)[0] == (
        "8:13到达西楼梯下，杀死了A，A倒在西楼梯上，清理现场到8:22",
        "reached the foot of the west stairs at 20:13 and killed A; A fell on the west stairs;"
        " then cleaned up until 20:22",
    )
    assert claim_problems(result) == []


def test_a_killer_met_stepping_off_from_cleaning_is_met_walking_not_over_the_body(
    tmp_path: Path,
) -> None:
    # G (standing kill of F) kills F on the east stairs at 21:02, cleans up there till 21:11,
    # then walks on down to the lawn; D, leaving the garden for 207 at 21:10, is at the stair
    # foot at 21:11 and on the stairs at 21:12: they cross. D was told "21:11 G was standing
    # over F's body on the east stairs", though at 21:11 the stair foot (the garden zone) does
    # not see the stair head: D met G walking down, and saw the body only at 21:12
    # (found by the claims property, busy-night seed 141716887889345095229514497081913275204)
    orders = {
        "G": {"orders": [{"at": "21:00", "go": "lawn"}], "standing": [{"kill": "F", "from": "20:49"}]},
        "F": {"orders": [{"at": "20:00", "go": "garden"}, {"at": "21:00", "go": "204"}]},
        "D": {"orders": [{"at": "20:30", "go": "garden"}, {"at": "21:10", "go": "home"}]},
    }
    result = night(tmp_path, orders)
    assert at(result, "G", "21:11")[2:4] == ("east-stairs", "cleaning")
    assert at(result, "G", "21:12")[2:4] == ("east-stairs-foot", "walking")
    assert at(result, "D", "21:11")[2:4] == ("east-stairs-foot", "walking")
    (row,) = [r for r in result.sighting_rows if (r.observer, r.subject, r.minute) == ("D", "G", 71)]
    assert (row.channel, row.activity) == ("crossing", "cleaning")
    assert said(result, "D", 71) == [("9:11在东楼梯遇见下楼的G", "21:11 met G going down the east stairs")]
    assert said(result, "D", 72) == [("9:12看见东楼梯上躺着F的尸体", "21:12 F's body lay on the east stairs")]
    assert "尸体旁" not in result.reports["D"].text("zh")
    assert "standing over" not in result.reports["D"].text("en")
    assert claim_problems(result) == []


def test_a_victim_seen_falling_apart_from_the_killer_is_said_where(tmp_path: Path) -> None:
    # A stands in the garden; B comes down with a standing kill of A and meets A from the foot
    # of the west stairs (the garden zone, issue 21 point 2): A falls in the garden, B cleans
    # up at the foot. E, at 202's window, sees both: where each was, and no "by the body"
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden"}]},
        "B": {"orders": [{"at": "20:10", "go": "garden"}], "standing": [{"kill": "A"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    result = night(tmp_path, orders)
    assert said(result, "E", 13) == [
        (
            "8:13看见B在西楼梯下杀死了A，A倒在花园里，此后B一直在西楼梯下待到8:22",
            "20:13 B killed A at the foot of the west stairs; A fell in the garden;"
            " B then stayed at the foot of the west stairs until 20:22",
        )
    ]
    assert claim_problems(result) == []


def test_a_kill_in_a_doorway_at_20_00_is_seen_coming_out_not_going_in(tmp_path: Path) -> None:
    # B sets off at 20:00 and H, B's roommate (here B's killer), kills B on the threshold at
    # the night's first minute; C, stepping out of 205 then, saw "B went into room 203": the
    # sight pass read a doorway kill with no minute before as an arrival, though nobody
    # arrives at 20:00. The same with the killer the one setting off.
    tenants = {**TENANTS, "H": {"room": "203", "targets": ["B", "A"]}}
    c_goes = {"C": {"orders": [{"at": "20:00", "go": "201"}]}}
    for leaver, orders in (
        ("B", {"B": {"orders": [{"at": "20:00", "go": "lawn"}]}, "H": {"standing": [{"kill": "B"}]}}),
        ("H", {"H": {"orders": [{"at": "20:00", "go": "lawn"}], "standing": [{"kill": "B"}]}}),
    ):
        result = play(tmp_path / leaver, {**orders, **c_goes}, tenants=tenants)
        assert at(result, leaver, "20:00").spot == "door-203"
        assert at(result, leaver, "20:01").spot == "203"
        (row,) = [r for r in result.sighting_rows if r.observer == "C" and r.minute == 0]
        assert (row.subject, row.activity) == (leaver, "leaving")
        assert (
            f"8:00看见{leaver}从203房间出来，又回了203房间",
            f"20:00 {leaver} came out of room 203 and went back in",
        ) in said(result, "C", 0)
        assert "went into room 203" not in result.reports["C"].text("en")
        assert claim_problems(result) == []
