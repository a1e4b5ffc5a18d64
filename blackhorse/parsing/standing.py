"""A standing kill's window said out of its place in English (docs/PARSING.md, *Casual English*):

- **a standing kill's window said after it** ("if I bump into X alone anywhere before 10, kill
  her", "kill her wherever I meet her alone till 10", "... -- but only before 10", "anywhere
  after 9") is the window of that kill, as when it opens the sentence ("before 10, ...");
- **"at any point" in a condition said "in there"** ("at 10:30 back to my room. if H's alone in
  there with me at any point, kill him"): "there" is the place of the order before; the kill is
  that order's, armed for as long as it stands, and "at any point" says nothing more: set aside
  and said. It was read as a kill all night wherever one meets H, "in there" dropped (a misread:
  a kill in the garden at nine);
- **"anywhere" said before the condition** ("all night, anywhere, if I see X by herself, kill
  her", "at any point if X is alone, kill her") is "wherever I see X by herself": a kill that
  holds wherever one meets her.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import english, retoken

_SENTENCE_ENDS = (".", ";", "\n", "!", "?")


_AFTER = re.compile(r"(?<![a-z])(after|since|from)\s*$")


_STANDING = frozenset({"ANYWHERE", "MEET"})


def _sentences(tokens: list[Token]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    start = 0
    for k, t in enumerate(tokens):
        if t.type == "SEP" and str(t) in _SENTENCE_ENDS:
            out.append((start, k))
            start = k + 1
    out.append((start, len(tokens)))
    return [(a, b) for a, b in out if a < b]


# what may end the meeting's clause before ", alone," (its window said, or "anywhere")
_BEFORE_ALONE = frozenset({"TIME", "ANYWHERE", "RANGE", "PERIOD", "ALLNIGHT"})


@rebuilt
def alone_said_after(tokens: list[Token]) -> list[Token]:
    """``if I bump into X anywhere between nine and half ten, on her own, I'll do her in``: "alone"
    between commas after the meeting and its window is the meeting's: moved to right after the person
    met, where the reader takes it (round twenty-one). Only with a meeting of one person earlier in
    the sentence and no "alone" said yet."""
    out = list(tokens)
    for k in range(2, len(out) - 1):
        t, comma, after = out[k], out[k - 1], out[k + 1]
        if t.type != "ALONE" or str(comma) != "," or after.type != "SEP" or str(after) != ",":
            continue
        if out[k - 2].type not in _BEFORE_ALONE:
            continue
        start = max(
            (i for i in range(k) if out[i].type == "SEP" and str(out[i]) in _SENTENCE_ENDS), default=-1
        )
        met = [i for i in range(start + 1, k - 1) if out[i].type == "MEET"]
        if len(met) != 1 or met[0] + 1 >= k or out[met[0] + 1].type not in ("NAME", "PRONOUN"):
            continue
        if any(u.type in ("ALONE", "KILL") for u in out[start + 1 : k - 1]):
            continue
        j = met[0] + 2
        return [*out[:j], t, *out[j : k - 1], *out[k + 1 :]]
    return out


# a door rule right before the time: the time is the rule's ("keep my door closed before ten")
_DOOR_RULES = frozenset({"DOOR_CLOSED", "DOOR_OPEN", "ONLY_OPEN", "NOT_LET", "DOORWORD"})


@rebuilt
def standing_window(tokens: list[Token], text: str) -> list[Token]:
    """A standing kill's window said after what it holds for (see the module doc): moved to the
    start of its sentence, where the reader takes it as the kill's window."""
    out = list(tokens)
    for a, b in reversed(_sentences(out)):
        sentence = out[a:b]
        kinds = [t.type for t in sentence]
        if "KILL" not in kinds or not _STANDING & set(kinds):
            continue
        ranged = _range_after(sentence)
        if ranged is not None:  # "if I bump into X anywhere between nine and half ten, ...": its window
            i, j = ranged
            rest = sentence[:i] + sentence[j:]
            comma = Token("SEP", ",", start_pos=sentence[j - 1].end_pos, end_pos=sentence[j - 1].end_pos)
            out[a:b] = [*sentence[i:j], comma, *rest]
            continue
        if kinds.count("TIME") != 1:
            continue
        k = kinds.index("TIME")
        said = any(u in _STANDING or u in ("KILL", "IF") for u in kinds[:k])
        # the sentence's language by its first word that is no name nor a time ("Tiezhu: if I find
        # him ...": a name is written as the game writes it, 赵铁柱; a time as its minute)
        first_word = next((u for u in sentence if u.type != "NAME" and str(u)[:1].isalpha()), sentence[0])
        if not said or not english(first_word):
            continue
        if k and kinds[k - 1] in ("BEFORE", "UNTIL"):
            first = k - 1
            bound = [retoken("BEFORE", sentence[k - 1]), sentence[k]]
        elif _AFTER.search(text[: sentence[k].start_pos or 0]):
            first = k - 1 if k and kinds[k - 1] == "FROM" else k
            bound = [sentence[k]]
        else:
            continue
        while first and (
            str(sentence[first - 1]) in ("only", "but")
            or kinds[first - 1] == "SEP"
            and str(sentence[first - 1]) == "-"
        ):
            first -= 1
        if first and kinds[first - 1] in _DOOR_RULES:
            continue  # "kill him and keep my door closed before ten": the door rule's time (round nineteen)
        rest = sentence[:first] + sentence[k + 1 :]
        lead = 1 if rest and rest[0].type == "ALLNIGHT" else 0  # "tonight: ... before 10": the window
        comma = Token("SEP", ",", start_pos=bound[-1].end_pos, end_pos=bound[-1].end_pos)
        out[a:b] = [*bound, comma, *rest[lead:]]
    return out


