"""The timeline chart: where everyone was, minute by minute, one lane per person.

One lane per person on the map, in the cast's order, from 20:00 to 23:00. A bar is a run of
minutes in one zone doing one kind of thing (:class:`Run`), coloured by the zone where the
person counts; peeking is hatched, walking thin, a body dark; a murder is a red star on the
killer's lane and a black cross on the victim's, joined by a dashed line and captioned.

Drawn two ways from the same runs: :func:`timeline_svg`, the SVG text ``--charts`` writes
(plain Python, milliseconds), and :func:`timeline_figure`, a matplotlib figure for notebooks
and ``--png`` (matplotlib loaded only there). Elements carry the same ids in both (``run-A-0``,
``label-A-0``, ``kill-B-E``, ``death-E``, ``link-B-E``, ``caption-B-E``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from blackhorse.core.catalog import pair, word
from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.dataclass import dataclass
from blackhorse.core.nightclock import said_at
from blackhorse.core.records import Case, Step
from blackhorse.pictures.chartwords import MARK_WORDS, caption, run_label, title
from blackhorse.pictures.floorplan import DEAD_COLOUR, chart_place, zone_colours, zones
from blackhorse.pictures.given import a_night
from blackhorse.pictures.svg import Svg, cross, escape, num, star, text_width

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from blackhorse.sight.seennight import SeenNight

KILL_COLOUR = "#d62728"
EDGE_COLOUR = "#333333"
MOVING = frozenset({"walking", "leaving", "entering"})
LABEL_MIN_WIDTH = 12  # minutes: shorter runs get no text
HATCH_LEGEND = "peeking"


@dataclass(frozen=True)
class Run:
    """Consecutive minutes one person spent in one zone doing one kind of thing."""

    person: str
    start: int
    end: int  # exclusive
    zone: str
    place: str
    style: str  # still | moving | peeking | killing | dead
    detail: str

    @property
    def minutes(self) -> int:
        return self.end - self.start

    @property
    def label(self) -> str:
        """What the bar says (when it is long enough) and what it is called."""
        if self.style == "dead":
            return f"dead ({self.place})"
        if self.style == "peeking":
            return f"{self.place} {self.detail}"
        if self.style == "moving":
            return "walking"
        return self.place


def style_of(step: Step) -> str:
    if step.activity in MOVING:
        return "moving"
    if step.activity in ("killing", "cleaning"):
        return "killing"
    if step.activity in ("peeking", "dead"):
        return step.activity
    return "still"


def lanes(result: SeenNight) -> dict[str, list[Run]]:
    """Everyone's night cut into runs of the same zone, place and style, in the cast's order."""
    zone_of = result.inn.zone
    out: dict[str, list[Run]] = {p: [] for p in result.people}
    for step in sorted(result.run.steps, key=lambda s: s.minute):  # stable: minute order per person
        zone = zone_of[step.place]
        style = style_of(step)
        detail = step.detail if style == "peeking" else ""
        runs = out.setdefault(step.person, [])
        last = runs[-1] if runs else None
        if last and (last.zone, last.place, last.style, last.detail, last.end) == (
            zone,
            step.place if style != "moving" else last.place,
            style,
            detail,
            step.minute,
        ):
            runs[-1] = Run(step.person, last.start, step.minute + 1, zone, last.place, style, detail)
        else:
            runs.append(Run(step.person, step.minute, step.minute + 1, zone, step.place, style, detail))
    return out


def runs(result: SeenNight, person: str) -> list[Run]:
    """The person's night cut into runs of the same zone, place and style."""
    return lanes(result).get(person, [])


def legend_zones(result: SeenNight, drawn: dict[str, list[Run]], lang: str = "en") -> list[tuple[str, str]]:
    """(colour, label) of the zones drawn that night, in map order; zones sharing a colour
    (the two wall paths) share an entry: ``west-path / east-path`` (``西墙根小路 / 东墙根小路``)."""
    colours = zone_colours(result.inn)
    used = {run.zone for person_runs in drawn.values() for run in person_runs}
    same: dict[str, list[str]] = {}
    for z in zones(result.inn):
        if z in used:
            same.setdefault(colours[z], []).append(z)
    return [(c, " / ".join(chart_place(result.inn, z, lang) for z in zs)) for c, zs in same.items()]


# -- SVG ---------------------------------------------------------------------------------
LANE = 34.0  # px per lane
PER_MINUTE = 7.0  # px per minute
SIZE = 11.0  # font size, px
HATCH = (
    '<defs><pattern id="hatch" patternUnits="userSpaceOnUse" width="6" height="6"'
    ' patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#333333"'
    ' stroke-width="1.2"/></pattern></defs>'
)


