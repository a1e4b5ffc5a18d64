"""The words of the order language, in Chinese and English, and the map's and the cast's names.

Every word the reader knows has a kind (the grammar's terminal) and, for places, people and
periods, a value. The fixed words are in ``blackhorse/data/parsing-words.yaml``; place words
come from the map (spot names, ``aliases``, ``names_zh``, and the names the echo uses), so an edited map
brings its own. Everything is in the normalised form of :mod:`blackhorse.parsing.text`
(NFKC, lower case). docs/PARSING.md lists the same words for GMs.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import field

from blackhorse.core.dataclass import dataclass
from blackhorse.inn.layout import Inn
from blackhorse.orders.conditionkinds import ALONE, ALWAYS
from blackhorse.orders.messagewords import HOME, built, message_words, place_words, surface
from blackhorse.orders.words import HOME_WORDS, PEEK_WORDS
from blackhorse.parsing.englishforms import forms as verb_forms
from blackhorse.parsing.englishforms import lemmas, third
from blackhorse.parsing.naming import SELF_ZH, forms, honorific, slot_forms, titled_en
from blackhorse.parsing.pinyinforms import pinyin_forms
from blackhorse.parsing.text import simplified
from blackhorse.parsing.verbforms import chinese_verb_forms

__all__ = ["HOME", "ROOM", "Lexicon", "Word", "build", "built", "nicknames", "place_words"]

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
    # forms that are a person only where a person stands (a one-character surname: 陶), by form
    slots: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # the words known as another spelling or form of a word (nite, goes): never offered as a hint
    variants: set[str] = field(default_factory=set)
    # the Chinese words typed in pinyin (pinyinforms.py): counted as Chinese when guessing the language
    pinyin: set[str] = field(default_factory=set)
    # the Chinese forms of people's names by their sound (toneless pinyin): built on first use
    heard: dict[str, tuple[str, ...]] | None = field(default=None, repr=False, compare=False)
    _by_first: dict[str, tuple[int, ...]] | None = field(default=None, repr=False, compare=False)
    _starting: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)
    # the words a did-you-mean hint may offer, by whether they are Latin (lexer.near_words):
    # built on first use
    hint_pools: dict[bool, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)
    # the tables the reader derives from this lexicon (lexiconmemo.per_lexicon), freed with it
    memo: dict[Hashable, object] = field(default_factory=dict, repr=False, compare=False)

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


def nicknames(name: str) -> list[str]:
    """What players call a person of the cast besides the name (docs/PARSING.md, *People*): the
    forms :func:`blackhorse.parsing.naming.forms` builds from the name's parts (surname, given
    name, title, script, romanisation). A nickname two people of the cast share is no one's (it
    is refused as ambiguous, never guessed)."""
    return forms(name)


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
    slots: dict[str, set[str]] = {}
    for name in names:
        for form in slot_forms(name):
            slots.setdefault(simplified(form), set()).add(name)
    lex.slots = {form: tuple(sorted(who)) for form, who in sorted(slots.items())}


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
        if one and nick.isascii() and nick.replace(" ", "").isalpha():
            for titled in titled_en(nick):  # "Ms Tangtang", "old Keung" (round twenty-eight)
                lex.words.setdefault(titled, Word("NAME", next(iter(who))))
        if one:  # "Su Wan-san", 婉姐-san (round thirty-four)
            for honoured in honorific(nick):
                lex.words.setdefault(honoured, Word("NAME", next(iter(who))))


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
    if not _fixed_kept(lex, inn):
        _add_fixed(lex)
    _add_declared(lex, declared or {})  # after every fixed word, before the derived ones
    _add_nicknames(lex, [same[0] for same in by_lower.values()])
    _add_unmarked(lex)  # last: never in the place of a name or a nickname
    if not _derived_kept(lex, inn):
        _add_derived(lex)
    for said, word in list(pinyin_forms(lex.words)):  # last: every name and word of English first
        _add_variant(lex, said, word)
        lex.pinyin.add(said)
    return lex


def _add_fixed(lex: Lexicon) -> None:
    """The fixed words (``parsing-words.yaml``), the order files' own words, and their forms."""
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
    kinds = {said: word.kind for said, word in lex.words.items()}
    for s, kind in chinese_verb_forms(kinds).items():  # 碰C, 蹲草坪, 瞅瞅: Chinese verbs by class
        lex.add(s, Word(kind))
    # the order files' own words (blackhorse/orders/words.py) read the same in a message
    for s in HOME_WORDS:
        lex.add(s, Word("PLACE", HOME))
    for s, peek in PEEK_WORDS.items():
        lex.add(s, Word("WINDOW" if peek == "window" else "PEEPHOLE"))
    for kind, token in ((ALONE, "ALONE"), (ALWAYS, "ALWAYS")):  # the kinds the grammar reads
        for s in (kind.word, *kind.typed):
            lex.add(s, Word(token))
    _add_unapostrophed(lex)
    for s in SELF_ZH:  # 在下, 鄙人: the sender, as 我 is (read past)
        lex.add(s, Word("FILLER"))


