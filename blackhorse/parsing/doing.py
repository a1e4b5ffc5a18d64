"""What a Chinese clause does, read by its shape (docs/PARSING.md, *What a clause does*).

Players say where they go, what they look at and whom they visit in more shapes than the
seed's. The words are in the lexicon; what this module reads is how they stand together, once
the message is cut into words and before :func:`blackhorse.parsing.joins.read_together`:

- **looking toward a place** (``从窗户往花园看``, ``朝草坪看``, ``向东楼梯那边望``): the place
  between "toward" (往 / 朝 / 向, with or without 着) and a look is the view, checked against
  what that window or peephole sees, as ``从窗户看花园`` is; never a place to go;
- **going toward a place** (``往花园去``, ``朝草坪走``) is going there; so is going to a place closed by 去
  (``下到花园去``: one going);
- **the view "over there"** (``门孔看东楼梯那边``, ``盯着花园那儿``): 那边 after the place one
  looks at is that place;
- **a route said as a clause of its own** (``今晚走西楼梯下去，8点去花园``; ``9点回来（走东楼梯）到
  娱乐室``) is the route of the going next to it;
- **the time one sets off at, said after the going** (``走东楼梯去草坪，8点10分出发``) is that
  going's time;
- **company or a visit of nobody named at a place** (``去娱乐室跟大家聊聊天``, ``去205找人聊天``,
  ``去202串门``) is what one does there: set aside and said, as ``聊天`` is;
- **waiting at a place** (``在花园等着``) is staying there;
- **"apart from that"** (``除此之外``) opening a clause is the rest of the time (其余时间); so is 其他 /
  其余 with 时间 left out, before a stay or a look (``其他我就在房间窗户看草坪``: round twenty);
- **a condition whose only outcome is company** (``要是琳琳也在就跟他们聊会天``), with no alternative
  after it, is set aside and said (round twenty);
- **not going in after a condition** (``kev要是在里面我就不进了，直接回来``) is the going said after
  it (round twenty);
- **"before bed" after going home** (``十点二十回自己房间，睡前从猫眼盯一下走廊``) is once home, then:
  what follows is done there (round twenty-three).

Every other rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.casualwords import A_LOOK, HE_SHE, LOOK_IN, sentence_around

# "toward", as an unknown part of its own (the lexer leaves it unknown: it says nothing alone)
_TOWARD = frozenset({"往", "朝", "向", "朝着", "向着", "冲着", "对着", "往着"})
_LOOKS = frozenset({"PEEK_VERB"})


def _tok(kind: str, like: Token, start: int | None = None) -> Token:
    return Token(kind, str(like), start_pos=like.start_pos if start is None else start, end_pos=like.end_pos)


def doing(tokens: list[Token], text: str = "") -> list[Token]:
    """The shapes of this module, read in turn."""
    tokens = _route_between(_route_first(_set_off_at(_view_there(_toward(_going_closed(tokens))), text)))
    tokens = _watching_for(_look_all_night(_someone_elses_window(tokens)), text)
    tokens = _unnamed(_and_the_others(_there_whoever(_alone_met(_kill_not_done(_not_alone_no_kill(tokens))))))
    return _before_bed(_not_going_in(text, _company_if(_besides(_waiting(tokens)))))


# "before bed", opening a clause (round twenty-three: 十点二十回自己房间，睡前从猫眼盯一下走廊)
_BEFORE_BED = frozenset({"睡前", "睡觉前", "临睡前", "睡之前", "睡觉之前", "睡前再"})


def _before_bed(tokens: list[Token]) -> list[Token]:
    """``十点二十回自己房间，睡前从猫眼盯一下走廊``: "before bed" opening the clause right after a
    going home is once home, then (as 然后): what follows is done there, from that order's time.
    Anywhere else (``睡前去花园``: when?) it is left as it was (a word the orders do not know)."""
    out = list(tokens)
    for k in range(2, len(out)):
        t = out[k]
        if t.type != "UNKNOWN" or str(t) not in _BEFORE_BED or out[k - 1].type != "SEP":
            continue
        j = k - 2
        while j >= 0 and out[j].type != "SEP":
            if out[j].type == "RETURN_HOME":
                out[k] = _tok("THEN", t)
                break
            j -= 1
    return out


def _alone_met(tokens: list[Token]) -> list[Token]:
    """``单独遇阿杰就杀``: "alone" said before meeting the person is meeting them alone
    (遇阿杰单独就杀, as 碰到阿杰一个人 is): moved after the person (round twenty-one)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        if out[k].type == "ALONE" and out[k + 1].type == "MEET" and out[k + 2].type in ("NAME", "PRONOUN"):
            return [*out[:k], out[k + 1], out[k + 2], out[k], *out[k + 3 :]]
    return out


