"""The portal's route-by-identity table (tests/test_portal_access.py), run long and shuffled.

    python benchmarks/access_table.py [--rounds 2] [--seed 1]

The suite asks every route of the table once, in the table's order, of every identity.
Here the same rows are asked ``--rounds`` times, each round in a seeded random order, so a
status that depends on what was asked before (a session, a request filed, an officer's
agreement, a refused reveal) shows as a row answered otherwise than the table expects.
Prints the number of requests, the statuses and every unexpected answer; exit 1 if any.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.test_portal_access import built_world, expected, table  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    statuses: Counter[int] = Counter()
    wrong: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, built_world(Path(tmp)) as world:
        rows = table(world)
        for round_ in range(args.rounds):
            order = rows[:]
            rng.shuffle(order)
            for who, method, path, owner, data in order:
                client = world.clients[who]
                reply = client.get(path) if method == "GET" else client.post(path, data)
                statuses[reply.status] += 1
                want = expected(world, who, method, path, owner, data)
                if reply.status != want or "Traceback" in reply.body:
                    wrong.append(f"round {round_}: {who} {method} {path}: {reply.status}, expected {want}")
    shown = ", ".join(f"{s}: {n}" for s, n in sorted(statuses.items()))
    total = sum(statuses.values())
    rounds = f"{len(rows)} rows x {args.rounds} rounds, shuffled"
    print(f"{total} requests ({rounds}); {shown}; {len(wrong)} unexpected")
    print(f"in {time.perf_counter() - start:.0f} s")
    for line in wrong:
        print(line)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
