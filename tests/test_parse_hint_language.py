"""The own-words box's "did you mean" hint names only words of the message's language: on an
English message no Chinese word (``20点``, ``草坪``), on a Chinese one no English word
(``lawn``); a word of the other language is said by the word of the same meaning, or left
out (docs/PARSING.md, *Unknown words*)."""

from __future__ import annotations

import pytest

from blackhorse.inn.layout import default_inn
from blackhorse.parsing import parse_message
from tests.parsekit import SEED_GAME as GAME


def first_problem(text: str, lang: str) -> str:
    parsed = parse_message(text, GAME, 1, "A", default_inn(), lang=lang)
    assert parsed.lang == lang and parsed.problems, "must be refused"
    return parsed.problems[0].text


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("at 12 go to the lawn", '(did you mean "12:00"?)'),
        ("at 7 go to the lawn", '(did you mean "7:00"?)'),
        ("8:30 go to the 草瓦", '(did you mean "lawn"?)'),
    ],
)
def test_an_english_message_is_hinted_in_english_words_only(text: str, hint: str) -> None:
    said = first_problem(text, "en")
    assert said.endswith(hint)
    assert not any("\u4e00" <= c <= "\u9fff" for c in said)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("8:30 去花园，9:00 go to the lwan", "（是不是想写“草坪”？）"),
        ("8:30去草瓦", "（是不是想写“草坪”？）"),
        ("在12去花园", "（是不是想写“12:00”或“12点”？）"),
    ],
)
def test_a_chinese_message_is_hinted_in_chinese_words_only(text: str, hint: str) -> None:
    said = first_problem(text, "zh")
    assert said.endswith(hint)
    assert not any("a" <= c.lower() <= "z" for c in said)
