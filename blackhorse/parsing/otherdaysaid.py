"""Another day told, in Chinese (docs/PARSING.md, *Chinese as players type it, the story round*):
``昨天晚上我从窗户看到有人在草坪上晃``, ``上次他老在我门口转``, ``因为昨晚苏晴来敲过我的门``,
``我昨天看到窗外草坪上有两个人``, ``（他昨天说他喜欢花园）``. A sentence that opens with another day
(昨天, 昨晚, 前天, 上次, 那天 ...; earlier today, 今天下午, 白天 ...: round twenty-two; after ``因为`` /
``由于`` and who did it, or not) tells what happened then: it is why the player does what they do
tonight, never what to do. It is set aside whole, to its end, and said on the echo's ``已忽略：`` line,
whatever words of the orders it holds (a look, the
door, a kill, a place, a going: they were another night's).

Its end: the end of the sentence (。！？, a line's end, ；, an emoji), the bracket it stands in, or the
clause that turns to tonight (``，所以…``, ``，今晚…``, ``，但是…``).

**Never set aside** (read, or refused at the word, as before): a story holding a time, a period or
a length of time (``昨天九点他在花园``: the time may be tonight's), tonight (``昨天没去成，今晚去``
with no comma before 今晚 is still tonight's), a change of mind, a choice, or the orders of another
day pointed at (``跟昨天一样``, ``昨天那样``, ``照昨天的``: the orders it means are not in the
message), or a word the reader does not know shaped like a time, a correction or a reference
(:mod:`blackhorse.parsing.meaning`).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import EMOJI
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.meaning import holds_any

# the opening: a reason word, who, then another day (the longest first)
_OPENS = re.compile(
    r"(?:因为|由于)?\s*(?:我|俺|咱|本人|他|她|他们|她们)?\s*"
    r"(?P<day>昨天晚上|昨天夜里|前天晚上|前几天|前几晚|前两天|前两晚|昨天|昨晚|昨夜|前天|前晚|上次|上回|上一次|那天|那晚"
    # earlier today (round twenty-two: 今天下午我在公司越想越不对劲, 白天开了一天会)
    r"|今天下午|今天上午|今天中午|今天白天|今天早上|今早|白天|下午|上午|中午)"
)
# where the story ends: a sentence's end (an emoji too: 看不下去了😂 好啦), its bracket's end, or a
# clause turning to tonight
_ENDS = re.compile(
    f"[。.！？!?\n；;）){EMOJI}]"
    r"|[，,、]\s*(?=所以|因此|于是|今晚|今天|今夜|但|可是|不过|这次|这回)"
    # the visit it was told in goes on, to a time (…上回她说要给我看她家猫的照片哈哈，聊到九点吧: round 27)
    r"|[，,、]\s*(?=(?:聊到|待到|呆到|坐到|玩到)\s*(?:\d|[一二三四五六七八九十两]))"
)
# kinds of the words of an order the story may not hold: a time of tonight, a change, a choice
_BARRED = frozenset(
    {"TIME", "PERIOD", "RANGE", "DURATION", "CHANGE", "CORRECTED", "CHOICE", "HEDGE", "EVERY"}
)
_BARRED_CLASSES = frozenset({"clock", "time", "correction", "reference", "choice"})
# a time, however the lexer cut it (昨天九点: one word it does not know)
_CLOCK = re.compile(r"[0-9零一二两三四五六七八九十廿]\s*(?:点|时|:|：|\.[0-9])")
# tonight, and the orders of another day pointed at
_TONIGHT = re.compile(
    r"今晚|今天(?!下午|上午|中午|白天|早上)|今夜|tonight|一样|(?<![成得])那样|照(?![片相顾])|同样|老样子|照旧|差不多"
)  # 吵成那样 (so much), 今天下午 (earlier today): the story's own
# the story's own words (round twenty-two): "what time" asked (问我几点睡), a
# feeling that something is off (越想越不对劲: no "otherwise"), another day again (下午…昨天说话…): no
# time, no orders pointed at, no failure of an order
# a sigh or an interjection before the story (round twenty-six: 唉今天白天被柱子怼了一整天)
_SIGHS = "唉哎诶欸呃额嗯哦噢"
_STORYS_OWN = re.compile(r"几点|不对劲|昨天|昨晚|前天")


def told(tokens: list[Token], text: str, lex: Lexicon) -> list[Token]:
    """``tokens`` with each story of another day (module doc) made one ASIDE word."""
    out = list(tokens)
    for m in _OPENS.finditer(text):
        start = _who_told(out, text, m.start())
        sighed = len(text[:start].rstrip(_SIGHS))  # 唉今天白天被柱子怼了一整天: a sigh opens it
        if sighed < start and any((t.start_pos or 0) == sighed < start < (t.end_pos or 0) for t in out):
            start = sighed  # the sigh cut with the story's first words, one word the lexer did not know
        before = text[:start].rstrip(" \t").rstrip(_SIGHS)
        if before and before[-1] not in "，,。.！？!?\n；;：:（(～~ " and not _set_aside_before(out, start):
            continue  # 我觉得昨天…: inside a clause, not opening one
        stop = _ENDS.search(text, m.end())
        end = stop.start() if stop is not None else len(text)
        part = [k for k, t in enumerate(out) if (t.start_pos or 0) >= start and (t.end_pos or 0) <= end]
        if not part or any((out[k].start_pos or 0) < start < (out[k].end_pos or 0) for k in range(len(out))):
            continue  # inside a word the lexer read
        if part != list(range(part[0], part[-1] + 1)):
            continue
        day = m.end("day")
        words = [_after(out[k], text, day) for k in part if (out[k].end_pos or 0) > day]
        words = [
            Token(
                w.type,
                _STORYS_OWN.sub(lambda own: " " * len(own[0]), str(w)),
                start_pos=w.start_pos,
                end_pos=w.end_pos,
            )
            for w in words
        ]
        if (
            _TONIGHT.search(text, day, end)
            or _CLOCK.search(text, day, end)
            or holds_any(words, lex, _BARRED, _BARRED_CLASSES)
        ):
            continue
        stop_at = start + len(text[start:end].rstrip(" \t,，、"))  # its fillers too (想杀我: 我)
        said = Token("ASIDE", text[start:stop_at], start_pos=start, end_pos=stop_at)
        out[part[0] : part[-1] + 1] = [said]
    return out


def _who_told(tokens: list[Token], text: str, start: int) -> int:
    """Where the story starts: at the person named right before its day (赵强昨天说…), or ``start``."""
    prev = [t for t in tokens if (t.end_pos or 0) <= start]
    if prev and prev[-1].type in ("NAME", "PRONOUN") and not text[prev[-1].end_pos or 0 : start].strip():
        return start if prev[-1].start_pos is None else prev[-1].start_pos
    return start


def _after(t: Token, text: str, day: int) -> Token:
    """The word ``t``, or what it says after the day that opens the story (昨天的案子发: 的案子发)."""
    if (t.start_pos or 0) >= day:
        return t
    return Token(t.type, text[day : t.end_pos or day], start_pos=day, end_pos=t.end_pos)


def _set_aside_before(tokens: list[Token], start: int) -> bool:
    """Whether the word right before ``start`` is one set aside (a greeting, a reason opened)."""
    prev = [t for t in tokens if (t.end_pos or 0) <= start]
    return bool(prev) and prev[-1].type == "ASIDE"
