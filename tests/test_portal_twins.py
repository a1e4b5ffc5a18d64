"""The night's GM files in the reader's language, made when asked (issue 25).

`blackhorse night` and the GM page's "Run night" write gm.md, the charts and the replay in
the game's language only; a reader of the other language is served the twin the results
hold, else one made from the night itself (portal/twins.py): byte for byte what a game in
that language writes, never written into the results, and never made from inputs corrected
since the night was run.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from blackhorse.cli.main import main
from blackhorse.portal import cjkfont, reveal, twins
from blackhorse.portal.access import GM
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, copy_game, invite_all, thread_server

PICTURES = ["--charts", "--html"]
PAGES = {  # the GM page's links to the night's files, and where each file lies in the results
    "/gm/nights/1/gm": "gm.md",
    "/gm/nights/1/replay": "replay.html",
    "/gm/nights/1/charts/timeline.svg": "charts/timeline.svg",
    "/gm/nights/1/charts/sightings.svg": "charts/sightings.svg",
}


def listing(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def held_twins(results: Path) -> list[str]:
    """The other language's GM files in an English game's results (the players' reports,
    reports/NAME.zh.md, are written in both languages: not twins)."""
    return [name for name in listing(results) if ".zh." in name and not name.startswith("reports/")]


def in_chinese(tmp: Path, game: Path) -> Path:
    """The results a copy of ``game`` written as a Chinese game (game.yaml `lang: zh`) has."""
    zh = tmp / "zh"
    shutil.copytree(game, zh, ignore=shutil.ignore_patterns("results", "portal.sqlite3*"))
    (zh / "game.yaml").write_text("lang: zh\n" + (zh / "game.yaml").read_text("utf-8"), "utf-8")
    assert main(["night", str(zh), "1", *PICTURES]) == 0
    return zh / "nights" / "1" / "results"


def test_a_night_the_command_ran_is_served_in_the_other_language_made_from_the_night(tmp_path: Path) -> None:
    game = copy_game(tmp_path)  # an English game
    assert main(["night", str(game), "1", *PICTURES]) == 0
    results = game / "nights" / "1" / "results"
    assert held_twins(results) == []
    written = listing(results)
    chinese = in_chinese(tmp_path, game)
    tokens = invite_all(game)
    with thread_server(game) as port:
        gm_en, gm_zh = Client(port), Client(port)
        for client in (gm_en, gm_zh):
            assert client.join(tokens[GM]).status == 303
        gm_zh.post("/lang", {"lang": "zh", "back": "/"})
        for page, rel in PAGES.items():
            shown, made = gm_en.get(page).body, gm_zh.get(page).body
            if rel == "gm.md":  # shown inside the portal's page
                assert "<h2>Murders</h2>" in shown and "<h2>凶案</h2>" in made and "Murders" not in made
            else:  # the file as written; the twin exactly what a Chinese game writes
                # (a replay with the CJK font's check the portal adds: portal/cjkfont.py)
                served = cjkfont.with_font_check if rel == "replay.html" else bytes
                assert shown == served((results / rel).read_bytes()).decode("utf-8")
                assert made == served((chinese / rel).read_bytes()).decode("utf-8")
    assert listing(results) == written  # nothing written into the results
    sheet = twins.night_file(desk_of(game), 1, "gm.md", "zh")
    assert sheet == (chinese / "gm.md").read_bytes()


def test_a_night_corrected_since_it_ran_gets_no_twin_made_from_other_orders(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    assert main(["night", str(game), "1", "--html"]) == 0
    results = game / "nights" / "1" / "results"
    english = (results / "replay.html").read_bytes()
    orders = game / "nights" / "1" / "B.yaml"
    orders.write_text(
        orders.read_text("utf-8").replace("kill: E", "go: garden"), "utf-8"
    )  # B no longer kills
    desk = desk_of(game)
    assert twins.night_file(desk, 1, "replay.html", "zh") == english  # as written, not a made-up night
    assert twins.night_file(desk, 1, "gm.md", "zh") == (results / "gm.md").read_bytes()
    assert twins.night_file(desk, 1, "cases.csv", "zh") == (results / "cases.csv").read_bytes()
    assert twins.night_file(desk, 2, "gm.md", "zh") is None  # a night without results


def test_twins_the_results_hold_are_served_as_they_are(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    assert main(["night", str(game), "1", "--html", "--both-languages"]) == 0
    results = game / "nights" / "1" / "results"
    (results / "replay.zh.html").write_bytes(b"<p>the twin on disk</p>")  # (a GM's own, say)
    assert twins.night_file(desk_of(game), 1, "replay.html", "zh") == b"<p>the twin on disk</p>"


def test_the_gm_pages_run_writes_one_language_and_the_reveal_serves_both(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)  # run and published by the GM page (--charts --html)
    results = game / "nights" / "1" / "results"
    assert held_twins(results) == []
    reveal.reveal(desk_of(game), GM)
    with thread_server(game) as port:
        player = Client(port)
        assert player.join(tokens["A"]).status == 303
        player.post("/lang", {"lang": "zh", "back": "/"})
        assert "<h2>凶案</h2>" in player.get("/reveal/nights/1/gm").body
        assert "▶ 播放" in player.get("/reveal/nights/1/replay").body
        player.post("/lang", {"lang": "en", "back": "/"})
        served = player.get("/reveal/nights/1/replay").body  # as written, with the CJK font's check
        assert served == cjkfont.with_font_check((results / "replay.html").read_bytes()).decode("utf-8")
