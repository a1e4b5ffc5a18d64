"""What a message says that is no order, set aside and said back; what could be one, never.

A chat message carries more than orders: a greeting (老板晚上好～), thanks (谢谢老板), the
sender's name (``P3 here``, ``P1：``), the seed's header (``TO 幕后黑手：``), what one does
somewhere (去花园逛逛). These are read past, and the echo lists them (``ignored: ...``) so
the player sees what was not taken as an order.

Everything else the reader does not know is set aside too, wherever it stands (a feeling, a
reason, slang, what one does somewhere), unless it could change an order's meaning: a part
holding a word of a meaning-bearing class (:mod:`blackhorse.parsing.meaning`: a number, a
time, a condition, a negation, a choice, a correction, a scope, a kill, the door, a look, a
word of the orders, a typo of one: ``peehole``) is never set aside. It is refused as a word
the orders do not know, with the nearest known words. An unknown part set
aside right where the orders then fail to read (``去草评``: going where?) is what is refused
there, not the word after it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import field

from lark import Token

from blackhorse.core.dataclass import dataclass
from blackhorse.parsing.casualwords import DOOR_RULES
from blackhorse.parsing.chatter import chatter_clauses
from blackhorse.parsing.drafts import Fault, Span
from blackhorse.parsing.filler import filler_slot
from blackhorse.parsing.hourssaid import double_hour
from blackhorse.parsing.killwhom import then_does
from blackhorse.parsing.lexer import LATIN, person_slot, unknown
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import classes_of, retraction, slot_classes, zh_classes
from blackhorse.parsing.pinyinforms import other_pinyin
from blackhorse.parsing.signin import sign_in, sounds_like
from blackhorse.parsing.text import Message
from blackhorse.parsing.wording import opens_ignored_line

# a clause holding only these (and the sender's name) is no order
_CHAT = frozenset({"ASIDE", "UNKNOWN"})
_WITH_NAME = frozenset({"ASIDE", "UNKNOWN", "THERE", "FROM", "AT", "TO"})
_DASHES = frozenset("-~")


# why each unknown word was refused, by where it starts in the reader's text: kept only while a
# caller collects them (benchmarks/bench_parse.py weighs a set's refusals by them)
_WHY: ContextVar[dict[int, str] | None] = ContextVar("why_refused", default=None)


@contextmanager
def refusal_reasons() -> Iterator[dict[int, str]]:
    """Collect, while reading, why each unknown word refused was not set aside (``meaning``,
    ``before-a-person``, ``after-a-time``, ``pinyin`` ...), by its start in the reader's text."""
    found: dict[int, str] = {}
    token = _WHY.set(found)
    try:
        yield found
    finally:
        _WHY.reset(token)


def said_why(start: int, why: str) -> None:
    book = _WHY.get()
    if book is not None:
        book.setdefault(start, why)


@dataclass
class SetAside:
    """The tokens left to read, the spans set aside, and an unknown word refused (if any)."""

    tokens: list[Token]
    spans: list[Span] = field(default_factory=list)
    tentative: list[Span] = field(default_factory=list)  # unknown parts set aside
    fault: Fault | None = None
    same_way: list[Span] = field(default_factory=list)  # "back the same way" (原路): a route, read


# "back the same way" (原路返回, 沿原路回屋, "head back the same way"): the way of the walk there,
# reversed, for the order it is said in (blackhorse/parsing/finish.py); never set aside
SAME_WAY = re.compile(
    r"[沿按顺走从]?原路(线)?|来时的路|"
    r"(?<![a-z])(by |via |along )?(the )?same (way|route|path)( back| as before| i came)?(?![a-z])|"
    r"(?<![a-z])(by |via )?the way i came( in)?(?![a-z])"
)


def meaningful(part: str, lex: Lexicon) -> bool:
    """Whether an unknown part could change an order's meaning (it is then never set aside):
    it holds a word of a meaning-bearing class (:func:`blackhorse.parsing.meaning.classes_of`:
    a number, a time, a condition, a negation, a choice, a correction, a scope, a kill, the
    door, a look, a word of the orders, a person of the cast by sound, a typo)."""
    return bool(classes_of(part, lex))


# "nothing else" (别的不动, 其他都不做, 啥也不干): no order, though it holds a negation
NOTHING_ELSE = re.compile(
    r"(别的|其他的?|其余的?|啥|什么)(就|都|也)?(不|没)(?P<what>[\u4e00-\u9fff]{0,3})了?"
)


def _refused(tokens: list[Token], t: Token, text: str, lex: Lexicon) -> str | None:
    """Why an unknown word is refused (None: it is set aside): in the filler slot after a place by
    what could change an order there (:mod:`blackhorse.parsing.filler`), elsewhere by
    :func:`meaningful`; and wherever it says what is done to a person or which place
    (:func:`governing`), or is pinyin the reader does not read
    (:func:`blackhorse.parsing.pinyinforms.other_pinyin`)."""
    part = str(t)
    if other_pinyin(part, text, t.start_pos or 0, t.end_pos or 0):  # 8点去花园，jiudian回屋
        return "pinyin"
    slot = filler_slot(tokens, t, text)
    if slot is None:
        return "meaning" if meaningful(part, lex) else governing(tokens, t, text, lex)
    if slot_classes(part, lex, slot == "company"):
        return "meaning-in-a-filler-slot"
    return governing(tokens, t, text, lex, placed=True)


