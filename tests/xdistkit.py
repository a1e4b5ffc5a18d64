"""How README's two test processes (pytest-xdist, ``pytest -n 2``) share the suite.

Loaded by tests/conftest.py only where pytest-xdist is installed. Each test module goes whole
to one process, so a module's fixtures (the 50 busy nights of tests/test_busy_digest.py, a
browser, a portal server) are built once, never once per process; the modules in ``SHARED``
read one cache that lives for the process (tests/nightkit.py ``corpus_runs``) and go together,
so the night corpus is simulated once. The slowest modules are handed out first (``FIRST``)
so that neither process is left alone with a long one at the end; a module missing from the
list only runs later, in file order. A run without ``-n`` is untouched.
"""

from __future__ import annotations

import pytest
from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import Producer

SHARED = {
    "tests/test_night_digests.py": "night-corpus",
    "tests/test_track_sightings.py": "night-corpus",
    "tests/test_report_digests.py": "night-corpus",
    "tests/test_reference_engine.py": "night-corpus",
    "tests/test_gm_sheet.py": "night-corpus",  # gm.md over a sample of the corpus
}
# Longest first (seconds of one module, measured on the whole suite with --durations=0; the
# night-corpus group, led by its first module, is the longest unit).
FIRST = (
    "tests/test_night_digests.py",
    "tests/test_parse_naming.py",
    "tests/test_phone_width_browser.py",
    "tests/test_portal_browser.py",
    "tests/test_commit_kills.py",
    "tests/test_lint.py",
    "tests/test_fuzz_portal.py",
    "tests/test_portal_chinese_game.py",
    "tests/test_report_claims.py",
    "tests/test_night_properties.py",
    "tests/test_readable_browser.py",
    "tests/test_parse_fuzz.py",
    "tests/test_cjk_font_browser.py",
    "tests/test_parse_heldout.py",
    "tests/test_fuzz_mutations.py",
    "tests/test_cli_imports.py",
    "tests/test_notebooks.py",
    "tests/test_bot_nights.py",
    "tests/test_busy_digest.py",
)


def module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


class ByModule(LoadScopeScheduling):
    """xdist's ``loadscope`` with a module (or a ``SHARED`` group of modules) as the unit."""

    def _split_scope(self, nodeid: str) -> str:
        module = module_of(nodeid)
        return SHARED.get(module, module)


def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> LoadScopeScheduling | None:
    if config.getvalue("dist") not in ("load", "loadscope"):
        return None  # another --dist asked for by name: xdist's own
    config.option.loadscopereorder = False  # the order of the collection, as arranged below
    return ByModule(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if hasattr(config, "workerinput"):  # a worker's collection is the order units are handed out
        rank = {module: i for i, module in enumerate(FIRST)}
        items.sort(key=lambda item: rank.get(module_of(item.nodeid), len(FIRST)))
