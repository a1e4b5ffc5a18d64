"""A correction said as the order again (issue 22; docs/PARSING.md, *A correction said as the order
again*): ``9点去花园 / 10点回房 / 更正：9点20去花园``, ``…哦不对，改成9点20去花园``, ``等会儿 改一下 /
九点二十去花园 / 十点还是回屋``, "… no wait, 9:20 garden".

A word of changing one's mind (更正, 改一下, 哦不对, "no wait", "actually") was refused unless the
change stood right after what it replaces (``9点半去草坪，不对，去花园``): the reader could not tell
what it changes. Players more often write the corrected order whole, after the marker, and leave
the old one standing above it. What it replaces is then plain from the orders themselves:

- the message is cut at the marker (several markers in a row are one: 哦不对，改成); the part
  before and the part after are each read as orders, with no fault;
- each order after the marker replaces the one order before it at the **same time**, or, when none
  is, the one order before it that goes to the **same place** (9点去花园 -> 9点20去花园);
- every order after the marker must replace exactly one order before it, and no order before it
  may be replaced twice; an order after it that replaces nothing (a new time, a new place) may be
  an addition or a change of something else: the message is refused as before, at the marker;
- a part after the marker that adds (还要, 也要, 另外, "also", "too") says an order more, not one
  said again: refused as before;
- a marker that takes back (算了, "never mind") and a negation after the marker (算了不去草坪了, "no
  wait, not the garden") are never read so: what they take back is not said again; except the
  going taken back by name as the first clause after the marker, the order said again after it
  (``更正：10点不去花园了，去草坪``): the place it names must be the place of the order replaced.

The orders replaced and the marker are blanked and the message read again whole: what is read
goes through the same assembly, checks, echo and echo round trip as any message, and the orders
replaced are said on the echo's ``ignored:`` line, so the player sees what was dropped. Standing
orders and the door said before the marker are kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from blackhorse.parsing.aside import merged
from blackhorse.parsing.drafts import Draft, Fault, OrderDraft, Span
from blackhorse.parsing.mindsaid import ADDING
from blackhorse.parsing.text import Message

# a marker that takes back rather than says again (算了, "forget it", "never mind")
_FORGET = re.compile(r"算了|算啦|forget|never ?mind|nvm")
# a negation after the marker: it may take back what it names (不去草坪了), so nothing is guessed
_NEGATION = re.compile(r"[不没沒别別莫勿甭]|n't(?![a-z])|(?<![a-z])(?:not|no|never|dont|cant|wont)(?![a-z])")
# what says the order again right after a marker that takes back (算了，改成九点半去花园)
_CHANGED_TO = re.compile(r"[ \t,，、:：;；.。!！~～…]*(?:改成|换成|改为|换为)")
# an apology holds 不 but negates nothing (哈哈改来改去不好意思)
_SORRY = re.compile(r"不好意思|对不起|對不起")
Reader = Callable[[Message], tuple[Draft | None, list[Fault]]]
# what may stand between two markers read as one (哦不对，改成)
_BETWEEN = " \t,，、:：;；.。!！~～…-—\n"


def read_restated(msg: Message, faults: list[Fault], read: Reader) -> tuple[Message, Draft] | None:
    """The message read with the orders a correction replaces blanked (module doc), and its draft;
    None when the first refusal is no change of mind, or what it replaces is not plain."""
    if not faults:
        return None
    text = msg.text
    if faults[0].key == "change":
        start, end = faults[0].start, faults[0].end
    elif faults[0].key == "negation" and (marker := _marker_before(text, faults[0].start)) is not None:
        start, end = marker  # 更正：10点不去花园了: the marker read with the time after it
    else:
        return None
    if _FORGET.search(text[start:end].lower()) and not _CHANGED_TO.match(text, end):
        return None  # 算了不去草坪了: taken back, not said again (算了，改成…: said again)
    if ADDING.search(text[end:].lower()):
        return None  # 更正：9点还要去204: an order added, not one said again (two for one slot?)
    dropped = _not_going(text, end)  # 更正：10点不去花园了，去草坪: the going taken back, named
    if _NEGATION.search(_SORRY.sub("", text[dropped[1] if dropped else end :].lower())):
        return None  # a negation after it may take back what it names: nothing is guessed
    after = _blanked(msg, 0, end)
    if dropped:  # its time stays, the time of the order said again after it
        after = _blanked(after, dropped[0], dropped[1])
    draft_after, later = read(after)
    draft_before, earlier = read(_blanked(msg, start, len(text)))
    if draft_after is None or later or draft_before is None or earlier:
        return None
    if not draft_after.orders or not draft_before.orders:
        return None
    replaced = _replaced(draft_before.orders, draft_after.orders)
    if replaced is None:
        return None
    if dropped and not all(dropped[2] in text[a:b] for a, b in (o.extent for o in replaced)):
        return None  # 不去草坪了 after 10点去花园: not what the correction replaces
    spans: list[Span] = [(start, end), *([dropped[:2]] if dropped else []), *(o.extent for o in replaced)]
    blank = msg
    for a, b in spans:
        blank = _blanked(blank, a, b)
    draft, left = read(blank)
    while draft is None and _said_again(text, end, left):  # 不对，改成: one change said twice
        spans.append((end, left[0].end))
        end = left[0].end
        blank = _blanked(blank, spans[-1][0], end)
        draft, left = read(blank)
    if draft is None or left:
        return None
    draft.aside = merged(draft.aside + [_trimmed(text, a, b) for a, b in spans], blank.text)
    return blank, draft


def _replaced(before: list[OrderDraft], after: list[OrderDraft]) -> list[OrderDraft] | None:
    """The orders before the marker that those after it replace: for each, the one at its time, or
    the one going to its place; None when one replaces nothing, or two replace the same one."""
    out: list[OrderDraft] = []
    for new in after:
        same = [o for o in before if o.at == new.at]
        if not same and new.action.go is not None:
            same = [o for o in before if o.action.go == new.action.go]
        if len(same) != 1 or any(same[0] is o for o in out):
            return None
        if same[0].extent == (0, 0):
            return None  # an order with no words of its own (a stay added at a range's end)
        out.append(same[0])
    return out


# the going taken back right after the marker, as its own clause: 10点不去花园了, 不去花园了
_NOT_GOING = re.compile(
    r"[ \t]*(?P<time>[0-9:：点點半一二两三四五六七八九十整分]*)\s*"
    r"(?P<not>(?:我|就|那)?\s*(?:不|别|別)(?:要|用|再)?去了?(?P<place>[^\s,，。.;；!！\n]{1,8}?)了?)\s*"
    r"(?=[,，。.;；!！\n])"
)


# a marker opening its line, read with what follows it when that is a going taken back
_MARKER = re.compile(r"(?:更正|改一下|改下|修改|纠正|哦不对|不对)[ \t]*[:：,，]?[ \t]*")


def _marker_before(text: str, at: int) -> tuple[int, int] | None:
    """The marker opening ``at``'s line when the going taken back after it holds ``at`` (the
    negation: ``更正：10点不去花园了，去草坪``, where the time after the marker was read as the
    word it changes and the negation was refused); None otherwise."""
    line = text.rfind("\n", 0, at) + 1
    m = _MARKER.match(text, line + len(text[line:at]) - len(text[line:at].lstrip()))
    if m is None:
        return None
    dropped = _not_going(text, m.end())
    return (m.start(), m.end()) if dropped is not None and dropped[0] <= at < dropped[1] else None


def _not_going(text: str, end: int) -> tuple[int, int, str] | None:
    """``更正：10点不去花园了，去草坪``: the going taken back as the first clause after the marker
    ending at ``end``: where it runs (its time not included: the order said again after it keeps
    it) and the place it names (which must be the place of the order the correction replaces);
    None when the marker is not followed so."""
    m = _NOT_GOING.match(text, end)
    if m is None or not m.group("place"):
        return None
    return m.start("not"), m.end("not"), m.group("place")


def _said_again(text: str, end: int, faults: list[Fault]) -> bool:
    """Whether the first of ``faults`` is a change of mind right after the one ending at ``end``."""
    return bool(faults) and faults[0].key == "change" and not text[end : faults[0].start].strip(_BETWEEN)


def _blanked(msg: Message, start: int, end: int) -> Message:
    text = msg.text
    spaces = "".join(c if c == "\n" else " " for c in text[start:end])
    return replace(msg, text=text[:start] + spaces + text[end:])


def _trimmed(text: str, start: int, end: int) -> Span:
    said = text[start:end]
    return start + len(said) - len(said.lstrip()), start + len(said.rstrip())
