"""The speed goals of issue 13 as ratios, every figure measured interleaved in one run.

    python benchmarks/bench_ratios.py [--nights 60] [--runs 9] [--games 40]

Each round measures, one after the other on the same busy night (11 people, an order in
every slot, ``busy_night.py``): a bare SimPy night (11 processes, one timeout per minute,
a position write), the engine's simulation plus the visibility pass, the whole night
in memory with every report and file, the same whole night split into its four stages
(simulate, sight, reports, files, each against the bare night), and the visibility pass
alone on that night's run. The machine's speed drifts by a third within
minutes, so the ratios are taken per round and their median printed, never a ratio of
figures measured at different times.

Then, alternating: the whole ``blackhorse night`` process on a shipped example against
``python -c "import simpy, networkx"``; the same on the busiest night (``busy_night.py``,
seed 3), as a GM runs it into the game folder, plain, with ``--charts --html``, and plain
again on results that hold the pictures (a rerun makes them again) (issue 25;
with ``--against CHECKOUT`` another checkout's ``blackhorse`` is timed in the same rounds,
before and after side by side); ``status`` and ``play`` in process on games of N
and 4N nights with fresh results (linear: about 4x; quadratic: 16x); and the
sweeps' batch path (``play_bot_night``: no files, no reports) in busy nights per second,
split into its parts (bots, simulate, sight, the rest), and whole bot games per night.
See docs/PERFORMANCE.md for the figures and the goals.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Generator
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import simpy  # noqa: E402
from busy_night import write_busy_game  # noqa: E402
from long_game import write_long_game  # noqa: E402

import blackhorse as bh  # noqa: E402
from blackhorse.analysis.botgame import (  # noqa: E402
    bot_game_setup,
    bot_night_orders,
    night_seen,
    play_bot_game,
    play_bot_night,
)
from blackhorse.analysis.clues import clue_windows  # noqa: E402
from blackhorse.core.gcpause import gc_paused  # noqa: E402
from blackhorse.game.gameplay import play_game  # noqa: E402
from blackhorse.game.state import initial_state  # noqa: E402
from blackhorse.inn.layout import Inn  # noqa: E402
from blackhorse.night.referee import simulate  # noqa: E402
from blackhorse.orders.nightinput import NightInput  # noqa: E402
from blackhorse.results.nightresult import run_checked  # noqa: E402
from blackhorse.sight.visibility import run_sightings, sightings_near  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PEOPLE = ("A", "B", "C", "D", "E", "F", "G", "H", "P1", "P2", "P3")


def bare_simpy_night() -> list[tuple[int, str, str]]:
    """The floor: 11 SimPy processes, one timeout per minute, a position written each minute."""
    env = simpy.Environment()
    steps: list[tuple[int, str, str]] = []

    def person(name: str) -> Generator[simpy.events.Event, object, None]:
        for minute in range(180):
            steps.append((minute, name, "201"))
            yield env.timeout(1)

    for name in PEOPLE:
        env.process(person(name))
    env.run()
    return steps


def clock(func: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    func()
    return time.perf_counter() - t0


CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # bytecode kept


def wall(argv: list[str], cwd: Path = ROOT) -> float:
    t0 = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, cwd=cwd, env=CACHED)
    return time.perf_counter() - t0


def wall_and_cpu(argv: list[str]) -> tuple[float, float]:
    """Wall clock and CPU time (user + system) of one whole process: on a machine shared
    with other work the CPU time moves less with the load than the wall clock."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    took = wall(argv)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return took, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def med(values: list[float]) -> float:
    return statistics.median(values)


def line(label: str, value: str, goal: str = "") -> None:
    print(f"{label:<52} {value:>14}   {goal}")


def _sim_and_sight(c: NightInput, inn: Inn) -> object:
    return run_sightings(simulate(c.cast, c.sheets, inn), inn)


def _whole_night(c: NightInput, inn: Inn) -> object:
    return run_checked(c, inn).files()


