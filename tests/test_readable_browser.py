"""What a player reads is readable and uncovered, in Chromium (issue 24, a user's walk with the
GM and players on phones and one player at a desktop).

1. Every text of every page that has the drawing of the inn (the replay the GM and, after the
   reveal, everyone opens; the floor plan on the orders page and /inn) is drawn at 11 px at
   least on a 390 x 844 phone, as rendered: its computed font size times the drawing's scale
   for SVG text (the replay's room labels were 10.47 px), for every identity, zh and en.
2. Typing a mistake in a field of the slot form (a bad "via" in the 9:00 row at 1280 x 900,
   whose problem showed at y=828 under the form's sticky foot), the field and its problem are
   both on the screen and not covered: what ``elementFromPoint`` finds at the centre of each
   is that element, on a desktop and a phone, in every row tried and for each identity.

Screenshots: ``tests/output/portal/readable-*.png``.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from blackhorse.cli.main import main as bh_main
from blackhorse.portal.access import GM
from tests.daykit import two_case_game
from tests.portalkit import Client, free_port, start_process, stop_process
from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES, PERSON_ROUTES

SHOTS = Path(__file__).parent / "output" / "portal"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
READABLE_PX = 11
WHO = (GM, "A", "P1")  # the GM, a tenant, an officer

# each text node's element drawn under ``least`` px: its computed size, times the drawing's
# scale for SVG text (a text in user units of a viewBox)
SMALL_TEXT = """(least) => {
  const small = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode;
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") continue;
    let px = parseFloat(style.fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      px *= Math.hypot(m.a, m.b);
    }
    const what = `${el.tagName}.${el.getAttribute("class") || ""} ${node.textContent.trim().slice(0, 16)}`;
    if (px < least) small.push(`${what}: ${px.toFixed(2)} px`);
  }
  return small;
}"""


def signed_in(browser: Browser, base: str, token: str, own: str, size: dict[str, int], lang: str) -> Page:
    page = browser.new_context(viewport=size).new_page()  # type: ignore[arg-type]
    page.goto(f"{base}/join/{token}")
    page.click("#join")
    page.wait_for_url(base + own)
    if lang == "zh":
        page.click("#switch-lang")
        page.wait_for_url(base + own)
    return page


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int, dict[str, str]]]:
    """A Chinese game after night 1 (run with its replay, published), night 2 open, served."""
    game, tokens = two_case_game(tmp_path_factory.mktemp("readable"))
    path = game / "game.yaml"
    path.write_text("lang: zh\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    shutil.rmtree(game / "nights" / "1" / "results")
    assert bh_main(["night", str(game), "1", "--html"]) == 0
    port = free_port()
    proc = start_process(game, port)
    try:
        yield game, port, tokens
    finally:
        stop_process(proc)


def own(who: str) -> str:
    return "/gm" if who == GM else f"/p/{who}"


def pages_with_the_drawing(port: int, tokens: dict[str, str], who: str) -> list[str]:
    """Every page of the access table ``who`` may read that draws the inn (an <svg> plan)."""
    client = Client(port)
    assert client.join(tokens[who]).status == 303
    routes = [route for method, route, _ in ANYONE_ROUTES if method == "GET"]
    if who == GM:
        routes += [route for method, route, _ in GM_ROUTES if method == "GET"]
        routes += [
            route.replace("{X}", x)
            for x in ("A", "P1")
            for method, route, _ in PERSON_ROUTES
            if method == "GET"
        ]
    else:
        routes += [route.replace("{X}", who) for method, route, _ in PERSON_ROUTES if method == "GET"]
    drawn = []
    for route in dict.fromkeys(routes):
        reply = client.get(route)
        if reply.status == 200 and re.search(r'<svg[^>]*(?:id="plan"|class="plan")', reply.body):
            drawn.append(route)
    return drawn


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_text_of_every_page_with_the_drawing_is_readable_on_a_phone(
    lang: str, browser: Browser, site: tuple[Path, int, dict[str, str]]
) -> None:
    game, port, tokens = site
    base = f"http://127.0.0.1:{port}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    small, seen = [], set()
    for who in WHO:
        routes = pages_with_the_drawing(port, tokens, who)
        page = signed_in(browser, base, tokens[who], own(who), PHONE, lang)
        for route in routes:
            page.goto(base + route)
            if "replay" in route:
                page.wait_for_function("window.replay !== undefined")
            seen.add(re.sub(r"/p/\w+", "/p/X", route))
            found = page.evaluate(SMALL_TEXT, READABLE_PX)
            small += [f"{lang} {who} {route}: {x}" for x in found]
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], (who, route)
            name = re.sub(r"\W+", "-", route).strip("-")
            page.screenshot(path=str(SHOTS / f"readable-{lang}-{who}-{name}.png"), full_page=True)
        page.context.close()
    assert {"/gm/nights/1/replay", "/p/X/orders/2", "/inn"} <= seen, seen
    assert not small, "\n".join(small[:40])


def _uncovered(page: Page, selector: str) -> str:
    """Why the element is not seen whole at its centre ("" when it is): off the screen, or
    another element drawn over it there."""
    return str(
        page.locator(selector).first.evaluate(
            """(e) => {
              const r = e.getBoundingClientRect();
              if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth)
                return `off the screen: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`;
              const x = r.left + r.width / 2, y = r.top + r.height / 2;
              const hit = document.elementFromPoint(x, y);
              if (hit === e || e.contains(hit)) return "";
              const by = hit ? hit.tagName + "#" + hit.id + "." + hit.className : "nothing";
              return `covered at ${Math.round(y)} by ${by}`;
            }"""
        )
    )


# (slot row, field): the first, the 9:00 row of the walk, the last; a via typed, and a standing
# kill's hours (the tenant's page has them)
FIELDS = [(0, "via"), (6, "via"), (17, "via")]


@pytest.mark.parametrize("size_name", ["desktop", "phone"])
def test_a_field_typed_in_and_its_problem_stay_on_the_screen_uncovered(
    size_name: str, browser: Browser, site: tuple[Path, int, dict[str, str]]
) -> None:
    game, port, tokens = site
    base = f"http://127.0.0.1:{port}"
    size = DESKTOP if size_name == "desktop" else PHONE
    hidden = []
    for who in ("A", "P1"):
        page = signed_in(browser, base, tokens[who], own(who), size, "zh")
        for row, kind in FIELDS:
            page.goto(f"{base}/p/{who}/orders/2")
            page.click("#ways a[href='#slot-details']")
            field = f"input[name=s{row}_{kind}]"
            # the field as low on the screen as it can be seen: just above the form's foot (its
            # buttons, sticky at the screen's bottom), where a player types the lowest row seen
            page.locator(field).evaluate(
                """(e) => {
                  const foot = document.getElementById("slot-foot").getBoundingClientRect();
                  const r = e.getBoundingClientRect();
                  window.scrollBy(0, r.bottom - Math.min(foot.top, innerHeight) + 4);
                }"""
            )
            page.click(field)
            page.keyboard.type("月亮")  # no such place
            problem = f"td:has({field}) .field-problem"
            # the answer for the whole word is shown (a loaded machine may check "月" alone first)
            expect(page.locator(problem).last).to_contain_text("月亮")
            for selector in (field, problem):
                why = _uncovered(page, selector)
                if why:
                    hidden.append(f"{size_name} {who} row {row} {selector}: {why}")
            if row == 6:
                page.screenshot(path=str(SHOTS / f"readable-{size_name}-{who}-typed-via.png"))
        page.context.close()
    assert not hidden, "\n".join(hidden)
