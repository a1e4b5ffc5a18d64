"""The portal's forms: CSRF on every form, size limits, the link rate limit, and what a save does."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest

from blackhorse.portal.access import GM, AttemptLimiter
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, Site, served_site

GOOD = 'who: A\norders:\n  - at: "20:30"\n    go: "204"\n  - at: "21:00"\n    go: home\n'
BAD = 'who: A\norders:\n  - at: "20:30"\n    go: "206"\n  - at: "20:35"\n    go: home\n'


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    with served_site(tmp_path) as s:
        yield s


# Every form of the portal, as (path, fields); each must refuse a post without the right token.
FORMS = [
    ("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}),
    ("/p/A/orders/1/check", {"source": "text", "text": GOOD}),
    ("/p/A/day", {"day": "1", "kind": "move", "a": "209"}),
    ("/lang", {"lang": "zh"}),
    ("/logout", {}),
    ("/gm/do/deadline", {"n": "1", "when": "now"}),
    ("/gm/do/publish", {"n": "1"}),
    ("/gm/do/run", {"n": "1"}),
    ("/gm/do/close-day", {"n": "1"}),
]


def test_every_form_refuses_a_post_without_its_csrf_token(site: Site) -> None:
    before = (site.game / "nights" / "1" / "A.yaml").read_bytes()
    a, gm, b = site.client("A"), site.client(GM), site.client("B")
    for path, fields in FORMS:
        owner = gm if path.startswith("/gm") else a
        missing = owner.post(path, fields, csrf=False)
        someone_elses = owner.post(path, {**fields, "csrf": b.csrf})
        empty = owner.post(path, {**fields, "csrf": ""})
        assert (missing.status, someone_elses.status, empty.status) == (403, 403, 403), path
    # nothing happened: the file is unchanged, no deadline, no results, the sessions still live
    assert (site.game / "nights" / "1" / "A.yaml").read_bytes() == before
    assert not (site.game / "nights" / "1" / "results").exists()
    store = Store(db_path(site.game))
    assert store.deadline(1) is None and store.saves() == [] and store.requests(1) == []
    assert a.get("/p/A").status == 200 and gm.get("/gm").status == 200
    # and with the token, the same form works
    assert a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 303


def test_the_csrf_header_works_for_live_checking_and_nothing_else_replaces_it(site: Site) -> None:
    a = site.client("A")
    body = b"source=text&text=who%3A+A%0A"
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    ok = a.request("POST", "/p/A/orders/1/check", body, {**form, "X-CSRF-Token": a.csrf})
    assert ok.status == 200 and '"ok": true' in ok.body.replace('"ok":true', '"ok": true')
    wrong = a.request("POST", "/p/A/orders/1/check", body, {**form, "X-CSRF-Token": "forged"})
    assert wrong.status == 403


def test_requests_larger_than_the_limit_are_refused(site: Site) -> None:
    a = site.client("A")
    huge = {"source": "text", "text": "# " + "x" * 70_000 + "\n" + GOOD, "action": "save"}
    assert a.post("/p/A/orders/1", huge).status == 413
    assert Store(db_path(site.game)).saves() == []


def test_link_attempts_are_rate_limited(site: Site) -> None:
    guesser = Client(site.port)
    statuses = [guesser.get(f"/join/guess{i:040d}").status for i in range(10)]
    assert statuses == [403] * 10
    blocked = guesser.get(f"/join/{site.tokens['A']}")  # even a good link waits out the window
    assert blocked.status == 429 and not guesser.cookie


def test_bad_links_from_many_addresses_lock_nobody_else_out(site: Site) -> None:
    # a player with twelve addresses (phone, laptop, an IPv6 range; told apart here by the
    # X-Forwarded-For the portal trusts from its own proxy) sends ten bad links from each:
    # each of those addresses waits out the minute, and nobody else is kept from their link
    for n in range(12):
        flooder = Client(site.port, extra={"X-Forwarded-For": f"10.0.0.{n}"})
        assert [flooder.get(f"/join/bad{n}x{i:040d}").status for i in range(10)] == [403] * 10
        assert flooder.get(f"/join/{site.tokens['C']}").status == 429
    honest = Client(site.port, extra={"X-Forwarded-For": "10.0.1.1"})
    assert honest.join(site.tokens["C"]).status == 303 and honest.cookie
    assert honest.get("/p/C").status == 200


def test_a_link_opens_a_session_only_from_its_own_page(site: Site) -> None:
    # following a link shows whose it is and a button; only that button's post (from the
    # portal's own page) opens a session: another site cannot log a visitor in (login CSRF)
    token = site.tokens["G"]
    c = Client(site.port)
    page = c.get(f"/join/{token}")
    assert page.status == 200 and not c.cookie and "This is the personal link of G" in page.body
    assert f'action="/join/{token}"' in page.body
    assert c.get("/").status == 401  # following the link opened nothing
    own = f"http://127.0.0.1:{site.port}"
    for headers in (
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site"},
        {"Sec-Fetch-Site": "cross-site", "Origin": own},  # the browser's word wins
        {"Origin": "http://evil.example"},
        {"Origin": "null"},
    ):
        refused = c.request("POST", f"/join/{token}", b"", headers)
        assert refused.status == 403 and "came from elsewhere" in refused.body and not c.cookie, headers
    for headers in ({"Sec-Fetch-Site": "same-origin", "Origin": own}, {"Origin": own}, {}):
        fresh = Client(site.port)
        opened = fresh.request("POST", f"/join/{token}", b"", headers)
        assert opened.status == 303 and opened.location == "/p/G" and fresh.cookie, headers
    assert fresh.get(f"/join/{token}").location == "/p/G"  # G's own browser goes straight there
    assert Client(site.port).request("POST", "/join/" + "y" * 43, b"", {}).status == 403


def test_a_save_with_mistakes_is_refused_and_shows_the_checkers_messages(site: Site) -> None:
    a = site.client("A")
    before = (site.game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")
    reply = a.post("/p/A/orders/1", {"source": "text", "text": BAD, "action": "save"})
    assert reply.status == 422
    assert "206" in reply.body and "20:35" in reply.body  # both problems, at once
    assert (site.game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8") == before
    saves = Store(db_path(site.game)).saves()
    assert [(s.who, s.outcome) for s in saves] == [("A", "refused")]
    assert "206" in saves[0].detail


def test_a_good_save_is_written_whole_logged_and_echoed(site: Site) -> None:
    a = site.client("A")
    reply = a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"})
    assert reply.status == 303 and reply.location == "/p/A/orders/1?saved=1"
    path = site.game / "nights" / "1" / "A.yaml"
    assert path.read_text(encoding="utf-8") == GOOD
    (save,) = Store(db_path(site.game)).saves()
    assert (save.who, save.by, save.night, save.outcome) == ("A", "A", 1, "written")
    assert save.sha256 == hashlib.sha256(GOOD.encode()).hexdigest()
    page = a.get(reply.location).body
    assert 'id="saved"' in page and "20:30 go to the common room" in page and "21:00 go home" in page


def test_the_slot_form_saves_the_same_file_the_text_would(site: Site) -> None:
    a = site.client("A")
    fields = {"source": "form", "s3_go": "204", "s6_go": "home", "action": "save"}
    assert a.post("/p/A/orders/1", fields).status == 303
    text = (site.game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")
    assert text == 'who: "A"\norders:\n  - at: "20:30"\n    go: "204"\n  - at: "21:00"\n    go: "home"\n'
    page = a.get("/p/A/orders/1").body  # the form shows the saved orders again
    assert '<option value="204" selected>' in page


def test_a_player_cannot_save_for_another(site: Site) -> None:
    b = site.client("B")
    before = (site.game / "nights" / "1" / "A.yaml").read_bytes()
    assert b.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 403
    assert (site.game / "nights" / "1" / "A.yaml").read_bytes() == before


def test_orders_lock_at_the_deadline(site: Site) -> None:
    gm, a = site.client(GM), site.client("A")
    assert gm.post("/gm/do/deadline", {"n": "1", "when": "now"}).status == 303
    reply = a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"})
    assert reply.status == 409 and 'id="locked"' in reply.body
    assert [s.outcome for s in Store(db_path(site.game)).saves()] == ["refused"]


def test_after_the_deadline_the_pages_no_longer_say_orders_are_open(site: Site) -> None:
    gm, a = site.client(GM), site.client("A")
    for client, page in ((a, "/p/A"), (gm, "/gm")):
        assert "Night 1: orders are open" in client.get(page).body
    assert gm.post("/gm/do/deadline", {"n": "1", "when": "now"}).status == 303
    for client, page in ((a, "/p/A"), (gm, "/gm")):
        body = client.get(page).body
        assert "orders are open" not in body, page
        assert "Night 1: orders are locked (the deadline has passed)" in body, page
        assert "第 1 夜：已过截止时间，指令已锁定" in client.get(page + "?lang=zh").body
    assert gm.post("/gm/do/deadline", {"n": "1", "when": "+60"}).status == 303  # open again
    assert "Night 1: orders are open" in a.get("/p/A").body


def test_a_form_with_a_number_that_is_not_one_is_a_bad_request(site: Site) -> None:
    a = site.client("A")
    assert a.post("/p/A/day", {"day": "1", "withdraw": "x1"}).status == 400
    assert a.post("/p/A/day", {"day": "one", "kind": "move", "a": "209"}).status == 400
    assert Store(db_path(site.game)).requests(1) == []


def test_a_save_waits_for_a_command_holding_the_folder_and_then_refuses_with_the_reason(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackhorse.core.lock import game_lock
    from blackhorse.portal import desk as desk_module

    monkeypatch.setattr(desk_module, "LOCK_TIMEOUT", 0.2)
    a = site.client("A")
    before = (site.game / "nights" / "1" / "A.yaml").read_bytes()
    with game_lock(site.game):  # as `blackhorse night` holds it while it runs
        reply = a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"})
    assert reply.status == 409 and "busy" in reply.body
    assert (site.game / "nights" / "1" / "A.yaml").read_bytes() == before
    (save,) = Store(db_path(site.game)).saves()
    assert save.outcome == "refused" and save.detail.startswith("busy: the game folder")
    assert a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 303


def test_an_empty_orders_box_is_a_mistake_said_in_the_pages_language(site: Site) -> None:
    a = site.client("A")
    for query, said in (
        ("", "orders, or `who: NAME` alone"),
        ("?lang=zh", "指令；不下指令就只写"),
    ):
        reply = a.post("/p/A/orders/1" + query, {"source": "text", "text": "", "action": "save"})
        assert reply.status == 422 and said in reply.body.replace("&#96;", "`"), query
        assert "(empty)" not in reply.body and "（空）" not in reply.body  # said by what it needs
    assert (
        "alone to send no orders"
        not in a.post("/p/A/orders/1/check?lang=zh", {"source": "text", "text": ""}).body
    )


def test_a_link_cannot_put_its_own_words_on_a_page(site: Site) -> None:
    # /p/A?refused=... and /gm?done=... showed any text a crafted link carried, in the page's
    # own "Not sent:" / "Done:" box: a way to tell a player or the GM to send their link away
    a, gm = site.client("A"), site.client(GM)
    lure = "Your session expired: send your link to gm@elsewhere.example"
    assert "elsewhere.example" not in a.get("/p/A?" + urlencode({"refused": lure})).body
    assert "elsewhere.example" not in gm.get("/gm?" + urlencode({"done": lure})).body
    assert "elsewhere.example" not in gm.get("/gm?" + urlencode({"done": lure, "seal": "0" * 32})).body
    assert 'id="refused"' in a.get("/p/A?refused=not-open").body  # the portal's own refusals still show
    reply = gm.post("/gm/do/deadline", {"n": "1", "when": "+60"})
    assert reply.status == 303
    assert "Done: deadline of night 1: " in gm.get(reply.location).body
    assert "Done:" not in site.client(GM).get(reply.location).body  # sealed for the session that did it


def test_the_gms_log_page_in_chinese(site: Site) -> None:
    a, gm = site.client("A"), site.client(GM)
    assert a.post("/p/A/orders/1", {"source": "text", "text": GOOD, "action": "save"}).status == 303
    assert a.post("/p/A/orders/1", {"source": "text", "text": BAD, "action": "save"}).status == 422
    zh, en = gm.get("/gm/log?lang=zh").body, gm.get("/gm/log?lang=en").body
    assert (
        "<td>已写入</td>" in zh and "<td>被拒绝</td>" in zh and "时间（" in zh
    )  # the clock named: the game's, else the machine's
    assert ">written<" not in zh and ">outcome<" not in zh and ">at (UTC)<" not in zh
    assert "<td>written</td>" in en and "<td>refused</td>" in en and ">sent by<" in en


def test_the_link_limiter_forgets_addresses_that_stopped_failing(monkeypatch: pytest.MonkeyPatch) -> None:
    # a portal up for a whole game does not keep every address that ever sent a bad link;
    # the clock is the test's (a real sleep against a short window flaked on a loaded machine)
    now = [1000.0]
    monkeypatch.setattr("blackhorse.portal.access.time.monotonic", lambda: now[0])
    limiter = AttemptLimiter(per_client=2, window=60.0)
    limiter.KEPT = 5
    for n in range(5):
        limiter.failed(f"10.0.0.{n}")
    now[0] += 61.0
    limiter.failed("10.0.1.1")
    limiter.failed("10.0.1.1")
    assert set(limiter.failures) == {"10.0.1.1"}
    assert limiter.blocked("10.0.1.1") and not limiter.blocked("10.0.0.0")


def test_the_slot_form_refuses_a_whom_it_would_drop_and_keeps_what_was_typed(site: Site) -> None:
    # "If: alone" (or always) with a "Whom" was saved without the whom, and a standing row
    # without its target was left out whole: the player was told "Saved"
    a = site.client("A")
    path = site.game / "nights" / "1" / "A.yaml"
    before = path.read_bytes()
    typed = {"source": "form", "s3_go": "lawn", "s3_if": "alone", "s3_who": "B", "k1_who": "C"}
    reply = a.post("/p/A/orders/1", {**typed, "action": "save"})
    assert reply.status == 422 and 'id="refused"' in reply.body
    assert "20:30 · Whom: B -- &#39;alone&#39; takes no one" in reply.body
    assert "Standing kill 2 · Kill: a standing kill needs the target to kill" in reply.body  # never (empty)
    kept = re.search(r'<select name="s3_who">(?:(?!</select>).)*<option value="B" selected>', reply.body)
    assert kept is not None and 'id="slot-form"' in reply.body  # the form as typed, B still chosen
    assert path.read_bytes() == before  # nothing written; the refusal is a row of the save log
    assert [(s.who, s.outcome) for s in Store(db_path(site.game)).saves()] == [("A", "refused")]
    zh = a.post("/p/A/orders/1?lang=zh", {**typed, "action": "save"})
    assert zh.status == 422 and "8:30 · 谁：B -- “单独”不带人" in zh.body
    assert "持续杀人指令第 2 行 · 杀：持续杀人指令要有被杀的目标" in zh.body
    live = a.post("/p/A/orders/1/check", {**typed, "s3_if": "always"}).body
    assert '"ok":false' in live and "20:30 · Whom: B -- 'always' takes no one" in live
    # a whom without its if stays the checker's mistake, and the form stays on the page
    whom_only = {"source": "form", "s3_go": "lawn", "s3_who": "B", "action": "check"}
    check = a.post("/p/A/orders/1", whom_only).body
    assert (
        "20:30 · If: choose &#39;present&#39; or &#39;absent&#39;" in check
        and 'id="form-cannot-show"' not in check
    )
    fixed = {**typed, "k1_who": "", "s3_if": "present", "action": "save"}
    assert a.post("/p/A/orders/1", fixed).status == 303
