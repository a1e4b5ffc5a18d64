"""The public API is deliberate: what docs/API.md lists is exactly what blackhorse exports."""

from __future__ import annotations

import re
from pathlib import Path

import blackhorse as bh

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "API.md"


def documented() -> set[str]:
    names = re.findall(r"^\| `([A-Za-z_]+)[(`]", DOC.read_text(encoding="utf-8"), flags=re.M)
    return set(names)


def test_all_matches_the_api_doc() -> None:
    assert set(bh.__all__) == documented()


def test_every_public_name_exists_and_explains_itself() -> None:
    for name in bh.__all__:
        obj = getattr(bh, name)
        assert (obj.__doc__ or "").strip(), f"blackhorse.{name} has no docstring"


def test_a_notebook_session(tmp_path: Path) -> None:
    night = bh.run_night(Path(__file__).resolve().parent.parent / "scenarios" / "first-night", 1)
    assert list(night.timeline.columns) == ["minute", "person", "spot", "activity", "detail"]
    assert list(night.cases["victim"]) == ["E"]
    assert all(isinstance(n, bh.Note) for n in night.notes)
    assert isinstance(night.case_records[0], bh.Case)


def test_load_game_reads_a_folder_with_the_shipped_inn_as_the_api_doc_says() -> None:
    # docs/API.md: `load_game(folder, inn=None)`; it used to require the map as well
    game = bh.load_game(ROOT / "scenarios" / "first-night")
    assert isinstance(game, bh.Game) and game.tenants["A"].room == "201"
    assert game == bh.load_game(str(ROOT / "scenarios" / "first-night"), bh.load_inn())
