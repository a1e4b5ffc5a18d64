"""The careful player's message (issue 22): the seed's own order style and its relatives, read
as the orders it says (docs/PARSING.md, *The careful player's message*):

- **"only X in the room"** (``如果屋里只有他就动手``, ``屋里只有唐糖一个人``): X alone, said of a
  pronoun too, and 一个人 said again after it is the same "alone";
- **the door opening said with the condition** (``门开了且屋里只有他一个人就杀了他``,
  ``门开了就进去，要是老葛一个人在就杀了他``): a kill in a room happens inside anyway, so the
  opening adds nothing to the condition that follows it (its "otherwise" covers a shut door);
- **the door's rule headed 门：/ Door:** (``门：22:00 以前谁敲都不开``, ``Door: before ten, X and Y
  only``): the heading is the rule's, and a time before the names is the rule's end;
- **what the rules make of the door after 22:00, said back** (``10点后按规矩开``, ``（规则要求必须
  开门）``, "after that I open as the rules say"): after a door rule, a clause saying the door
  opens from 22:00 as the rules require is set aside and listed: it can change nothing, the
  door is open to all from 22:00 whatever the message says (seed 五.12). A clause of the kind
  that says anything else (a time other than 22:00, a negation) is left to be read or refused;
- **a dash range ending on a slot the next order leaves alone** (``20:00—20:40 …，20:50 …``): through it;
- **a knock refused, said by name** (``江北不开门就去203``, "if 江北 doesn't open"): ``没人开门就…``;
- **until a period's end** (``待到第一时段结束``, "until the end of period 1"): until the next hour;
- **the last slot, or a time, said again beside its time** (``22:50 最后一个时段``,
  ``差十分十一点（22:50）``): set aside; ``最后一个时段`` alone is refused at the words;
- **the peephole or the window "on" a place** ("peephole on the west stairs"): the view.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.core.clock import SLOT
from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import retoken

_DASHES = frozenset({"-", "—", "–", "－", "~", "～", "〜", "――"})


def _through_the_slot(tokens: list[Token]) -> list[Token]:
    """``20:00—20:40 在204从窗户看花园。20:50 去草坪``: a range written with a dash, as the seed
    writes them (8:00－8:19), ending on the start of a slot the next order leaves alone (it starts
    ten minutes later): the range runs through that slot (to 20:49). Ended on the next order's
    own start (``20:00-20:40 …，20:40 …``), it ends there, as before."""
    out = list(tokens)
    for k in range(len(out) - 2):
        start, dash, end = out[k : k + 3]
        if not (
            start.type == "TIME" and dash.type == "UNTIL" and str(dash) in _DASHES and end.type == "TIME"
        ):
            continue
        last = int(str(end))
        if last % SLOT or last <= int(str(start)):
            continue
        nxt = next((u for u in out[k + 3 :] if u.type in ("TIME", "PERIOD", "ALLNIGHT", "RANGE")), None)
        if nxt is not None and nxt.type == "TIME" and int(str(nxt)) == last + SLOT:
            out[k + 2] = retoken("TIME", end, str(last + SLOT - 1))
    return out


_IN_THE_ROOM = frozenset({"屋里", "房间里", "房里", "屋", "房间", "屋内", "房内", "房间内"})


def formal(tokens: list[Token], text: str) -> list[Token]:
    """The shapes of this module, read in turn."""
    shaped = _absent_and_alone(_door_opens_and(_only_in_the_room(_through_the_slot(tokens)), text))
    shaped = _not_let_in_by_name(
        _the_last_slot(_to_a_periods_end(_time_said_again(shaped, text), text), text)
    )
    shaped = _door_opens_only(_door_heading(_looking_on(shaped)))
    return _rules_after_ten(shaped, text)


def _only_in_the_room(tokens: list[Token]) -> list[Token]:
    """``屋里只有他``: he alone; ``江北一个人一个人`` (屋里只有江北一个人, read by name first): once."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        three = tokens[k : k + 4]
        room = t.type == "THERE" or t.type == "ROOMWORD" and str(t) in _IN_THE_ROOM
        if room and len(three) >= 3 and three[1].type == "ONLY" and three[2].type == "PRONOUN":
            after = three[3] if len(three) > 3 else None
            if after is None or after.type not in ("DOOR_VERB", "JOIN", "NAME", "LISTJOIN", "PRONOUN"):
                pronoun = three[2]
                read_past(pronoun, t, three[1])
                out.append(pronoun)
                if after is None or after.type != "ALONE":
                    out.append(Token("ALONE", "一个人", start_pos=pronoun.end_pos, end_pos=pronoun.end_pos))
                k += 3
                continue
        if room and len(three) >= 3 and three[1].type in ("NAME", "PRONOUN") and three[2].type == "ALONE":
            read_past(three[2], t)
            k += 1  # 屋里就唐糖一个人: she alone (there)
            continue
        if room and len(three) >= 2 and three[1].type == "ALONE" and str(three[1]).startswith(("只有", "就")):
            read_past(three[1], t)
            k += 1  # 屋里只有他一个人 (read as one word): he alone
            continue
        if t.type == "ALONE" and out and out[-1].type == "ALONE" and out[-1].end_pos == t.start_pos:
            out[-1] = retoken("ALONE", out[-1], end=t.end_pos)  # 一个人 said twice over
            k += 1
            continue
        out.append(t)
        k += 1
    return out


