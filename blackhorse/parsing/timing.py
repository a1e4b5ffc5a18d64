"""When an order starts and when it ends, as the message says it.

The rules (docs/PARSING.md says them for GMs):

- A time (``8:30``, ``八点半``), a period (``第二时段``: 21:00) or "all night" (20:00) starts a
  new order; every phrase after it belongs to that order until the next time.
- An "until" (``玩到9:39``, ``8:00－8:19``, ``until 9:40``) ends the order: the next phrase
  without a time of its own starts an order at the next slot (9:40). When the message moves
  on to another time instead, an order "stay where you are" is added at that slot, so a
  peek (or a stay) really ends where the message says it does.
- "then" (然后, then) after an order that has its end moves on to that end.

:class:`TimeForms` is the part of :class:`blackhorse.parsing.assemble.Assembler` that reads
them; the assembler holds the state.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.parsing.drafts import (
    DEFERRED,
    ActionDraft,
    OrderDraft,
    Pending,
)
from blackhorse.parsing.everyday import SENTENCE_END
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME
from blackhorse.parsing.spans import SpanForms
from blackhorse.parsing.windowsaid import whole_night

# what may stand between an order and its time said after it in a part of its own (去花园，9点;
# 去草坪待着，从9点40到10点20): clause marks, "from", and the words of staying put that say nothing
NEXT_AFTER = re.compile(r"\s*(?:再|然后|接着)")
CLAUSE_MARKS = re.compile(r"(?:[\s,，:：、\-—–~从]|待着|呆着|了|吧)*")


def end_slot(minute: int) -> int | None:
    """Where an order written to end at ``minute`` stops: 9:39 and 9:40 both mean 9:40."""
    if minute % SLOT == SLOT - 1:
        return minute + 1
    if minute % SLOT == 0:
        return minute
    return None


class TimeForms(SpanForms):
    """Handlers for times, periods, "all night", "until", "between" and "then"."""

    opened: ActionDraft | None  # the alternative "otherwise" just opened
    carry: ActionDraft | None = None  # a kill said before its time, for the order the time starts

    def _close(self) -> None:
        self.order, self.branch, self.standing = None, None, None
        self.then_said = None

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

    def _drop_unsaid_otherwise(self) -> bool:
        """否则 right before the next time (否则9点40回房) opened no alternative: what follows is
        an order of its own, and the order before keeps its kill armed. So does "Otherwise"
        opening a sentence of plain orders after an all-night order (整晚在房间从门孔看。否则9点去
        花园): the time is not that order's ("tonight, go ... at 9"), it starts one. True when
        an "otherwise" was dropped."""
        opened, order = self.opened, self.order
        if opened is None or opened is not self.branch or not opened.empty() or order is None:
            return False
        branch: ActionDraft | None = order.action
        while branch is not None:
            if branch.otherwise is opened:
                branch.otherwise = None
                branch.spans.pop("otherwise", None)
                self.branch = branch
                self.opened = None
                return True
            branch = branch.otherwise
        return False

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
        first = self._said_first(order)
        stays = act.go is None or act.go in (HOME, self._night_start()) and "stay" in act.spans
        quiet = stays and act.kill is None and act.cond is None and act.otherwise is None
        if self.pending is not None or self.draft.standing:
            return False
        return quiet or first and act.kill is None and act.cond is None

    def _said_first(self, order: OrderDraft) -> bool:
        """先 / first said right before the order: from the start of the night."""
        return bool(
            re.search(
                r"(^|[\s,，。；;:：])((?:我|我想|我要|我打算|打算|想|准备)?先|首先|一开始|开始先"
                r"|first|at first|to start"
                r"|(?:i'?ll |i will |i |gonna |i'?m gonna )?(?:start|begin)(?: off| out| the night)?)\s*$",
                self.text[: order.extent[0]],
            )
        )

    def _settles_at_then(self, order: OrderDraft) -> bool:
        """Whether "then" ends an order still waiting for its time: 先 / first said before it, or a
        time right after "then" ("in the common room, then at 9 ..."): that time is the next
        order's, never this one's (round twenty)."""
        return self._said_first(order) or bool(self.rest) and self.rest[0].kind == "time"

    def _night_start(self) -> str | None:
        """Where the sender starts the night besides home: a police officer without a room, the
        one always-open room (seed 四: 204), so ``在娱乐室从窗户看花园`` said first is from 20:00."""
        sight = self.sight
        if sight is None or sight.home is not None or len(sight.inn.always_open) != 1:
            return None
        return next(iter(sight.inn.always_open))

    def _all_along(self, order: OrderDraft) -> bool:
        """一直待在房间里 with no time: all night (the seed's 一直留在房间里)."""
        return bool(re.search(r"(一直|始终|all along)\s*$", self.text[: order.extent[0]]))

    def time(self, p: Phrase) -> None:
        dropped = self._drop_unsaid_otherwise()
        minute, order = p.args["minute"], self.order
        if minute < 0:  # 7:30, 8am (which a file would hold as "08:00", the seed's 8:00 pm): refused here
            self.fault(p, "outside_night", time=_hm(minute))  # (11点半 is the checker's: "23:30")
        if order is not None and not dropped and self._adjacent(order, p) and not self._starts_next(order, p):
            if order.at == DEFERRED or order.origin == "night":  # "go home at 9:40"; "tonight, go ... at 9"
                order.at, order.span, order.origin = minute, (p.start, p.end), "after"
                return
            if order.origin == "until" and p.args["at"] and self.then_said is None:
                # "until 9:39, then go home at 9:50" (not "to 9, then stop peeking, then at 10 …":
                # a "then" said in the order, before the time, starts the next one)
                order.at, order.span, order.origin = minute, (p.start, p.end), "time"
                return
        if order is not None and not dropped and order.at == DEFERRED and self._time_closes(order, p):
            order.at, order.span, order.origin = minute, (p.start, p.end), "after"  # 去花园，9点
            return
        pend = self.pending
        if pend is not None and pend.kind == "time" and pend.end is None and pend is not self.door_pending:
            self.fault(pend.span, "time_without_order")  # "9点和10点去花园": which one?
        self._window_left(pend)
        carried = self._carried()
        self._settle()
        self._close()
        self.pending = Pending(minute, (p.start, p.end), "time")
        self.carry = carried

    def _window_left(self, pend: Pending | None) -> None:
        """The whole night said with nothing of its own (``这三个小时里，9点去花园，赵强一个人在就杀了他``),
        then a time, with a kill after it that was not read as the window's (windowsaid.py moves a
        kill on meeting someone there): does the kill hold all night, wherever one meets them, or
        only in its order? Never dropped: refused at the window ("say which")."""
        if pend is None or pend.kind != "night" or self.order is not None or self.standing is not None:
            return
        kinds = {q.kind for q in self.rest}
        if whole_night(self.text[pend.span[0] : pend.span[1]]) and {"kill", "cond"} <= kinds:
            self.fault(pend.span, "window_before_orders")

    def _starts_next(self, order: OrderDraft, p: Phrase) -> bool:
        """先去花园 9点再回屋, 先看门孔 八点四十去204: after an order said first (from the start of the
        night), a time with 再 / 然后 or an order right after it is the time of what follows, not
        of that order (never "at 9", which is the order's own)."""
        if order.at != DEFERRED or not self._said_first(order) or p.args["at"]:
            return False
        if NEXT_AFTER.match(self.text, p.end):
            return True
        nxt = self.ahead  # 先看门孔 八点四十去204: a time before a going starts that going
        if nxt is None or nxt.kind not in ("go", "peek", "stay", "knock", "kill", "target"):
            return False
        return not self.text[p.end : nxt.start].strip()

    def _time_closes(self, order: OrderDraft, p: Phrase) -> bool:
        """A time said after an order that has none, in a part of its own at the end of the
        sentence (去花园，9点; "lawn, 10pm"; "garden - 9pm"): that order's time, as "go home at
        9:40" is. Only when the time has nothing of its own to start: the end of the message,
        a sentence end or another time follows it; only a clause mark (a comma, a dash, a
        colon) stands between the order and the time."""
        if self._said_first(order) or self._all_along(order):
            return False  # 先在房间从窗户看，9点……: from the start; the time is another order's
        between = self.text[order.extent[1] : p.start]
        if SENTENCE_END.search(between) or not CLAUSE_MARKS.fullmatch(between):
            return False
        nxt = self.ahead
        if nxt is None:
            return True
        if nxt.kind in ("time", "period", "between", "until"):
            return True
        return bool(SENTENCE_END.search(self.text[p.end : nxt.start]))

    def _carried(self) -> ActionDraft | None:
        """A kill with its condition on a place, said before any time (要是老王一个人在花园就杀了他。
        我8点半去花园待到9点): the kill of the order at the time that follows, which must go
        there (finish.py checks it). Taken out of the draft; None when there is none."""
        order = self.order
        if order is None or order.at != DEFERRED or self.standing is not None or self.held is not None:
            return None
        act = order.action
        if act.kill is None or act.cond is None or act.go or act.peek or act.otherwise:
            return None
        self.draft.orders.remove(order)
        self.order = self.branch = None
        return act

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
        self._window_left(self.pending)
        self._settle()
        self._close()
        self.pending = Pending(p.args["minute"], (p.start, p.end), "period")

    def allnight(self, p: Phrase) -> None:
        order = self.order
        gap = self.text[order.extent[1] : p.start].strip(" \t") if order is not None else ""
        last = self.ahead is None or not self._same_sentence(p.end, self.ahead.start)
        if order is not None and (not gap or last and not gap.strip(",，、")):  # 在房间看窗户，整晚。
            act = order.action
            only_kills = (act.kill or act.cond) and not (act.go or act.peek)
            if order.at == DEFERRED and only_kills and self.branch is act:
                self._night_kill(order, p)  # "I'll kill C tonight (if I find her alone)"
            elif order.at == DEFERRED:  # "stay home all night"
                order.at, order.span, order.origin = 0, (p.start, p.end), "night"
            elif order.at > 0 and not self._same_sentence(order.span[0], p.start) and act.kill is not None:
                # "9 garden. if I meet C alone I kill her, all night": the kill all night, wherever
                # one meets her, or the garden's? (was refused at "9": a time with nothing to do)
                self.fault(p, "allnight_kill")
            elif order.at > 0 and not self._same_sentence(order.span[0], p.start):
                # "(after 10 I know I have to). stay in room, window all night": the time of another
                # sentence is not this all-night order's (it was read as 22:00)
                self.fault(Phrase("time", *order.span), "time_without_order")
            return  # "stay there all evening": the order holds until the next one anyway
        pend = self.pending
        after_until = (
            pend is not None
            and pend.kind in ("until", "time")
            and not self._same_sentence(pend.span[0], p.start)
        )
        if (
            order is None
            and pend is not None
            and pend.kind in ("time", "period", "until")
            and not after_until
        ):
            return  # "at 9pm tonight go to the lawn": the time said is the order's ("lawn 9 to 10. All
            # night, window": the night's own order, not one from 22:00)
        st = self.standing
        whole = st is not None and (st.start, st.end) == (0, NIGHT_MINUTES)
        if order is None and st is not None and whole and self._same_sentence(st.span[0], p.start):
            return  # "kill Tom wherever I meet him, all night": the kill holds all night already
        self._settle()
        self._close()
        self.pending = Pending(0, (p.start, p.end), "night", NIGHT_MINUTES)

    def until(self, p: Phrase) -> None:
        self.resume_held()
        minute = p.args["minute"]
        if self.pending is not None and self.order is None and self.standing is None:
            if minute <= self.pending.minute:  # "from 10:20 to 10 garden": an end not after the start
                self.fault(p, "until_not_after", time=_hm(minute), start=_hm(self.pending.minute))
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
            self.pending = Pending(0, (p.start, p.start), "time")  # 等到九点再去花园: stay until 9
            self._order(p)
        if self.order is None or self.order.at == DEFERRED:
            self._settle()
            self.fault(p, "until_without_order")
            return
        if self.order.end is not None:  # "from 8 to 9 watch ..., till 10 stay ...": the next window
            start = self.order.end
            self._close()
            self.pending = Pending(start, (p.start, p.end), "until", minute, (p.start, p.end))
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
            slot = minute - minute % SLOT + SLOT  # read on from the next ten: the rest is judged too
        if slot <= self.order.at:  # "10:20 garden till 10": an end not after the start, never dropped
            self.fault(p, "until_not_after", time=_hm(slot), start=_hm(self.order.at))
        self.order.end, self.order.end_span = slot, (p.start, p.end)
        self.ended = self.order
        self._close()
        # the night's end ("until 11", "till 23:00") starts nothing after it: a sentence after it with a
        # time of its own is read at that time (issue 22, English round eight)
        self.pending = Pending(slot, (p.start, p.end), "until") if slot < NIGHT_MINUTES else None

    def between(self, p: Phrase) -> None:
        """between 9:00 and 9:59: a range."""
        self.time(Phrase("time", p.start, p.start, {"minute": p.args["minute"], "at": False}))
        self.until(Phrase("until", p.start, p.end, {"minute": p.args["until"]}))

    def then(self, p: Phrase) -> None:
        pend = self.pending
        if self.order is None and self.standing is None and pend is not None and pend.end is not None:
            self._order(p)  # 8点20，待到9点半，再回屋: a stay till its end, what follows "then" at that end
        if self.order is not None and self.order.origin == "after" and self.order.end is None:
            self._close()  # "go home at 9:40, then ...": what follows has its own time, after it
        elif self.order is not None and self.order.end is not None:
            slot = self.order.end
            self._close()
            self.pending = Pending(slot, (p.start, p.end), "until")
        elif (
            self.order is not None
            and self.order.origin == "period"
            and self.order.end is None
            and (self.text[p.start : p.end].isascii() or self.order.action.go in (None, HOME))
            and self._same_sentence(self.order.span[0], p.start)
        ):
            # "window the first hour then peephole": the hour said is the order's end, what
            # follows "then" starts there (it was refused as two looks in one order). In Chinese
            # (第一时段去花园，然后去草坪) "then" may stay inside the period: refused as before; after a
            # period one stays in (第一个小时看窗户，之后去204, round thirty) it is the period's end: the
            # going was put into the period's own order, at 20:00 (a misread on main)
            slot = self.order.at + 60
            self._close()
            self.pending = Pending(slot, (p.start, p.end), "until")
        elif self.order is not None and self.order.at == DEFERRED and self._settles_at_then(self.order):
            self._settle()  # 先去花园，然后9点回屋: 先 says the start of the night, what follows its own time
        elif self.order is not None:  # 9点去花园，然后去草坪: then when? (a second place is refused there)
            self.then_said = (p.start, p.end)

    def alternate(self, p: Phrase) -> None:
        """窗户和门孔轮流看，每10分钟换一次，先看窗户, "alternate window and peephole every slot,
        window first": the order peeks through the first, and :meth:`alternations` writes the
        turns out slot by slot over the order's time. Which comes first and how often are never
        guessed (refused, saying what to add); so is a turn off the ten-minute slots."""
        first, every = p.args["first"], p.args["every"]
        if first == "on" and every == "=":  # 以此类推: as far apart as the last two said
            self._carry_on(p, None)
            return
        off = every == "?" or int(every) <= 0 or int(every) % SLOT != 0
        if first == "on":
            self._carry_on(p, None if off else int(every), off)
            return
        branch = self._order(p) if self._resumed(p) else None  # (the time said is this order's)
        if first == "?" or off:
            self.fault(p, "alternate_first" if first == "?" else "alternate_every")
            return
        order = self.order
        if branch is None or order is None or branch is not order.action:
            self.fault(p, "alternate_where")
            return
        branch.peek = branch.peek or first
        if branch.peek != first:
            self.fault(p, "two_peeks")
            return
        branch.spans["peek"] = (p.start, p.end)
        order.alternate = (first, p.args["second"], int(every), (p.start, p.end))

    def _carry_on(self, p: Phrase, every: int | None, off: bool = False) -> None:
        """就这样每10分钟换一次到9点, "and so on every 10 minutes": the last two watches said slot by
        slot, that far apart and one through each, carried on from the last; else refused."""
        said = sorted((o for o in self.draft.orders if o.at != DEFERRED), key=lambda o: o.at)
        if off:
            self.fault(p, "alternate_every")
            return
        if self.pending is None and len(said) >= 2:
            a, b = said[-2], said[-1]
            quiet = all(x.action.kill is None and x.action.cond is None for x in (a, b))
            turns = {a.action.peek, b.action.peek} == {"window", "peephole"}
            if quiet and b.action.go is None and turns and (every is None or b.at - a.at == every):
                every, other = b.at - a.at, a.action.peek
                assert b.action.peek is not None and other is not None
                b.alternate = (b.action.peek, other, every, (p.start, p.end))
                self.held = None
                self.order, self.branch = b, b.action
                return
        self.fault(p, "alternate_on")

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
            if self.carry is not None:  # the kill said before its time goes on this order
                self.order.action, self.order.said_before, self.carry = self.carry, "kill", None
            self.order.origin = pend.kind
            self.order.ranged = pend.kind == "time" and end is not None  # 8点50到9点10去花园
            self.draft.orders.append(self.order)
            self.branch = self.order.action
        if self.branch is None:  # no time yet: one may follow ("go home at 9:40"), else a fault
            self.order = OrderDraft(DEFERRED, ActionDraft(), (p.start, p.end), extent=(p.start, p.end))
            self.draft.orders.append(self.order)
            self.branch = self.order.action
        return self.branch


def _hm(minute: int) -> str:
    total = (20 * 60 + minute) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"
