"""The numbers a message says in words, read one way wherever they are said: Chinese numerals
(``八``, ``十``, ``二十五``, ``两``, ``廿``, ``零五``) and the English numbers of the clock (``nine``,
``twenty-five``). The lexer reads times and counts with them (:mod:`blackhorse.parsing.lexer`); a
correction reads an order's place in the list (``第二条``, :mod:`blackhorse.parsing.amendsaid`)."""

from __future__ import annotations

CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
EN_NUMBERS = {
    "five": 5,
    "seven": 7,  # half seven: 19:30 (before the night, refused as such)
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "fifteen": 15,
    "twenty": 20,
    "twenty-five": 25,
    "thirty": 30,
    "thirty-five": 35,
    "forty": 40,
    "forty-five": 45,
    "fifty": 50,
    "fifty-five": 55,
}

_TENS_ZH = {"廿": "二十", "卅": "三十"}


def cn_number(text: str) -> int | None:
    """``八`` 8, ``十`` 10, ``二十五`` 25, ``零五`` 5, ``零十`` 10 (十点零十: 22:10), ``廿`` 20,
    ``卅五`` 35, ``30`` 30."""
    if text.isdigit():
        return int(text)
    if text in EN_NUMBERS:
        return EN_NUMBERS[text]
    if text[:1] in _TENS_ZH:  # 廿 (twenty), 卅 (thirty) open a number only
        text = _TENS_ZH[text[0]] + text[1:]
    if len(text) > 1 and text[0] in "零〇" and "十" in text[1:]:
        text = text[1:]  # 零十: the 零 of 十点零五 said before a ten too (never 十点 + 0)
    if "十" in text:
        tens, _, ones = text.partition("十")
        t = CN_DIGITS.get(tens, -1) if tens else 1
        o = CN_DIGITS.get(ones, -1) if ones else 0
        return None if t < 0 or o < 0 else t * 10 + o
    value = 0
    for ch in text:
        if ch not in CN_DIGITS:
            return None
        value = value * 10 + CN_DIGITS[ch]
    return value
