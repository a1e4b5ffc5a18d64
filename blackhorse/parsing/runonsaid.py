"""A message spoken into a phone or typed with spaces for commas (issue 22, player styles):
where its clauses part (docs/PARSING.md, *Player styles*).

Voice input writes what is said with no punctuation, a space at each pause (``我就把她杀了 要是有别人在
那或者没人开门我就回自己屋里去``); a teenager types the same way (``直接带走 不是一个人的话就撤``). A
space between two Chinese characters is a clause's end where what stands before it ends an
order (a kill and whom, the one visited, a place, a look, going home, a stay) and what stands
after it opens one (a condition, "otherwise", a time, "then", the one spoken of before "if":
``她要是``): there it parts the clauses as a comma does. Anywhere else a space parts nothing
(``如果 他 一个人在``: words typed apart, :mod:`blackhorse.parsing.text`).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.hanzi import is_han
from blackhorse.parsing.ranges import range_at

# what ends an order before the pause
_ENDS = frozenset(
    {"PLACE", "WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "RETURN_HOME", "ROOMWORD", "STAY", "KILL"}
)
# what opens the next clause after it
_OPENS = frozenset({"IF", "OTHERWISE", "TIME", "THEN"})


def _ends_an_order(tokens: list[Token], k: int) -> bool:
    t = tokens[k]
    if t.type in _ENDS:
        return True
    # 把她杀了 / 杀了他: the one killed; 找奥黛: the one visited
    return t.type in ("PRONOUN", "NAME") and k > 0 and tokens[k - 1].type in ("KILL", "VISIT")


def _opens(tokens: list[Token], k: int) -> bool:
    t = tokens[k]
    if t.type in _OPENS:
        return True
    # 她要是一个人在: the one spoken of, then "if"
    return t.type in ("PRONOUN", "NAME") and k + 1 < len(tokens) and tokens[k + 1].type == "IF"


def spoken_clauses(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with a comma (``SEP``) at each space that parts two clauses (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if out and _opens(tokens, k) and _ends_an_order(tokens, k - 1):
            end, start = tokens[k - 1].end_pos or 0, t.start_pos or 0
            gap = text[end:start]
            spaced = bool(gap) and not gap.strip(" ") and end > 0 and start < len(text)
            if spaced and is_han(text[end - 1]) and is_han(text[start]):
                out.append(Token("SEP", ",", start_pos=end, end_pos=start))
        out.append(t)
    return out


_SENTENCE_ENDS = frozenset({".", "。", "!", "！", ";", "；", "\n"})
_STANDING = frozenset({"ANYWHERE", "MEET"})


def then_all_night(tokens: list[Token]) -> list[Token]:
    """``…十点十分回来房间。然后整晚只要在哪里遇到X一个人，就把她解决掉``: a "then" opening a sentence
    that says "all night" and a meeting is no later time: it tells the next thing the message says
    (the night's standing kill, its own sentence), and is set aside and said; so before the kill's
    window (``然后9点到10点之间不管在哪遇到Nigel…就杀了他``: round twenty-nine; it read the window as a stay
    from 9 to 10, and the kill from 10 to 11, a misread). Before anything else (``然后整晚待在房间``:
    from when?) it stays as said."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "THEN" or k == 0 or k + 1 >= len(out):
            continue
        hours = range_at([u.type for u in out], k + 1)  # 然后9点到10点之间…: its window (round 29)
        if out[k + 1].type != "ALLNIGHT" and (hours is None or hours.start != k + 1):
            continue
        if not (out[k - 1].type == "SEP" and str(out[k - 1]) in _SENTENCE_ENDS):
            continue
        rest = []
        for u in out[k + 2 if hours is None else hours.end :]:
            if u.type == "SEP" and str(u) in _SENTENCE_ENDS:
                break
            rest.append(u.type)
        if _STANDING & set(rest) and "KILL" in rest:
            out[k] = Token("ASIDE", str(t), start_pos=t.start_pos, end_pos=t.end_pos)
    return out
