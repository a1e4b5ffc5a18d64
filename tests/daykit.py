"""A day to play on the portal: the sample first night with a second murder (C kills D in 205),
so that day 1 has two cases (one to agree on, one left without agreement)."""

from __future__ import annotations

from pathlib import Path

from blackhorse.inn.layout import load_inn
from blackhorse.portal import days_desk, gm_actions
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import Store, db_path
from tests.portalkit import copy_game, invite_all

C_KILLS_D = """who: C
orders:
  - at: "20:20"
    go: "204"
  - at: "21:00"
    go: "209"
    else: {go: garden}
  - at: "21:40"
    go: "205"
    kill: D
"""


def two_case_game(tmp: Path, run: bool = True, publish: bool = True) -> tuple[Path, dict[str, str]]:
    """A copy of the first night in which D (by C, 205) and E (by B, the lawn) die; every
    player invited; night 1 run and published (unless told otherwise). The folder and the links."""
    game = copy_game(tmp)
    (game / "nights" / "1" / "C.yaml").write_text(C_KILLS_D, encoding="utf-8")
    tokens = invite_all(game)
    if run:
        desk = Desk(game, load_inn(), Store(db_path(game)))
        gm_actions.run_night(desk, 1, "test")
        if publish:
            gm_actions.publish(desk, 1, "test")
    return game, tokens


def desk_of(game: Path) -> Desk:
    return Desk(game, load_inn(), Store(db_path(game)))


def requests_standing(tmp: Path, lang: str = "") -> tuple[Path, dict[str, str], Desk]:
    """A copy of the first night (in ``lang`` if given, as game.yaml's `lang`), every player
    invited, night 1 run and published (E is killed, case 1), and day 1's requests standing:
    P2 asks to move to 207, P1 accuses G for case 1. The folder, the links and the GM's desk."""
    game = copy_game(tmp)
    if lang:
        path = game / "game.yaml"
        path.write_text(f"lang: {lang}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    tokens = invite_all(game)
    desk = desk_of(game)
    gm_actions.run_night(desk, 1, "test")
    gm_actions.publish(desk, 1, "test")
    assert days_desk.file_request(desk, "P2", 1, "police-move", "207", "") == ""
    assert days_desk.file_request(desk, "P1", 1, "accusation", "1", "G") == ""
    return game, tokens, desk
