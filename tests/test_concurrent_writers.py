"""Two commands on one game folder at once (issue 10.3): twenty pairs, no failure, no mix.

Each pair is two forked processes released at the same instant; one writes, the other
waits for the game folder's lock (or reads, for `status`). The issue's finding was 1 pair
in 170 failing with a missing `results/`; with the lock and the atomic swap none may fail,
and the folder ends with the bytes of a single clean run.
"""

from __future__ import annotations

import os
from pathlib import Path

from blackhorse.cli.main import main
from tests.gamehelpers import FIRST_NIGHT, copy_game, snapshot


def together(*commands: list[str], log: Path) -> list[int]:
    """Run the commands in forked processes released at once; their exit codes."""
    read_end, write_end = os.pipe()
    pids = []
    for i, argv in enumerate(commands):
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            code = 3
            try:
                os.close(write_end)
                fd = os.open(log.with_suffix(f".{i}"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                os.dup2(fd, 1)
                os.dup2(fd, 2)
                os.read(read_end, 1)  # wait for the start
                code = main(argv)
            finally:
                os._exit(code)
        pids.append(pid)
    os.close(read_end)
    os.write(write_end, b"go" * len(commands))
    os.close(write_end)
    codes = []
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        codes.append(os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status))
    return codes


def test_twenty_concurrent_pairs_never_fail_nor_mix(tmp_path: Path) -> None:
    game = copy_game(FIRST_NIGHT, tmp_path / "g")
    reference = copy_game(FIRST_NIGHT, tmp_path / "reference")
    assert main(["night", str(reference), "1"]) == 0
    clean = snapshot(reference)
    night, status = ["night", str(game), "1"], ["status", str(game)]
    pairs = [[night, night], [night, status]]
    for i in range(20):
        first, second = pairs[i % 2]
        codes = together(first, second, log=tmp_path / f"log-{i}")
        outputs = [(tmp_path / f"log-{i}.{j}").read_text(encoding="utf-8") for j in (0, 1)]
        assert codes == [0, 0], (i, outputs)
        assert not any("Traceback" in o or "busy" in o for o in outputs)
        assert snapshot(game) == clean, i  # complete, the bytes of one clean run; no lock file left
