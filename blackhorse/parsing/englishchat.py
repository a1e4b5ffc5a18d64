"""English as players type it in a chat app (docs/PARSING.md, *English as typed in a chat*):
where a word stands, once the message is cut into words, says what it is.

- **"night 1" in a heading** (``Officer Rex, night 1``): the night named, set aside and said;
- **"apart from that" at a sentence's start** (``Apart from that I stay in my room peeking out the
  window``): the rest of the night, as "all night" is; anywhere else it is not guessed;
- **"peephole only"** at its clause's end: that look, as ``only the peephole`` is;
- **stairs said without which** (``via the stairs``, ``down the stairs``): set aside and said;
- **"in all night"** (``im in all night``): staying in;
- **"there" said again** right after the window, the peephole or the one to kill (``watch the garden
  from the window there``, ``kill 苏晴 there if she's in``): the place the clause went to;
- **"later"** with no time after it in its clause: refused as a vague time;
- **"ta"** alone at the end of an English message: thanks, not the pinyin pronoun;
- **"window after"**, ``PEEPHOLE AFTER`` ending a clause: after that, from then on.

Every rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import ARROWS, SENTENCE_ENDS, english, retoken

# what may stand before a destination said alone: the start, a clause's end, its time
OPENS_A_CLAUSE = frozenset({"SEP", "TIME", "THEN", "AND"})


def chat_shapes(tokens: list[Token], text: str) -> list[Token]:
    """The shapes of this module, read in turn."""
    shaped = _later_alone(
        _there_again(_in_all_night(_ta_last(_not_going_out(_night_named(tokens, text)), text)))
    )
    shaped = _stairs_unnamed(_look_only(_apart_from_that(_after_alone(shaped, text))), text)
    shaped = _they_dont_open(_with_them(_arrow_after_time(_to_a_kill(_to_the_look(_texted_to(shaped))))))
    return _one_last(_talk_with_them(shaped))


# what Singapore English ends a description with "one" after ("watching from window one.")
_ONE_AFTER = frozenset({"WINDOW", "PEEPHOLE", "PLACE", "ALLNIGHT", "LOOK_CORRIDOR"})


def _one_last(tokens: list[Token]) -> list[Token]:
    """``i stay in 204 whole night watching from window one.``: Singapore English's "one" after a
    look or a place, ending its clause, marks the description (round twenty-four): no number of
    anything, set aside and said."""
    out = list(tokens)
    for k in range(1, len(out)):
        t, nxt = out[k], out[k + 1] if k + 1 < len(out) else None
        one = t.type == "UNKNOWN" and str(t).lower() == "one" and out[k - 1].type in _ONE_AFTER
        if one and (nxt is None or nxt.type == "SEP"):
            out[k] = retoken("ASIDE", t)
    return out


# what "2" may stand between, texted for "to": a verb of going, and where it goes
_GOING = frozenset({"GO", "RETURN_HOME", "VISIT", "KNOCK"})
_WHERE = frozenset({"PLACE", "ROOMWORD", "NAME"})


def _texted_to(tokens: list[Token]) -> list[Token]:
    """``go 2 the garden``, ``head back 2 my room``, ``swing by 2 Lily's``: "2" texted for "to", right
    after a verb of going and right before where it goes; anywhere else it is a number (refused)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if t.type == "UNKNOWN" and str(t) == "2" and out[k - 1].type in _GOING and out[k + 1].type in _WHERE:
            out[k] = retoken("TO", t, "to")
    for k in range(len(out) - 2, 0, -1):  # talk 2 Lily: as "talk to Lily" (purposes.talk_to)
        t, prev, nxt = out[k], out[k - 1], out[k + 1]
        chat = prev.type == "ASIDE" and english(prev)
        if t.type == "UNKNOWN" and str(t) == "2" and chat and nxt.type in ("NAME", "PRONOUN"):
            read_past(nxt, t)
            del out[k]
    return out


