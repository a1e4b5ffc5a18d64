"""A change of mind said in the message ("9:30 lawn, no, garden", "actually if not, go to 204",
"scratch that, go to the garden").

Players who think while they type correct themselves in the message rather than rewrite it. A
word of changing one's mind (``CHANGE`` in ``parsing-words.yaml``: "no" standing alone, "actually",
"no wait", "scratch that", "make it", "I mean", "or rather") followed by what replaces:

- **a word for a word, side by side**: a place, a time, the window or the peephole, or a person
  said right before the change and one of its kind right after it (``nine no wait nine thirty go to
  the garden``): the second takes the first's place, whatever follows (the order's own time said
  again after it, and "not" the word replaced, are set aside with it);
- **a word for a word**: a place, a time, the window or the peephole, or a person, right before the
  clause ends (``9:30 lawn, no, garden``; ``scratch the lawn, make it the garden at 8:30``): it
  takes the place of the last word of its kind in the same order (since that order's time);
- **a part for a part**: an "otherwise", a condition, a kill, a going, a look (``if not, go to the
  lawn. actually if not, go to 204``; ``go to the lawn, scratch that, go to the garden``): what it
  replaces runs from the last word of its kind in the same order up to the change;
- **an order dropped**: "scratch that" / "forget that" with nothing after it but the next order.

What was replaced is set aside and listed on the echo's last line with the words of the change,
so the player sees it. **Never guessed:** a change with nothing of its kind before it in that
order, or with more after it than one word, is refused at the change ("change"), except
"actually" with nothing to change, which changes nothing (a word of talk, as before).
"""

from __future__ import annotations

import re
from functools import partial

from lark import Token

from blackhorse.parsing.accounting import read_past, rebuilt, set_aside_together
from blackhorse.parsing.amendsaid import UNRESOLVED, amended
from blackhorse.parsing.casualwords import retoken
from blackhorse.parsing.ifsaid import ORDER_STARTS
from blackhorse.parsing.ranges import range_at
from blackhorse.parsing.wording import opens_ignored_line

# what a word of each kind replaces: the kinds of one family
_FAMILY = {
    **dict.fromkeys(("PLACE", "GO", "RETURN_HOME", "STAY", "VISIT", "KNOCK"), "going"),
    **dict.fromkeys(("WINDOW", "PEEPHOLE", "PEEK_VERB", "LOOK_CORRIDOR"), "look"),
    **dict.fromkeys(("OTHERWISE", "NOBODY_OPENS"), "otherwise"),
    **dict.fromkeys(("IF", "UNLESS"), "condition"),
    "KILL": "kill",
    "TIME": "time",
    "NAME": "person",
}
# the kinds that replace one word of their own kind (the rest replace a part)
_WORDS = frozenset({"PLACE", "TIME", "WINDOW", "PEEPHOLE", "NAME"})
_DROPS = frozenset(
    {
        *("scratch that", "forget that", "never mind that", "cancel that", "ignore that"),
        # the order before said to be wrong ("9 garden. that's wrong. 10 lawn"): taken back
        *("that's wrong", "thats wrong", "that is wrong", "that was wrong", "that's not right"),
        *("thats not right", "that is not right", "that was a mistake", "my mistake", "my bad"),
        *("actually nah", "nah actually", "nah wait", "wait nah", "nah scratch that"),
    }
)
_ENDS = frozenset({"SEP", "AND", "THEN"})


@rebuilt
def changed(tokens: list[Token], text: str = "") -> list[Token]:
    """``tokens`` with every change of mind read (see the module doc): what it replaces set
    aside, or the change refused (a ``CHANGE`` token left for :mod:`blackhorse.parsing.aside`);
    ``text`` is the normalised message (for the Chinese heads a filler word says)."""
    if text:  # 更正：是10点20不是10点, 十点那条改成去花园: what it changes named (amendsaid.py)
        tokens = _retracted_before(_chinese_heads(amended(tokens, text), text), text)
        tokens = _given_up_last(_retracted_last(tokens, text), text)  # 注：原先那版作废 (round fifteen)
    tokens = _slip_owned_after(_door_taken_back(_apology_before_value(_starred(_nah_first(tokens), text))))
    if not any(t.type == "CHANGE" for t in tokens):
        return tokens
    out = list(tokens)
    k = 0
    said_back = False  # inside the echo's own last lines (ignored: ..., corrected: ...), read back
    while k < len(out):
        t = out[k]
        if opens_ignored_line(t) or t.type == "CORRECTED":
            said_back = True
        elif t.type == "SEP" and str(t) == "\n":
            said_back = False
        if t.type != "CHANGE" or said_back or str(t) == UNRESOLVED:
            k += 1
            continue
        k = _one_change(out, k, text)
    return out


_NAH = frozenset({"nah", "naw", "nahh"})


def _nah_first(tokens: list[Token]) -> list[Token]:
    """ "nah not leaving my room tonight lmao": "nah" opening the message, with no order before it to
    change, is the chat's "no" said to the GM: set aside and said (round thirty-four; it was a word
    the reader did not know). After an order it is left as it was."""
    k = 0
    while k < len(tokens) and tokens[k].type in ("SEP", "ASIDE"):
        k += 1
    if k < len(tokens) and tokens[k].type == "UNKNOWN" and str(tokens[k]).lower() in _NAH:
        return [*tokens[:k], retoken("ASIDE", tokens[k]), *tokens[k + 1 :]]
    return tokens


# a slip owned (打错了, 说错了): said after the change it explains, it changes nothing more
_SLIPS_SAID = frozenset({"打错了", "说错了", "写错了", "我打错了", "我说错了", "我写错了", "打错字"})
_CORRECTED_ORDER = frozenset({"TIME", "GO", "PLACE", "ROOMWORD", "RETURN_HOME", "VIA", "WINDOW", "PEEPHOLE"})


def _slip_owned_after(tokens: list[Token]) -> list[Token]:
    """``八点二十去204，不对，是八点半去204，打错了😂``: the slip owned right after the order a change
    of mind has just given (a change, its order, then 打错了) explains that change: set aside and
    said (round thirty-four; it was refused as a second change of nothing named). Anywhere else it
    is a change of mind, read as before."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "CHANGE" or str(t) not in _SLIPS_SAID or k < 3 or out[k - 1].type != "SEP":
            continue
        j = k - 2
        while j >= 0 and out[j].type in _CORRECTED_ORDER:
            j -= 1
        if j < k - 2 and j >= 1 and out[j].type == "SEP" and out[j - 1].type == "CHANGE":
            out[k] = retoken("ASIDE", t)
    return out


# what takes a door's rule back before the new one (谁来敲门我都不开，算了，还是开门吧)
_DOOR_MIND = frozenset({"算了", "算了算了", "不对", "还是", "不了", "哎算了", "唉算了"})
_DOOR_RULES = frozenset({"DOOR_CLOSED", "DOOR_OPEN"})
_OPENED = frozenset({"开", "开门", "开着", "开吧"})


def _door_taken_back(tokens: list[Token]) -> list[Token]:
    """``谁来敲门我都不开……算了，还是照常开门吧``, ``十点前谁敲门都不开，不对，还是开吧``: a door's rule,
    then 算了 / 不对 (and 还是), then the other rule as its own clause: the first rule is taken back
    (set aside with the change, and said), the second is the door's (round thirty-four; the change
    was refused as changing nothing named). A rule's time before it goes with it."""
    out = list(tokens)
    k = 0
    while k < len(out):
        if out[k].type not in _DOOR_RULES:
            k += 1
            continue
        start = k - 2 if k >= 2 and [u.type for u in out[k - 2 : k]] == ["TIME", "BEFORE"] else k
        j, minds = k + 1, 0
        while j < len(out) and (
            out[j].type == "SEP" or out[j].type == "CHANGE" and str(out[j]) in _DOOR_MIND
        ):
            minds += out[j].type == "CHANGE"
            j += 1
        if not minds or j >= len(out) or out[k + 1].type != "SEP":
            k += 1
            continue
        new = out[j]
        other = new.type in _DOOR_RULES and new.type != out[k].type
        opened = out[k].type == "DOOR_CLOSED" and new.type == "DOOR_VERB" and str(new) in _OPENED
        ends = j + 1 == len(out) or out[j + 1].type == "SEP"
        if not (other or opened) or not ends:
            k += 1
            continue
        last = j - 1
        while out[last].type == "SEP":
            last -= 1
        kept = retoken("DOOR_OPEN", new) if opened else new
        out[start : j + 1] = [set_aside_together(out[start : last + 1]), *out[last + 1 : j], kept]
        k = start + 1
    return out


