"""How the checker reads the words a GM types for places, people and times.

Forgiving where the meaning is plain, strict where it is not:

- **Width and case.** Text is read in its compatibility form first, so full-width digits
  and letters typed with a Chinese input method (``２０９``, ``２０：３０``, ``Ａ``) are the
  ordinary ones. Names of people and of places are found regardless of letter case
  (``dan`` is ``Dan``, ``Lawn`` is ``lawn``): names are unique regardless of case
  (:mod:`blackhorse.core.names`), so this never picks the wrong one.
- **Chinese room words.** A room number followed by 房, 房间, 号, 号房 or 室 (``209房``,
  ``204室``) is the room.
- **Did you mean.** A name or place that is none of these gets the closest known one in the
  message (``Dna`` -> "did you mean `Dan`?").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.names import name_key
from blackhorse.orders.model import DoorPolicy, PeekKind

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn

# Every accepted word besides the map's spot names and aliases (docs/ORDERS.md lists them).
# the file's words, and the Chinese the portal's door list says (对所有人开放, 不开门: issue 24)
DOOR_WORDS: dict[str, DoorPolicy] = {
    "open": "open",
    "closed": "closed",
    "对所有人开放": "open",
    "开门": "open",
    "不开门": "closed",
    "关门": "closed",
}
HOME_WORDS = ("home", "own room", "回家", "自己房间", "自己的房间")
PEEK_WORDS: dict[str, PeekKind] = {
    "window": "window",
    "窗户": "window",
    "窗口": "window",
    "窗子": "window",
    "peephole": "peephole",
    "门孔": "peephole",
    "猫眼": "peephole",
}
# the conditions' words are registered with their kinds (blackhorse/orders/conditionkinds.py)
ROOM_WORD = re.compile(r"^(?P<room>[0-9]+)\s*(?:号房间|号房|房间|房|号|室)$")


def normal(text: str) -> str:
    """``text`` in compatibility form (full width read as ordinary), trimmed, inner spaces one."""
    if not text.isascii():  # (ASCII is its own compatibility form)
        text = unicodedata.normalize("NFKC", text)
    return " ".join(text.split())


def find(text: str, known: Iterable[str]) -> str | None:
    """The one of ``known`` that ``text`` names, exactly or regardless of case and width: the
    first of them written ``text`` or with ``text``'s name key."""
    said = normal(text)
    if said == text:  # (then a word written `text` has its key: the first with the key is it)
        return _first_by_key(tuple(known)).get(_said_key(said))
    key = name_key(said)
    return next((k for k in known if k == text or name_key(k) == key), None)


# name_key of the words an order file says (the same few hundred, each keyed once)
_said_key = lru_cache(maxsize=4096)(name_key)


@lru_cache(maxsize=256)
def _first_by_key(known: tuple[str, ...]) -> dict[str, str]:
    """The first of ``known`` with each name key (the order files ask the same few lists: the
    cast, the home, peek, door and condition words; each key made once, not once a value)."""
    first: dict[str, str] = {}
    for k in known:
        first.setdefault(name_key(k), k)
    return first


def room_number(text: str) -> str | None:
    """``209`` for ``209房``, ``204室``, ``209号房``; None for anything else."""
    m = ROOM_WORD.match(normal(text))
    return m["room"] if m else None


def spot_word(text: str, inn: Inn) -> str | None:
    """The map's spot for ``text``: a spot name or alias regardless of case and width
    (``花园``, ``Garden``), or a room written the Chinese way (``209房``, ``204室``); None else."""
    text = room_number(text) or text
    found = inn.resolve(text) or inn.resolve(normal(text))
    if found is not None:
        return found
    names = page_names(inn)  # only for a word the map does not know (made afresh: ~40 us)
    found = names.get(normal(text)) or names.get(normal(text).lower())
    if found is not None:
        return found
    name = find(text, [*inn.spots, *inn.aliases])
    return None if name is None else inn.resolve(name)


def page_names(inn: Inn) -> dict[str, str]:
    """Each spot by the name a page gives it: a Chinese page's (the map's ``names_zh``: 北走廊,
    西楼梯下; a door's ``203门前``) and an English page's, with or without its "the" (``the
    north corridor``, ``door of room 203``, ``foot of the east stairs``): the words the portal
    lists for `via` are words the file takes."""
    from blackhorse.orders.echo import place_en  # the English pages' names (echo imports no words)

    out = {name: spot for spot, name in inn.names_zh.items() if spot in inn.kind}
    out.update({f"{room}门前": door for door, room in inn.room_of_door.items()})
    for spot in inn.spots:
        if inn.kind[spot] != "room":
            said = place_en(inn, spot).lower()
            out.setdefault(said, spot)
            out.setdefault(said.removeprefix("the "), spot)
    return out


# the digits a Chinese name may be typed with instead of its numeral (钱7 for 钱七)
NUMERALS = str.maketrans("0123456789", "〇一二三四五六七八九")


def did_you_mean(text: str, known: Iterable[str]) -> Msg | str:
    """`` (did you mean `X`?)`` for the closest of ``known``, or an empty string. Besides
    what looks alike (``Dna``: ``Dan``), a short Chinese name is near when typed with a
    digit for its numeral (``钱7``: ``钱七``, ``赵6``: ``赵六``) or one character off
    (``冯警管``: ``冯警官``), which a likeness of 0.6 missed in a name of two or three."""
    from difflib import get_close_matches  # only when a name is wrong

    choices = {name_key(k): k for k in known}
    typed = name_key(normal(text))
    spelled = typed.translate(NUMERALS)
    if spelled != typed and spelled in choices:
        return near_hint(choices[spelled])
    one_off = [
        k
        for k in choices
        if len(k) == len(typed) >= 2 and sum(a != b for a, b in zip(k, typed, strict=True)) == 1
    ]
    if len(one_off) == 1 and not typed.isascii():
        return near_hint(choices[one_off[0]])
    if typed.isascii() and (said := _by_sound(typed, choices)):
        return near_hint(said)
    near = get_close_matches(typed, list(choices), n=1, cutoff=0.6)
    return near_hint(choices[near[0]]) if near else ""


def _by_sound(typed: str, choices: dict[str, str]) -> str | None:
    """The one Chinese name of ``choices`` whose pinyin, without tones, spaces or hyphens, is
    ``typed`` (``wangwei``, ``Wang Wei``, ``wang-wei``: ``王伟``; a file named by its sound), or
    None: none, or two names that sound alike."""
    letters = "".join(c for c in typed if c.isalpha())
    han = [k for k in choices if k and all("\u4e00" <= c <= "\u9fff" for c in k)]
    if not letters or not han:
        return None
    from pypinyin import Style, lazy_pinyin  # only when a name is wrong and the cast is Chinese

    said = [choices[k] for k in han if "".join(lazy_pinyin(k, style=Style.NORMAL)) == letters]
    return said[0] if len(said) == 1 else None


def near_hint(word: str) -> Msg:
    """`` (did you mean `X`?)``: the hint a problem ends with."""
    return msg(" (did you mean `{word}`?)", word=word)
