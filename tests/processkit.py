"""What a test may ask of a process it started, to wait on its work instead of on the clock:
its CPU time so far (``process_cpu``) and its address space (``address_space``), from /proc.

A test that waits for a process (a served portal, a forked command) waits while the process
works, so a loaded machine makes it slower but never red, and fails only on a hang (no CPU for
a while) or a loop (too much CPU): tests/portalkit.py and tests/fuzzkit.py."""

from __future__ import annotations

import os
import resource
import threading
import time
from collections.abc import Callable, Iterator
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


def other_threads_cpu() -> Callable[[], float]:
    """The CPU time (seconds, to the hundredth) of this process's threads other than the one
    calling: a portal served in a thread of the test process (uvicorn's loop and the pool its
    pages run in, ended threads included), without the test's own work in the calling thread
    (a browser driven by Playwright polls there while it waits), which would keep a hung
    server looking busy."""
    mine = time.pthread_getcpuclockid(threading.get_ident())

    def cpu() -> float:
        total = time.process_time()
        return int((total - time.clock_gettime(mine)) * 100) / 100

    return cpu


def address_space() -> int:
    """The bytes of address space this process holds (VmSize: what ``RLIMIT_AS`` counts, often
    gigabytes past its resident size in a process with threads and a browser driver behind it);
    its peak resident size where there is no /proc."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def while_working(pid: int, what: str, stall: float = 60.0) -> Iterator[None]:
    """Yield as long as process ``pid`` keeps using CPU (a caller polls for what it waits for
    between two yields, and stops when it has it); fail, naming ``what`` was waited for, when
    the process has used no CPU for ``stall`` seconds (a hang), or has ended."""
    cpu = process_cpu(pid) or (lambda: 0.0)  # no /proc: ``stall`` s of the clock
    last, since = cpu(), time.monotonic()
    while True:
        yield
        used, now = cpu(), time.monotonic()
        if used > last:
            last, since = used, now
        elif now - since >= stall:
            raise AssertionError(f"no {what}: process {pid} used no CPU for {stall:.0f} s (hangs or ended)")
