"""What a Chinese clause does, read by its shape (issue 22, order shapes; docs/PARSING.md,
*What a clause does*): looking toward a place, going toward it, the view "over there", an
officer's first order in the common room, the door rule said twice, a place typed with one
character of the same sound. Each class has five paraphrases of its own and the refusals
that must stay.

The cast is the chat corpus's (tests/parsing/chat): 王建国 and 刘洋 share 201 (window: the
lawn; peephole: the corridor and the west stair head), 李雨桐 202 (window: the garden), Tom
203, 张伟 205, Lily and 陈美玲 207, 赵强 209 (peephole: the east stair head); police 周正,
孙明, Kate."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, bare, cases, problems_of, reads_as

INN = game_map(CHAT)


def _refused(who: str, message: str) -> list[str]:
    return [str(p) for p in problems_of(who, message)]


@cases(
    [
        ("刘洋", "9点从窗户往草坪看", "orders: [{at: '21:00', peek: window}]"),
        (
            "李雨桐",
            "八点半朝花园看，十点去草坪",
            "orders: [{at: '20:30', peek: window}, {at: '22:00', go: lawn}]",
        ),
        ("赵强", "9点以后从门孔向东楼梯那边望", "orders: [{at: '21:00', peek: peephole}]"),
        ("刘洋", "十点从门孔朝着走廊看", "orders: [{at: '22:00', peek: peephole}]"),
        (
            "张伟",
            "8点到9点往草坪那边看，9点去花园",
            "orders: [{at: '20:00', peek: window}, {at: '21:00', go: garden}]",
        ),
        ("李雨桐", "9点盯着花园那儿", "orders: [{at: '21:00', peek: window}]"),
    ]
)
def test_looking_toward_a_place_is_the_view_not_a_going(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "unseen"),
    [
        ("刘洋", "9点从窗户往花园看", "花园"),
        ("李雨桐", "9点朝草坪看", "草坪"),
        ("刘洋", "九点往东楼梯那边看", "东楼梯"),
    ],
)
def test_looking_toward_a_place_the_window_does_not_see_is_refused(
    who: str, message: str, unseen: str
) -> None:
    problems = _refused(who, message)
    assert any(f"看不到{unseen}" in p for p in problems), problems


@cases(
    [
        ("刘洋", "9点往花园去", "orders: [{at: '21:00', go: garden}]"),
        ("刘洋", "十点朝草坪走", "orders: [{at: '22:00', go: lawn}]"),
        ("刘洋", "9点半往娱乐室去", "orders: [{at: '21:30', go: '204'}]"),
        ("张伟", "10点往草坪那边走", "orders: [{at: '22:00', go: lawn}]"),
        ("赵强", "8点朝着花园去，9点回屋", "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home}]"),
    ]
)
def test_going_toward_a_place_is_going_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_toward_before_anything_else_is_still_refused_at_the_word() -> None:
    problems = _refused("刘洋", "9点往张伟看")
    assert any("“往”" in p for p in problems), problems


AT_204 = "orders: [{at: '20:00', go: '204', peek: window}]"


@cases(
    [
        ("孙明", "在娱乐室从窗户看花园", AT_204),
        (
            "孙明",
            "我就在娱乐室看着花园吧，九点半去花园",
            "orders: [{at: '20:00', go: '204', peek: window}, {at: '21:30', go: garden}]",
        ),
        ("周正", "一直在活动室从窗户盯着花园", AT_204),
        (
            "Kate",
            "待在娱乐室看窗户，九点去花园，十点回来",
            "orders: [{at: '20:00', go: '204', peek: window}, {at: '21:00', go: garden},"
            " {at: '22:00', go: '204'}]",
        ),
        ("孙明", "在娱乐室从窗户看花园，看谁经过", AT_204),
    ]
)
def test_an_officers_first_order_in_the_common_room_is_from_eight(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_an_officer_going_elsewhere_without_a_time_is_still_asked_when() -> None:
    problems = _refused("孙明", "在花园待着，9点回来")
    assert any("什么时候" in p for p in problems), problems


@cases(
    [
        (
            "刘洋",
            "十点前谁都别让进（门别开）。9点去花园",
            "door: closed\norders: [{at: '21:00', go: garden}]",
        ),
        ("刘洋", "10点前门关着（谁都别开）。9点去花园", "door: closed\norders: [{at: '21:00', go: garden}]"),
        ("刘洋", "门锁上，谁敲门都不开。9点去花园", "door: closed\norders: [{at: '21:00', go: garden}]"),
        (
            "刘洋",
            "十点前只给小雨开门，只让小雨进。9点去花园",
            "door: [李雨桐]\norders: [{at: '21:00', go: garden}]",
        ),
        ("刘洋", "谁敲门都开，门谁来都开。9点去花园", "orders: [{at: '21:00', go: garden}]"),
        (
            "李雨桐",
            "8点到9点看窗户，9点以后看门孔。门谁敲都开。",
            "orders: [{at: '20:00', peek: window}, {at: '21:00', peek: peephole}]",
        ),
    ]
)
def test_the_same_door_rule_said_twice_is_one_rule(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["十点前谁都别开。谁敲门都开。9点去花园", "十点前只给小雨开门，只给张伟开门"]
)
def test_two_different_door_rules_are_still_refused(message: str) -> None:
    problems = _refused("刘洋", message)
    assert any("开门的规定写了两次" in p for p in problems), problems


@pytest.mark.parametrize(
    ("who", "message", "expect", "line"),
    [
        ("刘洋", "9点去花圆", "orders: [{at: '21:00', go: garden}]", "已更正：花圆→花园"),
        (
            "刘洋",
            "9点去草平，10点回屋",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
            "草平→草坪",
        ),
        (
            "张伟",
            "九点去花圆九点半去草坪",
            "orders: [{at: '21:00', go: garden}, {at: '21:30', go: lawn}]",
            "已更正：花圆→花园",
        ),
        ("赵强", "9点在娱乐式待着", "orders: [{at: '21:00', go: '204'}]", "娱乐式→娱乐室"),
        ("刘洋", "8点从窗户看草平", "orders: [{at: '20:00', peek: window}]", "草平→草坪"),
    ],
)
def test_a_place_typed_with_one_character_of_the_same_sound_is_that_place_and_said(
    who: str, message: str, expect: str, line: str
) -> None:
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert any(line in said for said in parsed.said_back), parsed.said_back


@pytest.mark.parametrize(
    ("message", "quoted", "likely"),
    [("9点去花瓶", "花瓶", "花园"), ("9点去草瓦，10点回屋", "草瓦", "草坪"), ("9点去南楼梯那边", "南", "")],
)
def test_a_place_typed_with_a_character_of_another_sound_is_refused_naming_the_likely_place(
    message: str, quoted: str, likely: str
) -> None:
    problems = _refused("刘洋", message)
    assert any(f"“{quoted}" in p and likely in p for p in problems), problems


def test_the_corrected_line_reads_back_as_nothing() -> None:
    parsed = parse_message("9点去花圆，谢谢", CHAT, 1, "刘洋", INN)
    again = parse_message("\n".join(parsed.said_back), CHAT, 1, "刘洋", INN)
    assert again.problems == () and again.corrected == ()
    assert again.sheet is not None and parsed.sheet is not None
    assert bare(again.sheet) == bare(parsed.sheet)


@cases(
    [
        (
            "周正",
            "今晚走西楼梯下去，8点去花园，8点半去草坪",
            "orders: [{at: '20:00', go: garden, via: [west-stairs]}, {at: '20:30', go: lawn}]",
        ),
        (
            "赵强",
            "走东楼梯去草坪，8点10分出发，8点50再从东楼梯回来",
            "orders: [{at: '20:10', go: lawn, via: [east-stairs]},"
            " {at: '20:50', go: home, via: [east-stairs]}]",
        ),
        (
            "孙明",
            "8点去花园，9点回来（走东楼梯）到娱乐室看窗户",
            "orders: [{at: '20:00', go: garden}, {at: '21:00', go: '204', via: [east-stairs], peek: window}]",
        ),
        (
            "刘洋",
            "从西楼梯下去，9点去花园，10点回屋",
            "orders: [{at: '21:00', go: garden, via: [west-stairs]}, {at: '22:00', go: home}]",
        ),
        (
            "张伟",
            "先走东楼梯，九点去草坪，十点回来",
            "orders: [{at: '21:00', go: lawn, via: [east-stairs]}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_route_said_as_a_clause_of_its_own_is_the_next_goings_route(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_route_with_no_going_after_it_is_still_refused() -> None:
    problems = _refused("刘洋", "走西楼梯，9点看窗户")
    assert any("路线要跟着去的地方" in p for p in problems), problems


@cases(
    [
        (
            "孙明",
            "8点半从娱乐室出发去203找Tom，9点去201",
            "orders: [{at: '20:30', go: '203'}, {at: '21:00', go: '201'}]",
        ),
        ("周正", "9点从娱乐室去花园", "orders: [{at: '21:00', go: garden}]"),
        (
            "Kate",
            "九点从活动室出发去草坪，十点回娱乐室",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: '204'}]",
        ),
        ("孙明", "8点从娱乐室下楼去花园", "orders: [{at: '20:00', go: garden}]"),
        ("周正", "10点从娱乐室走到205", "orders: [{at: '22:00', go: '205'}]"),
    ]
)
def test_an_officer_setting_off_from_the_common_room_leaves_where_he_is(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_setting_off_from_a_place_one_is_not_at_is_still_refused() -> None:
    problems = _refused("孙明", "8点去花园，9点从娱乐室去草坪")
    assert any("那时你在花园" in p for p in problems), problems


@pytest.mark.parametrize(
    ("who", "message", "expect", "ignored"),
    [
        ("刘洋", "8点半去娱乐室跟大家聊聊天", "orders: [{at: '20:30', go: '204'}]", "跟大家聊聊天"),
        ("张伟", "九点去205找人聊天", "orders: [{at: '21:00', go: '205'}]", "找人聊天"),
        (
            "赵强",
            "9点去202串门，10点回屋",
            "orders: [{at: '21:00', go: '202'}, {at: '22:00', go: home}]",
            "串门",
        ),
        ("刘洋", "9点去花园和其他人聊聊", "orders: [{at: '21:00', go: garden}]", "和其他人聊聊"),
        ("李雨桐", "九点去娱乐室找朋友聊天", "orders: [{at: '21:00', go: '204'}]", "找朋友聊天"),
    ],
)
def test_company_or_a_visit_of_nobody_named_at_a_place_is_set_aside_and_said(
    who: str, message: str, expect: str, ignored: str
) -> None:
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert ignored in parsed.aside_line, parsed.said_back


@pytest.mark.parametrize("message", ["9点找人聊天", "9点去找大家"])
def test_a_visit_of_nobody_named_without_a_place_is_still_refused(message: str) -> None:
    assert _refused("刘洋", message)


@cases(
    [
        ("刘洋", "8点到9点在花园等着", "orders: [{at: '20:00', go: garden}, {at: '21:00', go: home}]"),
        ("张伟", "9点去花园那等着", "orders: [{at: '21:00', go: garden}]"),
        ("赵强", "九点去草坪等候，十点回屋", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"),
        (
            "李雨桐",
            "9点在娱乐室等一会儿，9点半回来",
            "orders: [{at: '21:00', go: '204'}, {at: '21:30', go: home}]",
        ),
        ("刘洋", "9点去草坪等人", "orders: [{at: '21:00', go: lawn}]"),
    ]
)
def test_waiting_at_a_place_is_staying_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "刘洋",
            "除此之外都待在自己房间。9点去花园",
            "orders: [{at: '20:00', go: home}, {at: '21:00', go: garden}]",
        ),
        (
            "张伟",
            "9点去草坪。除此以外在屋里从窗户看",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: lawn}]",
        ),
        (
            "李雨桐",
            "十点去娱乐室，除此之外都在房间看窗户",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00', go: '204'}]",
        ),
        ("赵强", "除此之外，10点去草坪", "orders: [{at: '22:00', go: lawn}]"),
        (
            "刘洋",
            "9点到10点去花园，除此之外都待在屋里",
            "orders: [{at: '20:00', go: home}, {at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_apart_from_that_is_the_rest_of_the_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "expect", "ignored"),
    [
        ("王建国", "8点从门孔看，看看谁从西楼梯上下", "orders: [{at: '20:00', peek: peephole}]", "看看谁"),
        (
            "刘洋",
            "9点半前在自己房间从门孔看着（看西楼梯有没有人上下），9点半去花园",
            "orders: [{at: '20:00', go: home, peek: peephole}, {at: '21:30', go: garden}]",
            "有没有人上下",
        ),
        (
            "孙明",
            "今晚在娱乐室看窗外，谁在花园出现我都记下来",
            "orders: [{at: '20:00', go: '204', peek: window}]",
            "出现",
        ),
        ("赵强", "9点从门孔看东楼梯有没有人下来", "orders: [{at: '21:00', peek: peephole}]", "有没有人下来"),
        ("陈美玲", "9点从窗户看着，看看谁在草坪出现", "orders: [{at: '21:00', peek: window}]", "看看谁"),
        ("赵强", "十点从门孔看看谁从东楼梯上来", "orders: [{at: '22:00', peek: peephole}]", "看看谁"),
    ],
)
def test_what_one_watches_for_is_set_aside_and_its_place_is_the_view(
    who: str, message: str, expect: str, ignored: str
) -> None:
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert ignored in parsed.aside_line, parsed.said_back


@pytest.mark.parametrize(
    ("who", "message", "unseen"),
    [
        ("刘洋", "9点从窗户看着，看看谁在花园出现", "花园"),
        ("刘洋", "8点在房间看门孔，看看谁从东楼梯上来", "东楼梯"),
    ],
)
def test_watching_for_someone_where_the_window_does_not_see_is_refused(
    who: str, message: str, unseen: str
) -> None:
    problems = _refused(who, message)
    assert any(f"看不到{unseen}" in p for p in problems), problems


def test_watching_for_someone_with_a_kill_is_never_set_aside() -> None:
    assert _refused("刘洋", "9点从门孔看，看看谁从西楼梯上下就杀了他")


@cases(
    [
        ("刘洋", "窗边看一晚上草坪", "orders: [{at: '20:00', peek: window}]"),
        ("刘洋", "从门孔盯一晚上走廊", "orders: [{at: '20:00', peek: peephole}]"),
        ("赵强", "今晚不出门，窗户看一整夜草坪", "orders: [{at: '20:00', peek: window}]"),
        ("李雨桐", "从窗户看一整晚花园", "orders: [{at: '20:00', peek: window}]"),
        ("张伟", "在屋里看一晚上草坪", "orders: [{at: '20:00', go: home, peek: window}]"),
    ]
)
def test_all_night_between_a_look_and_its_place_is_the_looks_time(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message"),
    [("陈美玲", "9点去205，从张伟房间的窗户看草坪"), ("刘洋", "9点去205，用张伟房间的窗户看草坪，10点回屋")],
)
def test_looking_out_of_someone_elses_window_is_refused_by_the_peek_rule(who: str, message: str) -> None:
    problems = _refused(who, message)
    assert any("只能在自己的房间" in p for p in problems), problems


def test_looking_out_of_the_roommates_window_is_ones_own() -> None:
    reads_as("刘洋", "8点用王建国房间的窗户看草坪", "orders: [{at: '20:00', go: '201', peek: window}]")


@pytest.mark.parametrize(
    ("who", "message", "rule", "word"),
    [
        ("刘洋", "整晚从窗户看花园，盯着断崖那边", "看不到花园", "断崖"),
        ("李雨桐", "9点从窗户看草坪，顺带瞅天上", "看不到草坪", "顺带瞅天上"),
        ("张伟", "十点从窗户看花园，盯着远处的灯", "看不到花园", "远处的灯"),
    ],
)
def test_what_the_rules_refuse_is_said_beside_a_word_not_known(
    who: str, message: str, rule: str, word: str
) -> None:
    problems = _refused(who, message)
    assert any(rule in p for p in problems) and any(f"“{word}" in p for p in problems), problems


def _visit(at: str, room: str, whom: str, other: str = "home") -> str:
    return f"{{at: '{at}', go: '{room}', kill: {whom}, if: alone, else: {{go: {other}}}}}"


@cases(
    [
        (
            "李雨桐",
            "9点10分去203找Tom，如果他一个人在就杀了他，有别人在的话就回来。10点以后从窗户看花园。",
            f"orders: [{_visit('21:10', '203', 'Tom')}, {{at: '22:00', go: home, peek: window}}]",
        ),
        (
            "刘洋",
            "9点去202，小雨一个人就杀了她，不然回屋。10点从窗户看草坪",
            f"orders: [{_visit('21:00', '202', '李雨桐')}, {{at: '22:00', go: home, peek: window}}]",
        ),
        (
            "王建国",
            "九点去205，张伟一个人就杀了他，否则去娱乐室，十点以后从窗户看草坪",
            f"orders: [{_visit('21:00', '205', '张伟', repr('204'))},"
            " {at: '22:00', go: home, peek: window}]",
        ),
        (
            "赵强",
            "9点去207，阿玲一个人就干掉，否则回房；10点起门孔看东楼梯",
            f"orders: [{_visit('21:00', '207', '陈美玲')}, {{at: '22:00', go: home, peek: peephole}}]",
        ),
        (
            "张伟",
            "9点去201，老王单独在就杀了他，不然回来。十点从窗户往草坪看",
            f"orders: [{_visit('21:00', '201', '王建国')}, {{at: '22:00', go: home, peek: window}}]",
        ),
    ]
)
def test_a_view_after_a_visit_whose_outcome_is_open_is_seen_from_home(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_view_after_an_open_visit_that_home_does_not_see_is_refused() -> None:
    problems = _refused("李雨桐", "9点去203，Tom一个人就杀了他，不然回屋。10点从窗户看草坪")
    assert any("在202房间" in p and "看不到草坪" in p for p in problems), problems


@pytest.mark.parametrize(
    ("who", "message", "expect", "ignored"),
    [
        (
            "刘洋",
            "九点去202找小雨，她一个人就杀了她，有人就不动手，回自己房间",
            f"orders: [{_visit('21:00', '202', '李雨桐')}]",
            "不动手",
        ),
        (
            "刘洋",
            "九点去202，小雨一个人就杀了她，阿玲在就别杀，回屋",
            f"orders: [{_visit('21:00', '202', '李雨桐')}]",
            "别杀",
        ),
        (
            "赵强",
            "十点去207，阿玲一个人就干掉，有别人就先不动手，回房",
            f"orders: [{_visit('22:00', '207', '陈美玲')}]",
            "不动手",
        ),
        (
            "陈美玲",
            "9点去205，阿伟一个人就杀了他，不是一个人就不杀了，回自己房间",
            f"orders: [{_visit('21:00', '205', '张伟')}]",
            "不杀了",
        ),
        (
            "张伟",
            "10点去201，老王一个人就杀了他，小刘在的话就别动手，去娱乐室",
            f"orders: [{_visit('22:00', '201', '王建国', repr('204'))}]",
            "别动手",
        ),
    ],
)
def test_do_not_kill_after_a_condition_is_the_kills_otherwise_set_aside_and_said(
    who: str, message: str, expect: str, ignored: str
) -> None:
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert ignored in parsed.aside_line, parsed.said_back


@pytest.mark.parametrize("message", ["9点去207，别动手", "九点去202找小雨，有人就不动手，回自己房间"])
def test_do_not_kill_without_a_condition_or_a_kill_beside_it_is_still_refused(message: str) -> None:
    assert _refused("刘洋", message)
