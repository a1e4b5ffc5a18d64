"""The public board of the game a portal serves: the nights it published, the days closed."""

from __future__ import annotations

from blackhorse.game.board import Board, public_board
from blackhorse.portal.desk import Desk


def board_of(desk: Desk) -> Board:
    """The board as every player reads it (and as ``blackhorse board`` prints it)."""
    bedrooms = [r for r in desk.inn.rooms if desk.inn.beds[r] > 0]
    # the published nights as they were published (a rerun shows once published again)
    return public_board(desk.seen().replay, desk.store.published(), bedrooms)
