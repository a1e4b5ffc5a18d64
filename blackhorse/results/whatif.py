"""What-if in memory: a night with one person's orders replaced, and what changed between
two nights (positions, sightings, murders, GM notes, each person's report lines).

The new orders are checked exactly as an order file is (``read_order_sheet`` and the
pacing checks, as ``blackhorse check`` does); a player's own words are read by the parsing
stage, which sits above this one: it hands its reader in with :func:`read_words_with`
when ``blackhorse`` is imported (``blackhorse/api/notebook.py``). Nothing here needs
pandas until a diff is asked for as a DataFrame; the command line prints :meth:`NightDiff.text`.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from blackhorse.core.catalog import N_, msg, say, word
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import InputError, Problem, argument_error
from blackhorse.core.names import same_name
from blackhorse.core.nightclock import said_at
from blackhorse.core.records import ACTIVITIES, Case, Note
from blackhorse.core.yamlsource import YamlSyntaxError, parse_yaml
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import simulate
from blackhorse.orders.cast import Cast
from blackhorse.orders.echo import place_zh
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderfile import read_order_sheet
from blackhorse.orders.pacing import pacing_problems
from blackhorse.reports.night import ReportedNight
from blackhorse.sight.sightlines import CHANNELS
from blackhorse.sight.visibility import Sighting

if TYPE_CHECKING:
    import pandas as pd

Night = TypeVar("Night", bound=ReportedNight)

Orders = Mapping[str, Any] | str | None


class WordsReader(Protocol):
    """Reads ``who``'s own words into a checked order sheet, or raises ``InputError``."""

    def __call__(
        self, text: str, who: str, night: int, inn: Inn, cast: Cast, lang: str | None
    ) -> OrderSheet: ...


_READERS: dict[str, WordsReader] = {}


def read_words_with(reader: WordsReader) -> None:
    """Set how a player's own words become orders (the parsing stage's reader)."""
    _READERS["words"] = reader


def order_sheet(
    orders: Orders, who: str, night: int, cast: Cast, inn: Inn, lang: str | None
) -> OrderSheet | None:
    """``orders`` read and checked as ``who``'s order file for ``night`` (None: no orders)."""
    if orders is None:
        return None
    label = f"{who}'s orders (what-if)"
    if isinstance(orders, Mapping):
        import yaml

        try:
            text = yaml.safe_dump(dict(orders), allow_unicode=True, sort_keys=False)
        except yaml.YAMLError as exc:
            allowed = "an order file's content: text, numbers, lists and dicts (docs/ORDERS.md)"
            raise argument_error("orders", f"{exc}", allowed, label) from None
    elif isinstance(orders, str):
        text = orders
    else:
        allowed = "a dict (an order file's content), an order file's text, the player's own words, or None"
        raise argument_error("orders", orders, allowed, label)
    try:
        located = parse_yaml(text, label)
    except YamlSyntaxError:
        located = None
    if located is None or not isinstance(located.data, dict):  # not an order file: the player's words
        if isinstance(orders, Mapping) or "words" not in _READERS:
            raise InputError(
                [Problem(label, 0, "", msg("not an order file"), msg("a mapping of an order file's fields"))]
            )
        return _READERS["words"](text, who, night, inn, cast, lang)
    sheet, problems = read_order_sheet(located, who, cast, inn)
    if sheet is not None:
        problems = [*problems, *pacing_problems(sheet, located, cast, inn)]
    if problems or sheet is None:
        raise InputError(problems)
    return sheet


