""" "That time" pointing back at the window just said (issue 22, Chinese round five; docs/PARSING.md).

``9:30-10:30这段时间，如果遇到赵强…就杀了他。这段时间我去花园待着``: ``这段时间`` opening a sentence of its
own, not right after a range, is the range the message said before it (the same time said again);
read as that range said again, so the going is from its start to its end. Only where the message said
exactly one range before it (``9:30-10:30``, ``9点到10点半``); with none or two, which is meant is not
guessed: left as it was (refused at the word after it).
"""

from __future__ import annotations

from lark import Token

_THAT_TIME = frozenset({"这段时间", "这段时间里", "这段时间内", "这期间", "那段时间", "同一段时间"})
_RANGE_JOIN = frozenset({"UNTIL", "TO"})


def that_time(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with ``这段时间`` opening a sentence read as the one range said before it."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "BETWEEN" or k == 0:
            continue
        prev = out[k - 1]
        said = text[prev.end_pos or 0 : t.end_pos or 0].strip()  # 这期间: 这, a filler, then 期间
        if said not in _THAT_TIME:
            continue
        stayed = _stay_before(out, k, text)
        if stayed is not None:  # 8点半去花园 待到10点 这段时间碰到小米就动手: the stay just said
            a, b = stayed
            at = t.start_pos or 0
            out[k : k + 1] = [
                Token("SEP", "", start_pos=at, end_pos=at),
                Token("TIME", str(a), start_pos=at, end_pos=at),
                Token("UNTIL", "", start_pos=at, end_pos=at),
                Token("TIME", str(b), start_pos=at, end_pos=t.end_pos),
            ]
            return out
        if prev.type != "SEP" or not any(c in str(prev) for c in ".。!！;；\n"):
            continue  # only opening a sentence (9:30-10:30这段时间: the range's own word)
        ranges = [
            (a, b)
            for j, (a, join, b) in enumerate(zip(out[: k - 2], out[1 : k - 1], out[2:k], strict=True))
            if a.type == "TIME" and join.type in _RANGE_JOIN and b.type == "TIME"
        ]
        if len(ranges) != 1:
            return out
        (a, b), end = ranges[0], t.end_pos or 0
        at = end - len(said)
        out[k : k + 1] = [
            Token("TIME", str(a), start_pos=at, end_pos=at),
            Token("UNTIL", "", start_pos=at, end_pos=at),
            Token("TIME", str(b), start_pos=at, end_pos=end),
        ]
        return out
    return out


def _stay_before(tokens: list[Token], k: int, text: str) -> tuple[Token, Token] | None:
    """The order's time and the end of its stay, when ``这段时间`` at ``k`` comes right after a
    going or a stay said with its end (``8点半去花园 待到10点 这段时间…``: 20:30 to 22:00), with only
    a space, a comma or a sentence's end between; None elsewhere."""
    j = k - 1
    if j >= 0 and tokens[j].type == "SEP" and str(tokens[j]).strip() in ("", ",", "，", "。", "."):
        j -= 1
    if j < 2 or tokens[j].type != "TIME" or tokens[j - 1].type != "UNTIL":
        return None
    end = tokens[j]
    if text[end.end_pos or 0 : tokens[k].start_pos or 0].strip(" ,，。."):
        return None
    i = j - 2
    while i >= 0 and tokens[i].type not in ("TIME", "RANGE", "PERIOD", "UNTIL"):
        if tokens[i].type == "SEP" and str(tokens[i]).strip(" ,，"):
            return None  # a sentence's end: the stay is of an order said before it
        i -= 1
    if i < 0 or tokens[i].type != "TIME" or i + 1 >= j - 1:
        return None
    if not {t.type for t in tokens[i + 1 : j - 1]} & {"GO", "STAY", "RETURN_HOME"}:
        return None
    return tokens[i], end
