"""A place name typed with one wrong character of the same sound (花圆 for 花园, 草平 for 草坪),
and so every noun of the orders (放间 for 房间, 窗护 for 窗户, 毛眼 for 猫眼, 会房间 for 回房间).

Chinese is typed by its sound (pinyin): the commonest slip picks a character that sounds like
the meant one. Where a place stands (after going, staying, looking, a time), an unknown part
of a place name's length that differs from exactly one place of the map in exactly one
character, and that character sounds the same, is that place; the echo says how it was read
(``已更正：花圆→花园``). The same holds, by the same rule, for the other nouns of the orders (the
room, ``房间``/``屋里``; what one looks through, ``窗户``/``猫眼``/``门孔``; going back to the room,
``回房间``/``回屋``), where such a word stands: also at the start of a clause. Anything else (two
words it could be, a character of another sound, a word in no such position) stays unknown and is
refused, naming the likely word.
"""

from __future__ import annotations

from functools import cache

from lark import Token

from blackhorse.parsing.accounting import rebuilt
from blackhorse.parsing.hanzi import all_han
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.lexiconmemo import per_lexicon

# the words after which a place stands (去花圆, 在草平, 从窗户看花圆, 9点花圆)
_PLACE_BEFORE = frozenset({"GO", "TO", "AT", "FROM", "VIA", "STAY", "PEEK_VERB", "TIME"})
# the other nouns of the orders read by their sound: the room, what one looks through, going back;
# and "alone" (一个仁 for 一个人), said of someone
NOUNS = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE", "RETURN_HOME", "ALONE"})
# where they stand besides a place's position: opening a clause (，窗护看草坪), after "use"
_NOUN_BEFORE = _PLACE_BEFORE | {"SEP", "THEN", "USE", "RETURN_HOME", "LEAVE"}
# where "alone" stands: right after the person (她一个仁在), or "if" (要是一个仁)
_ALONE_BEFORE = frozenset({"NAME", "PRONOUN", "WHO", "IF"})
# the words of a meaning that a same-sound slip must never let be set aside (:func:`sounds_like_a_word`)
_GUARDED = frozenset(
    {"ALONE", "IF", "UNLESS", "NOT", "NOT_THERE", "OTHERWISE", "NOBODY_OPENS", "NOBODY_ELSE", "SOMEONE"}
    | {"KILL", "EXCEPT", "ONLY_OPEN", "NOT_OPEN", "NOT_LET", "DOOR_OPEN", "DOOR_CLOSED", "MEET", "ANYWHERE"}
)


def _before_fits(kind: str, before: str) -> bool:
    if kind == "PLACE":
        return before in _PLACE_BEFORE
    if kind == "ALONE":
        return before in _ALONE_BEFORE
    return before in _NOUN_BEFORE


@cache
def _sounds(ch: str) -> frozenset[str]:
    from pypinyin import Style, pinyin  # lazily: only a message with such a slip pays for it

    return frozenset(pinyin(ch, style=Style.NORMAL, heteronym=True)[0])


@per_lexicon
def _places(lex: Lexicon) -> dict[int, list[tuple[str, str, str]]]:
    """The Chinese nouns of the orders in the lexicon by length: (surface, kind, value: a place's
    spot); built once per lexicon."""
    out: dict[int, list[tuple[str, str, str]]] = {}
    for surface, word in lex.words.items():
        short = word.kind != "ALONE" or len(surface) <= 3  # 一个人, 单独, 一人: not 独自一个人
        if word.kind in NOUNS and len(surface) >= 2 and all_han(surface) and short:
            out.setdefault(len(surface), []).append((surface, word.kind, word.value))
    return out


@per_lexicon
def _masked(lex: Lexicon) -> dict[str, list[tuple[str, str, str]]]:
    """The nouns of :func:`_places` by each of their forms with one character masked (``\0``):
    the nouns one character from a text are found by its masked forms, not by trying every noun
    at every character of a message; built once per lexicon."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for places in _places(lex).values():
        for p in places:
            for k in range(len(p[0])):
                out.setdefault(p[0][:k] + "\0" + p[0][k + 1 :], []).append(p)
    return out


def noun_starts_with(lex: Lexicon, ch: str) -> bool:
    """Whether a noun of the orders (module doc) starts with ``ch`` (窗 of 窗户): a word of one
    character there may be the start of that noun mistyped (窗护)."""
    return ch in _firsts(lex)


@per_lexicon
def _firsts(lex: Lexicon) -> frozenset[str]:
    """The first characters of :func:`_places`' nouns."""
    return frozenset(s[0] for ps in _places(lex).values() for s, _, _ in ps)


