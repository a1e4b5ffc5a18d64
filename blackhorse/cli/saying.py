"""What a command says once it has done its work, in the game's language (issue 24).

A command's success lines are messages of the catalog (``msg``), printed in game.yaml's
``lang:`` as its problems are (cli/main.py): a Chinese game reads "第 1 夜：E（凶手 B）……"
where it read "night 1: E (by B) ...". Paths, names, commands and links stay as they are.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from blackhorse.core.catalog import say
from blackhorse.orders.gamelang import game_lang

Teller = Callable[..., None]


def teller(game: Path, lang: str | None = None) -> Teller:
    """``tell(message, err=False)``: print ``message`` in ``lang`` (default: the language of
    the game in ``game``) on standard output, or on standard error with ``err``."""
    said = lang or game_lang(game)

    def tell(message: object, err: bool = False) -> None:
        print(say(message, said), file=sys.stderr if err else sys.stdout)

    return tell
