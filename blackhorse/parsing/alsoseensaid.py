"""The corridor "and" a place, looked at together (issue 22, player styles; docs/PARSING.md,
*Player styles*): ``用门孔观察走廊及西楼梯``, ``看走廊跟东边楼梯那边``, "watch the corridor and the west
stairs".

A peephole looks out on the corridor; a player naming the corridor and a place beside it names
what they hope to see. The look is read as a look at that place (``看西楼梯``): the view is then
checked against what the peephole or window looks out on, as any place looked at is
(docs/PARSING.md, *Looking is not going*), and refused where it cannot be seen. It was read as a
second destination, and the message refused as standing on the stairs. So is a watch said as
camping (``窗户蹲草坪``: :func:`camped`). A ``那边`` ("over there")
right after the place seen says that place again (set aside and said).
"""

from __future__ import annotations

from lark import Token

_AND = frozenset({"JOIN", "AND"})
# staying said of a watch (剧本杀: 窗户蹲草坪, camping the lawn from the window)
_CAMPING = frozenset({"蹲", "蹲着", "守", "守着", "蹲守"})


def camped(tokens: list[Token]) -> list[Token]:
    """``窗户蹲草坪``, ``门孔守走廊``: the window or the peephole, a word of camping, then a place: a
    look at that place through it (the view, checked), not a stay there."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        through = out[k - 1].type in ("WINDOW", "PEEPHOLE") and out[k + 1].type == "PLACE"
        if through and t.type == "STAY" and str(t) in _CAMPING:
            out[k] = Token("PEEK_VERB", "看", start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def also_seen(tokens: list[Token]) -> list[Token]:
    """``tokens`` with "the corridor and X" looked at read as a look at X (module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        seen = tokens[k + 2] if k + 2 < len(tokens) else None
        joined = t.type == "LOOK_CORRIDOR" and nxt is not None and nxt.type in _AND
        if joined and nxt is not None and seen is not None and seen.type == "PLACE":
            out.append(Token("PEEK_VERB", "看", start_pos=t.start_pos, end_pos=nxt.end_pos))
            out.append(seen)
            k += 3
            there = tokens[k] if k < len(tokens) else None
            if there is not None and there.type == "THERE" and there.start_pos == seen.end_pos:
                out.append(Token("ASIDE", str(there), start_pos=there.start_pos, end_pos=there.end_pos))
                k += 1
            continue
        out.append(t)
        k += 1
    return out
