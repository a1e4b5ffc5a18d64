"""A correction said after the orders that finds what it changes by what it names (issue 22):
``更正：是10点20不是10点``, ``十点那条改成去花园``, ``刚才说的9点半去草坪改成9点40``, ``草坪改成花园``.

Players who notice a slip after sending the orders do not say the order again: they name what
to change, by the word that was wrong, the order's time, or the order's own words, and say what
replaces it. A statement of its own (between the ends of sentences, after a colon or a change
word such as ``更正`` / ``说错了``) in one of these shapes:

- **X, not Y** (``是X不是Y``, ``是X，不是Y``, ``不是Y，是X``, ``X不是Y`` after a change word): two words of
  one kind (two times, two places, two people, the window and the peephole); Y is the word said
  before, X takes its place;
- **what, changed into what** (``Y改成X``, ``把Y换成X``, ``Y那条改成X``, ``刚才说的Y改成X``): Y is a word
  said before (a place, a person, a look: that word), an order's time followed by ``那条`` /
  ``那个`` / ``的`` (that order), or an order's own words said again (that order); X is a word (it
  takes the place of the word of its kind in that order: the order's time for a time), a going or a
  look (all the order says after its time), or a whole order with its time (the order).

An order said again after ``就是说`` / ``也就是`` ("that is", *said again*: ``9点去草坪，也就是说9点从房间
出发去草坪``) at the same time is the same order, set aside and said; at another time (``就是9点10分去
草坪``) which time is meant is not said: refused at its words.

What was replaced and the words of the correction are set aside and said on the echo's last line.
**Never guessed:** what it names must be said exactly once before, and a time or a place that
takes its place must not be said before already (two orders at one time: which?); otherwise the
correction is refused at its words ("which order does it change?"). A time said alone before
``改成`` with no ``那条`` (``9点改成门孔``) is a switch at that time, as before, unless what follows
is a time (``10点改成10点20``).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.ifsaid import ORDER_STARTS
from blackhorse.parsing.numerals import cn_number
from blackhorse.parsing.wording import opens_ignored_line

# a correction that names nothing that can be found: refused as a change of mind not clear
UNRESOLVED = "which?"
# the words that can be named or that replace, by kind (the window and the peephole are one)
_KIND = {
    "TIME": "time",
    "PLACE": "place",
    "NAME": "person",
    "WINDOW": "look",
    "PEEPHOLE": "look",
    "ROOMWORD": "place",
}
# what a statement is made of: these, each one marker; the rest is read as typed (a shape of
# the closed words below, or no correction)
_CONTENT = frozenset(
    {
        *_KIND,
        "GO",
        "RETURN_HOME",
        "STAY",
        "VISIT",
        "KNOCK",
        "FROM",
        "PEEK_VERB",
        "PEEK",
        "LOOK_CORRIDOR",
        "KILL",
    }
)
_PARTS = frozenset({"GO", "RETURN_HOME", "STAY", "VISIT", "FROM", "PEEK_VERB", "PEEK", "LOOK_CORRIDOR"})
_ENDS = frozenset({".", ";", "\n", "!", "?"})
_MARK, _CHANGE = "\ue000", "\ue001"
# what may open the statement: a change word, the words of adding or owning up
_LEAD = (
    rf"(?:(?:{_CHANGE}|刚才|刚刚|我|补充一下|补充|再补充一下|再说一下|说明一下|不好意思|抱歉|sorry|sry|soz|ps|p\.s\.|对了|另外|还有|哦|噢|啊|呃|嗯)"
    r"[,:]*)*"
)
_TAIL = r"(?:吧|了|哈|啦|哦|啊|呀|嘛|哈哈|才对|就行|就好)*"
_WHAT = r"(?:刚才|刚刚|之前|前面|上面)?(?:我)?(?:说|写|发)?(?:的)?"
_THAT = (
    r"(?P<that>那条|条|那个|那步|那一条|那一步|那句|那一句"
    r"|的那条|的那个|的那步|的那一条|的那句|的|这条|这个)?"
)
_INTO = r"(?:改成|换成|改为|换为|改到|换到|变成|改做|改作|改去|改回|->|→)"
_DENIED = rf"(?:,?(?:而)?不是(?P<z>{_MARK}+))?"
_SHAPES = (
    # 是X不是Y, 应该是X，而不是Y
    re.compile(rf"{_LEAD}(?:应该|其实|就)?是(?P<x>{_MARK})(?:,)?(?:而)?不是(?P<y>{_MARK}){_TAIL}"),
    # 不是Y，是X; 不是9点去204，是9点20 (the order said, its time replaced)
    re.compile(rf"{_LEAD}不是(?P<y>{_MARK}+)(?:,)?(?:而|应该|其实)?是(?P<x>{_MARK}){_TAIL}"),
    # 更正：X不是Y
    re.compile(rf"{_LEAD}{_CHANGE}[,:]*(?P<x>{_MARK})(?:,)?(?:而)?不是(?P<y>{_MARK}){_TAIL}"),
    # Y改成X, 把十点那条改成去花园, 去202那个改成10点20，不是10点
    re.compile(
        rf"{_LEAD}(?:把)?{_WHAT}(?P<y>{_MARK}+){_THAT}{_INTO}(?:去|到)?(?P<x>{_MARK}+){_DENIED}{_TAIL}"
    ),
    # 9点那个不去草坪了，改成去204 (round twenty-eight): the order named, what it no longer does, then
    # what it does instead (the place denied must be the order's own)
    re.compile(
        rf"{_LEAD}{_WHAT}(?P<y>{_MARK}+){_THAT}(?:,)?不{_MARK}?(?P<z>{_MARK})了?(?:,)?{_INTO}(?:去|到)?"
        rf"(?P<x>{_MARK}+){_TAIL}"
    ),
    # 花园那个是9点半, 去201那个是10点40: what is named, then what it is
    re.compile(
        rf"{_LEAD}{_WHAT}(?P<y>{_MARK}+)(?P<that>那条|那个|那步|那一条|的那条|的那个)(?:应该)?是(?P<x>{_MARK}+){_DENIED}{_TAIL}"
    ),
)


# the order before said again in other words (就是说9点从房间出发去草坪): a restatement, or a new time?
_RESTATED = re.compile(
    rf"(?:也就是说|就是说|也就是|就是|换句话说就是|换句话说|换言之|意思是|我的意思是说)(?P<x>{_MARK}+){_TAIL}(?:的意思)?"
)


def _restated(out: list[Token], start: int, end: int, said: list[Token]) -> int | None:
    """An order said again after ``就是说`` (module doc, *said again*): the order before it at the same
    time, set aside; at another time (``9点去草坪，就是9点10分去草坪``: which time?) refused at its words;
    anything else (``也就是去娱乐室``) left as it is."""
    orders = _orders(out, start)
    if not orders or said[0].type != "TIME":
        return None
    i, j = orders[-1]
    own = [_key(t) for t in out[i + 1 : j] if t.type in ("PLACE", "NAME")]  # where, and whom
    again = [_key(t) for t in said[1:] if t.type in ("PLACE", "NAME")]
    if not own or own != again:
        return None
    if not _same(out[i], said[0]):
        return _unresolved(out, start, end)
    begin, stop = out[start - 1].end_pos or 0, out[end - 1].end_pos or 0  # 也就是说 too
    out[start:end] = [Token("ASIDE", "aside", start_pos=begin, end_pos=stop)]
    return start + 1


# an order named by its place in the list (上面第二条, 第三條, 第1项); English names it by "#2"
# (blackhorse/parsing/followupsaid.py); the number read as the lexer reads one (两 is 2)
ORDINAL = re.compile(
    r"(?:(?:上面|前面|刚才|之前|上边|上头)(?:的)?)?第(?P<zh>[一二两三四五六七八九]|\d)(?:条|條|项|項|个|個|行|步)(?:指令)?"
)


# what follows an ordinal that changes its order; 第1条时间改成8:40 names the order's time (round 29)
_CHANGED = re.compile(rf"(?P<time>\s*(?:的)?(?:时间|時間|时间点|時間點))?\s*(?:的|那条|那个)?\s*{_INTO}")


def _ordinals(out: list[Token], text: str) -> tuple[list[Token], dict[int, Token]]:
    """Each order named by its place in the list (:data:`ORDINAL`) after the orders said: the
    words naming it become that order's time, marked as naming the order (``那条``); the ids of
    those times, each with the time opening the order it names (that order alone: :func:`_item`).
    Only an ordinal changed into something (``第二条改成…``) names an order (``我第一个到``: first, no
    order); one naming no order said is left as it is (refused at its words)."""
    named: dict[int, Token] = {}
    for m in reversed(list(ORDINAL.finditer(text))):
        changed = _CHANGED.match(text, m.end())
        if changed is None:
            continue
        a, b = m.start(), changed.end("time") if changed["time"] else m.end()
        words = [k for k, t in enumerate(out) if (t.start_pos or 0) < b and a < (t.end_pos or 0)]
        if not words:
            continue
        n = cn_number(m["zh"]) or 0  # one digit, in figures or words: always a number
        inside = out[words[0]].start_pos != m.start() and out[words[0]].type != "UNKNOWN"  # 9点第二: no
        opening = _item(out, _orders(out, words[0]), text[:a], n)
        if opening is None or inside:
            continue
        time = Token("TIME", str(out[opening]), start_pos=a, end_pos=b)
        named[id(time)] = out[opening]
        out[words[0] : words[-1] + 1] = [time]
    return out, named


# a numbered list's line (1. 8:20 去203, 2）9点回房, (3) …, 四、…): 第N条 is the line numbered N
# (1 to 7 in figures, as the lexer's list numbers: 8:00 opening a line is a time)
_ITEM_LINE = re.compile(r"^[ \t]*[(（]?([1-7]|[一二三四五六七八九])[ \t]*[.)）、:：](?![0-9])", re.MULTILINE)


def _item(out: list[Token], orders: list[tuple[int, int]], before: str, n: int) -> int | None:
    """The time opening the order 第``n``条 names, in the orders said in ``before``: the order on
    the line numbered ``n`` where the lines are numbered (a door line among them counts: 1）10点前只给
    Gwen开门), else the ``n``-th order; None where there is no such order (refused at its words)."""
    lines = {cn_number(m[1]): m.start() for m in _ITEM_LINE.finditer(before)}
    if not lines:
        return orders[n - 1][0] if 1 <= n <= len(orders) else None
    if n not in lines:
        return None
    start = lines[n]
    end = before.find("\n", start)
    end = len(before) if end < 0 else end
    return next((i for i, _ in orders if start <= (out[i].start_pos or 0) < end), None)


def amended(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with every correction that names what it changes read (see the module doc):
    the words replaced and the correction's own set aside; one that cannot be resolved left as a
    change of mind (``CHANGE``, :data:`UNRESOLVED`), refused at its words. A correction is a
    sentence, or its first clauses (``花园那个是9点半，9点先去204``: the order after it stands)."""
    out, ordinal = _ordinals(list(tokens), text)
    start = 0
    opened = _first_order(out)  # where the first order starts: a correction comes after one
    while start < len(out):
        end = start
        while end < len(out) and not _ends(out[end]):
            end += 1
        commas = [k for k in range(start, end) if out[k].type == "SEP"]
        done = None
        for first in [start] + [k + 1 for k in commas]:
            if first == 0 or first <= opened or _in_ignored(out, first):
                continue
            for last in [end] + [k for k in reversed(commas) if k > first]:
                done = _statement(out, first, last, text, ordinal)
                if done is not None:
                    break
            if done is not None:
                break
        start = (end if done is None else done) + 1
        if done is not None:
            opened = _first_order(out)
    return out