def replaced(night: Night, name: object, orders: Orders, lang: str | None) -> Night:
    """``night`` run again with ``name``'s orders replaced by ``orders`` (see ``with_orders``)."""
    who = same_name(name, night.people) if isinstance(name, str) else None
    if who is None:
        allowed = msg("a person on the map that night: {names}", names=tuple(night.people))
        raise argument_error("name", name, allowed, msg("night {night}", night=night.night))
    checked = night.input
    if lang not in (None, "zh", "en"):
        raise argument_error(
            "lang", lang, "zh (Chinese) or en (English), or None to guess", f"night {night.night}"
        )
    sheet = order_sheet(orders, who, night.night, checked.cast, night.inn, lang)
    sheets = [s for s in checked.sheets if s.who != who] + ([sheet] if sheet is not None else [])
    changed = dataclasses.replace(checked, sheets=tuple(sorted(sheets, key=lambda s: s.who)))
    result = type(night)(changed, simulate(changed.cast, changed.sheets, night.inn), night.inn)
    result.extras["what_if"] = tuple(dict.fromkeys([*night.extras.get("what_if", ()), who]))
    return result


@dataclass(frozen=True)
class PositionChange:
    """Where one person was at one minute in each night (None: not on the map, or dead)."""

    minute: int
    person: str
    before: tuple[str, str] | None  # (spot, activity)
    after: tuple[str, str] | None


@dataclass(frozen=True)
class ReportChange:
    """One person's report lines removed and added (in ``lang``); ``had``/``has``: whether
    the person has a report in each night (the dead get none)."""

    person: str
    removed: tuple[str, ...]
    added: tuple[str, ...]
    had: bool
    has: bool


