"""The police's move into the inn on their page (gmwalk2 31).

The form sat under the heading of the accusations, offered every room (occupied ones too:
an officer was offered 207, refused at closing because a tenant moved in first) and said
nothing of the order in which the day's moves are settled.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from blackhorse.portal import days_desk, desk, gm_actions
from tests.daykit import desk_of, two_case_game
from tests.portalkit import Client, thread_server


def offered(page: str) -> list[str]:
    form = page.split('id="police-move-form"', 1)[1].split("</form>", 1)[0]
    return re.findall(r"<option>([^<]+)</option>", form)


def test_the_police_move_offers_only_rooms_murders_left_empty_under_its_own_heading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the day is closed and night 2 run and published by commands on the folder, which the
    # portal sees within desk.FRESH_SECONDS: on a quiet machine all that took less, and the
    # page still showed day 1's form; the test asks the portal to look at once
    monkeypatch.setattr(desk, "FRESH_SECONDS", 0.0)
    game, tokens = two_case_game(tmp_path)  # D (alone in 205) and E (207, with G) killed on night 1
    with thread_server(game) as port:
        p1 = Client(port)
        assert p1.join(tokens["P1"]).status == 303
        page = p1.get("/p/P1").body
        assert offered(page) == ["205"]  # not 207 (G still lives there), not a room nobody died in
        heading = page.index('id="police-move"')
        assert heading < page.index('id="police-move-form"')
        assert "settled first, in the order they arrived" in page
        assert "一个租客今天申请的房间归租客" in p1.get("/p/P1?lang=zh").body
        assert days_desk.file_request(desk_of(game), "P2", 1, "police-move", "205") == ""
        days_desk.close_day(desk_of(game), 1, "test")
        gm_actions.run_night(desk_of(game), 2, "test")
        gm_actions.publish(desk_of(game), 2, "test")
        page = p1.get("/p/P1").body
        assert 'id="police-move-form"' not in page
        assert "P2 already lives in the inn (205): at most one officer does." in page
