"""A standing kill's scope said twice, and the person it is about opened with "and" (docs/PARSING.md,
*English, round seven*): ``any time after nine, anywhere at all, if I catch Jonas on his own ...``,
``whenever, wherever I meet her alone ...``, ``And Tom — after nine, anywhere, if I catch him alone,
...``.

"any time" and "anywhere" said together say one thing, the standing kill's "wherever, whenever":
the first is read with the second. It was refused at the second ("expected meet"). Only when the two
stand together (a time and a comma at most between); the time between is the kill's start, as
``after nine, anywhere ...`` already was. And "and" opening a sentence right before a person and a
dash or colon (``And Tom — ...``, the sentence about him) says nothing: read with the person, so the
person is the sentence's topic (``Tom: if I meet him alone ...``, ``englishsaid._topic_person``).
"yer man" / "your man" right before a name (Irish English: "that fellow") is that person, read with
the name; anywhere else it is refused as before (who it stands for is not guessed).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english
from blackhorse.parsing.slotrules import ends_sentence

_WHENEVER = frozenset({"any time", "anytime", "at any time", "whenever", "any time at all", "at any point"})
_TOPIC_MARKS = frozenset({":", "-", "—", "–"})
_STOPS = frozenset({".", "!", "?", ";", "\n"})


_THAT_ONE = frozenset({("yer", "man"), ("your", "man"), ("yer", "wan"), ("your", "woman"), ("yer", "one")})


def _that_one(tokens: list[Token], k: int) -> bool:
    """Whether "yer man" starts at ``k``, right before a name."""
    if k + 2 >= len(tokens) or tokens[k + 2].type != "NAME":
        return False
    pair = (str(tokens[k]).lower(), str(tokens[k + 1]).lower())
    return (
        tokens[k].type in ("UNKNOWN", "ASIDE")
        and tokens[k + 1].type in ("UNKNOWN", "ASIDE")
        and pair in _THAT_ONE
    )


def _that_one_said(tokens: list[Token], k: int) -> bool:
    """Whether "yer man" read as one word (a pronoun: "if yer man's on his own") stands right
    before a name ("yer man Tom")."""
    return (
        k + 1 < len(tokens)
        and tokens[k].type == "PRONOUN"
        and " ".join(str(tokens[k]).lower().split()) in ("yer man", "yer one", "your man")
        and tokens[k + 1].type == "NAME"
    )


def scope_said_twice(tokens: list[Token]) -> list[Token]:
    """The module's rewrites (module doc)."""
    tokens = list(tokens)
    k = 0
    while k < len(tokens):
        if _that_one(tokens, k):  # "yer man Jonas": Jonas
            read_past(tokens[k + 2], tokens[k], tokens[k + 1])
            del tokens[k : k + 2]
        elif _that_one_said(tokens, k):  # "yer man" read as him, right before the name: the name
            read_past(tokens[k + 1], tokens[k])
            del tokens[k]
        k += 1
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if t.type == "ANYWHERE" and english(t) and str(t).lower() in _WHENEVER:
            j = k + 1
            if j < len(tokens) and tokens[j].type == "TIME":
                j += 1
            if j < len(tokens) and tokens[j].type == "SEP" and str(tokens[j]) == ",":
                j += 1
            if j < len(tokens) and tokens[j].type == "ANYWHERE" and j > k + 1:
                read_past(tokens[j], t)  # "any time after nine, anywhere": one scope
                k += 1
                continue
        again = _anywhere_just_said(out) if t.type == "ANYWHERE" else None
        if again is not None:  # "alone anywhere, anytime tonight": wherever and whenever, one scope
            read_past(out[again], t, *out[again + 1 :])
            del out[again + 1 :]
            k += 1
            if k < len(tokens) and tokens[k].type == "ALLNIGHT" and str(tokens[k]).lower() == "tonight":
                read_past(out[again], tokens[k])
                k += 1
            continue
        said = _scope_before(out) if t.type == "ANYWHERE" and out and out[-1].type == "ALONE" else None
        if said is not None:
            read_past(said, t)  # "whenever I am meeting 大鹏 alone anywhere": the scope said again
            k += 1
            continue
        met = _met_alone(out) if t.type == "ANYWHERE" and _kill_follows(tokens, k + 1) else None
        if met is not None and out[met].type == "ANYWHERE":
            read_past(out[met], t)  # 凡遇Jinx独处，无论何地，杀之: whenever and wherever, one scope
            k += 1
            continue
        if met is not None:
            out.insert(met, t)  # 遇Jinx独处，无论何地，杀之: wherever one meets him (round twenty-nine)
            k += 1
            continue
        meeting = _standing_meeting(out) if t.type == "ANYWHERE" and _sentence_ends(tokens, k + 1) else None
        if meeting is not None:
            read_past(meeting, t)  # 整晚遇到钱姐单独一个人就直接kill，no matter where: its own anywhere
            k += 1
            continue
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        mark = tokens[k + 2] if k + 2 < len(tokens) else None
        opens = not out or out[-1].type == "SEP" and str(out[-1]).strip() in _STOPS | {""}
        if (
            t.type == "AND"
            and english(t)
            and opens
            and nxt is not None
            and nxt.type == "NAME"
            and mark is not None
            and mark.type == "SEP"
            and str(mark).strip() in _TOPIC_MARKS
        ):
            read_past(nxt, t)  # "And Tom — ...": the sentence about Tom
            k += 1
            continue
        out.append(t)
        k += 1
    return _anywhere_first(out)


