"""Waiting for someone at a place one goes to (``8点50去花园等小鱼``, "go to the garden and wait
for C"): being there for them, as ``去花园找C`` is. An order's kill without an "otherwise" stays
armed while one stays (ADJUDICATION 9), so ``等C，C来了并且旁边没别人就杀了她`` is the going with the
kill on C alone: the order file's own way of saying "wait for her there".

Only right after a going to a place in the same clause, before a person; elsewhere the word keeps
its kind (``等到十点`` is waiting until a time; ``wait in my room`` is staying).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.casualwords import retoken

_WAIT = frozenset(
    {"等", "等着", "等候", "守候", "守着", "蹲守", "蹲", "守", "候着", "等待"}
    | {"wait", "wait for", "waiting for", "wait on", "await", "lie in wait for", "wait there for"}
)
_PERSON = frozenset({"NAME", "PRONOUN"})
_CLAUSE = frozenset({"SEP", "THEN"})


def waiting_for(tokens: list[Token]) -> list[Token]:
    """``tokens`` with waiting for someone at the place just gone to read as calling on them there."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if t.type not in ("UNKNOWN", "STAY") or str(t) not in _WAIT or nxt.type not in _PERSON:
            continue
        j = k - 1
        if out[j].type in ("AND", "TO") and str(out[j]) in ("and", "to", "去", "和"):
            j -= 1  # "and wait for C", "to wait for D"
        if out[j].type == "PLACE" and j > 0 and out[j - 1].type in ("GO", "TO"):
            out[k] = retoken("VISIT", t, "找")
    return out