def timeline_svg(result: SeenNight, lang: str | None = None) -> str:
    """The timeline chart as SVG text (same night, same bytes), its words and places in
    ``lang`` (default: the game's language); see the module's doc."""
    a_night(result, "timeline_svg")
    lang = lang or result.input.game.lang
    people = list(result.people)
    drawn = lanes(result)
    colours = zone_colours(result.inn)
    left = 14 + max((text_width(p, SIZE) for p in people), default=0) + 10
    top = 40.0
    width = left + NIGHT_MINUTES * PER_MINUTE + 30
    bottom = top + LANE * max(len(people), 1)
    legend = _legend_items(result, drawn, lang)
    rows = _legend_rows(legend, NIGHT_MINUTES * PER_MINUTE)
    heading = title(result, lang)
    svg = Svg(width, bottom + 44 + 22 * len(rows) + 8, heading)
    svg.raw(HATCH)
    svg.rect(0, 0, width, svg.height, fill="white")
    svg.text(left, 24, heading, SIZE + 2)

    def x(minute: float) -> float:
        return left + minute * PER_MINUTE

    for m in range(0, NIGHT_MINUTES + 1, 30):
        svg.line(x(m), top, x(m), bottom, stroke="#dddddd", stroke_width=0.8)
    for lane, person in enumerate(people):
        middle = top + LANE * (lane + 0.5)
        svg.text(left - 8, middle + SIZE * 0.35, person, SIZE, text_anchor="end")
        for run in drawn.get(person, []):
            _svg_run(
                svg, run, x(run.start), middle, colours[run.zone], run_label(run, result.inn, lang), lang
            )
    lane_of = {p: top + LANE * (i + 0.5) for i, p in enumerate(people)}
    for case in result.case_records:
        _svg_case(svg, case, x(case.minute + 0.5), lane_of, x(NIGHT_MINUTES), caption(case, lang, result.inn))
    svg.rect(left, top, x(NIGHT_MINUTES) - left, bottom - top, fill="none", stroke=EDGE_COLOUR)
    for m in range(0, NIGHT_MINUTES + 1, 10):
        svg.line(x(m), bottom, x(m), bottom + (5 if m % 30 == 0 else 3), stroke=EDGE_COLOUR)
        if m % 30 == 0:
            svg.text(x(m), bottom + 18, said_at(m, lang), SIZE, text_anchor="middle", class_="tick")
    for r, row in enumerate(rows):
        y = bottom + 44 + 22 * r
        for at, item in row:
            _svg_legend_item(svg, left + at, y, item)
    return svg.document()


def _svg_run(svg: Svg, run: Run, left: float, middle: float, colour: str, label: str, lang: str) -> None:
    height = LANE * (0.36 if run.style == "moving" else 0.78)
    face = DEAD_COLOUR if run.style == "dead" else colour
    width = run.minutes * PER_MINUTE
    killing = run.style == "killing"
    # "吴六 8:30-8:42：草坪" on a Chinese chart: its clock and its colon
    tip = pair(f"{run.person} {said_at(run.start, lang)}-{said_at(run.end, lang)}", label, lang)
    svg.raw(
        f'<rect id="run-{escape(run.person)}-{run.start}" class="run {run.style}" x="{num(left)}"'
        f' y="{num(middle - height / 2)}" width="{num(width)}" height="{num(height)}" fill="{face}"'
        f' data-zone="{escape(run.zone)}"'
        + (f' stroke="{KILL_COLOUR}" stroke-width="1.6"' if killing else "")
        + f"><title>{escape(tip, quote=False)}</title></rect>"
    )
    if run.style == "peeking":
        svg.rect(left, middle - height / 2, width, height, fill="url(#hatch)", pointer_events="none")
    if run.minutes >= LABEL_MIN_WIDTH and run.style != "moving":
        size = SIZE - 1.5
        centre = left + width / 2
        if run.style == "peeking":
            w = text_width(label, size) + 6
            svg.rect(centre - w / 2, middle - size * 0.75, w, size * 1.5, rx=3, fill="white", opacity=0.6)
        fill = "white" if run.style == "dead" else "black"
        where = {"text_anchor": "middle", "fill": fill, "pointer_events": "none"}
        svg.text(centre, middle + size * 0.35, label, size, id=f"label-{run.person}-{run.start}", **where)


