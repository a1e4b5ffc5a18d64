"""A write that fails names the file or folder the GM knows, never a hidden copy of it.

During a night's write a full disk or an I/O error at its first step said `could not write
.../nights/1/.results.new-1a2b3c4d/.blackhorse-results: ...` (the results marker written into
the staged copy), and one at the commit's journal named `.blackhorse-commit.json` (found by
QA walks); a killed write that could not be completed later printed the system's error on a
hidden `.NAME.old-TOKEN`. Each now names `nights/1/results`, `days/1.yaml` and so on.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

import blackhorse.core.commit as commit_module
import blackhorse.core.fsops as fsops
from blackhorse.cli.main import main
from blackhorse.core.fsops import JOURNAL
from tests.gamehelpers import FIRST_NIGHT, copy_game, snapshot
from tests.gamekit import killed_day_write

HIDDEN = (".new-", ".old-", ".blackhorse-results", ".blackhorse-commit", ".tmp")


def eio(*_: object) -> OSError:
    return OSError(errno.EIO, os.strerror(errno.EIO))


def fail_nth_write(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    seen = [0]
    real = fsops._write

    def write(fd: int, data: memoryview) -> int:
        seen[0] += 1
        if seen[0] == n:
            raise eio()
        return real(fd, data)

    monkeypatch.setattr(fsops, "_write", write)


def fail_journal(monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.rename

    def rename(src: object, dst: object, *args: object, **kw: object) -> None:
        if str(dst).endswith(JOURNAL):
            raise OSError(errno.EIO, os.strerror(errno.EIO), str(src))
        real(src, dst, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "rename", rename)


def fail_swap(monkeypatch: pytest.MonkeyPatch) -> None:
    def exchange(a: Path, b: Path) -> bool:
        raise OSError(errno.EIO, os.strerror(errno.EIO), str(b))

    monkeypatch.setattr(commit_module, "exchange", exchange)


FAULTS: dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "first write (the results marker)": lambda m: fail_nth_write(m, 1),
    "second write": lambda m: fail_nth_write(m, 2),
    "tenth write": lambda m: fail_nth_write(m, 10),
    "the journal": fail_journal,
    "the swap": fail_swap,
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_failed_night_names_its_results_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fault: str
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    if fault == "the swap":  # a rerun: there is a results folder to swap
        assert main(["night", str(game), "1"]) == 0
    before = snapshot(game)
    FAULTS[fault](monkeypatch)
    capsys.readouterr()
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert f"could not write {game}/nights/1/results" in err and "nothing was changed" in err
    assert not [h for h in HIDDEN if h in err], err
    assert snapshot(game) == before


@pytest.mark.parametrize("fault", ["first write (the results marker)", "the journal"])
def test_a_failed_day_names_its_day_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fault: str
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    FAULTS[fault](monkeypatch)
    capsys.readouterr()
    assert main(["day", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert f"could not write {game}/days/1.yaml: Input/output error; nothing was changed" in err
    assert not [h for h in HIDDEN if h in err], err
    assert not (game / "days" / "1.yaml").exists()


def test_a_killed_write_that_cannot_be_finished_names_what_it_was_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    killed_day_write(game, "moves: []\n")
    real = os.rename

    def denied(src: object, dst: object, *args: object, **kw: object) -> None:
        if ".new-" in str(src):
            raise OSError(errno.EACCES, os.strerror(errno.EACCES), str(src))
        real(src, dst, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "rename", denied)
    capsys.readouterr()
    assert main(["night", str(game), "2"]) == 2
    err = capsys.readouterr().err
    assert f"could not finish an interrupted write of {game}/days/1.yaml: no permission to write there" in err
    assert not [h for h in HIDDEN if h in err], err
    assert (game / JOURNAL).exists()  # kept: the next command finishes it
    assert main(["status", str(game)]) == 0  # reading the game still works
    monkeypatch.undo()
    capsys.readouterr()
    assert main(["night", str(game), "2"]) in (0, 2)
    assert "completed an interrupted write of days/1.yaml" in capsys.readouterr().err
    assert (game / "days" / "1.yaml").read_text(encoding="utf-8") == "moves: []\n"