def _whole_split(c: NightInput, inn: Inn) -> tuple[float, float, float, float]:
    """The whole night's four stages, timed one after the other: the simulation, the
    visibility pass with its columns (read by the reports and the files; a whole night makes
    no ``Sighting`` rows but its lines' own), the reports' build, then every file (the
    collector paused where the night pauses it)."""
    t0 = time.perf_counter()
    night = run_checked(c, inn)
    t1 = time.perf_counter()
    with gc_paused():
        night.sighting_columns  # noqa: B018 (cached: computed here)
    t2 = time.perf_counter()
    night.reports  # noqa: B018
    t3 = time.perf_counter()
    night.files()
    t4 = time.perf_counter()
    return t1 - t0, t2 - t1, t3 - t2, t4 - t3


def night_ratios(nights: int) -> None:
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        checked = [
            bh.check_night(write_busy_game(Path(tmp) / f"g{i}", seed=i), 1, inn) for i in range(nights)
        ]
        bare, engine, whole, sight, r_engine, r_whole, r_sight = [], [], [], [], [], [], []
        r_parts: list[tuple[float, ...]] = []
        for c in checked:
            b = clock(bare_simpy_night)
            e = clock(partial(_sim_and_sight, c, inn))
            w = clock(partial(_whole_night, c, inn))
            r_parts.append(tuple(t / b for t in _whole_split(c, inn)))
            run = simulate(c.cast, c.sheets, inn)
            v = clock(partial(run_sightings, run, inn))
            bare.append(b)
            engine.append(e)
            whole.append(w)
            sight.append(v)
            r_engine.append(e / b)
            r_whole.append(w / b)
            r_sight.append(v / b)
    line("bare SimPy night (11 processes, 180 minutes)", f"{med(bare) * 1000:.2f} ms")
    line("  visibility pass alone (run_sightings)", f"{med(sight) * 1000:.2f} ms")
    line("  ratio visibility pass / bare SimPy", f"{med(r_sight):.2f}x", "(its share: ~0.5x)")
    line("simulate + visibility", f"{med(engine) * 1000:.2f} ms")
    line("whole night in memory, every report and file", f"{med(whole) * 1000:.2f} ms")
    line("RATIO simulate + visibility / bare SimPy", f"{med(r_engine):.2f}x", "goal <= 2x")
    line("RATIO whole night in memory / bare SimPy", f"{med(r_whole):.2f}x", "guard <= 16x (retired: 8x)")
    split = " / ".join(f"{med(list(part)):.2f}" for part in zip(*r_parts, strict=True))
    line("  of which simulate / sight / reports / files", f"{split}x", "(each in bare nights)")


def cli_ratio(runs: int) -> None:
    exe = str(Path(sys.executable).parent / "blackhorse")
    # The results go to a folder on the game's own disk, as ``blackhorse night`` writes them
    # into the game folder, not to /tmp: on this machine /tmp is 5-20x slower to create a file
    # in (0.14-0.56 ms against 0.02-0.03 ms), which alone moved the ratio by ~0.15.
    (ROOT / "build").mkdir(exist_ok=True)  # ignored by git
    with tempfile.TemporaryDirectory(dir=ROOT / "build", prefix="bench-cli-") as tmp:
        night = [exe, "night", "scenarios/first-night", "1", "--out", str(Path(tmp) / "out")]
        base = [sys.executable, "-c", "import simpy, networkx"]
        wall(night), wall(base)  # bytecode written and cached (PYTHONDONTWRITEBYTECODE aside)
        pairs = [(wall(night), wall(base)) for _ in range(runs)]
    line("CLI `night scenarios/first-night 1 --out`", f"{med([a for a, _ in pairs]) * 1000:.0f} ms")
    line('python -c "import simpy, networkx"', f"{med([b for _, b in pairs]) * 1000:.0f} ms")
    line("RATIO CLI night / import simpy, networkx", f"{med([a / b for a, b in pairs]):.2f}x", "goal <= 1.5x")