@dataclass(frozen=True)
class NightDiff:
    """What changed from one night (``before``) to another (``after``); false when nothing."""

    night: int
    people: tuple[str, ...]
    moves: tuple[PositionChange, ...]
    sightings_added: tuple[Sighting, ...]
    sightings_removed: tuple[Sighting, ...]
    cases_added: tuple[Case, ...]
    cases_removed: tuple[Case, ...]
    notes_added: tuple[Note, ...]
    notes_removed: tuple[Note, ...]
    reports: Mapping[str, ReportChange]  # every person with a report in either night
    spots: tuple[str, ...] = ()  # the map's spots, in its order
    lang: str = "en"
    places: Mapping[str, str] = dataclasses.field(default_factory=dict)  # a murder's spot, in Chinese

    def __bool__(self) -> bool:
        return bool(
            self.moves or self.sightings_added or self.sightings_removed or self.cases_added
            or self.cases_removed or self.notes_added or self.notes_removed
            or any(c.added or c.removed or c.had != c.has for c in self.reports.values())
        )  # fmt: skip

    def __repr__(self) -> str:
        return (
            f"<NightDiff night {self.night}: {len(self.moves)} positions, "
            f"+{len(self.sightings_added)}/-{len(self.sightings_removed)} sightings, "
            f"+{len(self.cases_added)}/-{len(self.cases_removed)} murders, "
            f"{sum(1 for c in self.reports.values() if c.added or c.removed)} reports changed>"
        )

    # -- as frames (for a notebook) -------------------------------------------------------
    @property
    def positions(self) -> pd.DataFrame:
        """Each person-minute that differs: ``minute``, ``clock``, ``person``, ``spot_before``,
        ``activity_before``, ``spot_after``, ``activity_after`` (empty where not on the map)."""
        import pandas as pd

        from blackhorse.results import frames

        rows = [(m.minute, m.person, *(m.before or ("", "")), *(m.after or ("", ""))) for m in self.moves]
        columns = ["minute", "person", "spot_before", "activity_before", "spot_after", "activity_after"]
        frame = pd.DataFrame(rows, columns=columns).astype({"minute": "int64"})
        frame.insert(1, "clock", frames.clock_column(list(frame["minute"])))
        frame["person"] = frames.categorical(
            list(frame["person"]), frames.ordered(self.people, frame["person"])
        )
        return frame

    @property
    def sightings(self) -> pd.DataFrame:
        """Sightings only one night has: ``change`` (``added``, ``removed``) and the columns of
        ``NightResult.sightings`` (without ``zone`` and ``kind``)."""
        rows = [("removed", *s) for s in self.sightings_removed] + [
            ("added", *s) for s in self.sightings_added
        ]
        return _changes(rows, ["minute", "observer", "subject", "spot", "activity", "channel"], self)

    @property
    def cases(self) -> pd.DataFrame:
        """Murders only one night has: ``change``, ``victim``, ``killer``, ``minute``,
        ``clock``, ``spot``, ``place``. A murder moved is one removed and one added."""
        rows = [("removed", *c) for c in self.cases_removed] + [("added", *c) for c in self.cases_added]
        return _changes(rows, ["victim", "killer", "minute", "spot", "place"], self)

    @property
    def report_lines(self) -> pd.DataFrame:
        """Each person's report lines removed and added: ``person``, ``change``, ``text``."""
        rows = [
            (c.person, change, line)
            for c in self.reports.values()
            for change, lines in (("removed", c.removed), ("added", c.added))
            for line in lines
        ]
        import pandas as pd

        from blackhorse.results import frames

        frame = pd.DataFrame(rows, columns=["person", "change", "text"])
        frame["person"] = frames.categorical(
            list(frame["person"]), frames.ordered(self.people, frame["person"])
        )
        frame["change"] = frames.categorical(list(frame["change"]), frames.ordered(("removed", "added")))
        return frame

    # -- as text (the command line, Jupyter) ---------------------------------------------
    def text(self) -> str:
        """What changed, for every person: the murders, then each person's report; said in the
        language of the report lines (``lang``), every sentence a message of the catalog."""
        lang = self.lang
        out = [
            say(
                msg("night {night}: no change", night=self.night)
                if not self
                else msg("night {night}: what changes", night=self.night),
                lang,
            )
        ]
        if self.cases_removed or self.cases_added:
            out.append(word(N_("murders:"), lang))
            out += [f"  - {self._case(c)}" for c in self.cases_removed]
            out += [f"  + {self._case(c)}" for c in self.cases_added]
        else:
            out.append(word(N_("murders: unchanged"), lang))
        moved = tuple(sorted({m.person for m in self.moves}, key=self._order))
        positions = (
            msg("positions: {n} person-minutes differ ({names})", n=len(self.moves), names=moved)
            if moved
            else msg("positions: {n} person-minutes differ", n=len(self.moves))
        )
        out.append(say(positions, lang))
        sightings = msg(
            "sightings: {n} added, {k} removed", n=len(self.sightings_added), k=len(self.sightings_removed)
        )
        out.append(say(sightings, lang))
        for n in self.notes_removed:
            out.append(
                say(
                    msg(
                        "GM note removed: {at} {name}: {note}",
                        at=said_at(n.minute, lang),
                        name=n.person,
                        note=n.text,
                    ),
                    lang,
                )
            )
        for n in self.notes_added:
            out.append(
                say(
                    msg(
                        "GM note added: {at} {name}: {note}",
                        at=said_at(n.minute, lang),
                        name=n.person,
                        note=n.text,
                    ),
                    lang,
                )
            )
        for change in self.reports.values():
            out.append(_report_text(change, lang))
        return "\n".join(out) + "\n"

    def _case(self, c: Case) -> str:
        place = self.places.get(c.spot, c.spot) if self.lang == "zh" else c.spot
        said = msg(
            "{killer} killed {victim} at {at} ({place})",
            killer=c.killer,
            victim=c.victim,
            at=said_at(c.minute, self.lang),  # one clock per language: 10:14 in Chinese
            place=place,
        )
        return say(said, self.lang)

    def _repr_markdown_(self) -> str:
        return "```\n" + self.text() + "```\n"

    def _order(self, name: str) -> int:
        return self.people.index(name) if name in self.people else len(self.people)


