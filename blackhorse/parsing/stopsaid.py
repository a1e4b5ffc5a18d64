"""A stop in the corridor or on the stairs, said in a message refused for its words (docs/PARSING.md,
*A forum's posts (issue 22, round eight)*): ``9:00 出门，就在走廊上站着，盯着203的门``, "at 9 I'll wait
on the east stairs and watch who comes up". Nobody may stop in the corridor or on the stairs (seed
八). Read whole, such a message is refused by that rule; refused first at a word the reader does not
take (``盯着203的门``), the player heard of the word and not of the rule, and fixing the word only led
to the rule. So a refused message's stop there is said too, in the rule's terms, first.

A stop is a stay right beside the corridor or a staircase: ``在走廊(上)站着``, ``站在楼梯上``, "wait on
the east stairs", "stand in the corridor" (the stay, then at most "at / on / in", then the place; or
the place, then the stay). A going through them (``走东楼梯下去``, "via the west stairs") is no stop.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.drafts import Fault

_BETWEEN = frozenset({"AT"})


# the corridor and the stairs said without which (楼梯上, the stairs, 过道): still no place to stop
_UNNAMED = ("楼梯", "楼道", "走廊", "过道", "stair", "hallway", "corridor", "landing")


def _zone(t: Token) -> bool:
    if t.type == "PLACE":
        return str(t).endswith(("corridor", "stairs"))
    return t.type == "UNKNOWN" and any(w in str(t).lower() for w in _UNNAMED)


def stop_rule_faults(tokens: list[Token], text: str = "") -> list[Fault]:
    """The stops in the corridor or on the stairs ``tokens`` say (module doc), in message order."""
    out: list[Fault] = []
    for k, t in enumerate(tokens):
        if not _zone(t):
            continue
        before = [u for u in tokens[max(0, k - 2) : k] if u.type not in _BETWEEN][-1:]
        stay = next((u for u in before if u.type == "STAY"), None) or _stay_after(tokens, k)
        end = max(t.end_pos or 0, stay.end_pos or 0) if stay is not None else 0
        if stay is None:  # 去东楼梯蹲着: the stay read as what one does there, gone from the words
            said = _STAY_SAID.match(text, t.end_pos or 0)
            if said is None:
                continue
            end = said.end()
        start = min(t.start_pos or 0, stay.start_pos or 0) if stay is not None else t.start_pos or 0
        out.append(Fault(start, end, "corridor_stop"))
    return out


# a stay said right after the stairs or the corridor (楼梯那里站着, 楼梯上蹲着), never one somewhere
# else (楼梯待在花园: 在 opens the place)
_STAY_SAID = re.compile(
    r"\s*(?:那里|那边|那儿|上|里|口)?\s*(?:蹲着|站着|待着|呆着|等着|守着|蹲守|蹲点|站岗)(?!在)"
)


def _stay_after(tokens: list[Token], k: int) -> Token | None:
    """The stay right after the place at ``k`` (楼梯那里站着, "the stairs and wait there"), "there"
    or "and" between; not one said of a place after it ("the stairs and wait in the garden")."""
    j = k + 1
    while j < len(tokens) and j <= k + 2 and tokens[j].type in ("THERE", "AND"):
        j += 1
    if j >= len(tokens) or tokens[j].type != "STAY":
        return None
    rest = [u for u in tokens[j + 1 : j + 3] if u.type != "AT"][:1]
    if rest and rest[0].type in ("PLACE", "ROOMWORD"):
        return None
    return tokens[j]
