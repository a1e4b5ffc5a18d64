"""Going to knock, and the door knocked at said as a door (docs/PARSING.md, *English, round
seven*): ``at 9 I go to knock on 205``, ``I'll go over to knock on C's door``, ``go and knock on the
door of 205``, ``knock on the door to 205``.

A going right before a knock is the knock's own going (one goes to the room whose door one
knocks at): it was read as a going with no place, and the message refused at the knock ("knock
where?"). A door spot right after a knock (``the door of 205``: ``door-205``) is the room knocked
at, as ``knock on the door of 205`` already was when the knock's words took "the door of"; and
"to" between a knock on the door and a room is the door's (``the door to 205``). Only English
words, and only right next to each other; a place between the going and the knock (``go to the
garden to knock ...``) is left as it was.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english, retoken

_DOOR_SPOT = re.compile(r"door-(\d{3})")


def knock_gone_to(tokens: list[Token]) -> list[Token]:
    """The module's rewrite (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        if t.type == "KNOCK" and english(t) and prev is not None and prev.type == "GO" and english(prev):
            read_past(t, prev)  # "I go to knock on 205": the knock's going
            out.pop()
            out.append(t)
            continue
        if prev is not None and prev.type == "KNOCK" and english(prev):
            spot = _DOOR_SPOT.fullmatch(str(t)) if t.type == "PLACE" else None
            if spot is not None:  # "knock on the door of 205": 205
                out.append(retoken("PLACE", t, spot.group(1)))
                continue
            nxt = tokens[k + 1] if k + 1 < len(tokens) else None
            door = str(prev).lower().endswith("door")
            if t.type == "TO" and door and nxt is not None and nxt.type == "PLACE":
                read_past(prev, t)  # "knock on the door to 205"
                continue
        out.append(t)
    return out
