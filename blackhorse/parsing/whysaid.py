"""A reason said beside an order in Chinese (docs/PARSING.md, *Chinese as players type it, by
class*, the regional round): ``因为`` / ``由于`` / ``考虑到`` / ``为了`` / ``毕竟`` and the words after it
to the end of its clause (``因为那边人少``, ``由于昨晚有人说在花园见过人影``, ``为了不和同事重复``) say why
the player does what they do, never what to do. The reason is set aside whole and said on the
echo's ``已忽略：`` line, whatever words the reader does not know in it. What follows a reason,
``所以`` / ``因此`` / ``于是``, is a joining word (the lexicon's fillers), as ``然后`` is.

Never set aside, as the English reasons (:mod:`blackhorse.parsing.reasonsaid`): a reason holding a
word an order could be made of (a time, a period, "until", a condition, an "otherwise", a kill, the
door, the window, the peephole or a look, a change of mind), or a word the reader does not know
shaped like one (a number, the clock, a kill, the door, a look, a condition:
:mod:`blackhorse.parsing.meaning`): ``因为我九点要去花园``, ``因为想杀他`` stay as they were (read, or
refused at the word). A going in a reason is set aside only when someone else does it (``因为赵强总去
花园``, ``因为大家都在那儿``); the sender's own (``因为我要去花园``) may be an order. So is a time or a
period, but for a reason whose subject is others and never the sender (``因为第一个小时大家应该都会去那边``:
their hour, round twenty-five). Unlike an order, a
reason may speak of another day (``昨天``, ``昨晚``): what happened is why, not what to do.

What another person does, said before ``所以`` / ``因此`` / ``于是`` ("so") in the same sentence
(``Mike肯定会去草坪，所以我8点就去草坪``, ``赵小雨住201，她一般会下楼，所以…``), is the reason said first:
each clause before it that opens with another person (a name, a pronoun) and holds only what a
reason about others may hold is set aside the same way; the sender's own clauses stay.

What a place is like, said as a clause of its own (``草坪太黑了``, ``花园人太多了``, ``那边很安静``,
``那边视野开``, ``十点整走廊人太多``): a place (or "there"), a time before it or not, and a word the reader
does not know that says how it is (太, 很, 有点, 比较 ..., 人多 / 人少, 视野好) is why, set aside and
said; a place alone in its clause stays a going, as before.

A thought or something heard, opening its clause, is said the same way and read the same way
(``我觉得赵强今晚会去花园``, ``我怀疑他晚上偷偷出门``, ``听说209的猫眼能看到楼梯``, ``说实话我有点怕他``,
``我想确认她有没有去草坪``): what the player believes is why, never what to do; with a time, a kill,
the door, a look or a condition in it, or the sender's own going, it stays as it was.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from lark import Token

from blackhorse.parsing.casualwords import SENTENCE_ENDS
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import classes_of

# the words that open a reason (the longest first), and a thought or hearsay said as one (我觉得赵强
# 会去花园, 我怀疑他晚上出门, 听说209能看到楼梯, 说实话我有点怕他): why, never what to do
REASON = re.compile(
    r"因为|由于|考虑到|为了|毕竟|总觉得|觉得|感觉|怀疑|猜测|听说|据说|说实话|老实说|担心|想知道|知道|确认|好奇"
    r"|估计|希望|但愿|免得|省得|以免|寻思|琢磨着|原因是|理由是"
)
# what a reason may hold besides words the reader does not know: who, where, "not", "alone"
QUIET = frozenset(
    {
        *("ASIDE", "UNKNOWN", "NAME", "PRONOUN", "WHO", "POSS", "AT", "FROM", "TO", "JOIN", "AND"),
        *("THERE", "PLACE", "ROOMWORD", "NOT", "SOMEONE", "ALONE", "NOBODY_ELSE", "HEDGE", "ARRIVE"),
        *("ALWAYS", "VIA", "VAGUE"),
    }
)
# what others do in a reason about them (因为赵强总去花园, 因为那边晚上人少): their goings and
# evenings, never the sender's
THEIRS = QUIET | {"GO", "STAY", "VISIT", "MEET", "RETURN_HOME", "ALLNIGHT"}
# the sender as the reason's subject: what follows is what they do (not what they believe: 因为我
# 觉得花园人多能看到东西 says how the world is, as a reason about others does)
_SELF = re.compile(r"\s*(我|咱|俺|本人)(?!觉得|估计|感觉|猜|怀疑|认为|寻思|琢磨|怕|害怕|担心|不想被|不愿被)")
# the classes of an unknown word a reason never holds (the order may be in it)
_BARRED = frozenset(
    {"number", "clock", "time", "kill", "condition", "otherwise", "door", "look", "correction"}
)
_ENDS = frozenset({"SEP", "THEN"})
# others as a reason's subject (round twenty-five: 因为第一个小时大家应该都会去那边打听消息): the time in
# it is when they do it
_OTHERS = re.compile(r"大家|别人|其他人|他们|她们|人家|很多人|不少人|所有人")
# another day, told as what happened (why, not what to do): 前 and 昨 hold no time of tonight here
_OTHER_DAYS = re.compile(r"昨天|昨晚|昨夜|前天|前晚|前几天|这几天|白天|上次|那天")


def _start(t: Token) -> int:
    return t.start_pos or 0


def _end(t: Token) -> int:
    return t.end_pos or 0


def causes(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each Chinese reason (module doc) made one ASIDE word, from its first word to
    the last word of its clause."""
    out = list(tokens)
    for at in [t.start_pos or 0 for t in tokens if t.type == "UNKNOWN"]:
        m = REASON.match(text, at)  # at each unknown word (想知道谁: 知道, not a match across it)
        if m is None:
            continue
        k = bisect_right(out, m.start(), key=_end)  # the first word ending after it (log time)
        if k >= len(out) or (out[k].start_pos or 0) != m.start() or out[k].type != "UNKNOWN":
            continue  # inside a word the lexer read, or read as a word of its own
        opens = k - 1 if _tonight_first(out, k, text) else k  # 今晚我想知道谁…: the thought's tonight
        spaced = (
            k > 0
            and text[out[k - 1].end_pos or 0 : m.start()].strip(" ") == ""
            and (out[k - 1].end_pos or 0) < m.start()
        )
        if opens == k and k > 0 and out[k - 1].type not in _ENDS and not spaced:
            continue  # a reason opens its clause (九点去花园，因为…, 就回来 因为…; not 去花园因为…)
        first = k + 1
        end = first
        while end < len(out) and out[end].type not in _ENDS:
            end += 1
        body = out[first:end]
        own = _without_reason(str(out[k]), m.end() - m.start())
        kinds = QUIET if _SELF.match(text, m.end()) else THEIRS
        said = text[m.end() : (out[end].start_pos or 0) if end < len(out) else len(text)]
        if kinds is THEIRS and _OTHERS.search(said) and not re.search("[我咱俺]", said):
            kinds = THEIRS | {"TIME", "PERIOD"}  # 因为第一个小时大家都会去那边: their hour, no order's
        if own and _classes(own, lex) & _BARRED:
            continue  # 因为九点…: the reason word glued to a time
        if not (body or own) or not _quiet(body, lex, kinds, text):
            continue
        end = _goes_on(out, end)
        body = out[first:end]
        last = body[-1] if body else out[k]
        stop = (out[end].start_pos or 0) if end < len(out) else len(text)
        stop = max(
            m.start() + len(text[m.start() : stop].rstrip()), last.end_pos or 0
        )  # 不敢出门: its fillers too
        begin = out[opens].start_pos or 0
        if begin and text[begin - 1] in "我俺咱" and (begin == 1 or text[begin - 2] in _MARKS):
            begin -= 1  # 我估计老王今晚不会出门的: said whole, the sender's 我 with it
        out[opens:end] = [Token("ASIDE", text[begin:stop], start_pos=begin, end_pos=stop)]
    return out


