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
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from blackhorse.core.atomic import write_file
from blackhorse.core.catalog import N_, NC_, Message, say, word
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import same_name
from blackhorse.core.nightclock import clock_of, said_at
from blackhorse.core.records import ACTIVITIES, Step
from blackhorse.pictures.floorplan import (
    DEAD_COLOUR,
    boxes,
    building,
    chart_place,
    extent,
    view_spots,
    walkways,
    zone_colours,
)

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn
    from blackhorse.sight.seennight import SeenNight

TEMPLATE = "replay.html"
# The page's words, by the key the template ({{W:key}}) and its script (W.key) use: messages
# of the catalog, said in the page's language (English as the page always said).
REPLAY_WORDS: dict[str, Message] = {
    "replay": N_("replay"),
    "plan": N_("floor plan of the inn"),
    "legend": N_(
        "White: tenant, blue: police, dark: body. Red ring: killing or cleaning up; dashed ring: peeking."
        " Choose a person to see what they could see (yellow) and whom they saw."
    ),
    "play": N_("▶ Play"),
    "pause": N_("❚❚ Pause"),
    "back": N_("one minute back"),
    "on": N_("one minute on"),
    "speed": N_("speed"),
    "minute": NC_("replay", "minute"),
    "murders_mark": NC_("replay", "murders"),
    "what_could": N_("What could "),
    "nobody": N_("(nobody)"),
    "see": N_("see?"),
    "everyone_at": N_("Everyone at "),
    "who": NC_("replay", "who"),
    "where": NC_("replay", "where"),
    "doing": NC_("replay", "doing"),
    "this_minute": N_("This minute"),
    "murders": NC_("replay", "Murders"),
    "doing_detail": N_("{doing} ({detail})"),
    "tip": N_("{name}: {place}, {doing}"),
    "seen_item": N_("{name} ({channel}, {doing} at {place})"),
    "is_at": N_("{name} is at {place}, {doing}. "),
    "dead_see": N_("The dead see nothing."),
    "could_see": N_("Could see: {places}."),
    "saw": N_("Saw: {list}."),
    "saw_nobody": N_("Saw nobody."),
    "killed_at": N_("{killer} killed {victim} at {place}"),
    "killed_when": N_("{killer} killed {victim} at {at}"),
    "killed": N_("{killer} killed {victim}"),
    "witnesses": N_("; witnesses: {names}"),
    "none": NC_("replay", "none"),
    "cleaning_up": N_(" (cleaning up)"),
    "nothing_noted": N_("nothing noted"),
    "no_murder": N_("no murder"),
    "none_tonight": N_("none this night"),
    "sep": NC_("list", ", "),
    "sep2": NC_("list", "; "),
    "title": N_("{game}: night {n}"),
    "activity:staying": NC_("activity", "staying"),
    "activity:walking": NC_("activity", "walking"),
    "activity:leaving": NC_("activity", "leaving"),
    "activity:entering": NC_("activity", "entering"),
    "activity:peeking": NC_("activity", "peeking"),
    "activity:killing": NC_("activity", "killing"),
    "activity:cleaning": NC_("activity", "cleaning"),
    "activity:dead": NC_("activity", "dead"),
    "channel:same-zone": NC_("channel", "same-zone"),
    "channel:threshold": NC_("channel", "threshold"),
    "channel:window": NC_("channel", "window"),
    "channel:peephole": NC_("channel", "peephole"),
    "channel:crossing": NC_("channel", "crossing"),
}
CHANNELS = ("same-zone", "threshold", "window", "peephole", "crossing")  # ADJUDICATION 9, in order
LABELS = {"door": "", "corridor": "", "stair-foot": "", "path": "path", "stairs": "stairs"}  # else the name
DATA_MARK = "/*REPLAY_DATA*/null"


def _round(value: float) -> float:
    return round(value, 2)


def _map_part(result: SeenNight, lang: str) -> dict[str, Any]:
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
            "label": _label(inn, s, lang),
            "shown": chart_place(inn, s, lang),
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
        "zoneNames": {z: chart_place(inn, z, lang) for z in zone_colours(inn)},
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


