"""The way somewhere said casually in English, read as the route it is (docs/PARSING.md,
*Casual English*):

- **"through" before a place** ("go to the lawn through the garden", "head down to the garden
  through the east stairs") is the way there, as "via" is: a place is never what one peeks
  through (the window and the peephole are not places);
- **"take" / "use" a place on the way** ("take the west stairs down to the garden", "use the
  east stairs to get to the lawn", "9:10 garden, taking the west stairs") is going by it, when a
  place to go to is said in the same clause; "down" / "up" between the way and "to" say nothing
  more, and the "to" of a purpose before a going ("to get to the garden") is no place to go;
- **a way in brackets after a place** ("9:10 garden (west stairs)") is the way there;
- **moving about a place** ("walk up and down the corridor", "walk back and forth in the garden",
  "pace the corridor", "patrol the lawn") is going there: the corridor then refused by its rule
  (nobody loiters there, seed 八), not at "and";
- **"up to" before a place** ("back up to my room", "head up to 209") is going there ("up to" before
  a time is still its end: "up to 10");
- **"the stairs", no side said, on the way down or up** (``从楼梯下去到花园``, ``走楼梯下楼去草坪``,
  ``顺着楼梯上去回房``): every walk between the floors takes one of the stairs, so the words name no
  route: set aside and said, the walk the map's own (``via`` only when a side is said: 西楼梯).
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt
from blackhorse.parsing.casualwords import CLAUSE_ENDS, english, retoken

_THROUGH = frozenset({"through", "thru", "out through"})
_TAKE = frozenset({"take", "use", "taking", "using", "took"})
_LOOKED_AT = frozenset({"WINDOW", "PEEPHOLE", "POSS", "ROOMWORD"})


def _goes(tokens: list[Token], k: int) -> bool:
    """Whether the clause around ``k`` goes to a place (a going or a place before or after it)."""
    for step in (-1, 1):
        j = k + step
        while 0 <= j < len(tokens) and tokens[j].type not in CLAUSE_ENDS:
            if tokens[j].type in ("GO", "TO", "RETURN_HOME") or tokens[j].type == "PLACE" and step < 0:
                return True
            j += step
    return False


def way_said(tokens: list[Token]) -> list[Token]:
    """The way somewhere said with "through", "take", "use" or in brackets (see the module doc)."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        after = out[k + 2] if k + 2 < len(out) else None
        if nxt.type != "PLACE" or not english(t) or after is not None and after.type in _LOOKED_AT:
            continue
        through = t.type == "FROM" and str(t) in _THROUGH
        taken = str(t) in _TAKE and t.type in ("UNKNOWN", "USE", "VIA")
        after_going = taken and _stairs(nxt) and _way_after_going(out, k)
        if (through or taken) and _goes(out, k) or after_going:
            out[k] = retoken("VIA", t)
    out = _way_then_to(_from_the_stairs_go(_way_down_said(out)))
    out = _up_to_a_place(out)
    out = _to_and_fro(out)
    return _way_down_said(_bracketed_way(out))


def _stairs(t: Token) -> bool:
    return t.type == "PLACE" and "stair" in str(t) and english(t)


_WAY_ENDS = frozenset({"SEP", "THEN"})


def _way_after_going(tokens: list[Token], k: int) -> bool:
    """``10:00 lawn, take the west stairs down``: "take" / "use" the stairs (never a place to go)
    opening a clause of its own, right after a clause that goes somewhere (a going or a place),
    with nothing after the stairs but "down" / "up": the way there, as in one clause."""
    if k == 0 or str(tokens[k - 1]) not in (",", "-") or tokens[k - 1].type != "SEP":
        return False
    j = k + 2
    if j < len(tokens) and tokens[j].type == "VIA" and str(tokens[j]) in ("down", "up"):
        j += 1
    if j < len(tokens) and tokens[j].type == "ASIDE":
        j += 1  # "use the east stairs hor": a chat's particle (round twenty-one)
    if j < len(tokens) and tokens[j].type not in _WAY_ENDS:
        return False
    j = k - 2
    went = False
    while j >= 0 and tokens[j].type not in _WAY_ENDS:
        if tokens[j].type in ("GO", "TO", "RETURN_HOME", "PLACE") and not _stairs(tokens[j]):
            went = True
        if tokens[j].type in ("IF", "KILL", "OTHERWISE", "PEEK_VERB", "WINDOW", "PEEPHOLE"):
            return False
        j -= 1
    return went


@rebuilt
def _way_down_said(tokens: list[Token]) -> list[Token]:
    """``via the west stairs down.``, ``back up the same way``: "down" / "up" right after the way,
    or right after "back" before the way back or the clause's end, say nothing more (every walk
    between the floors goes down or up the stairs; the same way is read by finish.py)."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        ends = nxt is None or nxt.type in _WAY_ENDS
        way = len(out) >= 2 and out[-1].type == "PLACE" and _stairs(out[-1]) and out[-2].type == "VIA"
        back = bool(out) and out[-1].type == "RETURN_HOME" and str(out[-1]).split(" ")[-1] == "back"
        same = nxt is not None and nxt.type == "UNKNOWN" and str(nxt) in ("same", "way")
        if t.type == "VIA" and str(t) in ("down", "up") and (way and ends or back and (ends or same)):
            continue
        out.append(t)
    return out


def _up_to_a_place(tokens: list[Token]) -> list[Token]:
    """``back up to my room``: "up to" before a place, not a time, is going there."""
    out = list(tokens)
    for k in range(len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if (
            t.type == "UNTIL"
            and str(t) in ("up to", "right up to")
            and nxt.type in ("PLACE", "ROOMWORD", "NAME")
        ):
            out[k] = retoken("TO", t, "to")
    return out


@rebuilt
def _way_then_to(tokens: list[Token]) -> list[Token]:
    """``via the west stairs down to the garden``, ``using the east stairs to get to the lawn``:
    what stands between the way and where it goes ("down", the "to" of a purpose) says nothing."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        prev = out[-1] if out else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        way = prev is not None and prev.type == "PLACE" and len(out) >= 2 and out[-2].type == "VIA"
        if (
            way
            and t.type == "VIA"
            and str(t) in ("down", "up")
            and nxt is not None
            and nxt.type in ("TO", "GO")
        ):
            continue
        if way and t.type == "TO" and str(t) == "to" and nxt is not None and nxt.type == "GO":
            continue
        if (
            t.type == "VIA"
            and str(t) in ("down", "up")
            and nxt is not None
            and nxt.type in ("VIA", "THROUGH")
        ):
            continue  # go down by the west stairs, head up via the east stairs
        out.append(t)
    return out


