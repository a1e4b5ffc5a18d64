"""Win conditions (seed 七, ADJUDICATION 8), on states built in memory: no night is simulated.

Default targets in these games: each tenant's next two names in alphabetical order
(A: B, C; B: C, D; ...; H: A, B), so D may kill E, H may kill A, and so on.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from blackhorse.game.gameplay import winner_text
from blackhorse.game.state import GameState
from blackhorse.game.status import status_dict
from blackhorse.game.wins import days_needed, enough_solved
from blackhorse.inn.layout import load_inn
from tests.gamehelpers import day, night, start

INN = load_inn()
EIGHT = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203", "F": "203", "G": "205", "H": "205"}


@pytest.mark.parametrize(("cases", "needed"), [(1, 1), (2, 2), (3, 3), (4, 4), (5, 4)])
def test_eighty_percent_threshold_with_one_to_five_cases(cases: int, needed: int) -> None:
    assert enough_solved(needed, cases)
    assert not enough_solved(needed - 1, cases)


def test_no_cases_is_not_eighty_percent() -> None:
    assert not enough_solved(0, 0)


def test_three_quiet_opening_nights_win_for_the_police_at_night_three() -> None:
    s = day(night(start(EIGHT)))
    s = day(night(s))
    assert s.winner is None
    s = night(s)
    assert s.winner == "police"
    assert "first 3 nights" in s.why


def test_a_death_in_the_opening_nights_rules_out_the_quiet_opening_win() -> None:
    s = day(night(start(EIGHT), ("E", "D")), (1, "D"))  # 1 of 1 solved after day 1
    s = day(night(s))
    s = night(s)
    assert s.winner is None  # night 3 is only the second quiet night after reaching 80%
    assert s.police_streak == 2
    s = night(day(s))
    assert s.winner == "police"
    assert "1 of 1 cases solved" in s.why


def test_quiet_nights_before_reaching_eighty_percent_do_not_count() -> None:
    s = day(night(start(EIGHT), ("E", "D")))  # 0 of 1 solved
    s = day(night(s))
    assert s.police_streak == 0
    s = day(s if s.days < s.nights else night(s), (1, "D"))
    s = day(night(s))
    s = day(night(s))
    assert s.winner is None
    s = night(s)
    assert s.winner == "police"


def test_one_of_two_cases_solved_is_not_enough() -> None:
    s = night(start(EIGHT), ("E", "D"), ("A", "H"))
    s = day(s, (1, "D"), (2, "B"))  # case 2 wrong: 1 of 2
    for _ in range(4):
        s = day(night(s))
    assert s.police_streak == 0
    assert s.winner != "police"


def test_a_murder_resets_the_police_count() -> None:
    s = day(night(start(EIGHT), ("E", "D")), (1, "D"))
    s = day(night(s))
    s = day(night(s))
    assert s.police_streak == 2
    s = night(s, ("A", "H"))  # a new case: 1 of 2 solved, the count starts again
    assert s.police_streak == 0 and s.winner is None


def _with_free(count: int) -> GameState:
    s = start(EIGHT)
    tenants = dict(s.tenants)
    for name in sorted(tenants)[count:]:
        tenants[name] = replace(tenants[name], status="jailed", since="day 1, case 1")
    return replace(s, tenants=MappingProxyType(tenants))


@pytest.mark.parametrize(("free", "n"), [(8, 3), (5, 3), (4, 3), (3, 2), (2, 1), (1, 0)])
def test_days_a_killer_needs_when_few_tenants_remain(free: int, n: int) -> None:
    assert days_needed(_with_free(free)) == n


def test_a_tenant_wins_after_three_days_unaccused() -> None:
    s = day(night(start(EIGHT), ("E", "D")))
    s = day(night(s))
    assert s.winner is None and s.tenants["D"].unaccused_days == 2
    s = night(s)
    assert s.winner is None
    s = day(s)
    assert s.winner == "D"
    assert "D killed E on night 1" in s.why


def test_an_accusation_stops_a_killer_from_winning() -> None:
    s = day(night(start(EIGHT), ("E", "D")))
    s = day(night(s), (1, "D"))
    assert s.tenants["D"].status == "jailed"
    for _ in range(3):
        s = day(night(s))
    assert s.winner == "police"  # 1 of 1 solved, then three quiet nights


def test_jailed_for_the_wrong_case_is_accused_all_the_same() -> None:
    s = night(start(EIGHT), ("E", "D"), ("A", "H"))
    s = day(s, (2, "D"))  # D named for H's murder: case 2 not solved, but D is jailed
    assert s.tenants["D"].status == "jailed" and not s.cases[1].solved
    s = day(night(s))
    s = day(night(s))
    assert s.winner == "H"  # H, unaccused for 3 days, wins; D cannot


def test_with_three_tenants_left_a_killer_needs_two_days() -> None:
    s = night(start({"A": "201", "B": "201", "C": "202", "D": "202"}), ("A", "D"))
    assert days_needed(s) == 2
    s = day(s)
    assert s.winner is None
    s = day(night(s))
    assert s.winner == "D"
    assert "needed 2" in s.why


def test_the_last_free_tenant_wins_at_once_after_a_kill() -> None:
    targets = {"A": ("B", "C"), "B": ("A", "C"), "C": ("A", "B")}
    s = night(start({"A": "201", "B": "201", "C": "202"}, targets=targets), ("B", "C"))
    assert s.winner is None  # A and C free: C needs 1 day
    s = day(s, (1, "A"))  # A wrongly jailed: C is the only free tenant, N = 0
    assert s.winner == "C"
    assert "needed 0" in s.why


def test_a_killer_winning_after_a_night_when_tenants_drop() -> None:
    s = day(night(start({"A": "201", "B": "201", "C": "202", "D": "202"}), ("A", "D")))
    assert s.tenants["D"].unaccused_days == 1 and days_needed(s) == 2
    s = night(s, ("C", "B"))  # B kills C: two free tenants left, N = 1, D has 1 day
    assert s.winner == "D"


def test_several_tenants_can_win_together() -> None:
    s = night(start(EIGHT), ("E", "D"), ("A", "H"))  # D and H both kill on night 1
    s = day(night(day(night(day(s)))))
    assert (s.winner, s.winners) == ("tenants", ("D", "H"))
    assert "D killed E" in s.why and "H killed A" in s.why
    status = status_dict(s)
    assert (status["winner"], status["winners"]) == ("tenants", ["D", "H"])
    assert winner_text(s) == "D and H won together"


def test_winners_is_always_in_the_status() -> None:
    s = start(EIGHT, police=("P1", "P2", "P3"))
    assert status_dict(s)["winners"] == [] and status_dict(s)["winner"] is None
    s = night(night(night(s)))  # three quiet opening nights
    assert (s.winner, status_dict(s)["winners"]) == ("police", ["P1", "P2", "P3"])


def test_a_dead_killer_keeps_the_game_going() -> None:
    targets = {"A": ("B", "C"), "B": ("A", "C"), "C": ("A", "B"), "D": ("A", "B"), "E": ("A", "C")}
    rooms = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203"}
    s = day(night(start(rooms, targets=targets), ("B", "A")))  # A kills B, unaccused
    s = night(s, ("A", "C"))  # C kills A: case 1's killer is dead
    s = day(s, (2, "C"))  # C jailed; D and E have no target left, no free killer
    assert s.winner is None  # the police can still name the dead A for case 1
    s = day(night(s), (1, "A"))
    assert [c.solved for c in s.cases] == [True, True]
    s = night(day(night(day(night(s)))))  # three quiet nights after reaching 80%
    assert s.winner == "police"


def test_draw_when_the_game_cannot_go_on() -> None:
    targets = {"A": ("B", "C"), "B": ("A", "C"), "C": ("A", "B"), "D": ("A", "B"), "E": ("A", "C")}
    rooms = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203"}
    s = day(night(start(rooms, targets=targets), ("B", "A")), (1, "C"))  # wrong: C jailed
    s = night(s, ("A", "D"))  # D kills A
    assert s.winner is None
    s = day(s, (2, "D"))  # 1 of 2 solved at most; E's targets are dead or jailed; no free killer
    assert (s.winner, s.winners) == ("draw", ())
    assert "cannot reach 80%" in s.why


def test_no_draw_while_a_free_killer_can_still_win() -> None:
    targets = {"A": ("B", "C"), "B": ("A", "C"), "C": ("A", "B"), "D": ("A", "B"), "E": ("A", "C")}
    rooms = {"A": "201", "B": "201", "C": "202", "D": "202", "E": "203"}
    s = day(night(start(rooms, targets=targets), ("B", "A")), (1, "C"))  # wrong: C jailed
    # A, the killer of case 1, is still free (and D can still kill A): the game goes on
    assert s.winner is None


def _five_cases() -> GameState:
    """Five murders in one night; case 4's killer (K5) is case 5's victim."""
    names = ["K1", "K2", "K3", "K4", "K5", "V1", "V2", "V3", "V5", "W", "X", "Y"]
    targets = {
        "K1": ("V1", "W"),
        "K2": ("V2", "W"),
        "K3": ("V3", "W"),
        "K4": ("K5", "W"),
        "K5": ("V5", "W"),
        "V1": ("W", "X"),
        "V2": ("W", "X"),
        "V3": ("W", "X"),
        "V5": ("W", "X"),
        "W": ("X", "Y"),
        "X": ("W", "Y"),
        "Y": ("W", "X"),
    }
    rooms = {n: "201" for n in names}
    murders = [("V1", "K1"), ("V2", "K2"), ("V3", "K3"), ("V5", "K5"), ("K5", "K4")]
    return night(start(rooms, targets=targets), *murders)


def test_four_of_five_cases_solved_then_three_quiet_nights_win_for_the_police() -> None:
    s = day(_five_cases(), (1, "K1"), (2, "K2"), (3, "K3"), (5, "K4"))  # case 4's killer is dead
    assert [c.solved for c in s.cases] == [True, True, True, False, True]
    s = day(night(s))
    s = day(night(s))
    assert s.winner is None and s.police_streak == 2
    s = night(s)
    assert s.winner == "police"
    assert "4 of 5 cases solved" in s.why


def test_three_of_five_cases_solved_is_not_enough() -> None:
    s = day(_five_cases(), (1, "K1"), (2, "K2"), (3, "K3"), (5, "W"))  # case 5: the wrong man
    s = night(s)
    assert s.police_streak == 0  # 3 of 5 (60%): a quiet night does not count
    assert s.winner is None
    s = day(s)
    assert s.police_streak == 0
    assert s.winner == "K4"  # case 5's real killer outlasted the police (N = 2 with K4, X, Y free)
