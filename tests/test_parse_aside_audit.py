"""What the reader sets aside never holds a word that could change an order (issue 22).

Every place the reader sets words aside (a greeting, a sign-in, a stroll after a place, a remark
in brackets, a chatter clause, thanks at the end, beside a time) is tried with each word that
could change an order: a negation, "except", "unless", "only", a time, a place, a name, a
condition, "otherwise", a kill, and the words that say which time (快, 将近, 最后一个, about).
The message is refused, or read with that word in an order: never accepted with it in the
"ignored:" line.

A is in 201, targets C and D (tests/parsing/game).
"""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.message import read_message
from tests.parsekit import SEED_GAME

INN = default_inn()
CAST = cast_of(SEED_GAME, 1, "A", INN)

ZH_PLACES = [
    "老板晚上好{w}～9点去花园，10点回房间",  # a greeting
    "9点去花园逛逛{w}，10点回房间",  # a stroll after a place
    "9点去花园（{w}），10点回房间",  # a remark in brackets
    "9点去花园，今天好累{w}，10点回房间",  # a chatter clause
    "9点去花园，10点回房间。谢谢老板{w}",  # thanks
    "A报到{w}：9点去花园，10点回房间",  # a sign-in
    "{w}9点去花园，10点回房间",  # right before a time
    "9点{w}去花园，10点回房间",  # right after a time
]
ZH_WORDS = ["不", "别", "除了", "只", "10点半", "草坪", "D", "如果", "要是", "之前", "一个人", "否则", "杀"]
EN_PLACES = [
    "hi gm {w}! at 9 go to the garden, at 10 go home",
    "at 9 go to the garden {w}, at 10 go home",
    "at 9 go to the garden ({w}), at 10 go home",
    "at 9 go to the garden, so tired {w}, at 10 go home",
    "at 9 go to the garden, at 10 go home. thanks {w}",
    "A here {w}: at 9 go to the garden, at 10 go home",
    "{w} at 9 go to the garden, at 10 go home",
]
EN_WORDS = ["not", "don't", "except", "unless", "only", "at 10:30", "the lawn", "D", "if", "before", "alone"]
EN_WORDS += ["otherwise", "kill"]


# "only" closing a place or a heading at its clause's end is emphasis, set aside and said
# (PARSING.md, "English as players across the world type it": "in my room only"); before a
# person or a time it still changes the order and is audited everywhere else
ONLY_CLOSING = ("go to the garden {w}, at 10", "A here {w}:")


def never_set_aside(text: str, word: str) -> None:
    parsed = read_message(text, "A", 1, INN, CAST)
    if parsed.problems:
        return
    assert not any(word.lower() in part.lower() for part in parsed.aside), (text, parsed.said_back)


@pytest.mark.parametrize("place", ZH_PLACES)
def test_a_chinese_word_that_could_change_an_order_is_never_set_aside(place: str) -> None:
    for word in ZH_WORDS:
        never_set_aside(place.format(w=word), word)


@pytest.mark.parametrize("place", EN_PLACES)
def test_an_english_word_that_could_change_an_order_is_never_set_aside(place: str) -> None:
    for word in EN_WORDS:
        if word == "only" and any(shape in place for shape in ONLY_CLOSING):
            continue
        never_set_aside(place.format(w=word), word)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("快10点的时候去203看看", "vague_time"),
        ("将近9点去花园", "vague_time"),
        ("差不多9点去花园", "vague_time"),
        ("9点去204从窗户看花园，一直看到最后一个10分钟，再回自己房间", "一个"),  # refused at it
        ("10点多去草坪", "vague_time"),
        ("9ish go to the garden", "vague_time"),
    ],
)
def test_a_word_glued_to_a_time_is_never_set_aside(text: str, kind: str) -> None:
    """快10点 was read as 10:00 (快 set aside); 看到最后一个10分钟 as a 10-minute watch (一个 set
    aside): a word glued to a time may say which time, so it is refused there."""
    parsed = read_message(text, "A", 1, INN, CAST)
    assert parsed.problems, parsed.said_back
    assert parsed.problems[0].kind == kind or kind in parsed.problems[0].quote, parsed.problems[0]


@pytest.mark.parametrize(
    "text",
    [
        "小雨：8点吃完晚饭去花园散散步，8点半回来",
        "吃完饭9点去花园",
        "ok 9pm go to the garden",
        "at 9 go to the garden tho",
    ],
)
def test_what_one_does_around_a_time_is_still_set_aside(text: str) -> None:
    parsed = read_message(text, "A", 1, INN, CAST)
    assert parsed.problems == () and parsed.aside, [str(p) for p in parsed.problems]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("9点去花园，爬着过去别让人看见", "爬着"),
        ("9点匍匐着爬去草坪", "匍匐"),
        ("9点爬着去花园", "爬着"),
        ("10点爬过去203", "爬"),
        ("9点潜行去草坪", "潜行"),
    ],
)
def test_a_way_of_moving_the_rules_do_not_know_is_refused_at_its_word(text: str, word: str) -> None:
    """爬着过去 / 匍匐着爬 (crawling there unseen) was set aside, and the message refused at 人
    ("who is this?") or read as a plain walk: how one moves is the rules' (everyone walks and is
    seen), so it is refused at the word."""
    parsed = read_message(text, "A", 1, INN, CAST)
    assert parsed.problems and word in parsed.problems[0].quote, parsed.said_back
