"""A player's mistakes shown where they are (issue 24, item 2): beside the field of the slot
form, and under the text box with the line, in the player's words (the slot and the field as
the form names them), never the file's path or a pointer to docs the players do not have.
The command line keeps file, line and field (tests/test_problem_text.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.portalkit import Client, Site, served_site
from tests.test_portal_language import shown_text

# 20:40 in the garden watching through the peephole (seed 五.3: a peephole only at home);
# standing kill 2 until 25:00
FORM = {"source": "form", "s4_go": "garden", "s4_peek": "peephole", "k1_kill": "B", "k1_until": "25:00"}
TEXT = (
    'who: A\norders:\n  - at: "20:30"\n    go: "206"\n  - at: "20:40"\n    go: garden\n    peek: peephole\n'
)
SAID = {
    "en": {
        "s4_peek": "20:40 · Peek: peeking only from one's own room (201)",
        "k1_until": "Standing kill 2 · Until: 25:00 -- a whole minute from 20:00 to 23:00",
        "s3_go": "20:30 · Go to: a place: home, 201",
    },
    "zh": {  # the slots on the clock of the page's echo: the seed's 8:40
        "s4_peek": "8:40 · 偷看：只能在自己的房间（201）窥视",
        "k1_until": "持续杀人指令第 2 行 · 到：25:00 -- 晚上 8:00 到 11:00 之间的整分钟",
        "s3_go": "8:30 · 去：一个地点：回家、201",
    },
}
# under the text box, each value is said too: no form shows it there
TYPED = {
    "en": {
        "s3_go": "20:30 · Go to: 206 -- a place: home, 201",
        "s4_peek": "20:40 · Peek: peephole -- peeking",
    },
    "zh": {
        "s3_go": "8:30 · 去：206 -- 一个地点：回家、201",
        "s4_peek": "8:40 · 偷看：门孔 -- 只能在自己的房间",
    },
}
LINE = {"en": "line {n} · ", "zh": "第 {n} 行 · "}


def beside(body: str, field: str) -> list[str]:
    """The problems shown in the cell of the slot form's field ``field``."""
    cell = re.search(rf'(?s)<td[^>]*>(?:(?!</td>).)*name="{field}"(?:(?!</td>).)*</td>', body)
    assert cell is not None, field
    return [shown_text(x) for x in re.findall(r'(?s)<span class="field-problem"[^>]*>(.*?)</span>', cell[0])]


def under_text_box(body: str) -> list[str]:
    box = re.search(r'(?s)<ul class="line-problems" id="text-problems"[^>]*>(.*?)</ul>', body)
    assert box is not None
    return [shown_text(x) for x in re.findall(r"(?s)<li>(.*?)</li>", box[1])]


def client(site: Site, who: str, lang: str) -> Client:
    c = site.client(who)
    assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
    c.get(f"/p/{who}/orders/1")
    return c


def test_the_slot_forms_mistakes_stand_beside_their_fields_in_the_players_words(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        for lang in ("en", "zh"):
            c = client(site, "A", lang)
            for action, status in (("check", 200), ("save", 422)):
                reply = c.post("/p/A/orders/1", {**FORM, "action": action})
                assert reply.status == status
                for field in ("s4_peek", "k1_until"):
                    (said,) = beside(reply.body, field)
                    assert said.startswith(SAID[lang][field]), (lang, said)
                assert beside(reply.body, "s4_go") == [] and beside(reply.body, "s5_peek") == []
                page = shown_text(reply.body)
                assert "A.yaml" not in page and "docs/ORDERS.md" not in page and "orders.0" not in page
            live = json.loads(c.post("/p/A/orders/1/check", FORM).body)  # the live check, the same
            assert [(p["field"], p["text"][: len(SAID[lang][p["field"]])]) for p in live["placed"]] == [
                (f, SAID[lang][f]) for f in ("s4_peek", "k1_until")
            ]


def test_the_text_boxs_mistakes_stand_under_it_with_their_line(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        for lang in ("en", "zh"):
            c = client(site, "A", lang)  # a check is never limited: the same player twice
            reply = c.post("/p/A/orders/1", {"source": "text", "text": TEXT, "action": "check"})
            lines = under_text_box(reply.body)
            expected = [
                LINE[lang].format(n=4) + TYPED[lang]["s3_go"],
                LINE[lang].format(n=7) + TYPED[lang]["s4_peek"],
            ]
            assert len(lines) == 2 and all(
                got.startswith(e) for got, e in zip(lines, expected, strict=True)
            ), lines
            assert "A.yaml" not in shown_text(reply.body) and "docs/ORDERS.md" not in shown_text(reply.body)


def test_the_own_words_boxs_mistakes_stand_under_it(tmp_path: Path) -> None:
    with served_site(tmp_path) as site:
        c = client(site, "A", "en")
        reply = c.post(
            "/p/A/orders/1", {"source": "message", "message": "8:30 go to the lwan", "action": "check"}
        )
        box = re.search(r'(?s)<ul class="line-problems" id="words-problems"[^>]*>(.*?)</ul>', reply.body)
        assert box is not None and 'line 1, column 16: "lwan"' in shown_text(box[1])
        assert under_text_box(reply.body) == []  # not under the YAML box, which was not typed in
        good = c.post(
            "/p/A/orders/1", {"source": "message", "message": "8:30 go to the lawn", "action": "check"}
        )
        said = re.search(r'(?s)<ol id="words-echo" class="echo">(.*?)</ol>', good.body)
        assert said is not None and "20:30 go to the lawn" in shown_text(said[1])  # what it says, under it


def test_a_typed_fields_problem_says_what_was_typed_in_the_forms_words(tmp_path: Path) -> None:
    """issue 24, the walk: a bad via typed in the 9:00 row read "9:00 · 途经：['月亮'] --
    `via` 需要同一条指令里有 `go`": the file's list and the file's field names. Beside a field
    typed in, its problem quotes what was typed there and names the form's fields."""
    with served_site(tmp_path) as site:
        for lang, via, go in (("zh", "途经", "去"), ("en", "route", "go to")):
            c = client(site, "A", lang)
            live = json.loads(c.post("/p/A/orders/1/check", {"source": "form", "s6_via": "月亮"}).body)
            said = [p["text"] for p in live["placed"] if p["field"] == "s6_via"]
            assert said and all("['" not in text and "月亮" in text for text in said), said
            assert any(via in text and go in text for text in said), said
            if lang == "zh":
                assert not any(re.search(r"`|\b(?:via|go)\b", text) for text in said), said