_TIMES = frozenset({"TIME", "RANGE", "PERIOD", "ALLNIGHT", "UNTIL", "BETWEEN"})


def _anywhere_first(tokens: list[Token]) -> list[Token]:
    """ "if I run into Liu alone anywhere, he's done. All night I'm staying in ...": "anywhere" after
    the one met alone, in a sentence with no time of its own and with "all night" said after it, is
    said first, as "wherever I run into Liu alone, ..." is (round thirty-three): read there, the
    kill stands whatever the sentences after it say ("all night" after it was taken for the kill's
    missing time, and refused). Without "all night" after it, it is read where it stands, as before."""
    out = list(tokens)
    start = 0
    while start < len(out):
        end = start
        while end < len(out) and not _stop_or_emoji(out[end]):
            end += 1
        said = out[start:end]
        kinds = [t.type for t in said]
        if (
            len(said) >= 6
            and kinds[:2] == ["IF", "MEET"]
            and kinds[2] in ("NAME", "PRONOUN")
            and kinds[3:5] == ["ALONE", "ANYWHERE"]
            and english(said[4])
            and "KILL" in kinds[5:7]
            and not set(kinds) & _TIMES
            and any(t.type == "ALLNIGHT" for t in out[end:])
        ):
            read_past(said[4], said[0])  # "if" with "anywhere": wherever
            out[start : start + 5] = [said[4], *said[1:4]]
        start = end + 1
    return out


def _stop_or_emoji(t: Token) -> bool:
    """A sentence's end: a stop, a line's end, or an emoji typed as one ("he's done 💀 otherwise")."""
    return ends_sentence(t) or t.type == "SEP" and not str(t).strip().isascii()


def _anywhere_just_said(out: list[Token]) -> int | None:
    """Where "anywhere" / "anytime" was said right before (a comma at most between), after someone
    met alone: the scope said twice ("alone anywhere, anytime"), or None."""
    j = len(out) - 1
    if j >= 0 and out[j].type == "SEP" and str(out[j]) == ",":
        j -= 1
    if j < 1 or out[j].type != "ANYWHERE" or not english(out[j]) or out[j - 1].type != "ALONE":
        return None
    return j


def _scope_before(out: list[Token]) -> Token | None:
    """The "whenever" / "anywhere" said earlier in the sentence, before the meeting (round
    twenty-six: "whenever I am meeting 大鹏 alone anywhere, kill him"), or None."""
    for t in reversed(out):
        if t.type == "SEP" and str(t) in _STOPS:
            return None
        if t.type == "ANYWHERE":
            return t
    return None


def _sentence_ends(tokens: list[Token], k: int) -> bool:
    """Whether the sentence ends at ``tokens[k]`` (its last word before it)."""
    return k >= len(tokens) or tokens[k].type == "SEP" and str(tokens[k]).strip() in _STOPS | {""}


def _standing_meeting(out: list[Token]) -> Token | None:
    """The meeting of the standing kill the sentence so far says, ending on the kill (round
    twenty-nine: ``整晚如果遇到钱姐单独一个人就直接kill，no matter where``): a standing kill is
    anywhere already, so "wherever" said after it is the meeting's own. None when the sentence
    holds a clock time (an order's meeting is where the order goes) or ends otherwise."""
    said: list[Token] = []
    for t in reversed(out):
        if t.type == "SEP" and str(t).strip() in _STOPS | {""}:
            break
        said.insert(0, t)
    while said and said[-1].type == "SEP":
        said.pop()
    if said and said[-1].type == "PRONOUN":
        said.pop()  # "kill him"
    if not said or said[-1].type != "KILL" or any(t.type in ("TIME", "RANGE", "PERIOD") for t in said):
        return None
    return next((t for t in said if t.type == "MEET"), None)


def _kill_follows(tokens: list[Token], k: int) -> bool:
    """Whether the kill comes next at ``tokens[k]``, a comma at most before it."""
    if k < len(tokens) and tokens[k].type == "SEP" and str(tokens[k]).strip() in (",", "，"):
        k += 1
    return k < len(tokens) and tokens[k].type == "KILL"


def _met_alone(out: list[Token]) -> int | None:
    """Where the meeting starts in the sentence so far when it ends on someone met alone and a comma
    (``遇Jinx独处，``): the "whenever" said before the meeting, or else the meeting; None otherwise."""
    if (
        len(out) < 3
        or out[-1].type != "SEP"
        or str(out[-1]).strip() not in (",", "，")
        or out[-2].type != "ALONE"
    ):
        return None
    for i in range(len(out) - 3, -1, -1):
        t = out[i]
        if t.type == "SEP" and str(t).strip() in _STOPS | {""} or t.type in ("TIME", "RANGE", "PERIOD"):
            return None
        if t.type == "MEET":
            return i - 1 if i and out[i - 1].type == "ANYWHERE" else i
    return None
