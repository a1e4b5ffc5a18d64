"""One reader (issue 20): every byte that enters goes through core/reader.py's limits (the
parse message from a file, a FIFO or standard input; a recorded day; the ledger), and every
value read from the ledger is checked against the cast."""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path

import pytest

from blackhorse.cli.main import main
from tests.scenariokit import SCENARIOS


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "game"
    shutil.copytree(SCENARIOS / "first-night", folder)
    return folder


def test_parse_refuses_a_device_at_once(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # `/dev/zero` was read whole: 2 GB in 2.6 s before anything was said
    started = time.monotonic()
    assert main(["parse", str(game), "1", "A", "/dev/zero"]) == 2
    err = capsys.readouterr().err
    assert "/dev/zero: a device, not a regular file; it was not read -- a message of at most 65,536" in err
    assert "Traceback" not in err and time.monotonic() - started < 10
    assert not (game / "nights" / "1" / ".A.yaml.previous").exists()


class Endless(io.RawIOBase):
    """Standard input that never ends (`yes | blackhorse parse ...`)."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
        buffer[:] = b"y" * len(buffer)
        return len(buffer)


def test_parse_stops_reading_an_endless_standard_input(
    game: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(Endless())))
    started = time.monotonic()
    assert main(["parse", str(game), "1", "A", "-"]) == 2
    err = capsys.readouterr().err
    assert "standard input: larger than the 65,536 bytes an input file may have" in err
    assert time.monotonic() - started < 10


def test_parse_reads_a_fifo_up_to_the_limit(
    game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "message"
    os.mkfifo(fifo)

    def write(data: bytes, times: int) -> None:
        try:
            with open(fifo, "wb") as fh:
                for _ in range(times):
                    fh.write(data)
        except BrokenPipeError:
            pass  # the reader stopped reading: what it should do

    writer = threading.Thread(target=write, args=(b"20:30 go to the lawn\n" * 1000, 10**6), daemon=True)
    writer.start()
    assert main(["parse", str(game), "1", "A", str(fifo), "--dry-run"]) == 2  # an endless FIFO
    assert "larger than the 65,536 bytes" in capsys.readouterr().err
    writer.join()  # the reader has closed the FIFO: its next write fails at once (EPIPE)
    writer = threading.Thread(target=write, args=("9:10去草坪\n".encode(), 1), daemon=True)
    writer.start()
    assert main(["parse", str(game), "1", "A", str(fifo), "--dry-run"]) == 0  # a message in a FIFO
    assert "9:10 去草坪" in capsys.readouterr().out
    writer.join()  # it wrote its one message, read whole


def played(tmp_path: Path) -> Path:
    folder = tmp_path / "full-game"
    shutil.copytree(SCENARIOS / "full-game", folder)
    assert main(["play", str(folder)]) == 0
    return folder


def test_a_recorded_day_damaged_by_hand_is_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `blackhorse day GAME 1 FILE` over a days/1.yaml that is not UTF-8: a traceback from
    # _keep_recorded_day, which read it with read_text
    folder = played(tmp_path)
    day = tmp_path / "day1.yaml"
    shutil.copy(folder / "days" / "1.yaml", day)
    (folder / "days" / "1.yaml").write_bytes(b"accusations:\n  - {case: 1, accused: G\xff}\n")
    capsys.readouterr()
    assert main(["day", str(folder), "1", str(day)]) == 2
    err = capsys.readouterr().err
    assert "days/1.yaml: day 1: would drop (the recorded file does not read as a valid day file)" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("edit", "value"),
    [
        ("victim", "P1"),  # a police officer: a KeyError in status, play and night 2
        ("victim", "Zed"),
        ("victim", "B"),  # the killer themself
        ("victim", "H"),  # not one of B's targets (E, A)
        ("killer", "P2"),
        ("minute", "²"),
        ("minute", True),
        ("minute", 1.5),
        ("minute", 180),
        ("victim", ["E"]),
        ("night", 2),
    ],
)
def test_every_ledger_value_is_checked_against_the_cast(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], edit: str, value: object
) -> None:
    folder = played(tmp_path)
    ledger = folder / "nights" / "1" / "results" / "ledger.json"
    data = json.loads(ledger.read_text(encoding="utf-8"))
    if edit == "night":
        data["night"] = value
    else:
        data["deaths"][0][edit] = value
    ledger.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["status", str(folder)]) == 0
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    assert "night 1's results" in out.out and "rerun" in out.out  # named, not used, not a crash
    assert main(["night", str(folder), "2"]) == 2
    assert "Traceback" not in capsys.readouterr().err
    assert main(["play", str(folder)]) == 0  # reruns night 1 and the rest: the ledger is repaired
    assert json.loads(ledger.read_text(encoding="utf-8"))["deaths"][0]["victim"] == "E"


def test_the_short_walk_below_the_game_folder_says_what_realpath_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``reader._stays_within`` looks only at the folders after the game folder's text when it
    can: for every path here (links inside pointing in or out, ``..``, a folder missing, the
    game folder itself reached through a link, relative and absolute) it answers as comparing
    the two ``os.path.realpath`` did."""
    from blackhorse.core import reader

    game = tmp_path / "g"
    (game / "nights" / "1").mkdir(parents=True)
    (game / "nights" / "2").mkdir()
    (game / "nights" / "1" / "A.yaml").write_text("who: A\n")
    (game / "nights" / "2" / "B.yaml").write_text("who: B\n")
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "C.yaml").write_text("who: C\n")
    (game / "nights" / "in").symlink_to(game / "nights" / "2")  # a link that stays inside
    (game / "nights" / "out").symlink_to(outside)  # a link that leads out
    (tmp_path / "via").symlink_to(game)  # the game folder itself reached through a link
    paths = [
        (game, game / "nights" / "1" / "A.yaml"),
        (game, game / "nights" / "in" / "B.yaml"),
        (game, game / "nights" / "out" / "C.yaml"),
        (game, game / "nights" / "1" / ".." / "2" / "B.yaml"),
        (game, game / "nights" / "out" / ".." / ".." / "g" / "nights" / "1" / "A.yaml"),
        (game, game / "nights" / "3" / "D.yaml"),
        (game, outside / "C.yaml"),
        (tmp_path / "via", tmp_path / "via" / "nights" / "1" / "A.yaml"),
        (tmp_path / "via", game / "nights" / "1" / "A.yaml"),
    ]
    monkeypatch.chdir(tmp_path)
    paths += [(Path("g"), Path("g/nights/1/A.yaml")), (Path("g"), Path("g/nights/out/C.yaml"))]
    for inside, path in paths:
        root = os.path.realpath(inside)
        said = os.path.commonpath([os.path.realpath(path), root]) == root
        assert reader._stays_within(path, inside) == said, (inside, path)
    assert [reader._stays_within(p, i) for i, p in paths[:3]] == [True, True, False]
