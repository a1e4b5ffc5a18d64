"""A kill said of a place the message goes to, in a sentence of its own (docs/PARSING.md, *Chinese as
players type it*): ``9点去草坪，10点回来。在草坪上要是碰到赵强一个人，就杀了他``, ``要是在花园里碰到赵强而且
周围没人，我就动手``.

The sentence has no time of its own and opens with where (``在草坪上``, after ``要是`` / ``如果`` or
before it), then a meeting or a condition and a kill. When exactly one order of the message goes to
that place, the condition and the kill are that order's, as if said right after its going
(``9点去草坪，要是碰到赵强一个人就杀了他``): the place is where the order already is. It was refused
("two places" and "when?"). With no order going there, or two, nothing is moved: which trip is
meant is not guessed, and the sentence is refused as before.
"""

from __future__ import annotations

from lark import Token

from blackhorse.parsing.accounting import read_past

_ENDS = frozenset({".", "。", "!", "?", "\n", ";", "；"})
_TIMES = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT", "BEFORE", "UNTIL", "DURATION"})
_GOINGS = frozenset({"GO", "STAY", "TO", "AT"})
_SAYS = frozenset({"IF", "MEET", "NAME", "PRONOUN", "ALONE", "ALWAYS", "NOBODY_ELSE", "KILL", "SEP", "AND"})


def kill_on_the_trip(tokens: list[Token]) -> list[Token]:
    """The condition and kill of a sentence about a place, moved to the one order going there."""
    out = list(tokens)
    starts = [0] + [k + 1 for k, t in enumerate(out) if t.type == "SEP" and str(t) in _ENDS]
    for start in reversed(starts):
        moved = _moved(out, start)
        if moved is not None:
            out = moved
    return out


def _moved(out: list[Token], start: int) -> list[Token] | None:
    end = next((k for k in range(start, len(out)) if out[k].type == "SEP" and str(out[k]) in _ENDS), len(out))
    said = out[start:end]
    k = 1 if said[:1] and said[0].type == "IF" else 0
    if len(said) < k + 3 or said[k].type != "AT" or said[k + 1].type != "PLACE":
        return None
    rest = said[:k] + said[k + 2 :]
    kinds = {u.type for u in rest}
    if "KILL" not in kinds or not kinds & {"MEET", "IF"} or not kinds <= _SAYS:
        return None
    place = str(said[k + 1])
    goings = [
        j
        for j in range(start)
        if out[j].type == "PLACE" and str(out[j]) == place and j > 0 and out[j - 1].type in _GOINGS
    ]
    if len(goings) != 1 or not any(u.type in _TIMES for u in out[: goings[0]]):
        return None
    at = goings[0] + 1
    read_past(out[goings[0]], said[k], said[k + 1])  # the place of the one order going there
    comma = Token("SEP", ",", start_pos=out[at - 1].end_pos, end_pos=out[at - 1].end_pos)
    return out[:at] + [comma, *rest] + out[at:start] + out[end:]
