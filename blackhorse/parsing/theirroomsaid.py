"""A person's room named by a pronoun (or by their name and "that"), then its number (docs/PARSING.md,
*English, round seven*):
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


# between a person and their room's number, "that" (赵强那个209: the reader's filler, read past)
_THAT = re.compile(r"\s*(?:那个|那|的那个)\s*")


def name_room(tokens: list[Token], text: str) -> list[Token]:
    """``十点整去老陈那个二零五房间``: a person, "that", then a room's number is that person's room, which
    is that number, as ``老陈的205房间`` is (round twenty-four): read with the possessive. Whether it
    is their room is checked as for 的 (the same place, or refused as a second place)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        out.append(t)
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.type != "NAME" or nxt is None or nxt.type != "PLACE" or not str(nxt).isdigit():
            continue
        if _THAT.fullmatch(text, t.end_pos or 0, nxt.start_pos or 0):
            at = t.end_pos or 0
            out.append(Token("POSS", "的", start_pos=at, end_pos=at))
    return out
