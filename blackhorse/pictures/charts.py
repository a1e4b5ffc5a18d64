"""Charts of a night: where everyone was (one lane per person) and who saw whom.

Figures are built with :class:`matplotlib.figure.Figure` directly (no pyplot, no display,
no global state), so they work headless and in notebooks alike. :func:`chart_files` renders
them to PNG and SVG with fixed metadata: the same night always gives the same bytes.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import matplotlib
import pandas as pd
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch, Rectangle

from blackhorse.core.clock import NIGHT_MINUTES, hhmm
from blackhorse.core.errors import BlackhorseError
from blackhorse.core.records import Step
from blackhorse.pictures.floorplan import DEAD_COLOUR, zone_colours, zones
from blackhorse.pictures.given import a_night

if TYPE_CHECKING:
    from blackhorse.sight.seen import SeenNight

KILL_COLOUR = "#d62728"
MOVING = frozenset({"walking", "leaving", "entering"})
LABEL_MIN_WIDTH = 12  # minutes: shorter runs get no text
# Latin text in DejaVu Sans (matplotlib's own), any other glyph (Chinese names) from Noto Sans
# CJK, which installs with the project (the `noto-cjk-sans-otc` package, pinned: same bytes).
CJK_FONT = ("noto_cjk_sans_otc", "NotoSansCJK-Regular.ttc")
FONTS = ["DejaVu Sans", "Noto Sans CJK SC"]
RC: Any = {"svg.hashsalt": "blackhorse", "svg.fonttype": "none", "font.size": 9, "font.family": FONTS}


def _one_weight_cjk(record: logging.LogRecord) -> bool:
    """False for matplotlib's "findfont: Failed to find font weight bold for Noto Sans CJK SC":
    the CJK font has one weight, a bold caption's Chinese is drawn regular (the charts' bytes
    are as ever); said at every `night --charts` with a murder, it only worried the GM."""
    return not (str(record.msg).startswith("findfont: Failed") and "Noto Sans CJK" in str(record.args))


@cache
def rc() -> Any:
    """The charts' matplotlib settings, once the CJK font is known to matplotlib."""
    from importlib.resources import as_file, files

    from matplotlib import font_manager

    with as_file(files(CJK_FONT[0]).joinpath(CJK_FONT[1])) as path:
        font_manager.fontManager.addfont(str(path))
    logging.getLogger(font_manager.__name__).addFilter(_one_weight_cjk)
    return RC


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


def style_of(step: Step) -> str:
    if step.activity in MOVING:
        return "moving"
    if step.activity in ("killing", "cleaning"):
        return "killing"
    if step.activity in ("peeking", "dead"):
        return step.activity
    return "still"


def steps_by_person(result: SeenNight) -> dict[str, list[Step]]:
    out: dict[str, list[Step]] = {p: [] for p in result.people}
    for step in result.run.steps:
        out.setdefault(step.person, []).append(step)
    for steps in out.values():
        steps.sort(key=lambda s: s.minute)
    return out


def runs(result: SeenNight, person: str) -> list[Run]:
    """The person's night cut into runs of the same zone, place and style."""
    inn = result.inn
    out: list[Run] = []
    for step in steps_by_person(result).get(person, []):
        zone = inn.zone[step.place]
        style = style_of(step)
        detail = step.detail if style == "peeking" else ""
        last = out[-1] if out else None
        if last and (last.zone, last.place, last.style, last.detail, last.end) == (
            zone,
            step.place if style != "moving" else last.place,
            style,
            detail,
            step.minute,
        ):
            out[-1] = Run(person, last.start, step.minute + 1, zone, last.place, style, detail)
        else:
            out.append(Run(person, step.minute, step.minute + 1, zone, step.place, style, detail))
    return out


def _label(run: Run) -> str:
    if run.style == "dead":
        return f"dead ({run.place})"
    if run.style == "peeking":
        return f"{run.place} {run.detail}"
    if run.style == "moving":
        return "walking"
    return run.place


def _minute_axis(ax: Any) -> None:
    ax.set_xlim(0, NIGHT_MINUTES)
    ax.set_xticks(range(0, NIGHT_MINUTES + 1, 30), [hhmm(m) for m in range(0, NIGHT_MINUTES + 1, 30)])
    ax.set_xticks(range(0, NIGHT_MINUTES + 1, 10), minor=True)
    ax.grid(axis="x", which="major", color="#dddddd", linewidth=0.8)
    ax.set_axisbelow(True)


