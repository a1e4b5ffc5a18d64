"""``reports/NAME.json`` is written the same whichever way its rows are quoted.

A night whose row values need no JSON escape (every validated game) writes each source row as
one f-string with quotes around its values; any other report quotes each value. Both must give
the bytes of ``json.dumps``, and the night may take the short way only when it is safe.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import blackhorse as bh
import blackhorse.reports.night as reportnight
from benchmarks.busy_night import write_busy_game
from blackhorse.core.records import Step
from blackhorse.reports import report as reportmodule
from blackhorse.reports.jsonfile import JsonWriter, bare_values, utf8
from blackhorse.reports.night import ReportedNight
from blackhorse.reports.report import Report, ReportLine
from blackhorse.results.nightresult import run_checked
from blackhorse.sight.visibility import CHANNELS, Sighting

INN = bh.load_inn()


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> list[ReportedNight]:
    folder = tmp_path_factory.mktemp("busy")
    return [
        run_checked(bh.check_night(write_busy_game(folder / f"g{seed}", seed=seed), 1, INN), INN)
        for seed in range(4)
    ]


def test_a_sighting_holds_only_values_of_the_nights_steps_and_a_channel(
    nights: list[ReportedNight],
) -> None:
    """What the night checks before writing rows bare: a sighting's values are its subject's
    step's (person, spot, activity) and a channel, so checking those covers every row."""
    for night in nights:
        steps = night.run.steps
        values = set(night.people).union(*[[s.spot, s.activity, s.detail] for s in steps], CHANNELS)
        seen = night.sighting_columns
        assert values.issuperset(set().union(*seen[1:]))


def test_bare_and_quoted_rows_give_the_same_bytes(nights: list[ReportedNight]) -> None:
    for night in nights:
        files = night.files()
        bare, quoted = JsonWriter(bare=True), JsonWriter(bare=False)
        for name, report in night.reports.items():
            text = quoted.report(report)
            assert bare.report(report) == text == files[f"reports/{name}.json"]
            assert json.loads(text)["lines"] == [line.as_json() for line in report.lines]


def test_a_value_that_needs_an_escape_is_escaped() -> None:
    odd = ['the "red" room', "back\\slash", "tab\there"]
    assert bare_values(["A", "garden", "to 203", *CHANNELS])
    for value in odd:
        assert not bare_values(["A", value])
    step = Step(0, "A", odd[0], "staying", odd[1], odd[0])
    seen = Sighting(0, "A", "B", odd[0], "staying", odd[2])
    line = ReportLine(1, 0, False, "你在“红”房间", 'You were in the "red" room', (step,), (seen,))
    report = Report("A", "tenant", 1, (line,))
    text = JsonWriter(bare=bare_values(odd)).report(report)
    assert text == report.as_json()
    data = json.loads(text)
    assert data["lines"] == [line.as_json()]
    assert data["lines"][0]["sources"]["timeline"][0]["spot"] == 'the "red" room'


def test_a_night_whose_steps_hold_an_odd_value_quotes_every_row(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The night checks its values: one detail with a quote in it, and no row is written bare."""
    night = run_checked(bh.check_night(write_busy_game(tmp_path / "g", seed=9), 1, INN), INN)
    plain = night.files()
    told: list[bool] = []
    real = reportmodule.report_files

    def report_files(reports: dict[str, Report], bare: bool = False, encoded: bool = False) -> Any:
        told.append(bare)
        return real(reports, bare, encoded)

    monkeypatch.setattr(reportnight, "report_files", report_files)
    assert night.files() == plain and told == [True]
    steps = night.run.steps
    odd = steps[0]._replace(detail='say "hi"')
    night.run.__dict__["steps"] = (odd, *steps[1:])  # the cached rows, one detail changed
    files = night.files()
    assert told == [True, False]
    for name in night.reports:
        assert files[f"reports/{name}.json"] == plain[f"reports/{name}.json"]


def test_texts_that_need_an_escape_are_escaped_on_the_short_way_too() -> None:
    """Rows with plain values, texts with a quote, a backslash, a tab, a line break: the night's
    writer puts a language's texts between quotes as they are only when none needs an escape."""
    step = Step(0, "A", "201", "staying", "", "201")
    seen = Sighting(0, "A", "B", "garden", "staying", "same-zone")
    for zh, en in (
        ("你在“红”房间", 'You were in the "red" room'),
        ("反斜杠\\", "back\\slash"),
        ("制表\t符", "line\nbreak"),
        ("普通", "plain\x7f"),  # not escaped by JSON, not printable: quoted the usual way
        ("全角\u3000空格", "line\u2028separator"),  # the same: unprintable, never escaped
        ("控制\x1f符", "plain"),  # the last control character JSON escapes
        ("普通", "plain"),
    ):
        line = ReportLine(1, 0, False, zh, en, (step,), (seen,))
        plain = ReportLine(2, 1, True, "好", "fine", (), ())
        report = Report("A", "tenant", 1, (line, plain))
        text = JsonWriter(bare=True).report(report)
        assert text == report.as_json() == JsonWriter(bare=False).report(report)
        assert JsonWriter(bare=True).utf8(report) == text.encode() == JsonWriter(bare=False).utf8(report)
        assert json.loads(text)["lines"] == [line.as_json(), plain.as_json()]


def test_the_files_written_are_the_files_as_utf8(nights: list[ReportedNight]) -> None:
    """What the commit writes (``files_to_write``: the JSON and the English reports made as
    bytes, their ASCII never widened to two-byte characters) is every file of ``files()``
    encoded, byte for byte."""
    for night in nights:
        texts = night.files()
        written = night.files_to_write()
        assert list(written) == list(texts)
        encoded = {k: v if isinstance(v, bytes) else v.encode() for k, v in written.items()}
        assert encoded == {k: v.encode() for k, v in texts.items()}
        made = [k for k in written if k.endswith((".json", ".en.md", ".en.txt"))]
        assert made and all(isinstance(written[k], bytes) for k in made)


def test_utf8_encodes_the_pieces_as_one_text() -> None:
    parts = ["{", "你好", ', "a": "', "–", "b", "名字", "é", "\n"]  # 1, 3, 5, 6 not ASCII
    for texts in ([1, 3, 5, 6], [6, 5, 3, 1], [0, 1, 3, 5, 6, 7], list(range(len(parts)))):
        assert utf8(parts, texts) == "".join(parts).encode()
        assert parts[1] == "你好"  # the pieces are left as they were
    assert utf8([], []) == b"" and utf8(["a", "b"], []) == b"ab"


def test_rows_and_names_outside_ascii_are_written_as_utf8() -> None:
    """The night's writer lists every piece that is not ASCII for ``utf8``: a name, a spot and a
    detail in Latin-1 or Chinese come out as UTF-8, the same bytes as the text encoded."""
    step = Step(0, "Zoé", "café", "staying", "从201", "café")
    seen = Sighting(0, "Zoé", "李", "花园", "staying", "same-zone")
    line = ReportLine(1, 0, False, "待在咖啡馆", "stayed in the café", (step,), (seen,))
    plain = ReportLine(2, 1, True, "好", "fine", (), ())
    report = Report("Zoé", "tenant", 1, (line, plain))
    text = JsonWriter(bare=True).report(report)
    assert text == report.as_json()
    assert JsonWriter(bare=True).utf8(report) == text.encode() == JsonWriter(bare=False).utf8(report)
