"""How long orders hold, as people say it: a length of time (待半小时, "for 20 minutes"), what
follows a kill (杀完回家: the next slot), and an order said for the whole night (整晚在房间里从
窗户看), which is the night's default: merged with an order said for 20:00, resumed where an
order with an end stops, and, when it only kills, a kill that holds all night.

:class:`SpanForms` is the part of :class:`blackhorse.parsing.assemble.Assembler` that reads
them; the assembler holds the state.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.parsing.conditions import ConditionForms
from blackhorse.parsing.drafts import DEFERRED, ActionDraft, OrderDraft, Pending, StandingDraft
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME


class SpanForms(ConditionForms):
    """Handlers for lengths of time, what follows a kill, and the night's default order."""

    reopened: Pending | None
    opened: ActionDraft | None  # the alternative "otherwise" just opened (timing.py)

    def duration(self, p: Phrase) -> None:
        """``待半小时``, "stay for 20 minutes": the order so far ends that long after it starts."""
        self.resume_held()
        order, minutes = self.order, p.args["minutes"]
        if order is not None and order.at == DEFERRED and self._opens_the_night(order):
            # 先在屋里待半小时，然后…, "stay in for half an hour, then ...": a night told by lengths of
            # time starts where the night does (round thirty)
            order.at, order.origin, order.span = 0, "time", (order.extent[0], order.extent[0])
        if order is not None and order.at != DEFERRED and order.end is None and self.standing is None:
            self.until(Phrase("until", p.start, p.end, {"minute": order.at + minutes}))
            return
        self.fault(p, "until_without_order")  # "9点，半小时后回家": for, or after, half an hour?

    def afterkill(self, p: Phrase) -> None:
        """杀完回家, "after the kill, go home": what follows starts at the next slot."""
        self.resume_held()
        order, branch = self.order, self.branch
        killed = branch is not None and branch.kill is not None or order is not None and order.action.kill
        if order is None or order.at == DEFERRED or not killed or order.at + SLOT >= NIGHT_MINUTES:
            self.fault(p, "afterkill_when")
            return
        self._close()
        self.pending = Pending(order.at + SLOT, (p.start, p.end), "until")

    def _night_kill(self, order: OrderDraft, p: Phrase) -> None:
        """A kill (or its condition) said for the whole night, with no place to go, holds all
        night: a standing kill ("I'll kill C tonight", "if I run into D alone at any point
        tonight, kill him")."""
        act = order.action
        cond, subject = act.cond or ("always", None), act.alone_of or act.kill
        if cond[0] == "present" and (act.kill is None or cond[1] == act.kill):
            cond, subject = ("always", None), cond[1]  # "if I meet D": D, whoever is around
        if cond not in (("alone", None), ("always", None)) or act.otherwise is not None:
            self.fault(p, "standing_in_order")
            return
        self.draft.orders.remove(order)
        span = (order.extent[0], p.end)
        self.standing = StandingDraft(act.kill, cond, 0, NIGHT_MINUTES, span, subject=subject, intent=True)
        self.standing.spans["kill"] = act.spans.get("kill", order.extent)
        if act.cond is not None and "cond" in act.spans:
            self.standing.spans["if"] = act.spans["cond"]
        self.draft.standing.append(self.standing)
        self.order = self.branch = None

    def reopen_ended(self) -> None:
        """ "stay there till 9:30; if I meet C there alone, kill her": a condition or a kill
        right after an "until" goes on the order it ended, not on the next one."""
        pend, ended, behind = self.pending, self.ended, self.behind
        if self.reopened is not None or pend is None or pend.kind != "until" or ended is None:
            return
        fresh = self.order is None and self.standing is None and ended in self.draft.orders
        if fresh and behind is not None and behind.kind in ("until", "between"):
            self.reopened, self.pending = pend, None
            self.order, self.branch = ended, ended.action

    def ranged_look(self, p: Phrase) -> bool:
        """A look said right after a range that follows its order's place (``204 9-10 看窗``, a
        table's row; ``在204呆着，8点到10点从窗户看``): the look is the range's, what is done from
        9 to 10 at that place, not an order at the range's end (it was: a misread). Only when the
        range's two ends are said together right after the order, and the look right after the
        range with no mark between; the order looks through nothing yet."""
        ended, behind = self.ended, self.behind
        if ended is None or behind is None or behind.kind != "until" or ended.action.peek is not None:
            return False
        said_together = ended.origin == "after" and not self.text[ended.span[1] : behind.start].strip()
        return said_together and not self.text[behind.end : p.start].strip()

    def into_reopened_otherwise(self, p: Phrase) -> bool:
        """``苏苏在就待到10点，否则回屋``: what to do right after the "otherwise" of an order an
        "until" ended goes in that "otherwise" (it started the order at the end of the until, the
        "otherwise" dropped: refused, or read as another night's order on main, a misread)."""
        opened = self.opened
        if self.reopened is None or opened is None or opened is not self.branch:
            return False
        if not opened.empty():
            return False
        return p.kind in ("go", "stay", "peek", "knock")

    def close_reopened(self) -> None:
        """The phrase after a reopened order starts the next one at that order's end."""
        if self.reopened is not None:
            self.order = self.branch = None
            self.pending, self.reopened = self.reopened, None

    def otherwise_after_standing(self, p: Phrase) -> bool:
        """ "all night, if you meet D alone, kill him; otherwise stay home watching the corridor":
        after a standing kill, all night or for a while ("From quarter past nine to half ten, if I
        bump into Brody anywhere, kill him. Otherwise I'm just in my room", round eighteen), which
        has no alternative of its own, "otherwise" starts the night's own order."""
        st = self.standing
        if self.order is not None or st is None or st.target is None:
            return False
        self.standing = self.resume = None
        self.pending = Pending(0, (p.start, p.end), "night", NIGHT_MINUTES)
        return True

    def drop_intents(self) -> None:
        """ "I want to kill C tonight. At 10:20 go to 205 and kill her if she's alone": the kill
        said for tonight is what the message is about, the timed kill of the same person is the
        plan; the plan is read, the intent is not a second, unconditional kill. (A going said for
        tonight before the plan that goes there is the headline: ``drop_headline_going``.)"""
        draft = self.draft
        planned = {o.action.kill for o in draft.orders} | {
            o.action.otherwise.kill for o in draft.orders if o.action.otherwise
        }
        planned |= {st.target for st in draft.standing if not st.intent}
        draft.standing = [st for st in draft.standing if not (st.intent and st.target in planned)]

    def drop_headline_going(self) -> None:
        """``今晚去草坪玩 8点20出门去草坪 …``, ``先去草坪，8点20去草坪``: a going said for tonight (or
        first) with no time, to the place the first timed order goes to, is what the message is
        about (its headline), not an order at 20:00 as well; it is set aside and said. It was read
        as the lawn from 20:00 (a misread)."""
        draft = self.draft
        nights = [o for o in draft.orders if o.origin == "night" and o.at == 0 and o.end is None]
        # 先去找鹏哥聊聊天，就八点十分过去201吧: said first with no time, then with one (round twenty-five)
        nights += [o for o in draft.orders if o.origin == "time" and o.at == 0 and o.span[0] == o.span[1]]
        if len(nights) != 1:
            return
        night = nights[0]
        a = night.action
        if a.go is None or a.go == HOME or a.peek or a.kill or a.cond or a.otherwise or a.via:
            return
        timed = sorted(
            (o for o in draft.orders if o.origin == "time" and not o.added and o is not night),
            key=lambda o: o.at,
        )
        if not timed or timed[0].at == 0 or timed[0].action.go != a.go:
            return
        draft.orders.remove(night)
        draft.aside.append(night.extent if night.extent != (0, 0) else night.span)

    def _night_default(self) -> ActionDraft | None:
        """An order said for the whole night ("整晚在房间里从窗户看") is the default of the night:
        an order said for 20:00 as well is merged into it (the time said wins where both say
        something different: a fault), and where an order with an end stops, it resumes."""
        draft = self.draft
        # 今晚在房间看窗户到10点: said for tonight with an end of its own, it is an order from 20:00 to
        # that end, no default that resumes there (it resumed itself at 22:00: a misread, round eighteen)
        nights = [o for o in draft.orders if o.origin == "night" and o.at == 0 and o.end is None]
        before = self._before_that(nights)
        while len(nights) > 1 and _joins(nights[0].action, nights[1].action):  # "not going anywhere
            draft.orders.remove(nights[1])  # tonight. Just watching the corridor the whole time."
            del nights[1]
        if len(nights) != 1:
            return None
        night = nights[0]
        same = [o for o in draft.orders if o is not night and o.at == 0 and not o.added]
        if len(same) == 1:
            mine, theirs = night.action, same[0].action
            if theirs.go is not None and mine.go is not None and theirs.go != mine.go:
                return None  # two places for 20:00: said as two orders (a fault)
            if theirs.go is None:
                theirs.go, theirs.via = mine.go, list(mine.via)
                if "go" in mine.spans:
                    theirs.spans.setdefault("go", mine.spans["go"])
            away = theirs.go is not None and theirs.go not in (mine.go, HOME, self.sight and self.sight.home)
            # 我不出门，整晚看猫眼: the peek was lost; "from 8 to 9 garden, the rest of the time at the
            # window": the night's look is from home, not from the garden said for 20:00
            if theirs.peek is None and mine.peek is not None and not away and same[0] is not before:
                theirs.peek = mine.peek
                if "peek" in mine.spans:
                    theirs.spans.setdefault("peek", mine.spans["peek"])
            draft.orders.remove(night)
            return mine
        return night.action if not same else None

    def _before_that(self, nights: list[OrderDraft]) -> OrderDraft | None:
        """Of two orders said for the night's own slots, the one said "before that" (之前, "before
        then") when the other is said for the whole night or its rest: it holds from 20:00 to the
        first order said with a time, as said (``其他时间在屋里窗户看着。之前在屋里待着，不看窗``: no
        window before 21:00, round twenty-three; the two were joined, and the window filled those
        slots: the opposite of what was said). Taken out of ``nights``; None when there is no such
        pair."""
        if len(nights) != 2:
            return None
        befores = [o for o in nights if not whole_night(self.text, o.span)]
        timed = [o.at for o in self.draft.orders if o.origin != "night" and o.at > 0]
        if len(befores) != 1 or not timed:
            return None
        before = befores[0]
        before.end, before.end_span = min(timed), before.span
        nights.remove(before)
        return before


