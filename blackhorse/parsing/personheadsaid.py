"""A person named as a heading, the orders about them after it (docs/PARSING.md, *Misplaced
shapes read by class*): "Tiezhu: if I find him alone anywhere after 10, kill him.",
``老王：十点以后碰到他一个人就杀了他``.

The rule: a name opening a line, followed by a colon, heads the sentence after it, and the first
"him" / "her" / 他 / 她 of that sentence is that person, as "if I find Tiezhu alone ..." says
it. The name is read where the pronoun stands (and with it); the pronouns after it point at it as
they always do.

Not read so: the sender's own name (a signature: ``阿玲：十点去找他``), a sentence with another
name before its first pronoun (the pronoun may be that one's), or with no pronoun at all (the
heading may be an address or a sign-off, left to what sets those aside).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import retoken

_COLON = frozenset({":", "："})
_SENTENCE_ENDS = frozenset({".", "。", "\n", "!", "！", "?", "？", ";", "；"})
_PERSONAL = frozenset({"him", "her", "他", "她"})


def person_headings(tokens: list[Token], text: str, sender: str | None) -> list[Token]:
    """``tokens`` with a person heading a sentence read where its first pronoun stands; never
    the ``sender``'s own name (``阿玲：十点去找他``: signed, and 他 is someone else)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        name, colon = out[k], out[k + 1]
        if (
            name.type == "NAME"
            and str(name) != sender
            and _line_start(text, name.start_pos or 0)
            and str(colon).strip() in _COLON
        ):
            j = _first_pronoun(out, k + 2)
            if j is not None:
                said = retoken("NAME", out[j], value=str(name))
                read_past(said, name, out[j])
                out[j] = said
                del out[k : k + 2]
                continue
        k += 1
    return out


def _line_start(text: str, i: int) -> bool:
    """Only spaces, a list's dash or bullet between the start of ``i``'s line and ``i``."""
    line = text[:i].rsplit("\n", 1)[-1]
    return line.strip(" \t-*•·") == ""


def _first_pronoun(tokens: list[Token], k: int) -> int | None:
    """The index of the sentence's first personal pronoun from ``k``, if no name comes first."""
    for j in range(k, len(tokens)):
        t = tokens[j]
        if t.type == "SEP" and ("\n" in str(t) or str(t).strip() in _SENTENCE_ENDS):
            return None
        if t.type == "NAME":
            return None
        if t.type == "PRONOUN" and str(t).lower() in _PERSONAL:
            return j
    return None
