"""A person's room named by a pronoun, then its number (docs/PARSING.md, *English, round seven*):
``I want to kill Zihan tonight. At 10:10 I go to her room 207``, ``9:30 his room 203``.

"her room 207" is "her room", which is 207: the number says which room "her room" is, as ``Zihan's
room 207`` already was read (the person's room, then its number: the same place, or refused as a
second place when it is another room). The pronoun right before a room's number ("room 207" is one
word) is read as the possessive it is: the pronoun, "'s", the number. Only "his", "her", "their";
only right before a room's number said with "room".
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import english, retoken

_POSSESSIVE = frozenset({"his", "her", "their"})
_ROOM_SAID = re.compile(r"room\s*\d{3}", re.IGNORECASE)


def pronoun_room(tokens: list[Token], text: str) -> list[Token]:
    """The module's rewrite: ``her room 207`` as ``her's 207`` (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type in ("PRONOUN", "UNKNOWN")
            and english(t)
            and str(t).lower() in _POSSESSIVE
            and nxt is not None
            and nxt.type == "PLACE"
            and _ROOM_SAID.fullmatch(text, nxt.start_pos or 0, nxt.end_pos or 0)
        ):
            at = t.end_pos or 0
            out += [retoken("PRONOUN", t), Token("POSS", "'s", start_pos=at, end_pos=at)]
            continue
        out.append(t)
    return out
