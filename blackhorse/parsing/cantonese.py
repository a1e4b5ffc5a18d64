"""Cantonese as Hong Kong players type it, read as the Mandarin it says (docs/PARSING.md, *Chinese
as players type it, the new-group round*): ``八點喺房度睇窗，九點落去花園行下，十點返房睇門孔``,
``十點前道門淨係俾小舟入嚟``, ``如果嘉欣得佢一個就殺咗佢，唔係就返房``.

Written Cantonese has its own function words (在 is 喺, 看 is 睇, 回 is 返, 了 is 咗, 他 is 佢, 不 is
唔, 没 is 冇, 找 is 搵, 给 is 俾, 来 is 嚟 ...): a closed class, like the traditional characters the
same players type. A message that holds one of the characters only Cantonese writes (喺, 睇, 咗,
佢, 冇, 搵 / 揾, 嚟, 瞓, 嘅, 嗰, 啲, 乜, 嘢, 攰, 畀; 唔 before a word: alone, ``唔，`` is a sound of
hesitation in Mandarin too) or one of its words (返房, 坐吓, 落去, 倾偈, 净系 ...) has each word of
the table below read as its Mandarin; the player's own words are still what a problem quotes. Words
Mandarin writes too (返, 俾, 落去, 成晚, 由) are read so only in such a message, and 由 only before what
one looks through. Killing said of someone (搞掂佢, 做咗佢: "sort him out") is 杀了他; 搞掂 alone is "done".
"""

from __future__ import annotations

import re

from blackhorse.parsing.regional import replaced

# the characters only written Cantonese uses: a message holding one is written in Cantonese
_ONLY_CANTONESE = re.compile(
    r"[喺睇咗佢冇搵揾嚟瞓嘅嗰啲乜嘢攰畀]|唔(?=[\u4e00-\u9fff])|返房|返屋|返去|返(?=\d)|坐吓|行吓|行下|落去|落楼|倾偈|净系"
)