_NIGHTS = frozenset({"night", "nite"})
_NIGHT_NUMBER = re.compile(r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten")


def _night_named(tokens: list[Token], text: str) -> list[Token]:
    """``Officer Rex, night 1``, ``Night 2 orders:``: the night the message is for, named in its
    heading; the GM reads it for the night given anyway, so it is set aside and said (it was refused
    at the number)."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "ASIDE"
            and str(prev).lower() in _NIGHTS
            and t.type == "UNKNOWN"
            and _NIGHT_NUMBER.fullmatch(str(t).lower())
            and text[prev.end_pos or 0 : t.start_pos or 0] == " "
        ):
            start = prev.start_pos or 0
            out[-1] = Token("ASIDE", text[start : t.end_pos or 0], start_pos=start, end_pos=t.end_pos)
            continue
        out.append(t)
    return out


_APART = frozenset(
    {
        "apart from that",
        "other than that",
        "besides that",
        "aside from that",
        "other'n that",
        "outside of that",
    }
    | {"apart from that i", "other than that i", "besides that i", "other'n that i", "outside of that i"}
    # "Apart from that I am staying in my room only" (round twenty-three: "am" was left unknown)
    | {"apart from that i am", "other than that i am", "besides that i am", "aside from that i am"}
    # ... "I'm" (round thirty: "Other than that I'm just sitting in the common room from half eight")
    | {
        "aside from that i",
        "apart from that i'm",
        "other than that i'm",
        "besides that i'm",
        "aside from that i'm",
    }
)


def _apart_from_that(tokens: list[Token]) -> list[Token]:
    """``lawn at 9, back at 10. Apart from that I stay in my room peeking out the window``: at a
    sentence's start, the rest of the night, as "all night" is (the night's own order, resumed
    where the others end). Anywhere else (``kill him if he's alone, apart from that go home``:
    otherwise?) it is not guessed: a word the orders do not know."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ASIDE" or str(t) not in _APART:
            continue
        prev = out[k - 1] if k else None
        opens = prev is None or prev.type == "SEP" and str(prev) in SENTENCE_ENDS
        said_before = [u for u in out if (u.end_pos or 0) <= (t.start_pos or 0)]
        typed_first = not said_before or max(said_before, key=lambda u: u.end_pos or 0).type == "SEP"
        if typed_first and _timed_after(out, k + 1):
            continue  # "Apart from that I will be going to the lawn at 8:40": each order says its time
        out[k] = retoken("ALLNIGHT" if opens and k + 1 < len(out) else "UNKNOWN", t)
    return out


def _timed_after(tokens: list[Token], k: int) -> bool:
    """Whether the sentence from ``k`` holds a time (the orders after "apart from that" say when)."""
    for t in tokens[k:]:
        if t.type == "SEP" and str(t) in SENTENCE_ENDS:
            return False
        if t.type in ("TIME", "RANGE", "PERIOD"):
            return True
    return False


_CLAUSE_ENDS = frozenset({"SEP", "THEN", "AND"})


