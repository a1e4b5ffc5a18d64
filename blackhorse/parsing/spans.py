"""How long orders hold, as people say it: a length of time (待半小时, "for 20 minutes"), what
follows a kill (杀完回家: the next slot), and an order said for the whole night (整晚在房间里从
窗户看), which is the night's default: merged with an order said for 20:00, resumed where an
order with an end stops, and, when it only kills, a kill that holds all night.

:class:`SpanForms` is the part of :class:`blackhorse.parsing.assemble.Assembler` that reads
them; the assembler holds the state.
"""

from __future__ import annotations

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.parsing.conditions import ConditionForms
from blackhorse.parsing.drafts import DEFERRED, ActionDraft, OrderDraft, Pending, StandingDraft
from blackhorse.parsing.grammar import Phrase


class SpanForms(ConditionForms):
    """Handlers for lengths of time, what follows a kill, and the night's default order."""

    def duration(self, p: Phrase) -> None:
        """``待半小时``, "stay for 20 minutes": the order so far ends that long after it starts."""
        self.resume_held()
        order, minutes = self.order, p.args["minutes"]
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
        """A kill said for the whole night, with no place to go, holds all night: a standing kill."""
        act = order.action
        if act.cond not in (None, ("alone", None), ("always", None)) or act.otherwise is not None:
            self.fault(p, "standing_in_order")
            return
        self.draft.orders.remove(order)
        cond = act.cond or ("always", None)
        span = (order.extent[0], p.end)
        self.standing = StandingDraft(act.kill, cond, 0, NIGHT_MINUTES, span, subject=act.kill)
        self.standing.spans["kill"] = act.spans.get("kill", order.extent)
        self.draft.standing.append(self.standing)
        self.order = self.branch = None

    def _night_default(self) -> ActionDraft | None:
        """An order said for the whole night ("整晚在房间里从窗户看") is the default of the night:
        an order said for 20:00 as well is merged into it (the time said wins where both say
        something different: a fault), and where an order with an end stops, it resumes."""
        draft = self.draft
        nights = [o for o in draft.orders if o.origin == "night" and o.at == 0]
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
            draft.orders.remove(night)
            return mine
        return night.action if not same else None


def night_again(night: ActionDraft) -> ActionDraft:
    """The night's default order again, where an order with an end stops (no kill: a kill said
    for the night is a standing order)."""
    return ActionDraft(go=night.go, via=list(night.via), peek=night.peek, spans=dict(night.spans))