# "forget it" said last, on its own, after the orders (9点去花园。算了。): the orders taken back, or
# not? Never read as the orders (算了 is a filler elsewhere: 没碰到就算了)
_LAST_GIVEN_UP = frozenset({"forget it", "never mind", "nevermind", "nvm", "scratch that"})
_TAIL = frozenset({"SEP", "UNKNOWN", "ASIDE"})


def _given_up_last(tokens: list[Token], text: str) -> list[Token]:
    """``9点去花园。算了。``, "at 9 go to the garden. forget it": "forget it" standing alone at the
    end of a message that gives orders takes them back, or not: a change of mind that is not
    clear (``CHANGE``, refused at the word), never dropped as a filler nor set aside."""
    said = [k for k, t in enumerate(tokens) if t.type not in _TAIL]
    if not said:
        return tokens
    end = tokens[said[-1]].end_pos or 0
    tail = text[end:]
    given_up = tail.strip(" ,.!~\n，。！～")
    if given_up not in _GIVEN_UP and given_up not in _LAST_GIVEN_UP:
        return tokens
    at = end + tail.index(given_up)
    return [*tokens[: said[-1] + 1], Token("CHANGE", given_up, start_pos=at, end_pos=at + len(given_up))]


# an apology said between two values ("garden at 9:30, sorry, 9:40"): a change of mind
_SORRY = frozenset({"sorry", "sry", "soz", "srry", "sorry sorry", "forgive me", "pardon me", "my apologies"})
_VALUES = frozenset({"TIME", "PLACE"})


def _apology_before_value(tokens: list[Token]) -> list[Token]:
    """``garden at 9:30, sorry, 9:40``, ``9:30 garden sorry 9:40 lawn``: "sorry" right after an
    order's words and right before a time or a place corrects what was just said (a word of
    changing, ``CHANGE``, read or refused by :func:`changed`); it was set aside as talk and the
    time read as a second step (a misread). Before the orders ("sorry, 9 garden"), after talk
    ("hi sorry, 9 garden"), or before anything else ("sorry for typos") it is talk, as before.
    Right before a word of changing after the orders (``9点去草坪，sry改一下，9:10去草坪``) it opens
    that change: it kept the change from reading the order it changes, and the change word was set
    aside with it (the old order stood beside the new: a misread)."""
    out = list(tokens)
    for k, t in enumerate(out):
        if t.type != "ASIDE" or str(t).lower() not in _SORRY:
            continue
        before = next((u for u in reversed(out[:k]) if u.type != "SEP"), None)
        after = next((u for u in out[k + 1 :] if u.type != "SEP"), None)
        if after is not None and after.type == "AT":
            after = next((u for u in out[out.index(after) + 1 :] if u.type != "SEP"), None)
        if before is not None and before.type == "CHANGE":
            continue  # "(no, forgive me, ten to ten)": the change's own apology, talk (round twenty-nine)
        if before is not None and before.type != "ASIDE" and k + 1 < len(out) and out[k + 1].type == "CHANGE":
            out[k] = retoken("CHANGE", t)  # "9点去草坪，sry改一下，9:10去草坪": the apology opens the change
            continue
        if before is None or before.type == "ASIDE" or after is None or after.type not in _VALUES:
            continue
        if _corrected_on_its_line(out, k):
            continue  # 不对 改成9点40 sorry: the apology for the change said, not a change of its own
        out[k] = retoken("CHANGE", t)
    return out


def _starred(tokens: list[Token], text: str = "") -> list[Token]:
    """A line of a star and one word (``8点10分去209`` / ``*8点20``, "go to the lawn at 9" /
    "*garden"), or and the word it replaces after "not" (``*9:10 not 9:00``): the chat's way of
    correcting a word just typed, read as ``不对 8点20`` is (a word for a word); a star anywhere
    else stays punctuation. A starred word mending a slip already read by its sound (``820去花圆
    …10点去204`` / ``*花园``: 花圆 is the garden) confirms that reading and replaces nothing: it
    is set aside (it replaced 204, the last place, a misread on a clean set)."""
    out = list(tokens)
    gone: set[int] = set()
    for k in range(1, len(out) - 1):
        t, prev, word = out[k], out[k - 1], out[k + 1]
        if t.type != "SEP" or str(t) != "*" or prev.type != "SEP" or "\n" not in str(prev):
            continue
        owned = _owned_slip(out, k + 2, text)  # *8点40 手滑打错了: the slip owned, set aside with it
        if owned:
            read_past(word, *out[k + 2 : k + 2 + owned])
            gone.update(id(u) for u in out[k + 2 : k + 2 + owned])
        rest: list[Token | None] = [*out[k + 2 + owned : k + 5 + owned], None, None, None]  # its line's rest
        denied, was = rest[0], rest[1]
        if word.type in _WORDS and _line_end(denied) and _mends_a_slip(out[:k], word, text):
            out[k] = retoken("ASIDE", t)
            read_past(out[k], word)
            gone.add(id(word))
        elif word.type in _WORDS and _line_end(denied):
            out[k] = retoken("CHANGE", t)
        elif denied is not None and denied.type == "NOT" and _replaced_named(out[:k], word, was, rest[2]):
            out[k] = retoken("CHANGE", t)  # *9:10 not 9:00: the word replaced named, read with it
            read_past(word, denied, *([was] if was is not None else []))
            gone.update((id(denied), id(was)))
    return [u for u in out if id(u) not in gone]


# a slip owned after the word starred, to its line's end (*8点40 手滑打错了, *garden sorry typo)
_SLIP_OWNED = re.compile(
    r"\s*(?:(?:手滑|手抖|手残|打错了?|写错了?|按错了?|打错字了?|不好意思|抱歉|sorry|sry|soz|oops|typo|my bad)"
    r"[\s,.!~～。，！]*)+(?:\n|\Z)"
)


def _owned_slip(out: list[Token], i: int, text: str) -> int:
    """How many words from ``out[i]`` only own the slip the starred word mends (words set aside
    or not read: 手滑, 打错了, "sorry typo") up to the line's end; 0 when anything else is there."""
    if not text or i >= len(out) or out[i].type not in ("UNKNOWN", "ASIDE", "CHANGE"):
        return 0
    n = 0
    while i + n < len(out) and out[i + n].type in ("UNKNOWN", "ASIDE", "CHANGE"):
        n += 1
    start, last = out[i].start_pos, out[i + n - 1].end_pos
    owned = _SLIP_OWNED.match(text, start) if start is not None else None
    return n if owned is not None and last is not None and last <= owned.end() else 0


def _mends_a_slip(before: list[Token], word: Token, text: str) -> bool:
    """Whether a word before the star reads as ``word`` but was typed one character off it (a
    slip of the same sound, read as the word meant when the message was cut)."""
    if not text or word.start_pos is None or word.end_pos is None:
        return False
    meant = text[word.start_pos : word.end_pos]
    for u in before:
        if u.type != word.type or str(u) != str(word) or u.start_pos is None or u.end_pos is None:
            continue
        typed = text[u.start_pos : u.end_pos]
        if len(typed) == len(meant) and sum(a != b for a, b in zip(typed, meant, strict=True)) == 1:
            return True
    return False


def _line_end(t: Token | None) -> bool:
    return t is None or t.type == "SEP" and "\n" in str(t)


def _replaced_named(before: list[Token], word: Token, was: Token | None, after: Token | None) -> bool:
    """``*9:10 not 9:00``: ``was`` (after "not", its line's end after it) is the last word before
    the star of ``word``'s kind, which ``word`` replaces."""
    if word.type not in _WORDS or was is None or was.type != word.type or not _line_end(after):
        return False
    last = next((u for u in reversed(before) if u.type == word.type), None)
    return last is not None and str(last) == str(was)


def _corrected_on_its_line(out: list[Token], k: int) -> bool:
    """Whether a change of mind (``CHANGE``) is said on ``out[k]``'s line before it (round nine)."""
    for u in reversed(out[:k]):
        if u.type == "SEP" and "\n" in str(u):
            return False
        if u.type == "CHANGE":
            return True
    return False


def _alone(out: list[Token], k: int) -> bool:
    """A "no" that stands alone between punctuation (", no, garden"), not "no" of something."""
    prev = out[k - 1] if k else None
    nxt = out[k + 1] if k + 1 < len(out) else None
    return (prev is None or prev.type in _ENDS) and (nxt is None or nxt.type in _ENDS | {"CHANGE"})


