"""The picture files ``blackhorse night --charts --html`` (and ``--png``) adds to a night's results folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from blackhorse.sight.seennight import SeenNight

REPLAY_FILE = "replay.html"


def picture_files(
    result: SeenNight, charts: bool = False, html: bool = False, png: bool = False
) -> dict[str, str | bytes]:
    """``charts/timeline.svg`` and ``charts/sightings.svg`` (``charts``), the same charts as
    ``.png`` as well (``png``, drawn by matplotlib: about a second more), ``replay.html``
    (``html``).

    Everything is rendered in memory; callers write it in one atomic folder swap.
    """
    files: dict[str, str | bytes] = {}
    if charts or png:
        from blackhorse.pictures.charts import chart_files

        files.update(chart_files(result, ("svg", "png") if png else ("svg",)))
    if html:
        from blackhorse.pictures.replay import replay_html

        files[REPLAY_FILE] = replay_html(result, lang=result.input.game.lang)  # its twin: results/gmfiles.py
    return files
