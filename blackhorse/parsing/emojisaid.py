"""A house said by its emoji (issue 22, Chinese round five; docs/PARSING.md).

``21:40→🏠 猫眼``: a house emoji (🏠, 🏡) right after an order's time, in an order that names no place
and no going of its own, is going home, as ``回屋`` is. Emoji are punctuation everywhere else
(``回房🏠``, ``去花园🏡``: the place said in words is the order's, the emoji decoration).
"""

from __future__ import annotations

from lark import Token

_HOUSES = ("🏠", "🏡")
# what says where an order goes: with one of these in the order, the emoji is decoration
_PLACED = frozenset(
    {"PLACE", "GO", "RETURN_HOME", "ROOMWORD", "STAY", "VISIT", "KNOCK", "NAME", "AT", "THERE"}
)


def house_home(tokens: list[Token]) -> list[Token]:
    """The tokens with a house emoji right after a time, in an order with no place, read as going home."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if t.type != "SEP" or out[k - 1].type != "TIME" or not any(h in str(t) for h in _HOUSES):
            continue
        rest = []
        for u in out[k + 1 :]:
            if (
                u.type == "TIME"
                or u.type == "SEP"
                and ("\n" in str(u) or str(u).strip() in ("|", "。", ".", ";", "；"))
            ):
                break
            rest.append(u)
        if any(u.type in _PLACED for u in rest):
            continue
        out[k] = Token("RETURN_HOME", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out
