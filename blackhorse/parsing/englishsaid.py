"""English orders read by how their words stand together (docs/PARSING.md, *English phrasing by
class*).

The words are in the lexicon (:mod:`blackhorse.parsing.englishforms` gives the verbs all their
forms); what this module reads is where a word stands, once the message is cut into words and
before :func:`blackhorse.parsing.joins.read_together`:

- **the door only for some, the rest said after** (``let Lily in but nobody else``, ``only Lily gets
  in. Everyone else, no.``): the door only for them, as ``only let Lily in, nobody else`` is;
- **his / her / their room, door or place** (``visit Tom in his room``, ``knock on her door``,
  ``her place``): the room of the person the pronoun stands for, as ``her room`` always was;
  ``his`` is that pronoun too, right before a room, a door or a word for where one lives;
- **a visit of a room** (``visit 207``, ``visiting room 205``): going there, as ``knock on 207``
  is (a visit of a person is still that person's room); so is ``try 207`` and ``hit the lawn``
  (a verb that is going only right before a place);
- **"by" right before a time** (``be in the garden by 9``): a time said only as a deadline, at 9
  or before; never guessed, refused as a vague time is (it was "9: does not fit here");
- **"tonight" right after the door** (``door closed to everyone tonight``): the door's word, as
  ``door closed tonight`` is (the night's door rule); it was taken as an order for the whole night,
  which "before 10" then ended with a "stay" nobody said (a misread). ``all night`` after the door
  is still a door past 22:00, refused by the door rule;
- **"if he opens and ..."** (``if he lets me in and he's alone, kill him``, ``if she answers and nobody's
  with her``): a visit's kill is tried only inside the room, once the door is opened, so the opening
  says nothing more; the condition is what follows "and";
- **"if she isn't," after a conditional kill** (``If Lily's alone, kill her. If she isn't, try
  207``): the condition turned round, "if not", the kill's otherwise; anywhere else as before;
- **"return" with no place after it** (``9:30 I return.``, ``return at 22:00``): going back, as
  ``come back`` is (back where one came from; "back where?" when that was not home);
- **a plan's heading at the message's start** (``new plan:``, ``scrap what I said before.``): the
  message is the whole order file anyway; set aside and said. Anywhere later it is not guessed;
- **"after" a time, right after an order** (``window from 8 to 10, peephole after 10``): from then
  on, as ``peephole at 10`` (``after 10`` starts at 22:00 wherever it stands);
- **"meanwhile" right before a time** (``Meanwhile: 8:40 garden``): the time says when, so the
  word changes nothing and is set aside and said; anywhere else it is a word of time (what it
  means, "during what was just said", is not guessed) and is refused as before.
- **"only" closing a place, a look or "alone"** (``in my room only``, ``alone only``, ``9 to 10
  only``): emphasis, set aside and said (:func:`_only_last`);
- **a remark about the message itself** (``sorry if this is wrong``, ``is that ok?``): set aside
  whole, read first (:mod:`blackhorse.parsing.remarksaid`).

Every rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.anytimesaid import scope_said_twice
from blackhorse.parsing.bothslotsaid import both_in_one_slot
from blackhorse.parsing.casualwords import english, retoken
from blackhorse.parsing.ellipsissaid import said_short
from blackhorse.parsing.emptyroomsaid import nobody_in
from blackhorse.parsing.englishchat import OPENS_A_CLAUSE, chat_shapes
from blackhorse.parsing.knockgoingsaid import knock_gone_to
from blackhorse.parsing.lookviasaid import look_via
from blackhorse.parsing.notalonesaid import not_alone_either_way
from blackhorse.parsing.outsidesaid import outside_a_room
from blackhorse.parsing.pastsaid import past_story
from blackhorse.parsing.remarksaid import remarks
from blackhorse.parsing.repeatsaid import same_as_before
from blackhorse.parsing.roughsaid import rough_taken_back
from blackhorse.parsing.sleepsaid import sleep_at_a_time
from blackhorse.parsing.theirroomsaid import name_room, pronoun_room
from blackhorse.parsing.waittillsaid import company_stay, wait_till_alone
from blackhorse.parsing.wholetimesaid import whole_time

# the possessive pronouns, right before what they own
_POSSESSIVE = frozenset({"his", "her", "their"})
_OWNED = frozenset({"ROOMWORD", "DOORWORD", "THERE"})
# a word for where someone lives, after a possessive (her place: her room)
_DWELLING = frozenset({"place", "pad", "digs", "flat", "crib", "quarters"})
_MEANWHILE = frozenset({"meanwhile", "meantime"})
_COLONS = frozenset({":", ","})
_TONIGHT = frozenset({"tonight", "tonite", "2nite", "2night", "for tonight"})
_DOORS = frozenset({"DOOR_CLOSED", "DOOR_OPEN"})


def english_shapes(tokens: list[Token], text: str) -> list[Token]:
    """The shapes of this module, read in turn."""
    # round seven: "same as last night" (refused); "I go to knock on 205"; "if he's not in or ..."
    tokens = not_alone_either_way(knock_gone_to(same_as_before(tokens, text)), text)
    tokens = name_room(pronoun_room(scope_said_twice(tokens), text), text)  # "her room 207"; 老陈那个205
    tokens = look_via(tokens)  # "observe via the peephole"
    shaped = _others_no(
        _everyone_else_no(
            _let_in_but_nobody_else(
                _back_home_typed(
                    remarks(outside_a_room(both_in_one_slot(past_story(tokens, text)), text), text)
                )
            )
        )
    )
    # round six: "if nobody's in, go home"; "at 10 sleep"; "if she's got company, wait till she's alone"
    shaped = company_stay(wait_till_alone(sleep_at_a_time(nobody_in(shaped))))
    shaped = chat_shapes(_to_their_room(_hit_a_place(_their_room(_visit_their_room(shaped)))), text)
    shaped = said_short(_if_not_said(whole_time(rough_taken_back(shaped, text))), text)
    shaped = _return_alone(_opens_and(_door_tonight(_by_a_time(_visit_a_room(shaped)))))
    shaped = _list_heading(_new_plan(_meanwhile(_after_a_time(_down_to(shaped), text), text), text), text)
    return _topic_person(_only_last(shaped))


_TOPIC_MARKS = frozenset({":", "-", "—"})
_WINDOW_WORDS = frozenset({"TIME", "BEFORE", "FROM", "UNTIL", "BETWEEN", "AND", "TO", "AT", "ALLNIGHT"})


def _opens_a_sentence(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` opens its sentence, or follows only the window a rewrite moved before
    it (``after 10, X: ...``)."""
    j = k
    if j and tokens[j - 1].type == "SEP" and str(tokens[j - 1]) == ",":
        j -= 1
        while j and tokens[j - 1].type in _WINDOW_WORDS:
            j -= 1
        if j == k - 1:
            return False
    return j == 0 or tokens[j - 1].type == "SEP" and str(tokens[j - 1]).strip() in _STOPS | {""}


