"""``blackhorse parse``: a player's message (a file or a paste) into their order file."""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from blackhorse.cli.numberargs import add_number
from blackhorse.cli.saying import teller
from blackhorse.core.catalog import NP_, msg, word
from blackhorse.core.errors import InputError, Problem
from blackhorse.core.names import name_key, same_name
from blackhorse.core.numbers import NIGHT
from blackhorse.core.reader import FileRefused, decode, read_stream_bytes
from blackhorse.orders.gamelang import game_lang

if TYPE_CHECKING:
    from blackhorse.inn.layout import Inn


MESSAGE_BYTES = 64 * 1024  # a message: what the portal's own-words box takes in one request


def read_message_text(source: str) -> str:
    """The message text: a file, a FIFO, or standard input for ``-`` (UTF-8, with or without a
    BOM; UTF-16 with one), read by the one reader (core/reader.py) with a message's limit."""
    where = msg("standard input") if source == "-" else source
    allowed = msg("a message of at most {n} bytes of UTF-8 text", n=f"{MESSAGE_BYTES:,}")
    try:
        data = read_stream_bytes(source, limit=MESSAGE_BYTES, stdin=sys.stdin.buffer)
    except FileNotFoundError:
        raise InputError(
            [Problem(source, 0, "", msg("missing"), msg("an existing file holding the message"))]
        ) from None
    except FileRefused as exc:
        raise InputError([Problem(where, exc.line, "", exc.message, allowed)]) from None
    try:
        return decode(data)
    except FileRefused:
        raise InputError(
            [
                Problem(
                    where,
                    0,
                    "",
                    msg("not UTF-8 text"),
                    msg("the message as UTF-8 text (save or paste it again)"),
                )
            ]
        ) from None


def _sender(game: Path, name: str, inn: Inn) -> str:
    """The game's spelling of the NAME argument (``a`` and ``Ａ`` are ``A``), or an error
    naming the argument: the order file is named after it, so a misspelt name must never
    reach the folder as a second file."""
    from blackhorse.orders.gamefile import read_game
    from blackhorse.orders.words import did_you_mean

    people = read_game(game, inn).people
    found = same_name(name, people)
    if found is None:
        allowed = f"a person of this game: {', '.join(people)}{did_you_mean(name, people)}"
        raise InputError([Problem("blackhorse parse", 0, "NAME", name, allowed)])
    return found


def cmd_parse(args: argparse.Namespace) -> int:
    from blackhorse.cli.maps import inn_of
    from blackhorse.core import lock
    from blackhorse.core.atomic import write_file
    from blackhorse.core.filetargets import file_target_problem
    from blackhorse.orders.nightinput import night_folder, order_files
    from blackhorse.parsing.castof import cast_of
    from blackhorse.parsing.message import parse_message

    game: Path = args.game
    if not (game / "game.yaml").is_file():
        raise InputError(
            [Problem(str(game), 0, "", msg("no game.yaml"), msg("a game folder (see docs/ORDERS.md)"))]
        )
    if args.night < 1:
        raise InputError(
            [Problem("blackhorse parse", 0, "night", str(args.night), msg("a night number from 1"))]
        )
    text = read_message_text(args.message)
    inn = inn_of(args)
    who = _sender(game, args.name, inn)
    cast = cast_of(game, args.night, who, inn)
    if who not in cast.people:  # dead or jailed: about the argument, not the message's words
        why = cast.absent.get(who, "not on the map that night")
        allowed = msg(
            "{name} is {why}: only people still in the game send orders; nothing to read", name=who, why=why
        )
        raise InputError([Problem("blackhorse parse", 0, "NAME", who, allowed)])
    parsed = parse_message(text, game, args.night, who, inn, args.lang, cast=cast)
    if parsed.problems:
        n = len(parsed.problems)
        head = NP_(
            "{n} problem in {name}'s message; nothing was written:",
            "{n} problems in {name}'s message; nothing was written:",
        )
        said = word(head, game_lang(game), n=n, name=who)
        print("\n".join([said, *(f"  {p}" for p in parsed.problems)]), file=sys.stderr)
        return 2
    folder = night_folder(game, args.night)
    target = folder / f"{who}.yaml"
    if args.dry_run:
        sys.stdout.write(parsed.yaml)
        print("---")
        print("\n".join(parsed.said_back))
        teller(game)(msg("(dry run: {path} not written)", path=str(target)))
        return 0
    with lock.game_lock(game, timeout=lock.DEFAULT_TIMEOUT):  # one writer per game folder
        existing = [p for p in order_files(game, args.night) if name_key(p.stem) == name_key(who)]
        unfit = [u for u in map(file_target_problem, existing) if u is not None]
        if unfit:  # a folder where the order file goes: never written over, not even with --force
            raise InputError(unfit)
        if existing and not args.force:
            names = ", ".join(str(p) for p in existing)
            raise InputError(
                [
                    Problem(
                        names,
                        0,
                        "",
                        msg("already exists"),
                        msg("--force to replace it (the old file is kept as .NAME.yaml.previous)"),
                    )
                ]
            )
        for old in existing:
            shutil.copyfile(old, folder / f".{old.name}.previous")  # the GM's file, byte for byte
        write_file(target, parsed.yaml)
        for old in existing:
            if old != target:
                old.unlink()
        if (game / "portal.sqlite3").is_file():  # the portal's database: its audit log
            from blackhorse.cli.portal_commands import audit_command

            path = f"nights/{args.night}/{target.name}"
            said = (
                msg(
                    "wrote {path} from {name}'s message (parse) (replacing {files}, kept as .NAME.previous)",
                    path=path,
                    name=who,
                    files=tuple(p.name for p in existing),
                )
                if existing
                else msg("wrote {path} from {name}'s message (parse)", path=path, name=who)
            )
            audit_command(game, said)
    print("\n".join(parsed.said_back))
    teller(game)(msg("wrote {path}", path=str(target)))
    return 0


Adder = Callable[[str, Callable[[argparse.Namespace], int], str], argparse.ArgumentParser]


def register_parse_command(add: Adder) -> None:
    """``blackhorse parse GAME N NAME [FILE|-]``."""
    p = add("parse", cmd_parse, "read a player's message (Chinese or English) into their order file")
    p.add_argument("game", type=Path, help="the game folder")
    add_number(p, "night", bound=NIGHT, below=True, help="the night number (1, 2, ...)")
    p.add_argument("name", help="who sent the message")
    p.add_argument(
        "message", nargs="?", default="-", help="a file holding the message; - or nothing: standard input"
    )
    p.add_argument("--force", action="store_true", help="replace an existing order file")
    p.add_argument("--dry-run", action="store_true", help="print the order file and the echo; write nothing")
    p.add_argument(
        "--lang", choices=("zh", "en"), default=None, help="the message's language, when the guess is wrong"
    )