# each Cantonese word (as the reader's simplified copy spells it) and the Mandarin it says; the
# longest are tried first
MANDARIN = {
    # who, where, not
    "得佢一个": "就他一个",
    "唔系": "不是",
    "唔理": "不管",
    "有冇": "有没有",
    "冇人": "没人",
    "边度": "哪里",
    "边个": "谁",
    "嗰度": "那里",
    "呢度": "这里",
    "企住": "站着",  # standing (企), as 站着
    "企喺": "站在",
    "喺度": "在那",
    "房度": "房里",
    "隔篱": "旁边",
    "净系俾": "只给",  # only for them (the door)
    "净系畀": "只给",
    "净系开": "只开",  # only open (the door: 淨系開畀嘉欣)
    "净系": "就",  # just (淨係九點去一去204)
    "道门": "的门",
    "自己间房": "自己房间",  # one's own room
    "间房": "房间",
    "房入面": "房里",  # in the room (round thirty-four: 如果房入面得佢一个就做低佢)
    "屋入面": "屋里",
    "入面": "里面",
    "佢自己一个": "他一个人",  # alone
    "自己一个": "一个人",
    "边个拍门": "谁敲门",
    "拍门": "敲门",  # knocking
    "探": "探望",  # visiting (round twenty-four: 我今晚去207探Priya; never 探 alone in Mandarin: 侦探)
    "唔该晒": "谢谢",  # thanks (a lot)
    "唔该": "谢谢",
    # killing, said of someone (佢: him, her): never the words alone (搞掂 alone is "done")
    "搞掂佢": "杀了他",
    "做咗佢": "杀了他",
    "做低佢": "杀了他",
    "劈咗佢": "杀了他",
    "劏咗佢": "杀了他",  # 劏: slaughter, said of someone
    "劏佢": "杀了他",
    "同佢倾下": "跟他聊下",  # have a chat with him (同佢倾下: round thirty-one)
    "倾下": "聊下",
    "照劏": "照杀",  # slaughtered anyway (都照劏: seed 五.7's third form; round thirty-one)
    # going, coming back, staying
    "落楼下": "去楼下",
    "落去": "去",
    "落": "去",  # 落花园: down to the garden (not 落单, alone: below)
    "返到": "到了以后",  # once back
    "落楼": "下楼",
    "去一去": "去",
    "入嚟": "进来",
    "返回": "回",
    "返屋企": "回房间",  # home (屋企), going back to it
    "屋企": "房间",
    "返": "回",
    "行下": "逛逛",
    "行吓": "逛逛",
    "坐吓": "坐坐",
    "成晚": "整晚",
    "坐阵": "坐坐",  # sit a while
    "坐一阵": "坐坐",
    "跟住": "然后",  # then (跟住八点半去204)
    "咁样": "这样",
    "唔好郁手": "不要动手",  # don't make a move (…即刻返屋企，唔好郁手)
    "唔使": "不用",  # no need (唔使睇: no looking)
    "条走廊": "走廊",  # the classifier before the corridor (睇住条走廊)
    "条楼梯": "楼梯",
    "瞓觉": "睡觉",
    "睇到瞓": "看到睡觉",  # watching till bed (睇窗，睇到瞓: round thirty-one)
    "好攰": "好累",
    # looking, meeting, talking
    "望住": "看着",
    "睇住": "看着",
    "望住个": "看着",  # the classifier after the look, before what it sees (睇住個草坪: round 23)
    "睇住个": "看着",
    "睇个": "看",
    "望个": "看",
    "望出去": "往外看",
    "由门孔": "从门孔",
    "郁手": "动手",  # the kill, done (佢一个人就郁手)
    "闭门": "关门",  # the door shut (今晚闭门)
    "由猫眼": "从猫眼",
    "由门口": "从门口",  # 由门口个猫眼睇出去: through the door's peephole
    "由窗": "从窗",
    "窗口": "窗户",
    "撞到": "碰到",
    "撞见": "碰见",
    "倾偈": "聊天",
    # the one-character function words
    "喺": "在",
    "睇": "看",
    "咗": "了",
    "佢": "他",
    "唔": "不",
    "冇": "没",
    "搵": "找",
    "揾": "找",  # the same word, as many type it
    # letting someone in (round twenty-nine: 唔好俾任何人入我哋間房, 道門除咗Priya之外唔好俾人入)
    "俾任何人入": "让任何人进",
    "系室友": "是室友",  # （阿明係室友佢自己識入）: a roommate, who comes in on their own
    "自己识入": "自己能进",
    "俾人入": "让人进",
    "我哋": "我们",
    "俾": "给",
    "畀": "给",
    "嚟": "来",
    "瞓": "睡",
    "嘅": "的",
    "啲": "些",
    "喇": "了",
    # round nine (a café's group): moving, walking, chatting, the night before, "that's all"
    "唔郁": "不动",  # not moving (10點後唔郁: stay where one is)
    "唔出街": "不出门",
    "唔出去": "不出去",
    "同埋": "和",  # and (round thirty-four: 净系俾阿雯同埋Kenji入嚟)
    "就算数": "就算了",  # let it go (round thirty-four: 有人喺隔篱就算数)
    "冇出去": "不出去",  # not going out (round thirty-four: 其他时间我喺房度，冇出去)
    "冇出街": "不出门",
    "吹水": "聊天",  # chatting
    "倾下偈": "聊天",
    "倾计": "聊天",
    "琴晚": "昨晚",  # last night (寻晚, 琴晚: the same word, as typed)
    "寻晚": "昨晚",
    "照返": "照",  # as before (照返琴晚咁做)
    "咁做": "这样做",
    "咁": "这样",
    "就得": "就行",
    "冇嘢做": "没事做",  # nothing to do
    "冇嘢": "没事",
    "冇得拣": "没得选",  # no choice
    "改做": "改成",  # changed to (改做9點40)
    "讲真": "说真的",  # honestly
    "即刻": "立刻",
    "好似": "好像",
    "知㗎": "知道的",
    "㗎": "的",
    # round seventeen: answering the door (应: 冇人应 nobody answers, 有人应 someone does) and going in
    "有人应门就入去": "开门就进去",
    "有人应就入去": "开门就进去",
    "冇人应门": "没人开门",
    "冇人应": "没人开门",
    "入去": "进去",
    "睇下": "看看",
    "睇吓": "看看",
    "问吓": "问问",
    "企喺度": "站在那里",  # staying there (继续企喺度)
    "check下": "看看",
    "望下": "看看",
    "唔peek": "不看",  # no peeking (唔peek, 唔睇)
    "唔开门畀任何人": "不给任何人开门",  # the door, said in Cantonese's order (give after the verb)
    "唔开门俾任何人": "不给任何人开门",
    "唔开门畀人": "不给人开门",
    "唔开门俾人": "不给人开门",
    "都系": "都是",
    "系一个": "是一个",  # is (系) alone: 如果Jake系一个人就杀佢
    "系自己": "是自己",
    "系单独": "是单独",
    "系咪": "是不是",
    # round twenty-one: "don't", "nothing at all"
    "唔好意思": "不好意思",  # sorry
    "心情唔好": "心情不好",  # a bad mood, no "don't" (round twenty-nine: （唔好问点解，心情唔好😑）)
    "唔好": "别",  # don't (边个拍门都唔好开: open to nobody)
    "乜都唔做": "什么都不做",  # 之前乜都唔做: nothing before that
    "乜都唔睇": "什么都不看",
}
_WORD = re.compile("|".join(sorted(map(re.escape, MANDARIN), key=len, reverse=True)))


