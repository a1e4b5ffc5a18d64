"""Chinese follow-ups to one's own orders (issue 22, Chinese follow-up round of 3 December, night;
docs/PARSING.md, *Chinese follow-ups, the follow-up round*): a correction said after the orders
that finds what it changes by its time, its place or its words. Every phrasing here is written for
the test, not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强;
its window sees the lawn), 赵强 in 209, 周正 is an officer."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


@cases(
    [
        (
            "张伟",
            "9点去花园，10点去草坪。更正：是10点20，不是10点",
            _orders("21:00 go: garden", "22:20 go: lawn"),
        ),
        (
            "张伟",
            "九点去花园，十点去草坪\n纠正一下，应该是十点半不是十点",
            _orders("21:00 go: garden", "22:30 go: lawn"),
        ),
        ("张伟", "九点去花园，十点去草坪。不是花园，是204", _orders("21:00 go: 204", "22:00 go: lawn")),
        (
            "张伟",
            "8点半去草坪，10点回屋。不好意思，不是8点半而是8点40",
            _orders("20:40 go: lawn", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点去209杀赵强，十点回屋。打错了，王建国不是赵强",
            _orders("21:00 go: '209', kill: 王建国", "22:00 go: home"),
        ),
        (
            "张伟",
            "8点去草坪，9点回屋从窗户看。是门孔不是窗户哈",
            _orders("20:00 go: lawn", "21:00 go: home, peek: peephole"),
        ),
    ]
)
def test_x_not_y_after_the_orders_replaces_the_word_said_before(who: str, message: str, expect: str) -> None:
    # "it's X, not Y": Y is the word the orders said, X takes its place, wherever the order stands
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "9点去花园，10点去草坪。补充一下，十点那条改成回屋",
            _orders("21:00 go: garden", "22:00 go: home"),
        ),
        ("张伟", "9点去花园，10点去草坪。九点的那个换成去204", _orders("21:00 go: 204", "22:00 go: lawn")),
        (
            "张伟",
            "9点去花园，10点去草坪。把十点那条改成10点40吧",
            _orders("21:00 go: garden", "22:40 go: lawn"),
        ),
        ("张伟", "9点去花园，10点去草坪。10点改成10点50", _orders("21:00 go: garden", "22:50 go: lawn")),
        (
            "张伟",
            "9点半去草坪，10点回屋。刚才说的9点半去草坪改成9点40",
            _orders("21:40 go: lawn", "22:00 go: home"),
        ),
        (
            "张伟",
            "9点半去草坪，10点回屋。之前写的九点半去草坪改成九点四十去花园",
            _orders("21:40 go: garden", "22:00 go: home"),
        ),
        (
            "张伟",
            "9点去花园，10点去草坪。刚才说错了，草坪改成204",
            _orders("21:00 go: garden", "22:00 go: 204"),
        ),
        (
            "张伟",
            "8点去花园，9点回屋从门孔看。门孔那条改成窗户",
            _orders("20:00 go: garden", "21:00 go: home, peek: window"),
        ),
    ]
)
def test_a_change_naming_the_order_by_its_time_place_or_words_changes_that_order(
    who: str, message: str, expect: str
) -> None:
    # the order found by its time (十点那条), by a word said once (草坪), or by its words said again
    reads_as(who, message, expect)


def test_the_correction_is_said_on_the_ignored_line() -> None:
    from blackhorse.orders.gamemap import game_map
    from blackhorse.parsing import parse_message
    from tests.parsekit import CHAT_GAME

    parsed = parse_message(
        "9点去花园，10点去草坪。十点那条改成回屋", CHAT_GAME, 1, "张伟", game_map(CHAT_GAME)
    )
    assert parsed.ok and parsed.aside == ("去草坪", "十点那条改成回屋"), parsed.aside


@pytest.mark.parametrize(
    "message",
    [
        "9点去花园，10点去草坪。是11点不是9点半",  # 9点半 was never said
        "9点去花园，10点去草坪。是9点不是10点",  # two orders at nine: which?
        "9点去花园，9点半去花园，10点回屋。花园改成草坪",  # two gardens: which?
        "9点去花园，10点去草坪。八点那条改成回屋",  # no order at eight
        "9点去花园，10点去草坪。十点那条改成杀赵强",  # a kill is no order's whole
    ],
)
def test_a_correction_that_names_nothing_said_once_is_refused_at_its_words(message: str) -> None:
    assert any(p.kind == "change" for p in problems_of("张伟", message)), problems_of("张伟", message)


def test_a_time_before_a_change_into_a_look_is_still_a_switch_at_that_time() -> None:
    reads_as(
        "张伟",
        "8点回屋从窗户看，9点改成门孔",
        _orders("20:00 go: home, peek: window", "21:00 peek: peephole"),
    )


@cases(
    [
        (
            "张伟",
            "8点去草坪，9点去209找赵强，他不在就回屋。\n哦对了，找赵强那个是9点半",
            _orders("20:00 go: lawn", "21:30 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
        (
            "张伟",
            "8点去草坪，9点去花园，10点回屋。\n说错了，花园那条是9点20，9点先去204",
            _orders("20:00 go: lawn", "21:00 go: 204", "21:20 go: garden", "22:00 go: home"),
        ),
        (
            "张伟",
            "8点去草坪，9点去204，10点回屋。更正：不是9点去204，是9点40",
            _orders("20:00 go: lawn", "21:40 go: 204", "22:00 go: home"),
        ),
        (
            "张伟",
            "8点去草坪，9点去204，10点回屋。更正：去204那个改成9点50，不是9点",
            _orders("20:00 go: lawn", "21:50 go: 204", "22:00 go: home"),
        ),
    ]
)
def test_an_order_named_by_its_own_words_then_what_it_is_changes_that_order(
    who: str, message: str, expect: str
) -> None:
    # 找赵强那个是9点半: the order named by what it does (its place, its person), then its new time;
    # a clause after it (9点先去204) is an order of its own; "not 9" said after it must be its time
    reads_as(who, message, expect)


def test_the_time_said_replaced_must_be_the_orders_own() -> None:
    problems = problems_of("张伟", "8点去草坪，9点去204，10点回屋。更正：去204那个改成9点50，不是10点")
    assert any(p.kind == "change" for p in problems), problems


@cases(
    [
        ("张伟", "8点班去花园，10点回屋", _orders("20:30 go: garden", "22:00 go: home")),
        ("张伟", "九点伴去草坪", _orders("21:30 go: lawn")),
    ]
)
def test_half_typed_by_its_sound_after_a_time_is_half(who: str, message: str, expect: str) -> None:
    # 8点班 is 8点半 typed by its sound: the half hour, said on the echo (已更正), never 8:00
    reads_as(who, message, expect)


def test_a_word_of_its_own_after_a_time_is_not_half() -> None:
    reads_as("张伟", "8点搬去花园", _orders("20:00 go: garden"))  # 搬 "move": at eight


@cases(
    [
        (
            "张伟",
            "十点前只给李雨桐开门，别人敲了不理。9点去花园",
            "door: [李雨桐]\n" + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "十点前只对李雨桐开，其余的人来了都不理。9点去花园",
            "door: [李雨桐]\n" + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "十点前除了李雨桐，别人来敲门一律不给开。9点去花园",
            "door: [李雨桐]\n" + _orders("21:00 go: garden"),
        ),
    ]
)
def test_everyone_else_shut_out_after_a_door_for_some_is_that_rule(
    who: str, message: str, expect: str
) -> None:
    # after a door rule that names people, "the others: ignore them" is the same rule said again
    reads_as(who, message, expect)


def test_everyone_else_shut_out_with_nobody_named_is_still_refused() -> None:
    assert problems_of("张伟", "别人敲了不理。9点去花园")


@cases(
    [
        (
            "张伟",
            "10点前门只对李雨桐开。九点前看窗户，九点后看门孔",
            "door: [李雨桐]\n" + _orders("20:00 peek: window", "21:00 peek: peephole"),
        ),
        (
            "张伟",
            "十点前只给李雨桐开门，8点半以前从窗户看",
            "door: [李雨桐]\n" + _orders("20:00 peek: window", "20:30"),
        ),
    ]
)
def test_a_time_before_a_look_after_the_door_rule_is_the_looks(who: str, message: str, expect: str) -> None:
    # 九点前看窗户 after the door rule: the look from 20:00 until nine, not the door's own time
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "我琢磨了一下，赵强肯定会去草坪，所以我8点就去草坪等着，他要是一个人来我就动手，待到9点。9点回屋",
            _orders("20:00 go: lawn, kill: 赵强, if: alone", "21:00 go: home"),
        ),
        (
            "张伟",
            "王建国住201，他一般会下楼，所以8点半我去花园",
            _orders("20:30 go: garden"),
        ),
    ]
)
def test_what_another_does_said_before_so_is_the_reason(who: str, message: str, expect: str) -> None:
    # "X will surely go to the lawn, so ...": why, set aside; "he" after it is X
    reads_as(who, message, expect)


def test_he_after_a_reason_about_two_people_is_still_asked_about() -> None:
    message = "赵强和王建国都会去草坪，所以我8点去草坪，他一个人来我就动手"
    assert problems_of("张伟", message)


def test_a_heading_calling_the_plan_ones_thoughts_is_set_aside() -> None:
    reads_as("张伟", "说一下我今晚的想法哈。8点去花园", _orders("20:00 go: garden"))


@cases(
    [
        (
            "张伟",
            "8点去花园等赵强，他一个人来就杀了他，等到9点。没碰到的话9点回屋",
            _orders("20:00 go: garden, kill: 赵强, if: alone", "21:00 go: home"),
        ),
        (
            "张伟",
            "8点去草坪，碰到赵强一个人就动手。没遇到就9点20去花园",
            _orders("20:00 go: lawn, kill: 赵强, if: alone", "21:20 go: garden"),
        ),
    ]
)
def test_a_meeting_that_did_not_happen_before_the_next_orders_time_says_nothing_more(
    who: str, message: str, expect: str
) -> None:
    # the next order runs at its time whether the meeting happened or not
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "8点去草坪，9点回自己屋，进门就从猫眼盯走廊",
            _orders("20:00 go: lawn", "21:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "8点去草坪，9点回房，一进屋就看窗户",
            _orders("20:00 go: lawn", "21:00 go: home, peek: window"),
        ),
    ]
)
def test_coming_in_after_going_home_is_that_orders_arrival(who: str, message: str, expect: str) -> None:
    # 进门就: on coming in, what the going home does (as 到了就 says)
    reads_as(who, message, expect)


def test_coming_in_is_still_the_door_after_a_door_rule() -> None:
    reads_as("张伟", "十点前只让李雨桐进门，9点去花园", "door: [李雨桐]\n" + _orders("21:00 go: garden"))


@cases(
    [
        ("张伟", "9点去草坪，10点去花园，花园人太多了", _orders("21:00 go: lawn", "22:00 go: garden")),
        ("张伟", "草坪有点冷，9点去花园", _orders("21:00 go: garden")),
        ("张伟", "9点去草坪，那边很安静", _orders("21:00 go: lawn")),
    ]
)
def test_what_a_place_is_like_is_set_aside(who: str, message: str, expect: str) -> None:
    # 草坪太黑了: why, not where to go
    reads_as(who, message, expect)


def test_a_place_alone_in_its_clause_is_still_a_going() -> None:
    reads_as("张伟", "9点去草坪，10点花园", _orders("21:00 go: lawn", "22:00 go: garden"))


def test_other_times_written_with_it_is_other_times() -> None:
    message = "9点去花园，其它时间在房间看窗户"
    reads_as("张伟", message, _orders("20:00 go: home, peek: window", "21:00 go: garden"))


@cases(
    [
        ("张伟", "9点从楼梯下去到花园", _orders("21:00 go: garden")),
        ("张伟", "9点走楼梯下楼去草坪，10点顺着楼梯上去回房", _orders("21:00 go: lawn", "22:00 go: home")),
    ]
)
def test_the_stairs_with_no_side_on_the_way_down_name_no_route(who: str, message: str, expect: str) -> None:
    # every walk between the floors takes one of the stairs: "by the stairs" pins none
    reads_as(who, message, expect)


def test_a_side_of_the_stairs_is_still_the_route() -> None:
    reads_as("张伟", "9点从西楼梯下去到花园", _orders("21:00 go: garden, via: [west-stairs]"))


def test_the_stairs_with_no_way_down_or_up_are_still_asked_about() -> None:
    assert any("楼梯" in p.quote for p in problems_of("张伟", "9点从楼梯去花园"))


def test_a_forms_room_field_is_the_sender_signing() -> None:
    message = "【今晚行动】\n玩家：张伟\n房间：205\n第一时段（8:00-8:59）：8:30去花园\n开门设置：默认"
    reads_as("张伟", message, _orders("20:30 go: garden"))


def test_a_forms_room_field_with_more_than_a_number_is_read() -> None:
    assert problems_of("张伟", "【今晚行动】\n房间：205杀赵强\n第一时段（8:00-8:59）：8:30去花园")


@cases(
    [
        ("张伟", "9点去草坪，也就是说9点从房间出发去草坪", _orders("21:00 go: lawn")),
        ("张伟", "九点半去花园。意思是九点半到花园", _orders("21:30 go: garden")),
    ]
)
def test_an_order_said_again_after_that_is_is_the_same_order(who: str, message: str, expect: str) -> None:
    # 就是说 / 也就是: the order before, said again in other words, not a second order in its slot
    reads_as(who, message, expect)


def test_an_order_said_again_after_that_is_at_another_time_is_refused() -> None:
    problems = problems_of("张伟", "9点去草坪，就是9点10分去草坪")
    assert any(p.kind == "change" for p in problems), problems


@cases(
    [
        (
            "张伟",
            "俺八点搁屋里扒窗户瞅草坪，九点往后扒门孔瞅走廊",
            _orders("20:00 go: home, peek: window", "21:00 peek: peephole"),
        ),
        ("张伟", "老铁们 俺九点去花园唠嗑，十点回屋，完事儿", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_northeastern_words_are_read_as_the_mandarin_they_say(who: str, message: str, expect: str) -> None:
    # 俺 我, 搁 在, 瞅 看, 扒窗户 从窗户, 往后 以后, 唠嗑 聊天: read only in a message holding such a word
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九點半落花園行下，十點返屋企喺窗口睇住草坪",
            _orders("21:30 go: garden", "22:00 go: home, peek: window"),
        ),
    ]
)
def test_cantonese_going_down_and_home_are_read(who: str, message: str, expect: str) -> None:
    # 落花園: down to the garden; 返屋企: home; 窗口: the window
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "十点前除了赵强谁敲门都可以开，就他不行。9点去花园",
            "door: [Lily, Tom, 刘洋, 李雨桐, 王建国, 陈美玲, 周正, 孙明, Kate]\n"
            + _orders("21:00 go: garden"),
        ),
        (
            "张伟",
            "十点前除了赵强谁敲门都开，唯独赵强不行",
            "door: [Lily, Tom, 刘洋, 李雨桐, 王建国, 陈美玲, 周正, 孙明, Kate]\norders: []",
        ),
    ]
)
def test_the_one_left_out_of_an_open_door_said_again_is_that_rule(
    who: str, message: str, expect: str
) -> None:
    # 除了X谁都可以开，就她不行: the exception said twice
    reads_as(who, message, expect)


def test_someone_else_said_not_let_in_after_an_open_door_is_not_set_aside() -> None:
    assert problems_of("张伟", "十点前除了赵强谁敲门都开，刘洋不行")


def test_a_standing_kills_end_said_again_as_forget_it_is_set_aside() -> None:
    message = "十点前只要在哪遇到赵强一个人就动手，十点以后就算了。8点半去草坪"
    expect = _orders("20:30 go: lawn") + "\nstanding: [{kill: 赵强, if: alone, until: '22:00'}]"
    reads_as("张伟", message, expect)


def test_forget_it_at_another_time_than_the_kills_end_is_not_set_aside() -> None:
    assert problems_of("张伟", "十点前只要在哪遇到赵强一个人就动手，九点以后就算了。8点半去草坪")


@pytest.mark.parametrize(
    "message", ["9点去赵强的房间，从他的窗户看草坪", "9点去赵强他们房间，从他窗户看草坪"]
)
def test_her_window_in_her_room_is_refused_by_the_peeking_rule(message: str) -> None:
    # "his window" is the window of the room one is in: refused by its rule (one's own room or 204),
    # not at the pronoun
    assert any(p.kind == "rule:peek" for p in problems_of("张伟", message)), problems_of("张伟", message)


def test_two_places_in_one_slot_names_the_ten_minute_slot() -> None:
    problems = problems_of("张伟", "9点到9点10分，我要去花园也去草坪")
    assert any(p.kind == "two_places" and "10分钟" in p.text for p in problems), problems


def test_her_window_from_ones_own_room_is_still_refused_at_the_word() -> None:
    assert any("她" in p.quote for p in problems_of("张伟", "9点回房，从她的窗户看草坪"))


@cases(
    [
        (
            "张伟",
            "整晚在房间看门孔，只有9点到10点之间去花园，回来接着看门孔",
            _orders("20:00 go: home, peek: peephole", "21:00 go: garden", "22:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "9点半到10点之间去204，回来看门孔",
            _orders("21:30 go: 204", "22:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "如果在任何地方9点-10点碰到赵强单独一个人就杀了他",
            "standing: [{kill: 赵强, if: alone, from: '21:00', until: '22:00'}]",
        ),
    ]
)
def test_a_range_is_found_by_one_finder_in_every_shape(who: str, message: str, expect: str) -> None:
    # 9点到10点之间 after "only", 9点-10点 inside a standing kill: the same shapes of a range
    # (ranges.py) for the all-night order's exception, the coming back at its end, the kill's window
    reads_as(who, message, expect)


def test_he_after_a_reason_then_a_room_gone_to_is_not_the_reasons_person() -> None:
    # 他 after going to 209 may be the one who lives there: never taken from the reason set aside
    message = "王建国肯定会去草坪，所以我9点去209，他一个人就杀了他"
    parsed = problems_or_kill("张伟", message)
    assert parsed != "王建国", parsed


def problems_or_kill(who: str, message: str) -> str:
    from blackhorse.orders.gamemap import game_map
    from blackhorse.parsing import parse_message
    from tests.parsekit import CHAT_GAME

    parsed = parse_message(message, CHAT_GAME, 1, who, game_map(CHAT_GAME))
    if parsed.sheet is None:
        return "refused"
    return next((str(o.action.kill) for o in parsed.sheet.orders if o.action.kill), "none")


@cases(
    [
        (
            "张伟",
            "8点在屋里看窗户，8点半换门孔，9点再换回窗户",
            _orders("20:00 go: home, peek: window", "20:30 peek: peephole", "21:00 peek: window"),
        ),
        (
            "张伟",
            "8点在屋里看窗户，8点半换门孔，9点切回窗户，就这样每隔半个小时换一下到10点",
            _orders(
                "20:00 go: home, peek: window",
                "20:30 peek: peephole",
                "21:00 peek: window",
                "21:30 peek: peephole",
                "22:00",
            ),
        ),
    ]
)
def test_switching_back_to_a_look_is_that_look_not_going_home(who: str, message: str, expect: str) -> None:
    # 换回窗户: back to the window; every half hour after it, the same switch on
    reads_as(who, message, expect)


def test_going_back_is_still_going_home() -> None:
    reads_as(
        "张伟", "8点去花园，9点回窗户那边看", _orders("20:00 go: garden", "21:00 go: home, peek: window")
    )


@cases(
    [
        ("张伟", "在204待着，8点到11点都在那，从窗户看花园", _orders("20:00 go: 204, peek: window")),
        ("张伟", "在花园，整晚一直在那儿", _orders("20:00 go: garden")),
    ]
)
def test_a_place_said_first_and_its_time_with_there_after_it(who: str, message: str, expect: str) -> None:
    # 在204待着，8点到11点都在那: the time is the place's, as 8点到11点在204待着 says it
    reads_as(who, message, expect)


def test_the_roommate_said_not_to_count_in_a_door_bracket_is_a_remark() -> None:
    # 刘洋 shares 201 with 王建国: a roommate always gets in, so "(he doesn't count)" changes nothing
    message = "十点前只让赵强进，其他人不开（王建国是我室友不算）。9点去花园"
    reads_as("刘洋", message, "door: [赵强]\n" + _orders("21:00 go: garden"))


def test_the_roommate_not_counting_with_no_roommate_is_asked_about() -> None:
    assert any(
        p.kind == "no_roommate" for p in problems_of("张伟", "十点前只给赵强开门，室友不算。9点去花园")
    )
