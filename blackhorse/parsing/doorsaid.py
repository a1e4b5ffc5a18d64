"""The door said casually in English, read as the door rule it is (docs/PARSING.md, *Casual English*):

- **the door shut "except" someone** ("door closed till 10 except for Lily", "keep the door shut
  before 10, but let Lily in") is the door only for them; ``door:`` heading a door rule is its
  heading ("door: only Lily and Tom can come in before 10");
- **"only let Lily in if she comes"**: a door rule is about who knocks anyway, the condition
  says nothing more;
- **the door for some said with "only" after them** ("door: Jack only", "door open for Jack only",
  "door open only to Jack") is the door only for them; **"keep X out"**, "X isn't allowed in", "X
  can't come in" (a sentence of its own, no "if") is the door shut to them;
- **the door rule, a comma, then its end** ("door closed, till 10", "only let Jack in, before 10"):
  the end is the door's (it ended the order before it too, adding a "stay" nobody said);
- **the door shut "all night" or "even after 10"** is a door rule past 22:00: refused by the
  door rule (seed 五.12), never read as the night's door with the time moved to the next order;
- **the one left out said again** after a door open to all "except" them (``除了林姐谁敲门都可以开，就她
  不行``, ``…，唯独她不行``): the exception, said twice; set aside and said;
- **everyone else shut out, said after a door rule that names people** (``只对Lucy开，别人敲了不理``,
  ``其余的人来了都不理``): the same rule said for everyone else, whatever verb of not answering.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.casualwords import DOOR_RULES, arrives, english, retoken
from blackhorse.parsing.groupsaid import POLICE

_DOOR_UNTIL = frozenset({"UNTIL", "BEFORE", "TO"})
_WHO = frozenset({"NAME", "ROOMMATE"})  # "except for my roommate": their name, read later


def _who(t: Token) -> bool:
    """A person of a door's list: a name, one's roommate, or the police said as a group
    ("except the cops": their names, read later by :mod:`blackhorse.parsing.groupsaid`)."""
    return t.type in _WHO or t.type == "UNKNOWN" and str(t).casefold() in POLICE


# "the whole night, even after 10": the night's end said again, past the door's 22:00
_NIGHT_AGAIN = frozenset({"even", "incl", "incl.", "including", "inc", "inc.", "also"})


def _even_after(out: list[Token], j: int, until: Token) -> int:
    """Past ``incl after 10`` / ``, even after 10`` right after a door's "the whole night" (read
    with it: the night's end, which the door rule cannot have, refused as such); else ``j``."""
    k = j + (j < len(out) and out[j].type == "SEP" and str(out[j]) == ",")
    said = k + 1 < len(out) and out[k].type == "UNKNOWN" and str(out[k]).lower() in _NIGHT_AGAIN
    if str(until) != "180" or not said or out[k + 1].type != "TIME" or int(str(out[k + 1])) < 120:
        return j
    read_past(until, *out[j : k + 2])
    return k + 2


# the particles Singapore and Malaysia end a phrase with, set aside where they stand
_PARTICLES = frozenset({"ah", "lah", "lor", "leh", "hor", "meh", "sia", "la", "ya", "one"})