_ABOUT_THEM = frozenset({"KILL", "IF", "MEET", "ANYWHERE"})


def _topic_person(tokens: list[Token]) -> list[Token]:
    """``Tiezhu: if I find him alone anywhere after 10, kill him``: a person named first in a
    sentence, before a colon, is who its pronouns stand for: the first pronoun after it is that person
    (the name and its colon read with it). Only when the sentence holds a kill or a condition, names
    no one else and has a pronoun; anywhere else the name stays where it is (refused as misplaced)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t, mark = out[k], out[k + 1]
        opens = _opens_a_sentence(out, k)
        if not (opens and t.type == "NAME" and mark.type == "SEP" and str(mark).strip() in _TOPIC_MARKS):
            k += 1
            continue
        end = k + 2
        while end < len(out) and not (out[end].type == "SEP" and str(out[end]).strip() in _STOPS | {""}):
            end += 1
        sentence = out[k + 2 : end]
        kinds = {u.type for u in sentence}
        pronoun = next((i for i in range(k + 2, end) if out[i].type == "PRONOUN" and english(out[i])), None)
        if pronoun is not None and "NAME" not in kinds and kinds & _ABOUT_THEM:
            said = out[pronoun]
            named = Token("NAME", str(t), start_pos=said.start_pos, end_pos=said.end_pos)
            read_past(named, t, mark)
            out[pronoun] = named
            del out[k : k + 2]
            continue
        k += 1
    return out


# what "only" may close for emphasis (Indian English: "in my room only", "alone only"), and what
# may follow it: the clause's end, "and", "then", "till"
_ONLY_CLOSES = frozenset(
    {"PLACE", "ROOMWORD", "THERE", "WINDOW", "PEEPHOLE", "ALONE", "LOOK_CORRIDOR", "RETURN_HOME", "STAY"}
    | {"PEEK_VERB"}  # "I will do window watching only" (round twenty-one)
)
_AFTER_ONLY = frozenset({"SEP", "AND", "THEN", "UNTIL"})


def _only_last(tokens: list[Token]) -> list[Token]:
    """``I will be in my room only``, ``look out window only``, ``if she is alone only``, ``sit there
    only till 9:20``: "only" closing a place, a look or "alone", at the clause's end (or before
    "and", "then", "till"), says the same thing again, as Indian and Singaporean English use it:
    set aside and said; so does "only" closing a range (``from 9 to 10 only``: the range ends there
    anyway). Right after a person ("open for Jack only": the door's "only") or anywhere else, it is
    read as before."""
    out = list(tokens)
    for k, t in enumerate(out):
        ranged = k > 1 and out[k - 1].type == "TIME" and out[k - 2].type in ("UNTIL", "TO")  # 9 to 10 only
        killed = (
            k > 1 and out[k - 1].type in ("NAME", "PRONOUN") and out[k - 2].type == "KILL"
        )  # kill him only
        if (
            t.type != "ONLY"
            or not english(t)
            or k == 0
            or out[k - 1].type not in _ONLY_CLOSES
            and not (ranged or killed)
        ):
            continue
        nxt = out[k + 1] if k + 1 < len(out) else None
        if nxt is None or nxt.type in _AFTER_ONLY:
            out[k] = retoken("ASIDE", t)
    return out


_HEADING_WORDS = frozenset({"UNKNOWN", "ASIDE", "GO", "ALLNIGHT"})
# the night named in a heading ("just patrolling tonight: 8:40 garden ..."): the list's own night
_HEADING_NIGHT = frozenset({"tonight", "tonite", "2nite", "this evening", "for tonight"})
_STOPS = frozenset({".", "!", "?", ";", "\n"})


def _list_heading(tokens: list[Token], text: str) -> list[Token]:
    """``moves: 8:20 garden, ...``, ``Where I go: 8:00 common room``, ``schedule: ...``: a clause of
    its own, at the message's start or a sentence's, that names the timed list after its colon:
    set aside and said. Only words the reader does not know that could change no order (meaning.py)
    and a verb of going with no place (``moves``, ``where I go``: the list says where); the colon
    must be followed by a time."""
    from blackhorse.parsing.meaning import en_classes

    out: list[Token] = []
    k = 0
    while k < len(tokens):
        opens = not out or out[-1].type == "SEP" and str(out[-1]).strip() in _STOPS | {""}
        if not opens:  # a heading opens a message or a sentence: no scan from inside one
            out.append(tokens[k])
            k += 1
            continue
        j = k
        while (
            j < len(tokens)
            and tokens[j].type in _HEADING_WORDS
            and english(tokens[j])
            and (tokens[j].type != "ALLNIGHT" or str(tokens[j]).lower() in _HEADING_NIGHT)
        ):
            j += 1
        colon = j < len(tokens) and tokens[j].type == "SEP" and str(tokens[j]).strip() in (":", "：")
        after = [u for u in tokens[j + 1 : j + 3] if not (u.type == "AT" and str(u).lower() == "at")][:1]
        timed = bool(after) and after[0].type == "TIME"
        words = tokens[k:j]
        quiet = all(not en_classes(w) for u in words if u.type == "UNKNOWN" for w in str(u).split())
        said = any(u.type not in ("ASIDE", "ALLNIGHT") for u in words)  # "tonight:" alone is read as before
        if j > k and colon and timed and quiet and said:
            start, end = words[0].start_pos or 0, words[-1].end_pos or 0
            out.append(Token("ASIDE", text[start:end], start_pos=start, end_pos=end))
            k = j
            continue
        out.append(tokens[k])
        k += 1
    return out


_DOWN_UP = frozenset({"down", "up"})
_OPENS = frozenset({"TIME", "SEP", "THEN", "AND"})
# what may follow "back up" for "up" to say no way of its own (a time, the clause's end)
_NO_WAY_AFTER = frozenset({"AT", "TIME", "SEP", "AND", "THEN"})


def _down_to(tokens: list[Token]) -> list[Token]:
    """``9:30 down to the lawn``, ``then up to my room``: "down" or "up" opening a clause (after
    its time, "then" or "and") before "to" and a place is going there, as ``over to`` is; after
    the stairs (``take the stairs down to the lawn``) it stays the way."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        prev = out[-1] if out else None
        nxt = tokens[k + 1 : k + 3]
        opens = prev is None or prev.type in _OPENS
        said = t.type == "VIA" and str(t).lower() in _DOWN_UP and english(t)
        back = prev if prev is not None and prev.type == "RETURN_HOME" and english(prev) else None
        if said and back is not None and (not nxt or nxt[0].type in _NO_WAY_AFTER):
            # "Back up at half nine and ...": up (the stairs one climbs back) is the going back's own
            out[-1] = retoken("RETURN_HOME", back, f"{back} {t}", t.end_pos)
            k += 1
            continue
        said_with = str(t).rsplit(" ", 1)
        stairs_next = bool(nxt) and nxt[0].type == "PLACE" and str(nxt[0]).endswith("stairs")
        up_said = t.type == "RETURN_HOME" and english(t) and len(said_with) == 2 and said_with[1] in _DOWN_UP
        if up_said and stairs_next:  # "come back up the east stairs to 204": up the stairs is the way back
            cut = (t.end_pos or 0) - len(said_with[1])
            back = Token("RETURN_HOME", said_with[0], start_pos=t.start_pos, end_pos=cut - 1)
            out += [back, Token("VIA", said_with[1], start_pos=cut, end_pos=t.end_pos)]
            read_past(back, t)
            k += 1
            continue
        went = prev if prev is not None and prev.type == "GO" and english(prev) else None
        to_a_place = bool(nxt) and nxt[0].type == "PLACE" and not str(nxt[0]).endswith("stairs")
        if said and went is not None and to_a_place:
            # "10.20 go down garden": down (to it) is the going's own, as "go down to the garden" is
            out[-1] = retoken("GO", went, f"{went} {t}", t.end_pos)
            k += 1
            continue
        if said and opens and len(nxt) == 2 and nxt[0].type == "TO" and nxt[1].type in ("PLACE", "ROOMWORD"):
            out.append(retoken("GO", t, f"{t} {nxt[0]}", nxt[0].end_pos))
            k += 2
            continue
        out.append(t)
        k += 1
    return out


def _back_home_typed(tokens: list[Token]) -> list[Token]:
    """``9:50 back hoem``: a going back right before home (the word read with its slip, so not
    with "back" as one word) is going back home, as ``back home`` is; "back" alone after a place
    that was not home asked "back where?"."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and t.type == "PLACE"
            and str(t) == "home"
            and prev.type == "RETURN_HOME"
            and english(prev)
            and str(prev).lower().split()[-1:] == ["back"]
        ):
            out[-1] = retoken("RETURN_HOME", prev, f"{prev} home", t.end_pos)
            continue
        out.append(t)
    return out


_LET = frozenset({"let", "i'll let", "i will let", "letting", "i'm letting", "im letting"})
_LISTED = frozenset({"NAME", "AND", "JOIN", "LISTJOIN", "ROOMMATE"})


def _let_in_but_nobody_else(tokens: list[Token]) -> list[Token]:
    """``let Lily in but nobody else``, ``let Lily and Tom in, no one else``: the door only for
    them, as ``only let Lily in, nobody else`` is (the "nobody else" restates it). Without the
    "nobody else" ("let Lily in": her, or everyone?) it stays a word the orders do not know."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "UNKNOWN" or str(t).lower() not in _LET:
            continue
        j = k + 1
        while j < len(out) and out[j].type in _LISTED:
            j += 1
        named = any(u.type in ("NAME", "ROOMMATE") for u in out[k + 1 : j])
        if not named or j >= len(out) or out[j].type != "AT" or str(out[j]).lower() != "in":
            continue
        e = j + 1
        if e < len(out) and (
            out[e].type == "SEP" and str(out[e]) == "," or out[e].type == "EXCEPT" and str(out[e]) == "but"
        ):
            e += 1
        if (
            e < len(out)
            and out[e].type in ("NOBODY_ELSE", "DOOR_CLOSED")
            and str(out[e]).lower().endswith("else")
        ):
            out[k] = retoken("ONLY_OPEN", t, "only let")
            out[e] = retoken("DOOR_CLOSED", out[e])
            if out[e - 1].type == "EXCEPT":
                out[e - 1] = Token("SEP", ",", start_pos=out[e - 1].start_pos, end_pos=out[e - 1].end_pos)
    return out


_EVERYONE = frozenset({"everyone", "everybody", "anyone", "anybody", "all"})
_NO = frozenset({"no", "not", "nope", "no one", "nobody"})


def _door_for_some(u: Token) -> bool:
    """Whether ``u`` makes the door only for some (``only let ... in``)."""
    return u.type == "ONLY_OPEN" or u.type == "ONLY" and english(u)


def _everyone_else_no(tokens: list[Token]) -> list[Token]:
    """``Door: only Lily gets in before 10. Everyone else, no.``: after a door only for some, the
    rest shut out, as ``nobody else`` is (the same rule, said again); anywhere else it is left as
    it is (refused)."""
    out: list[Token] = []
    only = False  # a door only for some said before: kept as the tokens go, never searched again
    k = 0
    while k < len(tokens):
        t = tokens[k]
        rest = tokens[k + 1 : k + 3]
        if out:
            only = only or _door_for_some(out[-1])
        if (
            only
            and t.type == "UNKNOWN"
            and str(t).lower() in _EVERYONE
            and len(rest) == 2
            and rest[0].type == "OTHERWISE"
            and str(rest[0]).lower().rstrip(",") == "else"
            and str(rest[1]).lower() in _NO
        ):
            out.append(Token("DOOR_CLOSED", "nobody else", start_pos=t.start_pos, end_pos=rest[1].end_pos))
            k += 3
            continue
        out.append(t)
        k += 1
    return out


# the rest shut out, said as a clause of its own after a door only for some
_OTHERS_NO = re.compile(
    r"(?:but |and )?(?:for |to )?(?:the )?(?:other people|others|other ones|the rest|rest|everyone else"
    r"|everybody else|anyone else|anybody else|all the others|all others)[ ,:]*"
    # Singlish: "other people knock also don't open" (round twenty-nine)
    r"(?:(?:knock|knocks|come|comes|come knock)(?: also| oso)? )?"
    # "for the others it stays closed" (round seven)
    r"(?:(?:stays|stay|remains|remain|will stay|will remain|is|are|'s|keeps) )?"
    r"(?:no|not|nope|closed|shut|locked|stay out|no entry|not allowed|not allowed in|can't come in"
    r"|cannot come in|no way"
    # "to the others I do not open", "the rest I won't let in" (English round nine)
    r"|(?:i )?(?:do not|don't|dont|won't|will not|shall not|never)"
    r" (?:open|answer|let in|open up|open the door))"
)
_CLAUSE_OF_ITS_OWN = frozenset(
    {
        "UNKNOWN",
        "OTHERWISE",
        "NOT",
        "NOBODY_ELSE",
        "STAY",
        "DOOR_VERB",
        "NOT_OPEN",
        "TO",
        "NOT_LET",
        "AT",
        "KNOCK",
    }
)


def _others_no(tokens: list[Token]) -> list[Token]:
    """``my door is only open for Kevin before 10, other people no``, ``for the others closed``:
    after a door only for some, the rest shut out said as a clause of its own, as ``nobody else``
    is; anywhere else it is left as it is (refused)."""
    out: list[Token] = []
    only = False  # as in _everyone_else_no
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if out:
            only = only or _door_for_some(out[-1])
        opens = not out or out[-1].type == "SEP"
        if not (only and opens):  # the clause is looked for only where it could stand
            out.append(t)
            k += 1
            continue
        j = k
        while j < len(tokens) and tokens[j].type in _CLAUSE_OF_ITS_OWN:
            j += 1
        closed = j == len(tokens) or tokens[j].type == "SEP"
        said = " ".join(str(u).lower() for u in tokens[k:j])
        if closed and j > k and english(t) and _OTHERS_NO.fullmatch(said):
            end = tokens[j - 1].end_pos
            out.append(Token("DOOR_CLOSED", "nobody else", start_pos=t.start_pos, end_pos=end))
            k = j
            continue
        out.append(t)
        k += 1
    return out


def _their_room(tokens: list[Token]) -> list[Token]:
    """``his room``, ``her place``, ``knock on his door``: the pronoun's room."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        said, nxt = str(t), out[k + 1]
        if said not in _POSSESSIVE or t.type not in ("UNKNOWN", "PRONOUN"):
            continue
        if nxt.type == "UNKNOWN" and str(nxt) in _DWELLING:
            out[k + 1] = retoken("ROOMWORD", nxt, "room")
        if out[k + 1].type in _OWNED:
            out[k] = retoken("PRONOUN", t)
    return out


# what may follow "X's" said as a destination: its room or door, its time, the clause's end
_AFTER_THEIRS = frozenset({"ROOMWORD", "DOORWORD", "SEP", "TIME", "AT", "THEN", "AND", "VIA"})


def _visit_their_room(tokens: list[Token]) -> list[Token]:
    """``I visit Mr. Gus room (201)``, "visit Lily's room": the room of the one visited is the visit
    (a visit goes to that person's room); "room" was read as a second place."""
    out: list[Token] = []
    for t in tokens:
        kinds = [u.type for u in out[-3:]]
        english_room = t.type == "ROOMWORD" and str(t).isascii()
        if english_room and (kinds[-2:] == ["VISIT", "NAME"] or kinds == ["VISIT", "NAME", "POSS"]):
            if kinds[-1] == "POSS":
                read_past(out[-2], out.pop())
            read_past(out[-1], t)
            continue
        out.append(t)
    return out


def _to_their_room(tokens: list[Token]) -> list[Token]:
    """``9pm Tom's room``, ``Lily's rm at 9``, ``I'm going to 赵强's`` ("going to" says the
    intention and takes its "to" along): a person's room said alone at a clause's start is going
    there, as ``the lawn`` alone is; the "to" it lacks is put back (a word of no width)."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, poss = out[k], out[k + 1]
        after = out[k + 2] if k + 2 < len(out) else None
        opens = k == 0 or out[k - 1].type in OPENS_A_CLAUSE
        theirs = t.type == "NAME" and poss.type == "POSS" and str(poss) == "'s"
        # "I am going to Xiaochuan room (207)": the room said without the 's (round thirty-two)
        bare = t.type == "NAME" and poss.type in ("ROOMWORD", "DOORWORD") and str(poss).isascii()
        if opens and (bare or theirs and (after is None or after.type in _AFTER_THEIRS)):
            at = t.start_pos or 0
            out.insert(k, Token("TO", "to", start_pos=at, end_pos=at))
            k += 1
        k += 1
    return out


# verbs that are going right before a place: "hit the lawn", "try 207" (knocking there)
_HIT = frozenset({"hit", "hits", "hitting", "try", "tries", "trying", "tried"})


def _hit_a_place(tokens: list[Token]) -> list[Token]:
    """``gonna hit the lawn at 9``, ``if she isn't in, try 207``: going there ("hit" or "try"
    before a person is no going, and stays a word the orders do not know: refused)."""
    return [
        retoken("GO", t)
        if t.type == "UNKNOWN" and str(t).lower() in _HIT and _a_place_at(tokens, k + 1)
        else t
        for k, t in enumerate(tokens)
    ]


def _a_place_at(tokens: list[Token], k: int) -> bool:
    """A place, or a person's room or door (``Lily's room``), starts at ``k``."""
    kinds = [t.type for t in tokens[k : k + 3]]
    return (
        kinds[:1] == ["PLACE"] or kinds[:2] == ["NAME", "POSS"] and kinds[2:] in (["ROOMWORD"], ["DOORWORD"])
    )


_CONDITIONS = frozenset({"IF", "UNLESS"})
_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})


def _if_not_said(tokens: list[Token]) -> list[Token]:
    """``If Lily's alone, kill her. If she isn't, try 207``: the condition of a kill turned round,
    said with its pronoun and a comma ("if he's not,", "if she doesn't,"), is that kill's
    "otherwise". Only after a condition and a kill of the same order; anywhere else the words are
    left as they are (a condition turned round on a place, refused or read as before)."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        t, who, neg, comma = out[k : k + 4]
        said = t.type == "IF" and who.type == "PRONOUN" and neg.type == "NOT" and english(t)
        if said and comma.type == "SEP" and str(comma) == "," and _after_a_conditional_kill(out, k):
            out[k : k + 3] = [Token("OTHERWISE", "if not", start_pos=t.start_pos, end_pos=neg.end_pos)]
        k += 1
    return out


