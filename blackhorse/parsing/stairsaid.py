"""The stairs said as where one passes, with no word of "via" (issue 22, Chinese round six;
docs/PARSING.md).

Nobody may stop on the stairs (seed 八), so the stairs said on the way to another place are the
way there, however the player joins them to the going:

- **the stairs, then down (or up) to a place, no 走 / 从** (``9点 东楼梯下去花园``, ``西楼梯下楼到草坪``,
  ``东楼梯去花园``, ``东楼梯上去回房间``): 经东楼梯去花园;
- **going to the stairs, then on to a place** (``9点去东楼梯那边下去，到花园``, ``去西楼梯，下楼去草坪``): the
  stairs are the way, the place after them where one goes;
- **from the stairs, a comma, then the going, after the order's time** (``8:10 从西楼梯下去，去花园``):
  the route clause said between the time and its going is that going's route, as
  ``从西楼梯下去，9点去花园`` is (``doing._route_first``) with the time said first;
- **去 before going home** after the stairs (``从东楼梯上去回房间``: 上去 read as 上 + 去) says
  the going once.

**Decisions:** only the stairs (``从花园去草坪`` leaves from the garden, a place one must be at;
``去花园，到草坪`` is two places, refused); only when a going to another place (or home) follows
in the same sentence, with nothing but ``那边`` and a comma between; a time between them (``从西楼梯
下去，9点去花园``) is the next going's own (``doing._route_first``); the stairs as an order's only
place stay refused by rule 八.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past

_OPENS = frozenset({"TIME", "SEP", "THEN", "ALLNIGHT", "AND"})
_COMMAS = frozenset({",", "，", "、"})
_PLAIN_GOING = frozenset({"去", "走到", "到", "走去", "前往", "过去", "跑去", "冲", "冲到", "冲去"})


def _stairs(t: Token) -> bool:
    return t.type == "PLACE" and "stairs" in str(t)


def _tok(kind: str, value: str, at: int | None, end: int | None = None) -> Token:
    return Token(kind, value, start_pos=at, end_pos=at if end is None else end)


def stairs_passed(tokens: list[Token], text: str) -> list[Token]:
    """The stairs said on the way to a place, read as the way there (see the module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        read = _passed_at(out, k, text)
        if read is not None:
            start, end, said, dropped = read
            keep = said[0] if said else out[k]
            for t in dropped:
                read_past(keep, t)
            out[start:end] = said
        k += 1
    return out


def _passed_at(out: list[Token], k: int, text: str) -> tuple[int, int, list[Token], list[Token]] | None:
    """(start, end, the tokens read, the tokens read past) for stairs at ``k`` said on the way."""
    t = out[k]
    if not _stairs(t):
        return None
    start = k
    lead: list[Token] = []
    before = out[k - 1] if k > 0 else None
    if before is not None and before.type == "GO" and str(before) in _PLAIN_GOING:
        start, lead = k - 1, [before]  # 去东楼梯那边下去，到花园
        before = out[k - 2] if k > 1 else None
    elif before is not None and before.type in ("FROM", "VIA"):
        start = k - 1  # 从西楼梯下去，去花园 (said after its time)
        before = out[k - 2] if k > 1 else None
        if before is None or before.type != "TIME":
            return None  # with no time before it: doing._route_first, or the joins' 从东楼梯下去草坪
    if before is not None and before.type not in _OPENS:
        return None
    j = k + 1
    skipped: list[Token] = []
    if j < len(out) and out[j].type == "THERE":
        skipped.append(out[j])
        j += 1
    comma = j < len(out) and out[j].type == "SEP" and str(out[j]) in _COMMAS
    if comma:
        skipped.append(out[j])
        j += 1
    if (
        start == k
        and not lead
        and not comma
        and j < len(out)
        and _to_a_place(out, j)
        and _moves(text, t, out[j])
    ):
        said_going = _tok("GO", "去", out[j].start_pos)  # 东楼梯下去花园: 下去 said the going
        return start, j + 1, [_tok("VIA", "经", t.start_pos), t, said_going, out[j]], skipped
    if j >= len(out):
        return None
    nxt = out[j]
    if nxt.type == "GO" and str(nxt) == "去" and j + 1 < len(out) and out[j + 1].type == "RETURN_HOME":
        skipped.append(nxt)  # 上去回房间: 去 said before going home
        j += 1
        nxt = out[j]
    if nxt.type == "RETURN_HOME":
        end, going = j + 1, [nxt]
    elif nxt.type in ("GO", "TO") and j + 1 < len(out) and _to_a_place(out, j + 1):
        end, going = j + 2, [Token("GO", str(nxt), start_pos=nxt.start_pos, end_pos=nxt.end_pos), out[j + 1]]
    else:
        return None
    via = out[start] if out[start].type in ("FROM", "VIA") else None
    way = (
        Token("VIA", str(via), start_pos=via.start_pos, end_pos=via.end_pos)
        if via
        else _tok("VIA", "经", t.start_pos)
    )
    return start, end, [way, t, *going], [*lead, *skipped]


def _to_a_place(out: list[Token], j: int) -> bool:
    return out[j].type == "PLACE" and not _stairs(out[j])


def _moves(text: str, stairs: Token, place: Token) -> bool:
    """Whether 下 / 上 (down, up) is said between the stairs and the place (西楼梯下去花园)."""
    if stairs.end_pos is None or place.start_pos is None:
        return False
    between = text[stairs.end_pos : place.start_pos]
    return bool(between) and between.strip()[:1] in ("下", "上")


_GROUND = frozenset({"garden", "lawn"})  # the ground floor's places, down the stairs from the rooms


def _down_the_stairs(tokens: list[Token], k: int) -> bool:
    """``走东楼梯下花园``, ``从西楼梯下草坪``: 下 after the stairs one takes (走 / 沿 / 从 the stairs)."""
    return (
        k >= 2
        and tokens[k - 1].type == "PLACE"
        and str(tokens[k - 1]).endswith("-stairs")
        and tokens[k - 2].type in ("VIA", "FROM")
    )


# what stands between the stairs taken down and the place after a comma (走西楼梯下去，上花园)
_DOWN_THEN = re.compile(r"\s*(?:下去|下楼|下来|下)?\s*[,，]\s*(?:上|去|到|再去|再到)?\s*")


def down_then(tokens: list[Token], text: str) -> list[Token]:
    """``十点半走西楼梯下去，上花园转悠转悠``: the stairs taken down, a comma, then the garden or the
    lawn is one going, down those stairs to it, as ``走西楼梯下去花园`` is (round thirty-four; the
    comma left the route alone). Only the ground floor's places, and only with nothing but going
    down and the comma between."""
    out = list(tokens)
    for k in range(1, len(out) - 2):
        via, stairs, comma, place = out[k - 1], out[k], out[k + 1], out[k + 2]
        if via.type != "VIA" or stairs.type != "PLACE" or not str(stairs).endswith("-stairs"):
            continue
        if comma.type not in ("SEP", "LISTJOIN") or place.type != "PLACE" or str(place) not in _GROUND:
            continue
        if _DOWN_THEN.fullmatch(text, stairs.end_pos or 0, place.start_pos or 0):
            read_past(stairs, comma)
            return [*out[: k + 1], *out[k + 2 :]]
    return out


def down_to(tokens: list[Token]) -> list[Token]:
    """``8:10 下花园``, ``九点下草坪走走``: 下 (down) right before the garden or the lawn, where a
    going stands (after a time or opening a clause, or after the stairs taken: 走东楼梯下花园), is
    going down to it, as 下楼去花园 is.
    **Decision:** only 下 alone, a part the reader did not know, glued to the place: 下午, 下手,
    下次 are words of their own, and 下 before a room (upstairs) is no going down."""
    out = list(tokens)
    k = 0
    while k < len(out) - 1:
        t, nxt = out[k], out[k + 1]
        down = (
            t.type == "UNKNOWN"
            and str(t) == "下"
            and nxt.type == "PLACE"
            and str(nxt) in _GROUND
            and t.end_pos == nxt.start_pos
        )
        if down and _stairs_first(out, k):  # 20:10 东楼梯下草坪: the stairs taken, said first
            at = out[k - 1].start_pos
            out[k] = Token("GO", "下", start_pos=t.start_pos, end_pos=t.end_pos)
            out.insert(k - 1, Token("VIA", "", start_pos=at, end_pos=at))
            k += 1
        elif down and (k == 0 or out[k - 1].type in _OPENS or _down_the_stairs(out, k)):
            out[k] = Token("GO", "下", start_pos=t.start_pos, end_pos=t.end_pos)
        k += 1
    return out


def _stairs_first(tokens: list[Token], k: int) -> bool:
    """Whether the stairs stand right before ``tokens[k]`` (下), opening a clause (after its time):
    ``20:10 东楼梯下草坪`` is down the east stairs to the lawn, as ``走东楼梯下草坪`` is (round
    thirty-four)."""
    if k < 1 or tokens[k - 1].type != "PLACE" or not str(tokens[k - 1]).endswith("-stairs"):
        return False
    return k == 1 or tokens[k - 2].type in _OPENS


_GOINGS = frozenset({"GO", "RETURN_HOME"})


def same_way_again(tokens: list[Token]) -> list[Token]:
    """``九点十分回来，还是走东楼梯``: 还是 opening the clause after a going, right before the stairs taken,
    is "again, as before" (the way of that going), not "or": read with the route. 还是 anywhere else
    is left to be refused as a choice, never guessed. ``走东楼梯那边过去`` after a going: 那边 says the
    stairs' side, read with them (round twenty-seven)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if (
            t.type == "CHOICE"
            and str(t) == "还是"
            and 2 <= k < len(tokens) - 2
            and tokens[k - 1].type == "SEP"
            and str(tokens[k - 1]) in ("，", ",")
            and tokens[k - 2].type in _GOINGS
            and tokens[k + 1].type == "VIA"
            and _stairs(tokens[k + 2])
        ):
            read_past(tokens[k + 1], t)
            continue
        if (
            t.type == "THERE"
            and str(t) == "那边"
            and 2 <= k < len(tokens) - 1
            and tokens[k - 2].type == "VIA"
            and _stairs(tokens[k - 1])
            and tokens[k + 1].type == "GO"
            and str(tokens[k + 1]) in ("过去", "下去", "上去")
        ):
            read_past(tokens[k - 1], t)  # …，走东楼梯那边过去: the stairs' side, the way of the going before
            continue
        if t.type == "GO" and str(t) == "过去" and _way_after_a_going(tokens, k):
            read_past(tokens[k - 1], t)  # 去209找Fiona聊聊，走东楼梯过去: 过去 is that going, said again
            continue
        out.append(t)
    return out


def _way_after_a_going(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` (过去) ends a clause of only a staircase taken (走东楼梯(那边)过去), right
    after a clause that goes to a place by no way said (the way of that going)."""
    j = k - 1
    if j >= 0 and tokens[j].type == "THERE":
        j -= 1
    if j < 2 or not _stairs(tokens[j]) or tokens[j - 1].type != "VIA" or tokens[j - 2].type != "SEP":
        return False
    if k + 1 < len(tokens) and tokens[k + 1].type != "SEP":
        return False
    clause: list[Token] = []
    i = j - 3
    while i >= 0 and tokens[i].type not in ("TIME", "SEP"):
        clause.append(tokens[i])
        i -= 1
    kinds = [u.type for u in clause]
    places = [u for u in clause if u.type == "PLACE"]
    return kinds.count("GO") == 1 and len(places) == 1 and not _stairs(places[0]) and "VIA" not in kinds
