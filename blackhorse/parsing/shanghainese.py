"""Shanghainese (上海话) as players type it, read as the standard Mandarin it says (docs/PARSING.md,
*Chinese at work*): ``阿拉今朝夜里厢八点钟蹲辣房间里看窗口，九点到草坪去，伊要是一家头辣草坪浪，就做脱伊``.

Shanghai has words of its own for the orders' words: 阿拉 is 我, 侬 is 你, 伊 is 他 / 她, 辣 is 在 (勿辣:
不在), 勿 is 不, 一家头 is 一个人 (alone), 做脱 is 杀掉, 寻 is 找, 兜兜 / 兜一圈 (a stroll) is 逛逛 / 转一圈,
里厢 is 里, 浪 after a place is 上 (草坪浪: on the lawn), 今朝 is 今天 and 夜里(厢) 晚上, 一夜天 整晚,
啥人 is 谁, 自家 is 自己, 困觉 is 睡觉, 立 (standing) before 辣 / 到 is 站, 辰光 is 时间, 个闲话 / 额闲话
(the "if" particle) is 的话, 额 is 的, 前头 is 前面, 是噶 is 是这样. As with Cantonese
(:mod:`blackhorse.parsing.cantonese`) and Sichuanese (:mod:`blackhorse.parsing.sichuanese`), a
message is read so only when it holds a word only Shanghai says (阿拉, 侬, 今朝, 里厢, 一家头, 做脱, 勿辣,
困觉, 啥人, 辰光, 一夜天); a problem still quotes the player's own words. **Decisions:** 辣 is 在 only
before a place, a room or 那 (辣房间里, 辣草坪浪) or after 勿 / 伊 (伊勿辣); 浪 is 上 only right after a
place's last character; 立 is 站 only before 辣 / 到 / 在. The corridor stood in stays refused by
rule 八 (``立辣走廊里厢``: standing in the corridor). Round eight: 勒 / 垃 are 辣 too, and 了 before a
place after one staying or 阿拉 / 伊 (``蹲了房间里``; ``去了204`` is still gone there); 啥地方 is
什么地方; 转去 / 回转去 / 转来 / 回转来 are going back; 吃茶 is 喝茶; 伊拉 他们; 是个话 是的话.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_ONLY_SHANGHAI = re.compile(
    r"阿拉|侬|今朝|里厢|一家头|做脱|勿辣|困觉|啥人|辰光|一夜天|搿|白相|[辣勒垃]海|讲闲话|拿伊|里向|覅|迭个"
)

# where 辣 is 在: before a place, a room, one's own room or "there"; after 勿 / 伊 (伊勿辣: not there)
_AT = r"(?=房|屋|草坪|花园|走廊|楼梯|东楼梯|西楼梯|自家|自己|[0-9]|那|伊|娱乐|公共|窗|门口|[，。,.\s]|$)"
_SAID = [
    (re.compile("今朝夜里厢|今朝夜里"), "今晚"),
    (re.compile("今朝"), "今天"),
    # round seventeen: 搿 (this), 拿 (把) before 伊, 解决脱 / 结果伊 (the kill), 讲闲话 (a chat), 白相
    # (play), 里向 (inside), 辣海 (there), 哪能 (how), 伐 (the question's particle)
    (re.compile("搿趟|搿次"), "这次"),
    (re.compile("搿"), "这"),
    (re.compile("拿(?=伊)"), "把"),
    (re.compile("解决脱"), "解决掉"),
    (re.compile("结果伊"), "杀了他"),
    (re.compile("讲讲闲话"), "聊聊天"),
    (re.compile("讲闲话"), "聊天"),
    (re.compile("白相"), "玩"),
    (re.compile("里向"), "里"),
    (re.compile("[辣勒垃]海"), "在"),  # round thirty: 勒海 / 垃海, as 辣海
    (re.compile("哪能"), "怎样"),
    (re.compile("(?<=[好是在去])伐"), "吗"),
    (re.compile("夜里厢"), "晚上"),
    (re.compile("一夜天"), "整晚"),
    (re.compile("里厢"), "里"),
    (re.compile("阿拉"), "我"),
    (re.compile("侬"), "你"),
    (re.compile("一家头"), "一个人"),
    (re.compile("做脱伊"), "杀了他"),
    (re.compile("做脱"), "杀掉"),
    (re.compile("杀脱"), "杀掉"),
    (re.compile("勿辣"), "不在"),
    # round eight: 勒 / 垃 / 了 are 辣 (在) too, 了 only after one staying or 阿拉 / 伊 (去了204 is gone)
    (re.compile("(?<=[拉我伊蹲坐待立呆住就])了" + _AT), "在"),
    (re.compile("(?<=不管|无论|不论|勿管)[了勒垃辣](?=啥地方|啥场化|哪)"), "在"),
    (re.compile("讲(?=伊)"), "说"),
    (re.compile("[勒垃]" + _AT), "在"),
    (re.compile("啥地方|啥场化"), "什么地方"),
    (re.compile("回转来|转来"), "回来"),
    (re.compile("回转去|转去"), "回去"),
    (re.compile("吃(?=杯茶|茶|咖啡|杯咖啡)"), "喝"),
    (re.compile("伊拉"), "他们"),
    (re.compile("(?<=是)[个额]话"), "的话"),
    (re.compile("讲清爽"), "说清楚"),
    (re.compile("晓得"), "知道"),
    (re.compile("勿"), "不"),
    (re.compile("立(?=辣|到|在)"), "站"),
    (re.compile("辣" + _AT), "在"),
    (re.compile("(?<=[坪园廊梯间])浪"), "上"),
    (re.compile("伊"), "他"),
    (re.compile("啥人"), "谁"),
    (re.compile("自家"), "自己"),
    (re.compile("困觉"), "睡觉"),
    (re.compile("前头辰光"), "之前"),
    (re.compile("辰光"), "时间"),
    (re.compile("兜兜"), "逛逛"),
    # round thirty: 覅 (don't), 迭个 (this), 荡荡 (a stroll), 前头辰光 (before that)
    (re.compile("覅"), "不要"),
    (re.compile("迭个"), "这个"),
    (re.compile("荡荡|荡一荡"), "逛逛"),
    (re.compile("兜一圈"), "转一圈"),
    (re.compile("寻"), "找"),
    (re.compile("[个额]闲话"), "的话"),
    (re.compile(r"额(?=[，。,.：:\s]|$)"), "的"),
    (re.compile("前头"), "前面"),
    (re.compile("是噶"), "是这样"),
    # round twenty-eight: 拨 (给) before whom the door opens, 搭 (和) between two people, 交关 (很),
    # 覅 (不要), 一歇 (一会儿), 老早 (早就), 事体 (事情), 碰着 (碰到)
    (re.compile(r"(?<=开门)拨|拨(?=[^，。,.\s]{1,6}开门)"), "给"),
    (re.compile("(?<=[\u4e00-\u9fffA-Za-z])搭(?=[\u4e00-\u9fffA-Za-z])"), "和"),
    (re.compile("交关"), "非常"),
    (re.compile("覅"), "不要"),
    (re.compile("一歇"), "一会儿"),
    (re.compile("老早"), "早就"),
    (re.compile("事体"), "事情"),
    (re.compile("碰着"), "碰到"),
]
_DIALECT = Dialect(_ONLY_SHANGHAI, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each Shanghainese word as its standard Mandarin, and for each character the
    index in the typed message it comes from: unchanged unless the message is Shanghainese."""
    return _DIALECT.as_standard(text, origin)
