"""How a game shows itself in Jupyter: its course as a small HTML table."""

from __future__ import annotations

import html

from blackhorse.core.clock import hhmm
from blackhorse.game.state import GameState


def game_html(state: GameState, states: tuple[GameState, ...], title: str) -> str:
    """A game's course as HTML: one row per moment, each tenant's standing, then the cases."""
    people = list(state.game.tenants)
    head = "".join(f"<th>{html.escape(p)}</th>" for p in ["moment", *people, "winner"])
    rows = []
    for moment in states:
        cells = [moment.moment]
        for name in people:
            tenant = moment.tenants[name]
            cells.append(f"{tenant.status} {tenant.room}" if tenant.in_game else tenant.status)
        cells.append(moment.winner or "")
        rows.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    cases = "".join(
        f"<li>case {c.id}: night {c.night}, {html.escape(c.killer)} killed {html.escape(c.victim)} at "
        f"{hhmm(c.minute)}; {'accused ' + html.escape(c.accused) if c.accused else 'nobody accused'}"
        f"{' (solved)' if c.solved else ''}</li>"
        for c in state.cases
    )
    return (
        f"<div><h4>{html.escape(title)}: {html.escape(state.moment)}</h4>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f"<ul>{cases or '<li>no murder</li>'}</ul></div>"
    )
