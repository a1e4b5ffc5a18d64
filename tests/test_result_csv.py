"""The CSV result files are written by joining fields when no value of the night needs quotes
(checked once a night on the distinct values), and by the ``csv`` module otherwise: either way
the bytes are what ``DataFrame.to_csv`` writes."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain

from blackhorse.reports.night import _csv, _lines, plain_values
from blackhorse.sight.seennight import csv_rows

COLUMNS = ["minute", "person", "spot", "activity", "detail"]


def joined(rows: Sequence[Sequence[str]]) -> str:
    body = _lines(*zip(*rows, strict=True))  # the night's columns, as ReportedNight joins them
    return _csv(COLUMNS, body, plain_values(chain.from_iterable(rows)), lambda: rows)


def test_plain_fields_are_joined_exactly_as_the_csv_module_writes_them() -> None:
    rows = [("20:00", "A", "201", "staying", ""), ("20:01", "A", "corridor", "walking", "to 203")]
    assert joined(rows) == csv_rows(COLUMNS, rows)
    assert joined([]) == csv_rows(COLUMNS, []) == "minute,person,spot,activity,detail\n"


def test_a_field_that_needs_quotes_is_quoted_as_the_csv_module_quotes_it() -> None:
    for odd in ("knock at 205, refused", 'the "red" room', "two\nlines", "carriage\rreturn"):
        rows = [("20:00", "A", "201", "staying", ""), ("20:01", "A", "201", "staying", odd)]
        assert not plain_values(["A", "201", odd])
        text = joined(rows)
        assert text == csv_rows(COLUMNS, rows)
        if odd[:1] != "c":  # (the csv module leaves a lone carriage return unquoted)
            assert text.count('"') >= 2  # the odd field is quoted, not split into columns