LINK = {"stroke": KILL_COLOUR, "stroke_width": 1.4, "stroke_dasharray": "5 3"}
STAR = {"fill": KILL_COLOUR, "stroke": "black", "stroke_width": 0.6}
CROSS = {"fill": "black", "stroke": "white", "stroke_width": 0.8}
CAPTION = {"font_weight": "bold", "fill": KILL_COLOUR}
MARKS = ("peeking", "walking", "dead", "kill", "death")  # the legend's entries after the zones


def _svg_case(svg: Svg, case: Case, x: float, lane_of: dict[str, float], right: float, text: str) -> None:
    killer, victim = case.killer, case.victim
    if killer in lane_of and victim in lane_of:
        svg.line(x, lane_of[killer], x, lane_of[victim], id=f"link-{killer}-{victim}", **LINK)
    if killer in lane_of:
        svg.add("polygon", id=f"kill-{killer}-{victim}", points=star(x, lane_of[killer], 10), **STAR)
    if victim in lane_of:
        y = lane_of[victim]
        svg.add("path", id=f"death-{victim}", d=cross(x, y, 6.5), **CROSS)
        size = SIZE - 0.5
        w = text_width(text, size) * 1.08 + 8  # bold
        start = x + 9 if x + 9 + w <= right + 20 else x - 9 - w  # left of the mark near 23:00
        svg.rect(start, y + 5, w, size + 7, rx=3, fill="white", stroke=KILL_COLOUR, stroke_width=0.8)
        svg.text(start + 4, y + size + 6.5, text, size, id=f"caption-{killer}-{victim}", **CAPTION)


def _legend_items(result: SeenNight, drawn: dict[str, list[Run]], lang: str) -> list[tuple[str, str]]:
    """(kind, label) of every legend entry: ``zone:#colour``, then the marks."""
    items = [(f"zone:{colour}", label) for colour, label in legend_zones(result, drawn, lang)]
    return [*items, *((m, word(MARK_WORDS[m], lang)) for m in MARKS)]


def _legend_rows(items: list[tuple[str, str]], width: float) -> list[list[tuple[float, tuple[str, str]]]]:
    """The entries in rows no wider than ``width``, each with its x from the row's start."""
    rows: list[list[tuple[float, tuple[str, str]]]] = [[]]
    at = 0.0
    for item in items:
        w = 24 + text_width(item[1], SIZE) + 18
        if rows[-1] and at + w > width:
            rows.append([])
            at = 0.0
        rows[-1].append((at, item))
        at += w
    return rows


def _svg_legend_item(svg: Svg, x: float, y: float, item: tuple[str, str]) -> None:
    kind, label = item
    if kind.startswith("zone:") or kind == "dead":
        svg.rect(x, y - 6, 18, 12, fill=DEAD_COLOUR if kind == "dead" else kind[5:])
    elif kind == "peeking":
        svg.rect(x, y - 6, 18, 12, fill="white", stroke=EDGE_COLOUR)
        svg.rect(x, y - 6, 18, 12, fill="url(#hatch)")
    elif kind == "walking":
        svg.rect(x, y - 2, 18, 4, fill="#888888")
    elif kind == "kill":
        svg.add("polygon", points=star(x + 9, y, 7), fill=KILL_COLOUR)
    else:
        svg.add("path", d=cross(x + 9, y, 5), fill="black")
    svg.text(x + 24, y + SIZE * 0.35, label, SIZE, class_="legend")


