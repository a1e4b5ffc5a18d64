"""A correction sent after the orders that finds the order it changes by its time or its place
(docs/PARSING.md, *English scope words, follow-ups and carried values*).

Players add a line under their list rather than rewrite it: "actually make the 10pm one the
lawn", "scratch that, 9:30 not 9", "change the lawn bit to 10:20", "Correction: the 201 thing at
10:20, not 10", "wait, make #2 9:30 not 9:00", "scratch the 9pm garden, I'll go to the common room
instead". Each says three things, in a closed set of shapes:

- **which order**: named by its time or its place (a value right before "one", "bit", "thing",
  "order"...; or after "scratch", "change", "move", "make"), by the number of its line in a
  numbered list (``#2``), or by the value it replaces ("not 9", "not 9:00");
- **the new value**: one time or one place (after "to", "make it", "the ... one", or just said);
- **nothing else**: every other word of the sentence is a word of changing (``CHANGE``, "make",
  "change", "wait"...), a noun for the order, "to", "at", "not", punctuation.

The new value takes the place of that order's time or going; the old value and the correction's
words are set aside and said on the echo's last line. **Never guessed:** each value that names
the order must name one word of the message before it, in one timed order (a time said twice,
"until 10" beside "10 home", or a place gone to twice names nothing), and all must name the same
order; otherwise, where a value that names the order is said in the orders before (found more
than one way, or as no order's time or going: "9 garden. 10 garden. move the garden to 9:40"),
the sentence is refused at its words (a change that does not say what it changes), never read as
an order of its own; where none is, it is left as it was (read or refused as before).

**A reason said between a change and what replaces** ("at quarter to nine - no wait, has to be on
the tens, make it 8:40"): the first word of changing and the reason (words the orders do not know,
no time, place, person, look, kill or condition) are set aside, and the second change is read as
it stands ("no wait, make it 8:40": the time before replaced), by :func:`reason_between`.
"""

from __future__ import annotations

import re

from lark import Token

from blackhorse.parsing.accounting import rebuilt
from blackhorse.parsing.amendsaid import UNRESOLVED
from blackhorse.parsing.casualwords import retoken

_STOPS = frozenset({".", ";", "!", "?", "\n"})
# the words that open a change and name the order right after them ("change the lawn bit")
_NAMING = frozenset(
    {"make", "change", "move", "switch", "swap", "scratch", "put", "push", "shift", "bump", "replace"}
)
# a noun for the order, right after what names it ("the 10pm one")
_NOUNS = frozenset({"one", "bit", "thing", "order", "part", "slot", "item", "entry", "line", "step", "move"})
# words of owning up to a slip: a change, said without a word of the lexicon's ``CHANGE``
_OWNING = frozenset(
    {"actually", "wait", "correction", "correct", "update", "edit", "sorry", "oops", "instead"}
)
# words of changing that name nothing (a CHANGE token, or a word the lexicon does not know)
_TALK = frozenset(
    {
        *_OWNING,
        *("hmm", "also", "it", "that", "should", "be", "is", "to", "into", "with", "of", "please", "pls"),
        *("ok", "okay", "oh", "ah", "um", "uh", "no", "i", "want", "let's", "lets", "i'd", "rather"),
        *("plan", "for", "with"),
    }
)
# the words that drop the order named ("skip the lawn", "scratch the 9pm garden")
_DROPPING = frozenset({"skip", "scratch", "drop", "forget", "cancel", "remove", "ditch", "delete"})
_SWAPPED = re.compile(r"(?<![a-z])(for|with)(?![a-z])", re.IGNORECASE)
_NEW_AFTER = frozenset({"to", "into", "->", "→", "make it", "should be", "be", "is", "but", "but rather"})
_VALUES = frozenset({"TIME", "PLACE", "RETURN_HOME"})
_DASHES = frozenset({"-", "–", "—", "--", "~"})
_ITEM = re.compile(r"#?(\d)\Z")


def _sentences(out: list[Token]) -> list[tuple[int, int]]:
    spans, start = [], 0
    for k, t in enumerate(out):
        if t.type == "SEP" and str(t) in _STOPS:
            spans.append((start, k))
            start = k + 1
    spans.append((start, len(out)))
    return [(a, b) for a, b in spans if a < b]


def _word(t: Token) -> str:
    return str(t).lower()


