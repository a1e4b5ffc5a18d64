"""Which map a command plays on: the game folder's (game.yaml's ``map:``), else ``--map``, else
the shipped inn; a ``--map`` that differs from the game's map is refused (docs/MAP.md). And
the map ``new``/``register --map FILE`` copy into the folder (docs/GAME.md)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from blackhorse.core.errors import InputError, Problem
from blackhorse.core.reader import read_input_bytes, within
from blackhorse.core.yamlsource import Located
from blackhorse.inn.layout import Inn, load_inn
from blackhorse.orders.gamemap import (
    COPIED_MAP,
    NamedMap,
    game_map,
    load_named,
    named_digest,
    named_map,
    same_map,
)


def inn_of(args: argparse.Namespace) -> Inn:
    """The map of the command's game folder (``args.game``), or ``--map`` for a command without one."""
    game = getattr(args, "game", None)
    if game is None:
        return load_inn(args.map)
    return game_map(game, args.map, flag="--map")


def copied_map(given: Path) -> tuple[Inn, bytes]:
    """``--map FILE`` for ``new``: the map, checked, and its bytes to copy as they are."""
    return load_inn(given), read_input_bytes(given)


def register_map(
    game: Path, given: Path | None, records: list[Located]
) -> tuple[Inn, str | None, bytes | None]:
    """The map ``register`` seats the tenants on and game.yaml names, and the bytes to copy
    into the folder as ``inn.yaml`` (None: nothing to copy).

    ``records``: the folder's files that may name a map already (players.yaml, written by
    ``new --map``; the game.yaml ``--force`` replaces); the first that names one is the
    folder's map, and a ``--map`` must be that map. Without any, ``--map FILE`` is used where
    it is if it lies in the folder, else copied in as ``inn.yaml``, never over another file.
    """
    recorded = next((n for n in (named_map(r, game) for r in records) if n is not None), None)
    if recorded is not None:
        inn = load_named(recorded, game)
        if given is not None:
            same_map(load_inn(given), inn.digest, recorded, "--map")
        return inn, recorded.written, None
    if given is None:
        return load_inn(None), None, None
    if within(given, game) is not None:
        written = os.path.relpath(given, game)
        return load_inn(game / written, inside=game), Path(written).as_posix(), None
    inn, data = copied_map(given)
    dest = game / COPIED_MAP
    if dest.exists() or dest.is_symlink():
        if named_digest(NamedMap(dest, COPIED_MAP, str(dest), 0), game) == inn.digest:
            return inn, COPIED_MAP, None  # the same map is already there
        allowed = (
            f"no file of that name: --map {given} is copied into the game folder as {COPIED_MAP}, and"
            f" {dest} is another map, never replaced (remove or rename it, or pass --map {dest})"
        )
        raise InputError([Problem(str(dest), 0, "", "exists", allowed)])
    return inn, COPIED_MAP, data
