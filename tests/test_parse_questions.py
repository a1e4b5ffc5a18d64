"""Questions to the GM inside an order message, in both languages (issue 22; docs/PARSING.md,
"Questions to the GM"). The phrasings are our own, none copied from a tuning set.

A is in 201 (its window sees the lawn), targets C (205) and D (203); F is in 202 (its window
sees the garden); the seed sample's cast (tests/parsing/game)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.orders.model import Action, Condition
from blackhorse.parsing import ParsedMessage, parse_message
from tests.parsekit import SEED_GAME, seed_orders, seed_refused

HOME = "201"


def _parsed(message: str, who: str = "A") -> ParsedMessage:
    parsed = parse_message(message, SEED_GAME, 1, who, default_inn())
    assert parsed.ok, [str(p) for p in parsed.problems]
    return parsed


# -- a question is no order: set aside, on a line of its own for the GM ------------------------
@pytest.mark.parametrize(
    ("message", "question", "orders"),
    [
        ("请问一下，花园晚上有灯吗？9点去花园", "请问一下，花园晚上有灯吗？", [(60, Action("garden"))]),
        (
            "想问下GM：草坪是在楼下吧？8点半去草坪，9点半回屋",
            "想问下GM：草坪是在楼下吧？",
            [(30, Action("lawn")), (90, Action(HOME))],
        ),
        (
            "9点去花园，10点回家。我这样写行不行？",
            "我这样写行不行？",
            [(60, Action("garden")), (120, Action(HOME))],
        ),
        ("9点去花园，10点回家，可以吗？", "可以吗？", [(60, Action("garden")), (120, Action(HOME))]),
        (
            "Quick question: is the lawn behind the inn? 9pm lawn, 10pm home",
            "Quick question: is the lawn behind the inn?",
            [(60, Action("lawn")), (120, Action(HOME))],
        ),
        (
            "question: does the garden count as outside? at 9 the garden",
            "question: does the garden count as outside?",
            [(60, Action("garden"))],
        ),
        ("9 garden. 10 home. all good?", "all good?", [(60, Action("garden")), (120, Action(HOME))]),
        ("at 9 garden, 10 home, ok?", "ok?", [(60, Action("garden")), (120, Action(HOME))]),
        (
            "at 9 go to the lawn, at 10 go home is that ok?",
            "is that ok?",
            [(60, Action("lawn")), (120, Action(HOME))],
        ),
        ("9 lawn 10 home does that work?", "does that work?", [(60, Action("lawn")), (120, Action(HOME))]),
    ],
)
def test_a_question_to_the_gm_is_set_aside_on_a_line_of_its_own(
    message: str, question: str, orders: list[tuple[int, Action]]
) -> None:
    """A sentence ending in a question mark, or opened by 请问 / "quick question", asks: no order.
    It is said back on its own line in the message's language, not on the ignored line, so the GM
    answers it by hand; the orders are the rest, and the whole said back reads back the same."""
    assert seed_orders(message) == orders
    parsed = _parsed(message)
    assert parsed.questions == (question,)
    prefix = "给GM的问题：" if parsed.lang == "zh" else "question for the GM: "
    assert prefix + question in parsed.said_back
    assert not any(question.rstrip("？?") in a for a in parsed.aside), parsed.aside


def test_a_question_line_comes_before_the_ignored_line() -> None:
    parsed = _parsed("老板好！请问草坪有灯吗？9点去草坪")
    assert parsed.said_back[-2:] == ("给GM的问题：请问草坪有灯吗？", "已忽略：老板好")


# -- an order asked is refused whole: say it as an order ----------------------------------------
@pytest.mark.parametrize(
    "message",
    [
        "我九点半可以去草坪吗？",  # a time and a going, asked
        "能不能十点杀了C？",  # a kill of someone
        "今晚我能把门锁上吗？9点去花园",  # the door
        "我去205对吧？9点去花园",  # the sender's own going, asked with no opener
        "请问我可以从门孔看走廊吗？9点去花园",  # a look asked for, with leave
        "can I go to the lawn at 9:30?",
        "may I kill C tonight? 9 garden",
        "could I keep my door shut? 9 garden",
        "is it ok if I watch the corridor through the peephole? 9 garden",
        "9:30 lawn? 10 home",  # a time asked
        "can I go to the lawn at 9 is that ok?",  # leave asked before the tag: not a tag of orders
    ],
)
def test_an_order_asked_is_refused_say_it_as_an_order(message: str) -> None:
    """A question that could be an order asked (a time, the door, a kill of someone, or the
    sender's going / look / knock with a word asking leave) is never set aside (an order would be
    dropped) nor read (the player asked, and did not say): refused whole, "say it as an order"."""
    problem = seed_refused(message)
    assert problem.kind == "asked_order", str(problem)


def test_the_refusal_of_an_order_asked_says_it_in_the_messages_language() -> None:
    assert "请直接写成指令" in seed_refused("我九点半可以去草坪吗？").text
    assert "say it as an order" in seed_refused("can I go to the lawn at 9:30?").text


# -- what follows a question -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("message", "orders"),
    [
        ("草坪是在楼下吧？那我9点去草坪，10点回屋", [(60, Action("lawn")), (120, Action(HOME))]),
        ("花园晚上冷不冷？那么我8点半去花园", [(30, Action("garden"))]),
        ("is the lawn lit at night? so at 9 i go to the lawn", [(60, Action("lawn"))]),
        (
            "is the lawn lit at night? in that case, 9 lawn and 10 home",
            [(60, Action("lawn")), (120, Action(HOME))],
        ),
    ],
)
def test_so_after_a_question_says_the_orders_outright(message: str, orders: list[tuple[int, Action]]) -> None:
    """那 / 那么 / "so" / "in that case" after a question: the orders after it are said outright
    (the word is set aside and said), and checked like any orders."""
    assert seed_orders(message) == orders


def test_so_after_a_question_is_still_checked_by_the_map() -> None:
    # 201's window sees the lawn: a look at the garden from it is the map's refusal, as ever
    problem = seed_refused("我的窗户朝花园吧？那我一直在房间从窗户看花园")
    assert problem.kind == "view_unseen", str(problem)


@pytest.mark.parametrize(
    ("who", "message"),
    [
        ("F", "can I see the garden from my window? if so, I'll watch it all night"),
        ("F", "can I see the garden from my window? if yes just watch it all night"),
        ("F", "我的窗户看得到花园吗？能看到的话我就一直看着它"),
        ("F", "我房间的窗户朝花园吗？是的话一直看窗户"),
        ("A", "can I see the lawn from my window? if so, window all night"),
    ],
)
def test_if_yes_after_a_question_the_map_answers_yes_is_read(who: str, message: str) -> None:
    """An answer the orders hang on is read only where the tool answers the question itself: what
    a room's window sees is the map's. "If yes" holds when the map says yes; "it" / 它 looked at is
    the place asked about; the question line says the map's answer."""
    assert seed_orders(message, who) == [(0, Action(None, peek="window"))]
    [question] = _parsed(message, who).questions
    assert "(the map: yes" in question or "（地图：是" in question


