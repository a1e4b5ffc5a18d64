"""An English page shows no Chinese but what is Chinese by design (issue 24, the walk at
390 x 844 in English): the language switch (中文), the own-words box's example of a Chinese
message, a report or a box's text in Chinese that the reader asked for or typed. Each player's
own page cited the rules by the seed's numeral ("(seed 六.1)" under the room-change form);
an English page says "rule 6.1"."""

from __future__ import annotations

import re
from pathlib import Path

from blackhorse.portal.access import GM
from tests.daykit import requests_standing
from tests.portalkit import POLICE, TENANTS, signed_in, thread_server
from tests.test_portal_language import shown_text

CJK = re.compile(r"[\u3400-\u9fff]+")
BY_DESIGN = {"中文"}  # the switch to Chinese, named in Chinese
HINT = re.compile(r'(?s)<p class="note" id="own-words-hint">.*?</p>')  # a Chinese message, as an example


def chinese_shown(body: str) -> set[str]:
    return set(CJK.findall(shown_text(HINT.sub(" ", body)))) - BY_DESIGN


def test_every_players_own_pages_and_the_gms_in_english_show_no_chinese(tmp_path: Path) -> None:
    game, tokens, _ = requests_standing(tmp_path)
    with thread_server(game) as port:
        clients = signed_in(port, tokens, "en")
        found = {}
        for name in (*TENANTS, *POLICE):
            pages = [f"/p/{name}", f"/p/{name}/orders/2", f"/p/{name}/questions", "/board", "/inn"]
            pages += [f"/p/{name}/cases"] if name in POLICE else []
            for who in (name, GM):
                for path in pages:
                    reply = clients[who].get(path)
                    if reply.status == 200 and (chinese := chinese_shown(reply.body)):
                        found[(who, path)] = sorted(chinese)
        for path in ("/gm", "/gm/log", "/gm/questions", "/reveal"):  # the GM's own pages
            reply = clients[GM].get(path)
            if reply.status == 200 and (chinese := chinese_shown(reply.body)):
                found[(GM, path)] = sorted(chinese)
        assert found == {}
        page = clients["A"].get("/p/A").body
        assert "(rule 6.1)" in page and "seed" not in shown_text(page)


def test_the_case_boards_chart_names_its_columns_in_english_words(tmp_path: Path) -> None:
    """Its column heads read "east-stairs", the map's ids, where the rest of the page says "the
    lawn"; they read "east stairs"."""
    game, tokens, _ = requests_standing(tmp_path)
    with thread_server(game) as port:
        page = signed_in(port, tokens, "en")["P1"].get("/p/P1/cases").body
    heads = re.findall(r"<th(?: class=\"scene\")?>([^<]*)</th>", page)
    assert "east stairs" in heads and "lawn" in heads, heads
    assert not [h for h in heads if "-" in h], heads
