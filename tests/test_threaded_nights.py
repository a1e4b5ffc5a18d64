"""Nights run at once in threads (a balance sweep on Dask's threaded scheduler) share one
map's sight tables, which grow as nights meet new kinds of person-minute: they give exactly
what each night gives alone (a sweep once hit "changed size during iteration" there)."""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import blackhorse as bh
from benchmarks.busy_night import write_busy_game
from blackhorse.inn.layout import DEFAULT_MAP, load_inn
from blackhorse.results.nightresult import run_checked

NIGHTS = 12


def fresh_inn() -> bh.Inn:
    """The shipped map, loaded anew: its sight tables start empty."""
    return load_inn(Path(bh.__file__).parent / "data" / DEFAULT_MAP)


def test_nights_run_at_once_in_threads_see_what_they_see_alone(tmp_path: Path) -> None:
    games = [write_busy_game(tmp_path / f"g{seed}", seed=seed) for seed in range(NIGHTS)]
    alone_inn = fresh_inn()
    alone = [run_checked(bh.check_night(g, 1, alone_inn), alone_inn).sightings for g in games]
    shared = fresh_inn()
    checked = [bh.check_night(g, 1, shared) for g in games]
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads take turns as often as they can: races show
    try:
        with ThreadPoolExecutor(max_workers=6) as pool:
            together = list(pool.map(lambda c: run_checked(c, shared).sightings, checked))
    finally:
        sys.setswitchinterval(switch)
    for seed, (a, b) in enumerate(zip(alone, together, strict=True)):
        assert a.equals(b), f"busy night {seed}: sightings differ when run in threads"
