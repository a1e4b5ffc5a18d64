"""A reference engine for the night: a plain minute-by-minute loop written from the docs.

It is kept independent of the engine in ``blackhorse/night/`` on purpose (issue 27, point 4):
it was written from ``docs/ADJUDICATION.md``, ``docs/ORDERS.md``, ``docs/MAP.md`` and the
shared ADJUDICATION (its revised "Presence, conditions and kills"), never from the engine's
code, and it must not import anything from ``blackhorse.night`` or ``blackhorse.reports``.
What it reuses is input: the map (``blackhorse.inn``: routes, zones, doors), the checked
orders (``blackhorse.orders``) and the output rows (``blackhorse.core.records``).

Where the engine sleeps until the next interesting minute, this loop visits every minute
of every person and settles it in the order the rules give (ADJUDICATION 9.8):

1. movements: everyone takes their row for the minute (a walk's next spot, an order that
   starts, a stay, cleaning, a body);
2. doors: each visitor arriving at someone else's room is let in or refused;
3. conditions and ``else``: every order arriving (or starting without a walk) checks its
   condition, and its kill's target, and runs its ``else`` at once when they fail;
4. kills: every killer who meets a target under their condition kills, one attempt per
   killer per minute, the order's kill before a standing kill; several killers of one
   victim: the name that sorts first; mutual kills both happen.

``tests/test_reference_engine.py`` compares it with the engine, row for row.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from blackhorse.core.clock import NIGHT_MINUTES, TWENTY_TWO
from blackhorse.core.records import Case, Step
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast
from blackhorse.orders.model import Action, Condition, OrderSheet

KILL_MINUTES = 10  # the first minute kills, nine more clean up (seed 五.11)
OPEN_AIR = frozenset({"garden", "lawn"})  # zones where the same zone is a meeting


class Row(NamedTuple):
    spot: str
    place: str
    activity: str
    detail: str = ""


@dataclass
class Walk:
    """The rest of a walk: the rows of its minutes from ``start`` on, and what runs on arrival."""

    start: int
    rows: list[Row]
    action: Action | None  # run (its conditions, kill, peek) on arrival; None: walking home
    then: Action | None = None  # an `else` without `go` carried out at home after a refusal
    knock_room: str | None = None  # the room knocked at on arrival (someone else's)
    via: tuple[str, ...] = ()  # the spots the walk was ordered to pass

    def via_left(self, minute: int) -> tuple[str, ...]:
        """The ``via`` spots not passed by ``minute`` (included)."""
        passed = {r.spot for r in self.rows[: minute - self.start + 1]}
        return tuple(s for s in self.via if s not in passed)

    def row(self, minute: int) -> Row | None:
        k = minute - self.start
        return self.rows[k] if 0 <= k < len(self.rows) else None

    @property
    def last(self) -> int:
        return self.start + len(self.rows) - 1


@dataclass
class Person:
    name: str
    police: bool
    home: str
    sheet: OrderSheet | None
    targets: tuple[str, ...]
    may_kill: bool
    row: Row
    alive: bool = True
    walk: Walk | None = None
    arriving: Walk | None = None  # the walk (or order without one) arriving this minute
    clean_until: int = -1
    pending: int | None = None  # index of an order waiting for the person to be free
    action: Action | None = None  # the action whose stay is under way
    peek: str | None = None  # window / peephole while staying inside
    peek_from: int = 0
    armed: Action | None = None  # an order's kill (with its condition) armed from `armed_from`
    armed_from: int = 0
    resume_to: tuple[str, tuple[str, ...], Action | None] | None = None  # a walk cut by a kill
    settle: Row | None = None  # where a threshold kill puts its killer or victim from next minute
    due: dict[int, int] = field(default_factory=dict)  # minute: index of the order due then
    history: list[Row] = field(default_factory=list)


@dataclass
class Night:
    steps: list[Step]
    cases: list[Case]


def run(cast: Cast, sheets: Iterable[OrderSheet], inn: Inn) -> Night:
    return RefNight(cast, tuple(sheets), inn).play()


class RefNight:
    def __init__(self, cast: Cast, sheets: tuple[OrderSheet, ...], inn: Inn) -> None:
        self.inn = inn
        by_who = {s.who: s for s in sheets}
        self.people: dict[str, Person] = {}
        for name, who in cast.people.items():
            home = cast.home(name)
            self.people[name] = Person(
                name=name,
                police=who.role == "police",
                home=home,
                sheet=by_who.get(name),
                targets=who.targets,
                may_kill=who.may_kill and who.role == "tenant",
                row=Row(home, home, "staying"),
            )
            sheet = by_who.get(name)
            if sheet is not None:
                self.people[name].due = {o.at: i for i, o in enumerate(sheet.orders)}
        self.order = list(cast.people)  # the cast's order, as the engine's steps
        self.names = sorted(self.people)
        self.cases: list[Case] = []

    # -- the night ------------------------------------------------------------------------
    def play(self) -> Night:
        for t in range(NIGHT_MINUTES):
            for name in self.names:
                self.move(self.people[name], t)
            for name in self.names:
                self.door(self.people[name], t)
            arrived = [self.people[n] for n in self.names]
            for p in arrived:
                self.arrive(p, t)
            self.kills(t)
            for p in self.people.values():
                p.history.append(p.row)
        steps = [
            Step(t, name, r.spot, r.activity, r.detail, r.place)
            for t in range(NIGHT_MINUTES)
            for name in self.order
            for r in (self.people[name].history[t],)
        ]
        return Night(steps, self.cases)

    # -- 1. movements -----------------------------------------------------------------------
    def move(self, p: Person, t: int) -> None:
        if p.settle is not None:  # from the threshold into the room, after a kill there
            p.row, p.settle = p.row._replace(spot=p.settle.spot, place=p.settle.place), None
        if not p.alive:
            return  # the body lies where the kill left it (its row written then)
        if t in p.due:
            p.pending = p.due[t]  # an earlier order still waiting is skipped
        p.arriving = None
        if t <= p.clean_until:
            p.row = Row(p.row.spot, p.row.place, "cleaning", p.row.detail)
            return
        if p.resume_to is not None:
            dest, via, action = p.resume_to
            p.resume_to = None
            self.resume(p, t, dest, via, action)
        if p.walk is not None and p.walk.row(t) is not None:
            row = p.walk.row(t)
            assert row is not None
            p.row = row
            if t == p.walk.last:
                p.arriving = p.walk
                p.walk = None
            return
        p.walk = None
        if p.pending is not None and p.sheet is not None:
            order = p.sheet.orders[p.pending]
            p.pending = None
            self.start(p, t, order.action, fresh=True)
            return
        self.stay(p, t)

    def stay(self, p: Person, t: int) -> None:
        place = p.row.place
        spot = place if place in self.inn.rooms or place in self.inn.destinations else p.row.spot
        if p.peek is not None and t >= p.peek_from and spot == place:
            row = Row(spot, place, "peeking", p.peek)
        else:
            row = Row(spot, place, "staying")
        if row != p.row:  # a stay keeps its row object from minute to minute
            p.row = row

    def start(self, p: Person, t: int, action: Action, fresh: bool) -> None:
        """Start ``action`` at minute ``t`` where ``p`` stands (its row for ``t`` is written)."""
        if fresh:
            p.armed = None
            p.peek = None
        p.action = action
        dest = self.dest(p, action.go) if action.go else None
        here = p.row.place
        if dest is not None and dest != here:
            self.depart(p, t, dest, action.via, action)
            return
        # no walk: the order's parts start at once, where the person is
        if fresh:
            self.stay(p, t)
        p.arriving = Walk(t, [p.row], action)

    def dest(self, p: Person, go: str) -> str:
        return p.home if go == "home" else go

    def origin(self, p: Person) -> str:
        place = p.row.place
        return place if place in self.inn.rooms or place in self.inn.destinations else p.row.spot

    def depart(
        self,
        p: Person,
        t: int,
        dest: str,
        via: tuple[str, ...],
        action: Action | None,
        then: Action | None = None,
        knock: str | None = None,
    ) -> None:
        """A walk departing at minute ``t`` from where ``p`` stands; row ``t`` is its first."""
        origin = self.origin(p)
        if via and self.inn.revisits(origin, dest, via):
            via = ()
        spots = self.inn.route(origin, dest, via).spots
        rows: list[Row] = []
        last = len(spots) - 1
        for k, spot in enumerate(spots):
            if k == 0:
                if knock is not None:
                    rows.append(Row(spot, spot, "walking", f"knock at {knock} refused; to {dest}"))
                elif origin in self.inn.rooms or origin in self.inn.destinations:
                    rows.append(Row(spot, self.inn.place_of(spot, spot != origin), "leaving", f"to {dest}"))
                else:
                    rows.append(Row(spot, spot, "walking", f"to {dest}"))
            elif k == last:
                rows.append(Row(spot, dest, "entering", f"from {origin}"))
            else:
                rows.append(Row(spot, spot, "walking", f"to {dest}"))
        walk = Walk(t, rows, action, then, via=via)
        dest_owner = dest in self.inn.rooms and dest not in self.inn.always_open and dest != p.home
        walk.knock_room = dest if dest_owner else None
        p.walk = walk
        p.row = rows[0]
        p.peek = None
        if len(rows) == 1:  # cannot happen: dest != origin
            p.walk = None

    def resume(self, p: Person, t: int, dest: str, via: tuple[str, ...], action: Action | None) -> None:
        """After cleaning, a walk cut by the kill goes on from where the killer stands."""
        here = self.origin(p)
        if here == dest:
            return
        if via and self.inn.revisits(here, dest, via):
            via = ()
        spots = self.inn.route(here, dest, via).spots
        if len(spots) == 1:  # killed from the doorway of the room they arrived at: inside now
            p.row = p.row._replace(spot=dest, place=dest)
            return
        rows: list[Row] = []
        start = t
        if here not in self.inn.rooms:
            spots = spots[1:]  # already standing on the first spot: step on
        else:
            rows.append(Row(spots[0], self.inn.place_of(spots[0], spots[0] != here), "leaving", f"to {dest}"))
            spots = spots[1:]
        for k, spot in enumerate(spots):
            if k == len(spots) - 1:
                rows.append(Row(spot, dest, "entering", f"from {here}"))
            else:
                rows.append(Row(spot, spot, "walking", f"to {dest}"))
        walk = Walk(start, rows, action)
        dest_owner = dest in self.inn.rooms and dest not in self.inn.always_open and dest != p.home
        walk.knock_room = dest if dest_owner else None
        p.walk = walk

    # -- 2. doors -------------------------------------------------------------------------------
    def door(self, p: Person, t: int) -> None:
        walk = p.arriving
        if walk is None or walk.knock_room is None or not p.alive:
            return
        room = walk.knock_room
        if self.opens(room, p.name, t):
            return
        # refused: the knock minute is the first minute of the walk onward
        p.arriving = None
        p.row = Row(p.row.spot, p.row.spot, p.row.activity, p.row.detail)
        alt = walk.action.otherwise if walk.action is not None else None
        if alt is not None and alt.go is not None:
            dest = self.dest(p, alt.go)
            if dest == room:  # an `else` back to the room that refused: home instead
                self.depart(p, t, p.home, (), alt, knock=room)
            else:
                self.depart(p, t, dest, alt.via, alt, knock=room)
        else:
            self.depart(p, t, p.home, (), None, then=alt, knock=room)
        p.armed = None

    def opens(self, room: str, visitor: str, t: int) -> bool:
        inside = [q for q in self.people.values() if q.alive and q.row.spot == room]
        if not inside:
            return False
        if t >= TWENTY_TWO and any(not q.police for q in inside):
            return True
        stated = [q for q in inside if q.sheet is not None and q.sheet.door_stated]
        if not stated:
            return True
        return any(q.sheet is not None and q.sheet.admits(visitor) for q in stated)

    # -- 3. arrivals: conditions and else -------------------------------------------------------
    def arrive(self, p: Person, t: int) -> None:
        walk = p.arriving
        p.arriving = None
        if walk is None or not p.alive:
            return
        action = walk.action
        if action is None:  # home after a refused knock; an `else` without `go` runs there
            if walk.then is not None:
                self.start(p, t, walk.then, fresh=False)
                self.arrive(p, t)
            return
        if action.peek is not None:
            inside = p.row.spot == p.row.place
            p.peek, p.peek_from = action.peek, (t if inside else t + 1)
            if not self.may_peek(p, action.peek):
                p.peek = None
            elif inside:
                p.row = Row(p.row.spot, p.row.place, "peeking", action.peek)
        if action.kill and not p.may_kill:
            return  # a kill order after the one kill is void, its `if` and `else` with it
        kill = action.kill
        cond = action.condition
        if cond is None and kill is None:
            return
        ok = cond is None or self.holds(p, cond, kill, t)
        met = kill is None or self.met_target(p, kill, t)
        if ok and met:
            if kill is not None:
                p.armed, p.armed_from = action, t
            return
        alt = action.otherwise
        if alt is None:
            if kill is not None:
                p.armed, p.armed_from = action, t  # stays armed while the order runs
            return
        p.armed = None
        p.peek = None  # the `else` replaces the order, its peek included
        if p.row.activity == "peeking":
            p.row = Row(p.row.spot, p.row.place, "staying")
        if alt.go is not None and self.dest(p, alt.go) != p.row.place:
            self.depart(p, t, self.dest(p, alt.go), alt.via, alt)
            return
        self.start(p, t, alt, fresh=False)
        self.arrive(p, t)

    def may_peek(self, p: Person, kind: str) -> bool:
        place = p.row.place
        if place == p.home and place in self.inn.rooms and place != "204":
            return (
                kind == "window"
                and place in self.inn.windows
                or kind == "peephole"
                and place in self.inn.peepholes
            )
        return place == "204" and kind == "window"

    # -- presence --------------------------------------------------------------------------------
    def living(self) -> list[Person]:
        return [q for q in self.people.values() if q.alive]

    def meets(self, a: Person, b: Person, t: int) -> bool:
        if a is b or not a.alive or not b.alive:
            return False
        if a.row.place == b.row.place or a.row.spot == b.row.spot:
            return True
        za, zb = self.inn.zone[a.row.spot], self.inn.zone[b.row.spot]
        open_air = za == zb and za in OPEN_AIR and a.row.place == a.row.spot and b.row.place == b.row.spot
        if open_air:
            return True
        if t > 0:  # a crossing: they swapped spots since the minute before
            pa, pb = a.history[t - 1], b.history[t - 1]
            if pa.spot == b.row.spot and pb.spot == a.row.spot and a.row.spot != b.row.spot:
                return True
        return False

    def met_target(self, p: Person, target: str, t: int) -> bool:
        q = self.people.get(target)
        return q is not None and self.meets(p, q, t)

    def zone_of(self, q: Person) -> str:
        return self.inn.zone[q.row.place]

    def zones_of(self, q: Person) -> set[str]:
        """The zones someone is in: their place's; on a room's open threshold, the corridor too."""
        zones = {self.zone_of(q)}
        if q.row.spot != q.row.place and q.row.place in self.inn.rooms:
            zones.add(self.inn.zone[q.row.spot])
        return zones

    def alone(self, p: Person, target: str | None) -> bool:
        """No third living person where the target is (without a target: nobody but ``p``)."""
        who = self.people.get(target) if target else p
        if who is None or not who.alive:
            return False
        others = [q for q in self.living() if q is not p and q is not who]
        zone = self.zone_of(who)
        # a peeker counts only inside the target's zone (the same room), where they are
        # seen; behind a window or a peephole they are in another zone, and do not count
        return not any(zone in self.zones_of(q) for q in others)

    def holds(self, p: Person, cond: Condition, kill: str | None, t: int) -> bool:
        if cond.kind == "always":
            return True
        if cond.kind == "alone":
            return self.alone(p, kill)
        q = self.people.get(cond.who or "")
        present = q is p or (q is not None and self.meets(p, q, t))  # one is where one is
        return present if cond.kind == "present" else not present

    # -- 4. kills --------------------------------------------------------------------------------
    def kills(self, t: int) -> None:
        attempts: dict[str, list[str]] = {}
        for name in self.names:
            p = self.people[name]
            if not p.alive or not p.may_kill or t <= p.clean_until:
                continue
            target = self.attempt(p, t)
            if target is not None:
                attempts.setdefault(target, []).append(name)
        if not attempts:
            return
        done: list[tuple[Person, Person]] = []
        for victim, killers in attempts.items():
            done.append((self.people[sorted(killers)[0]], self.people[victim]))
        where = {k.name: self.kill_spot(k, v) for k, v in done}
        for k, v in done:  # the body lies at the victim's spot, even one who was killing:
            # one killing out into the corridor from a room's threshold falls there, on the door
            # spot, even if their own killer is inside
            own = where.get(v.name)
            if own is None or own[1] in self.inn.rooms:
                where[v.name] = self.body_spot(k, v)
        for killer, victim in done:
            spot, place = where[victim.name]
            victim.alive = False
            victim.walk = None
            self.cases.append(Case(victim.name, killer.name, t, spot, place))
            spot, place = self.on_threshold(victim, spot, place)
            victim.row = Row(spot, place, "dead", f"killed by {killer.name}")
        for killer, victim in done:
            if not killer.alive:
                continue
            spot, place = where[killer.name]
            cut, before = killer.walk, killer.row
            killer.row = Row(*self.on_threshold(killer, spot, place), "killing", victim.name)
            killer.may_kill = False
            killer.clean_until = t + KILL_MINUTES - 1
            killer.armed = None
            if cut is not None and spot == before.spot and cut.row(t + 1) is not None:
                # the walk goes on along its route after the cleaning
                rest = cut.rows[t + 1 - cut.start :]
                killer.walk = Walk(t + KILL_MINUTES, rest, cut.action, cut.then, cut.knock_room, cut.via)
            elif cut is not None:
                killer.resume_to = (cut.rows[-1].place, cut.via_left(t), cut.action)
                killer.walk = None
            elif spot == place and place not in self.inn.rooms and place not in self.inn.destinations:
                killer.resume_to = (before.place if before.place in self.inn.rooms else killer.home, (), None)
        self.cases.sort(key=lambda c: (c.minute, c.victim))

    def on_threshold(self, p: Person, spot: str, place: str) -> tuple[str, str]:
        """Where a killer or victim ending inside a room is written in the kill's minute: on
        the door spot when they stand on its threshold (the corridor sees them go in or come
        out, issue 21 point 4), inside from the next minute."""
        threshold = p.row.spot != spot and p.row.spot == self.inn.door_of_room.get(spot)
        if threshold and p.row.place == spot:
            p.settle = Row(spot, place, "")
            return p.row.spot, place
        return spot, place

    def attempt(self, p: Person, t: int) -> str | None:
        """The target ``p`` kills at minute ``t`` (one attempt: the order's kill first)."""
        armed = p.armed
        if armed is not None and armed.kill and p.walk is None and t >= p.armed_from:
            q = self.people.get(armed.kill)
            met = q is not None and q.alive and self.met_target(p, armed.kill, t)
            if met and (armed.condition is None or self.holds(p, armed.condition, armed.kill, t)):
                return armed.kill
        if p.sheet is None:
            return None
        for standing in p.sheet.standing:
            if not standing.start <= t < standing.end:
                continue
            q = self.people.get(standing.target)
            if q is None or not q.alive or not self.met_target(p, standing.target, t):
                continue
            if self.holds(p, standing.condition, standing.target, t):
                return standing.target
        return None

    def kill_spot(self, killer: Person, victim: Person) -> tuple[str, str]:
        """Where a killer stands killing."""
        room = killer.row.place
        if room in self.inn.rooms and victim.row.place == room:
            return room, room  # a kill at a room's door happens inside the room
        if room in self.inn.rooms and killer.row.spot != room:  # in a doorway, the victim outside
            return killer.row.spot, killer.row.spot  # at the door, in the corridor
        return killer.row.spot, killer.row.place

    def body_spot(self, killer: Person, victim: Person) -> tuple[str, str]:
        """Where the body lies."""
        room = victim.row.place
        if room in self.inn.rooms and killer.row.place == room:
            return room, room
        if room in self.inn.rooms and victim.row.spot != room:  # in a doorway, the killer outside
            return victim.row.spot, victim.row.spot
        return victim.row.spot, victim.row.place  # nobody jumps
