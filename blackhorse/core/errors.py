"""One family of exceptions. Every user mistake says where it is and what is allowed."""

from __future__ import annotations

from dataclasses import dataclass


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
        field = f" {self.field}:" if self.field else ""
        return f"{where}:{field} {self.value!s} -- {self.allowed}"


class BlackhorseError(Exception):
    """Base class of every error this package raises on purpose."""


class InputError(BlackhorseError):
    """The game folder (or a map, or a day file) has one or more problems.

    ``problems`` lists all of them, sorted by file and line, so a GM fixes everything in one go.
    """

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(set(problems))
        super().__init__(self._message())

    def _message(self) -> str:
        n = len(self.problems)
        head = f"{n} problem{'s' if n != 1 else ''} found; nothing was run or written:"
        return "\n".join([head, *(f"  {p}" for p in self.problems)])


class GameOver(BlackhorseError):
    """The game has a winner; no further nights or days can be played."""


class OutOfOrder(BlackhorseError):
    """A night or day was asked for before the ones it depends on."""
