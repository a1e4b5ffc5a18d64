"""The reader's word classes grown by class, not by a word list (issue 22, "words"): every way
of saying a time before or past the hour, the door said with a negation or an "-ing", "before
that" as the night's own order, a route said as the way down, a place with 那儿 after it, the
sender's roommate, and a name the game does not have, asked about, never guessed.

The cast is the chat corpus's (tests/parsing/chat): 王建国 and 刘洋 share 201, Lily and 陈美玲
share 207, Tom sleeps alone in 203."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from blackhorse.parsing.lexicon import _words, build, built
from tests.parsekit import reads_as

GAME = Path(__file__).resolve().parent / "parsing" / "chat"
INN = game_map(GAME)


TIMES = [
    (
        "刘洋",
        "小刘：差十分九点去花园，九点半回来",
        "orders: [{at: '20:50', go: garden}, {at: '21:30', go: home}]",
    ),
    ("刘洋", "九点差十分去花园", "orders: [{at: '20:50', go: garden}]"),
    ("Tom", "At twenty to ten go to the lawn.", "orders: [{at: '21:40', go: lawn}]"),
    ("Tom", "ten past eight pop into the garden", "orders: [{at: '20:10', go: garden}]"),
    ("Tom", "at 20 minutes past 9 go to the garden", "orders: [{at: '21:20', go: garden}]"),
    ("Tom", "from ten to eleven stay on the lawn", "orders: [{at: '22:00', go: lawn}]"),
    ("Tom", "from 9 to 10 the garden", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
    ("Tom", "九点正去草坪", "orders: [{at: '21:00', go: lawn}]"),
]


@pytest.mark.parametrize(("who", "message", "expect"), TIMES, ids=[m for _, m, _ in TIMES])
def test_minutes_before_or_past_the_hour_are_a_time(who: str, message: str, expect: str) -> None:
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [("a quarter to ten go to the lawn", "a quarter to ten"), ("差一刻十点去草坪", "差一刻十点")],
)
def test_a_time_off_the_ten_said_before_the_hour_is_refused_by_the_slot_rule(
    message: str, quote: str
) -> None:
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert [(p.quote, p.kind) for p in parsed.problems] == [(quote, "rule:at")]
    assert "21:45" in parsed.problems[0].value


DOORS = [
    ("Tom", "汤姆：9点去204坐一会儿，9点20回房间。今晚谁敲都别开。", "closed"),
    ("Tom", "不管谁敲门都不开，整晚看窗外", "closed"),
    ("Tom", "I'm keeping my door locked. Window all night.", "closed"),
    ("Tom", "Window all night, and nobody gets in.", "closed"),
    ("Tom", "谁来都让进，整晚看窗外", "open"),
    ("Lily", "Lily：今晚门只给小雨开，整晚看窗外", "[李雨桐]"),
    ("王建国", "整晚不出门，10点以后看窗户。10点前门只给小刘开。", "[刘洋]"),
]


@pytest.mark.parametrize(("who", "message", "door"), DOORS, ids=[m for _, m, _ in DOORS])
def test_the_door_said_any_way_is_the_nights_door_rule(who: str, message: str, door: str) -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    assert f"door: {door}" in parsed.yaml.replace('"', "")


def test_a_door_said_after_ten_with_a_negation_is_refused_by_the_door_rule() -> None:
    """It was refused as a "not" the orders cannot hold, not as the rule it breaks: from 22:00
    every tenant opens (door_time; it was door_from, "say it without a time", which would shut
    the door before 22:00 instead)."""
    parsed = parse_message(
        "小雨：10点去203，Tom一个人就杀了他，然后10点半把门关上谁都别开", GAME, 1, "李雨桐", INN
    )
    assert {p.kind for p in parsed.problems} == {"door_time"}
    parsed = parse_message("Zhang Wei: at 10:30 I'm keeping the door shut", GAME, 1, "张伟", INN)
    assert [p.kind for p in parsed.problems] == ["door_time"]


def test_if_the_door_is_locked_is_a_knock_refused_not_the_senders_door() -> None:
    reads_as(
        "Tom",
        "at 9 go to 201 and kill Liu Yang if he's alone; if the door's locked go to the lawn",
        "orders: [{at: '21:00', go: '201', kill: 刘洋, if: alone, else: {go: lawn}}]",
    )


BEFORE_THAT = [
    (
        "Tom",
        "Tom：10点以后从猫眼看走廊，之前待在屋里看窗外草坪",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00', peek: peephole}]",
    ),
    (
        "张伟",
        "阿伟：第三个小时待在餐厅，之前在房间看窗外",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00', go: '204'}]",
    ),
    (
        "陈美玲",
        "at 10 go to 205; if Zhang Wei is there alone, kill him, else"
        " go to the lawn. Until then I'm in my room"
        " watching the lawn.",
        "orders: [{at: '20:00', go: home, peek: window}, {at: '22:00', go:"
        " '205', kill: 张伟, if: alone, else: {go: lawn}}]",
    ),
]


@pytest.mark.parametrize(("who", "message", "expect"), BEFORE_THAT, ids=[m[:20] for _, m, _ in BEFORE_THAT])
def test_before_that_is_the_nights_own_order_until_the_first_time(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_before_after_a_time_stays_that_times_before() -> None:
    reads_as(
        "Tom",
        "十点之前待在房间从门孔看，十点去草坪",
        "orders: [{at: '20:00', go: home, peek: peephole}, {at: '22:00', go: lawn}]",
    )


@pytest.mark.parametrize(
    ("who", "message", "expect"),
    [
        (
            "张伟",
            "at half past nine go down the west stairs to the garden and"
            " stay there till 10, then come back via the"
            " east stairs.",
            "orders: [{at: '21:30', go: garden, via: [west-stairs]},"
            " {at: '22:00', go: home, via: [east-stairs]}]",
        ),
        (
            "Kate",
            "8:50 go to the lawn via the east stairs, 9:50 come back"
            " up by the west stairs to the common room",
            "orders: [{at: '20:50', go: lawn, via: [east-stairs]}, {at:"
            " '21:50', go: '204', via: [west-stairs]}]",
        ),
        ("Tom", "9点去草坪那边站着，10点回来", "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]"),
    ],
)
def test_a_route_said_as_the_way_down_and_a_place_said_with_there(
    who: str, message: str, expect: str
) -> None:
    reads_as(who, message, expect)


def test_standing_at_a_place_there_on_the_stairs_is_refused_by_the_stairs_rule() -> None:
    parsed = parse_message("老王：8点20去东楼梯那儿站着", GAME, 1, "王建国", INN)
    assert [p.kind for p in parsed.problems] == ["rule:go"]


def test_my_roommate_is_the_person_who_shares_the_room() -> None:
    reads_as(
        "刘洋",
        "小刘：10点10分去209，老赵单独在房间的话就杀了他，否则回来。除了我室友，谁敲门都不开。",
        "door: [王建国]\norders: [{at: '22:10', go: '209', kill: 赵强, if: alone, else: {go: home}}]",
    )
    parsed = parse_message("9点去草坪，碰到室友一个人就杀了他", GAME, 1, "王建国", INN)
    assert [p.kind for p in parsed.problems] == ["rule:kill"] and "刘洋" in parsed.problems[0].value


def test_my_roommate_with_nobody_sharing_the_room_is_asked_about() -> None:
    parsed = parse_message("9点去花园找我室友", GAME, 1, "Tom", INN)
    assert [(p.quote, p.kind) for p in parsed.problems] == [("我室友", "no_roommate")]
    assert "室友是谁" in parsed.problems[0].text


@pytest.mark.parametrize(
    ("who", "message", "quote"),
    [
        ("陈美玲", "阿玲：9点去205，看见老孟就杀了他", "老孟"),
        ("Lily", "at 9 go to 205 and kill Big Joe if he's alone", "Big Joe"),
        ("王建国", "10点去207，如果Mandy一个人就杀了她", "Mandy"),
        ("Tom", "only let Bob in. 9pm garden", "Bob"),
    ],
)
def test_a_name_the_game_does_not_have_is_asked_about_never_guessed(
    who: str, message: str, quote: str
) -> None:
    parsed = parse_message(message, GAME, 1, who, INN)
    first = parsed.problems[0]
    assert (first.quote, first.kind) == (quote, "who_unknown")
    assert "赵强" in first.text and "Kate" in first.text  # the people of this game, every one


def test_either_way_says_nothing() -> None:
    reads_as(
        "赵强",
        "Old Zhao: 9:10 lawn via the east stairs. If Lily is alone"
        " there, kill her. Either way head back home at"
        " 9:40.",
        "orders: [{at: '21:10', go: lawn, via: [east-stairs], kill:"
        " Lily, if: alone}, {at: '21:40', go: home}]",
    )


def test_every_word_a_class_builds_is_that_class_and_no_other() -> None:
    """A word built from parts never takes the place of a fixed word of another meaning."""
    words = _words()
    fixed = {s: kind for kind, surfaces in words["words"].items() for s in surfaces}
    for kind, shapes in words["forms"].items():
        for surface in built(shapes):
            assert fixed.get(surface, kind) == kind, (surface, fixed.get(surface))
            # a family built of parts may hold a fixed word of its own kind ("till bedtime" among the
            # night's ends), never one of another (English round eight)
            assert kind == "FILLER" or surface not in words["filler"], surface
            assert kind == "ASIDE" or surface not in words["aside"], surface
    lex = build(INN, ["A"])
    assert (
        lex.words["谁敲都别开"].kind == "DOOR_CLOSED"
        and lex.words["keeping the door shut"].kind == "DOOR_CLOSED"
    )
    assert "keep the door" not in lex.words  # "keep the door open" must not read as shut


def test_the_roommate_words_never_reach_the_grammar_as_themselves() -> None:
    yml = yaml.safe_load(
        (Path(__file__).resolve().parent.parent / "blackhorse/data/parsing-words.yaml").read_text()
    )
    assert "ROOMMATE" in yml["words"]
    from blackhorse.parsing.grammar import TERMINALS

    assert "ROOMMATE" not in TERMINALS.split()


def test_company_is_set_aside_and_said() -> None:
    """``和室友一起`` names someone the sender does not order: set aside, listed on the echo."""
    parsed = parse_message("老王：我和室友一起待在房间，8点半开始看窗外", GAME, 1, "王建国", INN)
    assert parsed.problems == () and "和室友" in parsed.aside
    reads_as("刘洋", "9点和老王一起去花园", "orders: [{at: '21:00', go: garden}]")


@pytest.mark.parametrize(
    ("who", "message", "expect"),
    [
        (
            "赵强",
            "9:10 lawn via the east stairs. Should Lily be there alone, kill her.",
            "orders: [{at: '21:10', go: lawn, via: [east-stairs], kill: Lily, if: alone}]",
        ),
        (
            "张伟",
            "until 9 I watch the lawn from my window, then at 9 go to the garden",
            "orders: [{at: '20:00', peek: window}, {at: '21:00', go: garden}]",
        ),
        (
            "周正",
            "周警官：8点去201找老王和小刘聊聊，8点40去205",
            "orders: [{at: '20:00', go: '201'}, {at: '20:40', go: '205'}]",
        ),
    ],
)
def test_be_there_after_a_person_until_first_and_company(who: str, message: str, expect: str) -> None:
    """ "be there" after a person is that person there (not staying); "until 9" before any time is
    from 20:00 until 21:00; the second person of 找老王和小刘聊聊 is company, set aside."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["until 10 then go to the lawn", "until 10, then the lawn"])
