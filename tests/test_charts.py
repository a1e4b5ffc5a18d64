"""The night's charts show what happened: lanes, zones, peeking, kills, deaths, who saw whom."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib.colors as mcolors
import pytest

import blackhorse as bh
from blackhorse.pictures import charts, fonts
from blackhorse.pictures.floorplan import DEAD_COLOUR, zone_colours
from tests.gamekit import play
from tests.scenariokit import SCENARIOS

FIRST_NIGHT = SCENARIOS / "first-night"


@pytest.fixture(scope="module")
def first() -> bh.NightResult:
    return bh.run_night(FIRST_NIGHT, 1)


@pytest.fixture(scope="module")
def lanes(first: bh.NightResult) -> Any:
    return charts.timeline_figure(first)


def run_patches(fig: Any, person: str) -> list[Any]:
    ax = fig.axes[0]
    return sorted(
        (p for p in ax.patches if (p.get_gid() or "").startswith(f"run-{person}-")), key=lambda p: p.get_x()
    )


def patch_at(fig: Any, person: str, minute: int) -> Any:
    for patch in run_patches(fig, person):
        if patch.get_x() <= minute < patch.get_x() + patch.get_width():
            return patch
    raise AssertionError(f"no bar for {person} at minute {minute}")


def same_colour(a: Any, b: str) -> bool:
    return mcolors.to_hex(a) == mcolors.to_hex(b)


def test_one_lane_per_person_in_cast_order(first: bh.NightResult, lanes: Any) -> None:
    fig = lanes
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == list(first.people)
    assert ax.get_xlim() == (0, 180)
    assert [t.get_text() for t in ax.get_xticklabels()] == [
        "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"
    ]  # fmt: skip


def test_every_lane_covers_the_whole_night_without_overlap(first: bh.NightResult, lanes: Any) -> None:
    fig = lanes
    for person in first.people:
        bars = run_patches(fig, person)
        assert bars[0].get_x() == 0
        for a, b in zip(bars, bars[1:], strict=False):
            assert a.get_x() + a.get_width() == b.get_x()
        assert bars[-1].get_x() + bars[-1].get_width() == 180


def test_bars_are_coloured_by_the_zone_where_the_person_counts(first: bh.NightResult, lanes: Any) -> None:
    fig = lanes
    colours = zone_colours(first.inn)
    # A stays in 204 from 20:37 (after walking from 201); E lies dead on the lawn after 22:14.
    for step in first.run.steps:
        if step.activity in ("staying",) and step.minute % 15 == 0:
            bar = patch_at(fig, step.person, step.minute)
            assert same_colour(bar.get_facecolor(), colours[first.inn.zone[step.place]]), step
    dead = patch_at(fig, "E", 150)
    assert same_colour(dead.get_facecolor(), DEAD_COLOUR)
    assert "dead (lawn)" in dead.get_label()


def test_peeking_is_hatched_and_walking_is_thin(first: bh.NightResult, lanes: Any) -> None:
    fig = lanes
    h_bar = patch_at(fig, "H", 100)  # H peeks through 209's peephole all night
    assert h_bar.get_hatch() == "///"
    assert h_bar.get_label() == "209 peephole"
    walking = next(s for s in first.run.steps if s.activity == "walking")
    thin = patch_at(fig, walking.person, walking.minute)
    assert thin.get_height() < patch_at(fig, "H", 100).get_height() / 2
    labels = {t.get_text() for t in fig.axes[0].texts}
    assert {"201 window", "209 peephole", "garden", "lawn"} <= labels


def test_the_murder_is_marked_on_both_lanes_and_labelled(first: bh.NightResult, lanes: Any) -> None:
    fig = lanes
    ax = fig.axes[0]
    lines = {line.get_gid(): line for line in ax.lines}
    lane = {p: i for i, p in enumerate(first.people)}
    kill, death = lines["kill-B-E"], lines["death-E"]
    assert list(kill.get_xdata()) == [134.5] and list(kill.get_ydata()) == [lane["B"]]
    assert list(death.get_xdata()) == [134.5] and list(death.get_ydata()) == [lane["E"]]
    assert kill.get_marker() == "*" and death.get_marker() == "X"
    assert "B kills E, 22:14, lawn" in [t.get_text() for t in ax.texts]
    cleaning = patch_at(fig, "B", 140)
    assert same_colour(cleaning.get_edgecolor(), charts.KILL_COLOUR)
    legend = [t.get_text() for t in fig.legends[0].get_texts()]
    assert {"peeking", "walking", "dead", "kill", "death", "corridor", "lawn", "201"} <= set(legend)


def test_who_saw_whom_counts_minutes_from_the_sightings(first: bh.NightResult) -> None:
    matrix = charts.sightings_matrix(first)
    sightings = first.sightings
    for observer, subject in [("A", "E"), ("C", "D"), ("H", "B")]:
        rows = sightings[(sightings.observer == observer) & (sightings.subject == subject)]
        assert matrix.loc[observer, subject] == rows["minute"].nunique()
    assert list(matrix.index) == list(first.people) == list(matrix.columns)
    assert all(matrix.loc[p, p] == 0 for p in first.people)


def test_who_saw_whom_chart_labels_cells_and_outlines_the_witnesses(first: bh.NightResult) -> None:
    fig = charts.sightings_figure(first)
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()] == list(first.people)
    assert [t.get_text() for t in ax.get_yticklabels()] == list(first.people)
    matrix = charts.sightings_matrix(first)
    cells = {t.get_gid(): t.get_text() for t in ax.texts}
    assert cells["cell-A-E"] == str(matrix.loc["A", "E"])
    assert "cell-H-B" not in cells or cells["cell-H-B"] == str(matrix.loc["H", "B"])
    outlined = {p.get_gid().split("-")[1] for p in ax.patches if (p.get_gid() or "").startswith("witness-")}
    case = first.case_records[0]
    assert outlined == set(first.witnesses(case))
    assert outlined  # the first night's murder on the lawn was seen


def test_chart_files_are_svg_by_default_png_when_asked_and_identical_on_reruns(first: bh.NightResult) -> None:
    files = charts.chart_files(first)
    # in the game's language (English here) only: the twins are results/gmfiles.py's
    assert sorted(files) == ["charts/sightings.svg", "charts/timeline.svg"]
    again = charts.chart_files(bh.run_night(FIRST_NIGHT, 1))
    assert again == files
    svg = files["charts/timeline.svg"].decode()
    assert 'id="kill-B-E"' in svg and 'id="death-E"' in svg and 'id="run-H-0"' in svg
    assert "B kills E, 22:14, lawn" in svg
    assert "<dc:date>" not in svg and "matplotlib" not in svg
    assert 'id="witness-A-E"' in files["charts/sightings.svg"].decode()
    both = charts.chart_files(first, ("svg", "png"))
    assert sorted(both) == [
        "charts/sightings.png", "charts/sightings.svg", "charts/timeline.png", "charts/timeline.svg",
    ]  # fmt: skip
    assert both["charts/timeline.png"].startswith(b"\x89PNG")
    assert both["charts/timeline.svg"] == files["charts/timeline.svg"]
    assert charts.figure_bytes(charts.timeline_figure(first), "png") == both["charts/timeline.png"]
    with pytest.raises(ValueError, match="allowed: svg, png"):
        charts.chart_files(first, ("jpg",))


def test_eleven_people_with_an_early_murder(tmp_path: Path) -> None:
    result = play(
        tmp_path / "g",
        {
            "A": {"orders": [{"at": "20:00", "go": "lawn"}]},
            "B": {"orders": [{"at": "20:00", "go": "lawn", "kill": "A"}]},
            "E": {"orders": [{"at": "20:10", "go": "203"}]},
            "H": {"orders": [{"at": "20:00", "go": "203"}]},
            "P1": {"orders": [{"at": "20:00", "go": "garden"}]},
            "P2": {"orders": [{"at": "20:00", "peek": "window"}]},
            "P3": {"orders": [{"at": "21:00", "go": "lawn"}]},
        },
    )
    fig = charts.timeline_figure(result)
    assert len(fig.axes[0].get_yticklabels()) == 11
    deaths = {line.get_gid() for line in fig.axes[0].lines if (line.get_gid() or "").startswith("death-")}
    assert deaths == {f"death-{c.victim}" for c in result.case_records}
    assert len(deaths) >= 1
    assert charts.sightings_figure(result).axes[0].get_xticklabels()[-1].get_text() == "P3"


def test_small_cast_without_police(tmp_path: Path) -> None:
    tenants = {"X": {"room": "201", "targets": ["Y", "Z"]}, "Y": {"room": "209", "targets": ["X", "Z"]},
               "Z": {"room": "205", "targets": ["X", "Y"]}}  # fmt: skip
    result = play(tmp_path / "g", {}, tenants=tenants, police=[])
    fig = charts.timeline_figure(result)
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == ["X", "Y", "Z"]
    assert not [line for line in fig.axes[0].lines if line.get_gid()]  # no murder, no marks
    matrix = charts.sightings_matrix(result)
    assert int(matrix.to_numpy().sum()) == 0  # everyone stayed in their own room


CHINESE_CAST = {
    "张三": {"room": "201", "targets": ["李四", "王五"]},
    "李四": {"room": "203", "targets": ["张三", "王五"]},
    "王五": {"room": "205", "targets": ["张三", "李四"]},
}


def _glyph_warnings(result: bh.NightResult) -> list[str]:
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert charts.chart_files(result, ("png",))
    return [str(w.message) for w in caught if "missing from font" in str(w.message)]


def test_chinese_names_in_charts_have_every_glyph(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    walk = {"orders": [{"at": "20:30", "go": "garden"}]}
    result = play(tmp_path / "game", {"张三": walk, "李四": walk}, tenants=CHINESE_CAST, police=[])
    assert _glyph_warnings(result) == []
    svg = charts.chart_files(result)["charts/timeline.svg"].decode()
    assert "张三" in svg and "Noto Sans CJK SC" in svg  # the SVG names the font; the viewer sets it
    # the same night draws the same bytes again (the font is pinned, not whatever is installed)
    assert charts.chart_files(result, ("png",)) == charts.chart_files(result, ("png",))
    # without the project's CJK font, matplotlib would warn: the check above can fail
    monkeypatch.setitem(fonts.RC, "font.family", ["DejaVu Sans"])
    assert any("张" in w or "24352" in w for w in _glyph_warnings(result))


def test_a_chart_of_something_else_than_a_night_is_a_clear_error() -> None:
    # `charts.timeline_figure("scenarios/first-night")` was AttributeError: no attribute 'inn'
    folder = SCENARIOS / "first-night"
    draws = (
        charts.timeline_figure,
        charts.sightings_figure,
        charts.sightings_matrix,
        charts.timeline_svg,
        charts.sightings_svg,
    )
    for draw in draws:
        for wrong in (str(folder), folder, bh.open_game(folder)):
            with pytest.raises(bh.InputError, match=r"night: .* -- a night: bh.run_night\(GAME, N\) or"):
                draw(wrong)  # type: ignore[arg-type]
