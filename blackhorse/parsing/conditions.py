"""Conditions as people say them, and kills that hold for a while.

The part of :class:`blackhorse.parsing.assemble.Assembler` that reads a condition (如果B一个人,
B不在就……, 有人就……, "meet B alone"), its negative "otherwise" forms, and the kills that
hold over a window of time ("wherever you meet B", or a kill said for all night, a period or
a range): :class:`ConditionForms`.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.parsing.drafts import DEFERRED, ActionDraft, Pending, StandingDraft
from blackhorse.parsing.everyday import SENTENCE_END, EverydayForms
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME

# the words that make a time the start of a while: "from 22:00", 从十点, 十点以后, "22:00 on"
_FROM_BEFORE = re.compile(r"(?:(?<![a-z])(?:from|after|since|starting(?: at| from)?)|从|自)\s*$")
_FROM_HEAD = re.compile(r"(?:from|after|since|starting|从|自)(?![a-z])")
_ON_AFTER = re.compile(r"\s*(?:以后|之后|以来|往后|开始|起|on(?![a-z])|onwards?(?![a-z]))")


class ConditionForms(EverydayForms):
    """Handlers for conditions and standing kills; the assembler holds the state."""

    last_name: str | None
    name_before: str | None
    resume: Pending | None
    turned: ActionDraft | None  # the alternative a condition turned round opened (D在就回家)

    # -- the assembler's own (see assemble.py) --------------------------------------------
    def person(self, who: Phrase) -> str | None:  # pragma: no cover
        raise NotImplementedError

    def target(self, t: Phrase, going: bool) -> str | None:  # pragma: no cover
        raise NotImplementedError

    def _to_standing(self, p: Phrase, cond: tuple[str, str | None], subject: str | None, meet: bool) -> bool:
        """A kill said for a window of time (all night, a period, a range; or "meet B" with no
        place to go) holds over that window: a standing order, as the message says."""
        win = self.window_of()
        if win is None or self.standing is not None:
            return False
        kind, start, end, span = win
        order = self.order if self.pending is None else None
        if order is not None and (order.action.kill or order.action.cond or order.action.otherwise):
            return False
        go = order.action.go if order is not None else None
        doing = order is not None and (go is not None or order.action.peek is not None)
        if kind == "night" and doing and not meet:
            return False  # "tonight I'll stay in my room ...; if D is alone with me, kill him": that order's
        if not (kind == "night" or (go is None and (kind != "time" or meet))):
            return False
        where = p.args.get("where")
        said = where.args.get("target") if where is not None else None
        placed = where is not None and said is not None and self.target(said, going=False) is not None
        if placed and kind == "time" and not self._from_then_on(span):
            return False  # "at 22:30 if I find C alone on the lawn": one time, one place: go there then
        if placed and where is not None:
            self.fault(where, "standing_place")  # "all night, if I catch C alone in the garden": where?
        if order is not None and order.action.empty():
            self.draft.orders.remove(order)
            self.order = self.branch = None
        self.resume = self.pending if kind == "night" else None
        self.pending = None
        self.standing = StandingDraft(None, cond, start, end, (span[0], p.end), subject=subject)
        self.draft.standing.append(self.standing)
        return True

    def _from_then_on(self, span: tuple[int, int]) -> bool:
        """Whether the time at ``span`` opens a while ("from 22:00", ``十点以后``), not a moment."""
        head = _FROM_BEFORE.search(self.text[: span[0]]) or _FROM_HEAD.match(self.text, span[0])
        return bool(head or _ON_AFTER.match(self.text, span[1]))

    def _one_tenant(self) -> str | None:
        """The one person who lives in the room the order goes to ("at 9 go to 205 (if she's not
        in, go home)": who else would "she" be?); None where nobody or two live there."""
        sight = getattr(self, "sight", None)
        branch = self.branch if self.standing is None else None
        if sight is None or branch is None or branch.go in (None, sight.home):
            return None
        hosts = [n for n, room in sight.rooms if room == branch.go]
        return hosts[0] if len(hosts) == 1 else None

    def _one_target_said(self) -> str | None:
        """The one target of the sender's named in the message, where no one else is (round twenty-four:
        ``我昨天梦到胖虎在草坪上数星星哈哈哈。所以我9点20就去草坪，要是只有他一个人我就下手``: the story that
        named him was set aside; who else would "he" be?); None where none, two, or anyone else is, or
        the order goes to a room where the target does not live."""
        sight = getattr(self, "sight", None)
        branch = self.branch if self.standing is None else None
        if sight is None or not sight.targets:
            return None
        hosts: set[str] = {n for n, room in sight.rooms if branch is not None and room == branch.go}
        own: set[str] = {n for n, room in sight.rooms if sight.home is not None and room == sight.home}
        people: set[str] = ({n for n, _ in sight.rooms} | set(sight.police) | set(sight.targets)) - own
        named: list[str] = [n for n in sorted(people) if n in self.text]
        if len(named) != 1 or named[0] not in sight.targets or hosts and named[0] not in hosts:
            return None  # 王建国住201对吧，我10点去203，要是只有他一个人就杀了: the room's, or his?
        return named[0]

    def _unless_then_otherwise(self, p: Phrase) -> bool:
        """``除非D在，否则杀了C``, "unless D is there, otherwise go home": the action comes after
        "otherwise", and runs when the "unless" case does not hold; so the case is the order's
        condition as said (if D is there: nothing more), the action its alternative. It was
        flipped, and the alternative ran when D was there: the opposite. After an action (kill C
        unless D is there, otherwise go home) "unless" is still the action's condition."""
        nxt = self.ahead
        branch = self.branch if self.standing is None and self.pending is None else None
        if (
            nxt is None
            or nxt.kind != "otherwise"
            or branch is None
            or not self.text[p.start :].startswith("除非")
        ):
            return False  # in English "X unless P, otherwise Y" is Y when P holds: turned round, as before
        return branch.kill is None and branch.cond is None and branch.otherwise is None

    def _kill_first_anywhere(self, p: Phrase, kind: str, who: str | None) -> bool:
        """``from 9:30, kill C if I meet her alone anywhere``: the kill said first, "anywhere" in
        its condition, nothing else in the order: the kill holds from then on, wherever one meets
        her (a standing kill), as when the condition is said first."""
        order = self.order if self.pending is None else None
        win = self.window_of()
        if order is None or win is None or kind not in ("alone", "nobody", "present"):
            return False
        a = order.action
        if a.kill is None or a.go is not None or a.cond or a.otherwise or a.peek is not None or a.via:
            return False
        if who is not None and who != a.kill:
            return False
        cond = ("always", None) if kind == "present" else ("alone", None)
        _, start, end, span = win
        self.draft.orders.remove(order)
        self.order = self.branch = None
        subject = a.kill if cond[0] == "alone" else None
        self.standing = StandingDraft(a.kill, cond, start, end, (span[0], p.end), subject=subject)
        self.draft.standing.append(self.standing)
        return True

    def cond(self, p: Phrase) -> None:
        kind, unless = p.args["kind"], p.args["unless"]
        self._named_after(p, kind)
        who = self.person(p.args["who"]) if p.args.get("who") is not None else None
        if kind == "absent" and p.args.get("who") is None:  # 如果不在: the person named last
            who = self.last_name or self._one_tenant()  # or the one who lives where the order goes
            if who is None:
                self.fault(p, "pronoun_unknown")
                return
        kill_said = self.order is not None and self.pending is None and self.order.action.kill is not None
        kill_said = kill_said or any(
            q.kind in ("kill", "always") and self._same_sentence(p.end, q.start) for q in self.rest
        )
        if kind in ("present", "absent") and not kill_said and self._their_room_before(p, who):
            # 9点去209，10点去花园，赵强不在就回屋: 赵强 not in 209, or not in the garden? (read as the
            # garden's: a check put on the wrong order)
            self.fault(p, "cond_which_order", who=who or "")
            return
        lone = kind in ("alone", "nobody")  # without a kill: refused at the end (alone, then what?)
        if p.args.get("anywhere") and self.standing is None and not kill_said and not lone:
            # "at 9 go to the garden, if I meet C anywhere, go home": only a kill holds wherever one
            # meets someone; "anywhere" was dropped (the condition read as "C there"): refused
            self.fault(p, "anywhere_no_kill")
            return
        if not unless and self._case_said_again(kind, who):
            return
        negative = ("absent", "someone", "not_alone", "present")
        if not unless and kind in negative and self._negative(p, kind, who):
            return
        if self.standing is not None and self._standing_case_let_go(p, kind, who):
            return
        if kind == "someone":
            self.fault(p, "someone_kill")
            return
        killing = self._kill_ahead() or self._met_and_away(p, kind)
        if self.standing is None and kind != "not_alone" and killing:
            cond = ("alone", None) if kind in ("alone", "nobody") else (kind, who)
            if unless:
                cond = ("present" if kind == "absent" else "absent", who)
            subject = who if kind == "alone" else None
            if self._to_standing(p, cond, subject, p.args.get("meet", False)):
                assert self.standing is not None
                self.standing.spans["if"] = (p.start, p.end)
                return
        if unless and self._unless_then_otherwise(p):
            unless = False  # 除非D在，否则杀了C: "otherwise" says what happens when D is not there
        if unless:
            flipped = {"present": "absent", "absent": "present"}
            if kind not in flipped:
                self.fault(p, "unless_alone")
                return
            kind = flipped[kind]
        if kind == "not_alone":
            self.fault(p, "unless_alone")
            return
        if self.standing is not None:
            self._standing_cond(p, kind, who)
            return
        killed = self.order is not None and self.pending is None and self.order.action.kill is not None
        if p.args.get("anywhere") and killed and not self._kill_first_anywhere(p, kind, who):
            # "from 9:30, kill C if I meet her alone anywhere. at 10 go to the garden": "anywhere"
            # was dropped and the kill lapsed at 22:00; what cannot hold for a while is refused
            self.fault(p, "anywhere_order")
            return
        if self.standing is not None:
            return
        branch = self._order(p)
        if branch is None:
            return
        where = p.args.get("where")
        place = self.target(where.args["target"], going=False) if where and where.args["target"] else None
        if where is not None and place is not None and branch.go is not None and place != branch.go:
            self.fault(where, "cond_elsewhere")
            return
        if p.args.get("anywhere"):  # checked at the end: a kill of an order is no kill "anywhere"
            branch.spans["anywhere"] = (p.start, p.end)
        if where is not None and place is not None:
            branch.spans["cond_where"] = (where.start, where.end)  # checked at the end: a place to go
            branch.cond_place = place
            if p.args.get("meet"):  # "if I meet C alone on the lawn": meeting her there is being there
                branch.spans["cond_meet"] = (p.start, p.end)
        if kind == "alone" and who is not None:
            if branch.kill is not None and branch.kill != who:
                self.fault(p, "alone_not_target", who=who)
                return
            branch.alone_of = who
            self._set(branch, "cond", ("alone", None), p, "two_conditions")
        elif kind in ("alone", "nobody"):
            self._set(branch, "cond", ("alone", None), p, "two_conditions")
        else:
            self._set(branch, "cond", (kind, who), p, "two_conditions")

    def _kill_ahead(self) -> bool:
        return self.ahead is not None and self.ahead.kind in ("kill", "always")

    def _met_and_away(self, p: Phrase, kind: str) -> bool:
        """``整晚碰到赵强，只要刘洋不在，就杀了他`` (or the absence first: ``刘洋不在的话碰到赵强就杀了他``):
        meeting the one to kill and another person's absence, then the kill, said in one sentence:
        two halves of one condition (the one met is the one killed; the kill is armed when the other
        is away), each read onto the standing kill (:func:`_one_standing_condition`). Only a meeting
        (碰到, 遇到, meet) and an absence of a named person, nothing else between them and the kill."""
        if len(self.rest) < 2 or p.args.get("unless") or self.rest[1].kind not in ("kill", "always"):
            return False
        other = self.rest[0]
        if other.kind != "cond" or other.args.get("unless"):
            return False
        if not self._same_sentence(p.end, self.rest[1].start):
            return False
        kinds = {kind, other.args["kind"]}
        met = p if kind == "present" else other
        away = other if met is p else p
        return (
            kinds == {"present", "absent"}
            and bool(met.args.get("meet"))
            and not met.args.get("where")
            and not away.args.get("where")
            and away.args.get("who") is not None
        )

    def _case_said_again(self, kind: str, who: str | None) -> bool:
        """Two conditions that turn each other round on one place, the "otherwise" first (9点去花园，
        如果D在就回房间，如果D不在就待着; "if D is there go home, if he's not, stay"): the second is
        the first's own case, said again. Inside the alternative it could never hold (the
        alternative runs when it fails), so what follows goes on the order itself: a stay
        changes nothing, anything else is a second place (refused)."""
        order, branch = self.order, self.branch
        if self.standing is not None or order is None or branch is None or branch is order.action:
            return False
        parent: ActionDraft | None = order.action
        while parent is not None and parent.otherwise is not branch:
            parent = parent.otherwise
        if parent is None or parent.cond is None or branch.empty() or branch is not self.turned:
            return False
        said = ("alone", None) if kind in ("alone", "nobody") else (kind, who)
        if said != parent.cond or kind == "alone" and who not in (None, parent.alone_of):
            return False
        self.branch = parent
        return True

    def _standing_cond(self, p: Phrase, kind: str, who: str | None) -> None:
        st = self.standing
        assert st is not None
        subject = st.subject or st.target  # "all night: kill D if he's alone"
        if kind == "alone" and who is not None and subject is not None and who != subject:
            self.fault(p, "alone_not_target", who=subject)
            return
        self.standing_if(p, ("alone", None) if kind in ("alone", "nobody") else (kind, who))

    def standing_if(self, p: Phrase, cond: tuple[str, str | None]) -> None:
        """The condition of the standing kill being read, as said at ``p``. A second condition
        that differs from one said already is refused there, never taken over it (从八点到九点半
        碰见B单独一个人就下手，之后就不管了: "alone", then 不管 read as "whoever is around", was
        read as a kill whoever is around: a misread). The kill's own default ("always" when
        nothing was said) gives way to what is said."""
        st = self.standing
        assert st is not None
        said = st.spans.get("if")
        if said is not None and st.cond != cond:
            one = _one_standing_condition(st, cond)
            if one is None:
                self.fault(p, "two_conditions")
                return
            cond = one
        st.cond = cond
        st.spans["if"] = said or (p.start, p.end)

    def standing_kill(self, p: Phrase) -> None:
        who = self.person(p.args["who"])
        st = self.standing
        if st is not None and st.target == who and st.subject in (None, who):
            # "all night: kill Liu Yang wherever I meet him": the kill that holds already, said again
            st.subject, st.span = who, (st.span[0], p.end)
            if p.args["alone"]:
                self.standing_if(p, ("alone", None))
            return
        pend, killed = self.pending, None
        if self.order is not None:
            # "kill B wherever you meet him": the order so far was only that kill
            order, act = self.order, self.order.action
            if act.kill == who and act.otherwise is None and not (act.go or act.peek or act.cond):
                self.draft.orders.remove(order)
                pend = None if order.at == DEFERRED else Pending(order.at, order.span, "slot", order.end)
                killed = who
            else:
                self.fault(p, "standing_in_order")
                return
        self._close()
        self.pending = None
        self.held = None  # its kill and its condition are the standing kill's, not the held order's
        start, end = 0, NIGHT_MINUTES
        if pend is not None and pend.kind != "night":
            start = pend.minute
            end = pend.minute + 60 if pend.kind == "period" else NIGHT_MINUTES
            if pend.end is not None:
                end = pend.end + 1 if pend.end % SLOT == SLOT - 1 else pend.end  # 8:00-8:59: all of 8:59
        span = (pend.span[0] if pend is not None else p.start, p.end)
        cond = ("alone", None) if p.args["alone"] else ("always", None)
        if pend is not None and (start, min(end, NIGHT_MINUTES)) == (0, NIGHT_MINUTES) and killed is None:
            self.resume = pend  # 整晚不管在哪碰到B就杀。在房里看窗户: the night's orders go on after it
        self.standing = StandingDraft(killed, cond, start, min(end, NIGHT_MINUTES), span, subject=who)
        if p.args["alone"]:
            self.standing.spans["if"] = (p.start, p.end)
        self.draft.standing.append(self.standing)

    def kill(self, p: Phrase) -> None:
        if self.standing is None:  # "all night: kill D if he's alone": the cond goes on it
            made = self._to_standing(p, ("always", None), None, False)
            if made and self.standing is not None and not p.args["always"]:
                self.standing.intent = True  # 今晚杀赵强: the plan, which the message may say after it
        branch = self._order(p) if self.standing is None else None
        who = p.args["who"]
        met = self.standing.subject if self.standing is not None else None
        target: str | None
        if met is not None and (who is None or who.args["pronoun"]):
            target = met  # 无论在哪碰到小刘，只要老王不在旁边，就杀了他: the one met, not the one named last
        elif who is None:  # 如果B一个人就动手: the person named last
            target = self.last_name
            if target is None and _HIM_SAID.search(re.split(r"[。！？!?;；\n]", self.text[: p.start])[-1]):
                target = self._one_target_said()  # 要是只有他一个人我就下手: 他 said in the condition
            if target is None:
                self.fault(p, "pronoun_unknown")
        else:
            target = self.person(who)
        if target is not None and self.standing is None and branch is not None:
            target = self._not_the_one_away(p, branch, target, who is None or who.args["pronoun"])
        if target is None:
            return
        if self.standing is not None:
            st = self.standing
            if st.subject is not None and st.subject != target:
                self.fault(p, "alone_not_target", who=st.subject)
                return
            st.target = target
            st.spans["kill"] = (p.start, p.end)
            if p.args["always"]:
                self.standing_if(p, ("always", None))
            return
        if branch is None:
            return
        if branch.alone_of is not None and branch.alone_of != target:
            self.fault(p, "alone_not_target", who=branch.alone_of)
            return
        self._set(branch, "kill", target, p, "two_kills")
        if p.args["always"]:
            self._set(branch, "cond", ("always", None), p, "two_conditions")

    def _not_the_one_away(self, p: Phrase, branch: ActionDraft, target: str, unnamed: bool) -> str | None:
        """A kill right after "if C is away" is never of C (9:20去203找D，C不在就杀: D, the one named
        before C; it was read as killing C if C is not there), refused when nobody was named
        before C (kill whom?). Said by name (如果C不在那里，就杀了C, as
        an order file may hold it) it is read as said."""
        if branch.cond != ("absent", target) or not unnamed:
            return target
        other = self.name_before
        if other is not None and other != target:
            return other
        self.fault(p, "kill_the_one_away", who=target)
        return None

    def always(self, p: Phrase) -> None:
        if self.standing is not None:
            self.standing_if(p, ("always", None))
            return
        branch = self._order(p)
        if branch is not None:
            self._set(branch, "cond", ("always", None), p, "two_conditions")

    def _standing_case_let_go(self, p: Phrase, kind: str, who: str | None) -> bool:
        """``今晚不管在哪碰到B一个人就杀了他，有别人在就算了``: a standing kill on "alone", then its case
        turned round (someone else there, B not alone) with only "let it go" (算了, 拉倒, 罢了) after
        it, says what the kill says already: set aside (round thirty-four; it was refused as a
        condition with nothing to do). Anything else after it is read as before."""
        st = self.standing
        if st is None or st.cond[0] != "alone" or kind not in ("someone", "not_alone"):
            return False
        if who not in (None, st.target, st.subject):
            return False
        let_go = _LET_GO.match(self.text, p.end)
        if let_go is None:
            return False
        self.draft.aside.append((p.start, let_go.end()))
        return True

    def _negative(self, p: Phrase, kind: str, who: str | None) -> bool:
        """不在就回家, 有人就回家, "if B is not alone, go home", 如果D在就回家: a condition followed
        by where to go instead is its negative with that alternative (stay unless ...)."""
        branch = self.branch if self.standing is None else None
        nxt = self.ahead
        if branch is None or branch.go is None:
            return False
        # 去209杀赵强，他不在的话就在209待着: the kill's own case failing, then staying or nothing
        # (its "otherwise" stays: no else, the kill armed), never "kill him if he is not there"
        own_case = kind == "absent" and who is not None or kind == "not_alone"
        ends = nxt is None or nxt.kind in ("stay", "time", "period", "allnight")
        stays = ends and branch.kill is not None and own_case and who in (None, branch.kill)
        if kind == "not_alone" and (nxt is None or nxt.kind != "stay") and not _then_after(self.text, p.end):
            stays = False  # "kill C if she's not alone": the kill's own condition (no order holds it)
        # 如果Jay不在就把妮娜做了，Jay在的话就待着: the kill's condition turned round, then staying
        # or nothing: that kill's "otherwise" of staying (no else), never a second condition
        target = branch.kill or branch.alone_of
        turned = branch.cond is not None and _complement(branch.cond, kind, who, target)
        turned = turned and branch.kill is not None and self._stays_in_that_case(p, nxt)
        # Tom在就干掉他 不在就门孔看着: a look in the case the kill's condition fails is its "otherwise"
        # as a going is (never with no kill before it: 不在就看门孔 alone is a condition on the look)
        looks = nxt is not None and nxt.kind == "peek" and branch.kill is not None and kind == "absent"
        if not (nxt is not None and _elsewhere(nxt) or stays or turned or looks):
            return False
        for later in self.rest:  # "如果B不在，就待在那里，否则回家": the condition as said
            if later.kind in ("time", "period", "allnight", "until", "before", "then", "cond", "kill"):
                break  # (不是一个人就去201，孙哥一个人就杀他，还不行就回屋: that "otherwise" is the kill's)
            if later.kind in ("otherwise", "notopen"):
                return False
        if self._said_elsewhere(p, branch):
            # 10点去草坪，如果王建国在花园就回屋: the garden was dropped, the lawn checked (a misread)
            self.fault(p.args["where"], "cond_elsewhere")
            return True
        if branch.cond is not None and _complement(branch.cond, kind, who, branch.kill or branch.alone_of):
            # 要是他单独在就杀了他，要是不在就回自己房间; 小刘不在的话就杀了老王，小刘在就回来:
            # the condition turned round after a kill is that kill's "otherwise"
            self.otherwise(Phrase("otherwise", p.start, p.end, {"knock": False}))
            return True
        if kind == "not_alone" and who is None:  # 不是一个人就回来: the person to kill
            who = branch.kill
        if kind == "not_alone" and (who is None or branch.kill != who):
            return False
        if kind == "present" and (branch.kill is not None or who is None):
            return False  # "B在就杀了他" is a kill; "如果D在就回家" leaves when D is there
        flipped = {"absent": ("present", who), "present": ("absent", who)}
        positive: tuple[str, str | None] = flipped.get(kind, ("alone", None))
        if branch.cond is None:
            self._set(branch, "cond", positive, p, "two_conditions")
            if kind == "not_alone":
                branch.alone_of = who
        elif branch.cond != positive:
            self.fault(p, "two_conditions")
            return True
        self.otherwise(Phrase("otherwise", p.start, p.end, {"knock": False}))
        self.turned = self.branch
        return True

    def _stays_in_that_case(self, p: Phrase, nxt: Phrase | None) -> bool:
        """Whether the case ``p`` says is followed by staying or nothing: the message ends, a stay,
        or 就 and words set aside closing the clause before the next time (就跟他们聊会儿，10点半…);
        never a time in the case's own clause (有别人在就10点半回来: that time is the case's)."""
        if nxt is None or nxt.kind == "stay":
            return True
        if nxt.kind not in ("time", "period"):
            return False
        return _SET_ASIDE_THEN.fullmatch(self.text[p.end : nxt.start]) is not None

    def _named_after(self, p: Phrase, kind: str) -> None:
        """他 / 她 alone before any name, in the condition of a kill that names its person later in
        the sentence (``9点去草坪，他要是一个人在就把赵强杀了``): the one alone can only be the one
        killed (an "alone" of another is refused), so he is that person, as a GM reads it."""
        said = p.args.get("who")
        if kind != "alone" or said is None or not said.args["pronoun"] or self.last_name is not None:
            return
        if self._one_tenant() is not None and self.order is not None:
            return  # 九点去209，他一个人就杀了他: the one who lives there (actions.person_of)
        for q in self.rest:
            if not self._same_sentence(p.end, q.start):
                return
            if q.kind == "kill" and q.args.get("who") is not None and not q.args["who"].args["pronoun"]:
                self.last_name = q.args["who"].args["name"]
                return

    def _their_room_before(self, p: Phrase, who: str | None) -> bool:
        """Whether a check on ``who`` being there (no place said) follows an order going elsewhere
        than their room, while an earlier order of the message goes to their room."""
        order = self.order
        if who is None or p.args.get("where") is not None or order is None or self.pending is not None:
            return False
        room = dict(self.sight.rooms).get(who) if self.sight is not None else None
        home = self.sight.home if self.sight is not None else None
        go = order.action.go
        if room is None or go is None or go == room or go == HOME and room == home:
            return False
        return any(o is not order and o.action.go == room for o in self.draft.orders)

    def _said_elsewhere(self, p: Phrase, branch: ActionDraft) -> bool:
        """Whether the condition ``p`` names a place (如果王建国在花园) other than where its order goes."""
        where = p.args.get("where")
        place = self.target(where.args["target"], going=False) if where and where.args["target"] else None
        if place is None or branch.go is None:
            return False
        home = self.sight.home if self.sight is not None else None
        return (home if place == HOME else place) != (home if branch.go == HOME else branch.go)

    # -- the end ------------------------------------------------------------------------


