"""The folder where blackhorse keeps what it made once and may make again: never game data.

``$XDG_CACHE_HOME/blackhorse/KIND``, else ``~/.cache/blackhorse/KIND``: the portal's cut of the
Chinese font (``fonts``), the parser's lexicon for a map and a cast (``lexicons``). Each file
is named by a digest of what it was made from, so a file found is the file that would be
made; deleting the folder only costs the next run the time to make them again. A folder that
cannot be written is no error: the thing is made again by the next process.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["cache_dir", "keep", "prune"]


def cache_dir(kind: str) -> Path:
    """The cache folder for ``kind`` (``fonts``, ``lexicons``)."""
    home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(home) / "blackhorse" / kind


def keep(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` whole or not at all (a sibling renamed into place, so a
    reader never sees half a file); False when the folder cannot be written."""
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(data)
        os.replace(part, path)
    except OSError:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
        return False
    return True


def prune(folder: Path, pattern: str, most: int) -> None:
    """Leave at most ``most`` files matching ``pattern`` in ``folder``: the most recently
    written ones (a file another process removes first is no error)."""
    try:
        found = [(p.stat().st_mtime_ns, p.name, p) for p in folder.glob(pattern)]
    except OSError:
        return
    for _, _, old in sorted(found, reverse=True)[most:]:
        with contextlib.suppress(OSError):
            old.unlink(missing_ok=True)