def _after_a_conditional_kill(tokens: list[Token], k: int) -> bool:
    """Whether a condition and a kill stand before ``k`` in the same order."""
    j = k - 1
    kinds: set[str] = set()
    while j >= 0 and tokens[j].type not in _STARTS:
        kinds.add(tokens[j].type)
        j -= 1
    return "KILL" in kinds and bool(kinds & _CONDITIONS)


def _visit_a_room(tokens: list[Token]) -> list[Token]:
    """``visit 207``: going to 207 (a visit is a knock on a room)."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        if t.type == "VISIT" and english(t) and out[k + 1].type == "PLACE" and str(out[k + 1])[:1].isdigit():
            out[k] = retoken("GO", t)
    return out


_OPENS_BY = frozenset({"SEP", "THEN", "AND"})
# what may follow "by 9" opening a clause for it to be the clause's time: what the order does
_AFTER_BY = frozenset({"SEP", "TIME", "PERIOD", "RANGE", "ALLNIGHT", "UNTIL", "OTHERWISE", "CHANGE"})


def _by_a_time(tokens: list[Token]) -> list[Token]:
    """``be in the garden by 9``: a deadline, no time; refused as vague (lexer's ``VAGUE``). ``By 9 I
    will go to the garden``, ``then by 10 back to my room``: "by" opening a clause before its time and
    what the order does is the order's time, as Nigerian and Indian English say "at" (the order starts
    then; a GM writes that slot)."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        if t.type == "VIA" and str(t).lower() == "by" and out[k + 1].type == "TIME":
            opens = k == 0 or out[k - 1].type in _OPENS_BY
            acts = k + 2 < len(out) and out[k + 2].type not in _AFTER_BY
            out[k] = retoken("AT", t, "at") if opens and acts else retoken("VAGUE", t)
    return out


