"""A section of the rules cited in English: ``rule 8``, ``rule 5.10``.

The rules are the seed's Chinese text, its sections numbered with Chinese numerals (八, 五.10).
Older English sentences of the tool (the checker's problems, the night's notes, kept in a
night's files) cite them as ``seed 八``; an English page or file for a person says ``rule 8``
instead, with no Chinese in it (issue 24). Chinese says 规则八 already.
"""

from __future__ import annotations

import re

# the rules' sections as the seed numbers them (八, 五.10), cited by the older English
_SEED = r"\bseed ([一二三四五六七八九十]+)((?:\.\d+)?)"  # compiled by `re` when first used
_NUMERALS = {c: n for n, c in enumerate("一二三四五六七八九十", start=1)}


def cited(text: str, lang: str) -> str:
    """``text`` with every ``seed 八`` / ``seed 五.10`` said as ``rule 8`` / ``rule 5.10`` in
    English; Chinese text as it is."""
    if lang == "zh" or "seed " not in text:  # nothing cited: no pattern to run
        return text
    return re.sub(_SEED, lambda m: f"rule {_number(m[1])}{m[2]}", text)


def _number(numeral: str) -> int:
    """一 1 ... 十 10, 十一 11, 二十 20."""
    tens, ten, ones = numeral.partition("十")
    if not ten:
        return _NUMERALS[numeral]
    return (_NUMERALS[tens] if tens else 1) * 10 + (_NUMERALS[ones] if ones else 0)
