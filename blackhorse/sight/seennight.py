"""A night seen: the engine's run and who saw whom, as rows, columns and DataFrames.

The rows stay tuples (:class:`~blackhorse.core.records.Step`,
:class:`~blackhorse.sight.visibility.Sighting`) and the sightings columns of plain values
(:class:`~blackhorse.sight.visibility.SightingColumns`); the typed DataFrames a notebook
reads are built from them by :mod:`blackhorse.results.frames`, so the command line never
loads pandas.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from blackhorse.core.clock import hhmm
from blackhorse.core.dataclass import dataclass
from blackhorse.core.records import Case, Note
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import NightRun
from blackhorse.orders.nightinput import NightInput
from blackhorse.sight.visibility import (
    Sighting,
    SightingColumns,
    case_witnesses,
    run_sightings,
)

if TYPE_CHECKING:
    import pandas as pd

TIMELINE_COLUMNS = ["minute", "person", "spot", "activity", "detail"]
CASE_COLUMNS = ["victim", "killer", "minute", "spot", "witnesses"]


@dataclass
class SeenNight:
    """One night's run and its sightings, as rows and columns of plain values."""

    input: NightInput
    run: NightRun
    inn: Inn
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def night(self) -> int:
        """The night's number (1, 2, ...)."""
        return self.input.night

    @property
    def people(self) -> tuple[str, ...]:
        """The names on the map that night, in the cast's order."""
        return self.run.people

    @property
    def notes(self) -> tuple[Note, ...]:
        """The GM's notes: each order that did not run as written, as :class:`Note` rows."""
        return self.run.notes

    @property
    def case_records(self) -> tuple[Case, ...]:
        """The night's murders as :class:`Case` rows, in order of death."""
        return self.run.cases

    @cached_property
    def sighting_columns(self) -> SightingColumns:
        """Who saw whom each minute, as columns of plain values, see blackhorse.sight.visibility."""
        return run_sightings(self.run, self.inn)

    @cached_property
    def sighting_rows(self) -> tuple[Sighting, ...]:
        """Who saw whom each minute, as :class:`Sighting` rows sorted by minute, observer, subject."""
        return self.sighting_columns.rows()

    @cached_property
    def murder_witnesses(self) -> dict[Case, tuple[str, ...]]:
        """Each case's witnesses: living observers who saw killer or victim in its first minute."""
        cases = self.run.cases
        return case_witnesses(self.sighting_columns.at_minutes(c.minute for c in cases), cases)

    def witnesses(self, case: Case) -> tuple[str, ...]:
        """Who saw the murder's first minute, sorted."""
        return self.murder_witnesses.get(case, ())

    def case_rows(self) -> list[tuple[str, str, str, str, str]]:
        """The rows of ``cases.csv``."""
        return [
            (c.victim, c.killer, hhmm(c.minute), c.spot, ";".join(self.witnesses(c))) for c in self.run.cases
        ]


def csv_text(frame: pd.DataFrame) -> str:
    """A DataFrame as the result files write it (same bytes as :func:`csv_rows`)."""
    buf = io.StringIO()
    frame.to_csv(buf, index=False, lineterminator="\n")
    return buf.getvalue()


def csv_rows(columns: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A header and rows as CSV, byte for byte what ``DataFrame.to_csv`` writes (minimal quoting)."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return buf.getvalue()
