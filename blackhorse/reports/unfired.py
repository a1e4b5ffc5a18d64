"""gm.md's "Kills that did not happen": every kill ordered or standing that never fired, and why.

A kill is *ordered* by a slot's order (``kill: E``, also inside an ``else``) and lives from
that order's minute to the next order's minute (or 23:00); a *standing* kill lives during its
``from``/``until`` window. One that did not become a case of the night gets a line saying why,
checked in this order: the target was not on the map; the killer had already used their kill
or died first; the engine voided it, skipped the order or ran its ``else`` (the GM note says
so); the killer never met the target while the kill was live (for an ordered kill with a
destination: never after the killer arrived); or they met, and the condition failed (the first
such minute is named, with who spoiled "alone"). Meeting and the conditions are the night's own
rule (:mod:`blackhorse.night.conditions`), read from the finished night's positions.
"""

from collections.abc import Iterable, Iterator, Mapping
from typing import cast

from blackhorse.core.catalog import N_, Phrase, msg, say, word
from blackhorse.core.clock import NIGHT_MINUTES, hhmm, short
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.records import Note, Step
from blackhorse.inn.layout import Inn
from blackhorse.night import conditions
from blackhorse.night.conditions import Row
from blackhorse.orders.echo import action_text, spot_phrase, standing_text
from blackhorse.orders.model import Action, Condition, Order, StandingKill
from blackhorse.reports.events import Tracks
from blackhorse.reports.report import night_tracks
from blackhorse.sight.seennight import SeenNight


class KillOrder(NamedTuple):
    """A kill someone asked for, live during [start, end)."""

    who: str
    target: str
    condition: Condition | None
    start: int
    end: int
    go: str | None
    line: int
    order: Order | StandingKill  # where it was asked for: :func:`kill_words` says it
    action: Action | None  # the action holding the kill (None for a standing kill)


def kill_orders(result: SeenNight) -> Iterator[KillOrder]:
    """Every ordered and standing kill of the night, person by person, in file order."""
    for sheet in result.input.sheets:
        orders = sorted(sheet.orders, key=lambda o: o.at)
        for i, order in enumerate(orders):
            end = orders[i + 1].at if i + 1 < len(orders) else NIGHT_MINUTES
            action: Action | None = order.action
            while action is not None:
                if action.kill:
                    line = action.line or order.line
                    kill = (sheet.who, action.kill, action.condition, order.at, end, action.go, line)
                    yield KillOrder(*kill, order, action)
                action = action.otherwise
        for s in sheet.standing:
            yield KillOrder(sheet.who, s.target, s.condition, s.start, s.end, None, s.line, s, None)


def kill_words(inn: Inn, k: KillOrder, lang: str) -> str:
    """The kill as gm.md names it, in ``lang``: as the order reads in English (``order 21:30
    (go 203, kill B if alone)``), the echo's words in Chinese (``9:30的指令（…）``); made only for
    a kill that did not happen, in the sheet's language only."""
    order = k.order
    if isinstance(order, StandingKill):
        if lang == "zh":
            return f"常驻杀人指令（{standing_text(inn, order, 'zh')}）"
        span = f"{hhmm(order.start)}-{_until(order.end)}"
        return f"standing kill of {order.target} if {order.condition}, {span}"
    assert k.action is not None
    if lang == "zh":
        return f"{short(order.at)}的指令（{action_text(inn, k.action, 'zh')}）"
    return f"order {hhmm(order.at)} ({k.action.describe()})"


def _until(minute: int) -> str:
    return "23:00" if minute >= NIGHT_MINUTES else hhmm(minute)


def unfired_section(result: SeenNight, lang: str = "en") -> list[str]:
    """The section's lines: one per kill that did not happen, with its reason, in ``lang``."""
    out = [word(N_("## Kills that did not happen"), lang), ""]
    where = night_tracks(result)
    notes = notes_by_person(result.run.notes)  # each kill reads its killer's notes only
    lines = []
    for k in kill_orders(result):
        if any(c.killer == k.who and c.victim == k.target for c in result.case_records):
            continue
        line = word(N_(" (line {line})"), lang, line=k.line) if k.line else ""
        why = say(why_not(result, where, k, notes), lang)  # its times on the reader's clock
        lines.append(
            word(
                N_("- {name}, {what}{line}: {why}"),
                lang,
                name=k.who,
                what=kill_words(result.inn, k, lang),
                line=line,
                why=why,
            )
        )
    if not lines:
        return [*out, word(N_("Every kill ordered tonight happened (or none was ordered)."), lang)]
    return out + lines


