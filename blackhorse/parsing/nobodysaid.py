"""Nobody there, said without "if" after a visit (docs/PARSING.md, *Chinese typed by class*):

- **nobody else, then the kill** (``屋里没别人就杀了他``, ``没别人的话就动手``, ``那儿没有旁人就干掉他``):
  a clause opening with "nobody else (in the room)" right before a kill is the kill's condition, as
  ``如果没别人就杀了他`` is: the person killed alone there. It was refused as a word out of place;
- **nobody there, then a going** (``没人的话就去花园``, ``屋里没人就回屋``) after an order that goes to a
  room (a room number, a visit, a knock): nobody there to open the door, the visit's "otherwise", as
  ``没人开门就去花园`` is. After a going to a place that is no room (the garden) it stays as said;
- **"if" typed apart from nobody opening** (``如果 他不开门，我去花园``): the phrase holds its "if"
  already (``他不开门``, ``没人开门``), so the 如果 before it is read with it (round twelve).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

_IN_THE_ROOM = frozenset({"屋里", "房间里", "房里", "屋", "房间", "那里", "那儿", "那边", "里面"})
_NOBODY_AT_ALL = frozenset({"没人", "没有人"})
_CLAUSE_OPENS = frozenset({"SEP", "AND"})
_GOINGS = frozenset({"GO", "RETURN_HOME"})
_TO_A_ROOM = frozenset({"VISIT", "KNOCK"})


def nobody_there(tokens: list[Token]) -> list[Token]:
    """The shapes of the module doc, read in ``tokens``."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, nxt = out[k], out[k + 1]
        if t.type == "IF" and nxt.type == "NOBODY_OPENS":
            read_past(nxt, t)  # 如果 他不开门: "if" said apart from the phrase that holds it
            del out[k]
            continue
        if t.type != "NOBODY_ELSE" or not _chinese(t):
            k += 1
            continue
        start = (
            k - 1 if k and out[k - 1].type in ("ROOMWORD", "THERE") and str(out[k - 1]) in _IN_THE_ROOM else k
        )
        opens = start == 0 or out[start - 1].type in _CLAUSE_OPENS
        if opens and nxt.type == "KILL" and _after_an_order(out, start):
            at = out[start].start_pos
            out.insert(start, Token("IF", "", start_pos=at, end_pos=at))  # 屋里没别人就杀了他: if
            k += 2
            continue
        if opens and nxt.type in _GOINGS and str(t) in _NOBODY_AT_ALL and _went_to_a_room(out, start):
            out[k] = retoken("NOBODY_OPENS", t)  # 没人的话就去花园: nobody there to open
            if start < k:
                read_past(out[k], out[start])  # 屋里没人: the room's nobody
                del out[start]
        k += 1
    return out


def _chinese(t: Token) -> bool:
    return not str(t)[:1].isascii()


def _after_an_order(tokens: list[Token], k: int) -> bool:
    """Whether an order (a time, a going, a visit) is said before ``k``: the clause is its condition."""
    return any(u.type in ("TIME", "GO", "VISIT", "KNOCK", "MEET") for u in tokens[:k])


def _went_to_a_room(tokens: list[Token], k: int) -> bool:
    """Whether the order before ``k`` (since its time) goes to a room: a visit, a knock, a room number."""
    for u in reversed(tokens[:k]):
        if u.type in _TO_A_ROOM or u.type == "PLACE" and str(u).isdigit():
            return True
        if u.type == "PLACE" or u.type == "TIME":
            return False
    return False
