"""The frames a GM works with in a notebook: one kind of minute, typed and tidy, safe to
change, strict arguments, and what Jupyter shows (issue 26, items 1, 2, 3, 5 and 6)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import blackhorse as bh
from blackhorse.api import views
from blackhorse.pictures import charts
from blackhorse.results import frames
from tests.gamehelpers import FULL_GAME, copy_game
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
FIRST = SCENARIOS / "first-night"


@pytest.fixture(scope="module")
def night() -> bh.NightResult:
    return bh.run_night(FIRST, 1)


@pytest.fixture(scope="module")
def game() -> bh.PlayedGame:
    return bh.play(FULL_GAME)


def every_frame(night: bh.NightResult, game: bh.PlayedGame) -> dict[str, pd.DataFrame]:
    out = {
        name: getattr(night, name)
        for name in ("timeline", "positions", "sightings", "cases", "witness_table", "notes_frame")
    }
    out.update({f"history.{k}": getattr(game.history, k) for k in ("timeline", "sightings", "cases")})
    out["report_lines"] = views.report_lines(night, "A")
    out["report_sightings"] = views.report_sightings(night, "A")
    out["views.cases"] = views.cases(game)
    out["diff.cases"] = night.diff(night.with_orders("B", None)).cases
    return out


# -- 1. one kind of minute ------------------------------------------------------------------
def test_minute_and_clock_convert_both_ways_and_refuse_what_is_no_time() -> None:
    assert bh.minute("21:30") == 90 and bh.minute("9:30") == 90 and bh.minute("20:00") == 0
    assert bh.clock(90) == "21:30" and bh.clock(np.int64(179)) == "22:59" and bh.clock(0) == "20:00"
    assert all(bh.minute(bh.clock(m)) == m for m in range(180))
    for bad in ("23:10", "19:59", "lunch", 90, None):
        with pytest.raises(
            bh.ArgumentError, match="bh.minute: text: .* -- a time of the night as text, '20:00'"
        ):
            bh.minute(bad)
    for bad in (180, -1, "90", 1.0, True):
        with pytest.raises(
            bh.ArgumentError, match=r"bh.clock: minute: .* -- a whole-number minute of the night, 0"
        ):
            bh.clock(bad)
    with pytest.raises(bh.ArgumentError) as err:
        bh.clock("90")
    assert (
        str(err.value)
        == "bh.clock: minute: 90 -- a whole-number minute of the night, 0 (20:00) to 179 (22:59)"
    )


def test_every_frame_counts_whole_minutes_with_an_ordered_clock_beside(
    night: bh.NightResult, game: bh.PlayedGame
) -> None:
    for name, frame in every_frame(night, game).items():
        assert frame["minute"].dtype == np.int64, name
        assert frame["minute"].between(0, 179).all(), name
        clock = list(frame.columns).index("clock")
        assert list(frame.columns)[clock - 1] == "minute", name  # `clock` right beside `minute`
        assert frame["clock"].cat.ordered and list(frame["clock"].cat.categories) == list(frames.CLOCKS)
        assert [str(c) for c in frame["clock"]] == [bh.clock(int(m)) for m in frame["minute"]], name
    tl = night.timeline
    assert tl[tl.clock >= "22:00"]["minute"].min() == 120  # compared as times, not as text


def test_a_games_history_joins_a_nights_positions_without_converting(game: bh.PlayedGame) -> None:
    history = game.history.timeline
    positions = game.nights[2].positions
    joined = history[history.night == 2].merge(
        positions[["minute", "person", "place"]].astype({"person": str}),
        on=["minute", "person"],
        validate="one_to_one",
    )
    assert len(joined) == len(positions) and joined["place"].notna().all()


def test_the_history_read_from_the_files_is_typed_like_the_history_in_memory(tmp_path: Path) -> None:
    folder = copy_game(FULL_GAME, tmp_path / "game")
    from blackhorse.cli.main import main

    assert main(["play", str(folder)]) == 0
    read = bh.open_game(folder).history
    played = bh.play(folder).history
    for name in ("timeline", "sightings", "cases", "witness_table"):
        a, b = getattr(read, name), getattr(played, name)
        assert list(a.columns) == list(b.columns), name
        assert dict(a.dtypes.astype(str)) == dict(b.dtypes.astype(str)), name
        assert a.astype(str).equals(b.astype(str)), name


# -- 2. tidy, typed frames ------------------------------------------------------------------
def test_names_are_in_the_casts_order_and_spots_in_the_maps_with_their_zone(night: bh.NightResult) -> None:
    inn = night.inn
    sightings, positions = night.sightings, night.positions
    for column in ("observer", "subject"):
        assert list(sightings[column].cat.categories) == list(night.people)
    assert list(positions["person"].cat.categories) == list(night.people)
    assert list(positions["spot"].cat.categories) == list(inn.spots)
    assert list(positions["place"].cat.categories) == list(inn.spots)
    for frame in (positions, sightings, night.cases, night.witness_table):
        assert [inn.zone[s] for s in frame["spot"]] == list(frame["zone"].astype(str))
        assert [inn.kind[s] for s in frame["spot"]] == list(frame["kind"].astype(str))
    assert set(positions[positions.spot == "north-corridor"]["zone"]) == {"corridor"}
    # the cast's order survives a groupby: no `.reindex(night.people)` needed
    seen = sightings.groupby("observer", observed=False).size()
    assert list(seen.index) == list(night.people)
    text = positions.astype({c: str for c in positions.select_dtypes("category")})
    assert positions.memory_usage(deep=True).sum() < text.memory_usage(deep=True).sum() / 3


def test_no_column_name_has_a_space_and_text_columns_are_typed(
    night: bh.NightResult, game: bh.PlayedGame
) -> None:
    typed = {"person", "observer", "subject", "victim", "killer", "witness", "saw", "spot", "zone", "kind"}
    for name, frame in every_frame(night, game).items():
        assert not [c for c in frame.columns if re.search(r"\s", c)], name
        for column in typed & set(frame.columns):
            assert isinstance(frame[column].dtype, pd.CategoricalDtype), (name, column)
    table = views.standings(game)
    assert list(table.columns) == ["moment", "tenant", "status", "room", "since"]
    assert list(table["status"].cat.categories) == ["alive", "dead", "jailed"]
    assert table["moment"].cat.ordered and table["moment"].iloc[0] == "before night 1"
    assert "accused_day" in views.cases(game) and views.cases(game)["accused_day"].dtype == "Int64"


def test_witnesses_are_a_long_table_of_who_saw_what(night: bh.NightResult) -> None:
    table = night.witness_table
    (case,) = night.case_records
    assert sorted(set(table["witness"].astype(str))) == list(night.witnesses(case)) == ["A", "D", "G"]
    assert set(table["saw"].astype(str)) <= {case.killer, case.victim}
    assert set(table["channel"].astype(str)) == {"window"}
    assert night.cases["witnesses"].tolist() == [3]
    assert night.files()["cases.csv"].splitlines()[1] == "E,B,22:14,lawn,A;D;G"  # the file as before


# -- 3. frames the caller cannot corrupt ------------------------------------------------------
def test_a_change_to_a_frame_never_reaches_the_night(night: bh.NightResult) -> None:
    before = charts.sightings_matrix(night).to_numpy().sum()
    matrix_before = night.sightings.copy()
    s = night.sightings
    s["minute"] = -1  # the example: the chart then summed to 44 and reports read 19:59
    s.loc[s.index[0], "observer"] = "H"
    timeline, positions, cases = night.timeline, night.positions, night.cases
    del timeline["spot"]
    positions["place"] = "lawn"
    cases.loc[0, "witnesses"] = 99
    assert night.sightings.equals(matrix_before)
    assert charts.sightings_matrix(night).to_numpy().sum() == before == 1603
    assert "spot" in night.timeline and night.cases["witnesses"].tolist() == [3]
    assert set(views.report_sightings(night, "A")["minute"]) <= set(range(180))
    assert night.positions["place"].nunique() > 1


def test_the_timeline_is_built_once(night: bh.NightResult, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = bh.run_night(FIRST, 1)
    calls = []
    real = frames.step_frame
    monkeypatch.setattr(frames, "step_frame", lambda *a: calls.append(1) or real(*a))
    first = fresh.timeline
    for _ in range(3):
        assert fresh.timeline.equals(first) and fresh.positions is not fresh.positions
    assert calls == [1]  # it was rebuilt on every access (3.4 ms each)


# -- 5. strict arguments, plain errors ------------------------------------------------------
def test_a_case_that_is_none_is_an_error_not_an_empty_answer(night: bh.NightResult) -> None:
    (case,) = night.case_records
    assert night.witnesses(case) == night.witnesses("e") == ("A", "D", "G")
    for bad in ("A", 0, "Z", None):
        with pytest.raises(
            bh.ArgumentError, match=r"night 1: case: .* -- a murder of night 1, .*E \(killed by B"
        ):
            night.witnesses(bad)
    quiet = bh.play(FULL_GAME).nights[3]
    with pytest.raises(bh.ArgumentError, match="nothing: nobody was killed on night 3"):
        quiet.witnesses("E")


def test_the_question_helpers_check_every_argument(night: bh.NightResult) -> None:
    with pytest.raises(bh.ArgumentError, match="night 1: name: Z -- a person on the map that night: A, B"):
        night.seen("Z")
    with pytest.raises(bh.ArgumentError, match="within: -3 -- a whole number of minutes"):
        night.seen("B", near="E", within=-3)
    with pytest.raises(bh.ArgumentError, match="night 1: near: A -- a murder .*E.* or a time of the night"):
        night.seen("B", near="A")
    assert night.seen("B", near="22:14").equals(night.seen("b", near="E"))
    with pytest.raises(bh.ArgumentError, match="lang: fr -- zh .Chinese. or en"):
        night.diff(night, lang="fr")
    with pytest.raises(bh.ArgumentError, match="other: 1 -- a NightResult"):
        night.diff(1)  # type: ignore[arg-type]
    with pytest.raises(bh.InputError, match="no folder"):
        bh.play(ROOT / "no-such-game")
    with pytest.raises(bh.ArgumentError, match="night: 9 -- a night this game played: 1, 2, 3"):
        bh.play(FULL_GAME).run_night(9)


def test_every_call_names_a_wrong_argument_in_the_apis_terms(night: bh.NightResult) -> None:
    # each was a TypeError or an AttributeError from deep inside (normalize(), 'int' object ...)
    calls = {
        "night 1: person: 0 -- a person on the map that night": lambda: night.replay(0),
        "night 1: person: Z -- a person on the map that night": lambda: night.replay("Z"),
        "bh.open_game: folder: 3 -- a game folder": lambda: bh.open_game(3),
        "bh.run_night: game_dir: None -- a game folder": lambda: bh.run_night(None, 1),
        "bh.play: game_dir: 3 -- a game folder": lambda: bh.play(3),
        "bh.check_night: cast: 3 -- a Cast": lambda: bh.check_night(FIRST, 1, cast=3),
        "views.standings: game: 3 -- a game: bh.open_game": lambda: views.standings(3),
        "views.cases: game: <NightResult": lambda: views.cases(night),
        "views.report_lines: result: A -- a night": lambda: views.report_lines("A", "A"),
    }
    for message, call in calls.items():
        with pytest.raises(bh.ArgumentError) as err:
            call()
        assert str(err.value).startswith(message), str(err.value)
    assert "nothing was run or written" not in str(err.value)


def test_who_saw_the_killer_around_the_murder_is_one_call(night: bh.NightResult) -> None:
    seen = night.seen("B", near="E", within=10)
    assert seen["minute"].between(124, 144).all() and (seen["subject"] == "B").all()
    assert {"A", "D", "G"} <= set(seen[seen.minute == 134]["observer"].astype(str))
    assert len(night.seen("B")) > len(seen)


# -- 6. what Jupyter shows ------------------------------------------------------------------
def test_reports_nights_and_games_display_themselves(night: bh.NightResult, game: bh.PlayedGame) -> None:
    report = night.reports["A"]
    assert report._repr_markdown_() == report.markdown("en")
    assert report._repr_markdown_().startswith("# Night 1: report for tenant A")
    page = night._repr_html_()
    assert "<td>1</td><td>E</td><td>B</td><td>22:14</td><td>lawn</td><td>A, D, G</td>" in page
    assert "9 people on the map" in page and "1603 sightings" in page
    course = game._repr_html_()
    assert "<td>after day 3</td>" in course and "B killed E" in course
    opened = bh.open_game(FULL_GAME)._repr_html_()  # the folder holds no results: before night 1
    assert "<td>before night 1</td><td>alive 201</td>" in opened and "no murder" in opened
    assert repr(game) == (
        f"<PlayedGame {str(FULL_GAME)!r} in memory: 'A game at the Black Horse', after day 3,"
        " 3 nights, winner B>"
    )


def test_every_member_the_api_doc_lists_has_a_docstring(night: bh.NightResult) -> None:
    text = (ROOT / "docs" / "API.md").read_text(encoding="utf-8")
    section = text[text.index("## A night: `NightResult`") : text.index("## The game across nights")]
    diff = night.diff(night)
    skip = {"input", "game", "cast", "sheets", "lines", "save", "removed", "added", "had", "has"}  # fields
    for member in sorted(set(re.findall(r"`\.([a-z_]+)", section)) - skip):
        owner = next(type(x) for x in (night, night.reports["A"], diff) if hasattr(type(x), member))
        assert (getattr(owner, member).__doc__ or "").strip(), f"{owner.__name__}.{member}"
    for member in (
        "states",
        "state",
        "days",
        "history",
        "winner",
        "warnings",
        "status",
        "run_night",
    ):
        assert (getattr(bh.PlayedGame, member).__doc__ or "").strip(), member
    from blackhorse.game.history import History
    from blackhorse.game.state import CaseState, GameState

    section = text[text.index("## The game across nights") : text.index("## Rows")]
    for member in sorted(set(re.findall(r"`\.([a-z_]+)", section))):
        for owner in (bh.GameFolder, GameState, CaseState, History, bh.PlayedGame):
            found = owner.__dict__.get(member)
            if isinstance(found, property) or callable(found):
                assert (found.__doc__ or "").strip(), f"{owner.__name__}.{member}"
    help_text = bh.NightResult.__doc__ or ""
    assert "DataFrames are built on first use" not in help_text and "bh.run_night" in help_text
