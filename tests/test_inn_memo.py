"""Tables derived from a map are kept per map, and a map no longer used is freed with them.

A portal or a notebook that reloads an edited map (``--map``) must not keep every map it ever
loaded: the walk rows, sight tables, names, bots' moves, clue zones and the message reader's
words are kept on the map itself (``inn.memo``, ``blackhorse/inn/memo.py``).
"""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pytest

import blackhorse
from blackhorse.analysis.botgame import bot_game_setup, bot_night_orders, night_seen
from blackhorse.game.state import initial_state
from blackhorse.inn.layout import Inn, load_inn
from blackhorse.inn.memo import per_inn
from blackhorse.night.protocol import walk_rows
from blackhorse.night.referee import simulate
from blackhorse.parsing.message import read_message
from blackhorse.results.nightresult import run_checked
from blackhorse.sight.visibility import run_sightings
from tests.nightkit import busy_module

SHIPPED = Path(blackhorse.__file__).parent / "data" / "inn.yaml"


def _map(tmp_path: Path) -> Inn:
    path = tmp_path / "inn.yaml"
    path.write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    return load_inn(path)


def test_a_map_s_tables_are_built_once_and_each_map_has_its_own(tmp_path: Path) -> None:
    inn, other = _map(tmp_path), load_inn()
    rows = walk_rows(inn, "201", "garden", (), False)
    assert walk_rows(inn, "201", "garden", (), False) is rows
    assert walk_rows(other, "201", "garden", (), False) is not rows
    assert walk_rows(other, "201", "garden", (), False) == rows


def test_a_map_no_longer_used_is_freed_with_everything_derived_from_it(tmp_path: Path) -> None:
    inn = _map(tmp_path)
    checked = blackhorse.check_night(busy_module().write_busy_game(tmp_path / "game", seed=1), 1, inn)
    files = run_checked(checked, inn).files()  # every table a night uses
    assert files["sightings.csv"].count("\n") > 1000
    run = simulate(checked.cast, checked.sheets, inn)
    seen = night_seen(1, len(checked.cast.people), run.cases, run_sightings(run, inn), inn)
    assert seen.cases, "a murder's clues read the map's zones"
    bot_orders = bot_night_orders(initial_state(bot_game_setup(inn, "memo")), 1, "mix", "memo", inn)
    parsed = read_message("20:00 go to 205", "A", 1, inn, checked.cast)  # the message reader's words
    assert not parsed.problems
    assert len(inn.memo) > 5
    freed = weakref.ref(inn)
    del inn, checked, files, run, seen, bot_orders, parsed
    gc.collect()
    assert freed() is None


def test_the_memo_takes_the_arguments_after_the_map_by_position() -> None:
    @per_inn
    def spots_of(inn: Inn, kind: str) -> tuple[str, ...]:
        return tuple(s for s in inn.spots if inn.kind[s] == kind)

    inn = load_inn()
    assert spots_of(inn, "room") == inn.rooms
    with pytest.raises(TypeError, match="by position"):
        spots_of(inn, kind="room")
