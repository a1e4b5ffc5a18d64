"""The words of the order language, in Chinese and English, and the map's and the cast's names.

Every word the reader knows has a kind (the grammar's terminal) and, for places, people and
periods, a value. The fixed words are in ``blackhorse/data/parsing-words.yaml``; place words
come from the map (spot names, ``aliases``, ``names_zh``, and the names the echo uses), so an edited map
brings its own. Everything is in the normalised form of :mod:`blackhorse.parsing.text`
(NFKC, lower case). docs/PARSING.md lists the same words for GMs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.orders.conditionkinds import ALONE, ALWAYS
from blackhorse.orders.messagewords import HOME, built, message_words, place_words, surface
from blackhorse.orders.words import HOME_WORDS, PEEK_WORDS
from blackhorse.parsing.signin import pinyin_syllables
from blackhorse.parsing.text import simplified

__all__ = ["HOME", "ROOM", "Lexicon", "Word", "build", "built", "lexicon", "nicknames", "place_words"]

ROOM = "room"  # "房间" / "the room": one's own room when going, the room one is in in a condition
_words = message_words  # the fixed words (blackhorse/data/parsing-words.yaml)


@dataclass(frozen=True)
class Word:
    kind: str
    value: str = ""


@dataclass
class Lexicon:
    """Surface (normalised) -> word; ``names`` is every person of the game by normalised name."""

    words: dict[str, Word] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    clashes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    declared: frozenset[str] = frozenset()  # the nicknames the GM declared (game.yaml), as matched
    _by_first: dict[str, tuple[int, ...]] | None = field(default=None, repr=False, compare=False)
    _starting: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)

    def add(self, surface: str, word: Word) -> None:
        surface = " ".join(surface.lower().split()) if surface.strip() else surface
        if surface and surface not in self.words:
            self.words[surface] = word

    @property
    def lengths(self) -> tuple[int, ...]:
        """The lengths of the known words, longest first (where the reader looks)."""
        return tuple(sorted({len(s) for s in self.words}, reverse=True))

    def starting(self, ch: str) -> tuple[str, ...]:
        """The known words starting with ``ch`` (built once per character)."""
        if ch not in self._starting:
            self._starting[ch] = tuple(s for s in self.words if s[0] == ch)
        return self._starting[ch]

    def lengths_from(self, ch: str) -> tuple[int, ...]:
        """The lengths of the known words starting with ``ch``, longest first (built once)."""
        if self._by_first is None:
            table: dict[str, set[int]] = {}
            for s in self.words:
                table.setdefault(s[0], set()).add(len(s))
            self._by_first = {c: tuple(sorted(n, reverse=True)) for c, n in table.items()}
        return self._by_first.get(ch, ())


def _cjk(name: str) -> bool:
    return all("\u4e00" <= c <= "\u9fff" for c in name)


# Chinese surnames of two characters (the rest take one)
_TWO_CHAR_SURNAMES = frozenset(
    [
        *("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容"),
        *("长孙", "宇文", "司徒", "夏侯", "令狐", "端木", "独孤", "南宫", "西门"),
    ]
)


def nicknames(name: str) -> list[str]:
    """What players call a person of the cast besides the name (docs/PARSING.md, *People*):
    for a Chinese name of two to four characters, the surname with 老 / 小 / 阿 / 哥 / 姐 /
    总 / 先生 / 小姐 / 女士 / 老板 (老王, 王哥, 王总), the given name of two characters (建国), 阿
    and the last character (阿国); for a Latin name, "boss", "mr", "mrs", "miss", "ms", "old",
    "little" before it. A nickname two people of the cast share is no one's (it is refused as
    ambiguous, never guessed)."""
    out: list[str] = []
    if _cjk(name) and 2 <= len(name) <= 4:
        surname = name[:2] if name[:2] in _TWO_CHAR_SURNAMES and len(name) > 2 else name[0]
        given = name[len(surname) :]
        for form in (
            "老{}",
            "小{}",
            "{}哥",
            "{}姐",
            "{}总",
            "{}先生",
            "{}小姐",
            "{}女士",
            "{}老板",
            "老板{}",
            "{}sir",
            "{}警官",
            *_ADDRESS_ZH,
        ):
            out.append(form.format(surname))
        if len(given) >= 2:
            out.append(given)
        for ch in dict.fromkeys(given):  # 小雨, 阿伟, 阳阳, 伟哥, 东子
            out.extend(("阿" + ch, "小" + ch, ch + ch, ch + "哥", ch + "姐", ch + "子", ch + "儿"))
        out.extend(_pinyin_names(surname, given))
    elif name.isascii() and name[:1].isalpha() and len(name) >= 3:
        for title in (*_TITLES_EN, "老", "小"):
            out.append(f"{title} {name}" if title.isascii() else title + name)
        out.extend((name + "哥", name + "姐"))
        if len(name) >= 4 and name.isalpha():
            out.append(name[:3])  # Lil for Lily
        if name.isalpha():
            out.extend(_diminutives(name.lower()))
        out.extend(_written_apart(name))
    return out


# where a Latin name of the cast holds several words: Dr_Walsh, Mary-Ann, ChenHao, LiNa
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _written_apart(name: str) -> list[str]:
    """A Latin name written as several words in game.yaml (``Dr_Walsh``, ``ChenHao``, ``LiNa``)
    as players write it: the words apart, with a space or a dot after a title (``Dr Walsh``,
    ``Dr. Walsh``, ``Chen Hao``, ``Li Na``), run together (``drwalsh``), and after a title the
    name alone (``Walsh``) or, for a pinyin name, its first word, the surname (``Chen``)."""
    parts = _PARTS.findall(name)
    if len(parts) < 2:
        return []
    low = [p.lower() for p in parts]
    out = [" ".join(low), "".join(low), "-".join(low)]
    if low[0] in _TITLES_EN or low[0] + "." in _TITLES_EN:
        rest = " ".join(low[1:])
        out += [f"{low[0]}. {rest}", f"{low[0]}.{rest}", rest]
    elif all(pinyin_syllables(p) for p in low):  # ChenHao: Chen, Hao Chen (not Li: too short)
        out += [" ".join(reversed(low))] + ([low[0]] if len(low[0]) >= 3 else [])
    return out


# a surname with a form of address: 马老师, 黄阿姨, 李叔, 张大爷, 刘师傅
_ADDRESS_ZH = tuple(
    "{}" + t
    for t in ("老师", "阿姨", "姨", "叔", "叔叔", "大叔", "大爷", "大妈", "大哥", "大姐", "哥哥", "姐姐")
    + ("妹", "妹妹", "老弟", "师傅", "同学", "医生", "太太", "夫人", "队长", "队", "老师傅")
)
# English titles before a name (Boss Tom, Officer Mike, Auntie Huang, Uncle Wang)
_TITLES_EN = (
    *("boss", "mr", "mr.", "mrs", "mrs.", "miss", "ms", "ms.", "old", "little", "officer", "auntie"),
    *("aunt", "aunty", "uncle", "dr", "dr.", "sister", "brother", "big", "madam", "captain", "sir"),
)
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


def _pinyin_names(surname: str, given: str) -> list[str]:
    """A Chinese name as English messages write it: Zhang Wei, Zhangwei, Wei Zhang, Old Zhang,
    Boss Zhang, Xiao Liu, Jianguo (a given name of two syllables), Zhao (the surname)."""
    from pypinyin import Style, lazy_pinyin  # lazily: only a cast with Chinese names pays for it

    sur = "".join(lazy_pinyin(surname, style=Style.NORMAL))
    giv = "".join(lazy_pinyin(given, style=Style.NORMAL))
    if not sur.isalpha() or not giv.isalpha():
        return []
    out = [f"{sur} {giv}", sur + giv, f"{giv} {sur}", sur]
    out += [f"{t} {sur}" for t in ("lao", "xiao", *_TITLES_EN)]
    if len(given) >= 2 or len(giv) >= 4:  # Jianguo; Jing for 何静 (not "an", "he")
        out.append(giv)
    return out


def _add_nicknames(lex: Lexicon, names: list[str]) -> None:
    """Every person's nicknames (:func:`nicknames`), unless they are someone's name or a word
    already, or shared by two people (then they are ``WHO`` words: ambiguous, refused)."""
    owners: dict[str, set[str]] = {}
    for name in names:
        for nick in nicknames(name):
            owners.setdefault(simplified(" ".join(nick.lower().split())), set()).add(name)
    for nick, who in sorted(owners.items()):
        if nick in lex.words:
            continue
        if len(who) == 1:
            lex.words[nick] = Word("NAME", next(iter(who)))
        else:
            lex.words[nick] = Word("WHO", "|".join(sorted(who)))


def _add_declared(lex: Lexicon, declared: Mapping[str, Iterable[str]]) -> None:
    """The nicknames the GM declared (game.yaml's ``nicknames:``) are their people, before any
    nickname the reader derives (``Mandy`` for 陈美玲; ``阿伟`` declared for Tom is Tom's, not
    张伟's): the GM said so. One that is already a word of the orders stays that word, and one
    two people were given is no one's (a ``WHO`` word: refused, never guessed); ``blackhorse
    check`` refuses both in game.yaml (docs/ORDERS.md, ``nicknames``)."""
    owners: dict[str, set[str]] = {}
    for name, nicks in declared.items():
        for nick in nicks:
            if nick.strip():
                owners.setdefault(simplified(surface(nick)), set()).add(name)
    lex.declared = frozenset(owners)
    for nick, who in sorted(owners.items()):
        if nick in lex.words:
            continue
        one = len(who) == 1
        lex.words[nick] = Word("NAME", next(iter(who))) if one else Word("WHO", "|".join(sorted(who)))


def _add_unapostrophed(lex: Lexicon) -> None:
    """English words typed without their apostrophe (``doesnt``, ``its``, ``im``, ``if hes
    alone``): the same words, where that spelling is no word of its own. A negation alone
    (``dont``) stays unknown: refused as a negation, at the word, as before."""
    for text, word in list(lex.words.items()):
        alone_not = word.kind == "NOT" and " " not in text
        if "'" in text and text.isascii() and word.kind not in ("SEP", "NAME", "WHO") and not alone_not:
            bare = text.replace("'", "")
            if len(bare.replace(" ", "")) >= 2 and not bare.startswith(("s ", "nt")) and bare != "s":
                lex.add(bare, word)


def build(inn: Inn, names: Iterable[str], declared: Mapping[str, Iterable[str]] | None = None) -> Lexicon:
    """The lexicon for a map and a cast: the people's names, the map's places, the fixed
    words, the nicknames the GM ``declared`` (name -> nicknames), and the ones derived."""
    lex = Lexicon()
    by_lower: dict[str, list[str]] = {}
    for name in names:
        by_lower.setdefault(" ".join(name.lower().split()), []).append(name)
    for low, same in sorted(by_lower.items()):
        if len(same) > 1:
            lex.clashes[low] = tuple(sorted(same))
        lex.names[low] = same[0]
        lex.words[low] = Word("NAME", same[0])  # names come first: a tenant may be called "Go"
        lex.add(simplified(low), Word("NAME", same[0]))  # 孫立新 as the reader sees it: 孙立新
    for text, spot in place_words(inn).items():
        lex.add(text, Word("PLACE", spot))
    words = _words()
    for start, surfaces in words["periods"].items():
        for s in surfaces:
            lex.add(s, Word("PERIOD", str(start)))
    for start, shapes in words["period_forms"].items():  # 第二个时段, "in the second hour"
        for text in built(shapes):
            lex.add(text, Word("PERIOD", str(start)))
    for span, surfaces in words["ranges"].items():  # 后两个小时: "60-180"
        for s in surfaces:
            lex.add(s, Word("RANGE", span))
    for kind, surfaces in words["words"].items():
        for s in surfaces:
            lex.add(s, Word(kind))
    for kind, shapes in words["forms"].items():  # words built from their parts, by class
        for text in built(shapes):
            lex.add(text, Word(kind))
    for s in words["filler"]:
        lex.add(s, Word("FILLER"))
    for s in words["aside"]:
        lex.add(s, Word("ASIDE"))
    # the order files' own words (blackhorse/orders/words.py) read the same in a message
    for s in HOME_WORDS:
        lex.add(s, Word("PLACE", HOME))
    for s, peek in PEEK_WORDS.items():
        lex.add(s, Word("WINDOW" if peek == "window" else "PEEPHOLE"))
    for kind, token in ((ALONE, "ALONE"), (ALWAYS, "ALWAYS")):  # the kinds the grammar reads
        for s in (kind.word, *kind.typed):
            lex.add(s, Word(token))
    _add_unapostrophed(lex)
    _add_declared(lex, declared or {})  # after every fixed word, before the derived ones
    _add_nicknames(lex, [same[0] for same in by_lower.values()])
    _add_unmarked(lex)  # last: never in the place of a name or a nickname
    _add_chat_spellings(lex)
    return lex


# how chat spells a word of English (all nite, tonite, u, ur, b4, thru, tho): the same word
CHAT_SPELLINGS = {
    "night": ("nite",),
    "tonight": ("tonite", "2nite", "2night"),
    "you": ("u",),
    "your": ("ur",),
    "you're": ("ur", "youre"),
    "before": ("b4",),
    "through": ("thru",),
    "though": ("tho",),
    "thanks": ("thx", "thnx", "tnx"),
    "please": ("pls", "plz"),
    "want to": ("wanna",),
    "going to": ("gonna",),
    "the": ("teh",),
    "minutes": ("mins",),
}


def _add_chat_spellings(lex: Lexicon) -> None:
    """Every English word of the lexicon as chat spells it (``all nite``, ``stay til 10 thru the
    window``, ``if u see her``: :data:`CHAT_SPELLINGS`), one word at a time, where that spelling is
    no word of its own. Names, negations and what turns an order round keep their one spelling."""
    for said, word in list(lex.words.items()):
        if not said.isascii() or word.kind in ("NAME", "WHO", "SEP"):
            continue
        padded = f" {said} "
        for plain, chat in CHAT_SPELLINGS.items():
            if f" {plain} " not in padded:
                continue
            for spelt in chat:
                lex.add(padded.replace(f" {plain} ", f" {spelt} ").strip(), word)


# English words a contraction without its apostrophe would be (we're: were, he'll: hell)
_NOT_CONTRACTIONS = frozenset({"well", "were", "hell", "shell", "id", "wed", "shed", "ill", "lets", "cant"})


def _add_unmarked(lex: Lexicon) -> None:
    """Contractions typed without the apostrophe, as chat does (``im``, ``dont``, ``doesnt
    matter whos there``): every English word with an apostrophe is also known without it,
    unless that is another word (``were``, ``well``)."""
    for said, word in list(lex.words.items()):
        if "'" not in said or not said.isascii() or word.kind == "NOT":  # dont go: a "not" refused whole
            continue
        bare = said.replace("'", "")
        if not any(w in _NOT_CONTRACTIONS for w in bare.split()):
            lex.add(bare, word)


@per_inn
def _cached(inn: Inn, names: tuple[str, ...], declared: tuple[tuple[str, tuple[str, ...]], ...]) -> Lexicon:
    return build(inn, names, dict(declared))


def lexicon(inn: Inn, names: Iterable[str], declared: Mapping[str, Iterable[str]] | None = None) -> Lexicon:
    """The lexicon for a map and a cast, with the nicknames the GM ``declared`` (built once
    per map, cast and nicknames)."""
    said = tuple(sorted((name, tuple(nicks)) for name, nicks in (declared or {}).items()))
    return _cached(inn, tuple(sorted(names)), said)
