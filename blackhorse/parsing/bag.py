"""A clause the grammar refused, read as a bag of its parts: the order of an order's parts.

People say the parts of an order in many orders: ``花园九点去`` (the place, the time, then the
verb), ``赵强那里去``, ``去9点花园``, ``草坪去，十点``. The grammar (:mod:`~blackhorse.parsing.grammar`)
reads the usual orders; when it refuses a clause (the words between two separators: a comma,
a full stop, a dash, an arrow, a line end), :func:`rearranged` tries the clause's movable parts
at every other place in it:

- a **time** (``9点``, ``at 9``, ``from 9``, a period ``第二时段``): the time of the one order the
  clause says;
- a **verb** that takes a place or a person (going ``去`` / "go", knocking, visiting, staying,
  peeking ``看``, killing ``杀``): the verb of the one place or person the clause names.

Only these parts move; places, people, conditions, the door, "otherwise" and every word that
could change what an order means stay where they were said. Each arrangement the grammar reads
is a *reading*: the phrases it gives (going to the garden, the time 21:00, ...) whatever their
order. The clause is read when every reading gives the same phrases; the arrangement kept is the
one closest to the usual order (time, going, looking, condition, kill). When two readings give
different phrases (the verb could take either of two places) the clause is refused at the part
that moved, naming both readings in the player's own words; when no arrangement reads, the
grammar's refusal stands. A clause holding an unknown word set aside is never rearranged: that
word may be what was meant, and it is refused instead (:func:`blackhorse.parsing.aside.blamed`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lark import Token
from lark.exceptions import UnexpectedEOF, UnexpectedToken

from blackhorse.parsing.drafts import Fault, Span
from blackhorse.parsing.grammar import Phrase, parser
from blackhorse.parsing.phrases import Phrases

# the verbs that may move: each takes a place or a person said beside it
VERBS = frozenset({"GO", "KILL", "PEEK_VERB", "KNOCK", "VISIT", "STAY"})
# the words that take the word after them (on the lawn, to 205, via the stairs): no time moves between
HEADS = frozenset({"AT", "TO", "FROM", "VIA", "THROUGH", "POSS"})
# the words that may open a time part (at 9, from 9)
TIME_OPENERS = frozenset({"AT", "FROM"})
# how far along the usual order each phrase comes (what the kept arrangement is closest to)
RANK = {
    "time": 0,
    "period": 0,
    "allnight": 0,
    "between": 0,
    "before": 0,
    "until": 1,
    "leave": 1,
    "via": 2,
    "go": 2,
    "stay": 2,
    "knock": 2,
    "peek": 3,
    "cond": 4,
    "kill": 5,
    "always": 6,
    "otherwise": 7,
}
MAX_REARRANGED = 6  # clauses of one message rearranged at most
MAX_CLAUSE = 12  # words: a longer clause is not rearranged (the grammar's refusal stands)


def failed_at(tokens: Sequence[Token], exc: UnexpectedToken | UnexpectedEOF) -> int:
    """The index of the word the grammar refused (``len(tokens)``: the message ended early)."""
    tok = getattr(exc, "token", None)
    if tok is None or tok.type == "$END":
        return len(tokens)
    for k, t in enumerate(tokens):
        if t is tok or (t.start_pos == tok.start_pos and t.type == tok.type):
            return k
    return len(tokens)


def clause_of(tokens: Sequence[Token], at: int) -> tuple[int, int]:
    """The clause (``tokens[start:end]``, no separator inside) holding the word at ``at``; a
    separator refused ends the clause before it (``花园去，``: the verb wanted a place)."""
    k = min(at, len(tokens) - 1)
    if k >= 0 and tokens[k].type == "SEP":
        k -= 1
    while k > 0 and tokens[k].type == "SEP":
        k -= 1
    start = k
    while start > 0 and tokens[start - 1].type != "SEP":
        start -= 1
    end = k + 1
    while end < len(tokens) and tokens[end].type != "SEP":
        end += 1
    return start, end


def _parts(clause: Sequence[Token]) -> list[list[Token]]:
    """The clause cut into parts: a time with the word opening it (at 9), else one word each."""
    out: list[list[Token]] = []
    k = 0
    while k < len(clause):
        t = clause[k]
        if t.type in TIME_OPENERS and k + 1 < len(clause) and clause[k + 1].type == "TIME":
            out.append([t, clause[k + 1]])
            k += 2
            continue
        out.append([t])
        k += 1
    return out


def _movable(part: list[Token]) -> bool:
    kinds = [t.type for t in part]
    return kinds[-1] in ("TIME", "PERIOD") or kinds[0] in VERBS and len(kinds) == 1


# the phrase a verb moved must still head
ROLE = {"GO": "go", "VISIT": "go", "KILL": "kill", "PEEK_VERB": "peek", "KNOCK": "knock", "STAY": "stay"}


def _keeps_role(part: list[Token], phrases: list[Phrase]) -> bool:
    """Whether the part moved still says what it said: a time is the time of an order (not the
    end of an "until" nor one end of a range: ``stay until`` + 9:00 is no arrangement), a verb
    still heads its own phrase (going, killing, ...)."""
    start, end = part[0].start_pos or 0, part[-1].end_pos or 0
    if part[-1].type in ("TIME", "PERIOD"):
        kind = "time" if part[-1].type == "TIME" else "period"
        return any(p.kind == kind and (p.start, p.end) == (start, end) for p in phrases)
    role = ROLE[part[0].type]
    return any(p.kind == role and p.start <= start and end <= p.end for p in phrases)


# the roles of a bag: each filled once at most (one time, one place to go, one kill ...)
ROLES = {"time": "time", "period": "time", "between": "time", "go": "go", "stay": "go"}


def _once(phrases: list[Phrase]) -> bool:
    """Whether each role of the bag is filled once at most (草坪过去那边: two places to go, no
    bag; 过去草坪那边: one)."""
    roles = [ROLES.get(p.kind, p.kind) for p in phrases if p.kind in (*ROLES, "kill", "peek", "cond")]
    return len(roles) == len(set(roles))


def _read(words: list[Token]) -> list[Phrase] | None:
    try:
        tree = parser().parse(words)  # type: ignore[arg-type]
    except (UnexpectedEOF, UnexpectedToken):
        return None
    phrases: list[Phrase] = Phrases().transform(tree)
    return phrases


def _key(value: Any) -> Any:
    """What a phrase says, without where it was said."""
    if isinstance(value, Phrase):
        said = ((k, _key(v)) for k, v in value.args.items() if v not in (None, False, [], ()))
        return (value.kind, tuple(sorted(said)))  # (a place alone and 去+place: the same going)
    if isinstance(value, (list, tuple)):
        return tuple(_key(v) for v in value)
    return value


def _said(words: list[Token], text: str) -> str:
    """An arrangement in the player's own words (Chinese run together, else with spaces)."""
    parts = [text[(t.start_pos or 0) : (t.end_pos or 0)] for t in words]
    zh = any("\u4e00" <= ch <= "\u9fff" for ch in text)
    return ("" if zh else " ").join(p for p in parts if p)


