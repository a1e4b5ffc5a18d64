"""Order files: every mistake is reported with file, line, field, the value and what is allowed."""

from __future__ import annotations

import pickle
import shutil
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

import pytest

import blackhorse as bh
from blackhorse.core.errors import InputError, Problem
from blackhorse.orders.cast import Cast
from tests.inputkit import GAME, one, problems, where, write


def a_file(body: str) -> dict[str, str]:
    """A.yaml holding ``who: A`` on line 1 and ``body`` from line 2."""
    return {"A.yaml": "who: A\n" + body}


# -- times -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("written", "shown"),
    [
        ('"20:05"', "20:05"),
        ("20:05", "20:05"),  # unquoted: YAML 1.1 reads 1205; the message shows what was typed
        ('"23:00"', "23:00"),
        ('"19:50"', "19:50"),
        ("banana", "banana"),
        ('"8:05"', "8:05"),
        ("2030", "2030"),
    ],
)
def test_off_slot_time(tmp_path: Path, written: str, shown: str) -> None:
    p = one(tmp_path, a_file(f"orders:\n  - at: {written}\n    go: lawn\n"))
    assert where(p) == ("A.yaml", 3, "orders.0.at")
    assert p.value == shown
    assert "multiple of 10 minutes from 20:00 to 22:50" in p.allowed


@pytest.mark.parametrize("written", ['"20:30"', "20:30", '"8:30"', "8:30", '"8：30"', '"20.30"'])
def test_time_forms_that_mean_2030(tmp_path: Path, written: str) -> None:
    write(tmp_path, a_file(f"orders:\n  - at: {written}\n    go: lawn\n"))
    (sheet,) = bh.check_night(tmp_path, 1).sheets
    assert [o.at for o in sheet.orders] == [30]


def test_two_orders_in_one_slot_names_the_first(tmp_path: Path) -> None:
    body = 'orders:\n  - at: "20:30"\n    go: lawn\n  - at: 8:30\n    go: garden\n'
    p = one(tmp_path, a_file(body))
    assert where(p) == ("A.yaml", 5, "orders.1.at")
    assert "one order per 10-minute slot" in p.allowed and "line 3" in p.allowed


def test_order_without_at(tmp_path: Path) -> None:
    p = one(tmp_path, a_file("orders:\n  - go: lawn\n"))
    assert where(p) == ("A.yaml", 3, "orders.0")
    assert "every order has `at`" in p.allowed


