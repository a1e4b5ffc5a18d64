"""Who opens a door: the rule the referee applies to a knock at someone else's room."""

from __future__ import annotations

from collections.abc import Mapping

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.clock import TWENTY_TWO
from blackhorse.orders.cast import Cast
from blackhorse.orders.model import OrderSheet

NOBODY_INSIDE = msg("nobody alive inside to open")
"""Why a door stays shut most often (one message, shared by every such note)."""
BEFORE_22 = msg("before 22:00")
POLICE_AFTER_22 = msg("a police officer need not open after 22:00")
_KEPT_SHUT: dict[tuple[tuple[str, ...], bool], Msg] = {}
"""Why a door stayed shut, by the insiders who kept it shut and whether it is 22:00 or later:
a message is a value (nothing changes one once made), so each is made once and shared, as
:data:`NOBODY_INSIDE` is; and a knock's note, kept by its reason's identity
(:meth:`~blackhorse.night.notewords.NoteWords.knock`), is then made once too."""


def kept_shut(
    cast: Cast, sheets: Mapping[str, OrderSheet], insiders: list[str], visitor: str, t: int
) -> str | None:
    """Why the door stays shut for ``visitor`` at minute ``t``, or None when it opens.

    Nobody alive inside: it stays shut. From 22:00 a tenant inside must open (seed 五.12;
    police are not bound). Otherwise an explicit choice beats a default: the door opens if
    any insider who stated a policy admits the visitor, or if nobody inside stated one (the
    default is open).
    """
    if not insiders:
        return NOBODY_INSIDE
    late = t >= TWENTY_TWO
    if late:
        for o in insiders:
            if cast.people[o].role == "tenant":
                return None
    stated: list[OrderSheet] = []
    for o in insiders:
        sheet = sheets.get(o)
        if sheet is not None and sheet.door_stated:
            if sheet.admits(visitor):
                return None
            stated.append(sheet)
    if not stated:
        return None
    names = tuple(s.who for s in stated)
    said = _KEPT_SHUT.get((names, late))
    if said is None:
        if len(_KEPT_SHUT) >= 1024:  # a bound (a night meets a handful)
            _KEPT_SHUT.clear()
        when = POLICE_AFTER_22 if late else BEFORE_22
        said = _KEPT_SHUT[(names, late)] = msg("{names} kept the door shut ({when})", names=names, when=when)
    return said
