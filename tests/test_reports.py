"""Reports (ADJUDICATION 7): one test per point, and one per phrasing situation.

The seed-sample scenario reproduces the seed's sample report for tenant A (rule 五.6);
small hand-built nights (tests/gamekit.py cast: A 201 alone, B+H 203, C 205 alone, D+G 207,
E+F 202, 209 empty) exercise one situation each.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import blackhorse as bh
from blackhorse.reports.report import Report
from tests.gamekit import play
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
SEED_SAMPLE = SCENARIOS / "seed-sample"


@pytest.fixture(scope="module")
def sample() -> bh.NightResult:
    return bh.run_night(SEED_SAMPLE, 1)


def zh(report: Report) -> str:
    return report.markdown("zh")


def en(report: Report) -> str:
    return report.markdown("en")


def night(tmp_path: Path, orders: dict[str, dict[str, Any]], **kw: Any) -> dict[str, Report]:
    return play(tmp_path / "game", orders, **kw).reports


# -- ADJUDICATION 7, point by point ---------------------------------------------------------
def test_gm_gets_the_whole_truth(sample: bh.NightResult) -> None:
    files = sample.files()
    gm = files["gm.md"]
    assert {"timeline.csv", "sightings.csv", "cases.csv"} <= set(files)
    assert "### 22:14 B killed E at lawn" in gm
    assert "Witnesses (saw the killer killing or the victim falling, in the first minute): A." in gm
    assert "- A (window): 22:14 B came onto the lawn and by 22:24 had killed E." in gm
    # who was where at each slot start: one row per slot, one column per person on the map
    table = [line for line in gm.splitlines() if line.startswith("| 2")]
    assert len(table) == 18
    assert gm.count("| time | A | B | C | D | E | F | G | H |") == 1
    row = next(line for line in table if line.startswith("| 21:10 |"))
    assert row.split(" | ")[1] == "door-204 → lawn"  # A sets off for the lawn
    assert "| 22:20 |" in gm and "lawn (dead)" in gm
    assert "- 21:42 C, refused knock: knocked at 203" in gm


def test_each_living_person_gets_a_report_in_both_languages(sample: bh.NightResult) -> None:
    files = sample.files()
    living = ["A", "B", "C", "D", "F", "G", "H"]
    for name in living:
        for suffix in ("zh.md", "en.md", "json"):
            assert f"reports/{name}.{suffix}" in files
    assert sorted(sample.reports) == living


def test_no_report_for_a_tenant_killed_that_night(sample: bh.NightResult) -> None:
    files = sample.files()
    assert not any(name.startswith("reports/E.") for name in files)
    assert "- E: no report (killed at 22:14; rule 5.9)" in files["gm.md"]


def test_police_on_the_map_get_a_report_and_those_off_it_do_not(tmp_path: Path) -> None:
    reports = night(tmp_path, {"P1": {"orders": [{"at": "20:30", "go": "garden"}]}})
    assert "P1" in reports and "P2" not in reports and "P3" not in reports
    assert zh(reports["P1"]).startswith("# 第1晚：警察P1的报告")
    assert "8:30出发去花园，8:33到达，花园里没有人。" in zh(reports["P1"])


def test_reports_give_departure_and_arrival_times(sample: bh.NightResult) -> None:
    a = sample.reports["A"]
    assert "8:30出发去娱乐室聊天，8:34到达" in zh(a)
    assert "20:30 set off for the common room, arrived 20:34" in en(a)
    assert "9:40出发回自己房间" in zh(a) and "9:44回到自己房间" in zh(a)
    assert "21:40 set off back to your room" in en(a) and "reached your room at 21:44" in en(a)


def test_chinese_uses_the_seeds_times_and_english_uses_hh_mm(sample: bh.NightResult) -> None:
    a = sample.reports["A"]
    assert "**第二时段（9:00－9:59）**：" in zh(a) and "21:" not in zh(a)
    assert "**21:00–21:59.**" in en(a) and "9:02" not in en(a)


# -- the seed's sample report (rule 五.6) --------------------------------------------------------
SAMPLE_POINTS_ZH = [
    "8:00－8:19从窗户向外窥视，没有看见任何人。",
    "8:22看见C从你门前经过，从西楼梯下楼去了。",
    "8:34到达，娱乐室里有E和F，正在向窗口张望。",
    "8:50 F离开。",
    "9:02 C进入娱乐室。",
    # the seed's words: the two swap spots between two minutes, a crossing, and a crossing is
    # a meeting (ADJUDICATION 9; issue 21, point 1): 遇见
    "9:10出发去草坪，9:11在东楼梯遇见上楼的B，9:14到达，草坪上没有人。",
    "9:34 E来到草坪。",
    "9:43看见C走进205房间，9:44回到自己房间。",
    "9:45－9:59从门孔向外窥视，没有看见任何人。",
    "10:14看见B来到草坪，至10:24杀死E。",
    "10:30看见B离开草坪",
    "此外再没有人出现。",
]


@pytest.mark.parametrize("point", SAMPLE_POINTS_ZH)
def test_seed_sample_report_for_a(sample: bh.NightResult, point: str) -> None:
    assert point in zh(sample.reports["A"])


def test_seed_sample_english(sample: bh.NightResult) -> None:
    text = en(sample.reports["A"])
    for point in [
        "20:22 C passed your door and went down the west stairs.",
        "arrived 20:34; E and F were there, looking out of the window. 20:50 F left.",
        "21:02 C came in.",
        "21:11 met B coming up the east stairs",
        "22:14 B came onto the lawn and by 22:24 had killed E.",
    ]:
        assert point in text


# -- phrasing situations ---------------------------------------------------------------------------
def test_saw_no_one_only_when_true(sample: bh.NightResult) -> None:
    a = zh(sample.reports["A"])
    assert "8:20－8:29从门孔向外窥视。" in a  # C passed: not "saw no one"
    assert "8:20－8:29从门孔向外窥视，没有看见任何人" not in a


def test_the_other_side_of_a_crossing_on_the_stairs(sample: bh.NightResult) -> None:
    assert "9:10出发回自己房间，9:11在东楼梯遇见下楼的A，9:13回到自己房间。" in zh(sample.reports["B"])
    assert "21:11 met A going down the east stairs" in en(sample.reports["B"])


def test_a_refused_knock_in_the_visitors_report(sample: bh.NightResult) -> None:
    c = sample.reports["C"]
    assert "9:42敲203房间的门，没有人开门，转身回自己房间，9:43回到自己房间" in zh(c)
    assert "21:42 knocked at the door of room 203; no one opened, so turned back to your room" in en(c)


def test_someone_coming_into_ones_room_and_leaving(sample: bh.NightResult) -> None:
    g = sample.reports["G"]
    assert "9:31 C进入你的房间。9:40 C离开。" in zh(g)
    assert "21:31 C came in. 21:40 C left." in en(g)


def test_roommates_see_each_other(sample: bh.NightResult) -> None:
    assert "8:00－8:59待在自己房间里，房间里有H。" in zh(sample.reports["D"])
    assert "20:00–20:59 stayed in your room; H was there." in en(sample.reports["D"])


def test_the_killers_own_report(sample: bh.NightResult) -> None:
    b = sample.reports["B"]
    # B's order was the kill (seed 五.3 kind 杀人): B set off to kill (issue 21)
    assert "10:10出发去草坪杀人，10:14到达草坪，杀死了E，清理现场到10:23。" in zh(b)
    assert "22:10 set off for the lawn to kill, arrived 22:14" in en(b)
    assert "arrived 22:14 and killed E there, then cleaned up until 22:23" in en(b)


def test_a_murder_seen_without_an_arrival(tmp_path: Path) -> None:
    """D and E are both on the lawn; D kills E at 22:20; A watches from 201's window."""
    orders = {
        "A": {"orders": [{"at": "20:00", "peek": "window"}]},
        "D": {"orders": [{"at": "22:00", "go": "lawn"}, {"at": "22:20", "kill": "E"}]},
        "E": {"orders": [{"at": "22:00", "go": "lawn"}]},
    }
    reports = night(tmp_path, orders)
    a = reports["A"]
    assert "10:20看见D在草坪上杀死了E，此后守在尸体旁直到10:29。" in zh(a)
    assert "22:20 D killed E on the lawn, then stayed by the body until 22:29." in en(a)


