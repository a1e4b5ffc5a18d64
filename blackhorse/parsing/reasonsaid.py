"""A reason said beside an order in English (docs/PARSING.md, *English as players type it, by
class*, this round): "because", "cause", "cuz", "coz", "bc" or "since" (not before a time) and the
words after it to the end of its clause ("at 9:30 I'll go to the common room because there are
usually people there", "garden at 8:30 since nobody goes there") say why the player does what the
clause says, never what to do. The reason is set aside whole and said on the
echo's ``ignored:`` line, whatever words the reader does not know in it.

Never set aside: a reason that holds a word an order could be made of (a time, a period, "until",
"before", a condition, an "otherwise", a going, a stay, a visit or a knock, a kill, the door, the
window, the peephole or a look, a change of mind), nor one holding a word the reader does not know
that is shaped like one (a number, the clock, a kill, the door, a look, a condition ...:
:mod:`blackhorse.parsing.meaning`): "because I want to kill him", "since at ten he's alone",
"cause from there I can watch the lawn" stay as they were (read, or refused at the word), since
what the player gives as the reason may be the order they mean. A going in a reason is set aside
only when someone else does it ("since everyone hangs out there", "cause nobody goes there"); the
sender's own ("because I'll stay there") may be an order.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import classes_of

# the words that open a reason (``since`` only where no time follows it: "since 9" is from 9)
REASON = re.compile(r"(?<![\w'])(because|'cause|cause|cuz|coz|cos|bc|since)(?![\w'])", re.IGNORECASE)
# what a reason may hold besides words the reader does not know: who, where, "not", "alone"
QUIET = frozenset(
    {
        *("ASIDE", "UNKNOWN", "NAME", "PRONOUN", "WHO", "POSS", "AT", "FROM", "TO", "JOIN", "AND"),
        *("THERE", "PLACE", "ROOMWORD", "NOT", "SOMEONE", "ALONE", "NOBODY_ELSE", "HEDGE", "ARRIVE"),
        "ALWAYS",
    }
)
# what others do in a reason about them ("since everyone hangs out there", "cause nobody goes
# there"): their goings, never the sender's ("because I'll go there": an order, kept)
THEIRS = QUIET | {"GO", "STAY", "VISIT", "MEET", "RETURN_HOME"}
# the sender as the reason's subject: what follows is what they do
_SELF = re.compile(r"\s*(i|i'm|im|i'll|ill|i'd|i've|ive|we|we're|we'll|me|my)(?![\w'])", re.IGNORECASE)
# the sender's belief about someone else ("because I think Mike goes there"): the going is theirs
_THEY = re.compile(
    r"\s*(?:i|i'm|im) (?:think|thought|guess|bet|reckon|suspect|believe|heard|hear|feel like|have a feeling|"
    r"am pretty sure|'m pretty sure|know)(?: that)? (?!(?:i|i'm|im|i'll|ill|me|my|we)(?![\w']))",
    re.IGNORECASE,
)
# the classes of an unknown word a reason never holds (the order may be in it)
_BARRED = frozenset(
    {"number", "clock", "time", "kill", "condition", "otherwise", "door", "look", "correction", "reference"}
)
_ENDS = frozenset({"SEP", "THEN"})
_TIMES = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})


# "just in case" and who might come: a precaution, said beside the door or a stay
_JUST_IN_CASE = re.compile(r"just in case(?![\w'])", re.IGNORECASE)
_COMER = re.compile(r"(someone|somebody|anyone|anybody|he|she|they|the killer|a killer)$", re.IGNORECASE)
# what a precaution may stand before: the door, a stay, a look, or the clause's end
_GUARDED = frozenset({"DOOR_CLOSED", "DOOR_OPEN", "DOORWORD", "NOT_OPEN", "NOT_LET", "ONLY_OPEN", "STAY"})
_GUARDED |= frozenset({"PEEPHOLE", "WINDOW", "PEEK_VERB", "LOOK_CORRIDOR", "SEP", "THEN"})


def just_in_case(tokens: list[Token], text: str) -> list[Token]:
    """``just in case someone comes for me i keep my door shut till 10``, ``door shut, just in
    case``: "just in case", alone or with someone who might come (someone, he, she, they; and
    "comes", "knocks", "shows up"), before the door, a stay, a look or the clause's end, is a
    precaution: set aside and said. With a person of the game, a place, a time or anything else
    after it, it is left as said (a condition, read or refused)."""
    out = list(tokens)
    for m in _JUST_IN_CASE.finditer(text):
        k = next((j for j, t in enumerate(out) if (t.end_pos or 0) > m.start()), len(out))
        if k >= len(out) or out[k].type != "IF" or str(out[k]).lower() != "in case":
            continue
        end = k + 1
        who = text[out[k].end_pos or 0 : out[end].start_pos or 0] if end < len(out) else ""
        if end < len(out) and out[end].type in ("UNKNOWN", "PRONOUN", "SOMEONE"):
            if not _COMER.fullmatch(str(out[end]).strip()) or who.strip():
                continue
            end += 1
            if end >= len(out) or out[end].type not in ("ARRIVE", "KNOCK", "VISIT"):
                continue
            end += 1
        if end < len(out) and out[end].type not in _GUARDED:
            continue
        stop = out[end - 1].end_pos or 0
        if end < len(out) and out[end].type not in ("SEP", "THEN"):
            gap = text[stop : out[end].start_pos or 0]  # "for me" before the door (fillers)
            if gap.strip().lower() not in ("", "for me", "to me", "for us", "by", "over", "round"):
                continue
            stop += len(gap.rstrip())
        out[k:end] = [Token("ASIDE", text[m.start() : stop], start_pos=m.start(), end_pos=stop)]
        return just_in_case(out, text)
    return out


def reasons(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each reason (module doc) made one ASIDE word, from its first word to the
    last word of its clause."""
    out = just_in_case(list(tokens), text)
    for m in REASON.finditer(text):
        k = next((j for j, t in enumerate(out) if (t.end_pos or 0) > m.start()), len(out))
        if k < len(out) and (out[k].start_pos or 0) < m.start():
            continue  # inside a word the lexer read ("in case"): not this reason word
        first = k
        if first < len(out) and (out[first].start_pos or 0) < m.end():
            first += 1  # the reason word is a token of its own ("because", unknown)
        end = first
        while end < len(out) and out[end].type not in _ENDS:
            end += 1
        body = out[first:end]
        kinds = QUIET if _SELF.match(text, m.end()) and not _THEY.match(text, m.end()) else THEIRS
        if not body or body[0].type in _TIMES or not _quiet(body, lex, kinds):
            continue  # "since 9", "because" ending its clause, a reason an order may be in
        if first == k and text[m.end() : body[0].start_pos or 0].strip():
            continue  # a word between the reason and what follows it the lexer did not read
        said = text[m.start() : body[-1].end_pos or 0]
        out[k:end] = [Token("ASIDE", said, start_pos=m.start(), end_pos=body[-1].end_pos)]
    return out


def _quiet(body: list[Token], lex: Lexicon, kinds: frozenset[str]) -> bool:
    return all(
        (t.type in kinds or _sees_who(body, k))
        and not (t.type == "UNKNOWN" and classes_of(str(t), lex) & _BARRED)
        for k, t in enumerate(body)
    )


# what one wants to see, not whom one meets ("because I want to see who is there")
_WHO = re.compile(r"(who|who's|whos|whoever|whether|if anyone|if anybody)\b", re.IGNORECASE)


def _sees_who(body: list[Token], k: int) -> bool:
    """``see who is there`` inside a reason: what the sender wants to find out, no meeting."""
    nxt = body[k + 1] if k + 1 < len(body) else None
    return body[k].type == "MEET" and nxt is not None and _WHO.match(str(nxt)) is not None
