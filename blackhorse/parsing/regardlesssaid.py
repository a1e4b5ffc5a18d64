"""Whoever is around, said by naming someone (issue 22, Chinese round five; docs/PARSING.md).

``不管刘洋在不在``, ``无论王建国在没在``, ``不论Tom在不在场``: "whether X is there or not" says the
order holds either way, as ``不管有没有人`` does (``if: always``); the person named changes nothing
of it. Only a name (never 他 / 她: whose?), right after 不管 / 无论 / 不论, and only the two
cases said together (在不在, 在没在, 在与否, 是否在): ``不管刘洋在`` or ``不管刘洋不在`` stays as
it was read (refused).
"""

from __future__ import annotations

import re

from lark import Token

_EITHER = re.compile(r"\s*(?:在不在|在没在|在与否|是否在|在或不在)(?:场|旁边|身边|那里|那儿)?")


def either_way(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with ``不管`` + a name + "there or not" read as one "whoever is around"."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, name = out[k], out[k + 1]
        if t.type == "ALWAYS" and str(t) in ("不管", "无论", "不论") and name.type == "NAME":
            m = _EITHER.match(text, name.end_pos or 0)
            if m is not None:
                j = k + 2
                while j < len(out) and (out[j].end_pos or 0) <= m.end():
                    j += 1
                if j == k + 2 or (out[j - 1].end_pos or 0) != m.end():
                    k += 1
                    continue
                start = t.start_pos or 0
                out[k:j] = [Token("ALWAYS", text[start : m.end()], start_pos=start, end_pos=m.end())]
        k += 1
    return out
