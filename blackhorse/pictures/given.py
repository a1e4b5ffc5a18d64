"""What the pictures are drawn from: a night, checked before drawing."""

from __future__ import annotations

from blackhorse.core.errors import InputError, Problem


def a_night(result: object, function: str) -> None:
    """Refuse anything but a night (a path, a game folder) with a clear error, not an
    AttributeError from inside the drawing."""
    from blackhorse.sight.seennight import SeenNight

    if not isinstance(result, SeenNight):
        allowed = "a night: bh.run_night(GAME, N) or bh.open_game(GAME).run_night(N)"
        shown = f"{type(result).__name__} {result!r}"[:120]
        raise InputError([Problem(function, 0, "night", shown, allowed)])
