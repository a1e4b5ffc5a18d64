"""What an independent GM's walk of the portal found (issue 24, the last findings), one test
each: pages that offered or announced what a player out of the game cannot do, the police
offered the victim as the suspect of their own murder, and the GM told "not open" with no way
forward. Each fails on the code the walk was made on.
"""

from __future__ import annotations

import re

import pytest

from blackhorse.cli.main import main
from blackhorse.portal import agreement, days_desk, questioning
from blackhorse.portal.access import GM
from tests.test_portal_language import shown_text
from tests.test_portal_player_zh import Walk, english, walk_fixture  # noqa: F401 (the `walk` fixture)


def text_of(body: str) -> str:
    return " ".join(shown_text(body).split())


def questioned_then_jailed(walk: Walk) -> None:
    """Night 1 (E killed), day 1: P1 asks A and G; G is accused and jailed, unanswered."""
    walk.night_run()
    assert questioning.ask(walk.desk, "P1", 1, "A", "九点在哪里？") == ""
    assert questioning.ask(walk.desk, "P1", 1, "G", "九点在哪里？") == ""
    assert days_desk.file_request(walk.desk, "P1", 1, "accusation", "1", "G") == ""
    days_desk.close_day(walk.desk, 1, "test")


def test_a_jailed_player_is_not_told_questions_wait_for_an_answer(walk: Walk) -> None:
    """B1: G, jailed with a question unanswered, read "有 1 个问题等你回答" with no way to
    answer, and the GM's count of questions waiting included it."""
    questioned_then_jailed(walk)
    for who, path in (("G", "/p/G"), (GM, "/p/G")):
        page = walk.zh(who).get(path).body
        assert 'id="to-answer"' not in page and "等" not in text_of(page), (who, text_of(page))
    assert 'id="to-answer"' in walk.zh("A").get("/p/A").body  # A can still answer: still told
    thread = text_of(walk.zh("G").get("/p/G/questions").body)
    assert "未回答：G已出局" in thread and 'class="answer-form"' not in thread
    gm = walk.zh(GM)
    assert re.search(r'id="waiting-count">1<', gm.get("/gm").body)  # A's, not G's
    waiting = re.search(r'(?s)<table id="waiting">.*?</table>', gm.get("/gm/questions").body)
    assert waiting is not None and ">G</a>" not in waiting[0] and ">A</a>" in waiting[0], waiting[0]


@pytest.mark.parametrize("who", ["E", "G"])  # E killed on night 1, G jailed on day 1
def test_a_player_out_of_the_game_is_not_told_orders_are_open(walk: Walk, who: str) -> None:
    """B7 (and the dead alike): the jailed player's page said "第 2 夜：接受指令，直到主持人开始结算"
    though the jailed give no orders (seed 六.3: 退出游戏)."""
    questioned_then_jailed(walk)
    zh = text_of(walk.zh(who).get(f"/p/{who}").body)
    assert "接受指令" not in zh and "第 2 夜：仍在游戏中的玩家下指令；你不再下指令" in zh, zh
    en = text_of(walk.client(who, "en").get(f"/p/{who}").body)
    assert "orders are open" not in en and "you send none" in en
    gm = text_of(walk.zh(GM).get(f"/p/{who}").body)
    assert f"{who}不再下指令" in gm
    assert "接受指令" in text_of(walk.zh("A").get("/p/A").body)  # a living player: still open


def test_a_dead_players_orders_page_says_they_send_no_more_orders(walk: Walk) -> None:
    """B6: a dead player's orders page said only "死者不再收到报告" (no more reports); it says
    plainly that the dead send no orders, as the jailed player's page does."""
    walk.night_run()
    page = walk.zh("E").get("/p/E/orders/2").body
    said = text_of(page)
    assert "你已于第1夜被杀：死者不再下指令，也不再收到报告。" in said, said
    assert not re.search(r'id="(slot|text|words)-form"', page)
    en = text_of(walk.client("E", "en").get("/p/E/orders/2").body)
    assert "the dead send no more orders" in en
    assert "E已于第1夜被杀：死者不再下指令" in text_of(walk.zh(GM).get("/p/E/orders/2").body)


