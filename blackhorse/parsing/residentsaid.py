"""Who lives where, said as a remark before the orders (issue 22, round nineteen; docs/PARSING.md,
*Round nineteen*): ``Mike住201对吧，我10点去201…``, ``程远单住205，…``, ``Tom一个人住203吧``.

A person (or 他 / 她 right after visiting someone named: ``九点半去找阿杰聊天他住二零一十点半回…``, round
twenty-four), then 住 (单住, 独住, 一个人住, 自己住; 在 after it or not), then a room, as a clause of its
own (or, said by voice, before the next order's time; a particle asking for agreement after it or
not: 对吧, 吧, 是吧, 没错吧), says where the player believes that person sleeps: no order. The clause
is set aside whole and said on the echo's ``ignored:`` line; the orders after it are read as they
say (``10点去201`` goes to 201 whoever lives there). Only as a clause of its own: 住 anywhere else
stays a word the reader does not know.

The person named is who 他 / 她 means after the remark when the orders go to that room first and
nobody else is named before the pronoun (round twenty): ``Mike住201对吧，我10点去201，要是只有他一个人
就杀了`` kills Mike, though 201 sleeps two. A 他 before any going to that room, or after another
name, is read as it would be without the remark (the one named last, or asked who).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import set_aside_together
from blackhorse.parsing.casualwords import name_he

# how living somewhere is said (as the lexer leaves it: a word it does not know)
_LIVES = frozenset({"住", "单住", "独住", "自己住", "住着", "是住"})
# a particle asking for agreement after the room (对吧, 吧 ...)
_AGREE = frozenset({"对吧", "吧", "是吧", "没错吧", "对不对", "对伐", "对嘛", "哈"})


def _named_before(out: list[Token], k: int) -> str | None:
    """Who the word at ``k`` names: a name, or 他 / 她 right after a visit to someone named (round
    twenty-four, said by voice: ``九点半去找阿杰聊天他住二零一十点半回自己房间``); None otherwise."""
    if out[k].type == "NAME":
        return str(out[k])
    if out[k].type != "PRONOUN" or str(out[k]) not in ("他", "她") or k < 2:
        return None
    before = [t for t in out[:k] if t.type not in ("ASIDE", "FILLER")]
    if len(before) >= 1 and before[-1].type == "NAME" and len(before) >= 2 and before[-2].type == "VISIT":
        return str(before[-1])
    at_room = _their_room_before(out, k)  # or after going to their room (round thirty-four)
    return None if at_room is None else str(out[at_room - 1])


def lives_in(tokens: list[Token]) -> list[Token]:
    """``tokens`` with a clause saying who lives in which room (module doc) made one ASIDE word."""
    out = list(tokens)
    k = 0
    while k < len(out):
        named = _named_before(out, k)
        if named is None or (k and out[k - 1].type not in ("SEP", "ASIDE", "VISIT")):
            k += 1
            continue
        j = k + 1
        if j < len(out) and out[j].type == "ALONE":
            j += 1  # 一个人住
        if not (j < len(out) and out[j].type == "UNKNOWN" and str(out[j]) in _LIVES):
            k += 1
            continue
        j += 1
        if j < len(out) and out[j].type == "AT":
            j += 1  # 住在
        if not (j < len(out) and out[j].type == "PLACE" and str(out[j]).isdigit()):
            k += 1
            continue
        room = str(out[j])
        j += 1
        if j < len(out) and out[j].type == "UNKNOWN" and str(out[j]) in _AGREE:
            j += 1
        if j < len(out) and out[j].type not in ("SEP", "TIME"):
            k += 1
            continue  # its clause ends there (or, said by voice, the next order's time opens)
        at_room = _their_room_before(out, k)
        if at_room is not None:  # the room said is the room gone to: 去小川屋里（207）
            place = next(t for t in out[k:j] if t.type == "PLACE")
            rest = [t for t in out[k:j] if t is not place]
            out[k:j] = [set_aside_together(rest)]
            out.insert(at_room + 1, place)
            k += 2
            continue
        out[k:j] = [set_aside_together(out[k:j])]
        name_he(out, k + 1, named, room)
        k += 1
    return out


def _their_room_before(out: list[Token], k: int) -> int | None:
    """Where the room word of a going to someone's room stands, when that going is what comes right
    before ``out[k]`` (a thing done there, a pause or a stop between): ``九点二十我去小川屋里下下棋
    他住207``. The room said after it is then the room gone to, read as if said there
    (``去小川屋里207``): the same room, or refused as a second place (round thirty-four)."""
    j = k - 1
    while j >= 0 and out[j].type in ("SEP", "VISIT", "ASIDE", "FILLER"):
        j -= 1
    if j >= 2 and [t.type for t in out[j - 2 : j + 1]] == ["GO", "NAME", "ROOMWORD"]:
        return j
    return None
