"""Tianjin Mandarin, read as the Mandarin it says (docs/PARSING.md, *Round twelve*): ``介宿我打算这么着：
整宿碰上团子，甭管边上有没有人，直接办了``, ``八点我就介204窗户那看花园``.

Tianjin says 介 for 这 (介么着, 介回, 就介屋里待着), 嘛 for 什么 (嘛也别说了, 干点嘛), 甭 for 不用 / 别
(甭管, 甭想), 倍儿 for 很, 宿 for a night (整宿, 一宿, 介宿), 今儿 for 今天, and 嘛呢 / 您猜怎么着 as
asides. A closed class, read so only in a message that holds a word only Tianjin has (介 before a
word, 倍儿, 甭, 嘛呢, 宿 after 整 / 一 / 介); a problem still quotes the player's own words.
**Decision:** 介 is 这 only before a Chinese character or a room's number, never in 介绍 / 介意 /
介入 / 简介 / 中介.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ONLY_TIANJIN = re.compile(r"(?<![简中媒])介(?![绍意入])(?=[\u4e00-\u9fff0-9])|倍儿|甭|嘛呢|[整一介]宿")

_SAID = [
    (re.compile(r"嘛呢(?:这是)?"), "怎么说呢"),
    (re.compile(r"您猜怎么着"), "告诉你"),
    (re.compile(r"介么着"), "这么着"),
    (re.compile(r"介回"), "这次"),  # this time: no going back
    (re.compile(r"(?<![简中媒])介(?![绍意入])(?=[\u4e00-\u9fff0-9])"), "这"),
    (re.compile(r"嘛也"), "什么也"),
    (re.compile(r"(?<=干点)嘛"), "什么"),
    (re.compile(r"倍儿"), "很"),
    (re.compile(r"甭管"), "不管"),
    (re.compile(r"甭"), "别"),
    (re.compile(r"(?<=[整一])宿"), "晚"),
    (re.compile(r"(?<=介)宿"), "晚"),
    (re.compile(r"今儿晚上|今儿个晚上"), "今晚"),
    (re.compile(r"今儿"), "今天"),
]
_DIALECT = Dialect(_ONLY_TIANJIN, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Tianjin word as its Mandarin, and for each character the index in the
    typed message it comes from: unchanged unless the message is written in Tianjin's words."""
    return _DIALECT.as_standard(text, origin)