def _first_order(out: list[Token]) -> int:
    """The index of the first word that starts an order in ``out`` (its length when none does)."""
    return next((k for k, t in enumerate(out) if t.type in ORDER_STARTS), len(out))


def _in_ignored(out: list[Token], k: int) -> bool:
    """Whether ``out[k]`` is on the echo's own line of what was set aside (已忽略：…, "ignored: ..."),
    read back: what was set aside stays aside (blackhorse/parsing/aside.py), never applied again."""
    while k > 0 and not (out[k - 1].type == "SEP" and "\n" in str(out[k - 1])):
        k -= 1
        if opens_ignored_line(out[k]):
            return True
    return False


def _ends(t: Token) -> bool:
    return t.type == "SEP" and str(t) in _ENDS


def _statement(out: list[Token], start: int, end: int, text: str, ordinal: dict[int, Token]) -> int | None:
    """Read ``out[start:end]`` as a correction, in place; the new end, or None when it is none."""
    part = out[start:end]
    if not part:
        return None
    shape, at = _shape(part, text, out[start - 1].end_pos or 0)
    again = _RESTATED.fullmatch(shape)
    if again is not None:
        return _restated(out, start, end, [part[at[i]] for i in range(again.start("x"), again.end("x"))])
    found = next((m for m in (s.fullmatch(shape) for s in _SHAPES) if m is not None), None)
    if found is None:
        return None
    groups = found.groupdict()

    def words(name: str) -> list[Token]:
        return [part[at[i]] for i in range(found.start(name), found.end(name))] if groups.get(name) else []

    named, said, denied = words("y"), words("x"), words("z")
    that = bool(groups.get("that")) or any(id(t) in ordinal for t in named)  # 第二条: that order
    if len(named) == 1 and len(said) == 1 and not that and not denied:
        new, old = said[0], named[0]
        changed = "改" in shape or "换" in shape
        # 草坪改成9:10: the order with that word, at a new time (an order named by its own word)
        retimed = new.type == "TIME" and old.type != "TIME" and old.type in _KIND and changed
        if not retimed and (_KIND.get(new.type) is None or _KIND.get(new.type) != _KIND.get(old.type)):
            return None
        if not retimed and (new.type != "TIME" or old.type != "TIME" or not changed):
            return _word_for_word(out, start, end, new, old)
    if len(named) == 1 and named[0].type == "TIME" and not that and [t.type for t in said] != ["TIME"]:
        return None  # 9点改成门孔: a switch at nine, as before
    if len(denied) > 1:
        return _unresolved(out, start, end)
    return _changed_into(out, start, end, named, said, denied[0] if denied else None, ordinal)