def _bracketed_way(tokens: list[Token]) -> list[Token]:
    """``9:10 garden (west stairs)``, ``9:30 lawn - east stairs``, ``the lawn, east stairs``: stairs
    right after where one goes, in brackets or after a dash or a comma, are the way there (stairs
    are never a place to go); ``via the east stairs, to the lawn``: the comma says nothing."""
    out = list(tokens)
    for k in range(1, len(out) - 1):
        opens, way = out[k], out[k + 1]
        shut = out[k + 2] if k + 2 < len(out) else None
        if shut is not None and shut.type == "VIA" and str(shut) in ("down", "up") and str(opens) != "(":
            shut = out[k + 3] if k + 3 < len(out) else None  # "the lawn, west stairs down"
        stairs = way.type == "PLACE" and "stair" in str(way) and english(way)
        if not stairs or out[k - 1].type != "PLACE" or "stair" in str(out[k - 1]):
            continue
        if str(opens) == "(" and shut is not None and str(shut) == ")":
            out[k : k + 3] = [retoken("VIA", opens, "via"), way]
            return out
        ends = (
            shut is None or shut.type in ("SEP", "AND", "THEN") and str(shut) != "(" or shut.type == "ASIDE"
        )
        if str(opens) in (",", "-") and ends:
            out[k] = retoken("VIA", opens, "via")
            return out
    for k in range(len(out) - 3):
        via, way, comma, to = out[k : k + 4]
        if via.type == "VIA" and way.type == "PLACE" and str(comma) == "," and to.type in ("TO", "GO"):
            del out[k + 2]
            return out
    return out


_FRO = {("up", "down"), ("down", "up"), ("back", "forth"), ("to", "fro")}


@rebuilt
def _to_and_fro(tokens: list[Token]) -> list[Token]:
    """``walk up and down the corridor``, ``walk back and forth in the garden``: moving about
    there (the pair says nothing; "walk back" before "and forth" is the walk, not going home)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        t, joined, second = out[k], out[k + 1], out[k + 2]
        words = str(t).split()
        first = words[-1] if words and english(t) else ""
        if joined.type != "AND" or (first, str(second)) not in _FRO:
            continue
        if t.type in ("RETURN_HOME", "GO") and len(words) > 1:  # "walk back", "walk to": the walk
            verb = " ".join(words[:-1])
            out[k : k + 3] = [retoken("GO", t, verb, t.end_pos)]
        elif t.type == "VIA" and k and out[k - 1].type == "GO":
            del out[k : k + 3]
        else:
            continue
        return out
    return out


_STAIRS = frozenset({"楼梯", "楼道", "楼梯口", "梯子"})
_BY = frozenset({"FROM", "VIA"})


def either_stairs(tokens: list[Token], text: str) -> list[Token]:
    """ "The stairs" with no side, right before a going down or up (module doc), set aside."""
    out = list(tokens)
    k = 0
    while k + 1 < len(out):
        t, nxt = out[k], out[k + 1]
        said = str(t)
        stairs = t.type == "UNKNOWN" and (said in _STAIRS or said[:-1] in _STAIRS and said[-1] in "上下")
        way = said[-1:] + text[t.end_pos or 0 : nxt.start_pos or 0].strip() + text[nxt.start_pos or 0 :][:1]
        if stairs and nxt.type in ("GO", "RETURN_HOME") and ("上" in way or "下" in way):
            first = k - 1 if k and out[k - 1].type in _BY else k
            start, stop = out[first].start_pos or 0, t.end_pos or 0
            out[first : k + 1] = [Token("ASIDE", text[start:stop], start_pos=start, end_pos=stop)]
            k = first
        k += 1
    return out


def _from_the_stairs_go(tokens: list[Token]) -> list[Token]:
    """``九点半到十点在草坪，从东楼梯走``: "go from (by) the east stairs", in a clause of its own after a
    going, is the way there, as ``走东楼梯`` is (it was refused at the stairs)."""
    out = list(tokens)
    for k in range(1, len(out) - 2):
        t, place, verb = out[k], out[k + 1], out[k + 2]
        if t.type != "FROM" or str(t) != "从" or place.type != "PLACE" or "stairs" not in str(place):
            continue
        if verb.type != "VIA" or out[k - 1].type != "SEP" or k + 3 < len(out) and out[k + 3].type != "SEP":
            continue
        way = retoken("VIA", t, str(verb))
        read_past(way, verb)
        out[k : k + 3] = [way, place]
        break
    return out
