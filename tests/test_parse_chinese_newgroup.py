"""Chinese as a new group types it (issue 22, Chinese round of 3 December, evening; docs/PARSING.md,
*Chinese as players type it, the new-group round*): what one watches for after a look, a thought
said after "tonight", switching the look on coming home. Every phrasing here is written for the
test, not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强;
its window sees the lawn), 赵强 in 209, 周正 is an officer."""

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
        ("张伟", "九点回屋从猫眼盯着走廊，看看谁会上楼", _orders("21:00 go: home, peek: peephole")),
        (
            "张伟",
            "8点在屋里从门孔看，看有谁路过；10点去花园",
            _orders("20:00 go: home, peek: peephole", "22:00 go: garden"),
        ),
        ("张伟", "八点半去草坪，在草坪上看谁下楼，十点回屋", _orders("20:30 go: lawn", "22:00 go: home")),
        ("张伟", "8点起从窗户看草坪，瞧瞧都有谁出门", _orders("20:00 peek: window")),
        ("张伟", "8点从门孔看谁经过，9点半去花园", _orders("20:00 peek: peephole", "21:30 go: garden")),
        (
            "周正",
            "九点去花园，看看有没有人偷偷溜出来，十点去草坪",
            _orders("21:00 go: garden", "22:00 go: lawn"),
        ),
    ]
)
def test_what_one_watches_for_after_a_look_is_set_aside(who: str, message: str, expect: str) -> None:
    # a look glued to "who" (谁, 有谁, 有没有人) and the rest of its clause: what the player hopes to
    # see, never what to do
    reads_as(who, message, expect)


def test_what_one_watches_for_is_said_on_the_ignored_line() -> None:
    assert "看有谁路过" in _aside("张伟", "8点在屋里从门孔看，看有谁路过")


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("8点从门孔看，看谁九点去花园", "九点"),  # a time: it may be an order's
        ("8点从门孔看，看谁敢来就杀了他", "杀"),  # a kill
        ("8点从门孔看，看谁不开门", "开门"),  # the door
    ],
)
def test_what_one_watches_for_holding_an_order_word_is_not_set_aside(message: str, quote: str) -> None:
    quotes = [p.quote for p in problems_of("张伟", message)]
    assert any(quote in q for q in quotes) or any("谁" in q for q in quotes), quotes


@cases(
    [
        ("张伟", "今晚我想知道谁在走廊里晃，8点去花园", _orders("20:00 go: garden")),
        ("张伟", "今天晚上我觉得赵强会去草坪。九点去草坪", _orders("21:00 go: lawn")),
    ]
)
def test_a_thought_opened_by_tonight_is_set_aside(who: str, message: str, expect: str) -> None:
    # "tonight I want to know who ...": tonight is the thought's, the thought is why, not what to do
    reads_as(who, message, expect)


def test_a_thought_opened_by_tonight_holding_a_time_is_not_set_aside() -> None:
    assert problems_of("张伟", "今晚我觉得九点好。8点去花园")


@cases(
    [
        (
            "张伟",
            "8点从门孔看，10点回到自己的房间，改成从窗户看外面的草坪",
            _orders("20:00 peek: peephole", "22:00 go: home, peek: window"),
        ),
        (
            "张伟",
            "8点从猫眼看，9点去花园，10点回屋，换成从窗户看",
            _orders("20:00 peek: peephole", "21:00 go: garden", "22:00 go: home, peek: window"),
        ),
    ]
)
def test_switching_the_look_on_coming_home_is_that_orders_look(who: str, message: str, expect: str) -> None:
    # 改成 / 换成 before a look, after going home with no look: from now on that look, no change of mind
    reads_as(who, message, expect)


def test_changing_a_going_into_a_look_is_still_refused() -> None:
    # the order before goes elsewhere: which order 改成 replaces is not said
    assert any(p.kind == "change" for p in problems_of("张伟", "9点去花园，改成从窗户看"))