class _Said:
    """What a correction sentence says: the values naming the order, the new value, the old."""

    def __init__(self) -> None:
        self.drop = False  # "skip the lawn": the order named is dropped
        self.refs: list[Token] = []
        self.olds: list[Token] = []
        self.new: list[Token] = []
        self.item: int | None = None
        self.changing = False
        self.end = False  # "garden till 10:30": the new value is the order's end


def _read(sentence: list[Token], text: str = "") -> _Said | None:
    """The correction ``sentence`` says, or None where it is not one of the shapes."""
    said = _Said()
    mode = "new"
    k = 0
    while k < len(sentence):
        t = sentence[k]
        w = _word(t)
        nxt = sentence[k + 1] if k + 1 < len(sentence) else None
        gap = text[sentence[k - 1].end_pos or 0 : t.start_pos or 0] if k and text else ""
        if mode == "ref" and said.refs and _SWAPPED.search(gap):
            mode = "new"  # "swap the lawn for the common room", "replace the lawn with the garden"
        if t.type in _VALUES:
            before_noun = nxt is not None and _word(nxt) in _NOUNS
            kind = "ref" if before_noun else mode
            {"ref": said.refs, "old": said.olds, "new": said.new}[kind].append(t)
            if before_noun:
                k += 1
                mode = "new"
        elif t.type == "CHANGE":
            said.changing = True
            if w in ("make it", "change it", "move it"):
                mode = "new"
            elif w.split()[0] in _NAMING | _DROPPING and w not in ("scratch that",):
                said.drop = said.drop or w.split()[0] in _DROPPING
                mode = "ref"
        elif t.type == "NOT":
            mode = "old"
        elif t.type == "UNTIL" and w in _DASHES and mode == "old" and said.olds:
            mode = "new"  # "not 9 - 9:10": the old value, a dash, the new one (no range)
        elif t.type == "TO" or w in _NEW_AFTER or t.type == "UNTIL" and w in ("to", "till", "until"):
            mode = "new"
            said.end = said.end or t.type == "UNTIL" and w in ("till", "until")
        elif t.type == "AT":
            pass  # "at 10:20": the value after it
        elif t.type == "SEP":
            # "change of plan: ...", "scratch the lawn, ..."; "not 9 pm, 9.20 pm": the old value, then the new
            mode = "new" if mode == "ref" or mode == "old" and said.olds else mode
        elif t.type == "GO" and w in _NAMING and not (said.refs or said.new or said.olds):
            said.changing = True  # "move the garden to 9:40": the order named, not a going
            mode = "ref"
        elif t.type == "GO" and nxt is not None and nxt.type == "PLACE":
            mode = "new"  # "I'll go to the common room instead"
        elif t.type == "STAY" and w == "wait":
            said.changing = True
        elif t.type in ("UNKNOWN", "ASIDE") and w == "#" and nxt is not None and _ITEM.match(str(nxt)):
            said.item = int(str(nxt))
            k += 2
            mode = "new"
            continue
        elif t.type in ("UNKNOWN", "ASIDE") and _ITEM.match(w) and w.startswith("#"):
            said.item = int(w[1:])
            mode = "new"
        elif t.type in ("UNKNOWN", "ASIDE") and w in _NAMING | _DROPPING:
            said.changing = True
            said.drop = said.drop or w in _DROPPING
            mode = "ref"
        elif t.type in ("UNKNOWN", "ASIDE") and w in _NOUNS:
            mode = "new"
        elif t.type == "IF" and w == "should" and (said.refs or len(said.new) == 1):
            said.refs += said.new  # "the lawn should be at 10:20": the lawn names the order
            said.new = []
            said.changing = True
            mode = "new"  # "the garden one should be the common room"
        elif t.type in ("UNKNOWN", "ASIDE", "FILLER", "FROM") and w.rstrip(":") in _TALK:
            said.changing = said.changing or w.rstrip(":") in _OWNING
            mode = "new" if w.endswith(":") else mode  # "change of plan: ..."
        elif t.type == "GO" and w in ("be at", "be in", "be"):
            pass  # "the lawn should be at 10:20"
        else:
            return None
        k += 1
    _two_values(said, text)
    two = len(said.new) == 2 and _place(said.new[0])[0] != _place(said.new[1])[0]
    if not said.changing or not (said.refs or said.olds or said.item or two):
        return None
    if said.drop and not said.new and not said.olds and said.refs:
        return said  # "skip the lawn": that order dropped
    said.drop = False
    if not (len(said.new) == 1 or two):
        return None
    kinds = {_place(n)[0] for n in said.new}
    if any(_place(o)[0] not in kinds for o in said.olds):
        return None  # "make it the garden, not 9": what is replaced?
    return said


