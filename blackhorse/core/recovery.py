"""Finishing or undoing what a killed commit left (see :mod:`blackhorse.core.commit`).

A journal in the game folder means the change was decided: every swap it lists that is not
done yet is done (a target already holding the staged copy's inode is done), then the old
copies are removed. Without a journal, hidden ``.NAME.new-TOKEN`` copies are staging that
never became a change: they are removed; a ``.NAME.old-TOKEN`` copy whose target is missing
is put back; the parent folders the change was making (listed in ``.blackhorse-made.json``:
``days/`` for a game's first day) are removed when they are empty. Nothing else in the
folder is touched.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

from blackhorse.core.catalog import msg
from blackhorse.core.errors import BlackhorseError
from blackhorse.core.filetargets import file_target_problem
from blackhorse.core.fsops import JOURNAL, MADE, MARKER, exchange, reason, remove

# what a killed commit leaves: compiled (and cached) by `re` when a name could be one
STRAY = r"^\.(?P<name>.+)\.(?P<kind>new|old)-(?P<token>[0-9a-f]{8})(?P<extra>x?)$"
LEGACY = r"^\.(?P<name>.+)\.(?P<kind>new|old)-[\w-]+$"  # left by versions before 0.3


def _places(game: Path) -> Iterator[Path]:
    """The folders where a commit stages: the game folder, ``days/`` and each night's folder."""
    yield game
    if (game / "days").is_dir():
        yield game / "days"
    nights = game / "nights"
    if nights.is_dir():
        for night in sorted(nights.iterdir()):
            if night.is_dir() and not night.is_symlink():
                yield night


def _strays(game: Path) -> list[tuple[Path, re.Match[str]]]:
    found: list[tuple[Path, re.Match[str]]] = []
    for folder in _places(game):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            if ".new-" not in name and ".old-" not in name:  # neither pattern can match
                continue
            match = re.match(STRAY, name) or re.match(LEGACY, name)
            if match is None:
                continue
            path = folder / name
            legacy_ours = (path / MARKER).exists() or (path.is_file() and folder.name == "days")
            if (re.match(STRAY, name) is not None or legacy_ours) and not path.is_symlink():
                found.append((path, match))
    return found


def needs_recovery(game: Path) -> bool:
    """Whether a killed run left anything in ``game`` (cheap: a few directory listings)."""
    game = Path(game)
    if not game.is_dir():
        return False
    journals = any(
        (p / name).exists()
        for p in _places(game)
        for name in (JOURNAL, f"{JOURNAL}.tmp", MADE, f"{MADE}.tmp")
    )
    return journals or bool(_strays(game))


class RecoveryFailed(BlackhorseError):
    """What a killed write left could not be completed or undone now (the folder is kept as it
    is; the next command tries again)."""

    @classmethod
    def of(cls, exc: OSError, targets: list[Path]) -> RecoveryFailed:
        return cls(
            msg(
                "could not finish an interrupted write of {paths}: {why}; nothing else was"
                " changed: run the command again once that is fixed",
                paths=tuple(str(t) for t in targets) or (msg("the game folder"),),
                why=reason(exc),
            )
        )


def recover(game: Path) -> list[str]:
    """Finish or undo what a killed commit left in the game folder ``game``; say what was done.

    Call it holding the game folder's lock. Safe to call at any time (it does nothing on a
    clean folder) and itself safe to kill: a rerun carries on where it stopped.
    """
    game = Path(game)
    done: list[str] = []
    if not game.is_dir():
        return done
    decided = any((place / JOURNAL).exists() for place in _places(game))
    made = [place / MADE for place in _places(game) if (place / MADE).exists()]
    for place in list(_places(game)):  # the game folder's journal, or one of a write inside it
        remove(place / f"{JOURNAL}.tmp")
        remove(place / f"{MADE}.tmp")
        journal = place / JOURNAL
        if not journal.exists():
            continue
        entries = _entries(journal)
        try:
            for target, staging, old, inode in entries:
                _roll_forward(place / target, place / staging, place / old, inode)
        except OSError as exc:
            raise RecoveryFailed.of(exc, [place / t for t, *_ in entries]) from None
        for _, staging, old, _inode in entries:
            remove(place / staging)
            remove(place / old)
        remove(journal)
        finished = tuple(t for t, *_ in entries)
        done.append(
            msg("completed an interrupted write of {files}", files=finished)
            if finished
            else msg("completed an interrupted write of nothing")
        )
    for path, match in _strays(game):
        original = path.with_name(match["name"])
        if match["kind"] == "old" and not original.exists() and not original.is_symlink():
            try:
                os.rename(path, original)
            except OSError as exc:
                raise RecoveryFailed.of(exc, [original]) from None
            done.append(msg("restored {path} from an interrupted write", path=str(original)))
        else:
            remove(path)
            done.append(
                msg(
                    "removed {file} (an unfinished copy of {path}), left by an interrupted write",
                    file=path.name,
                    path=str(original),
                )
            )
    for record in made:  # after the strays: the staging inside them is gone
        if not decided:
            done.extend(_unmake(record))
        remove(record)
    return done


def _unmake(record: Path) -> list[str]:
    """Remove the folders an undone change was making (listed in ``record``), if empty."""
    try:
        rows = json.loads(record.read_text(encoding="utf-8"))["made"]
    except (OSError, ValueError, KeyError, TypeError):
        return []
    done: list[str] = []
    for row in rows if isinstance(rows, list) else []:  # deepest first
        if not isinstance(row, str) or os.path.isabs(row) or ".." in Path(row).parts:
            continue  # only folders inside the one that holds the list
        folder = record.parent / row
        try:
            folder.rmdir()  # only an empty folder: never anything the GM put there
        except OSError:
            continue
        done.append(msg("removed the empty folder {path}, made by an interrupted write", path=str(folder)))
    return done


def _entries(journal: Path) -> list[tuple[str, str, str, int]]:
    try:
        body = json.loads(journal.read_text(encoding="utf-8"))
        return [
            (str(e["target"]), str(e["staging"]), str(e["old"]), int(e["inode"])) for e in body["entries"]
        ]
    except (OSError, ValueError, KeyError, TypeError):
        return []  # cannot be: the journal is written whole; treat what is there as strays


def _roll_forward(target: Path, staging: Path, old: Path, inode: int) -> None:
    try:
        if target.exists() and os.lstat(target).st_ino == inode:
            return  # this swap was done
    except OSError:
        pass
    if not (staging.exists() and os.lstat(staging).st_ino == inode):
        if not target.exists() and old.exists():
            os.rename(old, target)  # cannot complete this one: keep the old copy in place
        return
    if not staging.is_dir() and file_target_problem(target) is not None:
        return  # a folder (a FIFO) put where a file goes since the write began: never replaced
    if target.exists() or target.is_symlink():
        if exchange(staging, target):
            return
        if not staging.is_dir():  # a file: replaced in one step
            os.replace(staging, target)
            return
        os.rename(target, old)
    os.rename(staging, target)
