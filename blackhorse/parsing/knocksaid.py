"""A knock's outcome said both ways (issue 22, Chinese round five; docs/PARSING.md).

``9点去209找赵强，开门的话就聊到10点再回来；不开门就去花园，10点也回屋``: what one does when the door
opens (chat, sit a while) is the visit itself, set aside and said (``parsing-words.yaml``, the
door-open forms); its end said in the same case (``聊到10点再回来``) and then said again for every
case after the "otherwise" (``10点也回屋``) is that later order: the case's end is folded into
what is set aside, so the "otherwise" stays the visit's. Left as it was (read as an order of
its own at 22:00), the "otherwise" after it was put on coming home, not on the knock.
"""

from __future__ import annotations

import re

from lark import Token

# what the door opening leads to, set aside (开门的话就聊, 他要是开门就进去坐坐)
_OPENED = re.compile(r"开(了|门|了门|门了)?(的话)?就")
_ENDS = frozenset({"THEN", "RETURN_HOME"})


def visit_end_said_again(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with a case's end folded into the door-open words before it, where the same
    time and coming home are said again after the "otherwise" (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 3):
        aside, until, time = out[k : k + 3]
        opened = aside.type == "ASIDE" and _OPENED.search(str(aside)) is not None
        if not opened or until.type not in ("UNTIL", "TO") or time.type != "TIME":
            continue
        j = k + 3
        while j < len(out) and out[j].type in _ENDS:
            j += 1
        if not any(t.type == "RETURN_HOME" for t in out[k + 3 : j]):
            continue
        if not _said_again_home(out[j:], str(time)):
            continue
        start, end = aside.start_pos or 0, out[j - 1].end_pos or 0
        out[k:j] = [Token("ASIDE", text[start:end], start_pos=start, end_pos=end)]
        break
    return out


def _said_again_home(rest: list[Token], minute: str) -> bool:
    """Whether the knock refused is said after, then coming home at the same time."""
    refused = False
    for k, t in enumerate(rest):
        if t.type in ("NOBODY_OPENS", "NOT_OPEN", "OTHERWISE"):
            refused = True
        if refused and t.type == "TIME" and str(t) == minute:
            return k + 1 < len(rest) and rest[k + 1].type == "RETURN_HOME"
    return False
