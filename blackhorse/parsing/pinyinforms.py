"""Chinese words of the orders typed in pinyin, where the input method failed (docs/PARSING.md,
*Chinese typed in pinyin*).

A player on a phone whose input method did not convert types the sounds (``8点qu花园``, ``9点 hui
fangjian``, ``kan chuanghu``, ``sha了他``). The reader reads a small closed class of them: the
pinyin, without tones, of the common words of going, coming back, looking, strolling, staying,
knocking and killing, and of the places and what one looks through, joined (``huayuan``) or a
syllable at a time (``hua yuan``). Each form is the Chinese word it spells: the same kind and
value, taken from the lexicon, so it reads wherever that word reads, and nothing is added for a
word the lexicon does not know. Any other pinyin is a word the orders do not know, refused at the
word as before; so is a form that is already a word of the reader (a name's romanisation, such
as ``Zhao`` for 赵强, or an English word: names and words come first). Negations, conditions, times
and people are never in the class: ``bu qu`` is refused at ``bu``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TypeVar

from blackhorse.parsing.hanzi import any_han, is_han

W = TypeVar("W")

# the closed class: each Chinese word of the orders, and its syllables without tones
PINYIN = {
    # going, coming back, staying
    "去": "qu",
    "回": "hui",
    "回来": "hui lai",
    "回去": "hui qu",
    "回家": "hui jia",
    "回屋": "hui wu",
    "回房": "hui fang",
    "回房间": "hui fang jian",
    "待着": "dai zhe",
    "待在": "dai zai",
    # looking
    "看": "kan",
    "看着": "kan zhe",
    "盯着": "ding zhe",
    "窥视": "kui shi",
    # what one does at a place (set aside and said, as the characters are)
    "逛逛": "guang guang",
    "转转": "zhuan zhuan",
    "溜达": "liu da",
    "走走": "zou zou",
    "散步": "san bu",
    "聊天": "liao tian",
    # knocking, killing
    "敲门": "qiao men",
    "杀": "sha",
    "杀了": "sha le",
    "干掉": "gan diao",
    # places, and what one looks through
    "花园": "hua yuan",
    "草坪": "cao ping",
    "草地": "cao di",
    "走廊": "zou lang",
    "娱乐室": "yu le shi",
    "东楼梯": "dong lou ti",
    "西楼梯": "xi lou ti",
    "房间": "fang jian",
    "自己房间": "zi ji fang jian",
    "窗户": "chuang hu",
    "窗": "chuang",
    "猫眼": "mao yan",
    "门孔": "men kong",
}


# a syllable of pinyin without tones (an initial, then a final), for what is refused
_INITIAL = "(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
_FINAL = (
    "(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|van|ai|ei|ao|ou|an|en|in|un|vn"
    "|ia|ie|iu|ua|uo|ui|ue|ve|er|a|o|e|i|u|v)"
)
_SYLLABLE = f"{_INITIAL}{_FINAL}"
_SYLLABLES = re.compile(f"(?:{_SYLLABLE})+")
_TWO = re.compile(f"(?:{_SYLLABLE}){{2,}}")


def other_pinyin(word: str, text: str, start: int, end: int) -> bool:
    """Whether the unknown Latin ``word`` at ``text[start:end]`` is pinyin the reader does not
    read, in a Chinese message: made of pinyin syllables only, and of two syllables or more or
    glued to a Chinese character (``jiudian``, ``bu qu``'s ``bu`` before 花园). It is then refused
    at the word, never set aside: it could be any word, a negation or a time."""
    if not any_han(text) or not _SYLLABLES.fullmatch(word):
        return False
    glued = start > 0 and is_han(text[start - 1]) or end < len(text) and is_han(text[end])
    return bool(glued or _TWO.fullmatch(word))


def typed_forms(syllables: str) -> tuple[str, ...]:
    """``hua yuan``: ``huayuan`` and ``hua yuan`` (one syllable: itself)."""
    return tuple(dict.fromkeys(("".join(syllables.split()), syllables)))


def pinyin_forms(words: Mapping[str, W]) -> Iterator[tuple[str, W]]:
    """(pinyin form, the word it spells) for each word of :data:`PINYIN` that ``words`` knows,
    leaving out every form ``words`` already has (a name, a word of English)."""
    for chinese, syllables in PINYIN.items():
        word = words.get(chinese)
        if word is None:
            continue
        for form in typed_forms(syllables):
            if form not in words:
                yield form, word
