"""Hypothesis properties: every report claim holds in the night's rows (issue 21).

Over random nights (tests/strategies.py): no file given to a player names someone they did
not see (``reports/NAME.json`` whole: texts, rows, the rows' details).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings

import blackhorse as bh
from tests.gamekit import play
from tests.reportkit import unseen_in_file
from tests.strategies import night_orders

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    with tempfile.TemporaryDirectory() as tmp:
        return play(Path(tmp) / "game", orders)


@SETTINGS
@given(night_orders())
def test_no_player_file_names_someone_they_did_not_see(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    for name in result.reports:
        assert unseen_in_file(result, name) == set(), name
