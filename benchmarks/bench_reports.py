"""The report build (``night_reports``) against the build at an earlier revision, interleaved.

    python benchmarks/bench_reports.py --against REV [--nights 20] [--rounds 5]
    python benchmarks/bench_reports.py --against REV --corpus
    python benchmarks/bench_reports.py --against REV --whole [--nights 20] [--rounds 3]
    python benchmarks/bench_reports.py --profile [--nights 10]

The modules that build the reports (``blackhorse/reports/``: ``report``, ``seenevents``,
``events``, ``phrasing``, ``vocabulary`` and any new module the build imports at ``REV``) are
loaded from ``git show REV`` as a second package, ``reports_at_rev``. On the same busy nights
(``busy_night.py``: 11 people, an order in every slot) each night's reports are first built
by both and compared line by line (every field of every line: a speed change must not move a
byte), then timed alternating night by night in one process, old then new then new then old,
as CPU time of the thread with the cycle collector paused (as ``NightResult.reports`` builds
them), each pair right after a bare SimPy night (``bench_ratios.bare_simpy_night``, also CPU
time). Printed: the median of each, the median of the paired ratios new / old, the best of
each, and each build's median ratio to the bare night before it. ``--corpus`` compares
only, on the night digests' corpus (``tests/nightkit.py``: the scenarios', busy, odd and
bot nights, ~360). ``--whole`` times the whole night in memory (``run_checked(...).files()``:
simulate, sight, reports and every file) with the old build and with the new one the same
way, wall clock as ``bench_ratios.py`` does, and prints each against the bare SimPy night
(the ratio of issue 13's 8x goal), measured side by side. ``--profile`` prints cProfile's
top functions of the build now. See docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
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
from blackhorse.core.gcpause import gc_paused  # noqa: E402
from blackhorse.reports.report import night_reports  # noqa: E402
from blackhorse.results.nightresult import run_checked  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("jsonfile", "render", "gmsheet", "night", "unfired", "__init__")  # not the build


def build_at(rev: str, folder: Path) -> Callable[[Any], Any]:
    """``night_reports`` of the report build at git revision ``rev``, as ``reports_at_rev``."""
    return stage_at(rev, "reports", folder, "report", keep=SHARED).night_reports  # type: ignore[no-any-return]


def busy_results(count: int, folder: Path) -> list[Any]:
    """``count`` busy nights, simulated and seen (the sighting columns made), no reports."""
    inn = bh.load_inn()
    out = []
    for i in range(count):
        result = run_checked(bh.check_night(write_busy_game(folder / f"g{i}", seed=i), 1, inn), inn)
        result.sighting_columns  # noqa: B018 (made before timing)
        from blackhorse.reports.report import step_index

        step_index(result)
        out.append(result)
    return out


def lines(reports: dict[str, Any]) -> dict[str, tuple[Any, ...]]:
    return {name: (r.person, r.role, r.night, tuple(map(tuple, r.lines))) for name, r in reports.items()}


def cpu(build: Callable[[Any], Any], result: Any) -> float:
    with gc_paused():
        t0 = time.thread_time()
        build(result)
        return time.thread_time() - t0


def compare(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        old = build_at(args.against, Path(tmp))
        results = busy_results(args.nights, Path(tmp))
        differ = sum(lines(old(r)) != lines(night_reports(r)) for r in results)
        count = sum(len(r.lines) for r in night_reports(results[0]).values())
        print(f"{len(results)} busy nights ({count} lines in the first), {differ} with different reports")
        if differ:
            raise SystemExit(1)
        a: list[float] = []
        b: list[float] = []
        bare: list[float] = []
        for k in range(args.rounds):
            for r in results:
                bare.append(cpu(lambda _: bare_simpy_night(), None))
                pair = (old, night_reports) if k % 2 == 0 else (night_reports, old)
                first, second = cpu(pair[0], r), cpu(pair[1], r)
                if k % 2 == 0:
                    a.append(first)
                    b.append(second)
                else:
                    a.append(second)
                    b.append(first)
    ratios = [y / x for x, y in zip(a, b, strict=True)]
    print(f"bare SimPy night: median {statistics.median(bare) * 1000:.2f} ms")
    for label, times in ((f"build at {args.against}", a), ("build now", b)):
        to_bare = statistics.median(t / z for t, z in zip(times, bare, strict=True))
        print(
            f"{label}: median {statistics.median(times) * 1000:.2f} ms, best {min(times) * 1000:.2f} ms,"
            f" {to_bare:.2f}x a bare night"
        )
    print(f"paired ratio now / {args.against}: median {statistics.median(ratios):.3f}")


def whole_nights(args: argparse.Namespace) -> None:
    """The whole night in memory with the old build and with the new, against a bare night."""
    from blackhorse.reports import night as reportnight

    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        old = build_at(args.against, Path(tmp))
        new = night_reports  # what reports.night uses (imported from reports.report)
        checked = [
            bh.check_night(write_busy_game(Path(tmp) / f"g{i}", seed=i), 1, inn) for i in range(args.nights)
        ]

        def whole(build: Callable[[Any], Any], c: Any) -> float:
            setattr(reportnight, "night_reports", build)  # noqa: B010 (the build the files use)
            t0 = time.perf_counter()
            run_checked(c, inn).files()
            return time.perf_counter() - t0

        bare: list[float] = []
        a: list[float] = []
        b: list[float] = []
        for k in range(args.rounds):
            for c in checked:
                t0 = time.perf_counter()
                bare_simpy_night()
                bare.append(time.perf_counter() - t0)
                if k % 2 == 0:
                    a.append(whole(old, c))
                    b.append(whole(new, c))
                else:
                    b.append(whole(new, c))
                    a.append(whole(old, c))
        setattr(reportnight, "night_reports", new)  # noqa: B010
    print(f"bare SimPy night: median {statistics.median(bare) * 1000:.2f} ms (wall clock)")
    for label, times in ((f"whole night, build at {args.against}", a), ("whole night, build now", b)):
        to_bare = statistics.median(t / z for t, z in zip(times, bare, strict=True))
        print(f"{label}: median {statistics.median(times) * 1000:.2f} ms, {to_bare:.2f}x a bare night")
    ratios = [y / x for x, y in zip(a, b, strict=True)]
    print(f"paired ratio now / {args.against}: median {statistics.median(ratios):.3f}")


def same_on_corpus(args: argparse.Namespace) -> None:
    """The reports of every night of ``tests/nightkit.py``'s corpus, old and new compared."""
    from types import SimpleNamespace

    sys.path.insert(0, str(ROOT))
    from blackhorse.night.referee import simulate
    from blackhorse.sight.seennight import SeenNight
    from tests.nightkit import corpus

    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        old = build_at(args.against, Path(tmp))
        count = differ = 0
        for label, (cast, sheets) in corpus(inn):
            result = SeenNight(SimpleNamespace(cast=cast, night=1), simulate(cast, sheets, inn), inn)  # type: ignore[arg-type]
            if lines(old(result)) != lines(night_reports(result)):
                differ += 1
                print("differs:", label)
            count += 1
    print(f"{count} nights of the corpus, {differ} with different reports")
    if differ:
        raise SystemExit(1)


def profile(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        results = busy_results(args.nights, Path(tmp))
        prof = cProfile.Profile()
        with gc_paused():
            prof.enable()
            for r in results:
                night_reports(r)
            prof.disable()
    pstats.Stats(prof).sort_stats("tottime").print_stats(args.top)


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("--against", help="git revision of the build to compare with")
    parser.add_argument("--nights", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--corpus", action="store_true")
    parser.add_argument("--whole", action="store_true")
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    if args.profile:
        profile(args)
    elif args.against and args.corpus:
        same_on_corpus(args)
    elif args.against and args.whole:
        whole_nights(args)
    elif args.against:
        compare(args)
    else:
        parser.error("give --against REV or --profile")


if __name__ == "__main__":
    main()
