"""Chinese, round ten: what strangers and a league's veterans say, read on the message's text before
its words are cut (docs/PARSING.md, *Chinese, round ten: strangers and a league*).

Each class is a family of ways to say one thing, written as the Mandarin the reader already knows:

- **A kill said as "dealing with" someone** (``把他收拾了``, ``落单就直接整``, ``遇到他都拿下``,
  ``整他``, ``把他料理了``): 收拾 / 料理 before him or closing with 了, 整 before him or closing a
  clause after 就 / 直接 / 都, 拿下 after 就 / 都 / 直接 / 给 / 把 or before him, are 杀.
  **Decision:** 整 after a time (``10点整``) or before 晚 / 夜 / 个 is never touched; 收拾 before a thing
  (``收拾东西``) is tidying, set aside as before.
- **Doing nothing said whole** (``什么都不做``, ``啥也不干``, ``啥子都不弄``, ``莫得事``, ``没得事``,
  ``什么也干不了``): 没事, the idle remark the reader sets aside and says. **Decision:** only doing is
  covered; a look negated (``什么都不看``) or a going negated stays what it was.
- **Until the night's end said another way** (``待到完``, ``一直到最后``, ``看到夜深``, ``直到深夜``,
  ``直到夜尽``, ``到散场``, ``到收工``): 到结束. **Decision:** 到头 (the end of a corridor) is not one.
- **The door said by whom it is for** (``门就给A和B开``, ``门光给A开``, ``门不要开给A跟B``, ``门别开给A``,
  ``有人敲门也不开``, ``敲门莫理``): 门只给…开; 不给A跟B开门; 谁敲门都不开; 别理.
- **What heads an official's plan** (``第1夜计划``, ``第2晚``): the night's number in figures as in
  words (第一夜). **Decision:** the night being read does not reach this text: the lexer sets aside
  any night named by its number (第二夜, 第三晚; round twelve), and a heading set aside is checked where
  the night is known, the order file's (:func:`other_night`, from
  :func:`blackhorse.parsing.yamlout.render`), and refused when it names another night. English
  headings ("night 2 orders", "Night one:", "2nd night plan") are checked the same way.
- **Either place, said in Cantonese** (``去花園定草坪``): 定 between two places is 或者, refused as
  an open choice.
- **"Over there" said in the Northeast** (``东楼梯那旮旯``, ``那疙瘩``, ``那嘎达``): 那里.
"""

from __future__ import annotations

import re

from blackhorse.parsing.numerals import cn_number
from blackhorse.parsing.regional import replaced

# the end of a clause: a mark, a space or the message's end
_END = r"(?=[哈哦啊吧呗嘛]|(?![\u4e00-\u9fffa-z0-9]))"
_HIM = r"(?=他|她|ta(?![a-z]))"
_NIGHT_DIGIT = {"1": "一", "2": "二", "3": "三", "4": "四", "5": "五", "6": "六", "7": "七"}

