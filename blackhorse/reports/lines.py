"""A report's events made into its lines: in order, joined, worded, each with its rows.

The person's own events and what they saw (each list in minute order) are put in the order
a report tells them (by minute; at one minute the person's own doing first, then what was
seen, subject by subject, then a closing "no one else"), what is seen while walking joins
the walk's sentence, and each line gets its words (:mod:`blackhorse.reports.phrasing`) and
its source rows: every sighting row goes to the latest line about its subject at or before
its minute (at the same minute, the later line), every own step to the line that holds it
(a stay right after an arrival to the line before it). The sighting rows are read as plain
tuples (by index: minute ``r[0]``, subject ``r[2]``). A night's build keeps each line as a
plain tuple (:data:`PlainLine`, :func:`plain_lines`); a :class:`ReportLine` hands its rows
out as :class:`~blackhorse.sight.visibility.Sighting` rows, made when first asked for
(``Report.lines``, :func:`made_lines`).
"""

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import repeat
from operator import itemgetter
from typing import Any

from blackhorse.core.clock import hhmm
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.records import Step
from blackhorse.reports.events import MOVING, Event, Viewer
from blackhorse.reports.phrasing import arrival_says_where, own_text, seen_text
from blackhorse.reports.vocabulary import Words
from blackhorse.sight.visibility import Sighting, SightingRow

WALKING = ("leaving", "walking")
WALK_LINES = ("depart", "knock", "resume")  # lines of the observer's own walk
WATCHING = (*MOVING, "peeking")  # the observer looks from afar: Chinese says 看见
NOT_HOLDING = ("closing", "heard-knock")  # own lines given no step but their own
# the fields of an event the report's order reads, by index in C (by name, each would take a
# named tuple's generic attribute path, several times dearer)
ORDERING = itemgetter(*map(Event._fields.index, ("minute", "kind", "subject", "joins", "mentions")))
EVENT_MINUTE = itemgetter(Event._fields.index("minute"))


class ReportLine(NamedTuple):
    """One clause of a report: ``joins`` continues the previous line's sentence."""

    k: int
    minute: int
    joins: bool
    text_zh: str
    text_en: str
    timeline: tuple[Step, ...]
    sightings: tuple[Sighting, ...]

    def as_json(self) -> dict[str, Any]:
        return {
            "line": self.k,
            "minute": hhmm(self.minute),
            "joins_previous": self.joins,
            "text_zh": self.text_zh,
            "text_en": self.text_en,
            "sources": {
                "timeline": [
                    {
                        "minute": hhmm(s.minute),
                        "person": s.person,
                        "spot": s.spot,
                        "activity": s.activity,
                        "detail": s.detail,
                    }
                    for s in self.timeline
                ],
                "sightings": [
                    {
                        "minute": hhmm(r.minute),
                        "observer": r.observer,
                        "subject": r.subject,
                        "spot": r.spot,
                        "activity": r.activity,
                        "channel": r.channel,
                    }
                    for r in self.sightings
                ],
            },
        }


PlainLine = tuple[int, int, bool, str, str, tuple[Step, ...], tuple[SightingRow, ...]]
"""A report line as a plain tuple: the fields of :class:`ReportLine` in its order (number,
minute, joins, Chinese, English, own steps), its sightings plain rows (:data:`SightingRow`).
What the build keeps and the files read (``Report.plain_lines``): on CPython 3.11 a plain
tuple is made, unpacked and read by index at a third of a named tuple's cost, and its rows
need no :class:`Sighting` made for them."""


def report_lines(
    viewer: Viewer,
    own: list[Event],
    seen: list[Event],
    rows: Sequence[SightingRow],
) -> tuple[ReportLine, ...]:
    """The lines of a report from its own events ``own`` and its seen events ``seen`` (each
    in minute order; ``seen`` at one minute in subject order), the observer's sighting rows
    ``rows`` (minute, subject order)."""
    return made_lines(plain_lines(viewer, own, seen, rows))


def made_lines(plain: Iterable[PlainLine]) -> tuple[ReportLine, ...]:
    """:class:`ReportLine` rows of plain lines, each sighting a :class:`Sighting` row (made in C)."""
    new = tuple.__new__  # ReportLine(...) without keyword handling
    return tuple(
        new(ReportLine, (k, minute, joins, zh, en, own, tuple(map(new, repeat(Sighting), seen))))
        for k, minute, joins, zh, en, own, seen in plain
    )


