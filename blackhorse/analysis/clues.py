"""What a night's sightings tell the police bot about each murder (the batch path of a sweep).

For each case: who witnessed it (saw the killer or the victim in the murder's first minute,
as :func:`~blackhorse.sight.visibility.case_witnesses` says), whether a witness saw the
killer then, and the suspects (everyone but the victim seen alive in the murder's zone
within :data:`SUSPICION_MINUTES` of it, with how often). The night's sighting columns are
sorted by minute, so each murder's minutes are found by bisection: the work is
proportional to the murders and the sightings around them, never to the whole night.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from itertools import compress

from blackhorse.core.dataclass import dataclass
from blackhorse.core.records import Case
from blackhorse.inn.layout import Inn
from blackhorse.inn.memo import per_inn
from blackhorse.sight.visibility import MURDER, SightingColumns

SUSPICION_MINUTES = 10


@dataclass(frozen=True)
class Clues:
    """What the sightings say about one case."""

    witnesses: tuple[str, ...]  # sorted; never the killer or the victim
    identified: bool  # someone other than the victim saw the killer in the murder's first minute
    suspects: dict[str, int]  # seen near the murder (not the victim, not dead), and how often


@per_inn
def _zones(inn: Inn) -> dict[str, frozenset[str]]:
    """For each spot, the spots of its zone."""
    members: dict[str, set[str]] = {}
    for spot in inn.spots:
        members.setdefault(inn.zone[spot], set()).add(spot)
    return {spot: frozenset(members[inn.zone[spot]]) for spot in inn.spots}


def clue_windows(cases: tuple[Case, ...]) -> list[tuple[int, int]]:
    """The minutes :func:`case_clues` reads: :data:`SUSPICION_MINUTES` either side of each
    murder, ``(first, last)`` (what ``visibility.sightings_near`` takes)."""
    return [(c.minute - SUSPICION_MINUTES, c.minute + SUSPICION_MINUTES) for c in cases]


def case_clues(columns: SightingColumns, cases: tuple[Case, ...], inn: Inn) -> dict[Case, Clues]:
    """The clues of each of the night's ``cases`` in ``columns`` (sorted by minute)."""
    minute = columns.minute
    out: dict[Case, Clues] = {}
    for case in cases:
        first, last = bisect_left(minute, case.minute), bisect_right(minute, case.minute)
        pair = (case.killer, case.victim)
        at = zip(
            columns.observer[first:last],
            columns.subject[first:last],
            columns.activity[first:last],
            strict=True,
        )
        witnesses: set[str] = set()
        identified = False
        for observer, subject, activity in at:
            if activity not in MURDER:  # someone seen going in at a room's door: no witness
                continue
            if subject in pair and observer not in pair:
                witnesses.add(observer)
            if subject == case.killer and observer != case.victim:
                identified = True
        out[case] = Clues(tuple(sorted(witnesses)), identified, _suspects(columns, case, inn))
    return out


def _suspects(columns: SightingColumns, case: Case, inn: Inn) -> dict[str, int]:
    lo = bisect_left(columns.minute, case.minute - SUSPICION_MINUTES)
    hi = bisect_right(columns.minute, case.minute + SUSPICION_MINUTES)
    near = list(map(_zones(inn)[case.spot].__contains__, columns.spot[lo:hi]))
    seen = zip(compress(columns.subject[lo:hi], near), compress(columns.activity[lo:hi], near), strict=True)
    return dict(Counter(who for who, doing in seen if who != case.victim and doing != "dead"))
