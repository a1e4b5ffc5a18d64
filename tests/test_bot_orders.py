"""The batch path's bot orders, built without the order-file reader, are what the reader makes of them.

A sweep builds each bot's checked :class:`OrderSheet` directly (``bots.bot_order_sheets``);
``blackhorse bots`` writes the same orders as files. Here, over many seeds, every strategy
and nights of whole bot games (people dead or jailed, kills used), the directly built
sheets equal, model object for model object, what the ordinary reader makes of the bots'
order data, and (but for the file name and line numbers) of the written files' text.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from blackhorse.analysis.botgame import after_bot_night, bot_game_setup, play_bot_night
from blackhorse.analysis.bots import bot_order_sheets, bot_sheets, checked_sheet, sheet_yaml
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.game.state import GameState, cast_for_night, initial_state
from blackhorse.inn.layout import default_inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.model import Action, Order, OrderSheet, StandingKill
from blackhorse.orders.orderfile import read_order_sheet

INN = default_inn()
CHOICES = ("mix", "wanderer", "hunter", "cautious")


def game_nights(seed: str, choice: str, nights: int) -> Iterator[tuple[GameState, int]]:
    """The state before each night of a bot game, as the sweep plays it."""
    state = initial_state(bot_game_setup(INN, seed))
    for night in range(1, nights + 1):
        yield state, night
        seen = play_bot_night(state, night, choice, seed, INN)
        state = after_bot_night(state, night, seen, seed, INN)
        if state.winner is not None:
            return


def unlined(sheet: OrderSheet) -> OrderSheet:
    """``sheet`` with no file name and every line number 0 (what a file adds to the orders)."""

    def action(a: Action) -> Action:
        return replace(a, otherwise=None if a.otherwise is None else action(a.otherwise), line=0)

    def order(o: Order) -> Order:
        return replace(o, action=action(o.action), line=0)

    def standing(s: StandingKill) -> StandingKill:
        return replace(s, line=0)

    return replace(
        sheet, file="", orders=tuple(map(order, sheet.orders)), standing=tuple(map(standing, sheet.standing))
    )


def compare(cast: Cast, choice: str, seed: str, night: int, seen: dict[str, int]) -> None:
    built = bot_order_sheets(cast, INN, cast.people, choice, seed, night)
    data = bot_sheets(cast, INN, cast.people, choice, seed, night)
    assert list(built) == list(data) == sorted(cast.people)
    for name, sheet in data.items():
        assert built[name] == checked_sheet(sheet, cast, INN)
        text = sheet_yaml(sheet, choice, seed, night)
        from_file, problems = read_order_sheet(parse_yaml(text, f"{name}.yaml"), name, cast, INN)
        assert not problems and from_file is not None
        assert unlined(built[name]) == unlined(from_file)
        seen["kills"] += sum(1 for o in built[name].orders if o.action.kill)
        seen["standing"] += len(built[name].standing)
        seen["closed"] += built[name].door == "closed"
        seen["peeks"] += sum(1 for o in built[name].orders if o.action.peek)


def test_built_sheets_equal_what_the_reader_makes_of_the_bots_orders() -> None:
    seen = dict.fromkeys(("kills", "standing", "closed", "peeks", "later", "absent"), 0)
    for index in range(12):
        choice = CHOICES[index % len(CHOICES)]
        seed = f"orders:{index}"
        for state, night in game_nights(seed, choice, 6):
            cast = cast_for_night(state, frozenset(state.game.police))
            compare(cast, choice, seed, night, seen)
            seen["later"] += night > 1
            seen["absent"] += bool(cast.absent)
    # the comparison covered every kind of order a bot writes, and nights after deaths
    assert all(seen[k] > 0 for k in seen), seen
