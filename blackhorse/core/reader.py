"""The one way a GM's file is opened: only regular files, a size limit, known encodings.

Every input file (``game.yaml``, order files, day files, applications, targets, maps) is
read here before its YAML is parsed (:mod:`blackhorse.core.yamlsource`). What the reader
refuses it names by its path and kind, never by its content:

- anything but a regular file: a symbolic link inside the game folder (its target is never
  read), a folder, a FIFO (it would block), a device, a socket;
- a file that is not inside the game folder once links in its path are followed;
- a file larger than :data:`MAX_BYTES`;
- text that is not UTF-8 (with or without a byte-order mark) or UTF-16 with a byte-order
  mark.
"""

from __future__ import annotations

import codecs
import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

from blackhorse.core.catalog import msg
from blackhorse.core.errors import Problem
from blackhorse.core.filetargets import kind_name
from blackhorse.core.fsops import system_reason

MAX_BYTES = 1_000_000  # one megabyte: a busy order file is a few kilobytes, a map about twenty
ENCODINGS = msg("UTF-8 text (or UTF-16 with a byte-order mark)")
REGULAR_FILE = msg("a regular file of at most 1 MB inside the game folder")
ANY_REGULAR_FILE = msg("a regular file of at most 1 MB")  # a file named on the command line (a map)


class FileRefused(Exception):
    """The file cannot be read as input; ``line`` is where (0: the file as a whole)."""

    def __init__(self, line: int, message: str, allowed: str = "") -> None:
        super().__init__(message)
        self.line = line
        self.message = message
        self.allowed = allowed

    def problem(self, file: str, allowed: str) -> Problem:
        """This refusal as a :class:`Problem` of ``file``; ``allowed`` unless it says its own."""
        return Problem(file, self.line, "", self.message, self.allowed or allowed)


def kind_problem(mode: int) -> str | None:
    """Why a file of this ``st_mode`` is not read (None for a regular file)."""
    if stat.S_ISLNK(mode):
        return "a symbolic link; links are not followed (copy the file here instead)"
    kind = kind_name(mode)
    if kind == "a folder":
        return "a folder, not a file"
    if kind is not None:
        return f"{kind}, not a regular file; it was not read"
    return None if stat.S_ISREG(mode) else "not a regular file; it was not read"


def _refuse(message: str, inside: Path | None = None) -> FileRefused:
    return FileRefused(0, message, REGULAR_FILE if inside is not None else ANY_REGULAR_FILE)


def within(path: Path, game: Path) -> Path | None:
    """``game`` if ``path`` (a file named on the command line) lies in that game folder, so it
    is read as the game's own files are (no links); None for a file kept elsewhere."""
    here, root = os.path.abspath(path), os.path.abspath(game)
    return Path(game) if os.path.commonpath([here, root]) == root else None


