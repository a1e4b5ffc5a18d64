"""gm.md: the game master's summary of a night."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .clock import hhmm

if TYPE_CHECKING:
    from .results import NightResult

NOTE_TITLES = {
    "late-start": "late start",
    "skipped-order": "skipped order",
    "refused-knock": "refused knock",
    "unmet-condition": "unmet condition",
    "else-run": "else ran",
    "voided-kill": "voided kill",
    "cannot-peek": "cannot peek",
    "unfinished-walk": "unfinished walk",
}


def render_gm(result: NightResult) -> str:
    game = result.input.game
    lines = [f"# {game.name}: night {result.night}", ""]
    cast = result.input.cast
    lines.append("## Cast on the map")
    lines.append("")
    for name in result.people:
        person = cast.people[name]
        room = person.room or "no room (starts in 204)"
        role = "police" if person.role == "police" else f"targets {', '.join(person.targets)}"
        lines.append(f"- {name}: {room}; {role}")
    for name, why in sorted(cast.absent.items()):
        lines.append(f"- {name}: off the map ({why})")
    lines.append("")
    lines.append("## Murders")
    lines.append("")
    if not result.case_records:
        lines.append("No one was killed.")
    for case in result.case_records:
        seen = result.witnesses(case)
        who = ", ".join(seen) if seen else "no one"
        lines.append(
            f"- {hhmm(case.minute)} {case.killer} killed {case.victim} at {case.spot}. Witnesses: {who}."
        )
    for section in result.extras.get("gm_sections", []):
        lines.extend(["", *section(result)])
    lines.append("")
    lines.append("## Notes on orders that did not run as written")
    lines.append("")
    if not result.notes:
        lines.append("Every order ran as written.")
    for note in result.notes:
        minute = "23:00" if note.minute >= 180 else hhmm(note.minute)
        lines.append(f"- {minute} {note.person}, {NOTE_TITLES[note.kind]}: {note.text}")
    lines.append("")
    return "\n".join(lines)
