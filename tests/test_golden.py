"""Golden files: whole nights of the shipped scenarios, compared byte for byte.

Regenerate after an intended change with ``BLACKHORSE_REGEN=1 pytest tests/test_golden.py``
and review the diff before committing it.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
NIGHTS = [("first-night", 1), ("seed-sample", 1)]
REGEN = os.environ.get("BLACKHORSE_REGEN") == "1"


def produced(out: Path) -> dict[str, bytes]:
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and not p.name.startswith(".")
    }


def run_cli(game: Path, night: int, out: Path) -> dict[str, bytes]:
    assert main(["night", str(game), str(night), "--out", str(out)]) == 0
    return produced(out)


@pytest.mark.parametrize(("scenario", "night"), NIGHTS)
def test_scenario_matches_golden_files(scenario: str, night: int, tmp_path: Path) -> None:
    files = run_cli(SCENARIOS / scenario, night, tmp_path / "out")
    golden = GOLDEN / scenario / f"night-{night}"
    if REGEN:
        shutil.rmtree(golden, ignore_errors=True)
        for rel, content in files.items():
            (golden / rel).parent.mkdir(parents=True, exist_ok=True)
            (golden / rel).write_bytes(content)
    expected = produced(golden)
    assert sorted(files) == sorted(expected), "result files differ from the golden set"
    for rel, content in files.items():
        assert content == expected[rel], f"{scenario} night {night}: {rel} differs from golden"


@pytest.mark.parametrize(("scenario", "night"), NIGHTS)
def test_same_folder_same_bytes_even_when_copied(scenario: str, night: int, tmp_path: Path) -> None:
    source = SCENARIOS / scenario
    copy = tmp_path / "elsewhere" / "copied-game"
    shutil.copytree(source, copy, ignore=shutil.ignore_patterns("results"))
    first = run_cli(source, night, tmp_path / "a")
    second = run_cli(source, night, tmp_path / "b")
    third = run_cli(copy, night, tmp_path / "c")
    assert first == second
    # the copy differs only where a file names its own folder (none should)
    assert first == third
