"""Chinese typed with a space between words (issue 22, Chinese round six; docs/PARSING.md).

Some players type Chinese the way they type English, a space after every word, and cut the
words where they hear them, not where the lexicon does: ``如果 Theo 一个 人 在 , 杀 .``,
``门 : 只 给 Theo 和 老何 开 .``, ``除了 佳佳 , 谁 都 可以 进``. A Chinese reader reads such a
message as if the spaces were not there. So in a message typed so (:func:`spaced`: at least
three spaces between Chinese characters, the Chinese between spaces words of one or two
characters on average), a single space between two Chinese characters is dropped where a word
of the lexicon crosses it (``一个 人`` is ``一个人``, ``只 给`` is ``只给``): the message is then
read exactly as the same words typed without spaces would be.

**Decisions:** only in a message typed so, where punctuation, not spaces, parts the clauses
(``九点冲草坪 赵强要是一个人在就杀``: there a space between two runs of three characters or more
parts two clauses, as a comma does, and the message is read so first, as typed when that is
refused; never right after a time that the next words do not start anew); only one space
(two part rows, ``lexer._rows_split``); only between Chinese characters (English words keep
theirs); only where a known word crosses it (a space between two words that make none is
kept, changing nothing). Every position still maps back to what the player typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from blackhorse.parsing.text import Message

_MIN_GAPS = 3  # spaces between Chinese characters, for a message typed so
_MAX_MEAN = 2.5  # the mean length of its Chinese words between spaces
_LONGEST = 8  # the longest word looked for across a space
# a time right before the space (10点半 换成看窗户): the order's time, not a clause of its own
_TIME_BEFORE = re.compile(
    r"[\d零〇一二两三四五六七八九十][点时](?:半|整|[一三]刻|[\d零〇一二三四五六七八九十]+分?)?$"
)


# a time right after the space (改成九点半 十点回来): a clause of its own starts there
_TIME_AFTER = re.compile(r"[\d零〇一二两三四五六七八九十]+[点时]")


def _han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _gaps(text: str) -> list[int]:
    """The single spaces standing between two Chinese characters."""
    return [
        k
        for k in range(1, len(text) - 1)
        if text[k] == " "
        and _han(text[k - 1])
        and _han(text[k + 1])
        and text[k - 1] != " "
        and text[k + 1] != " "
    ]


def spaced(text: str) -> bool:
    """Whether ``text`` is Chinese typed with a space between words (一直 苟 在 房间 .)."""
    if len(_gaps(text)) < _MIN_GAPS:
        return False
    runs = [w for w in text.split() if w and all(_han(c) for c in w)]
    return bool(runs) and sum(map(len, runs)) / len(runs) <= _MAX_MEAN


def joined(msg: Message, known: Callable[[str], bool], commas: bool = False) -> Message:
    """``msg`` with the spaces a known word crosses dropped, in a message typed with a space
    between words; elsewhere, with ``commas``, with a space between two clauses read as their
    comma (:func:`_commas`: the reader tries that reading first, and the message as typed when
    it is refused)."""
    text = msg.text
    if not spaced(text):
        return _commas(msg) if commas else msg
    drop: set[int] = set()
    for k in _gaps(text):
        left = _side(text, k - 1, -1)
        right = _side(text, k + 1, 1)
        if any(
            known(left[len(left) - a :] + right[:b])
            for a in range(1, len(left) + 1)
            for b in range(1, len(right) + 1)
            if a + b <= _LONGEST
        ):
            drop.add(k)
    if not drop:
        return msg
    kept = [i for i in range(len(text)) if i not in drop]
    return Message(msg.original, "".join(text[i] for i in kept), tuple(msg.origin[i] for i in kept))


def has_comma_spaces(text: str) -> bool:
    """Whether :func:`joined` with ``commas`` would read a space of ``text`` as a comma."""
    msg = Message.of(text)
    return not spaced(msg.text) and _commas(msg) is not msg


def _commas(msg: Message) -> Message:
    """``九点去草坪 赵强要是一个人在就干掉 不是的话就回房间``: in a message not typed with a space
    between words, a single space between two Chinese characters, with three characters or more
    on each side before the next space or punctuation, parts two clauses, as a comma does; not
    after a time (``10点半 换成看窗户``: the time is the order's)."""
    text = msg.text
    commas = [
        k
        for k in sorted({*_gaps(text), *_after_number_or_name(text)})
        if _chunk(text, k - 1, -1) >= 3
        and _chunk(text, k + 1, 1) >= 3
        and not (_TIME_BEFORE.search(text, 0, k) and not _TIME_AFTER.match(text, k + 1))
    ]
    if not commas:
        return msg
    chars = list(text)
    for k in commas:
        chars[k] = ","
    return Message(msg.original, "".join(chars), msg.origin)


def _after_number_or_name(text: str) -> list[int]:
    """The single spaces after a room number or a Latin name that closes a Chinese clause, before
    a Chinese one (``九点去205 小鹿要是一个人在就杀``, ``去找Tom 他要是一个人``): parted as between two
    Chinese characters (round eight, qqsaid.py); a clause of digits alone is a time, never parted."""
    out = []
    for k in range(1, len(text) - 1):
        if text[k] != " " or not text[k - 1].isalnum() or _han(text[k - 1]) or not _han(text[k + 1]):
            continue
        j = k - 1
        while j >= 0 and text[j].isalnum() and not _han(text[j]):
            j -= 1
        if j >= 0 and _han(text[j]) and text[j] not in "点时分":
            out.append(k)
    return out


def _chunk(text: str, i: int, step: int) -> int:
    """How many characters stand from ``i`` on, going ``step``, before a space or punctuation."""
    n = 0
    while 0 <= i < len(text) and (text[i].isalnum() or _han(text[i])):
        n += 1
        i += step
    return n


def _side(text: str, i: int, step: int) -> str:
    """The Chinese characters from ``i`` on, going ``step`` (left: -1), across single spaces
    between Chinese characters, up to :data:`_LONGEST`; in reading order."""
    out: list[str] = []
    while 0 <= i < len(text) and len(out) < _LONGEST:
        ch = text[i]
        if _han(ch):
            out.append(ch)
        elif not (ch == " " and 0 <= i + step < len(text) and _han(text[i + step]) and text[i - step] != " "):
            break
        i += step
    return "".join(reversed(out)) if step < 0 else "".join(out)
