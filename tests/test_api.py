"""The public API is deliberate: what docs/API.md lists is exactly what blackhorse exports."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import numpy as np
import pytest

import blackhorse as bh
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "API.md"


def documented() -> set[str]:
    names = re.findall(r"^\| `([A-Za-z_]+)[(`]", DOC.read_text(encoding="utf-8"), flags=re.M)
    return set(names)


def test_all_matches_the_api_doc() -> None:
    assert set(bh.__all__) == documented()


def test_every_public_name_exists_and_explains_itself() -> None:
    for name in bh.__all__:
        obj = getattr(bh, name)
        assert (obj.__doc__ or "").strip(), f"blackhorse.{name} has no docstring"


def test_a_notebook_session(tmp_path: Path) -> None:
    night = bh.run_night(SCENARIOS / "first-night", 1)
    assert list(night.timeline.columns) == [
        "minute", "clock", "person", "spot", "zone", "kind", "activity", "detail"
    ]  # fmt: skip
    assert list(night.cases["victim"]) == ["E"]
    assert all(isinstance(n, bh.Note) for n in night.notes)
    assert isinstance(night.case_records[0], bh.Case)


def test_load_game_reads_a_folder_with_the_shipped_inn_as_the_api_doc_says() -> None:
    # docs/API.md: `load_game(folder, inn=None)`; it used to require the map as well
    game = bh.load_game(SCENARIOS / "first-night")
    assert isinstance(game, bh.Game) and game.tenants["A"].room == "201"
    assert game == bh.load_game(str(SCENARIOS / "first-night"), bh.load_inn())


def test_reports_by_name_regardless_of_case_and_a_clear_error_without_one() -> None:
    night = bh.run_night(SCENARIOS / "first-night", 1)
    assert night.reports["a"] is night.reports["A"] and night.reports["Ｐ1"] is night.reports["P1"]
    # E is killed on night 1: a dead person's report was a bare KeyError: 'E'
    with pytest.raises(bh.InputError, match=r"E was killed that night .*living people: A, B") as dead:
        night.reports["E"]
    assert isinstance(dead.value, KeyError)  # `except KeyError` still works
    # in the API's own terms: it said "1 problem found; nothing was run or written"
    assert str(dead.value).startswith("night 1: reports: E -- E was killed that night")
    assert isinstance(dead.value, bh.ArgumentError) and "nothing was run" not in str(dead.value)
    with pytest.raises(
        bh.InputError, match="reports: zz -- not on the map that night; people with a report: A, B"
    ) as missing:
        night.reports["zz"]
    assert str(missing.value) == (
        "night 1: reports: zz -- not on the map that night; people with a report: A, B, C, D, F, G, H, P1"
    )
    assert "a" not in night.reports and night.reports.get("E") is None  # still a dict
    assert pickle.loads(pickle.dumps(night.reports)) == night.reports


def test_a_report_in_a_language_it_is_not_written_in_is_a_clear_error() -> None:
    report = bh.run_night(SCENARIOS / "first-night", 1).reports["A"]
    for lang in ("fr", "EN", "zh-CN"):  # was KeyError: 'fr.md' from inside the renderer
        with pytest.raises(bh.InputError, match=f"lang: {lang} -- zh \\(Chinese\\) or en \\(English\\)"):
            report.markdown(lang)
        with pytest.raises(bh.InputError, match="zh .Chinese. or en"):
            report.text(lang)
    assert report.markdown("en").startswith("# Night 1: report for tenant A")


def test_the_main_objects_show_themselves_in_one_line_in_a_notebook() -> None:
    # a night's repr was its whole input and run (~7,000 characters), a report's ~42,000,
    # a replay's the page itself: a notebook cell ending in `night` printed pages
    night = bh.run_night(SCENARIOS / "first-night", 1)
    assert repr(night) == (
        "<NightResult night 1 of 'First night at the Black Horse' ("
        f"{SCENARIOS / 'first-night'}): 9 people on the map, B killed E at 22:14, lawn, 1 GM note>"
    )
    assert repr(night.reports["A"]) == "<Report of tenant A, night 1: 19 lines>"
    assert repr(night.replay()).startswith("<ReplayPage 'First night at the Black Horse: night 1 - replay': ")
    assert repr(bh.load_inn()).startswith("<Inn 'Black Horse Inn, second floor and grounds' from ")
    game = bh.open_game(SCENARIOS / "first-night")
    folder = str(SCENARIOS / "first-night")
    assert repr(game) == f"<GameFolder {folder!r}: 'First night at the Black Horse', before night 1>"
    checked = bh.check_night(SCENARIOS / "first-night", 1)  # was ~5,000 characters
    assert repr(checked) == (
        f"<NightInput night 1 of 'First night at the Black Horse' ({checked.folder}): "
        "9 people on the map; orders from A, B, C, D, E, F, G, H, P1>"
    )
    assert checked.night == 1 and [s.who for s in checked.sheets][:2] == ["A", "B"]
    for shown in (night, night.reports["A"], night.replay(), bh.load_inn(), game, checked):
        assert len(repr(shown)) < 200 and "\n" not in repr(shown)


def test_a_night_number_that_is_not_a_whole_number_is_a_clear_error() -> None:
    # `bh.run_night(folder, "1")` was TypeError: '<' not supported between 'str' and 'int'
    folder = SCENARIOS / "first-night"
    game = bh.open_game(folder)
    cast = game.cast(1)
    calls = [
        lambda n: bh.run_night(folder, n),
        lambda n: bh.check_night(folder, n),
        lambda n: bh.check_night(folder, n, cast=cast),
        game.run_night,
        game.cast,
    ]
    for call in calls:
        # night 0 was OutOfOrder ("nights are numbered from 1"), 1.5 an InputError reading
        # "night: night: 1.5 -- ... (an int: 1, not '1')": neither the API's ArgumentError
        for night in ("1", 1.0, 1.5, None, 0, -1, True):
            with pytest.raises(bh.ArgumentError) as err:
                call(night)
            assert str(err.value) == f"night: {night!r} -- a whole number from 1 (an int: 1, not '1')"
    assert bh.run_night(folder, np.int64(1)).files() == bh.run_night(folder, 1).files()


def test_the_map_can_be_given_as_a_path_wherever_the_api_takes_inn(tmp_path: Path) -> None:
    # `inn="my-map.yaml"` was AttributeError: 'str' object has no attribute 'rooms'
    folder = SCENARIOS / "first-night"
    edited = tmp_path / "inn.yaml"
    shipped = (ROOT / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    edited.write_text(shipped.replace("name: Black Horse Inn", "name: My inn", 1), encoding="utf-8")
    expected = bh.run_night(folder, 1).files()
    for inn in (edited, str(edited)):
        night = bh.run_night(folder, 1, inn=inn)
        assert night.inn.name.startswith("My inn") and night.files() == expected
        assert bh.check_night(folder, 1, inn=inn).night == 1
        assert bh.open_game(folder, inn=inn).inn.name.startswith("My inn")
        assert bh.load_game(folder, inn=inn) == bh.load_game(folder)
    with pytest.raises(bh.InputError, match="an existing map file"):
        bh.run_night(folder, 1, inn=str(tmp_path / "missing.yaml"))


def test_every_member_of_a_night_the_api_doc_lists_exists_with_its_columns() -> None:
    # API.md listed `.timeline`, `.sightings`, ... but not `.sightings_table` or `.notes_frame`
    # (which the notebooks use), nor that `.sightings` counts minutes where `.timeline` shows HH:MM
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## A night: `NightResult`") : text.index("## The game across nights")]
    members = re.findall(r"`\.([a-z_]+)", section)
    night = bh.run_night(SCENARIOS / "first-night", 1)
    diff = night.diff(night)
    assert {"timeline", "witness_table", "notes_frame", "case_records", "witnesses", "seen"} <= set(members)
    assert {"with_orders", "diff", "report_lines"} <= set(members)
    for member in members:
        on = (night, night.reports["A"], diff, diff.reports["A"])
        assert any(hasattr(x, member) for x in on) or member in ("game", "cast", "sheets", "save"), member
    assert list(night.positions.columns) == [
        "minute", "clock", "person", "spot", "zone", "kind", "activity", "detail", "place"
    ]  # fmt: skip
    assert list(night.sightings.columns) == [
        "minute", "clock", "observer", "subject", "spot", "zone", "kind", "activity", "channel"
    ]  # fmt: skip
    for frame in (night.timeline, night.positions, night.sightings, night.cases, night.notes_frame):
        assert frame["minute"].dtype == "int64" and frame["clock"].cat.ordered
    assert night.timeline["clock"].iloc[0] == night.sightings["clock"].iloc[0] == "20:00"
    assert list(night.notes_frame.columns) == ["minute", "clock", "person", "kind", "text"]
    assert night.notes_frame["minute"].iloc[0] == 62 and night.notes_frame["clock"].iloc[0] == "21:02"
    assert not hasattr(night, "sightings_table")  # one kind of minute: the file's form is the file


def test_every_member_of_a_game_folder_the_api_doc_lists_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("A `GameFolder` reads everything") : text.index("## Rows")]
    game = bh.open_game(SCENARIOS / "first-night")
    rows = re.findall(r"^\| `\.(\w+)", section, flags=re.M)
    assert rows == ["state", "states", "status", "history", "run_night", "warnings"]
    from blackhorse.game.state import CaseState

    for name in re.findall(r"`\.(\w+)", section):
        on = (game, game.state, CaseState, game.history, game.state.tenants["A"])
        assert any(hasattr(x, name) for x in on), name
    assert game.state.moment == "before night 1" and game.states[0] is game.state


def test_a_night_written_from_python_is_not_part_of_the_game_as_the_doc_warns(tmp_path: Path) -> None:
    import shutil

    from blackhorse.cli.main import main

    game = tmp_path / "g"
    shutil.copytree(SCENARIOS / "first-night", game, ignore=shutil.ignore_patterns("results"))
    night = bh.run_night(game, 1)
    assert night.write() == game / "nights" / "1" / "results"
    opened = bh.open_game(game)
    assert opened.state.nights == 0
    assert "night 1's results were not written by `blackhorse night` (no `ledger.json`" in opened.warnings[0]
    doc = " ".join(DOC.read_text(encoding="utf-8").split())
    assert "the game does not count a night written this way (no `ledger.json`" in doc
    assert main(["night", str(game), "1"]) == 0  # the command plays it into the game
    assert bh.open_game(game).state.nights == 1