def _there_whoever(tokens: list[Token]) -> list[Token]:
    """``大白在的话不管旁边有没有人直接做了他，不在就回来``: the person being there, then "whoever is
    around", then the kill: the condition is their being there, and whoever else is there changes
    nothing (a kill of someone there waits for no one to be alone): "whoever" is read with 在, so
    "不在就回来" is the alternative, not a second condition (round twenty-one)."""
    out = list(tokens)
    for k in range(len(out) - 3):
        person, there, whoever, kill = out[k : k + 4]
        if (
            person.type in ("NAME", "PRONOUN")
            and there.type in ("AT", "THERE")
            and whoever.type == "ALWAYS"
            and kill.type == "KILL"
            and not str(whoever).isascii()
        ):
            read_past(there, whoever)
            return [*out[: k + 2], *out[k + 3 :]]
    return out


# a visit or company before a person (找胖虎, 看看阿杰, 跟Priya, 和她)
_VISITS = frozenset({"VISIT", "JOIN"})


def _and_the_others(tokens: list[Token]) -> list[Token]:
    """``去203找胖虎他们聊聊天``, ``去201看看阿杰他们``: a person "and the others" (X他们, X她们) after
    a visit or company is visiting X there with whoever is with them: 他们 is read with X's name
    (round twenty-one). Anywhere else (杀阿杰他们: a kill of more than one) the 们 is refused as before."""
    out = list(tokens)
    k = 1
    while k + 2 < len(out):
        name, he, plural = out[k], out[k + 1], out[k + 2]
        if (
            (out[k - 1].type in _VISITS or str(out[k - 1]) in LOOK_IN)
            and name.type == "NAME"
            and he.type == "PRONOUN"
            and str(he) in HE_SHE
            and plural.type == "UNKNOWN"
            and str(plural) == "们"
            and he.end_pos == plural.start_pos
            and name.end_pos == he.start_pos
        ):
            read_past(name, he, plural)
            del out[k + 1 : k + 3]
        k += 1
    return out


# a condition said before the kill it stops (有人就不动手, 阿玲也在就别动手)
_CONDITIONS = frozenset({"IF", "SOMEONE", "NOT_THERE", "NOBODY_ELSE", "ALONE", "THERE", "NAME", "PRONOUN"})
_NOT_KILL = frozenset({"别", "不", "不要", "先不", "就别", "就不"})


def _kill_not_done(tokens: list[Token]) -> list[Token]:
    """``要是阿玲也在就别动手，直接回来``, ``有人就不动手，回自己房间``: after a condition, "do not
    kill" says only that the kill (said in the same sentence) waits for its own condition; what
    follows is what to do then. Set aside and said; without a condition before it, or without a
    kill said beside it (``9点去207，别动手``), it stays a "not", refused."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        nxt = out[k + 1] if k + 1 < len(out) else None
        after = out[k + 2] if k + 2 < len(out) else None
        if t.type == "UNKNOWN" and str(t) in _NOT_KILLING:
            pair = [k]  # 别杀
        elif nxt is None or after is not None and after.type in ("NAME", "PRONOUN"):
            continue
        elif t.type == "STAY" and str(t) == "不动" and nxt.type == "UNKNOWN" and str(nxt).startswith("手"):
            pair = [k, k + 1]  # 不动手
        elif t.type in ("NOT", "UNKNOWN") and str(t) in _NOT_KILL and nxt.type == "KILL":
            pair = [k, k + 1]  # 别动手
        else:
            continue
        start = k - 1
        while start >= 0 and out[start].type not in _CLAUSE:
            start -= 1
        said = {u.type for u in out[start + 1 : k]}
        if (
            said & _CONDITIONS
            and said - {"NAME", "PRONOUN"}  # 赵强不杀 alone is no condition: never read past (a misread)
            and _kill_beside(out, k)
            and _then_what(out, pair[-1])
        ):
            for j in pair:
                out[j] = _aside(out[j])
    return out


# the case that calls the kill off, said after a kill on someone alone: not alone, someone there
_NOT_ALONE = (("NOT", "ALONE"), ("SOMEONE",))


def _not_alone_no_kill(tokens: list[Token]) -> list[Token]:
    """``赵强一个人就动手，不是一个人就不动手；22:30回房``, ``…就动手，有别人就别动手。``: right after a
    clause killing someone alone, a clause that only says the kill is off when they are not alone
    (不是一个人 / 有别人, then 不 / 别 and the kill), ending its sentence or before a time, says what
    the kill's own case already says: set aside whole and said (round twenty-three; it was refused
    at the 不). With anything to do after it (``…，回自己房间``) it is read as before
    (:func:`_kill_not_done`)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        for case in _NOT_ALONE:
            n = len(case)
            if tuple(u.type for u in out[k : k + n]) != case or k + n + 1 >= len(out):
                continue
            neg, kill = out[k + n], out[k + n + 1]
            if kill.type != "KILL" or str(neg) not in _NOT_KILL:
                continue
            end = k + n + 2
            if not _ends_or_a_time(out, end) or not _kills_one_alone(out, k):
                continue
            out[k:end] = [set_aside_together(out[k:end])]
            break
        k += 1
    return out


