"""Orders as people say them in a chat, beside the seed's own forms: knocking (敲B的门), an end
said as "before" (十点前), a refused knock said as "if they don't open" (不开就回家), looking at
a place (从窗户看花园, watch the corridor), the door said at a time, and what a kill in a
window of time means.

:class:`EverydayForms` is the part of :class:`blackhorse.parsing.assemble.Assembler` that
reads them; it needs the map and the sender's room (:class:`Sight`) to know what a window or
a peephole sees and which room is a knock.
"""

from __future__ import annotations

import re
from typing import Any

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.core.dataclass import dataclass
from blackhorse.inn.layout import Inn
from blackhorse.orders.echo import place_en, place_zh
from blackhorse.parsing.drafts import DEFERRED, ActionDraft, Draft, OrderDraft, Pending, Span, StandingDraft
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME
from blackhorse.parsing.staylooksaid import look_of_the_stay

# what makes an order (a phrase right after "10点前" of one of these kinds is ambiguous)
ORDER_PHRASES = frozenset({"go", "stay", "peek", "kill", "knock", "cond"})
DOOR_UNTIL = 120  # the door rule holds until 22:00 (seed 五.12), minutes from 20:00
SENTENCE_END = re.compile(r"[\n!?;]|\.(?!\d)|(?<!\d)\.")


@dataclass(frozen=True)
class Sight:
    """The map and the sender's own room: what can be seen from where, and what a knock is."""

    inn: Inn
    home: str | None
    rooms: tuple[tuple[str, str], ...] = ()  # (person, room) of everyone with a room that night
    targets: tuple[str, ...] = ()  # the sender's two targets (seed 五.10: one of them, once)
    police: tuple[str, ...] = ()  # the game's police officers ("only open for the police")

    def mates(self, who: str | None) -> tuple[str, ...]:
        """Who shares ``who``'s room that night (their roommate: one person, or none)."""
        if self.home is None:
            return ()
        return tuple(sorted(n for n, room in self.rooms if room == self.home and n != who))


# a look taken up again after a while away (10点20回来接着看): the last one from there
_RESUMED = re.compile(r"(?:接着|继续)$")
# a look kept on, said again with no window or peephole (一直看到结束, 继续看, 看到底)
_KEPT_ON = re.compile(r"一直|继续|接着|看到(?:结束|底|最后|头)")


def hm(minute: int) -> str:
    total = 20 * 60 + minute
    return f"{total // 60}:{total % 60:02d}"


# a verb in -ing, also typed without its g ("until 9 lookin out the window": the stay's look)
_GOING_ON = re.compile(r"[a-z]{2}(?:ing|in'?)$")


