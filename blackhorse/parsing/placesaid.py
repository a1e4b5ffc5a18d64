"""Places said another way in casual English, read as the place they are (docs/PARSING.md,
*Casual English*):

- **a person in brackets after a place** ("swing by 203 (Tom)", "go to 202 (He Jing's room)")
  is going to that person's room, said again: the same room, or two places (refused);
- **"Ma's room 205"** said as an order's place (its person and its number) is that room, said
  twice: the same room, or two places (refused);
- **"the common room window"** (a place right before the window or the peephole one looks
  out of) is being there, looking out of its window;
- **"back in the garden"** is going back to the garden ("back" with a place is that place); "back
  in" or "back inside" with no place after it is going back indoors, to the last room one was in;
- **"Ma's place"** ("drop by Emma's place", "head over to Tom's pad") is that person's room;
- **a room number said as a voice message types it** ("room two oh five", "two-oh-nine") is that
  room (a number the map does not have is refused by the checker, as 210 is).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import english, retoken


def bracketed_person(tokens: list[Token]) -> list[Token]:
    """``swing by 203 (Tom)``, ``go to 202 (He Jing's room)``: the person visited at that place."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        opens = t.type == "SEP" and str(t) == "(" and out and out[-1].type == "PLACE"
        if opens and k + 1 < len(tokens) and tokens[k + 1].type == "NAME":
            j = k + 2
            while j < len(tokens) and tokens[j].type in ("POSS", "ROOMWORD"):
                j += 1
            if j < len(tokens) and str(tokens[j]) == ")":  # going to their room, said again
                name = tokens[k + 1]
                if len(out) > 1 and out[-2].type == "TO" and str(out[-2]).lower() == "to":
                    out[-2] = retoken("GO", out[-2])  # "20:20 to room 205 (Su Qing)": going there
                out.append(retoken("GO", t, "("))
                out.append(name)
                out.append(Token("POSS", "'s", start_pos=name.end_pos, end_pos=name.end_pos))
                out.extend(u for u in tokens[k + 2 : j] if u.type == "ROOMWORD")
                k = j + 1
                continue
        out.append(t)
        k += 1
    return out


def room_said_twice(tokens: list[Token]) -> list[Token]:
    """``10:20 Ma's room 205, kill him``: the room by its person and by its number, as in
    ``go to Ma's room 205``: the number, then going to their room, said again."""
    out = list(tokens)
    for k in range(len(out) - 2):
        prev = out[k - 1] if k else None
        if prev is not None and prev.type not in ("TIME", "SEP", "THEN", "AND"):
            continue
        if out[k].type != "NAME" or out[k + 1].type != "POSS":
            continue
        j = k + 2
        if out[j].type == "ROOMWORD":
            j += 1
        if j < len(out) and out[j].type == "PLACE" and str(out[j]).isdigit() and english(out[k + 1]):
            name = out[k:j]
            return [*out[:k], out[j], retoken("GO", out[k], "to"), *name, *out[j + 1 :]]
    return out


_LOOKING = frozenset({"PEEK_VERB", "FROM", "USE", "THROUGH"})


def _seen(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` is what a look right before it sees (``watch the garden from the 204
    window``: the garden, seen; the room one is in goes before the look and what it sees)."""
    return tokens[k].type == "PLACE" and k > 0 and tokens[k - 1].type == "PEEK_VERB" and english(tokens[k])


def window_of(tokens: list[Token]) -> list[Token]:
    """``peek out the common room window at the garden``: in the common room, looking out of its
    window (the place is where one is, not what one sees)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        glued = str(out[k + 1]) in ("window", "windows", "peephole")  # not "the lawn out the window"
        room = str(t).isdigit()  # a room's window, not what one sees
        if t.type != "PLACE" or not (glued and room) or out[k - 1].type not in _LOOKING:
            continue
        j = k - 1
        while j > 0 and (out[j - 1].type in _LOOKING or _seen(out, j - 1)):
            j -= 1
        return [*out[:j], retoken("AT", t, "in"), t, *out[j:k], *out[k + 1 :]]
    return out


def _back(said: str) -> bool:
    """Going back said by any verb of moving, in any form: ``back``, ``go back``, ``wandered back``."""
    return said.split(" ")[-1] == "back"


def back_in(tokens: list[Token]) -> list[Token]:
    """``9pm back in the garden``: back to the garden (a place after "back" is that place); so is
    one's own room after "back in" or right after "back" (``I go back in my room``, ``I come back
    my room``, as non-native players write it): going home, wherever one was before; any other
    place right after "back" (``come back common room``, ``10 come back 204``) is going back there,
    as ``come back to 204`` is."""
    out = list(tokens)
    k = 0
    while k < len(out) - 1:
        t, at = out[k], out[k + 1]
        place = out[k + 2] if k + 2 < len(out) else None
        back = t.type == "RETURN_HOME" and _back(str(t)) and english(t)
        returns = t.type == "GO" and str(t).lower() in ("return", "i return") and english(t)
        if returns and at.type == "AT" and place is not None and _own_room(place):
            out[k + 1] = retoken("TO", at)  # I return in my room (a learner's "in"; round thirty-one)
        elif back and at.type == "AT" and place is not None and (place.type == "PLACE" or _own_room(place)):
            out[k + 1] = retoken("TO", at)
        elif back and (_own_room(at) or at.type == "PLACE" and str(at).lower() != "home" and english(at)):
            out.insert(k + 1, Token("TO", "to", start_pos=at.start_pos, end_pos=at.start_pos))
        k += 1
    return out


# "back in", "back inside" with no place after it: back indoors, to one's room (round twenty)
_INSIDE = re.compile(r"\s+(?:in|inside|indoors)(?=\s*(?:$|[.,;!?)]|at\b|@|and\b|then\b|for\b|around\b))")


def back_inside(tokens: list[Token], text: str) -> list[Token]:
    """``and head back in at half 9`` (after the garden and the lawn), "go back inside at 10": going
    back indoors, to the last room one was in before (home, or asked which when another room was:
    it was refused as back to the garden). Only with no place after "in" ("back in the garden" is
    the garden: :func:`back_in`)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type == "RETURN_HOME" and _back(str(t)) and english(t) and _INSIDE.match(text, t.end_pos or 0):
            out[k] = retoken("RETURN_HOME", t, str(t) + " inside")
    return out


_OWN_ROOM = frozenset({"my room", "our room", "own room", "my own room", "our own room"})


def _own_room(t: Token) -> bool:
    """``my room``, ``our room``: one's own room, said so."""
    return t.type == "ROOMWORD" and str(t).lower() in _OWN_ROOM


_DWELLING = frozenset({"place", "pad", "digs", "flat", "crib", "quarters"})


def their_place(tokens: list[Token]) -> list[Token]:
    """``Emma's place``: her room (a word for where someone lives after "'s")."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if t.type == "UNKNOWN" and str(t) in _DWELLING and out[k - 1].type == "POSS" and english(out[k - 1]):
            out[k] = retoken("ROOMWORD", t, "room")
    return out


_DIGITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_ROOM_SAID = re.compile(
    r"(?<![a-z0-9'-])(one|two|three|four|five|six|seven|eight|nine)[ -]?(?:oh|o|zero)[ -]?"
    r"(one|two|three|four|five|six|seven|eight|nine)(?![a-z0-9'-])"
)
_ROOM_WORDS = frozenset({"room", "rm"})


def room_in_words(tokens: list[Token], text: str) -> list[Token]:
    """``go to room two oh five``, ``two-oh-nine``: room 205, 209, as a voice message types the
    digits ("oh" for the zero); the words were unknown, and "nine" a time."""
    out = list(tokens)
    for m in _ROOM_SAID.finditer(text):
        inside = [t for t in out if m.start() <= (t.start_pos or 0) and (t.end_pos or 0) <= m.end()]
        across = [t for t in out if (t.start_pos or 0) < m.start() < (t.end_pos or 0)]
        across += [t for t in out if (t.start_pos or 0) < m.end() < (t.end_pos or 0)]
        if across or not inside or any(t.type not in ("UNKNOWN", "TIME", "ASIDE") for t in inside):
            continue
        gone = {id(t) for t in inside}
        at = next(k for k, t in enumerate(out) if id(t) in gone)
        start = m.start()
        before = out[at - 1] if at else None
        if before is not None and before.type == "ROOMWORD" and str(before).lower() in _ROOM_WORDS:
            at, start = at - 1, before.start_pos or start  # "room two oh five": the room said once
            gone.add(id(before))
        room = f"{_DIGITS[m[1]]}0{_DIGITS[m[2]]}"
        kept = [t for t in out if id(t) not in gone]
        out = [*kept[:at], Token("PLACE", room, start_pos=start, end_pos=m.end()), *kept[at:]]
    return out
