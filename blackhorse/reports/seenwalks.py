"""A walk the observer saw, as report events: how the walker came into view and how they
left it, or where they went in (``first``, ``last`` and ``last_spot`` of a ``move`` event);
a refused knock seen on the way (ADJUDICATION 5). Which way a walker was heading comes from
their next step (ADJUDICATION 6: "walking, and which way"). What is the same for every
observer of a walk (how it started and ended) is worked out once a night per walker and
minute (``NightFacts.starts`` / ``ends``); only what depends on where the observer stands is
decided per observer. Called by :func:`blackhorse.reports.seenevents.seen_events`.
"""

from __future__ import annotations

from blackhorse.core.records import Step
from blackhorse.inn.layout import Inn
from blackhorse.reports.events import MOVING, OPENED, Event, Viewer
from blackhorse.sight.visibility import SightingRow

STAIR_WAY: dict[tuple[str | None, str | None], str] = {  # by the kinds of the two spots
    ("stair-foot", "stairs"): "up",
    ("stairs", "stair-foot"): "down",
}
NO_FLAGS: frozenset[str] = frozenset()
HERE = frozenset({"here"})
AT_DOOR = frozenset({"at-door"})
WAY_FLAGS = {"": NO_FLAGS, "up": frozenset({"up"}), "down": frozenset({"down"})}
OPPOSITE = {"east": "west", "west": "east", "north": "south", "south": "north"}
# what a subject met at a crossing was doing at its first minute: walking, or cleaning up
# after a kill on the stairs (their walk resumes across the observer's: they walked away)
CROSSING_FROM = ("walking", "cleaning")
OPEN_AIR = ("garden", "lawn")  # places without a threshold: arriving is stepping onto them
ARRIVES_LATER = frozenset({"arrives-later"})  # a move line whose arrival is at its ``end``
# an Event made of all its fields in their order (minute, kind, subject, spot, other, end,
# flags, scene, first, last, last_spot, joins, own, others, mentions), without the named
# tuple's keyword handling (a Python call an event): ``new(Event, fields)``
new = tuple.__new__
UNJOINED = (False, (), ())  # joins, own, others of a seen event
FIELDS = "minute kind subject spot other end flags scene first last last_spot joins own others mentions"
assert Event._fields == tuple(FIELDS.split()), "Event's fields moved: the events made by position here"