def _complement(cond: tuple[str, str | None], kind: str, who: str | None, target: str | None) -> bool:
    """Whether a condition (``kind``, ``who``) is the one said before (``cond``) turned round."""
    said, person = cond
    if said == "absent" and kind == "present" or said == "present" and kind == "absent":
        return who is None or who == person
    if said in ("alone", "always") and kind in ("absent", "not_alone", "someone"):
        return who is None or who == target
    if said == "alone" and kind == "present":  # 阿玲一个人在就杀了她，莉莉也在的话就回房
        return who is not None and target is not None and who != target
    return False


# nothing done in a case (有别人在就算了): let it go, then the clause's end
_LET_GO = re.compile(
    r"\s*(?:的话)?\s*(?:那就|我就|就)?\s*(?:算了|拉倒|罢了|算数)(?:吧|啦|了)?(?=\s*(?:[,，;；.。!！\n]|$))"
)
_CLAUSE_REST = re.compile(r"[^,，;；.。!！?？\n]*")
# 的话就跟他们聊会儿，/ 就算了。: "then", what is done (set aside), the clause's end
_SET_ASIDE_THEN = re.compile(r"\s*(的话)?\s*就\s*[^\s,，;；.。!！?？\n]+\s*[,，;；.。!！?？\n]\s*")
_THEN = re.compile(r"就|则|then", re.IGNORECASE)


