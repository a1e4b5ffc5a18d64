"""Writing a folder of results all at once, or not at all."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path

from blackhorse.core.commit import MARKER, UnsafeOutput, commit, is_ours

__all__ = ["MARKER", "UnsafeOutput", "is_ours", "write_file", "write_folder"]


def write_folder(target: Path, files: Mapping[str, str | bytes]) -> None:
    """Replace ``target`` by a folder holding exactly ``files`` (relative path: content).

    Everything is written to a temporary sibling first and swapped in by rename, so a
    failure leaves ``target`` as it was. A folder that exists but was not written by
    blackhorse (no marker file) and is not empty is never replaced.
    """
    commit(folders={Path(target): files})


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
