"""Chinese, round nine: words said in passing, read on the message's text before its words are cut
(docs/PARSING.md, *Chinese, round nine: a café's group*; the rest of the round in
:mod:`blackhorse.parsing.cafesaid`).

- **"Wait, no" before the correction**: ``等等 不是 改成9点40``, ``等一下不对，9点40``, ``哦不是 是二零七``:
  a word of stopping oneself (等等, 等一下, 等下, 哦, 啊, 呃, 欸 ...) then 不是 / 不对 (once or twice) right
  before what replaces (改成, 换成, 是, a time or a number) is the change of mind ``不对`` already is;
  不是 alone there was read as a negation. ``啊不是8点40，是8点50`` (the value denied, then the one meant)
  keeps its 不是, read as 不是Y，是X is (:mod:`blackhorse.parsing.amendsaid`).
- **Today as tonight before the door** (``今天门只给小鱼干开``, ``今天房门不开``): the night is the only
  "today" of a night's orders, so 今天 right before the door is 今晚 (elsewhere, in a remark about the
  day, it stays what it was).
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

_STOP = r"(?:等等|等一下|等一等|等下|等会儿|稍等|哦|噢|喔|啊|呃|额|欸|诶|哎|嗯)"
_NO = r"(?:不是|不对)"
# what follows a correction: the word that replaces (改成 ...) or the value itself (是二零七, 9点40)
_WHAT = r"(?=[\s,，、~]*(?:改成|换成|改为|换为|改到|应该是|是|那个|那位|[0-9零一二三四五六七八九十两]))"
_WAIT_NO = re.compile(rf"{_STOP}+[\s,，、~!！]*{_NO}(?:[\s,，、~]*{_NO})*{_WHAT}")
_TODAY = re.compile(r"今天(?=门|房门|的门|我的门|我房门|我这门)")


def said_in_passing(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with "wait, no" as 不对 and 今天 before the door as 今晚, and for each character the
    index in the typed message it comes from (module doc)."""
    said = [(m, _between_commas(m, text)) for m in _WAIT_NO.finditer(text)] + [
        (m, "今晚") for m in _TODAY.finditer(text)
    ]
    return replaced(text, origin, sorted(said, key=lambda s: s[0].start()))


# 不是Y，是X after "oh" (round thirty: 啊不是8点40，是8点50): the value denied said, then the one meant; read
# by amendsaid as 不是Y，是X, the interjection dropped
_DENIED_THEN_MEANT = re.compile(r"[^,，。.\n]{1,12}[,，]\s*(?:而|应该|其实)?是")


def _between_commas(m: re.Match[str], text: str) -> str:
    """不对 with a comma on each side where the message has none (voice input types none); 不是 alone
    where it opens 不是Y，是X."""
    if m.group().endswith("不是") and _DENIED_THEN_MEANT.match(text, m.end()):
        return "不是"
    before = "" if m.start() == 0 or text[m.start() - 1] in "\n,. " else ","
    after = "" if text[m.end() : m.end() + 1] in ("", "\n", ",", " ") else ","
    return before + "不对" + after
