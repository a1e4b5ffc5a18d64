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

from blackhorse.portal import days_desk
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from tests.daykit import requests_standing
from tests.portalkit import PLAYERS, POLICE, TENANTS, Client, signed_in, thread_server
from tests.test_catalog_punctuation import half_width, names_as_han
from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES, PERSON_ROUTES

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


# where a reader's eye stops: a block, a cell, a list item, a form's control and each option
# of a list (a label and the names listed after it are not one sentence)
BREAK = re.compile(
    r"(?is)<(?:/?(?:p|div|li|ul|ol|tr|td|th|table|h[1-6]|section|details|summary|form|fieldset"
    r"|select|option|button|br|dl|dt|dd|nav|header|footer|main|pre)|input)\b[^>]*>"
)


def read_text(body: str) -> str:
    """A page's text as it is read, for its punctuation: inline tags joined without a space
    (``<b>吴六</b>（房客）``), a line break where the eye stops (:data:`BREAK`), and a command
    or path masked, not dropped, so the marks around it stay where they are."""
    body = re.sub(r"(?s)<(script|style|textarea)\b.*?</\1>", "\n", body)
    text = html.unescape(re.sub(r"(?s)<[^>]+>", "", BREAK.sub("\n", body)))
    return VERBATIM.sub(lambda m: "_" * len(m[0]), text)


def english_words(body: str) -> list[str]:
    """The Latin-script words a page shows but names, IDs and commands (as the scan of every
    route below: the GM's pointer to `blackhorse parse ... --force` is a command)."""
    text = VERBATIM.sub(" ", shown_text(body))
    return sorted({w for w in WORD.findall(text) if w not in NAMES | ALLOWED})


def player_pages(name: str) -> list[str]:
    pages = [f"/p/{name}", f"/p/{name}/orders/1", f"/p/{name}/orders/2", f"/p/{name}/reports/1/zh", "/inn"]
    return pages + ([f"/p/{name}/cases"] if name in POLICE else [])


@pytest.fixture(scope="module", params=["day", "closed"])
def site(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[int, dict[str, Client], Desk]]:
    """Day 1 with requests of every kind standing ("day"), or once the GM closed it
    ("closed": verdicts, G jailed for case 1, night 2 open)."""
    game, tokens, desk = requests_standing(tmp_path_factory.mktemp("zh"))  # E killed (case 1)
    days_desk.file_request(desk, "C", 1, "move", "201", "")
    days_desk.file_request(desk, "D", 1, "move", "201", "")
    if request.param == "closed":
        days_desk.close_day(desk, 1, "test")
    with thread_server(game) as port:
        yield port, signed_in(port, tokens, "zh"), desk


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


@pytest.fixture(scope="module")
def every_route(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[dict[str, Client], list[Row], Desk]]:
    """A game after night 1 (published) with day 1's requests standing, everyone in a Chinese
    session, and the access table's rows (tests/test_portal_access.py) for each identity with
    a session: each player on their own routes, the GM on everyone's and the GM's own."""
    game, tokens, desk = requests_standing(tmp_path_factory.mktemp("zh-routes"))
    rows: list[Row] = []
    for owner in PLAYERS:
        for method, path, data in PERSON_ROUTES:
            filled = {k: v.replace("{X}", owner) for k, v in data.items()}
            rows += [(who, method, path.replace("{X}", owner), filled) for who in (owner, GM)]
    rows += [(GM, method, path, data) for method, path, data in GM_ROUTES]
    rows += [(who, method, path, data) for method, path, data in ANYONE_ROUTES for who in (*PLAYERS, GM)]
    # switching to English, and a report asked for in English (its address says `/en`), are
    # English by the reader's choice: not Chinese pages
    rows = [row for row in rows if row[2] != "/lang" and not ENGLISH_BY_CHOICE.fullmatch(row[2])]
    with thread_server(game) as port:
        yield signed_in(port, tokens, "zh"), rows, desk


