"""A person's night as report events: their own steps and what they saw, as structured facts.

Input: the person's own timeline rows (one :class:`~blackhorse.core.records.Step` a minute), the
sighting rows where they are the observer (plain tuples in the order of the fields of
:class:`~blackhorse.sight.visibility.Sighting`, read by index: ``SightingRow``) and
everyone's positions (to tell which way a seen walker was heading). Output: a list of
:class:`Event` in report order, each carrying the rows it came from. Wording is elsewhere
(:mod:`blackhorse.reports.phrasing`); this module decides *what* a report says, never *how*.

Own steps become segments (a stay, a walk, a kill); what was seen is in
:mod:`blackhorse.reports.seenevents`. See ``docs/REPORTS.md``.
"""

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from itertools import compress, repeat
from operator import itemgetter

from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.records import Step
from blackhorse.inn.layout import Inn
from blackhorse.sight.visibility import Sighting, SightingRow

PERIOD = 60
# a step's fields read by position in C (the names found from ``Step._fields``): a named
# tuple's field read by name takes CPython's generic attribute path, several times dearer
MINUTE, PERSON, DETAIL = (itemgetter(Step._fields.index(name)) for name in ("minute", "person", "detail"))
SEEN_MINUTE = itemgetter(0)  # of a sighting row
START = itemgetter(0)  # of an order (start, where it goes, whether it kills)
MOVING = ("leaving", "walking", "entering")
STILL = ("staying", "peeking")
KNOCK = "knock at "
IN_VIEW = (*STILL, "cleaning", "dead")  # what a scene tells when a view opens

Source = Step | Sighting


class Event(NamedTuple):
    """One thing a report says, at ``minute`` (a named tuple: cheap to make and to ``_replace``).

    Own events (``subject == ""``): ``stay`` (``spot`` the place, ``other`` the peek kind,
    ``end`` the last minute, ``scene`` who was seen at ``minute``), ``depart`` (``other`` the
    destination), ``knock`` (``spot`` the room, ``other`` where to next), ``arrive`` (``spot``
    the destination, ``scene``), ``kill`` (``other`` the victim, ``end`` the last cleaning
    minute), ``closing`` (no one else came into view in the peek that began at ``end``).
    Seen events: ``move``, ``murder``, ``over-body``, ``body``, ``present`` (see the fields).
    ``joins``: continues the previous event's sentence. ``flags`` refine the wording.
    """

    minute: int
    kind: str
    subject: str = ""
    spot: str = ""
    other: str = ""
    end: int = -1
    flags: frozenset[str] = frozenset()
    scene: tuple[SightingRow, ...] = ()
    first: str = ""  # move: how the subject came into view (see _move)
    last: str = ""  # move: how the subject went out of view or where they went in
    last_spot: str = ""
    joins: bool = False
    own: tuple[Step, ...] = ()
    others: tuple[str, ...] = ()  # more subjects doing the same thing at the same minute
    mentions: tuple[str, ...] = ()  # subjects whose sighting rows this event narrates from minute on


Tracks = dict[str, list[Step | None]]  # by person, each step at its minute + 1 (see :func:`tracks`)


