"""The SVG charts `--charts` writes show what the night was: lanes, zones, peeking, kills, who saw whom.

They are drawn without matplotlib (docs/PICTURES.md), so they are checked here on their own,
as a GM's browser reads them: an XML document whose elements carry the chart's ids.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.pictures import charts
from blackhorse.pictures.floorplan import DEAD_COLOUR, zone_colours
from blackhorse.pictures.sightingschart import BLUES, blue, minutes_in_sight
from blackhorse.pictures.timelinechart import PER_MINUTE
from tests.gamekit import write_game
from tests.scenariokit import SCENARIOS

FIRST_NIGHT = SCENARIOS / "first-night"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def first() -> bh.NightResult:
    return bh.run_night(FIRST_NIGHT, 1)


def parse(text: str) -> ET.Element:
    return ET.fromstring(text.encode("utf-8"))


def by_id(root: ET.Element) -> dict[str, ET.Element]:
    return {e.get("id", ""): e for e in root.iter() if e.get("id")}


def bars(root: ET.Element, person: str) -> list[ET.Element]:
    found = [e for e in root.iter(f"{SVG}rect") if re.fullmatch(rf"run-{person}-\d+", e.get("id", ""))]
    return sorted(found, key=lambda e: float(e.get("x", 0)))


def plot_frame(root: ET.Element) -> tuple[float, float]:
    """The plot area's left and right edges (the framed rectangle)."""
    frame = [e for e in root.iter(f"{SVG}rect") if e.get("fill") == "none" and e.get("stroke")][-1]
    return float(frame.get("x", 0)), float(frame.get("x", 0)) + float(frame.get("width", 0))


def bar_at(root: ET.Element, person: str, minute: int) -> ET.Element:
    left, _ = plot_frame(root)
    x = left + minute * PER_MINUTE
    for bar in bars(root, person):
        if float(bar.get("x", 0)) <= x < float(bar.get("x", 0)) + float(bar.get("width", 0)):
            return bar
    raise AssertionError(f"no bar for {person} at minute {minute}")


@pytest.fixture(scope="module")
def timeline(first: bh.NightResult) -> ET.Element:
    return parse(charts.timeline_svg(first))


def test_one_lane_per_person_in_cast_order_and_the_hours(first: bh.NightResult, timeline: ET.Element) -> None:
    names = [t.text for t in timeline.iter(f"{SVG}text") if t.get("text-anchor") == "end"]
    assert names == list(first.people)
    ticks = [t.text for t in timeline.iter(f"{SVG}text") if t.get("class") == "tick"]
    assert ticks == ["20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"]


def test_a_chinese_chart_reads_the_night_on_the_seeds_clock(first: bh.NightResult) -> None:
    """One clock per language (core/nightclock.py): a Chinese chart's axis, its bars' tips
    and its murders' captions say 8:30, as the reports, gm.md and the portal's pages do, never
    20:30 (the held-out walk read "20:00" axes on a Chinese GM's page)."""
    zh = parse(charts.timeline_svg(first, "zh"))
    ticks = [t.text for t in zh.iter(f"{SVG}text") if t.get("class") == "tick"]
    assert ticks == ["8:00", "8:30", "9:00", "9:30", "10:00", "10:30", "11:00"]
    said = " ".join(
        filter(None, (*(t.text for t in zh.iter(f"{SVG}text")), *(t.text for t in zh.iter(f"{SVG}title"))))
    )
    assert not re.search(r"\b2[0-3]:[0-5]\d", said), said
    tips = [t.text or "" for t in zh.iter(f"{SVG}title")]
    assert tips and all("：" in tip and ": " not in tip for tip in tips), tips[:3]
    figure = charts.timeline_figure(first, "zh")
    assert [t.get_text() for t in figure.axes[0].get_xticklabels()] == ticks


def test_every_lane_covers_the_whole_night_without_gaps(first: bh.NightResult, timeline: ET.Element) -> None:
    left, right = plot_frame(timeline)
    for person in first.people:
        lane = bars(timeline, person)
        assert float(lane[0].get("x", -1)) == left
        for a, b in zip(lane, lane[1:], strict=False):
            assert float(a.get("x", 0)) + float(a.get("width", 0)) == pytest.approx(float(b.get("x", 0)))
        assert float(lane[-1].get("x", 0)) + float(lane[-1].get("width", 0)) == pytest.approx(right)


def test_bars_are_coloured_by_the_zone_where_the_person_counts(
    first: bh.NightResult, timeline: ET.Element
) -> None:
    colours = zone_colours(first.inn)
    for step in first.run.steps:
        if step.activity == "staying" and step.minute % 15 == 0:
            bar = bar_at(timeline, step.person, step.minute)
            assert bar.get("fill") == colours[first.inn.zone[step.place]], step
            assert bar.get("data-zone") == first.inn.zone[step.place]
    dead = bar_at(timeline, "E", 150)
    assert dead.get("fill") == DEAD_COLOUR and "dead" in dead.get("class", "")
    assert "dead (lawn)" in (dead.findtext(f"{SVG}title") or "")


