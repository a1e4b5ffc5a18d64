"""A night run but not published shows the players nothing of it (gmwalk2 finding 1).

docs/PORTAL.md, "What players see of a night": until the GM publishes night N, every player's
page, form, day request and the board stay where they were before night N was run (no death,
no case, no report, no day); a published night rerun afterwards keeps showing what was
published until the GM publishes it again. The night's results reached the players first:
after `night` (or the GM page's Run) the police saw the new case, the victim's page said they
were killed, and every page switched to the day and took day requests.

Each test is a table: every player's routes (as the player and as the GM reading their
page), the board and the inn, each with what it must not show, or refuse, then the same
routes once the GM publishes, so the table cannot pass by showing nothing at all.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from blackhorse.cli.main import main
from blackhorse.portal.access import GM
from blackhorse.portal.store import Store, db_path
from tests.daykit import C_KILLS_D, two_case_game
from tests.portalkit import PLAYERS, POLICE, TENANTS, Client, copy_game, invite_all, thread_server
from tests.test_portal_access import NO_SESSION, World, built_world, expected, table

DEAD = ("D", "E")  # two_case_game: D killed by C in 205, E by B on the lawn
LOCKED = "Night 1: orders are locked (the night has been run)"


@dataclass(frozen=True)
class Row:
    method: str
    path: str
    form: dict[str, str]
    who: str  # the identity asking (a player on their own page, or the GM on theirs)


def rows() -> list[Row]:
    """Every route a player's page offers for what a night changes, for every identity."""
    out: list[Row] = []
    for owner in PLAYERS:
        routes: list[tuple[str, str, dict[str, str]]] = [
            ("GET", f"/p/{owner}", {}),
            ("GET", f"/p/{owner}/reports/1/en", {}),
            ("GET", f"/p/{owner}/reports/1/zh", {}),
            ("GET", f"/p/{owner}/orders/2", {}),
            ("GET", f"/p/{owner}/questions", {}),
            ("POST", f"/p/{owner}/day", {"day": "1", "kind": "move", "a": "209"}),
        ]
        if owner in POLICE:
            routes += [
                ("GET", f"/p/{owner}/cases", {}),
                ("POST", f"/p/{owner}/day", {"day": "1", "kind": "police-move", "a": "209"}),
                ("POST", f"/p/{owner}/day", {"day": "1", "kind": "accusation", "a": "1", "b": "G"}),
                ("POST", f"/p/{owner}/proposals", {"day": "1", "case": "1", "suspect": "G"}),
                ("POST", f"/p/{owner}/questions", {"day": "1", "action": "ask", "tenant": "A", "text": "?"}),
                (
                    "POST",
                    f"/p/{owner}/claims",
                    {"case": "1", "speaker": "A", "start": "21:00", "until": "21:30", "place": "204"},
                ),
            ]
        for who in (owner, GM):
            out += [Row(m, p, f, who) for m, p, f in routes if not (who == GM and m == "POST")]
    for who in (*PLAYERS, GM):
        out += [Row("GET", "/board", {}, who), Row("GET", "/inn", {}, who)]
    return out


def owner_of(path: str) -> str:
    return path.split("/")[2] if path.startswith("/p/") else ""


def hidden(row: Row, status: int, location: str, body: str) -> str:
    """What is wrong with the answer to ``row`` while night 1 is not published ("" if nothing)."""
    owner = owner_of(row.path)
    if "/reports/1/" in row.path:
        if row.who == GM:  # the GM reads every report there is, published or not
            return "" if status == 200 or owner in DEAD or owner in POLICE else f"the GM got {status}"
        return "" if status == 404 else f"{status}: an unpublished report was served"
    if row.path.endswith("/orders/2"):  # night 2 opens only with day 1
        return "" if status == 404 else f"{status}: night 2's orders page before day 1 was announced"
    if row.method == "POST":
        # refused: the day is not open (a claim: there is no case 1 to claim about)
        return "" if "refused=" in location else f"{status} {location}: the day took a request"
    if status != 200:
        return f"status {status}"
    for said in ("Day 1", "requests are open", "killed on", "was killed", "dead since", "Lawn", "lawn"):
        if said in body and not (said.lower() == "lawn" and row.path == "/inn"):
            return f"shows {said!r}"
    if row.path == f"/p/{owner}" and LOCKED not in body:
        return "does not say the night is locked"
    if row.path.endswith("/cases") and "No murders so far." not in body:
        return "shows a case"
    if row.path == "/board" and "before night 1" not in body:
        return "the board moved on"
    return ""


