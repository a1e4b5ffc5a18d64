"""``reports/NAME.json``: every line of a report with the rows it came from.

Standard JSON laid out with one source row per text line, byte for byte what the earlier
``json.dumps``-based writer wrote. Built as one list of pieces joined once: strings are quoted
by the C encoder ``json.encoder.encode_basestring`` (what ``json.dumps(ensure_ascii=False)``
calls).

A night's writer is told whether every value its rows can hold (names, spots, activities,
details, channels) reads the same quoted as bare (:func:`bare_values`: no quote, backslash or
control character, which is what a validated game gives); then each source row is one
f-string with the quotes written around its values, and a report's texts in one language go
between quotes as they are when none of them needs an escape (:func:`plain_texts`, checked
once a report). Otherwise, and for a report written on its own, each distinct row's text
after its minute is quoted once (a subject seen standing for twenty minutes is the same row
but for the minute).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring
from operator import itemgetter
from typing import Protocol

from blackhorse.core.clock import NIGHT_MINUTES, hhmm
from blackhorse.core.records import Step
from blackhorse.reports.render import Heading
from blackhorse.reports.vocabulary import HHMM, Memo
from blackhorse.sight.visibility import SightingRow

# a report line: number, minute, joins the previous sentence, Chinese, English, own rows, sightings
# (``lines.PlainLine``; a ``ReportLine`` is one too)
Line = tuple[int, int, bool, str, str, tuple[Step, ...], tuple[SightingRow, ...]]


class Document(Heading, Protocol):
    """What the JSON needs of a report (a :class:`~blackhorse.reports.report.Report`)."""

    @property
    def lines(self) -> Sequence[Line]: ...


class _Quoted(dict[str, str]):
    """Strings as JSON string literals (UTF-8 kept, as ``json.dumps(ensure_ascii=False)``), each
    quoted once."""

    def __missing__(self, value: str) -> str:
        self[value] = quoted = encode_basestring(value)
        return quoted


class _StepTails(dict[tuple[str, ...], str]):
    """A timeline row's JSON after its minute, per distinct (person, spot, activity, detail)."""

    def __init__(self, q: _Quoted) -> None:
        super().__init__()
        self.q = q

    def __missing__(self, row: tuple[str, ...]) -> str:
        q = self.q
        person, spot, activity, detail = row
        self[row] = tail = (
            f', "person": {q[person]}, "spot": {q[spot]}, "activity": {q[activity]}, "detail": {q[detail]}}}'
        )
        return tail


class _SightingTails(dict[tuple[str, ...], str]):
    """A sighting row's JSON after its minute, per distinct (observer, subject, spot, activity,
    channel): a subject seen standing for twenty minutes is one text."""

    def __init__(self, q: _Quoted) -> None:
        super().__init__()
        self.q = q

    def __missing__(self, row: tuple[str, ...]) -> str:
        q = self.q
        observer, subject, spot, activity, channel = row
        self[row] = tail = (
            f', "observer": {q[observer]}, "subject": {q[subject]}, "spot": {q[spot]},'
            f' "activity": {q[activity]}, "channel": {q[channel]}}}'
        )
        return tail


MINUTE: Memo[int] = Memo(lambda m: f'{{"minute": "{HHMM[m]}"')  # a source row's start
SEP = ",\n     "  # between a line's source rows
TEXT_ZH, TEXT_EN = itemgetter(3), itemgetter(4)  # a line's texts
# the same in plain dicts, for the minutes of a night and the line after it
CLOCK = {m: hhmm(m) for m in range(NIGHT_MINUTES + 1)}
STARTS = {m: f'{{"minute": "{text}"' for m, text in CLOCK.items()}
TRUE = '",\n   "joins_previous": true,\n   "text_zh": '
FALSE = '",\n   "joins_previous": false,\n   "text_zh": '


def plain_texts(texts: Iterable[str]) -> bool:
    """Do all ``texts`` read the same as JSON strings without escapes? The encoder escapes
    ``"``, ``\\`` and the control characters below U+0020 (``json.dumps(ensure_ascii=False)``);
    every such character is unprintable to ``str.isprintable``, which reads the joined texts in
    one pass without writing anything (the encoder itself, as this check was, reads them twice
    and writes a copy: a third dearer). A text that is unprintable for another reason
    (``\x7f``, a line separator) is only quoted the usual way, which gives the same bytes."""
    text = "".join(texts)
    return text.isprintable() and '"' not in text and "\\" not in text


def bare_values(values: Iterable[str]) -> bool:
    """Do all ``values`` read the same as JSON strings without escapes (no ``"``, ``\\`` or
    control character in any)? Then a row's JSON can put its values between quotes as they are."""
    text = "".join(values)
    return encode_basestring(text) == f'"{text}"'