# -- matplotlib --------------------------------------------------------------------------
def timeline_figure(result: SeenNight, lang: str | None = None) -> Figure:
    """The timeline chart as a matplotlib figure (notebooks show it inline; ``--png``), its
    words in ``lang`` (default: the game's language).

    Artists carry the SVG's ids (``gid``): ``run-A-0``, ``kill-B-E``, ``death-E``, ...
    """
    a_night(result, "timeline_figure")
    import matplotlib
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    from blackhorse.pictures.fonts import rc

    people = list(result.people)
    colours = zone_colours(result.inn)
    drawn = lanes(result)
    lang = lang or result.input.game.lang
    inn = result.inn
    with matplotlib.rc_context(rc()):
        fig = Figure(figsize=(14, 1.8 + 0.42 * max(len(people), 1)), layout="constrained")
        ax = fig.add_subplot()
        for lane, person in enumerate(people):
            for run in drawn.get(person, []):
                _draw_run(ax, lane, run, colours[run.zone], run_label(run, inn, lang))
        lane_of = {p: i for i, p in enumerate(people)}
        for case in result.case_records:
            _draw_case(ax, lane_of, case, caption(case, lang, inn))
        ax.set_yticks(range(len(people)), people)
        ax.set_ylim(len(people) - 0.5, -0.5)
        ax.tick_params(axis="y", length=0)
        ax.set_xlim(0, NIGHT_MINUTES)
        ticks = range(0, NIGHT_MINUTES + 1, 30)
        ax.set_xticks(ticks, [said_at(m, lang) for m in ticks])  # the axis on the language's clock
        ax.set_xticks(range(0, NIGHT_MINUTES + 1, 10), minor=True)
        ax.grid(axis="x", which="major", color="#dddddd", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.set_title(title(result, lang), loc="left")
        handles: list[Any] = [
            Patch(facecolor=c, label=label) for c, label in legend_zones(result, drawn, lang)
        ]
        mark = {m: word(MARK_WORDS[m], lang) for m in MARKS}
        handles += [
            Patch(facecolor="white", edgecolor=EDGE_COLOUR, hatch="///", label=mark["peeking"]),
            Line2D([], [], color="#888888", linewidth=4, label=mark["walking"]),
            Patch(facecolor=DEAD_COLOUR, label=mark["dead"]),
            Line2D([], [], color=KILL_COLOUR, marker="*", linestyle="", markersize=11, label=mark["kill"]),
            Line2D([], [], color="black", marker="X", linestyle="", markersize=8, label=mark["death"]),
        ]
        fig.legend(handles=handles, loc="outside lower center", ncols=min(len(handles), 10), frameon=False)
        freeze_layout(fig)
    return fig


def freeze_layout(fig: Figure) -> None:
    """Lay the figure out once and keep it: every later render gives the same coordinates."""
    engine = fig.get_layout_engine()
    if engine is not None:
        engine.execute(fig)
        fig.set_layout_engine("none")


def _draw_run(ax: Any, lane: int, run: Run, colour: str, label: str) -> None:
    from matplotlib.patches import Rectangle

    height = 0.36 if run.style == "moving" else 0.78
    ax.add_patch(
        Rectangle(
            (run.start, lane - height / 2),
            run.minutes,
            height,
            facecolor=DEAD_COLOUR if run.style == "dead" else colour,
            edgecolor=KILL_COLOUR if run.style == "killing" else EDGE_COLOUR,
            linewidth=1.6 if run.style == "killing" else 0,
            hatch="///" if run.style == "peeking" else None,
            gid=f"run-{run.person}-{run.start}",
            label=label,
        )
    )
    if run.minutes >= LABEL_MIN_WIDTH and run.style != "moving":
        box = {"boxstyle": "round,pad=0.15", "facecolor": "white", "alpha": 0.6, "linewidth": 0}
        ax.text(
            run.start + run.minutes / 2,
            lane,
            label,
            ha="center",
            va="center",
            fontsize=7.5,
            color="white" if run.style == "dead" else "black",
            bbox=box if run.style == "peeking" else None,
            gid=f"label-{run.person}-{run.start}",
        )


def _draw_case(ax: Any, lane_of: dict[str, int], case: Case, text: str) -> None:
    killer, victim, x = case.killer, case.victim, case.minute + 0.5
    lanes_drawn = [lane_of[p] for p in (killer, victim) if p in lane_of]
    if len(lanes_drawn) == 2:
        ax.plot(
            [x, x],
            lanes_drawn,
            color=KILL_COLOUR,
            linestyle="--",
            linewidth=1.2,
            gid=f"link-{killer}-{victim}",
        )
    if killer in lane_of:
        ax.plot(
            [x],
            [lane_of[killer]],
            marker="*",
            color=KILL_COLOUR,
            markersize=15,
            markeredgecolor="black",
            markeredgewidth=0.6,
            linestyle="",
            gid=f"kill-{killer}-{victim}",
        )
    if victim in lane_of:
        ax.plot(
            [x],
            [lane_of[victim]],
            marker="X",
            color="black",
            markersize=10,
            markeredgecolor="white",
            linestyle="",
            gid=f"death-{victim}",
        )
        box = {"boxstyle": "round,pad=0.2", "facecolor": "white", "edgecolor": KILL_COLOUR, "linewidth": 0.8}
        ax.annotate(
            text,
            (x, lane_of[victim]),
            xytext=(8, -12),
            textcoords="offset points",
            color=KILL_COLOUR,
            fontsize=8.5,
            fontweight="bold",
            bbox=box,
            gid=f"caption-{killer}-{victim}",
        )
