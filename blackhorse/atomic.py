"""Writing a folder of results all at once, or not at all."""

from __future__ import annotations

import os
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
    from .gamewrite import commit  # the one staging-and-swap mechanism, for one folder here

    commit(folders={Path(target): files})


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