def _door_tonight(tokens: list[Token]) -> list[Token]:
    """``door closed to everyone tonight``: "tonight" is the door's (read past)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if k and t.type == "ALLNIGHT" and str(t).lower() in _TONIGHT and tokens[k - 1].type in _DOORS:
            read_past(tokens[k - 1], t)
            continue
        out.append(t)
    return out


_OPENING = frozenset(
    {"opens", "lets me in", "answers", "opens the door", "answers the door", "opens up", "open"}
)


@rebuilt
def _opens_and(tokens: list[Token]) -> list[Token]:
    """``if he lets me in and he's alone``: ``if he's alone`` (the kill is inside anyway)."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        t, who, opens, joined = out[k], out[k + 1], out[k + 2], out[k + 3]
        person = who.type in ("PRONOUN", "NAME") and english(t)
        if (
            t.type == "IF"
            and person
            and opens.type == "DOOR_VERB"
            and str(opens) in _OPENING
            and joined.type == "AND"
        ):
            named = who.type == "NAME"  # if Tom opens and he's alone / and is alone: Tom alone
            nxt = out[k + 4] if k + 4 < len(out) else None
            del out[k + (2 if named else 1) : k + 4]
            if named and nxt is not None and nxt.type == "PRONOUN":
                del out[k + 2]
        k += 1
    return out