class JsonWriter:
    """Writes reports as JSON; its caches (quoted names, row texts) serve every report it writes
    (one writer for a night's reports). ``bare``: every value in the rows of the reports it
    will write needs no escape (see :func:`bare_values`)."""

    def __init__(self, bare: bool = False) -> None:
        self.q = _Quoted()
        self.steps = _StepTails(self.q)
        self.seen = _SightingTails(self.q)
        self.bare = bare

    def report(self, report: Document) -> str:
        if self.bare:
            try:
                return "".join(self._bare(report))
            except KeyError:  # a minute outside the night
                pass
        return self._quoted(report)

    def utf8(self, report: Document) -> bytes:
        """``report(report).encode()``, the file as written, made without widening the JSON's
        ASCII to its texts' two-byte characters (see :func:`utf8`)."""
        if self.bare:
            try:
                texts: list[int] = []
                return utf8(self._bare(report, texts), texts)
            except KeyError:  # a minute outside the night
                pass
        return self._quoted(report).encode()

    def _bare(self, report: Document, texts: list[int] | None = None) -> list[str]:
        """The JSON of ``report`` whose row values need no escape: a row is one f-string.

        Minutes are looked up in plain dicts (:data:`CLOCK`, :data:`STARTS`): a ``dict``
        subclass with ``__missing__`` is looked up through a slower slot; a minute they do not
        hold raises ``KeyError`` and the report is written the general way. The pieces come
        back unjoined; with ``texts`` given, the index of every piece that may not be ASCII
        (each Chinese text; an English text, a line's rows or the heading that is not) is put
        in it, for :func:`utf8`."""
        q, clock, start, sep, quote = self.q, CLOCK, STARTS, SEP, encode_basestring
        lines = report.lines
        # the texts between quotes as they are when none of a language's needs an escape
        zq = '"' if plain_texts(map(TEXT_ZH, lines)) else ""
        eq = '"' if plain_texts(map(TEXT_EN, lines)) else ""
        joined, opened = TRUE + zq, FALSE + zq
        between, after = f'{zq},\n   "text_en": {eq}', f'{eq},\n   "sources": {{\n    "timeline": '
        parts = [
            f'{{\n "person": {q[report.person]},\n "role": {q[report.role]},\n'
            f' "night": {report.night},\n "lines": ['
        ]
        if texts is not None and not parts[0].isascii():
            texts.append(0)
        add = parts.extend
        comma = "\n"
        for k, minute, joins, zh, en, timeline, sightings in lines:
            if texts is not None:  # the texts' places: the 7th and 9th of the tuple added
                at = len(parts)
                texts.append(at + 6)
                if not en.isascii():  # most English lines are
                    texts.append(at + 8)
            add(
                (
                    comma,
                    '  {\n   "line": ',
                    str(k),
                    ',\n   "minute": "',
                    clock[minute],
                    joined if joins else opened,
                    zh if zq else quote(zh),
                    between,
                    en if eq else quote(en),
                    after,
                )
            )
            if timeline:
                rows = sep.join(
                    [
                        f'{start[m]}, "person": "{p}", "spot": "{s}", "activity": "{a}", "detail": "{d}"}}'
                        for m, p, s, a, d, _ in timeline
                    ]
                )
                if texts is not None and not rows.isascii():  # a value not in ASCII (read in O(1))
                    texts.append(len(parts) + 1)
                add(("[\n     ", rows, '\n    ],\n    "sightings": '))
            else:
                add(('[],\n    "sightings": ',))
            if sightings:
                rows = sep.join(
                    [
                        f'{start[m]}, "observer": "{o}", "subject": "{s}", "spot": "{p}",'
                        f' "activity": "{a}", "channel": "{c}"}}'
                        for m, o, s, p, a, c in sightings
                    ]
                )
                if texts is not None and not rows.isascii():
                    texts.append(len(parts) + 1)
                add(("[\n     ", rows, "\n    ]\n   }\n  }"))
            else:
                add(("[]\n   }\n  }",))
            comma = ",\n"
        parts.append("\n ]\n}\n")
        return parts

    def _quoted(self, report: Document) -> str:
        q, clock, start, steps, seen = self.q, HHMM, MINUTE, self.steps, self.seen
        parts = [
            f'{{\n "person": {q[report.person]},\n "role": {q[report.role]},\n'
            f' "night": {report.night},\n "lines": ['
        ]
        comma = "\n"
        for k, minute, joins, zh, en, timeline, sightings in report.lines:
            if timeline:
                own = ",\n     ".join(
                    [start[s.minute] + steps[s.person, s.spot, s.activity, s.detail] for s in timeline]
                )
                own = f"[\n     {own}\n    ]"
            else:
                own = "[]"
            if sightings:
                rows = ",\n     ".join([start[m] + seen[o, s, p, a, c] for m, o, s, p, a, c in sightings])
                rows = f"[\n     {rows}\n    ]"
            else:
                rows = "[]"
            parts.append(
                f'{comma}  {{\n   "line": {k},\n   "minute": "{clock[minute]}",\n'
                f'   "joins_previous": {"true" if joins else "false"},\n'
                f'   "text_zh": {encode_basestring(zh)},\n'
                f'   "text_en": {encode_basestring(en)},\n   "sources": {{\n    "timeline": {own},\n'
                f'    "sightings": {rows}\n   }}\n  }}'
            )
            comma = ",\n"
        parts.append("\n ]\n}\n")
        return "".join(parts)


def utf8(parts: list[str], texts: list[int]) -> bytes:
    """``"".join(parts).encode()`` where every piece that is not ASCII is at one of the indices
    ``texts`` (in any order; ASCII pieces may be among them too).

    A report's JSON is ~90 % ASCII (its rows) around its Chinese texts; joined into one string,
    every character of it would take two bytes and the UTF-8 encoder read them one by one
    (~14M of the 19M instructions the busiest night spent encoding its 2 MB of results,
    docs/PERFORMANCE.md). Each listed piece is encoded on its own and its bytes taken as
    Latin-1 characters (one a byte, copied), so the whole joins as a one-byte string and
    encodes as Latin-1 by copying: the UTF-8 bytes of the whole, since UTF-8 encodes a
    concatenation as the concatenation of the encodings. A piece outside ASCII left off
    ``texts`` would come out as Latin-1, or fail: the writer lists every such piece."""
    if texts:
        parts = parts.copy()
        for i in texts:
            parts[i] = parts[i].encode().decode("latin-1")
    return "".join(parts).encode("latin-1")


__all__ = ["JsonWriter", "bare_values", "plain_texts", "utf8"]
