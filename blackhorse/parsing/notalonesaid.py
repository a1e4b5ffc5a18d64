"""The two ways a kill on "alone" fails, said together as its otherwise (docs/PARSING.md, *English,
round seven*): ``if Tom is on his own in there I'll do him in. If he's not in or there's folk with
him, head down to the garden``, ``..., if she isn't there or someone's with her, go home``, ``if
there's anyone with him or he's not in, back to my room``.

Not there, or there with someone: that is all "not alone there" can be, so the words are the kill's
"otherwise", as ``if not`` / ``if he's not alone`` are. It was refused at "or" (a choice not
guessed). **Decision:** only right after a kill on "alone" in the same order (looking back to the
order's time, no otherwise said yet), and only both halves said in full (absent; someone with them);
one half alone (``if he's not in, go home``) or any other "or" is read as before.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english, retoken

_WHO = r"(?:he|she|they|him|her)"
_ABSENT = (
    rf"(?:{_WHO}(?:'s| is|'re| are) not|{_WHO} (?:isn't|aren't|is not|are not)|{_WHO}'s not|{_WHO}s not)"
    r" (?:in|there|home|in there|around|in his room|in her room)"
)
_OTHERS = (
    r"(?:folk|folks|people|someone|somebody|anyone|anybody|others|company|someone else|somebody else"
    r"|anyone else|other people)"
)
_COMPANY = (
    rf"(?:(?:there's|there is|there are|there're) {_OTHERS}(?: (?:with {_WHO}|there|around|in there))?"
    rf"|{_WHO}(?:'s got| has got| has| have| got) {_OTHERS}(?: (?:with {_WHO}|there|around))?"
    rf"|(?:someone|somebody|anyone|anybody)(?:'s| is) (?:with {_WHO}|there too|in there too))"
)
_FAILS = re.compile(
    rf"if (?:{_ABSENT},? or (?:if )?{_COMPANY}|{_COMPANY},? or (?:if )?{_ABSENT})\b", re.IGNORECASE
)
_ORDER_STARTS = frozenset({"TIME", "ALLNIGHT", "PERIOD"})


def not_alone_either_way(tokens: list[Token], text: str) -> list[Token]:
    """The module's rewrite: both ways of not being alone, after a kill on "alone", as one
    ``OTHERWISE`` word."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        m = _FAILS.match(text, t.start_pos or 0) if t.type == "IF" and english(t) else None
        if m is None or not _after_a_kill_on_alone(out, k):
            k += 1
            continue
        inside = [j for j in range(k, len(out)) if (out[j].start_pos or 0) < m.end()]
        said = retoken("OTHERWISE", t, "if not", end=m.end())
        read_past(said, *(out[j] for j in inside))
        out[inside[0] : inside[-1] + 1] = [said]
        k += 1
    return out


def _after_a_kill_on_alone(out: list[Token], k: int) -> bool:
    kinds: set[str] = set()
    j = k - 1
    while j >= 0 and out[j].type not in _ORDER_STARTS:
        kinds.add(out[j].type)
        j -= 1
    return {"KILL", "ALONE"} <= kinds and not kinds & {"OTHERWISE", "NOBODY_OPENS", "UNLESS"}