_RETURNS = frozenset({"return", "returns", "returned", "returning"})
_ENDS = frozenset({"SEP", "TIME", "AND", "THEN", "AT", "OTHERWISE", "PERIOD"})


def _return_alone(tokens: list[Token]) -> list[Token]:
    """``9:30 I return.``: going back (a place after it is still that place: ``return to 204``)."""
    out = list(tokens)
    for k, t in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else None
        said = t.type == "GO" and str(t).lower() in _RETURNS
        at_a_time = nxt is None or nxt.type != "AT" or (k + 2 < len(out) and out[k + 2].type == "TIME")
        if said and (nxt is None or nxt.type in _ENDS) and at_a_time:
            out[k] = retoken("RETURN_HOME", t, "go back")
    return out


# a plan's heading, at the start: "new plan:", "scrap what I said before."
# what is taken back: the message before, however it is called ("that last one", "my previous msg")
_EARLIER = (
    r"(?:(?:that|this|my|the)(?: (?:last|previous|earlier|old|other|first))?"
    r" (?:one|message|msg|orders?|plan|post|version|email|mail)|that|what i (?:said|sent|wrote))"
)
_HEADING = re.compile(
    r"(?:(?:wait|ok|okay|sorry|actually|hmm|so|right|ugh|oops|oh|nvm|never ?mind)[\s,!.]+)*"
    r"(?:(?:as )?per my (?:last|previous|earlier)(?: (?:email|mail|message|msg|note|one))?"
    r"[\s,.:;\u2013\u2014-]+)?"
    r"(?:(?:a )?(?:(?:slight|small|quick|minor|little) )?change of (?:plans?|scope)(?: for tonight| tonight)?"
    r"[\s,.:;\u2013\u2014-]+(?=(?:please )?(?:scrap|forget|ignore|disregard)))?"  # round seven
    r"(?:(?:(?:please )?(?:scrap|forget|ignore|disregard|scratch|cancel|drop|delete|bin) (?:"
    + _EARLIER
    + r"|everything)"
    r"|(?:i )?(?:change|changed|am changing|'m changing|correct|am correcting|'m correcting) my"
    r" (?:plan|plans|orders?|message|msg|mind)|(?:a )?correction (?:to|of) " + _EARLIER + r")"
    r"(?: (?:before|earlier|previously|above))?[\s.!,:;]*)?"
    r"(?:(?:my |the |here'?s my |here is my )?(?:new|updated|revised|changed|final) (?:plan|orders?)"
    r"|(?:my |the )?(?:final[\s,!]+)*final (?:answer|version|one)|(?:final[\s,!]+)+final"
    r"|(?:a )?(?:(?:slight|small|quick|minor|little) )?change of (?:plans?|scope)(?: for tonight| tonight)?)?"
    r"[\s.!,:;]*"
)
_BEFORE_IT = frozenset({"ASIDE", "SEP"})  # a greeting, or punctuation
_HEADING_GAP = re.compile(
    r"[\s.!,:;\u2013\u2014-]*"
)  # between two parts of a heading ("new plan - scrap ...")


