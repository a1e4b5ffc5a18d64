"""One person on the map for one night: a SimPy process that carries out their orders.

Each minute the process states its intent (where it stands and what it does); the referee
in :mod:`blackhorse.night.referee` then settles what depends on others (doors, conditions, kills)
and may change the intent before the minute is written down.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from blackhorse.core.clock import hhmm
from blackhorse.core.records import Note
from blackhorse.inn.layout import Inn
from blackhorse.night.protocol import WALK_HOME, Intent, MinuteDesk
from blackhorse.orders.cast import Person
from blackhorse.orders.model import Action, Order, OrderSheet, StandingKill


@dataclass
class Walk:
    origin: str
    destination: str
    action: Action | None  # the action to settle on arrival; None when resuming is all
    spots: deque[str]
    leaving: bool  # the next spot is the departure threshold of ``origin``


class Walker:
    """The state of one person during the night, advanced one minute at a time."""

    def __init__(self, person: Person, home: str, sheet: OrderSheet | None, inn: Inn) -> None:
        self.person = person
        self.name = person.name
        self.home = home
        self.inn = inn
        self.sheet = sheet
        self.orders: dict[int, Order] = {o.at: o for o in sheet.orders} if sheet else {}
        self.standing: tuple[StandingKill, ...] = sheet.standing if sheet else ()
        self.may_kill = person.may_kill
        self.place = home  # where they are, or where their walk is taking them
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
        self.dead = False
        self.death = ""
        self.peek_noted = False
        self.notes: list[Note] = []

    def note(self, minute: int, kind: str, text: str) -> None:
        self.notes.append(Note(minute, self.name, kind, text))

    @property
    def busy(self) -> bool:
        return self.walk is not None or self.cleaning_left > 0

    # -- the SimPy process -----------------------------------------------------------
    def live(self, env: Any, referee: MinuteDesk) -> Generator[Any, Any, None]:
        """Each minute: say where one goes next, then wait for the referee's next tick."""
        while True:
            referee.intents[self.name] = self.intend(int(env.now))
            yield referee.tick

    def intend(self, minute: int) -> Intent:
        if self.dead:
            return Intent(self.spot, "dead", self.death, self.here)
        due = self.orders.get(minute)
        if due is not None:
            if self.busy:
                if self.pending is not None:
                    self.note(
                        minute,
                        "skipped-order",
                        f"{self.pending.describe()} (line {self.pending.line}) never ran: "
                        f"still busy when the {hhmm(due.at)} order fell due",
                    )
                self.pending = due
            else:  # a pending order exists only while busy, so none is waiting here
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
                f"{order.describe()} (line {order.line}) started {minute - order.at} min late,"
                f" at {hhmm(minute)}: busy until {hhmm(minute - 1)}",
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
            again = ", ".join(self.inn.revisits(origin, destination, via))
            self.note(
                minute,
                "ignored-via",
                f"via {', '.join(via)} ignored: from {origin} it would pass {again} twice"
                " (nobody paces, seed 八); took the shortest way to {destination}",
            )
            via = ()
        spots = deque(self.inn.route(origin, destination, via).spots)
        if departed:
            spots.popleft()
        walk = Walk(origin, destination, action, spots, leaving=not departed)
        self.place = destination
        self.arrived = False
        return walk

    def step(self, minute: int) -> Intent:
        walk = self.walk
        assert walk is not None
        spot = walk.spots.popleft()
        if not walk.spots:
            self.walk = None
            action = walk.action if walk.action is not None else self.active
            return Intent(
                spot, "entering", f"from {walk.origin}", walk.destination, arrival=action or WALK_HOME
            )
        if walk.leaving:
            walk.leaving = False
            return Intent(spot, "leaving", f"to {walk.destination}", walk.origin)
        return Intent(spot, "walking", f"to {walk.destination}", spot)

    # -- orders -----------------------------------------------------------------------
    def begin(self, action: Action, minute: int) -> Intent:
        """Start ``action`` at ``minute``; the person is free."""
        self.active = action
        self.armed = False
        self.arrived = False
        self.peek_noted = False
        if action.go is not None and action.go != self.place:
            self.walk = self.plan_walk(
                self.place, action.go, action.via, action, departed=False, minute=minute
            )
            return self.step(minute)
        self.stay_put(minute, action)
        intent = self.idle(minute)
        intent.begins = action
        return intent

    def stay_put(self, minute: int, action: Action) -> None:
        """Going where one already is takes no walk; a `via` there is noted and ignored."""
        if action.go is not None and action.via:
            self.note(
                minute,
                "ignored-via",
                f"go {action.go} via {', '.join(action.via)}: already at {action.go}, so no walk"
                " (a round trip would be pacing, seed 八); the via is ignored",
            )

    def idle(self, minute: int) -> Intent:
        place = self.place
        action = self.active
        if action is not None and action.peek is not None:
            if self.can_peek(action.peek):
                return Intent(place, "peeking", action.peek, place)
            if not self.peek_noted:
                self.peek_noted = True
                self.note(
                    minute,
                    "cannot-peek",
                    f"cannot peek through the {action.peek} from {place}: only from one's own"
                    " room, or through the window of the common room",
                )
        return Intent(place, "staying", "", place)

    def can_peek(self, kind: str) -> bool:
        if self.place == self.person.room:
            if kind == "window":
                return self.place in self.inn.windows
            return self.place in self.inn.peepholes
        return kind == "window" and self.place in self.inn.always_open and (self.place in self.inn.windows)
