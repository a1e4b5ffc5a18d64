"""ADJUDICATION 4 (walking) and 5 (doors), with the settled edge cases of 9."""

from __future__ import annotations

from pathlib import Path

from blackhorse import NightResult
from tests.gamekit import TENANTS, at, notes, play, track


def test_walk_departure_route_arrival_then_inside(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:30", "go": "204"}]}})
    # 201 -> 204 takes 4 minutes (table); spots in between come from the route
    assert track(result, "A", "20:29", "20:35") == [
        ("201", "staying"),
        ("door-201", "leaving"),
        ("door-203", "walking"),
        ("door-202", "walking"),
        ("north-corridor", "walking"),
        ("door-204", "entering"),
        ("204", "staying"),
    ]
    assert at(result, "A", "20:30").place == "201"  # the threshold counts as the room
    assert at(result, "A", "20:34").place == "204"


def test_garden_and_lawn_have_no_threshold(tmp_path: Path) -> None:
    result = play(
        tmp_path, {"E": {"orders": [{"at": "20:00", "go": "garden"}, {"at": "20:10", "go": "lawn"}]}}
    )
    assert track(result, "E", "20:03", "20:04") == [("garden", "entering"), ("garden", "staying")]
    assert track(result, "E", "20:10", "20:12") == [
        ("garden", "leaving"),
        ("west-path", "walking"),
        ("lawn", "entering"),
    ]


def test_going_where_one_already_is_takes_no_walk(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:10", "go": "home", "peek": "window"}]}})
    assert at(result, "A", "20:10")[2:5] == ("201", "peeking", "window")


def test_named_route_is_followed(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "lawn", "via": ["east-stairs"]}]}})
    spots = [s for s, _ in track(result, "A", "20:00", "20:10")]
    assert "east-stairs" in spots and "west-stairs" not in spots
    assert spots.index("lawn") == 5 + 3  # 201 -> east stairs 5, east stairs -> lawn 3


def test_peeking_starts_inside_and_stops_at_the_next_order(tmp_path: Path) -> None:
    orders = {
        "A": {
            "orders": [
                {"at": "20:00", "go": "lawn"},
                {"at": "20:10", "go": "home", "peek": "peephole"},
                {"at": "20:30", "go": "204"},
            ]
        }
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:14")[2:4] == ("door-201", "entering")
    assert at(result, "A", "20:15")[2:5] == ("201", "peeking", "peephole")
    assert at(result, "A", "20:34")[2:4] == ("door-204", "entering")
    assert at(result, "A", "20:35")[3] == "staying"


def test_window_peeking_from_the_common_room(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "204", "peek": "window"}]}})
    assert at(result, "A", "20:05")[2:5] == ("204", "peeking", "window")


def test_peek_without_go_away_from_home_is_noted_not_run(tmp_path: Path) -> None:
    """A knock may be answered or refused, so a peek after it is checked when the night runs."""
    orders = {"A": {"orders": [{"at": "20:00", "go": "203"}, {"at": "20:10", "peek": "window"}]}}
    result = play(tmp_path, orders)
    assert at(result, "A", "20:15")[2:4] == ("203", "staying")
    (note,) = notes(result, "cannot-peek")
    assert note.minute == 10


def test_guest_room_opens_for_visitor_when_someone_inside(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "205"}]}})
    assert at(result, "A", "20:02")[2:4] == ("door-205", "entering")
    assert at(result, "A", "20:03").spot == "205"


def test_empty_room_stays_shut_and_visitor_walks_home(tmp_path: Path) -> None:
    result = play(tmp_path, {"A": {"orders": [{"at": "20:00", "go": "209"}]}})
    knock = at(result, "A", "20:04")
    assert (knock.spot, knock.activity, knock.place) == ("door-209", "walking", "door-209")
    assert knock.detail == "knock at 209 refused; to 201"
    # the knock minute is the first minute of the walk home: no minute standing in the corridor
    assert at(result, "A", "20:05").spot == "door-207"
    assert at(result, "A", "20:08")[2:4] == ("door-201", "entering")
    (note,) = notes(result, "refused-knock")
    assert "nobody alive inside" in note.text