_SAID: list[tuple[re.Pattern[str], str]] = [
    # a kill said as dealing with someone
    (re.compile(r"(?:收拾|料理)" + _HIM), "杀"),
    (re.compile(r"(?:收拾|料理)(?:了|掉)" + _END), "杀了"),
    (re.compile(r"(?<=[就都给把])拿下(?:了)?" + _END), "杀了"),
    (re.compile(r"(?<=直接)拿下(?:了)?" + _END), "杀了"),
    (re.compile(r"拿下" + _HIM), "杀"),
    (re.compile(r"(?<![点晚夜个])整(?=他(?!们)|她(?!们))"), "杀"),
    (re.compile(r"(?<=就|都)整(?:了|死)?" + _END), "杀了"),
    (re.compile(r"(?<=直接)整(?:了|死)?" + _END), "杀了"),
    # a kill said as 干 before him after 就 / 都 / 直接 (就干他, 直接干她): round eighteen
    (re.compile(r"(?:(?<=[就都])|(?<=直接))干(?=他(?![们的])|她(?![们的]))"), "杀"),
    # and as 弄 / 搞 before him after 就 / 都 / 要 / 直接 (就弄他, 我要搞他): round nineteen
    (re.compile(r"(?:(?<=[就都要])|(?<=直接))(?:弄|搞)(?=他(?![们的])|她(?![们的]))"), "杀"),
    # doing nothing: 莫得事, 没得事 (the rest of the family in _IDLE)
    (re.compile(r"[莫没]得事"), "没事"),
    # until the night's end said another way
    (re.compile(r"(?<=到)(?:完|最后|夜深|深夜|夜尽|夜里|散场|收工|天亮|天明|底|睡觉|睡覺)" + _END), "结束"),
    # the door said by whom it is for
    (re.compile(r"(?<=门)(?:就|光|单|只)(?:给|让)(?=[^，,。.\n]{1,30}?开)"), "只给"),
    (re.compile(r"有人敲门?(?:也|都)(?:不开|别开|莫开|不理|别理|莫理|不应)"), "谁敲门都不开"),
    # the door not opened "for" someone, said with 为 (请不要为任何人开门, 本人不为Jonas开门): 给
    (re.compile(r"(?:请)?(?:不要|别|不)为(?=[^，,。.\n]{1,20}?开门?)"), "不给"),
    # the door not opened to anyone, said with 给 (门别给任何人开, 门嫑给人开): round twelve
    (re.compile(r"(?<=门)(?:别|不要|不|莫)给(?:任何人|人|别人|外人|谁)开门?"), "谁都不开"),
    # whoever comes knocking, not opened to (哪个来敲门都莫给他开, 谁来敲门都不给开): round twelve
    (
        re.compile(
            r"(?:谁|哪个|任何人|不管谁|无论谁)来敲?门?(?:都|也)(?:不|别|莫)(?:给(?:他|她|ta|人)?)?开门?"
        ),
        "谁敲门都不开",
    ),
    (re.compile(r"(?<=敲门)(?:莫理|莫开|莫管)"), "别理"),
    # going elsewhere said as turning or moving on (不开转204, 没人就挪去草坪, 转回房间)
    (re.compile(r"(?:转|挪)(?:去|到|往)?(?=[0-9]{3}|二[零〇]|花园|草坪|娱乐室|餐厅|自己)"), "去"),
    (re.compile(r"(?:转|挪)(?=回)"), "就"),
    # the knock unanswered said of the one knocked for (她没开门的话, 他不给开门)
    (re.compile(r"(?<=[他她])(?:没有?给?|不给)开门?"), "不开门"),
    # the knock unanswered said with no one named (没有开门的话就去草坪, 没开门就回): nobody opened
    (re.compile(r"(?<=[，,\s])没有?(?=开门(?:的话)?(?:就|我就|那就))"), "没人"),
    # dropping in on someone (去205串门找X, 找X串门)
    (re.compile(r"串门(?=找)"), "去"),
    # by himself after the condition word (他要是自个儿在屋): alone, never dropped
    (re.compile(r"(?<=要是|如果|假如|若是|万一|倘若)(?:自个儿|自个|自己|独个儿)(?=在)"), "一个人"),
    # him or her said as "that guy" (那小子要是一个人在, 这家伙, 那丫头)
    (re.compile(r"[那这](?:小子|家伙|货|厮|哥们儿|哥们|老哥|老兄)(?![a-z])"), "他"),
    (re.compile(r"[那这](?:丫头|妞儿|妞|姐们儿|姐们|小妮子)(?![a-z])"), "她"),
    # the night's number in figures
    (re.compile(r"(?<=第)[1-7](?=夜|晚)"), ""),
    # either place, said in Cantonese
    (re.compile(r"(?<=花园|草坪|房间|[0-9][0-9])定(?=去?(?:花园|草坪|房间|回房|[0-9]{3}))"), "或者"),
    # outside said as 外头 before what a window sees (从窗子看外头草坪): round twelve
    (re.compile(r"外头(?=的?(?:花园|草坪))"), "外面"),
    # "if not alone" said 要不是一个人 after the kill's case (要不是一个人我就下楼去草坪): round thirty-five
    (re.compile(r"(?<=[，,\s])要不是(?=(?:他|她)?(?:一个人|独自|单独))"), "要是不是"),
    # as usual, right before staying in one's own room (其余时间照常在房内): the stay says it all, no
    # other night's orders (round thirty-five): 就
    (re.compile(r"(?:照常|如常|照旧)(?=(?:待|呆|留)?在(?:房内|房间|房里|屋里|自己|本人))"), "就"),
    # over there, said in the Northeast
    (re.compile(r"那(?:旮旯|疙瘩|嘎达|嘎哒)(?:儿)?"), "那里"),
    # 要不 offering another place as good (去花园，要不在草坪也行): a choice, 或者 (it was read as an
    # "otherwise" and the night moved, a misread found this round)
    (re.compile(r"要不(?:然)?(?=[^，,。.;；!！?？\n]{0,10}?(?:也行|也可以|都行|也成|也好|也不错))"), "或者"),
    # 要不 after a condition's 的话, before 就 (不在的话要不就回房): "then", no "otherwise" (it turned
    # the condition round, a misread found this round)
    (re.compile(r"(?<=的话)要不就"), "就"),
    # the sender by themself, where they stay (round eighteen, role-play: 我独自坐在房中): no condition
    # on anyone, 就 (我一个人在就…, with no verb of staying after it, is not touched)
    (re.compile(r"(?<=我)(?:独自一人|独自|一个人|一人|孤身一人)(?=坐|待|呆|留|躲|守|静坐)"), "就"),
    # "if" said after the one it is of (她若不开门就回娱乐室): 若 is only ever "if" (round eighteen)
    (re.compile(r"(?<=[他她])若(?=不开门|没开门|不应门|不在|没在)"), "要是"),
    # 某 for "I" in a role-play's voice, opening a clause before what the sender does (某往草坪去,
    # 某便在草坪上候着); 某人 and a surname before 某 (陆某) are not touched (round eighteen)
    (re.compile(r"(?:(?<=[，,。.;；:：\s])|^)某(?=往|便|就|在|去|回|于|自|只|要|今|先|再|也)"), "我"),
    # "only" before where one stays (今夜只在娱乐室窗边守着, 九点以后只守在窗前): just there (round
    # eighteen); 只在 before anything else (只在他一个人的时候) is not touched
    (
        re.compile(r"只(?=(?:守|待|呆|留|坐)?在(?:房|屋|自己|娱乐室|花园|草坪|窗|门孔|猫眼|[0-9]{3}))"),
        "就",
    ),
    # the door looked through, not looked at, said as 门 (不看窗也不看门): the peephole (round eighteen)
    (re.compile(r"(?<=不看|不瞄|不盯)门(?![孔口外缝])"), "门孔"),
    # the rest of the time said without 的 (剩下时间都在屋里, 其余的时间): round eighteen
    (re.compile(r"剩下(?:来的|来)?(?=时间|时候)"), "剩下的"),
]
_WORD = re.compile("|".join(f"({p.pattern})" for p, _ in _SAID))


