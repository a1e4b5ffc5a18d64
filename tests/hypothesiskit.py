"""How the suite's Hypothesis properties draw their examples: the same ones on every run of
README's command (and CI's), more and new ones when a developer asks (docs/TESTING.md,
"Hypothesis: repeatable by default, exploring on request").

Loaded by tests/conftest.py. Two settings profiles:

- ``repeatable`` (the default): ``derandomize=True``, so a property draws the same examples
  on every run of the same code, and a commit that changes nothing cannot turn the suite red
  by chance; no example database (a run reads and writes nothing under ``.hypothesis/``), no
  deadline (the suite is never timed), and a failure prints its ``@reproduce_failure`` blob.
- ``explore`` (``HYPOTHESIS_PROFILE=explore``, or ``--hypothesis-profile=explore``): random
  examples, ten times as many (``examples(n)``), the example database kept in
  ``.hypothesis/`` so a failure found is tried first on the next run, and one seed for the
  whole run printed at the end (``--hypothesis-seed=N`` repeats a run).

A property's count is written ``@settings(max_examples=examples(60))``: 60 on every run of the
suite, 600 when exploring; a ``@given`` without a count tries the profile's own (100, 1000).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import settings

PROFILE_VARIABLE = "HYPOTHESIS_PROFILE"
SEED_VARIABLE = "BLACKHORSE_HYPOTHESIS_SEED"  # the controller's seed, read by xdist's workers
BASE = 100  # Hypothesis's own max_examples, the unit of examples()

settings.register_profile(
    "repeatable", settings.get_profile("ci"), derandomize=True, database=None, deadline=None, print_blob=True
)
settings.register_profile(
    "explore", derandomize=False, max_examples=10 * BASE, deadline=None, print_blob=True
)
settings.load_profile(os.environ.get(PROFILE_VARIABLE) or "repeatable")


def examples(n: int) -> int:
    """A property's example count: ``n`` on a run of the suite, as many times more as the
    profile's own count is over Hypothesis's 100 (ten times when exploring)."""
    return max(1, n * settings.default.max_examples // BASE)


def exploring() -> bool:
    return not settings.default.derandomize


@pytest.hookimpl(tryfirst=True)  # before Hypothesis's own plugin reads --hypothesis-seed
def pytest_configure(config: pytest.Config) -> None:
    profile = config.getoption("hypothesis_profile", None)
    if profile:
        settings.load_profile(profile)  # examples() counts by it when the modules are imported
    if not exploring() or config.getoption("hypothesis_seed", None) is not None:
        return
    seed = os.environ.get(SEED_VARIABLE) or str(random.randrange(2**32))
    os.environ[SEED_VARIABLE] = seed  # the workers pytest-xdist starts inherit it
    config.option.hypothesis_seed = seed


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """An exploring run ends with its seed (README's quiet ``-q`` shows no header)."""
    if exploring():
        seed = config.getoption("hypothesis_seed", None)
        terminalreporter.write_sep("-", f"hypothesis: random examples, seed {seed}")
        terminalreporter.write_line(
            f"the same examples again: HYPOTHESIS_PROFILE=explore pytest --hypothesis-seed={seed}"
        )
