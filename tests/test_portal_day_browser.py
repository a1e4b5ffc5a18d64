"""A whole day on the portal in a real browser (Debian's headless Chromium, Playwright).

Night 1 (D killed by C in 205, E by B on the lawn; tests/daykit.py) is run and published.
Two officers question two tenants, who answer; the three officers agree on accusing C of
case 1 while a second proposal (A for case 2) is left without agreement; the GM closes the
day; the public board shows C jailed; the GM reveals the truth and a tenant reads it.
Screenshots go to ``tests/output/portal/`` (``day-*.png``).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page

from blackhorse.portal.access import GM
from tests.daykit import two_case_game
from tests.portalkit import free_port, start_process, stop_process

SHOTS = Path(__file__).parent / "output" / "portal"


def test_a_day_on_the_portal_in_a_browser(browser: Browser, tmp_path: Path) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    game, tokens = two_case_game(tmp_path)
    port = free_port()
    proc = start_process(game, port)
    base = f"http://127.0.0.1:{port}"

    def open_as(name: str) -> Page:
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{base}/join/{tokens[name]}")
        page.click("#join")
        page.wait_for_url(f"{base}/gm" if name == GM else f"{base}/p/{name}")
        return page

    try:
        p1, p2, p3, a, b, gm = (open_as(n) for n in ("P1", "P2", "P3", "A", "B", GM))
        # two officers question two tenants
        for officer, page, tenant, text in (
            (("P1", p1, "A", "Where were you at 21:40?")),
            ("P2", p2, "B", "Were you on the lawn?"),
        ):
            page.click("#questions-link")
            page.select_option("#ask-tenant", tenant)
            page.fill("#ask-text", text)
            page.click("#ask")
            page.wait_for_selector(f"#thread-{tenant} .asked")
            assert text in page.locator(f"#thread-{tenant}").inner_text(), officer
        gm.goto(f"{base}/gm")
        assert gm.locator("#waiting-count").inner_text() == "2"
        for tenant, page, said in (("A", a, "In 204 with C, then home."), ("B", b, "Never left my room.")):
            page.click("#questions-link")
            page.wait_for_load_state()  # the click only waits for the new page to start loading
            assert "Where were you" in page.content() if tenant == "A" else "lawn" in page.content()
            page.fill(".answer-form textarea", said)
            page.click(".answer-form button")
            page.wait_for_selector(f"#thread-{tenant} .answer")
        assert "Were you on the lawn?" not in a.content()  # A reads only A's thread
        p3.click("#questions-link")
        p3.wait_for_load_state()
        assert "In 204 with C, then home." in p3.content() and "Never left my room." in p3.content()
        p3.screenshot(path=str(SHOTS / "day-questions.png"), full_page=True)
        # the three officers agree on C for case 1; a second proposal is left without agreement
        p1.goto(f"{base}/p/P1/cases")
        p1.select_option("#propose-case", "1")
        p1.select_option("#propose-suspect", "C")
        p1.click("#propose")
        p1.wait_for_selector(".proposal-open")
        for page in (p2, p3):
            page.goto(f"{base}/p/{'P2' if page is p2 else 'P3'}/cases")
            page.click(".proposal-open .agree")
            page.wait_for_load_state()
        assert "filed" in p3.locator(".proposal-filed").inner_text()
        p2.select_option("#propose-case", "2")
        p2.select_option("#propose-suspect", "A")
        p2.click("#propose")
        p2.wait_for_selector(".proposal-open")
        p2.fill("#claim-start", "21:00")
        p2.fill("#claim-until", "21:30")
        p2.select_option("#claim-speaker", "A")
        p2.select_option("#claim-place", "204")
        p2.click("#add-claim")
        p2.wait_for_selector("#claims-1 li[id^=claim-]")
        assert "A said: 21:00-21:30 in the common room" in p2.locator("#claims-1").inner_text()
        assert "(P1 saw)" in p2.locator("#contradictions-1").inner_text()
        p2.screenshot(path=str(SHOTS / "day-casebook.png"), full_page=True)
        # the GM closes the day: C jailed, the proposal for case 2 named as left without agreement
        gm.goto(f"{base}/gm")
        gm.click("#close-day")
        gm.wait_for_selector("#done")
        done = gm.locator("#done").inner_text()
        assert "case 1: C" in done and "left without agreement" in done and "case 2: A" in done
        a.goto(f"{base}/p/A")
        a.click("#board-link")
        board = a.locator("#board").inner_text()
        assert "day 1: C" in board and "night 1: D" in board and "night 1: E" in board
        assert "killer" not in board.lower()
        a.screenshot(path=str(SHOTS / "day-board.png"), full_page=True)
        # the reveal
        response = a.goto(f"{base}/reveal")
        assert response is not None and response.status == 404
        gm.goto(f"{base}/gm")
        gm.click("#reveal-button")
        gm.wait_for_url(f"{base}/reveal")
        a.goto(f"{base}/board")
        a.click("#truth-link")
        truth = a.locator("#truth-cases").inner_text()
        assert "C" in truth and "21:45" in truth and "22:14" in truth
        a.click("a[href='/reveal/nights/1/gm']")
        assert "Night 1" in a.content() or "night 1" in a.content()
        a.goto(f"{base}/reveal")
        a.screenshot(path=str(SHOTS / "day-reveal.png"), full_page=True)
    finally:
        stop_process(proc)
    assert [e for e in errors if "404 (Not Found)" not in e] == []  # the reveal before it: 404
    for shot in ("day-questions.png", "day-casebook.png", "day-board.png", "day-reveal.png"):
        assert (SHOTS / shot).stat().st_size > 10_000
    assert "accusations:" in (game / "days" / "1.yaml").read_text(encoding="utf-8")
