"""Phrases into orders: which slot each phrase belongs to, and what it adds to that slot.

The rules (docs/PARSING.md says them for GMs):

- A time (``8:30``, ``八点半``), a period (``第二时段``: 21:00) or "all night" (20:00) starts a
  new order; every phrase after it belongs to that order until the next time.
- An "until" (``玩到9:39``, ``8:00－8:19``, ``until 9:40``) ends the order: the next phrase
  without a time of its own starts an order at the next slot (9:40). When the message moves
  on to another time instead, an order "stay where you are" is added at that slot, so a
  peek (or a stay) really ends where the message says it does.
- "then" (然后, then) after an order that has its end moves on to that end.
- An order holds one place, one peek, one kill, one condition; "otherwise" (否则, if nobody
  opens) opens its alternative, which holds the same again (and may have its own).
- "Wherever you meet B" (无论在任何地方碰见B) starts a standing kill over the time before it
  (a range, or all night).
- A pronoun (他, him) is the last person named.

Anything that does not fit is a :class:`Fault` pointing at the phrase.
"""

from __future__ import annotations

import re
from typing import Any

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.orders.orderrules import place_after
from blackhorse.parsing.drafts import (
    DEFERRED,
    ActionDraft,
    Draft,
    Fault,
    OrderDraft,
    Pending,
    Span,
    StandingDraft,
)
from blackhorse.parsing.everyday import SENTENCE_END, Sight
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME, ROOM
from blackhorse.parsing.spans import SpanForms, night_again

_Pending = Pending


def end_slot(minute: int) -> int | None:
    """Where an order written to end at ``minute`` stops: 9:39 and 9:40 both mean 9:40."""
    if minute % SLOT == SLOT - 1:
        return minute + 1
    if minute % SLOT == 0:
        return minute
    return None


