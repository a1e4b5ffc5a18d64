"""The police's questioning (seed 六.2): an officer asks a tenant, the tenant answers.

During day N an officer opens a thread with any tenant still in the game and asks; the
tenant answers in it: a tenant may lie but may not refuse (the page has no way to decline;
the GM sees every question still unanswered and how long it has waited). The three officers
read every police thread (they investigate together); a tenant reads only their own; the GM
reads all. Each question and answer is a row of ``portal.sqlite3`` and a line of the audit
log. A question is answered once; an answer is final (what was said was said).
"""

from __future__ import annotations

from datetime import UTC, datetime

from blackhorse.core.catalog import msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import GameBusy
from blackhorse.portal.daytext import clean_text
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import now, on_behalf

REFUSALS = ("too-many", "not-open", "cannot-act", "bad-request", "empty-text", "answered", "busy")


@dataclass(frozen=True)
class Question:
    id: int
    day: int
    tenant: str  # whose thread
    asker: str  # the officer who asked
    asked_by: str  # who typed it: the officer, the GM on the officer's page, or cli
    text: str
    at: str
    answer: str | None
    answered_at: str | None
    answered_by: str | None

    def waiting(self, moment: datetime | None = None) -> int:
        """Whole minutes the question has waited for its answer (0 once answered)."""
        if self.answered_at is not None:
            return 0
        moment = moment or datetime.now(UTC)
        return max(0, int((moment - datetime.fromisoformat(self.at)).total_seconds() // 60))


COLUMNS = "id, day, tenant, asker, asked_by, text, at, answer, answered_at, answered_by"


def questions(desk: Desk, day: int | None = None, tenant: str | None = None) -> list[Question]:
    """The questions asked, oldest first; of one day, of one tenant's thread."""
    sql, args = f"SELECT {COLUMNS} FROM questions WHERE 1=1", []
    for column, value in (("day", day), ("tenant", tenant)):
        if value is not None:
            sql += f" AND {column} = ?"
            args.append(value)
    with desk.store.connect() as db:
        return [Question(*row) for row in db.execute(sql + " ORDER BY id", args)]


def awaiting(desk: Desk, asked: list[Question]) -> list[Question]:
    """The questions of ``asked`` still waiting for an answer: unanswered, of a tenant who can
    still answer. The dead and the jailed answer nothing (seed 六.3: 退出游戏): a question left
    to one of them waits for no one, so no page counts it as waiting."""
    return [q for q in asked if q.answer is None and desk.may_send(q.tenant)]


def threads(desk: Desk, reader: str, day: int | None = None) -> dict[str, list[Question]]:
    """The threads ``reader`` may read, by tenant: every thread for an officer and the GM
    (``reader`` not a tenant), a tenant's own only."""
    role = desk.role(reader)
    out: dict[str, list[Question]] = {}
    for q in questions(desk, day, reader if role == "tenant" else None):
        out.setdefault(q.tenant, []).append(q)
    return out


def ask(desk: Desk, officer: str, day: int, tenant: str, text: str, by: str | None = None) -> str:
    """``officer`` asks ``tenant`` a question on day ``day``; "" when asked, else why not."""
    said = clean_text(text)
    try:
        with desk.writing():
            phase = desk.phase()
            if phase.kind != "day" or phase.number != day:
                return "not-open"
            if desk.role(officer) != "police":
                return "cannot-act"
            t = desk.state().tenants.get(tenant)
            if t is None or not t.in_game:
                return "bad-request"  # the dead and the jailed are not questioned
            if said is None:
                return "empty-text"
            with desk.store.transaction() as db:
                cur = db.execute(
                    "INSERT INTO questions (day, tenant, asker, asked_by, text, at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (day, tenant, officer, by or officer, said, now()),
                )
                said = msg(
                    "day {day}: asked {name} question #{n}{on}",
                    day=day,
                    name=tenant,
                    n=cur.lastrowid,
                    on=on_behalf(officer, by),
                )
                desk.store.audit(by or officer, said, db)
    except GameBusy:
        return "busy"
    return ""


def answer(desk: Desk, tenant: str, question_id: int, text: str, by: str | None = None) -> str:
    """``tenant`` answers their question ``question_id``; "" when answered, else why not."""
    said = clean_text(text)
    try:
        with desk.writing():
            if desk.phase().kind == "over":
                return "not-open"
            if not desk.may_send(tenant) or desk.role(tenant) != "tenant":
                return "cannot-act"
            found = [q for q in questions(desk, tenant=tenant) if q.id == question_id]
            if not found:
                return "bad-request"
            if found[0].answer is not None:
                return "answered"
            if said is None:
                return "empty-text"
            with desk.store.transaction() as db:
                db.execute(
                    "UPDATE questions SET answer = ?, answered_at = ?, answered_by = ?"
                    " WHERE id = ? AND answer IS NULL",
                    (said, now(), by or tenant, question_id),
                )
                said = msg("answered question #{n}{on}", n=question_id, on=on_behalf(tenant, by))
                desk.store.audit(by or tenant, said, db)
    except GameBusy:
        return "busy"
    return ""