_FOR = re.compile(r"\s*(for|of|on|in)\s+(the\s+)?\Z", re.IGNORECASE)


def _two_values(said: _Said, text: str) -> None:
    """Two new values of two kinds, one of them naming the order: the one whose kind the value
    replaced has ("lawn at 8:50, not 8:40": the lawn order, at 8:50), or the one said after "for"
    ("I meant 9:50 for the garden")."""
    if len(said.new) != 2 or said.new[0].type == said.new[1].type or said.refs:
        return
    first, second = said.new
    kinds = {_place(o)[0] for o in said.olds}
    if kinds == {_place(first)[0]}:
        said.new, said.refs = [first], [second]
    elif kinds == {_place(second)[0]}:
        said.new, said.refs = [second], [first]
    elif not kinds and _FOR.match(text[first.end_pos or 0 : second.start_pos or 0]):
        said.new, said.refs = [first], [second]


def _place(t: Token) -> tuple[str, str]:
    """What a value says: ("TIME", its minute) or ("PLACE", where; home for "back home")."""
    if t.type == "TIME":
        return "TIME", str(t)
    return "PLACE", "home" if t.type == "RETURN_HOME" else str(t)


def _orders(out: list[Token], end: int) -> list[tuple[int, int]]:
    """The timed clauses before ``end``: (index of the time, index where the clause ends)."""
    found = []
    k = 0
    while k < end:
        t = out[k]
        prev = out[k - 1] if k else None
        opens = prev is None or prev.type in ("SEP", "AND", "THEN", "AT", "ASIDE")
        ranged = prev is not None and prev.type == "SEP" and str(prev) == "-" and not _bullet(out, k - 1)
        if t.type == "TIME" and opens and not ranged:
            j = k + 1
            while j < end and not (out[j].type == "SEP" and str(out[j]) in _STOPS | {","}):
                j += 1
            found.append((k, j))
            k = j
        k += 1
    return found


def _bullet(out: list[Token], k: int) -> bool:
    """Whether the dash at ``k`` opens a line (``- 9:00 lawn``): a list's bullet, no range."""
    return k == 0 or out[k - 1].type == "SEP" and "\n" in str(out[k - 1])


def _going(out: list[Token], time: int, end: int) -> int | None:
    """The word of the order at ``time`` that says where it goes (its first place)."""
    for k in range(time + 1, end):
        t = out[k]
        if t.type in ("IF", "UNLESS", "OTHERWISE", "KILL", "TIME", "UNTIL", "BEFORE"):
            return None
        if t.type in ("PLACE", "RETURN_HOME"):
            return k
    return None


def _numbered(text: str, t: Token, item: int) -> bool:
    """Whether the line of ``t`` is item ``item`` of a numbered list ("2) 9:00 room 205")."""
    start = text.rfind("\n", 0, t.start_pos or 0) + 1
    return re.match(rf"\s*#?{item}\s*[.)）:、]", text[start:]) is not None


def _named(out: list[Token], end: int, said: _Said, text: str) -> tuple[int, int] | None:
    """The one timed order before ``end`` every value of ``said`` names, or None."""
    orders = _orders(out, end)
    before = out[:end]
    fits = []
    for time, stop in orders:
        going = _going(out, time, stop)
        ok = True
        for ref in said.refs + said.olds:
            same = [k for k, u in enumerate(before) if u.type in _VALUES and _place(u) == _place(ref)]
            ok = ok and same == [time if ref.type == "TIME" else going]
        if said.item is not None:
            ok = ok and _numbered(text, out[time], said.item)
        if ok:
            fits.append((time, stop))
    return fits[0] if len(fits) == 1 else None


