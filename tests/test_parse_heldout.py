"""The held-out set of players' messages (benchmarks/heldout/parse/, issue 22) read by the
benchmark: the figures it has reached do not get worse. The set is never tuned on: this test
only reads the benchmark's totals. Issue 22's goal (at least 90 of 100 right, no misread) is
not reached yet; these are the figures the reader reached, so a change that reads the set
worse fails here."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "benchmarks" / "heldout" / "parse"
REACHED_RIGHT = 77  # of 100 (17 before issue 22; 58, 72, 77 after its rounds)
REACHED_MISREADS = 2  # issue 22 asks for none


def test_the_held_out_set_reads_no_worse_than_reached(tmp_path: Path) -> None:
    heldout = shutil.copytree(HELDOUT, tmp_path / "parse")
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_parse.py"), "--set", str(heldout), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(done.stdout)
    assert figures["cases"] == 100
    assert figures["right"] >= REACHED_RIGHT, figures["classes"]
    assert figures["classes"]["misread"] <= REACHED_MISREADS, figures["classes"]
    assert figures["reference"]["disagree"] == []  # our comparison says what the set's own says
