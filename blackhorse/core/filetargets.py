"""Where a single file blackhorse writes may go: nothing there, a regular file, a link to one.

A day file, an order file, game.yaml: each is written by swapping a new file in (commit.py,
atomic.py, the portal's save). Whatever else is at its place (a folder holding the GM's
notes, a link to a folder, a FIFO) would be swapped away and removed; it is refused instead,
as a :class:`Problem` naming the file, what is there and what is allowed. Each is a
message of the catalog (:mod:`blackhorse.core.catalog`), said in the reader's language.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.errors import InputError, Problem

# what a single file blackhorse writes (a day file, an order file, game.yaml) may replace
FILE_TARGET = msg(
    "a regular file (or nothing) where blackhorse writes this file; it never replaces a folder"
    " or anything else: move that away first"
)
_NOT_FILES = (
    (stat.S_ISDIR, msg("a folder")),
    (stat.S_ISFIFO, msg("a FIFO (named pipe)")),
    (stat.S_ISSOCK, msg("a socket")),
    (stat.S_ISCHR, msg("a device")),
    (stat.S_ISBLK, msg("a device")),
)


def kind_name(mode: int) -> Msg | None:
    """What an ``st_mode`` that is no file is ("a folder", "a FIFO (named pipe)", ...), as
    the writer here and the reader (``reader.kind_problem``) both say it; None otherwise."""
    return next((w for test, w in _NOT_FILES if test(mode)), None)


def file_target_problem(target: Path, shown: str | None = None) -> Problem | None:
    """Why a file written at ``target`` would replace something that is not a file (a folder,
    a link to one, a FIFO, a broken link); None when nothing is there, or a regular file, or
    a link to one. ``shown``: the name the problem gives the file (by default ``target``)."""
    try:
        mode = os.stat(target).st_mode  # through a link: what the link leads to
    except FileNotFoundError:
        if not os.path.islink(target):
            return None
        what = msg("a broken symbolic link (it leads to nothing), not a file")
    except OSError:
        return None  # a parent that is not a folder: the write itself says so
    else:
        if stat.S_ISREG(mode):
            return None
        kind = kind_name(mode) or msg("something else")
        if os.path.islink(target):
            what = msg("a symbolic link to {kind}, not a file", kind=kind)
        else:
            what = msg("{kind}, not a file", kind=kind)
    return Problem(shown or str(target), 0, "", what, FILE_TARGET)


def refuse_non_files(targets: Iterable[Path]) -> None:
    """Raise one :class:`InputError` naming every target that is not a file to replace."""
    problems = [p for t in targets if (p := file_target_problem(t)) is not None]
    if problems:
        raise InputError(problems)
