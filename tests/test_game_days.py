"""Days (seed 六, ADJUDICATION 8): moves, police moves and accusations, granted or refused."""

from __future__ import annotations

import pytest

from blackhorse.core.errors import InputError
from blackhorse.game.days import Accusation, DayPlan, RoomChange, apply_day, read_day
from blackhorse.game.state import Death, GameState, after_night
from blackhorse.inn.layout import load_inn
from tests.gamehelpers import make_game, start

INN = load_inn()
ROOMS = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203", "F": "205"}


def after(state: GameState, *deaths: tuple[str, str]) -> GameState:
    found = tuple(Death(v, k, 100 + i) for i, (v, k) in enumerate(deaths))
    return after_night(state, state.nights + 1, found)


def run(state: GameState, plan: DayPlan) -> tuple[GameState, list[tuple[str, bool, str]]]:
    new, outcomes = apply_day(state, state.nights, plan, INN)
    return new, [(o.request, o.granted, o.reason) for o in outcomes]


def test_a_full_room_refuses_a_move_and_nothing_changes() -> None:
    s = after(start(ROOMS))
    new, out = run(s, DayPlan(moves=(RoomChange("E", "201"),)))
    assert out == [("E to 201", False, "room 201 is full (A, B)")]
    assert new.tenants["E"].room == "203"


def test_moves_are_first_come_first_served() -> None:
    s = after(start(ROOMS))
    new, out = run(s, DayPlan(moves=(RoomChange("A", "205"), RoomChange("C", "205"), RoomChange("E", "205"))))
    assert [g for _, g, _ in out] == [True, False, False]
    assert new.tenants["A"].room == "205"
    assert new.occupants("205") == ("A", "F")
    assert new.occupants("201") == ("B",)


def test_a_bed_freed_later_goes_to_the_earliest_waiting_request() -> None:
    s = after(start(ROOMS))
    # E and C wait for full 201; A's move to 203 frees a bed in 201: E asked first, E gets it
    plan = DayPlan(
        moves=(RoomChange("E", "201"), RoomChange("C", "201"), RoomChange("A", "203"), RoomChange("E", "205"))
    )
    new, out = run(s, plan)
    assert out == [
        ("E to 201", True, "a bed came free during the day"),
        ("C to 201", False, "room 201 is full (B, E)"),
        ("A to 203", True, ""),
        ("E to 205", False, "one room change a day; E already asked for 201"),
    ]
    assert new.occupants("201") == ("B", "E")
    assert new.occupants("203") == ("A",)


def test_two_tenants_swapping_between_full_rooms_both_move() -> None:
    s = after(start(ROOMS))  # 201: A, B; 202: C, D (both full)
    new, out = run(s, DayPlan(moves=(RoomChange("A", "202"), RoomChange("E", "202"), RoomChange("C", "201"))))
    assert out == [
        ("A to 202", True, "moved together with C (full rooms, exchanged)"),
        ("E to 202", False, "room 202 is full (A, D)"),
        ("C to 201", True, "moved together with A (full rooms, exchanged)"),
    ]
    assert new.occupants("201") == ("B", "C")
    assert new.occupants("202") == ("A", "D")


def test_a_bed_freed_by_a_death_can_be_taken() -> None:
    s = after(start(ROOMS), ("B", "A"))
    new, out = run(s, DayPlan(moves=(RoomChange("E", "201"),)))
    assert out == [("E to 201", True, "")]


def test_the_dead_and_the_jailed_cannot_move() -> None:
    s = after(start(ROOMS), ("B", "A"))
    new, out = run(
        s, DayPlan(accusations=(Accusation(1, "C"),), moves=(RoomChange("B", "205"), RoomChange("C", "205")))
    )
    assert out[1] == ("B to 205", False, "B is dead since night 1")
    assert out[2] == ("C to 205", False, "C is jailed since day 1, case 1")


def test_moving_to_the_room_one_lives_in_is_refused() -> None:
    s = after(start(ROOMS))
    _, out = run(s, DayPlan(moves=(RoomChange("A", "201"),)))
    assert out == [("A to 201", False, "A already lives in 201")]


def police_game() -> GameState:
    return start(ROOMS, police=("P1", "P2"))


