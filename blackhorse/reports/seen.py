"""What a person saw, as report events: episodes of sightings cut into phases.

An *episode* is a maximal run of consecutive minutes in which the observer saw one subject;
each is cut into phases (moving, still, killing, cleaning, dead) and each phase start that
no scene already covers becomes an :class:`~blackhorse.reports.events.Event`: a movement
(how the subject came into view and how they left it or where they went in), a murder, a
killer standing over a body, a body, someone present. Which way a walker was heading comes
from their next step (ADJUDICATION 6: "walking, and which way").
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import groupby
from operator import itemgetter

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.records import ACTIVITIES, Step
from blackhorse.inn.layout import Inn
from blackhorse.reports.events import KNOCK, MOVING, STILL, Event, Viewer
from blackhorse.sight.visibility import Sighting


def _phase(activity: str) -> str:
    if activity in MOVING:
        return "move"
    if activity in STILL:
        return "still"
    return activity  # killing, cleaning, dead


PHASES = {a: _phase(a) for a in ACTIVITIES}
GOING_ON = ("walking", "entering")  # what continues a walk in view (leaving starts one)
SUBJECT = itemgetter(2)


def seen_events(
    viewer: Viewer, rows: Sequence[Sighting], scene_mentions: set[tuple[str, int]]
) -> list[Event]:
    """Events for what the observer saw: movements, murders, bodies, people appearing.

    Each subject's rows (minute order) are cut into episodes and phases in one pass: a part
    runs from row ``i`` to row ``j`` (not included), within one episode."""
    out: list[Event] = []
    append = out.append
    phase_of = PHASES.get
    knocking = viewer.facts.knocking  # the minutes each visitor stood at a refused door
    murders = False
    # each subject's rows in minute order, subject by subject: one stable sort in C
    for subject, group in groupby(sorted(rows, key=SUBJECT), SUBJECT):
        seen = list(group)
        n = len(seen)
        knocked_at = knocking.get(subject)
        i = 0
        previous = ""
        m = -2  # the minute of the row before ``i``
        while i < n:
            r = seen[i]
            minute = r[0]
            at_start = minute != m + 1  # an episode starts
            if at_start:
                previous = ""
            activity = r[4]
            phase = phase_of(activity, activity)
            j = i + 1
            m = minute
            if phase == "move":  # a walk in view ends going in, or where someone sets off
                while j < n and activity != "entering":
                    x = seen[j]
                    activity = x[4]
                    if x[0] != m + 1 or activity not in GOING_ON:
                        break
                    m += 1
                    j += 1
                if knocked_at and _any_between(knocked_at, minute, m):
                    _moves_and_knocks(viewer, seen, i, j, knocked_at, out)
                else:
                    _move(viewer, seen, i, j, out)
            else:
                same = STILL if phase == "still" else (phase,)
                while j < n:
                    x = seen[j]
                    if x[0] != m + 1 or x[4] not in same:
                        break
                    m += 1
                    j += 1
                if phase == "killing":
                    append(_murder(viewer, seen, i, at_start))
                    murders = True
                elif (
                    (phase == "cleaning" and previous != "killing")
                    or (at_start and phase in ("dead", "still"))
                ) and (subject, minute) not in scene_mentions:
                    mentions = (subject,)
                    if phase == "cleaning":
                        victim = _detail(viewer, subject, minute)
                        append(_event(minute, "over-body", subject, r[3], victim, *PLAIN, mentions))
                    elif phase == "dead":
                        append(_event(minute, "body", subject, r[3], "", *PLAIN, mentions))
                    else:
                        present = (minute, "present", subject, r[3], "", -1, NO_FLAGS, (r,))
                        append(_event(*present, *REST, mentions))
            previous = phase
            i = j
    if murders:
        murdered = {(e.other, e.minute) for e in out if e.kind == "murder"}
        out = [e for e in out if not (e.kind == "body" and (e.subject, e.minute) in murdered)]
    return _grouped(_untended(out))


def _untended(events: list[Event]) -> list[Event]:
    """A body whose killer is seen standing over it at the same minute and spot is told by
    that line alone ("E was standing over H's body on the east stairs" says where the body
    lies), as a scene does: no separate "H's body lay on the east stairs". The over-body
    line then holds the body's rows too."""
    bodies = {(e[2], e[0], e[3]) for e in events if e[1] == "body"}  # subject, minute, spot
    if not bodies:
        return events
    tended = {(e[4], e[0], e[3]) for e in events if e[1] == "over-body"} & bodies  # victim, minute, spot
    if not tended:
        return events
    out: list[Event] = []
    for e in events:
        kind = e[1]
        if kind == "body" and (e[2], e[0], e[3]) in tended:
            continue
        if kind == "over-body" and (e[4], e[0], e[3]) in tended:
            e = e._replace(mentions=(*e.mentions, e[4]))
        out.append(e)
    return out


