"""Outside a room is the corridor (docs/PARSING.md, *English, round six*): ``at 9 wait outside
205``, ``hang around outside C's room``, ``stand in front of 207``.

"outside" is a filler elsewhere ("go outside to the garden"), so before a room it was dropped and
the room read as where one goes: ``wait outside 205`` was a going into 205, a silent misread (one
waits at its door, in the corridor). **Decision:** a room (its number, or someone's room) right
after "outside" / "outside of" / "right outside" / "in front of" is refused there, naming the rule
(nobody may stop in the corridor, seed 八) and the two ways to say it: go into the room, or pass
its door on the way (``via door-205``).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import english

_OUTSIDE = re.compile(
    r"(?<![a-z])(?:(?:right|just) )?(?:outside(?: of)?|(?:in )?front of)\s*$", re.IGNORECASE
)
_ROOMS = frozenset({"PLACE", "ROOMWORD", "NAME", "PRONOUN"})
_ROOM_NUMBER = re.compile(r"\d{3}")
_FRONT = frozenset({"front", "of", "in", "in front of", "front of"})


def outside_a_room(tokens: list[Token], text: str) -> list[Token]:
    """A room right after "outside" as one ``OUTSIDE_ROOM`` word (refused: ``outside_room``)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type not in _ROOMS or not english(t):
            continue
        last = k
        if t.type == "PLACE" and not _ROOM_NUMBER.fullmatch(str(t)):
            continue  # outside the garden: no room
        if t.type in ("NAME", "PRONOUN"):  # outside C's room, outside her door
            owned = k + 1 < len(out) and out[k + 1].type in ("ROOMWORD", "DOORWORD")
            possessed = (
                k + 2 < len(out) and out[k + 1].type == "POSS" and out[k + 2].type in ("ROOMWORD", "DOORWORD")
            )
            if not (owned or possessed):
                continue
            last = k + 1 if owned else k + 2
        j = k
        while j and str(out[j - 1]).lower() in _FRONT and out[j - 1].type in ("UNKNOWN", "FROM", "AT"):
            j -= 1  # "in front of": its words as the lexer cut them
        gap_start = (out[j - 1].end_pos or 0) if j else 0
        m = _OUTSIDE.search(text[gap_start : t.start_pos or 0])
        if m is None:
            continue
        start = gap_start + m.start()
        said = Token(
            "OUTSIDE_ROOM", text[start : out[last].end_pos or 0], start_pos=start, end_pos=out[last].end_pos
        )
        out[j : last + 1] = [said]
        return out
    return _waiting_outside(out, text)


_OUTSIDE_AFTER = re.compile(
    r"\s*(?:(?:right|just) )?outside(?: the door| (?:his|her|their) door)?(?![a-z])", re.IGNORECASE
)
_ROOM_VISITS = frozenset({"KNOCK", "VISIT", "ROOMWORD"})


def _waiting_outside(out: list[Token], text: str) -> list[Token]:
    """``at 9 go to 205 and wait outside``: a stay with "outside" after it, ending its clause, in an
    order that goes to a room: outside that room, refused as above."""
    for k, t in enumerate(out):
        if t.type != "STAY" or not english(t):
            continue
        m = _OUTSIDE_AFTER.match(text, t.end_pos or 0)
        if m is None:
            continue
        covered = k + 1
        while covered < len(out) and (out[covered].end_pos or 0) <= m.end():
            covered += 1  # "outside the door": the door's word, cut on its own
        nxt = out[covered] if covered < len(out) else None
        if nxt is not None and (nxt.start_pos or 0) < m.end():
            continue
        if nxt is not None and nxt.type not in ("SEP", "AND", "THEN", "IF", "UNLESS", "NOBODY_OPENS"):
            continue
        j = k - 1
        while j >= 0 and out[j].type != "TIME" and not (out[j].type == "SEP" and str(out[j]) in ".;!?\n"):
            room = out[j].type == "PLACE" and _ROOM_NUMBER.fullmatch(str(out[j]))
            if room or out[j].type in _ROOM_VISITS:
                said = text[t.start_pos or 0 : m.end()]
                out[k:covered] = [Token("OUTSIDE_ROOM", said, start_pos=t.start_pos, end_pos=m.end())]
                return out
            j -= 1
    return out