_AND_ZH = frozenset({"且", "并且", "而且", "并", "又", "还", "、", ",", "，"})
_OPENS_ZH = frozenset({"开", "开了", "开门", "开了门", "开门了", "一开"})
_CONDITION_STARTS = frozenset({"IF", "ROOMWORD", "THERE", "NAME", "PRONOUN", "ALONE", "ONLY"})
_ROOM_SAID = re.compile(r"(?:屋里|房里|房间里|屋内|房内)$")  # read into the "alone" after it
_ENTERING = re.compile(r"\s*就?\s*(进去|进屋|进门)?\s*$")


def _door_opens_and(tokens: list[Token], text: str) -> list[Token]:
    """``门开了且屋里只有他一个人就杀了他``, ``门开了就进去，要是X一个人在就杀了他``: the door
    opening, then a condition with a kill in the same sentence: the opening is set aside (the
    kill is inside anyway; the "otherwise" after it covers a shut door)."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        door, opens = out[k], out[k + 1]
        said = door.type == "DOORWORD" and str(door) in ("门", "房门")
        if not (said and opens.type == "DOOR_VERB" and str(opens) in _OPENS_ZH):
            k += 1
            continue
        j = k + 2
        upto = (out[j].start_pos or 0) if j < len(out) else len(text)
        between = text[(opens.end_pos or 0) : upto].strip()
        joiner = j < len(out) and (str(out[j]) in _AND_ZH or out[j].type in ("AND", "JOIN"))
        entering = _ENTERING.match(between) is not None and j < len(out) and out[j].type == "SEP"
        if not (joiner or entering) and _ROOM_SAID.sub("", between) in _AND_ZH | {""}:
            j -= 1  # 门开了并且赵强一个人在, 门开了且屋里只有他 (并且, 屋里 read past): nothing to drop
        elif not (joiner or entering):
            k += 1
            continue
        rest = _sentence(out, j + 1)
        kinds = [u.type for u in rest]
        if not rest or rest[0].type not in _CONDITION_STARTS or "KILL" not in kinds:
            k += 1
            continue
        start, end = door.start_pos or 0, out[j].end_pos or 0
        if between and j == k + 1:
            end = (opens.end_pos or 0) + len(text[(opens.end_pos or 0) : upto].rstrip())
        out[k : j + 1] = [Token("ASIDE", text[start:end], start_pos=start, end_pos=end)]
        k += 1
    return out


_ABSENT = frozenset({"NOT_THERE"})
_BOTH = frozenset({"JOIN", "AND", "SEP"})


@rebuilt
def _absent_and_alone(tokens: list[Token]) -> list[Token]:
    """``如果孟川不在、屋里只有唐糖一个人，杀唐糖``, "if 孟川 is out and 唐糖 is alone": someone else
    away and the target alone: "alone" says the other is not there, so the condition is the
    target alone (one condition, as the order file holds)."""
    out = list(tokens)
    for k in range(len(out) - 3):
        who, away = out[k : k + 2]
        if not (who.type == "NAME" and away.type in _ABSENT):
            continue
        j = k + 2
        if out[j].type in _BOTH and (out[j].type != "SEP" or str(out[j]) in (",", "，")):
            j += 1  # 、 and , said between the two
        target, alone = (out[j], out[j + 1]) if j + 1 < len(out) else (None, None)
        if target is None or alone is None:
            continue
        if target.type == "NAME" and str(target) != str(who) and alone.type == "ALONE":
            del out[k:j]
            return out
    return out


_OPENS_EN = frozenset({"opens", "is open", "open", "will open", "stays open", "'s open"})


@rebuilt
def _door_opens_only(tokens: list[Token]) -> list[Token]:
    """ "my door opens only for Vic and 陆队": the door only for them (``只给…开门``)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        door, opens, only = out[k : k + 3]
        if door.type == "DOOR_OPEN" and opens.type == "ONLY":  # my door is open only to Tom
            j, only = k + 2, opens
        elif door.type == "DOORWORD" and opens.type == "DOOR_VERB" and only.type == "ONLY":
            j = k + 3
            if str(opens).lower() not in _OPENS_EN:
                continue
        else:
            continue
        if j < len(out) and out[j].type == "TO":
            j += 1
        end = j
        while end < len(out) and out[end].type in _NAMES:
            end += 1
        while end > j and out[end - 1].type != "NAME":
            end -= 1
        if end > j:
            names = [u if u.type == "NAME" else retoken("LISTJOIN", u) for u in out[j:end]]
            out[k:end] = [retoken("ONLY_OPEN", door, "only open for", end=only.end_pos), *names]
            return out
    return out