class EverydayForms:
    """Handlers for the everyday forms; :class:`~blackhorse.parsing.assemble.Assembler` holds the state."""

    draft: Draft
    pending: Pending | None
    order: OrderDraft | None
    branch: ActionDraft | None
    standing: StandingDraft | None
    text: str
    always_open: frozenset[str]

    def __init__(self, sight: Sight | None) -> None:
        self.sight = sight
        self.ahead: Phrase | None = None  # the phrase after the one being read
        self.behind: Phrase | None = None  # the phrase before it
        self.rest: list[Phrase] = []  # every phrase after it
        self.door_time: tuple[int, Span] | None = None  # "10点前" said right before the door
        self.door_pending: Pending | None = None  # a time used by the door ("8:00 keep the door shut")
        self.held: tuple[OrderDraft, ActionDraft] | None = None  # the order a sentence end set aside
        self.ended: OrderDraft | None = None  # the order an "until" just ended
        self.then_said: Span | None = None  # a "then" said in an order with no end (然后 when?)

    # -- the assembler's own (see assemble.py) --------------------------------------------
    def fault(self, p: Phrase | Span, key: str, **args: str) -> None:  # pragma: no cover
        raise NotImplementedError

    def until(self, p: Phrase) -> None:  # pragma: no cover
        raise NotImplementedError

    def go(self, p: Phrase) -> None:  # pragma: no cover
        raise NotImplementedError

    def otherwise(self, p: Phrase) -> None:  # pragma: no cover
        raise NotImplementedError

    def _settle(self) -> None:  # pragma: no cover
        raise NotImplementedError

    def _order(self, p: Phrase) -> ActionDraft | None:  # pragma: no cover
        raise NotImplementedError

    def _set(
        self, branch: ActionDraft, name: str, value: Any, p: Phrase, key: str
    ) -> None:  # pragma: no cover
        raise NotImplementedError

    def _resumed(self, p: Phrase) -> bool:  # pragma: no cover
        raise NotImplementedError

    def _close(self) -> None:  # pragma: no cover
        raise NotImplementedError

    def _opens_the_night(self, order: OrderDraft) -> bool:  # pragma: no cover
        raise NotImplementedError

    # -- sentences ----------------------------------------------------------------------------
    def sentence_break(self) -> None:
        """A sentence ends: what follows may be a new order whose time comes after it ("At 8:40
        go home. Look through the window from 9 on."); until it has one, the order before is held."""
        quiet = self.standing is None and self.pending is None
        if quiet and self.order is not None and self.branch is not None and self.order.at != DEFERRED:
            self.held = (self.order, self.branch)
            self.order, self.branch = None, None

    def resume_held(self) -> None:
        """A phrase that goes on an order (a condition, a kill, "otherwise", "until") after a
        sentence end goes on the order held, and so does a new order that got no time."""
        if self.held is None:
            return
        if self.pending is not None:  # a new time was said: the held order is done
            self.held = None
            return
        order = self.order
        if order is not None and order.at == DEFERRED:
            if not self._merge(self.held[0], order):
                self.held = None
                return
        elif order is not None:
            self.held = None
            return
        self.order, self.branch = self.held
        self.held = None

    def _merge(self, into: OrderDraft, order: OrderDraft) -> bool:
        """The held order takes what the timeless one said (a fault where both say something)."""
        self.draft.orders.remove(order)
        self.order = self.branch = None
        a, b = into.action, order.action
        for name in ("go", "peek", "kill", "cond", "alone_of", "otherwise"):
            mine, theirs = getattr(a, name), getattr(b, name)
            if theirs is None:
                continue
            if mine is not None and mine != theirs:
                key = {"go": "two_places", "peek": "two_peeks", "kill": "two_kills"}.get(
                    name, "two_conditions"
                )
                self.fault(b.spans.get(name, order.extent), key)
                return False
            setattr(a, name, theirs)
        if b.via:
            a.via = b.via
        a.spans.update(b.spans)
        into.extent = (into.extent[0], max(into.extent[1], order.extent[1]))
        return True

    # -- 十点前 / before 10 ------------------------------------------------------------------
    def before(self, p: Phrase) -> None:
        minute, nxt = p.args["minute"], self.ahead
        if nxt is not None and nxt.kind in ("door", "notopen"):
            self.door_time = (minute, (p.start, p.end))  # 10点前不给任何人开门
            return
        door_before = self.behind is not None and self.behind.kind == "door"
        if door_before and nxt is not None and nxt.kind in ORDER_PHRASES:
            # 只对B开门。9点前看窗户: the look's own time, from 20:00; so is 十点前 in a sentence of
            # its own before an order (门只给B开。10点前看猫眼: round nineteen, a misread on parse66)
            gap = self.text[self.behind.end : p.start] if self.behind is not None else ""
            apart = bool(gap.strip()) and not any(c in gap for c in ",，、")
            door_before = minute == DOOR_UNTIL and not apart
        if door_before and self.order is None and (self.pending is None or self.pending.kind == "night"):
            if minute != DOOR_UNTIL:  # 只给B开门，10点前 (or in brackets): the door's own time
                self.fault(p, "door_time")
            return
        if self.order is not None and self.order.at != DEFERRED and self.standing is None:
            if (
                nxt is not None
                and nxt.kind in ORDER_PHRASES
                and not self.text[p.end : nxt.start].strip(" \t")
            ):
                last = (minute - 1) // SLOT * SLOT
                self.fault(p, "before_ambiguous", time=hm(minute), last=hm(last))
                return
            self.until(Phrase("until", p.start, p.end, {"minute": minute}))  # 9点去草坪，10点前
            return
        if self.pending is None or self.pending.end is not None:  # 十点前待在房间: from 20:00
            self._settle()
            self._close()
            self.pending = Pending(0, (p.start, p.end), "time")
        self.pending.end, self.pending.end_span = minute, (p.start, p.end)

    # -- leaving a place ---------------------------------------------------------------------
    def leave(self, p: Phrase) -> None:
        """从花园去草坪: leaving a place says where one is; it must be where the orders before put
        them (else the message and the orders disagree: refused)."""
        at = self.pending.minute if self.pending is not None else None
        if at is None and self.order is not None and self.order.at != DEFERRED:
            at = self.order.at
        earlier = [o for o in self.draft.orders if at is not None and 0 <= o.at < at and o.action.go]
        home = self.sight.home if self.sight is not None else None
        start = HOME  # where the night starts: home, or a police officer's common room (seed 四)
        if self.sight is not None and home is None and len(self.sight.inn.always_open) == 1:
            start = next(iter(self.sight.inn.always_open))
        last = max(earlier, key=lambda o: o.at).action if earlier else None
        there = last.go if last is not None else start
        place = p.args["place"]
        if last is not None and last.otherwise is not None and last.otherwise.go == place:
            there = place  # …她要是一个人在就干掉她；不然我就去204坐着。9点半从204回: its alternative's place
        if at is None or {there, place} - {HOME, home} and there != place:
            names = {}
            for key, spot in (("place", place), ("where", there)):
                spot = home if spot == HOME and home is not None else spot or ""
                inn = self.sight.inn if self.sight is not None else None
                if spot == HOME or inn is None:  # a police officer's "room": they have none (seed 四)
                    names[key + "_en"] = "your room" if spot == HOME else spot
                    names[key + "_zh"] = "自己房间" if spot == HOME else spot
                    continue
                names[key + "_en"] = place_en(inn, spot, home)
                names[key + "_zh"] = place_zh(inn, spot, home)
            self.fault(p, "leave_elsewhere", **names)

    # -- knocking ---------------------------------------------------------------------------
    def knock(self, p: Phrase) -> None:
        target = p.args["target"]
        if target is not None:  # 敲B的门, knock on 205
            self.go(Phrase("go", p.start, p.end, {"target": target, "via": [], "home": False, "knock": True}))
            return
        branch = self.branch if self.standing is None else None
        if branch is None or branch.go is None:
            self.fault(p, "knock_where")
            return
        if self.sight is not None and branch.go in self.sight.inn.room_of_door:  # 去205门口敲门
            branch.go = self.sight.inn.room_of_door[branch.go]

    def knock_room(self, place: str) -> str:
        """The room whose door a knock names (the door of 205 is 205)."""
        if self.sight is not None:
            return self.sight.inn.room_of_door.get(place, place)
        return place

    def _a_knock(self, go: str) -> bool:
        """Whether going to ``go`` is knocking at someone else's door."""
        if go.startswith("room-of:"):
            return True
        if self.sight is None or go == HOME or go == self.sight.home:
            return False
        inn = self.sight.inn
        return inn.kind.get(go) == "room" and go not in inn.always_open

    def notopen(self, p: Phrase) -> None:
        """不开就回家: after a knock, its alternative; on its own (不开门), the door shut."""
        branch = self.branch if self.standing is None else None
        if branch is not None and branch.go is not None and self._a_knock(branch.go):
            self.otherwise(Phrase("otherwise", p.start, p.end, {"knock": True}))
            return
        if branch is not None and branch.otherwise is not None and self.order is not None:
            main = self.order.action
            if main.go is not None and self._a_knock(main.go) and main.otherwise is branch:
                return  # "否则，不开门就……" said twice
        if p.args["said_if"]:
            self.fault(p, "otherwise_alone")
            return
        self.door(Phrase("door", p.start, p.end, {"policy": "closed", "times": []}))

    # -- the door -----------------------------------------------------------------------------
    def door(self, p: Phrase) -> None:
        times = list(p.args["times"])
        start = p.start
        if self.door_time is not None:
            times.append(self.door_time[0])
            start = self.door_time[1][0]
            self.door_time = None
        for minute in times:
            if minute != 120:
                self.fault((start, p.end), "door_time")
                return
        said_at = self._door_said_at(p)
        if said_at is not None and (times or self._door_after_a_door()):
            said_at = None  # 九点回房 十点前只让B进来 其他人敲门都不开: the rule's own end said, the night's
        if said_at is not None and said_at >= 120 and self._door_after_the_order(p):
            said_at = None  # 十点回来哦 门只给小鹿开: the night's door rule, said after the last order
        if said_at is not None and said_at >= 120 and p.args["policy"] != "open":
            # 十点以后也不开, "even after 10 I won't open": the rule broken is that from 22:00
            # every tenant opens (seed 五.12), not where the door rule starts
            self.fault((start, p.end), "door_time")
            return
        if said_at is not None and said_at >= 120 and p.args["policy"] == "open":
            # 10点以后谁敲门都开, "after 10 I open to anyone": the seed's own rule (五.12) said, set aside
            timed = self.door_pending.span[0] if self.door_pending is not None else start
            self.draft.aside.append((min(timed, start), p.end))
            return
        if said_at is not None and said_at > 0:
            self.fault((start, p.end), "door_from", time=hm(said_at))
            return
        if self.draft.door is not None:
            if _same_door(self.draft.door, p.args["policy"]):
                return  # 十点前谁都别让进（门别开）: the same rule, said again in other words
            if self._the_rest(self.draft.door, p.args["policy"]):
                return  # 只给B开门，其他人一律不开: the rule for everyone else, said again
            self.fault((start, p.end), "two_doors")
            return
        self.draft.door = p.args["policy"]
        self.draft.door_span = (start, p.end)

    def _the_rest(self, said: Any, policy: Any) -> bool:
        """A door rule right after another that only says what the first implies for everyone
        else: closed after "only B" (其他人一律不开, nobody else), open after "all but D"."""
        if self.behind is None or self.behind.kind != "door":
            return False
        some, rest = isinstance(said, (list, tuple)), isinstance(policy, (list, tuple))
        if some and not rest:
            return bool(policy == ("open" if isinstance(said, tuple) else "closed"))
        if rest and not some and said == ("open" if isinstance(policy, tuple) else "closed"):
            self.draft.door = policy  # 其他人一律不开，只给B开: the list is the rule
            return True
        return False

    def _door_said_at(self, p: Phrase) -> int | None:
        """The time the door is said at, when it is said in the same sentence as a time."""
        if self.pending is not None:
            if self.pending.kind == "night" or not self._same_sentence(self.pending.span[0], p.start):
                return None
            self.door_pending = self.pending  # "8:00 keep the door shut": the time is used
            return self.pending.minute
        o = self.order
        timed = o is not None and o.at != DEFERRED and o.origin != "night"
        if o is not None and timed and self._same_sentence(o.span[0], p.start):
            return o.at
        return None

    def _door_after_a_door(self) -> bool:
        """Whether the phrase before was the night's door rule (其他人敲门都不开 after 十点前只让B进来):
        the rest of that rule, not a rule from the order's time on."""
        return self.behind is not None and self.behind.kind == "door" and self.draft.door is not None

    def _door_after_the_order(self, p: Phrase) -> bool:
        """Whether the door rule opens a clause of its own after an order's (``十点回来哦 门只给小鹿开``,
        ``10点回房，门关着``): a comma or a space before it, its first word the door's, and no time said
        with it. From 22:00 on no door rule holds (seed 五.12), so such a rule, carrying the order's
        time only by standing after it, is the night's (round twenty-one); before 22:00 it is still
        asked (``door_from``: from then on, or the night's?)."""
        o = self.order
        if self.pending is not None or o is None or o.at < 120:
            return False
        before = self.text[: p.start].rstrip(" \t:：")
        said = self.text[p.start : p.end]
        if before.endswith(("门", "門")):  # 门只给B开: the door's word read apart from its rule
            before, said = before[:-1], before[-1] + said
        door_first = said[:1] in "门門" or said.lower().startswith(("door", "the door", "my door"))
        spaced = len(before.rstrip(" \t")) < len(before)
        return door_first and (before.rstrip(" \t").endswith((",", "，", "、")) or spaced)

    def _same_sentence(self, start: int, end: int) -> bool:
        return not SENTENCE_END.search(self.text[start:end])

    # -- looking at a place ---------------------------------------------------------------
    def view_kind(self, p: Phrase, kind: str | None, where: str | None) -> tuple[bool, str | None]:
        """What one peeks through to see the place a peek names (从窗户看花园, 看着走廊), checked
        against what that window or peephole sees; ``(False, _)`` after a fault."""
        view = p.args.get("view")
        if view is None and p.args.get("corridor") and self.sight is not None:
            view = _corridor(self.sight.inn)
        if view == HOME and self.sight is not None:  # "watch through the peephole home": one's own room
            view = self.sight.home
        if view is None or self.sight is None:
            return True, kind
        inn, room = self.sight.inn, where or self.sight.home
        room = self.sight.home if room == HOME else room
        if room is None and self.sight.home is None and len(inn.always_open) == 1:
            room = next(iter(inn.always_open))  # a police officer without a room looks out from 204
        if room is None or room.startswith("room-of:") or inn.kind.get(room) != "room":
            return True, kind or "window"  # peeking from there is the checker's to refuse
        if view == room:  # "peek out the common room window": the window of the room one is in
            return True, kind
        window = inn.windows.get(room)
        sees_window = window is not None and inn.zone.get(view) == window
        hole = inn.peepholes.get(room, frozenset())
        exact = inn.kind.get(view) == "stairs"  # a stair head: only the peepholes that see it (201, 209)
        sees_hole = view in hole or not exact and inn.zone.get(view) in {inn.zone[s] for s in hole}
        if kind is None:
            kind = "window" if sees_window else "peephole" if sees_hole else None
        if kind == "window" and sees_window or kind == "peephole" and sees_hole:
            return True, kind
        self.fault(p, "view_unseen", **_seen(inn, room, view, window, hole))
        return False, None

    # -- peeking ------------------------------------------------------------------------------
    def peek(self, p: Phrase) -> None:
        ended, pend = self.ended, self.pending
        words = self.text[p.start : p.end].split()
        going_on = (
            ended is not None
            and pend is not None
            and pend.kind == "until"
            and (_GOING_ON.search(words[0]) is not None or self._look_of_the_stay(ended, pend, p))  # round 7
        )
        if going_on and ended is not None and self._same_sentence(ended.span[0], p.start):
            self.order, self.branch = ended, ended.action  # "stay in my room until 9, watching ..."
            self._peek(p, ended.action)
            self.order, self.branch, self.pending = None, None, pend
            return
        branch = self._order(p) if self._resumed(p) else None
        if branch is None:
            if self.standing is not None:
                self.fault(p, "no_time")
            return
        self._peek(p, branch)

    def _look_of_the_stay(self, ended: OrderDraft, pend: Pending, p: Phrase) -> bool:
        """ "stay in my room till 9, window": the stay's look (staylooksaid.py)."""
        own = {HOME} | ({self.sight.home} if self.sight is not None and self.sight.home else set())
        return look_of_the_stay(self.text, ended.action, own, pend.span[1], (p.start, p.end))

    def _peek(self, p: Phrase, branch: ActionDraft) -> None:
        ok, kind = self.view_kind(p, p.args["kind"], branch.go or self._where_before())
        if not ok:
            return
        kept_on = _KEPT_ON.search(self.text, max(0, p.start - 3), p.end) is not None
        if kind is None and branch.peek is not None and kept_on:
            # 门孔看走廊，一直看到结束: the same look, kept on (round twenty-four)
            self.draft.aside.append((p.start, p.end))
            return
        if kind is None and _RESUMED.search(self.text, max(0, p.start - 3), p.start):
            kind = self._look_resumed(branch.go or self._where_before())  # 10点20回来接着看 (round 24)
        if kind is None:
            if branch.go in self.always_open:
                kind = "window"
            elif (
                branch.go is not None
                and branch.go != HOME
                and self._outdoors(branch.go)
                and not p.args.get("view")
            ):
                self.draft.aside.append((p.start, p.end))  # 在草坪那盯着: looking around there, no peek
                return
            else:
                self.fault(p, "peek_what")
                return
        self._set(branch, "peek", kind, p, "two_peeks")

    def _outdoors(self, place: str) -> bool:
        """A place with neither window nor peephole of one's own (the garden, the lawn, a
        stair): watching there is only being there."""
        if self.sight is None or place.startswith("room-of:"):
            return False
        return self.sight.inn.kind.get(place) not in ("room", None)

    def _look_resumed(self, place: str | None) -> str | None:
        """The look of the last earlier order at ``place`` (where one is back to), which "go on looking"
        (接着看, 继续看) resumes; None where none looked from there (asked, as before)."""
        at = self.order.at if self.order is not None else NIGHT_MINUTES
        mine = {HOME, None} | ({self.sight.home} if self.sight is not None else set())
        if self.sight is not None and self.sight.home is None:
            mine |= set(self.sight.inn.always_open)  # an officer's start (seed 四)
        here = place in mine
        where: str | None = None
        look: str | None = None
        for o in sorted(self.draft.orders, key=lambda o: o.at):
            if not 0 <= o.at < at:
                continue
            where = o.action.go or where
            if o.action.peek is not None and (where in mine if here else where == place):
                look = o.action.peek
        return look

    def _where_before(self) -> str | None:
        """Where the orders before the current one last sent the person (None: home)."""
        at = self.order.at if self.order is not None else NIGHT_MINUTES
        earlier = [o for o in self.draft.orders if 0 <= o.at < at and o.action.go is not None]
        if not earlier:
            return None
        last = max(earlier, key=lambda o: o.at).action
        if last.cond is not None or last.otherwise is not None:
            return None  # a visit whose outcome is open: a peek after it is from home (finish._peek_at_home)
        return last.go

    # -- kills over a window of time ---------------------------------------------------------
    def window_of(self) -> tuple[str, int, int, Span] | None:
        """The window a kill said now holds over when it is one (all night, a period, a range),
        as (kind, start, end, span); None for a plain time."""
        if self.pending is not None:
            pend = self.pending
        elif self.order is not None and self.branch is self.order.action and self.order.at != DEFERRED:
            o = self.order
            pend = Pending(o.at, o.span, o.origin, o.end)
        else:
            return None
        if pend.kind == "night":
            return pend.kind, 0, NIGHT_MINUTES, pend.span
        if pend.kind == "period":
            return pend.kind, pend.minute, pend.minute + 60, pend.span
        if pend.end is not None:
            end = pend.end + 1 if pend.end % SLOT == SLOT - 1 else pend.end
            return "range", pend.minute, min(end, NIGHT_MINUTES), pend.span
        return "time", pend.minute, NIGHT_MINUTES, pend.span