def test_an_officer_moves_into_a_bed_freed_by_a_death() -> None:
    s = after(police_game(), ("E", "C"))
    new, out = run(s, DayPlan(police_moves=(RoomChange("P1", "203"),)))
    assert out == [("P1 to 203", True, "")]
    assert new.police_rooms == {"P1": "203"}
    assert new.occupants("203") == ("P1",)


def test_an_officer_may_not_take_a_bed_freed_otherwise() -> None:
    s = after(police_game(), ("E", "C"))
    new, out = run(s, DayPlan(moves=(RoomChange("F", "203"),), police_moves=(RoomChange("P1", "205"),)))
    assert out[1] == (
        "P1 to 205",
        False,
        "no tenant of 205 has been murdered; an officer only takes a bed freed by a death",
    )
    assert new.police_rooms == {}


def test_at_most_one_officer_lives_in_the_inn() -> None:
    s = after(police_game(), ("E", "C"), ("A", "B"))
    new, out = run(s, DayPlan(police_moves=(RoomChange("P1", "203"), RoomChange("P2", "201"))))
    assert out[1] == ("P2 to 201", False, "P1 already lives in the inn (203); at most one officer")
    assert new.police_rooms == {"P1": "203"}


def test_an_officer_moves_only_into_a_room_deaths_left_empty() -> None:
    # issue 21, point 5 (seed 六.6 空房间): A was murdered in 201, but B still lives there (here
    # B is even the killer): no bed for an officer beside the surviving roommate
    s = after(police_game(), ("A", "B"))
    new, out = run(s, DayPlan(police_moves=(RoomChange("P1", "201"),)))
    assert out == [
        (
            "P1 to 201",
            False,
            "room 201 is not empty (B lives there); an officer only moves into a room deaths have"
            " left empty (seed 六.6)",
        )
    ]
    assert new.police_rooms == {}
    # once B has moved out, 201 is empty, left so by A's death: the officer moves in
    new, out = run(s, DayPlan(moves=(RoomChange("B", "205"),), police_moves=(RoomChange("P1", "201"),)))
    assert out == [("B to 205", True, ""), ("P1 to 201", True, "")]
    assert new.occupants("201") == ("P1",)


def test_accusing_an_innocent_jails_them_and_the_case_is_never_solved() -> None:
    s = after(start(ROOMS), ("B", "A"))
    new, out = run(s, DayPlan(accusations=(Accusation(1, "C"),)))
    assert out == [("case 1: C", True, "C jailed; case not solved: wrong person")]
    assert new.tenants["C"].status == "jailed"
    assert new.cases[0].accused == "C" and not new.cases[0].solved
    new2, out2 = run(after(new), DayPlan(accusations=(Accusation(1, "A"),)))
    assert not out2[0][1]
    assert not new2.cases[0].solved
    assert new2.tenants["A"].status == "alive"


def test_a_second_accusation_of_the_same_case_is_refused() -> None:
    s = after(start(ROOMS), ("B", "A"))
    new, out = run(s, DayPlan(accusations=(Accusation(1, "A"), Accusation(1, "C"))))
    assert out[0] == ("case 1: A", True, "A jailed; case solved")
    assert out[1] == ("case 1: C", False, "case 1 was already accused on day 1 (A); final")
    assert new.tenants["C"].status == "alive"


def test_accusing_an_unknown_case_is_refused() -> None:
    s = after(start(ROOMS), ("B", "A"))
    _, out = run(s, DayPlan(accusations=(Accusation(2, "A"),)))
    assert out == [("case 2: A", False, "there is no case 2 (cases so far: 1)")]


def test_a_dead_killer_can_be_named() -> None:
    # A killed B (case 1), then C killed A (case 2): the police name the dead A for case 1
    s = after(start(ROOMS), ("B", "A"))
    s = after(s, ("A", "C"))
    new, out = run(s, DayPlan(accusations=(Accusation(1, "A"), Accusation(2, "B"))))
    assert out == [
        ("case 1: A", True, "A is dead: nobody jailed; case solved"),
        ("case 2: B", True, "B is dead: nobody jailed; case not solved: wrong person"),
    ]
    assert new.cases[0].solved and not new.cases[1].solved
    assert new.tenants["A"].status == "dead" and new.free_tenants == ("C", "D", "E", "F")


