"""What a test may ask of a process it started, to wait on its work instead of on the clock:
its CPU time so far (``process_cpu``), from /proc.

A test that waits for a process (a served portal, a forked command) waits while the process
works, so a loaded machine makes it slower but never red, and fails only on a hang (no CPU for
a while) or a loop (too much CPU): tests/portalkit.py."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def process_cpu(pid: int) -> Callable[[], float] | None:
    """The CPU time (user and system, in seconds) of process ``pid`` so far, read from
    /proc; None where there is no /proc."""
    stat = Path(f"/proc/{pid}/stat")
    if not stat.exists():
        return None
    tick = os.sysconf("SC_CLK_TCK")

    def cpu() -> float:
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process has ended: it does no more work
            return 0.0
        return (int(fields[11]) + int(fields[12])) / tick  # utime, stime

    return cpu

