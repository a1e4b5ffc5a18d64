"""A wander with nowhere said (docs/PARSING.md, *Round twenty-three*): ``今晚到处转转``,
``晚上随便逛逛吧``, "tonight I'll just wander around".

A wander is set aside as no order (the lexicon's ``aside`` words) because it is what one does at a
place: ``去花园逛逛`` is going to the garden, and ``晚上随便走走`` before ``8点50去草坪……`` is the night
the times then spell out. Said with no going anywhere but home, the same words left the message
with no order at all, and the night read as staying in one's room: the opposite of what the player
said. A careful GM asks where and when; so does the reader. The wander is refused at its words
when it stands on its own in the message (an aside of exactly those words, not a story's or a
reason's) and no order of the message goes anywhere but the sender's own room.
"""

from __future__ import annotations

from blackhorse.orders.messagewords import HOME
from blackhorse.parsing.drafts import ActionDraft, Draft, Fault, Span

# wandering with no place (the aside words that name none): "去花园逛逛" names its place
WANDERS = frozenset(
    {
        "到处转转",
        "四处转转",
        "到处逛逛",
        "四处逛逛",
        "到处走走",
        "四处走走",
        "到处看看",
        "四处看看",
        "随便走走",
        "随便转转",
        "随便逛逛",
        "随便溜达",
        "随便溜达溜达",
        "走来走去",
        "来回走",
        "各房间转转",
        "去各房间转转",
        "各个房间转转",
        "去各个房间转转",
        "各屋转转",
        "去各屋转转",
        "各房间串串门",
        "去各房间串串门",
        "各个房间串串门",
        "wander around",
        "walk around",
        "stroll around",
        "wander",
        "have a wander",
        "take a walk",
        "take a stroll",
        "stroll",
    }
)


def _goes_out(action: ActionDraft | None, home: str | None) -> bool:
    while action is not None:
        if action.go not in (None, HOME, home):
            return True
        action = action.otherwise
    return False


def wander_unplaced(draft: Draft, aside: list[Span], text: str, home: str | None) -> Fault | None:
    """The first wander of ``aside`` said with no place (module doc), when no order of ``draft``
    goes anywhere but home (``home``: the sender's room, said by its number); None otherwise."""
    if any(_goes_out(order.action, home) for order in draft.orders):
        return None
    for start, end in aside:
        if text[start:end].strip().lower() in WANDERS:
            return Fault(start, end, "wander_where")
    return None
