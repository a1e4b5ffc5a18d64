"""Chinese, round eight: a club's chat (issue 22; docs/PARSING.md, *Chinese, round eight: a club's
chat*). The classes a university club's QQ group showed, each read by its shape or its family:

- **Punctuation said aloud** (:func:`spoken_punctuation`): voice input writes the marks a player
  says as words (``八点窗户看草坪逗号八点二十以后门孔看句号``): 逗号, 句号, 问号, 感叹号 / 叹号, 冒号,
  分号, 顿号, 省略号, 换行, between words of the message, are those marks; so are "period", "full stop",
  "comma", "colon", "semicolon" and "new line" between English words, in a message that says two or more
  of them (round twelve). The typed words stay the quote of any problem.
- **A person taken away** (:func:`taken_away`): 带走 after 把 / 给 and a person (``把老王带走``,
  ``给赵强带走了``) is the kill, as ``把他带走`` was; 带走 with no one before it stays unknown.
- **A form of address of a campus after a name** (:func:`addressed_on_campus`): 学长, 学姐, 学弟, 学妹,
  师兄, 师姐, 师弟, 师妹, 前辈 right after a person's name or nickname (``柱子学长``) are that person, as
  ``王哥`` is; alone they name no one.
- **A meeting said again with "can't"** (:func:`seen_unmet`): ``看不到``, ``看不见``, ``见不着``, ``瞅不着``,
  the meeting verb with 不 and its ending, opening a clause after a kill on meeting someone, is that
  meeting negated, as ``碰不到`` is: the kill's "otherwise" (``unmetsaid.py``).
- **A meeting in the passive** (:func:`met_by_me`): ``小鹿只要被我碰到``, ``让我撞见``, ``叫我逮着``.
- **The place first, then when to go over** (:func:`there_at`): ``在204苟着 8点就过去``.
- **A few characters a line** (:func:`broken_lines`): ``回来从窗\n户看``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token

from blackhorse.parsing.accounting import read_past, set_aside_together
from blackhorse.parsing.casualwords import LOOK_IN, retoken
from blackhorse.parsing.regional import replaced

# -- punctuation said aloud ------------------------------------------------------------------------

_MARKS = {  # as the reader's copy writes the marks typed (NFKC: half-width)
    "逗号": ",",
    "句号": ".",
    "问号": "?",
    "感叹号": "!",
    "叹号": "!",
    "冒号": ":",
    "分号": ";",
    "顿号": "、",
    "省略号": ".",
    "换行": "\n",
}
# a mark said between two words of the message (a character, a digit or a letter on each side, or
# the message's end after it): never a word of a sentence about punctuation (用逗号隔开)
_SAID_MARK = re.compile(
    "(?<=[\u4e00-\u9fff0-9a-z])(?<![用个打加])(" + "|".join(sorted(_MARKS, key=len, reverse=True)) + ")"
    r"(?=[\u4e00-\u9fff0-9a-z]|\s*$|\s*\n)"
)


# the same marks said in English by voice input ("at nine go to the lawn period at ten ..."): a
# period naming a part of the night ("period 2", "period one") is no mark (round twelve)
_MARKS_EN = {"period": ".", "full stop": ".", "comma": ",", "colon": ":", "semicolon": ";", "new line": "\n"}
_SAID_MARK_EN = re.compile(
    r"(?<=[a-z0-9] )(period|full stop|comma|colon|semicolon|new line)"
    r"(?! (?:[0-9]|one|two|three|1st|first|second|third)\b)(?= [a-z0-9]|\s*$|\s*\n)"
)


def spoken_punctuation(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each punctuation mark said as a word (voice input) as the mark itself, and
    for each character the index in the typed message it comes from (module doc)."""
    zh, en = _SAID_MARK.search(text) is not None, _SAID_MARK_EN.search(text) is not None
    if zh:  # the mark and a space: two characters, so the word said maps back whole (逗号→，on the echo)
        text, origin = replaced(
            text, origin, ((m, _MARKS[m.group(1)] + " ") for m in _SAID_MARK.finditer(text))
        )
    if en and len(_SAID_MARK_EN.findall(text)) >= 2:  # said twice or more: a dictation, not a word
        text, origin = replaced(
            text, origin, ((m, _MARKS_EN[m.group(1)] + " ") for m in _SAID_MARK_EN.finditer(text))
        )
    return text, origin


