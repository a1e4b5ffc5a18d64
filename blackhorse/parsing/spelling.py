"""An English word of the orders typed with one slip (``windw``, ``peephol``, ``commn room``, ``gardne``).

Players type fast, in lower case, on phones: the commonest slip is one letter left out, one
too many, one wrong, or two side by side swapped. Where the reader meets a Latin word it does
not know, that word is read as the word of the orders it was meant to be when all of these hold
(docs/PARSING.md, *Casual English*, "words of the orders typed with one slip"):

- the word has five letters or more, or four with the slip after its first two (``lawm``, ``hoem``;
  ``lwan`` stays refused: every word one slip from it must start as it does), and is no English
  word (an English word is meant as itself: ``widow`` is not ``window``, ``warden`` not
  ``garden``; the dictionary is pyspellchecker's, loaded only when a message has such a word);
- exactly one word the reader knows (a word of any entry of the lexicon: the map's places, the
  words of the orders, the fillers; a name of the cast) is one slip away from it, and that word
  is a word of the orders' vocabulary, not a name, a negation, a condition, a maybe, an "or" or
  a rough time: never a correction that could be two words, never one into a word that turns
  an order round;
- the word read with its correction is (the start of) a word of the lexicon where it stands.

The echo says what was read (``corrected: windw→window``), as it does for a Chinese place typed
with a character of the same sound (:mod:`blackhorse.parsing.typos`). Anything else stays a word
the reader does not know, refused with its nearest words.
"""

from __future__ import annotations

import re
from functools import cache

from lark import Token

from blackhorse.parsing.lexicon import Lexicon, Word
from blackhorse.parsing.lexiconmemo import per_lexicon

# the kinds a slip is never read into: a person, what turns an order round or leaves it open
_NEVER = frozenset(
    {"NAME", "WHO", "NOT", "IF", "UNLESS", "HEDGE", "CHOICE", "VAGUE", "WHEN_VAGUE", "WHICH_ROOM", "SEP"}
    | {"NOT_THERE", "NOT_OPEN", "NOT_LET", "EXCEPT", "ROOMMATE"}
)
_WORD = re.compile(r"[a-z]+")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_SHORTEST = 5  # letters typed: a slip in a shorter word could be too many words
_SHORTEST_MEANT = 4
_SHORT = 4  # ... except a word of four whose first two letters every word near it shares (lawm, hoem)


def _one_slip(word: str) -> set[str]:
    """Every string one slip away from ``word``: a letter left out, added, changed, or two
    side by side swapped."""
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in cuts if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    out |= {a + c + b[1:] for a, b in cuts if b for c in _LETTERS}
    out |= {a + c + b for a, b in cuts for c in _LETTERS}
    out.discard(word)
    return out


def _vocabulary(lex: Lexicon) -> dict[str, bool]:
    """Every Latin word of the lexicon's entries (and of the cast's names): whether a slip may
    be read into it (a word of an entry not of :data:`_NEVER`, and of no name); built once per
    lexicon."""
    return _kept(lex)[0]


def _lengths(lex: Lexicon) -> frozenset[int]:
    """The lengths of :func:`_vocabulary`'s words: a word one slip from one is one letter longer
    or shorter at most, so a longer word (a run of letters pasted in) makes no slips at all,
    which would cost its length squared."""
    return _kept(lex)[1]


@per_lexicon
def _kept(lex: Lexicon) -> tuple[dict[str, bool], frozenset[int]]:
    """Each lexicon's Latin words (:func:`_vocabulary`) and their lengths."""
    out: dict[str, bool] = {}
    for surface, word in lex.words.items():
        safe = word.kind not in _NEVER
        for w in _WORD.findall(surface):
            out[w] = out.get(w, False) or safe
    for name in lex.names:
        for w in _WORD.findall(name):
            out[w] = False
    return out, frozenset(map(len, out))


@cache
def _english() -> frozenset[str]:
    """The words of English (pyspellchecker's dictionary), loaded once, when first needed."""
    try:  # lazily: only a message with a likely slip pays for it
        from spellchecker import SpellChecker
    except ImportError:  # an environment without it: no word can be told from English, none is read
        return _EVERY_WORD
    return frozenset(SpellChecker(distance=1).word_frequency.dictionary)


def english_word(word: str) -> bool:
    """Whether ``word`` is a word of English (the dictionary loaded when first asked)."""
    return word.lower() in _english()


@cache
def _frequencies() -> dict[str, int]:
    """How often each word of English is written (pyspellchecker's counts), loaded when first asked."""
    try:
        from spellchecker import SpellChecker
    except ImportError:  # no counts: no word is more common than another
        return {}
    return dict(SpellChecker(distance=1).word_frequency.dictionary)


def commoner(word: str, than: str, times: int) -> bool:
    """Whether ``word`` is written at least ``times`` times as often as ``than`` in English."""
    counts = _frequencies()
    return counts.get(word.lower(), 0) >= times * max(counts.get(than.lower(), 0), 1)


