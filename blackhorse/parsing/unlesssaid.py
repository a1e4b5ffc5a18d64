"""A kill held back while someone else is there, said after it as "but if Y is there, don't"
(docs/PARSING.md, *Round twenty-nine*): ``今晚在哪儿遇到Priya都杀，但小雨在旁边的话就不动手``,
``饺子在的话就杀了，但是老包要是在场就别动手``.

It says what ``除非小雨在场`` ("unless 小雨 is there") says: the kill's condition is that person's
absence (``if: {absent: 小雨}``). It was refused at 但 (a word the reader did not know, before a
person). The clause is read as that "unless", on the normalised text (the typed words kept for the
echo): only a whole clause of this shape, opening with 但 / 但是 / 不过 after a comma, a sentence's
end or a line's, and ending on the kill held back (别 / 不 / 不要 before 动手 / 杀 / 下手); who is
there is whatever the reader makes of the words (a person of the cast, or refused). A going said
right after it (``…就别动手，直接回房``) is what one does instead: the kill's "otherwise".
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

_BUT_IF_THERE = re.compile(
    r"(?:(?<=[,;.\s])|^)(?:但是|但|不过)(?P<who>[^\s,;.:!?]{1,8}?)(?:要是|如果|若是|若)?"
    r"(?:在场|在旁边|在身边|在边上|在跟前|也在|在)(?:的话)?,?(?:我)?(?:就|那就)?"
    r"(?:别|不要|不|先别|就别)(?:动手|下手|杀了?(?:他|她)?)了?(?=[\s,;.!?]|$)"
    # what one does instead, said right after (直接回房): the kill's "otherwise"
    r"(?P<instead>[ \t,]*(?:直接|就|那就|然后)?(?=回|去))?",
    re.MULTILINE,
)


def unless_there(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each "but if Y is there, don't" clause said as ``除非Y在场`` (module doc), and
    the typed-message index of each character carried along."""
    said = (
        (m, f"除非{m['who']}在场" + (",否则" if m["instead"] is not None else ""))
        for m in _BUT_IF_THERE.finditer(text)
    )
    return replaced(text, origin, said)