def read_input_bytes(
    path: Path, *, inside: Path | None = None, limit: int = MAX_BYTES, again: bool = False
) -> bytes:
    """The bytes of the input file ``path``; raise :class:`FileRefused` for anything else.

    ``inside``: the game folder the file must be in; then a symbolic link is refused and so is
    a path that leads out of the folder. Without it (a file named on the command line), links
    are followed but the file must still be a regular one. A missing file raises
    :class:`FileNotFoundError`, which callers report as missing.

    ``again`` (with ``inside``): a file the process reads more than once (a night's order
    files: read for the night, then each hashed for the ledger's basis, then again by the
    replay that follows the commit): the bytes read before are given again while the file's
    status (device, inode, mode, size, modification and change times, not following a link,
    taken before reading) is the same; a changed file is read, and checked, again.
    """
    path = Path(path)
    if inside is not None:
        info = os.lstat(path)
        problem = kind_problem(info.st_mode)
        if problem is not None:
            raise _refuse(problem, inside)
        if again:
            key = (str(path), str(inside), limit)
            status = (
                info.st_dev,
                info.st_ino,
                info.st_mode,
                info.st_size,
                info.st_mtime_ns,
                info.st_ctime_ns,
            )
            before = _READ_BEFORE.get(key)
            if before is not None and before[0] == status:
                return before[1]
            data = read_input_bytes(path, inside=inside, limit=limit)
            if len(_READ_BEFORE) >= _KEPT_FILES:
                _READ_BEFORE.clear()
            if len(data) <= _KEPT_SIZE:
                _READ_BEFORE[key] = (status, data)
            return data
        if not _stays_within(path, inside):
            raise _refuse("outside the game folder (a folder on its path is a link); it was not read", inside)
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | (os.O_NOFOLLOW if inside is not None else 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _refuse(kind_problem(stat.S_IFLNK) or "", inside) from None
        raise _refuse(msg("cannot be read: {why}", why=system_reason(exc)), inside) from None
    try:
        info = os.fstat(fd)
        problem = kind_problem(info.st_mode)
        if problem is not None:
            raise _refuse(problem, inside)
        if info.st_size > limit:
            raise _refuse(
                f"{info.st_size:,} bytes, larger than the {limit:,} bytes an input file may have", inside
            )
        return _read_at_most(fd, limit, inside)
    except OSError as exc:
        raise _refuse(msg("cannot be read: {why}", why=system_reason(exc)), inside) from None
    finally:
        os.close(fd)


def _stays_within(path: Path, inside: Path) -> bool:
    """Is ``path``, every link on it followed, inside ``inside`` followed the same way (their
    ``os.path.realpath`` compared)? ``path`` is no link itself (its lstat said so).

    ``realpath`` resolves a path from its start: once past the text of ``inside`` it stands at
    ``realpath(inside)``. For ``inside/nights/1/A.yaml`` only the folders after it are then
    looked at (one lstat each): none a link, the file is ``realpath(inside)/nights/1/A.yaml``,
    inside. A link among them, a ``..``, a folder not there or a path not written under
    ``inside`` is resolved whole as before. (Two whole ``realpath`` a file were ~0.17M
    instructions; ~2M of a night's 13 files, docs/PERFORMANCE.md.)"""
    text, top = os.fspath(path), os.fspath(inside)
    root = os.path.realpath(top)
    rest = text[len(top) + 1 :].split(os.sep) if text.startswith(top + os.sep) else None
    if rest is not None and ".." not in rest and "" not in rest and "." not in rest:
        folder = root
        try:
            for part in rest[:-1]:
                folder = os.path.join(folder, part)
                if not stat.S_ISDIR(os.lstat(folder).st_mode):  # a link (or no folder): whole
                    break
            else:
                return True
        except OSError:
            pass
    return os.path.commonpath([os.path.realpath(text), root]) == root


# The files read with ``again``, as read: (path, game folder, limit) -> (their lstat, bytes);
# at most 64 files of at most 64 KB each (an order file is a few kilobytes)
_READ_BEFORE: dict[tuple[str, str, int], tuple[tuple[int, ...], bytes]] = {}
_KEPT_FILES = 64
_KEPT_SIZE = 1 << 16


def _read_at_most(source: int | BinaryIO, limit: int, inside: Path | None) -> bytes:
    """Everything ``source`` (a descriptor or a binary stream) gives, refused as soon as it
    passes ``limit`` bytes (a file that grew while being read, an endless pipe): never more
    than ``limit + 1`` bytes are read."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        want = min(1 << 16, limit + 1 - size)
        chunk = os.read(source, want) if isinstance(source, int) else source.read(want)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise _refuse(f"larger than the {limit:,} bytes an input file may have", inside)
    return b"".join(chunks)


def read_stream_bytes(source: str, *, limit: int, stdin: BinaryIO | None = None) -> bytes:
    """The bytes of a message given on the command line: the file ``source``, or standard
    input for ``-``. A pipe, a FIFO or a terminal is read as it comes, but never past
    ``limit`` bytes (``/dev/zero`` or an endless ``yes |`` is refused once the limit is passed,
    not read for ever); a folder, a device or a socket is refused by name, never opened for
    reading. A FIFO waits for its writer, as every reader of one does. Raise :class:`FileRefused` or
    :class:`FileNotFoundError`."""
    if source == "-":
        try:
            return _read_at_most(stdin if stdin is not None else 0, limit, None)
        except OSError as exc:
            raise _refuse(msg("standard input cannot be read: {why}", why=system_reason(exc))) from None
    try:  # a FIFO waits for its writer, as `cat` does; nothing else is waited for
        fifo = stat.S_ISFIFO(os.stat(source).st_mode)
        fd = os.open(source, os.O_RDONLY | os.O_CLOEXEC | (0 if fifo else os.O_NONBLOCK))
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _refuse(msg("cannot be read: {why}", why=system_reason(exc))) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISFIFO(mode):  # a writer may come: wait for its bytes, up to the limit
            os.set_blocking(fd, True)
        elif (problem := kind_problem(mode)) is not None:
            raise _refuse(problem)
        return _read_at_most(fd, limit, None)
    except OSError as exc:
        raise _refuse(msg("cannot be read: {why}", why=system_reason(exc))) from None
    finally:
        os.close(fd)


def decode(raw: bytes) -> str:
    """UTF-8 text (a byte-order mark is dropped); UTF-16 with a byte-order mark is accepted
    too, as some Windows editors save it. Raise :class:`FileRefused` otherwise."""
    if raw.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        raise FileRefused(1, "UTF-32 text; save the file as UTF-8", ENCODINGS)
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        if len(raw) % 2:
            raise FileRefused(
                0, "UTF-16 text with an odd number of bytes: the file is cut short or damaged", ENCODINGS
            )
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start - exc.start % 2].decode("utf-16", "replace").count("\n") + 1
            raise FileRefused(line, "damaged UTF-16 text (a broken character)", ENCODINGS) from None
    # the mark dropped by hand, not by the "utf-8-sig" codec: its module is imported on first
    # use (~0.9M instructions of every command that reads a file), and its error counted the
    # bad byte's place after the mark, so the byte and line named were off by three bytes
    text = raw[3:] if raw.startswith(codecs.BOM_UTF8) else raw
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = text.count(b"\n", 0, exc.start) + 1
        raise FileRefused(line, f"byte 0x{text[exc.start]:02x} is not UTF-8 text", ENCODINGS) from None
