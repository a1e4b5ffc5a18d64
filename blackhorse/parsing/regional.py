"""A regional word said as its standard Mandarin, the typed message's positions kept.

Cantonese (:mod:`blackhorse.parsing.cantonese`), Northeastern
(:mod:`blackhorse.parsing.northeastern`), Sichuanese (:mod:`blackhorse.parsing.sichuanese`),
Shanghainese (:mod:`blackhorse.parsing.shanghainese`), Tianjin (:mod:`blackhorse.parsing.tianjin`),
Shaanxi (:mod:`blackhorse.parsing.shaanxi`) and Scots English (:mod:`blackhorse.parsing.scots`)
each find their words in the reader's copy of a message and say what each means; this writes
the copy again with those meanings, and for each of its characters the index in the typed
message it comes from, so that a refusal still points at what the player typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence


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


def blanked(m: re.Match[str]) -> str:
    """A match made spaces of its own length: the word read past, the text's places kept."""
    return " " * len(m.group())


class Dialect:
    """A regional variety's words (``said``: a pattern and the Mandarin it says, tried in order,
    the first that matches wins) and the words only it has (``only``): a message holding none of
    those is left as typed, so a word shared with Mandarin is read as the dialect's only in a
    message of that dialect (Sichuanese, Shanghainese)."""

    def __init__(self, only: re.Pattern[str], said: Sequence[tuple[re.Pattern[str], str]]) -> None:
        self.only, self.said = only, tuple(said)
        self.word = re.compile("|".join(f"({p.pattern})" for p, _ in self.said))

    def _meant(self, m: re.Match[str]) -> str:
        return next(
            mandarin for (_, mandarin), group in zip(self.said, m.groups(), strict=True) if group is not None
        )

    def as_standard(self, text: str, origin: list[int]) -> tuple[str, list[int]]:
        """``text`` with each of the dialect's words as its standard Mandarin, and for each
        character the index in the typed message it comes from: unchanged unless the message
        holds a word only the dialect has."""
        if self.only.search(text) is None:
            return text, origin
        return replaced(text, origin, ((m, self._meant(m)) for m in self.word.finditer(text)))
