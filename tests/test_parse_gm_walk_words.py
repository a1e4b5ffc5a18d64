"""Words a new GM's first game found the reader refusing (issue 22; docs/PARSING.md, *Words from
a GM's first game*): the evening said inside "until" (``门锁到晚上10点``), and the sender among
the names of their own door rule (``只给Mandy和雪儿开门`` said by Mandy).

The cast is the chat corpus's (tests/parsing/chat): 陈美玲 and Lily live in 207, Tom in 203,
赵强 in 209."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


@cases(
    [
        ("陈美玲", "门锁到晚上10点", "door: closed"),
        ("陈美玲", "门锁到今晚10点，谁敲都不开", "door: closed"),
        ("陈美玲", "9点去花园，待到晚上10点回房", _orders("21:00 go: garden", "22:00 go: home")),
        ("陈美玲", "9点去花园待到晚上十点，然后回房", _orders("21:00 go: garden", "22:00 go: home")),
    ]
)
def test_the_evening_said_inside_until_is_the_time_it_names(who: str, message: str, expect: str) -> None:
    # 晚上 / 今晚 between "until" and a clock time says which 10 o'clock: the evening's, as every
    # bare hour of the night is; it was refused as "a time expected here"
    reads_as(who, message, expect)


def test_the_evening_with_no_time_after_until_is_still_refused() -> None:
    # "stay till the evening" names no minute: nothing to read it as
    assert problems_of("陈美玲", "9点去花园，一直待到晚上")


@cases(
    [
        ("陈美玲", "只给陈美玲和Tom开门", "door: [Tom]"),
        ("陈美玲", "只给我和Tom开门", "door: [Tom]"),
        ("陈美玲", "只给Tom和我开门", "door: [Tom]"),
        ("陈美玲", "只给Tom、赵强和我开门", "door: [Tom, 赵强]"),
        ("陈美玲", "只给Tom和陈美玲开门", "door: [Tom]"),
        ("陈美玲", "only let me and Tom in", "door: [Tom]"),
    ]
)
def test_the_sender_among_their_own_door_list_is_set_aside(who: str, message: str, expect: str) -> None:
    # one's own room lets one in anyway: the name says nothing, and is said back as set aside
    reads_as(who, message, expect)
    parsed = parse_message(message, CHAT, 1, who, game_map(CHAT))
    assert parsed.aside, "the sender's own name must be said back as set aside"


def test_a_nickname_the_gm_declares_for_the_sender_in_her_door_list_is_set_aside(tmp_path: Path) -> None:
    game = tmp_path / "game"
    shutil.copytree(CHAT, game)
    with (game / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("nicknames:\n  陈美玲: [Mandy]\n")
    reads_as("陈美玲", "今晚只给Mandy和Tom开门", "door: [Tom]", game)


def test_someone_else_in_the_list_keeps_their_place() -> None:
    # only the sender is set aside: Tom's roommate-free list of two stays two
    reads_as("陈美玲", "只给Tom和赵强开门", "door: [Tom, 赵强]")
    # and a list of the sender alone is not read as "closed" behind the player's back
    assert problems_of("陈美玲", "只给我开门")


def test_the_sender_named_beside_someone_outside_a_door_rule_is_kept() -> None:
    # only a door rule's list loses the sender: "if Tom and 陈美玲 are together" still names her,
    # and what the reader cannot read there is refused, never read without her
    for message in ("9点去203，如果Tom和陈美玲在一起就回房", "9点和Tom和我一起去花园"):
        assert problems_of("陈美玲", message)


@pytest.mark.parametrize(
    ("who", "message", "quoted"),
    [
        ("陈美玲", "同昨晚", "同昨晚"),
        ("陈美玲", "9点去花园，其余照旧", "照旧"),
        ("陈美玲", "跟上次一样", "上次一样"),
        ("Tom", "as usual, thx", "usual"),
    ],
)
def test_orders_pointed_at_elsewhere_are_refused_naming_the_rule(who: str, message: str, quoted: str) -> None:
    # 同昨晚 points at orders the message does not hold: the refusal says so (write tonight's
    # orders out), not "a word the orders do not know, did you mean 照杀?" (English "same as last
    # night" is read whole by repeatsaid.py: tests/test_parse_english_round_seven.py)
    found = problems_of(who, message)
    assert [p.kind for p in found] == ["same_as_before"], [str(p) for p in found]
    assert quoted in found[0].quote
    assert ("完整写出来" if who == "陈美玲" else "write tonight's orders out") in found[0].text


def test_the_same_said_of_an_order_of_this_message_is_no_other_nights_orders() -> None:
    # "at 10 same place", 9:10 同上: the same as an earlier line of this message, not another night
    for who, message in (("Tom", "at 9 garden, at 10 same place"), ("陈美玲", "9点看窗户，9点10分同上")):
        assert all(p.kind != "same_as_before" for p in problems_of(who, message))


@pytest.mark.parametrize(
    "message",
    [
        "at 9 knock on 203, wait if nobody's in",
        "knock on 205 at 9, wait if no one's home",
        "at 9 knock on 203, wait there if nobody's in. at 10 go home",
    ],
)
def test_waiting_at_a_room_nobody_opens_is_refused_as_the_corridor(message: str) -> None:
    # with nobody in to open, the wait is at the door, in the corridor (seed 八): refused so, not
    # read as "if nobody else is there, stay there" with "'s in" set aside
    assert [p.kind for p in problems_of("Tom", message)] == ["outside_room"]


def test_the_empty_room_before_a_going_is_still_the_refused_doors_otherwise() -> None:
    reads_as("Tom", "at 9 knock on 209, if nobody's in go home", _orders("21:00 go: '209', else: {go: home}"))


# -- two misreads the clean sets of round seven found (their messages read, and only they) ------


@cases(
    [
        (
            "Kate",
            "8点半 从东楼梯下去草坪\n9点20 回204\n其余时间在204窗户那看着",
            _orders(
                "20:00 go: '204', peek: window",
                "20:30 go: lawn, via: east-stairs",
                "21:20 go: '204', peek: window",
            ),
        ),
        (
            "张伟",
            "9点去花园\n10点回房\n别的时间都在屋里从门孔看",
            _orders("20:00 go: home, peek: peephole", "21:00 go: garden", "22:00 go: home, peek: peephole"),
        ),
    ]
)
def test_going_back_to_the_place_of_the_rest_of_the_time_takes_up_its_look(
    who: str, message: str, expect: str
) -> None:
    # back at the place "the other times" are spent, with nothing else to do there and no end,
    # one is at the rest of the time again: its look resumes (the look was lost from then on)
    reads_as(who, message, expect)


def test_going_back_with_a_look_of_its_own_or_after_a_first_look_keeps_what_it_says() -> None:
    # a look of its own wins; and a look said "first" (先) is no rest of the time
    reads_as(
        "张伟",
        "9点去花园\n10点回房从窗户看\n其他时间在屋里从门孔看",
        _orders("20:00 go: home, peek: peephole", "21:00 go: garden", "22:00 go: home, peek: window"),
    )
    reads_as(
        "张伟",
        "先在屋里从门孔看\n9点去花园\n10点回房",
        _orders("20:00 go: home, peek: peephole", "21:00 go: garden", "22:00 go: home"),
    )


@pytest.mark.parametrize(
    "message", ["9点去花园\n改 9点20 哎呀\n10点回房", "9点去花园\n10点回房\n改 10点20 sorry"]
)
def test_a_time_changed_on_a_line_of_its_own_is_refused_never_a_new_order(message: str) -> None:
    # 改 + a time and nothing to do at it, on a line of its own, changes an earlier order's time:
    # which one is not guessed; read as a new order's time, the orders after it moved (a misread)
    assert "change" in [p.kind for p in problems_of("张伟", message)]


def test_a_time_changed_right_after_its_order_is_that_orders_time() -> None:
    # in the same sentence, right after the order, it is that order's time corrected (amendsaid)
    reads_as(
        "张伟",
        "9点去204，改9点半\n10点半回房 看猫眼",
        _orders("21:30 go: '204'", "22:30 go: home, peek: peephole"),
    )


def test_a_switch_at_a_time_is_read_as_before() -> None:
    reads_as(
        "张伟",
        "9点去花园，10点回房看窗户，10点半改门孔",
        _orders("21:00 go: garden", "22:00 go: home, peek: window", "22:30 peek: peephole"),
    )
