"""The reveal: when the game ends (or the GM decides), the whole truth opens to every player.

``blackhorse reveal GAME`` or the GM page's button records it (once; the audit log says who
and when). From then on every player reads, on ``/reveal``: the cases with their killers,
the minute and whether each accusation was right, everyone's targets, and for each night
run, gm.md (in the reader's language when the results hold one), the replay and every
report. Before it, ``/reveal`` and its files are no page for a player (404), and no other
page says any of it.
"""

from __future__ import annotations

from blackhorse.core.catalog import N_, NC_, Message, listing, msg, pair, say, word
from blackhorse.core.clock import hhmm, parse_time
from blackhorse.core.dataclass import dataclass
from blackhorse.core.nightclock import said_at
from blackhorse.game.ledger import results_folder
from blackhorse.portal.desk import Desk
from blackhorse.portal.store import now
from blackhorse.portal.twins import night_file
from blackhorse.reports.vocabulary import names_for


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
            desk.store.audit(by, msg("revealed the whole truth to every player"), db)
        return bool(cur.rowcount)


def truth_cases(desk: Desk) -> list[TruthCase]:
    """The cases with their killers; ``place``: the spot of the murder itself (a door is a
    door, ``door-203``, not the room behind it)."""
    places = {c.id: c.spot for c in desk.cases(gm=True)}
    return [
        TruthCase(c.id, c.night, c.victim, c.killer, hhmm(c.minute), places[c.id], c.accused, c.solved)
        for c in desk.gm_state().cases
    ]


def nights_run(desk: Desk) -> list[int]:
    return [n for n in range(1, desk.gm_state().nights + 1) if results_folder(desk.game_dir, n).is_dir()]


def gm_sheet(desk: Desk, night: int, lang: str) -> bytes | None:
    """Night ``night``'s gm.md for a reader of ``lang`` (its twin, made when the results do not
    hold it: twins.py); None for a night without one."""
    return night_file(desk, night, "gm.md", lang)


def reports_of(desk: Desk, night: int) -> list[str]:
    """Who has a report of night ``night`` (every player the night reported on)."""
    folder = results_folder(desk.game_dir, night) / "reports"
    people = desk.gm_state().game.people
    return [p for p in people if (folder / f"{p}.en.md").is_file() or (folder / f"{p}.en.txt").is_file()]


def truth_text(desk: Desk, lang: str = "en") -> str:
    """The truth as plain text in ``lang`` (``blackhorse reveal`` prints it for the group
    chat, in the game's language unless told): each murder's place as the reports name it,
    ``on the lawn`` / ``草坪``."""
    state = desk.gm_state()
    names = names_for(desk.inn, None)
    lines = [word(TRUTH_WORDS["head"], lang, game=state.game.name, moment=say(state.moment, lang)), ""]
    lines.append(word(TRUTH_WORDS["cases"], lang))
    for c in truth_cases(desk):
        known = c.place in desk.inn.kind
        place = (names.zh[c.place] if lang == "zh" else names.en_at[c.place]) if known else c.place
        verdict = (
            word(TRUTH_WORDS["not_accused"], lang)
            if c.accused is None
            else word(TRUTH_WORDS["solved"], lang)
            if c.solved
            else word(TRUTH_WORDS["wrong"], lang, name=c.accused)
        )
        said = word(
            TRUTH_WORDS["case"],
            lang,
            case=c.id,
            night=c.night,
            victim=c.victim,
            killer=c.killer,
            at=_on_clock(c.at, lang),
            place=place,
        )
        lines.append(f"  {said}{word(TRUTH_WORDS['then'], lang)}{verdict}")
    if not state.cases:
        lines.append("  " + word(TRUTH_WORDS["none"], lang))
    lines += ["", word(TRUTH_WORDS["targets"], lang)]
    lines += ["  " + pair(n, listing(t.targets, lang), lang) for n, t in sorted(state.tenants.items())]
    return "\n".join(lines) + "\n"


def _on_clock(at: str, lang: str) -> str:
    """A murder's time (``21:12``) on ``lang``'s clock: ``9:12`` in Chinese (core/nightclock.py)."""
    minute = parse_time(at)
    return at if minute is None else said_at(minute, lang)


TRUTH_WORDS: dict[str, Message] = {
    "head": N_("{game}: the whole truth ({moment})"),
    "cases": N_("Cases:"),
    "case": N_("case {case}, night {night}: {victim} killed by {killer} at {at} {place}"),
    "then": NC_("truth", "; "),
    "not_accused": N_("not accused"),
    "solved": N_("solved"),
    "wrong": N_("{name} accused: wrong"),
    "none": NC_("truth", "none"),
    "targets": N_("Targets:"),
}
