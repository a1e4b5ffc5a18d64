"""A night's results as DataFrames and as the files of ORDERS.md.

The rows stay tuples (:class:`~blackhorse.records.Step`, :class:`~blackhorse.visibility.Sighting`)
and NumPy arrays; the files are written from them with the ``csv`` module. pandas is
imported only when a notebook asks for a DataFrame (``positions``, ``timeline``,
``sightings``, ``cases``, ...), so the command line never loads it.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic import write_folder
from .clock import hhmm
from .folder import NightInput
from .inn import Inn
from .night import NightRun
from .records import Case, Note
from .visibility import (
    SIGHTING_COLUMNS,
    Sighting,
    SightingColumns,
    case_witnesses,
    sightings_table,
    step_sightings,
)

if TYPE_CHECKING:
    import pandas as pd

    from .replay import ReplayPage
    from .reports import Report

TIMELINE_COLUMNS = ["minute", "person", "spot", "activity", "detail"]
CASE_COLUMNS = ["victim", "killer", "minute", "spot", "witnesses"]


@dataclass
class NightResult:
    """Everything known about one night. DataFrames are built on first use."""

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
        """Who saw whom each minute, as NumPy columns (no pandas), see visibility.py."""
        return step_sightings(self.run.steps, self.inn)

    @cached_property
    def sighting_rows(self) -> tuple[Sighting, ...]:
        """Who saw whom each minute, as :class:`Sighting` rows sorted by minute, observer, subject."""
        return self.sighting_columns.rows()

    @cached_property
    def sightings(self) -> pd.DataFrame:
        """Who saw whom each minute (int minutes; columns of ``sightings.csv``), see visibility.py."""
        return self.sighting_columns.frame()

    @property
    def sightings_table(self) -> pd.DataFrame:
        """``sightings.csv`` as a DataFrame (minute written ``HH:MM``)."""
        return sightings_table(self.sightings)

    @cached_property
    def murder_witnesses(self) -> dict[Case, tuple[str, ...]]:
        """Each case's witnesses: living observers who saw killer or victim in its first minute."""
        return case_witnesses(self.sighting_rows, self.run.cases)

    @cached_property
    def reports(self) -> dict[str, Report]:
        """Each living person's report of the night, by name (see reports.py)."""
        from .reports import night_reports

        return night_reports(self)

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

    # -- files ---------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        from .gmsheet import render_gm
        from .report_text import HHMM as clock

        timeline = ((clock[s.minute], s.person, s.spot, s.activity, s.detail) for s in self.run.steps)
        seen = self.sighting_columns
        minutes = [clock[m] for m in seen.minute.tolist()]
        sightings = zip(minutes, *(c.tolist() for c in seen[1:]), strict=True)
        out = {
            "timeline.csv": csv_rows(TIMELINE_COLUMNS, timeline),
            "sightings.csv": csv_rows(SIGHTING_COLUMNS, sightings),
            "cases.csv": csv_rows(CASE_COLUMNS, self.case_rows()),
            "gm.md": render_gm(self),
        }
        from .reports import report_files

        out.update(report_files(self.reports))
        for name, render in self.extras.get("renderers", {}).items():
            out[name] = render(self)
        return out

    def write(self, out: str | Path | None = None, extra: Mapping[str, str | bytes] | None = None) -> Path:
        """Write all result files to ``out`` (default ``nights/N/results``), atomically.

        ``extra`` adds files (relative path: content), e.g. charts and the replay page.
        """
        target = Path(out) if out is not None else self.input.folder / "results"
        write_folder(target, {**self.files(), **(extra or {})})
        return target

    def replay(self, person: str | None = None) -> ReplayPage:
        """The floor-plan replay page; shown inline in Jupyter, ``.save(path)`` writes it."""
        from .replay import replay

        return replay(self, person)


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
