"""The game across nights from its folder: order, reruns, staleness, wins, atomic writes, golden files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import blackhorse.core.commit as gamewrite
from blackhorse.api.notebook import run_night
from blackhorse.cli.main import main
from blackhorse.core.errors import GameOver, InputError, OutOfOrder
from blackhorse.game.gameplay import play_night, record_day
from blackhorse.game.history import open_game
from blackhorse.game.status import status_json
from blackhorse.inn.layout import load_inn
from tests.gamehelpers import FIRST_NIGHT, FULL_GAME, GOLDEN, copy_game, snapshot

INN = load_inn()
STEPS = ["night-1", "day-1", "night-2", "day-2", "night-3", "day-3"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The full-game scenario, played once by `blackhorse play` (read-only for the tests)."""
    game = copy_game(FULL_GAME, tmp_path_factory.mktemp("played") / "full-game")
    assert main(["play", str(game)]) == 0
    return game


@pytest.fixture
def game(tmp_path: Path) -> Path:
    return copy_game(FULL_GAME, tmp_path / "full-game")


def test_status_after_each_night_and_day_matches_the_golden_files(played: Path) -> None:
    states = open_game(played).states
    assert [s.moment for s in states[1:]] == [f"after {s.replace('-', ' ')}" for s in STEPS]
    for step, state in zip(STEPS, states[1:], strict=True):
        assert status_json(state) == (GOLDEN / f"after-{step}.json").read_text(encoding="utf-8"), step


def test_status_command_json_and_table(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["status", str(played), "--json"]) == 0
    out = capsys.readouterr().out
    assert out == (GOLDEN / "after-day-3.json").read_text(encoding="utf-8")
    assert set(json.loads(out)) == {"night", "tenants", "police", "cases", "winner", "winners"}
    assert main(["status", str(played)]) == 0
    assert capsys.readouterr().out == (GOLDEN / "status.txt").read_text(encoding="utf-8")
    assert main(["status", str(played), "--json", "--after", "night:2"]) == 0
    assert capsys.readouterr().out == (GOLDEN / "after-night-2.json").read_text(encoding="utf-8")


def test_the_full_game_ends_with_bs_win(played: Path) -> None:
    state = open_game(played).state
    assert state.winner == "B"
    assert [(c.id, c.night, c.victim, c.killer, c.accused, c.solved) for c in state.cases] == [
        (1, 1, "E", "B", "G", False),
        (2, 2, "A", "D", "D", True),
    ]


def test_history_has_every_night_with_a_night_column(played: Path) -> None:
    history = open_game(played).history
    assert sorted(history.timeline["night"].unique()) == [1, 2, 3]
    per_night = history.timeline.groupby("night").size()
    assert list(per_night) == [180 * 9, 180 * 7, 180 * 5]  # tenants on the map, plus P1 on nights 1-2
    assert list(history.cases[["id", "night", "victim", "killer"]].itertuples(index=False, name=None)) == [
        (1, 1, "E", "B"),
        (2, 2, "A", "D"),
    ]
    assert list(history.sightings.columns[:2]) == ["night", "minute"]
    assert history.timeline["spot"].map(type).eq(str).all()  # rooms stay "201", not 201


def test_dead_and_jailed_are_off_the_map_and_moves_are_used(played: Path) -> None:
    timeline = open_game(played).history.timeline
    night2 = timeline[timeline["night"] == 2]
    assert set(night2["person"]) == {"A", "B", "C", "D", "F", "H", "P1"}  # E dead, G jailed
    c_home = night2[(night2["person"] == "C") & (night2["clock"] == "20:00")]["spot"].item()
    assert c_home == "209"  # C moved on day 1
    gm = (played / "nights" / "2" / "results" / "gm.md").read_text(encoding="utf-8")
    assert "- E: off the map (dead since night 1)" in gm
    assert "- G: off the map (jailed since day 1, case 1)" in gm


