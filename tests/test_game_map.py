"""game.yaml's `map:`: the game folder says which inn it is played on (docs/ORDERS.md, MAP.md,
GAME.md; ADJUDICATION 1.5). As a GM meets it: the command line on a copy of the example game,
and the Python API."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.cli.main import main
from tests.gamehelpers import FULL_GAME, copy_game, snapshot

SHIPPED = Path(bh.__file__).parent / "data" / "inn.yaml"
# The bases `blackhorse play` wrote for the example game before maps were recorded: a game on
# the shipped inn keeps them, so its results stay fresh after the upgrade.
SHIPPED_BASES = {
    1: "b687e22413faf766aac67e042ef5db3a2409d27e64cb9129123748c7c97425ac",
    2: "b9735ed84bdcfe7ff87a63fa1e03ff306e85d31c6c1c5772d255ea24db85a9d1",  # C in 209 from day 1
    3: "abf7141a97e7cc2bff51281489f0d212d006f5cf61f60ff72c12ea07c18a65a6",
}


def far_lawn(path: Path) -> Path:
    """An edited inn whose lawn is a minute farther from the east path (a spot more on the
    way): night 1 of the example game then ends in a murder at 22:15, not 22:14."""
    text = SHIPPED.read_text(encoding="utf-8")
    edited = text.replace(
        "  lawn:             {kind: lawn,",
        "  far-path:         {kind: path, zone: east-path, outdoors: true, xy: [80, 84]}\n"
        "  lawn:             {kind: lawn,",
    )
    edited = edited.replace("- [east-path, lawn]\n", "- [east-path, far-path]\n  - [far-path, lawn]\n")
    edited = edited.replace("- [west-path, lawn]\n", "- [west-path, far-path]\n")
    assert edited != text
    path.write_text(edited, encoding="utf-8")
    return path


def with_map(game: Path, source: Path, name: str = "inn.yaml") -> Path:
    """``game`` with ``source`` copied in as ``name`` and named by game.yaml's `map:`."""
    shutil.copyfile(source, game / name)
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(f"{text}map: {name}\n", encoding="utf-8")
    return game


def results(game: Path, night: int) -> dict[str, bytes]:
    return snapshot(game / "nights" / str(night) / "results")


def murder_at(game: Path, night: int = 1) -> str:
    return (game / "nights" / str(night) / "results" / "cases.csv").read_text(encoding="utf-8")


@pytest.fixture
def far(tmp_path: Path) -> Path:
    return far_lawn(tmp_path / "far.yaml")


def test_a_night_on_the_games_map_equals_the_night_with_map_before(tmp_path: Path, far: Path) -> None:
    before = copy_game(FULL_GAME, tmp_path / "before")
    assert main(["night", str(before), "1", "--map", str(far)]) == 0  # as a GM had to, each time
    named = with_map(copy_game(FULL_GAME, tmp_path / "named"), far)
    assert main(["night", str(named), "1"]) == 0
    assert results(named, 1) == results(before, 1)  # every file, the ledger too, byte for byte
    assert "22:15" in murder_at(named)
    # the API alike: no inn= needed
    assert bh.run_night(named, 1).cases.equals(bh.run_night(before, 1, far).cases)
    assert bh.check_night(named, 1).cast == bh.check_night(before, 1, far).cast
    assert bh.load_game(named).name == bh.load_game(before, far).name


