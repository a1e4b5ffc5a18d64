"""A negation is read as said, or refused at the negation with the one thing to change; never
accepted as the opposite (blackhorse/parsing/negation.py, docs/PARSING.md *Never a silent
misread*). Table-driven, Chinese and English.

A is in 201, targets C (205) and D (203), in the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME
from tests.parsekit import seed_orders, seed_refused

INN = default_inn()
HOME = "201"


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间，不看窗",
        "9点回房间，不看窗户",
        "9点回房间，不偷看窗户",
        "9点回房间，不从窗户看",
        "9点回房间，别从门孔看",
        "9点回房间，不盯着走廊",
        "9点回房间，不再看窗户",
        "9点回房间，不偷看花园",
        "at 9 go home, don't peek",
        "at 9 go home and stop watching",
        "at 9 go home, not watching the window",
        "at 9 go home, no peeking through the window",
        "at 9 go home, don't look out of the window",
        "at 9 go home, not peeking at the lawn",
    ],
)
def test_a_negated_look_is_not_looking(message: str) -> None:
    """不看窗, "no peeking through the window": home, no peek. 不看窗 was read as a peek through
    the window (不看 a word of staying, 窗 then the peek's object): the opposite."""
    assert seed_orders(message) == [(60, Action(HOME))]


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间从窗户看，10点不看了",
        "9点回房间从窗户看，10点以后不再看",
        "9点回房间从窗户看，10点起不看窗了",
        "9点回房间从窗户看，10点停止偷看",
        "at 9 go home and watch the window, at 10 stop watching",
        "at 9 go home and watch the window; at 10 no more peeking",
    ],
)
def test_stopping_a_look_at_a_time_is_no_peek_from_then(message: str) -> None:
    """10点起不看窗了 was a peek through the window at 22:00."""
    assert seed_orders(message) == [(60, Action(HOME, (), "window")), (120, Action(None))]


@pytest.mark.parametrize(
    "message",
    [
        "9点回房间从门孔看，不看窗",
        "9点回房间看门孔，不看窗户",
        "9点回房间从门孔看，不从窗户看",
        "at 9 go home and watch the peephole, don't watch the window",
        "at 9 go home and watch the peephole, not the window",
    ],
)
def test_a_negated_look_naming_the_other_thing_keeps_the_look(message: str) -> None:
    assert seed_orders(message) == [(60, Action(HOME, (), "peephole"))]


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点回房间从门孔看，不偷看了", "不偷看"),
        ("9点回房间从窗户看，不看窗", "不看窗"),
        ("9点从门孔看，10点不看窗", "不看窗"),
        ("at 9 go home and watch the peephole, no peeking", "no peeking"),
        ("at 9 go home and watch the window, no peeking through the window", "no peeking through the window"),
        ("at 9 watch the peephole, at 10 don't watch the window", "don't watch the window"),
    ],
)
def test_a_look_and_not_looking_in_one_order_is_refused_at_the_negation(message: str, quote: str) -> None:
    """Which one? Looking through the peephole and "no peeking" in one order (it was read as the
    peek), or not looking through the window right after looking through the peephole (go on
    with the peephole, or stop?): refused at the negation."""
    problem = seed_refused(message)
    assert (problem.kind, problem.quote) == ("look_and_not", quote)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点不去花园", "不"),
        ("9点去花园，10点不回房间", "不"),
        ("9点去205，不杀C，9点半杀C", "不"),
        ("9点去花园，不待在那里", "不"),
        ("9点不再去花园", "不再"),
        ("9点去205，C在就不杀", "不"),
        ("at 9 don't go to the garden", "don't"),
        ("at 10 go to 205, do not kill C", "do not"),
        ("at 9 go to the garden, don't stay there", "don't"),
    ],
)
def test_a_negation_before_a_going_a_stay_or_a_kill_is_refused_at_the_negation(
    message: str, quote: str
) -> None:
    """No order file holds "not going" or "not killing": refused at the negation, saying what to
    write instead (it was refused at the word after it, "expected a person"). Someone named not
    killed whom no order kills (``9点去205，不杀C``) is set aside and said instead
    (test_parse_chinese_round2.test_someone_named_not_killed_is_no_order)."""
    problem = seed_refused(message)
    assert (problem.kind, problem.quote) == ("negation", quote)


POLICE = ("P1", "P2", "P3")
EVERYONE_BUT_POLICE = ("B", "C", "D", "E", "F", "G", "H")


