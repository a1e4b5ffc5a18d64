"""The old Chinese double hours (时辰) a 古风 role-player writes (issue 22, player styles;
docs/PARSING.md, *Player styles*): ``戌正（晚八点）``, ``亥时（九点）``, ``九点（亥时）``, ``亥初去花园``.

The night is told in double hours of two of our hours each: 戌 is 19:00 to 21:00, 亥 21:00 to
23:00, 子 23:00 to 01:00. ``X初`` is the double hour's start, ``X正`` its middle (戌正 is 20:00, 亥正
22:00), ``X时`` the whole span. A double hour is a time: it is never set aside on its own.

- Said **beside a clock time** (in brackets, before or after it) that falls in it (``戌正（晚八点）``,
  ``亥时（九点）``): the clock time is the order's; the double hour says it again, and is set aside
  and said. One the clock time does not fall in (``戌正（晚九点）``: which?) is refused at the word.
- Said **alone**: an exact one (``亥初``, ``戌正``, ``亥正``) is that time; a whole span (``亥时去花园``: when
  in it?) is refused at the word.
"""

from __future__ import annotations

import re

from lark import Token

# each double hour touching the night and where it starts, in minutes from 20:00
_STARTS = {"戌": -60, "亥": 60, "子": 180}
HOUR = re.compile(r"(?P<b>[戌亥子])(?:时(?P<p1>正|初|整)?|(?P<p2>正|初))")


def span(word: str) -> tuple[int, int] | None:
    """The minutes from 20:00 ``word`` names, as (first, last): one minute for 初 / 正, the two
    hours for 时; None when ``word`` is no double hour."""
    m = HOUR.fullmatch(word)
    if m is None:
        return None
    start = _STARTS[m["b"]]
    part = m["p1"] or m["p2"]
    if part == "初":
        return start, start
    if part in ("正", "整"):
        return start + 60, start + 60
    return start, start + 119


def _beside(tokens: list[Token], k: int) -> Token | None:
    """The clock time said beside ``tokens[k]``: right before or after it, or in brackets
    around either (``戌正（晚八点）``, ``九点（亥时）``)."""
    for step in (1, -1):
        j = k + step
        if 0 <= j < len(tokens) and tokens[j].type == "SEP" and str(tokens[j]) in "()":
            j += step
        if 0 <= j < len(tokens) and tokens[j].type == "TIME":
            return tokens[j]
    return None


def double_hours(tokens: list[Token]) -> list[Token]:
    """``tokens`` with each double hour read (module doc): set aside beside a clock time in it, a
    time alone when exact; anything else left unknown (refused: :func:`span` makes it a time)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "UNKNOWN":
            continue
        named = span(str(t))
        if named is None:
            continue
        clock = _beside(out, k)
        if clock is not None:
            if named[0] <= int(str(clock)) <= named[1]:
                out[k] = Token("ASIDE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        elif named[0] == named[1] and 0 <= named[0] < 180:
            out[k] = Token("TIME", str(named[0]), start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def double_hour(word: str) -> str | None:
    """The clock span of the double hour ``word`` as said back (``21:00-23:00``, ``22:00``), or None."""
    named = span(word)
    if named is None:
        return None

    def clock(m: int) -> str:
        return f"{(20 * 60 + m) // 60 % 24:02d}:{(20 * 60 + m) % 60:02d}"

    return clock(named[0]) if named[0] == named[1] else f"{clock(named[0])}-{clock(named[1] + 1)}"
