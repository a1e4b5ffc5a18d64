"""The who-saw-whom chart: for each observer (a row) and each person seen (a column), the
minutes in which the observer had that person in sight; red outlines mark the witnesses.

The counts come from the night's sighting rows (the rows of ``sightings.csv``): one minute in
sight counts once, whatever the channel. A witness cell is an observer who saw the killer or
the victim in a murder's first minute, the definition ``cases.csv`` uses.

Drawn two ways from the same counts: :func:`sightings_svg`, the SVG text ``--charts`` writes
(plain Python, milliseconds), and :func:`sightings_figure`, a matplotlib figure for notebooks
and ``--png``. :func:`sightings_matrix` gives the numbers as a DataFrame. Cells carry the same
ids in both (``cell-OBSERVER-SUBJECT``, ``witness-OBSERVER-SUBJECT``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blackhorse.core.catalog import N_, NC_, word
from blackhorse.pictures.given import a_night
from blackhorse.pictures.svg import Svg, num, text_width
from blackhorse.pictures.timelinechart import KILL_COLOUR, freeze_layout

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

    from blackhorse.sight.seennight import SeenNight

# matplotlib's "Blues" colour map: ColorBrewer's nine blues, evenly spaced from 0 to the top.
BLUES = ("#f7fbff", "#deebf7", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b")
DIAGONAL = "#eeeeee"


def minutes_in_sight(result: SeenNight) -> list[list[int]]:
    """``counts[i][j]``: minutes in which ``people[i]`` had ``people[j]`` in sight."""
    people = list(result.people)
    index = {p: i for i, p in enumerate(people)}
    seen = {(r.minute, r.observer, r.subject) for r in result.sighting_rows}
    counts = [[0] * len(people) for _ in people]
    for _, observer, subject in seen:
        if observer in index and subject in index:
            counts[index[observer]][index[subject]] += 1
    return counts


def sightings_matrix(result: SeenNight) -> pd.DataFrame:
    """Minutes each observer (row) had each subject (column) in sight; everyone on the map."""
    a_night(result, "sightings_matrix")
    import pandas as pd

    people = list(result.people)
    matrix = pd.DataFrame(minutes_in_sight(result), index=people, columns=people, dtype=int)
    matrix.index.name, matrix.columns.name = "observer", "subject"
    return matrix


def witness_cells(result: SeenNight) -> list[tuple[str, str]]:
    """(observer, subject) pairs where the observer saw a killer or victim at the murder minute."""
    cells: set[tuple[str, str]] = set()
    cases = result.case_records
    minutes = {c.minute for c in cases}
    rows = [r for r in result.sighting_rows if r.minute in minutes]
    for case in cases:
        pair = (case.killer, case.victim)
        for r in rows:
            if r.minute == case.minute and r.subject in pair and r.observer not in pair:
                cells.add((r.observer, r.subject))
    return sorted(cells)


def title(result: SeenNight, lang: str = "en") -> str:
    return word(
        N_("Night {n}: minutes each observer had each person in sight (red: saw a murder's first minute)"),
        lang,
        n=result.night,
    )


def blue(value: float, top: float) -> str:
    """The colour of ``value`` on a scale from 0 (palest) to ``top`` (darkest)."""
    at = min(max(value / top, 0.0), 1.0) * (len(BLUES) - 1) if top else 0.0
    k = min(int(at), len(BLUES) - 2)
    a, b = BLUES[k], BLUES[k + 1]
    mix = [
        round(int(a[i : i + 2], 16) + (int(b[i : i + 2], 16) - int(a[i : i + 2], 16)) * (at - k))
        for i in (1, 3, 5)
    ]
    return "#" + "".join(f"{c:02x}" for c in mix)


# -- SVG ---------------------------------------------------------------------------------
CELL = 44.0
SIZE = 11.0


def sightings_svg(result: SeenNight, lang: str | None = None) -> str:
    """The who-saw-whom chart as SVG text (same night, same bytes), its words in ``lang``
    (default: the game's language); see the module's doc."""
    a_night(result, "sightings_svg")
    lang = lang or result.input.game.lang
    people = list(result.people)
    n = len(people)
    counts = minutes_in_sight(result)
    top_value = max([1, *(v for row in counts for v in row)])
    names = max((text_width(p, SIZE) for p in people), default=0)
    turned = names > CELL - 6  # long names: the column labels are turned to read upwards
    left, top = 34 + names + 10, 82 + (names * 0.87 if turned else 0)
    side = CELL * max(n, 1)
    bar_x = left + side + 34
    heading = title(result, lang)
    width = max(bar_x + 16 + 60, left + text_width(heading, SIZE) + 10)
    svg = Svg(width, top + side + 20, heading)
    svg.rect(0, 0, width, svg.height, fill="white")
    svg.text(8, 20, heading, SIZE)
    seen = word(N_("seen (a person, or a body)"), lang)
    svg.text(left + side / 2, 44 if not turned else 40, seen, SIZE, text_anchor="middle")
    middle = top + side / 2
    observer = word(NC_("chart", "observer"), lang)
    svg.text(16, middle, observer, SIZE, text_anchor="middle", transform=f"rotate(-90 16 {num(middle)})")
    for i, person in enumerate(people):
        cx = left + CELL * (i + 0.5)
        if turned:
            turn = f"rotate(-60 {num(cx)} {num(top - 8)})"
            svg.text(cx, top - 8, person, SIZE, text_anchor="start", transform=turn, class_="column")
        else:
            svg.text(cx, top - 8, person, SIZE, text_anchor="middle", class_="column")
        svg.text(
            left - 8, top + CELL * (i + 0.5) + SIZE * 0.35, person, SIZE, text_anchor="end", class_="row"
        )
    for i, observer in enumerate(people):
        for j, subject in enumerate(people):
            x, y = left + CELL * j, top + CELL * i
            value = counts[i][j]
            if i == j:
                svg.rect(x, y, CELL, CELL, fill=DIAGONAL)
                continue
            svg.rect(x, y, CELL, CELL, fill=blue(value, top_value))
            if value:
                colour = "white" if value > top_value / 2 else "black"
                svg.add(
                    "text",
                    str(value),
                    id=f"cell-{observer}-{subject}",
                    x=x + CELL / 2,
                    y=y + CELL / 2 + 3.5,
                    font_size=SIZE - 1,
                    text_anchor="middle",
                    fill=colour,
                )
    svg.rect(left, top, side, side, fill="none", stroke="#333333")
    at = {p: k for k, p in enumerate(people)}
    for observer, subject in witness_cells(result):
        if observer in at and subject in at:
            svg.rect(
                left + CELL * at[subject] + 1.1,
                top + CELL * at[observer] + 1.1,
                CELL - 2.2,
                CELL - 2.2,
                id=f"witness-{observer}-{subject}",
                fill="none",
                stroke=KILL_COLOUR,
                stroke_width=2.2,
            )
    _colour_bar(svg, bar_x, top + side * 0.15, side * 0.7, top_value, word(NC_("chart", "minutes"), lang))
    return svg.document()


def _colour_bar(svg: Svg, x: float, y: float, height: float, top_value: int, label: str) -> None:
    stops = "".join(
        f'<stop offset="{num(k / (len(BLUES) - 1))}" stop-color="{c}"/>' for k, c in enumerate(BLUES)
    )
    svg.raw(f'<defs><linearGradient id="blues" x1="0" y1="1" x2="0" y2="0">{stops}</linearGradient></defs>')
    svg.rect(x, y, 16, height, fill="url(#blues)", stroke="#333333", stroke_width=0.6)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if top_value / s <= 6)
    for value in range(0, top_value + 1, step):
        ty = y + height - height * value / top_value
        svg.line(x + 16, ty, x + 20, ty, stroke="#333333")
        svg.text(x + 23, ty + SIZE * 0.35, str(value), SIZE - 1)
    mid = y + height / 2
    svg.text(x + 56, mid, label, SIZE, text_anchor="middle", transform=f"rotate(90 {num(x + 56)} {num(mid)})")


# -- matplotlib --------------------------------------------------------------------------
def sightings_figure(result: SeenNight, lang: str | None = None) -> Figure:
    """The who-saw-whom chart as a matplotlib figure (notebooks show it inline; ``--png``),
    its words in ``lang`` (default: the game's language)."""
    a_night(result, "sightings_figure")
    lang = lang or result.input.game.lang
    import matplotlib
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    from blackhorse.pictures.fonts import rc

    people = list(result.people)
    counts = minutes_in_sight(result)
    n = max(len(people), 1)
    top = max([1, *(v for row in counts for v in row)])
    with matplotlib.rc_context(rc()):
        side = 2.2 + 0.55 * n
        fig = Figure(figsize=(side + 1.6, side), layout="constrained")
        ax = fig.add_subplot()
        image = ax.imshow(counts if people else [[0]], cmap="Blues", vmin=0, vmax=top, aspect="equal")
        for i, observer in enumerate(people):
            for j, subject in enumerate(people):
                value = counts[i][j]
                if i == j:
                    ax.add_patch(Rectangle((j - 0.5, i - 0.5), 1, 1, facecolor=DIAGONAL, edgecolor="none"))
                elif value:
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
        for observer, subject in witness_cells(result):
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
        ax.set_xlabel(word(N_("seen (a person, or a body)"), lang))
        ax.set_ylabel(word(NC_("chart", "observer"), lang))
        ax.set_title(title(result, lang), fontsize=9, loc="left", pad=24)
        fig.colorbar(image, ax=ax, shrink=0.7, label=word(NC_("chart", "minutes"), lang))
        freeze_layout(fig)
    return fig
