"""The slot form offers only what the rules allow that night (issue 24, item 3; seed 四).

After night 1 of the sample game (B killed E): H, whose targets are E and F, is offered F
only; B, whose one kill is used, is offered no target and no standing kill; a police officer
without a room is offered no door.
"""

from __future__ import annotations

import re
from pathlib import Path

from blackhorse.inn.layout import load_inn
from blackhorse.portal import gm_actions
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
