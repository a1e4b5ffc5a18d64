"""Every line true (issue 21, points 8 to 14; ADJUDICATION 7): a small night built for each.

Cast of tests/gamekit.py: A 201 alone, B+H 203, C 205 alone, D+G 207, E+F 202, 209 empty.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import blackhorse as bh
from blackhorse.reports.report import Report
from tests.gamekit import play
from tests.reportkit import (
    KILLER_KILLED_AS_THEY_KILL,
    MUTUAL_KILL_SEEN_ON_ONE_SIDE,
    claim_problems,
    unseen_in_file,
    witness_problems,
)

HEADS = {"zh": ("第一时段", "第二时段", "第三时段"), "en": ("20:00–20:59.", "21:00–21:59.", "22:00–22:59.")}


def night(tmp_path: Path, orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    return play(tmp_path / "game", orders)


def periods(report: Report, lang: str) -> list[str]:
    """The text of each of the three periods (what follows the period's heading)."""
    text = report.text(lang)
    heads = HEADS[lang]
    out = []
    for line in text.splitlines():
        for head in heads:
            if line.startswith(head):
                out.append(line.split("：", 1)[1] if lang == "zh" else line[len(head) :].strip())
    assert len(out) == 3, text
    return out


# -- point 9: no blank period ------------------------------------------------------------------
def test_an_arrival_at_the_start_of_a_period_opens_it_saying_where(tmp_path: Path) -> None:
    # E (202) sets off at 20:50 for 205 the long way round (11 minutes) and arrives at 21:00,
    # staying till 22:49: the arrival joined the 20:50 sentence, and "21:00–21:59." was empty
    orders = {
        "E": {
            "orders": [
                {"at": "20:50", "go": "205", "via": ["west-path", "east-path", "door-209"]},
                {"at": "22:50", "go": "home"},
            ]
        }
    }
    e = night(tmp_path, orders).reports["E"]
    zh, en = periods(e, "zh"), periods(e, "en")
    assert zh[0].endswith("8:50出发去205房间聊天。")
    assert zh[1] == "9:00到达205房间，205房间里有C。"
    assert en[1] == "Reached room 205 at 21:00; C was there."
    assert zh[2].startswith("10:00－10:49待在205房间聊天，205房间里有C。")


def test_a_kill_that_runs_into_a_period_leaves_it_saying_where(tmp_path: Path) -> None:
    # A kills C in 205 at 20:52 and cleans up until 21:01, then stays there: "21:00–21:59."
    # said nothing (the stay after the kill was the kill's line)
    a = night(tmp_path, {"A": {"orders": [{"at": "20:50", "go": "205", "kill": "C"}]}}).reports["A"]
    zh, en = periods(a, "zh"), periods(a, "en")
    assert zh[0].endswith("8:52到达205房间，杀死了C，清理现场到9:01。")
    assert zh[1] == "9:02－9:59待在205房间里，205房间里躺着C的尸体。"
    assert en[1] == "21:02–21:59 stayed in room 205; C's body lay there."


def test_cleaning_on_into_a_period_then_leaving_opens_it_saying_where(tmp_path: Path) -> None:
    # A kills C in 205 at 20:52, cleans up until 21:01 and sets off home at 21:02: "21:00–21:59."
    # began "21:02 set off" and never said where A was from 21:00 (a held-out rules lawyer's
    # night: the killer on the lawn until 21:05, then home)
    orders = [{"at": "20:50", "go": "205", "kill": "C"}, {"at": "21:00", "go": "home"}]
    a = night(tmp_path, {"A": {"orders": orders}}).reports["A"]
    zh, en = periods(a, "zh"), periods(a, "en")
    assert zh[0].endswith("8:52到达205房间，杀死了C，清理现场到9:01。")
    assert zh[1].startswith("9:00－9:01待在205房间里，205房间里躺着C的尸体。9:02出发回自己房间")
    assert en[1].startswith(
        "21:00–21:01 stayed in room 205; C's body lay there. 21:02 set off back to your room"
    )


# -- point 8: no file given to a player names someone they did not see -------------------------
def test_coming_into_the_garden_is_dated_as_the_walkers_own_arrival(tmp_path: Path) -> None:
    # A walks from 201 to the garden at 20:10: on the west stairs at 20:11, at their foot (the
    # garden zone) at 20:12, in the garden at 20:13, and A's own report says "8:13到达". D, in
    # the garden, and E, at 202's window, were told "8:12 A从西楼梯下经过，来到花园": A came into
    # the garden a minute before A arrived there. They say what they saw at 20:12 and date the
    # arrival as A's own report does
    orders = {
        "A": {"orders": [{"at": "20:10", "go": "garden"}]},
        "D": {"orders": [{"at": "20:00", "go": "garden"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    result = night(tmp_path, orders)
    assert [(x.minute, x.text_zh) for x in result.reports["A"].lines if x.minute == 13] == [(13, "8:13到达")]
    line = (
        "8:12 A从西楼梯下经过，8:13来到花园",
        "20:12 A passed the foot of the west stairs and at 20:13 came into the garden",
    )
    for who in ("D", "E"):
        assert [(x.text_zh, x.text_en) for x in result.reports[who].lines if x.minute == 12] == [
            line if who == "D" else ("8:12看见A从西楼梯下经过，8:13来到花园", line[1])
        ]
    assert claim_problems(result) == []


def test_a_killer_sets_off_to_kill_not_to_chat(tmp_path: Path) -> None:
    # A's order at 20:50 is "go to 205 and kill C"; A's report said "8:50出发去205房间聊天" /
    # "set off for room 205" (to chat: the seed's order kind 去别人房间聊天), though the order
    # was the seed's other kind, 杀人 (五.3). B sets off on a kill order too (kill C in 204 if
    # alone, else the lawn): the kill order's walk says so, the `else` walk does not, nor a kill
    # order after the tenant's one kill. D walks to
    # 202 with a standing kill armed: a plain walk, still a chat
    orders = {
        "A": {
            "orders": [{"at": "20:50", "go": "205", "kill": "C"}, {"at": "21:10", "go": "203", "kill": "B"}]
        },
        "B": {
            "orders": [
                {"at": "20:10", "go": "garden"},
                {"at": "20:30", "go": "204", "kill": "C", "if": "alone", "else": {"go": "lawn"}},
            ]
        },
        "D": {"orders": [{"at": "20:20", "go": "202"}], "standing": [{"kill": "A", "from": "22:00"}]},
    }
    result = night(tmp_path, orders)

    def said(who: str, minute: int) -> list[tuple[str, str]]:
        return [(x.text_zh, x.text_en) for x in result.reports[who].lines if x.minute == minute]

    assert said("A", 50) == [("8:50出发去205房间杀人", "20:50 set off for room 205 to kill")]
    assert said("A", 52)[0][0].startswith("8:52到达205房间，杀死了C")
    # A's kill is used: the 21:10 kill order is void (ADJUDICATION 5.6), a walk like any other
    assert said("A", 70) == [("9:10出发去203房间聊天", "21:10 set off for room 203")]
    assert said("B", 30) == [("8:30出发去娱乐室杀人", "20:30 set off for the common room to kill")]
    assert ("随即出发去草坪", "and set off at once for the lawn") in said("B", 33)
    assert said("D", 20) == [("8:20出发去202房间聊天", "20:20 set off for room 202")]
    assert claim_problems(result) == []
    for name in result.reports:
        assert unseen_in_file(result, name) == set(), name


def test_a_killer_sent_home_to_kill_the_roommate_says_so(tmp_path: Path) -> None:
    # G goes to the garden, then home to 207 on a kill order (F, should F be there): "回自己房间"
    # is said as before, with what G set off to do
    tenants_orders = {
        "G": {"orders": [{"at": "20:00", "go": "garden"}, {"at": "20:20", "go": "home", "kill": "F"}]},
    }
    result = night(tmp_path, tenants_orders)
    lines = [(x.text_zh, x.text_en) for x in result.reports["G"].lines if x.minute == 20]
    assert lines == [("8:20出发回自己房间杀人", "20:20 set off back to your room to kill")]


def test_a_knock_heard_names_no_one_in_the_players_json(tmp_path: Path) -> None:
    # A knocks at 203 (B and H inside, the door shut): B and H hear "someone knocked"; B.json
    # named A in that line's provenance row (A's step at the door, 'knock at 203 refused')
    result = night(tmp_path, {"B": {"door": "closed"}, "A": {"orders": [{"at": "20:00", "go": "203"}]}})
    for insider in ("B", "H"):
        assert unseen_in_file(result, insider) == set()
        text = result.files()[f"reports/{insider}.json"]
        assert '"person": "A"' not in text and "knock at 203 refused" not in text
        (line,) = [x for x in json.loads(text)["lines"] if x["minute"] == "20:01"]
        assert line["text_en"] == "20:01 someone knocked at the door; no one opened"
        assert [r["person"] for r in line["sources"]["timeline"]] == [insider]


# a killer killed as they kill (tests/reportkit.KILLER_KILLED_AS_THEY_KILL): G is told of A's murder
def test_a_killer_killed_as_they_kill_is_seen_killing(tmp_path: Path) -> None:
    result = night(tmp_path, KILLER_KILLED_AS_THEY_KILL)
    assert sorted((c.killer, c.victim, result.witnesses(c)) for c in result.case_records) == [
        ("G", "H", ()),
        ("H", "A", ("G",)),
    ]
    lines = [x for x in result.reports["G"].lines if x.minute == 134]
    assert [x.text_en for x in lines] == [
        # after "22:13 H passed the door of room 203 ...": who killed is said (a kill told
        # after someone else's clause, docs/REPORTS.md)
        "you reached the door of room 201 at 22:14 and killed H there, then cleaned up until 22:23",
        "22:14 H killed A outside room 201",
    ]
    assert [x.text_zh for x in lines] == [
        "10:14到达201房间门前，杀死了H，清理现场到10:23",
        "10:14 H在201房间门前杀死了A",
    ]
    # the walk to 203 goes on after the cleaning, one step: its arrival is a sentence of its
    # own saying where, never "22:14 H killed A outside room 201, arrived 22:24" (H arriving?)
    g_en, g_zh = periods(result.reports["G"], "en")[2], periods(result.reports["G"], "zh")[2]
    assert "outside room 201. Reached room 203 at 22:24; B was there." in g_en
    assert "10:14 H在201房间门前杀死了A。10:24到达203房间，203房间里有B。" in g_zh
    assert claim_problems(result) == []


# -- point 10: a mutual kill seen in its first minute is told as a killing ----------------------
def test_a_mutual_kill_seen_is_told_as_a_killing_not_two_bodies(tmp_path: Path) -> None:
    # A and B go down to the garden, each with a standing kill of the other; they meet at
    # 20:03, A in the garden and B at the foot of the west stairs (the garden zone: issue 21,
    # point 2), and both fall, each where they stand, while E looks out of 202's window:
    # cases.csv lists E as a witness of both, E was told only of two bodies
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "garden"}], "standing": [{"kill": "B"}]},
        "B": {"orders": [{"at": "20:00", "go": "garden"}], "standing": [{"kill": "A"}]},
        "E": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    result = night(tmp_path, orders)
    assert sorted((case.victim, result.witnesses(case)) for case in result.case_records) == [
        ("A", ("E",)),
        ("B", ("E",)),
    ]
    (line,) = [x for x in result.reports["E"].lines if x.minute == 3]
    assert line.text_zh == "8:03看见A和B互相杀死了对方，A倒在花园里，B倒在西楼梯下"
    assert (
        line.text_en
        == "20:03 A and B killed each other; A fell in the garden, B at the foot of the west stairs"
    )
    assert {r.subject for r in line.sightings} == {"A", "B"}
    assert "尸体" not in line.text_zh and "bod" not in line.text_en


def test_a_mutual_kill_seen_on_one_side_is_told_as_the_killing_and_the_fall_seen(tmp_path: Path) -> None:
    # D and E kill each other at 20:12 across 203's and 205's doors (MUTUAL_KILL_SEEN_ON_ONE_SIDE):
    # C, at 205's peephole, sees E fall as E kills D, D out of sight; B, at 203's, the other way
    # round; P1, at 201's door, sees both. Each of the three saw a killer and a victim in the
    # first minute of both murders: a witness of both (cases.csv). C and B were told only
    # "E was killed outside your door; you did not see by whom", never that E killed D
    result = night(tmp_path, MUTUAL_KILL_SEEN_ON_ONE_SIDE)
    assert sorted((c.killer, c.victim, result.witnesses(c)) for c in result.case_records) == [
        ("D", "E", ("B", "C", "P1")),
        ("E", "D", ("B", "C", "P1")),
    ]
    assert "D" not in result.reports and "E" not in result.reports  # the dead get none (五.9)

    def told(name: str, lang: str) -> list[str]:
        lines = [x for x in result.reports[name].lines if x.minute == 12]
        return [x.text_zh if lang == "zh" else x.text_en for x in lines]

    # what C saw is what a killer killed as they kill by someone out of sight looks like:
    # told in the same words, where E stood; where D fell is not said (C did not see it)
    assert told("C", "en") == [
        "20:12 E killed D outside your door",
        "20:12 E was killed outside your door; you did not see by whom",
    ]
    assert told("C", "zh") == ["8:12看见E在你门前杀死了D", "8:12看见E在你门前被人杀死，没有看见凶手"]
    assert told("B", "en") == [
        "20:12 D killed E outside your door",
        "20:12 D was killed outside your door; you did not see by whom",
    ]
    assert told("B", "zh") == ["8:12看见D在你门前杀死了E", "8:12看见D在你门前被人杀死，没有看见凶手"]
    both = "20:12 D and E killed each other; D fell outside room 203, E outside room 205"
    assert told("P1", "en")[-1] == both
    assert told("P1", "zh")[-1] == "8:12看见D和E互相杀死了对方，D倒在203房间门前，E倒在205房间门前"
    # nobody else is told of either killing: H, in 203 with B, and A, in 201, saw nothing of it
    assert witness_problems(result) == []
    assert claim_problems(result) == []


# -- point 14: English sentences that misplace or misattribute ---------------------------------
def test_a_peek_says_the_roommate_is_in_the_room_not_there(tmp_path: Path) -> None:
    # E watches the corridor through 202's peephole while F looks out of its window: the
    # English said "F was there, looking out of the window", "there" reading as the corridor
    orders = {
        "E": {"orders": [{"at": "20:00", "peek": "peephole"}]},
        "F": {"orders": [{"at": "20:00", "peek": "window"}]},
    }
    e = night(tmp_path, orders).reports["E"]
    first = e.lines[0]
    assert first.text_zh == "8:00－8:59从门孔向外窥视，房间里有F，正在向窗口张望"
    assert first.text_en == (
        "20:00–20:59 watched the corridor through the peephole; F was in the room, looking out of the window"
    )


def test_setting_off_at_once_after_a_scene_says_who_set_off(tmp_path: Path) -> None:
    # C goes to 203 to find A, who is not there; B and H are, H looking out of the window, and
    # C sets off at once back home: "...; H was looking out of the window, and set off at once
    # back to your room" read as H setting off
    orders = {
        "H": {"orders": [{"at": "20:00", "peek": "window"}]},
        "C": {"orders": [{"at": "20:10", "go": "203", "if": {"present": "A"}, "else": {"go": "home"}}]},
    }
    c = night(tmp_path, orders).reports["C"]
    text = c.text("en")
    assert (
        "reached room 203 at 20:11; B and H were there; H was looking out of the window,"
        " and you set off at once back to your room" in text
    ), text
    assert "8:11到达203房间，203房间里有B和H，H正在向窗口张望，随即出发回自己房间" in c.text("zh")


# -- point 13: "heading toward" says only what the observer can see ----------------------------
def test_a_walker_out_of_view_is_told_by_the_way_they_went_not_the_next_door(tmp_path: Path) -> None:
    # A walks home from the common room to 201 (door-207, door-205, door-203, door-201); C and
    # D watch their doors through the peephole: D was told "A passed your door, heading toward
    # room 205" and C "heading toward room 203", the next door on A's route, as if A were going
    # there; they see only the way A went
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "204"}, {"at": "20:30", "go": "home"}]},
        "C": {"orders": [{"at": "20:00", "peek": "peephole"}]},
        "D": {"orders": [{"at": "20:00", "peek": "peephole"}]},
    }
    reports = night(tmp_path, orders).reports
    for who, minute in (("D", 31), ("C", 32)):
        (line,) = [x for x in reports[who].lines if x.minute == minute]
        assert line.text_zh == f"8:{minute}看见A从你门前经过，沿走廊往西去了"
        assert line.text_en == f"20:{minute} A passed your door and went off west along the corridor"
    for report in reports.values():
        assert "heading toward room" not in report.text("en"), report.text("en")
        assert "房间方向去了" not in report.text("zh")


