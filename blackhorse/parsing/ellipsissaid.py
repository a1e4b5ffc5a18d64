"""A condition said short, as players type it (docs/PARSING.md, *English, round five*):

- **"if she is" after a negated condition** (``if D isn't there, kill C; if he is, go home``, ``if Lily's
  not in, kill Tom, if she is just go back``): the condition said again with only its verb (is, are,
  does), after a kill on a condition that holds a negation (``isn't there``, ``not``) in the same order,
  is that condition turned round: the kill's "otherwise", as "if she isn't" after a positive one is
  (englishsaid ``_if_not_said``). Only there: after a positive condition ("if C is alone, kill her; if
  she is, ...") it is left as it stands (refused: which case is it?).
- **"X is in our room and nobody else is"** (``if H is there and no one else is``, ``if Lily is in and
  nobody else is around``): the one named, there, with nobody else: that person alone (``if H is in our
  room alone``). Only right after "if" and the person (and where they are); "nobody else" anywhere else
  is read as before.
- **"go back in"** (``then go back in and watch from the peephole``, ``come back inside``): back in one's
  room, the place unsaid; "in" with a place after it (``back in 205``) is that place, as before.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english

# the verb of the condition said again, alone (and what may stand after it before the comma)
_BARE = re.compile(r"(?:is|are|was|does|do|'s)(?: there| in| in there)?(?:\s+(?:just|then|instead))?")
_DONE = frozenset(
    {"GO", "RETURN_HOME", "STAY", "PEEK_VERB", "KILL", "THERE", "LEAVE", "AT", "KNOCK", "VISIT"}
)
_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})
# what may stand between "nobody else" and the clause's end: is, is there, is around, is with him
_ELSE_IS = re.compile(r"\s*(?:is|'s|was)?\s*(?:there|around|about|in|in there|with (?:him|her|them))?\s*")


def said_short(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with the conditions said short of the module doc read in full."""
    return _back_in(_nobody_else_is(_if_she_is(tokens, text), text))


# what may follow "in" for it to be a place said: then "back in" is back in that place
_PLACED = frozenset({"PLACE", "ROOMWORD", "HOME", "NAME", "POSS", "PRONOUN", "THERE", "TIME", "ALLNIGHT"})


def _back_in(tokens: list[Token]) -> list[Token]:
    """``then go back in and watch from the peephole``, ``come back inside``: "in" / "inside" right
    after going back, with no place after it, is back in one's room: read with the going back."""
    out = list(tokens)
    for k in range(len(out) - 1, 0, -1):
        t, prev = out[k], out[k - 1]
        after = out[k + 1] if k + 1 < len(out) else None
        bare = str(t).lower() in ("in", "inside", "back in", "indoors")
        placed = after is not None and after.type in _PLACED
        if t.type == "AT" and bare and prev.type == "RETURN_HOME" and english(prev) and not placed:
            read_past(prev, t)
            del out[k]
    return out


def _if_she_is(tokens: list[Token], text: str) -> list[Token]:
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t, who, nxt = out[k : k + 3]
        said = t.type == "IF" and english(t) and who.type == "PRONOUN"
        between = text[who.end_pos or 0 : nxt.start_pos or 0].strip()
        acts = nxt.type in _DONE or nxt.type == "SEP" and str(nxt) == ","
        if not between and nxt.type == "THERE" and _BARE.fullmatch(str(nxt).lower()):
            between = "is"  # "if he is there": the verb said with "there"
        elif not between and str(who).lower().endswith(("'s", "'re")):
            between = "is"  # "if he's there", "if they're, ...": the verb said with the pronoun
        if said and acts and _BARE.fullmatch(between) and _after_a_negated_kill(out, k):
            last = k + 1
            there = nxt.type == "THERE" or nxt.type == "AT" and str(nxt).lower() in ("in", "in there")
            after = out[k + 3] if k + 3 < len(out) else None
            if there and after is not None and (after.type in _DONE - {"THERE", "AT"} or after.type == "SEP"):
                last = k + 2  # "if he is there, go home": there, said again
            end = out[last].end_pos
            out[k : last + 1] = [Token("OTHERWISE", "otherwise", start_pos=t.start_pos, end_pos=end)]
        k += 1
    return out


def _after_a_negated_kill(tokens: list[Token], k: int) -> bool:
    """Whether a condition holding a negation, and a kill, stand before ``k`` in the same order
    (with no "otherwise" yet)."""
    j = k - 1
    kinds: set[str] = set()
    while j >= 0 and tokens[j].type not in _STARTS:
        kinds.add(tokens[j].type)
        j -= 1
    negated = bool(kinds & {"NOT_THERE", "NOT"}) and "IF" in kinds or "UNLESS" in kinds
    return "KILL" in kinds and negated and "OTHERWISE" not in kinds


_WHERE = frozenset({"PLACE", "ROOMWORD", "HOME", "THERE"})


def _nobody_else_is(tokens: list[Token], text: str) -> list[Token]:
    out = list(tokens)
    for k in range(len(out) - 1):
        if out[k].type != "AND" or out[k + 1].type != "NOBODY_ELSE" or not english(out[k + 1]):
            continue
        j = k - 1
        if j >= 0 and out[j].type in _WHERE:
            j -= 1
        if j >= 0 and out[j].type == "AT":
            j -= 1
        if j < 1 or out[j].type not in ("NAME", "PRONOUN") or out[j - 1].type != "IF":
            continue
        end = out[k + 2].start_pos if k + 2 < len(out) else len(text)
        rest = k + 2
        if rest < len(out) and out[rest].type == "THERE":  # ... and nobody else is there
            end = out[rest].start_pos
            rest += 1
        if not _ELSE_IS.fullmatch(text[out[k + 1].end_pos or 0 : end or 0]):
            continue
        at = k - 1 if out[k - 1].type == "AT" else k  # "is in and nobody else is": in, alone
        alone = Token("ALONE", "alone", start_pos=out[at].start_pos, end_pos=out[rest - 1].end_pos)
        return [*out[:at], alone, *out[rest:]]
    return out
