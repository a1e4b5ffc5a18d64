"""The officers agree on an accusation (seed 六.3: 3名警察必须协商指证一名凶手).

An officer proposes an accusation (a case, a suspect); it is filed, as the day's accusation
of that case, only when every officer free to act has agreed to that same proposal (police
are never killed or jailed: every officer of the game). Proposing is agreeing: the proposer
is the first to agree. Another officer who proposes a different suspect for the case
replaces the proposal, and an objection keeps the proposal but clears every agreement: the
agreement starts again from nobody; it stands until the objector agrees. Once filed, the
accusation is final (seed 六.5): the case takes no other proposal. Proposals and who agreed
are for the police (and the GM) only.

``blackhorse accuse GAME DAY CASE SUSPECT --by OFFICER`` records one officer's agreement
from the command line, through :func:`agree`, exactly as the portal's button does.
"""

from __future__ import annotations

from blackhorse.core.catalog import Msg, msg
from blackhorse.core.dataclass import dataclass
from blackhorse.core.errors import GameBusy
from blackhorse.game.state import GameState
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import now, on_behalf

REFUSALS = ("too-many", "not-open", "cannot-act", "bad-request", "case-accused", "not-suspect", "busy")


@dataclass(frozen=True)
class Proposal:
    id: int
    day: int
    case: int
    suspect: str
    proposer: str
    at: str
    state: str  # open (of a closed day: left without agreement) | filed (every officer agreed) | replaced
    objected_by: str | None
    agreed: tuple[str, ...]  # officers who agree now, in the order they agreed

    def waiting_for(self, officers: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(p for p in officers if p not in self.agreed)


def proposals(desk: Desk, day: int) -> list[Proposal]:
    """Every proposal of day ``day``, oldest first, with who agrees now."""
    with desk.store.connect() as db:
        rows = db.execute(
            "SELECT id, day, case_id, suspect, proposer, at, state, objected_by FROM proposals"
            " WHERE day = ? ORDER BY id",
            (day,),
        ).fetchall()
        agreed: dict[int, list[str]] = {}
        for pid, officer in db.execute(
            "SELECT a.proposal, a.officer FROM agreements a JOIN proposals p ON p.id = a.proposal"
            " WHERE p.day = ? ORDER BY a.at, a.officer",
            (day,),
        ):
            agreed.setdefault(int(pid), []).append(str(officer))
    return [
        Proposal(int(i), int(d), int(c), str(s), str(p), str(at), str(st), ob, tuple(agreed.get(int(i), ())))
        for i, d, c, s, p, at, st, ob in rows
    ]


def unagreed(desk: Desk, day: int) -> list[Proposal]:
    """The proposals of day ``day`` still waiting for an officer's agreement (once the day is
    closed: the proposals left without agreement, never applied)."""
    return [p for p in proposals(desk, day) if p.state == "open"]


def officers(desk: Desk) -> tuple[str, ...]:
    """The officers whose agreement an accusation needs: every officer free to act."""
    return tuple(p for p in desk.state().game.police if desk.may_send(p))


def may_have_killed(state: GameState, case: int, name: str) -> bool:
    """Whether tenant ``name`` can be accused of case ``case``: not its victim, and not dead
    before its night (the dead kill no more; one killed later the same night may have killed
    first, and a dead tenant may be accused, ADJUDICATION 8)."""
    found = state.case(case)
    if found is None or name not in state.tenants or name == found.victim:
        return False
    died = {c.victim: c.night for c in state.cases}
    return died.get(name, found.night) >= found.night


def suspects(state: GameState, case: int) -> list[str]:
    """The tenants the police's form offers for case ``case``: those who may have killed in
    it, but the jailed (they are out of the game; seed 六.3)."""
    free = [n for n, t in sorted(state.tenants.items()) if t.status != "jailed"]
    return [n for n in free if may_have_killed(state, case, n)]


def case_taken(desk: Desk, day: int, case: int) -> bool:
    """Whether case ``case`` takes no more proposals on day ``day``: accused before, or its
    accusation filed today (every officer agreed)."""
    found = desk.state().case(case)
    if found is None:
        return False
    filed = any(
        r.kind == "accusation" and r.a == str(case) and r.state in ("filed", "closed")
        for r in desk.store.requests(day)
    )
    return found.accused is not None or filed


def agree(desk: Desk, officer: str, day: int, case: int, suspect: str, by: str | None = None) -> str:
    """``officer`` agrees to accuse ``suspect`` of case ``case`` on day ``day`` (proposing it
    if nobody has, replacing another suspect's proposal); files the accusation once every
    officer agrees. "" when recorded, else why not."""
    try:
        with desk.writing():
            return _agree(desk, officer, day, case, suspect, by)
    except GameBusy:
        return "busy"


def _refusal(desk: Desk, officer: str, day: int) -> str:
    phase = desk.phase()
    if phase.kind != "day" or phase.number != day:
        return "not-open"
    if desk.role(officer) != "police":
        return "bad-request"
    if not desk.may_send(officer):
        return "cannot-act"
    return ""


def _agree(desk: Desk, officer: str, day: int, case: int, suspect: str, by: str | None) -> str:
    why = _refusal(desk, officer, day)
    if why:
        return why
    state = desk.state()
    if state.case(case) is None or suspect not in state.tenants:
        return "bad-request"
    if case_taken(desk, day, case):
        return "case-accused"
    if not may_have_killed(state, case, suspect):
        return "not-suspect"
    who = by or officer
    on = on_behalf(officer, by)
    live = [p for p in proposals(desk, day) if p.case == case and p.state == "open"]
    with desk.store.transaction() as db:
        if live and live[0].suspect == suspect:
            pid = live[0].id
            db.execute(
                "INSERT OR IGNORE INTO agreements (proposal, officer, at, by) VALUES (?, ?, ?, ?)",
                (pid, officer, now(), who),
            )
            # an objector who then agrees has changed their mind: the objection no longer
            # stands (the audit log keeps that it was made)
            db.execute(
                "UPDATE proposals SET objected_by = NULL WHERE id = ? AND objected_by = ?", (pid, officer)
            )
            said = msg(
                "day {day}: agreed to accuse {name} of case {case} (#{n}){on}",
                day=day,
                name=suspect,
                case=case,
                n=pid,
                on=on,
            )
            desk.store.audit(who, said, db)
        else:
            for old in live:  # a changed proposal: the old one and its agreements end
                db.execute("UPDATE proposals SET state = 'replaced' WHERE id = ?", (old.id,))
            cur = db.execute(
                "INSERT INTO proposals (day, case_id, suspect, proposer, at, state)"
                " VALUES (?, ?, ?, ?, ?, 'open')",
                (day, case, suspect, officer, now()),
            )
            pid = int(cur.lastrowid or 0)
            db.execute("INSERT INTO agreements VALUES (?, ?, ?, ?)", (pid, officer, now(), who))
            if live:
                said = msg(
                    "day {day}: proposed to accuse {name} of case {case} (#{n}), replacing #{k} ({who}){on}",
                    day=day,
                    name=suspect,
                    case=case,
                    n=pid,
                    k=live[0].id,
                    who=live[0].suspect,
                    on=on,
                )
            else:
                said = msg(
                    "day {day}: proposed to accuse {name} of case {case} (#{n}){on}",
                    day=day,
                    name=suspect,
                    case=case,
                    n=pid,
                    on=on,
                )
            desk.store.audit(who, said, db)
        agreed = {str(r[0]) for r in db.execute("SELECT officer FROM agreements WHERE proposal = ?", (pid,))}
        if set(officers(desk)) <= agreed:
            proposer = str(db.execute("SELECT proposer FROM proposals WHERE id = ?", (pid,)).fetchone()[0])
            db.execute("UPDATE proposals SET state = 'filed' WHERE id = ?", (pid,))
            db.execute(
                "INSERT INTO requests (day, who, kind, a, b, at, state, verdict)"
                " VALUES (?, ?, 'accusation', ?, ?, ?, 'filed', '')",
                (day, proposer, str(case), suspect, now()),
            )
            said = msg(
                "day {day}: filed accusation case {case}: {name} (agreed by {names})",
                day=day,
                case=case,
                name=suspect,
                names=tuple(sorted(agreed)),
            )
            desk.store.audit(who, said, db)
    return ""


def object_to(desk: Desk, officer: str, day: int, proposal: int, by: str | None = None) -> str:
    """``officer`` objects to proposal ``proposal``: every agreement to it is cleared."""
    try:
        with desk.writing():
            why = _refusal(desk, officer, day)
            if why:
                return why
            live = [p for p in proposals(desk, day) if p.id == proposal and p.state == "open"]
            if not live:
                return "bad-request"
            who = by or officer
            on = on_behalf(officer, by)
            with desk.store.transaction() as db:
                db.execute("DELETE FROM agreements WHERE proposal = ?", (proposal,))
                db.execute("UPDATE proposals SET objected_by = ? WHERE id = ?", (officer, proposal))
                p = live[0]
                said = msg(
                    "day {day}: objected to accusing {name} of case {case} (#{n}){on}",
                    day=day,
                    name=p.suspect,
                    case=p.case,
                    n=p.id,
                    on=on,
                )
                desk.store.audit(who, said, db)
    except GameBusy:
        return "busy"
    return ""


def unagreed_text(p: Proposal, everyone: tuple[str, ...]) -> Msg:
    """One proposal left without agreement, for the GM: who agreed, who did not, and who
    objected (an objection still standing: an objector who then agreed is among the agreed)."""
    values = {
        "case": p.case,
        "suspect": p.suspect,
        "proposer": p.proposer,
        "agreed": p.agreed or msg("nobody"),
        "missing": p.waiting_for(everyone) or msg("nobody"),
    }
    if p.objected_by:
        return msg(
            "case {case}: {suspect} (proposed by {proposer}) left without agreement:"
            " agreed {agreed}; not {missing}; {objector} objected",
            objector=p.objected_by,
            **values,
        )
    return msg(
        "case {case}: {suspect} (proposed by {proposer}) left without agreement:"
        " agreed {agreed}; not {missing}",
        **values,
    )
