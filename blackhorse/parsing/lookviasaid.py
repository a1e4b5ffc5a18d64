"""A look said "via" the window or the peephole (docs/PARSING.md, *English, round seven*):
``observe via the peephole``, ``watch via the window``, ``monitor the corridor via the peephole``.

After a verb of looking, "via" the window or the peephole is what one looks through, as "through"
is; it was read as a way (a route's spot) and the message refused at the window ("expected a
place"). Only between a verb of looking and the window or the peephole; "via" anywhere else (``go
to the garden via the east stairs``) is a route, as before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english

_SEEN_THROUGH = frozenset({"WINDOW", "PEEPHOLE"})


def look_via(tokens: list[Token]) -> list[Token]:
    """The module's rewrite: "via" between a look and what it looks through, read with the look."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "VIA"
            and str(t).lower() == "via"
            and prev is not None
            and prev.type in ("PEEK_VERB", "LOOK_CORRIDOR")
            and english(prev)
            and nxt is not None
            and nxt.type in _SEEN_THROUGH
        ):
            read_past(prev, t)
            continue
        out.append(t)
    return out
