"""On coming in, said after going there (``9点10分回自己屋，进门就从猫眼盯走廊``,
``回房，一进屋就看窗户``): what one does on arriving, as ``到了就`` says it.

``进门`` / ``进屋`` / ``进房间`` (with ``一`` before it, ``就`` / ``后`` / ``之后`` after it) opening a
clause, right after a clause that goes home or to a room, says only that one has come in: the order's own
arrival. It is set aside and said, and what follows is that order's (a look, a stay). Elsewhere
(``只让B进门``, ``谁敲门都不让进屋``) it keeps its kind: the door.
"""

from __future__ import annotations

import re

from lark import Token

# what stands after coming in before what one does then: "at once", "after"
_THEN = re.compile(r"(?:就|后|之后|以后|后就|之后就|以后就|了就|了之后|了以后)?")
_IN = frozenset({"进门", "进屋", "进房", "进房间", "进了门", "进了屋", "进了房间", "回到屋里", "到屋里"})
_DOES = frozenset({"FROM", "PEEK_VERB", "PEEK", "WINDOW", "PEEPHOLE", "LOOK_CORRIDOR", "STAY", "USE"})
_INTO_A_ROOM = frozenset({"RETURN_HOME", "ROOMWORD"})


def came_in(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with coming in, after going home or to a room, set aside (module doc)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        k += 1
        t = out[k]
        if t.type != "DOOR_VERB" or text[t.start_pos or 0 : t.end_pos or 0] not in _IN:
            continue
        first = k - 1 if out[k - 1].type == "UNKNOWN" and str(out[k - 1]) == "一" else k
        if first == 0 or out[first - 1].type != "SEP":
            continue
        before = first - 2
        while before >= 0 and out[before].type not in ("SEP", "TIME"):
            before -= 1
        went = out[max(before, 0) : first - 1]
        into = any(u.type in _INTO_A_ROOM for u in went) or any(
            u.type == "PLACE" and str(u).isdigit() for u in went
        )
        nxt = out[k + 1]
        gap = text[t.end_pos or 0 : nxt.start_pos or 0].strip()
        if not into or nxt.type not in _DOES or _THEN.fullmatch(gap) is None:
            continue
        start, end = out[first].start_pos or 0, nxt.start_pos or 0
        said = text[start:end].rstrip()
        out[first : k + 1] = [Token("ASIDE", said, start_pos=start, end_pos=start + len(said))]
        k = first
    return out
