"""The sender signing in by a short form of their own name: set aside, never another's name.

Players open (or close) a chat message with what their friends call them: "Bo here." from
Xiaobo, "Em 🙋‍♀️" from Emma, "小波 八点…" from Xiaobo, "杰克：" from Jack. The game's cast does
not list these forms, and a list of them would only hold the ones someone thought of; they are
recognised by their SHAPE, from the sender's own name:

- a Latin name's start of two letters or more (Em, Emm for Emma; Oli for Oliver), and each
  syllable of a name written in pinyin (Bo, Xiao for Xiaobo), or such a syllable doubled (Bobo);
- the name written in Chinese characters that sound like it: the pinyin of the characters
  spells the name (小波 for Xiaobo), doubles one of its syllables (波波), or gives the name's
  consonants in order (杰克 j-k for Jack, 艾玛 m for Emma, 奥利弗 l-f for Oliver: the way
  Chinese writes foreign names), with 小 / 阿 / 老 before it allowed;
- a Chinese name's own nicknames (东子, 罗sir, 老孙) are words of the lexicon already
  (:func:`blackhorse.parsing.lexicon.nicknames`): they are read as the sender's NAME.

A room number signing in ("207 here.", "room 207 here,": round nineteen) is the sender saying where
they write from, at the message's start only, before a punctuation mark: set aside
(:func:`room_signed`); a room number anywhere else stays a place.

Only at a sign-in place: the message's first word (after a greeting), followed by punctuation,
a space, "here", 来了, 报到 ...; or its last word, alone after punctuation. Only the sender's
own forms: another person's short name is never set aside (it is refused as a word the
orders do not know, as before), and nothing of an order is dropped with it.
"""

from __future__ import annotations

import re
from functools import cache

from lark import Token

from blackhorse.parsing.accounting import set_aside_together

# what may follow a sign-in in the same clause: "here", 来了, 报到 (an ASIDE), the sender's room
_SIGNING = frozenset({"THERE", "ARRIVE", "ASIDE"})
_PINYIN_SYLLABLE = re.compile(
    r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])"
    r"(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ue|ui"
    r"|a|o|e|i|u)"
    r"|ang|eng|ai|ei|ao|ou|an|en|er|a|o|e"  # a syllable with no initial
)
LATIN = re.compile(r"[a-z0-9'_-]")
_CJK = re.compile(r"[\u4e00-\u9fff]{2,4}")
_ADDRESS = "小阿老"  # 小波, 阿波: a familiar form before a syllable
# the characters Chinese writes foreign names with (the Xinhua name-transliteration table and the
# common characters of women's names): a word heard as a name by its consonants alone is made of
# them (杰克, 艾玛, 奥利弗, 奇迪); 今天 (jin tian) and 集合 (ji he) are words, not Chidi or Joy
TRANSLITERATION = frozenset(
    "阿埃艾爱安昂奥敖巴白拜班邦保鲍贝本比彼毕宾滨波伯博布查彻楚茨达戴丹当道德登迪蒂丁东杜敦多"
    "厄恩尔法凡范方菲芬费丰弗福富盖甘冈高戈哥格根贡古瓜圭哈海汉杭豪赫亨洪胡华怀霍基吉加佳贾"
    "简杰金津京居卡凯坎康考柯科克肯孔库夸奎昆拉莱赖兰朗劳勒雷蕾黎里理丽利莉连林琳凌刘留柳龙"
    "隆卢鲁路露伦罗洛吕马玛迈麦曼芒毛梅美门蒙米密敏明缪莫墨默姆穆纳娜奈南内嫩尼妮涅宁纽农努"
    "诺欧帕派潘庞佩彭皮珀坡普奇琪齐乔切钦琴琼丘屈萨塞赛桑瑟森沙莎珊尚舍申圣施什史舒斯丝思松"
    "苏索塔泰坦汤唐陶特滕提廷汀婷通图托瓦万旺威韦维温文沃乌伍西希锡席夏肖谢辛欣休雅亚扬杨耶"
    "伊依因英尤约于云泽扎詹珍朱兹卓佐祖茜娅黛薇芙丹妃怡翠"
)


