"""The command line around the game (issue 9, points 15 and 16): status readable with Chinese
names, the police's count of quiet nights, --version and --help, and a recorded day that is
never replaced silently."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.game.state import CaseState, GameState
from blackhorse.game.status import display_width, status_text
from tests.gamehelpers import copy_game, snapshot, start
from tests.scenariokit import SCENARIOS

FULL_GAME = SCENARIOS / "full-game"


def test_status_columns_line_up_by_display_width_with_chinese_names() -> None:
    state = start({"张三": "201", "B": "202", "李四四": "203", "D": "205"})
    text = status_text(state)
    table = text.split("\n\n")[1].splitlines()
    header, rule, *rows = table
    # every column starts at the same display column on every line
    starts = [display_width(header[: header.index(word)]) for word in ("status", "room", "targets")]
    for row in rows:
        cells = row.split("  ")
        name = cells[0]
        status_at = display_width(row[: row.index("alive")])
        assert status_at == starts[0], (name, row)
        room_at = display_width(row[: row.index(" 20") + 1])
        assert room_at == starts[1], (name, row)
    assert display_width("李四四") == 6 and display_width("B") == 1
    assert display_width(rule.split("  ")[0]) == 6  # the rule under "tenant" is as wide as 李四四


def _after_quiet_nights(nights: int) -> GameState:
    return replace(start({"A": "201", "B": "202", "C": "203"}), nights=nights, days=nights)


@pytest.mark.parametrize("nights", [0, 1, 2])
def test_the_quiet_nights_line_counts_the_opening_nights(nights: int) -> None:
    text = status_text(_after_quiet_nights(nights))
    assert f"Opening nights without a death: {nights} of 3" in text
    assert "quiet nights since: 0" not in text


def test_the_quiet_nights_line_after_murders_says_whether_80_percent_is_reached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(FULL_GAME, tmp_path / "g")
    assert main(["play", str(game)]) == 0
    capsys.readouterr()
    assert main(["status", str(game), "--after", "night:1"]) == 0
    assert "Solved: 0 of 1 (80% not reached); quiet nights do not count yet." in capsys.readouterr().out
    state = _after_quiet_nights(4)
    solved = CaseState(1, 1, "C", "A", 130, accused="A", accused_day=1)
    text = status_text(replace(state, cases=(solved,), police_streak=2))
    assert "Solved: 1 of 1 (80% reached); murder-free nights since: 2 of 3." in text


def test_version_and_help_point_to_the_docs(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("blackhorse 0.")
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "docs/ORDERS.md" in out and "order word" in out
    assert "docs/GAME.md" in out and "day files" in out
    with pytest.raises(SystemExit):
        main(["day", "--help"])
    assert "docs/GAME.md" in capsys.readouterr().out


@pytest.fixture
def after_night_1(tmp_path: Path) -> Path:
    game = copy_game(FULL_GAME, tmp_path / "full-game")
    assert main(["night", str(game), "1"]) == 0
    return game


def test_a_recorded_day_with_other_requests_is_not_replaced_silently(
    after_night_1: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = after_night_1
    other = tmp_path / "other.yaml"
    other.write_text("accusations: [{case: 1, accused: B}]\n", encoding="utf-8")
    before = snapshot(game)
    capsys.readouterr()
    assert main(["day", str(game), "1", str(other)]) == 2
    err = capsys.readouterr().err
    assert "day 1 is already recorded with other requests; pass --replace" in err
    assert "would drop accusation: G for case 1" in err
    assert "would add accusation: B for case 1" in err
    assert "would drop move: C to 209" in err and "would drop police move: P1 to 207" in err
    assert snapshot(game) == before  # the GM's file is untouched
    # a day without a file is "other requests" too
    assert main(["day", str(game), "1"]) == 2
    assert snapshot(game) == before
    # the same requests again are fine; --replace replaces
    assert main(["day", str(game), "1", str(game / "days" / "1.yaml")]) == 0
    assert main(["day", str(game), "1", str(other), "--replace"]) == 0
    assert (game / "days" / "1.yaml").read_text(encoding="utf-8") == other.read_text(encoding="utf-8")
