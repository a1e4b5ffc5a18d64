"""Balance sweeps: many whole bot games on Dask, one table (docs/BOTS.md).

The games are cut into chunks; each chunk is one Dask task (:func:`play_chunk`) that plays
its games with :func:`~blackhorse.analysis.botgame.play_bot_game` and returns their rows.
Game ``i`` depends only on the seed, ``i``, the strategy and the map, and the rows are put
back in game order, so the same seed gives the same table on one worker or many, on a
local cluster or a remote one.
"""

from __future__ import annotations

import gc
import logging
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TextIO

from blackhorse.analysis.botgame import COLUMNS, Row, play_bot_game
from blackhorse.core.yamlsource import parse_yaml
from blackhorse.inn.layout import Inn, default_inn

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa
    from distributed import Client

SCHEDULER_TIMEOUT = "5s"  # how long --scheduler is tried before the sweep says it is unreachable
CHUNK = 10  # games per task: enough work to hide the scheduler's ~1 ms per task


@lru_cache(maxsize=4)
def _inn(map_text: str | None, shown: str) -> Inn:
    """The map on a worker (from its text: a remote worker need not see the GM's disk)."""
    if map_text is None:
        return default_inn()
    return Inn(parse_yaml(map_text, shown))


def play_chunk(first: int, count: int, seed: str, choice: str, map_text: str | None, shown: str) -> list[Row]:
    """Games ``first`` .. ``first + count - 1`` of a sweep: their rows, in game order."""
    inn = _inn(map_text, shown)
    _settle_worker_heap()
    rows: list[Row] = []
    for index in range(first, first + count):
        rows.extend(play_bot_game(index, seed, choice, inn))
    return rows


_SETTLED: set[int] = set()  # the processes whose heap is settled (a forked child is another)


def _settle_worker_heap() -> None:
    """Once per worker process, before its first games: collect, then leave everything alive
    (the imported modules, the map) out of the cycle collector's later walks (``gc.freeze``),
    which otherwise go over all of it every full collection (about half the collector's time
    on bot nights). Only in a worker process of its own: a sweep run on threads of the
    caller's process (a notebook's ``Client(processes=False)``) leaves the caller's heap alone."""
    pid = os.getpid()
    if pid in _SETTLED:
        return
    _SETTLED.add(pid)
    if multiprocessing.parent_process() is not None:
        gc.collect()
        gc.freeze()


def chunks(games: int, size: int = CHUNK) -> list[tuple[int, int]]:
    return [(first, min(size, games - first)) for first in range(0, games, size)]


Progress = Callable[[int, int], None]


def run_sweep(
    client: Client,
    games: int,
    seed: int | str,
    choice: str,
    map_text: str | None = None,
    shown: str = "",
    progress: Progress | None = None,
) -> list[Row]:
    """Play ``games`` bot games on ``client``'s cluster; every row, in game order."""
    from distributed import as_completed

    parts = chunks(games)
    futures = client.map(
        play_chunk,
        [f for f, _ in parts],
        [n for _, n in parts],
        seed=str(seed),
        choice=choice,
        map_text=map_text,
        shown=shown,
        pure=False,
    )
    index = {f.key: first for f, (first, _) in zip(futures, parts, strict=True)}
    found: dict[int, list[Row]] = {}
    done = 0
    if progress:
        progress(0, games)
    for future in as_completed(futures):  # type: ignore[no-untyped-call]
        rows: list[Row] = future.result()
        first = index[future.key]
        found[first] = rows
        done += dict(parts)[first]
        if progress:
            progress(done, games)
    return [row for first in sorted(found) for row in found[first]]


def arrow_table(rows: Sequence[Row]) -> pa.Table:
    """The sweep's rows as an Arrow table with the fixed columns of :data:`COLUMNS`."""
    import pyarrow as pa

    types = {"string": pa.string(), "int64": pa.int64(), "bool": pa.bool_()}
    schema = pa.schema([(name, types[kind]) for name, kind in COLUMNS.items()])
    return pa.Table.from_pylist(list(rows), schema=schema)


