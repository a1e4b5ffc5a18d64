"""What a notebook's calls cost: a night, its typed frames, a report, what-if, diff, a game.

    python benchmarks/bench_notebook.py [--rounds 30]

On the shipped scenarios (``first-night`` for a night, ``full-game`` for a game), each call
is timed ``--rounds`` times in one process (wall clock, pandas already imported) and the
median and the best are printed: ``bh.run_night``; every frame of a fresh night
(``timeline``, ``positions``, ``sightings``, ``cases``, ``witness_table``, ``notes_frame``)
and one report; a second access of a frame (a copy of the cached frame); ``with_orders``
from a player's own words; ``diff`` of the two nights; ``bh.play`` of the whole game. The
figures follow the machine's load (docs/PERFORMANCE.md); compare runs side by side.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import blackhorse as bh

ROOT = Path(__file__).resolve().parent.parent
FIRST = ROOT / "scenarios" / "first-night"
GAME = ROOT / "scenarios" / "full-game"
FRAMES = ("timeline", "positions", "sightings", "cases", "witness_table", "notes_frame")
WORDS = "at 9:40 go to the lawn and kill E if E is alone there, otherwise go home"


def timed(call: Callable[[], object], rounds: int) -> tuple[float, float]:
    """The median and the best wall-clock time of ``call``, in milliseconds."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def every_frame_and_a_report() -> None:
    night = bh.run_night(FIRST, 1)
    for name in FRAMES:
        getattr(night, name)
    night.reports["A"].markdown("en")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    every_frame_and_a_report()  # pandas imported, the map's tables built
    night = bh.run_night(FIRST, 1)
    assert len(night.sightings) > 0  # built and cached
    moved = night.with_orders("B", WORDS)
    calls: dict[str, Callable[[], object]] = {
        "bh.run_night": lambda: bh.run_night(FIRST, 1),
        "a night, every frame and a report": every_frame_and_a_report,
        "night.sightings again (a copy)": lambda: night.sightings,
        "night.with_orders (own words)": lambda: night.with_orders("B", WORDS),
        "night.diff(what-if)": lambda: night.diff(moved),
        "bh.play (3 nights, 3 days)": lambda: bh.play(GAME),
    }
    print(f"{'call':<38} {'median':>9} {'best':>9}   ({args.rounds} rounds)")
    for name, call in calls.items():
        median, best = timed(call, args.rounds)
        print(f"{name:<38} {median:7.2f} ms {best:7.2f} ms")


if __name__ == "__main__":
    main()
