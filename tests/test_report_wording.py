"""Reports that never mislead (issue 9, point 9 and the wording of point 3).

Cast of tests/gamekit.py: A 201 alone, B+H 203, C 205 alone, D+G 207, E+F 202, 209 empty.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import blackhorse as bh
from benchmarks.busy_night import write_busy_game
from blackhorse.reports.report import Report
from tests.gamekit import play
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
OVER = re.compile(r"standing over (\w+)'s body")
BODY = re.compile(r"(\w+)'s(?= .*bod(?:y|ies) lay)")


def zh(report: Report) -> str:
    return report.markdown("zh")


def en(report: Report) -> str:
    return report.markdown("en")


def night(tmp_path: Path, orders: dict[str, dict[str, Any]]) -> dict[str, Report]:
    return play(tmp_path / "game", orders).reports


@pytest.fixture(scope="module")
def sample() -> bh.NightResult:
    return bh.run_night(SCENARIOS / "seed-sample", 1)


def test_a_crossing_is_told_as_a_meeting_in_the_seeds_words(sample: bh.NightResult) -> None:
    """A and B swap east-stairs and its foot between 21:11 and 21:12: a crossing, which is a
    meeting (issue 21, point 1): the seed's sample report says 9:11分在东楼梯遇见上楼的B."""
    rows = [r for r in sample.sighting_rows if r.minute == 71 and r.observer == "A"]  # 21:11
    assert [(r.subject, r.channel) for r in rows] == [("B", "crossing")]
    a, b = sample.reports["A"], sample.reports["B"]
    assert "9:11在东楼梯遇见上楼的B" in zh(a) and "21:11 met B coming up the east stairs" in en(a)
    assert "9:11在东楼梯遇见下楼的A" in zh(b) and "21:11 met A going down the east stairs" in en(b)
    for report in (a, b):
        assert "擦肩而过" not in zh(report) and "passed B" not in en(report) and "passed A" not in en(report)


def test_walkers_coming_the_other_way_on_one_spot_meet_and_do_not_walk_along(tmp_path: Path) -> None:
    """A comes back from the lawn at 20:40 while E goes down to the garden: at 20:42 both stand
    on the foot of the west stairs, going opposite ways."""
    orders = {
        "A": {"orders": [{"at": "20:30", "go": "lawn"}, {"at": "20:40", "go": "201"}]},
        "E": {"orders": [{"at": "20:40", "go": "garden"}]},
    }
    reports = night(tmp_path, orders)
    a, e = reports["A"], reports["E"]
    assert "8:42在西楼梯下遇见E" in zh(a) and "20:42 met E at the foot of the west stairs" in en(a)
    assert "8:42在西楼梯下遇见A" in zh(e) and "20:42 met A at the foot of the west stairs" in en(e)
    for report in (a, e):
        assert "一起走" not in zh(report) and "along with you" not in en(report)


def test_walking_the_same_way_is_still_walking_along(tmp_path: Path) -> None:
    orders = {
        "D": {"orders": [{"at": "20:30", "go": "lawn"}]},
        "G": {"orders": [{"at": "20:30", "go": "lawn"}]},
    }
    d = night(tmp_path, orders)["D"]
    assert "8:30 G和你一起走" in zh(d) and "20:30 G walked along with you" in en(d)


def test_an_else_run_on_the_threshold_never_came_out_of_the_room(tmp_path: Path) -> None:
    """F reaches 203's threshold at 20:11, finds no C and leaves at once for the garden."""
    orders = {
        "F": {"orders": [{"at": "20:10", "go": "203", "if": {"present": "C"}, "else": {"go": "garden"}}]}
    }
    b = night(tmp_path, orders)["B"]
    assert "8:11 F来到门口，随即离开" in zh(b)
    assert "20:11 F came to the door and left at once" in en(b)
    assert "F离开" not in zh(b) and "F left" not in en(b) and "came out" not in en(b)


