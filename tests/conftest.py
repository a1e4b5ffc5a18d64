"""Shared fixtures: the real browser (tests/browserkit.py) for the browser tests."""

pytest_plugins = ["tests.browserkit"]
