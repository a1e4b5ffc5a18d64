"""Bot players: ordinary order files that always pass `blackhorse check`, never over a GM's file."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackhorse.analysis.bots import STRATEGIES, bot_sheets, checked_sheet, strategy_of
from blackhorse.cli.main import main
from blackhorse.inn.layout import default_inn
from blackhorse.orders.cast import Game, Tenant, first_night_cast
from tests.gamekit import POLICE, TENANTS, write_game
from tests.hypothesiskit import examples

INN = default_inn()


def gamekit_cast() -> tuple[Game, object]:
    tenants = {n: Tenant(n, t["room"], tuple(t["targets"])) for n, t in TENANTS.items()}
    game = Game(Path("g"), "g", tenants, tuple(POLICE))
    return game, first_night_cast(game, frozenset(POLICE))


def files(folder: Path, night: int = 1) -> dict[str, str]:
    return {
        p.name: p.read_text(encoding="utf-8") for p in sorted((folder / "nights" / str(night)).glob("*.yaml"))
    }


@settings(
    max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 10**6), strategy=st.sampled_from(["wanderer", "hunter", "cautious", "mix"]))
def test_bot_files_always_pass_check(
    tmp_path_factory: pytest.TempPathFactory, seed: int, strategy: str
) -> None:
    game = write_game(tmp_path_factory.mktemp("bots") / "game")
    assert main(["bots", str(game), "1", "--seed", str(seed), "--strategy", strategy]) == 0
    assert sorted(files(game)) == sorted(f"{n}.yaml" for n in [*TENANTS, *POLICE])
    assert main(["check", str(game), "1"]) == 0
    assert main(["night", str(game), "1"]) == 0


def test_every_strategy_is_checked_by_the_order_file_reader() -> None:
    _, cast = gamekit_cast()
    for seed in range(30):
        for choice in ("wanderer", "hunter", "cautious", "mix"):
            for name, sheet in bot_sheets(cast, INN, cast.people, choice, seed, 1).items():  # type: ignore[attr-defined]
                checked = checked_sheet(sheet, cast, INN)  # type: ignore[arg-type]
                assert checked.who == name and len(checked.orders) == 18


def test_the_written_file_reads_as_the_bot_meant_it(tmp_path: Path) -> None:
    game = write_game(tmp_path / "game")
    assert main(["bots", str(game), "1", "--seed", "7", "--strategy", "hunter"]) == 0
    _, cast = gamekit_cast()
    meant = bot_sheets(cast, INN, cast.people, "hunter", 7, 1)  # type: ignore[attr-defined]
    for name, sheet in meant.items():
        text = (game / "nights" / "1" / f"{name}.yaml").read_text(encoding="utf-8")
        assert text.startswith("# written by `blackhorse bots`: strategy ")
        assert yaml.safe_load(text) == sheet


def test_hunters_go_for_a_target_and_police_walk() -> None:
    _, cast = gamekit_cast()
    sheets = bot_sheets(cast, INN, cast.people, "hunter", 3, 1)  # type: ignore[attr-defined]
    for name in TENANTS:
        kills = [o for o in sheets[name]["orders"] if "kill" in o]
        assert kills and all(o["kill"] in TENANTS[name]["targets"] and o["if"] == "alone" for o in kills)
        assert any(o["at"] >= "22:00" for o in kills)  # every door must open from 22:00
    for name in POLICE:
        assert all("kill" not in o for o in sheets[name]["orders"]) and "standing" not in sheets[name]


def test_same_seed_same_files_and_another_seed_other_files(tmp_path: Path) -> None:
    a, b, c = (write_game(tmp_path / x) for x in "abc")
    for folder, seed in ((a, "7"), (b, "7"), (c, "8")):
        assert main(["bots", str(folder), "1", "--seed", seed]) == 0
    assert files(a) == files(b) != files(c)


def test_mix_keeps_each_tenants_strategy_across_nights() -> None:
    game, cast = gamekit_cast()
    people = cast.people  # type: ignore[attr-defined]
    chosen = {n: strategy_of("mix", people[n], 5) for n in people}
    assert chosen == {n: strategy_of("mix", people[n], 5) for n in people}
    assert {chosen[p] for p in POLICE} == {"police"} and set(chosen.values()) <= set(STRATEGIES)


def test_bots_never_overwrite_a_gms_file_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = write_game(tmp_path / "game", {"C": {"orders": [{"at": "20:10", "go": "lawn"}]}})
    before = files(game)
    assert main(["bots", str(game), "1", "--seats", "C,F", "--seed", "7"]) == 2
    err = capsys.readouterr().err
    assert "C.yaml" in err and "--force" in err
    assert files(game) == before  # nothing written, F neither
    assert main(["bots", str(game), "1", "--seed", "7"]) == 0  # empty seats only: C kept
    after = files(game)
    assert after["C.yaml"] == before["C.yaml"] and len(after) == 11
    assert main(["bots", str(game), "1", "--seats", "C", "--seed", "7", "--force"]) == 0
    assert files(game)["C.yaml"].startswith("# written by `blackhorse bots`")


def test_a_gm_s_file_in_another_case_is_still_that_person_s_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """c.yaml is C's file: an empty-seat run leaves C out, ``--seats c`` is C and is refused
    without --force, and --force replaces c.yaml itself (never a C.yaml beside it)."""
    game = write_game(tmp_path / "game")
    mine = game / "nights" / "1" / "c.yaml"
    mine.parent.mkdir(parents=True, exist_ok=True)
    mine.write_text("who: C\norders:\n  - {at: '20:10', go: lawn}\n", encoding="utf-8")
    assert main(["bots", str(game), "1", "--seed", "7"]) == 0
    assert "C.yaml" not in files(game) and len(files(game)) == 11
    assert main(["bots", str(game), "1", "--seats", "c", "--seed", "7"]) == 2
    assert f"{mine}: exists" in capsys.readouterr().err
    assert main(["bots", str(game), "1", "--seats", "ｃ", "--seed", "7", "--force"]) == 0
    assert "C.yaml" not in files(game)
    assert files(game)["c.yaml"].startswith("# written by `blackhorse bots`")
    assert main(["check", str(game), "1"]) == 0


def test_bad_seats_are_listed_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = write_game(tmp_path / "game")
    assert main(["bots", str(game), "1", "--seats", "Z,A", "--strategy", "police", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    # named like every command-line problem (`blackhorse new: --tenants: ...`): command, option, value
    assert "blackhorse bots: --seats: Z -- a person of this game" in err
    assert "blackhorse bots: --strategy: police -- A is a tenant" in err
    assert main(["bots", str(game), "0", "--seed", "1"]) == 2
    assert "blackhorse bots: night: 0 -- a night number from 1" in capsys.readouterr().err
    assert (
        main(["sweep", "--games", "0", "--workers", "0", "--seed", "1", "--out", str(tmp_path / "s.csv")])
        == 2
    )
    err = capsys.readouterr().err
    assert "blackhorse sweep: --games: 0 -- a number of games from 1" in err
    assert "blackhorse sweep: --workers: 0 -- a number of workers from 1" in err
    assert f"blackhorse sweep: --out: {tmp_path / 's.csv'} -- a file name ending in .parquet" in err
    assert files(game) == {}


def test_bots_on_a_later_night_play_the_state_the_game_reached(tmp_path: Path) -> None:
    # night 1: A kills B alone in 203 (H, B's roommate, is out on the lawn)
    orders = {
        "A": {"orders": [{"at": "20:00", "go": "203", "kill": "B", "if": "alone"}]},
        "H": {"orders": [{"at": "20:00", "go": "lawn"}]},
    }
    game = write_game(tmp_path / "game", orders)
    assert main(["night", str(game), "1"]) == 0
    (game / "nights" / "2").mkdir()
    assert main(["bots", str(game), "2", "--seed", "4", "--strategy", "hunter"]) == 0
    written = files(game, 2)
    assert "B.yaml" not in written and len(written) == 10  # the dead send nothing
    assert "kill" not in written["A.yaml"]  # A's one kill of the game is used
    assert main(["check", str(game), "2"]) == 0
