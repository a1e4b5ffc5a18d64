"""The day on the portal: requests in the order they arrive, and closing the day.

Tenants ask for a room change, police file accusations (one per case, final) and an
officer's move. Each request is logged with its time; a tenant's or officer's new move
replaces their earlier one (and goes to the end of the queue), and moves may be withdrawn;
an accusation is final from the moment it is filed, and a case takes one accusation.

Closing day N writes ``days/N.yaml`` from the requests still standing, each list in the
order the requests arrived (seed 六.1: first come, first served), and records it exactly as
``blackhorse day GAME N days/N.yaml`` does: the same checks, the same rules, the same
granted and refused requests (whose verdicts each requester then sees).
"""

from __future__ import annotations

import re
from dataclasses import replace

from blackhorse.core.catalog import N_, msg
from blackhorse.core.errors import GameBusy
from blackhorse.core.numbers import CASE, read_number
from blackhorse.core.yamlsource import yaml_quote as q
from blackhorse.game.days import Outcome
from blackhorse.game.drafts import settle_drafts
from blackhorse.game.gameplay import record_day
from blackhorse.game.statuswords import KIND, outcomes_message
from blackhorse.portal.agreement import may_have_killed
from blackhorse.portal.desk import Desk, Phase
from blackhorse.portal.saving import finish_writes
from blackhorse.portal.store import Request, now, on_behalf

KINDS = ("move", "accusation", "police-move")
REFUSALS = (
    "too-many",
    "not-open",
    "cannot-act",
    "bad-request",
    "case-accused",
    "not-suspect",
    "busy",
)  # why a request is not filed


def bedrooms(desk: Desk) -> list[str]:
    return [r for r in desk.inn.rooms if desk.inn.beds[r] > 0]


def _check(desk: Desk, who: str, day: int, kind: str, a: str, b: str) -> tuple[str, str]:
    """Why the request cannot be filed ("" if it can), and its ``a`` as filed: a room, or
    a case number as blackhorse writes it (the number rule: ``١`` or ``¹`` is no case)."""
    phase = desk.phase()
    if phase.kind != "day" or phase.number != day:
        return "not-open", a
    if not desk.may_send(who):
        return "cannot-act", a
    role = desk.role(who)
    if kind == "move":
        return ("" if role == "tenant" and a in bedrooms(desk) else "bad-request"), a
    if role != "police":
        return "bad-request", a
    if kind == "police-move":
        return ("" if a in bedrooms(desk) else "bad-request"), a
    if kind != "accusation":
        return "bad-request", a
    return _accusable(desk, day, a, b)


def _accusable(desk: Desk, day: int, a: str, b: str) -> tuple[str, str]:
    """Whether case ``a`` may be accused of ``b`` now: one accusation per case, final (a case
    accused on an earlier day, or filed today by anyone, takes no other)."""
    state = desk.state()
    number = read_number(a, CASE)
    case = None if number is None else state.case(number)
    if case is None or b not in state.tenants:
        return "bad-request", a
    filed = [r for r in desk.store.requests(day) if r.kind == "accusation" and r.state == "filed"]
    if case.accused is not None or any(read_number(r.a, CASE) == case.id for r in filed):
        return "case-accused", str(case.id)
    if not may_have_killed(state, case.id, b):
        return "not-suspect", str(case.id)
    return "", str(case.id)


# the accusation's fate as its officer reads it: the verdict without the case's outcome
FATES = (N_("{name} jailed"), N_("{name} is dead: nobody jailed"))
_CASE_VERDICT = re.compile(r"; case (?:solved|not solved: wrong person)(?=\)$)")


def as_told(request: Request) -> Request:
    """A request as its requester's page shows it: an accusation's verdict says what became
    of the accused (jailed; dead, nobody jailed), never whether they were the killer. The
    rules tell the police only by the game going on (seed 六; docs/PORTAL.md); the GM reads
    it in the standing and the audit log."""
    if request.kind != "accusation":
        return request
    return replace(request, verdict=_CASE_VERDICT.sub("", request.verdict))


def file_request(
    desk: Desk, who: str, day: int, kind: str, a: str, b: str = "", by: str | None = None
) -> str:
    """File ``who``'s day request (sent by ``by``: them, or the GM); "" when filed, else why not.

    Filed holding the game folder's lock, as ``close-day`` records the day holding it: a
    request is either in the day file it was filed for, or refused (``not-open``: the day
    was closed first; ``busy``: the folder stayed locked), never acknowledged and lost."""
    try:
        with desk.writing():
            return _file(desk, who, day, kind, a, b, by)
    except GameBusy:
        return "busy"


