"""The slot form offers only what the rules allow that night (issue 24, item 3; seed 四).

After night 1 of the sample game (B killed E): H, whose targets are E and F, is offered F
only; B, whose one kill is used, is offered no target and no standing kill; a police officer
without a room is offered no door.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from blackhorse.inn.layout import load_inn
from blackhorse.portal import days_desk, gm_actions
from blackhorse.portal import desk as portal_desk
from blackhorse.portal.access import GM
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, copy_game, invite_all, thread_server


def kill_options(body: str) -> list[str]:
    select = re.search(r'<select name="s0_kill">(.*?)</select>', body, re.S)
    assert select is not None
    return [v for v in re.findall(r'<option value="([^"]*)"', select[1]) if v]


def test_the_form_offers_only_living_targets_no_used_kill_and_no_door_without_a_room(tmp_path: Path) -> None:
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    desk = Desk(game, load_inn(), Store(db_path(game)))
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")
    assert desk.state().tenants["E"].status == "dead" and desk.state().tenants["B"].killed == "E"
    with thread_server(game) as port:
        pages = {}
        for who in ("H", "B", "P1", "A"):
            c = Client(port)
            assert c.join(tokens[who]).status == 303
            pages[who] = c.get(f"/p/{who}/orders/2").body
    assert kill_options(pages["H"]) == ["F"]  # E is dead
    assert kill_options(pages["A"]) == ["B", "C"]  # both alive, no kill used
    # one kill, used: no kill field at all (an empty list in every slot, on a phone a line each)
    assert 'name="s0_kill"' not in pages["B"] and 'name="k0_kill"' not in pages["B"]
    assert 'name="s0_kill"' not in pages["P1"]  # nobody to kill: the police (seed 五.10)
    assert 'name="door"' not in pages["P1"]  # no room, no door (P1 sleeps in 204)
    assert 'name="door"' in pages["A"]
    # a kill saved where none may be chosen (a GM's file) keeps its column, the value chosen:
    # a save from the form never drops it; the check says what is wrong
    kept = 'who: B\norders:\n  - at: "20:30"\n    go: lawn\n    kill: C\n'
    (game / "nights" / "2").mkdir(exist_ok=True)
    (game / "nights" / "2" / "B.yaml").write_text(kept, encoding="utf-8")
    with thread_server(game) as port:
        c = Client(port)
        assert c.join(tokens["B"]).status == 303
        body = c.get("/p/B/orders/2").body
        assert re.search(r'<select name="s3_kill">(?:(?!</select>).)*<option value="C" selected>', body)


# -- every field for every identity (the held-out walk: an officer without a room was offered
# `home` and the peephole) ------------------------------------------------------------------

PLACES = ("201", "202", "203", "204", "205", "207", "209", "garden", "lawn")
NO_FORM = None  # one out of the game: no form at all


@dataclass(frozen=True)
class Offer:
    """What the slot form offers: places for `go` and `else`, ways to peek, a door, targets
    (a slot's kill and a standing kill), and whom a condition may name."""

    places: tuple[str, ...]
    peeks: tuple[str, ...]
    door: bool
    targets: tuple[str, ...]
    whom: tuple[str, ...]


def offered(body: str) -> Offer | None:
    def values(name: str) -> tuple[str, ...]:
        select = re.search(rf'(?s)<select name="{name}"[^>]*>(.*?)</select>', body)
        return tuple(v for v in re.findall(r'<option value="([^"]*)"', select[1]) if v) if select else ()

    if 'id="slot-form"' not in body:
        return NO_FORM
    go = tuple(v for v in values("s0_go") if v != "stay")
    assert go == values("s0_else") and all(values(f"s{i}_go") == values("s0_go") for i in range(18))
    kill = values("s0_kill")
    assert kill == values("k0_kill") == values("k1_kill"), (kill, values("k0_kill"))
    assert all(values(f"s{i}_peek") == values("s0_peek") for i in range(18))
    return Offer(go, values("s0_peek"), 'name="door"' in body, kill, values("s0_who"))


ALL_BUT = lambda *out: tuple(n for n in (*"ABCDEFGH", "P1", "P2", "P3") if n not in out)  # noqa: E731

# (who, night, what the form offers): night 1 from game.yaml; night 2 after day 1 (E killed
# by B on night 1; G jailed for case 1; P2 moved into 207)
OFFERS = [
    ("A", 1, Offer(("home", *PLACES), ("window", "peephole"), True, ("B", "C"), ALL_BUT("A"))),
    ("P1", 1, Offer(PLACES, ("window",), False, (), ALL_BUT("P1"))),  # no room: 204's window only
    ("P3", 1, Offer(PLACES, ("window",), False, (), ALL_BUT("P3"))),  # no orders saved
    ("A", 2, Offer(("home", *PLACES), ("window", "peephole"), True, ("B", "C"), ALL_BUT("A", "E", "G"))),
    ("B", 2, Offer(("home", *PLACES), ("window", "peephole"), True, (), ALL_BUT("B", "E", "G"))),  # kill used
    ("P1", 2, Offer(PLACES, ("window",), False, (), ALL_BUT("P1", "E", "G"))),
    ("P2", 2, Offer(("home", *PLACES), ("window", "peephole"), True, (), ALL_BUT("P2", "E", "G"))),  # in 207
    ("E", 2, NO_FORM),  # dead
    ("G", 2, NO_FORM),  # jailed
]


@pytest.fixture(scope="module")
def night_two(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, dict[str, str], Path]]:
    """Night 1's pages read before it runs; then night 1 run, day 1 closed: G jailed for case
    1, P2 moved into 207. Yields the port, every identity's token, and the game."""
    game = copy_game(tmp_path_factory.mktemp("offers"))
    tokens = invite_all(game)
    fresh, portal_desk.FRESH_SECONDS = portal_desk.FRESH_SECONDS, 0.0  # the day's writes seen at once
    try:
        with thread_server(game) as port:
            yield port, tokens, game
    finally:
        portal_desk.FRESH_SECONDS = fresh


