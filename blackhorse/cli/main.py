"""The ``blackhorse`` command."""

from __future__ import annotations

import argparse
import codecs
import contextlib
import gc
import io
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, cast

from blackhorse.cli.numberargs import add_number, read_numbers
from blackhorse.cli.usage import Parser, UsageError, of_command, said_usage, words_lang
from blackhorse.core.catalog import N_, places_named
from blackhorse.core.errors import BlackhorseError, InputError
from blackhorse.core.numbers import NIGHT
from blackhorse.core.sqlitefiles import left_as_found

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn

EXIT_INPUT = 2
EXIT_PIPE = 141  # 128 + SIGPIPE
READERS = ("check", "status", "explain")  # commands that read a game folder and write nothing
DOCS_EPILOG = """\
documentation: the docs/ folder of the blackhorse source (linked from its README.md)
  docs/ORDERS.md   game.yaml, order files and every accepted order word (Chinese included)
  docs/GAME.md     registration, day files (days/N.yaml: accusations, room changes), wins
  docs/REPORTS.md  players' reports, gm.md, `explain`; docs/ADJUDICATION.md the rules
  docs/PORTAL.md   the web portal (`serve`, `invite`, `publish`): links, pages, security
each command has its own help: blackhorse COMMAND --help"""

ORDERS_EPILOG = "order files, order words and every checker message: docs/ORDERS.md"


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("blackhorse")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree never installed
        return "unknown (not installed)"


