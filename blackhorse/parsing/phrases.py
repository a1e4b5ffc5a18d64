"""The phrases a message's parse tree holds: :class:`Phrases` turns the tree of
:mod:`blackhorse.parsing.grammar` into a flat list of :class:`~blackhorse.parsing.grammar.Phrase`
in message order, each with what it says (a time's minute, a go's target, a condition's kind
and person) and where it is; :mod:`blackhorse.parsing.assemble` puts them together into orders.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from blackhorse.parsing.grammar import Phrase


def _span(items: list[Any]) -> tuple[int, int]:
    starts: list[int] = []
    ends: list[int] = []
    for it in items:
        if isinstance(it, Token):
            starts.append(it.start_pos or 0)
            ends.append(it.end_pos or 0)
        elif isinstance(it, Phrase):
            starts.append(it.start)
            ends.append(it.end)
        elif isinstance(it, tuple) and len(it) == 3 and isinstance(it[1], int):
            starts.append(it[1])
            ends.append(it[2])
    return (min(starts), max(ends)) if starts else (0, 0)


def _tokens(items: list[Any], kind: str) -> list[Token]:
    return [t for t in items if isinstance(t, Token) and t.type == kind]


def _has(items: list[Any], kind: str) -> bool:
    return bool(_tokens(items, kind))


def _first(items: list[Any], kind: str) -> Any:
    found = [t for t in items if isinstance(t, Phrase) and t.kind == kind]
    return found[0] if found else None


@v_args(inline=False)
class Phrases(Transformer[Token, list[Phrase]]):
    """The parse tree as a flat list of :class:`Phrase` in message order."""

    def start(self, items: list[Any]) -> list[Phrase]:
        return [p for p in items if isinstance(p, Phrase)]

    def _p(self, what: str, items: list[Any], **args: Any) -> Phrase:
        start, end = _span(items)
        return Phrase(what, start, end, args)

    def time(self, items: list[Any]) -> Phrase:
        return self._p("time", items, minute=int(_tokens(items, "TIME")[0]), at=_has(items, "AT"))

    def period(self, items: list[Any]) -> Phrase:
        return self._p("period", items, minute=int(items[0]))

    def allnight(self, items: list[Any]) -> Phrase:
        return self._p("allnight", items)

    def until(self, items: list[Any]) -> Phrase:
        return self._p("until", items, minute=int(_tokens(items, "TIME")[0]))

    def before(self, items: list[Any]) -> Phrase:
        return self._p("before", items, minute=int(_tokens(items, "TIME")[0]))

    def between(self, items: list[Any]) -> Phrase:
        start, end = (int(t) for t in _tokens(items, "TIME"))
        return self._p("between", items, minute=start, until=end)

    def alternation(self, items: list[Any]) -> Phrase:  # 窗户和门孔轮流看，每10分钟换一次，先看窗户
        first, second, every = str(items[0]).split("|")
        return self._p("alternate", items, first=first, second=second, every=every)

    def then(self, items: list[Any]) -> Phrase:
        return self._p("then", items)

    def range(self, items: list[Any]) -> Phrase:  # 后两个小时: a range said in words
        start, end = (int(x) for x in str(items[0]).split("-"))
        return self._p("between", items, minute=start, until=end)

    def afterkill(self, items: list[Any]) -> Phrase:
        return self._p("afterkill", items)

    def duration(self, items: list[Any]) -> Phrase:
        return self._p("duration", items, minutes=int(items[0]))

    def leave(self, items: list[Any]) -> Phrase:
        return self._p("leave", items, place=str(items[0]))

    # -- places --------------------------------------------------------------------------
    def place(self, items: list[Any]) -> Phrase:
        return self._p("target", items, place=str(items[0]))

    def there(self, items: list[Any]) -> Phrase:
        return self._p("target", items, place=None)

    def roomword(self, items: list[Any]) -> Phrase:
        return self._p("target", items, place="room")

    def room_of(self, items: list[Any]) -> Phrase:
        who = _first(items, "person")
        return self._p(
            "target", items, room_of=who.args["name"], pronoun=who.args["pronoun"], visit=_has(items, "VISIT")
        )

    def visit(self, items: list[Any]) -> Phrase:
        return self._p("go", items, target=self.room_of(items), via=[], home=False, visit=True)

    def knock(self, items: list[Any]) -> Phrase:
        return self._p("knock", items, target=_first(items, "target"))

    def via(self, items: list[Any]) -> Phrase:
        return self._p("via", items, spots=[str(t) for t in _tokens(items, "PLACE")])

    def go(self, items: list[Any]) -> Phrase:
        target = _first(items, "target")
        via = _first(items, "via")
        home = _has(items, "RETURN_HOME") and target is None  # "go back to the lawn" is the lawn
        visit = target is not None and target.args.get("visit", False)
        words = [str(t) for t in _tokens(items, "RETURN_HOME")]
        back: bool | str = home and any(_back(w) for w in words)
        if back and any(w.endswith(" inside") for w in words):
            back = "inside"  # "head back in": back indoors (placesaid.back_inside)
        spots = via.args["spots"] if via else []
        return self._p("go", items, target=target, via=spots, home=home, visit=visit, back=back)

    def bare_go(self, items: list[Any]) -> Phrase:
        via = _first(items, "via")
        target = Phrase("target", items[0].start_pos, items[0].end_pos, {"place": str(items[0])})
        return self._p("go", items, target=target, via=via.args["spots"] if via else [], home=False)

    def stay(self, items: list[Any]) -> Phrase:
        return self._p("stay", items, target=_first(items, "target"))

    def stay_room(self, items: list[Any]) -> Phrase:  # 房间里窥视窗外: in one's own room
        return self._p(
            "stay", items, target=Phrase("target", items[0].start_pos, items[0].end_pos, {"place": "room"})
        )

    # -- peeking -------------------------------------------------------------------------
    def view(self, items: list[Any]) -> Phrase:
        return self._p("view", items, place=str(items[0]))

    def peek_tail(self, items: list[Any]) -> Phrase:
        view = _first(items, "view")
        return self._p("peek_tail", items, kind=_peek_kind(items), view=view.args["place"] if view else None)

    def peek(self, items: list[Any]) -> Phrase:
        tail = _first(items, "peek_tail")
        kind = tail.args["kind"] if tail else _peek_kind(items)
        view = tail.args["view"] if tail else None
        if view is None and _first(items, "view") is not None:
            view = _first(items, "view").args["place"]
        corridor = _has(items, "LOOK_CORRIDOR")
        return self._p("peek", items, kind=kind, view=view, corridor=corridor and view is None)

    # -- people, kills, conditions -------------------------------------------------------
    def person(self, items: list[Any]) -> Phrase:
        tok = items[0]
        return self._p(
            "person", items, name=str(tok) if tok.type == "NAME" else None, pronoun=tok.type == "PRONOUN"
        )

    def kill(self, items: list[Any]) -> Phrase:
        return self._p("kill", items, who=_first(items, "person"), always=_has(items, "ALWAYS"))

    def always(self, items: list[Any]) -> Phrase:
        return self._p("always", items)

    def where(self, items: list[Any]) -> Phrase:
        return self._p("where", items, target=_first(items, "target"))

    def _cond(self, kind: str, items: list[Any]) -> Phrase:
        return self._p(
            "cond",
            items,
            kind=kind,
            who=_first(items, "person"),
            where=_first(items, "where"),
            meet=_has(items, "MEET") or _has(items, "ANYWHERE"),
            anywhere=_has(items, "ANYWHERE"),
        )

    def c_alone(self, items: list[Any]) -> Phrase:
        return self._cond("alone", items)

    def c_present(self, items: list[Any]) -> Phrase:
        return self._cond("present", items)

    def c_absent(self, items: list[Any]) -> Phrase:
        return self._cond("absent", items)

    def c_not_alone(self, items: list[Any]) -> Phrase:
        return self._cond("not_alone", items)

    def c_nobody(self, items: list[Any]) -> Phrase:
        return self._cond("nobody", items)

    def c_someone(self, items: list[Any]) -> Phrase:
        return self._cond("someone", items)

    def c_alone_or_present(self, items: list[Any]) -> Phrase:
        return self._cond("alone" if _has(items, "ALONE") else "present", items)

    def bare_condition(self, items: list[Any]) -> Phrase:  # pragma: no cover - every form is aliased
        return self._cond("present", items)

    def cond(self, items: list[Any]) -> Phrase:
        inner: Phrase = items[-1]
        unless = _has(items, "UNLESS")
        start, end = _span(items)
        bare = not (_has(items, "IF") or unless)
        return Phrase("cond", start, end, {**inner.args, "unless": unless, "bare": bare})

    def otherwise(self, items: list[Any]) -> Phrase:
        return self._p("otherwise", items, knock=_has(items, "NOBODY_OPENS"))

    def notopen(self, items: list[Any]) -> Phrase:
        return self._p("notopen", items, said_if=_has(items, "IF"))

    def standing(self, items: list[Any]) -> Phrase:
        return self._p("standing", items, who=_first(items, "person"), alone=_has(items, "ALONE"))

    # -- the door ------------------------------------------------------------------------
    def names(self, items: list[Any]) -> Phrase:
        return self._p("names", items, names=[str(t) for t in _tokens(items, "NAME")])

    def door_open(self, items: list[Any]) -> Phrase:
        return self._p("door_core", items, policy="open")

    def door_closed(self, items: list[Any]) -> Phrase:
        return self._p("door_core", items, policy="closed")

    def door_only(self, items: list[Any]) -> Phrase:
        return self._p("door_core", items, policy=_first(items, "names").args["names"])

    def door_except(self, items: list[Any]) -> Phrase:  # 别给D开门: everyone but them
        return self._p("door_core", items, policy=("except", tuple(_first(items, "names").args["names"])))

    def door(self, items: list[Any]) -> Phrase:
        core = _first(items, "door_core")
        times = [int(t) for t in _tokens(items, "TIME")]
        return self._p("door", items, policy=core.args["policy"], times=times)


def _back(word: str) -> bool:
    """English "go back", "come back": back where one came from, not by itself home."""
    return "back" in word and not any(w in word for w in ("home", "room", "bed", "place", "here"))


def _peek_kind(items: list[Any]) -> str | None:
    if _has(items, "WINDOW"):
        return "window"
    if _has(items, "PEEPHOLE"):
        return "peephole"
    tail = _first(items, "peek_tail")
    return tail.args["kind"] if tail else None