@rebuilt
def _look_only(tokens: list[Token]) -> list[Token]:
    """``sitting in my room all evening, peephole only``: the look and nothing else, as ``only the
    peephole`` is (an order holds one look anyway); read past right after the window or the
    peephole at its clause's end only."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        ends = nxt is None or nxt.type in _CLAUSE_ENDS
        if t.type == "ONLY" and english(t) and out and out[-1].type in _PEEKS and ends:
            continue
        out.append(t)
    return out


# stairs said without which ("via the stairs", "down the stairs", "take the stairs"): every way
# down from the rooms is by a staircase, so the words add nothing to the order
_STAIRS = re.compile(
    r"(?:via|by|using|use|through|thru|take|taking|down|up)"
    r" (?:the )?(?:stairs|staircase|stairway|steps)(?: down| up)?(?![a-z])"
)


def _stairs_unnamed(tokens: list[Token], text: str) -> list[Token]:
    """``9pm lawn via the stairs``, ``go down the stairs to the lawn``: stairs said without saying
    which are set aside and said (the way is the usual one); ``via the east stairs`` is a route."""
    out = list(tokens)
    for m in _STAIRS.finditer(text):
        inside = [t for t in out if m.start() <= (t.start_pos or 0) and (t.end_pos or 0) <= m.end()]
        across = [t for t in out if (t.start_pos or 0) < m.end() < (t.end_pos or 0)]
        if across or not any(t.type == "UNKNOWN" for t in inside):
            continue
        gone = {id(t) for t in inside}
        at = next(k for k, t in enumerate(out) if id(t) in gone)
        kept = [t for t in out if id(t) not in gone]
        aside = Token("ASIDE", text[m.start() : m.end()], start_pos=m.start(), end_pos=m.end())
        out = [*kept[:at], aside, *kept[at:]]
    return out


# staying in said as not going out (the lexicon's STAY words that deny a going): the negation,
# and the going it denies
_NOT_OUT = re.compile(
    r"((?:i |i'm |i am |im )?(?:not|don't|dont|do not|won't|wont|will not|never|am not|'m not)) "
    r"(.*(?: out| outside| out of my room| out of the room| out tonight| my room| the room| home)"
    r"(?: tonight)?)$"
)
_GOING_OUT = frozenset({"VISIT", "KNOCK", "NAME"})


@rebuilt
def _not_going_out(tokens: list[Token]) -> list[Token]:
    """``not going out tonight. peephole 8-9``: staying in. In a message that goes out anyway
    (``not going out. 8pm go to the garden``) it is the negation it says, refused as before, never
    read past."""
    out_there = any(t.type in _GOING_OUT or t.type == "PLACE" and str(t) != "home" for t in tokens)
    out: list[Token] = []
    for t in tokens:
        said, start = str(t), t.start_pos or 0
        denied = _NOT_OUT.match(said.lower()) if t.type == "STAY" else None
        if denied is not None and out_there:
            cut = denied.end(1)
            out.append(Token("NOT", said[:cut], start_pos=start, end_pos=start + cut))
            t = Token("GO", said[cut + 1 :], start_pos=start + cut + 1, end_pos=t.end_pos)
        out.append(t)
    return out


@rebuilt
def _to_the_look(tokens: list[Token]) -> list[Token]:
    """``then home to my peephole``, ``back to the window``: "to" the window or the peephole is
    looking through it (one goes to no window but one's own): read past."""
    return [
        t
        for k, t in enumerate(tokens)
        if not (t.type == "TO" and str(t) == "to" and k + 1 < len(tokens) and tokens[k + 1].type in _PEEKS)
    ]


_GOING_TO = frozenset({"PLACE", "ROOMWORD", "DOORWORD", "POSS", "TIME"})


@rebuilt
def _to_a_kill(tokens: list[Token]) -> list[Token]:
    """``go to 209 to kill 老孟 if he's by himself``: "to" before the kill after a place says what
    one goes there for: the kill itself (it was refused at "kill")."""
    return [
        t
        for k, t in enumerate(tokens)
        if not (
            t.type == "TO"
            and str(t) == "to"
            and 0 < k < len(tokens) - 1
            and tokens[k + 1].type == "KILL"
            and tokens[k - 1].type in _GOING_TO
        )
    ]


def _arrow_after_time(tokens: list[Token]) -> list[Token]:
    """``9:30 -> 209``, ``10pm -> 201``: an arrow between a time and a place points from when to
    where (it joined two clauses, leaving the time alone)."""
    return [
        t
        for k, t in enumerate(tokens)
        if not (
            t.type == "SEP"
            and str(t) in ARROWS
            and 0 < k < len(tokens) - 1
            and tokens[k - 1].type == "TIME"
            and tokens[k + 1].type in ("PLACE", "NAME")
        )
    ]


def _with_them(tokens: list[Token]) -> list[Token]:
    """``chat w candy``: "w" right before a person is "with" (read past, as "with" is)."""
    return [
        t
        for k, t in enumerate(tokens)
        if not (
            t.type == "UNKNOWN" and str(t) == "w" and k + 1 < len(tokens) and tokens[k + 1].type == "NAME"
        )
    ]


_TALK = frozenset(
    {"talk", "chat", "talking", "chatting", "to talk", "to chat", "gossip", "hang out", "hanging out"}
)
_THEM = frozenset({"her", "him", "them"})


def _talk_with_them(tokens: list[Token]) -> list[Token]:
    """ "If Mike is there, I stay and talk with him": the chat set aside, then "him" right after it
    (its "with" read past) is whom one chats with: read with the chat (round thirty-four; "him" was
    left with no order to hold it). Only after a name: "chat with her" with no one named is still
    asked who."""
    out = list(tokens)
    k = 1
    while k < len(out):
        talk, them = out[k - 1], out[k]
        talked = talk.type == "ASIDE" and str(talk).lower() in _TALK
        with_them = them.type == "PRONOUN" and str(them).lower() in _THEM and english(them)
        if talked and with_them and any(t.type == "NAME" for t in out[:k]):
            read_past(talk, them)
            del out[k]
            continue
        k += 1
    return out


_OPEN = frozenset({"open", "answer", "open up", "open the door", "answer the door"})
_NOT_SPELT = frozenset({"doesnt", "dont", "wont", "didnt"})  # chat's "doesn't" (never set aside)


@rebuilt
def _they_dont_open(tokens: list[Token]) -> list[Token]:
    """``knock at 202; if 江北 doesn't open, go to 203``: nobody opens, as ``if he doesn't open``
    is (the name was refused where the pronoun was read); "up" after "open", "then" after it, go
    with it."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        three = tokens[k + 1 : k + 4]
        shaped = len(three) == 3 and three[0].type == "NAME"
        negated = shaped and (three[1].type == "NOT" or str(three[1]) in _NOT_SPELT)
        opens = shaped and three[2].type in ("DOOR_VERB", "UNKNOWN") and str(three[2]) in _OPEN
        said = t.type == "NOBODY_OPENS" and english(t)  # read so already: "up", "then" after it
        if said or t.type == "IF" and english(t) and negated and opens:
            end, k = (t.end_pos, k + 1) if said else (three[2].end_pos, k + 4)
            if k < len(tokens) and tokens[k].type == "VIA" and str(tokens[k]) == "up":
                end, k = tokens[k].end_pos, k + 1
            out.append(
                Token(
                    "NOBODY_OPENS", str(t) if said else "if nobody opens", start_pos=t.start_pos, end_pos=end
                )
            )
            if k < len(tokens) and tokens[k].type == "THEN":
                k += 1
            continue
        out.append(t)
        k += 1
    return out


def _in_all_night(tokens: list[Token]) -> list[Token]:
    """``im in all night``, ``I'm in tonight``: staying in ("I'm" is read past, "in" was a place
    word with no place)."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        opens = k == 0 or out[k - 1].type in OPENS_A_CLAUSE
        if opens and t.type == "AT" and str(t) == "in" and out[k + 1].type == "ALLNIGHT":
            out[k] = retoken("STAY", t)
    return out


