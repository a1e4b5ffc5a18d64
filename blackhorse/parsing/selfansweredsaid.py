"""A question of someone being in, answered at once by its own "if so" (``老周在屋不？在就唠会儿，不在
就去204``, ``Tom在不在？在就杀了他``): the question is the condition the answer goes on with, read as
``老周在屋就唠会儿`` (docs/PARSING.md, "Round sixteen"). Asked alone (``老周在屋不？``) it is still a
question to the GM (:mod:`blackhorse.parsing.asksaid`).

**"What if …? Then …"** (round twenty-eight: ``他不是一个人呢？那就去草坪``, ``她不在呢？那就回来``): a
sentence that asks 呢 of someone being alone, in, or answering the door, answered at once by 那(就)
what one does, is that condition's "if": read as ``如果他不是一个人，那就去草坪``. Without 那 after it,
or with no such condition in it, it stays a question as before.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

# "is he in? if so, ..." asked and answered in one breath (老周在屋不？在就唠会儿; Tom在不在？在就…): the
# question is the condition the answer goes on with: where one is asked to be, the asking, its answer
_WHERE = r"屋|屋里|屋头|房|房里|房间|房间里|那|那儿|那里"
_ASK = r"(?:不在|没在|不|没|吗|么|嘛)\s*[？?，,]\s*在(?:的话)?"
_ASKED_IN = re.compile(rf"在(?P<where>{_WHERE})?(?P<ask>{_ASK})(?P<then>那就|就)")


# 去204看看老周在不在，在就…: the look in on him is the visit, the question after it the condition
# (the look's last character, a comma put after it)
_LOOKED_IN = re.compile(
    rf"(?:(?<=看)看|(?<=看一)[看下]|(?<=瞧)瞧|(?<=瞅)瞅)(?=[^，,。.？?！!\s]{{1,8}}?在(?:{_WHERE})?{_ASK}(?:那就|就))"
)


# 他不是一个人呢？那就去草坪: the condition asked with 呢, answered by 那(就) (module doc)
_WHAT_IF = re.compile(
    r"(?:(?<=^)|(?<=[。.！!？?\n；;]))\s*(?P<cond>[^。.！!？?\n；;，,]{0,12}?"
    r"(?:不是一个人|是一个人|一个人|不在|在屋|在房|在家|没人|有人|有别人|不开门|没开门|不开|没人开门))"
    r"(?P<ask>呢\s*[？?])\s*(?=那就|那么就|那么|那)"
)
_ONE = re.compile(r".", re.DOTALL)
_ASKED = re.compile(r"呢\s*[？?]")


def what_if(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``他不是一个人呢？那就去草坪`` read as ``如果他不是一个人，那就去草坪`` (module doc)."""
    said: list[tuple[re.Match[str], str]] = []
    for m in _WHAT_IF.finditer(text):
        first = _ONE.match(text, m.start("cond"))
        if first is None or m.group("cond").startswith(("如果", "要是", "假如", "万一")):
            continue
        asked = _ASKED.match(text, m.start("ask"))
        assert asked is not None
        said += [(first, "如果" + first.group()), (asked, "，，")]  # each typed mark read: 呢 and ？
    return replaced(text, origin, said)


def asked_and_answered(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with a question of someone being in, answered by its own "if so" right after it
    (``老周在屋不？在就唠会儿``), read as the condition it asks: ``老周在屋就唠会儿``. A question asked
    alone (``老周在屋不？``) is still a question. Asked after a look in on someone (``去204看看老周在不在，
    在就唠会儿``), the look ends there: a comma after it, as ``去204看看，老周在就唠会儿`` reads."""
    text, origin = replaced(text, origin, ((m, m.group() + ",") for m in _LOOKED_IN.finditer(text)))
    return replaced(
        text, origin, ((m, f"在{m.group('where') or ''}{m.group('then')}") for m in _ASKED_IN.finditer(text))
    )
