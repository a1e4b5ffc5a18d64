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
from tests.browserkit import fontconfig, launch, missing_glyphs
from tests.portalkit import served_process

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
    errors: list[str] = []
    with served_process(tmp_path) as site:
        game, tokens, base = site.game, site.tokens, f"http://127.0.0.1:{site.port}"
        tenant = opened(browser, errors)
        tenant.goto(f"{base}/join/{tokens['A']}")
        tenant.click("#join")  # the link's page: whose link it is, one button
        tenant.wait_for_url(f"{base}/p/A")
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
        gm.click("#join")  # the link's page: whose link it is, one button
        gm.wait_for_url(f"{base}/gm")
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
        other.click("#join")  # the link's page: whose link it is, one button
        other.wait_for_url(f"{base}/p/B")
        response = other.goto(f"{base}/p/A/reports/1/en")
        assert response is not None and response.status == 403
        assert "not yours" in other.locator("#message").inner_text()
        assert max(written.splitlines(), key=len) not in other.content()
    assert [e for e in errors if "403 (Forbidden)" not in e] == []  # B's refused page is the one error
    for shot in ("tenant-mistake.png", "tenant-orders.png", "gm.png", "tenant-report.png", "tenant.png"):
        assert (SHOTS / shot).stat().st_size > 10_000


def test_another_site_cannot_log_a_visitor_in_with_its_own_link(browser: Browser, tmp_path: Path) -> None:
    # A login CSRF: a page elsewhere sends the visitor's browser to the attacker's own link (a
    # frame, a redirect, a form posted for them). Opening the link no longer opens a session
    # (it shows whose link it is and a button), and the button's post is refused unless it
    # comes from the portal's own page: the visitor never ends up on the attacker's pages.
    errors: list[str] = []
    with served_process(tmp_path) as site:
        tokens, base = site.tokens, f"http://127.0.0.1:{site.port}"
        visitor = opened(browser, errors)
        visitor.set_content(f'<script>location.href = "{base}/join/{tokens["H"]}"</script>')
        visitor.wait_for_url(f"{base}/join/{tokens['H']}")  # the other site sent the browser there
        assert "This is the personal link of H" in visitor.locator("#message").inner_text()
        assert visitor.context.cookies() == []  # it was a session at once before
        visitor.goto("about:blank")  # another site again (set_content keeps the page's origin)
        visitor.set_content(  # the other site: a frame on the link and a form posting it at once
            f'<iframe src="{base}/join/{tokens["H"]}"></iframe>'
            f'<form id="f" method="post" action="{base}/join/{tokens["H"]}"></form>'
        )
        visitor.wait_for_timeout(300)
        with visitor.expect_navigation():
            visitor.evaluate("document.getElementById('f').submit()")
        assert "came from elsewhere" in visitor.locator("#message").inner_text()  # 403
        visitor.goto(f"{base}/")
        assert "Open the personal link" in visitor.locator("#message").inner_text()  # no session
        assert visitor.context.cookies() == []
        visitor.goto(f"{base}/join/{tokens['H']}")  # the link itself, followed by its owner
        assert "This is the personal link of H" in visitor.locator("#message").inner_text()
        visitor.click("#join")
        visitor.wait_for_url(f"{base}/p/H")
        visitor.goto(f"{base}/join/{tokens['H']}")  # again, with H's session: straight to the page
        assert visitor.url == f"{base}/p/H"
    # what the console says is what was refused: the frame (the portal's frame-ancestors
    # 'none'), the post (403) and the page without a session (401)
    expected = ("frame-ancestors", "403 (Forbidden)", "401 (Unauthorized)")
    assert all(any(word in e for word in expected) for e in errors), errors


def test_chinese_pages_are_drawn_in_a_cjk_font(browser: Browser, tmp_path: Path) -> None:
    # The screenshots must show Chinese: every character of the Chinese pages has a glyph (the
    # browser's fontconfig adds the Noto Sans CJK the project installs, tests/browserkit.py).
    SHOTS.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    with served_process(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        tenant = opened(browser, errors)
        tenant.goto(f"{base}/join/{site.tokens['A']}")
        tenant.click("#join")
        tenant.wait_for_url(f"{base}/p/A")
        tenant.click("#switch-lang")
        tenant.wait_for_url(f"{base}/p/A")
        assert "第 1 夜" in tenant.locator("#phase").inner_text()
        for selector in ("header", "#phase", "#about", "#orders"):
            assert missing_glyphs(tenant, selector) == [], selector
        tenant.screenshot(path=str(SHOTS / "tenant-zh.png"), full_page=True)


def test_the_glyph_check_sees_boxes_when_no_cjk_font_is_there(browser: Browser, tmp_path: Path) -> None:
    # The check above is no tautology: a Chromium whose fontconfig knows only DejaVu draws
    # Chinese as boxes, and missing_glyphs names every Chinese character of the page.
    conf = fontconfig(tmp_path, [Path("/usr/share/fonts/truetype/dejavu")], system=False)
    bare = launch(browser.browser_type, conf)
    try:
        page = bare.new_page()
        page.set_content('<p id="x">Black Horse 黑马会馆</p>')
        assert missing_glyphs(page, "#x") == list("黑马会馆")
    finally:
        bare.close()


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def test_every_page_fits_a_phone_and_a_desktop_without_sideways_scrolling(
    browser: Browser, tmp_path: Path
) -> None:
    # A 390-px-wide phone scrolled the slot table sideways (677 px): every page of a tenant and
    # an officer, in Chinese, fits the width at 390 x 844 and at desktop width; screenshots
    # (tests/output/portal/phone-*.png, desktop-*.png) show the Chinese pages.
    SHOTS.mkdir(parents=True, exist_ok=True)
    with served_process(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        for size_name, size in (("phone", PHONE), ("desktop", DESKTOP)):
            for who, pages in (
                ("A", ["/p/A", "/p/A/orders/1", "/board"]),
                ("P1", ["/p/P1", "/p/P1/orders/1", "/p/P1/cases"]),
            ):
                page = browser.new_context(viewport=size).new_page()
                page.goto(f"{base}/join/{site.tokens[who]}")
                page.click("#join")
                page.wait_for_url(f"{base}/p/{who}")
                page.click("#switch-lang")
                page.wait_for_url(f"{base}/p/{who}")
                for path in pages:
                    page.goto(base + path)
                    assert page.locator("html").get_attribute("lang") == "zh-CN"
                    wide = page.evaluate("document.documentElement.scrollWidth")
                    assert wide <= size["width"], (size_name, who, path, wide)
                    assert missing_glyphs(page, "main") == [], (size_name, who, path)
                    shot = f"{size_name}-{who}-{path.strip('/').replace('/', '-')}.png"
                    page.screenshot(path=str(SHOTS / shot), full_page=True)
                page.context.close()
