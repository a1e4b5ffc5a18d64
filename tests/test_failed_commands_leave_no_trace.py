"""Nothing half-written (README: "Bad input gets a clear error ... exit non-zero, and nothing
half-written. Never a traceback for a user mistake."): every command that takes a game
folder, failing each way it can, leaves the folder's names and bytes exactly as they were,
exits 2 and prints no traceback.

A table: each command x each kind of failure x a game never served (no portal database) and
one served (``portal.sqlite3`` there, links issued, night 1 published):

- a bad argument the command itself refuses (an unknown officer, a case or a night that is
  not there): argparse's own refusals come before anything is opened;
- a bad folder: no ``game.yaml`` in it, or a ``game.yaml`` cut short;
- too little memory, as the mutation fuzz limits it (``tests/fuzzkit.run_limited``: address
  space on top of the forking process's own), at every step of 128 KiB from none to what the
  command takes: the command stops wherever memory runs out (loading a module, opening the
  portal's database, writing it), and a command that exits 2 must have left nothing.

Each command runs in a forked child, as the fuzz runs it. Found on 3 December: ``ask``,
``accuse`` and ``close-day`` left a new ``portal.sqlite3`` (with ``-wal`` and ``-shm``) when
SQLite could not map its memory ("disk I/O error"); every command printed a traceback on a
MemoryError.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import socket
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

import blackhorse.parsing  # noqa: F401 - loaded once here, not in every forked command
import blackhorse.portal.problemspot  # noqa: F401
import tests.fuzzkit
from blackhorse.cli.main import OOM, main
from tests.fuzzkit import run_limited, snapshot
from tests.portalkit import Client, free_port, start_process, stop_process
from tests.scenariokit import SCENARIOS

STEP = 128 << 10
# the memory a command is given on top of the test process's, try after try until it runs as
# with memory to spare: less than none (no page more), then doubling, so that it runs out
# loading its modules, reading the game, opening the portal's database, writing (a command
# here takes 1 to 8 MiB more than a test process holds; the suite's own modules are loaded)
LIMITS = [-STEP, *(STEP << k for k in range(10))]


def cli(*argv: str) -> None:
    with open(os.devnull, "w") as quiet, redirect_stdout(quiet), redirect_stderr(quiet):
        assert main(list(argv)) == 0, argv


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Two templates: night 1 played, never served; and the same served (published, invited)."""
    root = tmp_path_factory.mktemp("templates")
    never = root / "never served"
    shutil.copytree(SCENARIOS / "first-night", never, ignore=shutil.ignore_patterns("results"))
    cli("night", str(never), "1")
    served = root / "served"
    shutil.copytree(never, served)
    cli("publish", str(served), "1")
    cli("invite", str(served))
    cli("ask", str(served), "1", "C", "Where were you at 21:00?", "--by", "P1")
    assert (served / "portal.sqlite3").is_file() and not (never / "portal.sqlite3").exists()
    return {"never served": never, "served": served}


DAY = "{tmp}/day.yaml"
# each command: what it is given to succeed on the served game, and a bad argument it refuses
COMMANDS: dict[str, tuple[list[str], list[str]]] = {
    "ask": (
        ["ask", "{g}", "1", "C", "Where?", "--by", "P1"],
        ["ask", "{g}", "1", "C", "Where?", "--by", "P9"],
    ),
    "answer": (["answer", "{g}", "1", "In my room."], ["answer", "{g}", "99", "In my room."]),
    "accuse": (
        ["accuse", "{g}", "1", "1", "G", "--by", "P1"],
        ["accuse", "{g}", "1", "9", "G", "--by", "P1"],
    ),
    "claim": (
        ["claim", "{g}", "1", "A", "21:00", "21:30", "lawn", "--by", "P1"],
        ["claim", "{g}", "1", "A", "21:00", "21:30", "attic", "--by", "P1"],
    ),
    "reveal": (["reveal", "{g}", "--early"], ["reveal", "{g}"]),
    "publish": (["publish", "{g}", "1"], ["publish", "{g}", "5"]),
    "deadline": (["deadline", "{g}", "2", "+30"], ["deadline", "{g}", "2", "2020-01-01 20:00"]),
    "close-day": (["close-day", "{g}", "1"], ["close-day", "{g}", "3"]),
    "invite": (["invite", "{g}", "--reissue", "A"], ["invite", "{g}", "--reissue", "Nobody"]),
    "board": (["board", "{g}"], ["board", "{g}", "--map", "{tmp}/no-map.yaml"]),
    "questions": (["questions", "{g}"], ["questions", "{g}", "--map", "{tmp}/no-map.yaml"]),
    "audit": (["audit", "{g}"], ["audit", "{g}", "--save", "99"]),
    "night": (["night", "{g}", "1"], ["night", "{g}", "7"]),
    "day": (["day", "{g}", "1", DAY], ["day", "{g}", "1", "{tmp}/no-day.yaml"]),
    "status": (["status", "{g}"], ["status", "{g}", "--map", "{tmp}/no-map.yaml"]),
    "check": (["check", "{g}", "1"], ["check", "{g}", "7"]),
    "explain": (["explain", "{g}", "1", "A"], ["explain", "{g}", "1", "Nobody"]),
    "report": (["report", "{g}", "1", "A"], ["report", "{g}", "1", "Nobody"]),
    "parse": (
        ["parse", "{g}", "2", "A", "21:00 go to the garden"],
        ["parse", "{g}", "2", "Nobody", "21:00 garden"],
    ),
    "bots": (["bots", "{g}", "2", "--seed", "3"], ["bots", "{g}", "2", "--seed", "3", "--seats", "Nobody"]),
    "play": (["play", "{g}"], ["play", "{g}", "--map", "{tmp}/no-map.yaml"]),
}