def plain_of(lines: Iterable[ReportLine]) -> tuple[PlainLine, ...]:
    """The plain lines of :class:`ReportLine` rows (their sightings as plain rows)."""
    return tuple(
        (k, minute, joins, zh, en, own, tuple([(m, o, s, p, a, c) for m, o, s, p, a, c in seen]))
        for k, minute, joins, zh, en, own, seen in lines
    )


def plain_lines(
    viewer: Viewer,
    own: list[Event],
    seen: list[Event],
    rows: Sequence[SightingRow],
) -> tuple[PlainLine, ...]:
    """:func:`report_lines` as plain lines (:data:`PlainLine`): what a night's build keeps."""
    done = _ordered(viewer, own, seen, rows)
    if done is None:  # a subject seen before any line names them (the safety net)
        plain = _ordered(viewer, own, seen, ())
        assert plain is not None
        events, joins = _narrated(plain[0], plain[1], rows)
        claimed = _claim(events, rows)
        assert claimed is not None
    else:
        events, joins, claimed = done
    held = _own_rows(events, viewer.own)
    steps = viewer.own
    words = Words(viewer)
    out: list[PlainLine] = []
    append = out.append
    before: Event | None = None
    for k, (e, joined, sightings, mine) in enumerate(zip(events, joins, claimed, held, strict=True)):
        minute, kind, subject = e[:3]  # by one slice in C, not the named tuple's generic path
        if subject:  # a subject seen
            zh, en = seen_text(words, e, steps[minute].activity in WATCHING)
        else:
            zh, en = own_text(words, e)
            if kind == "arrive" and joined and before is not None and _someone_else(before):
                # "21:40 set off for the common room, 21:42 E went into room 205, arrived 21:44"
                # read as E arriving: after a clause about someone else the English arrival
                # says where ("reached the common room at 21:44"), as the seed does after a
                # meeting ("9:11分在东楼梯遇见上楼的B，9:13到达草坪"); the Chinese clause before
                # is the player's own (看见…), so 到达 stays as it was
                en = arrival_says_where(words, e, en)
            if kind == "kill" and joined and before is not None and _someone_else(before):
                # "22:15 A went into room 201, arrived 22:16 and killed D there" read as A
                # killing D: after a clause about someone else the English says who killed
                en = "you " + en
        append((k + 1, minute, joined and k > 0, zh, en, mine, tuple(sightings)))
        before = e
    return tuple(out)


def _someone_else(e: Event) -> bool:
    """Is ``e`` worded with someone else as its subject ("A went into room 201"), not the
    player ("met A coming up the east stairs", "met A outside room 203")?"""
    if not e.subject:
        return False
    if e.kind == "move":
        return e.first not in ("crossed", "met")
    return not (e.kind == "knocked" and "at-door" in e.flags)


def _ordered(
    viewer: Viewer, own: list[Event], seen: list[Event], rows: Sequence[SightingRow]
) -> tuple[list[Event], list[bool], list[list[SightingRow]]] | None:
    """Own and seen events in the report's order, each with whether it joins the sentence
    before (what is seen while walking joins the walk's sentence) and the sighting rows it
    is given, in one pass: each row goes to the latest line about its subject at or before
    its minute (at the same minute, the later line); ``None`` when a row comes before any
    line about its subject. A closing "no one else" is dropped unless someone was told
    before it in that peek."""
    events = own + seen
    # a closing "no one else" after what was seen
    keys = [e.minute * 16 + (9 if e.kind == "closing" else 0) for e in own]
    seen_at = list(map(EVENT_MINUTE, seen))
    keys += [m * 16 + 5 for m in seen_at]
    seen_minutes = sorted(set(seen_at))
    steps = viewer.own
    out: list[Event] = []
    joins: list[bool] = []
    claimed: list[list[SightingRow]] = []
    append, join, claim = out.append, joins.append, claimed.append
    latest: dict[str, list[SightingRow]] = {}  # subject: the rows of the line about them so far
    get = latest.get
    p, n = 0, len(rows)  # the next row to give (rows in minute order)
    last_kind, last_joins = "", False
    for i in sorted(range(len(events)), key=keys.__getitem__):  # stable: own, then seen
        e = events[i]
        minute, kind, subject, joined, mentions = ORDERING(e)
        if kind == "closing":
            if not ("after-scene" in e.flags or _any_between(seen_minutes, e.end, minute)):
                continue  # "no one else" needs someone told before it
        elif subject and out and steps[minute].activity in WALKING:  # a subject seen while walking
            joined = last_kind in WALK_LINES or last_joins
        while p < n and rows[p][0] < minute:  # every line up to its minute is in
            r = rows[p]
            holder = get(r[2])  # the subject's
            if holder is None:
                return None
            holder.append(r)
            p += 1
        append(e)
        join(joined)
        mine: list[SightingRow] = []
        claim(mine)
        for told in mentions:
            latest[told] = mine
        last_kind, last_joins = kind, joined
    for r in rows[p:]:
        holder = get(r[2])
        if holder is None:
            return None
        holder.append(r)
    return out, joins, claimed


