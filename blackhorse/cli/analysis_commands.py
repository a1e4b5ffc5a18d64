"""Commands of the analysis stage: ``bots`` (order files written by bot players) and ``sweep``."""

from __future__ import annotations

import argparse
import os
import secrets
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path

from blackhorse.cli.game_commands import writes
from blackhorse.cli.maps import inn_of
from blackhorse.cli.numberargs import add_number
from blackhorse.cli.saying import teller
from blackhorse.core.catalog import msg
from blackhorse.core.errors import BlackhorseError, InputError, Problem
from blackhorse.core.filetargets import file_target_problem
from blackhorse.core.fsops import WriteFailed, write_bytes
from blackhorse.core.names import name_key, same_name
from blackhorse.core.numbers import GAMES, NIGHT, SEED, WORKERS
from blackhorse.core.reader import decode, read_input_bytes
from blackhorse.inn.layout import load_inn

Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]
CHOICES = ("wanderer", "hunter", "cautious", "police", "mix")
# where a problem with the command line is said to be, as `blackhorse new: --tenants: ...`
BOTS, SWEEP = "blackhorse bots", "blackhorse sweep"
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a program stopped by Ctrl-C


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def cmd_bots(args: argparse.Namespace) -> int:
    from blackhorse.analysis.bots import bot_sheets, no_destinations, sheet_yaml, strategy_of
    from blackhorse.core.commit import commit
    from blackhorse.core.yamlsource import parse_yaml
    from blackhorse.game.gameplay import state_before
    from blackhorse.game.ledger import senders
    from blackhorse.game.state import cast_for_night
    from blackhorse.orders.nightinput import night_folder, order_files
    from blackhorse.orders.orderfile import read_order_sheet

    inn = inn_of(args)
    unplayable = no_destinations(inn)
    if unplayable is not None:
        raise InputError([unplayable])
    game_dir: Path = args.game
    state = state_before(game_dir, inn, 2 * args.night - 1).state if args.night >= 1 else None
    if state is None:
        raise InputError([Problem(BOTS, 0, "night", str(args.night), msg("a night number from 1"))])
    files = {name_key(p.stem): p for p in order_files(game_dir, args.night)}  # c.yaml is C's
    in_game = [n for n, t in state.tenants.items() if t.in_game] + list(state.game.police)
    if args.seats is not None:  # c or Ｃ is C, as everywhere names are typed
        seats = [same_name(n, state.game.people) or n for n in _names(args.seats)]
    else:
        seats = [n for n in in_game if name_key(n) not in files]
    problems: list[Problem] = []
    for name in seats:
        if name not in state.game.people:
            problems.append(
                Problem(
                    BOTS,
                    0,
                    "--seats",
                    name,
                    msg("a person of this game: {names}", names=tuple(state.game.people)),
                )
            )
        elif name not in in_game:
            why = state.absent_reason(name)
            still = msg("{name} is {why}; a person still in the game", name=name, why=why)
            problems.append(Problem(BOTS, 0, "--seats", name, still))
        elif name_key(name) in files and (unfit := file_target_problem(files[name_key(name)])):
            problems.append(unfit)  # a folder where the file goes: never written over
        elif name_key(name) in files and not args.force:
            problems.append(
                Problem(
                    str(files[name_key(name)]),
                    0,
                    "",
                    msg("exists"),
                    msg(
                        "the GM's order file of {name} is never replaced by a bot; leave {name} out of"
                        " --seats, or pass --force to replace it",
                        name=name,
                    ),
                )
            )
        elif args.strategy == "police" and name in state.game.tenants:
            problems.append(
                Problem(
                    BOTS,
                    0,
                    "--strategy",
                    "police",
                    msg(
                        "{name} is a tenant: wanderer, "
                        "hunter, cautious or mix (police officers always play the police walker)",
                        name=name,
                    ),
                )
            )
    if len(set(seats)) != len(seats):
        problems.append(Problem(BOTS, 0, "--seats", args.seats, msg("each name once")))
    if problems:
        raise InputError(problems)
    cast = cast_for_night(state, senders(game_dir, args.night) | frozenset(seats))
    sheets = bot_sheets(cast, inn, seats, args.strategy, args.seed, args.night)
    folder = night_folder(game_dir, args.night)
    texts: dict[Path, str] = {}
    tell = teller(game_dir)
    for name, sheet in sheets.items():
        strategy = strategy_of(args.strategy, cast.people[name], args.seed)
        text = sheet_yaml(sheet, strategy, args.seed, args.night)
        path = files.get(name_key(name), folder / f"{name}.yaml")
        checked, found = read_order_sheet(parse_yaml(text, str(path)), name, cast, inn)
        if found or checked is None:  # never write a file `check` would refuse
            raise InputError(found)
        texts[path] = text
        said = msg(
            "{path}: {strategy}, {n} orders, {k} standing",
            path=str(path),
            strategy=strategy,
            n=len(checked.orders),
            k=len(checked.standing),
        )
        tell(said)
    commit(files=texts)
    if not texts:
        tell(
            msg(
                "no empty seats on night {night}: every person in the game has an order file",
                night=args.night,
            )
        )
    else:
        tell(msg("next: {command}", command=f"blackhorse check {game_dir} {args.night}"))
    return 0