@rebuilt
def closed_except(tokens: list[Token]) -> list[Token]:
    """``door closed till 10 except for Lily``, ``keep the door shut, but let Lily in``: the door
    only for the names after "except" (``只给B开``), said the other way round."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "DOOR_CLOSED" or not english(t):
            continue
        j = k + 1
        until: list[Token] = []
        if j + 1 < len(out) and out[j].type in _DOOR_UNTIL and out[j + 1].type == "TIME":
            until = out[j : j + 2]
            j += 2
            j = _even_after(out, j, until[1])
        particle = (
            out[j : j + 1] if j < len(out) and out[j].type == "ASIDE" and str(out[j]) in _PARTICLES else []
        )
        j += len(particle)  # "for anybody ah, except Priya": a particle of Singlish, kept aside (round nine)
        if j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", "-"):
            j += 1
        if j >= len(out) or out[j].type != "EXCEPT" or j + 1 >= len(out) or not _who(out[j + 1]):
            continue
        end = j + 1
        while end < len(out) and (out[end].type in ("LISTJOIN", "AND", "JOIN") or _who(out[end])):
            end += 1
        names = [u if _who(u) else retoken("LISTJOIN", u) for u in out[j + 1 : end]]
        while names and not _who(names[-1]):
            names.pop()
            end -= 1
        if end < len(out) and (out[end].type == "DOOR_VERB" or str(out[end]) == "in"):
            end += 1  # let Lily in
        tail = out[end:]
        if not until and len(tail) >= 2 and tail[0].type in _DOOR_UNTIL and tail[1].type == "TIME":
            until, tail = tail[:2], tail[2:]
        until = [retoken("BEFORE", until[0]), until[1]] if until else []
        return [*out[:k], retoken("ONLY_OPEN", t), *particle, *names, *until, *tail]
    return out


# what closes the names of an exception in Chinese (除了B之外, 除了B以外): "besides"
_BESIDES = frozenset({"之外", "以外", "外"})


def except_besides(tokens: list[Token]) -> list[Token]:
    """``除了Tom之外不开门``, ``除了Tom以外，其他人一律不开``: 之外 / 以外 closing the names after 除了
    is read with them, and the door not opened right after is shut to the rest (as ``除了Tom谁都不开``
    is): the door only for those names."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "EXCEPT" or english(t):
            continue
        j = k + 1
        while j < len(out) and (_who(out[j]) or out[j].type in ("LISTJOIN", "AND", "JOIN")):
            j += 1
        if j == k + 1:
            continue
        e = j
        if e < len(out) and out[e].type == "PRONOUN" and str(out[e]) == "之":
            e += 1
        if e < len(out) and out[e].type == "UNKNOWN" and str(out[e]) in _BESIDES:
            e += 1
        if e == j or (e == j + 1 and str(out[j]) == "之"):
            continue
        for u in out[j:e]:
            read_past(out[j - 1], u)
        rest = out[e:]
        if rest and rest[0].type == "NOT_OPEN":
            rest = [retoken("DOOR_CLOSED", rest[0]), *rest[1:]]
        return [*out[:j], *rest]
    return out


_DOOR_RULES = frozenset({"ONLY", "ONLY_OPEN", "DOOR_CLOSED", "DOOR_OPEN", "NOT_LET"})
# a word after "door" in a heading ("Door policy:", "door rules -")
_HEADINGS = frozenset(
    {"policy", "policies", "rule", "rules", "plan", "settings", "setting", "orders", "status"}
)


def door_heading(tokens: list[Token]) -> list[Token]:
    """``door: only Lily and Tom can come in``: "door" heading a door rule is its heading. So is
    the door named right before its rule, opening a clause or after the rule's time (``my door is
    only open for Kevin``, ``before 10 the door only opens for Lily``): the rule's subject."""
    out: list[Token] = []
    skip = 0
    for k, t in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        noun = k + 1 < len(tokens) and tokens[k + 1].type == "UNKNOWN" and str(tokens[k + 1]) in _HEADINGS
        nxt = tokens[k + 1 + noun] if k + 1 + noun < len(tokens) else None
        after = tokens[k + 2 + noun] if k + 2 + noun < len(tokens) else None
        starts = not out or out[-1].type == "SEP"
        heading = nxt is not None and nxt.type == "SEP" and str(nxt) in (":", "-")
        rule = after is not None and after.type in _DOOR_RULES
        if t.type == "DOORWORD" and english(t) and starts and heading and after is not None and rule:
            read_past(after, t, *tokens[k + 1 : k + 1 + noun])  # the rule's heading ("door policy:")
            skip = noun
            continue
        timed = len(out) > 1 and out[-1].type == "TIME" and out[-2].type in ("BEFORE", "UNTIL")
        subject = nxt is not None and nxt.type in ("ONLY_OPEN", "NOT_LET")
        if t.type == "DOORWORD" and english(t) and (starts or timed) and subject and nxt is not None:
            read_past(nxt, t)  # the rule's subject
            continue
        # 十点前我屋只让思思进, 我房间谁都不让进: one's own room (我 is read past before) or door
        # opening a clause or right after the rule's time (十点前) is the rule's subject, not a going
        timed_zh = len(out) > 1 and out[-1].type == "BEFORE" and out[-2].type == "TIME"
        own = t.type == "ROOMWORD" or t.type == "DOORWORD"
        then = [u.type for u in tokens[k + 1 : k + 4]] == ["TIME", "BEFORE", "ONLY_OPEN"]  # 我屋十点前只让…
        if own and not english(t) and (starts or timed_zh) and (subject or then) and nxt is not None:
            read_past(tokens[k + 3] if then else nxt, t)
            continue
        out.append(t)
    return out


