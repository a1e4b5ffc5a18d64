"""The picture files ``blackhorse night --charts --html`` adds to a night's results folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .results import NightResult

REPLAY_FILE = "replay.html"


def picture_files(result: NightResult, charts: bool = False, html: bool = False) -> dict[str, str | bytes]:
    """``charts/timeline.{png,svg}``, ``charts/sightings.{png,svg}`` and/or ``replay.html``.

    Everything is rendered in memory; callers write it in one atomic folder swap.
    """
    files: dict[str, str | bytes] = {}
    if charts:
        from .charts import chart_files

        files.update(chart_files(result))
    if html:
        from .replay import replay_html

        files[REPLAY_FILE] = replay_html(result)
    return files
