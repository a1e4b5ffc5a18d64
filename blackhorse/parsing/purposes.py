"""What one goes somewhere to do, said in casual English (docs/PARSING.md, *Casual English*):

- **"and chat with X"** after a going is visiting X there, as "to chat with X" is ("talk to X"
  likewise: the "to" before the person is no going);
- **"to peek through the peephole"** after a going ("back to my room to peek through the
  peephole") is going there and peeking: "to" before a look is no place to go;
- **"to see who goes down"**, "to see who's out": what one watches for, no order: set aside;
- **"go" before how one spends the time there** ("go hang out at Tom's", "go sit in the lounge",
  "go chill on the lawn") is going there, as the second verb says alone; **"for a walk" / "for
  some air" before the place** ("go for a walk on the lawn") is going there ("on", "in", "at"
  after what one goes for is where; "a walk in the garden", "stroll on the lawn" likewise);
- **"leave" before a going** ("if she's got company, leave and go to the garden", "leave, then head
  home") says nothing the going does not: read past; "leave the garden and go to the lawn" says
  where one leaves from, as 从花园去草坪 does (checked against where the orders put one);
- **"to see what they're doing"** right after a place gone to ("9.10 go 203 see what they doing",
  "go to 203 to see what Tom is up to", "check what's going on"): why one goes, no order: set aside
  and said (:func:`to_see_what`), as ``看看Kevin在干嘛`` is;
- **"see X" / "find X" right after a room gone to** ("go to 209 see X, if he doesn't open go to the
  lawn", "go 209 find X"): what one goes there for, visiting X, as "to see X" is; it was read as
  meeting X ("if X is there"), which turned "if he doesn't open" into the alternative of X's absence;
- **"to see if X is in" right after a room gone to, answered by "if he isn't" / "if not"** ("up to 209
  at nine to see if Liam's in; if he isn't, I'll go to the lawn"): the purpose is the visit's
  condition, X there, and the answer its "otherwise" (:func:`to_see_if_in`).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.casualwords import english, retoken


def and_chat_with(tokens: list[Token]) -> list[Token]:
    """``go to 209 and chat with Zhao``: the "and" before what one does with someone there joins
    nothing (``to chat with Zhao`` is visiting him, :func:`blackhorse.parsing.joins.read_together`)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = [u for u in tokens[k + 2 : k + 4] if u.type != "TO"][:1]
        person = bool(after) and after[0].type in ("NAME", "PRONOUN")
        went = bool(out) and out[-1].type in ("PLACE", "GO", "ROOMWORD")
        if t.type == "AND" and nxt is not None and nxt.type == "ASIDE" and english(nxt) and person and went:
            continue
        out.append(t)
    return out


def chat_with_both(tokens: list[Token]) -> list[Token]:
    """``go to 201 to chat with Tony and Zheng``: the one visited, then another one chatted with
    there (roommates, a guest), after what one does with them: the visit is the first one's (their
    room checked to be the one gone to), the second is set aside and said. Only in English, right
    after a room by its number, the two names closing the clause."""
    out = list(tokens)
    k = 2
    while k + 2 < len(out):
        place, chat, first, joined, second = out[k - 2], out[k - 1], out[k], out[k + 1], out[k + 2]
        closes = k + 3 >= len(out) or out[k + 3].type in ("SEP", "TIME")
        if (
            place.type == "PLACE"
            and str(place)[:1].isdigit()
            and chat.type == "ASIDE"
            and english(chat)
            and first.type == "NAME"
            and joined.type == "AND"
            and second.type == "NAME"
            and closes
        ):
            out[k + 1 : k + 3] = [set_aside_together([joined, second])]
        k += 1
    return _talk_with_both(out)


_WITH_ZH = frozenset({"与", "和", "跟", "同"})


def _talk_with_both(tokens: list[Token]) -> list[Token]:
    """``21:50 赴203与小雨、诺拉谈话``: the same in Chinese, company said before what one does (与 / 和 /
    跟 a person, 、 or 和 another, then the talk): the first is the company the going already reads
    (``去203与小雨谈话``), the second is set aside with its joiner and said."""
    out = list(tokens)
    for k in range(len(out) - 5):
        place, with_, first, joined, second, chat = out[k : k + 6]
        closes = k + 6 >= len(out) or out[k + 6].type in ("SEP", "TIME")
        if (
            place.type == "PLACE"
            and with_.type == "JOIN"
            and str(with_) in _WITH_ZH
            and first.type == "NAME"
            and joined.type in ("JOIN", "LISTJOIN")
            and str(joined) in ("、", "和", "与", ",")
            and second.type == "NAME"
            and chat.type == "ASIDE"
            and not english(chat)
            and closes
        ):
            out[k + 3 : k + 5] = [set_aside_together([joined, second])]
            return out
    return out