# a dash between what is changed and the change ("at like 10:30 — nah scratch that, exactly 10:30")
_DASH_SEPS = ("-", "—", "–", "--")
# a sigh opening the change, glued to it (，哎呀说错了，是花园): as a comma would stand there
_OH_ZH = frozenset({"哎呀", "哎哟", "哎", "唉", "啊呀", "哎呀呀", "天哪", "妈呀", "哦豁", "糟了"})
# a sigh between them ("at 8:20 — oh bother, I meant 8:30")
_OH = frozenset(
    {"oh", "ah", "bother", "dear", "oops", "whoops", "darn", "dang", "hmm", "um", "uh", "er", "erm"}
)


def _one_change(out: list[Token], k: int, text: str = "") -> int:
    """Read the change starting at ``out[k]`` in place; the index to go on from."""
    start = k
    if str(out[k]) == "no" and not _alone(out, k):
        out[k] = retoken("UNKNOWN", out[k], "no")  # "no" of something the reader does not know
        return k + 1
    line_end = text.find("\n", out[k].end_pos or 0)
    if text and ADDING.search(text[out[k].end_pos or 0 : None if line_end < 0 else line_end].lower()):
        return k + 1  # 更正：9点还要去204: an order added, not a word changed: left refused
    scope = max((j for j in range(start) if out[j].type in ORDER_STARTS), default=-1) + 1
    # the run of the change: its words, punctuation, and what "scratch" names
    j = k
    drop = False
    while j < len(out):
        t = out[j]
        scratched = (
            j > k and str(out[j - 1]) == "scratch" and _earlier(out, scope, start, t, same=True) is not None
        )
        if t.type == "CHANGE":
            drop = drop or str(t) in _DROPS
            j += 1
        elif t.type == "SEP" or scratched or t.type == "ASIDE" and _change_follows(out, j):
            j += 1  # "no wait, that's not a slot, make it 8:50": why, between two words of the change
        elif j > k and t.type == "ASIDE" and str(t).lower() in _SORRY:
            j += 1  # "(no, forgive me, ten to ten)": the change's own apology (round twenty-nine)
        else:
            break
    head = out[j] if j < len(out) else None
    first = str(out[start])
    if head is not None and head.type == "AT" and j + 1 < len(out) and out[j + 1].type == "TIME":
        j += 1  # "wait no, at 9:30": the time
        head = out[j]
    if head is not None and head.type == "VIA" and j + 1 < len(out) and out[j + 1].type == "PLACE":
        j += 1  # "by the east stairs, no actually by the west stairs": the staircase
        head = out[j]
    # 喂小刘啊不是那个GM啊: whom one greets corrected, before any order (an unknown word there is still
    # set aside or refused by its own classes; round nine)
    if head is not None and head.type == "ASIDE" and all(u.type in _GREETED for u in out[:start]):
        out[start] = retoken("ASIDE", out[start])  # 晚上好各位，哦不对是GM: a greeting corrected
        return start + 1
    said_time = start - 1
    while said_time > 0 and (
        out[said_time].type == "SEP"
        and str(out[said_time]).strip() in (",", "", ".", *_DASH_SEPS)
        or out[said_time].type in ("UNKNOWN", "ASIDE")
        and str(out[said_time]).lower() in _OH  # "at 8:20 — oh bother, I meant 8:30"
    ):
        if str(out[said_time]) == "." and not _ellipsis(out, said_time):
            break  # a sentence's end, not 九点一刻…不对，九点二十
        said_time -= 1
    kinds = [t.type for t in out]
    if head is not None and head.type == "TIME" and _time_range(kinds, j):
        ranges = [i for i in range(start) if _time_range(kinds, i)]
        if len(ranges) == 1:  # 九点到十点半…哦不对是九点半到十点半: the one range said before, said anew
            i = ranges[0]
            new, old = out[j : j + 3], out[i : i + 3]
            out[start : j + 3] = [_aside_of(out[start:j])]
            out[i : i + 3] = [*new, _aside_of(old)]
            return start + 2
    if head is not None and head.type == "TIME" and said_time >= 0 and out[said_time].type == "TIME":
        # 十点十分不对十点二十回屋: the time said again, at once; the old one set aside after the new
        # one, so the new one stands where the old one stood ("back inside at 10:20, no, 10:30")
        end = j + 1
        renamed = end + 2 < len(out) and str(out[end]) == "," and out[end + 1].type == "NOT"
        if renamed and out[end + 2].type == "TIME" and str(out[end + 2]) == str(out[said_time]):
            end += 3  # "I meant 8:30, not 8:20": the old one named again after the new, not it
        named_again = [_aside_of(out[j + 2 : end])] if end > j + 1 else []  # its comma left out
        out[said_time:end] = [out[j], _aside_of(out[said_time:j]), *named_again]
        return said_time + 2 + len(named_again)
    if head is not None and _side_by_side(out, start, head):  # "nine no wait nine thirty go ..."
        replaced = out[start - 1]
        _said_again(out, scope, j + 1, replaced)
        out[start - 1 : j] = [_aside_of(out[start - 1 : j])]
        return start
    if head is not None and head.type == "TIME" and _whole_order_again(out, j):
        meant = _meant_before(out, scope, text)
        if meant is not None:  # 本来想9点去花园的，算了，改成9点半去花园: the first, given up
            return _set_aside(out, meant, j)
        # "correction: at 9 go to the lawn": the order said again whole replaces the one at that
        # time; at another time (9点去花园，不对，10点去草坪) which one it replaces is not said
        again = _order_at(out, start, head)
        if again < start and _plan_for_plan(out, again, start, j):
            return start + 1  # 九点半去204，十点回来。不对，改成九点半去花园，十点半回房: restatedsaid.py
        if again < start:
            return _replace_order(out, again, start, j)
        if scope > 0 and _same_order(out, scope, start, j):  # 10点前回204，哦不对，改成9点50回204
            return _set_aside(out, scope - 1, j)
    if head is not None and drop and head.type not in ORDER_STARTS | _WORDS:
        first_word = _sentence_start(out, start)  # "garden at 8. actually scratch that, I'll stay in":
        time_after = first_word < start and out[first_word].type not in ORDER_STARTS | {"AT"}  # time last
        if time_after and any(u.type == "TIME" for u in out[first_word:start]):
            return _set_aside(out, first_word, j)
    if head is None or head.type in ORDER_STARTS and drop:
        if drop and scope < start:  # "scratch that": the order said before it is dropped
            first_word = _sentence_start(out, start)  # "lawn at 9. scratch that, ...": its time after
            if first_word < scope - 1 and out[first_word].type not in ORDER_STARTS | {"AT"}:
                return _set_aside(out, first_word, j)
            return _set_aside(out, max(scope - 1, 0), j)
        return _refuse_or_talk(out, start, first)
    end = j + 1
    clean = False
    named: Token | None = None
    if head.type in _WORDS:
        after = out[end] if end < len(out) else None
        if after is not None and after.type == "AT" and end + 1 < len(out) and out[end + 1].type == "TIME":
            end, after = end + 1, out[end + 1]  # "at 8:30"
        if (
            after is not None
            and after.type == "TIME"
            and head.type != "TIME"
            and _restates(out, scope, after)
        ):
            end += 1  # "make it the garden at 8:30", the order's own time said again
            after = out[end] if end < len(out) else None
        else:
            end = j + 1
            after = out[end] if end < len(out) else None
        if head.type == "TIME" and after is not None and str(after) in _VERB_AGAIN:
            nxt = out[end + 1] if end + 1 < len(out) else None
            spaced = nxt is not None and " " in text[after.end_pos or 0 : nxt.start_pos or 0]
            if nxt is None or nxt.type in _ENDS or spaced:
                end, after = end + 1, None  # 改成10点去: the order's own verb said again
        named = _not_the_old(out, end, head)  # "make it 8:40 not 8:30": the word replaced, named
        if named is not None:
            end, after = end + 2, out[end + 2] if end + 2 < len(out) else None
        settled = after is not None and after.type == "ASIDE" and str(after) in _SETTLED
        if settled and (end + 1 >= len(out) or out[end + 1].type in _ENDS):
            end, after = end + 1, None  # 改8点50好了: the word settled on, said so
        sorry = first not in _CHANGING_ALONE and _sorry_last(out, end)  # 不对 改成9点40 sorry
        clean = after is None or after.type in _ENDS or sorry
    looked = head.type == "FROM" and j + 1 < len(out) and _FAMILY.get(out[j + 1].type) == "look"
    kind = out[j + 1] if looked else head  # 不对，从门孔看: a look, from where one looks
    earlier = _earlier(out, scope, start, kind)
    if earlier is None or drop and scope == 0 and head.type not in _WORDS:
        return _refuse_or_talk(out, start, first)
    if named is not None and str(out[earlier]) != str(named):
        return _refuse_or_talk(out, start, first)  # "make it 8:40 not 8:20" after 8:30: which?
    if clean:  # a word for a word: the head takes the earlier word's place
        parts = [_aside_of(out[start:j])] + ([_aside_of(out[j + 1 : end])] if end > j + 1 else [])
        out[start:end] = parts
        out.insert(earlier, head)
        out[earlier + 1] = retoken("ASIDE", out[earlier + 1])
        return start + 1 + len(parts)
    if head.type in ("TIME", "NAME"):
        return _refuse_or_talk(out, start, first)  # a time or a person with more after it: which?
    if drop:  # "scratch that, go to the garden": the order so far, from its time on
        earlier = scope
    else:  # the part that word opens: from the start of its clause, not over another part
        family = _FAMILY.get(kind.type)
        while earlier > scope and out[earlier - 1].type not in _ENDS and out[earlier - 1].type != "ASIDE":
            if _FAMILY.get(out[earlier - 1].type, family) != family:
                break  # 去205杀C，不对，杀D: the going stays
            earlier -= 1
    return _set_aside(out, earlier, j)


