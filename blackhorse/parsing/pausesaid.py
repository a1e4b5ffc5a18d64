"""A pause typed as an ellipsis inside a sentence, in Chinese (issue 22, round twenty-eight): a
nervous or hesitant writer puts ``……`` where a speaker would pause, not where a sentence ends:
``要是他不是一个人……我就回自己房间``, ``他不在就……就去204吧``, ``要是……要是碰到他一个人……就……杀了他吧``,
``我……10点去202``.

The reader took each ellipsis for a sentence's end, and a condition cut from what it leads to was
refused ("one place per order", "a time with nothing to do"). An ellipsis is read as the pause it
is where the sentence cannot have ended there (the text keeps every position: the ellipsis, and a
word said twice across it, become spaces or a comma):

- **a word said again across it** (``要是……要是``, ``就……就``, ``我……我``): the stammer, said once;
- **after a word no clause ends with** (我, 要是, 如果, 碰到; 就 before the kill or going it leads
  to) or opening a line: dropped;
- **after a condition with nothing done on it yet** (如果 / 要是 / 假如 / 万一 / 若, and no 就 since):
  a comma, the condition going on into what it leads to.

Anywhere else an ellipsis ends its sentence, as before (``9点去花园……10点回房``: two orders either
way; ``10点去202……如果他在就聊几句``: the condition is the next sentence's).
"""

from __future__ import annotations

import re

_DOTS = r"(?:\s*\.{2,}\s*)"
# a word said twice across the pause: the first and the pause are the stammer
_STAMMER = re.compile(rf"(?P<w>要是|如果|假如|就|我|他|她|那个){_DOTS}(?=(?P=w))")
# a word no clause ends with, before the pause (or nothing before it at all)
_BEFORE = ("我", "要是", "如果", "假如", "碰到", "遇到", "碰见", "遇见", "然后")
_HANGING = re.compile(
    r"(?:(?<=^)|(?<=\n)|" + "|".join(f"(?<={w})" for w in _BEFORE) + rf"){_DOTS}(?=[^\s.\n])"
    # 就 only before the kill or the going it leads to (就……你懂的 is the knife's; 那就……改成 a change)
    rf"|(?<=就){_DOTS}(?=杀|去|回|动手|下手|干掉|弄死|做掉|把)"
)
# a condition with nothing done on it yet, then the pause
_CONDITION = re.compile(
    rf"(?:如果|要是|假如|万一|若是|若)(?P<cond>[^.。!?！？\n,，;；就]{{1,20}}?)(?P<pause>{_DOTS})(?=[^\s.\n!?])"
)


def paused(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each ellipsis that is a pause read as one (see the module doc); every position
    kept, so ``origin`` is unchanged."""
    if ".." not in text:
        return text, origin
    chars = list(text)

    def blank(a: int, b: int, mark: str = "") -> None:
        chars[a:b] = list(mark + " " * (b - a - len(mark)))

    for m in _STAMMER.finditer(text):
        blank(m.start(), m.end())
    said = "".join(chars)
    for m in _CONDITION.finditer(said):
        blank(m.start("pause"), m.end("pause"), ",")
    said = "".join(chars)
    for m in _HANGING.finditer(said):
        blank(m.start(), m.end())
    return "".join(chars), origin
