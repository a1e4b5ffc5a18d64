"""Who may open what on the portal: every route x every identity -> the expected status.

The identities: each tenant, each police officer, the GM, someone without a session,
someone holding a replaced link and the session it had opened, someone holding a session
whose link was revoked (`invite --revoke`), and someone who logged out and kept the cookie.
The game is the example first night, run and published, so every kind of page has something
to show (or to hide).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from blackhorse.inn.layout import load_inn
from blackhorse.portal import gm_actions
from blackhorse.portal.access import GM, issue_link, revoke_link
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import PLAYERS, Client, copy_game, invite_all, thread_server

ANON, REVOKED = "(anonymous)", "(revoked link)"  # REVOKED: a link replaced by --reissue
CUT, LOGGED_OUT = "(link revoked)", "(logged out)"  # a link killed by --revoke; a session closed
NO_SESSION = (ANON, REVOKED, CUT, LOGGED_OUT)
IDENTITIES = (*PLAYERS, GM, *NO_SESSION)

# (method, path with {X} for a player's name, form fields)
PERSON_ROUTES = [
    ("GET", "/p/{X}", {}),
    ("GET", "/p/{X}/orders/1", {}),
    ("GET", "/p/{X}/orders/2", {}),
    ("GET", "/p/{X}/orders/1/file", {}),
    ("GET", "/p/{X}/orders/0", {}),  # no such night: 404 (to the owner and the GM)
    ("GET", "/p/{X}/orders/3", {}),  # night 2 is the next; night 3 is nothing yet
    ("POST", "/p/{X}/orders/9", {"source": "text", "text": "who: {X}\n", "action": "save"}),
    ("GET", "/p/{X}/reports/1/en", {}),
    ("GET", "/p/{X}/reports/1/zh", {}),
    ("POST", "/p/{X}/orders/2/check", {"source": "text", "text": "who: {X}\n"}),
    ("POST", "/p/{X}/orders/1", {"source": "text", "text": "who: {X}\n", "action": "check"}),
    ("POST", "/p/{X}/orders/1", {"source": "text", "text": "who: {X}\n", "action": "save"}),
    ("POST", "/p/{X}/day", {"day": "1", "withdraw": "999999"}),
    ("POST", "/p/{X}/day", {"day": "1", "kind": "move", "a": "209"}),
    ("GET", "/p/{X}/questions", {}),  # a tenant's own thread; every thread for an officer
    ("POST", "/p/{X}/questions", {"day": "1", "action": "ask", "tenant": "A", "text": "Where?"}),
    ("POST", "/p/{X}/questions", {"action": "answer", "question": "999999", "text": "Here."}),
    ("GET", "/p/{X}/cases", {}),  # the police's case board and proposals: officers (and the GM) only
    ("POST", "/p/{X}/proposals", {"day": "1", "action": "object", "proposal": "999999"}),
    ("POST", "/p/{X}/proposals", {"day": "1", "case": "1", "suspect": "G"}),  # an officer's agreement
    ("POST", "/p/{X}/claims", {"action": "remove", "claim": "999999"}),
    (
        "POST",
        "/p/{X}/claims",
        {"case": "1", "speaker": "A", "start": "21:00", "until": "21:30", "place": "204"},
    ),
]
GM_ROUTES = [
    ("GET", "/gm", {}),
    ("GET", "/gm/log", {}),
    ("GET", "/gm/questions", {}),
    ("GET", "/reveal", {}),  # before the reveal: the GM only (a player: no page, 404)
    ("GET", "/reveal/nights/1/gm", {}),
    ("GET", "/reveal/nights/1/replay", {}),
    ("GET", "/reveal/nights/1/reports/A/en", {}),
    ("GET", "/gm/nights/1/gm", {}),
    ("GET", "/gm/nights/1/replay", {}),
    ("GET", "/gm/nights/1/charts/timeline.svg", {}),
    ("GET", "/gm/nights/1/chart/timeline", {}),
    ("POST", "/gm/do/publish", {"n": "1"}),
    ("POST", "/gm/do/deadline", {"n": "2", "when": "+60"}),
    ("POST", "/gm/do/run", {"n": "9"}),
    ("POST", "/gm/do/close-day", {"n": "9"}),
    ("POST", "/gm/do/deadline", {"n": "0", "when": "now"}),
    ("GET", "/gm/nights/2/gm", {}),
    ("GET", "/p/Z", {}),  # nobody of the game: 404 for the GM, and 403 (not 404) for a player
]
# the GM's reveal: refused to everyone else (the GM's own reveal ends the secrets: tested by
# tests/test_portal_day.py, never in this table, whose later rows need the secrets kept)
REFUSED_ROUTES: list[tuple[str, str, dict[str, str]]] = [("POST", "/gm/reveal", {})]
ANYONE_ROUTES = [  # a session of one's own is all they need (static files: not even that)
    ("GET", "/board", {}),  # the public board
    ("GET", "/inn", {}),  # the floor plan and the travel table (what every player knows)
    ("POST", "/lang", {"lang": "en", "back": "/"}),
    ("GET", "/static/portal.js", {}),
    ("GET", "/static/portal.css", {}),
    ("GET", "/static/cjkfont.js", {}),  # whether the browser draws Chinese, in every page's head
    ("GET", "/static/cjk.otf", {}),  # the Chinese font, for a browser without one (portal/cjkfont.py)
]


@dataclass
class World:
    game: Path
    port: int
    clients: dict[str, Client]
    tokens: dict[str, str]  # everyone's live link


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    with built_world(tmp_path_factory.mktemp("access")) as built:
        yield built


@contextmanager
def built_world(tmp: Path, publish: bool = True) -> Iterator[World]:
    """The played and published first night, served, with a client for every identity
    (also used by ``benchmarks/access_table.py`` for the long shuffled run); ``publish``
    False: run and not published (tests/test_portal_unpublished.py)."""
    game = copy_game(tmp)
    tokens = invite_all(game)
    store = Store(db_path(game))
    desk = Desk(game, load_inn(), store)
    gm_actions.run_night(desk, 1, "test")
    if publish:
        gm_actions.publish(desk, 1, "test")
    with thread_server(game) as port:
        clients = {name: Client(port) for name in (*PLAYERS, GM)}
        old = Client(port)
        assert old.join(tokens["H"]).status == 303
        tokens["H"] = issue_link(store, "H", "test")  # H's link replaced: the old one and its session die
        cut = Client(port)
        assert cut.join(tokens["G"]).status == 303
        assert revoke_link(store, "G", "test")  # G's link revoked: its session dies; G then gets a new one
        tokens["G"] = issue_link(store, "G", "test")
        out = Client(port)
        assert out.join(tokens["F"]).status == 303
        kept = out.cookie
        assert out.post("/logout", {}).status == 200
        out.cookie = kept  # the cookie a shared computer may still hold after "Log out"
        for name, client in clients.items():
            assert client.join(tokens[name]).status == 303, name
        clients[ANON] = Client(port)
        clients[REVOKED] = old
        clients[CUT] = cut
        clients[LOGGED_OUT] = out
        yield World(game, port, clients, tokens)


def owner_ok(world: World, method: str, path: str, owner: str, data: dict[str, str]) -> int:
    """What the owner (or the GM) gets on one of the owner's routes."""
    results = world.game / "nights" / "1" / "results"
    if any(path.split("?")[0].endswith(f"/orders/{n}") for n in (0, 3, 9)):
        return 404
    if path.endswith("/file"):
        return 200 if (world.game / "nights" / "1" / f"{owner}.yaml").is_file() else 404
    if "/reports/1/" in path:
        lang = path.rsplit("/", 1)[1]
        return 200 if (results / "reports" / f"{owner}.{lang}.md").is_file() else 404
    if path.endswith("/day") or path.endswith("/questions") and method == "POST":
        return 303
    if path.endswith(("/cases", "/proposals", "/claims")):  # police only, even for the GM
        return (303 if method == "POST" else 200) if owner.startswith("P") else 403
    if method == "POST" and path.endswith("/orders/1") and data.get("action") == "save":
        return 409  # night 1 has been run: its orders are locked, for the GM too
    if method == "POST" and path.endswith("/orders/1") and owner == "E":
        return 409  # E died on night 1: out of the game, nothing is read, not even a check
    return 200


