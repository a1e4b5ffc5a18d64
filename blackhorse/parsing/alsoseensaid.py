"""The corridor "and" a place, looked at together (issue 22, player styles; docs/PARSING.md,
*Player styles*): ``用门孔观察走廊及西楼梯``, ``看走廊跟东边楼梯那边``, "watch the corridor and the west
stairs".

A peephole looks out on the corridor; a player naming the corridor and a place beside it names
what they hope to see. The look is read as a look at that place (``看西楼梯``): the view is then
checked against what the peephole or window looks out on, as any place looked at is
(docs/PARSING.md, *Looking is not going*), and refused where it cannot be seen. It was read as a
second destination, and the message refused as standing on the stairs. A ``那边`` ("over there")
right after the place seen is that place.
"""

from __future__ import annotations

from lark import Token

_AND = frozenset({"JOIN", "AND"})


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
                out[-1] = Token("PLACE", str(seen), start_pos=seen.start_pos, end_pos=there.end_pos)
                k += 1
            continue
        out.append(t)
        k += 1
    return out
