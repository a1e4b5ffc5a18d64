"""The guard of issue 25 counted in instructions: a busy night in memory, under Valgrind.

    python benchmarks/count_night.py [--rev REV] [--nights 6] [--cli] [--by-function]

Times on the shared machine move a run by 3-4x at load (docs/PERFORMANCE.md, the
fourteenth round); instruction counts move by well under 1 %. This is the harness the
thirteenth to fifteenth rounds counted the guard with ("the whole night in memory with
every file", ``run_checked(checked, inn).files()``), kept so that every round counts the
same way:

* ``whole`` and ``none``: one process each under ``valgrind --tool=cachegrind
  --cache-sim=no``, ``PYTHONHASHSEED=0``. Both build the busy games of seeds 0..N-1
  (``busy_night.py``), check them, and run each whole night once (warm: imports, caches,
  the inn's tables); then ``whole`` runs every night again and ``none`` stops there. **A
  busy night is (whole - none) / N**, so the start-up, the games' writing and the warm pass
  cancel. ``bare`` does the same with N bare SimPy nights (``bench_ratios.bare_simpy_night``)
  in place of the busy ones: the guard's floor, in instructions (13.0M in the rounds before).
* The package counted is this checkout's (whatever ``import blackhorse`` finds), or with
  ``--rev REV`` a ``git archive`` of REV's ``blackhorse/`` unpacked into
  ``build/count-REV`` and put first on ``PYTHONPATH``; the benchmarks' own helpers are
  always this checkout's. Bytecode is written by a run outside Valgrind before the counted
  ones (so neither side counts compiling).
* ``--cli``: also the whole ``blackhorse night GAME 1`` process, a rerun on the busiest night
  (seed 3; run once before, so the results exist), and the import baseline ``python -c
  "import simpy, networkx"``, each one process under cachegrind (issue 25's `night` figure,
  which must not grow).
* ``--by-function``: the counted nights again under ``valgrind --tool=callgrind``, with a
  dump at every entry to and exit from the functions of ``WRAPPED`` (a client request,
  ``CALLGRIND_DUMP_STATS_AT``, from a small C library compiled into ``build/`` and called
  through ``ctypes``); each interval's instructions belong to the function on top of the
  stack then, so each figure is that function's *own*, its wrapped callees apart. A
  function is wrapped where its module and every module that imported it by name hold it;
  a reference kept elsewhere (a tuple, a default argument) is not seen. Needs ``gcc`` and
  Valgrind's headers.

It prints, in millions of instructions: ``whole``, ``none``, ``bare``, a busy night and the
same in bare nights (instructions: the guard itself is a ratio of times, ~17.5x when this
reads ~14.5x), then with ``--cli`` the command and the baseline and their ratio, then with
``--by-function`` a table of each wrapped function's own instructions a night
(``ReportedNight.files`` holds the visibility pass's columns, made there, and the cycle
collector's walk when the pause ends). On this machine the three counts take ~5 minutes
idle, ``--cli`` adds ~3, ``--by-function`` ~15 (callgrind); at load 10 all of it took 30
minutes. Run it with ``nice -n 5``. Two runs of the same code differ by up to ~0.7M a night:
a smaller change is not seen.

Counted on main ``82c26c5`` (3 December 10:10-10:40 UTC, load 3-13): whole 5,476.4M, none
3,749.5M, bare 3,868.9M: a busy night 287.8M (the fifteenth round's figure), a bare night
19.9M; ``night GAME 1`` 1,111.1M against the baseline's 600.7M (1.85x).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
BUSIEST = 3  # busy_night.py's busiest night (issue 25)

# The report build and the files by function (module, qualified name): the fifteenth round's
# split. A method is wrapped on its class.
WRAPPED: tuple[tuple[str, str], ...] = (
    ("blackhorse.reports.night", "ReportedNight.files"),
    ("blackhorse.reports.report", "night_reports"),
    ("blackhorse.reports.night", "_lines"),
    ("blackhorse.reports.jsonfile", "JsonWriter.report"),
    ("blackhorse.reports.gmsheet", "render_gm"),
    ("blackhorse.reports.render", "render_all"),
    ("blackhorse.reports.seenevents", "seen_events"),
    ("blackhorse.reports.seenevents", "_grouped"),
    ("blackhorse.reports.lines", "plain_lines"),
    ("blackhorse.reports.lines", "_ordered"),
    ("blackhorse.reports.lines", "_own_rows"),
    ("blackhorse.reports.events", "own_events"),
    ("blackhorse.reports.events", "NightFacts"),
    ("blackhorse.night.referee", "simulate"),
)


# --- the child: runs inside Valgrind -------------------------------------------------------


def _setup(nights: int) -> tuple[Any, list[Any]]:
    sys.path.insert(0, str(BENCH))
    from busy_night import write_busy_game

    import blackhorse as bh
    from blackhorse.results.nightresult import run_checked

    inn = bh.load_inn()
    tmp = Path(tempfile.mkdtemp(prefix="count-night-"))
    checked = [bh.check_night(write_busy_game(tmp / f"g{s}", seed=s), 1, inn) for s in range(nights)]
    for c in checked:  # warm: imports, caches, the inn's tables
        run_checked(c, inn).files()
    from bench_ratios import bare_simpy_night

    bare_simpy_night()
    return inn, checked


def _whole(inn: Any, checked: list[Any]) -> None:
    from blackhorse.results.nightresult import run_checked

    for c in checked:
        run_checked(c, inn).files()


def _wrap(dump: Callable[[bytes], None]) -> None:
    """Every function of WRAPPED dumps the counts on entry (+name) and exit (-name)."""
    for module_name, qualname in WRAPPED:
        module = importlib.import_module(module_name)
        owner: Any = module
        *path, attr = qualname.split(".")
        for part in path:
            owner = getattr(owner, part)
        original = getattr(owner, attr)
        enter, leave = f"+{qualname}".encode(), f"-{qualname}".encode()

        def wrapper(
            *args: Any, _f: Any = original, _in: bytes = enter, _out: bytes = leave, **kwargs: Any
        ) -> Any:
            dump(_in)
            try:
                return _f(*args, **kwargs)
            finally:
                dump(_out)

        setattr(owner, attr, wrapper)
        if not path:  # imported by name elsewhere: wrap it there too
            for other in list(sys.modules.values()):
                if getattr(other, attr, None) is original:
                    setattr(other, attr, wrapper)


def child(mode: str, nights: int, library: str | None) -> None:
    inn, checked = _setup(nights)
    if mode == "whole":
        _whole(inn, checked)
    elif mode == "bare":
        from bench_ratios import bare_simpy_night

        for _ in range(nights):
            bare_simpy_night()
    elif mode == "functions":
        assert library is not None
        lib = ctypes.CDLL(library)
        lib.count_night_dump.argtypes = [ctypes.c_char_p]
        dump = lib.count_night_dump
        _wrap(dump)
        dump(b"=begin")
        _whole(inn, checked)
        dump(b"=end")


# --- the parent: archives, Valgrind, sums ---------------------------------------------------


def _package(rev: str | None) -> Path | None:
    if rev is None:
        return None
    sha = subprocess.run(
        ["git", "rev-parse", "--short", rev], cwd=ROOT, capture_output=True, text=True, check=True
    )
    where = ROOT / "build" / f"count-{sha.stdout.strip()}"
    if not (where / "blackhorse").is_dir():
        where.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "archive", rev, "blackhorse"], cwd=ROOT, capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", str(where)], input=archive.stdout, check=True)
    return where


def _env(package: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONHASHSEED"] = "0"
    if package is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(package), *filter(None, [env.get("PYTHONPATH")])])
    return env


def _cachegrind(argv: list[str], env: dict[str, str], out: Path) -> float:
    """Instructions of one whole process, in millions."""
    subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}", *argv],
        env=env,
        cwd=out.parent,  # not the checkout: a `python -c` there would import its package first
        check=True,
        capture_output=True,
    )
    found = re.search(r"^summary:\s+(\d+)", out.read_text(), re.MULTILINE)
    assert found, f"no summary in {out}"
    return int(found.group(1)) / 1e6


def _own_by_function(folder: Path) -> dict[str, float]:
    """Each dump's instructions to the function on top of the stack during its interval."""
    dumps = []
    for f in folder.glob("callgrind.out.*"):
        text = f.read_text(errors="replace")
        said = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.MULTILINE)
        count = re.search(r"^(?:totals|summary):\s+(\d+)", text, re.MULTILINE)
        part = re.search(r"^part:\s+(\d+)", text, re.MULTILINE)
        if said and count and part:
            dumps.append((int(part.group(1)), said.group(1).strip(), int(count.group(1))))
    dumps.sort()
    own: dict[str, float] = {}
    stack: list[str] = []
    counting = False
    for _, label, total in dumps:
        if counting:
            top = stack[-1] if stack else "(the rest: unwrapped code between them)"
            own[top] = own.get(top, 0) + total
        if label == "=begin":
            counting = True
        elif label == "=end":
            counting = False
        elif label.startswith("+"):
            stack.append(label[1:])
        elif label.startswith("-"):
            stack.pop()
    return own