def talk_to(tokens: list[Token]) -> list[Token]:
    """``talk to Zhang Wei``: the "to" between what one does with someone and that person is no
    going (``talk with`` reads the same)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        chat = prev is not None and prev.type == "ASIDE" and english(prev)
        if t.type == "TO" and chat and nxt is not None and nxt.type in ("NAME", "PRONOUN"):
            read_past(nxt, t)
            continue
        out.append(t)
    return out


def to_peek(tokens: list[Token]) -> list[Token]:
    """``back to my room to peek through the peephole``: the "to" of a purpose before a look."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "TO"
            and str(t) == "to"
            and nxt is not None
            and nxt.type in ("PEEK_VERB", "LOOK_CORRIDOR")
        ):
            read_past(nxt, t)
            continue
        out.append(t)
    return out


_WHO = re.compile(r"(who|who's|whos|whoever|whether|if anyone)$")
# what opens the next clause after what one watches for: a case the order depends on
_CLAUSE_OPENS = frozenset({"IF", "NOBODY_OPENS", "NOT_OPEN", "NOT_THERE", "OTHERWISE", "UNLESS"})
# what keeps the words after "see" as they were: what an order is made of
_ORDER_WORDS = frozenset(
    {"TIME", "NAME", "KILL", "NOT", "IF", "PRONOUN", "PLACE", "KNOCK", "VISIT", "RETURN_HOME"}
    | {"WINDOW", "PEEPHOLE", "CHANGE", "CHOICE", "UNTIL", "DURATION"}
)


def to_see_who(tokens: list[Token]) -> list[Token]:
    """``watching the stairs, to see who goes down``: what one watches for says no order."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        see = str(t) in ("to see", "see", "and see", "to watch", "watch") or str(t).endswith(" see")
        if not (see and nxt.type == "UNKNOWN" and _WHO.match(str(nxt))):
            continue
        end = k + 2
        while end < len(out) and out[end].type not in ("SEP", "THEN", "AND", *_CLAUSE_OPENS):
            end += 1  # "see whos ther if no one opens go to 205": the watch ends where a case opens
        if any(u.type in _ORDER_WORDS for u in out[k + 1 : end]):
            continue
        out[k:end] = [retoken("ASIDE", u) for u in out[k:end]]
    return out


# what one goes to see, said whole: "(to / and) see what they (are) doing", "what Tom is up to",
# "what's going on" (the person said there is whom one watches, no condition)
_SEE_WHAT = re.compile(
    r"(?:to |and |n )?(?:see|check|check out|find out|look at|watch) what(?:'s|s| is| are)?"
    r"(?: [a-z\u4e00-\u9fff_-]+)?(?: is| are|'s|'re|s)? (?:doing|up to|going on|happening)"
    r"(?: in there| there)?",
    re.IGNORECASE,
)
_WENT = frozenset({"PLACE", "ROOMWORD"})


def to_see_what(tokens: list[Token], text: str) -> list[Token]:
    """``9.10 go 203 see what they doing``: what one goes to see, right after the place (module
    doc), set aside whole; elsewhere as it was."""
    for k, t in enumerate(tokens):
        if k == 0 or tokens[k - 1].type not in _WENT or t.type not in ("MEET", "VISIT", "PEEK_VERB", "AND"):
            continue
        start = t.start_pos or 0
        m = _SEE_WHAT.match(text, start)
        if m is None:
            continue
        end = k
        while end < len(tokens) and (tokens[end].start_pos or 0) < m.end():
            end += 1
        if end < len(tokens) and tokens[end].type not in ("SEP", "THEN", "AND"):
            continue  # the words run on: what one sees may be a condition
        said = Token("ASIDE", m.group(), start_pos=start, end_pos=m.end())
        return [*tokens[:k], said, *to_see_what(tokens[end:], text)]
    return tokens


@rebuilt
def go_and_stay(tokens: list[Token]) -> list[Token]:
    """``go hang out at Tom's``, ``go for a walk on the lawn`` (see the module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        went = prev is not None and prev.type == "GO" and str(prev) in ("go", "going", "gonna go", "come")
        if went and t.type == "GO" and english(t) and prev is not None:
            out[-1] = retoken("GO", prev, str(t), t.end_pos)  # go walk on the lawn: walk
            continue
        if went and t.type == "STAY" and english(t) and prev is not None:
            out[-1] = retoken("STAY", prev, str(t), t.end_pos)  # go + hang out at: hang out at
            continue
        asides = prev is not None and prev.type == "ASIDE" and english(prev)
        j = len(out) - 1
        while j >= 0 and out[j].type == "ASIDE":
            j -= 1
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        place = nxt is not None and nxt.type == "PLACE"
        if asides and t.type == "AT" and place and j >= 0 and out[j].type == "GO" and english(t):
            continue  # go for a walk on the lawn
        if prev is not None and prev.type == "GO" and t.type == "AT" and place and english(t):
            continue  # a walk in the garden, stroll on the lawn
        out.append(t)
    return out