# doing nothing said whole (什么也不干, 啥子都不弄, 咩都唔做 as Cantonese reads it, 啥也干不了)
_IDLE = re.compile(
    r"(?:什么|啥子|啥|甚么|什麼|咩|乜嘢|乜)(?:都|也|事都|事也)(?:(?:不|没|唔)(?:想)?(?:做|干|搞|弄|整)|(?:做|干|搞)不了)"
    r"(?:了|的)?"
)
# what opens the clause it is said in: the night or the rest of it, not a time (``10点以后啥也不干`` is
# staying with no look from then, :mod:`blackhorse.parsing.idlesaid`)
_IDLE_SCOPE = re.compile(
    r"今晚|今夜|今天晚上|晚上|整晚|一晚上|其他时间|其余时间|别的时间|剩下的时间|其他时候|别的时候|平时"
)
_CLAUSE = re.compile(r"[,，.。;；!！?？\n ]")
_TIME = re.compile(r"[0-9点]|时(?![间候])")


def _idle(m: re.Match[str], text: str) -> bool:
    """Whether "doing nothing" opens on the night or the rest of it, with no time in its clause."""
    opening = _CLAUSE.split(text[: m.start()])[-1]
    if not opening.strip() or opening.strip() in ("我", "我就", "就", "然后"):
        return True  # 10点回房，啥子都不搞了哈: a clause of its own, nothing else (round eighteen)
    return _IDLE_SCOPE.search(opening) is not None and _TIME.search(opening) is None


