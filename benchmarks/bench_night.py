"""Benchmark: how fast a busy night runs (11 people, an order in every slot).

    python benchmarks/bench_night.py [--nights 200]

Reports nights per second for each stage (simulation alone, the whole night with
visibility and every result file rendered) and the whole-process time of the CLI.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from busy_night import write_busy_game  # noqa: E402

import blackhorse as bh  # noqa: E402
from blackhorse.api import run_checked  # noqa: E402
from blackhorse.night import simulate  # noqa: E402
from blackhorse.visibility import sightings_frame  # noqa: E402


def rate(label: str, times: list[float]) -> None:
    mean = statistics.fmean(times)
    print(
        f"{label:<38} {1 / mean:8.1f} nights/s   {mean * 1000:7.2f} ms/night "
        f"(median {statistics.median(times) * 1000:.2f} ms, n={len(times)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--cli-runs", type=int, default=5)
    args = parser.parse_args()
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        games = [write_busy_game(Path(tmp) / f"g{i}", seed=i) for i in range(args.nights)]
        checked = [bh.check_night(g, 1, inn) for g in games]
        t_parse, t_sim, t_full, t_vis = [], [], [], []
        sightings = 0
        deaths = 0
        for g, c in zip(games, checked, strict=True):
            t0 = time.perf_counter()
            bh.check_night(g, 1, inn)
            t1 = time.perf_counter()
            run = simulate(c.cast, c.sheets, inn)
            t2 = time.perf_counter()
            result = run_checked(c, inn)
            result.files()
            t3 = time.perf_counter()
            positions = result.positions
            t4 = time.perf_counter()
            sightings += len(sightings_frame(positions, inn))
            t_vis.append(time.perf_counter() - t4)
            t_parse.append(t1 - t0)
            t_sim.append(t2 - t1)
            t_full.append(t3 - t2)
            deaths += len(run.cases)
        print(f"{args.nights} busy nights (11 people, 18 orders each), {deaths} murders in all")
        rate("read + check order files", t_parse)
        rate("simulate (SimPy night)", t_sim)
        rate("visibility pass (sightings_frame)", t_vis)
        rate("night + visibility + all files", t_full)
        print(f"{'sightings per night (mean)':<38} {sightings / args.nights:8.0f}")
        cli = []
        exe = Path(sys.executable).parent / "blackhorse"
        for i in range(args.cli_runs):
            out = Path(tmp) / f"cli{i}"
            t0 = time.perf_counter()
            subprocess.run(
                [str(exe), "night", str(games[i]), "1", "--out", str(out)], check=True, capture_output=True
            )
            cli.append(time.perf_counter() - t0)
        print(
            f"{'CLI whole process, one night':<38} {statistics.median(cli) * 1000:8.0f} ms (median of "
            f"{len(cli)})"
        )


if __name__ == "__main__":
    main()
