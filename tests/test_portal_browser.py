"""The portal in a real browser: Debian's headless Chromium driven by Playwright.

A tenant opens their link, types orders with a mistake, sees the checker's message as they
type, fixes it and saves; the GM runs the night and publishes; the tenant reads their
report; another tenant's session cannot open it. Screenshots of the tenant's and the GM's
pages are written to ``tests/output/portal/`` (ignored by git) on every run.
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Browser, Page, Request, Route, expect

from blackhorse.inn.layout import load_inn
from blackhorse.portal import agreement, gm_actions, questioning
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.reportview import blocks
from blackhorse.portal.store import Store, db_path
from tests.browserkit import fontconfig, launch, missing_glyphs
from tests.portalkit import served_site, until_served

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
    with served_site(tmp_path) as site:
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
        assert (
            "20:30 · Go to: 206 -- a place: " in message and "nights/1/A.yaml" not in message
        )  # the player's words
        assert "line 4 · 20:30 · Go to:" in tenant.locator("#text-problems").inner_text()  # by the line
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
        shown = [line.strip() for line in report.splitlines()]  # a period: a heading, a line per sentence
        periods = [b for b in blocks(written) if b.kind == "period"]
        assert len(periods) == 3 and all({b.head, *b.lines} <= set(shown) for b in periods), shown
        longest = max(written.splitlines(), key=len)
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
        assert longest.rsplit(". ", 1)[1] not in other.content()
    assert [e for e in errors if "403 (Forbidden)" not in e] == []  # B's refused page is the one error
    for shot in ("tenant-mistake.png", "tenant-orders.png", "gm.png", "tenant-report.png", "tenant.png"):
        assert (SHOTS / shot).stat().st_size > 10_000


def test_another_site_cannot_log_a_visitor_in_with_its_own_link(browser: Browser, tmp_path: Path) -> None:
    # A login CSRF: a page elsewhere sends the visitor's browser to the attacker's own link (a
    # frame, a redirect, a form posted for them). Opening the link no longer opens a session
    # (it shows whose link it is and a button), and the button's post is refused unless it
    # comes from the portal's own page: the visitor never ends up on the attacker's pages.
    errors: list[str] = []
    with served_site(tmp_path) as site:
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
        )  # set_content returns on the page's load, which waits for the frame's
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
    with served_site(tmp_path) as site:
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
    with served_site(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        for size_name, size in (("phone", PHONE), ("desktop", DESKTOP)):
            for who, pages in (
                ("A", ["/p/A", "/p/A/orders/1", "/board", "/inn"]),
                ("P1", ["/p/P1", "/p/P1/orders/1", "/p/P1/cases"]),
                (GM, ["/gm", "/gm/log", "/gm/questions", "/reveal"]),  # the GM's pages too (issue 24)
            ):
                own = "/gm" if who == GM else f"/p/{who}"
                page = browser.new_context(viewport=size).new_page()
                page.goto(f"{base}/join/{site.tokens[who]}")
                page.click("#join")
                page.wait_for_url(base + own)
                page.click("#switch-lang")
                page.wait_for_url(base + own)
                for path in pages:
                    page.goto(base + path)
                    assert page.locator("html").get_attribute("lang") == "zh-CN"
                    wide = page.evaluate("document.documentElement.scrollWidth")
                    assert wide <= size["width"], (size_name, who, path, wide)
                    assert missing_glyphs(page, "main") == [], (size_name, who, path)
                    shot = f"{size_name}-{who}-{path.strip('/').replace('/', '-')}.png"
                    page.screenshot(path=str(SHOTS / shot), full_page=True)
                page.context.close()


_SMALLEST_TEXT = """(root) => {
  // the smallest font a reader meets in the element: every element holding text of its own
  // (CSS pixels, as drawn: an SVG label's height on the screen, not its user units)
  let small = Infinity;
  for (const e of root.querySelectorAll('*')) {
    const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const size = e instanceof SVGElement ? r.height : parseFloat(getComputedStyle(e).fontSize);
    small = Math.min(small, size);
  }
  return small;
}"""
READABLE_PX = 11  # the smallest text on a phone page (labels of the plan, notes); body text is 16


def test_reports_the_day_and_the_inn_read_on_a_phone(browser: Browser, tmp_path: Path) -> None:
    # issue 24: a report was one dense monospace block; the plan and the travel table were not
    # on the players' pages; the day's pages were not tried on a phone. At 390 x 844, in
    # Chinese and English: no page scrolls sideways, no text is drawn smaller than 11 px, every
    # Chinese character has its glyph; the report's periods are headings with a line per sentence.
    SHOTS.mkdir(parents=True, exist_ok=True)
    with served_site(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        desk = Desk(site.game, load_inn(), Store(db_path(site.game)))
        gm_actions.run_night(desk, 1, "test")  # E is killed (case 1)
        gm_actions.publish(desk, 1, "test")
        assert questioning.ask(desk, "P1", 1, "A", "你昨晚九点在哪里？") == ""
        assert agreement.agree(desk, "P1", 1, 1, "B") == ""
        pages = {
            "A": ["/p/A/reports/1/{lang}", "/board", "/p/A/questions", "/inn", "/p/A/orders/2"],
            "P1": ["/p/P1/reports/1/{lang}", "/p/P1/questions", "/p/P1/cases"],
        }
        for lang in ("zh", "en"):
            for who, paths in pages.items():
                page = browser.new_context(viewport=PHONE).new_page()
                page.goto(f"{base}/join/{site.tokens[who]}")
                page.click("#join")
                page.wait_for_url(f"{base}/p/{who}")
                if lang == "zh":
                    page.click("#switch-lang")
                    page.wait_for_url(f"{base}/p/{who}")
                for path in (p.format(lang=lang) for p in paths):
                    page.goto(base + path)
                    if path.endswith("/orders/2"):
                        page.click("#inn-details summary")  # the plan and the table, folded away
                    wide = page.evaluate("document.documentElement.scrollWidth")
                    assert wide <= PHONE["width"], (lang, who, path, wide)
                    smallest = page.locator("main").evaluate(_SMALLEST_TEXT)
                    assert smallest >= READABLE_PX, (lang, who, path, smallest)
                    if lang == "zh":
                        assert missing_glyphs(page, "main") == [], (who, path)
                    if "/reports/" in path:
                        heads = page.locator("#report section.period h3").all_inner_texts()
                        first = {"zh": "第一时段（8:00－8:59）", "en": "20:00–20:59"}[lang]
                        assert len(heads) == 3 and heads[0] == first, heads
                        assert page.locator("#report section.period li").count() >= 6
                        assert (
                            page.locator("#report").evaluate("e => getComputedStyle(e).fontFamily")
                            != "monospace"
                        )
                    shot = f"phone-{lang}-{who}-{path.strip('/').replace('/', '-')}.png"
                    page.screenshot(path=str(SHOTS / shot), full_page=True)
                page.context.close()


def test_a_mistake_shows_beside_its_field_and_under_the_box_on_a_phone(
    browser: Browser, tmp_path: Path
) -> None:
    # issue 24, item 2: a mistake read "nights/1/A.yaml:9: orders.2.peek: ..." at the top of
    # the page, off-screen while typing. Now, as the player types, it shows beside the field
    # ("8:40 · 偷看：...", on the clock of the echo) and under the text box with its line, both
    # in view at 390 px.
    with served_site(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        (site.game / "nights" / "1" / "A.yaml").write_text(GOOD, encoding="utf-8")  # a file the form shows
        for lang, said, line in (
            ("zh", "8:40 · 偷看：", "第 4 行 · 8:30 · 去："),
            ("en", "20:40 · Peek:", "line 4 · 20:30 · Go to:"),
        ):
            page = browser.new_context(viewport=PHONE).new_page()
            page.goto(f"{base}/join/{site.tokens['A']}")
            page.click("#join")
            page.wait_for_url(f"{base}/p/A")
            if lang == "zh":
                page.click("#switch-lang")
                page.wait_for_url(f"{base}/p/A")
            page.goto(f"{base}/p/A/orders/1")
            page.wait_for_load_state()
            page.click("#ways a[href='#slot-details']")  # on a phone the table is folded: the player opens it
            page.select_option("select[name=s4_go]", "garden")
            page.select_option("select[name=s4_peek]", "peephole")
            beside = page.locator("td:has(select[name=s4_peek]) .field-problem")
            expect(beside).to_have_text(re.compile("^" + re.escape(said)))
            field = page.locator("select[name=s4_peek]").bounding_box()
            note = beside.bounding_box()
            assert field is not None and note is not None
            assert 0 <= note["y"] - (field["y"] + field["height"]) < 40  # right under the field
            assert note["x"] + note["width"] <= PHONE["width"]
            page.click("#ways a[href='#text-details']")  # the YAML text too
            page.fill("#text", BAD)
            page.wait_for_function(  # the slot form's own check filled the list first
                "(line) => (document.querySelector('#text-problems li') || {}).textContent?.startsWith(line)",
                arg=line,
            )
            under = page.locator("#text-problems li").first
            box = page.locator("#text").bounding_box()
            where = under.bounding_box()
            assert box is not None and where is not None and 0 <= where["y"] - (box["y"] + box["height"]) < 60
            if lang == "zh":
                assert missing_glyphs(page, "#slot-form") == []
            page.fill("#own-words", "8:30去草坪" if lang == "zh" else "8:30 go to the lawn")
            said_back = "8:30去草坪" if lang == "zh" else "20:30gotothelawn"  # spaces aside
            echo = page.locator("#words-echo")  # what the message says, under its box
            spaced = re.compile(r"\s*".join(map(re.escape, said_back)))
            until_served(site, lambda ms, e=echo, t=spaced: expect(e).to_contain_text(t, timeout=ms))
            page.screenshot(path=str(SHOTS / f"phone-{lang}-A-mistake.png"), full_page=True)
            page.context.close()


# Counts the live checks' answers the page has read (each form reads the answer to its own
# last check), once the page's handling of each is over (a macrotask after its JSON is read).
_COUNT_CHECKS_READ = """(() => {
  window.checksRead = 0;
  const fetch = window.fetch;
  window.fetch = async (...args) => {
    const response = await fetch(...args);
    const json = response.json.bind(response);
    response.json = async () => {
      const data = await json();
      setTimeout(() => { window.checksRead += 1; }, 0);
      return data;
    };
    return response;
  };
})()"""


def test_a_late_answer_for_another_box_does_not_wipe_what_the_last_one_says(
    browser: Browser, tmp_path: Path
) -> None:
    # On a loaded machine the YAML box's check came back after the own-words box's and emptied
    # what was shown under the own-words box ('20:30gotothelawn' in ''): the player typed their
    # message last, so the page shows its check, whatever answer comes back later.
    def is_text_check(request: Request) -> bool:
        return request.url.endswith("/check") and "source=text" in (request.post_data or "")

    held: list[Route] = []

    def hold_text_checks(route: Route) -> None:
        if is_text_check(route.request):
            held.append(route)
        else:
            route.continue_()

    with served_site(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        page = browser.new_context(viewport=PHONE).new_page()
        page.add_init_script(_COUNT_CHECKS_READ)
        page.goto(f"{base}/join/{site.tokens['A']}")
        page.click("#join")
        page.wait_for_url(f"{base}/p/A")
        page.goto(f"{base}/p/A/orders/1")
        page.route("**/orders/1/check", hold_text_checks)  # the YAML box's checks: a slow server
        page.click("#ways a[href='#text-details']")
        with page.expect_request(is_text_check):
            page.fill("#text", BAD)
        with page.expect_request(is_text_check):  # leaving the box checks it again ("change")
            page.fill("#own-words", "8:30 go to the lawn")
        words = page.locator("#words-echo")
        until_served(site, lambda ms: expect(words).to_contain_text("go to the lawn", timeout=ms))
        page.wait_for_function("() => window.checksRead === 1")
        for route in held:  # the YAML box's answers come in last
            route.continue_()
        page.wait_for_function("() => window.checksRead === 2")  # the box's last answer is read
        assert "20:30gotothelawn" in words.inner_text().replace(" ", "")
        assert page.locator("#problems").get_attribute("data-state") == "ok"  # the message has no mistake
        assert page.locator("#text-problems li").count() == 0  # nor is the YAML's shown under its box
        page.context.close()
