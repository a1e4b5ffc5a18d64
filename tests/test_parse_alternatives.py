"""Conditions and their alternatives as players chain them (issue 22, conditions round:
docs/PARSING.md, *Conditions chained and asked*). Each class has five paraphrases written for it
(none from a corpus): every one reads into the order file a GM would write, and its echo reads
back into the same orders; what would be a guess is refused.

The cast is the chat corpus's (tests/parsing/chat): Tom (203) targets 陈美玲 (阿玲, 207, with
Lily) and 刘洋 (小刘, 201, with 王建国); 张伟 (205) targets 王建国 (老王) and 赵强 (209, alone)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)

CHAIN = (
    "orders: [{{at: '{at}', go: '{a}', kill: {x}, if: alone, "
    "else: {{go: '{b}', kill: {y}, if: alone, else: {{go: {home}}}}}}}]"
)

# -- a chain of alternatives: a second visit in the first's "otherwise", then home -------------
CHAINS = [
    (
        "Tom",
        "9点去207找陈美玲，她一个人就杀了她；不是一个人就去201找刘洋，刘洋一个人的话就杀他，还不行就回屋。",
        CHAIN.format(at="21:00", a="207", x="陈美玲", b="201", y="刘洋", home="home"),
    ),
    (
        "Tom",
        "9点半去207，阿玲单独在就干掉她，她不是一个人的话就去201，小刘单独在的话就杀，否则回自己房间",
        CHAIN.format(at="21:30", a="207", x="陈美玲", b="201", y="刘洋", home="home"),
    ),
    (
        "Tom",
        "十点去201，小刘一个人在就杀了他，不然去207看看阿玲是不是一个人，是就杀了她，不是就回房。",
        CHAIN.format(at="22:00", a="201", x="刘洋", b="207", y="陈美玲", home="home"),
    ),
    (
        "Tom",
        "9pm go to 201 and kill Liu Yang if he's alone. If he's not alone, go to 207 and kill Chen "
        "Meiling if she's by herself, otherwise come home.",
        CHAIN.format(at="21:00", a="201", x="刘洋", b="207", y="陈美玲", home="home"),
    ),
    (
        "Tom",
        "10点去207，阿玲一个人的话杀了她，有人就去201找小刘，他一个人就杀，都不行就去草坪",
        CHAIN.format(at="22:00", a="207", x="陈美玲", b="201", y="刘洋", home="lawn"),
    ),
]


@cases(CHAINS)
def test_a_chain_of_alternatives_nests_each_in_the_one_before(who: str, message: str, expect: str) -> None:
    """还不行就 / 再不行就 / 都不行就 after the second kill is that kill's "otherwise"; the first
    "otherwise" was taken as said for the condition before it (refused)."""
    reads_as(who, message, expect)


# -- a condition asked as a question, then answered ---------------------------------------------
KILL = "orders: [{{at: '{at}', go: '{go}', kill: {x}, if: {cond}, else: {{go: {to}}}}}]"

ASKED = [
    (
        "Tom",
        "十点去207，看看阿玲是不是一个人，是就杀了她，不是就回来",
        KILL.format(at="22:00", go="207", x="陈美玲", cond="alone", to="home"),
    ),
    (
        "Tom",
        "十点去207，看看阿玲是否一个人，是的话就杀了她，不是的话就去花园",
        KILL.format(at="22:00", go="207", x="陈美玲", cond="alone", to="garden"),
    ),
    (
        "Tom",
        "十点去207找阿玲，看她是不是一个人，是就杀了她，不是就回来",
        KILL.format(at="22:00", go="207", x="陈美玲", cond="alone", to="home"),
    ),
    (
        "Tom",
        "十点去207看看阿玲在不在，在就杀了她，不在就回房",
        KILL.format(at="22:00", go="207", x="陈美玲", cond="{present: 陈美玲}", to="home"),
    ),
    (
        "张伟",
        "9点半去201看看老王是不是一个人，是的话就干掉他，不是的话去娱乐室",
        KILL.format(at="21:30", go="201", x="王建国", cond="alone", to="'204'"),
    ),
]


@cases(ASKED)
def test_a_condition_asked_as_a_question_is_the_condition_and_its_answers(
    who: str, message: str, expect: str
) -> None:
    """看看X是不是一个人，是就……不是就……: the question is the condition, "yes" the order, "no" the
    "otherwise" (看看 there is checking, not a visit of X)."""
    reads_as(who, message, expect)


def test_whether_she_is_there_with_no_answer_for_yes_stays_a_visit() -> None:
    reads_as(
        "Tom",
        "10点去201敲门看看刘洋在不在，不在就回房",
        "orders: [{at: '22:00', go: '201', if: {present: 刘洋}, else: {go: home}}]",
    )


# -- what is said around the person to kill ------------------------------------------------------
AROUND = [
    (
        "张伟",
        "10点去201，只有老王一个人的话就杀，有人就回来",
        KILL.format(at="22:00", go="201", x="王建国", cond="alone", to="home"),
    ),
    (
        "张伟",
        "9点去201，老王在而且没别人就杀了他，要不然就去娱乐室",
        KILL.format(at="21:00", go="201", x="王建国", cond="alone", to="'204'"),
    ),
    (
        "张伟",
        "9点去201，老王在那儿没别人就杀了他，否则回房",
        KILL.format(at="21:00", go="201", x="王建国", cond="alone", to="home"),
    ),
    (
        "张伟",
        "10点20敲201的门，不管老王身边有没有人都杀了他",
        "orders: [{at: '22:20', go: '201', kill: 王建国, if: always}]",
    ),
    (
        "张伟",
        "10点去201找老王，不管他屋里有没有人都干掉他，然后待着",
        "orders: [{at: '22:00', go: '201', kill: 王建国, if: always}]",
    ),
]


@cases(AROUND)
def test_what_is_said_around_the_person_to_kill_is_their_condition(
    who: str, message: str, expect: str
) -> None:
    """只有X一个人 (X alone), X在而且没别人 (alone), 不管X身边有没有人 (whoever is around X)."""
    reads_as(who, message, expect)


def test_only_he_alone_opens_a_condition_without_a_comma() -> None:
    reads_as(
        "张伟",
        "8点去花园 9点回屋看窗户 10点去201找老王 只有他一个人的话就杀 有人就回来",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home, peek: window}, "
        "{at: '22:00', go: '201', kill: 王建国, if: alone, else: {go: home}}]",
    )


# -- a kill right after "if C is away" is never of C ---------------------------------------------
AWAY = "orders: [{{at: '{at}', go: '201', kill: 王建国, if: {{absent: 刘洋}}, else: {{go: {to}}}}}]"

ONE_AWAY = [
    ("张伟", "9点20去201找老王，小刘不在就杀。小刘在的话就回屋。", AWAY.format(at="21:20", to="home")),
    ("张伟", "9点20去201找老王，小刘不在就杀了他，小刘在的话就回屋。", AWAY.format(at="21:20", to="home")),
    (
        "张伟",
        "9:20pm go to 201 to see Wang Jianguo. If Liu Yang's not there, kill him. "
        "If Liu Yang is there, go home.",
        AWAY.format(at="21:20", to="home"),
    ),
    (
        "张伟",
        "at 9:20 go see Wang Jianguo in 201; if Liu Yang isn't around, kill him, otherwise go to the garden",
        AWAY.format(at="21:20", to="garden"),
    ),
    ("张伟", "十点去201找王建国，要是刘洋不在就动手，刘洋在就去草坪", AWAY.format(at="22:00", to="lawn")),
]


@cases(ONE_AWAY)
def test_a_kill_after_someone_is_away_is_of_the_one_named_before(who: str, message: str, expect: str) -> None:
    """It was read as killing the one away (if: {absent: 刘洋}, kill: 刘洋): a silent misread."""
    reads_as(who, message, expect)


def test_a_kill_after_someone_is_away_with_nobody_named_before_is_refused() -> None:
    problems = parse_message("9点20去201，小刘不在就杀了他，否则回屋", GAME, 1, "张伟", INN).problems
    assert [p.kind for p in problems] == ["kill_the_one_away"]
    assert "刘洋" in problems[0].text


# -- a case said before the kill's own condition: "if someone else is there, don't, come back;
#    if she is alone, kill her" (parse-dev d101 was read as "stay unless 阿玲 is there, otherwise
#    go home and kill Lily there")
KILL_ELSE_HOME = "orders: [{{at: '{at}', go: '207', kill: Lily, if: alone, else: {{go: home}}}}]"
CASE_FIRST = [
    (
        "王建国",
        "10点去207找Lily，陈美玲也在的话就不动手，回自己房间；Lily一个人在就杀了她",
        KILL_ELSE_HOME.format(at="22:00"),
    ),
    (
        "王建国",
        "九点半去207，有别人在就别杀，直接回屋；莉莉单独在的话就杀了她",
        KILL_ELSE_HOME.format(at="21:30"),
    ),
    (
        "王建国",
        "9点40去207，Lily不在的话就回房间；Lily一个人在就杀了她",
        KILL_ELSE_HOME.format(at="21:40"),
    ),
    (
        "王建国",
        "9点去207找Lily，阿玲在就回来，Lily一个人就杀了她",
        KILL_ELSE_HOME.format(at="21:00"),
    ),
    (  # the other order: the kill first, then the case turned round
        "王建国",
        "10点去207找Lily，她一个人就杀了她，阿玲也在的话就别动手，直接回来",
        KILL_ELSE_HOME.format(at="22:00"),
    ),
    (
        "王建国",
        "十点半去207找莉莉，莉莉一个人在的话就杀了她；有别人在就不动手，回自己房间",
        KILL_ELSE_HOME.format(at="22:30"),
    ),
]


@cases(CASE_FIRST)
def test_a_case_said_before_the_kills_condition_is_the_kills_otherwise(
    who: str, message: str, expect: str
) -> None:
    """Said as "someone else there: don't, come back; she alone: kill her", it is the kill with
    its condition and the case's going as the kill's "otherwise", said in either order."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "十点去207找莉莉，阿玲不在就别动手，回来；莉莉一个人就杀了她",
        "9点去207，陈美玲不在的话就回房间，Lily一个人在就杀了她",
    ],
)
def test_a_case_before_the_kill_that_is_not_its_condition_turned_round_is_refused(message: str) -> None:
    """In "阿玲 away: come back; Lily alone: kill" both cases hold when Lily is alone (阿玲 away):
    which one wins is a guess, refused at the case (it was read as "stay unless 阿玲 is there")."""
    parsed = parse_message(message, GAME, 1, "王建国", INN)
    assert parsed.sheet is None
    assert [p.kind for p in parsed.problems] == ["case_not_turned_round"]
