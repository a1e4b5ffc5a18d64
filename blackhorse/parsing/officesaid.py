"""Chinese, round eight: at work, read by class (issue 22; docs/PARSING.md, *Chinese, round eight:
at work*).

- **A kill said with 对 / 将 before the person** (``则对老杨执行击杀``, ``将其击杀``, ``对他下手``): an
  office's way of saying ``把X杀了``: 对 or 将 right before the person, the kill's verb right after, is 把.
  **Decision:** only with the person and the kill next to it; 对 anywhere else is read as before
  (``只对小鱼开放``: the door; ``对面``: a word refused).
- **A door field filled in with the door's state alone** (``门：开放``, ``房门：关闭``, ``开门设置：关``,
  ``房门：今晚锁着``): a form's or a list's door line whose value is only "open" or "shut" is that
  door rule (``谁敲门都开门`` / ``10点前不给任何人开门``). **Decision:** only the whole value, to the line's
  end; a value with more (``门：开放给小鱼``) is read as before.
- **"Done" said last** (``…10点回房间睡觉。\n搞定！！！``, ``搞定啦～``): 搞定 alone as the message's last
  sentence, after a sentence naming no one, is the player saying they are done, set aside and said.
  **Decision:** after a sentence naming a person, a condition, a visit or a kill (``去209找赵强。搞定！``)
  or with a person after it (``搞定他``) it stays the kill, read or refused as before; but when the
  message has already said its kill (``要是她一个人就干掉她🔪 不是一个人我就回自己房间。搞定 哈哈哈``, round
  twenty-three) a bare 搞定 last adds no kill: it is "done", whatever the sentence before names (it
  was read as a second kill, given to the "otherwise": a misread).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import DOOR_RULES, retoken

_BA = frozenset({"对", "将"})
_PERSON = frozenset({"NAME", "PRONOUN"})
_HIM = frozenset("他她其")


def kill_with_dui(tokens: list[Token]) -> list[Token]:
    """``对老杨执行击杀``: 对 / 将 + the person + the kill is 把 + the person + the kill (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):  # 对他 / 将其 cut as one word before the kill: 对 + 他
        said = str(t)
        if t.type == "UNKNOWN" and len(said) == 2 and said[0] in _BA and said[1] in _HIM:
            nxt = tokens[k + 1] if k + 1 < len(tokens) else None
            if nxt is not None and nxt.type == "KILL" and nxt.start_pos == t.end_pos:
                mid = (t.start_pos or 0) + 1
                out += [Token("BA", said[0], start_pos=t.start_pos, end_pos=mid)]
                out += [Token("PRONOUN", said[1], start_pos=mid, end_pos=t.end_pos)]
                continue
        out.append(t)
    for k in range(len(out) - 2):
        t = out[k]
        if (
            t.type == "UNKNOWN"
            and str(t) in _BA
            and out[k + 1].type in _PERSON
            and out[k + 1].start_pos == t.end_pos
            and out[k + 2].type == "KILL"
        ):
            out[k] = retoken("BA", t)
    return out


# a door field's label at a line's start (门：, 房门：, 房门设置（22点前）：, 开门策略：), then 今晚
_DOOR_FIELD = re.compile(
    r"(?m)^[ \t]*(?:房门|门|开门|房门设置|开门设置|门的设置|门禁|开门策略|开门规则|房门状态|门状态)"
    r"[ \t]*(?:\([^()\n]*\))?[ \t]*:[ \t]*(?:今晚|今夜)?[ \t]*"
)
_OPEN_STATES = frozenset(
    {"开放", "开", "开着", "打开", "敞开", "常开", "全开", "都开", "不锁", "不关", "不上锁"}
)
_SHUT_STATES = frozenset(
    {
        "关闭",
        "关",
        "关着",
        "锁",
        "锁着",
        "上锁",
        "锁上",
        "紧闭",
        "全关",
        "都关",
        "不开",
        "不开放",
        "关门",
        "锁门",
    }
)
_FIELD_END = re.compile(r"[ \t]*[。.!！]?[ \t]*(?:\n|$)")


def door_field(tokens: list[Token], text: str) -> list[Token]:
    """``门：开放``, ``房门：关闭``, ``开门设置：关``: a door field's value said as the door's state
    alone is that door rule (module doc)."""
    out = list(tokens)
    for m in _DOOR_FIELD.finditer(text):
        for states, kind in ((_OPEN_STATES, "DOOR_OPEN"), (_SHUT_STATES, "DOOR_CLOSED")):
            said = next(
                (s for s in sorted(states, key=len, reverse=True) if text.startswith(s, m.end())), None
            )
            if said is None or not _FIELD_END.match(text, m.end() + len(said)):
                continue
            a, b = m.end(), m.end() + len(said)
            inside = [k for k, t in enumerate(out) if a <= (t.start_pos or 0) and (t.end_pos or 0) <= b]
            crossing = any(
                (t.start_pos or 0) < a < (t.end_pos or 0) or (t.start_pos or 0) < b < (t.end_pos or 0)
                for t in out
            )
            if not inside or crossing or any(out[k].type in DOOR_RULES for k in inside):
                break  # 门：关门 (a door rule already): read as before
            first = out[inside[0]]
            read_past(first, *(out[k] for k in inside[1:]))
            out[inside[0] : inside[-1] + 1] = [Token(kind, said, start_pos=a, end_pos=b)]
            break
    return out


_DONE = frozenset({"搞定", "搞定了", "搞定啦"})
_STOPS = frozenset({"\n", "。", ".", "!", "！", "~", "～"})
# what, in the sentence before, would make 搞定 a kill of someone (the person, a condition, a visit)
_SOMEONE = frozenset(
    {"NAME", "PRONOUN", "IF", "ALONE", "MEET", "VISIT", "KNOCK", "KILL", "NOBODY_ELSE", "SOMEONE"}
)


def done_said_last(tokens: list[Token]) -> list[Token]:
    """``…10点回房间睡觉。\\n搞定！！！``: 搞定 alone as the message's last sentence, after a sentence
    naming no one (no person, condition, visit or kill), is "done", set aside and said (module
    doc)."""
    words = [k for k, t in enumerate(tokens) if t.type not in ("SEP", "ASIDE")]
    if not words:
        return tokens
    last = words[-1]
    t = tokens[last]
    if t.type != "KILL" or str(t) not in _DONE or last == 0:
        return tokens
    if tokens[last - 1].type != "SEP" or str(tokens[last - 1]) not in _STOPS:
        return tokens  # 去209把他搞定: the kill
    k = last - 1
    while k >= 0 and tokens[k].type in ("SEP", "ASIDE"):  # the stops and emoji before it
        k -= 1
    sentence: list[Token] = []
    while k >= 0 and not (tokens[k].type == "SEP" and str(tokens[k]) in _STOPS):
        sentence.append(tokens[k])
        k -= 1
    killed = any(u.type == "KILL" for u in tokens[:last])  # the message's kill, said before
    if not sentence or not killed and any(u.type in _SOMEONE for u in sentence):
        return tokens
    out = list(tokens)
    out[last] = retoken("ASIDE", t)
    return out
