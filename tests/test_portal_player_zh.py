"""What a Chinese player (and the GM reading a player's page) meets on the night and day pages
(issue 24, from a new GM's walk, gmwalk2): every refusal in Chinese, in the player's terms, the
spots named as the map page names them, nothing offered that cannot be used, the GM reading a
player's page in the third person, one clock on a page.

Each test is one finding of the walk and fails on the code the walk was made on. The last test
runs the Chinese scan of tests/test_portal_language.py over the pages the mistakes produce (a
page after a refused save, a check with a mistake, a dead player's save...), which the scan of
every route, made with well-formed posts, never sees.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.inn.layout import load_inn
from blackhorse.portal import agreement, claims, days_desk, desk, gm_actions
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, copy_game, invite_all, thread_server
from tests.test_portal_language import NAMES, VERBATIM, WORD, shown_text

QUOTED = re.compile(r"“[^”]*”")  # what the player typed, quoted back to them
TAB = 'who: A\norders:\n\t- at: "8:30"\n    go: "204"\n'
UNCLOSED = 'who: A\norders:\n  - at: "8:30\n'
INDENTED = 'who: A\norders:\n  - at: "8:30"\n    go: "204"\n   peek: window\n'
TWO_DOCUMENTS = "who: A\n---\nwho: A\n"


class Walk:
    """A copy of the sample game with links for everyone, served in a thread; ``zh(name)`` is
    a browser of ``name`` (or the GM) that has switched the portal to Chinese."""

    def __init__(self, game: Path, port: int, tokens: dict[str, str]) -> None:
        self.game, self.port, self.tokens = game, port, tokens
        self.desk = Desk(game, load_inn(), Store(db_path(game)))

    def client(self, name: str, lang: str) -> Client:
        c = Client(self.port)
        assert c.join(self.tokens[name]).status == 303
        assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
        return c

    def zh(self, name: str) -> Client:
        return self.client(name, "zh")

    def night_run(self) -> None:
        """Night 1 run and published: E is dead, case 1 open, day 1 open."""
        gm_actions.run_night(self.desk, 1, "test")
        gm_actions.publish(self.desk, 1, "test")

    def day_closed(self) -> None:
        """Day 1 closed on an accusation of G: G is jailed, night 2 open."""
        self.night_run()
        assert days_desk.file_request(self.desk, "P1", 1, "accusation", "1", "G") == ""
        days_desk.close_day(self.desk, 1, "test")


@pytest.fixture(name="walk")
def walk_fixture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Walk]:
    """A copy of the sample game served, every identity invited (other portal tests import it).

    The walk closes days and runs nights through a Desk of its own; the server's Desk sees
    those writes within desk.FRESH_SECONDS, which a quiet machine beats: it looks at once."""
    monkeypatch.setattr(desk, "FRESH_SECONDS", 0.0)
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    with thread_server(game) as port:
        yield Walk(game, port, tokens)


def english(body: str) -> list[str]:
    """The Latin-script words a reader sees on a page, but names, IDs, paths and commands
    (the scan of tests/test_portal_language.py), in their context."""
    text = VERBATIM.sub(" ", QUOTED.sub(" ", shown_text(body)))
    allowed = NAMES | {"English", "YAML", "TO"}
    return [
        " ".join(text[max(0, m.start() - 20) : m.end() + 20].split())
        for m in WORD.finditer(text)
        if m[0] not in allowed
    ]


def problems(body: str) -> str:
    """The mistakes the orders page lists (its check-result box), as one text."""
    found = re.search(r'(?s)<div id="problems".*?</div>', body)
    assert found is not None
    return " ".join(shown_text(found.group(0)).split())


def check(c: Client, who: str, night: int, data: dict[str, str]) -> str:
    reply = c.post(f"/p/{who}/orders/{night}", {**data, "action": "check"})
    assert reply.status == 200, reply.status
    return reply.body


# -- item 3: YAML that does not read -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (TAB, "制表符"),
        (UNCLOSED, "引号一直没有闭合"),
        (INDENTED, "缩进"),
        (TWO_DOCUMENTS, "第二个 YAML 文档"),
    ],
)
def test_yaml_that_does_not_read_is_explained_in_chinese(walk: Walk, text: str, said: str) -> None:
    body = check(walk.zh("A"), "A", 1, {"source": "text", "text": text})
    listed = problems(body)
    assert said in listed, listed
    assert english(body) == []


# -- items 4 and 30: the dead and the jailed, and forms that cannot be used --------------------


@pytest.mark.parametrize("who", ["E", "G"])  # E died on night 1; G was jailed on day 1
def test_a_player_out_of_the_game_is_told_so_in_chinese_and_offered_no_form(walk: Walk, who: str) -> None:
    walk.day_closed()
    c = walk.zh(who)
    before = sorted(p.name for p in (walk.game / "nights").rglob("*.yaml"))
    reply = c.post(f"/p/{who}/orders/2", {"source": "message", "message": "8点去草坪", "action": "save"})
    assert reply.status == 409
    text = shown_text(reply.body)
    assert ("被杀" if who == "E" else "被关押") in text and "不再下指令" in text or "死者" in text
    assert "删掉这个文件" not in text and "remove this file" not in text  # the GM's words, not theirs
    assert "指令有错误" not in text  # nothing of theirs was wrong: they are out of the game
    assert english(reply.body) == []
    assert sorted(p.name for p in (walk.game / "nights").rglob("*.yaml")) == before
    page = c.get(f"/p/{who}/orders/2").body
    assert not re.search(r'id="(slot|text|words)-form"', page)
    checked = json.loads(c.post(f"/p/{who}/orders/2/check", {"source": "text", "text": "who: x"}).body)
    assert (
        checked["ok"] is False and "不再下指令" in checked["problems"][0] or "死者" in checked["problems"][0]
    )
    own = c.get(f"/p/{who}").body
    assert 'id="orders"' not in own  # no "orders for night 2: not sent" for one who sends none
    gm_view = walk.zh(GM).get(f"/p/{who}/orders/2").body
    assert f"{who}已于" in shown_text(gm_view) or f"{who}自" in shown_text(gm_view)  # the GM reads "G ..."


def test_after_the_deadline_the_orders_page_offers_no_form(walk: Walk) -> None:
    gm_actions.set_deadline(walk.desk, 1, gm_actions.parse_when("now"), "test")
    page = walk.zh("A").get("/p/A/orders/1").body
    assert 'id="locked"' in page
    assert not re.search(r'id="(slot|text|words)-form"', page)


def test_a_case_whose_accusation_is_filed_is_not_offered_again(walk: Walk) -> None:
    walk.night_run()
    for officer in ("P1", "P2", "P3"):
        assert agreement.agree(walk.desk, officer, 1, 1, "G") == ""
    page = walk.zh("P2").get("/p/P2/cases").body
    assert 'id="propose-form"' not in page and 'class="agree"' not in page


# -- item 5: an officer without a room ----------------------------------------------------------


def test_an_officer_without_a_room_is_told_so_not_none(walk: Walk) -> None:
    body = check(walk.zh("P1"), "P1", 1, {"source": "form", "s0_peek": "peephole"})
    listed = problems(body)
    assert "P1没有自己的房间" in listed and "娱乐室" in listed, listed
    assert "（无）" not in listed and "none" not in listed


# -- items 6 and 28: the own-words box -----------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("😀😀😀", "空消息"),
        ("<script>alert(1)</script> 8:30去204", "看不懂这个词"),
        ("9:05去草坪", "整10分钟"),
    ],
)
def test_the_own_words_box_answers_a_chinese_page_in_chinese(walk: Walk, message: str, said: str) -> None:
    c = walk.zh("A")
    body = check(c, "A", 1, {"source": "message", "message": message})
    listed = problems(body)
    assert said in listed and "引号" not in listed, listed  # a chat message has no quotes to write
    assert english(body) == []
    live = json.loads(c.post("/p/A/orders/1/check", {"source": "message", "message": message}).body)
    assert live["problems"] and all(not english(p) for p in live["problems"]), live["problems"]


# -- item 7: routes name the spots as the map page does -------------------------------------------


@pytest.mark.parametrize(
    ("via", "said", "ids"),
    [
        ("东楼梯, 西楼梯", "204门前、北走廊", ("door-204", "north-corridor", "east-stairs")),
        ("门口", "201门前、202门前", ("door-201", "west-path", "lawn")),
    ],
)
def test_a_route_mistake_names_the_spots_as_the_map_page_does(
    walk: Walk, via: str, said: str, ids: tuple[str, ...]
) -> None:
    body = check(walk.zh("A"), "A", 1, {"source": "form", "s3_go": "204", "s3_via": via})
    listed = problems(body)
    assert said in listed, listed
    assert not [i for i in ids if i in listed], listed
    assert listed.startswith("错误 8:30 · 途经")  # the slot as the form's row names it


# -- item 8: the police's claims name their places in Chinese -----------------------------------


def test_a_claim_on_the_case_board_names_its_place_in_chinese(walk: Walk) -> None:
    walk.night_run()
    assert claims.add_claim(walk.desk, "P1", 1, "A", "21:05", "21:30", "garden", ["B", "C"]) == ""
    board = walk.zh("P2").get("/p/P2/cases").body
    claim = shown_text(re.search(r'(?s)<li id="claim-1">.*?</li>', board).group(0))  # type: ignore[union-attr]
    assert "在 花园" in claim and "garden" not in claim and "B、C" in claim, claim


# -- items 13 and 14: an objection, then the objector agrees --------------------------------------


def test_an_objection_is_no_longer_shown_once_the_objector_agrees(walk: Walk) -> None:
    walk.night_run()
    assert agreement.agree(walk.desk, "P1", 1, 1, "G") == ""
    (proposal,) = agreement.proposals(walk.desk, 1)
    assert agreement.object_to(walk.desk, "P2", 1, proposal.id) == ""
    assert "反对" in shown_text(walk.zh("P3").get("/p/P3/cases").body)
    for officer in ("P2", "P1"):
        assert agreement.agree(walk.desk, officer, 1, 1, "G") == ""
    board = shown_text(walk.zh("P3").get("/p/P3/cases").body)
    assert "P2 反对" not in board and "已同意：P2、P1" in board, board


def test_status_in_chinese_says_a_proposal_left_without_agreement_in_chinese(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    walk.night_run()
    assert agreement.agree(walk.desk, "P1", 1, 1, "G") == ""
    (proposal,) = agreement.proposals(walk.desk, 1)
    assert agreement.object_to(walk.desk, "P2", 1, proposal.id) == ""
    assert agreement.agree(walk.desk, "P2", 1, 1, "G") == ""  # P2 changed their mind
    days_desk.close_day(walk.desk, 1, "test")  # P3 never agreed: the proposal is left
    capsys.readouterr()
    assert main(["status", str(walk.game), "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    tail = out[out.index("网页上未获全体警察同意的提议") :]
    assert "第1天：案件1：G（P1提议）未获全体同意：已同意 P2；未同意 P1、P3" in tail, tail
    assert "反对" not in tail and not re.search(r"[A-Za-z]{3,}", tail), tail


def test_status_leaves_out_a_proposal_of_a_case_accused_since(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    # P1 proposed G and nobody agreed, but the GM filed the accusation of case 1 the officers
    # relayed in a chat: the case is accused (final), so the proposal is no longer "left"
    walk.night_run()
    assert agreement.agree(walk.desk, "P1", 1, 1, "G") == ""
    assert days_desk.file_request(walk.desk, "P1", 1, "accusation", "1", "G") == ""
    days_desk.close_day(walk.desk, 1, "test")
    capsys.readouterr()
    assert main(["status", str(walk.game)]) == 0
    out = capsys.readouterr().out
    assert "accusation case 1: G: granted" in out
    assert "left without agreement" not in out and "without the agreement of every officer" not in out, out


# -- item 15: orders the GM typed with `parse`, and a file broken by hand -----------------------


def test_orders_typed_with_parse_reach_the_chinese_page_with_chinese_comments(
    walk: Walk, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    message = tmp_path / "h.txt"
    message.write_text("整晚在房间里，9点开始从门孔看", encoding="utf-8")
    assert main(["parse", str(walk.game), "1", "H", str(message), "--force"]) == 0
    page = walk.zh("H").get("/p/H/orders/1").body
    box = re.search(r'(?s)<textarea name="text"[^>]*>(.*?)</textarea>', page).group(1)  # type: ignore[union-attr]
    comments = [line for line in box.splitlines() if line.startswith("#")]
    assert comments and not [
        c for c in comments if re.search(r"[A-Za-z]{3,}", c.replace("blackhorse parse", ""))
    ]


def test_a_saved_file_broken_by_hand_shows_its_owner_its_mistakes(walk: Walk) -> None:
    path = walk.game / "nights" / "1" / "H.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("peek: peephole", "peek: 门洞"), encoding="utf-8"
    )
    assert "门洞" in path.read_text(encoding="utf-8")
    page = walk.zh("H").get("/p/H/orders/1").body
    listed = problems(page)
    assert "你保存的指令有错误" in listed and "门洞" in listed, listed
    gm = problems(walk.zh(GM).get("/p/H/orders/1").body)
    assert "H保存的指令有错误" in gm, gm


# -- item 16: `parse` for an officer without a room ----------------------------------------------


def test_parse_prints_no_door_line_for_an_officer_without_a_room(
    walk: Walk, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    message = tmp_path / "p3.txt"
    message.write_text("10点去花园", encoding="utf-8")
    assert main(["parse", str(walk.game), "1", "P3", str(message), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "10:00 去花园" in out and "开门" not in out, out


# -- items 18, 19: the GM page's deadline and words ----------------------------------------------


def test_the_gm_page_says_no_deadline_is_set_without_a_dangling_comma(walk: Walk) -> None:
    text = shown_text(walk.zh(GM).get("/gm").body)
    line = re.search(r"截止时间[^\n]*", " ".join(text.split()))
    assert line is not None and "：，" not in line.group(0) and ": ，" not in line.group(0)
    assert "未设置" in line.group(0)


def test_an_accusation_is_zhi_zheng_and_lists_use_the_chinese_comma(walk: Walk) -> None:
    walk.day_closed()
    gm = shown_text(walk.zh(GM).get("/gm").body)
    assert "指控" not in gm and "未被指证天数" in gm
    page = walk.zh("A").get("/p/A").body
    targets = re.search(r'<dd id="targets">([^<]*)</dd>', page).group(1)  # type: ignore[union-attr]
    assert targets == "B、C"


# -- item 20: the GM reads a player's orders page in the third person ----------------------------


def test_the_gm_reading_a_players_orders_page_is_not_addressed_as_you(walk: Walk) -> None:
    gm = walk.zh(GM)
    for page in (gm.get("/p/A/orders/1").body, gm.get("/p/P1/orders/1").body):
        assert "你" not in shown_text(page), [s for s in shown_text(page).split() if "你" in s]
    reply = gm.post("/p/B/orders/1", {"source": "message", "message": "8:30去娱乐室", "action": "save"})
    assert reply.status == 303
    saved = shown_text(gm.get(reply.location).body)
    assert "为B提交的内容" in saved and "你" not in saved


def test_the_gm_reading_a_players_day_pages_is_not_addressed_as_you(walk: Walk) -> None:
    walk.night_run()
    from blackhorse.portal import questioning

    assert questioning.ask(walk.desk, "P1", 1, "A", "几点在哪里？") == ""
    gm = walk.zh(GM)
    for path, said in (("/p/A", "1 个问题等A回答"), ("/p/A/questions", "A必须回答")):
        text = " ".join(shown_text(gm.get(path).body).split())
        assert said in text and "你" not in text, (path, [w for w in text.split() if "你" in w])
    own = " ".join(shown_text(walk.zh("A").get("/p/A").body).split())
    assert "1 个问题等你回答" in own  # the player's own page still speaks to them


# -- item 29 and the echo: one clock on a page, arrival of an `else` -----------------------------


def test_the_slot_form_keeps_the_clock_of_the_echo_above_it(walk: Walk) -> None:
    zh = walk.zh("B").get("/p/B/orders/1").body
    rows = re.findall(r'<td class="time">([^<]*)</td>', zh)
    assert rows[0] == "8:00" and rows[-1] == "10:50" and len(rows) == 18
    assert "8:50 去娱乐室" in shown_text(zh)  # B's saved orders, in the seed's style
    en = walk.client("B", "en").get("/p/B/orders/1").body
    assert re.findall(r'<td class="time">([^<]*)</td>', en)[0] == "20:00"


def test_the_echo_gives_the_arrival_of_an_else_branch_too(walk: Walk) -> None:
    c = walk.zh("A")
    body = check(c, "A", 1, {"source": "form", "s3_go": "203", "s3_else": "garden"})
    echo = shown_text(re.search(r'(?s)<ol id="live-echo".*?</ol>', body).group(0))  # type: ignore[union-attr]
    # 201 to 203's door: 1 minute (8:31); refused there, the garden is 4 minutes on (8:35)
    assert "8:30出发，8:31到达203房间" in echo and "如果执行“否则”：8:31出发，8:35到达花园" in echo, echo


# -- the Chinese scan, over the pages mistakes produce --------------------------------------------


def test_every_mistake_a_player_can_make_is_answered_in_chinese(walk: Walk) -> None:
    """The posts of the walk that produce a refusal or a mistake, for each kind of player and
    the GM on their behalf, in Chinese sessions: no English word on any page they get back."""
    posts: list[tuple[str, str, dict[str, str]]] = []
    for who in ("A", "P1"):
        for text in (TAB, UNCLOSED, INDENTED, TWO_DOCUMENTS, "who: A\norders: [\n", "&a x: *a\n"):
            posts.append((who, "text", {"text": text}))
        for message in ("😀😀😀", "<b>x</b> 8:30去204", "9:05去草坪", "8:30去草瓦", "10点杀了B"):
            posts.append((who, "message", {"message": message}))
        for slot in (
            {"s0_peek": "peephole"},
            {"s3_go": "204", "s3_via": "东楼梯, 西楼梯"},
            {"s3_go": "204", "s3_via": "门口"},
            {"s3_go": "garden", "s3_via": "door-209"},
            {"s2_kill": "B", "s2_if": "alone"},
            {"k0_kill": "C", "k0_from": "25:00"},
        ):
            posts.append((who, "form", slot))
    leaks = []
    pages = 0
    for who, source, data in posts:
        for reader in (who, GM):
            c = walk.zh(reader)
            for action in ("check", "save"):
                reply = c.post(f"/p/{who}/orders/1", {"source": source, **data, "action": action})
                pages += 1
                words = english(reply.body)
                if words:
                    leaks.append(f"{reader} {who} {source} {data} {action} ({reply.status}): {words[:6]}")
            live = json.loads(c.post(f"/p/{who}/orders/1/check", {"source": source, **data}).body)
            for said in live["problems"]:
                if english(said):
                    leaks.append(f"{reader} {who} {source} {data} live: {said}")
    assert pages > 100
    assert not leaks, "\n".join(leaks)


# -- items 21 and 24: every moment on the game's clock, the deadline with its clock named -------


def on_beijing_time(walk: Walk) -> None:
    path = walk.game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "timezone: Asia/Shanghai\n", encoding="utf-8")


def test_a_deadline_is_typed_and_read_on_the_games_clock(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    on_beijing_time(walk)
    assert main(["deadline", str(walk.game), "1", "2030-01-02 20:00"]) == 0
    assert "orders lock at 2030-01-02 20:00 (UTC+8)" in capsys.readouterr().out
    assert walk.desk.store.deadline(1) == "2030-01-02T12:00:00+00:00"  # stored in UTC
    player = " ".join(shown_text(walk.zh("A").get("/p/A").body).split())
    assert "截止时间：2030-01-02 20:00（北京时间）" in player, player
    orders = " ".join(shown_text(walk.zh("A").get("/p/A/orders/1").body).split())
    assert "2030-01-02 20:00（北京时间）" in orders and "UTC" not in orders
    english_page = " ".join(shown_text(walk.client("A", "en").get("/p/A").body).split())
    assert "2030-01-02 20:00 (UTC+8)" in english_page
    gm = walk.zh(GM)
    assert gm.post("/gm/do/deadline", {"n": "1", "when": "2030-01-03 09:30"}).status == 303
    assert walk.desk.store.deadline(1) == "2030-01-03T01:30:00+00:00"


def test_requests_questions_and_saves_are_shown_on_the_games_clock(walk: Walk) -> None:
    on_beijing_time(walk)
    walk.night_run()
    assert days_desk.file_request(walk.desk, "C", 1, "move", "201", "") == ""
    from blackhorse.portal import questioning

    assert questioning.ask(walk.desk, "P1", 1, "A", "几点在哪里？") == ""
    (request,) = walk.desk.store.requests(1, "C")
    (question,) = questioning.questions(walk.desk)
    for stamp, pages in (
        (request.at, [("C", "/p/C"), (GM, "/gm")]),
        (question.at, [("A", "/p/A/questions"), (GM, "/gm/questions")]),
    ):
        utc = datetime.fromisoformat(stamp)
        beijing = (utc + timedelta(hours=8)).strftime("%Y-%m-%d %H:%M")
        for who, path in pages:
            text = " ".join(shown_text(walk.zh(who).get(path).body).split())
            assert beijing in text and utc.strftime("%Y-%m-%d %H:%M") not in text, (who, path)
            assert not re.search(r"\d{4}-\d\d-\d\dT\d", text), (who, path)  # never an ISO T
    log = " ".join(shown_text(walk.zh(GM).get("/gm/log").body).split())
    assert "时间（北京时间）" in log, log


def test_a_time_zone_the_machine_does_not_know_is_refused_by_name(
    walk: Walk, capsys: pytest.CaptureFixture[str]
) -> None:
    path = walk.game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "timezone: Beijing\n", encoding="utf-8")
    assert main(["check", str(walk.game), "1"]) == 2
    err = capsys.readouterr().err
    assert "game.yaml:" in err and "timezone: Beijing -- a time zone name, e.g. Asia/Shanghai" in err, err