def _ends_or_a_time(tokens: list[Token], k: int) -> bool:
    """Whether the sentence ends at ``k`` (the message's end, a full stop, a semicolon, a line's
    end) or a time follows the separator there."""
    if k >= len(tokens):
        return True
    t = tokens[k]
    if t.type != "SEP":
        return False
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    return str(t) not in (",", "，", "、") or nxt is not None and nxt.type == "TIME"


def _kills_one_alone(tokens: list[Token], k: int) -> bool:
    """Whether the clause right before ``k`` (one separator back) kills someone met alone."""
    if k < 2 or tokens[k - 1].type != "SEP":
        return False
    j = k - 2
    said: set[str] = set()
    while j >= 0 and tokens[j].type not in _CLAUSE:
        said.add(tokens[j].type)
        j -= 1
    return {"KILL", "ALONE"} <= said


def _then_what(tokens: list[Token], k: int) -> bool:
    """Whether the sentence says what to do after the kill called off at ``k`` (``有人就别动手，
    直接回来``). With nothing after it (``P1在就不杀``), setting it aside left the kill on the very
    case that calls it off (if P1 is there, kill): it stays a "not", refused."""
    ends = ("。", ".", ";", "\n", "!", "！", "?", "？")
    for u in tokens[k + 1 :]:
        if u.type == "SEP" and str(u) in ends:
            return False
        if u.type not in ("SEP", "ASIDE", "UNKNOWN"):
            return True
    return False


_NOT_KILLING = frozenset({"别杀", "不杀", "不要杀", "先不杀", "别杀了", "不杀了"})


def _kill_beside(tokens: list[Token], k: int) -> bool:
    """Whether a kill is said in the sentence of ``k`` (besides the one negated at ``k``)."""
    lo, hi = sentence_around(tokens, k, ("。", "\n", "!", "！", "?", "？"))
    return any(u.type == "KILL" and abs(i - k) > 1 for i, u in enumerate(tokens[lo:hi], lo))


# people not named: whom one chats with or looks for at a place says nothing the orders hold
_UNNAMED = frozenset(
    {
        "大家",
        "大伙",
        "大伙儿",
        "别人",
        "其他人",
        "其他的人",
        "别的人",
        "人",
        "人家",
        "朋友",
        "朋友们",
        "众人",
        "室友们",
        "同志们",
    }
)
_PLACED = frozenset({"PLACE", "THERE", "ROOMWORD"})


def _aside(t: Token) -> Token:
    return _tok("ASIDE", t)


def _unnamed(tokens: list[Token]) -> list[Token]:
    """``去娱乐室跟大家聊聊天``, ``去205找人聊天``, ``去202串门`` (``去203串个门找婷婷``: the visit said
    after it): company or a visit of nobody named,
    at a place one goes to, is what one does there: set aside and said, as ``聊天`` is. Without a
    place before it (``找人``) it is still refused (who?)."""
    out = list(tokens)
    for k, t in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else None
        prev = out[k - 1] if k else None
        nobody = nxt is not None and nxt.type == "UNKNOWN" and str(nxt) in _UNNAMED
        after = out[k + 2] if k + 2 < len(out) else None
        chat = after is None or after.type in ("ASIDE", *_CLAUSE)
        if t.type == "JOIN" and str(t) in ("和", "跟", "与") and nobody and chat and after is not None:
            if after.type == "ASIDE" and _at_a_place(out, k, across=True):  # 跟大家聊聊天
                out[k], out[k + 1] = _aside(t), _aside(out[k + 1])
        elif t.type == "VISIT" and prev is not None and prev.type in _PLACED and _at_a_place(out, k):
            if nobody and chat:  # 去205找人聊天
                out[k], out[k + 1] = _aside(t), _aside(out[k + 1])
            elif nxt is None or nxt.type in _CLAUSE:  # 去202串门
                out[k] = _aside(t)
            elif (
                str(t).startswith("串")
                and nxt.type == "VISIT"
                and k + 2 < len(out)
                and out[k + 2].type == "NAME"
            ):
                out[k] = _aside(t)  # 去203串个门找婷婷: dropping by, then whom (round twenty-seven)
    return out


# what a condition whose only outcome is company may hold (要是琳琳也在就跟他们聊会天)
_COMPANY_IF = frozenset({"IF", "NAME", "PRONOUN", "AT", "THERE", "JOIN"})