def frame(rows: Sequence[Row]) -> pd.DataFrame:
    """The sweep's rows as pandas reads ``SWEEP.parquet`` with nullable types (BOTS.md):
    counts ``Int64``, ``solved`` ``boolean``, missing values ``<NA>``. Arrow's plain
    ``to_pandas()`` shows the counts as floats (a night's ``free_tenants`` as ``8.0``)."""
    import pandas as pd
    import pyarrow as pa

    types = {pa.int64(): pd.Int64Dtype(), pa.bool_(): pd.BooleanDtype(), pa.string(): pd.StringDtype()}
    table: pd.DataFrame = arrow_table(rows).to_pandas(types_mapper=types.get)
    return table


def parquet_bytes(rows: Sequence[Row]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    sink = pa.BufferOutputStream()
    pq.write_table(arrow_table(rows), sink)
    return bytes(sink.getvalue().to_pybytes())


@contextmanager
def dask_client(scheduler: str | None, workers: int | None = None) -> Iterator[Client]:
    """A client of the running scheduler at ``scheduler``, or of a local cluster of
    ``workers`` single-threaded worker processes (default: one per core)."""
    from distributed import Client, LocalCluster

    if scheduler:
        with Client(scheduler, timeout=SCHEDULER_TIMEOUT) as client:  # type: ignore[no-untyped-call]
            yield client
        return
    with _workers_leave_ctrl_c_to_us():
        cluster = LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            # its scheduler's HTTP routes on a free port of this machine only, not dask's
            # 8787, which a scheduler the designer runs already holds (a warning each sweep)
            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
            silence_logs=logging.ERROR,
        )
    with cluster, Client(cluster) as client:  # type: ignore[no-untyped-call]
        yield client


@contextmanager
def _workers_leave_ctrl_c_to_us() -> Iterator[None]:
    """The local cluster's worker processes, started meanwhile, ignore Ctrl-C (SIGINT): they
    inherit the ignored signal, and Python then installs no handler of its own. Ctrl-C in a
    terminal goes to every process of the sweep; each worker printed its KeyboardInterrupt
    traceback while this process, which stops them with the cluster, said it was stopped.
    Only from the main thread (where signals are handled); elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


SCHEDULER_ADDRESS = "a Dask scheduler's address, tcp://HOST:PORT (as `dask scheduler` prints it)"


def scheduler_problem(address: str) -> str | None:
    """Why ``address`` is not a scheduler's address (None: it is one), found before
    connecting: dask's own ``ValueError`` (missing port, the dashboard's ``http://``, a port
    that is not a number) reached the command line as a traceback."""
    from distributed.comm.addressing import parse_address, parse_host_port
    from distributed.comm.registry import get_backend

    try:
        scheme, location = parse_address(address)
        get_backend(scheme)
        if scheme in ("tcp", "tls", "ws", "wss"):
            _, port = parse_host_port(location)
            if not 0 < int(port) < 65536:
                return "a port from 1 to 65535"
    except ValueError as exc:
        return f"{SCHEDULER_ADDRESS}; {exc}"
    return None


def progress_bar(stream: TextIO = sys.stderr, width: int = 30) -> Progress:
    """``sweep [#########.........] 300/1000 games`` on one line, redrawn as chunks finish."""

    def show(done: int, total: int) -> None:
        filled = width * done // max(total, 1)
        stream.write(f"\rsweep [{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
        if done >= total:
            stream.write("\n")
        stream.flush()

    return show


def describe(info: dict[str, Any]) -> str:
    """The cluster in a few words, for the command's output."""
    workers = info.get("workers", {})
    threads = sum(int(w.get("nthreads", 1)) for w in workers.values())
    return f"{len(workers)} worker(s), {threads} thread(s) at {info.get('address', '?')}"
