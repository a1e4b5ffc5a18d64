"""A place said first with no time, its time in the next clause with "there" (``在204待着，8点到11点都在那，
从窗户看花园``): the time is the place's, as ``8点到11点在204待着`` says it.

Only where the message (or its sentence) opens with being at a place and nothing else (``在204``,
``在204待着``), and the clause right after it is a time (a time, a range, "all night") and "there"
(``都在那``, ``一直在那儿``) and nothing else: the time is moved before the place, and "there" is read
with the place. Anything more in either clause leaves the words as they were (read, or refused).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

_TIMES = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})
_STARTS = frozenset({".", ";", "\n", "!", "?"})


def there_then(tokens: list[Token]) -> list[Token]:
    """``在204待着，8点到11点都在那``: the time moved before the place (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        opens = k == 0 or out[k - 1].type == "SEP" and str(out[k - 1]) in _STARTS
        if not opens:
            k += 1
            continue
        j = k
        while j < len(out) and out[j].type != "SEP":
            j += 1
        place = [t.type for t in out[k:j]]
        if place not in (["AT", "PLACE"], ["AT", "PLACE", "STAY"], ["STAY", "AT", "PLACE"]) or j >= len(out):
            k = j + 1
            continue
        e = j + 1
        while e < len(out) and out[e].type != "SEP":
            e += 1
        then = out[j + 1 : e]
        if then and then[0].type in _TIMES and [t.type for t in then[1:]] == ["AT", "THERE"]:
            spot = next(t for t in out[k:j] if t.type == "PLACE")
            read_past(spot, then[1], then[2])
            out[k:e] = [then[0], *out[k:j]]
        k = j + 1
    return out
