"""A kill that holds for a while, with its window and "anytime" said where players put them
(issue 22, structure round; both languages):

- **the window said after the kill**, in a clause of its own (``无论在哪碰到C单独一个人就杀了她，只在9点到
  10点之间有效``, "if I meet C alone anywhere, kill her. only between 9 and 10", ``（9点到10点有效）``): the
  kill's window, as when it opens the sentence (``9点到10点之间，…``); what says only that it holds then
  (只, 在, 有效, "only", "valid") says nothing more;
- **"whoever is around" said before the meeting** (``整晚，不管旁边有没有人，碰到C就杀了她``, "all night, no
  matter who else is around, if I meet C kill her"): the kill's own condition, as when it is said before
  the kill; it made the meeting no meeting, and the kill an order at 20:00 tried where one stood;
- **"tonight" or "anytime" after the "if"** (``另外如果今晚任何时候碰到C单独一个人就杀了她``, ``如果在任何地方
  碰到C…``, "anytime tonight I meet C alone, kill her"): "whenever / wherever I meet her tonight", as
  when the time opens the clause;
- **the end said again, "after that, forget it"** (``十点前只要在哪遇到Mike一个人就动手，十点以后就算了``):
  the window's own end, said twice; set aside and said. At another time than the window's end it is left
  to be read (or refused) as before.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import english, retoken
from blackhorse.parsing.ranges import first_range

_ENDS = frozenset({".", "。", ";", "\n", "!", "！", "?", "？"})
_ONLY_WORDS = frozenset(
    {"只", "仅", "只在", "仅在", "只限", "仅限", "限", "在", "only", "valid", "just", "but"}
)
_VALID_WORDS = frozenset({"有效", "内", "之内", "以内", "期间", "生效", "valid", "only"})
_STANDING = frozenset({"ANYWHERE", "MEET"})
_TIMES = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT", "BEFORE", "UNTIL"})
# "tonight" opening a standing kill's sentence that says its own window: the night it is in
_TONIGHT = frozenset({"tonight", "tonite", "2nite", "2night", "this evening", "this night"})


@rebuilt
def window_after(tokens: list[Token]) -> list[Token]:
    """A standing kill said without a time, then its window in a clause of its own: the window
    moved before the kill (see the module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        span = _range_clause(out, k)
        if span is None:
            k += 1
            continue
        first, last, rng = span
        kill = _kill_clause(out, k - 1)
        if kill is None:
            k += 1
            continue
        comma = Token("SEP", ",", start_pos=rng[-1].end_pos, end_pos=rng[-1].end_pos)
        moved = [*out[:kill], *rng, comma, *out[kill:k]]
        # the separator before the window's clause closes the kill's sentence
        while moved and moved[-1].type == "SEP" and str(moved[-1]) not in _ENDS:
            moved.pop()
        out = [*moved, *out[last:]]
        k = len(moved)
    return out


def end_after(tokens: list[Token]) -> list[Token]:
    """``10点起，不管在哪碰到虎子一个人就杀了他，一直到11点``: a standing kill whose start opens its
    sentence and whose end is said in a clause after the kill (round twenty-eight: "until" with no
    order before it): the end moved beside the start, as ``10点到11点，…`` reads. Only a start alone
    (no range), a meeting and a kill between, and nothing after the end but the sentence's end."""
    out = list(tokens)
    for k in range(len(out) - 1):
        if out[k].type != "UNTIL" or out[k + 1].type != "TIME":
            continue
        if k + 2 < len(out) and not (out[k + 2].type == "SEP" and str(out[k + 2]) in _ENDS):
            continue
        j = k - 1
        while j >= 0 and out[j].type == "SEP" and str(out[j]) not in _ENDS:
            j -= 1  # the comma before the end
        start = j
        while (
            start >= 0
            and out[start].type != "TIME"
            and not (out[start].type == "SEP" and str(out[start]) in _ENDS)
        ):
            start -= 1
        if (
            start < 0
            or out[start].type != "TIME"
            or start > 0
            and out[start - 1].type in ("UNTIL", "TO", "FROM")
        ):
            continue
        between = {t.type for t in out[start + 1 : j + 1]}
        if not {"MEET", "KILL"} <= between or between & {"TIME", "UNTIL", "TO", "RANGE", "GO", "RETURN_HOME"}:
            continue
        to = retoken("TO", out[k], "到" if not english(out[k]) else "to")  # a range: 10点到11点
        return [*out[: start + 1], to, out[k + 1], *out[start + 1 : j + 1], *out[k + 2 :]]
    return out


def range_inside(tokens: list[Token]) -> list[Token]:
    """ "if I run into C alone at any point between 9 and 10, kill her": a range said inside a
    standing kill's sentence, after its condition, is its window: moved to the sentence's start."""
    out = list(tokens)
    i = 0
    while i < len(out):
        end = i
        while end < len(out) and not (out[end].type == "SEP" and str(out[end]) in _ENDS):
            end += 1
        sentence = out[i:end]
        kinds = [t.type for t in sentence]
        at = first_range(kinds)  # between 9 and 10, 9点到10点之间, from 9 to 10 (ranges.py)
        # a list's bullet before it (- 21:00-22:30 之间，…) is no word before the range (round twenty-four)
        opens = next((j for j, kind in enumerate(kinds) if kind != "SEP"), 0)
        if at is not None and at.start > opens and "KILL" in kinds and set(kinds) & _STANDING:
            a, b = at.start, at.end
            # 如果在九点到十点之间碰到…: the "at" of the range goes with it (round thirty)
            at_said = a > opens + 1 and kinds[a - 1] == "AT" and kinds[a - 2] == "IF"
            # "Tonight if I find X alone anywhere between 9 and 10, ...": the night the window is in
            lead = 1 if kinds[0] == "ALLNIGHT" and str(sentence[0]).lower() in _TONIGHT else 0
            others = kinds[lead:a] + kinds[b:]
            if not set(others) & _TIMES:
                rng = sentence[a:b]
                if lead:
                    read_past(rng[0], sentence[0])
                if at_said:
                    read_past(rng[0], sentence[a - 1])
                comma = Token("SEP", ",", start_pos=rng[-1].end_pos, end_pos=rng[-1].end_pos)
                out[i:end] = [*rng, comma, *sentence[lead : a - at_said], *sentence[b:]]
                end += 1 - lead - at_said
        i = end + 1
    return out


def _range_clause(out: list[Token], k: int) -> tuple[int, int, list[Token]] | None:
    """A clause at ``k`` (after punctuation) holding only a range and words saying it holds then:
    (its start, its end, the range's tokens)."""
    if k == 0 or out[k - 1].type != "SEP" and str(out[k - 1]) not in ("(", "（"):
        return None
    j = k
    rng: list[Token] = []
    while j < len(out) and not (out[j].type == "SEP" or str(out[j]) in (")", "）")):
        t = out[j]
        if t.type in ("TIME", "TO", "BETWEEN", "AND", "UNTIL", "FROM") and (
            t.type == "TIME" or rng or t.type in ("BETWEEN", "FROM")
        ):
            rng.append(t)
        elif str(t) in _ONLY_WORDS and not rng or str(t) in _VALID_WORDS and rng:
            pass
        else:
            return None
        j += 1
    if [t.type for t in rng].count("TIME") != 2:
        return None
    if j < len(out) and str(out[j]) in (")", "）"):
        j += 1
    return k, j, rng


def _kill_clause(out: list[Token], end: int) -> int | None:
    """Where the standing kill ending at ``end`` (its separator) starts its sentence, when it is
    one said without a time of its own; else None."""
    i = end
    while i > 0 and not (out[i - 1].type == "SEP" and str(out[i - 1]) in _ENDS):
        i -= 1
    said = out[i:end]
    kinds = {t.type for t in said}
    if "KILL" not in kinds or not kinds & _STANDING or kinds & _TIMES:
        return None
    return i


def anytime_after_if(tokens: list[Token]) -> list[Token]:
    """``如果今晚任何时候碰到C…``, ``如果在任何地方碰到C…``, "anytime tonight I meet C": the time and
    "anywhere" before the meeting, where the reader takes them (the "if" says no more than "whenever")."""
    out = list(tokens)
    for k in range(1, len(out) - 1):  # "meet C anywhere with nobody else around": C alone, anywhere
        if (
            out[k].type == "ANYWHERE"
            and out[k - 1].type in ("NAME", "PRONOUN")
            and out[k + 1].type == "ALONE"
        ):
            out[k], out[k + 1] = out[k + 1], out[k]
    k = 0
    while k < len(out):
        j = k
        while j < len(out) and out[j].type in ("IF", "ALLNIGHT", "ANYWHERE"):
            j += 1
        run = out[k:j]
        kinds = [t.type for t in run]
        if (
            j >= len(out)
            or out[j].type != "MEET"
            or len(run) < 2
            or "ANYWHERE" not in kinds
            and kinds[0] != "IF"
        ):
            k = j + 1 if j > k else k + 1
            continue
        if kinds == ["ALLNIGHT", "ANYWHERE"]:  # the usual order already
            k = j
            continue
        night = [t for t in run if t.type == "ALLNIGHT"]
        where = [t for t in run if t.type == "ANYWHERE"]
        lead = [t for t in run if t.type == "IF"][:1] if not where else []
        comma = [Token("SEP", ",", start_pos=night[-1].end_pos, end_pos=night[-1].end_pos)] if night else []
        new = [*night, *comma, *where, *lead]
        read_past(out[j], *(t for t in run if t not in new))  # the "if" of the meeting
        out[k:j] = new
        k += len(new) + 1
    return out


def always_before_meeting(tokens: list[Token]) -> list[Token]:
    """ "whoever is around" said before a meeting in the sentence of a kill: moved right before
    the kill, where it is that kill's condition (see the module doc)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ALWAYS":
            continue
        j = k + 1
        while j < len(out) and out[j].type == "SEP" and str(out[j]) not in _ENDS:
            j += 1
        e = j
        while e < len(out) and not (out[e].type == "SEP" and str(out[e]) in _ENDS):
            e += 1
        kinds = [u.type for u in out[j:e]]
        meet = next((i for i, u in enumerate(kinds) if u in ("MEET", "IF")), None)
        kill = next((i for i, u in enumerate(kinds) if u == "KILL"), None)
        if meet is None or kill is None or meet > kill or "MEET" not in kinds[:kill]:
            continue
        if any(u in _TIMES or u == "ALWAYS" for u in kinds[:kill]):
            continue
        at = j + kill
        return [*out[:k], *out[j:at], t, *out[at:]]
    return out


# "after that, forget it": the time said before it is when the kill stops
_FORGET = frozenset(
    f"{after}{then}{stop}"
    for after in ("以后", "之后", "后", "过后")
    for then in ("", "就")
    for stop in ("算了", "不杀了", "不动手了", "作罢", "拉倒", "不管了")
)


def forget_it_after(tokens: list[Token], text: str) -> list[Token]:
    """``…十点前…就动手，十点以后就算了``: the standing kill's end said again (module doc), set aside."""
    out = list(tokens)
    for k in range(2, len(out)):
        t = out[k]
        nxt = out[k + 1] if k + 1 < len(out) else None
        if t.type != "TIME" or out[k - 1].type != "SEP" or nxt is not None and nxt.type != "SEP":
            continue
        stop = (nxt.start_pos or 0) if nxt is not None else len(text)
        if text[t.end_pos or 0 : stop].strip().rstrip("啊哈") not in _FORGET:
            continue
        # the sentence before it (…就动手。十点以后就算了: a sentence of its own, round twenty-six)
        start = next((j for j in range(k - 2, -1, -1) if out[j].type == "SEP" and str(out[j]) in _ENDS), -1)
        clause = out[start + 1 : k]
        ends = any(
            u.type == "TIME" and str(u) == str(t) and v.type == "BEFORE"
            for u, v in zip(clause, clause[1:], strict=False)
        )
        if ends and any(u.type == "KILL" for u in clause) and any(u.type in _STANDING for u in clause):
            said = text[t.start_pos or 0 : stop].rstrip()
            out[k] = Token("ASIDE", said, start_pos=t.start_pos, end_pos=(t.start_pos or 0) + len(said))
    return out


# a word of the whole night that says a window (整晚, 这三个小时里, all night), not only which night
# it is (今晚, tonight): said before the orders, it is the window of what holds for it
_WHOLE = re.compile(
    r"整|全程|全晚|全夜|三个?小时|3个?小时|三个钟头|通宵|整宿|一晚上|从头到尾|到十一点|到11点|一直"
    r"|all night|whole|entire|all evening|throughout|three hours|3 hours|from 8 to 11|all the night"
)
# what a kill on meeting someone holds when it says nothing of a time or a place of its own
_MEETING = frozenset({"IF", "MEET", "NAME", "PRONOUN", "ALONE", "KILL", "ANYWHERE"})


def whole_night(word: str) -> bool:
    """Whether ``word`` (a word of the whole night) says a window, not only "tonight"."""
    return bool(_WHOLE.search(word.lower()))


def window_first(tokens: list[Token]) -> list[Token]:
    """``这三个小时里，9点去花园，碰到赵强一个人就杀了他``, "all night: 9pm garden, if I meet Tom alone
    kill him": the whole night said first, with nothing of its own, then the orders and one kill on
    meeting someone that says no time, no place and no "otherwise" of its own: the whole night is
    that kill's window (a kill that holds all night, wherever one meets them), as when the kill
    follows the window right away. It was read as the kill of the order before it (in the garden
    only), the window dropped: a misread. The kill is moved right after the window."""
    out = list(tokens)
    k = 0
    while k < len(out) and out[k].type == "ALLNIGHT":
        k += 1
    if k == 0 or not any(whole_night(str(t)) for t in out[:k]):
        return out
    j = k
    while j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", ":", ".", "-"):
        j += 1
    at = j + 1 if j < len(out) and out[j].type == "AT" else j  # "all night. at 9 ..."
    if at >= len(out) or out[at].type not in ("TIME", "PERIOD"):
        return out
    kills = _meeting_kills(out, j)
    if kills is None or len(kills) != 1:
        return out
    a, b = kills[0]
    clause = out[a:b]
    rest = out[j:a] + out[b:]
    # the separator before the kill's clause goes with it, or two would stand together
    if a > j and out[a - 1].type == "SEP" and (b >= len(out) or out[b].type == "SEP"):
        rest = out[j : a - 1] + out[b:]
    comma = Token("SEP", ",", start_pos=out[k - 1].end_pos, end_pos=out[k - 1].end_pos)
    stop = Token("SEP", ".", start_pos=clause[-1].end_pos, end_pos=clause[-1].end_pos)
    return [*out[:k], comma, *clause, stop, *rest]


def _meeting_kills(out: list[Token], start: int) -> list[tuple[int, int]] | None:
    """The clauses after ``start`` that are a kill on meeting someone and nothing else (no time,
    place or alternative): (start, end) of each; None when a kill of another shape follows."""
    found: list[tuple[int, int]] = []
    k = start
    while k < len(out):
        t = out[k]
        if t.type == "KILL":
            a = k
            while a > start and (
                out[a - 1].type in _MEETING or out[a - 1].type == "SEP" and str(out[a - 1]) in (",", "，")
            ):
                a -= 1
            while out[a].type == "SEP":
                a += 1
            b = k + 1
            while b < len(out) and out[b].type in ("NAME", "PRONOUN"):
                b += 1
            kinds = [u.type for u in out[a:b]]
            opens = a == start or out[a - 1].type == "SEP" or kinds[0] in ("IF", "MEET")
            closes = b >= len(out) or out[b].type in ("SEP", "TIME", "PERIOD")
            otherwise = any(u.type == "OTHERWISE" for u in out[b : b + 2])
            meets = "MEET" in kinds[: kinds.index("KILL")]
            if not (opens and closes and meets) or otherwise:
                return None
            found.append((a, b))
            k = b
            continue
        k += 1
    return found


# "at the other times" and "no kill" (其他时间别动手, 其余时间不杀): what a kill with a window does anyway
_OTHER_TIMES = frozenset(
    {"其他时间", "其余时间", "其余的时间", "其他的时间", "别的时间", "其他时候", "其余时候", "剩下的时间"}
)
_NO_KILL = re.compile(  # (先…啦: round twenty-nine, 其他時間先不要動手啦)
    r"(?:都|就|也|先|一律)?(?:别|不|不要|不会|不用)(?:再)?(?:动手|杀|杀人|下手|出手)(?:了|啊|哈|啦|喔|哦)?"
)


def no_kill_at_other_times(tokens: list[Token], text: str) -> list[Token]:
    """``9点到10点之间，只要碰到胖子单独一人就杀掉，其他时间别动手``: no kill at the other times, said after a
    kill that holds over a window, is what that window says: set aside and said. After a kill
    with no window (all night, or an order's) it is left to be read (or refused) as before."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        if t.type != "ALLNIGHT" or str(t) not in _OTHER_TIMES or out[k - 1].type != "SEP":
            continue
        end = k + 1
        while end < len(out) and out[end].type != "SEP":
            end += 1
        stop = (out[end].start_pos or 0) if end < len(out) else len(text)
        said = text[t.end_pos or 0 : stop].strip()
        if _NO_KILL.fullmatch(said) is None:
            continue
        start = next((j for j in range(k - 1, -1, -1) if out[j].type == "SEP" and str(out[j]) in _ENDS), -1)
        before = [u.type for u in out[start + 1 : k]]
        window = first_range(before) is not None
        if window and "KILL" in before and set(before) & _STANDING:
            whole = text[t.start_pos or 0 : stop].rstrip()
            at = t.start_pos or 0
            out[k:end] = [Token("ASIDE", whole, start_pos=at, end_pos=at + len(whole))]
            return out
    return out