def move(viewer: Viewer, seen: list[SightingRow], i: int, j: int, out: list[Event]) -> None:
    """A subject seen walking (rows ``i`` to ``j`` of ``seen``, plain tuples read by index):
    how they came into view and how they left it (or went in); the events are appended to ``out``.

    ``first``: ``left-here`` (left the observer's room), ``came-out`` (came out of a room or
    off the lawn/garden), ``turned-away`` (came to a door and left at once, never inside),
    ``crossed`` (swapped spots between two minutes: a meeting, worded as one), ``met`` (on the
    observer's spot coming the other way), ``with-you`` (on the observer's spot two minutes
    or more, both walking: the line then says where the companion went on), ``came-up``
    (came up the stairs), ``passed``
    (walking by) or ``""`` (seen only arriving).
    ``last``: ``came-in`` (into the observer's place), ``went-in`` (into a room, onto the lawn
    or into the garden, ``last_spot`` that place), ``back`` (came out of ``last_spot`` and
    went back in), ``down``/``up`` (the stairs ``last_spot``),
    ``toward`` (heading for ``last_spot``), ``along`` (went off along the corridor, ``last_spot``
    the compass way: the next door is out of view, never said as where they were going) or ``""``.
    ``other``: with ``along``, the spot where they turned that way, when they were seen going
    the opposite way from where the line puts them (``spot``; ``""`` otherwise): "came out of
    room 201 and went to the west stairs, then went off east along the corridor".
    """
    m0, _, who, spot0, act0, channel0 = seen[i]
    mn, _, _, spot_n, act_n, _ = seen[j - 1]
    own = viewer.own
    facts = viewer.facts
    flags: frozenset[str] = NO_FLAGS
    if channel0 == "crossing" and act0 in CROSSING_FROM:
        first, spot = "crossed", stairs_of(viewer.inn, spot0, own[m0].spot)
        after_cross = facts.tracks[who][m0 + 2]
        if after_cross is not None:
            kind = viewer.inn.kind
            flags = WAY_FLAGS[STAIR_WAY.get((kind.get(spot0), kind.get(after_cross.spot)), "")]
    else:  # how the walker came into view, the same for every observer but where they left
        starts = facts.starts[who]
        start = starts[m0]
        if start is None:
            start = starts[m0] = _start(viewer.inn, facts.tracks[who], m0, act0, spot0)
        first, spot = start
        if first == "left":
            first = "left-here" if spot == own[m0].place else "came-out"
    ends = facts.ends[who]
    end = ends[mn]
    if end is None:
        end = ends[mn] = _end(viewer.inn, facts.tracks[who], mn, act_n, spot_n)
    last, last_spot = end
    if last == "in":
        me = own[mn]
        last = "came-in" if me.place == last_spot and me.activity not in MOVING else "went-in"
    onward = last, last_spot  # where the walker went on, told of a companion (issue 21)
    if last != "came-in" and last != "went-in" and (first == "left-here" or first == "crossed"):
        last, last_spot = "", ""
    me = own[m0]
    if me.spot == spot0 and me.activity in MOVING:
        for k in range(i, j):
            minute, _, _, spot_k, _, _ = seen[k]
            me = own[minute]
            if me.spot != spot_k or me.activity not in MOVING:
                break
        else:  # on the observer's spot, both walking, the whole time
            if mn > m0:  # two minutes or more on the same spots: they walked together
                # where the companion went on is told (issue 21 point 12)
                first, (last, last_spot) = "with-you", onward
            elif _came_together(viewer, who, m0):
                pass  # from the same spot, parting at once (two leaving one room): no meeting
            else:  # coming the other way: they meet on that spot (ADJUDICATION 9)
                first, last, last_spot, spot = "met", "", "", spot0
                if viewer.inn.kind.get(spot) == "stairs":  # "met B coming up the east stairs"
                    track = facts.tracks[who]
                    before, after = track[m0], track[mn + 2]
                    way = stair_way(viewer.inn, before.spot, spot) if before is not None else ""
                    way = way or (stair_way(viewer.inn, spot, after.spot) if after is not None else "")
                    flags = WAY_FLAGS[way]
    turn = ""
    if last == "along" and (first == "came-out" or first == "passed" or first == "came-up"):
        turn = _turned_at(viewer.inn, spot_n, spot, last_spot)
    mentions = (who,)
    if first and (last == "came-in" or last == "went-in") and mn > m0 + 1:
        # a long walk in view: its start and its arrival are told at their own minutes
        out.append(new(Event, (m0, "move", who, spot, "", m0, flags, (), first, "", "", *UNJOINED, mentions)))
        me = own[mn]
        if (
            first != "with-you"
            and me.spot == spot_n
            and me.activity in MOVING
            and me.place != last_spot
            and viewer.inn.kind.get(spot_n) == "door"
        ):
            # the observer at that door as they go in: they meet there (issue 21 point 11)
            met = (mn, "move", who, spot_n, "", -1, NO_FLAGS, (), "met", last, last_spot, *UNJOINED, mentions)
            out.append(new(Event, met))
            return
        arrival = (mn, "move", who, last_spot, "", -1, NO_FLAGS, (), "", last, last_spot, *UNJOINED, mentions)
        out.append(new(Event, arrival))
    else:
        if (last == "came-in" or last == "went-in") and mn > m0 and viewer.inn.kind[last_spot] in OPEN_AIR:
            # seen at the stair foot (the garden zone) a minute before coming into the garden:
            # the line dates the arrival, as the walker's own report does (issue 21)
            flags = flags | ARRIVES_LATER
        whole = (m0, "move", who, spot, turn, mn, flags, (), first, last, last_spot, *UNJOINED, mentions)
        out.append(new(Event, whole))


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
        place0 = step0.place
        if before is not None and before.place != place0 and before.activity != "dead":
            return "turned-away", place0  # an `else` ran on the threshold: never inside (ADJUDICATION 9)
        return "left", place0
    if act0 == "walking":
        if before is not None and stair_way(inn, before.spot, spot0) == "up":
            return "came-up", spot0
        return "passed", spot0
    return "", spot0


def _end(inn: Inn, track: list[Step | None], mn: int, act_n: str, spot_n: str) -> tuple[str, str]:
    """How a walker last seen at minute ``mn`` went out of view, as far as it is the same for
    every observer: ``in`` (went into ``last_spot``: ``came-in`` or ``went-in`` by where the
    observer is), ``back`` (came out of ``last_spot`` and went back in: a kill on its
    threshold), ``down``/``up`` (the stairs), ``along`` (the next spot is a door: the way
    they went, issue 21 point 13), ``toward`` or ``""``; not told after a walker
    left the observer's place or crossed them."""
    step_n = track[mn + 1] if act_n == "entering" else None
    if step_n is not None:
        return "in", step_n.place
    after = track[mn + 2]
    if act_n == "leaving" and after is not None:
        here = track[mn + 1]
        if here is not None and here.spot != here.place and after.spot == here.place:
            # a kill on the threshold as they came out (issue 21 point 4): seen from outside,
            # they came out of the room and went back in, never "heading toward" it
            return "back", here.place
    if after is not None and after.spot != spot_n:
        way = stair_way(inn, spot_n, after.spot)
        if way:
            return way, spot_n if inn.kind[spot_n] == "stairs" else after.spot
        if inn.kind.get(after.spot) == "door":  # out of view: the way they went, not the door
            return "along", compass(inn, spot_n, after.spot)
        return "toward", after.spot
    return "", ""


