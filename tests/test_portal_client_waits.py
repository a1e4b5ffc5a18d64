"""How long the portal tests' client waits for an answer (tests/portalkit.wait_for_answer):
as long as the server works on the request, so a loaded machine makes a test slower but never
red, and not a moment past a hang or a loop, which it names with the request it waited for."""

from __future__ import annotations

import itertools
import os
import socket

import pytest

from tests.portalkit import process_cpu, wait_for_answer


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
