"""The night simulation alone against a bare SimPy night, and against an earlier engine.

    python benchmarks/bench_simulate.py [--nights 30] [--bots 30] [--rounds 3]
    python benchmarks/bench_simulate.py --against REV [--pairs 4] [--interleaved]

On busy nights (``busy_night.py``: 11 people, an order in every slot) and on bot nights
(the sweeps' batch path), each night is timed right after a bare SimPy night
(``bench_ratios.bare_simpy_night``) and the median of the per-night ratios is printed.

With ``--against REV`` the engine is compared with ``blackhorse/night/`` as it was at git
revision ``REV`` (every module of it, loaded from ``git show`` as a separate package): first
every night's result of the two engines is compared (steps, notes, cases; a speed change
must not move a byte), then they are timed, each alone in its own process, processes
alternating (``--pairs`` pairs), so the cycle collector never frees one engine's garbage in
the other's time; with ``--interleaved``, both in one process, night by night, fair only
when neither leaves garbage cycles. The machine's speed drifts by a third within minutes,
so only ratios taken close together are compared. See docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from atrev import stage_at  # noqa: E402
from bench_ratios import bare_simpy_night  # noqa: E402
from busy_night import write_busy_game  # noqa: E402

import blackhorse as bh  # noqa: E402
from blackhorse.analysis.botgame import bot_game_setup, bot_night_orders  # noqa: E402
from blackhorse.game.state import initial_state  # noqa: E402
from blackhorse.inn.layout import Inn  # noqa: E402
from blackhorse.night.referee import simulate  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def engine_at(rev: str, folder: Path) -> Callable[..., Any]:
    """``simulate`` of ``blackhorse/night/`` at git revision ``rev``, as package ``night_at_rev``."""
    return stage_at(rev, "night", folder, "referee").simulate  # type: ignore[no-any-return]


def clock(func: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    func()
    return time.perf_counter() - t0


def result(run: Any) -> tuple[Any, ...]:
    """What must not move: the steps, the notes as the files hold them (minute, person, kind,
    text: a revision's notes may carry more fields), the cases, the people."""
    notes = tuple((n.minute, n.person, n.kind, n.text) for n in run.notes)
    return run.steps, notes, run.cases, run.people


def nights_for(count: int, bots: int, folder: Path) -> dict[str, list[tuple[Any, Any]]]:
    """``count`` busy nights and ``bots`` bot nights, as (cast, checked sheets)."""
    inn = bh.load_inn()
    busy = []
    for i in range(count):
        checked = bh.check_night(write_busy_game(folder / f"g{i}", seed=i), 1, inn)
        busy.append((checked.cast, checked.sheets))
    bot_nights = [
        bot_night_orders(initial_state(bot_game_setup(inn, f"bench:{i}")), 1, "mix", f"bench:{i}", inn)
        for i in range(bots)
    ]
    return {"busy": busy, "bots": bot_nights}


def ratios(engine: Callable[..., Any], nights: list[tuple[Any, Any]], rounds: int) -> tuple[float, float]:
    """The median time of ``engine`` on ``nights`` and the median of its ratios to a bare
    SimPy night timed right before it."""
    inn = bh.load_inn()
    times, rs = [], []
    for _ in range(rounds):
        for cast, sheets in nights:
            b = clock(bare_simpy_night)
            t0 = time.perf_counter()
            engine(cast, sheets, inn)
            n = time.perf_counter() - t0
            times.append(n)
            rs.append(n / b)
    return statistics.median(times), statistics.median(rs)


def child(args: argparse.Namespace) -> None:
    """One engine alone in this process (the cycle collector then frees only its own
    night's garbage): print its figures per kind of night as ``label ms ratio``."""
    with tempfile.TemporaryDirectory() as tmp:
        engine = engine_at(args.against, Path(tmp)) if args.against else simulate
        for label, nights in nights_for(args.nights, args.bots, Path(tmp)).items():
            if nights:
                ms, ratio = ratios(engine, nights, args.rounds)
                if args.child:  # read by run_child
                    print(label, ms * 1000, ratio)
                else:
                    print(f"{label}: simulate {ms * 1000:.2f} ms, RATIO simulate / bare SimPy {ratio:.2f}x")


def run_child(args: argparse.Namespace, rev: str | None) -> dict[str, tuple[float, float]]:
    argv = [sys.executable, __file__, "--child", "--nights", str(args.nights), "--bots", str(args.bots)]
    argv += ["--rounds", str(args.rounds), *(["--against", rev] if rev else [])]
    out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
    return {w[0]: (float(w[1]), float(w[2])) for w in (line.split() for line in out.splitlines())}


def same_results(
    label: str, nights: list[tuple[Any, Any]], old: Callable[..., Any], rev: str, inn: Inn
) -> None:
    """Print how many of ``nights`` the engine at ``rev`` simulates differently (0 expected)."""
    differ = sum(result(simulate(c, s, inn)) != result(old(c, s, inn)) for c, s in nights)
    print(f"{label}: {len(nights)} nights, {differ} with a different result from {rev}")


def compare(args: argparse.Namespace) -> None:
    """Check that both engines give the same nights, then time them in alternating processes."""
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        old = engine_at(args.against, Path(tmp))
        for label, nights in nights_for(args.nights, args.bots, Path(tmp)).items():
            same_results(label, nights, old, args.against, inn)
    runs: list[tuple[dict[str, tuple[float, float]], dict[str, tuple[float, float]]]] = []
    for i in range(args.pairs):
        if i % 2:
            after, before = run_child(args, None), run_child(args, args.against)
        else:
            before, after = run_child(args, args.against), run_child(args, None)
        runs.append((before, after))
    med = statistics.median
    for label in runs[0][0]:
        b_ms, a_ms = med([b[label][0] for b, _ in runs]), med([a[label][0] for _, a in runs])
        b_r, a_r = med([b[label][1] for b, _ in runs]), med([a[label][1] for _, a in runs])
        pair = med([a[label][1] / b[label][1] for b, a in runs])
        print(f"{label}: {args.against} {b_ms:.2f} ms, {b_r:.2f}x bare SimPy; now {a_ms:.2f} ms, {a_r:.2f}x")
        print(f"{label}: RATIO now / {args.against} {pair:.3f} (median over {len(runs)} pairs of processes)")


def interleaved(args: argparse.Namespace) -> None:
    """Both engines in this process, alternating night by night (fair only when neither
    leaves garbage cycles for the collector to free in the other's time)."""
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        old = engine_at(args.against, Path(tmp))
        for label, nights in nights_for(args.nights, args.bots, Path(tmp)).items():
            same_results(label, nights, old, args.against, inn)
            pairs = []
            for r in range(args.rounds * args.pairs):
                for i, (cast, sheets) in enumerate(nights):
                    engines = (old, simulate) if (r + i) % 2 else (simulate, old)
                    times = {}
                    for engine in engines:
                        t0 = time.perf_counter()
                        engine(cast, sheets, inn)
                        times[engine] = time.perf_counter() - t0
                    pairs.append((times[old], times[simulate]))
            med = statistics.median
            b_ms, a_ms = med([b for b, _ in pairs]) * 1000, med([a for _, a in pairs]) * 1000
            print(f"{label}: {args.against} {b_ms:.2f} ms, now {a_ms:.2f} ms (interleaved, one process)")
            print(f"{label}: RATIO now / {args.against} {med([a / b for b, a in pairs]):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nights", type=int, default=30, help="busy nights")
    parser.add_argument("--bots", type=int, default=30, help="bot nights (the sweeps' batch path)")
    parser.add_argument("--rounds", type=int, default=3, help="times each night is run in a process")
    parser.add_argument("--pairs", type=int, default=4, help="with --against: pairs of processes")
    parser.add_argument("--against", metavar="REV", help="compare with blackhorse/night/ at git REV")
    parser.add_argument("--interleaved", action="store_true", help="with --against: in one process")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child or not args.against:
        child(args)
    elif args.interleaved:
        interleaved(args)
    else:
        compare(args)


if __name__ == "__main__":
    main()
