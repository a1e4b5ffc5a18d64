"""Times said casually in English (docs/PARSING.md, *Casual English*):

- **a time said last in a clause** ("..., on the lawn from 10:10", "the lawn at 9") is that
  clause's time, as when it comes first; so is one said before where one looks from ("peephole
  from 10 in my room");
- **a range said last in a clause** ("lawn 9-10, garden 10-11", "the garden from 10 till 11",
  "window 9 to 10") is
  that clause's range, as when it comes first;
- **"half past" with the hour left out** ("down to the garden at 9, over to the lawn at half past")
  is past the hour of the time said last, when that makes a later time: 21:30; with no time before
  it, or one it would not come after, it stays a word the orders do not know (refused);
- **"9ish"** is a time said roughly (refused as "around 9" is, never guessed);
- **a rough time settled at once** ("Around 9 - call it 9 sharp -", "around 9, say 9:10", "about 9,
  no, 9:10"): the exact time said right after it, by "call it", "say", "let's say" or a word of
  changing, is the time; the rough one is set aside and said. Anything else after a rough time
  leaves it rough (refused, never guessed);
- **"from 10pm on"** is "from 10pm" (as "from 10pm onwards" is), where no place follows "on"
  ("from 10 on the lawn" is on the lawn).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import CLAUSE_ENDS, by_clause, english, retoken

_DOING = frozenset(
    {"PLACE", "GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK", "PEEK_VERB", "WINDOW", "PEEPHOLE", "ROOMWORD"}
)


# what a time said right after, with no "at", belongs to ("home 10", "lawn 9", "window 8")
_BARE_BEFORE = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE"})


def time_last(tokens: list[Token]) -> list[Token]:
    """``8pm garden, on the lawn from 10:10``: a time said last in a clause (after "at" or "from"),
    with something to do before it and no other time, is the clause's time: moved to its start."""
    return by_clause(_ranges_last(tokens), _time_last)


def _ranges_last(tokens: list[Token]) -> list[Token]:
    """``lawn 9-10, garden 10-11``: a range said last in a clause, with something to do before it
    and no other time, is the clause's range, moved to its start, when the next clause says a time
    of its own or none follows; before a clause without one (``peephole 8 to 9, window after that``) the range
    stays where it was said, and the next clause goes on from its end, as before, unless the clause
    before had its range moved (``peephole 8-8:30, window 8:30-9:30, peephole after``: a rotation
    said range by range, each range first)."""
    clauses: list[list[Token]] = [[]]
    for t in tokens:
        clauses[-1].append(t)
        if t.type in CLAUSE_ENDS:
            clauses.append([])
    out: list[Token] = []
    moved = False  # the clause before had its range moved first: so has this one, in a rotation
    for k, clause in enumerate(clauses):
        end = clause[-1:] if clause and clause[-1].type in CLAUSE_ENDS else []
        said = clause[: len(clause) - len(end)]
        # the next clause that says something: a line's end after a full stop is none (".\n"), nor
        # a remark or a question set aside ("... window 9-11. is that ok?")
        nxt = next((c for c in clauses[k + 1 :] if any(t.type not in ("SEP", "ASIDE") for t in c)), [])
        kinds = [t.type for t in said]
        ranged = _range_last(kinds)
        if (
            ranged
            and (not nxt or moved or any(t.type == "TIME" for t in nxt))
            and kinds[0] not in ("TIME", "UNTIL", "BEFORE", "FROM", "BETWEEN")
            and _DOING & set(kinds)
            and not {"KILL", "IF", "UNLESS", "OTHERWISE"} & set(kinds)
            and english(said[0])
        ):
            said = [*said[-ranged:], *said[:-ranged]]
            moved = True
        elif said:
            moved = False
        out += said + end
    return out


def _time_last(said: list[Token]) -> list[Token]:
    end = len(said)
    while end and said[end - 1].type == "ASIDE":  # "home at 10 ty": the thanks after it stay last
        end -= 1
    if end >= 2 and said[end - 1].type == "NAME" and said[end - 2].type in ("ASIDE", "VISIT"):
        end -= 2  # "knocking on 201 at 10:10 for a chat with X": what one goes for stays after it
    way = end
    while way and said[way - 1].type in _THE_WAY:  # "home at 9.20 via the west stairs"
        way -= 1
    if way == end or way == 0 or said[way].type not in ("VIA", "THROUGH"):
        way = end
    tail = [t.type for t in said[max(0, end - 4) : end]]
    timed = len(tail) == 4 and tail[:2] in (["AT", "TIME"], ["FROM", "TIME"])
    if way == end and timed and tail[2] == "AT" and tail[3] in ("ROOMWORD", "PLACE"):
        way = end - 2  # "peephole from 10 in my room": where one looks stays after the time
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


