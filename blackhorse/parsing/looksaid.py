"""Looking said casually in English, read as the peek it is (docs/PARSING.md, *Casual English*):

- **a position at the window or the peephole** ("home by the window", "sitting next to my
  window", "glued to the peephole", "beside the window", "near the peephole", "sit by the common
  room window") is looking through it, as "at the window" is: by, beside, near, next to, close to,
  glued to, stuck to (a room named before the window is where it is: never a route);
- **"with my eye on the lawn"** ("with my eyes on the garden", "one eye on the corridor") is
  watching it;
- **switching back to a look** (``9点再换回窗户``, ``切回门孔``, ``改回看窗户``): 回 after 换 / 切 / 改 / 调
  and before the window or the peephole is back to that look, never going home;
- **her window, in her room** (``9点去Lucy她们房间，从她窗户看草坪``, ``从她的窗户看``): "her" (or
  "his") before the window or the peephole one looks through is the window of the room one is in;
  the window said, its rule then says whether one may look through it (one's own room or 204 only);
- **looking on until a time, said as a clause of its own** (``八點先用貓眼看走廊，看到八點四十``,
  ``八点整从窗户看一下草坪 看到八点半``): 看到 + a time right after a look is when that look ends,
  as ``看走廊看到八点四十`` is; the comma and the second 看 are read with it (:func:`looked_until`);
- **where one watches from, said last** ("keep watch on the lawn from my room", "watch the garden
  from the common room", "watch the lawn from home") is being there, looking out: as "in my room,
  watch the lawn" (a room or home only: nobody looks out of the garden);
- **the window from a room** ("8:00 window from 204", "peephole from my room"): the look, at that
  room, as "window at 204" is; "from" before a time stays the range's start (round twenty-eight);
- **what is seen, in brackets after the look** (``8:00 window from 204 (garden)``, ``窗户（草坪）``): the
  place seen, as ``窗户看草坪`` is, so the window's rule checks it; a bracket holding anything more
  than the one place is left to be read as before (round twenty-eight).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import SENTENCE_MARKS, read_past, rebuilt
from blackhorse.parsing.casualwords import by_clause, english, retoken
from blackhorse.parsing.ranges import range_at

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
        roomed = nxt is not None and _a_room(nxt) and after is not None and after.type in _OBJECTS
        if roomed and str(t) in _BY and english(t):  # "by the common room window" (round 23)
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


def window_from(tokens: list[Token]) -> list[Token]:
    """``window from 204``: the window, at 204 (see the module doc)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if (
            t.type == "FROM"
            and english(t)
            and out[k - 1].type in _OBJECTS
            and _a_room(out[k + 1])
            and (k + 2 == len(out) or out[k + 2].type not in ("TO", "UNTIL"))
        ):
            out[k] = retoken("AT", t, "at")
    return out


_OPEN = frozenset({"(", "（"})
_CLOSE = frozenset({")", "）"})


def view_in_brackets(tokens: list[Token]) -> list[Token]:
    """``window (garden)``: watching the garden through the window (see the module doc); and
    ``窗子那儿盯到草坪``: 盯到 before a place, after the window, is looking at it."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        shape = [(u.type, str(u)) for u in tokens[k : k + 3]]
        if (
            out
            and t.type == "SEP"
            and str(t) in _OPEN
            and len(shape) == 3
            and shape[1][0] == "PLACE"
            and shape[2][0] == "SEP"
            and shape[2][1] in _CLOSE
            and looked_through(out)
        ):
            if out[-1].type == "PEEK_VERB":  # 窗户观察（草坪）: the look said already
                read_past(tokens[k + 1], t, tokens[k + 2])
                out.append(tokens[k + 1])
                k += 3
                continue
            look = retoken(
                "PEEK_VERB", t, "watch" if english(out[-1] if out[-1].type in _OBJECTS else out[-3]) else "看"
            )
            read_past(tokens[k + 1], tokens[k + 2])
            out += [look, tokens[k + 1]]
            k += 3
            continue
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "UNTIL"
            and str(t)[:1] in _LOOKING
            and nxt is not None
            and nxt.type == "PLACE"
            and looked_through(out)
        ):
            out.append(retoken("PEEK_VERB", t))  # 窗子那儿一直盯到草坪: looking out at the lawn, not "until"
            k += 1
            continue
        out.append(t)
        k += 1
    return out


_LOOKING = frozenset("盯瞅望瞧看")


def looked_through(said: list[Token]) -> bool:
    """Whether ``said`` ends in the window or the peephole, perhaps with the room it is in."""
    if not said:
        return False
    if said[-1].type in _OBJECTS:
        return True
    if len(said) >= 2 and said[-1].type == "PEEK_VERB" and said[-2].type in _OBJECTS:
        return True  # 窗户观察: the window, then the look
    if len(said) < 3:
        return False
    at = said[-2].type == "AT" or said[-2].type == "FROM" and english(said[-2])
    return at and _a_room(said[-1]) and said[-3].type in _OBJECTS


_THEIR = frozenset({"他", "她", "ta", "他们", "她们"})
_OUTSIDE = frozenset({"garden", "lawn", "204"})


def _in_someones_room(out: list[Token]) -> bool:
    """Whether the last place the words before went to is someone else's room (205, C的房间)."""
    for k in range(len(out) - 1, -1, -1):
        u = out[k]
        if u.type == "PLACE":
            return str(u) not in _OUTSIDE
        if u.type == "ROOMWORD":
            return any(v.type == "NAME" for v in out[max(0, k - 3) : k])
        if u.type == "RETURN_HOME":
            return False
    return False


