"""Writing a folder of results all at once, or not at all."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from blackhorse.core.commit import MARKER, UnsafeOutput, commit, is_ours
from blackhorse.core.filetargets import refuse_non_files
from blackhorse.core.fsops import WriteFailed, remove, write_bytes

__all__ = ["MARKER", "UnsafeOutput", "is_ours", "write_file", "write_folder"]


def write_folder(target: Path, files: Mapping[str, str | bytes]) -> None:
    """Replace ``target`` by a folder holding exactly ``files`` (relative path: content).

    Everything is written to a temporary sibling first and swapped in by rename, so a
    failure leaves ``target`` as it was. A folder that exists but was not written by
    blackhorse (no marker file) and is not empty is never replaced.
    """
    commit(folders={Path(target): files})


def write_file(path: Path, content: str) -> None:
    """Write one text file atomically (a hidden sibling ``.NAME.new-TOKEN``, then rename);
    a failure removes the sibling and raises :class:`WriteFailed` naming the file. A folder
    (or anything but a regular file or a link to one) at ``path`` is an :class:`InputError`:
    it is never replaced."""
    refuse_non_files([path])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteFailed.of(exc, path.parent) from None
    tmp = path.with_name(f".{path.name}.new-{os.urandom(4).hex()}")
    try:
        write_bytes(tmp, content.encode("utf-8"), shown=path)
        os.replace(tmp, path)
    except BaseException as exc:
        remove(tmp)
        if isinstance(exc, OSError):
            raise WriteFailed.of(exc, path) from None
        raise
