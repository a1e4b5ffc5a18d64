"""Every word of a message accounted for (issue 22: never a silent misread, by construction).

A reading is accepted only when each word the lexer cut from the message (:func:`blackhorse.
parsing.lexer.scan`) is one of:

- **read**: a word the grammar read, in a phrase that made an order, a door rule, a standing
  order or a condition (the words it parsed, where the message says them);
- **read with a phrase**: a word a rewrite left out because the phrase it built says it
  (``门：只给B开`` the door rule; ``只要他一个人`` after ``碰到C``: C alone), declared where it is
  left out with :func:`read_past`, naming the word of that phrase it goes with, which must be
  read in turn;
- **set aside and said**: on the echo's ``ignored:`` line (greetings, thanks, a stroll, the second
  reader's leftovers, brackets that only describe), or a route said "the same way" (read by
  :mod:`blackhorse.parsing.finish`);
- **quiet**: punctuation, joining words and the lexicon's fillers (particles the grammar drops on
  purpose: 的, 了, 就, "the", "please").

Anything else was dropped unsaid, whatever dropped it (a rewrite nobody expected to meet that
message, a clause rearranged, a word the second reader read past): :func:`unaccounted` names
it, and the message is refused at that word (``unsaid``), never accepted without it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from lark import Token

Span = tuple[int, int]

# the kinds of word that carry no order meaning of their own: punctuation, joining words, the
# lexicon's fillers, the possessive 的 / 's, and words set aside by the lexicon (said: aside.py)
QUIET = frozenset({"SEP", "AND", "JOIN", "LISTJOIN", "FILLER", "POSS", "ASIDE"})

# what rewrites declared they read with a phrase, while a message is read: (word, phrase word)
_LEDGER: ContextVar[list[tuple[Span, Span]] | None] = ContextVar("blackhorse_read_past", default=None)


@contextmanager
def ledger() -> Iterator[list[tuple[Span, Span]]]:
    """What the rewrites run inside this block declare they read with a phrase
    (:func:`read_past`), as ``(word's span, phrase word's span)``."""
    book: list[tuple[Span, Span]] = []
    token = _LEDGER.set(book)
    try:
        yield book
    finally:
        _LEDGER.reset(token)


def read_past(into: Token, *words: Token) -> None:
    """A rewrite leaves ``words`` out because the phrase of ``into`` (a word it keeps or makes)
    says them: ``门：只给B开`` (门 with the door rule), ``只要他一个人`` after a meeting (with
    its ALONE). Recorded only while a message is read (:func:`ledger`); the words count as
    read only if ``into`` is read."""
    book = _LEDGER.get()
    if book is None:
        return
    target = (into.start_pos or 0, into.end_pos or 0)
    book.extend(((w.start_pos or 0, w.end_pos or 0), target) for w in words if w is not into)


def set_aside_together(words: list[Token], end: int | None = None) -> Token:
    """``words`` said together as one word set aside (``ASIDE``: a cheer, ``冲了冲了``; a kill only
    announced, ``今晚要动手了``), the others read with the first, ending at ``end`` (default: where
    the last ends)."""
    first = words[0]
    read_past(first, *words[1:])
    last = words[-1].end_pos if end is None else end
    return Token("ASIDE", "".join(str(t) for t in words), start_pos=first.start_pos, end_pos=last)


def words_between(words: list[Token], start: int, end: int) -> tuple[int, int] | None:
    """The slice ``[first, last)`` of ``words`` lying wholly in the text's ``[start, end)``, to be
    set aside as one part; None when there is none, when they are not side by side, or when a word
    the lexer read runs across ``start`` or ``end`` (the part would cut it)."""
    part = [k for k, t in enumerate(words) if (t.start_pos or 0) >= start and (t.end_pos or 0) <= end]
    if not part or part != list(range(part[0], part[-1] + 1)):
        return None
    if any((t.start_pos or 0) < at < (t.end_pos or 0) for t in words for at in (start, end)):
        return None
    return part[0], part[-1] + 1


def rebuilt(stage: Callable[..., list[Token]]) -> Callable[..., list[Token]]:
    """``stage``, a rewrite (the words in, the words out) that leaves words out where the phrase
    it reads says them (``老王在那儿没别人``: 老王没别人, him alone): each word it leaves out is read
    with the word kept nearest to it in the same sentence, and counts only if that word is read
    in the end. The decorator is the declaration, rewrite by rewrite: a rewrite without it that
    leaves a word out must say which phrase reads it (:func:`read_past`), or the message is
    refused at the word."""

    def run(tokens: list[Token], *args: object, **kwargs: object) -> list[Token]:
        out = stage(tokens, *args, **kwargs)
        if _LEDGER.get() is None:
            return out
        kept = {id(t) for t in out}
        stops = sorted((t.start_pos or 0) for t in out if t.type == "SEP" and str(t) in SENTENCE_MARKS)
        said = [t for t in out if t.type not in QUIET and (t.end_pos or 0) > (t.start_pos or 0)]
        for t in tokens:
            if id(t) in kept or t.type in QUIET:
                continue
            near = [m for m in said if not _apart(_span(t), _span(m), stops)]
            if near:
                read_past(min(near, key=lambda m: abs((m.start_pos or 0) - (t.start_pos or 0))), t)
        return out

    return run


# the marks that end a sentence, in Chinese and English (a comma ends only a clause)
SENTENCE_MARKS = frozenset({".", "。", "!", "！", "?", "？", ";", "；", "\n"})


def _apart(a: Span, b: Span, stops: list[int]) -> bool:
    """Whether a sentence's end (kept) stands between spans ``a`` and ``b``."""
    low, high = min(a[1], b[1]), max(a[0], b[0])
    return any(low <= s < high for s in stops)


def unaccounted(
    words: Iterable[Token],
    read: Iterable[Token],
    said: Iterable[Span],
    past: Iterable[tuple[Span, Span]] = (),
) -> list[Token]:
    """The words of ``words`` (as cut) that carry meaning and are neither ``read`` (the words the
    grammar parsed), in a span ``said`` (set aside and listed), nor read with a phrase that is
    read (``past``: :func:`read_past`). A word counts when every character of it is covered."""
    covered: set[int] = set()
    for a, b in [*((t.start_pos or 0, t.end_pos or 0) for t in read), *said]:
        covered.update(range(a, b))
    pending = list(past)
    while pending:  # a word read with a phrase read with another phrase ...
        done = [(w, p) for w, p in pending if _within(p, covered)]
        if not done:
            break
        for (a, b), _ in done:
            covered.update(range(a, b))
        pending = [x for x in pending if x not in done]
    return [w for w in words if w.type not in QUIET and not _within(_span(w), covered)]


def _span(t: Token) -> Span:
    return t.start_pos or 0, t.end_pos or 0


def _within(span: Span, covered: set[int]) -> bool:
    return all(i in covered for i in range(*span))
