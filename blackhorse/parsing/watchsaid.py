"""What one watches for, said after a look in Chinese (docs/PARSING.md, *Chinese as players type
it, the new-group round*): ``从门孔看走廊，看看谁会经过``, ``盯着走廊，看有谁路过``, ``在花园里看谁下楼``,
``从窗户看，瞧瞧都有谁上楼``. A look word glued to "who" (``谁``, ``有谁``, ``是谁``, ``有没有人``)
and the words after it to the end of its clause say what the player hopes to see, never what to
do: set aside whole and said on the echo's ``已忽略：`` line. A look word opening its clause goes
with it (``，看有谁路过``: the look is the order before's); one inside an order stays that order's
look (``从门孔看谁经过``: the peephole, watching for who passes).

Never set aside, as a reason is not (:mod:`blackhorse.parsing.whysaid`): what holds a time, a
kill, the door, a condition, an "otherwise", a look of its own or a change of mind
(``看谁敢来我就杀了他``, ``看谁九点去花园``: read, or refused at the word, as before).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.whysaid import THEIRS, quiet_part

# the look words "who" may be glued to
_LOOKS = frozenset({"PEEK_VERB", "ASIDE"})
_LOOK_SAID = re.compile(r"(看看|看一看|看一下|瞧瞧|瞅瞅|瞄瞄|看着|盯着|看|瞧|瞅|盯)")
# "who" (and "whether anyone") as the player says it after a look
WHO = re.compile(r"(有没有人|有没有谁|有谁|是谁|都有谁|有什么人|有啥人|什么人|谁)")
_ENDS = frozenset({"SEP", "THEN"})


def watched_for(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with what one watches for after a look (module doc) made one ASIDE word."""
    out = _seen_at_the_place(list(tokens), text, lex)
    k = 0
    while k < len(out):
        found = _who_after_look(out, k, text)
        if found is None:
            k += 1
            continue
        look, rest = found
        end = _clause_end(out, k)
        if any(u.type == "PLACE" for u in out[k + 1 : end]) or not quiet_part(
            rest, out[k + 1 : end], lex, THEIRS
        ):
            k += 1
            continue
        first = look if look == 0 or out[look - 1].type in _ENDS else k  # ，看有谁路过: the look too
        _set_aside(out, first, end, out[first].start_pos or 0, text)
        k = first + 1
    return out


def _clause_end(out: list[Token], k: int) -> int:
    """Where the clause of ``out[k]`` ends (its separator's index, or the end)."""
    end = k + 1
    while end < len(out) and out[end].type not in _ENDS:
        end += 1
    return end


def _set_aside(out: list[Token], first: int, end: int, start: int, text: str) -> None:
    """``out[first:end]`` made one ASIDE word, from ``start`` in ``text`` to the clause's end (谁下楼:
    all of it, the words the lexer left out too)."""
    stop = (out[end].start_pos or 0) if end < len(out) else len(text)
    stop = max(start + len(text[start:stop].rstrip()), out[end - 1].end_pos or 0)
    out[first:end] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]


def _who_after_look(out: list[Token], k: int, text: str) -> tuple[int, str] | None:
    """Where the look before "who" at ``k`` is (its word's index) and what the word at ``k`` says
    after "who", or None: ``看`` + ``有谁路过``, ``瞧瞧`` + ``都`` + ``有谁``, or one word holding both
    (``看看有没有人``)."""
    t = out[k]
    said = text[t.start_pos or 0 : t.end_pos or 0]
    if t.type in ("UNKNOWN", "ASIDE"):
        both = _LOOK_SAID.match(said)
        if both is not None and t.type == "ASIDE" and (who := WHO.match(said, both.end())) is not None:
            return k, said[who.end() :]  # 看看有没有人: the look and "who" in one word
    if k == 0 or t.type != "UNKNOWN" or (who := WHO.match(said)) is None:
        return None
    look = out[k - 1]
    gap = text[look.end_pos or 0 : t.start_pos or 0]
    if (
        look.type not in _LOOKS
        or gap.strip() not in _BETWEEN
        or _LOOK_SAID.fullmatch(text[look.start_pos or 0 : look.end_pos or 0]) is None
    ):
        return None
    return k - 1, said[who.end() :]


# whether anyone (or anything) is about, said after the place a look sees (看看草坪有没有人)
_ANYONE_THERE = re.compile(
    r"(有没有人影|有没有人|有没有谁|有没有动静|有没有什么动静|有啥动静|有什么动静|有谁|有人没人)"
)


def _seen_at_the_place(out: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``从窗户看看草坪有没有人``, ``从窗户瞅瞅花园那边有啥动静``: a look, the place it sees, and
    "whether anyone is about" glued after the place: the place is the look's view, and what one
    hopes to see there, to the end of its clause, is set aside whole (round thirty-one; it was
    refused at 有). Only right after the place (那边 / 那儿 / 上 between: 草坪上有没有人, round
    thirty-four), and only where the rest of the clause is quiet (module doc)."""
    k = 1
    while k + 1 < len(out):
        look, place = out[k - 1], out[k]
        if look.type not in _LOOKS or place.type != "PLACE" or not _LOOK_SAID.search(str(look)):
            k += 1
            continue
        rest = text[place.end_pos or 0 :]
        said = _ANYONE_THERE.match(rest, len(rest) - len(rest.lstrip("那边儿里上 ")))  # 草坪上有没有人
        end = _clause_end(out, k) if said is not None else k
        if said is None or not quiet_part("", out[k + 1 : end], lex, THEIRS):
            k += 1
            continue
        start = (place.end_pos or 0) + len(rest) - len(rest.lstrip(" "))  # 那边有啥动静: all of it
        _set_aside(out, k + 1, end, start, text)
        k += 2
    return out


# what may stand between the look and "who" (瞧瞧都有谁)
_BETWEEN = frozenset({"", "都", "一下"})
