"""Benchmark: how fast a busy night runs (11 people, an order in every slot).

    python benchmarks/bench_night.py [--nights 200] [--cli-runs 5]

Reports, per busy night: reading and checking the order files, the simulation alone, the
visibility pass, the reports, every result file rendered, and the whole night as a notebook
or analyst runs it (``run_checked(...).files()``); then the whole-process time of the command
line (``blackhorse night ... --out`` and ``blackhorse check``) and what importing the command
line costs (``python -X importtime``). See docs/PERFORMANCE.md.
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
from blackhorse.night.referee import simulate  # noqa: E402
from blackhorse.reports.report import report_files  # noqa: E402
from blackhorse.results.nightresult import run_checked  # noqa: E402
from blackhorse.sight.visibility import sightings_frame, step_sightings  # noqa: E402


def rate(label: str, times: list[float]) -> None:
    mean = statistics.fmean(times)
    print(
        f"{label:<42} {1 / mean:8.1f} nights/s   {mean * 1000:7.2f} ms/night "
        f"(median {statistics.median(times) * 1000:.2f} ms, n={len(times)})"
    )


def whole_process(label: str, argv: list[str], runs: int) -> None:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True)
        times.append(time.perf_counter() - t0)
    print(f"{label:<42} {statistics.median(times) * 1000:8.0f} ms (median of {len(times)})")


def import_cost() -> tuple[float, bool]:
    """``python -X importtime -c 'import blackhorse.cli.main'``: total ms, and whether pandas came in."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import blackhorse.cli.main"],
        check=True,
        capture_output=True,
        text=True,
    )
    total = 0.0
    pandas = False
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, cumulative, name = line.split("|")
        if name.strip() == "pandas":
            pandas = True
        if name.rstrip() == " blackhorse.cli.main":
            total = int(cumulative) / 1000
    return total, pandas


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--cli-runs", type=int, default=5)
    args = parser.parse_args()
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        games = [write_busy_game(Path(tmp) / f"g{i}", seed=i) for i in range(args.nights)]
        checked = [bh.check_night(g, 1, inn) for g in games]
        t_parse, t_sim, t_vis, t_vis_pd, t_rep, t_files, t_full = [], [], [], [], [], [], []
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
            t_parse.append(t1 - t0)
            t_sim.append(t2 - t1)
            t_full.append(t3 - t2)
            deaths += len(run.cases)
            # the stages one by one, on a fresh result of the same night
            staged = run_checked(c, inn)
            t4 = time.perf_counter()
            sightings += len(step_sightings(staged.run.steps, inn).minute)
            t5 = time.perf_counter()
            report_files(staged.reports)
            t6 = time.perf_counter()
            staged.files()
            t7 = time.perf_counter()
            sightings_frame(staged.positions, inn)
            t8 = time.perf_counter()
            t_vis.append(t5 - t4)
            t_rep.append(t6 - t5)
            t_files.append(t7 - t6)
            t_vis_pd.append(t8 - t7)
        print(f"{args.nights} busy nights (11 people, 18 orders each), {deaths} murders in all")
        rate("read + check order files", t_parse)
        rate("simulate (SimPy night)", t_sim)
        rate("visibility pass (step_sightings)", t_vis)
        rate("visibility as a DataFrame (sightings_frame)", t_vis_pd)
        rate("reports (built and rendered)", t_rep)
        rate("all files again (reports built, rendered)", t_files)
        rate("night + visibility + all files", t_full)
        print(f"{'sightings per night (mean)':<42} {sightings / args.nights:8.0f}")

        exe = str(Path(sys.executable).parent / "blackhorse")
        night = [exe, "night", str(games[0]), "1", "--out", str(Path(tmp) / "cli")]
        whole_process("CLI whole process, `night --out`", night, args.cli_runs)
        whole_process("CLI whole process, `check`", [exe, "check", str(games[0]), "1"], args.cli_runs)
        ms, pandas = import_cost()
        print(f"{'import blackhorse.cli.main (-X importtime)':<42} {ms:8.0f} ms (pandas imported: {pandas})")


if __name__ == "__main__":
    main()
