"""`play` and `status` are linear in nights: each night's recorded end state is checked once.

The state is still derived from the folder every time (each night's ledger checked against
the basis of its inputs), but a whole game is walked once per command, not once per night.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import blackhorse.game.ledger as ledger
from benchmarks.long_game import write_long_game
from blackhorse.cli.main import main
from blackhorse.game.gameplay import play_game
from blackhorse.game.history import open_game
from blackhorse.inn.layout import Inn, default_inn

NIGHTS = 8


def counting_checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the night of every check of a ledger against its night's inputs."""
    checked: list[int] = []
    real = ledger.basis

    def basis(cast: object, game_dir: Path, night: int, inn: Inn) -> str:
        checked.append(night)
        return real(cast, game_dir, night, inn)  # type: ignore[arg-type]

    monkeypatch.setattr(ledger, "basis", basis)
    return checked


def test_play_checks_each_night_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = write_long_game(tmp_path / "game", NIGHTS)
    inn = default_inn()
    assert play_game(game, inn) == list(range(1, NIGHTS + 1))
    checked = counting_checks(monkeypatch)
    assert play_game(game, inn) == []  # every night fresh: nothing rerun
    assert checked == list(range(1, NIGHTS + 1))  # was 1+2+...: every night before each night
    checked.clear()
    state = open_game(game, inn).state
    assert checked == list(range(1, NIGHTS + 1)) and state.nights == NIGHTS and state.winner is None


def test_play_reruns_from_a_corrected_night_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = write_long_game(tmp_path / "game", NIGHTS)
    inn = default_inn()
    play_game(game, inn)
    order = game / "nights" / "5" / "C.yaml"
    order.write_text(order.read_text(encoding="utf-8").replace("go: lawn", "go: garden"), encoding="utf-8")
    checked = counting_checks(monkeypatch)
    assert main(["play", str(game)]) == 0
    # nights 1-4 fresh, 5 stale and rerun, 6-8 checked again against the new night 5
    assert open_game(game, inn).state.nights == NIGHTS
    assert sorted(set(checked)) == list(range(1, NIGHTS + 1))
    # play's one walk (night 5 twice: stale, then rerun), then the command's printout and
    # warnings walk the game again: a few walks, never one per night (that was 8 x 9 / 2)
    assert checked[:9] == [1, 2, 3, 4, 5, 5, 6, 7, 8] and len(checked) <= 4 * NIGHTS
