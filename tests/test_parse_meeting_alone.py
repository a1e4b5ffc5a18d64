"""A meeting and "alone" said of the one met, and numerals inside words that count nothing
(issue 22, round nine; docs/PARSING.md, "A meeting, then alone: one condition").

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat)."""

from __future__ import annotations

import pytest

import blackhorse.parsing.assemble as assemble
from tests.parsekit import cases, problems_of, reads_as

ALL_NIGHT_TOM_ALONE = "standing: [{kill: Tom, if: alone, from: '20:00', until: '23:00'}]"


@cases(
    [
        (
            "Lily",
            "All evening: should I run into Tom when he's alone, kill him. 21:00 lawn.",
            ALL_NIGHT_TOM_ALONE,
        ),
        (
            "Lily",
            "Whole night, if I bump into Tom while he is on his own, I'll kill him. 9pm lawn.",
            ALL_NIGHT_TOM_ALONE,
        ),
        ("Lily", "All night: should I meet Tom, if he's alone, kill him. 9pm lawn.", ALL_NIGHT_TOM_ALONE),
        (
            "Lily",
            "All night: should I run into Tom when nobody else is about, kill him. 9pm lawn.",
            ALL_NIGHT_TOM_ALONE,
        ),
        ("Lily", "整晚：碰到Tom，要是他一个人，就杀了他。九点去草坪。", ALL_NIGHT_TOM_ALONE),
        ("Lily", "整晚：碰到Tom的话，他要是一个人我就杀了他。9点去草坪", ALL_NIGHT_TOM_ALONE),
        ("Lily", "整晚：碰到Tom时，他身边没人就杀了他。9点去草坪", ALL_NIGHT_TOM_ALONE),
    ]
)
def test_a_meeting_then_alone_said_of_the_one_met_is_one_condition_all_night(
    who: str, message: str, expect: str
) -> None:
    """ "should I run into Tom when he's alone, kill him" under "all evening" is one kill all
    night, wherever she meets him alone. Read as two conditions, the night's word became an order
    at 20:00 that lapsed at 21:00 (a misread on a clean set)."""
    reads_as(who, message, f"orders: [{{at: '21:00', go: lawn}}]\n{expect}")


@pytest.mark.parametrize(
    "message",
    [
        "All night: if I run into Tom when 刘洋 is alone, kill him. 9pm lawn.",
        "整晚：碰到Tom，要是刘洋一个人，就杀了他。9点去草坪",
    ],
)
def test_alone_said_of_someone_else_than_the_one_met_is_never_merged(message: str) -> None:
    """ "alone" of another person is another condition: refused, never read as Tom alone."""
    assert problems_of("Lily", message)


def test_a_kill_said_all_night_never_lapses_at_the_next_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard under the merge: with the meeting and "alone" left as two conditions (the merge
    undone), the night's kill read as the order at 20:00 would lapse at 21:00; it is refused at
    the kill, asking whether it holds all night."""
    monkeypatch.setattr(assemble, "met_alone", lambda phrases, text: phrases)
    for message in (
        "整晚：碰到Tom的话，他要是一个人我就杀了他。9点去草坪",
        "All night: should I meet Tom, if he's alone, kill him. 9pm lawn.",
    ):
        (problem,) = problems_of("Lily", message)
        assert problem.kind == "window_before_orders"


@cases(
    [
        (
            "Lily",
            "8点去花园蹭零食，10点回房间",
            "orders: [{at: '20:00', go: garden}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "8点去娱乐室吃三明治，10点回房间",
            "orders: [{at: '20:00', go: '204'}, {at: '22:00', go: home}]",
        ),
        (
            "Lily",
            "8点去娱乐室玩十字绣 十点回来",
            "orders: [{at: '20:00', go: '204'}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_numeral_inside_a_word_that_counts_nothing_is_set_aside(
    who: str, message: str, expect: str
) -> None:
    """零食 "snacks", 三明治, 十字绣 hold a numeral that counts nothing: what one does at the place."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "quote"),
    [("8点去娱乐室吃十个零食，10点回房间", "十个"), ("8点去花园数三个数，10点回房间", "三个")],
)
def test_a_numeral_beside_a_unit_after_a_place_is_still_refused(message: str, quote: str) -> None:
    """Beside a unit (个, 点, 分, 人 ...) a numeral counts: it could be a time or a count of people,
    so the part is refused, never set aside."""
    assert any(quote in p.quote for p in problems_of("Lily", message))
