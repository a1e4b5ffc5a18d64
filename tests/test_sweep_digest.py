"""A sweep's results and the bots' orders do not change when the batch path is made faster.

The digests below were written by running the code of the batch path as it was before the
speed work (bots' orders through the order-file reader, every sighting of the night turned
into rows); they are regenerated only by running the code, never by hand, and only for a
change of rules (say why in the commit message):

    BLACKHORSE_REGEN=1 .venv/bin/python -m pytest -q tests/test_sweep_digest.py -s

``test_a_small_sweeps_table_is_unchanged`` covers the whole table (every night and case
row of 30 games under every strategy); ``test_what_the_police_bot_sees_is_unchanged``
covers what each bot night hands to the day (deaths, cases, witnesses, whether the killer
was seen, every suspect and how often they were seen, the sightings count), on first and
later nights; ``test_the_bots_orders_are_unchanged`` covers the order files' data the bots
write (every strategy, many seeds and nights, with people dead and kills used).
"""

from __future__ import annotations

import hashlib
import json
import os
from typing import Any

from blackhorse.analysis.botgame import (
    NightSeen,
    after_bot_night,
    bot_game_setup,
    play_bot_game,
    play_bot_night,
)
from blackhorse.analysis.bots import bot_sheets
from blackhorse.game.state import Death, after_night, cast_for_night, initial_state
from blackhorse.inn.layout import default_inn

INN = default_inn()
GAMES = {"mix": 12, "hunter": 8, "cautious": 5, "wanderer": 5}
TABLE_DIGEST = "cd869ea9a4786264342e564a40ea2a59843d4ccff655271c12f9e9ffeedfa2f7"
ORDERS_DIGEST = "52d05e2302a8cd120c6b732bc93ccafb7718d988d675efc55bc387d07cb10e9e"
SEEN_DIGEST = "e5f6c42ba13520a5ec2faa39446e06b0b79ba5375f13ced884e97422283955db"


def digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def check(name: str, found: str, expected: str) -> None:
    if os.environ.get("BLACKHORSE_REGEN"):
        print(f"{name} = {found!r}")
        return
    assert found == expected, f"{name}: the sweep's results changed"


def seen_record(seen: NightSeen) -> dict[str, Any]:
    def key(case: Any) -> str:
        return f"{case.victim}@{case.minute}"

    return {
        "night": seen.night,
        "deaths": [list(d) for d in seen.deaths],
        "cases": [list(c) for c in seen.cases],
        "witnesses": {key(c): list(w) for c, w in seen.witnesses.items()},
        "identified": {key(c): v for c, v in seen.identified.items()},
        "suspects": {key(c): dict(s) for c, s in seen.suspects.items()},
        "sightings": seen.sightings,
        "people": seen.people,
    }


def test_a_small_sweeps_table_is_unchanged() -> None:
    rows = [
        row
        for choice, games in GAMES.items()
        for index in range(games)
        for row in play_bot_game(index, f"digest-{choice}", choice, INN)
    ]
    assert len({(r["game"], r["game_winner"]) for r in rows}) >= 10  # games that went different ways
    check("TABLE_DIGEST", digest(rows), TABLE_DIGEST)


def test_what_the_police_bot_sees_is_unchanged() -> None:
    records = []
    murders = 0
    for index in range(16):
        seed = f"seen:{index}"
        choice = ("mix", "hunter", "cautious", "wanderer")[index % 4]
        state = initial_state(bot_game_setup(INN, seed))
        for night in range(1, 5):
            seen = play_bot_night(state, night, choice, seed, INN)
            records.append(seen_record(seen))
            murders += len(seen.cases)
            state = after_bot_night(state, night, seen, seed, INN)
            if state.winner is not None:
                break
    assert murders >= 10 and any(r["suspects"] for r in records)
    check("SEEN_DIGEST", digest(records), SEEN_DIGEST)


def test_the_bots_orders_are_unchanged() -> None:
    sheets = []
    for index in range(24):
        seed = f"orders:{index}"
        state = initial_state(bot_game_setup(INN, seed))
        first = state.game.tenants["A"]
        if index % 2:  # A has killed their first target, who is off the map
            state = after_night(state, 1, (Death(first.targets[0], "A", 30),))
        cast = cast_for_night(state, frozenset(state.game.police))
        for choice in ("mix", "wanderer", "hunter", "cautious"):
            for night in (1, 2, 7):
                sheets.append(bot_sheets(cast, INN, cast.people, choice, seed, night))
    check("ORDERS_DIGEST", digest(sheets), ORDERS_DIGEST)
