"""Orders as a forum's players post them (docs/PARSING.md, *A forum's posts (issue 22, round
eight)*): long, careful posts in the seed's own format, numbered like an engineer's outline, with
the rules cited beside the orders.

- **An outline's numbers** (``1.1 8:00 去花园``, ``2.3. 回房``) and a heading's bare number over them
  (``2 门`` over ``2.1 照常开``) are a list's numbers, as ``1.`` is (:data:`lexer.LIST_MARKER`); a
  heading that only names a part of the plan (门, 时间表, 备注 ...) is set aside and said.
- **A rule cited** (``按规则五.12``, ``（依规则五.7）``, ``五.3(1)``, "rule 5.7") is which rule the player
  means: set aside and said (:data:`CITATION`, cut by the lexer); what the words around it say is read as
  ever (a remark in brackets as a remark, an order as an order).
- **A comma before "or" between two failures** (``如果不是一个人，或者他不在，就去204``) after a kill:
  the comma parts the cases one "otherwise" covers, as ``或者`` alone does; it is read past. Without
  a kill before it, the failures are a condition of their own, and the comma stays.
- **"or if" between two failures** (``如果他不在，或者如果有别人，就回房``, "should he be absent, or
  should any other person be present, return to my room"): the second "if" repeats the first;
  read past, with the comma, where a kill comes before (:func:`or_if_failures`). **More failures
  after an "otherwise" said by a failure** ("if he isn't or nobody answers, go to 204", ``不然，
  或者没人开门，就回房``): each is a case that otherwise covers already; read with it.
- **"Nobody about" after meeting someone** (``碰到X，周围没人，就杀了他``): that person alone
  (:func:`nobody_about`).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.colloquial import OR_WORDS, comma_then_or
from blackhorse.parsing.ifsaid import ORDER_STARTS, kill_before

# a rule of the seed cited (按规则五.12, 依五.3(1), 规则5.7, rule 5.7, seed 5.12): its chapter in
# Chinese numerals and a dot, or "rule" / 规则 and its number; what it says is the player's reason
# (九.30 is a clock's half past nine, typed with a dot: never a rule)
CITATION = re.compile(
    r"(?:(?:按照|依照|根据|参照|按|依|据)\s?)?(?:(?:游戏|规则书)?规则\s?|规定\s?)?"
    r"(?:(?![八九十]{1,2}[.．][0-5]0(?!\d))[一二三四五六七八九十]{1,2}[.．](?:\d{1,2}|[一二三四五六七八九十]{1,3})"
    r"|(?<![A-Za-z])(?:[Rr]ules?|[Ss]eed|§)\s?\d{1,2}[.．]\d{1,2})"
    r"(?:\s?[(（]\d{1,2}[)）])?(?:条)?(?![\d.．])"
    # what of the rule: 五.5的格式, 五.7第三种写法, 五.7最后那种写法
    r"(?:的?(?:第[一二三四五六七八九十\d]|最后那|最后一|前面那|后面那)种(?:写法|情况|方式|说法)|的(?:格式|写法|要求|规定|说法))?"
)
CITATION_STARTS = frozenset("按依根参据游规一二三四五六七八九十RrSs§")

# what an outline's heading names (2 门 over 2.1 照常开): a part of the plan, no order of its own
_SECTIONS = frozenset(
    {"门", "房门", "门禁", "开门", "时间表", "日程", "行程", "安排", "计划", "路线", "行动", "总则"}
    | {"其他", "其它", "备注", "补充", "说明", "指令", "常设指令", "条件", "窥视", "时间安排"}
    | {"行动安排", "门的安排"}
)
_HEADING_NUMBER = re.compile(r"[1-7][ \t]+(?=[\u4e00-\u9fff])")
_CLOCK_AFTER = re.compile(r"[\u4e00-\u9fff]?[点时]")


def outline_heading(text: str, i: int) -> tuple[int, Token | None] | None:
    """A heading's bare number at ``i`` (``1 时间表``, ``2 门``), where a line below goes on with its
    number (``1.1``): where reading goes on, and the heading's name set aside where it only names
    a part of the plan (module doc). None: no heading (a count, an hour)."""
    m = _HEADING_NUMBER.match(text, i)
    if m is None or re.search(rf"(?m)^[ \t]*{text[i]}\.1(?![\d:])", text[i:]) is None:
        return None
    line_end = text.find("\n", i)
    line_end = len(text) if line_end < 0 else line_end
    section = text[m.end() : line_end].strip(" \t:：")
    if section in _SECTIONS:
        at = text.index(section, m.end())
        return line_end, Token("ASIDE", section, start_pos=at, end_pos=at + len(section))
    if _CLOCK_AFTER.match(text, m.end()):
        return None  # 1 点去花园: one o'clock, not a heading
    return m.end(), None


# what ends a case an order fails on (他不在, 没人开门, 有别人, 不是一个人)
_FAILS = frozenset({"NOT_THERE", "NOT_OPEN", "NOBODY_OPENS", "SOMEONE", "NOBODY_ELSE"})
# what opens the next case after 或者 (他不在, 门不开, 没人开门, 有人)
_CASE_OPENS = _FAILS | frozenset({"NAME", "PRONOUN", "NOT", "ROOMWORD", "THERE", "DOORWORD"})
_NOT_ALONE = frozenset({"NOT", "OTHERWISE"})  # 不是一个人, 如果不是一个人


def comma_before_or(tokens: list[Token]) -> list[Token]:
    """``tokens`` without a comma between a failure and 或者 opening another (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if (
            k
            and comma_then_or(tokens, k)
            and _ends_a_failure(tokens, k - 1)
            and k + 2 < len(tokens)
            and tokens[k + 2].type in _CASE_OPENS
            and kill_before(tokens, k)[0]
        ):
            continue
        out.append(t)
    return out


@rebuilt
def or_if_failures(tokens: list[Token]) -> list[Token]:
    """``tokens`` with "or if" between two failures after a kill read as "or", and failures said
    after an "otherwise" read with it (module doc)."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        out.append(t)
        k += 1
        bare_not = t.type == "NOT" and k >= 3 and tokens[k - 2].type in _WHO and tokens[k - 3].type == "IF"
        failed = t.type in _FAILS or t.type == "OTHERWISE" or _ends_a_failure(tokens, k - 1)
        if not failed and not bare_not:
            continue
        j = k + 1 if k < len(tokens) and tokens[k].type == "SEP" and str(tokens[k]) == "," else k
        if j >= len(tokens) or not _is_or(tokens[j]) or not kill_before(tokens, k - 1)[0]:
            continue
        if t.type == "OTHERWISE" or bare_not:  # otherwise; "if he isn't" (alone: the case said before)
            end = j + 1
            while end < len(tokens) and tokens[end].type in _CASE_WORDS:
                end += 1
            if end > j + 1 and any(u.type in _FAILS for u in tokens[j + 1 : end]):
                k = end  # if he isn't or nobody answers: both are what "otherwise" covers
            continue
        if j + 2 < len(tokens) and tokens[j + 1].type == "IF" and tokens[j + 2].type in _CASE_OPENS:
            out.append(tokens[j])  # 或者 (the comma before it, and the "if" after it, read past)
            k = j + 2
    return out


@rebuilt
def failures_of_the_kill(tokens: list[Token]) -> list[Token]:
    """``只要周正不在场，就杀Tom；如果周正在，或者Tom不在，就回房``: after a kill on someone being away,
    a condition listing, split by "or", only the ways that kill fails (that someone there, the one
    to kill not there, someone else there, nobody opening) is the kill's "otherwise" (module doc).
    Any other piece in the list (a place, a time, another person there) keeps it as it was."""
    out = list(tokens)
    for k, t in enumerate(out):
        bracket = t.type == "OTHERWISE" and k + 1 < len(out) and str(out[k + 1]) in ("(", "（")
        if bracket:  # 否则（Tom不在，或者周正在场）: the failures in brackets after "otherwise"
            close = next((j for j in range(k + 2, len(out)) if str(out[j]) in (")", "）")), None)
            away = _away_before(out, k)
            if close is None or away is None:
                continue
            pieces = _pieces_of(out[k + 2 : close])
            if len(pieces) >= 2 and all(_fails(p, away) for p in pieces):
                return [*out[: k + 1], *failures_of_the_kill(out[close + 1 :])]
            continue
        if t.type != "IF" or (k and out[k - 1].type != "SEP"):
            continue
        away = _away_before(out, k)
        if away is None:
            continue
        end = k + 1
        while end < len(out):
            u = out[end]
            if u.type == "SEP" and not (str(u) == "," and end + 1 < len(out) and _is_or(out[end + 1])):
                break  # the condition ends at its comma (one before "or" parts two failures)
            end += 1
        pieces = _pieces_of(out[k + 1 : end])
        if len(pieces) < 2 or not all(_fails(p, away) for p in pieces):
            continue
        return [*out[:k], retoken("OTHERWISE", t), *failures_of_the_kill(out[end:])]
    return out


def _away_before(tokens: list[Token], k: int) -> str | None:
    """Who the kill before ``k`` (in the same order) needs away (如果X不在 … 杀), or None (no such
    kill)."""
    kill, away = False, None
    for j in range(k - 1, -1, -1):
        u = tokens[j]
        if u.type in ORDER_STARTS:
            break
        kill = kill or u.type == "KILL"
        if (
            u.type == "NOT_THERE"
            and j > 1
            and tokens[j - 1].type == "NAME"
            and tokens[j - 2].type in ("IF", "SEP")
        ):
            away = str(tokens[j - 1])
    return away if kill else None


def _pieces_of(span: list[Token]) -> list[list[Token]]:
    pieces: list[list[Token]] = [[]]
    for u in span:
        if _is_or(u):
            pieces.append([])
        elif not (u.type == "SEP" and str(u) == ","):
            pieces[-1].append(u)
    return pieces if all(pieces) else []


def _fails(piece: list[Token], away: str) -> bool:
    """Whether ``piece`` is one way the kill on ``away`` being away fails."""
    kinds = [u.type for u in piece]
    if kinds in (["NAME", "AT"], ["NAME", "THERE"], ["NAME", "AT", "THERE"]):
        return str(piece[0]) == away  # the one who must be away, there
    if kinds[-1] in _FAILS:
        return all(u in _WHO for u in kinds[:-1]) and len(kinds) <= 2
    return False


def _is_or(t: Token) -> bool:
    return t.type == "CHOICE" and (str(t) in OR_WORDS or str(t).lower() == "or")


_WHO = frozenset({"NAME", "PRONOUN"})
# what a failure said after "otherwise" is made of (or nobody answers; 或者他不在)
_CASE_WORDS = _FAILS | frozenset({"NAME", "PRONOUN", "NOT", "ALONE", "NOT_ALONE"})


def _ends_a_failure(tokens: list[Token], k: int) -> bool:
    t = tokens[k]
    if t.type in _FAILS:
        return True
    return t.type == "ALONE" and k > 0 and tokens[k - 1].type in _NOT_ALONE


# the words saying someone is in the room visited (郑警官在, "郑警官 is in there")
_IN_THERE = frozenset({"THERE", "AT"})
_ROOM_VISIT = frozenset({"KNOCK", "VISIT"})


@rebuilt
def there_or_unopened(tokens: list[Token]) -> list[Token]:
    """``如果郑警官在，或者没人开门，就去草坪``, "if 郑警官 is in there, or nobody answers, I'll go to the
    lawn": at a room one visits (no kill in the order), someone there or the door not opened are
    the two ways one order's "otherwise" runs: a visitor not let in follows the alternative
    anyway (ADJUDICATION 5), so "or nobody answers" says it again; read past (round twenty-six).
    Only in that order (the person there first), right after "if", in an order that visits."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        there = k + 2
        while there < len(out) and out[there].type == "ASIDE":
            there += 1  # "is already in there"
        if (
            out[k].type != "IF"
            or out[k + 1].type != "NAME"
            or there >= len(out)
            or out[there].type not in _IN_THERE
        ):
            k += 1
            continue
        j = there + 1
        if j < len(out) and str(out[j]) in (",", "，"):
            j += 1
        if j + 1 >= len(out) or not _is_or(out[j]) or out[j + 1].type != "NOBODY_OPENS":
            k += 1
            continue
        if not _visits_without_kill(out, k):
            k += 1
            continue
        del out[there + 1 : j + 2]  # the comma, "or" and "nobody answers": read with the person there
        k = there + 1
    return out


def _visits_without_kill(tokens: list[Token], k: int) -> bool:
    """Whether the order before ``k`` (back to its time) visits a room and kills nobody."""
    visits, kills = _visit_before(tokens, k)
    return visits and not kills


def _visit_before(tokens: list[Token], k: int) -> tuple[bool, bool]:
    """Whether the order before ``k`` (back to its time) visits a room, and whether it kills."""
    visits = kills = False
    for j in range(k - 1, -1, -1):
        u = tokens[j]
        kills = kills or u.type == "KILL"
        visits = visits or u.type in _ROOM_VISIT or u.type == "PLACE" and str(u)[:1].isdigit()
        if u.type in ORDER_STARTS:
            return visits, kills
    return False, kills


# what the case of someone in may go on to say, besides staying: a word set aside or not known yet
# ("we have ourselves a little talk", 聊两句), left for the rules of asides
_SAID_THERE = frozenset({"STAY", "ASIDE", "UNKNOWN", "FILLER"})
_UNOPENED = frozenset({"NOBODY_OPENS", "NOT_OPEN"})


@rebuilt
def in_there_then_unopened(tokens: list[Token]) -> list[Token]:
    """ "I knock on 209. If Sam's in, we have ourselves a little talk. If the door stays shut, I walk
    back", ``敲209的门，如果Sam在我就待着，要是没人开门我就回娱乐室``: at a room one visits (no kill in
    the order), the person in there is who lets one in; the case said for the door not opened is the
    visit's own "otherwise" (ADJUDICATION 5), and the case of their being in, with nothing to do but
    stay (or a remark), is the visit going as planned. The person's case is read with the door's
    (it was read as "if Sam is there, stay, otherwise …": a case of its own the message never gave).
    Only with a visit before it and the door's case right after the next comma or full stop."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        if out[k].type != "IF" or out[k + 1].type != "NAME":
            k += 1
            continue
        there = k + 2 + (out[k + 2].type == "POSS")
        if there >= len(out) or out[there].type not in _IN_THERE:
            k += 1
            continue
        j = there + 1
        while j < len(out) and (out[j].type in _SAID_THERE or out[j].type == "SEP" and str(out[j]) in ",，"):
            j += 1
        # the door's case after the sentence's end (…a little talk. If the door stays shut), or
        # after the comma that ends the person's case (如果Sam在我就待着，要是没人开门)
        ends = j + 1 < len(out) and out[j].type == "SEP" and str(out[j]) in ".。;；"
        after_comma = j < len(out) and out[j].type in _UNOPENED and out[j - 1].type == "SEP"
        if not (ends and out[j + 1].type in _UNOPENED or after_comma):
            k += 1
            continue
        if not _visits_without_kill(out, k):
            k += 1
            continue
        door = j + 1 if ends else j
        for u in out[k:door]:
            read_past(out[door], u)
        kept = [u for u in out[there + 1 : door] if u.type in ("ASIDE", "UNKNOWN")]  # a remark: its own rules
        out[k:door] = [*kept, *([out[j]] if ends and kept else [])]
        k += len(kept) + 1
    return out


@rebuilt
def absent_then_unopened(tokens: list[Token]) -> list[Token]:
    """``9点去209找赵强，他若不在，没人开门，就去204``: at a room one visits, the person not being in
    and nobody opening, said one after the other, are one failure said twice (nobody is there to
    open), which is the visit's own "otherwise" (ADJUDICATION 5): the person's case is read with the
    door's. It was read as "if he is not there, stay there; otherwise go to 204", and with a kill
    (``9点去209杀赵强，他若不在，没人开门，就去204``) as "if he is not there, kill him" (round
    thirty-one): the door's case taken for the otherwise of the person's."""
    out = list(tokens)
    k = 0
    while k + 2 < len(out):
        said_if = out[k + 1].type == "IF"  # 他若不在: "if" after the person
        gone = k + 1 + said_if
        if out[k].type not in ("NAME", "PRONOUN") or gone >= len(out) or out[gone].type != "NOT_THERE":
            k += 1
            continue
        j = gone + 1 + (gone + 1 < len(out) and out[gone + 1].type == "SEP" and str(out[gone + 1]) in ", ，")
        start = k - 1 if k and out[k - 1].type == "IF" else k
        if j >= len(out) or out[j].type not in _UNOPENED or not _visit_before(out, start)[0]:
            k += 1
            continue
        for u in out[start:j]:
            read_past(out[j], u)
        del out[start:j]
        k = start + 1
    return out


# what may join meeting someone and another being away (碰到林晓、且郑警官不在场; "and")
_JOINT = frozenset({"JOIN", "AND", "LISTJOIN"})


def met_while_away(tokens: list[Token]) -> list[Token]:
    """``碰到林晓、且郑警官不在场，就杀林晓``, "If I am meeting 赵明 there and 郑警官 is not around, kill
    him": meeting the one the kill is of, and another away, is the kill on that other being away
    (``如果郑警官不在场，就杀林晓``): a kill is of someone met anyway, so the meeting says no more
    (round twenty-six; it was refused, one condition per order). Only when the kill right after it
    names the one met, or says "him" / "her" of them (kept as that name: the pronoun after the
    other's name would be the other's)."""
    out = list(tokens)
    for k in range(len(out) - 4):
        start = k - 1 if k and out[k - 1].type == "IF" else k
        if out[k].type != "MEET" or out[k + 1].type != "NAME":
            continue
        met, j = out[k + 1], k + 2
        if out[j].type == "THERE":
            j += 1
        if j < len(out) and out[j].type in _JOINT:
            j += 1
        if j + 1 >= len(out) or out[j].type != "NAME" or str(out[j]) == str(met):
            continue
        away = j + 1
        if out[away].type == "NOT" and away + 1 < len(out) and out[away + 1].type in ("VAGUE", "THERE"):
            said = Token(
                "NOT_THERE", "not there", start_pos=out[away].start_pos, end_pos=out[away + 1].end_pos
            )
            out[away : away + 2] = [said]
        if out[away].type != "NOT_THERE":
            continue
        kill = away + 1
        while kill < len(out) and out[kill].type == "SEP" and str(out[kill]) in (",", "，"):
            kill += 1
        if kill + 1 >= len(out) or out[kill].type != "KILL":
            continue
        victim = out[kill + 1]
        if not (victim.type == "NAME" and str(victim) == str(met) or victim.type == "PRONOUN"):
            continue
        out[kill + 1] = Token("NAME", str(met), start_pos=victim.start_pos, end_pos=victim.end_pos)
        read_past(out[kill + 1], *out[start:j])
        opener = Token("IF", "if", start_pos=out[start].start_pos, end_pos=out[start].start_pos)
        out[start:j] = [opener]
        return out
    return out


@rebuilt
def nobody_about(tokens: list[Token]) -> list[Token]:
    """``碰到老周，周围没人，就杀了他``, ``若遇老周独行，四下无人，一刀了之``: "nobody about", said as a
    clause of its own right after meeting someone (alone or not), is that person alone, as
    ``碰到老周而且没有别人`` is. The comma before it is read past; after ``一个人`` it says no more."""
    out: list[Token] = []
    for t in tokens:
        before = out[-2:]
        if (
            t.type == "NOBODY_ELSE"
            and len(before) == 2
            and before[1].type == "SEP"
            and str(before[1]) == ","
            and _met(out[:-1])
        ):
            out.pop()  # the comma
            if out[-1].type == "ALONE":
                continue  # 一个人，四下无人: said twice (rebuilt reads it with 一个人)
            out.append(retoken("ALONE", t))
            continue
        out.append(t)
    return out


def _met(said: list[Token]) -> bool:
    """Whether ``said`` ends with meeting someone: 碰到 + a person (+ 一个人)."""
    tail = said[-3:] if said and said[-1].type == "ALONE" else said[-2:]
    return len(tail) >= 2 and tail[0].type == "MEET" and tail[1].type in ("NAME", "PRONOUN")