def test_an_officer_without_a_bed_refused_walks_back_to_the_common_room(tmp_path: Path) -> None:
    # P1 has no room: turned away at an empty 209, the officer walks back to 204 (where officers
    # without a bed start), and the GM's note says so, not "walks home"
    result = play(tmp_path, {"P1": {"orders": [{"at": "20:00", "go": "209"}]}})
    assert at(result, "P1", "20:20").spot == "204"
    (note,) = notes(result, "refused-knock")
    assert "walks back to" in note.text and "walks home" not in note.text, note.text
    assert "walks back to the common room" in str(note.text) or "204" in str(note.text), note.text
    # a tenant turned away walks home, as before
    result = play(tmp_path / "tenant", {"A": {"orders": [{"at": "20:00", "go": "209"}]}})
    assert "walks home" in notes(result, "refused-knock")[0].text


def test_refused_visitor_follows_else(tmp_path: Path) -> None:
    orders = {"A": {"orders": [{"at": "20:00", "go": "209", "else": {"go": "lawn"}}]}}
    result = play(tmp_path, orders)
    assert at(result, "A", "20:04").detail == "knock at 209 refused; to lawn"
    assert at(result, "A", "20:08")[2:4] == ("lawn", "entering")  # 209's door to the lawn: 4 minutes


def test_closed_door_before_22_refuses(tmp_path: Path) -> None:
    orders = {"C": {"door": "closed"}, "A": {"orders": [{"at": "20:00", "go": "205"}]}}
    result = play(tmp_path, orders)
    assert at(result, "A", "20:02").activity == "walking"
    assert "C kept the door shut" in notes(result, "refused-knock")[0].text


def test_after_22_a_tenant_must_open(tmp_path: Path) -> None:
    orders = {"C": {"door": "closed"}, "A": {"orders": [{"at": "22:00", "go": "205"}]}}
    result = play(tmp_path, orders)
    assert at(result, "A", "22:02")[2:4] == ("door-205", "entering")
    assert not notes(result, "refused-knock")


