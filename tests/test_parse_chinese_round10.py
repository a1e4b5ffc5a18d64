"""Chinese, round ten (issue 22, strangers and a league; docs/PARSING.md, *Chinese, round ten: strangers
and a league*): the classes the tuning sets parse29 (a league's WeChat veterans and newcomers: Cantonese,
Sichuanese, a programmer, terse rows) and parse30 (Douban / Tieba strangers: 小红书, 东北, 繁體, a
literary writer, an engineer's numbered steps) showed, each said in words written for the test, not
copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (its window sees the lawn; targets
王建国 and 赵强), 王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202; 孙明 is
police."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.castof import cast_of
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_ALL_NIGHT_ZHAO = "standing: [{kill: 赵强, if: alone}]"

# -- a kill said as dealing with someone ----------------------------------------------------------


@cases(
    [
        (
            "张伟",
            "九点半去209，赵强要是一个人就把他收拾了，不然就回屋",
            _orders("21:30 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        ("张伟", "十点去草坪 赵强落单的话直接整", _orders("22:00 go: lawn, kill: 赵强, if: alone")),
        ("张伟", "今晚在哪撞见赵强落单都直接拿下", "orders: []\n" + _ALL_NIGHT_ZHAO),
        ("张伟", "9点去209 看到赵强单独在就整他", _orders("21:00 go: '209', kill: 赵强, if: alone")),
        ("张伟", "8点半去草坪，王建国一个人就把他料理了", _orders("20:30 go: lawn, kill: 王建国, if: alone")),
    ]
)
def test_a_kill_said_as_dealing_with_someone_is_the_kill(who: str, message: str, expect: str) -> None:
    # 收拾 / 料理 before him or closing with 了, 整 before him or after 就 / 直接, 拿下 after 就 / 都
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "10点整回房间 从窗户看草坪", _orders("22:00 go: home, peek: window")),
        ("张伟", "整晚在房间看门孔", _orders("20:00 go: home, peek: peephole")),
        ("张伟", "9点去草坪收拾一下东西", _orders("21:00 go: lawn")),
    ]
)
def test_the_hour_sharp_the_whole_night_and_tidying_up_are_no_kill(
    who: str, message: str, expect: str
) -> None:
    # 整 after a time (10点整) or before 晚 is never the Northeast's kill; 收拾 before a thing is tidying
    reads_as(who, message, expect)


# -- doing nothing, said whole ----------------------------------------------------------------------


@cases(
    [
        ("张伟", "今晚什么也不干，待在房间看窗户", _orders("20:00 go: home, peek: window")),
        ("张伟", "今晚啥子都不弄，九点去花园", _orders("21:00 go: garden")),
        ("张伟", "其他时间在房间什么都不做 9点去草坪", _orders("20:00 go: home", "21:00 go: lawn")),
        ("张伟", "10点前没得事 10点去草坪", _orders("22:00 go: lawn")),
        ("张伟", "8点去204 其余时间啥都不想做", _orders("20:00 go: '204'")),
    ]
)
def test_doing_nothing_said_whole_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    # 什么也不干, 啥子都不弄, 没得事, 啥都不想做: 没事, an idle remark
    reads_as(who, message, expect)


# -- until the night's end, said another way --------------------------------------------------------


@cases(
    [
        ("张伟", "9点回房间从门孔看，一直看到最后", _orders("21:00 go: home, peek: peephole")),
        ("张伟", "八点去花园待到完", _orders("20:00 go: garden")),
        ("张伟", "10点后从窗户看草坪直到深夜", _orders("22:00 peek: window")),
        ("张伟", "九点半去204，在那待到散场", _orders("21:30 go: '204'")),
    ]
)
def test_until_the_end_said_another_way_is_the_nights_end(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


# -- the door said by whom it is for ----------------------------------------------------------------


@cases(
    [
        ("张伟", "门就给Lily和Tom开，九点去草坪", "door: [Lily, Tom]\n" + _orders("21:00 go: lawn")),
        ("张伟", "今晚门光给李雨桐开", "door: [李雨桐]\norders: []"),
        (
            "张伟",
            "房门别开给王建国跟刘洋哦 其他人都开",
            "door: [Kate, 周正, 孙明, 李雨桐, 赵强, 陈美玲, Tom, Lily]\norders: []",
        ),
        ("张伟", "有人敲门都不开 从门孔看一晚上", "door: closed\n" + _orders("20:00 peek: peephole")),
        (
            "张伟",
            "八点在房间看窗户，别人敲门莫理",
            "door: closed\n" + _orders("20:00 go: home, peek: window"),
        ),
    ]
)
def test_the_door_said_by_whom_it_is_for(who: str, message: str, expect: str) -> None:
    # 就 / 光 给 between the door and its names is 只给; 门不要开给A跟B; 有人敲门都不开; 莫理
    reads_as(who, message, expect)


# -- by himself after the condition word; "that guy" for him ----------------------------------------


@cases(
    [
        (
            "张伟",
            "九点去209，赵强要是自个儿在屋，就杀了他",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "10点去201找王建国，他如果自己在房间里就动手，不然回房",
            _orders("22:00 go: '201', kill: 王建国, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "10点去201找王建国，那小子要是一个人在，就把他收拾了",
            _orders("22:00 go: '201', kill: 王建国, if: alone"),
        ),
        (
            "张伟",
            "九点去209找赵强，这家伙一个人在的话就动手",
            _orders("21:00 go: '209', kill: 赵强, if: alone"),
        ),
        ("张伟", "我自个儿在屋里看窗户", _orders("20:00 go: home, peek: window")),
    ]
)
def test_by_himself_after_if_is_alone_and_that_guy_is_him(who: str, message: str, expect: str) -> None:
    # 他要是自个儿在屋 was read as "if he is there" (自个儿 dropped): a misread, now alone;
    # 那小子 / 这家伙 after a name is him; 我自个儿 is still oneself
    reads_as(who, message, expect)


# -- going elsewhere said as turning; the knock unanswered said of the one knocked for --------------


@cases(
    [
        ("张伟", "9点去203敲门 Tom不开转207", _orders("21:00 go: '203', else: {go: '207'}")),
        ("张伟", "九点半敲Lily的门，没人应就挪去草坪", _orders("21:30 go: '207', else: {go: lawn}")),
        ("张伟", "10点去202找李雨桐，她没开门的话我就转回房间", _orders("22:00 go: '202', else: {go: home}")),
        ("张伟", "9点去201串门找刘洋，他不给开门就去204", _orders("21:00 go: '201', else: {go: '204'}")),
    ]
)
def test_going_elsewhere_said_as_turning_after_an_unanswered_knock(
    who: str, message: str, expect: str
) -> None:
    # 转 / 挪 (去 / 到) before a place is going there; 她没开门, 他不给开门: the knock unanswered
    reads_as(who, message, expect)


# -- what heads or closes a plan: the night's number, a count, replacing what was sent, an apology -----


@cases(
    [
        ("张伟", "第1夜安排：9点去花园，10点回房", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "第1晚\n8:30 去草坪", _orders("20:30 go: lawn")),
        (
            "张伟",
            "今晚计划（共两条）\n1. 9点去花园\n2. 10点回房",
            _orders("21:00 go: garden", "22:00 go: home"),
        ),
        ("张伟", "更正：之前发的指令都不算，以此条为准。九点去草坪", _orders("21:00 go: lawn")),
        ("张伟", "9点去花园拍拍照 10点回房（打字慢 请见谅）", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_what_heads_or_closes_a_plan_is_set_aside_and_said(who: str, message: str, expect: str) -> None:
    # 第1夜 as 第一夜; 共两条 a count; 之前发的…不算 / 以此条为准: this message replaces the others;
    # 拍照 a purpose; 见谅 an apology
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "heading", "kind"),
    [
        ("第1夜安排：9点去花园，10点回房", "第1夜安排", "other_night"),
        ("第一夜的安排：9点去花园", "第一夜的安排", "other_night"),
        ("第1晚\n8:30 去草坪", "第1晚", "other_night"),
    ],
)
def test_a_heading_naming_another_night_is_refused_never_set_aside(
    message: str, heading: str, kind: str
) -> None:
    # on night two, night one's heading names another night's orders: refused at the heading (the
    # night is known where the order file is written), never set aside as on night one
    inn = game_map(CHAT)
    cast = cast_of(CHAT, 1, "张伟", inn)  # the chat game has run no night: night one's cast
    parsed = parse_message(message, CHAT, 2, "张伟", inn, cast=cast)
    assert [(p.kind, p.quote) for p in parsed.problems] == [(kind, heading)]
    if kind == "other_night":
        assert "第1夜" in parsed.problems[0].text and "第2夜" in parsed.problems[0].text
    remark = parse_message("都第二夜了，9点去花园", CHAT, 3, "张伟", inn, cast=cast)
    assert remark.problems == () and remark.aside == ("都第二夜了",)  # a remark, no heading


# -- what must still be refused ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "9点去207 孙明一个人就把他收拾了",  # police are no one's target
        "今晚什么都不看 9点也不去花园",  # a look and a going negated stay negations
        "第2夜：8点去花园",  # another night's header on night one
        "八点去花园定草坪 你帮我挑",  # 定 between places: an open choice (Cantonese 或者)
        "九点上西楼梯那疙瘩猫着，十点回屋",  # 那疙瘩: there, on the stairs (rule 八)
        "门就给Tom开 十点后也不开",  # the door after 22:00 (rule 五.12)
        "9点去203 Tom不开转楼梯",  # 转 before no place: unknown, as before
        "上面的作废，9点去花园",  # lines above in this message: which? (a correction, not a heading)
        "9点去草坪，这家伙落单就动手",  # "that guy" with nobody named before: who?
    ],
)
def test_near_variants_are_still_refused(message: str) -> None:
    assert problems_of("张伟", message)