# a range said last: its words, from its first ("from 9 till 10", "9-10", "9 to 10")
_RANGES_LAST = (
    ("FROM", "TIME", "UNTIL", "TIME"),
    ("FROM", "TIME", "TO", "TIME"),
    ("TIME", "UNTIL", "TIME"),
    ("TIME", "TO", "TIME"),
)


def _range_last(kinds: list[str]) -> int:
    """How many words a range said last in the clause takes (0: none), the clause holding no
    other time."""
    if kinds.count("TIME") != 2:
        return 0
    return next((len(r) for r in _RANGES_LAST if tuple(kinds[-len(r) :]) == r and len(kinds) > len(r)), 0)


# the way said after a time said last ("home at 9.20 via the west stairs"): kept after the place
_THE_WAY = frozenset({"VIA", "THROUGH", "PLACE", "LISTJOIN"})


_ISH = re.compile(r"(\d{1,2}(?:[:.]\d{2})?|eight|nine|ten|eleven)(?:pm)?-?ish")


_HOUR_WORDS = {"eight": 8, "nine": 9, "ten": 10, "eleven": 11}


# what settles a rough time said right before ("around 9 - call it 9 sharp")
_SETTLING = frozenset({"call", "call it", "say", "let's say", "lets say", "let us say"})
_DASHES = frozenset({",", "-", "—", "–", ":", ";"})


def settled(tokens: list[Token]) -> list[Token]:
    """``Around 9 - call it 9 sharp -``: a rough time and the exact time said right after it (see
    the module doc): the rough time set aside with the words that settle it."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        vague, rough = out[k], out[k + 1]
        said = vague.type == "VAGUE" and english(vague) and rough.type == "TIME"
        ish = (
            vague.type == "UNKNOWN" and _ISH.fullmatch(str(vague).lower()) is not None
        )  # "9ish, wait no, 9:10"
        i = k + 1 if ish else k + 2
        j = i + (i < len(out) and out[i].type == "SEP" and str(out[i]) in _DASHES)
        word = out[j] if j < len(out) else None
        e = j + 1 + (j + 1 < len(out) and out[j + 1].type == "SEP" and str(out[j + 1]) == ",")  # "no, 9:10"
        exact = out[e] if e < len(out) else None
        settles = word is not None and (
            word.type in ("UNKNOWN", "ASIDE") and str(word).lower() in _SETTLING or word.type == "CHANGE"
        )
        if (said or ish) and settles and word is not None and exact is not None and exact.type == "TIME":
            aside = Token("ASIDE", "aside", start_pos=vague.start_pos, end_pos=out[e - 1].end_pos)
            # "garden 9ish, wait no, 9:10": the exact time in the rough one's place, next to its order
            out[k : e + 1] = [out[e], aside] if ish else [aside, out[e]]
        k += 1
    return out


# what "on" before it says is where ("from 10 on the lawn"), not "from then on"
_ON_WHERE = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE", "THERE", "NAME", "TIME", "AT"})


@rebuilt
def from_on(tokens: list[Token]) -> list[Token]:
    """``from 10pm on, if I meet X alone ...``: "on" after "from" and its time is "onwards",
    read with the time; before a place ("from 10 on the lawn") it stays "on" that place."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "AT"
            and str(t).lower() == "on"
            and k >= 2
            and tokens[k - 1].type == "TIME"
            and tokens[k - 2].type == "FROM"
            and (nxt is None or nxt.type not in _ON_WHERE or _at_a_look(tokens, k + 1))
        ):
            continue
        out.append(t)
    return out


