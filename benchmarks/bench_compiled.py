"""What compiling the report stage would give: the whole night against a bare SimPy night,
with the report modules compiled by mypyc and with the same code interpreted, alternately.

    python benchmarks/bench_compiled.py [--nights 20] [--rounds 4]

Evidence for a project decision, not a product feature: the project's machines are of the
kind for Python with no compiled core, and the package installs and runs as pure Python.
Issue 13's last goal (the whole night in memory, every report and file, <= 8x a bare SimPy
night) is not met by the interpreted code (docs/PERFORMANCE.md, "The floor of pure Python");
this measures how far the same code gets when compiled, unchanged.

Two copies of ``blackhorse/`` go into a folder under ``build/`` (ignored by git); in one,
``python -m mypyc`` compiles :data:`COMPILED` (the modules that build the reports and render
their files, and the visibility pass's tables; mypyc, part of mypy, is in the ``test``
extra; gcc and the Python headers are on the machine). Then each round runs one child
process per copy, in alternating order, each timing ``--nights`` busy nights
(``busy_night.py``) as ``bench_ratios.py`` does (each night right after a bare SimPy night,
the ratio taken per night, the whole night and its four stages) and hashing every file of
every night: the two builds must write the same bytes. Printed: the median ratios of each
build over all rounds.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = Path(__file__).resolve().parent

# What mypyc compiles as it is. Left out: reports/report.py and reports/night.py (their
# classes subclass ``dict`` and an interpreted class), sight/visibility.py (mypyc 2.4 stops
# on an internal error there), the night/ stage (its interpreted classes inherit from the
# compiled ones, which mypyc refuses, and the referee deletes an attribute).
COMPILED = (
    "blackhorse/reports/events.py",
    "blackhorse/reports/lines.py",
    "blackhorse/reports/seenevents.py",
    "blackhorse/reports/seenwalks.py",
    "blackhorse/reports/phrasing.py",
    "blackhorse/reports/vocabulary.py",
    "blackhorse/reports/jsonfile.py",
    "blackhorse/reports/render.py",
    "blackhorse/reports/gmsheet.py",
    "blackhorse/sight/sightlines.py",
    "blackhorse/inn/sighttables.py",
)
STAGES = ("simulate", "sight", "reports", "files")


def child(games: Path, nights: int) -> None:
    """Run in a child process with one build first on ``sys.path``: print its figures as JSON."""
    sys.path.insert(0, str(BENCH))
    from bench_ratios import _whole_night, _whole_split, bare_simpy_night

    import blackhorse as bh
    from blackhorse.reports import lines
    from blackhorse.results.nightresult import run_checked

    inn = bh.load_inn()
    checked = [bh.check_night(games / f"g{i}", 1, inn) for i in range(nights)]
    digest = hashlib.sha256()
    for c in checked:  # every byte of every file, for the comparison of the builds
        for name, text in sorted(run_checked(c, inn).files().items()):
            digest.update(f"{name}\0{text}\0".encode())
    whole: list[float] = []
    split: list[tuple[float, ...]] = []
    for c in checked:
        t0 = time.perf_counter()
        bare_simpy_night()
        bare = time.perf_counter() - t0
        t0 = time.perf_counter()
        _whole_night(c, inn)
        whole.append((time.perf_counter() - t0) / bare)
        split.append(tuple(t / bare for t in _whole_split(c, inn)))
    out = {"package": bh.__file__, "compiled": not lines.__file__.endswith(".py")}
    print(json.dumps({**out, "digest": digest.hexdigest(), "whole": whole, "split": split}))


def copy_package(target: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.so")
    shutil.copytree(ROOT / "blackhorse", target / "blackhorse", ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", target / "pyproject.toml")  # mypy's settings


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("--nights", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.nights)
        return
    sys.path.insert(0, str(BENCH))
    from busy_night import write_busy_game

    (ROOT / "build").mkdir(exist_ok=True)  # ignored by git
    with tempfile.TemporaryDirectory(dir=ROOT / "build", prefix="bench-compiled-") as tmp:
        work = Path(tmp)
        for i in range(args.nights):
            write_busy_game(work / "games" / f"g{i}", seed=i)
        builds = {"interpreted": work / "interpreted", "compiled": work / "compiled"}
        for folder in builds.values():
            copy_package(folder)
        t0 = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", *COMPILED], cwd=builds["compiled"], capture_output=True, text=True
        )
        if done.returncode:
            sys.exit(f"mypyc failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
        print(f"mypyc compiled {len(COMPILED)} modules in {time.perf_counter() - t0:.0f} s")
        figures: dict[str, list[dict[str, object]]] = {name: [] for name in builds}
        for r in range(args.rounds):
            order = list(builds) if r % 2 == 0 else list(reversed(builds))
            for name in order:
                env = {**os.environ, "PYTHONPATH": str(builds[name])}
                games, nights = str(work / "games"), str(args.nights)
                argv = [sys.executable, __file__, "--child", games, "--nights", nights]
                result = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
                got = json.loads(result.stdout.strip().splitlines()[-1])
                expected = str(builds[name] / "blackhorse" / "__init__.py")
                if got["package"] != expected or got["compiled"] != (name == "compiled"):
                    sys.exit(f"the {name} child imported {got['package']} (compiled: {got['compiled']})")
                figures[name].append(got)
    digests = {got["digest"] for runs in figures.values() for got in runs}
    if len(digests) != 1:
        sys.exit("the compiled build wrote other bytes than the interpreted one")
    print(f"{args.nights} busy nights x {args.rounds} rounds; both builds wrote the same bytes")
    for name, runs in figures.items():
        whole = [w for got in runs for w in got["whole"]]  # type: ignore[attr-defined]
        split = [s for got in runs for s in got["split"]]  # type: ignore[attr-defined]
        parts = " / ".join(f"{statistics.median(p):.2f}" for p in zip(*split, strict=True))
        print(f"{name:<12} whole night {statistics.median(whole):6.2f}x   {' / '.join(STAGES)}: {parts}")


if __name__ == "__main__":
    main()