def expected(world: World, who: str, method: str, path: str, owner: str | None, data: dict[str, str]) -> int:
    if path.startswith("/static/"):
        return 200
    if path.startswith("/join/"):  # a link's page: whose link it is, and its button (a GET opens nothing)
        return 303 if who == owner else 200  # its owner's own session goes straight to their page
    if who in NO_SESSION:
        return 401
    if owner == "*":
        return 200 if path in ("/board", "/inn") else 303
    if owner is None and path.startswith("/reveal"):
        return 200 if who == GM else 404  # nothing of the truth exists for a player before the reveal
    if owner is None:  # a GM route
        if who != GM:
            return 403  # also for a player asking for a name nobody has: nothing tells who exists
        if path in ("/gm/do/run", "/gm/do/close-day") or data.get("n") == "0":
            # night 9 and day 9 cannot be played now, night 0 is none: refused, the reason shown
            # on the GM's page the redirect leads to (never left on the post's address)
            return 303
        if path.startswith("/p/") or path.startswith("/gm/nights/2/"):
            return 404  # no such player; night 2 has not been run
        return 303 if method == "POST" else 200
    if who != owner and who != GM:
        return 403
    return owner_ok(world, method, path, owner, data)


def table(world: World) -> list[tuple[str, str, str, str | None, dict[str, str]]]:
    rows: list[tuple[str, str, str, str | None, dict[str, str]]] = []
    for owner in PLAYERS:
        for method, path, data in PERSON_ROUTES:
            filled = {k: v.replace("{X}", owner) for k, v in data.items()}
            rows += [(who, method, path.replace("{X}", owner), owner, filled) for who in IDENTITIES]
    for method, path, data in GM_ROUTES:
        rows += [(who, method, path, None, data) for who in IDENTITIES]
    for method, path, data in REFUSED_ROUTES:
        rows += [(who, method, path, None, data) for who in IDENTITIES if who != GM]
    for method, path, data in ANYONE_ROUTES:
        rows += [(who, method, path, "*", data) for who in IDENTITIES]
    for owner in (*PLAYERS, GM):  # every live link's page (its button's post: test_portal_forms)
        rows += [(who, "GET", f"/join/{world.tokens[owner]}", owner, {}) for who in IDENTITIES]
    return rows


