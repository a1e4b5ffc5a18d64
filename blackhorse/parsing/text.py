"""A player's message, normalised for reading, with the way back to what they typed.

Chat messages mix full-width and half-width characters (``8：30``, ``，``, ``８``), capitals
and spaces at random, and some type traditional characters (殺了他). The reader works on a
normalised copy (NFKC, lower case, one kind of dash, simplified characters, Cantonese words as
their Mandarin) and every
position in it maps back to the character the player typed, so an error can quote the
player's own words and say where they are (line and column).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from importlib import resources

from blackhorse.core.dataclass import dataclass
from blackhorse.parsing.cantonese import as_mandarin
from blackhorse.parsing.drawlsaid import g_restored
from blackhorse.parsing.faces import faces_blanked
from blackhorse.parsing.interviewsaid import interview
from blackhorse.parsing.learnersaid import as_learned
from blackhorse.parsing.literary import as_mandarin as literary_as_mandarin
from blackhorse.parsing.narratedsaid import narrated
from blackhorse.parsing.northeastern import as_standard
from blackhorse.parsing.notanybody import as_nobody
from blackhorse.parsing.pausesaid import paused
from blackhorse.parsing.pseudocode import as_chinese
from blackhorse.parsing.qqsaid import broken_lines, spoken_punctuation
from blackhorse.parsing.scots import as_english as scots_as_english
from blackhorse.parsing.selfansweredsaid import asked_and_answered, what_if
from blackhorse.parsing.shaanxi import as_mandarin as shaanxi_as_mandarin
from blackhorse.parsing.shanghainese import as_mandarin as shanghai_as_mandarin
from blackhorse.parsing.sichuanese import as_mandarin as sichuan_as_mandarin
from blackhorse.parsing.strangersaid import as_said as strangers_said
from blackhorse.parsing.taglish import as_english as taglish_as_english
from blackhorse.parsing.taiwanese import as_mandarin as taiwan_as_mandarin
from blackhorse.parsing.tianjin import as_mandarin as tianjin_as_mandarin
from blackhorse.parsing.unlesssaid import unless_there
from blackhorse.parsing.waitnosaid import said_in_passing

# Characters NFKC leaves alone that people use for the same thing.
_SAME = {
    "—": "-",  # em dash, the seed's "9:00—9:09"
    "–": "-",
    "－": "-",
    "～": "~",
    "〜": "~",
    "。": ".",
    "“": '"',
    "”": '"',
    "「": '"',  # Taiwan's quotation marks (quotedsaid.py)
    "」": '"',
    "『": '"',
    "』": '"',
    "‘": "'",
    "’": "'",
    "、": "、",
    "\u3000": " ",
    "\r": "\n",
    **{chr(c): " " for c in range(0x2460, 0x2474)},  # ① ② ③: a list's numbers, no order's
    "🔟": " ",  # a keycap ten, as ⑩
    "の": "的",  # 晓雨の今夜行动计划: a fan chat's Japanese possessive
}

# 1️⃣ 2️⃣ (a digit, the emoji selector, the keycap): a list's numbers, as ① is
_KEYCAP_BASES = frozenset("0123456789#*")

# a telegram's STOP (capitals, a word of its own, not "STOP BY"): the full stop it stands for, and
# the END after the last one
_TELEGRAM_STOP = re.compile(r"(?<![A-Za-z])(?:STOP(?!\s+(?:BY|IN|AT|OVER)\b)|(?<=STOP )END\s*$)(?![A-Za-z])")


@cache
def _simplified() -> dict[str, str]:
    """Traditional character -> the simplified one (``blackhorse/data/traditional.txt``)."""
    text = (resources.files("blackhorse") / "data" / "traditional.txt").read_text(encoding="utf-8")
    return {line[0]: line[1] for line in text.splitlines() if len(line) == 2}


def simplified(text: str) -> str:
    """``text`` with traditional Chinese characters as simplified ones (殺了他: 杀了他): players
    who type traditional characters write the same orders."""
    table = _simplified()
    return "".join(table.get(ch, ch) for ch in text)


# 说 opening a clause, then he / she (not) being there and 就: "say she's not in, then ..." is "if"
_SAY_IF = re.compile(r"(?:(?<=[，,。；;！!\s])|^)说(?=(?:他|她)(?:不|没|没有)?在[^，,。；;！!？?\n]*就)")
# 他要不在屋俺就回来: 要不 between a person and their not being there is "if" (要是) and the 不, not
# "or else" (round thirty-one); only after 他 / 她, with 就 later in the clause (no space between)
_IF_NOT_IN = re.compile(r"(?<=[他她])要(?=不在[^，,。；;！!？?\n\s]*就)")
# 哎不对，我记错了，是九点半: the slip owned between the correction and what it corrects says no more
# than 不对 (round thirty-one); blanked, so the correction reads as 不对，是九点半
_SLIP_OWNED = re.compile(r"(?<=不对[，,])\s*(?:我|俺)?(?:记|说|写|打|搞)错了[，,]")
# 8点半 花园。改：8点50。: a terse writer's "change:" before the new time is 改成 (round thirty-one)
_CHANGE_COLON = re.compile(r"(?:(?<=[。.，,；;\s])|^)改[：:](?=\s*[\d一二两三四五六七八九十])")
# 不管在哪、不管旁边有没有人: 、 between two "no matter" clauses parts them as a comma does
_NO_MATTER_LISTED = re.compile(r"(?<=[^\s，,。、])、(?=\s*(?:不管|无论|不论))")


# a learner's "to" before a verb where English has none ("I will to go", "for to talk"): read past,
# the same length (round twelve)
_LEARNERS_TO = re.compile(r"(?:(?<=\bwill )|(?<=\bfor ))to (?=[a-z])")


# voice input and one-handed typing (round nineteen): the letter o typed for a zero after a time's
# first digit (8:3o, 9点1o分), and 在 heard for 再 ("again") between a time and a going (八点四十在回来,
# 十点半在去204): each the same length
_O_FOR_ZERO = re.compile(r"(?<=[0-9][:：点时.])([0-5])o(?![a-z])")
# 看下 for 看一下 (窗户看下花园, 查下, round twenty-one): 看看, the same length (never 看下面, 看下去, 看下来)
_A_BIT = re.compile(r"(?:(?<=[看瞄瞅])|查)下(?![面边方去来楼午次回个一])")  # 去202查下糖糖: 看看
# a room's number said with 两 for its 2 (voice input: 两零九, round twenty-one): 二零九
_LIANG_ROOM = re.compile(r"两(?=[零〇][一二三四五七九](?![零〇一二三四五六七八九十]))")
# a room's number typed with the letter o for its 0 (2o4, 2O9: round twenty-one): the same length
_ROOM_O = re.compile(r"(?<![0-9a-z])2o(?=[1-9](?![0-9a-z]))")
# a greeting or a chat word typed with its letters stretched (heyyy, hiii, sooo, okkk: round twenty-two)
_STRETCHABLE = {
    "hey": "hey",
    "hi": "hi",
    "helo": "hello",
    "yo": "yo",
    "ok": "ok",
    "so": "so",
    "hm": "hmm",
    "ya": "ya",
}


# only those words, a letter typed twice or more (heyy: h+e+y+), not every word with a double letter
_STRETCHED = re.compile(
    r"(?<![a-z'])(?=[a-z]*([a-z])\1)(?:"
    + "|".join("".join(f"{c}+" for c in word) for word in _STRETCHABLE)
    + r")(?![a-z'])"
)


def _unstretched(m: re.Match[str]) -> str:
    """``heyyy`` as ``hey``, blanks after it (the same length); any other word as typed."""
    word = m[0]
    plain = _STRETCHABLE.get(re.sub(r"([a-z])\1+", r"\1", word))
    return word if plain is None or plain == word else plain.ljust(len(word))


# "but" opening a clause (不过九点半到十点我去204: round twenty-two), as 但是 is typed: never 不 + 过九点半
_BUT = re.compile(r"(?:^|(?<=[\s，,。.！!？?～~…;；:：]))不过(?![来去了的])")
# "and also" before the door or a time (voice input with no marks: 换门孔看走廊还有门十点以前只给小马开,
# 还有九点去草坪: round twenty-two), as 另外 is: never 还 + 有门十点
# the game's start opening a sentence before what one does then (开局待在房间, 1. 开局就从窗户看): the
# night's first order, its time unsaid (20:00, as always); never inside a remark (（开局走动的人多）)
_GAME_START = re.compile(
    r"(?:^|(?<=[\s，,。.；;：:、]))开局(?:时|的时候|就|先)?(?=[待在留去从看回窗门蹲守呆])"
)
_ALSO = re.compile(r"还有(?=[门門窗]|[0-9一二两三四五六七八九十]{1,3}[点點:：])")
# "only he" before a condition's 的话 (屋里就她一个人的话，我就下手: round twenty-two), said as
# 她就一个人的话 (the same length): the one alone first, as the grammar reads a case
_ONLY_HIM = re.compile(r"就([他她])(?=一个人?的话)")
_ZAI_FOR_AGAIN = re.compile(r"(?<=[0-9十分半点刻])在(?=回|去)")
# the door opened, said before the case the kill asks (round twenty-nine: 要是他开了门而且屋里就他一个): a
# knock's answer, which the order's "otherwise" covers already (nobody opens), as spaces
_OPENED_AND = re.compile(
    r"(?:(?<=要是)|(?<=如果)|(?<=假如))(?:他|她|ta|对方)?(?:开了门|开门了|开了)(?:而且|并且)"
)
# "and again no one" beside the one met (round twenty-nine: 撞见大伟，旁边又没别人): 又 says nothing
_AGAIN_NOBODY = re.compile(r"(旁边|身边|周围|附近)又(?=没)")
# tonight's first step (round twenty-nine: 今晚我先在屋头从窗子看哈草坪，九点过十分下去花园): 先 says it is
# the first of the night's orders, at 20:00, not the night's own order resumed after the others; a going
# (今晚先去草坪待着，8点10分去) keeps 今晚, for the time said after it
_TONIGHT_FIRST = re.compile(r"(?:今晚|今夜|今天晚上)(?=我?先(?:在|从|待|呆|看|窝|蹲|留))")
# "spy-hole", "peep-hole": the lexicon's one spelling, "spy hole" (round twenty-nine)
_HOLE_HYPHEN = re.compile(r"(?:(?<=spy)|(?<=peep))-(?=hole)")
# "everyone bar Ruth": an Irish or British "bar" for "but" after the whole house (round twenty-nine),
# never "the bar" as a place someone names
_BAR = re.compile(
    r"(?:(?<=\beveryone )|(?<=\beverybody )|(?<=\banyone )|(?<=\banybody )|(?<=\ball comers ))bar(?= [^\s])"
)


# a paragraph wrapped at a width, as a mail program does ("...then 40 minutes in the common room\nlooking
# out at the garden, then ..."): a line of 60 characters or more that ends in a letter, a digit or a
# comma, and a next line that starts with a small letter, are one sentence (round thirty)
_WRAPPED = re.compile(r"(?<=[A-Za-z0-9,])\n(?=[a-z])")
_WRAP_WIDTH = 60


def unwrapped(text: str) -> str:
    """``text`` with each line break a width wrapped inside a sentence made a space (:data:`_WRAPPED`):
    tried by :func:`blackhorse.parsing.message.read_message` when the lines as they are do not read (a
    list of short orders, or an echo read back, is read as it is first)."""

    def joined(m: re.Match[str]) -> str:
        start = text.rfind("\n", 0, m.start()) + 1
        return " " if m.start() - start >= _WRAP_WIDTH else "\n"

    return _WRAPPED.sub(joined, text)


@dataclass(frozen=True)
class Message:
    """The typed text, its normalised copy, and for each normalised character its origin."""

    original: str
    text: str
    origin: tuple[int, ...]  # origin[i]: index in ``original`` of normalised character i

    @classmethod
    def of(cls, original: str) -> Message:
        out: list[str] = []
        origin: list[int] = []
        stops = {m.start(): m.end() for m in _TELEGRAM_STOP.finditer(original)}
        typed = faces_blanked(original)  # (๑•̀ㅂ•́)و✧: a face, as spaces (faces.py)
        stop_end = 0
        for i, ch in enumerate(typed):
            if ch == "\ufeff":  # a byte-order mark pasted along
                continue
            stop_end = stops.get(i, stop_end)
            keycap = ch in _KEYCAP_BASES and typed[i + 1 : i + 3].lstrip("\ufe0f")[:1] == "\u20e3"
            if i < stop_end:  # 2030 GARDEN STOP 2130 LAWN: a telegram's full stop
                norm = "." if i + 1 == stop_end else " "
            else:
                norm = (
                    " " if keycap else _SAME.get(ch) or simplified(unicodedata.normalize("NFKC", ch).lower())
                )
            for c in norm:
                out.append(c)
                origin.append(i)
        text, origin = as_learned("".join(out), origin)  # 8点40分行く204, GM님, cảm ơn (round eighteen)
        text, origin = as_mandarin(text, origin)  # 喺房度睇窗: Cantonese as its Mandarin
        text, origin = as_standard(text, list(origin))  # 俺搁屋里待着: Northeastern as standard
        text = _SLIP_OWNED.sub(lambda m: " " * len(m[0]), text)  # 不对，我记错了，是九点半
        text = _NO_MATTER_LISTED.sub(",", text)  # 不管在哪、不管旁边有没有人
        text, origin = sichuan_as_mandarin(text, origin)  # 切花园耍，回屋头: Sichuanese as Mandarin
        text, origin = shanghai_as_mandarin(text, origin)  # 阿拉辣房间里: Shanghainese as Mandarin
        text, origin = taiwan_as_mandarin(text, origin)  # 偶今晚去203ㄛ: a Taiwanese chat's 注音文
        text, origin = tianjin_as_mandarin(text, origin)  # 就介屋里待着，倍儿闲: Tianjin as Mandarin
        text, origin = shaanxi_as_mandarin(text, origin)  # 今黑额哪达都不去: Shaanxi as Mandarin
        text, origin = scots_as_english(text, origin)  # if he doesnae open, tae the lawn: Scots as English
        text, origin = taglish_as_english(text, origin)  # 8:30 punta ako sa garden: Taglish as English
        text, origin = as_nobody(text, origin)  # if there ain't nobody else around: nobody (round 14)
        text, origin = narrated(text, origin)  # spends the evening in 204; along the corridor to 203
        text, origin = literary_as_mandarin(text, origin)  # 十时归舍，凭窗望园: a literary register
        text, origin = said_in_passing(text, origin)  # 等等 不是 改成9点40; 今天门只给X开 (round nine)
        text, origin = strangers_said(text, origin)  # 把他收拾了; 什么都不做; 门就给A开 (round ten)
        # 老周在屋不？在就唠会儿: if he is in (round 16); 他不在呢？那就回来: if he is not (round 28)
        text, origin = interview(text, origin)  # 「几点出门？」八点四十: the GM's questions answered
        text, origin = what_if(*asked_and_answered(text, origin))
        text, origin = paused(text, origin)  # 要是他不是一个人……我就回房间: a pause (round twenty-eight)
        text, origin = unless_there(text, origin)  # 但小雨在旁边的话就不动手: unless (round twenty-nine)
        text, origin = as_chinese(text, origin)  # goto 201; if Kevin.alone -> kill(Kevin): pseudo-code
        text, origin = spoken_punctuation(text, origin)  # 草坪逗号八点: voice input's marks said
        text, origin = broken_lines(text, origin)  # 回来从窗\n户看: a few characters a line
        text = text.replace("其它", "其他")  # 其它时间: 它 for 他 in "other", one word either way
        text = text.replace("别的时候", "其他时候")  # the other times, never 别 "don't" (round eighteen)
        text = text.replace("以经", "已经")  # 我以经想好了: 已经 typed by its sound (round eighteen)
        # 去找她，说她不在就回屋: 说 opening a condition on her being there; 他要不在屋…就: if
        text = _IF_NOT_IN.sub("若", _SAY_IF.sub("若", text))
        text = _CHANGE_COLON.sub("改成", text)  # 8点半 花园。改：8点50。
        text = g_restored(text)  # takin' him out: taking, the same length (drawlsaid, English round nine)
        text = _LEARNERS_TO.sub("   ", text)  # I will to go, for to talk: a learner's "to"
        text = _ZAI_FOR_AGAIN.sub("再", _O_FOR_ZERO.sub(r"\g<1>0", text))  # 8:3o; 八点四十在回来
        text = _OPENED_AND.sub(lambda m: " " * len(m[0]), text)  # 要是他开了门而且…: the case after it
        text = _AGAIN_NOBODY.sub(r" \1", text)  # 旁边又没别人: 旁边没别人 (round twenty-nine)
        text = _TONIGHT_FIRST.sub(lambda m: " " * (len(m[0]) - 2) + "8点", text)  # 今晚我先…: 8点我先…
        text = _BAR.sub("but", text)  # to everyone bar Ruth: but (round twenty-nine)
        text = _HOLE_HYPHEN.sub(" ", text)  # "the spy-hole": the spy hole (round twenty-nine)
        text = _GAME_START.sub(lambda m: " " * len(m[0]), text)  # 开局待在房间: the first order (round 28)
        text = _BUT.sub("但是", _ALSO.sub("另外", text))  # 不过九点半: 但是; 还有门十点: 另外
        text = _ONLY_HIM.sub(r"\1就", _STRETCHED.sub(_unstretched, text))  # heyyy: hey; 就她一个人的话
        text = _LIANG_ROOM.sub("二", _ROOM_O.sub("20", text))  # 去2o4玩, 去两零九: rooms 204, 209
        text = _A_BIT.sub(lambda m: "看看" if m[0] == "查下" else text[m.start() - 1], text)  # 窗户看下花园
        return cls(original, text, tuple(origin))

    def start_of(self, i: int) -> int:
        """The original index where normalised position ``i`` starts (the end maps to the end)."""
        return self.origin[i] if i < len(self.origin) else len(self.original)

    def end_of(self, j: int) -> int:
        """The original index just after normalised span ``[.., j)``."""
        return self.origin[j - 1] + 1 if 0 < j <= len(self.origin) else self.start_of(j)

    def quote(self, i: int, j: int) -> str:
        """What the player typed for normalised span ``[i, j)``, trimmed."""
        return self.original[self.start_of(i) : self.end_of(j)].strip()

    def line_col(self, i: int) -> tuple[int, int]:
        """1-based line and column (in characters of the typed text) of normalised position ``i``."""
        at = self.start_of(i)
        before = self.original[:at]
        line = before.count("\n") + 1
        column = at - (before.rfind("\n") + 1) + 1
        return line, column