class NightFacts:
    """What every report of one night shares, worked out once per night (not once per
    observer): everyone's steps by minute, the refused knocks and who knocked when."""

    def __init__(self, steps: Sequence[Step], made: Tracks | None = None) -> None:
        # ``made``: the steps' tracks if already made (``report.night_tracks``)
        self.tracks = tracks(steps) if made is None else made
        # how a walk seen from (to) each minute started (ended), as far as that is the same
        # for every observer, worked out when first asked (see seen._move)
        size = len(next(iter(self.tracks.values()), ()))
        self.starts: dict[str, list[tuple[str, str] | None]] = {p: [None] * size for p in self.tracks}
        self.ends: dict[str, list[tuple[str, str] | None]] = {p: [None] * size for p in self.tracks}
        self.knocks = refused_knocks(steps)  # the visitor's step at the door, by minute
        knocking: dict[str, set[int]] = {}
        for visits in self.knocks.values():
            for s in visits:
                knocking.setdefault(s.person, set()).add(s.minute)
        # the minutes each visitor stood at a refused door, in minute order
        self.knocking = {person: tuple(sorted(minutes)) for person, minutes in knocking.items()}
        self._rooms: list[tuple[int, dict[str, tuple[Step, ...]]]] | None = None
        self._open: dict[tuple[str, int], tuple[str, ...]] | None = None

    def opened(self, door: str, minute: int) -> tuple[str, ...]:
        """Who stands on the open threshold ``door`` at ``minute`` (going in or out through
        it, alive): the door is open then, in front of everyone at it (issue 21 point 11)."""
        if self._open is None:
            found: dict[tuple[str, int], list[str]] = {}
            for minute_steps in self.knocks:  # only minutes with a refused knock matter
                for track in self.tracks.values():
                    s = track[minute_steps + 1]
                    if (
                        s is not None
                        and s.spot != s.place
                        and s.activity != "dead"
                        and not s.detail.startswith(KNOCK)
                    ):
                        found.setdefault((s.spot, minute_steps), []).append(s.person)
            self._open = {k: tuple(v) for k, v in found.items()}
        return self._open.get((door, minute), ())

    def knocked_rooms(self, inn: Inn) -> list[tuple[int, dict[str, tuple[Step, ...]]]]:
        """The refused knocks by minute (in minute order) and by the room knocked at, each
        the visitors' steps at its door in the night's order; made once a night."""
        if self._rooms is None:
            self._rooms = []
            for m in sorted(self.knocks):
                rooms: dict[str, list[Step]] = {}
                for k in self.knocks[m]:
                    room = inn.room_of_door.get(k.spot)
                    if room is not None:
                        rooms.setdefault(room, []).append(k)
                self._rooms.append((m, {room: tuple(v) for room, v in rooms.items()}))
        return self._rooms


class Viewer:
    """The observer and what the events need to know about the night.

    A class with slots, not a named tuple: the report build reads its fields tens of
    thousands of times a night, and a slot is read by CPython's specialised instruction
    where a named tuple's field takes the generic attribute path (several times dearer)."""

    __slots__ = ("facts", "inn", "name", "orders", "own", "room", "tracks")

    def __init__(
        self,
        name: str,
        room: str | None,
        inn: Inn,
        own: tuple[Step, ...],
        facts: NightFacts,
        orders: tuple[tuple[int, str | None, bool], ...] = (),
    ) -> None:
        self.name = name
        self.room = room
        self.inn = inn
        self.own = own  # one per minute, minute order
        self.facts = facts
        # the person's orders, (start, where it goes, whether it kills), in start order: a walk
        # set off on a kill order says so, as the seed's order kinds do (去…聊天 / 杀人)
        self.orders = orders
        self.tracks = facts.tracks  # everyone's steps (see :func:`tracks`)

    def at(self, minute: int) -> Step:
        return self.own[minute]

    def step_of(self, person: str, minute: int) -> Step | None:
        return self.tracks[person][minute + 1]


def tracks(steps: Sequence[Step]) -> Tracks:
    """Everyone's steps by person, indexed by minute + 1, with ``None`` for a minute without
    a step (the minute before the night and after it included): ``tracks[who][m + 1]`` is
    ``who``'s step at minute ``m``, a list index instead of a dictionary lookup by a pair.

    The engine's steps come minute by minute, everyone in the same order each minute: then
    each person's steps are one slice of them, taken in C; any other order is read step by
    step."""
    if steps:
        first = steps[0].minute
        count = next((k for k, s in enumerate(steps) if s.minute != first), len(steps))
        minutes = len(steps) // count
        if first == 0 and count * minutes == len(steps):
            out = {}
            every = list(range(minutes))
            for k in range(count):
                mine = steps[k::count]
                if set(map(PERSON, mine)) != {mine[0].person} or list(map(MINUTE, mine)) != every:
                    break
                out[mine[0].person] = [None, *mine, None]
            else:
                return out
    size = max(map(MINUTE, steps), default=-1) + 3
    out = {}
    for s in steps:
        track = out.get(s.person)
        if track is None:
            track = out[s.person] = [None] * size
        track[s.minute + 1] = s
    return out


