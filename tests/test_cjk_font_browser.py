"""Chinese in every browser (docs/PORTAL.md, "Chinese in every browser"), in Chromium.

A Chromium with the system's fonts only (this machine's: DejaVu and Liberation, no CJK font,
as on some Linux desktops and kiosks) drew every Chinese character of the portal as a
missing-glyph box. The page's script now sees that and loads the portal's own font
(``/static/cjk.otf``): a tenant's page, /inn and a report are drawn with a glyph for every
character. A Chromium that has a CJK font never asks for it. Screenshots:
``tests/output/portal/no-cjk-font-*.png``.
"""

from __future__ import annotations

import time
from pathlib import Path

from playwright.sync_api import Browser, Page, Request, Route

from blackhorse.inn.layout import load_inn
from blackhorse.portal import gm_actions
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.browserkit import boxes_laid_out, fontconfig, launch, missing_glyphs
from tests.portalkit import Site, served_site

SHOTS = Path(__file__).parent / "output" / "portal"
PAGES = ["/p/A", "/inn", "/p/A/reports/1/zh"]
FONT = "/static/cjk.otf"
LATE_SECONDS = 4  # past the 3 s a browser hides text waiting for a web font
FIRST_CUT_MS = 180_000  # the first request cuts the font (16 s measured with the machine busy)


class LateFont:
    """Every request for the portal's font held until ``LATE_SECONDS`` after it was asked (past
    the 3 s a browser hides text waiting for a web font, as on its first cut, or a slow line), so
    a page is laid out with boxes first, then must be laid out again. The requests are held side
    by side, not one after the other: pages opened at once wait for their fonts once."""

    def __init__(self) -> None:
        self.held: list[tuple[float, Route]] = []
        self.last = time.monotonic()  # when a request was last asked for or let through
        self.late = 0  # requests let through late

    def hold(self, route: Route, request: Request) -> None:
        self.held.append((time.monotonic() + LATE_SECONDS, route))
        self.last = time.monotonic()

    def let_through(self, pages: list[Page]) -> None:
        """Let each request through when it is due, until no page waits for its font any more
        (or none has asked for one for as long as the font's first cut may take: the pages'
        own checks then say what is wrong)."""
        while True:
            now = time.monotonic()
            for due, route in [h for h in self.held if h[0] <= now]:
                self.held.remove((due, route))
                route.continue_()
                self.last = now
                self.late += 1
            waiting = [p.evaluate("document.documentElement.dataset.cjkFont") == "loading" for p in pages]
            if not any(waiting) or (not self.held and now - self.last > FIRST_CUT_MS / 1000):
                return
            pages[0].wait_for_timeout(100)


def font_state(page: Page) -> str | None:
    """What the page's check decided (static/cjkfont.js), once the font it asked for came."""
    page.wait_for_function("document.documentElement.dataset.cjkFont !== 'loading'")
    return page.locator("html").get_attribute("data-cjk-font")


def published(site: Site) -> None:
    desk = Desk(site.game, load_inn(), Store(db_path(site.game)))
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")


def watched(page: Page, asked: list[str], errors: list[str]) -> Page:
    """``page``, recording every address it asks for and every error (a font the
    Content-Security-Policy refused would be one)."""
    # a page's load waits for the font it asked for: the first one, for the font's first cut
    page.set_default_timeout(FIRST_CUT_MS)
    page.on("request", lambda r: asked.append(r.url))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def chinese_page(browser: Browser, site: Site, asked: list[str], errors: list[str], who: str = "A") -> Page:
    """``who``'s session, in Chinese, recording every address the page asks for and every error
    (``watched``)."""
    base = f"http://127.0.0.1:{site.port}"
    page = watched(browser.new_context(viewport={"width": 390, "height": 844}).new_page(), asked, errors)
    own = "/gm" if who == GM else f"/p/{who}"
    page.goto(f"{base}/join/{site.tokens[who]}")
    page.click("#join")
    page.wait_for_url(base + own)
    page.click("#switch-lang")
    page.wait_for_url(base + own)
    return page


def test_a_browser_without_a_cjk_font_draws_the_portals_chinese_with_its_font(
    browser: Browser, tmp_path: Path
) -> None:
    """A tenant's pages (``PAGES``) and the GM's replay of the night, in a Chromium with the
    system's fonts only. The replay is a page of its own (sandboxed, its own styles): served with
    the same check and its own stacks ending in the portal's font (cjkfont.with_font_check). The
    four pages are opened at once, their fonts coming late together (``LateFont``)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    (tmp_path / "fonts").mkdir()
    bare = launch(browser.browser_type, fontconfig(tmp_path / "fonts", [], system=True))
    asked: list[str] = []
    errors: list[str] = []
    late = LateFont()
    try:
        with served_site(tmp_path) as site:
            published(site)
            base = f"http://127.0.0.1:{site.port}"
            tenant = chinese_page(bare, site, asked, errors)
            gm = chinese_page(bare, site, asked, errors, who=GM)
            for signed_in in (tenant, gm):
                signed_in.context.route("**/static/cjk.otf", late.hold)
            pages: list[tuple[str, Page]] = []
            for path in PAGES:
                page = watched(tenant.context.new_page(), asked, errors)
                page.goto(base + path, wait_until="domcontentloaded")
                pages.append((path, page))
            replay = watched(gm.context.new_page(), asked, errors)
            replay.goto(f"{base}/gm/nights/1/replay", wait_until="domcontentloaded")
            late.let_through([page for _, page in pages] + [replay])
            assert late.late >= len(pages) + 1, late.late  # each page's font came late
            for path, page in pages:
                page.wait_for_load_state()
                assert page.locator("html").get_attribute("lang") == "zh-CN"
                assert font_state(page) == "loaded", path
                for selector in ("header", "main"):
                    assert missing_glyphs(page, selector) == [], (path, selector)
                    # and as laid out: text laid out before the font came is laid out again
                    assert boxes_laid_out(page, selector) == [], (path, selector)
                shot = f"no-cjk-font-{path.strip('/').replace('/', '-')}.png"
                page.screenshot(path=str(SHOTS / shot), full_page=True)
            replay.wait_for_load_state()
            replay.wait_for_function("window.replay !== undefined")
            assert font_state(replay) == "loaded"
            assert "娱乐室" in replay.locator("aside").inner_text()
            for selector in ("header", "aside"):
                assert missing_glyphs(replay, selector) == [], selector
                assert boxes_laid_out(replay, selector) == [], selector
            replay.screenshot(path=str(SHOTS / "no-cjk-font-gm-replay.png"), full_page=True)
            # without the portal's font the same Chromium draws boxes: the check above can fail
            plain = tenant.context.new_page()
            plain.set_content('<p id="x" style="font-family: sans-serif">黑马会馆</p>')
            assert missing_glyphs(plain, "#x") == list("黑马会馆")
    finally:
        bare.close()
    assert base + FONT in asked
    assert errors == []


def test_a_browser_with_a_cjk_font_never_asks_for_the_portals_font(browser: Browser, tmp_path: Path) -> None:
    asked: list[str] = []
    errors: list[str] = []
    with served_site(tmp_path) as site:
        published(site)
        page = chinese_page(browser, site, asked, errors)
        base = f"http://127.0.0.1:{site.port}"
        for path in PAGES:
            page.goto(base + path)
            assert font_state(page) == "system", path
            assert missing_glyphs(page, "main") == [], path
    assert f"{base}/p/A/reports/1/zh" in asked
    assert [url for url in asked if url.endswith(FONT)] == []
    assert errors == []
