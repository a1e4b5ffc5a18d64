"""Balance sweeps on Dask: the same seed gives the same table on any cluster; --scheduler is used."""

from __future__ import annotations

import contextlib
import io
import logging
import os
import random
import re
import signal
import socket
import stat
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
import pytest
from distributed import Client, LocalCluster

from blackhorse.analysis import sweep
from blackhorse.analysis.balance import balance, figure, markdown, wilson
from blackhorse.analysis.balance import mean as balance_mean
from blackhorse.analysis.botgame import Row, bot_game_setup, play_bot_game, play_bot_night
from blackhorse.analysis.bots import bot_sheets, sheet_yaml
from blackhorse.analysis.sweep import arrow_table, dask_client, frame, parquet_bytes, run_sweep
from blackhorse.cli.main import main
from blackhorse.core.errors import InputError
from blackhorse.game.registration import Seating, render_game_yaml
from blackhorse.game.state import cast_for_night, initial_state
from blackhorse.inn.layout import default_inn, load_inn

INN = default_inn()


def cluster(workers: int) -> LocalCluster:
    return LocalCluster(
        n_workers=workers,
        threads_per_worker=1,
        processes=False,
        dashboard_address=None,
        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
        silence_logs=logging.ERROR,
    )


def test_same_seed_same_table_on_one_and_on_two_workers() -> None:
    tables = []
    for workers in (1, 2):
        with cluster(workers) as c, Client(c) as client:
            assert len(client.scheduler_info()["workers"]) == workers
            tables.append(run_sweep(client, 12, seed=11, choice="mix"))  # 2 chunks of games
    assert tables[0] == tables[1]
    assert parquet_bytes(tables[0]) == parquet_bytes(tables[1])
    assert tables[0] == [row for i in range(12) for row in play_bot_game(i, "11", "mix", INN)]


def test_the_sweep_runs_on_the_scheduler_given(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with cluster(1) as c:
        out = tmp_path / "sweep.parquet"
        argv = ["sweep", "--games", "4", "--seed", "2", "--out", str(out), "--scheduler", c.scheduler_address]
        assert main(argv) == 0
        assert "play_chunk" in c.scheduler.task_prefixes  # the chunks ran on this cluster
        assert c.scheduler.address in capsys.readouterr().err
    table = pd.read_parquet(out)
    assert sorted(set(table["game"])) == [0, 1, 2, 3]
    typed = pd.read_parquet(out, dtype_backend="numpy_nullable")  # BOTS.md: whole numbers kept
    assert str(typed["murders"].dtype) == "Int64" and str(typed["case"].dtype) == "Int64"
    assert str(typed["solved"].dtype) == "boolean"
    assert typed.loc[typed["kind"] == "night", "case"].isna().all()
    report = out.with_suffix(".md").read_text(encoding="utf-8")
    assert "## Who wins" in report and "sweep.png" in report
    assert out.with_suffix(".png").read_bytes().startswith(b"\x89PNG")
    assert main(argv) == 2  # never over an earlier sweep without --force
    assert "--force" in capsys.readouterr().err


def test_an_unreachable_scheduler_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # a refused port is tried again until the client's timeout: 1 s here, not the user's 5 s
    # of waiting (the same error, sooner)
    monkeypatch.setattr(sweep, "SCHEDULER_TIMEOUT", "1s")
    argv = [
        "sweep",
        "--games",
        "2",
        "--seed",
        "1",
        "--out",
        str(tmp_path / "s.parquet"),
        "--scheduler",
        "tcp://127.0.0.1:9",
    ]
    assert main(argv) == 2
    assert "Dask scheduler at tcp://127.0.0.1:9" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_bad_sweep_arguments_are_listed_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["sweep", "--games", "0", "--seed", "1", "--out", str(tmp_path / "s.csv"), "--workers", "0"])
        == 2
    )
    err = capsys.readouterr().err
    assert "games: 0" in err and "ending in .parquet" in err and "workers: 0" in err


