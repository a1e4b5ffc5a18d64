"""Chinese verbs in their forms, and the words around them (issue 22, Chinese vocabulary;
docs/PARSING.md, *Chinese verbs in their forms*): one-character forms of the verbs of meeting,
staying and strolling, looks reduplicated and where one stands to look, the door said as people
say it, the garden's other names. Each class has five paraphrases of its own and the refusals
that must stay.

The cast is the chat corpus's (tests/parsing/chat): 王建国 and 刘洋 share 201 (window: the
lawn), 李雨桐 202 (window: the garden), Tom 203, 张伟 205 (targets 王建国 and 赵强), 赵强 209."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

INN = game_map(CHAT)


_KILL_ZHAO = _orders("21:00 go: '209', kill: 赵强, if: alone")


def _refused(who: str, message: str) -> list[str]:
    return [p.quote for p in problems_of(who, message)]


@cases(
    [
        ("张伟", "9点去209，碰赵强一个人就杀了他", _KILL_ZHAO),
        ("张伟", "9点去209，遇赵强一个人就杀了他", _KILL_ZHAO),
        ("张伟", "9点去209，要是撞赵强一个人就干掉他", _KILL_ZHAO),
        ("张伟", "9点去209，万一碰赵强单独在就杀了他", _KILL_ZHAO),
        ("张伟", "九点去209，要是遇赵强单独一个人，就杀了他", _KILL_ZHAO),
        ("张伟", "今晚碰赵强一个人就杀了他", "standing: [{kill: 赵强, if: alone}]"),
    ]
)
def test_meeting_said_with_one_character_is_meeting(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "9点蹲花园，10点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("李雨桐", "9点守草坪，10点回来", _orders("21:00 go: lawn", "22:00 go: home")),
        ("李雨桐", "9点躲花园里，10点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("李雨桐", "8点守窗户，9点守猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "整晚窝屋里守窗户", _orders("20:00 go: home, peek: window")),
        ("李雨桐", "9点蹲草坪那儿，10点回屋", _orders("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_staying_said_with_one_character_is_staying(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "8点逛花园，9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点溜草坪，9点回来", _orders("20:00 go: lawn", "21:00 go: home")),
        ("李雨桐", "八点晃草坪，九点回屋", _orders("20:00 go: lawn", "21:00 go: home")),
        (
            "李雨桐",
            "8点到8点50在花园逛，然后回来看猫眼",
            _orders("20:00 go: garden", "20:50 go: home, peek: peephole"),
        ),
        ("李雨桐", "9点半逛草坪，10点回来", _orders("21:30 go: lawn", "22:00 go: home")),
        ("李雨桐", "9点去趟花园，10点回屋", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_a_stroll_before_its_place_is_going_there(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "8点瞅瞅窗外，9点去草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
        ("李雨桐", "8点望望窗外，9点去草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
        ("李雨桐", "8点瞄瞄猫眼，9点去草坪", _orders("20:00 peek: peephole", "21:00 go: lawn")),
        ("李雨桐", "8点盯一盯猫眼，9点去草坪", _orders("20:00 peek: peephole", "21:00 go: lawn")),
        ("李雨桐", "8点瞅了瞅窗外，9点去草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
        ("李雨桐", "8点在窗户边看，9点去草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
        ("李雨桐", "8点在窗户前看着，9点去草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
        ("李雨桐", "8点在猫眼那看，9点去草坪", _orders("20:00 peek: peephole", "21:00 go: lawn")),
        ("李雨桐", "全程在窗户边盯花园", _orders("20:00 peek: window")),
        ("李雨桐", "整晚在窗台那儿看着", _orders("20:00 peek: window")),
        ("李雨桐", "10点起从猫眼看到底", _orders("22:00 peek: peephole")),
    ]
)
def test_a_look_reduplicated_or_where_one_stands_to_look_is_the_look(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


_SHUT = "door: closed\n" + _orders("20:00 go: home")


@cases(
    [
        ("李雨桐", "整晚待在屋里，谁敲门我都不开", _SHUT),
        ("李雨桐", "整晚待在屋里，门对谁都不开", _SHUT),
        ("李雨桐", "整晚待在屋里，门对所有人都关着", _SHUT),
        ("李雨桐", "整晚待在屋里，把门锁了", _SHUT),
        ("李雨桐", "整晚待在屋里，任何人敲门一律不开", _SHUT),
        ("李雨桐", "整晚待在屋里，谁来我都开门", "door: open\norders: [{at: '20:00', go: home}]"),
        ("李雨桐", "整晚看猫眼，有人来敲门就开", "door: open\norders: [{at: '20:00', peek: peephole}]"),
        (
            "李雨桐",
            "只给张伟开门，其他人敲门一律不开。整晚在屋里",
            "door: [张伟]\norders: [{at: '20:00', go: home}]",
        ),
    ]
)
def test_the_door_said_as_people_say_it_is_the_door_rule(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "8点去园子，9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点到园子里转转，9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点在园子待着，9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点去后花园，9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "9点去209串串门，10点回屋", _orders("21:00 go: '209'", "22:00 go: home")),
        ("李雨桐", "9点去207串一下门，10点回屋", _orders("21:00 go: '207'", "22:00 go: home")),
        ("李雨桐", "9点去209串个门，10点回屋", _orders("21:00 go: '209'", "22:00 go: home")),
    ]
)
def test_the_gardens_other_names_and_a_visit_split_are_read(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "我不出门，整晚看猫眼", _orders("20:00 peek: peephole")),
        ("李雨桐", "不出门了，整晚从窗户看", _orders("20:00 peek: window")),
        ("李雨桐", "晚上不出门了，整晚看猫眼", _orders("20:00 peek: peephole")),
        ("李雨桐", "我先待在屋里，整晚盯着猫眼", _orders("20:00 go: home, peek: peephole")),
        ("Tom", "I'm staying in. All night I watch through the peephole", _orders("20:00 peek: peephole")),
    ]
)
def test_staying_in_then_an_all_night_look_keeps_the_look(who: str, message: str, expect: str) -> None:
    """It was read as staying without the look: the 20:00 order took the night's place only."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "quote"),
    [
        ("李雨桐", "8点逛，9点回屋", "逛"),  # a stroll with no place: where?
        ("张伟", "9点去209，别碰赵强", "别"),  # a negation is never read past
        ("张伟", "9点碰碰运气", "运气"),  # whom one meets is asked about, never set aside
        ("李雨桐", "8点守着走廊", "守着走廊"),  # staying in the corridor is still the rule's refusal
    ],
)
def test_what_the_short_forms_do_not_read_is_still_refused(who: str, message: str, quote: str) -> None:
    assert any(quote in q for q in _refused(who, message))


