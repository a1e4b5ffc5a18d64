"""Chinese, round two (issue 22, 3-4 December, night; docs/PARSING.md, *Chinese, round two*):
classes of phrasing shown by the dev16 tuning set. Every phrasing here is written for the test,
not copied from a tuning set.

The cast is the chat corpus's (tests/parsing/chat): 张伟 lives in 205 (targets 王建国 and 赵强;
its window sees the lawn), 赵强 in 209, 王建国 in 201."""

from __future__ import annotations

from tests.parsekit import cases, problems_of, reads_as
from tests.parsekit import order_list as _orders


@cases(
    [
        (
            "张伟",
            "兄弟伙 我八点切花园耍，要是赵强一个人在那儿就把他做了，不然就回屋头",
            _orders("20:00 go: garden, kill: 赵强, if: alone, else: {go: home}"),
        ),
        (
            "张伟",
            "哥老倌，头一个钟在屋头从窗子看到起，第二个钟切到209摆龙门阵，十点回屋头",
            _orders("20:00 go: home, peek: window", "21:00 go: '209'", "22:00 go: home"),
        ),
        (
            "张伟",
            "九点半切草坪，碰到王建国一个人就弄死他，有别个在就莫动手，切204。十点过后哪儿都不切了，在屋头从猫眼看噻",
            _orders(
                "21:30 go: lawn, kill: 王建国, if: alone, else: {go: '204'}", "22:00 go: home, peek: peephole"
            ),
        ),
    ]
)
def test_sichuanese_words_are_read_as_the_mandarin_they_say(who: str, message: str, expect: str) -> None:
    # 切 去, 屋头 屋里, 窗子 窗户, 做了 / 弄死 杀了, 莫 别, 别个 别人, 到起 着, 个钟 个小时, 摆龙门阵 聊天:
    # read only in a message holding a word only Sichuan says
    reads_as(who, message, expect)


def test_switching_in_a_sichuanese_message_is_still_switching() -> None:
    # 切回 / 切换 before a look is switching, never a going
    reads_as(
        "张伟",
        "八点在屋头看窗子，九点切到门孔，十点切回窗子",
        _orders("20:00 go: home, peek: window", "21:00 peek: peephole", "22:00 peek: window"),
    )


def test_go_as_cut_outside_a_sichuanese_message_is_not_read() -> None:
    # 切 is 去 only where the message is Sichuanese: elsewhere it is refused at the word
    problems = problems_of("张伟", "九点切花园")
    assert any(p.quote.startswith("切") for p in problems), problems