def misspelt_place(text: str, i: int, tokens: list[Token], lex: Lexicon, ends: object) -> Token | None:
    """The place or other noun of the orders ``text`` names at ``i`` by one character of the same
    sound, as a token of its kind (a place's value its spot), or None. ``ends(j)`` tells whether
    a word may end at ``j``."""
    if not all_han(text[i : i + 2]):
        return None
    before = tokens[-1].type if tokens else "SEP"
    found: dict[tuple[str, str], int] = {}
    for length in sorted(_places(lex), reverse=True):
        said = text[i : i + length]
        if len(said) != length or not all_han(said):
            continue
        masked = _masked(lex)  # the nouns one character from ``said``, found by the others
        alike = (p for k in range(length) for p in masked.get(said[:k] + "\0" + said[k + 1 :], ()))
        near = [
            (kind, value)
            for surface, kind, value in dict.fromkeys(alike)
            if _before_fits(kind, before) and _one_off(said, surface)
        ]
        if not near or not ends(i + length):  # type: ignore[operator]  # where a word ends: asked last
            continue
        for kind, value in near:
            found.setdefault((kind, value), length)
        break
    if len(found) != 1:
        return None
    (kind, value), length = next(iter(found.items()))
    return Token(kind, value, start_pos=i, end_pos=i + length)


# characters typed for 半 ("half", ban4) by its sound, that are no word of their own after a time
# (搬 "move", 办 "do" are: 8点搬去花园 is at eight)
_HALF_SLIPS = frozenset("班伴扮拌瓣绊般斑版板")


def half_slipped(text: str, end: int) -> bool:
    """Whether the time ending at ``end`` (``8点``) is followed by 半 typed by its sound (``8点班去花园``:
    8:30); the echo says it (``已更正：8点班→8点半``)."""
    return 0 < end < len(text) and text[end - 1] in "点點" and text[end] in _HALF_SLIPS


def corrections(tokens: list[Token], text: str, lex: Lexicon) -> list[tuple[int, int, str]]:
    """The places and nouns read from a mistyped word: (start, end, the word as it is written)."""
    out: list[tuple[int, int, str]] = []
    for t in tokens:
        start, end = t.start_pos or 0, t.end_pos or 0
        if t.type == "TIME" and end - start > 1 and half_slipped(text, end - 1):
            out.append((start, end, text[start : end - 1] + "半"))
            continue
        if t.type == "GO" and str(t) == "去" and text[start:end] != "去" and all_han(text[start:end]):
            out.append((start, end, "去"))  # 区204: going, typed by its sound (going_slipped)
            continue
        if t.type in NOUNS and all_han(text[start:end]) and text[start:end] not in lex.words:
            meant = next(
                (
                    s
                    for s, kind, value in _places(lex).get(end - start, [])
                    if kind == t.type
                    and (value == str(t) or kind != "PLACE")
                    and (_one_off(s, text[start:end]) or _last_slipped_too(text[start:end], s))
                ),
                _written(lex, str(t), text[end:]) if t.type == "PLACE" else None,  # from another rewrite
            )
            if meant is not None:
                out.append((start, end, meant))
    return out


def _written(lex: Lexicon, spot: str, after: str) -> str:
    """A place read by another rewrite (画院里, the player then saying 不是画院 是花园) as the message writes
    it, for the echo's 已更正 line: its Chinese name said later in the message (花园), else its
    shortest Chinese name, else the spot."""
    names = [
        s for row in _places(lex).values() for s, kind, value in row if kind == "PLACE" and value == spot
    ]
    return min(names, key=lambda s: (s not in after, len(s), s), default=spot)


# where going stands before its place: after a time, opening a clause, after 就 / 再 (fillers)
_GOING_BEFORE = frozenset({"TIME", "SEP", "THEN", "PERIOD", "ALLNIGHT"})


