"""The portal's orders page reads orders in the player's own words (issue 12, point 4): the
same reader as `blackhorse parse`, the echo shown live, the file saved like any other."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import blackhorse as bh
from tests.portalkit import Site, served_site

MESSAGE = "8:30去娱乐室，9:00回家，从门孔向外窥视"


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    with served_site(tmp_path) as s:
        yield s


def test_live_checking_reads_the_message_and_echoes_it(site: Site) -> None:
    a = site.client("A")
    reply = a.post("/p/A/orders/1/check", {"source": "message", "message": MESSAGE})
    data = json.loads(reply.body)
    assert reply.status == 200 and data["ok"] is True and data["lang"] == "zh"
    assert data["echo"][:2] == ["8:30 去娱乐室", "9:00 回自己房间，从门孔向外窥视"]
    assert 'go: "204"' in data["text"]


def test_live_checking_points_at_the_word_not_understood(site: Site) -> None:
    a = site.client("A")
    data = json.loads(
        a.post("/p/A/orders/1/check", {"source": "message", "message": "8:30 go to the lwan"}).body
    )
    assert data["ok"] is False and data["echo"] == []
    assert data["problems"] == [
        'line 1, column 16: "lwan" -- not a word the orders know (did you mean "lawn"?)'
    ]


def test_saving_a_message_writes_the_order_file_it_says(site: Site) -> None:
    a = site.client("A")
    reply = a.post("/p/A/orders/1", {"source": "message", "message": MESSAGE, "action": "save"})
    assert reply.status == 303
    text = (site.game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8")
    assert text.startswith("# A第1夜的指令") and MESSAGE in text  # introduced in the message's language
    checked = bh.check_night(site.game, 1)
    sheet = next(s for s in checked.sheets if s.who == "A")
    assert [(o.at, o.action.go, o.action.peek) for o in sheet.orders] == [
        (30, "204", None),
        (60, checked.cast.home("A"), "peephole"),
    ]


def test_a_message_with_mistakes_is_not_saved_and_stays_in_the_box(site: Site) -> None:
    a = site.client("A")
    path = site.game / "nights" / "1" / "A.yaml"
    before = path.read_bytes()
    reply = a.post("/p/A/orders/1", {"source": "message", "message": "8:30去草瓦", "action": "save"})
    assert reply.status == 422
    assert "第1行第6字“草瓦”：看不懂这个词" in reply.body and ">8:30去草瓦</textarea>" in reply.body
    assert path.read_bytes() == before


def test_the_orders_page_offers_the_message_box(site: Site) -> None:
    page = site.client("A").get("/p/A/orders/1").body
    assert 'id="words-form"' in page and 'name="source" value="message"' in page


def test_live_checking_says_a_question_to_the_gm_on_its_own_line(site: Site) -> None:
    # the same reader and the same lines as `blackhorse parse` (docs/PARSING.md, "Questions to the GM")
    a = site.client("A")
    message = "请问草坪晚上有灯吗？8:30去娱乐室"
    data = json.loads(a.post("/p/A/orders/1/check", {"source": "message", "message": message}).body)
    assert data["ok"] is True
    assert "给GM的问题：请问草坪晚上有灯吗？" in data["echo"]
