"""Chinese, round five (issue 22, 4 December, evening; docs/PARSING.md, *Chinese, round five*):
the classes the tuning sets parse19 and dev18 showed, each said in words written for the test,
not copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_AWAY_ALL_NIGHT = "standing: [{kill: 赵强, if: {absent: 刘洋}}]"


@cases(
    [
        ("张伟", "整晚碰到赵强，只要刘洋不在，就杀了他。", _AWAY_ALL_NIGHT),
        ("张伟", "整个晚上只要遇到赵强，而且刘洋不在场，就干掉他", _AWAY_ALL_NIGHT),
        ("张伟", "这三个小时里，要是遇到赵强，刘洋又不在身边，就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚碰到赵强并且刘洋不在旁边就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚碰到赵强，刘洋不在的话就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚如果刘洋不在，碰到赵强就杀了他", _AWAY_ALL_NIGHT),
        ("张伟", "整晚刘洋不在的话碰到赵强就杀了他", _AWAY_ALL_NIGHT),
        (
            "张伟",
            "9点到10点半，路上碰见王建国，只要刘洋不在场就杀了王建国。9点去花园，10点半回来",
            _orders("21:00 go: garden", "22:30 go: home")
            + "\nstanding: [{kill: 王建国, if: {absent: 刘洋}, from: '21:00', until: '22:30'}]",
        ),
    ]
)
def test_meeting_the_one_to_kill_while_another_is_away_is_one_condition(
    who: str, message: str, expect: str
) -> None:
    # meeting the one to kill and another's absence, said in either order in one sentence before
    # the kill: the kill of the one met, armed while the other is away. It was refused as two
    # conditions on one order (and 他 taken for the one away)
    reads_as(who, message, expect)


def test_meeting_one_and_another_away_still_refuses_what_could_differ() -> None:
    for message in (
        "整晚碰到赵强，只要刘洋不在，就杀了刘洋",  # the one away killed: whom?
        "整晚碰到刘洋，只要赵强不在，就杀了他",  # the one met is no target
        "9点去花园，碰到赵强，只要刘洋不在，就杀了他",  # an order's own kill: two conditions
        "整晚碰到赵强，只要刘洋不在花园，就杀了他",  # away from a place: where?
        "整晚碰到赵强，除非刘洋在，就杀了他",  # "unless" is not read so
        "整晚碰到赵强，只要刘洋不在。就杀了他",  # the kill in another sentence
    ):
        assert problems_of("张伟", message), message


@cases(
    [
        (
            "张伟",
            "9点去209找赵强，开门的话就聊聊，不开就去花园",
            _orders("21:00 go: '209', else: {go: garden}"),
        ),
        (
            "张伟",
            "9点去209找赵强，他要是开门就进去坐坐，不开门就去花园。10点回屋",
            _orders("21:00 go: '209', else: {go: garden}", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点半去203找Tom，要是开门就进去坐会儿到十点半再回来，没人开门就去草坪，十点半也回房",
            _orders("21:30 go: '203', else: {go: lawn}", "22:30 go: home"),
        ),
    ]
)
def test_a_knocks_outcome_said_both_ways_is_the_visit_and_its_otherwise(
    who: str, message: str, expect: str
) -> None:
    # the door opening: the visit itself (what one does there set aside); its end said in that
    # case and said again for every case after the "otherwise" is that later order
    reads_as(who, message, expect)


def test_a_refused_knock_put_on_coming_home_is_refused() -> None:
    # the "otherwise" of a knock after the visit's coming home went on coming home (where nobody
    # knocks): the visit lost its alternative, a misread on main; refused naming the rule now
    for message in (
        "9点去209找赵强，待到10点再回来，没人开门就去花园",
        "9点去209找赵强，开门的话就聊到10点再回来；他要是不开门我就去花园，10点半回屋",
    ):
        problems = problems_of("张伟", message)
        assert problems[0].kind == "knock_going_home", [str(p) for p in problems]