def _time_range(kinds: list[str], i: int) -> bool:
    """Whether a range opening with its first time starts at ``kinds[i]`` (九点到十点半, 9:00-10:30):
    :func:`blackhorse.parsing.ranges.range_at`'s shapes that start with a time."""
    return kinds[i] == "TIME" and range_at(kinds, i) is not None


# what settles a change after the word it gives (改8点50好了, 改成花园就行): no more to it
_SETTLED = frozenset({"好了", "好啦", "就好", "就行", "就好了", "就行了", "吧"})


def _change_follows(out: list[Token], k: int) -> bool:
    """Whether another word of the change follows ``out[k]`` with only punctuation and words set
    aside between."""
    for t in out[k + 1 :]:
        if t.type == "CHANGE":
            return True
        if t.type not in ("SEP", "ASIDE"):
            return False
    return False


def _not_the_old(out: list[Token], k: int, head: Token) -> Token | None:
    """The word a change replaces, named after "not" right after the new one ("make it 8:40 not
    8:30"): that word (its kind the new one's), or None."""
    if k + 1 >= len(out) or out[k].type != "NOT" or out[k + 1].type != head.type:
        return None
    return out[k + 1]


_GREETED = frozenset({"SEP", "ASIDE", "UNKNOWN"})


# a change said by 改 / 换 alone (a time changed on a line of its own: which order's is not guessed)
_CHANGING_ALONE = frozenset({"改", "换"})
_APOLOGY = frozenset({"sorry", "sry", "soz", "不好意思", "不好意思啊", "抱歉", "对不起", "sorry啦"})


def _sorry_last(out: list[Token], k: int) -> bool:
    """Whether ``out[k]`` is an apology ("sorry", 不好意思) closing the correction's clause: the
    correction ends before it (round nine)."""
    apology = k < len(out) and out[k].type == "ASIDE" and str(out[k]).lower() in _APOLOGY
    return apology and (k + 1 == len(out) or out[k + 1].type in _ENDS)


# what adds an order rather than changing one (还要, 也要, "also"): a change of mind is never read so
ADDING = re.compile(
    r"还要|也要|也去|也到|还得|也得|另外|再加|加上|(?<![a-z])(?:also|too|as well|additionally)(?![a-z])"
)
_VERB_AGAIN = frozenset({"去", "过去", "走", "出发", "go", "going", "leave"})
# a filler word opening a clause that says the change (9点去花园，改成草坪): it is no word of its own
_CHANGE_ZH = ("改成", "换成", "改为", "换为", "改到", "换到", "还是改成", "那就改成", "就改成")
_SOFT_ZH = "哦噢喔啊呃额嗯那就算了，, "
# a change that names its order by its number in the list (第3条改成22:10: followupsaid.py)
_BY_NUMBER = re.compile(r"[\s，,]*第\s*[0-9一二三四五六七八九十]{1,2}\s*[条项步点个]")
# "forget it" standing alone between punctuation, after an order, before what replaces it
# (9点去花园，算了，9点去草坪吧): a change of mind; elsewhere (没碰到就算了) 算了 is a filler
_GIVEN_UP = frozenset(
    {"算了", "算了算了", "算了吧", "哦算了", "啊算了", "嗯算了", "呃算了", "还是算了", "唉算了", "哎算了"}
)


def _time_labelled(tokens: list[Token], k: int) -> bool:
    """Whether ``tokens[k]`` follows a row's time and its colon or comma (``22:00 起：改为门孔``,
    ``二十一点整，改为窗户观察``): the row's time, as ``22:00起改为门孔`` is, not a clause of its own
    (docs: *Chinese at work*)."""
    return k >= 2 and str(tokens[k - 1]) in (":", ",") and tokens[k - 2].type == "TIME"


def _chinese_heads(tokens: list[Token], text: str) -> list[Token]:
    """The Chinese ways of opening a change of mind that are no word of the lexicon: ``改成`` /
    ``换成`` opening a clause after an order (``9点去花园，改成草坪``; after a time it is a switch,
    ``9点改成门孔``, and stays a filler), and ``还是…吧`` / ``算了，还是…`` opening one (``9点去花园，
    还是去草坪吧``: after all; without 吧 or 算了 it stays an "or", not guessed)."""
    tokens = _slips(_hesitations(tokens, text), text)  # 九点嗯九点十分吧: the time settled on is the second
    out: list[Token] = []
    for k, t in enumerate(tokens):  # 不知道对不对: 不对 inside a clause is no change of mind
        prev = tokens[k - 1] if k else None
        spaced = prev is not None and " " in text[prev.end_pos or 0 : t.start_pos or 0]
        if t.type == "NOT" and prev is not None and _no_standing_alone(tokens, k, text):
            t = retoken("CHANGE", t)  # 九点去花园，不，去草坪: "no," as 不对 is
        if _time_said_again(tokens, k, text):  # 九点去花园不对是九点半去花园: said, not typed
            at, said = t.start_pos or 0, text[t.start_pos or 0 : tokens[k + 1].start_pos or 0].rstrip(" ")
            out.append(Token("CHANGE", said, start_pos=at, end_pos=at + len(said)))
            continue
        if (
            t.type == "CHANGE"
            and not str(t).isascii()
            and prev is not None
            and prev.type != "CHANGE"  # 啊不对不对: the change word said twice
            and (prev.type != "SEP" or _time_labelled(tokens, k))  # 21点，改为窗户: the row's switch
            and not (prev.type == "ASIDE" and str(prev).lower() in _SORRY)  # sry改一下: it opens the change
            and not (
                prev.type in ("ASIDE", "UNKNOWN")
                and str(prev) in _OH_ZH
                and k >= 2
                and tokens[k - 2].type == "SEP"
            )
            and not spaced
            and not (prev.type == "TIME" and k + 1 < len(tokens) and tokens[k + 1].type == "TIME")
            and not _voiced_word_for_word(tokens, k, text)
        ):
            at = t.start_pos or 0
            if str(t) == "不对":
                out += [
                    Token("NOT", "不", start_pos=at, end_pos=at + 1),
                    Token("UNKNOWN", "对", start_pos=at + 1, end_pos=t.end_pos),
                ]
                continue
            t = retoken("UNKNOWN", t)
        out.append(t)
    k = 1
    ordered, scanned = False, 0  # whether out[: k - 1] holds an order's word: scanned once, as k
    # grows (what is inserted or retyped below stands at k or later, never in the part scanned)
    while k < len(out):
        t, prev = out[k], out[k - 1]
        while scanned < k - 1:
            ordered = ordered or out[scanned].type not in ("SEP", "ASIDE", "UNKNOWN", "CHANGE")
            scanned += 1
        if prev.end_pos is None or t.start_pos is None or not ordered:
            k += 1
            continue
        if prev.type in ORDER_STARTS or prev.type != "SEP" and " " not in text[prev.end_pos : t.start_pos]:
            k += 1
            continue
        gap = text[prev.end_pos : t.start_pos]
        said = gap.strip(_SOFT_ZH)
        given_up = gap.strip(" ，,")
        alone = prev.type == "SEP" or gap.startswith(" ") and gap.endswith(" ")
        if t.type != "CHANGE" and alone and given_up in _GIVEN_UP and _BY_NUMBER.match(text, t.start_pos):
            at = prev.end_pos + gap.index(given_up)  # 算了，第3条改成22:10: the change names its order
            out.insert(k, Token("ASIDE", given_up, start_pos=at, end_pos=at + len(given_up)))
            k += 2
            continue
        if t.type != "CHANGE" and alone and given_up in _GIVEN_UP and k + 1 < len(out):
            at = prev.end_pos + gap.index(given_up)  # 9点去花园，算了，9点去草坪: 算了 alone takes it back
            end, named = _cancel_named(out, k, text)  # 算了不去花园了: what it takes back, named
            if not named:
                end, named = _cannot_said(out, k, text)  # 算了不能站走廊: why, said after it
            out[k : k + named] = [Token("CHANGE", text[at:end], start_pos=at, end_pos=end)] if named else []
            if not named:
                out.insert(k, Token("CHANGE", given_up, start_pos=at, end_pos=at + len(given_up)))
            _so_then(out, k)  # 算了，那10点回204: 那 before the time that replaces it
            k += 2 if not named else 1
            continue
        labelled = _time_labelled(out, k)  # 22:00 起：改为门孔: the row's time, as 22:00起改为门孔
        if t.type != "CHANGE" and said.startswith(_CHANGE_ZH) and not _look_switched(out, k) and not labelled:
            at = prev.end_pos + gap.index(said)
            out.insert(k, Token("CHANGE", said, start_pos=at, end_pos=at + len(said)))
            k += 2
            continue
        if (
            t.type == "CHOICE"
            and str(t) == "还是"
            and ("算了" in _sentence_before(text, t.start_pos) or _ends_with_ba(out, k, text))
        ):
            out[k] = retoken("CHANGE", t)
        k += 1
    return out


