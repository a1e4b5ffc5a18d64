"""Every item the grammar read is carried into the orders (issue 22: never a silent misread,
one level above :mod:`~blackhorse.parsing.accounting`).

The account of words (accounting.py) makes sure each word of the message is read by the grammar,
set aside and said, or a filler. A word the grammar reads can still be left out by the assembly
that turns the phrases into orders: a kill with no one to kill in the end, a condition parsed and
never attached, a time said in a clause the assembly then drops. So, after the assembly, each
item of meaning the phrases hold must be found in the draft it made:

- a kill (and the person it names) in an order's kill, its "otherwise", or a standing kill;
- a condition (and the person it names) in an order's condition or a standing kill's;
- "otherwise" in an order's alternative;
- a place gone to, stayed at, knocked at, passed through or named by a condition, in an
  order's going, route or condition (a person's room is that room; home is the sender's);
- a time, an "until", a "before" or a range's ends at an order's start or end, a standing
  kill's window, or the door's hours;
- a door rule in the door;
- a look through the window or the peephole in an order's look (or its turns, 轮流);
- "anywhere" in a condition ("if I meet C alone anywhere") in a standing kill: only a kill that
  holds for a while is a kill wherever one meets her (it was once dropped: a kill at one place).

The check is by value, language-independent, over the phrases and the draft; an item not found
is named by where the message says it, and the message is refused at it (``unsaid``), never
accepted without it. What a look sees (checked against the window) and "from" (where one
already is) are checks of what the orders say, not items of them.
"""

from __future__ import annotations

from collections.abc import Iterator

from blackhorse.parsing.drafts import ActionDraft, Draft, Fault, StandingDraft
from blackhorse.parsing.everyday import Sight
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME, ROOM

# a time is found where an order starts or ends, where a standing kill's window starts or ends,
# at the door's hours, or one minute before one of them ("until 9:39": the next starts at 9:40)
_TIMED = ("time", "until", "before", "between")


def uncarried(phrases: list[Phrase], draft: Draft, sight: Sight | None) -> Fault | None:
    """The first item of ``phrases`` the assembled ``draft`` does not hold, as a fault at the
    words that say it (``unsaid``), or None when every item is carried."""
    found = _Found(draft, sight)
    for k, phrase in enumerate(phrases):
        if any(a <= phrase.start and phrase.end <= b for a, b in draft.aside):
            continue  # what the assembly set aside and says (a refused door's walk home: finish.py)
        if phrase.kind == "otherwise" and _what_happens_anyway(phrases[:k], phrases[k + 1 : k + 2], found):
            continue
        if phrase.kind in ("cond", "otherwise") and (phrase.start, phrase.end) in found.turned:
            continue  # an alternative opened here (阿玲一个人在就杀了她，莉莉也在的话就回房: the kill's)
        if phrase.kind == "otherwise" and k and phrases[k - 1].kind == "otherwise":
            continue  # 否则如果没人开门, "otherwise if nobody opens": the one alternative, said twice
        for start, end, kind, value in _items(phrase):
            if not found.holds(kind, value):
                return Fault(start, end, "unsaid")
    return None


def _what_happens_anyway(before: list[Phrase], after: list[Phrase], found: _Found) -> bool:
    """Whether an "otherwise" says what happens without it: after an all-night order, the orders
    at their times apart from it; after a condition, staying where one
    is (要是老赵一个人就杀了他，不然就待着聊天; or nothing more), the next order at its time
    (否则9点40回房), or the rest of the night beside a standing kill ("kill D if I meet him
    alone. Otherwise I stay home")."""
    if found.standing:
        return True
    said = [p.kind for p in before if p.kind in ("cond", "time", "period", "allnight")]
    if said[-1:] == ["allnight"]:  # 整晚在房间从门孔看。否则9点去花园: apart from that, at 9 ...
        return bool(after) and after[0].kind in ("time", "period")
    if not said or said[-1] != "cond":
        return False  # 8点看窗外，否则9点去花园: "otherwise" of nothing
    return not after or after[0].kind in ("stay", "time", "period")


