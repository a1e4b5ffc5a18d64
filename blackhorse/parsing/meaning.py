"""What could change an order: the closed classes of meaning-bearing words.

A word the reader does not know is set aside (listed on the echo's ``ignored:`` line) unless it
could change what the orders mean; then the message is refused at that word. Whether it could
is decided by CLASS, never by a list of harmless words: fillers are open-ended (every feeling,
reason, slang word or emoji a player may write), but the function words that carry an order's
meaning are few and closed in a language. An unknown part is meaning-bearing when it holds one
of these (:func:`classes_of` names which):

- ``number``: a digit, a Chinese numeral (二 … 十, 零; 一, 两, 半 before a unit of time or a
  count of people: 两点, 两个人, 半小时), an English number: a time or a count of people is
  never dropped (喝两杯, "two cups", is no order's count);
- ``clock`` and ``time``: a word of the clock (时, 刻, 钟; hour, minute, pm, midnight) or one
  placing or bounding an order in the night (之前, 以后, 才, 再, 早, 晚, 半夜; before, after,
  until, early, later, next ...);
- ``condition`` and ``otherwise``: 如果, 要是, 的话, 就, 只要, 一旦, 万一, 除非, 否则, 不然, 要不;
  if, unless, when, once, otherwise, else, in case ...;
- ``negation``: 不, 没, 别, 莫, 勿, 未, 非, 无, 否, 甭; not, no, never, n't ... (a negation the
  orders cannot hold is refused, never dropped: dropping it says the opposite);
- ``choice``: 或, 还是, 可能, 也许, 说不定, 看情况, 随便, 要么; or, maybe, either, depending ...;
- ``correction``: 改, 换, 算了, 取消, 撤, 更正, 重新; instead, actually, scratch, cancel, rather ...;
- ``scope``: 只, 仅, 除, 每, 所有, 任何, 全部, 谁, 光他 (only him), 单单, 唯独; only, all, every, each,
  both, any, except ...;
- ``reference`` to other orders: 同, 一样, 照, 旧, 昨, 上次, 老样子; same, usual, yesterday ...;
- ``kill``, ``door``, ``look`` (window, peephole, looking) and ``route``: the order's own verbs
  and things (杀, 死, 刀, 干掉, 下手; 门, 锁, 开, 关; 窗, 猫眼, 看, 盯, 望; 经过, 穿过, 绕; kill, door,
  lock, window, peep, watch, via ...);
- ``going``: staying and leaving in English (stay, wait, leave), which an order could be; heading
  somewhere in Chinese (往, 前往: 往马厩, a place the inn may not have; 往 alone at a part's end heads
  to a word the reader knows, 往窗子外边看, and is none);
- ``lexicon``: a word of the orders inside the part (a person, a place, a going, a kill: 办了他
  holds 他), a person of the cast written by sound (杰克), an English word one letter away
  from a word of the orders (``kil``, ``windw``: a typo, never dropped).

A few Chinese words hold one of these characters without its meaning, lexicalised so that the
character no longer says it (非常 "very", 特别 "special", 害怕 "afraid", 开心 "happy", 关系
"relation", 已经 "already", 笑死 "lol"): :data:`NOT_THE_CLASS` removes them before the test. That
list is closed too (compounds, not fillers): a word not in it keeps its class.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache

from lark import Token

from blackhorse.parsing.englishforms import lemmas
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.lexiconmemo import per_lexicon

# Chinese: the classes, as characters (a character that says it in any word) and words
_ZH_CHARS: dict[str, str] = {
    "number": "零〇二三四五六七八九十",
    "clock": "时刻钟",
    "time": "才再早晚前后",
    "condition": "若倘",
    "negation": "不没沒别莫勿未非无否甭",
    "choice": "或",
    "correction": "改换撤",
    "scope": "只仅除每谁",
    "reference": "同照旧昨轮",  # 轮: 这样轮到9点, the orders before taken on in turn
    "kill": "杀宰砍刺毒害灭死捅掐勒刀噶嘎🔪🗡",
    "door": "门锁闩开关闭",
    "look": "窗窥看瞧盯望瞄瞅守",
    "route": "绕爬",
}


def _split(said: str) -> tuple[str, ...]:
    return tuple(said.split())


_ZH_WORDS: dict[str, tuple[str, ...]] = {
    name: tuple(said.split())
    for name, said in {
        "number": "一点 一刻 一个小时 一小时 半小时 一个钟 半个 两点 两个 两位 两人 两小时 两钟 两分 两刻",
        "time": "之前 以前 之后 以后 待会 等会 回头 稍后 一直 通宵 整夜 半夜 深夜 直到 等到 到时 届时 随后",
        "condition": "如果 如若 假如 假使 假设 万一 要是 只要 一旦 的话 就 否则 不然 要不",
        "choice": "还是 可能 也许 或许 兴许 大概 说不定 看情况 看心情 随便 随机 要么 左右 大约",
        "correction": "算了 取消 更正 修正 作废 重新 重来 不对 说错 写错 打错 发错 弄错 开玩笑 玩笑 说着玩"
        " 闹着玩 逗你",
        "scope": "所有 任何 全部 全程 各自 光他 光她 光自 光剩 光有 单单 唯独 就剩",
        "reference": "一样 上次 上回 老样子 老规矩 那样 以此类推 依此类推 循环 交替",
        "kill": "干掉 做掉 弄掉 解决 下手 动手 办了 灭口",
        "look": "猫眼 门孔 观察 监视 监控 观望",
        "route": "经过 路过 途经 穿过 穿越 顺着 沿着 匍匐 爬着 爬过去 爬去 爬行 潜行",
        # heading somewhere (往马厩, 前往厨房): a going, though the lexer leaves 往 unknown (round
        # twenty: 九时某往马厩牵马 was set aside and read as staying home, a silent misread)
        "going": "往 前往 朝着 奔向 奔去 返 归",  # 返吾室: going back (round twenty-nine)
    }.items()
}
# words holding such a character without its meaning (module doc): removed before the test
NOT_THE_CLASS = _split(
    """
    非常 特别 分别 区别 告别 差别 级别 性别 无聊 不错 不好意思 对不起 了不起 不过 害怕 厉害 害羞 刺激
    开心 开会 开饭 开朗 关系 关于 关心 关注 关键 已经 曾经 经常 同意 同学 同事 照片 拍照 希望 失望
    对不对 看来 看样子 好看 难看 看好 看法 前面 后面 然后 最后 晚饭 晚餐 一晚 今晚
    笑死 吓死 累死 困死 饿死 烦死 气死 急死 热死 冷死 闷死 忙死 无聊死 死心
    冒进 激进
    成那样 得那样 变成那样
    吃不消 受不了
    这轮 这一轮 本轮 一轮 上一轮 下一轮 首轮 轮到我 轮到你 轮先
    稳如老狗 稳如狗 稳如泰山 稳如磐石
    往往 以往 往常 往年 往事 来往 交往 向往 往返 往来 过往 一如既往
    """
)
# a joke or a tease said of the orders: they are taken back (开玩笑的, "jk"), never a remark
_RETRACTION = re.compile(r"开玩笑|玩笑|说着玩|闹着玩|逗你|\b(?:kidding|jk|joking|joke)\b", re.IGNORECASE)


def retraction(part: str) -> tuple[int, int] | None:
    """Where ``part`` takes the orders back as a joke (开玩笑的, "just kidding"), if it does."""
    m = _RETRACTION.search(part)
    return m.span() if m else None


# 有点 / 一点儿 before a feeling (有点累, 小心点): "a bit", no time; 点 after a numeral is a number
_A_BIT = re.compile("有一?点儿?|一点儿|[心快慢]点")


def _words(said: str) -> frozenset[str]:
    return frozenset(said.split())


_EN_WORDS: dict[str, frozenset[str]] = {
    "number": _words(
        "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty"
        " hundred half quarter once twice"
    ),
    "clock": _words("hour hours hr hrs minute minutes mins min noon midnight am pm o'clock sharp"),
    "time": _words(
        "before after until till til early earlier late later soon first last next past ago meanwhile while"
        " during since start end tonight tomorrow"
    ),
    "condition": _words("if unless when whenever once provided assuming whether in case"),
    "otherwise": _words("otherwise else"),
    "negation": _words(
        "no not never nobody none nothing nowhere neither nor without dont cant wont didnt doesnt isnt"
        " wasnt aint shouldnt wouldnt couldnt nope nah nt cannot havent hasnt arent werent"
    ),
    "choice": _words("or either maybe perhaps possibly whichever depending depends random randomly"),
    "correction": _words(
        "instead actually scratch cancel cancelled rather change changed nvm nevermind kidding jk joking joke"
        " wrong mistake"
    ),
    "scope": _words(
        "only all every each both any anyone anybody everyone everybody someone somebody except alone who"
        " whoever than"
    ),
    "reference": _words("same usual previous yesterday again last"),
    "kill": _words("kill killed killing murder stab poison strangle shoot slay eliminate whack")
    | _words("die dies died dying"),
    "door": _words("door doors lock locked unlock open opened shut close closed"),
    "look": _words("window windows peep peek peephole watch watching look looking spy observe"),
    "going": _words("stay staying wait waiting leave left remain"),
}
# the classes of verbs, whose words count in any form (the others only as written: "ones" is no "one")
_VERBS = frozenset({"kill", "door", "look", "going", "correction"})
_EN_STEMS = re.compile(  # -teen from a run's start only: tried at every letter, a long run costs its square
    r"(n't|^(kill|murder|stab|poison|door|window|peep|lock|open|close|hour|minute)\w*$|(?<!\w)\w+teen$)"
)

# the one who kills, named as a person ("I think D is the killer"): a noun, never a kill to do
_PERSON_NOUNS = frozenset({"killer", "killers", "murderer", "murderers", "killer's", "murderer's"})

# the lexicon's kinds that carry an order's meaning: a part holding one is never set aside
MEANING_KINDS = frozenset(
    {
        *("NAME", "WHO", "PRONOUN", "PLACE", "ROOMWORD", "TIME", "PERIOD", "ALLNIGHT", "RANGE"),
        *("GO", "RETURN_HOME", "VISIT", "KNOCK", "STAY", "VIA", "KILL", "AFTER_KILL", "IF", "UNLESS"),
        *("NOT", "NOT_THERE", "ALONE", "ALWAYS", "MEET", "ANYWHERE", "OTHERWISE", "NOBODY_OPENS"),
        *("NOBODY_ELSE", "SOMEONE", "WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR", "DOORWORD"),
        *("DOOR_OPEN", "DOOR_CLOSED", "ONLY_OPEN", "NOT_OPEN", "NOT_LET", "EXCEPT", "UNTIL", "BEFORE"),
    }
)
# words whose characters are words of the orders on their own, but not in them (其他人: 他;
# 祝大家万事如意: no home, no "if")
_COMPOUNDS = re.compile("其他|其它|吉他|大家|全家|家人|如意|比如|例如|如此")
LATIN = re.compile(r"[a-z0-9'_-]")


@cache
def _zh_pattern() -> re.Pattern[str]:
    words = [w for ws in _ZH_WORDS.values() for w in ws]
    chars = "".join(_ZH_CHARS.values())
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)) + f"|[{chars}]")


@cache
def _zh_class(found: str) -> str:
    for name, words in _ZH_WORDS.items():
        if found in words:
            return name
    return next(name for name, chars in _ZH_CHARS.items() if found in chars)


@cache
def _not_the_class() -> re.Pattern[str]:
    return re.compile("|".join(sorted(map(re.escape, NOT_THE_CLASS), key=len, reverse=True)))


# what a Chinese numeral counts where it is one: another numeral, a unit of time, of people, of
# a room or a floor, a rough count (九点, 十分, 两个, 二楼, 十来个), or what follows an hour said
# bare (九到十, 九去花园, 十就回)
_NUMERAL = frozenset(_ZH_CHARS["number"] + "一两半百千万")
_AFTER_A_COUNT = frozenset("点點时時分刻钟鐘个個号號楼樓层層位人次来來几幾多余餘左右整半") | frozenset(
    "到至和跟与與或再就才前后後以之去回在"
)


def _a_numeral_here(part: str, at: int) -> bool:
    """Whether the numeral character at ``at`` counts something: one is inside a word that is no
    count only when a Chinese character follows it that no count is followed by (零食 "snacks",
    三明治, 七嘴八舌, 十字路口); at a part's end, before a digit, a unit or a numeral it counts."""
    after = part[at + 1] if at + 1 < len(part) else ""
    if not ("\u4e00" <= after <= "\u9fff") or after in _NUMERAL or after in _AFTER_A_COUNT:
        return True
    return at > 0 and (part[at - 1] in _NUMERAL or part[at - 1] in "第初")


