"""docs/ORDERS.md lists every word the order reader accepts, and every field it knows."""

from __future__ import annotations

from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.orders import conditionkinds, gamefile, orderfile

DOC = (Path(__file__).parent.parent / "docs" / "ORDERS.md").read_text(encoding="utf-8")


def accepted_words() -> list[str]:
    inn = bh.load_inn()
    return sorted(
        {
            *inn.aliases,
            *orderfile.HOME_WORDS,
            *orderfile.PEEK_WORDS,
            *conditionkinds.plain_words(),
            *conditionkinds.who_words(),
            *orderfile.DOOR_WORDS,
        }
    )


@pytest.mark.parametrize("word", accepted_words())
def test_every_accepted_word_is_documented(word: str) -> None:
    assert f"`{word}`" in DOC


@pytest.mark.parametrize(
    "name",
    sorted(
        {
            *orderfile.FILE_FIELDS,
            *orderfile.ORDER_FIELDS,
            *orderfile.STANDING_FIELDS,
            *gamefile.GAME_FIELDS,
            *gamefile.TENANT_FIELDS,
        }
    ),
)
def test_every_field_is_documented(name: str) -> None:
    assert f"`{name}`" in DOC


def test_every_destination_and_via_spot_is_documented() -> None:
    inn = bh.load_inn()
    for spot in inn.destinations:
        assert f"`{spot}`" in DOC
    missing = [s for s in inn.spots if inn.kind[s] != "room" and f"`{s}`" not in DOC]
    assert missing == []
