"""The police's case board: what the police know of each case, what tenants told them, and
every contradiction the police can prove from it.

**What the police know**, and nothing else: each case's victim, night and place (seed 六:
the body is found where it lay), and their own reports of that night
(``results/reports/OFFICER.json``, the lines every officer was sent, with the rows behind
them): where each officer was minute by minute, and whom they saw where. Never the night's
timeline, its sightings table, another player's report, ``gm.md`` or a case's killer. What a
tenant told them is entered as **claims** from the questioning: "A said: 21:00-21:30 in 204
with C" (the speaker was in that place for that whole time, with those people).

A claim *places* its speaker and each person it names with them; a sighting places its
subject for one minute. The board flags:

- a claim against what an officer saw: the person placed somewhere else at a minute the
  claim covers, or an officer in that room (or in the garden's or the lawn's zone) then who
  did not see them (a room is one zone, the garden and the lawn are one each: whoever is in
  it is seen, docs/VISIBILITY.md);
- two claims that cannot both hold: one person placed in two places at once;
- a movement faster than the travel table allows: one person placed in one place, then in
  another sooner than the walk between them takes.

Everything here is built from :class:`PoliceKnowledge` and the claims, so a change of the
night's truth that no officer saw changes nothing on the board.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm, parse_time
from blackhorse.core.dataclass import dataclass
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.reader import MAX_BYTES, FileRefused, decode, read_input_bytes
from blackhorse.inn.layout import Inn


@dataclass(frozen=True)
class Seen:
    """One minute of an officer's own report: where they were, or whom they saw where."""

    minute: int
    officer: str
    subject: str  # the officer themself for their own whereabouts
    spot: str


@dataclass(frozen=True)
class PoliceKnowledge:
    """What the officers' reports of one night say (every row, in report order)."""

    night: int
    rows: tuple[Seen, ...]


@dataclass(frozen=True)
class Claim:
    """What a tenant told the police about one stretch of the night."""

    id: int
    case: int
    speaker: str
    start: int  # minutes since 20:00
    until: int  # exclusive
    place: str
    company: tuple[str, ...]
    entered_by: str
    question: int | None = None  # the question whose answer it was taken from

    def text(
        self,
        t: Callable[..., str] | None = None,
        place: Callable[[str], str] | None = None,
        names: Callable[[Sequence[str]], str] | None = None,
        clock: Callable[[str], str] | None = None,
    ) -> str:
        """ "A said: 21:00-21:30 in 204 with C" (in the language of the portal's ``t``, its
        place named by ``place`` and its company listed by ``names``: 花园, B、C on a Chinese
        page; as the map names them otherwise)."""
        t = t or _english
        listed = names(self.company) if names else ", ".join(self.company)
        company = t("claim_with", who=listed) if self.company else t("claim_alone")
        return t(
            "claim_said",
            who=self.speaker,
            start=clock(hhmm(self.start)) if clock else hhmm(self.start),
            until=clock(hhmm(self.until)) if clock else hhmm(self.until),
            place=place(self.place) if place else self.place,
            company=company,
        )


def _english(key: str, **values: object) -> str:
    from blackhorse.portal.i18n import translator

    return translator("en")(key, **values)


class Finding(NamedTuple):
    """A contradiction: its sentence's key and values (the sources as ``saw:P1``,
    ``own:P1`` or ``claim:3``), said in the reader's language by :meth:`text`."""

    key: str
    values: tuple[tuple[str, str], ...]

    def text(
        self,
        t: Callable[..., str] | None = None,
        place: Callable[[str], str] | None = None,
        clock: Callable[[str], str] | None = None,
    ) -> str:
        """The sentence in the language of ``t``, its spots named by ``place`` (the pages'
        ``garden`` is 花园 on a Chinese page) or as the map names them, its times on the
        page's ``clock`` (``9:30`` on a Chinese page)."""
        t = t or _english
        said = {
            k: _source(v, t)
            if k.startswith("source")
            else place(v)
            if place and k in _SPOTS
            else clock(v)
            if clock and k in _TIMES
            else v
            for k, v in self.values
        }
        return t(self.key, **said)


_SPOTS = ("a", "b", "place")  # the values of a finding that are spots of the map
_TIMES = ("at", "at_a", "at_b")  # and those that are times of the night


def _source(source: str, t: Callable[..., str]) -> str:
    kind, _, who = source.partition(":")
    return t(f"source_{kind}", who=who)