class Assembler(SpanForms):
    def __init__(self, always_open: frozenset[str], text: str = "", sight: Sight | None = None) -> None:
        super().__init__(sight)
        self.draft = Draft()
        self.pending: _Pending | None = None
        self.order: OrderDraft | None = None
        self.branch: ActionDraft | None = None
        self.standing: StandingDraft | None = None
        self.last_name: str | None = None
        self.opened: ActionDraft | None = None  # the alternative "otherwise" just opened
        self.text = text
        self.always_open = always_open
        self.resume: _Pending | None = None  # the window a kill was taken from, for the orders after it
        self.reopened: _Pending | None = None  # the "until" of an order a condition went back on

    def fault(self, p: Phrase | Span, key: str, **args: str) -> None:
        start, end = (p.start, p.end) if isinstance(p, Phrase) else p
        self.draft.faults.append(Fault(start, end, key, tuple(sorted(args.items()))))

    # -- time ---------------------------------------------------------------------------
    def _close(self) -> None:
        self.order, self.branch, self.standing = None, None, None

    def _adjacent(self, order: OrderDraft, p: Phrase) -> bool:
        """Nothing but spaces between the order said so far and ``p`` ("go home at 9:40")."""
        return not self.text[order.extent[1] : p.start].strip(" \t")  # not across lines

    def _settle(self) -> None:
        """An order still waiting for its time gets none: it goes on the order held before a
        sentence end, or is a fault."""
        order = self.order
        if order is not None and order.at == DEFERRED and self.held is not None:
            self.resume_held()
            self._close()
            return
        if order is not None and order.at == DEFERRED and self._opens_the_night(order):
            order.at, order.origin = 0, "night" if self._all_along(order) else "time"
            order.span = (order.extent[0], order.extent[0])
            self._close()
            return
        if order is not None and order.at == DEFERRED:
            self.fault(order.extent, "no_time")
            self.draft.orders.remove(order)
            self._close()

    def _drop_unsaid_otherwise(self) -> None:
        """否则 right before the next time (否则9点40回房) opened no alternative: what follows is
        an order of its own, and the order before keeps its kill armed."""
        opened, order = self.opened, self.order
        if opened is None or opened is not self.branch or not opened.empty() or order is None:
            return
        branch: ActionDraft | None = order.action
        while branch is not None:
            if branch.otherwise is opened:
                branch.otherwise = None
                branch.spans.pop("otherwise", None)
                self.branch = branch
                self.opened = None
                return
            branch = branch.otherwise

    def _opens_the_night(self, order: OrderDraft) -> bool:
        """An order without a time that opens the message, before any timed order, staying in
        one's room or peeking from it (一直待在房间里从门孔看, 先在屋里从窗户看着草坪, "watch the
        corridor first"): from 20:00, where everyone starts the night. Going somewhere, a kill or
        a condition without a time is still refused (when?), unless 先 / first says it."""
        if any(o is not order and o.at != DEFERRED and o.at <= 0 for o in self.draft.orders):
            return False
        if any(o is not order and o.extent[0] < order.extent[0] for o in self.draft.orders):
            return False
        act = order.action
        first = bool(
            re.search(
                r"(^|[\s,，。；;:：])(先|首先|一开始|开始先|first|at first|to start)\s*$",
                self.text[: order.extent[0]],
            )
        )
        stays = act.go is None or act.go == HOME and "stay" in act.spans
        quiet = stays and act.kill is None and act.cond is None and act.otherwise is None
        if self.pending is not None or self.draft.standing:
            return False
        return quiet or first and act.kill is None and act.cond is None

    def _all_along(self, order: OrderDraft) -> bool:
        """一直待在房间里 with no time: all night (the seed's 一直留在房间里)."""
        return bool(re.search(r"(一直|始终|all along)\s*$", self.text[: order.extent[0]]))

    def time(self, p: Phrase) -> None:
        self._drop_unsaid_otherwise()
        minute, order = p.args["minute"], self.order
        if order is not None and self._adjacent(order, p):
            if order.at == DEFERRED or order.origin == "night":  # "go home at 9:40"; "tonight, go ... at 9"
                order.at, order.span, order.origin = minute, (p.start, p.end), "after"
                return
            if order.origin == "until" and p.args["at"]:  # "until 9:39, then go home at 9:50"
                order.at, order.span, order.origin = minute, (p.start, p.end), "time"
                return
        pend = self.pending
        if pend is not None and pend.kind == "time" and pend.end is None and pend is not self.door_pending:
            self.fault(pend.span, "time_without_order")  # "9点和10点去花园": which one?
        self._settle()
        self._close()
        self.pending = _Pending(minute, (p.start, p.end), "time")

    def period(self, p: Phrase) -> None:
        order, minute = self.order, p.args["minute"]
        between = self.text[order.extent[1] : p.start].split() if order is not None else ["?"]
        if order is not None and order.at == DEFERRED and between in ([], ["for"], ["during"], ["through"]):
            order.at, order.span, order.origin = (
                minute,
                (p.start, p.end),
                "period",
            )  # "stay ... for the first hour"
            order.end, order.end_span = minute + 60, (p.start, p.end)
            return
        self._settle()
        self._close()
        self.pending = _Pending(p.args["minute"], (p.start, p.end), "period")

    def allnight(self, p: Phrase) -> None:
        order = self.order
        if order is not None and not self.text[order.extent[1] : p.start].strip(" \t"):
            act = order.action
            only_kills = (act.kill or act.cond) and not (act.go or act.peek)
            if order.at == DEFERRED and only_kills and self.branch is act:
                self._night_kill(order, p)  # "I'll kill C tonight (if I find her alone)"
            elif order.at == DEFERRED:  # "stay home all night"
                order.at, order.span, order.origin = 0, (p.start, p.end), "night"
            return  # "stay there all evening": the order holds until the next one anyway
        pend = self.pending
        if order is None and pend is not None and pend.kind in ("time", "period", "until"):
            return  # "at 9pm tonight go to the lawn": the time said is the order's
        st = self.standing
        whole = st is not None and (st.start, st.end) == (0, NIGHT_MINUTES)
        if order is None and st is not None and whole and self._same_sentence(st.span[0], p.start):
            return  # "kill Tom wherever I meet him, all night": the kill holds all night already
        self._settle()
        self._close()
        self.pending = _Pending(0, (p.start, p.end), "night", NIGHT_MINUTES)

    def until(self, p: Phrase) -> None:
        self.resume_held()
        minute = p.args["minute"]
        if self.pending is not None and self.order is None and self.standing is None:
            self.pending.end, self.pending.end_span = minute, (p.start, p.end)
            return
        if self.order is not None and self.order.at == DEFERRED and self.draft.orders == [self.order]:
            self.order.at, self.order.span, self.order.origin = (
                0,
                (p.start, p.start),
                "time",
            )  # "stay home till 10"
        waits = any(w in self.text[p.start : p.end] for w in ("待到", "呆到", "等到", "留到", "坐到", "守到"))
        if self.order is None and self.pending is None and not self.draft.orders and waits:
            self.pending = _Pending(0, (p.start, p.start), "time")  # 等到九点再去花园: stay until 9
            self._order(p)
        if self.order is None or self.order.at == DEFERRED:
            self._settle()
            self.fault(p, "until_without_order")
            return
        if self.order.end is not None:  # "from 8 to 9 watch ..., till 10 stay ...": the next window
            start = self.order.end
            self._close()
            self.pending = _Pending(start, (p.start, p.end), "until", minute, (p.start, p.end))
            return
        slot = end_slot(minute)
        if slot is None:
            self.fault(
                p,
                "until_off_slot",
                time=_hm(minute),
                before=_hm(minute - minute % SLOT - 1),
                after=_hm(minute - minute % SLOT + SLOT - 1),
            )
            return
        self.order.end, self.order.end_span = slot, (p.start, p.end)
        self.ended = self.order
        self._close()
        self.pending = _Pending(slot, (p.start, p.end), "until")

    def between(self, p: Phrase) -> None:
        """between 9:00 and 9:59: a range."""
        self.time(Phrase("time", p.start, p.start, {"minute": p.args["minute"], "at": False}))
        self.until(Phrase("until", p.start, p.end, {"minute": p.args["until"]}))

    def then(self, p: Phrase) -> None:
        if self.order is not None and self.order.origin == "after":
            self._close()  # "go home at 9:40, then ...": what follows has its own time, after it
        elif self.order is not None and self.order.end is not None:
            slot = self.order.end
            self._close()
            self.pending = _Pending(slot, (p.start, p.end), "until")

    def _order(self, p: Phrase) -> ActionDraft | None:
        """The branch a phrase adds to (a new order if a time is pending)."""
        if self.pending is not None:
            pend, self.pending = self.pending, None
            end = None
            if pend.end is not None:
                end = end_slot(pend.end) if pend.kind != "night" else None
                if end is None and pend.kind != "night":
                    self.fault(
                        pend.end_span,
                        "until_off_slot",
                        time=_hm(pend.end),
                        before=_hm(pend.end - pend.end % SLOT - 1),
                        after=_hm(pend.end - pend.end % SLOT + SLOT - 1),
                    )
            self.order = OrderDraft(pend.minute, ActionDraft(), pend.span, end, pend.end_span)
            self.order.origin = pend.kind
            self.order.ranged = pend.kind == "time" and end is not None  # 8点50到9点10去花园
            self.draft.orders.append(self.order)
            self.branch = self.order.action
        if self.branch is None:  # no time yet: one may follow ("go home at 9:40"), else a fault
            self.order = OrderDraft(DEFERRED, ActionDraft(), (p.start, p.end), extent=(p.start, p.end))
            self.draft.orders.append(self.order)
            self.branch = self.order.action
        return self.branch

    # -- what an order does ---------------------------------------------------------------
    def _set(self, branch: ActionDraft, name: str, value: Any, p: Phrase, key: str) -> None:
        old = getattr(branch, name)
        if name == "cond" and old is not None and old != value:
            merged = _one_condition(old, value, branch)
            old, value = (merged, merged) if merged is not None else (old, value)
        if old is not None and old != value:
            self.fault(p, key)
            return
        setattr(branch, name, value)
        branch.spans[name] = (p.start, p.end)

    def _resumed(self) -> bool:
        """After a kill taken out of a window as a standing order, the window's orders go on."""
        if self.standing is not None and self.resume is not None:
            self.standing, self.pending, self.resume = None, self.resume, None
        return self.standing is None

    def go(self, p: Phrase) -> None:
        if not self._resumed():
            self.fault(p, "no_time")
            return
        branch = self._order(p)
        if branch is None:
            return
        if p.args.get("visit") and branch.go is not None:  # 去花园找D: D is whom one goes to see there
            self.target(p.args["target"], going=True)
            return
        if branch.go is not None and self._timed_after(p):  # "... at nine and come back at ten"
            self._close()
            branch = self._order(p)
            assert branch is not None
        place = HOME if p.args["home"] else self.target(p.args["target"], going=True)
        if place is None:
            return
        if p.args.get("back") and self._came_from() is not None:  # back where?
            self.fault(p, "back_where")
            return
        if p.args.get("knock"):
            place = self.knock_room(place)
        self._set(branch, "go", place, p, "two_places")
        if p.args["via"]:
            branch.via = list(p.args["via"])
            branch.spans["via"] = (p.start, p.end)

    def _came_from(self) -> str | None:
        """Where the person was before the place they are going back from, when not home."""
        at = self.order.at if self.order is not None and self.order.at != DEFERRED else NIGHT_MINUTES
        orders = sorted(self.draft.orders, key=lambda o: o.at)
        places = [o.action.go for o in orders if 0 <= o.at < at and o.action.go]
        if self.order is not None and self.branch is not self.order.action and self.order.action.go:
            places.append(self.order.action.go)  # "if nobody opens, go back": from this order's place
        before = places[-2] if len(places) >= 2 else None
        return before if before is not None and before != HOME else None

    def _timed_after(self, p: Phrase) -> bool:
        """A time said right after ``p`` ("come back at ten"): ``p`` is a new order at that time."""
        nxt = self.ahead
        return nxt is not None and nxt.kind == "time" and not self.text[p.end : nxt.start].strip(" \t")

    def via(self, p: Phrase) -> None:
        """A route said after the time: "go to the lawn at 9:10 via the east stairs"."""
        branch = self.branch if self.standing is None else None
        if branch is None or branch.go is None or branch.via:
            self.fault(p, "via_alone")
            return
        branch.via = list(p.args["spots"])
        branch.spans["via"] = (p.start, p.end)

    def stay(self, p: Phrase) -> None:
        if not self._resumed():
            self.fault(p, "no_time")
            return
        branch = self._order(p)
        target = p.args["target"]
        if branch is not None and (target is None or target.args.get("place", "") is None):
            branch.spans.setdefault("stay", (p.start, p.end))  # 待在原地: here, wherever it is
        if branch is None or target is None or target.args.get("place", "") is None:
            return  # "stay there": the order goes on as it is
        place = self.target(target, going=True)
        if place is not None:
            self._set(branch, "go", place, p, "two_places")
            branch.spans.setdefault("stay", (p.start, p.end))  # said as a stay (待在, stay in)

    def target(self, t: Phrase, going: bool) -> str | None:
        if "room_of" in t.args:
            who = self.person_of(t.args["room_of"], t.args["pronoun"], t) or ""
            room = dict(self.sight.rooms).get(who) if self.sight is not None else None
            return room if room is not None else "room-of:" + who  # B's room: 209 (else said when written)
        place: str | None = t.args.get("place")
        if place == ROOM:
            return HOME if going else None
        return place

    def person_of(self, name: str | None, pronoun: bool, p: Phrase) -> str | None:
        if pronoun:
            if self.last_name is None:
                self.fault(p, "pronoun_unknown")
            return self.last_name
        self.last_name = name
        return name

    def person(self, who: Phrase) -> str | None:
        return self.person_of(who.args["name"], who.args["pronoun"], who)

    def otherwise(self, p: Phrase) -> None:
        self.resume_held()
        if self.opened is self.branch and self.branch is not None and self.branch.empty():
            return  # "otherwise, if nobody opens, ...": one alternative said twice
        if self.otherwise_after_standing(p):
            return
        if self.order is None or self.branch is None:
            self.fault(p, "otherwise_alone")
            return
        if self.branch.otherwise is not None:
            self.fault(p, "two_otherwise")
            return
        self.branch.otherwise = ActionDraft()
        self.branch.spans["otherwise"] = (p.start, p.end)
        self.branch = self.branch.otherwise
        self.opened = self.branch

    def finish(self) -> Draft:
        self._settle()
        pend = self.pending
        if pend is not None and pend.kind in ("time", "period") and pend is not self.door_pending:
            self.fault(pend.span, "time_without_order")
        draft = self.draft
        for st in draft.standing:
            if st.target is None:
                self.fault(st.span, "standing_without_kill", who=st.subject or "")
        there = self._surely_at()
        for order in draft.orders:  # "if E is alone in 207 at 22:20": going there is not said
            branch: ActionDraft | None = order.action
            while branch is not None:
                said = self._home() if branch.cond_place == HOME else branch.cond_place
                here = branch is order.action and said is not None and there.get(order.at) == said
                if "cond_where" in branch.spans and branch.go is None and not here:
                    self.fault(
                        branch.spans["cond_where"], "cond_no_go"
                    )  # (here: 8点40去花园，9点如果B一个人在花园)
                branch = branch.otherwise
        self.drop_intents()
        night = self._night_default()
        taken = {o.at for o in draft.orders}
        for order in list(draft.orders):
            if order.end is not None and order.end not in taken and order.end < NIGHT_MINUTES:
                back = ActionDraft() if night is None else night_again(night)
                if night is None and order.ranged and order.action.go not in (None, HOME, self._home()):
                    back.go = HOME  # 8点50到9点10去花园: the time there is over, back home
                draft.orders.append(OrderDraft(order.end, back, order.end_span, added=True))
                taken.add(order.end)
        self._one_per_slot()
        self._peek_at_home()
        for order in draft.orders:
            _unsaid_alternatives(order.action)
        return draft

    def _one_per_slot(self) -> None:
        """Two orders said for one slot, one saying where to be and the other what to peek
        through (第一时段：待在房间，8:00-8:29从窗户看; 21:10 回房 / 21:10开始门孔看走廊), are one
        order; anything else stays two (refused: which one?)."""
        orders = self.draft.orders
        for order in list(orders):
            same = [o for o in orders if o is not order and o.at == order.at and o in orders]
            if order not in orders or len(same) != 1:
                continue
            other = same[0]
            a, b = order.action, other.action
            quiet = all(x.kill is None and x.cond is None and x.otherwise is None for x in (a, b))
            if not quiet or (a.go and b.go and a.go != b.go) or (a.peek and b.peek and a.peek != b.peek):
                continue
            first, second = (order, other) if order.extent <= other.extent else (other, order)
            keep, gone = first.action, second.action
            keep.go, keep.peek = keep.go or gone.go, keep.peek or gone.peek
            keep.via = keep.via or list(gone.via)
            for key, span in gone.spans.items():
                keep.spans.setdefault(key, span)
            first.end = first.end if first.end is not None else second.end
            if second.end is not None and first.end_span == (0, 0):
                first.end_span = second.end_span
            orders.remove(second)

    def _surely_at(self) -> dict[int, str | None]:
        """Where the orders surely put the person when each order starts (None: not known)."""
        out: dict[int, str | None] = {}
        if self.sight is None:
            return out
        inn, home = self.sight.inn, self.sight.home
        where = home if home is not None or len(inn.always_open) != 1 else next(iter(inn.always_open))
        for order in sorted(self.draft.orders, key=lambda o: o.at):
            out[order.at] = where
            act = order.action
            go = home if act.go == HOME else act.go
            where = place_after(go, act.cond is not None, act.otherwise is not None, where, home, inn)
        return out

    def _home(self) -> str | None:
        return self.sight.home if self.sight is not None else None

    def _peek_at_home(self) -> None:
        """A peek said without a place (10:30 peephole, 十点以后从门孔看) after an order whose
        outcome leaves the person here or there (a kill or else elsewhere) is a peek from home,
        where the window and the peephole are: the order goes home. Where the orders surely put
        the person (a plain walk) the checker judges the peek; 待在原地 keeps it where it is."""
        if self.sight is None:
            return
        inn, home = self.sight.inn, self.sight.home
        where = home if home is not None or len(inn.always_open) != 1 else next(iter(inn.always_open))
        for order in sorted(self.draft.orders, key=lambda o: o.at):
            act = order.action
            if act.go is None and act.peek is not None and where is None and "stay" not in act.spans:
                act.go = HOME
                act.spans.setdefault("go", act.spans.get("peek", order.span))
            go = home if act.go == HOME else act.go
            where = place_after(go, act.cond is not None, act.otherwise is not None, where, home, inn)


