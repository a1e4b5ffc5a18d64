"""The cycle collector paused while a bot night runs (the batch path of a sweep) or a
night's reports and files are built (and for the whole of a `blackhorse night` command,
``cli/game_commands.cmd_night``: its night freed before the collector walks again).

A night allocates tens of thousands of short-lived objects (the engine's events and rows,
the sightings); nearly all are freed the moment they are dropped, but each few hundred
allocations wake Python's cycle collector, which then walks every young object, and now
and then every object of the process (the imported modules included). On bot nights that
was about a tenth of the time. :func:`gc_paused` turns the collector off for the night and
back on after it (the first allocation after that collects whatever the night left in
cycles, so nothing piles up across nights). Nested and concurrent uses (a Dask worker with
several threads) count: the collector comes back on when the last one ends, and only if it
was on before the first began; a caller who had turned it off keeps it off.
"""

from __future__ import annotations

import gc
import threading


class _Pauses:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.count = 0
        self.was_enabled = False


_PAUSES = _Pauses()


class _Pause:
    """The pause itself: a context manager that holds no state (the count is :data:`_PAUSES`'s),
    so one serves every pause, nested or in threads.

    Not a generator (``contextlib.contextmanager``): a generator's end raises ``StopIteration``
    *after* the collector is back on, and that exception object, the first container allocated
    then, set off at once a collection of every object the pause had left alive (a night's
    reports and files, about to be returned and, most often, dropped). Here nothing is
    allocated between ``gc.enable()`` and the caller: the first collection comes at the
    caller's next allocation, as before, over what is still alive then."""

    __slots__ = ()

    def __enter__(self) -> None:
        with _PAUSES.lock:
            if _PAUSES.count == 0:
                _PAUSES.was_enabled = gc.isenabled()
                gc.disable()
            _PAUSES.count += 1

    def __exit__(self, kind: object, value: object, traceback: object) -> None:
        with _PAUSES.lock:
            _PAUSES.count -= 1
            if _PAUSES.count == 0 and _PAUSES.was_enabled:
                gc.enable()


_PAUSE = _Pause()


def gc_paused() -> _Pause:
    """Run the body with the cycle collector off; restore it when the last pause ends."""
    return _PAUSE
