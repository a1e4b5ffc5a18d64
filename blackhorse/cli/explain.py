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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.cli.numberargs import add_number
from blackhorse.core.catalog import N_, NP_, msg, word
from blackhorse.core.clock import hhmm
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import same_name
from blackhorse.core.nightclock import said_at
from blackhorse.core.numbers import LINE, NIGHT

if TYPE_CHECKING:  # the report modules load only when a report is explained
    from blackhorse.core.records import Step
    from blackhorse.reports.report import Report, ReportLine
    from blackhorse.sight.visibility import Sighting

Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]


def _span(first: int, last: int) -> str:
    return hhmm(first) if first == last else f"{hhmm(first)}-{hhmm(last)}"


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
    return "  " + word(NP_("({n} row)", "({n} rows)"), lang, n=n) if n > 1 else ""


def _timeline_rows(rows: Sequence[Step], lang: str) -> list[str]:
    keys = [(s.minute, (s.person, s.spot, s.activity, s.detail)) for s in rows]
    lines = []
    for first, last, (person, spot, activity, detail), n in _runs(keys):
        count = _count(n, lang)
        lines.append(
            f"    timeline   {_span(first, last):<11}  {person} {spot} {activity} {detail}".rstrip() + count
        )
    return lines


def _sighting_rows(rows: Sequence[Sighting], lang: str) -> list[str]:
    keys = [
        (r.minute, (r.observer, r.subject, r.spot, r.activity, r.channel)) for r in sorted(rows, key=_order)
    ]
    lines = []
    for first, last, (observer, subject, spot, activity, channel), n in _runs(keys):
        count = _count(n, lang)
        seen = f"{observer} saw {subject} {spot} {activity} [{channel}]"
        lines.append(f"    sightings  {_span(first, last):<11}  {seen}{count}")
    return lines


def _order(r: Sighting) -> tuple[str, int]:
    return (r.subject, r.minute)


def explain_line(line: ReportLine, lang: str = "en") -> str:
    """One report line in both languages (the Chinese first, as the seed's reports are), then
    the rows behind it as timeline.csv and sightings.csv hold them; what explain itself says
    (how many rows a range stands for) in ``lang``."""
    head = [
        f"[{line.k}] {said_at(line.minute, lang)}  {line.text_zh}",  # on the game's clock
        f"{' ' * (len(str(line.k)) + 9)}{line.text_en}",
    ]
    rows = _timeline_rows(line.timeline, lang) + _sighting_rows(line.sightings, lang)
    if not rows:
        none = N_("(no rows: a statement that nothing else was seen in the span above)")
        rows = ["    " + word(none, lang)]
    return "\n".join(head + rows)


def explain_report(report: Report, line: int | None = None, lang: str = "en") -> str:
    """The text ``blackhorse explain`` prints: every line (or line ``line``) with its rows;
    its own words in ``lang`` (the game's)."""
    chosen = report.lines if line is None else (report.lines[line - 1],)
    head = word(
        NP_(
            "{name}, night {night}: {n} report line; rows as in timeline.csv and sightings.csv",
            "{name}, night {night}: {n} report lines; rows as in timeline.csv and sightings.csv",
        ),
        lang,
        name=report.person,
        night=report.night,
        n=len(report.lines),
    )
    return "\n\n".join([head, *(explain_line(x, lang) for x in chosen)]) + "\n"


def _report_of(args: argparse.Namespace) -> Report:
    """NAME's report of night N, the night run exactly as `blackhorse night` runs it."""
    from blackhorse.cli.maps import inn_of
    from blackhorse.game.gameplay import compute_night

    game: Path = args.game
    played = compute_night(game, args.night, inn_of(args))
    reports = played.result.reports
    where = str(game / "nights" / str(args.night))
    # NAME is matched like every name of the game, regardless of case and width: `a` is A
    name = same_name(args.name, played.result.people) or args.name
    if name not in reports:
        on_map = set(played.result.people)
        living = tuple(sorted(reports))
        why = (
            msg("was killed that night and gets no report (seed 五.9); living people: {names}", names=living)
            if name in on_map
            else msg("is not on the map that night; people with a report: {names}", names=living)
        )
        raise InputError([Problem(where, 0, "NAME", args.name, why)])
    return reports[name]


def cmd_report(args: argparse.Namespace) -> int:
    """`blackhorse report GAME N NAME [--lang zh|en] [--format text|md]`: print one report."""
    from blackhorse.orders.gamelang import game_lang

    report = _report_of(args)
    lang = args.lang or game_lang(args.game)
    out = report.text(lang) if args.format == "text" else report.markdown(lang)
    print(out, end="" if out.endswith("\n") else "\n")
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    report = _report_of(args)
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

    print(explain_report(report, args.line, game_lang(args.game)), end="")
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