def _any_between(minutes: tuple[int, ...], first: int, last: int) -> bool:
    """Is any of the sorted ``minutes`` within ``first..last``?"""
    i = bisect_left(minutes, first)
    return i < len(minutes) and minutes[i] <= last


SAME_MOVE = itemgetter(0, 1, 3, 4, 6, 8, 9, 10)  # minute, kind, spot, other, flags, first, last, last_spot


def _grouped(events: list[Event]) -> list[Event]:
    """Several subjects doing the same thing in the same minute become one event, where the
    first of them (in subject order) stands. ``events`` come subject by subject, so the
    events of any one minute are in subject order: sorted by minute (a stable sort, as the
    report's lines are), they are in (minute, subject) order."""
    groups: dict[object, int] = {}
    out: list[Event] = []
    append = out.append
    for e in events:
        kind = e[1]
        if kind == "move" or kind == "body":
            key: object = SAME_MOVE(e)
        elif kind == "present":
            key = (e[0], kind)
        else:
            append(e)
            continue
        k = groups.get(key)
        if k is None:
            groups[key] = len(out)
            append(e)
        else:  # a subject who comes later joins the first one's event
            first = out[k]
            out[k] = first._replace(
                others=(*first.others, e.subject),
                mentions=(*first.mentions, *e.mentions),
                scene=(*first.scene, *e.scene),
            )
    return out


def _detail(viewer: Viewer, person: str, minute: int) -> str:
    step = viewer.step_of(person, minute)
    return step.detail if step is not None else ""


def _move(viewer: Viewer, seen: list[Sighting], i: int, j: int, out: list[Event]) -> None:
    """A subject seen walking (rows ``i`` to ``j`` of ``seen``): how they came into view and
    how they left it (or went in); the events are appended to ``out``.

    ``first``: ``left-here`` (left the observer's room), ``came-out`` (came out of a room or
    off the lawn/garden), ``turned-away`` (came to a door and left at once, never inside),
    ``crossed`` (swapped spots between two minutes: passed, not met), ``met`` (on the
    observer's spot coming the other way), ``came-up`` (came up the stairs), ``passed``
    (walking by) or ``""`` (seen only arriving).
    ``last``: ``came-in`` (into the observer's place), ``went-in`` (into a room, onto the lawn
    or into the garden, ``last_spot`` that place), ``down``/``up`` (the stairs ``last_spot``),
    ``toward`` (heading for ``last_spot``), ``with-you`` (walking alongside) or ``""``.
    """
    m0, _, who, spot0, act0, channel0 = seen[i]
    mn, _, _, spot_n, act_n, _ = seen[j - 1]
    own = viewer.own
    facts = viewer.facts
    flags: frozenset[str] = NO_FLAGS
    if channel0 == "crossing" and act0 == "walking":
        first, spot = "crossed", _stairs_of(viewer.inn, spot0, own[m0][2])
        after_cross = facts.tracks[who][m0 + 2]
        if after_cross is not None:
            kind = viewer.inn.kind
            flags = WAY_FLAGS[STAIR_WAY.get((kind.get(spot0), kind.get(after_cross[2])), "")]
    else:  # how the walker came into view, the same for every observer but where they left
        starts = facts.starts[who]
        start = starts[m0]
        if start is None:
            start = starts[m0] = _start(viewer.inn, facts.tracks[who], m0, act0, spot0)
        first, spot = start
        if first == "left":
            first = "left-here" if spot == own[m0][5] else "came-out"
    ends = facts.ends[who]
    end = ends[mn]
    if end is None:
        end = ends[mn] = _end(viewer.inn, facts.tracks[who], mn, act_n, spot_n)
    last, last_spot = end
    if last == "in":
        me = own[mn]
        last = "came-in" if me[5] == last_spot and me[3] not in MOVING else "went-in"
    elif first == "left-here" or first == "crossed":
        last, last_spot = "", ""
    me = own[m0]
    if me[2] == spot0 and me[3] in MOVING:
        for k in range(i, j):
            r = seen[k]
            me = own[r[0]]
            if me[2] != r[3] or me[3] not in MOVING:
                break
        else:  # on the observer's spot, both walking, the whole time
            if _same_way(viewer, who, m0, mn):
                first, last, last_spot = "with-you", "", ""
            else:  # coming the other way: they meet on that spot (ADJUDICATION 9)
                first, last, last_spot, spot = "met", "", "", spot0
                if viewer.inn.kind.get(spot) == "stairs":  # "met B coming up the east stairs"
                    track = facts.tracks[who]
                    before, after = track[m0], track[mn + 2]
                    way = _stair_way(viewer.inn, before[2], spot) if before is not None else ""
                    way = way or (_stair_way(viewer.inn, spot, after[2]) if after is not None else "")
                    flags = WAY_FLAGS[way]
    mentions = (who,)
    if first and (last == "came-in" or last == "went-in") and mn > m0 + 1:
        # a long walk in view: its start and its arrival are told at their own minutes
        out.append(_event(m0, "move", who, spot, "", m0, flags, (), first, "", "", False, (), (), mentions))
        arrival = ("", last, last_spot, False, (), (), mentions)
        out.append(_event(mn, "move", who, last_spot, "", -1, NO_FLAGS, (), *arrival))
    else:
        out.append(
            _event(m0, "move", who, spot, "", mn, flags, (), first, last, last_spot, False, (), (), mentions)
        )