def cmd_sweep(args: argparse.Namespace) -> int:
    from blackhorse.analysis.balance import balance, markdown, png
    from blackhorse.analysis.botgame import map_problems
    from blackhorse.analysis.sweep import (
        dask_client,
        describe,
        frame,
        parquet_bytes,
        progress_bar,
        run_sweep,
        scheduler_problem,
    )

    out: Path = args.out
    report, chart = out.with_suffix(".md"), out.with_suffix(".png")
    problems = []
    if args.games < 1:
        problems.append(Problem(SWEEP, 0, "--games", str(args.games), "a number of games from 1"))
    if out.suffix != ".parquet":
        problems.append(Problem(SWEEP, 0, "--out", str(out), "a file name ending in .parquet"))
    if args.workers is not None and args.workers < 1:
        problems.append(Problem(SWEEP, 0, "--workers", str(args.workers), "a number of workers from 1"))
    for path in (out, report, chart):
        unfit = file_target_problem(path)  # a folder is never replaced, not even with --force
        if unfit is not None:
            problems.append(unfit)
        elif path.exists() and not args.force:
            problems.append(Problem(str(path), 0, "", "exists", "a new file name, or --force to replace it"))
    if args.scheduler is not None and args.workers is not None:
        problems.append(
            Problem(
                SWEEP,
                0,
                "--workers",
                str(args.workers),
                "no --workers with --scheduler: the scheduler's workers are the ones started with"
                " `dask worker`; --workers sizes the local cluster",
            )
        )
    if args.scheduler is not None:
        wrong = scheduler_problem(args.scheduler)
        if wrong:
            problems.append(Problem(SWEEP, 0, "--scheduler", args.scheduler, wrong))
    unwritable = _unwritable(out)
    if unwritable:  # said now, not after the last game
        problems.append(Problem(SWEEP, 0, "--out", str(out), unwritable))
    map_text = None
    if args.map is not None:
        try:  # checked here, once, with the GM's file name in every message
            inn = load_inn(args.map)
            problems += map_problems(inn)
            # the text the check read, by the same reader (UTF-16 with a byte-order mark too)
            map_text = decode(read_input_bytes(args.map))
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    bar = None if args.quiet else progress_bar()
    played = [0]  # games done so far, to say on Ctrl-C

    def progress(done: int, total: int) -> None:
        played[0] = done
        if bar is not None:
            bar(done, total)

    try:
        with dask_client(args.scheduler, args.workers) as client:
            print(
                f"sweep: {args.games} games, strategy {args.strategy}, seed {args.seed}, on "
                f"{describe(client.scheduler_info())}",
                file=sys.stderr,
            )
            if args.scheduler and not client.scheduler_info().get("workers"):
                print(  # it waits for them, which looked like a sweep stuck at 0 games
                    f"note: the scheduler has no workers yet; the games start when one joins"
                    f" (dask worker {args.scheduler})",
                    file=sys.stderr,
                )
            rows = run_sweep(
                client,
                args.games,
                args.seed,
                args.strategy,
                map_text,
                str(args.map or ""),
                progress,
            )
    except KeyboardInterrupt:
        end = "\n" if bar is not None and played[0] < args.games else ""  # below the bar, not on it
        print(
            f"{end}{SWEEP}: stopped (Ctrl-C) after {played[0]} of {args.games} games; nothing was written",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    except (OSError, TimeoutError) as exc:
        where = f"the Dask scheduler at {args.scheduler}" if args.scheduler else "a local Dask cluster"
        raise BlackhorseError(f"could not run the sweep on {where}: {exc}") from None
    summary = balance(frame(rows))
    title = f"{args.games} games, strategy {args.strategy}, seed {args.seed}" + (
        f", map {args.map.name}" if args.map else ""
    )
    _write_all(
        {
            out: parquet_bytes(rows),
            report: markdown(summary, title, chart.name).encode(),
            chart: png(summary),
        },
        force=args.force,
    )
    wins = ", ".join(f"{side} {e.percent()}" for side, e in summary.wins.items())
    print(f"{summary.games} games, {summary.nights} nights; wins: {wins}")
    print(f"wrote {out}, {report}, {chart}")
    return 0


def _unwritable(out: Path) -> str | None:
    """Why the sweep's files could not be written beside ``out`` (None: they can), found
    before any game is played by creating and removing a file in the first folder of its
    path that exists (the folders missing below it are made when the files are written)."""
    folder = out.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        return f"{folder} is not a folder; a file name in a folder you can write to"
    try:
        fd, name = tempfile.mkstemp(prefix=".blackhorse-sweep-probe-", dir=folder)
    except OSError as exc:
        why = exc.strerror or str(exc)
        return f"{folder} cannot be written to ({why}); a file name in a folder you can write to"
    os.close(fd)
    os.unlink(name)
    return None


def _write_all(files: Mapping[Path, bytes], *, force: bool) -> None:
    """Write every file next to its place first, then move them all in (or none).

    The files are made as every output of blackhorse is (``0o644`` less the umask, not the
    owner-only mode of a temporary file). Without ``force`` no file is replaced, not even
    one that appeared while the games were played (another sweep with the same ``--out``):
    each is linked in only if its name is free, and those linked are taken back if one is not.
    """
    staged: list[tuple[Path, Path]] = []
    placed: list[Path] = []
    try:
        for target, content in files.items():
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise WriteFailed.of(exc, target.parent) from None
            tmp = target.with_name(f".{target.name}.new-{secrets.token_hex(4)}")
            write_bytes(tmp, content, shown=target)
            staged.append((tmp, target))
        for tmp, target in staged:
            try:
                _place(tmp, target, force=force)
            except OSError as exc:
                for done in placed if not force else ():  # only files this run made
                    done.unlink(missing_ok=True)
                if isinstance(exc, FileExistsError):
                    raise BlackhorseError(
                        f"{target} appeared while the games were played (another sweep with the same"
                        " --out?); it was not replaced and no file of this sweep was written: run again"
                        " with another --out, or with --force to replace it"
                    ) from None
                raise WriteFailed.of(exc, target) from None
            placed.append(target)
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)


