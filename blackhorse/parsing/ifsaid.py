"""Conditions said casually in English, read as the conditions they are (docs/PARSING.md, *Casual English*):

- **one alternative said as several failures**, joined by "or" ("if she's not there or won't
  open, go to the garden", "if Emma or anyone else is there, or he doesn't open, ..."): every
  way the order can fail is what "otherwise" covers, so after a kill on someone alone the whole
  clause is that kill's "otherwise"; without a kill, a refused knock (which an alternative
  always covers) adds nothing to "if she's not there";
- **"unless someone is there"** is "if nobody else is there" (除非有人 likewise);
- **"if she's got company"** after a kill ("if he has visitors", "if she's got someone over") is
  "if someone else is there": the person is the kill's target, said again;
- **"only" before "if" or a kill** ("kill him only if he's alone", "only kill him if ...") is
  emphasis, not the door's "only";
- **"if she shows up"** after a kill is the target there (the kill waits for its target);
- **the one to kill there, and someone else away** (``Tom在，而且周正不在，就杀Tom``): the kill needs
  its target there anyway, so the condition is the other one, someone away (round nineteen); only
  where the kill names the one said there (a pronoun after it would name the other).
"""

from __future__ import annotations

import re
from itertools import takewhile

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import SENTENCE_ENDS, arrives, english, retoken

# the pieces of a failure clause: what may stand between "if" and what to do instead
_FAILURE_WORDS = frozenset(
    {"NAME", "PRONOUN", "POSS", "NOT_THERE", "NOT", "DOOR_VERB", "NOT_OPEN", "NOBODY_ELSE", "NOBODY_OPENS"}
    | {"DOOR_CLOSED"}
    | {"SOMEONE", "ALONE", "CHOICE", "SEP", "IF", "DOORWORD", "DOOR_CLOSED", "OTHERWISE"}
)


_CLAUSE_STARTS = frozenset({"SEP", "AND", "THEN"})


ORDER_STARTS = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE"})


def unless_someone(tokens: list[Token]) -> list[Token]:
    """``unless someone's there`` / ``除非有人``: if nobody else is there."""
    out = list(tokens)
    for k in range(len(out) - 1):
        if out[k].type == "UNLESS" and out[k + 1].type == "SOMEONE":
            out[k] = retoken("IF", out[k])
            out[k + 1] = retoken("NOBODY_ELSE", out[k + 1])
    return out


@rebuilt
def has_company(tokens: list[Token]) -> list[Token]:
    """``kill her if she's alone; if she's got company, go home``: someone else there."""
    out = list(tokens)
    for k in range(len(out) - 2):
        said = out[k].type == "IF" and out[k + 1].type == "PRONOUN" and out[k + 2].type == "SOMEONE"
        if said and english(out[k + 1]) and kill_before(out, k)[0]:
            del out[k + 1]
    return out


_THIRD = frozenset({"he", "she", "they", "he's", "she's", "they're", "hes", "shes"})


@rebuilt
def there_and_away(tokens: list[Token]) -> list[Token]:
    """``Tom在，而且周正不在，就杀Tom``: the target there, then someone else away, then the kill of
    that target: the target's being there is read with the kill (module doc)."""
    out = list(tokens)
    for k in range(len(out) - 4):
        x, at = out[k], out[k + 1]
        if x.type != "NAME" or at.type not in ("AT", "THERE") or (k and out[k - 1].type not in ("SEP", "IF")):
            continue
        j = k + 2 + (out[k + 2].type == "SEP" and str(out[k + 2]) == ",")
        if (
            j + 1 >= len(out)
            or out[j].type != "NAME"
            or str(out[j]) == str(x)
            or out[j + 1].type != "NOT_THERE"
        ):
            continue
        m = j + 2 + (j + 2 < len(out) and out[j + 2].type == "SEP" and str(out[j + 2]) == ",")
        if (
            m + 1 < len(out)
            and out[m].type == "KILL"
            and out[m + 1].type == "NAME"
            and str(out[m + 1]) == str(x)
        ):
            return [*out[:k], *there_and_away(out[j:])]
    return out


# what may stand between the one met and "and he's alone": where and when
_BETWEEN = frozenset({"ANYWHERE", "ALLNIGHT"})


