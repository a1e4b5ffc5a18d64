"""Benchmark: the wait a GM feels after "Run night N" on the portal, on the busiest night.

    python benchmarks/bench_portal_night.py [--runs 9] [--against /work/main]

Writes the busiest night (``busy_night.py``, seed 3: 11 people, an order in every slot),
serves it with ``blackhorse serve`` (a process of its own, as a GM runs it), follows the GM's
link, and then, ``--runs`` times: presses "Run night 1" (the form's POST, then the GM page it
redirects to, showing the result: what the GM waits for), then opens every file that page
links for the night (gm.md, each chart, the replay page), timing each, in the game's language
and then in the other (``?lang=zh``: the twin, which the portal makes when the results do not
hold it). Before the first run, the night is run by the command line and, the server fresh,
each of those files is opened in the other language once (the portal runs the night again in
memory for the first). With ``--against CHECKOUT``
the same is done, round by round in turn, on a server started from that checkout's
``.venv`` (another version of blackhorse): before and after, interleaved in one run, on the
same machine at the same time. Prints medians and worsts in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from busy_night import write_busy_game  # noqa: E402

from tests.portalkit import Client, free_port, stop_process, wait_until_up  # noqa: E402

BUSIEST = 3  # the seed of busy_night.py's busiest night (docs/PERFORMANCE.md)
CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # bytecode kept


@dataclass
class Side:
    """One version of blackhorse serving its own copy of the game."""

    label: str
    checkout: Path
    game: Path
    port: int = 0
    proc: subprocess.Popen[bytes] | None = None
    client: Client | None = None
    run: list[float] = field(default_factory=list)  # POST + the GM page with the result
    pictures: dict[str, list[float]] = field(default_factory=dict)  # each picture link
    first: dict[str, list[float]] = field(default_factory=dict)  # the command's night, in zh

    def bin(self, name: str) -> str:
        return str(self.checkout / ".venv" / "bin" / name)

    def start(self) -> None:
        night = [self.bin("blackhorse"), "night", str(self.game), "1", "--charts", "--html"]
        subprocess.run(night, cwd=self.checkout, env=CACHED, capture_output=True, check=True)
        done = subprocess.run(
            [self.bin("blackhorse"), "invite", str(self.game), "--json"],
            cwd=self.checkout,
            env=CACHED,
            capture_output=True,
            text=True,
            check=True,
        )
        token = json.loads(done.stdout)["gm"].rsplit("/", 1)[1]
        self.port = free_port()
        serve = [self.bin("blackhorse"), "serve", str(self.game), "--port", str(self.port)]
        self.proc = subprocess.Popen(
            serve, cwd=self.checkout, env=CACHED, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        wait_until_up(self.port, self.proc)
        self.client = Client(self.port)
        assert self.client.join(token).status == 303, f"{self.label}: the GM's link did not open"

    def round(self, night: int) -> None:
        c = self.client
        assert c is not None
        t0 = time.perf_counter()
        reply = c.post("/gm/do/run", {"n": str(night)})
        assert reply.status == 303, f"{self.label}: run answered {reply.status}: {reply.body[:300]}"
        page = c.get(reply.location)
        self.run.append(time.perf_counter() - t0)
        assert page.status == 200 and f"night {night}:" in page.body, f"{self.label}: no result shown"
        links = sorted(set(re.findall(rf'href="(/gm/nights/{night}/(?:gm|replay|charts/[^"]+))"', page.body)))
        assert links, f"{self.label}: the GM page links no pictures"
        # each in the game's language, then in the other (`?lang=zh`: its twin, made from the
        # night just run when the results do not hold it)
        for link in [*links, *(f"{link}?lang=zh" for link in links)]:
            self.pictures.setdefault(link.rsplit("/", 1)[1], []).append(self.timed(link))

    def timed(self, link: str) -> float:
        assert self.client is not None
        t0 = time.perf_counter()
        got = self.client.get(link)
        took = time.perf_counter() - t0
        assert got.status == 200, f"{self.label}: {link} answered {got.status}"
        return took

    def cold(self, night: int) -> None:
        """The night run by the command line before the server started: each GM file opened
        in the other language (the first one runs the night again in memory)."""
        for name in ("gm", "replay", "charts/timeline.svg", "charts/sightings.svg"):
            link = f"/gm/nights/{night}/{name}?lang=zh"
            self.first.setdefault(link.rsplit("/", 1)[1], []).append(self.timed(link))

    def stop(self) -> None:
        if self.proc is not None:
            stop_process(self.proc)


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:7.0f} ms median, {max(values) * 1000:6.0f} worst"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=9, help="runs of the night on each side")
    parser.add_argument(
        "--against", type=Path, default=None, help="another checkout (with its .venv) to compare"
    )
    args = parser.parse_args()
    checkouts = [("this", ROOT)] + ([("against", args.against.resolve())] if args.against else [])
    with tempfile.TemporaryDirectory(dir=ROOT / "build" if (ROOT / "build").is_dir() else None) as tmp:
        sides = [Side(label, root, write_busy_game(Path(tmp) / label, BUSIEST)) for label, root in checkouts]
        try:
            for side in sides:
                side.start()
                side.cold(1)  # the night the command ran, opened in the other language first
                side.round(1)  # a first run: the server's imports and the map's tables
            for _ in range(args.runs):
                for side in sides:
                    side.round(1)
        finally:
            for side in sides:
                side.stop()
    for side in sides:
        print(f"{side.label} ({side.checkout}), busiest night (seed {BUSIEST}), {args.runs} runs:")
        print(f"  run the night, GM page with the result  {ms(side.run)}")
        for name, times in sorted(side.pictures.items()):
            print(f"  open {name:<32} {ms(times)}")
        for name, times in sorted(side.first.items()):
            print(f"  first open of {name:<24} {times[0] * 1000:7.0f} ms (the command's night, server fresh)")
        worst = max(max(t) for t in side.pictures.values())
        print(f"  slowest picture opened: {worst * 1000:.0f} ms")
    if len(sides) == 2:
        a, b = (statistics.median(s.run) for s in sides)
        print(f"run the night: this / against = {a / b:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
