"""The replay page's data and file: self-contained, deterministic, right for any map and cast."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

import blackhorse as bh
from blackhorse.pictures.floorplan import boxes, view_spots, walkways
from blackhorse.pictures.replay import DATA_MARK, replay_data, replay_html, template
from tests.gamekit import play, write_game
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).parent.parent
FIRST_NIGHT = SCENARIOS / "first-night"
MAP = ROOT / "blackhorse" / "data" / "inn.yaml"


@pytest.fixture(scope="module")
def first() -> bh.NightResult:
    return bh.run_night(FIRST_NIGHT, 1)


def page_data(page: str) -> dict[str, object]:
    found = re.search(r"const D = (\{.*?\});\n", page, re.S)
    assert found, "the page carries its data inline"
    data: dict[str, object] = json.loads(found.group(1))
    return data


def test_page_is_self_contained(first: bh.NightResult) -> None:
    page = replay_html(first)
    assert DATA_MARK not in page and DATA_MARK in template()
    assert "<script src" not in page and '<link rel="stylesheet"' not in page
    urls = set(re.findall(r"https?://[^\s\"')]+", page))
    assert urls <= {"http://www.w3.org/2000/svg"}, urls  # an XML namespace, never fetched
    assert "First night at the Black Horse: night 1" in page


def test_page_is_byte_identical_on_reruns(first: bh.NightResult) -> None:
    assert replay_html(first) == replay_html(bh.run_night(FIRST_NIGHT, 1))


def test_every_position_of_the_timeline_is_in_the_page(first: bh.NightResult) -> None:
    data = page_data(replay_html(first))
    spots = [s["name"] for s in data["spots"]]  # type: ignore[index]
    track = data["track"]
    for step in first.run.steps:
        row = track[step.person]  # type: ignore[index]
        assert spots[row["spot"][step.minute]] == step.spot
        assert spots[row["place"][step.minute]] == step.place
        assert data["activities"][row["activity"][step.minute]] == step.activity  # type: ignore[index]


def test_what_a_person_could_see_follows_zones_windows_and_peepholes(first: bh.NightResult) -> None:
    inn = first.inn
    corridor = {s for s in inn.spots if inn.zone[s] == "corridor"}
    assert set(view_spots(inn, "201", "201", "staying", "")) == {"201"}
    assert set(view_spots(inn, "201", "201", "peeking", "window")) == {"201", "lawn"}
    assert set(view_spots(inn, "201", "201", "peeking", "peephole")) == {"201", "door-201", "west-stairs"}
    assert set(view_spots(inn, "door-203", "203", "leaving", "to 204")) == {"203"} | corridor
    assert set(view_spots(inn, "door-209", "door-209", "walking", "knock")) == corridor
    assert set(view_spots(inn, "garden", "garden", "staying", "")) >= {"garden", "west-stairs-foot"}
    assert view_spots(inn, "lawn", "lawn", "dead", "killed by B") == ()


def test_the_page_knows_whom_each_person_saw(first: bh.NightResult) -> None:
    data = replay_data(first)
    people = data["people"]
    names = [p["name"] for p in people]
    sightings = first.sightings
    a = sightings[(sightings.observer == "A") & (sightings.minute == 134)]
    seen = {names[s] for s, _ in data["seen"]["A"][134]}
    assert seen == set(a["subject"]) == {"B", "E"}
    assert data["cases"] == [
        {"victim": "E", "killer": "B", "minute": 134, "clock": "22:14", "spot": "lawn",
         "witnesses": list(first.witnesses(first.case_records[0]))}
    ]  # fmt: skip
    assert {p["role"] for p in people if p["name"] == "P1"} == {"police"}


def test_rooms_reach_their_doors_and_garden_paths_go_round_the_house(first: bh.NightResult) -> None:
    inn = first.inn
    shape = {b.spot: b for b in boxes(inn)}
    for room, door in inn.door_of_room.items():
        box, (x, y) = shape[room], inn.xy[door]
        assert box.x <= x <= box.x + box.w and box.y <= y <= box.y + box.h, room
    lines = {(a, b): pts for a, b, pts in walkways(inn)}
    assert ("garden", "west-path") in lines or ("west-path", "garden") in lines
    assert all(inn.kind[a] != "room" and inn.kind[b] != "room" for a, b in lines)


def edited_map(tmp_path: Path, mirror: bool = True, drop_xy: str | None = None) -> Path:
    data = yaml.safe_load(MAP.read_text(encoding="utf-8"))
    for name, spot in data["spots"].items():
        if mirror:
            spot["xy"] = [100 - spot["xy"][0], spot["xy"][1]]
        if name == drop_xy:
            del spot["xy"]
    path = tmp_path / "mirrored-inn.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def test_an_edited_map_is_drawn_from_its_own_coordinates(tmp_path: Path) -> None:
    inn = bh.load_inn(edited_map(tmp_path))
    write_game(tmp_path / "g", {"A": {"orders": [{"at": "20:00", "go": "lawn"}]}})
    result = bh.run_night(tmp_path / "g", 1, inn)
    data = replay_data(result)
    xy = {s["name"]: (s["x"], s["y"]) for s in data["spots"]}
    assert xy["201"] == (78, 64) and xy["209"] == (22, 64)


def test_a_map_without_coordinates_is_a_clear_error(tmp_path: Path) -> None:
    path = edited_map(tmp_path, mirror=False, drop_xy="east-path")
    inn = bh.load_inn(path)
    write_game(tmp_path / "g", {})
    result = bh.run_night(tmp_path / "g", 1, inn)
    with pytest.raises(bh.InputError) as caught:
        replay_html(result)
    (problem,) = caught.value.problems
    assert problem.file == str(path) and problem.field == "spots.east-path.xy" and problem.line > 0


def test_unknown_person_to_follow_is_a_clear_error(first: bh.NightResult) -> None:
    with pytest.raises(bh.InputError, match="one of A, B"):
        replay_data(first, "Z")


def test_the_person_to_follow_is_matched_regardless_of_case_and_width(first: bh.NightResult) -> None:
    # `night.replay("a")` was refused ("one of A, B, ..."); names match like everywhere else
    assert replay_data(first, "a")["selected"] == "A"
    assert replay_data(first, "ｐ1")["selected"] == "P1"
    assert first.replay("a").html == first.replay("A").html


def test_notebook_display_is_an_isolated_iframe(first: bh.NightResult) -> None:
    shown = first.replay("A")._repr_html_()
    assert shown.startswith("<iframe srcdoc=") and "<script>" not in shown  # escaped inside srcdoc
    assert replay_data(first, "A")["selected"] == "A"


def test_small_cast_with_two_bodies(tmp_path: Path) -> None:
    tenants = {
        "X": {"room": "201", "targets": ["Y", "Z"]},
        "Y": {"room": "201", "targets": ["X", "Z"]},
        "Z": {"room": "205", "targets": ["X", "Y"]},
    }
    result = play(
        tmp_path / "g",
        {"X": {"orders": [{"at": "20:00", "kill": "Y"}]}, "Z": {"orders": [{"at": "20:00", "go": "lawn"}]}},
        tenants=tenants,
        police=[],
    )
    data = replay_data(result)
    assert [p["name"] for p in data["people"]] == ["X", "Y", "Z"]
    assert [c["victim"] for c in data["cases"]] == ["Y"]
    assert data["activities"][data["track"]["Y"]["activity"][179]] == "dead"


def test_names_cannot_break_out_of_the_page(tmp_path: Path) -> None:
    folder = write_game(tmp_path / "g", {})
    game = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
    game["name"] = "Night </script><!-- & <b>bold</b>"
    (folder / "game.yaml").write_text(yaml.safe_dump(game, allow_unicode=True), encoding="utf-8")
    page = replay_html(bh.run_night(folder, 1))
    assert page.count("</script>") == 1 and "<b>bold" not in page
    assert page_data(page)["title"] == "Night </script><!-- & <b>bold</b>: night 1"