def test_a_body_found_and_a_killer_seen_only_with_the_body(tmp_path: Path) -> None:
    """B kills E on the lawn at 22:14; C arrives at 22:19 (killer cleaning), F at 22:35 (body only)."""
    orders = {
        "B": {"orders": [{"at": "22:10", "go": "lawn", "kill": "A"}]},
        "A": {"orders": [{"at": "22:00", "go": "lawn"}]},
        "C": {"orders": [{"at": "22:10", "go": "lawn", "via": ["garden"]}]},
        "F": {"orders": [{"at": "22:30", "go": "lawn"}]},
    }
    reports = night(tmp_path, orders)
    assert "A" not in reports
    c, f = reports["C"], reports["F"]
    assert "B站在A的尸体旁" in zh(c) and "B was standing over A's body" in en(c)
    assert "杀" not in zh(c) and "killed" not in en(c)  # C did not see the first minute
    assert "草坪上躺着A的尸体" in zh(f) and "A's body lay there" in en(f)
    assert "杀" not in zh(f) and "killed" not in en(f)


def test_a_murder_behind_a_closed_door_is_not_reported(tmp_path: Path) -> None:
    """G kills H inside 203 at 20:20 (B, their roommate, sees it); A walks past the door at 20:21."""
    orders = {
        "G": {"orders": [{"at": "20:00", "go": "203"}, {"at": "20:20", "kill": "H"}]},
        "A": {"orders": [{"at": "20:20", "go": "204"}]},
    }
    result = play(tmp_path / "game", orders)
    assert [(c.killer, c.victim, c.minute) for c in result.case_records] == [("G", "H", 20)]
    a = result.reports["A"]
    for text in (zh(a), en(a)):
        assert "G" not in text.split("\n", 1)[1] and "H" not in text.split("\n", 1)[1]
    assert "killed" not in en(a) and "杀" not in zh(a)
    assert result.witnesses(result.case_records[0]) == ("B",)  # the roommate inside, not A