def test_nights_run_in_order(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = snapshot(game)
    assert main(["night", str(game), "2"]) == 2
    assert "night 2 comes after night 1" in capsys.readouterr().err
    assert main(["day", str(game), "1", str(game / "days" / "1.yaml")]) == 2
    assert snapshot(game) == before
    with pytest.raises(OutOfOrder):
        play_night(game, 3, INN)


def test_after_a_win_further_nights_and_days_are_refused(played: Path, tmp_path: Path) -> None:
    game = copy_game(played, tmp_path / "over", with_results=True)
    before = snapshot(game)
    with pytest.raises(GameOver, match="B won after day 3"):
        play_night(game, 4, INN)
    with pytest.raises(GameOver):
        record_day(game, 4, "", "d.yaml", INN)
    assert main(["night", str(game), "4"]) == 2
    assert snapshot(game) == before


def test_play_twice_changes_nothing(played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = copy_game(played, tmp_path / "again", with_results=True)
    before = snapshot(game)
    assert main(["play", str(game)]) == 0
    assert "ran nights: none" in capsys.readouterr().out
    assert snapshot(game) == before


def test_play_says_which_night_it_ran(
    played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # one night rerun read 'ran nights: 3', as if three nights had run
    game = copy_game(played, tmp_path / "one", with_results=True)
    shutil.rmtree(game / "nights" / "3" / "results")
    assert main(["play", str(game)]) == 0
    assert capsys.readouterr().out.startswith("ran night 3\n")


def test_rerunning_night_1_after_a_fix_equals_playing_the_fix_from_the_start(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    orders = game / "nights" / "1" / "B.yaml"
    right = orders.read_text(encoding="utf-8")
    orders.write_text(right.replace("kill: E", "kill: A"), encoding="utf-8")  # the GM's typo
    # With E alive, 207 is not empty and P1's move there is refused (seed 六.6): P1, still
    # without a room, could only have peeked through 204's window on night 2.
    p1 = game / "nights" / "2" / "P1.yaml"
    p1_right = p1.read_text(encoding="utf-8")
    p1.write_text(p1_right.replace("peek: peephole", "peek: window"), encoding="utf-8")
    for step in (["night", "1"], ["day", "1", str(game / "days" / "1.yaml")], ["night", "2"]):
        assert main([step[0], str(game), *step[1:]]) == 0
    typo = open_game(game).state
    assert typo.nights == 2 and all(c.victim != "E" for c in typo.cases)
    orders.write_text(right, encoding="utf-8")  # the fix
    p1.write_text(p1_right, encoding="utf-8")
    # day 1 and night 2 rest on night 1: the rerun needs the stronger flag (docs/GAME.md)
    assert main(["night", str(game), "1"]) == 2
    assert "--replace-played" in capsys.readouterr().err
    assert open_game(game).state.nights == 0  # stale, and nothing was written
    assert main(["night", str(game), "1", "--replace-played"]) == 0
    capsys.readouterr()
    fixed = open_game(game)
    assert fixed.state.moment == "after day 1"  # night 2 was run on a history that no longer holds
    assert [c.victim for c in fixed.state.cases] == ["E"]  # night 1's effects once, not twice
    assert any("night 2's results are stale" in w for w in fixed.warnings)
    assert main(["status", str(game), "--json"]) == 0
    assert "stale" in capsys.readouterr().err
    assert main(["play", str(game)]) == 0
    for step, state in zip(STEPS, open_game(game).states[1:], strict=True):
        assert status_json(state) == (GOLDEN / f"after-{step}.json").read_text(encoding="utf-8"), step


def test_a_corrected_day_makes_the_next_nights_stale(played: Path, tmp_path: Path) -> None:
    game = copy_game(played, tmp_path / "day", with_results=True)
    day1 = tmp_path / "day1.yaml"
    day1.write_text("accusations: [{case: 1, accused: B}]\n", encoding="utf-8")
    state, outcomes = record_day(game, 1, day1.read_text(), str(day1), INN, replace=True)
    assert [o.granted for o in outcomes] == [True]
    assert (game / "days" / "1.yaml").read_text() == day1.read_text()
    opened = open_game(game)
    assert opened.state.moment == "after day 1" and opened.state.cases[0].solved
    assert opened.replay.stale == 2


def test_a_day_without_a_file_has_no_actions(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (game / "days" / "1.yaml").unlink()
    assert main(["night", str(game), "1"]) == 0
    assert main(["day", str(game), "1"]) == 0
    assert "no requests" in capsys.readouterr().out
    state = open_game(game).state
    assert state.moment == "after day 1" and state.tenants["B"].unaccused_days == 1


def test_a_failing_play_leaves_the_folder_exactly_as_it_was(
    game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = snapshot(game)
    real = gamewrite._swap
    calls: list[Path] = []

    def failing(staging: Path, target: Path) -> Path | None:
        calls.append(target)
        if len(calls) == 2:
            raise OSError(28, "No space left on device", str(target))
        return real(staging, target)

    monkeypatch.setattr(gamewrite, "_swap", failing)
    assert main(["play", str(game)]) == 2
    assert len(calls) == 2
    assert snapshot(game) == before


def test_a_failing_rerun_keeps_the_old_results(
    played: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = copy_game(played, tmp_path / "rerun", with_results=True)
    before = snapshot(game)

    def failing(target: Path, *rest: object) -> Path:
        raise OSError(5, "Input/output error", str(target))

    monkeypatch.setattr(gamewrite, "stage_folder", failing)
    assert main(["night", str(game), "3"]) == 2
    monkeypatch.setattr(gamewrite, "stage_file", failing)
    day = tmp_path / "d.yaml"
    day.write_text("moves: []\n")
    assert main(["day", str(game), "2", str(day)]) == 2
    assert snapshot(game) == before


def test_bad_input_for_a_night_or_day_writes_nothing(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["night", str(game), "1"]) == 0
    before = snapshot(game)
    bad = game.parent / "bad-day.yaml"
    bad.write_text("moves:\n  - {who: Q, to: '201'}\n")
    assert main(["day", str(game), "1", str(bad)]) == 2
    assert "bad-day.yaml:2: moves.0.who" in capsys.readouterr().err
    (game / "nights" / "2" / "H.yaml").write_text("who: H\norders:\n  - {at: '22:00', go: lawn, kill: E}\n")
    before = snapshot(game)
    assert main(["night", str(game), "2"]) == 2
    assert "E is dead since night 1" in capsys.readouterr().err
    assert snapshot(game) == before


def test_killed_tenants_cannot_be_given_orders_later(played: Path, tmp_path: Path) -> None:
    game = copy_game(played, tmp_path / "ghost", with_results=True)
    (game / "nights" / "2" / "E.yaml").write_text("who: E\norders:\n  - {at: '20:00', go: lawn}\n")
    with pytest.raises(InputError, match="E is dead since night 1; remove this file"):
        play_night(game, 2, INN)


def test_the_first_night_scenario_still_runs_the_same(tmp_path: Path) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "first-night")
    assert main(["night", str(game), "1"]) == 0
    plain = run_night(game, 1)
    results = game / "nights" / "1" / "results"
    assert (results / "timeline.csv").read_text() == plain.files()["timeline.csv"]
    assert (results / "gm.md").read_text() == plain.files()["gm.md"]
    assert open_game(game).state.moment == "after night 1"


def test_night_out_elsewhere_does_not_change_the_game(game: Path, tmp_path: Path) -> None:
    before = snapshot(game)
    assert main(["night", str(game), "1", "--out", str(tmp_path / "elsewhere")]) == 0
    assert (tmp_path / "elsewhere" / "timeline.csv").is_file()
    assert not (tmp_path / "elsewhere" / "ledger.json").exists()  # not part of the game
    assert snapshot(game) == before
    assert open_game(game).state.nights == 0


def test_a_notebook_opens_a_game_from_the_package(played: Path) -> None:
    import blackhorse as bh

    game = bh.open_game(played)
    assert isinstance(game.state, bh.GameState)
    assert game.status()["winner"] == "B"
    assert isinstance(game.history, bh.History)
    assert {"open_game", "GameState", "GameOver", "OutOfOrder", "History", "GameFolder"} <= set(bh.__all__)


def test_check_uses_the_state_of_the_game(
    played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(played, tmp_path / "check", with_results=True)
    (game / "nights" / "3" / "G.yaml").write_text("who: G\norders:\n  - {at: '20:00', go: lawn}\n")
    assert main(["check", str(game), "3"]) == 2
    assert "G is jailed since day 1, case 1; remove this file" in capsys.readouterr().err


def test_a_broken_game_yaml_and_order_file_are_reported_together(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (game / "game.yaml").read_text()
    (game / "game.yaml").write_text(text.replace('room: "203"', 'room: "204"'))
    (game / "nights" / "1" / "A.yaml").write_text("who: A\norders: [\n")
    assert main(["night", str(game), "1"]) == 2
    err = capsys.readouterr().err
    assert "game.yaml" in err and "A.yaml:2: a `[` opened on this line" in err


def test_a_notebook_runs_a_later_night_on_the_games_state(played: Path) -> None:
    import blackhorse as bh

    game = bh.open_game(played)
    assert sorted(game.cast(3).people) == ["B", "C", "F", "H", "P1"]
    assert game.cast(3).absent["D"] == "jailed since day 2, case 2"
    night = game.run_night(2)
    assert [(c.victim, c.killer) for c in night.case_records] == [("A", "D")]
    with pytest.raises(GameOver):
        game.run_night(4)


def test_a_failing_first_day_leaves_no_new_folder(game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    shutil.rmtree(game / "days")
    assert main(["night", str(game), "1"]) == 0
    before = snapshot(game)

    def failing(staging: Path, target: Path) -> Path | None:
        raise OSError(28, "No space left on device", str(target))

    monkeypatch.setattr(gamewrite, "_swap", failing)
    assert main(["day", str(game), "1"]) == 2
    assert snapshot(game) == before
    assert not (game / "days").exists()


def test_three_quiet_opening_nights_from_new_to_game_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "quiet"
    assert main(["new", str(game), "--tenants", "A,B,C,D", "--police", "P1"]) == 0
    (tmp_path / "apps.yaml").write_text("[]\n")
    assert main(["register", str(game), str(tmp_path / "apps.yaml"), "--seed", "9"]) == 0
    for n in (1, 2, 3, 4):
        (game / "nights" / str(n)).mkdir(parents=True)
    assert main(["night", str(game), "1"]) == 0
    assert main(["night", str(game), "2"]) == 0  # day 1 had no file: a day without actions
    assert main(["night", str(game), "3"]) == 0
    assert "GAME OVER after night 3: the police won" in capsys.readouterr().out
    assert main(["night", str(game), "4"]) == 2
    assert "the game is over (the police won after night 3" in capsys.readouterr().err
    assert main(["day", str(game), "3"]) == 2
    assert main(["status", str(game), "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert status["winner"] == "police" and status["night"] == 3 and status["cases"] == []


def test_a_game_won_on_a_day_not_yet_recorded_says_so_and_how_to_record_it(
    game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the full game is won by B after day 3; with day 3 not yet recorded (no file), a GM who asks
    # for night 4 is told the game is over only if day 3 had no accusations, and how to record it
    (game / "days" / "3.yaml").unlink()
    assert main(["play", str(game)]) == 0
    (game / "nights" / "4").mkdir()
    capsys.readouterr()
    assert main(["check", str(game), "4"]) == 2
    err = capsys.readouterr().err
    assert "the game is over if day 3 had no accusations (B won after day 3" in err
    assert f"record it first: `blackhorse day {game} 3 FILE`" in err
    # recorded, the day's accusations count; a recorded day's win is said as before
    (game / "days.yaml").write_text((FULL_GAME / "days" / "3.yaml").read_text(encoding="utf-8"))
    assert main(["day", str(game), "3", str(game / "days.yaml")]) == 0
    capsys.readouterr()
    assert main(["check", str(game), "4"]) == 2
    assert "the game is over (B won after day 3" in capsys.readouterr().err


def _two_murders(tmp_path: Path) -> tuple[Path, Path, str]:
    """The first night with C killing D (21:40, case 1) before B kills E (case 2); day 1
    accuses B for case 2 (solved). The game, C's order file and C's orders as first typed."""
    from tests.daykit import C_KILLS_D

    game = copy_game(FIRST_NIGHT, tmp_path / "game")
    orders = game / "nights" / "1" / "C.yaml"
    first = orders.read_text(encoding="utf-8")
    orders.write_text(C_KILLS_D, encoding="utf-8")
    assert main(["night", str(game), "1"]) == 0
    day = tmp_path / "day1.yaml"
    day.write_text("accusations:\n  - {case: 2, accused: B}\n", encoding="utf-8")
    assert main(["day", str(game), "1", str(day)]) == 0
    assert [(c.id, c.victim, c.solved) for c in open_game(game).state.cases] == [
        (1, "D", False),
        (2, "E", True),
    ]
    return game, orders, first


def test_a_played_night_whose_orders_changed_is_rerun_only_with_replace_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, orders, first = _two_murders(tmp_path)
    orders.write_text(first, encoding="utf-8")  # the GM edits the wrong night: C no longer kills
    capsys.readouterr()
    kept = snapshot(game)
    assert main(["night", str(game), "1"]) == 2  # refused: day 1 rests on night 1
    err = capsys.readouterr().err
    assert "night 1 not rerun: nights/1/C.yaml changed since it was run" in err
    assert "day 1 accuses B for case 2" in err and "--replace-played" in err
    assert snapshot(game) == kept  # nothing written
    assert main(["night", str(game), "1", "--replace-played"]) == 0
    out, err = capsys.readouterr()
    assert "night 1: E (by B)" in out
    assert "WARNING: night 1's results were replaced with another truth" in err
    assert "murder removed: D (by C), case 1" in err
    assert "case 2 is now case 1: E (by B)" in err
    assert "day 1's accusation of B for case 2 now names no murder" in err
    assert [c.victim for c in open_game(game).state.cases] == ["E"]


def test_play_reruns_a_played_night_whose_orders_changed_never_silently(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, orders, first = _two_murders(tmp_path)
    assert main(["play", str(game)]) == 0  # up to date: nothing run, nothing said
    assert "WARNING" not in capsys.readouterr().err
    orders.write_text(first, encoding="utf-8")
    assert main(["play", str(game)]) == 0  # play plays the folder as it stands, and says so loudly
    err = capsys.readouterr().err
    assert "WARNING: night 1's results were replaced with another truth" in err
    assert "day 1 accuses B for case 2" in err and "murder removed: D (by C), case 1" in err
    assert "case 2 is now case 1: E (by B)" in err
    assert "day 1's accusation of B for case 2 now names no murder" in err


def test_a_played_night_rerun_on_the_same_inputs_or_not_yet_played_on_runs_freely(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, orders, first = _two_murders(tmp_path)
    assert main(["night", str(game), "1", "--html"]) == 0  # same inputs: the same truth, no warning
    assert "WARNING" not in capsys.readouterr().err
    ledger = game / "nights" / "1" / "results" / "ledger.json"
    ledger.write_text("{", encoding="utf-8")  # damaged: nothing to compare, the rerun repairs it
    assert main(["night", str(game), "1"]) == 0
    assert "WARNING" not in capsys.readouterr().err and open_game(game).state.moment == "after day 1"
    (game / "days" / "1.yaml").unlink()  # nothing rests on night 1 any more
    orders.write_text(first, encoding="utf-8")
    assert main(["night", str(game), "1"]) == 0
    out, err = capsys.readouterr()
    assert "night 1: E (by B)" in out and "WARNING" not in err


def test_stale_results_name_the_changed_order_file_and_both_ways_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, orders, first = _two_murders(tmp_path)
    typed = orders.read_bytes()
    orders.write_text(first, encoding="utf-8")
    capsys.readouterr()
    assert main(["night", str(game), "2"]) == 2
    err = capsys.readouterr().err
    assert (
        "night 2 comes after night 1, and its results are stale: nights/1/C.yaml changed since it was run"
        in err
    )
    assert "put back what was there when night 1 was run" in err
    assert f"rerun `blackhorse night {game} 1` first" in err and "--replace-played" in err
    assert main(["status", str(game)]) == 0
    out, err = capsys.readouterr()
    # said first, under the moment it explains, not below the tables (a new GM's first game)
    lines = out.splitlines()
    assert "night 1's results are stale" in lines[1], out
    assert lines.index(next(line for line in lines if line.startswith("tenant "))) > 1, out
    err = out + err
    assert "night 1's results are stale: nights/1/C.yaml changed since it was run" in err
    assert "either put back what was there" in err
    orders.write_bytes(typed)  # put back byte for byte: fresh again
    assert open_game(game).state.moment == "after day 1" and open_game(game).warnings == ()
