"""A kill said with a verb whose particle follows the person, read as the kill it is
(docs/PARSING.md, *Casual English*): "finish her off", "bump Tom off", "do him in", "take her
out" are "finish off", "bump off", "do in", "take out" with the person inside. Which verbs split
so is the lexicon's: every two-word kill word ("finish off") said around a person; never when a
place follows ("take Emma out to the garden" says no kill: refused, not guessed).
"""

from __future__ import annotations

import re
from functools import cache

from lark import Token

from blackhorse.orders.messagewords import message_words
from blackhorse.parsing.accounting import rebuilt

_WORD = re.compile(r"[a-z']+")


@cache
def _split_kills() -> frozenset[tuple[str, str]]:
    words = message_words()["words"]["KILL"]
    pairs = (w.split() for w in words if w.isascii())
    return frozenset((p[0], p[1]) for p in pairs if len(p) == 2)


@rebuilt
def separable_kill(tokens: list[Token], text: str) -> list[Token]:
    """``finish her off``: the kill of the person between the verb and its particle."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        k += 1
        if t.type not in ("NAME", "PRONOUN") or t.start_pos is None or t.end_pos is None:
            continue
        before = re.search(r"([a-z']+)\s+$", text[: t.start_pos])
        rest = text[t.end_pos :]
        after = _WORD.match(text, t.end_pos + len(rest) - len(rest.lstrip()))
        if before is None or after is None or (before[1], after[0]) not in _split_kills():
            continue
        prev = out[k - 2] if k >= 2 else None
        nxt = out[k] if k < len(out) else None
        verb_said = prev is not None and prev.start_pos == before.start(1)
        particle_said = nxt is not None and nxt.start_pos == after.start()
        # "knock her off": the verb read as a knock before the kill is seen (round eight)
        knocked = prev is not None and prev.type == "KNOCK" and str(prev).lower() == "knock"
        if verb_said and prev is not None and prev.type not in ("UNKNOWN", "ASIDE", "KILL") and not knocked:
            continue
        if particle_said and nxt is not None and nxt.type not in ("UNKNOWN", "AT", "ASIDE"):
            continue
        beyond = next((u for u in out[k:] if (u.start_pos or 0) >= after.end()), None)
        if beyond is not None and beyond.type in ("TO", "PLACE", "GO", "AT", "ROOMWORD", "VIA"):
            continue  # "take Emma out to the garden": no kill said
        kill = Token("KILL", f"{before[1]} {after[0]}", start_pos=before.start(1), end_pos=t.start_pos)
        first = k - 2 if verb_said else k - 1
        last = k + 1 if particle_said else k
        out[first:last] = [kill, t]
        k = first + 2
    return out


# the kill said as what becomes of the person: "she's done", "he's toast", "Mika's history"
_OUTCOME = re.compile(
    r"(?:(he|she|they)(?:'s|s|'re|re| is| are| will be|'ll be|ll be)?|([^\W\d_][\w-]*)(?:'s| is| will be))"
    r"\s+(?:a\s+)?(?:done for|done|dead meat|dead|gone|toast|history|finished|goner)(?![\w'])"
)
# the kill said as the person's dying: "she dies", "Mika dies", "he'll die", "she gets it", "he's getting it"
# the kill said in the passive, what is done to the person (issue 22, English round eight): "she gets
# terminated", "he's getting whacked", "Mika will get taken out", "he's getting pushed off the cliff"
_DONE_TO = (
    r"(?:killed|murdered|terminated|whacked|stabbed|poisoned|strangled|smothered|shot|eliminated|offed"
    r"|knocked off|bumped off|taken out|done in|rubbed out|snuffed out|finished off|dealt with|dispatched"
    r"|(?:pushed|thrown|shoved|tipped|chucked) (?:off|over) the cliff)"
)
_GETS = r"(?:gets|will get|is going to get|is gonna get|is getting|'s getting|s getting|'ll get|ll get)"
_DIES = re.compile(
    r"(?:(he|she|they)|([^\W\d_][\w-]*))"
    r"(?:\s+(?:dies|die|will die|is going to die|is gonna die|gets it)|(?:'ll|ll)\s+die"
    rf"|(?:\s+|(?='))(?:{_GETS})\s+{_DONE_TO}"
    rf"|\s+(?:is|will|shall|must)\s+(?:to\s+)?be\s+{_DONE_TO}"  # round 34: "he is to be dispatched"
    r"|(?:'s|s|\s+is)\s+(?:getting it|gonna get it|going to get it))(?![\w'])"  # round seven
)
# the kill said as the person's fate, in Chinese (round thirty-four: 如果Gus正好一个人在那里……那就是
# 他的末日了, 他就死定了)
_FATE_ZH = re.compile(
    r"(?:那|那么)?(?:(他|她)(?:就|可就|便)?(?:死定了|完蛋了|没命了|必死无疑)"
    r"|(?:(?:就|那就|便)?(?:是|将是))?(他|她)的(?:末日|死期)(?:了|到了)?)"
)
_OBJECT = {"he": "him", "she": "her", "they": "them"}
_OUTCOME_ENDS = frozenset({"SEP", "OTHERWISE", "AND", "THEN"})
_TARGET_THERE = frozenset({"MEET", "ALONE", "THERE", "ANYWHERE", "SOMEONE", "ALWAYS"})
_CLAUSE_STOPS = (".", ";", "!", "?", "\n")
# what a condition may say between commas before its outcome ("if X's there, alone or not, she's done")
_INSERTED = frozenset({"ALWAYS", "ALONE"})


def _after_a_condition(tokens: list[Token], k: int) -> bool:
    """Whether the words before ``k``, back to the sentence's start, are a condition on the
    person being there or met ("if I meet X alone", "if X is there alone", "anywhere, if I see
    X alone") with no kill yet."""
    j = k - 1
    if j >= 0 and tokens[j].type == "SEP" and str(tokens[j]) == ",":
        j -= 1
    if j >= 1 and all(tokens[i].type == "SEP" and str(tokens[i]) == "." for i in (j, j - 1)):
        while j >= 0 and tokens[j].type == "SEP" and str(tokens[j]) == ".":
            j -= 1  # 如果他一个人在那里……那就是他的末日了: a pause (an ellipsis), no stop (round 34)
    kinds: set[str] = set()
    clause = True  # still in the clause right before the outcome
    inserted: set[str] = set()  # the kinds since the last comma: ", alone or not," within the condition
    while j >= 0 and not (tokens[j].type == "SEP" and str(tokens[j]) in _CLAUSE_STOPS):
        if tokens[j].type == "SEP":
            clause = clause and bool(inserted) and inserted <= _INSERTED
            inserted = set()
        else:
            inserted.add(tokens[j].type)
        kinds.add(tokens[j].type)
        if tokens[j].type == "IF" and clause:
            break
        j -= 1
    if kinds & {"KILL", "OTHERWISE", "NOT", "NOT_THERE"}:
        return False
    opened = "IF" in kinds and clause and bool(kinds & _TARGET_THERE)
    return opened or {"ANYWHERE", "MEET"} <= kinds  # "anywhere" opened the sentence (standing.py)


@rebuilt
def outcome_kill(tokens: list[Token], text: str) -> list[Token]:
    """``if I meet Mika alone, she's done``, ``if he's there alone he's toast``, ``... Mika's
    history``: right after a condition on meeting the person or their being there, what becomes
    of them (done, dead, gone, toast, history, finished, a goner; "she dies", "he'll die") is the
    kill of them; "off her" there is "kill her" (:func:`off_them`). Only as the
    condition's whole outcome (the clause ends after it); "if she's gone" (a condition of its own)
    and "she's done" anywhere else are left as they are (refused, or read as before)."""
    low = text.lower()
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        latin = (str(t)[:1].isascii() or t.type == "NAME") and t.start_pos is not None
        m = (_OUTCOME.match(low, t.start_pos or 0) or _DIES.match(low, t.start_pos or 0)) if latin else None
        if m is None and not latin and t.start_pos is not None:
            fate = _FATE_ZH.match(text, t.start_pos)
            if fate is not None and _after_a_condition(out, k):
                k = _fate_said(out, k, fate)
                continue
        if m is None or not _after_a_condition(out, k):
            k += 1
            continue
        j, crossed = _words_to(out, k, m.end())
        # a knife emoji right after it ends it too ("she's done for 🔪": worldsaid, round eight)
        ends = j == len(out) or out[j].type in _OUTCOME_ENDS or str(out[j]) in ("🔪", "🗡")
        laughed = j < len(out) and out[j].type == "ASIDE" and str(out[j]).isascii()  # "he's done lol."
        ends = ends or laughed and (j + 1 == len(out) or out[j + 1].type in _OUTCOME_ENDS)
        person = t if m[2] and t.type == "NAME" else None
        if crossed or not ends or (m[2] and person is None):
            k += 1
            continue
        end = m.end()
        kill = Token("KILL", "kill", start_pos=t.start_pos, end_pos=end)
        who = (
            Token("NAME", str(person), start_pos=end, end_pos=end)
            if person is not None
            else Token("PRONOUN", _OBJECT[m[1]], start_pos=end, end_pos=end)
        )
        out[k:j] = [kill, who]
        k += 2
    return out


def _words_to(out: list[Token], k: int, end: int) -> tuple[int, bool]:
    """Where the words from ``out[k]`` that end by ``end`` stop, and whether the word there starts
    before ``end`` (an outcome that cuts a word: not read as one)."""
    j = k
    while j < len(out) and (out[j].end_pos or 0) <= end:
        j += 1
    return j, j < len(out) and (out[j].start_pos or 0) < end


def _fate_said(out: list[Token], k: int, fate: re.Match[str]) -> int:
    """``他就死定了`` read at ``out[k]`` as the kill of him, when the clause ends after it: the words
    it spans become 杀了 and 他 (outcome_kill, in Chinese). Where to read on from."""
    j, crossed = _words_to(out, k, fate.end())
    if crossed or not (j == len(out) or out[j].type in _OUTCOME_ENDS):
        return k + 1
    end = fate.end()
    him = fate[1] or fate[2]
    kill = Token("KILL", "杀了", start_pos=out[k].start_pos, end_pos=end)
    out[k:j] = [kill, Token("PRONOUN", him, start_pos=end, end_pos=end)]
    return k + 2


@rebuilt
def off_them(tokens: list[Token], text: str) -> list[Token]:
    """``if I meet Mika alone, off her``: "off" (a word the lexicon does not know) right before
    the person, as a condition's whole outcome, is the kill of them; anywhere else it stays
    unknown (refused at it)."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, person = out[k], out[k + 1]
        if t.type != "UNKNOWN" or str(t).lower() != "off" or person.type not in ("NAME", "PRONOUN"):
            continue
        ends = k + 2 == len(out) or out[k + 2].type in _OUTCOME_ENDS
        if ends and _after_a_condition(out, k):
            out[k] = Token("KILL", "kill", start_pos=t.start_pos, end_pos=t.end_pos)
    return out
