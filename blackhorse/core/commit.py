"""Writing result folders and files of a game as one change, safe against kills at any point.

How a commit goes (every write of a game folder: results, day records, ``game.yaml``):

0. **Parents.** A target's missing parent folders (``days/`` for a game's first day) are
   listed in ``.blackhorse-made.json`` (written whole, like the journal) before they are
   made, so a change undone, in this process or by recovery after a kill, removes them too.
1. **Stage.** Each target is written in full to a hidden sibling ``.NAME.new-TOKEN`` (a
   folder gets the results marker first, so even a half-written one is known as ours).
   A write error here (full disk, name too long, read-only folder) removes every staged
   copy and raises :class:`WriteFailed` naming the file and the reason.
2. **Journal.** The list of swaps is written to ``.blackhorse-commit.json`` in the game
   folder (to a temporary name, flushed to disk, then renamed: it exists whole or not at
   all). This is the commit point: before it the change never happened, after it the
   change will be completed.
3. **Swap.** Each target is exchanged with its staged copy in one atomic step where the
   system has one (Linux ``renameat2(RENAME_EXCHANGE)``): a reader sees the old complete
   folder or the new complete folder, never a missing one. Elsewhere the old target is
   renamed aside to ``.NAME.old-TOKEN`` and the new one renamed in.
4. **Clean.** The old copies are removed, then the list of parents made, then the journal.

A run killed at any instruction leaves either staged copies without a journal (rolled
back: removed) or a journal (rolled forward: every swap not yet done is done, by comparing
each target's inode with the staged copy's). :func:`recover` does this; every command calls
it first, under the game folder's lock (:mod:`blackhorse.core.lock`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import zlib
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from blackhorse.core.catalog import msg
from blackhorse.core.errors import BlackhorseError, InputError
from blackhorse.core.filetargets import file_target_problem, refuse_non_files
from blackhorse.core.fsops import (
    JOURNAL,
    MADE,
    MARKER,
    WriteFailed,
    exchange,
    remove,
    write_bytes,
    write_journal,
)
from blackhorse.core.recovery import recover

__all__ = [
    "JOURNAL",
    "MARKER",
    "UnsafeOutput",
    "WriteFailed",
    "commit",
    "create_folder",
    "is_ours",
    "recover",
]


class UnsafeOutput(BlackhorseError):
    """The output folder holds files blackhorse did not write; they are left untouched."""


def is_ours(folder: Path) -> bool:
    return folder.is_dir() and ((folder / MARKER).exists() or not any(folder.iterdir()))


Files = Mapping[str, str | bytes]


def staged_name(target: Path, kind: str, token: str) -> Path:
    return target.with_name(f".{target.name}.{kind}-{token}")


MARKED = b"written by blackhorse; safe to delete\n"  # the marker's first line
# what blackhorse keeps for itself in a results folder (game/ledger.py's LEDGER): a damaged
# one reads as stale results, and the rerun that repairs it must not be stopped by it
BOOKKEEPING = frozenset({"ledger.json"})


def _manifest(written: Mapping[str, tuple[str, bytes]]) -> bytes:
    """The marker: its line, then a line per file written (CRC-32, size, relative path)."""
    rows = (f"{crc} {len(data)} {rel}\n" for rel, (crc, data) in written.items())
    return MARKED + "".join(rows).encode("utf-8")


def _checked(files: Files) -> dict[str, tuple[str, bytes]]:
    """Each file's bytes with their CRC-32 as the marker writes it, by relative path, in order."""
    out: dict[str, tuple[str, bytes]] = {}
    for rel, content in sorted(files.items()):
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        out[rel] = (f"{zlib.crc32(data):08x}", data)
    return out


