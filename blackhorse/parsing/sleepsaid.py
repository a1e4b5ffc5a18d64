"""Sleeping said at a time (docs/PARSING.md, *English, round six*): ``from ten I'll sleep``, ``at
10:30 go to sleep``, ``10pm sleep``, ``at 10 i'm sleeping``: going to bed then, as ``at 10 go to
bed`` / ``turn in`` / ``call it a night`` already are (back in one's room, and no more looking).

"sleep" elsewhere is set aside as before (``stay in and sleep``: what one does in one's room); only
right after its time (nothing between but the sender's "I'll" / "I'm" and "just"), ending its
clause, is it the order of that time, which the time needs (it was refused: "a time with nothing
to do at it").
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import CLAUSE_ENDS, english

_SLEEP = frozenset(
    {
        "sleep",
        "nap",
        "take a nap",
        "sleeping",
        "asleep",
        "go to sleep",
        "get some sleep",
        "have a nap",
        "doze",
    }
)


def sleep_at_a_time(tokens: list[Token]) -> list[Token]:
    """``at 10 sleep``: at 10 go to bed (see the module doc)."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if t.type != "ASIDE" or str(t).lower() not in _SLEEP or not english(t):
            continue
        first = k - 1 if out[k - 1].type == "GO" and str(out[k - 1]).lower() == "go to" else k
        ends = k + 1 >= len(out) or out[k + 1].type in CLAUSE_ENDS
        if first < 1 or out[first - 1].type != "TIME" or not ends:
            continue
        said = Token("RETURN_HOME", "go to bed", start_pos=out[first].start_pos, end_pos=t.end_pos)
        read_past(said, *out[first : k + 1])
        out[first : k + 1] = [said]
    return out
