"""Orders told as a story in the third person, by the sender's own name ("Tom goes to the garden at
9. At 10 he heads back to his room and watches the corridor").

Players who tell the evening as a story name themselves and go on with "he" or "she". Only the
sender has orders, so once the message says what the sender does by their own name and a verb of
the orders in the third person ("Tom goes", "Lily heads", "Priya knocks"), the message is a story
about the sender, and:

- "he" / "she" / "they" right before such a verb (``he heads home``, ``she watches the lawn``)
  is the sender again: read past, as "I" is;
- "his" / "her" / "their" (own) room right after a going or staying of theirs (``returns to his
  room``, ``stays in her own room``) is the sender's own room, when no one else is named in that
  clause before it, and it is the story's own pronoun (``his`` after ``he``); before any, only
  when no one else has been named at all; so is "his" / "her" window or peephole (one looks out
  of one's own only).

The sender's name itself is the sender speaking (:mod:`blackhorse.parsing.aside`, as before). A
pronoun after a condition (``if he goes``) or about someone named in the clause stays a pronoun,
and a story about someone else (another's name before a verb of the orders) is left to be
refused, never read as the sender's orders.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import rebuilt

# the verbs of the orders, as the words the reader knows them by (kinds of the lexicon)
VERBS = frozenset({"GO", "STAY", "PEEK_VERB", "KILL", "VISIT", "KNOCK", "RETURN_HOME", "LOOK_CORRIDOR"})
_SUBJECTS = frozenset({"he", "she", "they", "he'll", "she'll", "they'll", "he will", "she will", "they will"})
_POSSESSIVES = {"he": "his", "she": "her", "they": "their"}
_NOT_A_VERB = frozenset({"is", "has", "was", "does", "this", "his", "hers", "its", "us", "as", "always"})
_LOOKS = frozenset({"WINDOW", "PEEPHOLE"})  # one looks out of one's own only
_CLAUSE_ENDS = frozenset({"SEP", "AND", "THEN", "OTHERWISE", "TIME", "PERIOD"})


def third_person(word: str) -> bool:
    """Whether ``word`` (the first word of a verb of the orders) is said in the third person:
    goes, heads, watches, stays, kills."""
    first = word.split(" ", 1)[0]
    return first.isascii() and first.endswith("s") and len(first) > 2 and first not in _NOT_A_VERB


def _says(t: Token | None, text: str) -> bool:
    """Whether ``t`` is a verb of the orders said in the third person."""
    if t is None or t.type not in VERBS:
        return False
    return third_person(text[t.start_pos or 0 : t.end_pos or 0])


@rebuilt
def told(tokens: list[Token], sender: str | None, text: str) -> list[Token]:
    """``tokens`` with a story about the sender read as the sender's orders (see the module doc)."""
    if sender is None:
        return tokens
    story = any(
        t.type == "NAME" and str(t) == sender and _says(tokens[k + 1] if k + 1 < len(tokens) else None, text)
        for k, t in enumerate(tokens)
    )
    if not story:
        return tokens
    out: list[Token] = []
    named = False  # someone else named in this clause
    anyone = False  # someone else named in the message so far
    went = False  # a going or staying of the sender's in this clause
    own: str | None = None  # the story's possessive (his after he), once a pronoun is read as the sender
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        prev = out[-1] if out else None
        said = text[t.start_pos or 0 : t.end_pos or 0]
        if t.type in _CLAUSE_ENDS:
            named = went = False
        subject = t.type == "PRONOUN" and said in _SUBJECTS
        if subject and _says(nxt, text) and (prev is None or prev.type not in ("IF", "UNLESS", "MEET")):
            own = _POSSESSIVES.get(said.split("'")[0].split(" ")[0], own)
            continue  # "he heads home": the sender again
        mine = said == own or own is None and not anyone and said in _POSSESSIVES.values()
        if mine and not named and nxt is not None and (went and nxt.type == "ROOMWORD" or nxt.type in _LOOKS):
            continue  # "back to his room", "at her window": the sender's own
        if t.type in ("NAME", "PRONOUN") and str(t) != sender:
            named = anyone = True
        if t.type in ("GO", "STAY", "RETURN_HOME") or t.type in ("TO", "AT") and went:
            went = True
        out.append(t)
    return out
