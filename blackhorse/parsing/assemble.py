"""Phrases into orders: which slot each phrase belongs to, and what it adds to that slot.

The assembler reads the phrases of :mod:`blackhorse.parsing.phrases` in message order; each
concept has its module (docs/PARSING.md says the rules for GMs):

- :mod:`~blackhorse.parsing.timing`: when an order starts and ends (a time, a period, "all
  night", "until", "then");
- :mod:`~blackhorse.parsing.actions`: what one order does (going, routes, staying, people,
  "otherwise");
- :mod:`~blackhorse.parsing.conditions`: conditions and kills that hold for a while;
- :mod:`~blackhorse.parsing.everyday`: knocks, "before 10", looking at a place, the door,
  sentences;
- :mod:`~blackhorse.parsing.spans`: lengths of time, what follows a kill, the night's default;
- :mod:`~blackhorse.parsing.finish`: what the draft settles at the end.

Anything that does not fit is a :class:`Fault` pointing at the phrase.
"""

from __future__ import annotations

import re

from blackhorse.core.clock import NIGHT_MINUTES
from blackhorse.parsing.conditions import kill_case_first, met_alone
from blackhorse.parsing.drafts import (
    ActionDraft,
    Draft,
    Fault,
    OrderDraft,
    Pending,
    Span,
    StandingDraft,
)
from blackhorse.parsing.everyday import SENTENCE_END, Sight
from blackhorse.parsing.finish import Finishing
from blackhorse.parsing.grammar import Phrase
from blackhorse.parsing.lexicon import HOME


class Assembler(Finishing):
    """The state of a message being read into orders; each handler is its concept's module's."""

    def __init__(
        self,
        always_open: frozenset[str],
        text: str = "",
        sight: Sight | None = None,
        same_way: list[Span] | None = None,
    ) -> None:
        super().__init__(sight)
        self.same_way = list(same_way or ())
        self.draft = Draft()
        self.pending: Pending | None = None
        self.order: OrderDraft | None = None
        self.branch: ActionDraft | None = None
        self.standing: StandingDraft | None = None
        self.last_name: str | None = None
        self.name_before: str | None = None  # the person named before the last one
        self.opened: ActionDraft | None = None  # the alternative "otherwise" just opened
        self.turned: ActionDraft | None = None  # the alternative a condition turned round opened
        self.text = text
        self.always_open = always_open
        self.resume: Pending | None = None  # the window a kill was taken from, for the orders after it
        self.reopened: Pending | None = None  # the "until" of an order a condition went back on

    def fault(self, p: Phrase | Span, key: str, **args: str) -> None:
        start, end = (p.start, p.end) if isinstance(p, Phrase) else p
        self.draft.faults.append(Fault(start, end, key, tuple(sorted(args.items()))))


# said in a sentence of its own after a period's order, the rest of the night is the other slots
REST_OF_THE_NIGHT = re.compile(r"(?<![a-z])the rest of the (night|time|evening)(?![a-z])")
ON_ORDER = ("cond", "kill", "always", "otherwise", "notopen")  # phrases that go on an order said before
# between a condition and the time of its order: separators and words that change nothing
COND_BEFORE_TIME = re.compile(r"[\s,.;:、—-]*((的话|就|那么?|那我就?|我就?|then|at)[\s,.;:、—-]*)*")


