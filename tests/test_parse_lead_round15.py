"""Round fifteen (issue 22; docs/PARSING.md, "Round fifteen"): "nothing else" said with the
negation first, in any dialect, is the end of the orders; a name or a place in quotation marks
inside a sentence is that name or place. Each test names what was read (or refused) before.

Lily (207) targets Tom and 李雨桐 in the chat game (tests/parsing/chat); Kate is an officer."""

from __future__ import annotations

import pytest

from tests.parsekit import cases, order_list, problems_of, reads_as


@cases(
    [
        ("Lily", "9点去花园，10点回来。没有其他的了", order_list("21:00 go: garden", "22:00 go: home")),
        ("Lily", "10点回屋头，莫得别的了", order_list("22:00 go: home")),
        ("Lily", "9点返房。冇其他嘢喇", order_list("21:00 go: home")),
        ("Lily", "今晚无特别安排，全程于204室凭窗观察", order_list("20:00 go: '204', peek: window")),
        (
            "Lily",
            "我今晚莫得好多安排，就是九点到十点去草坪耍",
            order_list("21:00 go: lawn", "22:00 go: home"),
        ),
        ("Lily", "整晚在二零四看窗户 别的没有", order_list("20:00 go: '204', peek: window")),
    ]
)
def test_nothing_else_said_with_the_negation_first_ends_the_orders(
    who: str, message: str, expect: str
) -> None:
    """Before, each was refused at its negation ("指令里放不下不/别/没"): only 没别的了 and three
    more were words of talk, one by one; the other-first shape (别的不动) was read already."""
    reads_as(who, message, expect)


@cases(
    [
        ("Lily", "9点去花园，没其他人就杀了Tom", "orders: [{at: '21:00', go: garden, kill: Tom, if: alone}]"),
        ("Lily", "9点去203 莫得人开门就回来", "orders: [{at: '21:00', go: '203', else: {go: home}}]"),
    ]
)
def test_a_negation_of_someone_keeps_its_reading(who: str, message: str, expect: str) -> None:
    """The closers always hold an "other" word and a plan word or a final particle after it: no
    one else there (没其他人) keeps its reading. 莫得 is 没有 in Sichuan (no one opens: 没有人开门),
    never a word of talk; before, 莫得人开门 was refused at its negation."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "我今晚 8點 先去「花園」走走喔，9點半回房間",
            order_list("20:00 go: garden", "21:30 go: home"),
        ),
        (
            "Lily",
            "我房間10點前只開給「Tom」跟「李雨桐」喔\n整晚在房間從窗戶看",
            "door: [Tom, 李雨桐]\n" + order_list("20:00 go: home, peek: window"),
        ),
        ("Lily", "9点去『草坪』", order_list("21:00 go: lawn")),
        (
            "Lily",
            'at 9 go to the "garden", at 10 back home',
            order_list("21:00 go: garden", "22:00 go: home"),
        ),
    ]
)
def test_a_name_or_a_place_in_quotation_marks_is_that_name_or_place(
    who: str, message: str, expect: str
) -> None:
    """Before, 「 」 were words the reader did not know, and a quotation mark ended the sentence:
    開給「Tom」跟「李雨桐」 was refused (a person was expected after 開給)."""
    reads_as(who, message, expect)


@pytest.mark.parametrize("message", ['Tom说"花园"。9点去草坪', '9点去"花园 草坪"'])
def test_a_quotation_of_what_someone_said_or_of_two_words_is_punctuation(message: str) -> None:
    """A quotation after a word the reader does not know (说), or holding more than one word, is
    never read past: both stay refused."""
    assert problems_of("Lily", message)