def notes_by_person(notes: Iterable[Note]) -> dict[str, tuple[Note, ...]]:
    """The night's GM notes by the person each is about, each person's in the night's order."""
    out: dict[str, list[Note]] = {}
    for n in notes:
        out.setdefault(n.person, []).append(n)
    return {person: tuple(theirs) for person, theirs in out.items()}


def why_not(
    result: SeenNight,
    where: Tracks,
    k: KillOrder,
    notes: Mapping[str, tuple[Note, ...]] | None = None,
) -> str:
    """Why the kill ``k`` did not happen: a sentence of the catalog (English as ``str``).
    ``where``: the night's steps by person and minute (``report.night_tracks``).
    ``notes``: the night's notes by person (:func:`notes_by_person`), made once for many kills."""
    if k.target not in result.people:
        return msg("{target} was not on the map tonight (dead or jailed)", target=k.target)
    for c in result.case_records:
        if c.killer == k.who and c.minute < k.end:
            return msg(
                "{name} had used their one kill: killed {victim} at {at}",
                name=k.who,
                victim=c.victim,
                at=hhmm(c.minute),
            )
    for c in result.case_records:
        if c.victim == k.who and c.minute < k.end:
            return msg(
                "{name} was killed by {killer} at {at}", name=k.who, killer=c.killer, at=hhmm(c.minute)
            )
    for c in result.case_records:
        if c.victim == k.target and c.minute < k.end:
            values = {"target": k.target, "killer": c.killer, "at": hhmm(c.minute), "name": k.who}
            if c.minute >= k.start:
                return msg("{target} was killed by {killer} at {at} (before {name} could)", **values)
            return msg("{target} was killed by {killer} at {at}", **values)
    if notes is None:
        notes = notes_by_person(result.run.notes)
    note = _note_about(notes.get(k.who, ()), k)
    if note is not None:
        kind = NOTE_KINDS.get(note.kind, note.kind)
        return msg("{kind} at {at}: {text}", kind=kind, at=_until(note.minute), text=note.text)
    shared = _together(result, where, k)
    # a standing kill's window is in its own words on the line (kill_words): said once
    span = (
        None
        if isinstance(k.order, StandingKill)
        else msg("between {start} and {until}", start=hhmm(k.start), until=_until(k.end))
    )
    if not shared:
        if k.go:
            return msg(
                "target never there: {target} was never with {name} at {place} {span}",
                target=k.target,
                name=k.who,
                place=spot_phrase(result.inn, k.go),
                span=span,
            )
        if span is None:
            return msg("target never there: {target} was never with {name}", target=k.target, name=k.who)
        return msg(
            "target never there: {target} was never with {name} {span}",
            target=k.target,
            name=k.who,
            span=span,
        )
    for minute in shared:
        failed = _condition_fails(result, where, k, minute)
        if failed:
            place = spot_phrase(result.inn, cast(Step, _step(where, k.who, minute)).place)
            if not any(_condition_holds(result, where, k, m) for m in shared):
                if span is None:
                    return msg(
                        "condition failed at {at} in {place}: {why} ({n} minutes together,"
                        " the condition failed in each)",
                        at=hhmm(minute),
                        place=place,
                        why=failed,
                        n=len(shared),
                    )
                return msg(
                    "condition failed at {at} in {place}: {why} ({n} minutes together {span},"
                    " the condition failed in each)",
                    at=hhmm(minute),
                    place=place,
                    why=failed,
                    n=len(shared),
                    span=span,
                )
            return msg("condition failed at {at} in {place}: {why}", at=hhmm(minute), place=place, why=failed)
    if span is None:
        return msg(
            "{name} was busy whenever {target} was there (walking on, or cleaning)",
            name=k.who,
            target=k.target,
        )
    return msg(
        "{name} was busy whenever {target} was there (walking on, or cleaning) {span}",
        name=k.who,
        target=k.target,
        span=span,
    )


