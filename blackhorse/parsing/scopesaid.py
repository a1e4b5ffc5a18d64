"""Words of scope around a look or a time that say nothing more than the order itself:

- **"only" before a look** (``只看门孔``, ``只从窗户看``, ``只盯着走廊``, "only watch the window"): an
  order looks through one thing anyway, so it is that look; beside another look in the same order
  the reader refuses it as two peeks, as before;
- **才 right after a time** (``10点才去花园``, ``9点半才回房间``: "not until 10"): the order at that
  time; the slots before it are what the rest of the message says.

Elsewhere 只 / only and 才 keep their class (blackhorse/parsing/meaning.py): refused where they do
not fit, never set aside.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

_LOOKS = frozenset({"PEEK_VERB", "LOOK_CORRIDOR", "WINDOW", "PEEPHOLE"})
_WITH = frozenset({"FROM", "USE", "THROUGH"})
# 只看, 只偷看, 只盯着: "only" with the look verb the lexer left inside it
_ONLY_LOOK = re.compile("只(?P<look>偷看|看着?|盯着?|窥视)")
_TIMES = frozenset({"TIME"})


def _looks_next(tokens: list[Token], k: int) -> bool:
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    after = tokens[k + 2] if k + 2 < len(tokens) else None
    return nxt is not None and (
        nxt.type in _LOOKS or nxt.type in _WITH and after is not None and after.type in ("WINDOW", "PEEPHOLE")
    )


def scoped(tokens: list[Token]) -> list[Token]:
    """ "Only" before a look, and 才 after a time, read as the order they stand in (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        said = str(t)
        if t.type == "UNKNOWN" and (m := _ONLY_LOOK.fullmatch(said)) is not None:
            nxt = tokens[k + 1] if k + 1 < len(tokens) else None
            if nxt is not None and nxt.type in ("WINDOW", "PEEPHOLE", "PLACE"):
                out.append(retoken("PEEK_VERB", t, m["look"]))  # 只看门孔: 看门孔
                continue
        if (t.type == "ONLY" or t.type == "UNKNOWN" and said == "只") and _looks_next(tokens, k):
            read_past(tokens[k + 1], t)
            continue  # only watch the window, 只从窗户看
        if t.type == "UNKNOWN" and said == "才" and out and out[-1].type in _TIMES:
            read_past(out[-1], t)
            continue  # 10点才去花园: at 10
        out.append(t)
    return out
