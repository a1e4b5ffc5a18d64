"""A look said for the time one stays (docs/PARSING.md, *English, round five*): ``chill in my room till
9, window the whole time. 9 i go to the lawn``, ``stay in till 9:30, peephole the whole time``.

"The whole time" after a look, in the clause right after an order that ends at a time ("till 9"), is that
order's time: the look is the stay's, from its start to its end, as ``stay in my room, window till 9``
is. It was read as "all night" from the end on (21:00 window from the lawn: refused by the rules), or,
with nothing after it, as a window from 21:00 (a misread: the stay had no look).

Only "the whole time" (not "all night", which says more than the stay), only with the look alone in its
clause (window / peephole / watch ... and what it sees), only right after an order whose clause ends
with "till" and a time in the same sentence, and only when that order has no look of its own.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

_WHOLE = frozenset({"the whole time", "the entire time", "the whole while", "whole time"})
_LOOK = frozenset({"WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "PLACE", "THROUGH", "FROM", "USE"})
_LOOKS = frozenset({"WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR"})
_STAYS = frozenset({"STAY", "GO", "RETURN_HOME", "ROOMWORD", "PLACE", "HOME", "AT"})
_ENDS = frozenset({".", ";", "!", "?", "\n"})


def whole_time(tokens: list[Token]) -> list[Token]:
    """``tokens`` with a look said for "the whole time" of the stay before it moved into that stay
    (module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ALLNIGHT" or str(t).lower() not in _WHOLE:
            continue
        if k + 1 < len(out) and out[k + 1].type not in ("SEP", "THEN"):
            continue
        j = k - 1
        while j >= 0 and out[j].type in _LOOK:
            j -= 1
        look = out[j + 1 : k]
        if not look or not {u.type for u in look} & _LOOKS or j < 2:
            continue
        if (
            out[j].type != "SEP"
            or str(out[j]) != ","
            or out[j - 1].type != "TIME"
            or out[j - 2].type != "UNTIL"
        ):
            continue
        i = j - 3
        while i >= 0 and not (out[i].type == "SEP" and str(out[i]) in _ENDS) and out[i].type != "TIME":
            i -= 1
        stay = out[i + 1 : j - 2]
        if not stay or any(u.type in _LOOKS for u in stay) or not {u.type for u in stay} & _STAYS:
            continue
        read_past(look[0], t)  # "the whole time": the look's, as long as the stay
        until = out[j - 2 : j]
        return [*out[: j - 2], out[j], *look, *until, *out[k + 1 :]]
    return out
