"""What the orders never guess, said in a message refused for its words (issue 22; docs/PARSING.md,
*Round fourteen*): a time said roughly, an "or" between two places or times, a "maybe" before an
order, another night's orders (seed 五.2: one definite thing per slot; ADJUDICATION: nothing is
guessed).

The reader refuses a message at the first word it cannot place and says that word. A message that
also holds ``九点多`` or ``花园或者草坪`` after that word (``家人们谁懂啊 九点去花园或者草坪``) was refused
at the remark only; the player fixed it and met the "or" on the next try. The lexer reads rough
times, "or" and "maybe" whatever the grammar makes of the words around them, so a refused message
is checked for them too (the quality bar: all problems at once):

- **a time said roughly**: a rough word (多, 左右, 前后, "ish", around) right beside a time;
- **an "or" left open**: 或者 / 还是 / "or" with a place, a room or a time on both sides (the
  alternatives of one kind), ``九点或者十点``, "the garden or the lawn";
- **a "maybe" before an order**: 也许 / 可能 / "maybe" followed in its sentence by a word of an
  order (a going, a place, a look, a kill, a knock, a visit);
- **another night's orders pointed at**: 跟昨天一样, 照旧, 老样子, "same as yesterday", "as usual"
  (orders are never carried over, and night 1 has none before it).

Each is said with the reader's own wording for it, at its words. Nothing is added to a message the
reader accepts, and a problem the reader already said at those words is not said twice.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.aside import AS_EVER
from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.slotrules import ORDER_WORDS, ends_sentence

# what an "or" may stand between: two alternatives of one kind
_ALTERNATIVES = frozenset({"PLACE", "ROOMWORD", "TIME"})
# another night's orders pointed at (昨天一样, 跟上次一样, 照旧, 老样子, "as usual"): never copied
_SAME_AS_BEFORE = re.compile(
    rf"(?:昨|前晚|上次|上回|上一晚|上一夜|夜儿|夜个).{{0,3}}(?:一样|那样|照旧|不变)|{AS_EVER}"
    r"|^(?:usual|as usual|the usual)$"
)
# the refusals of this module: a message refused only for these and unknown words is scanned too
GUESSED = frozenset({"vague_time", "choice", "hedge", "same_as_before"})


def guess_rule_faults(tokens: list[Token]) -> list[Fault]:
    """The rough times, open "or"s and hedged orders of ``tokens`` (module doc), in message order."""
    out: list[Fault] = []
    for k, t in enumerate(tokens):
        if t.type == "VAGUE":
            time = _beside(tokens, k, "TIME")
            if time is not None:
                start = min(t.start_pos or 0, time.start_pos or 0)
                out.append(Fault(start, max(t.end_pos or 0, time.end_pos or 0), "vague_time"))
        elif t.type == "CHOICE" and _between_alternatives(tokens, k):
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "choice"))
        elif t.type == "HEDGE" and _hedges_an_order(tokens, k):
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "hedge"))
        elif t.type == "REPEATED" or t.type == "UNKNOWN" and _SAME_AS_BEFORE.search(str(t).lower()):
            out.append(Fault(t.start_pos or 0, t.end_pos or 0, "same_as_before"))
    return out


def _beside(tokens: list[Token], k: int, kind: str) -> Token | None:
    return next((tokens[j] for j in (k - 1, k + 1) if 0 <= j < len(tokens) and tokens[j].type == kind), None)


def _between_alternatives(tokens: list[Token], k: int) -> bool:
    """``花园或者草坪``, ``九点还是十点``, "garden or lawn": one kind on both sides of the "or"."""
    if k == 0 or k + 1 >= len(tokens):
        return False
    before, after = tokens[k - 1], tokens[k + 1]
    if after.type == "GO" and k + 2 < len(tokens):  # 去花园还是去草坪
        after = tokens[k + 2]
    return before.type in _ALTERNATIVES and after.type == before.type


def _hedges_an_order(tokens: list[Token], k: int) -> bool:
    """Whether an order's word follows the "maybe" in its sentence."""
    for t in tokens[k + 1 :]:
        if ends_sentence(t):
            return False
        if t.type in ORDER_WORDS:
            return True
    return False
