"""gm.md: the game master's summary of a night, in English or Chinese.

English is what gm.md always said (the map's ids for places: ``lawn``, ``door-203``); Chinese
says the same with the catalog's words (:mod:`blackhorse.core.catalog`) and the places as the
echo and the map page name them (``草坪``, ``203门前``, ``东楼梯``). The players' report lines
quoted under a murder come from the report itself, in the same language. A night's results
hold it in the game's language as ``gm.md`` and in the other as ``gm.LANG.md``
(docs/ORDERS.md, "The night's pictures").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING

from blackhorse.core.catalog import N_, NC_, Message, gettext, listing, say, word
from blackhorse.core.clock import NIGHT_MINUTES, slot_starts
from blackhorse.core.nightclock import said_at
from blackhorse.core.rulecite import cited
from blackhorse.orders.echo import place_zh
from blackhorse.reports.lines import PlainLine
from blackhorse.reports.report import Report, night_tracks
from blackhorse.reports.unfired import unfired_section
from blackhorse.sight.visibility import SIGHTING_COLUMNS, SightingRow

if TYPE_CHECKING:
    from blackhorse.core.records import Case, Step
    from blackhorse.inn.layout import Inn
    from blackhorse.sight.seennight import SeenNight

Reports = Mapping[str, Report]

NOTE_TITLES: dict[str, Message] = {
    "late-start": N_("late start"),
    "skipped-order": N_("skipped order"),
    "refused-knock": N_("refused knock"),
    "unmet-condition": N_("unmet condition"),
    "else-run": N_("else ran"),
    "voided-kill": N_("voided kill"),
    "cannot-peek": N_("cannot peek"),
    "unfinished-walk": N_("unfinished walk"),
    "ignored-via": N_("ignored via"),
}
# how a witness first saw, by the sighting's channel (docs/VISIBILITY.md)
CHANNEL_WORDS: dict[str, Message] = {
    "same-zone": NC_("channel", "same-zone"),
    "threshold": NC_("channel", "threshold"),
    "window": NC_("channel", "window"),
    "peephole": NC_("channel", "peephole"),
    "crossing": NC_("channel", "crossing"),
}


class Words:
    """gm.md's words in one language: its sentences from the catalog, its places as the
    English sheet has always named them (the map's ids) or as the Chinese pages do."""

    def __init__(self, lang: str, inn: Inn) -> None:
        self.lang, self.inn = lang, inn
        self.clocks: dict[int, str] = {}  # the minutes said, each once

    def __call__(self, message: Message, **values: object) -> str:
        return word(message, self.lang, **{k: self.value(v) for k, v in values.items()})

    def value(self, value: object) -> object:
        return listing(value, self.lang) if isinstance(value, tuple) else value

    def place(self, spot: str) -> str:
        return place_zh(self.inn, spot) if self.lang == "zh" and spot else spot

    def form(self, message: str) -> Callable[..., str]:
        """``message`` (no context, no plural) in the sheet's language as its bound
        ``str.format``, the catalog read once for a line said many times: the same text as
        calling the words when every value is a plain text (no list to join) and a time field
        holds a minute said by :meth:`clock` (never the 24-hour night time the catalog would
        say again on the Chinese clock)."""
        return gettext(message, self.lang).format

    def said(self, text: str) -> str:
        """A sentence the night wrote in English (a note), said in the sheet's language, its
        times on that language's clock; a rule it cites as ``seed 八`` is "rule 8" in English
        (the night's files keep the note as written)."""
        return cited(say(text, self.lang), self.lang)

    def clock(self, minute: int) -> str:
        """A minute of the night on the sheet's clock: 21:21 in English, 9:21 in Chinese (one
        clock per language, core/nightclock.py); 180 is the night's end."""
        said = self.clocks.get(minute)
        if said is None:
            said = self.clocks[minute] = said_at(minute, self.lang)
        return said


def render_gm(result: SeenNight, reports: Reports, lang: str = "en") -> str:
    """gm.md in ``lang`` (``en``: the English it has always been, byte for byte)."""
    t = Words(lang, result.inn)
    game = result.input.game
    lines = [t(N_("# {game}: night {n}"), game=game.name, n=result.night), ""]
    cast = result.input.cast
    lines.append(t(N_("## Cast on the map")))
    lines.append("")
    for name in result.people:
        person = cast.people[name]
        room = t.place(person.room) if person.room else t(N_("no room (starts in 204)"))
        role = (
            t(N_("police")) if person.role == "police" else t(N_("targets {targets}"), targets=person.targets)
        )
        lines.append(t(N_("- {name}: {room}; {role}"), name=name, room=room, role=role))
    for name, why in sorted(cast.absent.items()):
        lines.append(t(N_("- {name}: off the map ({why})"), name=name, why=t.said(why)))
    lines.append("")
    lines.extend(murders_section(result, reports, lang))
    lines.extend(["", *unfired_section(result, lang)])
    lines.extend(["", *slots_section(result, lang)])
    lines.extend(["", *reports_section(result, reports, lang)])
    for section in result.extras.get("gm_sections", []):
        lines.extend(["", *section(result)])
    lines.append("")
    lines.append(t(N_("## Notes on orders that did not run as written")))
    lines.append("")
    notes = result.notes
    if not notes:
        lines.append(t(N_("Every order ran as written.")))
    # one form for every note's line (the catalog read once), each kind's title said once
    form, clock, said = t.form(N_("- {at} {name}, {title}: {text}")), t.clock, t.said
    titles = {kind: t(NOTE_TITLES[kind]) for kind in {note.kind for note in notes}}
    lines += [form(at=clock(n.minute), name=n.person, title=titles[n.kind], text=said(n.text)) for n in notes]
    lines.append("")
    return "\n".join(lines)


def murders_section(result: SeenNight, reports: Reports, lang: str = "en") -> list[str]:
    """Each murder, its witnesses and what each of them saw (their report's lines)."""
    t = Words(lang, result.inn)
    lines = [t(N_("## Murders")), ""]
    if not result.case_records:
        return [*lines, t(N_("No one was killed."))]
    for case in result.case_records:
        lines.extend(_case(result, reports, case, t))
    return lines[:-1]


AFTERMATH = frozenset({"killing", "cleaning"})  # the killer seen over the body
SUBJECT = itemgetter(SIGHTING_COLUMNS.index("subject"))  # a plain sighting row's subject


def _case(result: SeenNight, reports: Reports, case: Case, t: Words) -> list[str]:
    seen = result.witnesses(case)
    who = t.value(tuple(seen)) if seen else t(N_("no one"))
    out = [
        t(
            N_("### {at} {killer} killed {victim} at {place}"),
            at=t.clock(case.minute),
            killer=case.killer,
            victim=case.victim,
            place=t.place(case.spot),
        ),
        "",
        t(
            N_("Witnesses (saw the killer killing or the victim falling, in the first minute): {names}."),
            names=who,
        ),
        "",
    ]
    killer, victim, since = case.killer, case.victim, case.minute
    pair = frozenset((killer, victim))  # a set's membership is one C call (a tuple's is a wrapper)
    # the sightings of the killer or the victim from the murder on, as plain rows (minute,
    # observer, subject, spot, activity, channel), picked from the night's columns in C: for
    # the first minute's channels and the aftermath's observers only (what each witness was
    # told is read from their own report)
    after = result.sighting_columns.between(since, NIGHT_MINUTES)
    about = compress(after.plain_rows(), map(pair.__contains__, after.subject))
    later = [r for r in about if r[1] not in pair]
    first_channel = {r[1]: r[5] for r in later if r[0] == since}
    # the aftermath: the body, or the killer still killing or cleaning (over the body), by
    # observer (in the night's order)
    scene: dict[str, list[SightingRow]] = {}
    for r in later:
        if r[2] == victim or r[4] in AFTERMATH:
            scene.setdefault(r[1], []).append(r)
    aftermath = sorted(scene.keys() - set(seen))
    deaths = {c.victim: c for c in result.case_records}
    for name in [*seen, *aftermath]:
        channel = first_channel.get(name)
        if channel in CHANNEL_WORDS:
            how = t(CHANNEL_WORDS[channel])
        elif channel:
            how = channel
        else:
            what = _aftermath(case, scene.get(name, []), t)
            how = t(N_("aftermath only: saw {what}"), what=what)
        died = deaths.get(name)
        if died is not None and died.minute > since:
            told = t(
                N_(
                    "killed by {killer} at {at} later that night: no report"
                    " (rule 5.9), what they saw dies with them"
                ),
                killer=died.killer,
                at=t.clock(died.minute),
            )
        else:
            lines = _lines_about(reports.get(name), case, name in aftermath)
            if t.lang == "zh":
                told = "".join([zh + "。" for _, _, _, zh, _, _, _ in lines])
            else:
                told = " ".join([en + "." for _, _, _, _, en, _, _ in lines])
            told = told or t(N_("(nothing in the report)"))
        out.append(t(N_("- {name} ({how}): {told}"), name=name, how=how, told=told))
    if not seen and not aftermath:
        out.append(
            t(
                N_("- Nobody saw the murder, {victim}'s body or {killer} over it from {at} to {until}."),
                victim=victim,
                killer=killer,
                at=t.clock(since),
                until=t.clock(NIGHT_MINUTES),
            )
        )
    return [*out, ""]


def _aftermath(case: Case, rows: list[SightingRow], t: Words) -> str:
    """What a witness of the aftermath only first saw: ``rows`` are their plain sighting rows
    of the body or of the killer over it."""
    minute = min(r[0] for r in rows)
    over = any(r[0] == minute and r[2] == case.killer for r in rows)
    if over:
        return t(N_("{killer} over the body at {at}"), killer=case.killer, at=t.clock(minute))
    return t(N_("the body at {at}"), at=t.clock(minute))


def _lines_about(report: object, case: Case, aftermath: bool) -> list[PlainLine]:
    """The lines of ``report`` (a witness's), as plain lines (``Report.plain_lines``), that
    tell of the killer or the victim from the murder's minute on (the witness's own sighting
    rows: each backs one line); for a witness of the aftermath only, of the body or the
    killer over it. A line's rows (plain: minute, observer, subject, spot, activity, channel)
    come in minute order, so a line whose last row is before the murder holds none of them;
    a line none of whose subjects is the killer or the victim (most lines: the subjects read
    in C, up to the first) holds none either; one whose first row is not before the murder
    is then told, and only a line left is read row by row."""
    if not isinstance(report, Report):
        return []
    killer, victim, since = case.killer, case.victim, case.minute
    pair = {killer, victim}
    out = []
    for line in report.plain_lines:
        held = line[-1]
        # most lines tell of neither: their subjects are read in C before any row in Python
        if not held or held[-1][0] < since or pair.isdisjoint(map(SUBJECT, held)):
            continue
        if not aftermath and held[0][0] >= since:
            out.append(line)
            continue
        for minute, _, subject, _, activity, _ in held:
            if minute >= since and (
                subject == victim or (subject == killer and (not aftermath or activity in AFTERMATH))
            ):
                out.append(line)
                break
    return out


CELL_MARKS = {"staying": "", "entering": " (arriving)", "cleaning": " (cleaning)", "dead": " (dead)"}
CELL_MARKS_ZH = {"staying": "", "entering": "（到达）", "cleaning": "（清理）", "dead": "（已死）"}
CELL_DETAILS_ZH = {"window": "窗户", "peephole": "门孔"}
KNOCK_REFUSED = r"knock at (\S+) refused; to (\S+)"  # compiled by `re` when a refused knock is shown


def _present(step: Step | None) -> Step:
    """A step of the tracks where every person has one (each minute of the night, the dead
    too): a gap is a broken night, as a missing (person, minute) key was."""
    if step is None:
        raise KeyError("no step at this minute")
    return step


def cell(step: Step, t: Words | None = None) -> str:
    """A person's place and doing at one minute, as the slot table shows it (in Chinese with
    ``t`` in Chinese: ``草坪（清理）``, ``201门前 → 娱乐室``, ``201（窗户）``)."""
    if t is not None and t.lang == "zh":
        return _cell_zh(step, t)
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


def _cell_zh(step: Step, t: Words) -> str:
    activity, detail, spot = step.activity, step.detail, t.place(step.spot)
    mark = CELL_MARKS_ZH.get(activity)
    if mark is not None:
        return spot + mark
    if activity == "peeking":
        return f"{spot}（{CELL_DETAILS_ZH.get(detail, detail)}）"
    refused = re.fullmatch(KNOCK_REFUSED, detail) if activity == "walking" else None
    if refused is not None:  # a refused knock, on its way (walker.refused's detail)
        return f"{spot}（敲{t.place(refused[1])}的门未开；去{t.place(refused[2])}）"
    if activity in ("walking", "leaving"):
        return f"{spot} → {t.place(detail[3:])}"
    if activity == "killing":
        return f"{spot}（杀{detail}）"
    return f"{spot} {activity}"


def slots_section(result: SeenNight, lang: str = "en") -> list[str]:
    """Who was where at the start of each 10-minute slot (a table: slot start x person)."""
    t = Words(lang, result.inn)
    people = result.people
    at = night_tracks(result)  # at[who][minute + 1]: who's step at minute
    out = [
        t(N_("## Where everyone was at each slot start")),
        "",
        "| " + t(NC_("slot", "time")) + " | " + " | ".join(people) + " |",
        "|---|" + "---|" * len(people),
    ]
    for minute in slot_starts():
        if minute >= NIGHT_MINUTES:
            break
        cells = [cell(_present(at[p][minute + 1]), t) for p in people]
        out.append(f"| {t.clock(minute)} | " + " | ".join(cells) + " |")
    return out


def reports_section(result: SeenNight, reports: Reports, lang: str = "en") -> list[str]:
    t = Words(lang, result.inn)
    out = [t(N_("## Reports")), ""]
    for name in result.people:
        if name in reports:
            n = len(reports[name].plain_lines)
            files = (f"reports/{name}.zh.md", f"reports/{name}.en.md", f"reports/{name}.json")
            out.append(t(N_("- {name}: {n} lines ({files})"), name=name, n=n, files=files))
        else:
            killed = [c for c in result.case_records if c.victim == name]
            why = t(N_("killed at {at}"), at=t.clock(killed[0].minute)) if killed else t(N_("dead"))
            out.append(t(N_("- {name}: no report ({why}; rule 5.9)"), name=name, why=why))
    return out
