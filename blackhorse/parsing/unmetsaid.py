"""A meeting said again, negated, is its "otherwise" (docs/PARSING.md, *The negative
otherwise*): ``碰到Kiki一个人就做掉，碰不到就在草坪待着``, ``遇到他就杀，遇不到就回家``, ``见到他一个人就杀，
没见到的话就回家``, "if I meet her alone kill her, if I don't meet her go home", "see if Mika's in,
if she's not go to the garden".

The rule: a clause opening with the condition's own verb of meeting negated (碰不到, 遇不到, 碰不见,
没碰到, 没见到, "if I don't meet / find / see her", "if I can't find him"), or with "if" and the one
the condition names (or a pronoun) and a negation ("if she's not", "if he isn't there"), right
after a clause of the same order that holds a kill on a condition (a meeting or an "if") and no
"otherwise" yet, says what happens when that condition fails: it is that condition's
"otherwise", read as ``否则`` / "otherwise" is. Its words are read with the "otherwise" made of its
first word.

The same words right before the next order's time (``没碰到的话9点10分回房``), after an order that
kills on meeting someone, say nothing more: the next order runs at its time whether the meeting
happened or not (the order file has no other way), so they are set aside and said.

Not read so: the same words with no condition before them in the order (a negation the orders
cannot hold, refused as before), after an "otherwise" already said (which otherwise?), or
followed by anything but what is done (a time, a kill of another: the grammar says).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

_CANNOT = frozenset({"can't", "cannot", "couldn't", "cant"})
_OPENS = frozenset({"SEP", "THEN", "AND"})
_ORDER_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})


def unmet(tokens: list[Token]) -> list[Token]:
    """``tokens`` with a meeting said again negated, after its condition, read as its
    "otherwise" (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        n = _unmet_before_next(out, k)
        if n:  # 蹲到9点10分。没碰到的话9点10分回房: the next order runs at its time anyway
            out[k : k + n] = [
                Token("ASIDE", "aside", start_pos=out[k].start_pos, end_pos=out[k + n - 1].end_pos)
            ]
        elif k > 0 and out[k - 1].type in _OPENS and _conditioned(out, k):
            n = _negated_meeting(out, k)
            if n:
                first = out[k]
                said = out[k : k + n]
                out[k : k + n] = [retoken("OTHERWISE", first, end=said[-1].end_pos)]
                read_past(out[k], *said)
        k += 1
    return out


def _unmet_before_next(tokens: list[Token], k: int) -> int:
    """How many words from ``k`` say the meeting negated right before the next order's time, after
    an order that kills on meeting someone (``…她要是一个人过来我就动手，蹲到9点10分。没碰到的话9点10分
    回房``): the next order runs at its time whether the meeting happened or not, so the failed
    meeting says nothing more; 0 when it is not so."""
    if k == 0 or tokens[k - 1].type not in _OPENS:
        return 0
    kinds = [t.type for t in tokens[k : k + 3]]
    n = 2 if kinds[:2] in (["NOT", "MEET"], ["MEET", "NOT"]) else 0
    if n == 0 or kinds[2:3] != ["TIME"]:
        return 0
    j = k - 1
    while j >= 0 and tokens[j].type == "SEP":
        j -= 1
    if j >= 1 and tokens[j].type == "TIME" and tokens[j - 1].type in ("UNTIL", "TO"):
        j -= 2  # 蹲到9点10分: the waiting's own end
    seen = killed = False
    for t in reversed(tokens[: j + 1]):
        if t.type in ("OTHERWISE", "NOBODY_OPENS"):
            return 0
        seen = seen or t.type in ("MEET", "IF", "ALONE")
        killed = killed or t.type == "KILL"
        if t.type in _ORDER_STARTS:
            break
    return n if seen and killed else 0


def _conditioned(tokens: list[Token], k: int) -> bool:
    """A kill on a condition before ``k`` in its order (since its time), and no "otherwise"
    after it. Without a kill (``if D is there, go home; if he's not, stay``) the negated case is
    the first turned round, read by the assembly (conditions.py), not an alternative."""
    seen = killed = False
    for t in reversed(tokens[:k]):
        if t.type == "OTHERWISE" or t.type == "NOBODY_OPENS":
            return False
        if t.type in ("MEET", "IF"):
            seen = True
        killed = killed or t.type == "KILL"
        if t.type in _ORDER_STARTS:
            break
    return seen and killed


def _negated_meeting(tokens: list[Token], k: int) -> int:
    """How many words from ``k`` say the meeting negated (module doc), 0 if they do not."""
    kinds = [t.type for t in tokens[k : k + 5]]
    words = [str(t).lower() for t in tokens[k : k + 5]]
    n = 0
    if kinds[:2] == ["MEET", "NOT"]:  # 碰不到, 遇不到, 碰不见
        n = 3 if kinds[2:3] in (["TO"], ["VISIT"]) else 2
    elif kinds[:2] == ["NOT", "MEET"]:  # 没碰到, 没见到
        n = 2
    elif kinds[:1] == ["IF"]:
        negation = kinds[1:2] == ["NOT"] or kinds[1:2] == ["UNKNOWN"] and words[1] in _CANNOT
        if negation and kinds[2:3] == ["MEET"]:  # if I don't meet her, if I can't find him
            n = 4 if kinds[3:4] in (["PRONOUN"], ["NAME"]) else 3
        elif kinds[1:2] in (["PRONOUN"], ["NAME"]) and kinds[2:3] == ["NOT"]:  # if she's not
            n = 4 if kinds[3:4] == ["THERE"] else 3
    if n == 0 or k + n >= len(tokens):
        return 0
    after = tokens[k + n]
    if after.type == "SEP":
        return n if k + n + 1 < len(tokens) and tokens[k + n + 1].type not in _ORDER_STARTS else 0
    return 0 if after.type in ("ALONE", "KILL", "NAME", "PRONOUN", *_ORDER_STARTS) else n
