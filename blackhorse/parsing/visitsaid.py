"""Visiting the two people of one room (docs/PARSING.md, *Chinese as players type it, regional
round*): ``8点去201找大刘和老周``, ``找刘洋跟王建国聊天``, "go to 203 for meeting X and Y": the people of
one room, visited together, are a visit to that room, as visiting one of them is. The other names
are read with the first (:func:`blackhorse.parsing.accounting.read_past`).

Only where nothing after the list in the same order could mean one of them: a pronoun there
(``他一个人就杀了他``) would have to pick one, and that is not guessed (refused as before). People
of different rooms (``找刘洋和赵强``) are two places in one order: refused as before.

A room visited by its number (``21:00 拜访205房间``, ``找205``) is going there, as "visit 205" is
(:func:`room_visited`); and a room gone to "to" the one who sleeps there ("I go to 203 to Tom", a
learner's German "zu Tom") is that room, the person read with it (:func:`to_whose_room`); a person of
another room stays refused (two places).
"""

from __future__ import annotations

from collections.abc import Mapping

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

_ORDER_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})


def one_room(tokens: list[Token], rooms: Mapping[str, str]) -> list[Token]:
    """``tokens`` with a visit to the people of one room (module doc) a visit to the first."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        if out[k].type != "VISIT" or out[k + 1].type != "NAME":
            k += 1
            continue
        end = k + 2
        while end + 1 < len(out) and out[end].type in ("JOIN", "AND") and out[end + 1].type == "NAME":
            end += 2
        people = [str(t) for t in out[k + 1 : end : 2]]
        homes = {rooms.get(p) for p in people}
        rest = out[end:]
        stop = next((i for i, t in enumerate(rest) if t.type in _ORDER_STARTS), len(rest))
        one = len(people) > 1 and len(homes) == 1 and None not in homes
        if one and not any(t.type == "PRONOUN" for t in rest[:stop]):
            read_past(out[k + 1], *out[k + 2 : end])
            out[k + 2 : end] = []
        k += 1
    return out


def room_visited(tokens: list[Token]) -> list[Token]:
    """``tokens`` with a visit said of a room by its number (``拜访205房间``) a going there: the grammar
    takes a person after a visit, and refused the room."""
    out = list(tokens)
    for k in range(len(out) - 1):
        if out[k].type == "VISIT" and out[k + 1].type == "PLACE" and str(out[k + 1]).isdigit():
            out[k] = retoken("GO", out[k])
    return out


def to_whose_room(tokens: list[Token], rooms: Mapping[str, str]) -> list[Token]:
    """``tokens`` with "to" and a person right after going to that person's room read with the room
    ("at 9:30 I go to 209 to Lin": the room of the one visited)."""
    out: list[Token] = []
    for t in tokens:
        kinds = [u.type for u in out[-3:]]
        if (
            t.type == "NAME"
            and kinds[-2:] == ["PLACE", "TO"]
            and str(out[-1]).lower() == "to"
            and rooms.get(str(t)) == str(out[-2])
            and (len(kinds) < 3 or kinds[0] in ("GO", "TO"))
        ):
            read_past(out[-2], out.pop(), t)
            continue
        out.append(t)
    return out