def _company_if(tokens: list[Token]) -> list[Token]:
    """``10点20去203，kev要是一个人在就杀了，要是琳琳也在就跟他们聊会天``: a condition whose only outcome
    is company (chatting with whoever is there: an ``ASIDE`` word of doing, 跟她 / 跟他们 before it
    or not) changes no order: the clause is set aside whole and said (round twenty). A clause with
    anything else (a going, a kill, a time, a negation, the door), or with an alternative after it
    (他不在就回房间: the company is the "if" branch), is read as before."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if out[k].type != "IF" or k and out[k - 1].type not in _CLAUSE:
            k += 1
            continue
        j = k + 1
        while j < len(out) and (
            out[j].type in _COMPANY_IF or out[j].type == "UNKNOWN" and str(out[j]) == "们"
        ):
            j += 1
        if k + 1 < j < len(out) and out[j].type == "ASIDE" and _nothing_else_after(out, j + 1):
            out[k : j + 1] = [set_aside_together(out[k : j + 1])]
        k += 1
    return out


def _nothing_else_after(tokens: list[Token], k: int) -> bool:
    """Whether nothing of the condition goes on at ``k``: the message ends, or a new order's time
    follows (a comma or a sentence end before it). An alternative after it (他不在就回房间, 否则)
    makes the company its "if" branch: read as before."""
    if k >= len(tokens):
        return True
    if tokens[k].type not in _CLAUSE:
        return False
    return k + 1 >= len(tokens) or tokens[k + 1].type in _TIMES


# going in, said with no place (不进了, 不进去了, 就不去了): what a condition may keep one from
_GOING_IN = frozenset({"进", "进去", "进门", "进屋", "去", "过去", "进了", "进去了", "去了", "过去了"})
_INSTEAD = frozenset({"GO", "RETURN_HOME"})


def _not_going_in(text: str, tokens: list[Token]) -> list[Token]:
    """``kev要是在里面我就不进了，直接回来``: not going in, after a condition, with the going done
    instead in the next clause, is that going: 不进了 is set aside and said, and the condition's
    outcome is the going after it (round twenty). Anywhere else a negated going is refused at the
    negation, as before (negation.py)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "NOT":
            continue
        went = out[k + 1] if k + 1 < len(out) and out[k + 1].type == "GO" else None
        j = k + 2 if went is not None else k + 1
        said = (
            str(went) if went is not None else text[t.end_pos or 0 : out[j].start_pos if j < len(out) else 0]
        )
        if said not in _GOING_IN or j + 1 >= len(out):
            continue
        sep, instead = out[j], out[j + 1]
        if sep.type != "SEP" or str(sep) not in (",", "，") or instead.type not in _INSTEAD:
            continue
        clause = (
            u for u in reversed(out[:k]) if u.type == "IF" or u.type in _CLAUSE and str(u) not in (",", "，")
        )
        opened = next(clause, None)
        if opened is not None and opened.type == "IF":
            return [*out[:k], set_aside_together(out[k : j + 1], end=sep.end_pos), *out[j + 1 :]]
    return out


def _at_a_place(tokens: list[Token], k: int, across: bool = False) -> bool:
    """Whether the clause before ``k`` goes to or stays at a place; ``across``: any clause of the
    order before ``k``, back to its time (``八点半去204，跟大家聊聊天``: the company one keeps there)."""
    j = k - 1
    ends = ("TIME", "PERIOD", "RANGE") if across else _CLAUSE
    while j >= 0 and tokens[j].type not in ends:
        if tokens[j].type in ("GO", "STAY", "AT", "TO") and j + 1 < k and tokens[j + 1].type in _PLACED:
            return True
        j -= 1
    return False


_WAIT = frozenset({"等着", "等候", "候着", "等待", "等等", "等一会", "等一会儿", "等一下", "守候", "守候着"})


def _waiting(tokens: list[Token]) -> list[Token]:
    """``在花园等着``, ``去草坪那等着``: waiting at a place is staying there; ``去草坪等人`` (waiting
    for someone not named) is what one does there, set aside."""
    out = list(tokens)
    for k in range(1, len(out)):
        t, prev = out[k], out[k - 1]
        if t.type != "UNKNOWN" or prev.type not in _PLACED or not _at_a_place(out, k):
            continue
        if str(t) in _WAIT or str(t) == "等" and _ends(out, k + 1):  # 在娱乐室等一会儿
            out[k] = _tok("STAY", t)
        elif str(t) == "等人":
            out[k] = _aside(t)
    return out


_BESIDES = frozenset({"除此之外", "除此以外", "除了这些", "除了这个", "除了这些以外", "除了这些之外"})


def _besides(tokens: list[Token]) -> list[Token]:
    """``除此之外都待在自己房间`` ("apart from that") opening a clause is the rest of the time
    (其余时间): the night's default; before a time (``除此之外，10点去草坪``) the time says when."""
    out = list(tokens)
    for k, t in enumerate(out):
        opens = k == 0 or out[k - 1].type in _CLAUSE
        if t.type == "UNKNOWN" and str(t) in _BESIDES and opens:
            out[k] = _tok("ALLNIGHT", t)
        elif t.type == "UNKNOWN" and str(t) in _THE_OTHERS and opens and _staying_said(out, k + 1):
            out[k] = _tok("ALLNIGHT", t)  # 其他我就在房间: 其他 (时间) the rest of the time
    return out


# "the others", said for the rest of the time with 时间 left out (其他我就在房间窗户看草坪)
_THE_OTHERS = frozenset({"其他", "其余", "其它", "其他的", "其余的", "其它的", "剩下的"})
_STAYING = frozenset({"AT", "STAY", "ROOMWORD", "WINDOW", "PEEPHOLE", "PEEK_VERB"})


