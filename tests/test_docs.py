"""Every test a doc names as the proof of a rule exists (docs cannot point at nothing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.gamehelpers import copy_game
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent


def test_tests_named_in_the_docs_exist() -> None:
    defined = set()
    for path in (ROOT / "tests").glob("test_*.py"):
        defined |= set(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), flags=re.M))
    named = {
        (doc.name, name)
        for doc in (ROOT / "docs").glob("*.md")
        for name in re.findall(r"`(test_\w+)`", doc.read_text(encoding="utf-8"))
    }
    assert len(named) > 50  # the adjudication and visibility docs cite their tests
    missing = sorted(f"{doc}: {name}" for doc, name in named if name not in defined)
    assert not missing, missing


def test_run_night_takes_the_cast_from_history_as_game_and_api_docs_say(tmp_path: Path) -> None:
    import shutil

    import blackhorse as bh
    from blackhorse.cli.main import main

    game = tmp_path / "full-game"
    shutil.copytree(SCENARIOS / "full-game", game, ignore=shutil.ignore_patterns("results"))
    assert main(["night", str(game), "1"]) == 0  # E dies on night 1
    alone = bh.run_night(game, 2)
    assert "E" not in alone.people
    assert alone.files() == bh.open_game(game).run_night(2).files()
    api = (ROOT / "docs" / "API.md").read_text(encoding="utf-8")
    assert "the cast comes from the game's history" in api
    doc = (ROOT / "docs" / "GAME.md").read_text(encoding="utf-8")
    assert "`bh.run_night(folder, N)` gives the same night as `game.run_night(N)`" in doc
    assert "uses game.yaml as written" not in doc


def test_readme_says_what_browser_tests_and_notebooks_need() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "/usr/bin/chromium" in readme and "apt-get install -y chromium" in readme
    assert "pip install jupyterlab" in readme and "jupyter lab notebooks/" in readme


@pytest.mark.parametrize("doc", ["README.md", "docs/PICTURES.md"])
def test_the_python_examples_of_the_docs_run_as_written(
    doc: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each ```python block runs as a notebook user would paste it, from a folder holding the
    project's scenarios (what it saves lands in the temporary folder)."""
    blocks = re.findall(r"^```python\n(.*?)^```", (ROOT / doc).read_text(encoding="utf-8"), flags=re.M | re.S)
    assert blocks, doc
    (tmp_path / "scenarios").symlink_to(SCENARIOS)
    monkeypatch.chdir(tmp_path)
    for block in blocks:
        exec(compile(block, doc, "exec"), {})  # noqa: S102 - the docs' own examples


def test_the_game_notebook_example_runs_after_play(tmp_path: Path) -> None:
    import shutil

    import pytest

    import blackhorse as bh
    from blackhorse.cli.main import main

    doc = (ROOT / "docs" / "GAME.md").read_text(encoding="utf-8")
    section = doc.split("## From a notebook", 1)[1]
    assert "run its nights first (`blackhorse play" in section.split("```python", 1)[0]
    code = section.split("```python", 1)[1].split("```", 1)[0]
    game = tmp_path / "full-game"
    shutil.copytree(SCENARIOS / "full-game", game, ignore=shutil.ignore_patterns("results"))
    example = code.replace('"scenarios/full-game"', repr(str(game)))
    with pytest.raises(bh.OutOfOrder):  # not played yet: as the page says
        exec(compile(example, "GAME.md", "exec"), {})
    assert main(["play", str(game)]) == 0
    seen: dict[str, object] = {}
    exec(compile(example, "GAME.md", "exec"), seen)
    assert seen["game"].state.winner == "B"  # type: ignore[attr-defined]


def test_the_pictures_written_from_python_are_the_files_of_the_command(tmp_path: Path) -> None:
    """PICTURES.md: `night.write(out, extra=picture_files(night, charts=True, html=True))`
    writes what `blackhorse night GAME N --charts --html --out DIR` writes."""
    import blackhorse as bh
    from blackhorse.cli.main import main
    from blackhorse.pictures.files import picture_files

    doc = (ROOT / "docs" / "PICTURES.md").read_text(encoding="utf-8")
    assert "`night.write(out, extra=picture_files(night, charts=True,\nhtml=True))`" in doc
    game = copy_game(SCENARIOS / "first-night", tmp_path / "game")  # never the shipped folder
    night = bh.run_night(game, 1)
    night.write(tmp_path / "api", extra=picture_files(night, charts=True, html=True))
    out = tmp_path / "cli"
    assert main(["night", str(game), "1", "--charts", "--html", "--out", str(out)]) == 0
    written = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    assert "charts/timeline.svg" in map(str, written)
    assert written == sorted(
        p.relative_to(tmp_path / "api") for p in (tmp_path / "api").rglob("*") if p.is_file()
    )
    for path in written:
        assert (out / path).read_bytes() == (tmp_path / "api" / path).read_bytes(), path


def test_the_game_folder_docs_name_the_jailed_draft_and_what_reads_it() -> None:
    """issue 24: closing a day moves a jailed tenant's next-night draft aside as a hidden
    ``nights/N/.NAME.yaml.jailed`` (game/drafts.py); the game folder's contract (docs/GAME.md)
    listed no such file, so a GM finding one could not tell what it was or what reads it."""
    from blackhorse.game.drafts import SET_ASIDE
    from blackhorse.orders.nightinput import order_files

    doc = (ROOT / "docs" / "GAME.md").read_text(encoding="utf-8")
    listing = doc.split("## The game folder", 1)[1].split("```", 1)[0].split("\n\n", 2)[1]
    assert f"yaml{SET_ASIDE}" in listing, listing  # in the folder's listing itself
    section = doc.split("## The game folder", 1)[1].split("\n## ", 1)[0]
    said = " ".join(section.split())
    assert f"`nights/N/.NAME.yaml{SET_ASIDE}`" in said and "What reads it:" in said, said
    assert "`order_files`" in said and "settle_drafts" in said
    assert "Hidden files" in (order_files.__doc__ or "")  # what the doc says holds
