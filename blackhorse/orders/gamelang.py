"""The game's language: game.yaml's ``lang:`` (``zh`` or ``en``), written by ``blackhorse new``
and ``register --lang`` (docs/ORDERS.md, "game.yaml"; docs/GAME.md).

It is the language the night's GM files are written in (gm.md, the charts, the replay), the
language ``board``, ``status``, ``reveal`` and the command line's problems speak by default, and
the portal's language for a phone that asks for none it has. A folder without the field (every
folder written before it existed) is an English game, as before.

:func:`game_lang` reads it cheaply and never fails: a command that is about to report a broken
game.yaml still needs a language to report it in (English, when the file cannot say).
"""

from __future__ import annotations

from pathlib import Path

from blackhorse.core.catalog import LANGS, SOURCE
from blackhorse.core.errors import BlackhorseError
from blackhorse.core.reader import FileRefused
from blackhorse.core.yamlsource import Located, read_yaml


def lang_value(value: object) -> str | None:
    """``value`` as a language of the game (``zh``, ``EN`` ...), None when it is not one."""
    text = str(value).strip().lower() if isinstance(value, str) else ""
    return text if text in LANGS else None


def game_lang(folder: str | Path) -> str:
    """The language of the game in ``folder``: game.yaml's ``lang:`` (players.yaml's before
    ``register``), ``en`` when neither says or they cannot be read."""
    folder = Path(folder)
    for name in ("game.yaml", "players.yaml"):
        path = folder / name
        try:
            data = read_yaml(path, str(path), inside=folder, again=True).data
        except (OSError, FileRefused, BlackhorseError, ValueError):
            continue
        if isinstance(data, dict):
            return lang_value(data.get("lang")) or SOURCE
    return SOURCE


def kept_lang(given: str | None, *sources: Located | None) -> str:
    """The game's language ``register`` writes: ``given`` (``--lang``), else what the first of
    ``sources`` that says one says (the game.yaml being replaced, players.yaml), else English."""
    if given is not None:
        return given
    for located in sources:
        data = located.data if located is not None else None
        found = lang_value(data.get("lang")) if isinstance(data, dict) else None
        if found is not None:
            return found
    return SOURCE
