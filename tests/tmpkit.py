"""Where the suite's temporary files go: a folder in memory (a ``tmpfs``, Linux's /dev/shm)
when the machine has one, so that a test's files cost no disk.

Loaded by tests/conftest.py. A test's game folder is written, fsynced and removed as a GM's
is: the portal's database is made with ``PRAGMA synchronous=FULL`` (an fsync per write), a
commit fsyncs its files and folders, and every ``tmp_path`` and ``TemporaryDirectory`` is
removed again. On this machine's disk (ext4 mounted with ``discard``) that waiting is most of
the wall clock of a test that makes many games: 167 portal databases in
``tests/test_one_checker.py`` took 27 to 38 s on the disk, 9 s in /dev/shm, for the same
5 s of CPU. The product does the same calls either way (its fsyncs are not skipped, only
cheap where the files are in memory), and the tests keep asserting them where they do.

The controller (or the only process, without ``-n``) sets ``TMPDIR`` before pytest picks its
``--basetemp`` and before the workers start, so pytest's ``tmp_path``, ``tempfile`` in the
tests and the product, and every command, server and browser a test starts agree on it. A run
where ``TMPDIR`` is already set, or whose machine has no writable tmpfs at /dev/shm (mounted
without ``noexec``: a test runs a script it wrote) with ``FREE`` bytes free, is left as it is.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

RAM = Path("/dev/shm")
# a whole run holds 250 to 500 MB there while it runs (only failed tests' folders are kept after:
# pyproject's tmp_path_retention_policy); leave a nearly full /dev/shm to others
FREE = 2 << 30


def in_memory_folder(mounts: str | None = None) -> Path | None:
    """/dev/shm when it is a tmpfs this process may write and run files in, with ``FREE``
    bytes free; None otherwise (another system, a container without it)."""
    try:
        if mounts is None:
            mounts = Path("/proc/mounts").read_text(encoding="utf-8")
        found = [line.split() for line in mounts.splitlines() if line.split()[1:2] == [str(RAM)]]
        if not found or found[-1][2] != "tmpfs" or "noexec" in found[-1][3].split(","):
            return None
        return RAM if writable(RAM) and free_bytes(RAM) >= FREE else None
    except (OSError, IndexError):
        return None


def writable(folder: Path) -> bool:
    return os.access(folder, os.W_OK | os.X_OK)


def free_bytes(folder: Path) -> int:
    space = os.statvfs(folder)
    return space.f_bavail * space.f_frsize


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    if "TMPDIR" in os.environ:  # the developer's, or the controller's, inherited by a worker
        return
    folder = in_memory_folder()
    if folder is None:
        return
    os.environ["TMPDIR"] = str(folder)
    tempfile.tempdir = None  # read again from TMPDIR at the next call
