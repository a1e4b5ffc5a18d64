"""One memo per inn: what is derived from a map once and reused, freed with the map.

Tables built from an :class:`~blackhorse.inn.layout.Inn` (walk rows, zones, sight tables, a
room's names, a bot's moves) are costly to build and asked for again and again, night after
night. They are kept on the inn itself, in ``inn.memo``, so they live exactly as long as the
inn does: a portal that reloads an edited map drops the old map's tables with the old map,
where a module-level ``functools.cache`` would keep every map ever loaded for the life of the
process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

from blackhorse.core.memo import per_owner

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn

P = ParamSpec("P")
R = TypeVar("R")


def per_inn(func: Callable[Concatenate[Inn, P], R]) -> Callable[Concatenate[Inn, P], R]:
    """``func(inn, *args)`` computed once per inn and arguments, kept in ``inn.memo``
    (:func:`blackhorse.core.memo.per_owner`).

    The arguments after the inn must be hashable and passed by position; the result is
    shared, so callers must not change it."""
    return per_owner(func)
