"""A night's results in one object: tables, reports, pictures and the result files.

:class:`NightResult` is what ``bh.run_night`` returns and what the game stage writes. Its
frames are typed and tidy (:mod:`blackhorse.results.frames`), built once and handed out as
copies; what-if and diff are in :mod:`blackhorse.results.whatif`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.clock import NIGHT_MINUTES, hhmm, parse_time, whole
from blackhorse.core.errors import argument_error
from blackhorse.core.names import same_name
from blackhorse.core.records import Case
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import simulate
from blackhorse.orders.nightinput import NightInput
from blackhorse.reports.night import ReportedNight

if TYPE_CHECKING:
    import pandas as pd

    from blackhorse.pictures.replay import ReplayPage
    from blackhorse.results.whatif import NightDiff, Orders


class NightResult(ReportedNight):
    """One night of a game: where everyone was each minute, who saw whom, the murders, the
    GM's notes, each living person's report and the result files (``bh.run_night``)."""

    def __repr__(self) -> str:
        """One line for a notebook or a console (the whole input and run would be pages)."""
        game = self.input.game
        return (
            f"<NightResult night {self.night} of {game.name!r} ({game.folder}): "
            f"{len(self.people)} people on the map, {self._murders()}, {gm_notes(len(self.notes))}"
            f"{self._what_if(' (what-if: {})')}>"
        )

    def _murders(self) -> str:
        cases = self.case_records
        return (
            "; ".join(f"{c.killer} killed {c.victim} at {hhmm(c.minute)}, {c.spot}" for c in cases)
            or "no murder"
        )

    def _what_if(self, pattern: str) -> str:
        changed = self.extras.get("what_if", ())
        return pattern.format(", ".join(f"{name}'s orders replaced" for name in changed)) if changed else ""

    def _repr_html_(self) -> str:
        """A night's summary in Jupyter: who was on the map, the murders with their
        witnesses, the GM's notes, how many sightings, who has a report."""
        from blackhorse.results.display import night_html

        return night_html(self)

    def __eq__(self, other: object) -> bool:
        """The same night: the same night number, map and people, and the same minutes,
        murders and GM notes (so the same sightings and reports), however it was run."""
        if not isinstance(other, NightResult):
            return NotImplemented
        return (
            self.night == other.night
            and self.inn.digest == other.inn.digest
            and self.input.cast.people == other.input.cast.people
            and self.run.cases == other.run.cases
            and self.run.notes == other.run.notes
            and self.run.steps == other.run.steps
        )

    __hash__ = None  # type: ignore[assignment]

    # -- the frames ----------------------------------------------------------------------
    # frames.py is imported when a frame is first asked for: a night's command never asks
    # (~2M instructions of every `blackhorse night`, docs/PERFORMANCE.md, the 21st round)
    def _frame(self, name: str, build: Callable[[ModuleType], pd.DataFrame]) -> pd.DataFrame:
        from blackhorse.results import frames

        cache: dict[str, pd.DataFrame] = self.extras.setdefault("frames", {})
        if name not in cache:
            cache[name] = build(frames)
        return frames.protected(cache[name])

    @property
    def positions(self) -> pd.DataFrame:
        """One row per person per minute: the :attr:`timeline` with ``place``, where the
        person counts as being (a threshold counts as its room). A copy: change it freely."""
        return self._frame(
            "positions", lambda frames: frames.step_frame(self.run.steps, self.people, self.inn)
        )

    @property
    def timeline(self) -> pd.DataFrame:
        """``timeline.csv``'s rows, typed: ``minute``, ``clock``, ``person``, ``spot``,
        ``zone``, ``kind``, ``activity``, ``detail``; by minute, then the cast's order."""
        return self._frame("timeline", lambda frames: self.positions[frames.TIMELINE])

    @property
    def sightings(self) -> pd.DataFrame:
        """Who saw whom each minute: ``minute``, ``clock``, ``observer``, ``subject``,
        ``spot``, ``zone``, ``kind`` (where the subject was), ``activity`` (the subject's),
        ``channel``; by minute, observer, subject. A copy: change it freely."""
        return self._frame(
            "sightings", lambda frames: frames.sighting_frame(self.sighting_columns, self.people, self.inn)
        )

    @property
    def cases(self) -> pd.DataFrame:
        """The night's murders: ``case`` (1, 2, ... in order of death), ``victim``,
        ``killer``, ``minute``, ``clock``, ``spot``, ``zone``, ``kind``, ``place``,
        ``witnesses`` (how many; their names are :attr:`witness_table`)."""
        return self._frame(
            "cases",
            lambda frames: frames.case_frame(self.case_records, self.murder_witnesses, self.people, self.inn),
        )

    @property
    def witness_table(self) -> pd.DataFrame:
        """Each murder's witnesses, one row per witness and per person of the murder seen in
        its first minute: ``case``, ``victim``, ``killer``, ``minute``, ``clock``,
        ``witness``, ``saw``, ``spot``, ``zone``, ``kind``, ``activity``, ``channel``."""
        return self._frame(
            "witnesses",
            lambda frames: frames.witness_frame(
                self.case_records, self.murder_witnesses, self.sighting_columns, self.people, self.inn
            ),
        )

    @property
    def notes_frame(self) -> pd.DataFrame:
        """The GM's notes (:attr:`notes`) as a frame: ``minute``, ``clock``, ``person``,
        ``kind``, ``text``."""
        return self._frame("notes", lambda frames: frames.note_frame(self.notes, self.people))

    # -- questions -----------------------------------------------------------------------
    def case(self, case: object) -> Case:
        """The murder ``case`` names: a :class:`Case` of this night, or its victim's name
        (``"e"`` is E, as everywhere); anything else is an ``ArgumentError`` listing the
        night's murders."""
        cases = self.case_records
        if isinstance(case, Case) and case in cases:
            return case
        if isinstance(case, str):
            victim = same_name(case, [c.victim for c in cases])
            if victim is not None:
                return next(c for c in cases if c.victim == victim)
        murders = "; ".join(f"{c.victim} (killed by {c.killer} at {hhmm(c.minute)})" for c in cases)
        allowed = (
            f"a murder of night {self.night}, as a Case of .case_records or its victim's name: {murders}"
            if cases
            else f"nothing: nobody was killed on night {self.night}"
        )
        raise argument_error("case", case, allowed, f"night {self.night}")

    def witnesses(self, case: object) -> tuple[str, ...]:
        """Who saw the murder's first minute (killer and victim aside), sorted; ``case`` is a
        :class:`Case` of this night or its victim's name (see :meth:`case`)."""
        return self.murder_witnesses.get(self.case(case), ())

    def person(self, name: object, field: str = "name") -> str:
        """``name`` as the cast spells it (``"a"`` is A); someone not on the map that night is
        an ``ArgumentError`` listing who is."""
        found = same_name(name, self.people) if isinstance(name, str) else None
        if found is None:
            allowed = msg("a person on the map that night: {names}", names=tuple(self.people))
            raise argument_error(field, name, allowed, msg("night {night}", night=self.night))
        return found

    def seen(self, name: object, near: object = None, within: object = 10) -> pd.DataFrame:
        """Every sighting of ``name`` (who saw them, where, doing what, through what),
        optionally only within ``within`` minutes of ``near``: a murder (a :class:`Case` or
        its victim's name) or a time (``"22:14"`` or a whole-number minute).

        ``night.seen("B", near="E", within=10)``: who saw the killer in the ten minutes
        around E's murder. A copy of rows of :attr:`sightings`.
        """
        subject = self.person(name)
        frame = self.sightings
        mine = frame[frame["subject"] == subject]
        if near is None:
            return mine.reset_index(drop=True)
        if not whole(within) or int(within) < 0:  # type: ignore[call-overload]
            raise argument_error(
                "within", within, "a whole number of minutes, 0 or more", f"night {self.night}"
            )
        at = self._minute_near(near)
        lo, hi = at - int(within), at + int(within)  # type: ignore[call-overload]
        return mine[mine["minute"].between(lo, hi)].reset_index(drop=True)

    def _minute_near(self, near: object) -> int:
        if whole(near) and 0 <= int(near) < NIGHT_MINUTES:  # type: ignore[call-overload]
            at: int = int(near)  # type: ignore[call-overload]
            return at
        found = parse_time(near) if isinstance(near, str) else None
        if found is not None and 0 <= found < NIGHT_MINUTES:
            return found
        cases = self.case_records
        if isinstance(near, Case) and near in cases:
            return near.minute
        victim = same_name(near, [c.victim for c in cases]) if isinstance(near, str) else None
        if victim is not None:
            return next(c.minute for c in cases if c.victim == victim)
        victims = ", ".join(c.victim for c in cases) or "nobody was killed this night"
        allowed = (
            f"a murder (a Case or its victim's name: {victims}) or a time of the night ('22:14' or 0-179)"
        )
        raise argument_error("near", near, allowed, f"night {self.night}")

    # -- what-if -------------------------------------------------------------------------
    def with_orders(self, name: str, orders: Orders, lang: str | None = None) -> NightResult:
        """This night again with ``name``'s orders replaced, in memory (no file is read or
        written): ``orders`` is an order file's content as a dict, the text of an order file
        (YAML), the player's own words (Chinese or English, read as ``blackhorse parse``
        reads them; ``lang`` when the guess is wrong), or None (no orders: home all night).
        Checked exactly as the files are: every problem in one ``InputError``."""
        from blackhorse.results.whatif import replaced

        return replaced(self, name, orders, lang)

    def diff(self, other: NightResult, lang: str = "en") -> NightDiff:
        """What changed from this night to ``other`` (a what-if, or the same night run
        again): positions, sightings, murders, GM notes and each person's report lines
        (in ``lang``, ``en`` or ``zh``) removed and added. False when nothing changed."""
        from blackhorse.results.whatif import night_diff

        if not isinstance(other, NightResult):
            raise argument_error(
                "other", other, "a NightResult (a night to compare with)", f"night {self.night}"
            )
        if lang not in ("en", "zh"):
            raise argument_error("lang", lang, "zh (Chinese) or en (English)", f"night {self.night}")
        return night_diff(self, other, lang)

    def write(self, out: str | Path | None = None, extra: Mapping[str, str | bytes] | None = None) -> Path:
        """Write all result files to ``out`` (default ``nights/N/results``), atomically.

        ``extra`` adds files (relative path: content), e.g. charts and the replay page.
        The game does not count a night written this way (it has no ``ledger.json``: the
        game's history calls its results stale); ``blackhorse night GAME N`` plays a night
        into the game. A what-if night (:meth:`with_orders`) is not the game's: it is
        written only where ``out`` says.
        """
        if out is None and self.extras.get("what_if"):
            allowed = "a folder of your own: a what-if night never goes into the game's nights/N/results"
            raise argument_error("out", out, allowed, f"night {self.night} (what-if)")
        return super().write(out, extra)

    def replay(self, person: str | None = None, lang: str | None = None) -> ReplayPage:
        """The floor-plan replay page, following ``person`` if given (what they could see), in
        ``lang`` (``"zh"`` or ``"en"``; default: the game's language); shown inline in
        Jupyter, ``.save(path)`` writes it."""
        from blackhorse.core.catalog import LANGS
        from blackhorse.pictures.replay import replay

        if lang is not None and lang not in LANGS:
            raise argument_error(
                "lang", lang, "zh or en (default: the game's language)", f"night {self.night}"
            )
        return replay(self, None if person is None else self.person(person, "person"), lang)


def gm_notes(count: int) -> Msg:
    """``1 GM note``, ``3 GM notes``: how the command line and the portal count them (a
    message: said in the game's language)."""
    return msg("1 GM note") if count == 1 else msg("{n} GM notes", n=count)


def run_checked(checked: NightInput, inn: Inn) -> NightResult:
    """Simulate a checked night and wrap it as a :class:`NightResult` (nothing is written)."""
    return NightResult(checked, simulate(checked.cast, checked.sheets, inn), inn)