def _by_function(python: str, env: dict[str, str], nights: int, work: Path) -> dict[str, float]:
    source = work / "count_night_dump.c"
    library = work / "count_night_dump.so"
    source.write_text(
        "#include <valgrind/callgrind.h>\n"
        "void count_night_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }\n"
    )
    subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    dumps = work / "callgrind"
    dumps.mkdir()
    subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--dump-instr=no",
            "--dump-line=no",
            f"--callgrind-out-file={dumps}/callgrind.out",
            python,
            __file__,
            "--child",
            "functions",
            "--nights",
            str(nights),
            "--library",
            str(library),
        ],
        env=env,
        check=True,
        capture_output=True,
        cwd=work,
    )
    return {name: n / 1e6 / nights for name, n in _own_by_function(dumps).items()}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--rev", help="count this commit's package (git archive into build/) instead of the checkout's"
    )
    parser.add_argument("--nights", type=int, default=6, help="busy nights, seeds 0..N-1 (default 6)")
    parser.add_argument(
        "--cli", action="store_true", help="also `blackhorse night GAME 1` on the busiest night"
    )
    parser.add_argument("--by-function", action="store_true", help="also each wrapped function's own count")
    parser.add_argument("--child", choices=["whole", "none", "bare", "functions"], help=argparse.SUPPRESS)
    parser.add_argument("--library", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.nights, args.library)
        return

    package = _package(args.rev)
    env = _env(package)
    python = sys.executable
    (ROOT / "build").mkdir(exist_ok=True)
    where = subprocess.run(
        [python, "-c", "import blackhorse, os; print(os.path.dirname(blackhorse.__file__))"],
        env=env,
        cwd=ROOT / "build",  # not the checkout, whose own package `python -c` would find first
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    print(f"count_night.py: blackhorse from {where}; busy nights seeds 0-{args.nights - 1}, PYTHONHASHSEED=0")
    (ROOT / "build").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=ROOT / "build", prefix="count-night-") as tmp:
        work = Path(tmp)
        me = [python, __file__, "--nights", str(args.nights), "--child"]
        subprocess.run([*me, "whole"], env=env, check=True, capture_output=True, cwd=work)  # bytecode written
        counts = {
            mode: _cachegrind([*me, mode], env, work / f"cg.{mode}") for mode in ("whole", "none", "bare")
        }
        night = (counts["whole"] - counts["none"]) / args.nights
        bare = (counts["bare"] - counts["none"]) / args.nights
        for mode, n in counts.items():
            print(f"{mode:<40} {n:>12,.1f}M")
        print(f"{'a busy night (whole - none) / N':<40} {night:>12,.1f}M")
        print(f"{'a bare SimPy night (bare - none) / N':<40} {bare:>12,.1f}M")
        print(f"{'a busy night in bare nights':<40} {night / bare:>12.2f}x   (in instructions)")
        if args.cli:
            sys.path.insert(0, str(BENCH))
            from busy_night import write_busy_game

            game = write_busy_game(work / "busiest", BUSIEST)
            command = [python, "-c", "import sys; from blackhorse.cli import main; sys.exit(main())", "night"]
            command += [str(game), "1"]
            subprocess.run(command, env=env, check=True, capture_output=True, cwd=work)  # a rerun next
            baseline = [python, "-c", "import simpy, networkx"]
            subprocess.run(baseline, env=env, check=True, capture_output=True, cwd=work)
            cli = _cachegrind(command, env, work / "cg.cli")
            base = _cachegrind(baseline, env, work / "cg.base")
            print(f"{'`night GAME 1` rerun, busiest night':<40} {cli:>12,.1f}M")
            label = 'python -c "import simpy, networkx"'
            print(f"{label:<40} {base:>12,.1f}M")
            print(f"{'RATIO `night` / import':<40} {cli / base:>12.2f}x   (goal <= 1.5x in time)")
        if args.by_function:
            own = _by_function(python, env, args.nights, work)
            print("own instructions a busy night, wrapped callees apart (callgrind):")
            for name, n in sorted(own.items(), key=lambda kv: -kv[1]):
                print(f"  {name:<58} {n:>8,.1f}M")
            print(f"  {'(sum: the counted nights under callgrind)':<58} {sum(own.values()):>8,.1f}M")


if __name__ == "__main__":
    main()
