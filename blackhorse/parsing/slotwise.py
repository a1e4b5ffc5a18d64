"""The second reader: a message the grammar refused, read slot by slot (issue 22).

The first reader (:mod:`~blackhorse.parsing.message`) refuses a whole message at the first word
the grammar does not expect where it stands ("misplaced"), even when that word says nothing the
order around it does not already say: ``十点之前我的门谁敲都不开`` (the 的 and the 门 of "my door"
before the door rule), ``9点去花园去`` (the going said twice). When it refuses a message for that
reason only, never for a rule the orders break, :func:`recovered` reads it again:

1. **Phrases where they read.** The message's words (the lexer's, after everything the first
   reader sets aside) are read left to right by the same grammar, each run as long as it
   reads: a run is a sequence of the grammar's own phrases (a time, a going, a look with its
   view, a condition, a kill, "otherwise", the door ...). A word no run can take is a
   *leftover*.
2. **Pieces at the times.** The message is cut at the phrases that start orders or windows (a
   time, a period, a range, "all night", "before 10"): each piece says one order.
3. **A leftover must say nothing of its own** (:data:`BARE`, :data:`AROUND`): a particle or a
   joining word (的, 和, "and", a punctuation mark), or a word around what the piece already
   says once: a verb of going or staying, "at", "to", "there" beside the piece's one
   destination; 从 / 用 / "through" and a second 看 beside its one look (看走廊 beside a look
   through the peephole only); 门 or "door" beside the message's one door rule. Any other
   leftover (a time, a place, a person, a negation, a condition, a kill, "otherwise", "then",
   an "until" ...) refuses the message, as the first reader did; so does a leftover in a
   piece that holds two destinations or two looks, and one in a piece where an unknown word
   was set aside (it may be what that word was meant for).
4. **The same phrases, or nothing.** The words left are read again by the grammar, as one
   message: they must give exactly the phrases the runs gave (dropping a word never moves a
   place from one phrase to another). They then go through the first reader's assembly,
   checks, echo and echo round trip (:func:`blackhorse.parsing.message.read_message`); the
   leftovers are said on the echo's ``ignored:`` line. When the second reading fails at any
   step, the first reader's refusal is what the player sees; when only the rules refuse what it
   read, they are said first, before that refusal (docs/PARSING.md, "The rule before the word").

It never guesses a word, never moves one, never reads a word as something else than the lexer
read it, and never runs on a message the first reader accepted or refused for a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

from blackhorse.parsing.drafts import Span
from blackhorse.parsing.grammar import Phrase, parser
from blackhorse.parsing.phrases import Phrases

# the first reader's refusals the second reader may read past: the grammar's, at a word
# (every other refusal, a rule's or a word's the reader does not know, stands)
REREAD = frozenset({"misplaced", "ends_early"})

# leftovers that say nothing at all: a particle, a joining word, punctuation
BARE = frozenset({"SEP", "POSS", "AND", "JOIN"})

# leftovers around what the piece says once: the kinds of phrase that must be there, once
_DESTINATION = ("go", "stay", "knock")
AROUND: dict[str, tuple[str, ...]] = {
    "GO": _DESTINATION,
    "STAY": _DESTINATION,
    "AT": _DESTINATION,
    "TO": _DESTINATION,
    "THERE": _DESTINATION,
    "FROM": ("peek",),
    "USE": ("peek",),
    "THROUGH": ("peek",),
    "PEEK_VERB": ("peek",),
    "LOOK_CORRIDOR": ("peek",),
    "DOORWORD": ("door",),
    "DOOR_VERB": ("door",),
}
# the phrases that start a piece: an order's time, or a window
STARTS = frozenset({"time", "period", "between", "allnight", "before"})

_FAILS = (UnexpectedToken, UnexpectedEOF, UnexpectedCharacters)


def recovered(
    tokens: Sequence[Token], text: str, set_aside: Sequence[Span] = ()
) -> tuple[list[Token], list[Span]] | None:
    """The words to read (``tokens`` without the leftovers) and the leftovers' spans, when the
    grammar refuses ``tokens`` and every leftover says nothing of its own (module doc); None
    otherwise. ``set_aside``: where unknown words were set aside in ``text``."""
    starts = [t.start_pos or 0 for t in tokens if t.type != "SEP"]  # a mark left behind moves no word
    if starts != sorted(starts):
        return None  # words moved (bag.py): read as the message says them, or not at all
    runs, left = _runs(tokens)
    if not left or not runs:
        return None
    phrases = [p for run in runs for p in run]
    pieces = _pieces(phrases, len(text), STARTS)
    parts = _pieces(phrases, len(text), STARTS | {"otherwise"})  # an "otherwise" has its own going
    after = {id(t): tokens[k + 1] if k + 1 < len(tokens) else None for k, t in enumerate(tokens)}
    for t in left:
        if not _says_nothing(t, parts, phrases) or _goes_to_look(t, after[id(t)]):
            return None
    for start, end in {
        _piece_of(t, pieces)[0] for t in left if t.type != "SEP" and not _of_the_door(t, left)
    }:
        if any(start <= a < end for a, _ in set_aside):
            return None  # an unknown word set aside in the piece: it may be what was meant
    dropped = {id(t) for t in left}
    kept = [t for t in tokens if id(t) not in dropped]
    if _read(kept) != phrases:
        return None  # the words left read otherwise as one message: never moved
    spans = [(t.start_pos or 0, t.end_pos or 0) for t in left if t.type != "SEP"]
    return kept, spans


def _of_the_door(t: Token, left: list[Token]) -> bool:
    """Whether a leftover is the door's (门, "door") or a particle right after it (门的): the door
    rule is the night's, not its piece's, and a word the reader does not know set aside near it
    holds no door word (the first reader refuses those), so it cannot be what the door was for."""
    if AROUND.get(t.type) == ("door",):
        return True
    k = next(k for k, u in enumerate(left) if u is t)
    prev = left[k - 1] if k else None
    return (
        t.type in BARE
        and prev is not None
        and AROUND.get(prev.type) == ("door",)
        and prev.end_pos == t.start_pos
    )


def _read(tokens: list[Token]) -> list[Phrase] | None:
    try:
        tree = parser().parse(tokens)  # type: ignore[arg-type]
    except _FAILS:
        return None
    phrases: list[Phrase] = Phrases().transform(tree)
    return phrases


def _runs(tokens: Sequence[Token]) -> tuple[list[list[Phrase]], list[Token]]:
    """The message read left to right in runs, each as long as the grammar reads it, and the
    words no run takes (the leftovers)."""
    runs: list[list[Phrase]] = []
    left: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        state = parser().parse_interactive([])
        best = i
        for j in range(i, n):
            try:
                state.feed_token(tokens[j])
            except _FAILS:
                break
            try:
                state.copy().feed_eof()  # type: ignore[no-untyped-call]
            except _FAILS:  # not yet a whole phrase: read on
                continue
            best = j + 1
        run = _read(list(tokens[i:best])) if best > i else None
        if run is None:
            left.append(tokens[i])
            i += 1
            continue
        runs.append(run)
        i = best
    return [r for r in runs if r], left


Piece = tuple[Span, list[Phrase]]


def _pieces(phrases: list[Phrase], length: int, starts: frozenset[str]) -> list[Piece]:
    """The phrases cut into pieces at the phrases of the kinds ``starts`` (those that start
    orders or windows: :data:`STARTS`), each with the part of the message it covers."""
    cuts = [0] + [p.start for k, p in enumerate(phrases) if k and p.kind in starts] + [length]
    out: list[Piece] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        out.append(((a, b), [p for p in phrases if a <= p.start < b]))
    return out


def _piece_of(t: Token, pieces: list[Piece]) -> Piece:
    at = t.start_pos or 0
    for piece in pieces:
        if piece[0][0] <= at < piece[0][1]:
            return piece
    return pieces[-1]


def _says_nothing(t: Token, pieces: list[Piece], phrases: list[Phrase]) -> bool:
    """Whether the leftover ``t`` says nothing its piece does not already say once."""
    if t.type in BARE:
        return True
    kinds = AROUND.get(t.type)
    if kinds is None:
        return False
    if kinds == ("door",):  # the door is the night's: the message's door rule (said again or not)
        return any(p.kind == "door" for p in phrases)
    _, said = _piece_of(t, pieces)
    found = [p for p in said if p.kind in kinds and _placed(p)]
    if len(found) != 1 or (kinds == _DESTINATION and sum(p.kind == "peek" for p in said) > 1):
        return False
    if t.type == "LOOK_CORRIDOR":  # the corridor is what the peephole sees
        return found[0].args.get("kind") == "peephole"
    return True


# the words that start a look: a going right before one goes to look (at what is seen)
_LOOKS = frozenset({"PEEK_VERB", "LOOK_CORRIDOR", "WINDOW", "PEEPHOLE"})


def _goes_to_look(t: Token, nxt: Token | None) -> bool:
    """Whether a leftover verb of going stands right before a look ("go to watch the lawn",
    去看草坪): where it goes is what is looked at, no order; refused, never set aside."""
    return AROUND.get(t.type) == _DESTINATION and nxt is not None and nxt.type in _LOOKS


def _placed(p: Phrase) -> bool:
    """Whether a phrase that may name a place does, by its name (a going home, a place, a
    person's room): "there" is no destination of its own (it may point at what one looks at),
    nor a stay where one is or a knock on no one's door."""
    if p.kind == "go" and p.args.get("home"):
        return True
    target = p.args.get("target")
    if p.kind not in _DESTINATION or not isinstance(target, Phrase):
        return p.kind not in _DESTINATION
    return target.args.get("place") is not None or target.args.get("room_of") is not None
