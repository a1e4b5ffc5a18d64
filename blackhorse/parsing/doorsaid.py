"""The door said casually in English, read as the door rule it is (docs/PARSING.md, *Casual English*):

- **the door shut "except" someone** ("door closed till 10 except for Lily", "keep the door shut
  before 10, but let Lily in") is the door only for them; ``door:`` heading a door rule is its
  heading ("door: only Lily and Tom can come in before 10");
- **"only let Lily in if she comes"**: a door rule is about who knocks anyway, the condition
  says nothing more;
- **the door shut "all night" or "even after 10"** is a door rule past 22:00: refused by the
  door rule (seed 五.12), never read as the night's door with the time moved to the next order.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import arrives, english, retoken

_DOOR_UNTIL = frozenset({"UNTIL", "BEFORE", "TO"})
_WHO = frozenset({"NAME", "ROOMMATE"})  # "except for my roommate": their name, read later


def closed_except(tokens: list[Token]) -> list[Token]:
    """``door closed till 10 except for Lily``, ``keep the door shut, but let Lily in``: the door
    only for the names after "except" (``只给B开``), said the other way round."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "DOOR_CLOSED" or not english(t):
            continue
        j = k + 1
        until: list[Token] = []
        if j + 1 < len(out) and out[j].type in _DOOR_UNTIL and out[j + 1].type == "TIME":
            until = out[j : j + 2]
            j += 2
        if j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", "-"):
            j += 1
        if j >= len(out) or out[j].type != "EXCEPT" or j + 1 >= len(out) or out[j + 1].type not in _WHO:
            continue
        end = j + 1
        while end < len(out) and out[end].type in ("NAME", "ROOMMATE", "LISTJOIN", "AND", "JOIN"):
            end += 1
        names = [u if u.type in _WHO else retoken("LISTJOIN", u) for u in out[j + 1 : end]]
        while names and names[-1].type not in _WHO:
            names.pop()
            end -= 1
        if end < len(out) and (out[end].type == "DOOR_VERB" or str(out[end]) == "in"):
            end += 1  # let Lily in
        tail = out[end:]
        if not until and len(tail) >= 2 and tail[0].type in _DOOR_UNTIL and tail[1].type == "TIME":
            until, tail = tail[:2], tail[2:]
        until = [retoken("BEFORE", until[0]), until[1]] if until else []
        return [*out[:k], retoken("ONLY_OPEN", t), *names, *until, *tail]
    return out


_DOOR_RULES = frozenset({"ONLY", "ONLY_OPEN", "DOOR_CLOSED", "DOOR_OPEN", "NOT_LET"})


def door_heading(tokens: list[Token]) -> list[Token]:
    """``door: only Lily and Tom can come in``: "door" heading a door rule is its heading."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        starts = not out or out[-1].type == "SEP"
        heading = nxt is not None and nxt.type == "SEP" and str(nxt) in (":", "-")
        rule = after is not None and after.type in _DOOR_RULES
        if t.type == "DOORWORD" and english(t) and starts and heading and rule:
            continue
        out.append(t)
    return out


_DOOR_NAMES = frozenset({"ONLY", "ONLY_OPEN", "NOT_LET", "EXCEPT"})


def door_if_they_come(tokens: list[Token]) -> list[Token]:
    """``only let Lily in if she comes``, "(if she knocks)": a door rule is about who knocks
    anyway; the condition says nothing more."""
    out: list[Token] = []
    k = 0
    lister = False
    while k < len(tokens):
        t = tokens[k]
        three = [u.type for u in tokens[k : k + 3]]
        comes = len(three) == 3 and three[0] == "IF" and three[1] in ("NAME", "PRONOUN")
        if lister and comes and (three[2] in ("ARRIVE", "KNOCK", "DOOR_VERB") or arrives(tokens[k + 2])):
            nxt = tokens[k + 3] if k + 3 < len(tokens) else None
            if nxt is None or nxt.type == "SEP":
                k += 3
                continue
        if t.type in _DOOR_NAMES:
            lister = True
        elif t.type not in ("NAME", "LISTJOIN", "DOOR_VERB", "AT", "AND", "JOIN", "BEFORE", "UNTIL", "TIME"):
            lister = lister and t.type == "SEP" and str(t) == ","
        out.append(t)
        k += 1
    return out


_DOOR_SAID = frozenset({"DOOR_CLOSED", "ONLY_OPEN", "NOT_LET", "DOOR_OPEN"})


_WHOLE = re.compile(r"(?<![a-z])(all|whole|entire|throughout)(?![a-z])")


_AFTER_TEN = re.compile(r"(?<![a-z])after\s*$")


_EVEN = re.compile(r"(?<![a-z])even after\s*$")  # "don't let anyone in, even after 10"


def door_after_ten(tokens: list[Token], text: str) -> list[Token]:
    """``keep my door locked all night``, ``don't open for anyone even after 10``: the door said
    for after 22:00, which the rules forbid (seed 五.12): the door rule with an end at 23:00, so
    the door rule refuses it (it was read as the night's door, the time going to the next order).
    "Tonight" is the night's door rule, as always."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t = out[k]
        if t.type not in _DOOR_SAID or not english(t):
            continue
        j = k + 1
        comma = False
        while j < len(out) and (
            out[j].type in ("NAME", "LISTJOIN", "DOOR_VERB", "AT", "ASIDE", "UNKNOWN") or str(out[j]) == ","
        ):
            comma = comma or str(out[j]) == ","
            j += 1  # only let B in | even | a comma
        if j >= len(out):
            continue
        nxt = out[j]
        said = text[: nxt.start_pos or 0]
        whole = nxt.type == "ALLNIGHT" and _WHOLE.search(str(nxt)) and not comma
        after = nxt.type == "TIME" and _AFTER_TEN.search(said) and (not comma or _EVEN.search(said))
        if whole or after:
            end = Token("TIME", "180", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
            kept = [u for u in out[k + 1 : j] if str(u) != ","]
            out[k + 1 : j + 1] = [*kept, retoken("UNTIL", nxt), end]
            return out
    return out
