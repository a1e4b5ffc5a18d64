"""Whom an order may kill and where it may peek from, each rule as the message a broken one gets.

The order checker (``orderfile``) reads the words; these functions say, of a word it has
understood, whether the rules allow it for this person on this map tonight: ``None``, or the
message saying what is allowed (:func:`blackhorse.core.catalog.msg`, said in the reader's
language). Rules: seed 五.10 (police neither kill nor are killed), one kill per game, the
targets still on the map; peeking from one's own room, or through the window of a room always
open (204 on the shipped inn; ADJUDICATION 2.5).
"""

from __future__ import annotations

from blackhorse.core.catalog import N_, Msg, Place, msg
from blackhorse.inn.layout import Inn
from blackhorse.orders.cast import Cast, Person
from blackhorse.orders.model import Order, PeekKind

# where an order or a standing kill goes in its file, and when an order may start
MISPLACED_ORDER = msg(
    "this is an ordinary order (it has `at`, `go`, `peek` or `else`); move it under `orders:`"
    " (a standing order has only kill, if, from, until)"
)
MISPLACED_STANDING = msg(
    "this is a standing order (kill with from/until, no `at`); move it under `standing:`"
)
# what a field of the file may hold, when a value is no word of it: named, so that the portal's
# slot form can say the same in its own terms (portal/formterms.py: its options' labels)
PLACE_ALLOWED = N_("a place: {places} (or an alias listed in docs/ORDERS.md){hint}")
NO_STOP_ALLOWED = N_(
    "nobody may stop in the corridor or on the stairs (seed 八); go to: {places}"
    " (name stairs or door spots with `via` to choose a route)"
)
PEEK_ALLOWED = N_("window (窗户) or peephole (门孔)")
DOOR_ALLOWED = N_("open (the default), closed, or a list of who may enter, e.g. [B, C]")
AFTER_FROM = N_("a time after `from` ({start})")
PERSON_ALLOWED = N_("a person of this game: {names}{hint}")
NO_SPOT = N_("at least one spot, e.g. [east-stairs]; or leave `via` out")
SLOT_ALLOWED = msg(
    'a multiple of 10 minutes from 20:00 to 22:50, written in quotes: "20:30" or the seed\'s "8:30"'
)
MINUTE_ALLOWED = msg('a whole minute from 20:00 to 23:00, in quotes, e.g. "21:15"')
# the same, said to one writing a message, not a file (no quotes to write: parsing/message.py)
SAID_ALLOWED: dict[str, Msg] = {
    SLOT_ALLOWED: msg("a multiple of 10 minutes from 20:00 to 22:50, e.g. 20:30"),
    MINUTE_ALLOWED: msg("a whole minute from 20:00 to 23:00, e.g. 21:15"),
}


# the kill rules as a player reads them on their own orders page (issue 24): the form's words,
# no field name (`kill`) and nobody named in the third person (the page is their own, or the
# GM's view of it); the checker's own words, for `blackhorse check`, keep file, line and field
_PLAYER_KILL: dict[str, str] = {
    "police cannot kill (seed 五.10); remove `kill` from {name}'s orders": N_(
        "police cannot kill (seed 五.10)"
    ),
    "police cannot be killed (seed 五.10); {name}'s targets: {targets}": N_(
        "police cannot be killed (seed 五.10); the two targets: {targets}"
    ),
    "only one of {name}'s two targets: {targets}": N_("only one of the two targets: {targets}"),
    "{name} has already killed in this game (one kill per game); remove `kill`": N_(
        "one kill per tenant per game (seed 五.10), and it has been made"
    ),
    "{target} is {why}; {name}'s targets still on the map: {alive}": N_(
        "{target} is {why}; the targets still on the map: {alive}"
    ),
}


# a checker's words naming the order file's fields, as a player reads them on their page (the
# form's columns, 途经 and 去; never `via` and `go`: issue 24, the walk)
_PLAYER_FIELDS: dict[str, str] = {
    "`via` needs a `go` in the same order": N_("a route to pass needs a place to go to in the same order"),
    NO_STOP_ALLOWED: N_(
        "nobody may stop in the corridor or on the stairs (seed 八); go to: {places}"
        " (to choose a route, name stairs or door spots under Via)"
    ),
    AFTER_FROM: N_("a time after From ({start})"),
    NO_SPOT: N_("at least one spot to pass, or clear Via"),
    "the person is already at {place} ({since}): going where one already is takes no walk, and a"
    " round trip is pacing (seed 八); remove `via`": N_(
        "the person is already at {place} ({since}): going where one already is takes no walk, and a"
        " round trip is pacing (seed 八); clear Via"
    ),
    "from {origin} ({since}) this route passes {spots} twice; nobody paces (seed 八): name spots that"
    " do not double back, or remove `via`": N_(
        "from {origin} ({since}) this route passes {spots} twice; nobody paces (seed 八): under Via,"
        " name spots that do not double back, or clear it"
    ),
    "only `window` from {place}; no peephole: {name} has no room of their own": N_(
        "only through the window from {place}; no peephole: {name} has no room of their own"
    ),
    "only `window` from {place}; a peephole only from one's own room ({home})": N_(
        "only through the window from {place}; a peephole only from one's own room ({home})"
    ),
    "peeking only by `window` from {lookouts} ({name} has no room of their own); not from {place}": N_(
        "peeking only through the window from {lookouts} ({name} has no room of their own); not from {place}"
    ),
    "peeking only from one's own room ({home}) or `window` from {lookouts}; not from {place}": N_(
        "peeking only from one's own room ({home}) or through the window from {lookouts}; not from {place}"
    ),
}


