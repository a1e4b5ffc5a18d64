"""Idle clauses (issue 22; docs/PARSING.md, "Idle clauses"): a message refused at a word that
stands in a clause saying no order is read again with that clause set aside, and the clause is said
on the echo's ignored line. A clause that could say an order, or take one back, stays refused.

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat)."""

from __future__ import annotations

import pytest

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.message import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as


@cases(
    [
        (
            "Lily",
            "9点去花园，10点回房间看窗户。谁都别想跑😤",
            "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home, peek: window}]",
        ),
        (
            "Lily",
            "8点去204，9点回屋。伐要跟别人讲哦",
            "orders: [{at: '20:00', go: '204'}, {at: '21:00', go: home}]",
        ),
        (
            "Lily",
            "9点去草坪，10点回房间，老灵额～",
            "orders: [{at: '21:00', go: lawn}, {at: '22:00', go: home}]",
        ),
    ]
)
def test_a_clause_refused_at_a_word_that_says_no_order_is_set_aside(
    who: str, message: str, expect: str
) -> None:
    """A joke, a plea, a remark in a dialect, what one has not done: the clause holds no word of
    an order and its words hold only a negation, a scope, the sender as 我, or nothing at all.
    Before, the whole message was refused at that word (别想跑: a negation the orders cannot
    hold; 老灵额: unknown)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize(
    ("message", "clause"),
    [
        ("9点去花园，10点回房间看窗户。谁都别想跑😤", "谁都别想跑😤"),
        ("9点去草坪，10点回房间，老灵额～", "老灵额"),  # the tilde is punctuation, as after 老板晚上好～
    ],
)
def test_the_clause_set_aside_is_said_on_the_ignored_line(message: str, clause: str) -> None:
    """The player sees what was not read as an order, as typed."""
    parsed = parse_message(message, CHAT, 1, "Lily", game_map(CHAT))
    assert parsed.ok, [str(p) for p in parsed.problems]
    assert clause in parsed.aside
    assert clause in parsed.said_back[-1]


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("10点去203，给他弄了", "给他弄了"),  # 他 inside: what is done to him could be a kill
        ("9点去花园。不用了", "用"),  # a bare negation can take the order before it back
        ("9点去花园。不想出去了", "出"),  # 去: a going denied
        ("9pm garden, 10pm home. never mind", "never"),  # "never mind" alone takes back
        ("如果Tom一个人，谁都别想跑", "谁"),  # the second half of a condition
        ("9点去花园，9点20回营地", "营地"),  # a clause holding an order: dropping it loses the order
        ("9点去花园，谁都别想动", "谁"),  # moving denied: staying is an order
        ("9点去花园，刚才写错了", "刚才"),  # a correction: which order was wrong?
        ("8点，我不要，去花园", ""),  # the negation may deny the going after it (refused, anywhere)
        ("8点 我不要 去花园", "不"),  # so between spaces
        ("8点 bu qu 花园", "bu"),  # pinyin between spaces: the words of a sentence
        ("9点去花园，我不想", "不"),  # a wanting denied may take the going back
        ("9pm garden, i don't wanna", "don't"),  # so in English: only "nothing" and its like are idle
    ],
)
def test_a_clause_that_could_say_or_take_back_an_order_stays_refused(message: str, word: str) -> None:
    """Never a silent misread: the clause is refused at its word, as before."""
    problems = problems_of("Lily", message)
    assert any(word in p.quote for p in problems), [str(p) for p in problems]


def test_a_clause_followed_by_its_consequence_is_no_idle_clause() -> None:
    """``…，就…``: the clause before 就 is a condition said in words the reader does not know."""
    assert problems_of("Lily", "9点去花园，谁都别想跑，就去草坪")


def test_an_idle_part_between_spaces_in_chinese_is_set_aside_alone() -> None:
    """Chinese typed with spaces for punctuation (voice input, a quick chat): the part between the
    spaces around the word is the clause; the orders on either side are read."""
    reads_as(
        "Lily",
        "9点去花园 谁都别想跑 10点回房",
        "orders: [{at: '21:00', go: garden}, {at: '22:00', go: home}]",
    )


def test_a_part_between_spaces_after_a_condition_stays_refused() -> None:
    """The part after a condition's first half, in the same sentence, may be its consequence."""
    assert problems_of("Lily", "要是Tom一个人 谁都别想跑 10点回房")