@cases(
    [
        ("张伟", "9点去花圆，10点回放间", _orders("21:00 go: garden", "22:00 go: home")),
        (
            "张伟",
            "8点在屋里从窗护往外看，9点去草坪",
            _orders("20:00 go: home, peek: window", "21:00 go: lawn"),
        ),
        (
            "张伟",
            "9点去草坪，10点会房间从毛眼看",
            _orders("21:00 go: lawn", "22:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "9点去花园，10点回屋，窗护看草坪",
            _orders("21:00 go: garden", "22:00 go: home, peek: window"),
        ),
    ]
)
def test_a_noun_of_the_orders_typed_with_a_character_of_the_same_sound_is_that_noun(
    who: str, message: str, expect: str
) -> None:
    # the room, the window, the peephole, going back: one character of the same sound typed for
    # another, as a place's (花圆) already was
    reads_as(who, message, expect)


def test_a_noun_typed_with_a_character_of_the_same_sound_is_said_corrected() -> None:
    parsed = parse_message("9点去草坪，10点回方间从毛眼看", CHAT_GAME, 1, "张伟", game_map(CHAT_GAME))
    assert any("回方间→回房间" in line and "毛眼→猫眼" in line for line in parsed.said_back), parsed.said_back


@pytest.mark.parametrize(
    "message",
    [
        "9点去花园，10点回房间，从床护看草坪",  # two characters differ: not that word
        "9点去花园，10点回房间，从窗口护看草坪",  # a known word, then another of another sound
    ],
)
def test_a_word_two_characters_from_a_noun_is_still_refused(message: str) -> None:
    assert problems_of("张伟", message)


@cases(
    [
        (
            "张伟",
            "我今晚八點喺房度睇窗，九點落去花園行下，十點返房睇門孔",
            _orders("20:00 go: home, peek: window", "21:00 go: garden", "22:00 go: home, peek: peephole"),
        ),
        (
            "张伟",
            "九點搵趙強傾偈，佢唔喺度就返屋",
            _orders("21:00 go: '209', if: {present: 赵强}, else: {go: home}"),
        ),
        (
            "张伟",
            "十點去209，如果趙強得佢一個就殺咗佢，唔係就返房",
            _orders("22:00 go: '209', if: alone, kill: 赵强, else: {go: home}"),
        ),
        (
            "张伟",
            "十點前道門淨係俾李雨桐入嚟。成晚喺房間由門孔望出去",
            "door: [李雨桐]\n" + _orders("20:00 go: home, peek: peephole"),
        ),
        ("张伟", "八點半去204坐吓，十點半返房", _orders("20:30 go: '204'", "22:30 go: home")),
        (
            "张伟",
            "今晚好攰，淨係九點去一去204，九點半就返房瞓覺",
            _orders("21:00 go: '204'", "21:30 go: home"),
        ),
    ]
)
def test_cantonese_is_read_as_the_mandarin_it_says(who: str, message: str, expect: str) -> None:
    # 喺 在, 睇 看, 返 回, 咗 了, 佢 他, 唔 不, 搵 找, 俾 给, 嚟 来, 成晚 整晚, 淨係 只/就 ...
    reads_as(who, message, expect)


def test_a_refusal_in_cantonese_quotes_the_players_own_words() -> None:
    quotes = [p.quote for p in problems_of("张伟", "八點半落樓下大堂坐吓，十點返房")]
    assert any("大堂" in q for q in quotes), quotes


def test_mandarin_words_cantonese_also_writes_are_mandarin_in_a_mandarin_message() -> None:
    # 由 (from) stays 由 where no word only Cantonese writes is in the message: 由于 is a reason
    reads_as("张伟", "由于赵强老去花园，九点我去花园", _orders("21:00 go: garden"))


_FORM = """【今晚的行动】
玩家：{who}
身份：{role}
第一时段（8:00-8:59）：{first}
第二时段（9:00-9:59）：{second}
第三时段（10:00-10:59）：{third}
开门设置（22点前）：{door}
杀人/条件：{kill}
备注：无"""


@cases(
    [
        (
            "周正",
            _FORM.format(
                who="周正",
                role="警察",
                first="8:10去草坪",
                second="同上",
                third="10:30去花园",
                door="默认",
                kill="无",
            ),
            _orders("20:10 go: lawn", "22:30 go: garden"),
        ),
        (
            "张伟",
            _FORM.format(
                who="张伟",
                role="房客",
                first="无",
                second="9:20去209，没人开门就去花园",
                third="10:00回房从窗户看",
                door="只给李雨桐开",
                kill="无",
            ),
            "door: [李雨桐]\n"
            + _orders("21:20 go: '209', else: {go: garden}", "22:00 go: home, peek: window"),
        ),
        (
            "张伟",
            _FORM.format(
                who="张伟",
                role="房客",
                first="8:00从窗户看",
                second="9:00去草坪",
                third="10:00回房",
                door="默认",
                kill="整晚在哪碰到赵强一个人就杀了他",
            ),
            "standing: [{kill: 赵强, if: alone}]\n"
            + _orders("20:00 peek: window", "21:00 go: lawn", "22:00 go: home"),
        ),
    ]
)
def test_an_order_form_filled_in_is_read_as_its_fields(who: str, message: str, expect: str) -> None:
    # the form's labels (杀人/条件, 开门设置, a period's own hours) are no order; a field left empty
    # (无, 默认) or "as above" (同上) says nothing
    reads_as(who, message, expect)


def test_a_kill_in_an_officers_form_is_refused_by_the_rule() -> None:
    message = _FORM.format(
        who="周正",
        role="警察",
        first="8:00去草坪",
        second="9:00去花园",
        third="10:00回204",
        door="默认",
        kill="碰到赵强就杀了他",
    )
    assert any(p.kind.startswith("rule") or "警察" in p.text for p in problems_of("周正", message))


def test_a_forms_period_field_holds_until_the_next_time_the_form_says() -> None:
    # 第二时段：一直在花园 is from 9:00 on, not a range ending back in 204 at 10:00
    message = _FORM.format(
        who="周正",
        role="警察",
        first="8:30去花园",
        second="一直在花园",
        third="10:10回204",
        door="默认",
        kill="无",
    )
    reads_as("周正", message, _orders("20:30 go: garden", "21:00 go: garden", "22:10 go: '204'"))


@cases(
    [
        ("张伟", "8点去交誼廳，9点回屋", _orders("20:00 go: '204'", "21:00 go: home")),
        ("张伟", "九点去休息室坐坐，十点回房", _orders("21:00 go: '204'", "22:00 go: home")),
        (
            "张伟",
            "8点起在屋里从门孔往外瞄，9点去草坪",
            _orders("20:00 go: home, peek: peephole", "21:00 go: lawn"),
        ),
        (
            "张伟",
            "8点在房间从窗户瞧着草坪，9点去花园",
            _orders("20:00 go: home, peek: window", "21:00 go: garden"),
        ),
    ]
)
def test_other_names_of_the_common_room_and_verbs_of_looking_out(who: str, message: str, expect: str) -> None:
    # 交谊厅 (Taiwan), 休息室: the common room; 往外瞄, 瞧着: looking out, as 往外看
    reads_as(who, message, expect)
