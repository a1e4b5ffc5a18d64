"""A night with its reports: the tables, each person's report, the GM's sheet, the files.

The result files of ORDERS.md are rendered here, in memory, and written in one atomic swap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import cast

from blackhorse.core.atomic import write_folder
from blackhorse.core.gcpause import gc_paused
from blackhorse.reports.gmsheet import render_gm
from blackhorse.reports.jsonfile import bare_values
from blackhorse.reports.report import Reports, night_reports, report_files
from blackhorse.reports.vocabulary import HHMM as clock
from blackhorse.sight.seennight import CASE_COLUMNS, TIMELINE_COLUMNS, SeenNight, csv_rows
from blackhorse.sight.visibility import CHANNELS, SIGHTING_COLUMNS


def _csv(
    columns: Sequence[str], body: str, plain: bool, fallback: Callable[[], Iterable[Sequence[str]]]
) -> str:
    """A CSV file from ``body`` (each line the fields joined by commas, ending in a line break),
    byte for byte what :func:`~blackhorse.sight.seennight.csv_rows` writes when ``plain`` (no value
    in the rows holds a comma, a quote or a line break, so none needs quotes); otherwise the
    ``csv`` module writes the file from the ``fallback`` rows."""
    if plain:
        return ",".join(columns) + "\n" + body
    return csv_rows(columns, fallback())


def plain_values(values: Iterable[str]) -> bool:
    """Can every one of ``values`` go in a CSV field without quotes (no comma, quote or line
    break in any: what the ``csv`` module's minimal quoting looks for)?"""
    text = "".join(values)
    return not any(mark in text for mark in CSV_MARKS)


CSV_MARKS = (",", '"', "\n", "\r")


def _lines(*columns: Iterable[str]) -> str:
    """The columns' fields joined by commas, a line per row, each ending in a line break, all
    joined in C (the line breaks by one join: a row is never empty, so no rows is no text)."""
    text = "\n".join(map(",".join, zip(*columns, strict=True)))
    return text + "\n" if text else ""


class ReportedNight(SeenNight):
    """A seen night with every living person's report and the night's result files."""

    @cached_property
    def reports(self) -> Reports:
        """Each living person's report of the night, by name (see blackhorse.reports.report);
        ``reports["a"]`` is A's, and a name without a report raises an ``ArgumentError`` (also
        a ``KeyError``) saying why."""
        # built with the cycle collector paused: tens of thousands of short-lived tuples, freed
        # as they are dropped, would otherwise wake it every few hundred allocations
        with gc_paused():
            return night_reports(self)

    # -- files ---------------------------------------------------------------------------
    def files(self) -> dict[str, str]:
        """Every result file of the night's ``results/`` folder, by relative path: its text."""
        with gc_paused():  # as for the reports
            return cast(dict[str, str], self._files(False))

    def files_to_write(self) -> dict[str, str | bytes]:
        """:meth:`files` as they are written: the reports' JSON already its UTF-8 bytes, made
        without joining it into one string first (``jsonfile.utf8``); the rest text."""
        with gc_paused():
            return self._files(True)

    def _files(self, encoded: bool) -> dict[str, str | bytes]:
        steps = self.run.steps
        seen = self.sighting_columns  # plain tuples: each row joined in C
        minutes, people, spots, activities, details, _ = zip(*steps, strict=True) if steps else ((),) * 6
        # every value the rows can hold (a sighting holds its subject's spot and activity at
        # that minute, and a channel): checked once for the CSV's quotes and the JSON's escapes
        values = set(self.people).union(people, spots, activities, details, CHANNELS)
        plain = plain_values(values)
        timeline = _lines(map(clock.__getitem__, minutes), people, spots, activities, details)
        sightings = _lines(map(clock.__getitem__, seen.minute), *seen[1:])
        out: dict[str, str | bytes] = {
            "timeline.csv": _csv(
                TIMELINE_COLUMNS,
                timeline,
                plain,
                lambda: [(clock[s.minute], s.person, s.spot, s.activity, s.detail) for s in steps],
            ),
            "sightings.csv": _csv(
                SIGHTING_COLUMNS,
                sightings,
                plain,
                lambda: [
                    (clock[r.minute], r.observer, r.subject, r.spot, r.activity, r.channel)
                    for r in self.sighting_rows
                ],
            ),
            "cases.csv": csv_rows(CASE_COLUMNS, self.case_rows()),
        }
        # gm.md in the game's language; its twin in the other only when asked for
        # (results/gmfiles.py; docs/ORDERS.md, "The night's pictures")
        out["gm.md"] = render_gm(self, self.reports, self.input.game.lang)
        out.update(report_files(self.reports, bare_values(values), encoded))
        for name, render in self.extras.get("renderers", {}).items():
            out[name] = render(self)
        return out

    def write(self, out: str | Path | None = None, extra: Mapping[str, str | bytes] | None = None) -> Path:
        """Write all result files to ``out`` (default ``nights/N/results``), atomically.

        ``extra`` adds files (relative path: content), e.g. charts and the replay page.
        The game does not count a night written this way (it has no ``ledger.json``: the
        game's history calls its results stale); ``blackhorse night GAME N`` plays a night
        into the game.
        """
        target = Path(out) if out is not None else self.input.folder / "results"
        write_folder(target, {**self.files_to_write(), **(extra or {})})
        return target
