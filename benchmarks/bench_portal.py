"""Benchmark: the portal's page and check latency with 11 players at once.

    python benchmarks/bench_portal.py [--seconds 60] [--players 11]

Starts ``blackhorse serve`` on a copy of ``scenarios/first-night`` (127.0.0.1, a free port),
gives every player a link, and lets each player, in its own thread and as fast as the
server answers, load their page, live-check their orders (the JSON check the page's script
sends on every change), save them, and load the orders page again, for ``--seconds``.
Prints the latency of each kind of request (median, 95th and 99th percentile, worst) and
then checks that no save was lost (every save written whole and logged, the order files
holding each player's last save). See docs/PORTAL.md for figures.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from blackhorse.portal.store import Store, db_path  # noqa: E402
from tests.portalkit import (  # noqa: E402
    NO_SAVE_LIMIT,
    PLAYERS,
    Client,
    Reply,
    copy_game,
    free_port,
    invite_all,
    start_process,
    stop_process,
)

KINDS = ("page", "check", "save", "orders page")


def orders(who: str, i: int) -> str:
    return (
        f'who: {who}\norders:\n  - at: "20:30"\n    go: "204"\n  - at: "21:{i % 6}0"\n    go: home\n# {i}\n'
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--players", type=int, default=len(PLAYERS))
    args = parser.parse_args()
    players = PLAYERS[: args.players]
    with tempfile.TemporaryDirectory() as tmp:
        game = copy_game(Path(tmp))
        tokens = invite_all(game)
        port = free_port()
        proc = start_process(game, port, NO_SAVE_LIMIT)  # far busier than people: beyond the save limit
        times: dict[str, list[float]] = {k: [] for k in KINDS}
        last: dict[str, str] = {}
        failures: list[str] = []
        lock = threading.Lock()
        stop_at = time.monotonic() + args.seconds

        def timed(kind: str, want: int, who: str, call: Callable[..., Reply], *args: object) -> bool:
            t0 = time.perf_counter()
            reply = call(*args)
            took = time.perf_counter() - t0
            with lock:
                times[kind].append(took)
                if reply.status != want:
                    failures.append(f"{who} {kind}: {reply.status}")
            return reply.status == want

        def player(who: str) -> None:
            c = Client(port)
            c.join(tokens[who])
            i = 0
            while time.monotonic() < stop_at:
                text = orders(who, i)
                save = {"source": "text", "text": text, "action": "save"}
                timed("page", 200, who, c.get, f"/p/{who}")
                timed("check", 200, who, c.post, f"/p/{who}/orders/1/check", {"source": "text", "text": text})
                if timed("save", 303, who, c.post, f"/p/{who}/orders/1", save):
                    with lock:
                        last[who] = hashlib.sha256(text.encode()).hexdigest()
                timed("orders page", 200, who, c.get, f"/p/{who}/orders/1")
                i += 1

        started = time.perf_counter()
        threads = [threading.Thread(target=player, args=(who,)) for who in players]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.perf_counter() - started
        stop_process(proc)

        total = sum(len(v) for v in times.values())
        print(f"{len(players)} players for {elapsed:.0f} s: {total} requests ({total / elapsed:.0f}/s)")
        print(f"{'request':<12} {'count':>6} {'median':>9} {'p95':>9} {'p99':>9} {'worst':>9}")
        for kind in KINDS:
            ms = sorted(t * 1000 for t in times[kind])
            if not ms:
                continue
            q = statistics.quantiles(ms, n=100) if len(ms) > 1 else [ms[0]] * 99
            cells = [statistics.median(ms), q[94], q[98], ms[-1]]
            print(f"{kind:<12} {len(ms):>6} " + " ".join(f"{x:>7.1f}ms" for x in cells))
        store = Store(db_path(game))
        saves = store.saves()
        lost = [
            who
            for who in players
            if hashlib.sha256((game / "nights" / "1" / f"{who}.yaml").read_bytes()).hexdigest()
            != last.get(who)
        ]
        written = sum(1 for s in saves if s.outcome == "written")
        answered = len(times["save"]) - sum("save" in f for f in failures)
        print(f"saves answered 303: {answered}; logged written: {written}")
        print(f"failures: {len(failures)}; players whose file is not their last save: {lost or 'none'}")
        return 1 if failures or lost or written != answered else 0


if __name__ == "__main__":
    sys.exit(main())
