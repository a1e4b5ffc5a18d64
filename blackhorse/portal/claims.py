"""The claims the police note from the questioning, and the case boards built on them.

An officer notes what a tenant told them as a claim of a case: the speaker, a stretch of the
night (``21:00`` to ``21:30``), the place, and whom they were with ("A said: 21:00-21:30 in
204 with C"). Claims are the police's notes: read by the police and the GM only, stored in
``portal.sqlite3`` with a line of the audit log each. A claim noted by mistake is removed by
any officer (the audit log keeps that it was).
"""

from __future__ import annotations

from blackhorse.core.catalog import msg
from blackhorse.core.clock import NIGHT_MINUTES, parse_time
from blackhorse.core.errors import GameBusy
from blackhorse.core.names import same_name
from blackhorse.game.ledger import results_folder
from blackhorse.orders.words import spot_word
from blackhorse.portal.caseboard import CaseBoard, Claim, case_board, police_knowledge
from blackhorse.portal.desk import Desk
from blackhorse.portal.questioning import questions
from blackhorse.portal.store import now, on_behalf

REFUSALS = ("too-many", "not-open", "bad-request", "bad-time", "busy")


def claims(desk: Desk, case: int | None = None) -> list[Claim]:
    sql = "SELECT id, case_id, tenant, start, until, place, company, entered_by, question FROM claims"
    args: tuple[object, ...] = ()
    if case is not None:
        sql, args = sql + " WHERE case_id = ?", (case,)
    with desk.store.connect() as db:
        rows = db.execute(sql + " ORDER BY id", args).fetchall()
    return [
        Claim(
            int(i), int(c), str(t), int(s), int(u), str(p), _names(w), str(by), None if q is None else int(q)
        )
        for i, c, t, s, u, p, w, by, q in rows
    ]


def _names(text: object) -> tuple[str, ...]:
    return tuple(x for x in str(text).split(",") if x)


def night_time(text: str) -> int | None:
    """A time of the night as typed (``21:00``, ``9:00``, ``23:00`` for the night's end) in
    minutes since 20:00; None for anything else."""
    minute = parse_time(text.strip()) if len(text) <= 8 and text.isascii() else None
    return minute if minute is not None and 0 <= minute <= NIGHT_MINUTES else None


def add_claim(
    desk: Desk,
    officer: str,
    case: int,
    speaker: str,
    start: str,
    until: str,
    place: str,
    company: list[str],
    by: str | None = None,
    question: int | None = None,
) -> str:
    """Note a claim of case ``case`` (taken from the answer to ``question``, if given, which
    must be a question to the speaker); "" when noted, else why not."""
    begin, end = night_time(start), night_time(until)
    try:
        with desk.writing():
            state = desk.state()
            if desk.role(officer) != "police" or desk.phase().kind == "over":
                return "not-open"
            people = state.game.people
            who = same_name(speaker, people)
            others = [same_name(c, people) for c in company if c.strip()]
            if (
                state.case(case) is None
                or who is None
                or None in others
                or spot_word(place, desk.inn) not in desk.inn.destinations
            ):
                return "bad-request"
            if begin is None or end is None or end <= begin:
                return "bad-time"
            if question is not None and not [q for q in questions(desk, tenant=who) if q.id == question]:
                return "bad-request"
            place = str(spot_word(place, desk.inn))  # 花园, 209房: as the order files read them
            named = ",".join(sorted({str(o) for o in others} - {who}))
            with desk.store.transaction() as db:
                cur = db.execute(
                    "INSERT INTO claims (day, case_id, tenant, start, until, place, company, question,"
                    " entered_by, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (state.days, case, who, begin, end, place, named, question, officer, now()),
                )
                claim = Claim(
                    int(cur.lastrowid or 0),
                    case,
                    who,
                    begin,
                    end,
                    place,
                    tuple(named.split(",")) if named else (),
                    officer,
                )
                said = msg(
                    "noted claim #{n} of case {case}{on}: {claim}",
                    n=claim.id,
                    case=case,
                    claim=claim.text(),
                    on=on_behalf(officer, by),
                )
                desk.store.audit(by or officer, said, db)
    except GameBusy:
        return "busy"
    return ""


def remove_claim(desk: Desk, officer: str, claim: int, by: str | None = None) -> str:
    try:
        with desk.writing():
            if desk.role(officer) != "police":
                return "not-open"
            with desk.store.transaction() as db:
                cur = db.execute("DELETE FROM claims WHERE id = ?", (claim,))
                if not cur.rowcount:
                    return "bad-request"
                said = msg("removed claim #{n}{on}", n=claim, on=on_behalf(officer, by))
                desk.store.audit(by or officer, said, db)
    except GameBusy:
        return "busy"
    return ""


def case_boards(desk: Desk) -> list[CaseBoard]:
    """Every case's board, from the officers' reports of its night and the claims noted."""
    noted = claims(desk)
    police = desk.state().game.police
    known = {}
    out = []
    for c in desk.cases():
        if c.night not in known:
            folder = results_folder(desk.game_dir, c.night)
            kept = desk.store.published_files(c.night) or None  # the reports as the officers read them
            known[c.night] = police_knowledge(folder, c.night, police, desk.game_dir, kept=kept)
        out.append(case_board(desk.inn, c.id, c.night, c.victim, c.place, known[c.night], noted))
    return out
