"""One memo per owner: what is derived from an object once and reused, kept on the object itself.

Tables built from a map (walk rows, zones, sight tables) or from the reader's lexicon (the nouns of
the orders by length, the words a typo may be read into) are costly to build and asked for again
and again. They are kept on their owner, in ``owner.memo``, so they live exactly as long as it does
and can never be another's: a module-level ``functools.cache`` would keep every map ever loaded for
the life of the process, and a table kept in a module by ``id(owner)`` could be read for a new owner
given a freed one's id. :func:`blackhorse.inn.memo.per_inn` and
:func:`blackhorse.parsing.lexiconmemo.per_lexicon` are this decorator for their owners.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import wraps
from typing import Concatenate, ParamSpec, Protocol, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")
_MISSING = object()


class Memoized(Protocol):
    """An object that keeps what is derived from it (``memo``)."""

    memo: dict[Hashable, object]


Owner = TypeVar("Owner", bound=Memoized)


def per_owner(func: Callable[Concatenate[Owner, P], R]) -> Callable[Concatenate[Owner, P], R]:
    """``func(owner, *args)`` computed once per owner and arguments, kept in ``owner.memo``.

    The arguments after the owner must be hashable and passed by position; the result is shared,
    so callers must not change it (a table meant to grow, such as a memo of answers by word, is
    the one exception, and keeps itself bounded)."""

    @wraps(func)
    def memoized(owner: Owner, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if kwargs:
            raise TypeError(f"{func.__qualname__}: pass the arguments after the owner by position")
        key: Hashable = (func, *args)
        value = owner.memo.get(key, _MISSING)
        if value is _MISSING:
            value = owner.memo[key] = func(owner, *args, **kwargs)
        return cast(R, value)

    return memoized
