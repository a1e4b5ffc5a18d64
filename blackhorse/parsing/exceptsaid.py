"""A range excepted from an all-night order, with where one is then (docs/PARSING.md, *English
follow-ups found one way, kills said as outcomes*): "peephole all night, except 9 to 10 when I'm
in the garden", "I watch from the window all night except from 9 to 10, when I go to the garden".

The range is the order of its own inside the night's ("peephole all night, 9 to 10 garden", read
already: the night's order before and after it); "when I'm in" / "when I go to" says only where
one is then, and is read with the place (:func:`blackhorse.parsing.accounting.read_past`); what
one does there, said by a word set aside ("when I check the lawn", "when I patrol the garden"),
stays set aside and said, as "10:00 check the lawn" is.

Only after an all-night order said before in the message, with nothing but the place after
"when" in its clause: "except 9 to 10 when C is in the garden" (a condition on someone else)
is left as it was (refused).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.ranges import range_at

_WHEN = frozenset({"when", "while", "since", "as"})
# between "when" and the place: "I'm in", "I go to", "I'll be at"
_BEING_THERE = frozenset({"AT", "GO", "FILLER"})
_BE = frozenset({"i'll be", "will be", "i'm", "im", "i am"})
_CLAUSE_ENDS = frozenset({"SEP", "THEN"})
# the words of an all-night order before its "except"
_NIGHT_ORDER = frozenset(
    {"ALLNIGHT", "PEEPHOLE", "WINDOW", "PEEK_VERB", "LOOK_CORRIDOR", "AT", "PLACE", "STAY"}
)


def _after_all_night(kinds: list[str], k: int) -> bool:
    """Whether ``kinds[k]`` follows an all-night order's words in its clause ("all night
    peephole except", "peephole all night except", "all night at the window except")."""
    j = k - 1
    while j >= 0 and kinds[j] in _NIGHT_ORDER:
        j -= 1
    said = kinds[j + 1 : k]
    while j >= 0 and kinds[j] not in ("SEP", "THEN"):  # "door closed all night except ...": the door's
        if kinds[j].startswith("DOOR"):
            return False
        j -= 1
    return "ALLNIGHT" in said


def except_when_there(tokens: list[Token]) -> list[Token]:
    """``..., except 9 to 10 when I'm in the garden``: the range and the place (module doc)."""
    out = list(tokens)
    kinds = [t.type for t in out]
    for k in range(1, len(out) - 1):  # "all night except 9 to 10": the range, no one let in
        if kinds[k] != "EXCEPT" or not _after_all_night(kinds, k):
            continue
        if range_at(kinds, k + 1) is not None and kinds[k - 1] != "SEP":
            at = out[k].start_pos
            return except_when_there([*out[:k], Token("SEP", ",", start_pos=at, end_pos=at), *out[k:]])
        if kinds[k + 1] in ("IF", "TIME", "AT") and range_at(kinds, k + 1 + (kinds[k + 1] == "AT")) is None:
            # "peephole all night except when C is in the garden", "... except at 9 when I go to
            # the garden": a condition on someone else, or a time with no end: asked, at "except"
            out[k] = retoken("EXCEPT_ASKED", out[k])
            return out
    for k, t in enumerate(out):
        if t.type != "IF" or str(t).lower() not in _WHEN or "ALLNIGHT" not in kinds[:k]:
            continue
        before = k - 1 if k and out[k - 1].type == "SEP" and str(out[k - 1]) == "," else k
        rng = next((r for a in range(max(0, before - 5), before) if (r := range_at(kinds, a))), None)
        if rng is None or rng.end != before or "ALLNIGHT" not in kinds[: rng.start]:
            continue
        j = k + 1
        while j < len(out) and (out[j].type in _BEING_THERE or str(out[j]).lower() in _BE):
            j += 1
        doing = out[j : j + 1] if j < len(out) and out[j].type == "ASIDE" else []
        j += len(doing)  # "when I check the lawn": what one does there, set aside and said
        if j == len(out) or out[j].type != "PLACE":
            continue
        if j + 1 < len(out) and out[j + 1].type not in _CLAUSE_ENDS:
            continue
        place = out[j]
        for u in out[before : j - len(doing)]:
            read_past(place, u)
        out[before:j] = doing
        return except_when_there(out)
    return out
