"""One family of exceptions. Every user mistake says where it is and what is allowed."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from blackhorse.core.dataclass import dataclass

SHOWN_LENGTH = 160  # characters of a value a message shows; the rest is cut with "..."


def shown(value: str, limit: int = SHOWN_LENGTH) -> str:
    """``value`` safe to print in a message: control and invisible characters (a newline, an
    escape, a right-to-left override) written as ``\\n``, ``\\x1b``, ``\\u202e``, and cut to
    ``limit`` characters."""
    cut = len(value) > limit
    out = []
    for char in value[:limit] if cut else value:
        if char == "\t":
            out.append("\\t")
        elif char == "\n":
            out.append("\\n")
        elif unicodedata.category(char)[0] == "C" or char in "\u2028\u2029":
            out.append(ascii(char)[1:-1])
        else:
            out.append(char)
    text = "".join(out)
    return f"{text}... ({len(value)} characters)" if cut else text


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with the GM's input: where it is, what it says, what would be valid."""

    file: str
    line: int
    field: str
    value: str
    allowed: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        field = f" {shown(self.field)}:" if self.field else ""
        # without a field the value is blackhorse's own words on the file (a YAML slip explained,
        # 'missing'): cut at 400 like `allowed`, not at 160 like a value the GM typed
        value = shown(str(self.value), SHOWN_LENGTH if self.field else 400)
        return f"{shown(where, 200)}:{field} {value} -- {shown(self.allowed, 400)}"


class BlackhorseError(Exception):
    """Base class of every error this package raises on purpose."""


class InputError(BlackhorseError):
    """The game folder (or a map, or a day file) has one or more problems.

    ``problems`` lists all of them, sorted by file and line, so a GM fixes everything in one go.
    """

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(set(problems))
        # the problems are the exception's args, so ``type(e)(*e.args)`` and pickling make the
        # same error again (SimPy copies a failed process's exception that way, a Dask worker
        # pickles it); with the message as its args, each character became a problem
        super().__init__(self.problems)

    def __str__(self) -> str:
        return self._message()

    def _message(self) -> str:
        n = len(self.problems)
        head = f"{n} problem{'s' if n != 1 else ''} found; nothing was run or written:"
        return "\n".join([head, *(f"  {p}" for p in self.problems)])


class ArgumentError(InputError):
    """A call of the Python API was given an argument it cannot use: it says which argument,
    the value given and what is allowed, in the API's own terms (``night 1: reports: Z --
    not on the map that night; ...``), not a game folder's ("nothing was run or written").

    An :class:`InputError` (``except bh.InputError`` catches it; ``.problems`` holds the
    problem, whose ``file`` names what was asked: ``night 1``, ``bh.minute``)."""

    def _message(self) -> str:
        return "\n".join(_argument_text(p) for p in self.problems)


def argument_error(field: str, value: object, allowed: str, where: str = "") -> ArgumentError:
    """An :class:`ArgumentError` for one argument: ``value`` as given (text as it is,
    anything else by its ``repr``, so ``0`` and ``'0'`` read differently)."""
    return ArgumentError(
        [Problem(where, 0, field, value if isinstance(value, str) else repr(value), allowed)]
    )


def folder_argument(value: object, field: str, where: str) -> Path:
    """``value`` as a path if it can name a folder (a ``str`` or a path), else an
    :class:`ArgumentError`."""
    if isinstance(value, str | os.PathLike):
        return Path(value)
    raise argument_error(field, value, "a game folder: its path, as text or a pathlib.Path", where)


def _argument_text(problem: Problem) -> str:
    where = f"{problem.file}: " if problem.file else ""
    return f"{where}{shown(problem.field)}: {shown(problem.value)} -- {shown(problem.allowed, 400)}"


class MapConflict(BlackhorseError):
    """A map was given (``--map``, ``inn=``) for a game whose game.yaml names a different one."""


class GameOver(BlackhorseError):
    """The game has a winner; no further nights or days can be played."""


class OutOfOrder(BlackhorseError):
    """A night or day was asked for before the ones it depends on."""


class GameBusy(BlackhorseError):
    """Another blackhorse command (or the portal) holds the game folder's write lock."""
