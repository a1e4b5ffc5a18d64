"""Voice input: a long message with no punctuation, its clauses parted at the times that open them.

Players who speak their orders into the phone (语音转文字) send one long run of characters with
no punctuation at all: ``我说一下我今天晚上的安排啊八点钟我去娱乐室跟大伙聊聊天九点钟回来从门孔往外看``.
Typed, the same player would have put a comma before each time (``…安排啊，八点钟我去娱乐室…，九点钟
回来…``), and the reader reads that message: the remark before the first time is set aside as an idle
clause (idleclauses.py), each time opens its order. Run together, the remark and the first order
are one clause, and the reader refuses at its first word that fits no order (``的``).

So a message the reader refused is read once more with a comma before each clock time that opens
a clause (:func:`voiced_commas`), and that reading is taken when it reads without a problem (through
the same checks and echo round trip as any message); otherwise the first refusal is what is said.

**Decisions.** Only in a run of at least :data:`RUN` characters between two punctuation marks or
spaces (a typed clause is shorter; a voice message is long); only before a Chinese clock time (九点,
10点, 八点半) or a time with a colon; never where the character before binds the time to what
precedes it (:data:`BINDING`: 到十点 "until ten", 从八点, 在九点, 九点到十点, 晚上九点, 等到, 改成九点,
差十分九点, 第二), nor right after a number; never after fewer than :data:`LEAST` characters of the
clause. The comma is only tried, never forced: a message the reader already reads is read as before.
A change of mind said in such a run (``走西边楼梯哦不对走东边楼梯``) gets a comma on either side, as a
typist puts them (round twenty-eight).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from blackhorse.parsing.hanzi import is_han
from blackhorse.parsing.text import Message

RUN = 15  # the shortest run without punctuation read as voice input
LEAST = 3  # the fewest characters of a clause before the time that opens the next one
# a character that binds the time after it to the words before it (到十点, 从八点, 晚上九点, 改成九点)
BINDING = frozenset(
    "到至从由在于等过前后以和与或跟及同是改换成把为每约近第晚夜上今天差直点钟里凌早午下整半刻"
)
_MARKS = frozenset(",;.!?:，；。！？：、\n \t\u3000()（）[]【】~～…")
_TIME = re.compile(
    r"(?:\d{1,2}|[零〇一二两三四五六七八九十廿]{1,3})[点时](?!半天|多钟头|个钟)|\d{1,2}[:：]\d{2}"
)


# a change of mind said into the phone (哦不对, 不对不对, 说错了): commas around it, as typed (round 28)
_CHANGED = re.compile(r"(?:哦|噢|啊|呃)?(?:不对不对|不对|说错了|不是不是)")


def voiced_commas(text: str) -> str | None:
    """``text`` with a comma before each clock time that opens a clause in a long run without
    punctuation (module doc); None when there is none."""
    msg = Message.of(text)
    said = msg.text
    marks = [i for i, ch in enumerate(said) if ch in _MARKS]  # once: a long message stays linear
    cuts: list[int] = []
    for m in _TIME.finditer(said):
        k = m.start()
        if k == 0 or not is_han(said[k - 1]) or said[k - 1] in BINDING:
            continue
        at = bisect_left(marks, k)
        start = marks[at - 1] + 1 if at else 0
        after = bisect_left(marks, m.end())
        end = marks[after] if after < len(marks) else len(said)
        if end - start >= RUN and k - start >= LEAST:
            cuts.append(msg.origin[k])
    for m in _CHANGED.finditer(said):  # 走西边楼梯哦不对走东边楼梯: the change said between commas
        a, b = m.start(), m.end()
        if a > 0 and b < len(said) and is_han(said[a - 1]) and (is_han(said[b]) or said[b].isdigit()):
            at = bisect_left(marks, a)
            start = marks[at - 1] + 1 if at else 0
            after = bisect_left(marks, b)
            end = marks[after] if after < len(marks) else len(said)
            if end - start >= RUN:
                cuts += [msg.origin[a], msg.origin[b - 1] + 1]
    if not cuts:
        return None
    out = list(text)
    for at in sorted(cuts, reverse=True):
        out.insert(at, "，")
    return "".join(out)


def as_typed(said: str, voiced: str, typed: str) -> str:
    """``said`` (what the reader wrote from the ``voiced`` copy: the order file's comment quoting
    the message) with each line of ``voiced`` quoted as the player typed it."""
    for line, original in zip(voiced.splitlines(), typed.splitlines(), strict=True):
        if line != original:
            said = said.replace(line, original, 1)
    return said
