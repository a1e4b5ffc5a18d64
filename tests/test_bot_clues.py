"""A murder's clues read around it (analysis.clues) are what a reading of every sighting finds.

The batch path reads each murder's witnesses, whether the killer was seen, and the suspects
from the sightings near it only (found by bisection on the minute-sorted columns). Here the
same clues are worked out the plain way, one sighting row at a time over the whole night,
on many bot nights with murders in rooms, in the corridor and outdoors. And a bot night
(``play_bot_night``: the sightings counted, only those around each murder written out) hands
the day exactly what the full visibility pass would, over whole bot games.
"""

from __future__ import annotations

from blackhorse.analysis.botgame import (
    after_bot_night,
    bot_game_setup,
    bot_night_orders,
    night_seen,
    play_bot_night,
)
from blackhorse.analysis.bots import bot_order_sheets
from blackhorse.analysis.clues import SUSPICION_MINUTES, Clues, case_clues
from blackhorse.core.records import Case
from blackhorse.game.state import cast_for_night, initial_state
from blackhorse.inn.layout import Inn, default_inn
from blackhorse.night.referee import simulate
from blackhorse.sight.visibility import Sighting, case_witnesses, run_sightings, step_sightings

INN = default_inn()


def plain_clues(rows: tuple[Sighting, ...], case: Case, inn: Inn) -> Clues:
    witnesses = case_witnesses(rows, (case,))[case]
    identified = any(
        r.minute == case.minute
        and r.subject == case.killer
        and r.observer != case.victim
        and r.activity in ("killing", "dead")
        for r in rows
    )
    suspects: dict[str, int] = {}
    for r in rows:
        close = abs(r.minute - case.minute) <= SUSPICION_MINUTES
        if (
            close
            and inn.zone[r.spot] == inn.zone[case.spot]
            and r.subject != case.victim
            and r.activity != "dead"
        ):
            suspects[r.subject] = suspects.get(r.subject, 0) + 1
    return Clues(witnesses, identified, suspects)


def test_clues_read_around_each_murder_equal_a_reading_of_every_sighting() -> None:
    cases = 0
    zones: set[str] = set()
    kinds = {"identified": 0, "unseen": 0, "suspects": 0}
    for index in range(40):
        seed = f"clues:{index}"
        state = initial_state(bot_game_setup(INN, seed))
        cast = cast_for_night(state, frozenset(state.game.police))
        sheets = tuple(
            bot_order_sheets(cast, INN, cast.people, ("hunter", "mix")[index % 2], seed, 1).values()
        )
        run = simulate(cast, sheets, INN)
        columns = step_sightings(run.steps, INN)
        rows = columns.rows()
        found = case_clues(columns, run.cases, INN)
        assert list(found) == list(run.cases)
        for case in run.cases:
            assert found[case] == plain_clues(rows, case, INN)
            cases += 1
            zones.add(INN.zone[case.spot])
            kinds["identified" if found[case].identified else "unseen"] += 1
            kinds["suspects"] += bool(found[case].suspects)
    assert cases >= 40 and len(zones) >= 4 and all(kinds.values()), (cases, zones, kinds)


def test_a_bot_night_hands_the_day_what_the_full_visibility_pass_gives() -> None:
    nights = murders = 0
    for index in range(12):
        seed = f"near:{index}"
        state = initial_state(bot_game_setup(INN, seed))
        choice = ("mix", "hunter", "wanderer", "cautious")[index % 4]
        for night in range(1, 8):
            cast, sheets = bot_night_orders(state, night, choice, seed, INN)
            run = simulate(cast, sheets, INN)
            full = night_seen(night, len(cast.people), run.cases, run_sightings(run, INN), INN)
            seen = play_bot_night(state, night, choice, seed, INN)
            assert seen == full, (seed, night)
            nights, murders = nights + 1, murders + len(seen.cases)
            state = after_bot_night(state, night, seen, seed, INN)
            if state.winner is not None:
                break
    assert nights >= 30 and murders >= 20, (nights, murders)