def page_of(port: int, token: str, who: str, night: int) -> str:
    """``who``'s orders page for ``night`` as the slot form shows it: after a check of the
    empty form (a saved file the form cannot show opens in the text box instead)."""
    c = Client(port)
    assert c.join(token).status == 303
    reply = c.post(f"/p/{who}/orders/{night}", {"source": "form", "action": "check"})
    assert reply.status in (200, 409), (who, night, reply.status)
    return reply.body


def test_every_identity_is_offered_only_what_the_rules_allow_in_every_field(
    night_two: tuple[int, dict[str, str], Path],
) -> None:
    port, tokens, game = night_two
    got: dict[tuple[str, int], Offer | None] = {}
    for who, night, _ in OFFERS:
        if night == 1:
            got[who, night] = offered(page_of(port, tokens[who], who, 1))
    desk = Desk(game, load_inn(), Store(db_path(game)))
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")
    assert days_desk.file_request(desk, "P1", 1, "accusation", "1", "G") == ""
    assert days_desk.file_request(desk, "P2", 1, "police-move", "207", "") == ""
    days_desk.close_day(desk, 1, "test")
    state = desk.state()
    assert state.tenants["G"].status == "jailed" and state.police_rooms.get("P2") == "207"
    for who, night, _ in OFFERS:
        if night == 2:
            got[who, night] = offered(page_of(port, tokens[who], who, 2))
            # the GM reading the player's page is offered the same
            assert offered(page_of(port, tokens[GM], who, 2)) == got[who, night], who
    assert got == {(who, night): offer for who, night, offer in OFFERS}


def test_a_saved_value_the_form_no_longer_offers_is_kept_chosen(tmp_path: Path) -> None:
    """A roomless officer's file saying `go: home` (204 for him) and `peek: peephole` (the
    checker refuses it) shows both chosen: a save from the form never drops them silently."""
    game = copy_game(tmp_path)
    tokens = invite_all(game)
    kept = 'who: P3\norders:\n  - at: "20:00"\n    go: home\n    peek: peephole\n'
    (game / "nights" / "1" / "P3.yaml").write_text(kept, encoding="utf-8")
    with thread_server(game) as port:
        c = Client(port)
        assert c.join(tokens["P3"]).status == 303
        body = c.get("/p/P3/orders/1").body

    def select(name: str) -> str:
        found = re.search(rf'(?s)<select name="{name}"[^>]*>.*?</select>', body)
        assert found is not None, name
        return found[0]

    assert '<option value="home" selected>' in select("s0_go")
    assert '<option value="peephole" selected>' in select("s0_peek")
    assert '<option value="home"' not in select("s1_go") and "peephole" not in select("s1_peek")