# what a clause going on with a reason after a comma may hold: words the reader does not know or sets
# aside, "nobody", "not", hedges (出了事都没人知道): no one named, no place, no going, no time
_GOES_ON = frozenset({"ASIDE", "UNKNOWN", "NOT", "NOBODY_ELSE", "HEDGE", "ALWAYS", "SOMEONE"})


def _goes_on(out: list[Token], end: int) -> int:
    """Where a reason ending at ``end`` (its clause's end) ends with the clauses after a comma that go
    on with it (round twenty-four: ``毕竟南边那个断崖太危险了，出了事都没人知道。``): each holds only words of
    :data:`_GOES_ON`, with a word the reader does not know among them."""
    while end < len(out) and str(out[end]) in (",", "，"):
        nxt = end + 1
        while nxt < len(out) and out[nxt].type not in _ENDS:
            nxt += 1
        clause = out[end + 1 : nxt]
        if not clause or any(t.type not in _GOES_ON for t in clause):
            break
        if not any(t.type == "UNKNOWN" for t in clause):
            break
        end = nxt
    return end


def _tonight_first(out: list[Token], k: int, text: str) -> bool:
    """Whether the word before the reason at ``k`` is "tonight" opening its clause (``今晚我想知道
    谁在走廊里晃``): the thought's, not an order's."""
    return (
        k > 0
        and out[k - 1].type == "ALLNIGHT"
        and text[out[k - 1].start_pos or 0 : out[k - 1].end_pos or 0] in _TONIGHT
        and (k < 2 or out[k - 2].type in _ENDS)
    )