def _voiced_word_for_word(tokens: list[Token], k: int, text: str) -> bool:
    """``八点半去草坪不对是花园``: 不对 typed with no pause (a voice message), ``是`` right after it
    and a word of the kind said right before it (a place for a place): a change, not 不 and 对."""
    prev, nxt = tokens[k - 1], tokens[k + 1] if k + 1 < len(tokens) else None
    said_is = text[tokens[k].end_pos or 0 : (nxt.start_pos or 0) if nxt else 0] == "是"
    return nxt is not None and said_is and nxt.type in _SIDE_BY_SIDE.get(prev.type, frozenset())


_LOOK_WORDS = frozenset({"FROM", "WINDOW", "PEEPHOLE", "PEEK_VERB", "PEEK", "LOOK_CORRIDOR"})


def _cancel_named(out: list[Token], k: int, text: str) -> tuple[int, int]:
    """``9点去花园。。。算了不去花园了，9点回屋``, ``…算了，不去了``: "forget it" followed by "not going
    (to X)", X the place the order before goes to, then the clause's end: that order taken back, by
    name, as 算了 alone takes it. Returns where the words naming it end and how many tokens they
    are (0: nothing named, or a place the order before does not go to: left as it was)."""
    i = k + 1 if k < len(out) and out[k].type == "SEP" and str(out[k]) in ",，" else k  # 算了，不去了
    if i + 2 > len(out) or out[i].type != "NOT":
        return 0, 0
    gone = text[out[i].end_pos or 0 : out[i + 1].start_pos or 0].strip()
    if out[i + 1].type == "GO":
        j = i + 2
    elif gone in ("去了", "去啦") and out[i + 1].type == "SEP":  # 不去了: 去了 is a filler
        j = i + 1
    else:
        return 0, 0
    if j < len(out) and out[j].type == "PLACE":
        j += 1
    if j < len(out) and out[j].type != "SEP":
        return 0, 0
    before = [u for u in out[:k] if u.type in ("PLACE", "RETURN_HOME", "TIME")]
    last = before[-1] if before else None
    if last is None or last.type != "PLACE" or (j == i + 3 and str(out[i + 2]) != str(last)):
        return 0, 0
    end = (out[j - 1].end_pos or 0) + (len(gone) if j == i + 1 else 0)
    while end < len(text) and text[end] in "了啦":
        end += 1
    return end, j - k


# why the order before cannot be (不能站走廊, 不可以待在楼梯上): said after 算了, before what replaces it
_CANNOT = re.compile(r"不能|不可以|不可能|不让|不允许|不准|没法|没办法")
_ORDER_WORDS = frozenset({"TIME", "PERIOD", "RANGE", "ALLNIGHT", "KILL", "IF", "OTHERWISE", "CHANGE"})


def _cannot_said(out: list[Token], k: int, text: str) -> tuple[int, int]:
    """``10点去209门口看看……算了不能站走廊，那10点回204从窗户看吧``: "forget it", then why the order
    before cannot be (不能 / 不可以 / 不让 …, with no time, kill or condition), then a comma and what
    replaces it: the reason is said with 算了 (round twenty). Returns where it ends and how many
    tokens it is (0: no such reason)."""
    if k >= len(out) or out[k].type != "NOT" or _CANNOT.match(text, out[k].start_pos or 0) is None:
        return 0, 0
    j = k
    while j < len(out) and out[j].type != "SEP":
        if out[j].type in _ORDER_WORDS:
            return 0, 0
        j += 1
    if (
        j >= len(out)
        or str(out[j]) not in (",", "，")
        or j + 1 >= len(out)
        or out[j + 1].type not in ("TIME", "THERE")
    ):
        return 0, 0
    return out[j - 1].end_pos or 0, j - k


_SO = frozenset({"那", "那么", "那就"})


def _so_then(out: list[Token], k: int) -> None:
    """``算了，那10点回204``: 那 ("so, then") between the change of mind at ``k`` and the time of
    the order that replaces it is read with the change."""
    j = k + 1
    while j < len(out) and out[j].type == "SEP" and str(out[j]) in (",", "，"):
        j += 1
    if j + 1 < len(out) and out[j].type == "THERE" and str(out[j]) in _SO and out[j + 1].type == "TIME":
        read_past(out[k], out[j])
        del out[j]


def _look_switched(out: list[Token], k: int) -> bool:
    """Whether ``改成`` / ``换成`` before the look at ``k`` switches to it after going home at the
    same time (``10点回到自己的房间，改成从窗户看草坪``: from now on the window, not the peephole
    said earlier): the order before has no look to take back, so it is no change of mind."""
    if out[k].type not in _LOOK_WORDS:
        return False
    j = k - 1
    while j >= 0 and out[j].type != "TIME":
        if out[j].type in _LOOK_WORDS or out[j].type.startswith("LOOK_"):
            return False
        j -= 1
    return j >= 0 and any(u.type == "RETURN_HOME" for u in out[j:k])


# the sounds of hesitation a voice message types (嗯, 呃), and 不 ("no") among them
_HESITATION = re.compile(r"[嗯呃额啊哦噢喔唔诶欸]+不?|不")


def _hesitations(tokens: list[Token], text: str) -> list[Token]:
    """A time, a sound of hesitation (or "no") and another time right after it (``九点嗯九点十分吧
    去花园``, ``九点，哦不，九点十分``, ``十点呃十点二十回屋``): the speaker settling on the second, as
    ``不对`` between them says. The hesitation (with the 不 and the commas it holds) becomes one
    change of mind (a ``CHANGE`` token); two times with nothing or a space between stay two."""
    out: list[Token] = []
    k = 0
    while k < len(tokens):
        prev = out[-1] if out else None
        j = k
        while j < len(tokens) and tokens[j].type in ("SEP", "NOT") and str(tokens[j]) in (",", "，", "不"):
            j += 1
        if prev is not None and prev.type == "TIME" and j < len(tokens) and tokens[j].type == "TIME":
            gap = text[prev.end_pos or 0 : tokens[j].start_pos or 0]
            said = gap.strip(" ，,")
            if said and _HESITATION.fullmatch(said) is not None:
                at = (prev.end_pos or 0) + gap.index(said)
                out += [Token("CHANGE", said, start_pos=at, end_pos=at + len(said)), tokens[j]]
                k = j + 1
                continue
        out.append(tokens[k])
        k += 1
    return out


# owning up to a slip (sorry, 抱歉, 不好意思, 错了, 不不, 哦不), said between an order and a time
_SLIP = re.compile(
    r"[嗯呃额啊哦噢喔唔诶欸]*"
    r"(?:sorry|sry|soz|oops|my bad|抱歉|不好意思|错了|写错了|打错了|说错了|不是|不不+|哦不|啊不|噢不"
    r"|算了就|算了还是)+"
    r"(?:应该是|是)?"
)
_GAP_MARKS = " ,，.。…!！~、"


