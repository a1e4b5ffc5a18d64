"""Looking said casually in English, read as the peek it is (docs/PARSING.md, *Casual English*):

- **a position at the window or the peephole** ("home by the window", "sitting next to my
  window", "glued to the peephole", "beside the window", "near the peephole") is looking
  through it, as "at the window" is: by, beside, near, next to, close to, glued to, stuck to;
- **"with my eye on the lawn"** ("with my eyes on the garden", "one eye on the corridor") is
  watching it;
- **where one watches from, said last** ("keep watch on the lawn from my room", "watch the garden
  from the common room", "watch the lawn from home") is being there, looking out: as "in my room,
  watch the lawn" (a room or home only: nobody looks out of the garden).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.casualwords import by_clause, english, retoken

_OBJECTS = frozenset({"WINDOW", "PEEPHOLE"})
# the words of a position, as the lexer cuts them (by: VIA; next to: THEN + TO; beside, near: AT)
_BY = frozenset({"by", "beside", "near", "close to", "glued to", "stuck to", "right by", "right at"})


def at_the_window(tokens: list[Token]) -> list[Token]:
    """``by the window``, ``next to the peephole``: at it (see the module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        if nxt is not None and nxt.type in _OBJECTS and str(t) in _BY and english(t):
            out.append(retoken("AT", t))
            k += 1
            continue
        pair = nxt is not None and str(t) == "next" and nxt.type == "TO"
        if pair and after is not None and after.type in _OBJECTS and nxt is not None:
            out.append(retoken("AT", t, "next to", nxt.end_pos))
            k += 2
            continue
        out.append(t)
        k += 1
    return out


def _a_room(t: Token) -> bool:
    return t.type == "ROOMWORD" or t.type == "PLACE" and (str(t) == "home" or str(t).isdigit())


def seen_from(tokens: list[Token]) -> list[Token]:
    """``watch the garden from the common room``: in the common room, watching the garden."""
    return by_clause(tokens, _seen_from)


def _seen_from(clause: list[Token]) -> list[Token]:
    kinds = [t.type for t in clause]
    if (
        len(clause) >= 4
        and kinds[-2] == "FROM"
        and _a_room(clause[-1])
        and kinds[-3] == "PLACE"
        and "PEEK_VERB" in kinds
        and not {"WINDOW", "PEEPHOLE", "GO", "RETURN_HOME", "KILL", "IF"} & set(kinds)
        and english(clause[-2])
    ):
        lead = 1 if kinds[0] in ("TIME", "PERIOD", "ALLNIGHT") else 0
        where = [retoken("AT", clause[-2], "in"), clause[-1]]
        return [*clause[:lead], *where, *clause[lead:-2]]
    return clause
