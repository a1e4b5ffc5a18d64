"""Chinese orders inside a story (issue 22, Chinese round of 3 December, afternoon; docs/PARSING.md,
*Chinese as players type it, the story round*): another day told, the company one keeps, the formal
"from", words said before a time. Every phrasing here is written for the test, not copied from a
tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
赵强 in 209, 周正 is an officer."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT_GAME, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


def _aside(who: str, message: str) -> tuple[str, ...]:
    parsed = parse_message(message, CHAT_GAME, 1, who, game_map(CHAT_GAME))
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return tuple(parsed.aside)


@cases(
    [
        (
            "张伟",
            "前天晚上我从窗口瞄到有人在花园里晃悠，所以今晚九点我去花园",
            _orders("21:00 go: garden"),
        ),
        ("张伟", "上次他老在我门口转悠。九点去草坪，十点回屋", _orders("21:00 go: lawn", "22:00 go: home")),
        (
            "张伟",
            "因为昨晚赵强来敲过我的门，今晚十点前只给周正开门。八点半去花园",
            "door: [周正]\n" + _orders("20:30 go: garden"),
        ),
        ("张伟", "我前两天在草坪上撞见过两个人，今晚八点去草坪", _orders("20:00 go: lawn")),
        ("张伟", "九点去花园（赵强昨天说他想杀我），十点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("周正", "那天的案子出在花园里，所以今晚八点我守花园", _orders("20:00 go: garden")),
    ]
)
def test_another_day_told_is_set_aside(who: str, message: str, expect: str) -> None:
    # a sentence opening with another day tells what happened then: why, never what to do, though it
    # holds a look, the door, a kill or a place (they were another night's)
    reads_as(who, message, expect)


def test_another_day_told_is_said_on_the_ignored_line() -> None:
    assert "上次他老在我门口转悠" in _aside("张伟", "上次他老在我门口转悠。九点去草坪")


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("昨天九点赵强在花园。今晚九点去花园", "昨天九点"),  # a time in the story: it may be tonight's
        ("跟昨天一样，九点去花园", "昨天一样"),  # the orders of another day, not in the message
        ("昨天那样，九点去花园", "昨天那样"),
        ("赵强昨天去了花园，九点我去花园", "昨天"),  # no end before the order: the story holds its time
    ],
)
def test_another_day_holding_a_time_or_pointing_at_its_orders_is_not_set_aside(
    message: str, quote: str
) -> None:
    quotes = [p.quote for p in problems_of("张伟", message)]
    assert any(quote in q for q in quotes), quotes


@cases(
    [
        ("张伟", "八点半去204，跟大家聊聊天，十点回屋", _orders("20:30 go: '204'", "22:00 go: home")),
        ("张伟", "八点在204坐着，就跟大伙儿聊；九点半回屋", _orders("20:00 go: '204'", "21:30 go: home")),
        ("张伟", "九点去花园。和众人喝茶。十点回屋", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_the_company_kept_in_the_next_clause_is_set_aside(who: str, message: str, expect: str) -> None:
    # 跟大家 (with everyone) and what one does with them, in a clause after the place gone to
    reads_as(who, message, expect)


def test_everyone_with_no_place_gone_to_is_still_refused() -> None:
    # 大家 holds no home (round twelve): the chat is no order, and 九点 is a time with nothing done
    assert {"大家", "九点"} & {p.quote for p in problems_of("张伟", "九点跟大家聊天，十点回屋")}


@cases(
    [
        (
            "张伟",
            "自二十时三十分起前往花园，二十二时返回本人房间",
            _orders("20:30 go: garden", "22:00 go: home"),
        ),
        ("张伟", "自九点到十点在草坪", _orders("21:00 go: lawn", "22:00 go: home")),
        (
            "张伟",
            "九点去花园。另外十点以前谁敲门都不开",
            "door: closed\n" + _orders("21:00 go: garden"),
        ),
        ("张伟", "哎九点去草坪", _orders("21:00 go: lawn")),
    ]
)
def test_a_word_said_before_a_time_is_no_part_of_it(who: str, message: str, expect: str) -> None:
    # 自 (from, formal), 另外 (besides), a sigh: the time after them is read, not swallowed with them
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["快九点去花园", "将近十点回屋"])
def test_nearly_before_a_time_is_still_vague(message: str) -> None:
    assert "vague_time" in [p.kind for p in problems_of("张伟", message)]


@cases(
    [
        ("张伟", "我觉得赵强今晚会去花园，所以九点我去花园", _orders("21:00 go: garden")),
        ("张伟", "我怀疑赵强晚上偷偷溜出去，九点我去草坪", _orders("21:00 go: lawn")),
        ("张伟", "说实话我有点怕赵强。九点去花园，十点回屋", _orders("21:00 go: garden", "22:00 go: home")),
        ("张伟", "我想确认赵强有没有去草坪，所以十点去草坪", _orders("22:00 go: lawn")),
    ]
)
def test_a_thought_said_beside_the_orders_is_set_aside(who: str, message: str, expect: str) -> None:
    # 觉得 / 怀疑 / 说实话 / 确认 opening a clause: what the player believes is why, not what to do
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("我觉得九点赵强会去花园，九点我去花园", "觉得九点"),  # a time in the thought
        ("我觉得我应该去花园，九点回屋", "去花园"),  # the sender's own going, with no time
    ],
)
def test_a_thought_that_could_hold_an_order_is_not_set_aside(message: str, quote: str) -> None:
    quotes = [p.quote for p in problems_of("张伟", message)]
    assert any(quote in q for q in quotes), quotes


@cases(
    [
        ("张伟", "请问娱乐室是不是就是204？九点去娱乐室", _orders("21:00 go: '204'")),
        (
            "张伟",
            "想问一下：去草坪是不是要走楼梯下去呀？八点半去草坪，九点半回屋",
            _orders("20:30 go: lawn", "21:30 go: home"),
        ),
        ("张伟", "九点去花园，十点回屋。我这么写没问题吧？", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_a_question_to_the_gm_is_set_aside(who: str, message: str, expect: str) -> None:
    # a sentence ending in a question mark asks about the rules or the map: it orders nothing
    reads_as(who, message, expect)


def test_a_question_to_the_gm_is_said_on_its_own_line() -> None:
    # a line of its own for the GM to answer (docs/PARSING.md, "Questions to the GM"), not ignored
    parsed = parse_message("请问娱乐室是不是就是204？九点去娱乐室", CHAT_GAME, 1, "张伟", game_map(CHAT_GAME))
    assert parsed.questions == ("请问娱乐室是不是就是204？",), parsed.said_back
    assert "给GM的问题：请问娱乐室是不是就是204？" in parsed.said_back
    assert not any("请问" in a for a in parsed.aside)


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("我可以杀赵强吗？九点去花园", "吗"),  # a kill asked: never read past
        ("我晚上能不能开门？九点去花园", "能不能"),  # the door asked
    ],
)
def test_a_question_holding_a_kill_or_the_door_is_not_set_aside(message: str, quote: str) -> None:
    quotes = [p.quote for p in problems_of("张伟", message)]
    assert any(quote in q for q in quotes), quotes


@cases(
    [
        ("张伟", "八点半去209找赵强，他们要是不开门我就去204", _orders("20:30 go: '209', else: {go: '204'}")),
        ("张伟", "八点半去209找赵强，他要是不开门就去花园", _orders("20:30 go: '209', else: {go: garden}")),
        ("张伟", "八点半去209，如果她们不开就回屋", _orders("20:30 go: '209', else: {go: home}")),
    ]
)
def test_the_people_visited_not_opening_said_first_or_in_the_plural(
    who: str, message: str, expect: str
) -> None:
    # 他们要是不开门, 他要是不开门, 如果她们不开: nobody opens (the people of the room visited)
    reads_as(who, message, expect)


@cases(
    [
        ("张伟", "我门不给外人开。九点去花园", "door: closed\n" + _orders("21:00 go: garden")),
        ("张伟", "十点前不让其他人进来，九点去花园", "door: closed\n" + _orders("21:00 go: garden")),
        ("张伟", "别人来敲门我照样开。九点去花园", "door: open\n" + _orders("21:00 go: garden")),
        ("张伟", "十点前我只打算让周正进屋，九点去花园", "door: [周正]\n" + _orders("21:00 go: garden")),
    ]
)
def test_the_door_said_as_players_say_it(who: str, message: str, expect: str) -> None:
    # the others not let in (no "only" before), anyone let in as ever, only-with-intent (只打算让)
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "十点去209，如果赵强在就问他几句，不在就去花园",
            _orders("22:00 go: '209', if: {present: 赵强}, else: {go: garden}"),
        ),
        ("张伟", "九点去209，无论有没有外人都杀赵强", _orders("21:00 go: '209', kill: 赵强, if: always")),
        (
            "张伟",
            "8:10去草坪 8:50回 9:00起看门孔",
            _orders("20:10 go: lawn", "20:50 go: home", "21:00 peek: peephole"),
        ),
        ("张伟", "九点去花园，十点回屋。谢谢你耐心看完", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_visiting_and_going_back_as_players_say_it(who: str, message: str, expect: str) -> None:
    # questioning the one visited is what one does there; "no matter whether others are around";
    # 回 right before the next order's time is going home; thanks for reading is set aside
    reads_as(who, message, expect)