def test_door_policy_list_admits_only_named(tmp_path: Path) -> None:
    orders = {
        "C": {"door": ["B"]},
        "A": {"orders": [{"at": "20:00", "go": "205"}]},
        "B": {"orders": [{"at": "20:10", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:02").activity == "walking"
    assert at(result, "B", "20:11").activity == "entering"


def test_any_insider_policy_admits(tmp_path: Path) -> None:
    orders = {
        "C": {"door": ["B"]},
        "B": {"door": "open", "orders": [{"at": "20:00", "go": "205"}]},  # inside 205 from 20:02
        "A": {"orders": [{"at": "20:10", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "A", "20:12").activity == "entering"


def test_an_explicit_door_choice_beats_a_default(tmp_path: Path) -> None:
    # B, inside 205, sent no `door:`: that default does not overrule C's explicit choice
    orders = {
        "C": {"door": ["B"]},
        "B": {"orders": [{"at": "20:00", "go": "205"}]},
        "A": {"orders": [{"at": "20:10", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "B", "20:01").activity == "entering"
    assert at(result, "A", "20:12")[2:5] == ("door-205", "walking", "knock at 205 refused; to 201")
    (note,) = notes(result, "refused-knock")
    assert "C kept the door shut" in note.text
    # nobody inside stated a policy: the door opens (the default)
    result = play(tmp_path / "default", {"A": {"orders": [{"at": "20:00", "go": "205"}]}})
    assert at(result, "A", "20:02").activity == "entering"


def test_after_22_police_inside_may_keep_the_door_shut(tmp_path: Path) -> None:
    orders = {"P1": {"door": "closed"}, "A": {"orders": [{"at": "22:00", "go": "209"}]}}
    result = play(tmp_path, orders, police_rooms={"P1": "209"})
    assert at(result, "A", "22:04").detail == "knock at 209 refused; to 201"
    assert "a police officer need not open after 22:00" in notes(result, "refused-knock")[0].text
    # with a tenant inside too (H shares 209 with P1), the tenant must open from 22:00
    tenants = {**TENANTS, "H": {"room": "209", "targets": ["G", "A"]}}
    result = play(tmp_path / "tenant", orders, tenants=tenants, police_rooms={"P1": "209"})
    assert at(result, "A", "22:04")[2:4] == ("door-209", "entering")


def test_roommates_enter_freely_even_into_an_empty_room(tmp_path: Path) -> None:
    orders = {
        "E": {"orders": [{"at": "20:00", "go": "garden"}, {"at": "20:20", "go": "home"}]},
        "F": {"orders": [{"at": "20:00", "go": "lawn"}]},
    }
    result = play(tmp_path, orders)  # 202 is empty when E comes back, yet E gets in
    assert at(result, "E", "20:23")[2:4] == ("door-202", "entering")
    assert not notes(result, "refused-knock")


def test_room_holding_only_a_body_stays_shut(tmp_path: Path) -> None:
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "205", "kill": "C"}, {"at": "20:20", "go": "home"}]},
        "B": {"orders": [{"at": "20:30", "go": "205"}]},
    }
    result = play(tmp_path, orders)
    assert [(c.victim, c.killer) for c in result.case_records] == [("C", "A")]
    assert at(result, "B", "20:31").activity == "walking"
    assert "nobody alive inside" in notes(result, "refused-knock")[0].text


def test_common_room_garden_and_lawn_are_always_open(tmp_path: Path) -> None:
    orders = {"A": {"orders": [{"at": "20:00", "go": "204"}, {"at": "20:10", "go": "garden"}]}}
    result = play(tmp_path, orders)
    assert at(result, "A", "20:05").spot == "204"
    assert not notes(result, "refused-knock")


def test_a_cleaning_killer_opens_the_door(tmp_path: Path) -> None:
    orders = {
        "C": {"orders": [{"at": "20:00", "go": "201", "kill": "A"}]},
        "B": {"orders": [{"at": "20:00", "go": "lawn"}, {"at": "20:10", "go": "201"}]},
    }
    result = play(tmp_path, orders)
    assert at(result, "C", "20:02").activity == "killing"
    # B (lawn 20:05, leaves 20:10, 201 is 4 minutes away) knocks at 20:14 while C cleans inside
    assert at(result, "B", "20:14")[2:4] == ("door-201", "entering")
    assert at(result, "B", "20:15").spot == "201"


def test_the_22_rule_binds_from_22_00_exactly_not_a_minute_before(tmp_path: Path) -> None:
    # seed 五.12 (晚上10点以后...必须开门), ADJUDICATION 5.1: a knock at 21:59 may be refused, one
    # at 22:00 may not. D kills E on the lawn at 21:45 and cleans until 21:54, so D's 21:50 order
    # starts late at 21:55 and reaches a door off the ten: 201 at 21:59 (4 min), 203 at 22:00 (5).
    def night(folder: Path, room: str) -> NightResult:
        orders = {
            "E": {"orders": [{"at": "21:30", "go": "lawn"}]},
            "D": {"orders": [{"at": "21:40", "go": "lawn", "kill": "E"}, {"at": "21:50", "go": room}]},
            "A": {"door": "closed"},
            "B": {"door": "closed"},
            "H": {"door": "closed"},
        }
        return play(folder, orders)

    before = night(tmp_path / "2159", "201")
    assert at(before, "D", "21:45").activity == "killing"
    assert at(before, "D", "21:59").detail == "knock at 201 refused; to 207"
    assert "before 22:00" in notes(before, "refused-knock")[0].text
    on_time = night(tmp_path / "2200", "203")
    assert at(on_time, "D", "22:00")[2:4] == ("door-203", "entering")
    assert not notes(on_time, "refused-knock")
