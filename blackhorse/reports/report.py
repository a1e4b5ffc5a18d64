"""Every living person's report of the night (ADJUDICATION 7), with the rows behind each line.

Pipeline: the person's own timeline rows and the sightings where they are the observer
become events (:mod:`blackhorse.reports.events`), events become report lines in Chinese and
English (:mod:`blackhorse.reports.phrasing`), each line keeping its source rows; the lines are
rendered as ``reports/NAME.zh.md``, ``reports/NAME.en.md`` and ``reports/NAME.json``.

Source rows: a line narrating subject X from minute m holds X's sighting rows from m up to
the next line about X, so every sighting of the observer backs exactly one line; own rows
back the line of the stay, walk or kill they belong to (a stay right after an arrival backs
the arrival line).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from blackhorse.core.catalog import msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import ArgumentError, Problem
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.names import same_name
from blackhorse.core.records import Step
from blackhorse.inn.layout import Inn
from blackhorse.reports.events import MINUTE, PERSON, NightFacts, SeenAt, Tracks, Viewer, own_events, tracks
from blackhorse.reports.knocks import heard_knocks
from blackhorse.reports.lines import PlainLine, ReportLine, made_lines, plain_lines, plain_of
from blackhorse.reports.seenevents import seen_events
from blackhorse.sight.visibility import Sighting, SightingRow

if TYPE_CHECKING:
    from blackhorse.orders.model import Order
    from blackhorse.sight.seennight import SeenNight


@dataclass(frozen=True, repr=False)
class Report:
    """One person's report of one night: its :attr:`lines` (each a :class:`ReportLine` with
    the rows behind it) and the same lines as plain tuples, :attr:`plain_lines`.

    A night's build keeps only the plain lines (:meth:`of_plain_lines`); :attr:`lines`, a
    field like the others, is then made from them the first time it is read and kept (a
    report made with ``Report(person, role, night, lines)`` has its lines at once and makes
    its plain lines when they are first read). Equality, hashing, ``repr``, copies and
    pickles are those of the four fields; a pickle holds the plain lines when the report
    has them (the lines are made again where it is read)."""

    person: str
    role: str  # tenant | police
    night: int
    lines: tuple[ReportLine, ...]

    @classmethod
    def of_plain_lines(cls, person: str, role: str, night: int, plain: tuple[PlainLine, ...]) -> Report:
        """The report of ``plain`` lines, its :attr:`lines` made when first read."""
        report = object.__new__(cls)
        vars(report).update(person=person, role=role, night=night, plain_lines=plain)
        return report

    @cached_property
    def plain_lines(self) -> tuple[PlainLine, ...]:
        """The lines as plain tuples (``lines.PlainLine``: a :class:`ReportLine`'s fields in its
        order, the sightings as plain rows): what the files and gm.md read."""
        return plain_of(self.lines)

    def __getstate__(self) -> dict[str, Any]:
        state = dict(vars(self))
        if "plain_lines" in state:  # the smaller of the two: the lines are made from it
            state.pop("lines", None)
        return state

    def __repr__(self) -> str:
        """One line (the lines with their source rows would be pages): read the report with
        :meth:`markdown` or :meth:`text`, its sources in :attr:`lines`."""
        return f"<Report of {self.role} {self.person}, night {self.night}: {len(self.plain_lines)} lines>"

    def _repr_markdown_(self) -> str:
        """Jupyter shows a report as the player reads it (in English; ``markdown("zh")``
        for the Chinese the player is sent)."""
        return self.markdown("en")

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

        return JsonWriter().report(PlainReport.of(self))


def _made_lines(report: Report) -> tuple[ReportLine, ...]:
    return made_lines(report.plain_lines)


# ``lines`` read from a report that does not hold it yet (one made by ``of_plain_lines``):
# made from the plain lines and kept in the instance, as ``cached_property`` keeps a value
# (a field without a default leaves no class attribute, so this is what the lookup finds
# once the instance's own ``lines`` is missing; ``Report(...)`` sets its own)
_LINES = cached_property(_made_lines)
_LINES.__set_name__(Report, "lines")
setattr(Report, "lines", _LINES)  # noqa: B010 (mypy: the field's type, not the descriptor's)


class PlainReport(NamedTuple):
    """What the JSON writer reads of a report (``jsonfile.Document``): its head and its lines as
    plain tuples, unpacked at a plain tuple's cost."""

    person: str
    role: str
    night: int
    lines: tuple[PlainLine, ...]

    @classmethod
    def of(cls, report: Report) -> PlainReport:
        return cls(report.person, report.role, report.night, report.plain_lines)


