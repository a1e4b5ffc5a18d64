"""The suite's temporary files go to /dev/shm only where it is a tmpfs a test may write and
run a script in, with room to spare (tests/tmpkit.py); a run with ``TMPDIR`` set keeps it; a
stopped run's scenario copy is removed by the next run (tests/scenariokit.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests import tmpkit
from tests.scenariokit import PREFIX, left_behind

TMPFS = "tmpfs /dev/shm tmpfs rw,nosuid,nodev,relatime,size=24683784k 0 0"
DISK = "/dev/vda / ext4 rw,relatime,discard 0 0"


def free(monkeypatch: pytest.MonkeyPatch, space: int, writable: bool = True) -> None:
    monkeypatch.setattr(tmpkit, "writable", lambda folder: writable)
    monkeypatch.setattr(tmpkit, "free_bytes", lambda folder: space)


def test_only_a_writable_tmpfs_that_runs_files_with_room_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    free(monkeypatch, 20 << 30)
    assert tmpkit.in_memory_folder(f"{DISK}\n{TMPFS}\n") == Path("/dev/shm")
    assert tmpkit.in_memory_folder(DISK) is None  # no /dev/shm at all
    assert tmpkit.in_memory_folder("") is None
    assert tmpkit.in_memory_folder(TMPFS.replace("rw,", "rw,noexec,")) is None
    assert tmpkit.in_memory_folder("/dev/vdb /dev/shm ext4 rw 0 0") is None  # a disk mounted there
    free(monkeypatch, tmpkit.FREE - 4096)
    assert tmpkit.in_memory_folder(TMPFS) is None  # nearly full: left to others
    free(monkeypatch, 20 << 30, writable=False)
    assert tmpkit.in_memory_folder(TMPFS) is None


def test_a_tmpdir_already_set_is_kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", None)
    tmpkit.pytest_configure(None)  # type: ignore[arg-type]
    assert os.environ["TMPDIR"] == str(tmp_path) and tempfile.gettempdir() == str(tmp_path)


def test_without_a_tmpdir_the_tmpfs_is_chosen_for_everything_after(monkeypatch: pytest.MonkeyPatch) -> None:
    free(monkeypatch, 20 << 30)
    monkeypatch.setattr(tmpkit, "in_memory_folder", lambda: Path("/dev/shm"))
    monkeypatch.delenv("TMPDIR", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", "/tmp")  # read before: read again
    tmpkit.pytest_configure(None)  # type: ignore[arg-type]
    assert os.environ["TMPDIR"] == "/dev/shm" and tempfile.gettempdir() == "/dev/shm"


def test_a_copy_left_by_a_stopped_run_is_found_and_a_live_ones_is_not(tmp_path: Path) -> None:
    """A run stopped by a signal skips its ``atexit`` and leaves its scenario copy in /dev/shm;
    the next run removes the copies of processes that are gone, never a running one's."""
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True)
    dead = int(gone.stdout)
    (tmp_path / f"{PREFIX}{dead}-abc").mkdir()
    (tmp_path / f"{PREFIX}{os.getpid()}-def").mkdir()
    (tmp_path / f"{PREFIX}xyz").mkdir()  # an older run's name, without its pid: left alone
    assert left_behind(tmp_path) == [tmp_path / f"{PREFIX}{dead}-abc"]
