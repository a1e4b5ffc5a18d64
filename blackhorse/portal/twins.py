"""A night's GM files in the reader's language: ``gm.md``, the SVG charts, ``replay.html``.

``blackhorse night`` (and the GM page's "Run night") writes them in the game's language only
(docs/ORDERS.md, "The night's pictures"; issue 25: the other language's twins were half the
cost of a night with pictures). A reader of the other language (the GM's page, the reveal)
is served the twin the results hold (``gm.zh.md``, written by ``--both-languages`` or by a
run before December 2026), else one made here from the night itself: the night is run again
in memory on the inputs it was run on, and the requested file rendered in the reader's
language, byte for byte what ``--both-languages`` writes.

A twin is made only when the night's inputs still say what its results were run on (the
ledger's basis, as the game's history checks it); corrected since and not run again, the
reader gets the file in the game's language, as for results from before the twins. Made
twins are kept in memory for as long as the results folder stays the same (its marker, which
lists every file's CRC, and its ledger), never written into the results: the folder holds
what the GM's command wrote.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from blackhorse.core.errors import BlackhorseError
from blackhorse.core.fsops import MARKER
from blackhorse.game.ledger import LEDGER, basis, parse_ledger, results_folder, senders
from blackhorse.game.state import cast_for_night
from blackhorse.orders.gamelang import game_lang
from blackhorse.orders.nightinput import load_night
from blackhorse.results.gmfiles import TWINNED, in_lang, twin_name
from blackhorse.results.nightresult import NightResult, run_checked

if TYPE_CHECKING:
    from blackhorse.portal.desk import Desk

K = TypeVar("K")
V = TypeVar("V")
KEPT_NIGHTS = 2  # nights run again kept in memory (a night's result is a few megabytes)
KEPT_FILES = 16  # twins made and kept (the largest, a replay, ~120 kB)

_lock = threading.Lock()
# (game folder, night, the results' marker and ledger): the night run again
_nights: OrderedDict[tuple[Path, int, bytes], NightResult] = OrderedDict()
# (game folder, night, file, language, the results' marker and ledger): the twin made
_files: OrderedDict[tuple[Path, int, str, str, bytes], bytes] = OrderedDict()


def _identity(folder: Path) -> bytes | None:
    """What the results folder is: its marker (every file's CRC-32 and size) and its ledger;
    None for results without them (written with ``--out``, or by hand)."""
    try:
        return (folder / MARKER).read_bytes() + b"\0" + (folder / LEDGER).read_bytes()
    except OSError:
        return None


def _keep(cache: OrderedDict[K, V], key: K, value: V, most: int) -> None:
    with _lock:
        cache[key] = value
        cache.move_to_end(key)
        while len(cache) > most:
            cache.popitem(last=False)


def remember(desk: Desk, night: int, result: NightResult) -> None:
    """The night just run and written (the GM page's "Run night"): its twins are then made
    without running it again."""
    identity = _identity(results_folder(desk.game_dir, night))
    if identity is not None:
        _keep(_nights, (desk.game_dir, night, identity), result, KEPT_NIGHTS)


def _night(desk: Desk, night: int, identity: bytes) -> NightResult | None:
    """Night ``night`` run again on its inputs, when they are still what its results were
    run on (the ledger's basis); else None."""
    key = (desk.game_dir, night, identity)
    with _lock:
        kept = _nights.get(key)
    if kept is not None:
        return kept
    game = desk.game_dir
    ledger = parse_ledger(identity.split(b"\0", 1)[1].decode("utf-8", "replace"), night)
    try:
        cast = cast_for_night(desk.state_before(night), senders(game, night))
        if basis(cast, game, night, desk.inn) != ledger.basis:
            return None  # corrected since, not run again: the results are not this night's
        result = run_checked(load_night(game, night, desk.inn, cast), desk.inn)
    except (BlackhorseError, OSError):  # an input no longer read: no twin (the file as written is served)
        return None
    _keep(_nights, key, result, KEPT_NIGHTS)
    return result


def night_file(desk: Desk, night: int, rel: str, lang: str) -> bytes | None:
    """The night's GM file ``rel`` (``gm.md``, ``replay.html``, ``charts/NAME.EXT``) for a
    reader of ``lang``; None when the results do not hold the file at all."""
    folder = results_folder(desk.game_dir, night)
    path = folder / rel
    if not path.is_file():
        return None
    if rel in TWINNED and lang != game_lang(desk.game_dir):
        twin = folder / twin_name(rel, lang)
        if twin.is_file():
            return twin.read_bytes()
        made = _made(desk, night, rel, lang, folder)
        if made is not None:
            return made
    return path.read_bytes()


def _made(desk: Desk, night: int, rel: str, lang: str, folder: Path) -> bytes | None:
    identity = _identity(folder)
    if identity is None:
        return None
    key = (desk.game_dir, night, rel, lang, identity)
    with _lock:
        kept = _files.get(key)
    if kept is not None:
        return kept
    result = _night(desk, night, identity)
    if result is None:
        return None
    made = in_lang(result, rel, lang)
    _keep(_files, key, made, KEPT_FILES)
    return made
