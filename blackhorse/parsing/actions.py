"""What one order does: where it goes and by which way, staying, whom it names, and its
alternative.

- An order holds one place, one peek, one kill, one condition; "otherwise" (否则, if nobody
  opens) opens its alternative, which holds the same again (and may have its own).
- A pronoun (他, him) is the last person named.

:class:`ActionForms` is the part of :class:`blackhorse.parsing.assemble.Assembler` that reads
them; the assembler holds the state.
"""

from __future__ import annotations

import re
from typing import Any

from blackhorse.core.clock import NIGHT_MINUTES, SLOT
from blackhorse.parsing.conditions import one_condition
from blackhorse.parsing.drafts import (
    DEFERRED,
    ActionDraft,
)
from blackhorse.parsing.everyday import hm
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME, ROOM
from blackhorse.parsing.timing import TimeForms

# a stake-out, and its taking up again (继续蹲, 接着守着): round thirty-four
_STAKEOUT = re.compile(r"蹲|蹲着|守|守着|蹲守|盯着")
_RESUMED_BEFORE = re.compile(r"(?:继续|接着)$")
_MINE = re.compile(r"(?<![a-z])(my|own|our)(?![a-z])|自己|我的|我房|我屋")


class ActionForms(TimeForms):
    """Handlers for going, routes, staying, people and "otherwise"."""

    def _set(self, branch: ActionDraft, name: str, value: Any, p: Phrase, key: str) -> None:
        old = getattr(branch, name)
        if name == "cond" and old is not None and old != value:
            merged = one_condition(old, value, branch)
            old, value = (merged, merged) if merged is not None else (old, value)
        if name == "go" and old is not None and self._at_home(old) and self._at_home(value):
            return  # 返回202，在房间休息: one's own room said by its number, then as the room (round eight)
        if old is not None and old != value:
            self.fault(p, key)
            return
        setattr(branch, name, value)
        branch.spans[name] = (p.start, p.end)

    def _at_home(self, place: Any) -> bool:
        """Whether ``place`` is the sender's own room, said as home or by its number."""
        home = self.sight.home if self.sight is not None else None
        return place == HOME or home is not None and place == home

    def _resumed(self, p: Phrase) -> bool:
        """After a kill taken out of a window as a standing order, the window's orders go on. A
        sentence of its own after a standing kill starts anew ("between 8:50 and 9:30, if I see A
        anywhere kill him. I'm staying in my room all night": round twenty); in the kill's own
        sentence an order with no time still asks when."""
        if self.standing is not None and self.resume is not None:
            self.standing, self.pending, self.resume = None, self.resume, None
        st = self.standing
        if st is not None and self.pending is None and not self._same_sentence(st.span[1], p.start):
            self.standing = None
        return self.standing is None

    def go(self, p: Phrase) -> None:
        if not self._resumed(p):
            self.fault(p, "no_time")
            return
        branch = self._order(p)
        if branch is None:
            return
        if p.args.get(
            "visit"
        ):  # 去202找D, 去找D: whom one calls on (finish._host: "anyone else" is besides D)
            branch.spans.setdefault("visit", (p.start, p.end))
        if p.args.get("visit") and branch.go is not None:  # 去花园找D: D is whom one goes to see there
            self.target(p.args["target"], going=True)
            return
        if branch.go is not None and self._timed_after(p):  # "... at nine and come back at ten"
            self._close()
            branch = self._order(p)
            assert branch is not None
        place = HOME if p.args["home"] else self.target(p.args["target"], going=True)
        if place is None and self.order is not None and self.order.said_before and branch.cond_place:
            place = branch.cond_place  # "if C is alone in 205, at 22:00 go there": 205
        if place is None:
            return
        indoors = p.args.get("back") == "inside"  # "head back in": the last room, not the garden
        if p.args.get("back") and self._came_from(indoors) is not None and not self._peeks_at_home(p):
            self.fault(p, "back_where")  # back where?
            return
        if p.args.get("knock"):
            place = self.knock_room(place)
        then = self.then_said
        if branch.go not in (None, place) and then is not None and then[0] > branch.spans["go"][0]:
            word = self.text[then[0] : then[1]].strip()  # 9点去花园，然后去草坪: when? (slots are 10 minutes)
            order, nxt = self.order, next((q for q in self.rest if q.kind == "time"), None)
            if order is not None and nxt is not None and int(nxt.args["minute"]) == order.at + SLOT:
                # 9点去203，然后再去花园，9点10分回来: no time between for the second place (五.2)
                self.fault(then, "then_same_slot", word=word, time=hm(order.at), next=hm(order.at + SLOT))
                return
            self.fault(then, "then_when", word=word)
            return
        self._set(branch, "go", place, p, "two_places")
        if p.args["via"]:
            branch.via = list(p.args["via"])
            branch.spans["via"] = (p.start, p.end)

    def _peeks_at_home(self, p: Phrase) -> bool:
        """ "9:00 back, peephole": going back to peek through one's own window or peephole is going
        home (a peek is only from there), wherever one was before."""
        nxt = self.ahead
        if nxt is None or nxt.kind != "peek" or not self._same_sentence(p.end, nxt.start):
            return False
        home = self.sight is not None and self.sight.home is not None
        return home and nxt.args.get("kind") in ("window", "peephole")

    def _came_from(self, indoors: bool = False) -> str | None:
        """Where the person was before the place they are going back from, when not home; going
        back ``indoors`` ("head back in" from the lawn), the last room before, when not home."""
        at = self.order.at if self.order is not None and self.order.at != DEFERRED else NIGHT_MINUTES
        orders = sorted(self.draft.orders, key=lambda o: o.at)
        places = [o.action.go for o in orders if 0 <= o.at < at and o.action.go]
        if self.order is not None and self.branch is not self.order.action and self.order.action.go:
            places.append(self.order.action.go)  # "if nobody opens, go back": from this order's place
        before = places[-2] if len(places) >= 2 else None
        if indoors:  # the map's places outdoors (the garden, the lawn) are no room to go back in to
            outdoors = self.sight.inn.outdoors if self.sight is not None else frozenset()
            rooms = [place for place in places[:-1] if place not in outdoors]
            before = rooms[-1] if rooms else None
        home = self.sight.home if self.sight is not None else None
        return before if before is not None and before not in (HOME, home) else None  # "back to 201": home

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
        if not self._resumed(p):
            self.fault(p, "no_time")
            return
        branch = self._order(p)
        target = p.args["target"]
        if branch is not None and (target is None or target.args.get("place", "") is None):
            branch.spans.setdefault("stay", (p.start, p.end))  # 待在原地: here, wherever it is
            self._stakeout_resumed(p, branch)
        if branch is None or target is None or target.args.get("place", "") is None:
            return  # "stay there": the order goes on as it is
        place = self.target(target, going=True)
        if place is not None:
            self._set(branch, "go", place, p, "two_places")
            branch.spans.setdefault("stay", (p.start, p.end))  # said as a stay (待在, stay in)

    def _stakeout_resumed(self, p: Phrase, branch: ActionDraft) -> None:
        """``十点半回204继续蹲``: a stake-out (蹲, 守着) taken up again (继续, 接着) where one looked
        from before is that look again, as ``继续看`` is (round thirty-four: the look was dropped, a
        misread). Where none looked from there, it stays a stay."""
        said = self.text[p.start : p.end]
        if branch.peek is not None or _STAKEOUT.fullmatch(said) is None:
            return
        if _RESUMED_BEFORE.search(self.text, max(0, p.start - 2), p.start) is None:
            return
        look = self._look_resumed(branch.go or self._where_before())
        if look is not None:
            branch.peek = look
            branch.spans["peek"] = (p.start, p.end)

    def target(self, t: Phrase, going: bool) -> str | None:
        if "room_of" in t.args:
            who = self.person_of(t.args["room_of"], t.args["pronoun"], t) or ""
            room = dict(self.sight.rooms).get(who) if self.sight is not None else None
            return room if room is not None else "room-of:" + who  # B's room: 209 (else said when written)
        place: str | None = t.args.get("place")
        if place in (ROOM, HOME) and self._no_room_of_ones_own(t):
            self.fault(t, "no_room")  # "Mike: stay in my room": an officer has no room (seed 四)
            return None
        if place == ROOM:
            return HOME if going else None
        return place

    def _no_room_of_ones_own(self, t: Phrase) -> bool:
        """Whether ``t`` says "my (own) room" (我的房间, 自己房间) for a sender with no room that
        night (a police officer): ``回来``, ``go back`` are still the place they start from."""
        if self.sight is None or self.sight.home is not None:
            return False
        said = self.text[t.start : t.end]
        return bool(_MINE.search(said))

    def person_of(self, name: str | None, pronoun: bool, p: Phrase) -> str | None:
        if pronoun:
            if self.last_name is None:  # 九点去209，他一个人就杀了他: the one who lives there
                self.last_name = self._one_tenant() or self._one_target_said()
            if self.last_name is None:
                self.fault(p, "pronoun_unknown")
            return self.last_name
        if name != self.last_name:
            self.name_before = self.last_name  # (小刘不在就杀: the one named before 小刘)
        self.last_name = name
        return name

    def person(self, who: Phrase) -> str | None:
        return self.person_of(who.args["name"], who.args["pronoun"], who)

    def _cannot_fail(self, branch: ActionDraft) -> bool:
        """An alternative that cannot fail (a walk to the garden, the lawn, 204 or home, with no
        condition and no kill): a second "otherwise" after it is the first said again (changing
        one's mind), never its alternative; refused (which one?)."""
        if self.order is None or branch is self.order.action or branch.cond is not None or branch.kill:
            return False
        home = self.sight.home if self.sight is not None else None
        go = home if branch.go == HOME else branch.go
        return go is None or not go.isdigit() or go in self.always_open or go == home

    def _home_knocked(self, branch: ActionDraft) -> bool:
        """Whether "if nobody opens" would go on a plain walk home: nobody knocks there."""
        plain = branch.cond is None and branch.kill is None and branch.otherwise is None
        return self.order is not None and branch is self.order.action and branch.go == HOME and plain

    def otherwise(self, p: Phrase) -> None:
        self.resume_held()
        if self.opened is self.branch and self.branch is not None and self.branch.empty():
            return  # "otherwise, if nobody opens, ...": one alternative said twice
        if self.otherwise_after_standing(p):
            return
        if self.order is None or self.branch is None:
            self.fault(p, "otherwise_alone")
            return
        if p.args.get("knock") and self._home_knocked(self.branch):
            # 9点去209找赵强，待到10点再回来，没人开门就去花园: the knock was 209's, put on coming home
            # (where nobody knocks: an "otherwise" that never runs, the visit's lost): refused
            self.fault(p, "knock_going_home")
            return
        # "if not, go to the lawn. actually if not, go to 204"; but "if nobody opens" after an
        # alternative that cannot fail names its own case (the echo says a sheet's nested one so)
        if self.branch.otherwise is not None or (self._cannot_fail(self.branch) and not p.args.get("knock")):
            self.fault(p, "two_otherwise")
            return
        self.branch.otherwise = ActionDraft()
        self.branch.spans["otherwise"] = (p.start, p.end)
        self.branch = self.branch.otherwise
        if p.args.get("knock"):  # said for a refused door only ("if nobody opens"): finish.py
            self.branch.spans["knock"] = (p.start, p.end)
        self.opened = self.branch