def _same_door(said: Any, policy: Any) -> bool:
    """Whether two door rules are one (shut, open, or the same people, in any order)."""
    if isinstance(said, (list, tuple)) and isinstance(policy, (list, tuple)):
        return type(said) is type(policy) and sorted(said) == sorted(policy)
    return bool(said == policy)


def _corridor(inn: Inn) -> str | None:
    walk = [s for s in inn.spots if inn.zone[s] == "corridor" and inn.kind[s] in ("corridor", "stairs")]
    return walk[0] if walk else None


def _seen(inn: Inn, room: str, view: str, window: str | None, hole: frozenset[str]) -> dict[str, Any]:
    """What the room's window and peephole see, and the place asked for, by zone (both languages)."""

    def en(zone: str) -> str:
        return f"room {zone}" if inn.kind.get(zone) == "room" else "the " + zone.replace("-", " ")

    def zh(zone: str) -> str:
        return inn.names_zh.get(zone, zone)

    holes = sorted({inn.zone[s] for s in hole})
    zone = inn.zone.get(view, view)
    spot = view if inn.kind.get(view) == "stairs" else zone  # a stair head by its own name
    return {
        "room": room,
        "view_en": en(spot) + (" head" if spot != zone else ""),
        "view_zh": zh(spot),
        "window_en": en(window) if window else "nothing (no window)",
        "window_zh": zh(window) if window else "（没有窗户）",
        "hole_en": ", ".join(en(z) for z in holes) or "nothing (no peephole)",
        "hole_zh": "、".join(zh(z) for z in holes) or "（没有门孔）",
    }