def _kill_or(place: str) -> str:
    return f"orders: [{{at: '21:00', go: '209', kill: 赵强, if: alone, else: {{go: {place}}}}}]"


@cases(
    [
        ("张伟", "9点去209，赵强一个人就杀了他，开不了门或者他不是一个人，就去草坪", _kill_or("lawn")),
        ("张伟", "9点去209，如果赵强一个人，弄死他；门不开或者有别人在，就去草坪", _kill_or("lawn")),
        ("张伟", "9点去209，赵强单独在的话就杀，他不是一个人或者不开门就回来", _kill_or("home")),
        ("张伟", "九点去209，赵强一个人就杀；不开门、赵强不在、或者有别人在，都去花园", _kill_or("garden")),
        ("张伟", "9点去209，要是赵强一个人就动手，要是门不开或者他不是一个人，就去草坪", _kill_or("lawn")),
        (
            "张伟",
            "9点去209找赵强，他不在或者不开门就回来",
            "orders: [{at: '21:00', go: '209', if: {present: 赵强}, else: {go: home}}]",
        ),
    ]
)
def test_failures_joined_by_or_are_one_otherwise(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去209，赵强一个人就杀他，门没开的话去204，不是一个人的话也去204", _kill_or("'204'")),
        ("张伟", "9点去209 赵强一个人就杀 没开门就回 不是一个人也回", _kill_or("home")),
        ("张伟", "9点去209，赵强一个人就杀，没开门就回来，有别人也回来", _kill_or("home")),
        ("张伟", "9点去209，赵强一个人就杀了他，有人就去草坪，不开门也去草坪", _kill_or("lawn")),
        ("张伟", "9点去209，赵强一个人就杀了他，他不在就去花园，有别人在也去花园", _kill_or("garden")),
    ]
)
def test_another_failure_with_the_same_alternative_is_said_once(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "quote"),
    [
        (
            "张伟",
            "9点去209，赵强一个人就杀了他，不开门或者他在，就去草坪",
            "或者",
        ),  # "or he is there": no failure
        ("张伟", "9点去花园或者草坪", "或者"),  # an open choice of places
    ],
)
def test_an_or_between_a_failure_and_something_else_is_still_not_guessed(
    who: str, message: str, quote: str
) -> None:
    assert any(quote in q for q in _refused(who, message))