def _readings(clause: list[Token]) -> dict[Any, tuple[tuple[int, ...], list[Token], list[Token]]]:
    """Every arrangement of ``clause`` moving one movable part that the grammar reads, by what
    it says: (how far from the usual order, the words, the part moved)."""
    parts = _parts(clause)
    readings: dict[Any, tuple[tuple[int, ...], list[Token], list[Token]]] = {}
    for i, part in enumerate(parts):
        if not _movable(part):
            continue
        rest = parts[:i] + parts[i + 1 :]
        for j in range(len(rest) + 1):
            if j == i or j and rest[j - 1][-1].type in HEADS and part[-1].type in ("TIME", "PERIOD"):
                continue  # (a time not between "on" and "the lawn": a word and what it takes)
            words = [t for p in rest[:j] + [part] + rest[j:] for t in p]
            phrases = _read(words)
            if phrases is None or not _keeps_role(part, phrases) or not _once(phrases):
                continue
            key = tuple(sorted(map(repr, (_key(p) for p in phrases))))
            rank = tuple(RANK.get(p.kind, 8) for p in phrases)
            if key not in readings or rank < readings[key][0]:
                readings[key] = (rank, words, part)
    return readings


# what a clause said before the verb's own clause may hold to be that verb's object (花园，九点去)
TOPIC = frozenset({"PLACE", "ROOMWORD", "THERE", "NAME", "POSS", "DOORWORD"})


def rearranged(
    tokens: list[Token], at: int, text: str, set_aside: Sequence[Span] = ()
) -> list[Token] | Fault | None:
    """``tokens`` with the clause holding the refused word ``at`` rearranged into the one
    reading its parts allow; a :class:`Fault` naming two readings when they differ; None when
    the clause is not rearranged (no arrangement reads, or a word set aside lies in it). A
    clause of only a place or a person right before (``花园，九点去``: the topic, then what is
    done with it) is read with it as one bag."""
    if not tokens:
        return None
    start, end = clause_of(tokens, at)
    clause = list(tokens[start:end])
    if not clause or len(clause) > MAX_CLAUSE:
        return None
    first, last = clause[0].start_pos or 0, clause[-1].end_pos or 0
    if any(first <= s < last or first < e <= last for s, e in set_aside):
        return None
    readings = _readings(clause)
    if not readings and all(t.type in TOPIC for t in clause) and end + 1 < len(tokens):
        start, end = end + 1, clause_of(tokens, end + 1)[1]  # 草坪那边，十点过去: the topic refused
        clause = list(tokens[start:end])
    if not readings and start >= 2 and tokens[start - 1].type == "SEP":
        before, _ = clause_of(tokens, start - 2)
        topic = list(tokens[before : start - 1])
        said = text[topic[-1].end_pos or 0 : tokens[start - 1].end_pos or 0] if topic else ""
        if topic and all(t.type in TOPIC for t in topic) and not SENTENCE_MARK.search(said):
            readings, start = _readings(topic + clause), before
    if not readings:
        return None
    if len(readings) > 1:
        (_, one, moved), (_, other, _) = sorted(readings.values(), key=lambda r: r[0])[:2]
        span = (moved[0].start_pos or 0, moved[-1].end_pos or 0)
        return Fault(*span, "parts_ambiguous", (("one", _said(one, text)), ("other", _said(other, text))))
    (_, words, _) = next(iter(readings.values()))
    return list(tokens[:start]) + words + list(tokens[end:])


SENTENCE_MARK = re.compile(r"[\n.!?;。！？；]")
