"""A rough time taken back before it is said (docs/PARSING.md, *English, round five*): ``Around... no, at
exactly 9:40 I'll come back``, ``about... actually, 9:40 home``, ``大概……不对，9点40回房``.

A word of a rough time (around, about, roughly, 大概, 左右 ...: ``VAGUE``) with no time after it, then a
change of mind (no, actually, I mean, wait, 不对, 不是 ...) and a time: the player started to say a rough
time, and says the exact one instead. The rough word and the change of mind are set aside and said (the
``ignored:`` line); the time is read. Only when nothing but punctuation stands between the rough word
and the change of mind, and the time comes right after it (with "at", "exactly"); a rough word before a
time (``around 9:40``) is still refused as vague, and a change of mind elsewhere is read as before.
"""

from __future__ import annotations

from lark import Token

_BACK = frozenset(
    {"no", "nope", "no wait", "wait", "actually", "actually,", "i mean", "sorry", "or rather", "rather"}
    | {"make that", "scratch that", "不对", "不是", "不", "哦不", "啊不", "不不", "算了"}
)


def rough_taken_back(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a rough word taken back by an exact time (module doc) set aside."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "VAGUE":
            continue
        j = k + 1
        while j < len(out) and out[j].type == "SEP" and str(out[j]) in ",.…-—~，。、":
            j += 1
        if j >= len(out) or out[j].type != "CHANGE" or str(out[j]).strip(" ,，").lower() not in _BACK:
            continue
        n = j + 1
        while n < len(out) and out[n].type == "SEP" and str(out[n]) in ",，":
            n += 1
        if n < len(out) and out[n].type == "AT":
            n += 1
        if n >= len(out) or out[n].type != "TIME":
            continue
        a, b = t.start_pos or 0, out[j].end_pos or 0
        said = Token("ASIDE", text[a:b], start_pos=a, end_pos=b)
        return [*out[:k], said, *out[j + 1 :]]
    return out
