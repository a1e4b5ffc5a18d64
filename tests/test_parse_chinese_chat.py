"""Chinese orders as players type them on phones (issue 22, Chinese chat; docs/PARSING.md,
*Chinese typed on phones*): times said every way, words typed in pinyin when the input method
failed, plans said as not done, "first ... then ...". Each class has five paraphrases of its own
and the refusals that must stay.

The cast is the chat corpus's (tests/parsing/chat): 李雨桐 lives in 202 (window: the garden),
王建国 and 刘洋 share 201, 张伟 is in 205 (targets 王建国 and 赵强), 赵强 in 209."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

INN = game_map(CHAT)


def _refused(who: str, message: str) -> list[str]:
    return [p.quote for p in problems_of(who, message)]


def _set_aside(who: str, message: str) -> str:
    """The echo's last line: what the reader set aside."""
    parsed = parse_message(message, CHAT, 1, who, INN)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return parsed.said_back[-1]


_WINDOW_TILL_10 = _orders("20:00 peek: window", "22:00")
_WINDOW_PEEPHOLE_STOP = _orders("20:00 peek: window", "21:00 peek: peephole", "22:00")
_WINDOW_THEN_GARDEN = _orders("20:00 peek: window", "21:00 go: garden")


@cases(
    [
        ("李雨桐", "8点起一直看窗户看到10点", _WINDOW_TILL_10),
        ("李雨桐", "8点开始看窗户看到9点，然后去花园", _WINDOW_THEN_GARDEN),
        ("李雨桐", "8点看窗户，看到9点，9点去花园", _WINDOW_THEN_GARDEN),
        ("李雨桐", "8点从窗户看花园看到十点", _WINDOW_TILL_10),
        ("李雨桐", "8点看窗户，看到最后", _orders("20:00 peek: window")),
        ("李雨桐", "8点看猫眼，盯到结束", _orders("20:00 peek: peephole")),
        ("李雨桐", "9点回屋看猫眼看到最后", _orders("21:00 go: home, peek: peephole")),
        ("李雨桐", "9点起一直盯猫眼，盯到最后", _orders("21:00 peek: peephole")),
    ]
)
def test_a_look_said_again_with_its_end_is_that_look_going_on(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "八到九点看窗户，九到十点看猫眼", _WINDOW_PEEPHOLE_STOP),
        ("李雨桐", "八至九点看窗户", _orders("20:00 peek: window", "21:00")),
        ("李雨桐", "九到十点去花园", _orders("21:00 go: garden", "22:00 go: home")),
        ("李雨桐", "十到十一点看猫眼", _orders("22:00 peek: peephole")),
        ("李雨桐", "20-21点看窗户 21-22点看猫眼", _WINDOW_PEEPHOLE_STOP),
        ("李雨桐", "二十到二十一点看窗户", _orders("20:00 peek: window", "21:00")),
    ]
)
def test_the_first_hour_of_a_range_said_without_its_dian_is_that_hour(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "时段一去花园，时段二回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "一时段看窗户，二时段看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "时段3看猫眼", _orders("22:00 peek: peephole")),
        ("李雨桐", "8点半整去花园，9点10分整回屋", _orders("20:30 go: garden", "21:10 go: home")),
        ("李雨桐", "10点过后去花园", _orders("22:00 go: garden")),
        ("李雨桐", "８点半整去花园，十点过后回屋", _orders("20:30 go: garden", "22:00 go: home")),
    ]
)
def test_periods_said_back_to_front_and_on_the_dot(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "8点qu花园，9点hui房间", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点 qu huayuan 9点 hui fangjian", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "8点kan chuanghu，9点kan mao yan", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "8点guangguang花园，9点huilai", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "9点qu caoping zhuanzhuan，10点回屋", _orders("21:00 go: lawn", "22:00 go: home")),
        ("张伟", "9点去209，赵强一个人就sha了他", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("李雨桐", "8点 kan 窗户 9点 qu 草坪", _orders("20:00 peek: window", "21:00 go: lawn")),
    ]
)
def test_chinese_words_typed_in_pinyin_are_those_words(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("8点qu xiaoxi，9点回屋", "xiaoxi"),  # no word of the class: refused at the word
        ("8点 bu qu 花园，9点回屋", "bu"),  # a negation is never in the class
        ("8点qu花园，ruguo刘洋一个人就杀了他", "ruguo"),  # nor a condition
        ("8点 paobu 去花园", "paobu"),
        ("8点去花园，jiudian回屋", "jiudian"),  # nor a time
    ],
)
def test_other_pinyin_is_refused_at_the_word(message: str, quote: str) -> None:
    assert quote in _refused("李雨桐", message)