def _sentence(tokens: list[Token], k: int) -> list[Token]:
    """The tokens from ``k`` to the end of their sentence (a full stop, a semicolon, a line)."""
    out: list[Token] = []
    for t in tokens[k:]:
        if t.type == "SEP" and str(t) in (".", ";", "\n", "。", "；", "!", "?"):
            break
        out.append(t)
    return out


_DOOR_RULES = frozenset({"DOOR_CLOSED", "ONLY_OPEN", "NOT_LET", "ONLY", "DOOR_OPEN"})
_HEADING = frozenset({":", "：", "-"})
_TONIGHT = frozenset({"今晚", "今夜", "当晚", "今天晚上", "晚上"})
# what the door heading heads: a rule, or 不开 alone, which under the heading says the door (门：10点前不开)
_HEADED_RULES = _DOOR_RULES - {"ONLY"} | {"NOT_OPEN"}
_NAMES = frozenset({"NAME", "LISTJOIN", "AND", "JOIN"})


def _door_heading(tokens: list[Token]) -> list[Token]:
    """``门：22:00 以前谁敲都不开``: the heading 门 is the rule's; ``Door: before ten, X and Y only``:
    the door only for X and Y, until ten."""
    out = list(tokens)
    for k, t in enumerate(out):
        opens = k == 0 or out[k - 1].type == "SEP" and str(out[k - 1]) not in (",", "，")
        if not (t.type == "DOORWORD" and opens and k + 1 < len(out) and str(out[k + 1]) in _HEADING):
            continue
        j = k + 2
        tonight = j < len(out) and out[j].type == "ALLNIGHT" and str(out[j]) in _TONIGHT
        j += 1 if tonight else 0  # 门：今晚10点前不开, 房门：今晚不对任何人开放 (round eight)
        when: list[Token] = []
        if j + 1 < len(out) and out[j].type == "TIME" and out[j + 1].type == "BEFORE":
            when, j = [out[j + 1], out[j]], j + 2  # 22:00 以前: before 22:00
        elif j + 1 < len(out) and out[j].type in ("BEFORE", "UNTIL") and out[j + 1].type == "TIME":
            when, j = [retoken("BEFORE", out[j]), out[j + 1]], j + 2
        if when and j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", "，"):
            j += 1
        if j < len(out) and out[j].type in _HEADED_RULES:  # 门：22:00 以前谁敲都不开, 门：10点前不开
            kept = [u for u in out[k + 2 + tonight : j] if u.type != "SEP"]
            read_past(out[j], t, *out[k + 2 : k + 2 + tonight])  # the rule's heading (and 今晚)
            return [*out[:k], *kept, *out[j:]]
        end = j
        only_before = end < len(out) and out[end].type == "ONLY"
        end += 1 if only_before else 0
        first = end
        while end < len(out) and out[end].type in _NAMES:
            end += 1
        while end > first and out[end - 1].type != "NAME":
            end -= 1
        only_after = end < len(out) and out[end].type == "ONLY"
        if when and end > first and only_before != only_after:
            names = [u if u.type == "NAME" else retoken("LISTJOIN", u) for u in out[first:end]]
            rule = retoken("ONLY_OPEN", t, "只给")
            onlys = ([out[first - 1]] if only_before else []) + ([out[end]] if only_after else [])
            read_past(rule, *onlys)  # X and Y only (the list may end the message: no word after it)
            out[k : end + (1 if only_after else 0)] = [rule, *names, *when]
            return out
    return out