_DOOR_NAMES = frozenset({"ONLY", "ONLY_OPEN", "NOT_LET", "EXCEPT"})


_ANYONE = frozenset({"someone", "somebody", "anyone", "anybody"})
_KNOCKING = frozenset({"knock", "knocks", "comes", "come", "knocking"})
_ANYONE_ZH = frozenset({"有人", "谁"})
_KNOCKING_ZH = frozenset({"敲门", "来敲门"})


def _if_someone_knocks(tokens: list[Token]) -> list[Token]:
    """ "If someone knocks before ten, I open only for Jay": whoever knocks is what a door rule is
    about; said first, "if someone knocks" says nothing more (round thirty-three: refused at
    "someone"; ``万一有人敲门，10点前只给…``, round thirty-four). Only right before the door rule (its
    time and a comma between)."""
    out = list(tokens)
    for k in range(len(out) - 3):
        who, knock = out[k + 1], out[k + 2]
        said = english(out[k]) and str(who).lower() in _ANYONE and str(knock).lower() in _KNOCKING
        said = said or (str(who) in _ANYONE_ZH and str(knock) in _KNOCKING_ZH)  # 万一有人敲门 (round 34)
        if not (
            out[k].type == "IF"
            and said
            and who.type in ("UNKNOWN", "SOMEONE")
            and knock.type in ("DOOR_VERB", "KNOCK", "UNKNOWN", "ARRIVE")
        ):
            continue
        j = k + 3
        if j + 1 < len(out) and out[j].type in _DOOR_UNTIL and out[j + 1].type == "TIME":
            j += 2  # before ten
        comma = j < len(out) and str(out[j]) == ","
        after = j + comma
        rule = after
        if rule + 1 < len(out) and out[rule].type == "TIME" and out[rule + 1].type == "BEFORE":
            rule += 2  # 万一有人敲门，10点前只给…: the rule's own time after the comma
        if rule < len(out) and out[rule].type in DOOR_RULES | _DOOR_NAMES:
            read_past(out[rule], out[k], who, knock, *([out[j]] if comma else []))
            return [*out[:k], *out[k + 3 : j], *out[after:]]
    return out


@rebuilt
def door_if_they_come(tokens: list[Token]) -> list[Token]:
    """``only let Lily in if she comes``, "(if she knocks)": a door rule is about who knocks
    anyway; the condition says nothing more. Said first ("if someone knocks before ten, I open
    only for Jay"), the same (:func:`_if_someone_knocks`)."""
    tokens = _if_someone_knocks(tokens)
    out: list[Token] = []
    k = 0
    lister = False
    while k < len(tokens):
        t = tokens[k]
        three = [u.type for u in tokens[k : k + 3]]
        comes = len(three) == 3 and three[0] == "IF" and three[1] in ("NAME", "PRONOUN")
        if lister and comes and (three[2] in ("ARRIVE", "KNOCK", "DOOR_VERB") or arrives(tokens[k + 2])):
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


_WHOLE = re.compile(r"(?<![a-z])(all|whole|entire|throughout)(?![a-z])")


_AFTER_TEN = re.compile(r"(?<![a-z])after\s*$")


_EVEN = re.compile(r"(?<![a-z])even after\s*$")  # "don't let anyone in, even after 10"


# ``一概不开，22:00以后亦然``: the door rule said again for after a time (likewise, the same, still)
_LIKEWISE = re.compile(
    r"\s*(?:以后|之后|过后|后)\s*(?:亦然|亦是|也一样|也是一样|也是|也如此|也这样|同样|照样|照旧|依然|仍然|还是一样)"
)


def _likewise_after(out: list[Token], k: int, j: int, text: str) -> bool:
    """Whether ``out[j]`` is a time after the door rule ``out[k]`` and its comma, said "likewise
    after it" (``任何人敲门一概不开，22:00以后亦然``): the door rule for after that time too."""
    if j != k + 2 or j >= len(out) or out[k + 1].type != "SEP" or out[j].type != "TIME":
        return False
    return bool(_LIKEWISE.match(text, out[j].end_pos or 0))


