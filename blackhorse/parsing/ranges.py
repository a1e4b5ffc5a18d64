"""Where a range of two times stands among a clause's words (``9点到10点``, ``9点-10点``, ``from 9 to 10``,
``between 9 and 10``, ``9点到10点之间``): one finder for the rewrites that read a range where players put
it (:mod:`blackhorse.parsing.interruptsaid`, :mod:`blackhorse.parsing.windowsaid`)."""

from __future__ import annotations

from collections.abc import Sequence

from blackhorse.core.dataclass import dataclass

# the shapes of a range, by the kinds of its words; the first that fits is the range
SHAPES: tuple[tuple[str, ...], ...] = (
    ("BETWEEN", "TIME", "AND", "TIME"),
    ("FROM", "TIME", "TO", "TIME", "BETWEEN"),
    ("FROM", "TIME", "TO", "TIME"),
    ("FROM", "TIME", "UNTIL", "TIME"),
    ("TIME", "TO", "TIME", "BETWEEN"),
    ("TIME", "TO", "TIME"),
    ("TIME", "UNTIL", "TIME"),
)


@dataclass(frozen=True)
class Range:
    """A range's words: ``start`` to ``end`` (exclusive), its first time at ``first`` and its end
    time at ``last`` (indices into the words it was found in)."""

    start: int
    end: int
    first: int
    last: int


def range_at(kinds: Sequence[str], a: int) -> Range | None:
    """The range whose first word is ``kinds[a]``, if one starts there."""
    for shape in SHAPES:
        if tuple(kinds[a : a + len(shape)]) == shape:
            times = [a + i for i, kind in enumerate(shape) if kind == "TIME"]
            return Range(a, a + len(shape), times[0], times[-1])
    return None


def first_range(kinds: Sequence[str]) -> Range | None:
    """The first range among ``kinds``, if any."""
    for a in range(len(kinds)):
        found = range_at(kinds, a)
        if found is not None:
            return found
    return None
