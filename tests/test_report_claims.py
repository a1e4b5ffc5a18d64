"""Hypothesis properties: every report claim holds in the night's rows (issue 21).

Over random nights (tests/strategies.py): no file given to a player names someone they did
not see (``reports/NAME.json`` whole: texts, rows, the rows' details), and what each English
sentence says (walked along with you, went off along the corridor, heading toward a room, went
into, came out of, went back in, came in, no one opened, arrived, reached, where someone was,
where a killing was, a killer by the body, a body, where a victim fell, a door) holds in the
timeline and the sightings (``tests/reportkit.claim_problems``): a line claims only what its
reader could see, and names a door only where there is one.

Run long once (3,000 ordinary and 300 busy nights, issue 21's closing note) these found no
untrue line; the suite draws fewer each run, busy nights included.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings

import blackhorse as bh
from tests.gamekit import play
from tests.hypothesiskit import examples
from tests.reportkit import (
    KILLER_KILLED_AS_THEY_KILL,
    MUTUAL_KILL_SEEN_ON_ONE_SIDE,
    claim_problems,
    unseen_in_file,
    witness_problems,
)
from tests.strategies import busy_night_orders, night_orders

# 30 nights a property on a run of the suite (the same 30 every run), 300 when exploring
SETTINGS = settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(orders: dict[str, dict[str, Any]]) -> bh.NightResult:
    with tempfile.TemporaryDirectory() as tmp:
        return play(Path(tmp) / "game", orders)


@SETTINGS
@given(night_orders())
def test_no_player_file_names_someone_they_did_not_see(orders: dict[str, dict[str, Any]]) -> None:
    result = run(orders)
    for name in result.reports:
        assert unseen_in_file(result, name) == set(), name


@SETTINGS
@given(night_orders())
def test_every_report_sentence_holds_in_the_rows(orders: dict[str, dict[str, Any]]) -> None:
    """Together-walking, the way someone went, going in, coming in, "no one opened",
    arriving, reaching, where someone was, where a killing was: each claim of each English
    sentence holds in the timeline and the sightings (tests/reportkit.claim_problems)."""
    result = run(orders)
    assert claim_problems(result) == []


@SETTINGS
@given(night_orders())
@example(KILLER_KILLED_AS_THEY_KILL)  # a killer killed as they kill (found by this property)
@example(MUTUAL_KILL_SEEN_ON_ONE_SIDE)  # each of two who kill each other, seen alone
def test_every_witness_is_told_of_the_killing_and_no_one_else(orders: dict[str, dict[str, Any]]) -> None:
    """cases.csv's witnesses are exactly those told of a killing at its minute (ADJUDICATION
    7: whoever sees a kill's first minute is told of the killing, a mutual kill or a killer out
    of sight included, not only of a body): tests/reportkit.witness_problems."""
    assert witness_problems(run(orders)) == []


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(busy_night_orders())
def test_every_report_sentence_holds_on_busy_nights(orders: dict[str, dict[str, Any]]) -> None:
    """The same on the heaviest nights (everyone sends an order in most slots), where walks,
    knocks and kills crowd each other: each claim holds, and no file names someone unseen."""
    result = run(orders)
    assert claim_problems(result) == []
    assert witness_problems(result) == []
    for name in result.reports:
        assert unseen_in_file(result, name) == set(), name
