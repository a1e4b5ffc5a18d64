"""The few tests and makers every casual-English shape shares (see :mod:`blackhorse.parsing.casual`):
a word read as another kind in its place, whether a word is English, a word of arriving."""

from __future__ import annotations

from lark import Token


def retoken(kind: str, like: Token, value: str | None = None, end: int | None = None) -> Token:
    return Token(
        kind,
        str(like) if value is None else value,
        start_pos=like.start_pos,
        end_pos=like.end_pos if end is None else end,
    )


def english(t: Token) -> bool:
    return str(t)[:1].isascii()


def arrives(t: Token) -> bool:
    return t.type == "ARRIVE" or t.type == "GO" and str(t).split()[-1:] == ["up"]  # turns up, shows up
