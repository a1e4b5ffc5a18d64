"""Round twelve (issue 22; docs/PARSING.md, "Round twelve: faces, honorifics, telegrams and
regional words"): what a fan chat, a family group and a telegram put around the orders, read as
what it is. Each test names what was refused (or misread) before.

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat); Tom is in 203, 刘洋 in 201."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.faces import faces_blanked
from blackhorse.parsing.message import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as


@cases(
    [
        (
            "Lily",
            "9点去花园 (๑•̀ㅂ•́)و✧\n10点回房间 (｡•́︿•̀｡)",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "9点去草坪～ (ﾉ◕ヮ◕)ﾉ*:･ﾟ✧ 10点回房 φ(．．)",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "9pm garden (^_^) 10pm home",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_face_typed_with_characters_is_punctuation(who: str, message: str, expect: str) -> None:
    """A kaomoji is read as an emoji is: nothing of an order. Before, its Thai digit or Hangul
    letter was an unknown word and the message was refused there."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("9点去花园(?)", "(?)"),  # a doubt is no face: the reader must still see it
        ("9点去花园(...)", "(...)"),
        ("去203(Tom的房间)", "(Tom的房间)"),  # words in brackets are words
        ("at 9 (all night)", "(all night)"),
        ("去花园（209）", "（209）"),
    ],
)
def test_brackets_that_hold_words_a_doubt_or_a_number_are_no_face(typed: str, kept: str) -> None:
    assert kept in faces_blanked(typed)