def _items(p: Phrase) -> Iterator[tuple[int, int, str, object]]:
    """(start, end, kind, value) of each item of meaning in phrase ``p``."""
    kind, args = p.kind, p.args
    if kind in ("kill", "standing"):
        yield p.start, p.end, "kill", _named(args.get("who"))
    elif kind == "cond":
        yield p.start, p.end, "cond", _named(args.get("who"))
        if args.get("anywhere"):
            yield p.start, p.end, "anywhere", None
        where = args.get("where")
        target = where.args.get("target") if isinstance(where, Phrase) else None
        if isinstance(target, Phrase):
            yield from _place(target)
    elif kind == "otherwise":  # carried only where it opened an alternative (above)
        yield p.start, p.end, "otherwise", None
    elif kind in ("go", "stay", "knock"):
        target = args.get("target")
        if isinstance(target, Phrase):
            yield from _place(target)
        for place in args.get("via") or ():  # the route: 经东楼梯, "via the east stairs"
            yield p.start, p.end, "place", str(place)
    elif kind == "door":
        yield p.start, p.end, "door", None
    elif kind == "peek" and args.get("kind") in ("window", "peephole"):
        yield p.start, p.end, "look", str(args["kind"])
    elif kind == "period":
        yield p.start, p.end, "period", int(args["minute"])
    elif kind in _TIMED and "minute" in args:
        yield p.start, p.end, "time", int(args["minute"])
        if kind == "between":
            yield p.start, p.end, "time", int(args["until"])


def _named(person: object) -> str | None:
    """The name a person phrase gives (None for a pronoun or no one)."""
    if isinstance(person, Phrase) and not person.args.get("pronoun"):
        name = person.args.get("name")
        return str(name) if name else None
    return None


def _place(target: Phrase) -> Iterator[tuple[int, int, str, object]]:
    if target.args.get("place"):
        yield target.start, target.end, "place", str(target.args["place"])
    elif target.args.get("room_of") and not target.args.get("pronoun"):
        kind = "visit" if target.args.get("visit") else "room_of"
        yield target.start, target.end, kind, str(target.args["room_of"])


class _Found:
    """What the draft holds, by kind of item."""

    def __init__(self, draft: Draft, sight: Sight | None) -> None:
        self.kills: set[str | None] = set()
        self.conds: set[str | None] = set()
        self.places: set[str] = set()
        self.minutes: set[int] = set()
        self.looks: set[str] = set()
        self.standing = bool(draft.standing)
        self.goes = False
        self.turned: set[tuple[int, int]] = set()  # where an "otherwise" was opened
        self.door = draft.door is not None
        home = sight.home if sight is not None else None
        self.rooms = dict(sight.rooms) if sight is not None else {}
        self.home = home
        for order in draft.orders:
            self.minutes.add(order.at)
            if order.end is not None:
                self.minutes.add(order.end)
            if order.alternate is not None:  # 窗户和门孔轮流看: both looks, in turns
                self.looks.update(order.alternate[:2])
            self._action(order.action)
        for standing in draft.standing:
            self._standing(standing)
        if self.door:  # a door rule holds until 22:00 (seed 五.12), said or not
            self.minutes.add(120)

    def _action(self, action: ActionDraft | None) -> None:
        while action is not None:
            if action.kill is not None:
                self.kills.update({None, action.kill})
            if action.cond is not None:
                self.conds.update({None, action.cond[1], action.alone_of})
            for place in (action.go, action.cond_place, *action.via):
                if place:
                    self.places.add(self.home if place == HOME and self.home else place)
            if action.otherwise is not None:
                self.turned.add(action.spans.get("otherwise", (0, 0)))
            self.goes = self.goes or action.go is not None
            if action.peek is not None:
                self.looks.add(action.peek)
            action = action.otherwise

    def _standing(self, standing: StandingDraft) -> None:
        self.kills.update({None, standing.target})
        self.conds.update({None, standing.cond[1], standing.subject, standing.target})
        self.minutes.update({standing.start, standing.end})

    def holds(self, kind: str, value: object) -> bool:
        if kind == "kill":
            return value in self.kills
        if kind == "cond":
            return value in self.conds or value in self.kills
        if kind == "otherwise":
            return False
        if kind == "door":
            return self.door
        if kind == "look":
            return value in self.looks
        if kind == "anywhere":
            return self.standing
        if kind == "place":  # home is where everyone is at 8:00: staying there needs no order;
            # "the room" is one's own, or in a condition the room the order goes to
            return value in (HOME, ROOM, self.home) or value in self.places
        if kind == "room_of":
            rooms = {self.rooms.get(str(value)), f"room-of:{value}"}  # no room tonight: the checker's
            return bool(rooms & self.places) or value in self.conds | self.kills
        if kind == "visit":  # 去花园见B: B met where one goes
            return self.goes or self.holds("room_of", value)
        if kind == "time":  # "until 8:29": the next order starts at 8:30
            return value in self.minutes or value + 1 in self.minutes  # type: ignore[operator]
        if kind == "period":  # 第一时段: an order in its hour
            return any(value <= m < value + 60 for m in self.minutes)  # type: ignore[operator]
        return True  # pragma: no cover - every kind _items yields is above
