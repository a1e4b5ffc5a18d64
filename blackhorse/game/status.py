"""The standing of a game: as the JSON of ``blackhorse status --json`` and as a readable table."""

from __future__ import annotations

import json
import unicodedata
from functools import partial
from typing import Any

from blackhorse.core.catalog import msg, pair
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.nightclock import said_at
from blackhorse.game.days import Outcome
from blackhorse.game.state import GameState
from blackhorse.game.statuswords import WORDS, header, outcome_text, say, word
from blackhorse.game.wins import QUIET_NIGHTS, days_needed, enough_solved, solved_count

# the share of the cases the police must solve (wins.enough_solved), as the status line says
# it: a field of its message, since "80% reached" in a msgid reads to gettext's checker as a
# `% r` placeholder (pybabel compile warned of it, issue 24)
SHARE = "80%"


def status_dict(state: GameState) -> dict[str, Any]:
    """``{"night", "tenants", "police", "cases", "winner", "winners"}``; names in sorted order.

    ``winner`` is None, ``"police"``, ``"draw"``, a tenant's name, or ``"tenants"`` when several
    tenants won together; ``winners`` always lists who won by name (``[]`` while the game runs
    and after a draw; every officer on a police win).
    """
    return {
        "night": state.nights,
        "tenants": {n: {"status": t.status, "room": t.room} for n, t in sorted(state.tenants.items())},
        "police": {p: {"room": state.police_rooms.get(p)} for p in sorted(state.game.police)},
        "cases": [
            {
                "id": c.id,
                "night": c.night,
                "victim": c.victim,
                "killer": c.killer,
                "accused": c.accused,
                "solved": c.solved,
            }
            for c in state.cases
        ],
        "winner": state.winner,
        "winners": list(state.winners),
    }


def status_json(state: GameState) -> str:
    return json.dumps(status_dict(state), indent=2, ensure_ascii=False) + "\n"


def display_width(text: str) -> int:
    """Columns ``text`` takes in a terminal: a Chinese character (wide or full-width) takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - display_width(text))


class Table(NamedTuple):
    """A table of the standing: its column headings and its rows, each a list of cells."""

    header: list[str]
    rows: list[list[str]]


Block = str | Table  # a line of the standing, or one of its tables


def _table(table: Table) -> list[str]:
    """Columns aligned by display width, so Chinese names line up with Latin ones (in a
    terminal; the portal draws each table as an HTML table: no font draws a Chinese character
    exactly two Latin ones wide)."""
    header, rows = table
    widths = [max(display_width(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(_pad(c, w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def police_line(state: GameState) -> str:
    """How far the police are from a win (seed 七.1, ADJUDICATION 8).

    Before the first murder the count is of the game's opening nights (three with no death
    win); once there is a case, of murder-free nights in a row since 80% were solved.
    """
    if not state.cases:
        quiet = min(state.nights, QUIET_NIGHTS)
        return msg(
            "Opening nights without a death: {quiet} of {nights}"
            " (the police win if the game's first {nights} nights all pass without one).",
            quiet=quiet,
            nights=QUIET_NIGHTS,
        )
    solved, total = solved_count(state), len(state.cases)
    if not enough_solved(solved, total):
        return msg(
            "Solved: {solved} of {total} ({share} not reached); quiet nights do not count yet.",
            solved=solved,
            total=total,
            share=SHARE,
        )
    return msg(
        "Solved: {solved} of {total} ({share} reached); murder-free nights since: {streak} of {nights}.",
        solved=solved,
        total=total,
        share=SHARE,
        streak=state.police_streak,
        nights=QUIET_NIGHTS,
    )


def status_text(
    state: GameState, outcomes: tuple[Outcome, ...] = (), warnings: tuple[str, ...] = (), lang: str = "en"
) -> str:
    """A table for the GM: tenants, police, cases, the police's and killers' counts, the
    winner; in English or Chinese (``lang``: the headings and every sentence of the rules)."""
    lines: list[str] = []
    for block in status_blocks(state, outcomes, warnings, lang):
        lines += _table(block) if isinstance(block, Table) else [block]
    return "\n".join(lines) + "\n"


def status_blocks(
    state: GameState, outcomes: tuple[Outcome, ...] = (), warnings: tuple[str, ...] = (), lang: str = "en"
) -> list[Block]:
    """What :func:`status_text` says, as its lines and its tables (the portal's GM page draws
    the tables as tables)."""
    h = partial(header, lang=lang)
    lines: list[Block] = [pair(state.game.name, say(state.moment, lang), lang)]
    # first, under the moment it explains (a new GM read "before night 1, everyone alive" and the
    # stale night's warning only at the bottom, after the tables)
    lines += [word("warning", lang, w=say(w, lang)) for w in warnings]
    lines.append("")
    rows = []
    for n, t in sorted(state.tenants.items()):
        since = word("aside", lang, x=say(t.since, lang)) if t.since else ""
        status = word(t.status, lang) + since
        killed = word("killed at", lang, victim=t.killed, night=t.kill_night) if t.killed else "-"
        free_days = str(t.unaccused_days) if t.killed and t.in_game else "-"
        rows.append([n, status, t.room, word("list", lang).join(t.targets), killed, free_days])
    lines += [
        Table([h(c) for c in ("tenant", "status", "room", "targets", "killed", "days unaccused")], rows)
    ]
    lines.append("")
    police = [[p, state.police_rooms.get(p, "-")] for p in sorted(state.game.police)]
    if police:
        lines += [Table([h("police"), h("room")], police), ""]
    if state.cases:
        cases = [
            [
                str(c.id),
                str(c.night),
                said_at(c.minute, lang),  # one clock per language: 9:12 in Chinese
                c.victim,
                c.killer,
                c.accused or "-",
                word("yes" if c.solved else "no", lang),
            ]
            for c in state.cases
        ]
        lines += [
            Table([h(c) for c in ("case", "night", "at", "victim", "killer", "accused", "solved")], cases)
        ]
    else:
        lines.append(word("no murders", lang))
    killers = msg("A killer needs {days} day(s) in a row unaccused to win.", days=days_needed(state))
    if state.cases and not any(t.killed is not None and t.in_game for t in state.tenants.values()):
        # a new GM's walk: the rule was said with every killer jailed, as if one could still win
        killers = msg("No killer is free (each is jailed or dead): none can win by days unaccused.")
    lines += ["", say(police_line(state), lang), say(killers, lang)]
    if outcomes:
        lines += ["", word("requests", lang, n=state.days)]
        lines += [f"- {outcome_text(*o, lang)}" for o in outcomes]
    lines += ["", word("winner", lang, w=_winner(state, lang))]
    return lines


def _winner(state: GameState, lang: str) -> str:
    """The winner line's value: ``police (why)``, ``tenants A, B (why)``, ``none yet``."""
    if state.winner is None:
        return word("none yet", lang)
    side = f"side:{state.winner}"
    who = word(side, lang) if side in WORDS else state.winner
    if state.winner == "tenants":
        who = f"{who} {word('list', lang).join(state.winners)}"
    return who + word("aside", lang, x=say(state.why, lang))
