"""A person's night as report events: their own steps and what they saw, as structured facts.

Input: the person's own timeline rows (one :class:`~blackhorse.core.records.Step` a minute), the
sighting rows where they are the observer (:class:`~blackhorse.sight.visibility.Sighting`) and
everyone's positions (to tell which way a seen walker was heading). Output: a list of
:class:`Event` in report order, each carrying the rows it came from. Wording is elsewhere
(:mod:`blackhorse.reports.wording`); this module decides *what* a report says, never *how*.

Own steps become segments (a stay, a walk, a kill); what was seen is in
:mod:`blackhorse.reports.seen`. See ``docs/REPORTS.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from blackhorse.core.records import Step
from blackhorse.inn.layout import Inn
from blackhorse.sight.visibility import Sighting

PERIOD = 60
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
    scene: tuple[Sighting, ...] = ()
    first: str = ""  # move: how the subject came into view (see _move)
    last: str = ""  # move: how the subject went out of view or where they went in
    last_spot: str = ""
    joins: bool = False
    own: tuple[Step, ...] = ()
    others: tuple[str, ...] = ()  # more subjects doing the same thing at the same minute
    mentions: tuple[str, ...] = ()  # subjects whose sighting rows this event narrates from minute on


class NightFacts:
    """What every report of one night shares, worked out once per night (not once per
    observer): the refused knocks, who knocked when, and movement wordings already made."""

    def __init__(self, steps: Sequence[Step]) -> None:
        self.tracks = tracks(steps)
        self.knocks = refused_knocks(steps)  # the visitor's step at the door, by minute
        knocking: dict[str, set[int]] = {}
        for visits in self.knocks.values():
            for s in visits:
                knocking.setdefault(s.person, set()).add(s.minute)
        # the minutes each visitor stood at a refused door, in minute order
        self.knocking = {person: tuple(sorted(minutes)) for person, minutes in knocking.items()}
        # movement wordings already made, by the observer's room, None for those that read
        # the same from every room (see wording.seen_text)
        self.moves: dict[str | None, dict[tuple[object, ...], tuple[str, str]]] = {}


@dataclass(frozen=True)
class Viewer:
    """The observer and what the events need to know about the night."""

    name: str
    room: str | None
    inn: Inn
    own: tuple[Step, ...]  # one per minute, minute order
    where: Mapping[tuple[str, int], Step]  # everyone's step by (person, minute)
    facts: NightFacts

    def at(self, minute: int) -> Step:
        return self.own[minute]

    def step_of(self, person: str, minute: int) -> Step | None:
        return self.facts.tracks[person][minute + 1]


def tracks(steps: Sequence[Step]) -> dict[str, list[Step | None]]:
    """Everyone's steps by person, indexed by minute + 1, with ``None`` for a minute without
    a step (the minute before the night and after it included): ``tracks[who][m + 1]`` is
    ``who``'s step at minute ``m``, a list index instead of a dictionary lookup by a pair."""
    size = max((s[0] for s in steps), default=-1) + 3
    out: dict[str, list[Step | None]] = {}
    for s in steps:
        track = out.get(s[1])
        if track is None:
            track = out[s[1]] = [None] * size
        track[s[0] + 1] = s
    return out


# -- knocks heard from inside ------------------------------------------------------------
def refused_knocks(steps: Iterable[Step]) -> dict[int, tuple[Step, ...]]:
    """The night's refused knocks (the visitor's step at the door), by minute."""
    out: dict[int, list[Step]] = {}
    for s in steps:
        if s.detail.startswith(KNOCK):
            out.setdefault(s.minute, []).append(s)
    return {m: tuple(v) for m, v in out.items()}


def heard_knocks(
    viewer: Viewer, seen_at: Mapping[int, tuple[Sighting, ...]], knocks: Mapping[int, tuple[Step, ...]]
) -> list[Event]:
    """Knocks heard from inside (ADJUDICATION 5): everyone alive in the room learns that
    someone knocked and that nobody opened; who, only if they see the door (then the knock is
    a seen event). The line's rows: the visitor's step at the door (``own``)."""
    out: list[Event] = []
    for m in sorted(knocks):
        me = viewer.own[m] if m < len(viewer.own) else None
        if me is None or me.activity == "dead" or viewer.inn.kind.get(me.spot) != "room":
            continue
        seen = {r.subject for r in seen_at.get(m, ())}
        visits = tuple(
            k
            for k in knocks[m]
            if viewer.inn.room_of_door.get(k.spot) == me.spot
            and k.person != viewer.name
            and k.person not in seen
        )
        if visits:
            out.append(Event(m, "heard-knock", spot=me.spot, own=visits))
    return out


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
            same = s[2:5]  # spot, activity, detail
            while j + 1 < len(steps) and steps[j + 1][2:5] == same and (j + 1) % PERIOD != 0:
                j += 1
            header = not after_arrival or s.activity == "peeking" or i % PERIOD == 0
            if header:  # (a stay right after an arrival is the arrival's line)
                rows = steps[i : j + 1]
                quiet = not any(seen_at.get(m) for m in range(i, j + 1))
                flags = {"quiet"} if quiet else set()
                if _company(viewer, s.place, i, seen_at):
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
                    told = frozenset({"after-scene"} if scene else ())
                    events.append(Event(j, "closing", end=i, flags=told))
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
            scene = _new_in_view(_scene(viewer, i, seen_at, s.place), seen_at.get(i - 1, ()))
            events.append(
                Event(
                    i,
                    "arrive",
                    spot=s.place,
                    joins=True,
                    flags=frozenset({"passing"}),
                    scene=scene,
                    mentions=tuple(r.subject for r in scene),
                )
            )
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
    scene = _new_in_view(_scene(viewer, j, seen_at, arrival.place), seen_at.get(j - 1, ()))
    arriving = any(_place(viewer, r) == arrival.place for r in seen_at.get(j, ()))
    events.append(
        Event(
            j,
            "arrive",
            spot=arrival.place,
            own=(arrival,),
            scene=scene,
            flags=frozenset({"not-empty"} if arriving else ()),
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
    return tuple(r for r in rows if r.activity in IN_VIEW and not _dies(viewer, r))


def _new_in_view(scene: tuple[Sighting, ...], before: tuple[Sighting, ...]) -> tuple[Sighting, ...]:
    """An arrival's scene without those already in view the minute before, unchanged: the line
    that told them still holds ("9:12看见花园里有D，9:14到达", never "…到达，花园里有D")."""
    told = {(r.subject, r.spot, r.activity) for r in before}
    return tuple(r for r in scene if (r.subject, r.spot, r.activity) not in told)


def _dies(viewer: Viewer, r: Sighting) -> bool:
    """A victim in the minute of their murder: the murder line tells it, not a scene."""
    before = viewer.step_of(r.subject, r.minute - 1)
    return r.activity == "dead" and before is not None and before.activity != "dead"


def _place(viewer: Viewer, r: Sighting) -> str:
    step = viewer.step_of(r.subject, r.minute)
    return step.place if step is not None else r.spot


def _company(viewer: Viewer, place: str, minute: int, seen_at: Mapping[int, tuple[Sighting, ...]]) -> bool:
    """Someone else alive is in the same place as the stay begins (a stay with company is a chat)."""
    return any(_place(viewer, r) == place and r.activity != "dead" for r in seen_at.get(minute, ()))


__all__ = ["Event", "NightFacts", "Source", "Viewer", "own_events"]