@pytest.mark.parametrize(
    ("message", "door"),
    [
        ("只给警察开门", POLICE),
        ("10点前只给警察开门", POLICE),
        ("除了警察不给任何人开门", POLICE),
        ("除了警察谁都不开", POLICE),
        ("只给D和警察开门", ("D", *POLICE)),
        ("除了警察谁都开", EVERYONE_BUT_POLICE),
        ("only open for the police", POLICE),
        ("only the police may come in", POLICE),
        ("only let the police in before 10", POLICE),
        ("only open for D and the police", ("D", *POLICE)),
        ("open the door to anyone but the police", EVERYONE_BUT_POLICE),
    ],
)
def test_the_police_in_a_door_rule_are_the_officers(message: str, door: tuple[str, ...]) -> None:
    """ "Only for the police" is the door list of every officer of the game (docs/ORDERS.md); it
    was refused (警察: nobody of the game), and "anyone but the police" read as an open door."""
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    assert not isinstance(parsed.sheet.door, str) and sorted(parsed.sheet.door) == sorted(door)


@pytest.mark.parametrize(
    "message",
    [
        "不许任何人进来",
        "10点前不许任何人进来",
        "不让任何人进来",
        "谁都不让进",
        "don't let anyone in before 10",
    ],
)
def test_letting_nobody_in_is_the_door_shut(message: str) -> None:
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    assert parsed.sheet.door in ("closed", ())


def test_the_police_outside_a_door_rule_are_still_refused() -> None:
    assert seed_refused("9点去花园，如果警察在就回家")


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("整晚，碰见C单独一个人就杀了她（开玩笑的）", "开玩笑"),
        ("9点去花园（闹着玩的）", "闹着玩"),
        ("10点去205杀了C，说着玩的", "说着玩的"),
        ("10点去205杀了C，逗你的", "逗你的"),
        ("all night, wherever I meet C alone, kill her (jk)", "jk"),
        ("all night, wherever I meet C alone, kill her. just kidding", "kidding"),
        ("at 9 go to the garden, only joking", "joking"),
    ],
)
def test_orders_taken_back_as_a_joke_are_refused_never_set_aside(message: str, quote: str) -> None:
    """ "Just kidding" beside a kill takes it back: it was set aside as a remark (the standing kill
    read as meant), or refused as a word the reader does not know."""
    problem = seed_refused(message)
    assert (problem.kind, problem.quote) == ("taken_back", quote)


def test_a_laugh_beside_a_standing_kill_changes_nothing() -> None:
    parsed = parse_message("整晚，碰见C单独一个人就杀了她（哈哈）", GAME, 1, "A", INN)
    assert parsed.sheet is not None and [(k.target, k.start, k.end) for k in parsed.sheet.standing] == [
        ("C", 0, 180)
    ]


@pytest.mark.parametrize(
    ("message", "peek"),
    [
        ("9点回房间，只看窗户", "window"),
        ("9点回房间，只看门孔", "peephole"),
        ("9点回房间，只从窗户看", "window"),
        ("9点回房间只盯着门孔", "peephole"),
        ("9点回房间，只看草坪", "window"),
        ("at 9 go home and only watch the window", "window"),
        ("at 9 go home, only peek through the peephole", "peephole"),
    ],
)
def test_only_before_a_look_is_that_look(message: str, peek: str) -> None:
    """An order looks through one thing anyway: 只看门孔 is 看门孔 (it was refused at 只看)."""
    assert seed_orders(message) == [(60, Action(HOME, (), peek))]


@pytest.mark.parametrize(
    ("message", "at", "go"),
    [
        ("10点才去花园", 120, "garden"),
        ("九点半才去草坪", 90, "lawn"),
        ("10点以后才去花园", 120, "garden"),
        ("十点才去娱乐室", 120, "204"),
        ("9点20才去花园", 80, "garden"),
    ],
)
def test_not_until_a_time_is_the_order_at_that_time(message: str, at: int, go: str) -> None:
    """才 right after a time ("not until 10") is the order at that time (it was refused at 才)."""
    assert seed_orders(message) == [(at, Action(go))]


def test_only_then_after_the_case_of_a_kill_is_that_kill() -> None:
    """只有C一个人才杀她: "only if C is alone, then kill her" is the kill if she is alone (round
    twenty-two; it was refused at 才)."""
    assert seed_orders("9点去205，只有C一个人才杀她") == [
        (60, Action("205", (), None, "C", Condition("alone")))
    ]


@pytest.mark.parametrize(
    "message",
    [
        "from half past 9, kill C if I meet her alone anywhere. at 10 go to the garden",
        "from 9:30, kill C if I meet her alone anywhere. at 10 go to the garden",
        "at 9:30 kill C if I meet her alone anywhere; at 10 go to the garden",
        "from 21:30 kill C if I run into her alone anywhere. 10pm garden",
        "from half past nine, kill C if I find her alone anywhere; at 10 go to the garden",
    ],
)
def test_a_kill_said_first_with_anywhere_in_its_condition_holds_from_then(message: str) -> None:
    """ "Anywhere" in the condition of a kill said first was dropped: the kill became an order at
    21:30 that lapsed at 22:00 (the night then differs). It holds from 21:30, wherever one meets C."""
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    (kill,) = parsed.sheet.standing
    assert (kill.target, kill.condition.kind, kill.start, kill.end) == ("C", "alone", 90, 180)
    assert [(o.at, o.action.go) for o in parsed.sheet.orders] == [(120, "garden")]