# -- point 12: "walked along with you" only when they did ---------------------------------------
def test_two_reaching_the_lawn_from_both_sides_did_not_walk_along(tmp_path: Path) -> None:
    # A (201, by the garden and the west path) and G (207, by the east stairs and the east path)
    # step onto the lawn in the same minute from its two sides: each was told the other "walked
    # along with you" (on one spot then, and the minute after, standing on the lawn)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "lawn", "via": ["garden", "west-path"]}]},
        "G": {"orders": [{"at": "20:00", "go": "lawn", "via": ["east-stairs"]}]},
    }
    result = night(tmp_path, orders)
    before = {s.person: s.spot for s in result.run.steps if s.minute == 4 and s.person in "AG"}
    assert before == {"A": "west-path", "G": "east-path"}
    assert {s.person for s in result.run.steps if s.minute == 5 and s.spot == "lawn"} == {"A", "G"}
    for who in ("A", "G"):
        report = result.reports[who]
        assert "along with you" not in report.text("en") and "一起走" not in report.text("zh")


def test_a_companion_who_goes_in_somewhere_is_told_going_in(tmp_path: Path) -> None:
    # D and G leave 207 together at 20:30 for 201 and 203: they walk together to 203's door,
    # where G goes in and D walks on. D read "8:30 G和你一起走" and never where G went.
    orders = {
        "D": {"orders": [{"at": "20:30", "go": "201"}]},
        "G": {"orders": [{"at": "20:30", "go": "203"}]},
        "B": {"door": "open"},
    }
    reports = night(tmp_path, orders).reports
    d, g = reports["D"], reports["G"]
    assert [(x.text_zh, x.text_en) for x in d.lines if 30 <= x.minute <= 32] == [
        ("8:30出发去201房间聊天", "20:30 set off for room 201"),
        ("8:30 G和你一起走", "20:30 G walked along with you"),
        ("8:32看见G走进203房间", "20:32 G went into room 203"),
    ]
    # and G, who went in, is told the way D went on
    assert "8:30 D和你一起走，沿走廊往西去了" in g.text("zh")
    assert "20:30 D walked along with you and went off west along the corridor" in g.text("en")