_STANDING_ZHAO = "standing: [{kill: 赵强, if: alone}]"


@cases(
    [
        ("张伟", "晚上碰到赵强一个人就杀了他", _STANDING_ZHAO),
        ("张伟", "晚上只要遇到赵强一个人就干掉他", _STANDING_ZHAO),
        ("张伟", "晚上要是碰到赵强一个人就杀了他", _STANDING_ZHAO),
        ("张伟", "晚上撞见赵强一个人就干掉他", _STANDING_ZHAO),
        ("张伟", "晚上见到赵强单独在就杀了他", _STANDING_ZHAO),
        (
            "张伟",
            "晚上我在屋里看猫眼，9点去花园",
            _orders("20:00 go: home, peek: peephole", "21:00 go: garden"),
        ),
    ]
)
def test_the_evening_said_as_wanshang_is_tonight(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "不管在哪,只要碰到赵强一个人就杀", _STANDING_ZHAO),
        ("张伟", "无论在哪里，只要遇到赵强一个人就杀了他", _STANDING_ZHAO),
        ("张伟", "不管在哪只要碰到赵强一个人就杀", _STANDING_ZHAO),
        ("张伟", "今晚只要见到赵强一个人就杀，在哪都算", _STANDING_ZHAO),
        ("张伟", "今晚碰到赵强一个人就杀了他，在哪都行", _STANDING_ZHAO),
    ]
)
def test_wherever_said_before_if_or_after_the_kill_is_the_standing_kill(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


_ALWAYS_ZHAO = _orders("21:00 go: '209', kill: 赵强, if: always")


@cases(
    [
        ("张伟", "9点去209，有人在也杀了赵强", _ALWAYS_ZHAO),
        ("张伟", "9点去209，杀了赵强，有人在也无所谓", _ALWAYS_ZHAO),
        ("张伟", "9点去209，有人看见也无所谓，杀了赵强", _ALWAYS_ZHAO),
        ("张伟", "9点去209，赵强在就杀，旁边有人也杀", _ALWAYS_ZHAO),
        ("张伟", "9点去209，碰到赵强就杀（有人看见也无所谓）", _ALWAYS_ZHAO),
        ("张伟", "9点去209，找到赵强就杀，身边有人都杀", _ALWAYS_ZHAO),
    ]
)
def test_even_if_someone_is_there_is_whoever_is_around(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "整晚不管在哪碰到赵强一个人，就干掉他。人就在房里从窗户看",
            "orders: [{at: '20:00', go: home, peek: window}]\n" + _STANDING_ZHAO,
        ),
        (
            "张伟",
            "整晚不管在哪碰到赵强一个人，就干掉他。在房里看猫眼",
            "orders: [{at: '20:00', go: home, peek: peephole}]\n" + _STANDING_ZHAO,
        ),
        (
            "张伟",
            "今晚8点到11点，任何地方碰到赵强一个人都杀了。人先在房里看猫眼，9点去204",
            _orders("20:00 go: home, peek: peephole", "21:00 go: '204'") + "\n" + _STANDING_ZHAO,
        ),
        (
            "张伟",
            "这三个小时里无论在哪碰到赵强一个人都杀了他。在屋里从窗户看",
            "orders: [{at: '20:00', go: home, peek: window}]\n" + _STANDING_ZHAO,
        ),
        (
            "张伟",
            "整晚在任何地方碰到赵强一个人就干掉他。待在屋里看猫眼",
            "orders: [{at: '20:00', go: home, peek: peephole}]\n" + _STANDING_ZHAO,
        ),
    ]
)
def test_the_nights_orders_go_on_after_a_standing_kill_for_the_whole_night(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去赵强他们屋，10点回", _orders("21:00 go: '209'", "22:00 go: home")),
        ("张伟", "9点去赵强住的房间，10点回", _orders("21:00 go: '209'", "22:00 go: home")),
        ("张伟", "9点去赵强住的屋，10点回", _orders("21:00 go: '209'", "22:00 go: home")),
        ("张伟", "9点去赵强他们那儿，10点回", _orders("21:00 go: '209'", "22:00 go: home")),
        ("张伟", "9点40去赵强他们屋(209)，10点回", _orders("21:40 go: '209'", "22:00 go: home")),
    ]
)
def test_whose_room_said_with_tamen_or_zhu_de_is_their_room(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "九点一到就去花园，十点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "8点一到就看猫眼，9点去花园", _orders("20:00 peek: peephole", "21:00 go: garden")),
        ("张伟", "9点去花园，十点一到就回屋", _orders("21:00 go: garden", "22:00 go: home")),
        (
            "张伟",
            "9点半去209，如果赵强一个人，搞定他。不管成不成，10点10分回来",
            _orders("21:30 go: '209', kill: 赵强, if: alone", "22:10 go: home"),
        ),
        (
            "张伟",
            "9点半去209，赵强一个人就杀了他，不管得没得手，10点回屋",
            _orders("21:30 go: '209', kill: 赵强, if: alone", "22:00 go: home"),
        ),
        (
            "张伟",
            "8点看猫眼，9点去草坪，10点回屋又看猫眼",
            _orders("20:00 peek: peephole", "21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_as_soon_as_either_way_and_again_are_read(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "quote"),
    [
        ("张伟", "9点去他们屋", "们屋"),  # whose room? nobody named
        ("张伟", "9点去209，有人在就杀了赵强", "有人在"),  # someone there, kill: no order file holds it
        (
            "张伟",
            "晚上8点去草坪，9点从猫眼看草坪",
            "草坪",
        ),  # the time after 晚上 is the order's own: the view is checked
    ],
)
def test_what_the_colloquial_shapes_do_not_read_is_still_refused(who: str, message: str, quote: str) -> None:
    assert any(quote in q for q in _refused(who, message))


@cases(
    [
        ("张伟", "10点前谁敲门都别开，除了Tom。9点去花园", "door: [Tom]\n" + _orders("21:00 go: garden")),
        ("张伟", "谁敲门都不开，除了Tom和Lily", "door: [Tom, Lily]"),
        ("张伟", "10点前谁来都不开门，除了王建国", "door: [王建国]"),
        ("张伟", "门对谁都不开，除了Tom", "door: [Tom]"),
        ("张伟", "一律不开门，除了Tom", "door: [Tom]"),
    ]
)
def test_the_door_shut_except_someone_said_after_it_is_the_door_only_for_them(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "门别给Tom开，其他人都可以进",
        "不给Tom开门，别人都开",
        "别给Tom开门，其他人都能进来",
        "别让Tom进，别的人都让进",
        "不让Tom进来，其余的人都可以进来",
    ],
)
def test_everyone_else_let_in_after_someone_refused_is_the_same_door_rule(message: str) -> None:
    """Said after "not Tom", "everyone else may come in" restates the rule: the door of
    "别给Tom开门" (everyone who may knock but Tom), not a second rule."""
    parsed, plain = (parse_message(m, CHAT, 1, "张伟", INN) for m in (message, "别给Tom开门"))
    assert parsed.problems == () and parsed.sheet is not None and plain.sheet is not None
    assert parsed.sheet.door == plain.sheet.door and "Tom" not in parsed.sheet.door


@pytest.mark.parametrize(
    ("message", "aside"),
    [
        ("在？9点去花园", "在"),
        ("在么？9点去花园", "在么"),
        ("巡房：8点去201，9点回屋", "巡房"),
        ("查房：8点去207，9点回屋", "查房"),
        ("9点去花园。收到请回复，谢谢", "收到请回复"),
        ("9点去花园，啥也不干，10点回屋", "啥也不干"),  # said whole since round eighteen
    ],
)
def test_a_chat_opening_a_heading_or_nothing_at_all_is_set_aside_and_said(message: str, aside: str) -> None:
    parsed = parse_message(message, CHAT, 1, "张伟", INN)
    assert parsed.problems == () and aside in parsed.aside, (parsed.problems, parsed.aside)


def _kill_at(at: str, other: str | None = None) -> str:
    otherwise = f", else: {{go: {other}}}" if other else ""
    return f"orders: [{{at: '{at}', go: '209', kill: 赵强, if: alone{otherwise}}}]"


@cases(
    [
        ("张伟", "9点40去209，如果赵强在、而且屋里没别人，就动手；否则回去", _kill_at("21:40", "home")),
        ("张伟", "9点40去209，如果赵强在而且屋里没别人，就动手；否则回去", _kill_at("21:40", "home")),
        ("张伟", "9点40去209，如果赵强在、而且没别人，就动手；否则回去", _kill_at("21:40", "home")),
        ("张伟", "9点40去209，如果屋里没别人，就杀了赵强；否则回去", _kill_at("21:40", "home")),
        ("张伟", "9点40去209，赵强在，屋里没别人的话就动手", _kill_at("21:40")),
    ]
)
def test_someone_there_and_nobody_else_in_the_room_is_them_alone(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "我去草坪待着，从9点40到10点20，然后回屋", _orders("21:40 go: lawn", "22:20 go: home")),
        ("张伟", "去花园待着，9点到10点", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "去花园，从9点到10点，然后回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "去花园了，9点", _orders("21:00 go: garden")),
        ("张伟", "去草坪呆着，从10点到10点半", _orders("22:00 go: lawn", "22:30 go: home")),
    ]
)
def test_a_time_said_after_staying_or_with_from_is_the_orders_time(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "去209找赵强，赵强一个人就杀了他，否则回来。时间：9点40", _kill_at("21:40", "home")),
        ("张伟", "去花园。时间：9点", _orders("21:00 go: garden")),
        ("张伟", "去草坪待着。时间：10点", _orders("22:00 go: lawn")),
        ("张伟", "敲赵强的门，他一个人就杀了他。时间：9点40", _kill_at("21:40")),
        ("张伟", "去209，赵强一个人就杀了他。时间:十点", _kill_at("22:00")),
    ]
)
def test_the_time_given_as_a_label_at_the_end_is_the_orders_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("去花园。时间：9点。8点看窗户", "9点"),  # the label with another time: whose time?
        ("先去花园，从9点", "9点"),  # 先 says the start of the night: 9点 is another order's
    ],
)
def test_a_time_after_its_order_that_could_be_another_orders_is_not_guessed(message: str, quote: str) -> None:
    assert any(quote in q for q in _refused("张伟", message))


