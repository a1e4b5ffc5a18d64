"""Brackets: what a player writes in （…）, (…), 【…】 or […] is read as part of the sentence
when it says something the orders hold, set aside (and listed) when it is a remark, and
refused at the word when it would change an order but does not fit.

Each bracketed part is tried both ways, the message read once with it inline and once
without it (and, when it does not fit inline, with its brackets as they are, which the
reader knows in places: ``Tom (203) here``):

- it fits, and the orders differ (``9点去草坪(经东楼梯)``, ``(10点)去花园``, ``9点去花园（如果D在就
  回家）``): it is part of the sentence;
- it fits and changes nothing (``8点半去204 (the common room)``), or it does not fit and holds
  only what describes (a place seen, a person, a look, words the reader does not know:
  ``（能看到西楼梯）``, ``(my roommate)``, ``（反正也得开门）``): a remark, set aside and listed;
- it does not fit and holds a word that would change an order (a time or a number, a
  condition, a negation, a kill, the door's rule, a going, a maybe, a person on their own, or a
  place on its own other than the one just said: ``9点去花园（草坪）``, ``9pm go to 205 (Zhao
  Qiang)``): refused at that word, never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from lark import Token

from blackhorse.parsing.aside import meaningful, merged
from blackhorse.parsing.casualwords import DOOR_RULES, DOOR_WORD, EMOJI
from blackhorse.parsing.drafts import ActionDraft, Draft, Fault, Span
from blackhorse.parsing.lexer import tokenize
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.looksaid import looked_through
from blackhorse.parsing.meaning import retraction, zh_marks
from blackhorse.parsing.templatesaid import period_hours
from blackhorse.parsing.text import Message

Read = Callable[[Message], tuple[Draft | None, list[Fault]]]

# a bracketed part: no bracket inside it, on one line; a role-play's action between asterisks
# (``*合上书*``, ``*九点去花园*``) is one too (issue 22, Chinese round nine: role-play)
GROUP = re.compile(
    r"\(([^()\[\]【】\n]*)\)|【([^()\[\]【】\n]*)】|\[([^()\[\]【】\n]*)\]|(?<!\*)\*([^*\n]+)\*(?!\*)"
)

# words that only describe (a remark may hold them): everything else would change an order
_DESCRIBES = frozenset(
    {
        *("NAME", "PRONOUN", "ROOMMATE", "PLACE", "ROOMWORD", "POSS", "THERE", "AT", "FROM", "TO"),
        *("MEET", "PEEK_VERB", "LOOK_CORRIDOR", "WINDOW", "PEEPHOLE", "USE", "THROUGH", "DOOR_VERB"),
        *("DOORWORD", "SEP", "AND", "JOIN", "LISTJOIN", "FILLER", "ASIDE", "UNKNOWN"),
    }
)


def read_with_brackets(
    msg: Message, read: Read, lex: Lexicon, home: str | None = None
) -> tuple[Draft | None, list[Fault]]:
    """The message read with each bracketed part decided (module docstring); ``read`` reads
    a message (brackets as they are). The parts set aside are added to the draft's aside.
    ``home``: the sender's room, which a bracket after one's own room may say again."""
    text = _lines_in_brackets(msg.text)
    if text != msg.text:
        msg = replace(msg, text=text)
    groups = [m.span() for m in GROUP.finditer(msg.text) if m.group(0)[1:-1].strip()]
    if not groups:
        return read(msg)
    text, aside = msg.text, []
    for start, end in groups:
        if period_hours(text, start, end):
            continue  # 第二时段（9:00-9:59）: a form's period heading, its hours said again
        before = text[:start].rstrip(" \t")
        if _LIST_NUMBER.fullmatch(text, start, end) and (not before or before.endswith("\n")):
            continue  # (1) 20:00 起从门孔看: a list's number at a line's start, read as the lexer reads it
        if (
            _labelled_reason(text, start + 1, end - 1)
            or _door_till_ten(text, start, end)
            or _look_again(text, start, end, lex) == "same"
        ):
            # （理由：收尾看花园动静）: labelled a reason, decided before the others (round twenty-six:
            # two such brackets, each with words the reader does not know, kept each other refused);
            # "door's shut to everyone (until ten, obviously)"
            text = text[:start] + " " * (end - start) + text[end:]
            aside.append((start, end))
            continue
        if _look_again(text, start, end, lex) == "other":  # "the window (peephole)": which one?
            return None, [Fault(start + 1, end - 1, "bracket_meaning")]
        if _view_of_a_look(text, start, end, lex):
            continue  # 窗户（草坪）, "window from 204 (garden)": the place seen, with its look (looksaid)
        # a bracket opening on "and" joins the words before it (round twenty-nine: "if I meet X (and
        # nobody else is around) → kill"): no comma before it
        lead = " " if _JOINS_ON.match(text, start + 1, end - 1) else ","
        inline = text[:start] + lead + text[start + 1 : end - 1] + "," + text[end:]
        removed = text[:start] + " " * (end - start) + text[end:]
        with_it = read(replace(msg, text=inline))
        without = read(replace(msg, text=removed))
        fits = _reads(with_it)
        if fits and not (_reads(without) and _meaning(with_it[0]) == _meaning(without[0])):
            text = inline  # it says something the orders hold
            continue
        as_is = read(replace(msg, text=text))
        # a fault inside another bracket still to be decided is that bracket's, not this one's (round
        # twenty-seven: three reasons in brackets, each with words the reader does not know, kept
        # each other refused)
        others = [(a, b) for a, b in groups if a > start]

        def own(f: Fault, others: list[tuple[int, int]] = others) -> bool:
            return not any(a <= f.start < b for a, b in others)

        said = [(start <= f.start < end, own(f)) for f in as_is[1] if f.key in ("unknown", "who_unknown")]
        unknown, elsewhere = any(here for here, _ in said), any(not here and mine for here, mine in said)
        blocked = not _reads(without) and any(own(f) for f in without[1])
        kept_before = not _reads(without) or any(not here for here, _ in said)  # as before round 27
        if kept_before and not fits and _changes_an_order(text, start + 1, end - 1, lex, home) is not None:
            continue  # only a remark is decided past the faults of the brackets after it
        if not fits and (_reads(as_is) or blocked or elsewhere):
            continue  # read with its brackets, as the reader knows them (小雨（202）：, Tom (203) here),
            # or it fails elsewhere too: that is said, as before
        if _reads(as_is) and _meaning(as_is[0]) == _meaning(with_it[0]):
            draft = as_is[0]
            assert draft is not None
            if not any(start <= a < end or start < b <= end for a, b in draft.aside):
                continue  # read as it is, nothing in it set aside: E's room (207)
        taken_back = retraction(text[start:end])  # （开玩笑的）, (jk): the orders taken back
        if taken_back is not None:
            return None, [Fault(start + taken_back[0], start + taken_back[1], "taken_back")]
        if not fits:
            word = _changes_an_order(text, start + 1, end - 1, lex, home)
            if word is not None and unknown:
                continue  # a word it does not know in it that could change an order: said as before
            faults = as_is[1] + with_it[1]
            inside = [f for f in faults if start <= f.start < end and f.key not in _VAGUE][:1]
            if word is not None and inside:  # read inline, what is wrong there: 9pm go to 205 (Zhao Qiang)
                return None, inside
            if word is not None:
                return None, [Fault(word[0], word[1], "bracket_meaning")]
        text = removed
        aside.append((start, end))
    draft, faults = read(replace(msg, text=text))
    if draft is not None:
        draft.aside = merged([*draft.aside, *aside], text)
    return draft, faults


# a line that is one order in 【】, a reason in brackets after it or not (【10:40 去203】（他必须开门）)
_LINE_IN_BRACKETS = re.compile(
    r"(?m)^([ \t]*)【([^【】()（）\n]+)】(?=[ \t]*(?:\([^()\n]*\))?[ \t]*[。.，,]?[ \t]*$)"
)


def _lines_in_brackets(text: str) -> str:
    """``text`` with the 【】 around a whole line made spaces: a writer who puts every order in
    them (``【10:40 去203】（10点以后他必须开门）``, ``【见到阿哲就杀】``) brackets the line, not a part
    of it; each was decided as a part with the others still bracketed, and they kept each other
    refused (round twenty-seven). The line is read as written inside them; a bracket after it is
    decided as any other. Only for a writer who does so on two lines or more: one line in 【】 is
    a heading or a signature as often (``【Carol·207】``), decided as a part."""
    if len(_LINE_IN_BRACKETS.findall(text)) < 2:
        return text
    return _LINE_IN_BRACKETS.sub(lambda m: f"{m.group(1)} {m.group(2)} ", text)


_VAGUE = ("misplaced", "ends_early")
# a list's number in brackets ((1), （2）, (三)): never a remark to set aside (round twenty-three: blanked,
# it let a reasoning paragraph before the list run on over the orders it numbered: a misread)
_LIST_NUMBER = re.compile(r"[(（]\s*(?:[1-9][0-9]?|[一二三四五六七八九十])\s*[)）]")


def _ba_a_thing(said: list[Token], k: int, lex: Lexicon) -> bool:
    """Whether ``said[k]`` is 把 before a word the reader does not know that holds nothing an
    order could mean (``把匕首藏进袖子里``, ``把书合上``): a role-play's action on a thing, never the
    kill's 把 (``把他杀了``: a person follows it)."""
    if said[k].type != "BA" or k + 1 >= len(said):
        return False
    nxt = said[k + 1]
    return nxt.type == "UNKNOWN" and not meaningful(
        str(nxt), lex
    )  # a reading fault that says less than "in brackets"


