"""The reveal: when the game ends (or the GM decides), the whole truth opens to every player.

``blackhorse reveal GAME`` or the GM page's button records it (once; the audit log says who
and when). From then on every player reads, on ``/reveal``: the cases with their killers,
the minute and whether each accusation was right, everyone's targets, and for each night
run, gm.md (in the reader's language when the results hold one), the replay and every
report. Before it, ``/reveal`` and its files are no page for a player (404), and no other
page says any of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from blackhorse.core.clock import hhmm
from blackhorse.game.ledger import results_folder
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import now


@dataclass(frozen=True)
class TruthCase:
    id: int
    night: int
    victim: str
    killer: str
    at: str
    place: str
    accused: str | None
    solved: bool


def revealed(desk: Desk) -> str | None:
    """When the truth was revealed (UTC), None while it is not."""
    with desk.store.connect() as db:
        row = db.execute("SELECT at FROM revealed WHERE id = 1").fetchone()
    return str(row[0]) if row else None


def reveal(desk: Desk, by: str) -> bool:
    """Open the whole truth to every player; False if it already was."""
    with desk.writing(), desk.store.transaction() as db:
        cur = db.execute("INSERT OR IGNORE INTO revealed (id, at, by) VALUES (1, ?, ?)", (now(), by))
        if cur.rowcount:
            desk.store.audit(by, "revealed the whole truth to every player", db)
        return bool(cur.rowcount)


def truth_cases(desk: Desk) -> list[TruthCase]:
    places = {c.id: c.place for c in desk.cases()}
    return [
        TruthCase(c.id, c.night, c.victim, c.killer, hhmm(c.minute), places[c.id], c.accused, c.solved)
        for c in desk.state().cases
    ]


def nights_run(desk: Desk) -> list[int]:
    return [n for n in range(1, desk.state().nights + 1) if results_folder(desk.game_dir, n).is_dir()]


def gm_sheet(desk: Desk, night: int, lang: str) -> Path:
    """Night ``night``'s gm.md in ``lang`` when the results hold one (``gm.LANG.md``), else gm.md."""
    folder = results_folder(desk.game_dir, night)
    own = folder / f"gm.{lang}.md"
    return own if own.is_file() else folder / "gm.md"


def reports_of(desk: Desk, night: int) -> list[str]:
    """Who has a report of night ``night`` (every player the night reported on)."""
    folder = results_folder(desk.game_dir, night) / "reports"
    people = desk.state().game.people
    return [p for p in people if (folder / f"{p}.en.md").is_file() or (folder / f"{p}.en.txt").is_file()]


def truth_text(desk: Desk) -> str:
    """The truth as plain text (``blackhorse reveal`` prints it for the group chat)."""
    state = desk.state()
    lines = [f"{state.game.name}: the whole truth ({state.moment})", "", "Cases:"]
    for c in truth_cases(desk):
        verdict = (
            "not accused" if c.accused is None else "solved" if c.solved else f"{c.accused} accused: wrong"
        )
        said = f"  case {c.id}, night {c.night}: {c.victim} killed by {c.killer} at {c.at} in {c.place}"
        lines.append(f"{said}; {verdict}")
    if not state.cases:
        lines.append("  none")
    lines += ["", "Targets:"]
    lines += [f"  {n}: {', '.join(t.targets)}" for n, t in sorted(state.tenants.items())]
    return "\n".join(lines) + "\n"
