"""The picture files ``blackhorse night --charts --html`` adds to a night's results folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blackhorse.sight.seen import SeenNight

REPLAY_FILE = "replay.html"


def picture_files(result: SeenNight, charts: bool = False, html: bool = False) -> dict[str, str | bytes]:
    """``charts/timeline.{png,svg}``, ``charts/sightings.{png,svg}`` and/or ``replay.html``.

    Everything is rendered in memory; callers write it in one atomic folder swap.
    """
    files: dict[str, str | bytes] = {}
    if charts:
        from blackhorse.pictures.charts import chart_files

        files.update(chart_files(result))
    if html:
        from blackhorse.pictures.replay import replay_html

        files[REPLAY_FILE] = replay_html(result)
    return files