def zh_marks(part: str) -> list[str]:
    """The function words of a meaning-bearing class in a Chinese part, as written (module doc).
    A numeral counts only where it counts something (:func:`_a_numeral_here`)."""
    part = _A_BIT.sub(" ", _not_the_class().sub(" ", part))
    return [
        m.group()
        for m in _zh_pattern().finditer(part)
        if (m.group() not in _ZH_CHARS["number"] or _a_numeral_here(part, m.start()))
        and (m.group() not in _ZH_WORDS["going"] or part[m.end() :].strip())  # 往 alone: toward a word read
    ]


def zh_classes(part: str) -> set[str]:
    """The meaning-bearing classes a Chinese part holds by its function words (module doc)."""
    if any(c.isdigit() for c in part):
        return {"number"}
    return {_zh_class(m) for m in zh_marks(part)}


def en_classes(word: str) -> set[str]:
    """The meaning-bearing classes one English word belongs to (module doc), in any form of a
    verb of the class (``waited``, ``leaves``, ``locks``, ``spied``: englishforms.py)."""
    w = word.strip("'-_.!?,") or word
    if any(c.isdigit() for c in w):
        return {"number"}
    verbs = lemmas(w)
    found = {
        name
        for name, words in _EN_WORDS.items()
        if any(v in words for v in (verbs if name in _VERBS else (w,)))
    }
    if _EN_STEMS.search(w) and w not in _PERSON_NOUNS:
        found.add("negation" if w.endswith("n't") else "number" if w.endswith("teen") else "kill")
    return found


