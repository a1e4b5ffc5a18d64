"""The file-system steps of a commit, each saying plainly which file failed and why.

Kept apart from :mod:`blackhorse.core.commit` so the tests can put a fault (a full disk, a
kill) at any one of them: every write goes through :func:`write_bytes`, every swap through
:func:`exchange` or ``os.rename``, every removal through :func:`remove`.
"""

from __future__ import annotations

import errno
import functools
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from blackhorse.core.catalog import msg
from blackhorse.core.errors import BlackhorseError

MARKER = ".blackhorse-results"  # in every results folder blackhorse writes
JOURNAL = ".blackhorse-commit.json"  # in the game folder while a commit is being swapped in
MADE = ".blackhorse-made.json"  # the parent folders a commit is creating (removed if it is undone)

_WHY = {
    errno.ENOSPC: msg("the disk is full; free some space and run again"),
    errno.EDQUOT: msg("the disk quota is used up; free some space and run again"),
    errno.ENAMETOOLONG: msg("the name is too long for this file system"),
    errno.EROFS: msg("the folder is on a read-only file system"),
    errno.EACCES: msg("no permission to write there"),
    errno.EPERM: msg("no permission to write there"),
}


class WriteFailed(BlackhorseError):
    """Writing the results failed; everything staged was removed, nothing was changed."""

    @classmethod
    def of(cls, exc: OSError, path: Path | str) -> WriteFailed:
        """``path``: the file or folder the GM knows (a target, never its hidden staged copy)."""
        return cls(msg("could not write {path}: {why}; nothing was changed", path=path, why=reason(exc)))


# what the system says went wrong, as a message said in the game's language (issue 24: an OS
# error was English in a Chinese game); one the catalog has no words for keeps the system's
_SYSTEM = {  # the system's own English (glibc's strerror), so an English game reads it as before
    errno.ENOENT: msg("No such file or directory"),
    errno.EACCES: msg("Permission denied"),
    errno.EPERM: msg("Operation not permitted"),
    errno.EISDIR: msg("Is a directory"),
    errno.ENOTDIR: msg("Not a directory"),
    errno.EEXIST: msg("File exists"),
    errno.ELOOP: msg("Too many levels of symbolic links"),
    errno.EIO: msg("Input/output error"),
    errno.EBUSY: msg("Device or resource busy"),
    errno.EMFILE: msg("Too many open files"),
    errno.ENOSPC: msg("No space left on device"),
    errno.EROFS: msg("Read-only file system"),
    errno.ENAMETOOLONG: msg("File name too long"),
}


def system_reason(exc: OSError) -> str:
    """What the system says went wrong, in words of the catalog (a message: said in any
    language), or the system's own words when the catalog has none."""
    return _SYSTEM.get(exc.errno or 0) or exc.strerror or str(exc)


def reason(exc: OSError) -> str:
    """Why a write failed, in plain words (the system's, said, when there are none)."""
    return _WHY.get(exc.errno or 0) or system_reason(exc)


def write_bytes(path: Path | str, data: bytes, *, shown: Path | str | None = None) -> None:
    """Create the new file ``path`` holding ``data`` (never replaces a file); an error names
    ``shown`` (the file the GM knows, when ``path`` is a staged copy of it)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise WriteFailed.of(exc, shown or path) from None
    try:
        view = memoryview(data)
        while view:
            view = view[_write(fd, view) :]
    except OSError as exc:
        raise WriteFailed.of(exc, shown or path) from None
    finally:
        os.close(fd)


def _write(fd: int, data: memoryview) -> int:
    return os.write(fd, data)


def write_journal(path: Path, body: object, *, shown: str | None = None) -> None:
    """Write the commit journal whole or not at all (temporary name, flushed, renamed); an
    error names ``shown`` (what the commit writes: the journal is no file the GM knows)."""
    tmp = path.with_name(path.name + ".tmp")
    remove(tmp)
    write_bytes(tmp, json.dumps(body, indent=1).encode("utf-8"), shown=shown or path)
    try:
        fd = os.open(tmp, os.O_RDONLY | os.O_CLOEXEC)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.rename(tmp, path)
    except OSError as exc:
        remove(tmp)
        raise WriteFailed.of(exc, shown or path) from None


def remove(path: Path) -> None:
    """Remove a file or folder tree if it is there; errors are left for the next run."""
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
    except OSError:
        pass


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


@functools.cache
def _renameat2() -> tuple[Callable[..., int], Callable[[], int]] | None:
    """libc's ``renameat2`` and the errno it leaves, looked up on the first swap, or None where
    libc has none (or the system no ``dlopen``).

    Through ``_ctypes``, the foreign-function core ``ctypes`` is built on, as ``ctypes.CDLL(None,
    use_errno=True).renameat2`` is (an ``int`` result; ints and bytes passed as C ints and
    ``char *``): importing ``ctypes`` itself defines its whole library of C types, ~7M
    instructions of every rerun of a night, of which a swap uses one function.
    """
    try:
        import _ctypes

        core: Any = _ctypes  # typeshed's stubs type the DLL argument as ctypes' CDLL

        class _Int(core._SimpleCData):  # type: ignore[misc]  # ctypes.c_int
            _type_ = "i"

        class _Function(core.CFuncPtr):  # type: ignore[misc]  # a CDLL's function type
            _flags_ = core.FUNCFLAG_CDECL | core.FUNCFLAG_USE_ERRNO
            _restype_ = _Int

        class _Libc:  # what a function looks its name up in: a library's handle
            _handle = core.dlopen(None, 0)  # 0: ctypes.DEFAULT_MODE where dlopen exists

        func = _Function(("renameat2", _Libc))
    except (ImportError, AttributeError, OSError):  # no _ctypes, no dlopen, no renameat2
        return None
    return func, _ctypes.get_errno


_exchange_works = True  # until renameat2 turns out missing or refused


def exchange(a: Path, b: Path) -> bool:
    """Swap ``a`` and ``b`` in one atomic step; False where the system cannot (then nothing
    happened and the caller renames instead)."""
    global _exchange_works
    if not _exchange_works:
        return False
    found = _renameat2()
    if found is None:
        _exchange_works = False
        return False
    func, get_errno = found
    result = func(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    if result == 0:
        return True
    err = get_errno()
    if err in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
        _exchange_works = False
        return False
    raise OSError(err, os.strerror(err), str(b))