_PEEKS = frozenset({"WINDOW", "PEEPHOLE"})
_ENDS_HERE = frozenset({"SEP", "IF", "UNLESS", "AND", "THEN", "OTHERWISE"})


@rebuilt
def _there_again(tokens: list[Token]) -> list[Token]:
    """``204 n watch the garden from the window there``, ``kill 苏晴 there if she's in``: "there"
    right after the window, the peephole or the one to kill is the place the clause went to,
    said again (one looks, and kills, where one is): read past. Before "alone" or a time, or with
    no place said before it in its sentence, it stays (``if she's there``)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        ends = nxt is None or nxt.type in _ENDS_HERE
        if t.type == "THERE" and english(t) and prev is not None:
            looked = prev.type in _PEEKS
            killed = prev.type in ("NAME", "PRONOUN") and len(out) > 1 and out[-2].type == "KILL"
            if (looked or killed) and ends and _placed(out):
                continue
            someone = prev.type == "GO" and len(out) > 1 and out[-2].type in ("NAME", "PRONOUN")
            arrives = prev.type in ("ARRIVE", "THERE") or someone  # "if 赵强 turns up there"
            if arrives and (ends or nxt is not None and nxt.type == "ALONE"):
                continue  # "if she shows up there on her own": where she shows up is where one is
        out.append(t)
    return out


def _placed(before: list[Token]) -> bool:
    """Whether a place is said earlier in the sentence that ends with ``before``."""
    for t in reversed(before):
        if t.type == "SEP" and str(t) in ".;!?\n":
            return False
        if t.type in ("PLACE", "ROOMWORD") or t.type == "POSS":
            return True
    return False


_LATER = frozenset({"later"})


def _later_alone(tokens: list[Token]) -> list[Token]:
    """``lawn later``, ``at 9 lawn, later home``: "later" with no time after it in its clause says
    no time: refused as a vague time is ("later at 10 home" is "then", as before)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "THEN" or str(t) not in _LATER:
            continue
        rest = []
        for u in out[k + 1 :]:
            if u.type in ("SEP", "THEN", "AND"):
                break
            rest.append(u.type)
        if "TIME" not in rest and "PERIOD" not in rest:
            out[k] = retoken("WHEN_VAGUE", t)
    return out


