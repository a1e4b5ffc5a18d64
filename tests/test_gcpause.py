"""A sweep's bot nights pause Python's cycle collector and always give it back as it was; a sweep's
worker process leaves its settled heap out of the collector's walks, a caller's process never."""

from __future__ import annotations

import gc
import multiprocessing
import threading
from collections.abc import Iterator
from pathlib import Path
from queue import Empty
from typing import Any

import pytest

from benchmarks.busy_night import write_busy_game
from blackhorse.analysis import botgame
from blackhorse.analysis.botgame import bot_game_setup, play_bot_night
from blackhorse.analysis.sweep import play_chunk
from blackhorse.api.notebook import check_night
from blackhorse.core.gcpause import gc_paused
from blackhorse.game.state import initial_state
from blackhorse.inn.layout import default_inn
from blackhorse.night.referee import simulate as simulate_night
from blackhorse.reports import night as reportnight
from blackhorse.reports import report
from blackhorse.results.nightresult import run_checked
from tests.processkit import while_working

INN = default_inn()


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    gc.enable()
    yield
    gc.enable()


def test_a_bot_night_runs_with_the_collector_off_and_gives_it_back(monkeypatch: pytest.MonkeyPatch) -> None:
    during: list[bool] = []
    real = simulate_night

    def simulate(*args: Any) -> Any:
        during.append(gc.isenabled())
        return real(*args)

    monkeypatch.setattr(botgame, "simulate", simulate)
    state = initial_state(bot_game_setup(INN, "gc"))
    play_bot_night(state, 1, "mix", "gc", INN)
    assert during == [False] and gc.isenabled()
    gc.disable()  # an analyst who turned it off keeps it off
    play_bot_night(state, 1, "mix", "gc", INN)
    assert during == [False, False] and not gc.isenabled()


def test_a_nights_reports_and_files_are_built_with_the_collector_off_and_give_it_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    during: list[bool] = []
    real_reports, real_files = report.night_reports, report.report_files

    def night_reports(*args: Any) -> Any:
        during.append(gc.isenabled())
        return real_reports(*args)

    def report_files(*args: Any) -> Any:
        during.append(gc.isenabled())
        return real_files(*args)

    monkeypatch.setattr(reportnight, "night_reports", night_reports)
    monkeypatch.setattr(reportnight, "report_files", report_files)
    checked = check_night(write_busy_game(tmp_path / "busy", seed=1), 1, INN)
    files = run_checked(checked, INN).files()
    assert during == [False, False] and gc.isenabled()
    assert "reports/A.zh.md" in files and "gm.md" in files
    gc.disable()  # a caller who turned it off keeps it off
    run_checked(checked, INN).files()
    assert not gc.isenabled()


def test_nested_and_failing_pauses_restore_the_collector() -> None:
    with gc_paused():
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer pause still runs
    assert gc.isenabled()
    with pytest.raises(ValueError), gc_paused():
        raise ValueError("a night that fails")
    assert gc.isenabled()


def test_a_pause_ends_without_collecting_and_the_next_allocation_collects() -> None:
    """Ending a pause allocates nothing (a generator's ``StopIteration`` did, after the collector
    was back on: a collection of everything the pause left alive, a night's reports and files
    about to be dropped); the first collection comes at the caller's next allocation, as it
    did, over what is alive then: nothing piles up."""
    started: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(info["generation"])

    gc.collect()
    gc.callbacks.append(seen)
    try:
        with gc_paused():
            kept = [[] for _ in range(5000)]  # more than a generation's threshold, alive
        ended = len(started)  # no container allocated since the pause ended
        assert gc.isenabled()
        more = [[] for _ in range(10)]  # the caller's next allocations
        after = len(started)
    finally:
        gc.callbacks.remove(seen)
    assert ended == 0
    assert after > 0 and len(kept) == 5000 and len(more) == 10


def test_overlapping_pauses_in_two_threads() -> None:
    entered, release_first, first_done = threading.Event(), threading.Event(), threading.Event()

    def first() -> None:
        with gc_paused():
            entered.set()
            release_first.wait(10)
        first_done.set()

    worker = threading.Thread(target=first)
    worker.start()
    assert entered.wait(10)
    with gc_paused():
        release_first.set()
        assert first_done.wait(10)
        assert not gc.isenabled()  # the first thread's end does not turn it on under us
    worker.join(10)
    assert gc.isenabled()


def _chunk_in_child(queue: Any) -> None:
    play_chunk(0, 1, "gc", "mix", None, "")
    queue.put(gc.get_freeze_count())


def test_a_sweep_worker_process_freezes_its_heap_once_and_a_caller_never() -> None:
    frozen = gc.get_freeze_count()
    play_chunk(0, 1, "gc", "mix", None, "")  # in the caller's process (a threads-only cluster)
    assert gc.get_freeze_count() == frozen
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_chunk_in_child, args=(queue,))
    child.start()
    # a cold start (imports compiled from source): a minute's wall clock on a loaded machine
    for _ in while_working(child.pid, "freeze count from the worker process"):
        try:
            count = queue.get(timeout=1.0)
            break
        except Empty:
            if not child.is_alive():  # ended: what it put before, or Empty (a crash, said above)
                count = queue.get(timeout=1.0)
                break
    assert count > frozen  # a worker process of its own: the heap is left out
    child.join()
    assert child.exitcode == 0


def test_the_night_command_keeps_the_collector_off_until_its_night_is_freed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """`blackhorse night` pauses the collector for the whole command: still off when the files
    are committed and the game replayed (a collection there would walk every object of the
    night, all alive), back on once the command is done."""
    from blackhorse.cli import game_commands
    from blackhorse.cli.main import main
    from blackhorse.game import gameplay

    game = write_busy_game(tmp_path / "g", seed=3)
    during: list[bool] = []
    real_commit, real_replay = gameplay.commit, game_commands.replay

    def commit(*args: Any, **kwargs: Any) -> Any:
        during.append(gc.isenabled())
        return real_commit(*args, **kwargs)

    def replay(*args: Any, **kwargs: Any) -> Any:
        during.append(gc.isenabled())
        return real_replay(*args, **kwargs)

    monkeypatch.setattr(gameplay, "commit", commit)
    monkeypatch.setattr(game_commands, "replay", replay)
    assert main(["night", str(game), "1"]) == 0
    assert during == [False, False] and gc.isenabled()
    gc.disable()  # a caller who turned it off keeps it off
    assert main(["night", str(game), "1"]) == 0
    assert during == [False, False, False, False] and not gc.isenabled()