def _add_derived(lex: Lexicon) -> None:
    """The words derived from the fixed ones: chat spellings, words heard as others, English verbs
    in every form (about four fifths of a build's time)."""
    _add_chat_spellings(lex)
    for said, meant in HEARD_AS.items():  # 草皮 for 草坪: a word of its own, never a hint
        if meant in lex.words:
            _add_variant(lex, said, lex.words[meant])
    _add_verb_forms(lex)


# per map (its digest): its place words, and the fixed words added after them with no cast
_FIXED: dict[str, tuple[dict[str, Word], tuple[tuple[str, Word], ...]]] = {}


def _fixed_words(inn: Inn) -> tuple[dict[str, Word], tuple[tuple[str, Word], ...]]:
    """The map's place words, and the fixed words :func:`_add_fixed` adds after them with no
    cast, in order: computed once per map (about three quarters of a second)."""
    kept = _FIXED.get(inn.digest)
    if kept is None:
        base = Lexicon()
        for text, spot in place_words(inn).items():
            base.add(text, Word("PLACE", spot))
        places = dict(base.words)
        _add_fixed(base)
        if len(_FIXED) > 8:
            _FIXED.clear()
        kept = _FIXED[inn.digest] = (places, tuple((s, w) for s, w in base.words.items() if s not in places))
    return kept


def _fixed_kept(lex: Lexicon, inn: Inn) -> bool:
    """Add to ``lex`` the fixed words computed once per map with no cast (:func:`_fixed_words`),
    when they are exactly what :func:`_add_fixed` would add: ``lex`` holds the map's place words
    and, besides, only surfaces that neither the places nor the fixed words hold (the cast's
    names, which derive no fixed word). False (nothing added) otherwise: a tenant called "Go"
    is built the long way."""
    places, fixed = _fixed_words(inn)
    if any(lex.words.get(s) != w for s, w in places.items()):
        return False
    extra = {s for s in lex.words if s not in places}
    if any(s in extra for s, _ in fixed):
        return False
    for s, w in fixed:
        lex.words[s] = w
    return True


# per map (its digest): the words before the derived ones with no cast, and the derived words
_BASES: dict[str, tuple[dict[str, Word], tuple[tuple[str, Word], ...]]] = {}
_CAST_KINDS = frozenset({"NAME", "WHO"})