def test_an_accused_frees_their_bed_the_same_day() -> None:
    s = after(start(ROOMS), ("B", "A"))
    new, out = run(s, DayPlan(accusations=(Accusation(1, "C"),), moves=(RoomChange("E", "202"),)))
    assert [g for _, g, _ in out] == [True, True]
    assert new.occupants("202") == ("D", "E")


def test_read_day_lists_every_mistake_with_its_line() -> None:
    game = make_game(ROOMS, police=("P1",))
    text = (
        "moves:\n"
        "  - {who: Z, to: '205'}\n"
        "  - {who: A, to: '204'}\n"
        "  - {who: P1, to: '203'}\n"
        "police_moves:\n"
        "  - {who: A, to: '203'}\n"
        "accusations:\n"
        "  - {case: zero, accused: P1}\n"
        "  - {case: 1}\n"
        "rooms: []\n"
    )
    with pytest.raises(InputError) as err:
        read_day(text, "days/1.yaml", game, INN)
    lines = {(p.line, p.field) for p in err.value.problems}
    assert (2, "moves.0.who") in lines
    assert (3, "moves.1.to") in lines
    assert (4, "moves.2.who") in lines
    assert (6, "police_moves.0.who") in lines
    assert (8, "accusations.0.case") in lines
    assert (8, "accusations.0.accused") in lines
    assert (9, "accusations.1") in lines
    assert (10, "rooms") in lines
    by_field = {p.field: p for p in err.value.problems}
    assert "a room with beds: 201, 202, 203, 205, 207, 209" in by_field["moves.1.to"].allowed
    assert "police_moves" in by_field["moves.2.who"].allowed


def test_a_misspelt_field_of_a_day_file_is_named_at_its_line_with_the_field_meant() -> None:
    # a new GM's walk: `acused: Bob` was said as "accusations.0: {'case': 1, 'acused': 'Bob'}
    # -- a mapping with exactly case and accused" (a Python dict, no hint); order files say
    # "fields of ...: ... (did you mean ...?)" at the misspelt key's own line
    game = make_game(ROOMS, police=("P1",))
    text = "accusations:\n  - {case: 1, acused: B}\nmoves:\n  - who: A\n    too: '205'\n    when: now\n"
    with pytest.raises(InputError) as err:
        read_day(text, "days/1.yaml", game, INN)
    said = [(p.line, p.field, p.value, p.allowed) for p in err.value.problems]
    assert said == [
        (
            2,
            "accusations.0.acused",
            "acused",
            "fields of accusations: case, accused (did you mean `accused`?)",
        ),
        (5, "moves.0.too", "too", "fields of moves: who, to (did you mean `to`?)"),
        (6, "moves.0.when", "when", "fields of moves: who, to"),
    ]
    assert not any("{" in p.value for p in err.value.problems)


def test_a_day_file_matches_names_and_rooms_regardless_of_case_and_width() -> None:
    # as order files do (docs/ORDERS.md): `a`, `Ａ` are A; `２０５`, `205房` are 205
    game = make_game(ROOMS, police=("P1",))
    typed = (
        "accusations: [{case: 1, accused: e}, {case: 2, accused: p1}]\n"
        "moves: [{who: a, to: '２０５'}, {who: Ｂ, to: 205房}]\n"
        "police_moves: [{who: p1, to: '203'}]\n"
    )
    with pytest.raises(InputError) as err:
        read_day(typed, "d.yaml", game, INN)
    assert [(p.field, p.value) for p in err.value.problems] == [("accusations.1.accused", "p1")]
    plan = read_day(typed.replace(", {case: 2, accused: p1}", ""), "d.yaml", game, INN)
    assert plan == DayPlan(
        accusations=(Accusation(1, "E"),),
        moves=(RoomChange("A", "205"), RoomChange("B", "205")),
        police_moves=(RoomChange("P1", "203"),),
    )
    with pytest.raises(InputError) as err:
        read_day("moves: [{who: Aa, to: '205'}]\n", "d.yaml", game, INN)
    assert err.value.problems[0].allowed == "a tenant: A, B, C, D, E, F (did you mean `A`?)"


def test_an_empty_day_file_has_no_actions() -> None:
    game = make_game(ROOMS)
    assert read_day("# nothing today\n", "d.yaml", game, INN) == DayPlan()
    assert read_day("moves: []\n", "d.yaml", game, INN) == DayPlan()
