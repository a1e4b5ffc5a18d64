"""Game folders written as raw text (exact lines, exact quoting) for the input-error tests."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.core.errors import InputError, Problem
from blackhorse.orders.cast import Cast

# Five tenants in single rooms (202 and 209 have spare beds), two police without rooms.
GAME = """\
name: input tests
tenants:
  A: {room: "201", targets: [B, C]}
  B: {room: "203", targets: [A, C]}
  C: {room: "205", targets: [A, B]}
  D: {room: "207", targets: [A, E]}
  E: {room: "202", targets: [D, A]}
police: [P1, P2]
"""


def write(folder: Path, files: dict[str, str], game: str = GAME, night: int = 1) -> Path:
    """``files``: name (``A.yaml``) to text; the text is dedented, so line 1 is its first line."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "game.yaml").write_text(textwrap.dedent(game), encoding="utf-8")
    nights = folder / "nights" / str(night)
    nights.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (nights / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return folder


def problems(
    folder: Path, files: dict[str, str], game: str = GAME, cast: Cast | None = None
) -> list[Problem]:
    write(folder, files, game)
    with pytest.raises(InputError) as err:
        bh.check_night(folder, 1, cast=cast)
    return err.value.problems


def one(folder: Path, files: dict[str, str], game: str = GAME, cast: Cast | None = None) -> Problem:
    found = problems(folder, files, game, cast)
    assert len(found) == 1, "\n".join(map(str, found))
    return found[0]


def where(problem: Problem) -> tuple[str, int, str]:
    """(file name, line, field) of a problem, the parts a GM navigates by."""
    return Path(problem.file).name, problem.line, problem.field
