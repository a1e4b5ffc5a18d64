"""Nobody said by a negation (issue 22, round fourteen; docs/PARSING.md): ``if there isn't anybody
else around``, ``if there ain't nobody else there``, ``if there's not anyone there``.

English says "nobody" three ways: the word itself (``if nobody else is there``), a negated "any"
word (``isn't anybody``, standard English), and a negation with "nobody" after it (``ain't
nobody``, the negative concord of Southern, African American, Caribbean and Cockney English, where
the two negations are one). The lexicon knows the first; the other two were refused at the
negation ("a not the orders cannot hold"), though each says only that nobody is there.

The copula negated right before an "any" or "no" word of a person (isn't / aren't / wasn't /
ain't / is not / 's not + anybody / anyone / nobody / no one) is read as ``is nobody``, the rest
of the sentence as typed (``else around``). Nothing else is rewritten: ``don't let anybody in``
and ``not anyone`` without the copula keep their own readings, and a problem still quotes the
player's words.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_NEGATED_BE = r"(?<![a-z'])(?:isn't|isnt|aren't|arent|wasn't|wasnt|ain't|aint|is not|are not|was not)"
_PERSON = r"(?:anybody|anyone|any one|nobody|no one|no-one|noone)(?![a-z])"
_NOBODY = re.compile(rf"{_NEGATED_BE} {_PERSON}")
_S_NOT = re.compile(rf"(?<=[a-z]'s) not {_PERSON}")  # there's not anyone: the 's kept
_DIALECT = Dialect(
    re.compile(f"{_NOBODY.pattern}|{_S_NOT.pattern}"), [(_NOBODY, "is nobody"), (_S_NOT, " nobody")]
)


def as_nobody(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each negated "any" word of a person read as ``is nobody`` (module doc), and
    for each character the index in the typed message it comes from."""
    return _DIALECT.as_standard(text, origin)
