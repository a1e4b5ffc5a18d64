"""A name or a place in quotation marks inside a sentence (issue 22, round fifteen;
docs/PARSING.md, *Round fifteen*): ``8點先去「花園」走走``, ``只開給「阿呆」跟「雨桐」``,
``go to the "garden"``.

Players quote a word to mark it as a name, the way Taiwan's 「」 and 『』 do (read as ``"``, as “”
are: :mod:`blackhorse.parsing.text`). A quotation mark is a sentence's punctuation to the reader,
so the quoted name cut the sentence in three. One word of the cast or the map between two marks,
with a word of the sentence right before the first (去「花園」, 開給「阿呆」), is that word: the
marks are read past. **Never guessed:** a quotation opening a sentence (``他说："花园"``: what
someone said, or a heading), after a word the reader does not know (``Tom说"花园"``), or holding
more than one word, is punctuation as before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

__all__ = ["unquoted"]

# what a quotation mark may hold to be read past: one name or one place
_QUOTED = frozenset({"NAME", "PLACE"})
# what may not stand right before the opening mark: the end of a sentence (a quotation of its own),
# a word of talk or one the reader does not know (他说"花园": what someone said)
_NOT_BEFORE = frozenset({"SEP", "ASIDE", "UNKNOWN", "FILLER"})


def unquoted(tokens: list[Token]) -> list[Token]:
    """``tokens`` with the quotation marks around a name or a place inside a sentence read past."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if (
            _mark(t)
            and k + 2 < len(tokens)
            and tokens[k + 1].type in _QUOTED
            and _mark(tokens[k + 2])
            and out
            and out[-1].type not in _NOT_BEFORE
        ):
            word = tokens[k + 1]
            read_past(word, t, tokens[k + 2])
            out.append(word)
            k += 3
            continue
        out.append(t)
        k += 1
    return out


def _mark(t: Token) -> bool:
    return t.type == "SEP" and str(t) == '"'