@rebuilt
def met_and_alone(tokens: list[Token]) -> list[Token]:
    """``if I meet X and he is alone``, ``whenever I run into X and nobody else is around``, ``if I
    bump into X anywhere and she's by herself``: the
    meeting and, said after "and", the one met alone (the pronoun is X: no one else is named
    between): X met alone, as ``if I meet X alone`` is. It was read as X alone where one stands, an
    order at the night's start instead of the kill that holds all night (a misread)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        # ... X anywhere (tonight) and she's alone: "anywhere", "tonight" said between (wherever one
        # meets X; round twenty-two: if i run into kev anywhere tonight and hes alone): alone said
        # right after X, where the grammar has it
        at = len(out)
        while at > 0 and len(out) - at < 2 and out[at - 1].type in _BETWEEN:
            at -= 1
        met = at >= 2 and out[at - 2].type == "MEET" and out[at - 1].type == "NAME"
        if met and t.type == "AND" and english(t) and k + 1 < len(tokens):
            nxt = tokens[k + 1]
            said = str(nxt).lower()
            if nxt.type == "NOBODY_ELSE" or nxt.type == "ALONE" and said.startswith(("by ", "on ")):
                out.insert(at, retoken("ALONE", nxt))  # ... and nobody else is around
                k += 2
                continue
            pair = tokens[k + 2] if k + 2 < len(tokens) else None
            if nxt.type == "PRONOUN" and said in _THIRD and pair is not None and pair.type == "ALONE":
                out.insert(at, retoken("ALONE", pair))  # ... and he is alone
                k += 3
                continue
        out.append(t)
        k += 1
    return out


# what a condition is said with between its "if" and its "then" (if Zhang Wei isn't there then ...)
_CONDITION_WORDS = frozenset(
    {"NAME", "PRONOUN", "POSS", "NOT_THERE", "NOT", "ALONE", "SOMEONE", "NOBODY_ELSE", "THERE", "ARRIVE"}
    | {"DOOR_VERB", "NOT_OPEN", "AT", "PLACE", "ROOMWORD", "CHOICE", "MEET", "ALWAYS"}
)


@rebuilt
def if_then(tokens: list[Token]) -> list[Token]:
    """``if Zhang Wei is not there then go to the garden``, ``if 阿杰 not there then garden``: the
    "then" that ends a condition says nothing more: what follows it is what the condition does
    (it was refused as "then when?")."""
    out: list[Token] = []
    for t in tokens:
        if t.type == "THEN" and str(t).lower() == "then" and english(t):
            j = len(out) - 1
            while j >= 0 and out[j].type in _CONDITION_WORDS:
                j -= 1
            if 0 <= j < len(out) - 1 and out[j].type in ("IF", "UNLESS", "NOBODY_OPENS") and english(out[j]):
                continue
            if j == len(out) - 1 and j >= 0 and out[j].type == "NOBODY_OPENS":
                continue  # "if nobody opens then garden"
        out.append(t)
    return out


@rebuilt
def is_in_contracted(tokens: list[Token]) -> list[Token]:
    """``if C's in the garden``, ``if D's at 205``, ``if Tom's on his lonesome``: the "'s" after the
    person a condition opens with, before where they are or their being alone, is "is" (it was
    read as "C's garden" and refused at it)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "POSS"
            and str(t) == "'s"
            and k >= 2
            and tokens[k - 1].type == "NAME"
            and tokens[k - 2].type in ("IF", "UNLESS")
            and nxt is not None
            and nxt.type in ("AT", "ALONE")
        ):
            continue  # quiet: the condition's "in ..." (or "on his lonesome") says it
        out.append(t)
    return out