def _label(inn: Inn, spot: str, lang: str) -> str:
    """A spot's label on the plan: rooms, the garden, the lawn and the stairs by name, doors,
    corridors and stair feet unlabelled."""
    label = LABELS.get(inn.kind[spot], spot)
    if lang == "en" or not label or (inn.kind[spot] == "room" and spot not in inn.names_zh):
        return label  # a room by its number, as on the door (204 is 娱乐室)
    return chart_place(inn, spot, lang)


def shown_detail(inn: Inn, detail: str, lang: str) -> str:
    """A step's detail as the page says it (``to lawn`` / ``去草坪``, ``window`` / ``窗户``,
    ``killed by B`` / ``被B杀害``); English as the timeline writes it."""
    if lang == "en" or not detail:
        return detail
    if detail.startswith("to ") and detail[3:] in inn.kind:
        return word(N_("to {place}"), lang, place=chart_place(inn, detail[3:], lang))
    refused = KNOCK_REFUSED.fullmatch(detail)
    if refused is not None:
        room, to = (chart_place(inn, x, lang) for x in refused.groups())
        return word(N_("knock at {room} refused; to {place}"), lang, room=room, place=to)
    if detail.startswith("from ") and detail[5:] in inn.kind:
        return word(N_("from {place}"), lang, place=chart_place(inn, detail[5:], lang))
    if detail.startswith("killed by "):
        return word(N_("killed by {name}"), lang, name=detail[len("killed by ") :])
    if detail in ("window", "peephole"):
        return word(NC_("channel", detail), lang)
    return detail  # a name: whom they kill, whose body they clean up after


KNOCK_REFUSED = re.compile(r"knock at (\S+) refused; to (\S+)")


def replay_data(result: SeenNight, person: str | None = None, lang: str | None = None) -> dict[str, Any]:
    """Everything the replay page shows, as JSON-ready data (deterministic order), its words
    in ``lang`` (default: the game's language)."""
    inn = result.inn
    lang = lang or result.input.game.lang
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
    details: dict[str, int] = {}  # each detail said once
    for name in people:
        steps = by_person.get(name, [])
        track[name] = {
            "spot": [index[s.spot] for s in steps],
            "place": [index[s.place] for s in steps],
            "activity": [ACTIVITIES.index(s.activity) for s in steps],
            "detail": [s.detail for s in steps],
            "detailShown": [details.setdefault(s.detail, len(details)) for s in steps],
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
        "title": word(REPLAY_WORDS["title"], lang, game=result.input.game.name, n=result.night),
        "lang": lang,
        "words": {key: word(message, lang) for key, message in REPLAY_WORDS.items()},
        "details": [shown_detail(inn, d, lang) for d in details],
        "night": result.night,
        "minutes": minutes,
        "clock": [clock_of(lang)(m) for m in range(minutes)],  # one clock per language
        **_map_part(result, lang),
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
                "clock": said_at(c.minute, lang),
                "spot": c.spot,
                "witnesses": list(result.witnesses(c)),
            }
            for c in result.case_records
        ],
        "notes": [
            {
                "minute": n.minute,
                "clock": said_at(n.minute, lang),
                "person": n.person,
                "kind": n.kind,
                "text": say(n.text, lang),
            }
            for n in result.notes
        ],
        "selected": person,
    }


def template() -> str:
    return (resources.files("blackhorse") / "data" / TEMPLATE).read_text(encoding="utf-8")


def replay_html(result: SeenNight, person: str | None = None, lang: str | None = None) -> str:
    """The self-contained replay page (same night, same bytes), in ``lang`` (default: the
    game's language)."""
    found = replay_data(result, person, lang)
    data = json.dumps(found, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    # Inside <script>, "</script>" or "<!--" in a name or a note must not end the script.
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    words: dict[str, str] = found["words"]
    page = WORD_MARK.sub(lambda m: html.escape(words[m[1]]), template())
    page = page.replace("{{LANG}}", "zh-CN" if found["lang"] == "zh" else found["lang"])
    return page.replace(DATA_MARK, data).replace("{{TITLE}}", html.escape(found["title"]))


WORD_MARK = re.compile(r"\{\{W:([\w:]+)\}\}")


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


def replay(result: SeenNight, person: str | None = None, lang: str | None = None) -> ReplayPage:
    """The replay of ``result``; ``person`` is preselected to show what they could see;
    ``lang``: its words' language (default: the game's)."""
    return ReplayPage(replay_html(result, person, lang))
