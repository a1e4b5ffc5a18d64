"""A heading announcing tonight's plan, in Chinese (docs/PARSING.md, *Chinese as players type it,
regional round*): ``跟GM报一下今晚的：``, ``我说一下今晚的打算。``, ``汇报今晚的行程：`` open a message the
way ``今晚的安排如下`` does. The clause says only that the plan follows: it is set aside whole and said
on the echo's ``已忽略：`` line.

Only where it is a heading: the message's first clause (after a greeting set aside), ending in
``今晚的`` (``今天晚上的``, ``今夜的``) and what the plan is called (打算, 安排, 计划, 行程, 想法: the
lexicon's fillers; a particle after it, 想法哈), and followed by the first order's time (a reason
set aside may stand between). The words before ``今晚的`` say who tells whom (跟GM, 我说一下,
报一下): a word the reader does not know there is set aside only when it holds nothing of a class
an order is made of (:mod:`blackhorse.parsing.meaning`); a person, a place, a going or a negation
there keeps the clause as it was (read, or refused at the word).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import set_aside_together
from blackhorse.parsing.casualwords import COLONS
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import classes_of

_TONIGHT = frozenset({"今晚", "今天晚上", "今夜", "今晚上"})
_SELF = ("我", "俺", "咱", "本人")
# what a heading may hold before 今晚的: who tells whom (跟GM, 说一下), words the reader does not know
_BEFORE = frozenset({"ASIDE", "UNKNOWN", "JOIN"})
_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})
# what the plan is called after 今晚的
_PLAN = frozenset(
    {"打算", "安排", "计划", "行程", "行动", "想法", "打算是", "安排是", "计划是", "行程是", "想法是"}
)


def _opening(tokens: list[Token]) -> int:
    """Where the message's words begin, after its marks and what was set aside before them."""
    k = 0
    while k < len(tokens) and tokens[k].type in ("SEP", "ASIDE"):
        k += 1
    return k