def not_written_as_is(folder: Path, new: Mapping[str, tuple[str, bytes]] | None = None) -> list[str]:
    """The files of a results folder blackhorse wrote that it did not write, or that changed
    since (by size, then CRC-32), relative paths in order; none for a folder whose marker
    lists no files (written before the marker did). ``new``: the files about to replace
    them (relative path: CRC-32 and bytes, :func:`_checked`); a file that holds those very
    bytes has their CRC-32, taken as it is (a rerun that changes nothing reads each file
    once and computes no CRC of it)."""
    try:
        listed = (folder / MARKER).read_bytes().decode("utf-8").splitlines()[1:]
    except (OSError, UnicodeDecodeError):
        return []
    if not listed:
        return []
    kept: dict[str, tuple[str, int]] = {}
    for row in listed:
        crc, size, rel = row.split(" ", 2)
        kept[rel] = (crc, int(size))
    out: list[str] = []
    for rel, entry in sorted(_entries(folder, ""), key=lambda found: found[0].split("/")):
        if rel == MARKER or rel in BOOKKEEPING or entry.is_dir(follow_symlinks=False):
            continue
        known = kept.get(rel)
        if known is None or entry.is_symlink() or entry.stat().st_size != known[1]:
            out.append(rel)
            continue
        with open(entry.path, "rb") as file:
            data = file.read()
        same = new.get(rel) if new else None
        crc = same[0] if same is not None and same[1] == data else f"{zlib.crc32(data):08x}"
        if crc != known[0]:
            out.append(rel)
    return out


