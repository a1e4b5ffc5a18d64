"""A stored sentence names its places by the map's names in the reader's language (issue 24,
a user's walk: `audit` said "A 说：9:00－9:30 在 lawn").

A claim is kept in the portal's store as English with the spot's id (``in lawn``); reading it
back against the catalog makes its place field a ``Place``, said by the map of the game that
is read (core/catalog.py, ``places_named``: the command line for its game, the portal for
each request). Checked over every command and page that shows a stored claim: `audit`, the
GM's log, the case board, and every other page of the GM and of an officer, with a claim
noted at every kind of place a claim may name (the garden, the lawn, a named room, a room).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core.catalog import places_named, say
from blackhorse.inn.layout import load_inn
from blackhorse.orders.echo import place_words
from blackhorse.portal import gm_actions
from blackhorse.portal.access import GM
from blackhorse.portal.claims import add_claim
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import Client, copy_game, invite_all, thread_server
from tests.test_one_clock import ENGLISH_BY_CHOICE, shown
from tests.test_portal_access import ANYONE_ROUTES, GM_ROUTES

# where the claims are said to have been: (the place typed, how a Chinese reader reads it)
PLACES = [("lawn", "草坪"), ("花园", "花园"), ("204", "娱乐室"), ("205", "205房间")]
STORED = "noted claim #1 of case 1 for P1: A said: 21:00-21:30 in lawn alone"


def spot_ids(text: str) -> list[str]:
    """The map's ids of the shipped inn's named spots (lawn, east-stairs) ``text`` shows."""
    ids = [spot for spot in load_inn().names_zh if not spot.isdigit()]
    return re.findall(r"(?<![\w/.-])(?:" + "|".join(map(re.escape, ids)) + r")(?![\w/.-])", text)


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Path]]:
    """A Chinese and an English game after night 1 (published) with a claim at each place."""
    made = {}
    for lang in ("zh", "en"):
        game = copy_game(tmp_path_factory.mktemp(lang))
        path = game / "game.yaml"
        path.write_text(f"lang: {lang}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
        desk = Desk(game, load_inn(), Store(db_path(game)))
        gm_actions.run_night(desk, 1, "test")
        gm_actions.publish(desk, 1, "test")
        for place, _ in PLACES:
            company = ["B"] if place == "204" else []
            assert add_claim(desk, "P1", 1, "A", "21:00", "21:30", place, company) == ""
        made[lang] = game
    yield made


def test_a_stored_place_is_said_by_the_maps_names_where_the_map_is_known() -> None:
    """The catalog's read-back: a place field is a Place, said by the map of the game read; with
    no map to name it by, as stored (the catalog never guesses)."""
    with places_named(place_words(load_inn())):
        assert say(STORED, "zh") == "记录了案件1的陈述 #1（代P1）：A 说：9:00－9:30 在 草坪，独自一人"
        assert say(STORED, "en") == STORED
    assert "lawn" in say(STORED, "zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_audit_names_each_claims_place_in_the_games_language(
    lang: str, games: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["audit", str(games[lang])]) == 0
    out = capsys.readouterr().out
    claims = [line for line in out.splitlines() if "#" in line and ("陈述" in line or "claim" in line)]
    assert len(claims) == len(PLACES), out
    for (_, zh), line in zip(PLACES, claims, strict=True):
        if lang == "zh":
            assert zh in line and not spot_ids(line), line
        else:
            assert re.search(r"\bin (lawn|garden|204|205)\b", line), line  # as stored, the map's ids


def test_every_page_that_shows_a_stored_claim_names_its_place_in_chinese(games: dict[str, Path]) -> None:
    """The GM's log, the case board and every other page of the GM and of an officer, in a
    Chinese session: no map id of a named spot (lawn, garden, east-stairs) in what is read."""
    game = games["zh"]
    tokens = invite_all(game)
    found, pages = [], 0
    with thread_server(game) as port:
        clients = {}
        for name in (GM, "P1"):
            clients[name] = c = Client(port)
            assert c.join(tokens[name]).status == 303
            assert c.post("/lang", {"lang": "zh", "back": "/"}).status == 303
        rows = [(GM, route) for method, route, _ in GM_ROUTES if method == "GET"]
        rows += [(who, route) for method, route, _ in ANYONE_ROUTES if method == "GET" for who in clients]
        rows += [("P1", "/p/P1/cases"), (GM, "/p/P1/cases"), (GM, "/gm/log")]
        for who, route in rows:
            if ENGLISH_BY_CHOICE.fullmatch(route):  # a report asked for in English
                continue
            reply = clients[who].get(route)
            if reply.status != 200 or not reply.headers.get("content-type", "").startswith("text/html"):
                continue
            pages += 1
            text = shown(reply.body, "zh")
            if route in ("/gm/log", "/p/P1/cases"):
                assert all(zh in text for _, zh in PLACES), (route, text)
            if spot_ids(text):
                found.append(f"{who} {route}: {sorted(set(spot_ids(text)))}")
    assert pages > 10
    assert not found, "\n".join(found)
