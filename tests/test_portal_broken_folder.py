"""The portal on a game folder that breaks while it runs: the GM sees the problems, nobody a traceback.

A hand-written ``days/N.yaml`` with mistakes, or a game.yaml that stops reading (its
``map:`` naming a missing file, a YAML slip) made every page but the log an HTTP 500 with a
traceback in the server's output (found by QA walks). The GM page and each GM action now
list every problem (file, line, field, value, what is allowed; in Chinese on a Chinese
page); a player's page says only that the GM must fix the game's files, never a problem
(it may quote another player's file), and nothing is saved.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

import pytest

import blackhorse
from blackhorse.cli.main import main
from blackhorse.orders.gamemap import game_map
from blackhorse.portal import desk
from blackhorse.portal.access import GM
from tests.portalkit import Client, copy_game, invite_all, served_site, thread_server


@pytest.fixture(autouse=True)
def seen_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The portal looks at the folder on every question, not after desk.FRESH_SECONDS: each
    break and fix below was waited out with a sleep of that window (0.6 s each)."""
    monkeypatch.setattr(desk, "FRESH_SECONDS", 0.0)


def broken_day(game: Path) -> None:
    (game / "days").mkdir(exist_ok=True)
    (game / "days" / "1.yaml").write_text("moves:\n  - {who: Zed, to: '209'}\n", encoding="utf-8")


def map_gone(game: Path) -> None:
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text("map: missing.yaml\n" + text, encoding="utf-8")


def yaml_slip(game: Path) -> None:
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text + "bogus: [\n", encoding="utf-8")


BREAKS: dict[str, tuple[Callable[[Path], None], str, str]] = {
    # how the folder breaks: the problem the GM reads, in English and on a Chinese page
    "day file": (
        broken_day,
        "days/1.yaml:2: moves.0.who: Zed -- a tenant: A, B, C",
        "Zed -- 房客之一：A、B、C",
    ),
    "map gone": (
        map_gone,
        "game.yaml:1: map: missing.yaml -- a map file in the game folder",
        "missing.yaml -- 游戏文件夹里的一个地图文件",
    ),
    "yaml slip": (yaml_slip, "game.yaml:", "合法的 YAML"),
}


def text(reply_body: str) -> str:
    return html.unescape(reply_body)


@pytest.mark.parametrize("how", sorted(BREAKS))
def test_a_broken_folder_is_shown_to_the_gm_and_kept_from_the_players(tmp_path: Path, how: str) -> None:
    breaks, english, chinese = BREAKS[how]
    with served_site(tmp_path) as site:
        game = site.game
        assert main(["night", str(game), "1"]) == 0
        assert main(["publish", str(game), "1"]) == 0
        gm, a, p1 = site.client(GM), site.client("A"), site.client("P1")
        breaks(game)

        page = gm.get("/gm")
        assert page.status == 200 and "Traceback" not in page.body
        assert "The game folder has problems; nothing was run or written" in page.body
        assert english in text(page.body)
        for action, fields in (("run", {"n": "2"}), ("close-day", {"n": "1"})):
            refused = gm.act(f"/gm/do/{action}", fields)
            assert refused.refused and english in text(refused.body), action
        assert gm.get("/p/A").status == 200 and english in text(gm.get("/p/A").body)
        zh = gm.get("/gm?lang=zh")
        assert zh.status == 200 and chinese in text(zh.body) and "游戏文件夹有问题" in text(zh.body)

        said = "the game master must fix first; nothing was saved or changed"
        for client, method, path, fields in (
            (a, "GET", "/p/A", {}),
            (a, "GET", "/p/A/orders/2", {}),
            (a, "POST", "/p/A/orders/2", {"source": "text", "text": "who: A\n", "action": "save"}),
            (a, "POST", "/p/A/orders/2/check", {"source": "text", "text": "who: A\n"}),
            (a, "POST", "/p/A/day", {"day": "1", "kind": "move", "a": "209"}),
            (a, "GET", "/p/A/reports/1/en", {}),
            (p1, "GET", "/p/P1", {}),
        ):
            reply = client.get(path) if method == "GET" else client.post(path, fields)
            assert reply.status == 409, (path, reply.status)
            assert said in text(reply.body), path
            for secret in ("Traceback", "game.yaml", "days/", "Zed", "missing.yaml", "nights/"):
                assert secret not in reply.body, (path, secret)
        assert a.get("/p/B").status == 403  # still not A's page
        assert not (game / "nights" / "2" / "A.yaml").exists()

        # fixed by hand: the pages are back
        if how == "day file":
            (game / "days" / "1.yaml").unlink()
        else:
            lines = (game / "game.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
            kept = [x for x in lines if not x.startswith(("map: missing", "bogus:"))]
            (game / "game.yaml").write_text("".join(kept), encoding="utf-8")
        assert gm.get("/gm").status == 200 and "folder has problems" not in gm.get("/gm").body
        assert a.get("/p/A").status == 200


def test_result_files_edited_into_other_bytes_still_show(tmp_path: Path) -> None:
    # a report, gm.md or cases.csv saved by an editor as Latin-1 was an HTTP 500 (UnicodeDecodeError)
    with served_site(tmp_path) as site:
        game = site.game
        assert main(["night", str(game), "1"]) == 0
        assert main(["publish", str(game), "1"]) == 0
        results = game / "nights" / "1" / "results"
        for name in ("reports/A.en.txt", "gm.md", "cases.csv"):
            path = results / name
            path.write_bytes(path.read_bytes() + b"\xe9t\xe9\n")
        gm, a, p1 = site.client(GM), site.client("A"), site.client("P1")
        assert a.get("/p/A/reports/1/en").status == 200
        assert gm.get("/gm/nights/1/gm").status == 200
        police = p1.get("/p/P1")
        assert police.status == 200 and "Traceback" not in police.body


def test_the_games_map_edited_while_the_portal_runs_says_to_restart(tmp_path: Path) -> None:
    # the portal keeps the map it started with (PORTAL.md); the GM edits the game's inn.yaml:
    # the problem named the same file twice ('the map in use (game/inn.yaml); this game is
    # played on game/inn.yaml') and never said what was wrong or what to do
    game = copy_game(tmp_path)
    shipped = Path(blackhorse.__file__).parent / "data" / "inn.yaml"
    (game / "inn.yaml").write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    yaml_text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text('map: "inn.yaml"\n' + yaml_text, encoding="utf-8")
    tokens = invite_all(game)
    with thread_server(game, game_map(game)) as port:
        gm = Client(port)
        assert gm.join(tokens[GM]).status == 303
        assert "folder has problems" not in gm.get("/gm").body
        edited = (game / "inn.yaml").read_text(encoding="utf-8").replace("xy: [66, 36]", "xy: [66, 37]")
        (game / "inn.yaml").write_text(edited, encoding="utf-8")
        page = text(gm.get("/gm").body)
        said = (
            "game.yaml:1: map: inn.yaml -- the map as it was when the portal started"
            " (or the program read it); the file has changed since: restart `blackhorse serve`"
            " (or open the game again) to play on it as it is now"
        )
        assert said in page and "this game is played on" not in page
        zh = text(gm.get("/gm?lang=zh").body)
        assert "门户启动时的地图" in zh and "重新启动 `blackhorse serve`" in zh