def _unsaid_alternatives(act: ActionDraft) -> None:
    """An "otherwise" with nothing said for it (不然就待着聊天: only words that change nothing)
    is no alternative: the order stays as it is, its kill armed. "否则待在原地" says one."""
    other = act.otherwise
    if other is None:
        return
    _unsaid_alternatives(other)
    if other.empty() and not other.via and "stay" not in other.spans:
        act.otherwise = None
        act.spans.pop("otherwise", None)


def _one_condition(
    old: tuple[str, str | None], new: tuple[str, str | None], branch: ActionDraft
) -> tuple[str, str | None] | None:
    """Two conditions said of one kill that are one: "whoever is around" with "if B is there"
    (B在的话不管有没有人都杀了她: a kill waits for its target anyway), "if I meet B there and
    he's alone" (present and alone: alone). Anything else stays two (None: refused)."""
    pair = {old[0], new[0]}
    target = branch.kill or branch.alone_of
    people = {c[1] for c in (old, new) if c[0] == "present"}
    if pair == {"always", "present"} and people <= {target, None} | (
        {next(iter(people))} if target is None else set()
    ):
        return ("always", None)
    if pair == {"alone", "present"} and (branch.alone_of is None or people <= {branch.alone_of}):
        if branch.alone_of is None:
            branch.alone_of = next(iter(people))
        return ("alone", None)
    return None