def _clauses(tokens: list[Token]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for t in tokens:
        if t.type == "SEP":
            out.append([])
        else:
            out[-1].append(t)
    return [c for c in out if c]


def set_aside(
    tokens: list[Token],
    text: str,
    lex: Lexicon,
    sender: str | None,
    always_open: frozenset[str] = frozenset(),
    capitals: frozenset[int] = frozenset(),
) -> SetAside:
    """Set aside what carries no order meaning (see the module doc). ``capitals``: where in
    ``text`` a word written with a capital inside a sentence starts (:func:`capitalised`)."""
    tokens = _by_sound(_runs(tokens, text, lex), sender)
    proper = {str(t) for t in tokens if t.type == "UNKNOWN" and (t.start_pos or 0) in capitals}

    def bears(part: str, lex: Lexicon) -> bool:  # meaningful, or a name the game does not have
        return part in proper or meaningful(part, lex)

    ways = [(m.start(), m.end()) for m in SAME_WAY.finditer(text)]
    cited = [(m.start(), m.end()) for m in RULE_CITED.finditer(text)]  # 按规则五.13: no order
    tokens = [
        t
        for t in tokens
        if not any(a <= (t.start_pos or 0) and (t.end_pos or 0) <= b for a, b in (*ways, *cited))
    ]
    tokens = _other_times(tokens, text)
    tokens = _otherwise_other_times(tokens, always_open)
    dropped: set[int] = set()
    for clause in _clauses(tokens):
        kinds = {t.type for t in clause}
        named = [t for t in clause if t.type == "NAME"]
        signed = bool(named) and all(str(t) == sender for t in named) and kinds - {"NAME"} <= _WITH_NAME
        chat = kinds <= _CHAT or signed  # a greeting, thanks; the sender's name ("P3 here", "P1：")
        if chat and not any(t.type == "UNKNOWN" and bears(str(t), lex) for t in clause):
            dropped.update(id(t) for t in clause)
    whole: list[Span] = list(cited)
    for clause, span in chatter_clauses(
        tokens, text, sender, lex, bears, lambda t: _governs(tokens, t, text, lex)
    ):
        dropped.update(id(t) for t in clause)
        whole.append(span)
    dropped.update(id(t) for t in sign_in(tokens, text, sender))
    dropped.update(id(t) for t in _nothing_else(tokens, text))
    dropped.update(id(t) for t in _own_name(tokens, sender))
    listed = _self_listed(tokens, text, sender)  # 只给Mandy和雪儿开门, said by Mandy
    dropped.update(id(t) for t in tokens if any(a <= (t.start_pos or 0) < b for a, b in listed))
    whole.extend(listed)
    dropped.update(id(t) for t in _ignored_line(tokens))
    whole.extend(_ignored_line_spans(tokens, text))
    out = SetAside([], spans=whole, same_way=ways)
    for t in tokens:
        start, end = t.start_pos or 0, t.end_pos or 0
        if id(t) in dropped or t.type == "ASIDE":
            out.spans.append((start, end))
            continue
        # 也许, 或者, a change of mind not clear, "the rest of the night" from when: never guessed
        if t.type in ("HEDGE", "CHOICE", "CHANGE", "RESTFROM"):
            if out.fault is None:
                out.fault = Fault(start, end, t.type.lower())
            continue
        if t.type == "VAGUE":
            if _by_a_time(tokens, t):
                if out.fault is None:
                    out.fault = Fault(*_with_its_time(tokens, t), "vague_time")
            else:
                out.spans.append((start, end))  # "walk around"
            continue
        if t.type == "WHO" and sender is not None and sender in str(t).split("|"):
            out.spans.append((start, end))  # 老王 said by one of the two 王s: the sender, "I"
            continue
        if t.type == "WHO":  # 老王 when two people of the cast are called 王
            if out.fault is None:
                out.fault = Fault(start, end, "who_ambiguous", (("names", str(t).replace("|", "/")),))
            continue
        hour = double_hour(str(t)) if t.type == "UNKNOWN" else None
        if hour is not None:  # 亥时去花园: when in it? (hourssaid.py)
            if out.fault is None:
                out.fault = Fault(start, end, "double_hour", (("word", str(t)), ("span", hour)))
            continue
        if t.type == "UNKNOWN":
            someone = person_slot(text, start, end, lex)  # 杀了老孟: someone the game does not have
            if _at_a_time(tokens, t, text):  # 快10点, 最后一个10分钟: what it says of the time is unknown
                if out.fault is None:
                    said_why(start, "at-a-time")
                    vague = VAGUE_BY_A_TIME.search(str(t))
                    out.fault = (
                        Fault(*_with_its_time(tokens, t), "vague_time")
                        if vague
                        else unknown_fault(text, start, end, lex)
                    )
                continue
            why = "a-person-slot" if someone else "a-capitalised-name" if str(t) in proper else None
            why = why or _refused(tokens, t, text, lex)
            if why is not None:
                if out.fault is None:
                    out.fault = unknown_fault(text, start, end, lex)
                    said_why(start, why)
                continue
            last = out.tokens[-1] if out.tokens else None
            if last is not None and last.type == "TO" and str(last) == "to" and filler_slot(tokens, t, text):
                out.tokens.pop()  # "go to the garden to be safe": the infinitive's "to", no destination
                start = last.start_pos or 0
            out.spans.append((start, end))
            out.tentative.append((start, end))
            continue
        if t.type == "UNTIL" and str(t) in _DASHES and (not out.tokens or out.tokens[-1].type == "SEP"):
            t = Token("SEP", str(t), start_pos=start, end_pos=end)  # 老板好～8点…: a flourish
        out.tokens.append(t)
    return out


# where a sentence starts: a capital after these is no name's
_SENTENCE_ENDS = frozenset(".!?;:\n。！？；：")


# words English writes Capitalised that name no one (issue 22, English round eight): a language or a
# people ("sorry for my English", "my Chinese is not good"), God ("God bless"), the days and months
NO_ONE_CAPITALISED = frozenset(
    {"english", "chinese", "mandarin", "cantonese", "french", "german", "spanish", "italian", "dutch"}
    | {"japanese", "korean", "filipino", "tagalog", "hindi", "british", "american", "australian"}
    | {"irish", "scottish", "nigerian", "pidgin", "singlish", "god", "lord", "jesus"}
    | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    | {"january", "february", "march", "april", "june", "july", "august", "september", "october"}
    | {"november", "december"}
)
_WORD_AT = re.compile(r"[a-z]+")


def capitalised(msg: Message) -> frozenset[int]:
    """Where a word written Capitalised (a capital, then a small letter: ``Mandy``, not ``GM``
    or ``LOL``) starts inside a sentence, in ``msg.text``'s positions: a proper name. An
    unknown one is someone (or somewhere) the game does not have, never set aside: dropped,
    "if Mandy is alone" would lose its person. A language, a people, God, a day or a month
    (:data:`NO_ONE_CAPITALISED`) names no one."""
    out: set[int] = set()
    text, original = msg.text, msg.original
    for i in range(min(len(text), len(msg.origin))):
        if not LATIN.match(text[i]) or (i and LATIN.match(text[i - 1])):
            continue
        word = _WORD_AT.match(text, i)
        if word is not None and word.group() in NO_ONE_CAPITALISED:
            continue
        o = msg.origin[i]
        if not (original[o].isupper() and o + 1 < len(original) and original[o + 1].islower()):
            continue
        before = text[:i].rstrip(" \t")
        if before and before[-1] not in _SENTENCE_ENDS:
            out.add(i)
    return frozenset(out)


def _by_sound(tokens: list[Token], sender: str | None) -> list[Token]:
    """The sender's own Latin name written in characters by its sound (小波 from Xiaobo, 杰克 from
    Jack), wherever it stands: their name, as if typed (:mod:`blackhorse.parsing.signin`);
    another person's is read by the lexer where a person stands (:func:`names_by_sound`)."""
    if sender is None or not sender.isascii():
        return tokens
    return [
        Token("NAME", sender, start_pos=t.start_pos, end_pos=t.end_pos)
        if t.type == "UNKNOWN" and not LATIN.match(str(t)[0]) and sounds_like(str(t), sender)
        else t
        for t in tokens
    ]


# a section of the seed's rules cited (按规则五.13, 依六.6, 根据规则六, 规则五.3(3), per rule 5.13): the
# player's reason, no order; a section is a Chinese numeral and a number after a dot (never a
# time: a time's hour is a digit or has 点), or 规则 / rule and its number
_CITING = "(?:按|依|据|根据|参照|参见|见|照)?"
_SECTION = r"(?:[.．]\d{1,2})*(?:\(\d{1,2}\))?条?"
RULE_CITED = re.compile(
    rf"{_CITING}(?:规则|第)?[一二三四五六七八九十]{{1,2}}[.．]\d{{1,2}}{_SECTION}"
    rf"|{_CITING}(?:规则|规定)[一二三四五六七八九十\d]{{1,2}}{_SECTION}"
    r"|(?<![a-z])(?:per |under |by |see )?(?:rule|section) \d{1,2}(?:\.\d{1,2})*(?![\d:])"
)


# "other times" (其他时间), "the rest of the time": the slots the message says nothing else for,
# the night's default
OTHER_TIMES = re.compile(
    r"(?<![a-z])(?:(at |during |for )?(all |any |the )?other times?"
    r"|(for |during )?(all )?(the )?rest of the time|(at |during )?all other times"
    r"|(for |as for )?(the )?rest of it(?= ?[:,-]))(?![a-z])"  # "rest of it: ..." (English round eight)
)
# "the rest of the night" is that too after an order with an end (from 9 to 10 ..., the rest of
# the night ...); after a plain time it is from then on (docs/PARSING.md)
REST_OF_THE_NIGHT = re.compile(r"(?<![a-z])(for |during )?(the )?rest of the (night|evening)(?![a-z])")
_ENDS = frozenset({"UNTIL", "BETWEEN", "RANGE", "PERIOD", "BEFORE"})


def _other_times(tokens: list[Token], text: str) -> list[Token]:
    """ "(at) other times", "the rest of the time" are the night's default, as 其他时间 is: one
    ``ALLNIGHT`` word; so is "the rest of the night" opening a clause after an order with an end."""
    out = list(tokens)
    ends = [m for m in REST_OF_THE_NIGHT.finditer(text) if _after_an_end(out, m.start())]
    for m in [m for m in ends if _unsaid_before(out, m.start())]:
        # "from 8:30 to 9:30 garden, 9:30 to 10 ..., rest of the night in my room": from 22:00 on,
        # or the slots before 20:30 too? never guessed: refused at it, with the question
        inside = [k for k, t in enumerate(out) if m.start() <= (t.start_pos or 0) < m.end()]
        after = next((k for k, t in enumerate(out) if (t.start_pos or 0) >= m.end()), len(out))
        at = inside[0] if inside else after
        out = [t for k, t in enumerate(out) if k not in inside]
        out.insert(at, Token("RESTFROM", m.group(), start_pos=m.start(), end_pos=m.end()))
    ends = [m for m in ends if not _unsaid_before(out, m.start())]
    for m in [*OTHER_TIMES.finditer(text), *ends]:
        inside = [
            k for k, t in enumerate(out) if m.start() <= (t.start_pos or 0) and (t.end_pos or 0) <= m.end()
        ]
        if not inside:  # words that change nothing elsewhere ("the rest of the time"): not read
            at = next((k for k, t in enumerate(out) if (t.start_pos or 0) >= m.end()), len(out))
            out.insert(at, Token("ALLNIGHT", m.group(), start_pos=m.start(), end_pos=m.end()))
            continue
        # by place, not by value: a Token is a string, and "at" equals every other "at"
        out = out[: inside[0]] + [t for k, t in enumerate(out) if k > inside[0] and k not in inside]
        out.insert(inside[0], Token("ALLNIGHT", m.group(), start_pos=m.start(), end_pos=m.end()))
    return out


def _unsaid_before(tokens: list[Token], at: int) -> bool:
    """Whether the orders before ``at`` leave the night's first slots unsaid: the first time said
    is after 20:00, and nothing before says the whole night. A door rule's time ("door closed till
    10", round twenty-three) is no order's: the clause that says it is passed over; so is a
    standing kill's window ("between 9 and 10:30, if I bump into X anywhere, take him out. rest of
    the night in my room": no order before it, so the rest is the whole night; round thirty-one)."""
    door = False
    standing = _standing_clauses(tokens)
    for k, t in enumerate(tokens):
        if (t.start_pos or 0) >= at or t.type in ("ALLNIGHT", "PERIOD", "RANGE", "RESTFROM"):
            return False
        door = t.type in DOOR_RULES or door and t.type != "SEP"
        if t.type == "TIME" and not door and k not in standing:
            return str(t).isdigit() and int(str(t)) > 0
    return False


_GOINGS = frozenset(
    {"GO", "RETURN_HOME", "PLACE", "ROOMWORD", "STAY", "VISIT", "KNOCK", "PEEK_VERB", "WINDOW"}
)


def _standing_clauses(tokens: list[Token]) -> set[int]:
    """The indices of the tokens of each sentence (:data:`_SENTENCE_ENDS` parts them) that is only a
    kill wherever one meets someone (a meeting or "anywhere", a kill, no going, staying or look):
    its times are its window's."""
    out: set[int] = set()
    start = 0
    for k in range(len(tokens) + 1):
        if k < len(tokens) and not (tokens[k].type == "SEP" and str(tokens[k]) in _SENTENCE_ENDS):
            continue
        kinds = {t.type for t in tokens[start:k]}
        if kinds & {"MEET", "ANYWHERE"} and "KILL" in kinds and not kinds & _GOINGS:
            out.update(range(start, k))
        start = k + 1
    return out


def _after_an_end(tokens: list[Token], at: int) -> bool:
    """Whether the clause before ``at`` gives its order an end (until, from ... to, a period),
    and a clause starts at ``at``."""
    before = [t for t in tokens if (t.end_pos or 0) <= at]
    if not before or before[-1].type not in ("SEP", "AND"):
        return False
    times = [k for k, t in enumerate(before) if t.type in ("TIME", "PERIOD", "RANGE", "ALLNIGHT")]
    since = before[times[-2] if len(times) > 1 else 0 :] if times else []
    if any(t.type in _ENDS for t in since):
        return True
    said = [k for k, t in enumerate(since) if t.type == "TIME"]
    # "from 9 to 10", "9-10": two times with nothing but a joint between them; not "8:20 the lawn
    # ... and come back up at nine" (two orders, each its own time: round thirty-one)
    return len(said) >= 2 and all(t.type in _TIME_JOINTS for t in since[said[-2] + 1 : said[-1]])


_TIME_JOINTS = frozenset({"TO", "SEP", "AND", "UNTIL", "TILL", "THROUGH", "JOIN", "LISTJOIN"})


# what an "otherwise" can be the alternative of: a condition, a kill, a knock, a visit
_FAILS = frozenset(
    {"IF", "UNLESS", "KILL", "AFTER_KILL", "KNOCK", "VISIT", "NOT_THERE", "ALONE", "NOBODY_ELSE"}
    | {"SOMEONE", "MEET", "NOBODY_OPENS", "NOT_OPEN", "ALWAYS", "ANYWHERE", "NAME", "WHO", "PRONOUN"}
    | {"ROOMMATE", "OTHERWISE"}
)


# an "otherwise" that says the order before failed (没得手, 没机会, 情况不对, 不行):
# never "at the other times"
_A_FAILURE = (
    "满足",
    "机会",
    "得手",
    "成",
    "失败",
    "落空",
    "情况",
    "对劲",
    "顺利",
    "方便",
    "搞",
    "没戏",
    "下手",
    "不行",
)


def _otherwise_other_times(tokens: list[Token], always_open: frozenset[str]) -> list[Token]:
    """ "Otherwise" opening a clause after an order that cannot fail (no condition, kill, knock
    or visit: 9点去花园，不然就在屋里看窗户; "at 9 go to the garden. Otherwise I'm just in my room")
    says what to do at the other times: the night's default, one ``ALLNIGHT`` word (it was read
    as the alternative of an order that has none)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "OTHERWISE" or k == 0 or out[k - 1].type not in ("SEP", "AND"):
            continue
        if any(said in str(t) for said in _A_FAILURE):
            continue  # 9点去花园，没机会就回来: a failure said of an order that cannot fail: refused
        nxt = next((u for u in out[k + 1 :] if u.type != "SEP"), None)
        if nxt is None or nxt.type in ("TIME", "PERIOD", "RANGE", "ALLNIGHT", "KILL", "IF"):
            continue
        j = k - 1
        while j >= 0 and (out[j].type not in ("TIME", "PERIOD", "RANGE", "ALLNIGHT") or _an_end(out, j)):
            j -= 1  # 苏苏在就待到10点，否则回屋: 10点 ends the order; its start is before (a misread)
        order = out[max(j, 0) : k]
        if j < 0 or any(u.type in _FAILS or _a_knock(u, always_open) for u in order):
            continue
        if _said_before_its_time(out, j):
            continue  # 如果Kevin一个人在209就杀了他，9点40去那里，不然…: the kill's, said before its time
        out[k] = Token("ALLNIGHT", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out


def _an_end(out: list[Token], j: int) -> bool:
    """Whether the time at ``j`` is where an order ends (待到10点, "until 10"), not where one starts."""
    return out[j].type == "TIME" and j > 0 and out[j - 1].type == "UNTIL"


def _said_before_its_time(out: list[Token], j: int) -> bool:
    """Whether a kill or a condition stands in the sentence before the time at ``j`` (said
    before its time, it is that order's: its "otherwise" has a failure to follow)."""
    i = j - 1
    while i >= 0 and not (out[i].type == "SEP" and str(out[i]) in (".", "\n", "!", "?", ";")):
        if out[i].type in ("TIME", "PERIOD", "RANGE", "ALLNIGHT"):
            return False
        if out[i].type in ("KILL", "IF", "ALONE", "MEET"):
            return True
        i -= 1
    return False


def _a_knock(t: Token, always_open: frozenset[str]) -> bool:
    """Whether a place word is a room one knocks at (a going there can be refused)."""
    return t.type in ("PLACE", "ROOMWORD") and str(t)[:1].isdigit() and str(t) not in always_open


def _runs(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """English words the orders do not know, one after another (the lobby bar): one unknown part,
    judged and quoted whole."""
    out: list[Token] = []
    calm = False  # out[-1] is a run already judged to hold no meaning (judged word by word,
    # so a run is judged once per word, never again whole: a long message stays linear)
    for t in tokens:
        prev = out[-1] if out else None
        latin = t.type == "UNKNOWN" and LATIN.match(str(t)[0])
        run = prev is not None and prev.type == "UNKNOWN" and LATIN.match(str(prev)[0])
        if (
            latin
            and run
            and prev is not None
            and (calm or not meaningful(str(prev), lex))
            and not meaningful(str(t), lex)
        ):
            between = text[prev.end_pos or 0 : t.start_pos or 0]
            if not between.strip(" \t"):
                start, end = prev.start_pos or 0, t.end_pos or 0
                out[-1] = Token("UNKNOWN", text[start:end], start_pos=start, end_pos=end)
                calm = True
                continue
        out.append(t)
        calm = False
    return out


def _ignored_line(tokens: list[Token]) -> list[Token]:
    """The echo's own last lines read back (已忽略：老板好、盯着 / "ignored: ..."; 已更正：花圆→花园):
    what was set aside stays aside, whatever its words."""
    out: list[Token] = []
    inside = False
    for t in tokens:
        if opens_ignored_line(t) or t.type == "CORRECTED":
            inside = True
        elif t.type == "SEP" and str(t) == "\n":
            inside = False
        if inside:
            out.append(t)
    return out


def _ignored_line_spans(tokens: list[Token], text: str) -> list[Span]:
    """The echo's own last lines read back, each whole from its opener to its end: a word a rewrite
    read past in it ("ignored: ..., but now": the joint "but") is set aside with the rest."""
    spans: list[Span] = []
    for t in tokens:
        if opens_ignored_line(t) or t.type == "CORRECTED":
            start = t.start_pos or 0
            end = text.find("\n", start)
            spans.append((start, len(text) if end < 0 else end))
    return spans


def _own_name(tokens: list[Token], sender: str | None) -> list[Token]:
    """The sender's own name or nickname (老王的行动如下, 阿玲今晚不出门, "Tom (203) here"): the
    sender speaking of themselves, "I", no order word; with the 的 / 's after it, and the sender's
    own room in brackets right after it. "老王的房间" (the sender's room) is kept: it is home."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if t.type != "NAME" or sender is None or str(t) != sender:
            continue
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2] if k + 2 < len(tokens) else None
        if nxt is not None and nxt.type in ("ROOMWORD", "DOORWORD"):
            continue
        title = tokens[k - 1] if k else None
        titled = title is not None and title.type == "UNKNOWN" and str(title).lower() in _TITLES
        if titled and title is not None and (k == 1 or tokens[k - 2].type == "SEP"):
            out.append(title)  # 警察胖虎报到: the sender's own title, signing in
        if nxt is not None and nxt.type == "POSS":
            if after is not None and after.type in ("ROOMWORD", "DOORWORD", "THERE"):
                continue
            out.append(nxt)
        out.append(t)
        if nxt is not None and str(nxt) == "(":  # Tom (203) here, Kate (police) here
            j = k + 2
            while (
                j < len(tokens) and str(tokens[j]) != ")" and tokens[j].type in ("PLACE", "UNKNOWN", "ASIDE")
            ):
                j += 1
            if j < len(tokens) and str(tokens[j]) == ")":
                out.extend(tokens[k + 1 : j + 1])
                nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        alone = (after is None or after.type == "SEP") and (k == 0 or tokens[k - 1].type == "SEP")
        if nxt is not None and nxt.type in ("ARRIVE", "ASIDE") and alone:
            out.append(nxt)  # 东子来了。, 小雨报到：the sender signing in
        if nxt is not None and nxt.type == "THERE" and str(nxt) == "here":  # "Lily here"
            out.append(nxt)
            out.extend(_own_room_said(tokens, k + 2))  # "Jack here (203)"
    return out


# a title the sender gives themselves before their own name (round twenty-one: 警察胖虎报到)
_TITLES = frozenset(
    {"警察", "警官", "刑警", "督察", "探长", "police", "officer", "detective", "inspector", "constable"}
)
_LIST_OPENS = frozenset({"ONLY_OPEN", "ONLY", "NOT_LET", "EXCEPT"})
_JOINS = frozenset({"LISTJOIN", "JOIN", "AND"})
_I = re.compile(r"\s*(我|俺|咱|本人|自己|me|myself)\s*$", re.IGNORECASE)


_DOOR_LIST_OPENS = frozenset({"ONLY_OPEN", "NOT_LET"})  # 只给, 别让: the door's own words


def _in_door_list(tokens: list[Token], k: int) -> bool:
    """The join at ``k`` stands in a door rule's list of names: after 只给 / 别让 ("only let",
    "don't let"), or after 只 / 除了 with the door's verb (开门, "in") right after the list."""
    i = k - 1
    while i >= 0 and tokens[i].type in ("NAME", *_JOINS):
        i -= 1
    j = k + 1
    while j < len(tokens) and tokens[j].type in ("NAME", *_JOINS):
        j += 1
    if i < 0 or tokens[i].type not in _LIST_OPENS:
        return False
    shut = j < len(tokens) and tokens[j].type in ("DOOR_VERB", "AT")
    return tokens[i].type in _DOOR_LIST_OPENS or shut


def _self_listed(tokens: list[Token], text: str, sender: str | None) -> list[Span]:
    """The sender among the names of their own door rule (``只给Mandy和雪儿开门`` said by Mandy,
    ``只给我和雪儿开门``, "only let me and Tom in"): one's own room lets one in anyway, so the name
    says nothing. It is set aside and said, with the ``和`` that joins it to the list; the list
    keeps the others. The sender alone (``只给我开门``) is left to the grammar."""
    spans: list[Span] = []
    for k in range(1, len(tokens) - 1):
        before, t, after = tokens[k - 1], tokens[k], tokens[k + 1]
        if t.type not in _JOINS or not _in_door_list(tokens, k):
            continue
        lead = text[(before.end_pos or 0) : (t.start_pos or 0)]
        trail = text[(t.end_pos or 0) : (after.start_pos or 0)]
        if before.type in _LIST_OPENS and after.type == "NAME" and _I.match(lead):
            spans.append((before.end_pos or 0, t.end_pos or 0))  # 只给我和雪儿: 我和
        elif before.type == "NAME" and after.type in ("DOOR_VERB", "AT") and _I.match(trail):
            spans.append((t.start_pos or 0, after.start_pos or 0))  # 只给雪儿和我开门: 和我
        elif sender is None or lead.strip() or trail.strip():
            continue
        elif str(after) == sender and before.type == "NAME" and after.type == "NAME":
            spans.append((t.start_pos or 0, after.end_pos or 0))  # 只给雪儿和Mandy
        elif str(before) == sender and before.type == "NAME" and tokens[k - 2].type in _LIST_OPENS:
            spans.append((before.start_pos or 0, t.end_pos or 0))  # 只给Mandy和雪儿
    return spans


def _own_room_said(tokens: list[Token], k: int) -> list[Token]:
    """The bracket right after "NAME here" (``Jack here (203)``): the sender's room or role."""
    if k >= len(tokens) or str(tokens[k]) != "(":
        return []
    j = k + 1
    while j < len(tokens) and str(tokens[j]) != ")" and tokens[j].type in ("PLACE", "UNKNOWN", "ASIDE"):
        j += 1
    return tokens[k : j + 1] if j < len(tokens) and str(tokens[j]) == ")" else []


# a verb of staying said with the word of where (stay in, chill at, 待在, 留在): a place follows
STAYS_AT = re.compile(r"(?:(?<![a-z])(?:in|at|inside)|[在于])$")

NEGATION = re.compile(r"[不没别勿莫]|n't|^(not|never|dont|cant|wont|didnt)$")


def only_filler(between: str, lex: Lexicon) -> bool:
    """Whether only spaces and words that change nothing stand in ``between`` (go to *the* bar)."""
    return all(w in lex.words and lex.words[w].kind == "FILLER" for w in between.split())


def _governs(tokens: list[Token], t: Token, text: str, lex: Lexicon, placed: bool = False) -> bool:
    """Whether an unknown word says what is done or where (:func:`governing`)."""
    return governing(tokens, t, text, lex, placed) is not None


def governing(tokens: list[Token], t: Token, text: str, lex: Lexicon, placed: bool = False) -> str | None:
    """An unknown word right before a place, a room word or a door says which place (隔壁房间,
    the dining room); right before a person it is what one does to them (stab B, 刺杀B, follow
    B): never set aside, or the person or the place would be read into an order it does not
    say. An English word the orders do not know right after a time is what the order does
    (8:30 dinner in the common room), and right after a going is where to (去厨房): refused too,
    unless the going has its place already (``placed``: "go to the garden to clear my head").
    The position that governs (``before-person``, ``after-time`` ...), or None."""
    k = _place(tokens, t)
    before = tokens[k - 1] if k else None
    if _more_of_the_time(before, t, text):
        return "more-of-a-time"
    if LATIN.match(str(t)[0]) and before is not None and before.type == "TIME":
        gap = text[before.end_pos or 0 : t.start_pos or 0]
        if not gap.strip(" \t:"):
            return "after-a-time"  # 8:30 dinner in ...: the verb
        # "window, at 10 i'm gonna crash": all the time's clause says (only fillers before it, its
        # clause's end after it) is the time's order; set aside, the time went to the look before
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        return "after-a-time" if only_filler(gap, lex) and (nxt is None or nxt.type == "SEP") else None
    if (
        before is not None
        and before.type == "KILL"
        and LATIN.match(str(t)[0])
        and LATIN.match(str(before)[0])
    ):  # "shoot the breeze": whom?
        return "after-a-kill" if only_filler(text[before.end_pos or 0 : t.start_pos or 0], lex) else None
    if before is not None and before.type in ("GO", "TO", "VISIT", "KNOCK") and not placed:  # 去厨房
        return "after-a-going" if only_filler(text[before.end_pos or 0 : t.start_pos or 0], lex) else None
    if before is not None and before.type == "STAY" and STAYS_AT.search(str(before)) and not placed:
        return "after-a-stay" if only_filler(text[before.end_pos or 0 : t.start_pos or 0], lex) else None
    if not placed and _where_one_stays(tokens, k, text, lex):  # I'll be in the library: where?
        return "where-one-stays"
    if then_does(tokens, k, text):  # 红梅在就直接干: what is done if so
        return "what-is-done-then"
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    timed = nxt is not None and nxt.type in ("TIME", "PERIOD") and bool(LATIN.match(str(t)[0]))
    if nxt is None or nxt.type not in ("PLACE", "ROOMWORD", "DOORWORD", "NAME", "PRONOUN") and not timed:
        return None
    if text[t.end_pos or 0 : nxt.start_pos or 0].strip(" \t"):
        return None
    return (
        "before-a-time"
        if timed
        else "before-a-person"
        if nxt.type in ("NAME", "PRONOUN")
        else "before-a-place"
    )


# what a Chinese clock time may run on with (十点一, 九点两, 十点一百, 九点卅五): a numeral or a word
# of the clock glued to the time read before it
_MORE_OF_A_TIME = frozenset("零〇一二两三四五六七八九十廿卅百千半过来多刚整正钟刻分差")


def _more_of_the_time(before: Token | None, t: Token, text: str) -> bool:
    """An unknown Chinese part glued to a clock time and starting as a time goes on (十点一,
    九点两, 十点一百): it may change the minute, so it is refused, never set aside (22:00 for
    十点一 would be a silent misread)."""
    if before is None or before.type != "TIME" or str(t)[0] not in _MORE_OF_A_TIME:
        return False
    return not text[before.end_pos or 0 : t.start_pos or 0].strip(" \t")


def _nothing_else(tokens: list[Token], text: str) -> list[Token]:
    """A clause saying "nothing else" (别的不动, 其他都不做, 别的不安排): no order, set aside."""
    out: list[Token] = []

    def spaced(j: int) -> bool:  # 呆在房间 不偷看 啥也不干: a space between the clauses of a chat
        gap = text[tokens[j - 1].end_pos or 0 : tokens[j].start_pos or 0]
        return " " in gap or "\t" in gap

    for k, t in enumerate(tokens):
        if t.type != "UNKNOWN" or (k and tokens[k - 1].type != "SEP" and not spaced(k)):
            continue
        e = next(
            (j for j in range(k, len(tokens)) if tokens[j].type == "SEP" or j > k and spaced(j)), len(tokens)
        )
        stop = tokens[e].start_pos or 0 if e < len(tokens) else len(text)
        if e < len(tokens) and tokens[e].type != "SEP":  # a space ends it: up to the last word before
            stop = tokens[e - 1].end_pos or 0
        said = NOTHING_ELSE.fullmatch(text[t.start_pos or 0 : stop].strip())
        if said and not zh_classes(said["what"]):  # 别的不开门: a door, refused
            out.extend(tokens[k:e])
    return out


# a word beside a time that makes it rough (快10点, 将近9点, 9点左右, 9ish): refused as a vague time
VAGUE_BY_A_TIME = re.compile(
    r"快|将近|接近|差不多|大约|大概|约|左右|前后|上下|多|(?<![a-z])(ish|about|around|almost|nearly|roughly)(?![a-z])"
)


def _at_a_time(tokens: list[Token], t: Token, text: str) -> bool:
    """Whether an unknown word stands glued to a time or a length of time and may say which
    (快10点, 将近9点, 最后一个10分钟, 9ish: rough, or a numeral before it): it is then never set
    aside (it was: 快10点 read as 10:00, 看到最后一个10分钟 as a 10-minute watch)."""
    k, said = _place(tokens, t), str(t)
    sides: tuple[int, ...]
    if VAGUE_BY_A_TIME.search(said):
        sides = (k - 1, k + 1)
    elif LATIN.match(said[:1]):  # "ok 9pm", "9pm tho": only what says which one (last, next, one)
        sides = (k + 1,) if _WHICH_EN.search(said) else ()
    else:  # 吃完晚饭 after 8点 is what one does then; before a time, a numeral may say which
        sides = (k + 1,) if _WHICH_ZH.search(said) else ()
    latin = LATIN.match(said[:1]) is not None
    for j in sides:
        if not 0 <= j < len(tokens) or tokens[j].type not in ("TIME", "DURATION"):
            continue
        u = tokens[j]
        gap = text[u.end_pos or 0 : t.start_pos or 0] if j < k else text[t.end_pos or 0 : u.start_pos or 0]
        if not (gap.strip() if latin else gap):  # Chinese glued; a space there ends a chat clause
            return True
    return False


# words before a time that say which one (最后一个10分钟, 第二个, the last, the next)
_WHICH_ZH = re.compile(r"[一二三四五六七八九两几第最前后个头末]")
_WHICH_EN = re.compile(r"(?<![a-z])(last|first|next|one|two|three|every|each|before|after|other)(?![a-z])")


_STAYS_IN = frozenset({"in", "at", "on", "inside", "into"})
_CLAUSE_ENDS = frozenset({"SEP", "THEN", "TIME", "PERIOD", "FROM", "UNTIL", "ALLNIGHT"})


def _where_one_stays(tokens: list[Token], k: int, text: str, lex: Lexicon) -> bool:
    """An English word the orders do not know right after a verb of staying (``chill in the
    lobby``, ``I'll be in the kitchen``, ``stay in the bar from 9``), with no place of the map
    after it in its clause, is where one stays: refused, never set aside (it was read as "stay
    where you are", a misread). ``stay quiet in my room`` still says where."""
    t = tokens[k]
    if not LATIN.match(str(t)[0]) or k == 0:
        return False
    j = k - 1
    if tokens[j].type == "AT" and str(tokens[j]).lower() in _STAYS_IN and j:
        j -= 1
    if tokens[j].type != "STAY" or not only_filler(text[tokens[k - 1].end_pos or 0 : t.start_pos or 0], lex):
        return False
    if j == k - 1 and (str(tokens[j]).lower().split() or [""])[-1] not in _STAYS_IN:
        return False  # "staying quiet": what, not where
    for u in tokens[k + 1 :]:
        if u.type in _CLAUSE_ENDS:
            return True
        if u.type in ("PLACE", "ROOMWORD"):
            return False
    return True


def _place(tokens: list[Token], t: Token) -> int:
    """Where ``t`` itself stands in ``tokens`` (a Token is a string: ``index`` finds its first equal)."""
    return next(k for k, u in enumerate(tokens) if u is t)


def _time_beside(tokens: list[Token], t: Token) -> Token | None:
    """The time (or period, or length: 大概半小时, round thirty) right beside a rough word (九点左右,
    around 9, 9点多), if any."""
    k = _place(tokens, t)
    kinds = ("TIME", "PERIOD", "DURATION")
    return next((tokens[j] for j in (k - 1, k + 1) if 0 <= j < len(tokens) and tokens[j].type in kinds), None)


def _by_a_time(tokens: list[Token], t: Token) -> bool:
    """Whether a rough word stands right beside a time (九点左右, around 9, 9点多)."""
    return _time_beside(tokens, t) is not None


def _with_its_time(tokens: list[Token], t: Token) -> tuple[int, int]:
    """The span of a rough word with the time it rounds (九点多, around 9, 快10点): what the
    refusal quotes, so the player sees which time is vague, not the word 多 alone."""
    start, end = t.start_pos or 0, t.end_pos or 0
    time = _time_beside(tokens, t)
    if time is None or time.start_pos is None:
        return start, end
    return min(start, time.start_pos), max(end, time.end_pos or end)


# what points at orders not written in the message: another night's, or "the usual"
# (English "same as last night" is read whole earlier: repeatsaid.py)
# the words of doing as ever (照旧, 老样子): another night's orders, whatever is said with them
AS_EVER = "照旧|老样子|老规矩|照常|如常"
_OTHER_ORDERS = re.compile(rf"昨|前晚|上次|上回|上一晚|上一夜|{AS_EVER}")
_USUAL = frozenset({"yesterday", "usual"})


def unknown_fault(text: str, start: int, end: int, lex: Lexicon) -> Fault:
    """An unknown part refused: a negation the orders cannot hold, or a word with its nearest known words."""
    if NEGATION.search(text[start:end]):
        return Fault(start, end, "negation")
    if retraction(text[start:end]) is not None:  # 开玩笑的, "just kidding": the orders taken back
        return Fault(start, end, "taken_back")
    if text[start:end].lower() in _USUAL:  # "as usual", "yesterday's"
        return Fault(start, end, "same_as_before")
    lead = max(0, start - 1)  # 跟上次一样 cut as 跟上 | 次一样: the word begun before the part
    said = _OTHER_ORDERS.search(text, lead, end)
    if said is not None and said.end() > start:  # 同昨晚, 照旧: an earlier night's orders
        return Fault(min(start, said.start()), end, "same_as_before")
    if person_slot(text, start, end, lex):  # 杀了老孟, kill Big Joe: a name the game does not have
        return Fault(start, end, "who_unknown", (("names", "|".join(sorted(set(lex.names.values())))),))
    found = unknown(text, start, end, lex)
    return Fault(found.start, found.end, "unknown", (("near", "|".join(found.suggestions)),))


def blamed(aside: SetAside, text: str, lex: Lexicon, at: int) -> Fault | None:
    """The unknown part set aside right before position ``at`` (nothing but spaces and other
    set-aside parts between): where the reading failed, it is the word to change."""
    before = [s for s in aside.tentative if s[1] <= at]
    if not before:
        return None
    start, end = before[-1]
    kept_between = any(start < (t.start_pos or 0) < at for t in aside.tokens)
    if kept_between:
        return None
    return unknown_fault(text, start, end, lex)


def merged(spans: list[Span], text: str) -> list[Span]:
    """Set-aside spans joined where only spaces separate them (老板 晚上好 is one greeting)."""
    out: list[Span] = []
    for start, end in sorted(spans):
        if out and not text[out[-1][1] : start].strip(" \t"):
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
