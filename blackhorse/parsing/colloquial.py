"""Chinese orders said colloquially, read by how their words stand together (docs/PARSING.md,
*Chinese verbs in their forms*).

The words are in the lexicon (:mod:`blackhorse.parsing.verbforms` gives the verbs their one- and
two-character forms); what this module reads is where a short form stands, once the message is
cut into words and before :func:`blackhorse.parsing.joins.read_together`:

- **a stroll before its place** (``逛花园``, ``溜草坪``, ``晃到草坪``): 逛 / 溜 / 晃 right before a
  place is going there. Anywhere else they stay words the reader does not know: after the place
  (``在花园逛``) what one does there, set aside and said as ``逛逛`` is; a stroll is no word of the
  orders, so a part holding one (``瞎逛``) is set aside as before.

Every rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

from lark import Token

# a stroll said with one character: going, right before a place
_STROLL = frozenset({"逛", "溜", "晃"})
_PLACES = frozenset({"PLACE", "ROOMWORD"})


def _tok(kind: str, like: Token) -> Token:
    return Token(kind, str(like), start_pos=like.start_pos, end_pos=like.end_pos)


def colloquial(tokens: list[Token]) -> list[Token]:
    """The shapes of this module, read in turn."""
    return _stroll_to(tokens)


def _stroll_to(tokens: list[Token]) -> list[Token]:
    """``8点逛花园``, ``溜草坪``: a one-character stroll right before a place is going there."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        if t.type == "UNKNOWN" and str(t) in _STROLL and out[k + 1].type in _PLACES:
            out[k] = _tok("GO", t)
    return out
