"""Chinese, round eight: at work (issue 22; docs/PARSING.md, *Chinese, round eight: at work*): the
classes the development sets parse25 and dev24b (colleagues' work chats) showed, each said in words
written for the test, not copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

# -- a kill said in an office's register ---------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "21:00 前往209，如赵强独自一人，则对赵强执行击杀",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "九点去209，若赵强一人在房内，则将其予以击杀。",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "9点到209，要是赵强就一个人，对他实施刺杀",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "8点去花园。今晚不论在何处遇见王建国独自一人，一律击杀",
            _orders("20:00 go: garden") + "\nstanding: [{kill: 王建国, if: alone}]",
        ),
        (
            "张伟",
            "20:00-23:00 期间，如在任何地点遇到赵强，不论周围是否有人，立即击杀。8点去草坪",
            _orders("20:00 go: lawn") + "\nstanding: [{kill: 赵强, if: always}]",
        ),
    ]
)
def test_a_kill_said_in_an_office_register_is_that_kill(who: str, message: str, expect: str) -> None:
    # 对 / 将 before the person is 把; 执行击杀, 予以击杀, 实施刺杀 are the kill; "at any location",
    # "whether or not anyone is around" are anywhere and whoever is around
    reads_as(who, message, expect)


def test_dui_before_no_kill_is_still_refused() -> None:
    for message in (
        "9点去209，对赵强说几句话",  # 对 before a person, no kill: what does one do to him?
        "9点对面的房间",  # 对面: which place?
    ):
        assert problems_of("张伟", message), message


# -- nobody answering, and the condition not met, said formally -----------------------------------


@cases(
    [
        (
            "张伟",
            "20:20 前往209拜访赵强，如无人应答，则前往花园",
            _orders("20:20 go: '209', else: {go: garden}"),
        ),
        (
            "张伟",
            "8点20去209找赵强，敲门没人应的话就去草坪",
            _orders("20:20 go: '209', else: {go: lawn}"),
        ),
        (
            "张伟",
            "21:00 前往209，若赵强一人在，则击杀；若条件不成立，则返回本人房间",
            _orders("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "21:00 去209，赵强一个人就杀了他，不满足上述条件的话就去204",
            _orders("21:00 go: '209', kill: 赵强, if: alone, else: {go: '204'}"),
        ),
    ]
)
def test_nobody_answering_and_the_condition_not_met_said_formally_are_the_otherwise(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_nobody_answering_before_no_order_is_still_refused() -> None:
    # "if nobody answers" with no visit before it: who would answer?
    assert problems_of("张伟", "9点去花园，如无人应答，则去草坪")


# -- the door said as a field of a form or a list ----------------------------------------------------


@cases(
    [
        ("张伟", "8点去花园\n房门：开放", "door: open\n" + _orders("20:00 go: garden")),
        ("张伟", "8点去花园\n门：关闭", "door: closed\n" + _orders("20:00 go: garden")),
        ("张伟", "8点去花园\n房门：今晚锁着。", "door: closed\n" + _orders("20:00 go: garden")),
        ("张伟", "8点去花园\n开门设置（10点前）：关", "door: closed\n" + _orders("20:00 go: garden")),
        ("张伟", "8点去花园。门：今晚十点以前谁都不开", "door: closed\n" + _orders("20:00 go: garden")),
        ("张伟", "8点去花园\n房门：今晚不对任何人开放", "door: closed\n" + _orders("20:00 go: garden")),
        (
            "张伟",
            "8点去花园\n房门设置：只允许李雨桐、Tom进门",
            "door: [李雨桐, Tom]\n" + _orders("20:00 go: garden"),
        ),
        ("张伟", "8点去花园。仅准许刘洋进来", "door: [刘洋]\n" + _orders("20:00 go: garden")),
    ]
)
def test_the_door_said_as_a_field_of_a_form_is_that_door_rule(who: str, message: str, expect: str) -> None:
    # a door line's value that is only the door's state, 今晚 after the label, and "only allow X in"
    reads_as(who, message, expect)


def test_a_door_field_saying_more_than_its_state_is_still_read_as_before() -> None:
    for message in (
        "8点去花园\n门：开放给张三",  # someone the game does not have
        "8点去花园\n门：关闭门孔",  # the peephole is no door
    ):
        assert problems_of("张伟", message), message


# -- the message kept confidential ---------------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "今晚行动（仅供主持人查阅，请勿转发）：8点去花园",
            _orders("20:00 go: garden"),
        ),
        ("张伟", "8点去草坪。务必保密，千万别外传", _orders("20:00 go: lawn")),
        ("张伟", "只供GM过目：9点去204", _orders("21:00 go: '204'")),
    ]
)
def test_the_message_kept_confidential_is_set_aside(who: str, message: str, expect: str) -> None:
    # about the message, not the orders: set aside and said
    reads_as(who, message, expect)


def test_a_negation_beside_the_confidential_words_is_still_refused() -> None:
    assert problems_of("张伟", "8点去草坪。请勿开门")  # a door said with 勿: which door rule?


# -- one's own room said by its number, then as the room ----------------------------------------


@cases(
    [
        ("张伟", "10点返回205，在房间休息", _orders("22:00 go: home")),
        ("张伟", "10点回205，在屋里看猫眼", _orders("22:00 go: home, peek: peephole")),
        ("张伟", "22:00 回自己房间205，在房间里待着", _orders("22:00 go: home")),
    ]
)
def test_ones_own_room_said_by_its_number_then_as_the_room_is_one_place(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_another_room_then_the_room_is_still_two_places() -> None:
    for message in ("10点回205，在209休息", "10点去花园，在房间休息", "10点去209，在房间里待着"):
        assert problems_of("张伟", message), message


# -- Shanghainese: 了 / 勒 for 在, 转去 / 回转来 for going back -------------------------------------------


@cases(
    [
        ("张伟", "阿拉今朝夜里八点钟蹲了房间里看窗口", _orders("20:00 go: home, peek: window")),
        ("张伟", "阿拉八点钟勒草坪浪兜兜，九点钟转去", _orders("20:00 go: lawn", "21:00 go: home")),
        (
            "张伟",
            "阿拉九点钟去花园，九点半回转来，从窗口外头看",
            _orders("21:00 go: garden", "21:30 go: home, peek: window"),
        ),
        (
            "张伟",
            "阿拉今朝夜里不管了啥地方碰着赵强一家头，就做脱伊",
            "standing: [{kill: 赵强, if: alone}]",
        ),
        ("张伟", "阿拉九点去了204，十点钟转去自家房间困觉", _orders("21:00 go: '204'", "22:00 go: home")),
    ]
)
def test_shanghainese_at_and_going_back_read_as_the_mandarin_they_say(
    who: str, message: str, expect: str
) -> None:
    # 了 / 勒 before a place is 辣 (在); 去了204 stays "went to 204"; 转去 / 回转来 are going back;
    # 啥地方 is 什么地方
    reads_as(who, message, expect)


def test_shanghainese_not_going_back_is_still_refused() -> None:
    assert problems_of("张伟", "阿拉九点勿转去")  # a negation stays a negation


# -- the window said with what lies outside it -----------------------------------------------------


@cases(
    [
        ("张伟", "8点在房间里朝窗口外面看", _orders("20:00 go: home, peek: window")),
        ("张伟", "8点在屋里往窗子外边看", _orders("20:00 go: home, peek: window")),
        ("张伟", "八点房间里向窗外头看看", _orders("20:00 go: home, peek: window")),
    ]
)
def test_looking_out_of_the_window_said_with_outside_is_the_window(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


# -- the orders sent again, said formally ----------------------------------------------------------


@cases(
    [
        ("张伟", "重新提交今晚行动，烦请以此版本为准：\n1）8点去花园", _orders("20:00 go: garden")),
        ("张伟", "再次提交一下今晚的安排，以最新版本为准。9点去204", _orders("21:00 go: '204'")),
        ("张伟", "更正一下刚才发的：\n8点去草坪", _orders("20:00 go: lawn")),
    ]
)
def test_the_orders_sent_again_said_formally_replace_the_last_ones(
    who: str, message: str, expect: str
) -> None:
    # before any order it can only be about an earlier message: the orders after it are the orders
    reads_as(who, message, expect)


def test_sent_again_said_after_an_order_is_still_refused() -> None:
    assert problems_of("张伟", "8点去花园。重新提交今晚行动")  # which orders does it replace?


# -- a remark about the day, the closing offer, "done" said last ----------------------------------------


@cases(
    [
        ("张伟", "今天加班到吐，晚上简单点：8点去花园", _orders("20:00 go: garden")),
        ("张伟", "白天忙到飞起。8点去草坪", _orders("20:00 go: lawn")),
        ("张伟", "8点去花园。如有不妥之处请指正", _orders("20:00 go: garden")),
        ("张伟", "8点去花园，10点回房间。\n搞定！！！", _orders("20:00 go: garden", "22:00 go: home")),
        ("张伟", "8点去草坪\n搞定啦～", _orders("20:00 go: lawn")),
    ]
)
def test_a_remark_about_the_day_the_closing_offer_and_done_said_last_are_set_aside(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_done_after_naming_someone_stays_the_kill() -> None:
    # after a visit it is the kill of the one visited, as before (never dropped)
    reads_as("张伟", "9点去209找赵强。搞定！", _orders("21:00 go: '209', kill: 赵强"))
    assert problems_of("张伟", "8点去花园。搞定刘洋")  # not his target: refused by the rule


# -- pseudo-code: stay(), goto(), sleep(), !present(), while(true) ------------------------------------


@cases(
    [
        ("张伟", "while(true) { stay(205); peek(猫眼); }", _orders("20:00 go: home, peek: peephole")),
        (
            "张伟",
            "20:00 stay(205); peek(window)\n21:00 goto(花园)\n22:00 sleep()",
            _orders("20:00 go: home, peek: window", "21:00 go: garden", "22:00 go: home"),
        ),
        (
            "张伟",
            "21:00 goto 209\n  if (!present(刘洋)) kill(赵强)",
            _orders("21:00 go: '209', kill: 赵强, if: {absent: 刘洋}"),
        ),
    ]
)
def test_pseudo_code_calls_of_staying_going_sleeping_and_presence_are_read(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_a_loop_over_anything_but_the_whole_night_is_still_refused() -> None:
    assert problems_of("张伟", "20:00 goto 花园\nwhile(x) { stay(205) }")
