"""``blackhorse explain GAME NIGHT NAME [--line K]``: each report line with the rows behind it.

A game master checks a sentence before sending it: the command runs the night exactly as
``blackhorse night`` does (nothing is written) and prints every line of NAME's report in
both languages, followed by the ``timeline.csv`` and ``sightings.csv`` rows it came from.
Runs of rows that differ only by minute are printed as one range.

``blackhorse report GAME NIGHT NAME [--lang zh|en] [--format text|md]`` prints the report
itself, by default as plain text (no Markdown marks) to paste into a chat message.
"""

from __future__ import annotations

import argparse
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.cli.numberargs import add_number
from blackhorse.core.catalog import N_, NC_, NP_, msg, word
from blackhorse.core.clock import hhmm
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import same_name
from blackhorse.core.nightclock import said_at, span_of
from blackhorse.core.numbers import LINE, NIGHT

if TYPE_CHECKING:  # the report modules load only when a report is explained
    from blackhorse.core.records import Step
    from blackhorse.inn.layout import Inn
    from blackhorse.reports.report import Report, ReportLine
    from blackhorse.sight.visibility import Sighting

Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]


def _span(first: int, last: int, lang: str) -> str:
    """A run's minutes: as the CSV files write them in English (``20:00-20:19``), on the
    seed's clock in Chinese (``8:00－8:19``, one clock per language)."""
    if lang == "en":
        return hhmm(first) if first == last else f"{hhmm(first)}-{hhmm(last)}"
    return said_at(first, lang) if first == last else span_of(first, last, lang)