Row = tuple[str, str, str, dict[str, str]]
TYPED = {"Where", "Here"}  # what the access table's rows type as a question and an answer
# names and IDs the pages show as they are: a command, a path, a file's name, a digest
VERBATIM = re.compile(r"`[^`]*`|\S*/\S*|\b[\w-]+\.(?:md|svg|json|yaml|txt)\b|\b[0-9a-f]{12,}\b")
ENGLISH_BY_CHOICE = re.compile(r".*/reports/(\d+|[A-Z][\w-]*)/en")
DIGEST = {"sha256"}  # the save log's column names the digest it shows
# who the fixture's night, publication and day were done by, in the audit log; and `gm`, the
# GM's name in links (`invite --reissue gm`): IDs, not words
ACTORS = {"test", "gm"}
SHOWN = ("text/html", "image/svg+xml")  # pages, and the charts the GM's page links


def test_every_route_for_every_identity_in_chinese_has_no_english_word(
    every_route: tuple[dict[str, Client], list[Row], Desk],
) -> None:
    """Every page the portal renders (every route of the access table, each identity with a
    session: the page itself, a refusal, a check's answer; the GM's gm.md, replay, charts and
    the reveal's pages among them) reads in Chinese for a Chinese session: no Latin-script
    word but names, IDs and the words of NAMES | ALLOWED."""
    clients, rows, desk = every_route
    title = set(WORD.findall(desk.state().game.name))  # the GM's title of the game is a name
    leaks, pages, gm_files, logs = [], 0, [], []
    for who, method, path, data in rows:
        reply = clients[who].get(path) if method == "GET" else clients[who].post(path, data)
        if not reply.headers.get("content-type", "").startswith(SHOWN) or reply.status in (303,):
            continue
        pages += 1
        if re.fullmatch(r".*/nights/\d+/(gm|replay|charts/.*)", path) and reply.status == 200:
            gm_files.append(path)
        text = VERBATIM.sub(" ", shown_text(reply.body))
        words = [
            m for m in WORD.finditer(text) if m[0] not in NAMES | ALLOWED | TYPED | DIGEST | ACTORS | title
        ]
        if path == "/gm/log" and reply.status == 200:
            logs.append(path)
        if words:
            seen = " | ".join(
                " ".join(text[max(0, m.start() - 25) : m.end() + 25].split()) for m in words[:8]
            )
            leaks.append(f"{who} {method} {path} ({reply.status}): {seen}")
    assert pages > 300 and len(gm_files) == 5, (pages, gm_files)  # gm.md x2, replay x2, a chart
    assert logs == ["/gm/log"], logs  # the audit log and the save log, every entry in Chinese
    assert not leaks, "\n".join(leaks)


def test_every_page_in_chinese_joins_labels_and_remarks_with_full_width_marks(
    every_route: tuple[dict[str, Client], list[Row], Desk],
) -> None:
    """The pages' own joins are Chinese punctuation on a Chinese page: "吴六（房客）",
    "截止时间：…", "案件 1：G（第 1 天）", never "吴六 (房客)" or "截止时间: " (the
    catalog's sentences are checked by tests/test_catalog_punctuation.py; this checks what
    the templates put around them). A player's name counts as Chinese (a Chinese game's names
    are): "（P1, 2026-12-02）" is the walk's "（冯警官, 2026-12-02）"."""
    clients, rows, _ = every_route
    found = []
    for who, method, path, _data in rows:
        if method != "GET" or re.fullmatch(r".*/nights/\d+/(gm|replay|charts/.*)", path):
            continue  # the GM's files are written files, not pages (docs/REPORTS.md)
        reply = clients[who].get(path)
        if reply.status != 200 or not reply.headers.get("content-type", "").startswith("text/html"):
            continue
        marks = half_width(names_as_han(read_text(reply.body), NAMES))
        found += [f"{who} {path}: {' | '.join(' '.join(m.split()) for m in marks[:4])}"] if marks else []
    assert found == [], "\n".join(found)