class SeenAt:
    """The observer's sighting rows (minute, subject order) by minute: ``seen_at.get(m)``
    (a slice, found by bisection over the rows' minutes, no table built) and ``minutes``."""

    __slots__ = ("minutes", "rows")

    def __init__(self, rows: Sequence[SightingRow]) -> None:
        self.rows = rows
        self.minutes = list(map(SEEN_MINUTE, rows))

    def get(self, minute: int, default: Sequence[SightingRow] = ()) -> Sequence[SightingRow]:
        minutes = self.minutes
        i = bisect_left(minutes, minute)
        if i == len(minutes) or minutes[i] != minute:
            return default
        return self.rows[i : bisect_right(minutes, minute, i)]


# -- knocks heard from inside ------------------------------------------------------------
def refused_knocks(steps: Iterable[Step]) -> dict[int, tuple[Step, ...]]:
    """The night's refused knocks (the visitor's step at the door), by minute."""
    out: dict[int, list[Step]] = {}
    steps = tuple(steps)
    knocking = map(str.startswith, map(DETAIL, steps), repeat(KNOCK))  # in C
    for s in compress(steps, knocking):
        out.setdefault(s.minute, []).append(s)
    return {m: tuple(v) for m, v in out.items()}


# -- own segments ----------------------------------------------------------------------
def own_events(viewer: Viewer, seen_at: SeenAt) -> list[Event]:
    """The person's own actions: stays, walks (departure, knock, arrival) and kills."""
    steps = viewer.own
    n = len(steps)
    events: list[Event] = []
    append = events.append
    i = 0
    after_arrival = False
    while i < n:
        s = steps[i]
        activity = s.activity
        if activity == "staying" or activity == "peeking":
            spot, detail, place = s.spot, s.detail, s.place
            j = i + 1  # the stay runs to j (not included): same spot, activity, detail, period
            while j < n and j % PERIOD:
                x = steps[j]
                if x.spot != spot or x.activity != activity or x.detail != detail:
                    break
                j += 1
            peeking = activity == "peeking"
            # a stay right after an arrival or a kill is the arrival's line, unless it opens a
            # period the arrival's sentence is not in: each period says where the player was
            if not after_arrival or peeking or i % PERIOD == 0 or i // PERIOD != events[-1].minute // PERIOD:
                # who is in the room was said on arrival; keep the new view (a new period
                # says who is there again)
                said = after_arrival and i // PERIOD == events[-1].minute // PERIOD
                other = detail if peeking else ""
                stay = _stay(viewer, seen_at, i, j, place, other, said)
                append(stay)
                if peeking and "quiet" not in stay.flags:
                    told = AFTER if stay.scene else NO_FLAGS
                    append(_own(j - 1, "closing", "", "", i, told, (), False, (), ()))
            after_arrival = False
            i = j
        elif activity == "killing" or activity == "cleaning":
            j = i + 1
            while j < n and steps[j].activity == "cleaning":
                j += 1
            arrived = bool(events) and events[-1].kind in WALK_KINDS and i > 0
            victim = s.detail
            flags = NO_FLAGS
            if arrived:  # on arrival, or on the way: a kill that cut the walk short of its end
                flags = ARRIVED if events[-1].other in ("", s.place) else ARRIVED_ON_THE_WAY
            opens = (j - 1) // PERIOD * PERIOD  # cleaning on into a new period: it says where they were
            says_where = opens > i and (
                j >= n or steps[j].activity != "staying" or steps[j].spot != steps[j - 1].spot
            )
            cut = opens if says_where else j  # each own row belongs to exactly one line
            append(_own(i, "kill", s.place, victim, j - 1, flags, (), arrived, steps[i:cut], (victim,)))
            after_arrival = True
            if says_where:
                append(_stay(viewer, seen_at, opens, j, s.place, "", False))
                after_arrival = False
            i = j
        elif activity in MOVING:
            i = _walk(viewer, i, events, seen_at)
            after_arrival = True
        else:  # dead: the report stops (callers do not report the dead)
            break
    return _periods(events)