def pinyin_syllables(name: str) -> tuple[str, ...]:
    """``xiaobo``: ``("xiao", "bo")``; () when the word is not pinyin (``emma``: e-m-ma fails on
    the doubled m). Longest syllables first, backtracking where that leaves letters over."""

    def split(rest: str) -> tuple[str, ...] | None:
        if not rest:
            return ()
        for n in range(min(len(rest), 6), 0, -1):
            if _PINYIN_SYLLABLE.fullmatch(rest[:n]):
                tail = split(rest[n:])
                if tail is not None:
                    return (rest[:n], *tail)
        return None

    word = name.lower()
    if not word.isascii() or not word.isalpha():
        return ()
    return split(word) or ()


def latin_forms(name: str) -> frozenset[str]:
    """The short Latin forms of a Latin ``name`` (lower case): its starts of two letters or more,
    each word's starts, each pinyin syllable of two letters or more and that syllable doubled."""
    out: set[str] = set()
    words = name.lower().split()
    if not words or not all(w.isascii() and w.isalpha() for w in words):
        return frozenset()
    for w in words:
        out.update(w[:n] for n in range(2, len(w) + 1))
        syllables = pinyin_syllables(w)
        if len(syllables) > 1:
            out.update(s for s in syllables if len(s) >= 2)
            out.update(s + s for s in syllables if len(s) >= 2)
    return frozenset(out)


def _skeleton_latin(word: str) -> str:
    """The consonants of an English name as Chinese writing hears them, a letter written twice
    heard once (Jack: jk, Oliver: lf, Emma: m, Lily: ll)."""
    w = word.lower()
    if w.endswith("r") and len(w) > 3:
        w = w[:-1]  # Oliver 奥利弗, Peter 彼得: a final r is not written
    w = w[:1] + w[1:].replace("th", "s")  # Smith 史密斯, Arthur 亚瑟 (Thomas 托马斯: t)
    for a, b in (("ck", "k"), ("ph", "f"), ("th", "t"), ("sh", "s"), ("ch", "j")):
        w = w.replace(a, b)
    w = re.sub(r"(.)\1", r"\1", w)
    return "".join(_CLASS.get(c, "") for c in w)


_CLASS = {
    **dict.fromkeys("bp", "b"),
    **dict.fromkeys("dt", "d"),
    **dict.fromkeys("ckgq", "k"),
    **dict.fromkeys("szx", "s"),
    **dict.fromkeys("fv", "f"),
    **dict.fromkeys("lr", "l"),
    **{c: c for c in "jmnw"},
}
_HEARD = {"zh": "j", "ch": "j", "sh": "s", "q": "j", "x": "s", "h": ""}  # pinyin initials as heard
_INITIAL = re.compile(r"zh|ch|sh|[bpmfdtnlgkhjqxrzcsw]")


def _skeleton_pinyin(syllables: list[str]) -> str:
    """The initials of Chinese syllables in the same classes (杰克 jie ke: jk; 艾玛 ai ma: m;
    另外 ling wai: lw; 沃尔什 wo er shi: wls)."""
    out = ""
    for s in syllables:
        if s == "er" and out:  # 沃尔什 wo er shi: Walsh (尔 writes an l after a vowel)
            out += "l"
            continue
        m = _INITIAL.match(s)
        initial = _HEARD.get(m.group(), m.group()) if m else ""
        out += _CLASS.get(initial, initial)
    return out


def _vowel_groups(word: str) -> int:
    return len(re.findall(r"[aeiouy]+", word.lower()))


@cache
def pinyin_of(part: str) -> tuple[str, ...]:
    from pypinyin import Style, lazy_pinyin  # lazily, as the lexicon does

    return tuple(lazy_pinyin(part, style=Style.NORMAL))


