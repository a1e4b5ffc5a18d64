"""The conditions of a kill, one rule each, as functions of one minute's positions and the map.

Everything that asks whether a kill can fire asks here: the referee at a minute it settles,
the watch at a planned minute (:mod:`blackhorse.night.watch`), and gm.md's "Kills that did not
happen" over the finished night (:mod:`blackhorse.reports.unfired`). A position is a row
``(spot, activity, detail, place)`` (a ``Step`` after its minute and person); a minute's
positions are what :class:`Minute` gives: each living person's row now and the minute before.

**Meeting** (ADJUDICATION 9, "Presence, conditions and kills"; seed 五.6, 五.7). Two living
people meet in a minute when they are in the same place (a room's threshold counts as the
room), on the same spot (a passer-by and someone stepping through that door), in the same zone
in the open air (the garden with both stair feet, the lawn: a lawn-goer passing the garden
meets whoever stands there), or when they cross: they swap spots between the minute before
and this one (the seed's 9:11 crossing on the east stairs is 遇见, "met").

**Conditions**, each of one kind, its rule in :data:`RULES` under the kind's order file word
(its words are registered in :mod:`blackhorse.orders.conditionkinds`):

- ``always``: holds;
- ``alone``: no third living person (killer and target aside) in the target's zone, the zone of
  the target's place (inside the room, for someone inside or on its threshold); someone on an
  open threshold is in both the room's zone and the corridor's. Nobody outside the zone
  counts, peekers looking in through a window or a peephole included;
- ``present``/``absent``: the person named is met / is not met.

A rule may read the map's sight tables (``Ground.sight``, :mod:`blackhorse.inn.sighttables`:
who sees whom from where, the visibility pass's own tables), as a kind about seeing would
(``tests/test_condition_kinds.py`` adds one).
"""

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Protocol

from blackhorse.core.catalog import msg
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.inn.memo import per_inn
from blackhorse.inn.sighttables import SightTables, sight_tables

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn
    from blackhorse.orders.model import Condition

Row = tuple[str, str, str, str]
"""A position: ``(spot, activity, detail, place)``."""


class Ground(NamedTuple):
    """What the conditions read of a map: each spot's zone, each open-air spot's meeting
    area (its zone: everyone in it meets everyone else in it), and its sight tables."""

    zone: Mapping[str, str]
    area: Mapping[str, tuple[str, str]]  # open-air spot -> ("open air", its zone)
    sight: SightTables


@per_inn
def ground(inn: "Inn") -> Ground:
    """The map's :class:`Ground`, worked out once per inn."""
    return Ground(inn.zone, {s: ("open air", inn.zone[s]) for s in inn.outdoors}, sight_tables(inn))


def met(ground: Ground, a: Row, b: Row, a_before: Row | None, b_before: Row | None) -> bool:
    """Whether the two living people at ``a`` and ``b`` meet this minute (``*_before``: their
    rows the minute before, None at 20:00)."""
    if a[3] == b[3] or a[0] == b[0]:
        return True
    area = ground.area.get(a[0])
    if area is not None and area == ground.area.get(b[0]):
        return True
    return a_before is not None and b_before is not None and a_before[0] == b[0] and b_before[0] == a[0]


def in_zone(ground: Ground, zone: str, row: Row) -> bool:
    """Whether someone at ``row`` is in ``zone`` (by their place, or by their spot: on an open
    threshold, in the corridor too)."""
    z = ground.zone
    return z[row[3]] == zone or z[row[0]] == zone


class Minute(Protocol):
    """One minute's positions: each living person's row now and the minute before."""

    def now(self, name: str) -> Row | None:
        """``name``'s row this minute; None if they are not alive on the map."""

    def before(self, name: str) -> Row | None:
        """``name``'s row the minute before; None at 20:00."""

    def living(self) -> Iterable[str]:
        """The living, in name order."""


