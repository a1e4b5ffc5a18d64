"""Secrets on the portal (issue 20): police never learn whether an accusation was right, no
secret travels in an address, the GM's reserved name is compared as every name is."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.portal.access import GM
from tests.portalkit import Client, Site, invite_all, thread_server
from tests.scenariokit import SCENARIOS

POLICE = ("P1", "P2", "P3")
TOLD = ("solved", "wrong person", "告破", "未破", "抓错", "破案", "killer", "凶手")


@dataclass
class TwoDays:
    site: Site
    pages: dict[str, list[str]]  # "after day N": every police page, zh and en


@pytest.fixture(scope="module")
def two_days(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TwoDays]:
    """full-game's first two nights played on the portal: day 1 a wrong accusation (case 1,
    E killed by B: G accused), day 2 a right one (case 2, A killed by D: D accused)."""
    game = tmp_path_factory.mktemp("secrets") / "game"
    shutil.copytree(SCENARIOS / "full-game", game, ignore=shutil.ignore_patterns("days", "3", "results"))
    tokens = invite_all(game)
    with thread_server(game) as port:
        site = Site(game, port, tokens)
        gm, p1, p2, p3, c = (site.client(n) for n in (GM, "P1", "P2", "P3", "C"))
        officers = {"P1": p1, "P2": p2, "P3": p3}

        def accuse(day: str, case: str, suspect: str) -> None:  # every officer agrees (seed 六.3)
            for name, officer in officers.items():
                form = {"day": day, "kind": "accusation", "a": case, "b": suspect}
                assert officer.post(f"/p/{name}/day", form).location == f"/p/{name}"

        assert gm.post("/gm/do/run", {"n": "1"}).location == "/gm"
        assert gm.post("/gm/do/publish", {"n": "1"}).location == "/gm"  # day 1 opens to the players
        accuse("1", "1", "G")
        assert c.post("/p/C/day", {"day": "1", "kind": "move", "a": "209"}).location == "/p/C"
        assert p1.post("/p/P1/day", {"day": "1", "kind": "police-move", "a": "207"}).location == "/p/P1"
        assert gm.post("/gm/do/close-day", {"n": "1"}).location == "/gm"
        pages = {"after day 1": everything_police_see(site)}
        assert "A (by D)" in gm.get(gm.post("/gm/do/run", {"n": "2"}).location).body
        assert gm.post("/gm/do/publish", {"n": "2"}).location == "/gm"  # day 2 opens to the players
        accuse("2", "2", "D")
        assert gm.post("/gm/do/close-day", {"n": "2"}).location == "/gm"
        pages["after day 2"] = everything_police_see(site)
        yield TwoDays(site, pages)


def everything_police_see(site: Site) -> list[str]:
    return [body for name in POLICE for body in police_pages(name, site.client(name))]


def police_pages(name: str, client: Client) -> list[str]:
    """Every page an officer can reach from their own page, each in both languages."""
    paths = [f"/p/{name}", *(f"/p/{name}/orders/{n}" for n in (1, 2, 3))]
    paths += [f"/p/{name}/reports/{n}/{lang}" for n in (1, 2) for lang in ("zh", "en")]
    paths += [f"/p/{name}/orders/{n}/file" for n in (1, 2)]
    paths += [f"/p/{name}/cases", f"/p/{name}/questions", "/board"]  # the day's pages (issue 23)
    pages = []
    for path in paths:
        for lang in ("zh", "en"):
            reply = client.get(f"{path}{'&' if '?' in path else '?'}lang={lang}")
            assert reply.status in (200, 404), (path, reply.status)
            pages.append(reply.body)
    return pages


def test_police_pages_never_say_whether_an_accusation_was_right(two_days: TwoDays) -> None:
    # "case not solved: wrong person" / "案件未破：抓错了人" was on the accusing officer's page
    after1, after2 = two_days.pages["after day 1"], two_days.pages["after day 2"]
    assert any("granted (G jailed)" in body for body in after1)  # what became of the accused, said
    assert any("G被关押" in body for body in after1)
    assert any("granted (D jailed)" in body for body in after2)
    assert any("D被关押" in body for body in after2)
    for moment, bodies in two_days.pages.items():
        for body in bodies:
            for word in TOLD:
                assert word not in body, (moment, word)


def test_the_gm_still_reads_which_accusation_was_right(
    two_days: TwoDays, capsys: pytest.CaptureFixture[str]
) -> None:
    gm = two_days.site.client(GM)
    assert "case 2: D: granted (D jailed; case solved)" in gm.get("/gm/log").body
    capsys.readouterr()
    assert main(["status", str(two_days.site.game)]) == 0
    assert "Solved: 1 of 2" in capsys.readouterr().out


def test_no_secret_in_an_address_after_any_action(tmp_path: Path) -> None:
    # /gm?done=night 1: E (by B) put the night's killer in the browser's history
    game = tmp_path / "game"
    shutil.copytree(SCENARIOS / "first-night", game)
    tokens = invite_all(game)
    with thread_server(game) as port:
        site = Site(game, port, tokens)
        gm, other_gm = site.client(GM), site.client(GM)
        for action, fields in (
            ("deadline", {"n": "1", "when": "+60"}),
            ("run", {"n": "1"}),
            ("publish", {"n": "1"}),
            ("close-day", {"n": "1"}),
        ):
            reply = gm.post(f"/gm/do/{action}", fields)
            assert reply.status == 303 and reply.location == "/gm", (action, reply.location)
            page = gm.get(reply.location).body
            assert 'id="done"' in page or "Done:" in page, action
            if action == "run":
                assert "E (by B)" in page  # the GM reads it on the page, once
                assert "E (by B)" not in gm.get("/gm").body  # not again from the address
                assert "E (by B)" not in other_gm.get("/gm").body  # nor on another session's page
        a = site.client("A")
        saved = a.post("/p/A/day", {"day": "1", "kind": "move", "a": "209"})
        assert saved.location in ("/p/A", "/p/A?refused=not-open")


def test_the_gms_name_is_reserved_regardless_of_case_and_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a tenant named `ｇｍ` passed; `invite --revoke ｇｍ` then revoked the GM's link, not theirs
    game = tmp_path / "game"
    shutil.copytree(SCENARIOS / "first-night", game)
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text.replace("H:", "ｇｍ:").replace(", H]", ", ｇｍ]"), encoding="utf-8")
    for argv in (["invite", str(game)], ["invite", str(game), "--revoke", "ｇｍ"]):  # serve: the same check
        capsys.readouterr()
        assert main(argv) == 2, argv
        assert "ｇｍ -- any name but 'gm'" in capsys.readouterr().err
    assert not (game / "portal.sqlite3").exists()