def as_mandarin(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` (the reader's copy) with each Cantonese word as its Mandarin, and for each
    character of it the index in the typed message it comes from (``origin``, one per character
    of ``text``): unchanged unless ``text`` is written in Cantonese (module doc)."""
    if _ONLY_CANTONESE.search(text) is None:
        return text, origin
    text, origin = replaced(text, origin, ((m, "走") for m in _WALKED.finditer(text)))
    text, origin = replaced(text, origin, ((m, "的") for m in _THE.finditer(text)))
    text, origin = replaced(text, origin, ((m, "从") for m in _FROM_A_TIME.finditer(text)))
    text, origin = replaced(text, origin, ((m, "里") for m in _THERE_AT.finditer(text)))
    text, origin = replaced(text, origin, ((m, "和") for m in _WITH.finditer(text)))
    text, origin = replaced(text, origin, ((m, "换") for m in _SWITCH.finditer(text)))
    text, origin = replaced(text, origin, ((m, "进") for m in _LET_IN.finditer(text) if _let(m, text)))
    text, origin = replaced(text, origin, ((m, "去") for m in _OVER_TO.finditer(text)))
    text, origin = replaced(text, origin, ((m, "不动手") for m in _HOLD_OFF.finditer(text)))
    return replaced(
        text, origin, ((m, MANDARIN[m.group()]) for m in _WORD.finditer(text) if _cantonese(m, text))
    )


def _cantonese(m: re.Match[str], text: str) -> bool:
    """Whether a Cantonese word found is meant as Cantonese where it stands."""
    if m.group() == "唔" and not ("\u4e00" <= text[m.end() : m.end() + 1] <= "\u9fff"):
        return False  # 唔，九点…: a sound of hesitation, as in Mandarin
    return not (m.group() == "落" and text[m.end() : m.end() + 1] in ("单", "空", "下"))  # 落单, 落空


# round nine: 行 (walk) before the stairs taken (行西边楼梯, 都系行东楼梯), 个 (the classifier, "the")
# between a word and a place or what one looks through (窗外个花园, 睇个窗)
# 由 before a time: from it (由九点半到十点半)
_FROM_A_TIME = re.compile(r"由(?=[零〇一二两三四五六七八九十0-9０-９])")
# 度 after a room or a place (喺204度, 喺房度): there, in it (round seventeen)
_THERE_AT = re.compile(r"(?<=[0-9房屋厅园坪])度(?=[睇看坐等待企瞓饮倾吹，,。\s]|$)")
# 同 before a person or company (同大家倾偈, Priya同胖虎): and, with (round twenty-one); never in a
# word of its own (同屋 roommate, 同学, 同时, 同意, 同一 ...)
_WITH = re.compile(r"同(?![屋房学时意样一事伴志住层楼埋])")
# 转去 / 转 before what one looks through: switching to it (9点半转去门孔睇下条走廊), never a going
_SWITCH = re.compile(r"转去(?=门孔|猫眼|窗)")
# 过 before a room's number or a place outside: going over there (round thirty-four: 九点半过201揾Priya)
_OVER_TO = re.compile(r"(?<![经通透路越穿不没])过(?=[0-9０-９]{3}|花园|草坪|娱乐室)")
# 唔好郁 ("don't move") before going back: holding off the kill (round thirty-four: 如果老周都喺度就唔好郁，
# 直接返房), as 不动手 says it
_HOLD_OFF = re.compile(r"唔好郁(?:手)?(?=[，,\s]*(?:直接|就|即刻|马上)?\s*(?:返|回))")
# 入 ending a clause that lets someone in (round thirty-four: 十点前我道门净系俾老赵入): coming in, 进
_LET_IN = re.compile(r"(?<=[^\W\d_])入(?=[，,。；;！!\s]|$)")
_CLAUSE = re.compile(r"[^，,。；;！!\n]*$")


def _let(m: re.Match[str], text: str) -> bool:
    """Whether the clause before ``m`` lets someone in (俾, 畀, 给 before it)."""
    clause = _CLAUSE.search(text, 0, m.start())
    return clause is not None and any(c in clause.group() for c in "俾畀给")


_WALKED = re.compile(r"行(?=(?:东|西)(?:边|面)?(?:嘅|的)?楼梯|楼梯)")
_THE = re.compile(
    r"(?<=[\u4e00-\u9fff])(?<![一两几这那哪整每单某各半三四五六七八九十住睇望])个(?=花园|草坪|窗|门孔|猫眼|走廊|楼梯)"
)
