"""Chinese, round nine: role-play (issue 22; docs/PARSING.md, *Chinese, round nine: role-play*).
Shapes a role-playing server's players write their orders in, each read by its shape:

- **A condition word before "nobody answers"** (:func:`if_nobody_answers`): ``若不应门则返二〇四``,
  ``要是不应门就回房``, ``如果不理我就去花园``: 若 / 如果 / 要是 right before a word of nobody answering the
  door is that word's own "if" (``如果没人应门`` is one word already): read with it.
- **A slot named by its start** (:func:`slot_of_a_time`): ``八点那段就在屋里看猫眼``, ``九点的那一段``,
  ``十点这个时段``: a clock time, then "that stretch", is the order at that time. Without a time
  before it (``那段路``) the words stay what they were.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, set_aside_together
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.meaning import zh_classes
from blackhorse.parsing.slotrules import ends_sentence

# -- a condition word before "nobody answers" ----------------------------------------------------


def if_nobody_answers(tokens: list[Token]) -> list[Token]:
    """``若不应门则…``, ``要是不应门就…``: a Chinese condition word right before a word of nobody
    answering the door is read with it, as ``如果没人应门`` is one word (its "otherwise" after a
    visit, or refused where there is none, as before)."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.type == "IF"
            and t.type == "NOBODY_OPENS"
            and str(prev)[:1] >= "\u4e00"
            and str(t)[:1] >= "\u4e00"
            and prev.end_pos == t.start_pos
        ):
            merged = Token("NOBODY_OPENS", str(prev) + str(t), start_pos=prev.start_pos, end_pos=t.end_pos)
            read_past(merged, prev, t)
            out[-1] = merged
            continue
        out.append(t)
    return out


# -- a slot named by its start ---------------------------------------------------------------------

# "that stretch" after a clock time: 那段, 这一段, 的那个时段
_STRETCH = re.compile(r"(?:的)?(?:那|这)(?:一|个)?(?:段|段儿|个时段|时段)(?![路话时间])")
_STRETCH_WORDS = frozenset({"POSS", "THERE", "UNKNOWN", "FILLER"})


def slot_of_a_time(tokens: list[Token], text: str) -> list[Token]:
    """``八点那段就在屋里看猫眼``: a clock time, then 那段 / 这一段 / 那个时段 ("that stretch"), is the
    order at that time: the stretch's words are read with the time."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        out.append(t)
        k += 1
        if t.type != "TIME" or t.end_pos is None:
            continue
        m = _STRETCH.match(text, t.end_pos)
        if m is None:
            continue
        j = k
        while j < len(tokens) and (tokens[j].end_pos or 0) <= m.end() and tokens[j].type in _STRETCH_WORDS:
            j += 1
        if j == k or (tokens[j - 1].end_pos or 0) != m.end():
            continue
        read_past(t, *tokens[k:j])
        k = j
    return out


# -- a room said by its number and then as its tenant's --------------------------------------------

_ROOM_NUMBER = re.compile(r"\d{3}")


def room_and_its_tenant(tokens: list[Token]) -> list[Token]:
    """``去205白露房间``, ``到203 Tom的屋``, ``去209凯文那屋``: a room's number, then a person's room
    right after it, is the same going said twice (as ``白露房间205`` is): read as two goings of one
    order, so the same room is one place and another room is refused as a second place, never one
    of them guessed."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        rest = tokens[k + 1 : k + 3]
        if (
            prev is not None
            and prev.type == "PLACE"
            and _ROOM_NUMBER.fullmatch(str(prev))
            and t.type == "NAME"
            and rest
            and (
                rest[0].type == "ROOMWORD"
                or (
                    rest[0].type == "POSS"
                    or rest[0].type == "THERE"
                    and str(rest[0]) in ("那", "那个", "那间")
                )
                and rest[1:]
                and rest[1].type == "ROOMWORD"
            )
        ):
            at = t.start_pos
            out.append(Token("GO", "去", start_pos=at, end_pos=at))  # the going said again, by whose room
        out.append(t)
    return out


# -- strolling until a time ---------------------------------------------------------------------------

# the verbs of strolling, said with 到 before a time: 转到八点五十, 溜达到九点 ("stroll till")
_STROLLS = frozenset(
    {
        "转",
        "逛",
        "溜达",
        "遛",
        "晃",
        "晃悠",
        "转悠",
        "逛悠",
        "散步",
        "走走",
        "溜",
        "闲逛",
        "瞎逛",
        "遛弯",
        "溜溜",
    }
)