def test_forgetting_map_no_longer_changes_the_outcome(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shipped = copy_game(FULL_GAME, tmp_path / "shipped")
    assert main(["night", str(shipped), "1"]) == 0
    assert "22:14" in murder_at(shipped)  # what forgetting --map used to give
    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    assert main(["play", str(game)]) == 0
    assert "22:15" in murder_at(game)
    capsys.readouterr()
    for command in (["status", str(game)], ["check", str(game), "2"], ["explain", str(game), "1", "A"]):
        assert main(command) == 0, command
        assert "stale" not in capsys.readouterr().err
    played = bh.open_game(game)
    assert played.state.nights == 3 and played.warnings == ()
    assert played.run_night(1).cases.equals(bh.run_night(game, 1, far).cases)


COMMANDS = ["night", "play", "check", "status", "explain", "report", "day", "bots", "parse"]


@pytest.mark.parametrize("command", COMMANDS)
def test_a_conflicting_map_is_refused_and_nothing_is_written(
    tmp_path: Path, far: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    other = tmp_path / "shipped-copy.yaml"
    shutil.copyfile(SHIPPED, other)
    message = tmp_path / "message.txt"
    message.write_text("20:30 go 204\n", encoding="utf-8")
    words = {
        "night": ["1"],
        "check": ["1"],
        "explain": ["1", "A"],
        "report": ["1", "A"],
        "day": ["1", str(game / "days" / "1.yaml")],
        "bots": ["1", "--seed", "1", "--seats", "A", "--force"],
        "parse": ["1", "C", str(message), "--dry-run"],
    }.get(command, [])
    before = snapshot(game)
    assert main([command, str(game), *words, "--map", str(other)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err  # one line, naming both files
    assert f"--map {other} is not this game's map: {game / 'game.yaml'} names {game / 'inn.yaml'}" in err
    assert "leave out --map" in err
    assert snapshot(game) == before
    # the same map is fine, wherever it is and however it is written (by content, not path)
    same = tmp_path / "copy-of-far.yaml"
    same.write_text("# my copy\n" + far.read_text(encoding="utf-8"), encoding="utf-8")
    if command == "day":  # day 1 waits for night 1: the map is accepted, the order is not
        assert main(["night", str(game), "1", "--map", str(same)]) == 0
    assert main([command, str(game), *words, "--map", str(same)]) == 0


def test_the_api_refuses_a_conflicting_map_too(tmp_path: Path, far: Path) -> None:
    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    for call in (
        lambda: bh.run_night(game, 1, SHIPPED),
        lambda: bh.check_night(game, 1, bh.load_inn()),
        lambda: bh.open_game(game, SHIPPED),
        lambda: bh.load_game(game, bh.load_inn()),
    ):
        with pytest.raises(bh.MapConflict, match="leave out inn="):
            call()
    assert not (game / "nights" / "1" / "results").exists()
    assert bh.run_night(game, 1, bh.load_inn(far)).cases.equals(bh.run_night(game, 1).cases)


def test_a_missing_or_broken_game_map_is_reported_with_file_and_line(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    line = len((game / "game.yaml").read_text(encoding="utf-8").splitlines())
    (game / "inn.yaml").unlink()
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert f"game.yaml:{line}: map: inn.yaml -- a map file in the game folder" in err
    assert f"there is no file {game / 'inn.yaml'}" in err and "Traceback" not in err
    with pytest.raises(bh.InputError, match="there is no file"):
        bh.open_game(game)

    broken = far.read_text(encoding="utf-8").replace("{kind: lawn,", "{kind: meadow,")
    (game / "inn.yaml").write_text(broken, encoding="utf-8")
    assert main(["status", str(game)]) == 2
    err = capsys.readouterr().err
    assert f"{game / 'inn.yaml'}:" in err and "spots.lawn.kind: 'meadow' -- one of room" in err

    text = (game / "game.yaml").read_text(encoding="utf-8")
    for value, allowed in (
        ("../far.yaml", "not an absolute path, not outside it"),
        (str(far), "not an absolute path, not outside it"),
        ("[inn.yaml]", "a path relative to it (docs/MAP.md)"),
        ('""', "a path relative to it (docs/MAP.md)"),
    ):
        (game / "game.yaml").write_text(text.replace("map: inn.yaml", f"map: {value}"), encoding="utf-8")
        assert main(["check", str(game), "1"]) == 2
        err = capsys.readouterr().err
        assert f"game.yaml:{line}: map:" in err and allowed in err, err
    assert not (game / "nights" / "1" / "results").exists()


def test_a_changed_map_makes_results_stale(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    assert main(["play", str(game)]) == 0
    ledger = json.loads((game / "nights" / "1" / "results" / "ledger.json").read_text(encoding="utf-8"))
    assert ledger["map"] == bh.load_inn(far).digest
    capsys.readouterr()
    # the GM edits the game's map: what ran on the old one no longer counts
    (game / "inn.yaml").write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["status", str(game)]) == 0
    out = capsys.readouterr().out
    assert "night 1's results are stale: the map changed since it was run" in out
    # the game's own map file is named, even when it now says what the shipped inn says: the
    # GM edited game/inn.yaml and never chose the shipped inn (it said 'now played on the shipped inn')
    assert f"the game is now played on {game / 'inn.yaml'} (what the shipped inn says)" in out
    assert bh.open_game(game).state.nights == 0
    assert main(["night", str(game), "2"]) == 2  # a later night waits for night 1
    assert main(["play", str(game)]) == 0
    assert "22:14" in murder_at(game) and bh.open_game(game).warnings == ()

    # a game without `map:` that was run with --map: the map's digest is in the basis, so
    # forgetting --map shows at once instead of mixing two inns
    old_style = copy_game(FULL_GAME, tmp_path / "old-style")
    assert main(["play", str(old_style), "--map", str(far)]) == 0
    capsys.readouterr()
    assert main(["status", str(old_style)]) == 0
    out = capsys.readouterr().out
    assert "the map changed since it was run (it was run on another map, the game is now played on" in out
    assert main(["status", str(old_style), "--map", str(far)]) == 0
    assert "stale" not in capsys.readouterr().out


def test_the_shipped_inns_ledgers_do_not_move_a_byte(tmp_path: Path) -> None:
    game = copy_game(FULL_GAME, tmp_path / "game")
    assert main(["play", str(game)]) == 0
    for night, basis in SHIPPED_BASES.items():
        ledger = json.loads(
            (game / "nights" / str(night) / "results" / "ledger.json").read_text(encoding="utf-8")
        )
        assert ledger["basis"] == basis and "map" not in ledger
    # naming a copy of the shipped inn changes nothing: its results stay fresh, same bytes
    kept = snapshot(game)
    with_map(game, SHIPPED)
    assert bh.open_game(game).warnings == () and bh.open_game(game).state.nights == 3
    assert main(["play", str(game)]) == 0
    assert {k: v for k, v in snapshot(game).items() if "results" in k} == {
        k: v for k, v in kept.items() if "results" in k
    }
    assert bh.load_inn(game / "inn.yaml").shipped and not bh.load_inn(far_lawn(tmp_path / "f.yaml")).shipped


def test_new_and_register_copy_the_map_into_the_folder(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game"
    people = ["--tenants", "A,B,C,D,E,F,G,H", "--police", "P1,P2,P3", "--name", "A game at the Black Horse"]
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        far.read_text(encoding="utf-8").replace("{kind: lawn,", "{kind: meadow,"), encoding="utf-8"
    )
    assert main(["new", str(game), *people, "--map", str(broken)]) == 2  # checked before anything is made
    assert "broken.yaml:" in capsys.readouterr().err and not game.exists()
    assert main(["new", str(game), *people, "--map", str(far)]) == 0
    assert (game / "inn.yaml").read_bytes() == far.read_bytes()
    assert 'map: "inn.yaml"' in (game / "players.yaml").read_text(encoding="utf-8")
    apps = FULL_GAME / "applications.yaml"
    assert main(["register", str(game), str(apps), "--targets", str(FULL_GAME / "targets.yaml")]) == 0
    assert 'map: "inn.yaml"' in (game / "game.yaml").read_text(encoding="utf-8")
    shutil.copytree(FULL_GAME / "nights", game / "nights", ignore=shutil.ignore_patterns("results"))
    assert main(["night", str(game), "1"]) == 0  # no --map: the folder knows its inn
    before = copy_game(FULL_GAME, tmp_path / "before")
    assert main(["night", str(before), "1", "--map", str(far)]) == 0
    assert results(game, 1) == results(before, 1)

    # `register` with another map than the one `new` recorded: refused, nothing written
    capsys.readouterr()
    kept = snapshot(game)
    force = ["--targets", str(FULL_GAME / "targets.yaml"), "--replace-played"]  # night 1 was played
    assert main(["register", str(game), str(apps), *force, "--map", str(SHIPPED)]) == 2
    assert "is not this game's map" in capsys.readouterr().err
    assert snapshot(game) == kept


def test_register_never_overwrites_a_gms_map_file(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game"
    assert main(["new", str(game), "--tenants", "A,B,C,D,E,F,G,H"]) == 0
    (game / "inn.yaml").write_text("# the GM's own notes, not a map\n", encoding="utf-8")
    kept = snapshot(game)
    register = ["register", str(game), str(FULL_GAME / "applications.yaml"), "--seed", "1"]
    assert main([*register, "--map", str(far)]) == 2
    err = capsys.readouterr().err
    assert f"{game / 'inn.yaml'}: exists -- no file of that name" in err and "never replaced" in err
    assert snapshot(game) == kept

    # a map already in the folder is named where it is, not copied
    (game / "inn.yaml").unlink()
    (game / "maps").mkdir()
    shutil.copyfile(far, game / "maps" / "winter.yaml")
    assert main([*register, "--map", str(game / "maps" / "winter.yaml")]) == 0
    assert 'map: "maps/winter.yaml"' in (game / "game.yaml").read_text(encoding="utf-8")
    assert not (game / "inn.yaml").exists()
    assert bh.open_game(game).inn.digest == bh.load_inn(far).digest

    # the same map already there as inn.yaml is used as it is
    other = tmp_path / "other"
    assert main(["new", str(other), "--tenants", "A,B,C,D,E,F,G,H"]) == 0
    shutil.copyfile(far, other / "inn.yaml")
    register[1] = str(other)
    assert main([*register, "--map", str(far)]) == 0
    assert 'map: "inn.yaml"' in (other / "game.yaml").read_text(encoding="utf-8")


def test_a_game_without_map_plays_as_before(tmp_path: Path, far: Path) -> None:
    game = copy_game(FULL_GAME, tmp_path / "game")
    assert "map" not in (game / "game.yaml").read_text(encoding="utf-8")
    assert bh.open_game(game).inn is bh.load_inn()
    assert main(["night", str(game), "1", "--map", str(far)]) == 0  # --map still works as it did
    assert "22:15" in murder_at(game)


def test_the_portal_serves_the_games_map(
    tmp_path: Path, far: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store, db_path

    game = with_map(copy_game(FULL_GAME, tmp_path / "game"), far)
    desk = Desk(game, None, Store(db_path(game)))
    assert desk.inn.digest == bh.load_inn(far).digest
    with pytest.raises(bh.MapConflict):
        Desk(game, bh.load_inn(), Store(db_path(game)))
    # `serve`, `invite` ... open the game the same way: a conflicting --map stops them first
    assert main(["invite", str(game), "--map", str(SHIPPED)]) == 2
    assert "is not this game's map" in capsys.readouterr().err
    assert main(["invite", str(game)]) == 0