# goodbye said last, alone ("... look out the window. l8r"): no "later" of the orders
_BYE = frozenset({"l8r", "l8er", "laters", "later!", "cya l8r", "later then"})


def _ta_last(tokens: list[Token], text: str) -> list[Token]:
    """``... half ten home. ta``: "ta" alone at the end of an English message is thanks, not the
    pinyin pronoun (set aside and said); so is ``l8r`` / ``laters``, goodbye, not a later time. So is
    "ta" between a comma and the end of a bracket, a sentence or a clause (round twenty-four: ``lawn at
    9:30 (take the west stairs, ta)``)."""
    named = {i for t in tokens if t.type == "NAME" for i in range(t.start_pos or 0, t.end_pos or 0)}
    if len(tokens) < 2 or any("\u4e00" <= c <= "\u9fff" for i, c in enumerate(text) if i not in named):
        return tokens  # a Chinese name in English (round twenty-five: bump into 阿诗 ... Ta.) is English
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if t.type == "PRONOUN" and str(t) == "ta" and str(out[k - 1]) == "," and str(out[k + 1]) in _TA_ENDS:
            out[k] = retoken("ASIDE", t)
    end = len(out)
    while end > 2 and out[end - 1].type == "SEP":  # "... half ten home. ta\n"
        end -= 1
    last, before = out[end - 1], out[end - 2]
    bye = last.type == "UNKNOWN" and str(last).lower() in _BYE
    said = last.type == "PRONOUN" and str(last) == "ta" or bye
    if said and before.type == "SEP":
        return [*out[: end - 1], retoken("ASIDE", last), *out[end:]]
    return out


# what ends a bracket or a sentence, after which "ta" said after a comma is thanks
_TA_ENDS = frozenset({")", "]", ".", "!", "\n", ","})


_AFTER_ALONE = re.compile(r"\s+(?:again\s+)?after(?:wards)?(?=\s*(?:$|[.,;!\n]))")


def _after_alone(tokens: list[Token], text: str) -> list[Token]:
    """``window after``, ``PEEPHOLE AFTER``, ``peephole again after``: the look said, then "after"
    ("again" before it, "afterwards") ending the clause: after
    that, from then on, as ``window after that`` is (``after`` alone was read past, and the look
    joined the order before it)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        out.append(t)
        if t.type not in _PEEKS or not english(t) or k == 0:
            continue
        m = _AFTER_ALONE.match(text, t.end_pos or 0)
        if m is None:
            continue
        start = (t.end_pos or 0) + m.group(0).lower().rindex("after")
        out.pop()
        out += [Token("THEN", "after", start_pos=start, end_pos=m.end()), t]
    return _look_then(out)


_THEN_LAST = frozenset({"after that", "afterwards", "after"})


def _look_then(tokens: list[Token]) -> list[Token]:
    """``8:30-9:30 peephole, window after that``: a look alone in its clause with "after that" last
    is "after that, window", as ``window after that`` after a range said last already read (the
    range said first, the look was joined to the order before it: two looks, refused)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t, then = out[k], out[k + 1]
        ends = k + 2 >= len(out) or out[k + 2].type == "SEP"
        opens = (
            out[k - 1].type == "SEP" and str(out[k - 1]) in (",", ";", ".", "\n") or out[k - 1].type == "AND"
        )
        if t.type in _PEEKS and then.type == "THEN" and str(then).lower() in _THEN_LAST and ends and opens:
            out[k], out[k + 1] = then, t
    return out