def test_the_table_follows_the_games_rules() -> None:
    rows = [row for i in range(12) for row in play_bot_game(i, "5", "mix", INN)]
    table = arrow_table(rows).to_pandas()
    for _, game in table.groupby("game"):
        nights, cases = game[game["kind"] == "night"], game[game["kind"] == "case"]
        assert list(nights["night"]) == list(range(1, int(game["game_nights"].iloc[0]) + 1))
        assert nights["murders"].sum() == len(cases) and list(cases["case"]) == list(range(1, len(cases) + 1))
        assert (nights["witnessed"] <= nights["murders"]).all()
        side = game["game_side"].iloc[0]
        assert side in ("police", "tenant", "draw", "unfinished")
        solved = cases[cases["solved"]]
        assert (solved["accused"] == solved["killer"]).all()
        if side == "tenant":
            winners = set(str(game["game_winner"].iloc[0]).split(","))  # several may win together
            assert winners <= set(cases["killer"])  # a tenant wins by a kill
    assert set(table["kind"]) == {"night", "case"}


def test_a_bot_night_in_memory_is_the_night_of_its_files(tmp_path: Path) -> None:
    game = bot_game_setup(INN, "9:0")
    folder = tmp_path / "game"
    (folder / "nights" / "1").mkdir(parents=True)
    seating = Seating({n: t.room for n, t in game.tenants.items()}, ())
    text = render_game_yaml(
        game.name,
        seating,
        {n: (t.targets[0], t.targets[1]) for n, t in game.tenants.items()},
        game.police,
        "a bot game",
    )
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    state = initial_state(game)
    cast = cast_for_night(state, frozenset(game.police))
    for name, sheet in bot_sheets(cast, INN, cast.people, "hunter", "9:0", 1).items():
        (folder / "nights" / "1" / f"{name}.yaml").write_text(
            sheet_yaml(sheet, "hunter", 9, 1), encoding="utf-8"
        )
    assert main(["night", str(folder), "1"]) == 0
    seen = play_bot_night(state, 1, "hunter", "9:0", INN)
    written = pd.read_csv(folder / "nights" / "1" / "results" / "cases.csv", dtype=str, keep_default_na=False)
    assert sorted(written["victim"]) == sorted(c.victim for c in seen.cases)
    for case in seen.cases:
        row = written[written["victim"] == case.victim].iloc[0]
        assert row["killer"] == case.killer
        assert row["witnesses"] == ";".join(seen.witnesses[case])


def test_confidence_intervals() -> None:
    half = wilson(5, 10)
    assert round(half.low, 3) == 0.237 and round(half.high, 3) == 0.763
    none = wilson(0, 10)
    assert none.low == 0 and 0.27 < none.high < 0.28
    rows = [row for i in range(6) for row in play_bot_game(i, "1", "hunter", INN)]
    summary = balance(arrow_table(rows).to_pandas())
    assert summary.games == 6 and sum(e.value for e in summary.wins.values()) == pytest.approx(1)
    text = markdown(summary, "test", "chart.png")
    assert "| murders per night |" in text and "![" in text


def test_an_out_that_cannot_be_written_is_said_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It was found only after the last game, as 'No such file or directory: .../.x.parquet.new-...'."""
    (tmp_path / "notes.txt").write_text("a file, not a folder", encoding="utf-8")
    out = tmp_path / "notes.txt" / "sweep.parquet"
    assert main(["sweep", "--games", "0", "--seed", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "games: 0" in err  # listed with the other problems, before any cluster starts
    assert f"--out: {out} -- {tmp_path / 'notes.txt'} is not a folder" in err
    assert ".new-" not in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


class _NoCluster:
    """A sweep's client for tests of its files: the games are played in this process."""

    def scheduler_info(self) -> dict[str, object]:
        return {"address": "in-process", "workers": {}}


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch) -> list[Callable[[], None]]:
    """`blackhorse sweep` without a cluster; the hooks appended run while the games are played."""
    from blackhorse.analysis import sweep

    hooks: list[Callable[[], None]] = []

    @contextmanager
    def client(scheduler: str | None, workers: int | None = None) -> Iterator[_NoCluster]:
        yield _NoCluster()

    def play(client: object, games: int, seed: int | str, choice: str, *rest: object) -> list[Row]:
        for hook in hooks:
            hook()
        return [row for i in range(games) for row in play_bot_game(i, str(seed), choice, INN)]

    monkeypatch.setattr(sweep, "dask_client", client)
    monkeypatch.setattr(sweep, "run_sweep", play)
    return hooks


def test_the_sweeps_files_are_made_like_every_other_output(tmp_path: Path, in_process: object) -> None:
    """They were 0600 (the mode of a temporary file): a designer's colleagues could not read them."""
    old = os.umask(0o022)
    try:
        assert (
            main(["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet"), "--quiet"])
            == 0
        )
    finally:
        os.umask(old)
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in tmp_path.iterdir()}
    assert modes == {"s.parquet": 0o644, "s.md": 0o644, "s.png": 0o644}


