"""What a negation covers: read as said, or refused at the negation; never the opposite.

A negation the orders can hold is read; one they cannot is refused at its word, with the one
thing to change. Dropped or misplaced, it would say the opposite (docs/PARSING.md, *Never a
silent misread*):

- **a negated look** (``不看窗``, ``不偷看窗户``, ``不从门孔看``, ``别看窗外``, ``不再看``, ``停止偷看``,
  "don't peek", "not watching the window", "stop watching", "no peeking through the window") is
  not looking: one word of staying without a peek, what it names not looked at. It was read as
  a look at what it names (``不看窗`` became a peek through the window);
- **a negated look beside a look** in one order is read when it names the other thing (``从门孔看，
  不看窗``: the peephole), and refused otherwise (``从门孔看，不偷看了``: which?); so is a negated
  look right after an order looking through the other thing (``9点从门孔看，10点不看窗``: go on
  with the peephole, or stop?);
- **a negation before a going, a stay, a kill or a visit** (``9点不去花园``, ``不杀C``, "don't go to
  the garden") is no order a file can hold: refused at the negation ("say what to do instead"),
  not at the word after it;
- **a place said with the one it is not** (``21:10 花园，不是草坪``, "at 9 the garden, not the lawn",
  ``9点不是去草坪，是去花园``): the place said is the going's, the other named only to say so; the
  contrast is read with the place kept (:func:`not_the_other`). Only "is not" (不是, 而不是, "not")
  right beside a going's place, another place, and nothing else in the clause.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.drafts import Fault
from blackhorse.parsing.meaning import en_classes, zh_classes
from blackhorse.parsing.wording import opens_ignored_line

_LOOKS = frozenset({"PEEK_VERB", "LOOK_CORRIDOR", "WINDOW", "PEEPHOLE"})
_WITH = frozenset({"FROM", "AT", "USE", "THROUGH", "TO"})
# a new order's time: what comes before it is another order
_STARTS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT"})
# what no order file can negate: a going, a stay, a kill, a visit, a knock
_NOT_HELD = frozenset({"GO", "RETURN_HOME", "STAY", "KILL", "VISIT", "KNOCK", "VIA", "AFTER_KILL"})
# stopping, said before a look: not looking from then on
_STOP = frozenset({"stop", "stops", "stopped", "quit", "停止", "停"})
# a negation the lexer leaves unknown: 别从, 别看, 不要偷看; "no more", "never"
_ZH_NEGATION = re.compile(
    "[不别没莫勿甭](?:要|再|用|许|准)?再?(?P<look>偷看|看|盯着?|窥视|往外看|向外看)?从?"
)
_EN_NEGATIONS = frozenset({"no", "never", "not"})
_MORE = frozenset({"more", "longer", "anymore", "any", "again"})
_EN_LOOK = re.compile(r"\b(peek|peep|look|watch|spy|spying|observ)")
_PEEPHOLE = ("猫眼", "门孔", "peephole", "corridor", "走廊")


def _negated_look_word(t: Token) -> bool:
    """A word of staying that says not looking (不看, 不偷看, 不看窗外, no peeking)."""
    if t.type != "STAY":
        return False
    said = str(t).casefold()
    if said[:1].isascii():
        negated = any("negation" in en_classes(w) for w in said.split())
        return negated and _EN_LOOK.search(said) is not None
    return {"negation", "look"} <= zh_classes(said)


def _device(tokens: list[Token]) -> frozenset[str]:
    """What the tokens name to look through: the window, the peephole (or nothing named)."""
    found: set[str] = set()
    for t in tokens:
        said = str(t).casefold()
        if t.type == "PEEPHOLE" or t.type == "LOOK_CORRIDOR" or any(w in said for w in _PEEPHOLE):
            found.add("peephole")
        elif t.type == "WINDOW" or "窗" in said or "window" in said or t.type == "PLACE":
            found.add("window")
    return frozenset(found)


def _look_tail(tokens: list[Token], k: int, looked: bool = False) -> int:
    """The end (exclusive) of the look said from ``tokens[k]`` on: its verbs, what it looks
    through, and the place seen right after them (``looked``: right after a look word)."""
    j = k
    while j < len(tokens):
        t = tokens[j]
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        seen = looked and (j == k or tokens[j - 1].type in _LOOKS)  # right after the look
        if t.type in _LOOKS:
            looked, j = True, j + 1
        elif t.type in _WITH and nxt is not None and nxt.type in ("WINDOW", "PEEPHOLE"):
            j += 1
        elif t.type == "THEN" and str(t) == "再" and nxt is not None and nxt.type in _LOOKS | _WITH:
            j += 1  # 不再看
        elif t.type in ("AT", "TO") and seen and nxt is not None and nxt.type == "PLACE":
            j += 2  # not peeking at the lawn: the place seen
            break
        elif t.type == "PLACE" and seen:
            j += 1  # 不看花园: the place seen
            break
        else:
            break
    return j


def _head_kind(t: Token) -> str:
    """Whether ``t`` opens a negation: "look" when it says the look itself (别看, 不要偷看), "plain"
    when a look or a going must follow (不, 别从, don't, stop), "" when it opens none."""
    said = str(t).casefold()
    if t.type == "NOT" or said in _STOP or said == "不再":
        return "plain"
    if t.type != "UNKNOWN":
        return ""
    if said in _EN_NEGATIONS:
        return "plain"
    m = _ZH_NEGATION.fullmatch(said)
    if m is None:
        return ""
    return "look" if m["look"] else "plain"


def _head(tokens: list[Token], k: int, kind: str) -> int:
    """The end of the look a negation at ``k`` opens (past 再, "more"); -1: no look follows."""
    j = k + 1
    while j < len(tokens) and (
        tokens[j].type == "THEN"
        and str(tokens[j]) == "再"
        or tokens[j].type == "UNKNOWN"
        and str(tokens[j]) in _MORE
    ):
        j += 1
    end = _look_tail(tokens, j, looked=kind == "look")
    if kind == "look" or any(u.type in _LOOKS for u in tokens[j:end]):
        return end
    return -1


def not_looking(tokens: list[Token]) -> tuple[list[Token], Fault | None]:
    """Negated looks read as one word of staying without a peek, and negations the orders
    cannot hold refused at the word (module doc)."""
    out: list[Token] = []
    negated: list[tuple[int, frozenset[str]]] = []  # (index in out, what it names)
    k = 0
    said_back = False  # the echo's own ignored line read back: what was set aside stays aside
    while k < len(tokens):
        t = tokens[k]
        end = -1
        if opens_ignored_line(t):
            said_back = True
        elif t.type == "SEP" and str(t) == "\n":
            said_back = False
        if said_back:
            pass
        elif _negated_look_word(t):
            end = _look_tail(tokens, k + 1, looked=True)
        elif _head_kind(t):
            end = _head(tokens, k, _head_kind(t))
        if end < 0:
            out.append(t)
            k += 1
            continue
        last = tokens[end - 1]
        value = "no peeking" if str(t)[:1].isascii() else "不偷看"
        negated.append((len(out), _device(tokens[k:end])))
        out.append(Token("STAY", value, start_pos=t.start_pos, end_pos=last.end_pos))
        k = end
    for at, names in negated:
        fault = _beside_a_look(out, at, names)
        if fault is not None:
            return tokens, fault
    return out, None


def negation_before(tokens: list[Token], failed: Token) -> Fault | None:
    """Where the reading failed at a going, a stay, a kill or a visit right after a negation
    (``9点不去花园``, ``不再杀C``, "don't go to the garden"): the negation is the word to change."""
    k = next((j for j, u in enumerate(tokens) if u is failed), -1)
    if k < 1:
        return None
    again = failed.type == "THEN" and str(failed) == "再"  # 不再去: the reading fails at 再
    verb = tokens[k + 1] if again and k + 1 < len(tokens) else failed
    j = k - 1
    if not again and tokens[j].type == "THEN" and str(tokens[j]) == "再" and j > 0:
        j -= 1
    if verb.type not in _NOT_HELD or tokens[j].type != "NOT":
        return None
    end = tokens[j + 1].end_pos if tokens[j + 1].type == "THEN" else tokens[j].end_pos
    return Fault(tokens[j].start_pos or 0, end or 0, "negation")


def _order_of(tokens: list[Token], at: int) -> tuple[int, int]:
    """The tokens of the order ``tokens[at]`` stands in: from the time before it to the next (a
    time that ends a range is no start; "then" starts the order at that end: ``8点20到8点40看猫眼
    然后就待着啥也不看了``)."""
    start = next((j for j in range(at, -1, -1) if _starts(tokens, j)), 0)
    end = next((j for j in range(at + 1, len(tokens)) if _starts(tokens, j)), len(tokens))
    return start, end


def _starts(tokens: list[Token], j: int) -> bool:
    ends = tokens[j].type == "TIME" and j > 0 and tokens[j - 1].type in ("UNTIL", "TO")
    return tokens[j].type in _STARTS and not ends or tokens[j].type == "THEN"


def _looks(tokens: list[Token]) -> list[Token]:
    return [t for t in tokens if t.type in _LOOKS]


def _beside_a_look(tokens: list[Token], at: int, names: frozenset[str]) -> Fault | None:
    """A negated look in an order that looks, or right after one looking through the other
    thing: read when it names only the other thing, else refused (module doc)."""
    t = tokens[at]
    start, end = _order_of(tokens, at)
    here = _looks(tokens[start:end])
    if here:
        if names and not names & _device(here) and _device(here):
            return None  # 从门孔看，不看窗: the peephole
        return Fault(t.start_pos or 0, t.end_pos or 0, "look_and_not")
    if start == 0 or not names:
        return None
    before = _order_of(tokens, start - 1)[0]
    earlier = _looks(tokens[before:start])
    if earlier and _device(earlier) and not _device(earlier) & names:
        return Fault(t.start_pos or 0, t.end_pos or 0, "look_and_not")  # 9点从门孔看，10点不看窗
    return None


# "is not", said of a place (花园，不是草坪; 不是草坪，是花园; "the garden, not the lawn")
_IS_NOT = re.compile(r"(?:而|并|可)?不是|not|and not|rather than")
# "but", "it is", opening the place said after "not that one" (不是草坪，是花园; "not the lawn but
# the garden")
_BUT_IT_IS = re.compile(r"[\s,，]*(?:而是|是|but|but rather|it's|it is)?[\s,，]*$")
# what may stand before a going's place
_GOING_BEFORE = frozenset({"GO", "TO", "TIME", "AT", "RETURN_HOME"})


def _not_place(tokens: list[Token], k: int, text: str) -> int:
    """The end of "not [go] PLACE" opening at ``tokens[k]`` (-1 when it is not one)."""
    t = tokens[k]
    if t.type != "NOT":
        return -1
    j = k + 1 + (k + 1 < len(tokens) and tokens[k + 1].type == "GO")
    if j >= len(tokens) or tokens[j].type != "PLACE":
        return -1
    said = text[t.start_pos or 0 : tokens[k + 1].start_pos or 0].strip().lower()
    return j + 1 if _IS_NOT.fullmatch(said) else -1


def _clause_ends(tokens: list[Token], k: int) -> bool:
    return k >= len(tokens) or tokens[k].type == "SEP"


# staying, said negated right before where one goes instead (我就不待了，直接去花园)
_STAYING = frozenset({"待", "呆", "留", "待着", "呆着", "留下"})


def _leaving_instead(tokens: list[Token]) -> list[Token]:
    """``要是王工在那儿我就不待了，直接上花园``: not staying, then a comma and the going one does
    instead, is that going (round thirty-three): the negation says what the going says, read with
    it. It was refused at 不 ("say what to do instead"), which the message had said."""
    out = list(tokens)
    for k in range(len(out) - 3):
        neg, stay, comma, go = out[k : k + 4]
        if (
            neg.type == "NOT"
            and str(neg) == "不"
            and stay.type == "STAY"
            and str(stay) in _STAYING
            and comma.type == "SEP"
            and str(comma) == ","
            and go.type in ("GO", "RETURN_HOME", "PLACE")  # 直接上花园: 上 a filler, the place
        ):
            read_past(go, neg, stay, comma)
            return [*out[:k], *out[k + 3 :]]
    return out


def not_the_other(tokens: list[Token], text: str) -> list[Token]:
    """A going's place said with the place it is not (module doc): the contrast read with the
    place kept (:func:`blackhorse.parsing.accounting.read_past`), as if only the place was said;
    and staying said negated before the going instead (:func:`_leaving_instead`)."""
    out = _leaving_instead(tokens)
    k = 0
    while k < len(out):
        end = _not_place(out, k, text)
        if end < 0:
            k += 1
            continue
        other = str(out[end - 1])
        # 花园，不是草坪 / "the garden, not the lawn": the going's place, then the one it is not
        p = k - 2 if k >= 2 and out[k - 1].type == "SEP" and str(out[k - 1]).strip() in ",，" else k - 1
        before = out[p] if p >= 0 else None
        kept = before is not None and before.type == "PLACE" and str(before) != other
        if (
            kept
            and before is not None
            and (p == 0 or out[p - 1].type in _GOING_BEFORE)
            and _clause_ends(out, end)
        ):
            read_past(before, *out[k:end])
            del out[k:end]
            continue
        # 不是草坪，是花园 / "not the lawn but the garden": the one it is not, then the going's place
        q = end + (end < len(out) and out[end].type == "SEP" and str(out[end]).strip() in ",，")
        q += q < len(out) and out[q].type == "GO"
        after = out[q] if q < len(out) else None
        if after is not None and after.type == "PLACE" and str(after) != other and _clause_ends(out, q + 1):
            gap = text[out[end - 1].end_pos or 0 : after.start_pos or 0]
            if _BUT_IT_IS.fullmatch(gap.replace("去", "")):
                read_past(after, *out[k:end])
                del out[k:end]
                continue
        k += 1
    return out
