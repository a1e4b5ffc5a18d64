"""What a person saw, as report events: episodes of sightings cut into phases.

An *episode* is a maximal run of consecutive minutes in which the observer saw one subject;
each is cut into phases (moving, still, killing, cleaning, dead) and each phase start that
no scene already covers becomes an :class:`~blackhorse.reports.events.Event`: a movement
(how the subject came into view and how they left it or where they went in), a murder, a
victim seen falling with the killer out of sight, a killer standing over a body, a body,
someone present. How a walk came into view and how it
left it is in :mod:`blackhorse.reports.seenwalks`.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from itertools import groupby
from operator import itemgetter

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.core.records import ACTIVITIES
from blackhorse.reports.events import MOVING, STILL, Event, Viewer
from blackhorse.reports.seenwalks import knock_seen, move
from blackhorse.sight.visibility import SightingRow


def _phase(activity: str) -> str:
    if activity in MOVING:
        return "move"
    if activity in STILL:
        return "still"
    return activity  # killing, cleaning, dead


PHASES: dict[str, str] = {a: _phase(a) for a in ACTIVITIES}
GOING_ON = ("walking", "entering")  # what continues a walk in view (leaving starts one)
MINUTE = itemgetter(Event._fields.index("minute"))  # by position, in C
SUBJECT = itemgetter(2)  # of a sighting row
# a seen Event made of all its fields in their order, without the named tuple's keyword
# handling (a Python call an event): ``new(Event, (minute, kind, subject, spot, other,
# *OWNLESS, mentions))``; OWNLESS: end, flags, scene, first, last, last_spot, joins, own,
# others as a new Event has them; UNMOVED: first ... others
new = tuple.__new__
NO_FLAGS: frozenset[str] = frozenset()
OWNLESS = (-1, NO_FLAGS, (), "", "", "", False, (), ())
UNMOVED = OWNLESS[3:]


def seen_events(
    viewer: Viewer, rows: Sequence[SightingRow], scene_mentions: set[tuple[str, int]]
) -> list[Event]:
    """Events for what the observer saw: movements, murders, bodies, people appearing.

    Each subject's rows (minute order; plain tuples read by index, ``x[0]`` the minute and
    ``x[4]`` the activity) are cut into episodes and phases in one pass: a part runs from row
    ``i`` to row ``j`` (not included), within one episode."""
    out: list[Event] = []
    append = out.append
    phase_of = PHASES.get
    knocking = viewer.facts.knocking  # the minutes each visitor stood at a refused door
    murders = bodies = False
    seen_at: set[tuple[str, int]] | None = None  # (subject, minute) of every row, made when asked
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
            minute, _, _, spot, activity, channel = r
            at_start = minute != m + 1  # an episode starts
            if at_start:
                previous = ""
            # a crossing is a walk whatever the row's minute says: the two swapped spots, so
            # a killer met as they step off from cleaning is seen walking away from the body,
            # never standing over it (the body is out of view: issue 21, "every line true")
            phase = "move" if channel == "crossing" else phase_of(activity, activity)
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
                if knocked_at:  # the first refused knock of the walker within the part
                    k = bisect_left(knocked_at, minute)
                    if k < len(knocked_at) and knocked_at[k] <= m:
                        knock_seen(viewer, seen, i, j, knocked_at[k], out)
                    else:
                        move(viewer, seen, i, j, out)
                else:
                    move(viewer, seen, i, j, out)
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
                elif phase == "dead" and (victim := _killed_as_killed(viewer, subject, minute)):
                    # a killer killed in the minute of their own kill falls, never seen killing:
                    # whoever sees them then sees the kill's first minute (ADJUDICATION 7); of
                    # two who kill each other, seen both, :func:`_mutual` tells the killing
                    if seen_at is None:
                        seen_at = {(x[2], x[0]) for x in rows}
                    if _detail(viewer, subject, minute) != f"killed by {victim}" or (
                        (victim, minute) not in seen_at
                    ):
                        append(_murder(viewer, seen, i, at_start, victim))
                        murders = True
                if (
                    (phase == "cleaning" and previous != "killing")
                    or phase == "dead"  # a body; one that falls in view too (a murder seen says it)
                    or (at_start and phase == "still")
                ) and (subject, minute) not in scene_mentions:
                    mentions = (subject,)
                    if phase == "cleaning" and over_body(viewer, subject, minute, spot):
                        victim = _detail(viewer, subject, minute)
                        append(new(Event, (minute, "over-body", subject, spot, victim, *OWNLESS, mentions)))
                    elif phase == "dead":
                        append(new(Event, (minute, "body", subject, spot, "", *OWNLESS, mentions)))
                        bodies = True
                    else:
                        append(
                            new(
                                Event,
                                (
                                    minute,
                                    "present",
                                    subject,
                                    spot,
                                    "",
                                    -1,
                                    NO_FLAGS,
                                    (r,),
                                    *UNMOVED,
                                    mentions,
                                ),
                            )
                        )
            previous = phase
            i = j
    if murders:
        murdered = {(e.other, e.minute) for e in out if e.kind == "murder"}
        out = [e for e in out if not (e.kind == "body" and (e.subject, e.minute) in murdered)]
        out = _apart(viewer, rows, out, murdered)
    if bodies:  # what is told of bodies seen (each pass reads only the body lines)
        out = _untended(_killed(viewer, _mutual(viewer, out)))
    return _grouped(out)


def _mutual(viewer: Viewer, events: list[Event]) -> list[Event]:
    """Two people who kill each other fall in the same minute, so neither is seen killing:
    whoever sees both fall (the kill's first minute: ADJUDICATION 9, both are witnesses'
    subjects) is told of the killing, ``A和B在花园里互相杀死了对方`` / ``A and B killed each
    other in the garden``, not only of two bodies (issue 21 point 10). One seen falling
    alone (the other out of sight, as across a doorway) stays a body line."""
    falls: dict[tuple[str, int], Event] = {}
    for e in events:
        if e.kind == "body":
            before = viewer.step_of(e.subject, e.minute - 1)
            if before is None or before.activity != "dead":
                falls[e.subject, e.minute] = e
    if len(falls) < 2:
        return events
    pairs: dict[tuple[str, int], Event] = {}
    for (who, minute), e in falls.items():
        step = viewer.step_of(who, minute)
        killer = step.detail.removeprefix("killed by ") if step is not None else ""
        other = falls.get((killer, minute))
        if other is None or who > killer:
            continue
        theirs = viewer.step_of(killer, minute)
        if theirs is None or theirs.detail != f"killed by {who}":
            continue
        mutual = Event(minute, "mutual", who, e.spot, killer, last_spot=other.spot, mentions=(who, killer))
        pairs[who, minute] = pairs[killer, minute] = mutual
    if not pairs:
        return events
    out: list[Event] = []
    for e in events:
        pair = pairs.get((e.subject, e.minute)) if e.kind == "body" else None
        if pair is None:
            out.append(e)
        elif pair.subject == e.subject:
            out.append(pair)
    return out


def _killed(viewer: Viewer, events: list[Event]) -> list[Event]:
    """A victim seen falling (the kill's first minute) whose killer was out of sight: whoever
    sees the first minute of a kill is a witness (``cases.csv``) and is told of the killing,
    not only of a body (ADJUDICATION 7): ``8:13看见B在东楼梯上被人杀死，没有看见凶手`` / ``20:13 B
    was killed on the east stairs; you did not see by whom``. A mutual kill seen whole is told
    by :func:`_mutual` first."""
    out = events
    for k, e in enumerate(events):
        if e.kind == "body":
            before = viewer.step_of(e.subject, e.minute - 1)
            if before is None or before.activity != "dead":
                if out is events:
                    out = list(events)
                out[k] = e._replace(kind="killed")
    return out


def _apart(
    viewer: Viewer, rows: Sequence[SightingRow], events: list[Event], murdered: set[tuple[str, int]]
) -> list[Event]:
    """A murder whose victim falls elsewhere than where the killer stands (a kill at an
    open-air meeting or across a crossing: each where they stand, ADJUDICATION 9) is
    ``apart``: the killer is never said to stay by a body that is not where they are, and
    the victim's spot is said only when the observer saw it (``last_spot``; a line claims
    only what its reader could see, docs/VISIBILITY.md)."""
    fell = {(r[2], r[0]): r[3] for r in rows if (r[2], r[0]) in murdered}  # (subject, minute): spot
    out: list[Event] = []
    for e in events:
        if e.kind == "murder":
            killer, victim = viewer.step_of(e.subject, e.minute), viewer.step_of(e.other, e.minute)
            if killer is not None and victim is not None and killer.place != victim.place:
                seen_at = fell.get((e.other, e.minute), "")
                e = e._replace(flags=e.flags | {"apart"}, last_spot=seen_at)
        out.append(e)
    return out


def over_body(viewer: Viewer, killer: str, minute: int, spot: str) -> bool:
    """Whether ``killer``, cleaning at ``minute`` on ``spot``, stands where the body lies (a
    kill at an open-air meeting leaves each where they stood: then not "over" it)."""
    step = viewer.step_of(killer, minute)
    body = viewer.step_of(step.detail, minute) if step is not None else None
    return body is None or body.spot == spot


def _untended(events: list[Event]) -> list[Event]:
    """A body whose killer is seen standing over it at the same minute and spot is told by
    that line alone ("E was standing over H's body on the east stairs" says where the body
    lies), as a scene does: no separate "H's body lay on the east stairs". The over-body
    line then holds the body's rows too."""
    bodies = {(e.subject, e.minute, e.spot) for e in events if e.kind == "body"}
    if not bodies:
        return events
    tended = {(e.other, e.minute, e.spot) for e in events if e.kind == "over-body"} & bodies  # the victim's
    if not tended:
        return events
    out: list[Event] = []
    for e in events:
        kind = e.kind
        if kind == "body" and (e.subject, e.minute, e.spot) in tended:
            continue
        if kind == "over-body" and (e.other, e.minute, e.spot) in tended:
            e = e._replace(mentions=(*e.mentions, e.other))
        out.append(e)
    return out