# "must open" (必须开门, 必须得开): the rule said, door rule or not before it (round eighteen)
# (round twenty: 一定要 / 一定得, and 得 right after 他 / 她: （10点以后他得开门）)
_MUST_OPEN = re.compile(r"(?:必须(?:要|得)?|一定(?:要|得)|(?<=[他她])(?:就|也)?得)(?:给人)?开")
# the rules said as what makes the door open (按规矩开, "as the rules say")
_RULES = re.compile(
    r"按规矩|照规矩|按规则|照规则|按规定|照规定|规则要求|规则规定|规定要求|按要求|照要求|规则上|规矩上"
    r"|规矩要|规则要|规定要"  # 十点以后规矩要开就开: the rule wanting it open
    r"|照开|照样开|照常开"  # （10点后规则要求开，照开）: open anyway, as the rule says (round twenty-six)
    rf"|{_MUST_OPEN.pattern}"  # （十点后必须开门嘿嘿）: "must open", the rule (round eighteen)
    # round nine: the rule said, or the player saying they know it (（十点后规则说必须开 我知道）,
    # （10点后要开门的说 我知道啦）, （10点之后没得选 我知道的）)
    r"|规则说|规则写|规定说|规则里说|规矩说|我知道|我懂|我晓得|我明白|我清楚"
    r"|(?<![a-z])(?:as |like )?the rules? (?:say|says|said|require|requires|demand|demands|want|wants)"
    r"|(?<![a-z])(?:by|per|under|following) the rules?(?![a-z])|(?<![a-z])as required(?![a-z])"
    r"|(?<![a-z])i (?:know i )?(?:have to|must|need to|'ve got to|have got to|am required to) open"
    # round eight: who must open, and how it is said ("i know i gotta open after that", "I know after
    # 10pm I must open", "I'll have to reopen after 22:00")
    r"|(?<![a-z])(?:i|i'll|we) (?:(?:know|understand|realise|realize|get that|know that) )?"
    r"(?:(?:after|from) \S+ )?(?:i |we )?(?:have to|must|need to|'ve got to|have got to|gotta|got to"
    r"|'ll have to|will have to|am required to|am obliged to|have to|will) (?:re)?open"
)
_NEGATED = re.compile(r"[不别没莫勿甭]|(?<![a-z])(?:not|never|no|nobody|none)(?![a-z])|n't")
# what the remark says of the door: it opens, or (round eight) what it is from 22:00 on ("thereafter as
# the rules require", "happy to revisit after 22:00 as per the rules")
_OPEN = re.compile(
    r"开|(?<![a-z])(?:re)?open|(?<![a-z])(?:thereafter|afterwards|after that|after (?:22|10|ten))(?![a-z\d])"
)
_REMARK = frozenset(
    {"TIME", "THEN", "DOOR_VERB", "DOORWORD", "UNKNOWN", "ASIDE", "PRONOUN", "AFTER", "TO", "POSS"}
)
_TEN = "120"  # 22:00, in minutes after 20:00


def _rules_after_ten(tokens: list[Token], text: str) -> list[Token]:
    """After a door rule, ``10点后按规矩开``, ``（规则要求必须开门）``, "after that I open as the
    rules say": set aside (see the module doc)."""
    out: list[Token] = []
    ruled = False
    clause: list[Token] = []
    timed: list[int] = []  # the rule said from 22:00, set aside at these places of ``out``

    def close() -> None:
        # the rule said of itself (（十点后必须开门嘿嘿）, 俺看规矩说10点以后有人敲门必须开): with no door
        # rule before it, "must open" from 22:00 is the rule's (round eighteen)
        said = text[clause[0].start_pos or 0 : clause[-1].end_pos or 0] if clause else ""
        at_ten = any(t.type == "TIME" and str(t) == _TEN for t in clause)
        must = at_ten and _MUST_OPEN.search(said) is not None
        if clause and (ruled or must) and _says_the_rule(clause, text):
            start, end = clause[0].start_pos or 0, clause[-1].end_pos or 0
            if clause[0].type == "TIME" and str(clause[0]) == _TEN:
                timed.append(len(out))
            out.append(Token("ASIDE", text[start:end], start_pos=start, end_pos=end))
        else:
            out.extend(clause)
        clause.clear()

    for t in tokens:
        if t.type == "SEP":
            close()
            out.append(t)
            continue
        clause.append(t)
        ruled = ruled or t.type in _DOOR_RULES - {"DOOR_OPEN"} | {"NOT_OPEN"}
    close()
    return _then_from_ten(out, timed, text)


