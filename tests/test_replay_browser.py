"""The replay page in a real browser: Debian's headless Chromium driven by Playwright.

No browser is ever downloaded: the tests use ``/usr/bin/chromium`` (``apt-get install
chromium``; ``.ci/run`` installs it when missing). Positions are checked by reading the page's
own state (``window.replay.state()``), not by looking at pixels.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

import blackhorse as bh
from blackhorse.cli.main import main as bh_main
from blackhorse.core.clock import parse_time
from tests.browserkit import missing_glyphs
from tests.gamekit import write_game
from tests.scenariokit import SCENARIOS
from tests.test_replay import edited_map

FIRST_NIGHT = SCENARIOS / "first-night"


class Opened:
    """A page with the replay loaded; console errors and network requests are recorded."""

    def __init__(self, browser: Browser, path: Path) -> None:
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.page: Page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", self._request)
        self.page.goto(path.resolve().as_uri())
        self.page.wait_for_function("window.replay !== undefined")

    def _request(self, request: Any) -> None:
        if not request.url.startswith(("file:", "data:")):
            self.requests.append(request.url)

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate("window.replay.state()")
        return state

    def spots_all_night(self) -> dict[int, dict[str, str]]:
        rows = self.page.evaluate(
            """() => { const out = [];
                 for (let m = 0; m < window.replay.data.minutes; m++) {
                   window.replay.setMinute(m);
                   const s = window.replay.state(); const row = {};
                   for (const [k, v] of Object.entries(s.positions)) row[k] = v.spot;
                   out.push([s.minute, row]); }
                 return out; }"""
        )
        return {int(m): row for m, row in rows}


def spots_at(result: bh.NightResult, minute: int) -> dict[str, str]:
    return {s.person: s.spot for s in result.run.steps if s.minute == minute}


@pytest.fixture(scope="module")
def first() -> bh.NightResult:
    return bh.run_night(FIRST_NIGHT, 1)


@pytest.fixture(scope="module")
def first_page(first: bh.NightResult, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return first.replay().save(tmp_path_factory.mktemp("replay") / "replay.html")


def test_loads_without_errors_or_network(browser: Browser, first_page: Path) -> None:
    opened = Opened(browser, first_page)
    assert opened.errors == []
    assert opened.requests == []
    state = opened.state()
    assert state["minute"] == 0 and state["clock"] == "20:00"
    assert opened.page.locator("#plan #person-E circle").count() == 1
    assert opened.page.locator("#plan rect.spot").count() == 23


def test_moving_the_slider_moves_people(browser: Browser, first_page: Path, first: bh.NightResult) -> None:
    opened = Opened(browser, first_page)
    before = opened.state()["positions"]
    opened.page.locator("#minute").fill("134")  # the slider, as a user drags it
    after = opened.state()
    assert after["minute"] == 134 and after["clock"] == "22:14"
    assert opened.page.locator("#clock").inner_text() == "22:14"
    moved = {p for p in before if before[p]["spot"] != after["positions"][p]["spot"]}
    assert moved == {p for p, s in spots_at(first, 134).items() if s != spots_at(first, 0)[p]}
    assert "E" in moved and "B" in moved  # both on the lawn now
    transform = opened.page.locator("#person-B").get_attribute("transform")
    assert transform is not None and "90" in transform  # B's marker is drawn on the lawn (y = 90)
    assert opened.errors == []


def test_screenshot_at_the_murder_shows_everyone_where_the_timeline_says(
    browser: Browser, first_page: Path, first: bh.NightResult, tmp_path: Path
) -> None:
    opened = Opened(browser, first_page)
    minute = parse_time("22:14")
    assert minute is not None
    opened.page.evaluate(f"window.replay.setMinute({minute})")
    shot = tmp_path / "replay-22-14.png"
    opened.page.screenshot(path=str(shot), full_page=True)
    assert shot.read_bytes().startswith(b"\x89PNG") and shot.stat().st_size > 20_000
    state = opened.state()
    assert {p: v["spot"] for p, v in state["positions"].items()} == spots_at(first, minute)
    for person, where in state["positions"].items():
        assert (where["x"], where["y"]) == first.inn.xy[where["spot"]], person
    assert state["positions"]["E"]["dead"] is True and state["positions"]["B"]["activity"] == "killing"
    assert "witnesses: " in opened.page.locator("#events").inner_text()


def test_every_minute_matches_the_timeline(browser: Browser, first_page: Path, first: bh.NightResult) -> None:
    opened = Opened(browser, first_page)
    shown = opened.spots_all_night()
    assert sorted(shown) == list(range(180))
    for minute, row in shown.items():
        assert row == spots_at(first, minute), minute


def test_choosing_a_person_shows_what_they_could_see(browser: Browser, first_page: Path) -> None:
    opened = Opened(browser, first_page)
    opened.page.evaluate("window.replay.setMinute(134)")
    opened.page.select_option("#person", "A")  # A peeks through 201's window at the lawn
    state = opened.state()
    assert state["selected"] == "A"
    assert set(state["view"]) == {"201", "lawn"}
    assert {s["subject"]: s["channel"] for s in state["seen"]} == {"B": "window", "E": "window"}
    assert opened.page.locator("rect.hi.on").count() == 2
    assert "Saw: B (window" in opened.page.locator("#sight").inner_text()
    opened.page.select_option("#person", "E")
    assert opened.state()["view"] == [] and "dead see nothing" in opened.page.locator("#sight").inner_text()


def test_play_button_advances_the_clock(browser: Browser, first_page: Path) -> None:
    opened = Opened(browser, first_page)
    opened.page.select_option("#speed", "50")
    opened.page.click("#play")
    opened.page.wait_for_function("window.replay.state().minute >= 3")
    opened.page.click("#play")  # pause
    assert opened.page.evaluate("window.replay.playing()") is False
    stopped = opened.state()["minute"]
    opened.page.wait_for_timeout(300)
    assert opened.state()["minute"] == stopped
    assert opened.errors == []


def test_inline_notebook_view_runs_inside_its_iframe(browser: Browser, first: bh.NightResult) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(f"<html><body>{first.replay('C')._repr_html_()}</body></html>")
    frame = page.frame_locator("iframe")
    frame.locator("#clock").wait_for()
    inner = page.frames[1]
    inner.wait_for_function("window.replay !== undefined")
    inner.evaluate("window.replay.setMinute(62)")  # 21:02: C's knock at 209 is refused
    state = inner.evaluate("window.replay.state()")
    assert state["selected"] == "C" and state["positions"]["C"]["spot"] == "door-209"
    assert "door-209" in state["view"] and "north-corridor" in state["view"] and "209" not in state["view"]
    assert errors == []


def test_edited_map_and_another_cast(browser: Browser, tmp_path: Path) -> None:
    inn = bh.load_inn(edited_map(tmp_path))
    tenants = {"X": {"room": "209", "targets": ["Y", "Z"]}, "Y": {"room": "201", "targets": ["X", "Z"]},
               "Z": {"room": "203", "targets": ["X", "Y"]}}  # fmt: skip
    orders = {
        "Y": {"orders": [{"at": "20:00", "go": "lawn"}]},
        "X": {"orders": [{"at": "20:30", "go": "lawn"}]},
    }
    write_game(tmp_path / "g", orders, tenants=tenants, police=[])
    result = bh.run_night(tmp_path / "g", 1, inn)
    opened = Opened(browser, result.replay().save(tmp_path / "r.html"))
    assert opened.errors == []
    opened.page.evaluate("window.replay.setMinute(100)")
    state = opened.state()
    assert {p: v["spot"] for p, v in state["positions"].items()} == spots_at(result, 100)
    assert state["positions"]["Z"]["x"] == inn.xy["203"][0] == 64  # mirrored map


def test_a_hostile_game_name_is_shown_as_text(browser: Browser, tmp_path: Path) -> None:
    folder = write_game(tmp_path / "g", {})
    hostile = "'Night </script><!-- <b>x</b>'"
    text = (folder / "game.yaml").read_text(encoding="utf-8").replace("test game", hostile)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    opened = Opened(browser, bh.run_night(folder, 1).replay().save(tmp_path / "r.html"))
    assert opened.errors == []
    assert opened.page.locator("#title").inner_text() == "Night </script><!-- <b>x</b>: night 1"
    assert opened.page.title() == "Night </script><!-- <b>x</b>: night 1 - replay"


def test_arrow_keys_step_one_minute(browser: Browser, first_page: Path) -> None:
    opened = Opened(browser, first_page)
    opened.page.keyboard.press("ArrowRight")
    assert opened.state()["minute"] == 1
    opened.page.locator("#minute").focus()  # the slider steps by itself: still one minute
    opened.page.keyboard.press("ArrowRight")
    assert opened.state()["minute"] == 2
    opened.page.keyboard.press("ArrowLeft")
    assert opened.state()["minute"] == 1


def test_a_chinese_games_replay_reads_in_chinese_with_every_glyph(browser: Browser, tmp_path: Path) -> None:
    """A Chinese game (game.yaml `lang: zh`) writes replay.html in Chinese: its buttons, its
    sentences and its places (草坪, 娱乐室), drawn with a glyph for every character; asked
    for, the English replay is written beside it for an English reader (replay.en.html)."""
    import re
    import shutil

    game = tmp_path / "g"
    shutil.copytree(FIRST_NIGHT, game, ignore=shutil.ignore_patterns("results"))
    (game / "game.yaml").write_text("lang: zh\n" + (game / "game.yaml").read_text(encoding="utf-8"))
    assert bh_main(["night", str(game), "1", "--html", "--both-languages"]) == 0
    results = game / "nights" / "1" / "results"
    assert "Saw: " in (results / "replay.en.html").read_text(encoding="utf-8")  # the English twin
    opened = Opened(browser, results / "replay.html")
    assert opened.errors == [] and opened.requests == []
    page = opened.page
    assert (
        page.locator("#play").inner_text() == "▶ 播放"
        and page.locator("html").get_attribute("lang") == "zh-CN"
    )
    opened.page.evaluate("window.replay.setMinute(134)")
    page.select_option("#person", "A")  # A peeks through 201's window at the lawn
    sight = page.locator("#sight").inner_text()
    assert sight.startswith("A在201房间，窥视（窗户）。") and "看到：B（窗户，" in sight and "草坪" in sight
    page.evaluate(f"window.replay.setMinute({parse_time('22:14')})")
    assert "B 在草坪杀害了 E；目击者：A、D、G" in page.locator("#events").inner_text()
    text = page.locator("body").inner_text()
    names = {"A", "B", "C", "D", "E", "F", "G", "H", "P1"}
    words = (
        set(re.findall(r"[A-Za-z][A-Za-z-]+", text))
        - names
        - set(["First", "night", "at", "the", "Black", "Horse"])
    )
    assert words == set(), words
    for selector in ("header", "aside", ".legend"):
        assert missing_glyphs(page, selector) == [], selector
    shot = Path(__file__).parent / "output" / "replay-zh-22-14.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 20_000