@rebuilt
def only_emphasis(tokens: list[Token]) -> list[Token]:
    """ "only if", "only kill", "Only at 10.30 I will go to 207" (round twenty-five), "I only go to
    the 204 at ten and a half" (a going after it: round thirty-one): "only" that opens no list of
    names (the door's) says nothing."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "ONLY"
            and str(t) == "only"
            and nxt is not None
            and nxt.type in ("IF", "KILL", "AT", "TIME", "GO", "RETURN_HOME", "STAY", "PEEK_VERB")
        ):
            continue
        out.append(t)
    return out


def shows_up_after_kill(tokens: list[Token]) -> list[Token]:
    """``kill Mandy if she shows up``: the person there (the kill waits for its target anyway)."""
    out = list(tokens)
    for k in range(2, len(out)):
        t = out[k]
        if not arrives(t) or out[k - 1].type not in ("NAME", "PRONOUN") or out[k - 2].type != "IF":
            continue
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is not None and nxt.type not in ("SEP", "AND", "THEN"):
            continue
        for u in reversed(out[: k - 2]):
            if u.type == "KILL":
                out[k] = retoken("THERE", t)
                break
            if u.type in ORDER_STARTS or u.type == "SEP" and str(u) in (".", ";", "\n"):
                break
    return out


@rebuilt
def failures(tokens: list[Token]) -> list[Token]:
    """ "if she's not there or won't open, go to the garden": one alternative said as several
    failures joined by "or" (see the module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        opens = k == 0 or out[k - 1].type in _CLAUSE_STARTS
        if_not = t.type == "OTHERWISE" and str(t) in ("if not", "if not,")  # "if not, or nobody opens, ..."
        door = t.type == "DOOR_CLOSED" and str(t).startswith(("door", "the door"))  # "door shut or ..."
        if not (opens and (t.type in ("IF", "NOBODY_OPENS") or if_not or door) and english(t)):
            k += 1
            continue
        j = k + 1
        while j < len(out) and out[j].type in _FAILURE_WORDS and not (out[j].type == "IF" and j > k):
            if out[j].type == "SEP" and str(out[j]) not in (",",):
                break
            j += 1
        while j > k + 1 and out[j - 1].type == "SEP":
            j -= 1
        clause = out[k:j]
        if not any(u.type == "CHOICE" and str(u) == "or" for u in clause):
            k += 1
            continue
        pieces = _pieces(clause)
        kinds = [_failure(p, pieces[i + 1 :]) for i, p in enumerate(pieces)]
        if None in kinds:
            k += 1
            continue
        kill, alone = kill_before(out, k)
        if if_not and not kill:
            k += 1
            continue
        if if_not or door:
            kinds = ["company" if kind == "any" else kind for kind in kinds]
        if kill and (alone or "company" not in kinds):
            out[k:j] = [retoken("OTHERWISE", clause[0], "otherwise", clause[-1].end_pos)]
        elif not kill and "company" not in kinds:
            absent = [p for p, kind in zip(pieces, kinds, strict=True) if kind == "absent"]
            if absent:
                out[k:j] = [retoken("IF", clause[0], "if", clause[0].start_pos), *absent[0]]
            else:
                out[k:j] = [retoken("NOBODY_OPENS", clause[0], "if nobody opens", clause[-1].end_pos)]
        k += 1
    return out


_FAILURE_AGAIN = frozenset({"NAME", "PRONOUN", "NOT_THERE", "NOT", "ALONE", "SOMEONE", "POSS"})


def failure_said_again(tokens: list[Token]) -> list[Token]:
    """``kill C if she's alone, otherwise (or if she's not there) go home``, ``if not (or if she's
    out) come back home``: "or if" and a way the kill's case fails (she is not there, not alone),
    right after its "otherwise", is what "otherwise" covers already: read with it (it was
    refused at "or", an "or" not guessed)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "OTHERWISE" or not english(t) or not _alone_case_before(out, k):
            continue
        j = k + 1
        bracket = j < len(out) and out[j].type == "SEP" and str(out[j]) == "("
        j += bracket
        if j + 1 >= len(out) or out[j].type != "CHOICE" or str(out[j]) != "or" or out[j + 1].type != "IF":
            continue
        e = j + 2
        while e < len(out) and out[e].type in _FAILURE_AGAIN:
            e += 1
        piece = out[j + 2 : e]
        killed = {
            str(out[i + 1]) for i in range(k - 1) if out[i].type == "KILL" and out[i + 1].type == "NAME"
        }
        if any(u.type == "NAME" and str(u) not in killed for u in piece):
            continue  # "or if D is not there": a case of someone else's, not the kill's
        if _failure(piece, []) not in ("absent", "company"):
            continue
        if bracket and not (e < len(out) and out[e].type == "SEP" and str(out[e]) == ")"):
            continue
        e += bracket
        for u in out[k + 1 : e]:
            read_past(out[k], u)
        return failure_said_again([*out[: k + 1], *out[e:]])
    return out


_WHICH_CASE = ("in", "which", "case")


def in_which_case(tokens: list[Token], text: str = "") -> list[Token]:
    """``lawn at 9:30 unless D is there, in which case garden``: "unless" with "in which case" after
    its case says what to do when the case holds: "if D is there, garden" (it was refused at
    "case"); so does "then" after the comma (``garden, unless Tom is there, then I go back to my
    room``: "then" is left out of the words, so ``text`` is read between the comma and the next
    word). Only a case of someone there or not, alone or not, between "unless" and the comma.
    "except when" after a going's comma says "unless" (``I go to the garden, except when Lao Zhou
    is there, then I go back to my room``: round thirty-one), read so only where what follows
    makes it the case of "then" or "in which case"."""
    out = list(tokens)
    for k, t in enumerate(out):
        if _except_when(out, k):
            unless = retoken("UNLESS", t, "unless")
            read_past(unless, out[k + 1])
            tried = in_which_case([*out[:k], unless, *out[k + 2 :]], text)
            if tried[k].type == "IF":
                return tried
            continue
        if t.type != "UNLESS" or not english(t):
            continue
        j = k + 1
        while j < len(out) and out[j].type in _FAILURE_AGAIN | {"THERE"}:
            j += 1
        if j == k + 1 or j + 1 >= len(out) or out[j].type != "SEP" or str(out[j]) != ",":
            continue
        words = [str(u).lower() for u in out[j + 1 : j + 4]]
        if words == list(_WHICH_CASE) and out[j + 1].type == "AT":
            cond = retoken("IF", t, "if")
            for u in out[j + 1 : j + 4]:
                read_past(cond, u)
            return in_which_case([*out[:k], cond, *out[k + 1 : j + 1], *out[j + 4 :]], text)
        gap = text[out[j].end_pos or 0 : out[j + 1].start_pos or 0] if text else ""
        if _THEN_SAID.match(gap) and out[j + 1].type in _WHAT_THEN:
            return in_which_case([*out[:k], retoken("IF", t, "if"), *out[k + 1 :]], text)
        then = out[j + 1]
        if then.type == "THEN" and english(then) and j + 2 < len(out) and out[j + 2].type in _WHAT_THEN:
            cond = retoken("IF", t, "if")  # "then" read as a word of its own ("then I go back")
            read_past(cond, then)
            return in_which_case([*out[:k], cond, *out[k + 1 : j + 1], *out[j + 2 :]], text)
    return out


def _except_when(out: list[Token], k: int) -> bool:
    """Whether ``out[k]`` is "except" and "when" after a comma that ends a going (no "all night"
    in the clause: ``peephole all night except when …`` is :mod:`blackhorse.parsing.exceptsaid`'s)."""
    if not (0 < k < len(out) - 1 and out[k].type == "EXCEPT" and english(out[k])):
        return False
    if out[k + 1].type != "IF" or str(out[k + 1]).lower() != "when" or out[k - 1].type != "SEP":
        return False
    before = list(takewhile(lambda u: u.type != "SEP" or str(u) == ",", reversed(out[: k - 1])))
    return any(u.type in ("GO", "PLACE") for u in before) and not any(u.type == "ALLNIGHT" for u in before)


_THEN_SAID = re.compile(r"\s*then\b", re.IGNORECASE)  # "unless Tom is there, then I go back"
_WHAT_THEN = frozenset({"GO", "RETURN_HOME", "STAY", "PLACE", "KNOCK", "VISIT"})


def _alone_case_before(tokens: list[Token], k: int) -> bool:
    """Whether the "otherwise" at ``k`` follows a kill whose case is someone alone (its condition,
    the nearest before it, says "alone"; the kill may be said before the order's time)."""
    cond = next((i for i in range(k - 1, -1, -1) if tokens[i].type == "IF"), None)
    if cond is None or not any(u.type == "KILL" for u in tokens[:k]):
        return False
    return any(u.type in ("ALONE", "NOBODY_ELSE") for u in tokens[cond:k])


def _pieces(clause: list[Token]) -> list[list[Token]]:
    pieces: list[list[Token]] = [[]]
    for u in clause:
        if u.type == "CHOICE":
            pieces.append([])
        elif u.type != "SEP" and not (u is clause[0] and u.type == "IF"):
            pieces[-1].append(u)
    return pieces


def _failure(piece: list[Token], later: list[list[Token]]) -> str | None:
    """What way of failing ``piece`` says: ``absent`` (she's not in), ``knock`` (nobody answers,
    he won't open), ``company`` (someone else is there, he isn't alone; "Emma or anyone else"),
    or None (something else: left as said)."""
    kinds = [u.type for u in piece]
    if kinds == ["OTHERWISE"]:  # "if not": the condition before, failing
        return "any"
    if kinds == ["OTHERWISE", "ALONE"] and str(piece[0]).lower().startswith("if not"):
        return "company"  # "if not alone or nobody opens": non-native, no "he's"
    if kinds == ["DOOR_CLOSED"] and str(piece[0]).startswith(("door", "the door")):  # the door stays shut
        return "knock"
    if kinds and kinds[0] in ("NAME", "PRONOUN"):
        rest = kinds[1:]
        if rest == ["NOT_THERE"]:
            return "absent"
        if rest in (["NOT", "DOOR_VERB"], ["NOT_OPEN"]):
            return "knock"
        if rest == ["DOOR_CLOSED"] and str(piece[1]).startswith("not open"):
            return "knock"  # "or she not open the door": a learner's "doesn't open"
        if rest in (["NOT", "ALONE"], ["SOMEONE"]):  # he isn't alone, she has company
            return "company"
        if kinds[0] == "NAME" and rest in (["POSS", "PRONOUN"], ["PRONOUN"]):  # Xiaobo's with him
            return "company"
        if rest == [] and kinds[0] == "NAME" and later and [u.type for u in later[0]] == ["SOMEONE"]:
            return "company"  # "Emma or anyone else is there"
        return None
    if kinds in (["NOT_THERE"],):
        return "absent"
    if kinds in (
        ["NOBODY_OPENS"],
        ["NOT_OPEN"],
        ["NOT", "DOOR_VERB"],
        ["NOBODY_ELSE", "DOOR_VERB"],
    ) or kinds in (
        ["DOORWORD", "NOT", "DOOR_VERB"],  # the door doesn't open
        ["DOORWORD", "NOT_OPEN"],
    ):
        return "knock"
    if kinds in (["SOMEONE"], ["NOT", "ALONE"]):
        return "company"
    return None


def kill_before(tokens: list[Token], k: int) -> tuple[bool, bool]:
    """Whether the order the clause at ``k`` follows kills, and whether on someone alone."""
    kill = alone = False
    for u in reversed(tokens[:k]):
        if u.type in ORDER_STARTS:
            break
        kill = kill or u.type == "KILL"
        alone = alone or u.type in ("ALONE", "NOBODY_ELSE")
    return kill, kill and alone


_STAYING = frozenset({"STAY", "AND", "ASIDE"})


def stay_till_next(tokens: list[Token]) -> list[Token]:
    """``If C's there, stay and chat till 9:30, if not go to the garden. 9:30 home``: the end of the
    case's stay, right before its "otherwise", is the time the next order starts, said again: read
    with that time (the order holds until the next one either way). It was refused at "if not", the
    otherwise cut off from its condition by the end. With no order starting then, it stays refused:
    where the "otherwise" ends is not said."""
    out = list(tokens)
    for k in range(1, len(out) - 3):
        until, when, comma = out[k], out[k + 1], out[k + 2]
        if until.type != "UNTIL" or when.type != "TIME" or not english(until):
            continue
        nxt = k + 3 if comma.type == "SEP" and str(comma) == "," else k + 2
        if out[nxt].type != "OTHERWISE":
            continue
        j = k - 1
        while j >= 0 and out[j].type in _STAYING:
            j -= 1
        if out[j + 1].type != "STAY" or not any(u.type == "IF" for u in out[max(0, j - 6) : j + 1]):
            continue
        end = next((i for i in range(nxt, len(out)) if str(out[i]) in SENTENCE_ENDS), None)
        if end is None or end + 1 >= len(out):
            continue
        later = out[end + 2] if out[end + 1].type == "AT" and end + 2 < len(out) else out[end + 1]
        if later.type != "TIME" or str(later) != str(when):
            continue
        read_past(later, until, when)
        return stay_till_next([*out[:k], *out[k + 2 :]])
    return out