def test_no_line_repeats_what_the_walk_already_said(tmp_path: Path) -> None:
    """D sits in the garden; A sets off at 20:30, sees D from the path at 20:32, arrives 20:33."""
    orders = {
        "D": {"orders": [{"at": "20:00", "go": "garden"}]},
        "A": {"orders": [{"at": "20:30", "go": "garden"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert "8:30出发去花园，8:32看见花园里有D，8:33到达。" in zh(a)
    assert "20:30 set off for the garden, 20:32 D was in the garden, reached the garden at 20:33." in en(a)
    first_period = zh(a).split("\n\n")[2]
    assert first_period.count("花园里有D") == 1  # (each period starts by saying who is there)


def test_a_murder_line_says_where_and_chinese_spaces_a_time_before_a_name(tmp_path: Path) -> None:
    """D kills E on the lawn at 22:20 with A standing there."""
    orders = {
        "A": {"orders": [{"at": "22:00", "go": "lawn"}]},
        "D": {"orders": [{"at": "22:00", "go": "lawn"}, {"at": "22:20", "kill": "E"}]},
        "E": {"orders": [{"at": "22:00", "go": "lawn"}]},
    }
    reports = night(tmp_path, orders)
    a, d = reports["A"], reports["D"]
    assert "22:20 D killed E on the lawn" in en(a)
    assert "10:20 D在草坪上杀死了E" in zh(a)
    assert "22:20 killed E on the lawn, then cleaned up until 22:29" in en(d)
    assert "10:20在草坪上杀死了E，清理现场到10:29" in zh(d)


@pytest.mark.parametrize("scenario", ["seed-sample", "first-night"])
def test_chinese_never_glues_a_time_to_a_name_or_a_number(scenario: str) -> None:
    result = bh.run_night(SCENARIOS / scenario, 1)
    glued = re.compile(r"\d:\d\d[A-Za-z0-9]")
    for name, report in result.reports.items():
        for line in report.lines:
            assert not glued.search(line.text_zh), (name, line.text_zh)


def test_a_killer_over_the_body_says_where_the_body_is_no_body_line_besides(tmp_path: Path) -> None:
    """D kills E in the garden at 22:00 and cleans until 22:09; A walks to the lawn at 22:00 and
    sees them from the foot of the west stairs at 22:02, then walks back at 22:20 (D has gone)."""
    orders = {
        "D": {"orders": [{"at": "21:50", "go": "garden"}, {"at": "22:00", "kill": "E"}]},
        "E": {"orders": [{"at": "21:50", "go": "garden"}]},
        "A": {"orders": [{"at": "22:00", "go": "lawn"}, {"at": "22:20", "go": "201"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert "10:00出发去草坪，10:02看见D站在花园里E的尸体旁，10:04到达" in zh(a)
    assert (
        "22:00 set off for the lawn, 22:02 D was standing over E's body in the garden,"
        " reached the lawn at 22:04"
    ) in en(a)
    at_2202 = [line for line in a.lines if line.minute == 122]
    assert [line.text_en for line in at_2202] == ["22:02 D was standing over E's body in the garden"]
    # that line holds the body's rows too (every sighting backs exactly one line)
    assert {r.subject for r in at_2202[0].sightings} == {"D", "E"}
    # once the killer has gone the body alone is told where it lies
    assert "10:22看见花园里躺着E的尸体" in zh(a) and "22:22 E's body lay in the garden" in en(a)


def test_no_body_line_at_the_minute_its_killer_is_told_over_it_on_busy_nights(tmp_path: Path) -> None:
    told_over = 0
    for seed in (2, 5, 11):
        folder = write_busy_game(tmp_path / str(seed), seed=seed)
        for name, report in bh.run_night(folder, 1).reports.items():
            over = {(line.minute, v) for line in report.lines for v in OVER.findall(line.text_en)}
            told_over += len(over)
            for line in report.lines:
                for body in BODY.findall(line.text_en):
                    assert (line.minute, body) not in over, (seed, name, line.text_en)
    assert told_over  # (the nights do show killers over bodies)


def test_a_knock_at_ones_own_door_reads_naturally(tmp_path: Path) -> None:
    """C sets off for 201 at 20:00; G, coming from 207, knocks at C's empty 205 at 20:01."""
    orders = {
        "C": {"orders": [{"at": "20:00", "go": "201"}]},
        "G": {"orders": [{"at": "20:00", "go": "205"}]},
    }
    c = night(tmp_path, orders)["C"]
    assert "8:01看见G敲你的房门，没有人开门" in zh(c)
    assert "20:01 G knocked at the door of your room; no one opened" in en(c)


@pytest.mark.parametrize("seed", [2, 7])
def test_chinese_never_doubles_the_de_of_a_rooms_door(seed: int, tmp_path: Path) -> None:
    """ "你的房间的门" reads badly: one's own door is 你的房门, another's 203房间的门 (as the seed)."""
    folder = write_busy_game(tmp_path / "g", seed=seed)
    texts = [line.text_zh for report in bh.run_night(folder, 1).reports.values() for line in report.lines]
    assert not [t for t in texts if "的房间的门" in t]
    assert any("敲你的房门" in t for t in texts) and any(re.search(r"敲20\d房间的门", t) for t in texts)


def test_a_kill_that_cuts_a_walk_short_says_where_not_arrived(tmp_path: Path) -> None:
    # A (201) sets off for 205 and C (205) for 201; they meet outside 203 at 20:01 and A's
    # standing kill fires there. A never reached 205 then: the English said "arrived 20:01 and
    # killed C there" after "set off for room 205"; it names the spot, as the Chinese does.
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205"}], "standing": [{"kill": "C"}]},
        "C": {"orders": [{"at": "20:00", "go": "201"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert "reached the door of room 203 at 20:01 and killed C there" in en(a)
    assert "arrived 20:01" not in en(a)
    assert "8:01到达203房间门前，杀死了C" in zh(a)
    # a kill on arriving where the walk was going still says "arrived"
    b = night(tmp_path / "arrival", {"A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}]}})["A"]
    assert "arrived 20:02 and killed C there" in en(b)


def first_period(report: Report, lang: str) -> str:
    return report.text(lang).split("\n\n")[2]


def test_the_arrival_after_a_kill_on_the_way_opens_a_sentence_saying_where(tmp_path: Path) -> None:
    # A (201) sets off for 205 and meets B coming out of 203 at 20:01: A's standing kill fires
    # outside 203 and A cleans up until 20:10; the walk's last step reaches 205 at 20:11, where
    # C lets A in. The arrival joined the sentence before it, here what A saw while cleaning
    # up: "20:10 P1 came out of the common room ..., arrived 20:11" read as P1 arriving,
    # and said nowhere where A went (a session's busy night: "...outside room 201, arrived 22:24")
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205"}], "standing": [{"kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "garden"}]},
        "C": {"door": "open"},
        "P1": {"orders": [{"at": "20:00", "go": "204"}, {"at": "20:10", "go": "209"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert first_period(a, "en").endswith(
        "reached the door of room 203 at 20:01 and killed B; B fell outside your door; then cleaned"
        " up until 20:10. 20:10 P1 came out of the common room and went off east along the"
        " corridor. Reached room 205 at 20:11; C was there."
    )
    assert first_period(a, "zh").endswith(
        "8:01到达203房间门前，杀死了B，B倒在你门前，清理现场到8:10。"
        "8:10 P1从娱乐室出来，沿走廊往东去了。8:11到达205房间，205房间里有C。"
    )
    (arrival,) = [x for x in a.lines if x.minute == 11]  # 20:11
    assert not arrival.joins
    assert (arrival.timeline[0].spot, arrival.timeline[0].activity) == ("door-205", "entering")


def test_going_on_home_after_a_kill_says_ones_own_room(tmp_path: Path) -> None:
    # A walks home from 207 at 20:10 and kills C outside 205 at 20:11; after the cleaning the
    # walk goes on: the Chinese said "8:21继续往你的房间走", 你的房间 being how others' doings
    # name the player's room; the player's own actions say 自己房间 (出发回自己房间, 回到自己房间)
    orders = {
        "A": {
            "orders": [{"at": "20:00", "go": "207"}, {"at": "20:10", "go": "home"}],
            "standing": [{"kill": "C", "from": "20:10"}],
        },
        "C": {"orders": [{"at": "20:10", "go": "207"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert "清理现场到8:20。8:21继续回自己房间，8:22回到自己房间。" in first_period(a, "zh")
    assert "then cleaned up until 20:20. 20:21 went on toward your room, reached your room at 20:22." in (
        first_period(a, "en")
    )
    assert "你的房间" not in a.text("zh")


def test_a_kill_on_coming_home_says_home_as_any_arrival_home(tmp_path: Path) -> None:
    # E comes back from the common room at 20:12 to kill F, her roommate: the Chinese said
    # "8:12到达你的房间，杀死了F" (你的房间 in the player's own action) where an arrival home
    # is "回到自己房间" / "reached your room at"
    orders = {"E": {"orders": [{"at": "20:00", "go": "204"}, {"at": "20:10", "go": "home", "kill": "F"}]}}
    e = night(tmp_path, orders)["E"]
    assert "8:10出发回自己房间杀人，8:12回到自己房间，杀死了F，清理现场到8:21。" in first_period(e, "zh")
    assert (
        "20:10 set off back to your room to kill, reached your room at 20:12 and killed F there,"
        " then cleaned up until 20:21." in first_period(e, "en")
    )
    assert "你的房间" not in e.text("zh")


def test_someone_seen_still_on_the_way_is_said_where_not_there(tmp_path: Path) -> None:
    # B sets off from 203 for the common room while H, her roommate, looks out of the window:
    # "20:00 set off for the common room, 20:00 H was there, looking out of the window, arrived
    # 20:03; no one was there" put H in the common room, then said it was empty (558 lines of
    # the night corpus; "21:32 H was there" of someone at the foot of the stairs, too)
    orders = {
        "B": {"orders": [{"at": "20:00", "go": "204"}]},
        "H": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    b = night(tmp_path, orders)["B"]
    assert (
        "20:00 set off for the common room, 20:00 H was in your room, looking out of the window,"
        " reached the common room at 20:03; no one was there." in first_period(b, "en")
    )
    # the Chinese names the place already, as the seed does: unchanged
    zh = first_period(b, "zh")
    assert "8:00出发去娱乐室聊天，8:00看见房间里有H，正在向窗口张望，8:03到达，娱乐室里没有人。" in zh


def test_a_kill_told_after_someone_else_says_you_killed(tmp_path: Path) -> None:
    # A sets off for 205 to kill C and sees P1 come out of the common room on the way: "20:00
    # P1 came out of the common room, arrived 20:02 and killed C there" read as P1 killing C
    # (the busy nights had 231 such lines: "22:15 A went into room 201, arrived 22:16 and
    # killed D there"); the English says who killed, as "and you set off at once" does
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}]},
        "P1": {"orders": [{"at": "20:00", "go": "202"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert (
        "20:00 set off for room 205 to kill, 20:00 P1 came out of the common room,"
        " you arrived 20:02 and killed C there, then cleaned up until 20:11." in first_period(a, "en")
    )
    # Chinese says 看见 of what is seen on the way, as the seed does: the kill is the player's
    assert "8:00看见P1从娱乐室出来，8:02到达205房间，杀死了C" in first_period(a, "zh")
    # right after the player's own walk the English needs no "you"
    b = night(tmp_path / "alone", {"A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}]}})["A"]
    assert "20:00 set off for room 205 to kill, arrived 20:02 and killed C there" in first_period(b, "en")


def test_the_walk_home_after_a_kill_on_the_way_says_home_in_a_sentence_of_its_own(tmp_path: Path) -> None:
    # A walks home from 205 at 20:10 and crosses B coming out of 203: A kills B outside 203 and
    # cleans up until 20:20, seeing P1 refused at 209; home is the next step, at 20:21. It read
    # "20:14 P1 went into the common room, reached your room at 20:21", P1's walk and A's in one
    orders = {
        "A": {
            "orders": [{"at": "20:00", "go": "205"}, {"at": "20:10", "go": "home"}],
            "standing": [{"kill": "B", "from": "20:10"}],
        },
        "B": {"orders": [{"at": "20:10", "go": "207"}]},
        "C": {"door": "open"},
        "P1": {"orders": [{"at": "20:10", "go": "209"}]},
    }
    a = night(tmp_path, orders)["A"]
    assert first_period(a, "en").endswith(
        "then cleaned up until 20:20. 20:12 P1 knocked at the door of room 209; no one opened."
        " 20:14 P1 went into the common room. Reached your room at 20:21."
    )
    assert first_period(a, "zh").endswith(
        "清理现场到8:20。8:12 P1敲209房间的门，没有人开门。8:14 P1走进娱乐室。8:21回到自己房间。"
    )