def night_again(night: ActionDraft) -> ActionDraft:
    """The night's default order again, where an order with an end stops (no kill: a kill said
    for the night is a standing order)."""
    return ActionDraft(go=night.go, via=list(night.via), peek=night.peek, spans=dict(night.spans))


# "before that" / 之前 opening a clause with no time after it: an order until the next one, not a
# look the night keeps coming back to ("window b4 that": 22:30 home is home, no window)
_BEFORE_THAT = re.compile(r"\s*(?:before|b4|之前|以前|前)")


def whole_night(text: str, span: tuple[int, int]) -> bool:
    """Whether the night's own order was said for the whole night (not "before that")."""
    return _BEFORE_THAT.match(text[span[0] : span[1]]) is None


def _joins(into: ActionDraft, more: ActionDraft) -> bool:
    """Two things said for the whole night, each without what the other says, make one order."""
    for name in ("go", "peek"):
        mine, theirs = getattr(into, name), getattr(more, name)
        if mine is not None and theirs is not None and mine != theirs:
            return False
    if more.kill or more.cond or more.otherwise or into.kill or into.cond or into.otherwise:
        return False
    into.go, into.peek = into.go or more.go, into.peek or more.peek
    into.via = into.via or list(more.via)
    into.spans = {**more.spans, **into.spans}
    return True
