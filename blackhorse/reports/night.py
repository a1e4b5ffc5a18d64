"""A night with its reports: the tables, each person's report, the GM's sheet, the files.

The result files of ORDERS.md are rendered here, in memory, and written in one atomic swap.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import TypeVar

from blackhorse.core.atomic import write_folder
from blackhorse.core.gcpause import gc_paused
from blackhorse.reports.gmsheet import render_gm
from blackhorse.reports.report import Report, night_reports, report_files
from blackhorse.reports.vocabulary import HHMM as clock
from blackhorse.sight.seen import CASE_COLUMNS, TIMELINE_COLUMNS, SeenNight, csv_rows
from blackhorse.sight.visibility import SIGHTING_COLUMNS

T = TypeVar("T")


def _csv(
    columns: Sequence[str], lines: list[str], rows: Sequence[T], fields: Callable[[T], Sequence[str]]
) -> str:
    """A CSV file from ``lines`` (each row's fields joined by commas), byte for byte what
    :func:`~blackhorse.sight.seen.csv_rows` writes: when a field would need quotes (a comma, a
    quote or a line break in it: the counts show it), the ``csv`` module writes the file."""
    text = ",".join(columns) + "\n" + "".join([line + "\n" for line in lines])
    commas = (len(columns) - 1) * (len(lines) + 1)
    if (
        text.count(",") == commas
        and text.count("\n") == len(lines) + 1
        and '"' not in text
        and "\r" not in text
    ):
        return text
    return csv_rows(columns, map(fields, rows))


class ReportedNight(SeenNight):
    """A seen night with every living person's report and the night's result files."""

    @cached_property
    def reports(self) -> dict[str, Report]:
        """Each living person's report of the night, by name (see blackhorse.reports.report).

        Built with the cycle collector paused: tens of thousands of short-lived tuples, freed
        as they are dropped, would otherwise wake it every few hundred allocations."""
        with gc_paused():
            return night_reports(self)

    # -- files ---------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        """Every result file of the night, by relative path (the collector paused, as for
        :attr:`reports`)."""
        with gc_paused():
            return self._files()

    def _files(self) -> dict[str, str]:
        steps = self.run.steps
        seen = self.sighting_rows
        timeline = [f"{clock[m]},{p},{s},{a},{d}" for m, p, s, a, d, _ in steps]
        columns = self.sighting_columns  # plain tuples: each row joined in C
        minutes = map(clock.__getitem__, columns.minute)
        sightings = list(map(",".join, zip(minutes, *columns[1:], strict=True)))
        out = {
            "timeline.csv": _csv(TIMELINE_COLUMNS, timeline, steps, lambda s: (clock[s[0]], *s[1:5])),
            "sightings.csv": _csv(SIGHTING_COLUMNS, sightings, seen, lambda r: (clock[r[0]], *r[1:])),
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
