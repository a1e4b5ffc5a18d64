"""A question to the GM, in Chinese (docs/PARSING.md, *Chinese as players type it, the story round*):
``请问娱乐室是不是就是204？``, ``出门去花园应该是走楼梯下去吧？``, ``我这样写对吗？``. A newcomer asks
about the rules or the map beside the orders; a question asks, it orders nothing. A sentence ending
in a question mark (from the end of the sentence before it, or a colon, to the mark) is set aside
whole and said on the echo's ``已忽略：`` line, whatever words it holds of places or goings.

**Never set aside** (read, or refused at the word, as before): a question holding a time, a period
or a length of time (``九点去花园可以吗？``: the order itself, asked), a kill, the door, a change of
mind, or a word the reader does not know shaped like one of these (:mod:`blackhorse.parsing.meaning`):
``我可以杀赵强吗？`` is not read past.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import holds_any

_MARK = re.compile(r"[?？]")
_STARTS = "。.！!？?\n；;：:"
# the words of an order a question may not hold
_BARRED = frozenset(
    {
        *("TIME", "PERIOD", "RANGE", "DURATION", "ALLNIGHT", "KILL", "CHANGE", "CORRECTED"),
        *("DOORWORD", "DOOR_CLOSED", "DOOR_OPEN", "ONLY_OPEN", "NOT_LET", "DOOR_VERB", "ONLY"),
    }
)
_BARRED_CLASSES = frozenset({"number", "clock", "time", "kill", "door", "correction"})


def asked(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each question to the GM (module doc) made one ASIDE word."""
    out = list(tokens)
    for m in _MARK.finditer(text):
        start = max(text.rfind(c, 0, m.start()) for c in _STARTS) + 1
        while start < m.start() and text[start] in " \t":
            start += 1
        if not any("\u4e00" <= c <= "\u9fff" for c in text[start : m.start()]):
            continue  # an English question is the English reader's (reasonsaid, englishchat)
        part = [k for k, t in enumerate(out) if (t.start_pos or 0) >= start and (t.end_pos or 0) <= m.start()]
        if not part or any((t.start_pos or 0) < start < (t.end_pos or 0) for t in out):
            continue
        words = [out[k] for k in part]
        if holds_any(words, lex, _BARRED, _BARRED_CLASSES):
            continue
        said = Token("ASIDE", text[start : m.start()], start_pos=start, end_pos=m.start())
        out[part[0] : part[-1] + 1] = [said]
    return out