# the words joining two parts of the order that replaces (回房并且从窗户看), set aside by the lexer
_JOINED = frozenset({"并且", "并", "同时", "然后", "而且", "and", "then"})


def _shape(part: list[Token], text: str, pos: int) -> tuple[str, list[int]]:
    """The statement as typed, each word that can be named or replace one marker, a change word
    another, spaces left out; and for each character of it, the token it stands for."""
    shape: list[str] = []
    at: list[int] = []
    for k, t in enumerate(part):
        a, b = t.start_pos or 0, t.end_pos or 0
        gap = text[pos:a].replace(" ", "")
        gap = "" if gap in _JOINED else gap  # 10:30回房并且从窗户看: one order's two parts (round 29)
        shape.append(gap)
        at.extend([-1] * len(gap))
        if t.type in _CONTENT:
            shape.append(_MARK)
            at.append(k)
        elif t.type == "CHANGE":
            shape.append(_CHANGE)
            at.append(k)
        else:
            said = text[a:b].replace(" ", "")
            shape.append(said)
            at.extend([k] * len(said))
        pos = max(pos, b)
    return "".join(shape), at


def _same(a: Token, b: Token) -> bool:
    """The same word: of one kind and value (the window is the window however it is said)."""
    return a.type == b.type and (a.type in ("WINDOW", "PEEPHOLE") or str(a) == str(b))


