"""A regional word said as its standard Mandarin, the typed message's positions kept.

Cantonese (:mod:`blackhorse.parsing.cantonese`), Northeastern
(:mod:`blackhorse.parsing.northeastern`) and Sichuanese (:mod:`blackhorse.parsing.sichuanese`)
each find their words in the reader's copy of a message and say what each means; this writes
the copy again with those meanings, and for each of its characters the index in the typed
message it comes from, so that a refusal still points at what the player typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def replaced(
    text: str, origin: list[int], said: Iterable[tuple[re.Match[str], str]]
) -> tuple[str, list[int]]:
    """``text`` with each match of ``said`` (in order, not overlapping) replaced by its Mandarin,
    and ``origin`` (one typed-message index per character of ``text``) carried along: a
    replacement's characters come from the typed word's first character, its last from the
    typed word's last (the last character closes the typed word)."""
    out: list[str] = []
    where: list[int] = []
    at = 0
    for m, mandarin in said:
        out.append(text[at : m.start()])
        where += origin[at : m.start()]
        first, last = origin[m.start()], origin[m.end() - 1]
        out.append(mandarin)
        where += [first] * (len(mandarin) - 1) + [last]
        at = m.end()
    out.append(text[at:])
    where += origin[at:]
    return "".join(out), where
