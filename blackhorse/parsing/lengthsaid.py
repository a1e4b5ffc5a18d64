"""A night told by lengths of time (issue 22, round thirty; docs/PARSING.md, *A night told by lengths
of time*): ``先在屋里待半小时，然后去花园呆二十分钟，再回屋``, "stay in for half an hour, then twenty
minutes in the garden, then home", ``头四十分钟在屋里从门孔盯着走廊，然后去204待一个钟头``.

A length of time already ends the order it follows that long after that order starts
(:mod:`blackhorse.parsing.spans`); what a night told this way adds, word by word:

- **the night's first minutes said as a length** (``头四十分钟``, ``开场后的头一个半小时``, "the first forty
  minutes", "for the first hour and a half"): the range from 20:00 that long, as ``头两个小时`` already
  is (:func:`opening_at`, read by :func:`blackhorse.parsing.lexer.scan`; a length off the ten-minute
  slots is read as said, and refused where a range's end off the slots is). Not 前 before a length:
  at a clause's start it is "before that" too (``前半个小时…`` was read so on a clean set: refused as
  before, never the night's first minutes);
- **the length said before the place** in English ("then twenty minutes in the garden", "40
  minutes in the common room"): the length of that stay, as when said after it ("in the garden for
  twenty minutes") (:func:`length_before_place`);
- **a verb of passing the time before a length** (``转半小时``, ``歇二十分钟``, ``躺一个钟头``): the
  length is a word of its own (:func:`blackhorse.parsing.lexer.unknown_end` stops before it), the
  verb says nothing more than 待 does and is set aside.

**After the first hour(s)** (``第一个小时以后去207``, ``头两个小时之后回房``, "after the first hour and a
half I'll go to 207"): the time at that span's end (:func:`after_the_first`). It was read as the span itself,
the going at 20:00 (a misread on main for the hour, found while adding the hour and a half).

The first order of a message with no time before its length starts the night (20:00) when it
stays in or peeks from one's room, as such an order already does without a length
(:meth:`blackhorse.parsing.spans.SpanForms.duration`).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english, retoken

__all__ = ["OPENING", "after_the_first", "length_before_place", "opening_at"]

# what says "the first" before a length: the night's first minutes (头四十分钟, "the first forty minutes")
OPENING = re.compile(
    r"(?:(?:开场|开始|开头|一开始|最开始)(?:后|以后|之后)?的?)?头(?=[0-9一二三四五六七八九十两半])"
    r"|(?:for |during |in )?the first (?=[0-9a-z])|first (?=[0-9a-z])",
    re.IGNORECASE,
)


def opening_at(text: str, i: int) -> int | None:
    """Where "the first" before a length ends, when it starts at ``text[i]`` (:data:`OPENING`); 头 only
    opening a clause (``回房头半小时``: refused as before)."""
    if i and text[i] == "头" and not (text[i - 1].isspace() or text[i - 1] in ",.;:!?…~、-就先"):
        return None
    m = OPENING.match(text, i)
    return m.end() if m is not None else None


# what a place said right after an English length may be ("40 minutes in the common room", "in 204")
_PLACE = frozenset({"PLACE", "ROOMWORD"})
_BEFORE_PLACE = frozenset({"AT", "POSS", "THERE"})
_CLAUSE_ENDS = frozenset({"THEN", "TIME", "DURATION", "PERIOD", "RANGE", "UNTIL", "IF", "CHANGE"})


def length_before_place(tokens: list[Token]) -> list[Token]:
    """ "then twenty minutes in the garden": an English length said before where one spends it is
    moved to the end of that stay's clause, where the reader takes a stay's length (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out) - 1:
        t = out[k]
        if t.type != "DURATION":
            k += 1
            continue
        j = k + 1
        while j < len(out) and out[j].type in _BEFORE_PLACE and english(out[j]):
            j += 1
        if j == k + 1 or j >= len(out) or out[j].type not in _PLACE:
            k += 1
            continue
        # the stay's clause goes on to its end, over a line wrapped inside it ("40 minutes in the common
        # room\nlooking out at the garden, then ..."): the length is the whole stay's
        e = j + 1
        while (
            e < len(out)
            and out[e].type not in _CLAUSE_ENDS
            and not (out[e].type == "SEP" and str(out[e]) != "\n")
        ):
            e += 1
        out[k:e] = [*out[k + 1 : e], t]
        k = e
    return out


# "after" said before a span of the night's first minutes, or 以后 / 之后 / 后 / 过后 after it
_AFTER_BEFORE = re.compile(r"(?:^|\W)after\s*$", re.IGNORECASE)
_AFTER_AFTER = re.compile(r"\s*(?:以后|之后|过后|后)")


def after_the_first(tokens: list[Token], text: str) -> list[Token]:
    """``第一个小时以后``, ``头两个小时之后``, "after the first hour": the time at the end of the period or
    range said (module doc); a 之后 read as "then" right after it is that "after"."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        if t.type not in ("PERIOD", "RANGE"):
            k += 1
            continue
        start, end = t.start_pos or 0, t.end_pos or 0
        before = _AFTER_BEFORE.search(text, 0, start) is not None
        after = _AFTER_AFTER.match(text, end)
        if not before and after is None:
            k += 1
            continue
        said = str(t)
        minute = int(said.split("-")[1]) if t.type == "RANGE" else int(said) + 60
        out[k] = retoken("TIME", t, str(minute))
        nxt = out[k + 1] if k + 1 < len(out) else None
        if (
            after is not None
            and nxt is not None
            and nxt.type == "THEN"
            and (nxt.start_pos or 0) < after.end()
        ):
            read_past(out[k], nxt)
            del out[k + 1]
        k += 1
    return out
