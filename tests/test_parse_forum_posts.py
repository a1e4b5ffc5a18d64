"""Orders as a forum's players post them (issue 22, round eight; docs/PARSING.md, *A forum's posts
(issue 22, round eight)*): an outline's numbers (``1.1``) and its headings, rules cited beside the
orders (``按规则五.12``, "rule 5.7"), a comma before "or" between two failures, and what one watches
for ("see who's there") ending where a case opens.

The cast is the chat corpus's (tests/parsing/chat): Lily and 陈美玲 live in 207, Tom in 203, 赵强
in 209 (his targets: Lily, 陈美玲)."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_KILL_LILY_ELSE_HOME = "orders: [{at: '21:00', go: '207', kill: Lily, if: alone, else: {go: home}}]"


@cases(
    [
        ("Tom", "1.1 8:00 去花园\n1.2 9:00 回房", _orders("20:00 go: garden", "21:00 go: home")),
        ("Tom", "1.1. 八点去草坪\n1.2. 九点半回家", _orders("20:00 go: lawn", "21:30 go: home")),
        ("Tom", "2.1 8:30 去204\n2.2 9:10 去花园", _orders("20:30 go: '204'", "21:10 go: garden")),
        ("Tom", "1.1 8.30 去花园\n1.2 9.10 回家", _orders("20:30 go: garden", "21:10 go: home")),
        ("Tom", "3.2.1 十点去草坪", _orders("22:00 go: lawn")),
    ]
)
def test_an_outlines_numbers_are_a_lists_numbers(who: str, message: str, expect: str) -> None:
    # 1.1 / 2.3. / 3.2.1 at a line's start number the lines; one digit after each dot, so 8.30
    # stays a time (they were read as the hours 1 and 2 of the morning and refused)
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "1 行程\n1.1 8:00 去花园\n2 门禁\n2.1 谁都不开",
            "door: closed\n" + _orders("20:00 go: garden"),
        ),
        (
            "Tom",
            "1 时间表\n1.1 9点去草坪\n2 门\n2.1 只给Lily开",
            "door: [Lily]\n" + _orders("21:00 go: lawn"),
        ),
        (
            "Tom",
            "1 安排\n1.1 9点去204\n1.2 10点回房\n2 备注\n2.1 门照常开",
            _orders("21:00 go: '204'", "22:00 go: home"),
        ),
    ]
)
def test_an_outlines_heading_that_names_a_part_is_set_aside(who: str, message: str, expect: str) -> None:
    # "2 门" over "2.1 …": the heading's number is the outline's, its name says what the lines
    # below are about, and is said back as set aside
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.aside, "the heading must be said back as set aside"


def test_a_bare_number_with_no_outline_below_is_still_refused() -> None:
    # without a 2.1 under it, "2 门" is no heading: a 2 o'clock or a count, not guessed
    assert problems_of("Tom", "2 门\n9点去花园")


@cases(
    [
        ("Tom", "8点去花园（按规则五.3）", _orders("20:00 go: garden")),
        ("Tom", "按五.12，10点以后去204", _orders("22:00 go: '204'")),
        ("Tom", "9点去草坪 (rule 5.7)", _orders("21:00 go: lawn")),
        ("Tom", "at 9 go to the lawn (see rules 5.2)", _orders("21:00 go: lawn")),
        (
            "赵强",
            "9点去207，Lily一个人在就杀了她（依规则五.7）",
            "orders: [{at: '21:00', go: '207', kill: Lily, if: alone}]",
        ),
        ("Tom", "9点去204（根据规则五.3(1)）", _orders("21:00 go: '204'")),
    ]
)
def test_a_rule_cited_beside_an_order_is_set_aside(who: str, message: str, expect: str) -> None:
    # which rule the player means is no order: said back as set aside, the orders read as ever
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert any("5." in a or "五." in a for a in parsed.aside), parsed.aside


def test_a_chapter_numeral_before_a_clock_word_is_still_a_time() -> None:
    # 五点 is five o'clock (not in the night: refused), never a rule cited
    assert problems_of("Tom", "五点去花园")
    # 九.30 is half past nine typed with a dot (not read), never a rule cited and set aside
    assert problems_of("Tom", "8点去204，九.30去花园")
    reads_as("Tom", "九点十分去花园", _orders("21:10 go: garden"))


@cases(
    [
        ("赵强", "9点去207，Lily一个人就杀了她；如果不是一个人，或者她不在，就回房", _KILL_LILY_ELSE_HOME),
        ("赵强", "9点去207，Lily一个人就杀了她；她不在，或者没人开门，就回房", _KILL_LILY_ELSE_HOME),
        ("赵强", "9点去207，Lily一个人就杀了她，有别人，或者没人开门，就回房", _KILL_LILY_ELSE_HOME),
    ]
)
def test_a_comma_before_or_between_two_failures_parts_the_cases(who: str, message: str, expect: str) -> None:
    # the comma parts the cases one "otherwise" covers, as 或者 alone does (it was "or not guessed")
    reads_as(who, message, expect)


def test_an_or_between_two_orders_after_a_comma_is_still_refused() -> None:
    # a comma before 或者 between two places is a choice left open, as ever
    assert problems_of("Tom", "9点去花园，或者去草坪")


@cases(
    [
        (
            "Lily",
            "10 oclock knock on 203 see whos there if no one opens go to the lawn",
            "orders: [{at: '22:00', go: '203', else: {go: lawn}}]",
        ),
        (
            "Lily",
            "at 9 knock on 203 see who is there if nobody opens go home",
            "orders: [{at: '21:00', go: '203', else: {go: home}}]",
        ),
    ]
)
def test_what_one_watches_for_ends_where_a_case_opens(who: str, message: str, expect: str) -> None:
    # "see whos there" is what one knocks for; "if no one opens go to the lawn" is the knock's
    # alternative: it was set aside with the watch (a misread: the alternative lost)
    reads_as(who, message, expect)


def test_a_place_after_see_who_is_never_set_aside_with_it() -> None:
    # "to see who goes to 205" may be where the sender goes: not set aside unsaid
    parsed = parse_message("at 9 go to the garden to see who goes to 205", CHAT, 1, "Lily", game_map(CHAT))
    assert not any("205" in a for a in parsed.aside)


@cases(
    [
        (
            "李雨桐",
            "八点伊始，凭窗望园。九时出户，漫步草坪。十时归舍，卧而不窥。",
            _orders("20:00 peek: window", "21:00 go: lawn", "22:00 go: home"),
        ),
        (
            "赵强",
            "九点四十，往访二〇七。若Lily独处，即取其命；否则归舍。",
            "orders: [{at: '21:40', go: '207', kill: Lily, if: alone, else: {go: home}}]",
        ),
        ("李雨桐", "九点造访Tom，十点归舍。", _orders("21:00 go: '203'", "22:00 go: home")),
        ("李雨桐", "今夜足不出户，门孔观廊。", _orders("20:00 peek: peephole")),
        ("李雨桐", "吾九时信步花园，十时返舍静坐。", _orders("21:00 go: garden", "22:00 go: home")),
        (
            "赵强",
            "八点二十，移步花园。园中若遇Lily独行，一刀了之。",
            "orders: [{at: '20:20', go: garden, kill: Lily, if: alone}]",
        ),
    ]
)
def test_a_literary_register_is_read_as_the_plain_words_it_says(who: str, message: str, expect: str) -> None:
    # 归舍 is 回房, 往访 / 造访 a visit, 漫步 / 信步 before a place a going, 凭窗望园 a look at the garden
    # from the window, 取其命 / 一刀了之 the kill, 独处 / 独行 alone, 今夜 tonight (they were unknown)
    reads_as(who, message, expect)


def test_a_literary_look_at_what_is_no_place_is_still_refused() -> None:
    # 望 is a look only before a place the windows see: "望Tom" is not guessed
    assert problems_of("李雨桐", "九点望Tom。")


@cases(
    [
        (
            "赵强",
            "9点去花园，碰到Lily，周围没人，就杀了她",
            "orders: [{at: '21:00', go: garden, kill: Lily, if: alone}]",
        ),
        (
            "赵强",
            "八点二十，移步花园。园中若遇Lily，四下无人，一刀了之。",
            "orders: [{at: '20:20', go: garden, kill: Lily, if: alone}]",
        ),
        (
            "赵强",
            "9点去花园，碰到Lily一个人，旁边没有别人，就杀了她",
            "orders: [{at: '21:00', go: garden, kill: Lily, if: alone}]",
        ),
    ]
)
def test_nobody_about_said_after_meeting_someone_is_that_person_alone(
    who: str, message: str, expect: str
) -> None:
    # "nobody about" as a clause of its own after a meeting is the meeting's "alone"
    reads_as(who, message, expect)


def test_nobody_about_said_after_the_kill_is_still_refused() -> None:
    # after the kill it is no condition of it: not guessed
    assert problems_of("赵强", "9点去花园，碰到Lily就杀了她，周围没人")


def test_two_orders_for_one_slot_are_refused_naming_the_rule() -> None:
    zh = problems_of("Tom", "9点去花园\n9点去草坪")
    en = problems_of("Tom", "at 9 go to the garden\nat 9 go to the lawn")
    assert "五.2" in str(zh[0]) and "同一时段" in str(zh[0])
    assert "五.2" in str(en[0]) and "one order per 10-minute slot" in str(en[0])


@cases(
    [
        ("Tom", "按规则五.5的格式交作业：\n8点去花园", _orders("20:00 go: garden")),
        ("Tom", "常设指令（五.7第三种写法）：\n9点去草坪", _orders("21:00 go: lawn")),
        ("Tom", "依五.7最后那种写法：9点去草坪", _orders("21:00 go: lawn")),
        ("Tom", "来交作业了～ 9点去草坪，10点回房", _orders("21:00 go: lawn", "22:00 go: home")),
        ("Tom", "补交一下\n9点去草坪", _orders("21:00 go: lawn")),
        ("Tom", "其他安排：8:10去花园", _orders("20:10 go: garden")),
    ]
)
def test_what_a_post_says_of_itself_is_set_aside(who: str, message: str, expect: str) -> None:
    # the format a rule asks for (五.5的格式, 五.7第三种写法), "handing in homework", "other plans:"
    # say what the post is, not what to do
    reads_as(who, message, expect)


@cases(
    [
        (
            "Tom",
            "前面两个时段都在屋里待着，10:40去花园",
            "orders: [{at: '20:00', go: home}, {at: '22:00'}, {at: '22:40', go: garden}]",
        ),
        ("Tom", "后面的两个时段在204待着", "orders: [{at: '21:00', go: '204'}]"),
    ]
)
def test_the_first_two_periods_said_with_mian(who: str, message: str, expect: str) -> None:
    # 前面两个时段 / 后面的两个时段 are the first / last two hours, as 前两个时段 is
    reads_as(who, message, expect)


@cases(
    [
        ("Tom", "第二时段（9:00-9:59）\n9:00 去204", _orders("21:00 go: '204'")),
        (
            "Tom",
            "2. 第二时段（9:00-9:59）\n2.1 9:00 去204\n2.2 9:40 回房",
            _orders("21:00 go: '204'", "21:40 go: home"),
        ),
        ("Tom", "第三时段（10:00-10:59）\n在204待着", _orders("22:00 go: '204'")),
    ]
)
def test_a_periods_heading_on_a_line_of_its_own_heads_the_lines_below(
    who: str, message: str, expect: str
) -> None:
    # with no colon, its hours in brackets are the period's own; a line below with its own time
    # says when, and the heading alone is said back as set aside (-9:59 was "a word not used")
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "9:00 出门，就在走廊上站着，盯着205的门，站到9:30",
        "九点站在楼梯上，瞅着谁上楼下楼咕噜咕噜",
        "at 9 I'll wait on the east stairs and eyeball whoever comes up zzyzx",
    ],
)
def test_a_stop_in_the_corridor_in_a_message_refused_for_words_names_the_rule(message: str) -> None:
    # refused at a word the reader does not take, the player still hears rule 八 first: fixing
    # the word alone would only lead to the rule
    problems = problems_of("Tom", message)
    assert problems and ("八" in str(problems[0])), [str(p) for p in problems]


def test_a_going_through_the_stairs_is_no_stop() -> None:
    # 走东楼梯下去花园: the stairs on the way, not a stop: no rule 八 said of it
    problems = problems_of("Tom", "9点走东楼梯下去花园，10点qwrtz回房")
    assert not any("八" in str(p) for p in problems)


@pytest.mark.parametrize(
    "message",
    [
        "9:00 去203，借Tom房间的窗户看草坪",
        "9点去203，借用他的窗户看看草坪",
        "at 9 go to 203 and borrow Tom's window to watch the lawn",
    ],
)
def test_a_window_borrowed_in_someone_elses_room_is_refused_by_the_rule(message: str) -> None:
    # 借 / 借用 / "borrow" a window is using it: from another's room, refused by seed 五.3(1) (it was
    # refused at 借, an unknown word)
    problems = problems_of("李雨桐", message)
    assert any("202" in str(p) and "203" in str(p) for p in problems), [str(p) for p in problems]


@cases(
    [
        (
            "Tom",
            "8:40走东楼梯去花园（别走西边 西边下去离赵强那屋太近了hhh）",
            "orders: [{at: '20:40', go: garden, via: [east-stairs]}]",
        ),
        (
            "Tom",
            "8:20 去草坪，走东楼梯下去（西边那条不想走，理由保密）",
            "orders: [{at: '20:20', go: lawn, via: [east-stairs]}]",
        ),
        (
            "Tom",
            "8:50 去花园，走西楼梯，不走东楼梯",
            "orders: [{at: '20:50', go: garden, via: [west-stairs]}]",
        ),
        ("Tom", "9点走西楼梯去草坪，避开东楼梯", "orders: [{at: '21:00', go: lawn, via: [west-stairs]}]"),
    ]
)
def test_a_staircase_avoided_beside_the_other_taken_is_set_aside(who: str, message: str, expect: str) -> None:
    # with the other staircase taken, "not the west stairs" says nothing more; a bracket it opens is
    # the reason for the route (it was refused at the negation)
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.aside, "the avoided staircase must be said back as set aside"


@pytest.mark.parametrize(
    "message",
    ["8:50 去花园，不走东楼梯", "8:50 去花园，走西楼梯（别走东边，东边9点有人）"],
)
def test_a_staircase_avoided_with_none_taken_or_a_reason_holding_an_order_is_still_refused(
    message: str,
) -> None:
    # no staircase taken: whether the going needs the stairs is not guessed; a time in the reason
    # may be an order
    assert problems_of("Tom", message)


@cases(
    [
        ("Tom", "at 9 I go to the garden. Merci beaucoup!", _orders("21:00 go: garden")),
        ("Tom", "Bonsoir GM, at 9 the lawn. Voilà, merci!", _orders("21:00 go: lawn")),
        ("Tom", "9pm garden, danke schön", _orders("21:00 go: garden")),
        ("Tom", "9pm garden. Gracias, buenas noches", _orders("21:00 go: garden")),
    ]
)
def test_thanks_and_greetings_in_another_language_are_set_aside(who: str, message: str, expect: str) -> None:
    # a French, German or Spanish speaker's courtesies around English orders say nothing (merci was
    # refused as a slip of "merc", a kill, once the kill's slang grew)
    reads_as(who, message, expect)