def _before(out: list[Token], start: int, word: Token) -> list[int]:
    """Where ``word`` (its kind and value) is said before ``start``, in the orders."""
    return [i for i in range(start) if _same(out[i], word)]


def _orders(out: list[Token], start: int) -> list[tuple[int, int]]:
    """The orders said before ``start``, each from its time to the next order's (or the end)."""
    opens = [
        i
        for i in range(start)
        if out[i].type == "TIME" and (i == 0 or out[i - 1].type in ("SEP", "AND", "THEN", "ASIDE"))
    ]
    spans = []
    for n, i in enumerate(opens):
        j = opens[n + 1] if n + 1 < len(opens) else start
        while j > i + 1 and out[j - 1].type in ("SEP", "AND", "THEN"):
            j -= 1
        spans.append((i, j))
    return spans


def _unresolved(out: list[Token], start: int, end: int) -> int:
    """The statement refused at its words: which order it changes is not said clearly."""
    a, b = out[start].start_pos, out[end - 1].end_pos
    out[start:end] = [Token("CHANGE", UNRESOLVED, start_pos=a, end_pos=b)]
    return start + 1


def _aside(part: list[Token]) -> list[Token]:
    """``part`` set aside, one word for each run of it (said on the echo's last line)."""
    return [Token("ASIDE", "aside", start_pos=part[0].start_pos, end_pos=part[-1].end_pos)] if part else []


