"""The player thinking aloud before the orders (issue 22, Chinese round five; docs/PARSING.md).

- ``我想了想还是…``, ``想来想去还是…``, ``考虑了一下还是…``: 还是 right after a word of thinking it over is
  "after all", the decision, never "or" (nothing is offered to choose from): set aside with the
  thinking. Anywhere else 还是 stays a choice, refused as before (``9点去花园还是草坪``).
- ``先下手为强`` ("better strike first"): the player's reason for the kill the message orders; set
  aside and said only where the message holds a kill of its own (it names nobody and no time, so it
  is that kill's reason); with no kill in the message it is refused at the word, as a kill the
  reader does not read (it may be the kill meant).
"""

from __future__ import annotations

import re

from lark import Token

# thinking it over, right before 还是 (想了想还是: after all)
_THOUGHT = re.compile(
    r"(?:想了想|想了一下|想了下|想来想去|思来想去|考虑了一下|考虑了下|琢磨了一下|琢磨了下)\s*$"
)
_STRIKE_FIRST = "先下手为强"


def thought_over(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with 还是 after thinking it over, and 先下手为强 beside a kill, set aside."""
    killed = sum(1 for t in tokens if t.type == "KILL")
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        at = t.start_pos or 0
        m = _THOUGHT.search(text[max(0, at - 8) : at]) if t.type == "CHOICE" and str(t) == "还是" else None
        if m is not None:
            start = max(0, at - 8) + m.start()
            out.append(Token("ASIDE", text[start : t.end_pos or 0], start_pos=start, end_pos=t.end_pos))
            k += 1
            continue
        strike = text.find(_STRIKE_FIRST, max(0, at - 1))
        if t.type == "KILL" and strike >= 0 and strike in (at - 1, at) and killed > 1:
            end = strike + len(_STRIKE_FIRST)
            j = k + 1
            while j < len(tokens) and (tokens[j].end_pos or 0) <= end:
                j += 1
            if all((u.end_pos or 0) <= end for u in tokens[k:j]) and (tokens[j - 1].end_pos or 0) == end:
                out.append(Token("ASIDE", _STRIKE_FIRST, start_pos=strike, end_pos=end))
                k = j
                continue
        out.append(t)
        k += 1
    return out