def classes_of(part: str, lex: Lexicon, places: bool = True) -> set[str]:
    """Every meaning-bearing class the unknown ``part`` holds (empty: it can be set aside).
    Without ``places``, a place word inside it does not count (跟大家: 家, the company one
    keeps)."""
    if not part.strip():
        return set()
    if any(unicodedata.category(c)[0] == "C" for c in part):
        return {"control"}  # a control character: never copied into the order file
    if LATIN.match(part[0]):
        words = [w.strip("'-_") or w for w in part.split()]
        found = {c for w in words for c in en_classes(w)}
        if any(_carries(w, lex, places) or typo(w, lex) for w in words):
            found.add("lexicon")
        return found
    found = zh_classes(part)
    from blackhorse.parsing.hourssaid import HOUR
    from blackhorse.parsing.typos import sounds_like_a_word

    if sounds_like_a_word(part, lex) is not None:  # 一个仁: 一个人 by its sound
        found.add("typo")
    if HOUR.search(part):  # 戌正, 亥时: an old double hour is a time
        found.add("time")
    if _holds_a_word(_not_the_class().sub(" ", part), lex, places) or _sounds_like_someone(part, lex):
        found.add("lexicon")
    return found


def holds_any(words: Iterable[Token], lex: Lexicon, kinds: frozenset[str], classes: frozenset[str]) -> bool:
    """Whether one of ``words`` is of one of ``kinds``, or an unknown word holding one of
    ``classes``: what a part set aside whole (a question, another day told) may never hold."""
    return any(
        t.type in kinds or (t.type == "UNKNOWN" and bool(classes_of(str(t), lex) & classes)) for t in words
    )


