"""A chat's own line headers pasted along with the orders: the sender's name and when they sent.

A player who copies their messages out of WeChat, Telegram, WhatsApp or Discord pastes the app's
headers with them: ``[18:02] 雪儿: 今晚8点半去花园``, ``雪儿 18:02`` on a line of its own (WeChat),
``Tom, [04.12.26 18:02]`` (Telegram), ``04/12/2026, 18:02 - Tom: 8:30 garden`` (WhatsApp),
``Tom — Today at 6:02 PM`` (Discord). The time there is when the message was sent, never an order's
time; the reader took it for one (``18:02``: "6:02 is outside the night").

A header is set aside and said (the echo's "ignored" line) when it has the chat's shape **and
names the sender** (their name or a nickname of theirs):

- at a line's start: an optional date, a clock time (``18:02``, ``18:02:33``, ``6:02 PM``), in
  brackets or not, then the sender's name and a colon; the words after the colon are the message;
- or a line holding nothing but the sender's name and a date or clock time, in either order;
- and the time stamped as a chat stamps it (in brackets, with a date, seconds or am/pm) or one no
  order starts at (``18:02``, ``9:47``): ``Tom 9:00`` on its own line stays what it was.

**Decision:** another person's name in a header is never set aside (a message forwarded from
someone else holds their orders, not the sender's: refused as before), and a time with no name
(``[20:30] 去花园``) is an order's time, as it always was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from blackhorse.core.names import same_name
from blackhorse.parsing.aside import merged
from blackhorse.parsing.drafts import Draft, Fault
from blackhorse.parsing.lexicon import Lexicon
from blackhorse.parsing.text import Message

__all__ = ["header_spans", "read_without_headers"]

Read = Callable[[Message], tuple[Draft | None, list[Fault]]]

_CLOCK = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?"
_DATE = (
    r"(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}月\d{1,2}日"
    r"|today at|yesterday at|今天|昨天)"
)
_WHEN = rf"(?:{_DATE}[\s,，]*)?{_CLOCK}|{_DATE}"
# [18:02] NAME:   04/12/2026, 18:02 - NAME:   [6:02 pm] NAME：
_STAMP = rf"(?:\[\s*(?:{_WHEN})\s*\]|(?:{_WHEN}))"
_BEFORE_NAME = re.compile(
    rf"^[ \t]*{_STAMP}[ \t]*(?:[-–—][ \t]*)?(?P<name>[^\n:：\[\]]{{1,24}}?)[ \t]*[:：]",
    re.MULTILINE,
)
# NAME 18:02   NAME, [04.12.26 18:02]   NAME — today at 6:02 pm   (alone on their line)
_NAME_FIRST = re.compile(
    rf"^[ \t]*(?P<name>[^\n\d\[\]:：,，—–-]{{1,24}}?)[ \t]*[,，]?[ \t]*(?:[-–—][ \t]*)?"
    rf"{_STAMP}[ \t]*$",
    re.MULTILINE,
)


def _is_sender(name: str, lex: Lexicon, sender: str | None) -> bool:
    """Whether ``name`` is the sender: their name (regardless of case and width) or a word of
    the lexicon naming them (a nickname)."""
    said = " ".join(name.lower().split())
    if sender is None or not said:
        return False
    word = lex.words.get(said)
    return same_name(said, (sender,)) is not None or (
        word is not None and word.kind == "NAME" and word.value == sender
    )


_STAMPED = re.compile(rf"\[|{_DATE}|\d:\d\d:\d\d|[ap]\.?\s?m\b")
_CLOCK_TIME = re.compile(r"(\d{1,2}):(\d{2})")


def _sent_at(header: str) -> bool:
    """Whether the header's time is when a message was sent, not an order's: stamped as a chat
    stamps it (brackets, a date, seconds, am/pm) or a time no order starts at (18:02, 9:47)."""
    if _STAMPED.search(header):
        return True
    clock = _CLOCK_TIME.search(header)
    if clock is None:
        return False
    hour, minute = int(clock.group(1)), int(clock.group(2))
    return minute % 10 != 0 or hour % 12 not in (8, 9, 10)


def header_spans(text: str, lex: Lexicon, sender: str | None) -> list[tuple[int, int]]:
    """The spans of normalised ``text`` that are a chat's headers naming ``sender`` (module doc)."""
    spans: list[tuple[int, int]] = []
    for pattern in (_BEFORE_NAME, _NAME_FIRST):
        for m in pattern.finditer(text):
            if _is_sender(m.group("name"), lex, sender) and _sent_at(m.group(0)):
                spans.append((m.start() + len(m.group(0)) - len(m.group(0).lstrip()), m.end()))
    return sorted([*spans, *_nameless_stamps(text)])


# a bracketed clock opening a line, with nothing naming who sent it: ``[19:41] 8:00 peephole``
_NAMELESS = re.compile(rf"^[ \t]*\[\s*({_CLOCK})\s*\]", re.MULTILINE | re.IGNORECASE)


def _nameless_stamps(text: str) -> list[tuple[int, int]]:
    """A chat's stamps without the sender's name (``[19:41] hey`` / ``[19:42] 8:00 peephole``),
    pasted by a player who sent their orders in several messages (round twenty-eight): set aside
    only when two lines or more open with one, their times never go back, and one of them is a time
    no order starts at (19:41, 18:02): the times of the sending, not of the orders. ``[20:30] 去花园``
    / ``[21:00] 回家`` stays a list of orders' times, as before."""
    found = list(_NAMELESS.finditer(text))
    if len(found) < 2:
        return []
    minutes = []
    for m in found:
        clock = _CLOCK_TIME.search(m.group(1))
        assert clock is not None
        minutes.append(int(clock.group(1)) * 60 + int(clock.group(2)))
    if minutes != sorted(minutes) or not any(_sent_at(m.group(1)) for m in found):
        return []
    return [(m.start() + len(m.group(0)) - len(m.group(0).lstrip()), m.end()) for m in found]


def read_without_headers(
    msg: Message, read: Read, lex: Lexicon, sender: str | None
) -> tuple[Draft | None, list[Fault]]:
    """``msg`` read with its chat headers blanked out (spaces, so every position stays) and set
    aside; a message without one is read as it is."""
    spans = header_spans(msg.text, lex, sender)
    if not spans:
        return read(msg)
    text = msg.text
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    draft, faults = read(replace(msg, text=text))
    if draft is not None:
        draft.aside = merged([*draft.aside, *spans], text)
    return draft, faults