def _staying_said(tokens: list[Token], k: int) -> bool:
    """Whether a stay or a look at where one is follows at ``k`` (在房间, 待着, 窗户看): 其他 before
    it is the rest of the time; before anything else (其他人, a going) it stays unknown."""
    return k < len(tokens) and tokens[k].type in _STAYING


_GOING = frozenset({"GO", "RETURN_HOME"})
_CLAUSE = frozenset({"SEP", "THEN", "AND"})
_TIMES = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE", "UNTIL", "BEFORE"})


def _stairs(tokens: list[Token], k: int) -> bool:
    """Whether a route to the stairs starts at ``k`` (走西楼梯, 从东楼梯, 经西楼梯)."""
    return (
        k + 1 < len(tokens)
        and tokens[k].type in ("VIA", "FROM")
        and tokens[k + 1].type == "PLACE"
        and "stairs" in str(tokens[k + 1])
    )


def _route(tokens: list[Token], k: int) -> list[Token]:
    """The route at ``k`` as the grammar reads one after a going (经西楼梯)."""
    return [_tok("VIA", tokens[k]), tokens[k + 1]]


def _after_target(tokens: list[Token], k: int) -> int | None:
    """Where the going at ``k`` ends (after its place, or after 回来 with none): a route goes there."""
    j = k + 1
    if tokens[k].type == "RETURN_HOME" and (j >= len(tokens) or tokens[j].type != "TO"):
        return j
    if j < len(tokens) and tokens[j].type == "TO":
        j += 1
    if j < len(tokens) and tokens[j].type == "PLACE":
        return j + 1
    return None


def _route_first(tokens: list[Token]) -> list[Token]:
    """``今晚走西楼梯下去，8点去花园``: a route said as a clause of its own before the next timed
    going is that going's route (经西楼梯去花园); every such clause of the message, in turn."""
    for _ in range(len(tokens)):
        moved = _one_route_first(tokens)
        if moved == tokens:
            return tokens
        tokens = moved
    return tokens


@rebuilt
def _one_route_first(tokens: list[Token]) -> list[Token]:
    out = list(tokens)
    for k in range(len(out) - 4):
        start = k
        if out[k].type == "ALLNIGHT" and str(out[k]) == "今晚":  # 今晚走西楼梯: tonight, that way
            k += 1
        opens = start == 0 or out[start - 1].type in _CLAUSE
        if not opens or not _stairs(out, k) or out[k + 2].type != "SEP" or str(out[k + 2]) == "(":
            continue
        if _going_before(out, start):
            continue  # 9点去草坪，走东楼梯下去，10点回屋: the way of the going just said, not the next
        j = k + 3
        if j < len(out) and out[j].type == "TIME":
            j += 1
        while j < len(out) and out[j].type in ("THEN", "AT"):
            j += 1
        if j >= len(out) or out[j].type not in _GOING:
            continue
        end = _after_target(out, j)
        if end is None:
            continue
        return [*out[:start], *out[k + 3 : end], *_route(out, k), *out[end:]]
    return out


# the ends of a sentence, said as a separator (a comma does not end one)
_SENTENCE_ENDS = frozenset({"\n", "。", ".", "!", "?", "！", "？", ";", "；"})


def _going_before(tokens: list[Token], k: int) -> bool:
    """Whether the sentence before ``k`` holds a going that says no way yet: a route clause
    right after it is that going's way (the grammar's route after a going)."""
    j = k - 1
    while j >= 0 and not (tokens[j].type == "SEP" and str(tokens[j]) in _SENTENCE_ENDS):
        # 九点半到十点在草坪，走东楼梯。十点回屋: being at a place is going there, as 去草坪 is
        at = tokens[j].type == "AT" and j + 1 < k and tokens[j + 1].type == "PLACE"
        # "10:00 lawn, via the west stairs. 10:40 back": a place right after its time is going there
        place = tokens[j].type == "PLACE" and "stair" not in str(tokens[j])
        timed = place and j > 0 and tokens[j - 1].type == "TIME"
        if tokens[j].type in _GOING or at or timed:
            start = j
            while start > 0 and tokens[start - 1].type not in _CLAUSE:
                start -= 1
            return not any(t.type == "VIA" for t in tokens[start:k])
        j -= 1
    return False


@rebuilt
def _route_between(tokens: list[Token]) -> list[Token]:
    """``9点回来，走东楼梯，到娱乐室`` (also said in brackets, read inline by
    :mod:`~blackhorse.parsing.brackets`): a route between a going and its place is that going's
    route (经东楼梯回娱乐室)."""
    out = list(tokens)
    for k in range(len(out) - 4):
        if out[k].type not in _GOING or out[k + 1].type != "SEP" or not _stairs(out, k + 2):
            continue
        if out[k + 4].type != "SEP":
            continue
        rest = [out[k], *out[k + 5 :]]
        end = _after_target(rest, 0)
        if end is None or end == 1:
            continue
        return [*out[:k], *rest[:end], *_route(out, k + 2), *rest[end:]]
    return out


_SET_OFF = ("出发", "动身", "走")


