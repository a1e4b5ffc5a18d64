"""Chinese, round nine: role-play (issue 22; docs/PARSING.md, *Chinese, round nine: role-play*).
Shapes a role-playing server's players write their orders in, each read by its shape:

- **A condition word before "nobody answers"** (:func:`if_nobody_answers`): ``若不应门则返二〇四``,
  ``要是不应门就回房``, ``如果不理我就去花园``: 若 / 如果 / 要是 right before a word of nobody answering the
  door is that word's own "if" (``如果没人应门`` is one word already): read with it.
- **A slot named by its start** (:func:`slot_of_a_time`): ``八点那段就在屋里看猫眼``, ``九点的那一段``,
  ``十点这个时段``: a clock time, then "that stretch", is the order at that time. Without a time
  before it (``那段路``) the words stay what they were.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past

# -- a condition word before "nobody answers" ----------------------------------------------------


def if_nobody_answers(tokens: list[Token]) -> list[Token]:
    """``若不应门则…``, ``要是不应门就…``: a Chinese condition word right before a word of nobody
    answering the door is read with it, as ``如果没人应门`` is one word (its "otherwise" after a
    visit, or refused where there is none, as before)."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "IF"
            and t.type == "NOBODY_OPENS"
            and str(prev)[:1] >= "\u4e00"
            and str(t)[:1] >= "\u4e00"
            and prev.end_pos == t.start_pos
        ):
            merged = Token("NOBODY_OPENS", str(prev) + str(t), start_pos=prev.start_pos, end_pos=t.end_pos)
            read_past(merged, prev, t)
            out[-1] = merged
            continue
        out.append(t)
    return out


# -- a slot named by its start ---------------------------------------------------------------------

# "that stretch" after a clock time: 那段, 这一段, 的那个时段
_STRETCH = re.compile(r"(?:的)?(?:那|这)(?:一|个)?(?:段|段儿|个时段|时段)(?![路话时间])")
_STRETCH_WORDS = frozenset({"POSS", "THERE", "UNKNOWN", "FILLER"})


def slot_of_a_time(tokens: list[Token], text: str) -> list[Token]:
    """``八点那段就在屋里看猫眼``: a clock time, then 那段 / 这一段 / 那个时段 ("that stretch"), is the
    order at that time: the stretch's words are read with the time."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        out.append(t)
        k += 1
        if t.type != "TIME" or t.end_pos is None:
            continue
        m = _STRETCH.match(text, t.end_pos)
        if m is None:
            continue
        j = k
        while j < len(tokens) and (tokens[j].end_pos or 0) <= m.end() and tokens[j].type in _STRETCH_WORDS:
            j += 1
        if j == k or (tokens[j - 1].end_pos or 0) != m.end():
            continue
        read_past(t, *tokens[k:j])
        k = j
    return out