@pytest.mark.parametrize(
    "message",
    [
        "at 9 go to the garden and kill C if I meet her alone anywhere",
        "at 9 go to 205, kill C if she is alone anywhere",
        "kill C if I meet her alone anywhere all night",
    ],
)
def test_anywhere_in_the_condition_of_an_order_that_cannot_hold_is_refused(message: str) -> None:
    assert seed_refused(message).kind == "anywhere_order"


@pytest.mark.parametrize(
    ("message", "then"),
    [
        ("10点去205，除非D在，否则杀了C", Action(None, (), None, "C")),
        ("10点去205，除非D在那里，否则就杀了C", Action(None, (), None, "C")),
        ("9点去205，除非D在，否则回家", Action(HOME)),
        ("9点去205，除非D在那儿，不然就去娱乐室", Action("204")),
        ("10点去205，除非D在，不然就杀了C", Action(None, (), None, "C")),
        ("九点去205，除非D在房间里，否则回自己房间", Action(HOME)),
    ],
)
def test_unless_then_otherwise_runs_the_otherwise_when_the_case_does_not_hold(
    message: str, then: Action
) -> None:
    """除非D在，否则杀了C ("unless D is there, kill C"): the case is D there (nothing more), the
    alternative the action. The case was turned round and the alternative ran when D was there:
    C killed exactly when D was with her."""
    ((at, action),) = seed_orders(message)
    assert (action.condition, action.otherwise) == (Condition("present", "D"), then)


def test_unless_after_a_kill_is_still_its_condition() -> None:
    assert seed_orders("at 10 go to 205, kill C unless D is there, otherwise go home") == [
        (120, Action("205", (), None, "C", Condition("absent", "D"), Action(HOME)))
    ]


@pytest.mark.parametrize(
    "message",
    [
        "at 10 go to 205, kill C if she is not alone",
        "at 10 go to 205, kill C if she's not alone",
        "at 10 go to 205, kill C, if she's not alone",
        "at 10 go to 205 and kill C if she isn't alone. 22:30 home",
        "22:00 205, kill C only if she is not alone",
    ],
)
def test_a_kill_if_someone_is_not_alone_is_refused_never_read_as_alone(message: str) -> None:
    """ "Kill C if she's not alone" was read as `if: alone`, the opposite; no order file holds it."""
    assert seed_refused(message).kind == "unless_alone"


def test_not_alone_then_stay_after_a_kill_is_the_kill_waiting() -> None:
    """她不是一个人的话就待着: the kill's own case failing, then staying: the kill stays armed."""
    assert seed_orders("10点去205杀C，她不是一个人的话就待着") == [
        (120, Action("205", (), None, "C", Condition("alone")))
    ]


@pytest.mark.parametrize(
    ("message", "door"),
    [
        ("谁来都不开，D除外", ("D",)),
        ("不给任何人开门，D除外", ("D",)),
        ("不给任何人开门，D和C除外", ("C", "D")),
        ("10点前谁都不开，D以外", ("D",)),
        ("谁都开，D除外", ("B", "C", "E", "F", "G", "H", *POLICE)),
        ("谁都开，除了D", ("B", "C", "E", "F", "G", "H", *POLICE)),
    ],
)
def test_an_exception_after_the_door_rule_is_part_of_it(message: str, door: tuple[str, ...]) -> None:
    """谁来都不开，D除外: the door only for D. "D除外" was set aside as a remark about D, and the
    door shut to D too."""
    parsed = parse_message(message, GAME, 1, "A", INN)
    assert parsed.sheet is not None, [str(p) for p in parsed.problems]
    assert not isinstance(parsed.sheet.door, str) and sorted(parsed.sheet.door) == sorted(door)


def test_an_exception_beside_no_door_rule_is_refused_never_set_aside() -> None:
    assert seed_refused("9点去花园，D除外")


@pytest.mark.parametrize(
    "message",
    ["9点去花园，除非D在", "at 9 go to the garden unless D is there", "at 9 go to the lawn unless D's there"],
)
def test_unless_with_nothing_to_do_then_is_the_condition_as_the_file_holds_it(message: str) -> None:
    """Going "unless D is there" with nothing said for that case: the order file's own condition
    (the night notes it unmet and the person stays), as the corpus reads it; never turned round."""
    ((_, action),) = seed_orders(message)
    assert (action.condition, action.otherwise) == (Condition("absent", "D"), None)
