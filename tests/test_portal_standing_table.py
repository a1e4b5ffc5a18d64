"""The GM's standing on the portal lines up with Chinese names (issue 24): it was the text of
`blackhorse status` in a <pre>, padded by display width (a Chinese character two columns),
which no browser font draws exactly: the columns of a Chinese game went askew. The page draws
each table of the standing as an HTML table; the command line keeps its text."""

from __future__ import annotations

import html
import re
from pathlib import Path

from blackhorse.cli.main import main
from blackhorse.portal.access import GM, issue_link
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, thread_server
from tests.test_portal_chinese_game import TENANTS, chinese_game


def cells(row: str, tag: str) -> list[str]:
    return [
        html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
        for c in re.findall(rf"(?s)<{tag}>(.*?)</{tag}>", row)
    ]


def test_the_gms_standing_is_a_table_whose_columns_line_up_with_chinese_names(tmp_path: Path) -> None:
    game = chinese_game(tmp_path)
    token = issue_link(Store(db_path(game)), GM, "test")
    with thread_server(game) as port:
        gm = Client(port)
        assert gm.join(token).status == 303
        assert gm.post("/lang", {"lang": "zh", "back": "/"}).status == 303
        page = gm.get("/gm").body
    standing = re.search(r'(?s)<div class="sheet" id="status">(.*?)</section>', page)
    assert standing is not None and "<pre" not in standing[1]
    tables = re.findall(r"(?s)<table[^>]*>(.*?)</table>", standing[1])
    assert len(tables) == 3  # tenants, police, cases
    rows = re.findall(r"(?s)<tr>(.*?)</tr>", tables[0])
    head = cells(rows[0], "th")
    assert head[0] == "房客" and len(head) == 6
    body = [cells(r, "td") for r in rows[1:]]
    assert sorted(r[0] for r in body) == sorted(TENANTS)  # one row each, a cell per column
    assert all(len(r) == len(head) for r in body)
    # the same standing from the command line is still the aligned text
    assert main(["status", str(game), "--lang", "zh"]) == 0
