"""Mutation fuzzing of every input kind through every command (issue 10).

A template game folder (the full-game scenario with night 1 played) is copied for each case;
one input file is mutated (bytes flipped, inserted, cut, lines shuffled or re-indented,
hostile YAML spliced in, the file swapped for a link, a FIFO or a folder) and one command is
run on it in a forked child with a time and memory limit. A case passes when the command
exits 0 or 2, prints no traceback, stays within the limits, and, when it exits 2, leaves the
folder byte for byte as it was. Seeded: the same seed gives the same cases.

Used by ``tests/test_fuzz_mutations.py`` (a short run) and ``benchmarks/fuzz_inputs.py``
(the long run, 10,000 mutations and more).
"""

from __future__ import annotations

import gc
import os
import random
import resource
import select
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from tests.processkit import address_space, process_cpu
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).resolve().parents[1]
FULL_GAME = SCENARIOS / "full-game"
MAP = ROOT / "blackhorse" / "data" / "inn.yaml"
# What a command may take, each far above any real run: seconds of CPU (a loop; counted in CPU,
# not on the clock, which a loaded machine stretches tenfold), seconds without using any CPU
# (a hang: a read from a FIFO, a lock waited for), and bytes of address space on top of what
# the fuzzing process holds when it forks (its VmSize: in a test process that ran the browser
# and portal tests that is gigabytes more than its resident size, and counting from the latter
# failed commands with MemoryError for no fault of theirs).
TIME_LIMIT = 30
STALL = 60.0
MEMORY_LIMIT = 2 << 30

HOSTILE = [
    "&a [x, x]",
    "*a",
    "!foo x",
    "!!int abc",
    "!!python/name:os.system x",
    "!!timestamp nope",
    "[" * 300 + "]" * 300,
    "9" * 4400,
    "\x00",
    "\t",
    "\u202e",
    "\x1b[2J",
    "'",
    '"',
    "{",
    "[",
    ": ",
    "- ",
    "? ",
    "---\n",
    "%YAML 1.1\n",
    "\ufeff",
    "20:30",
    "8:30",
    "２０９",
    "209房",
    "娱乐间",
    "\n" * 3,
    "x" * 5000,
    "../../etc/passwd",
    "door-205",
    "kill: B",
    "go: [",
    "at:",
    "~",
    "null",
    "yes",
]
SPECIAL = ["symlink", "dangling", "fifo", "folder", "empty", "huge"]
# Names a folder or file under nights/ or days/ may be given by hand (issue 20): numbers in
# other scripts, signs, leading zeros, past the bound, words.
ODD_NAMES = [
    "²",
    "¹",
    "١",
    "१",
    "１",
    "٣",
    "03",
    "+1",
    "-1",
    "0",
    "1000",
    "99999999999999999999",
    "1.5",
    "1e3",
    " 1",
    "1 ",
    "notes",
    "A.yaml",
    "results",
    "..",
    "\u202e1",
    "x" * 200,
]


@dataclass
class Counts:
    """What a fuzz run did: cases by command and by outcome, and every failure in words."""

    cases: int = 0
    by_command: Counter[str] = field(default_factory=Counter)
    by_exit: Counter[int] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        commands = ", ".join(f"{c} {n}" for c, n in sorted(self.by_command.items()))
        exits = ", ".join(f"exit {c}: {n}" for c, n in sorted(self.by_exit.items()))
        return f"{self.cases} mutations ({commands}); {exits}; {len(self.failures)} failures"


