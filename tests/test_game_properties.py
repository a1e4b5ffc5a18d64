"""Properties of the game's state over random sequences of nights and days (in memory)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from blackhorse.game.days import Accusation, DayPlan, RoomChange, apply_day
from blackhorse.game.state import Death, GameState, after_night
from blackhorse.game.wins import settle_after_day, settle_after_night
from blackhorse.inn.layout import load_inn
from tests.gamehelpers import start
from tests.hypothesiskit import examples

INN = load_inn()
BEDROOMS = [r for r in INN.rooms if INN.beds[r] > 0]
ROOMS = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203", "F": "203", "G": "205", "H": "205"}
POLICE = ("P1", "P2")


def random_night(data: st.DataObject, s: GameState) -> GameState:
    deaths: list[Death] = []
    dead: set[str] = set()
    for minute in range(data.draw(st.integers(0, 2))):
        killers = [
            n
            for n in s.free_tenants
            if n not in dead and s.tenants[n].killed is None and n not in {d.killer for d in deaths}
        ]
        pairs = [
            (v, k) for k in killers for v in s.tenants[k].targets if v in s.free_tenants and v not in dead
        ]
        if not pairs:
            break
        victim, killer = data.draw(st.sampled_from(pairs))
        deaths.append(Death(victim, killer, minute * 10))
        dead.add(victim)
    return settle_after_night(after_night(s, s.nights + 1, tuple(deaths)), len(deaths))


def random_day(data: st.DataObject, s: GameState) -> GameState:
    names = sorted(s.tenants)
    accusations = data.draw(
        st.lists(st.builds(Accusation, st.integers(1, len(s.cases) + 1), st.sampled_from(names)), max_size=2)
    )
    moves = data.draw(
        st.lists(st.builds(RoomChange, st.sampled_from(names), st.sampled_from(BEDROOMS)), max_size=3)
    )
    police = data.draw(
        st.lists(st.builds(RoomChange, st.sampled_from(POLICE), st.sampled_from(BEDROOMS)), max_size=2)
    )
    state, _ = apply_day(s, s.nights, DayPlan(tuple(accusations), tuple(moves), tuple(police)), INN)
    return settle_after_day(state)


def check(before: GameState, after: GameState) -> None:
    for room in BEDROOMS:
        assert len(after.occupants(room)) <= INN.beds[room], room
    assert len(after.police_rooms) <= 1
    assert [c.id for c in after.cases] == list(range(1, len(after.cases) + 1))
    assert [(c.night, c.minute) for c in after.cases] == sorted((c.night, c.minute) for c in after.cases)
    assert max(Counter(c.killer for c in after.cases).values(), default=0) <= 1  # one kill per game
    for c in after.cases:
        assert after.tenants[c.victim].status == "dead"
        assert c.solved == (c.accused == c.killer)
    for name, t in before.tenants.items():
        if t.status != "alive":
            assert after.tenants[name].status == t.status  # nobody comes back
    for c_before, c_after in zip(before.cases, after.cases, strict=False):
        if c_before.accused is not None:
            assert c_after.accused == c_before.accused  # an accusation is final
    if before.winner is not None:
        assert after.winner == before.winner


@settings(max_examples=examples(60), deadline=None)
@given(st.data())
def test_random_games_keep_the_rules(data: st.DataObject) -> None:
    s = start(ROOMS, police=POLICE)
    for _ in range(data.draw(st.integers(1, 6))):
        if s.winner is not None:
            break
        for step in (random_night, random_day):
            after = step(data, s)
            check(s, after)
            s = after
            if s.winner is not None:
                break