# -- places ----------------------------------------------------------------------------------
def test_unknown_place(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: cellar\n'))
    assert where(p) == ("A.yaml", 4, "orders.0.go") and p.value == "cellar"
    assert "home, 201, 202, 203, 204, 205, 207, 209, garden, lawn" in p.allowed


@pytest.mark.parametrize("place", ["west-stairs", "西楼梯", "east stairs", "door-203", "north-corridor"])
def test_corridor_and_stairs_are_never_destinations(tmp_path: Path, place: str) -> None:
    p = one(tmp_path, a_file(f'orders:\n  - at: "20:00"\n    go: {place}\n'))
    assert where(p) == ("A.yaml", 4, "orders.0.go") and p.value == place
    assert "corridor or on the stairs" in p.allowed and "via" in p.allowed


def test_via_naming_a_room_or_an_unknown_spot(tmp_path: Path) -> None:
    body = 'orders:\n  - at: "20:00"\n    go: lawn\n    via: ["204", tunnel, east-stairs]\n'
    found = problems(tmp_path, a_file(body))
    assert [(where(p), p.value) for p in found] == [
        (("A.yaml", 5, "orders.0.via.0"), "204"),
        (("A.yaml", 5, "orders.0.via.1"), "tunnel"),
    ]
    assert all("spots to pass on the way (not rooms)" in p.allowed for p in found)
    assert "east-stairs" in found[0].allowed and "door-209" in found[0].allowed


def test_via_naming_a_spot_twice(tmp_path: Path) -> None:
    # gmwalk2 37: [door-201, door-201] passed check, the portal and night, and the echo read
    # "via door-201 via door-201"; named twice (an alias too) is refused where it is repeated
    body = 'orders:\n  - at: "20:30"\n    go: "204"\n    via: [door-201, door-201]\n'
    p = one(tmp_path, a_file(body))
    assert (where(p), p.value) == (("A.yaml", 5, "orders.0.via.1"), "door-201")
    assert "each spot once: door-201 is already on this route" in p.allowed
    body = 'orders:\n  - at: "20:30"\n    go: lawn\n    via: [东楼梯, East-Stairs]\n'
    p = one(tmp_path, a_file(body))
    assert (where(p), p.value) == (("A.yaml", 5, "orders.0.via.1"), "East-Stairs")


def test_via_without_go(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    via: east-stairs\n'))
    assert where(p) == ("A.yaml", 4, "orders.0.via") and "needs a `go`" in p.allowed


# -- people and kills --------------------------------------------------------------------------
def test_unknown_person_everywhere_a_name_goes(tmp_path: Path) -> None:
    body = 'door: [B, Zed]\norders:\n  - at: "20:00"\n    go: lawn\n    if: {present: Yan}\n'
    found = problems(tmp_path, a_file(body))
    assert [(where(p), p.value) for p in found] == [
        (("A.yaml", 2, "door.1"), "Zed"),
        (("A.yaml", 6, "orders.0.if.present"), "Yan"),
    ]
    assert all(p.allowed == "a person of this game: A, B, C, D, E, P1, P2" for p in found)


def test_kill_of_a_non_target(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: "207"\n    kill: D\n'))
    assert where(p) == ("A.yaml", 5, "orders.0.kill") and p.value == "D"
    assert p.allowed == "only one of A's two targets: B, C"


def test_kill_of_police(tmp_path: Path) -> None:
    p = one(tmp_path, a_file("standing:\n  - kill: P1\n"))
    assert where(p) == ("A.yaml", 3, "standing.0.kill") and p.value == "P1"
    assert "police cannot be killed" in p.allowed and "B, C" in p.allowed


def test_kill_by_police(tmp_path: Path) -> None:
    files = {"P1.yaml": 'who: P1\norders:\n  - at: "20:00"\n    go: lawn\n    kill: A\n'}
    p = one(tmp_path, files)
    assert where(p) == ("P1.yaml", 5, "orders.0.kill") and "police cannot kill" in p.allowed


def test_second_kill_in_a_game(tmp_path: Path) -> None:
    write(tmp_path, {})
    cast = bh.check_night(tmp_path, 1).cast
    people = dict(cast.people)
    people["A"] = replace(people["A"], may_kill=False)
    later = replace(cast, people=MappingProxyType(people))
    p = one(tmp_path, a_file("standing:\n  - kill: B\n    if: alone\n"), cast=later)
    assert where(p) == ("A.yaml", 3, "standing.0.kill")
    assert "A has already killed in this game" in p.allowed


def test_kill_of_a_target_no_longer_on_the_map(tmp_path: Path) -> None:
    write(tmp_path, {})
    cast = bh.check_night(tmp_path, 1).cast
    people = {n: p for n, p in cast.people.items() if n != "B"}
    later = Cast(MappingProxyType(people), cast.known, cast.police, MappingProxyType({"B": "dead (night 1)"}))
    p = one(tmp_path, a_file("standing:\n  - kill: B\n"), cast=later)
    assert p.allowed == "B is dead (night 1); A's targets still on the map: C"


def test_order_file_of_someone_no_longer_on_the_map(tmp_path: Path) -> None:
    write(tmp_path, {})
    cast = bh.check_night(tmp_path, 1).cast
    people = {n: p for n, p in cast.people.items() if n != "B"}
    later = Cast(MappingProxyType(people), cast.known, cast.police, MappingProxyType({"B": "jailed"}))
    p = one(tmp_path, {"B.yaml": "who: B\n"}, cast=later)
    assert where(p) == ("B.yaml", 1, "who") and p.allowed == "B is jailed; remove this file"


# -- peeking -----------------------------------------------------------------------------------
def test_peeking_from_someone_elses_room(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: "203"\n    peek: window\n'))
    assert where(p) == ("A.yaml", 5, "orders.0.peek")
    assert p.allowed == "peeking only from one's own room (201) or `window` from 204; not from 203"


@pytest.mark.parametrize(
    ("body", "line", "field"),
    [
        # a roomless officer starts in 204: a peephole there is refused with or without `go`
        ('orders:\n  - at: "20:00"\n    peek: peephole\n', 4, "orders.0.peek"),
        # back in 204 by a walk that cannot be refused, then peeking without `go`
        (
            'orders:\n  - at: "20:00"\n    go: lawn\n  - at: "20:20"\n    go: "204"\n'
            '  - at: "20:30"\n    peek: 门孔\n',
            8,
            "orders.2.peek",
        ),
    ],
)
def test_peephole_where_a_roomless_officer_surely_stands(
    tmp_path: Path, body: str, line: int, field: str
) -> None:
    p = one(tmp_path, {"P1.yaml": "who: P1\n" + body})
    assert where(p) == ("P1.yaml", line, field)
    assert p.allowed == "only `window` from 204; no peephole: P1 has no room of their own"


def test_peephole_from_the_common_room(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: 娱乐室\n    peek: 门孔\n'))
    assert where(p) == ("A.yaml", 5, "orders.0.peek") and p.value == "门孔"
    assert "only `window` from 204" in p.allowed


def test_police_without_a_room_is_home_in_204(tmp_path: Path) -> None:
    files = {"P1.yaml": 'who: P1\norders:\n  - at: "20:00"\n    go: home\n    peek: peephole\n'}
    p = one(tmp_path, files)
    assert where(p) == ("P1.yaml", 5, "orders.0.peek") and "P1 has no room of their own" in p.allowed


def test_unknown_peek_word(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    peek: keyhole\n'))
    assert where(p) == ("A.yaml", 4, "orders.0.peek") and p.allowed == "window (窗户) or peephole (门孔)"


# -- conditions, else, standing ------------------------------------------------------------------
def test_else_containing_at(tmp_path: Path) -> None:
    body = 'orders:\n  - at: "20:00"\n    go: "203"\n    else:\n      at: "20:10"\n      go: lawn\n'
    p = one(tmp_path, a_file(body))
    assert where(p) == ("A.yaml", 6, "orders.0.else.at")
    assert "`else` has no `at`" in p.allowed


def test_else_that_is_not_a_mapping(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: "203"\n    else: lawn\n'))
    assert where(p) == ("A.yaml", 5, "orders.0.else") and "{go: lawn}" in p.allowed


def test_bad_condition(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: lawn\n    kill: B\n    if: lonely\n'))
    assert where(p) == ("A.yaml", 6, "orders.0.if") and p.value == "lonely"
    assert p.allowed == "alone, always, {present: NAME} or {absent: NAME}"


@pytest.mark.parametrize(
    ("entry", "line", "field", "allowed"),
    [
        ('    from: "19:00"\n', 4, "standing.0.from", "a whole minute from 20:00 to 23:00"),
        ('    until: "23:10"\n', 4, "standing.0.until", "a whole minute from 20:00 to 23:00"),
        ('    from: "22:00"\n    until: "21:00"\n', 5, "standing.0.until", "a time after `from` (22:00)"),
        ('    from: "22:00"\n    until: "22:00"\n', 5, "standing.0.until", "a time after `from` (22:00)"),
        ("    go: lawn\n", 4, "standing.0.go", "fields of a standing order: kill, if, from, until"),
    ],
)
def test_standing_order_problems(tmp_path: Path, entry: str, line: int, field: str, allowed: str) -> None:
    p = one(tmp_path, a_file("standing:\n  - kill: B\n" + entry))
    assert where(p) == ("A.yaml", line, field)
    assert allowed in p.allowed


def test_standing_order_without_kill(tmp_path: Path) -> None:
    p = one(tmp_path, a_file("standing:\n  - if: alone\n"))
    assert where(p) == ("A.yaml", 3, "standing.0") and "kill: NAME" in p.allowed


def test_standing_window_is_half_open_and_defaults_to_the_whole_night(tmp_path: Path) -> None:
    write(tmp_path, a_file('standing:\n  - kill: B\n  - kill: C\n    from: "21:15"\n    until: 23:00\n'))
    (sheet,) = bh.check_night(tmp_path, 1).sheets
    assert [(s.target, s.condition.kind, s.start, s.end) for s in sheet.standing] == [
        ("B", "always", 0, 180),
        ("C", "always", 75, 180),
    ]


# -- doors -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("written", "shown"), [("ajar", "ajar"), ("", "(empty)"), ("Opne", "Opne"), ("B", "B")]
)
def test_bad_door_values(tmp_path: Path, written: str, shown: str) -> None:
    p = one(tmp_path, a_file(f"door: {written}\n"))
    assert where(p) == ("A.yaml", 2, "door") and p.value == shown
    assert p.allowed == "open (the default), closed, or a list of who may enter, e.g. [B, C]"


def test_door_list_and_words(tmp_path: Path) -> None:
    write(tmp_path, {"A.yaml": "who: A\ndoor: [B, P1]\n", "B.yaml": "door: ' closed '\n"})
    a, b = bh.check_night(tmp_path, 1).sheets
    assert a.door == frozenset({"B", "P1"}) and b.door == "closed"
    assert a.admits("B") and not a.admits("C") and not b.admits("A")


# -- malformed files ---------------------------------------------------------------------------
def test_yaml_syntax_error_names_its_line(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n   go: lawn\n'))
    assert where(p) == ("A.yaml", 4, "") and p.allowed.startswith("valid YAML")
    assert "indented to column 4, where neither the list item above nor a new item" in p.value


def test_tab_indentation_is_explained(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n\t- at: "20:00"\n'))
    assert where(p)[:2] == ("A.yaml", 3) and "tab" in p.value


def test_a_list_where_a_mapping_belongs(tmp_path: Path) -> None:
    found = problems(tmp_path, {"A.yaml": "- who: A\n", "B.yaml": "who: B\norders:\n  - [at, go]\n"})
    assert [where(p) for p in found] == [("A.yaml", 1, ""), ("B.yaml", 3, "orders.0")]
    assert "an order file is a mapping" in found[0].allowed
    assert "an order is a mapping" in found[1].allowed


def test_orders_written_as_a_mapping(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  at: "20:00"\n  go: lawn\n'))
    assert where(p) == ("A.yaml", 2, "orders") and "a list of orders" in p.allowed


def test_unknown_fields_suggest_the_right_one(tmp_path: Path) -> None:
    body = 'oders: []\norders:\n  - at: "20:00"\n    goto: lawn\n'
    found = problems(tmp_path, a_file(body))
    assert [(where(p), p.value) for p in found] == [
        (("A.yaml", 2, "oders"), "oders"),
        (("A.yaml", 5, "orders.0.goto"), "goto"),
    ]
    assert "who, door, orders, standing (did you mean `orders`?)" in found[0].allowed
    assert "at, go, via, peek, kill, if, else (did you mean `go`?)" in found[1].allowed


def test_a_field_written_twice(tmp_path: Path) -> None:
    p = one(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: lawn\n    go: garden\n'))
    assert where(p) == ("A.yaml", 5, "orders.0.go") and p.allowed == "each field once; `go` is also on line 4"


def test_who_not_matching_the_file_name(tmp_path: Path) -> None:
    p = one(tmp_path, {"A.yaml": "who: B\n"})
    assert where(p) == ("A.yaml", 1, "who") and p.value == "B"
    assert "the order file of B is named B.yaml (this one is A)" in p.allowed


def test_order_file_for_someone_not_in_the_game(tmp_path: Path) -> None:
    found = problems(tmp_path, {"Zed.yaml": "orders: []\n", "Q.yaml": "who: Q\n"})
    assert [(where(p), p.value) for p in found] == [(("Q.yaml", 1, "who"), "Q"), (("Zed.yaml", 1, ""), "Zed")]
    assert all(p.allowed.startswith("a person of this game: A, B") for p in found)


def test_empty_order_file(tmp_path: Path) -> None:
    p = one(tmp_path, {"C.yaml": "# C sent nothing yet\n"})
    assert where(p) == ("C.yaml", 1, "") and p.value == "(empty file)"
    assert p.allowed == "at least `who: C`; delete the file if C sent no orders"


def test_two_files_for_one_person(tmp_path: Path) -> None:
    p = one(tmp_path, {"A.yaml": "who: A\n", "A.yml": "who: A\n"})
    assert where(p) == ("A.yml", 0, "") and "keep A.yaml or A.yml, not both" in p.allowed


def test_file_that_is_not_text(tmp_path: Path) -> None:
    write(tmp_path, {})
    (tmp_path / "nights" / "1" / "A.yaml").write_bytes(b"who: A\norders: \xff\xfe\x00\n")
    with pytest.raises(bh.InputError) as err:
        bh.check_night(tmp_path, 1)
    (p,) = err.value.problems
    assert where(p) == ("A.yaml", 2, "") and "not UTF-8" in p.value


def test_missing_night_folder(tmp_path: Path) -> None:
    write(tmp_path, {})
    shutil.rmtree(tmp_path / "nights", ignore_errors=True)
    with pytest.raises(bh.InputError) as err:
        bh.check_night(tmp_path, 1)
    (p,) = err.value.problems
    assert p.file == str(tmp_path / "nights" / "1") and "create it empty" in p.allowed


def test_night_zero(tmp_path: Path) -> None:
    write(tmp_path, {})
    with pytest.raises(bh.ArgumentError, match="night: 0 -- a whole number from 1"):
        bh.check_night(tmp_path, 0)


# -- every problem at once ---------------------------------------------------------------------
def test_all_problems_of_all_files_at_once_sorted_by_file_and_line(tmp_path: Path) -> None:
    files = {
        "C.yaml": 'who: C\norders:\n  - at: "20:05"\n    go: cellar\n',
        "A.yaml": 'who: A\ndoor: ajar\norders:\n  - at: "21:00"\n    go: "203"\n    kill: D\n',
        "B.yaml": 'who: B\norders:\n  - at: "20:00\n',
        "P1.yaml": "who: P1\nstanding:\n  - kill: A\n",
    }
    found = problems(tmp_path, files)
    assert [where(p) for p in found] == [
        ("A.yaml", 2, "door"),
        ("A.yaml", 6, "orders.0.kill"),
        ("B.yaml", 3, ""),  # where the quote that is never closed opened
        ("C.yaml", 3, "orders.0.at"),
        ("C.yaml", 4, "orders.0.go"),
        ("P1.yaml", 3, "standing.0.kill"),
    ]
    message = str(bh.InputError(found))
    assert message.startswith("6 problems found; nothing was run or written:")
    assert message.index("A.yaml:2: door: ajar") < message.index("P1.yaml:3: standing.0.kill: A")


def test_order_files_are_reported_even_when_game_yaml_is_broken(tmp_path: Path) -> None:
    broken = GAME.replace('A: {room: "201"', 'A: {room: "210"')
    found = problems(tmp_path, {"B.yaml": "who: B\norders: [\n"}, game=broken)
    assert [where(p)[:2] for p in found] == [("game.yaml", 3), ("B.yaml", 2)]  # where `[` opened


# -- YAML pitfalls that must just work ---------------------------------------------------------
SEED_STYLE = """\
who: A
orders:
  - at: "8:00"
    peek: 窗户
  - at: 8:20
    peek: 门孔
  - at: "8：30"
    go: 娱乐室
  - at: 9:10
    go: 草坪
  - at: "9:40"
    go: 回家
    peek: 门孔
  - at: "10:00"
    go: 花园
"""


def test_seed_style_orders_run_as_meant(tmp_path: Path) -> None:
    write(tmp_path, {"A.yaml": SEED_STYLE})
    (sheet,) = bh.check_night(tmp_path, 1).sheets
    assert [o.describe() for o in sheet.orders] == [
        "20:00 peek window",
        "20:20 peek peephole",
        "20:30 go 204",
        "21:10 go lawn",
        "21:40 go 201, peek peephole",
        "22:00 go garden",
    ]
    night = bh.run_night(tmp_path, 1)
    a = night.positions.set_index(["person", "minute"]).loc["A"]
    assert a.loc[20, "activity"] == "peeking" and a.loc[20, "detail"] == "peephole"
    assert (a.loc[30, "activity"], a.loc[30, "detail"]) == ("leaving", "to 204")
    assert a.loc[34, "spot"] == "door-204" and a.loc[35, "spot"] == "204"


def test_unquoted_numbers_bom_yml_and_yaml_names(tmp_path: Path) -> None:
    game = """\
    tenants:
      No: {room: 201, targets: [Y, N]}
      Y: {room: 203, targets: [No, N]}
      N: {room: 203, targets: [No, Y]}
    police: [Off]
    police_rooms: {Off: 209}
    """
    write(
        tmp_path,
        {"No.YML": "who: No\ndoor: [N]\norders:\n  - at: 20:30\n    go: 203\n    kill: N\n"},
        game=game,
    )
    bom = "\ufeffwho: Off\norders:\n  - at: 2:50\n    go: garden\n"
    (tmp_path / "nights" / "1" / "Off.yaml").write_text(bom.replace("2:50", "22:50"), encoding="utf-8")
    (tmp_path / "nights" / "1" / "Y.yaml").write_text("who: Y\n", encoding="utf-16")
    checked = bh.check_night(tmp_path, 1)
    assert checked.game.tenants["No"].room == "201" and checked.game.police_rooms == {"Off": "209"}
    no, off, y = checked.sheets
    assert (no.who, no.door, no.orders[0].at, no.orders[0].action.go, no.orders[0].action.kill) == (
        "No",
        frozenset({"N"}),
        30,
        "203",
        "N",
    )
    assert (off.who, off.orders[0].at, y.who) == ("Off", 170, "Y")


def test_hidden_files_and_results_are_not_order_files(tmp_path: Path) -> None:
    write(tmp_path, {".A.yaml.swp": "junk: [", ".#A.yaml": "junk: [", "notes.txt": "not orders"})
    (tmp_path / "nights" / "1" / "results").mkdir()
    (tmp_path / "nights" / "1" / "results" / "X.yaml").write_text("junk: [", encoding="utf-8")
    assert bh.check_night(tmp_path, 1).sheets == ()


# -- decisions where the contract is silent ------------------------------------------------------
def test_peek_without_go_after_a_walk_that_may_be_refused_is_checked_at_run_time(
    tmp_path: Path,
) -> None:
    """After a knock at someone's door A may be let in or sent home: where A stands is known
    only when the night runs, so the file is accepted and the night notes the impossible peek."""
    write(tmp_path, a_file('orders:\n  - at: "20:00"\n    go: "203"\n  - at: "20:10"\n    peek: peephole\n'))
    night = bh.run_night(tmp_path, 1)
    notes = [(n.minute, n.person, n.kind) for n in night.notes]
    assert notes == [(10, "A", "cannot-peek")]
    a = night.positions.set_index(["person", "minute"]).loc["A"]
    assert (a.loc[15, "spot"], a.loc[15, "activity"]) == ("203", "staying")


def test_peek_without_go_where_the_sender_surely_stands_is_refused_at_once(tmp_path: Path) -> None:
    p = one(
        tmp_path, a_file('orders:\n  - at: "20:00"\n    go: "204"\n  - at: "20:10"\n    peek: peephole\n')
    )
    assert where(p) == ("A.yaml", 6, "orders.1.peek")
    assert p.allowed == "only `window` from 204; a peephole only from one's own room (201)"


def test_else_without_go_after_a_refused_knock_walks_home_first(tmp_path: Path) -> None:
    files = a_file('orders:\n  - at: "20:00"\n    go: "203"\n    else: {peek: window}\n')
    write(tmp_path, {**files, "B.yaml": "who: B\ndoor: closed\n"})
    night = bh.run_night(tmp_path, 1)
    a = night.positions.set_index(["person", "minute"]).loc["A"]
    # 201 to 203 is one minute: the knock at 20:01, home at 20:02, peeking from 20:03
    assert a.loc[1, "detail"] == "knock at 203 refused; to 201"
    assert (a.loc[2, "spot"], a.loc[2, "activity"]) == ("door-201", "entering")
    assert (a.loc[3, "spot"], a.loc[3, "activity"], a.loc[3, "detail"]) == ("201", "peeking", "window")


def test_game_name_defaults_to_the_folder_name_even_for_dot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "spring", {}, game=GAME.replace("name: input tests\n", ""))
    monkeypatch.chdir(tmp_path / "spring")
    assert bh.check_night(".", 1).game.name == "spring"


def test_contract_extensions_are_accepted(tmp_path: Path) -> None:
    body = (
        'orders:\n  - at: "20:00"\n    go: lawn\n    via: 东楼梯\n'
        '  - at: "21:00"\n    go: "203"\n    if: {present: C}\n'
        '    else:\n      go: "205"\n      if: {absent: D}\n      else: {go: garden}\n'
        'standing:\n  - kill: B\n    if: {absent: D}\n    until: "11:00"\n'
    )
    write(tmp_path, a_file(body))
    (sheet,) = bh.check_night(tmp_path, 1).sheets
    first, second = sheet.orders
    assert first.action.via == ("east-stairs",)
    inner = second.action.otherwise
    assert inner is not None and inner.otherwise is not None and inner.otherwise.go == "garden"
    assert (sheet.standing[0].condition.kind, sheet.standing[0].end) == ("absent", 180)


def test_orders_are_still_checked_when_who_is_wrong(tmp_path: Path) -> None:
    found = problems(tmp_path, {"Zed.yaml": 'orders:\n  - at: "20:05"\n    go: home\n    kill: Q\n'})
    assert [where(p) for p in found] == [
        ("Zed.yaml", 1, ""),
        ("Zed.yaml", 2, "orders.0.at"),
        ("Zed.yaml", 4, "orders.0.kill"),
    ]


def test_an_input_error_made_again_from_its_args_or_a_pickle_is_the_same() -> None:
    """SimPy re-raises a failed process's exception as ``type(e)(*e.args)`` and a Dask worker
    pickles it: with the message as its args, the copy listed each character as a problem
    ('36 problems found' for one unknown spot in an edited map, in a sweep's worker)."""
    error = InputError([Problem("my.yaml", 3, "spot", "204", "a spot of the map")])
    for copy in (type(error)(*error.args), pickle.loads(pickle.dumps(error))):
        assert copy.problems == error.problems and str(copy) == str(error)
    assert (
        str(error)
        == "1 problem found; nothing was run or written:\n  my.yaml:3: spot: 204 -- a spot of the map"
    )
