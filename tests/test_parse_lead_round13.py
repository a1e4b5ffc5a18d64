"""Round thirteen (issue 22; docs/PARSING.md, "Round thirteen: names by sound, the rules in a refused
message, corrections restated"): a common word is no name heard by its sound, a message refused at
a word says the clock rules and the stops it breaks too, and a correction written as the order
again replaces it. Each test names what was refused (or said) before.

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat); Kate is an officer."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.lexer import tokenize
from blackhorse.parsing.lexiconstore import lexicon
from blackhorse.parsing.message import parse_message
from blackhorse.parsing.signin import sounds_like
from blackhorse.parsing.slotrules import slot_rule_faults
from blackhorse.parsing.text import Message
from tests.parsekit import CHAT, cases, problems_of, reads_as


@pytest.mark.parametrize(
    ("word", "name"),
    [("点名", "Tom"), ("头目", "Tom"), ("太忙", "Tom"), ("口袋", "Kate"), ("开店", "Kate")]
    + [("流泪", "Lily"), ("今天", "Chidi"), ("侦探", "Chidi"), ("集合", "Joy"), ("一圈", "Joy")],
)
def test_a_common_word_is_no_name_heard_by_its_consonants(word: str, name: str) -> None:
    """Before, any word whose initials matched a Latin name's consonants was heard as that name
    (今天 jin-tian as Chidi), and a remark holding it could never be set aside."""
    assert not sounds_like(word, name)


@pytest.mark.parametrize(
    ("word", "name"),
    [("汤姆", "Tom"), ("汤米", "Tom"), ("凯特", "Kate"), ("莉莉", "Lily"), ("奇迪", "Chidi")]
    + [("杰克", "Jack"), ("艾玛", "Emma"), ("奥利弗", "Oliver"), ("沃尔什", "Walsh"), ("乔伊", "Joy")]
    + [("小波", "Xiaobo"), ("波波", "Xiaobo"), ("小雨", "Xiaoyu")],
)
def test_a_name_written_as_names_are_is_still_heard(word: str, name: str) -> None:
    assert sounds_like(word, name)


@cases(
    [
        ("Lily", "太忙 9点去花园 10点回房间", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
        (
            "Lily",
            "点名：9点去花园，10点回房间",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_remark_of_a_common_word_is_set_aside(who: str, message: str, expect: str) -> None:
    """太忙 and 点名 were refused as a name written by its sound (Tom)."""
    reads_as(who, message, expect)


def _kinds(message: str) -> list[str]:
    return [p.kind for p in problems_of("Lily", message)]


def test_a_start_off_the_slots_is_said_beside_the_word_refused() -> None:
    """Before, only 开 was said: fixed, the message was refused again for 21:05."""
    found = problems_of("Lily", "20:00 房间待命\n21:05 开怪：去花园\n22:00 回房")
    assert [p.kind for p in found] == ["off_slot", "misplaced"]
    assert found[0].quote == "21:05" and "10" in found[0].text


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("晚上七点五十提前前往204", "七点五十"),
        ("夜很长。\n十一点十分，我独自走向草坪，看月亮沉入断崖之下。", "十一点十分"),
    ],
)
def test_a_start_off_the_night_is_said_beside_the_word_refused(message: str, quote: str) -> None:
    found = problems_of("Lily", message)
    assert found[0].kind == "outside_night" and found[0].quote == quote
    assert any(p.kind == "unknown" for p in found)


def test_an_end_off_the_slots_is_said_as_an_end() -> None:
    found = problems_of("Lily", "9点去花园待到9点45 hhh")
    assert found[0].kind == "until_off_slot" and "9:39" in found[0].text


def test_two_lines_for_one_slot_are_said_beside_the_word_refused() -> None:
    """Before, only 开 was said; the two orders at 21:00 were the next refusal."""
    found = problems_of("Lily", "20:30 204开会\n21:00 去花园\n21:00 去202串门\n22:00 回房")
    assert found[0].kind == "dup_slot" and found[0].line == 3
    assert "21:00 去花园" in found[0].text


def _slot_faults(message: str) -> list[str]:
    inn = game_map(CHAT)
    cast = cast_of(CHAT, 1, "Lily", inn)
    lex = lexicon(inn, cast.known, cast.nicknames)
    return [f.key for f in slot_rule_faults(tokenize(Message.of(message).text, lex, "Lily"))]


@pytest.mark.parametrize(
    "message",
    [
        "我7点半下班，8点去花园，10点回房",  # a time in passing opens no order
        "9点去花园\n9点 如果没人就回房",  # a condition goes on from the line before
        "9点到11点都在花园",  # 23:00 is the night's end
        "9点45 开会",  # no order word after it
    ],
)
def test_a_time_that_opens_no_order_is_not_judged(message: str) -> None:
    assert _slot_faults(message) == []


@pytest.mark.parametrize(
    ("message", "quote"),
    [
        ("9点去东楼梯蹲着 hhh 10点回房", "东楼梯蹲着"),  # the stay was read as what one does there
        ("9:00 go east stairs and wait there hhh. tom come down", "east stairs and wait"),
    ],
)
def test_a_stop_on_the_stairs_is_said_beside_the_word_refused(message: str, quote: str) -> None:
    found = problems_of("Lily", message)
    assert found[0].kind == "corridor_stop" and found[0].quote == quote


def test_a_stay_said_of_the_place_after_the_stairs_is_no_stop() -> None:
    assert "corridor_stop" not in _kinds("9:00 go down the east stairs and wait in the garden hhh")


GARDEN_920 = "orders: [{at: '21:20', go: garden}, {at: '22:00', go: home}]"
LAWN_HOME = "orders: [{at: '20:00', go: lawn}, {at: '22:00', go: home}]"


@cases(
    [
        ("Lily", "9点去花园\n10点回房\n等会儿 改一下\n9点20去花园\n10点还是回房", GARDEN_920),
        ("Lily", "9点去花园，10点回房。哦不对，改成9点20去花园", GARDEN_920),
        ("Lily", "9点去花园\n10点回房\n更正：\n9点20去花园", GARDEN_920),
        (
            "Lily",
            "8点去花园\n10点回房\n更正：8点去草坪",
            "orders: [{at: '20:00', go: lawn}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_correction_said_as_the_order_again_replaces_it(who: str, message: str, expect: str) -> None:
    """The corrected order written whole after 改一下 / 哦不对，改成 / 更正 replaces the order before it
    at its time, or going to its place. Before, the message was refused at the marker."""
    reads_as(who, message, expect)


def test_the_order_a_correction_replaces_is_said_as_set_aside() -> None:
    inn = game_map(CHAT)
    parsed = parse_message("9点去花园，10点回房。哦不对，改成9点20去花园", CHAT, 1, "Lily", inn)
    assert "9点去花园" in parsed.aside


@pytest.mark.parametrize(
    "message",
    [
        "9点去花园\n10点回房\n更正：10点半去草坪",  # a new time and a new place: an addition, or what?
        "9点去花园\n9点半去花园\n10点回房\n更正：9点20去花园",  # two orders go to the garden: which one?
        "9点去花园\n10点回房\n更正：9点20去花园\n9点40去花园",  # two replace the same one
        "9点去花园\n10点回房\n更正：9点20去花园，不去草坪了",  # a negation after it may take back
    ],
)
def test_a_correction_whose_order_replaces_nothing_plain_is_still_refused(message: str) -> None:
    assert _kinds(message)[0] == "change"


def test_still_between_a_time_and_a_going_is_no_or() -> None:
    """十点还是回屋 ("at ten, home as before") was refused as a choice; 九点还是十点 still is."""
    reads_as(
        "Lily", "9点去花园，10点还是回房", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"
    )
    assert _kinds("九点还是十点去花园")[0] == "choice"


@pytest.mark.parametrize(
    "message",
    [
        "9:00 去203，借他们房间的窗户看草坪 hhh",  # Tom's room (203), a word refused after it
        "9点去刘洋房间，借他们的窗户看草坪",  # 刘洋's room (201), by name
        "9点前往201室，并在该房间从窗户观察草坪",
    ],
)
def test_a_look_from_someone_elses_room_is_said_beside_the_word_refused(message: str) -> None:
    """Before, only the word was said; fixed, the message was refused again by the rule."""
    assert _kinds(message)[0] == "peek_elsewhere"


@pytest.mark.parametrize(
    "message",
    [
        "9点去203 hhh，10点回房从窗户看花园",  # home again before the look
        "9点去204 hhh，从窗户看花园",  # the common room's window is for everyone
        "9点去花园 hhh，10点从窗户看草坪",  # a new time: a new order
    ],
)
def test_a_look_from_home_or_the_common_room_is_not_judged(message: str) -> None:
    parsed = parse_message(message, CHAT, 1, "Lily", game_map(CHAT))
    assert "peek_elsewhere" not in [p.kind for p in parsed.problems]
