"""A night's reports keep their lines as plain tuples; ``Report.lines`` is made when read.

The files of a night (the Markdown, the text, the JSON, gm.md) read the plain lines, so a
night written makes no :class:`ReportLine` and no :class:`Sighting` row for its reports; a
notebook or ``blackhorse explain`` reading ``report.lines`` gets the same lines as before,
and a report compares, hashes, prints, copies and pickles as one made with its lines.
"""

from __future__ import annotations

import copy
import dataclasses
import gc
import pickle

import pytest

import blackhorse as bh
from blackhorse.core.records import Step
from blackhorse.reports.lines import ReportLine
from blackhorse.reports.report import Report
from blackhorse.sight.visibility import Sighting
from tests.scenariokit import SCENARIOS


@pytest.fixture
def night() -> bh.NightResult:
    # a fresh night each test: reading its lines is what some tests check
    return bh.run_night(SCENARIOS / "seed-sample", 1)


def _alive(*kinds: type) -> tuple[int, ...]:
    """How many objects of each of ``kinds`` are alive: one collection and one walk of the
    process's objects for all of them (a walk of a test process that has run the night
    corpus and the browser modules is millions of objects)."""
    gc.collect()
    counts = dict.fromkeys(kinds, 0)
    for o in gc.get_objects():
        kind = type(o)
        if kind in counts:
            counts[kind] += 1
    return tuple(counts[kind] for kind in kinds)


def test_a_nights_files_make_no_report_line_or_sighting_row(night: bh.NightResult) -> None:
    """The whole night's files, gm.md's witnesses included (the seed sample has a murder),
    are written from the plain lines: no ReportLine or Sighting row is left behind."""
    before = _alive(ReportLine, Sighting)
    files = night.files()
    assert "## Reports" in files["gm.md"] and night.reports
    assert _alive(ReportLine, Sighting) == before
    assert all("lines" not in vars(report) for report in night.reports.values())


def test_lines_made_when_read_are_the_lines_with_their_rows(night: bh.NightResult) -> None:
    report = night.reports["A"]
    lines = report.lines
    assert lines is report.lines  # made once, then kept
    assert [line.k for line in lines] == list(range(1, len(lines) + 1))
    assert [tuple(line[:5]) for line in lines] == [plain[:5] for plain in report.plain_lines]
    assert all(type(r) is Sighting for line in lines for r in line.sightings)
    assert all(type(s) is Step for line in lines for s in line.timeline)
    assert sum(len(line.sightings) for line in lines) == night.sighting_columns.observer.count("A")


def test_a_report_behaves_as_one_made_with_its_lines(night: bh.NightResult) -> None:
    """Equality, hashing, repr, copies and dataclass fields as the four fields decide them."""
    for name, report in night.reports.items():
        plain = Report.of_plain_lines(report.person, report.role, report.night, report.plain_lines)
        made = Report(report.person, report.role, report.night, plain.lines)
        assert made == plain and plain == made
        assert hash(made) == hash(plain)
        said = f"<Report of {report.role} {name}, night 1: {len(made.lines)} lines>"
        assert repr(made) == repr(plain) == said
        assert made.plain_lines == plain.plain_lines
        assert dataclasses.astuple(made) == dataclasses.astuple(plain)
        assert dataclasses.replace(plain) == made
        assert copy.copy(plain) == made and copy.deepcopy(plain) == made
        other = Report(report.person, report.role, 2, made.lines)
        assert plain != other


def test_a_report_pickles_its_plain_lines_and_comes_back_equal(night: bh.NightResult) -> None:
    """The sweeps pickle results between Dask workers: a night's report travels as its plain
    lines (no ReportLine in the pickle, even once its lines were read), and comes back equal,
    its lines made again where it is read; a report made with its lines travels as it is."""
    report = night.reports["A"]
    sent = pickle.dumps(report)
    assert b"ReportLine" not in sent
    back = pickle.loads(sent)
    assert back == report and back.lines == report.lines and hash(back) == hash(report)
    assert b"ReportLine" not in pickle.dumps(report)  # its lines now read: still plain
    made = Report(report.person, report.role, report.night, report.lines)
    again = pickle.loads(pickle.dumps(made))
    assert again == made and again.plain_lines == report.plain_lines


def test_a_report_made_with_its_lines_reads_the_same(night: bh.NightResult) -> None:
    """The documents of a report made by hand (``Report(person, role, night, lines)``) are
    those of the night's plain one."""
    for report in night.reports.values():
        made = Report(report.person, report.role, report.night, report.lines)
        assert made.as_json() == report.as_json() == night.files()[f"reports/{report.person}.json"]
        for lang in ("zh", "en"):
            assert made.markdown(lang) == report.markdown(lang)
            assert made.text(lang) == report.text(lang)
