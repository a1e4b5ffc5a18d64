"""Round ten, the lead's classes (issue 22; docs/PARSING.md, "Round ten: hours on a 24-hour clock,
tags and brackets asked"): hours said bare on a 24-hour clock (``20-21 花园``, ``22以后回屋``), an
order asked with a tag as regions ask it (``要得不？``, "can or not?"), and a question asked inside
brackets beside an order (``8点半去204（就是娱乐室对吧？）``).

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat)."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, problems_of, reads_as


@cases(
    [
        (
            "Lily",
            "20-21 花园\n21-22 草坪\n22以后回屋，窗户",
            "orders: [{at: '20:00', go: garden}, {at: '21:00', go: lawn},\n"
            " {at: '22:00', go: home, peek: window}]",
        ),
        ("Lily", "21-22 去花园", "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]"),
        ("Lily", "22后回房 门孔", "orders: [{at: '22:00', go: home, peek: peephole}]"),
        ("Lily", "23前都在204", "orders: [{at: '20:00', go: '204'}]"),
        (
            "Lily",
            "from 21 to 22 in the garden",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_bare_hour_on_a_24_hour_clock_is_that_hour_of_the_night(
    who: str, message: str, expect: str
) -> None:
    """20 to 23 with no minutes are 20:00 to 23:00, as 8 to 11 are: no other hour of the night
    has those numbers, and a room is 201-209. A range away from home ends back home, as ``8-9``
    does. Before, ``20-21`` was refused as an unknown word."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["9点去花园，叫上20个人", "21% 的把握，9点去花园"])
def test_a_24_hour_number_that_counts_is_no_hour(message: str) -> None:
    """A number of minutes, people or per cent is never taken for an hour."""
    assert problems_of("Lily", message)