def _any_between(minutes: list[int], first: int, last: int) -> bool:
    """Is any of the sorted ``minutes`` within ``first..last``?"""
    i = bisect_left(minutes, first)
    return i < len(minutes) and minutes[i] <= last


def _claim(events: list[Event], rows: Sequence[SightingRow]) -> list[list[SightingRow]] | None:
    """Give each sighting row (minute order) to the latest line about its subject at or
    before its minute (at the same minute: the later line); ``None`` when a row comes before
    any line about its subject."""
    claimed: list[list[SightingRow]] = [[] for _ in events]
    latest: dict[str, list[SightingRow]] = {}  # subject: the rows of the line about them so far
    k, n = 0, len(events)
    for r in rows:
        while k < n and events[k].minute <= r[0]:
            for subject in events[k].mentions:
                latest[subject] = claimed[k]
            k += 1
        holder = latest.get(r[2])
        if holder is None:
            return None
        holder.append(r)
    return claimed


def _narrated(
    events: list[Event], joins: list[bool], rows: Sequence[SightingRow]
) -> tuple[list[Event], list[bool]]:
    """A subject seen before any line names them gets a plain 'X was there' line."""
    first_mention: dict[str, int] = {}
    for e in events:  # in minute order: the first line naming a subject is the earliest
        for s in e.mentions:
            if s not in first_mention:
                first_mention[s] = e.minute
    extra: list[Event] = []
    # rows in (minute, subject) order: only each subject's first row can come before any line
    first_rows = dict(zip(map(itemgetter(2), reversed(rows)), reversed(rows), strict=True))
    for minute, _, subject, spot, activity, _ in sorted(first_rows.values(), key=itemgetter(0, 2)):
        if minute < first_mention.get(subject, 10**9):
            kind = {"dead": "body"}.get(activity, "present")
            extra.append(Event(minute, kind, subject, spot, mentions=(subject,)))
    merged = [(e.minute, 1, i, e, j) for i, (e, j) in enumerate(zip(events, joins, strict=True))]
    merged += [(e.minute, 2, i, e, e.joins) for i, e in enumerate(extra)]
    merged.sort(key=itemgetter(0, 1, 2))
    return [m[3] for m in merged], [m[4] for m in merged]


def _own_rows(events: list[Event], own: Sequence[Step]) -> list[tuple[Step, ...]]:
    """Each line's own rows: the steps its event holds (minute order, one stretch of minutes
    from the line's minute); a step no line holds (a stay right after an arrival) goes to
    the last own line at or before its minute, after that line's own steps. A knock heard
    from inside holds the listener's step at that minute, taken from the line of their stay."""
    n = len(own)
    held = bytearray(n)
    ones = b"\x01" * n  # marks for a stretch of minutes at once
    heard = {e.minute for e in events if e.kind == "heard-knock"}
    out: list[tuple[Step, ...]] = []
    append = out.append
    for e in events:
        steps = e.own
        if heard and steps and e.kind != "heard-knock":
            steps = tuple(s for s in steps if s.minute not in heard)
        append(steps)
        if steps:
            first, last = steps[0].minute, steps[-1].minute
            if last - first + 1 == len(steps) and last < n:  # one stretch of minutes: in C
                held[first : last + 1] = ones[: last + 1 - first]
            else:
                for s in steps:
                    held[s.minute] = 1
    if held.count(0) == 0:
        return out
    rest = [s for s in own if not held[s.minute]]  # minute order
    lines = [(e.minute, k) for k, e in enumerate(events) if not e.subject and e.kind not in NOT_HOLDING]
    i = -1
    extra: dict[int, list[Step]] = {}
    for s in rest:
        while i + 1 < len(lines) and lines[i + 1][0] <= s.minute:
            i += 1
        extra.setdefault(lines[i][1] if i >= 0 else 0, []).append(s)
    for k, more in extra.items():
        out[k] = (*out[k], *more)
    return out


__all__ = ["PlainLine", "ReportLine", "made_lines", "plain_lines", "plain_of", "report_lines"]