# what an order said then opens with (改成窗户, 窗户看花园, 回屋), after "so" (那就, 就)
_THEN_OPENS = frozenset({"CHANGE", "WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "GO", "RETURN_HOME"})
_SO = re.compile(r"^[\s,，.。…!！~～]*(?:那就|那么就|那|就)")


def _then_from_ten(out: list[Token], timed: list[int], text: str) -> list[Token]:
    """``…10点以后没办法必须开门那就……改成窗户看花园吧``: the rule said from 22:00 and set aside, then "so"
    (那就) and an order with no time of its own: that order is from 22:00, the rule's time kept for it
    (round twenty-four: a misread on parse90, the window read for the whole night). Without "so" or a
    change (``…10点后必须开门，窗户看草坪``) nothing is moved."""
    for at in reversed(timed):
        said = out[at]
        nxt = next((j for j in range(at + 1, len(out)) if out[j].type != "SEP"), None)
        if nxt is None or out[nxt].type not in _THEN_OPENS:
            continue
        between = text[said.end_pos or 0 : out[nxt].start_pos or 0]
        if out[nxt].type != "CHANGE" and not _SO.match(between):
            continue
        m = _TEN_SAID.match(text, said.start_pos or 0)
        if m is None:
            continue
        time = Token("TIME", _TEN, start_pos=m.start(), end_pos=m.end())
        rest = Token("ASIDE", text[m.end() : said.end_pos or 0], start_pos=m.end(), end_pos=said.end_pos)
        if out[nxt].type == "CHANGE":  # 改成: from then on, as 10点以后改成窗户 is (no correction)
            read_past(time, out[nxt])
            del out[nxt]
        out[at : at + 1] = [time, rest]
    return out


# 22:00 said with "after" at the start of the rule's clause
_TEN_SAID = re.compile(r"(?:十|10|22)\s*[点點:：]?(?:00)?\s*(?:以后|之后|后|过后)?")


# the rules after 看 (俺看规矩说): reading them, no look
_READ_RULES = re.compile(r"了?(?:规矩|规则|规定)")
# someone knocking (有人敲门): whom the rule binds the door for, no knock of the sender's
_SOMEONE_KNOCKS = frozenset({"SOMEONE", "KNOCK"})


# having no choice then (没得选, 别无选择, 不得不): the rule's opening, its 不 / 没 no negation of it
# (round nine)
_NO_CHOICE = re.compile(r"没得选|没的选|没得挑|没有选择|别无选择|没办法|不得不开|由不得我")


def _says_the_rule(clause: list[Token], text: str) -> bool:
    raw = text[clause[0].start_pos or 0 : clause[-1].end_pos or 0]
    said = _NO_CHOICE.sub("必须开", raw)
    if not _RULES.search(said) or not _OPEN.search(said) or _NEGATED.search(said):
        return False
    remark = _REMARK | {"NOT"} if said != raw else _REMARK  # 没得选: its 没 is no other negation
    if _MUST_OPEN.search(said) and _someone_knocks(clause):
        remark = remark | _SOMEONE_KNOCKS  # 10点以后有人敲门必须开: the knocks it binds the door for
    if all(_READ_RULES.match(text, t.end_pos or 0) for t in clause if t.type == "PEEK_VERB"):
        remark = remark | {"PEEK_VERB"}  # 俺看规矩说…: reading the rules, no look
    if any(t.type not in remark for t in clause):
        return False
    return all(str(t) == _TEN for t in clause if t.type == "TIME")


def _someone_knocks(clause: list[Token]) -> bool:
    """Whether every knock of the clause is someone's (有人敲门), none the sender's."""
    knocks = [k for k, t in enumerate(clause) if t.type == "KNOCK"]
    return bool(knocks) and all(k > 0 and clause[k - 1].type == "SOMEONE" for k in knocks)


_END_ZH = ("结束", "结尾", "末尾", "完", "为止结束")
_END_EN = re.compile(r"(?:until|till|til|to) the (?:very )?end\s*$")
_HOUR = 60


def _to_a_periods_end(tokens: list[Token], text: str) -> list[Token]:
    """``一直待到第一时段结束``, "stay until the end of period 1": until the period's end (21:00);
    ``待到第二时段`` (no end said): until it starts."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, period = out[k], out[k + 1]
        if period.type != "PERIOD":
            continue
        start = int(str(period))
        nxt = out[k + 2] if k + 2 < len(out) else None
        ended = nxt is not None and nxt.type in ("ASIDE", "UNKNOWN", "FILLER") and str(nxt) in _END_ZH
        if t.type == "UNTIL" and not english(t):
            end = start + _HOUR - 1 if ended else start
            out[k + 1] = retoken("TIME", period, str(end), end=nxt.end_pos if ended and nxt else None)
            if ended:
                del out[k + 2]
            return out
        if not (t.type == "FROM" and str(t) == "of" and _END_EN.search(text[: t.start_pos or 0].rstrip())):
            continue
        out[k : k + 2] = [retoken("UNTIL", t, "until"), retoken("TIME", period, str(start + _HOUR - 1))]
        stay = out[k - 1] if k else None
        head = _END_EN.sub("", str(stay)).rstrip() if stay is not None and stay.type == "STAY" else ""
        if stay is not None and head and head != str(stay):
            out[k - 1] = retoken("STAY", stay, head)  # "stay until the end" of period 1: stay
        return out
    return out


def english(t: Token) -> bool:
    return str(t)[:1].isascii()


_LAST_SLOT = re.compile(
    r"最后一个时段|最后一个(?:10|十)分钟|最后(?:10|十)分钟|最后一个时间段|最后一格"
    r"|(?:the )?(?:very )?(?:last|final) (?:slot|10 minutes|ten minutes|10-minute slot|ten-minute slot)"
)
_LAST = 170  # 22:50, in minutes after 20:00


def _the_last_slot(tokens: list[Token], text: str) -> list[Token]:
    """``22:50 最后一个时段去205``, "22:50 (the last slot)": the last slot said again beside its
    time, set aside; ``最后一个时段`` said alone is refused at the words (it was read as 一个时段, the
    first hour)."""
    out = list(tokens)
    for m in _LAST_SLOT.finditer(text):
        inside = [
            k
            for k, t in enumerate(out)
            if m.start() <= (t.start_pos or 0) and (t.end_pos or 0) <= m.end() + 4
        ]
        inside = [k for k in inside if (out[k].start_pos or 0) < m.end()]
        if not inside:
            continue
        first, last = inside[0], inside[-1]
        around = [u for u in (*out[max(0, first - 2) : first], *out[last + 1 : last + 3]) if u.type != "SEP"]
        beside = any(u.type == "TIME" and str(u) == str(_LAST) for u in around[:2] + around[-2:])
        kind = "ASIDE" if beside else "UNKNOWN"
        out[first : last + 1] = [Token(kind, text[m.start() : m.end()], start_pos=m.start(), end_pos=m.end())]
    return out


_OPENING_EN = frozenset({"open", "open up", "answer", "open the door", "answer the door", "let me in"})
_OPENING_ZH = frozenset({"不开门", "不开", "没开门", "没开", "不给开门", "不给开", "不让进", "不让我进"})


def _not_let_in_by_name(tokens: list[Token]) -> list[Token]:
    """``江北不开门就去203``, ``如果老葛也不开门就回房``, "if 江北 doesn't open, go to 203": the knock
    refused, said by the name of the one who would open (``没人开门就…``)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        if t.type == "NAME" and nxt is not None and nxt.type == "NOT_OPEN" and str(nxt) in _OPENING_ZH:
            if out and out[-1].type == "IF":
                out.pop()
            out.append(Token("NOBODY_OPENS", "没人开门", start_pos=t.start_pos, end_pos=nxt.end_pos))
            k += 2
            continue
        opening = (
            nxt is not None and nxt.type == "NOT" and after is not None and str(after).lower() in _OPENING_EN
        )
        asked = bool(out) and out[-1].type == "IF" and english(out[-1])
        if t.type == "NAME" and opening and asked and after is not None:
            start = out.pop().start_pos
            out.append(Token("NOBODY_OPENS", "if nobody opens", start_pos=start, end_pos=after.end_pos))
            k += 3
            continue
        out.append(t)
        k += 1
    return out


def _time_said_again(tokens: list[Token], text: str) -> list[Token]:
    """``差十分十一点（22:50）回屋``, "ten to eleven (22:50)": a time said again in brackets right
    after it, the same minute: set aside (another minute is left to be refused)."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        t, opens, again, closes = out[k : k + 4]
        bracketed = opens.type == "SEP" and str(opens) == "(" and closes.type == "SEP" and str(closes) == ")"
        if t.type == "TIME" and bracketed and again.type == "TIME" and str(again) == str(t):
            start, end = opens.start_pos or 0, closes.end_pos or 0
            out[k + 1 : k + 4] = [Token("ASIDE", text[start:end], start_pos=start, end_pos=end)]
        k += 1
    return _time_restated(_time_repeated(out, text), text)


# what may stand before a time said alone before the same time (its clause's start)
_CLAUSE_OPENS = frozenset({"SEP", "THEN"})


def _time_repeated(tokens: list[Token], text: str) -> list[Token]:
    """``然后呢八点四十吧，八点四十去花园``: a time said alone in a clause of its own, then the same
    minute opening the next clause, as one says it aloud while thinking: the first is set aside and
    said. Only at a clause's start (``待到八点四十，八点四十去花园``: an end, kept) and only the same
    minute (``九点，九点半去花园`` is left to be refused as a time with nothing to do)."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        t, comma, again = out[k : k + 3]
        opens = k == 0 or out[k - 1].type in _CLAUSE_OPENS
        if (
            opens
            and t.type == "TIME"
            and comma.type == "SEP"
            and str(comma) in ",，、"
            and again.type == "TIME"
            and str(again) == str(t)
        ):
            start, end = t.start_pos or 0, comma.start_pos or 0
            out[k : k + 2] = [Token("ASIDE", text[start:end].strip(), start_pos=start, end_pos=end)]
        k += 1
    return out


# "that is" between a time and the same time said another way (差十分九点，也就是八点五十)
_THAT_IS = frozenset(
    {"也就是", "就是", "即", "也即", "亦即", "即是", "也就是说", "就是说", "换句话说", "换言之"}
)
_EVENING = frozenset({"晚上", "今晚", "夜里", "晚间"})


def _time_restated(tokens: list[Token], text: str) -> list[Token]:
    """``差十分九点，也就是八点五十，去204``, ``九点即21:00``, ``21点也就是晚上九点``: a time said again
    with "that is" (也就是, 即) is the same minute said another way: the second is set aside and
    said. Two minutes that differ are left as they are, to be refused as two times."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        m = k + 1
        while m < len(out) and out[m].type == "SEP" and str(out[m]) in ",，":
            m += 1
        if m < len(out) and out[m].type == "ALLNIGHT" and str(out[m]) in _EVENING:
            m += 1
        if t.type == "TIME" and m < len(out) and out[m].type == "TIME" and str(out[m]) == str(t):
            said = text[t.end_pos or 0 : out[m].start_pos or 0]
            words = "".join(c for c in said if c not in " ,，")
            for e in _EVENING:
                words = words.removesuffix(e)
            if words in _THAT_IS:
                start = (t.end_pos or 0) + len(said) - len(said.lstrip(" ,，"))
                end = out[m].end_pos or 0
                out[k + 1 : m + 1] = [Token("ASIDE", text[start:end], start_pos=start, end_pos=end)]
        k += 1
    return out


_ON = frozenset({"on", "onto", "over", "on to", "out on", "out onto", "out over", "trained on"})


@rebuilt
def _looking_on(tokens: list[Token]) -> list[Token]:
    """ "8:00 peephole on the east stairs", "window onto the lawn": what the peephole or the window
    looks at (the view, checked against what it can see), never a place to go."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        peek, on, place = out[k : k + 3]
        looked = peek.type in ("PEEPHOLE", "WINDOW") and place.type == "PLACE" and english(on)
        if looked and on.type in ("AT", "TO") and str(on).lower() in _ON:
            del out[k + 1]
        k += 1
    return out
