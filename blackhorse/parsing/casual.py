"""Shapes of casual English read as the orders they say (docs/PARSING.md, *Casual English*).

Players write English orders the way they chat. The words are in the lexicon; what this module
reads is how they stand together, once the message is cut into words and before
:func:`blackhorse.parsing.joins.read_together`:

- **one alternative said as several failures**, joined by "or" ("if she's not there or won't
  open, go to the garden", "if Emma or anyone else is there, or he doesn't open, ..."): every
  way the order can fail is what "otherwise" covers, so after a kill on someone alone the whole
  clause is that kill's "otherwise"; without a kill, a refused knock (which an alternative
  always covers) adds nothing to "if she's not there";
- **"unless someone is there"** is "if nobody else is there" (除非有人 likewise);
- **"only" before "if" or a kill** ("kill him only if he's alone", "only kill him if ...") is
  emphasis, not the door's "only";
- **a person in brackets after a place** ("swing by 203 (Tom)", "go to 202 (He Jing's room)")
  is going to that person's room, said again: the same room, or two places (refused);
- **"and chat with X"** after a going is visiting X there, as "to chat with X" is;
- **"if she shows up"** after a kill is the target there (the kill waits for its target);
- **a standing kill's window said after it** ("if I bump into X alone anywhere before 10, kill
  her", "kill her wherever I meet her alone till 10", "... -- but only before 10", "anywhere
  after 9") is the window of that kill, as when it opens the sentence ("before 10, ...").

Every rewrite keeps each word that carries meaning in a word of the same meaning, or drops a
word only where the order already says it (a refused knock under an alternative): nothing is
set aside here.
"""

from __future__ import annotations

import re

from lark import Token

# the pieces of a failure clause: what may stand between "if" and what to do instead
_FAILURE_WORDS = frozenset(
    {"NAME", "PRONOUN", "NOT_THERE", "NOT", "DOOR_VERB", "NOT_OPEN", "NOBODY_ELSE", "NOBODY_OPENS"}
    | {"SOMEONE", "ALONE", "CHOICE", "SEP", "IF"}
)
_CLAUSE_STARTS = frozenset({"SEP", "AND", "THEN"})
_ORDER_STARTS = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE"})


def _tok(kind: str, like: Token, value: str | None = None, end: int | None = None) -> Token:
    return Token(
        kind,
        str(like) if value is None else value,
        start_pos=like.start_pos,
        end_pos=like.end_pos if end is None else end,
    )


def _english(t: Token) -> bool:
    return str(t)[:1].isascii()


def casual(tokens: list[Token], text: str = "") -> list[Token]:
    """The message's words with the shapes of casual English read (see the module doc);
    ``text`` is the normalised message they were cut from."""
    out = _standing_window(list(tokens), text)
    out = _unless_someone(out)
    out = _only_emphasis(out)
    out = _bracketed_person(out)
    out = _talk_to(_and_chat_with(out))
    out = _shows_up_after_kill(out)
    return _failures(out)


def _unless_someone(tokens: list[Token]) -> list[Token]:
    """``unless someone's there`` / ``除非有人``: if nobody else is there."""
    out = list(tokens)
    for k in range(len(out) - 1):
        if out[k].type == "UNLESS" and out[k + 1].type == "SOMEONE":
            out[k] = _tok("IF", out[k])
            out[k + 1] = _tok("NOBODY_ELSE", out[k + 1])
    return out


