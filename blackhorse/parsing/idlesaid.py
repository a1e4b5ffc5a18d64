"""Doing nothing from a time on (issue 22, Chinese round five; docs/PARSING.md).

``十点以后啥也不干睡觉``, ``10点起什么都不做``, ``十点之后啥都不干了``: from that time the player does
nothing: stays where they are and stops looking, as ``十点以后不看了`` says (a ``STAY``: an order at
that time with no going and no look). So is it after a span said as a word (``之前什么都不做``, ``此前啥也
不干``, ``整晚什么都不干``: round twenty-one): staying, no look, for that span. Only right after a time
(and 以后 / 之后 / 起 / 开始) or such a span; elsewhere
"nothing else" (``9点去花园，啥也不干，10点回屋``) is set aside as before, and "not killing anyone"
(``啥也不杀``) is refused as before.
"""

from __future__ import annotations

import re

from lark import Token

_WHAT = frozenset({"啥", "什么", "啥事", "什么事", "啥事儿", "什么事儿"})
_DO = frozenset({"干", "做", "干了", "做了", "弄", "搞"})
_AFTER = re.compile(r"\s*(?:以后|之后|后|起|开始|往后)?\s*(?:就|我就|我)?\s*")


def idle_from(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with "nothing at all" right after a time read as staying, no look."""
    out = list(tokens)
    for k in range(1, len(out) - 2):
        after = out[k].type == "THEN" and str(out[k]) in _THEN  # 十点之后: the time's own "after"
        said = out[k + after : k + after + 3]
        if len(said) < 3:
            continue
        time, (what, neg, do) = out[k - 1], said
        if time.type not in ("TIME", "ALLNIGHT") or what.type != "UNKNOWN" or str(what) not in _WHAT:
            continue
        if neg.type != "NOT" or do.type != "UNKNOWN" or str(do) not in _DO:
            continue
        gap = text[out[k + after - 1].end_pos or 0 : what.start_pos or 0]
        if _AFTER.fullmatch(gap) is None:
            continue
        start, end = out[k].start_pos or 0, do.end_pos or 0
        out[k : k + after + 3] = [Token("STAY", text[start:end], start_pos=start, end_pos=end)]
        break
    return out


_THEN = frozenset({"之后", "以后", "往后"})
