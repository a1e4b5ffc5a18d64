"""The day on the portal (issue 23): the public board, the questioning, the officers' agreement.

The game: the sample first night with two murders (D by C in 205, E by B on the lawn;
tests/daykit.py), run and published; day 1 is played on the portal and from the commands.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.game.board import board_dict
from blackhorse.portal import agreement, questioning
from blackhorse.portal.access import GM
from blackhorse.portal.board_desk import board_of
from blackhorse.portal.store import Store, db_path
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, thread_server

SECRETS = ("killer", "minute", "witness", "target", "solved", "21:45", "22:14", "lawn", "by C", "by B")


def clients(port: int, tokens: dict[str, str], *names: str) -> dict[str, Client]:
    out = {}
    for name in names:
        out[name] = Client(port)
        assert out[name].join(tokens[name]).status == 303
    return out


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    got = capsys.readouterr()
    return code, got.out, got.err


def board_section(body: str) -> str:
    found = re.search(r'<div id="board">(.*?)</div>', body, re.S)
    assert found, body
    return found.group(1)


# -- the public board -------------------------------------------------------------------------
def test_the_board_follows_publishing_and_closing_and_holds_no_secret(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, tokens = two_case_game(tmp_path, publish=False)
    desk = desk_of(game)
    before = board_dict(board_of(desk))
    assert before["deaths"] == [] and before["moment"] == "before night 1"  # run, not yet published
    assert before["rooms"]["205"] == ["D"] and before["rooms"]["202"] == ["B", "F"]
    assert main(["publish", str(game), "1"]) == 0
    after = board_dict(board_of(desk_of(game)))
    assert after["deaths"] == [{"night": 1, "victim": "D"}, {"night": 1, "victim": "E"}]
    assert after["tenants"]["D"] == {"status": "dead", "room": None, "since": "night 1"}
    assert after["rooms"]["205"] == [] and after["rooms"]["207"] == ["G"]
    with thread_server(game) as port:
        people = clients(port, tokens, "A", "P1", GM)
        for who, page in (("A", "/p/A"), ("A", "/p/A/orders/2"), ("P1", "/p/P1"), ("GM", "/gm")):
            assert 'href="/board"' in people[GM if who == "GM" else who].get(page).body, page
        shown = board_section(people["A"].get("/board").body)
        assert "night 1: D" in shown and "night 1: E" in shown and "205: empty" in shown
        for secret in SECRETS:
            assert secret not in shown.lower() and secret not in json.dumps(after).lower(), secret
        assert "第 1 夜：D" in board_section(people["A"].get("/board?lang=zh").body)
        assert Client(port).get("/board").status == 401
        # the officers agree on C for case 1 (the killer) and B for case 2 (not the killer):
        # the board says who was jailed, never whether it was right
        for officer in ("P1", "P2", "P3"):
            assert agreement.agree(desk_of(game), officer, 1, 1, "C") == ""
            assert agreement.agree(desk_of(game), officer, 1, 2, "A") == ""
        assert people[GM].post("/gm/do/close-day", {"n": "1"}).status == 303
        shown = board_section(people["A"].get("/board").body)
        assert "day 1: C" in shown and "day 1: A" in shown
        assert "solved" not in shown and "wrong" not in shown and "case" not in shown.lower()
    code, out, _ = cli(capsys, "board", str(game), "--json")
    assert code == 0 and json.loads(out) == board_dict(board_of(desk_of(game)))
    assert json.loads(out)["jailed"] == [{"day": 1, "who": "A"}, {"day": 1, "who": "C"}]
    code, out, _ = cli(capsys, "board", str(game), "--lang", "zh")
    assert code == 0 and "公告栏" in out and "第 1 天：C" in out and "第1天之后" in out


def test_the_board_shows_room_changes_and_an_officer_moving_in(tmp_path: Path) -> None:
    game, _ = two_case_game(tmp_path)
    desk = desk_of(game)
    from blackhorse.portal import days_desk

    assert days_desk.file_request(desk, "A", 1, "move", "209") == ""
    assert days_desk.file_request(desk, "P2", 1, "police-move", "205") == ""  # D's room, left empty
    days_desk.close_day(desk, 1, "test")
    board = board_dict(board_of(desk_of(game)))
    assert {"day": 1, "who": "A", "from": "201", "to": "209"} in board["moves"]
    assert {"day": 1, "who": "P2", "from": "204", "to": "205"} in board["moves"]
    assert board["police_in_inn"] == {"P2": "205"} and board["rooms"]["205"] == ["P2"]
    assert board["rooms"]["209"] == ["A", "H"]


# -- questioning ------------------------------------------------------------------------------
def test_officers_question_tenants_who_answer_and_nobody_else_reads_a_thread(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)
    with thread_server(game) as port:
        people = clients(port, tokens, "A", "B", "E", "P1", "P2", GM)
        ask = {"day": "1", "action": "ask", "tenant": "A", "text": "Where were you at 21:40?"}
        assert people["P1"].post("/p/P1/questions", ask).location == "/p/P1/questions"
        ask_b = {**ask, "tenant": "B", "text": "Who was on the lawn?"}
        assert people["P2"].post("/p/P2/questions", ask_b).location == "/p/P2/questions"
        dead = {**ask, "tenant": "E"}
        assert people["P1"].post("/p/P1/questions", dead).location.endswith("refused=bad-request")
        empty = {**ask, "text": "  "}
        assert people["P1"].post("/p/P1/questions", empty).location.endswith("refused=empty-text")
        by_tenant = {**ask, "tenant": "B"}  # a tenant cannot question anyone
        assert people["A"].post("/p/A/questions", by_tenant).location.endswith("refused=cannot-act")
        # every officer reads every police thread; a tenant only their own; the GM all
        for officer in ("P1", "P2"):
            body = people[officer].get(f"/p/{officer}/questions").body
            assert "Where were you at 21:40?" in body and "Who was on the lawn?" in body
        a_page = people["A"].get("/p/A/questions").body
        assert "Where were you at 21:40?" in a_page and "Who was on the lawn?" not in a_page
        assert people["A"].get("/p/B/questions").status == 403
        gm_page = people[GM].get("/gm/questions").body
        assert "Where were you at 21:40?" in gm_page and "waiting 0 min" in gm_page
        # the tenant's own page says a question waits; the tenant answers (no way to decline); once
        assert "1 question waiting for your answer" in people["A"].get("/p/A").body
        assert 'id="to-answer"' not in people["E"].get("/p/E").body
        (q_a,) = questioning.questions(desk_of(game), tenant="A")
        reply = {"action": "answer", "question": str(q_a.id), "text": "In 204 with C."}
        assert people["A"].post("/p/A/questions", reply).location == "/p/A/questions"
        again = {**reply, "text": "In my room."}
        assert people["A"].post("/p/A/questions", again).location.endswith("refused=answered")
        (q_b,) = questioning.questions(desk_of(game), tenant="B")
        other = {**reply, "question": str(q_b.id)}  # A answering B's question: not A's thread
        assert people["A"].post("/p/A/questions", other).location.endswith("refused=bad-request")
        assert "In 204 with C." in people["P2"].get("/p/P2/questions").body
        assert 'id="to-answer"' not in people["A"].get("/p/A").body
        assert "In 204 with C." not in people["B"].get("/p/B/questions").body
        waiting = people[GM].get("/gm/questions").body.split('id="all-questions"')[0]
        assert f"#{q_b.id}" in waiting and f"#{q_a.id}" not in waiting
    audit = [what for _, _, what in Store(db_path(game)).audit_log()]
    assert f"day 1: asked A question #{q_a.id}" in audit and f"answered question #{q_a.id}" in audit


def test_questions_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game, _ = two_case_game(tmp_path)
    assert cli(capsys, "ask", str(game), "1", "a", "Where were you?", "--by", "p1")[0] == 0
    code, _, err = cli(capsys, "ask", str(game), "1", "E", "And you?", "--by", "P1")
    assert code == 2 and "TENANT: E -- a tenant still in the game: A, B, C, F, G, H (E is dead" in err
    code, _, err = cli(capsys, "ask", str(game), "1", "A", "?", "--by", "B")
    assert code == 2 and "--by: B -- a police officer: P1, P2, P3" in err
    code, out, _ = cli(capsys, "questions", str(game), "--json")
    rows = json.loads(out)
    assert [(r["asker"], r["tenant"], r["answer"]) for r in rows] == [("P1", "A", None)]
    assert rows[0]["waiting_minutes"] == 0
    assert cli(capsys, "answer", str(game), str(rows[0]["id"]), "In 204.")[0] == 0
    code, out, _ = cli(capsys, "questions", str(game), "--day", "1")
    assert code == 0 and "A (" in out and "In 204." in out and "0 not answered" in out
    code, out, _ = cli(capsys, "questions", str(game), "--day", "2", "--json")
    assert json.loads(out) == []


# -- the officers agree -----------------------------------------------------------------------
def test_an_accusation_is_filed_only_when_every_officer_agrees(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)
    with thread_server(game) as port:
        people = clients(port, tokens, "A", "P1", "P2", "P3", GM)

        def propose(who: str, case: str, suspect: str) -> str:
            form = {"day": "1", "case": case, "suspect": suspect}
            return people[who].post(f"/p/{who}/proposals", form).location

        def filed() -> list[tuple[str, str]]:
            return [(r.a, r.b) for r in Store(db_path(game)).requests(1) if r.kind == "accusation"]

        assert propose("P1", "1", "C") == "/p/P1/cases"
        assert propose("P2", "1", "C") == "/p/P2/cases"
        assert filed() == []  # two of three
        (p,) = agreement.proposals(desk_of(game), 1)
        assert p.agreed == ("P1", "P2") and p.waiting_for(("P1", "P2", "P3")) == ("P3",)
        # an objection resets: nobody agrees any more
        form = {"day": "1", "action": "object", "proposal": str(p.id)}
        assert people["P3"].post("/p/P3/proposals", form).location == "/p/P3/cases"
        assert agreement.proposals(desk_of(game), 1)[0].agreed == ()
        assert propose("P3", "1", "C") == "/p/P3/cases" and propose("P1", "1", "C") == "/p/P1/cases"
        # a changed proposal resets too: P2 proposes B instead; C's agreements are gone
        assert propose("P2", "1", "B") == "/p/P2/cases"
        states = [(x.suspect, x.state, x.agreed) for x in agreement.proposals(desk_of(game), 1)]
        assert states == [("C", "replaced", ("P3", "P1")), ("B", "open", ("P2",))]
        for who in ("P1", "P2", "P3"):
            assert propose(who, "1", "C") == f"/p/{who}/cases"
        assert filed() == [("1", "C")]  # every officer agreed: filed, final
        assert propose("P1", "1", "A").endswith("refused=case-accused")
        assert propose("P1", "2", "A") == "/p/P1/cases"  # case 2: proposed, never agreed
        # the old one-click accusation is one agreement now, never a filing by one officer
        assert (
            people["P2"].post("/p/P2/day", {"day": "1", "kind": "accusation", "a": "2", "b": "A"}).status
            == 303
        )
        assert filed() == [("1", "C")]
        # proposals are for the police only
        assert "proposal-" in people["P3"].get("/p/P3/cases").body
        assert people["A"].get("/p/A/cases").status == 403
        assert people["A"].post("/p/A/proposals", {"day": "1", "case": "2", "suspect": "B"}).status == 403
        assert "proposal" not in people["A"].get("/p/A").body.lower()
        assert "Case 2: A (P1)" in people[GM].get("/gm").body
        done = people[GM].post("/gm/do/close-day", {"n": "1"})
        assert done.status == 303
        page = people[GM].get(done.location).body
        assert "left without agreement" in page and "case 2: A (proposed by P1)" in page
        after = people["P3"].get("/p/P3/cases").body  # the officers read what became of it
        assert "proposal-closed" in after and "proposal-filed" in after and "proposal-open" not in after
    text = (game / "days" / "1.yaml").read_text(encoding="utf-8")
    assert "accusations:" in text and '{case: 1, accused: "C"}' in text and "case: 2" not in text


def test_accuse_from_the_command_line_and_what_status_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, _ = two_case_game(tmp_path)
    code, out, _ = cli(capsys, "accuse", str(game), "1", "1", "c", "--by", "P1")
    assert code == 0 and "waiting for P2, P3" in out
    code, out, _ = cli(capsys, "accuse", str(game), "1", "1", "C", "--by", "P2", "--object")
    assert code == 0 and "from nobody" in out
    code, _, err = cli(capsys, "accuse", str(game), "1", "1", "B", "--by", "P2", "--object")
    assert code == 2 and "the open proposal of case 1: C" in err
    for officer in ("P1", "P2"):
        assert cli(capsys, "accuse", str(game), "1", "1", "C", "--by", officer)[0] == 0
    code, out, _ = cli(capsys, "accuse", str(game), "1", "1", "C", "--by", "P3")
    assert code == 0 and "filed (every officer agreed: P1, P2, P3)" in out
    code, _, err = cli(capsys, "accuse", str(game), "1", "1", "B", "--by", "P3")
    assert code == 2 and "has already been accused" in err
    assert cli(capsys, "accuse", str(game), "1", "2", "A", "--by", "P3")[0] == 0
    code, out, _ = cli(capsys, "status", str(game))
    assert "left without agreement" in out and "case 2: A (proposed by P3)" in out and "not P1, P2" in out
    code, out, _ = cli(capsys, "close-day", str(game), "1")
    assert code == 0 and "case 1: C" in out and "case 2: A (proposed by P3) left without agreement" in out
    code, out, _ = cli(capsys, "status", str(game), "--json")
    cases = json.loads(out)["cases"]
    assert [c["accused"] for c in cases] == ["C", None]


def test_the_same_day_from_the_command_line_gives_the_same_day_file_and_state(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    web, tokens = two_case_game(tmp_path / "web")
    cmd = tmp_path / "cmd" / "game"
    shutil.copytree(web, cmd)
    with thread_server(web) as port:
        people = clients(port, tokens, "A", "B", "P1", "P2", "P3", GM)
        people["P1"].post("/p/P1/questions", {"day": "1", "action": "ask", "tenant": "A", "text": "Where?"})
        qid = questioning.questions(desk_of(web))[0].id
        people["A"].post("/p/A/questions", {"action": "answer", "question": str(qid), "text": "204"})
        for who in ("P1", "P2", "P3"):
            people[who].post(f"/p/{who}/proposals", {"day": "1", "case": "1", "suspect": "C"})
        people["P2"].post("/p/P2/proposals", {"day": "1", "case": "2", "suspect": "A"})
        assert people[GM].post("/gm/do/close-day", {"n": "1"}).status == 303
    assert cli(capsys, "ask", str(cmd), "1", "A", "Where?", "--by", "P1")[0] == 0
    assert cli(capsys, "answer", str(cmd), str(qid), "204")[0] == 0
    for who in ("P1", "P2", "P3"):
        assert cli(capsys, "accuse", str(cmd), "1", "1", "C", "--by", who)[0] == 0
    assert cli(capsys, "accuse", str(cmd), "1", "2", "A", "--by", "P2")[0] == 0
    assert cli(capsys, "close-day", str(cmd), "1")[0] == 0

    def body(game: Path) -> list[str]:
        text = (game / "days" / "1.yaml").read_text(encoding="utf-8")
        return [line.split("  #")[0] for line in text.splitlines() if not line.startswith("#")]

    assert body(web) == body(cmd) == ["accusations:", '  - {case: 1, accused: "C"}']
    for args in (("status", "--json"), ("board", "--json")):
        assert cli(capsys, args[0], str(web), *args[1:])[1] == cli(capsys, args[0], str(cmd), *args[1:])[1]
    web_q = [(q.asker, q.tenant, q.text, q.answer) for q in questioning.questions(desk_of(web))]
    assert web_q == [(q.asker, q.tenant, q.text, q.answer) for q in questioning.questions(desk_of(cmd))]


# -- the reveal -------------------------------------------------------------------------------
TRUTH = ("/reveal", "/reveal/nights/1/gm", "/reveal/nights/1/replay", "/reveal/nights/1/reports/B/zh")


def test_the_reveal_opens_the_whole_truth_to_every_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.portalkit import PLAYERS

    game, tokens = two_case_game(tmp_path)
    with thread_server(game) as port:
        people = clients(port, tokens, *PLAYERS, GM)
        for name in PLAYERS:
            for path in TRUTH:
                assert people[name].get(path).status == 404, (name, path)
            assert people[name].post("/gm/reveal", {}).status == 403
        assert Client(port).get("/reveal").status == 401
        assert people[GM].get("/reveal").status == 200  # the GM sees what a reveal would open
        assert 'id="reveal-button"' in people[GM].get("/gm").body
        assert people[GM].post("/gm/reveal", {}, csrf=False).status == 403  # a form without its token
        assert people[GM].post("/gm/reveal", {}).location == "/reveal"
        for name in PLAYERS:
            for path in TRUTH:
                assert people[name].get(path).status == 200, (name, path)
        truth = people["A"].get("/reveal").body
        assert '<td class="killer">C</td>' in truth and '<td class="killer">B</td>' in truth
        assert "21:45" in truth and "22:14" in truth and "A: B, C" in truth  # minutes, everyone's targets
        sheet = (game / "nights" / "1" / "results" / "gm.md").read_text(encoding="utf-8").splitlines()[0]
        # gm.md's title, rendered as a page's heading (portal/sheetview.py)
        assert (
            f"<h1>{html_escape(sheet.removeprefix('# '))}</h1>" in people["H"].get("/reveal/nights/1/gm").body
        )
        report = (game / "nights" / "1" / "results" / "reports" / "B.zh.txt").read_text(encoding="utf-8")
        assert html_escape(report.splitlines()[0]) in people["A"].get("/reveal/nights/1/reports/B/zh").body
        assert "content-security-policy" in people["A"].get("/reveal/nights/1/replay").headers
        assert 'id="truth-link"' in people["E"].get("/board").body
        assert people["A"].get("/reveal/nights/2/gm").status == 404
        assert people["A"].get("/reveal/nights/1/reports/Zed/en").status == 404
    code, out, err = cli(capsys, "reveal", str(game))
    assert code == 0 and "case 1, night 1: D killed by C at 21:45 in room 205; not accused" in out
    assert "already revealed" in err
    audit = [what for _, _, what in Store(db_path(game)).audit_log()]
    assert audit.count("revealed the whole truth to every player") == 1


def html_escape(text: str) -> str:
    import html

    return html.escape(text, quote=False)
