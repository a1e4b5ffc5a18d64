"""Whatever is pasted, the reader answers with orders or with problems that point into the
message: never a traceback."""

from __future__ import annotations

from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st
from lark import Token

from blackhorse.inn.layout import default_inn
from blackhorse.orders.gamemap import game_map
from blackhorse.parsing.castof import cast_of
from blackhorse.parsing.englishsaid import english_shapes
from blackhorse.parsing.lexer import tokenize
from blackhorse.parsing.lexiconstore import lexicon
from blackhorse.parsing.message import read_message
from tests.hypothesiskit import examples
from tests.parsekit import every_accepted_message
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
    "home",
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
@example("9点去花园\n10点 home，home")  # IndexError: a place said twice at the end, read past
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


# words a player could put anywhere in a message: some say nothing where they land, some are
# meaning words (a place, home, a look, a person, a negation, a time)
INSERTED = {
    "zh": ("家", "自己房间", "回家", "去", "的", "在", "从", "看", "看着", "门", "门孔", "窗户", "那里")
    + ("不", "如果", "杀", "捅", "D", "他", "花园", "走廊", "9点", "10点前", "整晚", "然后", "否则")
    + ("或者", "逛逛"),
    "en": ("home", "my room", "go", "to", "at", "from", "watch", "look at", "door", "peephole", "window")
    + ("there", "not", "if", "kill", "stab", "D", "him", "garden", "corridor", "at 9", "till 10", "then")
    + ("otherwise", "or", "maybe", "out of"),
}
CORPORA = every_accepted_message()


def _words(message: str, game: Path, who: str) -> list[tuple[int, int]]:
    inn = game_map(game)
    cast = cast_of(game, 1, who, inn)
    tokens = tokenize(message, lexicon(inn, cast.known, cast.nicknames))
    return [(t.start_pos or 0, t.end_pos or 0) for t in tokens if t.end_pos]


def _read_cleanly(text: str, who: str, game: Path) -> None:
    inn = game_map(game)
    parsed = read_message(text, who, 1, inn, cast_of(game, 1, who, inn))
    if parsed.problems:
        assert parsed.echo == ()
        assert all(0 <= p.start <= p.end <= len(text) and p.text for p in parsed.problems)
    else:
        assert parsed.sheet is not None and parsed.echo


@example("accepted-32-A", "insert", 13, 0)  # KeyError('home'): "watch the corridor home through ..."
@example("accepted-0-A", "insert", 11, 0)  # KeyError('home'): 从窗户家向外窥视
@settings(max_examples=examples(60), deadline=None)  # exploring: 600
@given(
    st.sampled_from([c[0] for c in CORPORA]),
    st.sampled_from(("insert", "swap")),
    st.integers(0, 200),
    st.integers(0, 100),
)
def test_a_corpus_message_with_a_word_inserted_or_swapped_is_read_or_refused_cleanly(
    case: str, how: str, at: int, pick: int
) -> None:
    """Whatever a player adds to or turns round in a message the reader reads, it answers with
    orders or with problems that point into the message: never a traceback (issue 22)."""
    _, who, message, game = next(c for c in CORPORA if c[0] == case)
    words = _words(message, game, who)
    zh = any("\u4e00" <= c <= "\u9fff" for c in message)
    if how == "swap" and len(words) > 1:
        (a, b), (c, d) = words[at % (len(words) - 1)], words[at % (len(words) - 1) + 1]
        text = message[:a] + message[c:d] + message[b:c] + message[a:b] + message[d:]
    else:
        cut = ([0] + [end for _, end in words])[at % (len(words) + 1)]
        inserted = INSERTED["zh" if zh else "en"]
        word = inserted[pick % len(inserted)]
        text = message[:cut] + (word if zh else f" {word} ") + message[cut:]
    _read_cleanly(text, who, game)


def test_english_shapes_take_a_chinese_going_home_before_home_in_their_stride() -> None:
    """A Chinese word of going home has no value (its token's text is empty); the English shapes
    asked for its last word ("back" home?) and raised an IndexError on a clean set's message."""
    tokens = [
        Token("RETURN_HOME", "", start_pos=0, end_pos=2),
        Token("PLACE", "home", start_pos=2, end_pos=6),
    ]
    assert [t.type for t in english_shapes(tokens, "回家home")] == ["RETURN_HOME", "PLACE"]
