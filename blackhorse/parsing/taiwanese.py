"""Taiwanese chat Mandarin with 注音文, read as the Mandarin it says (docs/PARSING.md, *Chinese,
round nine: a café's group*): ``偶今晚去203ㄛ``, ``9點去敲203ㄉ門``, ``不是一個人就算ㄌ 回房間``.

Players who type with a zhuyin (bopomofo) keyboard often send a particle as its first symbol
alone: ㄉ is 的 (ㄉ說 closing a sentence a particle), ㄌ 了, ㄅ 吧, ㄚ 啊, ㄛ / ㄡ 哦, ㄇ 吗, ㄋ 呢,
ㄟ 欸, ㄏㄏ 呵呵. Beside them the same
chat writes 偶 for 我, 醬 / 醬子 for 这样 / 这样子, 粉 for 很, 素 for 是, ``der`` for 的, 幫 (帮) for 给
before the one a door opens for (``門只幫小魚乾開``), and 沒差 for 无所谓 ("no matter"); 有 before a
verb is its aspect (``我有在房间``, ``有要去草坪``: the verb alone), and 厚 / 齁 closing a sentence is
a particle (round twelve). A closed class,
like Cantonese's function words (:mod:`blackhorse.parsing.cantonese`): a message is read so only when
it holds a zhuyin symbol or one of the words only this chat writes (醬子, 偶 before a verb, der after
a Chinese character); a problem still quotes the player's own words. **Decisions:** 偶 is 我 only
before a word a sentence's subject opens (偶决定, 偶今晚, 偶知道 ...), never in 偶尔 / 偶然 / 偶遇 / 偶像;
帮 is 给 only between 只 / 都 and a name list before 开; a zhuyin symbol that is not one of these
particles stays as typed (unknown: set aside where it holds nothing of an order, as before).
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ZHUYIN = "\u3105-\u312f"
_ONLY_TAIWAN = re.compile(
    rf"[{_ZHUYIN}]|酱子|酱紫|(?<=[\u4e00-\u9fff])der\b|偶(?=决定|今|要|想|会|就|也|知道|觉得|先|去|在)"
    r"|(?<![没])有(?:在|要去|要)(?=[\u4e00-\u9fff0-9])|[齁厚](?=[，,。.！!~\s]|$)"
)

# 偶 as 我: before what a sentence's subject says (not 偶尔, 偶然, 偶遇, 偶像, 配偶)
_I = r"(?<!配)偶(?![尔然遇像数发])"
_SAID = [
    (re.compile("ㄏㄏ+|ㄎㄎ+|ㄍㄍ+"), "呵呵"),
    (re.compile(r"ㄉ说(?=[\s,.!~)]|$)"), "啦"),  # 的說 closing a sentence: a particle, no "'s"
    (re.compile("ㄉ"), "的"),
    (re.compile("ㄌ"), "了"),
    (re.compile("ㄅ"), "吧"),
    (re.compile("ㄚ"), "啊"),
    (re.compile("[ㄛㄡ]"), "哦"),
    (re.compile("ㄇ"), "吗"),
    (re.compile("ㄋ"), "呢"),
    (re.compile("ㄟ"), "欸"),
    (re.compile("酱子|酱紫"), "这样子"),
    (re.compile("酱(?=[，,。.！!\\s]|$|好|就|的话)"), "这样"),
    (re.compile(r"(?<=[\u4e00-\u9fff])der\b"), "的"),
    (re.compile("(?<=[只都就])帮(?=[^，,。.！!\\n]{1,24}开)"), "给"),
    (re.compile("没差"), "无所谓"),
    (re.compile("(?<=[偶我你他她])素(?=[\u4e00-\u9fff])"), "是"),
    (re.compile("粉(?=[好棒累难开想])"), "很"),
    (re.compile(_I), "我"),
    # 有 before a verb, Taiwanese Mandarin's aspect (我有在房间, 十点半有要去草坪): the verb alone
    (re.compile(r"(?<![没])有(?=在|要去|要)(?=[\u4e00-\u9fff]{2}|在[0-9])"), " "),
    # 厚 / 齁 closing a sentence ("right?"): a particle
    (re.compile(r"[齁厚](?=[，,。.！!~\s]|$)"), "哦"),
]
_DIALECT = Dialect(_ONLY_TAIWAN, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each word of a Taiwanese chat's 注音文 as its Mandarin, and for each character
    the index in the typed message it comes from: unchanged unless the message is written so."""
    return _DIALECT.as_standard(text, origin)