# the letter keys and their neighbours on a QWERTY keyboard (a phone's too)
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def _neighbours() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {c: set() for row in _ROWS for c in row}
    for r, row in enumerate(_ROWS):
        for k, c in enumerate(row):
            out[c] |= set(row[max(k - 1, 0) : k + 2]) - {c}
            for other in (_ROWS[r - 1] if r else "", _ROWS[r + 1] if r + 1 < len(_ROWS) else ""):
                # the row above is shifted half a key left of this one, the row below half right
                lo = k if other is _ROWS[r - 1] and r else k - 1
                out[c] |= set(other[max(lo, 0) : lo + 2])
    return out


_NEAR_KEYS = _neighbours()


def far_keys_apart(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one letter changed for a letter that is not next to it on the
    keyboard (``game``: ``same``; ``shit``: ``shut`` is a slip, i beside u)."""
    if len(a) != len(b):
        return False
    diff = [k for k in range(len(a)) if a[k] != b[k]]
    if len(diff) != 1:
        return False
    x, y = a[diff[0]].lower(), b[diff[0]].lower()
    return x in _NEAR_KEYS and y not in _NEAR_KEYS[x]


class _Every(frozenset[str]):
    """Every word is English: what is said when the dictionary cannot be loaded."""

    def __contains__(self, word: object) -> bool:
        return True


_EVERY_WORD = _Every()


def respellings(word: str, lex: Lexicon) -> list[str]:
    """The words of the lexicon one slip away from ``word`` (none when ``word`` is a word the
    reader knows, too short, or English)."""
    if len(word) < _SHORT or not word.isalpha() or not word.isascii():
        return []
    vocab = _vocabulary(lex)
    if word in vocab or not {len(word) - 1, len(word), len(word) + 1} & _lengths(lex):
        return []
    near = sorted(w for w in _one_slip(word) if w in vocab)
    if len(word) < _SHORTEST and any(w[:2] != word[:2] for w in near):
        return []  # lwan: the slip is at its start, where a short word could be many
    if not near or not any(vocab[w] and len(w) >= _SHORTEST_MEANT for w in near) or word in _english():
        return []
    return near


def misspelt_word(text: str, i: int, lex: Lexicon) -> tuple[int, Word, str] | None:
    """The word of the lexicon that starts at ``i`` once the Latin word there is read with its
    correction: ``(end in text, the word, the Latin word meant)``, or None. Only when exactly
    one correction makes a word of the orders there, and no other one is a word of its own."""
    m = _WORD.match(text, i)
    if m is None or (i > 0 and text[i - 1].isascii() and text[i - 1].isalnum()):
        return None
    pair = _pair_slipped(text, m, lex)
    if pair is not None:
        return pair
    vocab = _vocabulary(lex)
    dropped = _g_dropped(m.group(), vocab)
    if dropped is not None:  # goin, stayin', headin: the -ing said without its g
        typed = m.end() + (text[m.end() : m.end() + 1] == "'")
        here = _word_at(dropped, typed - i, text, typed, lex)
        return None if here is None or here[1].kind in _NEVER else (i + here[0], here[1], dropped)
    if m.end() < len(text) and (text[m.end()].isdigit() or text[m.end()] in "'_-"):
        return None
    bare = _unvowelled(m.group(), lex)
    if bare is not None:  # wndw, grdn, pphl: a noun texted without its vowels
        here = _word_at(bare, len(m.group()), text, m.end(), lex)
        return None if here is None or here[1].kind not in _NOUNS else (i + here[0], here[1], bare)
    found: list[tuple[int, Word, str]] = []
    for meant in respellings(m.group(), lex):
        here = _word_at(meant, len(m.group()), text, m.end(), lex)
        if here is not None and (here[1].kind in _NEVER or not vocab[meant] or len(meant) < _SHORTEST_MEANT):
            return None  # it could be a person, a negation ... or a word too short to tell
        if here is None and meant in lex.words:
            return None  # a word of its own elsewhere: two words it could be
        if here is not None:
            found.append((i + here[0], here[1], meant))
    return found[0] if len(found) == 1 else None


# the kinds a name of two words with a slip in its second may be read into (east stars, common rom)
_PAIR_KINDS = frozenset({"PLACE", "ROOMWORD", "WINDOW", "PEEPHOLE"})
_NEXT_WORD = re.compile(r" ([a-z]{3,})(?![a-z0-9'_-])")


def _pair_slipped(text: str, m: re.Match[str], lex: Lexicon) -> tuple[int, Word, str] | None:
    """``east stars``, ``common rom``: a place (or a window, a peephole) whose name is two words,
    typed with one slip in the second, is that place when exactly one such name starts with the
    first word as typed, and that word is no word of its own ("the windw" is mended one word at a
    time). The first word settles what the second means ("stars" is a word of English, "rom" too
    short to mend alone). None otherwise."""
    n = _NEXT_WORD.match(text, m.end())
    if n is None or m.group() in lex.words or f"{m.group()} {n.group(1)}" in lex.words:
        return None  # "the windw": a word of its own first, mended alone (windw: window)
    found: dict[tuple[str, str | None], list[str]] = {}
    for meant in _one_slip(n.group(1)):
        word = lex.words.get(f"{m.group()} {meant}")
        if word is not None and word.kind in _PAIR_KINDS:
            found.setdefault((word.kind, word.value), []).append(f"{m.group()} {meant}")
    if len(found) != 1:
        return None
    (kind, value), said = next(iter(found.items()))
    said.sort(key=lambda s: (s in lex.variants, s))  # common room, not its chat spelling common rm
    return n.end(), Word(kind, value or said[0]), said[0]


# the nouns of the orders a word texted without its vowels may be (wndw: window)
_NOUNS = frozenset({"WINDOW", "PEEPHOLE", "PLACE", "ROOMWORD"})
_VOWELS = re.compile("[aeiouy]")


def _skeleton(word: str) -> str:
    """``word`` without its vowels (y too), its doubled letters said once (corridor: crdr)."""
    bare = _VOWELS.sub("", word)
    return "".join(c for k, c in enumerate(bare) if k == 0 or bare[k - 1] != c)


def _unvowelled(word: str, lex: Lexicon) -> str | None:
    """``wndw``, ``grdn``, ``pphl``: the one noun of the orders (a word of four letters or more) a
    word of three consonants or more, with no vowel, writes without its vowels; None when it is
    none or several (a terse gamer's texting)."""
    if len(word) < 3 or _VOWELS.search(word) or not word.isalpha():
        return None
    meant = _skeletons(lex).get(_skeleton(word), [])
    return meant[0] if len(meant) == 1 else None


@per_lexicon
def _skeletons(lex: Lexicon) -> dict[str, list[str]]:
    """The Latin nouns of the orders of four letters or more by their consonants (:func:`_skeleton`)."""
    index: dict[str, list[str]] = {}
    for surface, w in lex.words.items():
        if w.kind in _NOUNS and surface.isalpha() and surface.isascii() and len(surface) >= 4:
            index.setdefault(_skeleton(surface), []).append(surface)
    return index


def _g_dropped(word: str, vocab: dict[str, bool]) -> str | None:
    """``goin``, ``stayin``, ``watchin``: a verb in -ing typed as it is said, without its g (Australian
    and texting English), is that verb; only where the word with its g is a word of the orders a slip
    may be read into and the word typed is no English word (``thin`` is not ``thing``)."""
    meant = word + "g"
    if len(word) < 4 or not word.endswith("in") or not vocab.get(meant) or word in _english():
        return None
    return meant


def _word_at(meant: str, typed: int, text: str, after: int, lex: Lexicon) -> tuple[int, Word] | None:
    """The longest word of the lexicon that ``meant`` followed by ``text[after:]`` starts with,
    covering ``meant`` whole: (its length in ``text`` from the start of the word typed, ``typed``
    letters long, the word)."""
    shift = len(meant) - typed
    said = meant + text[after : after + 40]
    for length in lex.lengths_from(said[0]):
        if length < len(meant) or length > len(said):
            continue
        word = lex.words.get(said[:length])
        if word is None:
            continue
        if length == len(said) or not (said[length].isascii() and said[length].isalnum()):
            return length - shift, Word(word.kind, word.value or said[:length])
    return None


def spelled(tokens: list[Token], text: str, lex: Lexicon) -> list[tuple[int, int, str]]:
    """The words read with a correction: (start, end, the word meant), for the echo's
    ``corrected:`` line. A Latin word of the message that is no word of the lexicon, outside
    the parts read otherwise (a time, a name, a part not understood), was read with one."""
    kept = [(t.start_pos or 0, t.end_pos or 0) for t in tokens if t.type in _READ_OTHERWISE]
    vocab = _vocabulary(lex)
    out: list[tuple[int, int, str]] = []
    for m in _WORD.finditer(text):
        if (m.start() and text[m.start() - 1].isalnum()) or any(a <= m.start() < b for a, b in kept):
            continue
        pair = _pair_slipped(text, m, lex)
        if pair is not None:  # a name of two words mended in its second: both quoted (east stars)
            out.append((m.start(), pair[0], pair[2]))
            continue
        if len(m.group()) < _SHORT or m.group() in vocab:
            continue
        slip = misspelt_word(text, m.start(), lex)
        if slip is not None:
            out.append((m.start(), m.end(), slip[2]))
    return out


# the words read as something else than a word of the lexicon (a time, a length, a name by its sound)
_READ_OTHERWISE = frozenset({"UNKNOWN", "TIME", "DURATION", "NAME"})
