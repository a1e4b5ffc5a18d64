"""The mutation fuzz test (issue 10): every input kind, every command, exit 0 or 2.

A short seeded run (about 20 seconds); ``benchmarks/fuzz_inputs.py`` runs the long one. See
``tests/fuzzkit.py`` for what is mutated and what each case must show.
"""

from __future__ import annotations

from tests.fuzzkit import fuzz


def test_mutated_inputs_exit_0_or_2_without_traceback_or_change() -> None:
    counts = fuzz(seed=20261130, count=120)
    assert counts.failures == [], "\n".join(counts.failures)
    assert counts.cases == 120
    assert {"check", "night", "status", "day", "play", "register", "inn", "explain"} <= set(counts.by_command)
    assert counts.by_exit[2] > 0 and counts.by_exit[0] > 0  # both paths are exercised
