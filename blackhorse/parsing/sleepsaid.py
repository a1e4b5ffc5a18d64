"""Sleeping said at a time (docs/PARSING.md, *English, round six*): ``from ten I'll sleep``, ``at
10:30 go to sleep``, ``10pm sleep``, ``at 10 i'm sleeping``, ``十点以后我就睡觉了`` (round seventeen):
going to bed then, as ``at 10 go to bed`` / ``turn in`` / ``call it a night`` already are (back in
one's room, and no more looking).

"sleep" elsewhere is set aside as before (``stay in and sleep``: what one does in one's room); only
right after its time (nothing between but the sender's "I'll" / "I'm" and "just"), ending its
clause, is it the order of that time, which the time needs (it was refused: "a time with nothing
to do at it").
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import CLAUSE_ENDS, english

_SLEEP = frozenset(
    {
        "sleep",
        "nap",
        "take a nap",
        "sleeping",
        "asleep",
        "go to sleep",
        "get some sleep",
        "have a nap",
        "doze",
        "crash",
        "crash out",
        "pass out",
        "get some rest",
        "be asleep",
    }
)
# the same in Chinese (十点以后我就睡觉了, 10点睡了): 以后 / 我 / 就 / 了 are read past before it
_SLEEP_ZH = frozenset({"睡觉", "睡", "睡了", "去睡觉", "去睡", "睡大觉", "上床睡觉", "上床"})


def sleep_at_a_time(tokens: list[Token]) -> list[Token]:
    """``at 10 sleep``: at 10 go to bed (see the module doc)."""
    out = list(tokens)
    for k in range(1, len(out)):
        t = out[k]
        zh = t.type in ("ASIDE", "UNKNOWN") and str(t) in _SLEEP_ZH  # 睡了: no word of the lexicon
        if not (zh or t.type == "ASIDE" and str(t).lower() in _SLEEP and english(t)):
            continue
        first = k - 1 if out[k - 1].type == "GO" and str(out[k - 1]).lower() == "go to" else k
        ends = k + 1 >= len(out) or out[k + 1].type in CLAUSE_ENDS
        if first < 1 or out[first - 1].type != "TIME" or not ends:
            continue
        said = Token("RETURN_HOME", "go to bed", start_pos=out[first].start_pos, end_pos=t.end_pos)
        read_past(said, *out[first : k + 1])
        out[first : k + 1] = [said]
    return _time_of_its_own(out)


_LOOKS = frozenset({"WINDOW", "PEEPHOLE"})


def _time_of_its_own(tokens: list[Token]) -> list[Token]:
    """``window, at 10 relax``: a time after a look and a comma, whose own clause holds only what is
    set aside (``relax``, ``read a book``), is that clause's time, not the look's: it is refused as a
    time with nothing to do at it (``TIME_ALONE``: it was the look's time, the look from 22:00 and
    nothing from 20:00, a misread). Sleep there is read (:func:`sleep_at_a_time`)."""
    out = list(tokens)
    for k in range(2, len(out) - 1):
        t = out[k]
        if t.type != "TIME":
            continue
        j = k - 1 if out[k - 1].type in ("AT", "FROM") else k
        comma = out[j - 1] if j >= 1 else None
        look = out[j - 2] if j >= 2 else None
        if (
            comma is None
            or look is None
            or comma.type != "SEP"
            or str(comma) != ","
            or look.type not in _LOOKS
        ):
            continue
        e = k + 1
        while e < len(out) and out[e].type in ("ASIDE", "UNKNOWN"):
            e += 1
        if e > k + 1 and (e >= len(out) or out[e].type in CLAUSE_ENDS) and english(look):
            alone = Token("TIME_ALONE", str(t), start_pos=out[j].start_pos, end_pos=t.end_pos)
            return [*out[:j], alone, *out[k + 1 :]]
    return out
