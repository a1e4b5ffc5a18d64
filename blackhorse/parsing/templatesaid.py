"""An order form filled in, as a GM's template sends it round (docs/PARSING.md, *Chinese as
players type it, the new-group round*)::

    【今晚行动单】
    第一时段（8:00-8:59）：8:00起在204从窗户看花园
    第二时段（9:00-9:59）：同上
    开门设置（22点前）：默认
    杀人/条件：无
    备注：无

Who fills it in (``玩家：包探长``, ``身份：警察``, and their room, ``房间：207``: a room number alone) is
the sender signing, set aside whole. A field's
label is the form's, not the player's: the kill and the door it names (``杀人/条件``,
``开门设置``) are no order. A field left empty (``无``, ``没有``, ``默认``, ``-``) or said "as above"
(``同上``, under a period after another period) says nothing: its whole line is set aside and said;
so are a period's own hours in brackets after its heading (``第二时段（9:00-9:59）``). **Decision:** a
form's period field says what one does from that hour on, until the next time the form says
(``第二时段：一直在花园`` then ``第三时段：10:10回204`` stays in the garden until 10:10), as a time does;
it is not a range that ends back home at the hour's end; a field whose order says its own time
(``第三时段（10:00-10:59）：10:10回204``) is that order, the heading set aside.
A field filled in keeps what the player wrote after its label: ``杀人/条件：碰到胖虎就杀了他`` is a kill,
read (and refused for a police officer by the rule), and ``开门设置（22点前）：只给小舟开`` the door
only for 小舟.
"""

from __future__ import annotations

import re

from lark import Token

# the labels of a form's fields whose words would otherwise read as an order's (a kill, the door, a
# condition), or that hold a remark; a bracket after the label (（22点前）) is the form's too
_LABEL = re.compile(
    r"(?m)^[ \t]*((?:击杀|杀人)目标(?:及|和|与|/)?条件|(?:击杀|杀人)目标"  # 击杀目标及条件 (Chinese at work)
    r"|杀人\s*/\s*条件|杀人或条件|杀人条件|杀人|击杀|条件"
    r"|开门策略|开门规则|开门设置|开门|门的设置|门禁|门|备注|附注|其他|其它)"
    r"[ \t]*(\([^()\n]*\))?[ \t]*:[ \t]*"
)
# who fills the form in (玩家：包探长, 身份：警察): the sender's name and role, said to the GM who knows
_WHO_LABEL = re.compile(
    r"(?m)^[ \t]*(?:(玩家|姓名|名字|昵称|身份|角色)[ \t]*:[^\n]*"
    r"|(房间|房号|房间号)[ \t]*:[ \t]*[0-9]{3}[ \t]*$)"
)
# a period's heading with its hours (第二时段（9:00-9:59）：): its value may be empty or "as above"
# (after a list's number, 2. 第二时段（9:00-9:59）; a line of its own, the orders on the lines below)
_PERIOD = re.compile(
    r"(?m)^[ \t]*(?:[1-3一二三][.、)][ \t]*)?第[一二三123]个?时段[ \t]*(\([^()\n]*\))?[ \t]*(?::[ \t]*|$)"
)
# a field's value opening with its own time (10:10回204, 九点半去…)
_TIMED = re.compile(r"[ \t]*([0-9]{1,2}[:点时]|[一二三四五六七八九十]{1,3}点)")
# the line below a heading opening with its own time (after a list's number: 2.1 9:00 去204)
_TIMED_BELOW = re.compile(
    r"\n[ \t]*(?:[1-7](?:\.[0-9])+\.?[ \t]*|[1-7][.、)][ \t]*)?"
    r"([0-9]{1,2}[:点时]|[一二三四五六七八九十]{1,3}点)"
)
# a field left empty, or "as above"
_NOTHING = re.compile(r"(无|没有|默认|正常|暂无|不变|同上|-|/|none|n/a)[ \t.。!]*$")


_ORDINAL = {"一": 0, "二": 1, "三": 2, "1": 0, "2": 1, "3": 2}


def _its_hours(heading: str, bracket: str) -> bool:
    """Whether ``bracket`` after a period's heading says that period's hours (第二时段（9:00-9:59）),
    in either clock: the form restating them, no order's time."""
    n = _ORDINAL[re.search(r"第([一二三123])", heading).group(1)]  # type: ignore[union-attr]
    said = re.sub(r"\s", "", bracket[1:-1])
    return any(said == f"{h}:00-{h}:59" or said == f"{h}:00-{h + 1}:00" for h in (8 + n, 20 + n))


def period_hours(text: str, start: int, end: int) -> bool:
    """Whether the bracket ``text[start:end]`` restates the hours of the period heading right
    before it (第二时段（9:00-9:59）): the form's, read with its heading (:func:`filled_in`), not a
    time of its own for :mod:`blackhorse.parsing.brackets` to try inline."""
    head = re.search(r"第[一二三123]个?时段[ \t]*$", text[:start])
    return head is not None and _its_hours(head.group(), text[start:end])


def filled_in(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with each form label (module doc) set aside, and each line of an empty field
    set aside whole, as ASIDE words."""
    spans: list[tuple[int, int]] = []
    starts: set[int] = set()  # where a form's period heading starts: its field, from that hour on
    for m in _LABEL.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        empty = _NOTHING.match(text, m.end(), line_end)
        spans.append((m.start() + len(m.group()) - len(m.group().lstrip()), line_end if empty else m.end()))
    for m in _PERIOD.finditer(text):
        if m.group(1) and _its_hours(m.group(0), m.group(1)):  # （9:00-9:59）: the period's own hours
            head = m.start() + len(m.group()) - len(m.group().lstrip())
            if _TIMED.match(text, m.end()) or _TIMED_BELOW.match(text, m.end()):
                # 第三时段（…）：10:10回204, or 10:10回204 on the line below: the order says its time
                spans.append((head, m.end()))
                continue
            spans.append((m.start(1), m.end(1)))
            starts.add(head)
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if _NOTHING.match(text, m.end(), line_end) and text[: m.start()].strip():
            spans.append((m.start() + len(m.group()) - len(m.group().lstrip()), line_end))
    spans += [
        (m.start() + len(m.group()) - len(m.group().lstrip()), m.end()) for m in _WHO_LABEL.finditer(text)
    ]
    out = list(tokens)
    for a, b in sorted(spans):
        inside = [k for k, t in enumerate(out) if a <= (t.start_pos or 0) and (t.end_pos or 0) <= b]
        crossing = [
            t
            for t in out
            if (t.start_pos or 0) < a < (t.end_pos or 0) or (t.start_pos or 0) < b < (t.end_pos or 0)
        ]
        if not inside or crossing:
            continue
        stop = a + len(text[a:b].rstrip())
        out[inside[0] : inside[-1] + 1] = [Token("ASIDE", text[a:stop], start_pos=a, end_pos=stop)]
    return [
        Token("TIME", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
        if t.type == "PERIOD" and t.start_pos in starts
        else t
        for t in out
    ]
