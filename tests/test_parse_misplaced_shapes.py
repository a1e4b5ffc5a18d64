"""Orders whose parts stand where the grammar did not expect them, read by shape (issue 22,
misplaced; docs/PARSING.md, *Misplaced shapes read by class*): the door said as a heading before
a rule that leaves it out, an all-night order and the range that interrupts it, coming back after
a range, and a meeting said again negated as its "otherwise". Every phrasing here is written for
the test, not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
Tom in 203 (targets 陈美玲 and 刘洋, who lives in 201)."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


@cases(
    [
        ("张伟", "门：十点前不开\n8点去花园", "door: closed\n" + _orders("20:00 go: garden")),
        (
            "张伟",
            "- 门：不开\n- 9点 草坪\n- 10点 回屋",
            "door: closed\n" + _orders("21:00 go: lawn", "22:00 go: home"),
        ),
        ("张伟", "门：22:00前不开\n九点去草坪", "door: closed\n" + _orders("21:00 go: lawn")),
        ("张伟", "十点前门都不开，除了Lily。9点去花园", "door: [Lily]\n" + _orders("21:00 go: garden")),
        ("张伟", "门不开，除了周正和Lily\n9点去花园", "door: [周正, Lily]\n" + _orders("21:00 go: garden")),
    ]
)
def test_the_door_heading_a_rule_that_leaves_it_out_is_that_rule(who: str, message: str, expect: str) -> None:
    # 门： heads the line and 不开 says what the door does: the door shut before 22:00; shut
    # "except" some is open only to them
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "整晚在屋里从窗户看，只有9点到9点半去花园走走",
            _orders("20:00 go: home, peek: window", "21:00 go: garden", "21:30 go: home, peek: window"),
        ),
        (
            "张伟",
            "一整晚都从门孔看，除了10点到10点半去草坪，回来接着看门孔",
            _orders("20:00 peek: peephole", "22:00 go: lawn", "22:30 go: home, peek: peephole"),
        ),
        (
            "Tom",
            "all night in my room, except 10 to 10:30 in the garden",
            _orders("20:00 go: home", "22:00 go: garden", "22:30 go: home"),
        ),
        (
            "Tom",
            "peephole all night, except from 9:30 until 10 on the lawn, then back home",
            _orders("20:00 peek: peephole", "21:30 go: lawn", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_an_all_night_order_with_an_exception_gives_way_for_the_range(
    who: str, message: str, expect: str
) -> None:
    # "only" / "except" before a range after an all-night order: the range is when it gives way
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "9点到9点半去花园，回来从门孔看",
            _orders("21:00 go: garden", "21:30 go: home, peek: peephole"),
        ),
        ("张伟", "八点半到九点在草坪待着，回屋", _orders("20:30 go: lawn", "21:00 go: home")),
        (
            "Tom",
            "from 9 to 9:30 in the garden, back home",
            _orders("21:00 go: garden", "21:30 go: home"),
        ),
    ]
)
def test_coming_back_right_after_a_range_is_at_its_end(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "10点去草坪，遇到赵强一个人就杀了他，遇不到就回屋",
            _orders("22:00 go: lawn, kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "9点去花园，碰见王建国一个人就干掉，没碰见的话去草坪",
            _orders("21:00 go: garden, kill: 王建国, if: alone, else: {go: lawn}"),
        ),
        (
            "张伟",
            "9点去花园，碰到赵强一个人就杀，碰不到就在花园待着",
            _orders("21:00 go: garden, kill: 赵强, if: alone"),
        ),
        (
            "Tom",
            "at 10 go to the lawn, if I meet 刘洋 alone kill him, if I don't find him go home",
            _orders("22:00 go: lawn, kill: 刘洋, if: alone, else: {go: home}"),
        ),
        (
            "Tom",
            "at 9 go to 201, if 刘洋 is alone kill him, if I can't find him, go to the garden",
            _orders("21:00 go: '201', kill: 刘洋, if: alone, else: {go: garden}"),
        ),
    ]
)
def test_a_meeting_said_again_negated_is_its_otherwise(who: str, message: str, expect: str) -> None:
    # 碰不到就…, "if I don't find him, ...": the condition failing, as 否则 / "otherwise" says it
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("who", "message", "kind"),
    [
        ("张伟", "9点去花园，碰不到就回家", "misplaced"),  # no meeting before: what is not met?
        ("张伟", "10点去草坪，碰到赵强一个人就杀，否则回屋，碰不到就去花园", "misplaced"),  # which otherwise?
        ("张伟", "只有9点到10点去花园", "misplaced"),  # "only" after no all-night order
        ("张伟", "9点到10点去209，碰到赵强一个人就杀，回来", "two_places"),  # back, or the otherwise?
    ],
)
def test_the_shapes_read_nothing_outside_them(who: str, message: str, kind: str) -> None:
    assert problems_of(who, message)[0].kind == kind


@cases(
    [
        (
            "张伟",
            "赵强：十点以后不管在哪碰到他一个人就杀了他",
            "standing: [{kill: 赵强, if: alone, from: '22:00'}]",
        ),
        (
            "张伟",
            "八点去花园\n- 王建国：碰到他一个人就干掉",
            _orders("20:00 go: garden, kill: 王建国, if: alone"),
        ),
        (
            "Tom",
            "刘洋: if I find him alone anywhere after 10, kill him.",
            "standing: [{kill: 刘洋, if: alone, from: '22:00'}]",
        ),
    ]
)
def test_a_person_heading_a_sentence_is_its_him(who: str, message: str, expect: str) -> None:
    # "X: if I find him alone, kill him": the heading names whom "him" means
    reads_as(who, message, expect)


def test_a_person_heading_a_sentence_with_another_name_first_is_not_its_him() -> None:
    # 赵强 is named before 他: 他 may be 赵强, so the heading is not read into it
    assert problems_of("张伟", "王建国：九点去209找赵强，碰到他一个人就杀了他")[0].kind == "misplaced"


@cases(
    [
        ("张伟", "8点20，待到9点半，然后回屋", _orders("20:20", "21:30 go: home")),
        ("张伟", "八点二十待到九点半，再回屋从门孔看", _orders("20:20", "21:30 go: home, peek: peephole")),
        ("Tom", "at 8:20 until 9:30, then home", _orders("20:20", "21:30 go: home")),
    ]
)
def test_then_after_a_time_with_its_end_and_nothing_done_is_at_that_end(
    who: str, message: str, expect: str
) -> None:
    # a time with its end and nothing done in it is a stay; what "then" says starts at the end
    # (the going home was read at the start, and the stay at the end: a misread)
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "今晚想去草坪待着，8点20出发，待到9点半再回屋",
            _orders("20:20 go: lawn", "21:30 go: home"),
        ),
        ("张伟", "今晚去花园，九点出门", _orders("21:00 go: garden")),
        ("张伟", "我今天想去草坪散步，九点出门，十点再回屋", _orders("21:00 go: lawn", "22:00 go: home")),
        ("张伟", "今晚去花园，9点动身，10点回屋", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_the_time_one_sets_off_is_the_time_of_the_going_before_it(
    who: str, message: str, expect: str
) -> None:
    # 今晚去X，8点20出发: going to X at 8:20, not at 20:00 with a stay from 8:20
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点去花园，要是在那里碰到赵强一个人，就杀了他",
            _orders("21:00 go: garden, kill: 赵强, if: alone"),
        ),
        (
            "张伟",
            "十点去草坪，如果在草坪碰到王建国一个人就干掉，否则回屋",
            _orders("22:00 go: lawn, kill: 王建国, if: alone, else: {go: home}"),
        ),
    ]
)
def test_an_if_before_where_a_meeting_happens_is_the_meetings(who: str, message: str, expect: str) -> None:
    # 要是在那里碰到X: the meeting is the condition; the place is where the order went
    reads_as(who, message, expect)


def test_an_if_before_a_meeting_somewhere_else_is_still_two_places() -> None:
    assert problems_of("张伟", "九点去花园，要是在草坪碰到赵强一个人就杀了他")[0].kind == "two_places"