def _entries(folder: Path | str, prefix: str) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Every entry under ``folder`` with its path relative to it (``reports/A.json``), the
    folders' own entries included, links never followed into, a folder this user may not
    list passed over (as ``Path.rglob`` walks; one ``scandir`` a folder, no ``Path`` made)."""
    try:
        with os.scandir(folder) as listing:
            entries = list(listing)
    except PermissionError:
        return
    for entry in entries:
        rel = prefix + entry.name
        yield rel, entry
        if entry.is_dir(follow_symlinks=False):
            yield from _entries(entry.path, rel + "/")


def stage_folder(target: Path, files: Files, token: str) -> Path:
    """Write ``files`` into the new hidden sibling ``.NAME.new-TOKEN`` of ``target``.

    A folder blackhorse wrote is replaced only as it wrote it: a file the GM put in it (notes
    beside ``gm.md``) or edited since (``gm.md`` by hand) stops the write, naming them, so a
    rerun never deletes them; the marker lists every file with its size and CRC-32."""
    if target.exists() and not is_ours(target):
        if target.is_dir():
            raise UnsafeOutput(
                msg(
                    "{path} exists and was not written by blackhorse; refusing to replace it."
                    " Move that folder away first.",
                    path=target,
                )
            )
        raise UnsafeOutput(
            msg(
                "{path} exists and was not written by blackhorse; refusing to replace it."
                " Move that file (a folder goes there) away first.",
                path=target,
            )
        )
    written = _checked(files)
    if target.is_dir():
        changed = not_written_as_is(target, written)
        if changed:
            shown = ", ".join(changed[:5]) + (f" and {len(changed) - 5} more" if len(changed) > 5 else "")
            raise UnsafeOutput(
                msg(
                    "{path} holds files blackhorse did not write or that were changed since ({changed});"
                    " refusing to replace it. Move them out of that folder first.",
                    path=target,
                    changed=shown,
                )
            )
    staging = staged_name(target, "new", token)
    try:
        staging.mkdir()
    except OSError as exc:
        raise WriteFailed.of(exc, target) from None
    try:
        made: set[str] = set()  # the folders made inside the copy (``reports``)
        # each file's path and the name an error gives it as text: a pathlib join is ~13k
        # instructions, two a file (~1.2M of a night's 46 files, docs/PERFORMANCE.md); the
        # relative paths are the folder's own (``reports/A.json``), already in normal form
        into, known = os.fspath(staging), os.fspath(target)
        for rel, (_, data) in written.items():
            folder, _, _ = rel.rpartition("/")
            if folder and folder not in made:
                steps = folder.split("/")
                for depth in range(1, len(steps) + 1):
                    parent = "/".join(steps[:depth])
                    if parent not in made:
                        try:
                            (staging / parent).mkdir()
                        except OSError as exc:
                            raise WriteFailed.of(exc, target / parent) from None
                        made.add(parent)
            write_bytes(f"{into}/{rel}", data, shown=f"{known}/{rel}")
        write_bytes(staging / MARKER, _manifest(written), shown=target)
    except BaseException:
        remove(staging)  # a half-written copy never stays behind
        raise
    return staging


def stage_file(target: Path, text: str | bytes, token: str) -> Path:
    staging = staged_name(target, "new", token)
    try:
        write_bytes(staging, text if isinstance(text, bytes) else text.encode("utf-8"), shown=target)
    except BaseException:
        remove(staging)
        raise
    return staging


def commit(
    folders: Mapping[Path, Files] | None = None,
    files: Mapping[Path, str | bytes] | None = None,
    *,
    root: Path | None = None,
    then: Callable[[], None] | None = None,
) -> None:
    """Replace each folder in ``folders`` and each file in ``files``, all together or not at all.

    A file is written only where nothing is or a regular file (or a link to one) is: anything
    else at a file's place (a folder, a FIFO) is an :class:`InputError` naming each, before
    anything is written.

    ``root``: the game folder (the journal lives there); by default the folder that holds all
    the targets. A failure leaves every target as it was and no staged copy behind.

    ``then``: a step of the caller's that belongs to the same change (the portal's record of a
    day closed, committed in its database), run once every target is in place, before the old
    copies are removed: if it raises, every target is put back as it was and the error raised.
    """
    targets = sorted({*(folders or {}), *(files or {})})
    if not targets:
        return
    refuse_non_files(sorted(files or {}))  # a folder where a file goes is never replaced
    journal_dir = Path(root) if root is not None else Path(os.path.commonpath([t.parent for t in targets]))
    token = os.urandom(4).hex()
    made_list = _anchor(journal_dir) / MADE  # taken before the parents are made
    created = _make_parents(targets, record=made_list, shown=", ".join(str(t) for t in targets))
    staged: list[tuple[Path, Path]] = []  # (staging, target)
    journal = journal_dir / JOURNAL
    swapped: list[tuple[Path, Path]] = []
    everything = ", ".join(str(t) for t in targets)  # what a failure names until a swap is under way
    current: Path | str = everything
    try:
        for target, content in sorted((folders or {}).items()):
            staged.append((stage_folder(target, content, token), target))
        for target, text in sorted((files or {}).items()):
            staged.append((stage_file(target, text, token), target))
        entries = [
            {
                "target": os.path.relpath(t, journal_dir),
                "staging": os.path.relpath(s, journal_dir),
                "old": os.path.relpath(staged_name(t, "old", token), journal_dir),
                "inode": s.stat().st_ino,
            }
            for s, t in staged
        ]
        write_journal(journal, {"token": token, "entries": entries}, shown=everything)
        for staging, target in staged:
            current = target
            _swap(staging, target)
            swapped.append((staging, target))
        if then is not None:
            current = everything
            then()
    except BaseException as exc:
        _roll_back(swapped, staged, journal, token, created, made_list)
        if isinstance(exc, OSError):
            raise WriteFailed.of(exc, current) from None
        raise
    for staging, target in staged:  # the change is done: clean up the old copies, then the journal
        remove(staging)
        remove(staged_name(target, "old", token))
    if created:
        remove(made_list)
    remove(journal)


def _swap(staging: Path, target: Path) -> None:
    """Put ``staging`` at ``target``; the old target ends at ``staging`` or ``.NAME.old-TOKEN``."""
    if not target.exists() and not target.is_symlink():
        os.rename(staging, target)
        return
    if not staging.is_dir():  # a folder put there since the check is not swapped away either
        problem = file_target_problem(target)
        if problem is not None:
            raise InputError([problem])
    if exchange(staging, target):
        return
    token = staging.name.rsplit("-", 1)[1]
    old = staged_name(target, "old", token)
    if not target.is_dir():  # a file is replaced in one step; a hard link keeps the old one
        try:
            os.link(target, old)
        except OSError:
            shutil.copy2(target, old)
        os.replace(staging, target)
        return
    os.rename(target, old)
    try:
        os.rename(staging, target)
    except BaseException:
        os.rename(old, target)
        raise


def _roll_back(
    swapped: list[tuple[Path, Path]],
    staged: list[tuple[Path, Path]],
    journal: Path,
    token: str,
    created: list[Path],
    made_list: Path,
) -> None:
    """Undo a commit that failed while this process is still alive to do it."""
    try:
        for staging, target in reversed(swapped):
            old = staged_name(target, "old", token)
            if staging.exists() or staging.is_symlink():  # exchanged: swap back
                if not exchange(staging, target):
                    os.rename(target, old.with_name(old.name + "x"))
                    os.rename(staging, target)
                    remove(old.with_name(old.name + "x"))
                    continue
                remove(staging)
            elif old.exists() and not old.is_dir():  # a replaced file: put the old one back
                os.replace(old, target)
            elif old.exists():  # renamed aside: put it back
                remove(target)
                os.rename(old, target)
            else:  # the target did not exist before
                remove(target)
        remove(journal)
        remove(journal.with_name(journal.name + ".tmp"))
    except OSError:
        return  # the journal stays: the next command completes the change (recover)
    for staging, _ in staged:
        remove(staging)
    for folder in created:  # deepest first; only folders this call made, if left empty
        with contextlib.suppress(OSError):
            folder.rmdir()
    if created:
        remove(made_list)


def _anchor(folder: Path) -> Path:
    """``folder``, or its nearest ancestor that exists (where the list of parents made goes)."""
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    return folder


def _make_parents(targets: list[Path], record: Path | None = None, shown: str | None = None) -> list[Path]:
    """Create the missing parent folders of ``targets``; return them, deepest first.

    ``record``: where to list them first (relative to its folder, deepest first, written
    whole), so that :func:`recover` removes them again after a kill before the commit point."""
    missing: set[Path] = set()
    for target in targets:
        parent = target.parent
        while not parent.exists():
            missing.add(parent)
            parent = parent.parent
    made = sorted(missing, key=lambda d: len(d.parts))
    if made and record is not None:
        rows = [os.path.relpath(d, record.parent) for d in made[::-1]]
        write_journal(record, {"made": rows}, shown=shown)  # a failure names what the GM asked for
    for folder in made:
        try:
            folder.mkdir()
        except FileExistsError:
            pass
        except OSError as exc:
            for done in reversed(made):
                with contextlib.suppress(OSError):
                    done.rmdir()
            if record is not None:
                remove(record)
            raise WriteFailed.of(exc, folder) from None
    return made[::-1]


def create_folder(target: Path, files: Files) -> None:
    """Create the new folder ``target`` holding ``files``, at once (refuses an existing one)."""
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise UnsafeOutput(
            msg("{path} already exists and is not empty; choose a new folder name", path=target)
            if target.is_dir()
            else msg(
                "{path} already exists and is a file, not a folder; choose a new folder name", path=target
            )
        )
    created = _make_parents([target])
    token = os.urandom(4).hex()
    staging = staged_name(target, "new", token)
    try:
        staging.mkdir()
        for rel, content in sorted(files.items()):
            data = content if isinstance(content, bytes) else content.encode("utf-8")
            write_bytes(staging / rel, data, shown=target / rel)
        os.chmod(staging, 0o755)
        if target.exists():
            target.rmdir()  # the empty folder it replaces
        os.rename(staging, target)
    except BaseException as exc:
        remove(staging)
        for folder in created:
            with contextlib.suppress(OSError):
                folder.rmdir()
        if isinstance(exc, OSError):
            raise WriteFailed.of(exc, target) from None
        raise
