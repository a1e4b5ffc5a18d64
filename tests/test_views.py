"""The notebook tables: a report beside its sightings, the witnesses, the course of a game."""

from __future__ import annotations

from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.api import views
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def sample() -> bh.NightResult:
    return bh.run_night(SCENARIOS / "seed-sample", 1)


def test_report_lines_carry_the_sightings_behind_them(sample: bh.NightResult) -> None:
    lines = views.report_lines(sample, "A")
    assert list(lines["line"]) == list(range(1, len(lines) + 1))
    murder = lines[lines["text_en"].str.contains("killed E")]
    assert len(murder) == 1
    assert "B lawn killing via window" in murder["seen"].iloc[0]


def test_every_sighting_is_listed_with_the_line_that_tells_it(sample: bh.NightResult) -> None:
    seen = views.report_sightings(sample, "A")
    mine = sample.sightings[sample.sightings["observer"] == "A"]
    assert len(seen) == len(mine)
    told = seen[seen["clock"] == "22:14"]
    assert (told["minute"] == 134).all()
    assert set(told["subject"]) == {"B", "E"} and (told["line"] > 0).all()


def test_witnesses_table_agrees_with_the_cases(sample: bh.NightResult) -> None:
    table = sample.witness_table
    (case,) = sample.case_records
    assert set(table["witness"]) == set(sample.witnesses(case))
    assert set(table["clock"]) == {"22:14"} and set(table["minute"]) == {134}
    assert list(sample.cases["witnesses"]) == [len(sample.witnesses(case))]


def test_unknown_or_dead_person_has_no_report(sample: bh.NightResult) -> None:
    with pytest.raises(bh.ArgumentError, match="E was killed that night .* living people: A, B"):
        views.report_lines(sample, "E")  # E was killed: no report (seed 五.9)
    with pytest.raises(bh.ArgumentError, match="not on the map .*: A, B"):
        views.report_lines(sample, "Z")


def test_the_tables_of_a_report_match_the_name_regardless_of_case(sample: bh.NightResult) -> None:
    assert views.report_lines(sample, "a").equals(views.report_lines(sample, "A"))
    assert views.report_sightings(sample, "a").equals(views.report_sightings(sample, "A"))
    assert len(views.report_sightings(sample, "a")) > 0


def test_standings_and_cases_follow_the_full_game(tmp_path: Path) -> None:
    game = views.played_copy(SCENARIOS / "full-game", into=tmp_path)
    assert game.folder == tmp_path / "full-game"
    table = views.standings(game)
    assert list(table["moment"].cat.categories[:3]) == ["before night 1", "after night 1", "after day 1"]
    grid = table.pivot(index="moment", columns="tenant", values="status")
    assert grid.loc["before night 1", "A"] == "alive"
    assert table.query("moment == 'before night 1' and tenant == 'A'")["room"].item() == "201"
    assert grid.loc["after night 1", "E"] == "dead" and grid.loc["after day 1", "G"] == "jailed"
    assert grid.loc["after night 2", "A"] == "dead"
    course = views.moments(game)
    assert course["winner"].iloc[-1] == "B" and course["winner"].iloc[0] == ""
    cases = views.cases(game)
    assert list(cases["solved"]) == [c.solved for c in game.state.cases]
    assert list(cases["victim"]) == ["E", "A"]
    assert list(cases["accused_day"]) == [c.accused_day for c in game.state.cases]
    night2 = game.run_night(2)
    assert "E" not in night2.people  # the dead stay off the map
    # a state showed itself as ~2,000 characters of game, tenants and cases
    assert repr(game.state) == (
        "<GameState after day 3: in the game B 202, C 209, F 205, H 201; dead A, E; jailed D, G;"
        " 2 cases; winner B>"
    )
    assert repr(game.states[2]) == (
        "<GameState after day 1: in the game A 201, B 202, C 209, D 205, F 202, H 201;"
        " dead E; jailed G; 1 case>"
    )


def test_played_copy_of_a_wrong_folder_or_into_a_used_place_is_a_clear_error(tmp_path: Path) -> None:
    # were shutil's FileNotFoundError, and FileExistsError when a notebook cell ran twice
    with pytest.raises(bh.InputError, match="no folder .*nope; a game folder holds a game.yaml"):
        views.played_copy(tmp_path / "nope", into=tmp_path)
    views.played_copy(SCENARIOS / "first-night", into=tmp_path)
    with pytest.raises(
        bh.InputError, match=r"into: .* \(already holds first-night/\) -- a folder without a copy"
    ):
        views.played_copy(SCENARIOS / "first-night", into=tmp_path)
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(bh.InputError, match=r"\(is not a folder\)"):
        views.played_copy(SCENARIOS / "first-night", into=tmp_path / "file")
    assert not (SCENARIOS / "first-night" / "nights" / "1" / "results").exists()


def test_the_sightings_of_someone_not_on_the_map_are_a_clear_error(sample: bh.NightResult) -> None:
    # were an empty table, as if Z had seen nobody
    with pytest.raises(bh.ArgumentError, match="name: Z -- a person on the map that night: A, B"):
        views.report_sightings(sample, "Z")
    killed = views.report_sightings(sample, "e")  # E saw people before B killed E: no report
    assert len(killed) > 0 and set(killed["observer"]) == {"E"} and set(killed["line"]) == {0}
