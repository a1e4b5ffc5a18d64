"""Chinese text uses full-width punctuation (issue 24): every msgstr of the zh catalog.

A Chinese sentence writes ：（），；with no spaces around them, never the half-width ``:``, ``(``,
``)``, ``,``, ``;`` the English has ("孙三: 第 1 夜", "截止时间: ", " (当前未开放)" were in the catalog).
What is typed or read as it is keeps its own marks: a time (``8:30``, ``HH:MM``), a command or
a file's words in backticks, a link, an argument's form (``night:N``), a file's layout
(``FILE:LINE``). A field (``{name}``) stands for words of either script: a half-width mark
between a field and Chinese text is Chinese punctuation too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
ZH = ROOT / "blackhorse" / "locale" / "zh" / "LC_MESSAGES" / "blackhorse.po"
HAN = r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef“”‘’]"
# kept as typed: a command or file's words in backticks, a link, a quoted value
AS_TYPED = re.compile(r"`[^`]*`|https?://\S+|\"[^\"]*\"")
# a half-width mark touching Chinese (spaces between count as touching), or a field on one
# side and Chinese on the other
HALF = re.compile(
    rf"{HAN} *[:,();]|[:,(;] *{HAN}|\) *{HAN}|\}}[:,;] *{HAN}|{HAN} *\(\{{|\}}\) *{HAN}|{HAN} \(|\) {HAN}"
    rf"|[：（），；、] +{HAN}|{HAN} +[：（），；、]"  # a space beside a full-width mark
)


def half_width(text: str) -> list[str]:
    """Each half-width ``:`` ``,`` ``;`` ``(`` ``)`` of ``text`` that is Chinese punctuation, with
    what is around it."""
    masked = AS_TYPED.sub(lambda m: "_" * len(m[0]), text)
    return [text[max(0, m.start() - 8) : m.end() + 8] for m in HALF.finditer(masked)]


def names_as_han(text: str, names: Iterable[str]) -> str:
    """``text`` with each of ``names`` (a game's players) written as a Chinese word: a Chinese
    game's names are Chinese ("冯警官"), so "（P1, 2026-12-02）" on a page of a game whose
    officers are P1-P3 is the "（冯警官, 2026-12-02）" of a Chinese game, and the rule finds it
    whatever script the test game's names are in."""
    ordered = sorted((re.escape(n) for n in names), key=len, reverse=True)
    if not ordered:
        return text
    return re.sub(rf"(?<![A-Za-z0-9_])(?:{'|'.join(ordered)})(?![A-Za-z0-9_])", "某", text)


def zh_messages() -> list[tuple[str, str]]:
    with ZH.open("rb") as f:
        catalog = read_po(f, locale="zh")
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        out += [(ids[0], s) for s in strings]
    return out


def test_the_rule_finds_half_width_marks_in_chinese_and_leaves_times_and_commands() -> None:
    assert half_width("孙三: 第 1 夜") and half_width("截止时间: ") and half_width("锁定 (当前未开放)")
    assert half_width("指令于 {at}（协调世界时） 锁定") and half_width("第 {n} 夜 ：好")
    assert half_width("{name}: 第{night}夜") and half_width("见 {path}, 再试") and half_width("（{a}）, 好")
    assert not half_width("8:30出发，9:00到达") and not half_width(
        "请运行 `blackhorse night GAME 1`（或 `x, y`）"
    )
    assert not half_width("night:N 或 day:N，N 是整数") and not half_width("{file}:{line}：{field}")
    # a name is a Chinese word: the walk's "1：吴六（冯警官, 2026-12-02）" in a game of P1-P3
    assert half_width(names_as_han("1：G（P1, 2026-12-02）", ["G", "P1"]))
    assert half_width("房间 · 已裁定: 准许") and half_width("关押；案件告破）; 换房")
    assert not half_width(names_as_han("`invite GAME --reissue P1`, P10", ["P1"]))


def test_no_chinese_message_uses_half_width_punctuation() -> None:
    found = [f"{msgid!r}: {hit!r}" for msgid, text in zh_messages() for hit in half_width(text)]
    assert not found, f"{len(found)} half-width marks in Chinese text:\n" + "\n".join(found)
