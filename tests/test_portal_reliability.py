"""Submissions are never lost: many players saving at once, and a server killed mid-save.

Both run a real ``blackhorse serve`` process on 127.0.0.1. The load is bounded by a number
of saves per player, not by time, and nothing here measures speed (benchmarks/ does).
"""

from __future__ import annotations

import contextlib
import hashlib
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path

from blackhorse.portal.access import GM
from blackhorse.portal.store import Store, db_path
from tests.portalkit import (
    NO_SAVE_LIMIT,
    PLAYERS,
    Client,
    copy_game,
    free_port,
    invite_all,
    served_process,
    start_process,
    stop_process,
)

SAVES_EACH = 30  # per player; every fifth has a mistake and must be refused


def orders(who: str, i: int) -> str:
    place = '"206"' if i % 5 == 4 else '"204"'  # 206 is not a place of the inn
    return (
        f'who: {who}\norders:\n  - at: "20:30"\n    go: {place}\n'
        f'  - at: "21:{i % 6}0"\n    go: home\n# save {i}\n'
    )


def test_eleven_players_saving_at_once_lose_nothing(tmp_path: Path) -> None:
    seen: dict[str, list[tuple[int, str]]] = {}  # player: (status, sha256 of what was sent)
    errors: list[str] = []

    def player(who: str) -> None:
        c = Client(site.port)
        c.join(site.tokens[who])
        mine = seen.setdefault(who, [])
        for i in range(SAVES_EACH):
            text = orders(who, i)
            try:
                reply = c.post(f"/p/{who}/orders/1", {"source": "text", "text": text, "action": "save"})
            except OSError as exc:
                errors.append(f"{who} save {i}: {exc}")
                continue
            mine.append((reply.status, hashlib.sha256(text.encode()).hexdigest()))
            c.get(f"/p/{who}")  # and read a page in between, as players do

    with served_process(tmp_path, NO_SAVE_LIMIT) as site:  # a load test, beyond a player's limit
        threads = [threading.Thread(target=player, args=(who,)) for who in PLAYERS]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    game = site.game
    assert not errors
    store = Store(db_path(game))
    for who in PLAYERS:
        statuses = [s for s, _ in seen[who]]
        assert statuses == [422 if i % 5 == 4 else 303 for i in range(SAVES_EACH)], who
        logged = store.saves(who=who)
        # every save is in the log, in the order sent: written whole, or refused with a reason
        assert [s.sha256 for s in logged] == [h for _, h in seen[who]], who
        assert [s.outcome for s in logged] == ["refused" if st == 422 else "written" for st in statuses]
        assert all(s.detail for s in logged)
        last_written = [h for st, h in seen[who] if st == 303][-1]
        on_disk = hashlib.sha256((game / "nights" / "1" / f"{who}.yaml").read_bytes()).hexdigest()
        assert on_disk == last_written, who
    assert store.saves(outcome="pending") == []
    assert not [p for p in (game / "nights" / "1").iterdir() if p.name.startswith(".")]


# Run before `blackhorse serve`: the second order file the server writes hangs just before
# its rename (the moment a save becomes visible), after writing a flag file.
STUCK = """
import time
from collections.abc import Callable
from pathlib import Path
import blackhorse.portal.saving as saving
_real, _calls = saving._replace, []
def _stuck(src, dst):
    _calls.append(src)
    if len(_calls) == 2:
        Path({flag!r}).write_text(str(src))
        time.sleep(3600)
    _real(src, dst)
saving._replace = _stuck
"""


