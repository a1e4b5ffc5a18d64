"""Chinese, round six (issue 22, 4 December, night; docs/PARSING.md, *Chinese, round six*): the
classes the tuning sets parse20, parse21 and dev18 showed, each said in words written for the
test, not copied from a tuning set, with the variants that must still be refused.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强),
王建国 and 刘洋 in 201, 赵强 in 209, Lily in 207, Tom in 203, 李雨桐 in 202."""

from __future__ import annotations

from pathlib import Path

from blackhorse.orders.gamemap import game_map
from blackhorse.parsing import parse_message
from tests.parsekit import CHAT, cases, problems_of, reads_as
from tests.parsekit import order_list as _orders

_ALONE_AT_HOME = _orders("20:00 go: home, peek: peephole") + "\nstanding: [{kill: 赵强, if: alone}]"
_KILL_ALONE_209 = _orders("21:00 go: '209', kill: 赵强, if: alone")


def _said_back(who: str, message: str, game: Path = CHAT) -> tuple[str, ...]:
    parsed = parse_message(message, game, 1, who, game_map(game))
    assert parsed.problems == (), [str(p) for p in parsed.problems]
    return parsed.said_back


# -- Chinese typed with a space between words ---------------------------------------------------


@cases(
    [
        (
            "张伟",
            "9点 去 209 , 要是 赵强 一个 人 在 , 就 杀 . 要是 不是 一个 人 , 就 回 房间 .",
            _orders("21:00 go: '209', kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "我 整晚 都 在 房间 . 门 : 只 给 Lily 和 Tom 开 . 8点 看 窗户 , 10点 看 门孔 .",
            "door: [Lily, Tom]\n" + _orders("20:00 go: home, peek: window", "22:00 peek: peephole"),
        ),
        (
            "张伟",
            "今晚 我 就 在 屋里 . 门 : 除了 赵强 , 谁 都 可以 进 . 8:00 看 窗户 .",
            "door: [Tom, Lily, 刘洋, 李雨桐, 王建国, 陈美玲, Kate, 周正, 孙明]\n"
            + _orders("20:00 go: home, peek: window"),
        ),
    ]
)
def test_words_typed_apart_in_a_spaced_message_are_read_as_one(who: str, message: str, expect: str) -> None:
    # a message typed with a space after every word: a space a word of the orders crosses
    # (一个 人, 只 给, 谁 都 可以 进) is read as if not typed, as a Chinese reader reads it
    reads_as(who, message, expect)


@cases(
    [
        (
            "张伟",
            "九点去草坪 赵强要是一个人在就直接干掉 不是的话就回房间",
            _orders("21:00 go: lawn, kill: 赵强, if: alone, else: {go: home}"),
        ),
        ("张伟", "整晚屋里看窗户 谁来敲门都不开", "door: closed\n" + _orders("20:00 go: home, peek: window")),
        ("张伟", "10点半 换成看窗户", _orders("22:30 peek: window")),
    ]
)
def test_a_space_between_two_clauses_of_a_chat_message_parts_them(
    who: str, message: str, expect: str
) -> None:
    # in a message not typed with a space between words, a space between two runs of three
    # characters or more parts two clauses, as a comma does; after a time it is the order's time
    reads_as(who, message, expect)


def test_a_space_typed_apart_changes_nothing_it_does_not_join() -> None:
    for message in (
        "9点 去 209 , 要是 赵强 一个 人 在 , 就 杀 . 否则 不 回 房间 .",  # a "not": still refused
        "9点 去 209 , 要是 赵强 一 个 人 在 , 就 杀 了 他 , 或者 回 房间 .",  # or: still not guessed
    ):
        assert problems_of("张伟", message), message
