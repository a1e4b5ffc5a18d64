"""The police's case board (issue 23): what the police know, what tenants claimed, and every
contradiction provable from that alone; never anything the police did not see."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from blackhorse.core.clock import parse_time
from blackhorse.inn.layout import load_inn
from blackhorse.portal import claims, questioning
from blackhorse.portal.access import GM
from blackhorse.portal.caseboard import Claim, PoliceKnowledge, Seen, contradictions
from blackhorse.portal.i18n import translator
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, thread_server

INN = load_inn()


def m(at: str) -> int:
    minute = parse_time(at)
    assert minute is not None
    return minute


def claim(n: int, who: str, start: str, until: str, place: str, *company: str) -> Claim:
    return Claim(n, 1, who, m(start), m(until), place, company, "P1")


def seen(at: str, subject: str, spot: str, officer: str = "P1") -> Seen:
    return Seen(m(at), officer, subject, spot)


def found(knowledge: tuple[Seen, ...], *said: Claim) -> list[str]:
    return [f.text() for f in contradictions(INN, PoliceKnowledge(1, knowledge), said)]


def test_a_claim_against_what_an_officer_saw() -> None:
    saw = (seen("21:10", "A", "garden"), seen("21:10", "P1", "garden"))
    assert found(saw, claim(1, "A", "21:00", "21:30", "204")) == [
        "A in two places at 21:10: 204 (claim #1) and garden (P1 saw)"
    ]
    assert found(saw, claim(1, "A", "21:00", "21:30", "garden")) == []  # what P1 saw agrees
    # someone named as company is placed too: C said A was with them in 205
    assert found(saw, claim(2, "C", "21:05", "21:15", "205", "A"))[0].startswith("A in two places at 21:10")
    # a threshold counts as its room (seen at 204's door while entering is in 204)
    assert found((seen("21:00", "A", "door-204"),), claim(1, "A", "21:00", "21:30", "204")) == []


def test_an_officer_in_the_room_who_did_not_see_the_claimed_person() -> None:
    saw = tuple(seen(f"21:{x:02d}", who, "204") for x in range(5, 9) for who in ("P1", "B"))
    assert found(saw, claim(1, "A", "21:00", "21:30", "204", "B")) == [
        "P1 was in 204 at 21:05 and did not see A there (claim #1)"
    ]


def test_an_officer_in_the_garden_who_saw_nobody_disproves_a_claim_of_the_garden() -> None:
    # gmwalk2 9: an officer alone in the garden 21:03-21:30 ("arrived 21:03; no one was there")
    # and "21:05-21:30 in the garden": the board said no contradiction was found
    saw = tuple(seen(f"21:{x:02d}", "P1", "garden") for x in range(3, 30))
    assert found(saw, claim(1, "E", "21:05", "21:30", "garden")) == [
        "P1 was in garden at 21:05 and did not see E there (claim #1)"
    ]
    # the garden's zone holds both stair feet: an officer standing at one sees the garden
    foot = (seen("21:10", "P1", "east-stairs-foot"),)
    assert found(foot, claim(1, "E", "21:05", "21:30", "garden")) == [
        "P1 was in east-stairs-foot at 21:10 and did not see E there (claim #1)"
    ]
    # the lawn is one zone too; a room seen only from inside it, never from its door
    lawn = (seen("22:00", "P1", "lawn"),)
    assert found(lawn, claim(1, "E", "21:50", "22:10", "lawn"))
    assert found((seen("21:10", "P1", "door-204"),), claim(1, "E", "21:05", "21:30", "204")) == []
    assert found(saw, claim(1, "E", "21:05", "21:30", "lawn")) == []  # the garden shows nothing of the lawn


def test_two_claims_that_cannot_both_hold() -> None:
    said = (claim(1, "A", "21:00", "21:30", "201", "C"), claim(2, "C", "21:10", "21:20", "205"))
    assert found((), *said) == ["C in two places at 21:10: 201 (claim #1) and 205 (claim #2)"]
    assert (
        found((), claim(1, "A", "21:00", "21:10", "201", "C"), claim(2, "C", "21:20", "21:30", "205")) == []
    )


def test_a_movement_faster_than_the_travel_table() -> None:
    # 204 -> 201 takes 4 minutes (seed 三.3's table): out of 204 at 21:29, in 201 at 21:31
    said = (claim(1, "A", "21:00", "21:30", "204"), claim(2, "B", "21:31", "21:40", "201", "A"))
    assert found((), *said) == [
        "A cannot get from 204 at 21:29 (claim #1) to 201 at 21:31 (claim #2): the walk takes 4 min"
    ]
    later = (claim(1, "A", "21:00", "21:30", "204"), claim(2, "B", "21:33", "21:40", "201", "A"))
    assert found((), *later) == []
    # a sighting counts as much as a claim: seen on the lawn at 21:02 after a claim of 205 till 21:00
    assert found((seen("21:02", "A", "lawn"),), claim(1, "A", "20:30", "21:01", "205"))[0].startswith(
        "A cannot get from 205 at 21:00"
    )


def test_contradictions_read_in_chinese() -> None:
    (finding,) = contradictions(
        INN,
        PoliceKnowledge(1, ()),
        (claim(1, "A", "21:00", "21:30", "204"), claim(2, "B", "21:31", "21:40", "201", "A")),
    )
    said = finding.text(translator("zh"))
    assert "不可能" in said and "步行需要 4 分钟" in said and "陈述 #1" in said


def boards(game: Path) -> list[object]:
    return [
        (b.case, b.columns, b.rows, b.claims, b.contradictions) for b in claims.case_boards(desk_of(game))
    ]


def note(game: Path) -> None:
    desk = desk_of(game)
    assert claims.add_claim(desk, "P1", 1, "A", "21:00", "21:30", "204", []) == ""
    assert claims.add_claim(desk, "P2", 1, "C", "21:30", "22:00", "209", ["a"]) == ""
    assert claims.add_claim(desk, "P1", 2, "B", "22:00", "22:30", "202", []) == ""


def test_the_board_never_uses_what_the_police_did_not_see(tmp_path: Path) -> None:
    game, _ = two_case_game(tmp_path / "one")
    note(game)
    first = boards(game)
    flagged = [f.text() for b in claims.case_boards(desk_of(game)) for f in b.contradictions]
    assert "A in two places at 21:12: 204 (claim #1) and east-stairs (P1 saw)" in flagged  # P1 saw A go out
    # the night's truth changes where no officer saw it: H peeks through the window instead of
    # the peephole (and so sees the murder on the lawn); every file but the police's reports differs
    other = tmp_path / "two" / "game"
    shutil.copytree(game, other)
    (other / "nights" / "1" / "H.yaml").write_text(
        'who: H\ndoor: closed\norders:\n  - at: "20:00"\n    peek: window\n', encoding="utf-8"
    )
    results = other / "nights" / "1" / "results"
    shutil.rmtree(results)
    from blackhorse.portal import gm_actions

    gm_actions.run_night(desk_of(other), 1, "test")
    gm_actions.publish(desk_of(other), 1, "test")  # the officers read the rerun once it is published
    assert (results / "reports" / "H.json").read_bytes() != (
        game / "nights/1/results/reports/H.json"
    ).read_bytes()
    assert (results / "timeline.csv").read_bytes() != (game / "nights/1/results/timeline.csv").read_bytes()
    assert boards(other) == first
    # and files no officer reads, edited by hand: the killers, the sightings, gm.md
    cases = results / "cases.csv"
    cases.write_text(
        cases.read_text(encoding="utf-8").replace(",C,", ",H,").replace(",B,", ",F,"), encoding="utf-8"
    )
    for name in ("sightings.csv", "gm.md", "reports/A.json", "reports/B.json"):
        (results / name).write_text("edited", encoding="utf-8")
    gm_actions.publish(desk_of(other), 1, "test")
    assert boards(other) == first
    # what an officer saw does count: P1's report without its sightings of A changes the board
    p1 = results / "reports" / "P1.json"
    p1.write_text(
        p1.read_text(encoding="utf-8").replace('"subject": "A"', '"subject": "Z"'), encoding="utf-8"
    )
    assert boards(other) == first  # not before it is published (docs/PORTAL.md)
    gm_actions.publish(desk_of(other), 1, "test")
    assert boards(other) != first


def test_officers_note_claims_on_the_case_board(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)
    with thread_server(game) as port:
        people = {n: Client(port) for n in ("A", "P1", "P2", GM)}
        for n, c in people.items():
            assert c.join(tokens[n]).status == 303
        form = {
            "action": "add",
            "case": "1",
            "speaker": "A",
            "start": "21:00",
            "until": "21:30",
            "place": "204",
        }
        assert people["P1"].post("/p/P1/claims", form).location == "/p/P1/cases"
        body = people["P2"].get("/p/P2/cases").body
        assert "A said: 21:00-21:30 in the common room alone" in body and 'id="chart-1"' in body
        # the board names the spots in the reader's words (issue 24): not the map's `east-stairs`
        assert "A in two places at 21:12: the common room (claim #1) and the east stairs (P1 saw)" in body
        assert (
            "A 在 9:12 同时出现在两个地方：娱乐室（陈述 #1）和 东楼梯（P1 看到）"
            in people["P2"].get("/p/P2/cases?lang=zh").body
        )
        assert "A 说：9:00－9:30 在 娱乐室，独自一人" in people["P2"].get("/p/P2/cases?lang=zh").body
        bad = {**form, "until": "20:59"}
        assert people["P1"].post("/p/P1/claims", bad).location.endswith("refused=bad-time")
        nobody = {**form, "speaker": "Zed"}
        assert people["P1"].post("/p/P1/claims", nobody).location.endswith("refused=bad-request")
        assert people["A"].post("/p/A/claims", form).status == 403
        assert people["A"].get("/p/P1/cases").status == 403
        assert "A said" in people[GM].get("/p/P1/cases").body
        # a claim taken from an answer names its question; only a question to the speaker
        assert questioning.ask(desk_of(game), "P1", 1, "A", "Where were you?") == ""
        (asked,) = questioning.questions(desk_of(game))
        assert questioning.answer(desk_of(game), "A", asked.id, "In 204 from nine.") == ""
        assert f"#{asked.id} A: In 204 from nine." in people["P1"].get("/p/P1/cases").body
        linked = {**form, "start": "21:00", "until": "21:10", "question": str(asked.id)}
        assert people["P1"].post("/p/P1/claims", linked).location == "/p/P1/cases"
        assert f"from the answer to question #{asked.id}" in people["P2"].get("/p/P2/cases").body
        not_hers = {**linked, "speaker": "B"}
        assert people["P1"].post("/p/P1/claims", not_hers).location.endswith("refused=bad-request")
        noted, from_answer = claims.claims(desk_of(game))
        assert from_answer.question == asked.id and noted.question is None
        assert claims.remove_claim(desk_of(game), "P1", from_answer.id) == ""
        remove = {"action": "remove", "claim": str(noted.id)}
        assert people["P2"].post("/p/P2/claims", remove).location == "/p/P2/cases"
        assert claims.claims(desk_of(game)) == []


@pytest.mark.parametrize("text", ["21:00", "9:00", "23:00", "20:00"])
def test_claim_times_are_times_of_the_night(text: str) -> None:
    assert claims.night_time(text) is not None
    assert (
        claims.night_time("23:01") is None
        and claims.night_time("２１:00") is None
        and claims.night_time("x") is None
    )


def test_claims_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from blackhorse.cli.main import main

    game, _ = two_case_game(tmp_path)
    assert main(["claim", str(game), "1", "a", "21:00", "21:30", "204", "--with", "c", "--by", "p2"]) == 0
    (noted,) = claims.claims(desk_of(game))
    assert noted.text() == "A said: 21:00-21:30 in 204 with C" and noted.entered_by == "P2"
    capsys.readouterr()
    assert main(["claim", str(game), "1", "A", "21:30", "21:00", "204", "--by", "P2"]) == 2
    assert "UNTIL: 21:00 -- a time after FROM (21:30)" in capsys.readouterr().err  # which, and why
    assert main(["claim", str(game), "--remove", str(noted.id), "--by", "P1"]) == 0
    assert claims.claims(desk_of(game)) == []
    assert main(["claim", str(game), "1", "A", "--by", "P1"]) == 2
    assert "FROM: (missing)" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("stored", "en", "zh"),
    [
        (
            "P1 was in east-stairs-foot at 21:10 and did not see E there (claim #1)",
            "P1 was in the foot of the east stairs at 21:10 and did not see E there (claim #1)",
            "东楼梯下",
        ),
        ("knock at 203 refused; to door-203", "knock at 203 refused; to the door of room 203", "203门前"),
        (
            "noted claim #1 of case 1: A said: 21:00-21:30 in garden alone",
            "noted claim #1 of case 1: A said: 21:00-21:30 in the garden alone",
            "花园",
        ),
    ],
)
def test_a_stored_sentence_names_its_places_as_the_pages_do(stored: str, en: str, zh: str) -> None:
    """A sentence stored in English with the map's ids (a claim noted, a finding, a note) reads
    on a portal page by the pages' names of the places, in both languages (issue 24); the
    stored text is unchanged, and the command line (no page) says it as stored."""
    from blackhorse.core.catalog import places_named, say
    from blackhorse.portal.i18n import page_places

    with places_named(page_places(lambda: INN)):
        assert say(stored, "en") == en
        assert zh in say(stored, "zh") and not re.search(r"[a-z]+-[a-z]+|garden", say(stored, "zh"))
        assert say("hello door-203", "en") == "hello door-203"  # no sentence of the game's: as stored
    assert say(stored, "en") == stored


def test_the_gm_log_names_a_noted_claims_place_as_the_pages_do(tmp_path: Path) -> None:
    game, tokens = two_case_game(tmp_path)
    with thread_server(game) as port:
        people = {n: Client(port) for n in ("P1", GM)}
        for n, c in people.items():
            assert c.join(tokens[n]).status == 303
        form = {
            "action": "add",
            "case": "1",
            "speaker": "A",
            "start": "21:00",
            "until": "21:30",
            "place": "garden",
        }
        assert people["P1"].post("/p/P1/claims", form).location == "/p/P1/cases"
        log = people[GM].get("/gm/log").body
        assert "A said: 21:00-21:30 in the garden alone" in log and "in garden" not in log
        assert "在 花园" in people[GM].get("/gm/log?lang=zh").body