def _new_plan(tokens: list[Token], text: str) -> list[Token]:
    """``new plan: lawn at 10``, ``scrap what I said before. new plan: ...``: the message's heading,
    only before any word of the orders (after a greeting); set aside and said."""
    words = [t for t in tokens if t.type not in _BEFORE_IT]
    if not words:
        return tokens
    first = min(words, key=lambda t: t.start_pos or 0)
    start = first.start_pos or 0
    if not english(first):
        return tokens
    m = _HEADING.match(text.lower(), start)
    end = m.end() if m else start
    while m is not None and end < len(text):  # "new plan, ignore the last one": its parts in any order
        gap = _HEADING_GAP.match(text, end)
        m = _HEADING.match(text.lower(), gap.end() if gap else end)
        end, m = (m.end(), m) if m is not None and gap and m.end() > gap.end() else (end, None)
    said = end
    while said > start and text[said - 1] in " \t\n.!,:;":
        said -= 1
    inside = [t for t in tokens if (t.start_pos or 0) >= start and (t.end_pos or 0) <= end]
    across = [t for t in tokens if (t.start_pos or 0) < end < (t.end_pos or 0)]
    if said <= start or across or len(inside) == len([t for t in tokens if (t.start_pos or 0) >= start]):
        return tokens  # no heading, a word across its end, or nothing after it
    heading = Token("ASIDE", text[start:said], start_pos=start, end_pos=said)
    gone = {id(t) for t in inside}  # by identity: tokens equal as strings (",") are not the same
    at = next(k for k, t in enumerate(tokens) if id(t) in gone)
    kept = [t for t in tokens if id(t) not in gone]
    return [*kept[:at], heading, *kept[at:]]


