"""The corpus of messages (tests/parsing/): every accepted message gives the orders expected,
compared as orders and by running the night; every refused one is refused where expected."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import default_inn
from blackhorse.night.referee import simulate
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import bare, corpus, ids

ACCEPTED: list[dict[str, Any]] = corpus("accepted")
REFUSED: list[dict[str, Any]] = corpus("refused")


def test_the_corpus_is_big_enough_and_in_both_languages() -> None:
    assert len(ACCEPTED) >= 60 and len(REFUSED) >= 30
    assert {e["lang"] for e in ACCEPTED} == {"zh", "en"}
    assert sum(e["lang"] == "zh" for e in ACCEPTED) >= 25 and sum(e["lang"] == "en" for e in ACCEPTED) >= 25


@pytest.mark.parametrize("entry", ACCEPTED, ids=ids(ACCEPTED))
def test_an_accepted_message_gives_the_expected_orders_and_night(entry: dict[str, Any]) -> None:
    inn = default_inn()
    who = entry["who"]
    parsed = parse_message(entry["message"], GAME, 1, who, inn)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert parsed.lang == entry["lang"]
    assert list(parsed.echo) == entry["echo"]
    cast = cast_of(GAME, 1, who, inn)
    text = yaml.safe_dump({"who": who, **entry["expect"]}, allow_unicode=True)
    expected, problems = read_order_sheet(parse_yaml(text, "expected"), who, cast, inn)
    assert problems == [] and expected is not None and parsed.sheet is not None
    assert bare(parsed.sheet) == bare(expected)
    ran, wanted = simulate(cast, (parsed.sheet,), inn), simulate(cast, (expected,), inn)
    assert ran.steps == wanted.steps
    assert ran.cases == wanted.cases


@pytest.mark.parametrize("entry", REFUSED, ids=ids(REFUSED))
def test_a_refused_message_is_refused_where_the_mistake_is(entry: dict[str, Any]) -> None:
    parsed = parse_message(entry["message"], GAME, 1, entry["who"], default_inn())
    assert parsed.problems, "must be refused"
    assert parsed.yaml == "" or parsed.echo == ()
    first = parsed.problems[0]
    assert [first.line, first.column] == entry["at"]
    assert first.quote == entry["quote"]
    assert first.text == entry["says"]
    assert entry["message"][first.start : first.end].strip() == first.quote or not entry["message"].strip()
