"""Bot players: seeded strategies that write ordinary order files (docs/BOTS.md).

A bot plays one person for one night. It sees what that person would know from the cast
(who is on the map, who lives where, their own targets) and nothing else, and writes the
same order file a GM would type: a mapping ``{who, door, orders, standing}`` of plain
strings. The file is checked by the ordinary order-file reader (:func:`checked_sheet`), so
a bot's night can be replayed, checked and explained like any other. The batch path of a
sweep takes the same orders as checked model objects built directly
(:func:`bot_order_sheets`, :mod:`~blackhorse.analysis.botmoves`): nothing written, nothing
read, the same objects the reader makes of the files (``tests/test_bot_orders.py``).

Strategies:

``wanderer``
    an order in every slot to a random place; now and then home to peek.
``hunter``
    picks the target most likely to be alone (one who has no roommate on the map), goes to
    their room at two or three slots, at least one from 22:00 when every door must open,
    with ``kill: T, if: alone, else: {go: home}``; sometimes a standing kill on that target.
    A tenant whose kill is used (or whose targets are gone) wanders instead.
``cautious``
    keeps the door closed and stays home peeking (window and peephole, when the room has
    them), with one trip to 204's window; sometimes a standing kill ``if: alone``.
``police``
    a police walker: patrols 204 (peeking through its window), the garden, the lawn and
    the tenants' rooms; home to peek through the peephole now and then if they have a room.

Everything is drawn from ``random.Random`` seeded with a string built from the seed, the
night and the person, never from the global generator: the same seed gives the same files.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TypeVar

import yaml

from blackhorse.analysis.botmoves import SLOTS, BotPlan, Sheet, SlotOrder, moves_for
from blackhorse.core.clock import SLOT, TWENTY_TWO
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.yamlsource import Located
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.model import OrderSheet
from blackhorse.orders.orderfile import read_order_sheet

TENANT_STRATEGIES = ("wanderer", "hunter", "cautious")
STRATEGIES = (*TENANT_STRATEGIES, "police")
CHOICES = (*STRATEGIES, "mix")
T = TypeVar("T")


def rng_for(seed: int | str, *parts: object) -> random.Random:
    """A generator of its own for one draw (string seeds are hashed the same on every machine)."""
    return random.Random(":".join(["blackhorse-bots", str(seed), *map(str, parts)]))


def strategy_of(choice: str, person: Person, seed: int | str) -> str:
    """The strategy ``person`` plays under ``choice``: police always walk; ``mix`` draws a tenant
    strategy per person (the same on every night of a game)."""
    if person.role == "police":
        return "police"
    if choice == "mix":
        return _mixed(str(seed), person.name)
    if choice == "police":
        raise ValueError(f"{person.name} is a tenant; the police strategy is for police officers")
    return choice


@lru_cache(maxsize=4096)
def _mixed(seed: str, name: str) -> str:
    """A tenant's strategy under ``mix`` (kept: a sweep asks for it every night of a game)."""
    return rng_for(seed, "mix", name).choice(TENANT_STRATEGIES)


def no_destinations(inn: Inn) -> Problem | None:
    """Why bots cannot play on this map (None: they can): it has no destination, and a bot
    walks to one in most slots. Said before any bot plays, naming the map file; an empty
    ``destinations`` made a sweep's worker loop for ever in :meth:`_Planner.pick`."""
    if inn.destinations:
        return None
    return Problem(
        inn.source, 0, "destinations", "[]", "at least one place an order may go: bots walk to them"
    )


class _Planner:
    """What one person can do on this map: places, peeks from home and from 204."""

    def __init__(self, me: Person, cast: Cast, inn: Inn, rng: random.Random) -> None:
        self.me, self.cast, self.inn, self.rng = me, cast, inn, rng
        self.bits = rng.getrandbits
        self.home = me.room  # None: an officer without a bed
        self.moves = moves_for(inn, self.home)
        self.home_peeks = self.moves.home_peeks
        self.lookouts = self.moves.lookouts

    def pick(self, seq: Sequence[T]) -> T:
        """``rng.choice(seq)`` written out, the same draw in one call instead of three (the
        standard library's way: the fewest bits that cover ``len(seq)``, drawn again while out
        of range); ``tests/test_sweep_digest.py`` holds the bots to their earlier orders."""
        n = len(seq)
        if not n:  # as rng.choice: never a draw again and again from nothing
            raise IndexError("cannot choose from an empty sequence")
        k = n.bit_length()
        r = self.bits(k)
        while r >= n:
            r = self.bits(k)
        return seq[r]

    def go_home(self) -> SlotOrder:
        moves = self.moves
        if self.home is None:
            return self.lookout() if self.lookouts else self.pick(moves.to_destinations)
        if self.home_peeks and self.rng.random() < 0.5:
            return self.pick(moves.home_peeking)
        return moves.home_plain

    def lookout(self) -> SlotOrder:
        return self.pick(self.moves.to_lookouts)

    def wander(self) -> SlotOrder:
        roll = self.rng.random()
        if roll < 0.2 and self.home is not None:
            return self.go_home()
        if roll < 0.3 and self.lookouts:
            return self.lookout()
        return self.pick(self.moves.to_destinations)

    def room_of(self, name: str) -> str:
        return self.cast.home(name)

    def roommates(self, name: str) -> list[str]:
        room = self.cast.people[name].room
        return [n for n, p in self.cast.people.items() if n != name and p.room == room and room is not None]

    def live_targets(self) -> list[str]:
        if self.me.role != "tenant" or not self.me.may_kill:
            return []
        return [t for t in self.me.targets if t in self.cast.people]


