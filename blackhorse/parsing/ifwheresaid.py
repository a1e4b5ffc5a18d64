"""A condition's place said between its "if" and its meeting (docs/PARSING.md, *Misplaced shapes
read by class*): ``九点去花园，要是在那里碰到胖虎一个人，就杀了他`` is ``在那里碰到胖虎一个人就杀了他``: a
meeting is a condition already, and 要是 / 如果 before where it happens says it again.

The rule: "if" (要是, 如果, 假如 ...), then 在 and a place or 那里 / 那儿, then a verb of meeting: the
"if" is read with the meeting, and the place stays where it was said (the grammar reads
``在那里碰到…`` as it always did). A time between the "if" and the place (``要是十点在花园碰到胖虎一个人``)
is the time of the meeting, and stays too. Nothing else moves.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import SENTENCE_ENDS

_WHERE = frozenset({"THERE", "PLACE"})


def if_where(tokens: list[Token]) -> list[Token]:
    """``tokens`` with an "if" before a meeting's place read with the meeting (module doc)."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        timed = out[k + 1].type == "TIME"  # 要是十点在花园碰到: the time of the meeting said first
        kinds = [t.type for t in out[k + timed : k + timed + 4]]
        said = out[k].type == "IF" and kinds[1:] == ["AT", kinds[2], "MEET"] and kinds[2] in _WHERE
        said = said and not (timed and kinds[2] == "THERE")  # 要是十点在那里: where is "there"?
        if said and not str(out[k]).isascii():  # Chinese: 要是在那里碰到 ("if I meet him there" reads)
            read_past(out[k + timed + 3], out[k])
            del out[k]
            continue
        k += 1
    return out


def place_first(tokens: list[Token]) -> list[Token]:
    """The place of a condition said first, before its "if" or its person (``花园里要是碰到赵强一个人
    就杀了他``, ``草坪上赵强一个人在的话就杀了他``, ``要是草坪上赵强一个人在就杀了他``): where the meeting
    happens, said as a topic (``如果草坪上只有Jake一个人``: the "only" is the "alone"). Read as the
    grammar reads it said after (``在花园碰到赵强…``, ``赵强一个人在草坪就杀了他``): the place goes
    after the person alone, or before the meeting. It was refused at the comma or the place. A
    place that is not where its order goes is refused there, as said after (conditions.py)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        start = k
        if k and out[k - 1].type not in ("SEP", "LISTJOIN"):
            k += 1
            continue
        lead: list[Token] = []
        while len(lead) < 2 and k + len(lead) < len(out) and out[k + len(lead)].type in ("IF", "AT"):
            lead.append(out[k + len(lead)])
        p = k + len(lead)
        if p >= len(out) or out[p].type != "PLACE" or len(set(_kinds(lead))) < len(lead):
            k += 1
            continue
        j = p + 1
        iff = [out[j]] if j < len(out) and out[j].type == "IF" else []
        j += len(iff)
        ifs = [t for t in [*lead, *iff] if t.type == "IF"]
        only = j + 1 < len(out) and out[j].type == "ONLY" and not str(out[j]).isascii()
        if only and out[j + 1].type in ("NAME", "PRONOUN"):  # 草坪上只有Jake一个人: alone says "only"
            read_past(out[j + 1], out[j])
            del out[j]
        at = next((t for t in lead if t.type == "AT"), None) or Token(
            "AT", "在", start_pos=out[p].start_pos, end_pos=out[p].start_pos
        )
        place = out[p]
        if j < len(out) and out[j].type == "MEET" and not str(out[j]).isascii():  # 花园里要是碰到赵强…
            new = [*ifs[:1], at, place]
        elif (
            j + 2 < len(out)
            and out[j].type in ("NAME", "PRONOUN")
            and out[j + 1].type == "ALONE"
            and not str(out[j + 1]).isascii()
            and _kill_at(out, j + 2) is not None
        ):  # 草坪上赵强一个人在的话就杀了他: 赵强一个人在草坪就杀了他
            gap = 3 if out[j + 2].type == "AT" else 2
            said_at = out[j + 2] if gap == 3 else at
            person = [*ifs[:1], out[j], out[j + 1], said_at, place]
            for extra in ifs[1:]:
                read_past(out[j], extra)
            if k and out[k - 1].type == "LISTJOIN":
                out[k - 1] = Token("SEP", ",", start_pos=out[k - 1].start_pos, end_pos=out[k - 1].end_pos)
            out[start : j + gap] = person
            k = start + len(person)
            continue
        else:
            k += 1
            continue
        for extra in ifs[1:]:
            read_past(out[j], extra)
        if k and out[k - 1].type == "LISTJOIN":
            out[k - 1] = Token("SEP", ",", start_pos=out[k - 1].start_pos, end_pos=out[k - 1].end_pos)
        out[start:j] = new
        k = start + len(new)
    return out


def _kill_at(out: list[Token], j: int) -> int | None:
    """Where the kill is, right after a person alone (at ``j``: 在, a comma, then the kill)."""
    if j < len(out) and out[j].type == "AT":
        j += 1
    if j < len(out) and out[j].type == "SEP" and str(out[j]) == ",":
        j += 1
    return j if j < len(out) and out[j].type == "KILL" else None


def _kinds(tokens: list[Token]) -> list[str]:
    return [t.type for t in tokens]


# what a kill's sentence that names its place may not hold: another time or another going
_OTHER_ORDER = frozenset({"TIME", "ALLNIGHT", "GO", "RETURN_HOME", "VISIT", "STAY", "FROM", "UNTIL"})


def met_where_it_went(tokens: list[Token]) -> list[Token]:
    """A kill said in a sentence of its own after later orders, naming where the meeting happens
    (``今晚九点半，我去草坪散步，十点回房。倘若在草坪上遇见阿哲独自一人，便将其杀死。``): the place names
    the one order that goes there, and the kill is that order's, read as if said right after it
    (``…去草坪散步。倘若在草坪上遇见…``, which the grammar reads). It was refused as a second place
    in the last order's slot. **Decisions:** only a sentence opening with 在 + a place + a verb of
    meeting (its "if" already read with the meeting, :func:`if_where`), holding a kill and no time
    nor going of its own; only when exactly one order before it goes to that place (``去草坪``) and
    another order stands between them; otherwise left as said (refused, as before)."""
    out = list(tokens)
    k = 1
    while k + 2 < len(out):
        said = out[k].type == "AT" and out[k + 1].type == "PLACE" and out[k + 2].type == "MEET"
        if not said or out[k - 1].type != "SEP" or str(out[k - 1]) not in SENTENCE_ENDS:
            k += 1
            continue
        end = k
        while end < len(out) and not (out[end].type == "SEP" and str(out[end]) in SENTENCE_ENDS):
            end += 1
        clause = out[k:end]
        kinds = {t.type for t in clause}
        went = [
            j
            for j in range(1, k)
            if out[j].type == "PLACE" and str(out[j]) == str(out[k + 1]) and out[j - 1].type == "GO"
        ]
        if "KILL" not in kinds or kinds & _OTHER_ORDER or len(went) != 1:
            k += 1
            continue
        s = went[0]
        while s < k and out[s].type != "SEP":
            s += 1
        if not any(t.type in ("TIME", "GO", "RETURN_HOME") for t in out[s:k]):
            k += 1  # said right after its order: read as it stands
            continue
        moved = out[k - 1 : end]
        del out[k - 1 : end]
        out[s:s] = moved
        k = end + 1
    return out
