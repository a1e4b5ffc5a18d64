"""Taglish, the English of Filipino players mixed with Tagalog, read as the English it says
(docs/PARSING.md, *Round sixteen*): ``8:30 punta ako sa garden, tapos 9:20 balik sa room ko``,
``10 pm uwi na ako``, ``if she doesn't open, diretso ako sa common room``.

Tagalog's words for the orders' goings are few: punta / pupunta (go) with ako (I) and sa (to, at),
balik (back), uwi (home), diretso (straight), tapos (then), and its particles (na, muna, lang,
naman) say nothing of an order. A closed class, read so only in a message that holds a word only
Taglish has (punta, pupunta, tapos, balik sa, uwi, diretso ako, ko, muna, naman, lang, po); a problem still
quotes the player's own words. **Decision:** ``sa`` alone is "to" only after a Tagalog verb of
going (punta sa, balik sa, diretso sa), and "at" before a place (visit Kayan sa 205); the particles
(na, lang, muna, naman, ha, po) are dropped only after a word they end (uwi na, window lang).
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ONLY_TAGLISH = re.compile(
    r"\b(?:punta|pupunta|tapos|balik sa|uwi|uuwi|diretso ako|dumiretso|room ko|kwarto ko|muna|naman|lang|po"
    r"|kung hindi|kapag hindi|pag hindi)"
    r"(?![a-z])"
)

_SAID = [
    (re.compile(r"\b(?:pupunta|punta|pumunta) (?:ako|me) sa\b"), "i go to"),
    (re.compile(r"\b(?:pupunta|punta|pumunta) sa\b"), "go to"),
    (re.compile(r"\b(?:diretso|dumiretso|deretso) (?:ako )?sa\b"), "go straight to"),
    (re.compile(r"\b(?:babalik|balik) (?:ako )?sa (?:room|kwarto) ko\b"), "back to my room"),
    (re.compile(r"\b(?:babalik|balik) (?:ako )?sa\b"), "back to"),
    (re.compile(r"\b(?:uuwi|uwi) (?:na )?(?:ako)?\b"), "go home"),
    (re.compile(r"\b(?:room|kwarto) ko\b"), "my room"),
    (re.compile(r"\btapos\b"), "then"),
    # "if not": otherwise (round eighteen: "kill Tyler if he's alone. kung hindi, go to the common room")
    (re.compile(r"\b(?:kung|kapag|pag) hindi\b"), "otherwise"),
    (re.compile(r"\bsa (?=(?:\d{3}|the |garden|lawn|common room|my room)\b)"), "at "),
    (re.compile(r"(?<=[a-z0-9]) (?:lang muna|muna|lang|naman|na|ha|po)\b"), " "),
]
_DIALECT = Dialect(_ONLY_TAGLISH, _SAID)


def as_english(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Taglish word as its English, and for each character the index in the
    typed message it comes from: unchanged unless the message is written in Taglish."""
    return _DIALECT.as_standard(text, origin)