def test_people_looking_out_of_the_window_are_described(sample: bh.NightResult) -> None:
    assert "9:00－9:09待在娱乐室聊天，娱乐室里有E，正在向窗口张望。" in zh(sample.reports["A"])


def test_seen_walking_off_along_the_corridor(sample: bh.NightResult) -> None:
    # the way A went, not the next door on A's route (issue 21 point 13: "heading toward room
    # 201" read as where A was going)
    assert "9:43看见A从西楼梯上楼来，沿走廊往东去了。" in zh(sample.reports["C"])
    assert "21:43 A came up the west stairs and went off east along the corridor." in en(sample.reports["C"])


def test_a_lawn_arrival_says_no_one_was_there(sample: bh.NightResult) -> None:
    assert "arrived 21:14; no one was there." in en(sample.reports["A"])


def test_an_else_run_on_arrival_arrives_and_leaves_in_one_sentence(tmp_path: Path) -> None:
    """F goes to 203 if C is there, else to the garden: C is not in 203 (B and H are)."""
    orders = {
        "F": {"orders": [{"at": "20:10", "go": "203", "if": {"present": "C"}, "else": {"go": "garden"}}]}
    }
    f = night(tmp_path, orders)["F"]
    assert (
        "8:10出发去203房间聊天，8:11到达203房间，203房间里有B和H，随即出发去花园，8:15到达，花园里没有人。"
        in zh(f)
    )
    assert (
        "20:10 set off for room 203, reached room 203 at 20:11; B and H were there,"
        " and you set off at once for the garden, arrived 20:15; no one was there." in en(f)
    )


def test_a_knock_at_an_empty_room(tmp_path: Path) -> None:
    a = night(tmp_path, {"A": {"orders": [{"at": "20:30", "go": "209"}]}})["A"]
    assert "8:30出发去209房间聊天，8:34敲209房间的门，没有人开门，转身回自己房间，8:38回到自己房间。" in zh(a)


def test_walking_together_and_arriving_together(tmp_path: Path) -> None:
    """Roommates D and G set off for the lawn at the same minute."""
    orders = {
        "D": {"orders": [{"at": "20:30", "go": "lawn"}]},
        "G": {"orders": [{"at": "20:30", "go": "lawn"}]},
    }
    d = night(tmp_path, orders)["D"]
    assert "8:30出发去草坪，8:30 G和你一起走，8:35到达。" in zh(d)
    assert "20:30 set off for the lawn, 20:30 G walked along with you, reached the lawn at 20:35." in en(d)


def test_a_visitor_seen_through_the_peephole_coming_in(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "peek": "peephole"}]},
        "C": {"orders": [{"at": "20:20", "go": "201"}]},
    }
    reports = night(tmp_path, orders)
    assert "8:00－8:59从门孔向外窥视。8:22看见C进入你的房间。此外再没有人出现。" in zh(reports["A"])
    assert "20:20 set off for room 201, arrived 20:22; A was there, looking through the peephole." in en(
        reports["C"]
    )


def test_a_long_walk_in_view_is_told_at_both_ends() -> None:
    """First night: C leaves 204 at 21:00 and sees D come out of 205 and, at 21:05, reach the garden."""
    c = bh.run_night(SCENARIOS / "first-night", 1).reports["C"]
    assert "21:00 D came out of room 205," in en(c)
    assert "21:05 D came into the garden." in en(c)


def test_a_peek_with_nothing_new_does_not_say_no_one_else(sample: bh.NightResult) -> None:
    a = zh(sample.reports["A"])
    assert "9:45－9:59从门孔向外窥视，没有看见任何人。" in a
    assert a.count("此外再没有人出现") == 2  # after 8:22 (peephole) and after 10:30 (window)


def test_a_killer_killed_while_cleaning_is_not_said_to_stay_by_the_body(tmp_path: Path) -> None:
    """A kills B at 20:03 (B at the foot of the west stairs, A in the garden: they meet in the
    garden zone, each falls where they stand); C kills A at 20:05: E, watching, never hears
    that A stayed until 20:12, and is told where B fell (issue 21: no body said elsewhere)."""
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden", "kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "garden"}]},
        "C": {"orders": [{"at": "20:00", "go": "garden", "kill": "A"}]},
        "E": {"orders": [{"at": "20:00", "go": "garden"}]},
    }
    seen = en(night(tmp_path, orders)["E"])
    assert "20:03 A killed B in the garden; B fell at the foot of the west stairs." in seen
    assert "stayed by the body until 20:12" not in seen
    assert "20:05 C killed A in the garden, then stayed by the body until 20:14." in seen