def test_every_route_against_every_identity(world: World) -> None:
    wrong = []
    rows = table(world)
    for who, method, path, owner, data in rows:
        client = world.clients[who]
        reply = client.get(path) if method == "GET" else client.post(path, data)
        want = expected(world, who, method, path, owner, data)
        if reply.status != want:
            wrong.append(f"{who:>15} {method} {path}: {reply.status}, expected {want}")
    routes = len(PLAYERS) * len(PERSON_ROUTES) + len(GM_ROUTES) + len(ANYONE_ROUTES) + len(PLAYERS) + 1
    assert len(rows) == len(IDENTITIES) * routes + (len(IDENTITIES) - 1) * len(REFUSED_ROUTES)
    assert not wrong, "\n".join(wrong)


def test_a_refused_page_shows_nothing_of_its_owner(world: World) -> None:
    """The 403 page of B's page seen by A holds none of B's secrets (room, targets, orders)."""
    a = world.clients["A"]
    for path in ("/p/B", "/p/B/orders/1", "/p/B/reports/1/en"):
        reply = a.get(path)
        assert reply.status == 403
        assert 'id="targets"' not in reply.body and 'id="room"' not in reply.body and "peek" not in reply.body


def test_police_never_see_targets(world: World) -> None:
    for officer in ("P1", "P2", "P3"):
        body = world.clients[officer].get(f"/p/{officer}").body
        assert 'id="targets"' not in body
        assert 'id="cases"' in body  # the cases instead: victim, night, place
    tenant_page = world.clients["A"].get("/p/A").body
    assert 'id="targets"' in tenant_page


def test_the_root_sends_each_person_to_their_own_page(world: World) -> None:
    assert world.clients["C"].get("/").location == "/p/C"
    assert world.clients[GM].get("/").location == "/gm"
    assert world.clients[ANON].get("/").status == 401


def test_a_revoked_link_is_dead(world: World) -> None:
    fresh = Client(world.port)
    reply = fresh.get("/join/" + "x" * 43)
    assert reply.status == 403 and not fresh.cookie


def test_the_gm_reads_a_players_page_in_the_third_person(world: World) -> None:
    # the GM on A's page read "Your targets (secret)" and "Day 1: your requests", as if A
    gm_view, own = world.clients[GM].get("/p/A").body, world.clients["A"].get("/p/A").body
    assert "A&#39;s targets (secret)" in gm_view and "Day 1: A&#39;s requests" in gm_view
    assert "Your targets" not in gm_view and "your requests" not in gm_view
    assert "Your targets (secret)" in own and "Day 1: your requests" in own
    assert "E can read their reports" in world.clients[GM].get("/p/E").body  # E died in night 1


def test_the_days_pages_hold_no_secret_before_the_reveal(world: World) -> None:
    """The board, the threads and the police's case board never name a killer, a minute, a
    witness or anyone's targets (night 1: E killed by B at 22:14 on the lawn, seen by A, D, G)."""
    for name in PLAYERS:
        client = world.clients[name]
        pages = ["/board", f"/p/{name}/questions"] + ([f"/p/{name}/cases"] if name.startswith("P") else [])
        for path in pages:
            body = client.get(path).body
            lowered = body.lower()
            assert "22:14" not in body and "killer" not in lowered and "witness" not in lowered, (name, path)
            assert 'id="targets"' not in body and "targets" not in lowered, path
