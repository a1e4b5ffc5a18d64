"""A story of an earlier game told before the orders (docs/PARSING.md, *English, round six*):
``ok so last game i got caught on the stairs lol so this time i'm keeping it simple. 9 garden ...``,
``Last time I went out early and got seen.``, ``yesterday nobody came by at all, so ...``.

A sentence that opens with when it happened, in the past (``last game``, ``last time``, ``last
night``, ``last round``, ``yesterday``, ``in the previous game``: after "ok", "so", "well" at most),
tells what happened then: no order of tonight's. It is set aside whole and said on the echo's
``ignored:`` line, places and people in it too (a place one was caught at last game is no place to
go tonight). **Never set aside** (left as it was, refused at the word as before) when it holds what
could still be an order of tonight's or refer to one: a clock time, a period, a kill, a condition
("if", "unless", "otherwise"), a negation, the door, or a word that carries the past into tonight
("same", "again", "like last time", "as before", "repeat"): a time, a kill, a condition or a
negation in the story is refused there, asking for tonight's orders in sentences of their own
(``story_holds``); nor when what follows its turn to
tonight ("so this time ...", "but tonight ...") says more than a remark (``so this time i'm keeping
it simple``): ``so this time i'll go to the lawn`` is an order, and the sentence is left whole.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import EMOJI, english, retoken

_STOPS = frozenset({".", "!", "?", ";", "\n"})
# an emoji ends the story's sentence too (round twenty-three: "lmaooo last night was wild 💀 anyway:")
_EMOJI = re.compile(f"[{EMOJI}]")
# when it happened, opening the sentence (after "ok so", "well", "right", a laugh ...)
_PAST = re.compile(
    r"(?:(?:ok(?:ay)?|so|well|right|btw|lo+l|haha|hmm|alright|lmf?ao+|omg|bruh)[ ,!]+)*"
    r"(?:last (?:game|time|night|round|session|week)|(?:in )?the (?:last|previous) (?:game|round|session)"
    r"|yesterday|previously|in (?:our|my) last game)(?![a-z])",
    re.IGNORECASE,
)
# the turn to tonight inside the sentence: what follows it must be a remark only
_TURN = re.compile(r"(?<![a-z])(?:so |but |and )?(?:this time|tonight|now)(?![a-z])", re.IGNORECASE)
# what carries the past into tonight: never set aside
_CARRIED = re.compile(
    r"(?<![a-z])(?:same|again|repeat|as before|like last|like before|as last|copy|identical)(?![a-z])",
    re.IGNORECASE,
)
# what could still be an order of tonight's, or change one
_BEARS = frozenset(
    {
        *("TIME", "PERIOD", "ALLNIGHT", "KILL", "IF", "UNLESS", "OTHERWISE", "NOT", "NOBODY_OPENS"),
        *("DOORWORD", "DOOR_VERB", "CHANGE", "HEDGE", "CHOICE", "EXCEPT", "ONLY", "UNTIL", "BEFORE"),
        *("ASKED", "ASKED_IF"),
    }
)
# what the part after the turn may hold: a remark
_REMARK = frozenset({"ASIDE", "FILLER", "SEP", "AND"})


def past_story(tokens: list[Token], text: str) -> list[Token]:
    """Each sentence telling an earlier game, as one ``ASIDE`` word (see the module doc); one that
    may not be set aside for what its story holds has that word marked ``STORY_HOLDS``: refused
    there (``story_holds``), naming what to do, not as a word the orders do not know."""
    out: list[Token] = []
    start = 0
    for k in range(len(tokens) + 1):
        if k < len(tokens) and not (tokens[k].type == "SEP" and _stop(str(tokens[k]))):
            continue
        sentence = tokens[start:k]
        told = _told(sentence, text) if sentence else None
        out += [told] if isinstance(told, Token) else told if told is not None else sentence
        if k < len(tokens):
            out.append(tokens[k])
        start = k + 1
    return out


def _stop(said: str) -> bool:
    return said in _STOPS or _EMOJI.match(said) is not None


def _told(sentence: list[Token], text: str) -> Token | list[Token] | None:
    first = min(sentence, key=lambda t: t.start_pos or 0)  # a rewrite may have moved a time first
    a, b = first.start_pos or 0, max(t.end_pos or 0 for t in sentence)
    said = text[a:b]
    if not english(first) or _PAST.match(said) is None or _CARRIED.search(said):
        return None
    turn = _TURN.search(said, _PAST.match(said).end())  # type: ignore[union-attr]
    cut = a + turn.start() if turn is not None else b
    resumed = a + turn.end() if turn is not None else b
    before = [t for t in sentence if (t.start_pos or 0) < cut]
    after = [t for t in sentence if (t.start_pos or 0) >= resumed]
    if not before or any(t.type not in _REMARK for t in after):
        return None
    held = next((k for k, t in enumerate(sentence) if (t.start_pos or 0) < cut and t.type in _BEARS), None)
    if held is not None:  # "last game i went to the garden at 9": tonight's too? not guessed
        return [*sentence[:held], retoken("STORY_HOLDS", sentence[held]), *sentence[held + 1 :]]
    if any(t.type in _BEARS for t in after):
        return None
    return Token("ASIDE", said, start_pos=a, end_pos=b)