def for_player(allowed: str) -> str:
    """A checker's "allowed" as the player reads it on their orders page (the slot form, the
    text box, the own-words box): a kill rule in the form's words (:data:`_PLAYER_KILL`),
    anything else as it is. The rule deciding is the same (:func:`kill_rule`)."""
    if isinstance(allowed, Msg) and allowed.msgid in _PLAYER_KILL:
        return Msg(_PLAYER_KILL[allowed.msgid], {k: v for k, v in allowed.values.items() if k != "name"})
    if isinstance(allowed, Msg) and allowed.msgid in _PLAYER_FIELDS:
        return Msg(_PLAYER_FIELDS[allowed.msgid], dict(allowed.values))
    return allowed


def kill_rule(me: Person, target: str, cast: Cast) -> Msg | None:
    """Why ``me`` may not kill ``target`` tonight, or None."""
    name, targets = me.name, tuple(me.targets) or msg("none")
    if me.role == "police":
        return msg("police cannot kill (seed 五.10); remove `kill` from {name}'s orders", name=name)
    if target in cast.police:
        return msg(
            "police cannot be killed (seed 五.10); {name}'s targets: {targets}", name=name, targets=targets
        )
    if target not in me.targets:
        return msg("only one of {name}'s two targets: {targets}", name=name, targets=targets)
    if not me.may_kill:
        return msg("{name} has already killed in this game (one kill per game); remove `kill`", name=name)
    if target not in cast.people:
        why = cast.absent.get(target, msg("not on the map tonight"))
        alive = tuple(t for t in me.targets if t in cast.people) or msg("none")
        return msg(
            "{target} is {why}; {name}'s targets still on the map: {alive}",
            target=target,
            why=why,
            name=name,
            alive=alive,
        )
    return None


def peek_rule(me: Person, inn: Inn, peek: PeekKind, place: str) -> Msg | None:
    """Why ``me`` may not peek (``window`` or ``peephole``) from ``place``, or None. Peeking
    with a `go` is checked by the order checker; without one, where the person will be is
    known only at run time (the night notes a peek that cannot happen)."""
    home = me.room
    if place == home:
        if place in (inn.windows if peek == "window" else inn.peepholes):
            return None
        what = msg("window") if peek == "window" else msg("peephole")
        return msg("room {room} has no {what} on this map", room=place, what=what)
    if place in inn.always_open and place in inn.windows:
        if peek == "window":
            return None
        if home is None:  # a police officer without a room: no door, no peephole of their own
            return msg(
                "only `window` from {place}; no peephole: {name} has no room of their own",
                place=Place(place),
                name=me.name,
            )
        return msg(
            "only `window` from {place}; a peephole only from one's own room ({home})",
            place=Place(place),
            home=home,
        )
    # 204 on the shipped inn; each a Place: said by the map's names (娱乐室) where a reader has them
    lookouts = tuple(Place(x) for x in sorted(inn.always_open & set(inn.windows)))
    where = Place(place)
    if home is None:
        if not lookouts:
            return msg(
                "{name} has no room of their own and this map no always-open room with a window:"
                " no peeking; not from {place}",
                name=me.name,
                place=where,
            )
        return msg(
            "peeking only by `window` from {lookouts} ({name} has no room of their own); not from {place}",
            name=me.name,
            lookouts=lookouts,
            place=where,
        )
    if not lookouts:
        return msg(
            "peeking only from one's own room ({home}) or `window` from an always-open room"
            " (none on this map); not from {place}",
            home=home,
            place=where,
        )
    return msg(
        "peeking only from one's own room ({home}) or `window` from {lookouts}; not from {place}",
        home=home,
        lookouts=lookouts,
        place=where,
    )


def bare_peeks(
    me: Person, cast: Cast, inn: Inn, orders: tuple[Order, ...]
) -> list[tuple[int, PeekKind, Msg]]:
    """Each peek without a `go` the rules refuse, checked where the sender surely stands: at
    home (a roomless officer in the common room) until the first walk, then after each walk
    that can neither be refused nor branch (home, a room always open, or the open air, with
    no `if` or `else`). After any other walk the place is known only when the night runs,
    and the night notes a peek that cannot happen. As ``(slot, peek, why)``."""
    home = cast.home(me.name)
    place: str | None = home
    out: list[tuple[int, PeekKind, Msg]] = []
    for order in orders:
        action = order.action
        if action.go is None and action.peek is not None and place is not None:
            why = peek_rule(me, inn, action.peek, place)
            if why is not None:
                out.append((order.at, action.peek, why))
        place = place_after(
            action.go, action.condition is not None, action.otherwise is not None, place, home, inn
        )
    return out


def place_after(
    go: str | None, conditional: bool, has_else: bool, place: str | None, home: str | None, inn: Inn
) -> str | None:
    """Where an order surely leaves its sender, given where they surely were before (None:
    known only when the night runs): the place walked to when the walk can neither be refused
    nor branch (home, a room always open, or the open air, with no `if` or `else`)."""
    if go is None and not has_else:
        return place
    safe = go == home or go in inn.always_open or inn.kind.get(go or "") != "room"
    return go if go is not None and safe and not conditional and not has_else else None