def argv_of(words: list[str], game: Path, tmp: Path) -> list[str]:
    return [w.replace("{g}", str(game)).replace("{tmp}", str(tmp)) for w in words]


def fresh(template: Path, tmp: Path) -> Path:
    game = tmp / "game"
    if game.exists():
        shutil.rmtree(game)
    shutil.copytree(template, game)
    (tmp / "day.yaml").write_text("moves: []\n", encoding="utf-8")
    return game


def failed_cleanly(argv: list[str], game: Path, tmp: Path) -> tuple[int, str]:
    """Run ``argv`` as the fuzz does; fail the test unless it succeeded (0), or it exited 2
    without a traceback and left ``game`` as it was. Its exit code and output."""
    before = snapshot(game)
    code, output = run_limited(argv, tmp / "output.txt")
    assert code in (0, 2), f"{' '.join(argv)}: exit {code}: {output[-800:]}"
    assert "Traceback" not in output, f"{' '.join(argv)}: {output[-800:]}"
    if code == 2:
        after = snapshot(game)
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        sizes = {k: len(after.get(k, b"")) for k in changed}
        assert changed == [], f"{' '.join(argv)} failed (exit 2) and changed {sizes}: {output[-400:]!r}"
    return code, output


@pytest.mark.parametrize("state", ["never served", "served"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_bad_argument_changes_nothing(
    games: dict[str, Path], tmp_path: Path, command: str, state: str
) -> None:
    game = fresh(games[state], tmp_path)
    code, output = failed_cleanly(argv_of(COMMANDS[command][1], game, tmp_path), game, tmp_path)
    assert code == 2, output[-400:]


BAD_FOLDERS = ["no game.yaml", "game.yaml cut short"]


@pytest.mark.parametrize("folder", BAD_FOLDERS)
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_bad_folder_changes_nothing(
    games: dict[str, Path], tmp_path: Path, command: str, folder: str
) -> None:
    game = fresh(games["served"], tmp_path)
    if folder == "no game.yaml":
        (game / "game.yaml").unlink()
    else:
        text = (game / "game.yaml").read_bytes()
        (game / "game.yaml").write_bytes(text[: len(text) // 3])
    code, output = failed_cleanly(argv_of(COMMANDS[command][0], game, tmp_path), game, tmp_path)
    assert code == 2, output[-400:]


@pytest.mark.parametrize("state", ["never served", "served"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_running_out_of_memory_anywhere_changes_nothing(
    games: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str, state: str
) -> None:
    argv = argv_of(COMMANDS[command][0], fresh(games[state], tmp_path), tmp_path)
    enough = run_limited(argv, tmp_path / "output.txt")  # what it does with memory to spare
    for limit in LIMITS:
        monkeypatch.setattr(tests.fuzzkit, "MEMORY_LIMIT", limit)
        game = fresh(games[state], tmp_path)
        tried = failed_cleanly(argv, game, tmp_path)
        if tried[0] == enough[0] and (tried[0] == 0 or tried[1] == enough[1]):
            return  # from here on it has the memory it needs (status may need none more)
    raise AssertionError(f"{command} never ran as it does with memory to spare: {enough}")


@pytest.mark.parametrize(
    ("state", "command", "where"),
    [
        ("never served", "publish", "blackhorse.portal.gm_actions.publish"),  # makes the database
        ("served", "ask", "blackhorse.portal.questioning.ask"),
        ("served", "close-day", "blackhorse.portal.days_desk.close_day"),
        # the day's record in the database, once days/1.yaml is written: it was left half-closed
        # (the file, no verdicts); the file is now put back as it was
        ("served", "close-day", "blackhorse.portal.store.Store.audit"),
        # serve failing to start (loading the portal's pages) left an empty portal.sqlite3
        ("never served", "serve", "blackhorse.portal.app.create_app"),
    ],
)
def test_a_command_out_of_memory_says_so_in_a_line_and_leaves_nothing(
    games: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    state: str,
    command: str,
    where: str,
) -> None:
    # a MemoryError was a traceback (exit 3); a new portal.sqlite3 was left when it came while
    # the command recorded something (or SQLite could not map memory to open it)
    game = fresh(games[state], tmp_path)
    before = snapshot(game)

    def out_of_memory(*args: object, **kwargs: object) -> None:
        raise MemoryError

    monkeypatch.setattr(where, out_of_memory)
    argv = SERVE if command == "serve" else COMMANDS[command][0]
    code = main(argv_of(argv, game, tmp_path))
    assert (code, capsys.readouterr().err) == (2, f"blackhorse: {OOM}\n")
    assert snapshot(game) == before


# serve is not in the table (it serves until stopped); what it does when it cannot start is
SERVE = ["serve", "{g}", "--port", str(free_port())]  # nothing listens there: it fails first


def test_serve_that_cannot_listen_leaves_no_database(
    games: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the port taken between serve's own check and uvicorn's bind (uvicorn exits 3, saying
    # why): the database serve had made was left, empty, as portal.sqlite3
    game = fresh(games["never served"], tmp_path)
    before = snapshot(game)
    monkeypatch.setattr("blackhorse.cli.portal_commands._check_can_listen", lambda host, port: None)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(SystemExit) as stopped:
            main(["serve", str(game), "--port", str(taken.getsockname()[1])])
    assert stopped.value.code == 3
    assert snapshot(game) == before


def test_serve_gives_the_database_its_name_once_it_listens(games: dict[str, Path], tmp_path: Path) -> None:
    # the other side of the two above: a game never served is served from the database it
    # made, under its own name, which the GM's commands then write into
    game = fresh(games["never served"], tmp_path)
    port = free_port()
    server = start_process(game, port)
    try:
        assert Client(port).get("/").status == 401  # answered (no link yet): the database is placed
        names = sorted(p.name for p in game.iterdir())
        assert names[:3] == ["game.yaml", "nights", "portal.sqlite3"], names
        assert not list(game.glob(".portal.sqlite3.making-*"))
        links = io.StringIO()
        with redirect_stdout(links), redirect_stderr(io.StringIO()):
            assert main(["invite", str(game), "--json", "--url", f"http://127.0.0.1:{port}"]) == 0
        token = json.loads(links.getvalue())["A"].rsplit("/", 1)[1]
        assert Client(port).join(token).status == 303  # the link issued is the served portal's
    finally:
        stop_process(server)


@pytest.mark.parametrize("memory", ["run out", "to spare"])
def test_the_interpreter_failing_for_want_of_memory_is_no_traceback_but_a_bug_is(
    games: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, memory: str
) -> None:
    # under a memory limit CPython fails in its own words: "field 'target' is required for
    # AnnAssign" (a ValueError compiling a module) while `parse` loaded the parser
    game = fresh(games["served"], tmp_path)

    def compile_fails(*args: object) -> None:
        raise ValueError("field 'target' is required for AnnAssign")

    monkeypatch.setattr("blackhorse.portal.questioning.ask", compile_fails)
    if memory == "run out":  # what the command probes for is not there either
        monkeypatch.setattr(sys.modules["blackhorse.cli.main"], "PROBE", 1 << 62)
        assert main(argv_of(COMMANDS["ask"][0], game, tmp_path)) == 2
    else:
        with pytest.raises(ValueError, match="AnnAssign"):  # a fault of the program: its traceback
            main(argv_of(COMMANDS["ask"][0], game, tmp_path))


def test_a_database_taken_away_while_it_is_made_is_a_failure_not_a_claim(
    games: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # the database made under a hidden name is removed meanwhile (by hand, or, as a first try
    # named it `.portal.sqlite3.new-…`, by the recovery `close-day` runs first, which took it
    # for a killed write's): the command must fail, never say "published"
    import blackhorse.portal.gm_actions as gm_actions

    game = fresh(games["never served"], tmp_path)
    publish = gm_actions.publish

    def then_recovered(desk: object, *args: object) -> bool:
        done = publish(desk, *args)  # type: ignore[arg-type]
        for hidden in game.glob(".portal.sqlite3.making-*"):
            hidden.unlink()
        return done

    monkeypatch.setattr(gm_actions, "publish", then_recovered)
    assert main(["publish", str(game), "1"]) == 2
    assert "portal.sqlite3" in capsys.readouterr().err
    assert sorted(p.name for p in game.iterdir()) == ["game.yaml", "nights"]
