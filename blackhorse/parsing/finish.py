"""The end of a message: what the draft settles once every phrase is read.

An order still waiting for its time, a standing kill without a kill, a condition naming a
place the order does not go to; the night's default order resumed where an order with an end
stops; two orders said for one slot that are one; a peek said without a place after an order
that may have left the person elsewhere; an "otherwise" with nothing said for it.

:class:`Finishing` is the part of :class:`blackhorse.parsing.assemble.Assembler` that does it.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES, SLOT, hhmm
from blackhorse.orders.echo import place_en, place_zh
from blackhorse.orders.orderrules import place_after
from blackhorse.parsing.actions import ActionForms
from blackhorse.parsing.drafts import (
    ActionDraft,
    Draft,
    OrderDraft,
    Span,
    StandingDraft,
)
from blackhorse.parsing.lexicon import HOME
from blackhorse.parsing.spans import night_again, whole_night

# a going said as calling on someone ("visit 202", 拜访202): "anyone else" there is besides them
_CALLING_ON = re.compile(r"visit|call(?:ed|ing|s)? on|drop(?:ped|ping|s)? in|拜访|看望|探望|串门")
# a time said as where something starts, right before it ("from 9 on", "after 9", 9点起 is not here)
# between a condition's place and the time after it, in English ("alone in 205 at 9:10")
_AT_SPACED = re.compile(r"\s+(?:at\s+|@\s*)?|\s*@\s*")
# going out denied: staying where one is said by what one does not do (round twelve)
_STAYING_IN = re.compile(
    r"不出门|不出去|不乱跑|不瞎跑|不乱走|哪(?:儿|里)?(?:也|都)不去"
    r"|(?:don't|do not|won't|will not|not|never) (?:go(?:ing)? )?(?:out|anywhere|leave|leaving)(?![a-z])"
)
_BEFORE_KILL = re.compile(r"[\s,]*(?:(?:i|i'll|i will|then|and|just)[\s,]+)*")
_FROM_ON = re.compile(r"(?<![a-z])(?:from|after|since|starting(?: at| from)?)\s*$")
_FROM_HEAD = re.compile(r"(?:from|after|since|starting)(?![a-z])")


class Finishing(ActionForms):
    """The draft settled after the last phrase (:meth:`finish`)."""

    same_way: list[Span]  # where the message says "back the same way" (原路返回)

    def _killed_last(self) -> bool:
        """Whether the last order of the draft kills (in it or in its alternative)."""
        if not self.draft.orders:
            return False
        action: ActionDraft | None = self.draft.orders[-1].action
        while action is not None:
            if action.kill is not None:
                return True
            action = action.otherwise
        return False

    def _kill_from_then_on(self) -> None:
        """``from 9 on, if C is alone kill her. 9:30 garden``, ``after 9 kill C if alone, 9:30 lawn``:
        a kill said from a time on, with no place, nothing to look at and nothing else, before a
        later order: it holds from then on, wherever one meets her (a standing kill), as "from 9,
        if I meet C alone anywhere" does. It was read as an order staying where one is, the kill
        lapsing at the next order (a misread). "at 9, if C is alone kill her" stays that order."""
        orders = self.draft.orders
        for order in list(orders):
            a = order.action
            if a.kill is None or a.go is not None or a.peek is not None or a.otherwise or a.via:
                continue
            alone = a.cond == ("alone", None) and a.alone_of in (None, a.kill)
            if (
                not (alone or a.cond == ("present", a.kill))
                or order.origin != "time"
                or order.end is not None
            ):
                continue
            start = _FROM_ON.search(self.text[: order.span[0]]) or _FROM_HEAD.match(self.text, order.span[0])
            if not start or not any(o.at > order.at for o in orders):
                continue
            orders.remove(order)
            cond = ("alone", None) if alone else ("always", None)
            subject = a.kill if alone else None
            span = (order.span[0], order.extent[1] or order.span[1])
            self.draft.standing.append(
                StandingDraft(a.kill, cond, order.at, NIGHT_MINUTES, span, subject=subject)
            )

    def _time_in_condition(self, order: OrderDraft) -> bool:
        """``if C is alone in 205 at 9:10 kill her(, if not go garden)``: the order's place and
        time said inside its condition, right before its kill, in English: the order goes there
        (the kill can be done nowhere else). Said as a condition on a place one is not going to
        anywhere else (``9点如果老赵一个人在花园就杀了他`` after going to the lawn) it stays refused."""
        act = order.action
        where = act.spans.get("cond_where")
        kill = act.spans.get("kill")
        if act.kill is None or act.cond is None or where is None or kill is None or act.peek is not None:
            return False
        between = self.text[where[1] : order.span[0]]
        after = self.text[order.span[1] : kill[0]]
        return (
            bool(_AT_SPACED.fullmatch(between) and _BEFORE_KILL.fullmatch(after)) and order.span[0] < kill[0]
        )

    @staticmethod
    def _met_there(order: OrderDraft, branch: ActionDraft) -> bool:
        """``十点要是在花园碰到C一个人就杀了他``, "at 22:30 if I find C alone on the lawn, kill her":
        meeting someone at a place, at a time said, with a kill and nowhere else to go: the order
        goes there (one cannot meet her on the lawn from anywhere else). A state of a place
        (``9点如果老赵一个人在花园``, no meeting said) stays refused when one is elsewhere."""
        return (
            branch is order.action
            and "cond_meet" in branch.spans
            and order.origin == "time"
            and branch.kill is not None
            and branch.peek is None
        )

    def finish(self) -> Draft:
        self._settle()
        self._kill_from_then_on()
        pend = self.pending
        if pend is not None and pend.kind in ("time", "period") and pend is not self.door_pending:
            self.fault(pend.span, "time_without_order")
        elif (
            pend is not None and pend.kind == "night" and pend.span[1] > pend.span[0] and self._killed_last()
        ):
            # "9 garden. if I meet C alone I kill her (all night)": "all night" said last, after a
            # kill, with nothing it holds for; it was dropped (a kill in the garden only). After
            # orders without a kill ("9 garden. that's it for tonight") it changes nothing
            self.fault(pend.span, "allnight_kill")
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
                if (
                    "cond_where" in branch.spans
                    and branch.go is None
                    and not here
                    and (self._time_in_condition(order) or self._met_there(order, branch))
                ):
                    branch.go = branch.cond_place  # "if C is alone in 205 at 9:10 kill her": going there
                elif "cond_where" in branch.spans and branch.go is None and not here:
                    self.fault(
                        branch.spans["cond_where"], "cond_no_go"
                    )  # (here: 8点40去花园，9点如果B一个人在花园)
                if "anywhere" in branch.spans and branch.kill is not None and not self._faulted(order):
                    # "at 9 go to the garden, and if I meet C alone anywhere I kill her": it was a
                    # kill in the garden at 21:00 only, "anywhere" dropped (a misread)
                    self.fault(branch.spans["anywhere"], "anywhere_order")
                if branch.alone_of is not None and branch.kill is None and not self._faulted(order):
                    self.fault(
                        branch.spans.get("cond", order.span), "alone_without_kill", who=branch.alone_of
                    )
                host = self._host(branch)
                if host is not None and not self._faulted(order):
                    self.fault(branch.spans.get("cond", order.span), "alone_at_host", host=host)
                branch = branch.otherwise
        self._said_before(there)
        self.alternations()
        self._the_way_back()
        self.drop_intents()
        self.drop_headline_going()  # 今晚去草坪玩 8点20去草坪: the headline
        self._one_of_two_targets()
        self._night_kill_kept()
        whole = [
            o
            for o in draft.orders
            if o.origin == "night" and o.at == 0 and o.end is None and whole_night(self.text, o.span)
        ]  # 今晚先在屋里从猫眼看，看到八点四十: the look ends then, going home later is no look again
        night = self._night_default()
        if night is not None:  # 第二时段去娱乐室，其他时间在房间从门孔看: the period's hour, then the rest
            for order in draft.orders:
                if order.origin == "period" and order.end is None and order.at + 60 < NIGHT_MINUTES:
                    order.end, order.end_span = order.at + 60, order.span
        if night is not None and whole:
            self._home_again(night)
        rest = [
            o for o in draft.orders if o.origin == "night" and _REST.search(self.text[o.span[0] : o.span[1]])
        ]
        if night is not None and night.peek is not None and night.go is not None and rest:
            self._back_to_the_default(night)  # 其他时间在204窗户边，10点回204: the window again
        taken = {o.at for o in draft.orders}
        for order in list(draft.orders):
            if order.end is not None and order.end not in taken and order.end < NIGHT_MINUTES:
                later = self._look_then_later(order, draft.orders) if night is None else None
                if later is not None and later <= order.end + SLOT:
                    continue  # "9 to 10 peephole. 10:10 go to the common room": no stay is said
                if later is not None:  # 八点到九点看门孔，十点半去209: until when?
                    look = str(order.action.peek)
                    zh = "从门孔" if look == "peephole" else "从窗户"
                    self.fault(
                        order.end_span,
                        "look_gap",
                        end=hhmm(order.end),
                        next=hhmm(later),
                        look=look,
                        look_zh=zh,
                    )
                    continue
                back = ActionDraft() if night is None else night_again(night)
                if back.go is None and back.peek is not None:  # the night's peek is from home
                    back.go = HOME
                away = order.action.go not in (None, HOME, self._home())
                last = all(o.at < order.end for o in draft.orders if not o.added)
                if night is not None and back.go is None and not back.peek and away:
                    back.go = self._night_start() or HOME  # "stay in all night, 9 to 10 garden": back in
                if night is None and away and (order.ranged or last):
                    # 8点50到9点10去花园; 8点半去花园待到9点 (nothing after): the time there is over
                    back.go = HOME
                draft.orders.append(OrderDraft(order.end, back, order.end_span, added=True))
                taken.add(order.end)
        self._staying_in_goes_on()
        self._one_per_slot()
        self._peek_at_home()
        for order in draft.orders:
            _unsaid_alternatives(order.action, self.text)
            self._refused_door_only(order.action)
        self._condition_without_doing()
        return draft

    def _staying_in_goes_on(self) -> None:
        """A stay said by denying going out (``9点30回房间，从门孔看走廊。10点以后也不出门``, "after
        10 I don't go out"), after an order that ends at home with a look, says that order goes on:
        it adds no order, and the look goes on (an order with only ``at`` would stop it). It is set
        aside and said, as a headline is."""
        orders = sorted(self.draft.orders, key=lambda o: o.at)
        for prev, order in zip(orders, orders[1:], strict=False):
            a, p = order.action, prev.action
            said = self.text[order.span[0] : max(order.extent[1], order.span[1])]
            if (
                not order.added
                and prev.end is None
                and (a.go, a.peek, a.kill, a.cond, a.otherwise, a.via) == (None, None, None, None, None, [])
                and self._ends_home_looking(p)
                and _STAYING_IN.search(said)
            ):
                self.draft.orders.remove(order)
                self.draft.aside.append(order.extent if order.extent != (0, 0) else order.span)

    def _ends_home_looking(self, p: ActionDraft) -> bool:
        """Whether an order ends at home with a look: a plain one, or one whose alternative does and
        whose own way has no look to stop (九点半去草坪，Jake一个人就杀了他，不然回房从窗户盯着
        草坪。十点以后我就不出门了, round twenty-five)."""
        home = (HOME, self._home())
        if p.go in home and p.peek is not None and (p.kill, p.cond, p.otherwise) == (None, None, None):
            return True
        o = p.otherwise
        return (
            o is not None
            and p.peek is None
            and o.go in home
            and o.peek is not None
            and (o.kill, o.cond, o.otherwise) == (None, None, None)
        )

    def _condition_without_doing(self) -> None:
        """An order that is only a condition, with nothing done if it holds and no alternative
        (``at 9 see Lily``, ``9点碰见赵强``: a meeting, read as "if Lily is there, stay where you
        are"): refused at the condition, never read as an order that does nothing. Said as a
        visit (``go see Lily``, ``去找赵强``) it goes to that person's room (docs/PARSING.md, *A
        vocabulary sweep*)."""
        for order in self.draft.orders:
            a = order.action
            if a.cond is None or a.go or a.peek or a.kill or a.otherwise or a.via or self._faulted(order):
                continue
            if a.cond[0] not in ("present", "absent", "alone"):
                continue
            cond = a.spans.get("cond", order.span)
            later = [o.span[0] for o in self.draft.orders if o.span[0] >= cond[1]]
            if _STAY_SAID.search(self.text[cond[1] : min(later, default=len(self.text))]):
                continue  # "if Lily is there, stay there" (the echo's own words): staying is said
            self.fault(cond, "cond_without_doing")

    def _back_to_the_default(self, night: ActionDraft) -> None:
        """``其他时间在204窗户边`` with ``10点从西楼梯回204``: an order going back to the place of the
        night's default look, with nothing of its own to do there and no end, is the rest of the
        time there: it takes up the default's look. It went back to 204 and stopped looking (a
        misread: the window said for "the other times" lost from 22:00)."""
        own = {HOME, self._home()} if night.go in (HOME, self._home()) else {night.go}
        for order in self.draft.orders:
            a = order.action
            if order.added or order.end is not None or a.go not in own or a.peek is not None:
                continue
            if a.kill or a.cond or a.otherwise:
                continue
            a.peek = night.peek
            if "peek" in night.spans:
                a.spans.setdefault("peek", night.spans["peek"])

    def _refused_door_only(self, act: ActionDraft) -> None:
        """ "9:50 go to 209, kill F if he is alone; if nobody opens, back to my room": going home
        said for a refused door only, on an order with a kill or a condition. The order file's
        ``else`` also runs when the condition fails or the target is not there (docs/ORDERS.md),
        so written as the ``else`` it says more than the player did (a misread: F with company,
        the player would walk home, not stay). A refused visitor walks home anyway: no ``else``,
        and the words are said back as set aside. **Decision:** another place said for a refused
        door (``没人开门就去花园``) stays the ``else``: the file has no nearer way to say it, and the
        echo says it as "otherwise" (docs/PARSING.md, *A refused door's alternative beside a kill*)."""
        other = act.otherwise
        if other is None or "knock" not in other.spans or (act.kill is None and act.cond is None):
            return
        plain = not (other.via or other.peek or other.kill or other.cond or other.otherwise)
        if plain and other.go in (HOME, self._home()):
            act.otherwise = None
            act.spans.pop("otherwise", None)
            said = [other.spans["knock"], *other.spans.values()]  # said back on the set-aside line
            self.draft.aside.append((min(a for a, _ in said), max(b for _, b in said)))

    def _home_again(self, night: ActionDraft) -> None:
        """ "lawn at 9, back at 10; the rest of the time I stay in my room peeking out the window":
        going home, with nothing else said, is going back to the night's own look from home (the
        peek was lost at 22:00)."""
        if night.peek is None or night.go not in (None, HOME, self._home()):
            return
        for order in self.draft.orders:
            act = order.action
            plain = act.kill is None and act.cond is None and act.otherwise is None and act.peek is None
            if order.at > 0 and not order.added and plain and act.go in (HOME, self._home()):
                act.peek = night.peek
                if "peek" in night.spans:
                    act.spans.setdefault("peek", night.spans["peek"])

    def _host(self, act: ActionDraft) -> str | None:
        """Who lives in the room an order without a kill goes to on "nobody else there" (去202找
        小雨，有别人就回来, "visit 202; if anyone else is there, come back"): without a kill the
        night counts everyone there but the sender, the tenant too (ADJUDICATION 9.2a), so the
        file would not say what the player meant (someone besides the tenant). None where no one
        else lives there (the garden, the common room, one's own room)."""
        if act.cond is None or act.cond[0] != "alone" or act.kill is not None or act.alone_of is not None:
            return None
        go = act.spans.get("go", (0, 0))
        if "visit" not in act.spans and not _CALLING_ON.search(self.text[go[0] : go[1]]):
            return None  # 去202，有人就回家: anyone there, the tenant too, as the file says
        sight = self.sight
        if sight is None or act.go in (None, HOME, self._home()):
            return None
        hosts = sorted(n for n, room in sight.rooms if room == act.go)
        return "/".join(hosts) if hosts else None

    def _look_then_later(self, order: OrderDraft, orders: list[OrderDraft]) -> int | None:
        """The time of the next order after a plain peek from one's own room over a range, when
        one is said after its end: the look may hold on to it or stop at the end. In the slot
        right after the end (``9 to 10 peephole. 10:10 go to the common room``) the player lists
        when they look, not a stop; nobody asks to stop looking and sit there for ten minutes, so
        the peek holds until that order (a GM writes no stay at 22:00). Later (八点到九点从猫眼看，
        十点半去209) two held-out sets' authors read it two ways, so the reader asks (round
        twenty-five). An order away from home always ends as said."""
        act = order.action
        home = act.go in (None, HOME) or act.go == self._home()
        plain = act.kill is None and act.cond is None and act.otherwise is None and not act.via
        end = order.end if order.end is not None else NIGHT_MINUTES
        later = min((o.at for o in orders if not o.added and o.at > end), default=None)
        return later if act.peek is not None and home and plain else None

    def alternations(self) -> None:
        """A watch that alternates (窗户和门孔轮流看，每10分钟换一次，先看窗户) written out slot by
        slot: from its order's time to its end (the end said, else the next order's time; a
        period's hour at most), each turn through the other of the window and the peephole."""
        orders = self.draft.orders
        for order in list(orders):
            if order.alternate is None or order.at < 0:
                continue
            first, second, every, span = order.alternate
            later = [o.at for o in orders if o.at > order.at]
            end = order.end if order.end is not None else min(later, default=NIGHT_MINUTES)
            if order.end is None and order.origin == "period":
                end = min(end, order.at + 60)
            minute, turn = order.at + every, 1
            while minute < min(end, NIGHT_MINUTES):
                peek = second if turn % 2 else first
                act = ActionDraft(peek=peek, spans={"peek": span})
                orders.append(OrderDraft(minute, act, span, extent=span))
                minute, turn = minute + every, turn + 1

    def _said_before(self, there: dict[int, str | None]) -> None:
        """A condition said before the time of its order (C一个人在的话，10点去205杀了她; 如果C一个人
        在205。10点去205杀了她) is that order's kill's condition, about the place it goes to. Without
        a kill, or about someone else than the one to kill, it is refused (如果D在，10点回家: D
        where? leave, or stay?), and so is one naming another place than the order's."""
        for order in self.draft.orders:
            act = order.action
            if not order.said_before or act.cond is None:
                continue
            span = act.spans.get("cond", order.span)
            kind, who = act.cond
            if act.kill is None or kind in ("present", "absent") and who != act.kill:
                self.fault(span, "cond_before_time")  # D在的话，10点去205杀了C: D where?
                continue
            said = self._home() if act.cond_place == HOME else act.cond_place
            go = self._home() if act.go == HOME else act.go
            room = dict(self.sight.rooms).get(act.kill) if self.sight is not None else None
            if said is not None and go is not None and said != go:
                self.fault(act.spans.get("cond_where", span), "cond_elsewhere")
            elif order.said_before == "kill" and said is None and (room is None or go != room):
                # "If C's by herself I'm killing her. I'll knock on 205 at 9:20": her room, else which order?
                self.fault(act.spans.get("kill", span), "kill_before_time")

    def _night_kill_kept(self) -> None:
        """A kill said for the whole night (``All evening: should I meet C alone, kill her``) read as
        the order at 20:00, with orders after it: the kill would lapse at the first of them, so the
        night's word is not kept. Refused at the kill, never read so (a misread on a clean set)."""
        orders = self.draft.orders
        if not any(x.at > 0 for x in orders):
            return
        for o in orders:
            if o.origin == "night" and o.at == 0 and o.action.kill:
                self.fault(o.action.spans.get("kill", o.span), "window_before_orders")

    def _one_of_two_targets(self) -> None:
        """Seed 五.10: a tenant kills one of their two targets, once. A message that kills one
        target and, in another order or a kill that holds for a while, the other (把C杀了，十点再
        去203把D也杀了; "kill C at 9, and at 10 kill D as well") says it means both: refused at the
        second, saying to make it the first's alternative or drop it. A kill in an order's
        "otherwise" is that order's fallback (C不是一个人就去203杀D): one kill, either target."""
        targets = self.sight.targets if self.sight is not None else ()
        if len(targets) < 2:
            return
        kills: list[tuple[int, str, Span]] = []
        for order in self.draft.orders:
            branch: ActionDraft | None = order.action
            while branch is not None and branch.kill is None:
                branch = branch.otherwise
            if branch is not None and branch.kill in targets:
                span = branch.spans.get("kill", order.span)
                kills.append((span[0], branch.kill, span))
        for st in self.draft.standing:
            if st.target in targets:
                span = st.spans.get("kill", st.span)
                kills.append((span[0], st.target, span))
        kills.sort()
        for _, who, span in kills[1:]:
            if who != kills[0][1]:
                self.fault(span, "both_targets", first=kills[0][1], second=who)
                return

    def _faulted(self, order: OrderDraft) -> bool:
        """Whether a fault was found inside ``order`` already (the one thing to change there)."""
        start, end = order.extent if order.extent != (0, 0) else order.span
        return any(start <= f.start < max(end, f.start + 1) for f in self.draft.faults)

    def _the_way_back(self) -> None:
        """原路返回, "head back the same way": the order going back takes the way the walk there
        took, reversed (经西楼梯去花园，9点半原路返回: home via the west stairs). It must go back to
        where that walk started; with no walk before it, the way is not known (refused)."""
        orders = sorted(self.draft.orders, key=lambda o: o.at)
        for start, end in self.same_way:
            said = [o for o in orders if o.extent[0] <= start or o.span[0] <= start]
            order = max(said, key=lambda o: o.extent[0], default=None)
            walks = [o for o in orders if order is not None and o.at < order.at and o.action.go is not None]
            if order is None or order.action.go is None or not walks:
                self.fault((start, end), "same_way_unknown")
                continue
            there, before = walks[-1], walks[-2].action.go if len(walks) > 1 else HOME
            home = self._home()
            back, came_from = (home if p == HOME else p for p in (order.action.go, before))
            if back != came_from:
                self.fault((start, end), "same_way_elsewhere", **self._names(came_from or ""))
                continue
            order.action.via = list(reversed(there.action.via))
            order.action.spans["via"] = (start, end)

    def _names(self, spot: str) -> dict[str, str]:
        """A spot's name in both languages, for a fault (``where_en``, ``where_zh``)."""
        if self.sight is None:
            return {"where_en": spot, "where_zh": spot}
        inn, home = self.sight.inn, self.sight.home
        return {"where_en": place_en(inn, spot, home), "where_zh": place_zh(inn, spot, home)}

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


ECHO_STAY = ("待在原地", "stay where you are")  # the echo's own words for `else: {}`


def _unsaid_alternatives(act: ActionDraft, text: str) -> None:
    """An "otherwise" with nothing said for it (不然就待着聊天: only words that change nothing)
    is no alternative: the order stays as it is, its kill armed; so is one that only stays
    (否则就在那儿待着, "otherwise just hang around"): staying is what the order does anyway,
    and a GM writes no `else` for it. Only the echo's own words for `else: {}` ("否则待在原地",
    "otherwise stay where you are": the kill called off) say one."""
    other = act.otherwise
    if other is None:
        return
    _unsaid_alternatives(other, text)
    stay = other.spans.get("stay")
    echo_words = stay is not None and text[stay[0] : stay[1]].strip() in ECHO_STAY
    stays = other.go is not None and other.go == act.go and not other.via and stay is not None
    if stays and other.peek is None and other.kill is None and other.cond is None and not other.otherwise:
        other.go = None  # 去201……如果她不在，就stay在201: staying where the order went, no walk
    if not echo_words and (other.empty() and not other.via or _kill_again(act, other)):
        act.otherwise = None
        act.spans.pop("otherwise", None)


# staying said after a condition (如果那里没有别人，就待在那里; "if Lily is there, stay there")
_STAY_SAID = re.compile(r"待|呆|留|stay|wait|remain", re.IGNORECASE)


# the night's default said as "the rest of the time": wherever the other orders leave one
_REST = re.compile(
    r"其他时间|其余时间|其他时候|其余时候|别的时间|剩下的时间|其余时段|其他时段|其它时间"
    r"|rest of the (?:time|night|evening)|other times|all other times",
    re.IGNORECASE,
)


def _kill_again(act: ActionDraft, other: ActionDraft) -> bool:
    """ "kill her whoever is around; if she's not there, just stay there and kill her if she
    turns up": an "otherwise" that stays and kills the same person on the same terms is what the
    kill does anyway (it stays armed, ADJUDICATION 9): no `else`."""
    if act.kill is None or other.kill != act.kill or other.otherwise or other.peek is not None or other.via:
        return False
    if other.go is not None:
        return False  # "otherwise go to 202 and kill C": a walk, said (the echo's own nesting)
    whoever = act.cond is None or act.cond[0] == "always"
    return whoever and other.cond == ("present", act.kill)  # "... and kill her if she turns up"
