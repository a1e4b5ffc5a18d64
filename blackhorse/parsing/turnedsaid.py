"""The "otherwise" said as the condition turned round (issue 22, Chinese round five; docs/PARSING.md).

``赵强一个人在就干掉他。如果不是一个人，那我就回屋``: ``如果不是`` is read as "otherwise" (``如果不是，就…``:
if not, ...), but right before ``一个人`` it is "if not alone": the condition turned round, read as
``不是一个人的话`` is (that kill's "otherwise": :meth:`ConditionForms._negative`). Only before
``一个人`` / ``单独`` (the words of alone); elsewhere ``如果不是`` stays "otherwise".
"""

from __future__ import annotations

from lark import Token

_IF_NOT = {"如果不是": 2, "要是不是": 2, "若不是": 1, "假如不是": 2}


def if_not_alone(tokens: list[Token]) -> list[Token]:
    """The tokens with ``如果不是`` before "alone" cut into "if" and "not"."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        cut = _IF_NOT.get(str(t))
        if t.type == "OTHERWISE" and cut is not None and nxt is not None and nxt.type == "ALONE":
            start = t.start_pos or 0
            out.append(Token("IF", str(t)[:cut], start_pos=start, end_pos=start + cut))
            out.append(Token("NOT", str(t)[cut:], start_pos=start + cut, end_pos=t.end_pos))
            continue
        out.append(t)
    return out
