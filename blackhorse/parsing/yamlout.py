"""A draft of orders written as an order file (docs/ORDERS.md), remembering which part of
the message each field came from."""

from __future__ import annotations

from dataclasses import field, replace

from blackhorse.core.clock import hhmm
from blackhorse.core.dataclass import dataclass
from blackhorse.core.yamlsource import yaml_quote as q
from blackhorse.orders.cast import Cast
from blackhorse.parsing.drafts import ActionDraft, Draft, Fault, OrderDraft
from blackhorse.parsing.lexicon import HOME
from blackhorse.parsing.strangersaid import other_night
from blackhorse.parsing.text import Message

Span = tuple[int, int]


@dataclass
class Rendered:
    yaml: str
    spans: dict[str, Span] = field(default_factory=dict)
    faults: list[Fault] = field(default_factory=list)


def _condition(cond: tuple[str, str | None]) -> str:
    kind, who = cond
    return f"{{{kind}: {q(who)}}}" if who else kind


class _Writer:
    def __init__(self, cast: Cast, rendered: Rendered) -> None:
        self.cast, self.out = cast, rendered
        self.lines: list[str] = []

    def place(self, go: str, span: Span) -> str | None:
        if go.startswith("room-of:"):
            name = go[len("room-of:") :]
            person = self.cast.people.get(name)
            if person is None or person.room is None:
                self.out.faults.append(Fault(span[0], span[1], "room_of_unknown", (("who", name),)))
                return None
            return q(person.room)
        return q("home" if go == HOME else go)

    def action(self, a: ActionDraft, path: str, indent: str, first: str) -> None:
        """Write an action's fields; ``first`` prefixes the first line (``- at: ...`` done by the caller)."""
        put: list[tuple[str, str, Span]] = []
        place = self.place(a.go, a.spans.get("go", (0, 0))) if a.go is not None else None
        if place is not None:
            put.append(("go", place, a.spans.get("go", (0, 0))))
        if a.via:
            put.append(("via", "[" + ", ".join(q(s) for s in a.via) + "]", a.spans.get("via", (0, 0))))
        if a.peek is not None:
            put.append(("peek", a.peek, a.spans.get("peek", (0, 0))))
        if a.kill is not None:
            put.append(("kill", q(a.kill), a.spans.get("kill", (0, 0))))
        if a.cond is not None:
            put.append(("if", _condition(a.cond), a.spans.get("cond", (0, 0))))
        for key, value, span in put:
            self.lines.append(f"{indent}{key}: {value}")
            self.out.spans[f"{path}.{key}"] = span
        if a.otherwise is not None:
            span = a.spans.get("otherwise", (0, 0))
            self.out.spans[f"{path}.else"] = span
            if a.otherwise.empty():
                self.lines.append(f"{indent}else: {{}}")
            else:
                self.lines.append(f"{indent}else:")
                self.action(a.otherwise, f"{path}.else", indent + "  ", "")


def _comment(text: str) -> list[str]:
    return ["#   " + line.rstrip() if line.strip() else "#" for line in text.strip().splitlines()]


def requoted(said: str, read: str, typed: str) -> str:
    """``said`` (an order file written from the ``read`` copy of a message) quoting the message as
    it was ``typed`` (round thirty: a paragraph read with its wrapped lines joined)."""
    return said.replace("\n".join(_comment(read)), "\n".join(_comment(typed)), 1)


