"""Chinese orders said colloquially, read by how their words stand together (docs/PARSING.md,
*Chinese verbs in their forms*).

The words are in the lexicon (:mod:`blackhorse.parsing.verbforms` gives the verbs their one- and
two-character forms); what this module reads is where a short form stands, once the message is
cut into words and before :func:`blackhorse.parsing.joins.read_together`:

- **a stroll before its place** (``逛花园``, ``溜草坪``, ``晃到草坪``): 逛 / 溜 / 晃 right before a
  place is going there. Anywhere else they stay words the reader does not know: after the place
  (``在花园逛``) what one does there, set aside and said as ``逛逛`` is; a stroll is no word of the
  orders, so a part holding one (``瞎逛``) is set aside as before;
- **one alternative said as several failures** (``开不了门或者他不是一个人，就去草坪``, ``不开门、他不在、
  或者有别人在，都去花园``): every way the order can fail is what its "otherwise" covers, so after a
  kill on someone alone the clause is that kill's ``否则``; without a kill, a refused knock (which an
  alternative always covers) adds nothing to ``他不在``. As :func:`blackhorse.parsing.ifsaid.failures`
  reads the English;
- **another failure with the same alternative, said with 也** (``没开门就回，不是一个人也回``,
  ``门没开的话去204，不是一个人的话也去204``): the alternative said again for another way of failing,
  where the first alternative already covers it (after a kill on someone alone, or every failure a
  refused knock): said once.

Every rewrite keeps each word that carries meaning in a word of the same meaning.
"""

from __future__ import annotations

from lark import Token

# a stroll said with one character: going, right before a place
_STROLL = frozenset({"逛", "溜", "晃"})
_PLACES = frozenset({"PLACE", "ROOMWORD"})
_CLAUSE = frozenset({"SEP", "AND", "THEN"})


def _tok(kind: str, like: Token) -> Token:
    return Token(kind, str(like), start_pos=like.start_pos, end_pos=like.end_pos)


def colloquial(tokens: list[Token], text: str = "") -> list[Token]:
    """The shapes of this module, read in turn; ``text`` is the normalised message."""
    return _also_fails(_failures(_stroll_to(tokens)), text)


def _stroll_to(tokens: list[Token]) -> list[Token]:
    """``8点逛花园``, ``溜草坪``: a one-character stroll right before a place is going there."""
    out = list(tokens)
    for k, t in enumerate(out[:-1]):
        if t.type == "UNKNOWN" and str(t) in _STROLL and out[k + 1].type in _PLACES:
            out[k] = _tok("GO", t)
    return out


# what may stand in a failure said in Chinese (他不是一个人, 不开门, 赵强不在, 有别人在)
_FAILURE_PARTS = frozenset(
    {"NAME", "PRONOUN", "NOT_THERE", "NOT", "ALONE", "NOT_OPEN", "NOBODY_OPENS", "SOMEONE"}
)
_OR = frozenset({"或者", "或", "或是"})
_ORDER_STARTS = frozenset({"TIME", "PERIOD", "ALLNIGHT", "RANGE"})
_GOINGS = frozenset({"GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK"})


def _chinese(t: Token) -> bool:
    return not str(t)[:1].isascii()


def _failure(piece: list[Token]) -> str | None:
    """What way of failing ``piece`` says: ``absent`` (他不在), ``knock`` (不开门, 门没开), ``company``
    (不是一个人, 有别人在), or None (something else: left as said)."""
    kinds = [u.type for u in piece]
    if kinds[:1] in (["NAME"], ["PRONOUN"]):
        kinds = kinds[1:]
    if kinds == ["NOT_THERE"]:
        return "absent"
    if kinds in (["NOT_OPEN"], ["NOBODY_OPENS"]):
        return "knock"
    if kinds in (["NOT", "ALONE"], ["SOMEONE"]):
        return "company"
    return None


def _pieces(span: list[Token]) -> list[list[Token]] | None:
    """The failures of ``span``, split at 或者 and 、 (None: not two failures or more)."""
    pieces: list[list[Token]] = [[]]
    joined = False
    for u in span:
        if u.type == "CHOICE" and str(u) in _OR or u.type == "JOIN" and str(u) == "、":
            joined = True
            if pieces[-1]:
                pieces.append([])
        elif not (u is span[0] and u.type == "IF"):
            pieces[-1].append(u)
    return pieces if joined and len(pieces) > 1 and all(pieces) else None


