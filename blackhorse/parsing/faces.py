"""Faces typed with characters (kaomoji), read as the punctuation they are (issue 22; docs/PARSING.md,
*Round twelve: faces and honorifics*).

A fan chat closes its sentences with faces built from symbols and letters of other scripts:
``(๑•̀ㅂ•́)و✧``, ``(｡•́︿•̀｡)``, ``(ﾉ◕ヮ◕)ﾉ*:･ﾟ✧``, ``φ(．．)``, ``(^_^)``. An emoji is punctuation to
the reader already; a face is too, once it is recognised by its shape:

- **a pair of brackets** (half- or full-width) holding two to sixteen characters, none of them a
  Chinese character, a kana of a word, an ASCII letter or a digit, and not only dots, question or
  exclamation marks (``(?)``, ``(...)``: a doubt, which the reader must still see);
- with the **arms and sparkles** around it: the characters right before and after the brackets
  that are not a space, a Chinese character, an ASCII letter or digit, or a mark a sentence uses
  (``，。！？；、~``).

Each character of a face becomes a space in the reader's copy, so nothing of it is read and the
positions of the words around it do not move.
"""

from __future__ import annotations

import re

# a bracket pair with what a face holds inside: no Chinese character, ASCII letter or digit
_INSIDE = re.compile(r"[(（]([^()（）\n\u3400-\u9fffA-Za-z0-9]{2,16})[)）]")
# what only a doubt or a pause holds: never a face
_DOUBT = re.compile(r"[\s.?!。？！…]*")
# the characters that end a face's arms: a space, a word's character, a sentence's mark
_NOT_ARM = re.compile(r"[\s\u3400-\u9fffA-Za-z0-9，,。.！!？?；;、~～\"'“”()（）]")


def faces_blanked(text: str) -> str:
    """``text`` with every face (module doc) as spaces, the same length."""
    if "(" not in text and "（" not in text:
        return text
    out = list(text)
    for m in _INSIDE.finditer(text):
        if _DOUBT.fullmatch(m.group(1)):
            continue
        start, end = m.start(), m.end()
        while start > 0 and not _NOT_ARM.match(text[start - 1]):
            start -= 1
        while end < len(text) and not _NOT_ARM.match(text[end]):
            end += 1
        out[start:end] = " " * (end - start)
    return "".join(out)