# -- a person taken away ---------------------------------------------------------------------------

_PERSON = frozenset({"NAME", "PRONOUN"})
_TAKEN = frozenset({"带走", "带走了", "带走吧", "给带走", "给带走了"})


def taken_away(tokens: list[Token]) -> list[Token]:
    """``把老王带走``: 带走 right after 把 (or 给) and a person is the kill (module doc)."""
    out = list(tokens)
    for k in range(2, len(out)):
        t = out[k]
        if t.type != "UNKNOWN" or str(t) not in _TAKEN or out[k - 1].type not in _PERSON:
            continue
        ba = out[k - 2]
        if ba.type == "BA" or ba.type == "UNKNOWN" and str(ba) == "给":
            out[k] = retoken("KILL", t, value="杀")
            if ba.type != "BA":
                out[k - 2] = retoken("BA", ba)
    return out


# -- a form of address of a campus after a name ----------------------------------------------------

CAMPUS = ("学长", "学姐", "学弟", "学妹", "师兄", "师姐", "师弟", "师妹", "前辈")


def addressed_on_campus(tokens: list[Token]) -> list[Token]:
    """``柱子学长``: a campus form of address right after a person's name is that person (module
    doc); read with the name."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "NAME"
            and t.type in ("UNKNOWN", "WHO")
            and str(t) in CAMPUS
            and prev.end_pos == t.start_pos
        ):
            out[-1] = retoken("NAME", prev, value=prev.value, end=t.end_pos)
            read_past(out[-1], t)
            continue
        out.append(t)
    return out


# -- a meeting said again with "can't" ------------------------------------------------------------

# the verbs of meeting whose first character, 不 and an ending say "can't meet" (看不到, 见不着)
_SEEING = frozenset("看见瞅瞧撞碰遇逮找")
_ENDINGS = frozenset({"到", "见", "着"})
_OPENS = frozenset({"SEP", "THEN"})


def seen_unmet(tokens: list[Token], text: str) -> list[Token]:
    """``看不到就回家``: a verb of meeting with 不 and its ending, opening a clause after a kill on
    meeting someone, is that meeting negated, read by :func:`blackhorse.parsing.unmetsaid.unmet`
    as the kill's "otherwise" (module doc)."""
    from blackhorse.parsing.unmetsaid import _conditioned  # the kill on a meeting before it

    out = list(tokens)
    for k in range(1, len(out) - 1):
        verb, no = out[k], out[k + 1]
        if out[k - 1].type not in _OPENS or str(verb) not in _SEEING or verb.type == "MEET":
            continue
        at = no.end_pos or 0
        if no.type != "NOT" or str(no) != "不" or text[at : at + 1] not in _ENDINGS:
            continue
        if not _conditioned(out, k):
            continue
        out[k] = retoken("MEET", verb)
        ending = out[k + 2] if k + 2 < len(out) else None
        if ending is not None and ending.start_pos == at and ending.type not in ("TO", "VISIT"):
            out[k + 2] = retoken("TO", ending)
    k = 1
    while k < len(out):
        n = _unmet_given_up(out, k, text) if out[k - 1].type in _OPENS and _conditioned(out, k) else None
        if n is not None:
            said, end = n
            out[k : k + said] = [set_aside_together(out[k : k + said], end=end)]
        k += 1
    return out


