"""The long mutation fuzz run (issue 10): at least 10,000 mutated inputs through every command.

    python benchmarks/fuzz_inputs.py [--count 10000] [--seed 1] [--portal 5000]

Each case copies a played game folder, mutates one input file (order files, game.yaml,
day files, applications, players, the ledger, a map) or swaps it for a link, FIFO or folder,
and runs one command in a forked child with a time and memory limit. Prints the counts by
command and exit status and every failure (a failing case's folder is kept under /tmp).
The test suite runs a short version of the same (tests/test_fuzz_mutations.py). Since
issue 20 the cases also put folders and files with odd names under nights/ and days/
(``²``, ``١``, ``03``, ``99999999999999999999``), and ``--portal N`` sends N fuzzed requests
to every form field of a served portal (tests/portalfuzzkit.py; tests/test_fuzz_portal.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzzkit import fuzz  # noqa: E402
from tests.portalfuzzkit import fuzz_portal  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--portal", type=int, default=0, help="also send this many fuzzed portal requests")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.portal:
        web = fuzz_portal(args.seed, args.portal)
        print(f"portal: {web.summary()} in {time.perf_counter() - start:.0f} s", flush=True)
        for failure in web.failures:
            print(failure)
        if web.failures:
            return 1
    total = None
    chunk = 500
    done = 0
    failures: list[str] = []
    while done < args.count:
        n = min(chunk, args.count - done)
        counts = fuzz(args.seed * 1_000_003 + done, n)
        failures += counts.failures
        if total is None:
            total = counts
        else:
            total.cases += counts.cases
            total.by_command.update(counts.by_command)
            total.by_exit.update(counts.by_exit)
        done += n
        print(f"{done} cases, {len(failures)} failures, {time.perf_counter() - start:.0f} s", flush=True)
    if total is None:  # --count 0: the portal's run alone
        return 0
    total.failures = failures
    print(total.summary())
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
