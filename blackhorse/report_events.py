"""A person's night as report events: their own steps and what they saw, as structured facts.

Input: the person's own timeline rows (one :class:`~blackhorse.records.Step` a minute), the
sighting rows where they are the observer (:class:`~blackhorse.visibility.Sighting`) and
everyone's positions (to tell which way a seen walker was heading). Output: a list of
:class:`Event` in report order, each carrying the rows it came from. Wording is elsewhere
(:mod:`blackhorse.report_text`); this module decides *what* a report says, never *how*.

Own steps become segments (a stay, a walk, a kill); sightings become *episodes* (maximal
runs of consecutive minutes in which the observer saw one subject) and each episode is cut
into phases (moving, still, killing, cleaning, dead). See ``docs/REPORTS.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from .clock import NIGHT_MINUTES
from .inn import Inn
from .records import Step
from .visibility import Sighting

PERIOD = 60
MOVING = ("leaving", "walking", "entering")
STILL = ("staying", "peeking")
KNOCK = "knock at "

Source = Step | Sighting


@dataclass(frozen=True)
class Event:
    """One thing a report says, at ``minute``.

    Own events (``subject == ""``): ``stay`` (``spot`` the place, ``other`` the peek kind,
    ``end`` the last minute, ``scene`` who was seen at ``minute``), ``depart`` (``other`` the
    destination), ``knock`` (``spot`` the room, ``other`` where to next), ``arrive`` (``spot``
    the destination, ``scene``), ``kill`` (``other`` the victim, ``end`` the last cleaning
    minute), ``closing`` (no one else came into view until ``end``).
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
    scene: tuple[Sighting, ...] = ()
    first: str = ""  # move: how the subject came into view (see _move)
    last: str = ""  # move: how the subject went out of view or where they went in
    last_spot: str = ""
    joins: bool = False
    own: tuple[Step, ...] = ()
    others: tuple[str, ...] = ()  # more subjects doing the same thing at the same minute
    mentions: tuple[str, ...] = ()  # subjects whose sighting rows this event narrates from minute on
    seen: tuple[Sighting, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Viewer:
    """The observer and what the events need to know about the night."""

    name: str
    room: str | None
    inn: Inn
    own: tuple[Step, ...]  # one per minute, minute order
    where: Mapping[tuple[str, int], Step]  # everyone's step by (person, minute)

    def at(self, minute: int) -> Step:
        return self.own[minute]

    def step_of(self, person: str, minute: int) -> Step | None:
        return self.where.get((person, minute))


# -- own segments ----------------------------------------------------------------------
def own_events(viewer: Viewer, seen_at: Mapping[int, tuple[Sighting, ...]]) -> list[Event]:
    """The person's own actions: stays, walks (departure, knock, arrival) and kills."""
    steps = viewer.own
    events: list[Event] = []
    i = 0
    after_arrival = False
    while i < len(steps):
        s = steps[i]
        if s.activity in STILL:
            j = i
            while j + 1 < len(steps) and steps[j + 1][2:5] == s[2:5] and (j + 1) % PERIOD != 0:
                j += 1
            rows = steps[i : j + 1]
            quiet = not any(seen_at.get(m) for m in range(i, j + 1))
            header = not after_arrival or s.activity == "peeking" or i % PERIOD == 0
            if header:
                flags = {"quiet"} if quiet else set()
                if _company(viewer, s.place, i, j, seen_at):
                    flags.add("company")
                scene = _scene(viewer, i, seen_at, s.place)
                if after_arrival:  # who is in the room was said on arrival; keep the new view
                    scene = tuple(r for r in scene if _place(viewer, r) != s.place)
                events.append(
                    Event(
                        i,
                        "stay",
                        spot=s.place,
                        other=s.detail if s.activity == "peeking" else "",
                        end=j,
                        flags=frozenset(flags),
                        scene=scene,
                        own=tuple(rows),
                        mentions=tuple(r.subject for r in scene),
                    )
                )
                if s.activity == "peeking" and not quiet:
                    events.append(Event(j, "closing", end=j, own=(), joins=False))
            after_arrival = False
            i = j + 1
        elif s.activity in ("killing", "cleaning"):
            j = i
            while j + 1 < len(steps) and steps[j + 1].activity == "cleaning":
                j += 1
            arrived = bool(events) and events[-1].kind in ("depart", "knock", "resume") and i > 0
            victim = s.detail
            events.append(
                Event(
                    i,
                    "kill",
                    spot=s.place,
                    other=victim,
                    end=j,
                    own=tuple(steps[i : j + 1]),
                    flags=frozenset({"arrived"} if arrived else ()),
                    joins=arrived,
                    mentions=(victim,),
                )
            )
            after_arrival = True
            i = j + 1
        elif s.activity in MOVING:
            i = _walk(viewer, i, events, seen_at)
            after_arrival = True
        else:  # dead: the report stops (callers do not report the dead)
            break
    return events


def _walk(viewer: Viewer, i: int, events: list[Event], seen_at: Mapping[int, tuple[Sighting, ...]]) -> int:
    steps = viewer.own
    s = steps[i]
    dest = _destination(s.detail)
    if s.detail.startswith(KNOCK):
        room = s.detail[len(KNOCK) :].split(" ", 1)[0]
        events.append(Event(i, "knock", spot=room, other=dest, own=(s,), joins=_continues(events, i)))
    elif s.activity == "leaving":
        at_once = bool(events) and events[-1].kind in ("depart", "knock", "resume") and events[-1].minute < i
        if at_once:  # an `else` ran on arrival: arrived and left the same minute
            events.append(Event(i, "arrive", spot=s.place, own=(), joins=True, flags=frozenset({"passing"})))
        events.append(
            Event(
                i,
                "depart",
                spot=s.place,
                other=dest,
                own=(s,),
                joins=at_once,
                flags=frozenset({"at-once"} if at_once else ()),
            )
        )
    elif s.activity == "walking":
        events.append(Event(i, "resume", other=dest, own=(s,), joins=_continues(events, i)))
    if s.activity == "entering":
        j = i
    else:
        j = i + 1
        while j < len(steps) and steps[j].activity == "walking" and not steps[j].detail.startswith(KNOCK):
            j += 1
        walk_rows = steps[i + 1 : j]
        if walk_rows:  # the walking minutes back the departure line
            last = events[-1]
            events[-1] = Event(
                last.minute,
                last.kind,
                spot=last.spot,
                other=last.other,
                flags=last.flags,
                joins=last.joins,
                own=last.own + tuple(walk_rows),
            )
        if j >= len(steps) or steps[j].activity != "entering":
            return j
    arrival = steps[j]
    scene = _scene(viewer, j, seen_at, arrival.place)
    events.append(
        Event(
            j,
            "arrive",
            spot=arrival.place,
            own=(arrival,),
            scene=scene,
            joins=True,
            mentions=tuple(r.subject for r in scene),
        )
    )
    return j + 1


def _continues(events: list[Event], minute: int) -> bool:
    return bool(events) and events[-1].kind in ("depart", "resume", "knock") and events[-1].minute < minute


def _destination(detail: str) -> str:
    return detail.rsplit("to ", 1)[1] if "to " in detail else ""


def _scene(
    viewer: Viewer, minute: int, seen_at: Mapping[int, tuple[Sighting, ...]], place: str
) -> tuple[Sighting, ...]:
    """Subjects standing still (or lying dead) when the observer's view opens at ``minute``."""
    rows = seen_at.get(minute, ())
    return tuple(r for r in rows if r.activity in (*STILL, "cleaning", "dead"))


def _place(viewer: Viewer, r: Sighting) -> str:
    step = viewer.step_of(r.subject, r.minute)
    return step.place if step is not None else r.spot


def _company(viewer: Viewer, place: str, i: int, j: int, seen_at: Mapping[int, tuple[Sighting, ...]]) -> bool:
    for m in range(i, j + 1):
        for r in seen_at.get(m, ()):
            step = viewer.step_of(r.subject, m)
            if step is not None and step.place == place and r.activity != "dead":
                return True
    return False


# -- what was seen ---------------------------------------------------------------------
def episodes(rows: Sequence[Sighting]) -> list[list[Sighting]]:
    """Maximal runs of consecutive minutes in which one subject was seen, per subject."""
    by_subject: dict[str, list[Sighting]] = {}
    for r in sorted(rows, key=lambda r: (r.subject, r.minute)):
        by_subject.setdefault(r.subject, []).append(r)
    out: list[list[Sighting]] = []
    for subject in sorted(by_subject):
        run: list[Sighting] = []
        for r in by_subject[subject]:
            if run and r.minute != run[-1].minute + 1:
                out.append(run)
                run = []
            run.append(r)
        out.append(run)
    return out


def _phase(activity: str) -> str:
    if activity in MOVING:
        return "move"
    if activity in STILL:
        return "still"
    return activity  # killing, cleaning, dead


def seen_events(
    viewer: Viewer, rows: Sequence[Sighting], scene_mentions: set[tuple[str, int]]
) -> list[Event]:
    """Events for what the observer saw: movements, murders, bodies, people appearing."""
    out: list[Event] = []
    for run in episodes(rows):
        i = 0
        previous = ""
        while i < len(run):
            r = run[i]
            phase = _phase(r.activity)
            j = i
            while j + 1 < len(run) and _phase(run[j + 1].activity) == phase:
                if phase == "move" and (run[j].activity == "entering" or run[j + 1].activity == "leaving"):
                    break
                j += 1
            part = run[i : j + 1]
            covered = (r.subject, r.minute) in scene_mentions
            if phase == "move":
                out.extend(_move(viewer, part))
            elif phase == "killing":
                out.append(_murder(viewer, run, i))
            elif phase == "cleaning" and previous != "killing" and not covered:
                victim = _detail(viewer, r.subject, r.minute)
                out.append(Event(r.minute, "over-body", r.subject, r.spot, victim, mentions=(r.subject,)))
            elif phase == "dead" and i == 0 and not covered:
                out.append(Event(r.minute, "body", r.subject, r.spot, mentions=(r.subject,)))
            elif phase == "still" and i == 0 and not covered:
                out.append(Event(r.minute, "present", r.subject, r.spot, scene=(r,), mentions=(r.subject,)))
            previous = phase
            i = j + 1
    return _grouped(out)


def _grouped(events: list[Event]) -> list[Event]:
    """Several subjects doing the same thing in the same minute become one event."""
    out: dict[tuple[object, ...], Event] = {}
    for e in sorted(events, key=lambda e: (e.minute, e.subject)):
        key: tuple[object, ...] = (e.minute, e.kind, e.spot, e.other, e.first, e.last, e.last_spot, e.flags)
        if e.kind == "present":
            key = (e.minute, e.kind)
        elif e.kind not in ("move", "body"):
            key = (id(e),)
        if key in out:
            g = out[key]
            out[key] = replace(
                g,
                others=(*g.others, e.subject),
                mentions=(*g.mentions, *e.mentions),
                scene=(*g.scene, *e.scene),
            )
        else:
            out[key] = e
    return list(out.values())


def _detail(viewer: Viewer, person: str, minute: int) -> str:
    step = viewer.step_of(person, minute)
    return step.detail if step is not None else ""


def _peek(viewer: Viewer, r: Sighting) -> str:
    return _detail(viewer, r.subject, r.minute) if r.activity == "peeking" else ""


def _move(viewer: Viewer, part: list[Sighting]) -> list[Event]:
    """A subject seen walking: how they came into view and how they left it (or went in).

    ``first``: ``left-here`` (left the observer's room), ``came-out`` (came out of a room or
    off the lawn/garden), ``crossed`` (met between two minutes), ``came-up`` (came up the
    stairs), ``passed`` (walking by) or ``""`` (seen only arriving).
    ``last``: ``came-in`` (into the observer's place), ``went-in`` (into a room, onto the lawn
    or into the garden, ``last_spot`` that place), ``down``/``up`` (the stairs ``last_spot``),
    ``toward`` (heading for ``last_spot``), ``with-you`` (walking alongside) or ``""``.
    """
    r0, rn = part[0], part[-1]
    who = r0.subject
    here0 = viewer.at(r0.minute).place
    step0 = viewer.step_of(who, r0.minute)
    before = viewer.step_of(who, r0.minute - 1)
    after = viewer.step_of(who, rn.minute + 1)
    flags: set[str] = set()
    first = ""
    spot = r0.spot
    if r0.activity == "leaving" and step0 is not None:
        spot = step0.place
        first = "left-here" if step0.place == here0 else "came-out"
    elif r0.activity == "walking":
        if r0.channel == "crossing":
            first = "crossed"
            after_cross = viewer.step_of(who, r0.minute + 1)
            if after_cross is not None:
                flags.add(_stair_way(viewer.inn, r0.spot, after_cross.spot))
            spot = _stairs_of(viewer.inn, r0.spot, viewer.at(r0.minute).spot)
        elif before is not None and _stair_way(viewer.inn, before.spot, r0.spot) == "up":
            first = "came-up"
        else:
            first = "passed"
    last, last_spot = "", ""
    step_n = viewer.step_of(who, rn.minute)
    if rn.activity == "entering" and step_n is not None:
        last_spot = step_n.place
        me = viewer.at(rn.minute)
        inside = me.place == step_n.place and me.activity not in MOVING
        last = "came-in" if inside else "went-in"
    elif first == "left-here":
        last = ""
    elif after is not None and after.spot != rn.spot and first != "crossed":
        way = _stair_way(viewer.inn, rn.spot, after.spot)
        if way in ("down", "up"):
            last, last_spot = way, rn.spot if viewer.inn.kind[rn.spot] == "stairs" else after.spot
        else:
            last, last_spot = "toward", after.spot
    if all(viewer.at(r.minute).spot == r.spot and viewer.at(r.minute).activity in MOVING for r in part):
        first, last, last_spot = "with-you", "", ""
    event = Event(
        r0.minute,
        "move",
        who,
        spot,
        first=first,
        last=last,
        last_spot=last_spot,
        flags=frozenset(flags - {""}),
        mentions=(who,),
        end=rn.minute,
    )
    if first and last in ("came-in", "went-in") and rn.minute > r0.minute + 1:
        # a long walk in view: its start and its arrival are told at their own minutes
        return [
            replace(event, last="", last_spot="", end=r0.minute),
            Event(rn.minute, "move", who, last_spot, last=last, last_spot=last_spot, mentions=(who,)),
        ]
    return [event]


def _stair_way(inn: Inn, a: str, b: str) -> str:
    """``up``/``down`` for a step between a stair foot and its stair head, else ``""``."""
    ka, kb = inn.kind.get(a), inn.kind.get(b)
    if ka == "stair-foot" and kb == "stairs":
        return "up"
    if ka == "stairs" and kb == "stair-foot":
        return "down"
    return ""


def _stairs_of(inn: Inn, a: str, b: str) -> str:
    for s in (a, b):
        if inn.kind.get(s) == "stairs":
            return s
    return a


def _murder(viewer: Viewer, run: list[Sighting], i: int) -> Event:
    r = run[i]
    victim = _detail(viewer, r.subject, r.minute)
    seen_minutes = {x.minute for x in run[i:]}
    flags: set[str] = set()
    if all(r.minute + k in seen_minutes for k in range(10)) and r.minute + 10 <= NIGHT_MINUTES:
        flags.add("through")
    before = viewer.step_of(r.subject, r.minute - 1)
    if (
        i == 0
        and before is not None
        and viewer.step_of(r.subject, r.minute) is not None
        and before.place != r.spot
    ):
        flags.add("arrived")
    if viewer.at(r.minute).place == r.spot:
        flags.add("here")
    return Event(
        r.minute,
        "murder",
        r.subject,
        r.spot,
        victim,
        end=r.minute + 10,
        flags=frozenset(flags),
        mentions=(r.subject, victim),
    )


__all__ = ["Event", "Source", "Viewer", "episodes", "own_events", "seen_events"]
