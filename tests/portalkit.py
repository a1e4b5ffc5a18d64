"""Shared helpers of the portal tests: a game with links, a real server, a tiny HTTP client.

Servers are real uvicorn servers on 127.0.0.1: in a thread (fast, for the access table) or as
a separate ``blackhorse serve`` process (for the load, kill and browser tests).
"""

from __future__ import annotations

import http.client
import os
import re
import select
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import uvicorn

from blackhorse.inn.layout import Inn, load_inn
from blackhorse.portal.access import GM, issue_link
from blackhorse.portal.app import create_app
from blackhorse.portal.store import Store, db_path
from tests.processkit import other_threads_cpu, process_cpu
from tests.scenariokit import SCENARIOS

ROOT = Path(__file__).parent.parent
FIRST_NIGHT = SCENARIOS / "first-night"
TENANTS = ("A", "B", "C", "D", "E", "F", "G", "H")
POLICE = ("P1", "P2", "P3")
PLAYERS = TENANTS + POLICE


def copy_game(tmp: Path) -> Path:
    game = tmp / "game"
    shutil.copytree(FIRST_NIGHT, game, ignore=shutil.ignore_patterns("results", "portal.sqlite3*"))
    return game


def invite_all(game: Path) -> dict[str, str]:
    """A fresh link token for the GM and every player."""
    store = Store(db_path(game))
    try:
        return {name: issue_link(store, name, "test") for name in (GM, *PLAYERS)}
    finally:
        store.close()  # the test's own connection: a server's is then the last one open


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: str

    @property
    def location(self) -> str:
        return self.headers.get("location", "")

    @property
    def refused(self) -> bool:
        """The GM's page says an action was refused (its box of why)."""
        return 'id="error"' in self.body


# How long a request waits for its answer when the client can see the server's CPU time
# (``Client.server_cpu``): as long as the server works on it, so a slow or loaded machine
# only makes the test slower, but never past STALL seconds in which the server did nothing
# at all (a hang: a deadlock, a lost wake-up) nor past BUDGET seconds of the server's CPU
# (a loop: no page or action of the portal costs a tenth of that).
STALL = 60.0
BUDGET = 120.0


def wait_for_answer(
    sock: socket.socket,
    what: str,
    server_cpu: Callable[[], float],
    stall: float = STALL,
    budget: float = BUDGET,
) -> None:
    """Return once ``sock`` has something to read; fail, saying what it waited for and why it
    gave up, when the server hangs (no CPU for ``stall`` s) or loops (``budget`` s of CPU)."""
    start = last_change = time.monotonic()
    first = last = server_cpu()
    while not select.select([sock], [], [], min(1.0, stall / 4))[0]:
        now, cpu = time.monotonic(), server_cpu()
        if cpu > last:
            last, last_change = cpu, now
        waited = f"no answer to {what} after {now - start:.0f} s"
        if now - last_change >= stall:
            raise AssertionError(f"{waited}: the server used no CPU in the last {stall:.0f} s (it hangs)")
        if cpu - first >= budget:
            raise AssertionError(f"{waited}: the server spent {cpu - first:.0f} s of CPU on it (a loop?)")


# The CPU clock of every server this module started and has not stopped, by its port
# (``thread_server``: this process's; ``start_process``: the server process's). A ``Client`` of
# such a port waits for its answers on it without being told: a test that builds its own
# ``Client(port)`` is as safe on a loaded machine as one from ``Site.client``.
SERVER_CPU: dict[int, Callable[[], float]] = {}


