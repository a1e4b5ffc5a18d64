"""The game's standing between nights: who is alive, dead or jailed, who lives where, the cases.

A :class:`GameState` is immutable. It starts from game.yaml (:func:`initial_state`) and moves
on one night (:func:`after_night`) or one day (:mod:`blackhorse.game.days`) at a time; the win
conditions (:mod:`blackhorse.game.wins`) are settled after each step. Nothing here reads files.
"""

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Literal

from blackhorse.core.catalog import Stored, msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.names import same_name
from blackhorse.orders.cast import Cast, Game, Person

Status = Literal["alive", "dead", "jailed"]


class Death(NamedTuple):
    """One murder of a night, as the night's results record it."""

    victim: str
    killer: str
    minute: int


@dataclass(frozen=True)
class TenantState:
    name: str
    room: str  # where they live; for the dead and jailed, where they lived last
    targets: tuple[str, ...]
    status: Status = "alive"
    since: str = ""  # "night 2" / "day 3": when they died or were jailed
    killed: str | None = None  # their victim, once they have used their one kill
    kill_night: int | None = None
    unaccused_days: int = 0  # days in a row since their kill that they stayed free

    @property
    def in_game(self) -> bool:
        return self.status == "alive"


@dataclass(frozen=True)
class CaseState:
    """A murder case, numbered in order of death across the game (1, 2, ...)."""

    id: int
    night: int
    victim: str
    killer: str
    minute: int
    accused: str | None = None
    accused_day: int | None = None

    @property
    def solved(self) -> bool:
        """The police accused this case's killer."""
        return self.accused is not None and self.accused == self.killer


@dataclass(frozen=True)
class GameState:
    """Where the game stands after ``nights`` nights and ``days`` days (days <= nights)."""

    game: Game
    tenants: Mapping[str, TenantState]
    police_rooms: Mapping[str, str]
    cases: tuple[CaseState, ...] = ()
    nights: int = 0
    days: int = 0
    police_streak: int = 0  # murder-free nights in a row while >= 80% of cases were solved
    winner: str | None = None  # None, "police", "draw", a tenant's name, or "tenants" (several)
    winners: tuple[str, ...] = ()  # who won, by name: tenants, or every police officer
    why: str = ""  # how the game ended

    def __repr__(self) -> str:
        """One line for a notebook (the game, every tenant and case would be a page)."""
        free = ", ".join(f"{n} {self.tenants[n].room}" for n in self.free_tenants) or "nobody"
        parts = [f"in the game {free}"]
        for status in ("dead", "jailed"):
            names = sorted(n for n, t in self.tenants.items() if t.status == status)
            if names:
                parts.append(f"{status} {', '.join(names)}")
        parts.append(f"{len(self.cases)} case{'' if len(self.cases) == 1 else 's'}")
        if self.winner is not None:
            parts.append(f"winner {self.winner}")
        return f"<GameState {self.moment}: {'; '.join(parts)}>"

    # -- views ---------------------------------------------------------------------------
    @property
    def moment(self) -> str:
        """``"before night 1"``, ``"after night 2"`` or ``"after day 2"``."""
        if self.nights == 0:
            return msg("before night 1")
        if self.days == self.nights:
            return msg("after day {n}", n=self.days)
        return msg("after night {n}", n=self.nights)

    @property
    def free_tenants(self) -> tuple[str, ...]:
        """Tenants still in the game (alive and not jailed), by name."""
        return tuple(sorted(n for n, t in self.tenants.items() if t.in_game))

    def occupants(self, room: str) -> tuple[str, ...]:
        """Who sleeps in ``room`` now: free tenants and a police officer living there."""
        tenants = [n for n, t in self.tenants.items() if t.in_game and t.room == room]
        police = [p for p, r in self.police_rooms.items() if r == room]
        return tuple(sorted(tenants) + sorted(police))

    def deaths_in(self, room: str) -> int:
        """How many tenants were murdered while living in ``room``."""
        return sum(1 for t in self.tenants.values() if t.status == "dead" and t.room == room)

    def case(self, case_id: int) -> CaseState | None:
        return self.cases[case_id - 1] if 1 <= case_id <= len(self.cases) else None

    def absent_reason(self, name: str) -> str:
        t = self.tenants[name]
        if t.status == "dead":
            return msg("dead since {since}", since=Stored(t.since))
        return msg("jailed since {since}", since=Stored(t.since))


def initial_state(game: Game) -> GameState:
    """The state before night 1, exactly as game.yaml declares it."""
    tenants = {n: TenantState(n, t.room, t.targets) for n, t in game.tenants.items()}
    return GameState(
        game=game,
        tenants=MappingProxyType(tenants),
        police_rooms=MappingProxyType(dict(game.police_rooms)),
    )


def after_night(state: GameState, night: int, deaths: tuple[Death, ...]) -> GameState:
    """Apply night ``night``'s murders (in order of death); no win check here."""
    tenants = dict(state.tenants)
    cases = list(state.cases)
    for death in sorted(deaths, key=lambda d: (d.minute, d.victim)):
        tenants[death.victim] = replace(tenants[death.victim], status="dead", since=msg("night {n}", n=night))
        tenants[death.killer] = replace(tenants[death.killer], killed=death.victim, kill_night=night)
        cases.append(CaseState(len(cases) + 1, night, death.victim, death.killer, death.minute))
    return replace(state, tenants=MappingProxyType(tenants), cases=tuple(cases), nights=night)


def cast_for_night(state: GameState, senders: frozenset[str]) -> Cast:
    """Who is on the map for the next night.

    Free tenants in the rooms they live in now, with their targets and whether their one
    kill is still unused; a police officer if they live in the inn or sent orders
    (``senders``). The dead and the jailed are off the map, with the reason in ``absent``.
    """
    game = state.game
    people: dict[str, Person] = {}
    absent: dict[str, str] = {}
    for name in game.tenants:
        t = state.tenants[name]
        if t.in_game:
            people[name] = Person(name, "tenant", t.room, t.targets, may_kill=t.killed is None)
        else:
            absent[name] = state.absent_reason(name)
    for p in game.police:
        if p in state.police_rooms or same_name(p, senders) is not None:
            people[p] = Person(p, "police", state.police_rooms.get(p))
    return Cast(
        people=MappingProxyType(people),
        known=frozenset(game.people),
        police=frozenset(game.police),
        absent=MappingProxyType(dict(sorted(absent.items()))),
        nicknames=game.nicknames,
    )
