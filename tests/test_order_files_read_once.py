"""A night's order files are read once a process while they stay the same files (issue 25: a
`night` read each three times: for the night, for the ledger's basis, for the replay after the
commit), and read, and checked, again as soon as they change."""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from blackhorse.core import reader
from blackhorse.core.reader import FileRefused, read_input_bytes
from tests.test_plain_yaml import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
from busy_night import write_busy_game  # noqa: E402


def test_a_night_reads_each_order_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = write_busy_game(tmp_path / "busiest", 3)
    # the process's kept files start empty: files kept by the tests run before in this process
    # (at most 64, then all dropped) would be dropped midway through this night's reading
    monkeypatch.setattr(reader, "_READ_BEFORE", {})
    opened: Counter[str] = Counter()
    real = reader._read_at_most

    def counted(source: int, limit: int, inside: Path | None) -> bytes:
        opened[os.readlink(f"/proc/self/fd/{source}")] += 1
        return real(source, limit, inside)

    monkeypatch.setattr(reader, "_read_at_most", counted)
    assert main(["night", str(game), "1"]) == 0
    orders = sorted((game / "nights" / "1").glob("*.yaml"))
    assert len(orders) == 11
    assert [opened[str(p.resolve())] for p in orders] == [1] * 11
    first = (game / "nights" / "1" / "results" / "ledger.json").read_bytes()
    # a file changed between two runs of one process: read again, and the night's basis is its own
    (game / "nights" / "1" / "A.yaml").write_text(
        (game / "nights" / "1" / "A.yaml").read_text(encoding="utf-8") + "# edited\n", encoding="utf-8"
    )
    assert main(["night", str(game), "1"]) == 0
    assert opened[str((game / "nights" / "1" / "A.yaml").resolve())] == 2
    assert opened[str((game / "nights" / "1" / "B.yaml").resolve())] == 1
    assert (game / "nights" / "1" / "results" / "ledger.json").read_bytes() != first


def test_a_changed_file_is_read_again_and_a_link_refused(tmp_path: Path) -> None:
    path = tmp_path / "A.yaml"
    path.write_bytes(b"who: A\n")
    assert read_input_bytes(path, inside=tmp_path, again=True) == b"who: A\n"
    before = os.stat(path)
    path.write_bytes(b"who: B\n")  # the same size, the same inode
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # even the same modification time
    assert read_input_bytes(path, inside=tmp_path, again=True) == b"who: B\n"
    path.unlink()
    with pytest.raises(FileNotFoundError):
        read_input_bytes(path, inside=tmp_path, again=True)
    (tmp_path / "other.yaml").write_bytes(b"who: C\n")
    path.symlink_to(tmp_path / "other.yaml")
    for _ in range(2):  # a link in the game folder: refused, every time
        with pytest.raises(FileRefused):
            read_input_bytes(path, inside=tmp_path, again=True)


def test_only_small_files_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (1 << 17) + b"\n")
    opened: list[int] = []
    real = reader._read_at_most
    monkeypatch.setattr(reader, "_read_at_most", lambda *a: opened.append(1) or real(*a))
    for _ in range(2):
        assert len(read_input_bytes(big, inside=tmp_path, again=True)) == (1 << 17) + 1
    assert len(opened) == 2
