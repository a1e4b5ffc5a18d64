"""English as it is spoken, typed with its apostrophes (issue 22, English round nine;
docs/PARSING.md, *English, round nine*).

A verb in -ing said without its g and typed with the apostrophe that marks it (``takin' him out``,
``sittin' tight``, ``fixin' to``, ``lookin' out the window``): US Southern, Scots, Australian
English, any chat. The word with its g is the same length as the word typed, so the normalised
text says it with its g and every position still maps back to what the player typed (an error
quotes ``takin'``). Only where the word with its g is a word of English (``takin'``: taking): a
single quote closing after a word in "-in" (``'Berlin'``) is left alone.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["g_restored"]

_DROPPED = re.compile(r"(?<![a-z'])([a-z]{2,}in)'(?![a-z])")


def g_restored(text: str) -> str:
    """``text`` with each ``-in'`` read as ``-ing`` (the same length: positions are kept)."""
    if "in'" not in text:
        return text
    return _DROPPED.sub(lambda m: m.group(1) + "g" if m.group(1) + "g" in _english() else m.group(), text)


@cache
def _english() -> frozenset[str]:
    """The words of English (pyspellchecker's dictionary, as :mod:`~blackhorse.parsing.spelling` reads
    it; that module reads the lexicon, which reads this one's text), loaded when first needed;
    none without it (no word is restored)."""
    try:
        from spellchecker import SpellChecker  # noqa: PLC0415 (lazily: only a message with "in'" pays)
    except ImportError:
        return frozenset()
    return frozenset(SpellChecker(distance=1).word_frequency.dictionary)
