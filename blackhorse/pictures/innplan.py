"""The inn's floor plan and travel table for the players' pages (issue 24: they plan routes by
them): the replay's drawing of the map (pictures/floorplan.py) as one still SVG to put inside a
page, every label in the reader's language, and the travel-minute table computed from the
graph (the seed's table, `Inn.travel_table`) with its places named the same way.

Everything is drawn from the map (spots, kinds, ``xy``, edges), so a game on a map of its own
shows its own plan. The SVG scales with the page (a ``viewBox``, no fixed size) and carries no
script and no style attribute (the portal's Content-Security-Policy allows neither inline).
"""

from __future__ import annotations

from blackhorse.core.dataclass import dataclass
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import place_en, place_zh
from blackhorse.pictures.floorplan import boxes, building, extent, walkways, zone_colours
from blackhorse.pictures.svg import Svg, escape, num, text_width

LABEL_SIZE = 4.0  # map units: about 13 px on a 390-px phone, 20 px on a desktop
SMALL_SIZE = 3.6
PAD = 7.0  # room around the plan for the labels of the spots on its edge
LABELLED = ("room", "stairs", "garden", "lawn", "path")
OWN_ROOM = "#b22222"


def label(inn: Inn, spot: str, lang: str) -> str:
    """A spot as the plan and the table name it: ``201``, ``娱乐室``, ``东楼梯``; in English
    ``201``, ``common room``, ``east stairs`` (the echo's names without "room"/"the")."""
    if inn.kind.get(spot) == "room" and spot not in inn.always_open:
        return spot
    if lang == "zh":
        return place_zh(inn, spot)
    name = place_en(inn, spot)
    return name.removeprefix("the ")


def _lines(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines no wider than ``width`` (broken at spaces only)."""
    if text_width(text, size) <= width or " " not in text:
        return [text]
    words, out = text.split(" "), [""]
    for word in words:
        candidate = f"{out[-1]} {word}".strip()
        if out[-1] and text_width(candidate, size) > width:
            out.append(word)
        else:
            out[-1] = candidate
    return out


def plan_svg(inn: Inn, lang: str, home: str | None = None, title: str = "") -> str:
    """The floor plan as an ``<svg>`` element for a page: rooms, corridor, stairs, garden,
    paths and lawn with the walkways between them, labelled in ``lang``; ``home`` (the
    reader's room) outlined in red."""
    x0, y0, w, h = extent(inn, pad=PAD)
    svg = Svg(w, h, title or ("会馆平面图" if lang == "zh" else "Floor plan of the inn"))
    colours = zone_colours(inn)
    bx, by, bw, bh = building(inn)
    svg.rect(bx - x0, by - y0, bw, bh, fill="#f4ede2", stroke="#8a7b68", stroke_width=0.6)
    shapes = boxes(inn)
    for box in shapes:  # the grounds first, the house's rooms over them
        if box.kind in ("garden", "lawn"):
            svg.rect(
                box.x - x0,
                box.y - y0,
                box.w,
                box.h,
                rx=2.0,
                fill=colours[inn.zone[box.spot]],
                fill_opacity=0.55,
            )
    for _a, _b, points in walkways(inn):
        path = " ".join(f"{num(x - x0)},{num(y - y0)}" for x, y in points)
        svg.add(
            "polyline", points=path, fill="none", stroke="#6b6157", stroke_width=0.7, stroke_linecap="round"
        )
    for box in shapes:
        if box.kind == "room":
            own = box.spot == home
            svg.rect(
                box.x - x0,
                box.y - y0,
                box.w,
                box.h,
                fill=colours[inn.zone[box.spot]],
                fill_opacity=0.35,
                stroke=OWN_ROOM if own else "#4a4036",
                stroke_width=1.2 if own else 0.5,
            )
        elif box.kind not in ("garden", "lawn"):
            svg.rect(
                box.x - x0,
                box.y - y0,
                box.w,
                box.h,
                rx=0.8,
                fill="#ffffff",
                stroke="#6b6157",
                stroke_width=0.4,
            )
    for box in shapes:
        if box.kind not in LABELLED:
            continue
        text = label(inn, box.spot, lang)
        x, y = inn.xy[box.spot]
        if box.kind in ("room", "garden", "lawn"):
            size, width = LABEL_SIZE, box.w - 1.0
            lines = _lines(text, width, size)
            top = y - y0 - (len(lines) - 1) * size * 0.55 + size * 0.35
        else:  # a stair head: its label above the little square (the doors are below); a path: below
            size = SMALL_SIZE
            lines = [text]
            above = box.kind == "stairs"
            top = y - y0 - box.h / 2 - size * 0.4 if above else y - y0 + box.h / 2 + size * 1.1
        for k, line in enumerate(lines):
            bold = "bold" if box.spot == home else None
            svg.text(
                x - x0, top + k * size * 1.1, line, size, text_anchor="middle", fill="#222", font_weight=bold
            )
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {num(w)} {num(h)}" class="plan"'
        f' role="img" aria-label="{escape(svg.parts[0][7:-8])}">'
    )
    return head + "".join(svg.parts) + "</svg>"


@dataclass(frozen=True)
class TravelTable:
    """The travel-minute table: ``places`` name the rows and the columns (in the map's
    ``table`` order), ``minutes[i][j]`` from place i to place j."""

    spots: tuple[str, ...]
    places: tuple[str, ...]
    minutes: tuple[tuple[int, ...], ...]


def travel_table(inn: Inn, lang: str) -> TravelTable:
    rows = inn.travel_table()[1:]
    return TravelTable(
        tuple(inn.table),
        tuple(label(inn, s, lang) for s in inn.table),
        tuple(tuple(int(m) for m in row[1:]) for row in rows),
    )
