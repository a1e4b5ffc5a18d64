"""The GM's charts on a phone (issue 24): timeline.svg is 1,328 px wide, and the GM page linked
the file itself, so a 390-px phone scrolled the whole page sideways to read the night. The GM
page links a page per chart: the picture at its full size (every label readable) in a frame
that scrolls sideways by itself, said so above it, the page never; on a phone the timeline
in pieces of 30 minutes that fit, one under the other; and the replay fits.

Screenshots: ``tests/output/portal/phone-{zh,en}-chart-timeline.png``.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from blackhorse.cli.main import main
from blackhorse.portal.access import GM
from tests.browserkit import missing_glyphs
from tests.portalkit import copy_game, invite_all, thread_server

SHOTS = Path(__file__).parent / "output" / "portal"
PHONE = {"width": 390, "height": 844}
SIDEWAYS = "() => document.documentElement.scrollWidth - window.innerWidth"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """The first night run with its charts and replay, served; the GM's link."""
    game = copy_game(tmp_path_factory.mktemp("charts"))
    shutil.rmtree(game / "nights" / "1" / "results", ignore_errors=True)
    assert main(["night", str(game), "1", "--charts", "--html"]) == 0
    tokens = invite_all(game)
    with thread_server(game) as port:
        yield f"http://127.0.0.1:{port}", tokens[GM]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_gms_charts_and_replay_read_on_a_phone_without_scrolling_the_page(
    browser: Browser,
    site: tuple[str, str],
    lang: str,
) -> None:
    base, token = site
    page = browser.new_context(viewport=PHONE).new_page()  # type: ignore[arg-type]
    page.goto(f"{base}/join/{token}")
    page.click("#join")
    page.wait_for_url(base + "/gm")
    if lang == "zh":
        page.click("#switch-lang")
        page.wait_for_url(base + "/gm")
    links = page.eval_on_selector_all("#nights a", "els => els.map(e => e.getAttribute('href'))")
    charts = [h for h in links if "/chart" in h]
    assert charts and all("/chart/" in h for h in charts), links  # a page per chart, no bare file
    for href in [*charts, "/gm/nights/1/replay"]:
        page.goto(base + href)
        page.wait_for_load_state("load")
        assert page.evaluate(SIDEWAYS) <= 0, (lang, href, "the page scrolls sideways")
    # the timeline, cut in pieces of 30 minutes that fit the phone, each at the chart's own size
    page.goto(base + "/gm/nights/1/chart/timeline")
    page.wait_for_load_state("load")
    pieces = page.evaluate(
        """() => Array.from(document.querySelectorAll('#chart-pieces .chart-piece')).map(p => {
             const r = p.getBoundingClientRect();
             const s = p.querySelector('svg.piece');
             return [r.left, r.right, s.getBoundingClientRect().width, s.viewBox.baseVal.width];
           })"""
    )
    assert len(pieces) == 6, pieces  # 20:00-20:30 ... 22:30-23:00
    assert all(left >= 0 and right <= PHONE["width"] for left, right, _, _ in pieces), pieces
    assert all(abs(drawn - framed) < 0.5 for _, _, drawn, framed in pieces), pieces  # not scaled down
    assert page.evaluate(SIDEWAYS) <= 0
    said = page.evaluate("() => document.getElementById('chart-scrolls').getBoundingClientRect().top")
    first = page.evaluate("() => document.querySelector('#chart-pieces').getBoundingClientRect().top")
    assert said < first < 844  # said above the chart, on the first screen
    if lang == "zh":
        caption = page.inner_text("#chart-scrolls")
        assert "30 分钟" in caption and not missing_glyphs(page, "#chart-scrolls")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"phone-{lang}-chart-timeline.png"), full_page=True)
    # the sightings chart, wider than the phone, scrolls inside its frame, never the page
    page.goto(base + "/gm/nights/1/chart/sightings")
    page.wait_for_function("() => document.querySelector('#chart-frame img').complete")
    frame = page.evaluate(
        "() => { const f = document.getElementById('chart-frame'); return [f.scrollWidth, f.clientWidth]; }"
    )
    assert frame[0] > frame[1] >= 300, frame
    page.eval_on_selector("#chart-frame", "f => { f.scrollLeft = f.scrollWidth; }")
    assert page.evaluate("() => document.getElementById('chart-frame').scrollLeft") > 0
    assert page.evaluate(SIDEWAYS) <= 0
    page.context.close()
