"""English sentences said in Chinese by a table of sentence patterns.

The checker's problems (``orders/problemtext.py``) and the game's standing
(``game/statuswords.py``) are written in English where they arise; each keeps a table of
the sentences it writes, as regular expressions matching a whole sentence, with the Chinese
to say instead (a template with ``\\1`` groups, or a function of the match). A sentence no
pattern matches is left to the caller, which keeps the English rather than guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Sub = str | Callable[[re.Match[str]], str]


class Sentences:
    """A table of ``(pattern, Chinese)`` rows, tried in order; the first whole match wins."""

    def __init__(self, table: Iterable[tuple[str, Sub]]) -> None:
        self.rows = [(re.compile(pattern), sub) for pattern, sub in table]

    def say(self, text: str) -> str | None:
        """``text`` in Chinese, or None when no row knows it."""
        for pattern, sub in self.rows:
            m = pattern.fullmatch(text)
            if m:
                return sub(m) if callable(sub) else m.expand(sub)
        return None

    def knows(self, text: str) -> bool:
        return any(pattern.fullmatch(text) for pattern, _ in self.rows)


def zh_list(text: str) -> str:
    """``A, B, C`` as a Chinese list ``A、B、C``."""
    return "、".join(part.strip() for part in text.split(","))
