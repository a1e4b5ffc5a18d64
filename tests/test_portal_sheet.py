"""gm.md is shown as a page, not as raw Markdown (issue 24, a user's walk: the GM's gm.md and
the reveal's were a monospace box of `#`, `-` and `|`; on a phone its table of where everyone
was wrapped into an unreadable run).

The GM's /gm/nights/N/gm and, after the reveal, everyone's /reveal/nights/N/gm show gm.md
rendered (headings, lists, the positions table inside a box that scrolls by itself), in the
reader's language; nothing of the file is read as HTML.
"""

from __future__ import annotations

import re
from pathlib import Path

from blackhorse.portal import reveal
from blackhorse.portal.access import GM
from blackhorse.portal.sheetview import sheet_html
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, thread_server


def test_gm_md_is_a_page_with_headings_lists_and_a_table_for_the_gm_and_after_the_reveal(
    tmp_path: Path,
) -> None:
    game, tokens = two_case_game(tmp_path)
    reveal.reveal(desk_of(game), GM)
    with thread_server(game) as port:
        for who, route in ((GM, "/gm/nights/1/gm"), ("A", "/reveal/nights/1/gm")):
            for lang, murders in (("zh", "凶案"), ("en", "Murders")):
                client = Client(port)
                assert client.join(tokens[who]).status == 303
                assert client.post("/lang", {"lang": lang, "back": "/"}).status == 303
                page = client.get(route)
                assert page.status == 200, (who, route)
                sheet = re.search(r'(?s)<article class="sheet" id="sheet">(.*)</article>', page.body)
                assert sheet, page.body[:500]
                body = sheet[1]
                assert f"<h2>{murders}</h2>" in body and "<li>" in body
                assert '<div class="wide"><table>' in body and "<td>" in body  # the positions
                assert not re.search(r"(?m)^\s*(?:#{1,3} |\|[-|]+\||- )", body), body[:400]  # no raw marks


def test_nothing_of_gm_md_is_read_as_html() -> None:
    shown = sheet_html("# A <script>alert(1)</script>\n\n- `<b>` & <img src=x onerror=y>\n")
    assert "<script>" not in shown and "<img" not in shown and "<b>" not in shown
    assert "&lt;script&gt;" in shown and "&amp;" in shown