def shown(row: Row, status: int, location: str, body: str) -> str:
    """The same routes once night 1 is published: what must now show ("" if it does)."""
    owner = owner_of(row.path)
    if row.path == f"/p/{owner}" and owner in DEAD and "killed on night 1" not in body:
        return "the victim's page does not say so"
    if row.path == f"/p/{owner}" and owner not in DEAD and "Day 1: requests are open" not in body:
        return "the day is not open"
    if row.path.endswith("/cases") and "No murders so far." in body:
        return "no case shown"
    if row.path == "/board" and "after night 1" not in body:
        return "the board did not move on"
    if "/reports/1/en" in row.path and owner in TENANTS and owner not in DEAD and status != 200:
        return f"{status}: a published report was not served"
    return ""


def run_table(port: int, tokens: dict[str, str], judge: Callable[[Row, int, str, str], str]) -> list[str]:
    clients = {name: Client(port) for name in (*PLAYERS, GM)}
    for name, client in clients.items():
        assert client.join(tokens[name]).status == 303, name
    wrong = []
    for row in rows():
        client = clients[row.who]
        reply = client.get(row.path) if row.method == "GET" else client.post(row.path, row.form)
        why = judge(row, reply.status, reply.location, reply.body)
        if why:
            wrong.append(f"{row.who} {row.method} {row.path} {row.form}: {why}")
    return wrong


def victims(page: str) -> list[str]:
    """The victims of the police's case table (case, night, victim, place, accused)."""
    table = page.split('id="cases"', 1)[1].split("</section>", 1)[0]
    return re.findall(r"<tr><td>\d+</td><td>\d+</td><td>([^<]+)</td>", table)


def day_rows(game: Path) -> int:
    with sqlite3.connect(db_path(game)) as db:
        return sum(
            db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("requests", "questions", "proposals", "claims")
        )


def test_a_night_run_but_not_published_shows_the_players_nothing_of_it(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path, run=True, publish=False)
    with thread_server(game) as port:
        wrong = run_table(port, tokens, hidden)
        assert not wrong, "\n".join(wrong)
        assert day_rows(game) == 0  # nothing was filed, asked, proposed or claimed
        gm = Client(port)
        assert gm.join(tokens[GM]).status == 303
        page = gm.get("/gm").body
        assert "Day 1: requests are open" in page  # the GM's own page is the game as it stands
        assert "The players see nothing of night 1 yet" in page
        assert gm.post("/gm/do/publish", {"n": "1"}).location == "/gm"
        assert "The players see nothing of night 1 yet" not in gm.get("/gm").body
        assert run_table(port, tokens, shown) == []


