"""The floor-plan replay: one self-contained HTML page showing the night minute by minute.

:func:`replay_data` gathers everything the page needs as plain JSON (the map's spots,
outlines and colours, everyone's spot each minute, what each person could see, who they
saw, the murders). :func:`replay_html` pours it into the template
``blackhorse/data/replay.html`` (inline CSS, JS and SVG: no server, no network).
:class:`ReplayPage` shows the page inline in Jupyter and saves it to a file.

The page exposes ``window.replay`` with ``state()``, ``setMinute(m)``, ``select(name)``,
``play()`` and ``pause()``; ``state()`` returns ``{minute, clock, selected, positions:
{NAME: {spot, place, activity, detail, x, y, dead}}, view, seen}`` (``x``, ``y`` are the
map's coordinates of the spot).
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackhorse.core.atomic import write_file
from blackhorse.core.clock import hhmm
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import same_name
from blackhorse.core.records import ACTIVITIES, Step
from blackhorse.pictures.floorplan import (
    DEAD_COLOUR,
    boxes,
    building,
    extent,
    view_spots,
    walkways,
    zone_colours,
)

if TYPE_CHECKING:
    from blackhorse.sight.seennight import SeenNight

TEMPLATE = "replay.html"
CHANNELS = ("same-zone", "threshold", "window", "peephole", "crossing")  # ADJUDICATION 9, in order
LABELS = {"door": "", "corridor": "", "stair-foot": "", "path": "path", "stairs": "stairs"}  # else the name
DATA_MARK = "/*REPLAY_DATA*/null"


def _round(value: float) -> float:
    return round(value, 2)


def _map_part(result: SeenNight) -> dict[str, Any]:
    inn = result.inn
    shapes = {b.spot: b for b in boxes(inn)}
    index = {s: i for i, s in enumerate(inn.spots)}
    spots = [
        {
            "name": s,
            "kind": inn.kind[s],
            "zone": inn.zone[s],
            "x": _round(inn.xy[s][0]),
            "y": _round(inn.xy[s][1]),
            "label": LABELS.get(inn.kind[s], s),
            "box": [_round(v) for v in (shapes[s].x, shapes[s].y, shapes[s].w, shapes[s].h)],
        }
        for s in inn.spots
    ]
    edges = [
        {
            "outdoor": a in inn.outdoors or b in inn.outdoors,
            "points": [[_round(x), _round(y)] for x, y in pts],
        }
        for a, b, pts in walkways(inn)
    ]
    return {
        "spots": spots,
        "edges": edges,
        "zoneColours": zone_colours(inn),
        "deadColour": DEAD_COLOUR,
        "viewBox": [_round(v) for v in extent(inn)],
        "building": [_round(v) for v in building(inn)],
        "windows": dict(sorted(inn.windows.items())),
        "peepholes": {k: sorted(v, key=index.__getitem__) for k, v in sorted(inn.peepholes.items())},
    }


def _seen(
    result: SeenNight, people: list[str], minutes: int
) -> tuple[dict[str, list[list[list[int]]]], list[str]]:
    """Per person, per minute: [[subject index, channel index], ...] from the sightings."""
    empty: dict[str, list[list[list[int]]]] = {p: [[] for _ in range(minutes)] for p in people}
    sightings = result.sighting_rows
    who = {p: i for i, p in enumerate(people)}
    channel = {c: i for i, c in enumerate(CHANNELS)}
    extra = sorted({s.channel for s in sightings} - set(CHANNELS))
    channel.update({c: len(CHANNELS) + i for i, c in enumerate(extra)})
    rows = sorted(sightings, key=lambda r: (r.minute, who.get(r.observer, -1), who.get(r.subject, -1)))
    for r in rows:
        if r.observer in empty and r.subject in who and 0 <= r.minute < minutes:
            empty[r.observer][r.minute].append([who[r.subject], channel.get(r.channel, 0)])
    return empty, [*CHANNELS, *extra]


def replay_data(result: SeenNight, person: str | None = None) -> dict[str, Any]:
    """Everything the replay page shows, as JSON-ready data (deterministic order)."""
    inn = result.inn
    people = list(result.people)
    if person is not None:
        person = same_name(person, people) or person  # `a` is A, as everywhere
    if person is not None and person not in people:
        raise InputError([Problem("replay", 0, "person", person, f"one of {', '.join(people)}")])
    index = {s: i for i, s in enumerate(inn.spots)}
    by_person: dict[str, list[Step]] = {p: [] for p in people}
    for step in result.run.steps:  # in minute order already
        by_person.setdefault(step.person, []).append(step)
    minutes = max((s.minute for s in result.run.steps), default=-1) + 1
    cast = result.input.cast.people
    track: dict[str, dict[str, list[Any]]] = {}
    views: list[list[int]] = []
    view_index: dict[tuple[str, ...], int] = {}
    view: dict[str, list[int]] = {}
    for name in people:
        steps = by_person.get(name, [])
        track[name] = {
            "spot": [index[s.spot] for s in steps],
            "place": [index[s.place] for s in steps],
            "activity": [ACTIVITIES.index(s.activity) for s in steps],
            "detail": [s.detail for s in steps],
        }
        row = []
        for s in steps:
            seen = view_spots(inn, s.spot, s.place, s.activity, s.detail)
            if seen not in view_index:
                view_index[seen] = len(views)
                views.append([index[x] for x in seen])
            row.append(view_index[seen])
        view[name] = row
    seen_rows, channels = _seen(result, people, minutes)
    return {
        "title": f"{result.input.game.name}: night {result.night}",
        "night": result.night,
        "minutes": minutes,
        "clock": [hhmm(m) for m in range(minutes)],
        **_map_part(result),
        "people": [
            {
                "name": p,
                "role": cast[p].role if p in cast else "tenant",
                "room": cast[p].room if p in cast else None,
            }
            for p in people
        ],
        "activities": list(ACTIVITIES),
        "track": track,
        "views": views,
        "view": view,
        "channels": channels,
        "seen": seen_rows,
        "hasSightings": bool(channels),
        "cases": [
            {
                "victim": c.victim,
                "killer": c.killer,
                "minute": c.minute,
                "clock": hhmm(c.minute),
                "spot": c.spot,
                "witnesses": list(result.witnesses(c)),
            }
            for c in result.case_records
        ],
        "notes": [
            {"minute": n.minute, "clock": hhmm(n.minute), "person": n.person, "kind": n.kind, "text": n.text}
            for n in result.notes
        ],
        "selected": person,
    }


def template() -> str:
    return (resources.files("blackhorse") / "data" / TEMPLATE).read_text(encoding="utf-8")


def replay_html(result: SeenNight, person: str | None = None) -> str:
    """The self-contained replay page (same night, same bytes)."""
    data = json.dumps(replay_data(result, person), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # Inside <script>, "</script>" or "<!--" in a name or a note must not end the script.
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    page = template()
    title = html.escape(f"{result.input.game.name}: night {result.night}")
    return page.replace(DATA_MARK, data).replace("{{TITLE}}", title)


@dataclass(frozen=True)
class ReplayPage:
    """A replay page; shown inline by Jupyter, or saved with :meth:`save`."""

    html: str

    def __repr__(self) -> str:
        title = re.search(r"<title>(.*?)</title>", self.html)
        shown = html.unescape(title.group(1)) if title else "replay"
        return f"<ReplayPage {shown!r}: {len(self.html)} characters; .save(path) writes it>"

    def _repr_html_(self) -> str:
        # An iframe keeps the page's ids and script apart from the notebook's own.
        return (
            f'<iframe srcdoc="{html.escape(self.html, quote=True)}" '
            'style="width:100%;height:760px;border:1px solid #ccc" title="night replay"></iframe>'
        )

    def save(self, path: str | Path) -> Path:
        """Write the page to ``path`` atomically and return the path."""
        target = Path(path)
        write_file(target, self.html)
        return target


def replay(result: SeenNight, person: str | None = None) -> ReplayPage:
    """The replay of ``result``; ``person`` is preselected to show what they could see."""
    return ReplayPage(replay_html(result, person))