# a sentence-final particle (我先说哈, 走呀): the tone of the sentence, no syllable of a name
# the particles that close a Chinese sentence (哈, 呀, 吧 ...): no word of their own
SENTENCE_PARTICLES = "哈呀啊嘛呢哦噢吧哟咯"


def _sounds_like_someone(part: str, lex: Lexicon) -> bool:
    """Whether the part writes a Latin name of the cast by its sound; a particle ending it is left
    out first (说哈 is 说 said lightly, not Zoe; 佐伊呀 is still Zoe)."""
    from blackhorse.parsing.signin import sounds_like

    part = part.rstrip(SENTENCE_PARTICLES) or part
    return any(sounds_like(part, name) for name in lex.names.values())


def _carries(surface: str, lex: Lexicon, places: bool = True) -> bool:
    word = lex.words.get(surface)
    return (
        word is not None and word.kind in MEANING_KINDS and (places or word.kind not in ("PLACE", "ROOMWORD"))
    )


def _holds_a_word(part: str, lex: Lexicon, places: bool = True) -> bool:
    """Whether a word of the orders stands inside an unknown Chinese part (办了他: 他)."""
    part = _COMPOUNDS.sub("  ", part)
    return any(
        _carries(part[i : i + n], lex, places)
        for i in range(len(part))
        for n in lex.lengths_from(part[i])
        if n <= len(part) - i
    )


