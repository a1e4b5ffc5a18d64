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

from lark import Token

from blackhorse.parsing.drafts import Fault

_BETWEEN = frozenset({"AT"})


# the corridor and the stairs said without which (楼梯上, the stairs, 过道): still no place to stop
_UNNAMED = ("楼梯", "楼道", "走廊", "过道", "stair", "hallway", "corridor", "landing")


def _zone(t: Token) -> bool:
    if t.type == "PLACE":
        return str(t).endswith(("corridor", "stairs"))
    return t.type == "UNKNOWN" and any(w in str(t).lower() for w in _UNNAMED)


def stop_rule_faults(tokens: list[Token]) -> list[Fault]:
    """The stops in the corridor or on the stairs ``tokens`` say (module doc), in message order."""
    out: list[Fault] = []
    for k, t in enumerate(tokens):
        if not _zone(t):
            continue
        before = [u for u in tokens[max(0, k - 2) : k] if u.type not in _BETWEEN][-1:]
        after = tokens[k + 1 : k + 2]
        stay = next((u for u in (*before, *after) if u.type == "STAY"), None)
        if stay is None:
            continue
        start = min(t.start_pos or 0, stay.start_pos or 0)
        end = max(t.end_pos or 0, stay.end_pos or 0)
        out.append(Fault(start, end, "corridor_stop"))
    return out
