"""Nobody in the room one knocks at, said as the room being empty (docs/PARSING.md, *English, round
six*): ``knock on 205, if nobody's in go home``, ``9:20 go to 205. if no one is home, back to the
garden``, ``if there's nobody in, ...``, ``if it's empty ...``, ``if the room is empty ...``.

Nobody in a room is nobody to open its door: the visit is refused, and what follows is the
visit's "otherwise", as ``if nobody answers`` is (``NOBODY_OPENS``). **Decision:** read so only
after a visit of a room (a knock, a visit, or a going to a room by its number or its person) in
the same order, and only where the words say nothing more (a comma, the clause's end, or the
going of the "otherwise" right after them). After a going to a place (``9 lawn, if nobody's there,
go home``: an empty lawn is no refused door) and with a person after them (``if nobody's in but
C``) they are left as they were, and refused.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english

_NOBODY = frozenset({"nobody", "no one", "no-one", "noone", "no body", "nobody's there", "no one's there"})
_IN = frozenset({"in", "inside", "in there", "home", "at home", "there", "'s in there", "in the room"})
_EMPTY = frozenset({"empty", "empty.", "vacant"})
# what may follow the words for them to say nothing more: the otherwise's going (after a comma)
_GOINGS = frozenset({"RETURN_HOME", "GO", "PLACE", "ROOMWORD", "STAY", "THEN", "RETURN", "BACK"})
_BETWEEN = frozenset({",", "-", ":", "—"})
# the words that open an order (the visit must be in the same order as the condition)
_ORDER_STARTS = frozenset({"TIME", "ALLNIGHT", "PERIOD"})
_ROOM = re.compile(r"(?:room )?\d{3}")


def nobody_in(tokens: list[Token]) -> list[Token]:
    """The module's rewrite: "if nobody's in" after a visit of a room is "if nobody opens"; "wait
    if nobody's in" there is waiting outside the room (``OUTSIDE_ROOM``, refused)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        if t.type != "IF" or not english(t) or not _a_room_visited(out, k):
            k += 1
            continue
        last = _empty_said(out, k + 1)
        wait = k - 2 if k >= 2 and out[k - 1].type == "THERE" else k - 1  # wait [there] if nobody's in
        if last is not None and wait >= 0 and _waits_outside(out, wait, last):
            stay = out[wait]
            said = Token("OUTSIDE_ROOM", "wait outside", start_pos=stay.start_pos, end_pos=out[last].end_pos)
            out[wait : last + 1] = [said]
            k = wait + 1
            continue
        if last is None or not _a_going_after(out, last + 1):
            k += 1
            continue
        said = Token("NOBODY_OPENS", "if nobody opens", start_pos=t.start_pos, end_pos=out[last].end_pos)
        read_past(said, *out[k : last + 1])
        out[k : last + 1] = [said]
        k += 1
    return out


def _waits_outside(out: list[Token], stay: int, last: int) -> bool:
    """``knock on 203, wait if nobody's in``: a wait right before the "if", the room empty said
    last in its clause: with nobody to open, the wait is at the door, in the corridor."""
    ends = last + 1 >= len(out) or out[last + 1].type in ("SEP", "THEN", "AND")
    return out[stay].type == "STAY" and english(out[stay]) and ends


def _a_going_after(out: list[Token], j: int) -> bool:
    """Whether the going of an "otherwise" follows at ``j``, after a comma or dash at most (never a
    kill or a look alone: ``if nobody's there, kill C`` is left as it was)."""
    while j < len(out) and out[j].type == "SEP" and str(out[j]).strip() in _BETWEEN:
        j += 1
    return j < len(out) and out[j].type in _GOINGS


def _empty_said(out: list[Token], j: int) -> int | None:
    """Where the words saying the room is empty, from ``j`` (after "if"), end (their last word), or
    None: nobody ['s] [in / home / there]; there ['s] nobody [in / there]; [it / the room] ['s] empty."""
    n = len(out)

    def word(i: int) -> str:
        return str(out[i]).lower() if i < n else ""

    def kind(i: int) -> str:
        return out[i].type if i < n else ""

    i = j
    if kind(i) == "THERE" and word(i) == "there" and kind(i + 1) == "POSS":  # there's nobody ...
        i += 2
        if kind(i) != "NOBODY_ELSE" or word(i) not in _NOBODY:
            return None
        if word(i) in ("nobody", "no one", "no-one", "noone") and word(i + 1) in _IN:
            return i + 1
        return i
    if kind(i) == "NOBODY_ELSE" and word(i) in _NOBODY:
        if word(i).endswith("there"):
            return i
        if kind(i + 1) == "POSS":
            i += 1
        if word(i + 1) in _IN and kind(i + 1) in ("AT", "PLACE", "THERE"):
            return i + 1
        return None
    if kind(i) == "ROOMWORD" and word(i) in ("the room", "his room", "her room", "their room", "the door"):
        i += 1
        if kind(i) == "POSS":
            i += 1
    if kind(i) == "UNKNOWN" and word(i) in _EMPTY:
        return i
    return None


def _a_room_visited(out: list[Token], k: int) -> bool:
    """Whether the order of the "if" at ``k`` visits a room: a knock, a visit, a going to a room by
    its number or its person's (``her room``), looking back to the order's time."""
    j = k - 1
    while j >= 0 and out[j].type not in _ORDER_STARTS:
        u = out[j]
        if u.type in ("KNOCK", "VISIT"):
            return True
        if u.type == "PLACE" and _ROOM.fullmatch(str(u).lower()):
            return True
        if u.type == "ROOMWORD" and str(u).lower() not in ("my room", "our room", "home", "the room"):
            return True
        if u.type in ("PLACE", "RETURN_HOME", "KILL", "IF", "OTHERWISE", "NOBODY_OPENS"):
            return False  # another place, or a condition of its own, between
        j -= 1
    return False
