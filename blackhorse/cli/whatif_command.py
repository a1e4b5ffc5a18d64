"""``blackhorse whatif GAME N NAME FILE``: what night N would have been with NAME's orders
from FILE (an order file, or the player's own words), said for every player; nothing is
written. A GM settling a dispute ("had I opened my door...") runs it and reads the answer."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from blackhorse.cli.numberargs import add_number
from blackhorse.core.numbers import NIGHT


def cmd_whatif(args: argparse.Namespace) -> int:
    from blackhorse.api.notebook import run_night
    from blackhorse.cli.maps import inn_of
    from blackhorse.cli.parse_command import read_message_text
    from blackhorse.cli.saying import teller
    from blackhorse.core.catalog import msg
    from blackhorse.orders.gamelang import game_lang

    text = read_message_text(args.orders)
    night = run_night(args.game, args.night, inn_of(args))
    who = night.person(args.name, "NAME")
    changed = night.with_orders(who, text, args.lang)
    shown = msg("standard input") if args.orders == "-" else args.orders
    lang = args.report_lang or game_lang(args.game)
    said = msg(
        "{game} night {night}, {name}'s orders from {source} instead (nothing written)",
        game=args.game.resolve().name,
        night=args.night,
        name=who,
        source=shown,
    )
    teller(args.game, lang)(said)
    print(night.diff(changed, lang).text(), end="")
    return 0


Adder = Callable[[str, Callable[[argparse.Namespace], int], str], argparse.ArgumentParser]


def register_whatif_command(add: Adder) -> None:
    """``blackhorse whatif GAME N NAME FILE``."""
    p = add(
        "whatif", cmd_whatif, "what a night would have been with one player's orders changed; writes nothing"
    )
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument("name", help="whose orders change")
    p.add_argument(
        "orders",
        help="the new orders: an order file (YAML) or a message in the player's own words;"
        " - for standard input",
    )
    p.add_argument(
        "--lang", choices=("zh", "en"), default=None, help="the message's language, when the guess is wrong"
    )
    p.add_argument(
        "--report-lang",
        choices=("en", "zh"),
        default=None,
        help="the language of what it says and the report lines it shows (default: the game's, `lang:`)",
    )
