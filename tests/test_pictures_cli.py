"""`blackhorse night GAME N --charts --html`: pictures land in the results folder, all or nothing."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from tests.gamekit import write_game
from tests.scenariokit import SCENARIOS
from tests.test_replay import edited_map

ROOT = Path(__file__).parent.parent


def copy_first_night(tmp_path: Path) -> Path:
    game = tmp_path / "first-night"
    shutil.copytree(SCENARIOS / "first-night", game, ignore=shutil.ignore_patterns("results"))
    return game


def folder_bytes(folder: Path) -> dict[str, bytes]:
    found = sorted(p for p in folder.rglob("*") if p.is_file())
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in found}


def test_charts_and_replay_are_written_with_the_results_and_rerun_identically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_first_night(tmp_path)
    assert main(["night", str(game), "1", "--charts", "--html"]) == 0
    results = game / "nights" / "1" / "results"
    files = folder_bytes(results)
    assert {"timeline.csv", "replay.html", "charts/timeline.svg", "charts/sightings.svg"} <= set(files)
    assert not [f for f in files if f.endswith(".png")]  # PNG only with --png
    svg = files["charts/timeline.svg"].decode()
    assert 'id="kill-B-E"' in svg and "B kills E, 22:14, lawn" in svg
    assert b'"title":"First night at the Black Horse: night 1"' in files["replay.html"]
    assert main(["night", str(game), "1", "--charts", "--html"]) == 0
    assert folder_bytes(results) == files
    # without the flags a rerun makes again what the earlier run had (gmwalk2 12, 32: it
    # deleted the replay the GM page had made, and /reveal linked a page that was gone)
    capsys.readouterr()
    assert main(["night", str(game), "1"]) == 0
    assert folder_bytes(results) == files
    said = capsys.readouterr().out
    assert "made again as the earlier run of night 1 had them: the charts (SVG), the replay" in said
    assert main(["night", str(game), "1", "--no-pictures"]) == 0  # unless told to drop them
    assert not (results / "charts").exists() and not (results / "replay.html").exists()
    assert main(["night", str(game), "1"]) == 0  # and nothing comes back that was not there
    assert not (results / "charts").exists() and not (results / "replay.html").exists()


def test_png_adds_the_charts_as_png_and_says_nothing_about_fonts(tmp_path: Path) -> None:
    # a process of its own: matplotlib says a font warning once per process, then caches it
    game = copy_first_night(tmp_path)
    run = "import sys; from blackhorse.cli.main import main; sys.exit(main())"
    command = [sys.executable, "-c", run, "night", str(game), "1", "--png"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # was "findfont: Failed to find font weight bold for Noto Sans CJK SC, ..."
    charts = game / "nights" / "1" / "results" / "charts"
    assert sorted(p.name for p in charts.iterdir()) == [
        "sightings.png", "sightings.svg", "timeline.png", "timeline.svg",
    ]  # fmt: skip
    assert (charts / "timeline.png").read_bytes().startswith(b"\x89PNG")
    assert "B kills E" in (charts / "timeline.svg").read_text(encoding="utf-8")
    assert not (charts.parent / "replay.html").exists()  # --png is charts, not the replay


def test_an_edited_map_is_used_for_the_pictures(tmp_path: Path) -> None:
    game = write_game(tmp_path / "g", {"A": {"orders": [{"at": "20:00", "go": "lawn"}]}})
    out = tmp_path / "out"
    mirrored = edited_map(tmp_path)
    assert main(["night", str(game), "1", "--map", str(mirrored), "--html", "--out", str(out)]) == 0
    page = (out / "replay.html").read_text(encoding="utf-8")
    assert '{"box":' in page and '"name":"201","shown":"201","x":78' in page


def test_a_map_without_coordinates_stops_html_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = write_game(tmp_path / "g", {})
    bad = edited_map(tmp_path, mirror=False, drop_xy="lawn")
    assert main(["night", str(game), "1", "--map", str(bad), "--html"]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "spots.lawn.xy" in err and "floor-plan coordinates" in err
    assert not (game / "nights" / "1" / "results").exists()
    assert main(["night", str(game), "1", "--map", str(bad), "--charts"]) == 0  # charts need no map drawing
    assert (game / "nights" / "1" / "results" / "charts" / "timeline.svg").exists()


def test_pictures_of_a_later_night_leave_out_the_dead(tmp_path: Path) -> None:
    game = tmp_path / "full-game"
    shutil.copytree(SCENARIOS / "full-game", game, ignore=shutil.ignore_patterns("results"))
    assert main(["night", str(game), "1"]) == 0
    assert main(["night", str(game), "2", "--html"]) == 0
    page = (game / "nights" / "2" / "results" / "replay.html").read_text(encoding="utf-8")
    assert '"victim":"A"' in page  # night 2's murder
    assert '{"name":"E",' not in page  # E died on night 1 and is not on the map
    assert '{"name":"B",' in page


def test_the_reveal_links_a_replay_only_where_there_is_one(tmp_path: Path) -> None:
    # gmwalk2 12: /reveal listed "replay" for a night whose replay a rerun had dropped: 404
    from blackhorse.portal.reveal import reveal
    from tests.daykit import desk_of, two_case_game
    from tests.portalkit import Client, thread_server

    game, tokens = two_case_game(tmp_path)  # run from the GM page: charts and replay
    reveal(desk_of(game), "test")
    with thread_server(game) as port:
        a = Client(port)
        assert a.join(tokens["A"]).status == 303
        assert 'href="/reveal/nights/1/replay"' in a.get("/reveal").body
        assert a.get("/reveal/nights/1/replay").status == 200
        assert main(["night", str(game), "1", "--no-pictures"]) == 0
        assert 'href="/reveal/nights/1/replay"' not in a.get("/reveal").body
        assert main(["night", str(game), "1", "--html"]) == 0
        assert 'href="/reveal/nights/1/replay"' in a.get("/reveal").body
