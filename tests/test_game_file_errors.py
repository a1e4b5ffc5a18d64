"""game.yaml: every mistake in the cast is reported with line, field, value and what is allowed."""

from __future__ import annotations

from pathlib import Path

import pytest

import blackhorse as bh
from tests.inputkit import GAME, one, problems, where, write


def game_with(old: str, new: str) -> str:
    assert old in GAME
    return GAME.replace(old, new)


@pytest.mark.parametrize(
    ("room", "shown"), [('"210"', "210"), ('"204"', "204"), ("lawn", "lawn"), ("", "(empty)")]
)
def test_unknown_or_bedless_room(tmp_path: Path, room: str, shown: str) -> None:
    p = one(tmp_path, {}, game=game_with('A: {room: "201"', f"A: {{room: {room}"))
    assert where(p) == ("game.yaml", 3, "tenants.A.room") and p.value == shown
    assert p.allowed == "a room with beds: 201, 202, 203, 205, 207, 209"


def test_room_over_its_beds_is_reported_at_the_one_who_overflows(tmp_path: Path) -> None:
    game = game_with('D: {room: "207"', 'D: {room: "202"').replace('C: {room: "205"', 'C: {room: "202"')
    p = one(tmp_path, {}, game=game)
    assert where(p) == ("game.yaml", 7, "tenants.E.room") and p.value == "202"
    assert p.allowed == "a room with a free bed: 202 has 2 beds, taken by C, D"


def test_beds_are_counted_even_when_targets_are_wrong(tmp_path: Path) -> None:
    game = GAME.replace('D: {room: "207", targets: [A, E]}', 'D: {room: "201", targets: [A]}')
    game = game.replace('E: {room: "202"', 'E: {room: "201"')
    found = problems(tmp_path, {}, game=game)
    assert [where(p) for p in found] == [
        ("game.yaml", 6, "tenants.D.targets"),
        ("game.yaml", 7, "tenants.E.room"),
    ]
    assert found[1].allowed == "a room with a free bed: 201 has 2 beds, taken by A, D"


@pytest.mark.parametrize(
    ("targets", "field", "value", "allowed"),
    [
        ("[B]", "tenants.A.targets", "['B']", "a list of two other tenants"),
        ("B", "tenants.A.targets", "B", "a list of two other tenants"),
        ("[B, A]", "tenants.A.targets.1", "A", "another tenant (not A themself): B, C, D, E"),
        ("[B, Zed]", "tenants.A.targets.1", "Zed", "another tenant: B, C, D, E"),
        ("[P1, C]", "tenants.A.targets.0", "P1", "another tenant (police cannot be targets): B, C, D, E"),
        ("[C, C]", "tenants.A.targets", "['C', 'C']", "two different tenants"),
    ],
)
def test_targets_are_two_other_tenants(
    tmp_path: Path, targets: str, field: str, value: str, allowed: str
) -> None:
    p = one(tmp_path, {}, game=game_with("targets: [B, C]", f"targets: {targets}"))
    assert where(p) == ("game.yaml", 3, field) and p.value == value
    assert allowed in p.allowed


def test_game_yaml_matches_targets_officers_and_rooms_regardless_of_case_and_width(tmp_path: Path) -> None:
    # as in order files (docs/ORDERS.md): `b` is B, `p1` is P1, `２０３` and `203房` are 203
    typed = game_with("targets: [B, C]", "targets: [b, Ｃ]").replace('"203"', "203房")
    typed = typed.replace("police: [P1, P2]", 'police: [P1, P2]\npolice_rooms: {p1: "２０９"}')
    (tmp_path / "game.yaml").write_text(typed, encoding="utf-8")
    game = bh.load_game(tmp_path, bh.load_inn())
    assert game.tenants["A"].targets == ("B", "C") and "203" in {t.room for t in game.tenants.values()}
    assert dict(game.police_rooms) == {"P1": "209"}
    p = one(tmp_path, {}, game=game_with("targets: [B, C]", "targets: [b, a]"))
    assert (p.field, p.value) == ("tenants.A.targets.1", "a") and "not A themself" in p.allowed


def test_a_name_both_police_and_tenant(tmp_path: Path) -> None:
    found = problems(tmp_path, {}, game=game_with("police: [P1, P2]", "police: [P1, C, P1]"))
    assert [(where(f), f.value) for f in found] == [
        (("game.yaml", 8, "police.1"), "C"),
        (("game.yaml", 8, "police.2"), "P1"),
    ]
    assert found[0].allowed == "a name no tenant has (C is a tenant)"
    assert found[1].allowed == "each officer once (P1 is listed twice)"


def test_a_tenant_written_twice(tmp_path: Path) -> None:
    p = one(tmp_path, {}, game=GAME.replace("police:", '  A: {room: "209", targets: [B, C]}\npolice:'))
    assert where(p) == ("game.yaml", 8, "tenants.A") and "also on line 3" in p.allowed


@pytest.mark.parametrize(
    ("rooms", "field", "value", "allowed"),
    [
        ('{P9: "209"}', "police_rooms.P9", "P9", "one of police: P1, P2"),
        ('{P1: "204"}', "police_rooms.P1", "204", "a room with beds"),
        ('{P1: "209", P2: "209"}', "police_rooms", "P1, P2", "at most one police officer lives in the inn"),
        ('{P1: "201"}', "police_rooms.P1", "201", "a room with a free bed: 201 has 2 beds"),
        ('["209"]', "police_rooms", "['209']", "a mapping OFFICER: ROOM"),
    ],
)
def test_police_rooms_problems(tmp_path: Path, rooms: str, field: str, value: str, allowed: str) -> None:
    game = GAME + f"police_rooms: {rooms}\n"
    if "201" in rooms:
        game = game.replace('B: {room: "203"', 'B: {room: "201"')
    p = one(tmp_path, {}, game=game)
    assert where(p) == ("game.yaml", 9, field) and p.value == value
    assert allowed in p.allowed


def test_malformed_game_files(tmp_path: Path) -> None:
    cases = {
        "empty": ("# nothing yet\n", ("game.yaml", 1, ""), "(empty file)"),
        "list": ("- A\n- B\n", ("game.yaml", 1, ""), "['A', 'B']"),
        "tenants as a list": ("tenants: [A, B]\n", ("game.yaml", 1, "tenants"), "['A', 'B']"),
        "syntax": ("tenants:\n  A: {room: 201\n", ("game.yaml", 2, ""), None),  # where the `{` opened
        "unknown field": (GAME + "polcie: [P3]\n", ("game.yaml", 9, "polcie"), "polcie"),
        "bad name": (
            GAME.replace("police: [P1, P2]", 'police: ["P/1"]'),
            ("game.yaml", 8, "police.0"),
            "P/1",
        ),
    }
    for label, (text, place, value) in cases.items():
        p = one(tmp_path / label.replace(" ", "-"), {}, game=text)
        assert where(p) == place, label
        if value is not None:
            assert p.value == value, label
    assert "did you mean `police`?" in one(tmp_path / "x", {}, game=GAME + "polcie: [P3]\n").allowed


def test_missing_game_folder_or_file(tmp_path: Path) -> None:
    with pytest.raises(bh.InputError) as err:
        bh.load_game(tmp_path / "nope", bh.load_inn())
    (p,) = err.value.problems
    assert p.file.endswith("nope/game.yaml") and p.allowed.startswith("no folder")


def test_game_name_defaults_to_the_folder(tmp_path: Path) -> None:
    write(tmp_path / "spring", {}, game=GAME.replace("name: input tests\n", "name:\n"))
    assert bh.check_night(tmp_path / "spring", 1).game.name == "spring"
