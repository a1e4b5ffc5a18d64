"""A night's results in one object: tables, reports, pictures and the result files.

:class:`NightResult` is what ``bh.run_night`` returns and what the game stage writes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from blackhorse.inn.layout import Inn
from blackhorse.night.referee import simulate
from blackhorse.orders.nightinput import NightInput
from blackhorse.reports.night import ReportedNight

if TYPE_CHECKING:
    from blackhorse.pictures.replay import ReplayPage


class NightResult(ReportedNight):
    """Everything known about one night. DataFrames are built on first use."""

    def replay(self, person: str | None = None) -> ReplayPage:
        """The floor-plan replay page; shown inline in Jupyter, ``.save(path)`` writes it."""
        from blackhorse.pictures.replay import replay

        return replay(self, person)


def run_checked(checked: NightInput, inn: Inn) -> NightResult:
    """Simulate a checked night and wrap it as a :class:`NightResult` (nothing is written)."""
    return NightResult(checked, simulate(checked.cast, checked.sheets, inn), inn)
