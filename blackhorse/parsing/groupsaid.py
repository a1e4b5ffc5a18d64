"""People said as a group in a door rule, read as the door list it means (docs/ORDERS.md, door):

- **the police** (``只给警察开门``, ``除了警察不给任何人开门``, "only open for the police", "only the
  police may come in") is every police officer of the game, by name: the door's list;
- **anyone** after "let nobody" (``不许任何人进来``, "don't let anyone in") is the door shut;
- **an exception said after the door rule** (``谁来都不开，D除外``, ``不给任何人开门，D以外``, ``谁都开，
  D除外``, ``谁都开，除了D``) is that rule with its exception: the door only for D, or for everyone
  but D. ``D除外`` was set aside as a remark about D, and the door shut to D too.

Only in a door rule (right after 只给 / only / 除了 / except / 不让, or right before the door's
verb): elsewhere a group is no one an order can name (``如果警察在就回家``: refused, as before).
A game without police has no such group: the word stays unknown, refused.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import rebuilt
from blackhorse.parsing.casualwords import retoken

POLICE = frozenset(  # the police said as a group (a door rule's list)
    {
        "警察",
        "警察们",
        "警官",
        "警官们",
        "警察同志",
        "三位警官",
        "三位警察",
        "三个警察",
        "三名警官",
        "各位警官",
        "几位警官",
        "警官大人",
        "the officers",
        "the three officers",
        "three officers",
        "警方",
        "police",
        "the police",
        "cops",
        "the cops",
        "officers",
        "policemen",
    }
)
_OFFICERS = frozenset({"officers", "officer", "men"})  # police officers, police men
_ANYONE = frozenset({"任何人", "所有人", "anyone", "anybody", "everyone", "everybody", "谁"})
_BEFORE_GROUP = frozenset({"ONLY_OPEN", "ONLY", "EXCEPT", "NOT_LET"})
_BUT = re.compile(r"\s*(but|except|except for|other than|apart from|save)\s+(the\s+)?", re.IGNORECASE)
_JOINS = frozenset({"LISTJOIN", "JOIN", "AND"})  # 只给D和警察开门: 和 joins a list of names


def _but(tokens: list[Token], k: int, text: str) -> bool:
    """``open the door to anyone but the police``: "but" (read past by the lexer) before them."""
    prev = tokens[k - 1] if k else None
    if prev is None or prev.type != "DOOR_OPEN":
        return False
    return _BUT.fullmatch(text[prev.end_pos or 0 : tokens[k].start_pos or 0]) is not None


def _in_a_door_rule(tokens: list[Token], k: int, end: int) -> bool:
    prev = tokens[k - 1] if k else None
    nxt = tokens[end] if end < len(tokens) else None
    listed = prev is not None and prev.type in _JOINS and k >= 2 and tokens[k - 2].type == "NAME"
    after_rule = prev is not None and prev.type in _BEFORE_GROUP
    return after_rule or listed or nxt is not None and nxt.type in ("DOOR_VERB", "DOOR_CLOSED", "DOOR_OPEN")


_EXCEPTED = frozenset({"除外", "以外", "例外", "除外的话"})


def excepted(tokens: list[Token]) -> list[Token]:
    """A door rule, then its exception (谁来都不开，D除外; 谁都开，除了D): the rule with it (module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type not in ("DOOR_CLOSED", "DOOR_OPEN"):
            continue
        j = k + 1 + (k + 1 < len(out) and out[k + 1].type == "SEP" and str(out[k + 1]) in (",", "，"))
        if t.type == "DOOR_OPEN" and j < len(out) and j > k + 1 and out[j].type == "EXCEPT":
            return [*out[: k + 1], *out[j:]]  # 谁都开，除了D
        end = j
        while end < len(out) and (out[end].type == "NAME" or out[end].type in _JOINS and end > j):
            end += 1
        if end == j or end >= len(out) or out[end].type != "UNKNOWN" or str(out[end]) not in _EXCEPTED:
            continue
        names = [u if u.type == "NAME" else retoken("LISTJOIN", u) for u in out[j:end]]
        if t.type == "DOOR_CLOSED":
            return [*out[:k], retoken("ONLY_OPEN", t), *names, *out[end + 1 :]]
        return [*out[: k + 1], retoken("EXCEPT", out[end]), *names, *out[end + 1 :]]
    return out


@rebuilt
def groups(tokens: list[Token], police: tuple[str, ...], text: str) -> list[Token]:
    """The police in a door rule as their names; "let nobody" in: the door shut; an exception
    after the rule: the rule with it (module doc)."""
    tokens = excepted(tokens)
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        said = str(t).casefold()
        end = k + 1
        if t.type == "UNKNOWN" and said == "police" and end < len(tokens) and str(tokens[end]) in _OFFICERS:
            end += 1  # police officers
        door = _in_a_door_rule(tokens, k, end) or _but(tokens, k, text)
        if t.type == "UNKNOWN" and said in POLICE and police and door:
            last = tokens[end - 1]
            if _but(tokens, k, text):
                out.append(Token("EXCEPT", "except", start_pos=t.start_pos, end_pos=t.start_pos))
            if out and out[-1].type in _JOINS:
                out[-1] = retoken("LISTJOIN", out[-1])
            for n, name in enumerate(police):
                if n:
                    out.append(retoken("LISTJOIN", t, "和", t.start_pos))
                out.append(Token("NAME", name, start_pos=t.start_pos, end_pos=last.end_pos))
            after = tokens[end + 1] if end + 1 < len(tokens) else None
            if (
                end < len(tokens)
                and tokens[end].type in _JOINS
                and after is not None
                and after.type == "NAME"
            ):
                out.append(retoken("LISTJOIN", tokens[end]))  # 只给警察和D开门
                end += 1
            k = end
            continue
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "UNKNOWN"
            and said in _ANYONE
            and prev is not None
            and prev.type == "NOT_LET"
            and nxt is not None
            and nxt.type == "DOOR_VERB"
        ):
            out[-1] = Token("DOOR_CLOSED", "不给任何人开门", start_pos=prev.start_pos, end_pos=nxt.end_pos)
            k += 2
            continue
        out.append(t)
        k += 1
    return out
