"""Orders asked to be carried over from an earlier night (docs/PARSING.md, *English, round
seven*): ``same as last night for me``, ``same as yesterday please``, ``same plan as last time``,
``same again``, ``repeat last night's orders``.

The reader has no earlier night's message, and on night 1 there is none: what "the same" would
be is never guessed. Such a message was refused at "same" as a word the orders do not know; it
is refused there now with what to do (``same_as_before``: write tonight's orders out in full),
wherever it stands, with orders beside it or not (``same as last night but window instead``: the
rest is a change of orders the reader does not have either).
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.casualwords import retoken

# (yesterday typed in a hurry: yestrday, yday, ytd: round fifteen)
_EARLIER = (
    r"(?:last night|yesterday|yesterdays?|yestrday|yesterdy|yestarday|yday|ytd|last time|last round"
    r"|last game|before|the night before|the other night|the previous night|the first night"
    r"|night (?:one|1|two|2))"
)
_REPEATED = re.compile(
    r"\b(?:(?:the |exact |exactly the )?same"
    r"(?: (?:orders?|plan|plans|moves|movements|steps|actions|thing|things|stuff|deal|routine|as usual))?"
    rf"(?: (?:as|like) {_EARLIER}| again| as always| as usual)"
    r"|(?:repeat|copy|redo|reuse|rerun) (?:last night's|yesterday's|last time's|my last|my previous"
    r"|the previous|the same)(?: (?:orders?|plan|moves|night))?)\b",
    re.IGNORECASE,
)


def same_as_before(tokens: list[Token], text: str) -> list[Token]:
    """The words asking for an earlier night's orders again, as one ``REPEATED`` word (refused
    there, module doc); everything else as it was."""
    out = list(tokens)
    for m in _REPEATED.finditer(text):
        inside = [k for k, t in enumerate(out) if m.start() <= (t.start_pos or 0) < m.end()]
        if not inside:
            continue
        first = out[inside[0]]
        out[inside[0]] = retoken("REPEATED", first, text[m.start() : m.end()], end=m.end())
        out[inside[0]].start_pos = m.start()
        for k in reversed(inside[1:]):
            del out[k]
    return out