def test_the_police_are_not_offered_the_victim_as_the_suspect(walk: Walk) -> None:
    """B2: the case board's proposal offered E, the victim of case 1, as its suspect; the
    portal and `blackhorse accuse` now refuse it, and the claim form lists those still in the
    game first (its speaker defaulted to whoever sorted first, the dead included)."""
    walk.night_run()  # case 1: E killed on night 1
    c = walk.zh("P1")
    page = c.get("/p/P1/cases").body
    suspects = re.search(r'(?s)<select name="suspect".*?</select>', page)
    assert suspects is not None
    offered = re.findall(r"<option[^>]*>(\w+)</option>", suspects[0])
    assert "E" not in offered and "G" in offered, offered
    speaker = re.search(r'(?s)<select name="speaker".*?</select>', page)
    assert speaker is not None and speaker[0].index(">E<") > speaker[0].index("<optgroup")
    reply = c.post("/p/P1/proposals", {"day": "1", "case": "1", "suspect": "E"})
    assert reply.status == 303
    refused = text_of(c.get(reply.headers["location"]).body)
    assert "该房客不可能是这个案件的凶手" in refused, refused
    assert agreement.proposals(walk.desk, 1) == []
    assert days_desk.file_request(walk.desk, "P1", 1, "accusation", "1", "E") == "not-suspect"
    assert agreement.agree(walk.desk, "P1", 1, 1, "G") == ""  # anyone else: as before


def test_accuse_from_the_command_line_refuses_the_victim_by_name(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    walk.night_run()
    assert main(["accuse", str(walk.game), "1", "1", "E", "--by", "P1"]) == 2
    err = capsys.readouterr().err
    assert "SUSPECT: E -- " in err and "case 1" in err and "G" in err, err
    assert agreement.proposals(walk.desk, 1) == []


def test_the_gm_is_told_how_to_correct_orders_of_a_night_already_run(walk: Walk) -> None:
    """B5: after the night was run, the GM's correction on a player's orders page said only
    "当前未开放" (not open now); it names the way that works: the file (`parse --force` or by
    hand), then the night run again and published again."""
    walk.night_run()
    gm = walk.zh(GM)
    page = text_of(gm.get("/p/A/orders/1").body)
    assert "第1夜已经结算" in page and "--force" in page and "blackhorse night" in page, page
    reply = gm.post("/p/A/orders/1", {"source": "message", "message": "8点去草坪", "action": "save"})
    assert reply.status == 409 and "blackhorse night" in text_of(reply.body)
    assert english(reply.body) == []
    assert "blackhorse parse" not in walk.zh("A").get("/p/A/orders/1").body  # the GM's, not the player's


def test_a_chinese_page_says_every_time_of_the_night_on_one_clock(walk: Walk) -> None:
    """B8 (C6): one list of mistakes said "20:30，谁：B -- …" beside "8:40 · 偷看：…", and the
    case board wrote its times 21:00 on a page whose echo and reports say 9:00. A Chinese page
    says a time of the night as the seed does (8:30), an English one 20:30, with one
    separator; moments of the real world stay `YYYY-MM-DD HH:MM` (docs/PORTAL.md, "Times")."""
    typed = {"source": "form", "s3_go": "lawn", "s3_if": "alone", "s3_who": "B"}
    typed |= {"s4_go": "garden", "s4_peek": "peephole"}  # a peephole in the garden
    body = walk.zh("A").post("/p/A/orders/1", {**typed, "action": "check"}).body
    listed = " ".join(shown_text(re.search(r'(?s)<div id="problems".*?</div>', body)[0]).split())  # type: ignore[index]
    assert "8:30 · 谁：B -- " in listed and "8:40 · " in listed, listed
    assert not re.search(r"\b2[0-2]:[0-5]0\b", listed), listed
    english_page = walk.client("A", "en").post("/p/A/orders/1", {**typed, "action": "check"}).body
    assert "20:30 · Whom: B -- " in shown_text(english_page)
    walk.night_run()
    assert main(["claim", str(walk.game), "1", "A", "21:00", "21:30", "204", "--by", "P1"]) == 0
    board = text_of(walk.zh("P1").get("/p/P1/cases").body)
    assert "A 说：9:00－9:30" in board, board
    assert not re.search(r"\b2[0-2]:[0-5]0\b", board), board
    log = text_of(walk.zh(GM).get("/gm/log").body)
    assert not re.search(r"\d{4}-\d\d-\d\dT\d", log), log  # never an ISO stamp, in an entry either
