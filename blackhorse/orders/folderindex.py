"""What ``nights/`` and ``days/`` hold: the numbered nights and days, and anything else.

A night's folder is ``nights/N`` and a day's file ``days/N.yaml``, N written as blackhorse
writes it (core/numbers.py: ``3``, never ``03``, ``³`` or ``٣``). Anything else there (a
stray folder ``nights/²``, ``days/notes.txt``, a file ``nights/3``) is listed as a *stray*:
the game's replay names each one in its warnings (``blackhorse status`` shows them), and no
command reads it, crashes on it or counts it as a night or a day. Hidden entries (a name
starting with a dot: editor swap files, blackhorse's own temporary files) are not listed.
"""

import os
import stat
from pathlib import Path

from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.numbers import number_name, stray_text

DAY_SUFFIX = ".yaml"


class FolderIndex(NamedTuple):
    nights: tuple[int, ...]  # the N of every folder nights/N, in order
    days: tuple[int, ...]  # the N of every entry days/N.yaml (a folder there is refused when read)
    strays: tuple[str, ...]  # a warning for every other entry of nights/ and days/


def _entries(folder: Path) -> list[str]:
    try:
        return sorted(n for n in os.listdir(folder) if not n.startswith("."))
    except OSError:  # no such folder (or not a folder: then `nights` itself is the GM's to fix)
        return []


def _is_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def folder_index(game_dir: Path) -> FolderIndex:
    """The game folder's numbered nights and days, and a warning for every stray entry."""
    nights: list[int] = []
    days: list[int] = []
    strays: list[str] = []
    for name in _entries(game_dir / "nights"):
        number = number_name(name)
        if number is not None and _is_folder(game_dir / "nights" / name):
            nights.append(number)
        else:
            strays.append(stray_text(f"nights/{name}", "night"))
    for name in _entries(game_dir / "days"):
        stem, suffix = name[: -len(DAY_SUFFIX)], name[-len(DAY_SUFFIX) :]
        number = number_name(stem) if suffix == DAY_SUFFIX else None
        if number is not None:
            days.append(number)
        else:
            strays.append(stray_text(f"days/{name}", "day"))
    return FolderIndex(tuple(sorted(nights)), tuple(sorted(days)), tuple(strays))