def _file(desk: Desk, who: str, day: int, kind: str, a: str, b: str, by: str | None) -> str:
    why, a = _check(desk, who, day, kind, a, b)
    if why:
        return why
    with desk.store.transaction() as db:
        if kind != "accusation":
            db.execute(
                "UPDATE requests SET state = 'replaced' WHERE day = ? AND who = ? AND kind = ?"
                " AND state = 'filed'",
                (day, who, kind),
            )
        db.execute(
            "INSERT INTO requests (day, who, kind, a, b, at, state, verdict)"
            " VALUES (?, ?, ?, ?, ?, ?, 'filed', '')",
            (day, who, kind, a, b, now()),
        )
        on = on_behalf(who, by)
        said = (
            msg("day {day}: filed accusation case {case}: {name}{on}", day=day, case=a, name=b, on=on)
            if kind == "accusation"
            else msg(
                "day {day}: filed {asked} to {room}{on}", day=day, asked=msg(str(KIND[kind])), room=a, on=on
            )
        )
        desk.store.audit(by or who, said, db)
    return ""


def withdraw(desk: Desk, who: str, day: int, request_id: int, by: str | None = None) -> str:
    """Withdraw one's own move (accusations are final); "" when done."""
    try:
        with desk.writing():
            return _withdraw(desk, who, day, request_id, by)
    except GameBusy:
        return "busy"


def _withdraw(desk: Desk, who: str, day: int, request_id: int, by: str | None) -> str:
    if desk.phase() != Phase("day", day):
        return "not-open"  # the day was closed: its requests are decided
    with desk.store.transaction() as db:
        cur = db.execute(
            "UPDATE requests SET state = 'withdrawn' WHERE id = ? AND who = ? AND day = ?"
            " AND state = 'filed' AND kind != 'accusation'",
            (request_id, who, day),
        )
        if not cur.rowcount:
            return "bad-request"
        desk.store.audit(
            by or who,
            msg("day {day}: withdrew request #{n}{on}", day=day, n=request_id, on=on_behalf(who, by)),
            db,
        )
    return ""


def standing(desk: Desk, day: int) -> dict[str, list[Request]]:
    """The requests still standing for ``day``, by kind, in the order they arrived."""
    out: dict[str, list[Request]] = {k: [] for k in KINDS}
    for r in desk.store.requests(day):
        if r.state == "filed":
            out[r.kind].append(r)
    return out


def day_text(day: int, requests: dict[str, list[Request]], by: str) -> str:
    """The day file: each list in arrival order, with who asked and when as comments."""
    lines = [f"# day {day}, closed on the portal at {now()} by {by}", "# requests in the order they arrived"]

    sections = (("accusations", "accusation"), ("moves", "move"), ("police_moves", "police-move"))
    for section, kind in sections:
        rows = requests[kind]
        if not rows:
            continue
        lines.append(f"{section}:")
        for r in rows:
            if kind == "accusation":
                number = read_number(r.a, CASE)  # filed as blackhorse writes it; an old row as it was
                case = str(number) if number is not None else q(r.a)
                lines.append(f"  - {{case: {case}, accused: {q(r.b)}}}  # {r.who}, {r.at}")
            else:
                lines.append(f"  - {{who: {q(r.who)}, to: {q(r.a)}}}  # {r.at}")
    return "\n".join(lines) + "\n"


def close_day(desk: Desk, day: int, by: str) -> tuple[Outcome, ...]:
    """Write and record day ``day`` from the requests (raises the errors of ``blackhorse day``);
    then night ``day + 1``'s orders drafted during the day are looked at again
    (:func:`blackhorse.game.drafts.settle_drafts`): :attr:`Desk.drafts` says what became of them.

    The day file and the requests' verdicts in the portal's database are one change: the
    verdicts are committed once the file is in place, and a failure before that commit (out
    of memory, the database's disk) puts the file back as it was, so a day is never left
    written but not recorded (docs/PORTAL.md, "Closing the day")."""
    with desk.writing():
        finish_writes(desk)  # a killed write's journal first, as every command does
        requests = standing(desk, day)
        text = day_text(day, requests, by)
        ordered = [*requests["accusation"], *requests["move"], *requests["police-move"]]

        def recorded(outcomes: tuple[Outcome, ...]) -> None:
            with desk.store.transaction() as db:
                for r, o in zip(ordered, outcomes, strict=True):
                    verdict = "granted" if o.granted else f"REFUSED ({o.reason})"
                    if o.granted and o.reason:
                        verdict += f" ({o.reason})"
                    db.execute(
                        "UPDATE requests SET state = 'closed', verdict = ? WHERE id = ?", (verdict, r.id)
                    )
                said = (
                    msg("closed day {day}: {outcomes}", day=day, outcomes=outcomes_message(outcomes))
                    if outcomes
                    else msg("closed day {day}: no requests", day=day)
                )
                desk.store.audit(by, said, db)

        shown = f"days/{day}.yaml (from the portal)"
        state, outcomes = record_day(desk.game_dir, day, text, shown, desk.inn, then=recorded)
        desk.invalidate()  # the day is recorded whatever becomes of the drafts
        drafts = settle_drafts(desk.game_dir, day, state, desk.inn)
        desk.drafts = drafts
        for line in drafts.lines():
            desk.store.audit(by, f"closed day {day}: {line}")
        desk.invalidate()
    return outcomes