_LEAVE = frozenset({"leave", "leaving"})
_GOINGS = frozenset({"GO", "RETURN_HOME", "TO", "VISIT", "KNOCK"})


@rebuilt
def leave_and_go(tokens: list[Token]) -> list[Token]:
    """``leave and go to the garden``, ``leave the garden and go to the lawn`` (see the module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if t.type != "UNKNOWN" or str(t) not in _LEAVE:
            out.append(t)
            k += 1
            continue
        j = k + 1
        place = tokens[j] if j < len(tokens) and tokens[j].type == "PLACE" else None
        j += 1 if place is not None else 0
        while j < len(tokens) and (tokens[j].type in ("AND", "THEN") or str(tokens[j]) == ","):
            j += 1
        if j >= len(tokens) or tokens[j].type not in _GOINGS:
            out.append(t)
            k += 1
            continue
        if place is not None:  # where one leaves from: checked against the orders before
            out.append(Token("LEAVE", str(place), start_pos=t.start_pos, end_pos=place.end_pos))
        k = j
    return out


_CHAT_VERBS = frozenset({"talk", "chat", "speak", "have a chat", "catch up", "hang out", "have a talk"})
_THEM = frozenset({"him", "her", "them"})
_PRESENT = ("IF", "NAME", "THERE")


def chat_with_them(tokens: list[Token], text: str) -> list[Token]:
    """``if 胖虎 is there talk to him, otherwise ...``, ``if Kiki's in, I stay and chat with her``:
    after a condition on a person being there, chatting with "him" / "her" (the one the condition
    names) is what one does there, no order: set aside and said whole, as "chat" alone is. Only
    right after that condition (a "stay" and an "and" may stand between)."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        chat = prev is not None and prev.type == "ASIDE" and str(prev).lower() in _CHAT_VERBS
        if chat and prev is not None and t.type == "PRONOUN" and str(t).lower() in _THEM:
            j = len(out) - 2
            while j >= 0 and out[j].type in ("STAY", "AND"):
                j -= 1
            if j >= 2 and tuple(u.type for u in out[j - 2 : j + 1]) == _PRESENT:
                start, end = prev.start_pos or 0, t.end_pos or 0
                out[-1] = Token("ASIDE", text[start:end], start_pos=start, end_pos=end)
                continue
        out.append(t)
    return out


# meeting said bare, that right after a room gone to is what one goes there for
_SEE = frozenset({"see", "find", "meet", "c", "sees", "finds", "meets", "meeting", "seeing"})
_CONDITIONS = frozenset({"IF", "UNLESS", "ANYWHERE", "ALWAYS"})
_ORDER_STARTS = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE"})
# what after "see X" on a line of its own makes it a meeting, not the visit's purpose
_MEETING_ON = frozenset({"ALONE", "KILL", "THEN", "AND"})


def _a_meeting(after: list[Token]) -> bool:
    """Whether the words after "see X" make it a meeting: alone, a kill (after a comma or not)."""
    if after and after[0].type == "SEP" and str(after[0]) in ",，":
        after = after[1:]
    return bool(after) and after[0].type in _MEETING_ON


def _before_header(tokens: list[Token], j: int) -> int:
    """``j``, or where a chat line's header ending at ``j`` (a name, words, a colon: ``Tony NYC:``)
    starts after its line's end: the line's end."""
    if not (tokens[j].type == "SEP" and str(tokens[j]) in (":", "：")):
        return j
    i = j - 1
    while i >= 0 and tokens[i].type in ("NAME", "UNKNOWN"):
        i -= 1
    return i if i >= 0 and i < j - 1 and str(tokens[i]) == "\n" and tokens[i + 1].type == "NAME" else j