def _turned_at(inn: Inn, spot_n: str, spot: str, way: str) -> str:
    """Where a walker who went off ``way`` along the corridor, last seen on ``spot_n``,
    turned back, if the line would otherwise read as going ``way`` from ``spot`` (the room
    they came out of, or the spot they passed or came up): ``spot_n`` when they were seen
    going the opposite way from there to ``spot_n``, else ``""``. C, on her threshold as she
    killed, saw A come out of 201 and reach the west stairs, then turn east: "came out of
    room 201 and went off east" read as east from 201 (issue 21, every line true)."""
    anchor = inn.door_of_room.get(spot, spot)
    if anchor == spot_n or anchor not in inn.xy:
        return ""
    return spot_n if compass(inn, anchor, spot_n) == OPPOSITE[way] else ""


def compass(inn: Inn, a: str, b: str) -> str:
    """The way from spot ``a`` to spot ``b`` on the floor plan (``east``, ``west``, ``north``,
    ``south``: x grows to the east, y to the south), by the larger of the two moves."""
    (xa, ya), (xb, yb) = inn.xy[a], inn.xy[b]
    if abs(xb - xa) >= abs(yb - ya):
        return "east" if xb > xa else "west"
    return "south" if yb > ya else "north"


def knock_seen(
    viewer: Viewer, seen: list[SightingRow], i: int, j: int, minute: int, out: list[Event]
) -> None:
    """A walk in view (rows ``i`` to ``j`` of ``seen``) cut at the refused knock at ``minute``
    the observer saw (ADJUDICATION 5: whoever sees the refused visitor at the door sees the
    knock): the walk up to it, the knock, then the walk on from the door, told only if it
    ends going in somewhere (at that minute; the minutes before belong to the knock's line)."""
    k = i + minute - seen[i][0]  # the part's minutes are consecutive (row[0]: the minute)
    who = seen[k][2]  # the subject
    track = viewer.facts.tracks[who]
    step = track[minute + 1]  # at the refused door
    assert step is not None
    room = viewer.inn.room_of_door.get(step.spot, step.spot)
    mine = viewer.own[minute]
    flags = HERE if mine.place == room else NO_FLAGS
    if mine.spot == step.spot and mine.place == room:
        # on that threshold, going in or out (reaching one's own door): they meet there
        flags = AT_DOOR
    elif viewer.facts.opened(step.spot, minute):  # it opened that minute, not for them
        flags = flags | OPENED
    if k > i:
        move(viewer, seen, i, k, out)
    mentions = (who,)
    out.append(new(Event, (minute, "knocked", who, room, "", -1, flags, (), "", "", "", *UNJOINED, mentions)))
    mn, _, _, _, activity, _ = seen[j - 1]
    if k + 1 >= j or activity != "entering":
        return
    step = track[mn + 1]
    if step is None:
        return
    place = step.place
    me = viewer.own[mn]
    last = "came-in" if me.place == place and me.activity not in MOVING else "went-in"
    moved = (mn, "move", who, place, "", -1, NO_FLAGS, (), "", last, place, *UNJOINED, mentions)
    out.append(new(Event, moved))


def _came_together(viewer: Viewer, who: str, minute: int) -> bool:
    """Did ``who`` and the observer come from one spot (on it the minute before ``minute``, or
    both leaving one place at the night's first minute): two leaving one room together who
    part at once neither meet nor walk along together."""
    mine, theirs = viewer.step_of(viewer.name, minute - 1), viewer.step_of(who, minute - 1)
    if mine is not None and theirs is not None:
        return mine.spot == theirs.spot
    mine, theirs = viewer.step_of(viewer.name, minute), viewer.step_of(who, minute)
    return mine is not None and theirs is not None and mine.place == theirs.place


def stair_way(inn: Inn, a: str, b: str) -> str:
    """``up``/``down`` for a step between a stair foot and its stair head, else ``""``."""
    return STAIR_WAY.get((inn.kind.get(a), inn.kind.get(b)), "")


def stairs_of(inn: Inn, a: str, b: str) -> str:
    for s in (a, b):
        if inn.kind.get(s) == "stairs":
            return s
    return a


__all__ = [
    "HERE",
    "NO_FLAGS",
    "WAY_FLAGS",
    "compass",
    "knock_seen",
    "move",
    "stair_way",
]
