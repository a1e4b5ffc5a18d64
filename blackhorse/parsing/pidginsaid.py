"""English, round ten: Nigerian and West African pidgin's pronoun and particle (issue 22;
docs/PARSING.md, *English, round ten*).

- **"am" after a kill or a meeting** (``I go finish am``, ``make I waste am``, ``if I jam am``, ``kill am
  o``): pidgin's "him" or "her", the one named before it, as ``him`` is. Only right after the verb
  and before the clause's end (a comma, a full stop, the message's end, a particle): ``I am`` is
  never read so.
- **"sha" closing a clause** (``back to my room sha.``, ``standing order sha:``): pidgin's "anyway", a
  particle, set aside and said; it was read as 杀 typed in pinyin, a kill of no one. Only after a
  place, a going home, a look, a heading or a word set aside, right before the clause's end: ``ta yi
  ge ren jiu sha`` (after "alone", a condition's) is still the kill.
- **"I go" before the kill of a condition** (``if e dey alone, I go finish am``, ``if he's alone I go
  kill him``): pidgin's "I will", as Nigerian English says every future; only right after the
  condition on someone alone, in its sentence, so ``at 9 go kill Tom`` (going where?) is refused as
  before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

__all__ = ["pidgin_said"]

# what "am" may follow: a kill, a meeting (jam am, see am, catch am)
_VERBS = frozenset({"KILL", "MEET"})
# what ends the clause after "am" or "sha"
_ENDS = frozenset({"SEP", "ASIDE", "IF", "OTHERWISE"})
# what "sha" may follow, closing a clause of no kill
_BEFORE_SHA = frozenset(
    {"PLACE", "RETURN_HOME", "WINDOW", "PEEPHOLE", "ASIDE", "STAY", "UNKNOWN", "ROOMWORD", "ALLNIGHT"}
)


def _said(t: Token, text: str) -> str:
    return text[t.start_pos or 0 : t.end_pos or 0].lower()


# pidgin's particles closing a clause ("kill am o", "finish am sha")
_PARTICLES = frozenset({"o", "oh", "oo", "sha", "jare", "abeg", "na", "ehn"})


def _ends(tokens: list[Token], k: int, text: str = "") -> bool:
    if k + 1 >= len(tokens) or tokens[k + 1].type in _ENDS:
        return True
    return _said(tokens[k + 1], text) in _PARTICLES and _ends(tokens, k + 1, text)


def pidgin_said(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with pidgin's "am" as the pronoun and "sha" as a particle (module doc)."""
    if " am" not in text and "sha" not in text:
        return tokens
    out = list(tokens)
    for k, t in enumerate(out):
        if k == 0 or not _ends(out, k, text):
            continue
        before = out[k - 1]
        if t.type == "UNKNOWN" and _said(t, text) == "am" and before.type in _VERBS:
            out[k] = Token("PRONOUN", "him", start_pos=t.start_pos, end_pos=t.end_pos)
        elif t.type == "KILL" and _said(t, text) == "sha" and before.type in _BEFORE_SHA:
            out[k] = Token("ASIDE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return _will_kill(out, text)


def _will_kill(tokens: list[Token], text: str) -> list[Token]:
    """ "I go" read as "I will" before the kill that follows a condition on someone alone."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        t = out[k]
        if not (t.type == "GO" and _said(t, text) == "go" and out[k + 1].type == "KILL"):
            k += 1
            continue
        j = k - 1
        while j >= 0 and out[j].type == "SEP" and str(out[j]) == ",":
            j -= 1
        if j < 0 or out[j].type != "ALONE" or text[(t.start_pos or 0) - 2 : t.start_pos or 0] != "i ":
            k += 1
            continue
        read_past(out[k + 1], t)
        del out[k]
    return out