def door_after_ten(tokens: list[Token], text: str) -> list[Token]:
    """``keep my door locked all night``, ``don't open for anyone even after 10``: the door said
    for after 22:00, which the rules forbid (seed 五.12): the door rule with an end at 23:00, so
    the door rule refuses it (it was read as the night's door, the time going to the next order).
    "Tonight" is the night's door rule, as always. In Chinese the rule said again for after the time
    (``一概不开，22:00以后亦然``: the same after 22:00) is the same door rule, as long."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t = out[k]
        if t.type not in DOOR_RULES or not english(t) and not _likewise_after(out, k, k + 2, text):
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
        if whole or after or _likewise_after(out, k, j, text):
            end = Token("TIME", "180", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
            kept = [u for u in out[k + 1 : j] if str(u) != ","]
            out[k + 1 : j + 1] = [*kept, retoken("UNTIL", nxt), end]
            return out
    return out


# a clause opening the door from 22:00 on (十点之后开门, 10点后开, "after 10 I open it"): what the rules
# make every tenant do then (seed 五.12)
_AFTER_SAID = re.compile(r"(?:之后|以后|后|过后|after)\s*$")
_OPENING = frozenset({"开门", "开", "open", "open it", "open up", "open the door", "开房门"})


def opened_after_ten(tokens: list[Token], text: str) -> list[Token]:
    """``十点前不开门，十点之后开门``, ``10点前门关着，10点后开``, "door shut until 10, after 10 I open
    it": the door opened from 22:00 on, in a clause of its own, is what the rules make every tenant
    do then (seed 五.12): no order, set aside and said. Only opening, with nothing after it in its
    clause (``十点后开门让Tom进来`` is left to be read as before), at 22:00 or later."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t = out[k]
        start = k - 1 if k and out[k - 1].type == "IF" else k  # 要是10点以后有人敲门，那就开
        opens = start == 0 or out[start - 1].type == "SEP"
        late = t.type == "TIME" and str(t).isdigit() and int(str(t)) >= 120
        j = k + 1
        if j < len(out) and out[j].type == "THEN" and str(out[j]) in ("之后", "以后", "后", "过后"):
            j += 1
        between = text[t.end_pos or 0 : out[j].start_pos or 0] if j < len(out) else ""
        said_after = _AFTER_SAID.search(text[: t.start_pos or 0]) or j > k + 1 or "后" in between
        if j + 2 < len(out) and out[j].type == "ASIDE" and str(out[j + 1]) in (",", "，"):
            j += 2  # 十点以后规矩我懂，会开的: a remark between the time and the opening
        if j + 1 < len(out) and out[j].type == "SOMEONE" and out[j + 1].type == "KNOCK":
            j += 2  # 10点以后有人敲门，(那就)开: whoever knocks then
            if j < len(out) and str(out[j]) in (",", "，"):
                j += 1
        door = j < len(out) and out[j].type == "DOOR_VERB" and str(out[j]).lower() in _OPENING
        ends = j + 1 >= len(out) or out[j + 1].type == "SEP"
        if start < k and opens and late and j < len(out) and out[j].type == "DOOR_OPEN" and ends:
            read_past(out[j], out[start])  # 如果10点之后有人敲门就开门: the door open then, said with 如果
            del out[start]
            continue
        if opens and late and said_after and door and ends:
            out[start : j + 1] = [set_aside_together(out[start : j + 1])]
            k = start
        k += 1
    return out


_ENTER = frozenset({"in", "come in", "comes in", "get in", "gets in", "allowed in", "let in", "allowed"})
_CANNOT = frozenset(
    {
        "can't",
        "cant",
        "cannot",
        "can not",
        "mustn't",
        "may not",
        "won't",
        "isn't",
        "is not",
        "aren't",
        "are not",
        "not",
    }
)


def _names_at(tokens: list[Token], k: int) -> int:
    """Where the run of names starting at ``k`` ends (``k`` when there is none)."""
    end = k
    while end < len(tokens) and tokens[end].type in ("NAME", "ROOMMATE", "LISTJOIN", "JOIN", "AND"):
        end += 1
    while end > k and tokens[end - 1].type not in _WHO:
        end -= 1
    return end


