"""Sichuanese (四川话) as players type it, read as the standard Mandarin it says (docs/PARSING.md,
*Chinese, round two*): ``兄弟伙 九点切花园耍，要是Jenny一个人在那儿就把她做了，不然就回屋头从窗子看到起``.

Sichuan has a few words of its own for the orders' words: 切 is 去 (to go), 屋头 is 屋里 (home),
窗子 is 窗户, 做了 / 做掉 / 弄死 (to do someone in) is 杀了, 莫得 is 没有, 有没得 is 有没有, 莫 is 别,
别个 is 别人,
嘞 is 的, a verb with 到起 is the verb with 着 (待到起: staying), 个钟 is 个小时 (头一个钟: the first
hour), 摆龙门阵 is 聊天 (摆哈龙门阵 too: 哈 after a verb is 一下, as 看哈 is 看看), 啥子 is 什么,
耍 (to hang about) after a going is 逛逛, and 哥老倌 / 兄弟伙 are a greeting.
As with Cantonese (:mod:`blackhorse.parsing.cantonese`) and the Northeast
(:mod:`blackhorse.parsing.northeastern`), a message is read so only when it holds a word only
Sichuan says (屋头, 到起, 噻, 哥老倌, 兄弟伙, 龙门阵, 啥子, 咋个, 巴适, 要得, 莫得, 有没得); a problem
still quotes the player's own words. **Decision:** 切 before 换 / 回 / 成 is still switching (``切回门孔``),
and 切 / 切到 before the window or the peephole is switching to it (``九点切到门孔``), never a going.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ONLY_SICHUAN = re.compile(r"屋头|到起|噻|哥老倌|兄弟伙|龙门阵|啥子|咋个|巴适|要得|莫得|有没得")

MANDARIN = {
    "哥老倌": "大家好",
    "兄弟伙": "大家好",
    "屋头": "屋里",
    "窗子": "窗户",
    "做了": "杀了",
    "做掉": "杀掉",
    "弄死": "杀了",
    "别个": "别人",
    "莫得": "没有",  # 莫得别的了: there is nothing else (before 莫, "don't")
    "有没得": "有没有",  # 管他旁边有没得人: whether anyone is there or not
    "莫": "别",
    "嘞": "的",
    "到起": "着",
    "摆哈龙门阵": "聊天",  # 哈 after a verb is 一下 (看哈, 摆哈: round twenty-seven)
    "摆一哈龙门阵": "聊天",
    "摆龙门阵": "聊天",
    "看哈": "看看",
    "啥子": "什么",
    "耍": "逛逛",
}
# 切 the going, never 切回 / 切换 / 切成 (switching); 切 or 切到 before a look is switching to it
_LOOK = "(?=[窗门猫])"
_SAID = [
    (re.compile("切到" + _LOOK), "换到"),
    (re.compile("切" + _LOOK), "换"),
    (re.compile("切到"), "到"),
    (re.compile("切(?![换回成])"), "去"),
    (re.compile("个钟(?!头)"), "个小时"),
    (re.compile("哪个(?=来|敲|从|在|上|下|进|经过|路过)"), "谁"),  # 哪个来敲门我都不开: whoever (round 29)
    # a verb of staying with 到 and nothing after it (在屋头歇到，…): the verb with 着, as 到起 is; before
    # a time 到 is "until" (待到九点)
    (re.compile(r"(?<=[歇坐待呆躺蹲守])到(?=[，,。.！!；;\s]|$)"), "着"),
    # 到 before the place one stays at is 在 (就守到屋头, 趴到窗子: round thirty-five)
    (re.compile(r"(?<=[歇坐待呆躺蹲守趴])到(?=屋头|屋里|房间|房里|娱乐室|花园|草坪|窗|[0-9]{3})"), "在"),
    *((re.compile(re.escape(w)), m) for w, m in MANDARIN.items() if w not in ("切", "个钟")),
]
_DIALECT = Dialect(_ONLY_SICHUAN, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Sichuanese word as its standard Mandarin, and for each character the
    index in the typed message it comes from: unchanged unless the message is Sichuanese."""
    return _DIALECT.as_standard(text, origin)
