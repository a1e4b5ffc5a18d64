"""The inn as a picture: zone colours, room outlines and what a person could see.

Everything here is derived from the map (spots, kinds, zones, ``xy``, windows, peepholes),
so an edited map is drawn without code changes. Charts use the colours; the replay uses
the outlines and :func:`view_spots`.
"""

from __future__ import annotations

import math
from pathlib import Path

from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.yamlsource import YamlSyntaxError, read_yaml
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import place_zh

# Zone colours by the kind of place the zone is; rooms get distinct colours in map order.
KIND_COLOURS = {
    "corridor": "#bab0ac",
    "garden": "#59a14f",
    "lawn": "#b5de8f",
    "path": "#d7b5a6",
}
ROOM_COLOURS = (
    "#4e79a7",
    "#f28e2b",
    "#b07aa1",
    "#edc948",
    "#76b7b2",
    "#ff9da7",
    "#9c755f",
    "#a0cbe8",
    "#ffbe7d",
    "#d4a6c8",
    "#86bcb6",
    "#f1ce63",
)
DEAD_COLOUR = "#3b3b3b"
INDOOR_KINDS = {"room": "room", "door": "corridor", "corridor": "corridor", "stairs": "corridor"}


def chart_place(inn: Inn, spot: str, lang: str) -> str:
    """A spot or zone as the pictures label it: the map's id in English (``east-stairs``, as
    the charts have always said), the name the echo and the map page use in Chinese
    (``东楼梯``, ``205房间``, ``203门前``)."""
    return place_zh(inn, spot) if lang == "zh" and (spot in inn.kind or spot in inn.names_zh) else spot


def zone_kind(inn: Inn, zone: str) -> str:
    """``room``, ``corridor``, ``garden``, ``lawn`` or ``path``: what the zone is, for colour."""
    kinds = [inn.kind[s] for s in inn.spots if inn.zone[s] == zone]
    if "room" in kinds:
        return "room"
    if any(k in ("door", "corridor", "stairs") for k in kinds):
        return "corridor"
    for k in ("lawn", "garden", "path"):
        if k in kinds:
            return k
    return "path"


def zones(inn: Inn) -> tuple[str, ...]:
    """Every zone, in the order its first spot appears in the map file."""
    return tuple(dict.fromkeys(inn.zone[s] for s in inn.spots))


def zone_colours(inn: Inn) -> dict[str, str]:
    """A fixed colour per zone: the same map always gives the same colours."""
    out: dict[str, str] = {}
    rooms = 0
    for zone in zones(inn):
        kind = zone_kind(inn, zone)
        if kind == "room":
            out[zone] = ROOM_COLOURS[rooms % len(ROOM_COLOURS)]
            rooms += 1
        else:
            out[zone] = KIND_COLOURS[kind]
    return out


def view_spots(inn: Inn, spot: str, place: str, activity: str, detail: str) -> tuple[str, ...]:
    """The spots someone standing at ``spot``/``place`` could see (ADJUDICATION 6), map order.

    Their own zone (the room and, on an open threshold, the corridor too); through their
    room's window the zone it faces; through its peephole the spots it shows. The dead see
    nothing. This is for drawing; who was actually seen is the visibility engine's job.
    """
    if activity == "dead":
        return ()
    seen_zones = {inn.zone[place], inn.zone[spot]}
    seen = {s for s in inn.spots if inn.zone[s] in seen_zones}
    if activity == "peeking":
        room = place
        if detail == "window" and room in inn.windows:
            seen |= {s for s in inn.spots if inn.zone[s] == inn.windows[room]}
        if detail == "peephole" and room in inn.peepholes:
            seen |= set(inn.peepholes[room])
    return tuple(s for s in inn.spots if s in seen)


@dataclass(frozen=True)
class Box:
    """A rectangle on the floor plan (map units: x east, y south)."""

    spot: str
    kind: str
    x: float
    y: float
    w: float
    h: float


ROOM_HALF = 7.0
GROUND_SIZE = {"garden": (34.0, 14.0), "lawn": (34.0, 14.0)}
SMALL = 4.5


def require_xy(inn: Inn) -> None:
    """Raise :class:`InputError` naming every spot of the map that has no ``xy``."""
    missing = [s for s in inn.spots if s not in inn.xy]
    if not missing:
        return
    lines: dict[str, int] = {}
    path = Path(inn.source)
    try:
        located = read_yaml(path, inn.source)
        lines = {s: located.line("spots", s) for s in missing}
    except (YamlSyntaxError, OSError):
        pass  # the map changed or went away since it was loaded: the problems name no lines
    raise InputError(
        [
            Problem(inn.source, lines.get(s, 0), f"spots.{s}.xy", "missing", "[x, y] floor-plan coordinates")
            for s in missing
        ]
    )


