"""What the orders page says after a save (issue 24, item 3): the echo of what was saved,
with when each walk arrives, under "Saved"; a refused first save says nothing was saved."""

from __future__ import annotations

import re
from pathlib import Path

from tests.portalkit import served_site
from tests.test_portal_language import shown_text

TEXT = (
    'who: {who}\norders:\n  - at: "20:30"\n    go: "204"\n  - at: "21:10"\n    go: lawn\n'
    '  - at: "21:40"\n    go: home\n'
)
BAD = 'who: A\norders:\n  - at: "20:30"\n    go: "206"\n'


def saved_box(body: str) -> str:
    """What the page shows from the "Saved" notice to the end of its section."""
    box = re.search(r'(?s)<section id="echo-box"[^>]*>(.*?)</section>', body)
    assert box is not None, "no echo under the notice"
    assert 'id="saved"' in box[1]
    return " ".join(shown_text(box[1]).split())


def test_after_a_save_the_page_shows_what_was_saved_with_arrival_times(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        for who, lang, expected in (
            # A lives in 201: 4 minutes to the common room, 4 to the lawn, 4 back (the table)
            (
                "A",
                "en",
                [
                    "Saved. This is what you sent:",
                    "20:30 go to the common room",
                    "leave 20:30, arrive at the common room 20:34",
                    "21:10 go to the lawn",
                    "leave 21:10, arrive at the lawn 21:14",
                    "21:40 go home",
                    "arrive at home 21:44",
                ],
            ),
            (
                "A",
                "zh",
                [
                    "已保存。你提交的内容：",
                    "8:30 去娱乐室",
                    "8:30出发，8:34到达娱乐室",
                    "9:10 去草坪",
                    "9:10出发，9:14到达草坪",
                    "9:40 回自己房间",
                    "9:44到达自己房间",
                ],
            ),
            # an officer without a room starts the night in the common room (seed 四)
            ("P1", "en", ["21:10 go to the lawn", "leave 21:10, arrive at the lawn 21:14"]),
        ):
            c = site.client(who)
            assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
            c.get(f"/p/{who}/orders/1")
            text = (
                TEXT.format(who=who)
                if who == "A"
                else TEXT.format(who=who).replace("    go: home\n", '    go: "204"\n')
            )
            reply = c.post(f"/p/{who}/orders/1", {"source": "text", "action": "save", "text": text})
            assert reply.status == 303 and reply.location.endswith("?saved=1")
            box = saved_box(c.get(reply.location).body)
            position = [box.find(part) for part in expected]
            assert -1 not in position and position == sorted(position), (who, lang, box)
            if who == "P1":
                # already in the common room at 20:30: no walk; no room, so no door to open (issue 24)
                assert "leave 20:30" not in box and "knocks" not in box


def test_a_refused_first_save_says_nothing_of_it_was_saved(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        for lang, said, never in (
            ("en", "nothing of it was saved", "Your saved orders use words"),
            ("zh", "这些内容没有保存", "你保存的指令包含"),
        ):
            c = site.client("A" if lang == "en" else "B")
            who = "A" if lang == "en" else "B"
            assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
            (site.game / "nights" / "1" / f"{who}.yaml").unlink()  # nothing saved yet: a first save
            c.get(f"/p/{who}/orders/1")
            reply = c.post(
                f"/p/{who}/orders/1", {"source": "text", "action": "save", "text": BAD.replace("A", who)}
            )
            assert reply.status == 422
            page = " ".join(shown_text(reply.body).split())
            assert said in page and never not in page, page
            assert not (site.game / "nights" / "1" / f"{who}.yaml").exists()