@cases(
    [
        (
            "Lily",
            "8点到9点在房间从窗户看草坪，9点去204，10点回来看门孔，要得不？",
            "orders: [{at: '20:00', go: home, peek: window}, {at: '21:00', go: '204'},\n"
            " {at: '22:00', go: home, peek: peephole}]",
        ),
        (
            "Lily",
            "8pm garden, 10pm home, can or not?",
            "orders: [{at: '20:00', go: garden}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "at 9 go to 203, if Tom alone kill him, if not go 204 can?",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: '204'}}]",
        ),
        (
            "Lily",
            "9pm lawn, 10pm home ok or not?",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_orders_with_a_tag_asked_as_regions_ask_it_are_read_and_the_tag_asked(
    who: str, message: str, expect: str
) -> None:
    """要得不 (Sichuanese), "can or not" (Singlish), "ok or not" ask about the orders before them,
    as 可以吗 does: the orders are read and the tag goes on the question line for the GM."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    "message", ["can I go to 204 at 9?", "9点能去204吗？", "I can go to 204 at 9 can or not, or the lawn?"]
)
def test_an_order_asked_for_itself_stays_refused(message: str) -> None:
    """A going asked for leave ("can I", 能…吗) is no tag: refused, say it as an order."""
    assert problems_of("Lily", message)


@cases(
    [
        (
            "Lily",
            "8点半去204（就是娱乐室对吧？），10点回房",
            "orders: [{at: '20:30', go: '204'}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "9pm go to 204 (that's the common room, right?) then 10pm home",
            "orders: [{at: '21:00', go: '204'}, {at: '22:00', go: home}]",
        ),
        ("Lily", "9点去花园（花园晚上有灯吗？）", "orders: [{at: '21:00', go: garden}]"),
    ]
)
def test_a_question_inside_brackets_asks_only_what_the_brackets_hold(
    who: str, message: str, expect: str
) -> None:
    """A question mark inside brackets ends a question the bracket opened: the order before the
    bracket is said outright. Before, the question ran from the line's start and took the order
    with it (refused as an order asked)."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "8:00 门孔\n8:30 去204\n9:00 回房窗户\n\n上面第二条改成8:40，其他不变",
            "orders: [{at: '20:00', peek: peephole}, {at: '20:40', go: '204'},\n"
            " {at: '21:00', go: home, peek: window}]",
        ),
        (
            "Lily",
            "8:20 去204\n9:00 去草坪\n9:40 回房\n\n更正：第三條改做10點回房",
            "orders: [{at: '20:20', go: '204'}, {at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "8点去204\n9点去草坪\n第二条改成去花园",
            "orders: [{at: '20:00', go: '204'}, {at: '21:00', go: garden}]",
        ),
        (
            "Lily",
            "1. 8点去204\n2. 9点去草坪\n前面的第1项改为8点10分",
            "orders: [{at: '20:10', go: '204'}, {at: '21:00', go: lawn}]",
        ),
    ]
)
def test_a_correction_naming_an_order_by_its_place_in_the_list_changes_that_order(
    who: str, message: str, expect: str
) -> None:
    """上面第二条, 第三條, 第1项: the order at that place in the list, as ``8:30那条`` names it by its
    time; what it replaces and the correction are set aside and said."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["8点去204\n第五条改成去花园", "8点去204\n9点去草坪\n第二条改成8点"])
def test_a_correction_naming_no_order_of_the_list_is_refused(message: str) -> None:
    """A place beyond the list names nothing; a new time another order has (two orders at 8): which?"""
    assert problems_of("Lily", message)


def test_an_ordinal_reads_its_number_as_the_lexer_does() -> None:
    """第两条 is the second order (两 is 2, as in 两点); 第十条 and 第二十条 name no order (an ordinal
    holds one digit), refused at their words, never read as another order of the list."""
    reads_as(
        "Lily",
        "8点去204\n9点去草坪\n第两条改成去花园",
        "orders: [{at: '20:00', go: '204'}, {at: '21:00', go: garden}]",
    )
    for ordinal in ("第十条", "第二十条"):
        said = problems_of("Lily", f"8点去204\n9点去草坪\n{ordinal}改成去花园")
        assert [p.quote for p in said] == [ordinal]


@cases(
    [
        (
            "Lily",
            "- 9:00 lawn\n- 9:40 garden\nedit: make the lawn one 9:10 not 9:00",
            "orders: [{at: '21:10', go: lawn}, {at: '21:40', go: garden}]",
        ),
        (
            "Lily",
            "- 8:00 204\n- 9:00 garden\nwait, change the garden one to 9:20",
            "orders: [{at: '20:00', go: '204'}, {at: '21:20', go: garden}]",
        ),
    ]
)
def test_a_follow_up_finds_an_order_in_a_bulleted_list(who: str, message: str, expect: str) -> None:
    """A dash opening a line is a bullet, not a range: the follow-up finds the bulleted order."""
    reads_as(who, message, expect)


ALTERNATING_TILL_NINE = (
    "orders: [{at: '20:00', peek: window}, {at: '20:10', peek: peephole}, {at: '20:20', peek: window},\n"
    " {at: '20:30', peek: peephole}, {at: '20:40', peek: window}, {at: '20:50', peek: peephole},\n"
    " {at: '21:00', go: '204'}]"
)


@cases(
    [
        ("Lily", "8:00 窗户 8:10 门孔，这样交替到9点，9点去204", ALTERNATING_TILL_NINE),
        ("Lily", "8:00 窗户 8:10 门孔，一直这样轮到9点，9点去204", ALTERNATING_TILL_NINE),
        ("Lily", "8:00 窗户 8:10 门孔 这样循环到9点 9点去204", ALTERNATING_TILL_NINE),
    ]
)
def test_watches_carried_on_in_turn_said_as_this_way_are_carried_on(
    who: str, message: str, expect: str
) -> None:
    """这样交替 / 一直这样轮 / 这样循环 to an hour carry the two watches said on, as 以此类推 does."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ["8:00 窗户 8:10 门孔 8:20 窗户 ……就这样一直轮到9点，9点去204"])
def test_watches_said_in_turn_in_words_not_read_are_refused_never_dropped(message: str) -> None:
    """轮 (in turn) carries the orders before it on: where its words are not read, the message is
    refused at 轮, never read as the watches said alone (a misread on a clean set: the turns to 9
    were set aside and the night lost two watches)."""
    assert [p.quote for p in problems_of("Lily", message)] == ["轮"]


def test_an_ordinal_changed_into_nothing_names_no_order() -> None:
    """我第一个到 ("I get there first") names no order: an ordinal names one only when it is
    changed into something (第二条改成…); the message reads as if no ordinal were there."""
    reads_as(
        "Lily",
        "8点去花园\n9点去204，我第一个到",
        "orders: [{at: '20:00', go: garden}, {at: '21:00', go: '204'}]",
    )