def _then_after(text: str, end: int) -> bool:
    """Whether "then" (就, 则) follows a condition in its clause (她不是一个人的话就待着): what
    follows is what to do in that case, not more of the condition's own kill."""
    m = _CLAUSE_REST.match(text, end)
    return m is not None and _THEN.search(m.group()) is not None


def _elsewhere(p: Phrase) -> bool:
    """A phrase that sends the person somewhere (not "stay there")."""
    if p.kind in ("go", "knock"):
        return True
    target = p.args.get("target") if p.kind == "stay" else None
    return target is not None and target.args.get("place", "") is not None


def _one_standing_condition(st: StandingDraft, new: tuple[str, str | None]) -> tuple[str, str | None] | None:
    """A standing kill's condition said and a second one that are one: meeting the one to kill
    (present) with "whoever is around" is "whoever is around", with "alone" is "alone"
    (10点到11点之间碰到白露，不管有谁在都杀); None when they differ (alone, then 不管: refused)."""
    old = st.cond
    met = {c[1] for c in (old, new) if c[0] == "present"}
    if len(met) == 1 and st.target is None and st.subject is None:
        st.subject = next(iter(met))  # 碰到白露，不管有谁在都杀: the kill is of the one met
    if not met or not met <= {st.target, st.subject, None}:
        return None
    away = [c for c in (old, new) if c[0] == "absent"]
    if away and len(met) == 1 and {old[0], new[0]} == {"present", "absent"}:
        # 碰到赵强，只要刘洋不在: the one met is the one killed, armed while the other is away
        return away[0] if away[0][1] is not None and away[0][1] not in met else None
    kinds = {old[0], new[0]} - {"present"}
    return (kinds.pop(), None) if len(kinds) == 1 else old


