"""Watches that alternate: the window and the peephole in turn, every so often.

Players say a watch that switches between the window and the peephole as a pattern, not slot
by slot (seed 五.3 (1) lets one peek through either, changing on the ten):
``窗户和门孔轮流看，每10分钟换一次，先看窗户``, ``轮流看窗户和门孔，每十分钟一换，先门孔``,
"alternate window and peephole every slot, window first", "switch between the window and the
peephole every 10 minutes, starting with the peephole". :func:`alternation` reads the pattern
into one ``ALTERNATION`` word (``first|second|every``, every in minutes; ``?`` where the message
does not say it) so that the assembler can write it out slot by slot over the order's time
(:meth:`blackhorse.parsing.timing.TimeForms.alternate`). Which comes first and how often are
never guessed: a pattern without them is refused at the pattern, saying what to add.

"Go on like this" after two watches said slot by slot (``8点窗户，8点10门孔，8点20窗户……就这样每10
分钟换一次到9点``, "and so on every 10 minutes till 9") is the same pattern carried on from the
last slot said: an ``EVERY`` word with no pair of its own.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import set_aside_together
from blackhorse.parsing.casualwords import COLONS

PEEKS = ("WINDOW", "PEEPHOLE")
# what may stand inside the pattern's words (从窗户和门孔轮流看; "between the window and the peephole")
_INSIDE = frozenset(
    {"WINDOW", "PEEPHOLE", "JOIN", "AND", "LISTJOIN", "FROM", "USE", "PEEK_VERB", "BETWEEN", "TO"}
)
# which comes first, said before the window or the peephole (先看窗户, first the window, starting with ...)
_FIRST_BEFORE = re.compile(
    r"(先|首先|开始先|一开始|先从|first|starting with|start with|beginning with|begin with)\s*(the\s*)?$"
)
_FIRST_AFTER = re.compile(r"^\s*(先|在先|开始|起头|first)(?![a-z])")  # 从窗户开始: starting with it
_EVERY_SLOT = re.compile(r"(slot|时段每10分钟)")
_NUMBER = re.compile(r"\d{1,2}|[零〇一二两三四五六七八九十]{1,3}|ten|twenty|thirty|forty|fifty|sixty")
_EN = {"ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60}
_CN = {
    "十": 10,
    "二十": 20,
    "三十": 30,
    "四十": 40,
    "五十": 50,
    "六十": 60,
    "一": 1,
    "两": 2,
    "二": 2,
    "三": 3,
}


def every_minutes(word: str) -> int | None:
    """How often an ``EVERY`` word says to switch, in minutes (``每10分钟换一次`` 10, "every slot"
    10, ``每半小时`` 30); None when it does not say."""
    low = word.lower()
    if _EVERY_SLOT.search(low):
        return 10
    if "半" in low or "half" in low:
        return 30
    m = _NUMBER.search(low)
    if m is None:
        return None
    said = m.group()
    value = int(said) if said.isdigit() else _EN.get(said, _CN.get(said))
    if value is not None and ("小时" in low or "hour" in low):
        value *= 60
    return value


def _first(tokens: list[Token], text: str) -> str | None:
    """The window or the peephole the pattern says comes first, or None."""
    firsts = set()
    for t in tokens:
        if t.type not in PEEKS:
            continue
        start, end = t.start_pos or 0, t.end_pos or 0
        before = text[max(0, start - 16) : start]
        before = re.sub(r"(看|从|用|透过|watch(ing)?|look(ing)?( out)?( through)?)\s*$", "", before).rstrip()
        if _FIRST_BEFORE.search(before.lower()) or _FIRST_AFTER.match(text[end : end + 8].lower()):
            firsts.add(t.type)
    return firsts.pop().lower() if len(firsts) == 1 else None


def _clause_end(t: Token) -> bool:
    return t.type == "SEP" and str(t) not in (",", "，", "、")


def alternation(tokens: list[Token], text: str) -> list[Token]:
    """The watches that alternate in ``tokens``, each read into one ``ALTERNATION`` word."""
    out = _slashed(list(tokens))
    k = 0
    while k < len(out):
        t = out[k]
        paired = t.type == "EVERY" and _pair_around(out, k)  # 门孔和窗户每20分钟一换: 轮流 unsaid
        if t.type in ("EVERY", "SO_ON") and not paired and not _in_pattern(out, k):
            # 8点窗户，8点10门孔……就这样每10分钟换一次 / 以此类推: the watches said, carried on
            lo, hi = k, k + 1
            while hi < len(out) and out[hi].type in ("EVERY", "SO_ON"):
                hi += 1
            said = [every_minutes(str(u)) for u in out[lo:hi] if u.type == "EVERY"]
            often = ("?" if None in said or len(said) > 1 else str(said[0])) if said else "="
            end = out[hi - 1].end_pos
            out[lo:hi] = [Token("ALTERNATION", f"on|on|{often}", start_pos=t.start_pos, end_pos=end)]
            k += 1
            continue
        if t.type != "ALTERNATE" and not paired:
            k += 1
            continue
        lo = k
        while lo > 0 and out[lo - 1].type in _INSIDE | {"EVERY"}:
            lo -= 1
        # before a comma: which first (先从门孔看，门孔和窗户每20分钟一换); nothing else
        while lo >= 2 and out[lo - 1].type == "SEP" and not _clause_end(out[lo - 1]):
            j = lo - 1
            while j > 0 and out[j - 1].type in _INSIDE:
                j -= 1
            part = out[j : lo - 1]
            peeks = [u for u in part if u.type in PEEKS]
            if not (len(peeks) == 1 and _first(peeks, text)):
                break
            lo = j
        hi = k + 1
        while hi < len(out) and out[hi].type in _INSIDE | {"EVERY", "ALTERNATE"}:
            hi += 1  # 窗户和门孔每10分钟交替观察: the turns said after how often
        # after a comma: how often, and which first (，每10分钟换一次，先看窗户); nothing else
        while hi + 1 < len(out) and out[hi].type == "SEP" and not _clause_end(out[hi]):
            j = hi + 1
            while j < len(out) and out[j].type in _INSIDE | {"EVERY"}:
                j += 1
            part = out[hi + 1 : j]
            how_often = any(u.type == "EVERY" for u in part)
            peeks = [u for u in part if u.type in PEEKS]
            if not part or not (how_often or len(peeks) == 1 and _first(peeks, text)):
                break
            hi = j
        group = out[lo:hi]
        kinds = [u.type for u in group if u.type in PEEKS]
        if sorted(set(kinds)) != sorted(PEEKS):
            if t.type == "ALTERNATE" and len(group) == 1 and _watches_follow(out, k):
                out[k] = set_aside_together([t])  # 在屋里轮流看🤓 8点窗户 8点10分猫眼 …: a heading
            k += 1  # 轮流 without the window and the peephole both: no pattern (refused where it stands)
            continue
        first = _first([u for u in group if u.type in PEEKS], text)
        said = [every_minutes(str(u)) for u in group if u.type == "EVERY"]
        head = first or "?"
        second = "peephole" if head == "window" else "window" if head == "peephole" else "?"
        value = f"{head}|{second}|{said[0] if len(said) == 1 and said[0] else '?'}"
        start, end = group[0].start_pos, group[-1].end_pos
        out[lo:hi] = [Token("ALTERNATION", value, start_pos=start, end_pos=end)]
        k = lo + 1
    return _spelled_out(out)


def _spelled_out(tokens: list[Token]) -> list[Token]:
    """``9点开始窗户猫眼轮着来：9点窗户 9点10猫眼 9点20窗户 9点半猫眼``: a pattern with a colon after it,
    followed by the watches it stands for, each with its time (both the window and the peephole, two
    at least), only heads them: set aside and said, with the time before it when that is the first
    watch's time again (round twenty-three: it was asked which comes first, which the times say).
    Anything else after the colon, and the pattern is read as before."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ALTERNATION" or k + 1 >= len(out) or str(out[k + 1]) not in COLONS:
            continue
        j, seen, times = k + 2, set(), []
        while j + 1 < len(out) and out[j].type == "TIME" and out[j + 1].type in PEEKS:
            seen.add(out[j + 1].type)
            times.append(str(out[j]))
            j += 2
        if len(times) < 2 or seen != set(PEEKS):
            continue
        lo = k - 1 if k and out[k - 1].type == "TIME" and str(out[k - 1]) == times[0] else k
        return [*out[:lo], set_aside_together(out[lo : k + 1]), *out[k + 1 :]]
    return out


