"""Orders written in a literary register (文言 flavour, 书面语), read as the plain Mandarin they say
(docs/PARSING.md, *A forum's posts (issue 22, round eight)*): ``八点伊始，凭窗望园。九时出户，漫步草坪。
十时归舍，卧而不窥。``, ``九点四十，往访二〇五。若她独处，即取其命。``

A player who writes with a classical flavour has words of their own for the orders' words: 归舍 /
归房 is 回房, 往访 / 造访 a visit, 漫步 / 信步 a going (before a place), 出户 going out, 静坐 / 小坐
staying, 凭窗 / 倚窗 / 临窗 the window, 望 / 观 before a place a look at it (望园, 观廊), 卧 / 和衣而卧
sleeping, 不窥 / 不窥不探 no look, 取其命 / 一刀了之 / 手刃之 the kill, 独行 / 独处 alone, 今夜 / 是夜
tonight, 吾 I, 伊始 the start. As with the regional varieties (:mod:`blackhorse.parsing.regional`), a
message is read so only when it holds a word only the register has; a problem still quotes the
player's own words.

**Decisions:** 四下无人 / 左右无人 ("nobody about") is 没有别人, the condition's own words, never
dropped; 望 / 观 are a look only right before a place of the map's views (花园, 草坪, 走廊, 园, 廊,
坪); 漫步 before anything but a place is a stroll (set aside as 逛逛 is). The classical hours (戌时,
亥时) are not read: a two-hour span names no slot.
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import Dialect

_CN_HOURS = {19: "七", 20: "八", 21: "九", 22: "十", 23: "十一", 24: "零"}
_PLACE = r"(?=于?(?:花园|草坪|走廊|园|坪|廊|二〇|[0-9]|娱乐室|餐厅))"
# a place gone to, not one looked or walked toward (往草坪看, 往花园那边走: plain Mandarin's "toward")
_GONE_TO = (
    r"(?=于?(?:(?:花园|草坪|走廊|娱乐室|餐厅|园|坪|廊)|二〇[〇一二三四五六七八九]+(?![〇一二三四五六七八九])"
    r"|[0-9]+(?![0-9]))(?![看瞧望瞅盯瞄走那这方边去]))"
)
_ONLY_LITERARY = re.compile(
    "吾|归舍|归房|返舍|返房|归寝|往访|造访|登临|静坐|小坐|取其命|取其性命|一刀了之|手刃|独行|四下无人|左右无人"
    "|凭窗|倚窗|临窗|卧而|和衣而卧|不窥|观廊|望园|观园|望廊|是夜|今夜|此夜|今宵|漫步|信步|出户|伊始|静观其变"
    "|[戌亥子]时?[初正]|窥之|观之|望之|夜尽|之行止|归室|返室|吾室|窥廊|凡遇|终夜|居室|可入|余者|不纳|不复出|吾不顾|(?<![前奔])(?:往|赴)"
    + _GONE_TO
)
# the classical hours at their points: 戌正 20:00, 亥初 21:00, 亥正 22:00, 子初 23:00, with a 刻 of
# fifteen minutes after them (亥初二刻 21:30); a double hour alone (戌时) is two hours, not read
_BRANCH = {"戌": (19, 20), "亥": (21, 22), "子": (23, 24)}
_KE = {"": "", "初刻": "", "一刻": "十五分", "二刻": "半", "三刻": "四十五分"}
_HOURS = [
    (re.compile(f"{branch}时?{part}(?:时)?{ke}"), f"{_CN_HOURS[hours[k]]}点{minutes}")
    for branch, hours in _BRANCH.items()
    for k, part in enumerate("初正")
    for ke, minutes in sorted(_KE.items(), key=lambda kv: -len(kv[0]))
]
_SAID = [
    *_HOURS,
    (re.compile("(?:之)?(?:行止|行程|行踪)如下"), "安排如下"),  # 吾今夜之行止如下：my doings tonight
    (re.compile("(?:欲|拟|将|当)(?=于)"), ""),  # 吾欲于九时…: "I mean to", the order's own time follows
    (re.compile("(?<![前奔])(?:欲|拟|复|再|退|径|遂)?(?:往|赴|奔|移步|移步至|退至)" + _GONE_TO), "去"),
    (re.compile("(?:返|归)" + _GONE_TO), "回"),  # 返二〇四, 归花园: going back there
    (re.compile("(?<![拜往造来探寻走出])访(?![问客谈])"), "找"),  # 访达斯蒂: a visit of that person
    (re.compile("(?<=[若如倘])其"), "他"),  # 若其不应门: "if he"
    (re.compile("远眺|眺望|远望|遥望"), "看"),
    (re.compile("[窥观望]之"), "看"),  # 自门孔窥之: look (at what the window or hole shows)
    (re.compile("直至夜尽|至夜尽|直到夜尽|夜尽"), "直至天明"),
    (re.compile("今夜|是夜|此夜|当夜|今宵"), "今晚"),
    (re.compile("伊始"), "开始"),
    (re.compile("归舍|归房|返舍|返房|回舍|归屋|返屋|归寝|回寝"), "回房"),
    (re.compile("(?:往访|造访|登门拜访|登临)" + r"(?=[0-9二〇]|花园|草坪|娱乐室)"), "去"),
    (re.compile("往访|造访|登门拜访"), "拜访"),
    (re.compile("(?:漫步|信步|踱步|闲步)于?" + _PLACE), "去"),
    (re.compile("漫步|信步|踱步|闲步"), "逛逛"),
    (re.compile("足不出户"), "足不出户"),  # a stay, as the lexicon has it
    (re.compile("出户"), "出门"),
    (re.compile("静坐|小坐|闲坐|枯坐|端坐|安坐"), "待着"),
    # round twenty-nine: 凭窗而望, 以门孔窥廊, 归室, 吾门不纳任何人, 不复出矣, 旁人在否，吾不顾也
    (re.compile("唯(?=[^，,。；;]{1,12}?可入)"), "只有"),  # 唯Priya与小芸可入: only they may come in
    (re.compile("可入"), "能进"),
    (re.compile("余者概不接纳|余者概不纳|余者不纳|余者概不开门|余者不开"), "其他人都不开"),
    (re.compile("(?<=[0-9〇一二三四五六七八九])寻(?=[^，,。；;])"), "找"),  # 往203寻林語彤: call on her
    (re.compile("(?:妹妹|姐姐|兄|先生|小姐)?说话"), "聊天"),
    (re.compile("(?:凭窗|倚窗|临窗)而(?:望|观)"), "从窗户看"),
    (re.compile("以(?=门孔|窗)"), "从"),
    (re.compile("窥廊|窥走廊"), "看走廊"),
    (re.compile("(?:归|返|回)(?:吾|我)?(?:室|舍|寝)(?!室)"), "回房"),
    (re.compile("凡(?=遇|见|逢)"), "随时"),  # 凡遇Jinx独处: whenever one meets him
    (re.compile("终夜|彻夜|通宵"), "整晚"),
    (re.compile("居(?:于)?室(?:中|内)?(?=[，,。；;以从凭倚临])"), "待在房间里"),
    (re.compile("吾室|吾房|吾舍"), "我房间"),
    (re.compile("不纳(?:任何人|一人|外人|他人|访客)"), "谁都不开"),
    (re.compile("不复出(?:矣|也)?"), "不出门了"),
    (re.compile("(?:旁人|他人|左右)在否[，,]?吾不顾也"), "无论旁人在否"),
    (re.compile("凭窗|倚窗|临窗"), "从窗户"),
    (re.compile("望园|观园|赏园"), "看花园"),
    (re.compile("望坪|观坪"), "看草坪"),
    (re.compile("观廊|望廊"), "看走廊"),
    (re.compile("静?[望观](?=花园|草坪|走廊)"), "看"),  # 静观花园动静 (round thirty-five)
    (re.compile("卧而不窥|卧而不观|卧而不看"), "睡觉，不看"),
    (re.compile("和衣而卧|高卧"), "睡觉"),
    (re.compile("不窥不探|不窥|不观"), "不看"),
    (re.compile("取其性命|取其命|一刀了之|手刃之|手刃|诛之"), "杀了他"),
    # round thirty-five: 便将他就地正法 (put to death on the spot)
    (re.compile("(?<=[便就则])将(?=[他她])"), "把"),
    (re.compile("就地正法|正法"), "杀了"),
    (re.compile("独行|孤身一人"), "一个人"),
    (re.compile("四下无人|左右无人|别无他人"), "没有别人"),
    (re.compile("园中"), "花园里"),
    (re.compile("房中"), "房间里"),
    (re.compile("吾"), "我"),
    (re.compile("静观其变"), "看看情况"),
]
_LITERARY = Dialect(_ONLY_LITERARY, _SAID)


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each literary word as its plain Mandarin, and for each character the index in
    the typed message it comes from: unchanged unless the message holds a word only the register
    has."""
    return _LITERARY.as_standard(text, origin)