def see_them_there(tokens: list[Token]) -> list[Token]:
    """``go to 209 see X``, ``go 209 find X``, ``knock on 205, see X``, ``knock 205 door find X``:
    "see" / "find" / "meet" with no condition before it in its order, right after a room by its
    number or its door (a comma or a line's end between, or nothing; on a line of its own, "see X"
    with nothing after it, as chat lines say it: ``9:50 go to 209`` / ``gonna see X``, a header
    pasted from the chat or not) and right before a person, is visiting them, as ``to see X`` is
    (the room is checked to be theirs: another person's room is two places, refused). ``if I see
    X`` and ``in the garden, if I meet X`` are meetings as before."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if t.type != "MEET" or str(t).lower() not in _SEE or not english(t) or nxt.type != "NAME":
            continue
        j = _before_header(out, k - 1)  # "Tony NYC: see Chidi": the line's header, pasted from the chat
        line = str(out[j]) == "\n"
        if out[j].type == "SEP" and str(out[j]) in (",", "\n"):
            j -= 1
        if j > 0 and out[j].type == "DOORWORD":
            j -= 1  # knock 205 door find X: the room's door
        if line and _a_meeting(out[k + 2 : k + 4]):
            continue  # go to 209 / see X alone, kill him: a meeting on a line of its own
        room = j >= 0 and out[j].type == "PLACE" and str(out[j])[:1].isdigit()
        start = max((i for i in range(k) if out[i].type in _ORDER_STARTS), default=-1)
        if room and not any(u.type in _CONDITIONS for u in out[start + 1 : k]):
            out[k] = retoken("VISIT", t)
    return out


_FOR = re.compile(r"\s+for\s+", re.IGNORECASE)


def for_them(tokens: list[Token], text: str) -> list[Token]:
    """``going round to 203 for old Zhou``, "go to 209 for Tom": "for" between a room gone to (by its
    number) and a person is visiting them, as "to see X" is (round twenty-one). "for" is a filler the
    lexer drops; read here from the text between the two words."""
    out = list(tokens)
    k = 1
    while k < len(out):
        room, person = out[k - 1], out[k]
        gap = text[room.end_pos or 0 : person.start_pos or 0]
        if (
            person.type == "NAME"
            and room.type == "PLACE"
            and str(room)[:1].isdigit()
            and english(room)
            and _FOR.fullmatch(gap)
        ):
            at = (room.end_pos or 0) + gap.lower().index("for")
            out.insert(k, Token("VISIT", "for", start_pos=at, end_pos=at + 3))
            k += 1
        k += 1
    return out


_CHECKING = frozenset(
    {"to see", "to check", "see", "check", "to find out", "to check whether", "to see whether"}
)


def to_see_if_in(tokens: list[Token]) -> list[Token]:
    """``go to 209 to see if Liam is in; if he isn't, go to the lawn``: what one goes for, asking
    whether someone is in, right after a place gone to (its time between or not) and answered at once
    by its "if not" (a pronoun not, or "if not"), is the order's condition: ``go to 209 if Liam is
    there; if he isn't, ...``. The purpose word is read past (with the "if"); "in" after the person
    is "there". **Decision:** only with the answer said right after it (asked alone, it stays as before)."""
    out = list(tokens)
    k = 1
    while k + 4 < len(out):
        t = out[k]
        said = str(t).lower() in _CHECKING and t.type in ("VISIT", "ASIDE", "UNKNOWN") and english(t)
        place = k - 3 if k >= 3 and [u.type for u in out[k - 2 : k]] == ["AT", "TIME"] else k - 1
        if not said or out[place].type != "PLACE" or out[k + 1].type != "IF" or out[k + 2].type != "NAME":
            k += 1
            continue
        where = out[k + 3]
        in_there = where.type == "THERE" or where.type == "AT" and str(where).lower() == "in"
        rest = out[k + 4 :]
        answered = (
            len(rest) > 1
            and rest[0].type == "SEP"
            and (
                rest[1].type == "OTHERWISE"
                or len(rest) > 3
                and rest[1].type == "IF"
                and rest[2].type == "PRONOUN"
                and rest[3].type == "NOT"
            )
        )
        if not in_there or not answered:
            k += 1
            continue
        read_past(out[k + 1], t)
        if where.type == "AT":
            out[k + 3] = retoken("THERE", where)
        del out[k]
        k += 4
    return out
