"""The words of players' messages that are not people: the fixed words of the order language
(``blackhorse/data/parsing-words.yaml``) and every name of the map's places.

``blackhorse parse`` reads messages with them (:mod:`blackhorse.parsing.lexicon` adds the
people); game.yaml's ``nicknames:`` is checked against them, so that a nickname the GM
declares can never take the place of a word of the orders (docs/ORDERS.md, ``nicknames``).
"""

from __future__ import annotations

import unicodedata
from functools import cache
from importlib import resources
from itertools import product
from typing import Any

import yaml

from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.orders.conditionkinds import ALONE, ALWAYS
from blackhorse.orders.echo import place_en, place_zh
from blackhorse.orders.words import HOME_WORDS, PEEK_WORDS

_CN_DIGIT = "零一二三四五六七八九"
HOME = "home"  # the value of a place word meaning one's own room
WORDS_FILE = "parsing-words.yaml"


@cache
def message_words() -> dict[str, Any]:
    """The fixed words (``blackhorse/data/parsing-words.yaml``)."""
    text = (resources.files("blackhorse") / "data" / WORDS_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = yaml.safe_load(text)
    return data


def surface(text: str) -> str:
    """A word as the reader matches it: compatibility form (full width as ordinary), lower
    case, inner spaces one."""
    text = unicodedata.normalize("NFKC", text)
    return " ".join(text.lower().split()) if text.strip() else text


def built(shapes: list[list[list[str]]]) -> list[str]:
    """Every word a class's shapes make: one part from each list, in order (Latin parts joined
    with spaces, Chinese ones without): ``[["谁", "谁敲"], ["都"], ["别", "不"], ["开"]]`` makes
    谁都别开, 谁都不开, 谁敲都别开, 谁敲都不开."""
    out: list[str] = []
    for shape in shapes:
        for parts in product(*shape):
            words = [w for w in parts if w]
            joined = ""
            for w in words:
                latin = joined[-1:].isascii() and w[:1].isascii() and joined and not w.startswith("'")
                joined += (" " if latin else "") + w
            if joined:
                out.append(joined)
    return list(dict.fromkeys(out))


def place_words(inn: Inn) -> dict[str, str]:
    """Every name of every spot: surface -> spot (or ``home``)."""
    out: dict[str, str] = {}

    def put(text: str, spot: str) -> None:
        out.setdefault(" ".join(text.lower().split()), spot)

    words = message_words()
    for spot in inn.spots:
        en, zh = place_en(inn, spot), place_zh(inn, spot)
        for text in (spot, spot.replace("-", " "), en, zh):
            put(text, spot)
            if text.startswith("the "):
                put(text[4:], spot)
        if inn.kind[spot] == "room":
            for form in ("room {}", "{}房间", "{}号房间", "{}号房", "{}号", "{}房", "{}室", "{}屋"):
                put(form.format(spot), spot)
                if spot.isdigit():  # 二零三, 二〇三房间
                    for zero in "零〇":
                        cn = "".join(_CN_DIGIT[int(d)] for d in spot).replace("零", zero)
                        put(form.format(cn), spot)
                        put(cn, spot)
        if spot in inn.room_of_door:
            room = inn.room_of_door[spot]
            for form in (
                "{}门前",
                "{}门口",
                "{}的门口",
                "{}门外",
                "door of {}",
                "the door of {}",
                "{}'s door",
            ):
                put(form.format(room), spot)
        for text in words["sides"].get(spot, ()):
            put(text, spot)
    for alias, spot in inn.aliases.items():
        put(alias, spot)
    if len(inn.always_open) == 1:
        for text in words["common_room"]:
            put(text, next(iter(inn.always_open)))
    for zone, zh in inn.names_zh.items():  # a zone by its name ("the corridor"): its walkway
        if zone in inn.kind:
            continue
        inside = [s for s in inn.spots if inn.zone[s] == zone]
        walkway = [s for s in inside if inn.kind[s] in ("corridor", "stairs")] or inside
        if walkway:
            for text in (zone, "the " + zone, zh, *words["zones"].get(zone, ())):
                put(text, walkway[0])
    for text in (
        "home",
        "own room",
        "my own room",
        "your room",
        "your own room",
        "自己房间",
        "自己的房间",
        "我的房间",
        "自己屋",
        "自个屋",  # 北方话: 在自个屋里待着
        "自个儿屋",
        "自个房间",
        "自个儿房间",
        "家",
    ):
        put(text, HOME)
    for text, spot in list(out.items()):  # "the west stairs foot" as well as "west stairs foot"
        if text[:1].isascii() and text[:1].isalpha() and not text.startswith("the "):
            out.setdefault("the " + text, spot)
    return out


def fixed_words() -> dict[str, str]:
    """Every fixed word of the order language: surface -> kind (the grammar's terminal, or
    ``PERIOD``, ``RANGE``, ``FILLER``, ``ASIDE``), the first kind where a word has two."""
    out: dict[str, str] = {}
    words = message_words()

    def put(text: str, kind: str) -> None:
        out.setdefault(surface(text), kind)

    for texts in words["periods"].values():
        for t in texts:
            put(t, "PERIOD")
    for texts in words["ranges"].values():
        for t in texts:
            put(t, "RANGE")
    for kind, texts in words["words"].items():
        for t in texts:
            put(t, kind)
    for kind, shapes in words["forms"].items():
        for t in built(shapes):
            put(t, kind)
    for t in words["filler"]:
        put(t, "FILLER")
    for t in words["aside"]:
        put(t, "ASIDE")
    for t in HOME_WORDS:
        put(t, "PLACE")
    for t, peek in PEEK_WORDS.items():
        put(t, "WINDOW" if peek == "window" else "PEEPHOLE")
    for kind, token in ((ALONE, "ALONE"), (ALWAYS, "ALWAYS")):
        for t in (kind.word, *kind.typed):
            put(t, token)
    return out


@per_inn
def _taken(inn: Inn) -> frozenset[str]:
    return frozenset(place_words(inn)) | frozenset(fixed_words())


def a_message_word(text: str, inn: Inn) -> bool:
    """Whether ``text`` (as the reader matches it) is a word of players' messages: a fixed
    word of the order language or a name of one of the map's places."""
    return surface(text) in _taken(inn)
