"""Messages as players write them in a chat (issue 22, second round): times in every form,
chatter around the orders, staying in all night and ranges of slots (后两个小时), what follows
a kill (干完回家), conditions said casually (如果D在就回家), kills said for the night, the door
said negatively (别给D开门, "everyone except D"), police orders; and what must be refused, never
guessed: a choice left open (或者), a maybe (也许), two times for one order, a rough time.

The corpus is tests/parsing/players.yaml, written from the seed's rules and the order-file
grammar, never from a held-out set."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import default_inn
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, corpus, ids

PLAYERS: dict[str, list[dict[str, Any]]] = corpus("players")
INN = default_inn()


@pytest.mark.parametrize("entry", PLAYERS["accepted"], ids=ids(PLAYERS["accepted"]))
def test_a_players_message_gives_the_orders_it_says(entry: dict[str, Any]) -> None:
    who = entry["who"]
    parsed = parse_message(entry["message"], GAME, 1, who, INN)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    cast = cast_of(GAME, 1, who, INN)
    text = yaml.safe_dump({"who": who, **entry["expect"]}, allow_unicode=True)
    expected, problems = read_order_sheet(parse_yaml(text, "expected"), who, cast, INN)
    assert problems == [] and expected is not None and parsed.sheet is not None
    assert bare(parsed.sheet) == bare(expected), parsed.echo


@pytest.mark.parametrize("entry", PLAYERS["refused"], ids=ids(PLAYERS["refused"]))
def test_a_players_message_that_is_ambiguous_or_breaks_a_rule_is_refused_for_that(
    entry: dict[str, Any],
) -> None:
    parsed = parse_message(entry["message"], GAME, 1, entry["who"], INN)
    assert parsed.problems and parsed.echo == ()
    first = parsed.problems[0]
    assert first.kind == entry["kind"], [str(p) for p in parsed.problems]
    if "quote" in entry:
        assert first.quote == entry["quote"]


def test_the_door_said_negatively_lets_in_everyone_else_who_may_knock() -> None:
    """别给D开门: every tenant on the map and every police officer (who may send orders and
    knock), but D and the sender."""
    parsed = parse_message("别给D开门，8点去花园", GAME, 1, "A", INN)
    assert parsed.sheet is not None
    assert parsed.sheet.door == frozenset({"B", "C", "E", "F", "G", "H", "P1", "P2", "P3"})
    assert parsed.echo[-1] == "10点前只给B、C、E、F、G、H、P1、P2和P3开门"
