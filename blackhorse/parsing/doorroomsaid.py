"""One's own room named after a door shut to people coming in (docs/PARSING.md, *English, round
seven*): ``nobody comes in my room except Tom``, ``I don't want anyone come in my room before 10pm,
except Tom``, ``no one enters our room``.

The room one's door lets people into is one's own: "my room" there says what "comes in" already
says, and is read with the door rule. It was left as a place after the rule, and the message refused
("stops in the middle"). Only one's own room ("my room", "our room", "the room"), only right after a
door rule that ends in a word of coming in; another room (``nobody comes in 205``) is left as it was.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english

_OWN = frozenset({"my room", "our room", "the room", "my own room", "my place"})
_COMING_IN = ("in", "into", "enter", "enters", "entering", "in to")


def own_room_of_the_door(tokens: list[Token]) -> list[Token]:
    """The module's rewrite: "my room" right after a door shut to comers read with the rule."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            t.type == "ROOMWORD"
            and str(t).lower() in _OWN
            and prev is not None
            and prev.type == "DOOR_CLOSED"
            and english(prev)
            and str(prev).lower().endswith(_COMING_IN)
        ):
            read_past(prev, t)
            continue
        out.append(t)
    return out