_AFTER = re.compile(r"\s*after\s*$")
_ORDER_WORDS = frozenset(
    {"WINDOW", "PEEPHOLE", "PLACE", "ROOMWORD", "PEEK_VERB", "LOOK_CORRIDOR", "RETURN_HOME"}
)


def _after_a_time(tokens: list[Token], text: str) -> list[Token]:
    """``peephole after 10``: the time of the order said right before it (``after`` is read past)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        if t.type == "TIME" and prev is not None and prev.type in _ORDER_WORDS and english(prev):
            gap = text[prev.end_pos or 0 : t.start_pos or 0]
            if _AFTER.fullmatch(gap.lower()):
                start = (prev.end_pos or 0) + gap.lower().index("after")
                out.append(Token("AT", "at", start_pos=start, end_pos=start + len("after")))
        out.append(t)
    return out


def _at(t: Token) -> bool:
    return t.type == "AT" and str(t) == "at"


def _meanwhile(tokens: list[Token], text: str) -> list[Token]:
    """``Meanwhile: 8:40 garden``: set aside (said), the time after it says when."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        said = str(t).lower()
        if t.type == "UNKNOWN" and said in _MEANWHILE:
            j = k + 1
            while j < len(tokens) and (
                tokens[j].type == "SEP" and str(tokens[j]) in _COLONS or _at(tokens[j])
            ):
                j += 1
            if j < len(tokens) and tokens[j].type == "TIME":
                start = t.start_pos or 0
                if said == "meantime" and out and out[-1].type == "AT" and str(out[-1]) == "in":
                    start = out.pop().start_pos or start  # "in the meantime"
                out.append(Token("ASIDE", text[start : t.end_pos or 0], start_pos=start, end_pos=t.end_pos))
                continue
        out.append(t)
    return out
