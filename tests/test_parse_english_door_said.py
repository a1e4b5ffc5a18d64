"""English door rules as players head and qualify them (issue 22, English round of 3 December,
night): the police as a group after "except" ("don't open for anybody before 10pm, except the
cops"), a heading with a noun after "door" ("Door policy:"), and "the whole night, even after
10" (the door's hours past 22:00, refused by the rule). The forms are our own.

The cast is the chat corpus's (tests/parsing/chat): Tom sleeps in 203, Lily in 207; Kate is an
officer (with the game's other police)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import problems_of

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


def door_of(message: str, who: str = "Tom") -> object:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    return parsed.sheet.door


def police() -> list[str]:
    parsed = parse_message("only open for the police", GAME, 1, "Tom", INN)
    assert parsed.sheet is not None
    return sorted(parsed.sheet.door)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "message",
    [
        "don't open for anybody before 10pm, except the cops",
        "keep my door shut till 10, except for the police",
        "door closed before 10 except the cops. 9 garden",
        "don't let anyone in, except the police",
    ],
)
def test_the_police_after_except_in_a_shut_door_are_the_officers(message: str) -> None:
    assert sorted(door_of(message)) == police()  # type: ignore[call-overload]


def test_the_police_and_a_name_after_except() -> None:
    assert sorted(door_of("door closed before 10 except the cops and Lily")) == sorted([*police(), "Lily"])  # type: ignore[call-overload]


@pytest.mark.parametrize(
    "message",
    [
        "Door policy: nobody gets in before 10pm except Lily. 9 garden",
        "door rules - only Lily",
        "Door plan: only Lily can come in",
    ],
)
def test_a_door_heading_with_a_noun_is_the_rules_heading(message: str) -> None:
    assert sorted(door_of(message)) == ["Lily"]  # type: ignore[call-overload]


def test_a_noun_after_door_without_a_heading_is_still_refused() -> None:
    assert any("policy" in p.quote for p in problems_of("Tom", "door policy Lily", GAME))


@pytest.mark.parametrize(
    "message",
    [
        "keep my door shut the whole night incl after 10, except for Lily",
        "keep my door shut the whole night, even after 10, except for Lily",
        "keep the door shut the whole night including after 10 except Lily",
    ],
)
def test_a_door_shut_the_whole_night_even_after_ten_is_refused_by_the_rule(message: str) -> None:
    """Seed 五.12: from 22:00 every tenant opens; it was refused at "incl", not by the rule."""
    (problem,) = problems_of("Tom", message, GAME)
    assert "22:00" in problem.text