def render(
    draft: Draft, who: str, night: int, text: str, cast: Cast, msg: Message, lang: str = "en"
) -> Rendered:
    """The order file for ``draft`` (``who``'s orders for ``night``), with the message as a
    comment, introduced in ``lang``, the message's (a Chinese player who opens the file reads
    no English: issue 24)."""
    out = Rendered("")
    w = _Writer(cast, out)
    if lang == "zh":
        said = f"# {who}第{night}夜的指令，由 `blackhorse parse` 从这条消息读出："
    else:
        said = f"# Orders of {who} for night {night}, read by `blackhorse parse` from the message:"
    head = [said, *_comment(text)]
    w.lines.append(f"who: {q(who)}")
    everything = (0, len(msg.text))
    out.spans["who"] = everything
    out.spans[""] = everything
    if draft.door is not None:
        out.spans["door"] = draft.door_span
        door = draft.door
        if isinstance(door, tuple):  # ("except", names): everyone who may knock tonight but them
            everyone = [*cast.people, *sorted(cast.police - set(cast.people))]  # police who may send orders
            door = [n for n in everyone if n != who and n not in door[1]] or "closed"
        w.lines.append(
            "door: " + (door if isinstance(door, str) else "[" + ", ".join(q(n) for n in door) + "]")
        )
    for a, b in draft.aside:  # 第1夜安排 set aside on night 3: another night's orders, never tonight's
        said = msg.text[a:b] if msg.text[a:b].strip() else msg.quote(a, b)  # an idle clause blanked: as typed
        named = other_night(said, night)
        if named is not None:
            out.faults.append(Fault(a, b, "other_night", (("named", str(named)), ("night", str(night)))))
    orders = _slots(draft, out)
    if orders:
        w.lines.append("orders:")
    for i, order in enumerate(orders):
        path = f"orders.{i}"
        out.spans[path] = order.span
        out.spans[f"{path}.at"] = order.span
        w.lines.append(f"  - at: {q(hhmm(order.at))}")
        w.action(order.action, path, "    ", "")
    if any(s.target is not None for s in draft.standing):
        w.lines.append("standing:")
    for k, st in enumerate(s for s in draft.standing if s.target is not None):
        path = f"standing.{k}"
        out.spans[path] = st.span
        for key in ("kill", "if", "from", "until"):
            out.spans[f"{path}.{key}"] = st.spans.get(key, st.span)
        w.lines.append(f"  - kill: {q(st.target or '')}")
        w.lines.append(f"    if: {_condition(st.cond)}")
        w.lines.append(f"    from: {q(hhmm(st.start))}")
        w.lines.append(f"    until: {q(hhmm(st.end))}")
    out.yaml = "\n".join([*head, *w.lines]) + "\n"
    return out


def _at_home(action: ActionDraft) -> bool:
    """Whether an order at 20:00 only stays in or goes home (where the night starts), looking or
    not: nothing but where one already is."""
    plain = not (action.kill or action.cond or action.otherwise or action.via)
    return plain and action.go in (None, HOME)


def _one_at_home(a: OrderDraft, b: OrderDraft) -> OrderDraft | None:
    """Two orders at 20:00 that both only keep one in one's room, as one (the look of either, never
    two different looks: ``八点看窗户，八点看猫眼`` stays two orders for one slot, refused); None
    when they are not such."""
    if not (_at_home(a.action) and _at_home(b.action)):
        return None
    if a.action.peek and b.action.peek and a.action.peek != b.action.peek:
        return None
    keep, other = (a, b) if a.action.peek or not b.action.peek else (b, a)
    return replace(keep, action=replace(keep.action, go=keep.action.go or other.action.go))


def _going_said_again(a: OrderDraft, b: OrderDraft) -> OrderDraft | None:
    """Two orders for one slot going to one place, one of them only the going (``万一10点半在草坪碰见
    杰克一个人，就顺手把他解决了。所以我10点半去草坪``): the same going said twice, one order (the one
    that says more); None when they differ in anything but what the other adds."""

    def plain(o: OrderDraft) -> bool:
        x = o.action
        return not (x.peek or x.kill or x.cond or x.otherwise) and o.end is None and not o.added

    if a.added or b.added or a.action.go is None or a.action.go != b.action.go:
        return None
    for short, full in ((b, a), (a, b)):
        if plain(short) and (not short.action.via or short.action.via == full.action.via):
            return full
    return None


def _slots(draft: Draft, out: Rendered) -> list[OrderDraft]:
    """The orders by slot; a second order for a slot already taken is a fault (and left out)."""
    kept: dict[int, OrderDraft] = {}
    for order in draft.orders:
        first = kept.get(order.at)
        if first is None:
            kept[order.at] = order
        elif order.at == 0 and (merged := _one_at_home(first, order)) is not None:
            # 今晚不出去了。整晚在房里：八点到九点看窗户: staying in, then in one's room at 20:00, where the
            # night starts, looking or not: one order
            kept[0] = merged
        elif (again := _going_said_again(first, order)) is not None:
            kept[order.at] = again  # 10点半在草坪碰见杰克一个人就…。所以我10点半去草坪: one going
        elif not order.added:
            other = f"{first.extent[0]}:{first.extent[1]}"
            out.faults.append(
                Fault(
                    order.extent[0], order.extent[1], "dup_slot", (("other", other), ("time", hhmm(order.at)))
                )
            )
    return [kept[at] for at in sorted(kept)]
