"""Saves on the portal are bounded (issue 20): refused saves keep a bounded text, saves are
rate-limited per player, and one player's growth of the database per hour has a stated,
tested bound (portal/savelimit.py). Before, one player grew ``portal.sqlite3`` by 24.5 MB in
20 seconds with refused 38 KB saves, about 4 GB an hour."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.inn.layout import load_inn
from blackhorse.portal import gm_actions, savelimit
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.saving import save_orders
from blackhorse.portal.store import REFUSED_KEPT, Store, db_path
from tests.portalkit import copy_game, served_site

ATTACK = "who: A\norders: 5\n" + "#" * 38_000 + "\n"  # a 38 KB save the checker refuses
GOOD = 'who: A\norders:\n  - {at: "20:30", go: "204"}\n'


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def database_bytes(game: Path) -> int:
    """The database's size once its write-ahead log is folded in."""
    with sqlite3.connect(db_path(game)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return db_path(game).stat().st_size


def test_one_players_refused_saves_grow_the_database_within_the_stated_bound_an_hour(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    desk = Desk(game, None, Store(db_path(game)))
    clock = Clock()
    desk.save_limiter = savelimit.SaveLimiter(clock)
    before = database_bytes(game)
    outcomes: dict[str, int] = {}
    for second in range(3600):  # one save attempt a second, for an hour
        clock.now = float(second)
        result = save_orders(desk, "A", "A", 1, ATTACK)
        outcomes[result.reason] = outcomes.get(result.reason, 0) + 1
    grown = database_bytes(game) - before
    checked = outcomes["problems"]  # the burst, then one every 20 s: 185 in [0 s, 3600 s)
    assert savelimit.saves_per_hour() - 1 <= checked <= savelimit.saves_per_hour()
    assert outcomes == {"problems": checked, "too-fast": 3600 - checked}
    assert grown <= savelimit.hourly_bound(refused=True), grown
    assert grown < 2.5 * 2**20  # the stated figure (docs/PORTAL.md): under 2 MiB, not 4 GB
    refused = desk.store.saves(who="A")
    assert len(refused) == checked  # every save that was checked is logged
    kept = [s.id for s in refused if desk.store.save_texts(s.id) != (None, None)]
    assert kept == [s.id for s in refused[-REFUSED_KEPT:]]  # the last five keep their text


def test_saves_are_limited_per_player_and_say_so(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        a, b, gm = site.client("A"), site.client("B"), site.client(GM)
        for _ in range(savelimit.BURST):
            assert a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 303
        refused = a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"})
        assert refused.status == 429 and "saving too often" in refused.body
        # the GM saving on A's page counts against A's orders; B saves as before
        assert gm.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 429
        good_b = GOOD.replace("who: A", "who: B")
        assert b.post("/p/B/orders/1", {"source": "text", "text": good_b, "action": "save"}).status == 303
        zh = a.post("/p/A/orders/1?lang=zh", {"source": "text", "text": GOOD, "action": "save"})
        assert zh.status == 429 and "保存过于频繁" in zh.body
        # a Check is never limited: it writes nothing
        assert a.post("/p/A/orders/1/check", {"source": "text", "text": GOOD}).status == 200
    assert len(Store(db_path(site.game)).saves(who="A")) == savelimit.BURST  # a refusal adds no row


def test_an_old_refused_saves_text_is_gone_and_audit_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = copy_game(tmp_path)
    store = Store(db_path(game))
    for i in range(REFUSED_KEPT + 3):
        store.refuse_save("A", "A", 1, f"{i:064d}", ATTACK + f"# {i}\n", "problems")
    first, last = store.saves()[0].id, store.saves()[-1].id
    assert main(["audit", str(game), "--save", str(last)]) == 0
    assert capsys.readouterr().out.endswith(f"# {REFUSED_KEPT + 2}\n")
    assert main(["audit", str(game), "--save", str(first)]) == 2
    assert "was refused and its text is no longer kept" in capsys.readouterr().err
    assert "0" * 64 in [s.sha256 for s in store.saves()]  # its digest stays in the log


def test_the_days_writes_are_limited_per_player_and_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # found by the attack on a fresh clone (issue 20): one officer added 100 questions and 100
    # claims in 20 s (~114 MiB an hour), and the case board took 2 s to draw
    with served_site(tmp_path) as site:
        gm, p1, p2, a = site.client(GM), site.client("P1"), site.client("P2"), site.client("A")
        assert gm.post("/gm/do/run", {"n": "1"}).status == 303
        assert gm.post("/gm/do/publish", {"n": "1"}).status == 303  # day 1 opens to the players
        ask = {"day": "1", "tenant": "A", "text": "Where were you at 21:00?"}
        for _ in range(savelimit.DAY_BURST):
            assert p1.post("/p/P1/questions", ask).location == "/p/P1/questions"
        refused = p1.post("/p/P1/questions", ask)
        assert refused.location == "/p/P1/questions?refused=too-many"
        assert "too many in a row" in p1.get(refused.location).body
        assert "提交过于频繁" in p1.get(refused.location + "&lang=zh").body
        claim = {"case": "1", "speaker": "A", "start": "21:00", "until": "21:30", "place": "204"}
        assert p1.post("/p/P1/claims", claim).location == "/p/P1/cases?refused=too-many"  # one bucket
        assert gm.post("/p/P1/claims", claim).location == "/p/P1/cases?refused=too-many"  # P1's page
        assert p2.post("/p/P2/claims", claim).location == "/p/P2/cases"  # another officer's own
        assert a.post("/p/A/day", {"day": "1", "kind": "move", "a": "209"}).location == "/p/A"
    with sqlite3.connect(db_path(site.game)) as db:  # a refused write added no row
        assert db.execute("SELECT count(*) FROM questions").fetchone() == (savelimit.DAY_BURST,)
    capsys.readouterr()  # the GM relaying a chat from the command line is never limited
    assert main(["ask", str(site.game), "1", "B", "And you?", "--by", "P1"]) == 0


def test_one_officers_day_writes_grow_the_database_within_the_stated_bound_an_hour(tmp_path: Path) -> None:
    from blackhorse.portal import gm_actions
    from blackhorse.portal.daytext import MAX_TEXT
    from blackhorse.portal.questioning import ask

    game = copy_game(tmp_path)
    desk = Desk(game, None, Store(db_path(game)))
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")  # day 1 opens to the players
    clock = Clock()
    desk.day_limiter = savelimit.SaveLimiter(clock, day=True)
    before = database_bytes(game)
    asked = 0
    for second in range(3600):  # one question a second, each the longest, for an hour
        clock.now = float(second)
        if desk.day_limiter.allow("P1"):
            assert ask(desk, "P1", 1, "A", "问" * MAX_TEXT) == ""
            asked += 1
    grown = database_bytes(game) - before
    assert savelimit.day_writes_per_hour() - 1 <= asked <= savelimit.day_writes_per_hour()
    assert grown <= savelimit.day_hourly_bound(), grown
    assert savelimit.day_hourly_bound() < 4 * 2**20  # the stated figure (docs/PORTAL.md)


def test_every_refused_save_is_a_row_of_the_save_log_with_what_was_sent(tmp_path: Path) -> None:
    """A Chinese GM's walk: refused saves in the player's own words, a slot form holding a value
    the file cannot say, and a dead player's save never reached the save log (docs/PORTAL.md:
    "each save, written or refused, is a row"); the GM could not see what the player typed."""
    with served_site(tmp_path) as site:
        desk = Desk(site.game, load_inn(), Store(db_path(site.game)))
        a = site.client("A")
        words = a.post("/p/A/orders/1", {"source": "message", "message": "8点去206", "action": "save"})
        slot = {"source": "form", "s0_go": "204", "s0_kill": "C", "s0_who": "B", "s0_if": "alone"}
        form = a.post("/p/A/orders/1", {**slot, "action": "save"})
        a.post("/p/A/orders/1", {"source": "message", "message": "8点去206", "action": "check"})  # no row
        gm_actions.run_night(desk, 1, "test")
        gm_actions.publish(desk, 1, "test")  # E is killed on night 1
        e = site.client("E")
        dead = e.post("/p/E/orders/1", {"source": "text", "text": "who: E\n", "action": "save"})
    assert (words.status, form.status, dead.status) == (422, 422, 409)
    store = Store(db_path(site.game))
    rows = store.saves()
    assert [(r.who, r.by, r.night, r.outcome) for r in rows] == [
        ("A", "A", 1, "refused"),
        ("A", "A", 1, "refused"),
        ("E", "E", 1, "refused"),
    ]
    assert "206" in rows[0].detail and store.save_texts(rows[0].id) == ("8点去206\n", None)
    assert "alone" in rows[1].detail and "s0" not in rows[1].detail
    assert rows[2].detail in ("cannot-act", "not-open") and store.save_texts(rows[2].id) == ("who: E\n", None)
