"""Full disks and read-only folders (issue 10.2): the write fails plainly, naming the file and
why, and leaves the folder exactly as it was, with no staging taking up the space.

Where the machine allows it (root, as in CI here), the disk is a real small tmpfs and the
read-only folder a tmpfs remounted read-only; elsewhere the same errors are injected at the
one place every write goes through (``fsops._write``, ``os.mkdir``).
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import blackhorse.core.fsops as fsops
from blackhorse.cli.main import main
from tests.gamehelpers import FIRST_NIGHT, copy_game, snapshot


@contextmanager
def tmpfs(where: Path, size_kb: int) -> Iterator[bool]:
    """Mount a tmpfs of ``size_kb`` at ``where``; yield False (nothing mounted) if not allowed."""
    where.mkdir()
    mounted = os.geteuid() == 0 and shutil.which("mount") is not None
    if mounted:
        run = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(where)], capture_output=True
        )
        mounted = run.returncode == 0
    try:
        yield mounted
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(where)], capture_output=True, check=False)


def used_kb(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) // 1024


def full_disk_after(monkeypatch: pytest.MonkeyPatch, budget: int) -> None:
    """Inject: every write fails with ENOSPC once ``budget`` bytes have been written."""
    left = [budget]
    real = fsops._write

    def write(fd: int, data: memoryview) -> int:
        if left[0] <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        n = real(fd, data[: left[0]])
        left[0] -= n
        return n

    monkeypatch.setattr(fsops, "_write", write)


def test_a_full_disk_leaves_the_folder_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with tmpfs(tmp_path / "disk", 200) as real_disk:
        game = copy_game(FIRST_NIGHT, tmp_path / "disk" / "g")
        if not real_disk:
            full_disk_after(monkeypatch, 150_000)
        before = snapshot(game)
        assert main(["night", str(game), "1"]) == 2
        err = capsys.readouterr().err
        assert f"could not write {game}/nights/1/results/" in err
        assert "the disk is full; free some space and run again; nothing was changed" in err
        assert snapshot(game) == before  # no staging left taking the space
        if real_disk:
            shutil.rmtree(game / "days", ignore_errors=True)  # free space: the same command now works
            monkeypatch.undo()
    if not real_disk:
        assert main(["night", str(game), "1"]) == 0


@pytest.mark.parametrize("budget", [0, 5_000, 60_000, 400_000, 520_000])
def test_a_disk_filling_at_any_point_of_the_write_leaves_no_staging(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], budget: int
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    assert main(["night", str(game), "1"]) == 0
    order = next((game / "nights" / "1").glob("A.y*ml"))
    order.write_text(order.read_text(encoding="utf-8") + "# corrected\n", encoding="utf-8")
    before = snapshot(game)
    full_disk_after(monkeypatch, budget)
    code = main(["night", str(game), "1"])
    err = capsys.readouterr().err
    if code == 0:  # the budget was enough for this write
        assert snapshot(game) != before
    else:
        assert code == 2 and "the disk is full" in err and "Traceback" not in err
        assert snapshot(game) == before


def test_a_read_only_folder_is_named_and_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with tmpfs(tmp_path / "disk", 2048) as real_disk:
        game = copy_game(FIRST_NIGHT, tmp_path / "disk" / "g")
        before = snapshot(game)
        if real_disk:
            subprocess.run(["mount", "-o", "remount,ro", str(tmp_path / "disk")], check=True)
        else:
            real_mkdir = os.mkdir

            def read_only(path: object, *args: object, **kw: object) -> None:
                if str(path).startswith(str(game)):
                    raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
                real_mkdir(path, *args, **kw)  # type: ignore[arg-type]

            monkeypatch.setattr(os, "mkdir", read_only)
        assert main(["night", str(game), "1"]) == 2
        err = capsys.readouterr().err
        assert f"could not write {game}/nights/1/results" in err
        assert "the folder is on a read-only file system; nothing was changed" in err
        assert snapshot(game) == before
        assert main(["status", str(game)]) == 0  # reading a read-only game still works


def test_a_name_too_long_for_the_file_system_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    out = tmp_path / ("r" * 250)  # the staging sibling's name would pass 255 bytes
    before = snapshot(tmp_path)
    assert main(["night", str(game), "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"could not write {out}: the name is too long for this file system; nothing was changed" in err
    assert snapshot(tmp_path) == before