def their_window(tokens: list[Token], text: str) -> list[Token]:
    """``从她窗户看``, ``从她的窗户看``: the window of the room one is in (module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        prev = out[-1] if out else None
        j = k + 1
        if j < len(tokens) and tokens[j].type == "POSS":
            j += 1
        said = text[t.start_pos or 0 : t.end_pos or 0]
        if (
            t.type == "PRONOUN"
            and said in _THEIR
            and prev is not None
            and prev.type in ("FROM", "USE", "THROUGH")
            and j < len(tokens)
            and tokens[j].type in _OBJECTS
            and _in_someones_room(out)  # her window is that room's (a walk back: asked last)
        ):
            read_past(tokens[j], *tokens[k:j])
            k = j
            continue
        out.append(t)
        k += 1
    return out


def switched_back(tokens: list[Token], text: str) -> list[Token]:
    """``再换回窗户``: back to the look, not home (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        at = t.start_pos or 0
        back = t.type in ("GO", "RETURN_HOME") and text[at : t.end_pos or 0] == "回"
        switch = back and at > 0 and text[at - 1] in "换切改调"
        looked = [u.type for u in tokens[k + 1 : k + 3]]
        if switch and (
            looked[:1]
            and looked[0] in _OBJECTS
            or looked[:1] == ["PEEK_VERB"]
            and looked[1:]
            and looked[1] in _OBJECTS
        ):
            read_past(tokens[k + 1], t)
            continue
        out.append(t)
    return out


def range_after_corridor(tokens: list[Token]) -> list[Token]:
    """``watch the corridor from 8 to 9 then garden``: the range said after watching the corridor
    is when one watches it, as ``from 8 to 9 watch the corridor`` (it was refused at the range,
    "from" read as where one watches from: the window or the peephole)."""
    kinds = [t.type for t in tokens]
    for k, t in enumerate(tokens):
        if t.type != "LOOK_CORRIDOR" or k + 1 >= len(tokens) or kinds[k + 1] not in ("FROM", "BETWEEN"):
            continue
        found = range_at(kinds, k + 1)
        if found is None:
            continue
        return [*tokens[:k], *tokens[k + 1 : found.end], t, *tokens[found.end :]]
    return tokens


# the words of when, in a clause that says only when and "peep"
_WHEN = frozenset({"TIME", "TO", "UNTIL", "RANGE", "ALLNIGHT", "PERIOD", "FROM"})
_NOUN_BEFORE = ("the ", "my ", "our ", "on ", "at ")


def peep_alone(tokens: list[Token], text: str = "") -> list[Token]:
    """``20:00 peep``, ``peep all night``, ``back on the peep``: "peep" said as a thing, not as what
    one does through something, is the peephole (the clipped noun, as "peep" is in "peep hole"):
    alone in its clause beside its time, or after "the" / "my" / "on" / "at". "peek", "look",
    "watch" alone are still asked (through what?), and "peep" before what it looks through or at
    ("peep out the window", "peep at the lawn") stays the look."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "PEEK_VERB" or str(t).lower() != "peep" or not english(t):
            continue
        start = t.start_pos or 0
        before = text[max(0, start - 4) : start].lower() if text else ""
        noun = any(before.endswith(w) for w in _NOUN_BEFORE)
        a = k
        while a > 0 and out[a - 1].type in _WHEN:
            a -= 1
        b = k + 1
        while b < len(out) and out[b].type in _WHEN:
            b += 1
        alone = (a == 0 or out[a - 1].type in ("SEP", "AND", "THEN")) and (
            b == len(out) or out[b].type in ("SEP", "AND", "THEN")
        )
        nxt = out[k + 1] if k + 1 < len(out) else None
        looks_at = nxt is not None and nxt.type in ("FROM", "THROUGH", "WINDOW", "PEEPHOLE", "PLACE", "AT")
        if (alone or noun) and not looks_at and (a < k or b > k + 1 or noun):
            out[k] = retoken("PEEPHOLE", t, "peephole")
    return out


# what a look is said with (through which, what is seen)
_LOOKS = frozenset({"WINDOW", "PEEPHOLE", "LOOK_CORRIDOR", "PEEK_VERB", "PLACE"})


@rebuilt
def looked_until(tokens: list[Token]) -> list[Token]:
    """``…看走廊，看到八點四十``: 看到 + a time as a clause right after a look is that look's end
    (module doc); elsewhere (no look before it in the sentence, an order's time between) as it was."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = [u.type for u in tokens[k + 1 : k + 3]]
        seen_until = t.type == "MEET" and str(t) == "看到" and nxt[:1] == ["TIME"]
        said_until = t.type == "PEEK_VERB" and str(t) == "看" and nxt == ["UNTIL", "TIME"]
        if (seen_until or said_until) and _after_a_look(out):
            if out[-1].type == "SEP":
                out.pop()  # the comma (or space) between
            if seen_until:  # 看到 as one word: its 到 is the end
                start = (t.start_pos or 0) + 1
                out.append(Token("UNTIL", "到", start_pos=start, end_pos=t.end_pos))
            continue  # 看 (到 and the time read as the look's end)
        out.append(t)
    return out


def _after_a_look(said: list[Token]) -> bool:
    """Whether the sentence ``said`` ends in is a look with no time said after it began."""
    j = len(said) - 1
    if j >= 0 and said[j].type == "SEP" and str(said[j]) in (",", "，", " "):
        j -= 1
    looked = False
    while j >= 0 and not (said[j].type == "SEP" and str(said[j]) in SENTENCE_MARKS):
        u = said[j]
        if u.type in ("UNTIL", "RANGE", "GO", "KILL", "RETURN_HOME"):
            return False
        if u.type in ("WINDOW", "PEEPHOLE", "LOOK_CORRIDOR"):
            looked = True
        if u.type == "TIME":
            return looked
        j -= 1
    return looked
