"""What the orders page and the day's forms offer, and how they say a rule (issue 24, item 3;
an independent GM's walk of a Chinese game on e5a6a50). Each test fails on that code:

- an officer typing a kill read "从P1的指令里去掉 `kill`" (a field name players never see, and
  himself in the third person on his own page);
- the slot form's "whom" offered the player themself, the dead and the jailed;
- the room-change form offered a full room as if it were free, and said nothing of it.
"""

from __future__ import annotations

import re

import pytest

from blackhorse.cli.main import main
from blackhorse.portal import days_desk, desk
from blackhorse.portal.access import GM
from tests.test_portal_player_zh import Walk, english, problems, walk_fixture  # noqa: F401 (the `walk` fixture)


def options(body: str, name: str) -> list[str]:
    select = re.search(rf'(?s)<select name="{name}"[^>]*>(.*?)</select>', body)
    assert select is not None, name
    return [v for v in re.findall(r'<option value="([^"]*)"', select[1]) if v]


KILL_YAML = 'who: P1\norders:\n  - at: "20:30"\n    go: lawn\n    kill: B\n'


def test_an_officers_kill_is_refused_in_the_forms_words_not_the_files(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    c = walk.zh("P1")
    for data in (
        {"source": "message", "message": "8点半去草坪，杀了B"},
        {"source": "text", "text": KILL_YAML},
    ):
        said = problems(c.post("/p/P1/orders/1", {**data, "action": "check"}).body)
        assert "警察不能杀人（规则五.10）" in said, said
        assert "kill" not in said and "P1" not in said, said  # no field name, not himself by name
    en = walk.client("P1", "en")
    said = problems(en.post("/p/P1/orders/1", {"source": "text", "text": KILL_YAML, "action": "check"}).body)
    assert "police cannot kill (rule 5.10)" in said and "`kill`" not in said and "P1" not in said, said
    live = c.post("/p/P1/orders/1/check", {"source": "message", "message": "8点半去草坪，杀了B"}).body
    assert "警察不能杀人" in live and "`kill`" not in live, live
    # the GM's `blackhorse check` keeps the file's words: file, line, field
    order_file = walk.game / "nights" / "1" / "P1.yaml"
    order_file.write_text(KILL_YAML, encoding="utf-8")
    assert main(["check", str(walk.game), "1"]) == 2
    err = capsys.readouterr().err
    assert "nights/1/P1.yaml:5: orders.0.kill: B" in err and "remove `kill` from P1's orders" in err, err


def test_a_tenants_kill_rules_are_said_without_naming_the_reader(walk: Walk) -> None:
    """The other kill rules too: "只能杀两个目标之一", not "只能是A的两个目标之一"."""
    said = problems(
        walk.zh("A")
        .post("/p/A/orders/1", {"source": "message", "message": "8点半去205，杀了D", "action": "check"})
        .body
    )
    assert "只能杀两个目标之一：B、C" in said and "A的" not in said, said


def test_whom_offers_only_the_living_and_free_but_oneself(walk: Walk) -> None:
    (walk.game / "nights" / "1" / "A.yaml").unlink()  # the sample's file is one the form cannot show
    page = walk.zh("A").get("/p/A/orders/1").body
    everyone_else = ["B", "C", "D", "E", "F", "G", "H", "P1", "P2", "P3"]
    assert options(page, "s0_who") == everyone_else  # not A: a condition about oneself
    walk.day_closed()  # night 1: E killed; day 1: G jailed
    for who, page in (
        ("A", walk.zh("A").get("/p/A/orders/2").body),
        ("H", walk.zh("H").get("/p/H/orders/2").body),
    ):
        offered = [n for n in everyone_else + ["A"] if n not in (who, "E", "G")]
        assert options(page, "s0_who") == sorted(offered), (who, options(page, "s0_who"))
    b = walk.zh("A").get("/p/A/orders/2").body
    assert options(b, "k0_who") == options(b, "s0_who")  # the standing rows' whom alike


def test_a_saved_whom_no_longer_offered_is_kept_chosen_not_dropped(walk: Walk) -> None:
    """A condition about someone now off the map (a GM's file) shows chosen, so a save of the
    form keeps it rather than dropping it silently."""
    walk.day_closed()
    (walk.game / "nights" / "2").mkdir(parents=True, exist_ok=True)
    (walk.game / "nights" / "2" / "A.yaml").write_text(
        'who: A\norders:\n  - at: "20:30"\n    go: "204"\n    if: {present: E}\n', encoding="utf-8"
    )
    page = walk.zh("A").get("/p/A/orders/2").body
    chosen = re.search(r'(?s)<select name="s3_who"[^>]*>.*?</select>', page)
    assert chosen is not None and '<option value="E" selected>' in chosen[0], chosen


def test_the_room_change_form_says_which_rooms_are_full(walk: Walk) -> None:
    walk.night_run()  # E killed: 207 has a free bed; 202 (B, F) is full
    page = walk.zh("A").get("/p/A").body
    assert options(page, "a") == ["203", "205", "207", "209", "202"]  # free beds first; not 201, A's
    full = re.search(r'(?s)<optgroup label="([^"]*)" id="full-rooms">(.*?)</optgroup>', page)
    assert full is not None, page
    assert "已满" in full[1] and "202（已满：B、F）" in full[2], full[0]
    hint = re.search(r'id="move-hint">([^<]*)<', page)
    assert hint is not None and "互换" in hint[1] and "六.1" in hint[1], hint
    assert english(page) == []
    # the day's close decides as before: a full room with no bed come free is refused
    c = walk.zh("A")
    assert c.post("/p/A/day", {"day": "1", "kind": "move", "a": "202"}).status == 303
    walk.desk.invalidate()
    outcomes = days_desk.close_day(walk.desk, 1, "test")
    assert [o.granted for o in outcomes] == [False] and "202" in str(outcomes[0]), outcomes


# -- the next night's orders during the day: drafted, checked, saved; checked again at the close --

PEEPHOLE_AT_201 = (
    'who: A\norders:\n  - at: "20:30"\n    go: lawn\n  - at: "21:00"\n    go: "201"\n    peek: peephole\n'
)


def test_the_next_nights_orders_are_drafted_during_the_day(walk: Walk) -> None:
    """It said "本夜指令已锁定。 (当前未开放)" with every field disabled, though the next night
    "may be drafted and checked during the day"."""
    walk.night_run()  # day 1 open
    c = walk.zh("A")
    page = c.get("/p/A/orders/2").body
    assert 'id="locked"' not in page and "锁定" not in page, page
    assert "disabled" not in page and 'id="draft"' in page and "第2夜尚未开始" in page
    assert 'id="orders-link" href="/p/A/orders/2"' in c.get("/p/A").body  # linked from A's page
    checked = c.post("/p/A/orders/2", {"source": "text", "text": PEEPHOLE_AT_201, "action": "check"})
    assert checked.status == 200 and 'class="ok"' in checked.body, problems(checked.body)
    saved = c.post("/p/A/orders/2", {"source": "text", "text": PEEPHOLE_AT_201, "action": "save"})
    assert saved.status == 303, saved.body
    assert (walk.game / "nights" / "2" / "A.yaml").read_text(encoding="utf-8") == PEEPHOLE_AT_201
    words = walk.zh("G").post(
        "/p/G/orders/2", {"source": "message", "message": "8点半去草坪", "action": "save"}
    )
    assert words.status == 303
    gm = walk.zh(GM).get("/p/A/orders/2").body
    assert "第2夜尚未开始：现在就可以起草、检查并保存A的指令" in gm


def test_drafts_are_checked_again_when_the_day_closes_and_the_player_is_told(
    walk: Walk, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A room change or a jailing at the day's close can undo a draft: each is checked again,
    the GM told which no longer hold, the jailed tenant's set aside, the player told."""
    monkeypatch.setattr(desk, "FRESH_SECONDS", 0.0)  # the portal sees the command's day at once
    walk.night_run()  # E killed: 207 has a free bed
    assert (
        walk.zh("A")
        .post("/p/A/orders/2", {"source": "text", "text": PEEPHOLE_AT_201, "action": "save"})
        .status
        == 303
    )
    assert (
        walk.zh("G")
        .post("/p/G/orders/2", {"source": "message", "message": "8点半去草坪", "action": "save"})
        .status
        == 303
    )
    assert (
        walk.zh("C")
        .post("/p/C/orders/2", {"source": "message", "message": "8点半去草坪", "action": "save"})
        .status
        == 303
    )
    assert days_desk.file_request(walk.desk, "A", 1, "move", "207") == ""
    assert days_desk.file_request(walk.desk, "P1", 1, "accusation", "1", "G") == ""
    capsys.readouterr()
    assert main(["close-day", str(walk.game), "1"]) == 0
    out = capsys.readouterr().out
    nights = walk.game / "nights" / "2"
    # G, jailed today, sends no orders: the draft is kept aside, not left to stop the night
    assert not (nights / "G.yaml").exists() and (nights / ".G.yaml.jailed").is_file()
    assert "nights/2/.G.yaml.jailed" in out and "A" in out and "nights/2/A.yaml" in out, out
    assert "C第2夜" not in out  # C's still holds: not named
    # A lives in 207 now: the peephole of 201 is no longer A's; A's pages say so
    page = walk.zh("A").get("/p/A").body
    assert 'id="no-longer-hold"' in page and "你为第2夜保存的指令已不再成立" in page, page
    orders = walk.zh("A").get("/p/A/orders/2").body
    assert "207" in problems(orders), problems(orders)
    assert 'id="no-longer-hold"' not in walk.zh("C").get("/p/C").body
    capsys.readouterr()
    assert main(["check", str(walk.game), "2"]) == 2
    err = capsys.readouterr().err
    assert "A.yaml" in err and "G.yaml" not in err, err