def going_slipped(tokens: list[Token], lex: Lexicon) -> list[Token]:
    """``九点区204``, ``9点取花园``: the verb of going (去, qu) typed as another character of its
    sound, a part not understood of one character right before a place, where a going stands
    (after a time or opening a clause), is 去; the echo says so (``已更正：区→去``). **Decision:**
    only 去 (one sound, one verb: 回's sound, hui, is 会 "will", a word of its own), only right
    before a place, only where the character is no word the lexicon knows."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        said = str(t)
        if (
            t.type == "UNKNOWN"
            and len(said) == 1
            and all_han(said)
            and said not in lex.words
            and nxt.type == "PLACE"
            and "stairs" not in str(nxt)
            and (k == 0 or out[k - 1].type in _GOING_BEFORE)
            and "qu" in _sounds(said)
        ):
            out[k] = Token("GO", "去", start_pos=t.start_pos, end_pos=t.end_pos)
    return out


@rebuilt
def is_slipped(tokens: list[Token]) -> list[Token]:
    """``如果Sandra事一个人在那里就杀了他``: 是 ("is") typed by voice as 事 (shi), alone right between a
    person and 一个人 (alone), is the 是 the reader reads past there; read with 一个人. Only there
    (round nineteen, voice input)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "UNKNOWN"
            and str(t) == "事"
            and out
            and out[-1].type in ("NAME", "PRONOUN")
            and nxt is not None
            and nxt.type == "ALONE"
        ):
            continue
        out.append(t)
    return out


# characters typed for a character of a noun of the orders by their SHAPE (a slip of handwriting
# or stroke input, 房闲 / 房问 for 房间): a closed table, each no word after the noun's start
_LOOK_ALIKE = {"间": frozenset("闲问闻")}


def _one_off(said: str, surface: str) -> bool:
    """Whether ``said`` is ``surface`` with one character of the same sound (or of the closed
    table of look-alikes, :data:`_LOOK_ALIKE`) typed for another."""
    differ = [k for k in range(len(surface)) if said[k] != surface[k]]
    if len(differ) != 1:
        return False
    typed, meant = said[differ[0]], surface[differ[0]]
    alike = typed in _LOOK_ALIKE.get(meant, ()) or meant in _LOOK_ALIKE.get(typed, ())
    return alike or bool(_sounds(typed) & _sounds(meant))


def _last_slipped_too(said: str, surface: str) -> bool:
    """Whether ``said`` is ``surface`` with one slip before its last character and one more in it
    (会房见 for 回房间): a noun finished by :func:`noun_finished` after a shorter one read with a slip."""
    return (
        len(said) == len(surface) >= 3
        and _one_off(said[:-1], surface[:-1])
        and _one_off(said[-1], surface[-1])
    )


def noun_finished(prev: Token, text: str, i: int, lex: Lexicon, ends: object) -> Token | None:
    """``回房闲看窗户``, ``回房问看猫眼``: a noun of the orders read as a shorter one (回房) right
    before one character that, added to it, makes it a longer noun with one slip (回房间): that
    noun, one character longer, where a word may end after it; None otherwise."""
    start, end = prev.start_pos or 0, prev.end_pos or 0
    if prev.type not in NOUNS or end != i or not all_han(text[start : i + 1]) or not ends(i + 1):  # type: ignore[operator]
        return None
    said = text[start : i + 1]
    # 会房见: the shorter noun itself read with a slip (会房 for 回房), its last character one more
    slipped = text[start:i] not in lex.words

    meant = {
        (kind, value)
        for surface, kind, value in _places(lex).get(len(said), [])
        if kind == prev.type
        and (kind != "PLACE" or value == str(prev))
        and (_one_off(said, surface) or slipped and _last_slipped_too(said, surface))
    }
    if len(meant) != 1:
        return None
    kind, value = next(iter(meant))
    return Token(kind, str(prev) if kind == "PLACE" else value, start_pos=start, end_pos=i + 1)


@per_lexicon
def _guard_index(lex: Lexicon) -> dict[str, list[str]]:
    """The words of :data:`_GUARDED` kinds (Chinese, three to five characters) by each of their
    forms with one character masked; built once per lexicon."""
    out: dict[str, list[str]] = {}
    for surface, word in lex.words.items():
        if word.kind in _GUARDED and 3 <= len(surface) <= 5 and all_han(surface):
            for k in range(len(surface)):
                out.setdefault(surface[:k] + "\0" + surface[k + 1 :], []).append(surface)
    return out


def sounds_like_a_word(part: str, lex: Lexicon) -> str | None:
    """The word of a meaning (a condition, "alone", a negation, a kill, the door: :data:`_GUARDED`)
    that a Chinese ``part`` holds with one character of the same sound typed for another (一个仁
    for 一个人), or None: such a part is never set aside (dropped, the order would lose it)."""
    index = _guard_index(lex)
    for n in (5, 4, 3):
        for i in range(len(part) - n + 1):
            said = part[i : i + n]
            if not all_han(said) or said in lex.words:
                continue
            for k in range(n):
                for surface in index.get(said[:k] + "\0" + said[k + 1 :], ()):
                    if _one_off(said, surface):
                        return surface
    return None