# "never mind" after a meeting negated (没看到就算了, 看不见拉倒): nothing more to do
_GIVEN_UP = re.compile(r"[到见着上]?(?:的话)?(?:那)?(?:也)?(?:就)?(?:算了|拉倒|罢了|作罢)(?:吧|呗)?")


def _unmet_given_up(tokens: list[Token], k: int, text: str) -> tuple[int, int] | None:
    """How many words from ``k`` say the meeting negated, and where the "never mind" after it
    ends, when they close their clause (``看不到就算了。``): nothing more is to be done, the next
    order runs at its time; None when it is not so."""
    kinds = [t.type for t in tokens[k : k + 3]]
    if kinds[:2] == ["NOT", "MEET"]:
        n = 2
    elif kinds[:2] == ["MEET", "NOT"]:
        n = 3 if kinds[2:3] in (["TO"], ["VISIT"]) and tokens[k + 2].start_pos == tokens[k + 1].end_pos else 2
    else:
        return None
    end = tokens[k + n - 1].end_pos or 0
    m = _GIVEN_UP.match(text, end)
    if m is None:
        return None
    while k + n < len(tokens) and (tokens[k + n].end_pos or 0) <= m.end():
        n += 1  # 拉倒 read as a word of its own: said with the meeting
    after = tokens[k + n] if k + n < len(tokens) else None
    stop = after.start_pos if after is not None else len(text)
    if after is not None and after.type != "SEP" or text[m.end() : stop].strip():
        return None
    return n, m.end()


_SHOWN = {",": "，", ".": "。", "?": "？", "!": "！", ":": "：", ";": "；", "、": "、", "\n": "↵"}


def said_marks(text: str, quote: Callable[[int, int], str]) -> list[tuple[int, int, str]]:
    """The marks read from words said aloud (:func:`spoken_punctuation`) in the reader's copy
    ``text``, whose spans ``quote`` gives as typed, for the echo's ``已更正：逗号→，`` line: (start,
    end, the mark as it is written)."""
    out: list[tuple[int, int, str]] = []
    for i, ch in enumerate(text[:-1]):
        if ch in _SHOWN and text[i + 1] == " " and quote(i, i + 2) in _MARKS:
            out.append((i, i + 2, _SHOWN[ch]))
    return out


# -- an English "back" before a Chinese room word -------------------------------------------------