_TONIGHT = frozenset({"今晚", "今天晚上", "今夜"})


def quiet_part(own: str, body: list[Token], lex: Lexicon, kinds: frozenset[str]) -> bool:
    """Whether a part said beside the orders (a reason, what one watches for) holds nothing an
    order could be made of: ``own``, the rest of its first unknown word, and the words ``body``
    after it, of ``kinds`` only."""
    return not (own and _classes(own, lex) & _BARRED) and _quiet(body, lex, kinds)


def _without_reason(word: str, n: int) -> str:
    """What the unknown word holding the reason word says after it (为了不和另外: 不和另外)."""
    return word[n:]


def _classes(part: str, lex: Lexicon) -> set[str]:
    """The meaning-bearing classes of an unknown ``part`` of a reason, another day told aside."""
    rest = _OTHER_DAYS.sub(" ", part).strip()
    return classes_of(rest, lex) if rest else set()


def _quiet(body: list[Token], lex: Lexicon, kinds: frozenset[str], text: str = "") -> bool:
    return all(
        (t.type in kinds or _suffered(t, text))
        and not (t.type == "UNKNOWN" and _classes(str(t), lex) & _BARRED)
        for t in body
    )


def _suffered(t: Token, text: str) -> bool:
    """A kill said right after 被 (``因为我怕被杀``, ``被人杀了``): one's own fear of being killed, never
    a kill one does."""
    before = text[: t.start_pos or 0]
    return t.type == "KILL" and (before.endswith("被") or before.endswith("被人"))


# "so" opening a clause: what was said before it in the sentence is why
_SO = re.compile(r"所以|因此|于是")


