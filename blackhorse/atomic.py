"""Writing a folder of results all at once, or not at all."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

from .errors import BlackhorseError

MARKER = ".blackhorse-results"


class UnsafeOutput(BlackhorseError):
    """The output folder holds files blackhorse did not write; they are left untouched."""


def write_folder(target: Path, files: Mapping[str, str | bytes]) -> None:
    """Replace ``target`` by a folder holding exactly ``files`` (relative path: content).

    Everything is written to a temporary sibling first and swapped in by rename, so a
    failure leaves ``target`` as it was. A folder that exists but was not written by
    blackhorse (no marker file) and is not empty is never replaced.
    """
    target = Path(target)
    if target.exists() and not is_ours(target):
        raise UnsafeOutput(
            f"{target} exists and was not written by blackhorse; refusing to replace it."
            " Choose another --out folder or move that one away."
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=target.parent))
    try:
        for rel, content in sorted(files.items()):
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                with open(path, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(content)
        (staging / MARKER).write_text("written by blackhorse; safe to delete\n", encoding="utf-8")
        swap_in(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def swap_in(staging: Path, target: Path) -> None:
    """Move ``staging`` to ``target``, replacing it; the old folder is removed only after."""
    old: Path | None = None
    if target.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
        os.rmdir(old)
        os.rename(target, old)
    try:
        os.rename(staging, target)
    except BaseException:
        if old is not None:
            os.rename(old, target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def is_ours(folder: Path) -> bool:
    return folder.is_dir() and ((folder / MARKER).exists() or not any(folder.iterdir()))


def write_file(path: Path, content: str) -> None:
    """Write one text file atomically (temporary sibling, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(content)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
