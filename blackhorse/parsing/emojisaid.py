"""A house and a window said by their emoji (issue 22, Chinese round five and round thirty;
docs/PARSING.md).

``21:40→🏠 猫眼``: a house emoji (🏠, 🏡) right after an order's time, in an order that names no place
and no going of its own, is going home, as ``回屋`` is. ``8点 🪟👀 看草坪``, ``10点 🏠 🪟``: a window emoji
(🪟) in an order that names no window or peephole in words is the window, as ``窗户`` is. Emoji are
punctuation everywhere else (``回房🏠``, ``去花园🏡``, ``从窗户🪟看``: what is said in words is the
order's, the emoji decoration).
"""

from __future__ import annotations

from lark import Token

_HOUSES = ("🏠", "🏡")
# what says where an order goes: with one of these in the order, the emoji is decoration
_PLACED = frozenset(
    {"PLACE", "GO", "RETURN_HOME", "ROOMWORD", "STAY", "VISIT", "KNOCK", "NAME", "AT", "THERE"}
)


def _order_of(out: list[Token], k: int) -> list[Token]:
    """The words of the order ``out[k]`` stands in: from the time before it (or the line's start) to the
    next time or the line's end."""
    start = k
    while start > 0 and out[start - 1].type != "TIME" and not _ends(out[start - 1]):
        start -= 1
    end = k + 1
    while end < len(out) and out[end].type != "TIME" and not _ends(out[end]):
        end += 1
    return out[start:end]


def _ends(u: Token) -> bool:
    return u.type == "SEP" and ("\n" in str(u) or str(u).strip() in ("|", "。", ".", ";", "；"))


def window_emoji(tokens: list[Token]) -> list[Token]:
    """The tokens with a window emoji, in an order that names no window or peephole in words, read
    as the window (module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "SEP" or "🪟" not in str(t):
            continue
        if any(u.type in ("WINDOW", "PEEPHOLE") for u in _order_of(out, k)):
            continue
        out[k] = Token("WINDOW", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def house_home(tokens: list[Token]) -> list[Token]:
    """The tokens with a house emoji right after a time, in an order with no place, read as going home."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if t.type != "SEP" or out[k - 1].type != "TIME" or not any(h in str(t) for h in _HOUSES):
            continue
        rest = []
        for u in out[k + 1 :]:
            if u.type == "TIME" or _ends(u):
                break
            rest.append(u)
        if any(u.type in _PLACED for u in rest):
            continue
        out[k] = Token("RETURN_HOME", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out
