"""English, round ten: a word mended by the one who typed it (issue 22; docs/PARSING.md, *English,
round ten*).

Autocorrect and thumbs on a phone make a wrong word; players mend it in the chat's own ways, and a
GM reads the mended word:

- **right after it**, marked: ``the gadren *garden``, ``Tissue *Tiezhu``, ``the lawm.. lawn``,
  ``the widow (window lol autocorrect)``: the word typed is read as the word after the mark (a star
  on the word, two dots or more, a bracket opening on it);
- **later, in a sentence of its own**: ``kilo Dafei if hes alone. *kill not kilo haha``, ``kill*``,
  ``*kill, not kilo``: each earlier word typed so (said after "not"), or else the nearest earlier
  word the orders do not know, is read as the starred word, and the mending sentence with it.

Only where the two words look alike (the same first letter, and most letters in the same order:
:func:`alike`): a star before a word unlike the one before it (``garden *lawn``) is no mending read
here. Every mending is said back on the echo's ``corrected:`` line (``kilo→kill``); the words of
the mending are read with the word they mend (:func:`~blackhorse.parsing.accounting.read_past`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from difflib import SequenceMatcher

from lark import Token

from blackhorse.parsing.accounting import read_past

__all__ = ["alike", "mended", "mending"]

# what the rewrite mended, while a message is read: (start, end, the word meant)
_MENDED: ContextVar[list[tuple[int, int, str]] | None] = ContextVar("blackhorse_mended", default=None)

# how alike the two words must be: with a mark right on the word meant (a star), and without
_STARRED_RATIO = 0.5
_MARKED_RATIO = 0.6
# what a mending sentence may hold besides its words: a laugh, an "oops", punctuation
_CHATTER = frozenset({"ASIDE", "FILLER", "SEP"})
_NOT = frozenset({"not", "instead of", "not the"})
# the kinds a word typed wrong may stand as (a word not known, or a word of the orders it was
# read into by its spelling): never a time or a number
_WRONG_KINDS = frozenset({"UNKNOWN", "PLACE", "NAME", "KILL", "WINDOW", "PEEPHOLE", "GO", "RETURN_HOME"})


@contextmanager
def mending() -> Iterator[list[tuple[int, int, str]]]:
    """What :func:`mended` reads inside this block: (start, end, the word meant), for the echo's
    ``corrected:`` line."""
    book: list[tuple[int, int, str]] = []
    token = _MENDED.set(book)
    try:
        yield book
    finally:
        _MENDED.reset(token)


def alike(typed: str, meant: str, ratio: float) -> bool:
    """Whether ``typed`` (a word of Latin letters) is ``meant`` mistyped: the same first letter and
    most letters in the same order, and not the same word."""
    a, b = typed.lower(), meant.lower()
    if not a or not b or a == b or a[0] != b[0] or not a.isascii() or not a.isalpha():
        return False
    return SequenceMatcher(None, a, b).ratio() >= ratio


def _said(t: Token, text: str) -> str:
    return text[t.start_pos or 0 : t.end_pos or 0]


def _note(start: int, end: int, meant: str) -> None:
    book = _MENDED.get()
    if book is not None:
        book.append((start, end, meant))


def mended(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with each word mended by its typist read as the word meant (module doc)."""
    if "*" not in text and ".." not in text and "(" not in text:
        return tokens
    return _later(_right_after(tokens, text), text)


def _mark(tokens: list[Token], k: int, text: str) -> tuple[int, float] | None:
    """Where the word meant starts after the word ``tokens[k]`` (the index of its token), when a
    mark of mending stands between them on the line, and how alike the two must then be."""
    j = k + 1
    if j >= len(tokens) or tokens[j].type != "SEP":
        return None
    mark = str(tokens[j])
    gap = text[tokens[k].end_pos or 0 : tokens[j].start_pos or 0]
    if gap.strip(" \t"):
        return None
    if mark == "*" and j + 1 < len(tokens) and tokens[j + 1].start_pos == tokens[j].end_pos and gap:
        return j + 1, _STARRED_RATIO  # gadren *garden: the star on the word meant
    if mark == "(" and j + 1 < len(tokens):
        return j + 1, _MARKED_RATIO  # widow (window lol autocorrect)
    if mark == "." and not gap:  # lawm.. lawn: two dots or more
        dots = j
        while dots < len(tokens) and str(tokens[dots]) == "." and text[tokens[dots].start_pos or 0] == ".":
            dots += 1
        spaced = dots < len(tokens) and text[tokens[dots - 1].end_pos or 0 : tokens[dots].start_pos or 0]
        if dots - j >= 2 and spaced in (" ", ""):
            return dots, _MARKED_RATIO
    return None


def _right_after(tokens: list[Token], text: str) -> list[Token]:
    """The word typed wrong right before its mending (``gadren *garden``): read with the word meant."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        at = _mark(out, k, text) if t.type in _WRONG_KINDS else None
        if at is None:
            k += 1
            continue
        j, ratio = at
        meant = out[j]
        typed, said = _said(t, text), _said(meant, text).split(" ")[0]
        if not alike(typed.split(" ")[-1], said, ratio) or (t.type != "UNKNOWN" and t.type != meant.type):
            k += 1
            continue
        read_past(meant, *out[k:j])
        _note(t.start_pos or 0, t.end_pos or 0, said)
        del out[k:j]
        k += 1
    return out


def _sentence(tokens: list[Token], k: int) -> tuple[int, int]:
    """The tokens of the sentence (line or full stop) holding ``tokens[k]``: [start, end)."""
    start = k
    while start > 0 and not (tokens[start - 1].type == "SEP" and str(tokens[start - 1]) in ".\n!?;"):
        start -= 1
    end = k
    while end < len(tokens) and not (tokens[end].type == "SEP" and str(tokens[end]) in ".\n!?;"):
        end += 1
    return start, end


def _later(tokens: list[Token], text: str) -> list[Token]:
    """A sentence of its own mending an earlier word (``*kill not kilo haha``, ``kill*``)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        star = out[k]
        if star.type != "SEP" or str(star) != "*":
            k += 1
            continue
        start, end = _sentence(out, k)
        words = [u for u in out[start:end] if u.type not in _CHATTER]
        if not words:
            k += 1
            continue
        meant = words[0]
        on_it = star.end_pos == meant.start_pos or star.start_pos == meant.end_pos
        rest = words[1:]
        typed: str | None = None
        if rest and rest[0].type == "NOT" and str(rest[0]) in _NOT and len(rest) == 2:
            typed = _said(rest[1], text)
        elif rest:
            on_it = False
        if not on_it or meant.type in ("TIME", "UNKNOWN") or " " in _said(meant, text):
            k += 1
            continue
        said = _said(meant, text)
        wrong = [
            i
            for i, u in enumerate(out[:start])
            if (_said(u, text) == typed if typed is not None else u.type == "UNKNOWN")
            and alike(_said(u, text), said, _STARRED_RATIO)
        ]
        if typed is None:
            wrong = wrong[-1:]  # the nearest word not known
        if not wrong:
            k += 1
            continue
        for i in wrong:
            u = out[i]
            out[i] = Token(meant.type, meant.value, start_pos=u.start_pos, end_pos=u.end_pos)
            _note(u.start_pos or 0, u.end_pos or 0, said)
        read_past(out[wrong[-1]], *out[start:end])
        del out[start:end]
        k = start
    return out