def test_a_server_killed_mid_save_keeps_the_last_good_file_and_says_so(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    flag = tmp_path / "stuck"
    port = free_port()
    proc = start_process(game, port, STUCK.format(flag=str(flag)))
    first, second = orders("A", 0), orders("A", 1)
    try:
        a = Client(port)
        a.join(tokens["A"])
        assert a.post("/p/A/orders/1", {"source": "text", "text": first, "action": "save"}).status == 303
        hung = threading.Thread(
            target=lambda: _quietly(
                lambda: a.post("/p/A/orders/1", {"source": "text", "text": second, "action": "save"})
            )
        )
        hung.start()
        deadline = time.monotonic() + 60
        while not flag.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert flag.exists(), "the second save never reached its rename"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        hung.join()
    finally:
        stop_process(proc)
    order_file = game / "nights" / "1" / "A.yaml"
    assert order_file.read_text(encoding="utf-8") == first  # the last good file, whole
    leftovers = [p.name for p in order_file.parent.iterdir() if p.name.startswith(".A.yaml.new-")]
    assert len(leftovers) == 1  # the half-done save's temporary file, never an order file
    assert [s.outcome for s in Store(db_path(game)).saves(who="A")] == ["written", "pending"]

    proc = start_process(game, port)  # the restart settles what the kill left
    try:
        gm = Client(port)
        gm.join(tokens[GM])
        log = gm.get("/gm/log").body
        a = Client(port)
        a.join(tokens["A"])
        page = a.get("/p/A/orders/1").body
    finally:
        stop_process(proc)
    saves = Store(db_path(game)).saves(who="A")
    assert [s.outcome for s in saves] == ["written", "interrupted"]
    sha = hashlib.sha256(first.encode()).hexdigest()
    assert f"kept its last good version (sha256 {sha[:12]})" in saves[1].detail
    assert "interrupted" in log and "kept its last good version" in log
    assert not [p for p in order_file.parent.iterdir() if p.name.startswith(".A.yaml.new-")]
    assert "# save 0" in page and "# save 1" not in page


def _quietly(call: Callable[[], object]) -> None:
    with contextlib.suppress(OSError):  # the server was killed under this request
        call()


def test_the_portal_finishes_a_killed_write_before_it_writes(tmp_path: Path) -> None:
    # a write killed after its journal (a night run, a day closed, from the portal or a command)
    # was finished by the next command only: the portal's own next write put its journal over
    # it, and the hidden copies were then thrown away as never decided

    from blackhorse.cli.main import main
    from blackhorse.core.fsops import JOURNAL
    from tests.gamekit import killed_day_write
    from tests.portalkit import thread_server

    game = copy_game(tmp_path)
    tokens = invite_all(game)
    assert main(["night", str(game), "1"]) == 0

    killed_day_write(game, "moves: []\n")
    with thread_server(game) as port:  # at start
        assert (game / "days" / "1.yaml").read_text(encoding="utf-8") == "moves: []\n"
        assert not (game / JOURNAL).exists()
        (game / "days" / "1.yaml").unlink()
        killed_day_write(game, "moves:\n  - {who: A, to: '209'}\n")  # while it runs: before its next write
        gm = Client(port)
        assert gm.join(tokens[GM]).status == 303
        refused = gm.act("/gm/do/close-day", {"n": "1"})  # day 1 is the finished write's, not an empty one
        assert refused.refused and "would drop move: A to 209" in refused.body
        assert not (game / JOURNAL).exists()
    audit = [what for _, _, what in Store(db_path(game)).audit_log()]
    assert audit.count("completed an interrupted write of days/1.yaml") == 2


def test_a_server_stopped_by_sigterm_leaves_no_wal_or_shm_beside_the_database(tmp_path: Path) -> None:
    # a GM stops the portal (a service manager's SIGTERM, or Ctrl-C): the game folder is left
    # as a command leaves it, the database whole and no -wal / -shm file beside it
    with served_process(tmp_path) as site:
        for who in ("A", "B", GM):  # pages read and a save written: connections in several threads
            c = Client(site.port)
            c.join(site.tokens[who])
            c.get("/")
        a = Client(site.port)
        a.join(site.tokens["A"])
        assert (
            a.post("/p/A/orders/1", {"source": "text", "text": orders("A", 0), "action": "save"}).status
            == 303
        )
        sqlite = db_path(site.game)
        assert Path(f"{sqlite}-wal").exists()  # the server is writing in WAL mode
    leftovers = sorted(p.name for p in site.game.iterdir() if p.name.startswith(sqlite.name + "-"))
    assert leftovers == []
    assert [s.outcome for s in Store(db_path(site.game)).saves(who="A")] == ["written"]