def _stay(viewer: Viewer, seen_at: SeenAt, i: int, j: int, place: str, other: str, told: bool) -> Event:
    """The stay of the own steps ``i`` to ``j`` (not included) at ``place``: quiet when nothing
    was seen during it, with company when someone alive is there as it begins; its scene is
    what is seen as it begins, less the people in the room when ``told`` (said on arrival)."""
    rows = seen_at.get(i, ())
    quiet = not _any_between(seen_at.minutes, i, j - 1)
    flags = STAY_FLAGS[quiet, _company(viewer, place, rows)]
    scene = _scene(viewer, rows)
    if told:
        scene = tuple(r for r in scene if _place(viewer, r) != place)
    mentions = tuple(r[2] for r in scene)  # the subjects
    return _own(i, "stay", place, other, j - 1, flags, scene, False, viewer.own[i:j], mentions)


def _periods(events: list[Event]) -> list[Event]:
    """A walk's line in a later period than the sentence it would continue (an arrival at
    21:00 after setting off at 20:50) opens a sentence of its own there, flagged
    ``new-period`` (its words then say where): a period is never blank."""
    opened = -1
    for k, e in enumerate(events):
        if e.joins and e.minute // PERIOD != opened // PERIOD:
            e = events[k] = e._replace(joins=False, flags=e.flags | NEW_PERIOD)
        if not e.joins:
            opened = e.minute
    return events


WALK_KINDS = ("depart", "knock", "resume")
NO_FLAGS: frozenset[str] = frozenset()
AFTER = frozenset({"after-scene"})
ARRIVED = frozenset({"arrived"})
ARRIVED_ON_THE_WAY = frozenset({"arrived", "on-the-way"})
STAY_FLAGS = {  # by (quiet, company)
    (False, False): NO_FLAGS,
    (True, False): frozenset({"quiet"}),
    (False, True): frozenset({"company"}),
    (True, True): frozenset({"quiet", "company"}),
}


def _own(
    minute: int,
    kind: str,
    spot: str,
    other: str,
    end: int,
    flags: frozenset[str],
    scene: tuple[SightingRow, ...],
    joins: bool,
    own: tuple[Step, ...],
    mentions: tuple[str, ...],
) -> Event:
    """An own :class:`Event` (no subject, ``first``, ``last``, ``last_spot``, ``others``),
    made without keyword handling."""
    return tuple.__new__(
        Event, (minute, kind, "", spot, other, end, flags, scene, "", "", "", joins, own, (), mentions)
    )


def _any_between(minutes: list[int], first: int, last: int) -> bool:
    """Is any of the sorted ``minutes`` within ``first..last``?"""
    k = bisect_left(minutes, first)
    return k < len(minutes) and minutes[k] <= last


def _walk(viewer: Viewer, i: int, events: list[Event], seen_at: SeenAt) -> int:
    steps = viewer.own
    n = len(steps)
    s = steps[i]
    activity, detail, place = s.activity, s.detail, s.place
    dest = detail.rsplit("to ", 1)[1] if "to " in detail else ""
    kind, spot, flags, joins = "", "", NO_FLAGS, False
    if detail.startswith(KNOCK):
        kind, spot = "knock", detail[len(KNOCK) :].split(" ", 1)[0]  # the room
        joins = bool(events) and events[-1].kind in WALK_KINDS and events[-1].minute < i
        if any(p != viewer.name for p in viewer.facts.opened(s.spot, i)):
            flags = OPENED  # the door opened in front of them, for someone else
    elif activity == "leaving":
        at_once = bool(events) and events[-1].kind in WALK_KINDS and events[-1].minute < i
        if at_once:  # an `else` ran on arrival: arrived and left the same minute
            scene = _new_in_view(_scene(viewer, seen_at.get(i, ())), seen_at.get(i - 1, ()))
            mentions = tuple(r[2] for r in scene)  # the subjects
            events.append(_own(i, "arrive", place, "", -1, PASSING, scene, True, (), mentions))
            flags, joins = (AT_ONCE_AFTER_SCENE if scene else AT_ONCE), True
        kind, spot = "depart", place
        if not at_once and _on_a_kill(viewer.orders, i, dest):
            flags = TO_KILL
    elif activity == "walking":
        kind = "resume"
        joins = bool(events) and events[-1].kind in WALK_KINDS and events[-1].minute < i
    led = True  # the arrival continues a line of the walk (its departure, a knock, ...)
    if activity == "entering":
        j = i
        if kind:  # a knock on the way in
            events.append(_own(i, kind, spot, dest, -1, flags, (), joins, (s,), ()))
        else:  # the last step of a walk a kill cut short, right after the cleaning
            led = False
    else:
        j = i + 1
        while j < n:
            x = steps[j]
            if x.activity != "walking" or x.detail.startswith(KNOCK):
                break
            j += 1
        # the walking minutes back the line of the walk's start
        events.append(_own(i, kind, spot, dest, -1, flags, (), joins, steps[i:j], ()))
        if j >= n or steps[j].activity != "entering":
            return j
    arrival = steps[j]
    here = arrival.place
    scene = _new_in_view(_scene(viewer, seen_at.get(j, ())), seen_at.get(j - 1, ()))
    arriving = any(_place(viewer, r) == here for r in seen_at.get(j, ()))
    flags = NOT_EMPTY if arriving else NO_FLAGS
    if not led:
        # no line of the walk to continue: the sentence before is the kill's, or something
        # seen while cleaning up ("22:14 H killed A outside room 201, arrived 22:24" read as
        # H arriving, and said nowhere): it opens a sentence saying where
        flags |= SAYS_WHERE
    mentions = tuple(r[2] for r in scene)  # the subjects
    events.append(_own(j, "arrive", here, "", -1, flags, scene, led, (arrival,), mentions))
    return j + 1


