"""A staircase avoided beside the other one taken (docs/PARSING.md, *A forum's posts (issue 22,
round eight)*, and *The other stairs ruled out beside a route*): ``8:40走东楼梯去花园（别走西边
西边下去离Kevin那屋太近了）``, ``走东楼梯下去（西边那条不想走，理由保密）``, ``去花园，走西楼梯，不走东楼梯``,
``从西楼梯下楼去草坪（别走东边）``.

The inn has two staircases; a player who names the one they take often says the other is the one
they avoid, and why. Where the same sentence takes the other staircase (``走东楼梯``, ``从西楼梯``, ``经
东楼梯``), "not the west stairs" says nothing more: it is set aside and said. Said first in a bracket,
the bracket is the player's reason for the route, set aside whole (the avoided side named again in
it is the side avoided: ``西边下去离Kevin那屋太近了``) unless it holds what would change an order (a
time, a kill, a condition, the door, a going, a look, a route). **Decisions:** with no staircase
taken in the sentence, "not the west stairs" stays refused (the negation), not read as the east
stairs: whether the going needs the stairs at all is not guessed. Ruling out the staircase the
route takes (``走东楼梯…（不走东边）``) is a contradiction, refused at the negation.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import set_aside_together
from blackhorse.parsing.casualwords import sentence_around

# the negation of a route said before the staircase (别走西边, 避开东楼梯), as one unknown word
_AVOID_BEFORE = frozenset({"别走", "不走", "不要走", "别从", "不从", "避开", "绕开", "别经过", "不经过"})
# ... or after it (西边那条不想走, 东楼梯就不走了)
_AVOID_AFTER = re.compile(r"^(?:那?条|边)?(?:就|也)?(?:不想|不要|不|别)(?:走|经过)了?$")
# a negation, then how a route is said (不走西边, 不从西楼梯, 别经过东楼梯)
_ROUTE_WORDS = frozenset({"VIA", "FROM", "THROUGH", "GO"})
# what a reason for the route may not hold: what an order is made of
_ORDER_WORDS = frozenset(
    {"TIME", "PERIOD", "RANGE", "ALLNIGHT", "KILL", "IF", "OTHERWISE", "CHANGE", "CHOICE", "GO", "VIA"}
    | {"RETURN_HOME", "VISIT", "KNOCK", "STAY", "WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR"}
    | {"DOOR_CLOSED", "DOOR_OPEN", "ONLY_OPEN", "UNTIL", "FROM", "THROUGH"}
)
_OTHER = {"east-stairs": "west-stairs", "west-stairs": "east-stairs"}
_SENTENCE_ENDS = frozenset({".", "。", "!", "！", ";", "；", "?", "？", "\n"})


def _stairs(t: Token) -> bool:
    return t.type == "PLACE" and str(t) in _OTHER


def avoided_stairs(tokens: list[Token]) -> list[Token]:
    """``tokens`` with a staircase avoided beside the other one taken set aside (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        found = _avoided(out, k)
        if found is None or _OTHER[found[2]] not in _taken(out, found[0]):
            k += 1
            continue
        start, end = _in_bracket(out, *found)
        out[start:end] = [set_aside_together(out[start:end])]
        k = start + 1
    return out


def _avoided(out: list[Token], k: int) -> tuple[int, int, str] | None:
    """The span ``[k, end)`` of a staircase avoided at ``k``, and which; or None."""
    t = out[k]
    nxt = out[k + 1] if k + 1 < len(out) else None
    at = None
    if t.type == "UNKNOWN" and str(t) in _AVOID_BEFORE and nxt is not None and _stairs(nxt):
        at = k + 1
    elif t.type == "NOT" and nxt is not None and nxt.type in _ROUTE_WORDS:
        at = k + 2 if k + 2 < len(out) and _stairs(out[k + 2]) else None
    if at is not None:
        end = at + 1
        if end < len(out) and str(out[end]) == "走":
            end += 1  # 不从西楼梯走
        return k, end, str(out[at])
    if _stairs(t):
        j = k + 1
        if j < len(out) and out[j].type == "THERE":
            j += 1  # 西边那条不想走
        if j < len(out) and out[j].type == "UNKNOWN" and _AVOID_AFTER.match(str(out[j])):
            return k, j + 1, str(t)
    return None


def _taken(out: list[Token], k: int) -> set[str]:
    """The staircases the sentence around ``k`` takes (走东楼梯, 从西楼梯, 经东楼梯), outside the
    span avoided at ``k``."""
    start, end = sentence_around(out, k, _SENTENCE_ENDS)
    return {
        str(out[j])
        for j in range(max(start, 1), end)
        if _stairs(out[j])
        and out[j - 1].type in ("VIA", "FROM", "THROUGH")
        and not (j >= 2 and out[j - 2].type == "NOT")  # 不走西边: the one avoided
    }


# a place kept away from, in the reason (避开202门口, 绕开花园): no going there
_AWAY = frozenset({"避开", "绕开", "躲开", "绕过", "躲着"})


def _kept_away(rest: list[Token], j: int) -> bool:
    """Whether the place at ``rest[j]`` is what the reason keeps away from (round twenty-four: ``走东楼梯
    去草坪（不走西边，避开202门口）``)."""
    return j > 0 and rest[j - 1].type == "UNKNOWN" and str(rest[j - 1]) in _AWAY


def _in_bracket(out: list[Token], start: int, end: int, avoided: str) -> tuple[int, int]:
    """The whole bracket where the avoided staircase opens it and the rest is the reason; else the
    span itself."""
    if not (start and out[start - 1].type == "SEP" and str(out[start - 1]) == "("):
        return start, end
    close = next((j for j in range(end, len(out)) if out[j].type == "SEP" and str(out[j]) == ")"), None)
    if close is None:
        return start, end
    rest = out[end:close]
    if any(
        u.type in _ORDER_WORDS or u.type == "PLACE" and str(u) != avoided and not _kept_away(rest, j)
        for j, u in enumerate(rest)
    ):
        return start, end
    return start - 1, close + 1
