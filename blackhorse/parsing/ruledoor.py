"""The door from 22:00 said as the rules have it (``10点后按规矩开``, "after 10 open as the rules
say"): from 22:00 every tenant opens to whoever knocks (seed 五.12), so a clause saying only that
changes nothing. It is set aside and said on the echo's last line, so a door rule before it
(``10点前谁敲门都别开，10点后按规矩开``) is read as the night's door rule, as the player meant.

Only the whole clause, and only from 22:00 (``10点后``, "after 10", or "then" / ``之后`` right
after a door rule said until 22:00). The door "as the rules say" from another time (``9点后按规矩
开``: the rules let a tenant choose until 22:00) is left to be refused at its words.
"""

from __future__ import annotations

import re

from lark import Token

_TEN_ZH = r"(?:10|十|22|二十二)点(?:钟|整)?(?:以后|之后|后|起|开始|过后)"
_THEN_ZH = r"(?:之后|以后|然后|过了(?:10|十)点|到了(?:10|十)点)"
_RULES_ZH = r"(?:按|照|按照|依|依照|遵照|根据)着?(?:游戏)?(?:规矩|规则|规定)(?:来)?"
_ZH = re.compile(
    rf"(?:{_TEN_ZH}|{_THEN_ZH})[，, ]*(?:就|再|我)?(?:门)?(?:就)?"
    rf"(?:{_RULES_ZH}(?:开门|开|来|办|处理)?|(?:正常|照常)(?:开门|开))(?:就行|就好|就可以|吧|了)?"
)
_TEN_EN = r"(?:after|from|past)\s+(?:10|ten|22:00|10pm|10:00|10 pm)(?:\s+on)?"
_THEN_EN = r"(?:then|after that|afterwards|from then on)"
_RULES_EN = (
    r"(?:as|like)\s+the\s+rules?\s+(?:says?|requires?|demands?|wants?|tells? me)"
    r"|(?:as\s+per|per|by|according\s+to|following)\s+the\s+rules?|as\s+required"
)
_EN = re.compile(
    rf"(?:and\s+)?(?:{_TEN_EN}|{_THEN_EN}),?\s*(?:i'll\s+|i\s+will\s+|i\s+)?"
    rf"(?:open(?:\s+up)?(?:\s+the\s+door|\s+my\s+door)?|the\s+door\s+opens|door\s+open|let\s+people\s+in)?"
    rf"\s*(?:{_RULES_EN})"
)
_ENDS = frozenset({"。", ".", ";", "\n", "!", "！", "?", "？", ",", "，", "、"})


def by_the_rules(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a clause that says only the door from 22:00 as the rules have it set
    aside (one ``ASIDE`` word, said on the echo's last line)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if k and not (out[k - 1].type == "SEP" and str(out[k - 1]) in _ENDS):
            k += 1
            continue
        start = out[k - 1].end_pos if k else 0  # the clause's start: a filler before its first word
        if start is None:
            k += 1
            continue
        while start < len(text) and text[start] in " \t":
            start += 1
        for pattern in (_ZH, _EN):
            m = pattern.match(text, start)
            if m is None or not _clause_ends(text, m.end()):
                continue
            j = k
            while j < len(out) and (out[j].end_pos or 0) <= m.end():
                j += 1
            if j > k and _rules_are_doors(out, k, text, m.group()):
                out[k:j] = [Token("ASIDE", m.group(), start_pos=start, end_pos=m.end())]
            break
        k += 1
    return out


def _clause_ends(text: str, end: int) -> bool:
    rest = text[end:].lstrip(" \t～~")
    return not rest or rest[0] in _ENDS


def _rules_are_doors(out: list[Token], k: int, text: str, said: str) -> bool:
    """The clause's "then" follows a door rule (only "after 10" says the time itself)."""
    if re.match(rf"(?:{_TEN_ZH})|(?:and\s+)?{_TEN_EN}", said):
        return True
    before = [t for t in out[:k] if t.type != "SEP"]
    return bool(before) and any(t.type in _DOOR_RULES for t in before[-4:])


_DOOR_RULES = frozenset({"DOOR_CLOSED", "DOOR_OPEN", "ONLY_OPEN", "NOT_LET", "DOOR_VERB", "NOT_OPEN", "NAME"})