def test_peeking_is_hatched_walking_thin_and_long_bars_labelled(
    first: bh.NightResult, timeline: ET.Element
) -> None:
    peek = bar_at(timeline, "H", 100)  # H peeks through 209's peephole all night
    assert "peeking" in peek.get("class", "")
    rects = list(timeline.iter(f"{SVG}rect"))
    after = rects[rects.index(peek) + 1]
    assert after.get("fill") == "url(#hatch)" and after.get("x") == peek.get("x")
    walking = next(s for s in first.run.steps if s.activity == "walking")
    thin = bar_at(timeline, walking.person, walking.minute)
    assert float(thin.get("height", 0)) < float(peek.get("height", 0)) / 2
    labels = {t.text for t in timeline.iter(f"{SVG}text") if (t.get("id") or "").startswith("label-")}
    assert {"201 window", "209 peephole", "garden", "lawn"} <= labels


def test_the_murder_is_marked_on_both_lanes_and_captioned(
    first: bh.NightResult, timeline: ET.Element
) -> None:
    ids = by_id(timeline)
    left, _ = plot_frame(timeline)
    x = left + 134.5 * PER_MINUTE  # 22:14, the middle of the minute
    lane = {
        p: float(t.get("y", 0)) for t in timeline.iter(f"{SVG}text") if (p := t.text or "") in first.people
    }
    star = [tuple(map(float, p.split(","))) for p in ids["kill-B-E"].get("points", "").split()]
    assert sum(px for px, _ in star) / len(star) == pytest.approx(x, abs=0.5)
    assert min(py for _, py in star) < lane["B"] < max(py for _, py in star) + 4
    link = ids["link-B-E"]
    assert float(link.get("x1", 0)) == pytest.approx(x) == float(link.get("x2", 0))
    assert ids["death-E"].tag == f"{SVG}path" and ids["caption-B-E"].text == "B kills E, 22:14, lawn"
    cleaning = bar_at(timeline, "B", 140)
    assert cleaning.get("stroke") == charts.KILL_COLOUR
    legend = {t.text for t in timeline.iter(f"{SVG}text") if t.get("class") == "legend"}
    assert {"peeking", "walking", "dead", "kill", "death", "corridor", "lawn", "201"} <= legend


def test_who_saw_whom_counts_minutes_and_outlines_the_witnesses(first: bh.NightResult) -> None:
    root = parse(charts.sightings_svg(first))
    ids = by_id(root)
    sightings = first.sightings
    for observer, subject in [("A", "E"), ("C", "D"), ("H", "B"), ("B", "E")]:
        rows = sightings[(sightings.observer == observer) & (sightings.subject == subject)]
        minutes = rows["minute"].nunique()
        cell = ids.get(f"cell-{observer}-{subject}")
        assert (cell.text if cell is not None else "0") == str(minutes)
    matrix = charts.sightings_matrix(first)
    assert matrix.to_numpy().tolist() == minutes_in_sight(first)
    outlined = {i.split("-")[1] for i in ids if i.startswith("witness-")}
    assert outlined == set(first.witnesses(first.case_records[0])) and outlined
    rows = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "row"]
    assert (
        rows == list(first.people) == [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "column"]
    )


def test_darker_blue_is_longer_in_sight() -> None:
    def lightness(colour: str) -> int:
        return sum(int(colour[i : i + 2], 16) for i in (1, 3, 5))

    shades = [blue(v, 100) for v in range(0, 101, 5)]
    assert shades[0] == BLUES[0] and shades[-1] == BLUES[-1]
    assert all(lightness(a) > lightness(b) for a, b in zip(shades, shades[1:], strict=False))


def test_a_game_name_or_names_with_markup_still_make_a_valid_svg(tmp_path: Path) -> None:
    tenants = {
        "X": {"room": "201", "targets": ["张三", "Z"]},
        "张三": {"room": "209", "targets": ["X", "Z"]},
        "Z": {"room": "205", "targets": ["X", "张三"]},
    }
    walk = {"orders": [{"at": "20:30", "go": "garden"}]}
    game = write_game(tmp_path / "g", {"X": walk, "张三": walk}, tenants=tenants, police=[])
    text = (
        (game / "game.yaml")
        .read_text(encoding="utf-8")
        .replace("name: test game", "name: 'Tom & \"Jerry\" <1>'")
    )
    (game / "game.yaml").write_text(text, encoding="utf-8")
    result = bh.run_night(game, 1)
    for text in (charts.timeline_svg(result), charts.sightings_svg(result)):
        root = parse(text)
        assert root.findtext(f"{SVG}title", "").startswith(('Tom & "Jerry" <1>', "Night 1"))
    names = [
        t.text for t in parse(charts.timeline_svg(result)).iter(f"{SVG}text") if t.get("text-anchor") == "end"
    ]
    assert names == list(result.people) and "张三" in names


def test_the_command_line_charts_need_neither_matplotlib_nor_pandas(first: bh.NightResult) -> None:
    import subprocess
    import sys

    probe = (
        "import sys, blackhorse as bh\n"
        "from blackhorse.pictures.charts import chart_files\n"
        f"files = chart_files(bh.run_night({str(FIRST_NIGHT)!r}, 1))\n"
        "print(sorted(files), 'matplotlib' in sys.modules, 'pandas' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    shown = "['charts/sightings.svg', 'charts/timeline.svg']"
    assert done.stdout.strip() == f"{shown} False False"
