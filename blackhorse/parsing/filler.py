"""Fillers: what one says one does at a place, read past by its position, not by its characters.

After a going and its place, before the clause ends or the next order starts, players say what
they will do there (去娱乐室跟大家聊聊天, 去草坪等一等, 去娱乐室喝点酒, "go to the garden just to
be safe", "go to the garden to clear my head", "go to the common room to hang with everyone").
The place is said; what stands between it and the next order can only say how one spends the
time there, unless it holds something that would change an order. So in that FILLER SLOT an
unknown part is refused only for what could change an order there
(:func:`blackhorse.parsing.meaning.slot_classes`): the meaning-bearing classes everywhere else
refuse, except bare looking and waiting (看热闹, 等一等, "look at the stars"), and a place word
where it is the company one keeps (跟大家, "with everyone"); another going (back, home, via the
stairs) does refuse. A person (a name, or a word done to a person right after it) is refused by
:mod:`blackhorse.parsing.aside` wherever it stands.
"""

from __future__ import annotations

import re

from lark import Token

# what may stand between the place and the unknown part (more of what one does there)
_BETWEEN = frozenset({"UNKNOWN", "ASIDE", "JOIN", "AND"})
# where the slot may end: the clause, the next order
_ENDS = frozenset({"SEP", "THEN", "TIME", "PERIOD", "AND"})
# what says the place of a going in the clause
_GOING = frozenset({"GO", "VISIT", "STAY", "AT", "TO", "RETURN_HOME", "KNOCK"})
_PLACED = frozenset({"PLACE", "ROOMWORD", "THERE", "RETURN_HOME"})
_COMPANY_EN = re.compile(r"(?<![a-z])(with|w/)\s*$")


def _index(tokens: list[Token], t: Token) -> int:
    return next(k for k, u in enumerate(tokens) if u is t)


def filler_slot(tokens: list[Token], t: Token, text: str) -> str | None:
    """``"company"`` (跟大家, "with everyone") or ``"there"`` when the unknown ``t`` stands after
    the place of a going said in its clause and before the clause or the order ends; None
    elsewhere."""
    k = _index(tokens, t)
    j = k - 1
    while j >= 0 and (tokens[j].type in _BETWEEN or _infinitive(tokens, j, text)):
        j -= 1  # "to clear my head": an English "to" after the place is no destination
    if j < 0 or tokens[j].type not in _PLACED:
        return None
    if tokens[j].type != "RETURN_HOME":
        i = j - 1
        while i >= 0 and tokens[i].type not in ("SEP", "TIME", "PERIOD") and tokens[i].type not in _GOING:
            i -= 1
        if i < 0 or tokens[i].type not in _GOING:
            return None
    n = k + 1
    while n < len(tokens) and tokens[n].type in ("UNKNOWN", "ASIDE"):
        n += 1
    if n < len(tokens) and tokens[n].type not in _ENDS:
        return None
    prev = tokens[k - 1]
    joined = prev.type == "JOIN" and str(prev) in "跟和与"
    with_ = _COMPANY_EN.search(text[prev.end_pos or 0 : t.start_pos or 0]) is not None
    return "company" if joined or with_ else "there"


def _infinitive(tokens: list[Token], j: int, text: str) -> bool:
    """An English "to" before a verb (to be safe, to clear my head), not before a thing (to the
    kitchen: a destination)."""
    if tokens[j].type != "TO" or str(tokens[j]) != "to" or j + 1 >= len(tokens):
        return False
    between = text[tokens[j].end_pos or 0 : tokens[j + 1].start_pos or 0].split()
    return not set(between) & {"the", "a", "an", "this", "that", "my", "our", "their", "his", "her"}
