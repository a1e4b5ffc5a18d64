"""How a night shows itself in Jupyter: a short HTML summary (the frames show the rest)."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING

from blackhorse.core.clock import hhmm

if TYPE_CHECKING:
    from blackhorse.reports.night import ReportedNight


def table(head: Iterable[str], rows: Iterable[Iterable[object]]) -> str:
    """A small HTML table, every cell escaped."""
    cells = "".join(f"<th>{html.escape(str(h))}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>"


def night_html(night: ReportedNight) -> str:
    """The night's summary: title, the people, the murders with their witnesses, the notes."""
    game = night.input.game
    changed = night.extras.get("what_if", ())
    what_if = f" <em>(what-if: {html.escape(', '.join(changed))}'s orders replaced)</em>" if changed else ""
    title = f"<h4>Night {night.night} of {html.escape(game.name)}{what_if}</h4>"
    reports = ", ".join(night.reports) or "nobody"
    facts = (
        f"<p>{len(night.people)} people on the map: {html.escape(', '.join(night.people))}; "
        f"{len(night.sighting_rows)} sightings; reports for {html.escape(reports)}; "
        f"{len(night.notes)} GM note{'' if len(night.notes) == 1 else 's'}.</p>"
    )
    murders = (
        table(
            ["case", "victim", "killer", "clock", "spot", "witnesses"],
            (
                (
                    k,
                    c.victim,
                    c.killer,
                    hhmm(c.minute),
                    c.spot,
                    ", ".join(night.murder_witnesses.get(c, ())) or "nobody",
                )
                for k, c in enumerate(night.case_records, start=1)
            ),
        )
        if night.case_records
        else "<p>No murder.</p>"
    )
    notes = (
        table(
            ["clock", "person", "kind", "note"],
            ((hhmm(n.minute), n.person, n.kind, n.text) for n in night.notes),
        )
        if night.notes
        else ""
    )
    return f"<div>{title}{facts}{murders}{notes}</div>"