def _start(inn: Inn, track: list[Step | None], m0: int, act0: str, spot0: str) -> tuple[str, str]:
    """How a walker seen from minute ``m0`` on came into view, and where, as far as it is the
    same for every observer (not crossing anyone): ``left`` (left a place: ``left-here`` or
    ``came-out`` by where the observer is), ``turned-away``, ``came-up``, ``passed`` or ``""``
    (seen only arriving). ``track``: the walker's steps (minute ``m`` at ``m + 1``)."""
    before = track[m0]
    if act0 == "leaving":
        step0 = track[m0 + 1]
        if step0 is None:
            return "", spot0
        place0 = step0[5]
        if before is not None and before[5] != place0 and before[3] != "dead":
            return "turned-away", place0  # an `else` ran on the threshold: never inside (ADJUDICATION 9)
        return "left", place0
    if act0 == "walking":
        if before is not None and _stair_way(inn, before[2], spot0) == "up":
            return "came-up", spot0
        return "passed", spot0
    return "", spot0


def _end(inn: Inn, track: list[Step | None], mn: int, act_n: str, spot_n: str) -> tuple[str, str]:
    """How a walker last seen at minute ``mn`` went out of view, as far as it is the same for
    every observer: ``in`` (went into ``last_spot``: ``came-in`` or ``went-in`` by where the
    observer is), ``down``/``up`` (the stairs), ``toward`` or ``""``; not told after a walker
    left the observer's place or crossed them."""
    step_n = track[mn + 1] if act_n == "entering" else None
    if step_n is not None:
        return "in", step_n[5]
    after = track[mn + 2]
    if after is not None and after[2] != spot_n:
        way = _stair_way(inn, spot_n, after[2])
        if way:
            return way, spot_n if inn.kind[spot_n] == "stairs" else after[2]
        return "toward", after[2]
    return "", ""


def _moves_and_knocks(
    viewer: Viewer, seen: list[Sighting], i: int, j: int, knocked_at: tuple[int, ...], out: list[Event]
) -> None:
    """A walk in view (rows ``i`` to ``j`` of ``seen``), cut at a refused knock the observer
    saw (ADJUDICATION 5: whoever sees the refused visitor at the door sees the knock): the
    walk up to it, the knock, then where the walk on from the door led, if that was seen.
    ``knocked_at``: the minutes the walker stood at a refused door, in order."""
    first, last = seen[i][0], seen[j - 1][0]  # the part's minutes are consecutive
    for minute in knocked_at:
        if minute < first or minute > last:
            continue
        k = i + minute - first
        r = seen[k]
        step = viewer.step_of(r[2], minute)
        if step is not None and step.detail.startswith(KNOCK):
            room = viewer.inn.room_of_door.get(step.spot, step.spot)
            flags = HERE if viewer.at(minute).place == room else NO_FLAGS
            if k > i:
                _move(viewer, seen, i, k, out)
            mentions = (r[2],)
            out.append(_event(minute, "knocked", r[2], room, "", -1, flags, (), *REST, mentions))
            _walk_on(viewer, seen, k + 1, j, out)
            return
    _move(viewer, seen, i, j, out)