def held_words(part: str, lex: Lexicon) -> frozenset[tuple[str, str]]:
    """The words of the orders inside an unknown part, each with its kind in the lexicon (办了他:
    ``("他", "PRONOUN")``), with ``SOUND`` for a person of the cast written by sound (杰克) and
    ``TYPO`` for an English word one letter from a word of the orders (``kil``)."""
    if LATIN.match(part[:1]):
        words = [w.strip("'-_.,!?") or w for w in part.lower().split()]
        found = {(w, lex.words[w].kind) for w in words if _carries(w, lex)}
        return frozenset(found | {(w, "TYPO") for w in words if typo(w, lex)})
    said = _COMPOUNDS.sub("  ", _not_the_class().sub(" ", part))
    found = {
        (said[i : i + n], lex.words[said[i : i + n]].kind)
        for i in range(len(said))
        for n in lex.lengths_from(said[i])
        if n <= len(said) - i and _carries(said[i : i + n], lex) and _whole(said, i, i + n)
    }
    return frozenset(found | ({(part, "SOUND")} if _sounds_like_someone(part, lex) else set()))


def _whole(said: str, i: int, j: int) -> bool:
    """Whether ``said[i:j]`` is no piece of a longer Latin word (别cue我: no "c")."""

    def latin(k: int) -> bool:
        return 0 <= k < len(said) and said[k].isascii() and said[k].isalpha()

    return not (latin(i) and latin(i - 1)) and not (latin(j - 1) and latin(j))


def typo(word: str, lex: Lexicon) -> bool:
    """An English word one edit (a letter added, dropped, changed, or two swapped) from a word
    of the orders that carries meaning (``kil``, ``windw``, ``peeek``), unless it is a word of
    English (``game``, ``been``: meant as itself) one edit from no word of a negation, a condition,
    an otherwise, a choice, a kill, the door, a correction, a reference, a look or a going (``widow``
    stays a typo of ``window``) or a word of English meant as itself (:func:`_meant_as_itself`:
    ``game`` is no slip of ``same``, ``hope`` none of ``nope``); a word of two letters, or
    one edit from a word of fewer than four, is never a typo (too many words are one letter from
    ``go``), except two letters swapped in a word of a negation, a condition or a choice (``nto``,
    ``fi``, ``ro``): dropped, the order would say the opposite. Answered once per word and
    lexicon (a long message says its words again, and a refused one is read more than once)."""
    answers = _answers(lex)
    known = answers.get(word)
    if known is None:
        if len(answers) > 20_000:  # words pasted by the page: the memory stays bounded
            answers.clear()
        known = answers[word] = _typo(word, lex)
    return known


@per_lexicon
def _answers(lex: Lexicon) -> dict[str, bool]:
    """The words :func:`typo` has answered for ``lex``, with their answers (grows as it asks)."""
    return {}