def before_so(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each clause about another person said before "so" (module doc) made one
    ASIDE word."""
    out = list(tokens)
    for m in _SO.finditer(text):
        k = bisect_left(out, m.start(), key=_start)  # the first word from it on (log time)
        if k == 0 or out[k - 1].type != "SEP" or str(out[k - 1]) in SENTENCE_ENDS:
            continue  # "so" opens a clause after a comma, in the sentence of its reason
        end = k - 1
        named: set[str] = set()
        while end > 0:
            first = end
            while first > 0 and out[first - 1].type != "SEP":
                first -= 1
            body = out[first:end]
            if not body or body[0].type not in ("NAME", "PRONOUN") or not _quiet(body, lex, THEIRS):
                break
            named |= {str(t) for t in body if t.type == "NAME"}
            begin, stop = body[0].start_pos or 0, out[end].start_pos or 0
            out[first:end] = [Token("ASIDE", text[begin:stop].rstrip(), start_pos=begin, end_pos=stop)]
            end = first - 1
            if end < 0 or str(out[end]) in SENTENCE_ENDS:
                break
        if len(named) == 1:
            _he_is(out, text, next(iter(named)), m.end())
    return out


_HE = frozenset({"他", "她", "ta"})
_NOBODYS = frozenset({"garden", "lawn", "204"})  # places where nobody lives


def _he_is(out: list[Token], text: str, name: str, after: int) -> None:
    """ "He" / "she" said after a reason about one person (``Mike肯定会去草坪，所以我8点去草坪，他要是一个人
    来就下手``) is that person, until someone else is named: the reason set aside still says whom the
    player means."""
    for j, t in enumerate(out):
        if (t.start_pos or 0) < after:
            continue
        if t.type == "NAME" or t.type == "PLACE" and str(t) not in _NOBODYS:
            return  # someone else named, or a room gone to (他 there may be who lives in it)
        if t.type == "PRONOUN" and text[t.start_pos or 0 : t.end_pos or 0] in _HE:
            out[j] = Token("NAME", name, start_pos=t.start_pos, end_pos=t.end_pos)


# how a place is: a degree before what it is like (太黑了, 很安静, 有点冷), or how many are there
_HOW = re.compile(
    r"(?:人)?(?:太|很|比较|有点|有些|挺|好|真|特别|超|更|不太|不怎么|没什么|没啥)|人(?:多|少|挺多|很多)"
    r"|视野(?:好|开|开阔|不错)|看得远|风大"  # how one sees from there (round twenty-five: 那边视野开)
    r"|(?:作案|案发)?(?:高发地|高发区|重灾区)|死角|盲区|必经之路"  # what happens there (草坪是作案高发地)
)
# where a room is along the corridor (round twenty-five: 20:30 换门孔——205在走廊中段，能看到谁经过)
_ALONG = re.compile(r"(?:中?段|尽头|中间|正中间?|拐角|一头|另一头|那头|这头)(?:的位置|位置)?")


# a dash before a clause (——那边视野开)
_DASH = re.compile(r"[—–-]{1,2}")


def said_of_a_place(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each clause saying what a place is like (module doc) made one ASIDE word."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        # a time before the place says when it is so (第3条改成22:10，十点整走廊人太多, round twenty-five):
        # the clause holds no verb, so the time is no order's
        when = out[k].type == "TIME" and k + 2 < len(out) and out[k + 1].type in ("PLACE", "THERE")
        t, how = (out[k + 1], out[k + 2]) if when else (out[k], out[k + 1])
        opens = (
            k == 0 or out[k - 1].type in ("SEP", "LISTJOIN") or _DASH.fullmatch(str(out[k - 1])) is not None
        )
        after = k + 3 if when else k + 2
        ends = after == len(out) or out[after].type == "SEP"
        if (
            t.type in ("PLACE", "THERE")
            and how.type == "UNKNOWN"
            and opens
            and ends
            and _HOW.match(str(how)) is not None
            and (str(how).startswith("视野") or not _classes(str(how), lex) & _BARRED)  # 视野开: no door's 开
        ):
            if k and out[k - 1].type == "LISTJOIN":
                out[k - 1] = Token(
                    "SEP", str(out[k - 1]), start_pos=out[k - 1].start_pos, end_pos=out[k - 1].end_pos
                )
            start, stop = out[k].start_pos or 0, how.end_pos or 0
            out[k:after] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
        elif opens and _along(out, k):  # 205在走廊中段: where the room is, a fact
            start, stop = out[k].start_pos or 0, out[k + 3].end_pos or 0
            out[k : k + 4] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
        k += 1
    return out


# what someone does as a habit, said right after them (round twenty-six: ——Priya常去草坪, （嘉欣经常
# 不在屋，应该有机会吧🙏）)
_HABIT = re.compile(r"经常|常常|常|总是|老是|一向|平时|每晚都|每天晚上都")
# what opens such a clause: a mark, a dash, a bracket
_OPENS = frozenset({"SEP", "LISTJOIN"})


def habits(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each clause telling what someone else habitually does (``Priya常去草坪``,
    ``嘉欣经常不在屋``: a person, a word of habit, their goings or absence, to the clause's end)
    made one ASIDE word: why the order is so, never what to do. Only a person of the cast (not
    the sender: 我常去草坪 is refused as before), and only what a reason about others may hold."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        prev = text[: t.start_pos or 0].rstrip(" ")
        opens = not prev or prev[-1] in "，,。.；;：:（(\n—–-" or k and out[k - 1].type in _OPENS
        habit = _HABIT.match(text, t.end_pos or 0)
        if t.type != "NAME" or not opens or habit is None:
            k += 1
            continue
        end = k + 1
        while end < len(out) and out[end].type not in ("SEP", "THEN") and str(out[end]) not in ("）", ")"):
            end += 1
        body = [u for u in out[k + 1 : end] if (u.start_pos or 0) >= habit.end()]
        if not body or not _quiet(body, lex, THEIRS | {"NOT_THERE"}, text):
            k += 1
            continue
        start, stop = t.start_pos or 0, out[end - 1].end_pos or 0
        out[k:end] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
        k += 1
    return out


def _along(out: list[Token], k: int) -> bool:
    """Whether ``out[k:k + 4]`` says where a room is along the corridor (205在走廊中段), its clause's
    whole."""
    if k + 3 >= len(out) or [t.type for t in out[k : k + 4]] != ["PLACE", "AT", "PLACE", "UNKNOWN"]:
        return False
    ends = k + 4 == len(out) or out[k + 4].type == "SEP"
    return (
        ends
        and str(out[k])[:1].isdigit()
        and "corridor" in str(out[k + 2])
        and bool(_ALONG.fullmatch(str(out[k + 3])))
    )


# "anyway" / "after all" opening a clause (a filler word the lexer drops): what follows is why
_ANYWAY = re.compile(r"反正|毕竟")
_MARKS = " \t,，.。;；!！~"


def anyway_said(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``9点去花园，反正赵强也不会去那边``, ``反正我也睡不着``: a clause opened by 反正 / 毕竟 after the
    orders, holding only what a reason may hold (module doc), is why: set aside and said."""
    out = list(tokens)
    # where the first time is said (a reason's words, set aside below, never hold one)
    timed = next((_start(t) for t in tokens if t.type in ("TIME", "PERIOD", "ALLNIGHT")), len(text))
    for m in _ANYWAY.finditer(text):
        if m.start() and text[m.start() - 1] not in _MARKS:
            continue
        k = bisect_left(out, m.end(), key=_start)  # the first word from its end on (log time)
        if k == 0 or timed >= m.end():
            continue  # after the orders only
        if (
            k < len(out)
            and (out[k].start_pos or 0) > m.end()
            and text[m.end() : out[k].start_pos].strip(_MARKS + "我也就都还")
        ):
            continue  # a word the lexer did not read between them
        end = k
        while end < len(out) and out[end].type not in _ENDS:
            end += 1
        body = out[k:end]
        kinds = QUIET if _SELF.match(text, m.end()) else THEIRS
        if not body or not _quiet(body, lex, kinds, text):
            continue
        stop = body[-1].end_pos or 0
        out[k:end] = [Token("ASIDE", text[m.start() : stop], start_pos=m.start(), end_pos=stop)]
    return out
