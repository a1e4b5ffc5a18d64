"""Whatever is pasted, the reader answers with orders or with problems that point into the
message: never a traceback."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from blackhorse.inn.layout import default_inn
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.message import read_message
from tests.hypothesiskit import examples
from tests.test_parse_corpus import ACCEPTED, GAME

INN = default_inn()
CAST = cast_of(GAME, 1, "A", INN)
PIECES = [
    "8:30",
    "８：３０",
    "九点半",
    "10点",
    "-",
    "到",
    "until",
    "去",
    "go to",
    "the lawn",
    "草坪",
    "204",
    "回家",
    "go home",
    "如果",
    "if",
    "C",
    "D",
    "他",
    "him",
    "一个人",
    "alone",
    "杀了",
    "kill",
    "否则",
    "otherwise",
    "，",
    ",",
    "。",
    "\n",
    " ",
    "窗户",
    "peephole",
    "经",
    "via",
    "东楼梯",
    "无论在任何地方",
    "碰见",
    "wherever you meet",
    "这三个小时里",
    "all night",
    "只给",
    "开门",
    "keep the door shut",
    "第二时段",
    "在",
    "那里",
    "不",
    "unless",
    "there",
    "待在",
    "stay",
    "的房间",
    "'s room",
    "x",
    "？",
]


def check(text: str) -> None:
    parsed = read_message(text, "A", 1, INN, CAST)
    if parsed.problems:
        assert parsed.echo == ()
        for p in parsed.problems:
            assert 0 <= p.start <= p.end <= len(text)
            assert p.line >= 1 and p.column >= 1 and p.text
    else:
        assert parsed.sheet is not None and parsed.echo


@settings(max_examples=examples(120), deadline=None)  # ~55 ms each; exploring: 1,200
@given(st.lists(st.sampled_from(PIECES), max_size=14).map("".join))
def test_any_run_of_order_words_is_read_or_refused_cleanly(text: str) -> None:
    check(text)


@settings(max_examples=examples(80), deadline=None)  # exploring: 800
@given(st.text(max_size=60))
def test_any_text_at_all_is_read_or_refused_cleanly(text: str) -> None:
    check(text)


@settings(max_examples=examples(100), deadline=None)
@given(st.sampled_from([e["message"] for e in ACCEPTED if e["who"] == "A"]), st.data())
def test_a_valid_message_cut_anywhere_is_read_or_refused_cleanly(message: str, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(message)))
    check(message[:cut])
