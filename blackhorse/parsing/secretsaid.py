"""A plea to keep the orders secret: ``(Don't tell Tony, he'd never shut up about it)``,
``别告诉Tom``, ``唔好同Siobhan讲，佢好八卦``, ``不要让小周知道哦``. Players who plot a kill ask the GM
not to pass it on; "telling" is nothing the orders can do, so such a plea is no order. It is set
aside, to its end, and said on the echo's ``ignored:`` line.

Its end: the bracket it stands in; outside brackets, the end of its sentence when what follows the
plea there holds no word of an order, else the next comma (what comes after is read as ever).

**Never set aside** (read, or refused at the word, as before): a plea holding a time, a going, a
place, a kill, the door, a look, a condition, a change of mind or a choice, or a word the reader
does not know shaped like one (``别告诉Tom我九点去花园``: what is not to be told may be the order).
Only what the plea is about may be a person of the cast (the one not to be told).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import words_between
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import holds_any

_ZH = (
    r"(?:千万|可|也)?(?:(?:别|不要|莫要?|甭|不能)(?:告诉|透露给|让[^，,。.！!？?\n（）()]{1,8}?知道)"
    r"|(?:别|不要|莫要?|甭|不能|不好|唔好)(?:跟|和|同|对|给)[^，,。.！!？?\n（）()]{1,8}?(?:说|讲|提|透露))"
)
_EN = (
    r"(?<![a-z])(?:pls |please )?(?:don'?t|do not|dont)\s+(?:tell|let\s+(?:\S+\s+){1,2}?know"
    r"|say\s+(?:anything|a word)\s+to|mention\s+(?:this|it)\s+to)(?![a-z])"
)
_OPENS = re.compile(rf"{_ZH}|{_EN}")
# where a plea may end: its bracket's end, a sentence's end, a comma
_BRACKET_END = re.compile(r"[）)]")
_SENTENCE_END = re.compile(r"[。.！？!?\n；;）)]")
_COMMA = re.compile(r"[，,、。.！？!?\n；;）)]")
# the words a plea may hold: the one not to be told, and remarks
# (and words of the orders that say nothing alone: "up", "about", "at", "to" with no place or time)
_CALM = frozenset(
    {
        "ASIDE",
        "UNKNOWN",
        "NAME",
        "PRONOUN",
        "NOT",
        "AND",
        "JOIN",
        "POSS",
        "SEP",
        "SOMEONE",
        "VIA",
        "VAGUE",
        "AT",
        "TO",
    }
)
# what the opening itself may be read as besides: "don't let", the door's word (不要让Tom知道)
_OPENING = frozenset({"NOT_LET", "LISTJOIN", "VISIT"})
# "shut up": a remark, never the door
_SHUT_UP = frozenset({"shut", "shuts"})
_BARRED_CLASSES = frozenset(
    {
        "clock",
        "time",
        "number",
        "condition",
        "otherwise",
        "choice",
        "correction",
        "reference",
        "kill",
        "door",
        "look",
        "route",
        "going",
    }
)


def kept_secret(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each plea to keep the orders secret (module doc) made one ASIDE word."""
    out = list(tokens)
    for m in _OPENS.finditer(text):
        start = m.start()
        opened = text.rfind("(", 0, start), text.rfind("（", 0, start)
        closed = text.rfind(")", 0, start), text.rfind("）", 0, start)
        in_brackets = max(opened) > max(closed)
        ends = (_BRACKET_END,) if in_brackets else (_SENTENCE_END, _COMMA)
        for pattern in ends:
            stop = pattern.search(text, m.end())
            end = stop.start() if stop is not None else len(text)
            if _set_aside(out, text, lex, start, m.end(), end):
                break
    return out


def _set_aside(out: list[Token], text: str, lex: Lexicon, start: int, opener: int, end: int) -> bool:
    """Make ``text[start:end]`` one ASIDE word in ``out`` when the words after its opener (a plea
    ending at ``opener``) are only calm ones."""
    between = words_between(out, start, end)
    if between is None:
        return False
    part = range(*between)
    said = [out[k] for k in part if (out[k].end_pos or 0) <= opener]  # the plea's opening words
    if any(t.type not in _CALM | _OPENING for t in said):
        return False  # 别跟Tom一起去花园提…: a going inside the opening, no plea
    words = [out[k] for k in part if (out[k].end_pos or 0) > opener]  # the plea's own words read
    if any(t.type not in _CALM for t in words):
        return False
    shut_up = {k for k in range(len(words) - 1) if str(words[k]) in _SHUT_UP and str(words[k + 1]) == "up"}
    if holds_any([t for k, t in enumerate(words) if k not in shut_up], lex, frozenset(), _BARRED_CLASSES):
        return False
    if any(t.type == "SEP" and str(t) in ("(", "（") for t in words):
        return False
    stop_at = start + len(text[start:end].rstrip(" \t,，、"))
    out[between[0] : between[1]] = [Token("ASIDE", text[start:stop_at], start_pos=start, end_pos=stop_at)]
    return True