def _on_a_kill(orders: Sequence[tuple[int, str | None, bool]], minute: int, dest: str) -> bool:
    """Is a walk to ``dest`` setting off at ``minute`` the walk of a kill order (the order
    in force then: the latest to start by that minute, a late start included)?"""
    k = bisect_right(orders, minute, key=START) - 1
    return k >= 0 and orders[k][2] and orders[k][1] == dest


TO_KILL = frozenset({"to-kill"})  # a departure on a kill order
PASSING = frozenset({"passing"})
NEW_PERIOD = frozenset({"new-period"})
SAYS_WHERE = frozenset({"says-where"})  # an arrival that opens a sentence says where
OPENED = frozenset({"door-opened"})  # a refused knock while the door opened for someone else
AT_ONCE = frozenset({"at-once"})
AT_ONCE_AFTER_SCENE = frozenset({"at-once", "after-scene"})  # the words then say who sets off
NOT_EMPTY = frozenset({"not-empty"})


def _scene(viewer: Viewer, rows: Sequence[SightingRow]) -> tuple[SightingRow, ...]:
    """Subjects standing still (or lying dead) when the observer's view opens on ``rows``
    (the sightings of that minute; ``r[4]`` the activity)."""
    return tuple(r for r in rows if r[4] in IN_VIEW and not (r[4] == "dead" and _dies(viewer, r)))


def _new_in_view(scene: tuple[SightingRow, ...], before: Sequence[SightingRow]) -> tuple[SightingRow, ...]:
    """An arrival's scene without those already in view the minute before, unchanged: the line
    that told them still holds ("9:12看见花园里有D，9:14到达", never "…到达，花园里有D")."""
    told = {r[2:5] for r in before}  # subject, spot, activity
    return tuple(r for r in scene if r[2:5] not in told)


def _dies(viewer: Viewer, r: SightingRow) -> bool:
    """A victim in the minute of their murder: the murder line tells it, not a scene."""
    minute, _, subject, _, activity, _ = r
    before = viewer.step_of(subject, minute - 1)
    return activity == "dead" and before is not None and before.activity != "dead"


def _place(viewer: Viewer, r: SightingRow) -> str:
    minute, _, subject, spot, _, _ = r
    step = viewer.step_of(subject, minute)
    return step.place if step is not None else spot


def _company(viewer: Viewer, place: str, rows: Sequence[SightingRow]) -> bool:
    """Someone else alive is in the same place as the stay begins (``rows``: the sightings
    of that minute, ``r[4]`` the activity; a stay with company is a chat)."""
    return any(r[4] != "dead" and _place(viewer, r) == place for r in rows)


__all__ = ["OPENED", "Event", "NightFacts", "Source", "Viewer", "own_events"]
