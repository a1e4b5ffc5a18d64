"""A knock's alternative said the other way round in English (docs/PARSING.md, *English scope
words, follow-ups and carried values*): "9pm knock on 205, if Mike answers go in, otherwise come
home", "at 9 go to 205, if he lets me in, chat, otherwise home".

"If they open, stay; otherwise go home" says what a knock does anyway (one goes in when let in)
and what to do when nobody opens: the knock's alternative, as "if nobody opens, go home" is. The
words of the first case ("if Mike answers", "go in", "stay", "chat") are read with the
"otherwise", which becomes "if nobody opens".

**Never guessed:** only right after a knock or a going to a room (in the same sentence), when the
one who opens is a pronoun, "someone", or the one person who lives in that room (``rooms``; with
a roommate, "if Lily opens" is not "if anybody opens"), and when
the first case does nothing but go in, stay or talk; anything else is read as before (refused).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english, retoken

_OPENS = frozenset(
    {"opens", "opens the door", "answers", "answers the door", "lets me in", "open", "open up"}
    | {"opens up", "answer"}
)
# what the first case may do: go in, stay, talk (no place, no look, no kill)
_GOING_IN = frozenset({"go", "go in", "come in", "head in", "step in", "walk in", "get in"})
_STOPS = frozenset({".", ";", "!", "?", "\n"})


def _in_case(t: Token) -> bool:
    said = str(t).lower()
    if t.type in ("SEP", "STAY", "ASIDE"):
        return said not in _STOPS
    return t.type == "GO" and said in _GOING_IN or t.type in ("AT", "DOOR_VERB") and said == "in"


def _room_before(tokens: list[Token], k: int) -> str | None:
    """The room knocked at or gone to before ``k`` in its sentence, or None."""
    j = k - 1
    while j >= 0 and not (tokens[j].type == "SEP" and str(tokens[j]) in _STOPS):
        t = tokens[j]
        if t.type == "PLACE" and str(t).isdigit() and j and tokens[j - 1].type in ("KNOCK", "GO", "TO", "AT"):
            return str(t)
        j -= 1
    return None


def let_in(tokens: list[Token], rooms: dict[str, str]) -> list[Token]:
    """``tokens`` with each "if X opens ..., otherwise ..." after a knock read as the knock's
    alternative (see the module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "IF" or not english(t) or k + 2 >= len(out):
            continue
        who, opens = out[k + 1], out[k + 2]
        if opens.type != "DOOR_VERB" or str(opens).lower() not in _OPENS:
            continue
        room = _room_before(out, k)
        if room is None:
            continue
        tenants = [n for n, r in rooms.items() if r == room]
        lives = who.type == "NAME" and tenants == [str(who)]  # the one who can open (no roommate)
        anyone = who.type == "SOMEONE" or str(who).lower() in ("they", "someone", "anyone", "anybody")
        if not (anyone or who.type == "PRONOUN" and len(tenants) == 1 or lives):
            continue
        j = k + 3
        while j < len(out) and _in_case(out[j]):
            j += 1
        if j >= len(out) or out[j].type != "OTHERWISE":
            continue
        nobody = retoken("NOBODY_OPENS", out[j])
        read_past(nobody, *out[k:j])
        return [*out[:k], nobody, *let_in(out[j + 1 :], rooms)]
    return out