def _range_after(sentence: list[Token]) -> tuple[int, int] | None:
    """Where "between A and B" stands in an English sentence after its meeting (``[i, j)``), when it
    is the sentence's only time: the standing kill's window said after what it holds for."""
    kinds = [t.type for t in sentence]
    if kinds.count("TIME") != 2 or "BETWEEN" not in kinds:
        return None
    i = kinds.index("BETWEEN")
    j = i + 2 if i + 2 < len(kinds) and kinds[i + 1] == "TIME" else -1
    if j < 0 or not english(sentence[i]):
        return None
    if kinds[j] in ("AND", "TO", "UNTIL"):
        j += 1
    if j >= len(kinds) or kinds[j] != "TIME" or not any(u in _STANDING for u in kinds[:i]):
        return None
    return i, j + 1


# the words of "anywhere" that say when, not where
_ANY_TIME = frozenset({"any time", "anytime", "at any time", "at any point", "any moment", "at any moment"})


@rebuilt
def there_at_any_point(tokens: list[Token]) -> list[Token]:
    """``if H's alone in there with me at any point, kill him``: the condition's "there" is the
    place of the order before; "at any point" is set aside and said (see the module doc)."""
    out = list(tokens)
    for a, b in _sentences(out):
        kinds = [t.type for t in out[a:b]]
        if "IF" not in kinds or "KILL" not in kinds:
            continue
        first = a + kinds.index("IF")
        kill = a + kinds.index("KILL")
        for k in range(first + 1, b):
            t = out[k]
            said = t.type == "ANYWHERE" and str(t).lower() in _ANY_TIME and english(t)
            cond = out[first + 1 : k] + out[k + 1 : kill] if k < kill else out[first + 1 : k]
            there = any(u.type == "THERE" for u in cond) and not any(u.type == "PLACE" for u in cond)
            if (
                said
                and there
                and out[k - 1].type == "THERE"
                and [u.type for u in out[k + 1 : k + 3]] == ["AND", "ALONE"]
            ):
                read_past(out[k - 1], t)  # shows up there at any point and it's just us: the case's "there"
                del out[k]
                break
            if said and there:
                out[k] = retoken("ASIDE", t)
    return out


def _kill_next(out: list[Token], k: int) -> bool:
    return k < len(out) and out[k].type == "KILL"


def _if_before(out: list[Token], k: int) -> bool:
    """Whether the sentence of ``out[k]`` has "if" before it and no kill yet."""
    j = k - 1
    while j >= 0 and not (out[j].type == "SEP" and str(out[j]) in _SENTENCE_ENDS):
        if out[j].type == "KILL":
            return False
        if out[j].type == "IF":
            return True
        j -= 1
    return False


@rebuilt
def anywhere_first(tokens: list[Token]) -> list[Token]:
    """``all night, anywhere, if I see X by herself, kill her``: "anywhere, if I meet X" is
    "wherever I meet X" (a kill that holds wherever one meets her)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ANYWHERE" or not english(t):
            continue
        tonight = k + 2 < len(out) and out[k + 1].type == "ALLNIGHT"
        kill_after = tonight and (
            out[k + 2].type == "KILL" or out[k + 2].type == "SEP" and _kill_next(out, k + 3)
        )
        if kill_after and _if_before(out, k):
            # "if X turns up alone at any point tonight, kill her": "tonight" is the night
            # "anywhere" holds for anyway (it stood between the condition and its kill)
            return [*out[: k + 1], *out[k + 2 :]]
        j = k + 1
        night: list[Token] = []
        while j < len(out) and (out[j].type == "ALLNIGHT" or out[j].type == "SEP" and str(out[j]) in ",:-"):
            night += [out[j]] if out[j].type == "ALLNIGHT" else []
            j += 1
        if j + 1 < len(out) and out[j].type == "IF" and out[j + 1].type == "MEET":
            return [*out[:k], *night, t, *out[j + 1 :]]
        alone = j + 2 < len(out) and out[j + 2].type == "ALONE"  # "at any point if X is alone"
        if j + 1 < len(out) and out[j].type == "IF" and out[j + 1].type in ("NAME", "PRONOUN") and alone:
            return [*out[:k], *night, t, *out[j + 1 :]]
    return out


_A_GOING = frozenset({"GO", "PLACE", "ROOMWORD", "RETURN_HOME", "KNOCK", "VISIT", "STAY", "OTHERWISE"})
_STOPS = frozenset({".", ";", "!", "?", "\n"})


def otherwise_after_standing(tokens: list[Token]) -> list[Token]:
    """``If I meet X alone anywhere, she's done. Otherwise: 8:30 garden, ...``: "otherwise"
    opening a sentence after a standing kill (a kill wherever one meets the person, with no going:
    it has no alternative), right before a time, says "apart from that": the timed list that
    follows is the plan. Set aside and said; anywhere else it is read as before."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "OTHERWISE" or not english(t) or k == 0:
            continue
        if not (out[k - 1].type == "SEP" and str(out[k - 1]) in _STOPS):
            continue
        nxt = next((u for u in out[k + 1 :] if not (u.type == "SEP" and str(u) in (":", ","))), None)
        if nxt is None or nxt.type != "TIME":
            continue
        j = k - 2
        while j >= 0 and not (out[j].type == "SEP" and str(out[j]) in _STOPS):
            j -= 1
        kinds = {u.type for u in out[j + 1 : k - 1]}
        if "KILL" in kinds and kinds & _STANDING and not kinds & _A_GOING:
            out[k] = retoken("ASIDE", t)
    return out