def _only_emphasis(tokens: list[Token]) -> list[Token]:
    """ "only if", "only kill": "only" that opens no list of names (the door's) says nothing."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.type == "ONLY" and str(t) == "only" and nxt is not None and nxt.type in ("IF", "KILL"):
            continue
        out.append(t)
    return out


def _bracketed_person(tokens: list[Token]) -> list[Token]:
    """``swing by 203 (Tom)``, ``go to 202 (He Jing's room)``: the person visited at that place."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        opens = t.type == "SEP" and str(t) == "(" and out and out[-1].type == "PLACE"
        if opens and k + 1 < len(tokens) and tokens[k + 1].type == "NAME":
            j = k + 2
            while j < len(tokens) and tokens[j].type in ("POSS", "ROOMWORD"):
                j += 1
            if j < len(tokens) and str(tokens[j]) == ")":  # going to their room, said again
                name = tokens[k + 1]
                out.append(_tok("GO", t, "("))
                out.append(name)
                out.append(Token("POSS", "'s", start_pos=name.end_pos, end_pos=name.end_pos))
                out.extend(u for u in tokens[k + 2 : j] if u.type == "ROOMWORD")
                k = j + 1
                continue
        out.append(t)
        k += 1
    return out


def _and_chat_with(tokens: list[Token]) -> list[Token]:
    """``go to 209 and chat with Zhao``: the "and" before what one does with someone there joins
    nothing (``to chat with Zhao`` is visiting him, :func:`blackhorse.parsing.joins.read_together`)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = [u for u in tokens[k + 2 : k + 4] if u.type != "TO"][:1]
        person = bool(after) and after[0].type in ("NAME", "PRONOUN")
        went = bool(out) and out[-1].type in ("PLACE", "GO", "ROOMWORD")
        if t.type == "AND" and nxt is not None and nxt.type == "ASIDE" and _english(nxt) and person and went:
            continue
        out.append(t)
    return out


def _talk_to(tokens: list[Token]) -> list[Token]:
    """``talk to Zhang Wei``: the "to" between what one does with someone and that person is no
    going (``talk with`` reads the same)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        chat = prev is not None and prev.type == "ASIDE" and _english(prev)
        if t.type == "TO" and chat and nxt is not None and nxt.type in ("NAME", "PRONOUN"):
            continue
        out.append(t)
    return out


def _arrives(t: Token) -> bool:
    return t.type == "ARRIVE" or t.type == "GO" and str(t).split()[-1] == "up"  # turns up, shows up


def _shows_up_after_kill(tokens: list[Token]) -> list[Token]:
    """``kill Mandy if she shows up``: the person there (the kill waits for its target anyway)."""
    out = list(tokens)
    for k in range(2, len(out)):
        t = out[k]
        if not _arrives(t) or out[k - 1].type not in ("NAME", "PRONOUN") or out[k - 2].type != "IF":
            continue
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is not None and nxt.type not in ("SEP", "AND", "THEN"):
            continue
        for u in reversed(out[: k - 2]):
            if u.type == "KILL":
                out[k] = _tok("THERE", t)
                break
            if u.type in _ORDER_STARTS or u.type == "SEP" and str(u) in (".", ";", "\n"):
                break
    return out


def _failures(tokens: list[Token]) -> list[Token]:
    """ "if she's not there or won't open, go to the garden": one alternative said as several
    failures joined by "or" (see the module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        opens = k == 0 or out[k - 1].type in _CLAUSE_STARTS
        if not (opens and t.type in ("IF", "NOBODY_OPENS") and _english(t)):
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
        kill, alone = _kill_before(out, k)
        if kill and (alone or "company" not in kinds):
            out[k:j] = [_tok("OTHERWISE", clause[0], "otherwise", clause[-1].end_pos)]
        elif not kill and "company" not in kinds:
            absent = [p for p, kind in zip(pieces, kinds, strict=True) if kind == "absent"]
            if absent:
                out[k:j] = [_tok("IF", clause[0], "if", clause[0].start_pos), *absent[0]]
            else:
                out[k:j] = [_tok("NOBODY_OPENS", clause[0], "if nobody opens", clause[-1].end_pos)]
        k += 1
    return out


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
    if kinds and kinds[0] in ("NAME", "PRONOUN"):
        rest = kinds[1:]
        if rest == ["NOT_THERE"]:
            return "absent"
        if rest in (["NOT", "DOOR_VERB"], ["NOT_OPEN"]):
            return "knock"
        if rest in (["NOT", "ALONE"], ["SOMEONE"]):  # he isn't alone, she has company
            return "company"
        if rest == [] and kinds[0] == "NAME" and later and [u.type for u in later[0]] == ["SOMEONE"]:
            return "company"  # "Emma or anyone else is there"
        return None
    if kinds in (["NOT_THERE"],):
        return "absent"
    if kinds in (["NOBODY_OPENS"], ["NOT_OPEN"], ["NOT", "DOOR_VERB"], ["NOBODY_ELSE", "DOOR_VERB"]):
        return "knock"
    if kinds in (["SOMEONE"], ["NOT", "ALONE"]):
        return "company"
    return None


def _kill_before(tokens: list[Token], k: int) -> tuple[bool, bool]:
    """Whether the order the clause at ``k`` follows kills, and whether on someone alone."""
    kill = alone = False
    for u in reversed(tokens[:k]):
        if u.type in _ORDER_STARTS:
            break
        kill = kill or u.type == "KILL"
        alone = alone or u.type in ("ALONE", "NOBODY_ELSE")
    return kill, kill and alone


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


def _standing_window(tokens: list[Token], text: str) -> list[Token]:
    """A standing kill's window said after what it holds for (see the module doc): moved to the
    start of its sentence, where the reader takes it as the kill's window."""
    out = list(tokens)
    for a, b in reversed(_sentences(out)):
        sentence = out[a:b]
        kinds = [t.type for t in sentence]
        if "KILL" not in kinds or not _STANDING & set(kinds) or kinds.count("TIME") != 1:
            continue
        k = kinds.index("TIME")
        said = any(u in _STANDING or u in ("KILL", "IF") for u in kinds[:k])
        if not said or not _english(sentence[0]):
            continue
        if k and kinds[k - 1] in ("BEFORE", "UNTIL"):
            first = k - 1
            bound = [_tok("BEFORE", sentence[k - 1]), sentence[k]]
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
        rest = sentence[:first] + sentence[k + 1 :]
        lead = 1 if rest and rest[0].type == "ALLNIGHT" else 0  # "tonight: ... before 10": the window
        comma = Token("SEP", ",", start_pos=bound[-1].end_pos, end_pos=bound[-1].end_pos)
        out[a:b] = [*bound, comma, *rest[lead:]]
    return out
