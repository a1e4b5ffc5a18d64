"""The portal's form fuzz test (issue 20): every form field, every number in an address,
odd values; never a 500 or a traceback, and the folder still reads. A short seeded run;
``benchmarks/fuzz_inputs.py --portal N`` runs a long one. See ``tests/portalfuzzkit.py``."""

from __future__ import annotations

from tests.portalfuzzkit import fuzz_portal


def test_fuzzed_forms_get_an_answer_never_a_500() -> None:
    counts = fuzz_portal(seed=20261201, count=300)
    assert counts.failures == [], "\n".join(counts.failures)
    assert counts.cases == 300
    routes = {"orders", "check", "day", "gm action", "page", "language", "own page"}
    routes |= {"questions", "proposals", "claims", "day page", "reveal"}  # the day's forms (issue 23)
    assert routes <= set(counts.by_route)
    assert {200, 303, 400} <= set(counts.by_status)  # answered, done, and refused as a bad field
