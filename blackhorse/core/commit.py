"""Writing several result folders and files of a game as one change: all of it, or none.

Everything is staged in temporary siblings first; then each target is swapped in, the old
one kept aside; if anything fails, the targets already swapped are put back. Built on the
marker file that says a result folder was written by blackhorse.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

from blackhorse.core.errors import BlackhorseError

MARKER = ".blackhorse-results"


class UnsafeOutput(BlackhorseError):
    """The output folder holds files blackhorse did not write; they are left untouched."""


def is_ours(folder: Path) -> bool:
    return folder.is_dir() and ((folder / MARKER).exists() or not any(folder.iterdir()))


Files = Mapping[str, str | bytes]


def stage_folder(target: Path, files: Files) -> Path:
    """Write ``files`` into a new temporary sibling of ``target`` (with the results marker)."""
    if target.exists() and not is_ours(target):
        raise UnsafeOutput(
            f"{target} exists and was not written by blackhorse; refusing to replace it."
            " Move that folder away first."
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=target.parent))
    for rel, content in sorted(files.items()):
        path = staging / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(content)
    (staging / MARKER).write_text("written by blackhorse; safe to delete\n", encoding="utf-8")
    return staging


def stage_file(target: Path, content: str) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.new-", dir=target.parent)
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(content)
    return Path(tmp)


def commit(folders: Mapping[Path, Files] | None = None, files: Mapping[Path, str] | None = None) -> None:
    """Replace each folder in ``folders`` and each file in ``files``, all together or not at all."""
    staged: list[tuple[Path, Path]] = []  # (staging, target)
    swapped: list[tuple[Path, Path | None]] = []  # (target, where the old one was put)
    targets = [*(folders or {}), *(files or {})]
    created = sorted({d for t in targets for d in _missing_parents(t)}, key=lambda d: -len(d.parts))
    try:
        for target, content in sorted((folders or {}).items()):
            staged.append((stage_folder(target, content), target))
        for target, text in sorted((files or {}).items()):
            staged.append((stage_file(target, text), target))
        for staging, target in staged:
            swapped.append((target, _swap(staging, target)))
    except BaseException:
        for target, old in reversed(swapped):
            _remove(target)
            if old is not None:
                os.rename(old, target)
        for staging, _ in staged:
            _remove(staging)
        for folder in created:  # deepest first; only folders this call made, if left empty
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
        raise
    for _, old in swapped:
        if old is not None:
            _remove(old)


def _missing_parents(target: Path) -> list[Path]:
    missing = []
    parent = target.parent
    while not parent.exists():
        missing.append(parent)
        parent = parent.parent
    return missing


def _swap(staging: Path, target: Path) -> Path | None:
    """Move ``staging`` to ``target``; return where the old ``target`` now is (or None)."""
    old: Path | None = None
    if target.exists():
        old = target.with_name(f".{target.name}.old-{os.getpid()}-{id(staging)}")
        os.rename(target, old)
    try:
        os.rename(staging, target)
    except BaseException:
        if old is not None:
            os.rename(old, target)
        raise
    return old


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def create_folder(target: Path, files: Files) -> None:
    """Create the new folder ``target`` holding ``files``, at once (refuses an existing one)."""
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise UnsafeOutput(f"{target} already exists and is not empty; choose a new folder name")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=target.parent))
    try:
        for rel, content in sorted(files.items()):
            (staging / rel).parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                (staging / rel).write_bytes(content)
            else:
                (staging / rel).write_text(content, encoding="utf-8")
        os.chmod(staging, 0o755)
        os.rename(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