def wanderer(plan: _Planner) -> BotPlan:
    return BotPlan([plan.wander() for _ in SLOTS])


def hunter(plan: _Planner) -> BotPlan:
    targets = plan.live_targets()
    if not targets:
        return wanderer(plan)
    rng = plan.rng
    # likely alone: nobody else lives in the target's room tonight
    alone = [t for t in targets if not [r for r in plan.roommates(t) if r != plan.me.name]]
    target = rng.choice(alone or targets)
    late = [m for m in SLOTS if m >= TWENTY_TWO]
    early = [m for m in SLOTS if 60 <= m < TWENTY_TWO]
    attempts = {rng.choice(late), *rng.sample(early, rng.randint(1, 2))}
    attack = plan.moves.attack(plan.room_of(target), target)
    moves = []
    for m in SLOTS:
        if m in attempts:
            moves.append(attack)
        elif m + SLOT in attempts or rng.random() < 0.4:
            moves.append(plan.go_home())
        else:
            moves.append(plan.wander())
    night = BotPlan(moves)
    if rng.random() < 0.5:
        night.standing.append((target, rng.choice(early)))
    return night


def cautious(plan: _Planner) -> BotPlan:
    rng = plan.rng
    if plan.home is None:
        return police_walker(plan)
    trip = rng.choice(SLOTS[1:-1]) if plan.lookouts else -1
    peeking = plan.moves.home_peeking
    moves = []
    for i, m in enumerate(SLOTS):
        if m == trip:
            moves.append(plan.lookout())
        elif peeking:
            moves.append(peeking[i % len(peeking)])
        else:
            moves.append(plan.moves.home_plain)
    night = BotPlan(moves, closed=True)
    targets = plan.live_targets()
    if targets and rng.random() < 0.5:
        night.standing.append((rng.choice(targets), None))
    return night


def police_walker(plan: _Planner) -> BotPlan:
    rng = plan.rng
    rooms, outdoors = plan.moves.to_rooms, plan.moves.to_outdoors
    moves = []
    for _ in SLOTS:
        roll = rng.random()
        if roll < 0.35 and plan.lookouts:
            step = plan.lookout()
        elif roll < 0.6 and outdoors:
            step = plan.pick(outdoors)
        elif roll < 0.85 and rooms:
            step = plan.pick(rooms)
        elif plan.home is not None:
            step = plan.go_home()
        else:
            step = plan.wander()
        moves.append(step)
    return BotPlan(moves)


PLAYS = {"wanderer": wanderer, "hunter": hunter, "cautious": cautious, "police": police_walker}


def bot_plan(strategy: str, name: str, cast: Cast, inn: Inn, rng: random.Random) -> BotPlan:
    """What ``name`` does tonight under ``strategy``, drawing from ``rng``."""
    return PLAYS[strategy](_Planner(cast.people[name], cast, inn, rng))


def bot_plans(
    cast: Cast, inn: Inn, seats: Iterable[str], choice: str, seed: int | str, night: int
) -> dict[str, BotPlan]:
    """The plans of ``seats`` (people on the map), in name order."""
    plans: dict[str, BotPlan] = {}
    for name in sorted(seats):
        strategy = strategy_of(choice, cast.people[name], seed)
        plans[name] = bot_plan(strategy, name, cast, inn, rng_for(seed, night, name))
    return plans


def bot_sheet(strategy: str, name: str, cast: Cast, inn: Inn, rng: random.Random) -> Sheet:
    """The order file (as YAML data) that ``name`` sends tonight under ``strategy``."""
    return bot_plan(strategy, name, cast, inn, rng).data(name)


def bot_sheets(
    cast: Cast, inn: Inn, seats: Iterable[str], choice: str, seed: int | str, night: int
) -> dict[str, Sheet]:
    """Order files for ``seats`` (people on the map), in name order."""
    return {name: plan.data(name) for name, plan in bot_plans(cast, inn, seats, choice, seed, night).items()}


def bot_order_sheets(
    cast: Cast, inn: Inn, seats: Iterable[str], choice: str, seed: int | str, night: int
) -> dict[str, OrderSheet]:
    """The checked orders of ``seats``, built directly: what :func:`checked_sheet` makes of
    :func:`bot_sheets` (the batch path of a sweep: nothing written, nothing read)."""
    return {name: plan.sheet(name) for name, plan in bot_plans(cast, inn, seats, choice, seed, night).items()}


def sheet_yaml(sheet: Sheet, strategy: str, seed: int | str, night: int) -> str:
    """An order file's text: a comment saying which bot wrote it, then the orders."""
    head = f"# written by `blackhorse bots`: strategy {strategy}, seed {seed}, night {night}\n"
    return head + yaml.safe_dump(sheet, allow_unicode=True, sort_keys=False, width=200)


def checked_sheet(sheet: Sheet, cast: Cast, inn: Inn, shown: str = "") -> OrderSheet:
    """The sheet read by the ordinary order-file reader (no YAML parse: the data as is)."""
    name = str(sheet["who"])
    located = Located(sheet, shown or f"bot:{name}.yaml")
    checked, problems = read_order_sheet(located, name, cast, inn)
    if problems or checked is None:
        raise InputError(problems)
    return checked
