"""A condition's place said between its "if" and its meeting (docs/PARSING.md, *Misplaced shapes
read by class*): ``九点去花园，要是在那里碰到胖虎一个人，就杀了他`` is ``在那里碰到胖虎一个人就杀了他``: a
meeting is a condition already, and 要是 / 如果 before where it happens says it again.

The rule: "if" (要是, 如果, 假如 ...), then 在 and a place or 那里 / 那儿, then a verb of meeting: the
"if" is read with the meeting, and the place stays where it was said (the grammar reads
``在那里碰到…`` as it always did). Nothing else moves.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

_WHERE = frozenset({"THERE", "PLACE"})


def if_where(tokens: list[Token]) -> list[Token]:
    """``tokens`` with an "if" before a meeting's place read with the meeting (module doc)."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        kinds = [t.type for t in out[k : k + 4]]
        said = kinds[0] == "IF" and kinds[1] == "AT" and kinds[2] in _WHERE and kinds[3] == "MEET"
        if said and not str(out[k]).isascii():  # Chinese: 要是在那里碰到 ("if I meet him there" reads)
            read_past(out[k + 3], out[k])
            del out[k]
            continue
        k += 1
    return out
