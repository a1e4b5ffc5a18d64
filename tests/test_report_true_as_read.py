"""Report lines true as read (issue 21, every line true; a held-out rules-lawyer set): the
way a walker went told from where the line puts them, a killing seen with its killer out of
sight told as a killing, a scene on a long stay dated. A small night built for each.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import blackhorse as bh
from tests.gamekit import play
from tests.reportkit import claim_problems, witness_problems

# five tenants, one to a room (the held-out night's cast, renamed to the cast the claims read)
FIVE: dict[str, dict[str, Any]] = {
    "A": {"room": "201", "targets": ["B", "C"]},
    "B": {"room": "203", "targets": ["A", "C"]},
    "C": {"room": "205", "targets": ["B", "A"]},
    "D": {"room": "207", "targets": ["A", "B"]},
    "E": {"room": "209", "targets": ["A", "B"]},
}


def night(
    tmp_path: Path, orders: dict[str, dict[str, Any]], tenants: dict[str, Any] | None = None
) -> bh.NightResult:
    return play(tmp_path / "game", orders, tenants=tenants or FIVE)


def line_at(result: bh.NightResult, name: str, minute: str) -> tuple[str, str]:
    """The (Chinese, English) text of ``name``'s line whose English starts at ``minute``."""
    found = [(x.text_zh, x.text_en) for x in result.reports[name].lines if x.text_en.startswith(minute)]
    assert len(found) == 1, [x.text_en for x in result.reports[name].lines]
    return found[0]


def test_a_walker_who_turned_in_view_is_told_where_they_turned(tmp_path: Path) -> None:
    # C kills B on arriving at 203 (20:21): on that threshold she sees the corridor, A coming out
    # of 201 at 20:20 and reaching the west stairs at 20:21 (his `via`), from where he turns east
    # to 202 and 204. "A came out of room 201 and went off east" read as east from 201: he went
    # west, and turned east only at the stair head
    orders = {
        "C": {"orders": [{"at": "20:20", "go": "203", "kill": "B", "if": "alone"}]},
        "A": {"orders": [{"at": "20:20", "go": "204", "via": ["west-stairs"]}]},
    }
    result = night(tmp_path, orders)
    zh, en = line_at(result, "C", "20:20 A")
    assert (
        en
        == "20:20 A came out of room 201 and went to the west stairs, then went off east along the corridor"
    )
    assert zh == "8:20看见A从201房间出来，走到西楼梯，又沿走廊往东去了"
    assert claim_problems(result) == []


def test_a_killing_seen_with_the_killer_out_of_sight_is_told_as_a_killing(tmp_path: Path) -> None:
    # B comes up the east stairs from the lawn as A goes down them: they cross (20:12-20:13), a
    # meeting, and A's standing kill fires where each stands, A at the foot (the garden zone), B
    # on the stairs. C, watching the corridor through 209's peephole, sees B fall at 20:13 and
    # is a witness in cases.csv, but was told only "B's body lay on the east stairs"
    tenants = {
        "A": {"room": "207", "targets": ["B", "C"]},
        "B": {"room": "203", "targets": ["A", "C"]},
        "C": {"room": "209", "targets": ["A", "B"]},
        "D": {"room": "205", "targets": ["A", "B"]},
        "E": {"room": "201", "targets": ["A", "B"]},
    }
    orders = {
        "B": {
            "orders": [{"at": "20:00", "go": "lawn"}, {"at": "20:10", "go": "home", "via": ["east-stairs"]}]
        },
        "A": {
            "orders": [{"at": "20:10", "go": "lawn", "via": ["east-stairs"]}],
            "standing": [{"kill": "B", "from": "20:00", "until": "23:00"}],
        },
        "C": {"orders": [{"at": "20:00", "peek": "peephole"}]},
    }
    result = night(tmp_path, orders, tenants)
    (case,) = result.case_records
    assert (case.killer, case.victim, case.spot, case.minute) == ("A", "B", "east-stairs", 13)
    assert "C" in result.witnesses(case)
    zh, en = line_at(result, "C", "20:13")
    assert zh == "8:13看见B在东楼梯上被人杀死，没有看见凶手"
    assert en == "20:13 B was killed on the east stairs; you did not see by whom"
    assert "A" not in zh + en  # the killer stood at the foot of the stairs, out of C's sight
    assert witness_problems(result) == []
    assert claim_problems(result) == []


def test_a_scene_on_a_long_stay_is_dated_when_it_does_not_hold(tmp_path: Path) -> None:
    # C kills B on the lawn at 20:16 and cleans up until 20:25, then leaves at 20:30; A looks
    # out of 201's window from 20:20. "20:20–20:59 looked out of the window; C was standing over
    # B's body on the lawn" read as holding the whole stay: the scene is dated
    orders = {
        "B": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "C": {"orders": [{"at": "20:10", "go": "lawn", "kill": "B"}, {"at": "20:30", "go": "home"}]},
        "A": {"orders": [{"at": "20:20", "peek": "window"}]},
    }
    result = night(tmp_path, orders)
    zh, en = line_at(result, "A", "20:20–20:59")
    assert en == "20:20–20:59 looked out of the window; at 20:20 C was standing over B's body on the lawn"
    assert zh == "8:20－8:59从窗户向外窥视，8:20看见C站在B的尸体旁"
    assert line_at(result, "A", "20:30")[1] == "20:30 C left the lawn, heading toward the west path"
    # a scene that holds the whole stay stays undated: the body alone from 21:00
    assert (
        line_at(result, "A", "21:00")[1] == "21:00–21:59 looked out of the window; B's body lay on the lawn"
    )
    assert claim_problems(result) == []
