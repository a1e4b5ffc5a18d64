"""The night's timeline cut for a phone (portal/chartview.py): pieces of 30 minutes read from
the chart's own grid; a chart whose grid cannot be read is not cut (its page keeps the frame)."""

from __future__ import annotations

from blackhorse.portal.chartview import timeline_pieces

GRID = "".join(
    f'<line x1="{40 + m * 7}" y1="40" x2="{40 + m * 7}" y2="300" stroke="#dddddd" stroke-width="0.8"/>'
    for m in range(0, 181, 30)
)
SVG = f'<svg xmlns="http://www.w3.org/2000/svg" width="1330" height="400" viewBox="0 0 1330 400">{GRID}</svg>'


def test_the_timeline_is_cut_in_half_hours_from_its_own_grid() -> None:
    cut = timeline_pieces(SVG)
    assert cut is not None
    assert (cut.width, cut.height, cut.names, cut.lanes) == (1330, 400, 40, 300)
    assert len(cut.pieces) == 6
    assert cut.pieces[0] == (40, 210 + 16)  # 20:00 from the names on, to 20:30 and a margin
    assert cut.pieces[1] == (40 + 210 - 16, 210 + 32)  # 20:30 to 21:00, a margin each side
    assert all(x + w <= 1330 for x, w in cut.pieces)


def test_a_chart_whose_grid_cannot_be_read_is_not_cut() -> None:
    assert timeline_pieces('<svg width="100" height="50"></svg>') is None
    assert timeline_pieces(GRID) is None  # no size
