"""Shared fixtures: the real browser (tests/browserkit.py) for the browser tests, the
Hypothesis profiles (tests/hypothesiskit.py: the same examples every run), how README's
``pytest -n 2`` shares the suite between two processes (tests/xdistkit.py), the modules
past the line bound listed at the end of a run (tests/sizekit.py), and the temporary files
kept in memory where the machine has a tmpfs (tests/tmpkit.py)."""

from importlib.util import find_spec

pytest_plugins = [
    "tests.browserkit",
    "tests.hypothesiskit",
    "tests.sizekit",
    "tests.tmpkit",
    *(["tests.xdistkit"] if find_spec("xdist") else []),
]
