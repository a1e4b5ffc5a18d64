"""What an order does when its case fails, as people say it (issue 22; docs/PARSING.md, *The
order of an order's parts*): the kill's own case failing and then staying (他不在的话就待着: the
kill stays armed, never "kill him if he is not there"), an alternative that stays where the
order went (stay在201: no else), a second "otherwise" after an alternative that cannot fail
(changing one's mind: refused, never chained), and 回 before what one does at home (回 门孔).

The cast is the chat corpus's (tests/parsing/chat): 刘洋 in 201 (window: the lawn; targets
赵强 in 209, 李雨桐 in 202)."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, reads_as

INN = game_map(CHAT)
KILL_ARMED = "orders: [{at: '20:00', go: '209', kill: 赵强, if: {present: 赵强}}]"  # (waits for him)


@cases(
    [
        ("刘洋", "8点去209杀赵强，他不在的话就待着", KILL_ARMED),
        ("刘洋", "8点去209杀赵强，要是他不在就在那等着", KILL_ARMED),
        ("刘洋", "8点 209 杀赵强 不在就待着", KILL_ARMED),
        ("刘洋", "8点去209杀赵强，赵强不在的话，我就在209坐着", KILL_ARMED),
        ("刘洋", "8点去209杀赵强，赵强不在就待在那里", KILL_ARMED),
        ("刘洋", "at 8 go to 209 and kill 赵强; if he's not there, just wait there", KILL_ARMED),
    ]
)
def test_the_kills_own_case_failing_then_staying_keeps_the_kill_armed(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("刘洋", "8点去209杀赵强，如果他不在，stay在209", KILL_ARMED),
        ("刘洋", "8点去209，赵强在就杀了他，他不在的话就待在209", KILL_ARMED),
        ("刘洋", "8点去209杀赵强，他不在的话就在209待着", KILL_ARMED),
        (
            "刘洋",
            "8点去209，赵强一个人就杀，否则就在209待着",
            "orders: [{at: '20:00', go: '209', kill: 赵强, if: alone}]",
        ),
        (
            "刘洋",
            "8点去209，赵强一个人就杀了他，不然就留在209",
            "orders: [{at: '20:00', go: '209', kill: 赵强, if: alone}]",
        ),
    ]
)
def test_an_alternative_staying_where_the_order_went_is_no_else(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "9pm 209, kill 赵强 if alone, else lawn, else home",
        "9点去209，如果赵强一个人就杀了他，否则去花园，否则去草坪",
        "9点去209，赵强一个人就杀了他，不然就回家，不然去草坪",
        "9pm go to 209 and kill 赵强 if alone, otherwise go to the garden, otherwise go home",
    ],
)
def test_a_second_otherwise_after_one_that_cannot_fail_is_refused(message: str) -> None:
    parsed = parse_message(message, CHAT, 1, "刘洋", INN)
    assert [p.kind for p in parsed.problems][:1] == ["two_otherwise"], [str(p) for p in parsed.problems]


def test_a_second_otherwise_after_a_change_of_mind_replaces_the_first() -> None:
    # 算了 between them takes the first otherwise back: the second is the one meant
    reads_as(
        "刘洋",
        "9点去209，赵强一个人就杀了他，不然去草坪，算了，不然回家",
        "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone, else: {go: home}}]",
    )


def test_an_otherwise_after_a_knock_that_can_fail_still_chains() -> None:
    reads_as(
        "刘洋",
        "9点去209，赵强一个人就杀，否则去207，否则回家",
        "orders: [{at: '21:00', go: '209', kill: 赵强, if: alone, else: {go: '207', else: {go: home}}}]",
    )


@cases(
    [
        ("刘洋", "9点 回 门孔", "orders: [{at: '21:00', go: home, peek: peephole}]"),
        ("刘洋", "10点 回 窗", "orders: [{at: '22:00', go: home, peek: window}]"),
        ("刘洋", "2120 回 门孔", "orders: [{at: '21:20', go: home, peek: peephole}]"),
        ("刘洋", "9点回 从窗户看", "orders: [{at: '21:00', go: home, peek: window}]"),
        ("刘洋", "22:10 回 看门孔", "orders: [{at: '22:10', go: home, peek: peephole}]"),
        (
            "刘洋",
            "9点去花园，10点 回 门孔",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home, peek: peephole}]",
        ),
    ]
)
def test_back_before_what_one_does_at_home_is_home(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)