# a plan's opening saying it replaces what was sent before (更正：此前所发计划作废，以本条为准): the
# reader only ever reads this message; said at the message's start, with what was sent (所发, 发的)
_REPLACES = re.compile(
    r"\A\s*(?:(?:更正|更新|修正|修改|重发|补充)\s*:?\s*)?(?:此前|之前|先前|前面|上次|刚才|早先|之前)"
    r"(?:所发|发的|发过的|所发的|发送的|发出的)的?(?:计划|指令|安排|消息|那条|行动|内容)?"
    r"(?:全部|一律|均|统统|都)?(?:作废|不算|无效|不作数)了?[\s,.;]*(?:(?:以|按)(?:本条|此条|这条|本消息|这次|此)为准)?"
    r"|(?:以|按)(?:本条|此条|本消息|此)为准"
)
# how many steps a plan has, closing its heading (走访安排如下，共4项：): 如下, as the heading says
_COUNTED = re.compile(
    r"(?:共|一共|总共|合计)\s*[0-9一二两三四五六七八九十]{1,2}\s*(?:项|条|步|件)(?=\s*[:)\n]|\s*$)"
)
# the door not opened to some (门不要开给A跟B): 门不给A跟B开, as the reader reads it
_NOT_FOR = re.compile(r"(?<=门)(?:不要|别|不|莫|不能|甭|唔好)开给([^，,。.\n喔哦啊呀哈啦]{1,30})")


# a plan's heading naming its night, as the reader has it (第1夜 is 第一夜 by then): 第一夜, 第一晚的安排,
# 第一夜计划如下; the whole of a part set aside (都第二夜了, 第一晚还是 are remarks, no heading)
_NIGHT_HEADING = re.compile(
    r"第(?P<n>[一二两三四五六七八九十]{1,3}|[0-9]{1,2})[夜晚]的?(?:安排|计划|行动|指令|行程|打算)?(?:如下)?"
)


# the same heading in English ("night 2 orders", "Night one:", "2nd night plan"): round twelve
_EN_NUMBERS = {
    **{str(n): n for n in range(1, 8)},
    **dict(zip(("one", "two", "three", "four", "five", "six", "seven"), range(1, 8), strict=True)),
    **dict(
        zip(("first", "second", "third", "fourth", "fifth", "sixth", "seventh"), range(1, 8), strict=True)
    ),
    **dict(zip(("1st", "2nd", "3rd", "4th", "5th", "6th", "7th"), range(1, 8), strict=True)),
}
_ABOUT = r"(?:'s)?(?:\s+(?:orders|order|plan|plans|moves|actions))?"
_NIGHT_HEADING_EN = re.compile(
    r"(?:(?:my|the)\s+)?(?:night\s*(?P<n>[1-7]|one|two|three|four|five|six|seven)"
    r"|(?P<o>first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|[4-7]th)\s+night)" + _ABOUT
)


def other_night(said: str, night: int) -> int | None:
    """The night a heading set aside (``said``, the reader's text of it) names when it is not
    ``night``, the night being read (module doc); None for a heading of this night, or no heading."""
    bare = said.strip(" \t\n:：,，.。-")
    m = _NIGHT_HEADING.fullmatch(bare)
    named = cn_number(m["n"]) if m is not None else None
    en = _NIGHT_HEADING_EN.fullmatch(bare.lower()) if named is None else None
    if en is not None:
        named = _EN_NUMBERS[en["n"] or en["o"]]
    return named if named is not None and named != night else None


def _meant(m: re.Match[str]) -> str:
    k = next(i for i, g in enumerate(m.groups()) if g is not None)
    said = _SAID[k][1]
    if said == "":  # 第1夜: the figure as its word
        return _NIGHT_DIGIT[m.group()]
    return said


def as_said(text: str, origin: list[int]) -> tuple[str, list[int]]:
    """``text`` with each word of the round's classes as the Mandarin the reader knows, and for each
    character the index in the typed message it comes from (module doc)."""
    text, origin = replaced(text, origin, ((m, "以这条为准") for m in _REPLACES.finditer(text)))
    text, origin = replaced(text, origin, ((m, "如下") for m in _COUNTED.finditer(text)))
    text, origin = replaced(text, origin, ((m, f"不给{m.group(1)}开") for m in _NOT_FOR.finditer(text)))
    text, origin = replaced(text, origin, ((m, "没事") for m in _IDLE.finditer(text) if _idle(m, text)))
    return replaced(text, origin, ((m, _meant(m)) for m in _WORD.finditer(text)))
