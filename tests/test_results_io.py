"""Results are written all at once or not at all; a GM's own files are never replaced."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from blackhorse.cli.main import main
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


@pytest.fixture
def game(tmp_path: Path) -> Path:
    dest = tmp_path / "game"
    shutil.copytree(SCENARIOS / "first-night", dest, ignore=shutil.ignore_patterns("results"))
    return dest


def test_night_writes_results_into_the_night_folder(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["night", str(game), "1"]) == 0
    results = game / "nights" / "1" / "results"
    assert (
        (results / "timeline.csv")
        .read_text(encoding="utf-8")
        .startswith("minute,person,spot,activity,detail\n20:00,A,201,peeking,window\n")
    )
    assert "E (by B)" in capsys.readouterr().out


def test_a_failed_rerun_leaves_the_previous_results(game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["night", str(game), "1"]) == 0
    results = game / "nights" / "1" / "results"
    before = snapshot(game)

    real_rename, real_replace = os.rename, os.replace
    calls = {"n": 0}

    def fail_first(real: Callable[..., None]) -> Callable[..., None]:
        def move(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
            calls["n"] += 1
            if calls["n"] == 1:
                raise OSError(28, "No space left on device", str(dst))
            real(src, dst, *args, **kwargs)

        return move

    monkeypatch.setattr(os, "rename", fail_first(real_rename))
    monkeypatch.setattr(os, "replace", fail_first(real_replace))
    assert main(["night", str(game), "1"]) == 2
    assert snapshot(game) == before  # no staging folder left behind either
    assert sorted(p.name for p in results.parent.iterdir()) == sorted(
        p.name for p in (SCENARIOS / "first-night" / "nights" / "1").iterdir() if p.name != "results"
    ) + ["results"]


def test_bad_input_writes_nothing(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["night", str(game), "1"]) == 0
    before = snapshot(game)
    order = game / "nights" / "1" / "A.yaml"
    order.write_text(order.read_text(encoding="utf-8").replace('"9:10"', '"9:15"'), encoding="utf-8")
    before[order.relative_to(game).as_posix()] = order.read_bytes()
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert "A.yaml" in err and "9:15" in err and "Traceback" not in err
    assert snapshot(game) == before


def test_a_folder_not_written_by_blackhorse_is_never_replaced(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "my-notes"
    mine.mkdir()
    (mine / "draft.txt").write_text("my own notes", encoding="utf-8")
    assert main(["night", str(game), "1", "--out", str(mine)]) == 2
    assert "not written by blackhorse" in capsys.readouterr().err
    assert snapshot(mine) == {"draft.txt": b"my own notes"}


def test_a_file_where_a_folder_goes_is_called_a_file(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = game / "nights" / "1" / "results"
    results.write_text("", encoding="utf-8")
    assert main(["night", str(game), "1"]) == 2
    assert "Move that file (a folder goes there) away first." in capsys.readouterr().err
    plain = tmp_path / "a-file"
    plain.write_text("", encoding="utf-8")
    assert main(["new", str(plain), "--tenants", "A,B,C"]) == 2
    assert f"{plain} already exists and is a file, not a folder" in capsys.readouterr().err
    assert plain.read_text(encoding="utf-8") == "" and results.read_text(encoding="utf-8") == ""


def test_rerun_replaces_results_including_removed_files(game: Path) -> None:
    # a file blackhorse wrote and the rerun does not (the replay page, with --no-pictures) goes
    out = game / "nights" / "1" / "results"
    assert main(["night", str(game), "1", "--html"]) == 0
    assert (out / "replay.html").exists()
    assert main(["night", str(game), "1", "--no-pictures"]) == 0
    assert not (out / "replay.html").exists() and (out / "gm.md").exists()


def test_a_rerun_never_deletes_what_the_gm_put_in_or_changed_in_results(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # results are blackhorse's, but a GM keeps notes beside gm.md or fixes a report by hand
    # before sending it: a rerun (after correcting an order) deleted both without a word
    out = game / "nights" / "1" / "results"
    assert main(["night", str(game), "1"]) == 0
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    (out / "notes.md").write_text("C looked nervous", encoding="utf-8")
    gm = out / "gm.md"
    gm.write_text(gm.read_text(encoding="utf-8").replace("#", "##", 1), encoding="utf-8")
    capsys.readouterr()
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert "holds files blackhorse did not write or that were changed since (gm.md, notes.md)" in err
    assert "Traceback" not in err and (out / "notes.md").read_text(encoding="utf-8") == "C looked nervous"
    assert {p.relative_to(out) for p in out.rglob("*") if p.is_file()} == {*before, Path("notes.md")}
    (out / "notes.md").rename(game / "notes.md")  # moved out, and gm.md put back as written
    gm.write_bytes(before[Path("gm.md")])
    assert main(["night", str(game), "1"]) == 0
    assert {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_a_rerun_finds_every_change_down_in_the_reports_folder_in_folder_order(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # what the check finds as it walks the results (by scandir since issue 25, was Path.rglob):
    # a report edited without changing its size (its CRC-32 differs), a file the GM put in
    # reports/, a link put where a result file was, a file beside the folder; named in the
    # order of the folder's paths (reports/... before reports.md), never followed into
    out = game / "nights" / "1" / "results"
    assert main(["night", str(game), "1"]) == 0
    report = out / "reports" / "A.en.md"
    text = report.read_bytes()
    report.write_bytes(text.replace(b"A", b"B", 1))
    assert len(report.read_bytes()) == len(text) and report.read_bytes() != text
    (out / "reports" / "extra.txt").write_text("for D", encoding="utf-8")
    (out / "reports.md").write_text("sent on Tuesday", encoding="utf-8")
    (out / "cases.csv").unlink()
    (out / "cases.csv").symlink_to(out / "gm.md")
    capsys.readouterr()
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert "(cases.csv, reports/A.en.md, reports/extra.txt, reports.md);" in err
    assert report.read_bytes() != text and (out / "reports.md").is_file()


def test_the_rerun_refusal_reads_in_chinese_on_a_chinese_gm_page() -> None:
    from blackhorse.game.statuswords import say

    english = (
        "g/nights/1/results holds files blackhorse did not write or that were changed since"
        " (gm.md, notes.md); refusing to replace it. Move them out of that folder first."
    )
    assert say(english, "zh") == (
        "g/nights/1/results 里有不是 blackhorse 写的文件，或写好后改过的文件（gm.md, notes.md）；"
        "不会替换它。请先把这些文件移出那个文件夹。"
    )