def boxes(inn: Inn) -> list[Box]:
    """One rectangle per spot: rooms reach their door, the garden and lawn are wide areas.

    A room is centred on its ``xy`` and stretched so its door spot lies on its wall; its
    width is kept clear of the nearest room beside it. Other spots are small squares.
    """
    require_xy(inn)
    out: list[Box] = []
    for spot in inn.spots:
        x, y = inn.xy[spot]
        kind = inn.kind[spot]
        if kind == "room":
            out.append(_room_box(inn, spot))
        elif kind in GROUND_SIZE:
            w, h = GROUND_SIZE[kind]
            out.append(Box(spot, kind, x - w / 2, y - h / 2, w, h))
        else:
            out.append(Box(spot, kind, x - SMALL / 2, y - SMALL / 2, SMALL, SMALL))
    return out


def _room_box(inn: Inn, room: str) -> Box:
    x, y = inn.xy[room]
    half_w = half_h = ROOM_HALF
    door = inn.door_of_room.get(room)
    beside = [abs(inn.xy[r][0] - x) for r in inn.rooms if r != room and abs(inn.xy[r][1] - y) < ROOM_HALF]
    gaps = [d for d in beside if d > 0]
    if gaps:
        half_w = max(2.5, min(ROOM_HALF, 0.47 * min(gaps)))
    if door is not None and door in inn.xy:
        dx, dy = inn.xy[door][0] - x, inn.xy[door][1] - y
        if abs(dy) >= abs(dx) and dy:
            half_h = max(3.0, abs(dy))
        elif dx:
            half_w = max(3.0, abs(dx))
    return Box(room, "room", x - half_w, y - half_h, 2 * half_w, 2 * half_h)


def building(inn: Inn, pad: float = 2.0) -> tuple[float, float, float, float]:
    """The outline (x, y, w, h) around every indoor spot: rooms, doors, corridor, stair heads."""
    parts = [b for b in boxes(inn) if b.kind in INDOOR_KINDS]
    if not parts:
        return (0.0, 0.0, 0.0, 0.0)
    x0 = min(b.x for b in parts) - pad
    y0 = min(b.y for b in parts) - pad
    x1 = max(b.x + b.w for b in parts) + pad
    y1 = max(b.y + b.h for b in parts) + pad
    return (x0, y0, x1 - x0, y1 - y0)


def extent(inn: Inn, pad: float = 4.0) -> tuple[float, float, float, float]:
    """The (x, y, w, h) view box that holds the whole plan."""
    all_boxes = boxes(inn)
    x0 = math.floor(min(b.x for b in all_boxes) - pad)
    y0 = math.floor(min(b.y for b in all_boxes) - pad)
    x1 = math.ceil(max(b.x + b.w for b in all_boxes) + pad)
    y1 = math.ceil(max(b.y + b.h for b in all_boxes) + pad)
    return (float(x0), float(y0), float(x1 - x0), float(y1 - y0))


def _inside(point: tuple[float, float], rect: tuple[float, float, float, float]) -> bool:
    x, y, w, h = rect
    return x < point[0] < x + w and y < point[1] < y + h


def _cuts(points: list[tuple[float, float]], rect: tuple[float, float, float, float]) -> int:
    """How many of 20 samples per segment of the polyline fall inside ``rect``."""
    hits = 0
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        hits += sum(_inside((x0 + (x1 - x0) * k / 20, y0 + (y1 - y0) * k / 20), rect) for k in range(1, 20))
    return hits


def walkways(inn: Inn) -> list[tuple[str, str, list[tuple[float, float]]]]:
    """The lines to draw between neighbouring spots (room to own door left out).

    Indoor steps are straight; a step with an outdoor end is drawn with one right-angle
    bend, on whichever side keeps it off the building, so garden paths go round the house.
    """
    house = building(inn, pad=0.0)
    order = {s: i for i, s in enumerate(inn.spots)}
    out: list[tuple[str, str, list[tuple[float, float]]]] = []
    for a, b in sorted(inn.graph.edges, key=lambda e: sorted((order[e[0]], order[e[1]]))):
        if order[a] > order[b]:
            a, b = b, a
        if "room" in (inn.kind[a], inn.kind[b]) or inn.xy[a] == inn.xy[b]:
            continue
        pa, pb = inn.xy[a], inn.xy[b]
        points = [pa, pb]
        if (a in inn.outdoors or b in inn.outdoors) and pa[0] != pb[0] and pa[1] != pb[1]:
            bends = [[pa, (pa[0], pb[1]), pb], [pa, (pb[0], pa[1]), pb]]
            points = min(bends, key=lambda line: _cuts(line, house))
        out.append((a, b, points))
    return out
