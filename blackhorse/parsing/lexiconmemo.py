"""One memo per lexicon: the tables the reader derives from a lexicon once and reuses, freed
with the lexicon.

A reader's tables (the nouns of the orders by length, their masked forms, the words a typo may
be read into, ...) are costly to build and asked for at every word of every message. They are
kept on the lexicon itself, in ``lex.memo``, so they live exactly as long as the lexicon does and
can never be another lexicon's: a table kept in a module by ``id(lex)`` could be read for a new
lexicon given a freed one's id (a portal or a sweep reading many games in one process would read
a message by what it read before). This is :func:`blackhorse.inn.memo.per_inn` for the lexicon.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from blackhorse.core.memo import per_owner

if TYPE_CHECKING:
    from blackhorse.parsing.lexicon import Lexicon

P = ParamSpec("P")
R = TypeVar("R")


def per_lexicon(func: Callable[Concatenate[Lexicon, P], R]) -> Callable[Concatenate[Lexicon, P], R]:
    """``func(lex, *args)`` computed once per lexicon and arguments, kept in ``lex.memo``
    (:func:`blackhorse.core.memo.per_owner`).

    The arguments after the lexicon must be hashable and passed by position; the result is
    shared, so callers must not change it (a table meant to grow, such as a memo of answers by
    word, is the one exception, and keeps itself bounded)."""
    return per_owner(func)
