"""Chinese chat slang read by class (issue 22, Chinese round six; docs/PARSING.md).

- **给 as 把 before a kill** (``就给他送走``, ``直接给赵强干掉``, ``给她做了``): in spoken Chinese 给 marks
  what a verb of doing-away is done to, as 把 does; right before a person and a kill word it is 把.
  **Decision:** only with the kill right after the person (``给他开`` is the door, ``给他打电话`` no
  kill: left as they were).
- **The one left out of an open door, said as a topic** (``谁敲门都开，不过Tom别给他开``, ``…，但是Tom
  别开``): the person first, then "don't open (for him)", is the door shut to that person, as
  ``别给Tom开`` is; ``不过`` ("but") opening such a clause is set aside as ``但是`` is.
  **Decision:** only the pronoun of the person just named (``Tom别给她开`` with 她 another? the
  pronoun is read as the name said, as a topic's pronoun always is in Chinese), only before
  the door's verb, and ``不过`` only opening a clause before a person (``不过去`` is "not going
  over": the lexicon's ``过去`` reads it first).
- **"one" after a person, for alone** (``赵强一个就杀``, ``不止他一个或者不开门就回来``, ``他一个的话``): 一个
  right after the person and before what follows a condition (就 and the kill, 的话, 或者, a going,
  the clause's end) is ``一个人``, as ``只有他一个`` already is. **Decision:** never before a noun
  (``他一个房间``, ``一个小时``: a count), never after anything but a person.
- **Watching the one a condition names** (``如果赵强在就盯着他，不在就回204``, ``他在的话就看着他``): a look
  at a person is no peek (one peeks at places): after the condition that he is there, it is what
  one does there, set aside and said, and the order stays. **Decision:** only the person the
  condition names (or 他 / 她), only with a condition said before it in its sentence, only before
  the clause's end; ``整晚盯着赵强`` (no condition) stays refused.
- **Coming back to a place** (``9点40回来204``, ``10点回来check一下204``): 回来 / 回去 right before a place
  (what one does there, set aside, between) is going back to that place, as ``回到204`` is; it was
  read as going home, then a second place. **Decision:** only with nothing but words set aside
  between (a comma parts two orders: ``回来，204…`` is refused as before).
- **A going cheered, said twice with no place** (``冲了冲了，九点冲草坪…``, ``走了走了``): a clause of one
  verb of going said over and over, and nothing else, is an exclamation, set aside and said, as
  ``冲冲冲`` is.
  **Decision:** only a clause of that verb alone, twice or more (``冲了，九点…`` or ``去去花园`` are read
  as before).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, set_aside_together
from blackhorse.parsing.casualwords import EMOJI

_PERSON = ("NAME", "PRONOUN")
_CLAUSE_OPENS = ("SEP", "DOOR_OPEN", "DOOR_CLOSED")


def _tok(kind: str, value: str, start: int | None, end: int | None) -> Token:
    return Token(kind, value, start_pos=start, end_pos=end)


def gei_as_ba(tokens: list[Token]) -> list[Token]:
    """``给他送走``: 给 right before a person and a kill word is 把."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        k += 1
        said = str(t)
        if t.type != "UNKNOWN" or not said.startswith("给") or t.start_pos is None:
            out.append(t)
            continue
        rest = said[1:]
        if rest in ("他", "她") and k < len(tokens) and tokens[k].type == "KILL":
            out.append(_tok("BA", "给", t.start_pos, t.start_pos + 1))
            out.append(_tok("PRONOUN", rest, t.start_pos + 1, t.end_pos))
            continue
        if rest == "" and k + 1 < len(tokens) and tokens[k].type in _PERSON and tokens[k + 1].type == "KILL":
            out.append(_tok("BA", "给", t.start_pos, t.end_pos))
            continue
        out.append(t)
    return out


# what may follow "one" said for alone (the condition's 就 and 的话 are fillers)
_AFTER_ONE = frozenset(
    {"KILL", "SEP", "CHOICE", "GO", "RETURN_HOME", "OTHERWISE", "BA", "STAY", "THEN", "AND"}
)