@cases(
    [
        ("Lily", "Lilyの今夜计划：9点去花园", "orders: [{at: '21:00', go: garden}]"),
        (
            "Lily",
            "9点去203，Tom酱一个人在就杀了他",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone}]",
        ),
        ("Lily", "9点去找刘洋哥", "orders: [{at: '21:00', go: '201'}]"),
        ("Lily", "门只给Tom君开，9点去花园", "door: [Tom]\norders: [{at: '21:00', go: garden}]"),
    ]
)
def test_a_name_with_an_honorific_after_it_is_that_person(who: str, message: str, expect: str) -> None:
    """酱, 桑, 君, さん and the forms of address (哥, 姐) right after a registered name are that
    person; の is 的. Before, 酱 was read as a person not in the game (who_unknown)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "LILY HERE STOP 2030 GARDEN STOP 2130 LAWN STOP 2230 HOME STOP END",
            "orders: [{at: '20:30', go: garden}, {at: '21:30', go: lawn}, {at: '22:30', go: home}]",
        ),
        ("Lily", "AT 9 STOP BY ROOM 203", "orders: [{at: '21:00', go: '203'}]"),
    ]
)
def test_a_telegrams_stop_is_a_full_stop(who: str, message: str, expect: str) -> None:
    """STOP in capitals, a word of its own, is the telegram's full stop; "STOP BY" stays a visit.
    Before, every telegram was refused at its first STOP."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "9点去花园 6666666", "orders: [{at: '21:00', go: garden}]"),
        ("Lily", "9点去花园 233333 886", "orders: [{at: '21:00', go: garden}]"),
        ("Lily", "绷不住了 9点去花园 蚌埠住了", "orders: [{at: '21:00', go: garden}]"),
        (
            "Lily",
            "9pm garden KEKW\n10pm home Kappa",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_chats_cheers_and_emotes_are_set_aside(who: str, message: str, expect: str) -> None:
    """666, 2333, 886 (cheer, laugh, goodbye) are no time and no room; a stream's emotes and a
    弹幕's interjections are no order."""
    reads_as(who, message, expect)


def test_digits_glued_to_a_time_are_still_a_time() -> None:
    """666 is a cheer only where no time word follows: 6点 stays six o'clock (refused: the night
    starts at eight)."""
    assert problems_of("Lily", "666点去花园")


@cases(
    [
        (
            "Lily",
            "I stay in my room until 9 looking the window ok?\nat 9 I go to the garden",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: garden}]",
        ),
        (
            "Lily",
            "9点去花园。谁来敲门都莫给他开，晓得不嘛？",
            "door: closed\norders: [{at: '21:00', go: garden}]",
        ),
    ]
)
def test_a_tag_asking_the_gm_to_agree_leaves_the_orders_said(who: str, message: str, expect: str) -> None:
    """ "…, ok?" without a comma, and 晓得不嘛 / 知道吧 (did you get it?), ask about the orders
    before them: the orders are said outright. Before, the sentence was refused as an order asked."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["can I go to the garden at 9 ok?", "should I go to 203 at 9 ok?"])
def test_an_order_asked_leave_for_stays_refused_with_a_bare_ok(message: str) -> None:
    assert "asked_order" in {p.kind for p in problems_of("Lily", message)}


@cases(
    [
        ("Lily", "九点我去203 Tom那屋", "orders: [{at: '21:00', go: '203'}]"),
        ("Lily", "九点我去那个203那个Tom那屋", "orders: [{at: '21:00', go: '203'}]"),
    ]
)
def test_a_rooms_number_then_whose_room_with_that_is_one_going(who: str, message: str, expect: str) -> None:
    """``去209凯文那屋``: the number, then the person's room said with 那, is one going said twice,
    as ``209凯文的屋`` was. Before, 那 was refused as misplaced."""
    reads_as(who, message, expect)


def test_a_room_number_and_someone_elses_room_are_still_two_places() -> None:
    assert problems_of("Lily", "九点我去201 Tom那屋")


@cases(
    [
        (
            "Lily",
            "大家好！！新年快乐🌹祝全家身体健康万事如意🙏\n9点去花园\n祝大家玩得开心！！",
            "orders: [{at: '21:00', go: garden}]",
        ),
        ("Lily", "9点在房间从窗子看外头草坪", "orders: [{at: '21:00', go: home, peek: window}]"),
        ("Lily", "今晚就不乱跑了，9点在房间看窗户", "orders: [{at: '21:00', go: home, peek: window}]"),
        (
            "Lily",
            "9点去203找Tom聊天，没有开门的话就去草坪",
            "orders: [{at: '21:00', go: '203', else: {go: lawn}}]",
        ),
    ]
)
def test_a_family_groups_wishes_and_words_are_read(who: str, message: str, expect: str) -> None:
    """A wish (祝…万事如意) holds no home (大家, 全家) and no "if" (如意); 外头 is 外面; 不乱跑 is
    staying put; 没有开门的话 is nobody opening. Each was refused before."""
    reads_as(who, message, expect)


def test_a_stay_said_by_not_going_out_keeps_the_look_going() -> None:
    """``10点以后也不出门`` after going home to the peephole says that order goes on; an order with
    only ``at`` would have stopped the look (a misread). It is said on the ignored line."""
    message = "9点30回房间，从门孔看走廊\n10点以后也不出门啦"
    reads_as("Lily", message, "orders: [{at: '21:30', go: home, peek: peephole}]")
    parsed = parse_message(message, CHAT, 1, "Lily", game_map(CHAT))
    assert any("不出门" in a for a in parsed.aside)


def test_a_stay_said_by_not_going_out_after_a_going_elsewhere_is_still_a_stay() -> None:
    reads_as("Lily", "9点30去花园\n10点以后不出门", "orders: [{at: '21:30', go: garden}, {at: '22:00'}]")


@cases(
    [
        (
            "Lily",
            "九点去203，Tom一个人在就杀了他，要是有别人，或者他不在，我就去草坪",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: lawn}}]",
        ),
    ]
)
def test_or_between_two_failures_said_in_two_clauses_is_one_otherwise(
    who: str, message: str, expect: str
) -> None:
    """``要是有别人，或者他不在，就…``: the pair said with a comma before the "or" is the one
    "otherwise" it is without the comma. Before, the "or" was refused as a choice."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "十点半有要去草坪透透气厚", "orders: [{at: '22:30', go: lawn}]"),
        (
            "Lily",
            "我有在房间啦，9点有要去花园",
            "orders: [{at: '20:00', go: home}, {at: '21:00', go: garden}]",
        ),
        ("Lily", "介回我打算这么着：九点去花园，倍儿精神", "orders: [{at: '21:00', go: garden}]"),
        ("Lily", "今黑额哪达都不去，就在屋里，窗子瞅草坪", "orders: [{at: '20:00', go: home, peek: window}]"),
        ("Lily", "门嫑给人开，额九点去花园", "door: closed\norders: [{at: '21:00', go: garden}]"),
        ("Lily", "门别给任何人开。9点去花园", "door: closed\norders: [{at: '21:00', go: garden}]"),
    ]
)
def test_taiwanese_tianjin_and_shaanxi_words_are_their_mandarin(who: str, message: str, expect: str) -> None:
    """有在 / 有要去 (Taiwanese aspect), 介 / 倍儿 / 甭 (Tianjin), 额 / 嫑 / 哪达 / 今黑 (Shaanxi)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("介绍一下：9点去花园", "介绍"),  # 介绍 is "introduce", never 这绍
        ("名额有限，额外的安排：9点去花园", "额外"),  # 额外 / 名额 are no 我
    ],
)
def test_a_regional_word_inside_a_mandarin_word_stays_that_word(message: str, word: str) -> None:
    from blackhorse.parsing.text import Message

    assert word in Message.of(message).text


@cases(
    [
        ("Lily", "本官八点去花园，10点回城", "orders: [{at: '20:00', go: garden}, {at: '22:00', go: home}]"),
        ("Lily", "10点40闪现205", "orders: [{at: '22:40', go: '205'}]"),
        (
            "Lily",
            "22点之前请不要为任何人开门。9点去花园",
            "door: closed\norders: [{at: '21:00', go: garden}]",
        ),
        (
            "Lily",
            "9点去203找Tom。如果 他不开门，我去花园",
            "orders: [{at: '21:00', go: '203', else: {go: garden}}]",
        ),
        (
            "Lily",
            "9点去敲201的门 有人开就聊聊天 没人开就去草坪~",
            "orders: [{at: '21:00', go: '201', else: {go: lawn}}]",
        ),
        (
            "Lily",
            "At 21:00 I will to go to the room 203 for to talk with Tom.",
            "orders: [{at: '21:00', go: '203'}]",
        ),
    ]
)
def test_a_gamers_and_a_learners_words_are_read(who: str, message: str, expect: str) -> None:
    """回城 (a game's "back to base") is going home and 闪现 ("blink") going; 本官 is the sender; the
    door not opened "for" (为) anyone is closed; 如果 typed apart from 他不开门 is read with it; 有人开
    就聊聊天 is what a visit does anyway; a learner's "will to go" and "for to talk" are "will go" and
    "to talk". Each was refused before."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "At 21:00 I go back my room and see window",
            "orders: [{at: '21:00', go: home, peek: window}]",
        ),
        ("Lily", "At 21:00 I go to the room of Tom (203) for to talk", "orders: [{at: '21:00', go: '203'}]"),
        (
            "Lily",
            "At 20:40 o'clock I go in the room of Tom (203) for talking. If he does not open, I go to the"
            " garden.",
            "orders: [{at: '20:40', go: '203', else: {go: garden}}]",
        ),
        (
            "Lily",
            "if anyone knocks, don't open. 9pm garden",
            "door: closed\norders: [{at: '21:00', go: garden}]",
        ),
        (
            "Lily",
            "9pm garden. if someone knock my door dont open ah",
            "door: closed\norders: [{at: '21:00', go: garden}]",
        ),
        (
            "Lily",
            "Tonight I don't move. From 21:00 I look by the window",
            "orders: [{at: '20:00'}, {at: '21:00', peek: window}]",
        ),
    ]
)
def test_a_learners_english_is_read(who: str, message: str, expect: str) -> None:
    """ "see (the) window" is a look through it; "the room of Tom" is Tom's room; "I don't move" is
    staying put. Each was refused before (at the window, at Tom, at the negation)."""
    reads_as(who, message, expect)


