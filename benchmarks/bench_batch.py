"""The sweeps' batch night (``play_bot_night``) now against an earlier revision, same results.

    python benchmarks/bench_batch.py [--nights 200] [--rounds 6] [--against REV] [--instructions]

A batch night is what a sweep plays for each night of a bot game (see ``bench_ratios.py``
``batch_rate``): the bots' checked orders built in memory, the engine's simulation, the
visibility pass counting the night's sightings and writing out those around each murder,
and each murder's clues. Each measurement is one fresh process over ``--nights`` first
nights of bot games (seeds ``bench:0``, ``bench:1``, ...), warmed on twenty of them: the
CPU time of the whole batch night, then of its four parts one after the other, then each
batch night right after a bare SimPy night (``bench_ratios.bare_simpy_night``): the median of
those ratios is the batch night in bare nights, which moves much less with the load than a
time (500 nights/s is about 0.75 bare nights at this machine's idle speed).

With ``--against REV`` the package as it was at git revision ``REV`` (``git archive``,
imported through ``PYTHONPATH``) is measured too, processes alternating (old, new, then new,
old, ...) because this shared machine's speed drifts by a third within minutes; the script
first checks that both give the same result for every night (a digest of what the sweep
and the police bot are handed), then prints the medians and the median of the paired
ratios new / old.

With ``--instructions`` each side is also run under ``valgrind --tool=cachegrind`` with
and without a second pass over the nights: the difference is the instructions a batch night
costs, whatever the machine's load (a deterministic count, not a time: C loops over bytes
do more per instruction than the interpreter does).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("bots", "simulate", "sight", "rest")


def child(nights: int, passes: int) -> None:
    """One measurement, in this process: print the result digest and the times as JSON."""
    import blackhorse as bh
    from blackhorse.analysis.botgame import bot_game_setup, bot_night_orders, night_seen, play_bot_night
    from blackhorse.analysis.clues import clue_windows
    from blackhorse.core.gcpause import gc_paused
    from blackhorse.game.state import initial_state
    from blackhorse.night.referee import simulate
    from blackhorse.sight.visibility import sightings_near

    inn = bh.load_inn()
    states = [initial_state(bot_game_setup(inn, f"bench:{i}")) for i in range(nights)]
    seen = [play_bot_night(s, 1, "mix", f"bench:{i}", inn) for i, s in enumerate(states)]
    digest = hashlib.sha256(repr(seen).encode()).hexdigest()
    clock = time.process_time
    t0 = clock()
    for _ in range(passes):
        for i, s in enumerate(states):
            play_bot_night(s, 1, "mix", f"bench:{i}", inn)
    whole = (clock() - t0) / max(nights * passes, 1) * 1000
    parts = [0.0] * len(PARTS)
    for i, s in enumerate(states if passes else ()):
        seed = f"bench:{i}"
        with gc_paused():  # as in play_bot_night
            a = clock()
            cast, checked = bot_night_orders(s, 1, "mix", seed, inn)
            b = clock()
            run = simulate(cast, checked, inn)
            c = clock()
            count, near = sightings_near(run, inn, clue_windows(run.cases))
            d = clock()
            night_seen(1, len(cast.people), run.cases, near, inn, count)
            e = clock()
        for k, (x, y) in enumerate(((a, b), (b, c), (c, d), (d, e))):
            parts[k] += (y - x) / nights * 1000
    from bench_ratios import bare_simpy_night  # the same directory as this script

    ratios = []  # each batch night against a bare SimPy night timed right before it
    for i, s in enumerate(states if passes else ()):
        a = clock()
        bare_simpy_night()
        b = clock()
        play_bot_night(s, 1, "mix", f"bench:{i}", inn)
        ratios.append((clock() - b) / (b - a))
    bare = statistics.median(ratios) if ratios else 0.0
    print(json.dumps({"digest": digest, "whole": whole, "parts": parts, "bare": bare}))


def package_at(rev: str, folder: Path) -> Path:
    """The ``blackhorse`` package as it was at ``rev``, unpacked under ``folder``."""
    archive = subprocess.run(["git", "archive", rev, "blackhorse"], check=True, capture_output=True, cwd=ROOT)
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        tar.extractall(folder, filter="data")
    return folder


@dataclass
class Run:
    digest: str
    whole: float  # ms a batch night
    parts: list[float]  # ms, in the order of PARTS
    bare: float  # a batch night in bare SimPy nights (each timed right before it; median)
    instructions: int = 0  # of the whole process, under valgrind


def measure(path: Path, nights: int, passes: int = 1, valgrind: bool = False) -> Run:
    env = dict(os.environ, PYTHONPATH=str(path))
    argv = [sys.executable, __file__, "--child", "--nights", str(nights), "--passes", str(passes)]
    if valgrind:
        argv = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", *argv]
    done = subprocess.run(argv, check=True, capture_output=True, text=True, env=env, cwd=path)
    run = Run(**json.loads(done.stdout.strip().splitlines()[-1]))
    if valgrind:
        refs = [line for line in done.stderr.splitlines() if "I" in line and "refs:" in line]
        run.instructions = int(refs[-1].split(":")[1].replace(",", "").strip())
    return run


def instructions(path: Path, nights: int) -> float:
    """Instructions per batch night: a run with one pass over the nights minus one without."""
    return (
        measure(path, nights, 1, True).instructions - measure(path, nights, 0, True).instructions
    ) / nights


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nights", type=int, default=200, help="bot nights per measurement")
    parser.add_argument("--rounds", type=int, default=6, help="measurements of each side")
    parser.add_argument("--against", help="a git revision to compare with")
    parser.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--passes", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.nights, args.passes)
        return
    with tempfile.TemporaryDirectory() as tmp:
        sides = {"now": ROOT}
        if args.against:
            sides = {args.against: package_at(args.against, Path(tmp)), "now": ROOT}
        results: dict[str, list[Run]] = {side: [] for side in sides}
        for r in range(args.rounds):
            for side in list(sides) if r % 2 == 0 else list(sides)[::-1]:
                results[side].append(measure(sides[side], args.nights))
        same = len({x.digest for runs in results.values() for x in runs}) == 1
        print(f"{args.nights} bot nights: {'the same result' if same else 'DIFFERENT RESULTS'} on every run")
        for side, runs in results.items():
            whole = statistics.median(x.whole for x in runs)
            split = " / ".join(
                f"{statistics.median(x.parts[k] for x in runs):.2f}" for k in range(len(PARTS))
            )
            print(
                f"{side}: batch night {whole:.2f} ms (best {min(x.whole for x in runs):.2f}),"
                f" {1000 / whole:.0f}/s; {' / '.join(PARTS)} {split} ms;"
                f" {statistics.median(x.bare for x in runs):.2f} bare SimPy nights (interleaved)"
            )
        if args.against:
            pairs = zip(results[args.against], results["now"], strict=True)
            ratios = [new.whole / old.whole for old, new in pairs]
            listed = ", ".join(f"{x:.2f}" for x in ratios)
            print(f"RATIO now / {args.against}: median {statistics.median(ratios):.3f} ({listed})")
        if args.instructions:
            for side, path in sides.items():
                count = instructions(path, min(args.nights, 30)) / 1e6
                print(f"{side}: {count:.2f} M instructions a batch night")


if __name__ == "__main__":
    main()