@dataclass
class Client:
    """One browser without JavaScript: a cookie, no redirects followed. ``timeout``: a
    socket's; with ``server_cpu`` (the server's CPU seconds so far; by default that of the
    server portalkit started on ``port``, ``SERVER_CPU``) an answer is waited for while the
    server works on it (``wait_for_answer``), never for a fixed time."""

    port: int
    cookie: str = ""
    csrf: str = ""
    timeout: float = 60.0
    extra: dict[str, str] = field(default_factory=dict)
    server_cpu: Callable[[], float] | None = None

    def __post_init__(self) -> None:
        if self.server_cpu is None:
            self.server_cpu = SERVER_CPU.get(self.port)

    def request(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> Reply:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        try:
            sent = {**self.extra, **(headers or {})}
            if self.cookie:
                sent["Cookie"] = f"bh_session={self.cookie}"
            conn.request(method, path, body=body, headers=sent)
            if self.server_cpu is not None and conn.sock is not None:
                wait_for_answer(conn.sock, f"{method} {path[:200]}", self.server_cpu)
            r = conn.getresponse()
            data = r.read().decode("utf-8", errors="replace")
            got = {k.lower(): v for k, v in r.getheaders()}
        finally:
            conn.close()
        cookie = re.search(r"bh_session=([^;]*)", got.get("set-cookie", ""))
        if cookie:
            self.cookie = cookie.group(1)
        found = re.search(r'name="csrf" value="([^"]+)"', data)
        if found:
            self.csrf = found.group(1)
        return Reply(r.status, got, data)

    def get(self, path: str) -> Reply:
        return self.request("GET", path)

    def post(self, path: str, data: dict[str, str], csrf: bool = True) -> Reply:
        fields = {**data, "csrf": self.csrf} if csrf and "csrf" not in data else dict(data)
        body = urlencode(fields).encode()
        return self.request("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})

    def act(self, path: str, data: dict[str, str]) -> Reply:
        """A GM action as a browser does it: the post, then the GM's page its redirect leads
        to (a refused action too: the page says why, ``Reply.refused``)."""
        reply = self.post(path, data)
        assert reply.status == 303 and reply.location == "/gm", (path, reply.status, reply.body[:300])
        return self.get(reply.location)

    def post_pairs(self, path: str, pairs: list[tuple[str, str]]) -> Reply:
        """A form whose fields may repeat (the case board's company), with this session's CSRF."""
        body = urlencode([*pairs, ("csrf", self.csrf)]).encode()
        return self.request("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})

    def join(self, token: str) -> Reply:
        """Follow a link: its page (whose link it is), then its button; the reply of the
        button's post (303 to one's own page), or of the page when it is not 200."""
        reply = self.get(f"/join/{token}")
        if reply.status != 200:
            return reply
        reply = self.post(f"/join/{token}", {}, csrf=False)
        if reply.status == 303:
            self.get(reply.location)  # picks up the CSRF token of one's own page
        return reply


@contextmanager
def thread_server(game: Path, inn: Inn | None = None) -> Iterator[int]:
    """The portal of ``game`` (on ``inn``, the shipped one by default) served by uvicorn in a
    thread; yields the port."""
    app = create_app(game, inn or load_inn())
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    port = int(server.servers[0].sockets[0].getsockname()[1])
    SERVER_CPU[port] = other_threads_cpu()  # the server's threads, not the test's own
    try:
        yield port
    finally:
        SERVER_CPU.pop(port, None)
        server.should_exit = True
        thread.join()


@dataclass
class Site:
    """A copy of the sample game with every player invited, served in a thread."""

    game: Path
    port: int
    tokens: dict[str, str]
    server_cpu: Callable[[], float] | None = None

    def client(self, name: str) -> Client:
        """A browser that has followed ``name``'s link."""
        c = Client(self.port, server_cpu=self.server_cpu)
        assert c.join(self.tokens[name]).status == 303
        return c


@contextmanager
def served_site(tmp: Path) -> Iterator[Site]:
    game = copy_game(tmp)
    tokens = invite_all(game)
    with thread_server(game) as port:
        yield Site(game, port, tokens, SERVER_CPU[port])


def until_served(site: Site, check: Callable[[int], None], stall: float = STALL) -> None:
    """Try ``check(ms)`` (a Playwright expectation given its timeout, say
    ``lambda ms: expect(locator).to_contain_text(..., timeout=ms)``) a second at a time until it
    holds, as long as the server works: a page waiting for the server's answer (the first
    check of a message builds the cast's lexicon) waits as a ``Client`` does; it fails with the
    expectation's own message once the server has used no CPU for ``stall`` seconds."""
    cpu = site.server_cpu or (lambda: 0.0)
    last, last_change = cpu(), time.monotonic()
    while True:
        try:
            check(1000)
            return
        except AssertionError:
            now, used = time.monotonic(), cpu()
            if used > last:
                last, last_change = used, now
            elif now - last_change >= stall:
                raise


# Run before `blackhorse serve` by the load tests: players saving as fast as they are
# answered, far above the save limit a real portal keeps (portal/savelimit.py, tested alone).
NO_SAVE_LIMIT = "import blackhorse.portal.savelimit as limit\nlimit.BURST = 10**9\nlimit.DAY_BURST = 10**9"


@contextmanager
def served_process(tmp: Path, prelude: str = "") -> Iterator[Site]:
    """The same as :func:`served_site`, served by ``blackhorse serve`` as its own process
    (stopped on the way out); ``prelude``: Python run before it."""
    game = copy_game(tmp)
    tokens = invite_all(game)
    port = free_port()
    proc = start_process(game, port, prelude)
    try:
        yield Site(game, port, tokens, SERVER_CPU.get(port))
    finally:
        stop_process(proc)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_process(game: Path, port: int, prelude: str = "", *extra: str) -> subprocess.Popen[bytes]:
    """``blackhorse serve GAME --port PORT`` as its own process (``prelude``: Python run first)."""
    code = f"{prelude}\nimport sys\nfrom blackhorse.cli.main import main\nsys.exit(main(sys.argv[1:]))"
    args = [sys.executable, "-c", code, "serve", str(game), "--port", str(port), *extra]
    proc = subprocess.Popen(
        args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ}
    )
    wait_until_up(port, proc)
    cpu = process_cpu(proc.pid)
    if cpu is not None:
        SERVER_CPU[port] = cpu
        _PORT_OF[proc.pid] = port
    return proc


def wait_until_up(port: int, proc: subprocess.Popen[bytes], stall: float = STALL) -> None:
    """Return once the server process listens on ``port``; wait as long as it works on its
    start (a loaded machine makes it slow, never red), and fail, saying so, when it stops or
    uses no CPU for ``stall`` seconds without listening (a hang)."""
    cpu = process_cpu(proc.pid) or (lambda: 0.0)  # no /proc: ``stall`` s of the clock
    last, last_change = cpu(), time.monotonic()
    while True:
        if proc.poll() is not None:
            out, err = proc.communicate()
            raise AssertionError(f"the server stopped: {out.decode()} {err.decode()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
        now, used = time.monotonic(), cpu()
        if used > last:
            last, last_change = used, now
        if now - last_change >= stall:
            raise AssertionError(f"no server on port {port}: no CPU used for {stall:.0f} s (it hangs)")


_PORT_OF: dict[int, int] = {}  # the port of each server process in SERVER_CPU, by its pid


def stop_process(proc: subprocess.Popen[bytes]) -> None:
    port = _PORT_OF.pop(proc.pid, None)
    if port is not None:
        SERVER_CPU.pop(port, None)
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def signed_in(port: int, tokens: dict[str, str], lang: str) -> dict[str, Client]:
    """Every player and the GM, signed in by their links, each having switched the portal to ``lang``."""
    clients = {}
    for name in (*PLAYERS, GM):
        c = Client(port)
        assert c.join(tokens[name]).status == 303
        assert c.post("/lang", {"lang": lang, "back": "/"}).status == 303
        clients[name] = c
    return clients
