"""The portal's command line: invite (shown once, stored as hashes), revoke, publish, deadline."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.access import digest
from blackhorse.portal.store import DB_NAME, Store, db_path
from tests.portalkit import PLAYERS, Client, copy_game, free_port, thread_server


def invite(game: Path, capsys: pytest.CaptureFixture[str], *more: str) -> dict[str, str]:
    capsys.readouterr()
    assert main(["invite", str(game), "--json", *more]) == 0
    links: dict[str, str] = json.loads(capsys.readouterr().out)
    return links


def test_invite_gives_everyone_a_link_shown_once_and_stored_as_a_hash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    links = invite(game, capsys)
    assert sorted(links) == sorted(["gm", *PLAYERS])
    tokens = {n: link.rsplit("/join/", 1)[1] for n, link in links.items()}
    assert all(link.startswith("http://127.0.0.1:8000/join/") for link in links.values())
    assert all(len(t) >= 43 for t in tokens.values()) and len(set(tokens.values())) == len(tokens)
    raw = (game / DB_NAME).read_bytes()
    assert not any(t.encode() in raw for t in tokens.values())  # only hashes are stored
    with sqlite3.connect(game / DB_NAME) as db:
        stored = dict(db.execute("SELECT name, token_hash FROM links"))
    assert stored == {n: digest(t) for n, t in tokens.items()}
    assert invite(game, capsys) == {}  # everyone has a live link: nothing is shown again


def test_revoke_kills_the_link_and_its_sessions_and_a_reissue_replaces_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    tokens = {
        n: link.rsplit("/", 1)[1] for n, link in invite(game, capsys, "--url", "https://inn.example").items()
    }
    with thread_server(game) as port:
        a = Client(port)
        assert a.join(tokens["A"]).status == 303 and a.get("/p/A").status == 200
        assert main(["invite", str(game), "--revoke", "A"]) == 0
        assert a.get("/p/A").status == 401  # the open session died with the link
        assert Client(port).join(tokens["A"]).status == 403
        new = invite(game, capsys, "--reissue", "A")
        assert list(new) == ["A"] and new["A"].startswith("http://127.0.0.1:8000/join/")
        assert Client(port).join(new["A"].rsplit("/", 1)[1]).status == 303
        assert Client(port).join(tokens["A"]).status == 403  # the old link stays dead


def test_a_revoked_player_gets_no_new_link_from_a_plain_invite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `invite GAME` is also how the GM sees who has a link: running it after `--revoke E`
    # must not quietly give E a new link; `--reissue E` does, on purpose
    game = copy_game(tmp_path)
    invite(game, capsys)
    assert main(["invite", str(game), "--revoke", "E"]) == 0
    assert invite(game, capsys) == {}
    capsys.readouterr()
    assert main(["invite", str(game)]) == 0
    out = capsys.readouterr().out
    assert "E: link revoked (" in out and "`invite GAME --reissue E` gives a new one" in out
    assert "/join/" not in out
    assert list(invite(game, capsys, "--reissue", "E")) == ["E"]
    capsys.readouterr()
    assert main(["invite", str(game)]) == 0
    assert "E: has a live link" in capsys.readouterr().out


def test_invite_matches_names_regardless_of_case_and_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # as everywhere (parse, bots, order files): `a` and `Ａ` are A, `GM` is gm
    game = copy_game(tmp_path)
    invite(game, capsys)
    assert list(invite(game, capsys, "--reissue", "a")) == ["A"]
    assert list(invite(game, capsys, "--reissue", "GM")) == ["gm"]
    assert main(["invite", str(game), "--revoke", "Ａ"]) == 0
    assert "A: link revoked" in capsys.readouterr().err
    assert invite(game, capsys) == {}  # a revoked link stays revoked (only --reissue gives a new one)
    assert list(invite(game, capsys, "--reissue", "ａ")) == ["A"]


def test_invite_refuses_unknown_names_and_bad_databases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    assert main(["invite", str(game), "--reissue", "Z"]) == 2
    assert "NAME: Z -- `gm` or a player: A, B, C, D, E, F, G, H, P1, P2, P3" in capsys.readouterr().err
    assert main(["invite", str(game), "--db", "postgresql://somewhere/db"]) == 2
    assert "only SQLite" in capsys.readouterr().err
    text = (game / "game.yaml").read_text(encoding="utf-8").replace("P3]", "GM]")
    (game / "game.yaml").write_text(text, encoding="utf-8")
    assert main(["invite", str(game)]) == 2
    assert "the portal's GM is 'gm'" in capsys.readouterr().err
    assert not (game / DB_NAME).exists()


def test_serve_refuses_a_busy_port_or_no_port_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import socket

    game = copy_game(tmp_path)
    with socket.socket() as busy:  # another program (or a portal already running) holds the port
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", str(game), "--port", str(port)]) == 2
    out, err = capsys.readouterr()
    assert f"cannot listen on 127.0.0.1 port {port}:" in err and "choose another --port" in err
    assert "Traceback" not in err and "the portal of" not in out
    for port_typed in ("99999", "0", "http"):
        assert main(["serve", str(game), "--port", port_typed]) == 2
        err = capsys.readouterr().err
        assert "a whole number from 1 to 65535" in err and "Traceback" not in err
    assert not (game / DB_NAME).exists()


def test_publish_needs_results_and_the_db_can_live_elsewhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    elsewhere = f"sqlite:///{tmp_path / 'portal-elsewhere.sqlite3'}"
    assert main(["publish", str(game), "1", "--db", elsewhere]) == 2
    assert "night 1 has no results yet" in capsys.readouterr().err
    assert main(["night", str(game), "1"]) == 0
    assert main(["publish", str(game), "1", "--db", elsewhere]) == 0
    assert main(["publish", str(game), "1", "--db", elsewhere]) == 0
    assert "already published" in capsys.readouterr().out
    assert (tmp_path / "portal-elsewhere.sqlite3").is_file() and not (game / DB_NAME).exists()


def test_deadline_takes_a_time_minutes_or_now(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = copy_game(tmp_path)
    assert main(["deadline", str(game), "1", "2030-01-02 20:00"]) == 0
    assert "orders lock at 2030-01-02 20:00" in capsys.readouterr().out
    assert main(["deadline", str(game), "1", "tomorrow"]) == 2
    assert "write YYYY-MM-DD HH:MM" in capsys.readouterr().err
    # a time already past would lock the orders at once: refused (a slip of the year, gmwalk2 23)
    # unless `now`, or --past for a GM who means it (then the command says what it did)
    before = Store(db_path(game)).deadline(1)
    assert main(["deadline", str(game), "1", "2020-01-02 20:00"]) == 2
    err = capsys.readouterr().err
    assert "deadline '2020-01-02 20:00': that time has passed (2020-01-02 20:00, the game's time" in err
    assert "or now to lock them now" in err
    assert Store(db_path(game)).deadline(1) == before  # the deadline set earlier stands
    assert main(["deadline", str(game), "1", "2020-01-02 20:00", "--past"]) == 0
    assert "note: that time has passed: night 1's orders are locked now" in capsys.readouterr().err
    assert main(["deadline", str(game), "1", "now"]) == 0
    assert "note:" not in capsys.readouterr().err
    assert main(["deadline", str(game), "1", "+30"]) == 0
    assert "note:" not in capsys.readouterr().err


def test_deadline_and_publish_refuse_a_night_numbered_below_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # as `blackhorse night GAME 0` does; a deadline for night 0 or -1 was stored and reported
    game = copy_game(tmp_path)
    for night in ("0", "-1"):
        assert main(["deadline", str(game), night, "now"]) == 2
        assert f"night {night}: nights are numbered from 1" in capsys.readouterr().err
        assert main(["publish", str(game), night]) == 2
        assert f"night {night}: nights are numbered from 1" in capsys.readouterr().err
    assert not (game / DB_NAME).exists()  # nothing stored: not even a database made for it
    invite(game, capsys)
    assert main(["deadline", str(game), "0", "now"]) == 2  # a database that was there is kept
    with sqlite3.connect(game / DB_NAME) as db:
        assert db.execute("SELECT COUNT(*) FROM deadlines").fetchone() == (0,)


def test_audit_prints_every_save_and_everything_done(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    tokens = {n: link.rsplit("/", 1)[1] for n, link in invite(game, capsys).items()}
    with thread_server(game) as port:
        a = Client(port)
        a.join(tokens["A"])
        a.post("/p/A/orders/1", {"source": "text", "text": "who: A\n", "action": "save"})
        a.post("/p/A/orders/1", {"source": "text", "text": "who: B\n", "action": "save"})
    capsys.readouterr()
    assert main(["audit", str(game), "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    assert [(s["who"], s["outcome"]) for s in log["saves"]] == [("A", "written"), ("A", "refused")]
    assert log["saves"][1]["detail"].startswith("nights/1/A.yaml:1: who: B -- ")
    whats = [e["what"] for e in log["audit"]]
    assert whats[0] == "issued a new link for the game master" and "opened a session with their link" in whats
    assert any(w.startswith("saved A's orders for night 1 as nights/1/A.yaml") for w in whats)
    assert main(["audit", str(game)]) == 0
    assert "#1" in capsys.readouterr().out
    assert main(["audit", str(game), "--json", "--last", "2"]) == 0
    assert len(json.loads(capsys.readouterr().out)["audit"]) == 2
    for last in ("0", "-3"):  # -3 printed everything (SQLite's LIMIT -3 is no limit)
        assert main(["audit", str(game), "--last", last]) == 2
        assert f"--last: {last} -- a number of entries, 1 or more" in capsys.readouterr().err


def test_audit_gives_back_any_saved_version_and_the_file_it_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # PORTAL.md: the log keeps each save's content and the file it replaced "so the GM can
    # recover any earlier version"; nothing printed them (only the database held them)
    game = copy_game(tmp_path)
    typed = (game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")  # the GM's own typing
    tokens = {n: link.rsplit("/", 1)[1] for n, link in invite(game, capsys).items()}
    first, second = 'who: A\norders:\n  - at: "20:30"\n    go: lawn\n', "who: A\n"
    with thread_server(game) as port:
        a = Client(port)
        a.join(tokens["A"])
        for text in (first, second):
            assert a.post("/p/A/orders/1", {"source": "text", "text": text, "action": "save"}).status == 303
    capsys.readouterr()
    assert main(["audit", str(game), "--save", "1"]) == 0
    assert capsys.readouterr().out == first
    assert main(["audit", str(game), "--save", "1", "--replaced"]) == 0
    assert capsys.readouterr().out == typed
    assert main(["audit", str(game), "--save", "2", "--replaced"]) == 0
    assert capsys.readouterr().out == first
    assert main(["audit", str(game), "--save", "9"]) == 2
    assert "--save: 9 -- a save of the log: #1 to #2" in capsys.readouterr().err


def test_serve_on_every_address_warns_and_names_the_page_with_the_proxy_setups(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackhorse.cli import portal_commands

    # everything up to serving: it listens, and returns at once
    monkeypatch.setattr(portal_commands, "listen_and_serve", lambda app, host, port, listening: listening())
    game = copy_game(tmp_path)
    assert main(["serve", str(game), "--host", "0.0.0.0", "--port", str(free_port())]) == 0
    err = capsys.readouterr().err
    assert "warning: reachable from other machines" in err and "(docs/PORTAL.md)" in err  # Caddy, nginx


@pytest.mark.parametrize(
    "argv",
    [
        ["board"],
        ["board", "--json"],
        ["questions"],
        ["audit"],
        ["ask", "1", "C", "Where were you?", "--by", "P1"],  # night 1 not run: no day yet
        ["answer", "1", "In my room."],
        ["accuse", "1", "1", "G", "--by", "P1"],
        ["claim", "1", "A", "21:00", "21:30", "204", "--by", "P1"],
        ["close-day", "1"],
        ["publish", "1"],
        ["deadline", "0", "+30"],  # nights are numbered from 1
    ],
)
def test_a_day_command_that_fails_or_only_reads_makes_no_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    # found by the file fuzzer with the day's commands (issue 20): `board` made portal.sqlite3
    # (and -wal, -shm) in a game never served, and a refused `ask`, `accuse` or `close-day`
    # left one behind beside "nothing was run or written"
    game = copy_game(tmp_path)
    before = sorted(p.name for p in game.iterdir())
    code = main([argv[0], str(game), *argv[1:]])
    assert code in (0, 2), capsys.readouterr().err
    assert sorted(p.name for p in game.iterdir()) == before, code


def test_a_refused_day_command_keeps_a_database_that_was_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    links = invite(game, capsys)
    assert main(["ask", str(game), "1", "C", "Where?", "--by", "P1"]) == 2
    token = links["A"].rsplit("/join/", 1)[1]
    with sqlite3.connect(game / DB_NAME) as db:
        assert db.execute("SELECT count(*) FROM links").fetchone()[0] == len(links)
    assert (game / DB_NAME).is_file() and token