def _place(tmp: Path, target: Path, *, force: bool) -> None:
    """Move the staged ``tmp`` to ``target``; without ``force`` only while the name is free
    (a hard link fails on an existing name in one step; where the file system has no hard
    links, the name is looked at just before)."""
    if force:
        os.replace(tmp, target)
        return
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise
    except OSError:
        if target.exists():
            raise FileExistsError(str(target)) from None
        os.replace(tmp, target)


def register_analysis_commands(add: Adder) -> None:
    p = add("bots", writes(cmd_bots), "write order files for empty seats of a night, played by bots")
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument("--seats", default=None, help="who the bots play, e.g. C,F (default: every empty seat)")
    p.add_argument("--strategy", choices=CHOICES, default="mix", help="how they play (default mix)")
    add_number(
        p,
        "--seed",
        bound=SEED,
        below=True,
        required=True,
        help="the bots' random seed (same seed, same files)",
    )
    p.add_argument("--force", action="store_true", help="replace existing order files of the seats named")
    p = add("sweep", cmd_sweep, "play many bot games on Dask; write a table and a balance report")
    add_number(p, "--games", bound=GAMES, below=True, required=True, help="how many games")
    p.add_argument("--strategy", choices=CHOICES[:3] + ("mix",), default="mix", help="the tenants' bots")
    add_number(
        p, "--seed", bound=SEED, below=True, required=True, help="the sweep's seed (same seed, same table)"
    )
    p.add_argument("--out", type=Path, required=True, help="SWEEP.parquet (SWEEP.md and SWEEP.png beside it)")
    p.add_argument("--scheduler", default=None, help="address of a running Dask scheduler (tcp://HOST:PORT)")
    add_number(
        p, "--workers", bound=WORKERS, below=True, default=None, help="local workers (default: one per core)"
    )
    p.add_argument("--force", action="store_true", help="replace existing output files")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
