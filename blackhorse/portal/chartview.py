"""The night's timeline cut to fit a phone (issue 24: timeline.svg is 1,328 px wide; scaled to a
390-px screen its labels would be 3 px).

On a narrow screen the chart page shows the same picture in pieces of 30 minutes, one under the
other, each at the picture's own size (every label as readable as in the file) with the lane
names beside it: each piece an inline ``<svg>`` whose ``viewBox`` frames a part of the chart
file, so nothing is drawn twice and the file stays the one truth. Where the picture's geometry
cannot be read (a chart from elsewhere), the page keeps its scrolling frame alone.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.dataclass import dataclass

PIECE = (
    30  # minutes a piece shows, from one grid line (and its time) to the next: 210 px on the shipped chart
)
_SIZE = re.compile(r'<svg\b[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"')
# the chart's half-hour grid (timelinechart.timeline_svg): its first line is 20:00, its last 23:00
_GRID = re.compile(r'<line x1="([\d.]+)" y1="[\d.]+" x2="\1" y2="([\d.]+)" stroke="#dddddd"')


@dataclass(frozen=True)
class Pieces:
    """The picture's size, the width of its lane names, where its lanes end (the names shown
    beside each piece stop there, above the time axis), and each piece as ``(x, width)``."""

    width: float
    height: float
    names: float
    lanes: float
    pieces: tuple[tuple[float, float], ...]


def timeline_pieces(svg: str) -> Pieces | None:
    """How to cut the timeline chart ``svg`` into pieces of :data:`PIECE` minutes; None when
    its size or its grid cannot be read."""
    size = _SIZE.search(svg)
    lines = _GRID.findall(svg)
    grid = [float(x) for x, _ in lines]
    if size is None or len(grid) < 2 or grid[-1] <= grid[0]:
        return None
    width, height = float(size[1]), float(size[2])
    left, per_minute = grid[0], (grid[-1] - grid[0]) / NIGHT_MINUTES
    margin = 16.0  # each side: the time under the grid line whole, a bar's edge not cut
    pieces = []
    for start in range(0, NIGHT_MINUTES, PIECE):
        x = max(left + start * per_minute - margin, left)
        end = min(left + min(start + PIECE, NIGHT_MINUTES) * per_minute + margin, width)
        pieces.append((round(x, 2), round(end - x, 2)))
    return Pieces(width, height, left, float(lines[0][1]), tuple(pieces))
