"""The floor plan and the travel table on the players' pages (issue 24, item 4): players plan
their routes by them. ``/inn`` for every session, and on the orders page."""

from __future__ import annotations

import re
from pathlib import Path

from blackhorse.inn.layout import load_inn
from blackhorse.pictures.innplan import label
from tests.portalkit import served_site
from tests.test_portal_language import shown_text

INN = load_inn()


def table_of(body: str) -> list[list[str]]:
    table = re.search(r'(?s)<table class="travel" id="travel">(.*?)</table>', body)
    assert table is not None
    rows = re.findall(r"(?s)<tr[^>]*>(.*?)</tr>", table[1])
    return [
        [" ".join(shown_text(c).split()) for c in re.findall(r"(?s)<t[hd][^>]*>(.*?)</t[hd]>", r)]
        for r in rows
    ]


def test_the_inn_page_shows_the_plan_and_the_travel_table_in_the_readers_language(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        for who, lang in (("A", "zh"), ("A", "en"), ("P1", "zh"), ("gm", "en")):
            c = site.client(who)
            assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
            for path in ("/inn", f"/p/{who if who != 'gm' else 'B'}/orders/1"):
                body = c.get(path).body
                rows = table_of(body)
                places = [label(INN, s, lang) for s in INN.table]
                assert rows[0][1:] == places  # the columns, then a row per place with its minutes
                expected = [[label(INN, r[0], lang), *r[1:]] for r in INN.travel_table()[1:]]
                assert rows[1:] == expected, (who, lang, path)
                plan = re.search(r'(?s)<svg[^>]*class="plan"[^>]*>(.*?)</svg>', body)
                assert plan is not None and "<script" not in plan[1] and "style=" not in plan[1]
                labels = re.findall(r"<text[^>]*>([^<]*)</text>", plan[1])
                named = {
                    "zh": ("娱乐室", "花园", "草坪", "东楼梯", "西墙根小路"),
                    "en": ("garden", "lawn", "east stairs"),
                }
                assert set(named[lang]) <= set(labels), labels
                assert all(r in labels for r in ("201", "202", "203", "205", "207", "209"))
                own = re.findall(r'<tr class="own"><th scope="row">([^<]*)</th>', body)
                # A's room, 201, is outlined and its row marked; an officer without a room has
                # none, nor has the GM's own /inn (on B's page the GM sees B's, 202)
                room = {"A": ["201"], "P1": [], "gm": ["202"] if path.startswith("/p/") else []}[who]
                assert own == room, (who, path)
                assert ('stroke="#b22222"' in plan[1]) == bool(room)