def test_until_ten_then_go_is_never_read_as_going_at_eight(message: str) -> None:
    """Waiting first, said without a verb: refused, never read as 20:00 on the lawn."""
    parsed = parse_message(message, GAME, 1, "Tom", INN)
    assert parsed.problems and parsed.echo == ()


def test_waiting_first_in_chinese_is_still_waiting() -> None:
    reads_as("王建国", "老王：等到十点整再去草坪", "orders: [{at: '20:00'}, {at: '22:00', go: lawn}]")


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("莉莉：9点去隔壁找人聊天", "隔壁"),
        ("小刘：九点去楼上那间房找人聊天", "楼上那间房"),
        ("go to the room next door at 9", "the room next door"),
    ],
)
def test_a_room_said_without_saying_which_is_asked_about(message: str, quote: str) -> None:
    parsed = parse_message(message, GAME, 1, "Lily", INN)
    assert [(p.quote, p.kind) for p in parsed.problems] == [(quote, "which_room")]


@pytest.mark.parametrize(
    ("who", "message", "kind"),
    [
        ("Kate", "Kate: 11:15pm go to the lawn to check", "rule:at"),
        ("周正", "老周：十点以后在二楼走廊来回巡逻", "rule:go"),
    ],
)
def test_what_one_does_there_is_set_aside_so_the_rule_is_named(who: str, message: str, kind: str) -> None:
    """ "to check", 巡逻: what one does at a place; the message is refused by the rule it breaks."""
    parsed = parse_message(message, GAME, 1, who, INN)
    assert [p.kind for p in parsed.problems] == [kind]


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("莉莉：晚点去娱乐室", "晚点"),
        ("9点去花园，晚点回来", "晚点"),
        ("later on go to the garden", "later on"),
    ],
)
def test_a_time_said_only_roughly_is_refused_wherever_it_stands(message: str, quote: str) -> None:
    """晚点 is not beside a time, so it was set aside (or read as 晚 + an unknown 点) and the
    message refused for something else, or not at all; it is the time that is not given."""
    parsed = parse_message(message, GAME, 1, "Lily", INN)
    assert (parsed.problems[0].quote, parsed.problems[0].kind) == (quote, "vague_time")