def test_a_message_with_pinyin_in_it_is_read_and_said_back_in_chinese() -> None:
    parsed = parse_message("8点 qu 花园 9点 hui fangjian", CHAT, 1, "李雨桐", INN)
    assert parsed.lang == "zh" and parsed.echo[0].startswith("8:00 去花园"), parsed.echo


@cases(
    [
        ("李雨桐", "8点看窗户，不去花园了，9点看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "8点看窗户 不去花园了 9点看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "花园不去了，8点看窗户", _orders("20:00 peek: window")),
        ("李雨桐", "别去草坪，整晚看猫眼", _orders("20:00 peek: peephole")),
        ("李雨桐", "今晚不想去花园了，8点看窗户", _orders("20:00 peek: window")),
        ("李雨桐", "9点去花园，不回屋了", _orders("21:00 go: garden")),
        (
            "李雨桐",
            "今晚不杀人 就8点半去草坪聊天 9点半回屋看猫眼",
            _orders("20:30 go: lawn", "21:30 go: home, peek: peephole"),
        ),
        ("李雨桐", "这轮先不动手，8点看窗户", _orders("20:00 peek: window")),
        ("李雨桐", "不杀了，8点看窗户，9点看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "今晚不干活，8点看窗户", _orders("20:00 peek: window")),
    ]
)
def test_a_plan_said_as_not_done_is_set_aside(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


def test_a_plan_said_as_not_done_is_said_on_the_set_aside_line() -> None:
    assert "不去花园了" in _set_aside("李雨桐", "8点看窗户，不去花园了，9点看猫眼")
    assert "今晚不杀人" in _set_aside("李雨桐", "今晚不杀人，8点看窗户")


@pytest.mark.parametrize(
    "message",
    [
        "8点去花园，不去花园了",  # taking the order back? never guessed
        "不去花园了，9点去花园",
        "今晚不杀人，9点去209杀王建国",
        "9点不去花园，8点看窗户",  # a time: what then at 9?
        "不杀王建国，9点去201杀了他",  # someone named, then "him" killed: which is meant?
        "王建国不杀，9点去201碰到王建国就杀",  # named again in a kill
        "不去花园了，10点回屋，9点花园",  # the garden gone to after all (looked at, it is no going: round 28)
    ],
)
def test_a_plan_said_as_not_done_that_the_message_says_otherwise_is_refused(message: str) -> None:
    _refused("李雨桐", message)


@cases(
    [
        ("李雨桐", "别出门，整晚看猫眼", _orders("20:00 peek: peephole")),
        ("李雨桐", "不要出门，8点看窗户", _orders("20:00 peek: window")),
        ("李雨桐", "今晚不打算出门了", _orders("20:00")),
        ("李雨桐", "我哪儿都不去了，8点看窗户", _orders("20:00 peek: window")),
        ("李雨桐", "什么地方都不去，9点看猫眼", _orders("20:00", "21:00 peek: peephole")),
        ("李雨桐", "就别出去了 8点看窗户 9点看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
    ]
)
def test_not_going_out_said_as_dont_is_staying(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        ("李雨桐", "先去花园，然后9点回屋", _orders("20:00 go: garden", "21:00 go: home")),
        ("李雨桐", "先看窗户，然后9点看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "先从猫眼看，然后9点去草坪", _orders("20:00 peek: peephole", "21:00 go: lawn")),
        ("李雨桐", "先去花园 9点再回屋看猫眼", _orders("20:00 go: garden", "21:00 go: home, peek: peephole")),
        (
            "李雨桐",
            "先在屋里看窗户，然后9点去花园，最后10点回屋",
            _orders("20:00 go: home, peek: window", "21:00 go: garden", "22:00 go: home"),
        ),
        ("李雨桐", "先去草坪溜达一下，接着9点半回来", _orders("20:00 go: lawn", "21:30 go: home")),
    ]
)
def test_first_then_a_time_starts_the_night_then_the_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["去花园，然后9点回屋", "去花园 9点再回屋"])
def test_an_order_without_a_time_or_first_is_still_refused(message: str) -> None:
    _refused("李雨桐", message)


_ZHAO_MET = "standing: [{kill: 赵强, if: alone}]"


@cases(
    [
        ("李雨桐", "就在屋里看窗户看一整晚", _orders("20:00 go: home, peek: window")),
        ("李雨桐", "8点起看猫眼看一整晚", _orders("20:00 peek: peephole")),
        ("李雨桐", "整晚就盯着猫眼盯一整晚", _orders("20:00 peek: peephole")),
        ("李雨桐", "我在屋里看窗户看整晚", _orders("20:00 go: home, peek: window")),
        ("李雨桐", "就在屋里看窗户看一晚上", _orders("20:00 go: home, peek: window")),
    ]
)
def test_a_look_said_again_for_the_whole_night_is_that_look(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "今晚就不出门了 门孔看到10点 10点后看窗",
            _orders("20:00 peek: peephole", "22:00 peek: window"),
        ),
        ("李雨桐", "窗户看到9点 9点后看猫眼", _orders("20:00 peek: window", "21:00 peek: peephole")),
        ("李雨桐", "8点看猫眼看到9点 9点以后看窗户", _orders("20:00 peek: peephole", "21:00 peek: window")),
        ("李雨桐", "看窗户到10点 10点以后看猫眼", _orders("20:00 peek: window", "22:00 peek: peephole")),
        # the next order in the slot right after the look's end: it holds on (round twenty-five)
        ("李雨桐", "8点看窗户到9点 9点10分去花园", _orders("20:00 peek: window", "21:10 go: garden")),
    ]
)
def test_an_hour_right_after_an_hour_is_no_minute(who: str, message: str, expect: str) -> None:
    """``看到10点 10点后``: the second 10 was read as the first's minutes (22:10)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "8点到8点20看窗户 8点20到8点40看猫眼 然后就待着啥也不看了",
            _orders("20:00 peek: window", "20:20 peek: peephole", "20:40"),
        ),
        ("李雨桐", "8点到9点看猫眼 然后啥也不看了", _orders("20:00 peek: peephole", "21:00")),
        ("李雨桐", "8点到8点半看窗户，然后就不看了", _orders("20:00 peek: window", "20:30")),
        ("李雨桐", "8点到9点看窗户 然后就坐着啥也不看了", _orders("20:00 peek: window", "21:00")),
        ("李雨桐", "8点半到9点看猫眼 然后不看了 就待着", _orders("20:30 peek: peephole", "21:00")),
    ]
)
def test_no_more_looking_after_a_range_is_the_order_at_its_end(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "先看猫眼 八点四十去草坪 十点整回房间",
            _orders("20:00 peek: peephole", "20:40 go: lawn", "22:00 go: home"),
        ),
        (
            "李雨桐",
            "先看窗户 9点去花园 10点回屋",
            _orders("20:00 peek: window", "21:00 go: garden", "22:00 go: home"),
        ),
        (
            "李雨桐",
            "先在屋里看猫眼 九点半去草坪",
            _orders("20:00 go: home, peek: peephole", "21:30 go: lawn"),
        ),
        (
            "李雨桐",
            "先从窗户看 9点10分去草坪 10点回来",
            _orders("20:00 peek: window", "21:10 go: lawn", "22:00 go: home"),
        ),
        ("李雨桐", "先盯着猫眼 8点50去花园", _orders("20:00 peek: peephole", "20:50 go: garden")),
    ]
)
def test_first_then_a_time_before_the_next_order_is_that_orders(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "李雨桐",
            "9点去草坪，走东楼梯下去，10点回屋",
            _orders("21:00 go: lawn, via: [east-stairs]", "22:00 go: home"),
        ),
        (
            "李雨桐",
            "9点去花园，走西楼梯，10点回屋",
            _orders("21:00 go: garden, via: [west-stairs]", "22:00 go: home"),
        ),
        (
            "李雨桐",
            "9点半去花园，走西楼梯下去，10点半回房",
            _orders("21:30 go: garden, via: [west-stairs]", "22:30 go: home"),
        ),
        (
            "李雨桐",
            "9点去草坪，走东楼梯，10点回屋看猫眼",
            _orders("21:00 go: lawn, via: [east-stairs]", "22:00 go: home, peek: peephole"),
        ),
        (
            "李雨桐",
            "八点去花园，走西楼梯下去，九点回来",
            _orders("20:00 go: garden, via: [west-stairs]", "21:00 go: home"),
        ),
    ]
)
def test_a_route_said_after_a_going_is_that_goings(who: str, message: str, expect: str) -> None:
    """It was given to the next order (10:00 经东楼梯回自己房间): a misread."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "只要在任何地方碰到赵强一个人就杀。我10点去草坪",
            f"{_orders('22:00 go: lawn')}\n{_ZHAO_MET}",
        ),
        (
            "张伟",
            "今晚无论在哪，碰见赵强一个人就杀。9点去花园",
            f"{_orders('21:00 go: garden')}\n{_ZHAO_MET}",
        ),
        (
            "张伟",
            "整晚在任何地方只要碰到赵强一个人就杀，9点去花园",
            f"{_orders('21:00 go: garden')}\n{_ZHAO_MET}",
        ),
        (
            "张伟",
            "今晚不管在哪儿，看到赵强一个人就杀了他，8点去草坪",
            f"{_orders('20:00 go: lawn')}\n{_ZHAO_MET}",
        ),
        (
            "张伟",
            "无论在哪里，遇到赵强一个人就动手，9点去花园",
            f"{_orders('21:00 go: garden')}\n{_ZHAO_MET}",
        ),
    ]
)
def test_wherever_said_before_the_meeting_is_the_standing_kill(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


_KILL_ZHAO_THERE = "{at: '22:00', go: '209', kill: 赵强, if: always"


@cases(
    [
        (
            "张伟",
            "10点去209，赵强在就杀，旁边有没有人都无所谓，不在就回屋",
            f"orders: [{_KILL_ZHAO_THERE}, else: {{go: home}}}}]",
        ),
        (
            "张伟",
            "10点去209，赵强在就杀，有没有人都一样，不在就回屋",
            f"orders: [{_KILL_ZHAO_THERE}, else: {{go: home}}}}]",
        ),
        ("张伟", "10点去209，赵强在就杀，身边有人没人都无所谓", f"orders: [{_KILL_ZHAO_THERE}}}]"),
        (
            "张伟",
            "10点去209，赵强在就杀，屋里有没有别人都没关系，不在就回屋",
            f"orders: [{_KILL_ZHAO_THERE}, else: {{go: home}}}}]",
        ),
        ("张伟", "10点去209，赵强在就杀他，周围有没有人都行", f"orders: [{_KILL_ZHAO_THERE}}}]"),
    ]
)
def test_whoever_is_around_said_as_all_the_same(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message",
    [
        "快10点的时候去花园",  # "nearly 10": it was read as 10:00
        "将近9点去花园",
        "接近十点回屋",
        "快要10点去花园",
        "快到9点半去草坪",
        "碰到赵强一个人就杀，9点半以后就不管了。8点去花园",  # a time in it: never set aside
    ],
)
def test_a_time_said_as_nearly_is_refused(message: str) -> None:
    _refused("张伟", message)