def _opens(tokens: list[Token], k: int) -> bool:
    return k == 0 or tokens[k - 1].type == "SEP" and str(tokens[k - 1]) in (".", ";", "\n", "!", ",", ":")


@rebuilt
def only_after_names(tokens: list[Token], text: str) -> list[Token]:
    """``door: Jack only``, ``door open for Jack only``, ``door open only to Jack``: the door
    only for them; ``keep Jack out``, ``Jack isn't allowed in``: shut to them (see the module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        said = t.type in ("DOORWORD", "DOOR_OPEN") and english(t) and _opens(out, k)
        if said:
            j = k + 1
            if j < len(out) and str(out[j]) in (":", "-"):
                j += 1
            only_before = j < len(out) and out[j].type == "ONLY"
            j += 1 if only_before else 0
            if j < len(out) and out[j].type == "TO":
                j += 1
            end = _names_at(out, j)
            only_after = end < len(out) and out[end].type == "ONLY" and end > j
            if end > j and (only_before or only_after) and not (only_before and only_after):
                names = [u if u.type in _WHO else retoken("LISTJOIN", u) for u in out[j:end]]
                rule = retoken("ONLY_OPEN", t, "only open for")
                rest = out[k : end + (1 if only_after else 0)]
                read_past(rule, *(u for u in rest if u.type in ("ONLY", "TO")))  # only (to) them
                out[k : end + (1 if only_after else 0)] = [rule, *names]
                k += 1
                continue
        if t.type in _WHO and _opens(out, k):
            end = _names_at(out, k)
            before = text[: t.start_pos or 0].rstrip()
            after = text[out[end - 1].end_pos or 0 :] if end > k else ""
            kept = before.endswith("keep") and re.match(r"\s*out\b", after) is not None
            if kept and k and out[k - 1].type == "SEP" or kept and k == 0:
                out.insert(k, Token("NOT_LET", "keep", start_pos=(t.start_pos or 0) - 5, end_pos=t.start_pos))
                k = end + 1
                continue
            refused = end < len(out) - 1 and out[end].type in ("NOT", "UNKNOWN") and str(out[end]) in _CANNOT
            enter = (
                refused
                and out[end + 1].type in ("DOOR_VERB", "AT", "UNKNOWN")
                and str(out[end + 1]) in _ENTER
            )
            last = end + 2 if enter and end + 2 < len(out) and str(out[end + 2]) == "in" else end + 1
            if enter:
                names = out[k:end]
                out[k : last + 1] = [
                    Token("NOT_LET", "not let", start_pos=t.start_pos, end_pos=t.start_pos),
                    *names,
                ]
                k = end + 1
                continue
        k += 1
    return out


_RULE_STARTS = frozenset({"DOOR_CLOSED", "ONLY_OPEN", "NOT_LET", "ONLY"})
_RULE_GOES_ON = frozenset({"NAME", "ROOMMATE", "LISTJOIN", "JOIN", "AND", "DOOR_VERB", "AT"})


def door_comma_until(tokens: list[Token]) -> list[Token]:
    """``door closed, till 10``: the comma between a door rule and its end says nothing."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type not in _RULE_STARTS or not english(t):
            continue
        j = k + 1
        while j < len(out) and out[j].type in _RULE_GOES_ON:
            j += 1
        comma = j < len(out) and str(out[j]) == ","
        if comma and j + 2 < len(out) and out[j + 1].type in _DOOR_UNTIL and out[j + 2].type == "TIME":
            after = out[j + 3] if j + 3 < len(out) else None
            if after is None or after.type == "SEP":  # nothing of an order after the time
                del out[j]
                return out
    return out


