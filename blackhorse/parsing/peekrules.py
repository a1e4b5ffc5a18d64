"""A look from someone else's room, said in a message refused for its words (issue 22; docs/PARSING.md,
*The rules in a refused message*): ``9点去203，借晓雯房间的窗户看草坪``, ``前往205室，并在该房间从窗户观察
草坪``, ``去婉婷姐房间串门～然后在她房间从窗户看草坪``.

One peeks only from one's own room, or through the window of an always-open room (seed 五.3(1):
204). A message refused at a word (借, 该, 们) said only the word; fixed, it was refused again by
that rule. So a refused message's looks are checked too: a window or a peephole said after a going
to another person's room (a room number, or a name and 房间 / "room"), in the same order (no time,
no going home, no other going between), is said with the rule, first.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.drafts import Fault

# what ends the order a going belongs to: the next time, a going home, a going elsewhere
_ENDS = frozenset({"TIME", "RETURN_HOME", "PERIOD"})
_GOING = frozenset({"GO", "VISIT", "TO"})
_LOOK = frozenset({"WINDOW", "PEEPHOLE"})


def peek_rule_faults(
    tokens: list[Token], home: str | None, rooms: tuple[tuple[str, str], ...], lookouts: frozenset[str]
) -> list[Fault]:
    """The looks ``tokens`` say from a room not the sender's (module doc), in message order."""
    owner = dict(rooms)
    out: list[Fault] = []
    where: str | None = None
    for k, t in enumerate(tokens):
        if t.type in _ENDS:
            where = None
        elif t.type in _GOING:  # 去203, 去婉婷姐房间; 去花园 leaves it; 串门 after a room stays there
            gone = _room_gone_to(tokens[k + 1 : k + 4], owner)
            where = gone if gone is not None or t.type != "GO" and where is not None else None
        elif t.type in _LOOK and where is not None and where != home and where not in lookouts:
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "peek_elsewhere", (("place", where),)))
            where = None
    return out


def _room_gone_to(after: list[Token], owner: dict[str, str]) -> str | None:
    """The room a going names right after it: a room number, or a person and 房间 / "room"."""
    if after and after[0].type == "PLACE" and str(after[0]).isdigit():
        return str(after[0])
    if len(after) >= 2 and after[0].type == "NAME" and after[1].type in ("ROOMWORD", "POSS"):
        return owner.get(str(after[0]))
    return None