def _derived_kept(lex: Lexicon, inn: Inn) -> bool:
    """Add to ``lex`` the derived words computed once per map with no cast, when they are exactly
    what :func:`_add_derived` would add: the cast added only names and nicknames (which derive
    nothing) at surfaces neither the fixed words nor the derived ones hold. False (nothing added)
    otherwise: a name that is a word (a tenant called "Go") is built the long way."""
    if lex.variants:
        return False
    kept = _BASES.get(inn.digest)
    if kept is None:
        places, fixed = _fixed_words(inn)  # the fixed words, computed once for both
        base = Lexicon(words={**places, **dict(fixed)})
        _add_unmarked(base)
        before = dict(base.words)
        _add_derived(base)
        derived = tuple((s, w) for s, w in base.words.items() if s not in before)
        if len(_BASES) > 8:
            _BASES.clear()
        kept = _BASES[inn.digest] = (before, derived)
    before, derived = kept
    extra = [s for s in lex.words if s not in before]
    if len(lex.words) - len(extra) != len(before) or any(lex.words[s].kind not in _CAST_KINDS for s in extra):
        return False
    if any(lex.words[s] != w for s, w in before.items()):
        return False
    taken = set(extra)
    if any(s in taken for s, _ in derived):
        return False
    for s, w in derived:
        lex.words[s] = w
        lex.variants.add(s)
    return True


# the first words of English verbs of the orders that are no verb ("back home", "straight to")
_NO_VERB = frozenset(
    {"i", "i'll", "i'm", "i'd", "and", "then", "to", "the", "my", "back", "off", "up", "down", "over"}
    | {"out", "be", "will", "just", "straight", "right", "once", "home", "in", "at", "on", "into", "not"}
    | {"a", "an", "all", "first", "also", "still", "never", "always", "only", "u", "you", "we", "let's"}
    | {"no", "nothing", "eyes", "bed", "solo", "the", "won't", "going", "with", "keeping", "both"}
)
# the kinds whose English words open with a verb: known in every form of it (englishforms.py)
_VERB_KINDS = frozenset(
    {"GO", "STAY", "PEEK_VERB", "KILL", "VISIT", "KNOCK", "RETURN_HOME", "LOOK_CORRIDOR", "MEET"}
)
# forms that say something else before a verb: "I've got to go" (must), "I had to"; "did it" and
# "done it" say a kill is over, not one to do; "left" alone is a side
_NOT_THE_VERB = frozenset(
    # "shot" (shoot): one letter from "shut", a slip of the door's word more often than a kill
    {"got to", "had to", "did it", "done it", "done", "left", "laid", "lay", "was", "been", "shot"}
)


# the kinds that say what someone else does ("if nobody opens", "if C comes alone", "nobody gets in")
_THEIR_KINDS = frozenset(
    {"NOBODY_OPENS", "ARRIVE", "DOOR_CLOSED", "DOOR_OPEN", "DOOR_VERB", "SOMEONE", "NOT_THERE", "ALWAYS"}
)
# verbs said of someone else besides those of the orders
_THEIR_VERBS = frozenset({"open", "answer", "let", "get", "come", "stay", "show", "turn", "appear", "arrive"})


def _add_plain_agreement(lex: Lexicon, verbs: set[str]) -> None:
    """What someone else does said without the third person's ``-s``, as non-native players
    write it (``if nobody open``, ``if he don't open``, ``nobody get in``): the same words."""
    plain_of: dict[str, str] = {}  # each word as said plainly, found once per build

    def plain(w: str) -> str:
        if w not in plain_of:
            found = next((v for v in lemmas(w) if v in verbs and third(v) == w), w)
            plain_of[w] = "don't" if w == "doesn't" else found
        return plain_of[w]

    for said, word in list(lex.words.items()):
        if word.kind not in _THEIR_KINDS or not said.isascii() or " " not in said:
            continue
        _add_variant(lex, " ".join(plain(w) for w in said.split(" ")), word)


