"""Who is on the map the night a message is for: the game's history, and the sender."""

from __future__ import annotations

from pathlib import Path

from blackhorse.game.gameplay import state_before
from blackhorse.game.ledger import senders
from blackhorse.game.state import cast_for_night
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast


def cast_of(game_dir: Path, night: int, who: str, inn: Inn) -> Cast:
    """The cast of night ``night`` as ``blackhorse check`` sees it once ``who``'s file exists
    (a police officer who sends orders is on the map)."""
    state = state_before(Path(game_dir), inn, 2 * night - 1).state
    return cast_for_night(state, senders(Path(game_dir), night) | {who})