def strolled_until(tokens: list[Token]) -> list[Token]:
    """``在花园里转到八点五十``, ``溜达到九点``: a verb of strolling with 到, right before a clock time, is
    staying there until that time (as ``待到八点五十`` is), not a going: there is no place to go to."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        said = str(t)
        if (
            t.type == "GO"
            and said.endswith("到")
            and said[:-1] in _STROLLS
            and nxt is not None
            and nxt.type == "TIME"
            and t.end_pos == nxt.start_pos
        ):
            out.append(retoken("UNTIL", t))
            continue
        out.append(t)
    return out


# -- a misheard word corrected -------------------------------------------------------------------------

# between the misheard word and the place meant: 哦不是画院 是 / ，不是画院，而是
_NOT_THAT = r"\s*[,;]?\s*(?:哦|噢|呃|啊|嗯|诶)?\s*[,]?\s*不是\s*{w}\s*[,]?\s*(?:是|而是|应该是|其实是)\s*"
_WHERE_IN = ("", "里", "上", "那", "那边", "那儿", "里面")


def misheard_corrected(tokens: list[Token], text: str) -> list[Token]:
    """``下楼到画院里 哦不是画院 是花园``: voice input wrote a word the reader does not know, and the
    player, reading it back, says "not W, it's PLACE", W the word just written. The word is that place;
    the correction is set aside and said. Only when W is said again exactly and a place of the map
    follows: anything else (``不是画院是别的``) stays as it was, refused."""
    out = list(tokens)
    k = 0
    while k < len(out):
        w1 = out[k]
        if w1.type not in ("UNKNOWN", "PLACE"):  # a place read from a slip too (花苑: 花园)
            k += 1
            continue
        j = next((i for i in range(k + 1, min(k + 9, len(out))) if out[i].type == "PLACE"), None)
        if j is None or w1.end_pos is None or out[j].start_pos is None:
            k += 1
            continue
        said = text[w1.start_pos or 0 : w1.end_pos]
        stems = [said[: len(said) - len(end)] for end in _WHERE_IN if said.endswith(end)]
        between = text[w1.end_pos : out[j].start_pos]
        stem = next(
            (s for s in stems if len(s) >= 2 and re.fullmatch(_NOT_THAT.format(w=re.escape(s)), between)),
            None,
        )
        if stem is None:
            k += 1
            continue
        place = Token("PLACE", str(out[j]), start_pos=w1.start_pos, end_pos=w1.end_pos)
        begin, stop = out[k + 1].start_pos or w1.end_pos, out[j].end_pos or w1.end_pos
        aside = Token("ASIDE", text[begin:stop], start_pos=begin, end_pos=stop)
        read_past(aside, *out[k + 1 : j + 1])
        out[k : j + 1] = [place, aside]
        k += 2
    return out


# -- one's own door pushed open on the way out -------------------------------------------------------

_PUSHED = re.compile(r"(?:轻轻|悄悄|慢慢|缓缓|一把)?(?:推|拉|打)$")
_WAY_OUT = frozenset({"GO", "VIA", "TO", "KNOCK", "VISIT", "RETURN_HOME"})


def door_pushed_open(tokens: list[Token]) -> list[Token]:
    """``八点半悄悄推开门去204``, ``九点四十推开门，沿着走廊走到203``: pushing (pulling) one's door open
    right before a going is leaving the room, no rule of the door: set aside and said. Before anything
    else (``九点推开门``, ``推开门等他``) 开门 stays the door's word, refused or read as before."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        after = tokens[k + 2 : k + 4]
        way = [a for a in after if a.type != "SEP"][:1]
        if (
            t.type == "UNKNOWN"
            and _PUSHED.search(str(t))
            and nxt is not None
            and nxt.type == "DOOR_VERB"
            and str(nxt) == "开门"
            and t.end_pos == nxt.start_pos
            and way
            and way[0].type in _WAY_OUT
        ):
            aside = Token("ASIDE", str(t) + str(nxt), start_pos=t.start_pos, end_pos=nxt.end_pos)
            read_past(aside, t, nxt)
            out.append(aside)
            continue
        if out and out[-1].type == "ASIDE" and out[-1].end_pos == t.end_pos and t.type == "DOOR_VERB":
            continue  # read with the push before it
        out.append(t)
    return out


# -- whoever goes there, I see: a look said as what it sees -------------------------------------------

