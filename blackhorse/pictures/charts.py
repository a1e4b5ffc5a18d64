"""The charts of a night: what a notebook draws and what ``--charts`` / ``--png`` write.

Two charts (:mod:`~blackhorse.pictures.timelinechart`, where everyone was;
:mod:`~blackhorse.pictures.sightingschart`, who saw whom), each drawn two ways from the same
data: SVG text written directly (``charts/NAME.svg``, what ``--charts`` writes: milliseconds,
no matplotlib) and a matplotlib figure (notebooks; ``charts/NAME.png`` with ``--png``, about
a second more, for places that take images only). The same night always gives the same bytes.

A notebook calls this module: ``charts.timeline_figure(night)``,
``charts.sightings_figure(night)``, ``charts.sightings_matrix(night)``.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from blackhorse.pictures.sightingschart import sightings_figure, sightings_matrix, sightings_svg
from blackhorse.pictures.timelinechart import KILL_COLOUR, timeline_figure, timeline_svg

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from blackhorse.sight.seennight import SeenNight

__all__ = [
    "CHARTS",
    "FORMATS",
    "KILL_COLOUR",
    "chart_files",
    "figure_bytes",
    "sightings_figure",
    "sightings_matrix",
    "sightings_svg",
    "timeline_figure",
    "timeline_svg",
]

# Each chart: its file name, its SVG, its figure.
CHARTS: dict[str, tuple[Callable[[SeenNight, str], str], Callable[[SeenNight, str], Figure]]] = {
    "timeline": (timeline_svg, timeline_figure),
    "sightings": (sightings_svg, sightings_figure),
}
FORMATS = ("svg", "png")


def figure_bytes(fig: Figure, fmt: str) -> bytes:
    """Render a chart's figure as ``png`` (or ``svg``); no dates or versions inside, so reruns match."""
    import matplotlib

    from blackhorse.pictures.fonts import rc

    buf = io.BytesIO()
    metadata: dict[str, Any] = {"Date": None, "Creator": None} if fmt == "svg" else {"Software": None}
    with matplotlib.rc_context(rc()):
        fig.savefig(buf, format=fmt, dpi=110, metadata=metadata)
    return buf.getvalue()


def chart_files(result: SeenNight, formats: Sequence[str] = ("svg",)) -> dict[str, bytes]:
    """``charts/timeline.svg``, ``charts/sightings.svg`` (in the game's language; their twins
    in the other: results/gmfiles.py) and, with ``png`` among ``formats``,
    ``charts/timeline.png`` and ``charts/sightings.png`` (drawn by matplotlib, in the game's
    language)."""
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise ValueError(f"chart formats: {', '.join(unknown)}; allowed: {', '.join(FORMATS)}")
    out: dict[str, bytes] = {}
    lang = result.input.game.lang
    for name, (svg, figure) in CHARTS.items():
        if "svg" in formats:
            out[f"charts/{name}.svg"] = svg(result, lang).encode("utf-8")
        if "png" in formats:
            out[f"charts/{name}.png"] = figure_bytes(figure(result, lang), "png")
    return out