def back_to_the_room(tokens: list[Token]) -> list[Token]:
    """``9点半back房间``, ``back 屋里``: an English word of going home right before the Chinese word
    for the room (in a Chinese message typed with English verbs, as ``go花园`` is going to the
    garden) is going home, as 回房间 is: one word, the room read with it."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "RETURN_HOME"
            and str(prev).isascii()
            and t.type == "ROOMWORD"
            and str(t)[:1] >= "\u4e00"
        ):
            out[-1] = retoken("RETURN_HOME", prev, end=t.end_pos)
            read_past(out[-1], t)
            continue
        out.append(t)
    return out


# -- a meeting said in the passive -----------------------------------------------------------------

# 被 / 让 / 叫 / 给 and "me" before a verb of meeting: "if she is met by me" (被我碰到)
_BY_ME = frozenset({"被我", "让我", "叫我", "给我", "被俺", "让俺", "叫俺", "给俺"})


def met_by_me(tokens: list[Token]) -> list[Token]:
    """``小鹿只要被我碰到单独一个人``, ``要是老王让我撞见一个人在``: a person, then 被 / 让 / 叫 / 给 and
    "me" right before a verb of meeting, is "if I meet that person": read as ``只要碰到小鹿``,
    the passive's words read with the meeting. Without the verb of meeting after it (``被我杀了``)
    it stays unknown, refused. What is said of the person before it stays theirs (``Priya要是一个人
    被我碰到``: alone; ``哪个时候``: whenever, said before the meeting), and falling into one's hands
    (``Priya一个人撞到我手上``, a verb of meeting that says its "me") is the same meeting."""
    out = list(tokens)
    k = 1
    while k < len(out):
        by = out[k]
        if by.type == "UNKNOWN" and str(by) in _BY_ME and k + 1 < len(out) and out[k + 1].type == "MEET":
            meet, last = out[k + 1], k + 1
        elif by.type == "MEET" and str(by).endswith(_HANDS):
            meet, last = by, k
        else:
            k += 1
            continue
        j = k - 1
        while j >= 1 and out[j].type in _OF_THEM:  # 一个人, 哪个时候: said of them, kept with them
            j -= 1
        of_them = out[j + 1 : k]
        cond = None
        if out[j].type == "IF" and j >= 1 and out[j - 1].type in _PERSON:  # 小鹿只要被我碰到
            cond, j = out[j], j - 1
        if out[j].type not in _PERSON:
            k += 1
            continue
        person = out[j]
        if cond is None and j >= 1 and out[j - 1].type == "IF":  # 要是小鹿被我碰到
            cond, j = out[j - 1], j - 1
        when = [t for t in of_them if t.type in _WHEN]
        if when and cond is not None:  # 要是哪个时候被我碰到: whenever, the "if" in it
            read_past(when[0], cond)
            cond = None
        alone = [t for t in of_them if t.type not in _WHEN]
        said = [*([] if cond is None else [cond]), *when, meet, person, *alone]
        if meet is not by:
            read_past(meet, by)
        out[j : last + 1] = said
        k = j + len(said)
    return out


_HANDS = ("手上", "手里")  # 撞到我手上: met by me
_WHEN = frozenset({"ANYWHERE", "ALLNIGHT"})  # whenever, wherever: said before the meeting
_OF_THEM = _WHEN | {"ALONE", "NOBODY_ELSE"}


# -- the place said first, then when to go there ---------------------------------------------------

_PLACE_CLAUSE = frozenset({"AT", "STAY", "GO", "PLACE", "ALLNIGHT", "ASIDE", "UNKNOWN"})


def there_at(tokens: list[Token]) -> list[Token]:
    """``其他时间就在204苟着 8点就过去``: a clause that stays at one place, with no time, then a time and
    过去 ("go over there") closing the sentence, is going to that place at that time: read as
    ``8点就去204苟着``, 过去 read with the place (a comma between them or not). A clause of two places,
    or one holding a time already, is left as it was (过去 with no place after it stays refused: where?)."""
    out = list(tokens)
    for k in range(len(out) - 1, 1, -1):  # from the end: a rewrite shortens what follows it only
        if k >= len(out):
            continue  # past the end a rewrite with a comma shortened (其余时间我在204，8点就过去)
        go, time = out[k], out[k - 1]
        if go.type != "GO" or str(go) != "过去" or time.type != "TIME":
            continue
        if k + 1 < len(out) and out[k + 1].type != "SEP":
            continue
        s = k - 2
        if s >= 0 and out[s].type == "SEP" and str(out[s]) == ",":
            s -= 1  # 其余时间我在204，8点就过去: a comma before the time (round twenty-seven)
        end = s + 1
        while s >= 0 and out[s].type in _PLACE_CLAUSE:
            s -= 1
        clause = out[s + 1 : end]
        places = [t for t in clause if t.type == "PLACE"]
        if len(places) != 1 or any(t.type == "GO" for t in clause):
            continue
        read_past(places[0], go)
        out[s + 1 : k + 1] = [time, *clause]
    return out


# -- a message sent a few characters a line ---------------------------------------------------------


def _han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def broken_lines(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``9\\n点去\\n花园\\n10点\\n回来从窗\\n户看``: a message sent a few characters a line (five lines or
    more, none over four characters, three on average at most: ``clubsaid.word_per_line``) breaks
    its lines anywhere, inside a word too; its line breaks next to a Chinese character are dropped,
    so the words read whole (``窗户``). A break between two digits is kept (``204\\n10点``: a room,
    then a time). Any other message keeps its lines."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) < 5 or any(len(line) > 4 for line in lines) or sum(map(len, lines)) > 3 * len(lines):
        return text, origin
    kept = [
        i
        for i, ch in enumerate(text)
        if not (ch == "\n" and 0 < i < len(text) - 1 and (_han(text[i - 1]) or _han(text[i + 1])))
    ]
    return "".join(text[i] for i in kept), [origin[i] for i in kept]


# -- a range said again as its length ------------------------------------------------------------------


def range_and_its_length(tokens: list[Token]) -> list[Token]:
    """``九点到十点这一个钟头``, ``8点半到9点这半小时``: a range followed by how long it is, when that is
    its length, says the range once more: read with the range's end. A length that is not the
    range's (``九点到十点这两个小时``) is left as it was: refused, never one of the two guessed."""
    out: list[Token] = []
    for t in tokens:
        if t.type == "DURATION" and len(out) >= 3:
            start, to, end = out[-3], out[-2], out[-1]
            if (
                start.type == "TIME"
                and to.type in ("TO", "UNTIL")
                and end.type == "TIME"
                and str(t).isdigit()
                and str(start).isdigit()
                and str(end).isdigit()
                and int(str(end)) - int(str(start)) == int(str(t))
            ):
                read_past(end, t)
                continue
        out.append(t)
    return out