def _walk_on(viewer: Viewer, seen: list[Sighting], i: int, j: int, out: list[Event]) -> None:
    """The walk on from a refused knock (rows ``i`` to ``j`` of ``seen``), as far as seen:
    told only if it ends going in somewhere (at that minute); the minutes before belong to
    the knock's line."""
    if i >= j or seen[j - 1].activity != "entering":
        return
    rn = seen[j - 1]
    step = viewer.step_of(rn.subject, rn.minute)
    if step is None:
        return
    me = viewer.at(rn.minute)
    last = "came-in" if me.place == step.place and me.activity not in MOVING else "went-in"
    out.append(
        Event(
            rn.minute, "move", rn.subject, step.place, last=last, last_spot=step.place, mentions=(rn.subject,)
        )
    )


def _same_way(viewer: Viewer, who: str, first: int, last: int) -> bool:
    """Did ``who`` walk along with the observer (same spot before or after), not toward them?"""
    for m in (first - 1, last + 1):
        mine, theirs = viewer.step_of(viewer.name, m), viewer.step_of(who, m)
        if mine is not None and theirs is not None and mine.spot == theirs.spot:
            return True
    return last > first  # two minutes or more on the same spots: walking together


STAIR_WAY: dict[tuple[str | None, str | None], str] = {  # by the kinds of the two spots
    ("stair-foot", "stairs"): "up",
    ("stairs", "stair-foot"): "down",
}
NO_FLAGS: frozenset[str] = frozenset()
HERE = frozenset({"here"})
WAY_FLAGS = {"": NO_FLAGS, "up": frozenset({"up"}), "down": frozenset({"down"})}


# the defaults of an event's fields from ``end`` to ``others`` (between ``other`` and ``mentions``)
PLAIN = tuple(Event._field_defaults[f] for f in Event._fields[5:14])
REST = PLAIN[3:]  # the defaults from ``first`` to ``others`` (after ``scene``)
assert Event._fields[4] == "other" and Event._fields[7] == "scene" and Event._fields[-1] == "mentions"


def _event(*fields: object) -> Event:
    """An :class:`Event` from all its fields in order (no keyword handling: the hot path;
    ``mentions`` is the last field)."""
    return tuple.__new__(Event, fields)


def _stair_way(inn: Inn, a: str, b: str) -> str:
    """``up``/``down`` for a step between a stair foot and its stair head, else ``""``."""
    return STAIR_WAY.get((inn.kind.get(a), inn.kind.get(b)), "")


def _stairs_of(inn: Inn, a: str, b: str) -> str:
    for s in (a, b):
        if inn.kind.get(s) == "stairs":
            return s
    return a


def _murder(viewer: Viewer, seen: list[Sighting], i: int, at_start: bool) -> Event:
    """The murder seen at row ``i`` of the killer's rows ``seen`` (``at_start``: the row
    opens an episode)."""
    r = seen[i]
    victim = _detail(viewer, r.subject, r.minute)
    # the killer seen killing, then cleaning (a killer killed meanwhile stops: a body does not
    # clean); ten minutes in a row are within one episode
    seen_minutes = {x.minute for x in seen[i : i + 10] if x.activity in ("killing", "cleaning")}
    flags: set[str] = set()
    if all(r.minute + k in seen_minutes for k in range(10)) and r.minute + 10 <= NIGHT_MINUTES:
        flags.add("through")
    before = viewer.step_of(r.subject, r.minute - 1)
    now = viewer.step_of(r.subject, r.minute)
    spot = r.spot
    if (
        at_start
        and before is not None
        and now is not None
        and viewer.inn.kind.get(now.place) in ("room", "garden", "lawn")
        and before.place != now.place
    ):
        flags.add("arrived")  # the kill on arrival at a room, the garden or the lawn
        spot = now.place
    if viewer.at(r.minute).place in (spot, r.spot):
        flags.add("here")
    return Event(
        r.minute,
        "murder",
        r.subject,
        spot,
        victim,
        end=r.minute + 10,
        flags=frozenset(flags),
        mentions=(r.subject, victim),
    )


__all__ = ["seen_events"]
