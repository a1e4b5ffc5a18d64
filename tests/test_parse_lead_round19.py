"""Round nineteen of issue 22: what the reader refused on the tuning sets of this round
(benchmarks/heldout/parse63, parse64, parse65: ordinary chat players, strategists, voice input),
each as a general form, written anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207 (its window sees the
lawn), her targets are Tom and 李雨桐; Tom sleeps alone in 203; 周正, 孙明 and Kate are the
police (no room)."""

from __future__ import annotations

from tests.parsekit import cases, order_list, problems_of, reads_as

_KILL_TOM_ELSE = "orders: [{at: '21:50', go: '203', kill: Tom, if: alone, else: {go: %s}}]"


@cases(
    [
        (
            "Lily",
            "21:50 go to 203. If Tom is alone, kill him. If he isn't or nobody answers, go to the garden.",
            _KILL_TOM_ELSE % "garden",
        ),
        (
            "Lily",
            "21:50 go to 203. If Tom is alone, kill him. If he is not there, or if someone else is there, "
            "go to the garden.",
            _KILL_TOM_ELSE % "garden",
        ),
        (
            "Lily",
            "At 21:50 proceed to Room 203. Should Tom be alone inside, kill him. Should he be absent, or "
            "should any other person be present, return to my room instead.",
            _KILL_TOM_ELSE % "home",
        ),
        (
            "Lily",
            "21点50去203，Tom一个人就杀了他，如果他不在，或者如果有别人，就回房",
            _KILL_TOM_ELSE % "home",
        ),
    ]
)
def test_or_if_between_failures_after_a_kill_is_the_otherwise(who: str, message: str, expect: str) -> None:
    """Before, "if he isn't or nobody answers" and "or if someone else is there" were refused at
    "or" (a choice): each failure listed is a case the otherwise covers."""
    reads_as(who, message, expect)


def test_or_between_failures_without_a_kill_stays_refused() -> None:
    """With no kill before it, "if he isn't or nobody answers" is a condition of its own: asked."""
    assert problems_of(
        "Lily", "21:50 go to 203. If Tom is there, go to the garden. If he isn't or nobody answers, go home."
    )


@cases(
    [
        (
            "Lily",
            "分析：Tom单住203，九点左右他多半在204。安排：9点去204，10点回房间",
            order_list("21:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "思路：今晚不动手，攒一个不在场证明。\n具体：\n（1）20:00 去204\n（2）22:00 回房",
            order_list("20:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "今晚思路先说一下：大家都在观望，Tom最可能去204。\n1. 8点去204\n2. 10点回房",
            order_list("20:00 go: '204'", "22:00 go: home"),
        ),
        (
            "Lily",
            "Reasoning: night 1 is for gathering intel, nobody moves much.\nOrders:\n- 20:00 peephole\n"
            "- 21:00 go to the garden",
            order_list("20:00 peek: peephole", "21:00 go: garden"),
        ),
    ]
)
def test_reasoning_labelled_before_the_orders_is_set_aside(who: str, message: str, expect: str) -> None:
    """Before, the reasons (labelled 分析 / 思路 / "Reasoning") were read as orders and refused at
    their first hedge or unknown word; the label says they are not orders."""
    reads_as(who, message, expect)


def test_reasoning_holding_the_door_is_read_not_set_aside() -> None:
    """A door rule said only in the reasons is an order: it is read, never set aside."""
    reads_as("Lily", "思路：今晚门不开。安排：9点去花园", "door: closed\n" + order_list("21:00 go: garden"))


def test_reasoning_with_nothing_after_it_is_not_set_aside() -> None:
    """Reasons with no orders after them are the whole message: read (and refused at the word)."""
    assert problems_of("Lily", "分析：Tom单住203，九点左右他多半在204。")


@cases(
    [
        (
            "Lily",
            "八點先用貓眼看走廊，看到八點四十。八點四十去交誼廳（204）坐坐",
            order_list("20:00 peek: peephole", "20:40 go: '204'"),
        ),
        (
            "Lily",
            "嗯 那个八点整我先从窗户看一下草坪 看到八点半 然后八点半去二零四聊天",
            order_list("20:00 peek: window", "20:30 go: '204'"),
        ),
    ]
)
def test_looking_on_until_a_time_said_as_its_own_clause(who: str, message: str, expect: str) -> None:
    """Before, 看到 + a time after a look was a second look, refused as "through what?"."""
    reads_as(who, message, expect)


@cases(
    [
        (
            "Lily",
            "9点去203，Tom一个人在的话就弄他，不在就回来",
            "orders: [{at: '21:00', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "9点半去203，他一个人就搞他，否则回房",
            "orders: [{at: '21:30', go: '203', kill: Tom, if: alone, else: {go: home}}]",
        ),
        (
            "Lily",
            "8:40从西边楼梯下去花园，绕一下嘛，9点回房间睡觉zzz",
            "orders: [{at: '20:40', go: garden, via: [west-stairs]}, {at: '21:00', go: home}]",
        ),
        (
            "Lily",
            "ok so at eight I'm going two the common room and looking out the window there till nine",
            order_list("20:00 go: '204', peek: window", "21:00 go: home"),
        ),
        (
            "Lily",
            "at ten forty go to the garden by the east stairs and stay there four the rest of the night",
            "orders: [{at: '22:40', go: garden, via: [east-stairs]}]",
        ),
    ]
)
def test_words_of_this_rounds_groups(who: str, message: str, expect: str) -> None:
    """弄他 / 搞他 after 就 or 要 (the kill), 绕一下 (a stroll), and voice input's
    "two" for "to" and "four the rest of the night"."""
    reads_as(who, message, expect)


def test_nong_before_something_else_is_no_kill() -> None:
    """弄 / 搞 before anything but him or her is no kill."""
    assert problems_of("Lily", "9点去203，就搞他们的事")
