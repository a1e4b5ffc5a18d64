"""The time one sets off, said after the going it starts (docs/PARSING.md, *Misplaced shapes
read by class*): ``今晚想去草坪待着，8点20出发，待到9点半再回屋`` is going to the lawn at 8:20, not at
20:00 with a stay from 8:20; "tonight I go to the garden, set off at 9" the same.

The rule: the message's first order, a going said with no time (or only "tonight", 今天, or a period
that holds the time after it: ``第三时段去209串门，十点二十出发``), followed in
the next clause by a time and a word of setting off (出发, 出门, 动身, 起身, "set off", "leave",
"head out") and nothing else, is that going at that time. The time is read where the going
starts, and "tonight" with it.

Not read so: a going already timed, a time that says anything else (a place, a look, a kill:
its own order), or one without a word of setting off (``今晚去草坪，8点20，…``: the lawn at 8:20, or
something else at 8:20? read as before).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past

_SET_OFF = re.compile(
    r"^\s*(?:at\s+)?(?:出发|出门|动身|起身|走|set(?:ting)? off|leave|leaving|head(?:ing)? out)\s*$"
)
_SET_OFF_BEFORE = re.compile(r"(?:set(?:ting)? off|leave|leaving|head(?:ing)? out)\s*(?:at)?\s*$")
# 今天 (today: the night the orders are for), with the wish after it the reader does not know
_TODAY = re.compile(r"^(?:今天|今日)(?:想|要|打算|准备)?$")
_TONIGHT = frozenset({"今晚", "今天晚上", "今夜", "tonight"})
_TIMES = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT", "BEFORE", "UNTIL", "FROM"})
_ENDS = frozenset({"SEP"})


def set_off(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with the time one sets off read as the time of the going before it."""
    k = 0
    while k < len(tokens) and tokens[k].type in ("SEP", "ASIDE"):
        k += 1
    today = k < len(tokens) and tokens[k].type == "UNKNOWN" and _TODAY.match(str(tokens[k])) is not None
    tonight = today or k < len(tokens) and tokens[k].type == "ALLNIGHT" and str(tokens[k]).lower() in _TONIGHT
    period = k < len(tokens) and tokens[k].type == "PERIOD"  # 第三时段去209，10点20出发: inside it
    go = k + 1 if tonight or period else k
    kinds = [t.type for t in tokens[go : go + 4]]
    if kinds[:2] == ["GO", "PLACE"]:
        end = go + 2
    elif kinds[:3] == ["VIA", "PLACE", "PLACE"]:  # 走东楼梯下去草坪，9点出发 (round twenty-four)
        end = go + 3
    elif kinds == ["VIA", "PLACE", "GO", "PLACE"]:  # 走东楼梯去草坪，9点出发
        end = go + 4
    else:
        return tokens
    while end < len(tokens) and tokens[end].type not in _ENDS:
        if tokens[end].type in _TIMES:
            return tokens
        end += 1
    t = end + 1
    if t >= len(tokens) or tokens[t].type != "TIME":
        return tokens
    time = tokens[t]
    word = t + 1 < len(tokens) and tokens[t + 1].type == "UNKNOWN" and _SET_OFF.match(str(tokens[t + 1]))
    rest = t + 2 if word else t + 1  # 9点动身: a word of setting off the lexicon does not hold
    if rest < len(tokens) and tokens[rest].type not in _ENDS:
        return tokens
    stop = tokens[rest].start_pos if rest < len(tokens) else len(text)
    before = text[tokens[end].end_pos or 0 : time.start_pos or 0]
    after = text[time.end_pos or 0 : stop]
    if not (_SET_OFF.match(after) or after.strip() == "" and _SET_OFF_BEFORE.search(before)):
        return tokens
    if period and not int(str(tokens[k])) <= int(str(time)) < int(str(tokens[k])) + 60:
        return tokens  # a time outside the period said: which is meant is not guessed
    read_past(time, *tokens[k:go], *tokens[t + 1 : rest])  # tonight, today, 动身: said with the time
    return [*tokens[:k], time, *tokens[go:end], *tokens[rest:]]
