"""Where a single file blackhorse writes may go: nothing there, a regular file, a link to one.

A day file, an order file, game.yaml: each is written by swapping a new file in (commit.py,
atomic.py, the portal's save). Whatever else is at its place (a folder holding the GM's
notes, a link to a folder, a FIFO) would be swapped away and removed; it is refused instead,
as a :class:`Problem` naming the file, what is there and what is allowed. The Chinese of
those problems is here too, beside the English (``orders/problemtext.py`` uses it).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

from blackhorse.core.errors import InputError, Problem
from blackhorse.core.sentences import Sub

# what a single file blackhorse writes (a day file, an order file, game.yaml) may replace
FILE_TARGET = (
    "a regular file (or nothing) where blackhorse writes this file; it never replaces a folder"
    " or anything else: move that away first"
)
_NOT_FILES = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


def kind_name(mode: int) -> str | None:
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
        what = "a broken symbolic link (it leads to nothing), not a file"
    except OSError:
        return None  # a parent that is not a folder: the write itself says so
    else:
        if stat.S_ISREG(mode):
            return None
        kind = kind_name(mode) or "something else"
        link = "a symbolic link to " if os.path.islink(target) else ""
        what = f"{link}{kind}, not a file"
    return Problem(shown or str(target), 0, "", what, FILE_TARGET)


def refuse_non_files(targets: Iterable[Path]) -> None:
    """Raise one :class:`InputError` naming every target that is not a file to replace."""
    problems = [p for t in targets if (p := file_target_problem(t)) is not None]
    if problems:
        raise InputError(problems)


KIND_ZH = {
    "a folder": "一个文件夹",
    "a FIFO (named pipe)": "一个命名管道（FIFO）",
    "a socket": "一个套接字",
    "a device": "一个设备",
    "something else": "别的东西",
}
_KINDS = "|".join(re.escape(k) for k in KIND_ZH)
ALLOWED_ZH: list[tuple[str, Sub]] = [  # (English pattern, Chinese): what is allowed
    (
        re.escape(FILE_TARGET),
        "普通文件（或者什么都没有）：blackhorse 要在这里写这个文件；它从不替换文件夹或别的东西：请先把它移走",
    ),
]
VALUES_ZH: list[tuple[str, Sub]] = [  # (English pattern, Chinese): what is there
    (rf"({_KINDS}), not a file", lambda m: KIND_ZH[m[1]] + "，不是文件"),
    (rf"a symbolic link to ({_KINDS}), not a file", lambda m: f"指向{KIND_ZH[m[1]]}的符号链接，不是文件"),
    (
        r"a broken symbolic link \(it leads to nothing\), not a file",
        "一个失效的符号链接（指向不存在的东西），不是文件",
    ),
]