BUSIEST = 3  # the seed of busy_night.py's busiest night (issue 25)


def busiest_ratios(runs: int, against: Path | None) -> None:
    """``blackhorse night GAME 1`` and ``... --charts --html`` on the busiest night, written
    into the game folder as a GM runs them, each against the import baseline timed right
    after it; with ``against``, that checkout's command in the same rounds."""
    sides = {"": Path(sys.executable).parent / "blackhorse"}
    if against is not None:
        sides[f" [{against.name}]"] = against.resolve() / ".venv" / "bin" / "blackhorse"
    base = [sys.executable, "-c", "import simpy, networkx"]
    (ROOT / "build").mkdir(exist_ok=True)  # ignored by git; the game's own disk, as above
    # each command on a game folder of its own: a rerun makes again the pictures its results
    # hold (docs/ORDERS.md), so `night` on the folder `--charts --html` ran in drew them too
    # (from 21:01 on 1 December until this was found: the `night` row was a night with
    # pictures); the third row is that case, a plain rerun of a night the GM page ran
    kinds: tuple[tuple[str, list[str], list[str]], ...] = (
        ("night", [], []),
        ("night --charts --html", ["--charts", "--html"], []),
        ("night, rerun of a night with pictures", [], ["--charts", "--html"]),
    )
    with tempfile.TemporaryDirectory(dir=ROOT / "build", prefix="bench-busiest-") as tmp:
        commands: dict[str, list[str]] = {}
        for label, exe in sides.items():
            for what, flags, first in kinds:
                game = write_busy_game(Path(tmp) / f"game-{len(commands)}", BUSIEST)
                wall([str(exe), "night", str(game), "1", *first])  # bytecode written, results made once
                commands[f"{what}{label}"] = [str(exe), "night", str(game), "1", *flags]
        for argv in commands.values():
            wall(argv)
        wall(base)
        times: dict[str, list[tuple[tuple[float, float], tuple[float, float]]]] = {k: [] for k in commands}
        for _ in range(runs):
            for name, argv in commands.items():
                times[name].append((wall_and_cpu(argv), wall_and_cpu(base)))
    bases = [b for v in times.values() for _, b in v]
    line('python -c "import simpy, networkx" (all rounds)', f"{med([w for w, _ in bases]) * 1000:.0f} ms")
    line("  its CPU time (user + system)", f"{med([c for _, c in bases]) * 1000:.0f} ms")
    for name, pairs in times.items():
        goal = "goal <= 4x" if "charts" in name or "pictures" in name else "goal <= 1.5x"
        line(f"CLI `{name}`, busiest night", f"{med([a[0] for a, _ in pairs]) * 1000:.0f} ms")
        line(f"RATIO `{name}` / import", f"{med([a[0] / b[0] for a, b in pairs]):.2f}x", goal)
        cpu = f"{med([a[1] / b[1] for a, b in pairs]):.2f}x"
        line(f"  the same in CPU time ({med([a[1] for a, _ in pairs]) * 1000:.0f} ms)", cpu)


def game_ratios(runs: int, nights: int) -> None:
    """`status` and `play` in process on games of N and 4N nights, results fresh (a linear
    command costs about 4x on 4x the nights; a quadratic one 16x)."""
    inn = bh.load_inn()
    with tempfile.TemporaryDirectory() as tmp:
        short = write_long_game(Path(tmp) / "short", nights)
        long = write_long_game(Path(tmp) / "long", 4 * nights)
        for g in (short, long):
            play_game(g, inn)
        commands: dict[str, Callable[[Path], object]] = {
            "status": lambda g: bh.open_game(g, inn).status(),
            "play": lambda g: play_game(g, inn),
        }
        for name, command in commands.items():
            pairs = [(clock(partial(command, short)), clock(partial(command, long))) for _ in range(runs)]
            a, b = med([p[0] for p in pairs]), med([p[1] for p in pairs])
            line(f"`{name}` on {nights} / {4 * nights} nights (fresh)", f"{a * 1000:.0f} / {b * 1000:.0f} ms")
            line(
                f"RATIO `{name}` {4 * nights} nights / {nights} nights",
                f"{med([q / p for p, q in pairs]):.2f}x",
                "linear: ~4x (quadratic: ~16x)",
            )