# what makes two movements the same, read by index in C (an ``attrgetter`` of a named tuple's
# fields goes through the generic attribute path, several times dearer)
SAME_MOVE = itemgetter(
    *map(Event._fields.index, ("minute", "kind", "spot", "other", "flags", "first", "last", "last_spot"))
)
# a grouped event is the first one's fields with ``scene``, ``others`` and ``mentions`` made
# longer, made by position (``_grouped``): the fields must stand where it reads them
assert Event._fields[7] == "scene" and Event._fields[13:] == ("others", "mentions")


def _grouped(events: list[Event]) -> list[Event]:
    """Several subjects doing the same thing in the same minute become one event, where the
    first of them (in subject order) stands. ``events`` come subject by subject, so the
    events of any one minute are in subject order: sorted by minute (a stable sort, as the
    report's lines are), they are in (minute, subject) order."""
    at = dict(Counter(map(MINUTE, events)))  # events at each minute: one alone is no group
    if len(at) == len(events):
        return events
    groups: dict[object, int] = {}
    out: list[Event] = []
    append = out.append
    new = tuple.__new__  # an Event made of its fields without keyword handling
    for e in events:
        kind = e.kind
        if at[e.minute] == 1:
            append(e)
            continue
        if kind == "move" or kind == "body" or kind == "killed":
            key: object = SAME_MOVE(e)
        elif kind == "present":
            key = (e.minute, kind)
        else:
            append(e)
            continue
        k = groups.get(key)
        if k is None:
            groups[key] = len(out)
            append(e)
        else:  # a subject who comes later joins the first one's event: scene, others, mentions
            first = out[k]
            out[k] = new(
                Event,
                (
                    *first[:7],
                    (*first.scene, *e.scene),
                    *first[8:13],
                    (*first.others, e.subject),
                    (*first.mentions, *e.mentions),
                ),
            )
    return out