# everyone else (别人, 其他人 ...), knocking or coming (敲了, 来了), not let in, whatever the verb of
# not answering (不开, 不理, 不管, 不让进 ...): the door shut to all but those a rule named
_OTHERS = re.compile(
    r"(?:其他人|其他的人|其它人|其它的人|其余人|其余的人|别人|别的人|剩下的人|其他|其余)(?:的话)?(?:谁)?"
    r"(?:来|来了|敲|敲了|敲门|敲了门|来敲门|敲我门|敲我的门|想进|想进来|要进)?(?:的话)?"
    r"(?:都|也|一律|一概|统统|全|就)?"
    r"(?:不开|不开门|不理|不理会|不搭理|不管|不应|不回应|别开|别理|不给开|不让进|不给进|免进|装不在)"
    r"(?:了|哈|啊|吧)?"
    # … and in English, the rest said alone (round eighteen: "only Tyler and Harold can enter before
    # 10 pm, nobody else"): no one else, the rule for the rest
    r"|(?:and )?(?:nobody|no one|noone|no-one|none) else(?: at all| can| can enter| can come in| gets in)?"
    r"(?: please| pls| thanks)?"
)
_NAMING_RULES = frozenset({"ONLY_OPEN", "ONLY", "EXCEPT"})


_COMES = frozenset({"ARRIVE", "KNOCK"})