def timeline_figure(result: SeenNight) -> Figure:
    """One lane per person, 20:00 to 23:00, coloured by zone; peeking hatched, moves thin.

    Kills are a red star on the killer's lane, deaths a black cross on the victim's lane,
    joined by a dashed line and labelled. Artists carry ids (``gid``) such as
    ``run-A-0``, ``kill-B-E`` and ``death-E`` (they become element ids in the SVG).
    """
    a_night(result, "timeline_figure")
    inn = result.inn
    people = list(result.people)
    colours = zone_colours(inn)
    with matplotlib.rc_context(rc()):
        fig = Figure(figsize=(14, 1.8 + 0.42 * max(len(people), 1)), layout="constrained")
        ax = fig.add_subplot()
        used: set[str] = set()
        for lane, person in enumerate(people):
            for run in runs(result, person):
                used.add(run.zone)
                _draw_run(ax, lane, run, colours[run.zone])
        lane_of = {p: i for i, p in enumerate(people)}
        for case in result.case_records:
            _draw_case(ax, lane_of, case.killer, case.victim, case.minute, case.spot)
        ax.set_yticks(range(len(people)), people)
        ax.set_ylim(len(people) - 0.5, -0.5)
        ax.tick_params(axis="y", length=0)
        _minute_axis(ax)
        ax.set_title(f"{result.input.game.name}: night {result.night}, where everyone was", loc="left")
        same: dict[str, list[str]] = {}  # zones sharing a colour (the two wall paths) share an entry
        for z in zones(inn):
            if z in used:
                same.setdefault(colours[z], []).append(z)
        handles: list[Any] = [Patch(facecolor=c, label=" / ".join(zs)) for c, zs in same.items()]
        handles += [
            Patch(facecolor="white", edgecolor="#333333", hatch="///", label="peeking"),
            Line2D([], [], color="#888888", linewidth=4, label="walking"),
            Patch(facecolor=DEAD_COLOUR, label="dead"),
            Line2D([], [], color=KILL_COLOUR, marker="*", linestyle="", markersize=11, label="kill"),
            Line2D([], [], color="black", marker="X", linestyle="", markersize=8, label="death"),
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


def _draw_run(ax: Any, lane: int, run: Run, colour: str) -> None:
    height = 0.36 if run.style == "moving" else 0.78
    face = DEAD_COLOUR if run.style == "dead" else colour
    rect = Rectangle(
        (run.start, lane - height / 2),
        run.minutes,
        height,
        facecolor=face,
        edgecolor=KILL_COLOUR if run.style == "killing" else "#333333",
        linewidth=1.6 if run.style == "killing" else 0,
        hatch="///" if run.style == "peeking" else None,
        gid=f"run-{run.person}-{run.start}",
        label=_label(run),
    )
    ax.add_patch(rect)
    if run.minutes >= LABEL_MIN_WIDTH and run.style != "moving":
        ax.text(
            run.start + run.minutes / 2,
            lane,
            _label(run),
            ha="center",
            va="center",
            fontsize=7.5,
            color="white" if run.style == "dead" else "black",
            bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "alpha": 0.6, "linewidth": 0}
            if run.style == "peeking"
            else None,
            gid=f"label-{run.person}-{run.start}",
        )