def _word_for_word(out: list[Token], start: int, end: int, new: Token, old: Token) -> int:
    """``new`` takes the place of the one word said before as ``old``; the statement set aside."""
    said = _before(out, start, old)
    again = new.type == "TIME" and _before(out, start, new)  # two orders at one time: which?
    if len(said) != 1 or again or _same(new, old):
        return _unresolved(out, start, end)
    return _replace(out, start, end, said[0], said[0] + 1, [new])


def _replace(out: list[Token], start: int, end: int, i: int, j: int, new: list[Token]) -> int:
    """``out[i:j]`` (before the statement ``out[start:end]``) replaced by ``new`` (words of the
    statement); what was replaced set aside, and the statement said whole as set aside (the words
    that replace are read too). The new end."""
    rest = _aside(out[start:end])
    replaced = [retoken("ASIDE", out[i], "aside", out[j - 1].end_pos)]
    out[start:end] = rest
    out[i:j] = [*new, *replaced]
    return start + len(rest) + len(new) + 1 - (j - i)


def _within(key: list[tuple[str, str]], own: list[tuple[str, str]]) -> bool:
    """Whether the words ``key`` are said in ``own``, in that order."""
    rest = iter(own)
    return all(any(k == o for o in rest) for k in key)


def _key(t: Token) -> tuple[str, str]:
    """A word as an order's words are compared (a time, a place, a person by its value)."""
    return t.type, str(t) if t.type in ("TIME", "PLACE", "NAME", "ROOMWORD") else ""


def _changed_into(
    out: list[Token],
    start: int,
    end: int,
    named: list[Token],
    said: list[Token],
    denied: Token | None,
    ordinal: dict[int, Token],
) -> int:
    """``named`` (a word said before, an order's time, or an order's words) changed into
    ``said`` (a word, a going or a look, or a whole order), in place; the new end. ``denied``: the
    word said replaced (``，不是10点``), which must be the one it replaces; ``ordinal``: the time
    each order named by its place in the list opens with (that order, though its time opens another)."""
    orders = _orders(out, start)
    word: int | None
    if len(named) == 1 and id(named[0]) in ordinal:
        which = [(i, j) for i, j in orders if out[i] is ordinal[id(named[0])]]
        word = which[0][0] if len(which) == 1 else None
    elif len(named) == 1 and named[0].type == "TIME":
        which = [(i, j) for i, j in orders if _same(out[i], named[0])]
        word = which[0][0] if len(which) == 1 else None
    elif len(named) == 1:
        places = _before(out, start, named[0])
        word = places[0] if len(places) == 1 else None
        which = [(i, j) for i, j in orders if word is not None and i <= word < j]
    else:
        key = [_key(t) for t in named if _key(t)[1]]  # what it names: its time, place, person
        which = [(i, j) for i, j in orders if key and _within(key, [_key(t) for t in out[i:j]])]
        word = None
    if len(which) != 1 or word is None and len(named) == 1:
        return _unresolved(out, start, end)
    i, j = which[0]
    if denied is not None and not any(_same(out[k], denied) for k in range(i, j)):
        return _unresolved(out, start, end)  # 去202那个改成10点20，不是9点: 9点 is not its
    if len(said) == 1 and said[0].type in _KIND:
        new = said[0]
        if new.type == "TIME" and _before(out, start, new):  # two orders at one time: which?
            return _unresolved(out, start, end)
        if word is not None and _KIND.get(out[word].type) == _KIND[new.type]:
            return _replace(out, start, end, word, word + 1, [new])
        if new.type == "TIME":
            return _replace(out, start, end, i, i + 1, [new])
        kin = [k for k in range(i, j) if _KIND.get(out[k].type) == _KIND[new.type]]
        if len(kin) != 1:
            return _unresolved(out, start, end)
        return _replace(out, start, end, kin[0], kin[0] + 1, [new])
    if said[0].type == "TIME" and len(said) > 1:  # a whole order said again, with its time
        if any(_same(out[k], said[0]) for k, _ in orders if k != i):
            return _unresolved(out, start, end)
        return _replace(out, start, end, i, j, said)
    if said[0].type in _PARTS and j > i + 1:  # a going or a look: all the order says after its time
        return _replace(out, start, end, i + 1, j, said)
    return _unresolved(out, start, end)
