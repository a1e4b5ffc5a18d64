"""A knock is heard (ADJUDICATION 5, issue 9 point 7): insiders and onlookers are told.

Cast (tests/gamekit.py): A alone in 201, B+H in 203, C alone in 205, D+G in 207, E+F in
202, 209 empty.
"""

from __future__ import annotations

from pathlib import Path

import blackhorse as bh
from tests.gamekit import play


def lines(result: bh.NightResult, who: str, minute: int) -> list[tuple[str, str]]:
    return [(x.text_zh, x.text_en) for x in result.reports[who].lines if x.minute == minute]


def test_everyone_inside_hears_a_refused_knock_but_not_who(tmp_path: Path) -> None:
    orders = {"B": {"door": "closed"}, "A": {"orders": [{"at": "20:00", "go": "203"}]}}
    result = play(tmp_path, orders)  # A knocks at 203 at 20:01; B and H are inside
    for insider in ("B", "H"):
        assert lines(result, insider, 1) == [
            ("8:01有人敲门，没有人开门", "20:01 someone knocked at the door; no one opened")
        ]
        (line,) = [x for x in result.reports[insider].lines if x.minute == 1]
        # provenance: the insider's own step at that minute; never A's step at the door,
        # which would name A, not seen (issue 21 point 8)
        rows = [(s.person, s.spot, s.detail) for s in line.timeline]
        assert rows == [(insider, "203", "")]
        assert not line.sightings


def test_an_insider_at_the_peephole_sees_who_knocked(tmp_path: Path) -> None:
    orders = {
        "C": {"door": "closed", "orders": [{"at": "20:00", "go": "home", "peek": "peephole"}]},
        "A": {"orders": [{"at": "20:00", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    assert lines(result, "C", 2) == [
        ("8:02看见A来敲门，没有人开门", "20:02 A knocked at the door; no one opened")
    ]


def test_whoever_sees_the_refused_visitor_sees_the_knock(tmp_path: Path) -> None:
    orders = {
        "C": {"door": "closed"},
        "A": {"orders": [{"at": "20:00", "go": "205"}]},
        "H": {"orders": [{"at": "20:00", "go": "209"}]},  # in the corridor, door-205 at 20:02
    }
    result = play(tmp_path, orders)
    assert (
        "8:02看见A敲205房间的门，没有人开门",
        "20:02 A knocked at the door of room 205; no one opened",
    ) in lines(result, "H", 2)
    # and a walk that ends going in somewhere after the knock is still told
    assert ("8:04看见A走进201房间", "20:04 A went into room 201") in lines(result, "H", 4)


def test_a_knock_let_in_is_told_as_coming_in(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "205"}]}})
    assert lines(result, "C", 2) == [("8:02 A进入你的房间", "20:02 A came in")]
