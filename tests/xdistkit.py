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
# Longest first: CPU seconds of each unit (Chromium and servers included) in a run of the whole
# suite, 2 December 2026 (main at 9cb0c10, then at 8a81397), with the day's example counts
# (docs/TESTING.md, "What it costs"); the night-corpus group, led by its first module, is the
# longest unit. The kill tests go first of all, to a process that has run nothing yet: they
# fork the test process at every step, and a fork costs more the larger the process (25 s of
# CPU third in its process, 41 s after the browser, lint and portal-fuzz modules).
FIRST = (
    "tests/test_commit_kills.py",  # 25 to 41
    "tests/test_failed_commands_leave_no_trace.py",  # ~40 s wall alone: ~600 forks, so early too
    # the other modules that fork the test process, before it grows: the mutation fuzz's 120
    # forks took 61 s of wall clock and 14 s of system CPU after 1.5 GB of objects, 28 s and
    # 4 s before them (load 11, 5 December); the concurrent writers fork 40
    "tests/test_fuzz_mutations.py",
    "tests/test_concurrent_writers.py",
    "tests/test_night_digests.py",  # the night-corpus group: 71
    "tests/test_phone_width_browser.py",  # 71
    # the kept lexicon's tests: 41 s of CPU in two whole runs, 5 December (main at f167f22)
    "tests/test_parse_lexicon_store.py",
    "tests/test_portal_browser.py",  # 52
    "tests/test_lint.py",  # 35 (mypy from a cold cache)
    "tests/test_readable_browser.py",  # 32
    "tests/test_fuzz_portal.py",  # 26
    "tests/test_portal_chinese_game.py",  # 22
    "tests/test_parse_naming.py",  # 21 (59 with 40 casts)
    "tests/test_one_clock.py",  # 19
    "tests/test_portal_unpublished.py",  # 19
    "tests/test_portal_access.py",  # 18
    "tests/test_cjk_font_browser.py",  # 17
    "tests/test_portal_race.py",  # 15
    "tests/test_portal_player_zh.py",  # 15
    "tests/test_cli_imports.py",  # 14
    "tests/test_portal_day_browser.py",  # 14
    "tests/test_parse_heldout.py",  # 13
    "tests/test_portal_language.py",  # 12
    "tests/test_portal_reliability.py",  # 11
    "tests/test_night_properties.py",  # 10 (28 with 60 nights a property)
    "tests/test_report_claims.py",  # 10 (21)
    "tests/test_bot_nights.py",  # 10
    "tests/test_parse_fuzz.py",  # 9 (23 with 300 and 200 examples)
    # 5 December, the same two runs: lexicons of their own (an edited map: ~8 s of CPU)
    "tests/test_parse_nicknames.py",  # 10 to 11
    "tests/test_game_map.py",  # 11
    "tests/test_parse_map.py",  # 9 to 10
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