def _at_a_look(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` is a position at the window or the peephole (``from 10 on i'm glued to
    my peephole``, ``from 10 on at the window``): "on" before it is "onwards", as before a look."""
    return (
        tokens[k].type == "AT"
        and k + 1 < len(tokens)
        and tokens[k + 1].type in ("WINDOW", "PEEPHOLE")
        and english(tokens[k])
    )


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


# minutes past an hour left out ("at half past", "quarter past"): the minutes they say
_PAST_MINUTES = {"half": 30, "quarter": 15, "a quarter": 15, "twenty": 20, "five": 5, "twenty-five": 25}


def past_the_hour(tokens: list[Token]) -> list[Token]:
    """``garden at 9, lawn at half past``: past the hour of the time said last, when that is later
    than it (21:30); otherwise left as it is, a word the orders do not know (refused)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        minutes = _PAST_MINUTES.get(str(t).lower()) if t.type == "UNKNOWN" else None
        said_past = nxt is not None and nxt.type == "UNKNOWN" and str(nxt).lower() == "past"
        before = next((u for u in reversed(out) if u.type == "TIME"), None)
        clock = before is not None and str(before).isdigit()
        if minutes is None or not said_past or before is None or nxt is None or not clock:
            out.append(t)
            k += 1
            continue
        hour = (int(str(before)) // 60) * 60
        if hour + minutes <= int(str(before)):
            out.append(t)  # "9:40 garden, half past lawn": 21:30 is before it; not guessed
            k += 1
            continue
        out.append(Token("TIME", str(hour + minutes), start_pos=t.start_pos, end_pos=nxt.end_pos))
        k += 2
    return out


# "go" said with a time, after the order it times (…，8点10分去。, …，9点40过去。)
_GO_AGAIN = frozenset({"去", "过去", "出发", "动身", "过去吧", "去吧"})
_STOPS = frozenset({".", "\n", "!", "?", ";"})


def time_then_go(tokens: list[Token]) -> list[Token]:
    """``我今晚先去204待着，8点10分去。``, ``如果Kevin一个人在209，我就杀了他，9点40过去。``: an order said
    without its time, then in a clause of its own at the end of the sentence its time and "go"
    (去 / 过去) and nothing else: that order's time. After a going, the time is moved before it
    (the going at that time); after a kill whose condition names a place, "go" is going there
    (``9点40去那里``). It was refused at the sentence's end (go where?)."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        t, go = out[k], out[k + 1]
        after = out[k + 2] if k + 2 < len(out) else None
        if (
            t.type != "TIME"
            or go.type != "GO"
            or str(go) not in _GO_AGAIN
            or out[k - 1].type != "SEP"
            or after is not None
            and after.type != "SEP"
        ):
            k += 1
            continue
        first = k - 1
        while first > 0 and not (out[first - 1].type == "SEP" and str(out[first - 1]) in _STOPS):
            first -= 1
        before = out[first : k - 1]
        kinds = {u.type for u in before}
        if not before or kinds & {"TIME", "PERIOD", "RANGE", "BEFORE", "UNTIL"}:
            k += 1
            continue
        if kinds & {"GO", "RETURN_HOME", "VISIT", "KNOCK"}:
            lead = 1 if before[0].type == "ALLNIGHT" and str(before[0]) in ("今晚", "今天晚上") else 0
            comma = Token("SEP", ",", start_pos=go.end_pos, end_pos=go.end_pos)
            moved = [*before[:lead], t, *before[lead:], comma]
            read_past(t, go)
            out[first : k + 2] = moved
            k = first + len(moved)
            continue
        if "KILL" in kinds and "PLACE" in kinds and kinds & {"IF", "ALONE"}:
            there = Token("THERE", "那里", start_pos=go.end_pos, end_pos=go.end_pos)
            out.insert(k + 2, there)
            k += 3
            continue
        k += 1
    return out


# what may open the clause before a going said ahead of its time ("I go at 21:00 to the garden")
_OPENS_CLAUSE = frozenset({"SEP", "AND", "THEN"})


def go_at_a_time(tokens: list[Token]) -> list[Token]:
    """ "I go at 21:00 to the garden": the verb said before its time, as German and Dutch speakers
    order it (ich gehe um 21 Uhr in den Garten), is the going at that time ("at 21:00 I go to the
    garden"): moved after the time. Only "go" (or "come back", "return": a going) opening its clause,
    right before "at" and a time, and a place or "to" right after."""
    out = list(tokens)
    for k in range(len(out) - 3):
        go, at, time, nxt = out[k], out[k + 1], out[k + 2], out[k + 3]
        opens = k == 0 or out[k - 1].type in _OPENS_CLAUSE
        if (
            opens
            and go.type in ("GO", "RETURN_HOME")
            and english(go)
            and at.type == "AT"
            and time.type == "TIME"
            and (nxt.type in ("TO", "PLACE", "ROOMWORD") or go.type == "RETURN_HOME" and nxt.type == "SEP")
        ):
            out[k : k + 3] = [at, time, go]
    return out
