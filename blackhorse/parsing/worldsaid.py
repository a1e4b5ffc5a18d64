"""English as players across the world write it, round eight (issue 22; docs/PARSING.md,
*English, round eight*).

- **A knife beside a kill said in English words** (``if he's alone there, she's done for 🔪``,
  ``I'm terminating him 🔪``): the kill said in words is the order, the knife its decoration, as
  ``直接刀🔪`` already was (:func:`blackhorse.parsing.clubsaid.knife_for_kill`). The knife was judged
  before the English kills said as outcomes or in slang were read (``killsaid``), so it stood in a
  clause with no kill yet and was refused. Here, after them, a knife refused so is punctuation again
  when its clause (back to a separator or a time) or the word right after it is a kill; anywhere
  else it stays refused (a kill of whom, on what case?).
- **"That's him done for"** (Scottish and Irish: ``if he's on his own, that's him done for``, ``that's
  Tom finished``): what becomes of the person said with "that's" before them is the kill of them, as
  ``he's done for`` is (:func:`blackhorse.parsing.killsaid.outcome_kill`), on the same terms: right
  after a condition on the person being there or met, as the condition's whole outcome.
- **"And" before the meeting's "alone"** (``if I bump into Tom and there's nobody else about``, ``if I
  meet her and nobody else is around``, ``if I catch him and he's on his own``): the "and" joins the
  meeting to its one condition, read with it; the grammar refused it before "nobody else" (a message
  of its own was read by the second reader, dropping the "and"; with a word set aside beside it, it
  was refused). Only between the person met and "alone" / "nobody else", after a meeting in the
  same clause.
- **Going to visit a room** (``At 9 I go to visit the room 205``, ``I'll go and visit 207``): a going
  right before a visit said of a room is the visit's own going, read with it, as a going right before
  a knock is (``knockgoingsaid.py``); it was two goings, refused. Only a visit of a room: "go to visit
  Tom" was read already.
- **A route said with "over"** (``go to the garden over the east stairs``, ``head to the lawn over
  the west stairs``): "over" (a filler, as in "go over to") right between a place gone to
  and a staircase is the way, as "via" is; it was two places, refused. Only before a staircase right
  after the place gone to.
- **"It's just her in there"** (``if it's just her in there, ...``, ``if it's only Tom there``, ``kill
  him if it's just him``): the person alone, as "if she is alone there" is. "just" is a filler and "it's"
  one too, so it was read as "if she is there", a kill whoever is around: **a misread found on
  parse25**. Only inside a condition (an "if" earlier in its clause).
- **An offer to answer, with its "if"** (``Let me know if there are any blockers.``, ``shout if
  anything's off``, ``ping me in case something's unclear``, ``give me a shout if you need
  anything``): a sentence opening with a request to be told or asked, then "if" / "whether" / "in
  case", is the sign-off of a letter or a work chat, no condition of an order: set aside whole and
  said. **Decision:** only as a sentence of its own (from the message's or a sentence's start to its
  end), and only when nothing in it is a word of an order (a name, a place, a time, a going, a look,
  a kill, the door, "alone", "otherwise" ...): ``let me know if Tom is alone`` is refused as before.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.killsaid import _after_a_condition

_KNIVES = ("🔪", "🗡")
_CLAUSE_ENDS = frozenset({"SEP", "TIME", "PERIOD", "RANGE"})


def knife_beside_kill(tokens: list[Token]) -> list[Token]:
    """A knife refused as a kill of no one (an ``UNKNOWN`` knife) whose clause, or the word right
    after it, says a kill in words: punctuation, as in ``直接刀🔪`` (module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "UNKNOWN" or not any(x in str(t) for x in _KNIVES):
            continue
        j = k - 1
        killed = False
        while j >= 0 and out[j].type not in _CLAUSE_ENDS:
            killed = killed or out[j].type == "KILL"
            j -= 1
        nxt = out[k + 1] if k + 1 < len(out) else None
        if killed or nxt is not None and nxt.type == "KILL":
            out[k] = retoken("SEP", t)
    return out


_THATS = re.compile(r"(?<![a-z])that(?:'s|s| is)?\s*$")
_DONE = re.compile(
    r"\s+(?:a\s+)?(?:done for|dead meat|done|dead|toast|history|finished|a goner|goner)(?![\w'])"
)
_OUTCOME_ENDS = frozenset({"SEP", "OTHERWISE", "AND", "THEN"})


@rebuilt
def thats_them_done(tokens: list[Token], text: str) -> list[Token]:
    """``..., that's him done for``: the kill of the person, right after a condition on them (module doc)."""
    low = text.lower()
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, person = out[k], out[k + 1]
        begin = t.start_pos or 0
        if t.type != "POSS" or person.type not in ("NAME", "PRONOUN") or not _THATS.search(low[: begin + 2]):
            k += 1
            continue
        done = _DONE.match(low, person.end_pos or 0)
        j = k + 2
        while done is not None and j < len(out) and (out[j].end_pos or 0) <= done.end():
            j += 1
        ends = j == len(out) or out[j].type in _OUTCOME_ENDS or str(out[j]) in _KNIVES
        if done is None or not ends or not _after_a_condition(out, k):
            k += 1
            continue
        out[k:j] = [Token("KILL", "kill", start_pos=begin, end_pos=done.end()), person]
        k += 2
    return out


# a request to be told or asked, then its "if": a letter's or a work chat's sign-off
_OFFER = re.compile(
    r"(?:please |pls |plz |do |just |and |feel free to )?"
    r"(?:let me know|lmk|ping me|shout|give me a shout|give me a bell|message me|text me|dm me|pm me"
    r"|tell me|reach out|holler|drop me a line|ask me|get back to me|flag it|ask away|just ask|ask)"
    r"(?: to me| at me)? (?:if|whether|in case|should)(?![a-z])"
)
# the words of an order: a sentence holding one is never a sign-off
_ORDER_WORDS = frozenset(
    {"NAME", "WHO", "PLACE", "TIME", "PERIOD", "RANGE", "ALLNIGHT", "KILL", "GO", "RETURN_HOME", "STAY"}
    | {"PEEK_VERB", "WINDOW", "PEEPHOLE", "LOOK_CORRIDOR", "VISIT", "KNOCK", "DOOR_OPEN", "DOOR_CLOSED"}
    | {"ONLY_OPEN", "NOT_LET", "EXCEPT", "UNTIL", "BEFORE", "OTHERWISE", "NOBODY_OPENS", "ALONE", "MEET"}
    | {"ANYWHERE", "ALWAYS", "AFTER_KILL", "ROOMWORD", "VIA", "DOORWORD", "DOOR_VERB", "NOT_OPEN", "BA"}
)
_SENTENCE_ENDS = (".", "!", "?", "\n", ";", "。", "！", "？")


def offer_to_answer(tokens: list[Token], text: str) -> list[Token]:
    """``Let me know if there are any blockers.``: a sign-off, set aside (module doc)."""
    low = text.lower()
    out = list(tokens)
    k = 0
    while k < len(out):
        mark = str(out[k - 1]) if k else ""
        opens = k == 0 or out[k - 1].type == "SEP" and ("\n" in mark or mark.strip() in _SENTENCE_ENDS)
        begin = (out[k - 1].end_pos or 0) if k else 0  # the sentence's start: "let me" is a filler
        while begin < len(low) and low[begin] in " \t":
            begin += 1
        if not opens or _OFFER.match(low, begin) is None:
            k += 1
            continue
        j = k
        while j < len(out) and not (
            out[j].type == "SEP" and ("\n" in str(out[j]) or str(out[j]).strip() in _SENTENCE_ENDS)
        ):
            j += 1
        if j == k or any(u.type in _ORDER_WORDS for u in out[k:j]):
            k = j + 1
            continue
        said = set_aside_together(out[k:j])  # said back from the sentence's start ("Let me know ...")
        out[k:j] = [Token("ASIDE", text[begin : said.end_pos], start_pos=begin, end_pos=said.end_pos)]
        k += 1
    return out


_MET_ALONE = frozenset({"NOBODY_ELSE", "ALONE"})


def _said_in_clause_of(out: list[Token], j: int, kind: str) -> bool:
    """Whether a word of ``kind`` (a meeting, an "if") stands at ``out[j]`` or before it in its
    clause, back to the separator that opens the clause: the word after ``j`` is said under it."""
    while j >= 0 and out[j].type not in ("SEP", kind):
        j -= 1
    return j >= 0 and out[j].type == kind


def and_alone(tokens: list[Token]) -> list[Token]:
    """``if I bump into Tom and there's nobody else about``: "and" read with "nobody else" (module doc)."""
    out = list(tokens)
    k = 1
    while k + 1 < len(out):
        t, before, after = out[k], out[k - 1], out[k + 1]
        if t.type != "AND" or before.type not in ("NAME", "PRONOUN") or after.type not in _MET_ALONE:
            k += 1
            continue
        if not _said_in_clause_of(out, k - 2, "MEET"):
            k += 1
            continue
        read_past(after, t)
        del out[k]
    return out


def going_to_visit(tokens: list[Token]) -> list[Token]:
    """``I go to visit the room 205``: the going read with the visit's own going (module doc)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t, visit, room = out[k], out[k + 1], out[k + 2]
        said = str(visit).lower()
        if t.type == "GO" and visit.type == "GO" and said.startswith("visit") and room.type == "PLACE":
            read_past(visit, t)
            del out[k]
            continue
        k += 1
    return out


_OVER = re.compile(r"\s*over\s*$")


def over_the_stairs(tokens: list[Token], text: str) -> list[Token]:
    """``go to the garden over the east stairs``: "over" before the stairs is the route (module doc)."""
    out = list(tokens)
    k = 2
    while k < len(out):
        place, stairs, going = out[k - 1], out[k], out[k - 2]
        gap = text[place.end_pos or 0 : stairs.start_pos or 0].lower()
        if (
            going.type == "GO"
            and place.type == "PLACE"
            and stairs.type == "PLACE"
            and "stairs" in str(stairs.value)
            and _OVER.fullmatch(gap)
        ):
            at = (place.end_pos or 0) + len(gap) - len(gap.lstrip())
            out.insert(k, Token("VIA", gap.strip(), start_pos=at, end_pos=at + len(gap.strip())))
            k += 1
        k += 1
    return out


_JUST = re.compile(r"(?:it'?s|it is)\s+(?:just|only)\s+$")


@rebuilt
def just_them(tokens: list[Token], text: str) -> list[Token]:
    """``if it's just her in there``: her alone there (module doc)."""
    low = text.lower()
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        if t.type not in ("NAME", "PRONOUN") or not _JUST.search(low[: t.start_pos or 0]):
            k += 1
            continue
        if not _said_in_clause_of(out, k - 1, "IF"):
            k += 1
            continue
        if out[k - 1].type == "ONLY":  # "it's only Tom": the "only" is the "alone"
            read_past(t, out[k - 1])
            del out[k - 1]
            k -= 1
        nxt = out[k + 1] if k + 1 < len(out) else None
        end = t.end_pos or 0
        if nxt is not None and nxt.type == "THERE":  # "in there": alone there
            out[k + 1] = retoken("ALONE", nxt, "alone")
        elif nxt is None or nxt.type != "ALONE":
            out.insert(k + 1, Token("ALONE", "alone", start_pos=end, end_pos=end))
        k += 2
    return out