def _reads(result: tuple[Draft | None, list[Fault]]) -> bool:
    return result[0] is not None and not result[1]


def _changes_an_order(text: str, start: int, end: int, lex: Lexicon, home: str | None = None) -> Span | None:
    """The first word of ``text[start:end]`` (a bracket's inside that does not fit the
    sentence) that would change an order, or None when it only describes."""
    if _not_another(text, start, end, lex) or _own_room_again(text, start, end, lex, home):
        return None
    if _alone_again(text, start, end, lex):
        return None
    if _labelled_reason(text, start, end):
        return None  # （理由：昨晚草坪方向无人看守…）: the reason for the orders, labelled (round twenty-one)
    tokens = tokenize(text[start:end], lex)
    if _PURPOSE.match(text, start) and not any(t.type in _NOT_A_PURPOSE for t in tokens):
        return None  # 门孔观察（判断谁先出门）: whom a look watches for; their goings are others'
    if _GLOSS.fullmatch(text, start, end) and _kill_before(text[:start], tokens, lex):
        return None  # 把他推下悬崖（就是杀了他的意思哈）: the kill just said, said plainly (round 23)
    said = [t for t in tokens if t.type not in ("SEP", "AND", "JOIN", "FILLER")]
    for k, t in enumerate(said):
        at = (start + (t.start_pos or 0), start + (t.end_pos or 0))
        if _ba_a_thing(said, k, lex):
            continue  # *把匕首藏进袖子里*, （把书合上）: 把 before a thing, no person (round nine)
        if t.type == "ALLNIGHT" and [u.type for u in said[k + 1 : k + 3]] == ["POSS", "PLACE"]:
            continue  # （我最喜欢晚上的花园了🌸）: the garden at night, a place described (round 23)
        if t.type == "WHICH_ROOM" and k and said[k - 1].type == "PEEK_VERB":
            continue  # 门孔看走廊（盯着隔壁）: whom a look watches, described (round twenty-seven)
        if t.type not in _DESCRIBES:
            return at
        if t.type == "UNKNOWN" and meaningful(str(t), lex) and not _restates(str(t), text[:start]):
            return at
        if t.type == "MEET" and any(x.type in ("NAME", "PRONOUN") for x in said[k + 1 :]):
            return at  # （碰到D）: a condition
        stairs = t.type == "PLACE" and str(t) in _STAIRS and not any(x.type in _LOOKS for x in said)
        if stairs and not _said_before(str(t), text[:start], lex):
            return at  # (take the west stairs, ta): a route, unless a look sees them or it is said again
    if said and all(t.type in ("NAME", "POSS") for t in said):  # 9pm go to 205 (Zhao Qiang): whose room?
        return start + (said[0].start_pos or 0), start + (said[0].end_pos or 0)
    places = [t for t in said if t.type == "PLACE"]
    if places and len(places) == len(said):  # 9点去花园（草坪）: which one?
        before = [t for t in tokenize(text[:start], lex) if t.type == "PLACE"]
        if not before or any(str(p) != str(before[-1]) for p in places):
            p = places[0]
            return start + (p.start_pos or 0), start + (p.end_pos or 0)
    return None


