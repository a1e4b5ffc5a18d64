"""README's ``pytest -n 2`` hands out whole modules (tests/xdistkit.py) through a hook of
pytest-xdist's scheduler that is not part of its public API (``_split_scope``): these tests
fail, instead of the suite silently splitting a module's fixtures over both processes (the
night corpus simulated twice, a browser started twice), when an xdist release changes it."""

from __future__ import annotations

import inspect
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

from tests.xdistkit import SHARED, ByModule


def test_xdist_still_groups_tests_by_the_hook_the_suite_overrides() -> None:
    scheduler = LoadScopeScheduling
    assert "_split_scope" in vars(scheduler)
    assert "self._split_scope(" in inspect.getsource(scheduler)  # what hands out the units
    assert issubclass(ByModule, scheduler) and "_split_scope" in vars(ByModule)


def test_a_module_is_one_unit_and_the_corpus_modules_one_together() -> None:
    unit = ByModule.__new__(ByModule)._split_scope  # the hook reads nothing of the instance
    assert unit("tests/test_report_json.py::test_a") == unit("tests/test_report_json.py::test_b[x]")
    assert unit("tests/test_report_json.py::test_a") != unit("tests/test_report_wording.py::test_a")
    assert {unit(f"{module}::test_x") for module in SHARED} == {"night-corpus"}


def test_every_module_reading_the_night_corpus_goes_with_it() -> None:
    """A module that reads ``nightkit.corpus_runs`` outside the group simulates the 362 nights
    again in its process (~10 s; tests/test_gm_sheet.py did)."""
    here = Path(__file__).parent
    call = "corpus_runs" + "()"
    readers = {f"tests/{p.name}" for p in here.glob("test_*.py") if call in p.read_text(encoding="utf-8")}
    assert len(readers) >= 4 and readers <= set(SHARED), readers - set(SHARED)