def test_seeing_someone_somewhere_is_still_a_meeting() -> None:
    """Only "see" right before the window or the peephole is a look: "see Tom in the garden" is
    still about meeting him (refused here: the garden is not gone to)."""
    assert problems_of("Lily", "at 9 I see Tom in the garden")


def test_a_knock_answered_is_no_door_kept_shut() -> None:
    """ "if anyone knocks, I will open" is no door rule the reader takes: refused, never read shut."""
    assert problems_of("Lily", "if anyone knocks, I will open. 9pm garden")


@cases(
    [
        (
            "Lily",
            "orders for tonight colon stay in my room until nine ten looking out the window period at nine"
            " ten go to the garden period at ten o'clock go back to my room and look through the peep hole"
            " period that's all",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '21:10', go: garden},\n"
            " {at: '22:00', go: home, peek: peephole}]",
        ),
        (
            "Lily",
            "Ah'm gonnae stay in the common room till ten, then at ten o'clock go knock on Tom's door in 203"
            " for a wee blether. If he doesnae open, back tae the common room. Ken what I mean?",
            "orders: [{at: '20:00', go: '204'}, {at: '22:00', go: '203', else: {go: '204'}}]",
        ),
        (
            "Lily",
            "Eight o'clock I'm awa' tae the garden. Twenty tae nine, the lawn. Nine o'clock I'll chap on"
            " 205's door, and if naebody answers I'll head back tae the common room.",
            "orders: [{at: '20:00', go: garden}, {at: '20:40', go: lawn}, {at: '21:00', go: '205', else: {go:"
            " '204'}}]",
        ),
    ]
)
def test_dictated_punctuation_and_scots_are_read(who: str, message: str, expect: str) -> None:
    """ "period", "comma", "colon" said by voice input between words are those marks (in a message
    saying two or more); Scots tae, -nae, naebody, windae, ah'm, gonnae, chap on are their English;
    "ken what I mean?" asks nothing of the orders. Each was refused before."""
    reads_as(who, message, expect)