def let_in_when_they_come(tokens: list[Token]) -> list[Token]:
    """``健太来就开门，别人不开``, ``如果健太来找我，门开。别人不开``: a clause opening the door to whoever
    comes, everyone else shut out right after, is the door only for them (round twenty-nine); said alone
    (``健太来就开门``) it says what the door does anyway (open to all before ten): set aside. It was
    read as a condition on 健太 being there, on the order before it."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if not _opens(out, k):
            k += 1
            continue
        j = k + 1 if out[k].type == "IF" and not english(out[k]) else k
        end = _names_at(out, j)
        m = end
        if m < len(out) and (out[m].type in _COMES or arrives(out[m])):
            m += 1
        if m < len(out) and out[m].type == "SEP" and str(out[m]) in (",", "，") and j > k:
            m += 1
        if m < len(out) and out[m].type == "DOORWORD":
            m += 1
        opened = m < len(out) and out[m].type in ("DOOR_VERB", "DOOR_OPEN") and str(out[m]) in _OPEN_WORDS
        if end == j or not opened or english(out[m]) or not (m + 1 == len(out) or out[m + 1].type == "SEP"):
            k += 1
            continue
        shut = m + 2 < len(out) and out[m + 2].type == "DOOR_CLOSED"
        if shut:
            rule = Token("ONLY_OPEN", "只给", start_pos=out[k].start_pos, end_pos=out[k].start_pos)
            verb = retoken("DOOR_VERB", out[m], "开门")
            read_past(rule, *(u for u in out[k:m] if u.type not in _WHO))
            out[k : m + 1] = [rule, *(u for u in out[j:end]), verb]
        else:
            out[k : m + 1] = [set_aside_together(out[k : m + 1])]
        k += 1
    return out


_OPEN_WORDS = frozenset({"开门", "开", "就开", "就开门", "敲门就开", "给开", "给他开", "给她开"})


@rebuilt
def others_shut(tokens: list[Token], text: str) -> list[Token]:
    """A clause saying everyone else is not let in (module doc), after a door rule that names
    people: one word of the door shut (the rule for the rest, said again)."""
    out: list[Token] = []
    named = False
    k = 0
    while k < len(tokens):
        t = tokens[k]
        named = named or t.type in _NAMING_RULES
        opens = k == 0 or tokens[k - 1].type == "SEP"
        if named and opens and t.type != "SEP":
            j = k
            while j < len(tokens) and tokens[j].type != "SEP":
                j += 1
            a, b = t.start_pos or 0, tokens[j - 1].end_pos or 0
            said = text[a:b] if text[a:b].isascii() else text[a:b].replace(" ", "")
            if _OTHERS.fullmatch(said) is not None:
                out.append(Token("DOOR_CLOSED", text[a:b], start_pos=a, end_pos=b))
                k = j
                continue
        out.append(t)
        k += 1
    return out


# "just not her" (就她不行, 唯独他不开): the one left out of a door open to all, said again
_NOT_THEM = re.compile(
    r"(?:就|只有|只是|唯独|单单|就是)?(?P<who>.+?)(?:不行|不可以|不能进|不给开|不开|不让进|除外)(?:了|哈|啊)?"
)


def left_out_again(tokens: list[Token], text: str) -> list[Token]:
    """A clause saying again who is left out of a door open to all but them (module doc), set
    aside: the pronoun must be the one person left out, or their name."""
    out: list[Token] = []
    left: list[str] = []  # the people a door "except" rule left out
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if t.type == "EXCEPT":
            j = k + 1
            while j < len(tokens) and tokens[j].type in ("NAME", "LISTJOIN", "JOIN"):
                left += [str(u) for u in tokens[j : j + 1] if u.type == "NAME"]
                j += 1
            opened = j < len(tokens) and tokens[j].type == "DOOR_OPEN"
            left = left if opened else []
        opens = k > 0 and tokens[k - 1].type == "SEP"
        only = t.type == "UNKNOWN" and str(t) in ("唯独", "单单", "只有", "只是") and k + 1 < len(tokens)
        person = tokens[k + 1] if only else t
        if len(left) == 1 and opens and person.type in ("NAME", "PRONOUN"):
            j = k
            while j < len(tokens) and tokens[j].type != "SEP":
                j += 1
            a, b = t.start_pos or 0, tokens[j - 1].end_pos or 0
            lead = text[tokens[k - 1].end_pos or 0 : a].strip()
            m = _NOT_THEM.fullmatch(lead + text[a:b].replace(" ", ""))
            who = str(person) if person.type == "NAME" else left[0]
            said = text[person.start_pos or 0 : person.end_pos or 0]
            if m is not None and who == left[0] and m.group("who").endswith(said):
                out.append(Token("ASIDE", text[a:b], start_pos=a, end_pos=b))
                k = j
                continue
        out.append(t)
        k += 1
    return out


# what may stand inside 门…开着 / 门…关着 and say nothing more (都, 也; for open, the whole night too:
# the door open all night is the door open); the whole night never inside a shut door (seed 五.12)
_INSIDE_OPEN = re.compile(r"[都也就还一直整晚全程一整晚上 ]*")
_INSIDE_SHUT = re.compile(r"[都也就还 ]*")


@rebuilt
def door_left_said(tokens: list[Token], text: str) -> list[Token]:
    """``门都开着``, ``咱整晚门都开着哈``, ``门一直都开着``, ``门都关着``: the door left open (or shut), with
    都 / 也 / "all night" said inside it, is the door open (or shut) as ``门开着`` is. It was refused
    at 门. "All night" or "always" inside a shut door is a rule past 22:00 (refused as before)."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t = out[k]
        if t.type != "DOORWORD" or str(t) != "门":
            k += 1
            continue
        j = k + 1
        while j < len(out) and out[j].type == "ALLNIGHT":
            j += 1
        if j >= len(out):
            break
        verb = out[j]
        inside = text[t.end_pos or 0 : verb.start_pos or 0]
        said = text[verb.start_pos or 0 : (verb.end_pos or 0) + 1]
        kind = None
        if verb.type == "DOOR_VERB" and said == "开着" and _INSIDE_OPEN.fullmatch(inside):
            kind = "DOOR_OPEN"
        elif str(verb) in ("关着", "锁着") and _INSIDE_SHUT.fullmatch(inside) and j == k + 1:
            kind = "DOOR_CLOSED"
        if kind is None or not inside.strip():
            k += 1
            continue
        end = (verb.start_pos or 0) + 2
        out[k : j + 1] = [Token(kind, text[t.start_pos or 0 : end], start_pos=t.start_pos, end_pos=end)]
        k += 1
    return out


@rebuilt
def knock_then_only(tokens: list[Token]) -> list[Token]:
    """``有人敲门的话只开给Jenny``, ``有人敲门只给赵强开``, ``谁敲门都只给赵强开``: someone knocking, said
    before whom the door opens for, is what a door rule is about anyway: the rule only (the knock was
    refused as a knock on nobody's door, 有人 as a condition)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        nxt = out[k + 1] if k + 1 < len(out) else None
        if t.type != "KNOCK" or str(t) != "敲门" or nxt is None or nxt.type not in ("ONLY_OPEN", "ONLY"):
            k += 1
            continue
        first = k
        if first and (out[first - 1].type == "SOMEONE" or str(out[first - 1]) == "谁"):
            first -= 1
        if first and out[first - 1].type != "SEP":
            k += 1
            continue
        if nxt.type == "ONLY" and not (k + 2 < len(out) and _who(out[k + 2])):
            k += 1
            continue
        out[first : k + 1] = []
        k = first + 1
    return out