# -- point 11: door lines never contradict ------------------------------------------------------
def test_a_door_that_opens_for_one_visitor_is_never_no_one_opened(tmp_path: Path) -> None:
    # B and H open 203 for A only; C knocks at the same door in the same minute (20:01): C was
    # told "no one opened", B and H "someone knocked; no one opened" and "A came in" at once,
    # and A, stepping in, "C knocked at the door; no one opened". Whoever opens a door sees
    # everyone at it (ADJUDICATION 7): B and H see C turned away and are told who (they were
    # told "someone else knocked", without the name, before the sight rule)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "203"}]},
        "C": {"orders": [{"at": "20:00", "go": "203"}]},
        "B": {"door": ["A"]},
        "H": {"door": ["A"]},
    }
    result = night(tmp_path, orders)
    said = {
        who: [(x.text_zh, x.text_en) for x in r.lines if x.minute == 1] for who, r in result.reports.items()
    }
    assert (
        "8:01敲203房间的门，门开了，却没有让你进去，转身回自己房间",
        "20:01 knocked at the door of room 203; it opened, but not for you, so turned back to your room",
    ) in said["C"]
    for insider in ("B", "H"):
        assert said[insider] == [
            ("8:01 A进入你的房间", "20:01 A came in"),
            ("8:01 C来敲门，没有被让进来", "20:01 C knocked at the door and was not let in"),
        ]
    assert ("8:01在203房间门前遇见C，C随即离开", "20:01 met C outside room 203; C left at once") in said["A"]
    for lines in said.values():
        for zh, en in lines:
            assert "没有人开门" not in zh and "no one opened" not in en


