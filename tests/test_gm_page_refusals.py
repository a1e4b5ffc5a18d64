"""A refused GM action leads back to the GM's page, which says why once (gmwalk2 38, 23).

A refused action answered 409 at its own address (`/gm/do/deadline`): a reload posted it
again. Now every action, done or refused, redirects to `/gm` (post-redirect-get), and the
page says why it was refused, once. A deadline more than five minutes past (a year typed
2025 for 2026) is refused: it locked every player out at once with only a note.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.portal.access import GM
from blackhorse.portal.store import Store, db_path
from tests.portalkit import served_site


def test_a_refused_action_redirects_to_the_gm_page_which_says_why_once(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        gm = site.client(GM)
        reply = gm.post("/gm/do/run", {"n": "9"})
        assert reply.status == 303 and reply.location == "/gm"
        page = gm.get("/gm")
        assert page.status == 200 and page.refused and "night 9 comes after night 1" in page.body
        again = gm.get("/gm")  # a reload shows the page, not the refusal again, and posts nothing
        assert again.status == 200 and not again.refused


def test_a_deadline_already_past_is_refused_on_the_gm_page(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        gm, a = site.client(GM), site.client("A")
        page = gm.act("/gm/do/deadline", {"n": "1", "when": "2025-12-01 20:00"})
        assert page.refused and "that time has passed (2025-12-01 20:00" in page.body
        assert Store(db_path(site.game)).deadline(1) is None  # nothing set: the orders stay open
        assert "Night 1: orders are open" in a.get("/p/A").body
        zh = gm.act("/gm/do/deadline?lang=zh", {"n": "1", "when": "2025-12-01 20:00"})
        assert "这个时间已经过去（2025-12-01 20:00，本局时间）" in zh.body
        assert not gm.act("/gm/do/deadline", {"n": "1", "when": "now"}).refused  # `now` is meant
        assert "Night 1: orders are locked (the deadline has passed)" in a.get("/p/A").body


def test_a_published_night_is_rerun_from_the_gm_page_only_when_confirmed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackhorse.portal import desk
    from tests.daykit import C_KILLS_D

    monkeypatch.setattr(desk, "FRESH_SECONDS", 0.0)  # the order file edited by hand shows at once

    with served_site(tmp_path) as site:
        gm = site.client(GM)
        assert not gm.act("/gm/do/run", {"n": "1"}).refused  # E dies: case 1
        assert not gm.act("/gm/do/publish", {"n": "1"}).refused
        (site.game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")  # after publishing
        page = gm.get("/gm")  # the stale night names the file and both ways out
        assert "nights/1/C.yaml changed since it was run" in page.body and 'id="replace-played"' in page.body
        ledger = site.game / "nights" / "1" / "results" / "ledger.json"
        kept = ledger.read_bytes()
        page = gm.act("/gm/do/run", {"n": "1"})
        assert page.refused and "night 1 not rerun: nights/1/C.yaml changed since it was run" in page.body
        assert "its reports were published on the portal" in page.body and "--replace-played" in page.body
        assert ledger.read_bytes() == kept  # nothing run, nothing written
        page = gm.act("/gm/do/run", {"n": "1", "replace_played": "1"})  # the GM ticked the box
        assert not page.refused and ledger.read_bytes() != kept
        assert "WARNING: night 1" in page.body and "murder added: D (by C), now case 1" in page.body
        assert "case 1 is now case 2: E (by B)" in page.body


def test_publishing_a_night_not_run_names_the_game_folder(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        page = site.client(GM).act("/gm/do/publish", {"n": "5"})
        assert page.refused and f"run it first (`blackhorse night {site.game} 5`)" in page.body
