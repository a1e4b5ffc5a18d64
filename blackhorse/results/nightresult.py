"""A night's results in one object: tables, reports, pictures and the result files.

:class:`NightResult` is what ``bh.run_night`` returns and what the game stage writes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blackhorse.core.clock import hhmm
from blackhorse.inn.layout import Inn
from blackhorse.night.referee import simulate
from blackhorse.orders.nightinput import NightInput
from blackhorse.reports.night import ReportedNight

if TYPE_CHECKING:
    from blackhorse.pictures.replay import ReplayPage


class NightResult(ReportedNight):
    """Everything known about one night. DataFrames are built on first use."""

    def __repr__(self) -> str:
        """One line for a notebook or a console (the whole input and run would be pages)."""
        game = self.input.game
        cases = self.case_records
        murders = "; ".join(f"{c.killer} killed {c.victim} at {hhmm(c.minute)}, {c.spot}" for c in cases)
        return (
            f"<NightResult night {self.night} of {game.name!r} ({game.folder}): "
            f"{len(self.people)} people on the map, "
            f"{murders or 'no murder'}, {gm_notes(len(self.notes))}>"
        )

    def replay(self, person: str | None = None) -> ReplayPage:
        """The floor-plan replay page; shown inline in Jupyter, ``.save(path)`` writes it."""
        from blackhorse.pictures.replay import replay

        return replay(self, person)


def gm_notes(count: int) -> str:
    """``1 GM note``, ``3 GM notes``: how the command line and the portal count them."""
    return f"{count} GM note{'' if count == 1 else 's'}"


def run_checked(checked: NightInput, inn: Inn) -> NightResult:
    """Simulate a checked night and wrap it as a :class:`NightResult` (nothing is written)."""
    return NightResult(checked, simulate(checked.cast, checked.sheets, inn), inn)
