"""One clock per language: a time of the night as a text in that language says it.

**Decision** (docs/PORTAL.md, "One clock on a page"; docs/REPORTS.md): Chinese says the
night on the seed's clock, ``8:30`` for 20:30 (五.6: "8:30出发", "至10:14"), English on the
24-hour clock, ``20:30``. The reports and the players' pages always did; gm.md, the replay,
the charts, the status table, the audit log and the problems wrote ``### 21:21 B 在草坪杀害了
E`` above a witness's "9:22到达" (an independent GM's walk, issue 24). So every time a person
reads comes from :func:`clock_of` (or :func:`said_at`, :func:`span_of`), and a sentence of the
catalog made with a time of the night in a time field (``at``, ``start``, ``until``: made in
English, 20:30) is said on the reader's clock by the catalog itself, field by field, when it
is said (core/catalog.py, ``Msg.said``), never by rewriting a finished sentence.

Not times of the night, and so not on this clock: a wall-clock moment of real life (a
deadline, an audit entry's time), an ISO date-time ``2026-12-02 14:05`` in every language
(core/gamezone.py); and what a file a program reads holds (the order file's ``at: "20:30"``,
timeline.csv, the JSON reports), on the 24-hour clock in every language.
"""

from __future__ import annotations

import re

from blackhorse.core.catalog import TIME_FIELDS, clock_of
from blackhorse.core.clock import NIGHT_MINUTES

# the range mark between two times: the catalog's Chinese punctuation is full-width (五.6 writes
# "8:00－8:29"), English an en dash as the reports do ("20:00–20:29")
RANGE = {"zh": "－", "en": "–"}


def said_at(minute: int, lang: str) -> str:
    """``minute`` on ``lang``'s clock, 23:00 (the night's end) included: ``11:00`` in Chinese."""
    return clock_of(lang)(min(minute, NIGHT_MINUTES))


def span_of(start: int, end: int, lang: str, mark: str | None = None) -> str:
    """The minutes ``start`` to ``end`` (both shown) on ``lang``'s clock, joined by the range
    mark of ``lang`` (or ``mark``): ``8:30－8:34`` in Chinese, ``20:30–20:34`` in English."""
    joint = RANGE.get(lang, "–") if mark is None else mark
    return f"{said_at(start, lang)}{joint}{said_at(end, lang)}"


_TYPED_TIME = r"\s*([0-9]{1,2})[:：]([0-9]{2})\s*"  # compiled (and cached) by `re` when first used


def said_time(text: object, lang: str) -> object:
    """A time of the evening typed on either clock said on ``lang``'s clock: the 24-hour
    ``"20:35"`` (even one off the night, ``"23:30"``, ``"19:00"``) is ``8:35``, ``11:30``,
    ``7:00`` in Chinese; the seed's ``"8:35"`` is ``20:35`` in English. What is no such time
    (a word, a morning's ``08:00`` or ``3:00``, a wall-clock date-time) stays as it is. For a
    problem that quotes a time back to its reader in the one clock of the message (a time off
    the 10-minute slots, outside the night)."""
    found = re.fullmatch(_TYPED_TIME, text) if isinstance(text, str) else None
    if found is None or int(found[2]) >= 60:
        return text
    hour, minutes = int(found[1]), found[2]
    if lang == "zh" and 13 <= hour <= 23:
        return f"{hour - 12}:{minutes}"
    if lang != "zh" and 8 <= hour <= 11 and not found[1].startswith("0"):
        return f"{hour + 12}:{minutes}"
    return text


__all__ = ["RANGE", "TIME_FIELDS", "clock_of", "said_at", "said_time", "span_of"]