class _Version(argparse.Action):
    """``--version``: the installed version, looked up only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show program's version number and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(f"blackhorse {_version()}")
        parser.exit()


class _NotRun:
    """Stands in for the parser of a command that is not being run: building every command's
    parser costs tens of milliseconds, and a command needs only its own."""

    epilog: str | None = None

    def add_argument(self, *args: object, **kwargs: object) -> None:
        return None


def _inn(args: argparse.Namespace) -> Inn:
    from blackhorse.cli.maps import inn_of

    return inn_of(args)


def cmd_inn(args: argparse.Namespace) -> int:
    sys.stdout.write(_inn(args).travel_csv())
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from blackhorse.api.notebook import check_night
    from blackhorse.game.gameplay import night_cast

    inn = _inn(args)  # checked against the state the game has reached (dead, jailed, moved)
    checked = check_night(args.game, args.night, inn, night_cast(args.game, args.night, inn))
    n = sum(len(s.orders) + len(s.standing) for s in checked.sheets)
    shown = args.game.resolve().name
    from blackhorse.cli.saying import teller
    from blackhorse.core.catalog import msg

    said = msg(
        "{game} night {night}: {k} order files, {n} orders, all valid.",
        game=shown,
        night=args.night,
        k=len(checked.sheets),
        n=n,
    )
    teller(args.game)(said)
    return 0


Handler = Callable[[argparse.Namespace], int]
Adder = Callable[[str, Handler, str], argparse.ArgumentParser]

# The commands registered here (register_night_commands), then each other area's: the module
# and function that register them and the commands they add, in the order the help lists
# them. A command's run imports only its own area's module (`night` never loads the portal's,
# the parser's or the sweeps' command modules); tests/test_cli_imports.py checks this table
# against what each function registers.
NIGHT_COMMANDS = ("inn", "check", "night")
AREAS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("blackhorse.cli.game_commands", "register_game_commands", ("new", "register", "day", "status", "play")),
    ("blackhorse.cli.explain", "register_report_commands", ("explain", "report")),
    ("blackhorse.cli.parse_command", "register_parse_command", ("parse",)),
    ("blackhorse.cli.whatif_command", "register_whatif_command", ("whatif",)),
    ("blackhorse.cli.analysis_commands", "register_analysis_commands", ("bots", "sweep")),
    (
        "blackhorse.cli.portal_commands",
        "register_portal_commands",
        ("serve", "invite", "publish", "deadline", "audit", "close-day"),
    ),
    (
        "blackhorse.cli.day_commands",
        "register_day_commands",
        ("board", "questions", "ask", "answer", "accuse", "reveal", "claim"),
    ),
)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``only``, one in which only that command is built
    (what :func:`main` uses when the first word names a command)."""
    parser = Parser(
        prog="blackhorse",
        description="Adjudicate nights of the Black Horse Inn murder-deduction game.",
        epilog=DOCS_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    built: list[str] = []

    def add(name: str, func: Handler, help: str) -> argparse.ArgumentParser:
        if only is not None and name != only:
            return cast(argparse.ArgumentParser, _NotRun())
        built.append(name)
        p = sub.add_parser(name, help=help, description=help)
        p.set_defaults(func=func)
        p.add_argument(
            "--map",
            type=Path,
            default=None,
            help="an edited inn map (YAML); default: the map the game folder's game.yaml names"
            " (`map:`), else the shipped Black Horse Inn",
        )
        return p

    if only is None or only in NIGHT_COMMANDS:
        register_night_commands(add)
    for module, registrar, commands in AREAS:  # a new area adds its line to AREAS
        if only is None or only in commands:
            register: Callable[[Adder], None] = getattr(import_module(module), registrar)
            register(add)
    if only is not None and not built:  # not a command: the full parser says what is allowed
        return build_parser()
    return parser


def register_night_commands(add: Adder) -> None:
    # `night` runs on the state the game has reached (dead, jailed, moved): the game's command
    from blackhorse.cli.game_commands import cmd_night

    add("inn", cmd_inn, "print the travel-minute table computed from the map, as CSV")
    p = add("check", cmd_check, "check a night's order files without running anything")
    p.epilog = ORDERS_EPILOG
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p = add("night", cmd_night, "run a night and write its results")
    p.epilog = ORDERS_EPILOG
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument(
        "--out", type=Path, default=None, help="where to write results (default GAME/nights/N/results)"
    )
    p.add_argument(
        "--charts",
        action="store_true",
        help="also write the charts: charts/timeline.svg, charts/sightings.svg",
    )
    p.add_argument(
        "--png",
        action="store_true",
        help="also write the charts as PNG (implies --charts; about a second more)",
    )
    p.add_argument("--html", action="store_true", help="also write replay.html, the floor-plan replay")
    p.add_argument(
        "--replace-played",
        action="store_true",
        help="rerun a night whose inputs changed even when it was published or a later day or night"
        " rests on it (refused without it; a warning says what moved)",
    )
    p.add_argument(
        "--no-pictures",
        action="store_true",
        help="a rerun makes again the pictures the earlier run had (the GM page's); this drops them",
    )
    p.add_argument(
        "--both-languages",
        action="store_true",
        help="also write gm.md (and the charts and replay asked for) in the game's other language:"
        " gm.zh.md or gm.en.md beside gm.md (the portal makes these when a reader asks)",
    )


def utf8_output(*streams: TextIO) -> None:
    """Make ``streams`` (stdout, stderr) safe for any text in any locale.

    Piped or redirected output is always UTF-8, whatever the locale says, so a file made
    with ``blackhorse explain ... > out.txt`` holds the same bytes on every machine. A
    terminal that cannot show UTF-8 keeps its encoding, and what it cannot show is written
    as ``\\u4e2d`` escapes instead of crashing.
    """
    for stream in streams:
        if not isinstance(stream, io.TextIOWrapper):
            continue
        encoding = codecs.lookup(stream.encoding or "ascii").name
        if encoding == "utf-8":
            continue
        try:
            if stream.isatty():
                stream.reconfigure(errors="backslashreplace")
            else:
                stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        except (OSError, ValueError):
            stream.reconfigure(errors="backslashreplace")


def reader_gone() -> int:
    """Standard output's reader stopped reading (`blackhorse status GAME | head`): stop
    quietly, as `cat` does, with the status a shell gives a command a closed pipe ended."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # what is still buffered goes nowhere at exit
    except (OSError, ValueError):
        pass
    return EXIT_PIPE


def loaded(command: str | None) -> argparse.ArgumentParser:
    """The parser of ``command``, its modules loaded (NetworkX, SimPy, PyYAML and the stages
    the command runs: this module imports none of them) with the cycle collector off, then
    frozen: what a command imports lives until it exits, and each collection on the way
    would walk all of it again (docs/PERFORMANCE.md)."""
    on = gc.isenabled()
    gc.disable()
    try:
        return build_parser(command)
    finally:
        gc.freeze()
        if on:
            gc.enable()


def _lang(args: argparse.Namespace) -> str:
    """The language a command's problems are said in: the game's (game.yaml's ``lang:``), for
    a command given a game folder; English otherwise, and for any folder that does not say."""
    if getattr(args, "command", None) == "new":  # no game yet: the language it is made in
        return str(args.lang)
    game = getattr(args, "game", None)
    if not isinstance(game, Path):
        return "en"
    from blackhorse.orders.gamelang import game_lang

    return game_lang(game)


def said_problems(exc: InputError, lang: str) -> str:
    """An :class:`InputError` as printed: in English exactly ``str(exc)``; in Chinese the same
    lines (file, line, field and value as they are) with the catalog's words."""
    from blackhorse.core.errors import ArgumentError

    if lang == "en" or type(exc) not in (InputError, ArgumentError):
        return str(exc)
    from blackhorse.core.catalog import NP_, say, word
    from blackhorse.orders.problemtext import describe, file_text

    if isinstance(exc, ArgumentError):  # an argument of the API: where, field, value, allowed
        return "\n".join(
            ("" if not p.file else f"{file_text(p.file, lang)}: ")
            + f"{p.field}: {p.value} -- {say(p.allowed, lang)}"
            for p in exc.problems
        )

    n = len(exc.problems)
    head = word(
        NP_(
            "{n} problem found; nothing was run or written:",
            "{n} problems found; nothing was run or written:",
        ),
        lang,
        n=n,
    )
    return "\n".join([head, *(f"  {describe(p, lang)}" for p in exc.problems)])


def said_error(exc: BlackhorseError, lang: str) -> str:
    """Any other refusal in ``lang``: its sentence read back against the catalog (as it is
    when no message says it)."""
    if lang == "en":
        return str(exc)
    from blackhorse.core.catalog import Msg, Phrase, say

    said = exc.args[0] if len(exc.args) == 1 else None
    if isinstance(said, Msg) and any(
        isinstance(v, Phrase) or (isinstance(v, tuple) and any(isinstance(i, Msg) for i in v))
        for v in said.values.values()
    ):  # a list of sentences (a refused rerun's dependents) is said item by item, not read back
        return said.said(lang)  # a value said differently in each language: reading back loses it
    return say(str(exc), lang)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except Exception as exc:  # before a game's language is known: in English
        if not out_of_memory(exc):
            raise
        with contextlib.suppress(OSError):
            os.write(2, OUT_OF_MEMORY)
        return EXIT_INPUT


OOM = N_("out of memory: the system gave the command no more; close other programs and run it again")
OUT_OF_MEMORY = f"blackhorse: {OOM}\n".encode()  # said allocating nothing more: memory may have run out
PROBE = 4 << 20  # bytes a command that failed is sure to find if memory has not run out


def said_out_of_memory(args: argparse.Namespace) -> int:
    """Say the command ran out of memory, in its game's language when :data:`PROBE` bytes can
    be had again to read it (C code out of memory may crash where Python would raise); else in
    the English line made ready at import, written as it is."""
    try:
        bytearray(PROBE)
        from blackhorse.core.catalog import word

        sys.stderr.write(f"blackhorse: {word(OOM, _lang(args))}\n")
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - out of memory again, or the game's language unreadable
        with contextlib.suppress(OSError):
            os.write(2, OUT_OF_MEMORY)
    return EXIT_INPUT


def out_of_memory(exc: Exception) -> bool:
    """Whether the command failed with ``exc`` because memory ran out (a limit such as
    ``ulimit -v``): a MemoryError; or any other error of the interpreter or a library while
    :data:`PROBE` bytes cannot be had either: under a memory limit CPython and its libraries
    fail an allocation in their own words (an ImportError "failed to map segment", a SystemError
    "error return without exception set", a ValueError from the compiler; found by
    tests/test_failed_commands_leave_no_trace.py). An error with memory to spare is a fault of
    the program and keeps its traceback."""
    if isinstance(exc, MemoryError):
        return True
    try:
        bytearray(PROBE)
    except MemoryError:
        return True
    return False


def _main(argv: Sequence[str] | None) -> int:
    utf8_output(sys.stdout, sys.stderr)
    words = sys.argv[1:] if argv is None else list(argv)
    command = words[0] if words and not words[0].startswith("-") else None
    # the `blackhorse` command is a process of its own (docs/PERFORMANCE.md)
    parser = loaded(command) if argv is None else build_parser(command)
    try:
        args = parser.parse_args(words)
    except UsageError as exc:  # said in the language of the game it names (issue 24)
        print(said_usage(of_command(exc, command), words_lang(command, words)), file=sys.stderr)
        return EXIT_INPUT
    with places_named(_map_places(args)):  # a stored sentence's places by the map's names
        return _run(args)


def _map_places(args: argparse.Namespace) -> Callable[[str, str], str] | None:
    """How the map of the game a command reads names its spots (草坪 for ``lawn``), the map
    loaded only if a stored sentence names a place; None for a command without a game."""
    if not isinstance(getattr(args, "game", None), Path):
        return None
    from blackhorse.orders.echo import place_words

    named = place_words(lambda: _inn(args))

    def said(spot: str, lang: str) -> str:
        try:
            return named(spot, lang)
        except (BlackhorseError, OSError):  # a map that cannot be read: its ids
            return spot

    return said


def _portal_database(args: argparse.Namespace) -> Path | None:
    """Where the portal's database of the game a command names is (portal/store.py's
    ``db_path``: ``GAME/portal.sqlite3``, or ``--db sqlite:///PATH``), when there is one."""
    db = getattr(args, "db", None)
    if isinstance(db, str) and db.startswith("sqlite:///") and len(db) > len("sqlite:///"):
        return Path(db[len("sqlite:///") :])
    game = getattr(args, "game", None)
    return game / "portal.sqlite3" if isinstance(game, Path) and db is None else None


def _run(args: argparse.Namespace) -> int:
    try:
        read_numbers(args)  # every number argument by the one rule, all problems at once
        if args.command in READERS and getattr(args, "game", None) is not None:
            from blackhorse.cli.game_commands import settle

            settle(args.game)
        with left_as_found(_portal_database(args)):  # a failure leaves no -wal, -shm of its own
            code: int = args.func(args)
        sys.stdout.flush()  # a reader that stopped reading (`| head`) shows here, not at exit
        return code
    except BrokenPipeError:
        return reader_gone()
    except InputError as exc:
        print(said_problems(exc, _lang(args)), file=sys.stderr)
        return EXIT_INPUT
    except BlackhorseError as exc:
        print(f"blackhorse: {said_error(exc, _lang(args))}", file=sys.stderr)
        return EXIT_INPUT
    except OSError as exc:  # the system refused a file: said in the game's language (issue 24)
        from blackhorse.core.catalog import msg, say
        from blackhorse.core.fsops import system_reason

        why = system_reason(exc)
        said = (
            msg("a file operation failed on {path}: {why}", path=str(exc.filename), why=why)
            if exc.filename
            else msg("a file operation failed: {why}", why=why)
        )
        print(f"blackhorse: {say(said, _lang(args))}", file=sys.stderr)
        return EXIT_INPUT
    except Exception as exc:
        if not out_of_memory(exc):
            raise
        return said_out_of_memory(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