def _set_off_at(tokens: list[Token], text: str) -> list[Token]:
    """``走东楼梯去草坪，8点10分出发``: a going without a time, then the time one sets off at in a
    clause of its own, is that going at that time (8点10分走东楼梯去草坪). Round twenty: a particle or
    a space may stand for the comma (``走东楼梯去草坪哦 8点40出发``), an end may follow the time (``8点40
    出发 到10点再回来``), and a headline 今晚 before the going stays first (``我今晚走东楼梯去草坪…``: it
    was read as the lawn from 20:00, a silent misread)."""
    if not text:
        return tokens
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "TIME" or k < 2:
            continue
        if not text[t.end_pos or 0 :].lstrip(" ").startswith(_SET_OFF):
            continue
        after = k + 1
        walked = after < len(out) and out[after].type == "VIA" and str(out[after]) == "走"
        after += walked  # 8点10走: 走 is setting off, no way of its own
        if (
            after < len(out)
            and out[after].type not in _CLAUSE
            and out[after].type not in ("TO", "UNTIL", "TIME")
        ):
            continue
        sep = out[k - 1] if out[k - 1].type == "SEP" else None
        if sep is None and _SOFT_GAP.fullmatch(text[out[k - 1].end_pos or 0 : t.start_pos or 0]) is None:
            continue
        end = k - 1 if sep is not None else k
        start = end
        while start > 0 and out[start - 1].type not in _CLAUSE:
            start -= 1
        clause = out[start:end]
        lead = clause[:1] if clause and clause[0].type == "ALLNIGHT" and str(clause[0]) in _TONIGHT else []
        going = clause[len(lead) :]
        if not any(u.type in _GOING for u in going) or any(u.type in _TIMES for u in going):
            continue
        if walked:
            read_past(t, out[k + 1])
        return [*out[:start], *lead, t, *going, *([sep] if sep is not None else []), *out[after:]]
    return out


# what may stand for the comma between a going and the time one sets off at (哦, a space)
_SOFT_GAP = re.compile(r"[\s哦喔啊呀吧嘛哈~～]*")
# "tonight" as a headline before the going (not the whole night)
_TONIGHT = frozenset({"今晚", "今天晚上", "晚上", "今夜"})


def _going_closed(tokens: list[Token]) -> list[Token]:
    """``下到花园去``, ``走到草坪去``: going to a place closed by 去 / 过去 at the clause's end is one
    going, 到…去 (the grammar reads ``到花园去``; after 下到 / 走到 the 去 was a second going, wanting a
    place). ``去花园去`` stays the going said twice (set aside and said, by the second reader)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        before = [u.type for u in out[-2:]]
        closing = t.type == "GO" and str(t) in ("去", "过去") and _ends(tokens, k + 1)
        if closing and before == ["GO", "PLACE"] and str(out[-2]).endswith("到"):  # (到…去: one going)
            read_past(out[-2], t)
            continue
        out.append(t)
    return out


def _toward(tokens: list[Token]) -> list[Token]:
    """``往花园看`` / ``朝草坪那边看``: the look, then the place it looks at (``看花园``);
    ``往花园去``: going there. "Toward" before anything else is left as it was (unknown)."""
    out = list(tokens)
    k = 0
    while k < len(out) - 2:
        t = out[k]
        if t.type != "UNKNOWN" or str(t) not in _TOWARD or out[k + 1].type != "PLACE":
            k += 1
            continue
        j = k + 2
        if out[j].type == "THERE" and j + 1 < len(out):  # 朝草坪那边看: that place
            j += 1
        verb = out[j]
        if verb.type == "ASIDE" and str(verb) in A_LOOK:  # 往草坪那边瞅瞅 (round twenty-three)
            verb = _tok("PEEK_VERB", verb)
        if verb.type in _LOOKS:  # 看 花园: the view, as 从窗户看花园 (the look quoted from 往 on)
            out[k : j + 1] = [_tok(verb.type, verb, start=t.start_pos), out[k + 1]]
        elif verb.type == "GO" or verb.type == "VIA" and str(verb) == "走" and _ends(out, j + 1):
            out[k : j + 1] = [_tok("GO", verb, start=t.start_pos), out[k + 1]]  # 往花园去, 朝草坪走
        k += 1
    return out


def _ends(tokens: list[Token], k: int) -> bool:
    """Whether the clause ends at ``k`` (the end, or a separator)."""
    return k >= len(tokens) or tokens[k].type in _CLAUSE


@rebuilt
def _view_there(tokens: list[Token]) -> list[Token]:
    """``看东楼梯那边``: 那边 right after the place a look names is that place, said again."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if (
            t.type == "THERE"
            and k >= 2
            and tokens[k - 1].type == "PLACE"
            and tokens[k - 2].type in _LOOKS
            and str(t) in ("那边", "那儿", "那里")
        ):
            continue
        out.append(t)
    return out


_OBJECTS = frozenset({"WINDOW", "PEEPHOLE"})