def _draw_case(ax: Any, lane_of: dict[str, int], killer: str, victim: str, minute: int, spot: str) -> None:
    x = minute + 0.5
    lanes = [lane_of[p] for p in (killer, victim) if p in lane_of]
    if len(lanes) == 2:
        ax.plot(
            [x, x], lanes, color=KILL_COLOUR, linestyle="--", linewidth=1.2, gid=f"link-{killer}-{victim}"
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
        ax.annotate(
            f"{killer} kills {victim}, {hhmm(minute)}, {spot}",
            (x, lane_of[victim]),
            xytext=(8, -12),
            textcoords="offset points",
            color=KILL_COLOUR,
            fontsize=8.5,
            fontweight="bold",
            bbox={
                "boxstyle": "round,pad=0.2",
                "facecolor": "white",
                "edgecolor": KILL_COLOUR,
                "linewidth": 0.8,
            },
            gid=f"caption-{killer}-{victim}",
        )


# -- who saw whom ------------------------------------------------------------------------
def sightings_of(result: SeenNight) -> pd.DataFrame:
    """The night's sightings with integer minutes; a clear error if the night has none."""
    frame = getattr(result, "sightings", None)
    if not isinstance(frame, pd.DataFrame):
        raise BlackhorseError("this night has no sightings table (the visibility pass did not run)")
    frame = frame.copy()
    if len(frame) and not pd.api.types.is_integer_dtype(frame["minute"]):
        frame["minute"] = [_minute(v) for v in frame["minute"]]
    return frame


def _minute(value: object) -> int:
    text = str(value)
    if ":" in text:
        hours, minutes = text.split(":")
        return (int(hours) - 20) * 60 + int(minutes)
    return int(text)


def sightings_matrix(result: SeenNight, sightings: pd.DataFrame | None = None) -> pd.DataFrame:
    """Minutes each observer (row) had each subject (column) in sight; everyone on the map."""
    a_night(result, "sightings_matrix")
    frame = sightings_of(result) if sightings is None else sightings
    people = list(result.people)
    pairs = frame.drop_duplicates(["minute", "observer", "subject"])
    matrix = pd.crosstab(pairs["observer"], pairs["subject"])
    matrix = matrix.reindex(index=people, columns=people, fill_value=0).astype(int)
    matrix.index.name, matrix.columns.name = "observer", "subject"
    return matrix


def witness_cells(result: SeenNight, sightings: pd.DataFrame) -> list[tuple[str, str]]:
    """(observer, subject) pairs where the observer saw a killer or victim at the murder minute."""
    cells: set[tuple[str, str]] = set()
    minutes = sightings["minute"].map(_minute) if len(sightings) else sightings["minute"]
    for case in result.case_records:
        hit = sightings[(minutes == case.minute) & sightings["subject"].isin([case.killer, case.victim])]
        for observer, subject in zip(hit["observer"], hit["subject"], strict=True):
            if observer not in (case.killer, case.victim):
                cells.add((str(observer), str(subject)))
    return sorted(cells)


def sightings_figure(result: SeenNight, sightings: pd.DataFrame | None = None) -> Figure:
    """Heat map: rows observe, columns are seen; each cell the minutes in sight.

    Cells outlined in red: a witness seeing the killer or the victim in a murder's first
    minute. Artists carry ids ``cell-OBSERVER-SUBJECT`` and ``witness-OBSERVER-SUBJECT``.
    """
    a_night(result, "sightings_figure")
    frame = sightings_of(result) if sightings is None else sightings
    matrix = sightings_matrix(result, frame)
    people = list(matrix.index)
    n = max(len(people), 1)
    values = matrix.to_numpy()
    top = max(int(values.max()) if values.size else 0, 1)
    with matplotlib.rc_context(rc()):
        side = 2.2 + 0.55 * n
        fig = Figure(figsize=(side + 1.6, side), layout="constrained")
        ax = fig.add_subplot()
        image = ax.imshow(values, cmap="Blues", vmin=0, vmax=top, aspect="equal")
        for i, observer in enumerate(people):
            for j, subject in enumerate(people):
                value = int(values[i, j])
                if i == j:
                    ax.add_patch(Rectangle((j - 0.5, i - 0.5), 1, 1, facecolor="#eeeeee", edgecolor="none"))
                    continue
                if value:
                    ax.text(
                        j,
                        i,
                        str(value),
                        ha="center",
                        va="center",
                        fontsize=7.5,
                        color="white" if value > top / 2 else "black",
                        gid=f"cell-{observer}-{subject}",
                    )
        for observer, subject in witness_cells(result, frame):
            if observer in people and subject in people:
                ax.add_patch(
                    Rectangle(
                        (people.index(subject) - 0.5, people.index(observer) - 0.5),
                        1,
                        1,
                        fill=False,
                        edgecolor=KILL_COLOUR,
                        linewidth=2.2,
                        gid=f"witness-{observer}-{subject}",
                    )
                )
        ax.set_xticks(range(len(people)), people)
        ax.set_yticks(range(len(people)), people)
        ax.xaxis.tick_top()
        ax.xaxis.set_label_position("top")
        ax.set_xlabel("seen (a person, or a body)")
        ax.set_ylabel("observer")
        ax.set_title(
            f"Night {result.night}: minutes each observer had each person in sight "
            "(red: saw a murder's first minute)",
            fontsize=9,
            loc="left",
            pad=24,
        )
        fig.colorbar(image, ax=ax, shrink=0.7, label="minutes")
        freeze_layout(fig)
    return fig


# -- files -------------------------------------------------------------------------------
def figure_bytes(fig: Figure, fmt: str) -> bytes:
    """Render ``fig`` as ``png`` or ``svg``; no dates or versions inside, so reruns match."""
    buf = io.BytesIO()
    metadata: dict[str, Any] = {"Date": None, "Creator": None} if fmt == "svg" else {"Software": None}
    with matplotlib.rc_context(rc()):
        fig.savefig(buf, format=fmt, dpi=110, metadata=metadata)
    return buf.getvalue()


def chart_figures(result: SeenNight) -> Iterator[tuple[str, Figure]]:
    yield "timeline", timeline_figure(result)
    yield "sightings", sightings_figure(result)


def chart_files(result: SeenNight, formats: Sequence[str] = ("png", "svg")) -> dict[str, bytes]:
    """``charts/timeline.png``, ``charts/timeline.svg``, ``charts/sightings.png``, ..."""
    out: dict[str, bytes] = {}
    for name, fig in chart_figures(result):
        for fmt in formats:
            out[f"charts/{name}.{fmt}"] = figure_bytes(fig, fmt)
    return out