def _add_verb_forms(lex: Lexicon) -> None:
    """Every English verb of the orders in every form (``goes``, ``went``, ``gone``, ``going``;
    ``knocked on``, ``knocking on``; ``stayed put``, ``kept an eye on``: the rules and table of
    :mod:`blackhorse.parsing.englishforms`), where that form is no word of its own: a story told
    of the sender by their name (:mod:`blackhorse.parsing.storysaid`), an intention, or a plan
    written in the past as non-native players do (``at 9 I went to the garden``)."""
    places = {w for s, word in lex.words.items() if word.kind == "PLACE" and s.isascii() for w in s.split()}
    near = _blanked(places)
    verbs: set[str] = set(_THEIR_VERBS)
    kept: dict[str, tuple[str, ...]] = {}  # a verb's forms that are no slip for a place word
    for said, word in list(lex.words.items()):
        if word.kind not in _VERB_KINDS or not said.isascii() or not said[:1].isalpha():
            continue
        first, _, rest = said.partition(" ")
        if first in _NO_VERB or first.endswith(("ing", "ed")) or "'" in first or first in lex.variants:
            continue
        if first.endswith("s") and not first.endswith("ss"):
            continue  # already a third person (goes, kills)
        verbs.add(first)
        if first not in kept:  # "stares" is one letter from "stairs", a slip the reader mends (spelling.py)
            kept[first] = tuple(f for f in verb_forms(first) if len(f) < 5 or not _one_apart(f, near))
        for form in kept[first]:
            said_so = f"{form} {rest}".strip()
            if said_so not in _NOT_THE_VERB and form not in _NOT_THE_VERB:
                _add_variant(lex, said_so, word)
    _add_plain_agreement(lex, verbs)


def _blanked(words: Iterable[str]) -> dict[str, set[str]]:
    """Each word with one of its letters blanked (``st_irs``, for every letter), and the words
    that give it: two words of one length differ in one letter where they give the same."""
    out: dict[str, set[str]] = {}
    for w in words:
        for i in range(len(w)):
            out.setdefault(f"{w[:i]}\0{w[i + 1 :]}", set()).add(w)
    return out


def _one_apart(word: str, blanked: dict[str, set[str]]) -> bool:
    """Whether ``word`` differs in one letter from one of the words ``blanked`` was made of
    (a lookup per letter, not a comparison with every word: the lexicon asks it ~25,000 times)."""
    return any(blanked.get(f"{word[:i]}\0{word[i + 1 :]}", set()) - {word} for i in range(len(word)))


def _add_variant(lex: Lexicon, said: str, word: Word) -> None:
    """``said`` known as ``word`` (another spelling or form of it), never offered as a hint."""
    if said and said not in lex.words:
        lex.add(said, word)
        lex.variants.add(said)


# how chat spells a word of English (all nite, tonite, u, ur, b4, thru, tho): the same word
CHAT_SPELLINGS = {
    "night": ("nite",),
    "tonight": ("tonite", "2nite", "2night"),
    "tomorrow": ("tmrw", "tmr", "tmrow", "2moro", "2morrow"),
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
    "with": ("w/", "w"),
    "room": ("rm",),
    "back": ("bk",),
    "window": ("win",),
    "people": ("ppl",),
    "let me": ("lemme",),
    "and": ("n",),
    "at": ("@",),
    "someone": ("some1", "sum1"),
    "anyone": ("any1",),
    "everyone": ("every1",),
    "no one": ("no1", "no 1"),
    "from": ("frm", "fr"),
    "see": ("c",),
    "okay": ("k", "kk", "okie"),
    "are": ("r",),
    "sorry": ("sry", "soz"),
    "because": ("coz", "cos", "cuz", "bc", "b/c"),
    "don't": ("dun",),  # Singapore and Malaysia
    "till": ("til", "'til", "'till"),  # issue 22, English round eight: "til bedtime", "'til 10"
    "there": ("ther", "thare"),  # issue 22, English round nine: "if hes ther", a letter short
}


# a noun of the map as a speech recogniser or a player says it with another word of its meaning
# (草皮, turf, for 草坪): read as it, never offered as a hint
HEARD_AS = {"草皮": "草坪", "草皮上": "草坪上", "草皮那边": "草坪那边"}


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
                _add_variant(lex, padded.replace(f" {plain} ", f" {spelt} ").strip(), word)


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
