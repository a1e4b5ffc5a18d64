"""A Chinese game as a Chinese GM plays it, every page for every identity (issue 24, the
held-out walk of a `new --lang zh` game on phones).

The walk's game has Chinese names (吴六, 冯警官): a half-width mark the templates or the code
put between two of them ("1：吴六（冯警官, 2026-12-02 13:23）") is no Chinese punctuation, and
a test game of A-H and P1-P3 never shows it as such. So here the game is made as a GM makes
it, by the command line (`new --lang zh` with Chinese names, `register`, `bots` for night 1,
`night`, `publish`), and played on the portal to every state a page can show:

- **day**: night 1 published; on day 1 questions asked and answered, a claim noted, room
  changes and an officer's move asked for, and accusations in every state an officer's case
  list shows (proposed by me, waiting for my agreement, agreed by me, objected to, filed);
- **closed**: the GM closed day 1 on the portal (the page after it says every verdict), a
  suspect jailed, night 2 open, orders saved and refused on it.

At each, every page of the access table (tests/test_portal_access.py) that its identity
may read (the GM's charts among them): each tenant (alive, killed, jailed), each officer
(with a room and without), the GM on everyone's pages and their own. Each page may hold no
half-width ``:`` ``,`` ``;`` ``(`` ``)`` in Chinese text (the rule of
tests/test_catalog_punctuation.py), no English word but names, IDs and commands (that of
tests/test_portal_language.py), and no time of the night on the 24-hour clock (one clock per
language, core/nightclock.py: 9:12, as the seed says it).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import pytest

from blackhorse.cli.main import main
from blackhorse.inn.layout import load_inn
from blackhorse.portal import agreement, claims, days_desk, desk, questioning
from blackhorse.portal.access import GM, issue_link
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, thread_server
from tests.test_catalog_punctuation import half_width
from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES, PERSON_ROUTES
from tests.test_portal_language import ALLOWED, ENGLISH_BY_CHOICE, VERBATIM, WORD, read_text, shown_text

TENANTS = ("赵一", "钱二", "孙三", "李四", "周五", "吴六", "郑七", "王八")
POLICE = ("冯警官", "陈警官", "褚警官")
PEOPLE = (*TENANTS, *POLICE)
# the GM's name in the audit log and in the portal's links (`invite --reissue gm`); what the
# save log's column names (its digest); what a GM typed as a deadline, shown as typed
IDS = {"gm", "sha256", "test"}
SHOWN = ("text/html", "image/svg+xml")  # pages, and the charts the GM's page links
# a time of the night on the 24-hour clock (not a moment of the day: a date before it)
NIGHT_TIME_24H = re.compile(r"(?<![\d-] )(?<![\d:])\b2[0-3]:[0-5]\d\b")


@dataclass
class Stage:
    """One moment of the game: each identity's session, and the pages the GM's action led to
    (the page after closing the day, shown once)."""

    name: str
    clients: dict[str, Client]
    after: dict[str, str] = field(default_factory=dict)


def chinese_game(tmp: Path) -> Path:
    """A Chinese game made by the command line, as the walk made it."""
    game = tmp / "黑马"
    assert (
        main(["new", str(game), "--lang", "zh", "--tenants", ",".join(TENANTS), "--police", ",".join(POLICE)])
        == 0
    )
    apps = tmp / "apps.yaml"
    apps.write_text("- {who: 赵一, room: '201'}\n- {who: 吴六, room: '203'}\n", encoding="utf-8")
    assert main(["register", str(game), str(apps), "--seed", "3"]) == 0
    assert main(["bots", str(game), "1", "--seed", "5", "--strategy", "hunter"]) == 0
    assert main(["night", str(game), "1"]) == 0
    assert main(["publish", str(game), "1"]) == 0
    return game


def signed_in(port: int, tokens: dict[str, str]) -> dict[str, Client]:
    clients = {}
    for name in (*PEOPLE, GM):
        c = Client(port)
        assert c.join(tokens[name]).status == 303
        assert c.post("/lang", {"lang": "zh", "back": "/"}).status == 303
        clients[name] = c
    return clients


def play_day(d: Desk) -> None:
    """Day 1 with every kind of request and every state of an accusation standing."""
    state = d.state()
    cases = state.cases
    assert len(cases) >= 3, cases  # the seed's night: three murders
    alive = [t for t in TENANTS if state.tenants[t].status == "alive"]
    first, second, third = POLICE
    assert questioning.ask(d, first, 1, alive[0], "九点你在哪里？") == ""
    assert questioning.ask(d, second, 1, alive[1], "十点你在哪里？") == ""
    (asked,) = [q for q in questioning.questions(d, 1) if q.tenant == alive[0]]
    assert questioning.answer(d, alive[0], asked.id, "在娱乐室") == ""
    assert claims.add_claim(d, first, cases[0].id, alive[0], "21:00", "21:30", "204", [alive[1]]) == ""
    # case 1: proposed by the first officer (the others to agree); case 2: agreed by two;
    # case 3: filed (all three); a fourth proposal objected to, where there is a case for it
    assert agreement.agree(d, first, 1, cases[0].id, cases[0].killer) == ""
    assert agreement.agree(d, first, 1, cases[1].id, cases[1].killer) == ""
    assert agreement.agree(d, second, 1, cases[1].id, cases[1].killer) == ""
    for officer in POLICE:
        assert agreement.agree(d, officer, 1, cases[2].id, cases[2].killer) == ""
    rooms = [r for r in d.inn.rooms if d.inn.beds[r] > 0]
    assert days_desk.file_request(d, alive[0], 1, "move", rooms[-1], "") == ""
    assert days_desk.file_request(d, alive[1], 1, "move", state.tenants[alive[2]].room, "") == ""
    assert days_desk.file_request(d, second, 1, "police-move", rooms[-2], "") == ""
    assert days_desk.file_request(d, third, 1, "police-move", state.tenants[alive[2]].room, "") == ""


def rows(who: str) -> list[tuple[str, str, dict[str, str]]]:
    """The access table's routes ``who`` reads (a player their own; the GM everyone's and
    their own), as this game names its people."""
    out = []
    for owner in PEOPLE if who == GM else (who,):
        for method, path, data in PERSON_ROUTES:
            filled = {k: v.replace("{X}", owner) for k, v in data.items()}
            out.append((method, path.replace("{X}", owner), filled))
    out += [r for r in GM_ROUTES if who == GM] + [r for r in ANYONE_ROUTES if r[1] != "/lang"]
    # a report asked for in English (its address says `/en`) is English by the reader's choice
    named = [(m, p.replace("/reports/A/", f"/reports/{TENANTS[1]}/"), d) for m, p, d in out]
    return [(m, p, d) for m, p, d in named if not ENGLISH_BY_CHOICE.fullmatch(p)]


@pytest.fixture(scope="module")
def stages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[Stage]]:
    tmp = tmp_path_factory.mktemp("zh-game")
    game = chinese_game(tmp)
    store = Store(db_path(game))
    tokens = {name: issue_link(store, name, "test") for name in (GM, *PEOPLE)}
    d = Desk(game, load_inn(), store)
    saved_fresh = desk.FRESH_SECONDS
    desk.FRESH_SECONDS = 0.0
    try:
        with thread_server(game) as port:
            play_day(d)
            day = Stage("day", signed_in(port, tokens))
            gm = day.clients[GM]
            closed = Stage("closed", signed_in(port, tokens))
            # the GM closes the day on the portal: the page after says every verdict
            closed.after["/gm"] = gm.act("/gm/do/close-day", {"n": "1"}).body
            for name in PEOPLE:  # night 2: a save refused (a place nobody knows), one kept
                c = closed.clients[name]
                c.post(
                    quote(f"/p/{name}/orders/2"),
                    {"source": "message", "message": "8点半去月亮", "action": "save"},
                )
                c.post(
                    quote(f"/p/{name}/orders/2"),
                    {"source": "message", "message": "8点半去花园", "action": "save"},
                )
            yield [day, closed]
    finally:
        desk.FRESH_SECONDS = saved_fresh


def pages(stage: Stage, who: str) -> Iterator[tuple[str, str]]:
    """Each page ``who`` reads at ``stage`` (path, HTML), the refusals among them."""
    c = stage.clients[who]
    for path, body in stage.after.items():
        if who == GM:
            yield path + " (after closing the day)", body
    for method, path, data in rows(who):
        target = quote(path)
        reply = c.get(target) if method == "GET" else c.post(target, data)
        if reply.status in (303,) or not reply.headers.get("content-type", "").startswith(SHOWN):
            continue
        yield f"{method} {path} ({reply.status})", reply.body


# what a page says in its attributes: a field's example, a control's name for a screen reader,
# a tip
ATTRIBUTES = re.compile(r'\b(?:placeholder|aria-label|title)="([^"]*)"')


def english(body: str) -> list[str]:
    said = shown_text(body) + " " + " ".join(html.unescape(a) for a in ATTRIBUTES.findall(body))
    text = VERBATIM.sub(" ", said)
    return sorted({w for w in WORD.findall(text) if w not in ALLOWED | IDS})


@pytest.mark.parametrize("who", [*PEOPLE, GM])
def test_every_page_of_a_chinese_game_is_chinese_with_chinese_punctuation(
    stages: list[Stage], who: str
) -> None:
    found = []
    for stage in stages:
        for where, body in pages(stage, who):
            text = read_text(body) + "\n" + "\n".join(html.unescape(a) for a in ATTRIBUTES.findall(body))
            marks = [" ".join(m.split()) for m in half_width(text)]
            # one clock per language (core/nightclock.py): 9:12 on a Chinese page and chart
            marks += [f"clock {m[0]}" for m in NIGHT_TIME_24H.finditer(text)]
            words = english(body)
            if marks or words:
                found.append(f"{stage.name} {where}: {' | '.join(marks[:4])} {words[:8] if words else ''}")
    assert found == [], "\n".join(found)


def test_the_walks_pages_are_among_those_read(stages: list[Stage]) -> None:
    """The pages the walk found half-width marks on are read here, in the states it read them:
    an officer's case list with a proposal in each state, the GM's page after closing the
    day, and night 2's home pages with the day's verdicts."""
    day, closed = stages
    first = POLICE[0]
    cases = read_text(day.clients[first].get(quote(f"/p/{first}/cases")).body)
    assert re.search(rf"{first}，\d{{4}}-", cases), cases  # "（冯警官，2026-12-02 13:23）"
    after = read_text(closed.after["/gm"])
    assert "案件告破" in after and "换房" in after, after
    home = read_text(closed.clients[POLICE[1]].get(quote(f"/p/{POLICE[1]}")).body)
    assert "已裁定：" in home, home