def _slips(tokens: list[Token], text: str) -> list[Token]:
    """``9点去花园，sorry，9点半``, ``9点去花园，抱歉，是9点半``, ``9点一刻去花园 哦不 9点20``: owning up to a
    slip between an order (or a time) and a time is a change of mind, as ``不对`` there is: the time
    said after it replaces the one before (and a whole order after it is refused, which it
    replaces not being said). It was set aside, and the time read as a second step (a misread), or
    refused at the word. One ``CHANGE`` token for the words of the slip."""
    out = list(tokens)
    j = len(out)
    while j > 1:
        j -= 1
        if out[j].type != "TIME":
            continue
        i = j - 1
        while i >= 0 and out[i].type in ("SEP", "ASIDE", "UNKNOWN", "NOT", "CHANGE"):
            i -= 1
        if i < 0 or i == j - 1 or not any(u.type == "TIME" for u in out[: i + 1]):
            continue
        a, b = out[i].end_pos or 0, out[j].start_pos or 0
        gap = "".join(ch for ch in text[a:b] if ch not in _GAP_MARKS)
        if gap == text[a:b]:  # 九点半去草坪嗯不是九点二十去草坪: said at once (_time_said_again)
            continue
        if _SLIP.fullmatch(gap) is None or any(u.type == "CHANGE" for u in out[i + 1 : j]):
            continue
        words = [n for n in range(i + 1, j) if out[n].type != "SEP"]
        if not words:  # 八点一刻…算了就八点二十吧: the slip's words all fillers
            said = text[a:b].strip(_GAP_MARKS)
            at = a + text[a:b].index(said)
            n = next(n for n in range(i + 1, j + 1) if n == j or (out[n].start_pos or 0) >= at)
            out.insert(n, Token("CHANGE", said, start_pos=at, end_pos=at + len(said)))
            continue
        at, end = out[words[0]].start_pos or 0, out[words[-1]].end_pos or 0
        out[words[0] : words[-1] + 1] = [Token("CHANGE", text[at:end], start_pos=at, end_pos=end)]
        j = i + 1
    return out


def _no_standing_alone(tokens: list[Token], k: int, text: str) -> bool:
    """``不`` ("no") alone between punctuation, after an order and before what replaces it
    (``九点去花园，不，去草坪``, ``九点去花园，哦不，九点去草坪``, ``十点去204，不是，改成十点十分``): a
    change of mind."""
    prev, nxt = tokens[k - 1], tokens[k + 1] if k + 1 < len(tokens) else None
    if nxt is not None and prev.type != "SEP" and nxt.type != "SEP":  # 9点去花园 哦不 草坪: spaces
        gap = text[prev.end_pos or 0 : nxt.start_pos or 0]
        spaced = gap[:1] == " " and gap[-1:] == " " and _HESITATION.fullmatch(gap.strip(" ")) is not None
        ordered = any(u.type == "TIME" for u in tokens[:k])
        return spaced and ordered and gap.strip(" ").endswith("不") and nxt.type == prev.type == "PLACE"
    if prev.type != "SEP" or nxt is None or nxt.type != "SEP" or k + 2 >= len(tokens):
        return False
    said = text[prev.end_pos or 0 : nxt.start_pos or 0].strip(" ")
    said = said.removesuffix("是") if said.endswith("不是") else said  # 十点去204，不是，改成十点十分
    ordered = any(u.type == "TIME" for u in tokens[:k])
    return ordered and _HESITATION.fullmatch(said) is not None and said.endswith("不")


def _time_said_again(tokens: list[Token], k: int, text: str) -> bool:
    """A change of mind said without punctuation, as a voice message gives it
    (``九点去花园不对不对是九点半去花园``, ``十点十分不对十点二十回屋``,
    ``九点半去草坪嗯不是九点二十去草坪``): ``不对`` (or ``不是``) right after an order or a time,
    right before another time (a ``是`` between): the time, or the order from it, said again.
    Never at the message's start, nor after a condition or a person (``他不是一个人``: no time
    after it)."""
    t = tokens[k]
    nxt = tokens[k + 1] if k + 1 < len(tokens) else None
    if k == 0 or nxt is None or nxt.type != "TIME" or str(t).isascii():
        return False
    between = text[t.end_pos or 0 : nxt.start_pos or 0].strip(" 是")
    if between:
        return False
    said = str(t) if t.type == "CHANGE" else text[t.start_pos or 0 : nxt.start_pos or 0].strip(" ")
    if t.type not in ("CHANGE", "NOT") or said not in ("不对", "不对不对", "不是", "不是不是"):
        return False
    prev = tokens[k - 1]
    ordered = any(u.type == "TIME" for u in tokens[:k])
    return ordered and prev.type in (
        "TIME",
        "PLACE",
        "ROOMWORD",
        "RETURN_HOME",
        "WINDOW",
        "PEEPHOLE",
        "GO",
        "STAY",
    )


_MEANT = frozenset(
    {
        "本来想",
        "本来打算",
        "本来要",
        "本来准备",
        "原本想",
        "原本打算",
        "原本要",
        "原来想",
        "原来打算",
        "本想",
        "原想",
        "原打算",
        # the sender named inside (round thirty-four: 原本我打算九点去草坪…改成九点去204)
        "原本我打算",
        "原本我想",
        "本来我想",
        "本来我打算",
        "原来我打算",
        "原来我想",
    }
)


def _meant_before(out: list[Token], scope: int, text: str) -> int | None:
    """Where ``本来想`` ("I was going to") opens the order the change follows (its time at
    ``scope - 1``): that order is given up; None when it is not said so."""
    i = scope - 1
    if i < 0 or out[i].type != "TIME":
        return None
    before = i - 1
    while before >= 0 and out[before].type == "UNKNOWN":
        before -= 1
    if before >= 0 and out[before].type != "SEP":
        return None
    said = text[out[before].end_pos or 0 if before >= 0 else 0 : out[i].start_pos or 0].strip(" ，,我")
    return before + 1 if said in _MEANT else None


# an earlier message taken back (刚才发的作废, 之前那版不算, 刚才群里发的那版作废, 哎呀刚才发错了哈): when,
# where and how it was said, which version, what is wrong with it (round fifteen: built from parts)
_EARLIER = r"(?:刚才|刚刚|之前|此前|先前|前面|原先|原来|早先|前头|上一条|上条|上一次|上次|上一版|上版|刚)"
_WHERE = r"(?:在)?(?:群里|群里面|私聊里?|私信里?)?(?:随口|随便|顺手)?"
_SAID = r"(?:我)?(?:所发|发|说|写|交|讲|报)?(?:过)?(?:的)?"  # 此前所发作废 (round thirty-five)
_WHICH = r"(?:那条|那个|那些|那版|那一版|那份|版本|旧版|版)?(?:指令|消息|安排|计划|行动)?"
# said twice over (刚才那条作废作废！！: round thirty-five)
_VERDICT = (
    r"(?:都)?(?:(?:作废|不算数?|不作数|取消|撤回|无效|发错|写错|弄错|搞错)(?:了)?){1,2}"
    r"(?:哈|啊|哦|喔|啦|吧|呀)?"
)
_INTERJECTION = r"(?:哎呀|哎哟|哎|唉|啊+|呃|诶|欸|额)?"
_RETRACTED = re.compile(
    # 不好意思刚才发错了 (Chinese at work): the apology with it
    rf"{_INTERJECTION}(?:不好意思|抱歉|对不起|sorry)?"
    rf"{_EARLIER}{_WHERE}{_SAID}{_WHICH}{_VERDICT}"
)
# at a message's end, only what plainly is another message: a version, one sent, one in the group
# (原先那版作废, 之前在群里随口说的不算); 之前的作废 there may take back the orders above it
_ANOTHER_MESSAGE = re.compile(r"版|发的|群里")
# what may open the note it is said in (注：, *, PS)
_NOTE = re.compile(r"(?:注|备注|附注|ps|p\.s\.|\*)\s*[:：]?\s*")
# a piece of only a cheer or a sigh (啊啊啊, 唉): no part of what is said
_ONLY_INTERJECTION = re.compile(r"(?:哎呀|哎哟|哎|唉|啊|呃|诶|欸|额|嗯)+")