def _detail(viewer: Viewer, person: str, minute: int) -> str:
    step = viewer.step_of(person, minute)
    return step.detail if step is not None else ""


def _killed_as_killed(viewer: Viewer, killer: str, minute: int) -> str:
    """Whom ``killer``, falling at ``minute``, killed in that same minute ("" if nobody): a
    killer killed as they kill (a standing kill on them, the same minute, or the other of
    two who kill each other) is a body in the rows, not a killer."""
    before = viewer.step_of(killer, minute - 1)
    step = viewer.step_of(killer, minute)
    if step is None or (before is not None and before.activity == "dead"):
        return ""
    by = f"killed by {killer}"
    for person, track in viewer.facts.tracks.items():
        theirs = track[minute + 1]
        if theirs is not None and theirs.activity == "dead" and theirs.detail == by:
            prior = track[minute]
            if prior is None or prior.activity != "dead":
                return person
    return ""


def _murder(viewer: Viewer, seen: list[SightingRow], i: int, at_start: bool, victim: str = "") -> Event:
    """The murder seen at row ``i`` of the killer's rows ``seen`` (``at_start``: the row
    opens an episode; ``victim`` for a killer who falls as they kill, see
    :func:`_killed_as_killed`)."""
    minute, _, subject, seen_spot, _, _ = seen[i]
    victim = victim or _detail(viewer, subject, minute)
    # the killer seen killing, then cleaning (a killer killed meanwhile stops: a body does not
    # clean); ten minutes in a row are within one episode
    seen_minutes = {x[0] for x in seen[i : i + 10] if x[4] in ("killing", "cleaning")}
    flags: set[str] = set()
    if all(minute + k in seen_minutes for k in range(10)) and minute + 10 <= NIGHT_MINUTES:
        flags.add("through")
    before = viewer.step_of(subject, minute - 1)
    now = viewer.step_of(subject, minute)
    spot = seen_spot
    if (
        at_start
        and before is not None
        and now is not None
        and viewer.inn.kind.get(now.place) in ("room", "garden", "lawn")
        and before.place != now.place
    ):
        flags.add("arrived")  # the kill on arrival at a room, the garden or the lawn
        spot = now.place
    elif now is not None and now.spot != now.place and viewer.inn.kind.get(now.place) == "room":
        spot = now.place  # a kill on the threshold as they come out happens in the room (9.3)
    if viewer.at(minute).place in (spot, seen_spot):
        flags.add("here")
    return Event(
        minute,
        "murder",
        subject,
        spot,
        victim,
        end=minute + 10,
        flags=frozenset(flags),
        mentions=(subject, victim),
    )


__all__ = ["seen_events"]
