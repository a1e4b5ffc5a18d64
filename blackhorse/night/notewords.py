"""The words of a night's GM notes, each made once a night.

A busy night writes ~100 notes and most say the same things again: ~80 refused knocks at a
handful of rooms, nearly all "nobody alive inside to open; walks home". Each note's text is a
:class:`~blackhorse.core.catalog.Msg` (its English, and what it needs to be said in another
language) whose values are further messages and :class:`~blackhorse.core.catalog.Phrase`
values (a spot, an action as the order file and the echo say it); made afresh, the words of
the notes were about a third of the simulation. :class:`NoteWords` keeps, for one night, each
spot's and each action's phrase and each knock's sentence once made, and hands the same
object out again: a message is a value (nothing changes one after it is made), so a note
holding a shared one says exactly what a freshly made one says, in every language.
"""

from __future__ import annotations

from blackhorse.core.catalog import Msg, Phrase, msg
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import action_phrase, spot_phrase
from blackhorse.orders.model import Action

WALKS_HOME = msg("walks home")
"""What a refused visitor with no ``else`` does (the same message every time)."""


class NoteWords:
    """One night's phrases and sentences for its notes, each made on first use."""

    __slots__ = ("inn", "spots", "actions", "knocks", "absent", "sentences")

    def __init__(self, inn: Inn) -> None:
        self.inn = inn
        self.spots: dict[str, Phrase] = {}
        self.actions: dict[int, tuple[Action, Phrase]] = {}  # by id: the action is kept with it
        self.knocks: dict[tuple[str, int, int, str | None], tuple[str, Msg, Action | None]] = {}
        self.absent: dict[str | None, Msg] = {}
        # the other sentences, by their values (the identities of the messages and actions in
        # them, which the kept entry holds, so that no id is reused while it is kept)
        self.sentences: dict[tuple[object, ...], tuple[Msg, tuple[object, ...]]] = {}

    def not_there(self, name: str | None) -> Msg:
        """Why a kill's target is not met: ``{name} not there``."""
        said = self.absent.get(name)
        if said is None:
            said = self.absent[name] = msg("{name} not there", name=name)
        return said

    def armed(self, target: str | None, where: str, why: str) -> Msg:
        """The note of a kill that stays armed: its ``target`` not met on arrival at ``where``
        (``why``)."""
        key = ("armed", target, where, id(why))
        kept = self.sentences.get(key)
        if kept is None:
            text = msg(
                "kill {target} on arrival at {place}: {why}; the kill stays armed while the order runs",
                target=target,
                place=self.spot(where),
                why=why,
            )
            kept = self.sentences[key] = (text, (why,))
        return kept[0]

    def unmet(self, action: Action, why: str, place: str, alt: Action | None) -> Msg:
        """The note of an order whose condition failed (``why``) at ``place``, its ``else``
        (``alt``) running, or without one."""
        key = ("unmet", id(action), id(why), place, id(alt))
        kept = self.sentences.get(key)
        if kept is None:
            if alt is None:
                text = msg(
                    "{action}: {why} at {place}", action=self.action(action), why=why, place=self.spot(place)
                )
            else:
                text = msg(
                    "{action}: {why} at {place}; running else: {alt}",
                    action=self.action(action),
                    why=why,
                    place=self.spot(place),
                    alt=self.action(alt),
                )
            kept = self.sentences[key] = (text, (action, why, alt))
        return kept[0]

    def spot(self, spot: str) -> Phrase:
        """:func:`~blackhorse.orders.echo.spot_phrase` of ``spot``."""
        phrase = self.spots.get(spot)
        if phrase is None:
            phrase = self.spots[spot] = spot_phrase(self.inn, spot)
        return phrase

    def action(self, action: Action) -> Phrase:
        """:func:`~blackhorse.orders.echo.action_phrase` of ``action`` (the engine's: no home)."""
        kept = self.actions.get(id(action))
        if kept is None:
            kept = self.actions[id(action)] = (action, action_phrase(self.inn, action))
        return kept[1]

    def knock(self, room: str, why: str, alt: Action | None, back_to: str | None = None) -> str:
        """The note of a knock at ``room`` refused (``why``: the door stayed shut), the visitor
        then setting off for ``alt``, their ``else`` (or home, without one; ``back_to``: the room
        a visitor without a bed of their own walks back to, a police officer's common room).
        Kept by the identities of ``why`` and ``alt``, which the kept note holds (so neither id
        is reused while it is kept): a reason made afresh is a new key, said correctly all the
        same."""
        key = (room, id(why), id(alt), back_to)
        kept = self.knocks.get(key)
        if kept is None:
            if alt is not None and alt.go is not None and alt.go != room:
                then = msg("else: {action}", action=self.action(alt))
            elif alt is not None:
                then = msg("else: {action} at home", action=self.action(alt))
            elif back_to is not None:
                then = msg("walks back to {spot}", spot=self.spot(back_to))
            else:
                then = WALKS_HOME
            text = msg(
                "knocked at {room}, not let in ({why}); {then}", room=self.spot(room), why=why, then=then
            )
            kept = self.knocks[key] = (why, text, alt)
        return kept[1]


__all__ = ["WALKS_HOME", "NoteWords"]
