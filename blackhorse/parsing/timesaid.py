"""Times said casually in English (docs/PARSING.md, *Casual English*):

- **a time said last in a clause** ("..., on the lawn from 10:10", "the lawn at 9") is that
  clause's time, as when it comes first;
- **"9ish"** is a time said roughly (refused as "around 9" is, never guessed).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import by_clause, english, retoken

_DOING = frozenset(
    {"PLACE", "GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK", "PEEK_VERB", "WINDOW", "PEEPHOLE", "ROOMWORD"}
)


# what a time said right after, with no "at", belongs to ("home 10", "lawn 9", "window 8")
_BARE_BEFORE = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE"})


def time_last(tokens: list[Token]) -> list[Token]:
    """``8pm garden, on the lawn from 10:10``: a time said last in a clause (after "at" or "from"),
    with something to do before it and no other time, is the clause's time: moved to its start."""
    return by_clause(tokens, _time_last)


def _time_last(said: list[Token]) -> list[Token]:
    end = len(said)
    while end and said[end - 1].type == "ASIDE":  # "home at 10 ty": the thanks after it stay last
        end -= 1
    way = end
    while way and said[way - 1].type in _THE_WAY:  # "home at 9.20 via the west stairs"
        way -= 1
    if way == end or way == 0 or said[way].type not in ("VIA", "THROUGH"):
        way = end
    clause, after = said[:way], said[way:]
    kinds = [t.type for t in clause]
    said_at = len(clause) >= 3 and kinds[-2] in ("AT", "FROM")
    bare = len(clause) >= 2 and kinds[-2] in _BARE_BEFORE  # "home 10", "lawn 9": no "at"
    # "window the whole first period": a period said last, as a time is
    period = kinds[-1:] == ["PERIOD"] and kinds.count("PERIOD") == 1 and "TIME" not in kinds
    if (
        ((said_at or bare) and kinds[-1] == "TIME" and kinds.count("TIME") == 1 or period)
        and kinds[0] not in ("TIME", "UNTIL", "BEFORE")
        and _DOING & set(kinds)
        and not {"KILL", "IF", "UNLESS", "OTHERWISE"} & set(kinds)
        and english(clause[0])
    ):
        n = 2 if said_at else 1
        return [*clause[-n:], *clause[:-n], *after]
    return said


# the way said after a time said last ("home at 9.20 via the west stairs"): kept after the place
_THE_WAY = frozenset({"VIA", "THROUGH", "PLACE", "LISTJOIN"})


_ISH = re.compile(r"(\d{1,2}(?:[:.]\d{2})?|eight|nine|ten|eleven)(?:pm)?-?ish")


_HOUR_WORDS = {"eight": 8, "nine": 9, "ten": 10, "eleven": 11}


def ish(tokens: list[Token]) -> list[Token]:
    """``9ish``, ``tenish``: a time said roughly, refused as ``around 9`` is (never guessed)."""
    out: list[Token] = []
    for t in tokens:
        m = _ISH.fullmatch(str(t)) if t.type == "UNKNOWN" else None
        if m is None:
            out.append(t)
            continue
        hour = _HOUR_WORDS.get(m[1]) or int(m[1].replace(".", ":").split(":")[0])
        out.append(retoken("VAGUE", t))
        out.append(Token("TIME", str((hour % 12) * 60 - 8 * 60), start_pos=t.start_pos, end_pos=t.end_pos))
    return out