def _report_text(change: ReportChange, lang: str) -> str:
    name = change.person
    if not change.had and not change.has:
        return say(msg("{name}: no report in either night", name=name), lang)
    if not change.has:
        return say(msg("{name}'s report: gone ({name} is killed)", name=name), lang)
    if not change.removed and not change.added:
        return say(
            msg("{name}'s report: unchanged", name=name)
            if change.had
            else msg("{name}'s report (new: not killed this time): unchanged", name=name),
            lang,
        )
    head = (
        msg("{name}'s report:", name=name)
        if change.had
        else msg("{name}'s report (new: not killed this time):", name=name)
    )
    lines = [say(head, lang)]
    lines += [f"  - {line}" for line in change.removed]
    lines += [f"  + {line}" for line in change.added]
    return "\n".join(lines)


def _changes(rows: Sequence[tuple[Any, ...]], columns: list[str], diff: NightDiff) -> pd.DataFrame:
    import pandas as pd

    from blackhorse.results import frames

    frame = pd.DataFrame(rows, columns=["change", *columns])
    frame["minute"] = frame["minute"].astype("int64")
    frame.insert(list(frame.columns).index("minute") + 1, "clock", frames.clock_column(list(frame["minute"])))
    frame["change"] = frames.categorical(list(frame["change"]), frames.ordered(("removed", "added")))
    for column in ("observer", "subject", "victim", "killer"):
        if column in frame:
            frame[column] = frames.categorical(
                list(frame[column]), frames.ordered(diff.people, frame[column])
            )
    for column in ("spot", "place"):
        if column in frame:
            frame[column] = frames.categorical(list(frame[column]), frames.ordered(diff.spots, frame[column]))
    for column, order in (("activity", ACTIVITIES), ("channel", CHANNELS)):
        if column in frame:
            frame[column] = frames.categorical(list(frame[column]), frames.ordered(order, frame[column]))
    return frame


def night_diff(before: ReportedNight, after: ReportedNight, lang: str = "en") -> NightDiff:
    """What changed from ``before`` to ``after`` (see :class:`NightDiff`)."""
    people = tuple(dict.fromkeys([*before.people, *after.people]))
    was = {(s.minute, s.person): (s.spot, s.activity) for s in before.run.steps}
    now = {(s.minute, s.person): (s.spot, s.activity) for s in after.run.steps}
    order = {p: i for i, p in enumerate(people)}
    keys = sorted(set(was) | set(now), key=lambda k: (k[0], order[k[1]]))
    moves = tuple(
        PositionChange(m, p, was.get((m, p)), now.get((m, p)))
        for m, p in keys
        if was.get((m, p)) != now.get((m, p))
    )
    seen_before, seen_after = set(before.sighting_rows), set(after.sighting_rows)
    return NightDiff(
        night=after.night,
        people=people,
        moves=moves,
        sightings_added=tuple(r for r in after.sighting_rows if r not in seen_before),
        sightings_removed=tuple(r for r in before.sighting_rows if r not in seen_after),
        cases_added=tuple(c for c in after.case_records if c not in before.case_records),
        cases_removed=tuple(c for c in before.case_records if c not in after.case_records),
        notes_added=tuple(n for n in after.notes if n not in before.notes),
        notes_removed=tuple(n for n in before.notes if n not in after.notes),
        reports={p: _report_change(p, before, after, lang) for p in people},
        spots=after.inn.spots,
        lang=lang,
        places={c.spot: place_zh(after.inn, c.spot) for c in (*before.case_records, *after.case_records)},
    )


def _report_change(person: str, before: ReportedNight, after: ReportedNight, lang: str) -> ReportChange:
    old, new = _lines(before, person, lang), _lines(after, person, lang)
    removed: list[str] = []
    added: list[str] = []
    matcher = difflib.SequenceMatcher(a=old or [], b=new or [], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            removed += (old or [])[i1:i2]
            added += (new or [])[j1:j2]
    return ReportChange(person, tuple(removed), tuple(added), old is not None, new is not None)


def _lines(night: ReportedNight, person: str, lang: str) -> list[str] | None:
    report = dict.get(night.reports, person)
    if report is None:
        return None
    text: Callable[[Any], str] = (lambda line: line.text_en) if lang == "en" else (lambda line: line.text_zh)
    return [text(line) for line in report.lines]