_I_SEE = re.compile(r"\s*(?:我)?(?:都|全|全都)(?:能)?(?:看得见|看得到|看得清|看见|看到|能看见|能看到)")


def whoever_i_see(tokens: list[Token], text: str) -> list[Token]:
    """``谁去草坪我都看得见``, ``谁来花园我都看得到``: whoever goes to a place, I see them, is a look at
    that place, the view checked as any is (from the window of a room that does not see it,
    refused by that rule): read as ``看草坪``. Only 谁 and a going right before the place."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        t = tokens[k]
        trio = tokens[k : k + 3]
        if (
            len(trio) == 3
            and t.type == "UNKNOWN"
            and str(t) == "谁"
            and trio[1].type in ("GO", "ARRIVE")
            and trio[2].type == "PLACE"
            and trio[2].end_pos is not None
        ):
            m = _I_SEE.match(text, trio[2].end_pos)
            ends = [j for j in range(k + 3, len(tokens)) if m is not None and tokens[j].end_pos == m.end()]
            if m is not None and ends:
                look = Token("PEEK_VERB", "看", start_pos=t.start_pos, end_pos=trio[1].end_pos)
                read_past(look, t, trio[1])
                seen = Token("ASIDE", m.group().strip(), start_pos=trio[2].end_pos, end_pos=m.end())
                read_past(seen, *tokens[k + 3 : ends[0] + 1])
                out += [look, trio[2], seen]
                k = ends[0] + 1
                continue
        out.append(t)
        k += 1
    return out


# -- whom one looks out for, said after the look -------------------------------------------------

# what a look's purpose starts with (看看到底谁会去悬崖那边, 看谁往南走) before 谁
_TO_SEE = frozenset({"看看", "看", "瞧瞧", "瞅瞅", "看一下", "看下", "瞧", "瞅"})
_WHO = re.compile(r"(?:到底|究竟|是)?(?:谁|哪个|哪些)")
_LOOKED = frozenset({"WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR"})
# what such a clause may not hold: an order of one's own, a person, the door, a place (a view)
_HELD = frozenset(
    {
        "TIME",
        "RANGE",
        "PERIOD",
        "ALLNIGHT",
        "NAME",
        "KILL",
        "IF",
        "NOT",
        "DOOR_OPEN",
        "DOOR_CLOSED",
        "ONLY_OPEN",
    }
    | {"NOT_LET", "DOOR_VERB", "KNOCK", "PRONOUN", "WINDOW", "PEEPHOLE", "RETURN_HOME", "PLACE", "NOT_OPEN"}
    | {"NOT_THERE", "ROOMWORD", "VIA"}
)
# the only classes of meaning its words may have (meaning.zh_classes): who, and looking
_SEEING = frozenset({"scope", "look"})


def whom_looked_for(tokens: list[Token], text: str) -> list[Token]:
    """``用窗户看着外面，看看到底谁会去悬崖那边``, ``门孔盯着楼梯那边，谁上下楼我都知道``: after a
    look, a clause of whom one looks out for (看看 / 看 and 谁, or 谁 opening it) says why one
    looks: its going is whoever's, not one's own (round thirty-three: refused at 谁, or read as a
    going). Set aside whole and said; a clause holding a time, a person, a kill, a condition, a
    negation or the door is left as it was."""
    out = list(tokens)
    looked = False
    k = 0
    while k < len(out):
        t = out[k]
        if ends_sentence(t):
            looked = False
        elif t.type in _LOOKED:
            looked = True
        opens = k > 0 and out[k - 1].type == "SEP" and str(out[k - 1]).strip() in (",", "(", "（")
        start = t.start_pos or 0
        seeing = t.type in ("ASIDE", "UNKNOWN", "PEEK_VERB") and str(t) in _TO_SEE
        asked = seeing and _WHO.match(text, t.end_pos or 0)
        who = t.type == "UNKNOWN" and str(t).startswith("谁") and not str(t).startswith("谁都")
        if looked and opens and (asked or who) and _WHO.match(text, start if who else t.end_pos or 0):
            end = k + 1
            while end < len(out) and out[end].type != "SEP":
                end += 1
            clause = out[k:end]
            said = text[start : clause[-1].end_pos or start]
            # a time, a number, a negation, the door or a kill hidden in a word it does not know
            # (看谁九点去花园: 谁九点) keep it refused; a place in it is a view, checked (看看谁在花园出现)
            if not any(u.type in _HELD for u in clause) and zh_classes(said) <= _SEEING:
                out[k:end] = [set_aside_together(clause)]
        k += 1
    return out