def build_report(
    person: str,
    role: str,
    room: str | None,
    night: int,
    inn: Inn,
    steps: Sequence[Step],
    seen: Sequence[Sighting],
) -> Report:
    """One person's report from everyone's steps and the sightings where they are the observer."""
    own = tuple(sorted((s for s in steps if s.person == person), key=_minute))
    mine = sorted((r for r in seen if r.observer == person), key=_minute_subject)
    return _report(person, role, room, night, inn, own, mine, NightFacts(steps))


def _minute(row: Step) -> int:
    return row.minute


def _minute_subject(row: SightingRow) -> tuple[int, str]:
    return row[0], row[2]


def _report(
    person: str,
    role: str,
    room: str | None,
    night: int,
    inn: Inn,
    own: tuple[Step, ...],
    mine: Sequence[SightingRow],
    facts: NightFacts,
    orders: tuple[tuple[int, str | None, bool], ...] = (),
) -> Report:
    """:func:`build_report` from the person's own steps (minute order) and their sightings
    (minute, subject order; plain tuples or :class:`Sighting` rows: they are read by index)."""
    viewer = Viewer(person, room, inn, own, facts, orders)
    seen_at = SeenAt(mine)
    events = own_events(viewer, seen_at) + heard_knocks(viewer, seen_at, facts)
    covered = {(s, e.minute) for e in events for s in e.mentions}
    seen = seen_events(viewer, mine, covered)
    return Report.of_plain_lines(person, role, night, plain_lines(viewer, events, seen, mine))


T = TypeVar("T")
ACTIVITY = itemgetter(Step._fields.index("activity"))  # of a step, by position in C


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
    """Everyone's step by (person, minute) (kept in ``result.extras["step_index"]``, as
    ``positions`` is). The reports and gm.md read :func:`night_tracks` instead: the same steps
    by person and minute, without a key tuple made for each."""
    if "step_index" not in result.extras:
        steps = result.run.steps
        people, minutes = map(PERSON, steps), map(MINUTE, steps)
        result.extras["step_index"] = dict(zip(zip(people, minutes, strict=True), steps, strict=True))
    index: dict[tuple[str, int], Step] = result.extras["step_index"]
    return index


def night_tracks(result: SeenNight) -> Tracks:
    """Everyone's steps by person, indexed by minute + 1 (:func:`~blackhorse.reports.events.tracks`:
    ``night_tracks(result)[who][m + 1]`` is ``who``'s step at minute ``m``), made once a night
    for the reports, gm.md and the kills that did not happen (kept in
    ``result.extras["tracks"]``)."""
    if "tracks" not in result.extras:
        result.extras["tracks"] = tracks(result.run.steps)
    made: Tracks = result.extras["tracks"]
    return made


def night_reports(result: SeenNight) -> Reports:
    """The report of every living person on the map, by name."""
    steps = result.run.steps
    # each observer's rows, in the night's order (minute, observer, subject): the (minute,
    # subject) order a report reads them in; handed out in one pass (a sort by observer with
    # a key compared ~12 strings a row: dearer). Plain tuples (read by index); the lines hand
    # out :class:`Sighting` rows (``report_lines``)
    columns = result.sighting_columns
    by_observer: dict[str, list[SightingRow]] = {name: [] for name in set(columns.observer)}
    for row, observer in zip(columns.plain_rows(), columns.observer, strict=True):
        by_observer[observer].append(row)
    people = result.input.cast.people
    facts = NightFacts(steps, night_tracks(result))
    sent = {sheet.who: sheet.orders for sheet in result.input.sheets}
    # a kill order after the tenant's one kill is void (ADJUDICATION 5.6): no walk sets off on it
    killed_at = {case.killer: case.minute for case in result.run.cases}
    out: dict[str, Report] = {}
    for name, track in sorted(facts.tracks.items()):
        own = tuple(filter(None, track))  # minute order
        if "dead" in map(ACTIVITY, own):  # the dead get no report (seed 五.9)
            continue
        person = people[name]
        out[name] = _report(
            name,
            person.role,
            person.room,
            result.night,
            result.inn,
            own,
            by_observer.get(name, []),
            facts,
            _errands(sent.get(name, ()), killed_at.get(name)),
        )
    return Reports(out, result.night, people)


