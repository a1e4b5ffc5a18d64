"""Armed and standing kills between the minutes the referee settles, and the night's rows.

A kill that waits for its moment (an armed kill on arrival whose condition failed, while its
order runs; a standing kill, while it is in force) is tested every minute by the rules. The
referee does not visit those minutes one by one: :meth:`Watch.first_kill` looks through
everyone's planned minutes (their tracks) for the first minute, before the next one the
referee settles anyway, at which such a kill can fire: the killer and the target meet
(:func:`blackhorse.night.conditions.met`), then the condition holds. Only that minute is settled.
Every other minute of the watch is one comparison of two columns.
"""

from typing import Protocol

from blackhorse.core.namedtuple import NamedTuple
from blackhorse.night import conditions
from blackhorse.night.conditions import Ground, Row
from blackhorse.night.walker import Walker
from blackhorse.orders.model import Condition


class Attempt(NamedTuple):
    killer: str
    victim: str
    standing: bool


class Board(Protocol):
    """What the watch reads of the referee: who is alive, and presence at the minute settled."""

    names: tuple[str, ...]
    walkers: dict[str, Walker]
    rows: dict[str, list[Row]]  # everyone's rows (their tracks'), by name
    living: list[Walker]  # in name order
    watchers: list[Walker]  # the living who may still kill, with a standing or armed kill
    alive: frozenset[str]
    ground: Ground

    def here(self, name: str, other: str) -> bool: ...

    def holds(self, cond: Condition | None, name: str, target: str | None) -> bool: ...

    def standing_kill(self, w: Walker, t: int) -> Attempt | None: ...


class Planned:
    """A minute the referee has not settled, as everyone planned it (:class:`conditions.Minute`)."""

    __slots__ = ("referee", "m")

    def __init__(self, referee: Board, m: int) -> None:
        self.referee, self.m = referee, m

    def now(self, name: str) -> Row | None:
        r = self.referee
        return r.rows[name][self.m] if name in r.alive else None

    def before(self, name: str) -> Row | None:
        return self.referee.rows[name][self.m - 1] if self.m else None

    def living(self) -> list[str]:
        return [w.name for w in self.referee.living]


class Watch:
    def __init__(self, referee: Board) -> None:
        self.referee = referee

    def fires(self, w: Walker, t: int) -> Attempt | None:
        """The kill a person with nothing else at minute ``t`` attempts then, if any (the
        referee's positions of ``t`` are set)."""
        r, name, act = self.referee, w.name, w.armed_action
        target = act.kill if act is not None and w.armed_since <= t < w.armed_until else None
        if act is not None and target and r.holds(act.condition, name, target) and r.here(name, target):
            return Attempt(name, target, standing=False)
        return r.standing_kill(w, t) if w.may_kill else None

    def first_kill(self, now: int, until: int) -> int:
        """The first minute from ``now`` (before ``until``, the next minute to settle
        anyway) at which an armed or standing kill fires; ``until`` when none does."""
        best = until
        for w in self.referee.watchers:
            act = w.armed_action
            if act is not None and act.kill and w.armed_until > now:
                lo, hi = max(now, w.armed_since), min(best, w.armed_until)
                found = self.scan(w, act.kill, act.condition, lo, hi)
                best = best if found is None else found
            for o in w.standing:
                found = self.scan(w, o.target, o.condition, max(now, o.start), min(best, o.end))
                best = best if found is None else found
        return best

    def scan(self, w: Walker, target: str, cond: Condition | None, lo: int, hi: int) -> int | None:
        """The first minute in ``lo``..``hi - 1`` at which ``w`` can kill ``target``: they meet
        (:func:`conditions.met`, the one rule), then the condition holds."""
        r = self.referee
        if lo >= hi or target not in r.alive:
            return None
        ground = r.ground
        met = conditions.met
        mine, theirs = w.track.rows, r.rows[target]
        before_mine, before_theirs = (mine[lo - 1], theirs[lo - 1]) if lo else (None, None)
        meeting = True  # whether they met the minute before (True: not known)
        for m in range(lo, hi):
            a, b = mine[m], theirs[m]
            if a is before_mine and b is before_theirs and not meeting:
                continue  # both on the very rows of a minute they did not meet: they do not meet now
            meeting = met(ground, a, b, before_mine, before_theirs)
            if meeting and (cond is None or conditions.holds(ground, Planned(r, m), cond, w.name, target)):
                return m
            before_mine, before_theirs = a, b
        return None
