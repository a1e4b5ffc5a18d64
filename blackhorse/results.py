"""A night's results as DataFrames and as the files of ORDERS.md."""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from .atomic import write_folder
from .clock import hhmm
from .folder import NightInput
from .inn import Inn
from .night import NightRun
from .records import Case, Note
from .visibility import murder_witnesses, sightings_frame, sightings_table

if TYPE_CHECKING:
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
    def sightings(self) -> pd.DataFrame:
        """Who saw whom each minute (int minutes; columns of ``sightings.csv``), see visibility.py."""
        return sightings_frame(self.positions, self.inn)

    @property
    def sightings_table(self) -> pd.DataFrame:
        """``sightings.csv`` as a DataFrame (minute written ``HH:MM``)."""
        return sightings_table(self.sightings)

    @cached_property
    def murder_witnesses(self) -> dict[Case, tuple[str, ...]]:
        """Each case's witnesses: living observers who saw killer or victim in its first minute."""
        return murder_witnesses(self.sightings, self.run.cases)

    @cached_property
    def reports(self) -> dict[str, Report]:
        """Each living person's report of the night, by name (see reports.py)."""
        from .reports import night_reports

        return night_reports(self)

    def witnesses(self, case: Case) -> tuple[str, ...]:
        """Who saw the murder's first minute, sorted."""
        return self.murder_witnesses.get(case, ())

    @property
    def cases(self) -> pd.DataFrame:
        rows = [
            (c.victim, c.killer, hhmm(c.minute), c.spot, ";".join(self.witnesses(c))) for c in self.run.cases
        ]
        return pd.DataFrame(rows, columns=CASE_COLUMNS)

    @property
    def notes_frame(self) -> pd.DataFrame:
        frame = pd.DataFrame(self.run.notes, columns=["minute", "person", "kind", "text"])
        frame["minute"] = frame["minute"].map(hhmm)
        return frame

    # -- files ---------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        from .gmsheet import render_gm

        out = {
            "timeline.csv": csv_text(self.timeline),
            "sightings.csv": csv_text(self.sightings_table),
            "cases.csv": csv_text(self.cases),
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
    buf = io.StringIO()
    frame.to_csv(buf, index=False, lineterminator="\n")
    return buf.getvalue()