def mutate_text(raw: bytes, rng: random.Random) -> bytes:
    """One to three random mutations of ``raw``."""
    data = bytearray(raw)
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(8)
        at = rng.randint(0, len(data))
        if kind == 0 and data:  # flip a byte
            i = rng.randrange(len(data))
            data[i] = rng.randrange(256)
        elif kind == 1:  # splice hostile text
            data[at:at] = rng.choice(HOSTILE).encode("utf-8")
        elif kind == 2 and data:  # cut a range
            data[at : at + rng.randint(1, 40)] = b""
        elif kind == 3 and data:  # repeat a range
            end = min(len(data), at + rng.randint(1, 80))
            data[at:at] = data[at:end] * rng.randint(1, 4)
        elif kind == 4:  # re-indent a line
            lines = bytes(data).split(b"\n")
            i = rng.randrange(len(lines))
            lines[i] = b" " * rng.choice([0, 1, 3, 5, 8]) + lines[i].lstrip(b" ")
            data = bytearray(b"\n".join(lines))
        elif kind == 5:  # swap two lines
            lines = bytes(data).split(b"\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            data = bytearray(b"\n".join(lines))
        elif kind == 6:  # change the encoding
            text = bytes(data).decode("utf-8", "replace")
            data = bytearray(
                rng.choice([b"\xff\xfe" + text.encode("utf-16-le"), text.encode("gbk", "replace")])
            )
        else:  # cut the file short
            data = data[:at]
    return bytes(data)


def _special(path: Path, kind: str, scratch: Path) -> None:
    if path.exists() or path.is_symlink():
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
    if kind == "symlink":
        secret = scratch / "secret.txt"
        secret.write_text("SECRET-CONTENT\n")
        path.symlink_to(secret)
    elif kind == "dangling":
        path.symlink_to(scratch / "nowhere")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        path.write_bytes(b"who: A\n" + b"#" * 2_000_000)


def snapshot(folder: Path) -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    for p in sorted(folder.rglob("*")):
        rel = str(p.relative_to(folder))
        if p.is_symlink():
            out[rel] = b"link:" + os.readlink(p).encode()
        elif p.is_dir():
            out[rel + "/"] = b""
        elif p.is_file():
            out[rel] = p.read_bytes()
        else:
            out[rel] = b"special"
    return out


def make_template(where: Path) -> Path:
    """The full-game scenario with night 1 played, and the shipped map beside it."""
    from blackhorse.cli.main import main

    game = where / "template"
    shutil.copytree(FULL_GAME, game, ignore=shutil.ignore_patterns("results"))
    shutil.copy(MAP, where / "map.yaml")
    with open(os.devnull, "w") as quiet:
        out, err = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = quiet
        try:
            assert main(["night", str(game), "1"]) == 0
        finally:
            sys.stdout, sys.stderr = out, err
    return game


def plan(rng: random.Random, game: Path, scratch: Path) -> tuple[Path, list[str]]:
    """Pick the file to mutate and the command that reads it."""
    g = str(game)
    choice = rng.randrange(12)  # 10 and 11: odd names under nights/ and days/ (issue 20)
    if choice < 3:
        target = rng.choice(sorted((game / "nights" / "1").glob("*.yaml")))
        return target, rng.choice([["check", g, "1"], ["night", g, "1"]])
    if choice == 3:
        target = rng.choice(sorted((game / "nights" / "2").glob("*.yaml")))
        return target, ["night", g, "2"]
    if choice == 4:
        return game / "game.yaml", rng.choice([["check", g, "1"], ["status", g], ["night", g, "1"]])
    if choice == 5:
        day_commands = [["status", g, "--json"], ["night", g, "2"], ["play", g], *the_days_commands(g)]
        return game / "days" / "1.yaml", rng.choice(day_commands)
    if choice == 6:
        day = scratch / "day.yaml"
        shutil.copy(game / "days" / "1.yaml", day)
        (game / "days" / "1.yaml").unlink()
        return day, ["day", g, "1", str(day)]
    if choice == 7:
        return game / rng.choice(["applications.yaml", "players.yaml"]), [
            "register",
            g,
            str(game / "applications.yaml"),
            "--seed",
            "3",
            "--force",
        ]
    if choice == 8:
        ledger = game / "nights" / "1" / "results" / "ledger.json"
        return ledger, rng.choice(
            [["status", g], ["night", g, "2"], ["explain", g, "1", "A"], *the_days_commands(g)]
        )
    if choice == 9:
        m = str(scratch / "map.yaml")
        return scratch / "map.yaml", rng.choice([["inn", "--map", m], ["check", g, "1", "--map", m]])
    return stray_name(rng, game), rng.choice(
        [
            ["status", g],
            ["status", g, "--json"],
            ["play", g],
            ["night", g, "2"],
            ["check", g, "1"],
            ["board", g],
        ]
    )


def the_days_commands(g: str) -> list[list[str]]:
    """The day's commands of issue 23 (the board, the questioning, an officer's agreement, the
    closing of day 2), each reading the game's state from its days and ledgers."""
    return [
        ["board", g],
        ["board", g, "--json", "--lang", "zh"],
        ["questions", g, "--json"],
        ["ask", g, "1", "C", "Where were you at 21:00?", "--by", "P1"],
        ["accuse", g, "1", "1", "G", "--by", "P1"],
        ["close-day", g, "2"],
    ]


def stray_name(rng: random.Random, game: Path) -> Path:
    """An entry with an odd name put under nights/, days/ or a night's folder (a folder, or a
    file holding a day's or an order file's text): what a command must name, never crash on."""
    name = rng.choice(ODD_NAMES)
    where = rng.choice(["nights", "days", "days-yaml", "night-1"])
    if where == "nights":
        path = game / "nights" / name
    elif where == "days":
        path = game / "days" / name
    elif where == "days-yaml":
        path = game / "days" / f"{name}.yaml"
    else:
        path = game / "nights" / "1" / f"{name}.yaml"
    if path.exists() or path.resolve().parent != path.parent.resolve():
        return game / "game.yaml"  # `..`, `results`: a name the folder already uses
    if rng.random() < 0.5:
        path.mkdir()
        (path / "A.yaml").write_text("who: A\n", encoding="utf-8")
    else:
        source = game / "days" / "1.yaml" if where.startswith("days") else game / "nights" / "1" / "A.yaml"
        path.write_bytes(source.read_bytes())
    return path


def run_limited(argv: list[str], log: Path) -> tuple[int, str]:
    """Run ``blackhorse argv`` in a forked child with the limits; (exit code or -signal, output).
    A child that goes past ``TIME_LIMIT`` s of CPU ends on ``SIGXCPU``; one that uses no CPU for
    ``STALL`` s is killed (``SIGKILL``); each is said in the output."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 3
        try:
            fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fd, 1)
            os.dup2(fd, 2)
            # what the command prints goes to the log: under pytest's capture sys.stdout and
            # sys.stderr write to pytest's own files, not to 1 and 2, and the log missed it all
            sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
            sys.stderr = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
            soft = address_space() + MEMORY_LIMIT
            resource.setrlimit(resource.RLIMIT_AS, (soft, soft))
            resource.setrlimit(resource.RLIMIT_CPU, (TIME_LIMIT, TIME_LIMIT + 5))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # SIGXCPU dumps no core
            gc.freeze()  # as `blackhorse` does once loaded: no collection walks the test process's
            from blackhorse.cli.main import main  # objects (seconds, and memory copied on write)

            code = main(argv)
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else 3
        except BaseException:  # noqa: BLE001 - the very thing the fuzzer looks for
            traceback.print_exc()
            code = 3
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    hung = wait_while_working(pid)
    _, status = os.waitpid(pid, 0)
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    output = log.read_text(encoding="utf-8", errors="replace")
    if hung:
        output += f"\n[fuzzkit: no CPU used for {STALL:.0f} s: killed as a hang]"
    elif code == -signal.SIGXCPU:
        output += f"\n[fuzzkit: {TIME_LIMIT} s of CPU without an end: killed as a loop]"
    return code, output


def wait_while_working(pid: int) -> bool:
    """Wait for child ``pid`` to end while it uses CPU; kill it when it uses none for ``STALL``
    seconds (True: it hung). Its end wakes the wait at once (a pidfd)."""
    cpu = process_cpu(pid)
    if cpu is None or not hasattr(os, "pidfd_open"):
        return False  # no /proc: waitpid alone, the CPU limit still holds
    ended = os.pidfd_open(pid)
    try:
        last, since = cpu(), time.monotonic()
        while not select.select([ended], [], [], 1.0)[0]:
            used, now = cpu(), time.monotonic()
            if used > last:
                last, since = used, now
            elif now - since >= STALL:
                os.kill(pid, signal.SIGKILL)
                return True
        return False
    finally:
        os.close(ended)


def fuzz(seed: int, count: int, workdir: Path | None = None) -> Counts:
    """Run ``count`` seeded mutation cases; return the counts and the failures."""
    rng = random.Random(seed)
    counts = Counts()
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        base = Path(tmp)
        template = make_template(base)
        for case in range(count):
            scratch = base / f"case-{case}"
            scratch.mkdir()
            shutil.copy(base / "map.yaml", scratch / "map.yaml")
            game = scratch / "game"
            shutil.copytree(template, game)
            target, argv = plan(rng, game, scratch)
            if rng.random() < 0.08:
                _special(target, rng.choice(SPECIAL), scratch)
            elif target.is_file():
                target.write_bytes(mutate_text(target.read_bytes(), rng))
            before = snapshot(game)
            code, output = run_limited(argv, scratch / "output.txt")
            counts.cases += 1
            counts.by_command[argv[0]] += 1
            counts.by_exit[code] += 1
            problem = None
            if code not in (0, 2):
                problem = f"exit {code}"
            elif "Traceback" in output:
                problem = "a traceback"
            elif "SECRET-CONTENT" in output and target.is_relative_to(game):  # a file the GM names
                problem = "a linked file's content was shown"  # outside the game may be a link
            elif code == 2 and snapshot(game) != before:
                problem = "the folder changed although the command failed"
            if problem is not None:
                kept = Path(tempfile.mkdtemp(prefix=f"fuzz-{seed}-{case}-"))
                shutil.copytree(scratch, kept / "case", symlinks=True)
                counts.failures.append(
                    f"case {case}: {' '.join(argv)}: {problem} (kept in {kept}): {output[-600:]}"
                )
            shutil.rmtree(scratch)
    return counts
