"""Knocks heard from inside a room (ADJUDICATION 5), as report events.

Everyone alive inside a room where a visitor is refused learns that someone knocked; who,
only if they see the door (then the knock is a seen event, :mod:`blackhorse.reports.seenwalks`):
through the peephole, or through the door itself when it opens that minute for someone else.
See ``docs/REPORTS.md`` ("Knocks", "Door lines never contradict").
"""

from __future__ import annotations

from blackhorse.reports.events import NO_FLAGS, Event, NightFacts, SeenAt, Viewer


def heard_knocks(viewer: Viewer, seen_at: SeenAt, facts: NightFacts) -> list[Event]:
    """Knocks heard from inside (ADJUDICATION 5): everyone alive in the room learns that
    someone knocked and that nobody opened; who, only if they see the door (then the knock is
    a seen event). The line's rows: the listener's own step at that minute (``own``), never
    the visitor's (no file given to a player names someone they did not see)."""
    out: list[Event] = []
    own = viewer.own
    kind = viewer.inn.kind
    for m, rooms in facts.knocked_rooms(viewer.inn):  # minute order
        if m >= len(own):
            break
        me = own[m]
        at_door = rooms.get(me.spot)  # knocks at the door of the room the person is in
        if at_door is None or me.activity == "dead" or kind.get(me.spot) != "room":
            continue
        seen = {r[2] for r in seen_at.get(m, ())}  # the subjects
        if any(k.person != viewer.name and k.person not in seen for k in at_door):
            # backed by the listener's own row (inside the room): the visitor's row would
            # name someone the listener did not see (issue 21). The door stayed shut: had it
            # opened that minute, everyone inside would see everyone at it (ADJUDICATION 7)
            out.append(Event(m, "heard-knock", spot=me.spot, flags=NO_FLAGS, own=(me,)))
    return out


__all__ = ["heard_knocks"]
