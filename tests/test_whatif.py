"""What-if in memory (issue 26, item 4): a night with one player's orders replaced, checked
as a file is; what changed between two nights; a whole game played in memory; and the same
diff on the command line (`blackhorse whatif GAME N NAME FILE`)."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import blackhorse as bh
from blackhorse.api import views
from blackhorse.cli.main import main
from tests.gamehelpers import FULL_GAME, copy_game, snapshot
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
FIRST = SCENARIOS / "first-night"

# B in first-night goes to the lawn at 22:10 and kills E there (22:14); here at 21:40.
EARLY_YAML = """\
who: B
orders:
  - at: "20:50"
    go: "204"
  - at: "21:20"
    go: home
  - at: "21:40"
    go: lawn
    kill: E
    if: alone
    else: {go: home}
"""
EARLY_DICT = {
    "who": "B",
    "orders": [
        {"at": "20:50", "go": "204"},
        {"at": "21:20", "go": "home"},
        {"at": "21:40", "go": "lawn", "kill": "E", "if": "alone", "else": {"go": "home"}},
    ],
}
EARLY_WORDS = (
    "at 8:50 go to the common room, at 9:20 go home, "
    "at 9:40 go to the lawn and kill E if E is alone there, otherwise go home"
)


@pytest.fixture
def game(tmp_path: Path) -> Path:
    return copy_game(FIRST, tmp_path / "first-night")


def test_new_orders_as_a_dict_as_yaml_or_in_the_players_words_are_the_same_night(game: Path) -> None:
    before = snapshot(game)
    night = bh.run_night(game, 1)
    as_yaml = night.with_orders("B", EARLY_YAML)
    assert night.with_orders("b", EARLY_DICT) == as_yaml == night.with_orders("B", EARLY_WORDS)
    assert as_yaml != night and night == bh.run_night(game, 1)  # the night itself is untouched
    assert snapshot(game) == before  # nothing read from or written to the folder
    # the same orders written into the folder give the same night
    (game / "nights" / "1" / "B.yaml").write_text(EARLY_YAML, encoding="utf-8")
    assert bh.run_night(game, 1) == as_yaml
    assert bh.run_night(game, 1).files() == as_yaml.files()


def test_a_whatif_diff_names_the_moved_murder_and_the_changed_report_lines() -> None:
    night = bh.run_night(FIRST, 1)
    change = night.diff(night.with_orders("B", EARLY_WORDS))
    assert change
    moved = change.cases
    assert list(zip(moved["change"].astype(str), moved["clock"].astype(str), strict=True)) == [
        ("removed", "22:14"),
        ("added", "21:44"),
    ]
    assert set(moved["victim"].astype(str)) == {"E"} and set(moved["killer"].astype(str)) == {"B"}
    lines = change.report_lines
    a = lines[lines.person == "A"]
    assert "22:14 B came onto the lawn and by 22:24 had killed E" in set(a[a.change == "removed"]["text"])
    assert "21:42 met B at the foot of the west stairs" in set(a[a.change == "added"]["text"])
    b = change.reports["B"]
    assert "arrived 21:44 and killed E there, then cleaned up until 21:53" in b.added
    assert change.reports["H"].added == change.reports["H"].removed == ()  # H saw nothing of it
    assert set(change.positions["person"].astype(str)) == {"B", "E"}
    text = change.text()
    assert "  - B killed E at 22:14 (lawn)\n  + B killed E at 21:44 (lawn)" in text
    assert "H's report: unchanged" in text and "E: no report in either night" in text
    assert change.reports["A"].added == tuple(a[a.change == "added"]["text"])


def test_the_same_night_run_twice_is_equal_and_its_diff_is_empty() -> None:
    night = bh.run_night(FIRST, 1)
    again = bh.open_game(FIRST).run_night(1)
    assert night == again and not night.diff(again)
    assert night.diff(again).text().startswith("night 1: no change")
    assert night.with_orders("B", (FIRST / "nights" / "1" / "B.yaml").read_text(encoding="utf-8")) == night
    assert night != bh.run_night(SCENARIOS / "seed-sample", 1)
    with pytest.raises(TypeError):
        hash(night)


def test_new_orders_are_refused_exactly_as_the_same_file_would_be(game: Path) -> None:
    night = bh.run_night(game, 1)
    bad = {"who": "B", "orders": [{"at": "20:05", "go": "cellar"}]}
    with pytest.raises(bh.InputError) as memory:
        night.with_orders("B", bad)
    import yaml

    (game / "nights" / "1" / "B.yaml").write_text(yaml.safe_dump(bad), encoding="utf-8")
    with pytest.raises(bh.InputError) as folder:
        bh.check_night(game, 1)
    found = [(p.field, p.value, p.allowed) for p in memory.value.problems]
    assert found == [(p.field, p.value, p.allowed) for p in folder.value.problems]
    assert {"orders.0.at", "orders.0.go"} <= {f for f, _, _ in found}
    with pytest.raises(bh.InputError) as words:
        night.with_orders("B", "at 9:40 go to the cellar")
    (problem,) = words.value.problems
    assert problem.file == "B's message (what-if)" and problem.line == 1 and "cellar" in problem.value
    with pytest.raises(bh.ArgumentError, match="night 1: name: Z -- a person on the map that night: A, B"):
        night.with_orders("Z", EARLY_DICT)
    with pytest.raises(bh.ArgumentError, match="orders: 3 -- a dict"):
        night.with_orders("B", 3)  # type: ignore[arg-type]


def test_no_orders_keeps_the_player_home_and_a_whatif_never_writes_into_the_game(
    game: Path, tmp_path: Path
) -> None:
    night = bh.run_night(game, 1)
    home = night.with_orders("B", None)
    assert (
        home.case_records == () and "no murder" in repr(home) and "what-if: B's orders replaced" in repr(home)
    )
    assert set(home.timeline[home.timeline.person == "B"]["spot"].astype(str)) == {"202"}
    with pytest.raises(bh.ArgumentError, match="out: None -- a folder of your own"):
        home.write()
    assert not (game / "nights" / "1" / "results").exists()
    assert home.write(tmp_path / "elsewhere") == tmp_path / "elsewhere"


def test_a_game_is_played_in_memory_every_night_and_day_nothing_left_behind(tmp_path: Path) -> None:
    folder = copy_game(FULL_GAME, tmp_path / "full-game")
    before = snapshot(folder)
    temporary = set(Path(tempfile.gettempdir()).glob("blackhorse-*"))
    played = bh.play(folder)
    assert snapshot(folder) == before and set(Path(tempfile.gettempdir()).glob("blackhorse-*")) == temporary
    assert sorted(played.nights) == [1, 2, 3] and played.winner == "B"
    on_disk = views.played_copy(folder, into=tmp_path / "copy")  # the files' way, for comparison
    assert [s.moment for s in played.states] == [s.moment for s in on_disk.states]
    assert played.state.tenants == on_disk.state.tenants and played.state.cases == on_disk.state.cases
    assert dict(played.days) == dict(on_disk.replay.outcomes)
    for n, night in played.nights.items():
        assert night == on_disk.run_night(n) and night.files() == on_disk.run_night(n).files()
    assert played.run_night(2) is played.nights[2]
    assert played.status() == on_disk.status()


def test_the_command_line_says_what_would_change_for_every_player(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(game)
    message = tmp_path / "b.txt"
    message.write_text(EARLY_WORDS, encoding="utf-8")
    assert main(["whatif", str(game), "1", "b", str(message)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"first-night night 1, B's orders from {message} instead (nothing written)\n")
    assert "murders:\n  - B killed E at 22:14 (lawn)\n  + B killed E at 21:44 (lawn)\n" in out
    for person in ("A", "B", "C", "D", "F", "G", "H", "P1"):
        assert f"\n{person}'s report" in out, person
    assert "  + 21:42 met B at the foot of the west stairs" in out
    orders = tmp_path / "b.yaml"
    orders.write_text(EARLY_YAML, encoding="utf-8")
    assert main(["whatif", str(game), "1", "B", str(orders)]) == 0
    assert capsys.readouterr().out.split("\n", 1)[1] == out.split("\n", 1)[1]  # the same change
    assert main(["whatif", str(game), "1", "Z", str(orders)]) == 2
    assert "NAME: Z -- a person on the map that night: A, B" in capsys.readouterr().err
    orders.write_text("who: B\norders:\n  - at: '20:05'\n    go: lawn\n", encoding="utf-8")
    assert main(["whatif", str(game), "1", "B", str(orders)]) == 2
    assert "orders.0.at" in capsys.readouterr().err
    assert snapshot(game) == before


def test_whatif_on_the_command_line_loads_no_pandas(game: Path, tmp_path: Path) -> None:
    orders = tmp_path / "b.yaml"
    orders.write_text(EARLY_YAML, encoding="utf-8")
    probe = (
        "import json, sys\nfrom blackhorse.cli.main import main\n"
        "code = main(sys.argv[1:])\n"
        "print(json.dumps([code, sorted(m for m in ('numpy', 'pandas', 'matplotlib') if m in sys.modules)]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, "whatif", str(game), "1", "B", str(orders)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout.splitlines()[-1]) == [0, []]