@dataclass(frozen=True)
class Placement:
    """A person in a place for a stretch of minutes, and what says so."""

    person: str
    start: int
    until: int  # exclusive
    spot: str
    source: str  # saw:P1 (an officer saw it), own:P1 (the officer's own whereabouts), claim:3
    claim: int | None  # the claim it comes from; None for what an officer saw


def police_knowledge(
    results: Path,
    night: int,
    officers: Iterable[str],
    game: Path | None = None,
    limit: int = 8 * MAX_BYTES,
    kept: Mapping[str, bytes] | None = None,
) -> PoliceKnowledge:
    """The officers' reports of a night (those who walked the inn), read from their JSON by the
    one reader (regular files inside the game folder ``game``, at most ``limit`` bytes), or
    from ``kept``, the night's files as they were published (what the officers were told)."""
    rows: list[Seen] = []
    for officer in sorted(officers):
        path = results / "reports" / f"{officer}.json"
        try:
            if kept is not None:
                raw = kept.get(f"reports/{officer}.json")
                if raw is None or len(raw) > limit:
                    continue
            else:
                raw = read_input_bytes(path, inside=game, limit=limit)
            data = json.loads(decode(raw))
            lines = data["lines"]
        except (FileRefused, OSError, ValueError, KeyError, TypeError):
            continue  # no report (an officer who stayed out of the inn), or one edited past reading
        for line in lines if isinstance(lines, list) else []:
            sources = line.get("sources", {}) if isinstance(line, dict) else {}
            for row in sources.get("timeline", []):
                _add(rows, row.get("minute"), officer, officer, row.get("spot"))
            for row in sources.get("sightings", []):
                if row.get("observer") == officer:
                    _add(rows, row.get("minute"), officer, row.get("subject"), row.get("spot"))
    return PoliceKnowledge(night, tuple(dict.fromkeys(rows)))


def _add(rows: list[Seen], at: object, officer: str, subject: object, spot: object) -> None:
    minute = parse_time(at)
    if (
        minute is not None
        and 0 <= minute < NIGHT_MINUTES
        and isinstance(subject, str)
        and isinstance(spot, str)
    ):
        rows.append(Seen(minute, officer, subject, spot))


def column(inn: Inn, spot: str) -> str:
    """The chart's column for a spot: rooms, stairs, the garden, the lawn as they are; the
    corridor and the doors on it as "corridor"; a stair foot as its stairs; a path as "paths"."""
    kind = inn.kind.get(spot, "")
    if kind in ("door", "corridor"):
        return "corridor"
    if kind == "stair-foot":
        return spot.removesuffix("-foot")
    if kind == "path":
        return "paths"
    return spot


@dataclass(frozen=True)
class CaseBoard:
    """One case as the police can reason about it."""

    case: int
    night: int
    victim: str
    place: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]  # slot time, cell entries per column
    claims: tuple[Claim, ...]
    contradictions: tuple[Finding, ...]


def placements(knowledge: PoliceKnowledge, claims: Sequence[Claim]) -> list[Placement]:
    out = [
        Placement(s.subject, s.minute, s.minute + 1, s.spot, f"saw:{s.officer}", None)
        for s in knowledge.rows
        if s.subject != s.officer
    ]
    out += [
        Placement(s.officer, s.minute, s.minute + 1, s.spot, f"own:{s.officer}", None)
        for s in knowledge.rows
        if s.subject == s.officer
    ]
    for c in claims:
        for person in (c.speaker, *c.company):
            out.append(Placement(person, c.start, c.until, c.place, f"claim:{c.id}", c.id))
    return out


def contradictions(inn: Inn, knowledge: PoliceKnowledge, claims: Sequence[Claim]) -> list[Finding]:
    """Every contradiction provable from the police's knowledge and the claims, in a stable order."""
    found: list[Finding] = []
    placed = placements(knowledge, claims)
    by_person: dict[str, list[Placement]] = {}
    for p in placed:
        by_person.setdefault(p.person, []).append(p)
    for person in sorted(by_person):
        rows = sorted(by_person[person], key=lambda p: (p.start, p.until, p.spot, p.source))
        found += _clashes(inn, person, rows)
    found += _unseen(inn, knowledge, claims)
    first: dict[tuple[object, ...], Finding] = {}  # one finding per person, sources and places
    for f in found:
        first.setdefault((f.key, *(v for k, v in f.values if not k.startswith(("at", "walk")))), f)
    return list(first.values())