def batch_rate(games: int, whole_games: int) -> None:
    """The sweeps' batch night (``play_bot_night``) in busy nights per second, and where its
    time goes. A batch night is: the night's cast and every bot's checked orders built in
    memory (no order file written or read), the engine's simulation, the visibility pass
    (``sightings_near``: the night's sightings counted from the engine's tracks, those
    around each murder written out), and each murder's clues (witnesses, suspects) read from the
    sightings around it; no files, no reports; the cycle collector paused meanwhile. The
    split times the same four parts one after the other on the same nights. Then whole bot
    games as a sweep plays them (nights, the police bot's days, the game's rules, the
    table's rows), per night."""
    inn = bh.load_inn()
    states = [initial_state(bot_game_setup(inn, f"bench:{i}")) for i in range(games)]
    for s in states[:2]:
        play_bot_night(s, 1, "mix", "bench", inn)  # warm caches
    whole = 0.0
    parts = dict.fromkeys(("bots", "simulate", "sight", "rest"), 0.0)
    for i, s in enumerate(states):
        seed = f"bench:{i}"
        t0 = time.perf_counter()
        play_bot_night(s, 1, "mix", seed, inn)
        whole += time.perf_counter() - t0
        with gc_paused():  # as in play_bot_night
            t0 = time.perf_counter()
            cast, checked = bot_night_orders(s, 1, "mix", seed, inn)
            t1 = time.perf_counter()
            run = simulate(cast, checked, inn)
            t2 = time.perf_counter()
            count, near = sightings_near(run, inn, clue_windows(run.cases))
            t3 = time.perf_counter()
            night_seen(1, len(cast.people), run.cases, near, inn, count)
            t4 = time.perf_counter()
        for key, a, b in zip(parts, (t0, t1, t2, t3), (t1, t2, t3, t4), strict=True):
            parts[key] += b - a
    per = whole / games
    split = " / ".join(f"{v / games * 1000:.2f}" for v in parts.values())
    line("batch night (bots' orders built, simulate, sight, clues)", f"{per * 1000:.2f} ms")
    line("  of which bots / simulate / sight / the rest", f"{split} ms")
    line("RATE batch busy nights per second, one core", f"{1 / per:.0f}/s", "goal >= 500/s per core")
    t0 = time.perf_counter()
    nights = sum(
        1 for i in range(whole_games) for r in play_bot_game(i, "bench", "mix", inn) if r["kind"] == "night"
    )
    per_game_night = (time.perf_counter() - t0) / nights
    line(
        f"whole bot games ({whole_games} games, {nights} nights and days)",
        f"{per_game_night * 1000:.2f} ms/night",
        f"{1 / per_game_night:.0f} nights/s",
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nights", type=int, default=60, help="busy nights for the in-process ratios")
    parser.add_argument("--runs", type=int, default=9, help="whole-process runs for each command")
    parser.add_argument("--games", type=int, default=100, help="bot nights for the batch rate")
    parser.add_argument("--whole-games", type=int, default=20, help="whole bot games for the sweep's rate")
    parser.add_argument("--game-nights", type=int, default=4, help="N of the play/status ratio (N and 4N)")
    parser.add_argument(
        "--against", type=Path, default=None, help="another checkout: its CLI timed alongside"
    )
    parser.add_argument("--only-cli", action="store_true", help="only the whole-process rows")
    args = parser.parse_args()
    if not args.only_cli:
        night_ratios(args.nights)
    cli_ratio(args.runs)
    busiest_ratios(args.runs, args.against)
    if args.only_cli:
        return
    game_ratios(args.runs, args.game_nights)
    batch_rate(args.games, args.whole_games)


if __name__ == "__main__":
    main()
