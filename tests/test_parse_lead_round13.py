"""Round thirteen (issue 22; docs/PARSING.md, "Round thirteen: names by sound, and the rules in a
refused message"): a common word is no name heard by its sound, and a message refused at a word
says the clock rules and the stops it breaks too. Each test names what was refused (or said) before.

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat); Kate is an officer."""

from __future__ import annotations

import pytest

from blackhorse.parsing.signin import sounds_like
from tests.parsekit import cases, reads_as


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