def _typo(word: str, lex: Lexicon) -> bool:
    if word in lex.words:
        return False
    if any(_swapped(word, s) for name in _SWAPPED_CLASSES for s in _EN_WORDS[name]):
        return True
    if len(word) < 3 or not any(one_edit(word, s) for s in _meaning_words(lex)):
        return False
    from blackhorse.parsing.spelling import english_word

    english = english_word(word)
    if any(
        one_edit(word, s) and not (english and _meant_as_itself(word, s))
        for name in _GUARDED_CLASSES
        for s in _EN_WORDS[name]
    ):
        return True  # "nit" (not), "shit" (shut), "ill" (kill): what it could be turns an order round
    return not english  # "game" (gaze), "been" (between): a word of English, meant as itself


def _meant_as_itself(word: str, near: str) -> bool:
    """Whether a word of English one edit from ``near`` is meant as itself, not slipped from it:
    the letter that differs is far from ``near``'s on the keyboard (``game``: ``same``; a slip
    hits a key beside the one meant: ``shit`` for ``shut``), or the word is written at least ten
    times as often in English (``hope``: ``nope``, ``lay``: ``slay``; not ``ill``: ``kill``, nor
    ``widow``: ``window``)."""
    from blackhorse.parsing.spelling import commoner, far_keys_apart

    return far_keys_apart(word, near) or commoner(word, near, 10)


_SWAPPED_CLASSES = ("negation", "condition", "otherwise", "choice")
# the classes whose words a word of English one edit away stays a typo of
_GUARDED_CLASSES = (
    "negation",
    "condition",
    "otherwise",
    "choice",
    "kill",
    "door",
    "correction",
    "reference",
    "look",
    "going",
)


def _swapped(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with two letters next to each other swapped."""
    if len(a) != len(b) or a == b:
        return False
    diff = [k for k in range(len(a)) if a[k] != b[k]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and (a[diff[0]], a[diff[1]]) == (b[diff[1]], b[diff[0]])


@per_lexicon
def _meaning_words(lex: Lexicon) -> tuple[str, ...]:
    """The Latin words of one word that carry an order's meaning (a typo may be read into them)."""
    return tuple(
        s
        for s, w in lex.words.items()
        if (w.kind in MEANING_KINDS or w.kind in ("DOOR_VERB",)) and LATIN.match(s[0]) and " " not in s
    )


def one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one letter added, dropped or changed, or two swapped."""
    if a == b or abs(len(a) - len(b)) > 1 or len(b) < 4:
        return False
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    k = next((k for k in range(len(short)) if short[k] != long_[k]), len(short))
    return short[k:] == long_[k + 1 :]


# what one does at a place may look (看星星, "look at the stars"), wait (等一等, "wait a bit"),
# take its time (待到很晚, 打发时间, "for a while") or switch something on (开黑, 开灯) there: in
# the filler slot after a going's place (blackhorse/parsing/filler.py) bare looking, staying,
# words of time without a number and a bare 开 do not count (the next order ends the stay
# whatever is said of it); a number, a window, a peephole, a door, peeping still do
_SLOT_FREE_ZH = re.compile("[看望瞧盯瞅瞄守开]")
_SLOT_FREE_CLASSES = frozenset({"time", "clock"})
_SLOT_FREE_EN = _words("watch watching look looking stay staying wait waiting")
# going back, home, via, the stairs: in the slot, another going (a route or a return)
_SLOT_ROUTE_EN = _words("back home via stairs stair leave left")
_COMPANY_EN = _words("everyone everybody all people guys")


def slot_classes(part: str, lex: Lexicon, company: bool) -> set[str]:
    """The meaning-bearing classes of an unknown part in the filler slot (after the place of a
    going, before the next order): what one does there may look, wait, take its time; with
    ``company`` (跟大家, "with everyone") neither a place word nor "everyone" counts."""
    if LATIN.match(part[0]):
        words = [w.strip("'-_") or w for w in part.split()]
        found = {"route"} if any(w in _SLOT_ROUTE_EN for w in words) else set()
        kept = [w for w in words if w not in _SLOT_FREE_EN and not (company and w in _COMPANY_EN)]
        found |= classes_of(" ".join(kept), lex, places=not company) if kept else set()
        return found - _SLOT_FREE_CLASSES
    return classes_of(_SLOT_FREE_ZH.sub(" ", part), lex, places=not company) - _SLOT_FREE_CLASSES
