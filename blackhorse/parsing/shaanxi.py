"""Shaanxi Mandarin, read as the Mandarin it says (docs/PARSING.md, *Round twelve*): ``额是团子。今黑额哪达
都不去，就在屋里，窗子瞅草坪``, ``Zoe要是一个人在，额就把她收拾咧``.

Shaanxi says 额 for 我, 咧 for 了, 嫑 for 别 (不要), 哪达 for 哪儿, 黑 for a night (今黑, 第一黑), 谝闲传
for 聊天, and 嘹 / 嘹咋咧 for "great". A closed class, read so only in a message that holds a word
only Shaanxi has (嫑, 哪达, 咧, 谝, 今黑, 额 before a verb); a problem still quotes the player's own
words. **Decision:** 额 is 我 only where a sentence's subject stands (before a verb or 就 / 在 /
是 ...), never in 额外 / 金额 / 名额 / 额度 / 额头.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_I = r"(?<![金名余限超数份定])额(?![外度头])"
_ONLY_SHAANXI = re.compile(
    r"嫑|哪达|(?<=[\u4e00-\u9fff])咧|谝|今黑|第一黑|" + _I + r"(?=是|就|在|哪|第|想|先|要|不|屋|去|瞅|也|今)"
)

_SAID = [
    (re.compile(r"嘹咋咧|嘹扎咧"), "太好了"),
    (re.compile(r"咋咧"), "怎么了"),
    (re.compile(r"谝闲传"), "聊天"),
    (re.compile(r"谝"), "聊"),
    (re.compile(r"嫑"), "别"),
    (re.compile(r"哪达"), "哪儿"),
    (re.compile(r"今黑"), "今晚"),
    (re.compile(r"(?<=[第一整])黑"), "晚"),
    (re.compile(_I + r"(?=[\u4e00-\u9fff])"), "我"),
    (re.compile(r"(?<=[\u4e00-\u9fff])咧"), "了"),
]
_DIALECT = Dialect(_ONLY_SHAANXI, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Shaanxi word as its Mandarin, and for each character the index in the
    typed message it comes from: unchanged unless the message is written in Shaanxi's words."""
    return _DIALECT.as_standard(text, origin)
