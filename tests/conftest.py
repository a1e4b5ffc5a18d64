"""Shared fixtures: the real browser (tests/browserkit.py) for the browser tests, and how
README's ``pytest -n 2`` shares the suite between two processes (tests/xdistkit.py)."""

from importlib.util import find_spec

pytest_plugins = ["tests.browserkit", *(["tests.xdistkit"] if find_spec("xdist") else [])]