# the stairs in a bracket are a route unless a look is said with them (（能看到西楼梯）)
_STAIRS = frozenset({"west-stairs", "east-stairs"})
_LOOKS = frozenset({"PEEK_VERB", "LOOK_CORRIDOR", "WINDOW", "PEEPHOLE", "MEET"})


def _labelled_reason(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` (a bracket's inside) is labelled as the reason for the orders and
    holds neither the door (a doorway is no door: 203门口东西向都得经过) nor a time first."""
    labelled = _REASON.match(text, start)
    if labelled is None and not _FEAR_ORDERS.search(text, start, end):
        labelled = _FEARED.match(text, start)  # （怕她室友回来）, （免得被人看见）: why (round twenty-eight)
    return (
        labelled is not None
        and not _DOOR_NOT_DOORWAY.search(text, start, end)
        and not _TIME_FIRST.match(text, labelled.end(), end)
    )


# the door in a reason, never a doorway (门口 is where people pass; 门口不安全，门别开 holds the door)
_DOOR_NOT_DOORWAY = re.compile(rf"(?:{DOOR_WORD.pattern})(?!口|way|step)", re.IGNORECASE)
# a bracket labelled as the reason for the orders (（理由：…）, （原因：…）, "(reason: ...)", "(because ...)")
_REASON = re.compile(
    r"\s*(?:(?:理由|原因|思路|分析|考虑|推理)\s*[:：]|因为|由于|reason(?:ing)?\s*:|rationale\s*:|because\b|since\b)",
    re.IGNORECASE,
)
# a bracket saying what one fears or avoids (怕她室友回来, 免得被人看见, 以防万一): a reason, unless it
# holds what would make it an order of its own (怕他不在就去204: an "otherwise"), a number or a kill
_FEARED = re.compile(r"\s*(?:怕|害怕|免得|以免|省得|以防|防止)")
_FEAR_ORDERS = re.compile(r"[就则再杀\d]|否则|不然|要不|的话|[零一二三四五六七八九十两]点")
_JOINS_ON = re.compile(r"\s*(?:and|&|且|而且|并且)(?![a-z])")
# a bracket saying whom a look watches for (round twenty-three: 20:00-20:29 门孔观察（判断谁先出门）,
# 窗户观察草坪（看谁往南走）): who is someone else, and the goings in it are theirs
_PURPOSE = re.compile(
    r"\s*(?:(?:看看|看|判断|观察|确认|留意|注意|盯)(?:一下)?(?:谁|有没有人|有谁|是谁|哪个)"
    # and in English (round twenty-nine: - 8:00 peephole (want to see who walks past 207))
    r"|(?:(?:i )?(?:want|wanna|wanted|trying|hoping|hope)(?: to)? |to )?"
    r"(?:see|check|spot|catch|find out|know)"
    r" (?:who|whoever|if anyone|if anybody|whether anyone|whether anybody)(?![a-z]))"
)
# what a purpose may not hold: a clause of its own (after a comma), a time, a kill, the door's rule
_NOT_A_PURPOSE = frozenset({"SEP", "TIME", "PERIOD", "RANGE", "ALLNIGHT", "KILL"}) | DOOR_RULES
# a bracket glossing the words before it (就是杀了他的意思, 也就是说干掉他): the same thing, plainly
_GLOSS = re.compile(r"\s*(?:就是|也就是|也就是说|意思是|即)[^，,。；;]*?(?:的意思)?[哈啊啦呀吧哦]*\s*")


def _said_before(place: str, before: str, lex: Lexicon) -> bool:
    """Whether ``place`` is said in the sentence before a bracket (9点走西楼梯下去花园（西楼梯哈别搞错）: the
    route said again, round twenty-four)."""
    return any(t.type == "PLACE" and str(t) == place for t in tokenize(_last_sentence(before), lex))


def _kill_before(before: str, inside: list[Token], lex: Lexicon) -> bool:
    """Whether a gloss's inside says only a kill (of 他 / 她, never a name) and the sentence before the
    bracket has said a kill: the gloss says it again."""
    kinds = {t.type for t in inside if t.type not in ("SEP", "FILLER", "ASIDE", "UNKNOWN")}
    if "KILL" not in kinds or not kinds <= {"KILL", "PRONOUN", "BA", "POSS"}:
        return False
    return any(t.type == "KILL" for t in tokenize(_last_sentence(before), lex))


def _last_sentence(before: str) -> str:
    """The sentence of ``before`` (the text before a bracket) the bracket stands in."""
    opened = max(before.rfind(m) for m in ".!?;\n。！？；")
    return before[opened + 1 :]


# what such a bracket may not hold: the door, or a time right after its label (an order's shape)
_TIME_FIRST = re.compile(r"\s*(?:\d{1,2}\s*[:：.点點时時]|[一二三四五六七八九十]{1,3}[点點时時])")


# the door rule's own end said again in brackets: until ten (the rules end every door rule then)
_TILL_TEN = re.compile(
    r"\s*(?:until|till|til|before|up to)\s+(?:ten|10)(?:\s*(?:pm|p\.m\.|o'clock)|:00)?"
    r"(?:\s*,?\s*(?:obviously|of course|ofc|as per the rules|per the rules|as usual|natch))?[\s.!]*"
    r"|\s*(?:到|在)?(?:十|10)点(?:前|之前|以前|为止)(?:嘛|哈|啦|吧)?"
    # and the seed's rule after it acknowledged (round twenty-four: （10点前哈，10点后规矩我懂😂）)
    r"(?:[，,]\s*(?:十|10)点(?:后|以后|之后)[^，,。；;0-9一二三四五六七八九]{0,6}?"
    r"(?:规矩|规则)(?:我懂|我知道|懂的|我明白|照办|照做|我会守)[哈啊啦呀的~～]*)?"
    rf"[\s。！!{EMOJI}]*",
    re.IGNORECASE,
)


# the seed's rule after ten acknowledged in English (round twenty-five: "Door shut to everyone until ten,
# please (I know I've got to open up after that)")
_OPEN_AFTER = re.compile(
    r"\s*(?:(?:i know|i'm aware|im aware|ik|yes|yeah|of course|obviously|ofc),?\s*)?"
    r"(?:i(?:'ve| have)? (?:got|have) to|i must|i need to|i'll have to|ill have to|have to|must) open"
    r"(?: up| the door| it)?(?: after (?:that|ten|10(?:pm|:00)?))?[\s.!]*",
    re.IGNORECASE,
)


def _door_till_ten(text: str, start: int, end: int) -> bool:
    """``door's shut to everyone tonight (until ten, obviously)``, ``门关着（10点前）``: a bracket that only
    says 22:00, right after a door rule in its sentence, says the rule's own end again (a door rule
    holds until 22:00, seed 五.12): set aside and said (round twenty-one). So does one that says the
    door opens after it (``(I know I've got to open up after that)``, round twenty-five)."""
    inside = text[start + 1 : end - 1]
    if _TILL_TEN.fullmatch(inside) is None and _OPEN_AFTER.fullmatch(inside) is None:
        return False
    opened = max(text.rfind(m, 0, start) for m in ".!?;\n。！？；")
    return DOOR_WORD.search(text, opened + 1, start) is not None


# one's own room, said right before a bracket that says its number
_OWN_ROOM = frozenset({"RETURN_HOME", "ROOMWORD", "PLACE"})
_OWN_WORDS = re.compile(r"(?:my|our|own|home|base|房间|房|屋|家|自己)", re.IGNORECASE)


def _own_room_again(text: str, start: int, end: int, lex: Lexicon, home: str | None) -> bool:
    """``at 10:30 back to our room (202)``, ``10点回房间（203）``: one's own room, then its number in
    brackets: the player saying which room that is, a remark (issue 22, English round six). Only
    the sender's own room's number; another (``my room (205)`` from 201) still changes an order."""
    if home is None:
        return False
    inside = [t for t in tokenize(text[start:end], lex) if t.type not in ("SEP", "FILLER")]
    before = [t for t in tokenize(text[: start - 1], lex) if t.type not in ("FILLER",)]
    if len(inside) != 1 or inside[0].type != "PLACE" or str(inside[0]) != home or not before:
        return False
    last = before[-1]
    return last.type in _OWN_ROOM and bool(_OWN_WORDS.search(str(last))) and str(last) != home


def _view_of_a_look(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """``8点 窗户（草坪）``, ``window from 204 (garden)``: one place in brackets right after the window
    or the peephole is what one looks at (round twenty-eight): read with its brackets, where
    :func:`blackhorse.parsing.looksaid.view_in_brackets` makes it the look's view, checked by the
    window's rule. Read inline, it was a second place (a walk to the lawn, looking out there)."""
    inside = [t for t in tokenize(text[start + 1 : end - 1], lex) if t.type not in ("SEP", "FILLER")]
    if len(inside) != 1 or inside[0].type != "PLACE":
        return False
    line_start = text.rfind("\n", 0, start) + 1
    before = [t for t in tokenize(text[line_start:start], lex) if t.type not in ("SEP", "FILLER")]
    return looked_through(before)


def _look_again(text: str, start: int, end: int, lex: Lexicon) -> str | None:
    """ "I look from the door hole (peephole) to corridor": the window or the peephole, then the same
    in brackets, is the player glossing their own word (round thirty-three): ``"same"``, a remark.
    Read inline, the look after a comma took "to corridor" for a going. The other one in brackets
    ("the window (peephole)") is ``"other"``: which look is meant is not guessed (it was set aside,
    the window kept). None when the bracket is not one look right after a look."""
    inside = [t for t in tokenize(text[start + 1 : end - 1], lex) if t.type not in ("SEP", "FILLER")]
    before = [t for t in tokenize(text[:start], lex) if t.type not in ("SEP", "FILLER")]
    looks = ("WINDOW", "PEEPHOLE")
    if len(inside) != 1 or inside[0].type not in looks or not before or before[-1].type not in looks:
        return None
    return "same" if before[-1].type == inside[0].type else "other"


def _alone_again(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """``如果草坪上只有Jake一个人（没别人）就动手``: "nobody else" in brackets right after someone alone
    says the alone again, a remark (round twenty-five; it was refused as a word that changes an order)."""
    inside = [t for t in tokenize(text[start:end], lex) if t.type not in ("SEP", "FILLER")]
    before = [t for t in tokenize(_last_sentence(text[: start - 1]), lex) if t.type not in ("SEP", "FILLER")]
    return [t.type for t in inside] == ["NOBODY_ELSE"] and bool(before) and before[-1].type == "ALONE"


_NOT_ANOTHER = re.compile(r"\s*(?:不是|而不是|可不是)(.+?)[\s!！。.~～]*")


def _not_another(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """``8点半去204（不是205！）``: the place just said, and "not" another place: the player making
    sure of the one they wrote, a remark (never the other place, never a negation of the going)."""
    m = _NOT_ANOTHER.fullmatch(text, start, end)
    if m is None:
        return False
    inside = [t for t in tokenize(m.group(1), lex) if t.type not in ("SEP", "FILLER")]
    before = [t for t in tokenize(text[:start], lex) if t.type not in ("SEP", "FILLER")]
    if len(inside) != 1 or inside[0].type != "PLACE" or not before or before[-1].type != "PLACE":
        return False
    return str(inside[0]) != str(before[-1])


def _restates(word: str, before: str) -> bool:
    """Whether an unknown Chinese word in brackets only repeats what the clause before it says
    (谁敲门都开（反正也得开）: 开): no number, and each of its characters that could carry an
    order's meaning is in that clause."""
    clause = re.split(r"[.,;!?:\n]", before)[-1]
    if any(c.isdigit() or c.isascii() and c.isalpha() for c in word):
        return False
    return all(m in clause for m in zh_marks(word))


def _meaning(draft: Draft | None) -> object:
    """What a draft says, without where in the message it says it."""
    if draft is None:
        return None

    def act(a: ActionDraft | None) -> object:
        if a is None:
            return None
        return (a.go, tuple(a.via), a.peek, a.kill, a.cond, a.alone_of, a.cond_place, act(a.otherwise))

    orders = sorted((o.at, o.end or -1, repr(act(o.action))) for o in draft.orders)
    standing = sorted((s.target or "", repr(s.cond), s.start, s.end) for s in draft.standing)
    return orders, standing, repr(draft.door)
