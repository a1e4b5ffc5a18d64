"""The few tests and makers every casual-English shape shares (see :mod:`blackhorse.parsing.casual`):
a word read as another kind in its place, whether a word is English, a word of arriving, the
clauses of a line, the sentence around a word."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from lark import Token

# what ends a clause of a casual line: a separator, "and", "then"
CLAUSE_ENDS = frozenset({"SEP", "AND", "THEN"})
# the separators that end an English sentence (a comma ends only a clause)
SENTENCE_ENDS = frozenset({".", "!", "?", ";", "\n"})


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


def by_clause(tokens: list[Token], rewrite: Callable[[list[Token]], list[Token]]) -> list[Token]:
    """``tokens`` with each clause (between :data:`CLAUSE_ENDS`) as ``rewrite`` gives it back
    (the clause itself when nothing is to change); the clause ends stay where they were."""
    out: list[Token] = []
    clause: list[Token] = []
    for t in tokens:
        if t.type in CLAUSE_ENDS:
            out += rewrite(clause)
            out.append(t)
            clause = []
        else:
            clause.append(t)
    return out + rewrite(clause)


def sentence_around(tokens: list[Token], k: int, ends: Iterable[str]) -> tuple[int, int]:
    """The span ``[start, end)`` of the sentence holding ``tokens[k]``: between the separators
    ``ends`` (not included) before and after it."""
    stops = frozenset(ends)
    start = k
    while start > 0 and not (tokens[start - 1].type == "SEP" and str(tokens[start - 1]) in stops):
        start -= 1
    end = k
    while end < len(tokens) and not (tokens[end].type == "SEP" and str(tokens[end]) in stops):
        end += 1
    return start, end