# what else opens a message sent again (docs/PARSING.md, *Chinese as players type it, regional
# round*): "this one counts" (以这条为准), "the final version" (最后一版了), a change announced
# (改一下哈): before any order of the message they can only be about an earlier message
_OPENING = re.compile(
    r"(?:以|按)(?:这条|这个|这一条|此条|本条|此|这版|这一版|这次|这次的)(?:消息|指令|安排)?(?:为准|来|算)(?:吧|哈|啊)?"
    r"|(?:这条|此条|本条|这个|这次)(?:才)?(?:为准|算数|有效|是准的)(?:了)?"
    r"|(?:这是|这才是|真的是|真的|真|这次是|这次)?(?:最后一版|最终版|最后一次|最后一条|终版|定稿)(?:了)?(?:啊|哈|吧)?"
    r"|(?:时间轴|时间表|行程|安排|计划|指令)?(?:我)?(?:再)?"  # 时间轴更新一下: what is changed, named
    r"(?:改一下|修改一下|更新一下|更正一下|重发一下|重新发一下|重发|重新发)(?:哈|啊|吧)?"
    # round twenty-six: what is changed named after it (我又想了想，还是改一下计划吧)
    r"|(?:还是|我)?(?:改一下|修改一下|调整一下|改改|换一下)(?:我的|今晚的)?(?:计划|安排|行程|指令)(?:吧|哈|啊)?"
    r"|(?:我)?(?:又|再)?(?:想了想|想了一下|考虑了一下|琢磨了一下)"
    # round eight: sent again, said formally (重新提交今晚行动, 烦请以此版本为准, 更正一下刚才发的)
    r"|(?:我|本人)?(?:重新|再次)(?:提交|发送|提交一下|发送一下|报备)(?:一遍|一次|一下)?(?:今晚|今晚的)?(?:行动|指令|安排|计划)?"
    r"|(?:烦请|请|麻烦|还请)?(?:以|按)(?:此|这个|本|最新|最新的|这一)(?:版本|版|份|条)(?:为准|来)(?:吧|哈)?"
    r"|(?:更正|修改|更新|订正)(?:一下)?(?:刚才|刚刚|之前|上一条|前面|上条)(?:(?:我)?(?:发|说|写|交)的)?(?:指令|消息|安排)?"
    # round thirty-two: a correction's heading alone (更正：21:10 花园), and a pet name the player
    # opens with (宝 我改一下哈 …): no order in either
    r"|(?:更正|订正|修正|勘误)(?:如下)?"
    r"|(?:宝|宝宝|宝贝|亲|亲爱的|亲亲)"
    # round thirty-five: starting over, said after taking the last one back (刚才发那条作废啊 重新来)
    r"|(?:我)?(?:重新来|重来)(?:一遍|一次|过)?(?:哈|啊|吧)?"
    r"|(?:修订版|修改版|更新版|最新版|正式版)"  # 行动计划（修订版，以此为准，此前所发作废）
)
_NEW_ONES = frozenset(
    {"改成", "改为", "换成", "更正为", "如下", "新的如下", "今晚改为", "今晚改成"}
)  # heading the orders said anew
_PIECES = re.compile(r"[\s，,。.！!；;：:~～…]+")
# the list's first number, and the evening said right before its time (\n1. 晚八时三十分: round thirty-five)
_LIST_NUMBER = re.compile(r"\n[ \t]*[(（]?[1-7一二三四五六七][ \t]*[)）、.．][ \t]*(?:今晚|晚上|晚)?$")


def _retracted_before(out: list[Token], text: str) -> list[Token]:
    """``不对，刚才发的作废。改成：9点去203…``, ``上一条作废，以这条为准。…``, ``最后一版，前面的都不算。…``,
    ``改一下哈 9点…``: the message opens by taking back an earlier message (not this one's orders),
    or by saying it replaces one, and says the orders anew: the opening is set aside and said, and
    the orders after it are the orders. Only at the message's start, before any order: every part
    before the first order (between punctuation or spaces) is such an opening (or set aside
    already, a greeting), and one of them takes an earlier message back or replaces it."""
    best = None
    for j, t in enumerate(out):
        if t.type not in ORDER_STARTS or j == 0:
            continue
        said = text[: t.start_pos or 0]
        for u in out[:j]:  # a greeting set aside already (GM，…), 不对 / 改成: no part of the opening
            if (
                u.type == "ASIDE"
                or u.type == "CHANGE"
                and not str(u).isascii()
                and not _OPENING.fullmatch(str(u))
            ):
                said = (
                    said[: u.start_pos or 0]
                    + "，" * ((u.end_pos or 0) - (u.start_pos or 0))
                    + said[u.end_pos or 0 :]
                )
        said = _LIST_NUMBER.sub("", said)  # 以此为准：\n1）20:00…: the list's first number (round eight)
        said = _BRACKET.sub(partial(_remark_only, out[:j]), said)  # 改一下计划吧（GM你别嫌我烦🙏）
        opening = [p for p in _said_pieces(said) if p not in _NEW_ONES]
        fits = [bool(_RETRACTED.fullmatch(p) or _OPENING.fullmatch(p)) for p in opening]
        if opening and all(fits):
            best = j
        elif not all(fits[:-1]):
            break  # a part before the last is no opening: no longer prefix is one (linear time)
    if best is None:
        return out
    said = Token("ASIDE", "aside", start_pos=0, end_pos=out[best - 1].end_pos)
    return [said, *out[best:]]


# a bracket in an opening (还是改一下计划吧（GM你别嫌我烦🙏）), and the words a remark in it may hold
_BRACKET = re.compile(r"（[^（）()]*）|\([^（）()]*\)")
_REMARK = frozenset({"UNKNOWN", "FILLER", "SEP", "ASIDE"})


def _remark_only(words: list[Token], m: re.Match[str]) -> str:
    """The bracket ``m`` blanked (a comma) when the words in it are a remark's only (no word of an
    order: 别开门 is a door), else as it was."""
    inside = [u for u in words if m.start() <= (u.start_pos or 0) < m.end()]
    return "，" if all(u.type in _REMARK for u in inside) else m.group()


# emoji and pictographs, arrows, dingbats and the emoji selector (作废❌, 以这条为准✅)
_SYMBOLS = re.compile("[\u2190-\u21ff\u2300-\u27bf\u2b00-\u2bff\ufe0f\U0001f000-\U0001faff]")


def _said_pieces(said: str, note: bool = False) -> list[str]:
    """The parts of ``said`` between punctuation, without their emoji and symbols (作废❌,
    以这条为准✅), a note's mark (注：, *) when ``note``, and the parts only a sigh (啊啊啊)."""
    pieces = (_SYMBOLS.sub("", p) for p in _PIECES.split(said))
    if note:
        pieces = (_NOTE.sub("", p, count=1) for p in pieces)
    return [p for p in pieces if p and not _ONLY_INTERJECTION.fullmatch(p)]


def _retracted_last(out: list[Token], text: str) -> list[Token]:
    """``9点去花园…\n注：原先那版作废。``, ``*之前在群里随口说的不算。``: the message ends by taking an
    earlier message back, after its orders. Only what plainly is another message (a version, one
    sent, one in the group: :data:`_ANOTHER_MESSAGE`), in sentences of its own after an order's
    word; set aside and said. Else (``之前的作废`` may take back the orders above it) as before."""
    best = None
    for k in range(len(out) - 1, 0, -1):
        t = out[k]
        if t.type != "SEP" or str(t) not in ".\n!;":
            continue
        said = text[t.end_pos or 0 :]
        if not said.strip():
            continue
        pieces = _said_pieces(said, note=True)
        if not pieces or not all(_RETRACTED.fullmatch(p) and _ANOTHER_MESSAGE.search(p) for p in pieces):
            break
        best = k
    if best is None or all(t.type in ("SEP", "UNKNOWN", "ASIDE") for t in out[:best]):
        return out
    tail = [t for t in out[best + 1 :] if t.type != "SEP"]
    if not tail:
        return out
    note = Token("ASIDE", "aside", start_pos=tail[0].start_pos, end_pos=tail[-1].end_pos)
    return [*out[: best + 1], note]


def _sentence_before(text: str, at: int) -> str:
    """The few characters before ``at`` (算了，还是: 算了 said just before)."""
    return text[max(0, at - 5) : at]


def _ends_with_ba(out: list[Token], k: int, text: str) -> bool:
    """Whether the clause opened at ``out[k]`` ends with 吧 (还是去草坪吧: after all)."""
    end = len(text)
    for u in out[k + 1 :]:
        if u.type in _ENDS:
            end = u.start_pos or end
            break
    return text[:end].rstrip(" ～~!！。.").endswith("吧")


def _whole_order_again(out: list[Token], j: int) -> bool:
    """Whether the change says a whole order again ("correction: at 9 go to the lawn"): its time
    and more after it."""
    rest: list[Token] = []
    for u in out[j + 1 :]:
        if u.type == "SEP" and str(u) in (".", "。", "\n", ";", "!", "?"):
            break
        if u.type == "THEN" or u.type == "TIME" and rest and rest[-1].type == "SEP":
            break  # 九点四十去花园然后十点十分回房间就这样: the next order is no part of it
        rest.append(u)
    # a remark in a clause of its own after the order (…，10点半去花园，草坪太远了) is no part of it
    said = [
        u
        for n, u in enumerate(rest)
        if u.type not in _ENDS and not _remark_alone(rest, n) and not _done_there(rest, n)
    ]
    if [str(u) for u in said] in ([v] for v in _VERB_AGAIN):
        return False  # 还是10点去吧: only the time, the verb said again
    return bool(said) and not any(u.type in ("UNKNOWN", "ASIDE", "CHANGE") for u in said)


