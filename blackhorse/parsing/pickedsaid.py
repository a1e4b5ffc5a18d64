"""Two choices said with "or", then the one picked (issue 22, round twenty-eight): a player who
thinks while typing names two places, people or looks and picks one right after, in the same
sentence: ``8点我去草坪或者花园……算了去草坪吧``, ``10点去209或者207……209吧``, ``九点去找糖糖或者哈米什……
嗯，还是糖糖``, ``不然去204或者回房，就回房吧``, ``走西楼梯或者东楼梯都行……走西楼梯``, "9pm garden or
lawn, actually lawn".

The pick is the order; the choice before it, with the words between (……, 算了, 还是, "actually"),
is set aside and listed on the echo's ``ignored:`` line. Only when:

- the two choices are of one kind, side by side around the "or" (two places, a place and going
  home, two people, the window and the peephole, two staircases);
- what follows them, after a pause (a comma, an ellipsis) and words of choosing only, is one word
  of that kind (its verb said again or not: ``去草坪``, ``走西楼梯``), ending its clause;
- or the pick is the window or the peephole already said before the "or" (``从窗户看花园或者门孔……还是
  窗户吧``): the look as first said, the other choice set aside.

Anything else stays a choice the reader never makes ("choice": pick one), as before: two choices
with no pick, a pick of another kind, a pick with more said after it than the clause's end.

**还是 as "still"** (:func:`still_said`): opening a sentence, or after the door, and before a stay or
the door's state (``补充：门还是开着，谁来都行``, ``我还是待在房间``), 还是 is "still" (as before), no
choice: there is nothing before it to choose from. After a comma it stays what it was (``9点去草坪，
还是待在房间吧``: a change of mind, read as such or refused).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past, set_aside_together

# what a choice is, by its kind (a place and going home are both where one goes)
_KIND = {
    "PLACE": "where",
    "RETURN_HOME": "where",
    "NAME": "person",
    "WINDOW": "look",
    "PEEPHOLE": "look",
}
# the words of choosing, between the choices and the pick (算了, 想了想, 嗯 and 吧 are fillers already)
_CHOOSING = frozenset({"CHANGE", "CHOICE"})
_PAUSES = frozenset({",", "，", ".", "。", "…", "、", "~", "～", "-", "—"})
# "都行" (都 is a filler: its 行 is left), "I think", "instead": said with a choice or a pick
_ALSO = frozenset({"行", "可以", "都行", "都可以", "think", "instead", "i guess", "guess"})
# the verbs a pick may say again
_VERBS = frozenset({"GO", "VIA", "VISIT"})


# what 还是 says "still" before: a stay or the door's state
_STATES = frozenset({"STAY", "DOOR_VERB", "DOOR_OPEN", "DOOR_CLOSED"})
_SENTENCE_OPENS = frozenset({"\n", "。", ".", ":", "：", "!", "！"})


def still_said(tokens: list[Token]) -> list[Token]:
    """还是 with nothing before it to choose from, before a stay or the door: "still" (module doc)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        prev = out[-1] if out else None
        opens = prev is None or prev.type == "SEP" and str(prev) in _SENTENCE_OPENS or prev.type == "DOORWORD"
        if t.type == "CHOICE" and str(t) == "还是" and opens and nxt is not None and nxt.type in _STATES:
            read_past(nxt, t)
            continue
        out.append(t)
    return out


def _kind(t: Token) -> str | None:
    return _KIND.get(t.type)


def _same(a: Token, b: Token) -> bool:
    """Whether ``b`` picks ``a``: the same word (going home said any way is one)."""
    return a.type == b.type and (a.type == "RETURN_HOME" or str(a) == str(b))


def picked(tokens: list[Token]) -> list[Token]:
    """The message's words with each choice and its pick read as the pick (see the module doc)."""
    out = list(tokens)
    k = 1
    while k < len(out) - 1:
        found = _pick_after(out, k)
        if found is None:
            k += 1
            continue
        start, pick, end = found
        aside = set_aside_together(out[start:pick])
        out[start:end] = [*out[pick:end], aside]  # the pick where the choice was; the choice after it
        k = start + 1 + (end - pick)
    return out


def _pick_after(out: list[Token], k: int) -> tuple[int, int, int] | None:
    """For the "or" at ``k``: (where the part set aside starts, where the pick starts, where it
    ends), or None when there is no pick to read (module doc)."""
    if out[k].type != "CHOICE":
        return None
    a, b = out[k - 1], out[k + 1]
    kind = _kind(b)
    if kind is None:
        return None
    j = k + 2
    while j < len(out) and str(out[j]).lower() in _ALSO and out[j].type == "UNKNOWN":
        j += 1
    paused = False
    while j < len(out) and (out[j].type in _CHOOSING or out[j].type == "SEP" and str(out[j]) in _PAUSES):
        paused = paused or out[j].type == "SEP"
        j += 1
    if not paused or j >= len(out):
        return None
    verb = out[j] if out[j].type in _VERBS else None
    at = j + 1 if verb is not None else j
    if at >= len(out) or _kind(out[at]) != kind:
        return None
    end = at + 1
    while end < len(out) and (
        out[end].type == "UNKNOWN" and str(out[end]).lower() in _ALSO or out[end].type == "ASIDE"
    ):
        end += 1  # "garden I guess", "209吧，…": a word of choosing after the pick
    if end < len(out) and out[end].type != "SEP":
        return None
    if _kind(a) == kind:
        start = k - 1
        if k >= 2 and out[k - 2].type == "CHOICE":
            start = k - 2  # "either the garden or the lawn", 要么草坪要么花园: its opener with it
        if verb is not None and k >= 2 and out[k - 2].type in _VERBS:
            start = k - 2  # 去草坪或者花园……去草坪: the verb said again with the pick
        elif verb is None and out[at].type == "RETURN_HOME" and k >= 2 and out[k - 2].type in _VERBS:
            start = k - 2  # 去204或者回房，就回房: going home holds its own verb
        return start, j, end
    if kind == "look" and verb is None and _said_before(out, k, out[at]):
        return k, end, end  # 从窗户看花园或者门孔……还是窗户: the look first said, the rest set aside
    return None


def _said_before(out: list[Token], k: int, pick: Token) -> bool:
    """Whether ``pick`` (the window or the peephole) is said in the clause before the "or" at ``k``."""
    for t in reversed(out[:k]):
        if t.type == "SEP" and str(t) not in (",", "，", " "):
            return False
        if t.type == "TIME":
            return False
        if _same(t, pick):
            return True
    return False
