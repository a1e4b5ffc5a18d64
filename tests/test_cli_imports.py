"""The command line stays light: no NumPy, pandas or matplotlib (a night should cost milliseconds).

Each test runs the commands in a fresh interpreter and looks at ``sys.modules`` afterwards:
NumPy and pandas are only for notebooks (the visibility pass is plain Python; NumPy arrays
and DataFrames are built lazily), matplotlib only for ``--png``, the web stack
(Starlette, uvicorn, Jinja2) only for ``blackhorse serve``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.gamehelpers import FULL_GAME, copy_game

PROBE = """
import json, sys
from blackhorse.cli.main import main
codes = [main(argv) for argv in json.loads(sys.argv[1])]
heavy = sorted(
    m for m in ("numpy", "pandas", "matplotlib", "starlette", "uvicorn", "jinja2") if m in sys.modules
)
print(json.dumps({"codes": codes, "heavy": heavy}))
"""


def run_commands(commands: list[list[str]]) -> dict[str, list[object]]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(commands)], capture_output=True, text=True, check=True
    )
    found: dict[str, list[object]] = json.loads(done.stdout.splitlines()[-1])
    return found


def test_the_game_commands_never_import_numpy_pandas_or_matplotlib(tmp_path: Path) -> None:
    game = str(copy_game(FULL_GAME, tmp_path / "full-game"))
    commands = [
        ["check", game, "1"],
        ["night", game, "1", "--out", str(tmp_path / "out")],
        ["night", game, "1", "--out", str(tmp_path / "page"), "--html"],
        ["night", game, "1"],
        ["day", game, "1", str(FULL_GAME / "days" / "1.yaml")],
        ["explain", game, "1", "A"],
        ["status", game],
        ["play", game],
        ["status", game, "--json"],
    ]
    found = run_commands(commands)
    assert found["codes"] == [0] * len(commands)
    assert found["heavy"] == []
    assert (tmp_path / "out" / "sightings.csv").is_file()
    assert (tmp_path / "page" / "replay.html").is_file()
    assert (tmp_path / "full-game" / "nights" / "3" / "results" / "gm.md").is_file()


def test_charts_are_drawn_without_matplotlib_png_brings_it(tmp_path: Path) -> None:
    game = str(copy_game(FULL_GAME, tmp_path / "full-game"))
    found = run_commands([["night", game, "1", "--out", str(tmp_path / "out"), "--charts", "--html"]])
    assert found["codes"] == [0]
    assert found["heavy"] == []  # the SVG charts are written directly (docs/PICTURES.md)
    assert (tmp_path / "out" / "charts" / "timeline.svg").is_file()
    found = run_commands([["night", game, "1", "--out", str(tmp_path / "png"), "--png"]])
    assert found["codes"] == [0]
    assert "matplotlib" in found["heavy"]
    assert "numpy" in found["heavy"]  # the probe does see NumPy when something loads it
    assert (tmp_path / "png" / "charts" / "timeline.png").is_file()


def test_the_portal_commands_other_than_serve_never_import_the_web_stack(tmp_path: Path) -> None:
    game = str(copy_game(FULL_GAME, tmp_path / "full-game"))
    commands = [
        ["night", game, "1"],
        ["invite", game, "--json"],
        ["invite", game, "--revoke", "A"],
        ["publish", game, "1"],
        ["deadline", game, "2", "+60"],
    ]
    found = run_commands(commands)
    assert found["codes"] == [0] * len(commands)
    assert found["heavy"] == []