def _someone_elses_window(tokens: list[Token]) -> list[Token]:
    """``用马老师房间的窗户看草坪``: looking out of someone's room's window is being in that room
    and looking out of its window, which the rules allow only in one's own room (or 204): the
    checker says so (seed 五.3), never read as one's own window."""
    out = list(tokens)
    for k in range(len(out) - 2):
        if out[k].type not in ("USE", "FROM") or out[k + 1].type not in ("NAME", "PRONOUN"):
            continue
        j = k + 2
        if j < len(out) and out[j].type == "POSS":
            j += 1
        if j >= len(out) or out[j].type != "ROOMWORD":
            continue
        room = out[k + 1 : j + 1]
        j += 1
        if j < len(out) and out[j].type == "POSS":
            j += 1
        if j < len(out) and out[j].type in _OBJECTS:
            return [*out[:k], _tok("AT", out[k]), *room, _tok("USE", out[k]), *out[j:]]
    return _persons_window(out)


@rebuilt
def _persons_window(tokens: list[Token]) -> list[Token]:
    """``look out Priya's window``, ``从马老师的窗户看``: a person's window is their room's window:
    being in their room and looking out of it (the checker says whether that room is one's own),
    never one's own window. A look said before it comes after the room."""
    out = list(tokens)
    for k in range(len(out) - 2):
        who, poss, obj = out[k : k + 3]
        if who.type != "NAME" or poss.type != "POSS" or obj.type not in _OBJECTS:
            continue
        start = k - 1 if k and out[k - 1].type in ("PEEK_VERB", "USE", "FROM") else k
        look = [out[k - 1]] if start < k and out[k - 1].type == "PEEK_VERB" else [_tok("USE", poss)]
        room = [_tok("AT", who, who.start_pos), who, poss, _tok("ROOMWORD", obj)]
        return [*out[:start], *room, *look, *out[k + 2 :]]
    return out


