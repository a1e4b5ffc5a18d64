"""What the reader counts as a Chinese character: one of the CJK Unified Ideographs (U+4E00 to
U+9FFF), the characters players type. Kana, Hangul, full-width Latin letters and punctuation are
not; the rarer extension blocks are left out, as players' input methods do not give them."""

from __future__ import annotations


def is_han(ch: str) -> bool:
    """Whether the one character ``ch`` is a Chinese character."""
    return "\u4e00" <= ch <= "\u9fff"


def all_han(text: str) -> bool:
    """Whether ``text`` is one or more Chinese characters and nothing else."""
    return bool(text) and all(map(is_han, text))


def any_han(text: str) -> bool:
    """Whether ``text`` holds a Chinese character."""
    return any(map(is_han, text))
