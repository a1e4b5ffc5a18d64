"""Registration (seed 四.1, 三.3): seating with a waiting list, targets, the game.yaml written."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.game.registration import draw_targets, read_targets, seat
from blackhorse.inn.layout import load_inn
from blackhorse.orders.gamefile import load_game
from tests.gamehelpers import snapshot

INN = load_inn()
EIGHT = ["A", "B", "C", "D", "E", "F", "G", "H"]


def seating(text: str, tenants: list[str] = EIGHT) -> tuple[dict[str, str], tuple[str, ...]]:
    s = seat(parse_yaml(text, "applications.yaml"), tenants, INN)
    return dict(s.rooms), s.waiting


def test_the_seeds_example_a_finds_201_full_and_waits() -> None:
    rooms, waiting = seating(
        "- {who: B, room: '201'}\n- {who: C, room: '201'}\n- {who: A, room: '201'}\n- {who: D, room: '203'}\n"
    )
    assert waiting == ("A", "E", "F", "G", "H")  # A first, then those who sent no request
    assert rooms["B"] == rooms["C"] == "201"
    # the waiting list fills free beds from 201 to 209, in waiting-list order
    assert rooms["A"] == "202" and rooms["E"] == "202"
    assert rooms["F"] == "203"
    assert rooms["G"] == rooms["H"] == "205"


def test_the_waiting_list_keeps_its_own_order() -> None:
    rooms, waiting = seating(
        "- {who: A, room: '209'}\n- {who: B, room: '209'}\n- {who: H, room: '209'}\n"
        "- {who: C, room: '201'}\n- {who: G, room: '209'}\n"
        "- {who: D, room: '201'}\n- {who: E, room: '202'}\n- {who: F, room: '202'}\n"
    )
    assert waiting == ("H", "G")
    assert rooms["H"] == "203" and rooms["G"] == "203"


def test_registration_mistakes_are_reported_together() -> None:
    with pytest.raises(InputError) as err:
        seating("- {who: A, room: '204'}\n- {who: Z, room: '201'}\n- {who: A, room: '201'}\n- [B]\n")
    shown = {(p.line, p.field) for p in err.value.problems}
    assert shown == {(1, "0.room"), (2, "1.who"), (3, "2.who"), (4, "3")}
    assert "a room with beds" in str(err.value)


def test_more_tenants_than_beds_is_an_error() -> None:
    names = [f"T{i}" for i in range(13)]
    with pytest.raises(InputError, match="the inn has 12 beds"):
        seating("[]\n", names)


@pytest.mark.parametrize("n", [3, 4, 8, 12])
def test_drawn_targets_are_two_others_each_and_everyone_is_targeted_twice(n: int) -> None:
    names = [f"T{i}" for i in range(n)]
    targets = draw_targets(names, seed=7)
    assert set(targets) == set(names)
    for who, (x, y) in targets.items():
        assert x != y and who not in (x, y)
    assert Counter(t for pair in targets.values() for t in pair) == dict.fromkeys(names, 2)


def test_drawn_targets_are_reproducible_and_ignore_the_global_random() -> None:
    random.seed(1)
    first = draw_targets(EIGHT, seed=42)
    random.seed(2)
    assert draw_targets(list(reversed(EIGHT)), seed=42) == first
    assert any(draw_targets(EIGHT, seed=s) != first for s in range(5))


def test_the_gms_own_targets_are_checked() -> None:
    text = "A: [B, C]\nB: [B, C]\nC: [A]\nZ: [A, B]\n"
    with pytest.raises(InputError) as err:
        read_targets(parse_yaml(text, "targets.yaml"), ["A", "B", "C", "D"])
    fields = {p.field for p in err.value.problems}
    assert {"B", "C", "Z", ""} <= fields  # D has none: reported on the file


def test_applications_and_targets_match_names_and_rooms_regardless_of_case_and_width() -> None:
    # as in order files (docs/ORDERS.md): `b`, `Ｃ` are B, C; `２０１`, `201房` are 201
    typed = "- {who: b, room: '201'}\n- {who: Ｃ, room: 201房}\n- {who: a, room: '２０１'}\n"
    assert seating(typed) == seating(typed.replace("b,", "B,").replace("Ｃ", "C").replace("a,", "A,"))
    four = ["A", "B", "C", "D"]
    text = "a: [b, C]\nB: [c, D]\nc: [d, A]\nD: [a, b]\n"
    assert read_targets(parse_yaml(text, "t.yaml"), four) == {
        "A": ("B", "C"),
        "B": ("C", "D"),
        "C": ("D", "A"),
        "D": ("A", "B"),
    }
    with pytest.raises(InputError) as err:
        read_targets(parse_yaml(text + "A: [B, D]\n", "t.yaml"), four)
    assert [(p.field, p.value) for p in err.value.problems] == [("A", "A")]  # A twice (as `a` and `A`)
    with pytest.raises(InputError) as err:
        seating("- {who: Aa, room: '201'}\n")
    assert err.value.problems[0].allowed.endswith("(did you mean `A`?)")


def run(*argv: str) -> int:
    return main(list(argv))


def test_new_then_register_writes_an_ordinary_game_yaml(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "g"
    assert run("new", str(game), "--tenants", "A,B,C,D", "--police", "P1,P2", "--name", "Test game") == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n- {who: B, room: '201'}\n- {who: C, room: '201'}\n")
    assert run("register", str(game), str(apps), "--seed", "5") == 0
    loaded = load_game(game, INN)
    assert loaded.name == "Test game"
    assert {n: t.room for n, t in loaded.tenants.items()} == {"A": "201", "B": "201", "C": "202", "D": "202"}
    assert loaded.police == ("P1", "P2")
    assert {n: t.targets for n, t in loaded.tenants.items()} == draw_targets(["A", "B", "C", "D"], 5)
    text = (game / "game.yaml").read_text()
    assert "--seed 5" in text and "Waiting list, in order: C -> 202, D -> 202" in text
    assert "C: 202 (from the waiting list)" in capsys.readouterr().out


def test_register_never_overwrites_a_game_yaml_without_force(tmp_path: Path) -> None:
    game = tmp_path / "g"
    assert run("new", str(game), "--tenants", "A,B,C") == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n")
    (game / "game.yaml").write_text("# the GM's own\n")
    before = snapshot(game)
    assert run("register", str(game), str(apps), "--seed", "1") == 2
    assert snapshot(game) == before
    assert run("register", str(game), str(apps), "--seed", "1", "--force") == 0
    assert "the GM's own" not in (game / "game.yaml").read_text()


def test_register_needs_a_seed_or_targets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = tmp_path / "g"
    run("new", str(game), "--tenants", "A,B,C")
    apps = tmp_path / "apps.yaml"
    apps.write_text("[]\n")
    assert run("register", str(game), str(apps)) == 2
    assert "--seed N (reproducible) or --targets FILE" in capsys.readouterr().err
    assert not (game / "game.yaml").exists()
    targets = tmp_path / "targets.yaml"
    targets.write_text("A: [B, C]\nB: [A, C]\nC: [A, B]\n")
    assert run("register", str(game), str(apps), "--seed", "1", "--targets", str(targets)) == 2
    assert "--seed, --targets: --seed 1 --targets" in capsys.readouterr().err  # one, not both (GAME.md)
    assert not (game / "game.yaml").exists()


def test_register_lists_a_missing_seed_with_the_applications_problems(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # "--seed missing" came only on the next run, after the applications were fixed
    game = tmp_path / "g"
    run("new", str(game), "--tenants", "A,B,C")
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: Q, room: '201'}\n")
    assert run("register", str(game), str(apps)) == 2
    err = capsys.readouterr().err
    assert "--seed N (reproducible) or --targets FILE" in err and "Q" in err
    assert not (game / "game.yaml").exists()


def test_register_with_the_gms_targets(tmp_path: Path) -> None:
    game = tmp_path / "g"
    run("new", str(game), "--tenants", "A,B,C")
    apps, targets = tmp_path / "apps.yaml", tmp_path / "t.yaml"
    apps.write_text("[]\n")
    targets.write_text("A: [B, C]\nB: [C, A]\nC: [A, B]\n")
    assert run("register", str(game), str(apps), "--targets", str(targets)) == 0
    assert load_game(game, INN).tenants["B"].targets == ("C", "A")


def test_new_refuses_an_existing_folder_and_bad_names(tmp_path: Path) -> None:
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "notes.txt").write_text("mine")
    assert run("new", str(tmp_path / "g"), "--tenants", "A,B,C") == 2
    assert (tmp_path / "g" / "notes.txt").read_text() == "mine"
    assert run("new", str(tmp_path / "h"), "--tenants", "A,B,A") == 2
    assert run("new", str(tmp_path / "h"), "--tenants", "A,B") == 2
    assert run("new", str(tmp_path / "h"), "--tenants", "A,B,C", "--police", "A") == 2
    assert not (tmp_path / "h").exists()


def test_odd_names_are_quoted_in_game_yaml(tmp_path: Path) -> None:
    game = tmp_path / "g"
    assert run("new", str(game), "--tenants", "no,张三,1e3,O_Neil", "--police", "true") == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("[]\n")
    assert run("register", str(game), str(apps), "--seed", "3") == 0
    loaded = load_game(game, INN)
    assert set(loaded.tenants) == {"no", "张三", "1e3", "O_Neil"}
    assert loaded.police == ("true",)


def test_a_failing_register_or_new_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import blackhorse.core.commit as gamewrite

    game = tmp_path / "g"
    assert run("new", str(game), "--tenants", "A,B,C") == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("[]\n")
    before = snapshot(tmp_path)

    def failing(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(gamewrite.os, "rename", failing)
    assert run("register", str(game), str(apps), "--seed", "1") == 2
    assert run("new", str(tmp_path / "other"), "--tenants", "A,B,C") == 2
    assert snapshot(tmp_path) == before


def test_new_refuses_more_tenants_than_the_inn_has_beds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `new --tenants A,...,Q` (17) made a game that `register` then refused ("at most 12
    # tenants: the inn has 12 beds"): found by the attack on a fresh clone (issue 20)
    many = ",".join(chr(ord("A") + i) for i in range(13))
    capsys.readouterr()
    assert run("new", str(tmp_path / "g"), "--tenants", many) == 2
    assert "--tenants: 13 tenants -- at most 12: the inn has 12 beds" in capsys.readouterr().err
    assert not (tmp_path / "g").exists()
    assert run("new", str(tmp_path / "g"), "--tenants", many[:-2]) == 0  # 12: one a bed


def test_new_sets_the_games_clock_with_timezone_and_refuses_a_zone_by_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`new --timezone` (issue 24, B9): game.yaml has a `timezone:` but `new` had no way to
    write it; a zone the machine does not know is refused by name, in the game's language,
    and no folder is made."""
    game = tmp_path / "g"
    bad = tmp_path / "bad"
    assert run("new", str(bad), "--tenants", "A,B,C", "--lang", "zh", "--timezone", "Beijing") == 2
    err = capsys.readouterr().err
    assert "blackhorse new: --timezone: Beijing -- " in err and "Asia/Shanghai" in err and "时区" in err, err
    assert not bad.exists()
    assert run("new", str(game), "--tenants", "A,B,C,D", "--timezone", "Asia/Shanghai") == 0
    apps = tmp_path / "apps.yaml"
    apps.write_text("- {who: A, room: '201'}\n- {who: B, room: '202'}\n")
    assert run("register", str(game), str(apps), "--seed", "5") == 0
    assert load_game(game, INN).timezone == "Asia/Shanghai"
    capsys.readouterr()
    assert run("deadline", str(game), "1", "2030-01-02 20:00") == 0
    assert "2030-01-02 20:00 (UTC+8)" in capsys.readouterr().out