def _hm(minute: int) -> str:
    total = 20 * 60 + minute
    return f"{total // 60}:{total % 60:02d}"


ON_ORDER = ("cond", "kill", "always", "otherwise", "notopen")  # phrases that go on an order said before


def assemble(
    phrases: list[Phrase], always_open: frozenset[str], text: str = "", sight: Sight | None = None
) -> Draft:
    """The orders ``phrases`` say; ``text`` is the normalised message they were read from,
    ``sight`` the map and the sender's room (what windows see, which rooms are knocks)."""
    a = Assembler(always_open, text, sight)
    for k, p in enumerate(phrases):
        if k and SENTENCE_END.search(text[phrases[k - 1].end : p.start]):
            a.sentence_break()
        if (
            p.kind == "cond"
            and p.args.get("meet")
            and a.held is not None
            and a.order is None
            and a.pending is None
            and a.held[0].action.go in (None, HOME, a._home())
        ):
            # 碰到阿玲单独一人就杀了她, a sentence of its own after the orders: all night, anywhere
            a.held = None
            a.pending = Pending(0, (p.start, p.start), "night", NIGHT_MINUTES)
        if p.kind in ("cond", "kill", "always", "via", "knock", "notopen", "then"):
            a.resume_held()
        a.rest = phrases[k + 1 :]
        a.ahead = a.rest[0] if a.rest else None
        a.behind = phrases[k - 1] if k else None
        if p.kind in ON_ORDER:
            a.reopen_ended()
        else:
            a.close_reopened()
        getattr(a, "standing_kill" if p.kind == "standing" else p.kind)(p)
        if a.order is not None:
            start = a.order.extent[0] if a.order.extent != (0, 0) else a.order.span[0]
            a.order.extent = (start, max(a.order.extent[1], p.end))
    return a.finish()
