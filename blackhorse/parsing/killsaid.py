"""A kill said with a verb whose particle follows the person, read as the kill it is
(docs/PARSING.md, *Casual English*): "finish her off", "bump Tom off", "do him in", "take her
out" are "finish off", "bump off", "do in", "take out" with the person inside. Which verbs split
so is the lexicon's: every two-word kill word ("finish off") said around a person; never when a
place follows ("take Emma out to the garden" says no kill: refused, not guessed).
"""

from __future__ import annotations

import re
from functools import cache

from lark import Token

from blackhorse.orders.messagewords import message_words
from blackhorse.parsing.accounting import rebuilt

_WORD = re.compile(r"[a-z']+")


@cache
def _split_kills() -> frozenset[tuple[str, str]]:
    words = message_words()["words"]["KILL"]
    pairs = (w.split() for w in words if w.isascii())
    return frozenset((p[0], p[1]) for p in pairs if len(p) == 2)


@rebuilt
def separable_kill(tokens: list[Token], text: str) -> list[Token]:
    """``finish her off``: the kill of the person between the verb and its particle."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        k += 1
        if t.type not in ("NAME", "PRONOUN") or t.start_pos is None or t.end_pos is None:
            continue
        before = re.search(r"([a-z']+)\s+$", text[: t.start_pos])
        rest = text[t.end_pos :]
        after = _WORD.match(text, t.end_pos + len(rest) - len(rest.lstrip()))
        if before is None or after is None or (before[1], after[0]) not in _split_kills():
            continue
        prev = out[k - 2] if k >= 2 else None
        nxt = out[k] if k < len(out) else None
        verb_said = prev is not None and prev.start_pos == before.start(1)
        particle_said = nxt is not None and nxt.start_pos == after.start()
        if verb_said and prev is not None and prev.type not in ("UNKNOWN", "ASIDE", "KILL"):
            continue
        if particle_said and nxt is not None and nxt.type not in ("UNKNOWN", "AT", "ASIDE"):
            continue
        beyond = next((u for u in out[k:] if (u.start_pos or 0) >= after.end()), None)
        if beyond is not None and beyond.type in ("TO", "PLACE", "GO", "AT", "ROOMWORD", "VIA"):
            continue  # "take Emma out to the garden": no kill said
        kill = Token("KILL", f"{before[1]} {after[0]}", start_pos=before.start(1), end_pos=t.start_pos)
        first = k - 2 if verb_said else k - 1
        last = k + 1 if particle_said else k
        out[first:last] = [kill, t]
        k = first + 2
    return out
