"""Northeastern Mandarin (东北话) as players type it, read as the standard Mandarin it says (docs/
PARSING.md, *Chinese follow-ups, the follow-up round*): ``老铁们 俺今晚就搁屋里待着，八点到九点扒窗户瞅花园，
九点往后扒门孔瞅走廊，完事儿``.

The Northeast has a few words of its own for the orders' words: 俺 is 我, 搁 is 在, 瞅 is 看, 扒窗户 /
扒门孔 (hanging at the window) is 从窗户 / 从门孔, 往后 after a time is 以后, 唠嗑 is 聊天, 老铁们 is a
greeting (大家好), 完事儿 says the message is done (就这样), 整死 is 杀了, 仨 is 三个, and 下花园 / 下草坪 are
going down to them (not after a look: ``瞅下花园`` is looking "a bit"); 整 said of a person is the
kill (给她整了, 整了他, 照整不误: killed anyway). As with Cantonese
(:mod:`blackhorse.parsing.cantonese`), a message is read so only when it holds a word only the
Northeast says (俺, 搁, 瞅, 唠嗑, 老铁, 嘎哈, 完事儿, 整 of a person); a problem still quotes the
player's own words.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

_ONLY_NORTHEAST = re.compile(
    r"俺|搁|瞅|唠嗑|老铁|嘎哈|完事儿|[给把][她他丫]整了|整了[她他]|照整不误|旮旯|整没了|那嘎|[给把][她他]撂倒"
)

MANDARIN = {
    "老铁们": "大家好",
    "老铁": "大家好",
    "俺们": "我们",
    "俺": "我",
    "搁": "在",
    "扒着窗户": "从窗户",
    "扒窗户": "从窗户",
    "扒着门孔": "从门孔",
    "扒门孔": "从门孔",
    "扒猫眼": "从猫眼",
    "扒窗": "从窗",
    "瞅着": "看着",
    "瞅瞅": "看看",
    "瞅": "看",
    "往后": "以后",
    "唠嗑": "聊天",
    "唠唠嗑": "聊聊天",
    "完事儿": "就这样",
    "整死": "杀了",  # 整死他: kill him
    "给她整了": "把她杀了",  # done in, said with the person (给她整了, 整了她; round sixteen)
    "给他整了": "把他杀了",
    "给丫整了": "把他杀了",
    "把她整了": "把她杀了",
    "把他整了": "把他杀了",
    "整了她": "杀了她",
    "整了他": "杀了他",
    "照整不误": "照杀不误",
    "仨": "三个",  # 这仨钟头: these three hours
    "下花园": "去花园",  # going down to the ground floor's places
    "下草坪": "去草坪",
    "嘎哈呢": "在吗",  # GM嘎哈呢: "what's up", a greeting (round seven)
    "嘎哈": "在吗",
    "唠唠": "聊聊",  # 找大伙唠唠: a chat
    "就拉倒": "就算了",  # 有别人就拉倒: never mind then
    "那旮旯": "那边",  # 花园那旮旯: over there in the garden
    "这旮旯": "这边",
    "猫着": "待着",  # 搁204猫着: holed up in 204
    "就这么整吧": "就这样吧",  # that's the plan
    "就这么整": "就这样",
    "记岔了": "记错了",  # 俺记岔了，是九点半: misremembered (round thirty-one)
    "说岔了": "说错了",
    # round thirty-five: done away with (给他整没了, 给他撂倒), anywhere (不管在哪旮旯), over there (窗户那嘎)
    "给他整没了": "把他杀了",
    "给她整没了": "把她杀了",
    "把他整没了": "把他杀了",
    "把她整没了": "把她杀了",
    "整没了": "杀了",
    "给他撂倒": "把他杀了",  # 就直接给他撂倒: laid him out
    "给她撂倒": "把她杀了",
    "把他撂倒": "把他杀了",
    "把她撂倒": "把她杀了",
    "哪旮旯": "哪里",
    "哪疙瘩": "哪里",
    "哪嘎达": "哪里",
    "那嘎儿": "那里",
    "那嘎": "那里",
}
_WORD = re.compile("|".join(sorted(map(re.escape, MANDARIN), key=len, reverse=True)))


def as_standard(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Northeastern word as its standard Mandarin, and for each character the
    index in the typed message it comes from: unchanged unless the message is Northeastern."""
    if _ONLY_NORTHEAST.search(text) is None:
        return text, origin
    return replaced(
        text, origin, ((m, MANDARIN[m.group()]) for m in _WORD.finditer(text) if _as_said(m, text))
    )


def _as_said(m: re.Match[str], text: str) -> bool:
    """Whether a word found is meant as itself: 瞅下花园 is a look "a bit", not going down."""
    return not (
        m.group().startswith("下") and text[m.start() - 1 : m.start()] in ("看", "瞅", "瞧", "望", "盯")
    )