def test_a_full_stop_said_aloud_is_one_too() -> None:
    """The British name of the mark, as "period" is (added after the clean sets were measured)."""
    reads_as(
        "Lily",
        "at eight ten go to the lawn full stop at nine go to the common room full stop thanks",
        "orders: [{at: '20:10', go: lawn}, {at: '21:00', go: '204'}]",
    )


def test_a_period_of_the_night_is_no_full_stop() -> None:
    """ "period 2" names the night's second hour, never a mark said aloud."""
    reads_as("Lily", "in period 2 go to the garden", "orders: [{at: '21:00', go: garden}]")


@cases(
    [
        (
            "Lily",
            "GM, tonight I stay my room all time. 8 to 9 I see peephole, after 9 I see window. Door is close"
            " for everybody before 10.",
            "door: closed\norders: [{at: '20:00', go: home, peek: peephole}, {at: '21:00', peek: window}]",
        ),
        ("Lily", "9:20 grab a coffee in the common room (204)", "orders: [{at: '21:20', go: '204'}]"),
    ]
)
def test_a_learners_night_at_home_and_a_coffee_are_read(who: str, message: str, expect: str) -> None:
    """ "all time" is all night; "see peephole" is a look; "door is close" is the door shut; "grab a
    coffee in the common room" is going there. Refused before at "all", "close" and "grab"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "At 10:10 I'm going to 203. If Tom's alone in there, I'll kill him. If anyone else is there with"
            " him, or he's not in, I'll just come back to my room.",
            "orders: [{at: '22:10', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "10:20 going to 203 and killing Tom, idc who else is in there lol. if he isnt there i'll go to"
            " the lawn",
            "orders: [{at: '22:20', go: '203', kill: Tom, if: always, else: {go: lawn}}]",
        ),
    ]
)
def test_company_with_him_and_not_caring_who_is_there_are_read(who: str, message: str, expect: str) -> None:
    """ "anyone else is there with him, or he's not in" is the one "otherwise" of the kill on him
    alone; "idc who else is in there" is a kill whoever is around. Refused before ("or", "who")."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "heading"),
    [
        ("第2夜：8点去花园", "第2夜"),
        ("第二晚的安排\n8点去花园", "第二晚的安排"),
        ("Night 2:\n8pm garden", "Night 2"),
    ],
)
def test_tonights_heading_is_set_aside_on_every_night(message: str, heading: str) -> None:
    """A heading naming the night being read is set aside on night two as on night one. Before, 第2夜
    was refused as an unknown word on its own night (the aside rules saw a number in it)."""
    inn = game_map(CHAT)
    cast = cast_of(CHAT, 1, "Lily", inn)  # the chat game has run no night: night one's cast
    parsed = parse_message(message, CHAT, 2, "Lily", inn, cast=cast)
    assert parsed.problems == () and heading in parsed.aside[0]


@pytest.mark.parametrize(
    ("message", "heading", "named"),
    [
        ("night 1 orders:\n9pm garden", "night 1 orders:", "1"),
        ("Night one - 9pm garden", "Night one", "1"),
        ("night 3:\n9pm garden", "night 3", "3"),
    ],
)
def test_an_english_heading_naming_another_night_is_refused(message: str, heading: str, named: str) -> None:
    """ "night 1 orders" sent on night two names another night's orders, as 第1夜 does: refused at the
    heading, never set aside. Before, English headings were set aside on every night."""
    inn = game_map(CHAT)
    cast = cast_of(CHAT, 1, "Lily", inn)
    parsed = parse_message(message, CHAT, 2, "Lily", inn, cast=cast)
    assert [(p.kind, p.quote) for p in parsed.problems] == [("other_night", heading)]
    assert f"night {named}" in parsed.problems[0].text