def assemble(
    phrases: list[Phrase],
    always_open: frozenset[str],
    text: str = "",
    sight: Sight | None = None,
    same_way: list[Span] | None = None,
) -> Draft:
    """The orders ``phrases`` say; ``text`` is the normalised message they were read from,
    ``sight`` the map and the sender's room (what windows see, which rooms are knocks),
    ``same_way`` where the message says "back the same way" (:mod:`~blackhorse.parsing.aside`)."""
    a = Assembler(always_open, text, sight, same_way)
    phrases, guess = kill_case_first(met_alone(phrases, text))
    if guess is not None:
        a.fault(guess, "case_not_turned_round")
    before: Phrase | None = None  # a condition said right before the time of its order
    for k, p in enumerate(phrases):
        nxt = phrases[k + 1] if k + 1 < len(phrases) else None
        if (
            p.kind == "cond"
            and nxt is not None
            and nxt.kind in ("time", "period")
            and before is None
            and COND_BEFORE_TIME.fullmatch(text[p.end : nxt.start])
            and not p.args.get("meet")
            and a.standing is None
            and not (k and phrases[k - 1].kind in ("kill", "standing", "always"))
        ):
            before = p  # C一个人在的话，10点去205杀了她: the condition of the order at 10
            continue
        if k and SENTENCE_END.search(text[phrases[k - 1].end : p.start]):
            a.sentence_break()
        if _anywhere_of_its_own(a, phrases, k, text):
            # 9 garden. if I meet C alone anywhere, I kill her: all night, wherever one meets her
            a.held = None
            a.pending = Pending(0, (p.start, p.start), "night", NIGHT_MINUTES)
        if (
            p.kind == "cond"
            and p.args.get("meet")
            and a.held is not None
            and a.order is None
            and a.pending is None
            and a.held[0].action.go in (None, HOME, a._home())
        ) or (
            p.kind == "cond"
            and p.args.get("meet")
            and a.held is None
            and a.order is None
            and a.pending is None
            and a.standing is None
            and not a.draft.orders
            and nxt is not None
            and nxt.kind in ("kill", "always")
            and not any(q.kind in ("allnight", "period", "range", "until") for q in phrases[k + 1 :])
            and _said_alone(phrases, k, text)
        ):
            # 碰到阿玲单独一人就杀了她, a sentence of its own after the orders, or before any: all
            # night, anywhere
            a.held = None
            a.pending = Pending(0, (p.start, p.start), "night", NIGHT_MINUTES)
        rest = REST_OF_THE_NIGHT.search(text, phrases[k - 1].end if k else 0, p.start)
        if rest and a.held is not None and a.held[0].origin == "period" and a.pending is None:
            # "second hour: go to the common room. The rest of the time, watch ...": the other slots
            a.allnight(Phrase("allnight", rest.start(), rest.end()))
        if p.kind in ("cond", "kill", "always", "via", "knock", "notopen", "then"):
            a.resume_held()
        a.rest = phrases[k + 1 :]
        a.ahead = a.rest[0] if a.rest else None
        a.behind = phrases[k - 1] if k else None
        if p.kind in ON_ORDER or p.kind == "peek" and a.ranged_look(p):
            a.reopen_ended()
        elif not a.into_reopened_otherwise(p):
            a.close_reopened()
        getattr(a, "standing_kill" if p.kind == "standing" else p.kind)(p)
        if before is not None and p.kind in ("time", "period"):
            a.behind = before
            a.cond(before)
            if a.order is not None and a.order.action.cond is not None:
                a.order.said_before = "cond"
            before = None
        if a.order is not None:
            start = a.order.extent[0] if a.order.extent != (0, 0) else a.order.span[0]
            # a clause rearranged (bag.py) reads its time first though the message says it last
            span = a.order.span if a.order.span != (0, 0) else (start, start)
            a.order.extent = (min(start, p.start, span[0]), max(a.order.extent[1], p.end, span[1]))
    return a.finish()


def _anywhere_of_its_own(a: Assembler, phrases: list[Phrase], k: int, text: str) -> bool:
    """Whether the condition at ``k`` says "anywhere" (or a word of its class: "at any point",
    "wherever I am") and opens a sentence of its own with its kill and no time (``9 garden. if I
    meet C alone anywhere, I kill her``): a kill all night, wherever one meets her. It was read
    as the condition of the order before (a kill in the garden only, "anywhere" dropped)."""
    p, nxt = phrases[k], phrases[k + 1] if k + 1 < len(phrases) else None
    return (
        p.kind == "cond"
        and bool(p.args.get("anywhere"))
        and (a.order, a.pending, a.standing) == (None, None, None)
        and nxt is not None
        and nxt.kind in ("kill", "always")
        and not any(q.kind in ("allnight", "period", "range", "until") for q in phrases[k + 1 :])
        and _said_alone(phrases, k, text)
    )


def _said_alone(phrases: list[Phrase], k: int, text: str) -> bool:
    """Whether the meeting at ``k`` and its kill end their sentence (碰到C就杀了她。8点去花园), not
    followed by more in it (碰到赵强一个人就杀，9点半以后就不管了: when does it stop?)."""
    j = k + 1
    while j < len(phrases) and phrases[j].kind in ("kill", "always"):
        j += 1
    return j >= len(phrases) or bool(SENTENCE_END.search(text[phrases[j - 1].end : phrases[j].start]))
