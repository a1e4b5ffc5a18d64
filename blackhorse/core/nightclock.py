"""One clock per language: a time of the night as a text in that language says it.

**Decision** (docs/PORTAL.md, "One clock on a page"; docs/REPORTS.md): Chinese says the
night on the seed's clock, ``8:30`` for 20:30 (五.6: "8:30出发", "至10:14"), English on the
24-hour clock, ``20:30``. The reports and the players' pages always did; gm.md and the replay
wrote ``### 21:21 B 在草坪杀害了 E`` above a witness's "9:22到达" (an independent GM's walk,
issue 24). So every time they show comes from :func:`clock_of`, and a sentence of the catalog
made with a time of the night in a time field (``at``, ``start``, ``until``: made in English,
20:30, and said later in the reader's language) is said on the reader's clock by
:func:`on_clock`, field by field, never by rewriting a finished sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from blackhorse.core.catalog import SOURCE, Msg, Phrase, Stored, msg, reread
from blackhorse.core.clock import NIGHT_MINUTES, NIGHT_START, hhmm, short

# the fields of the catalog's messages that hold a time of the night (`{at}`, `{start}`-`{until}`)
TIME_FIELDS = frozenset({"at", "start", "until"})
_NIGHT_TIME = re.compile(r"(2[0-3]):([0-5][0-9])")


def clock_of(lang: str) -> Callable[[int], str]:
    """A minute of the night (0 = 20:00, 180 = 23:00) written as ``lang`` says it."""
    return short if lang == "zh" else hhmm


def said_at(minute: int, lang: str) -> str:
    """``minute`` on ``lang``'s clock, 23:00 (the night's end) included: ``11:00`` in Chinese."""
    return clock_of(lang)(min(minute, NIGHT_MINUTES))


def on_clock(text: object, lang: str) -> object:
    """``text`` (a message, or an English sentence stored, read back against the catalog) with
    each time of the night in its time fields on ``lang``'s clock, to be said in ``lang``;
    anything else as it is."""
    if lang == SOURCE:
        return text
    if isinstance(text, str) and not isinstance(text, Msg | Phrase | Stored):
        found = reread(text)
        return text if found is None else _reclocked(found, lang)
    if isinstance(text, Msg):
        return _reclocked(text, lang)
    return text


def _reclocked(message: Msg, lang: str) -> Msg:
    values = {k: _time(v, lang) if k in TIME_FIELDS else _inner(v, lang) for k, v in message.values.items()}
    return msg(message.msgid, **values)


def _inner(value: object, lang: str) -> object:
    """A value that is itself a sentence (a message, or a note's English, ``{text}``)."""
    if isinstance(value, Msg) or (isinstance(value, str) and " " in value):
        return on_clock(value, lang)
    return value


def _time(value: object, lang: str) -> object:
    found = _NIGHT_TIME.fullmatch(value) if isinstance(value, str) else None
    if found is None:
        return value
    minute = int(found[1]) * 60 + int(found[2]) - NIGHT_START
    return said_at(minute, lang) if 0 <= minute <= NIGHT_MINUTES else value