def headings(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with a heading announcing the plan (module doc) made one ASIDE word."""
    k = _opening(tokens)
    end = k
    while end < len(tokens) and tokens[end].type != "SEP":
        end += 1
    first = end
    while first < len(tokens) and tokens[first].type in ("SEP", "ASIDE"):
        first += 1  # 我的：\n1. 八点…: a list's first line; a reason set aside before it
    if first >= len(tokens) or tokens[first].type not in _STARTS or end == k:
        return tokens
    clause = tokens[k:end]
    lead = (tokens[k - 1].end_pos or 0) if k else 0  # where the clause starts, its fillers (我) too
    poss_at = max((j for j, t in enumerate(clause) if t.type == "POSS"), default=-1)
    if poss_at < 0 or any(t.type not in ("UNKNOWN", "ASIDE") for t in clause[poss_at + 1 :]):
        return tokens
    poss = clause[poss_at]
    clause = clause[: poss_at + 1]  # 今天晚上的安排, 今晚的想法哈: what the plan is called
    called = text[poss.end_pos or 0 : tokens[end].start_pos or 0].strip().rstrip("哈啊呀吧哦")
    if called not in ("", *_PLAN):
        return tokens
    head = clause[:-1]
    if head and head[-1].type == "ALLNIGHT" and str(head[-1]) in _TONIGHT:
        head = head[:-1]  # 今晚的
    elif not text[lead : poss.start_pos or 0].endswith(_SELF):
        return tokens  # 我的 / 俺的 (the sender's own: a filler, no token), or nothing of a heading
    if not all(t.type in _BEFORE and not (t.type == "UNKNOWN" and classes_of(str(t), lex)) for t in head):
        return tokens
    start = lead + len(text[lead:]) - len(text[lead:].lstrip())
    stop = tokens[end].start_pos or 0
    said = Token("ASIDE", text[start:stop].strip(), start_pos=start, end_pos=stop)
    return [*tokens[:k], said, *tokens[end:]]


# a plan's heading ended by a colon (round twenty-three: 今晚策略偏保守：, 本晚策略：, 今晚部署如下：):
# tonight, what the plan is called, and how it is (conservative, as follows) before the orders
_PLAN_HEADING = re.compile(
    r"(?:我的?|俺的?)?(?:今晚|今天晚上|今夜|本晚|晚上)?的?(?:我的?)?"
    r"(?:策略|战术|计划|安排|行动|部署|打算|方案|思路|路线|行程)"
)
# what the heading may hold: tonight, what the reader does not know (how the plan is), what it set aside
_IN_HEADING = frozenset({"ALLNIGHT", "UNKNOWN", "ASIDE", "POSS"})


def plan_heading(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with the message's first clause made one ASIDE word when it is a plan's heading:
    ended by a colon, opening with what the plan is called (:data:`_PLAN_HEADING`, after tonight and
    the sender), and holding nothing but tonight and words the reader does not know or sets aside
    (how the plan is: 偏保守, 如下). A place, a person, a time, a going or a look in it keeps the
    clause as it was (read, or refused at the word)."""
    k, end = _before_the_colon(tokens, commas=False)
    if end == k:
        return tokens
    if not all(t.type in _IN_HEADING for t in tokens[k:end]) or all(t.type == "ASIDE" for t in tokens[k:end]):
        return tokens
    if _PLAN_HEADING.match(text, tokens[k].start_pos or 0) is None:
        return tokens
    return [*tokens[:k], set_aside_together(tokens[k:end]), *tokens[end:]]


def _before_the_colon(tokens: list[Token], commas: bool) -> tuple[int, int]:
    """The message's first clause (after what was set aside before it) as ``(k, end)`` when a colon
    ends it (commas inside it when ``commas``), ``end`` the colon's index; ``(0, 0)`` otherwise."""
    k = _opening(tokens)
    end = k
    inside = (",", "，") if commas else ()
    while end < len(tokens) and not (tokens[end].type == "SEP" and str(tokens[end]) not in inside):
        end += 1
    if end == k or end >= len(tokens) or str(tokens[end]) not in COLONS:
        return 0, 0
    return k, end


# the knocked doors said as a heading, summing up the visits after the colon (round twenty-three:
# 今晚去敲门走访一下：十点去205…, "Knocking on a few doors tonight, if that's alright: 209 at nine, ...")
_DOORS = frozenset({"doors", "rooms", "门"})
_ROUNDS = frozenset({"KNOCK", "VISIT"})


def rounds_heading(tokens: list[Token], lex: Lexicon) -> list[Token]:
    """``tokens`` with the message's first sentence made one ASIDE word when it heads the visits that
    follow: it ends in a colon (commas may stand before it), holds one knock or visit with no one and
    no room named (tonight, words the reader sets aside or does not know and that hold nothing of an
    order, "doors"), and a room is named after the colon. **Never** when no room follows (``今晚去敲门：
    十点``: whose door? asked as before)."""
    k, end = _before_the_colon(tokens, commas=True)
    if end == 0:
        k, end = _before_the_first_time(tokens)
    if end == 0:
        k, end = _first_sentence(tokens)
    clause = tokens[k:end]
    if not clause:
        return tokens
    if sum(t.type in _ROUNDS for t in clause) != 1:
        return tokens
    for t in clause:
        if t.type in _ROUNDS or t.type in ("ALLNIGHT", "ASIDE", "SEP"):
            continue
        if t.type != "UNKNOWN" or str(t).lower() not in _DOORS and classes_of(str(t), lex):
            return tokens
    if not any(t.type == "PLACE" and str(t).isdigit() for t in tokens[end:]):
        return tokens
    return [*tokens[:k], set_aside_together(tokens[k:end]), *tokens[end:]]


def _first_sentence(tokens: list[Token]) -> tuple[int, int]:
    """The message's first sentence (after what was set aside before it) as ``(k, end)``, ``end`` its full
    stop's index (round twenty-four: "Going to knock on a few doors tonight. 205 at twenty past eight,
    ..."); ``(0, 0)`` where it has none."""
    k = _opening(tokens)
    end = next((j for j in range(k, len(tokens)) if tokens[j].type == "SEP" and str(tokens[j]) in _STOPS), 0)
    return (k, end) if end > k else (0, 0)


_STOPS = frozenset({".", "。", "!", "！", "\n"})


def _before_the_first_time(tokens: list[Token]) -> tuple[int, int]:
    """The message's words before its first time as ``(k, end)`` when a laugh, a word set aside or a mark
    ends them (round twenty-four: ``兄弟们今晚我去串门哈哈 8点半先去203坐坐 9点半去207``,
    ``今晚就去串门啦～9点去205…``: the heading said with no colon); ``(0, 0)`` otherwise."""
    k = _opening(tokens)
    end = next((j for j in range(k, len(tokens)) if tokens[j].type in ("TIME", "RANGE", "PERIOD")), 0)
    while end > k and tokens[end - 1].type == "AT":
        end -= 1  # "... tonight. 205 at twenty past eight": "at" is the time's
    if end <= k + 1 or tokens[end - 1].type not in ("ASIDE", "SEP"):
        return 0, 0
    while tokens[end - 1].type == "SEP":
        end -= 1  # 今晚就去串门啦～9点…: the mark after it is no part of it
    return k, end


# how the night goes, said as a heading (round twenty-two: 补充：今晚不杀人，纯观察。- 8:00 窗 …,
# 今晚只做观察，不动手。1）…, 今晚我不动手，观望为主。): watching, with no window or peephole named
_OBSERVING = re.compile(
    r"(?:今晚|今天晚上|今夜)?(?:我)?(?:就)?(?:纯|只做|只|以|主要|就是)?(?:观察|观望)(?:为主|一下)?"
)
# the looks an order names: what the heading sums up
_LOOKS = frozenset({"WINDOW", "PEEPHOLE", "LOOK_CORRIDOR"})


def observing(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a clause that only says the night is for watching (纯观察, 只做观察, 观望为主:
    :data:`_OBSERVING`, the whole clause) made one ASIDE word, when an order of the message names
    the window, the peephole or the corridor watched: the heading sums up those looks. **Never**
    when no look is named (``今晚纯观察`` alone: which, the window or the peephole? asked as before)."""
    clauses: list[tuple[int, int]] = []
    start = 0
    for k in range(len(tokens) + 1):
        if k == len(tokens) or tokens[k].type == "SEP":
            if k > start:
                clauses.append((start, k))
            start = k + 1
    for a, b in reversed(clauses):
        first, last = tokens[a].start_pos or 0, tokens[b - 1].end_pos or 0
        said = text[first:last].strip()
        if _OBSERVING.fullmatch(said) is None or not any(t.type == "PEEK_VERB" for t in tokens[a:b]):
            continue
        if not any(t.type in _LOOKS for t in (*tokens[:a], *tokens[b:])):
            continue
        tokens = [*tokens[:a], Token("ASIDE", said, start_pos=first, end_pos=last), *tokens[b:]]
    return tokens