def one_for_alone(tokens: list[Token]) -> list[Token]:
    """``赵强一个就杀``: 一个 right after a person, before a condition's consequence, is alone."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if (
            t.type == "UNKNOWN"
            and str(t) == "一个"
            and out[k - 1].type in _PERSON
            and (k + 1 == len(out) or out[k + 1].type in _AFTER_ONE)
        ):
            out[k] = _tok("ALONE", "一个人", t.start_pos, t.end_pos)
    return out


def door_topic(tokens: list[Token]) -> list[Token]:
    """``不过Tom别给他开``: the person said first, then the door refused to them, is ``别给Tom开``;
    ``今晚我的门只给X开`` opening a clause is the door rule (tonight is every door rule's night)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        if (
            t.type == "NOT"
            and str(t) == "不"
            and k + 2 < len(out)
            and out[k + 1].type == "UNKNOWN"
            and str(out[k + 1]) == "过"
            and out[k + 1].start_pos == t.end_pos
            and out[k + 2].type == "NAME"
            and (k == 0 or out[k - 1].type in _CLAUSE_OPENS)
        ):
            out[k : k + 2] = [_tok("UNKNOWN", "不过", t.start_pos, out[k + 1].end_pos)]  # "but"
            continue
        if (
            t.type == "NAME"
            and k + 2 < len(out)
            and out[k + 1].type == "NOT_LET"
            and out[k + 2].type == "PRONOUN"
            and k + 3 < len(out)
            and out[k + 3].type == "DOOR_VERB"
        ):
            read_past(t, out[k + 2])  # 他: the person just named
            out[k : k + 3] = [out[k + 1], t]
            continue
        if (
            t.type == "ALLNIGHT"
            and str(t) in ("今晚", "今天晚上", "今夜")
            and k + 2 < len(out)
            and out[k + 1].type == "POSS"
            and out[k + 2].type == "DOORWORD"
            and (k == 0 or out[k - 1].type in ("SEP", "ASIDE"))
        ):
            read_past(out[k + 2], t)  # 今晚(我)的门: the door, tonight (round nineteen)
            del out[k : k + 2]
            continue
        k += 1
    return out


_WATCH_PERSON = frozenset({"盯着", "看着", "盯住", "看住", "盯紧", "盯"})
_CONDITION = frozenset({"IF", "AT", "THERE", "ALONE"})


def watching_the_one_there(tokens: list[Token]) -> list[Token]:
    """``如果赵强在就盯着他，``: the look at the person the condition names, set aside."""
    out = list(tokens)
    k = -1
    while k + 2 < len(out):
        k += 1
        t, who = out[k], out[k + 1]
        if t.type != "PEEK_VERB" or str(t) not in _WATCH_PERSON or who.type not in _PERSON:
            continue
        if k + 2 < len(out) and out[k + 2].type != "SEP":
            continue
        clause = []
        j = k - 1
        while j >= 0 and out[j].type != "SEP":
            clause.append(out[j])
            j -= 1
        named = [u for u in clause if u.type == "NAME"]
        if not any(u.type in _CONDITION for u in clause) or not named:
            continue
        if who.type == "NAME" and str(who) != str(named[0]):
            continue
        out[k : k + 2] = [_tok("ASIDE", str(t) + str(who), t.start_pos, who.end_pos)]
    return out


_BACK = frozenset({"回来", "回去", "返回"})


def back_to_a_place(tokens: list[Token]) -> list[Token]:
    """``回来204``: coming back to the place right after it is going there."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "RETURN_HOME" or str(t) not in _BACK:
            continue
        j = k + 1
        while j < len(out) and out[j].type == "ASIDE":
            j += 1
        if j < len(out) and out[j].type == "PLACE" and "stairs" not in str(out[j]):
            out[k] = _tok("GO", "回到", t.start_pos, t.end_pos)
    return out


def cheered(tokens: list[Token]) -> list[Token]:
    """``冲了冲了，``: a clause of one going verb said twice or more, and nothing else, set aside."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if k > 0 and out[k - 1].type != "SEP":
            k += 1
            continue
        j = k
        while j < len(out) and out[j].type == "GO" and str(out[j]) == str(out[k]):
            j += 1
        if j - k >= 2 and (j == len(out) or out[j].type == "SEP"):
            end = out[j].start_pos if j < len(out) else None  # 冲了冲了: its 了 with it
            out[k:j] = [set_aside_together(out[k:j], end)]
        elif (mark := _cheer_once(out, k)) is not None:  # 今晚冲了！ (round twenty-three)
            out[k:mark] = [set_aside_together(out[k:mark], out[mark].start_pos)]
        k += 1
    return out


_EXCLAIMED = re.compile(f"[!！{EMOJI}]")


def _cheer_once(tokens: list[Token], k: int) -> int | None:
    """``今晚冲了！``, ``冲！``, ``冲了兄弟们🔥``: 冲 ("charge") alone in its clause (tonight before it or
    not, whom it calls on after it), exclaimed (an exclamation mark or an emoji after it): a cheer,
    no going (no place, said once). The index of the mark, or None."""
    j = k + 1 if tokens[k].type == "ALLNIGHT" else k
    if j + 1 >= len(tokens) or tokens[j].type != "GO" or str(tokens[j]) != "冲":
        return None
    j += 1
    while j < len(tokens) and tokens[j].type == "ASIDE":  # 兄弟们: whom the cheer calls on
        j += 1
    after = tokens[j] if j < len(tokens) else None
    return j if after is not None and after.type == "SEP" and _EXCLAIMED.match(str(after)) else None
