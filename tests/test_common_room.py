"""ADJUDICATION 2.5 on an edited map: a police officer without a room lives in the common room
204, so a night with one on the map needs 204 in the map, always open; and where one may
look out of a window besides one's own room is said from the map, not as "204"."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

import blackhorse
from blackhorse.cli.main import main
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.nightinput import common_room_problems
from blackhorse.orders.problemtext import allowed_text, describe, translated
from tests.scenariokit import SCENARIOS

SCENARIO = SCENARIOS / "first-night"
SHIPPED = (Path(blackhorse.__file__).parent / "data" / "inn.yaml").read_text(encoding="utf-8")


def shut_common_room(tmp_path: Path) -> tuple[Path, Path]:
    """first-night (P1 has no room and sends orders) and a map whose 204 can be shut."""
    game = tmp_path / "game"
    shutil.copytree(SCENARIO, game)
    (game / "nights" / "1" / "P1.yaml").write_text(
        'who: P1\norders:\n  - {at: "20:00", go: garden}\n  - {at: "20:10", go: home}\n', encoding="utf-8"
    )
    (game / "nights" / "1" / "E.yaml").write_text('who: E\norders:\n  - {at: "20:00", go: lawn}\n')
    shut = tmp_path / "shut.yaml"
    shut.write_text(SHIPPED.replace("always_open: true", "always_open: false"), encoding="utf-8")
    return game, shut


def test_an_officer_without_a_room_needs_the_common_room_always_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # P1 walked home to 204, was refused at its door (nobody inside opens it) and the night
    # stopped with an IndexError; now the map is named, with its line, before anything runs
    game, shut = shut_common_room(tmp_path)
    out = tmp_path / "out"
    assert main(["night", str(game), "1", "--map", str(shut), "--out", str(out)]) == 2
    line = next(i for i, t in enumerate(SHIPPED.splitlines(), 1) if t.startswith('  "204":'))
    err = capsys.readouterr().err
    assert f"shut.yaml:{line}: spots.204.always_open: false -- true: 204 is the home of police" in err
    assert "(P1)" in err and "Traceback" not in err and not out.exists()


def test_the_same_map_plays_when_no_officer_is_without_a_room(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, shut = shut_common_room(tmp_path)
    (game / "nights" / "1" / "P1.yaml").unlink()  # P1 not on the map: nobody lives in 204
    assert main(["night", str(game), "1", "--map", str(shut), "--out", str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "timeline.csv").exists()


def test_a_map_without_a_common_room_is_refused_for_an_officer_without_one() -> None:
    cast = Cast({"P1": Person("P1", "police", None)}, frozenset({"P1"}), frozenset({"P1"}))
    inn = SimpleNamespace(source="tiny.yaml", rooms=("201",), always_open=frozenset(), spot_lines={})
    (problem,) = common_room_problems(cast, inn)  # type: ignore[arg-type]
    assert (problem.file, problem.field, problem.value) == ("tiny.yaml", "spots", "no 204")
    assert problem.allowed.startswith("a room 204, always open: the home of police officers")
    assert translated(problem.allowed)
    with_room = Cast({"P1": Person("P1", "police", "201")}, frozenset({"P1"}), frozenset({"P1"}))
    assert common_room_problems(with_room, inn) == []  # type: ignore[arg-type]


def test_window_places_are_named_from_the_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game, shut = shut_common_room(tmp_path)
    (game / "nights" / "1" / "P1.yaml").unlink()
    (game / "nights" / "1" / "E.yaml").write_text(
        'who: E\norders:\n  - {at: "20:30", go: "204", peek: window}\n'
    )
    assert main(["check", str(game), "1", "--map", str(shut)]) == 2
    err = capsys.readouterr().err
    # it said "or `window` from 204; not from 204" on a map where 204 is like any room
    assert "or `window` from an always-open room (none on this map); not from 204" in err


def test_both_common_room_refusals_read_in_chinese(tmp_path: Path) -> None:
    game, shut = shut_common_room(tmp_path)
    inn = blackhorse.load_inn(shut)
    cast = Cast({"P1": Person("P1", "police", None)}, frozenset({"P1"}), frozenset({"P1"}))
    (problem,) = common_room_problems(cast, inn)
    assert translated(problem.allowed)
    assert "是没有房间的警察（P1）的住处" in describe(problem, "zh")
    peek = (
        "peeking only from one's own room (207) or `window` from an always-open room"
        " (none on this map); not from 204"
    )
    assert (
        allowed_text(peek, "zh")
        == "只能在自己的房间（207）窥视，或在总开着的房间从窗户窥视（本地图没有）；不能在 204"
    )
    shipped = "peeking only from one's own room (201) or `window` from 204; not from 203"
    assert allowed_text(shipped, "zh") == "只能在自己的房间（201）窥视，或在 204 从窗户窥视；不能在 203"
