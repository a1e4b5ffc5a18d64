"""gm.md: the game master's summary of a night."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from itertools import compress
from typing import TYPE_CHECKING

from blackhorse.core.clock import NIGHT_MINUTES, hhmm, slot_starts
from blackhorse.reports.report import Report, ReportLine, step_index
from blackhorse.reports.unfired import unfired_section

if TYPE_CHECKING:
    from blackhorse.core.records import Case, Step
    from blackhorse.sight.seennight import SeenNight
    from blackhorse.sight.visibility import Sighting

Reports = Mapping[str, Report]

NOTE_TITLES = {
    "late-start": "late start",
    "skipped-order": "skipped order",
    "refused-knock": "refused knock",
    "unmet-condition": "unmet condition",
    "else-run": "else ran",
    "voided-kill": "voided kill",
    "cannot-peek": "cannot peek",
    "unfinished-walk": "unfinished walk",
    "ignored-via": "ignored via",
}


def render_gm(result: SeenNight, reports: Reports) -> str:
    game = result.input.game
    lines = [f"# {game.name}: night {result.night}", ""]
    cast = result.input.cast
    lines.append("## Cast on the map")
    lines.append("")
    for name in result.people:
        person = cast.people[name]
        room = person.room or "no room (starts in 204)"
        role = "police" if person.role == "police" else f"targets {', '.join(person.targets)}"
        lines.append(f"- {name}: {room}; {role}")
    for name, why in sorted(cast.absent.items()):
        lines.append(f"- {name}: off the map ({why})")
    lines.append("")
    lines.extend(murders_section(result, reports))
    lines.extend(["", *unfired_section(result)])
    lines.extend(["", *slots_section(result)])
    lines.extend(["", *reports_section(result, reports)])
    for section in result.extras.get("gm_sections", []):
        lines.extend(["", *section(result)])
    lines.append("")
    lines.append("## Notes on orders that did not run as written")
    lines.append("")
    if not result.notes:
        lines.append("Every order ran as written.")
    for note in result.notes:
        minute = "23:00" if note.minute >= 180 else hhmm(note.minute)
        lines.append(f"- {minute} {note.person}, {NOTE_TITLES[note.kind]}: {note.text}")
    lines.append("")
    return "\n".join(lines)


def murders_section(result: SeenNight, reports: Reports) -> list[str]:
    """Each murder, its witnesses and what each of them saw (their report's lines)."""
    lines = ["## Murders", ""]
    if not result.case_records:
        return [*lines, "No one was killed."]
    lines_of: dict[str, dict[Sighting, int]] = {}  # each report's row -> line, made once
    for case in result.case_records:
        lines.extend(_case(result, reports, case, lines_of))
    return lines[:-1]


def _case(
    result: SeenNight, reports: Reports, case: Case, lines_of: dict[str, dict[Sighting, int]]
) -> list[str]:
    seen = result.witnesses(case)
    who = ", ".join(seen) if seen else "no one"
    out = [
        f"### {hhmm(case.minute)} {case.killer} killed {case.victim} at {case.spot}",
        "",
        f"Witnesses (saw the killer or the victim in the first minute): {who}.",
        "",
    ]
    pair = (case.killer, case.victim)
    rows = result.sighting_rows  # sorted by minute, observer, subject
    start = bisect_left(result.sighting_columns.minute, case.minute)
    about = compress(rows[start:], map(pair.__contains__, result.sighting_columns.subject[start:]))
    later = [r for r in about if r.observer not in pair]
    first_channel = {r.observer: r.channel for r in later if r.minute == case.minute}
    # the aftermath: the body, or the killer still killing or cleaning (over the body)
    scene = [r for r in later if r.subject == case.victim or r.activity in ("killing", "cleaning")]
    aftermath = sorted({r.observer for r in scene} - set(seen))
    deaths = {c.victim: c for c in result.case_records}
    later_of, scene_of = _by_observer(later), _by_observer(scene)
    for name in [*seen, *aftermath]:
        mine = (scene_of if name in aftermath else later_of).get(name, set())
        how = first_channel.get(name, "aftermath only: saw " + _aftermath(case, mine))
        died = deaths.get(name)
        if died is not None and died.minute > case.minute:
            told = (
                f"killed by {died.killer} at {hhmm(died.minute)} later that night: no report"
                " (seed 五.9), what they saw dies with them"
            )
        else:
            lines = _lines_about(reports.get(name), mine, lines_of)
            told = " ".join(line.text_en + "." for line in lines) or "(nothing in the report)"
        out.append(f"- {name} ({how}): {told}")
    if not seen and not aftermath:
        out.append(
            f"- Nobody saw the murder, {case.victim}'s body or {case.killer} over it"
            f" from {hhmm(case.minute)} to 23:00."
        )
    return [*out, ""]


def _by_observer(rows: list[Sighting]) -> dict[str, set[Sighting]]:
    """``rows`` by observer, in one pass."""
    out: dict[str, set[Sighting]] = {}
    for r in rows:
        out.setdefault(r.observer, set()).add(r)
    return out


def _aftermath(case: Case, rows: set[Sighting]) -> str:
    minute = min(r.minute for r in rows)
    over = any(r.minute == minute and r.subject == case.killer for r in rows)
    return f"{f'{case.killer} over the body' if over else 'the body'} at {hhmm(minute)}"


def _lines_about(
    report: object, rows: set[Sighting], lines_of: dict[str, dict[Sighting, int]]
) -> list[ReportLine]:
    """The lines of ``report`` that tell any of ``rows`` (the killer or victim seen from the
    murder on), in order; each report's row-to-line index is made once (``lines_of``)."""
    if not isinstance(report, Report):
        return []
    index = lines_of.get(report.person)
    if index is None:
        index = lines_of[report.person] = {
            r: k for k, line in enumerate(report.lines) for r in line.sightings
        }
    return [report.lines[k] for k in sorted({index[r] for r in rows if r in index})]


CELL_MARKS = {"staying": "", "entering": " (arriving)", "cleaning": " (cleaning)", "dead": " (dead)"}


def cell(step: Step) -> str:
    """A person's place and doing at one minute, as the slot table shows it."""
    activity, detail = step.activity, step.detail
    mark = CELL_MARKS.get(activity)
    if mark is not None:
        return step.spot + mark
    if activity == "peeking" or (activity == "walking" and not detail.startswith("to ")):
        return f"{step.spot} ({detail})"
    if activity in ("walking", "leaving"):
        return f"{step.spot} → {detail[3:]}"
    if activity == "killing":
        return f"{step.spot} (kills {detail})"
    return f"{step.spot} {activity}"


def slots_section(result: SeenNight) -> list[str]:
    """Who was where at the start of each 10-minute slot (a table: slot start x person)."""
    people = result.people
    at = step_index(result)
    out = [
        "## Where everyone was at each slot start",
        "",
        "| time | " + " | ".join(people) + " |",
        "|---|" + "---|" * len(people),
    ]
    for minute in slot_starts():
        if minute >= NIGHT_MINUTES:
            break
        cells = [cell(at[(p, minute)]) for p in people]
        out.append(f"| {hhmm(minute)} | " + " | ".join(cells) + " |")
    return out


def reports_section(result: SeenNight, reports: Reports) -> list[str]:
    out = ["## Reports", ""]
    for name in result.people:
        if name in reports:
            n = len(reports[name].lines)
            out.append(
                f"- {name}: {n} lines (reports/{name}.zh.md, reports/{name}.en.md, reports/{name}.json)"
            )
        else:
            killed = [c for c in result.case_records if c.victim == name]
            why = f"killed at {hhmm(killed[0].minute)}" if killed else "dead"
            out.append(f"- {name}: no report ({why}; seed 五.9)")
    return out
