"""How players name people: a small model of Chinese and English names (docs/PARSING.md, *People*).

A game declares its people by one name each (``周雨桐``, ``Dr_Walsh``, ``ChenHao``, ``陶医生``) and
no nicknames, yet players call each other as people do: by the surname or the given name alone,
with a title or a form of address on either side, in either language and script. Rather than a
list of nicknames per example, the reader takes each registered name apart once:

- its **script**: Chinese characters, or Latin letters;
- its **surname** and **given name**: a Chinese name's surname is its first character, or its
  first two where they are a compound surname (复姓: 欧阳, 司马, 上官 ... the traditional list,
  :data:`COMPOUND_SURNAMES`); a Latin name is cut at ``_``, ``-`` and capitals (``Jack_Smith``,
  ``ChenHao``): its first word is the given name and its last the surname, unless the words are
  the pinyin of a Chinese name (``ChenHao``, ``Li-Na``, ``WeiZhang``: the surname is the word
  that is a common Chinese surname's pinyin);
- a **title** the name carries (``陶医生``, ``岳警官``, ``Dr_Walsh``, ``Officer_Luo``): a title is
  never taken for a given name (陶医生 is Dr Tao; ``医生`` alone names no one);
- for a Chinese name, its **romanisation** (pypinyin; a surname read the way surnames are read:
  单 Shan, 曾 Zeng), written as players write it: surname first or last, the given name joined,
  spaced or hyphenated, with or without tone marks.

From the parts, a few rules build every form (:func:`forms`): the full name in every order and
spacing; the surname alone; the given name alone (two syllables or more: one Chinese character,
or one short pinyin syllable, is part of too many words); a title or form of address before or
after the surname or the given name, in either language (:data:`TITLES`: 陶医生 / Dr Tao, Walsh医生
/ Dr Walsh, Jack先生, Emma小姐, Mr Zheng Kai, Zheng哥, Liam-san); the familiar 老 / 小 / 阿; the
diminutives of an English first name; an initial before a surname (``R. Walsh``); the humble
``X某`` a sender signs with. A one-character surname alone (``陶``, ``郑``) is a form too, but
only where a person stands (:func:`slot_forms`, read by :func:`blackhorse.parsing.lexer.names_by_sound`),
and so is a name written in characters by its sound (莉莉, 杰克先生, 沃尔什医生).

The lexicon then decides (:mod:`blackhorse.parsing.lexicon`): a form that is a word of the
orders stays that word; a form two people share names neither (refused as ambiguous, naming
both); a registered name always names its own person.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from blackhorse.core.dataclass import dataclass
from blackhorse.parsing.hanzi import all_han
from blackhorse.parsing.learnersaid import KANA_HONORIFICS
from blackhorse.parsing.text import simplified

__all__ = [
    "ADDRESS_AFTER",
    "COMPOUND_SURNAMES",
    "FAMILIAR_ZH",
    "TITLES",
    "titled_en",
    "Name",
    "Title",
    "forms",
    "honorific",
    "read_name",
    "slot_forms",
]


@dataclass(frozen=True)
class Title:
    """A title or form of address: how Chinese writes it after a name (医生), how English writes
    it before one (Dr)."""

    zh: tuple[str, ...]  # after a name: 陶医生, Walsh医生
    en: tuple[str, ...] = ()  # before a name: Dr Tao, Dr Walsh
    registered: bool = True  # may a registered name carry it (Dr_Walsh, 陶医生)?


TITLES: tuple[Title, ...] = (
    Title(("医生", "大夫", "医师"), ("dr", "dr.", "doctor", "doc")),
    Title(
        ("警官", "sir", "警长", "探长"),
        ("officer", "inspector", "detective", "sergeant", "constable")
        + ("policeman", "police man", "policewoman", "police officer"),  # a learner's "police man Marlowe"
    ),
    Title(("老师", "教授"), ("teacher", "professor", "prof", "prof.")),
    Title(("先生",), ("mr", "mr.", "mister")),
    Title(
        ("小姐", "女士", "太太", "夫人"),
        ("ms", "ms.", "miss", "mrs", "mrs.", "madam", "madame", "lady", "ma'am", "maam", "mam", "mx"),
    ),
    Title(("总", "老板", "经理"), ("boss",)),
    Title(("队长", "队", "船长"), ("captain", "chief", "capt")),
    Title(("师傅", "老师傅"), ("master",)),
    Title(("律师",), ("lawyer",)),
    Title(("叔", "叔叔", "大叔", "大爷", "伯", "伯伯"), ("uncle",), registered=False),
    Title(("姨", "阿姨", "大妈", "婶", "婶婶"), ("aunt", "auntie", "aunty"), registered=False),
    Title(("哥", "大哥", "哥哥", "老弟", "弟", "兄"), ("brother", "bro", "big"), registered=False),
    Title(("姐", "大姐", "姐姐", "妹", "妹妹"), ("sister", "sis"), registered=False),
    Title(("同学",), (), registered=False),
    # an official's form of address (round thirty-five: 林小雨同志, 林同志)
    Title(("同志",), ("comrade",), registered=False),
    # a campus's forms of address (round eight, qqsaid.py): 林学姐, 子墨学长, 柱子学长
    Title(
        ("学长", "学姐", "学弟", "学妹", "师兄", "师姐", "师弟", "师妹", "前辈"),
        ("senpai",),
        registered=False,
    ),
    # forms of address players from the Philippines, Nigeria and India put before a name (issue 22,
    # English round eight): Kuya / Ate (elder brother / sister), Tita / Tito, Oga (boss), Aunty
    Title((), ("kuya", "ate", "tita", "tito", "manong", "manang", "oga", "bhai", "didi"), registered=False),
)
# what a given name takes after it in Chinese: 雨桐姐, 小满妹妹, 建国哥
_KIN = (
    "哥",
    "姐",
    "妹",
    "弟",
    "哥哥",
    "姐姐",
    "妹妹",
    "老师",
    "同学",
    "同志",
    "学长",
    "学姐",
    "学弟",
    "学妹",
    "师兄",
    "师姐",
)
# what Chinese puts before a surname or a given name's character (老王, 小王, 阿伟), and English
# before a name, meaning the same (Old Wang, Little Wang, Boss Tom)
FAMILIAR_ZH = ("老", "小", "阿")
# a given name's first character that is a word of address itself, never a nickname's base
_SIZE_ZH = frozenset((*FAMILIAR_ZH, "大"))
FAMILIAR_EN = (
    "old",
    "ol'",
    "ole",
    "little",
    "lao",
    "xiao",
    "sir",
    "young",
    "good old",
    "good ol'",
    "old mate",  # Australian: "see old mate wang" (round thirty-five)
)
# every word Chinese writes after a name (the titles and the forms of address)
ADDRESS_AFTER = tuple(sorted({zh for t in TITLES for zh in t.zh} | set(_KIN), key=len, reverse=True))
# what a sender calls themself in Chinese besides 我 (本人 and 俺 are words of the orders already)
SELF_ZH = ("在下", "鄙人", "老子", "本姑娘", "本小姐", "本大爷", "小女子", "小弟我", "本官", "本座", "本宝宝")
# Japanese honorifics players use after a name (Liam-san)
HONORIFICS = ("san", "kun", "chan", "sama", "sensei")
# the same honorifics as a fan chat writes them right after a name (晓雨酱, 咸鱼桑, Kevin君, 老猫さん)
HONORIFICS_ZH = ("酱", "桑", "君", "様", *KANA_HONORIFICS)


def _listed(words: str) -> frozenset[str]:
    return frozenset(words.split())


# 复姓: the compound surnames of the 百家姓 and the others in use (two characters each)
COMPOUND_SURNAMES = _listed(
    "万俟 司马 上官 欧阳 夏侯 诸葛 闻人 东方 赫连 皇甫 尉迟 公羊 澹台 公冶 宗政 濮阳 淳于 单于 太叔"
    " 申屠 公孙 仲孙 轩辕 令狐 钟离 宇文 长孙 慕容 鲜于 闾丘 司徒 司空 亓官 司寇 子车 颛孙 端木"
    " 巫马 公西 漆雕 乐正 壤驷 公良 拓跋 夹谷 宰父 谷梁 段干 百里 东郭 南门 呼延 归海 羊舌 微生"
    " 梁丘 左丘 东门 西门 南宫 第五 独孤 公输 公仪 公伯 公祖 公乘 公户 公玉 公上 贺兰 尉缭 叱干"
    " 斛律 纳兰 完颜 那拉 东里 北宫 南荣 青阳 欧侯"
)
# surnames read otherwise than the character's common reading (单 Shan, not Dan)
_SURNAME_READINGS = {
    **{"单": "shan", "曾": "zeng", "仇": "qiu", "解": "xie", "区": "ou", "朴": "piao", "查": "zha"},
    **{"乐": "yue", "覃": "qin", "盖": "ge", "种": "chong", "翟": "zhai", "缪": "miao", "秘": "bi"},
    **{"繁": "po", "员": "yun", "晟": "cheng", "句": "gou", "召": "shao", "黑": "he", "冼": "xian"},
    **{"车": "che", "贾": "jia", "薄": "bo", "柏": "bai", "折": "she", "过": "guo", "尉": "yu"},
    **{"藏": "zang", "都": "du", "万俟": "moqi", "尉迟": "yuchi", "长孙": "zhangsun", "单于": "chanyu"},
    **{"澹台": "tantai", "乐正": "yuezheng", "重": "chong", "长": "chang", "沈": "shen", "石": "shi"},
}
# the most common Chinese surnames, whose pinyin marks a Latin name as a Chinese one (ChenHao)
_COMMON_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁"
    "任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武"
    "戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮"
    "柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古"
    "吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫"
    "寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
# pinyin syllables that are English words of an order message (not the surnames Fan, Pan, Long,
# Song, Ma that English messages write as names): never a name alone
_ENGLISH = _listed("a an he me we go no so die tie lie pie hen men ten den pen pin can ban man hang gang")
_SPLIT = re.compile(r"[_\-\s.]+|(?<=[a-z])(?=[A-Z])")
_LATIN_TITLE_WORDS = {en.rstrip("."): t for t in TITLES if t.registered for en in t.en}
_ZH_TITLE_SUFFIXES = sorted(
    ((zh, t) for t in TITLES if t.registered for zh in t.zh), key=lambda p: -len(p[0])
)


@dataclass(frozen=True)
class Name:
    """A registered name taken apart (normalised: simplified characters, lower case)."""

    name: str
    han: bool  # written in Chinese characters
    surname: str = ""  # 周, 欧阳, walsh, chen
    given: str = ""  # 雨桐, jack, hao
    title: Title | None = None  # a title the name carries (陶医生, Dr_Walsh)
    familiar: str = ""  # 老 / 小 / 阿 the name carries (老K)
    surname_py: str = ""  # the surname's pinyin (zhou; chen for ChenHao)
    given_py: tuple[str, ...] = ()  # the given name's syllables (yu, tong)
    given_tones: tuple[str, ...] = ()  # the same with tone marks (yǔ, tóng)
    surname_tones: str = ""

    @property
    def romanised(self) -> bool:
        return bool(self.surname_py)


@cache
def _pinyin(text: str, tones: bool = False) -> tuple[str, ...]:
    from pypinyin import Style, lazy_pinyin  # lazily: only a cast with Chinese names pays for it

    return tuple(lazy_pinyin(text, style=Style.TONE if tones else Style.NORMAL))


@cache
def _surname_pinyins() -> frozenset[str]:
    return frozenset(_pinyin(c)[0] for c in _COMMON_SURNAMES)


def _surname_reading(surname: str, tones: bool = False) -> str:
    if not tones and surname in _SURNAME_READINGS:
        return _SURNAME_READINGS[surname]
    return "".join(_pinyin(surname, tones))


@cache
def read_name(name: str) -> Name:
    """``name`` taken apart (module doc)."""
    low = simplified(unicodedata.normalize("NFKC", name).lower())
    core = low.replace("_", "").replace("-", "")
    if all_han(core[:1]):
        return _read_han(name, core)
    words = [w.lower() for w in _SPLIT.split(unicodedata.normalize("NFKC", name)) if w]
    if not words or not all(w.isalpha() and w.isascii() for w in words):
        return Name(name, han=False, given=low)
    title = _LATIN_TITLE_WORDS.get(words[0]) if len(words) > 1 else None
    rest = words[1:] if title else words
    if len(rest) >= 2 and all(_pinyin_word(w) for w in rest):
        pys = _surname_pinyins()
        if rest[0] in pys or rest[-1] not in pys:  # ChenHao; HaoChen (the surname last)
            sur, giv = rest[0], rest[1:]
        else:
            sur, giv = rest[-1], rest[:-1]
        syllables = tuple(s for w in giv for s in _syllables(w))
        return Name(name, False, sur, "".join(giv), title, surname_py=sur, given_py=syllables)
    if title and len(rest) == 1 and _pinyin_word(rest[0]) and rest[0] in _surname_pinyins():
        return Name(name, False, rest[0], "", title, surname_py=rest[0])  # Officer_Luo
    if title and len(rest) == 1:
        return Name(name, False, rest[0], "", title)  # Dr_Walsh: the title with a surname
    return Name(name, False, rest[-1] if len(rest) > 1 else "", rest[0], title)


def _read_han(name: str, core: str) -> Name:
    title: Title | None = None
    familiar = ""
    for zh, t in _ZH_TITLE_SUFFIXES:  # 陶医生, 欧阳警官, 罗sir: a surname and a title
        head = core[: -len(zh)]
        if core.endswith(zh) and all_han(head) and (len(head) == 1 or head in COMPOUND_SURNAMES):
            title, core = t, head
            break
    latin = core[1:].isascii() and core[1:].isalpha()
    if title is None and core[:1] in FAMILIAR_ZH and (len(core) == 2 or latin):  # 老K, 小王, 阿Sam registered
        familiar, core = core[0], core[1:]
    if not all_han(core):
        return Name(name, True, given=core)
    if title is not None or familiar:
        surname, given = core, ""
    elif len(core) > 2 and core[:2] in COMPOUND_SURNAMES:
        surname, given = core[:2], core[2:]
    elif len(core) == 1:
        surname, given = core, ""
    else:
        surname, given = core[0], core[1:]
    sur_py = _surname_reading(surname)
    giv_py = _pinyin(given) if given else ()
    if not sur_py.isalpha() or not all(s.isalpha() for s in giv_py):
        return Name(name, True, surname, given, title, familiar)
    return Name(
        name,
        True,
        surname,
        given,
        title,
        familiar,
        sur_py,
        giv_py,
        _pinyin(given, True) if given else (),
        _surname_reading(surname, True),
    )


_PINYIN = re.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
    r"(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ue|ui|er"
    r"|a|o|e|i|u|v)"
)


@cache
def _syllables(word: str) -> tuple[str, ...]:
    """``xiaoman``: ``("xiao", "man")``; () when the word is no pinyin."""

    def split(rest: str) -> tuple[str, ...] | None:
        if not rest:
            return ()
        for n in range(min(len(rest), 6), 0, -1):
            if _PINYIN.fullmatch(rest[:n]) and (n > 1 or rest[0] in "aoe"):
                tail = split(rest[n:])
                if tail is not None:
                    return (rest[:n], *tail)
        return None

    return split(word) or ()


def _pinyin_word(word: str) -> bool:
    return bool(_syllables(word)) and len(_syllables(word)) <= 3


def _titled_zh(stem: str) -> list[str]:
    """A surname (or a Latin name) with every Chinese title after it: 陶医生, Walsh医生, 王哥."""
    return [stem + zh for t in TITLES for zh in t.zh]


def titled_en(stem: str) -> list[str]:
    """An English title before a name: Dr Tao, Mr Zheng Kai, Officer Luo, Old Zhang."""
    return [f"{en} {stem}" for t in TITLES for en in t.en] + [f"{f} {stem}" for f in FAMILIAR_EN]


def _spellings(surname: str, given: tuple[str, ...]) -> list[str]:
    """A romanised name in every order and spacing: Zhou Yutong, Zhouyutong, Yutong Zhou, Zhou
    Yu Tong, Zhou Yu-tong, Yu-tong Zhou."""
    if not given:
        return [surname]
    joined, spaced, dashed = "".join(given), " ".join(given), "-".join(given)
    out = [f"{surname} {joined}", surname + joined, f"{joined} {surname}", f"{surname}-{joined}"]
    if len(given) > 1:
        out += [f"{surname} {spaced}", f"{surname} {dashed}", f"{dashed} {surname}", f"{spaced} {surname}"]
    return out


def _given_alone(given: tuple[str, ...]) -> list[str]:
    """A romanised given name alone: of two syllables or more (Yutong, Yu-tong), or one of four
    letters or more (Jing); not a short syllable (An, He: English words, or part of many)."""
    joined = "".join(given)
    if len(given) >= 2:
        return [joined, "-".join(given), " ".join(given)]
    return [joined] if len(joined) >= 4 and joined not in _ENGLISH else []


def _romanised(n: Name) -> list[str]:
    """What English messages make of a Chinese name (and of a Latin one that is pinyin)."""
    sur = n.surname_py
    out = _spellings(sur, n.given_py)
    if n.given_tones and n.surname_tones:
        out += _spellings(n.surname_tones, n.given_tones)[:3]
    if sur not in _ENGLISH:
        out.append(sur)
    out += titled_en(sur) + _titled_zh(sur)
    if n.given_py:
        out += titled_en(f"{sur} {''.join(n.given_py)}")  # Mr Zheng Kai
        out += _given_alone(n.given_py)
    return out


def _han_forms(n: Name) -> list[str]:
    """What Chinese messages call a person whose name is in characters (module doc)."""
    sur, given = n.surname, n.given
    out = [*_titled_zh(sur), *(f + sur for f in FAMILIAR_ZH[:2]), "老板" + sur, sur + "某"]
    if len(sur) == 2:
        out.append(sur)  # 欧阳
    if len(given) >= 2:
        out.append(given)
        out += [given + k for k in _KIN]  # 雨桐姐
    for ch in dict.fromkeys(given):  # 小雨, 阿伟, 阳阳, 伟哥, 东子
        if ch in _SIZE_ZH:  # 周大海 is no 大大 (GM大大), 大哥 or 大姐: they are everyone's
            continue
        out.extend(("阿" + ch, "小" + ch, ch + ch, ch + "哥", ch + "姐", ch + "子", ch + "儿"))
    return out


def _latin_forms(n: Name) -> list[str]:
    """What messages call a person whose name is in Latin letters (module doc)."""
    words = [w.lower() for w in _SPLIT.split(unicodedata.normalize("NFKC", n.name)) if w]
    out = [" ".join(words), "".join(words), "-".join(words), "_".join(words)]
    if n.title is not None and len(words) > 1:  # Dr. Walsh, Doctor Walsh: the title as it is spelled
        rest = " ".join(words[1:])
        out += [f"{en} {rest}" for en in n.title.en] + [rest + zh for zh in n.title.zh]
    parts = [p for p in (n.given, n.surname) if p and p.isalpha()] if not n.romanised else []
    for part in parts:
        out.append(part)
        out += titled_en(part) + _titled_zh(part)
        out += ["老" + part, "小" + part]
        out += honorific(part)
    if n.given and n.surname and not n.romanised:
        out += titled_en(f"{n.given} {n.surname}")  # Mr Jack Smith
    if n.surname and not n.romanised:  # J. Smith; R. Walsh (a given name not registered: any initial)
        initials = n.given[:1] or "abcdefghijklmnopqrstuvwxyz"
        out += [f"{i}{sep}{n.surname}" for i in initials for sep in (". ", ".", " ")]
    if n.given.isalpha() and not n.romanised:
        if len(n.given) >= 4:
            out.append(n.given[:3])  # Lil for Lily
        out += _diminutives(n.given)
    if n.romanised:
        out += _romanised(n)
    return out


def forms(name: str) -> list[str]:
    """Every form players may call the person registered as ``name`` by, besides the name
    itself (normalised: lower case, simplified; module doc)."""
    n = read_name(name)
    out: list[str] = []
    if n.han:
        if n.title is not None:  # 陶医生: 陶大夫, Dr Tao
            out += [n.surname + zh for zh in n.title.zh]
            if n.surname_py:
                out += [f"{en} {n.surname_py}" for en in n.title.en]
        if n.surname:
            out += _han_forms(n)
        if n.surname_py:
            out += _romanised(n)
        if not n.surname and n.given.isascii() and n.given.isalpha():
            out += _mixed_forms(n.given)
    else:
        out += _latin_forms(n)
    out += _addressed(n)
    low = " ".join(name.lower().split())
    return [f for f in dict.fromkeys(" ".join(f.split()) for f in out) if f and f != low]


def _addressed(n: Name) -> list[str]:
    """The name as registered with a form of address or a Japanese honorific right after it
    (东东哥, 咸鱼桑, Zoe酱, Kevin君, 陈美玲-san), and a Chinese given name with an honorific (晓雨酱,
    美玲-san): what a chat calls a player whose registered name is already what everyone calls them."""
    whole = "".join(n.name.lower().split())
    bases = [whole] if n.han or whole.isascii() else []
    if n.han and len(n.given) >= 2 and n.surname:
        bases.append(n.given)
    out = [b + h for b in bases for h in HONORIFICS_ZH]
    out += [h for b in bases for h in honorific(b)]  # 美玲-san (round thirty-four)
    if n.han and len(whole) <= 3:
        out += [whole + k for k in _KIN]  # 东东哥, 团子姐: the given name's forms are _han_forms'
    return out


def honorific(name: str) -> list[str]:
    """A name with each Japanese honorific after it, hyphened or spaced (Liam-san, Sam kun)."""
    return [f"{name}{sep}{h}" for h in HONORIFICS for sep in ("-", " ")]


def _mixed_forms(core: str) -> list[str]:
    """A Latin name under a familiar prefix (老K, 阿Sam, 小Mia): the other prefixes and the forms
    of address after it (阿K, K哥, Sam姐, "K ge"); the Latin core alone when it has two letters or
    more (Sam; a letter alone names no one)."""
    out = [f + core for f in FAMILIAR_ZH] + [core + k for k in _KIN] + _titled_zh(core)
    out += [f"{core} {py}" for py in ("ge", "jie", "gor", "sir")]
    if len(core) >= 2:
        out += [core, *honorific(core)]
    return out


def slot_forms(name: str) -> list[str]:
    """The forms of ``name`` that are a person only where a person stands (杀了陶, 只给郑开门, 陶一个人
    在的话): a one-character surname alone (module doc)."""
    n = read_name(name)
    return [n.surname] if n.han and len(n.surname) == 1 and (n.given or n.title or n.familiar) else []


_VOWELS = frozenset("aeiouy")


def _diminutives(name: str) -> list[str]:
    """What English speakers make of a first name (lower case): its first syllable with -ie or
    -y (Jackie, Ollie, Emmy, Katie, Mikey, Tommy), and the name with -ie or -y."""
    k = 0
    while k < len(name) and name[k] not in _VOWELS:
        k += 1
    while k < len(name) and name[k] in _VOWELS:
        k += 1
    if k >= len(name):
        return []
    stem = name[: k + 2] if name[k : k + 2] == "ck" else name[: k + 1]
    doubled = stem + stem[-1] if stem[-1] not in "ckwxy" else stem
    out = [stem + "ie", stem + "y", doubled + "ie", doubled + "y"]
    if name[-1] not in _VOWELS and len(name) <= 4:
        out += [name + "ie", name + "y"]
    if name[-1] == "e":
        out.append(name[:-1] + "ey")  # Mikey
    return [w for w in dict.fromkeys(out) if w != name and len(w) >= 4]
