"""A night with its reports: the tables, each person's report, the GM's sheet, the files.

The result files of ORDERS.md are rendered here, in memory, and written in one atomic swap.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path

from blackhorse.core.atomic import write_folder
from blackhorse.reports.gmsheet import render_gm
from blackhorse.reports.report import Report, night_reports, report_files
from blackhorse.reports.vocabulary import HHMM as clock
from blackhorse.sight.seen import CASE_COLUMNS, TIMELINE_COLUMNS, SeenNight, csv_rows
from blackhorse.sight.visibility import SIGHTING_COLUMNS


class ReportedNight(SeenNight):
    """A seen night with every living person's report and the night's result files."""

    @cached_property
    def reports(self) -> dict[str, Report]:
        """Each living person's report of the night, by name (see blackhorse.reports.report)."""
        return night_reports(self)

    # -- files ---------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        timeline = ((clock[s.minute], s.person, s.spot, s.activity, s.detail) for s in self.run.steps)
        seen = self.sighting_columns
        sightings = zip(map(clock.__getitem__, seen.minute), *seen[1:], strict=True)
        out = {
            "timeline.csv": csv_rows(TIMELINE_COLUMNS, timeline),
            "sightings.csv": csv_rows(SIGHTING_COLUMNS, sightings),
            "cases.csv": csv_rows(CASE_COLUMNS, self.case_rows()),
            "gm.md": render_gm(self, self.reports),
        }
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
