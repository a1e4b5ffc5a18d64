"""The suite's temporary files go to /dev/shm only where it is a tmpfs a test may write and
run a script in, with room to spare (tests/tmpkit.py); a run with ``TMPDIR`` set keeps it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from tests import tmpkit

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
