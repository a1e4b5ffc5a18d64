"""An all-night order interrupted for a while (docs/PARSING.md, *An all-night order and its
exception*): ``整晚门孔盯着楼梯，只有9点半到10点去204转一下，回来接着门孔``, ``all night in my room,
except 10 to 10:30 garden``, ``window all night, except 9:30 to 10 in the garden, then back home``.

Two rules of the language, both about a range said as an exception:

1. **"Only" or "except" opening a range after an all-night order** (``只有`` / ``除了`` /
   ``except`` / ``only`` right before ``A到B`` / ``A-B`` / ``from A to B`` / ``between A and B`` (the
   shapes of :mod:`blackhorse.parsing.ranges`), at a clause's start,
   when an earlier clause of the message holds the night's whole (``整晚``, ``all night``) and no
   time before it): the range is when the all-night order gives way, which is what a range after
   an all-night order already says (the order resumes at the range's end). The word is read with
   the range's first time.
2. **Coming back right after a ranged order** (``9点半到10点去204，回来接着门孔``, "9:30 to 10 in
   the garden, then back home"): a ``回来`` / "back" with no time of its own, in the clause right
   after an order whose range says when it ends, is at that end. Only after a range whose order
   goes or stays somewhere and does nothing else (no kill, condition, "otherwise", look or visit:
   ``回来`` there could be an alternative or a second going, and is left to the grammar).

Nothing else is moved; a range without such words, or a coming back after anything else, reads
as before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.ranges import Range, range_at

_EXCEPT = frozenset({"ONLY", "EXCEPT"})
# what the order of a range may hold for a coming back to be at its end: a going or a stay
_GOING = frozenset({"GO", "AT", "TO", "PLACE", "ROOMWORD", "STAY", "FILLER", "UNKNOWN", "ASIDE"})
_BETWEEN = frozenset({"SEP", "THEN", "AND", "UNKNOWN", "ASIDE", "FILLER"})
_OPENS = frozenset({"SEP", "THEN", "AND"})
_TIMES = frozenset({"TIME", "PERIOD", "RANGE"})
# "except" that opens its clause with no mark before it (round twenty-four, said by voice:
# …一直从窗户看草坪除了九点到九点半从门孔看一下走廊)
_OPENS_ITSELF = frozenset({"除了", "except"})


def interrupted(tokens: list[Token]) -> list[Token]:
    """``tokens`` with an exception to an all-night order read as its range, and a coming back
    after a ranged order timed at its end (module doc)."""
    return _back_at_the_end(_exceptions(tokens))


def _range_at(tokens: list[Token], k: int) -> Range | None:
    """The range (:mod:`blackhorse.parsing.ranges`) starting at ``tokens[k]``, its indices into
    ``tokens``."""
    found = range_at([t.type for t in tokens[k : k + 4]], 0)
    if found is None:
        return None
    return Range(k + found.start, k + found.end, k + found.first, k + found.last)


def _exceptions(tokens: list[Token]) -> list[Token]:
    out = list(tokens)
    allnight = False  # an earlier clause holds the whole night, with no time before it
    timed = False
    k = 0
    while k < len(out):
        t = out[k]
        if t.type == "ALLNIGHT" and not timed:
            allnight = True
        opens = k > 0 and (out[k - 1].type in _OPENS or str(t) in _OPENS_ITSELF)
        found = _range_at(out, k + 1) if allnight and opens and t.type in _EXCEPT else None
        if found is not None:
            read_past(out[found.first], t)  # the exception is the range's
            del out[k]
            timed = True
            continue
        if t.type in _TIMES:
            timed = True
        k += 1
    return out


def _untimed(tokens: list[Token], k: int) -> bool:
    """No time in the clause of ``tokens[k]`` after it (``回来，10点半``: its own)."""
    for t in tokens[k + 1 :]:
        if t.type == "SEP":
            return True
        if t.type in _TIMES:
            return False
    return True


def _back_at_the_end(tokens: list[Token]) -> list[Token]:
    out = list(tokens)
    k = 0
    while k < len(out):
        found = _range_at(out, k)
        if found is None:
            k += 1
            continue
        end, j = found.last, found.end
        while j < len(out) and out[j].type in _GOING:
            j += 1
        said = [u for u in out[end + 1 : j] if u.type in ("PLACE", "ROOMWORD")]
        back = j
        while back < len(out) and out[back].type in _BETWEEN:
            back += 1
        seps = any(u.type in _OPENS for u in out[j:back])
        if (
            said
            and j < back
            and seps
            and back < len(out)
            and out[back].type == "RETURN_HOME"
            and _untimed(out, back)
        ):
            at = back - 1 if out[back - 1].type == "THEN" else back  # ", then back home"
            out.insert(at, retoken("TIME", out[end]))  # back at the range's end
            k = back + 1
            continue
        k = end + 1
    return out
