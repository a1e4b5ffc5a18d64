"""At a phone's width (390 x 844, Chromium), two pictures a player and the GM read all day
(issue 24, an independent GM's walk): the police's chart of times and places on the case
board, and the replay's people. Screenshots: ``tests/output/portal/phone-*.png``.

The chart scrolled sideways inside the page, hiding the 花园 and 草坪 columns where the
night happened; the replay drew a two-character Chinese name at 8 px, wider than its circle.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from blackhorse.cli.main import main as bh_main
from blackhorse.portal.access import GM
from tests.browserkit import missing_glyphs
from tests.daykit import two_case_game
from tests.gamekit import write_game
from tests.portalkit import Site, served_site, thread_server, until_served

SHOTS = Path(__file__).parent / "output" / "portal"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
READABLE_PX = 11  # as tests/test_portal_browser.py: the smallest text a phone page may draw


def signed_in(browser: Browser, base: str, token: str, own: str, size: dict[str, int]) -> Page:
    page = browser.new_context(viewport=size).new_page()  # type: ignore[arg-type]
    page.goto(f"{base}/join/{token}")
    page.click("#join")
    page.wait_for_url(base + own)
    page.click("#switch-lang")  # Chinese
    page.wait_for_url(base + own)
    return page


def test_the_case_boards_chart_reads_on_a_phone_without_scrolling_sideways(
    browser: Browser, tmp_path: Path
) -> None:
    """B3: every place where someone was, 草坪 (E's murder) included, is on the screen: on a
    phone each ten minutes is a line naming its places; at desktop width it stays a table."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    game, tokens = two_case_game(tmp_path)
    assert bh_main(["claim", str(game), "2", "B", "22:00", "22:30", "草坪", "--by", "P1"]) == 0
    with thread_server(game) as port:
        base = f"http://127.0.0.1:{port}"
        for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
            page = signed_in(browser, base, tokens["P1"], "/p/P1", size)
            page.goto(f"{base}/p/P1/cases")
            chart = page.locator("#chart-2")
            inner = chart.evaluate("(e) => [e.scrollWidth, e.clientWidth]")
            assert inner[0] <= inner[1] + 1, (name, inner)  # nothing hidden to the right
            assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
            text = chart.inner_text()
            labels = chart.evaluate(
                "(e) => [...e.querySelectorAll('td')].filter((c) => c.textContent.trim())"
                ".map((c) => getComputedStyle(c, '::before').content)"
            )
            assert "B（#1）" in text, text  # a Chinese page: the claim mark in full-width brackets
            # every cell with people is drawn inside the screen, none clipped off its right
            right = chart.evaluate(
                "(e) => Math.max(...[...e.querySelectorAll('td')].filter((c) => c.textContent.trim())"
                ".map((c) => c.getBoundingClientRect().right))"
            )
            assert right <= size["width"], (name, right)
            if name == "phone":
                assert "22:00" not in text and "10:00" in text  # the seed's clock on a Chinese page
                # each place named before its people
                assert '"草坪："' in labels and '"娱乐室："' in labels, labels
            assert missing_glyphs(page, "#chart-2") == []
            chart.screenshot(path=str(SHOTS / f"{name}-zh-P1-chart.png"))
            page.context.close()


CHINESE_CAST = {
    "钱二": {"room": "201", "targets": ["孙三", "李四"]},
    "孙三": {"room": "201", "targets": ["钱二", "李四"]},
    "李四": {"room": "202", "targets": ["钱二", "孙三"]},
    "周五": {"room": "202", "targets": ["钱二", "孙三"]},
}


def test_the_replays_names_read_on_a_phone(browser: Browser, tmp_path: Path) -> None:
    """B4 (C14): each name is drawn at 11 px at least and inside its circle, at a phone's
    width and a desktop's; four people in the common room do not cover one another."""
    game = write_game(
        tmp_path / "g",
        {n: {"orders": [{"at": "20:30", "go": "204"}]} for n in CHINESE_CAST},
        tenants=CHINESE_CAST,
        police=["郑警官"],
    )
    path = game / "game.yaml"
    path.write_text("lang: zh\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    assert bh_main(["night", str(game), "1", "--html"]) == 0
    replay = game / "nights" / "1" / "results" / "replay.html"
    for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page = browser.new_page(viewport=size)  # type: ignore[arg-type]
        page.goto(replay.resolve().as_uri())
        page.wait_for_function("window.replay !== undefined")
        page.evaluate("window.replay.setMinute(40)")  # 20:40: all four in the common room
        people = page.evaluate(
            """() => [...document.querySelectorAll('.person')].map((g) => {
                 const c = g.querySelector('circle').getBoundingClientRect();
                 const t = g.querySelector('text').getBoundingClientRect();
                 return {id: g.id, circle: [c.left, c.top, c.width], text: [t.width, t.height]}; })"""
        )
        assert len(people) >= 4, people  # the four tenants (and the officer, if drawn)
        for p in people:
            width, height = p["text"]
            assert height >= READABLE_PX, (name, p)
            assert width <= p["circle"][2], (name, p)  # the name inside its circle
        circles = [p["circle"] for p in people]
        for i, a in enumerate(circles):  # no two circles overlap (spread apart in a room)
            for b in circles[i + 1 :]:
                far = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
                assert far >= (a[2] + b[2]) / 2 - 0.5, (name, a, b)
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        assert missing_glyphs(page, "aside") == []
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}-zh-replay.png"), full_page=True)
        page.close()


def test_the_gms_replay_page_on_a_phone_reads_the_names(browser: Browser, tmp_path: Path) -> None:
    """The replay as the GM opens it from the portal, at 390 px: the same names, readable."""
    game, tokens = two_case_game(tmp_path)
    shutil.rmtree(game / "nights" / "1" / "results")
    assert bh_main(["night", str(game), "1", "--html"]) == 0
    with thread_server(game) as port:
        base = f"http://127.0.0.1:{port}"
        page = signed_in(browser, base, tokens[GM], "/gm", PHONE)
        page.goto(f"{base}/gm/nights/1/replay")
        page.wait_for_function("window.replay !== undefined")
        heights = page.evaluate(
            "() => [...document.querySelectorAll('.person text')]"
            ".map((t) => t.getBoundingClientRect().height)"
        )
        assert heights and min(heights) >= READABLE_PX, heights


def _in_screen(page: Page, selector: str, size: dict[str, int]) -> dict[str, float]:
    """The element's box, asserted to lie whole inside the screen as it is scrolled now."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], (selector, box)
    assert box["x"] + box["width"] <= size["width"], (selector, box)
    return box


def _page_height(page: Page) -> int:
    """The page's own height in CSS pixels (the document's scroll height is never less than the
    screen's: a short page would read 844)."""
    return int(page.evaluate("Math.ceil(document.body.getBoundingClientRect().height)"))


def _answered(site: Site, page: Page, selector: str) -> None:
    """Wait until the portal's answer shows ``selector``, as long as the server works on it (the
    first check of a message builds the cast's lexicon: over 30 s at a load of 20)."""
    shown = page.locator(selector).first
    until_served(site, lambda ms: expect(shown).to_be_visible(timeout=ms))


def test_the_orders_page_opens_on_the_own_words_box_on_a_phone(browser: Browser, tmp_path: Path) -> None:
    """issue 24 (an independent GM's walk): on a phone the orders page was ~6,100 px tall and
    the own-words box, where most players type their orders as a message, came last, after
    the whole slot table; what a message said showed at the top, a screen away. Now, at
    390 x 844 and at desktop width, in Chinese, for a tenant with targets (B) and an officer
    (P1): the box is on the first screen; what it says and its mistakes show under it as one
    types; a save from it says "saved" on that screen; on a phone the slot table and the YAML
    text are folded (a line offers the three ways), the table once opened is two fields a
    line, and what it says stays on the screen (at its foot) while a slot far down is set;
    nothing scrolls sideways and every Chinese character has its glyph. The pages' heights
    are printed (and written to tests/output/portal/orders-heights.txt)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    heights: list[str] = []
    with served_site(tmp_path) as site:
        base = f"http://127.0.0.1:{site.port}"
        for size_name, size in (("phone", PHONE), ("desktop", DESKTOP)):
            for who in ("B", "P1"):
                page = signed_in(browser, base, site.tokens[who], f"/p/{who}", size)
                page.goto(f"{base}/p/{who}/orders/1")
                page.wait_for_load_state()
                tall = _page_height(page)
                where = f"{size_name} {size['width']}x{size['height']} {who} /p/{who}/orders/1"
                heights.append(f"{where}: {tall} px")
                _in_screen(page, "#own-words", size)  # the box on the first screen, whole
                _in_screen(page, "#ways", size)  # and the three ways to write orders
                assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
                assert missing_glyphs(page, "main") == [], (size_name, who)
                folded = page.evaluate("[...document.querySelectorAll('details.way')].map((d) => d.open)")
                assert folded == ([False, False] if size_name == "phone" else [True, True]), folded
                if size_name == "phone":
                    assert tall <= 2 * PHONE["height"], tall  # it was 6,044 px for B, 5,491 for P1
                page.screenshot(path=str(SHOTS / f"{size_name}-zh-{who}-orders-first.png"))
                # a mistake and what the message says: under the box, on the same screen
                page.fill("#own-words", "8:35去草坪")  # 8:35 is no slot
                _answered(site, page, "#words-problems li")
                _in_screen(page, "#words-problems li", size)
                assert "8:35" in page.locator("#words-problems").inner_text()
                page.fill("#own-words", "8:30去草坪，9:10回自己房间")
                _answered(site, page, "#words-echo li >> text=9:10")
                _in_screen(page, "#words-echo", size)
                assert not page.locator("#check-result").is_visible()  # not said twice beside the box
                page.click("#save-words")
                _answered(site, page, "#saved")
                _in_screen(page, "#saved", size)  # "已保存" where the player just typed
                assert "8:30去草坪" in page.locator("#echo").inner_text().replace(" ", "")
                assert (site.game / "nights" / "1" / f"{who}.yaml").is_file()
                # the table, chosen from the line of ways: a slot far down, its echo on the screen
                page.click("#ways a[href='#slot-details']")
                assert page.evaluate("document.getElementById('slot-details').open")
                if size_name == "phone":
                    row = page.locator("table.slots tr:has(select[name=s3_go])").bounding_box()
                    assert row is not None and row["height"] <= 150, row  # two fields a line (was 207 px)
                    opened = _page_height(page)
                    heights.append(f"{size_name} {who} /p/{who}/orders/1 with the table open: {opened} px")
                page.locator("select[name=s16_go]").scroll_into_view_if_needed()
                page.select_option("select[name=s16_go]", "garden")  # 10:40 go to the garden
                _answered(site, page, "#live-echo li >> text=10:40")
                _in_screen(page, "select[name=s16_go]", size)
                _in_screen(page, "#live-echo li >> text=10:40", size)  # seen while setting the slot
                _in_screen(page, "#save-form", size)
                assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
                assert missing_glyphs(page, "#slot-form") == []
                page.screenshot(path=str(SHOTS / f"{size_name}-zh-{who}-orders-table.png"))
                page.context.close()
    print("\n".join(["orders page heights (Chinese):", *heights]))
    (SHOTS / "orders-heights.txt").write_text("\n".join(heights) + "\n", encoding="utf-8")


def test_the_room_change_lists_full_rooms_apart_in_chinese_on_a_phone(
    browser: Browser, tmp_path: Path
) -> None:
    """issue 24: the room-change form lists the rooms with a free bed and, apart, the full
    ones (a move into one is granted only if a bed comes free that day); no browser had
    tried it at 390 px. In a Chinese game (game.yaml `lang: zh`, a phone asking for Chinese),
    on day 1 after D and E died: both groups are drawn, every label and option reads in
    Chinese (names and room numbers aside), the list and the form fit the screen, and every
    character has its glyph."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    game, tokens = two_case_game(tmp_path)
    path = game / "game.yaml"
    path.write_text("lang: zh\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    with thread_server(game) as port:
        base = f"http://127.0.0.1:{port}"
        page = browser.new_context(viewport=PHONE, locale="zh-CN").new_page()  # type: ignore[arg-type]
        page.goto(f"{base}/join/{tokens['A']}")
        page.click("#join")
        page.wait_for_url(f"{base}/p/A")
        assert page.locator("html").get_attribute("lang") == "zh-CN"
        select = page.locator("#move-form select[name=a]")
        groups = select.evaluate(
            "(s) => [...s.querySelectorAll('optgroup')].map((g) => "
            "({label: g.label, options: [...g.querySelectorAll('option')].map((o) => o.textContent)}))"
        )
        assert [g["label"] for g in groups] == ["有空床", "已满：今天有床位空出才能搬入"], groups
        free, full = groups[0]["options"], groups[1]["options"]
        assert {"205", "207"} <= set(free), free  # D's and E's beds, freed on night 1
        assert full and all(re.fullmatch(r"2\d\d（已满：[A-H]+(、[A-H]+)*）", o) for o in full), full
        text = " ".join(g["label"] + " " + " ".join(g["options"]) for g in groups)
        assert not re.search(r"[a-z]{2,}", text), text  # no English word
        assert missing_glyphs(page, "#move-form select", text) == []
        assert missing_glyphs(page, "#move-form") == []
        for part in ("#move-form", "#move-form select", "#move-form button"):
            box = page.locator(part).bounding_box()
            assert box is not None and 0 <= box["x"] <= box["x"] + box["width"] <= PHONE["width"], part
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        # the longest option, drawn in the select's own font, fits the screen too
        widest = select.evaluate(
            "(s) => { const g = document.createElement('canvas').getContext('2d');"
            " g.font = getComputedStyle(s).font;"
            " return Math.max(...[...s.options].map((o) => g.measureText(o.textContent).width)); }"
        )
        assert widest < PHONE["width"] - 40, widest
        page.locator("#move-form").screenshot(path=str(SHOTS / "phone-zh-A-move-form.png"))
        page.context.close()


def test_every_page_of_every_identity_fits_a_phone_in_chinese(browser: Browser, tmp_path: Path) -> None:
    """issue 24, item 4: every page usable at 390 px without sideways scrolling. Every page
    the access table (tests/test_portal_access.py) lists that renders for an identity (each
    tenant and officer on their own routes, the GM on theirs and on a tenant's and an
    officer's, everyone on the board and the inn), in a Chinese session, after night 1 with
    day 1's requests standing, at 390 x 844: nothing scrolls sideways, every Chinese character
    has its glyph. A page added to the table is tried here too. Each page's height is printed
    (and written to tests/output/portal/phone-heights.txt)."""
    from blackhorse.inn.layout import load_inn
    from blackhorse.portal import days_desk, gm_actions
    from blackhorse.portal.desk import Desk
    from blackhorse.portal.store import Store, db_path
    from tests.portalkit import PLAYERS, copy_game, invite_all
    from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES, PERSON_ROUTES

    game = copy_game(tmp_path)
    tokens = invite_all(game)
    desk = Desk(game, load_inn(), Store(db_path(game)))
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")
    assert days_desk.file_request(desk, "P2", 1, "police-move", "207", "") == ""
    assert days_desk.file_request(desk, "P1", 1, "accusation", "1", "G") == ""
    assert days_desk.file_request(desk, "A", 1, "move", "207", "") == ""
    person = [p for m, p, _ in PERSON_ROUTES if m == "GET" and not p.endswith("/en")]
    anyone = [p for m, p, _ in ANYONE_ROUTES if m == "GET" and not p.startswith("/static/")]
    mine = [p for m, p, _ in GM_ROUTES if m == "GET" and not p.endswith("/en")]
    # the board and the inn are the same page for every tenant (and every officer): tried once of each
    pages = {who: [p.replace("{X}", who) for p in person] for who in PLAYERS}
    for who in ("A", "P1"):
        pages[who] += anyone
    pages[GM] = mine + anyone + [p.replace("{X}", x) for x in ("A", "P1") for p in person]
    heights: list[str] = []
    with thread_server(game) as port:
        base = f"http://127.0.0.1:{port}"
        for who, paths in pages.items():
            own = "/gm" if who == GM else f"/p/{who}"
            page = signed_in(browser, base, tokens[who], own, PHONE)
            for path in paths:
                reply = page.goto(base + path)
                assert reply is not None
                if reply.status != 200 or not reply.headers.get("content-type", "").startswith("text/html"):
                    continue  # a refusal (tried by the access table) or a file, not a page
                wide = page.evaluate("document.documentElement.scrollWidth")
                assert wide <= PHONE["width"], (who, path, wide)
                shown = "main" if page.locator("main").count() else "body"
                assert missing_glyphs(page, shown) == [], (who, path)
                heights.append(f"{who} {path}: {_page_height(page)} px")
            page.context.close()
    tried = {line.split(" ")[1].rstrip(":") for line in heights}
    assert {"/p/A/orders/1", "/p/P1/cases", "/gm/log", "/reveal", "/inn", "/board"} <= tried, tried
    assert len(heights) > 75, len(heights)
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "phone-heights.txt").write_text("\n".join(heights) + "\n", encoding="utf-8")
    print("\n".join(["page heights at 390 x 844, Chinese:", *heights]))
