"""The night in SimPy: one process per person, one referee that settles minutes.

Each person's process (:mod:`blackhorse.night.walker`) plans ahead and sleeps until the next
minute at which something can happen to them: an order with a kill or a condition starting
or arriving, or an arrival at someone else's room. The referee's process sleeps until the
first such minute of anyone, or the first minute an armed or standing kill can fire
(:mod:`blackhorse.night.watch`, from everyone's planned minutes), and settles it as the rules
settle every minute, in this fixed order and from everyone's positions at that minute:
doors (who is let in), conditions and ``else`` branches, then kills. Minutes with nothing to
settle are never visited; the rules give the same result in them as planned. Nothing
depends on the order people are listed in.

``NightRun`` keeps everyone's minute rows (their tracks); its ``steps`` are built from them
on first use, minute by minute and in name order within a minute, exactly the rows a
minute-by-minute engine writes.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from operator import attrgetter
from typing import Any

import simpy

from blackhorse.core.catalog import msg
from blackhorse.core.clock import NIGHT_MINUTES, hhmm
from blackhorse.core.records import Note
from blackhorse.inn.layout import Inn
from blackhorse.night import conditions
from blackhorse.night.conditions import Row
from blackhorse.night.doors import kept_shut
from blackhorse.night.kills import Kills
from blackhorse.night.notewords import NoteWords
from blackhorse.night.protocol import WALK_HOME, Intent, NightRun
from blackhorse.night.walker import Walker
from blackhorse.night.watch import Attempt, Watch
from blackhorse.orders.cast import Cast
from blackhorse.orders.echo import condition_phrase
from blackhorse.orders.model import Action, Condition, OrderSheet


class Referee:
    """The clock, doors and conditions, with the kills (:class:`Kills`) and the watch for
    armed and standing kills (:class:`Watch`) as collaborators; the person processes'
    timekeeper. It reads the walkers and tells them what happens to them."""

    def __init__(self, cast: Cast, sheets: tuple[OrderSheet, ...], inn: Inn) -> None:
        self.inn = inn
        self.cast = cast
        by_name = {s.who: s for s in sheets}
        self.names = tuple(sorted(cast.people))
        self.walkers = {
            n: Walker(cast.people[n], cast.home(n), by_name.get(n), inn, self) for n in self.names
        }
        self.sheets = by_name
        self.rows = {n: w.track.rows for n, w in self.walkers.items()}  # everyone's rows, by name
        self.intents: dict[str, Intent] = {}  # the minute being settled: of whom it concerns
        self.kills = Kills(inn, self.walkers)
        self.notes: list[Note] = []
        self.fixed: dict[str, Row] = {}  # the rows of the minute being settled, of those it concerns
        self.ground = conditions.ground(inn)
        self.words = NoteWords(inn)
        self.minute = Settled(self)
        self.t = 0
        self.alive: frozenset[str] = frozenset(self.names)
        self.living = list(self.walkers.values())  # in name order
        self.killers = [w for w in self.living if w.may_kill]  # the living who may still kill
        self.living_named = list(self.names)  # the living's names, in name order (never changed in place)
        self.living_rows = [w.track.rows for w in self.living]  # their rows
        self.spots_at: tuple[int, list[str]] = (-1, [])  # a minute's spots of the living, once knocked
        self.watchers = self.watching()
        self.settling = False
        self.env = simpy.Environment()
        self.wakes: dict[int, simpy.Event] = {}
        self.watch = Watch(self)

    # -- the SimPy process -------------------------------------------------------------
    def wake(self, minute: int) -> simpy.Event:
        """The event the people to settle at ``minute`` sleep on (never, past the night)."""
        event = self.wakes.get(minute)
        if event is None:
            event = self.wakes[minute] = self.env.event()
        return event

    def live(self, env: simpy.Environment) -> Generator[simpy.Event, Any, None]:
        """The clock. It sleeps until the next minute that has something to settle: someone's
        order starting or arrival, or the first minute an armed or standing kill can fire
        (:class:`~blackhorse.night.watch.Watch`, from everyone's planned minutes); settles
        it; then wakes the people it settled, who plan on, and waits for them.

        SimPy's public API only: a timeout to minute ``t``, the settling, then the wake-up
        event of ``t`` succeeds and the clock waits on it too, so it resumes after the people
        waiting on it have planned on. People a kill interrupts plan on before them (urgent
        interrupts; each plans alone, so the order makes no difference)."""
        now = 0  # the first minute not settled
        while True:
            t = self.watch.first_kill(now, min([w.key for w in self.living], default=NIGHT_MINUTES))
            if t >= NIGHT_MINUTES:
                return
            if t > env.now:
                yield env.timeout(t - env.now)
            self.settle(t)
            woken = self.wake(t)
            woken.succeed()
            yield woken  # after the people it wakes have planned on
            now = t + 1

    def settle(self, t: int) -> None:
        """Settle minute ``t`` exactly as if every person had stated an intent for it:
        doors, then conditions and armed and standing kills, then kills."""
        living = self.living
        self.t, self.settling = t, True
        intents: dict[str, Intent] = {}
        fixed: dict[str, Row] = {}
        concerned: list[tuple[Walker, Intent]] = []
        for w in living:  # the people this minute concerns, in name order
            if w.key == t and (it := w.intent) is not None:
                intents[w.name] = it
                fixed[w.name] = w.shows(t, it)  # for the doors
                concerned.append((w, it))
        self.intents, self.fixed = intents, fixed
        beds = self.inn.beds
        for w, it in concerned:  # only an arrival at a room can meet a shut door
            arrival = it.arrival
            if arrival is not None and arrival is not WALK_HOME and it.place in beds and self.doors(w, it, t):
                # a refused visitor stands in the corridor
                fixed[w.name] = (it.spot, it.activity, it.detail, it.place)
        tries: list[tuple[Walker, bool]] = []
        for w, it in concerned:  # actions starting or arriving: their conditions and `else`
            if not (it.settles or w.armed or (w.standing and w.may_kill)):
                continue  # nothing to settle but where they stand
            tries.append((w, self.conditions(w, it, t)))
        for w, it in concerned:  # the kills read everyone where the conditions and `else` left them
            fixed[w.name] = (it.spot, it.activity, it.detail, it.place)
        attempts: list[Attempt] = []
        for w, met in tries:  # the order's kill (met, or armed), else a standing kill
            if attempt := self.attempt(w, met, t):
                attempts.append(attempt)
        for w in self.watchers:  # the others: only an armed or standing kill can happen now
            if w.key != t and (w.standing or w.armed_until > t) and (attempt := self.watch.fires(w, t)):
                attempts.append(attempt)
        if attempts:
            self.kills.settle(attempts, t, intents)
            self.living = [w for w in living if not w.dead]
            self.alive = frozenset(w.name for w in self.living)
            self.killers = [w for w in self.living if w.may_kill]
            self.living_named = [w.name for w in self.living]
            self.living_rows = [w.track.rows for w in self.living]
            self.spots_at = (-1, [])
            self.watchers = self.watching()
            walkers = self.walkers  # a kill at a planned minute adds its killer and victim
            concerned = [(walkers[name], it) for name, it in intents.items()]
        for w, it in concerned:  # their minute, as settled
            w.settled(t, it)
        if attempts:  # a kill on a room's threshold: killer and victim are inside from the next minute
            beds = self.inn.beds
            for w, it in concerned:
                if it.place in beds and it.activity in ("killing", "dead"):
                    w.steps_inside(it.place)
        self.settling = False

    def watching(self) -> list[Walker]:
        """The living who may still kill and have a standing kill or an armed one (in force or
        not), in name order: the only ones a kill can fire for at a minute they do not settle."""
        return [w for w in self.killers if w.standing or w.armed_action is not None]

    # -- doors ---------------------------------------------------------------------------
    def doors(self, w: Walker, it: Intent, t: int) -> bool:
        """Settle a knock (``it``, an arrival at a room); True when the door stays shut."""
        room, name = it.place, w.name
        if room in self.inn.always_open or room == w.person.room:
            return False
        when, at = self.spots_at
        if when != t:  # the first knock of the minute: the living's spots, read once for its knocks
            at = [rows[t][0] for rows in self.living_rows]
            self.spots_at = (t, at)
        inside = at.count(room)  # most knocks find nobody or one person inside: counted and found in C
        if inside == 0:
            insiders = []
        elif inside == 1:
            insiders = [o] if (o := self.living_named[at.index(room)]) != name else []
        else:
            named = zip(self.living_named, at, strict=True)
            insiders = [o for o, spot in named if spot == room and o != name]
        why = kept_shut(self.cast, self.sheets, insiders, name, t)
        if why is None:
            return False
        w.refused(it, room, why, t)
        return True

    # -- conditions and the kills they trigger (one rule each: night/conditions.py) ----------
    def now(self, name: str) -> Row | None:
        """``name``'s row at the minute being settled; None if dead. The conditions read the
        rows as they stood before any ``else`` of the minute (an ``else`` walk started this
        minute moves nobody for the others' conditions); the kills read them as the
        conditions and ``else`` left them (:meth:`settle`)."""
        if name not in self.alive:
            return None
        fixed = self.fixed.get(name)
        return fixed if fixed is not None else self.rows[name][self.t]

    def before(self, name: str) -> Row | None:
        return self.rows[name][self.t - 1] if self.t else None

    def living_names(self) -> list[str]:
        return self.living_named

    def here(self, name: str, other: str) -> bool:
        """``name`` and ``other`` meet at the minute being settled (:func:`conditions.meets`)."""
        return conditions.meets(self.ground, self.minute, name, other)

    def holds(self, cond: Condition | None, name: str, target: str | None) -> bool:
        return conditions.holds(self.ground, self.minute, cond, name, target)

    def why_not(self, action: Action, name: str) -> str:
        if action.kill and not self.here(name, action.kill):
            return self.words.not_there(action.kill)
        why = conditions.failure(self.ground, self.minute, action.condition, name, action.kill)
        return why or msg("condition '{condition}' not met", condition=condition_phrase(action))

    def conditions(self, w: Walker, it: Intent, t: int) -> bool:
        """Settle the order arriving or starting at ``t`` for ``w``: its condition and its
        kill's target, its ``else`` at once when they fail (ADJUDICATION 9.4), all from the
        rows everyone stood on before any ``else`` of the minute. True when its kill met its
        target under its condition: the kill is tried with the kills (:meth:`attempt`)."""
        action = it.arrival if it.arrival is not WALK_HOME else None
        action = action or it.begins
        if action is None:
            return False
        w.arrives()
        return self.first_check(w, it, action, t)

    def attempt(self, w: Walker, met: bool, t: int) -> Attempt | None:
        """The kill ``w`` attempts at ``t``, once the conditions and ``else`` of the minute are
        settled, from where they left everyone (ADJUDICATION 9.8: an ``else`` walk is on its
        first spot): the order's kill (``met`` at the conditions, or armed), else a standing
        kill (one attempt per killer per minute, 9.6)."""
        name, act = w.name, w.active
        if (met or w.armed) and w.arrived and not w.busy and act is not None and act.kill:
            target = act.kill
            if self.holds(act.condition, name, target) and self.here(name, target):
                return Attempt(name, target, standing=False)
            if met:  # met at the conditions, not where the `else`s left them: armed from now on
                w.arms(t, act, w.destination, self.why_not(act, name))
                self.watchers = self.watching()
        if w.may_kill and w.cleaning_left == 0:
            return self.standing_kill(w, t)
        return None

    def standing_kill(self, w: Walker, t: int) -> Attempt | None:
        """The standing kill of ``w`` in force at ``t`` whose target is here, condition met."""
        for order in w.standing:
            if (
                order.start <= t < order.end
                and self.here(w.name, order.target)
                and self.holds(order.condition, w.name, order.target)
            ):
                return Attempt(w.name, order.target, standing=True)
        return None

    def first_check(self, w: Walker, it: Intent, action: Action, t: int) -> bool:
        """Settle an action on arrival (or at once when it needs no walk); True when its kill
        meets its target under its condition."""
        name = w.name
        ok = self.holds(action.condition, name, action.kill)
        if action.kill is not None and not w.may_kill:
            text = msg("kill {target} void: {name} has already killed once", target=action.kill, name=name)
            w.note(t, "voided-kill", text, action.line, action.kill)
            return False
        if action.kill is not None:
            if ok and self.here(name, action.kill):
                return True
            if action.otherwise is None:
                w.arms(t, action, it.place, self.why_not(action, name))
                self.watchers = self.watching()
                return False
        elif ok:
            return False
        if action.otherwise is None:
            text = self.words.unmet(action, self.why_not(action, name), it.place, None)
            w.note(t, "unmet-condition", text, action.line, action.kill or "")
            return False
        alt = action.otherwise
        text = self.words.unmet(action, self.why_not(action, name), it.place, alt)
        w.note(t, "else-run", text, action.line, action.kill or "")
        if w.takes_else(it, alt, t):
            return False  # a walk: its first step is this minute
        return self.first_check(w, it, alt, t)

    def close(self) -> None:
        """Break the night's reference cycles (people, referee, SimPy events), so that it is
        freed at once when it returns, not left to the cycle collector."""
        for event in self.wakes.values():
            if event.callbacks:
                event.callbacks.clear()
        for w in self.walkers.values():
            w.close()
        self.wakes, self.walkers, self.living = {}, {}, []
        self.killers, self.living_rows, self.watchers = [], [], []
        del self.watch, self.minute, self.env, self.kills

    def finish(self) -> None:
        self.settling = True
        for name in self.names:
            self.walkers[name].night_ends()
        # a person's notes of a minute: what they did (planning), then what the referee settled
        notes = [n for name in self.names for w in (self.walkers[name],) for n in (*w.notes, *w.said)]
        self.notes = sorted(notes, key=attrgetter("minute", "person"))


class Settled:
    """The minute the referee settles, as the conditions read it (:class:`conditions.Minute`)."""

    __slots__ = ("referee", "now", "before", "living")

    def __init__(self, referee: Referee) -> None:
        self.referee = referee
        # the referee's own methods, bound once: a condition reads a row with one call, not two
        self.now: Callable[[str], Row | None] = referee.now
        self.before: Callable[[str], Row | None] = referee.before
        self.living: Callable[[], list[str]] = referee.living_names


def simulate(cast: Cast, sheets: tuple[OrderSheet, ...], inn: Inn) -> NightRun:
    """Run one night from checked input; pure function of its arguments."""
    referee = Referee(cast, sheets, inn)
    env = referee.env
    for name in referee.names:  # all plan before minute 0, in name order
        referee.walkers[name].enters_night(env)
    env.process(referee.live(env))
    env.run(until=NIGHT_MINUTES)
    referee.finish()
    tracks = tuple(referee.walkers[n].track for n in referee.names)
    run = NightRun(tracks, tuple(referee.notes), tuple(referee.kills.cases), referee.names)
    referee.close()
    return run


__all__ = ["NightRun", "simulate", "hhmm"]