def _kill_before(tokens: list[Token], k: int) -> tuple[bool, bool]:
    """Whether the order the clause at ``k`` follows kills, and whether on someone alone."""
    kill = alone = False
    for u in reversed(tokens[:k]):
        if u.type in _ORDER_STARTS:
            break
        kill = kill or u.type == "KILL"
        alone = alone or u.type in ("ALONE", "NOBODY_ELSE")
    return kill, kill and alone


def _failures(tokens: list[Token]) -> list[Token]:
    """``开不了门或者他不是一个人，就去草坪``: one alternative said as several failures (module doc)."""
    out = list(tokens)
    k = 0
    while k < len(out):
        t = out[k]
        opens = k == 0 or out[k - 1].type in _CLAUSE
        if not (opens and _chinese(t) and (t.type == "IF" or t.type in _FAILURE_PARTS)):
            k += 1
            continue
        j = k + 1
        while j < len(out) and (
            out[j].type in _FAILURE_PARTS or out[j].type in ("CHOICE", "JOIN") and str(out[j]) in (*_OR, "、")
        ):
            j += 1
        after = j + 1 if j < len(out) and out[j].type == "SEP" and str(out[j]) == "," else j
        pieces = _pieces(out[k:j])
        if pieces is None or after >= len(out) or out[after].type not in _GOINGS:
            k += 1
            continue
        kinds = [_failure(p) for p in pieces]
        if None in kinds:
            k += 1
            continue
        kill, alone = _kill_before(out, k)
        first, last = out[k], out[j - 1]
        if kill and (alone or "company" not in kinds):
            out[k:j] = [Token("OTHERWISE", "否则", start_pos=first.start_pos, end_pos=last.end_pos)]
        elif not kill and "company" not in kinds:
            absent = [p for p, kind in zip(pieces, kinds, strict=True) if kind == "absent"]
            if absent:
                out[k:j] = [
                    Token("IF", "如果", start_pos=first.start_pos, end_pos=first.start_pos),
                    *absent[0],
                ]
            else:
                out[k:j] = [
                    Token("NOBODY_OPENS", "没人开门", start_pos=first.start_pos, end_pos=last.end_pos)
                ]
        k += 1
    return out


def _going(tokens: list[Token], k: int) -> tuple[tuple[str, ...], int] | None:
    """The going at ``k`` (where to, and the index after it): 回 / 回来 home, 去 + a place there."""
    t = tokens[k] if k < len(tokens) else None
    if t is None:
        return None
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    bare = nxt is None or nxt.type not in (*_PLACES, "NAME", "PRONOUN", "THERE", "TO", "UNKNOWN")
    if t.type == "RETURN_HOME" or t.type == "GO" and str(t) == "回" and bare:
        return ("home",), k + 1
    if t.type == "GO" and nxt is not None and nxt.type in _PLACES:
        return (nxt.type, nxt.value), k + 2
    return None


def _also_fails(tokens: list[Token], text: str) -> list[Token]:
    """``没开门就回，不是一个人也回``: another failure with the same alternative (module doc)."""
    out = list(tokens)
    k = 1
    while k < len(out):
        start = k
        while start < len(out) and out[start].type == "SEP" and str(out[start]) == ",":
            start += 1
        j = start
        while j < len(out) and out[j].type in _FAILURE_PARTS:
            j += 1
        again = _going(out, j) if j > start else None
        before = _said_before(out, k)
        also = (
            j > start and "也" in text[out[j - 1].end_pos or 0 : out[j].start_pos or 0]
            if j < len(out)
            else False
        )
        if again is None or before is None or not also or again[0] != before[1]:
            k += 1
            continue
        kinds = {_failure(out[start:j]), *before[0]}
        kill, alone = _kill_before(out, before[2])
        if None not in kinds and (kill and alone or kinds == {"knock"}):
            del out[k : again[1]]
            continue
        k += 1
    return out


def _said_before(tokens: list[Token], k: int) -> tuple[set[str | None], tuple[str, ...], int] | None:
    """The alternative that ends right before ``k``: the failures it was said for, where it goes,
    and where its clause starts (None: no failure and its going end there)."""
    for end in range(k - 1, -1, -1):
        if tokens[end].type not in _CLAUSE:
            break
    else:
        return None
    for g in range(end, max(end - 2, -1), -1):
        going = _going(tokens, g)
        if going is not None and going[1] == end + 1:
            f = g
            while f > 0 and tokens[f - 1].type in _FAILURE_PARTS:
                f -= 1
            if f == g:
                return None
            return {_failure(tokens[f:g])}, going[0], f
    return None