def _pad(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` columns (a Chinese character takes two)."""
    shown = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    return text + " " * max(width - shown, 0)


def _runs(keys: Sequence[tuple[int, tuple[str, ...]]]) -> list[tuple[int, int, tuple[str, ...], int]]:
    """Group (minute, fields) into runs of consecutive minutes with equal fields."""
    out: list[tuple[int, int, tuple[str, ...], int]] = []
    for minute, fields in keys:
        if out and out[-1][2] == fields and out[-1][1] == minute - 1:
            first, _, f, n = out[-1]
            out[-1] = (first, minute, f, n + 1)
        else:
            out.append((minute, minute, fields, 1))
    return out


def _count(n: int, lang: str) -> str:
    """How many rows a range stands for (nothing for one)."""
    if n == 1:
        return ""
    said = word(NP_("({n} row)", "({n} rows)"), lang, n=n)
    return said if lang == "zh" else "  " + said  # no space before a full-width bracket


# the files the rows are from, as each row names its file
HEADS = {"timeline": NC_("explain", "timeline"), "sightings": NC_("explain", "sightings")}


class _Rows:
    """The rows behind a line, each as the files hold it in English (timeline.csv and
    sightings.csv: a GM finds them there) and in words of the catalog in any other language
    (the map's names for spots, the replay's for activities, details and channels): a Chinese
    game's `explain` has no English word and one clock (issue 24)."""

    def __init__(self, inn: Inn, lang: str) -> None:
        from blackhorse.pictures.floorplan import chart_place
        from blackhorse.pictures.replay import shown_detail

        self.inn, self.lang = inn, lang
        self.place: Callable[[str], str] = lambda spot: chart_place(inn, spot, lang)
        self.detail: Callable[[str], str] = lambda detail: shown_detail(inn, detail, lang)
        self.heads = {
            kind: "    " + _pad(word(NC_("explain", kind), lang), 11) for kind in ("timeline", "sightings")
        }

    def _row(self, kind: str, first: int, last: int, said: str, n: int) -> str:
        return f"{self.heads[kind]}{_pad(_span(first, last, self.lang), 11)}  {said}{_count(n, self.lang)}"

    def timeline(self, rows: Sequence[Step]) -> list[str]:
        keys = [(s.minute, (s.person, s.spot, s.activity, s.detail)) for s in rows]
        lines = []
        for first, last, (person, spot, activity, detail), n in _runs(keys):
            if self.lang == "en":
                said = f"{person} {spot} {activity} {detail}".rstrip()
            else:
                said = self._step(person, spot, activity, detail)
            lines.append(self._row("timeline", first, last, said, n))
        return lines

    def sightings(self, rows: Sequence[Sighting]) -> list[str]:
        keys = [
            (r.minute, (r.observer, r.subject, r.spot, r.activity, r.channel))
            for r in sorted(rows, key=_order)
        ]
        lines = []
        for first, last, (observer, subject, spot, activity, channel), n in _runs(keys):
            if self.lang == "en":
                said = f"{observer} saw {subject} {spot} {activity} [{channel}]"
            else:
                said = word(
                    NC_("explain", "{observer} saw {subject} at {spot}, {activity} ({channel})"),
                    self.lang,
                    observer=observer,
                    subject=subject,
                    spot=self.place(spot),
                    activity=word(NC_("activity", activity), self.lang),
                    channel=word(NC_("channel", channel), self.lang),
                )
            lines.append(self._row("sightings", first, last, said, n))
        return lines

    def _step(self, person: str, spot: str, activity: str, detail: str) -> str:
        values = {
            "person": person,
            "spot": self.place(spot),
            "activity": word(NC_("activity", activity), self.lang),
        }
        if not detail:
            return word(NC_("explain", "{person} at {spot}, {activity}"), self.lang, **values)
        said = NC_("explain", "{person} at {spot}, {activity}: {detail}")
        return word(said, self.lang, **values, detail=self.detail(detail))


def _order(r: Sighting) -> tuple[str, int]:
    return (r.subject, r.minute)


def explain_line(line: ReportLine, inn: Inn, lang: str = "en") -> str:
    """One report line in ``lang`` (at its minute on ``lang``'s clock), then the rows behind
    it: as timeline.csv and sightings.csv hold them in English, said in ``lang`` otherwise."""
    text = line.text_zh if lang == "zh" else line.text_en
    rows = _Rows(inn, lang)
    found = rows.timeline(line.timeline) + rows.sightings(line.sightings)
    if not found:
        none = N_("(no rows: a statement that nothing else was seen in the span above)")
        found = ["    " + word(none, lang)]
    return "\n".join([f"[{line.k}] {said_at(line.minute, lang)}  {text}", *found])


def explain_report(report: Report, inn: Inn, line: int | None = None, lang: str = "en") -> str:
    """The text ``blackhorse explain`` prints: every line (or line ``line``) with its rows,
    all of it in ``lang`` (the game's, or ``--lang``)."""
    chosen = report.lines if line is None else (report.lines[line - 1],)
    head = word(
        NP_(
            "{name}, night {night}: {n} report line with the rows behind it (timeline.csv, sightings.csv)",
            "{name}, night {night}: {n} report lines with the rows behind each (timeline.csv, sightings.csv)",
        ),
        lang,
        name=report.person,
        night=report.night,
        n=len(report.lines),
    )
    return "\n\n".join([head, *(explain_line(x, inn, lang) for x in chosen)]) + "\n"


def _report_of(args: argparse.Namespace) -> tuple[Report, Inn]:
    """NAME's report of night N, the night run exactly as `blackhorse night` runs it, and
    the map it was run on."""
    from blackhorse.cli.maps import inn_of
    from blackhorse.game.gameplay import night_on, state_before
    from blackhorse.orders.words import did_you_mean, near_hint

    game: Path = args.game
    where = str(game / "nights" / str(args.night))
    nights = game / "nights"
    if (game / "game.yaml").is_file() and not (nights / str(args.night)).is_dir():
        # a night not begun: said as such (the order check would say to create its folder)
        have = sorted(int(n.name) for n in nights.glob("*") if n.name.isdigit() and n.is_dir())
        raise InputError(
            [
                Problem(
                    where,
                    0,
                    "N",
                    str(args.night),
                    msg("a night of this game with a folder: {nights}", nights=tuple(map(str, have)))
                    if have
                    else msg(
                        "a night of this game: no night has a folder yet (nights/1/ holds night 1's orders)"
                    ),
                )
            ]
        )
    inn = inn_of(args)
    state = state_before(game, inn, 2 * args.night - 1).state
    played = night_on(game, args.night, inn, state)
    reports = played.result.reports
    # NAME is matched like every name of the game, regardless of case and width: `a` is A
    everyone = (*state.game.tenants, *state.game.police)
    name = same_name(args.name, played.result.people) or same_name(args.name, everyone) or args.name
    if name not in reports:
        on_map = set(played.result.people)
        living = tuple(sorted(reports))
        if name in on_map:
            why = msg(
                "was killed that night and gets no report (seed 五.9); living people: {names}", names=living
            )
        elif name in state.tenants and not state.tenants[name].in_game:
            why = msg(
                "{why}, so not on the map that night; people with a report: {names}",
                why=state.absent_reason(name),
                names=living,
            )
        else:
            # a nickname game.yaml declares (Mandy for 陈美玲): the hint names whose it is
            owner = [n for n, nicks in state.game.nicknames.items() if same_name(args.name, nicks)]
            why = msg(
                "is not on the map that night; people with a report: {names}{hint}",
                names=living,
                hint=near_hint(owner[0]) if len(owner) == 1 else did_you_mean(args.name, living),
            )
        raise InputError([Problem(where, 0, "NAME", args.name, why)])
    return reports[name], played.result.inn


def cmd_report(args: argparse.Namespace) -> int:
    """`blackhorse report GAME N NAME [--lang zh|en] [--format text|md]`: print one report."""
    from blackhorse.orders.gamelang import game_lang

    report, _ = _report_of(args)
    lang = args.lang or game_lang(args.game)
    out = report.text(lang) if args.format == "text" else report.markdown(lang)
    print(out, end="" if out.endswith("\n") else "\n")
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    report, inn = _report_of(args)
    where = str(args.game / "nights" / str(args.night))
    if args.line is not None and not 1 <= args.line <= len(report.lines):
        raise InputError(
            [
                Problem(
                    where,
                    0,
                    "--line",
                    str(args.line),
                    msg("a line number from 1 to {n}", n=len(report.lines)),
                )
            ]
        )
    from blackhorse.orders.gamelang import game_lang

    print(explain_report(report, inn, args.line, args.lang or game_lang(args.game)), end="")
    return 0


def register_report_commands(add: Adder) -> None:
    p = add("explain", cmd_explain, "print a person's report line by line with the rows behind each line")
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument("name", help="whose report (a tenant or officer on the map that night)")
    add_number(
        p,
        "--line",
        bound=LINE,
        below=True,
        default=None,
        help="only line K (numbered as in reports/NAME.json)",
    )
    p.add_argument(
        "--lang",
        choices=("zh", "en"),
        default=None,
        help="the language of the lines and rows (default: the game's, `lang:`)",
    )
    p = add("report", cmd_report, "print a person's report, as plain text for a chat message or Markdown")
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument("name", help="whose report (a tenant or officer on the map that night)")
    p.add_argument(
        "--lang",
        choices=("zh", "en"),
        default=None,
        help="the report's language (default: the game's, `lang:`)",
    )
    p.add_argument(
        "--format", choices=("text", "md"), default="text", help="text: no Markdown marks (default); md"
    )


__all__ = ["explain_report", "register_report_commands"]