def _ellipsis(out: list[Token], k: int) -> bool:
    """Whether the "." at ``k`` is one of the dots of an ellipsis (…, ...)."""
    return any(0 <= n < len(out) and out[n].type == "SEP" and str(out[n]) == "." for n in (k - 1, k + 1))


def _done_there(rest: list[Token], n: int) -> bool:
    """Whether ``rest[n]`` is a word set aside right after the place it is done at (改成8点40去204坐坐:
    what one does there, no part of what the order is)."""
    return rest[n].type == "ASIDE" and n > 0 and rest[n - 1].type in ("PLACE", "ROOMWORD", "RETURN_HOME")


def _remark_alone(rest: list[Token], n: int) -> bool:
    """Whether ``rest[n]`` is a word set aside standing alone in its clause (after a comma)."""
    prev = rest[n - 1] if n else None
    nxt = rest[n + 1] if n + 1 < len(rest) else None
    return (
        rest[n].type == "ASIDE"
        and prev is not None
        and prev.type == "SEP"
        and (nxt is None or nxt.type == "SEP")
    )


def _sentence_start(out: list[Token], start: int) -> int:
    """The first word of the sentence said before the change at ``start`` (the order it drops)."""
    i = start
    while i > 0 and out[i - 1].type in ("SEP", "ASIDE"):
        i -= 1
    while i > 0 and not (out[i - 1].type == "SEP" and str(out[i - 1]) in (".", "。", ";", "\n", ":", "：")):
        i -= 1
    while i < start and out[i].type in ("SEP", "ASIDE"):
        i += 1
    return i


def _same_order(out: list[Token], scope: int, start: int, j: int) -> bool:
    """Whether the order said again at ``j`` (its new time) does what the order the change
    follows does (its time at ``scope - 1``): the same words after the time, "before" aside."""

    def said(tokens: list[Token]) -> list[tuple[str, str]]:
        return [(u.type, str(u)) for u in tokens if u.type not in ("SEP", "BEFORE", "AT", "ASIDE")]

    earlier = said(out[scope:start])
    again = []
    for u in out[j + 1 :]:
        if u.type in _ENDS:
            break
        again.append(u)
    return bool(earlier) and said(again) == earlier


def _order_at(out: list[Token], start: int, time: Token) -> int:
    """Where the order at ``time`` said before ``start`` begins (``start`` when there is none)."""
    for i in range(start - 1, -1, -1):
        u = out[i]
        if u.type == "TIME" and str(u) == str(time) and (i == 0 or out[i - 1].type in _ENDS | {"AT"}):
            return i - 1 if i and out[i - 1].type == "AT" else i
    return start


# the kinds a word said right before a change may be replaced by, side by side
_SIDE_BY_SIDE = {
    "TIME": frozenset({"TIME"}),
    "PLACE": frozenset({"PLACE"}),
    "NAME": frozenset({"NAME"}),
    "WINDOW": frozenset({"WINDOW", "PEEPHOLE"}),
    "PEEPHOLE": frozenset({"WINDOW", "PEEPHOLE"}),
}


def _side_by_side(out: list[Token], start: int, head: Token) -> bool:
    """``nine no wait nine thirty go to the garden``, ``the garden, no wait, I mean the lawn at
    8:50``: a word said right before the change (nothing but the change between them) and one of its
    kind right after it: the second takes the first's place, whatever follows (a voice message
    corrects itself as it goes)."""
    before = out[start - 1] if start else None
    return before is not None and head.type in _SIDE_BY_SIDE.get(before.type, frozenset())


def _said_again(out: list[Token], scope: int, k: int, replaced: Token) -> None:
    """After a word said side by side: the order's own time said again (``the lawn at eight
    fifty``) and the word replaced said negated (``not the garden``) are set aside."""
    if (
        k + 1 < len(out)
        and out[k].type == "AT"
        and out[k + 1].type == "TIME"
        and _restates(out, scope, out[k + 1])
    ):
        out[k : k + 2] = [_aside_of(out[k : k + 2])]
        k += 1
    negated = k + 1 < len(out) and str(out[k]).lower() == "not"
    if negated and out[k + 1].type == replaced.type and str(out[k + 1]) == str(replaced):
        out[k : k + 2] = [_aside_of(out[k : k + 2])]


def _aside_of(part: list[Token]) -> Token:
    """One set-aside word covering ``part`` (said whole on the echo's last line)."""
    return Token("ASIDE", "aside", start_pos=part[0].start_pos, end_pos=part[-1].end_pos)


def _plan_for_plan(out: list[Token], again: int, start: int, j: int) -> bool:
    """Whether the change at ``out[start:j]`` says more orders after the one it says again, the
    orders before it more than the one at its time, and a later new order goes where a later old one
    went (``九点半去204，十点回来。哦不对，改成九点半去花园，十点半再回房间``): a plan said again for a
    plan, which of the old orders each new one replaces is read from the orders themselves
    (:mod:`blackhorse.parsing.restatedsaid`), not the first alone."""
    own = again + (2 if out[again].type == "AT" else 1)
    old_next = next((i for i in range(own, start) if _opens_order(out, i)), None)
    new_next = next((i for i in range(j + 1, len(out)) if _opens_order(out, i)), None)
    if old_next is None or new_next is None:
        return False
    # an old order going where a later new one goes (十点回来 ... 十点半再回房间): the plan said again;
    # else the later new orders are more orders (8点40去草坪，算了，改成8点40去204，然后9点半回屋)
    return bool(_wheres(out[old_next:start]) & _wheres(out[new_next:]))


def _wheres(part: list[Token]) -> set[str]:
    """Where the orders of ``part`` go: their places, home as ``home``."""
    return {"home" if t.type == "RETURN_HOME" else str(t) for t in part if t.type in ("PLACE", "RETURN_HOME")}


def _opens_order(out: list[Token], i: int) -> bool:
    """Whether ``out[i]`` is the time opening an order (after punctuation, "then" or "and")."""
    return out[i].type == "TIME" and i > 0 and out[i - 1].type in _ENDS


def _replace_order(out: list[Token], again: int, start: int, j: int) -> int:
    """The order said at ``out[again]`` replaced by the one the change at ``out[start:j]`` says
    again: that order and the change's words set aside, and only them (``9点去花园，10点回家，不对，
    9点去草坪``: 10点回家 stands; it was set aside with the garden before)."""
    own = again + (2 if out[again].type == "AT" else 1)  # after the order's own time ("at 9")
    nxt = next((k for k in range(own, start) if out[k].type in ORDER_STARTS | {"AT"}), start)
    if nxt >= start:
        return _set_aside(out, again, j)
    after = _set_aside(out, start, j)  # the change's words first: the indices before it stay
    _set_aside(out, again, nxt)
    return after - (nxt - again - 1)


def _set_aside(out: list[Token], i: int, j: int) -> int:
    """``out[i:j]`` set aside as one part; the index after it."""
    if i >= j:
        return j
    out[i:j] = [_aside_of(out[i:j])]
    return i + 1


def _earlier(out: list[Token], scope: int, before: int, head: Token, same: bool = False) -> int | None:
    """The last word of ``head``'s family in the order (from ``scope``) before ``before``; with
    ``same``, of its kind and value too."""
    family = _FAMILY.get(head.type)
    if family is None:
        return None
    lo = scope if head.type != "TIME" else 0
    for i in range(before - 1, lo - 1, -1):
        t = out[i]
        if t.type == "ASIDE":
            continue
        if same and t.type == head.type and str(t) == str(head):
            return i
        if not same and _FAMILY.get(t.type) == family and (head.type not in _WORDS or t.type in _WORDS):
            if head.type == "TIME" and i < scope - 1:
                return None
            return i
    return None


def _restates(out: list[Token], scope: int, time: Token) -> bool:
    """Whether ``time`` is the time of the order the change is in (said again)."""
    opening = out[scope - 1] if scope > 0 else None
    return opening is not None and opening.type == "TIME" and str(opening) == str(time)


def _refuse_or_talk(out: list[Token], start: int, first: str) -> int:
    """A change with nothing to change: "actually" is talk (read past); any other is refused."""
    if first == "actually":
        del out[start]
        return start
    return start + 1
