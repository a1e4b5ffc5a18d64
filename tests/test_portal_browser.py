"""The portal in a real browser: Debian's headless Chromium driven by Playwright.

A tenant opens their link, types orders with a mistake, sees the checker's message as they
type, fixes it and saves; the GM runs the night and publishes; the tenant reads their
report; another tenant's session cannot open it. Screenshots of the tenant's and the GM's
pages are written to ``tests/output/portal/`` (ignored by git) on every run.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page

from blackhorse.portal.access import GM
from tests.portalkit import copy_game, free_port, invite_all, start_process, stop_process

SHOTS = Path(__file__).parent / "output" / "portal"
BAD = 'who: A\norders:\n  - at: "20:30"\n    go: "206"\n'
GOOD = (
    'who: A\norders:\n  - at: "20:30"\n    go: "204"\n  - at: "21:10"\n    go: lawn\n'
    '  - at: "21:40"\n    go: home\n'
)


def opened(browser: Browser, errors: list[str]) -> Page:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def test_a_night_on_the_portal_in_a_browser(browser: Browser, tmp_path: Path) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start_process(game, port)
    errors: list[str] = []
    try:
        tenant = opened(browser, errors)
        tenant.goto(f"{base}/join/{tokens['A']}")
        assert tenant.url == f"{base}/p/A"
        assert tenant.locator("#targets").inner_text() == "B, C"
        tenant.click("#orders-link")
        tenant.wait_for_load_state()  # the page's script listens from here on (a fill before it is lost)
        tenant.fill("#text", BAD)  # live checking: the message appears without a click
        tenant.wait_for_selector("#problems[data-state='problems']")
        message = tenant.locator("#problems").inner_text()
        assert "206" in message and "nights/1/A.yaml:4" in message
        tenant.screenshot(path=str(SHOTS / "tenant-mistake.png"), full_page=True)
        tenant.fill("#text", GOOD)
        tenant.wait_for_selector("#problems[data-state='ok']")
        tenant.click("#save-text")
        tenant.wait_for_selector("#saved")
        assert "21:10 go to the lawn" in tenant.locator("#echo").inner_text()
        assert (game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8") == GOOD
        tenant.screenshot(path=str(SHOTS / "tenant-orders.png"), full_page=True)
        tenant.select_option("select[name=s15_go]", "garden")  # the slot form: 22:30 go to the garden
        tenant.wait_for_selector("#live-echo li >> text=22:30")
        assert '22:30"\n    go: "garden"' in tenant.locator("#text").input_value()
        tenant.click("#switch-lang")  # the same page in Chinese: the echo in the seed's style
        assert tenant.url == f"{base}/p/A/orders/1"
        assert "9:10去草坪" in tenant.locator("#echo").inner_text().replace(" ", "")
        tenant.click("#switch-lang")

        gm = opened(browser, errors)
        gm.goto(f"{base}/join/{tokens[GM]}")
        assert gm.url == f"{base}/gm"
        assert "sent" in gm.locator("#senders").inner_text()
        gm.click("#run-night")
        gm.wait_for_selector("#done")
        gm.click("#publish-1")
        gm.wait_for_selector("#done")
        assert "published" in gm.locator("#nights").inner_text()
        gm.screenshot(path=str(SHOTS / "gm.png"), full_page=True)

        tenant.goto(f"{base}/p/A")
        tenant.click("a[href='/p/A/reports/1/en']")
        report = tenant.locator("#report").inner_text()
        written = (game / "nights" / "1" / "results" / "reports" / "A.en.txt").read_text(encoding="utf-8")
        assert written.splitlines()[0] in report and "**" not in report  # the plain text, no Markdown marks
        assert max(written.splitlines(), key=len) in report
        tenant.screenshot(path=str(SHOTS / "tenant-report.png"), full_page=True)
        tenant.goto(f"{base}/p/A")
        assert "Day 1" in tenant.locator("#phase").inner_text()
        tenant.screenshot(path=str(SHOTS / "tenant.png"), full_page=True)

        other = opened(browser, errors)
        other.goto(f"{base}/join/{tokens['B']}")
        response = other.goto(f"{base}/p/A/reports/1/en")
        assert response is not None and response.status == 403
        assert "not yours" in other.locator("#message").inner_text()
        assert max(written.splitlines(), key=len) not in other.content()
    finally:
        stop_process(proc)
    assert [e for e in errors if "403 (Forbidden)" not in e] == []  # B's refused page is the one error
    for shot in ("tenant-mistake.png", "tenant-orders.png", "gm.png", "tenant-report.png", "tenant.png"):
        assert (SHOTS / shot).stat().st_size > 10_000
