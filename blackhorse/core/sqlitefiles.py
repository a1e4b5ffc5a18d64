"""The files SQLite keeps beside a database (``portal.sqlite3-wal`` and ``-shm``), as a command
that fails leaves them.

A connection to a database in WAL mode makes ``-wal`` and ``-shm`` beside it, and the last one
to close removes them. A command that fails with the database open (out of memory: SQLite
cannot map the ``-shm``, or cannot checkpoint as it closes) leaves them behind, and the GM
finds two new files in the game folder although the command "changed nothing". They are
removed again when nothing can be lost: both were absent before the command, the ``-wal``
holds nothing (no write reached it), and no other process has the database open (SQLite's own
test, the lock every connection holds on the ``-shm``). No SQLite is loaded to decide it.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

WAL, SHM = "-wal", "-shm"
DMS = 128  # the byte of the -shm each open connection holds a shared lock on (SQLite's unix VFS)


def beside(db: Path, suffix: str) -> Path:
    return db.with_name(db.name + suffix)


@contextmanager
def left_as_found(db: Path | None) -> Iterator[None]:
    """Run a command on the game whose database is ``db`` (None: it has none to speak of);
    when it fails, remove the ``-wal`` and ``-shm`` it left where there were none, if they
    hold nothing and nobody else has the database open. The command closes its own
    connections first (they would answer for nobody else)."""
    absent = db is not None and not any(os.path.lexists(beside(db, s)) for s in (WAL, SHM))
    try:
        yield
    except BaseException:
        if absent and db is not None:
            drop_if_idle(db)
        raise


def drop_if_idle(db: Path) -> bool:
    """Remove ``db``'s ``-wal`` and ``-shm`` when the ``-wal`` is empty and no connection of
    another process has the database open; whether they were removed."""
    wal, shm = beside(db, WAL), beside(db, SHM)
    try:
        if os.lstat(wal).st_size != 0:
            return False  # a write reached it: SQLite's to apply, never thrown away
        fd = os.open(shm, os.O_RDWR | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        try:  # a connection elsewhere holds a shared lock here: it is open, leave it be
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, DMS)
        except OSError:
            return False
        for path in (wal, shm):  # while the lock is held: no connection opens it meanwhile
            with contextlib.suppress(OSError):
                os.unlink(path)
        return True
    finally:
        os.close(fd)