def test_a_file_that_appears_during_the_sweep_is_never_replaced(
    tmp_path: Path, in_process: list[Callable[[], None]], capsys: pytest.CaptureFixture[str]
) -> None:
    """--out was checked before the games only: a file made meanwhile was replaced silently."""
    out = tmp_path / "s.parquet"
    in_process.append(lambda: out.with_suffix(".png").write_bytes(b"someone else's chart"))
    assert main(["sweep", "--games", "2", "--seed", "1", "--out", str(out), "--quiet"]) == 2
    assert "s.png appeared while the games were played" in capsys.readouterr().err
    assert out.with_suffix(".png").read_bytes() == b"someone else's chart"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.png"]  # none of the sweep's, no staged file
    assert main(["sweep", "--games", "2", "--seed", "1", "--out", str(out), "--quiet", "--force"]) == 0
    assert out.with_suffix(".png").read_bytes().startswith(b"\x89PNG")


def test_a_map_saved_as_utf16_is_swept_like_the_same_map_in_utf8(
    tmp_path: Path, in_process: list[Callable[[], None]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`inn --map` read it, `sweep --map` checked it and then failed with a UnicodeDecodeError."""
    from blackhorse.analysis import sweep

    texts: list[str | None] = []
    played = sweep.run_sweep
    monkeypatch.setattr(sweep, "run_sweep", lambda *a: texts.append(a[4]) or played(*a))
    shipped = (Path(__file__).parent.parent / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    (tmp_path / "inn16.yaml").write_text(shipped, encoding="utf-16")
    argv = ["sweep", "--games", "1", "--seed", "1", "--quiet", "--map", str(tmp_path / "inn16.yaml")]
    assert main([*argv, "--out", str(tmp_path / "s.parquet")]) == 0
    assert texts == [shipped]


def test_a_broken_map_is_listed_with_the_other_problems(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The map was checked only once the command line was right: one more run to learn of it."""
    argv = ["sweep", "--games", "0", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--map", str(tmp_path / "none.yaml")]) == 2
    err = capsys.readouterr().err
    assert "2 problems found" in err and "games: 0" in err and "an existing map file" in err


def test_a_local_sweep_beside_a_running_scheduler_says_nothing_of_ports() -> None:
    """The local cluster's scheduler took dask's port 8787 for its HTTP routes; with the
    designer's own `dask scheduler` running (BOTS.md), every sweep printed a UserWarning
    ('Port 8787 is already in use ...') with a path into distributed's sources."""
    holder = socket.socket()
    with contextlib.suppress(OSError):  # if it cannot be bound, something else holds it: the same
        holder.bind(("0.0.0.0", 8787))
        holder.listen()
    try:
        with warnings.catch_warnings(record=True) as said, dask_client(None, 1) as client:
            warnings.simplefilter("always")
            assert client.submit(sum, [1, 2]).result() == 3
    finally:
        holder.close()
    assert not [w for w in said if "8787" in str(w.message)]


def test_a_mean_of_counts_never_has_a_negative_low_end() -> None:
    """Murders per night on a late night read '0.14 (-0.01-0.28, n=22)' in the report."""
    rare = balance_mean([0.0] * 21 + [1.0])
    assert rare.low == 0 and rare.high > rare.value > 0
    assert rare.number() == "0.05 (0.00-0.13, n=22)"
    assert balance_mean([2.0, 4.0]).low == pytest.approx(3 - 1.96 * 1)  # a low end above 0 is kept


@pytest.mark.parametrize("beds", [0, 2])
def test_a_map_with_too_few_beds_for_a_bot_game_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], beds: int
) -> None:
    """Two beds: each worker's traceback, then 'could not draw targets for 2 tenants; try
    another --seed' (no seed can); no bed: games without tenants, '100% police wins'."""
    shipped = (Path(__file__).parent.parent / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    edited = shipped.replace("beds: 2}", "beds: 0}")
    if beds:
        edited = edited.replace("xy: [22, 64], beds: 0}", "xy: [22, 64], beds: 2}")
    (tmp_path / "small.yaml").write_text(edited, encoding="utf-8")
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--map", str(tmp_path / "small.yaml")]) == 2
    err = capsys.readouterr().err
    assert f"small.yaml: spots: {beds} beds -- at least 3 beds over the rooms" in err
    assert "Traceback" not in err and "--seed" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["small.yaml"]


def test_the_table_in_python_is_the_file_read_with_whole_numbers() -> None:
    """balance.ipynb and BOTS.md's example made the table with Arrow's plain to_pandas(): a
    night's free tenants showed as 8.0, unlike the file as BOTS.md says to read it."""
    rows = [row for i in range(3) for row in play_bot_game(i, "1", "mix", INN)]
    read = pd.read_parquet(io.BytesIO(parquet_bytes(rows)), dtype_backend="numpy_nullable")
    pd.testing.assert_frame_equal(frame(rows), read)
    assert str(frame(rows)["free_tenants"].dtype) == "Int64"
    bots = (Path(__file__).parent.parent / "docs" / "BOTS.md").read_text(encoding="utf-8")
    notebook = (Path(__file__).parent.parent / "notebooks" / "balance.ipynb").read_text(encoding="utf-8")
    for text in (bots, notebook):
        assert "table = frame(rows)" in text and ".to_pandas()" not in text


def test_ctrl_c_stops_a_sweep_with_a_line_not_a_traceback(
    tmp_path: Path, in_process: list[Callable[[], None]], capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl-C printed a KeyboardInterrupt traceback from the command and one from each worker."""

    def ctrl_c() -> None:
        raise KeyboardInterrupt

    in_process.append(ctrl_c)
    out = tmp_path / "s.parquet"
    assert main(["sweep", "--games", "20", "--seed", "1", "--out", str(out), "--quiet"]) == 130
    err = capsys.readouterr().err
    assert "blackhorse sweep: stopped (Ctrl-C) after 0 of 20 games; nothing was written" in err
    assert "Traceback" not in err and not list(tmp_path.iterdir())


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_the_local_clusters_workers_leave_ctrl_c_to_the_command() -> None:
    def ignores_ctrl_c() -> bool:
        status = Path("/proc/self/status").read_text(encoding="ascii")
        ignored = int(next(x for x in status.splitlines() if x.startswith("SigIgn:")).split()[1], 16)
        return bool(ignored & (1 << (signal.SIGINT - 1)))

    before = signal.getsignal(signal.SIGINT)
    with dask_client(None, 1) as client:
        assert list(client.run(ignores_ctrl_c).values()) == [True]
        assert signal.getsignal(signal.SIGINT) is before  # this process's own Ctrl-C is as it was


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("foo", "missing port number"),
        ("tcp://127.0.0.1", "missing port number"),
        ("http://127.0.0.1:8787", "unknown address scheme 'http'"),  # the dashboard's address
        ("tcp://127.0.0.1:99999", "a port from 1 to 65535"),
    ],
)
def test_a_scheduler_address_that_is_not_one_is_an_input_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], address: str, said: str
) -> None:
    """dask's ValueError came out as a traceback with exit status 1."""
    argv = ["sweep", "--games", "0", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--scheduler", address]) == 2
    err = capsys.readouterr().err
    assert f"blackhorse sweep: --scheduler: {address} -- " in err and said in err and "games: 0" in err
    assert not list(tmp_path.iterdir())


def test_a_share_of_none_or_all_has_its_interval_around_it() -> None:
    """wilson(0, 11).low was 1e-17 above 0 and wilson(6, 6).high 1e-16 below 1: the chart's
    error bars were negative and `sweep --games 11` (or 100, 500, BOTS.md's 10000: any count
    where a side, such as a draw, wins no game) ended in matplotlib's ValueError."""
    for n in range(1, 2001):
        assert wilson(0, n).low == 0 and wilson(n, n).high == 1
        for hits in (0, n // 3, n):
            share = wilson(hits, n)
            assert share.low <= share.value <= share.high


def test_a_sweep_of_eleven_games_writes_its_report(tmp_path: Path, in_process: object) -> None:
    out = tmp_path / "s.parquet"
    assert main(["sweep", "--games", "11", "--seed", "1", "--out", str(out), "--quiet"]) == 0
    assert "| draw | 0.0% (0.0-" in out.with_suffix(".md").read_text(encoding="utf-8")
    assert out.with_suffix(".png").read_bytes().startswith(b"\x89PNG")


def test_the_chart_draws_each_nights_interval_as_the_report_gives_it() -> None:
    """The murders-per-night panel drew mean +- the upper half: below 0 where the report's
    interval is cut at 0."""
    from matplotlib.collections import LineCollection

    rows = [row for i in range(6) for row in play_bot_game(i, "1", "mix", INN)]
    summary = balance(arrow_table(rows).to_pandas())
    assert any(e.low == 0 < e.value for e in summary.by_night.values())  # a night cut at 0
    panel = figure(summary).axes[2]
    bars = [seg for c in panel.collections if isinstance(c, LineCollection) for seg in c.get_segments()]
    drawn = sorted((float(s[:, 1].min()), float(s[:, 1].max())) for s in bars)
    given = sorted((e.low, e.high) for e in summary.by_night.values())
    assert [x for pair in drawn for x in pair] == pytest.approx([x for pair in given for x in pair])


def test_games_without_a_murder_say_so_under_the_killers_strategy() -> None:
    """`--strategy wanderer` (wanderers never kill) left a table of headers and no row."""
    rows = [row for i in range(2) for row in play_bot_game(i, "2", "wanderer", INN)]
    text = markdown(balance(arrow_table(rows).to_pandas()), "wanderers", None)
    part = text.split("## By the killer's strategy")[1]
    assert "No murder in these games" in part and "| strategy |" not in part


def test_a_scheduler_without_workers_is_said_to_wait_for_them(
    tmp_path: Path, in_process: object, capsys: pytest.CaptureFixture[str]
) -> None:
    """The sweep sat at '0/4 games' with nothing said but 'on 0 worker(s)'."""
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet"), "--quiet"]
    assert main([*argv, "--scheduler", "tcp://127.0.0.1:8786"]) == 0
    err = capsys.readouterr().err
    assert "note: the scheduler has no workers yet; the games start when one joins" in err
    assert "(dask worker tcp://127.0.0.1:8786)" in err


def test_workers_with_a_scheduler_is_refused_not_ignored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--workers 8 --scheduler ADDR ran on whatever workers the scheduler had, saying nothing."""
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--workers", "8", "--scheduler", "tcp://127.0.0.1:9"]) == 2
    assert "--workers: 8 -- no --workers with --scheduler" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_a_map_without_destinations_is_refused_not_played_for_ever(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`destinations: []`: `inn --map` took it, and each sweep worker drew a place from
    nothing again and again (100% CPU, 0 games, for ever)."""
    shipped = (Path(__file__).parent.parent / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    edited = re.sub(r"(?m)^destinations: .*$", "destinations: []", shipped)
    (tmp_path / "nowhere.yaml").write_text(edited, encoding="utf-8")
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--map", str(tmp_path / "nowhere.yaml")]) == 2
    err = capsys.readouterr().err
    assert "nowhere.yaml: destinations: [] -- at least one place an order may go" in err
    inn = load_inn(tmp_path / "nowhere.yaml")
    with pytest.raises(InputError, match="destinations"):
        play_bot_game(0, "1", "mix", inn)  # from Python too, at once


def test_a_bot_never_draws_from_nothing() -> None:
    from blackhorse.analysis.bots import _Planner

    planner = _Planner.__new__(_Planner)
    planner.bits = random.Random(1).getrandbits
    with pytest.raises(IndexError):
        planner.pick([])


def test_a_map_without_the_common_room_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """204 renamed 206: the officers' first walk home stopped the night, in every worker."""
    shipped = (Path(__file__).parent.parent / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    (tmp_path / "no204.yaml").write_text(shipped.replace('"204"', '"206"').replace("door-204", "door-206"))
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--map", str(tmp_path / "no204.yaml")]) == 2
    assert "no204.yaml: spots: no 204 -- the common room 204: a bot game's police" in capsys.readouterr().err
    with pytest.raises(InputError, match="common room 204"):
        play_bot_game(0, "1", "mix", load_inn(tmp_path / "no204.yaml"))


def test_a_map_whose_common_room_can_be_shut_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`always_open: false` on 204: an officer refused there walked home, to 204, from its
    door, and the night ended in the engine's IndexError (rows_of on a 0-minute walk)."""
    shipped = (Path(__file__).parent.parent / "blackhorse" / "data" / "inn.yaml").read_text(encoding="utf-8")
    (tmp_path / "shut.yaml").write_text(shipped.replace("always_open: true", "always_open: false"))
    argv = ["sweep", "--games", "2", "--seed", "1", "--out", str(tmp_path / "s.parquet")]
    assert main([*argv, "--map", str(tmp_path / "shut.yaml")]) == 2
    assert "shut.yaml: spots.204.always_open: false -- true: 204 is the home of" in capsys.readouterr().err
    with pytest.raises(InputError, match="always_open"):
        play_bot_game(0, "1", "wanderer", load_inn(tmp_path / "shut.yaml"))
