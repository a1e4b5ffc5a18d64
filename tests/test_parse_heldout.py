"""The held-out set of players' messages (benchmarks/heldout/parse/, issue 22) read by the
benchmark: the figures it has reached do not get worse. The set is never tuned on: this test
only reads the benchmark's totals. Issue 22's goal (at least 90 of 100 right, no misread) is
not reached yet; these are the figures the reader reached, so a change that reads the set
worse fails here.

The benchmark runs in the test's process (``bench_parse.main``, its ``--json`` command line),
and so does the set's own comparison (``tools/compare.py``, run as its ``__main__`` with its
arguments, its exit code read): the figures are the test's concern, not the processes; a
fresh interpreter for the benchmark and one more for each accepted case cost ~9 s of CPU."""

from __future__ import annotations

import io
import json
import runpy
import shutil
import sys
import tempfile
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from tests.parsekit import bench

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "benchmarks" / "heldout" / "parse"
REACHED_RIGHT = 77  # of 100 (17 before issue 22; 58, 72, 77 after its rounds)
REACHED_MISREADS = 2  # issue 22 asks for none


def compare(folder: Path, expected: Path, produced: str, who: str) -> bool | None:
    """``bench_parse._reference`` in process: the set's ``tools/compare.py`` run as a script
    (``python tools/compare.py EXPECTED ACTUAL --sender WHO``), whether it exits 0."""
    tool = folder / "tools" / "compare.py"
    if not tool.is_file():
        return None
    argv = sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        mine = Path(tmp) / f"{who}.yaml"
        mine.write_text(produced, encoding="utf-8")
        sys.argv = [str(tool), str(expected), str(mine), "--sender", who]
        try:
            with redirect_stdout(io.StringIO()):
                runpy.run_path(str(tool), run_name="__main__")
        except SystemExit as done:
            return done.code in (0, None)
        finally:
            sys.argv = argv
    return True  # the script ended without sys.exit: exit code 0


def test_the_held_out_set_reads_no_worse_than_reached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    heldout = shutil.copytree(HELDOUT, tmp_path / "parse")
    module = bench()
    monkeypatch.setattr(module, "_reference", compare)
    monkeypatch.setattr(sys, "argv", ["bench_parse.py", "--set", str(heldout), "--json"])
    out = io.StringIO()
    with redirect_stdout(out):
        module.main()
    figures = json.loads(out.getvalue())
    assert figures["cases"] == 100
    assert figures["right"] >= REACHED_RIGHT, figures["classes"]
    assert figures["classes"]["misread"] <= REACHED_MISREADS, figures["classes"]
    assert figures["reference"]["disagree"] == []  # our comparison says what the set's own says
    accepted = figures["classes"]["right"] + figures["classes"]["misread"]
    assert figures["reference"]["checked"] == accepted  # the set's comparison ran on each accepted one
