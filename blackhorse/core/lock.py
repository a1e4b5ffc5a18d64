"""One writer per game folder at a time: an exclusive lock on ``GAME/.blackhorse.lock``.

Every command that writes into a game folder (``night``, ``day``, ``register``, ``play``)
and the portal hold this lock while they read what they need and write what they made, so
two runs on one folder never see each other's half-finished work. The lock is an advisory
``flock`` on a small file inside the game folder: the system drops it the moment the holder
ends, even when it is killed, so a stale lock can never block a game. The file itself holds
nothing; it exists only while a command runs (a killed command may leave it behind, empty
and harmless; version control can ignore it: ``.blackhorse.lock`` in ``.gitignore``).

Commands that only read (``check``, ``status``, ``explain``) take no lock: what they read is
always a complete old or complete new state (see :mod:`blackhorse.core.commit`).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from blackhorse.core.catalog import msg
from blackhorse.core.errors import GameBusy

LOCK_NAME = ".blackhorse.lock"
DEFAULT_TIMEOUT = 10.0  # seconds a command waits for another writer of its game folder
POLL_SECONDS = 0.02


def _open_lock(folder: Path) -> int | None:
    """The lock file's descriptor, or None when the folder cannot be written at all (then
    there is nothing to protect: no writer, this one included, can change it)."""
    path = folder / LOCK_NAME
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EROFS, errno.EPERM):
            try:
                return os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
            except OSError:
                return None
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):  # no such game folder (or a file named
            return None  # as one): the command says so itself, naming game.yaml
        raise


@contextmanager
def game_lock(folder: Path, *, timeout: float = 10.0) -> Iterator[None]:
    """Hold the exclusive write lock of the game folder ``folder`` for the ``with`` block.

    A second writer waits up to ``timeout`` seconds for the first to finish, then raises
    :class:`GameBusy`. The lock is not re-entrant: take it once per command, at the top.
    The lock file is removed when the lock is released, so a finished command leaves the
    folder as it found it.
    """
    folder = Path(folder)
    deadline = time.monotonic() + max(timeout, 0.0)
    while True:
        fd = _open_lock(folder)
        if fd is None:
            yield
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            if time.monotonic() >= deadline:
                raise GameBusy(
                    msg(
                        "the game folder {folder} is busy: another blackhorse command"
                        " (or the portal) is writing it; try again",
                        folder=folder,
                    )
                ) from None
            time.sleep(POLL_SECONDS)
            continue
        if _still_there(folder, fd):
            break
        os.close(fd)  # the holder before us removed this lock file as it finished: take a new one
    try:
        yield
    finally:
        with contextlib.suppress(OSError):  # a read-only folder keeps its lock file
            (folder / LOCK_NAME).unlink(missing_ok=True)
        os.close(fd)


def _still_there(folder: Path, fd: int) -> bool:
    """Whether the lock file we hold is still the one at ``folder/LOCK_NAME``."""
    try:
        on_disk = os.stat(folder / LOCK_NAME, follow_symlinks=False)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (held.st_dev, held.st_ino)
