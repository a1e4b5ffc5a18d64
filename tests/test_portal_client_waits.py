"""How long the portal tests' client waits for an answer (tests/portalkit.wait_for_answer):
as long as the server works on the request, so a loaded machine makes a test slower but never
red, and not a moment past a hang or a loop, which it names with the request it waited for."""

from __future__ import annotations

import itertools
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.portalkit import (
    SERVER_CPU,
    Client,
    copy_game,
    free_port,
    process_cpu,
    thread_server,
    wait_for_answer,
    wait_until_up,
)


def test_a_server_still_at_work_is_waited_for_past_any_fixed_timeout() -> None:
    ours, theirs = socket.socketpair()
    with ours, theirs:
        polls = itertools.count()

        def cpu() -> float:  # a server slow at its work: a little CPU between two looks
            n = next(polls)
            if n == 40:  # some twenty stalls later, it answers
                theirs.send(b"HTTP/1.1 200 OK\r\n\r\n")
            return n * 0.01

        wait_for_answer(ours, "POST /gm/do/run", cpu, stall=0.1, budget=10.0)
        assert next(polls) > 40


def test_a_server_that_does_nothing_is_a_hang_named_with_the_request() -> None:
    ours, theirs = socket.socketpair()
    with ours, theirs, pytest.raises(AssertionError) as failed:
        wait_for_answer(ours, "POST /gm/do/run", lambda: 3.0, stall=0.1, budget=10.0)
    said = str(failed.value)
    assert said.startswith("no answer to POST /gm/do/run after ") and "(it hangs)" in said


def test_a_server_that_works_without_end_is_a_loop_named_with_the_request() -> None:
    ours, theirs = socket.socketpair()
    polls = itertools.count()
    with ours, theirs, pytest.raises(AssertionError) as failed:
        wait_for_answer(ours, "GET /gm", lambda: float(next(polls)), stall=0.1, budget=5.0)
    assert "no answer to GET /gm" in str(failed.value) and "s of CPU on it (a loop?)" in str(failed.value)


def test_a_process_cpu_time_is_read_and_grows() -> None:
    cpu = process_cpu(os.getpid())
    assert cpu is not None  # Linux: /proc
    before = cpu()
    sum(i * i for i in range(3_000_000))
    assert cpu() > before


def test_a_client_of_a_server_the_kit_started_waits_on_that_servers_cpu(tmp_path: Path) -> None:
    # a test's own Client(port) had a 60 s socket timeout: three portal tests failed on a loaded
    # machine (issue of the fresh-clone CI, 3 December) while their server was still at work
    with thread_server(copy_game(tmp_path)) as port:
        server_cpu = Client(port).server_cpu
        assert server_cpu is SERVER_CPU[port]  # the server's threads, in this process
        mine = server_cpu()
        sum(i * i for i in range(3_000_000))  # the test's own work is not the server's
        assert server_cpu() - mine < 0.05
        assert Client(port).get("/").status in (200, 303, 401)
    assert port not in SERVER_CPU  # stopped: a later server on that port is not mistaken for it
    assert Client(port).server_cpu is None


def test_a_server_process_that_listens_late_is_waited_for_while_it_works() -> None:
    port = free_port()
    late = f"""
import socket, time
end = time.process_time() + 1.0
while time.process_time() < end:  # a start that takes a second of CPU
    pass
s = socket.socket()
s.bind(("127.0.0.1", {port}))
s.listen()
time.sleep(60)
"""
    proc = subprocess.Popen([sys.executable, "-c", late])
    try:
        wait_until_up(port, proc, stall=0.5)  # far past 0.5 s on a loaded machine, and not a hang
    finally:
        proc.kill()
        proc.wait()


def test_a_server_process_that_neither_listens_nor_works_is_a_hang() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        with pytest.raises(AssertionError, match=r"no server on port \d+: no CPU used for 1 s \(it hangs\)"):
            wait_until_up(free_port(), proc, stall=1.0)
    finally:
        proc.kill()
        proc.wait()