@cases(
    [
        ("张伟", "今晚碰到赵强，只要他一个人就杀了他", _STANDING_ZHAO),
        ("张伟", "今晚遇见赵强只要他是一个人就杀", _STANDING_ZHAO),
        ("张伟", "整晚遇到赵强，如果他一个人就杀", _STANDING_ZHAO),
        ("张伟", "今晚碰到赵强，要是他一个人就干掉他", _STANDING_ZHAO),
        ("张伟", "晚上遇到赵强，只要他是一个人就动手", _STANDING_ZHAO),
    ]
)
def test_the_one_met_then_if_he_is_alone_is_meeting_him_alone(who: str, message: str, expect: str) -> None:
    """It was read as a kill at 20:00 where the sender stands, not all night wherever: a misread."""
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点去209，屋里只有赵强的话就杀掉他，不然回屋", _kill_or("home")),
        ("张伟", "9点去209，如果那里只有赵强，就杀了他", _kill_at("21:00")),
        ("张伟", "9点去209，屋里只有赵强就杀了他", _kill_at("21:00")),
        ("张伟", "9点去209，要是房间里只有赵强，就干掉他", _kill_at("21:00")),
        ("张伟", "9点去209，那儿只有赵强的话就杀了他", _kill_at("21:00")),
        ("张伟", "9点去209敲门，赵强开门并且就他一个人的话就杀，否则回", _kill_or("home")),
        ("张伟", "9点去找赵强，他开门并且就他一个人的话就杀", _kill_at("21:00")),
    ]
)
def test_only_him_in_the_room_or_opening_and_alone_is_him_alone(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "9点出去，去草坪", _orders("21:00 go: lawn")),
        ("张伟", "9点出去透透气，去花园转转，10点回", _orders("21:00 go: garden", "22:00 go: home")),
        (
            "张伟",
            "8点先在屋里待一会儿，9点出去溜达一下，去花园，10点回来睡觉",
            _orders("20:00 go: home", "21:00 go: garden", "22:00 go: home"),
        ),
        ("张伟", "9点10分往草坪那边走，9点40往回走", _orders("21:10 go: lawn", "21:40 go: home")),
        ("张伟", "9点顺着西楼梯下到花园", _orders("21:00 go: garden, via: [west-stairs]")),
        ("张伟", "8点在屋里，从窗户往外瞅一瞅", _orders("20:00 go: home, peek: window")),
        ("张伟", "9点守在猫眼后面", _orders("21:00 peek: peephole")),
        ("张伟", "今晚门锁死，谁也别进", "door: closed"),
        ("张伟", "今晚赵强落单的话，在哪都杀了他", _STANDING_ZHAO),
    ]
)
def test_going_out_heading_back_along_and_more_words_of_a_class(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("屋里只有王建国和Tom的话就回来", "只有"),  # it was read as the door only for them
        ("9点出去", "去"),  # going out, and nowhere said
    ],
)
def test_only_two_in_the_room_or_going_out_alone_is_refused(message: str, quote: str) -> None:
    assert any(quote in q for q in _refused("张伟", message))