def _clashes(inn: Inn, person: str, rows: list[Placement]) -> list[Finding]:
    out: list[Finding] = []
    for i, a in enumerate(rows):
        for b in rows[i + 1 :]:
            if a.claim is None and b.claim is None:
                continue  # what officers saw is the truth: it never contradicts itself
            if a.claim is not None and a.claim == b.claim:
                continue
            where_a, where_b = _where(inn, a.spot), _where(inn, b.spot)
            if a.start < b.until and b.start < a.until and where_a != where_b:
                at = hhmm(max(a.start, b.start))
                values = (("who", person), ("at", at), ("a", where_a), ("source_a", a.source))
                out.append(Finding("two_places", (*values, ("b", where_b), ("source_b", b.source))))
            elif b.start >= a.until and where_a != where_b:
                gap, walk = b.start - (a.until - 1), inn.distance(a.spot, b.spot)
                if gap < walk:
                    values = (
                        ("who", person),
                        ("a", where_a),
                        ("at_a", hhmm(a.until - 1)),
                        ("source_a", a.source),
                    )
                    more = (
                        ("b", where_b),
                        ("at_b", hhmm(b.start)),
                        ("source_b", b.source),
                        ("walk", str(walk)),
                    )
                    out.append(Finding("too_fast", values + more))
    return out


def _where(inn: Inn, spot: str) -> str:
    """Where a spot counts as being when two placements are compared: a room's threshold is
    the room (someone on it is seen as inside, docs/VISIBILITY.md), else the chart's column."""
    return inn.room_of_door.get(spot) or column(inn, spot)


def sees_all_of(inn: Inn, spot: str, place: str) -> bool:
    """Whether someone standing at ``spot`` sees everyone in ``place`` (a room, the garden, the
    lawn): in that very room, or anywhere in the zone of a place that is not a room (the
    garden zone is the garden and both stair feet; the lawn is one zone: docs/VISIBILITY.md)."""
    if spot == place:
        return True
    if inn.kind.get(place) == "room" or inn.kind.get(spot) in ("room", "door"):
        return False
    return place in inn.zone and inn.zone.get(spot) == inn.zone[place]


def _unseen(inn: Inn, knowledge: PoliceKnowledge, claims: Sequence[Claim]) -> list[Finding]:
    """An officer in a room, the garden or on the lawn at a minute a claim puts someone
    there, who did not see them (the garden and the lawn are one zone each, as a room is:
    an officer alone in the garden 21:03-21:30 who saw nobody disproves "21:05-21:30 in the
    garden", which the board missed)."""
    out: list[Finding] = []
    seen_at = {(s.minute, s.officer, s.subject) for s in knowledge.rows}
    for s in knowledge.rows:
        if s.subject != s.officer:
            continue
        for c in claims:
            if not sees_all_of(inn, s.spot, c.place) or not c.start <= s.minute < c.until:
                continue
            for person in (c.speaker, *c.company):
                if person != s.officer and (s.minute, s.officer, person) not in seen_at:
                    values = (("officer", s.officer), ("place", s.spot), ("at", hhmm(s.minute)))
                    out.append(Finding("unseen", (*values, ("who", person), ("source", f"claim:{c.id}"))))
    return out


def case_board(
    inn: Inn,
    case: int,
    night: int,
    victim: str,
    place: str,
    knowledge: PoliceKnowledge,
    claims: Sequence[Claim],
) -> CaseBoard:
    """The chart and the contradictions of one case, from the police's knowledge of its night."""
    mine = [c for c in claims if c.case == case]
    placed = placements(knowledge, mine)
    columns = list(dict.fromkeys([column(inn, s) for s in inn.table] + ["corridor"]))
    for p in placed:
        if column(inn, p.spot) not in columns:
            columns.append(column(inn, p.spot))
    rows = []
    for start in range(0, NIGHT_MINUTES, SLOT):
        cells: list[list[str]] = [[] for _ in columns]
        for p in placed:
            if p.start < start + SLOT and start < p.until:
                entry = p.person if p.claim is None else f"{p.person} (#{p.claim})"
                where = columns.index(column(inn, p.spot))
                if entry not in cells[where]:
                    cells[where].append(entry)
        rows.append((hhmm(start), tuple(tuple(sorted(c)) for c in cells)))
    return CaseBoard(
        case,
        night,
        victim,
        place,
        tuple(columns),
        tuple(rows),
        tuple(mine),
        tuple(contradictions(inn, knowledge, mine)),
    )
