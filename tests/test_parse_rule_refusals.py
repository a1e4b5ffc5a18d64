"""Refused for the rule it breaks, not for a stray word met first (issue 22).

A message that breaks a rule of who kills whom (seed 五.10), of the door's hours (seed 五.12)
or of where one peeks from (seed 五.3) was refused at another word the reader met first (谁: "who
is this?", 的: "does not fit", a missing time), so the player fixed that word and met the rule
only on the next try. Now the rule is said, first, at its words.

A is in 201, targets C (205) and D (203); P1-P3 are the police (tests/parsing/game).
"""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME


def first_problem(text: str, who: str = "A") -> tuple[str, str]:
    parsed = parse_message(text, SEED_GAME, 1, who, default_inn())
    assert parsed.problems, parsed.said_back
    return parsed.problems[0].kind, parsed.problems[0].text


@pytest.mark.parametrize(
    "text",
    [
        "今晚碰到谁就杀谁，不管是谁",
        "9点去花园，碰见谁就杀谁",
        "10点去草坪，见到任何人都杀",
        "kill whoever i run into on the lawn at 10",
        "at 9 go to the garden and kill anyone I meet",
    ],
)
def test_a_kill_of_anyone_is_refused_naming_the_targets(text: str) -> None:
    kind, said = first_problem(text)
    assert kind == "kill_anyone" and "C" in said and "D" in said and "五.10" in said


@pytest.mark.parametrize(
    "text",
    [
        "9点以后碰到我的目标就杀",
        "10点去花园，碰到目标就杀了他",
        "at 10 go to the lawn and kill my target",
        "整晚碰到我的目标单独一人就杀",
        "all night kill my target wherever I meet them alone",
    ],
)
def test_a_kill_of_my_target_is_refused_asking_which(text: str) -> None:
    kind, said = first_problem(text)
    assert kind == "target_which" and "C" in said and "D" in said


@pytest.mark.parametrize(
    "text",
    [
        "C和D谁落单就杀谁 两个都杀",
        "D和C谁一个人就杀谁，两个都杀",
        "at 9 go to 205 and kill them both",
        "整晚碰到C或者D单独一人就杀，两个都杀",
        "9点去205杀C，10点去203杀D，两个都杀",
    ],
)
def test_a_kill_of_both_targets_is_refused_at_both(text: str) -> None:
    kind, said = first_problem(text)
    assert kind in ("kill_both", "both_targets"), said


@pytest.mark.parametrize(
    "text",
    [
        "碰到D就干掉",
        "10点去草坪，碰到C就把她抓了……不对，直接干掉",
        "10点去草坪，碰到C就杀了她",
        "at 9 go to 205 and kill C",
        "at 10 kill D in the garden",
    ],
)
def test_an_officer_sending_a_kill_is_refused_for_the_police_rule_first(text: str) -> None:
    """碰到D就干掉 from P1 was refused for its missing time; 抓了 for an unknown word."""
    kind, said = first_problem(text, "P1")
    assert kind in ("police_kill", "rule:kill") and ("警察" in said or "police" in said), said


@pytest.mark.parametrize(
    "text",
    [
        "碰到P1就杀了他 我整晚在草坪",
        "9点去204杀了P2",
        "at 9 go to the garden and kill P1",
        "整晚碰到P3单独一人就杀了他",
        "at 22:00 go to 204, if P2 is alone kill him",
    ],
)
def test_a_kill_of_an_officer_is_refused_for_the_police_rule_first(text: str) -> None:
    """碰到P1就杀了他 我整晚在草坪 was refused for its missing time."""
    kind, said = first_problem(text)
    assert kind in ("kill_police", "rule:kill") and ("警察" in said or "police" in said), said


@pytest.mark.parametrize(
    "text",
    [
        "今晚门一直锁着 十点以后也不开 谁敲都不开",
        "10点以后也不开门",
        "after 10 keep my door shut",
        "从10点起谁敲门都不开",
        "from 22:00 don't open my door to anyone",
    ],
)
def test_a_door_shut_after_ten_is_refused_for_the_rule_that_doors_open_then(text: str) -> None:
    """十点以后也不开 was refused as a door rule that may not start at 10 ("say it without a
    time"): the rule broken is that every tenant opens from 22:00."""
    kind, said = first_problem(text)
    assert kind == "door_time" and ("22:00" in said or "10点以后必须开门" in said), said


@pytest.mark.parametrize(
    "text",
    [
        "at 9 go to 203 and look out D's window",
        "at 9 look out of D's window",
        "at 22:00 watch through C's window",
        "10点用C的窗户往外看",
        "9点在C的房间用窗户看",
    ],
)
def test_a_look_out_of_someone_elses_window_is_refused_for_the_peek_rule(text: str) -> None:
    """look out priya's window was refused at 's ("does not fit")."""
    kind, said = first_problem(text)
    assert kind == "rule:peek" and ("201" in said), said