def test_a_night_run_from_the_command_line_is_not_told_before_publishing(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    assert main(["night", str(game), "1"]) == 0
    with thread_server(game) as port:
        e, p1 = Client(port), Client(port)
        assert e.join(tokens["E"]).status == 303 and p1.join(tokens["P1"]).status == 303
        assert "killed on" not in e.get("/p/E").body
        assert "No murders so far." in p1.get("/p/P1/cases").body
    # the command line's day actions wait for the publication too, and say why
    assert main(["ask", str(game), "1", "A", "Where were you?", "--by", "P1"]) == 2
    assert main(["publish", str(game), "1"]) == 0
    assert main(["ask", str(game), "1", "A", "Where were you?", "--by", "P1"]) == 0


def test_a_published_night_rerun_shows_what_was_published_until_published_again(tmp_path: Path) -> None:
    """Night 1 published (E killed), then C's orders corrected to kill D and the night rerun
    from the command line: the players keep reading night 1 as published (D alive, one case,
    C's report as it was) until the GM publishes it again."""
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    assert main(["night", str(game), "1"]) == 0
    assert main(["publish", str(game), "1"]) == 0
    with thread_server(game) as port:
        c, d, p1, gm = (Client(port) for _ in range(4))
        for client, name in ((c, "C"), (d, "D"), (p1, "P1"), (gm, GM)):
            assert client.join(tokens[name]).status == 303
        report_before = c.get("/p/C/reports/1/en").body
        (game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")
        # corrected but not yet rerun (stale), then rerun: the same, both times
        for rerun in (False, True):
            if rerun:  # a published night whose orders changed: only with the stronger flag
                assert main(["night", str(game), "1"]) == 2
                assert main(["night", str(game), "1", "--replace-played"]) == 0
            assert "killed on" not in d.get("/p/D").body
            assert "Day 1: requests are open" in d.get("/p/D").body
            assert victims(p1.get("/p/P1").body) == ["E"], rerun
            assert c.get("/p/C/reports/1/en").body == report_before
            board = c.get("/board").body
            assert "after night 1" in board and "D" not in board.split("night 1:")[-1].split("<")[0]
        assert "changed since" in gm.get("/gm").body
        assert gm.get("/p/C/reports/1/en").body != report_before  # the GM reads the rerun
        assert gm.post("/gm/do/publish", {"n": "1"}).location == "/gm"
        assert "killed on night 1" in d.get("/p/D").body
        assert sorted(victims(p1.get("/p/P1").body)) == ["D", "E"]
        assert c.get("/p/C/reports/1/en").body != report_before
        assert "changed since" not in gm.get("/gm").body
    audit = [what for _, _, what in Store(db_path(game)).audit_log()]
    assert any("published the reports of night 1 again" in w for w in audit)


def unpublished_status(
    world: World, who: str, method: str, path: str, owner: str | None, data: dict[str, str]
) -> int:
    """What every route answers every identity while night 1 is run and not published: as
    once published (tests/test_portal_access.py), but no player reads a report of night 1,
    and night 2's orders do not exist yet (404), for the GM too."""
    want = expected(world, who, method, path, owner, data)
    if who in NO_SESSION or owner in (None, "*") or (who not in (owner, GM)):
        return want
    if "/orders/2" in path:
        return 404
    if "/reports/1/" in path and who != GM:
        return 404
    if path.endswith("/orders/1") and owner == "E" and data.get("action") == "check":
        return 200  # E is not known to be dead: checked as anyone's orders (published: 409, out of the game)
    return want


def test_every_route_against_every_identity_before_the_night_is_published(tmp_path: Path) -> None:
    with built_world(tmp_path, publish=False) as world:
        wrong = []
        for who, method, path, owner, data in table(world):
            client = world.clients[who]
            reply = client.get(path) if method == "GET" else client.post(path, data)
            want = unpublished_status(world, who, method, path, owner, data)
            if reply.status != want:
                wrong.append(f"{who:>15} {method} {path} {data}: {reply.status}, expected {want}")
            day_write = who in PLAYERS and path.endswith(("/day", "/proposals", "/claims"))
            if day_write and reply.status == 303 and "refused=" not in reply.location:  # never filed
                wrong.append(f"{who:>15} {method} {path} {data}: filed ({reply.location})")
        assert not wrong, "\n".join(wrong)
        assert day_rows(world.game) == 0


def test_every_tenant_and_officer_is_in_the_table() -> None:
    assert {owner_of(r.path) for r in rows()} - {""} == set(TENANTS) | set(POLICE)