def test_reaching_ones_own_door_as_someone_knocks_is_a_meeting_not_a_refusal(tmp_path: Path) -> None:
    # C comes home from the common room at 22:52 as A knocks at 205 (nobody inside to open):
    # C read "10:52看见A来敲门，没有人开门", refusing a knock after 22:00 (seed 五.12), and
    # neither was told they met at the door
    orders = {
        "A": {"orders": [{"at": "22:50", "go": "205"}]},
        "C": {"orders": [{"at": "22:30", "go": "204"}, {"at": "22:50", "go": "home"}]},
    }
    result = night(tmp_path, orders)
    c = [(x.text_zh, x.text_en) for x in result.reports["C"].lines if x.minute == 172]
    assert ("10:52在你门前遇见A，A随即离开", "22:52 met A outside your door; A left at once") in c
    a = [(x.text_zh, x.text_en) for x in result.reports["A"].lines if x.minute == 172]
    assert a == [
        (
            "10:52敲205房间的门，门开了，却没有让你进去，转身回自己房间",
            "22:52 knocked at the door of room 205; it opened, but not for you, so turned back to your room",
        ),
        ("10:52在205房间门前遇见C，C走进205房间", "22:52 met C outside room 205; C went into room 205"),
    ]
    for who in ("A", "C"):
        text = result.reports[who].text("zh") + result.reports[who].text("en")
        assert "没有人开门" not in text and "no one opened" not in text
