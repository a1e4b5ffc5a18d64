"""A place name typed with one wrong character of the same sound (花圆 for 花园, 草平 for 草坪).

Chinese is typed by its sound (pinyin): the commonest slip picks a character that sounds like
the meant one. Where a place stands (after going, staying, looking, a time), an unknown part
of a place name's length that differs from exactly one place of the map in exactly one
character, and that character sounds the same, is that place; the echo says how it was read
(``已更正：花圆→花园``). Anything else (two places it could be, a character of another sound,
a word in no place's position) stays unknown and is refused, naming the likely place.
"""

from __future__ import annotations

from functools import cache

from lark import Token

from blackhorse.parsing.lexicon import Lexicon

# the words after which a place stands (去花圆, 在草平, 从窗户看花圆, 9点花圆)
_PLACE_BEFORE = frozenset({"GO", "TO", "AT", "FROM", "VIA", "STAY", "PEEK_VERB", "TIME"})


def _cjk(text: str) -> bool:
    return bool(text) and all("\u4e00" <= c <= "\u9fff" for c in text)


@cache
def _sounds(ch: str) -> frozenset[str]:
    from pypinyin import Style, pinyin  # lazily: only a message with such a slip pays for it

    return frozenset(pinyin(ch, style=Style.NORMAL, heteronym=True)[0])


_PLACES: dict[int, tuple[Lexicon, dict[int, list[tuple[str, str]]]]] = {}


def _places(lex: Lexicon) -> dict[int, list[tuple[str, str]]]:
    """The Chinese place words of the lexicon by length: (surface, spot); built once per lexicon."""
    kept = _PLACES.get(id(lex))
    if kept is not None and kept[0] is lex:
        return kept[1]
    out: dict[int, list[tuple[str, str]]] = {}
    for surface, word in lex.words.items():
        if word.kind == "PLACE" and len(surface) >= 2 and _cjk(surface):
            out.setdefault(len(surface), []).append((surface, word.value))
    if len(_PLACES) > 64:
        _PLACES.clear()
    _PLACES[id(lex)] = (lex, out)
    return out


def misspelt_place(text: str, i: int, tokens: list[Token], lex: Lexicon, ends: object) -> Token | None:
    """The place ``text`` names at ``i`` by one character of the same sound, as a PLACE token
    (its value the spot), or None. ``ends(j)`` tells whether a word may end at ``j``."""
    if not tokens or tokens[-1].type not in _PLACE_BEFORE or not _cjk(text[i : i + 2]):
        return None
    found: dict[str, tuple[int, str]] = {}
    for length, places in sorted(_places(lex).items(), reverse=True):
        said = text[i : i + length]
        if len(said) != length or not _cjk(said) or not ends(i + length):  # type: ignore[operator]
            continue
        for surface, spot in places:
            differ = [k for k in range(length) if said[k] != surface[k]]
            if len(differ) == 1 and _sounds(said[differ[0]]) & _sounds(surface[differ[0]]):
                found.setdefault(spot, (length, surface))
        if found:
            break
    if len(found) != 1:
        return None
    spot, (length, _) = next(iter(found.items()))
    return Token("PLACE", spot, start_pos=i, end_pos=i + length)


def corrections(tokens: list[Token], text: str, lex: Lexicon) -> list[tuple[int, int, str]]:
    """The places read from a mistyped name: (start, end, the place's name as the map says it)."""
    out: list[tuple[int, int, str]] = []
    for t in tokens:
        start, end = t.start_pos or 0, t.end_pos or 0
        if t.type == "PLACE" and _cjk(text[start:end]) and text[start:end] not in lex.words:
            meant = next(
                (
                    s
                    for s, spot in _places(lex).get(end - start, [])
                    if spot == str(t) and _one_off(s, text[start:end])
                ),
                str(t),
            )
            out.append((start, end, meant))
    return out


def _one_off(a: str, b: str) -> bool:
    return sum(x != y for x, y in zip(a, b, strict=True)) == 1
