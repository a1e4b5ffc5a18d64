"""One person on the map for one night: a SimPy process that carries out their orders.

The process plans ahead. From the first minute not yet settled it writes the person's
minutes into their :class:`~blackhorse.night.protocol.Track` in runs (a stay up to the next
order is one run; a walk is its route laid down at once; orders falling due while busy are
deferred or skipped as they fall) until the next minute the referee must settle
(:meth:`Walker.for_referee`): an order with a kill or a condition starting in place or
arriving, or an arrival at someone else's room that is not always open (a door that may
stay shut). Anything else starting or arriving (a plain walk's end, a stay, a peek) depends
on nobody and is settled at once. It leaves its intent for that minute on the timekeeper and
sleeps until the referee has settled it (:mod:`blackhorse.night.referee`); then it plans on
from the next minute. A person who just stays or walks costs nothing per minute.

A kill can cut a plan short at a minute already planned. The victim's plan past that
minute is dropped (their notes past it too). A killer whose armed or standing kill fires
while they stay or walk gets their state at that minute back: the walker keeps the state
it started planning from (:meth:`Walker.save`) and plans again up to that minute
(:meth:`Walker.replay`), which gives exactly the state the minute-by-minute rules reach.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Generator
from operator import attrgetter
from typing import Any

import simpy

from blackhorse.core.catalog import msg
from blackhorse.core.clock import NIGHT_MINUTES, hhmm
from blackhorse.core.records import Note, NoteKind
from blackhorse.inn.layout import Inn
from blackhorse.night import protocol
from blackhorse.night.protocol import (
    CLEANING_MINUTES,
    WALK_HOME,
    Intent,
    Row,
    Rows,
    Timekeeper,
    Track,
    Walk,
    rows_of,
    stay_table,
    walk_rows,
    walk_table,
)
from blackhorse.orders.cast import Person
from blackhorse.orders.echo import order_phrase, peek_phrase, spot_phrase
from blackhorse.orders.model import Action, Order, OrderSheet, StandingKill

NOWHERE: dict[str, Rows] = {}
PLANNED = (  # what planning changes (besides the walks and the notes), kept for a replay
    "start",
    "destination",
    "spot",
    "here",
    "cleaning_left",
    "active",
    "armed",
    "arrived",
    "pending",
    "peek_noted",
    "armed_until",
)
_planned = attrgetter(*PLANNED)
AT = attrgetter("at")  # an order's minute
OWN = (  # the rest of a walker's state
    "person",
    "name",
    "home",
    "inn",
    "orders",
    "standing",
    "may_kill",
    "walk",
    "victim",
    "resume",
    "dead",
    "death",
    "notes",
    "said",
    "timekeeper",
    "process",
    "life",
    "track",
    "walks",
    "due",
    "key",
    "intent",
    "armed_since",
    "armed_action",
    "saved",
    "knocked",
    "stays",
    "peeks",
)


class Walker:
    """The state of one person during the night, planned ahead in runs of minutes.

    The walker owns its state: the referee reads it, and tells it what happens to it
    (:meth:`settled`, :meth:`refused`, :meth:`arrives`, :meth:`arms`, :meth:`takes_else`,
    :meth:`strikes`, :meth:`dies`, :meth:`woken`); nobody else writes its fields. Its
    ``destination`` is where it is, or where its walk is taking it (a row's ``place`` is
    where it counts as being that minute)."""

    __slots__ = (*PLANNED, *OWN)

    def __init__(
        self, person: Person, home: str, sheet: OrderSheet | None, inn: Inn, timekeeper: Timekeeper
    ) -> None:
        self.person = person
        self.name = person.name
        self.home = home
        self.inn = inn
        orders = sheet.orders if sheet else ()
        self.orders: dict[int, Order] = dict(zip(map(AT, orders), orders, strict=True))
        self.standing: tuple[StandingKill, ...] = sheet.standing if sheet else ()
        self.may_kill = person.may_kill
        self.destination = home  # where they are, or where their walk is taking them
        self.process: simpy.Process | None = None  # their SimPy process, once started
        self.life: Generator[simpy.Event, Any, None] | None = None  # its generator
        self.spot = home  # where they stood last minute
        self.here = home  # the place they counted as being in last minute
        self.walk: Walk | None = None
        self.cleaning_left = 0
        self.victim = ""
        self.resume: Walk | None = None
        self.active: Action | None = None
        self.armed = False  # the active action's kill waits for its condition
        self.arrived = False  # at the place the active action wanted
        self.pending: Order | None = None
        self.dead, self.death = False, ""
        self.peek_noted = False
        self.notes: list[Note] = []  # written while planning (the minute's own doing)
        self.said: list[Note] = []  # written while the referee settles a minute (after those)
        self.timekeeper = timekeeper
        self.track = Track()
        self.walks = walk_table(inn)
        self.stays, self.peeks = stay_table(inn)
        # the rooms whose door may stay shut on them: someone else's, not always open
        self.knocked = frozenset(inn.beds).difference(inn.always_open, (person.room,))
        self.due = sorted([*self.orders, NIGHT_MINUTES])  # the minutes orders fall due, and the night's end
        self.start = 0  # the first minute neither planned nor settled
        self.key = 0  # the next minute the referee must settle for this person
        self.intent: Intent | None = None  # this person's intent at ``key``
        self.armed_since = self.armed_until = 0  # the minutes an armed kill is tested
        self.armed_action: Action | None = None
        self.saved: tuple[tuple[Any, ...], Walk | None, Walk | None, tuple[int, int], int] | None = None

    def note(self, minute: int, kind: NoteKind, text: str, line: int = 0, kill: str = "") -> None:
        """A GM note (:class:`~blackhorse.core.records.Note`): ``line``, the order file's
        line of the order it is about; ``kill``, that order's kill target."""
        note = Note(minute, self.name, kind, text, line, kill)
        (self.said if self.timekeeper.settling else self.notes).append(note)

    @property
    def busy(self) -> bool:
        return self.walk is not None or self.cleaning_left > 0

    # -- what happens to the person: the referee tells them ---------------------------------
    def settled(self, minute: int, it: Intent) -> None:
        """The referee settled ``minute`` as ``it``: it is written, and planning goes on from
        the next minute."""
        spot, place = it.spot, it.place
        self.track.rows[minute] = (spot, it.activity, it.detail, place)
        self.spot, self.here, self.start = spot, place, minute + 1

    def steps_inside(self, room: str) -> None:
        """A kill on ``room``'s threshold: killer and victim are inside from the next minute."""
        self.spot = room

    def arrives(self) -> None:
        """The action arriving or starting now is being settled: they are where it wanted them."""
        self.arrived = True

    def refused(self, it: Intent, room: str, why: str, minute: int) -> None:
        """Not let in at ``room`` (``it``: the arrival there, ``why`` the door stayed shut):
        they stand in the corridor and set off at once for their ``else``, or home."""
        action = it.arrival
        assert action is not None and action is not WALK_HOME
        alt = action.otherwise
        it.arrival = None
        it.place = it.spot  # the door stays shut: they stand in the corridor
        it.activity = "walking"
        self.active = alt
        if alt is not None and alt.go is not None and alt.go != room:
            self.walk = self.plan_walk(it.spot, alt.go, alt.via, alt, True, minute)
        else:
            self.walk = self.plan_walk(it.spot, self.home, (), alt, True, minute)
        it.detail = f"knock at {room} refused; to {self.destination}"
        bedless = self.home if self.person.room is None else None  # an officer without a bed: 204
        self.note(minute, "refused-knock", self.timekeeper.words.knock(room, why, alt, bedless))

    def arms(self, minute: int, action: Action, where: str, why: str) -> None:
        """The kill of ``action`` did not fire on arrival at ``where`` (``why``): it stays
        armed, tested every minute from the next one while the order runs."""
        self.armed = True
        self.armed_since, self.armed_until, self.armed_action = minute + 1, NIGHT_MINUTES, self.active
        text = self.timekeeper.words.armed(action.kill, where, why)
        self.note(minute, "unmet-condition", text, action.line, action.kill or "")

    def takes_else(self, it: Intent, alt: Action, minute: int) -> bool:
        """An order's condition failed and its ``else`` (``alt``) runs at once in its place:
        ``it``, this minute's intent, becomes the else's. True when the else is a walk (its
        first step is this minute); False when it stays, and is then settled in turn."""
        self.active, self.armed, self.peek_noted = alt, False, False
        if alt.go is not None and alt.go != it.place:
            self.walk = self.plan_walk(it.place, alt.go, alt.via, alt, False, minute)
            fresh = self.step(minute)
            it.spot, it.activity, it.detail = fresh.spot, fresh.activity, fresh.detail
            it.arrival = it.begins = None
            return True
        self.stay_put(minute, alt)
        if it.activity != "entering":
            fresh = self.idle(minute)
            it.spot, it.activity, it.detail = fresh.spot, fresh.activity, fresh.detail
        return False

    def woken(self, minute: int, killing: bool) -> Intent:
        """A kill at ``minute``, a minute already planned (``killing`` while staying or
        walking, or killed): the sleep is interrupted, and the intent there given as planned;
        a killer's planned again from the saved state, to be in the state they are in at that
        minute (:meth:`replay`)."""
        intent = self.replay(minute) if killing else self.track.at(minute)
        assert self.process is not None
        self.process.interrupt()
        return intent

    def strikes(self, victim: str, minute: int, it: Intent) -> None:
        """Kills ``victim`` at ``minute`` (``it``: this minute): their one kill is used, nine
        minutes of cleaning follow; a walk under way resumes after them along the rest of its
        route (named ``via`` spots included), out of a room by its door again."""
        self.may_kill, self.armed = False, False
        self.armed_until = min(self.armed_until, minute + 1)
        self.cleaning_left, self.victim = CLEANING_MINUTES, victim
        it.activity, it.detail = "killing", victim
        walk = self.walk
        if walk is not None:
            self.walk = None
            if it.place in self.inn.beds:
                spots = [self.inn.threshold(it.place), *(row[0] for row in walk.rows[walk.pos :])]
                rows = rows_of(spots, it.place, walk.destination, leaving=True)
                walk = Walk(it.place, walk.destination, walk.action, rows, walk.met)
            self.resume = walk

    def dies(self, killer: str, minute: int, it: Intent) -> None:
        """Killed by ``killer`` at ``minute`` (``it``: this minute): nothing more is planned,
        and their notes past that minute are dropped."""
        self.dead, self.death = True, f"killed by {killer}"
        self.walk = self.pending = self.resume = None
        self.cleaning_left = 0
        self.key, self.intent = NIGHT_MINUTES, None
        self.notes = [n for n in self.notes if n.minute <= minute]  # what they had planned past it
        it.activity, it.detail = "dead", self.death
        it.arrival = it.begins = None

    def night_ends(self) -> None:
        """23:00: a walk still under way, or an order still waiting, is noted."""
        if self.dead:
            return
        if self.walk is not None or self.resume is not None:
            self.note(
                NIGHT_MINUTES,
                "unfinished-walk",
                msg(
                    "still on the way to {place} when the night ended at 23:00",
                    place=spot_phrase(self.inn, self.destination),
                ),
            )
        if (pending := self.pending) is not None:
            self.note(
                NIGHT_MINUTES,
                "skipped-order",
                msg(
                    "{order} (line {line}) never ran: busy until 23:00",
                    order=order_phrase(self.inn, pending),
                    line=pending.line,
                ),
                pending.line,
                pending.action.kill or "",
            )

    def shows(self, minute: int, it: Intent) -> Row:
        """Writes the intent at ``minute`` before the referee settles it, for the others to
        read (who is inside a room whose door is knocked at); returns its row."""
        row = self.track.rows[minute] = (it.spot, it.activity, it.detail, it.place)
        return row

    def enters_night(self, env: simpy.Environment) -> None:
        """Starts the person's SimPy process (:meth:`live`) on ``env``."""
        self.life = self.live(env, self.timekeeper)
        self.process = env.process(self.life)

    def close(self) -> None:
        """The night is over: the process and its generator are let go (no cycles left)."""
        if self.life is not None:
            self.life.close()
        self.life = self.process = None

    # -- the SimPy process -----------------------------------------------------------
    def live(self, env: simpy.Environment, timekeeper: Timekeeper) -> Generator[simpy.Event, Any, None]:
        """Plan up to the next minute the referee must settle, then sleep until it has. A
        kill at a minute already planned (this person killed, or killing while staying
        or walking) interrupts the sleep: the referee has settled that minute, and the
        plan goes on from the next one."""
        while True:
            self.plan()
            if self.dead:
                return
            try:
                yield timekeeper.wake(self.key)
            except simpy.Interrupt:
                continue

    # -- planning ahead ----------------------------------------------------------------
    def plan(self, stop: int = NIGHT_MINUTES) -> None:
        """Write the minutes from ``start`` into the track until the next minute the referee
        must settle (``key``, with ``intent``), or to the end of the night. With ``stop``,
        stop at that minute whatever it holds (a replay)."""
        if stop == NIGHT_MINUTES and self.may_kill and (self.standing or self.armed):
            self.save()  # a kill may fire at a minute planned here: keep the state for a replay
        m, track, orders = self.start, self.track, self.orders
        if self.dead:
            if m < NIGHT_MINUTES:
                track.fill_row(m, NIGHT_MINUTES, self.spot, "dead", self.death, self.here)
            self.key, self.intent = NIGHT_MINUTES, None
            return
        while m < NIGHT_MINUTES:
            if m == stop:
                self.key, self.intent = m, self.intend(m)
                return
            if self.cleaning_left == 0:
                walk, fresh = self.walk, False
                if walk is None:
                    due = orders.get(m)
                    if due is None:
                        if self.pending is None:  # a stay, up to the next order due
                            m = self.stay(m, stop)
                            continue
                    elif (go := due.action.go) is not None and go != self.destination:
                        if self.pending is not None:
                            self.supersede(due, m)
                        fresh = self.set_out(due.action, m)  # an order due now, a walk: laid down below
                        walk = self.walk
                    elif m < stop and not self.decided_by_others(action := due.action, None):
                        if self.pending is not None:  # an order begun in place, with the stay after it
                            self.supersede(due, m)
                        self.set_out(action, m)
                        self.stay_put(m, action)
                        self.arrived = True  # settled at once: nothing in it depends on anyone else
                        m = self.stay(m, stop)
                        continue
                if walk is not None:
                    arrival = m + walk.last - walk.pos
                    if arrival < stop and not walk.met:
                        m = self.walk_on(walk, m, arrival, True, fresh)
                        continue
                    if arrival > m:
                        m = self.walk_on(walk, m, min(arrival, stop), False, fresh)
                        continue
                    # its arrival, now, is the referee's to settle (an order falling due is deferred)
                    if not fresh and (due := orders.get(m)) is not None:
                        self.defer(due, m)
                    self.key, self.intent = m, self.step(m)
                    return
            it = self.intend(m)
            if it.begins is not None or ((a := it.arrival) is not None and a is not WALK_HOME):  # settles
                if self.for_referee(it):
                    self.key, self.intent = m, it
                    return
                self.arrived = True  # settled at once: nothing in it depends on anyone else
            track.write(m, it)
            self.spot, self.here = it.spot, it.place
            m += 1
        self.key, self.intent = NIGHT_MINUTES, None

    def stay(self, m: int, stop: int) -> int:
        """Lay down the minutes from ``m`` up to the next order due (or ``stop``) as a stay
        (peeking, when the active action says so); returns the first minute not laid down."""
        end = self.due[bisect_right(self.due, m)]  # the night's end closes the list
        end = stop if stop < end else end
        action, place = self.active, self.destination
        if action is None or (peek := action.peek) is None:
            row = self.stays.get(place)  # the inn's one row of a stay there (see stay_table)
            if row is None:
                row = self.stays.setdefault(place, (place, "staying", "", place))
            self.track.rows[m:end] = [row] * (end - m)
        elif protocol.can_peek(self.inn, place, self.person.room, peek):
            row = self.peeks.get((place, peek))
            if row is None:
                row = self.peeks.setdefault((place, peek), (place, "peeking", peek, place))
            self.track.rows[m:end] = [row] * (end - m)
        else:
            self.track.fill(m, end, self.idle(m))
        self.spot = self.here = place
        return end

    def for_referee(self, it: Intent) -> bool:
        """Whether an action starting or arriving needs the referee (:meth:`decided_by_others`)."""
        arrival = it.arrival
        if arrival is None or arrival is WALK_HOME:
            assert it.begins is not None
            return self.decided_by_others(it.begins, None)
        return self.decided_by_others(arrival, it.place)

    def decided_by_others(self, action: Action, room: str | None) -> bool:
        """An action with a kill or a condition, or an arrival at ``room`` (not None) whose
        door may stay shut: someone else's room that is not always open."""
        if action.kill is not None or (action.condition is not None and action.condition.kind != "always"):
            return True
        return room in self.knocked  # None is no room

    def walk_on(self, walk: Walk, m: int, end: int, arrive: bool, fresh: bool) -> int:
        """Lay down the minutes ``m`` to ``end - 1`` of ``walk`` (the walk under way) and, with
        ``arrive``, its arrival at ``end`` (one the referee has nothing to settle in); orders
        falling due meanwhile are deferred as they fall (not the order starting the walk at
        ``m`` when ``fresh``). Returns the first minute not laid down."""
        track = self.track.rows
        stop = end + arrive
        pos = walk.pos
        if pos == 0 and arrive:  # the whole walk: its rows as they are
            track[m:stop] = walk.rows
        else:  # from ``pos``, arrival included or not
            to = pos + stop - m
            track[m:stop] = walk.rows[pos:to]
            walk.pos = to
        due = self.due
        i = bisect_left(due, m + fresh)
        while due[i] < stop:  # the night's end closes the list
            self.defer(self.orders[due[i]], due[i])
            i += 1
        if arrive:
            self.walk = None
            action = walk.action if walk.action is not None else self.active
            if action is not None and action is not WALK_HOME:
                self.arrived = True  # settled at once: nothing in it depends on anyone else
        self.spot, _, _, self.here = track[stop - 1]
        return stop

    def save(self) -> None:
        """Keep the state planning starts from, for a replay (:meth:`replay`): a walk changes
        only in its position, so the walks are kept with theirs."""
        walk, resume = self.walk, self.resume
        at = (walk.pos if walk else 0, resume.pos if resume else 0)
        self.saved = (_planned(self), walk, resume, at, len(self.notes))

    def replay(self, minute: int) -> Intent:
        """The intent at ``minute`` (planned already, not yet settled), with the state the
        person is in at that minute: plan again from the saved state up to it."""
        assert self.saved is not None
        values, walk, resume, (at, resume_at), notes = self.saved
        for field, value in zip(PLANNED, values, strict=True):
            setattr(self, field, value)
        if walk is not None:
            walk.pos = at
        if resume is not None:
            resume.pos = resume_at
        self.walk, self.resume = walk, resume
        del self.notes[notes:]
        settling, self.timekeeper.settling = self.timekeeper.settling, False
        self.plan(stop=minute)
        self.timekeeper.settling = settling
        assert self.intent is not None and self.key == minute
        return self.intent

    def defer(self, due: Order, minute: int) -> None:
        """An order falls due while busy: it waits, and replaces (skips) one waiting already."""
        self.supersede(due, minute, busy=True)
        self.pending = due

    def supersede(self, due: Order, minute: int, busy: bool = False) -> None:
        """The latest due order runs; one waiting (from a busy spell) is skipped (ADJUDICATION 3)."""
        if self.pending is not None:
            old = {
                "order": order_phrase(self.inn, self.pending),
                "line": self.pending.line,
                "at": hhmm(due.at),
            }
            if busy:
                text = msg("{order} (line {line}) never ran: still busy when the {at} order fell due", **old)
            else:
                text = msg("{order} (line {line}) never ran: free again as the {at} order fell due", **old)
            self.note(minute, "skipped-order", text, self.pending.line, self.pending.action.kill or "")
            self.pending = None

    def intend(self, minute: int) -> Intent:
        if self.dead:
            return Intent(self.spot, "dead", self.death, self.here)
        due = self.orders.get(minute)
        if due is not None:
            if self.busy:
                self.defer(due, minute)
            else:
                self.supersede(due, minute)
                return self.begin(due.action, minute)
        if self.cleaning_left > 0:
            self.cleaning_left -= 1
            if self.cleaning_left == 0 and self.resume is not None:
                self.walk, self.resume = self.resume, None
            return Intent(self.spot, "cleaning", self.victim, self.here)
        if self.walk is not None:
            return self.step(minute)
        if self.pending is not None:
            order, self.pending = self.pending, None
            self.note(
                minute,
                "late-start",
                msg(
                    "{order} (line {line}) started {n} min late, at {at}: busy until {until}",
                    order=order_phrase(self.inn, order),
                    line=order.line,
                    n=minute - order.at,
                    at=hhmm(minute),
                    until=hhmm(minute - 1),
                ),
                order.line,
                order.action.kill or "",
            )
            return self.begin(order.action, minute)
        return self.idle(minute)

    # -- walking ----------------------------------------------------------------------
    def plan_walk(
        self,
        origin: str,
        destination: str,
        via: tuple[str, ...],
        action: Action | None,
        departed: bool,
        minute: int,
    ) -> Walk:
        """Plan a walk from ``origin``: a place (a room, the garden, the lawn), left by its
        threshold in the walk's first minute; or, when ``departed``, the spot the walker stands
        on now, whose minute is already written (a refused visitor at the door).

        A `via` that would make the walk pass a spot twice from where the walker really is
        (the order file expected them elsewhere: after an `else` or a refused knock) is
        ignored and noted; the walk takes the shortest way.
        """
        if via and self.inn.revisits(origin, destination, via):
            inn = self.inn
            again = tuple(spot_phrase(inn, s) for s in inn.revisits(origin, destination, via))
            self.note(
                minute,
                "ignored-via",
                msg(
                    "via {spots} ignored: from {place} it would pass {passed} twice"
                    " (nobody paces, seed 八); took the shortest way to {destination}",
                    spots=tuple(spot_phrase(inn, s) for s in via),
                    place=spot_phrase(inn, origin),
                    passed=again,
                    destination=spot_phrase(inn, destination),
                ),
            )
            via = ()
        rows = None if via else self.walks[departed].get(origin, NOWHERE).get(destination)
        if rows is None:
            rows = walk_rows(self.inn, origin, destination, via, departed)
        act = action if action is not None else self.active  # the action its arrival settles
        met = act is not None and act is not WALK_HOME and self.decided_by_others(act, destination)
        walk = Walk(origin, destination, action, rows, met)
        self.destination = destination
        self.arrived = False
        return walk

    def step(self, minute: int) -> Intent:
        walk = self.walk
        assert walk is not None
        i = walk.pos
        spot, activity, detail, place = walk.rows[i]
        walk.pos = i + 1
        if i == walk.last:
            self.walk = None
            action = walk.action if walk.action is not None else self.active
            return Intent(spot, activity, detail, place, arrival=action or WALK_HOME)
        return Intent(spot, activity, detail, place)

    # -- orders -----------------------------------------------------------------------
    def begin(self, action: Action, minute: int) -> Intent:
        """Start ``action`` at ``minute``; the person is free."""
        if self.set_out(action, minute):
            return self.step(minute)
        self.stay_put(minute, action)
        intent = self.idle(minute)
        intent.begins = action
        return intent

    def set_out(self, action: Action, minute: int) -> bool:
        """Take up ``action`` at ``minute``; True when it starts a walk (planned, not stepped)."""
        if self.armed:
            self.armed_until = minute  # an armed kill is tested while its order runs
        self.active = action
        self.armed = False
        self.arrived = False
        self.peek_noted = False
        if action.go is not None and action.go != self.destination:
            self.walk = self.plan_walk(self.destination, action.go, action.via, action, False, minute)
            return True
        return False

    def stay_put(self, minute: int, action: Action) -> None:
        """Going where one already is takes no walk; a `via` there is noted and ignored."""
        if action.go is not None and action.via:
            self.note(
                minute,
                "ignored-via",
                msg(
                    "go {place} via {spots}: already at {place}, so no walk"
                    " (a round trip would be pacing, seed 八); the via is ignored",
                    place=spot_phrase(self.inn, action.go),
                    spots=tuple(spot_phrase(self.inn, s) for s in action.via),
                ),
            )

    def idle(self, minute: int) -> Intent:
        place = self.destination
        action = self.active
        if action is not None and action.peek is not None:
            if protocol.can_peek(self.inn, place, self.person.room, action.peek):
                return Intent(place, "peeking", action.peek, place)
            if not self.peek_noted:
                self.peek_noted = True
                self.note(
                    minute,
                    "cannot-peek",
                    msg(
                        "cannot peek through the {peek} from {place}: only from one's own"
                        " room, or through the window of the common room",
                        peek=peek_phrase(action.peek),
                        place=spot_phrase(self.inn, place),
                    ),
                )
        return Intent(place, "staying", "", place)