def _errands(orders: Iterable[Order], killed_at: int | None) -> tuple[tuple[int, str | None, bool], ...]:
    """Each order's start, where it goes and whether it sets off to kill (a kill order not
    made void by the tenant's kill before it), in start order (:attr:`Viewer.orders`)."""
    return tuple(
        sorted(
            (o.at, o.action.go, o.action.kill is not None and (killed_at is None or o.at <= killed_at))
            for o in orders
        )
    )


class NoReport(ArgumentError, KeyError):
    """``reports[NAME]`` for a name with no report: an :class:`ArgumentError` (an
    ``InputError``) that is also the ``KeyError`` a dictionary raises, so both ``except``
    clauses catch it; it reads ``night 1: reports: Z -- not on the map that night; ...``."""

    def __str__(self) -> str:
        return self._message()


class Reports(dict[str, Report]):
    """Each living person's report by name, as a dictionary; ``reports["a"]`` is A's report
    (names match regardless of case and width, as everywhere), and a name with no report (not
    on the map, or killed that night) raises :class:`NoReport` saying why and who has one."""

    def __init__(self, reports: Mapping[str, Report], night: int, people: Iterable[str]) -> None:
        super().__init__(reports)
        self.night = night
        self.people = tuple(people)

    def __missing__(self, name: str) -> Report:
        if isinstance(name, str):
            match = same_name(name, self)
            if match is not None:
                return self[match]
        on_map = same_name(name, self.people) if isinstance(name, str) else None
        who: tuple[object, ...] = tuple(self) or (msg("nobody"),)
        why = (
            msg(
                "{name} was killed that night and gets no report (seed 五.9); living people: {names}",
                name=on_map,
                names=who,
            )
            if on_map is not None
            else msg("not on the map that night; people with a report: {names}", names=who)
        )
        raise NoReport([Problem(msg("night {night}", night=self.night), 0, "reports", str(name), why)])


@overload
def report_files(
    reports: Mapping[str, Report], bare: bool = ..., encoded: Literal[False] = ...
) -> dict[str, str]: ...
@overload
def report_files(reports: Mapping[str, Report], bare: bool, encoded: bool) -> dict[str, str | bytes]: ...
def report_files(reports: Mapping[str, Report], bare: bool = False, encoded: bool = False) -> Any:
    """``reports/NAME.zh.md``, ``.en.md``, ``.zh.txt``, ``.en.txt`` and ``.json`` for each report.
    ``bare``: no value in the reports' rows needs a JSON escape (see ``jsonfile.bare_values``).
    ``encoded``: the JSON and the English documents as the UTF-8 bytes written
    (``JsonWriter.utf8``, ``render_all``), for the commit."""
    from blackhorse.reports.jsonfile import JsonWriter
    from blackhorse.reports.render import render_all

    files: dict[str, str | bytes] = {}
    writer = JsonWriter(bare)  # one for the night: names and rows are quoted once
    json = writer.utf8 if encoded else writer.report
    for name in sorted(reports):
        report = reports[name]
        docs = render_all(report, encoded)
        for suffix in ("zh.md", "en.md", "zh.txt", "en.txt"):
            files[f"reports/{name}.{suffix}"] = docs[suffix]
        files[f"reports/{name}.json"] = json(PlainReport.of(report))
    return files


__all__ = [
    "PlainReport",
    "Report",
    "ReportLine",
    "build_report",
    "night_reports",
    "night_tracks",
    "report_files",
    "reportable",
    "step_index",
]