@pytest.mark.parametrize(
    ("who", "message"),
    [
        ("F", "can I see the lawn from my window? if yes, window all night"),
        ("A", "我的窗户看得到花园吗？可以的话一直看着它"),
    ],
)
def test_if_yes_the_map_answers_no_is_refused_naming_the_answer(who: str, message: str) -> None:
    problem = seed_refused(message, who)
    assert problem.kind == "asked_no", str(problem)
    assert "window" in problem.text or "窗户" in problem.text


@pytest.mark.parametrize(
    "message",
    [
        "Is C police? if yes I stay home all night",
        "警察会在走廊巡逻吗？如果是的话我就一直在房间看门孔",
        "does the garden have a bench? if so 9 garden",
        "can I see the lawn from my window? if not, peephole all night",  # the other answer
        "花园有灯吗？不行的话9点去草坪",
        "我的窗户看不到草坪吧？是的话我就9点去204",  # negated: its "yes" says it cannot; not the map's
        "can't I see the lawn from my window? if so, window all night",
    ],
)
def test_an_answer_only_the_gm_can_give_is_refused_never_guessed(message: str) -> None:
    """Reading "if yes" as yes is a guess where only the GM can answer: refused at the words, the
    orders to be said outright; "if not" is refused too (never a branch chosen by the reader)."""
    problem = seed_refused(message)
    assert problem.kind == "asked_depends", str(problem)


# -- what stays the reader's -------------------------------------------------------------------------
def test_a_condition_asked_of_oneself_and_answered_is_read_as_before() -> None:
    # 去205，C是一个人吗？是就杀了她: the question is the condition, its answers the order (joins.py)
    orders = seed_orders("9点去205，C是一个人吗？是就杀了她，不是就回房")
    assert orders == [(60, Action("205", kill="C", condition=Condition("alone"), otherwise=Action(HOME)))]


def test_a_greeting_asked_is_a_greeting() -> None:
    parsed = _parsed("在？9点去花园")
    assert parsed.questions == () and "在" in parsed.aside


def test_a_question_after_a_rotation_said_with_ranges_leaves_it_read() -> None:
    # the range said last is the clause's: a question set aside after it is no next clause
    orders = seed_orders("window 8-9:30, peephole 9:30-11. is that ok?")
    assert [(at, a.peek) for at, a in orders] == [(0, "window"), (90, "peephole")]


# -- the rules asked of someone else or anyone: a question for the GM -------------------------
@pytest.mark.parametrize(
    ("message", "question", "orders"),
    [
        (
            "请问10点以后有人敲门是必须开的吧？那我9点去花园",
            "请问10点以后有人敲门是必须开的吧？",
            [(60, Action("garden"))],
        ),
        ("10点后都必须开门对吧？9点去花园", "10点后都必须开门对吧？", [(60, Action("garden"))]),
        (
            "22:00 knock on 203. After 22h he must open, no? 22:30 home",
            "After 22h he must open, no?",
            [(120, Action("203")), (150, Action(HOME))],
        ),
        (
            "after 10 everyone has to open the door right? 9pm garden",
            "after 10 everyone has to open the door right?",
            [(60, Action("garden"))],
        ),
    ],
)
def test_a_rule_asked_of_someone_else_or_anyone_is_a_question_for_the_gm(
    message: str, question: str, orders: list[tuple[int, Action]]
) -> None:
    """What the rules make someone else or anyone do at a time or at the door ("he must open
    after 22:00, no?", 10点以后有人敲门是必须开的吧) is the rules asked, no order of the sender's:
    set aside on the question line, the orders said outright read."""
    assert question in _parsed(message).questions
    assert seed_orders(message) == orders


@pytest.mark.parametrize(
    "message",
    [
        "我10点以后必须开门吗？9点去花园",
        "must I open my door after 10? 9pm garden",
        "10点前我可以不开门吧？9点去花园",
    ],
)
def test_a_rule_asked_of_the_sender_is_still_an_order_asked(message: str) -> None:
    """Asked of the sender ("must I open?", 我…必须开门吗), or with leave asked (可以不开门), the
    question could be their door's order: refused whole, as any order asked."""
    assert seed_refused(message).kind == "asked_order"
