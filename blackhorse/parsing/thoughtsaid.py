"""The player thinking aloud before the orders (issue 22, Chinese round five; docs/PARSING.md).

- ``我想了想还是…``, ``想来想去还是…``, ``考虑了一下还是…``, ``想了想，还是…``, ``算了，还是…``,
  ``不对，还是…``, ``最后还是…``: 还是 right after a word of thinking it over, giving up or correcting
  (a mark between or not) is "after all", the decision, never "or" (nothing is offered to choose
  from): set aside with the thinking. Anywhere else 还是 stays a choice, refused as before
  (``9点去花园还是草坪``).
- ``先下手为强`` ("better strike first"): the player's reason for the kill the message orders; set
  aside and said only where the message holds a kill of its own (it names nobody and no time, so it
  is that kill's reason); with no kill in the message it is refused at the word, as a kill the
  reader does not read (it may be the kill meant).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import words_between

# thinking it over, right before 还是 (想了想还是: after all)
# (round seventeen: 想想 / 算了 / 不对 / 不行 / 最后 / 最终 / 后来, and a mark between: 想了想，还是…;
# 我想想啊…算了，还是…: the decision)
_THOUGHT = re.compile(
    r"(?:想了想|想了一下|想了下|想来想去|思来想去|考虑了一下|考虑了下|琢磨了一下|琢磨了下"
    r"|想想|算了|不对|不行|最后|最终|后来)[\s,，…。.、~～!！]*$"
)
_STRIKE_FIRST = "先下手为强"


def thought_over(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with 还是 after thinking it over, and 先下手为强 beside a kill, set aside."""
    killed = sum(1 for t in tokens if t.type == "KILL")
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        at = t.start_pos or 0
        m = _THOUGHT.search(text[max(0, at - 8) : at]) if t.type == "CHOICE" and str(t) == "还是" else None
        if m is not None:
            start = max(0, at - 8) + m.start()
            out.append(Token("ASIDE", text[start : t.end_pos or 0], start_pos=start, end_pos=t.end_pos))
            k += 1
            continue
        strike = text.find(_STRIKE_FIRST, max(0, at - 1))
        if t.type == "KILL" and strike >= 0 and strike in (at - 1, at) and killed > 1:
            end = strike + len(_STRIKE_FIRST)
            j = k + 1
            while j < len(tokens) and (tokens[j].end_pos or 0) <= end:
                j += 1
            if all((u.end_pos or 0) <= end for u in tokens[k:j]) and (tokens[j - 1].end_pos or 0) == end:
                out.append(Token("ASIDE", _STRIKE_FIRST, start_pos=strike, end_pos=end))
                k = j
                continue
        out.append(t)
        k += 1
    return out


# a plan given up, said first (本来想去草坪，想了想还是…; 原本打算九点去草坪，后来决定…): its opening, and
# what opens the clause of the decision after it
_GIVEN_UP = re.compile(
    r"(?:我)?(?:本来|原本|原来|之前|起初|一开始)(?:我)?(?:是)?(?:想|打算|准备|计划|要|说)"
    # round twenty-six: "earlier I said 9:30 lawn, now I am changing to 9:20 garden"
    r"|(?:earlier|before|originally|at first|previously),? i (?:said|told you|wrote|put|planned|was going)"
    r"|i (?:originally|first|earlier|previously) (?:said|wrote|put|planned)|i (?:was going to|had planned to)"
)
# the plan taken back in words right after it (原来说八点半去204，算了不去了，改成…): given up with it
_NOT_NOW = re.compile(
    r"[，,。.；;…\s]*算了[，,\s]*(?:我)?(?:还是)?(?:不去了|不去|不要了|不了)(?=[，,。.；;…\s])"
    # why, between 算了 and the change (本来想九点去207…，算了他那人太精，改成九点去205)
    r"|[，,。.；;…\s]*算了[^，,。.；;\n改]{1,12}[，,\s]*(?=改成|改为|换成)"
)
# the plan dropped with nothing in its place (round thirty: 本来想九点去花园的，算了。): 算了 ending its
# sentence
_DROPPED = re.compile(r"[，,\s]*算了(?:吧|啦|了)?(?=\s*(?:[。.！!；;\n]|$))")
# the decision itself, after the reasons against the plan (一开始我想去草坪吹吹风，但是想想一个人去
# 草坪太吓人了，万一碰到凶手呢😱 算了，改成八点半去204): the reasons are the plan's, given up with it
_BUT = re.compile(r"[，,。.；;…\s]+(?:我)?(?:但是|不过|可是|但)")
_FINALLY = re.compile(r"[，,。.；;…\s\U0001F300-\U0001FAFF]*(?:算了|改成|改为|最后决定|还是决定)")
_DECIDED = re.compile(
    r"[，,。.；;…\s]+(?:我)?(?:想了想|想了一下|想来想去|思来想去|考虑了一下|后来|最后|最终|结果|现在|但是|不过"
    r"|还是|改成|改为|决定|算了)"
)
# the decision said in English, set aside with the plan (", now I am changing to 9:20 garden")
_DECIDED_EN = re.compile(
    r"[,;]\s*(?:but |and |so )?(?:now|instead)(?:,)?(?: i am| i'm| im| i will| i'll)?"
    r"(?: changing(?: it| that)? to| change(?: it| that)? to| going with| going for| making it| make it)?"
    r"(?=\s|$)"
)
_CLAUSE_END = re.compile(r"[，,。.；;…\n]")
_SENTENCE_END = re.compile(r"[。.！!？?；;\n]")
# what the decision must say of its own for the plan to be set aside whole: where
_WHERE = frozenset({"PLACE", "ROOMWORD", "RETURN_HOME", "VISIT"})


