"""The night's clock rules, said in a message refused for its words (issue 22; docs/PARSING.md,
*The rules in a refused message*): a time off the night, a time off the 10-minute slots, two
orders for one slot (seed 五.1, 五.2, 五.4).

A message refused at a word the reader could not place (``21:05 开怪：去花园``, ``晚上七点五十提前前往
204``) said only that word. The player fixed the word and was then refused for the time, one round
trip more, and was never told of the rule the message breaks whatever its words. The times are read
by the lexer whatever the grammar makes of the words around them, so a refused message's times are
checked against the clock rules too, and each one broken is said with the rule, first:

- **a start off the night or off the slots**: a time before 20:00 or after 23:00, or not on a
  multiple of ten minutes, that opens an order: an order word (a going, a place, a stay, a look, a
  kill, a knock, a visit) follows it in its sentence before the next time. A time said in passing
  ("I finish work at 7:30, so at 8:00 ...") opens nothing and is not judged;
- **an end off the slots**: a time after "until" / 到 in a sentence holding an order word;
- **two orders for one slot**: two lines opening with the same time, each holding an order word
  and no condition (a second line ``9点 如果没人就回房`` goes on from the first).

23:00 itself is the night's end, said as an end far more often than as a start: never judged here.
Nothing is added to a message the reader accepts: there the orders' own checks say all of this.
"""

from __future__ import annotations

from lark import Token

from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm
from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.timing import end_slot

# the words that say an order is being given
ORDER_WORDS = frozenset(
    {"GO", "RETURN_HOME", "STAY", "PEEK_VERB", "WINDOW", "PEEPHOLE", "KILL", "VISIT", "KNOCK", "PLACE"}
    | {"ROOMWORD", "LEAVE", "LOOK_CORRIDOR"}
)
# the words of a condition or an alternative: a line holding one goes on from the line before
_CONDITION = frozenset(
    {"IF", "UNLESS", "OTHERWISE", "NOBODY_OPENS", "ALONE", "MEET", "NOT_OPEN", "NOT_THERE"}
)
_ENDS = frozenset({"UNTIL", "TO"})
_SENTENCE_END = frozenset("。.!！?？;；\n")


def slot_rule_faults(tokens: list[Token]) -> list[Fault]:
    """The clock rules the times of ``tokens`` break (module doc), in message order."""
    out: list[Fault] = []
    for k, t in enumerate(tokens):
        if t.type != "TIME":
            continue
        minute = int(str(t))
        if 0 <= minute <= NIGHT_MINUTES and minute % SLOT == 0:
            continue
        span = (t.start_pos or 0, t.end_pos or 0)
        ending = k > 0 and tokens[k - 1].type in _ENDS
        if ending and (end_slot(minute) is not None or not _holds_order(_sentence(tokens, k))):
            continue  # 至21:59: the last minute of a slot ends it, as the reader reads it
        starting = k + 2 < len(tokens) and tokens[k + 1].type in _ENDS and tokens[k + 2].type == "TIME"
        if (ending or starting) and 0 <= minute <= NIGHT_MINUTES and _standing(_sentence(tokens, k)):
            continue  # 21:15-22:45 期间，任意地点遇见X…击杀: a standing kill's window, any minute
        if not ending and not _opens_order(tokens, k):
            continue
        if not 0 <= minute <= NIGHT_MINUTES:
            out.append(Fault(*span, "outside_night", (("time", hhmm(minute)),)))
        elif ending:
            before, after = hhmm(minute - minute % SLOT - 1), hhmm(minute - minute % SLOT + SLOT - 1)
            args = (("time", hhmm(minute)), ("before", before), ("after", after))
            out.append(Fault(*span, "until_off_slot", args))
        else:
            out.append(Fault(*span, "off_slot", (("time", hhmm(minute)),)))
    return out + _slots_twice(tokens)


def _opens_order(tokens: list[Token], k: int) -> bool:
    """Whether an order word follows the time at ``k`` in its sentence, before the next time."""
    for t in tokens[k + 1 :]:
        if t.type == "TIME" or ends_sentence(t):
            return False
        if t.type in ORDER_WORDS:
            return True
    return False


def _sentence(tokens: list[Token], k: int) -> list[Token]:
    """The tokens of the sentence holding ``tokens[k]``."""

    start = max((i + 1 for i in range(k) if ends_sentence(tokens[i])), default=0)
    end = next((i for i in range(k, len(tokens)) if ends_sentence(tokens[i])), len(tokens))
    return tokens[start:end]


def ends_sentence(t: Token) -> bool:
    """A full stop, a question or exclamation mark, a semicolon or a line end (a SEP of spaces)."""
    return t.type == "SEP" and (str(t).strip() in _SENTENCE_END or not str(t).strip())


def _standing(tokens: list[Token]) -> bool:
    """Whether the sentence is a standing kill's: a kill on someone met (or anywhere), no going,
    staying or look (its window may start and end at any minute, docs/ORDERS.md)."""
    kinds = {t.type for t in tokens}
    return "KILL" in kinds and bool(kinds & {"MEET", "ANYWHERE"}) and not kinds & (ORDER_WORDS - {"KILL"})


def _holds_order(tokens: list[Token]) -> bool:
    return any(t.type in ORDER_WORDS for t in tokens)


def _slots_twice(tokens: list[Token]) -> list[Fault]:
    """A line opening with the time a line before it opened with, both giving an order."""
    lines: list[list[Token]] = [[]]
    for t in tokens:
        if t.type == "SEP" and "\n" in str(t):
            lines.append([])
        else:
            lines[-1].append(t)
    first: dict[int, list[Token]] = {}
    out: list[Fault] = []
    for line in lines:
        words = [t for t in line if t.type not in ("SEP", "ASIDE")]
        if not words or words[0].type != "TIME" or (len(words) > 1 and words[1].type in _ENDS):
            continue
        if not _holds_order(words) or any(t.type in _CONDITION for t in words):
            continue
        minute, head = int(str(words[0])), words[0]
        if minute not in first:
            first[minute] = words
            continue
        said = first[minute]
        other = f"{said[0].start_pos or 0}:{said[-1].end_pos or 0}"
        out.append(
            Fault(
                head.start_pos or 0, head.end_pos or 0, "dup_slot", (("other", other), ("time", hhmm(minute)))
            )
        )
    return out
