"""The map a game is played on: ``game.yaml``'s optional ``map:`` field (docs/ORDERS.md).

``map: inn.yaml`` names a map file inside the game folder, so the folder says which inn its
nights are played on and no command needs ``--map`` again. :func:`game_map` is what every
command and the Python API use: the folder's map when it names one, else the map given
(``--map``, ``inn=``), else the shipped inn. A map given that says something else than the
game's map is refused (:class:`MapConflict`): compared by content, never by path.
"""

import os
from pathlib import Path, PurePath

from blackhorse.core.catalog import msg
from blackhorse.core.errors import InputError, MapConflict, Problem
from blackhorse.core.namedtuple import NamedTuple
from blackhorse.core.reader import FileRefused
from blackhorse.core.yamlsource import Located, read_yaml
from blackhorse.inn.layout import Inn, as_inn, load_inn, map_digest

MAP_FIELD = "map"
COPIED_MAP = "inn.yaml"  # where `new`/`register --map FILE` copy a map into the game folder
WHAT = msg("a map file in the game folder, as a path relative to it (docs/MAP.md)")


class NamedMap(NamedTuple):
    """The map a game file (game.yaml, players.yaml) names, and where it names it."""

    path: Path  # the map file: the game folder / the path written
    written: str  # the path as written in the file
    file: str  # the file that names it
    line: int

    def problem(self, allowed: str) -> Problem:
        return Problem(self.file, self.line, MAP_FIELD, self.written, allowed)


def named_map(located: Located, folder: Path) -> NamedMap | None:
    """The map ``located`` (a game.yaml or players.yaml) names, None when it names none;
    a value that is no path inside the folder is an :class:`InputError` at its line."""
    data = located.data
    if not isinstance(data, dict) or MAP_FIELD not in data:
        return None
    raw = data[MAP_FIELD]
    text = located.text(MAP_FIELD)
    written = (text if text is not None and not isinstance(raw, dict | list) else repr(raw)).strip()
    line = located.line(MAP_FIELD)
    problem = None
    if isinstance(raw, dict | list) or not written or raw is None:
        problem = WHAT
    elif os.path.isabs(written) or PurePath(written).anchor or ".." in PurePath(written).parts:
        problem = msg("{what}: not an absolute path, not outside it", what=WHAT)
    if problem is not None:
        shown = msg("(empty)") if raw is None or not written else written
        raise InputError([Problem(located.file, line, MAP_FIELD, shown, problem)])
    return NamedMap(folder / written, written, located.file, line)


def load_named(named: NamedMap, folder: Path) -> Inn:
    """The map file ``named`` names; missing is a problem at the line that names it, a broken
    map is reported as every map is (its own file, line, field and value)."""
    if not named.path.exists() and not named.path.is_symlink():
        raise InputError([named.problem(msg("{what}; there is no file {path}", what=WHAT, path=named.path))])
    return load_inn(named.path, inside=folder)


def game_yaml(folder: Path) -> Located | None:
    """``folder/game.yaml`` parsed, or None when it cannot be read: reading the game reports that."""
    path = folder / "game.yaml"
    try:
        return read_yaml(path, str(path), inside=folder, again=True)
    except (OSError, FileRefused):
        return None


def game_map(folder: str | Path, given: Inn | str | Path | None = None, flag: str = "inn=") -> Inn:
    """The map the game in ``folder`` is played on.

    game.yaml's ``map:`` when it names one (``given`` must then be the same map by content,
    or :class:`MapConflict`, which says ``flag``: how ``given`` was given); else ``given`` (an
    :class:`Inn`, a map file's path, or None for the shipped inn), as before the field existed."""
    folder = Path(folder)
    located = game_yaml(folder)
    named = named_map(located, folder) if located is not None else None
    if named is None:
        return as_inn(given)
    if isinstance(given, Inn):  # already a map (the commands pass the one they resolved)
        same_map(given, named_digest(named, folder), named, flag)
        return given
    inn = load_named(named, folder)
    if given is not None:
        same_map(load_inn(given), inn.digest, named, flag)
    return inn


def named_digest(named: NamedMap, folder: Path) -> str:
    """The content digest of the map ``named`` names, without building the map; a map that
    cannot be read is reported as :func:`load_named` reports it."""
    try:
        return map_digest(read_yaml(named.path, inside=folder).data)
    except (OSError, FileRefused):
        load_named(named, folder)  # raises the problem, with file and line
        raise


def same_map(given: Inn, digest: str, named: NamedMap, flag: str = "inn=") -> None:
    """Refuse ``given`` unless it says what the game's map says (its ``digest``)."""
    if given.digest != digest:
        raise MapConflict(
            f"{flag} {given.source} is not this game's map: {named.file} names {named.path},"
            f" a map that says something else; leave out {flag} to play on the game's map"
        )


CHANGED_SINCE_READ = msg(
    "the map as it was when the portal started (or the program read it); the file has changed"
    " since: restart `blackhorse serve` (or open the game again) to play on it as it is now"
)


def map_problems(located: Located, folder: Path, inn: Inn) -> list[Problem]:
    """What reading the game finds wrong with its ``map:`` field, given the map in use:
    nothing when ``inn`` is the map it names (the commands and the API see to that)."""
    try:
        named = named_map(located, folder)
        if named is None:
            return []
        digest = named_digest(named, folder)
    except InputError as exc:
        return list(exc.problems)
    if digest != inn.digest and Path(inn.source) == named.path:  # the file, edited since it was read
        return [named.problem(CHANGED_SINCE_READ)]
    if digest != inn.digest:
        in_use = msg(
            "the map in use ({source}); this game is played on {path}", source=inn.source, path=named.path
        )
        return [named.problem(in_use)]
    return []