# -- what someone visited is doing -------------------------------------------------------------------

_DOING_WHAT = frozenset(
    {
        "干嘛",
        "干嘛呢",
        "干啥",
        "干啥呢",
        "干什么",
        "干什么呢",
        "做什么",
        "做什么呢",
        "做啥",
        "搞什么",
        "搞啥",
        "忙什么",
    }
    | {"忙啥", "弄啥", "弄什么", "搞什么名堂", "干吗", "干吗呢"}
)


def doing_what(tokens: list[Token]) -> list[Token]:
    """``敲敲门 看看Kevin在干嘛``: "to see what Kevin is up to", right after visiting or looking at a
    person (看看 / 瞧瞧 X), is why one goes: 在 and what he is doing are set aside and said (干 there
    is no kill). Anywhere else 干嘛 keeps its kill's character: refused as before."""
    out = list(tokens)
    k = 2
    while k + 1 < len(out):
        at, what = out[k], out[k + 1]
        if (
            at.type == "AT"
            and what.type == "UNKNOWN"
            and str(what) in _DOING_WHAT
            and out[k - 1].type in _PERSON
            and out[k - 2].type in ("VISIT", "PEEK_VERB", "ASIDE")
            and str(out[k - 2]) in (*LOOK_IN, "去看看")
        ):
            out[k : k + 2] = [set_aside_together([at, what])]
        k += 1
    return out


# -- the last minutes of the night -----------------------------------------------------------------

_LAST = re.compile(r"最后的?$")
_NIGHT_END = 180  # 23:00, in minutes after 20:00


def last_minutes(tokens: list[Token], text: str) -> list[Token]:
    """``10点50去草坪 最后十分钟兜兜风``: "the last ten minutes" right after an order whose time is that
    long before the night's end (23:00) says the order's time again: read with that time. After any
    other time it is left as it was: a length with no order, refused."""
    out: list[Token] = []
    for t in tokens:
        out.append(t)
        k = len(out) - 1
        start = t.start_pos or 0
        last = _LAST.search(text, max(0, start - 3), start) if t.type == "DURATION" else None
        if last is None or not str(t).isdigit():
            continue
        j = k - 1  # back to the order's time, in the same sentence (a comma may part them)
        while j >= 0 and out[j].type != "TIME" and not (out[j].type == "SEP" and str(out[j]) != ","):
            j -= 1
        timed = j >= 0 and out[j].type == "TIME" and str(out[j]).isdigit()
        if timed and int(str(out[j])) + int(str(t)) == _NIGHT_END:
            read_past(out[j], out.pop())  # read with the order's time it says again
    return out