# a GM note's kind as the reason of a kill that did not happen names it (its English is the
# note's kind as written: `voided-kill at 21:04: ...`)
NOTE_KINDS = {
    "voided-kill": Phrase("voided-kill", {"zh": "杀人无效"}),
    "else-run": Phrase("else-run", {"zh": "改走否则"}),
    "skipped-order": Phrase("skipped-order", {"zh": "指令被跳过"}),
}


def _note_about(notes: tuple[Note, ...], k: KillOrder) -> Note | None:
    """The engine's own note on this kill: voided, skipped, or its else ran instead (read
    from the note's fields: the kill it is about, the order line it is about); ``notes``
    are the killer's."""
    for n in notes:
        if not (k.start <= n.minute <= k.end):
            continue
        if n.kind in ("voided-kill", "else-run") and n.kill == k.target:
            return n
        if n.kind == "skipped-order" and k.line and n.line == k.line:
            return n
    return None


def _step(where: Tracks, who: str, minute: int) -> Step | None:
    """``who``'s step at ``minute`` (None for no such person or minute): the night's tracks
    (``report.night_tracks``) read as a lookup by (person, minute) reads."""
    track = where.get(who)
    if track is None or not 0 <= minute + 1 < len(track):
        return None
    return track[minute + 1]


class _Logged:
    """One minute of the finished night, as the conditions read it (:class:`conditions.Minute`)."""

    __slots__ = ("where", "people", "minute")

    def __init__(self, where: Tracks, people: tuple[str, ...], minute: int) -> None:
        self.where, self.people, self.minute = where, people, minute

    def now(self, name: str) -> Row | None:
        s = _step(self.where, name, self.minute)
        return None if s is None or s.activity == "dead" else s[2:]  # (spot, activity, detail, place)

    def before(self, name: str) -> Row | None:
        s = _step(self.where, name, self.minute - 1)
        return None if s is None else s[2:]

    def living(self) -> list[str]:
        return [p for p in self.people if self.now(p) is not None]


def _together(result: SeenNight, where: Tracks, k: KillOrder) -> list[int]:
    """Minutes the kill was live with killer and target alive and meeting (after arriving)."""
    out: list[int] = []
    arrived = k.go is None
    ground = conditions.ground(result.inn)
    who, target = k.who, k.target
    for minute in range(k.start, min(k.end, NIGHT_MINUTES)):
        me = _step(where, who, minute)
        if me is None:
            continue
        if not arrived:
            arrived = me.place == k.go and me.activity not in ("walking", "leaving")
        if not arrived or me.activity == "dead":
            continue  # a killer not yet there, or dead, meets no one
        them = _step(where, target, minute)
        if them is None or them.activity == "dead":
            continue
        # the night's rule of meeting (conditions.meets) on the rows already in hand: each
        # (spot, activity, detail, place) now, and the minute before
        my_before, their_before = _step(where, who, minute - 1), _step(where, target, minute - 1)
        if conditions.met(
            ground,
            me[2:],
            them[2:],
            None if my_before is None else my_before[2:],
            None if their_before is None else their_before[2:],
        ):
            out.append(minute)
    return out


def _condition_holds(result: SeenNight, where: Tracks, k: KillOrder, minute: int) -> bool:
    """Whether the kill's condition held at ``minute`` (its failure is worded only where said)."""
    logged = _Logged(where, result.people, minute)
    return conditions.holds(conditions.ground(result.inn), logged, k.condition, k.who, k.target)


def _condition_fails(result: SeenNight, where: Tracks, k: KillOrder, minute: int) -> str:
    """Why the kill's condition failed at ``minute`` ("" if it held): the night's own rule."""
    logged = _Logged(where, result.people, minute)
    return conditions.failure(conditions.ground(result.inn), logged, k.condition, k.who, k.target)


__all__ = ["KillOrder", "kill_orders", "notes_by_person", "unfired_section", "why_not"]
