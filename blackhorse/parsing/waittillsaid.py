"""Waiting until the one to kill is alone (docs/PARSING.md, *English, round six*): ``22:30 knock on
205. if C's alone kill her. if she's got company i'll hang around till she's alone``, ``..., otherwise
wait there until she is by herself``.

An order's kill on a condition is armed for as long as the order stands (docs/ORDERS.md): staying
where one is, the kill is done once the person is alone. So staying "until she's alone", in the
otherwise of that kill, says nothing the stay does not: the "until" and what follows it are read
with the stay (the order's otherwise is to stay, as ``otherwise wait`` already read).
**Decision:** only right after a stay (``wait``, ``hang around``, ``stay there``), in the order of a
kill whose condition is the person alone, with the person said as that kill's (a pronoun, or the
name the condition says) and nothing after "alone" but the clause's end. "if she's got company"
right before such a stay, after that kill, is its "otherwise" (:func:`company_stay`). Any other end of a stay
after a kill (``wait till 10``, ``till D leaves``) is read or refused as before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past
from blackhorse.parsing.casualwords import english

_ENDS = frozenset({"SEP", "AND", "NOBODY_OPENS", "OTHERWISE"})


def wait_till_alone(tokens: list[Token]) -> list[Token]:
    """``hang around till she's alone`` after a kill on her being alone: the stay alone."""
    out = list(tokens)
    k = 0
    while k + 3 < len(out):
        stay, until, who, alone = out[k : k + 4]
        j = k + 1 if until.type == "THERE" else k  # "wait there till ..."
        if j != k:
            until, who, alone = out[j + 1 : j + 4] if j + 3 < len(out) else (until, who, alone)
        after = out[j + 4] if j + 4 < len(out) else None
        if (
            stay.type == "STAY"
            and english(stay)
            and until.type == "UNTIL"
            and str(until).lower() in ("till", "until", "til", "untill")
            and who.type in ("PRONOUN", "NAME")
            and alone.type == "ALONE"
            and (after is None or after.type in _ENDS)
            and _killed_if_alone(out, k, who)
        ):
            read_past(stay, until, who, alone)
            del out[j + 1 : j + 4]
        k += 1
    return out


def company_stay(tokens: list[Token]) -> list[Token]:
    """``if she's got company i'll hang around`` right after a kill on her being alone: the kill's
    otherwise, staying, which is no ``else`` (what an order does when its condition fails); it was
    refused ("if someone is there" sends one elsewhere only)."""
    out = list(tokens)
    for k in range(len(out) - 2):
        t, company, stay = out[k : k + 3]
        if (
            t.type == "IF"
            and english(t)
            and company.type == "SOMEONE"
            and stay.type == "STAY"
            and k
            and out[k - 1].type == "SEP"
            and _killed_if_alone(out, k, Token("PRONOUN", "they"))
        ):
            said = Token("OTHERWISE", "otherwise", start_pos=t.start_pos, end_pos=company.end_pos)
            read_past(said, t, company)
            out[k : k + 2] = [said]
            _home_for_a_refused_door(out, k + 1)
            break
    return out


def _home_for_a_refused_door(out: list[Token], k: int) -> None:
    """``..., if nobody answers come straight back`` right after that stay: going home for a refused
    door beside a kill, which a refused visitor does anyway; set aside and said, as the reader sets
    it aside beside any kill (docs/PARSING.md, *A refused door's alternative beside a kill*)."""
    j = k + 1
    if not (j + 2 <= len(out) and out[j].type == "SEP" and str(out[j]) == ","):
        return
    knock = out[j + 1] if j + 1 < len(out) else None
    home = out[j + 2] if j + 2 < len(out) else None
    end = j + 3 >= len(out) or out[j + 3].type == "SEP"
    if (
        knock is not None
        and home is not None
        and knock.type == "NOBODY_OPENS"
        and home.type == "RETURN_HOME"
        and end
        and english(knock)
    ):
        out[j + 1] = Token("ASIDE", "aside", start_pos=knock.start_pos, end_pos=home.end_pos)
        del out[j + 2]


def _killed_if_alone(out: list[Token], k: int, who: Token) -> bool:
    """Whether the order of ``out[k]`` (back to its time) kills someone on their being alone, who
    ``who`` may be (a pronoun, or the name its condition says)."""
    j = k - 1
    kill = alone = False
    named: str | None = None
    while j >= 0 and out[j].type not in ("TIME", "ALLNIGHT", "PERIOD"):
        t = out[j]
        kill = kill or t.type == "KILL"
        if t.type == "ALONE" and j and out[j - 1].type in ("NAME", "PRONOUN"):
            alone = True
            named = str(out[j - 1]) if out[j - 1].type == "NAME" else named
        j -= 1
    if not (kill and alone):
        return False
    return who.type == "PRONOUN" or named is None or str(who) == named
