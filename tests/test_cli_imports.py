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

from tests.gamehelpers import FULL_GAME, SCENARIOS, copy_game

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


# What `blackhorse night` must never load (issue 25: the wait a GM feels is mostly imports):
# the notebook API and what-if, the game's registration, notices and standing words (only
# `new`, `register`, `day`, `status` and a won game say them), and the other commands' modules.
NOT_FOR_A_NIGHT = (
    "blackhorse.api.notebook",
    "blackhorse.results.whatif",
    "blackhorse.game.played",
    "blackhorse.game.registration",
    "blackhorse.game.notices",
    "blackhorse.game.status",
    "blackhorse.game.statuswords",
    "blackhorse.parsing",
    "blackhorse.pictures",
    "blackhorse.cli.analysis_commands",
    "blackhorse.cli.day_commands",
    "blackhorse.cli.explain",
    "blackhorse.cli.parse_command",
    "blackhorse.cli.portal_commands",
    "blackhorse.cli.whatif_command",
)

LOADED = """
import json, sys
from blackhorse.cli.main import main
code = main(json.loads(sys.argv[1]))
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def loaded_by(argv: list[str]) -> tuple[int, set[str]]:
    done = subprocess.run(
        [sys.executable, "-c", LOADED, json.dumps(argv)], capture_output=True, text=True, check=True
    )
    found = json.loads(done.stdout.splitlines()[-1])
    return found["code"], set(found["modules"])


def test_a_night_loads_only_the_modules_it_runs(tmp_path: Path) -> None:
    game = copy_game(FULL_GAME, tmp_path / "full-game")
    code, modules = loaded_by(["night", str(game), "1"])
    assert code == 0
    assert (game / "nights" / "1" / "results" / "gm.md").is_file()
    assert {"blackhorse.game.gameplay", "blackhorse.reports.night"} <= modules  # the probe sees them
    assert sorted(m for m in modules if m.startswith(NOT_FOR_A_NIGHT)) == []


def test_a_first_night_leaves_the_swap_helpers_unloaded(tmp_path: Path) -> None:
    """``_ctypes`` (the atomic swap's ``renameat2``) comes only when a results folder is replaced, so a first
    night needs it not, nor ``secrets`` (a commit's token is ``os.urandom``): each is a few
    million instructions of a process that should cost little more than its imports
    (docs/PERFORMANCE.md)."""
    game = copy_game(FULL_GAME, tmp_path / "full-game")
    code, modules = loaded_by(["night", str(game), "1"])
    assert code == 0
    assert {"json", "networkx"} <= modules  # the probe sees the stdlib and the libraries
    assert sorted(modules & {"_ctypes", "ctypes", "secrets"}) == []
    code, modules = loaded_by(["night", str(game), "1"])  # a rerun swaps the folder in
    assert code == 0 and "_ctypes" in modules and "ctypes" not in modules  # the core, not all of ctypes


def test_a_night_reads_its_files_without_pyyaml(tmp_path: Path) -> None:
    """The game's files are plain YAML, read by ``core/plainyaml.py``: a night (a first night,
    a rerun, the shipped map, flow mappings, comments, a day's file read for the history)
    imports no PyYAML, ~86M instructions of its start-up (docs/PERFORMANCE.md); a file
    that is not plain YAML still reads, with PyYAML."""
    game = copy_game(FULL_GAME, tmp_path / "full-game")
    for night in ("1", "2", "3", "3"):
        code, modules = loaded_by(["night", str(game), night])
        assert code == 0
        assert "networkx" in modules and "yaml" not in modules, night
    first = copy_game(SCENARIOS / "first-night", tmp_path / "first-night")
    code, modules = loaded_by(["night", str(first), "1"])
    assert code == 0 and "yaml" not in modules
    orders = first / "nights" / "1" / "B.yaml"
    orders.write_text("who: B\norders: !!seq\n  - {at: '20:50', go: '204'}\n", encoding="utf-8")
    code, modules = loaded_by(["check", str(first), "1"])
    assert code == 2 and "yaml" in modules  # a tag: PyYAML's reading names it


def test_a_won_game_and_status_still_say_their_words(tmp_path: Path) -> None:
    """The words loaded on demand are there when asked for: `play` to the end of a game
    prints its winner, `status` its standing."""
    game = copy_game(FULL_GAME, tmp_path / "full-game")
    done = subprocess.run(
        [sys.executable, "-m", "blackhorse.cli.main", "play", str(game)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "GAME OVER" in done.stdout or "no winner yet" in done.stdout
    code, modules = loaded_by(["status", str(game)])
    assert code == 0
    assert "blackhorse.game.statuswords" in modules


def test_the_table_of_command_areas_names_what_each_area_registers() -> None:
    """`main` imports only the area of the command being run, found in ``AREAS``: each
    area's function registers exactly the commands the table lists for it, in order, and
    no two areas share a command."""
    from importlib import import_module

    from blackhorse.cli.main import AREAS, NIGHT_COMMANDS, _NotRun, build_parser, register_night_commands

    def registered(register: object) -> tuple[str, ...]:
        names: list[str] = []
        register(lambda name, func, help: (names.append(name), _NotRun())[1])  # type: ignore[operator]
        return tuple(names)

    assert registered(register_night_commands) == NIGHT_COMMANDS
    for module, function, commands in AREAS:
        assert registered(getattr(import_module(module), function)) == commands, module
    every = [*NIGHT_COMMANDS, *(c for _, _, commands in AREAS for c in commands)]
    assert len(every) == len(set(every))
    full = build_parser()
    choices = next(a for a in full._actions if a.dest == "command").choices  # noqa: SLF001
    assert list(choices) == every