def sounds_like(part: str, name: str, strict: bool = False) -> bool:
    """Whether the Chinese ``part`` writes the Latin ``name`` by its sound (小波: Xiaobo, 波波:
    Xiaobo's bo doubled, 杰克: Jack, 艾玛: Emma). ``strict`` (for a name that is not the
    sender's): the sounds spell the name, or give two of its consonants or more, or one and
    exactly as many syllables as the name has (艾玛 for Emma)."""
    if not _CJK.fullmatch(part) or not name.isascii():
        return False
    low = "".join(name.lower().split())
    syllables = list(pinyin_of(part))
    bare = syllables[1:] if part[0] in _ADDRESS else syllables  # 小波, 阿波
    own = pinyin_syllables(low)
    if "".join(syllables) == low or (own and "".join(bare) in own):
        return True
    if own and len(set(bare)) == 1 and bare[0] in own:  # 波波
        return True
    if not all(c in TRANSLITERATION for c in part[len(part) - len(bare) :]):
        return False  # heard by its consonants only when written as names are (TRANSLITERATION)
    sk = _skeleton_pinyin(bare)
    # as many syllables as the name, or one more or less; or three consonants in order (沃尔什 Walsh)
    heard = abs(len(bare) - _vowel_groups(low)) <= 1 or len(sk) >= 3
    if strict and len(sk) < 2:
        heard = len(bare) == _vowel_groups(low)
    return bool(sk) and heard and sk == _skeleton_latin(low)


def own_short_form(part: str, sender: str | None) -> bool:
    """Whether the unknown ``part`` (normalised) is a short form of ``sender``'s own name."""
    if sender is None or not part:
        return False
    if LATIN.match(part[0]):
        return part in latin_forms(sender)
    return sounds_like(part, sender)


def sign_in(tokens: list[Token], text: str, sender: str | None) -> list[Token]:
    """The tokens of the sender signing in by a short form of their name at the start of the
    message (after a greeting) or signing off with it at the end (module doc)."""
    if sender is None:
        return []
    out: list[Token] = []
    k = 0
    while k < len(tokens) and tokens[k].type in ("SEP", "ASIDE"):
        k += 1  # hi, / 老板好～
    if k < len(tokens) and tokens[k].type == "UNKNOWN" and own_short_form(str(tokens[k]), sender):
        t = tokens[k]
        j = k + 1
        while j < len(tokens) and tokens[j].type in _SIGNING:
            j += 1
        nxt = tokens[j] if j < len(tokens) else None
        spaced = nxt is not None and text[tokens[j - 1].end_pos or 0 : nxt.start_pos or 0].strip(" \t") == ""
        apart = nxt is not None and text[tokens[j - 1].end_pos or 0 : nxt.start_pos or 0] != ""
        if nxt is None or nxt.type == "SEP" or (spaced and apart):
            out.extend(tokens[k:j])
    last = [k for k, t in enumerate(tokens) if t.type != "SEP"]
    if last:
        e = last[-1]
        t = tokens[e]
        alone = e == 0 or tokens[e - 1].type == "SEP"
        if alone and t.type == "UNKNOWN" and own_short_form(str(t), sender) and all(u is not t for u in out):
            out.append(t)
    return out


def room_signed(tokens: list[Token]) -> list[Token]:
    """``207 here. I'll go to …``: a room number and "here" opening the message (after a greeting),
    before a punctuation mark, made one ASIDE word (module doc); so is a name said with the room
    it writes from ("I am Yuki from room 203.")."""
    k = 0
    while k < len(tokens) and tokens[k].type in ("SEP", "ASIDE"):
        k += 1
    # "I am Yuki from room 203.", "Tom from 203 here,": who writes, and from where (round thirty-four)
    named = k + 1 < len(tokens) and tokens[k].type == "NAME" and tokens[k + 1].type == "FROM"
    j = k + 2 * named
    j += j < len(tokens) and tokens[j].type == "ROOMWORD"
    if named and j + 1 < len(tokens) and tokens[j].type == "PLACE" and str(tokens[j]).isdigit():
        end = j + 1 + (tokens[j + 1].type == "THERE" and str(tokens[j + 1]).lower() == "here")
        if end < len(tokens) and tokens[end].type == "SEP":
            return [*tokens[:k], set_aside_together(tokens[k:end]), *tokens[end:]]
    if j + 2 < len(tokens) and tokens[j].type == "PLACE" and str(tokens[j]).isdigit():
        here, after = tokens[j + 1], tokens[j + 2]
        if here.type == "THERE" and str(here).lower() == "here" and after.type == "SEP":
            return [*tokens[:k], set_aside_together(tokens[k : j + 2]), *tokens[j + 2 :]]
    return tokens
