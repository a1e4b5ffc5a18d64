"""The one rule for a number a person types or names: ASCII digits only, and bounded.

Every number that enters blackhorse as text (a command-line argument, a portal form field,
a field of a file, the name of a folder or file under ``nights/`` or ``days/``) is read
here. Python's ``str.isdigit`` and ``int`` accept far more than a GM means: ``"²"`` is a
digit to ``isdigit`` but not to ``int`` (a traceback), ``"١"`` (Arabic-Indic one) is ``1``
to ``int`` but not ``"1"`` to a comparison (a second accusation of case 1 passed as another
case), ``"99999999999999999999"`` overflows SQLite and dates. Here a number is written in
the digits 0-9 only, with an optional ``-`` where a range below zero is asked about, at
most :data:`MAX_DIGITS` long, and lies within its :class:`Bound`; anything else is refused
with what is allowed, never passed on.

A *name* that holds a number (``nights/3``, ``days/3.yaml``) is stricter still: the number
as blackhorse writes it (``3``, not ``03`` or ``+3``), since ``nights/03`` is never the
folder ``blackhorse night GAME 3`` reads.
"""

import re

from blackhorse.core.catalog import msg
from blackhorse.core.namedtuple import NamedTuple

MAX_DIGITS = 19  # every bound below fits; longer text is refused before it is converted
_NUMBER = re.compile(r"-?[0-9]{1,%d}" % MAX_DIGITS, re.ASCII)  # noqa: UP031 (a regex, not text)
_NAME = re.compile(r"[1-9][0-9]{0,2}", re.ASCII)


class Bound(NamedTuple):
    """What a number counts and the range it must lie in."""

    what: str
    low: int
    high: int

    @property
    def allowed(self) -> str:
        """What a refusal says is allowed."""
        return msg(
            "{what}: a whole number from {low} to {high}, in the digits 0-9",
            what=self.what,
            low=_n(self.low),
            high=_n(self.high),
        )


def _n(value: int) -> str:
    return f"{value:,}" if abs(value) >= 10_000 else str(value)  # 2999, 527,040


NIGHT = Bound(msg("a night number"), 1, 999)
DAY = Bound(msg("a day number (day N follows night N)"), 1, 999)
CASE = Bound(msg("a case number"), 1, 999)
MINUTES = Bound(msg("minutes from now"), 0, 366 * 24 * 60)  # a deadline at most a year away
SAVE = Bound(msg("a save number of the log"), 1, 2**53)
ENTRIES = Bound(msg("a number of entries"), 1, 1_000_000)
LINE = Bound(msg("a line number"), 1, 1_000_000)
SEED = Bound(msg("a seed"), 0, 2**63 - 1)
GAMES = Bound(msg("a number of games"), 1, 10_000_000)
WORKERS = Bound(msg("a number of workers"), 1, 1024)
PORT = Bound(msg("a port"), 1, 65535)
REQUEST = Bound(msg("a request number"), 1, 2**53)
QUESTION = Bound(msg("a question number"), 1, 2**53)
PROPOSAL = Bound(msg("a proposal number"), 1, 2**53)
CLAIM = Bound(msg("a claim number"), 1, 2**53)
YEAR = Bound(msg("a year"), 2000, 2999)


def read_number(text: str, bound: Bound, *, below: bool = False) -> int | None:
    """``text`` as a number of ``bound``, or None when the rule refuses it.

    ``below``: a number under the bound's low end (``0``, ``-1``) is returned, so that the
    step that owns it says why in its own words ("nights are numbered from 1"); the high end
    always holds."""
    if not isinstance(text, str) or _NUMBER.fullmatch(text) is None:
        return None
    value = int(text)
    if value > bound.high or (value < bound.low and not below):
        return None
    return value


def number_name(text: str) -> int | None:
    """The night or day a folder or file name (without ``.yaml``) holds: ``"3"`` -> 3; None
    for anything else (``"03"``, ``"²"``, ``"notes"``, a number past :data:`NIGHT`)."""
    return int(text) if _NAME.fullmatch(text) else None


def stray_text(where: str, kind: str) -> str:
    """What a warning says of ``where`` (``nights/²``, ``days/notes.txt``), an entry of
    ``nights/`` or ``days/`` that is not a night's folder or a day's file."""
    if kind == "night":
        return msg(
            "{path}: not read (a night's folder is named by its number as blackhorse writes it:"
            " 1 to 999, in the digits 0-9)",
            path=where,
        )
    return msg(
        "{path}: not read (a day's file is named by its number as blackhorse writes it:"
        " 1.yaml to 999.yaml, in the digits 0-9)",
        path=where,
    )
