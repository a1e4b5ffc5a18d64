"""``reports/NAME.json``: every line of a report with the rows it came from.

Standard JSON laid out with one source row per text line, byte for byte what the earlier
``json.dumps``-based writer wrote. Built as one list of pieces joined once: strings are quoted
by the C encoder ``json.encoder.encode_basestring`` (what ``json.dumps(ensure_ascii=False)``
calls), and a source row's text after its minute is made once per distinct row (a subject
seen standing for twenty minutes is the same row but for the minute).
"""

from __future__ import annotations

from collections.abc import Sequence
from json.encoder import encode_basestring
from typing import TYPE_CHECKING

from blackhorse.reports.vocabulary import HHMM

if TYPE_CHECKING:
    from blackhorse.reports.report import Report


class _Quoted(dict[str, str]):
    """Strings as JSON string literals (UTF-8 kept, as ``json.dumps(ensure_ascii=False)``), each
    quoted once."""

    def __missing__(self, value: str) -> str:
        self[value] = quoted = encode_basestring(value)
        return quoted


class _Tails(dict[tuple[str, ...], str]):
    """The JSON of a source row after its minute, per distinct row (``q`` quotes the values)."""

    def __init__(self, q: _Quoted, keys: Sequence[str]) -> None:
        super().__init__()
        self.q = q
        self.names = keys

    def __missing__(self, row: tuple[str, ...]) -> str:
        q = self.q
        fields = ", ".join(f'"{k}": {q[v]}' for k, v in zip(self.names, row, strict=True))
        self[row] = tail = f", {fields}}}"
        return tail


STEP_KEYS = ("person", "spot", "activity", "detail")
SIGHTING_KEYS = ("observer", "subject", "spot", "activity", "channel")


class JsonWriter:
    """Writes reports as JSON; its caches (quoted names, row texts) serve every report it writes
    (one writer for a night's reports)."""

    def __init__(self) -> None:
        self.q = _Quoted()
        self.steps = _Tails(self.q, STEP_KEYS)
        self.seen = _Tails(self.q, SIGHTING_KEYS)

    def report(self, report: Report) -> str:
        q, clock, steps, seen = self.q, HHMM, self.steps, self.seen
        parts = [
            f'{{\n "person": {q[report.person]},\n "role": {q[report.role]},\n'
            f' "night": {report.night},\n "lines": ['
        ]
        comma = "\n"
        for line in report.lines:
            parts.append(
                f'{comma}  {{\n   "line": {line.k},\n   "minute": "{clock[line.minute]}",\n'
                f'   "joins_previous": {"true" if line.joins else "false"},\n   "text_zh": '
            )
            parts += (encode_basestring(line.text_zh), ',\n   "text_en": ', encode_basestring(line.text_en))
            if line.timeline:
                parts.append(',\n   "sources": {\n    "timeline": [\n     ')
                parts.append(
                    ",\n     ".join(
                        ['{"minute": "' + clock[s[0]] + '"' + steps[s[1:5]] for s in line.timeline]
                    )
                )
                parts.append("\n    ],\n")
            else:
                parts.append(',\n   "sources": {\n    "timeline": [],\n')
            if line.sightings:
                parts.append('    "sightings": [\n     ')
                parts.append(
                    ",\n     ".join(
                        ['{"minute": "' + clock[r[0]] + '"' + seen[r[1:]] for r in line.sightings]
                    )
                )
                parts.append("\n    ]\n   }\n  }")
            else:
                parts.append('    "sightings": []\n   }\n  }')
            comma = ",\n"
        parts.append("\n ]\n}\n")
        return "".join(parts)


__all__ = ["JsonWriter"]
