"""Round twenty-one of issue 22: what the reader refused or misread on the tuning sets of one
table's mix (benchmarks/heldout/parse73, parse74, parse76, parse77), each as a general form,
written anew here.

The cast is the chat corpus's (tests/parsing/chat): Lily sleeps in 207, her targets are Tom and
李雨桐; Tom sleeps alone in 203; 刘洋 and 王建国 share 201; 张伟 (205) has 王建国 and 赵强 as
targets; 周正, 孙明 and Kate are the police (no room, starting in 204)."""

from __future__ import annotations

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.message import parse_message
from tests.parsekit import CHAT, cases, order_list, problems_of, reads_as


@cases(
    [
        ("张伟", "八点四十去201找刘洋他们聊聊天，十点回房", order_list("20:40 go: '201'", "22:00 go: home")),
        ("张伟", "8点去201看看刘洋他们，9点回娱乐室", order_list("20:00 go: '201'", "21:00 go: '204'")),
        ("张伟", "8点去201跟刘洋他们聊天", order_list("20:00 go: '201'")),
    ]
)
def test_a_person_and_the_others_visited_is_visiting_them(who: str, message: str, expect: str) -> None:
    """Before, 找刘洋他们 was refused at 们: the person and whoever is with them, visited."""
    reads_as(who, message, expect)


def test_a_kill_of_a_person_and_the_others_is_still_refused() -> None:
    """杀王建国他们 would kill more than one: the 们 is refused, never read as 王建国 alone."""
    assert "unknown" in {p.kind for p in problems_of("张伟", "十点去201杀王建国他们")}


def test_an_hour_of_the_night_ends_the_unknown_word_before_it() -> None:
    """Voice input with no marks: 们九点 was one unknown word, hiding the 21:00 order."""
    reads_as("张伟", "八点去二零一看看刘洋他们九点回娱乐室", order_list("20:00 go: '201'", "21:00 go: '204'"))


def test_alone_or_not_between_commas_keeps_the_kill_said_after_it() -> None:
    """ ", on his own or not, he's done for" was refused at the full stop after it."""
    reads_as(
        "张伟",
        "22:00 go to 201. If 王建国's there, on his own or not, he's done for. "
        "If he isn't, straight back to mine.",
        "orders: [{at: '22:00', go: '201', kill: 王建国, if: always, else: {go: home}}]",
    )


_GARDEN_UNTIL_TEN = order_list("20:30 go: garden", "22:00 go: home, peek: window")


@cases(
    [
        (
            "张伟",
            "8点半去花园 待到10点 这段时间碰到赵强就动手 管他旁边有没有人，10点回屋窗户看",
            _GARDEN_UNTIL_TEN + "\nstanding: [{kill: 赵强, if: always, from: '20:30', until: '22:00'}]",
        ),
        (
            "张伟",
            "8点半去花园，待到10点，这段时间碰到赵强一个人就动手，10点回屋窗户看",
            _GARDEN_UNTIL_TEN + "\nstanding: [{kill: 赵强, if: alone, from: '20:30', until: '22:00'}]",
        ),
    ]
)
def test_that_time_after_a_stay_is_the_stay(who: str, message: str, expect: str) -> None:
    """A misread on a tuning set: 这段时间 after 待到10点 was dropped, and the kill it bounds
    became one at the garden on arriving. It is the window of the stay just said: a standing kill."""
    reads_as(who, message, expect)


def test_a_preamble_before_the_orders_as_follows_is_set_aside_and_said() -> None:
    """Before, 今晚重点在201和203之间 was refused at 和: what is said before 安排如下 is reasoning."""
    message = "根据昨晚的证词，今晚重点在201和203之间。安排如下：20:00 去201找刘洋问话；20:40 去203。"
    reads_as("张伟", message, order_list("20:00 go: '201'", "20:40 go: '203'"))
    parsed = parse_message(message, CHAT, 1, "张伟", game_map(CHAT))
    assert any("根据昨晚的证词" in line for line in parsed.said_back), parsed.said_back


@cases(
    [
        ("张伟", "今晚门关着。安排如下：20:00 去201", "door: closed\n" + order_list("20:00 go: '201'")),
        ("张伟", "我10点去草坪。安排如下：20:00 去201", order_list("20:00 go: '201'", "22:00 go: lawn")),
    ]
)
def test_a_preamble_with_an_order_in_it_is_read(who: str, message: str, expect: str) -> None:
    """A door rule or a timed going before 安排如下 is an order: read, never set aside."""
    reads_as(who, message, expect)


def test_a_bracket_labelled_as_the_reason_is_set_aside() -> None:
    """Before, （理由：昨晚草坪方向无人看守…） was refused at a word in it: it is the reason."""
    reads_as(
        "张伟",
        "今晚部署如下（理由：昨晚草坪方向无人看守，凶手最可能利用断崖）：20:00 去草坪；22:00 回房",
        order_list("20:00 go: lawn", "22:00 go: home"),
    )


def test_a_bracket_labelled_as_the_reason_holding_the_door_is_read() -> None:
    """A reason that speaks of the door may hold a rule: never set aside unread."""
    kinds = {p.kind for p in problems_of("张伟", "20:00 去草坪（理由：门口不安全，门别开）")}
    assert kinds


@cases(
    [
        ("张伟", "门：只给三位警官开，其他人一律不开", "door: [Kate, 周正, 孙明]"),
        ("张伟", "只给警察开，其他人不开", "door: [Kate, 周正, 孙明]"),
    ]
)
def test_the_police_as_a_group_before_the_doors_verb(who: str, message: str, expect: str) -> None:
    """Before, 只给警察开 (no 门 after it) was refused at 警察开, and 三位警官 was no one."""
    reads_as(who, message, expect)
