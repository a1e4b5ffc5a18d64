"""The mutation fuzz test (issue 10): every input kind, every command, exit 0 or 2.

A short seeded run (about 20 seconds); ``benchmarks/fuzz_inputs.py`` runs the long one. See
``tests/fuzzkit.py`` for what is mutated and what each case must show.
"""

from __future__ import annotations

import importlib
import mmap
import signal
import time
from pathlib import Path

import pytest

import tests.fuzzkit
from tests.fuzzkit import MAP, fuzz, run_limited

CLI = importlib.import_module("blackhorse.cli.main")  # the module (the package's `main` is its function)


def test_mutated_inputs_exit_0_or_2_without_traceback_or_change() -> None:
    counts = fuzz(seed=20261130, count=120)
    assert counts.failures == [], "\n".join(counts.failures)
    assert counts.cases == 120
    assert {"check", "night", "status", "day", "play", "register", "inn", "explain"} <= set(counts.by_command)
    assert counts.by_exit[2] > 0 and counts.by_exit[0] > 0  # both paths are exercised


def test_a_command_forked_from_a_large_process_has_its_memory_on_top_of_that(tmp_path: Path) -> None:
    # a test process that ran the browser and portal tests holds gigabytes of address space past
    # its resident size; the limit was counted from the latter, so commands failed for want of
    # memory (ask, accuse, close-day in the fresh-clone CI) while they passed alone
    reserved = mmap.mmap(-1, 3 << 30)  # 3 GB of address space, never touched: nothing resident
    try:
        code, output = run_limited(["inn", "--map", str(MAP)], tmp_path / "out.txt")
    finally:
        reserved.close()
    assert (code, "MemoryError" in output) == (0, False), output[-600:]


def test_a_command_that_waits_without_working_is_killed_as_a_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tests.fuzzkit, "STALL", 1.0)
    monkeypatch.setattr(CLI, "main", lambda argv: time.sleep(60))  # a read of a FIFO
    code, output = run_limited(["status", "x"], tmp_path / "out.txt")
    assert code == -signal.SIGKILL and "no CPU used for 1 s: killed as a hang" in output


def test_a_command_that_works_without_end_is_stopped_by_its_cpu_not_the_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tests.fuzzkit, "TIME_LIMIT", 1)

    def loop(argv: list[str]) -> int:
        while True:
            pass

    monkeypatch.setattr(CLI, "main", loop)
    code, output = run_limited(["status", "x"], tmp_path / "out.txt")
    assert code == -signal.SIGXCPU and "1 s of CPU without an end: killed as a loop" in output
