"""Every living person's report of the night (ADJUDICATION 7), with the rows behind each line.

Pipeline: the person's own timeline rows and the sightings where they are the observer
become events (:mod:`blackhorse.reports.events`), events become report lines in Chinese and
English (:mod:`blackhorse.reports.wording`), each line keeping its source rows; the lines are
rendered as ``reports/NAME.zh.md``, ``reports/NAME.en.md`` and ``reports/NAME.json``.

Source rows: a line narrating subject X from minute m holds X's sighting rows from m up to
the next line about X, so every sighting of the observer backs exactly one line; own rows
back the line of the stay, walk or kill they belong to (a stay right after an arrival backs
the arrival line).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from blackhorse.core.clock import hhmm
from blackhorse.core.records import Step
from blackhorse.inn.layout import Inn
from blackhorse.reports.events import MOVING, Event, NightFacts, Viewer, heard_knocks, own_events
from blackhorse.reports.seen import seen_events
from blackhorse.reports.vocabulary import Words
from blackhorse.reports.wording import own_text, seen_text
from blackhorse.sight.visibility import Sighting

if TYPE_CHECKING:
    from blackhorse.sight.seen import SeenNight


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


@dataclass(frozen=True)
class Report:
    person: str
    role: str  # tenant | police
    night: int
    lines: tuple[ReportLine, ...]

    def sentences(self) -> list[list[ReportLine]]:
        out: list[list[ReportLine]] = []
        for line in self.lines:
            if line.joins and out:
                out[-1].append(line)
            else:
                out.append([line])
        return out

    def markdown(self, lang: str) -> str:
        """``reports/NAME.zh.md`` / ``NAME.en.md``: the report with a title and bold periods."""
        from blackhorse.reports.render import render

        return render(self, lang, "md")

    def text(self, lang: str) -> str:
        """``reports/NAME.zh.txt`` / ``NAME.en.txt``: the same words without any Markdown mark,
        ready to paste into a chat message."""
        from blackhorse.reports.render import render

        return render(self, lang, "text")

    def as_json(self) -> str:
        """``reports/NAME.json``: standard JSON, laid out with one source row per text line."""
        from blackhorse.reports.jsonfile import JsonWriter

        return JsonWriter().report(self)


def build_report(
    person: str,
    role: str,
    room: str | None,
    night: int,
    inn: Inn,
    steps: Sequence[Step],
    seen: Sequence[Sighting],
    where: Mapping[tuple[str, int], Step] | None = None,
) -> Report:
    """One person's report from everyone's steps and the sightings where they are the observer.

    ``where`` (everyone's step by person and minute) is built from ``steps`` when not given.
    """
    if where is None:
        where = {(s.person, s.minute): s for s in steps}
    own = tuple(sorted((s for s in steps if s.person == person), key=_minute))
    mine = sorted((r for r in seen if r.observer == person), key=_minute_subject)
    return _report(person, role, room, night, inn, own, mine, where, NightFacts(steps))


def _minute(row: Step | Sighting) -> int:
    return row.minute


def _minute_subject(row: Sighting) -> tuple[int, str]:
    return row.minute, row.subject


def _report(
    person: str,
    role: str,
    room: str | None,
    night: int,
    inn: Inn,
    own: tuple[Step, ...],
    mine: list[Sighting],
    where: Mapping[tuple[str, int], Step],
    facts: NightFacts,
) -> Report:
    """:func:`build_report` from the person's own steps (minute order) and their sightings
    (minute, subject order)."""
    viewer = Viewer(person, room, inn, own, where, facts)
    seen_at = {m: tuple(rows) for m, rows in groupby(mine, itemgetter(0))}
    events = own_events(viewer, seen_at) + heard_knocks(viewer, seen_at, facts.knocks)
    covered = {(s, e.minute) for e in events for s in e.mentions}
    events = _merge(viewer, events, seen_events(viewer, mine, covered))
    events = _ensure_narrated(events, mine)
    words = Words(viewer)
    claimed = _claim(events, seen_at)
    own_rows = _own_rows(events, own)
    lines: list[ReportLine] = []
    watching_activities = (*MOVING, "peeking")
    line = tuple.__new__  # ReportLine(...) without keyword handling
    for k, e in enumerate(events):
        minute = e.minute
        if e.subject:
            zh, en = seen_text(words, e, own[minute].activity in watching_activities)
        else:
            zh, en = own_text(words, e)
        # a knock heard from inside holds the visitor's step
        rows = own_rows[k] + e.own if e.kind == "heard-knock" else own_rows[k]
        lines.append(line(ReportLine, (k + 1, minute, e.joins and k > 0, zh, en, rows, claimed[k])))
    return Report(person, role, night, tuple(lines))


T = TypeVar("T")
RANK = {"closing": 9}
JOINS = Event._fields.index("joins")
PERSON = itemgetter(1)
SUBJECT = itemgetter(2)


def _merge(viewer: Viewer, own: list[Event], seen: list[Event]) -> list[Event]:
    """Own and seen events in time order; what is seen while walking joins the walk's sentence."""
    n = len(own)
    tagged = [(e[0], RANK.get(e[1], 0), i, e) for i, e in enumerate(own)]
    tagged += [(e[0], 5, n + i, e) for i, e in enumerate(seen)]
    seen_minutes = sorted({e[0] for e in seen})
    steps = viewer.own
    out: list[Event] = []
    append = out.append
    tagged.sort()  # (minute, rank, i): the index i is unique, events are never compared
    for _, _, _, e in tagged:
        if e[1] == "closing" and not (
            "after-scene" in e.flags or _any_between(seen_minutes, e.end, e.minute)
        ):
            continue  # "no one else" needs someone told before it
        if e[2] and out and steps[e[0]][3] in WALKING:  # a subject seen while walking
            last = out[-1]
            joins = last[1] in WALK_LINES or last[JOINS]
            if joins != e[JOINS]:
                e = tuple.__new__(Event, (*e[:JOINS], joins, *e[JOINS + 1 :]))  # e._replace(joins=joins)
        append(e)
    return out


WALKING = ("leaving", "walking")
WALK_LINES = ("depart", "knock", "resume")  # lines of the observer's own walk


def _any_between(minutes: list[int], first: int, last: int) -> bool:
    """Is any of the sorted ``minutes`` within ``first..last``?"""
    i = bisect_left(minutes, first)
    return i < len(minutes) and minutes[i] <= last


def _ensure_narrated(events: list[Event], rows: Sequence[Sighting]) -> list[Event]:
    """A subject seen before any line names them gets a plain 'X was there' line (safety net)."""
    first_mention: dict[str, int] = {}
    for e in events:  # in minute order: the first line naming a subject is the earliest
        for s in e.mentions:
            if s not in first_mention:
                first_mention[s] = e.minute
    extra: list[Event] = []
    # rows in (minute, subject) order: only each subject's first row can come before any line
    first_rows = dict(zip(map(SUBJECT, reversed(rows)), reversed(rows), strict=True))
    for r in sorted(first_rows.values(), key=itemgetter(0, 2)):
        if r.minute < first_mention.get(r.subject, 10**9):
            kind = {"dead": "body"}.get(r.activity, "present")
            extra.append(Event(r.minute, kind, r.subject, r.spot, mentions=(r.subject,)))
    if not extra:
        return events
    merged = [(e.minute, 1, i, e) for i, e in enumerate(events)]
    merged += [(e.minute, 2, i, e) for i, e in enumerate(extra)]
    merged.sort()  # (minute, 1 or 2, i) is unique: events are never compared
    return [e for *_, e in merged]


def _claim(events: list[Event], seen_at: Mapping[int, tuple[Sighting, ...]]) -> list[tuple[Sighting, ...]]:
    """Give each sighting row to the latest line about its subject at or before its minute
    (at the same minute: the later line). One sweep over the minutes: ``events`` are in minute
    order, ``seen_at`` holds the observer's rows by minute, in minute order."""
    claimed: list[list[Sighting]] = [[] for _ in events]
    latest: dict[str, int] = {}  # subject: the line about them so far
    k, n = 0, len(events)
    for minute, rows in seen_at.items():
        while k < n and events[k].minute <= minute:
            for subject in events[k].mentions:
                latest[subject] = k
            k += 1
        for r in rows:
            claimed[latest[r[2]]].append(r)
    return [tuple(c) for c in claimed]


def _own_rows(events: list[Event], own: Sequence[Step]) -> list[tuple[Step, ...]]:
    """Own rows per line; rows no line names (a stay after an arrival) go to the line before.
    A knock heard from inside holds the visitor's step, none of the listener's."""
    holder = {s.minute: k for k, e in enumerate(events) if e.kind != "heard-knock" for s in e.own}
    out: list[list[Step]] = [[] for _ in events]
    skip = ("closing", "heard-knock")
    own_lines = [(e.minute, k) for k, e in enumerate(events) if not e.subject and e.kind not in skip]
    for s in own:
        if s.minute in holder:
            k = holder[s.minute]
        else:
            i = bisect_right(own_lines, (s.minute, len(events))) - 1
            k = own_lines[i][1] if i >= 0 else 0
        out[k].append(s)
    return [tuple(x) for x in out]


# -- the night's reports ---------------------------------------------------------------------
def reportable(steps: Iterable[Step]) -> tuple[str, ...]:
    """Everyone on the map who is alive the whole night (the dead get no report, seed 五.9)."""
    people: set[str] = set()
    dead: set[str] = set()
    for s in steps:
        people.add(s.person)
        if s.activity == "dead":
            dead.add(s.person)
    return tuple(sorted(people - dead))


def step_index(result: SeenNight) -> dict[tuple[str, int], Step]:
    """Everyone's step by (person, minute), made once a night for the reports and gm.md
    (kept in ``result.extras["step_index"]``, as ``positions`` is)."""
    if "step_index" not in result.extras:
        steps = result.run.steps
        people, minutes = map(itemgetter(1), steps), map(itemgetter(0), steps)
        result.extras["step_index"] = dict(zip(zip(people, minutes, strict=True), steps, strict=True))
    index: dict[tuple[str, int], Step] = result.extras["step_index"]
    return index


def _split(keys: Iterable[str], rows: Iterable[T]) -> dict[str, list[T]]:
    """``rows`` by key, each list in the order given (one pass, no sort)."""
    out: defaultdict[str, list[T]] = defaultdict(list)
    for key, row in zip(keys, rows, strict=True):
        out[key].append(row)
    return out


def night_reports(result: SeenNight) -> dict[str, Report]:
    """The report of every living person on the map, by name."""
    steps = result.run.steps
    # each observer's rows, in the night's order (minute, observer, subject): the (minute,
    # subject) order a report reads them in; the observers read from the column
    by_observer = _split(result.sighting_columns.observer, result.sighting_rows)
    people = result.input.cast.people
    where = step_index(result)
    own = _split(map(PERSON, steps), steps)
    facts = NightFacts(steps)
    out: dict[str, Report] = {}
    for name in reportable(steps):
        person = people[name]
        mine = own[name]
        if any(a.minute >= b.minute for a, b in zip(mine, mine[1:], strict=False)):
            mine.sort(key=_minute)
        # the night's sightings are sorted by minute, observer, subject: each observer's
        # rows are already in the (minute, subject) order a report reads them in
        out[name] = _report(
            name,
            person.role,
            person.room,
            result.night,
            result.inn,
            tuple(mine),
            by_observer.get(name, []),
            where,
            facts,
        )
    return out


def report_files(reports: Mapping[str, Report], bare: bool = False) -> dict[str, str]:
    """``reports/NAME.zh.md``, ``.en.md``, ``.zh.txt``, ``.en.txt`` and ``.json`` for each report.
    ``bare``: no value in the reports' rows needs a JSON escape (see ``jsonfile.bare_values``)."""
    from blackhorse.reports.jsonfile import JsonWriter
    from blackhorse.reports.render import render_all

    files: dict[str, str] = {}
    writer = JsonWriter(bare)  # one for the night: names and rows are quoted once
    for name in sorted(reports):
        report = reports[name]
        docs = render_all(report)
        for suffix in ("zh.md", "en.md", "zh.txt", "en.txt"):
            files[f"reports/{name}.{suffix}"] = docs[suffix]
        files[f"reports/{name}.json"] = writer.report(report)
    return files


__all__ = [
    "Report",
    "ReportLine",
    "build_report",
    "night_reports",
    "report_files",
    "reportable",
    "step_index",
]
