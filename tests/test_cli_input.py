"""The CLI on bad input: exit code 2, every problem on stderr, no traceback, nothing written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from tests.inputkit import write
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent

GOOD = {"A.yaml": 'who: A\norders:\n  - at: "20:30"\n    go: 娱乐室\n'}
BAD = {
    "A.yaml": 'who: A\norders:\n  - at: "20:05"\n    go: 娱乐室\n',
    "B.yaml": 'who: B\norders:\n  - at: "21:00"\n    go: "205"\n    kill: D\n',
}


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_check_reports_every_problem_and_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, BAD)
    before = snapshot(tmp_path)
    assert main(["check", str(tmp_path), "1"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("2 problems found; nothing was run or written:")
    assert f"{tmp_path}/nights/1/A.yaml:3: orders.0.at: 20:05 -- a multiple of 10 minutes" in err
    assert f"{tmp_path}/nights/1/B.yaml:5: orders.0.kill: D -- only one of B's two targets: A, C" in err
    assert "Traceback" not in err
    assert snapshot(tmp_path) == before


def test_check_of_good_input_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, GOOD)
    before = snapshot(tmp_path)
    assert main(["check", str(tmp_path), "1"]) == 0
    assert "1 order files, 1 orders, all valid" in capsys.readouterr().out
    assert snapshot(tmp_path) == before


def test_night_with_bad_input_creates_no_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "game", BAD)
    assert main(["night", str(tmp_path / "game"), "1", "--out", str(tmp_path / "out")]) == 2
    assert main(["night", str(tmp_path / "game"), "1"]) == 2
    assert "problems found" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    assert not (tmp_path / "game" / "nights" / "1" / "results").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game"]


def test_night_with_bad_input_leaves_earlier_results_byte_for_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, GOOD)
    assert main(["night", str(tmp_path), "1"]) == 0
    results = tmp_path / "nights" / "1" / "results"
    before = snapshot(results)
    assert "timeline.csv" in before and "gm.md" in before
    write(tmp_path, BAD)
    assert main(["night", str(tmp_path), "1"]) == 2
    assert "Traceback" not in capsys.readouterr().err
    assert snapshot(results) == before
    assert sorted(p.name for p in results.parent.iterdir()) == ["A.yaml", "B.yaml", "results"]


def test_missing_game_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nope"), "1"]) == 2
    err = capsys.readouterr().err
    assert "nope/game.yaml: missing -- no folder" in err and "Traceback" not in err
    assert not (tmp_path / "nope").exists()


def test_a_game_made_by_new_but_not_registered_says_to_register(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "g"
    assert main(["new", str(game), "--tenants", "A,B,C"]) == 0
    capsys.readouterr()
    for command in (
        ["check", str(game), "1"],
        ["status", str(game)],
        ["bots", str(game), "1", "--seed", "1"],
    ):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert (
            "game.yaml: missing -- a game folder holds a game.yaml, written by `blackhorse register`: run"
            in err
        )
        assert f"`blackhorse register {game} APPLICATIONS.yaml --seed N` first" in err
    assert sorted(p.name for p in game.iterdir()) == ["players.yaml"]


def test_a_reader_that_stops_reading_ends_the_command_quietly(tmp_path: Path) -> None:
    # `blackhorse status GAME | head`: no "blackhorse: Broken pipe" nor a traceback on stderr
    script = Path(sys.executable).with_name("blackhorse")
    game = SCENARIOS / "first-night"
    for command in (["inn"], ["status", str(game)], ["explain", str(game), "1", "A"]):
        run = subprocess.Popen([str(script), *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert run.stdout is not None and run.stderr is not None
        run.stdout.close()  # before the command writes a byte
        err = run.stderr.read().decode()
        assert (run.wait(timeout=120), err) == (141, "")


def test_console_script_exits_2_on_bad_input(tmp_path: Path) -> None:
    write(tmp_path, BAD)
    (tmp_path / "nights" / "1" / "C.yaml").write_bytes(b"\xef\xbb\xbfwho: C\norders: [\n")
    before = snapshot(tmp_path)
    script = Path(sys.executable).with_name("blackhorse")
    done = subprocess.run(
        [str(script), "night", str(tmp_path), "1"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("3 problems found; nothing was run or written:")
    assert "C.yaml:2: " in done.stderr and "valid YAML" in done.stderr  # the line where `[` opened
    assert "Traceback" not in done.stderr
    assert snapshot(tmp_path) == before


def test_night_says_what_happened_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # "1 GM notes" read oddly; the count agrees with its noun, as the night's repr does
    import shutil

    game = tmp_path / "g"
    shutil.copytree(
        SCENARIOS / "first-night",
        game,
        ignore=shutil.ignore_patterns("results"),
    )
    assert main(["night", str(game), "1"]) == 0
    out = capsys.readouterr().out.strip()
    assert out == f"night 1: E (by B); 1 GM note; results in {game}/nights/1/results"
