"""A run of the suite draws the same Hypothesis examples every time (tests/hypothesiskit.py),
so a commit that changes nothing never turns it red by chance; exploring draws more."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.hypothesiskit import PROFILE_VARIABLE, examples, exploring

HERE = Path(__file__).parent


def drawn(profile: str) -> list[int]:
    seen: list[int] = []

    @settings(settings.get_profile(profile), max_examples=20)
    @given(st.integers())
    def prop(n: int) -> None:
        seen.append(n)

    prop()
    return seen


def test_a_run_of_the_suite_draws_the_same_examples_every_time() -> None:
    repeatable = settings.get_profile("repeatable")
    assert repeatable.derandomize and repeatable.database is None and repeatable.deadline is None
    assert drawn("repeatable") == drawn("repeatable")


def test_the_repeatable_profile_is_the_default_even_on_a_ci_machine() -> None:
    """Hypothesis picks its own ``ci`` profile where ``CI`` is set; README's command and
    .ci/run get the suite's, whatever the machine."""
    env = {k: v for k, v in os.environ.items() if k != PROFILE_VARIABLE} | {"CI": "1"}
    code = "import tests.hypothesiskit, hypothesis; print(hypothesis.settings.get_current_profile_name())"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=HERE.parent, capture_output=True, text=True
    )
    assert out.stdout.strip() == "repeatable", out.stderr


def test_exploring_tries_ten_times_the_examples() -> None:
    assert examples(60) == (600 if exploring() else 60)
    explore = settings.get_profile("explore")
    assert not explore.derandomize and explore.max_examples == 1000


def test_no_property_makes_its_own_examples_random_again() -> None:
    """A module's own ``@settings`` never turn off the repeatable draw or keep a database;
    its count goes through ``examples(n)`` so that exploring tries more."""
    for path in sorted(set(HERE.glob("test_*.py")) - {Path(__file__)}):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"derandomize\s*=|database\s*=|@seed\(", text), path.name
        assert not re.search(r"max_examples\s*=\s*\d", text), path.name
