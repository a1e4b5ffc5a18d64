"""Words read together: what a word means beside its neighbours, once the message is cut.

Lists of names and places (``B, C and D``, ``东楼梯和花园``), the door said of some people
(``只让B进``, ``不让D进``, ``除了D，谁敲门都开``, "only let B in, nobody else"), being alone with
someone (``只要和C单独在一起``, "if I'm alone with D"), someone arriving before a kill ("if C
turns up alone"), and short forms (``不是就回``, ``见他一个人就动手``, ``从东楼梯下去草坪``,
``从花园去草坪``, ``去C家``). :func:`read_together` is the last step of
:func:`blackhorse.parsing.lexer.tokenize`.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.alternation import alternation
from blackhorse.parsing.casualwords import english

# one's own room said without 自己 (从房间出发, 从我屋出来): where one leaves from
_OWN_ROOM_ZH = frozenset({"房间", "房间里", "屋", "屋里", "房里", "房"})


def read_together(tokens: list[Token], text: str = "") -> list[Token]:
    """``B, C and D`` / ``东楼梯和花园``: a separator between two names (or two places) joins a
    list; everywhere else it separates phrases. Names make a list only after "only" (只给B、C
    开门): elsewhere a comma between two names ends a phrase (去找D，D不在就回家)."""
    out = list(tokens)
    for k in range(len(out) - 1):  # 通过门孔看: what one peeks with; 通过东楼梯: a route
        through = out[k].type == "THROUGH" or out[k].type == "VIA" and str(out[k]) == "经由"  # 经由窗户观察
        if through and out[k + 1].type in ("WINDOW", "PEEPHOLE"):
            out[k] = Token("USE", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos)
        if out[k].type == "MEET" and str(out[k]) == "看到" and out[k + 1].type == "TIME":  # 从窗户看到9点
            start = out[k].start_pos or 0
            out[k] = Token("UNTIL", "到", start_pos=start + 1, end_pos=out[k].end_pos)
            out.insert(k, Token("PEEK_VERB", "看", start_pos=start, end_pos=start + 1))
        if out[k].type == "TO" and out[k + 1].type == "TIME" and k > 0 and out[k - 1].type != "TIME":
            out[k] = Token(
                "UNTIL", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos
            )  # 盯着到10点
        if _chat_before_place(out, k, text):  # "chatting in 209 with Kevin": chatting with Kevin there
            out[k : k + 3] = [out[k + 1], out[k + 2], out[k]]
        if out[k].type == "ASIDE" and str(out[k]) in _LOOK_IN and out[k + 1].type in ("NAME", "PRONOUN"):
            out[k] = Token(
                "VISIT", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos
            )  # 看看老赵
        if out[k].type in ("NAME", "PRONOUN") and out[k + 1].type == "NOBODY_ELSE":  # 他身边没别人
            nob = out[k + 1]
            out[k + 1] = Token("ALONE", str(nob), start_pos=nob.start_pos, end_pos=nob.end_pos)
        went = k >= 2 and out[k - 2].type == "GO" and out[k - 1].type == "PLACE"
        if went and out[k].type == "JOIN" and out[k + 1].type == "PLACE":  # 去花园和草坪: two places
            out[k] = Token("GO", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos)
        if out[k].type == "ASIDE" and _chat_with(out, k):  # go to 209 and chat with Zhao Qiang
            out[k] = Token("VISIT", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos)
        starts = k == 0 or out[k - 1].type in ("SEP", "THEN", "AND", "JOIN")
        if starts and out[k].type == "DOORWORD" and _door_rule_follows(out, k):  # 门今晚只给B开
            read_past(_door_rule(out, k), out[k])
            out[k] = Token("FILLER", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos)
        if (
            starts
            and k + 2 < len(out)
            and out[k].type in ("NAME", "PRONOUN")
            and out[k + 1].type == "ANYWHERE"
            and out[k + 2].type == "MEET"
        ):  # 老王无论在哪碰到都杀了他: 无论在哪碰到老王
            out[k], out[k + 1], out[k + 2] = out[k + 1], out[k + 2], out[k]
        if (
            starts and out[k].type in ("NAME", "PRONOUN") and out[k + 1].type == "IF"
        ):  # C要是一个人: 要是C一个人
            out[k], out[k + 1] = out[k + 1], out[k]
    failing = _either_failure(_whatever_fails(_not_only(_failures_in_brackets(_own_place(out)))))
    out = _alone_with(_short_forms(failing, text), text)
    listing = False  # inside a list of names after ONLY / ONLY_OPEN / NOT_LET / EXCEPT
    for k in range(1, len(out) - 1):
        a, b, c = out[k - 1], out[k], out[k + 1]
        if a.type in _LISTS:
            listing = True
        elif a.type not in ("NAME", "LISTJOIN", *_LISTS):
            listing = False
        joins = (
            b.type in ("AND", "JOIN") or (b.type == "SEP" and str(b) == ",") or b.type == "CHOICE" and listing
        )
        if joins and a.type == c.type and (a.type == "PLACE" or a.type == "NAME" and listing):
            out[k] = Token("LISTJOIN", str(b), start_pos=b.start_pos, end_pos=b.end_pos)
    return alternation(_door_lists(out), text)


_LISTS = ("ONLY", "ONLY_OPEN", "NOT_LET", "EXCEPT")
_LOOK_IN = ("看看", "瞧瞧", "看一看", "看一下")  # 去209看看老赵: visiting him


def _chat_before_place(tokens: list[Token], k: int, text: str) -> bool:
    """``I'm chatting in room 209 with Kevin``, ``hanging out in the common room with D``: what one
    does with someone, said before the place and the person after it ("with"): the same as
    ``in 209 chatting with Kevin`` (:func:`_chat_with`)."""
    if k + 3 >= len(tokens) or tokens[k].type != "ASIDE" or not english(tokens[k]):
        return False
    at, place, who = tokens[k + 1], tokens[k + 2], tokens[k + 3]
    if at.type != "AT" or place.type not in ("PLACE", "ROOMWORD") or who.type != "NAME":
        return False
    return text[place.end_pos or 0 : who.start_pos or 0].strip().lower() in ("with", "w", "w/")


def _chat_with(tokens: list[Token], k: int) -> bool:
    """What one does with someone after going somewhere (去209找他聊聊, "pop over to 205 to play
    chess with Zhang Wei", "talk to Wang Jianguo"): visiting that person."""
    j = k + 1
    if j < len(tokens) and tokens[j].type == "TO":
        j += 1
    if j >= len(tokens) or tokens[j].type not in ("NAME", "PRONOUN"):
        return False
    # "pop over to 205 at 9 to chat with X", "... at 9 to have a chat with X": the going's purpose
    to = k > 0 and tokens[k - 1].type == "TO" and english(tokens[k - 1])
    purpose = str(tokens[k]).startswith("to ") or to
    before = tokens[: k - 1] if to else tokens[:k]
    named = tokens[j].type == "NAME"  # "talk to him" after a comma: him who? (refused)
    comma = len(before) > 1 and before[-1].type == "SEP" and str(before[-1]) == ","
    if comma and english(tokens[k]) and named:
        before = before[:-1]  # "knock on 203, chat with X": the comma between the going and its purpose
        while len(before) > 1 and before[-1].type == "ASIDE":
            before = before[:-1]  # "go 209 at 9pm lah, chat with X": a particle set aside before the comma
        if before[-1].type not in ("PLACE", "ROOMWORD"):
            return False
    for t in reversed(before):
        if t.type in ("GO", "PLACE", "KNOCK", "VISIT"):
            return True
        if purpose and t.type in ("TIME", "AT"):
            continue
        if t.type == "SEP" or t.type in ("TIME", "THEN", "AND"):
            return False
    return False


def _door_rule_follows(tokens: list[Token], k: int) -> bool:
    """门 at the start of a door rule (门今晚只给B开, 10点前门只给小刘开, 门谁来都开): the rule's own word."""
    return _door_rule(tokens, k) is not tokens[k]


def _door_rule(tokens: list[Token], k: int) -> Token:
    """The word of the door rule 门 at ``k`` opens (:func:`_door_rule_follows`), else 门 itself."""
    for t in tokens[k + 1 : k + 4]:
        if t.type in ("ONLY_OPEN", "DOOR_CLOSED", "DOOR_OPEN", "NOT_LET", "ONLY"):
            return t
        if t.type not in ("ALLNIGHT", "TIME", "BEFORE"):
            return tokens[k]
    return tokens[k]


_FAILURES = {  # the cases an order's one "otherwise" covers, as said (without who)
    ("NOT_THERE",): "absent",
    ("NOT_THERE", "THERE"): "absent",  # 他不在那 (Cantonese 佢唔喺度)
    ("NOT", "ALONE"): "not_alone",
    ("SOMEONE",): "someone",
    ("ROOMWORD", "SOMEONE"): "someone",
    ("THERE", "SOMEONE"): "someone",
    ("NOBODY_OPENS",): "nobody_opens",
    ("NOT_OPEN",): "nobody_opens",  # 没开门
    ("NOT", "DOOR_VERB"): "nobody_opens",  # "does not open" (listed after the others: no one named)
}


def _failure(tokens: list[Token]) -> tuple[str, str | None] | None:
    """The failure case ``tokens`` say (不在, 不是一个人, 屋里有人, 没人开门, "not in"), and who."""
    tokens = _room_dropped(_company_alone(tokens))
    said = [t for t in tokens if t.type in ("NAME", "PRONOUN")]
    if len(said) > 1 or said and tokens[0] is not said[0] and tokens[0].type != "NOT":
        return None
    who = str(said[0]) if said else None  # 她不在; 不止她一个人 (not her alone)
    kinds = tuple(t.type for t in tokens if t.type not in ("NAME", "PRONOUN"))
    kind = _FAILURES.get(kinds)
    if kind is None or who is not None and kind in ("someone", "nobody_opens"):
        return None
    return kind, who


def _room_dropped(case: list[Token]) -> list[Token]:
    """``屋里不止他一个人``: the room said before who is not alone there, the case without it (round 29)."""
    if len(case) > 2 and case[0].type == "ROOMWORD" and case[1].type in ("NAME", "PRONOUN", "NOT"):
        return case[1:]
    return case


def _company_alone(case: list[Token]) -> list[Token]:
    """ "anyone else is there with him": the company, with the one the order is about (round twelve)."""
    if len(case) == 2 and case[0].type == "SOMEONE" and case[1].type == "PRONOUN" and english(case[0]):
        read_past(case[0], case[1])
        return case[:1]
    return case


_CASE_WORDS = frozenset({"NAME", "PRONOUN", "NOT", "ALONE", "NOT_THERE", "SOMEONE"})
_CASE_OPENERS = frozenset({"ROOMWORD", "THERE", "NOBODY_OPENS", "NOT_OPEN"})
_LISTING = frozenset({"CHOICE", "JOIN"})  # 还是 / 或者 / 、 between the cases


def _whatever_fails(tokens: list[Token]) -> list[Token]:
    """``不管是她不在、不是一个人还是没人开门，都去草坪`` after an order that can fail: every way it can
    fail, listed after 不管 / 无论, is what its one "otherwise" covers (the order file's `else` runs
    when the target is not there, not alone, or nobody opens): the "otherwise". Only when every
    case listed is a failure, and a case of company only after a kill on someone alone."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ALWAYS" or str(t) not in ("不管", "无论", "不论", "不管是", "无论是", "不论是"):
            continue
        end = k + 1
        while end < len(out) and (out[end].type in _CASE_WORDS | _CASE_OPENERS | _LISTING):
            end += 1
        cases: list[list[Token]] = [[]]
        for u in out[k + 1 : end]:
            if u.type in _LISTING:
                cases.append([])
            else:
                cases[-1].append(u)
        kinds = [_failure(c) for c in cases]
        if len(cases) < 2 or any(c is None for c in kinds):
            continue
        kill, alone = _kill_said_before(out, k)
        company = any(c is not None and c[0] in ("not_alone", "someone") for c in kinds)
        if not kill or company and not alone:
            continue
        start_pos, end_pos = t.start_pos, out[end - 1].end_pos
        return [*out[:k], Token("OTHERWISE", "否则", start_pos=start_pos, end_pos=end_pos), *out[end:]]
    return out


_FAILURE_KINDS = frozenset({"NOT_OPEN", "NOBODY_OPENS", "NOT_THERE", "ALONE", "SOMEONE", "NOBODY_ELSE"})
_IN_A_LIST = frozenset({"NAME", "PRONOUN", "NOT", "CHOICE", "JOIN"}) | _FAILURE_KINDS
_SOFT = frozenset({"一个", "压根", "根本", "压根儿", "完全"})


def _failures_in_brackets(tokens: list[Token]) -> list[Token]:
    """``不然（没开门/她不在/不止她一个）就去草坪``, ``没开门或者不止她一个人（或者她不在）的话``: failures
    listed in brackets after an "otherwise" or after a failure say what the one "otherwise"
    covers anyway: set aside and said, as a remark."""
    out = list(tokens)
    k = 1
    while k < len(out):
        if not (out[k].type == "SEP" and str(out[k]) in ("(", "（")):
            k += 1
            continue
        e = k + 1
        while e < len(out) and not (out[e].type == "SEP" and str(out[e]) in (")", "）")):
            e += 1
        inner = out[k + 1 : e]
        prev = out[k - 1]
        listed = all(
            t.type in _IN_A_LIST or t.type == "SEP" and str(t) in ("/", "、", ",") or str(t) in _SOFT
            for t in inner
        )
        failing = any(t.type in _FAILURE_KINDS for t in inner)
        after = (
            prev.type == "OTHERWISE" or prev.type in _FAILURE_KINDS and inner and inner[0].type == "CHOICE"
        )
        if e < len(out) and inner and listed and failing and after:
            out[k : e + 1] = [Token("ASIDE", "", start_pos=out[k].start_pos, end_pos=out[e].end_pos)]
        k += 1
    return out


def _own_place(tokens: list[Token]) -> list[Token]:
    """``9点去草坪……要是草坪上还有别人``: the order's own place named again in a case of company, said
    as "there" (要是那儿还有别人, round twenty-nine): the order goes there, and names no other place. A
    case about another place, or a place only looked at (从窗户看草坪), is left as said."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        if out[k].type != "PLACE" or out[k - 1].type != "IF" or out[k + 1].type != "SOMEONE":
            continue
        before = out[: k - 1]
        opening = next((i for i in range(len(before) - 1, -1, -1) if before[i].type in _ORDER_TIMES), None)
        span = before[opening or 0 :]
        gone = [t for t in span if t.type == "PLACE"]
        went = any(t.type == "PLACE" and j and span[j - 1].type == "GO" for j, t in enumerate(span))
        if opening is not None and went and {str(t) for t in gone} == {str(out[k])}:
            out[k] = Token("THERE", str(out[k]), start_pos=out[k].start_pos, end_pos=out[k].end_pos)
    return out


_ORDER_TIMES = frozenset({"TIME", "PERIOD", "RANGE"})


def _not_only(tokens: list[Token]) -> list[Token]:
    """``不止她一个人``, ``不只C一个人`` ("not only her"): she is not alone (她不是一个人)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        t, who, alone = out[k], out[k + 1], out[k + 2]
        said = t.type == "NOT" and str(t).startswith(("不止", "不只"))
        if said and who.type in ("NAME", "PRONOUN") and alone.type == "ALONE":
            out[k], out[k + 1] = who, t
    return out


def _kill_said_before(tokens: list[Token], k: int) -> tuple[bool, bool]:
    """Whether the order before ``k`` kills, and whether on someone alone."""
    kill = alone = False
    for u in reversed(tokens[:k]):
        if u.type in ("TIME", "PERIOD", "RANGE", "ALLNIGHT"):
            break
        kill = kill or u.type == "KILL"
        alone = alone or u.type in ("ALONE", "NOBODY_ELSE")
    return kill, kill and alone


_LIST_COMMAS = (",", "，", "、")
_CASE_BOUNDS = frozenset({"SEP", "IF", "AND", "JOIN", "THEN", "KILL"})  # where a failure case begins
_Case = tuple[list[Token], tuple[str, str | None]]


def _listed_before(tokens: list[Token], start: int, cases: list[_Case]) -> tuple[int, list[_Case]]:
    """More failures listed before the two joined by "or" ("if he's not alone, not there, or nobody
    answers"; 她不在、不是一个人或者没人开门): each one before a comma is in the same list when it says
    a failure too. The list's start, and its cases in order."""
    while start > 1 and tokens[start - 1].type == "SEP" and str(tokens[start - 1]) in _LIST_COMMAS:
        begin = start - 1
        while begin > 0 and tokens[begin - 1].type not in _CASE_BOUNDS:
            begin -= 1
        case = _failure(tokens[begin : start - 1])
        if case is None or begin == start - 1:
            break
        cases.insert(0, (tokens[begin : start - 1], case))
        start = begin
    return start, cases


def _the_case_kept(cases: list[_Case]) -> list[Token]:
    """Of failures one "otherwise" covers, the one that says the condition: company (not alone,
    someone there), else someone not there; a refused knock only when nothing else is said."""
    for said, (kind, _who) in cases:
        if kind in ("not_alone", "someone"):
            return said
    for said, (kind, _who) in cases:
        if kind != "nobody_opens":
            return said
    return cases[-1][0]


@rebuilt
def _either_failure(tokens: list[Token]) -> list[Token]:
    """ "Or" between two cases an order fails on (B不在或者不是一个人就回房, 没人开门或者屋里有别人就去娱乐室,
    "if she's not there or not alone, go home"): one "otherwise" covers both (docs/ORDERS.md:
    it runs when the target is not there, not alone, or nobody opens). The pair is read as the
    one case that says the condition (not alone, someone there, else who is not there); the
    other is what the same "otherwise" covers anyway. Never about two people."""
    out = list(tokens)
    k = 1
    while k < len(out) - 1:
        if out[k].type != "CHOICE":
            k += 1
            continue
        # a comma before the "or" (她屋里要是有别人，或者她不在，就…; "if anyone else is there, or he's
        # not in, …"): the same pair, said in two clauses
        lead = k - 1 if k > 1 and out[k - 1].type == "SEP" and str(out[k - 1]) in (",", "，") else k
        start = lead
        while start > 0 and out[start - 1].type not in _CASE_BOUNDS:
            start -= 1
        end = k + 1
        while end < len(out) and (
            out[end].type in _CASE_WORDS or out[end].type in _CASE_OPENERS and end == k + 1
        ):
            end += 1
        a, b = _failure(out[start:lead]), _failure(out[k + 1 : end])
        listed: list[_Case] = []
        if a is not None and b is not None:
            start, listed = _listed_before(out, start, [(out[start:lead], a), (out[k + 1 : end], b)])
            whos = {who for _, (_, who) in listed if who is not None}
            if len(listed) > 2 and len(whos) > 1:  # he's not alone, 张伟 is not there, …: two people
                k += 1
                continue
        names = {str(t) for t in out[start:end] if t.type == "NAME"}
        split = lead != k and not _kill_said_before(out, start)[1]  # two clauses: after a kill on one alone
        if a is None or b is None or len(names) > 1 or split:
            k += 1
            continue
        keep = _room_dropped(_company_alone(_the_case_kept(listed)))
        who = [t for t in out[start:end] if t.type in ("NAME", "PRONOUN")][:1]
        bare = [t for t in keep if t.type not in ("NAME", "PRONOUN")]  # 不止她一个人: she, not alone
        if keep and keep[0].type not in ("NAME", "PRONOUN") and who and _failure(who + bare) is not None:
            keep = who + bare
        out[start:end] = keep
        k = start + len(keep)
    return out


_SET_OFF_SAID = re.compile(r"^\s*(?:出发|出门|动身)\s*$")


def _sets_off_then_goes(out: list[Token], k: int, text: str) -> bool:
    """``从204出发，走西楼梯下去草坪``: 从 and a place, a word of setting off (read past), a comma,
    then the way or the going: the place is where one leaves from, as in ``从204出发去草坪``."""
    if k + 3 >= len(out) or out[k + 2].type != "SEP" or str(out[k + 2]) not in (",", "，"):
        return False
    said = text[out[k + 1].end_pos or 0 : out[k + 2].start_pos or 0]
    return bool(_SET_OFF_SAID.match(said)) and out[k + 3].type in ("GO", "TO", "PLACE", "RETURN_HOME", "VIA")


def _way_then_going(out: list[Token], k: int) -> bool:
    """Whether ``out[k]`` (经, 走) says stairs and then a going (经东楼梯前往花园), or the place gone to
    right after them (走西边的楼梯下去花园: 下去 a filler)."""
    stairs = k + 1 < len(out) and out[k + 1].type == "PLACE" and "stairs" in str(out[k + 1])
    after = out[k + 2] if stairs and k + 2 < len(out) else None
    place = after is not None and after.type == "PLACE" and "stairs" not in str(after)
    return after is not None and (after.type in ("GO", "TO", "RETURN_HOME") or place)


def _short_forms(tokens: list[Token], text: str = "") -> list[Token]:
    """``不是就回`` (回 with nothing after it, or the next order's time: home, ``8:50回 9:00…``);
    ``见他一个人就动手`` (见 before someone alone: meeting them, not visiting)."""
    out = list(tokens)
    for k, t in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else None
        if t.type == "GO" and str(t) == "回到" and nxt is not None and nxt.type in ("WINDOW", "PEEPHOLE"):
            # 回到窗户: as 回窗户 (home, then the look)
            out[k] = Token("RETURN_HOME", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        elif (
            t.type == "GO"
            and str(t) in ("回", "返回")
            and (
                nxt is None
                or nxt.type in ("SEP", "AND", "THEN", "TIME", "PERIOD", *_WHAT_ONE_DOES_THERE)
                or _peeks_with(out, k + 1)
            )
        ):  # 回 门孔, 10点 回 窗: back home, then what is done there
            out[k] = Token("RETURN_HOME", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        after = out[k + 2] if k + 2 < len(out) else None
        going = after is not None and after.type in ("GO", "TO", "PLACE", "RETURN_HOME")
        # 由204室经东楼梯前往花园: the way, then the going (round thirty-five)
        going = going or after is not None and after.type == "VIA" and _way_then_going(out, k + 2)
        if t.type == "FROM" and nxt is not None and not going and _sets_off_then_goes(out, k, text):
            comma = out[k + 2]  # 从204出发，走西楼梯下去: the comma after setting off joins the going
            out[k + 2] = Token("FILLER", "", start_pos=comma.start_pos, end_pos=comma.end_pos)
            going = True
        own_room = nxt is not None and nxt.type == "ROOMWORD" and str(nxt) in _OWN_ROOM_ZH
        if t.type == "FROM" and own_room and going and nxt is not None:  # 从房间出发去草坪: leaving home
            out[k] = Token("LEAVE", "home", start_pos=t.start_pos, end_pos=nxt.end_pos)
            out[k + 1] = Token("FILLER", "", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
        if t.type == "FROM" and nxt is not None and nxt.type == "PLACE" and going:
            if "stairs" in str(nxt):  # 从东边楼梯下去草坪: the way
                out[k] = Token("VIA", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
            else:  # 从花园去草坪: where one leaves from (checked: one must be there)
                out[k] = Token("LEAVE", str(nxt), start_pos=t.start_pos, end_pos=nxt.end_pos)
                out[k + 1] = Token("FILLER", "", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
        person = k > 0 and out[k - 1].type in ("NAME", "PRONOUN")
        arrives = t.type == "ARRIVE" or t.type == "GO" and str(t).split()[-1:] == ["up"]
        if (
            person
            and arrives
            and (nxt is None or nxt.type not in ("PLACE", "TO", "AT", "ROOMWORD"))
            and _kills_next(out, k)
        ):
            out[k] = Token("THERE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)  # if C turns up alone
            if nxt is not None and nxt.type == "THERE" and str(nxt).lower() == "there":  # shows up there
                out[k + 1] = Token("FILLER", "", start_pos=nxt.start_pos, end_pos=nxt.end_pos)
        if person and t.type == "PLACE" and str(t) == "home" and t.end_pos is not None:
            out[k] = Token("ROOMWORD", str(t), start_pos=t.start_pos, end_pos=t.end_pos)  # 去C家: C's room
        opens = k == 0 or out[k - 1].type in ("SEP", "AND", "JOIN", "THEN")
        if t.type == "FROM" and nxt is not None and nxt.type in ("ALLNIGHT", "RANGE") and english(t):
            read_past(nxt, t)  # 全程在204，from 8点到11点: "from" before a range said whole
            out[k] = Token("FILLER", "", start_pos=t.start_pos, end_pos=t.end_pos)
        if t.type == "GO" and nxt is not None and nxt.type == "RETURN_HOME" and english(t):
            read_past(nxt, t)  # "go directly back to my room": the going back, its adverb left out
            out[k] = Token("FILLER", "", start_pos=t.start_pos, end_pos=t.end_pos)
        then = nxt is not None and (
            nxt.type in _ACTS or nxt.type == "TIME" and k > 0 and str(out[k - 1]) in (".", "\n")
        )
        if t.type == "THERE" and str(t) == "那" and opens and nxt is not None and then:
            read_past(nxt, t)  # 那我就进去杀了他; 。那俺10点10分去203 (a sentence opened): then
            out[k] = Token("FILLER", "", start_pos=t.start_pos, end_pos=t.end_pos)
        if t.type in ("ROOMWORD", "THERE") and opens and nxt is not None and nxt.type == "SOMEONE":
            read_past(nxt, t)
            out[k] = Token("FILLER", "", start_pos=t.start_pos, end_pos=t.end_pos)  # 屋里有人就……
        if (
            t.type == "AND"
            and k > 0
            and nxt is not None
            and (nxt.type == "ALONE" or nxt.type == "NOBODY_ELSE" and out[k - 1].type == "THERE")
            and _in_condition(out, k)
        ):
            read_past(nxt, t)
            out[k] = Token("FILLER", "", start_pos=t.start_pos, end_pos=t.end_pos)  # if C is there and alone
        someone = nxt is not None and nxt.type in ("NAME", "PRONOUN")
        if t.type == "VISIT" and str(t) == "见" and someone and after is not None and after.type == "ALONE":
            out[k] = Token("MEET", "见", start_pos=t.start_pos, end_pos=t.end_pos)
    return _alone_opening(_about_someone(_asked([t for t in out if t.type != "FILLER"], text)))


# what 回 right before it cannot take as its place (回 门孔: home, the peephole)
_WHAT_ONE_DOES_THERE = ("WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "STAY", "USE")


def _peeks_with(tokens: list[Token], k: int) -> bool:
    """从窗户 / 用门孔 at ``k``: what one peeks with (回 从窗户看: home, then the window)."""
    return (
        k + 1 < len(tokens)
        and tokens[k].type in ("FROM", "USE")
        and tokens[k + 1].type in ("WINDOW", "PEEPHOLE")
    )


# what an order does: 那 ("then") right before one of these opens it (那我就杀了他), it is no place
_ACTS = frozenset(
    {"KILL", "BA", "GO", "RETURN_HOME", "KNOCK", "VISIT", "PEEK_VERB", "WINDOW", "PEEPHOLE", "USE", "STAY"}
)


def _in_condition(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` follows "if" and where someone is, in its clause (if C is there and
    alone, 如果C在205并且一个人): "and alone" says the same person alone there."""
    for t in reversed(tokens[:k]):
        if t.type in ("IF", "UNLESS"):
            return tokens[k - 1].type in ("THERE", "PLACE", "ROOMWORD", "AT")
        if t.type in ("SEP", "TIME", "THEN", "OTHERWISE", "KILL", "GO"):
            return False
    return False


_ASKED_ALONE = re.compile(r"\s*(是不是|是否|是不是只有?|有没有)\s*$")
_ANSWER = re.compile(r"^[\s,;，；]*(是的话|是|对的话|yes)?\s*(的话)?\s*(就|那就)?\s*$")


def _asked(tokens: list[Token], text: str) -> list[Token]:
    """A condition asked as a question, then answered (看看阿玲是不是一个人，是就杀了她，不是就回房;
    去207看看阿玲在不在，在就杀了她，不在就回房): the question is the condition (阿玲一个人; 阿玲在),
    its "yes" the order, its "no" the "otherwise"."""
    out: list[Token] = []
    asked = False
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        person = prev is not None and prev.type in ("NAME", "PRONOUN")
        if person and t.type == "NOT" and nxt is not None and nxt.type == "ALONE":
            said = text[(prev.end_pos or 0) : (nxt.start_pos or 0)] if prev is not None else ""
            if _ASKED_ALONE.fullmatch(said):
                asked = True
                _checking(out)
                read_past(nxt, t)  # the question's: 是不是
                continue  # 阿玲是不是一个人: 阿玲一个人
        ahead = [u.type for u in tokens[k + 1 : k + 4]]
        answered = ahead in (["SEP", "AT", "KILL"], ["SEP", "AT", "BA"]) or ahead[:2] in (
            ["AT", "KILL"],
            ["AT", "BA"],
        )
        if person and t.type == "ASIDE" and str(t) == "在不在" and answered:
            _checking(out)
            out.append(Token("AT", "在", start_pos=t.start_pos, end_pos=t.end_pos))  # 阿玲在不在: 阿玲在
            asked = True
            continue
        # the "yes" after a comma, or (voice input, no marks: 看看汤姆在不在 在的话就把他杀了) right after
        opened = prev is not None and (
            prev.type == "SEP" or prev.type == "AT" and str(prev) == "在" and asked
        )
        yes = opened and nxt is not None and nxt.type in ("KILL", "BA")
        said = text[(prev.end_pos or 0) : t.start_pos or 0] if prev is not None else ""
        if asked and t.type == "AT" and yes and _ANSWER.fullmatch(said) and nxt is not None:
            read_past(nxt, t)
            continue  # ，在就杀了她: the "yes"
        if t.type in ("TIME", "PERIOD") or t.type == "SEP" and str(t) in (".", ";", "\n", "。"):
            asked = False
        out.append(t)
    return out


def _about_someone(tokens: list[Token]) -> list[Token]:
    """What is said of the person to kill, around them: ``只有老王一个人`` (only he, alone: 老王一个人),
    ``老王在而且没别人`` (there and nobody else: alone), ``不管老王身边有没有人都杀了他`` (whoever is
    around him: 老王在，不管有没有人都杀了他, a kill waiting for him anyway)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        person = nxt is not None and nxt.type in ("NAME", "PRONOUN")
        said_of = prev is not None and prev.type in ("NAME", "PRONOUN")
        if t.type == "ONLY" and person and after is not None and after.type == "ALONE":
            read_past(after, t)
            continue  # 只有老王一个人的话就杀
        rest = [u for u in tokens[k:] if u.type not in ("AT", "THERE")][:1]
        if t.type in ("AT", "THERE") and said_of and [u.type for u in rest] == ["NOBODY_ELSE"]:
            read_past(rest[0], t)
            continue  # 老王在而且没别人, 老王在那儿没别人: 老王没别人 (alone)
        if t.type == "NOBODY_ELSE" and said_of:
            t = Token("ALONE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        if t.type == "ALWAYS" and person and after is not None and after.type == "ALWAYS":
            read_past(after, t)
            continue  # 不管老王身边有没有人都: 老王身边有没有人都
        if t.type == "ALWAYS" and said_of and str(t)[:2] in _AROUND and prev is not None:
            at = prev.end_pos  # 老王身边有没有人: 老王在, whoever is around
            out.append(Token("AT", "", start_pos=at, end_pos=at))
        out.append(t)
    return out


_AROUND = ("身边", "旁边", "周围", "身旁", "边上", "屋里", "房间")


def _checking(out: list[Token]) -> None:
    """去207看看阿玲是不是一个人: 看看 (看) before the question is checking, not visiting her nor
    peeking (the order goes where it says)."""
    if len(out) < 2:
        return
    visit = out[-2].type == "VISIT" and str(out[-2]) in _LOOK_IN
    if visit or out[-2].type == "PEEK_VERB" and str(out[-2]) == "看":
        read_past(out[-1], out[-2])  # 看看 (whether): the question's
        del out[-2]


def _alone_opening(tokens: list[Token]) -> list[Token]:
    """``去209找老赵，单独在就杀``: "alone" opening a clause, before a kill, is the condition
    (如果单独在), said without 如果."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        # 找D 只有他一个人就杀: 只有他一个人 opens its condition, as after a comma
        said_alone = str(t).startswith("只有") and tokens[k - 1].type not in ("IF", "UNLESS")
        opens = k > 0 and (tokens[k - 1].type in ("SEP", "AND") or said_alone)
        ahead = [x.type for x in tokens[k + 1 : k + 3]]
        if t.type == "ALONE" and opens and ("KILL" in ahead[:1] or ahead == ["AT", "KILL"]):
            out.append(Token("IF", "", start_pos=t.start_pos, end_pos=t.start_pos))
        out.append(t)
    return out


def _kills_next(tokens: list[Token], k: int) -> bool:
    """Whether a kill follows in the same sentence: someone arriving (D来了, C turns up) is
    read as that person there only for a kill, which waits for its target anyway; "C出现就回家"
    (leave when C comes) cannot be said by an order file and is refused."""
    for t in tokens[k + 1 :]:
        if t.type == "KILL":
            return True
        if t.type == "TIME" or t.type == "SEP" and str(t) in (".", ";", "\n", "!", "?"):
            return False
    return False


def _alone_with(tokens: list[Token], text: str) -> list[Token]:
    """Being alone with someone is that person alone (with me): ``只要和C单独在一起`` (the 和
    after a condition word joins nothing), ``if I'm alone with D`` (D alone)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        joins_nothing = out and out[-1].type in ("IF", "ANYWHERE")
        if t.type == "JOIN" and joins_nothing and nxt is not None and nxt.type in ("NAME", "PRONOUN"):
            k += 1
            continue
        if t.type == "ALONE" and nxt is not None and nxt.type in ("NAME", "PRONOUN"):
            between = text[t.end_pos or 0 : nxt.start_pos or 0].split()
            if between in (["with"], ["和"], ["跟"]) or between == [] and str(t).endswith("with"):
                out.extend([nxt, t])
                k += 2
                continue
        out.append(t)
        k += 1
    return out


_TONIGHT = frozenset({"tonight", "今晚", "今天晚上", "今夜"})  # the door's list said for the night


def _door_lists(tokens: list[Token]) -> list[Token]:
    """The door said of some people: ``只让B进`` / ``不让D进`` (进 after the names lets them in,
    it goes nowhere); ``除了D，谁敲门都开`` (the comma between the exception and the rest is
    one rule); ``but`` that names nobody (``but if nobody opens``) is only a joint."""
    out: list[Token] = []
    lister: str | None = None  # the kind that opened the current list of names
    only = False  # right after "only B (in)": "nobody else" is the door shut to the rest
    for k, t in enumerate(tokens):
        if t.type == "ALLNIGHT" and str(t) in _TONIGHT and out and out[-1].type == "NAME" and lister:
            read_past(out[-1], t)  # "only for B tonight": the list's rule, for the night it is sent for
            continue
        if t.type == "NOBODY_ELSE" and only:
            t = Token("DOOR_CLOSED", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        if lister in ("ONLY", "ONLY_OPEN") and t.type not in ("NAME", "LISTJOIN"):
            only = True
        elif t.type not in ("SEP", "DOOR_VERB", "AT", "NAME", "LISTJOIN", "ONLY", "ONLY_OPEN"):
            only = False
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.type == "EXCEPT" and (nxt is None or nxt.type != "NAME") and str(t) in ("but", "besides"):
            if nxt is not None:
                read_past(nxt, t)  # only a joint: it opens the clause after it
            continue
        if t.type in _LISTS:
            lister = t.type
        elif t.type not in ("NAME", "LISTJOIN"):
            if t.type == "GO" and str(t) in ("进", "进去") and out and out[-1].type == "NAME" and lister:
                t = Token("DOOR_VERB", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
            elif (
                t.type == "SEP"
                and lister == "EXCEPT"
                and out
                and out[-1].type == "NAME"
                and nxt is not None
                and nxt.type == "DOOR_OPEN"
            ):
                continue
            lister = None
        out.append(t)
    return out
