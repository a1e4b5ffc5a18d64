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
- **"Ma's room 205"** said as an order's place (its person and its number) is that room, said
  twice: the same room, or two places (refused);
- **"to peek through the peephole"** after a going ("back to my room to peek through the
  peephole") is going there and peeking: "to" before a look is no place to go;
- **"and chat with X"** after a going is visiting X there, as "to chat with X" is;
- **"if she shows up"** after a kill is the target there (the kill waits for its target);
- **a time said last in a clause** ("..., on the lawn from 10:10", "the lawn at 9") is that
  clause's time, as when it comes first;
- **"the common room window"** (a place right before the window or the peephole one looks
  out of) is being there, looking out of its window;
- **"back in the garden"** is going back to the garden ("back" with a place is that place);
- **"anywhere" said before the condition** ("all night, anywhere, if I see X by herself, kill
  her") is "wherever I see X by herself": a kill that holds wherever one meets her;
- **the door shut "except" someone** ("door closed till 10 except for Lily", "keep the door shut
  before 10, but let Lily in") is the door only for them; ``door:`` heading a door rule is its
  heading ("door: only Lily and Tom can come in before 10");
- **the door shut "all night" or "even after 10"** is a door rule past 22:00: refused by the
  door rule (seed 五.12), never read as the night's door with the time moved to the next order;
- **"9ish"** is a time said roughly (refused as "around 9" is);
- **"to see who goes down"**, "to see who's out": what one watches for, no order: set aside;
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
    {"NAME", "PRONOUN", "POSS", "NOT_THERE", "NOT", "DOOR_VERB", "NOT_OPEN", "NOBODY_ELSE", "NOBODY_OPENS"}
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
    out = _to_see_who(_door_after_ten(_standing_window(_ish(list(tokens)), text), text))
    out = _anywhere_first(_back_in(_time_last(_window_of(out))))
    out = _door_if_they_come(_door_heading(_closed_except(out)))
    out = _unless_someone(out)
    out = _only_emphasis(out)
    out = _bracketed_person(_room_said_twice(out))
    out = _to_peek(_talk_to(_and_chat_with(out)))
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
        if kinds[0] == "NAME" and rest in (["POSS", "PRONOUN"], ["PRONOUN"]):  # Xiaobo's with him
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


_CLAUSE_ENDS = frozenset({"SEP", "AND", "THEN"})
_DOING = frozenset(
    {"PLACE", "GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK", "PEEK_VERB", "WINDOW", "PEEPHOLE"}
)


def _time_last(tokens: list[Token]) -> list[Token]:
    """``8pm garden, on the lawn from 10:10``: a time said last in a clause (after "at" or "from"),
    with something to do before it and no other time, is the clause's time: moved to its start."""
    out = list(tokens)
    start = 0
    for k in range(len(out) + 1):
        if k < len(out) and out[k].type not in _CLAUSE_ENDS:
            continue
        clause = out[start:k]
        kinds = [t.type for t in clause]
        if (
            len(clause) >= 3
            and kinds[-1] == "TIME"
            and kinds[-2] in ("AT", "FROM")
            and kinds.count("TIME") == 1
            and kinds[0] not in ("TIME", "UNTIL", "BEFORE")
            and _DOING & set(kinds)
            and not {"KILL", "IF", "UNLESS", "OTHERWISE"} & set(kinds)
            and _english(clause[0])
        ):
            out[start:k] = [*clause[-2:], *clause[:-2]]
        start = k + 1
    return out


_BACK = frozenset({"back", "be back", "come back", "go back", "head back", "get back", "walk back"})


def _back_in(tokens: list[Token]) -> list[Token]:
    """``9pm back in the garden``: back to the garden (a place after "back" is that place)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        t, at, place = out[k], out[k + 1], out[k + 2]
        if t.type == "RETURN_HOME" and str(t) in _BACK and at.type == "AT" and place.type == "PLACE":
            out[k + 1] = _tok("TO", at)
    return out


def _anywhere_first(tokens: list[Token]) -> list[Token]:
    """``all night, anywhere, if I see X by herself, kill her``: "anywhere, if I meet X" is
    "wherever I meet X" (a kill that holds wherever one meets her)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ANYWHERE" or not _english(t):
            continue
        j = k + 1
        night: list[Token] = []
        while j < len(out) and (out[j].type == "ALLNIGHT" or out[j].type == "SEP" and str(out[j]) in ",:-"):
            night += [out[j]] if out[j].type == "ALLNIGHT" else []
            j += 1
        if j + 1 < len(out) and out[j].type == "IF" and out[j + 1].type == "MEET":
            return [*out[:k], *night, t, *out[j + 1 :]]
    return out


_DOOR_UNTIL = frozenset({"UNTIL", "BEFORE", "TO"})


def _closed_except(tokens: list[Token]) -> list[Token]:
    """``door closed till 10 except for Lily``, ``keep the door shut, but let Lily in``: the door
    only for the names after "except" (``只给B开``), said the other way round."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "DOOR_CLOSED" or not _english(t):
            continue
        j = k + 1
        until: list[Token] = []
        if j + 1 < len(out) and out[j].type in _DOOR_UNTIL and out[j + 1].type == "TIME":
            until = out[j : j + 2]
            j += 2
        if j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", "-"):
            j += 1
        if j >= len(out) or out[j].type != "EXCEPT" or j + 1 >= len(out) or out[j + 1].type != "NAME":
            continue
        end = j + 1
        while end < len(out) and out[end].type in ("NAME", "LISTJOIN", "AND", "JOIN"):
            end += 1
        names = [u if u.type == "NAME" else _tok("LISTJOIN", u) for u in out[j + 1 : end]]
        while names and names[-1].type != "NAME":
            names.pop()
            end -= 1
        if end < len(out) and (out[end].type == "DOOR_VERB" or str(out[end]) == "in"):
            end += 1  # let Lily in
        tail = out[end:]
        if not until and len(tail) >= 2 and tail[0].type in _DOOR_UNTIL and tail[1].type == "TIME":
            until, tail = tail[:2], tail[2:]
        until = [_tok("BEFORE", until[0]), until[1]] if until else []
        return [*out[:k], _tok("ONLY_OPEN", t), *names, *until, *tail]
    return out


_DOOR_RULES = frozenset({"ONLY", "ONLY_OPEN", "DOOR_CLOSED", "DOOR_OPEN", "NOT_LET"})


def _door_heading(tokens: list[Token]) -> list[Token]:
    """``door: only Lily and Tom can come in``: "door" heading a door rule is its heading."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        starts = not out or out[-1].type == "SEP"
        heading = nxt is not None and nxt.type == "SEP" and str(nxt) in (":", "-")
        rule = after is not None and after.type in _DOOR_RULES
        if t.type == "DOORWORD" and _english(t) and starts and heading and rule:
            continue
        out.append(t)
    return out


_DOOR_NAMES = frozenset({"ONLY", "ONLY_OPEN", "NOT_LET", "EXCEPT"})


def _door_if_they_come(tokens: list[Token]) -> list[Token]:
    """``only let Lily in if she comes``, "(if she knocks)": a door rule is about who knocks
    anyway; the condition says nothing more."""
    out: list[Token] = []
    k = 0
    lister = False
    while k < len(tokens):
        t = tokens[k]
        three = [u.type for u in tokens[k : k + 3]]
        comes = len(three) == 3 and three[0] == "IF" and three[1] in ("NAME", "PRONOUN")
        if lister and comes and (three[2] in ("ARRIVE", "KNOCK", "DOOR_VERB") or _arrives(tokens[k + 2])):
            nxt = tokens[k + 3] if k + 3 < len(tokens) else None
            if nxt is None or nxt.type == "SEP":
                k += 3
                continue
        if t.type in _DOOR_NAMES:
            lister = True
        elif t.type not in ("NAME", "LISTJOIN", "DOOR_VERB", "AT", "AND", "JOIN", "BEFORE", "UNTIL", "TIME"):
            lister = lister and t.type == "SEP" and str(t) == ","
        out.append(t)
        k += 1
    return out


_LOOKING = frozenset({"PEEK_VERB", "FROM", "USE", "THROUGH"})


def _window_of(tokens: list[Token]) -> list[Token]:
    """``peek out the common room window at the garden``: in the common room, looking out of its
    window (the place is where one is, not what one sees)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        glued = str(out[k + 1]) in ("window", "windows", "peephole")  # not "the lawn out the window"
        room = str(t).isdigit()  # a room's window, not what one sees
        if t.type != "PLACE" or not (glued and room) or out[k - 1].type not in _LOOKING:
            continue
        j = k - 1
        while j > 0 and out[j - 1].type in _LOOKING:
            j -= 1
        return [*out[:j], _tok("AT", t, "in"), t, *out[j:k], *out[k + 1 :]]
    return out


_DOOR_SAID = frozenset({"DOOR_CLOSED", "ONLY_OPEN", "NOT_LET", "DOOR_OPEN"})
_WHOLE = re.compile(r"(?<![a-z])(all|whole|entire|throughout)(?![a-z])")
_AFTER_TEN = re.compile(r"(?<![a-z])after\s*$")
_EVEN = re.compile(r"(?<![a-z])even after\s*$")  # "don't let anyone in, even after 10"


def _door_after_ten(tokens: list[Token], text: str) -> list[Token]:
    """``keep my door locked all night``, ``don't open for anyone even after 10``: the door said
    for after 22:00, which the rules forbid (seed 五.12): the door rule with an end at 23:00, so
    the door rule refuses it (it was read as the night's door, the time going to the next order).
    "Tonight" is the night's door rule, as always."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t = out[k]
        if t.type not in _DOOR_SAID or not _english(t):
            continue
        j = k + 1
        comma = False
        while j < len(out) and (
            out[j].type in ("NAME", "LISTJOIN", "DOOR_VERB", "AT", "ASIDE", "UNKNOWN") or str(out[j]) == ","
        ):
            comma = comma or str(out[j]) == ","
            j += 1  # only let B in | even | a comma
        if j >= len(out):
            continue
        nxt = out[j]
        said = text[: nxt.start_pos or 0]
        whole = nxt.type == "ALLNIGHT" and _WHOLE.search(str(nxt)) and not comma
        after = nxt.type == "TIME" and _AFTER_TEN.search(said) and (not comma or _EVEN.search(said))
        if whole or after:
            end = Token("TIME", "180", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
            kept = [u for u in out[k + 1 : j] if str(u) != ","]
            out[k + 1 : j + 1] = [*kept, _tok("UNTIL", nxt), end]
            return out
    return out


_WHO = re.compile(r"(who|who's|whos|whoever|whether|if anyone)$")


def _to_see_who(tokens: list[Token]) -> list[Token]:
    """``watching the stairs, to see who goes down``: what one watches for says no order."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        see = str(t) in ("to see", "see", "and see", "to watch", "watch") or str(t).endswith(" see")
        if not (see and nxt.type == "UNKNOWN" and _WHO.match(str(nxt))):
            continue
        end = k + 2
        while end < len(out) and out[end].type not in ("SEP", "THEN", "AND"):
            end += 1
        if any(u.type in ("TIME", "NAME", "KILL", "NOT", "IF", "PRONOUN") for u in out[k:end]):
            continue
        out[k:end] = [_tok("ASIDE", u) for u in out[k:end]]
    return out


_ISH = re.compile(r"(\d{1,2}(?:[:.]\d{2})?|eight|nine|ten|eleven)(?:pm)?-?ish")
_HOUR_WORDS = {"eight": 8, "nine": 9, "ten": 10, "eleven": 11}


def _ish(tokens: list[Token]) -> list[Token]:
    """``9ish``, ``tenish``: a time said roughly, refused as ``around 9`` is (never guessed)."""
    out: list[Token] = []
    for t in tokens:
        m = _ISH.fullmatch(str(t)) if t.type == "UNKNOWN" else None
        if m is None:
            out.append(t)
            continue
        hour = _HOUR_WORDS.get(m[1]) or int(m[1].replace(".", ":").split(":")[0])
        out.append(_tok("VAGUE", t))
        out.append(Token("TIME", str((hour % 12) * 60 - 8 * 60), start_pos=t.start_pos, end_pos=t.end_pos))
    return out


def _room_said_twice(tokens: list[Token]) -> list[Token]:
    """``10:20 Ma's room 205, kill him``: the room by its person and by its number, as in
    ``go to Ma's room 205``: the number, then going to their room, said again."""
    out = list(tokens)
    for k in range(len(out) - 2):
        prev = out[k - 1] if k else None
        if prev is not None and prev.type not in ("TIME", "SEP", "THEN", "AND"):
            continue
        if out[k].type != "NAME" or out[k + 1].type != "POSS":
            continue
        j = k + 2
        if out[j].type == "ROOMWORD":
            j += 1
        if j < len(out) and out[j].type == "PLACE" and str(out[j]).isdigit() and _english(out[k + 1]):
            name = out[k:j]
            return [*out[:k], out[j], _tok("GO", out[k], "to"), *name, *out[j + 1 :]]
    return out


def _to_peek(tokens: list[Token]) -> list[Token]:
    """``back to my room to peek through the peephole``: the "to" of a purpose before a look."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if (
            t.type == "TO"
            and str(t) == "to"
            and nxt is not None
            and nxt.type in ("PEEK_VERB", "LOOK_CORRIDOR")
        ):
            continue
        out.append(t)
    return out