def _watches_follow(tokens: list[Token], k: int) -> bool:
    """Whether the turns ``tokens[k]`` says (``轮流看`` alone, naming neither) are spelled out right
    after it, past a mark (``：``, an emoji): the window and the peephole each with a time of its
    own, two watches at least (``今晚就在屋里轮着看吧：八点到八点半看窗户，八点半换猫眼，九点再换回窗户``).
    It only heads them: nothing is guessed, the times say which comes first."""
    if k + 1 >= len(tokens) or tokens[k + 1].type != "SEP":
        return False
    seen: list[str] = []
    timed = False
    for t in tokens[k + 2 :]:
        if t.type in ("TIME", "RANGE"):
            timed = True
        elif t.type in PEEKS and timed:
            seen.append(t.type)
            timed = False
        elif t.type in ("GO", "RETURN_HOME", "KILL", "IF", "ALTERNATE", "ALTERNATION", "EVERY"):
            break
    return len(seen) >= 2 and set(seen) == set(PEEKS)


def _pair_around(tokens: list[Token], k: int) -> bool:
    """Whether the window and the peephole both stand right before or after ``tokens[k]``
    (窗户和门孔每10分钟换一次, "every 10 minutes window and peephole")."""
    for step in (-1, 1):
        seen: set[str] = set()
        j = k + step
        while 0 <= j < len(tokens) and tokens[j].type in _INSIDE:
            if tokens[j].type in PEEKS:
                seen.add(tokens[j].type)
            j += step
        if seen == set(PEEKS):
            return True
    return False


def _in_pattern(tokens: list[Token], k: int) -> bool:
    """Whether the ``EVERY`` word at ``k`` belongs to an ``ALTERNATE`` pattern of its clause."""
    for step in (-1, 1):
        j = k + step
        while 0 <= j < len(tokens) and not _clause_end(tokens[j]):
            if tokens[j].type in ("ALTERNATE", "ALTERNATION"):
                return True
            if tokens[j].type in ("TIME", "PERIOD", "GO", "RETURN_HOME", "KILL", "UNTIL"):
                break
            j += step
    return False


def _slashed(tokens: list[Token]) -> list[Token]:
    """``窗户/门孔 每10分钟轮换一次``: a slash between the window and the peephole, before how often
    they switch in the same clause, joins them as 和 does (docs/PARSING.md, *Chinese at work*)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        t = out[k]
        if not (t.type == "SEP" and str(t) == "/"):
            continue
        if {out[k - 1].type, out[k + 1].type} != set(PEEKS):
            continue
        j = k + 2
        while j < len(out) and not (out[j].type == "SEP" and str(out[j]) != "/"):
            j += 1
        if any(u.type in ("EVERY", "ALTERNATE") for u in out[k + 2 : j]):
            out[k] = Token("LISTJOIN", "/", start_pos=t.start_pos, end_pos=t.end_pos)
    return out