def _split(out: list[Token], end: int, said: _Said, text: str) -> tuple[tuple[int, int] | None, _Said]:
    """The order ``said`` names and what it says, its two new values (of two kinds) split into
    the one that names the order and the new one, where exactly one way names an order ("garden
    at 9:10": the garden order at 9:10, not the order at 9:10, which there is none)."""
    if len(said.new) == 1:
        return _named(out, end, said, text), said
    found = []
    for k in (0, 1):
        one = _Said()
        one.refs, one.olds, one.item = [*said.refs, said.new[1 - k]], said.olds, said.item
        one.new, one.end = [said.new[k]], said.end
        if any(_place(o)[0] != _place(one.new[0])[0] for o in one.olds):
            continue
        named = _named(out, end, one, text)
        if named is not None:
            found.append((named, one))
    return found[0] if len(found) == 1 else (None, said)


def _found_before(out: list[Token], end: int, refs: list[Token]) -> bool:
    """Whether a value that names the order is said in the orders before ``end`` (found there
    more than one way, or in no one order: the correction is refused, never read as a new order)."""
    said = {_place(u) for u in out[:end] if u.type in _VALUES}
    return any(_place(r) in said for r in refs)


def _aside(part: list[Token]) -> list[Token]:
    if not part:
        return []
    return [Token("ASIDE", "aside", start_pos=part[0].start_pos, end_pos=part[-1].end_pos)]


@rebuilt
def followed_up(tokens: list[Token], text: str) -> list[Token]:
    """``tokens`` with each correction sent after the orders applied to the order it names (see
    the module doc); a sentence that is not one of its shapes is left as it is."""
    out = list(tokens)
    for a, b in reversed(_sentences(out)):
        said_in = text[out[a].start_pos or 0 : out[b - 1].end_pos or 0]
        if a == 0 or not said_in.isascii():  # English (Chinese changes: mindsaid.py)
            continue
        said = _read(out[a:b], text)
        if said is None:
            continue
        if said.drop:
            named = _named(out, a, said, text)
            if named is not None:  # "skip the lawn": the order and the sentence set aside
                first = named[0] - (named[0] and out[named[0] - 1].type == "AT")
                out[a:b] = _aside(out[a:b])
                out[first : named[1]] = _aside(out[first : named[1]])
            continue
        refs = said.refs + said.olds + (said.new if len(said.new) == 2 else [])
        named, said = _split(out, a, said, text)
        if named is None:
            if _found_before(out, a, refs):  # "9 garden. 10 garden. move the garden to 9:40": which?
                at, to = out[a].start_pos, out[b - 1].end_pos
                out[a:b] = [Token("CHANGE", UNRESOLVED, start_pos=at, end_pos=to)]
            continue
        time, stop = named
        new = said.new[0]
        if said.end:  # "sorry, garden till 10:30": the order's end moved, never its start
            span = range(time + 1, stop - 1)
            ends = [k + 1 for k in span if out[k].type == "UNTIL" and out[k + 1].type == "TIME"]
            if new.type != "TIME" or len(ends) != 1:
                continue
            at = ends[0]
        elif new.type == "TIME":
            at = time
        else:
            going = _going(out, time, stop)
            if going is None or new.type == "RETURN_HOME" and out[going - 1].type == "GO":
                continue
            at = going
        k = a + out[a:b].index(new)
        sentence = _aside(out[a:k]) + _aside(out[k + 1 : b])
        out[a:b] = sentence
        out[at : at + 1] = [new, retoken("ASIDE", out[at])]
    return out


# what a reason between two words of changing may hold: words that say no order
_REASON = frozenset({"UNKNOWN", "ASIDE", "TO", "AT", "SEP", "NOT"})


@rebuilt
def reason_between(tokens: list[Token], text: str) -> list[Token]:
    """``no wait, has to be on the tens, make it 8:40``: the first change and its reason set
    aside (see the module doc); the second change is then read as it stands."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "CHANGE" or not str(t).isascii():
            continue
        j = k + 1
        while j < len(out) and out[j].type in _REASON and str(out[j]) not in _STOPS:
            j += 1
        said = [u for u in out[k + 1 : j] if u.type != "SEP"]
        comma = j > k + 1 and out[j - 1].type == "SEP" and str(out[j - 1]) == ","
        reason = any(u.type == "UNKNOWN" for u in said)
        if j < len(out) and out[j].type == "CHANGE" and comma and reason:
            return [*out[:k], *_aside(out[k : j - 1]), *reason_between(out[j - 1 :], text)]
    return out
