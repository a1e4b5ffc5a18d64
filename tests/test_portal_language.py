"""Every page a player meets, in Chinese, is Chinese (issue 24).

A game run to day 1 (a murder, day requests of every kind filed, then the day closed: a
tenant jailed, verdicts given): every player's pages, and the GM's view of them, are fetched in
Chinese, and no English word may be left in what they show. Names (A-H, P1-P3), room numbers,
times, and the words that are names in both languages (the language switch's "English", the
file format "YAML", the seed's report salutation "TO") aside.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from blackhorse.inn.layout import load_inn
from blackhorse.portal import days_desk, gm_actions
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import PLAYERS, POLICE, TENANTS, Client, copy_game, invite_all, thread_server

NAMES = set(PLAYERS)
# the switch to English names its language; the file format's name; the seed's own report
# opens "TO 房客A：" (五.6)
ALLOWED = {"English", "YAML", "TO"}
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")


def shown_text(body: str) -> str:
    """What a reader sees of a page: its text and the labels of its options and buttons,
    without scripts, styles, attributes, or what the player typed (text areas)."""
    body = re.sub(r"(?s)<(script|style|textarea)\b.*?</\1>", " ", body)
    body = re.sub(r"(?s)<[^>]+>", " ", body)
    return html.unescape(body)


def english_words(body: str) -> list[str]:
    return sorted({w for w in WORD.findall(shown_text(body)) if w not in NAMES | ALLOWED})


def player_pages(name: str) -> list[str]:
    pages = [f"/p/{name}", f"/p/{name}/orders/1", f"/p/{name}/orders/2", f"/p/{name}/reports/1/zh", "/inn"]
    return pages + ([f"/p/{name}/cases"] if name in POLICE else [])


@pytest.fixture(scope="module", params=["day", "closed"])
def site(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[int, dict[str, Client], Desk]]:
    """Day 1 with requests of every kind standing ("day"), or once the GM closed it
    ("closed": verdicts, G jailed for case 1, night 2 open)."""
    game = copy_game(tmp_path_factory.mktemp("zh"))
    tokens = invite_all(game)
    desk = Desk(game, load_inn(), Store(db_path(game)))
    gm_actions.run_night(desk, 1, "test")  # E is killed on night 1 (case 1)
    gm_actions.publish(desk, 1, "test")
    days_desk.file_request(desk, "C", 1, "move", "201", "")
    days_desk.file_request(desk, "D", 1, "move", "201", "")
    days_desk.file_request(desk, "P2", 1, "police-move", "207", "")
    assert days_desk.file_request(desk, "P1", 1, "accusation", "1", "G") == ""
    if request.param == "closed":
        days_desk.close_day(desk, 1, "test")
    with thread_server(game) as port:
        clients = {}
        for name in (*PLAYERS, GM):
            c = Client(port)
            assert c.join(tokens[name]).status == 303
            assert c.post("/lang", {"lang": "zh", "back": "/"}).status == 303
            clients[name] = c
        yield port, clients, desk


def test_the_pages_name_the_seeds_inn_and_its_one_word_for_accusing(
    site: tuple[int, dict[str, Client], Desk],
) -> None:
    _, clients, _ = site
    page = clients["P1"].get("/p/P1").body
    assert "黑马会馆" in page and "黑马客栈" not in page  # seed 三: 关于黑马会馆
    assert "指证" in page and "指控" not in page  # seed 六.3-5: 指证, on the form and in the lists


@pytest.mark.parametrize("name", [*TENANTS, *POLICE])
def test_every_player_page_in_chinese_has_no_english_word(
    site: tuple[int, dict[str, Client], Desk], name: str
) -> None:
    _, clients, _ = site
    for who in (name, GM):  # the player, and the GM reading the player's pages
        for path in player_pages(name):
            reply = clients[who].get(path)
            if reply.status == 404:  # no report for the dead (E) and the like
                continue
            assert reply.status == 200, (who, path)
            assert english_words(reply.body) == [], (who, path)
