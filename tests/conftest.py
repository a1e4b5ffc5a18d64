"""Shared fixtures: the real browser (tests/browserkit.py) for the browser tests, how
README's ``pytest -n 2`` shares the suite between two processes (tests/xdistkit.py), and
the modules past the line bound listed at the end of a run (tests/sizekit.py)."""

from importlib.util import find_spec

pytest_plugins = ["tests.browserkit", "tests.sizekit", *(["tests.xdistkit"] if find_spec("xdist") else [])]