def meets(ground: Ground, minute: Minute, name: str, other: str) -> bool:
    """Whether ``name`` and ``other`` (both alive) meet at ``minute``."""
    a, b = minute.now(name), minute.now(other)
    if a is None or b is None:
        return False
    return met(ground, a, b, minute.before(name), minute.before(other))


def spoilers(ground: Ground, minute: Minute, name: str, target: str | None) -> list[str]:
    """The third living people in ``target``'s zone (``name`` the killer), in name order; with
    no target, the others in ``name``'s own zone."""
    now = minute.now
    at = now(target if target is not None else name)
    if at is None:
        return []
    z = ground.zone
    zone = z[at[3]]
    out = []
    for o in minute.living():
        if o != name and o != target:
            row = now(o)
            if row is not None and (z[row[3]] == zone or z[row[0]] == zone):  # in_zone, inlined
                out.append(o)
    return out


def alone(ground: Ground, minute: Minute, name: str, target: str | None) -> bool:
    """Whether :func:`spoilers` finds nobody: the same test, left at the first third person."""
    now = minute.now
    at = now(target if target is not None else name)
    if at is None:
        return True
    z = ground.zone
    zone = z[at[3]]
    for o in minute.living():
        if o != name and o != target:
            row = now(o)
            if row is not None and (z[row[3]] == zone or z[row[0]] == zone):  # in_zone, inlined
                return False
    return True


class Rule(NamedTuple):
    """The rule of a kind of condition, and why it failed (for notes and gm.md): each called
    ``(ground, minute, name, target, who)``, ``name`` the one whose order it is, ``target``
    their kill's target (None without a kill), ``who`` the person the condition names."""

    holds: Callable[[Ground, Minute, str, str | None, str | None], bool]
    failed: Callable[[Ground, Minute, str, str | None, str | None], str]


def _alone(ground: Ground, minute: Minute, name: str, target: str | None, who: str | None) -> bool:
    return alone(ground, minute, name, target)


def _not_alone(ground: Ground, minute: Minute, name: str, target: str | None, who: str | None) -> str:
    return msg("not alone ({names} there)", names=tuple(spoilers(ground, minute, name, target)))


def _present(ground: Ground, minute: Minute, name: str, target: str | None, who: str | None) -> bool:
    assert who is not None
    return meets(ground, minute, name, who)


RULES: dict[str, Rule] = {
    "always": Rule(lambda *_: True, lambda *_: ""),
    "alone": Rule(_alone, _not_alone),
    "present": Rule(_present, lambda g, m, n, t, who: msg("{name} not there", name=who)),
    "absent": Rule(lambda *a: not _present(*a), lambda g, m, n, t, who: msg("{name} there", name=who)),
}
"""The rule of every condition kind, by its order file word (``if: alone``); every kind of
:data:`blackhorse.orders.conditionkinds.KINDS` has one (``tests/test_condition_kinds.py``)."""


def holds(ground: Ground, minute: Minute, cond: "Condition | None", name: str, target: str | None) -> bool:
    """Whether ``cond`` holds for ``name`` (whose kill, if any, is of ``target``) at ``minute``."""
    if cond is None:
        return True
    return RULES[cond.kind].holds(ground, minute, name, target, cond.who)


def failure(ground: Ground, minute: Minute, cond: "Condition | None", name: str, target: str | None) -> str:
    """Why ``cond`` fails for ``name`` at ``minute`` ("" when it holds)."""
    if cond is None or holds(ground, minute, cond, name, target):
        return ""
    return RULES[cond.kind].failed(ground, minute, name, target, cond.who)


def can_kill(ground: Ground, minute: Minute, cond: "Condition | None", name: str, target: str) -> bool:
    """Whether ``name``'s kill of ``target`` under ``cond`` fires at ``minute``: they meet and
    the condition holds."""
    return meets(ground, minute, name, target) and holds(ground, minute, cond, name, target)


__all__ = [
    "RULES",
    "Ground",
    "Minute",
    "Row",
    "Rule",
    "can_kill",
    "failure",
    "ground",
    "holds",
    "meets",
    "met",
]