def given_up(tokens: list[Token], text: str) -> list[Token]:
    """``本来想去草坪，想了想还是九点去花园``: a plan opened by 本来 / 原本 / 原来 (想 / 打算 / 准备) and
    followed, right after its clause, by a decision (想了想, 后来, 最后, 还是, 改成, 决定, 算了 ...) is
    the plan given up: set aside whole and said; the decision's clause gives the order. Without a
    decision right after it, or with one that says no place of its own (本来想9点去花园，还是10点去吧:
    the place is the plan's, :mod:`blackhorse.parsing.mindsaid`), it is left as it was."""
    out = list(tokens)
    for m in _GIVEN_UP.finditer(text):
        if m.start() and text[m.start() - 1] not in "，,。.；;…\n \t":
            continue
        stop = _CLAUSE_END.search(text, m.end())
        english = stop is not None and _DECIDED_EN.match(text, stop.start())
        if stop is None or _DECIDED.match(text, stop.start()) is None and not english:
            continue
        start, end = m.start(), english.end() if english else stop.start()
        if _BUT.match(text, end):  # the reasons against it, then the decision (算了, 改成)
            final = next((f for f in _FINALLY.finditer(text, end) if f.start() > end), None)
            ended = _SENTENCE_END.search(text, end)
            if final is not None and (ended is None or final.start() <= ended.start()):
                end = final.start()
        taken_back = _NOT_NOW.match(text, end)
        if taken_back is not None:
            end = taken_back.end()
        dropped = _DROPPED.match(text, end)  # 本来想九点去花园的，算了。: the plan dropped, nothing for it
        if dropped is not None:
            end = dropped.end()
        after = _SENTENCE_END.search(text, end)  # the decision, to its sentence's end
        decided = [t for t in out if end <= (t.start_pos or 0) < (after.start() if after else len(text))]
        if dropped is None and not any(t.type in _WHERE for t in decided):
            continue  # 本来想9点去花园，还是10点去吧: the decision takes its place from the plan (mindsaid)
        part = words_between(out, start, end)
        if part is None:
            continue
        out[part[0] : part[1]] = [Token("ASIDE", text[start:end], start_pos=start, end_pos=end)]
    return out


# whom the night is about, said as its topic (round twenty-five: 今晚我主要是想找kev。我的计划是：…;
# 今晚想蹲一下Kevin哈哈。八点半去草坪…): "mainly" or "stake out" before a person, then the sentence's end
_TOPIC = re.compile(
    r"(?:今晚|今天晚上|今夜)?(?:我)?(?:(?:主要|就)(?:是)?(?:想|打算|要)?(?:找|盯|蹲|针对|冲着)|想(?:蹲|盯)(?:一下|一手)?)"
)
_TOPIC_ENDS = re.compile(r"\s*(?:[哈呵嘿]+)?\s*(?:[。.!！~～\n]|$)")


def the_nights_topic(tokens: list[Token], text: str) -> list[Token]:
    """``今晚我主要是想找kev。``, ``今晚想蹲一下Kevin哈哈。``: whom the night is about, a sentence of its own
    before the orders (``mainly`` going for someone, staking them out): the player's aim, no order
    (it was read as a visit at 20:00, or refused at the sentence's end). Set aside and said. Only
    the person right after, then the sentence's end; with a time or a place it is read as before."""
    out = list(tokens)
    for m in _TOPIC.finditer(text):
        if m.start() and text[m.start() - 1] not in "，,。.；;!！~～\n \t":
            continue
        k = next((i for i, t in enumerate(out) if (t.start_pos or 0) >= m.end()), None)
        if k is None or out[k].type != "NAME" or (out[k].start_pos or 0) != m.end():
            continue
        end = _TOPIC_ENDS.match(text, out[k].end_pos or 0)
        if end is None:
            continue
        stop = end.end() - len(end.group()) + len(end.group().rstrip("。.!！~～\n"))
        part = words_between(out, m.start(), stop)
        if part is None:
            continue
        out[part[0] : part[1]] = [Token("ASIDE", text[m.start() : stop], start_pos=m.start(), end_pos=stop)]
    return out
