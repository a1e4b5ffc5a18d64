"""Two things said in one slot, and said so (docs/PARSING.md, *English, round six*): ``at 9 swing by
203 and then go down to the garden, both in the 9:00 slot``, ``..., both at 9``.

The player says outright that two places share one time; one order (one 10-minute slot) goes to one
place (seed 五.2). "both" / "all" there was refused as a word the orders do not know, before the
rule could be named. **Decision:** "both" (or "all", "each") right before that time ("in the 9:00
slot", "at 9", "at 9:00"), after two places or more since the order's time, is refused there by
the rule (``two_places``), never read past.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.casualwords import english

_BOTH = frozenset({"both", "all", "each", "both of them", "both of these"})
_PLACES = frozenset({"PLACE", "ROOMWORD", "RETURN_HOME", "KNOCK", "VISIT"})


def both_in_one_slot(tokens: list[Token]) -> list[Token]:
    """ "both in the 9:00 slot" after two places as one ``BOTH_SLOT`` word (refused: ``two_places``)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "UNKNOWN" or str(t).lower() not in _BOTH or not english(t):
            continue
        j = k + 1
        if j < len(out) and out[j].type in ("AT", "FROM"):
            j += 1
        if j >= len(out) or out[j].type != "TIME":
            continue
        last = j + 1 if j + 1 < len(out) and str(out[j + 1]).lower() in ("slot", "slots") else j
        places = 0
        i = k - 1
        while i >= 0 and out[i].type != "TIME":
            places += out[i].type in _PLACES
            i -= 1
        if places >= 2:
            out[k : last + 1] = [Token("BOTH_SLOT", str(t), start_pos=t.start_pos, end_pos=out[last].end_pos)]
            return out
    return out