def one_condition(
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


def _of_the_one_met(cond: Phrase, who: Phrase) -> bool:
    """Whether ``cond`` says the one met is alone: "alone" of them (a pronoun, or the name again),
    or "nobody else around" (of nobody)."""
    of = cond.args.get("who")
    if cond.args.get("kind") == "nobody":
        return of is None
    return (
        cond.args.get("kind") == "alone"
        and of is not None
        and (of.args.get("pronoun") or _said(of) == _said(who))
    )


def _opens_its_own(phrases: list[Phrase], k: int, text: str) -> bool:
    """Whether the meeting at ``k`` opens what it says: first, after a sentence's end, or after a
    window of time ("all evening:"), not inside an order (整晚在屋里看猫眼，赵强来敲门且只有他一个:
    the order's own condition, which the order reads as one)."""
    if k == 0:
        return True
    before = phrases[k - 1]
    return before.kind in ("allnight", "period", "between") or bool(
        SENTENCE_END.search(text[before.end : phrases[k].start])
    )


# what may stand between a meeting and "alone" said of the one met (碰到他，而且他一个人; "while he's")
_MEET_THEN_ALONE = re.compile(
    r"(?:的话|的时候|时)?[\s,，、]*(?:(?:while|and|whilst|并且|而且|且)[\s,，、]*)?"
)


def met_alone(phrases: list[Phrase], text: str) -> list[Phrase]:
    """``if I run into Tiezhu when he's alone``, ``碰到铁柱，要是他一个人``: a meeting and, right
    after it, "alone" said of the one met (a pronoun, the name again, "nobody else around") are
    one condition, the meeting's: alone, wherever one meets them. Read as two, the meeting's
    "all night" became an order at 20:00 that lapsed at the next one (a misread on a clean set)."""
    out = list(phrases)
    k = 0
    while k + 1 < len(out):
        met, alone = out[k], out[k + 1]
        who = met.args.get("who")
        if (
            met.kind == "cond"
            and alone.kind == "cond"
            and met.args.get("meet")
            and met.args.get("kind") == "present"
            and not alone.args.get("meet")
            and not (met.args.get("unless") or alone.args.get("unless"))
            and who is not None
            and _of_the_one_met(alone, who)
            and _opens_its_own(out, k, text)
            and _MEET_THEN_ALONE.fullmatch(text[met.end : alone.start])
        ):
            args = {**met.args, "kind": "alone"}
            out[k : k + 2] = [Phrase("cond", met.start, alone.end, args)]
        k += 1
    return out


# what may stand between a case said first and the kill's own condition (要是阿玲也在就别动手，直接回来)
_CASE_ACTS = frozenset({"go", "stay", "knock"})
_CASE_ENDS = frozenset({"time", "period", "allnight", "until", "before", "then", "otherwise", "notopen"})


def kill_case_first(phrases: list[Phrase]) -> tuple[list[Phrase], Phrase | None]:
    """``去207找莉莉，要是阿玲也在就别动手，直接回来；只有莉莉一个人就杀了她``: a case said before
    the kill's own condition, with where to go then, is that kill's "otherwise" when its condition
    is the kill's turned round (someone else there / alone). The phrases come back in the order a
    GM writes it (the kill, then the case), which the handlers read as the kill's "otherwise"
    (it was read as "stay unless 阿玲 is there, otherwise go home and kill"). When the case is not
    the kill's condition turned round (阿玲不在就回来；莉莉一个人就杀), which slots the kill and the
    case share would be a guess: the case comes back as the phrase to refuse."""
    out = list(phrases)
    for k in range(1, len(out) - 3):
        case = out[k]
        if case.kind != "cond" or case.args.get("meet") or case.args.get("unless"):
            continue
        if out[k - 1].kind not in ("go", "knock") or out[k + 1].kind not in _CASE_ACTS:
            continue
        if not _elsewhere(out[k + 1]):
            continue
        j = k + 1
        while j < len(out) and out[j].kind in _CASE_ACTS:
            j += 1
        if j + 1 >= len(out) or out[j].kind != "cond" or out[j + 1].kind != "kill":
            continue
        own, kill = out[j], out[j + 1]
        if own.args.get("meet") or own.args.get("unless") or any(p.kind in _CASE_ENDS for p in out[k:j]):
            continue
        if not _turned_round(case, own, kill):
            return out, case
        out[k : j + 2] = [own, kill, *out[k:j]]
    return out, None


def _said(p: Phrase | None) -> str | None:
    return None if p is None else p.args.get("name")


def _turned_round(case: Phrase, own: Phrase, kill: Phrase) -> bool:
    """Whether ``case`` is the kill's condition (``own``) turned round."""
    target = _said(kill.args.get("who")) or _said(own.args.get("who"))
    said = own.args["kind"]
    if said == "alone":
        who = _said(own.args.get("who"))
        if who is not None and target is not None and who != target:
            return False
        cond: tuple[str, str | None] = ("alone", None)
    elif said in ("present", "absent"):
        cond = (said, _said(own.args.get("who")))
    else:
        return False
    if target is None:
        return False
    return _complement(cond, case.args["kind"], _said(case.args.get("who")), target)


# "him" / "her" said in the sentence of a kill whose condition holds the pronoun (只有他一个人)
_HIM_SAID = re.compile(r"他|她|(?<![a-z])(?:ta|him|her)(?![a-z])", re.IGNORECASE)
