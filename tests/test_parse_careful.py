"""The careful player's message (issue 22, docs/PARSING.md *The careful player's message*): the
seed's own order style and its relatives, read as the orders it says, each class in several
paraphrases nobody tuned on; and what must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 刘洋 and 王建国 share 201, Lily and 陈美玲
share 207; 赵强 sleeps alone in 209, 李雨桐 in 202, Tom in 203; 周正, 孙明 and Kate are officers
(they start in 204)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import cases, reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"

# "only X in the room": X alone, a pronoun too; 一个人 said after it is the same "alone"
ONLY_IN_THE_ROOM = [
    (
        "刘洋",
        "9点去209找赵强，如果屋里只有他就动手",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone}',
    ),
    (
        "刘洋",
        "9点去202找李雨桐，要是房间里只有她就杀了她，否则回房",
        'orders:\n  - {at: "21:00", go: "202", kill: 李雨桐, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，如果屋里只有赵强一个人就杀了他",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone}',
    ),
    (
        "刘洋",
        "10点去202，屋里就李雨桐一个人的话就杀她，否则去花园",
        'orders:\n  - {at: "22:00", go: "202", kill: 李雨桐, if: alone, else: {go: garden}}',
    ),
    (
        "刘洋",
        "9:30去209找赵强，要是屋内只有他一个人就下手；不然回自己房间",
        'orders:\n  - {at: "21:30", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，要是屋里就赵强一个人，就动手",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone}',
    ),
]

# the door opening, then the condition of the kill: the kill is inside anyway
DOOR_OPENS_AND = [
    (
        "刘洋",
        "9点去209找赵强，门开了且屋里只有他一个人就杀了他；否则回房",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，门开了并且赵强一个人在，就杀了他，否则去花园",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: garden}}',
    ),
    (
        "刘洋",
        "9点去202，门开了就进去，要是李雨桐一个人在就杀了她；不然去草坪",
        'orders:\n  - {at: "21:00", go: "202", kill: 李雨桐, if: alone, else: {go: lawn}}',
    ),
    (
        "刘洋",
        "21:10 去209，门开了而且只有赵强一个人就动手，否则回自己房间",
        'orders:\n  - {at: "21:10", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，门开了、赵强又是一个人，就杀了他",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone}',
    ),
    (
        "刘洋",
        "9pm go to 209; if 赵强 opens and he's by himself, kill him; otherwise go home.",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "At 9 go to 202. If 李雨桐 lets me in and is alone, kill her, otherwise go to the lawn.",
        'orders:\n  - {at: "21:00", go: "202", kill: 李雨桐, if: alone, else: {go: lawn}}',
    ),
]

# someone else away and the target alone: "alone" already says the other is away
ABSENT_AND_ALONE = [
    (
        "王建国",
        "9点去207，如果陈美玲不在、屋里只有Lily一个人，就杀Lily；否则回房",
        'orders:\n  - {at: "21:00", go: "207", kill: Lily, if: alone, else: {go: home}}',
    ),
    (
        "王建国",
        "9点去207，陈美玲不在并且Lily一个人就杀Lily",
        'orders:\n  - {at: "21:00", go: "207", kill: Lily, if: alone}',
    ),
    (
        "王建国",
        "9点去207，如果陈美玲不在而且Lily单独一人，就杀了Lily，否则去花园",
        'orders:\n  - {at: "21:00", go: "207", kill: Lily, if: alone, else: {go: garden}}',
    ),
    (
        "王建国",
        "at 9 go to 207; if 陈美玲 is out and Lily is alone, kill Lily, otherwise go home",
        'orders:\n  - {at: "21:00", go: "207", kill: Lily, if: alone, else: {go: home}}',
    ),
    (
        "王建国",
        "10点去207，要是陈美玲不在，Lily一个人，就杀Lily，不然去草坪",
        'orders:\n  - {at: "22:00", go: "207", kill: Lily, if: alone, else: {go: lawn}}',
    ),
]

# the door's rule headed 门：/ Door:, "my door opens only for ...", 谁也不见
DOOR_RULES = [
    ("李雨桐", "门：10点前谁敲都不开。9点去花园", 'door: closed\norders:\n  - {at: "21:00", go: garden}'),
    ("李雨桐", "门：22:00以前只给Tom开。9点去花园", 'door: [Tom]\norders:\n  - {at: "21:00", go: garden}'),
    (
        "李雨桐",
        "Door: before 10, Tom and 赵强 only. 9pm garden.",
        'door: [Tom, 赵强]\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "Door: until ten, only Tom. 9pm garden.",
        'door: [Tom]\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "My door opens only for Tom and Lily until 10. 9pm garden.",
        'door: [Tom, Lily]\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "Until 22:00 my door is open only to Tom and Lily; 9pm garden",
        'door: [Tom, Lily]\norders:\n  - {at: "21:00", go: garden}',
    ),
    ("李雨桐", "10点前关门谁也不见。9点去花园", 'door: closed\norders:\n  - {at: "21:00", go: garden}'),
    ("李雨桐", "10点前谁来都不见，9点去花园", 'door: closed\norders:\n  - {at: "21:00", go: garden}'),
]

# what the rules make of the door after 22:00, said back after a door rule: set aside
RULES_AFTER_TEN = [
    (
        "李雨桐",
        "10点前只给Tom开门，10点后按规矩开。9点去花园",
        'door: [Tom]\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "10点前谁敲都不开（10点以后按规则开门）。9点去花园",
        'door: closed\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "10点前关门。22:00以后照规矩开门。9点去花园",
        'door: closed\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "10点前不开门（规则要求10点后必须开门）。9点去花园",
        'door: closed\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "Until 10 I only open for Tom; after that I open as the rules say. 9pm garden.",
        'door: [Tom]\norders:\n  - {at: "21:00", go: garden}',
    ),
    (
        "李雨桐",
        "Door shut until 22:00 (after that I must open as the rules say). 9pm garden.",
        'door: closed\norders:\n  - {at: "21:00", go: garden}',
    ),
]

# the "otherwise" ending a chain, said the careful way
OTHERWISE_AT_THE_END = [
    (
        "刘洋",
        "9点去209，只有赵强一个人就杀他，其他情况都回房",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，如果赵强一个人就杀了他，其他任何情况下都去花园",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: garden}}',
    ),
    (
        "刘洋",
        "9点去209，赵强一个人就动手；否则去202，李雨桐一个人就杀她；以上都不成就回房",
        'orders:\n  - at: "21:00"\n    go: "209"\n    kill: 赵强\n    if: alone\n'
        '    else: {go: "202", kill: 李雨桐, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去209，赵强一个人就杀他，其余情况一律回房",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9点去202，李雨桐一个人就杀了她，别的情况下就去花园",
        'orders:\n  - {at: "21:00", go: "202", kill: 李雨桐, if: alone, else: {go: garden}}',
    ),
    (
        "刘洋",
        "9点去209，赵强一个人就杀他；不然去202，李雨桐一个人就杀她；还是不成就去草坪",
        'orders:\n  - at: "21:00"\n    go: "209"\n    kill: 赵强\n    if: alone\n'
        '    else: {go: "202", kill: 李雨桐, if: alone, else: {go: lawn}}',
    ),
    (
        "刘洋",
        "9pm go to 209 and kill 赵强 if he's alone; otherwise go to 202 and kill 李雨桐 if she's alone; "
        "if neither works out, go home",
        'orders:\n  - at: "21:00"\n    go: "209"\n    kill: 赵强\n    if: alone\n'
        '    else: {go: "202", kill: 李雨桐, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9pm go to 209 and kill 赵强 if he is alone; if that doesn't work out, go home",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: home}}',
    ),
    (
        "刘洋",
        "9pm go to 209; if 赵强 is alone, kill him. In any other case, go to the garden.",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: garden}}',
    ),
    (
        "刘洋",
        "9pm go to 209; if 赵强 is alone, kill him. If that fails for any reason, go to the lawn.",
        'orders:\n  - {at: "21:00", go: "209", kill: 赵强, if: alone, else: {go: lawn}}',
    ),
]

# an officer's errand at a door (问话, "for questioning"): the going is the order
OFFICERS_ERRANDS = [
    (
        "周正",
        "9点去203敲门问话，10点回204",
        'orders:\n  - {at: "21:00", go: "203"}\n  - {at: "22:00", go: "204"}',
    ),
    ("周正", "9点去201敲门询问", 'orders:\n  - {at: "21:00", go: "201"}'),
    (
        "孙明",
        "9点去205敲门盘问，9点半去草坪",
        'orders:\n  - {at: "21:00", go: "205"}\n  - {at: "21:30", go: lawn}',
    ),
    ("孙明", "9点去202敲门了解情况", 'orders:\n  - {at: "21:00", go: "202"}'),
    ("Kate", "9点去209敲门录口供", 'orders:\n  - {at: "21:00", go: "209"}'),
    (
        "Kate",
        "9点去203敲敲门问问话，10点去草坪",
        'orders:\n  - {at: "21:00", go: "203"}\n  - {at: "22:00", go: lawn}',
    ),
    ("周正", "9点去209敲门打个招呼", 'orders:\n  - {at: "21:00", go: "209"}'),
    ("Kate", "9pm knock on 203 for questioning", 'orders:\n  - {at: "21:00", go: "203"}'),
]

# a range written with a dash, ending on a slot the next order leaves alone: through that slot
THROUGH_THE_SLOT = [
    (
        "Tom",
        "20:00-20:40 在草坪，20:50 去花园",
        'orders:\n  - {at: "20:00", go: lawn}\n  - {at: "20:50", go: garden}',
    ),
    (
        "Tom",
        "21:00—21:30 在204从窗户看花园。21:40 回房",
        'orders:\n  - {at: "21:00", go: "204", peek: window}\n  - {at: "21:40", go: home}',
    ),
    (
        "Tom",
        "20:10-20:40 在花园，20:50 去草坪",
        'orders:\n  - {at: "20:10", go: garden}\n  - {at: "20:50", go: lawn}',
    ),
    (
        "Tom",
        "21:00～21:20 在草坪待着；21:30 去204",
        'orders:\n  - {at: "21:00", go: lawn}\n  - {at: "21:30", go: "204"}',
    ),
    (
        "Tom",
        "9:00-9:40 in the garden, 9:50 lawn",
        'orders:\n  - {at: "21:00", go: garden}\n  - {at: "21:50", go: lawn}',
    ),
    (
        "Tom",
        "20:00-20:40 从窗户看，20:50 去花园",
        'orders:\n  - {at: "20:00", peek: window}\n  - {at: "20:50", go: garden}',
    ),
    # ended on the next order's own start: it ends there, as before
    (
        "Tom",
        "20:00-20:40 在草坪，20:40 去花园",
        'orders:\n  - {at: "20:00", go: lawn}\n  - {at: "20:40", go: garden}',
    ),
]


@cases(ONLY_IN_THE_ROOM)
def test_only_one_person_in_the_room_is_that_person_alone(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(DOOR_OPENS_AND)
def test_the_door_opening_said_with_the_condition_of_a_kill_is_that_condition(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, GAME)


@cases(ABSENT_AND_ALONE)
def test_someone_else_away_and_the_target_alone_is_the_target_alone(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, GAME)


@cases(DOOR_RULES)
def test_door_rules_headed_or_said_with_only_after_the_door_are_read(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, GAME)


@cases(RULES_AFTER_TEN)
def test_the_door_after_ten_said_as_the_rules_say_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)
    inn = game_map(GAME)
    assert parse_message(message, GAME, 1, who, inn).aside  # and listed as set aside


@cases(OTHERWISE_AT_THE_END)
def test_the_otherwise_ending_a_chain_said_carefully_is_read(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(OFFICERS_ERRANDS)
def test_an_officers_errand_at_a_door_is_the_going(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(THROUGH_THE_SLOT)
def test_a_dash_range_ending_on_a_slot_left_alone_runs_through_it(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, GAME)


@pytest.mark.parametrize(
    "message",
    [
        "10点前只给Tom开门，10点后按规矩不开门。9点去花园",  # a negation: never set aside
        "10点前只给Tom开门，11点后按规矩开。9点去花园",  # another time than 22:00
        "Until 10 I only open for Tom; after that I don't open, rules or not. 9pm garden.",
        "10点后按规矩开。9点去花园",  # no door rule before it to say back
    ],
)
def test_a_door_remark_that_could_say_something_else_is_not_set_aside(message: str) -> None:
    inn = game_map(GAME)
    parsed = parse_message(message, GAME, 1, "李雨桐", inn)
    assert parsed.problems, parsed.yaml


@pytest.mark.parametrize(
    "message",
    [
        "9点去209，门开了且屋里有人就回房",  # no kill after the opening: not this shape
        "9点去209，门开了就进去聊天，不开门就去花园",
    ],
)
def test_the_door_opening_without_a_kill_after_it_is_not_dropped(message: str) -> None:
    inn = game_map(GAME)
    parsed = parse_message(message, GAME, 1, "刘洋", inn)
    assert not any(a.startswith("门开") for a in parsed.aside), parsed.aside


# the knock refused, said by the name of the one who would open (没人开门就…)
REFUSED_BY_NAME = [
    ("Tom", "9点去202，李雨桐不开门就去203", 'orders:\n  - {at: "21:00", go: "202", else: {go: "203"}}'),
    (
        "Tom",
        "10点去209，赵强也不开门就回房看窗户",
        'orders:\n  - {at: "22:00", go: "209", else: {go: home, peek: window}}',
    ),
    ("孙明", "第二时段去209，赵强不开门就去草坪", 'orders:\n  - {at: "21:00", go: "209", else: {go: lawn}}'),
    (
        "Tom",
        "at 9 knock at 202; if 李雨桐 doesn't open, go to 203 instead",
        'orders:\n  - {at: "21:00", go: "202", else: {go: "203"}}',
    ),
    (
        "Tom",
        "9pm go to 209. If 赵强 won't open, go to the lawn.",
        'orders:\n  - {at: "21:00", go: "209", else: {go: lawn}}',
    ),
    (
        "Kate",
        "9pm go to 202; if 李雨桐 doesn't answer the door, go to the garden",
        'orders:\n  - {at: "21:00", go: "202", else: {go: garden}}',
    ),
]

# the other stairs ruled out in brackets, right after the route: the route says it already
OTHER_STAIRS_NOT = [
    ("Tom", "9点走东楼梯去花园（不走西边）", 'orders:\n  - {at: "21:00", go: garden, via: [east-stairs]}'),
    ("Tom", "9点从西楼梯下楼去草坪（别走东边）", 'orders:\n  - {at: "21:00", go: lawn, via: [west-stairs]}'),
    ("Tom", "9点经东楼梯去草坪（不从西楼梯走）", 'orders:\n  - {at: "21:00", go: lawn, via: [east-stairs]}'),
    (
        "Tom",
        "21:30 走西楼梯去花园（不走东楼梯）",
        'orders:\n  - {at: "21:30", go: garden, via: [west-stairs]}',
    ),
    ("Tom", "9点去草坪，走东边（别走西边）", 'orders:\n  - {at: "21:00", go: lawn, via: [east-stairs]}'),
    (
        "Tom",
        "9点去草坪，10点回房，走东楼梯（不走西边的）",
        'orders:\n  - {at: "21:00", go: lawn}\n  - {at: "22:00", go: home, via: [east-stairs]}',
    ),
]

# until a period's end (第一时段结束, "the end of period 1"), or until it starts
TO_A_PERIODS_END = [
    (
        "Tom",
        "8:30去娱乐室，一直待到第一时段结束。9:10去花园",
        'orders:\n  - {at: "20:30", go: "204"}\n  - {at: "21:00"}\n  - {at: "21:10", go: garden}',
    ),
    (
        "Tom",
        "8点去草坪，待到第一时段结束，然后回房",
        'orders:\n  - {at: "20:00", go: lawn}\n  - {at: "21:00", go: home}',
    ),
    (
        "Tom",
        "9点去花园，一直呆到第二时段结束，10点半去草坪",
        'orders:\n  - {at: "21:00", go: garden}\n  - {at: "22:00"}\n  - {at: "22:30", go: lawn}',
    ),
    (
        "Tom",
        "8:30 go to the lawn and stay until the end of period 1, then go home",
        'orders:\n  - {at: "20:30", go: lawn}\n  - {at: "21:00", go: home}',
    ),
    (
        "Tom",
        "9pm garden, stay there till the end of the second period, then home",
        'orders:\n  - {at: "21:00", go: garden}\n  - {at: "22:00", go: home}',
    ),
    (
        "Tom",
        "8点半去草坪，待到第二时段，然后去花园",
        'orders:\n  - {at: "20:30", go: lawn}\n  - {at: "21:00", go: garden}',
    ),
]

# the last slot said beside its own time, 22:50: set aside
THE_LAST_SLOT = [
    ("Tom", "22:50 最后一个时段去205", 'orders:\n  - {at: "22:50", go: "205"}'),
    (
        "Tom",
        "10点去草坪，22:50（最后一个10分钟）回房",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
    (
        "Tom",
        "10点去草坪，最后十分钟，也就是22:50，回房",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
    (
        "Tom",
        "10pm lawn, 22:50 (the last slot) home",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
    (
        "Tom",
        "10pm lawn. 22:50, the final slot: home",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
]

# a time said again in brackets right after it, the same minute
TIME_SAID_AGAIN = [
    (
        "Tom",
        "10点去草坪，差十分十一点（22:50）回屋",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
    ("Tom", "九点半（21:30）去花园", 'orders:\n  - {at: "21:30", go: garden}'),
    (
        "Tom",
        "ten to eleven (22:50) go home, 10pm lawn",
        'orders:\n  - {at: "22:00", go: lawn}\n  - {at: "22:50", go: home}',
    ),
    ("Tom", "8点（20:00）去草坪", 'orders:\n  - {at: "20:00", go: lawn}'),
    ("Tom", "half past nine (21:30) go to the garden", 'orders:\n  - {at: "21:30", go: garden}'),
    ("Tom", "十点二十(22:20)去花园", 'orders:\n  - {at: "22:20", go: garden}'),
]


@cases(REFUSED_BY_NAME)
def test_a_knock_refused_said_by_name_is_the_otherwise_of_the_visit(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect, GAME)


@cases(OTHER_STAIRS_NOT)
def test_the_other_stairs_ruled_out_beside_a_route_are_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(TO_A_PERIODS_END)
def test_until_a_periods_end_is_until_the_next_hour(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(THE_LAST_SLOT)
def test_the_last_slot_said_beside_its_time_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(TIME_SAID_AGAIN)
def test_a_time_said_again_in_brackets_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@pytest.mark.parametrize(
    "message",
    [
        "最后一个时段去205",  # no time beside it: which slot or which hour? (never the first hour)
        "10点去草坪，差十分十一点（22:40）回屋",  # another minute in brackets
        "9点走东楼梯去花园（不走东边）",  # ruling out the route said: a contradiction
        "9点走东楼梯去花园（不走西边，走东边）",
    ],
)
def test_what_a_careful_remark_could_change_is_refused(message: str) -> None:
    inn = game_map(GAME)
    parsed = parse_message(message, GAME, 1, "Tom", inn)
    assert parsed.problems, parsed.yaml


# the seed's header, addressed in English
MASTERMIND = [
    ("Tom", "TO the Mastermind: 9pm garden", 'orders:\n  - {at: "21:00", go: garden}'),
    ("Tom", "To Mastermind - 9pm garden", 'orders:\n  - {at: "21:00", go: garden}'),
    ("Tom", "Dear Mastermind, 9pm garden", 'orders:\n  - {at: "21:00", go: garden}'),
    ("Tom", "Hi Mastermind! 9pm garden", 'orders:\n  - {at: "21:00", go: garden}'),
    ("Tom", "To: the Mastermind. 9pm garden", 'orders:\n  - {at: "21:00", go: garden}'),
]

# the peephole or the window "on" what it looks at: the view, never a place to go
LOOKING_ON = [
    (
        "刘洋",
        "8pm peephole on the west stairs, 9pm garden",
        'orders:\n  - {at: "20:00", peek: peephole}\n  - {at: "21:00", go: garden}',
    ),
    (
        "刘洋",
        "peephole onto the west stairs from 8, 9pm lawn",
        'orders:\n  - {at: "20:00", peek: peephole}\n  - {at: "21:00", go: lawn}',
    ),
    (
        "赵强",
        "8:00 peephole on the east stairs. 9pm garden",
        'orders:\n  - {at: "20:00", peek: peephole}\n  - {at: "21:00", go: garden}',
    ),
    ("李雨桐", "9pm window on the garden", 'orders:\n  - {at: "21:00", peek: window}'),
    ("赵强", "10pm peephole on the east stairs", 'orders:\n  - {at: "22:00", peek: peephole}'),
]


@cases(MASTERMIND)
def test_the_seeds_header_in_english_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


@cases(LOOKING_ON)
def test_the_peephole_or_window_on_a_place_looks_at_it(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect, GAME)


def test_the_peephole_on_a_place_it_cannot_see_is_refused_by_the_view() -> None:
    inn = game_map(GAME)
    parsed = parse_message("8:00 peephole on the east stairs", GAME, 1, "Tom", inn)
    assert [p.kind for p in parsed.problems] == ["view_unseen"]