def _look_all_night(tokens: list[Token]) -> list[Token]:
    """``窗边看一晚上草坪``: "all night" between a look and what it looks at is the clause's time,
    as when it opens the clause (一晚上从窗边看草坪)."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        if out[k].type != "ALLNIGHT" or out[k - 1].type not in _LOOKS or out[k + 1].type != "PLACE":
            continue
        start = k - 1
        while start > 0 and out[start - 1].type not in _CLAUSE:
            start -= 1
        return [*out[:start], out[k], *out[start:k], *out[k + 1 :]]
    return out


# what one watches for (看看谁从西楼梯上下, 看西楼梯有没有人上下, 谁在花园出现我都记下来): who, and a
# coming or going; the place in it is what one looks at
_WHO = (
    "谁",
    "有谁",
    "有没有人",
    "看看有没有人",
    "看有没有人",
    "看看谁",
    "看谁",
    "有什么人",
    "有啥人",
    "什么人",
    "哪个",  # Sichuanese "who" (round twenty-nine: 看哪个从西楼梯上下)
    "看哪个",
)
_COMINGS = frozenset(
    {
        "上下",
        "上下楼",
        "上上下下",  # 盯西樓梯有沒有人上上下下 (round twenty-nine)
        "下来",
        "上来",
        "下楼",
        "上楼",
        "经过",
        "路过",
        "走过",
        "进出",
        "出入",
        "出来",
        "进去",
        "出现",
    }
    | {"来", "过来", "记下来", "记下", "记住", "有", "跑", "跑去", "跑过去"}
    # hanging about there (round twenty-five: 从门孔往外看，看看谁在走廊晃)
    | {"晃", "晃悠", "晃荡", "走动", "动", "溜达", "转悠", "徘徊", "出没", "闲逛"}
)
_WATCH_PARTS = frozenset({"ASIDE", "UNKNOWN", "VAGUE", "ARRIVE", "FROM", "AT", "PEEK_VERB", "PLACE", "VIA"})
_KEPT = frozenset({"USE", "WINDOW", "PEEPHOLE", "TIME"})  # 9点从门孔看…: when, through what


def _watching_for(tokens: list[Token], text: str = "") -> list[Token]:
    """``（看看谁从西楼梯上下）``, ``看西楼梯有没有人上下``, ``谁在花园出现我都记下来``: what one
    watches for is no order; the one place in it is what one looks at (checked against what the
    window or the peephole sees), the rest is set aside and said."""
    out = list(tokens)
    k = 0
    while k < len(out):
        end = k
        while end < len(out) and out[end].type not in _CLAUSE:
            end += 1
        clause = out[k:end]
        said = (
            text[clause[0].start_pos or 0 : out[end].start_pos if end < len(out) else len(text)]
            if clause
            else ""
        )
        seen = next((str(t) for t in reversed(out[:k]) if t.type == "PLACE"), None)
        if _watches(clause, said, seen):
            out[k:end] = _watched(clause)
        elif _watching_anyone(clause, said, out[:k]):
            start, stop = clause[0].start_pos or 0, clause[-1].end_pos or 0
            out[k:end] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
        k = end + 1
    return out


# whom a look watches for, said with no place after the look (round twenty-five: 20:00 窗户看草坪——开局先
# 观察谁往外走; 能看到谁经过): anyone's coming or going, no order
_ANYONE_WATCHED = re.compile(
    r"[—\-\s]*(?:开局|一开始|先|再|主要|就|可以|能)*"
    r"(?:观察|看看|看|留意|注意|盯着?|能看到|看得到|可以看到|能看见|看得见|确认|记下)(?:一下)?(?:有)?谁(?:会|要)?"
    r"(?:往外走|往外跑|经过|进出|出门|出来|出去|上下楼|上下|下楼|上楼|走动|路过|来了|来|过来)(?:了|的)?[。!！~～]*"
)


def _watching_anyone(clause: list[Token], said: str, before: list[Token]) -> bool:
    """Whether a clause holding no place only says whom a look said before it watches for."""
    if not clause or any(t.type == "PLACE" for t in clause):
        return False
    if not any(t.type in ("WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR") for t in before):
        return False
    return _ANYONE_WATCHED.fullmatch(said.strip()) is not None


def _watched(clause: list[Token]) -> list[Token]:
    """The watching clause as a look at its place, in the message's order: the look word (or the
    word right before the place) looks, the place is the view, the rest is set aside."""
    place = next(k for k, t in enumerate(clause) if t.type == "PLACE")
    look = next((k for k, t in enumerate(clause) if t.type == "PEEK_VERB"), place - 1)
    out: list[Token] = []
    for k, t in enumerate(clause):
        if k == place or t.type in _KEPT or _through(clause, k):
            out.append(t)
        elif k == look:
            out.append(_tok("PEEK_VERB", t))
        else:
            out.append(_aside(t))
    return out


def _through(clause: list[Token], k: int) -> bool:
    """从 at ``k`` right before the window or the peephole: what one looks through, kept."""
    return clause[k].type == "FROM" and k + 1 < len(clause) and clause[k + 1].type in _KEPT


# who, with finding out before it and a habit after it, as one unknown word (round twenty-four: 窗户看草坪，
# 先摸清谁爱去草坪): whom one watches for
# finding out who, said before 谁 (摸清谁, 看看谁, 看有没有人)
_FINDING_OUT = r"(?:摸清|摸摸|弄清楚?|搞清楚?|看清楚?|确认|判断|观察|留意|记下|瞧瞧|瞅瞅|看看|看)(?:一下)?"
_FIND_OUT_WHO = re.compile(rf"(?:先|再)?{_FINDING_OUT}(?:谁|有谁|有没有人)(?:爱|会|常|总|老|要|喜欢)?往?")


# who, found out by looking (看看谁, 摸清谁, 看有没有人): a bare 谁 is anyone's (家人们谁懂啊 九点…去花园)
_LOOKED_FOR = re.compile(rf"{_FINDING_OUT}(?:谁|有谁|有没有人)")


def _their_going(clause: list[Token], k: int, seen: str | None) -> bool:
    """Whether ``clause[k]`` is a going said after finding out who (摸清谁爱去草坪, 看看谁去草坪) to the place
    ``seen``, the one the look before the clause looks at: the going of whoever one watches for, never
    one's own. To another place (``从204的窗户看草坪，看谁去花园``) it is left as it was."""
    if clause[k].type != "GO" or k + 1 >= len(clause) or str(clause[k + 1]) != seen:
        return False
    return _LOOKED_FOR.search("".join(str(t) for t in clause[:k])) is not None


def _watches(clause: list[Token], said: str = "", seen: str | None = None) -> bool:
    """Whether a clause only says whom one watches for at one place (who, a coming or going)."""
    parts = _WATCH_PARTS | _KEPT | {"NOBODY_ELSE"}
    if not clause or any(
        t.type not in parts and not _their_going(clause, k, seen) for k, t in enumerate(clause)
    ):
        return False
    places = [k for k, t in enumerate(clause) if t.type == "PLACE"]
    looks = [k for k, t in enumerate(clause) if t.type == "PEEK_VERB"]
    if len(places) != 1 or len(looks) > 1 or looks and looks[0] > places[0] or not looks and places[0] == 0:
        return False
    before = places[0] - 1
    if not looks and (clause[before].type in _KEPT or _through(clause, before)):
        return False  # nothing of its own to look with
    words = "".join(str(t) for t in clause if t.type != "PLACE")
    who = any(w in words for w in _WHO)
    comes = any(
        t.type in ("VAGUE", "ARRIVE") or str(t) in _COMINGS or _their_going(clause, k, seen)
        for k, t in enumerate(clause)
        if t.type != "PLACE"
    )
    comes = comes or any(w in said for w in _COMINGS if len(w) > 1)  # 上来: read past as filler
    loose = [
        t
        for t in clause
        if t.type in ("UNKNOWN", "VIA")
        and not (
            str(t).startswith("谁") or str(t) in _COMINGS or str(t) in _WHO or _FIND_OUT_WHO.fullmatch(str(t))
        )
    ]
    nobody = [t for t in clause if t.type == "NOBODY_ELSE"]
    return who and comes and not loose and all(str(t) == "没有人" for t in nobody)