@cases(
    [
        ("张伟", "9点去209，要是赵强自己在屋里就杀了，有别人就算了，回屋", _kill_or("home")),
        ("张伟", "9点去209，赵强自己在就杀了他", _kill_at("21:00")),
        ("张伟", "9点去209，赵强自己在屋里的话就杀了他", _kill_at("21:00")),
        ("张伟", "9点去209，如果赵强自个儿在那儿，就干掉他", _kill_at("21:00")),
        ("张伟", "9点去找赵强，他自己在屋里就杀了他", _kill_at("21:00")),
    ]
)
def test_by_himself_said_with_ziji_is_him_alone(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "9点到10点去草坪遛遛，之后回房看猫眼",
            _orders("21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
        ("张伟", "9点去草坪溜一溜，10点回", _orders("21:00 go: lawn", "22:00 go: home")),
        ("张伟", "9点去花园遛一遛，10点回", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "9点去赵强那里串串门，他一个人就动手", _kill_at("21:00")),
        ("张伟", "9点去赵强屋串个门，10点回", _orders("21:00 go: '209'", "22:00 go: home")),
        ("张伟", "今晚谁敲门都不理", "door: closed"),
        ("张伟", "谁来我都不搭理", "door: closed"),
    ]
)
def test_a_stroll_reduplicated_a_visit_at_their_place_and_not_answering(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚就蹲草坪了：8点过去，一直待到10点半再回来",
            _orders("20:00 go: lawn", "22:30 go: home"),
        ),
        ("张伟", "今晚去花园：9点过去，10点回来", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "草坪：9点过去", _orders("21:00 go: lawn")),
        ("张伟", "今晚就蹲草坪了：8点过去，9点去花园", _orders("20:00 go: lawn", "21:00 go: garden")),
        ("张伟", "今晚守花园，9点过去，10点回", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_the_place_said_first_then_the_time_and_over_there_is_going_there(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "今晚全程呆在自己房间 不偷看 啥也不干 就睡觉💤",
        "整晚在屋里 什么也不做",
        "整晚在屋里 啥都不干了 10点前不开门",
        "9点去花园 别的不动",
        "9点去花园 其他都不做了 10点回屋",
    ],
)
def test_nothing_else_said_between_spaces_is_set_aside_and_said(message: str) -> None:
    """A chat separates its clauses by spaces as often as by commas."""
    parsed = parse_message(message, CHAT, 1, "张伟", INN)
    assert parsed.problems == () and parsed.aside, (parsed.problems, parsed.aside)


def test_nothing_else_about_a_kill_between_spaces_is_still_refused() -> None:
    assert _refused("张伟", "整晚在屋里 啥也不杀")
