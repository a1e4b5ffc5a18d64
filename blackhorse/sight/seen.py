"""A night seen: the engine's run and who saw whom, as rows, columns and DataFrames.

The rows stay tuples (:class:`~blackhorse.core.records.Step`,
:class:`~blackhorse.sight.visibility.Sighting`) and the sightings columns of plain values
(:class:`~blackhorse.sight.visibility.SightingColumns`); NumPy and pandas are imported only
when a notebook asks for arrays or a DataFrame (``positions``, ``timeline``, ``sightings``,
``cases``, ...), so the command line never loads them.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from blackhorse.core.clock import hhmm
from blackhorse.core.records import Case, Note
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import NightRun
from blackhorse.orders.nightinput import NightInput
from blackhorse.sight.visibility import (
    Sighting,
    SightingColumns,
    case_witnesses,
    run_sightings,
    sightings_table,
)

if TYPE_CHECKING:
    import pandas as pd

TIMELINE_COLUMNS = ["minute", "person", "spot", "activity", "detail"]
CASE_COLUMNS = ["victim", "killer", "minute", "spot", "witnesses"]


@dataclass
class SeenNight:
    """One night's run and its sightings. DataFrames are built on first use."""

    input: NightInput
    run: NightRun
    inn: Inn
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def night(self) -> int:
        return self.input.night

    @property
    def people(self) -> tuple[str, ...]:
        return self.run.people

    @property
    def notes(self) -> tuple[Note, ...]:
        return self.run.notes

    @property
    def case_records(self) -> tuple[Case, ...]:
        return self.run.cases

    @property
    def positions(self) -> pd.DataFrame:
        """One row per person per minute with integer ``minute`` and ``place`` (see Step)."""
        if "positions" not in self.extras:
            import pandas as pd

            self.extras["positions"] = pd.DataFrame(
                self.run.steps, columns=["minute", "person", "spot", "activity", "detail", "place"]
            )
        frame: pd.DataFrame = self.extras["positions"]
        return frame

    @property
    def timeline(self) -> pd.DataFrame:
        """``timeline.csv`` as a DataFrame (minute written ``HH:MM``)."""
        frame = self.positions[TIMELINE_COLUMNS].copy()
        frame["minute"] = frame["minute"].map(hhmm)
        return frame

    @cached_property
    def sighting_columns(self) -> SightingColumns:
        """Who saw whom each minute, as columns of plain values, see blackhorse.sight.visibility."""
        return run_sightings(self.run, self.inn)

    @cached_property
    def sighting_rows(self) -> tuple[Sighting, ...]:
        """Who saw whom each minute, as :class:`Sighting` rows sorted by minute, observer, subject."""
        return self.sighting_columns.rows()

    @cached_property
    def sightings(self) -> pd.DataFrame:
        """Who saw whom each minute (int minutes; columns of ``sightings.csv``)."""
        return self.sighting_columns.frame()

    @property
    def sightings_table(self) -> pd.DataFrame:
        """``sightings.csv`` as a DataFrame (minute written ``HH:MM``)."""
        return sightings_table(self.sightings)

    @cached_property
    def murder_witnesses(self) -> dict[Case, tuple[str, ...]]:
        """Each case's witnesses: living observers who saw killer or victim in its first minute."""
        return case_witnesses(self.sighting_rows, self.run.cases)

    def witnesses(self, case: Case) -> tuple[str, ...]:
        """Who saw the murder's first minute, sorted."""
        return self.murder_witnesses.get(case, ())

    def case_rows(self) -> list[tuple[str, str, str, str, str]]:
        """The rows of ``cases.csv``."""
        return [
            (c.victim, c.killer, hhmm(c.minute), c.spot, ";".join(self.witnesses(c))) for c in self.run.cases
        ]

    @property
    def cases(self) -> pd.DataFrame:
        import pandas as pd

        return pd.DataFrame(self.case_rows(), columns=CASE_COLUMNS)

    @property
    def notes_frame(self) -> pd.DataFrame:
        import pandas as pd

        frame = pd.DataFrame(self.run.notes, columns=["minute", "person", "kind", "text"])
        frame["minute"] = frame["minute"].map(hhmm)
        return frame


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
